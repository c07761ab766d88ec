//! Expressions compiled once per spec into closures: the node's kind, its
//! operator and its operands' places are decided when the spec is loaded,
//! not on every evaluation (the tree walk of `Eval::ev` matches the node,
//! then the operator, then the operands' values each time).
//!
//! A compiled expression computes exactly what `Eval::ev` computes on the
//! same expression — the same values, the same order of evaluation, the
//! same steps charged and the same errors at the same places. The rarer
//! nodes (texts, announcements, the rarer builtins) are run by `Eval::ev`
//! itself, on a copy of the node kept in the closure.
//!
//! [`Code`] holds the compiled expressions of a program: its functions by
//! id, its announcements' fields, and the conditions of its passes by
//! their address (the program sits behind an `Arc` and never changes, and
//! the code is built from that very allocation and kept beside it). The
//! statements of its handlers, actions and settlement are compiled with
//! their expressions (`interp::stmts`). An expression that is not in the
//! code is walked as before.

use super::*;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

mod builtin;
mod comp;

/// A compiled expression giving a `T`: called with the evaluation's
/// context, the locals and the call depth.
pub type Compiled<T> = Box<dyn Fn(&Eval<'_>, &mut Vec<Value>, usize) -> RtResult<T> + Send + Sync>;
/// A compiled expression.
pub type CExpr = Compiled<Value>;
/// A compiled condition (an expression whose value must be true or false).
pub type CBool = Compiled<bool>;

/// Gives a closure the signature of a [`CExpr`] (inferred from the bound).
#[inline(always)]
fn cx<F>(f: F) -> CExpr
where
    F: Fn(&Eval<'_>, &mut Vec<Value>, usize) -> RtResult<Value> + Send + Sync + 'static,
{
    Box::new(f)
}

#[inline(always)]
fn cb<F>(f: F) -> CBool
where
    F: Fn(&Eval<'_>, &mut Vec<Value>, usize) -> RtResult<bool> + Send + Sync + 'static,
{
    Box::new(f)
}

/// Hashes an address: the addresses of expressions are distinct and
/// aligned, so a multiplication spreads them well enough.
#[derive(Default)]
pub struct AddrHasher(u64);

impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(*b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_right(29);
    }
}

/// The compiled expressions of one program.
#[derive(Default)]
pub struct Code {
    /// The spec's functions' bodies, by function id: the native code
    /// where there is some, and the closure, which runs the calls the
    /// native code gives up ([`Code::run_fn`]).
    pub(in crate::interp) fns: Vec<(Option<crate::interp::native::NativeFn>, CExpr)>,
    /// The conditions of passes (`pass … when`), by their address in the
    /// program.
    exprs: HashMap<usize, CExpr, BuildHasherDefault<AddrHasher>>,
    /// The announcements' fields, by kind and field: compiled, and whether
    /// the value may be kept in the announcement (it is game-free).
    ann_fields: Vec<Vec<(CExpr, bool)>>,
    /// The constants native code reads where the program holds them
    /// (`interp::native::consts`), by number: the very values (an
    /// announcement's kept fields with it).
    pub(in crate::interp) consts: Vec<Value>,
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Code({} functions, {} expressions)",
            self.fns.len(),
            self.exprs.len()
        )
    }
}

impl Code {
    /// Compiles every function, announcement field and pass condition of
    /// `prog` (which must stay where it is while the code is used: it is
    /// meant to live in the same `Arc` as the code's owner holds).
    /// `fields_free`: by announcement and field, whether the field is
    /// game-free (its value may be kept in the announcement).
    /// `natives`: the program's functions compiled to Rust ahead of time
    /// (`interp::native`), run in place of their closures (which run a
    /// call the native function gives up).
    pub fn new(
        prog: &Program,
        fields_free: Vec<Vec<bool>>,
        natives: Option<&crate::interp::native::Natives>,
    ) -> Code {
        let mut code = Code {
            fns: prog
                .fns
                .iter()
                .enumerate()
                .map(|(i, f)| (natives.and_then(|n| n.get(i)), compile(&f.body)))
                .collect(),
            exprs: HashMap::default(),
            // Read by native code only (a spec given at run time has none).
            consts: match natives {
                Some(_) => crate::interp::native::consts(prog)
                    .into_iter()
                    .map(crate::interp::native::const_value)
                    .collect(),
                None => Vec::new(),
            },
            ann_fields: prog
                .anns
                .iter()
                .zip(fields_free)
                .map(|(a, free)| a.fields.iter().map(compile).zip(free).collect())
                .collect(),
        };
        for when in prog.pass.iter().flatten().filter_map(|p| p.when.as_ref()) {
            code.add(when);
        }
        code
    }

    /// Field `i` of announcements of kind `k`, compiled, and whether its
    /// value may be kept.
    pub(in crate::interp) fn ann_field(&self, k: u16, i: u16) -> Option<&(CExpr, bool)> {
        self.ann_fields.get(k as usize)?.get(i as usize)
    }

    fn add(&mut self, e: &Expression) {
        self.exprs
            .insert(e as *const Expression as usize, compile(e));
    }

    /// The compiled form of an expression of the program, if it has one.
    #[inline]
    pub fn get(&self, e: &Expression) -> Option<&CExpr> {
        self.exprs.get(&(e as *const Expression as usize))
    }
}

impl<'a> Eval<'a> {
    /// Evaluates an expression of the program the code was compiled from:
    /// by its compiled form where it has one, else by the walk.
    #[inline]
    pub fn run(&self, ex: &Expression, locals: &mut Vec<Value>) -> RtResult<Value> {
        match self.code.and_then(|c| c.get(ex)) {
            Some(f) => f(self, locals, 0),
            None => self.ev(ex, locals, 0),
        }
    }

    /// Calls the spec's function `f` with a frame of its arguments (the
    /// frame is made as large as the function's locals).
    pub fn call_fn(&self, f: u16, frame: &mut Vec<Value>) -> RtResult<Value> {
        let Some(def) = self.t.fns.get(f as usize) else {
            return Ok(Value::None);
        };
        // The frame grows as its locals are set (`set_local`, a
        // comprehension's slot).
        match self.code.and_then(|c| c.run_fn(self, f, frame, 0)) {
            Some(r) => r,
            None => self.ev(&def.body, frame, 0),
        }
    }
}

impl Code {
    /// Function `f`'s body run on `frame` at depth `d`: its native code,
    /// and its closure where it has none or the native code gives up;
    /// `None` where the code has no function `f`.
    pub(in crate::interp) fn run_fn(
        &self,
        ev: &Eval<'_>,
        f: u16,
        frame: &mut Vec<Value>,
        d: usize,
    ) -> Option<RtResult<Value>> {
        let (native, closure) = self.fns.get(f as usize)?;
        Some(
            match crate::interp::native::run_native(*native, ev, frame, d) {
                Some(v) => Ok(v),
                None => closure(ev, frame, d),
            },
        )
    }
}

/// Walks a node with `Eval::ev` (a node the compiler leaves as it is).
fn walk(e: &Expression) -> CExpr {
    let e = e.clone();
    cx(move |ev, l, d| ev.ev(&e, l, d))
}

fn expected_bool(v: Value, span: Span) -> RtResult<bool> {
    match v {
        Value::Bool(b) => Ok(b),
        other => err(
            span,
            format!("expected true or false, found {}", brief(&other)),
        ),
    }
}

/// An integer operand, as `Eval::int`.
pub(super) fn compile_int(e: &Expression) -> Compiled<i64> {
    let span = span_of(e);
    if let Expression::Const(Value::Int(n)) = e {
        let n = *n;
        return Box::new(move |_: &Eval<'_>, _: &mut Vec<Value>, _: usize| Ok(n));
    }
    if let Expression::Local(i) = e {
        let i = *i as usize;
        return Box::new(
            move |_: &Eval<'_>, l: &mut Vec<Value>, _: usize| match l.get(i) {
                Some(Value::Int(n)) => Ok(*n),
                other => err(
                    span,
                    format!(
                        "expected a number, found {}",
                        brief(other.unwrap_or(&Value::None))
                    ),
                ),
            },
        );
    }
    let f = compile(e);
    Box::new(
        move |ev: &Eval<'_>, l: &mut Vec<Value>, d: usize| match f(ev, l, d)? {
            Value::Int(n) => Ok(n),
            other => err(span, format!("expected a number, found {}", brief(&other))),
        },
    )
}

/// A condition, as `Eval::bool`: connectives and comparisons decided
/// without building a value.
pub(super) fn compile_bool(e: &Expression) -> CBool {
    match e {
        // A chain of `and`s (or of `or`s) is one closure going through its
        // terms in order, not a closure a connective.
        Expression::And(..) | Expression::Or(..) => {
            let conj = matches!(e, Expression::And(..));
            let mut terms = Vec::new();
            // A constant that decides the chain ends it: the terms before
            // it are still evaluated (they may fail), none after it is.
            let decided = chain(e, conj, &mut terms);
            // The value where no term decides.
            let last = decided.unwrap_or(conj);
            match <[CBool; 2]>::try_from(terms) {
                Ok([a, b]) if decided.is_none() => {
                    if conj {
                        cb(move |ev, l, d| Ok(a(ev, l, d)? && b(ev, l, d)?))
                    } else {
                        cb(move |ev, l, d| Ok(a(ev, l, d)? || b(ev, l, d)?))
                    }
                }
                Ok(two) => chain_of(Vec::from(two), conj, last),
                Err(mut terms) if terms.len() == 1 && decided.is_none() => match terms.pop() {
                    Some(t) => t,
                    None => chain_of(terms, conj, last),
                },
                Err(terms) => chain_of(terms, conj, last),
            }
        }
        Expression::Not(a) => {
            let a = compile_bool(a);
            cb(move |ev, l, d| Ok(!a(ev, l, d)?))
        }
        Expression::Bin(op, a, b, span) => compare(*op, a, b, *span, span_of(e)),
        Expression::Const(Value::Bool(b)) => {
            let b = *b;
            cb(move |_, _, _| Ok(b))
        }
        Expression::Local(i) => {
            let i = *i as usize;
            cb(move |_, l, _| match l.get(i) {
                Some(Value::Bool(b)) => Ok(*b),
                other => expected_bool(other.cloned().unwrap_or_default(), Span::default()),
            })
        }
        _ => {
            let span = span_of(e);
            let f = compile(e);
            cb(move |ev, l, d| expected_bool(f(ev, l, d)?, span))
        }
    }
}

/// A chain's terms in order: the first that is not `conj` decides it,
/// else it is `last`.
fn chain_of(terms: Vec<CBool>, conj: bool, last: bool) -> CBool {
    cb(move |ev, l, d| {
        for t in &terms {
            if t(ev, l, d)? != conj {
                return Ok(!conj);
            }
        }
        Ok(last)
    })
}

/// The terms of a chain of `and`s (`conj`) or `or`s, in order, compiled.
/// A constant term that cannot decide the chain (`true` in an `and`,
/// `false` in an `or`) is left out; one that decides it ends the chain
/// there, and is given back (`Some`), the terms before it kept.
fn chain(e: &Expression, conj: bool, out: &mut Vec<CBool>) -> Option<bool> {
    match e {
        Expression::And(a, b) if conj => chain(a, conj, out).or_else(|| chain(b, conj, out)),
        Expression::Or(a, b) if !conj => chain(a, conj, out).or_else(|| chain(b, conj, out)),
        _ => match const_cond(e) {
            Some(b) if b == conj => None,
            Some(b) => Some(b),
            None => {
                out.push(compile_bool(e));
                None
            }
        },
    }
}

/// The value of a condition that is decided without evaluating anything
/// (parameters and constants are folded by the checker: `if fertig and …`
/// with `fertig` false): `true`/`false` constants and `not`, `and`, `or`
/// of them. A connective with a term that is not constant is not, even
/// where the constant term would decide it (the other term may fail).
pub(in crate::interp) fn const_cond(e: &Expression) -> Option<bool> {
    match e {
        Expression::Const(Value::Bool(b)) => Some(*b),
        Expression::Not(a) => const_cond(a).map(|b| !b),
        Expression::And(a, b) => match const_cond(a)? {
            false => Some(false),
            true => const_cond(b),
        },
        Expression::Or(a, b) => match const_cond(a)? {
            true => Some(true),
            false => const_cond(b),
        },
        _ => None,
    }
}

/// A statement's condition: true where the value is `true`. Connectives
/// and comparisons are decided as conditions (their values are true or
/// false, and they fail where their values would); anything else is
/// computed and read as the statement reads a value.
pub fn compile_cond(e: &Expression) -> CBool {
    match e {
        Expression::And(..) | Expression::Or(..) | Expression::Not(_) => compile_bool(e),
        Expression::Bin(op, a, b, span) if is_comparison(*op) => compare(*op, a, b, *span, *span),
        _ => {
            let f = compile(e);
            cb(move |ev, l, d| {
                let v = f(ev, l, d)?;
                let yes = matches!(v, Value::Bool(true));
                discard(v);
                Ok(yes)
            })
        }
    }
}

/// An operand of a comparison: a local, a variable or a constant is
/// compared where it is (no copy to make and drop), anything else is
/// computed. Each comparison is compiled for the kinds of its two
/// operands (`compare_as`), so that reading them is no decision.
trait Operand: Send + Sync + 'static {
    /// What computing the operand leaves to read it from.
    type Held;
    fn compute(&self, ev: &Eval<'_>, l: &mut Vec<Value>, d: usize) -> RtResult<Self::Held>;
    fn get<'v>(&'v self, ev: &'v Eval<'_>, l: &'v [Value], held: &'v Self::Held) -> &'v Value;
    /// Lets go of what was computed.
    fn release(held: Self::Held);
}

static NONE: Value = Value::None;

struct LocalAt(usize);
struct GlobalAt(usize);
struct ConstV(Value);
struct Computed(CExpr);

impl Operand for LocalAt {
    type Held = ();
    #[inline(always)]
    fn compute(&self, _: &Eval<'_>, _: &mut Vec<Value>, _: usize) -> RtResult<()> {
        Ok(())
    }
    #[inline(always)]
    fn get<'v>(&'v self, _: &'v Eval<'_>, l: &'v [Value], _: &'v ()) -> &'v Value {
        l.get(self.0).unwrap_or(&NONE)
    }
    #[inline(always)]
    fn release(_: ()) {}
}

impl Operand for GlobalAt {
    type Held = ();
    #[inline(always)]
    fn compute(&self, _: &Eval<'_>, _: &mut Vec<Value>, _: usize) -> RtResult<()> {
        Ok(())
    }
    #[inline(always)]
    fn get<'v>(&'v self, ev: &'v Eval<'_>, _: &'v [Value], _: &'v ()) -> &'v Value {
        ev.globals.get(self.0).unwrap_or(&NONE)
    }
    #[inline(always)]
    fn release(_: ()) {}
}

/// What a comparison most often reads of the game and the event:
/// `speaker`, `to_act`, `phase`, `event_phase` (read in place, with the
/// builtin's errors).
#[derive(Clone, Copy)]
enum State {
    Speaker,
    ToAct,
    Phase,
    EventPhase,
}

struct StateAt(State, Span);

impl Operand for StateAt {
    type Held = Value;
    #[inline(always)]
    fn compute(&self, ev: &Eval<'_>, _: &mut Vec<Value>, _: usize) -> RtResult<Value> {
        let span = self.1;
        match self.0 {
            State::Speaker => match ev.event.speaker {
                Some(s) => Ok(Value::Seat(s)),
                None => err(span, "`speaker`: there is no event here"),
            },
            State::ToAct => Ok(Value::Seat(ev.game(span, "to_act")?.turn)),
            State::Phase => Ok(Value::Phase(ev.game(span, "phase")?.phase)),
            State::EventPhase => match ev.event.phase {
                Some(p) => Ok(Value::Phase(p)),
                None => err(span, "`event_phase`: there is no event here"),
            },
        }
    }
    #[inline(always)]
    fn get<'v>(&'v self, _: &'v Eval<'_>, _: &'v [Value], held: &'v Value) -> &'v Value {
        held
    }
    #[inline(always)]
    fn release(_: Value) {}
}

impl Operand for ConstV {
    type Held = ();
    #[inline(always)]
    fn compute(&self, _: &Eval<'_>, _: &mut Vec<Value>, _: usize) -> RtResult<()> {
        Ok(())
    }
    #[inline(always)]
    fn get<'v>(&'v self, _: &'v Eval<'_>, _: &'v [Value], _: &'v ()) -> &'v Value {
        &self.0
    }
    #[inline(always)]
    fn release(_: ()) {}
}

impl Operand for Computed {
    type Held = Value;
    #[inline(always)]
    fn compute(&self, ev: &Eval<'_>, l: &mut Vec<Value>, d: usize) -> RtResult<Value> {
        (self.0)(ev, l, d)
    }
    #[inline(always)]
    fn get<'v>(&'v self, _: &'v Eval<'_>, _: &'v [Value], held: &'v Value) -> &'v Value {
        held
    }
    #[inline(always)]
    fn release(held: Value) {
        discard(held);
    }
}

/// Drops a value; one that owns nothing is dropped without the call into
/// the general drop.
#[inline(always)]
pub(crate) fn discard(v: Value) {
    if owns(&v) {
        drop(v)
    } else {
        std::mem::forget(v)
    }
}

/// Whether a value owns something (an allocation to let go of).
#[inline(always)]
fn owns(v: &Value) -> bool {
    matches!(
        v,
        Value::Text(_)
            | Value::Ann(_)
            | Value::Term(_)
            | Value::List(_)
            | Value::Table(_)
            | Value::Scores(_)
    )
}

/// Empties a frame, each value let go of as [`discard`] does: the values
/// after the last that owns something leave at once, forgotten with the
/// drained range, and that one is dropped; then the same again. Popping
/// and testing each value cost about 15 instructions a local, `Vec::clear`
/// about 14 (the general drop called for each).
#[inline(always)]
pub(crate) fn clear_frame(frame: &mut Vec<Value>) {
    loop {
        let keep = frame.iter().rposition(owns).map_or(0, |i| i + 1);
        // Values that own nothing, forgotten: a drain sets the frame's
        // length to where it starts when it is made, so forgotten it leaves
        // the frame at `keep`. `truncate` drops anything a library that
        // did otherwise would leave past it; one that left less would leak
        // an owning value, which the test of this function catches.
        std::mem::forget(frame.drain(keep..));
        frame.truncate(keep);
        match frame.pop() {
            Some(v) => drop(v),
            None => return,
        }
    }
}

/// A binary operation as a condition (`Eval::bool` on `Bin`).
fn compare(op: Op, a: &Expression, b: &Expression, span: Span, at: Span) -> CBool {
    struct Comparison(Op, Span, Span);
    impl Pair for Comparison {
        type Out = CBool;
        fn make<X: Operand, Y: Operand>(self, x: X, y: Y) -> CBool {
            compare_as(self.0, x, y, self.1, self.2)
        }
    }
    with_operands(a, b, Comparison(op, span, at))
}

/// What is made of two operands once their kinds are known: a comparison,
/// an operation.
trait Pair {
    type Out;
    fn make<X: Operand, Y: Operand>(self, x: X, y: Y) -> Self::Out;
}

/// `p` made of `a` and `b`, each read in place where it is a local, a
/// variable or a constant (and the first where it is `speaker`, `to_act`,
/// `phase` or `event_phase`), computed otherwise.
fn with_operands<P: Pair>(a: &Expression, b: &Expression, p: P) -> P::Out {
    fn second<P: Pair, X: Operand>(p: P, x: X, b: &Expression) -> P::Out {
        match b {
            Expression::Local(i) => p.make(x, LocalAt(*i as usize)),
            Expression::Global(i) => p.make(x, GlobalAt(*i as usize)),
            Expression::Const(v) => p.make(x, ConstV(v.clone())),
            _ => p.make(x, Computed(compile(b))),
        }
    }
    match a {
        Expression::Local(i) => second(p, LocalAt(*i as usize), b),
        Expression::Global(i) => second(p, GlobalAt(*i as usize), b),
        Expression::Const(v) => second(p, ConstV(v.clone()), b),
        Expression::Builtin(bi, args, sp) if args.is_empty() => match bi {
            Intrinsic::Speaker => second(p, StateAt(State::Speaker, *sp), b),
            Intrinsic::ToAct => second(p, StateAt(State::ToAct, *sp), b),
            Intrinsic::Phase => second(p, StateAt(State::Phase, *sp), b),
            Intrinsic::EventPhase => second(p, StateAt(State::EventPhase, *sp), b),
            _ => second(p, Computed(compile(a)), b),
        },
        _ => second(p, Computed(compile(a)), b),
    }
}

/// A comparison of two operands of known kinds, compiled for its
/// operator (each operator its own closure: no match on the operator at
/// run time).
fn compare_as<X: Operand, Y: Operand>(op: Op, x: X, y: Y, span: Span, at: Span) -> CBool {
    // Anything but the common cases below, as the walk has it.
    let other = move |p: &Value, q: &Value| {
        binop(op, p.clone(), q.clone(), span).and_then(|v| expected_bool(v, at))
    };
    match op {
        Op::Eq => compare_with(x, y, move |p, q| eq(p, q, span)),
        Op::Ne => compare_with(x, y, move |p, q| eq(p, q, span).map(|b| !b)),
        Op::In => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Card(c), Value::Cards(cs)) => Ok(cs.contains(*c)),
            (Value::Seat(s), Value::Seats(m)) => Ok(m & Value::seats_mask(*s) != 0),
            _ => other(p, q),
        }),
        Op::NotIn => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Card(c), Value::Cards(cs)) => Ok(!cs.contains(*c)),
            (Value::Seat(s), Value::Seats(m)) => Ok(m & Value::seats_mask(*s) == 0),
            _ => other(p, q),
        }),
        Op::Lt => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Int(a), Value::Int(b)) => Ok(a < b),
            _ => other(p, q),
        }),
        Op::Le => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Int(a), Value::Int(b)) => Ok(a <= b),
            _ => other(p, q),
        }),
        Op::Gt => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Int(a), Value::Int(b)) => Ok(a > b),
            _ => other(p, q),
        }),
        Op::Ge => compare_with(x, y, move |p, q| match (p, q) {
            (Value::Int(a), Value::Int(b)) => Ok(a >= b),
            _ => other(p, q),
        }),
        _ => compare_with(x, y, other),
    }
}

/// Computes the operands in order (only computed ones can fail or cost)
/// and compares them with `f`.
#[inline(always)]
fn compare_with<X: Operand, Y: Operand, F>(x: X, y: Y, f: F) -> CBool
where
    F: Fn(&Value, &Value) -> RtResult<bool> + Send + Sync + 'static,
{
    cb(move |ev, l, d| {
        let xv = x.compute(ev, l, d)?;
        let yv = y.compute(ev, l, d)?;
        let r = f(x.get(ev, l, &xv), y.get(ev, l, &yv));
        X::release(xv);
        Y::release(yv);
        r
    })
}

/// Compiles an expression.
pub fn compile(e: &Expression) -> CExpr {
    let f = compile_node(e);
    // Under test, a program's expressions may be held to the types
    // `lang::typing` derives for them (`typed`).
    #[cfg(test)]
    let f = typed::checked(e, f);
    f
}

fn compile_node(e: &Expression) -> CExpr {
    match e {
        Expression::Const(v) => {
            let v = v.clone();
            match v {
                Value::Int(n) => cx(move |_, _, _| Ok(Value::Int(n))),
                Value::Bool(b) => cx(move |_, _, _| Ok(Value::Bool(b))),
                Value::Cards(cs) => cx(move |_, _, _| Ok(Value::Cards(cs))),
                _ => cx(move |_, _, _| Ok(v.clone())),
            }
        }
        Expression::Local(i) => {
            let i = *i as usize;
            cx(move |_, l, _| Ok(l.get(i).cloned().unwrap_or_default()))
        }
        Expression::Global(i) => {
            let i = *i as usize;
            cx(move |ev, _, _| Ok(ev.globals.get(i).cloned().unwrap_or_default()))
        }
        Expression::Builtin(bi, args, span) => builtin::compile(*bi, args, *span, e),
        Expression::Call(f, args, span) => call(*f, args, *span),
        Expression::Not(_) | Expression::And(..) | Expression::Or(..) => {
            let b = compile_bool(e);
            cx(move |ev, l, d| Ok(Value::Bool(b(ev, l, d)?)))
        }
        Expression::Neg(a, span) => {
            let (a, span) = (compile_int(a), *span);
            cx(move |ev, l, d| match a(ev, l, d)?.checked_neg() {
                Some(n) => Ok(Value::Int(n)),
                None => overflow(span, "this negation"),
            })
        }
        Expression::Bin(op, a, b, span) => bin(*op, a, b, *span),
        Expression::If(c, a, b) => {
            let (c, a, b) = (compile_bool(c), compile(a), compile(b));
            cx(move |ev, l, d| {
                if c(ev, l, d)? {
                    a(ev, l, d)
                } else {
                    b(ev, l, d)
                }
            })
        }
        // A field or an element of a local or a variable is read where the
        // value is (a list, a table or an announcement is not copied).
        Expression::Field(a, f, span) => {
            let (f, span) = (*f, *span);
            match **a {
                Expression::Local(j) => {
                    let j = j as usize;
                    cx(move |ev, l, d| ev.field(l.get(j).unwrap_or(&NONE), f, span, d))
                }
                Expression::Global(g) => {
                    let g = g as usize;
                    cx(move |ev, _, d| ev.field(ev.globals.get(g).unwrap_or(&NONE), f, span, d))
                }
                _ => {
                    let a = compile(a);
                    cx(move |ev, l, d| {
                        let v = a(ev, l, d)?;
                        ev.field(&v, f, span, d)
                    })
                }
            }
        }
        Expression::Index(a, i, span) => {
            let span = *span;
            // A variable does not change while an expression is computed,
            // nor a local while an index that runs no comprehension is.
            let in_place = match **a {
                Expression::Global(_) => true,
                Expression::Local(_) => matches!(
                    **i,
                    Expression::Local(_) | Expression::Global(_) | Expression::Const(_)
                ),
                _ => false,
            };
            match (&**a, in_place) {
                (Expression::Global(g), true) => {
                    let (g, i) = (*g as usize, compile(i));
                    cx(move |ev, l, d| {
                        let ix = i(ev, l, d)?;
                        index(ev.globals.get(g).unwrap_or(&NONE), &ix, span)
                    })
                }
                (Expression::Local(j), true) => {
                    let (j, i) = (*j as usize, compile(i));
                    cx(move |ev, l, d| {
                        let ix = i(ev, l, d)?;
                        index(l.get(j).unwrap_or(&NONE), &ix, span)
                    })
                }
                _ => {
                    let (a, i) = (compile(a), compile(i));
                    cx(move |ev, l, d| {
                        let v = a(ev, l, d)?;
                        let ix = i(ev, l, d)?;
                        index(&v, &ix, span)
                    })
                }
            }
        }
        Expression::Table(subject, arms, span) => table(subject, arms, *span),
        Expression::Comp {
            q,
            slot,
            over,
            filter,
            body,
            span,
        } => comp::compile(*q, *slot, over, filter.as_deref(), body.as_deref(), *span),
        Expression::Cards(items) => {
            let items: Vec<CExpr> = items.iter().map(compile).collect();
            cx(move |ev, l, d| {
                let mut cs = CardSet::EMPTY;
                for i in &items {
                    match i(ev, l, d)? {
                        Value::Card(c) => {
                            cs.insert(c);
                        }
                        Value::Cards(x) => cs |= x,
                        _ => {}
                    }
                }
                Ok(Value::Cards(cs))
            })
        }
        Expression::Seats(items) => {
            let items: Vec<CExpr> = items.iter().map(compile).collect();
            cx(move |ev, l, d| {
                let mut m = 0u8;
                for i in &items {
                    match i(ev, l, d)? {
                        Value::Seat(s) => m |= Value::seats_mask(s),
                        Value::Seats(x) => m |= x,
                        _ => {}
                    }
                }
                Ok(Value::Seats(m))
            })
        }
        Expression::List(items) => {
            let items: Vec<CExpr> = items.iter().map(compile).collect();
            cx(move |ev, l, d| {
                let mut v = Vec::with_capacity(items.len());
                for i in &items {
                    v.push(i(ev, l, d)?);
                }
                Ok(Value::List(Arc::new(v)))
            })
        }
        Expression::Text(parts) => text(parts),
        // One without arguments is made once (an announcement is equal
        // to every one made of its kind and arguments).
        Expression::Ann(_, args) if args.is_empty() => {
            let v = crate::interp::native::const_value(e);
            cx(move |_, _, _| Ok(v.clone()))
        }
        Expression::Ann(k, args) => {
            let (k, args) = (*k, args.iter().map(compile).collect::<Vec<CExpr>>());
            cx(move |ev, l, d| {
                let mut a = Vec::with_capacity(args.len());
                for x in &args {
                    a.push(x(ev, l, d)?);
                }
                Ok(Value::Ann(Arc::new(AnnValue::new(k, a))))
            })
        }
    }
}

/// A text with its values put in, as in `Eval::ev_cold`.
fn text(parts: &[Part]) -> CExpr {
    enum CPart {
        Lit(String),
        Expr(CExpr, Span),
    }
    let whole = span_of_parts(parts);
    let cparts: Vec<CPart> = parts
        .iter()
        .map(|p| match p {
            Part::Lit(t) => CPart::Lit(t.clone()),
            Part::Expr(e) => CPart::Expr(compile(e), span_of(e)),
        })
        .collect();
    // Room for the literal parts and a short value each.
    let room = cparts
        .iter()
        .map(|p| match p {
            CPart::Lit(t) => t.len(),
            CPart::Expr(..) => 8,
        })
        .sum::<usize>();
    cx(move |ev, l, d| {
        use std::fmt::Write;
        let mut s = String::with_capacity(room);
        for p in &cparts {
            match p {
                CPart::Lit(t) => s.push_str(t),
                CPart::Expr(f, at) => {
                    let v = f(ev, l, d)?;
                    // Numbers, seats and short texts written in place, as
                    // `show_checked` writes them.
                    match &v {
                        Value::Int(n) => {
                            let _ = write!(s, "{n}");
                        }
                        Value::Seat(x) => {
                            let _ = write!(s, "{x}");
                        }
                        Value::Text(t) if t.len() < MAX_TEXT => s.push_str(t),
                        _ => s.push_str(&ev.show_checked(&v, *at)?),
                    }
                    discard(v);
                }
            }
            if s.len() > MAX_TEXT {
                text_len_ok(s.len(), whole)?;
            }
        }
        if s.len() >= 64 {
            text_len_ok(s.len(), whole)?;
        }
        Ok(Value::Text(Arc::from(s)))
    })
}

/// A call of a spec function, as in `Eval::ev_cold`.
fn call(f: u16, args: &[Expression], span: Span) -> CExpr {
    let args: Vec<CExpr> = args.iter().map(compile).collect();
    cx(move |ev, l, depth| {
        let Some(def) = ev.t.fns.get(f as usize) else {
            return err(span, "a function of the spec is missing");
        };
        if depth >= MAX_CALL_DEPTH {
            return err(
                span,
                format!(
                    "`{}` calls functions more than {MAX_CALL_DEPTH} deep",
                    def.name
                ),
            );
        }
        enter(span)?;
        let mut frame = ev.take_frame(args.len());
        for (i, a) in args.iter().enumerate() {
            frame[i] = a(ev, l, depth + 1)?;
        }
        let v = match ev.code.and_then(|c| c.run_fn(ev, f, &mut frame, depth + 1)) {
            Some(r) => r?,
            None => ev.ev(&def.body, &mut frame, depth + 1)?,
        };
        ev.give_frame(frame);
        Ok(v)
    })
}

/// Whether an operator compares (its value is always true or false).
fn is_comparison(op: Op) -> bool {
    matches!(
        op,
        Op::Eq | Op::Ne | Op::In | Op::NotIn | Op::Lt | Op::Le | Op::Gt | Op::Ge
    )
}

/// A binary operation for its value (`Eval::ev` on `Bin`).
fn bin(op: Op, a: &Expression, b: &Expression, span: Span) -> CExpr {
    match op {
        _ if is_comparison(op) => {
            let c = compare(op, a, b, span, span);
            // `compare` reports a non-boolean result of `binop` as such;
            // comparisons always give true or false, so it never does.
            cx(move |ev, l, d| Ok(Value::Bool(c(ev, l, d)?)))
        }
        // Operands read in place as comparisons read them.
        _ => {
            struct Operation(Op, Span);
            impl Pair for Operation {
                type Out = CExpr;
                fn make<X: Operand, Y: Operand>(self, x: X, y: Y) -> CExpr {
                    arith(self.0, x, y, self.1)
                }
            }
            with_operands(a, b, Operation(op, span))
        }
    }
}

/// An operation on numbers or sets of two operands of known kinds: the
/// common cases decided in place, the rest by `binop`.
fn arith<X: Operand, Y: Operand>(op: Op, x: X, y: Y, span: Span) -> CExpr {
    cx(move |ev, l, d| {
        let xv = x.compute(ev, l, d)?;
        let yv = y.compute(ev, l, d)?;
        let r = {
            let (p, q) = (x.get(ev, l, &xv), y.get(ev, l, &yv));
            match (op, p, q) {
                (Op::Add | Op::Sub | Op::Mul, Value::Int(m), Value::Int(n)) => {
                    checked(op, *m, *n, span).map(Value::Int)
                }
                (Op::Union, Value::Cards(a), Value::Cards(b)) => Ok(Value::Cards(*a | *b)),
                (Op::Union, Value::Cards(a), Value::Card(b)) => Ok(Value::Cards(a.with(*b))),
                (Op::Diff, Value::Cards(a), Value::Cards(b)) => Ok(Value::Cards(*a - *b)),
                (Op::Diff, Value::Cards(a), Value::Card(b)) => Ok(Value::Cards(a.without(*b))),
                (Op::Inter, Value::Cards(a), Value::Cards(b)) => Ok(Value::Cards(*a & *b)),
                _ => binop(op, p.clone(), q.clone(), span),
            }
        };
        X::release(xv);
        Y::release(yv);
        r
    })
}

/// A table, as in `Eval::ev_cold`.
fn table(subject: &Expression, arms: &[(Arm, Expression)], span: Span) -> CExpr {
    enum CArm {
        Else,
        Cmp(Op, CExpr),
        Range(i64, i64),
        Eq(CExpr),
        /// An arm of a constant (most are: `seat 1:`, `auction:`, `2:`):
        /// compared where it is, not made by a closure each time.
        EqConst(Value),
    }
    /// An arm's value: a constant is given as it is.
    enum CValue {
        Const(Value),
        Expr(CExpr),
    }
    let s = compile(subject);
    let arms: Vec<(CArm, CValue)> = arms
        .iter()
        .map(|(arm, value)| {
            let arm = match arm {
                Arm::Else => CArm::Else,
                Arm::Cmp(op, e) => CArm::Cmp(*op, compile(e)),
                Arm::Range(lo, hi) => CArm::Range(*lo, *hi),
                Arm::Eq(Expression::Const(v)) => CArm::EqConst(v.clone()),
                Arm::Eq(e) => CArm::Eq(compile(e)),
            };
            let value = match value {
                Expression::Const(v) => CValue::Const(v.clone()),
                e => CValue::Expr(compile(e)),
            };
            (arm, value)
        })
        .collect();
    cx(move |ev, l, d| {
        let s = s(ev, l, d)?;
        for (arm, value) in &arms {
            let hit = match arm {
                CArm::Else => true,
                CArm::Range(lo, hi) => matches!(s, Value::Int(n) if *lo <= n && n <= *hi),
                CArm::Cmp(op, e) => {
                    let k = e(ev, l, d)?;
                    matches!(binop(*op, s.clone(), k, span)?, Value::Bool(true))
                }
                CArm::Eq(e) => e(ev, l, d)? == s,
                CArm::EqConst(k) => *k == s,
            };
            if hit {
                discard(s);
                return match value {
                    CValue::Const(v) => Ok(v.clone()),
                    CValue::Expr(e) => e(ev, l, d),
                };
            }
        }
        err(span, format!("no arm of the table matches {}", brief(&s)))
    })
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod typed;
