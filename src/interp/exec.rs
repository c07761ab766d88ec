//! Execution: blocks of statements (compiled in `stmts`), assignments,
//! violations and the undo journal of a void event.

use super::stmts::{self, CPlace, CViol, set_local};
use super::*;
use crate::lang::diag::Span;

impl IState {
    // ---- statements -----------------------------------------------------

    /// Runs a handler's, an action's or the settlement's block by its
    /// compiled statements (compiled now if the program's blocks lack it).
    pub(super) fn exec_block(
        &mut self,
        stmts: &[Statement],
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        self.with_blocks(|st, blocks| st.exec_block_in(blocks, stmts, locals, run, ev))
    }

    /// [`IState::exec_block`] with the game's blocks in hand (held once an
    /// event, not once a block: [`IState::with_blocks`]).
    pub(super) fn exec_block_in(
        &mut self,
        blocks: &stmts::Blocks,
        stmts: &[Statement],
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        match blocks.get(stmts) {
            Some(block) => self.run_compiled(blocks, block, locals, run, ev),
            None => {
                stmts::note_late();
                stmts::run_block(
                    &stmts::compile_block(stmts, &stmts::Roots::default()),
                    self,
                    locals,
                    run,
                    ev,
                )
            }
        }
    }

    /// Runs a compiled block: its native code, or its closures.
    #[inline(always)]
    fn run_compiled(
        &mut self,
        blocks: &stmts::Blocks,
        block: &stmts::Block,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        match block {
            stmts::Block::Closures(block) => stmts::run_block(block, self, locals, run, ev),
            stmts::Block::Native(f, code) => f(
                &mut native::Exec {
                    st: self,
                    blocks,
                    run,
                    ev,
                    code,
                },
                locals,
            ),
        }
    }

    /// `do` of action `action` (written at `span`) with `n` arguments,
    /// begun: the call charged and an empty frame for its locals with
    /// room for the arguments, to be pushed in order. `Err`: the action
    /// does not exist (the statement does nothing) or the call is out of
    /// steps or too deep (the handler stops, reported).
    #[inline(always)]
    pub(super) fn begin_action(
        &self,
        action: u16,
        span: Span,
        n: usize,
        ev: EventInfo,
    ) -> Result<Vec<Value>, Flow> {
        if self.prog.actions.get(action as usize).is_none() {
            return Err(Flow::Done);
        }
        if let Err(e) = eval::enter(span) {
            return Err(abort(self.rt_violation(&e, ev.speaker)));
        }
        let mut frame = self.frames.take(0);
        frame.reserve(n);
        Ok(frame)
    }

    /// `do` of action `action` on `frame` (from [`IState::begin_action`],
    /// the arguments in it): the action's block run, the frame given
    /// back; the action's `return` ends only the action.
    pub(super) fn run_action(
        &mut self,
        action: u16,
        frame: Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        self.with_blocks(|st, blocks| st.run_action_in(blocks, action, frame, run, ev))
    }

    /// [`IState::run_action`] with the game's blocks in hand.
    #[inline(always)]
    pub(super) fn run_action_in(
        &mut self,
        blocks: &stmts::Blocks,
        action: u16,
        mut frame: Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let flow = match blocks.action(action) {
            Some(block) => self.run_compiled(blocks, block, &mut frame, run, ev),
            None => {
                let prog = self.prog.clone();
                match prog.actions.get(action as usize) {
                    Some(body) => self.exec_block_in(blocks, &body.stmts, &mut frame, run, ev),
                    None => Flow::Done,
                }
            }
        };
        self.frames.give(frame);
        match flow {
            Flow::Done | Flow::Return => Flow::Done,
            other => other,
        }
    }

    /// The value at a place (`add` and `remove` change it).
    pub(super) fn read_place(
        &self,
        p: &CPlace,
        locals: &mut Vec<Value>,
        ev: EventInfo,
    ) -> RtResult<Value> {
        Ok(match p {
            CPlace::Global(g) => self.globals.get(*g as usize).cloned().unwrap_or_default(),
            CPlace::Local(l) => locals.get(*l as usize).cloned().unwrap_or_default(),
            CPlace::Hand(s) => {
                let seat = s(&self.eval_ctx(ev), locals, 0)?;
                match seat {
                    Value::Seat(s) => Value::Cards(self.game.hands[s.index()]),
                    _ => Value::None,
                }
            }
            CPlace::GlobalAt(g, i) => {
                let ix = i(&self.eval_ctx(ev), locals, 0)?;
                let base = self.globals.get(*g as usize).cloned().unwrap_or_default();
                eval::index(&base, &ix, Default::default())?
            }
        })
    }

    /// Sets global `g` to `v`, journalled (a global not there is left
    /// alone): what a statement that sets or changes a global comes to.
    #[inline(always)]
    pub(super) fn set_global(&mut self, g: u16, v: Value, run: &mut Run) {
        if let Some(slot) = self.globals.get_mut(g as usize) {
            match Plain::of(std::mem::replace(slot, v)) {
                Ok(old) => run.journal.push(Undo::Plain(g, old)),
                Err(old) => {
                    run.olds.push(Some(old));
                    run.journal.push(Undo::Global(g));
                }
            }
        }
    }

    /// `add` or `remove` (`op`) of `v` on global `g` where it is a set of
    /// cards or seats (`eval::set_op`), journalled; false, and nothing
    /// changed, for any other global or operand.
    #[inline(always)]
    pub(super) fn change_global_set(&mut self, g: u16, op: Op, v: &Value, run: &mut Run) -> bool {
        match self
            .globals
            .get(g as usize)
            .and_then(|slot| eval::set_op(op, slot, v))
        {
            Some(new) => {
                self.set_global(g, new, run);
                true
            }
            None => false,
        }
    }

    /// Sets a place to `v`, journalled.
    pub(super) fn assign(
        &mut self,
        p: &CPlace,
        v: Value,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        match p {
            CPlace::Global(g) => self.set_global(*g, v, run),
            CPlace::Local(l) => set_local(locals, *l, v),
            CPlace::Hand(s) => {
                let seat = match s(&self.eval_ctx(ev), locals, 0) {
                    Ok(Value::Seat(s)) => s,
                    Ok(_) => return Flow::Done,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                if let Value::Cards(cs) = v {
                    run.journal
                        .push(Undo::Hand(seat.index(), self.game.hands[seat.index()]));
                    self.game.hands[seat.index()] = cs;
                }
            }
            CPlace::GlobalAt(g, i) => {
                let ix = match i(&self.eval_ctx(ev), locals, 0) {
                    Ok(x) => x,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                return self.assign_at(*g, &ix, v, run, ev);
            }
        }
        Flow::Done
    }

    /// Sets element `ix` of global `g` (a list's, a seat's score, a
    /// table's entry) to `v`, journalled: `set g[ix] = v` with its index
    /// computed.
    pub(super) fn assign_at(
        &mut self,
        g: u16,
        ix: &Value,
        v: Value,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let gi = g as usize;
        let Some(slot) = self.globals.get_mut(gi) else {
            return Flow::Done;
        };
        match (slot, ix) {
            // An element set in place (the list is copied only
            // where another value shares it), its old value kept.
            (Value::List(items), _) => {
                let k = match ix {
                    Value::Int(n) => usize::try_from(n - 1).ok(),
                    Value::Seat(s) => Some(s.index()),
                    _ => None,
                };
                let Some(k) = k.filter(|k| *k < items.len()) else {
                    return abort(self.rt_violation(
                        &RtErr {
                            span: Default::default(),
                            message: format!("no element {ix} to set"),
                        },
                        ev.speaker,
                    ));
                };
                let old = std::mem::replace(&mut Arc::make_mut(items)[k], v);
                run.olds.push(Some(old));
                run.journal.push(Undo::Element(g, k));
            }
            (Value::Scores(a), Value::Seat(s)) => {
                let k = s.index();
                let old = std::mem::replace(&mut a[k], v.int().unwrap_or(0));
                run.journal.push(Undo::Score(g, k, old));
            }
            // A table gains the entry it lacked.
            (Value::Table(t), k) => {
                let Some(n) = k.table_key() else {
                    return abort(self.rt_violation(
                        &RtErr {
                            span: Default::default(),
                            message: format!("{ix} is not a key of a table"),
                        },
                        ev.speaker,
                    ));
                };
                let t = Arc::make_mut(t);
                let len = t.len();
                let old = t.get_mut(n).and_then(Option::take);
                eval::table_put(t, n, v);
                run.olds.push(old);
                run.journal.push(Undo::Entry(g, n, len));
            }
            _ => return Flow::Done,
        }
        Flow::Done
    }

    /// A rule broken: the violation `v` made, and the handler stopped or
    /// the violation kept.
    pub(super) fn violate(
        &mut self,
        v: &CViol,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let rule_id = match (v.rule, &v.narrowed) {
            (Some(r), _) => Some(r),
            (None, Some((card, slot))) => {
                let card = card(&self.eval_ctx(ev), locals, 0)
                    .ok()
                    .and_then(|c| c.card());
                run.stages
                    .iter()
                    .find(|(s, _, set)| s == slot && card.is_some_and(|c| !set.contains(c)))
                    .map(|(_, r, _)| *r)
            }
            (None, None) => None,
        };
        let seat = match &v.by {
            Some(b) => b(&self.eval_ctx(ev), locals, 0).ok().and_then(|s| s.seat()),
            None => ev.speaker,
        };
        let rule = rule_id.and_then(|r| self.prog.rules.get(r as usize));
        let message = match &v.message {
            // Only whether the event is accepted is asked (`legal`): the
            // message is never read, and making it changes nothing else.
            Some(_) if self.quiet => String::new(),
            Some(m) => match m(&self.eval_ctx(ev), locals, 0) {
                Ok(t) => self.eval_ctx(ev).show(&t),
                Err(e) => e.message,
            },
            None => rule.map_or_else(|| "a rule is broken".to_string(), |r| r.text.clone()),
        };
        let violation = Violation {
            kind: v.kind,
            rule: rule.map_or_else(
                || Rule {
                    id: Cow::Owned(format!("{}.spec.narrowed", self.prog.variant)),
                    source: Cow::Borrowed(""),
                },
                rule_of,
            ),
            seat,
            message,
            then: match v.then {
                ThenIr::Stands => Then::Applied,
                ThenIr::Void => Then::Skipped,
                ThenIr::Stop => Then::Stop,
            },
        };
        run.spec_stop = matches!(v.then, ThenIr::Stop);
        match v.then {
            ThenIr::Stands => {
                if run.stands.is_none() {
                    run.stands = Some(violation);
                } else {
                    run.more.push(violation);
                }
                Flow::Done
            }
            _ => abort(violation),
        }
    }

    /// Undoes the changes of a run's journal, last first, and leaves it
    /// empty.
    pub(super) fn undo(&mut self, run: &mut Run) {
        for u in run.journal.drain(..).rev() {
            match u {
                Undo::Global(g) => {
                    if let (Some(slot), Some(Some(v))) =
                        (self.globals.get_mut(g as usize), run.olds.pop())
                    {
                        *slot = v;
                    }
                }
                Undo::Plain(g, old) => {
                    if let Some(slot) = self.globals.get_mut(g as usize) {
                        *slot = old.value();
                    }
                }
                Undo::Truncate(g, len) => {
                    if let Some(Value::List(items)) = self.globals.get_mut(g as usize) {
                        Arc::make_mut(items).truncate(len);
                    }
                }
                Undo::Element(g, k) => {
                    if let (Some(Value::List(items)), Some(Some(v))) =
                        (self.globals.get_mut(g as usize), run.olds.pop())
                        && let Some(e) = Arc::make_mut(items).get_mut(k)
                    {
                        *e = v;
                    }
                }
                Undo::Entry(g, k, len) => {
                    if let (Some(Value::Table(t)), Some(old)) =
                        (self.globals.get_mut(g as usize), run.olds.pop())
                    {
                        let t = Arc::make_mut(t);
                        if let Some(e) = t.get_mut(k) {
                            *e = old;
                        }
                        t.truncate(len);
                    }
                }
                Undo::Score(g, k, n) => {
                    if let Some(Value::Scores(a)) = self.globals.get_mut(g as usize)
                        && let Some(e) = a.get_mut(k)
                    {
                        *e = n;
                    }
                }
                Undo::Hand(i, cs) => self.game.hands[i] = cs,
                Undo::Bindings(n, c) => {
                    self.game.bindings.truncate(n);
                    self.game.bind_counter = c;
                }
                Undo::Phase(p) => self.game.phase = p,
                Undo::Turn(t) => self.game.turn = t,
                Undo::Unchecked(n) => self.unchecked.truncate(n),
            }
        }
    }

    /// Runs handler `h` (its block found by number) with its bound
    /// values. The locals are a frame of the pool the function calls use
    /// (no allocation per event), holding the bound values; it grows as
    /// locals are set (a local past its end reads `none`), so that giving
    /// it back clears only the locals this run set. The program is not
    /// taken for the common case: only a handler without a compiled block
    /// (an empty one) is looked up in it.
    pub(super) fn run_body(
        &mut self,
        blocks: &stmts::Blocks,
        h: stmts::Handler,
        binds: &[Value],
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let mut locals = self.frames.take(0);
        let flow = self.run_body_in(blocks, h, binds, &mut locals, run, ev);
        self.frames.give(locals);
        flow
    }

    /// [`IState::run_body`] in `locals`, a frame the caller took (empty,
    /// or holding values it bound there itself, before `binds`) and gives
    /// back: the handlers of one event run one after another in the one
    /// frame, emptied again after each.
    #[inline(always)]
    pub(super) fn run_body_in(
        &mut self,
        blocks: &stmts::Blocks,
        h: stmts::Handler,
        binds: &[Value],
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        for b in binds {
            locals.push(b.clone());
        }
        let flow = match blocks.handler(h) {
            Some(block) => self.run_compiled(blocks, block, locals, run, ev),
            None => {
                let prog = self.prog.clone();
                match stmts::handler_body(&prog, h) {
                    Some(body) => self.exec_block_in(blocks, &body.stmts, locals, run, ev),
                    None => Flow::Done,
                }
            }
        };
        eval::clear_frame(locals);
        flow
    }
}
