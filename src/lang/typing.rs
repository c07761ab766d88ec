//! The type of every expression of a checked program, derived from what
//! the program keeps: its variables' types, its functions' parameters and
//! results, the names its handlers and actions are given, its contracts'
//! and announcements' fields, the builtins' table and the language's own
//! fields. The checker typed the spec when it compiled it; the program
//! keeps the types at the places a name is bound, and this module gives
//! them back for each expression, for a compiler of the program to native
//! code that needs to know what each value is (BENCHMARKS.md, "What a
//! native engine needs").
//!
//! [`type_program`] goes through a program's functions, announcement
//! fields, `pass … when` conditions, handlers, actions and settlement and
//! calls `visit` with every expression and its type; a program it cannot
//! type (one the checker did not make) gives a [`TypeGap`]. A type is as
//! precise as the checker's or more so: `if c then 1 else none` is `int?`.
//! `Ty::Error` stands for "any" (an empty constant list's elements).
//!
//! The types are the checker's, and the checker lets an optional value
//! stand where a plain one is declared (`Ty::fits`: a `none` there is
//! reported where it is used, as "expected a number, found none"). So a
//! value of a plain type may still be `none` — a function declared `-> int`
//! whose body is `first(…)`, a parameter given an `int?` — and a native
//! engine must keep that case (and its error) where the checker allowed it;
//! [`value_fits`] holds a value to its type in that sense.

use super::builtins::BUILTINS;
use super::compile::fixed_fields;
use super::ir::*;
use super::types::{Ty, Value};

/// An expression the derivation could not type, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeGap {
    /// The function, handler, action or field it is in.
    pub place: String,
    pub message: String,
}

impl std::fmt::Display for TypeGap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// Calls `visit` with every expression of the program and its type.
pub fn type_program(
    prog: &Program,
    visit: &mut dyn FnMut(&Expression, &Ty),
) -> Result<(), TypeGap> {
    let gap = |place: String| move |message: String| TypeGap { place, message };
    for f in &prog.fns {
        let mut t = Typer::new(prog, &f.params, visit);
        let got = t.expr(&f.body).map_err(gap(format!("fn {}", f.name)))?;
        if !got.fits(&f.ret) {
            return Err(TypeGap {
                place: format!("fn {}", f.name),
                message: format!("the body is {got:?}, the function gives {:?}", f.ret),
            });
        }
    }
    for a in &prog.anns {
        let params: Vec<Ty> = a.params.iter().map(|(_, t)| t.clone()).collect();
        for (i, e) in a.fields.iter().enumerate() {
            let mut t = Typer::new(prog, &params, visit);
            t.expr(e)
                .map_err(gap(format!("announcement {} field {i}", a.name)))?;
        }
    }
    for (i, p) in prog.pass.iter().enumerate() {
        if let Some(when) = p.as_ref().and_then(|p| p.when.as_ref()) {
            Typer::new(prog, &[], visit)
                .expr(when)
                .map_err(gap(format!("pass condition {i}")))?;
        }
    }
    let h = &prog.handlers;
    let named = [
        ("on start", &h.start),
        ("on before", &h.before),
        ("on trick", &h.trick),
        ("on play", &h.play),
        ("on take", &h.take),
        ("on discard", &h.discard),
        ("on gap", &h.gap),
    ];
    let mut bodies: Vec<(String, &Body)> = named
        .into_iter()
        .filter_map(|(n, b)| b.as_ref().map(|b| (n.to_string(), b)))
        .collect();
    for (i, says) in h.say.iter().enumerate() {
        for (j, s) in says.iter().enumerate() {
            bodies.push((format!("say handler {j} of section {i}"), &s.body));
        }
    }
    for (i, b) in h.end_turn.iter().enumerate() {
        if let Some(b) = b {
            bodies.push((format!("end-turn handler of section {i}"), b));
        }
    }
    for (i, b) in prog.actions.iter().enumerate() {
        bodies.push((format!("action {i}"), b));
    }
    for (place, b) in bodies {
        Typer::new(prog, &b.binds, visit)
            .block(&b.stmts)
            .map_err(gap(place))?;
    }
    Typer::new(prog, &[], visit)
        .block(&prog.settle)
        .map_err(gap("settle".into()))
}

/// The type of `a` and `b` together (the two branches of an `if`, the
/// arms of a table), `None` where they have none.
fn join(a: &Ty, b: &Ty) -> Option<Ty> {
    if a.is_error() {
        return Some(b.clone());
    }
    if b.is_error() || a == b {
        return Some(a.clone());
    }
    match (a, b) {
        (Ty::Nothing, t) | (t, Ty::Nothing) => Some(t.clone().opt()),
        (Ty::Opt(x), y) | (y, Ty::Opt(x)) => join(x, y).map(Ty::opt),
        (Ty::List(x), Ty::List(y)) => join(x, y).map(|t| Ty::List(Box::new(t))),
        (Ty::Table(k, x), Ty::Table(l, y)) => {
            Some(Ty::Table(Box::new(join(k, l)?), Box::new(join(x, y)?)))
        }
        _ => None,
    }
}

/// The type of a constant.
fn value_ty(v: &Value) -> Ty {
    match v {
        Value::None => Ty::Nothing,
        Value::Int(_) => Ty::Int,
        Value::Bool(_) => Ty::Bool,
        Value::Text(_) => Ty::Text,
        Value::Card(_) => Ty::Card,
        Value::Cards(_) => Ty::Cards,
        Value::Seat(_) => Ty::Seat,
        Value::Seats(_) => Ty::Seats,
        Value::Suit(_) => Ty::Suit,
        Value::Enum(e, _) => Ty::Enum(*e),
        Value::Contract(_) => Ty::Contract,
        Value::Ann(_) => Ty::Announcement,
        Value::Term(_) => Ty::Term,
        Value::Take(_) => Ty::Take,
        Value::Play(..) => Ty::Play,
        Value::Trick(_) => Ty::Trick,
        Value::Phase(_) => Ty::Phase,
        Value::List(items) => Ty::List(Box::new(
            items
                .iter()
                .map(value_ty)
                .try_fold(Ty::Error, |a, b| join(&a, &b))
                .unwrap_or(Ty::Error),
        )),
        Value::Table(items) => Ty::Table(
            Box::new(Ty::Error),
            Box::new(
                items
                    .iter()
                    .flatten()
                    .map(value_ty)
                    .try_fold(Ty::Error, |a, b| join(&a, &b))
                    .unwrap_or(Ty::Error),
            ),
        ),
        Value::Scores(_) => Ty::Scores,
    }
}

/// Whether a value is of a type, `none` being of every type (what
/// [`type_program`] promises of the values the program computes; the
/// tests hold the interpreter to it).
pub fn value_fits(v: &Value, t: &Ty) -> bool {
    match (v, t) {
        (_, Ty::Error) | (Value::None, _) => true,
        (v, Ty::Opt(t)) => value_fits(v, t),
        (Value::List(items), Ty::List(t)) => items.iter().all(|i| value_fits(i, t)),
        (Value::Table(items), Ty::Table(_, t)) => items.iter().flatten().all(|i| value_fits(i, t)),
        (Value::Enum(e, _), Ty::Enum(f)) => e == f,
        (v, t) => &value_ty(v) == t,
    }
}

/// The element type of what a comprehension or a `for` goes through.
fn element(over: &Ty) -> Result<Ty, String> {
    match over.base() {
        Ty::Cards => Ok(Ty::Card),
        Ty::Seats => Ok(Ty::Seat),
        Ty::List(t) => Ok((**t).clone()),
        Ty::Error => Ok(Ty::Error),
        other => Err(format!("a comprehension goes through {other:?}")),
    }
}

/// The types of one body's locals as its statements bind them, in order.
struct Typer<'p, 'v> {
    prog: &'p Program,
    locals: Vec<Option<Ty>>,
    visit: &'v mut dyn FnMut(&Expression, &Ty),
}

impl<'p, 'v> Typer<'p, 'v> {
    fn new(
        prog: &'p Program,
        binds: &[Ty],
        visit: &'v mut dyn FnMut(&Expression, &Ty),
    ) -> Typer<'p, 'v> {
        Typer {
            prog,
            locals: binds.iter().cloned().map(Some).collect(),
            visit,
        }
    }

    fn bind(&mut self, slot: u16, t: Ty) {
        let s = slot as usize;
        if self.locals.len() <= s {
            self.locals.resize(s + 1, None);
        }
        self.locals[s] = Some(t);
    }

    fn expr(&mut self, e: &Expression) -> Result<Ty, String> {
        let t = self.derive(e)?;
        (self.visit)(e, &t);
        Ok(t)
    }

    fn derive(&mut self, e: &Expression) -> Result<Ty, String> {
        Ok(match e {
            Expression::Const(v) => value_ty(v),
            Expression::Local(i) => self
                .locals
                .get(*i as usize)
                .cloned()
                .flatten()
                .ok_or_else(|| format!("local {i} is read before it is bound"))?,
            Expression::Global(g) => self
                .prog
                .globals
                .get(*g as usize)
                .map(|g| g.ty.clone())
                .ok_or_else(|| format!("there is no variable {g}"))?,
            Expression::Builtin(bi, args, _) => {
                for a in args {
                    self.expr(a)?;
                }
                BUILTINS
                    .iter()
                    .find(|b| b.bi == *bi)
                    .map(|b| b.result.ty())
                    .ok_or_else(|| format!("the builtin {bi:?} is not in the table"))?
            }
            Expression::Call(f, args, _) => {
                for a in args {
                    self.expr(a)?;
                }
                self.prog
                    .fns
                    .get(*f as usize)
                    .map(|f| f.ret.clone())
                    .ok_or_else(|| format!("there is no function {f}"))?
            }
            Expression::Not(a) => {
                self.expr(a)?;
                Ty::Bool
            }
            Expression::And(a, b) | Expression::Or(a, b) => {
                self.expr(a)?;
                self.expr(b)?;
                Ty::Bool
            }
            Expression::Neg(a, _) => {
                self.expr(a)?;
                Ty::Int
            }
            Expression::Bin(op, a, b, _) => {
                let at = self.expr(a)?;
                self.expr(b)?;
                match op {
                    Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge | Op::In | Op::NotIn => {
                        Ty::Bool
                    }
                    Op::Add | Op::Sub | Op::Mul | Op::Div | Op::Rem => Ty::Int,
                    Op::ScaleScores | Op::SubScores => Ty::Scores,
                    Op::Union | Op::Diff | Op::Inter => match at.base() {
                        t @ (Ty::Cards | Ty::Seats | Ty::Scores | Ty::Text | Ty::List(_)) => {
                            t.clone()
                        }
                        other => return Err(format!("{op:?} of {other:?}")),
                    },
                }
            }
            Expression::If(c, a, b) => {
                self.expr(c)?;
                let (x, y) = (self.expr(a)?, self.expr(b)?);
                join(&x, &y).ok_or_else(|| format!("the branches are {x:?} and {y:?}"))?
            }
            Expression::Field(a, f, _) => {
                self.expr(a)?;
                self.field(*f)?
            }
            Expression::Index(a, i, _) => {
                let at = self.expr(a)?;
                self.expr(i)?;
                match at.base() {
                    Ty::List(t) => (**t).clone(),
                    Ty::Table(_, v) => (**v).clone(),
                    Ty::Scores => Ty::Int,
                    Ty::Error => Ty::Error,
                    other => return Err(format!("an index into {other:?}")),
                }
            }
            Expression::Table(subject, arms, _) => {
                self.expr(subject)?;
                let mut t = Ty::Error;
                for (arm, value) in arms {
                    match arm {
                        Arm::Cmp(_, k) | Arm::Eq(k) => {
                            self.expr(k)?;
                        }
                        Arm::Else | Arm::Range(..) => {}
                    }
                    let v = self.expr(value)?;
                    t = join(&t, &v).ok_or_else(|| format!("table arms of {t:?} and {v:?}"))?;
                }
                t
            }
            Expression::Comp {
                q,
                slot,
                over,
                filter,
                body,
                ..
            } => {
                let ot = self.expr(over)?;
                let elem = element(&ot)?;
                self.bind(*slot, elem.clone());
                if let Some(f) = filter {
                    self.expr(f)?;
                }
                let bt = match body {
                    Some(b) => Some(self.expr(b)?),
                    None => None,
                };
                match q {
                    Comp::Count | Comp::Sum | Comp::Max | Comp::Min => Ty::Int,
                    Comp::All | Comp::Any => Ty::Bool,
                    Comp::First => bt.unwrap_or(elem).opt(),
                    Comp::CollectCards => Ty::Cards,
                    Comp::CollectSeats => Ty::Seats,
                    Comp::CollectList => Ty::List(Box::new(bt.unwrap_or(elem))),
                    Comp::Per => Ty::Scores,
                    Comp::PerTable => Ty::Table(Box::new(elem), Box::new(bt.unwrap_or(Ty::Error))),
                }
            }
            Expression::Cards(items) | Expression::Seats(items) => {
                for i in items {
                    self.expr(i)?;
                }
                if matches!(e, Expression::Cards(_)) {
                    Ty::Cards
                } else {
                    Ty::Seats
                }
            }
            Expression::List(items) => {
                let mut t = Ty::Error;
                for i in items {
                    let it = self.expr(i)?;
                    t = join(&t, &it).ok_or_else(|| format!("list items of {t:?} and {it:?}"))?;
                }
                Ty::List(Box::new(t))
            }
            Expression::Text(parts) => {
                for p in parts {
                    if let Part::Expr(x) = p {
                        self.expr(x)?;
                    }
                }
                Ty::Text
            }
            Expression::Ann(_, args) => {
                for a in args {
                    self.expr(a)?;
                }
                Ty::Announcement
            }
        })
    }

    /// The type of a field.
    fn field(&self, f: FieldOf) -> Result<Ty, String> {
        let spec_field = |fields: &[(String, Ty)], i: u16| {
            fields
                .get(i as usize)
                .map(|(_, t)| t.clone())
                .ok_or_else(|| format!("there is no field {i}"))
        };
        match f {
            FieldOf::Contract(i) => spec_field(&self.prog.contract_fields, i),
            FieldOf::Ann(i) => spec_field(&self.prog.ann_fields, i),
            FieldOf::ContractName | FieldOf::AnnName => Ok(Ty::Text),
            FieldOf::AnnArgs => Ok(Ty::List(Box::new(Ty::Term))),
            _ => [Ty::Trick, Ty::Play, Ty::Term, Ty::Take]
                .iter()
                .filter_map(fixed_fields)
                .flat_map(|(fields, _)| fields.iter())
                .find(|(_, fo, _)| *fo == f)
                .map(|(_, _, shape)| shape.ty())
                .ok_or_else(|| format!("the field {f:?} has no type")),
        }
    }

    fn block(&mut self, stmts: &[Statement]) -> Result<(), String> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn viol(&mut self, v: &Viol) -> Result<(), String> {
        for e in [
            v.narrowed.as_ref().map(|(e, _)| e),
            v.by.as_ref(),
            v.message.as_ref(),
        ]
        .into_iter()
        .flatten()
        {
            self.expr(e)?;
        }
        Ok(())
    }

    fn place(&mut self, p: &PlaceIr) -> Result<(), String> {
        match p {
            PlaceIr::GlobalAt(_, e) | PlaceIr::Hand(e) => self.expr(e).map(drop),
            PlaceIr::Global(_) | PlaceIr::Local(_) => Ok(()),
        }
    }

    fn stmt(&mut self, s: &Statement) -> Result<(), String> {
        match s {
            Statement::Require { cond, violation } => {
                self.expr(cond)?;
                self.viol(violation)
            }
            Statement::Fail(v) => self.viol(v),
            Statement::Narrow { to, .. } => self.expr(to).map(drop),
            Statement::Let { slot, value } => {
                let t = self.expr(value)?;
                self.bind(*slot, t);
                Ok(())
            }
            Statement::Set { place, value }
            | Statement::Add { place, value, .. }
            | Statement::Remove { place, value, .. } => {
                self.place(place)?;
                self.expr(value).map(drop)
            }
            Statement::If {
                cond,
                then,
                otherwise,
            } => {
                self.expr(cond)?;
                self.block(then)?;
                self.block(otherwise)
            }
            Statement::For {
                slot, over, body, ..
            } => {
                let ot = self.expr(over)?;
                self.bind(*slot, element(&ot)?);
                self.block(body)
            }
            Statement::Turn(e) | Statement::Note(e) | Statement::Unchecked(e) => {
                self.expr(e).map(drop)
            }
            Statement::Bind { card, trick } => {
                self.expr(card)?;
                self.expr(trick).map(drop)
            }
            Statement::Pay { .. } => {
                for e in s.pay_order() {
                    self.expr(e)?;
                }
                Ok(())
            }
            Statement::Do { args, .. } => {
                for a in args {
                    self.expr(a)?;
                }
                Ok(())
            }
            Statement::Goto(_) | Statement::Ignore | Statement::Return => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, CardSet};
    use std::sync::Arc;

    fn opt(t: Ty) -> Ty {
        Ty::Opt(Box::new(t))
    }

    #[test]
    fn branches_join_to_the_type_that_holds_both() {
        assert_eq!(join(&Ty::Int, &Ty::Nothing), Some(opt(Ty::Int)));
        assert_eq!(join(&opt(Ty::Seat), &Ty::Seat), Some(opt(Ty::Seat)));
        assert_eq!(join(&Ty::Error, &Ty::Cards), Some(Ty::Cards));
        assert_eq!(join(&Ty::Int, &Ty::Bool), None);
        let list = |t| Ty::List(Box::new(t));
        assert_eq!(
            join(&list(Ty::Error), &list(Ty::Term)),
            Some(list(Ty::Term))
        );
    }

    #[test]
    fn a_constant_list_is_typed_by_its_items() {
        let l = Value::List(Arc::new(vec![Value::Int(1), Value::None]));
        assert_eq!(value_ty(&l), Ty::List(Box::new(opt(Ty::Int))));
        // An empty one holds anything.
        assert_eq!(
            value_ty(&Value::List(Arc::new(vec![]))),
            Ty::List(Box::new(Ty::Error))
        );
    }

    #[test]
    fn values_fit_their_types_and_none_fits_every_type() {
        let Some(c) = Card::from_index(0) else {
            panic!("a card");
        };
        assert!(value_fits(&Value::Card(c), &Ty::Card));
        assert!(value_fits(&Value::Card(c), &opt(Ty::Card)));
        assert!(!value_fits(&Value::Card(c), &Ty::Cards));
        assert!(!value_fits(&Value::Cards(CardSet::single(c)), &Ty::Seats));
        assert!(value_fits(&Value::None, &Ty::Int));
        assert!(value_fits(&Value::Enum(2, 5), &Ty::Enum(2)));
        assert!(!value_fits(&Value::Enum(2, 5), &Ty::Enum(3)));
        let plays = Value::List(Arc::new(vec![Value::Int(3)]));
        assert!(!value_fits(&plays, &Ty::List(Box::new(Ty::Play))));
    }
}
