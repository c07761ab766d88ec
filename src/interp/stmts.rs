//! Statements compiled into closures, once per spec: a block of a handler,
//! an action or the settlement is a list of closures, each doing what its
//! statement does (the same order of evaluation, the same journal, the
//! same violations) without matching the statement again at every run.
//! Their expressions are compiled closures (`eval::compile`).
//!
//! [`Blocks`] holds the blocks of a program by the address of their
//! statements in it (the program sits behind an `Arc` and never changes);
//! a block that is not there is compiled when it is run.

use super::*;
use crate::lang::diag::Span;
use eval::{CBool, CExpr};
use std::collections::HashMap;

/// A compiled statement, run on a game with the handler's locals.
pub(super) type SFn =
    Box<dyn Fn(&mut IState, &mut Vec<Value>, &mut Run, EventInfo) -> Flow + Send + Sync>;

/// The compiled blocks of one program.
#[derive(Default)]
pub(super) struct Blocks {
    list: Vec<Block>,
    /// By the address of its statements: the block's length, and where
    /// it is in `list`.
    by_addr: HashMap<usize, (usize, usize), foldhash::fast::RandomState>,
    /// Where each action's block is in `list`, by the action's number
    /// (`do` finds it without hashing).
    actions: Vec<Option<usize>>,
    /// Where the handlers an event runs have their blocks in `list` (an
    /// event finds them without hashing).
    handlers: HandlerBlocks,
    /// Where `on before` returns at once ([`before_returns`]): bit
    /// `8 × event's phase + game's phase`.
    before_returns: u64,
}

/// Where `on before` begins with `if COND { return }`, and COND reads
/// nothing but the event's phase and the game's (`event_phase`, `phase`,
/// phases named, `==`, `!=`, `and`, `or`, `not`): for each pair of
/// phases, whether COND holds, so that the handler would return at once,
/// having changed nothing and spent no step (reading the two phases
/// charges none). Everywhere else false: the handler runs.
///
/// An event runs `on before` first; a spec whose first statement there
/// lets the cards of the play through (the common case) costs each card
/// the handler's run, about a hundred instructions, for nothing.
fn before_returns(prog: &Program) -> u64 {
    let mut table = 0;
    let Some(Statement::If {
        cond,
        then,
        otherwise,
    }) = prog.handlers.before.as_ref().and_then(|b| b.stmts.first())
    else {
        return table;
    };
    if !matches!(then.as_slice(), [Statement::Return]) || !otherwise.is_empty() {
        return table;
    }
    for e in PHASE_NAMES {
        for p in PHASE_NAMES {
            if guard_holds(cond, e, p) == Some(true) {
                table |= phase_bit(e, p);
            }
        }
    }
    table
}

/// The bit of an event's phase and the game's in `Blocks::before_returns`.
#[inline(always)]
fn phase_bit(event: PhaseName, game: PhaseName) -> u64 {
    1 << (8 * event as u32 + game as u32)
}

/// Every phase.
const PHASE_NAMES: [PhaseName; 6] = [
    PhaseName::Auction,
    PhaseName::Call,
    PhaseName::Talon,
    PhaseName::Announce,
    PhaseName::Play,
    PhaseName::Done,
];

/// A condition on the event's phase `event` and the game's `game`, as
/// [`before_returns`] reads it; `None` where it reads anything else.
fn guard_holds(e: &Expression, event: PhaseName, game: PhaseName) -> Option<bool> {
    fn phase(e: &Expression, event: PhaseName, game: PhaseName) -> Option<PhaseName> {
        match e {
            Expression::Builtin(Intrinsic::EventPhase, args, _) if args.is_empty() => Some(event),
            Expression::Builtin(Intrinsic::Phase, args, _) if args.is_empty() => Some(game),
            Expression::Const(Value::Phase(p)) => Some(*p),
            _ => None,
        }
    }
    Some(match e {
        Expression::Const(Value::Bool(b)) => *b,
        Expression::Not(a) => !guard_holds(a, event, game)?,
        Expression::And(a, b) => guard_holds(a, event, game)? && guard_holds(b, event, game)?,
        Expression::Or(a, b) => guard_holds(a, event, game)? || guard_holds(b, event, game)?,
        Expression::Bin(op @ (Op::Eq | Op::Ne), a, b, _) => {
            let same = phase(a, event, game)? == phase(b, event, game)?;
            (*op == Op::Eq) == same
        }
        _ => return None,
    })
}

/// Where the blocks of the handlers an event runs are in `Blocks::list`.
#[derive(Default)]
struct HandlerBlocks {
    before: Option<usize>,
    trick: Option<usize>,
    play: Option<usize>,
    take: Option<usize>,
    discard: Option<usize>,
    gap: Option<usize>,
    end_turn: [Option<usize>; 3],
    /// By section, in the order of the section's word handlers.
    say: [Vec<Option<usize>>; 3],
}

/// A handler an event runs, for [`Blocks::handler`].
#[derive(Clone, Copy)]
pub(super) enum Handler {
    Before,
    Trick,
    Play,
    Take,
    Discard,
    Gap,
    /// The end of a turn, by section.
    EndTurn(usize),
    /// A word handler: its section and number in it.
    Say(usize, usize),
}

/// The body of handler `h` in `prog`, where it has one.
pub(super) fn handler_body(prog: &Program, h: Handler) -> Option<&Body> {
    let hs = &prog.handlers;
    match h {
        Handler::Before => hs.before.as_ref(),
        Handler::Trick => hs.trick.as_ref(),
        Handler::Play => hs.play.as_ref(),
        Handler::Take => hs.take.as_ref(),
        Handler::Discard => hs.discard.as_ref(),
        Handler::Gap => hs.gap.as_ref(),
        Handler::EndTurn(s) => hs.end_turn.get(s)?.as_ref(),
        Handler::Say(s, k) => Some(&hs.say.get(s)?.get(k)?.body),
    }
}

/// A block compiled: its statements as closures, or its native code
/// (`interp::native::block`) with the closures it runs.
pub(super) enum Block {
    Closures(Vec<SFn>),
    Native(native::BlockFn, native::block::BlockCode),
}

impl Blocks {
    /// Compiles the block of every handler, action and the settlement.
    /// `roots`: the statements' expressions written natively
    /// (`interp::native`), by their address in the program; `natives`:
    /// the blocks written natively, by their number.
    pub(super) fn new(
        prog: &Program,
        roots: &Roots,
        natives: &HashMap<u32, native::BlockFn>,
    ) -> Blocks {
        let mut blocks = Blocks::default();
        for (n, stmts) in native::blocks(prog).into_iter().enumerate() {
            if stmts.is_empty() {
                continue;
            }
            let native = u32::try_from(n).ok().and_then(|n| natives.get(&n));
            let block = match native {
                Some(f) => Block::Native(*f, native::block::BlockCode::new(stmts, roots)),
                None => Block::Closures(compile_block(stmts, roots)),
            };
            blocks
                .by_addr
                .insert(stmts.as_ptr() as usize, (stmts.len(), blocks.list.len()));
            blocks.list.push(block);
        }
        let at = |b: &Body| blocks.index(&b.stmts);
        let h = &prog.handlers;
        let handlers = HandlerBlocks {
            before: h.before.as_ref().and_then(at),
            trick: h.trick.as_ref().and_then(at),
            play: h.play.as_ref().and_then(at),
            take: h.take.as_ref().and_then(at),
            discard: h.discard.as_ref().and_then(at),
            gap: h.gap.as_ref().and_then(at),
            end_turn: h.end_turn.each_ref().map(|b| b.as_ref().and_then(at)),
            say: h
                .say
                .each_ref()
                .map(|s| s.iter().map(|s| at(&s.body)).collect()),
        };
        blocks.actions = prog.actions.iter().map(at).collect();
        blocks.handlers = handlers;
        blocks.before_returns = before_returns(prog);
        blocks
    }

    /// Whether `on before` would return at once on an event of phase
    /// `event` with the game in phase `game` ([`before_returns`]).
    #[inline(always)]
    pub(super) fn before_returns(&self, event: Option<PhaseName>, game: PhaseName) -> bool {
        self.before_returns != 0
            && event.is_some_and(|e| self.before_returns & phase_bit(e, game) != 0)
    }

    /// Where the block of these statements is in `list`.
    fn index(&self, stmts: &[Statement]) -> Option<usize> {
        self.by_addr
            .get(&(stmts.as_ptr() as usize))
            .filter(|(n, _)| *n == stmts.len())
            .map(|(_, i)| *i)
    }

    /// The compiled block of handler `h` (`None` for an empty one).
    #[inline]
    pub(super) fn handler(&self, h: Handler) -> Option<&Block> {
        let hb = &self.handlers;
        let i = match h {
            Handler::Before => hb.before,
            Handler::Trick => hb.trick,
            Handler::Play => hb.play,
            Handler::Take => hb.take,
            Handler::Discard => hb.discard,
            Handler::Gap => hb.gap,
            Handler::EndTurn(s) => *hb.end_turn.get(s)?,
            Handler::Say(s, k) => *hb.say.get(s)?.get(k)?,
        }?;
        self.list.get(i)
    }

    /// The compiled block of action `a` (`None` for an empty one).
    #[inline]
    pub(super) fn action(&self, a: u16) -> Option<&Block> {
        let i = (*self.actions.get(a as usize)?)?;
        self.list.get(i)
    }

    /// The compiled block of these statements of the program.
    #[inline]
    pub(super) fn get(&self, stmts: &[Statement]) -> Option<&Block> {
        self.list.get(self.index(stmts)?)
    }
}

/// A violation (`require … else`, `fail`), its expressions compiled: the
/// narrowed card, the seat that broke the rule, the message.
pub(super) struct CViol {
    pub(super) kind: crate::engine::Kind,
    pub(super) rule: Option<u16>,
    /// The narrowed card, and the local narrowed.
    pub(super) narrowed: Option<(CExpr, u16)>,
    pub(super) by: Option<CExpr>,
    pub(super) then: ThenIr,
    pub(super) message: Option<CExpr>,
}

impl CViol {
    pub(super) fn new(v: &Viol) -> CViol {
        CViol {
            kind: v.kind,
            rule: v.rule,
            narrowed: v
                .narrowed
                .as_ref()
                .map(|(e, slot)| (eval::compile(e), *slot)),
            by: v.by.as_ref().map(eval::compile),
            then: v.then,
            message: v.message.as_ref().map(eval::compile),
        }
    }
}

/// An assignable place, its expression (a seat, an index) compiled.
pub(super) enum CPlace {
    Global(u16),
    GlobalAt(u16, CExpr),
    Hand(CExpr),
    Local(u16),
}

impl CPlace {
    pub(super) fn new(p: &PlaceIr) -> CPlace {
        match p {
            PlaceIr::Global(g) => CPlace::Global(*g),
            PlaceIr::GlobalAt(g, e) => CPlace::GlobalAt(*g, eval::compile(e)),
            PlaceIr::Hand(e) => CPlace::Hand(eval::compile(e)),
            PlaceIr::Local(l) => CPlace::Local(*l),
        }
    }
}

thread_local! {
    /// Blocks compiled when they were run (not found in the program's).
    static LATE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Notes a block compiled when it was run.
pub(super) fn note_late() {
    LATE.with(|n| n.set(n.get() + 1));
}

/// How many blocks this thread compiled when they were run.
#[cfg(test)]
fn compiled_late() -> u64 {
    LATE.with(std::cell::Cell::get)
}

/// Runs a compiled block: its statements in order, up to the first that
/// does not end normally.
#[inline]
pub(super) fn run_block(
    block: &[SFn],
    st: &mut IState,
    l: &mut Vec<Value>,
    run: &mut Run,
    ev: EventInfo,
) -> Flow {
    for s in block {
        match s(st, l, run, ev) {
            Flow::Done => {}
            other => return other,
        }
    }
    Flow::Done
}

pub(super) fn compile_block(stmts: &[Statement], roots: &Roots) -> Vec<SFn> {
    stmts.iter().map(|s| compile_stmt(s, roots)).collect()
}

/// The statements' expressions that have native code, by their address in
/// the program: each is compiled to run it, the closures running a call it
/// gives up (`interp::native::run_or`).
#[derive(Default)]
pub(super) struct Roots(pub(super) HashMap<usize, native::NativeFn>);

impl Roots {
    fn native(&self, e: &Expression) -> Option<native::NativeFn> {
        self.0.get(&(e as *const Expression as usize)).copied()
    }

    /// A statement's value.
    fn expr(&self, e: &Expression) -> CExpr {
        native::or_closure(self.native(e), eval::compile(e))
    }

    /// A statement's condition (native code is written only for a root
    /// of type `bool`, so its value is true or false).
    fn cond(&self, e: &Expression) -> CBool {
        let c = eval::compile_cond(e);
        match self.native(e) {
            Some(n) => Box::new(
                move |ev, l, d| match native::run_native(Some(n), ev, l, d) {
                    Some(v) => Ok(native::truth(v)),
                    None => c(ev, l, d),
                },
            ),
            None => c,
        }
    }
}

/// The value of a compiled expression, or the handler stops with the spec
/// fault it met.
macro_rules! value {
    ($st:expr, $f:expr, $l:expr, $ev:expr) => {
        match $f(&$st.eval_ctx($ev), $l, 0) {
            Ok(v) => v,
            Err(e) => return abort($st.rt_violation(&e, $ev.speaker)),
        }
    };
}

fn sfn<F>(f: F) -> SFn
where
    F: Fn(&mut IState, &mut Vec<Value>, &mut Run, EventInfo) -> Flow + Send + Sync + 'static,
{
    Box::new(f)
}

pub(super) fn compile_stmt(s: &Statement, r: &Roots) -> SFn {
    match s {
        Statement::Require { cond, violation } => {
            let (c, v): (CBool, _) = (r.cond(cond), CViol::new(violation));
            sfn(move |st, l, run, ev| match c(&st.eval_ctx(ev), l, 0) {
                Ok(true) => Flow::Done,
                Ok(false) => st.violate(&v, l, run, ev),
                Err(e) => abort(st.rt_violation(&e, ev.speaker)),
            })
        }
        Statement::Fail(v) => {
            let v = CViol::new(v);
            sfn(move |st, l, run, ev| st.violate(&v, l, run, ev))
        }
        Statement::Narrow { slot, to, rule } => {
            let (slot, rule, f) = (*slot, *rule, r.expr(to));
            sfn(move |st, l, run, ev| {
                let to = value!(st, f, l, ev);
                narrow(l, run, slot, rule, to)
            })
        }
        Statement::Let { slot, value } => {
            let (slot, f) = (*slot, r.expr(value));
            sfn(move |st, l, _, ev| {
                let v = value!(st, f, l, ev);
                set_local(l, slot, v);
                Flow::Done
            })
        }
        Statement::Set { place, value } => {
            let (p, f) = (CPlace::new(place), r.expr(value));
            sfn(move |st, l, run, ev| {
                let v = value!(st, f, l, ev);
                st.assign(&p, v, l, run, ev)
            })
        }
        Statement::Add {
            place,
            value,
            op,
            span,
        }
        | Statement::Remove {
            place,
            value,
            op,
            span,
        } => {
            let (p, f) = (CPlace::new(place), r.expr(value));
            let (op, span) = (*op, *span);
            sfn(move |st, l, run, ev| {
                let v = value!(st, f, l, ev);
                st.change(&p, op, span, v, l, run, ev)
            })
        }
        Statement::If {
            cond,
            then,
            otherwise,
        } => {
            // A condition decided by constants (a parameter's value): only
            // the branch it takes is compiled, and run without a test.
            if let Some(yes) = eval::const_cond(cond) {
                let block = compile_block(if yes { then } else { otherwise }, r);
                return sfn(move |st, l, run, ev| run_block(&block, st, l, run, ev));
            }
            let c = r.cond(cond);
            let (yes, no) = (compile_block(then, r), compile_block(otherwise, r));
            sfn(move |st, l, run, ev| match c(&st.eval_ctx(ev), l, 0) {
                Ok(true) => run_block(&yes, st, l, run, ev),
                Ok(false) => run_block(&no, st, l, run, ev),
                Err(e) => abort(st.rt_violation(&e, ev.speaker)),
            })
        }
        Statement::For {
            slot,
            over,
            body,
            span,
        } => {
            let (slot, span, f, body) = (*slot, *span, r.expr(over), compile_block(body, r));
            sfn(move |st, l, run, ev| {
                let over = value!(st, f, l, ev);
                // A step per item, charged at once.
                let items = match eval::items(&over, span) {
                    Ok(items) => items,
                    Err(e) => return abort(st.rt_violation(&e, ev.speaker)),
                };
                for item in items {
                    set_local(l, slot, item);
                    match run_block(&body, st, l, run, ev) {
                        Flow::Done => {}
                        other => return other,
                    }
                }
                Flow::Done
            })
        }
        Statement::Goto(p) => {
            let p = *p;
            sfn(move |st, _, run, _| st.goto(run, p))
        }
        Statement::Turn(e) => {
            let f = r.expr(e);
            sfn(move |st, l, run, ev| {
                let v = value!(st, f, l, ev);
                st.turn_to(run, v)
            })
        }
        Statement::Bind { card, trick } => {
            let (c, t) = (r.expr(card), r.expr(trick));
            sfn(move |st, l, run, ev| {
                let c = value!(st, c, l, ev);
                let t = value!(st, t, l, ev);
                if let (Value::Card(c), Value::Int(t)) = (c, t) {
                    run.journal
                        .push(Undo::Bindings(st.game.bindings.len(), st.game.bind_counter));
                    st.game.bind_counter += 1;
                    st.game.bindings.push((c, t, st.game.bind_counter));
                }
                Flow::Done
            })
        }
        Statement::Pay { times, .. } => {
            // Its expressions in the order native code evaluates them too.
            let has_times = times.is_some();
            let e: Vec<CExpr> = s.pay_order().into_iter().map(|e| r.expr(e)).collect();
            sfn(move |st, l, run, ev| {
                let mut v: [Value; 7] = Default::default();
                for (slot, f) in v.iter_mut().zip(&e) {
                    *slot = value!(st, f, l, ev);
                }
                let item = if has_times {
                    score_item(&st.prog, v)
                } else {
                    // The seventh is `none`, never set.
                    let [item, side, value, points, announced, won, _] = v;
                    score_item(&st.prog, [item, side, value, points, announced, won])
                };
                run.items.push(item);
                Flow::Done
            })
        }
        Statement::Note(e) => {
            let f = r.expr(e);
            sfn(move |st, l, run, ev| {
                // A note nobody reads is not made (its text is most of
                // what some settlements cost).
                if !st.explain {
                    return Flow::Done;
                }
                let v = value!(st, f, l, ev);
                let text = st.eval_ctx(ev).show(&v);
                run.notes.push(text);
                Flow::Done
            })
        }
        Statement::Unchecked(e) => {
            let f = r.expr(e);
            sfn(move |st, l, run, ev| {
                let v = value!(st, f, l, ev);
                let text = st.eval_ctx(ev).show(&v);
                run.journal.push(Undo::Unchecked(st.unchecked.len()));
                st.unchecked.push(text);
                Flow::Done
            })
        }
        Statement::Ignore => sfn(|_, _, _, _| Flow::Ignore),
        Statement::Return => sfn(|_, _, _, _| Flow::Return),
        Statement::Do { action, args, span } => {
            let (action, span) = (*action, *span);
            let args: Vec<CExpr> = args.iter().map(|a| r.expr(a)).collect();
            sfn(move |st, l, run, ev| {
                let mut frame = match st.begin_action(action, span, args.len(), ev) {
                    Ok(f) => f,
                    Err(f) => return f,
                };
                // The arguments in order into the action's frame.
                for a in &args {
                    match a(&st.eval_ctx(ev), l, 0) {
                        Ok(v) => frame.push(v),
                        Err(e) => {
                            st.frames.give(frame);
                            return abort(st.rt_violation(&e, ev.speaker));
                        }
                    }
                }
                st.run_action(action, frame, run, ev)
            })
        }
    }
}

/// `narrow`: the local `slot` (the cards allowed) narrowed to `to`, the
/// stage kept with its rule, unless `to` is empty or no narrower.
/// Inlined: a card's handler narrows at most of its statements.
#[inline(always)]
pub(super) fn narrow(l: &mut Vec<Value>, run: &mut Run, slot: u16, rule: u16, to: Value) -> Flow {
    let set = match &to {
        Value::Cards(c) => *c,
        _ => CardSet::EMPTY,
    };
    // Let go of without a call into the general drop.
    eval::discard(to);
    let to = set;
    let cur = l
        .get(slot as usize)
        .and_then(Value::cards)
        .unwrap_or(CardSet::EMPTY);
    if to != cur && !to.is_empty() {
        run.stages.push((slot, rule, to));
        set_local(l, slot, Value::Cards(to));
    }
    Flow::Done
}

impl IState {
    /// `add` and `remove`: the place's value combined with `v` by `op`,
    /// set, journalled.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn change(
        &mut self,
        p: &CPlace,
        op: Op,
        span: Span,
        v: Value,
        l: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        // A set of cards or of seats in a variable: the new set made from
        // the old where it is (`binop`'s own `set_op`).
        if let CPlace::Global(g) = p
            && self.change_global_set(*g, op, &v, run)
        {
            eval::discard(v);
            return Flow::Done;
        }
        self.change_past_set(p, op, span, v, l, run, ev)
    }

    /// [`IState::change`] where the place is not a variable holding a set
    /// of cards or seats `op` applies to (the caller has tried that:
    /// native code tries it inline, `Exec::change`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn change_past_set(
        &mut self,
        p: &CPlace,
        op: Op,
        span: Span,
        v: Value,
        l: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let v = match (p, op) {
            (CPlace::Global(g), Op::Union) => match self.append_global(*g, v, span, run, ev) {
                Ok(flow) => return flow,
                Err(v) => v,
            },
            _ => v,
        };
        // A set of cards or of seats in a local: the new set made from the
        // old where it is.
        if let CPlace::Local(s) = p
            && let Some(slot) = l.get_mut(*s as usize)
            && let Some(new) = eval::set_op(op, slot, &v)
        {
            *slot = new;
            return Flow::Done;
        }
        let old = match self.read_place(p, l, ev) {
            Ok(o) => o,
            Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
        };
        let new = match eval::binop(op, old, v, span) {
            Ok(n) => n,
            Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
        };
        self.assign(p, new, l, run, ev)
    }

    /// `add v to g` where global `g` is a list: the items appended where
    /// the list is (copied only where another value shares it), its old
    /// length journalled; not a copy of the list, and of the journal's,
    /// for each item added. `binop`'s own `list_add`, so the same length
    /// checked and steps charged. `Err(v)` where `g` is no list.
    #[inline]
    pub(super) fn append_global(
        &mut self,
        g: u16,
        v: Value,
        span: Span,
        run: &mut Run,
        ev: EventInfo,
    ) -> Result<Flow, Value> {
        let Some(Value::List(items)) = self.globals.get_mut(g as usize) else {
            return Err(v);
        };
        let len = items.len();
        Ok(match eval::list_add(Arc::make_mut(items), v, span) {
            Ok(()) => {
                run.journal.push(Undo::Truncate(g, len));
                Flow::Done
            }
            Err(e) => abort(self.rt_violation(&e, ev.speaker)),
        })
    }

    /// `goto`: the phase changed, journalled.
    pub(super) fn goto(&mut self, run: &mut Run, p: PhaseName) -> Flow {
        run.journal.push(Undo::Phase(self.game.phase));
        self.game.phase = p;
        Flow::Done
    }

    /// `turn`: the seat to act changed (a value not a seat changes
    /// nothing), journalled.
    #[inline(always)]
    pub(super) fn turn_to(&mut self, run: &mut Run, v: Value) -> Flow {
        if let Value::Seat(s) = &v {
            run.journal.push(Undo::Turn(self.game.turn));
            self.game.turn = *s;
        }
        // Let go of without a call into the general drop.
        eval::discard(v);
        Flow::Done
    }
}

/// A `pay`'s values in the order it evaluates them
/// (`Statement::pay_order`): item, side, value, times where it has one,
/// points, announced, won. Six without times, seven with.
pub(crate) trait PayValues {
    /// The six values every `pay` has (item, side, value, points,
    /// announced, won), and its times.
    fn named(self) -> ([Value; 6], Option<Value>);
}

impl PayValues for [Value; 6] {
    #[inline(always)]
    fn named(self) -> ([Value; 6], Option<Value>) {
        (self, None)
    }
}

impl PayValues for [Value; 7] {
    #[inline(always)]
    fn named(self) -> ([Value; 6], Option<Value>) {
        let [item, side, value, times, points, announced, won] = self;
        ([item, side, value, points, announced, won], Some(times))
    }
}

/// The score item a `pay` makes of its values. They are read where they
/// are and let go of as a frame's locals are (most own nothing). A pay
/// cost about 650 instructions in Royal; about a third of them went on the
/// values taken one by one from an iterator, the general drop of each, the
/// derived comparison of the two flags and a side collected into a list
/// grown from nothing.
pub(super) fn score_item(prog: &Program, v: impl PayValues) -> ScoreItem {
    let ([item, side, value, points, announced, won], times) = v.named();
    let name = match &item {
        Value::Text(t) => String::from(&**t),
        Value::Contract(c) => prog
            .contracts
            .get(*c as usize)
            .map_or_else(String::new, |d| d.name.clone()),
        Value::Ann(a) => prog
            .anns
            .get(a.kind as usize)
            .map_or_else(String::new, |d| d.name.clone()),
        other => other.to_string(),
    };
    let score = ScoreItem {
        item: name,
        side: match side {
            Value::Seats(m) => {
                let mut seats = Vec::with_capacity(m.count_ones() as usize);
                seats.extend(Value::seats_iter(m));
                seats
            }
            _ => Vec::new(),
        },
        announced: matches!(announced, Value::Bool(true)),
        won: matches!(won, Value::Bool(true)),
        value: value.int().unwrap_or(0),
        multiplier: times.as_ref().map_or(1, |t| t.int().unwrap_or(1)),
        points: BySeat(match &points {
            Value::Scores(p) => **p,
            _ => [0; 4],
        }),
    };
    eval::discard(item);
    eval::discard(side);
    eval::discard(value);
    eval::discard(points);
    eval::discard(announced);
    eval::discard(won);
    if let Some(t) = times {
        eval::discard(t);
    }
    score
}

/// Sets a local, making room for it: the frame grows as its locals are
/// set (`FramePool::take`), most often by the next one.
#[inline]
pub fn set_local(locals: &mut Vec<Value>, slot: u16, v: Value) {
    let s = slot as usize;
    let n = locals.len();
    if s < n {
        eval::discard(std::mem::replace(&mut locals[s], v));
    } else if s == n {
        locals.push(v);
    } else {
        set_local_past(locals, s, v);
    }
}

/// [`set_local`] past the frame's next local: the ones between left
/// `none`.
#[cold]
fn set_local_past(locals: &mut Vec<Value>, s: usize, v: Value) {
    locals.resize_with(s, Value::default);
    locals.push(v);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block a game runs is compiled with the program: none is
    /// compiled when it is run (which would be correct, and slow). Games
    /// of every shipped spec, with mistakes planted, settled too.
    #[test]
    fn every_block_the_shipped_specs_run_is_compiled_with_the_program() {
        let engines = crate::specs::InterpEngines::shipped().expect("the shipped specs load");
        let variants: Vec<String> = engines.programs().map(|p| p.variant.clone()).collect();
        assert!(variants.len() >= 5, "{variants:?}");
        for v in &variants {
            let interp = engines.interp(v).expect("a shipped spec's engine");
            let before = compiled_late();
            for i in 0..6 {
                let planted = i % 2 == 1;
                let (game, _) =
                    crate::simulate::game(interp, 11, i, planted).expect("a game is played");
                let verdict = crate::referee::verify(&game, "t.ptn", i, &engines);
                assert_eq!(verdict.variant.as_deref(), Some(v.as_str()));
            }
            assert_eq!(compiled_late(), before, "{v}: blocks compiled when run");
        }
    }

    /// A `pay`'s six values (no times) and seven (times fourth) make the
    /// score item each names: the expectations written by hand.
    #[test]
    fn a_pay_reads_its_times_where_it_has_one() {
        let prog = crate::interp::checked_spec(&before_spec("set seen = 0"));
        let six = [
            Value::Text("first-item".into()),
            Value::Seats(0b0101),
            Value::Int(5),
            Value::Scores(Box::new([15, -5, 15, -25])),
            Value::Bool(true),
            Value::Bool(false),
        ];
        let item = score_item(&prog, six);
        assert_eq!(item.item, "first-item");
        assert_eq!(item.side, vec![Seat::ALL[0], Seat::ALL[2]]);
        assert_eq!((item.value, item.multiplier), (5, 1));
        assert_eq!(item.points.0, [15, -5, 15, -25]);
        assert!(item.announced && !item.won);
        let seven = [
            Value::Text("second-item".into()),
            Value::Seats(0b1000),
            Value::Int(4),
            Value::Int(3),
            Value::Scores(Box::new([-4, -4, -4, 12])),
            Value::Bool(false),
            Value::Bool(true),
        ];
        let item = score_item(&prog, seven);
        assert_eq!(item.item, "second-item");
        assert_eq!(item.side, vec![Seat::ALL[3]]);
        assert_eq!((item.value, item.multiplier), (4, 3));
        assert_eq!(item.points.0, [-4, -4, -4, 12]);
        assert!(!item.announced && item.won);
        // A value of another type reads as the closure reads it.
        let odd = [
            Value::None,
            Value::Int(2),
            Value::Bool(true),
            Value::None,
            Value::Int(1),
            Value::None,
        ];
        let item = score_item(&prog, odd);
        assert_eq!(item.item, "none");
        assert!(item.side.is_empty());
        assert_eq!((item.value, item.multiplier, item.points.0), (0, 1, [0; 4]));
        assert!(!item.announced && !item.won);
    }

    /// A block of a program is found by its own statements only: the same
    /// statements elsewhere (a copy of the program) are not its block.
    #[test]
    fn a_block_is_found_by_its_place_in_the_program() {
        let (file, _) = crate::specs::SHIPPED[0];
        let prog = crate::specs::load_shipped(file).expect("a shipped spec loads");
        let blocks = Blocks::new(&prog, &Roots::default(), &HashMap::new());
        let copy = prog.settle.clone();
        assert!(blocks.get(&prog.settle).is_some());
        assert!(blocks.get(&copy).is_none());
    }

    /// `on before` of a small spec, its first statement `FIRST`.
    fn before_table(first: &str) -> u64 {
        let prog = crate::interp::checked_spec(&before_spec(first));
        before_returns(&prog)
    }

    /// A small spec whose `on before` starts with `FIRST`.
    fn before_spec(first: &str) -> String {
        format!(
            r#"
variant demo "Before (test)"
deck all
deal 12 talon 3 3
var seen: int = 0
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start {{ goto play  turn 1 }}
on before {{
  {first}
  set seen = seen + 1
}}
on play c: card {{ turn next(speaker) }}
settle {{ note "none" }}
"#
        )
    }

    /// `on before`'s leading `if … { return }` on the two phases is read
    /// for every pair of them (the pairs written by hand); a guard that
    /// reads anything else, does more than return, or comes second, is
    /// never taken for one.
    #[test]
    fn a_leading_return_on_the_phases_is_known_before_the_handler_runs() {
        use PhaseName::*;
        let bits = |pairs: &[(PhaseName, PhaseName)]| {
            pairs.iter().fold(0, |m, &(e, p)| m | phase_bit(e, p))
        };
        assert_eq!(
            before_table("if event_phase == play and phase == play { return }"),
            bits(&[(Play, Play)])
        );
        // Every event phase with the game over, and a play in the auction.
        assert_eq!(
            before_table(
                "if phase == done or (event_phase == play and not (phase != auction)) { return }"
            ),
            bits(&[
                (Auction, Done),
                (Call, Done),
                (Talon, Done),
                (Announce, Done),
                (Play, Done),
                (Done, Done),
                (Play, Auction),
            ])
        );
        for other in [
            "if event_phase == play and seen == 0 { return }",
            "if event_phase == play { set seen = 1  return }",
            "if event_phase == play { return } else { set seen = 2 }",
            "set seen = 3",
        ] {
            assert_eq!(before_table(other), 0, "{other}");
        }
        assert_eq!(
            before_table("set seen = 4\n  if event_phase == play { return }"),
            0
        );
    }
}
