//! The interpreter: runs any compiled spec behind the engine seam.
//!
//! A game is the physical state (hands, talon, tricks, bindings, whose
//! turn, which phase) and the spec's variables. Every event runs the
//! spec's handlers: `on before`, then the handler for the event (a said
//! word in its section, the end of a turn, a talon take or discard, a
//! played card). A handler checks rule by rule; a violation either stands
//! (the event takes effect and the game goes on), is void, or stops the
//! replay — for the last two every change the handler made is undone. A
//! played card that is not void leaves the hand for the trick; a full trick
//! goes to the spec's `trick_winner` and then to `on trick`.
//!
//! The legal events are not written anywhere: they are the candidates (the
//! words the spec's handlers match, the cards in hand, the talon actions)
//! that `check` accepts, so `legal()` and `check()` agree by construction.
//!
//! Architecture invariant: nothing here names a variant, a contract, an
//! announcement or a card group. A test (`tests/interp_generic.rs`) holds
//! the module to it.

pub mod eval;

use crate::cards::{Card, CardSet};
use crate::engine::{
    self, Deal, Event, Kind, Layout, MatchGame, MatchResult, Phase, Rule, ScoreItem, Section,
    Settlement, State, Then, Violation,
};
use crate::lang::ir::*;
use crate::lang::types::{PhaseName, Value};
use crate::ptn::{Item, TalonTake, Term};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use eval::{Eval, EventInfo, Game, R, RtErr, Tables, TrickRec};
use std::borrow::Cow;
use std::sync::Arc;

/// Evaluates a constant expression (no game): parameters, groups, contract
/// fields, variables' first values. `fns` are the spec's functions by id
/// ([`crate::lang::check::fns_by_id`]).
pub fn eval_const(ex: &Ex, fns: &[FnDef], deck: CardSet) -> R<Value> {
    // Each constant has a step budget of its own.
    eval::reset_budget();
    let ev = Eval {
        t: Tables {
            fns,
            contracts: &[],
            anns: &[],
            deck,
        },
        game: None,
        globals: &[],
        event: EventInfo::default(),
        said: None,
    };
    ev.eval(ex, &mut vec![Value::None; 16])
}

/// An engine driven by a compiled spec.
#[derive(Clone)]
pub struct Interp {
    prog: Arc<Program>,
}

impl Interp {
    pub fn new(prog: Program) -> Interp {
        Interp {
            prog: Arc::new(prog),
        }
    }

    pub fn program(&self) -> &Program {
        &self.prog
    }
}

/// A game run by the interpreter.
#[derive(Clone)]
pub struct IState {
    prog: Arc<Program>,
    game: Game,
    globals: Vec<Value>,
    unchecked: Vec<String>,
    /// The seat whose last word was void (its line end is then passed to
    /// the spec as `after_void`).
    void_seat: Option<Seat>,
    /// The section of that void word: the end of its line is a candidate
    /// event, whoever is to act (PTN closes every line it opens).
    void_section: Option<Section>,
    /// The word of the `say` event being handled (`said`).
    said: Option<Arc<Term>>,
    /// The section of the last word said (the section of a line the
    /// `open_line` hook keeps open).
    last_section: Option<Section>,
    /// The state is a copy made to check an event (`checking`).
    checking: bool,
}

/// A change the current event made, to undo if the event is void.
enum Undo {
    Global(u16, Value),
    Hand(usize, CardSet),
    Bindings(usize, u32),
    Phase(PhaseName),
    Turn(Seat),
    Unchecked(usize),
}

/// How a handler ended.
enum Flow {
    Done,
    Return,
    Ignore,
    Abort(Violation),
}

/// Running one event: the journal and the violation that stands.
struct Run {
    journal: Vec<Undo>,
    stands: Option<Violation>,
    /// Violations that stand after the first (reported by `on start`,
    /// where a deal can break several rules at once).
    more: Vec<Violation>,
    /// Stages of narrowed sets: (local slot, rule, the set after it).
    stages: Vec<(u16, u16, CardSet)>,
    items: Vec<ScoreItem>,
    notes: Vec<String>,
    /// A spec's own violation stopped the run (`fail … stop`): in
    /// `settle`, the game cannot be settled.
    spec_stop: bool,
}

impl Run {
    fn new() -> Run {
        Run {
            journal: Vec::new(),
            stands: None,
            more: Vec::new(),
            stages: Vec::new(),
            items: Vec::new(),
            notes: Vec::new(),
            spec_stop: false,
        }
    }
}

impl engine::Engine for Interp {
    fn variant(&self) -> &str {
        &self.prog.variant
    }

    fn deck(&self) -> CardSet {
        self.prog.deck
    }

    fn layout(&self) -> Layout {
        Layout {
            hand: self.prog.hand,
            talon: self.prog.talon.clone(),
        }
    }

    fn rules(&self) -> Vec<Rule> {
        self.prog.rules.iter().map(rule_of).collect()
    }

    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        eval::reset_budget();
        let mut st = IState::new(self.prog.clone(), deal);
        let mut violations = Vec::new();
        if let Some(body) = &self.prog.handlers.start {
            let mut run = Run::new();
            let mut locals = vec![Value::None; body.locals];
            let flow = st.exec_block(
                &body.stmts,
                &mut locals,
                &mut run,
                EventInfo {
                    speaker: None,
                    after_void: false,
                    phase: None,
                    checking: false,
                    in_void_line: false,
                },
            );
            if let Some(v) = run.stands.take() {
                violations.push(v);
            }
            violations.append(&mut run.more);
            if let Flow::Abort(v) = flow {
                violations.push(v);
            }
        }
        if violations.is_empty() {
            Ok(Box::new(st))
        } else {
            Err(violations)
        }
    }

    fn deal(&self, rng: &mut Rng) -> Deal {
        // One step budget for all the tries of a deal.
        eval::reset_budget();
        let prog = &self.prog;
        for _ in 0..10_000 {
            let mut hands = BySeat([CardSet::EMPTY; 4]);
            let mut rest: CardSet = prog.deck;
            if let Some(f) = prog.hooks.preset {
                for s in Seat::ALL {
                    let probe = IState::new(
                        self.prog.clone(),
                        &Deal {
                            hands,
                            talon: Vec::new(),
                            reconstructed: false,
                        },
                    );
                    if let Ok(Value::Cards(cs)) = probe.call(f, vec![Value::Seat(s)]) {
                        hands[s] |= cs & rest;
                        rest -= cs;
                    }
                }
            }
            let mut pack: Vec<Card> = rest.iter().collect();
            rng.shuffle(&mut pack);
            let mut it = pack.into_iter();
            for s in Seat::ALL {
                while hands[s].len() < prog.hand {
                    match it.next() {
                        Some(c) => {
                            hands[s].insert(c);
                        }
                        None => break,
                    }
                }
            }
            let talon: Vec<CardSet> = prog
                .talon
                .iter()
                .map(|&n| it.by_ref().take(n).collect())
                .collect();
            let deal = Deal {
                hands,
                talon,
                reconstructed: false,
            };
            if let Some(f) = prog.hooks.redeal {
                let probe = IState::new(self.prog.clone(), &deal);
                if let Ok(Value::Bool(true)) = probe.call(f, Vec::new()) {
                    continue;
                }
            }
            return deal;
        }
        // Ten thousand redeals: the spec's redeal rule throws every hand in.
        Deal {
            hands: BySeat([CardSet::EMPTY; 4]),
            talon: Vec::new(),
            reconstructed: false,
        }
    }

    fn match_result(&self, games: &[MatchGame]) -> Option<MatchResult> {
        let (n, ex) = self.prog.match_rule.as_ref()?;
        eval::reset_budget();
        let mut players: Vec<(String, i64, i64)> = Vec::new();
        for g in games {
            for (i, name) in g.players.iter().enumerate().take(4) {
                let score = g.scores.0[i];
                match players.iter_mut().find(|p| &p.0 == name) {
                    Some(p) => {
                        // A total past the integers is no total (see below).
                        p.1 = p.1.checked_add(score).unwrap_or(i64::MIN);
                        p.2 += 1;
                    }
                    None => players.push((name.clone(), score, 1)),
                }
            }
        }
        let st = IState::new(
            self.prog.clone(),
            &Deal {
                hands: BySeat([CardSet::EMPTY; 4]),
                talon: Vec::new(),
                reconstructed: false,
            },
        );
        let mut out = Vec::new();
        let mut notes = Vec::new();
        for (name, total, count) in players {
            if total == i64::MIN {
                notes.push(format!(
                    "{name}'s total overflows the integers; the match cannot be scored for {name}"
                ));
                continue;
            }
            if count != *n {
                notes.push(format!("{name} played {count} of the match's {n} games"));
            }
            let ev = st.eval_ctx(EventInfo::default());
            let v = ev
                .eval(
                    ex,
                    &mut vec![
                        Value::Int(total),
                        Value::Int(count),
                        Value::None,
                        Value::None,
                    ],
                )
                .ok()?;
            out.push((name, v.int()?));
        }
        Some(MatchResult {
            players: out,
            notes,
        })
    }
}

fn rule_of(r: &RuleDef) -> Rule {
    Rule {
        id: Cow::Owned(r.id.clone()),
        source: Cow::Owned(r.source.clone().unwrap_or_else(|| r.text.clone())),
    }
}

fn section_phase(s: Section) -> PhaseName {
    match s {
        Section::Auction => PhaseName::Auction,
        Section::Call => PhaseName::Call,
        Section::Announce => PhaseName::Announce,
    }
}

fn section_index(s: Section) -> usize {
    match s {
        Section::Auction => 0,
        Section::Call => 1,
        Section::Announce => 2,
    }
}

impl IState {
    fn new(prog: Arc<Program>, deal: &Deal) -> IState {
        let game = Game {
            hands: deal.hands.0,
            dealt: deal.hands.0,
            talon: deal.talon.clone(),
            reconstructed: deal.reconstructed,
            tricks: Vec::with_capacity(prog.hand),
            current: Vec::with_capacity(4),
            taken: [CardSet::EMPTY; 4],
            won: [0; 4],
            bindings: Vec::new(),
            bind_counter: 0,
            phase: PhaseName::Auction,
            turn: Seat::ALL[0],
        };
        let mut st = IState {
            prog: prog.clone(),
            game,
            globals: Vec::new(),
            unchecked: Vec::new(),
            void_seat: None,
            void_section: None,
            said: None,
            last_section: None,
            checking: false,
        };
        let mut globals = Vec::with_capacity(prog.globals.len());
        let mut scratch = vec![Value::None; 8];
        for g in &prog.globals {
            let v = st
                .eval_ctx(EventInfo::default())
                .eval(&g.init, &mut scratch)
                .unwrap_or_default();
            globals.push(v);
        }
        st.globals = globals;
        st
    }

    fn eval_ctx(&self, event: EventInfo) -> Eval<'_> {
        Eval {
            t: Tables {
                fns: &self.prog.fns,
                contracts: &self.prog.contracts,
                anns: &self.prog.anns,
                deck: self.prog.deck,
            },
            game: Some(&self.game),
            globals: &self.globals,
            event,
            said: self.said.as_deref(),
        }
    }

    fn call(&self, f: u16, args: Vec<Value>) -> R<Value> {
        let Some(def) = self.prog.fns.get(f as usize) else {
            return Ok(Value::None);
        };
        let mut frame = args;
        frame.resize(def.locals.max(frame.len()), Value::None);
        self.eval_ctx(EventInfo::default())
            .eval(&def.body, &mut frame)
    }

    fn rt_violation(&self, e: &RtErr, seat: Option<Seat>) -> Violation {
        let (line, col, _) = self.prog.sources.locate(e.span);
        let file = self.prog.sources.name(e.span).to_string();
        Violation {
            kind: Kind::Incomplete,
            rule: Rule {
                id: Cow::Owned(format!("{}.spec.error", self.prog.variant)),
                source: Cow::Owned(format!("the spec {file}:{line}:{col}")),
            },
            seat,
            message: format!(
                "the spec could not decide ({file}:{line}:{col}: {e}); the game cannot be checked further"
            ),
            then: Then::Stop,
        }
    }

    // ---- statements -----------------------------------------------------

    fn exec_block(
        &mut self,
        stmts: &[St],
        locals: &mut Vec<Value>,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        for s in stmts {
            match self.exec(s, locals, run, ev) {
                Flow::Done => {}
                other => return other,
            }
        }
        Flow::Done
    }

    fn exec(&mut self, s: &St, locals: &mut Vec<Value>, run: &mut Run, ev: EventInfo) -> Flow {
        macro_rules! val {
            ($e:expr) => {
                match self.eval_ctx(ev).eval($e, locals) {
                    Ok(v) => v,
                    Err(e) => return Flow::Abort(self.rt_violation(&e, ev.speaker)),
                }
            };
        }
        match s {
            St::Require { cond, violation } => {
                let ok = val!(cond);
                if matches!(ok, Value::Bool(true)) {
                    return Flow::Done;
                }
                self.violate(violation, locals, run, ev)
            }
            St::Fail(v) => self.violate(v, locals, run, ev),
            St::Narrow { slot, to, rule } => {
                let to = match val!(to) {
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
            St::Let { slot, value } => {
                let v = val!(value);
                set_local(locals, *slot, v);
                Flow::Done
            }
            St::Set { place, value } => {
                let v = val!(value);
                self.assign(place, v, locals, run, ev)
            }
            St::Add {
                place,
                value,
                op,
                span,
            }
            | St::Remove {
                place,
                value,
                op,
                span,
            } => {
                let v = val!(value);
                let old = match self.read_place(place, locals, ev) {
                    Ok(o) => o,
                    Err(e) => return Flow::Abort(self.rt_violation(&e, ev.speaker)),
                };
                let new = match eval::binop(*op, old, v, *span) {
                    Ok(n) => n,
                    Err(e) => return Flow::Abort(self.rt_violation(&e, ev.speaker)),
                };
                self.assign(place, new, locals, run, ev)
            }
            St::If {
                cond,
                then,
                otherwise,
            } => {
                if matches!(val!(cond), Value::Bool(true)) {
                    self.exec_block(then, locals, run, ev)
                } else {
                    self.exec_block(otherwise, locals, run, ev)
                }
            }
            St::For {
                slot,
                over,
                body,
                span,
            } => {
                let items: Vec<Value> = match val!(over) {
                    Value::Cards(cs) => cs.iter().map(Value::Card).collect(),
                    Value::Seats(m) => Value::seats_iter(m).map(Value::Seat).collect(),
                    Value::List(v) => v.as_ref().clone(),
                    other => {
                        return Flow::Abort(self.rt_violation(
                            &RtErr {
                                span: *span,
                                message: format!("cannot go through {}", eval::brief(&other)),
                            },
                            ev.speaker,
                        ));
                    }
                };
                // A step per item, charged at once.
                if let Err(e) = eval::charge(items.len() as u64, *span) {
                    return Flow::Abort(self.rt_violation(&e, ev.speaker));
                }
                for item in items {
                    set_local(locals, *slot, item);
                    match self.exec_block(body, locals, run, ev) {
                        Flow::Done => {}
                        other => return other,
                    }
                }
                Flow::Done
            }
            St::Goto(p) => {
                run.journal.push(Undo::Phase(self.game.phase));
                self.game.phase = *p;
                Flow::Done
            }
            St::Turn(e) => {
                let s = val!(e);
                if let Value::Seat(s) = s {
                    run.journal.push(Undo::Turn(self.game.turn));
                    self.game.turn = s;
                }
                Flow::Done
            }
            St::Bind { card, trick } => {
                let c = val!(card);
                let t = val!(trick);
                if let (Value::Card(c), Value::Int(t)) = (c, t) {
                    run.journal.push(Undo::Bindings(
                        self.game.bindings.len(),
                        self.game.bind_counter,
                    ));
                    self.game.bind_counter += 1;
                    self.game.bindings.push((c, t, self.game.bind_counter));
                }
                Flow::Done
            }
            St::Pay {
                item,
                side,
                value,
                times,
                points,
                announced,
                won,
            } => {
                let item = val!(item);
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
                let side = match val!(side) {
                    Value::Seats(m) => Value::seats_iter(m).collect(),
                    _ => Vec::new(),
                };
                let value = val!(value).int().unwrap_or(0);
                let times = match times {
                    Some(t) => val!(t).int().unwrap_or(1),
                    None => 1,
                };
                let points = match val!(points) {
                    Value::Scores(p) => *p,
                    _ => [0; 4],
                };
                let announced = val!(announced) == Value::Bool(true);
                let won = val!(won) == Value::Bool(true);
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
            St::Note(e) => {
                let v = val!(e);
                let text = self.eval_ctx(ev).show(&v);
                run.notes.push(text);
                Flow::Done
            }
            St::Unchecked(e) => {
                let v = val!(e);
                let text = self.eval_ctx(ev).show(&v);
                run.journal.push(Undo::Unchecked(self.unchecked.len()));
                self.unchecked.push(text);
                Flow::Done
            }
            St::Ignore => Flow::Ignore,
            St::Return => Flow::Return,
            St::Do { action, args, span } => {
                let prog = self.prog.clone();
                let Some(body) = prog.actions.get(*action as usize) else {
                    return Flow::Done;
                };
                if let Err(e) = eval::enter(*span) {
                    return Flow::Abort(self.rt_violation(&e, ev.speaker));
                }
                let mut frame = Vec::with_capacity(body.locals.max(args.len()));
                for a in args {
                    frame.push(val!(a));
                }
                frame.resize(body.locals.max(frame.len()), Value::None);
                match self.exec_block(&body.stmts, &mut frame, run, ev) {
                    Flow::Done | Flow::Return => Flow::Done,
                    other => other,
                }
            }
        }
    }

    fn read_place(&self, p: &PlaceIr, locals: &mut Vec<Value>, ev: EventInfo) -> R<Value> {
        Ok(match p {
            PlaceIr::Global(g) => self.globals.get(*g as usize).cloned().unwrap_or_default(),
            PlaceIr::Local(l) => locals.get(*l as usize).cloned().unwrap_or_default(),
            PlaceIr::Hand(s) => {
                let seat = self.eval_ctx(ev).eval(s, locals)?;
                match seat {
                    Value::Seat(s) => Value::Cards(self.game.hands[s.index()]),
                    _ => Value::None,
                }
            }
            PlaceIr::GlobalAt(g, i) => {
                let ix = self.eval_ctx(ev).eval(i, locals)?;
                let base = self.globals.get(*g as usize).cloned().unwrap_or_default();
                eval::index(&base, &ix, Default::default())?
            }
        })
    }

    fn assign(
        &mut self,
        p: &PlaceIr,
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
                let seat = match self.eval_ctx(ev).eval(s, locals) {
                    Ok(Value::Seat(s)) => s,
                    Ok(_) => return Flow::Done,
                    Err(e) => return Flow::Abort(self.rt_violation(&e, ev.speaker)),
                };
                if let Value::Cards(cs) = v {
                    run.journal
                        .push(Undo::Hand(seat.index(), self.game.hands[seat.index()]));
                    self.game.hands[seat.index()] = cs;
                }
            }
            PlaceIr::GlobalAt(g, i) => {
                let ix = match self.eval_ctx(ev).eval(i, locals) {
                    Ok(x) => x,
                    Err(e) => return Flow::Abort(self.rt_violation(&e, ev.speaker)),
                };
                let gi = *g as usize;
                let Some(old) = self.globals.get(gi).cloned() else {
                    return Flow::Done;
                };
                let new = match (&old, &ix) {
                    (Value::List(items), _) => {
                        let k = match ix {
                            Value::Int(n) => usize::try_from(n - 1).ok(),
                            Value::Seat(s) => Some(s.index()),
                            _ => None,
                        };
                        let mut items = items.as_ref().clone();
                        match k.and_then(|k| items.get_mut(k)) {
                            Some(slot) => *slot = v,
                            None => {
                                return Flow::Abort(self.rt_violation(
                                    &RtErr {
                                        span: Default::default(),
                                        message: format!("no element {ix} to set"),
                                    },
                                    ev.speaker,
                                ));
                            }
                        }
                        Value::List(Arc::new(items))
                    }
                    (Value::Scores(a), Value::Seat(s)) => {
                        let mut a = a.clone();
                        a[s.index()] = v.int().unwrap_or(0);
                        Value::Scores(a)
                    }
                    _ => return Flow::Done,
                };
                run.journal.push(Undo::Global(*g, old));
                self.globals[gi] = new;
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
                    .eval(card, locals)
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
            Some(b) => self
                .eval_ctx(ev)
                .eval(b, locals)
                .ok()
                .and_then(|s| s.seat()),
            None => ev.speaker,
        };
        let rule = rule_id.and_then(|r| self.prog.rules.get(r as usize));
        let message = match &v.message {
            Some(m) => match self.eval_ctx(ev).eval(m, locals) {
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
            _ => Flow::Abort(violation),
        }
    }

    fn undo(&mut self, journal: Vec<Undo>) {
        for u in journal.into_iter().rev() {
            match u {
                Undo::Global(g, v) => {
                    if let Some(slot) = self.globals.get_mut(g as usize) {
                        *slot = v;
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
    /// The locals are allocated once, at their final size (a bound value
    /// in a vector of its own cost a second allocation per event).
    fn run_body(&mut self, body: &Body, binds: &[Value], run: &mut Run, ev: EventInfo) -> Flow {
        let n = body.locals.max(binds.len());
        let mut locals = Vec::with_capacity(n);
        locals.extend_from_slice(binds);
        locals.resize(n, Value::None);
        self.exec_block(&body.stmts, &mut locals, run, ev)
    }

    /// The handler for a said term, and the values its pattern binds.
    fn match_say(&self, section: Section, term: &Term) -> Option<(usize, Vec<Value>)> {
        let handlers = &self.prog.handlers.say[section_index(section)];
        let ev = self.eval_ctx(EventInfo::default());
        for (i, h) in handlers.iter().enumerate() {
            let binds = match &h.pattern {
                WordPat::Term => Some(vec![Value::Term(Arc::new(term.clone()))]),
                WordPat::Contract => ev.contract_of(term).map(|v| vec![v]),
                WordPat::Announcement => ev.ann_of(term).map(|v| vec![v]),
                WordPat::Card => term
                    .card()
                    .filter(|c| self.prog.deck.contains(*c))
                    .map(|c| vec![Value::Card(c)]),
                WordPat::Suit => match term {
                    Term::Suit(s) => Some(vec![Value::Suit(*s)]),
                    _ => None,
                },
                WordPat::Int => match term {
                    Term::Int(n) => Some(vec![Value::Int(*n)]),
                    _ => None,
                },
                WordPat::Named { word, params } => match term {
                    Term::Item(item)
                        if item.name.as_str() == word && item.args.len() == params.len() =>
                    {
                        let mut out = Vec::with_capacity(params.len());
                        let mut ok = true;
                        for (arg, p) in item.args.iter().zip(params) {
                            let v = match (p, arg) {
                                (ParamPat::Card, Term::Card(c)) if self.prog.deck.contains(*c) => {
                                    Some(Value::Card(*c))
                                }
                                (ParamPat::Suit, Term::Suit(s)) => Some(Value::Suit(*s)),
                                (ParamPat::Int(lo, hi), Term::Int(n)) if lo <= n && n <= hi => {
                                    Some(Value::Int(*n))
                                }
                                (ParamPat::Contract, t) => ev.contract_of(t),
                                (ParamPat::Announcement, t) => ev.ann_of(t),
                                (ParamPat::Term, t) => Some(Value::Term(Arc::new(t.clone()))),
                                _ => None,
                            };
                            match v {
                                Some(v) => out.push(v),
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        ok.then_some(out)
                    }
                    _ => None,
                },
            };
            if let Some(b) = binds {
                return Some((i, b));
            }
        }
        None
    }

    /// Applies an event; see the module documentation.
    fn step(&mut self, e: &Event) -> Result<(), Violation> {
        eval::reset_budget();
        let seat = e.seat();
        // A line end follows a void word of its line: same seat, same section.
        let after_void = match e {
            Event::EndTurn { section, .. } => {
                self.void_seat == Some(seat) && self.void_section == Some(*section)
            }
            _ => false,
        };
        // A word or line end of the same seat in the same section.
        let in_void_line = match e {
            Event::EndTurn { section, .. } | Event::Say { section, .. } => {
                self.void_seat == Some(seat) && self.void_section == Some(*section)
            }
            _ => false,
        };
        let void_before = (self.void_seat, self.void_section);
        self.void_seat = None;
        self.void_section = None;
        let (phase, said) = match e {
            Event::Say { section, term, .. } => (section_phase(*section), Some(term)),
            Event::EndTurn { section, .. } => (section_phase(*section), None),
            Event::Take { .. } | Event::Discard { .. } => (PhaseName::Talon, None),
            Event::Play { .. } => (PhaseName::Play, None),
        };
        self.said = said.map(|t| Arc::new(t.clone()));
        if let Event::Say { section, .. } = e {
            self.last_section = Some(*section);
        }
        let ev = EventInfo {
            speaker: Some(seat),
            after_void,
            phase: Some(phase),
            checking: self.checking,
            in_void_line,
        };
        let prog = self.prog.clone();
        let mut run = Run::new();
        let mut flow = Flow::Done;
        if let Some(before) = &prog.handlers.before {
            flow = self.run_body(before, &[], &mut run, ev);
        }
        if let Flow::Done | Flow::Return = flow {
            flow = match e {
                Event::Say { section, term, .. } => match self.match_say(*section, term) {
                    Some((i, binds)) => self.run_body(
                        &prog.handlers.say[section_index(*section)][i].body,
                        &binds,
                        &mut run,
                        ev,
                    ),
                    None => Flow::Abort(self.unhandled(e)),
                },
                Event::EndTurn { section, .. } => {
                    match &prog.handlers.end_turn[section_index(*section)] {
                        Some(b) => self.run_body(b, &[], &mut run, ev),
                        None => Flow::Abort(self.unhandled(e)),
                    }
                }
                Event::Take { take, .. } => match &prog.handlers.take {
                    Some(b) => self.run_body(b, &[Value::Take(*take)], &mut run, ev),
                    None => Flow::Abort(self.unhandled(e)),
                },
                Event::Discard { cards, .. } => match &prog.handlers.discard {
                    Some(b) => self.run_body(
                        b,
                        &[Value::List(Arc::new(
                            cards.iter().map(|c| Value::Card(*c)).collect(),
                        ))],
                        &mut run,
                        ev,
                    ),
                    None => Flow::Abort(self.unhandled(e)),
                },
                Event::Play { card, .. } => match &prog.handlers.play {
                    Some(b) => self.run_body(b, &[Value::Card(*card)], &mut run, ev),
                    None => Flow::Abort(self.unhandled(e)),
                },
            };
        }
        match flow {
            Flow::Abort(v) => {
                self.undo(run.journal);
                if let Event::Say { section, .. } = e
                    && v.then == Then::Skipped
                {
                    self.void_seat = Some(seat);
                    self.void_section = Some(*section);
                }
                Err(v)
            }
            Flow::Ignore => {
                self.undo(run.journal);
                // A word passed over leaves its line as it was: a void
                // line stays open, and its end is still `after_void`.
                if let Event::Say { .. } = e {
                    (self.void_seat, self.void_section) = void_before;
                }
                Ok(())
            }
            Flow::Done | Flow::Return => {
                if let Event::Play { seat, card } = e {
                    self.play_card(*seat, *card)?;
                }
                match run.stands {
                    Some(v) => Err(v),
                    None => Ok(()),
                }
            }
        }
    }

    fn unhandled(&self, e: &Event) -> Violation {
        Violation {
            kind: Kind::Incomplete,
            rule: Rule {
                id: Cow::Owned(format!("{}.spec.unhandled", self.prog.variant)),
                source: Cow::Borrowed(""),
            },
            seat: Some(e.seat()),
            message: format!("the spec has no rule for `{e}`; the game cannot be checked further"),
            then: Then::Stop,
        }
    }

    /// A played card goes from the hand to the trick; a full trick to its
    /// winner, and then `on trick` runs.
    fn play_card(&mut self, seat: Seat, card: Card) -> Result<(), Violation> {
        self.game.hands[seat.index()].remove(card);
        self.game.current.push((seat, card));
        if self.game.current.len() < 4 {
            return Ok(());
        }
        let plays: Vec<Value> = self
            .game
            .current
            .iter()
            .map(|(s, c)| Value::Play(*s, *c))
            .collect();
        let winner = match self.prog.hooks.trick_winner {
            Some(f) => match self.call(f, vec![Value::List(Arc::new(plays))]) {
                Ok(Value::Seat(s)) => s,
                Ok(other) => {
                    return Err(self.rt_violation(
                        &RtErr {
                            span: Default::default(),
                            message: format!("`trick_winner` gave {other}, not a seat"),
                        },
                        Some(seat),
                    ));
                }
                Err(e) => return Err(self.rt_violation(&e, Some(seat))),
            },
            None => self.game.current[0].0,
        };
        let mut arr = [(seat, card); 4];
        arr.copy_from_slice(&self.game.current[..4]);
        let rec = TrickRec {
            leader: arr[0].0,
            winner,
            plays: arr,
        };
        self.game.taken[winner.index()] |= rec.cards();
        self.game.won[winner.index()] += 1;
        self.game.tricks.push(rec);
        self.game.current.clear();
        let prog = self.prog.clone();
        if let Some(body) = &prog.handlers.trick {
            let mut run = Run::new();
            let ev = EventInfo {
                speaker: Some(winner),
                after_void: false,
                phase: Some(PhaseName::Play),
                checking: self.checking,
                in_void_line: false,
            };
            if let Flow::Abort(v) = self.run_body(body, &[], &mut run, ev) {
                return Err(v);
            }
        }
        Ok(())
    }

    /// The events to try for `legal()`: every word the section's handlers
    /// match, the line end, the talon actions, the cards in hand — of the
    /// seat to act.
    fn candidates(&self) -> Vec<Event> {
        let mut out = Vec::new();
        // The end of the line of a void word, whoever said it.
        if let (Some(seat), Some(section)) = (self.void_seat, self.void_section) {
            out.push(Event::EndTurn { section, seat });
            // The words that may go on that line, out of turn too (a spec
            // may pass a word over there), and after the section's phase
            // (a void word that the phase was over for, then the word that
            // closes the line: the words of the phase being played below
            // are another section's, or none in the play).
            let phase_section = match self.game.phase {
                PhaseName::Auction => Some(Section::Auction),
                PhaseName::Call => Some(Section::Call),
                PhaseName::Announce => Some(Section::Announce),
                _ => None,
            };
            if self.to_act_seat() != Some(seat) || phase_section != Some(section) {
                for term in self.words(section) {
                    out.push(Event::Say {
                        section,
                        seat,
                        term,
                    });
                }
            }
        }
        // The end of a line the spec keeps open while another seat acts.
        if let Some(f) = self.prog.hooks.open_line
            && let Ok(Value::Seat(seat)) = self.call(f, Vec::new())
        {
            let section = self.last_section.unwrap_or(Section::Auction);
            out.push(Event::EndTurn { section, seat });
        }
        let Some(to_act) = self.to_act_seat() else {
            return out;
        };
        // The seats whose words and talon actions are tried: the seat to
        // act, and every other where the spec takes lines as written by
        // whoever wrote them (`any_seat`).
        let mut speakers = vec![to_act];
        if let Some(f) = self.prog.hooks.any_seat
            && let Ok(Value::Bool(true)) = self.call(f, Vec::new())
        {
            speakers.extend(Seat::ALL.into_iter().filter(|s| *s != to_act));
        }
        let seat = to_act;
        match self.game.phase {
            PhaseName::Auction | PhaseName::Call | PhaseName::Announce => {
                let section = match self.game.phase {
                    PhaseName::Auction => Section::Auction,
                    PhaseName::Call => Section::Call,
                    _ => Section::Announce,
                };
                for &seat in &speakers {
                    for term in self.words(section) {
                        out.push(Event::Say {
                            section,
                            seat,
                            term,
                        });
                    }
                    out.push(Event::EndTurn { section, seat });
                    // Words said in another section at this point (a spec
                    // may let a word of the next section replace this
                    // one's end).
                    for other in [Section::Auction, Section::Call, Section::Announce] {
                        if other != section
                            && !self.prog.handlers.say[section_index(other)].is_empty()
                        {
                            for term in self.words(other) {
                                out.push(Event::Say {
                                    section: other,
                                    seat,
                                    term,
                                });
                            }
                        }
                    }
                }
            }
            PhaseName::Talon => {
                for &seat in &speakers {
                    for n in 1..=self.prog.talon.len().max(1) {
                        out.push(Event::Take {
                            seat,
                            take: TalonTake::Half(n as u8),
                        });
                    }
                    out.push(Event::Take {
                        seat,
                        take: TalonTake::All,
                    });
                    out.push(Event::Take {
                        seat,
                        take: TalonTake::None,
                    });
                    let hand: Vec<Card> = self.game.hands[seat.index()].iter().collect();
                    let mut sizes: Vec<usize> = self.prog.talon.clone();
                    sizes.push(self.prog.talon.iter().sum());
                    sizes.sort_unstable();
                    sizes.dedup();
                    for k in sizes.into_iter().filter(|k| *k > 0 && *k <= hand.len()) {
                        combinations(&hand, k, &mut |cs| {
                            out.push(Event::Discard {
                                seat,
                                cards: cs.to_vec(),
                            })
                        });
                    }
                    for other in [Section::Announce, Section::Call, Section::Auction] {
                        for term in self.words(other) {
                            out.push(Event::Say {
                                section: other,
                                seat,
                                term,
                            });
                        }
                    }
                }
            }
            PhaseName::Play => {
                for c in self.game.hands[seat.index()] {
                    out.push(Event::Play { seat, card: c });
                }
                // A lead by another seat (a spec may accept any lead, as
                // after a gap in the record that hides who leads).
                if self.game.current.is_empty() {
                    for other in Seat::ALL.into_iter().filter(|s| *s != seat) {
                        for c in self.game.hands[other.index()] {
                            out.push(Event::Play {
                                seat: other,
                                card: c,
                            });
                        }
                    }
                }
            }
            PhaseName::Done => {}
        }
        out
    }

    fn to_act_seat(&self) -> Option<Seat> {
        (self.game.phase != PhaseName::Done).then_some(self.game.turn)
    }

    /// Every term a section's handlers would match (arguments from their
    /// declared domains).
    fn words(&self, section: Section) -> Vec<Term> {
        let mut out: Vec<Term> = Vec::new();
        let deck: Vec<Card> = self.word_cards().iter().collect();
        let ann_terms = self.ann_terms();
        let contract_terms: Vec<Term> = self
            .prog
            .contracts
            .iter()
            .map(|c| Term::Item(Item::new(c.name.as_str(), Vec::new())))
            .collect();
        let literal_words: Vec<Term> = self
            .prog
            .handlers
            .say
            .iter()
            .flatten()
            .filter_map(|h| match &h.pattern {
                WordPat::Named { word, params } if params.is_empty() => {
                    Some(Term::Item(Item::new(word.as_str(), Vec::new())))
                }
                _ => None,
            })
            .collect();
        for h in &self.prog.handlers.say[section_index(section)] {
            match &h.pattern {
                WordPat::Contract => out.extend(contract_terms.iter().cloned()),
                WordPat::Announcement => out.extend(ann_terms.iter().cloned()),
                WordPat::Card => out.extend(deck.iter().map(|c| Term::Card(*c))),
                WordPat::Suit => out.extend(crate::cards::Suit::ALL.iter().map(|s| Term::Suit(*s))),
                WordPat::Int | WordPat::Term => {}
                WordPat::Named { word, params } => {
                    let domains: Vec<Vec<Term>> = params
                        .iter()
                        .map(|p| match p {
                            ParamPat::Card => deck.iter().map(|c| Term::Card(*c)).collect(),
                            ParamPat::Suit => crate::cards::Suit::ALL
                                .iter()
                                .map(|s| Term::Suit(*s))
                                .collect(),
                            ParamPat::Int(lo, hi)
                                if i128::from(*hi) - i128::from(*lo) < MAX_CANDIDATES as i128 =>
                            {
                                (*lo..=*hi).map(Term::Int).collect()
                            }
                            ParamPat::Int(..) => Vec::new(),
                            ParamPat::Contract => contract_terms.clone(),
                            ParamPat::Announcement => ann_terms.clone(),
                            ParamPat::Term => {
                                let mut v = literal_words.clone();
                                v.extend(contract_terms.iter().cloned());
                                v.extend(ann_terms.iter().cloned());
                                v
                            }
                        })
                        .collect();
                    if !within_candidates(&domains, out.len()) {
                        continue;
                    }
                    product(&domains, &mut Vec::new(), &mut |args| {
                        out.push(Term::Item(Item::new(word.as_str(), args.to_vec())))
                    });
                }
            }
        }
        out
    }

    /// The cards tried for a word's card argument: the `word_cards` hook's,
    /// else the deck.
    fn word_cards(&self) -> CardSet {
        match self.prog.hooks.word_cards.map(|f| self.call(f, Vec::new())) {
            Some(Ok(Value::Cards(cs))) => cs & self.prog.deck,
            _ => self.prog.deck,
        }
    }

    /// Every announcement with every argument its parameters allow.
    fn ann_terms(&self) -> Vec<Term> {
        let mut out = Vec::new();
        let deck: Vec<Card> = self.word_cards().iter().collect();
        for a in &self.prog.anns {
            let domains: Vec<Vec<Term>> = a
                .params
                .iter()
                .map(|(_, t)| match t.base() {
                    crate::lang::types::Ty::Card => deck.iter().map(|c| Term::Card(*c)).collect(),
                    crate::lang::types::Ty::Suit => crate::cards::Suit::ALL
                        .iter()
                        .map(|s| Term::Suit(*s))
                        .collect(),
                    _ => Vec::new(),
                })
                .collect();
            if !within_candidates(&domains, out.len()) {
                continue;
            }
            product(&domains, &mut Vec::new(), &mut |args| {
                out.push(Term::Item(Item::new(a.name.as_str(), args.to_vec())))
            });
        }
        out
    }
}

/// The most words with arguments tried for the legal events of one
/// section (the checker refuses a pattern it can count past
/// `lang::check::MAX_WORD_CANDIDATES`; this bounds what only a
/// `word_cards` hook decides). A pattern that would pass it is not tried.
pub const MAX_CANDIDATES: usize = 100_000;

/// Whether every combination of `domains` fits beside `have` candidates.
fn within_candidates(domains: &[Vec<Term>], have: usize) -> bool {
    domains
        .iter()
        .try_fold(1usize, |n, d| n.checked_mul(d.len()))
        .and_then(|n| n.checked_add(have))
        .is_some_and(|n| n <= MAX_CANDIDATES)
}

fn set_local(locals: &mut Vec<Value>, slot: u16, v: Value) {
    let s = slot as usize;
    if locals.len() <= s {
        locals.resize(s + 1, Value::None);
    }
    locals[s] = v;
}

/// Every choice of `k` of the items.
fn combinations(items: &[Card], k: usize, f: &mut dyn FnMut(&[Card])) {
    fn go(items: &[Card], k: usize, start: usize, cur: &mut Vec<Card>, f: &mut dyn FnMut(&[Card])) {
        if cur.len() == k {
            f(cur);
            return;
        }
        for i in start..items.len() {
            if items.len() - i < k - cur.len() {
                break;
            }
            cur.push(items[i]);
            go(items, k, i + 1, cur, f);
            cur.pop();
        }
    }
    go(items, k, 0, &mut Vec::new(), f);
}

/// Every combination of one term from each domain.
fn product(domains: &[Vec<Term>], cur: &mut Vec<Term>, f: &mut dyn FnMut(&[Term])) {
    match domains.split_first() {
        None => f(cur),
        Some((first, rest)) => {
            for t in first {
                cur.push(t.clone());
                product(rest, cur, f);
                cur.pop();
            }
        }
    }
}

impl State for IState {
    fn phase(&self) -> Phase {
        match self.game.phase {
            PhaseName::Auction => Phase::Auction,
            PhaseName::Call => Phase::Call,
            PhaseName::Talon => Phase::Talon,
            PhaseName::Announce => Phase::Announce,
            PhaseName::Play => Phase::Play,
            PhaseName::Done => Phase::Done,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        self.to_act_seat()
    }

    fn legal(&self) -> Vec<Event> {
        let _budget = eval::BudgetScope::new(eval::LEGAL_BUDGETS);
        let mut out: Vec<Event> = Vec::new();
        for e in self.candidates() {
            if !out.contains(&e) && self.check(&e).is_ok() {
                out.push(e);
            }
        }
        out
    }

    fn check(&self, event: &Event) -> Result<(), Violation> {
        let mut s = self.clone();
        s.checking = true;
        s.step(event)
    }

    fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        self.step(event)
    }

    fn settle(&self) -> Option<Settlement> {
        if self.game.phase != PhaseName::Done {
            return None;
        }
        let mut s = self.clone();
        s.said = None;
        eval::reset_budget();
        let mut run = Run::new();
        let mut locals = Vec::new();
        let prog = self.prog.clone();
        let stmts = &prog.settle;
        if let Flow::Abort(v) = s.exec_block(stmts, &mut locals, &mut run, EventInfo::default()) {
            // `fail … stop` in `settle`: what the settlement needs is not
            // known (a gap in the record), so there is none.
            if run.spec_stop {
                return None;
            }
            run.notes.push(format!(
                "the settlement could not be completed: {}",
                v.message
            ));
        }
        let mut scores = [0i64; 4];
        for item in &run.items {
            let mut sum = scores;
            for (total, p) in sum.iter_mut().zip(item.points.0) {
                *total = total.checked_add(p).unwrap_or(i64::MIN);
            }
            if sum.contains(&i64::MIN) {
                // Never a wrapped score: the lines that fit, and a note.
                run.notes.push(format!(
                    "the settlement could not be completed: the points of `{}` overflow the integers",
                    item.item
                ));
                break;
            }
            scores = sum;
        }
        Some(Settlement {
            scores: BySeat(scores),
            items: run.items,
            notes: run.notes,
        })
    }

    /// The spec's pass word of the section being played (`pass SECTION:
    /// WORD, … [if COND]`), for the seat to act, where its condition holds:
    /// of several words, the first the spec accepts from that seat now,
    /// else the first.
    fn pass(&self) -> Option<(Section, Term)> {
        let section = match self.game.phase {
            PhaseName::Auction => Section::Auction,
            PhaseName::Call => Section::Call,
            PhaseName::Announce => Section::Announce,
            _ => return None,
        };
        let seat = self.to_act_seat()?;
        let def = self.prog.pass[section_index(section)].as_ref()?;
        if let Some(when) = &def.when {
            let ev = EventInfo {
                speaker: Some(seat),
                ..EventInfo::default()
            };
            let mut locals = vec![Value::None; def.locals.max(1)];
            if !matches!(
                self.eval_ctx(ev).eval(when, &mut locals),
                Ok(Value::Bool(true))
            ) {
                return None;
            }
        }
        let term = |w: &String| Term::Item(Item::new(w.as_str(), Vec::new()));
        if let [word] = def.words.as_slice() {
            return Some((section, term(word)));
        }
        let accepted = def.words.iter().find(|w| {
            self.check(&Event::Say {
                section,
                seat,
                term: term(w),
            })
            .is_ok()
        });
        let word = accepted.or(def.words.first())?;
        Some((section, term(word)))
    }

    /// The spec's `on gap`: the record goes on with `event`, of a later
    /// phase than the current one (the handler's `event_phase`; `speaker`
    /// is its seat, `said` its word), which passes cannot reach. What the
    /// handler does stands; its violation is the gap's finding (a void or
    /// stopping one undoes what it did).
    fn gap(&mut self, event: &Event) -> Option<Violation> {
        let prog = self.prog.clone();
        let body = prog.handlers.gap.as_ref()?;
        let (phase, said) = match event {
            Event::Say { section, term, .. } => (section_phase(*section), Some(term)),
            Event::EndTurn { section, .. } => (section_phase(*section), None),
            Event::Take { .. } | Event::Discard { .. } => (PhaseName::Talon, None),
            Event::Play { .. } => (PhaseName::Play, None),
        };
        self.said = said.map(|t| Arc::new(t.clone()));
        let ev = EventInfo {
            speaker: Some(event.seat()),
            after_void: false,
            phase: Some(phase),
            checking: self.checking,
            in_void_line: false,
        };
        let mut run = Run::new();
        let flow = self.run_body(body, &[], &mut run, ev);
        self.said = None;
        match flow {
            Flow::Abort(v) => {
                self.undo(run.journal);
                Some(v)
            }
            Flow::Ignore => {
                self.undo(run.journal);
                None
            }
            Flow::Done | Flow::Return => run.stands,
        }
    }

    fn unchecked(&self) -> Vec<String> {
        eval::reset_budget();
        let mut v = self.unchecked.clone();
        // The spec's `not_checked` hook judges the record as a whole, at
        // its end (what a later event proves is not noted).
        if let Some(f) = self.prog.hooks.not_checked {
            match self.call(f, Vec::new()) {
                Ok(Value::List(items)) => v.extend(items.iter().map(|x| match x {
                    Value::Text(t) => t.to_string(),
                    other => other.to_string(),
                })),
                Ok(Value::None) => {}
                Ok(other) => v.push(other.to_string()),
                Err(e) => v.push(format!(
                    "the spec could not decide what was not checked: {e}"
                )),
            }
        }
        v
    }

    fn trick(&self) -> Option<u32> {
        (self.game.phase == PhaseName::Play).then_some(self.game.tricks.len() as u32 + 1)
    }

    fn hand(&self, seat: Seat) -> CardSet {
        self.game.hands[seat.index()]
    }

    fn trick_winners(&self) -> Vec<Seat> {
        self.game.tricks.iter().map(|t| t.winner).collect()
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}
