//! What evaluating a spec may cost: steps, stack, sizes of lists and
//! texts; a spec that runs out gets a located runtime error, never a hang.

use super::*;

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
pub(super) struct Budget {
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

/// `f` on this thread's budget. `LocalKey::with` was left out of line
/// in the native code, an indirect call on every step charged (about 20
/// instructions; 2% of a Royal replay); `try_with` is inlined. `ending`
/// is what a thread past its end gets (its thread-locals gone; nothing is
/// evaluated then).
#[inline(always)]
fn budget<R>(f: impl FnOnce(&Budget) -> R, ending: R) -> R {
    BUDGET.try_with(f).unwrap_or(ending)
}

/// An address in the current stack frame.
#[inline(always)]
pub(super) fn stack_here() -> usize {
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
pub(super) fn out_of_steps(span: Span) -> Box<RtErr> {
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
pub(super) fn too_deep(span: Span) -> Box<RtErr> {
    Box::new(RtErr {
        span,
        message: "the spec nests calls too deeply here (functions calling functions, actions running actions): it is stopped".into(),
    })
}

/// The steps left to the evaluation under way on this thread (native code
/// reads it around what it asks the closures to compute, and the tests of
/// native code's steps).
#[inline(always)]
pub fn steps_left() -> u64 {
    budget(|b| b.steps.get(), 0)
}

/// Puts the steps left back to `n` (native code, when what it asked the
/// closures failed: it gives up as if it had not asked).
#[inline(never)]
pub fn restore_steps(n: u64) {
    BUDGET.with(|b| b.steps.set(n));
}

/// Spends `n` steps, or fails at `span` when the budget is used up.
#[inline(always)]
pub fn charge(n: u64, span: Span) -> RtResult<()> {
    let ok = budget(
        |b| {
            let left = b.steps.get();
            b.steps.set(left.wrapping_sub(n));
            left >= n
        },
        false,
    );
    if ok { Ok(()) } else { Err(out_of_steps(span)) }
}

/// A call (of a function, or `do` of an action): a step, and the stack
/// used since the evaluation started at most [`MAX_STACK`] (the stack
/// grows down).
#[inline(always)]
pub fn enter(span: Span) -> RtResult<()> {
    let here = stack_here();
    let (steps, deep) = budget(
        |b| {
            let left = b.steps.get();
            b.steps.set(left.wrapping_sub(1));
            let base = b.base.get();
            (
                left >= 1,
                base != 0 && base.saturating_sub(here) > MAX_STACK,
            )
        },
        (false, false),
    );
    if !steps {
        return Err(out_of_steps(span));
    }
    if deep {
        return Err(too_deep(span));
    }
    Ok(())
}

/// Spends `n` steps if that many are left (and nothing otherwise): what
/// native code charges (`interp::native`), which gives up rather than
/// fail, leaving the failure to the closures.
#[inline(always)]
pub fn try_charge(n: u64) -> bool {
    budget(
        |b| {
            let left = b.steps.get();
            let ok = left >= n;
            if ok {
                b.steps.set(left - n);
            }
            ok
        },
        false,
    )
}

/// A call as [`enter`] makes it, if a step is left and the stack allows
/// (and nothing otherwise): what native code's calls do.
#[inline(always)]
pub fn try_enter() -> bool {
    let here = stack_here();
    budget(
        |b| {
            let left = b.steps.get();
            let base = b.base.get();
            let ok = left >= 1 && !(base != 0 && base.saturating_sub(here) > MAX_STACK);
            if ok {
                b.steps.set(left - 1);
            }
            ok
        },
        false,
    )
}

/// Gives back `n` steps native code spent before it gave up.
#[inline(never)]
pub fn give_back(n: u64) {
    BUDGET.with(|b| b.steps.set(b.steps.get().saturating_add(n)));
}

/// Refuses a list longer than [`MAX_ELEMENTS`], and charges its length.
pub(super) fn list_len_ok(n: usize, span: Span) -> RtResult<()> {
    if n > MAX_ELEMENTS {
        return err(
            span,
            format!("a list of {n} elements is too long (at most {MAX_ELEMENTS})"),
        );
    }
    charge(n as u64, span)
}

/// Refuses a text longer than [`MAX_TEXT`], and charges its length.
pub(super) fn text_len_ok(n: usize, span: Span) -> RtResult<()> {
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
pub(super) struct Bounded {
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
pub(super) fn show_bounded(v: &impl fmt::Display, limit: usize) -> Result<String, String> {
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
