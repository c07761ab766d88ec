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

/// Evaluates expressions against (optionally) a game.
pub struct Eval<'a> {
    pub t: Tables<'a>,
    pub game: Option<&'a Game>,
    pub globals: &'a [Value],
    pub event: EventInfo,
    /// The word of the `say` event being handled (`said`).
    pub said: Option<&'a Term>,
}

// ---- budgets ---------------------------------------------------------------
//
// What evaluating a spec may cost. Every function call, every item a
// comprehension or a `for` goes through and every `do` is a step; building
// a list costs a step per element, a text a step per 64 bytes. One event
// (with its `on before`, its hooks and its handler), the settlement, a
// match result and one constant of the checker each have a budget of
// steps of their own; a spec that runs out gets a located runtime error
// (an `incomplete` finding in the referee, an error in the checker), never
// a hang. Collections and texts are bounded in size, and calls in depth.

/// Steps one event may take (override with the `SKUS_MAX_STEPS`
/// environment variable). The shipped specs take at most a few thousand.
pub const MAX_STEPS: u64 = 2_000_000;
/// Elements of one list (also the length of a `range`).
pub const MAX_ELEMENTS: usize = 100_000;
/// Bytes of one text.
pub const MAX_TEXT: usize = 1 << 20;
/// Nested function calls. With the checker's bound on the nesting of
/// expressions this keeps every evaluation within a small thread stack.
pub const MAX_CALL_DEPTH: usize = 64;

/// The step budget of an event: [`MAX_STEPS`] unless changed (the
/// command line reads `SKUS_MAX_STEPS`, see `specs::apply_env_limits`).
static STEP_LIMIT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(MAX_STEPS);

/// The step budget of an event.
pub fn max_steps() -> u64 {
    STEP_LIMIT.load(std::sync::atomic::Ordering::Relaxed)
}

/// Changes the step budget of every later event (at least 1).
pub fn set_max_steps(n: u64) {
    STEP_LIMIT.store(n.max(1), std::sync::atomic::Ordering::Relaxed);
}

/// Stack an evaluation may use below the place it started (a function
/// calling functions, an action running actions). Rayon's worker threads
/// have 2 MiB; a debug build uses about 6 KiB per nested call of a small
/// function (measured: a chain of 45 stops here), a release build far
/// less; between two checks one body adds at most its own nesting, which
/// the reader bounds (150 levels, about 6 KiB each in a debug build).
pub const MAX_STACK: usize = 256 * 1024;

/// The budget of the evaluation under way on this thread.
struct Budget {
    /// Steps left.
    steps: std::cell::Cell<u64>,
    /// The stack address where the evaluation started (0: none).
    base: std::cell::Cell<usize>,
    /// A [`BudgetScope`] is open: the events inside share its budget.
    scoped: std::cell::Cell<bool>,
    /// In a scope: the steps it has left, not counting the event under way.
    scope_left: std::cell::Cell<u64>,
    /// In a scope: the steps the event under way started with.
    event_start: std::cell::Cell<u64>,
}

thread_local! {
    static BUDGET: Budget = const {
        Budget {
            steps: std::cell::Cell::new(MAX_STEPS),
            base: std::cell::Cell::new(0),
            scoped: std::cell::Cell::new(false),
            scope_left: std::cell::Cell::new(0),
            event_start: std::cell::Cell::new(0),
        }
    };
}

/// An address in the current stack frame.
#[inline(always)]
fn stack_here() -> usize {
    let probe = 0u8;
    std::hint::black_box(&probe) as *const u8 as usize
}

/// Starts a new budget (an event, a settlement, a constant): steps, and
/// the stack from here.
#[inline(never)]
pub fn reset_budget() {
    let n = max_steps();
    let here = stack_here();
    BUDGET.with(|b| {
        if b.scoped.get() {
            // The event before this one pays the scope what it used; this
            // one gets an event's budget, or what is left of the scope's.
            let used = b.event_start.get().saturating_sub(b.steps.get());
            let left = b.scope_left.get().saturating_sub(used);
            b.scope_left.set(left);
            b.steps.set(n.min(left));
            b.event_start.set(n.min(left));
        } else {
            b.steps.set(n);
            b.base.set(here);
        }
    });
}

/// Steps all the events tried for one list of legal events share, in
/// events' budgets ([`MAX_STEPS`] each): a spec whose every candidate
/// takes its whole budget cannot make `legal()` take thousands of them.
pub const LEGAL_BUDGETS: u64 = 10;

/// One budget of `budgets` times an event's for everything evaluated
/// until it is dropped (the events tried for the legal events).
pub struct BudgetScope {
    outer: bool,
}

impl BudgetScope {
    #[inline(never)]
    pub fn new(budgets: u64) -> BudgetScope {
        let n = max_steps().saturating_mul(budgets);
        let here = stack_here();
        let outer = BUDGET.with(|b| {
            let outer = b.scoped.replace(true);
            if !outer {
                b.scope_left.set(n);
                b.steps.set(max_steps().min(n));
                b.event_start.set(max_steps().min(n));
                b.base.set(here);
            }
            outer
        });
        BudgetScope { outer }
    }
}

impl Drop for BudgetScope {
    fn drop(&mut self) {
        let outer = self.outer;
        BUDGET.with(|b| b.scoped.set(outer));
    }
}

#[cold]
#[inline(never)]
fn out_of_steps(span: Span) -> Box<RtErr> {
    BUDGET.with(|b| b.steps.set(0));
    Box::new(RtErr {
        span,
        message: format!(
            "the spec takes more than its steps here (calls, items gone through, elements built; {} an event): it is stopped",
            max_steps()
        ),
    })
}

#[cold]
#[inline(never)]
fn too_deep(span: Span) -> Box<RtErr> {
    Box::new(RtErr {
        span,
        message: "the spec nests calls too deeply here (functions calling functions, actions running actions): it is stopped".into(),
    })
}

/// Spends `n` steps, or fails at `span` when the budget is used up.
#[inline(always)]
pub fn charge(n: u64, span: Span) -> RtResult<()> {
    let ok = BUDGET.with(|b| {
        let left = b.steps.get();
        b.steps.set(left.wrapping_sub(n));
        left >= n
    });
    if ok { Ok(()) } else { Err(out_of_steps(span)) }
}

/// A call (of a function, or `do` of an action): a step, and the stack
/// used since the evaluation started at most [`MAX_STACK`] (the stack
/// grows down).
#[inline(always)]
pub fn enter(span: Span) -> RtResult<()> {
    let here = stack_here();
    let (steps, deep) = BUDGET.with(|b| {
        let left = b.steps.get();
        b.steps.set(left.wrapping_sub(1));
        let base = b.base.get();
        (
            left >= 1,
            base != 0 && base.saturating_sub(here) > MAX_STACK,
        )
    });
    if !steps {
        return Err(out_of_steps(span));
    }
    if deep {
        return Err(too_deep(span));
    }
    Ok(())
}

/// Refuses a list longer than [`MAX_ELEMENTS`], and charges its length.
fn list_len_ok(n: usize, span: Span) -> RtResult<()> {
    if n > MAX_ELEMENTS {
        return err(
            span,
            format!("a list of {n} elements is too long (at most {MAX_ELEMENTS})"),
        );
    }
    charge(n as u64, span)
}

/// Refuses a text longer than [`MAX_TEXT`], and charges its length.
fn text_len_ok(n: usize, span: Span) -> RtResult<()> {
    if n > MAX_TEXT {
        return err(
            span,
            format!("a text of {n} bytes is too long (at most {MAX_TEXT})"),
        );
    }
    charge((n / 64) as u64, span)
}

/// A `String` that refuses to grow past a limit (a value shown as text is
/// never larger than a text may be).
struct Bounded {
    out: String,
    limit: usize,
}

impl fmt::Write for Bounded {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if self.out.len() + s.len() > self.limit {
            let room = self.limit.saturating_sub(self.out.len());
            let mut cut = room.min(s.len());
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            self.out.push_str(&s[..cut]);
            return Err(fmt::Error);
        }
        self.out.push_str(s);
        Ok(())
    }
}

/// A value as text, at most `limit` bytes; `Err` with the cut text if it is
/// longer.
fn show_bounded(v: &impl fmt::Display, limit: usize) -> Result<String, String> {
    use fmt::Write;
    let mut b = Bounded {
        out: String::new(),
        limit,
    };
    match write!(b, "{v}") {
        Ok(()) => Ok(b.out),
        Err(_) => Err(b.out),
    }
}

/// A value as quoted in an error message: at most 120 bytes.
pub fn brief(v: &impl fmt::Display) -> String {
    show_bounded(v, 120).unwrap_or_else(|mut cut| {
        cut.push('…');
        cut
    })
}

/// An overflow of integer arithmetic.
#[cold]
#[inline(never)]
fn overflow<T>(span: Span, what: &str) -> RtResult<T> {
    err(
        span,
        format!("{what} overflows the integers (-2^63 ... 2^63-1)"),
    )
}

/// `a + b`, `a - b`, `a * b` checked.
#[inline(always)]
fn checked(op: Op, a: i64, b: i64, span: Span) -> RtResult<i64> {
    let (r, what) = match op {
        Op::Add | Op::Union => (a.checked_add(b), "this sum"),
        Op::Sub | Op::SubScores => (a.checked_sub(b), "this difference"),
        _ => (a.checked_mul(b), "this product"),
    };
    match r {
        Some(n) => Ok(n),
        None => overflow(span, what),
    }
}

/// `x == y`; comparing lists costs a step per element.
#[inline(always)]
fn eq(x: &Value, y: &Value, span: Span) -> RtResult<bool> {
    if let Value::List(a) = x {
        charge_list(a.len(), span)?;
    }
    Ok(x == y)
}

#[inline(never)]
fn charge_list(n: usize, span: Span) -> RtResult<()> {
    charge(n as u64, span)
}

/// Four scores combined seat by seat, checked.
fn scores_by(op: Op, a: &[i64; 4], b: &[i64; 4], span: Span) -> RtResult<Value> {
    let mut out = [0i64; 4];
    for i in 0..4 {
        out[i] = checked(op, a[i], b[i], span)?;
    }
    Ok(Value::Scores(Box::new(out)))
}

impl<'a> Eval<'a> {
    fn game(&self, span: Span, what: &str) -> RtResult<&'a Game> {
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

    fn ev(&self, ex: &Expression, l: &mut Vec<Value>, depth: usize) -> RtResult<Value> {
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
    fn leaf(&self, ex: &Expression, l: &mut Vec<Value>, depth: usize) -> RtResult<Value> {
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
    fn ev_cold(&self, ex: &Expression, l: &mut Vec<Value>, depth: usize) -> RtResult<Value> {
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
                let mut frame = take_frame(def.locals.max(args.len()));
                for (i, a) in args.iter().enumerate() {
                    frame[i] = self.leaf(a, l, depth + 1)?;
                }
                let v = self.ev(&def.body, &mut frame, depth + 1)?;
                give_frame(frame);
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
                self.field(v, *f, *span, depth)?
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
                Value::Ann(Arc::new(AnnValue { kind: *k, args: a }))
            }
        })
    }

    /// A value as a referee would say it, or an error if the text would be
    /// longer than a text may be.
    #[inline]
    pub fn show_checked(&self, v: &Value, span: Span) -> RtResult<String> {
        match v {
            Value::List(_) | Value::Text(_) => match show_bounded(v, MAX_TEXT) {
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
                if a.args.is_empty() {
                    name.to_string()
                } else {
                    let args: Vec<String> = a.args.iter().map(arg_token).collect();
                    format!("{name}({})", args.join(","))
                }
            }
            Value::Seat(s) => format!("{s}"),
            Value::List(_) => show_bounded(v, MAX_TEXT).unwrap_or_else(|mut cut| {
                cut.push('…');
                cut
            }),
            other => other.to_string(),
        }
    }

    /// A condition. The connectives and comparisons are decided here
    /// directly (no true/false value built and matched again); the order of
    /// evaluation and every error are those of `ev`.
    fn bool(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<bool> {
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

    fn int(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<i64> {
        match self.leaf(e, l, d)? {
            Value::Int(n) => Ok(n),
            other => err(
                span_of(e),
                format!("expected a number, found {}", brief(&other)),
            ),
        }
    }

    fn seat(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<Seat> {
        match self.leaf(e, l, d)? {
            Value::Seat(s) => Ok(s),
            Value::None => err(span_of(e), "expected a seat, found none"),
            other => err(
                span_of(e),
                format!("expected a seat, found {}", brief(&other)),
            ),
        }
    }

    fn card(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<Card> {
        match self.leaf(e, l, d)? {
            Value::Card(c) => Ok(c),
            Value::None => err(span_of(e), "expected a card, found none"),
            other => err(
                span_of(e),
                format!("expected a card, found {}", brief(&other)),
            ),
        }
    }

    fn cards(&self, e: &Expression, l: &mut Vec<Value>, d: usize) -> RtResult<CardSet> {
        match self.leaf(e, l, d)? {
            Value::Cards(c) => Ok(c),
            Value::Card(c) => Ok(CardSet::single(c)),
            other => err(
                span_of(e),
                format!("expected cards, found {}", brief(&other)),
            ),
        }
    }

    fn builtin(
        &self,
        bi: Intrinsic,
        args: &[Expression],
        span: Span,
        l: &mut Vec<Value>,
        d: usize,
    ) -> RtResult<Value> {
        let seat_arg = |this: &Self, l: &mut Vec<Value>| -> RtResult<Seat> {
            match args.first() {
                Some(a) => this.seat(a, l, d),
                None => err(span, "a seat is missing"),
            }
        };
        let card_arg = |this: &Self, l: &mut Vec<Value>| -> RtResult<Card> {
            match args.first() {
                Some(a) => this.card(a, l, d),
                None => err(span, "a card is missing"),
            }
        };
        Ok(match bi {
            Intrinsic::All => Value::Cards(CardSet::ALL),
            Intrinsic::Deck => Value::Cards(self.t.deck),
            Intrinsic::Tarocks => Value::Cards(CardSet::TAROCKS),
            Intrinsic::Kings => Value::Cards(CardSet::KINGS),
            Intrinsic::Queens => Value::Cards(CardSet::QUEENS),
            Intrinsic::Knights => Value::Cards(CardSet::KNIGHTS),
            Intrinsic::Jacks => Value::Cards(CardSet::JACKS),
            Intrinsic::Suit => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Suit(s)) => Value::Cards(CardSet::suit(s)),
                Some(Value::Card(c)) => Value::Cards(match c.suit() {
                    Some(s) => CardSet::suit(s),
                    None => CardSet::TAROCKS,
                }),
                Some(Value::None) => return err(span, "`suit` of none"),
                _ => return err(span, "`suit` takes a suit or a card"),
            },
            Intrinsic::SuitOf => match card_arg(self, l)?.suit() {
                Some(s) => Value::Suit(s),
                None => Value::None,
            },
            Intrinsic::Number => {
                Value::Int(card_arg(self, l)?.tarock_number().map_or(0, i64::from))
            }
            // Trick order within a suit or the tarocks; of a mixed set a
            // tarock is above every suit card.
            Intrinsic::Highest => {
                let cs = self.cards(
                    args.first().unwrap_or(&Expression::Const(Value::None)),
                    l,
                    d,
                )?;
                let t = cs & CardSet::TAROCKS;
                (if t.is_empty() { cs } else { t })
                    .last()
                    .map_or(Value::None, Value::Card)
            }
            Intrinsic::Lowest => {
                let cs = self.cards(
                    args.first().unwrap_or(&Expression::Const(Value::None)),
                    l,
                    d,
                )?;
                let suits = cs - CardSet::TAROCKS;
                (if suits.is_empty() { cs } else { suits })
                    .first()
                    .map_or(Value::None, Value::Card)
            }
            Intrinsic::Above => {
                let c = card_arg(self, l)?;
                let mask = match c.suit() {
                    Some(s) => CardSet::suit(s),
                    None => CardSet::TAROCKS,
                };
                Value::Cards(mask & CardSet::from_bits(!((2u64 << c.index()) - 1)))
            }
            Intrinsic::Describe => {
                let v = match args.first() {
                    Some(a) => self.ev(a, l, d)?,
                    None => Value::None,
                };
                Value::Text(Arc::from(match v {
                    Value::Card(c) => c.described(),
                    Value::Cards(cs) => cs.display_sorted().to_string(),
                    Value::Seat(s) => format!("seat {s}"),
                    other => self.show(&other),
                }))
            }
            Intrinsic::Text => {
                let v = match args.first() {
                    Some(a) => self.ev(a, l, d)?,
                    None => Value::None,
                };
                Value::Text(Arc::from(self.show(&v)))
            }
            Intrinsic::CardsOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::List(items)) => {
                    Value::Cards(items.iter().filter_map(Value::card).collect())
                }
                _ => Value::Cards(CardSet::EMPTY),
            },
            Intrinsic::Count => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Cards(cs)) => Value::Int(cs.len() as i64),
                Some(Value::Seats(m)) => Value::Int(m.count_ones() as i64),
                Some(Value::List(v)) => Value::Int(v.len() as i64),
                Some(Value::None) => return err(span, "cannot count none"),
                _ => return err(span, "`count` takes cards, seats or a list"),
            },
            Intrinsic::SeatsAll => Value::Seats(0b1111),
            Intrinsic::Next => Value::Seat(seat_arg(self, l)?.next()),
            Intrinsic::Prev => Value::Seat(seat_arg(self, l)?.plus(3)),
            Intrinsic::Order => {
                let s = seat_arg(self, l)?;
                Value::List(Arc::new(
                    s.cycle_from().iter().map(|x| Value::Seat(*x)).collect(),
                ))
            }
            Intrinsic::Hand => {
                Value::Cards(self.game(span, "hand")?.hands[seat_arg(self, l)?.index()])
            }
            Intrinsic::Dealt => {
                Value::Cards(self.game(span, "dealt")?.dealt[seat_arg(self, l)?.index()])
            }
            Intrinsic::Talon => Value::List(Arc::new(
                self.game(span, "talon")?
                    .talon
                    .iter()
                    .map(|h| Value::Cards(*h))
                    .collect(),
            )),
            Intrinsic::Tricks => Value::List(Arc::new(
                (0..self.game(span, "tricks")?.tricks.len())
                    .map(|i| Value::Trick(i as u16))
                    .collect(),
            )),
            Intrinsic::TrickNo => Value::Int(self.game(span, "trick_no")?.tricks.len() as i64 + 1),
            Intrinsic::Current => Value::List(Arc::new(
                self.game(span, "current")?
                    .current
                    .iter()
                    .map(|(s, c)| Value::Play(*s, *c))
                    .collect(),
            )),
            Intrinsic::Led => self
                .game(span, "led")?
                .current
                .first()
                .map_or(Value::None, |p| Value::Card(p.1)),
            Intrinsic::Taken => {
                Value::Cards(self.game(span, "taken")?.taken[seat_arg(self, l)?.index()])
            }
            Intrinsic::WonCount => Value::Int(i64::from(
                self.game(span, "won_count")?.won[seat_arg(self, l)?.index()],
            )),
            Intrinsic::Holder => {
                let g = self.game(span, "holder")?;
                let c = card_arg(self, l)?;
                Seat::ALL
                    .into_iter()
                    .find(|s| g.dealt[s.index()].contains(c))
                    .map_or(Value::None, Value::Seat)
            }
            Intrinsic::Bound => {
                let g = self.game(span, "bound")?;
                let c = card_arg(self, l)?;
                g.bindings
                    .iter()
                    .rev()
                    .find(|b| b.0 == c)
                    .map_or(Value::None, |b| Value::Int(b.1))
            }
            Intrinsic::BindOrder => {
                let g = self.game(span, "bind_order")?;
                let c = card_arg(self, l)?;
                g.bindings
                    .iter()
                    .rev()
                    .find(|b| b.0 == c)
                    .map_or(Value::None, |b| Value::Int(i64::from(b.2)))
            }
            Intrinsic::Phase => Value::Phase(self.game(span, "phase")?.phase),
            Intrinsic::Speaker => match self.event.speaker {
                Some(s) => Value::Seat(s),
                None => return err(span, "`speaker`: there is no event here"),
            },
            Intrinsic::EventPhase => match self.event.phase {
                Some(p) => Value::Phase(p),
                None => return err(span, "`event_phase`: there is no event here"),
            },
            Intrinsic::Said => self
                .said
                .map_or(Value::None, |t| Value::Term(Arc::new(t.clone()))),
            Intrinsic::ToAct => Value::Seat(self.game(span, "to_act")?.turn),
            Intrinsic::AfterVoid => Value::Bool(self.event.after_void),
            Intrinsic::Checking => Value::Bool(self.event.checking),
            Intrinsic::InVoidLine => Value::Bool(self.event.in_void_line),
            Intrinsic::Reconstructed => {
                Value::Bool(self.game(span, "reconstructed")?.reconstructed)
            }
            Intrinsic::Contracts => Value::List(Arc::new(
                (0..self.t.contracts.len())
                    .map(|i| Value::Contract(i as u16))
                    .collect(),
            )),
            Intrinsic::CardOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => t.card().map_or(Value::None, Value::Card),
                _ => Value::None,
            },
            Intrinsic::AnnOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => self.ann_of(&t).unwrap_or(Value::None),
                _ => Value::None,
            },
            Intrinsic::ContractOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => self.contract_of(&t).unwrap_or(Value::None),
                _ => Value::None,
            },
            Intrinsic::Min | Intrinsic::Max => {
                let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
                    return err(span, "two numbers are needed");
                };
                let (x, y) = (self.int(a, l, d)?, self.int(b, l, d)?);
                Value::Int(if bi == Intrinsic::Min {
                    x.min(y)
                } else {
                    x.max(y)
                })
            }
            Intrinsic::Abs => match self
                .int(
                    args.first().unwrap_or(&Expression::Const(Value::Int(0))),
                    l,
                    d,
                )?
                .checked_abs()
            {
                Some(n) => Value::Int(n),
                None => return overflow(span, "`abs` here"),
            },
            Intrinsic::Clamp => {
                let (Some(a), Some(b), Some(c)) = (args.first(), args.get(1), args.get(2)) else {
                    return err(span, "three numbers are needed");
                };
                let (lo, x, hi) = (self.int(a, l, d)?, self.int(b, l, d)?, self.int(c, l, d)?);
                Value::Int(x.max(lo).min(hi))
            }
            Intrinsic::Len => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::List(v)) => Value::Int(v.len() as i64),
                _ => Value::Int(0),
            },
            Intrinsic::Range => {
                let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
                    return err(span, "two numbers are needed");
                };
                let (lo, hi) = (self.int(a, l, d)?, self.int(b, l, d)?);
                // In i128: no span of two i64 overflows it.
                let n = (i128::from(hi) - i128::from(lo) + 1).max(0);
                if n > MAX_ELEMENTS as i128 {
                    return err(
                        span,
                        format!("range({lo}, {hi}) is too long (at most {MAX_ELEMENTS} numbers)"),
                    );
                }
                list_len_ok(n as usize, span)?;
                Value::List(Arc::new((lo..=hi).map(Value::Int).collect()))
            }
        })
    }

    /// The announcement a term names, with its arguments checked.
    pub fn ann_of(&self, t: &Term) -> Option<Value> {
        let Term::Item(item) = t else { return None };
        let (k, def) = self
            .t
            .anns
            .iter()
            .enumerate()
            .find(|(_, a)| a.name == item.name.as_str())?;
        if def.params.len() != item.args.len() {
            return None;
        }
        let mut args = Vec::with_capacity(item.args.len());
        for (arg, (_, ty)) in item.args.iter().zip(&def.params) {
            args.push(term_value(arg, ty, self)?);
        }
        Some(Value::Ann(Arc::new(AnnValue {
            kind: k as u16,
            args,
        })))
    }

    /// The contract a term names.
    pub fn contract_of(&self, t: &Term) -> Option<Value> {
        let Term::Item(item) = t else { return None };
        if !item.args.is_empty() {
            return None;
        }
        self.t
            .contracts
            .iter()
            .position(|c| c.name == item.name.as_str())
            .map(|i| Value::Contract(i as u16))
    }

    fn field(&self, v: Value, f: FieldOf, span: Span, depth: usize) -> RtResult<Value> {
        let game = || self.game(span, "trick");
        Ok(match (v, f) {
            (Value::None, _) => return err(span, "a field of none"),
            (Value::Contract(c), FieldOf::Contract(i)) => self
                .t
                .contracts
                .get(c as usize)
                .and_then(|d| d.fields.get(i as usize))
                .cloned()
                .unwrap_or_default(),
            (Value::Contract(c), FieldOf::ContractName) => Value::Text(Arc::from(
                self.t
                    .contracts
                    .get(c as usize)
                    .map_or("", |d| d.name.as_str()),
            )),
            (Value::Ann(a), FieldOf::Ann(i)) => {
                let Some(def) = self.t.anns.get(a.kind as usize) else {
                    return err(span, "unknown announcement");
                };
                let Some(ex) = def.fields.get(i as usize) else {
                    return Ok(Value::None);
                };
                // A constant field needs no frame.
                if let Expression::Const(v) = ex {
                    return Ok(v.clone());
                }
                let mut frame = a.args.clone();
                frame.resize(def.locals.max(frame.len()), Value::None);
                self.ev(ex, &mut frame, depth + 1)?
            }
            (Value::Ann(a), FieldOf::AnnName) => Value::Text(Arc::from(
                self.t
                    .anns
                    .get(a.kind as usize)
                    .map_or("", |d| d.name.as_str()),
            )),
            (Value::Ann(a), FieldOf::AnnArgs) => Value::List(Arc::new(
                a.args
                    .iter()
                    .map(|x| Value::Term(Arc::new(value_term(x))))
                    .collect(),
            )),
            (Value::Trick(i), f) => {
                let g = game()?;
                let Some(t) = g.tricks.get(i as usize) else {
                    return err(span, "no such trick");
                };
                match f {
                    FieldOf::TrickNumber => Value::Int(i64::from(i) + 1),
                    FieldOf::TrickLeader => Value::Seat(t.leader),
                    FieldOf::TrickWinner => Value::Seat(t.winner),
                    FieldOf::TrickPlays => Value::List(Arc::new(
                        t.plays.iter().map(|(s, c)| Value::Play(*s, *c)).collect(),
                    )),
                    FieldOf::TrickCards => Value::Cards(t.cards()),
                    FieldOf::TrickLead => Value::Card(t.plays[0].1),
                    FieldOf::TrickWinning => Value::Card(t.winning()),
                    _ => return err(span, "not a field of a trick"),
                }
            }
            (Value::Play(s, c), FieldOf::PlaySeat) => {
                let _ = c;
                Value::Seat(s)
            }
            (Value::Play(_, c), FieldOf::PlayCard) => Value::Card(c),
            (Value::Term(t), FieldOf::TermWord) => Value::Text(Arc::from(match &*t {
                Term::Item(i) => i.name.as_str().to_string(),
                other => other.to_string(),
            })),
            (Value::Term(t), FieldOf::TermArgs) => Value::List(Arc::new(match &*t {
                Term::Item(i) => i
                    .args
                    .iter()
                    .map(|a| Value::Term(Arc::new(a.clone())))
                    .collect(),
                _ => Vec::new(),
            })),
            (Value::Term(t), FieldOf::TermNumber) => match &*t {
                Term::Int(n) => Value::Int(*n),
                _ => Value::None,
            },
            (Value::Term(t), FieldOf::TermSuit) => match &*t {
                Term::Suit(x) => Value::Suit(*x),
                _ => Value::None,
            },
            (Value::Take(t), FieldOf::TakeHalf) => Value::Int(match t {
                TalonTake::Half(n) => i64::from(n),
                _ => 0,
            }),
            (Value::Take(t), FieldOf::TakeAll) => Value::Bool(t == TalonTake::All),
            (Value::Take(t), FieldOf::TakeNone) => Value::Bool(t == TalonTake::None),
            (v, _) => return err(span, format!("{} has no such field", brief(&v))),
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn comp(
        &self,
        q: Comp,
        slot: u16,
        over: &Expression,
        filter: Option<&Expression>,
        body: Option<&Expression>,
        span: Span,
        l: &mut Vec<Value>,
        d: usize,
    ) -> RtResult<Value> {
        // The items are walked where they are (no list is built for a set
        // of cards or seats, and a list is shared, not copied).
        let over = self.ev(over, l, d)?;
        let mut cards_left = CardSet::EMPTY;
        let mut seats_left = Value::seats_iter(0);
        let mut list: &[Value] = &[];
        let shared;
        match &over {
            Value::Cards(cs) => cards_left = *cs,
            Value::Seats(m) => seats_left = Value::seats_iter(*m),
            Value::List(v) => {
                shared = v.clone();
                list = shared.as_slice();
            }
            Value::None => return err(span, "cannot go through none"),
            other => return err(span, format!("cannot go through {}", brief(&other))),
        }
        let items = std::iter::from_fn(|| {
            if let Some(c) = cards_left.first() {
                cards_left.remove(c);
                return Some(Value::Card(c));
            }
            if let Some(s) = seats_left.next() {
                return Some(Value::Seat(s));
            }
            let (first, rest) = list.split_first()?;
            list = rest;
            Some(first.clone())
        });
        // A step per item, charged at once.
        let n = match &over {
            Value::Cards(cs) => cs.len(),
            Value::Seats(m) => m.count_ones() as usize,
            Value::List(v) => v.len(),
            _ => 0,
        };
        charge(n as u64, span)?;
        let s = slot as usize;
        if l.len() <= s {
            l.resize(s + 1, Value::None);
        }
        let mut count = 0i64;
        let mut sum = 0i64;
        let mut best: Option<i64> = None;
        let mut cards = CardSet::EMPTY;
        let mut seats = 0u8;
        let mut collected = Vec::new();
        let mut per = [0i64; 4];
        for item in items {
            l[s] = item.clone();
            if let Some(f) = filter
                && !self.bool(f, l, d)?
            {
                continue;
            }
            match q {
                Comp::Count => {
                    if body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        count += 1;
                    }
                }
                Comp::Sum => {
                    let x = match body {
                        Some(b) => self.int(b, l, d)?,
                        None => item.int().unwrap_or(0),
                    };
                    sum = checked(Op::Add, sum, x, span)?;
                }
                Comp::Max | Comp::Min => {
                    let v = match body {
                        Some(b) => self.int(b, l, d)?,
                        None => item.int().unwrap_or(0),
                    };
                    best = Some(match best {
                        None => v,
                        Some(x) if q == Comp::Max => x.max(v),
                        Some(x) => x.min(v),
                    });
                }
                Comp::All => {
                    if !body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        return Ok(Value::Bool(false));
                    }
                }
                Comp::Any => {
                    if body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        return Ok(Value::Bool(true));
                    }
                }
                Comp::First => {
                    return Ok(match body {
                        Some(b) => self.ev(b, l, d)?,
                        None => item,
                    });
                }
                Comp::CollectCards => {
                    match body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item) {
                        Value::Card(c) => {
                            cards.insert(c);
                        }
                        Value::Cards(c) => cards |= c,
                        _ => {}
                    }
                }
                Comp::CollectSeats => {
                    match body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item) {
                        Value::Seat(x) => seats |= Value::seats_mask(x),
                        Value::Seats(x) => seats |= x,
                        _ => {}
                    }
                }
                Comp::CollectList => {
                    if collected.len() >= MAX_ELEMENTS {
                        list_len_ok(collected.len() + 1, span)?;
                    }
                    collected.push(body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item))
                }
                Comp::Per => {
                    if let (Value::Seat(x), Some(b)) = (&item, body) {
                        per[x.index()] = self.int(b, l, d)?;
                    }
                }
            }
        }
        Ok(match q {
            Comp::Count => Value::Int(count),
            Comp::Sum => Value::Int(sum),
            Comp::Max | Comp::Min => Value::Int(best.unwrap_or(0)),
            Comp::All => Value::Bool(true),
            Comp::Any => Value::Bool(false),
            Comp::First => Value::None,
            Comp::CollectCards => Value::Cards(cards),
            Comp::CollectSeats => Value::Seats(seats),
            Comp::CollectList => Value::List(Arc::new(collected)),
            Comp::Per => Value::Scores(Box::new(per)),
        })
    }
}

/// The span of a text's first expression, where it has one.
fn span_of_parts(parts: &[Part]) -> Span {
    parts
        .iter()
        .find_map(|p| match p {
            Part::Expr(e) => Some(span_of(e)),
            Part::Lit(_) => None,
        })
        .unwrap_or_default()
}

/// The span of an expression, where it has one.
fn span_of(e: &Expression) -> Span {
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

/// A binary operation on two values.
pub fn binop(op: Op, x: Value, y: Value, span: Span) -> RtResult<Value> {
    use Value as V;
    Ok(match (op, x, y) {
        (Op::Eq, a, b) => V::Bool(eq(&a, &b, span)?),
        (Op::Ne, a, b) => V::Bool(!eq(&a, &b, span)?),
        (Op::Lt, V::Int(a), V::Int(b)) => V::Bool(a < b),
        (Op::Le, V::Int(a), V::Int(b)) => V::Bool(a <= b),
        (Op::Gt, V::Int(a), V::Int(b)) => V::Bool(a > b),
        (Op::Ge, V::Int(a), V::Int(b)) => V::Bool(a >= b),
        (Op::Add, V::Int(a), V::Int(b)) => match a.checked_add(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this sum"),
        },
        (Op::Sub, V::Int(a), V::Int(b)) => match a.checked_sub(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this difference"),
        },
        (Op::Mul, V::Int(a), V::Int(b)) => match a.checked_mul(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this product"),
        },
        (Op::Div, V::Int(_), V::Int(0)) | (Op::Rem, V::Int(_), V::Int(0)) => {
            return err(span, "division by zero");
        }
        (Op::Div, V::Int(a), V::Int(b)) => match a.checked_div_euclid(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this quotient"),
        },
        (Op::Rem, V::Int(a), V::Int(b)) => match a.checked_rem_euclid(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this remainder"),
        },
        (Op::Union, V::Cards(a), V::Cards(b)) => V::Cards(a | b),
        (Op::Union, V::Cards(a), V::Card(b)) => V::Cards(a.with(b)),
        (Op::Diff, V::Cards(a), V::Cards(b)) => V::Cards(a - b),
        (Op::Diff, V::Cards(a), V::Card(b)) => V::Cards(a.without(b)),
        (Op::Inter, V::Cards(a), V::Cards(b)) => V::Cards(a & b),
        (Op::Union, V::Seats(a), V::Seats(b)) => V::Seats(a | b),
        (Op::Union, V::Seats(a), V::Seat(b)) => V::Seats(a | V::seats_mask(b)),
        (Op::Diff, V::Seats(a), V::Seats(b)) => V::Seats(a & !b),
        (Op::Diff, V::Seats(a), V::Seat(b)) => V::Seats(a & !V::seats_mask(b)),
        (Op::Inter, V::Seats(a), V::Seats(b)) => V::Seats(a & b),
        (Op::Union, V::Scores(a), V::Scores(b)) => scores_by(Op::Add, &a, &b, span)?,
        (Op::SubScores, V::Scores(a), V::Scores(b)) => scores_by(Op::Sub, &a, &b, span)?,
        (Op::ScaleScores, V::Int(k), V::Scores(a)) => scores_by(Op::Mul, &[k; 4], &a, span)?,
        (Op::Union, V::List(a), V::List(b)) => {
            list_len_ok(a.len() + b.len(), span)?;
            let mut v = a.as_ref().clone();
            v.extend(b.iter().cloned());
            V::List(Arc::new(v))
        }
        (Op::Union, V::List(a), b) => {
            list_len_ok(a.len() + 1, span)?;
            let mut v = a.as_ref().clone();
            v.push(b);
            V::List(Arc::new(v))
        }
        (Op::Diff, V::List(a), b) => {
            charge(a.len() as u64, span)?;
            V::List(Arc::new(a.iter().filter(|x| **x != b).cloned().collect()))
        }
        (Op::Union, V::Text(a), V::Text(b)) => {
            text_len_ok(a.len() + b.len(), span)?;
            V::Text(Arc::from(format!("{a}{b}")))
        }
        (Op::In, V::Card(c), V::Cards(s)) => V::Bool(s.contains(c)),
        (Op::NotIn, V::Card(c), V::Cards(s)) => V::Bool(!s.contains(c)),
        (Op::In, V::Seat(x), V::Seats(m)) => V::Bool(m & V::seats_mask(x) != 0),
        (Op::NotIn, V::Seat(x), V::Seats(m)) => V::Bool(m & V::seats_mask(x) == 0),
        (Op::In, x, V::List(v)) => {
            charge(v.len() as u64, span)?;
            V::Bool(v.contains(&x))
        }
        (Op::NotIn, x, V::List(v)) => {
            charge(v.len() as u64, span)?;
            V::Bool(!v.contains(&x))
        }
        (Op::In | Op::NotIn, V::None, _) => return err(span, "`in` of none"),
        (_, V::None, _) | (_, _, V::None) => return err(span, "a value is none"),
        (op, a, b) => {
            return err(
                span,
                format!("`{op:?}` does not apply to {} and {}", brief(&a), brief(&b)),
            );
        }
    })
}

/// Indexing: lists from 1, scores by seat.
pub fn index(v: &Value, i: &Value, span: Span) -> RtResult<Value> {
    match (v, i) {
        (Value::List(items), Value::Int(n)) => match usize::try_from(*n)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|k| items.get(k))
        {
            Some(x) => Ok(x.clone()),
            None => err(
                span,
                format!("there is no element {n} (the list has {})", items.len()),
            ),
        },
        (Value::List(items), Value::Seat(s)) => items.get(s.index()).cloned().map_or_else(
            || err(span, format!("the list has no element for seat {s}")),
            Ok,
        ),
        (Value::Scores(a), Value::Seat(s)) => Ok(Value::Int(a[s.index()])),
        (Value::None, _) => err(span, "an index into none"),
        (v, i) => err(span, format!("cannot index {} by {}", brief(v), brief(i))),
    }
}

/// A term's argument as a value of the declared type.
pub fn term_value(t: &Term, ty: &crate::lang::types::Ty, ev: &Eval<'_>) -> Option<Value> {
    use crate::lang::types::Ty;
    match (ty.base(), t) {
        (Ty::Card, Term::Card(c)) => ev.t.deck.contains(*c).then_some(Value::Card(*c)),
        (Ty::Suit, Term::Suit(s)) => Some(Value::Suit(*s)),
        (Ty::Int, Term::Int(n)) => Some(Value::Int(*n)),
        (Ty::Term, t) => Some(Value::Term(Arc::new(t.clone()))),
        (Ty::Contract, t) => ev.contract_of(t),
        (Ty::Announcement, t) => ev.ann_of(t),
        _ => None,
    }
}

/// A value as a transcript term (for an announcement's arguments).
pub fn value_term(v: &Value) -> Term {
    match v {
        Value::Card(c) => Term::Card(*c),
        Value::Suit(s) => Term::Suit(*s),
        Value::Int(n) => Term::Int(*n),
        Value::Term(t) => t.as_ref().clone(),
        other => Term::Item(Item::new(
            other.to_string().replace(' ', "-").to_lowercase(),
            Vec::new(),
        )),
    }
}

fn arg_token(v: &Value) -> String {
    match v {
        Value::Card(c) => c.to_string(),
        Value::Suit(s) => s.letter().to_string(),
        other => other.to_string(),
    }
}

/// A suit letter value (for candidate generation).
pub fn suits() -> [Suit; 4] {
    Suit::ALL
}

thread_local! {
    /// Frames of finished function calls, kept for the next call so that a
    /// call does not allocate.
    static FRAMES: std::cell::RefCell<Vec<Vec<Value>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A frame of `n` empty locals for a function call.
fn take_frame(n: usize) -> Vec<Value> {
    let mut frame = FRAMES.with(|f| f.borrow_mut().pop()).unwrap_or_default();
    frame.resize(n, Value::None);
    frame
}

/// Gives a frame back once its call is done.
fn give_frame(mut frame: Vec<Value>) {
    frame.clear();
    FRAMES.with(|f| {
        let mut f = f.borrow_mut();
        if f.len() < 64 {
            f.push(frame);
        }
    });
}

// A result of an evaluation is no larger than a value.
const _: () = assert!(std::mem::size_of::<RtResult<Value>>() <= 24);
