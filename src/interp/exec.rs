//! Execution: statements, assignments, violations and the undo journal of
//! a void event.

use super::*;

impl IState {
    // ---- statements -----------------------------------------------------

    /// Runs a handler's, an action's or the settlement's block: with its
    /// compiled statements where the code has them.
    pub(super) fn exec_block(
        &mut self,
        stmts: &[Statement],
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let code = self.code.clone();
        self.exec_stmts(stmts, code.block_of(stmts), locals, run, ev)
    }

    /// Runs statements, each with its compiled form if `code` is given
    /// (the block's, statement by statement).
    fn exec_stmts(
        &mut self,
        stmts: &[Statement],
        code: Option<&[CStmt]>,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        match code {
            Some(code) => {
                for (s, c) in stmts.iter().zip(code) {
                    match self.exec(s, Some(c), locals, run, ev) {
                        Flow::Done => {}
                        other => return other,
                    }
                }
            }
            None => {
                for s in stmts {
                    match self.exec(s, None, locals, run, ev) {
                        Flow::Done => {}
                        other => return other,
                    }
                }
            }
        }
        Flow::Done
    }

    #[inline(always)]
    pub(super) fn exec(
        &mut self,
        s: &Statement,
        c: Option<&CStmt>,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        // An expression by its compiled form (`$f`, if any), else as the
        // program's.
        macro_rules! val {
            ($e:expr, $f:expr) => {{
                let r = match $f {
                    Some(f) => f(&self.eval_ctx(ev), locals, 0),
                    None => self.eval_ctx(ev).run($e, locals),
                };
                match r {
                    Ok(v) => v,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                }
            }};
            ($e:expr) => {
                val!($e, None::<&CExpr>)
            };
        }
        macro_rules! cond {
            ($e:expr, $f:expr) => {{
                let r = match $f {
                    Some(f) => f(&self.eval_ctx(ev), locals, 0),
                    None => self.eval_ctx(ev).run_cond($e, locals),
                };
                match r {
                    Ok(b) => b,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                }
            }};
        }
        match s {
            Statement::Require { cond, violation } => {
                if cond!(cond, test(c)) {
                    return Flow::Done;
                }
                self.violate(violation, locals, run, ev)
            }
            Statement::Fail(v) => self.violate(v, locals, run, ev),
            Statement::Narrow { slot, to, rule } => {
                let to = match val!(to, one(c)) {
                    Value::Cards(c) => c,
                    _ => CardSet::EMPTY,
                };
                let cur = locals
                    .get(*slot as usize)
                    .and_then(Value::cards)
                    .unwrap_or(CardSet::EMPTY);
                if to != cur && !to.is_empty() {
                    run.stages.push((*slot, *rule, to));
                    if let Some(l) = locals.get_mut(*slot as usize) {
                        *l = Value::Cards(to);
                    }
                }
                Flow::Done
            }
            Statement::Let { slot, value } => {
                let v = val!(value, one(c));
                set_local(locals, *slot, v);
                Flow::Done
            }
            Statement::Set { place, value } => {
                let v = val!(value, placed(c).1);
                self.assign(place, placed(c).0, v, locals, run, ev)
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
                let v = val!(value, placed(c).1);
                let old = match self.read_place(place, placed(c).0, locals, ev) {
                    Ok(o) => o,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                let new = match eval::binop(*op, old, v, *span) {
                    Ok(n) => n,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                self.assign(place, placed(c).0, new, locals, run, ev)
            }
            Statement::If {
                cond,
                then,
                otherwise,
            } => {
                let (yes, no) = match c {
                    Some(CStmt::If(_, yes, no)) => (Some(yes.as_slice()), Some(no.as_slice())),
                    _ => (None, None),
                };
                if cond!(cond, test(c)) {
                    self.exec_stmts(then, yes, locals, run, ev)
                } else {
                    self.exec_stmts(otherwise, no, locals, run, ev)
                }
            }
            Statement::For {
                slot,
                over,
                body,
                span,
            } => {
                let (each, inner) = match c {
                    Some(CStmt::For(f, inner)) => (Some(f), Some(inner.as_slice())),
                    _ => (None, None),
                };
                let over = val!(over, each);
                // A step per item, charged at once.
                let items = match eval::items(&over, *span) {
                    Ok(items) => items,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                for item in items {
                    set_local(locals, *slot, item);
                    match self.exec_stmts(body, inner, locals, run, ev) {
                        Flow::Done => {}
                        other => return other,
                    }
                }
                Flow::Done
            }
            Statement::Goto(p) => {
                run.journal.push(Undo::Phase(self.game.phase));
                self.game.phase = *p;
                Flow::Done
            }
            Statement::Turn(e) => {
                let s = val!(e, one(c));
                if let Value::Seat(s) = s {
                    run.journal.push(Undo::Turn(self.game.turn));
                    self.game.turn = s;
                }
                Flow::Done
            }
            Statement::Bind { card, trick } => {
                let cv = val!(card, many(c, 0));
                let t = val!(trick, many(c, 1));
                if let (Value::Card(c), Value::Int(t)) = (cv, t) {
                    run.journal.push(Undo::Bindings(
                        self.game.bindings.len(),
                        self.game.bind_counter,
                    ));
                    self.game.bind_counter += 1;
                    self.game.bindings.push((c, t, self.game.bind_counter));
                }
                Flow::Done
            }
            Statement::Pay {
                item,
                side,
                value,
                times,
                points,
                announced,
                won,
            } => {
                let item = val!(item, many(c, 0));
                let name = match &item {
                    Value::Text(t) => t.to_string(),
                    Value::Contract(c) => self
                        .prog
                        .contracts
                        .get(*c as usize)
                        .map_or_else(String::new, |d| d.name.clone()),
                    Value::Ann(a) => self
                        .prog
                        .anns
                        .get(a.kind as usize)
                        .map_or_else(String::new, |d| d.name.clone()),
                    other => other.to_string(),
                };
                let side = match val!(side, many(c, 1)) {
                    Value::Seats(m) => Value::seats_iter(m).collect(),
                    _ => Vec::new(),
                };
                let value = val!(value, many(c, 2)).int().unwrap_or(0);
                let times = match times {
                    Some(t) => val!(t, many(c, 6)).int().unwrap_or(1),
                    None => 1,
                };
                let points = match val!(points, many(c, 3)) {
                    Value::Scores(p) => *p,
                    _ => [0; 4],
                };
                let announced = val!(announced, many(c, 4)) == Value::Bool(true);
                let won = val!(won, many(c, 5)) == Value::Bool(true);
                run.items.push(ScoreItem {
                    item: name,
                    side,
                    announced,
                    won,
                    value,
                    multiplier: times,
                    points: BySeat(points),
                });
                Flow::Done
            }
            Statement::Note(e) => {
                let v = val!(e, one(c));
                let text = self.eval_ctx(ev).show(&v);
                run.notes.push(text);
                Flow::Done
            }
            Statement::Unchecked(e) => {
                let v = val!(e, one(c));
                let text = self.eval_ctx(ev).show(&v);
                run.journal.push(Undo::Unchecked(self.unchecked.len()));
                self.unchecked.push(text);
                Flow::Done
            }
            Statement::Ignore => Flow::Ignore,
            Statement::Return => Flow::Return,
            Statement::Do { action, args, span } => {
                let prog = self.prog.clone();
                let Some(body) = prog.actions.get(*action as usize) else {
                    return Flow::Done;
                };
                if let Err(e) = eval::enter(*span) {
                    return abort(self.rt_violation(&e, ev.speaker));
                }
                let mut frame = Vec::with_capacity(body.locals.max(args.len()));
                for (i, a) in args.iter().enumerate() {
                    frame.push(val!(a, many(c, i)));
                }
                frame.resize_with(body.locals.max(frame.len()), Value::default);
                match self.exec_block(&body.stmts, &mut frame, run, ev) {
                    Flow::Done | Flow::Return => Flow::Done,
                    other => other,
                }
            }
        }
    }

    /// Runs a place's expression (a seat, an index) by its compiled form
    /// if it has one.
    fn place_value(
        &self,
        e: &Expression,
        at: Option<&CExpr>,
        locals: &mut Vec<Value>,
        ev: EventInfo,
    ) -> RtResult<Value> {
        match at {
            Some(f) => f(&self.eval_ctx(ev), locals, 0),
            None => self.eval_ctx(ev).run(e, locals),
        }
    }

    fn read_place(
        &self,
        p: &PlaceIr,
        at: Option<&CExpr>,
        locals: &mut Vec<Value>,
        ev: EventInfo,
    ) -> RtResult<Value> {
        Ok(match p {
            PlaceIr::Global(g) => self.globals.get(*g as usize).cloned().unwrap_or_default(),
            PlaceIr::Local(l) => locals.get(*l as usize).cloned().unwrap_or_default(),
            PlaceIr::Hand(s) => {
                let seat = self.place_value(s, at, locals, ev)?;
                match seat {
                    Value::Seat(s) => Value::Cards(self.game.hands[s.index()]),
                    _ => Value::None,
                }
            }
            PlaceIr::GlobalAt(g, i) => {
                let ix = self.place_value(i, at, locals, ev)?;
                let base = self.globals.get(*g as usize).cloned().unwrap_or_default();
                eval::index(&base, &ix, Default::default())?
            }
        })
    }

    fn assign(
        &mut self,
        p: &PlaceIr,
        at: Option<&CExpr>,
        v: Value,
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        match p {
            PlaceIr::Global(g) => {
                let g = *g as usize;
                if let Some(slot) = self.globals.get_mut(g) {
                    let old = std::mem::replace(slot, v);
                    run.journal.push(Undo::Global(g as u16, old));
                }
            }
            PlaceIr::Local(l) => set_local(locals, *l, v),
            PlaceIr::Hand(s) => {
                let seat = match self.place_value(s, at, locals, ev) {
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
            PlaceIr::GlobalAt(g, i) => {
                let ix = match self.place_value(i, at, locals, ev) {
                    Ok(x) => x,
                    Err(e) => return abort(self.rt_violation(&e, ev.speaker)),
                };
                let gi = *g as usize;
                let Some(slot) = self.globals.get_mut(gi) else {
                    return Flow::Done;
                };
                match (slot, &ix) {
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
                        run.journal.push(Undo::Element(*g, k, old));
                    }
                    (Value::Scores(a), Value::Seat(s)) => {
                        let k = s.index();
                        let old = std::mem::replace(&mut a[k], v.int().unwrap_or(0));
                        run.journal.push(Undo::Score(*g, k, old));
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
                        let old = Value::Table(t.clone());
                        eval::table_put(Arc::make_mut(t), n, v);
                        run.journal.push(Undo::Global(*g, old));
                    }
                    _ => return Flow::Done,
                }
            }
        }
        Flow::Done
    }

    fn violate(&mut self, v: &Viol, locals: &mut Vec<Value>, run: &mut Run, ev: EventInfo) -> Flow {
        let rule_id = match (v.rule, &v.narrowed) {
            (Some(r), _) => Some(r),
            (None, Some((card, slot))) => {
                let card = self
                    .eval_ctx(ev)
                    .run(card, locals)
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
            Some(b) => self.eval_ctx(ev).run(b, locals).ok().and_then(|s| s.seat()),
            None => ev.speaker,
        };
        let rule = rule_id.and_then(|r| self.prog.rules.get(r as usize));
        let message = match &v.message {
            // Only whether the event is accepted is asked (`legal`): the
            // message is never read, and making it changes nothing else.
            Some(_) if self.quiet => String::new(),
            Some(m) => match self.eval_ctx(ev).run(m, locals) {
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

    /// Undoes the changes of a journal, last first, and leaves it empty.
    pub(super) fn undo(&mut self, journal: &mut Vec<Undo>) {
        for u in journal.drain(..).rev() {
            match u {
                Undo::Global(g, v) => {
                    if let Some(slot) = self.globals.get_mut(g as usize) {
                        *slot = v;
                    }
                }
                Undo::Element(g, k, v) => {
                    if let Some(Value::List(items)) = self.globals.get_mut(g as usize)
                        && let Some(e) = Arc::make_mut(items).get_mut(k)
                    {
                        *e = v;
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

    /// Runs one handler body with its bound values.
    /// The locals are a frame of the pool the function calls use, at
    /// their final size (no allocation per event).
    pub(super) fn run_body(
        &mut self,
        body: &Body,
        binds: &[Value],
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let mut locals = self.frames.take(body.locals.max(binds.len()));
        for (l, b) in locals.iter_mut().zip(binds) {
            *l = b.clone();
        }
        let flow = self.exec_block(&body.stmts, &mut locals, run, ev);
        self.frames.give(locals);
        flow
    }
}

/// The one compiled expression of a statement.
#[inline(always)]
fn one(c: Option<&CStmt>) -> Option<&CExpr> {
    match c {
        Some(CStmt::Value(f)) => Some(f),
        _ => None,
    }
}

/// The compiled condition of `require` or `if`.
#[inline(always)]
fn test(c: Option<&CStmt>) -> Option<&eval::CBool> {
    match c {
        Some(CStmt::Cond(f) | CStmt::If(f, ..)) => Some(f),
        _ => None,
    }
}

/// The compiled place expression and value of `set`, `add`, `remove`.
#[inline(always)]
fn placed(c: Option<&CStmt>) -> (Option<&CExpr>, Option<&CExpr>) {
    match c {
        Some(CStmt::Place(at, to)) => (at.as_ref(), Some(to)),
        _ => (None, None),
    }
}

/// The `i`th of a statement's compiled expressions (`bind`, `pay`, `do`).
#[inline(always)]
fn many(c: Option<&CStmt>, i: usize) -> Option<&CExpr> {
    match c {
        Some(CStmt::Many(fs)) => fs.get(i),
        _ => None,
    }
}

fn set_local(locals: &mut Vec<Value>, slot: u16, v: Value) {
    let s = slot as usize;
    if locals.len() <= s {
        locals.resize_with(s + 1, Value::default);
    }
    eval::discard(std::mem::replace(&mut locals[s], v));
}
