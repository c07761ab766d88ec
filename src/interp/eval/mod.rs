//! Evaluating the IR: expressions over the game (hands, tricks, bindings,
//! turns) and the spec's own state. Nothing here knows a variant; every
//! rule comes from the compiled spec.

use crate::cards::{Card, CardSet, Suit};
use crate::lang::diag::Span;
use crate::lang::ir::*;
use crate::lang::types::{AnnValue, PhaseName, Value};
use crate::ptn::{Item, TalonTake, Term};
use crate::seat::Seat;
use std::fmt;
use std::sync::Arc;

/// An error while running the spec: a value was none, an index out of
/// range, a division by zero. It is the spec's fault and is reported with
/// its place in the spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RtErr {
    pub span: Span,
    pub message: String,
}

impl fmt::Display for RtErr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Boxed so that a result is no larger than its value (errors are rare;
/// every evaluation step moves a result).
pub type RtResult<T> = Result<T, Box<RtErr>>;

fn err<T>(span: Span, message: impl Into<String>) -> RtResult<T> {
    Err(Box::new(RtErr {
        span,
        message: message.into(),
    }))
}

/// A finished trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickRec {
    pub leader: Seat,
    pub winner: Seat,
    pub plays: [(Seat, Card); 4],
}

impl TrickRec {
    pub fn cards(&self) -> CardSet {
        self.plays.iter().map(|p| p.1).collect()
    }

    pub fn winning(&self) -> Card {
        self.plays
            .iter()
            .find(|p| p.0 == self.winner)
            .map_or(self.plays[0].1, |p| p.1)
    }
}

/// The physical game: cards, tricks, bindings, whose turn, which phase.
#[derive(Clone, Debug)]
pub struct Game {
    pub hands: [CardSet; 4],
    pub dealt: [CardSet; 4],
    pub talon: Vec<CardSet>,
    pub reconstructed: bool,
    pub tricks: Vec<TrickRec>,
    pub current: Vec<(Seat, Card)>,
    pub taken: [CardSet; 4],
    pub won: [u8; 4],
    /// Bound cards: the card, its trick, and the order of binding.
    pub bindings: Vec<(Card, i64, u32)>,
    pub bind_counter: u32,
    pub phase: PhaseName,
    pub turn: Seat,
}

/// What the event being handled is.
#[derive(Clone, Copy, Debug, Default)]
pub struct EventInfo {
    pub speaker: Option<Seat>,
    pub after_void: bool,
    /// The phase the event belongs to (`event_phase`).
    pub phase: Option<PhaseName>,
    /// The event is only checked (`checking`).
    pub checking: bool,
    /// The event continues the line of a void word (`in_void_line`).
    pub in_void_line: bool,
}

/// The tables an evaluation reads: functions, contracts, announcements.
pub struct Tables<'a> {
    pub fns: &'a [FnDef],
    pub contracts: &'a [ContractDef],
    pub anns: &'a [AnnDef],
    pub deck: CardSet,
}

impl<'a> Tables<'a> {
    /// Contract `c`'s name (`c.name`; empty for none such).
    #[inline(always)]
    pub fn contract_name(&self, c: u16) -> &'a str {
        self.contracts
            .get(c as usize)
            .map_or("", |d| d.name.as_str())
    }

    /// The name of announcements of kind `k` (`a.name`; empty for none
    /// such).
    #[inline(always)]
    pub fn ann_name(&self, k: u16) -> &'a str {
        self.anns.get(k as usize).map_or("", |d| d.name.as_str())
    }
}

/// Evaluates expressions against (optionally) a game.
pub struct Eval<'a> {
    pub t: Tables<'a>,
    pub game: Option<&'a Game>,
    pub globals: &'a [Value],
    pub event: EventInfo,
    /// The word of the `say` event being handled (`said`).
    pub said: Option<&'a Arc<Term>>,
    /// The compiled expressions of the program the expressions are from
    /// (`None`: every expression is walked).
    pub code: Option<&'a Code>,
    /// Where function calls take their frames from (`None`: each call
    /// allocates its own).
    pub frames: Option<&'a FramePool>,
}

impl<'a> Eval<'a> {
    /// An evaluation without a game or an event: constants, parameters,
    /// the first values of variables that need no game.
    pub fn without_game(t: Tables<'a>) -> Eval<'a> {
        Eval {
            t,
            game: None,
            globals: &[],
            event: EventInfo::default(),
            said: None,
            code: None,
            frames: None,
        }
    }
}

mod access;
mod budget;
mod builtin;
mod compiled;
mod comprehension;
mod ops;

pub use budget::*;
pub(in crate::interp) use compiled::const_cond;
pub use compiled::{CBool, CExpr, Code, compile, compile_cond};
pub(crate) use compiled::{clear_frame, discard};
pub(crate) use comprehension::{items, table_put};
use ops::*;
pub use ops::{binop, index, list_add, set_op, term_value, value_term};

impl<'a> Eval<'a> {
    pub(super) fn game(&self, span: Span, what: &str) -> RtResult<&'a Game> {
        match self.game {
            Some(g) => Ok(g),
            None => err(
                span,
                format!("`{what}` is part of the game, which is not known here"),
            ),
        }
    }

    pub fn eval(&self, ex: &Expression, locals: &mut Vec<Value>) -> RtResult<Value> {
        self.ev(ex, locals, 0)
    }

    pub(super) fn ev(&self, ex: &Expression, l: &mut Vec<Value>, depth: usize) -> RtResult<Value> {
        Ok(match ex {
            Expression::Const(v) => v.clone(),
            Expression::Local(i) => l.get(*i as usize).cloned().unwrap_or_default(),
            Expression::Global(i) => self.globals.get(*i as usize).cloned().unwrap_or_default(),
            Expression::Builtin(bi, args, span) => self.builtin(*bi, args, *span, l, depth)?,
            Expression::Not(a) => Value::Bool(!self.bool(a, l, depth)?),
            Expression::And(a, b) => {
                Value::Bool(self.bool(a, l, depth)? && self.bool(b, l, depth)?)
            }
            Expression::Or(a, b) => Value::Bool(self.bool(a, l, depth)? || self.bool(b, l, depth)?),
            Expression::Bin(op, a, b, span) => {
                let x = self.leaf(a, l, depth)?;
                let y = self.leaf(b, l, depth)?;
                // The common comparisons without the general dispatch.
                match (op, &x, &y) {
                    (Op::Eq, _, _) => Value::Bool(eq(&x, &y, *span)?),
                    (Op::Ne, _, _) => Value::Bool(!eq(&x, &y, *span)?),
                    (Op::In, Value::Card(c), Value::Cards(cs)) => Value::Bool(cs.contains(*c)),
                    (Op::NotIn, Value::Card(c), Value::Cards(cs)) => Value::Bool(!cs.contains(*c)),
                    (Op::In, Value::Seat(s), Value::Seats(m)) => {
                        Value::Bool(m & Value::seats_mask(*s) != 0)
                    }
                    (Op::NotIn, Value::Seat(s), Value::Seats(m)) => {
                        Value::Bool(m & Value::seats_mask(*s) == 0)
                    }
                    _ => binop(*op, x, y, *span)?,
                }
            }
            Expression::If(c, a, b) => {
                if self.bool(c, l, depth)? {
                    self.ev(a, l, depth)?
                } else {
                    self.ev(b, l, depth)?
                }
            }
            _ => self.ev_cold(ex, l, depth)?,
        })
    }

    /// An operand: a local, a constant or a variable is read here, without
    /// the call into `ev` (most operands are one of them).
    #[inline(always)]
    pub(super) fn leaf(
        &self,
        ex: &Expression,
        l: &mut Vec<Value>,
        depth: usize,
    ) -> RtResult<Value> {
        match ex {
            Expression::Local(i) => Ok(l.get(*i as usize).cloned().unwrap_or_default()),
            Expression::Const(v) => Ok(v.clone()),
            Expression::Global(i) => Ok(self.globals.get(*i as usize).cloned().unwrap_or_default()),
            _ => self.ev(ex, l, depth),
        }
    }

    /// The arms of `ev` that are rarer or larger, kept out of the hot
    /// function so that it stays small.
    #[inline(never)]
    pub(super) fn ev_cold(
        &self,
        ex: &Expression,
        l: &mut Vec<Value>,
        depth: usize,
    ) -> RtResult<Value> {
        Ok(match ex {
            Expression::Const(v) => v.clone(),
            Expression::Local(i) => l.get(*i as usize).cloned().unwrap_or_default(),
            Expression::Global(i) => self.globals.get(*i as usize).cloned().unwrap_or_default(),
            Expression::Builtin(bi, args, span) => self.builtin(*bi, args, *span, l, depth)?,
            Expression::Call(f, args, span) => {
                let Some(def) = self.t.fns.get(*f as usize) else {
                    return err(*span, "a function of the spec is missing");
                };
                if depth >= MAX_CALL_DEPTH {
                    return err(
                        *span,
                        format!(
                            "`{}` calls functions more than {MAX_CALL_DEPTH} deep",
                            def.name
                        ),
                    );
                }
                enter(*span)?;
                let mut frame = self.take_frame(args.len());
                for (i, a) in args.iter().enumerate() {
                    frame[i] = self.leaf(a, l, depth + 1)?;
                }
                let v = self.ev(&def.body, &mut frame, depth + 1)?;
                self.give_frame(frame);
                v
            }
            Expression::Not(a) => Value::Bool(!self.bool(a, l, depth)?),
            Expression::Neg(a, span) => match self.int(a, l, depth)?.checked_neg() {
                Some(n) => Value::Int(n),
                None => return overflow(*span, "this negation"),
            },
            Expression::And(a, b) => {
                Value::Bool(self.bool(a, l, depth)? && self.bool(b, l, depth)?)
            }
            Expression::Or(a, b) => Value::Bool(self.bool(a, l, depth)? || self.bool(b, l, depth)?),
            Expression::Bin(op, a, b, span) => {
                let x = self.ev(a, l, depth)?;
                let y = self.ev(b, l, depth)?;
                binop(*op, x, y, *span)?
            }
            Expression::If(c, a, b) => {
                if self.bool(c, l, depth)? {
                    self.ev(a, l, depth)?
                } else {
                    self.ev(b, l, depth)?
                }
            }
            Expression::Field(a, f, span) => {
                let v = self.ev(a, l, depth)?;
                self.field(&v, *f, *span, depth)?
            }
            Expression::Index(a, i, span) => {
                let v = self.ev(a, l, depth)?;
                let ix = self.ev(i, l, depth)?;
                index(&v, &ix, *span)?
            }
            Expression::Table(subject, arms, span) => {
                let s = self.ev(subject, l, depth)?;
                for (arm, value) in arms {
                    let hit = match arm {
                        Arm::Else => true,
                        Arm::Range(lo, hi) => matches!(s, Value::Int(n) if *lo <= n && n <= *hi),
                        Arm::Cmp(op, e) => {
                            let k = self.ev(e, l, depth)?;
                            matches!(binop(*op, s.clone(), k, *span)?, Value::Bool(true))
                        }
                        Arm::Eq(e) => self.ev(e, l, depth)? == s,
                    };
                    if hit {
                        return self.ev(value, l, depth);
                    }
                }
                return err(*span, format!("no arm of the table matches {}", brief(&s)));
            }
            Expression::Comp {
                q,
                slot,
                over,
                filter,
                body,
                span,
            } => self.comp(
                *q,
                *slot,
                over,
                filter.as_deref(),
                body.as_deref(),
                *span,
                l,
                depth,
            )?,
            Expression::Cards(items) => {
                let mut cs = CardSet::EMPTY;
                for i in items {
                    match self.ev(i, l, depth)? {
                        Value::Card(c) => {
                            cs.insert(c);
                        }
                        Value::Cards(x) => cs |= x,
                        _ => {}
                    }
                }
                Value::Cards(cs)
            }
            Expression::Seats(items) => {
                let mut m = 0u8;
                for i in items {
                    match self.ev(i, l, depth)? {
                        Value::Seat(s) => m |= Value::seats_mask(s),
                        Value::Seats(x) => m |= x,
                        _ => {}
                    }
                }
                Value::Seats(m)
            }
            Expression::List(items) => {
                let mut v = Vec::with_capacity(items.len());
                for i in items {
                    v.push(self.ev(i, l, depth)?);
                }
                Value::List(Arc::new(v))
            }
            Expression::Text(parts) => {
                let mut s = String::new();
                for p in parts {
                    match p {
                        Part::Lit(t) => s.push_str(t),
                        Part::Expr(e) => {
                            let v = self.ev(e, l, depth)?;
                            s.push_str(&self.show_checked(&v, span_of(e))?);
                        }
                    }
                    if s.len() > MAX_TEXT {
                        text_len_ok(s.len(), span_of_parts(parts))?;
                    }
                }
                if s.len() >= 64 {
                    text_len_ok(s.len(), span_of_parts(parts))?;
                }
                Value::Text(Arc::from(s))
            }
            Expression::Ann(k, args) => {
                let mut a = Vec::with_capacity(args.len());
                for x in args {
                    a.push(self.ev(x, l, depth)?);
                }
                Value::Ann(Arc::new(AnnValue::new(*k, a)))
            }
        })
    }

    /// A value as a referee would say it, or an error if the text would be
    /// longer than a text may be.
    #[inline]
    pub fn show_checked(&self, v: &Value, span: Span) -> RtResult<String> {
        match v {
            Value::List(_) | Value::Table(_) | Value::Text(_) => match show_bounded(v, MAX_TEXT) {
                Ok(s) => Ok(s),
                Err(_) => err(
                    span,
                    format!("this value as text is longer than {MAX_TEXT} bytes"),
                ),
            },
            other => Ok(self.show(other)),
        }
    }

    /// A value as a referee would say it (a long list is cut).
    pub fn show(&self, v: &Value) -> String {
        match v {
            Value::Contract(c) => self
                .t
                .contracts
                .get(*c as usize)
                .map_or_else(|| v.to_string(), |d| d.title.clone()),
            Value::Ann(a) => {
                let name = self
                    .t
                    .anns
                    .get(a.kind as usize)
                    .map_or("?", |d| d.name.as_str());
                // Written into one text, not a text an argument joined.
                let mut s = String::with_capacity(name.len() + 4 * a.args.len() + 2);
                s.push_str(name);
                if !a.args.is_empty() {
                    s.push('(');
                    for (i, x) in a.args.iter().enumerate() {
                        if i > 0 {
                            s.push(',');
                        }
                        push_arg_token(&mut s, x);
                    }
                    s.push(')');
                }
                s
            }
            Value::Seat(s) => format!("{s}"),
            Value::List(_) | Value::Table(_) => {
                show_bounded(v, MAX_TEXT).unwrap_or_else(|mut cut| {
                    cut.push('…');
                    cut
                })
            }
            other => other.to_string(),
        }
    }

    /// A condition. The connectives and comparisons are decided here
    /// directly (no true/false value built and matched again); the order of
    /// evaluation and every error are those of `ev`.
    pub(super) fn bool(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<bool> {
        let v = match e {
            Expression::And(a, b) => return Ok(self.bool(a, l, d)? && self.bool(b, l, d)?),
            Expression::Or(a, b) => return Ok(self.bool(a, l, d)? || self.bool(b, l, d)?),
            Expression::Not(a) => return Ok(!self.bool(a, l, d)?),
            Expression::Bin(op, a, b, span) => {
                let x = self.leaf(a, l, d)?;
                let y = self.leaf(b, l, d)?;
                match (op, &x, &y) {
                    (Op::Eq, _, _) => return eq(&x, &y, *span),
                    (Op::Ne, _, _) => return Ok(!eq(&x, &y, *span)?),
                    (Op::In, Value::Card(c), Value::Cards(cs)) => return Ok(cs.contains(*c)),
                    (Op::NotIn, Value::Card(c), Value::Cards(cs)) => return Ok(!cs.contains(*c)),
                    (Op::In, Value::Seat(s), Value::Seats(m)) => {
                        return Ok(m & Value::seats_mask(*s) != 0);
                    }
                    (Op::NotIn, Value::Seat(s), Value::Seats(m)) => {
                        return Ok(m & Value::seats_mask(*s) == 0);
                    }
                    (Op::Lt, Value::Int(a), Value::Int(b)) => return Ok(a < b),
                    (Op::Le, Value::Int(a), Value::Int(b)) => return Ok(a <= b),
                    (Op::Gt, Value::Int(a), Value::Int(b)) => return Ok(a > b),
                    (Op::Ge, Value::Int(a), Value::Int(b)) => return Ok(a >= b),
                    _ => binop(*op, x, y, *span)?,
                }
            }
            _ => self.leaf(e, l, d)?,
        };
        match v {
            Value::Bool(b) => Ok(b),
            other => err(
                span_of(e),
                format!("expected true or false, found {}", brief(&other)),
            ),
        }
    }

    pub(super) fn int(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<i64> {
        match self.leaf(e, l, d)? {
            Value::Int(n) => Ok(n),
            other => err(
                span_of(e),
                format!("expected a number, found {}", brief(&other)),
            ),
        }
    }

    pub(super) fn seat(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<Seat> {
        match self.leaf(e, l, d)? {
            Value::Seat(s) => Ok(s),
            Value::None => err(span_of(e), "expected a seat, found none"),
            other => err(
                span_of(e),
                format!("expected a seat, found {}", brief(&other)),
            ),
        }
    }

    pub(super) fn card(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<Card> {
        match self.leaf(e, l, d)? {
            Value::Card(c) => Ok(c),
            Value::None => err(span_of(e), "expected a card, found none"),
            other => err(
                span_of(e),
                format!("expected a card, found {}", brief(&other)),
            ),
        }
    }

    pub(super) fn cards(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<CardSet> {
        match self.leaf(e, l, d)? {
            Value::Cards(c) => Ok(c),
            Value::Card(c) => Ok(CardSet::single(c)),
            other => err(
                span_of(e),
                format!("expected cards, found {}", brief(&other)),
            ),
        }
    }
}

/// The span of a text's first expression, where it has one.
pub(super) fn span_of_parts(parts: &[Part]) -> Span {
    parts
        .iter()
        .find_map(|p| match p {
            Part::Expr(e) => Some(span_of(e)),
            Part::Lit(_) => None,
        })
        .unwrap_or_default()
}

/// The span of an expression, where it has one.
pub(super) fn span_of(e: &Expression) -> Span {
    match e {
        Expression::Call(_, _, s) | Expression::Neg(_, s) => *s,
        Expression::Builtin(_, _, s)
        | Expression::Bin(_, _, _, s)
        | Expression::Field(_, _, s)
        | Expression::Index(_, _, s)
        | Expression::Table(_, _, s) => *s,
        Expression::Comp { span, .. } => *span,
        _ => Span::default(),
    }
}

/// A suit letter value (for candidate generation).
pub fn suits() -> [Suit; 4] {
    Suit::ALL
}

/// The room of a frame the pool makes: a handler's locals rarely pass
/// it, so a frame the pool hands on (whichever call it came from) seldom
/// grows (growing, a frame moves: 13 times a game in Tarockcup when
/// frames started empty).
const FRESH_FRAME: usize = 16;

/// Frames of finished function calls, kept for the next call so that a
/// call does not allocate. A game owns one (no thread-local to reach on
/// every call); a copy of a game starts with none.
#[derive(Default)]
pub struct FramePool(std::cell::RefCell<Vec<Vec<Value>>>);

impl Clone for FramePool {
    fn clone(&self) -> FramePool {
        FramePool::default()
    }
}

impl fmt::Debug for FramePool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("FramePool")
    }
}

impl FramePool {
    /// A frame as the pool makes one: empty, with room for
    /// [`FRESH_FRAME`] locals.
    pub fn fresh_frame() -> Vec<Value> {
        Vec::with_capacity(FRESH_FRAME)
    }

    /// A frame of `n` empty locals, for the arguments put in; it grows as
    /// further locals are set ([`super::stmts::set_local`]; a local past
    /// its end reads `none`).
    #[inline]
    pub fn take(&self, n: usize) -> Vec<Value> {
        let mut frame = self
            .0
            .try_borrow_mut()
            .ok()
            .and_then(|mut f| f.pop())
            .unwrap_or_else(FramePool::fresh_frame);
        // A kept frame is empty (see `give`); a few pushes are cheaper
        // than a resize's loop, which is not inlined.
        frame.reserve(n);
        for _ in 0..n {
            frame.push(Value::None);
        }
        frame
    }

    /// This pool's frames and `other`'s exchanged (nothing where either is
    /// in use): a copy of a game lent the game's frames, and giving them
    /// back.
    pub fn swap(&self, other: &FramePool) {
        if let (Ok(mut a), Ok(mut b)) = (self.0.try_borrow_mut(), other.0.try_borrow_mut()) {
            std::mem::swap(&mut *a, &mut *b);
        }
    }

    /// Gives a frame back once its call is done: the locals it set are
    /// let go of and it is kept empty, its room for the next call.
    #[inline(always)]
    pub fn give(&self, mut frame: Vec<Value>) {
        clear_frame(&mut frame);
        if let Ok(mut f) = self.0.try_borrow_mut()
            && f.len() < 64
        {
            f.push(frame);
        }
    }
}

impl Eval<'_> {
    /// A frame of `n` empty locals for a function call (from the game's
    /// pool when there is one).
    #[inline]
    pub(super) fn take_frame(&self, n: usize) -> Vec<Value> {
        match self.frames {
            Some(p) => p.take(n),
            None => vec![Value::None; n],
        }
    }

    /// Gives a frame back once its call is done.
    #[inline]
    pub(super) fn give_frame(&self, frame: Vec<Value>) {
        match self.frames {
            Some(p) => p.give(frame),
            None => drop(frame),
        }
    }
}

// A result of an evaluation is no larger than a value.
const _: () = assert!(std::mem::size_of::<RtResult<Value>>() <= 24);

#[cfg(test)]
mod frame_tests {
    use super::*;

    /// Swapped pools exchange their kept frames, room and all; a pool
    /// in use is left as it is.
    #[test]
    fn pools_swap_their_kept_frames() {
        let game = FramePool::default();
        let copy = FramePool::default();
        // Kept frames told apart from a fresh one (FRESH_FRAME) by their room.
        let mut frame = game.take(0);
        frame.reserve(100);
        game.give(frame);
        copy.swap(&game);
        assert_eq!(
            game.take(0).capacity(),
            FRESH_FRAME,
            "the game lent its frame"
        );
        assert!(copy.take(0).capacity() >= 100, "the copy has it");
        copy.give(Vec::with_capacity(200));
        let held = copy.0.borrow_mut();
        game.swap(&copy);
        drop(held);
        assert!(
            copy.take(0).capacity() >= 200,
            "a pool in use is not swapped"
        );
        assert_eq!(game.take(0).capacity(), FRESH_FRAME, "nor given away");
    }
}
