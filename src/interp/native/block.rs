//! Native blocks: a handler's, an action's or the settlement's block of
//! statements written as one Rust function (`b<n>`, numbered by
//! [`super::blocks`]), in place of a closure a statement.
//!
//! A native block runs the statements the closures run, in the same
//! order, with the same effects, through the same code: a condition or a
//! value is the root's native code (`x<k>`) where it has some, else (or
//! where that gives up) the very closure the statement would have run;
//! a broken `require` is the interpreter's `violate`; a `let` the
//! interpreter's `set_local`, a `set` its `assign`. `require`, `let`,
//! `set`, `add`, `remove`, `narrow`, `turn`, `goto`, `if`, `for`, `do`,
//! `pay` (its score item made by `stmts::score_item`, as the closure
//! makes it), `return` and `ignore` are written; every other statement
//! runs as its compiled closure
//! ([`Plan::Other`]). What a native block saves is
//! the dispatch: no boxed closure a statement, no boxed closure around a
//! root's native code.
//!
//! [`plan`] decides, once, how each statement of a block is run; the
//! writer writes a block by its plan and the interpreter builds the
//! block's tables ([`BlockCode`]) by the same plan, numbering the
//! conditions, values, violations and other statements in one order
//! ([`visit`]).

use super::super::eval::{self, CBool, CExpr, Eval};
use super::super::stmts::{self, CPlace, CViol, Roots, SFn};
use super::super::{EventInfo, IState, Run, abort};
use super::{Flow, NativeFn, run_native, truth};
use crate::lang::diag::Span;
use crate::lang::ir::{Expression, Op, PlaceIr, Statement, Viol};
use crate::lang::types::{PhaseName, Value};

/// A native block: the interpreter's part of the game (through
/// [`Exec`]) and the handler's locals.
pub(crate) type BlockFn = fn(&mut Exec<'_>, &mut Vec<Value>) -> Flow;

pub(crate) use super::super::stmts::set_local;

/// How a native block runs one statement.
pub enum Plan<'p> {
    /// `require`: its condition and its violation.
    Require(&'p Expression, &'p Viol),
    /// `let`, or `set` of a local: the slot and the value.
    Local(u16, &'p Expression),
    /// `set` of any other place: the place and the value.
    Set(&'p PlaceIr, &'p Expression),
    /// `add` or `remove`: the place, the value, the operator and where
    /// it stands (its error's place).
    Change(&'p PlaceIr, &'p Expression, Op, Span),
    /// `narrow`: the slot, the rule and the cards.
    Narrow(u16, u16, &'p Expression),
    /// `turn`: the seat.
    Turn(&'p Expression),
    /// `goto`: the phase.
    Goto(PhaseName),
    /// `if` (a condition not decided by constants): the condition and
    /// the branches. A decided one is its branch, in place.
    If(&'p Expression, Vec<Plan<'p>>, Vec<Plan<'p>>),
    /// `for`: the slot, what it goes through and where (its error's
    /// place), and the body.
    For(u16, &'p Expression, Span, Vec<Plan<'p>>),
    /// `do`: the action, its arguments and where it stands (its error's
    /// place).
    Do(u16, &'p [Expression], Span),
    /// `pay`: its expressions in the order it evaluates them (item, side,
    /// value, times where it has one, points, announced, won): six, or
    /// seven with times.
    Pay(Vec<&'p Expression>),
    Return,
    Ignore,
    /// Any other statement: its compiled closure.
    Other(&'p Statement),
}

/// How each statement of a block is run natively.
pub fn plan(stmts: &[Statement]) -> Vec<Plan<'_>> {
    let mut out = Vec::new();
    for s in stmts {
        match s {
            Statement::Require { cond, violation } => out.push(Plan::Require(cond, violation)),
            Statement::Let { slot, value } => out.push(Plan::Local(*slot, value)),
            Statement::Set {
                place: PlaceIr::Local(slot),
                value,
            } => out.push(Plan::Local(*slot, value)),
            Statement::Set { place, value } => out.push(Plan::Set(place, value)),
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
            } => out.push(Plan::Change(place, value, *op, *span)),
            Statement::Narrow { slot, to, rule } => out.push(Plan::Narrow(*slot, *rule, to)),
            Statement::Turn(e) => out.push(Plan::Turn(e)),
            Statement::Goto(p) => out.push(Plan::Goto(*p)),
            Statement::For {
                slot,
                over,
                body,
                span,
            } => out.push(Plan::For(*slot, over, *span, plan(body))),
            Statement::If {
                cond,
                then,
                otherwise,
            } => match eval::const_cond(cond) {
                Some(yes) => out.extend(plan(if yes { then } else { otherwise })),
                None => out.push(Plan::If(cond, plan(then), plan(otherwise))),
            },
            Statement::Do { action, args, span } => out.push(Plan::Do(*action, args, *span)),
            Statement::Pay { .. } => out.push(Plan::Pay(s.pay_order())),
            Statement::Return => out.push(Plan::Return),
            Statement::Ignore => out.push(Plan::Ignore),
            s => out.push(Plan::Other(s)),
        }
    }
    out
}

/// Each plan of a block and of its branches, in the one order both the
/// writer and the interpreter number them by (an `if` before its
/// branches).
pub fn visit<'p>(plans: &[Plan<'p>], f: &mut dyn FnMut(&Plan<'p>)) {
    for p in plans {
        f(p);
        match p {
            Plan::If(_, then, otherwise) => {
                visit(then, f);
                visit(otherwise, f);
            }
            Plan::For(.., body) => visit(body, f),
            _ => {}
        }
    }
}

/// What a native block runs as closures, numbered as [`visit`] meets
/// them: conditions (of `require` and `if`), values (of `let`, `set`,
/// `narrow`, `turn` and what a `for` goes through), violations, places
/// set, the places of `for`s and the other statements.
#[derive(Default)]
pub(crate) struct BlockCode {
    conds: Vec<CBool>,
    values: Vec<CExpr>,
    /// By value: the constant it is, where it is one (a text, a list:
    /// cloned where the program holds it, not made by its closure).
    held: Vec<Option<Value>>,
    viols: Vec<CViol>,
    places: Vec<CPlace>,
    /// The operators and places of `add`s and `remove`s.
    changes: Vec<(Op, Span)>,
    fors: Vec<Span>,
    /// The actions of `do`s and where each stands.
    acts: Vec<(u16, Span)>,
    others: Vec<SFn>,
}

impl BlockCode {
    /// The closures of a block's plan (the other statements compiled with
    /// their roots' native code, as the closures' blocks are).
    pub(in crate::interp) fn new(stmts: &[Statement], roots: &Roots) -> BlockCode {
        let mut code = BlockCode::default();
        visit(&plan(stmts), &mut |p| match p {
            Plan::Require(cond, v) => {
                code.conds.push(eval::compile_cond(cond));
                code.viols.push(CViol::new(v));
            }
            Plan::If(cond, ..) => code.conds.push(eval::compile_cond(cond)),
            Plan::Local(_, value) | Plan::Narrow(_, _, value) | Plan::Turn(value) => {
                code.value(value)
            }
            Plan::Set(place, value) => {
                code.value(value);
                code.places.push(CPlace::new(place));
            }
            Plan::Change(place, value, op, span) => {
                code.value(value);
                code.places.push(CPlace::new(place));
                code.changes.push((*op, *span));
            }
            Plan::For(_, over, span, _) => {
                code.value(over);
                code.fors.push(*span);
            }
            Plan::Do(action, args, span) => {
                args.iter().for_each(|a| code.value(a));
                code.acts.push((*action, *span));
            }
            Plan::Pay(e) => e.iter().for_each(|e| code.value(e)),
            Plan::Other(s) => code.others.push(stmts::compile_stmt(s, roots)),
            Plan::Return | Plan::Ignore | Plan::Goto(_) => {}
        });
        code
    }
}

impl BlockCode {
    /// A value's closure, and the constant it is, where it is one.
    fn value(&mut self, e: &Expression) {
        self.values.push(eval::compile(e));
        self.held.push(match e {
            Expression::Const(v) => Some(v.clone()),
            _ => None,
        });
    }

    /// The tables' lengths: conditions, values, violations, places,
    /// `add`s and `remove`s, `for`s, `do`s, other statements.
    #[cfg(test)]
    pub(crate) fn sizes(&self) -> [usize; 8] {
        [
            self.conds.len(),
            self.values.len(),
            self.viols.len(),
            self.places.len(),
            self.changes.len(),
            self.fors.len(),
            self.acts.len(),
            self.others.len(),
        ]
    }
}

/// A native block's view of the event being run.
pub(crate) struct Exec<'x> {
    pub(in crate::interp) st: &'x mut IState,
    /// The game's blocks (an action's found here).
    pub(in crate::interp) blocks: &'x stmts::Blocks,
    pub(in crate::interp) run: &'x mut Run,
    pub(in crate::interp) ev: EventInfo,
    pub(in crate::interp) code: &'x BlockCode,
}

impl Exec<'_> {
    /// The evaluation the block's conditions and values read, made once
    /// and kept until the block changes the game (the writer makes it
    /// again after an effect, before the next condition or value that
    /// reads it; the borrow of the game it holds makes any other order
    /// fail to compile).
    #[inline(always)]
    pub(crate) fn eval(&self) -> Eval<'_> {
        self.st.eval_ctx(self.ev)
    }

    /// A table's closure missing: the writer and the interpreter planned
    /// the block differently (a defect; the handler stops, reported).
    #[cold]
    fn missing(&self) -> Flow {
        abort(self.st.rt_violation(
            &eval::RtErr {
                span: Default::default(),
                message: "the native code of this block does not fit it".into(),
            },
            self.ev.speaker,
        ))
    }

    /// Condition `j` read by `ev` (this block's [`Exec::eval`]): its
    /// native code where it has some and does not give up, else its
    /// closure; an error stops the handler.
    #[inline(always)]
    pub(crate) fn cond(
        &self,
        ev: &Eval<'_>,
        native: Option<NativeFn>,
        j: usize,
        l: &mut Vec<Value>,
    ) -> Result<bool, Flow> {
        if let Some(v) = run_native(native, ev, l, 0) {
            return Ok(truth(v));
        }
        self.cond_closure(j, l)
    }

    /// Condition `j` by its closure: out of line, so that each of a
    /// block's many conditions is only its native code and a call (a
    /// block's code is smaller and more of it stays in the cache). It
    /// makes its own evaluation, the same as the block's (no effect
    /// comes between): the block's then goes to the native code alone,
    /// which, inlined, reads only the parts it needs, and the rest is
    /// never made.
    #[inline(never)]
    fn cond_closure(&self, j: usize, l: &mut Vec<Value>) -> Result<bool, Flow> {
        let ev = &self.eval();
        let r = match self.code.conds.get(j) {
            Some(c) => c(ev, l, 0),
            None => return Err(self.missing()),
        };
        r.map_err(|e| abort(self.st.rt_violation(&e, self.ev.speaker)))
    }

    /// Value `j`, as [`Exec::cond`].
    #[inline(always)]
    pub(crate) fn value(
        &self,
        ev: &Eval<'_>,
        native: Option<NativeFn>,
        j: usize,
        l: &mut Vec<Value>,
    ) -> Result<Value, Flow> {
        if let Some(v) = run_native(native, ev, l, 0) {
            return Ok(v);
        }
        self.value_closure(j, l)
    }

    /// Value `j` by its closure, out of line and in an evaluation of its
    /// own as [`Exec::cond_closure`].
    #[inline(never)]
    fn value_closure(&self, j: usize, l: &mut Vec<Value>) -> Result<Value, Flow> {
        let ev = &self.eval();
        let r = match self.code.values.get(j) {
            Some(c) => c(ev, l, 0),
            None => return Err(self.missing()),
        };
        r.map_err(|e| abort(self.st.rt_violation(&e, self.ev.speaker)))
    }

    /// Local `slot` as it is (`none` past the frame's end), as its
    /// closure reads it.
    #[inline(always)]
    pub(crate) fn local(&self, slot: u16, l: &[Value]) -> Value {
        l.get(slot as usize).cloned().unwrap_or_default()
    }

    /// Value `j`, a constant: cloned where the block holds it (a text
    /// shares its characters), else its closure's. It reads no evaluation
    /// of the block's (a constant is the same in any), so the writer need
    /// not make one again after an effect for it; the closure makes its
    /// own.
    #[inline(always)]
    pub(crate) fn held(&self, j: usize, l: &mut Vec<Value>) -> Result<Value, Flow> {
        match self.code.held.get(j) {
            Some(Some(v)) => Ok(v.clone()),
            _ => self.value_closure(j, l),
        }
    }

    /// Violation `j` made (a `require` broken).
    pub(crate) fn violate(&mut self, j: usize, l: &mut Vec<Value>) -> Flow {
        match self.code.viols.get(j) {
            Some(v) => self.st.violate(v, l, self.run, self.ev),
            None => self.missing(),
        }
    }

    /// Place `j` set to `v`: a global here, any other place by
    /// `IState::assign`.
    #[inline(always)]
    pub(crate) fn set(&mut self, j: usize, v: Value, l: &mut Vec<Value>) -> Flow {
        match self.code.places.get(j) {
            Some(CPlace::Global(g)) => {
                self.st.set_global(*g, v, self.run);
                Flow::Done
            }
            Some(p) => self.st.assign(p, v, l, self.run, self.ev),
            None => self.missing(),
        }
    }

    /// Variable `g` set to `v` (`set g = v`, the place the writer saw),
    /// journalled: what [`Exec::set`] does for it, without the table.
    #[inline(always)]
    pub(crate) fn set_global(&mut self, g: u16, v: Value) -> Flow {
        self.st.set_global(g, v, self.run);
        Flow::Done
    }

    /// Place `j`, an element of a global whose index is local `slot`
    /// (`set g[i] = v`), set to `v`: the index read where it is, not by
    /// the place's closure. Any other place as [`Exec::set`].
    #[inline(always)]
    pub(crate) fn set_at_local(
        &mut self,
        j: usize,
        slot: u16,
        v: Value,
        l: &mut Vec<Value>,
    ) -> Flow {
        match self.code.places.get(j) {
            Some(CPlace::GlobalAt(g, _)) => {
                // A local past the frame's end reads `none`, as the
                // closure reads it.
                let ix = l.get(slot as usize).unwrap_or(&Value::None);
                self.st.assign_at(*g, ix, v, self.run, self.ev)
            }
            _ => self.set(j, v, l),
        }
    }

    /// Place `j` changed by `v` (`add`, `remove` `k`): a global set of
    /// cards or seats here, anything else by `IState::change_past_set`.
    #[inline(always)]
    pub(crate) fn change(&mut self, j: usize, k: usize, v: Value, l: &mut Vec<Value>) -> Flow {
        let (place, change) = (self.code.places.get(j), self.code.changes.get(k));
        if let (Some(CPlace::Global(g)), Some((op, _))) = (place, change)
            && self.st.change_global_set(*g, *op, &v, self.run)
        {
            eval::discard(v);
            return Flow::Done;
        }
        match (place, change) {
            (Some(p), Some((op, span))) => self
                .st
                .change_past_set(p, *op, *span, v, l, self.run, self.ev),
            _ => self.missing(),
        }
    }

    /// Variable `g` changed by `v` with `op` (`add`, `remove`): a set of
    /// cards or seats, or a list added to, where it is, by the operator
    /// the writer saw; any other as [`Exec::change`] `j`, `k` changes it.
    #[inline(always)]
    pub(crate) fn change_global(
        &mut self,
        g: u16,
        op: Op,
        j: usize,
        k: usize,
        v: Value,
        l: &mut Vec<Value>,
    ) -> Flow {
        if self.st.change_global_set(g, op, &v, self.run) {
            eval::discard(v);
            return Flow::Done;
        }
        // `add` to a list: appended where it is.
        let v = match (op, self.code.changes.get(k)) {
            (Op::Union, Some(&(_, span))) => {
                match self.st.append_global(g, v, span, self.run, self.ev) {
                    Ok(flow) => return flow,
                    Err(v) => v,
                }
            }
            _ => v,
        };
        self.change(j, k, v, l)
    }

    /// `narrow` of local `slot` to `to` by rule `rule`.
    #[inline(always)]
    pub(crate) fn narrow(&mut self, slot: u16, rule: u16, to: Value, l: &mut Vec<Value>) -> Flow {
        stmts::narrow(l, self.run, slot, rule, to)
    }

    /// `pay` of its values in the order it evaluates them
    /// (`Statement::pay_order`, six or seven): the score item made as the
    /// closure makes it.
    pub(crate) fn pay(&mut self, v: impl stmts::PayValues) -> Flow {
        let item = stmts::score_item(&self.st.prog, v);
        self.run.items.push(item);
        Flow::Done
    }

    /// `turn` to `v`.
    #[inline(always)]
    pub(crate) fn turn(&mut self, v: Value) -> Flow {
        self.st.turn_to(self.run, v)
    }

    /// `goto` phase `p`.
    #[inline(always)]
    pub(crate) fn goto(&mut self, p: PhaseName) -> Flow {
        self.st.goto(self.run, p)
    }

    /// The items `for` `j` goes through (a step each, charged at once).
    pub(crate) fn items<'v>(
        &self,
        j: usize,
        over: &'v Value,
    ) -> Result<impl Iterator<Item = Value> + use<'v>, Flow> {
        let Some(span) = self.code.fors.get(j) else {
            return Err(self.missing());
        };
        eval::items(over, *span).map_err(|e| abort(self.st.rt_violation(&e, self.ev.speaker)))
    }

    /// `do` `k` with `n` arguments begun: the call charged, the action's
    /// frame, empty with room for its arguments, which are pushed in order
    /// (`IState::begin_action`; `Err(Flow::Done)`
    /// where the action is not there, and the statement does nothing).
    #[inline(always)]
    pub(crate) fn begin(&self, k: usize, n: usize) -> Result<Vec<Value>, Flow> {
        match self.code.acts.get(k) {
            Some(&(action, span)) => self.st.begin_action(action, span, n, self.ev),
            None => Err(self.missing()),
        }
    }

    /// A frame [`Exec::begin`] gave, given back unused (an argument
    /// failed).
    pub(crate) fn give(&self, frame: Vec<Value>) {
        self.st.frames.give(frame);
    }

    /// `do` `k` run on `frame` (its arguments in it): the action's block
    /// called directly, natively where it is written so.
    pub(crate) fn act(&mut self, k: usize, frame: Vec<Value>) -> Flow {
        match self.code.acts.get(k) {
            Some(&(action, _)) => {
                self.st
                    .run_action_in(self.blocks, action, frame, self.run, self.ev)
            }
            None => {
                self.give(frame);
                self.missing()
            }
        }
    }

    /// Other statement `j`, run as its closure.
    #[inline(always)]
    pub(crate) fn other(&mut self, j: usize, l: &mut Vec<Value>) -> Flow {
        match self.code.others.get(j) {
            Some(s) => s(self.st, l, self.run, self.ev),
            None => self.missing(),
        }
    }
}
