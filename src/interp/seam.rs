//! The engine seam: `Interp` as an `Engine`, `IState` as its `State`.

use super::*;
use std::collections::HashSet;

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
        let mut st = IState::new(self, deal);
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
                violations.push(*v);
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
                        self,
                        &Deal {
                            hands,
                            talon: Vec::new(),
                            reconstructed: false,
                        },
                    );
                    if let Ok(Value::Cards(cs)) = probe.call(f, [Value::Seat(s)]) {
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
                let probe = IState::new(self, &deal);
                if let Ok(Value::Bool(true)) = probe.call(f, []) {
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
            self,
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
        // The candidates and their judging share one budget.
        let _budget = eval::BudgetScope::new(eval::LEGAL_BUDGETS);
        // The same event can be a candidate more than once (a word of
        // several sections, or of every seat); a set of those listed keeps
        // the de-duplication linear, where `out.contains` made it quadratic
        // in the number of legal events.
        let listed: std::cell::RefCell<HashSet<Event, foldhash::fast::RandomState>> =
            Default::default();
        let mut out: Vec<Event> = Vec::new();
        let mut fresh = IState::candidates(self)
            .into_iter()
            .filter(|e| !listed.borrow().contains(e));
        self.judge_each(&mut fresh, &mut |e| {
            listed.borrow_mut().insert(e.clone());
            out.push(e);
            true
        });
        out
    }

    fn first_legal(&self, events: &mut dyn Iterator<Item = Event>) -> Option<Event> {
        let mut found = None;
        self.judge_each(events, &mut |e| {
            found = Some(e);
            false
        });
        found
    }

    fn candidates(&self) -> Vec<Event> {
        // The spec's hooks that name candidates (`open_line`, `any_seat`)
        // run within one event's budget.
        let _budget = eval::BudgetScope::new(1);
        IState::candidates(self)
    }

    fn check(&self, event: &Event) -> Result<(), Violation> {
        self.checking_copy().step(event)
    }

    fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        self.step(event)
    }

    fn settle(&self) -> Option<Settlement> {
        match self.settle_checked() {
            Ok(s) => s,
            // For those who only want figures (the simulator): what was
            // settled before the fault, and the fault in words.
            Err(v) => Some(Settlement {
                scores: BySeat([0; 4]),
                items: Vec::new(),
                notes: vec![format!(
                    "the settlement could not be completed: {}",
                    v.message
                )],
            }),
        }
    }

    fn settle_checked(&self) -> Result<Option<Settlement>, Violation> {
        if self.game.phase != PhaseName::Done {
            return Ok(None);
        }
        let mut s = self.clone();
        // The copy settles with the game's kept frames (a copy starts with
        // none), and gives them back.
        s.frames.swap(&self.frames);
        let settled = s.settle_here();
        s.frames.swap(&self.frames);
        settled
    }

    fn settle_last(&mut self) -> Result<Option<Settlement>, Violation> {
        if self.game.phase != PhaseName::Done {
            return Ok(None);
        }
        self.settle_here()
    }

    /// The settlement with its `note` statements passed over, their
    /// texts never made, where the interpreter's notes are optional
    /// (else [`State::settle_last`]); its run kept, so that
    /// [`State::settle_again`] can undo it and settle with them.
    fn settle_unexplained(&mut self) -> Result<Option<Settlement>, Violation> {
        if !self.notes_optional {
            return self.settle_last();
        }
        if self.game.phase != PhaseName::Done {
            return Ok(None);
        }
        let mut run = Box::new(Run::new());
        self.explain = false;
        let settled = self.settle_in(&mut run);
        self.explain = true;
        self.spare.settled = Some(run);
        settled
    }

    fn settle_again(&mut self) -> Option<Result<Option<Settlement>, Violation>> {
        let mut run = self.spare.settled.take()?;
        self.undo(&mut run);
        Some(self.settle_here())
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
                self.eval_ctx(ev).run(when, &mut locals),
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
        self.prog.handlers.gap.as_ref()?;
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
        let flow = self
            .with_blocks(|st, blocks| st.run_body(blocks, stmts::Handler::Gap, &[], &mut run, ev));
        self.said = None;
        match flow {
            Flow::Abort(v) => {
                self.undo(&mut run);
                Some(*v)
            }
            Flow::Ignore => {
                self.undo(&mut run);
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
            match self.call(f, []) {
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

impl IState {
    /// Judges `events` in turn, as `check` would, and gives each legal one
    /// to `found` until it answers `false`. One copy of the game tries
    /// them: a refused event leaves it as it was (`try_step`), so only an
    /// accepted one, which changed it, costs a new copy; all of them
    /// together have [`eval::LEGAL_BUDGETS`] events' budgets.
    fn judge_each(
        &self,
        events: &mut dyn Iterator<Item = Event>,
        found: &mut dyn FnMut(Event) -> bool,
    ) {
        let _budget = eval::BudgetScope::new(eval::LEGAL_BUDGETS);
        let quiet_copy = || {
            let mut s = self.checking_copy();
            s.quiet = true;
            s
        };
        let mut scratch = quiet_copy();
        for e in events {
            let (verdict, kept) = scratch.try_step(&e);
            if !kept {
                scratch = quiet_copy();
            }
            if verdict.is_ok() && !found(e) {
                return;
            }
        }
    }

    /// The settlement of a finished game, run on this state (which it
    /// changes): [`State::settle_checked`] runs it on a copy,
    /// [`State::settle_last`] on the game itself.
    fn settle_here(&mut self) -> Result<Option<Settlement>, Violation> {
        self.settle_in(&mut Run::new())
    }

    /// [`IState::settle_here`] in `run`, whose journal then holds what the
    /// settlement changed.
    fn settle_in(&mut self, run: &mut Run) -> Result<Option<Settlement>, Violation> {
        self.said = None;
        eval::reset_budget();
        // Room for the score items at once (the shipped specs pay about
        // eight a game; grown from nothing, the list was copied three times).
        run.items.reserve(16);
        let mut locals = Vec::new();
        let prog = self.prog.clone();
        let flow = self.exec_block(&prog.settle, &mut locals, run, EventInfo::default());
        if let Flow::Abort(v) = flow {
            // `fail … stop` in `settle`: what the settlement needs is not
            // known (a gap in the record), so there is none.
            if run.spec_stop {
                return Ok(None);
            }
            // The spec failed to settle: its fault, never a settlement.
            if v.kind == Kind::SpecFault {
                return Err(*v);
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
        Ok(Some(Settlement {
            scores: BySeat(scores),
            items: std::mem::take(&mut run.items),
            notes: std::mem::take(&mut run.notes),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A settlement that changes the game, and reads what it changed.
    const SPEC: &str = r#"
variant demo "Settled again (test)"
deck all - tarocks
deal 8
var n: int = 0
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto play  turn 1 }
on play c: card { turn next(speaker) }
on trick { if count(tricks) == 8 { goto done } }
settle {
  set n = n + 1
  pay "settled" to {1} value n points per(s in seats: if s == 1 then n else 0) silent won
  note "settled {n} time(s)"
}
"#;

    /// A settlement asked for again with its notes undoes the one made
    /// without them first: settled on top of it, this one would count 2.
    /// Where the notes are not optional (a spec given at run time), the
    /// first settlement makes them, and there is none to make again.
    #[test]
    fn a_settlement_asked_for_again_starts_from_the_game() {
        let interp = Interp::new(crate::interp::checked_spec(SPEC));
        let mut state = crate::interp::finished(&interp, 5);
        let made = state.settle_checked();
        assert_eq!(state.settle_unexplained(), made, "notes made");
        assert_eq!(state.settle_again(), None);
        let mut state = crate::interp::finished(&interp.with_optional_notes(), 5);
        let one = |notes: &[&str]| Settlement {
            scores: BySeat([1, 0, 0, 0]),
            items: vec![ScoreItem {
                item: "settled".into(),
                side: vec![Seat::ALL[0]],
                announced: false,
                won: true,
                value: 1,
                multiplier: 1,
                points: BySeat([1, 0, 0, 0]),
            }],
            notes: notes.iter().map(|n| n.to_string()).collect(),
        };
        assert_eq!(
            state.settle_checked(),
            Ok(Some(one(&["settled 1 time(s)"])))
        );
        assert_eq!(state.settle_unexplained(), Ok(Some(one(&[]))));
        assert_eq!(
            state.settle_again(),
            Some(Ok(Some(one(&["settled 1 time(s)"]))))
        );
    }
}
