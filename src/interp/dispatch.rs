//! Dispatch: an event to its handlers (`on before`, the said word's, the
//! line end's, the talon's, the played card's).

use super::*;
use std::collections::HashMap;
use stmts::Handler;

/// The announcements said terms made, by the term's fingerprint
/// ([`fingerprint`]), each with its term (a fingerprint two terms share
/// keeps the later one: this is a cache).
type Instances = HashMap<u64, (Term, Value), std::hash::BuildHasherDefault<Mixed>>;

/// A term's fingerprint: its numbers and its name's bytes folded a word
/// at a time and mixed once, in about a quarter of the derived `Hash`'s
/// instructions through a keyed hasher (which wrote the term a field at
/// a time: 140 instructions a term, 3% of Hopfgarten's replay).
fn fingerprint(t: &Term) -> u64 {
    fn fold(h: u64, x: u64) -> u64 {
        (h.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95)
    }
    fn walk(h: u64, t: &Term) -> u64 {
        match t {
            Term::Card(c) => fold(fold(h, 1), c.index() as u64),
            Term::Suit(s) => fold(fold(h, 2), *s as u64),
            Term::Int(n) => fold(fold(h, 3), *n as u64),
            Term::Item(i) => {
                let name = i.name.as_bytes();
                let mut h = fold(fold(h, 4), name.len() as u64);
                let mut words = name.chunks_exact(8);
                for w in &mut words {
                    h = fold(
                        h,
                        u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]),
                    );
                }
                let rest = words.remainder();
                if !rest.is_empty() {
                    h = fold(h, rest.iter().fold(0, |w, b| (w << 8) | u64::from(*b)));
                }
                h = fold(h, i.args.len() as u64);
                i.args.iter().fold(h, walk)
            }
        }
    }
    let h = walk(0, t);
    // The map takes its buckets from the low bits and its tags from the
    // high ones: both mixed from every bit.
    let h = (h ^ (h >> 32)).wrapping_mul(0xd6e8_feb8_6659_fd93);
    h ^ (h >> 32)
}

/// The hasher of a fingerprint: the fingerprint itself.
#[derive(Default)]
struct Mixed(u64);

impl std::hash::Hasher for Mixed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 << 8) | u64::from(*b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

thread_local! {
    /// The announcements said terms made, per thread, for the program
    /// (by its number) they were made by: see `ann_instance`.
    static ANN_INSTANCES: std::cell::RefCell<(u64, Instances)> =
        std::cell::RefCell::new((0, Instances::default()));
}

/// The most announcements `ann_instance` keeps (then it starts afresh):
/// more than a section's candidate words (Royal's auction tries about
/// 2,800), few enough to hold what a thread keeps to a few MB whatever
/// a file says. A term that names no announcement is not kept.
const MAX_KEPT_ANNS: usize = 1 << 14;

/// The values a word's pattern binds (one, or a word's few arguments),
/// kept off the heap.
type Binds = smallvec::SmallVec<[Value; 2]>;

impl IState {
    /// The announcement a said term names, if any. The same term gives
    /// the same instance again (per thread and program), with the fields it
    /// has kept (`AnnValue::fields`): the legal events try the same
    /// thousands of terms at every turn, and games say the same ones.
    fn ann_instance(&self, ev: &Eval<'_>, term: &Term) -> Option<Value> {
        ANN_INSTANCES.with(|kept| {
            let mut kept = kept.borrow_mut();
            if kept.0 != self.program_id {
                *kept = (self.program_id, Instances::default());
            }
            let key = fingerprint(term);
            if let Some((t, v)) = kept.1.get(&key)
                && t == term
            {
                return Some(v.clone());
            }
            let v = ev.ann_of(term)?;
            if kept.1.len() >= MAX_KEPT_ANNS {
                kept.1.clear();
            }
            kept.1.insert(key, (term.clone(), v.clone()));
            Some(v)
        })
    }

    /// The handler for a said term, and the values its pattern binds.
    /// `said`: the word being handled, as `IState::said` holds it.
    fn match_say(&self, section: Section, said: &Arc<Term>) -> Option<(usize, Binds)> {
        let term: &Term = said;
        let handlers = &self.prog.handlers.say[section_index(section)];
        let ev = self.eval_ctx(EventInfo::default());
        for (i, h) in handlers.iter().enumerate() {
            let binds = match &h.pattern {
                WordPat::Term => Some(Binds::from_elem(Value::Term(said.clone()), 1)),
                WordPat::Contract => ev.contract_of(term).map(|v| Binds::from_elem(v, 1)),
                WordPat::Announcement => {
                    self.ann_instance(&ev, term).map(|v| Binds::from_elem(v, 1))
                }
                WordPat::Card => term
                    .card()
                    .filter(|c| self.prog.deck.contains(*c))
                    .map(|c| Binds::from_elem(Value::Card(c), 1)),
                WordPat::Suit => match term {
                    Term::Suit(s) => Some(Binds::from_elem(Value::Suit(*s), 1)),
                    _ => None,
                },
                WordPat::Int => match term {
                    Term::Int(n) => Some(Binds::from_elem(Value::Int(*n), 1)),
                    _ => None,
                },
                WordPat::Named { word, params } => match term {
                    Term::Item(item)
                        if item.name.as_str() == word && item.args.len() == params.len() =>
                    {
                        let mut out = Binds::new();
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
                                (ParamPat::Announcement, t) => self.ann_instance(&ev, t),
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

    /// A copy of the game to check an event on (`checking`).
    pub(super) fn checking_copy(&self) -> IState {
        let mut s = self.clone();
        s.checking = true;
        s
    }

    /// Applies an event as [`IState::step`] does, and says whether the
    /// game is as it was: true where the event was refused or passed over
    /// (its handlers' changes undone, and the fields every event sets put
    /// back here).
    pub(super) fn try_step(&mut self, e: &Event) -> (Result<(), Violation>, bool) {
        let before = (
            self.void_seat,
            self.void_section,
            self.said.clone(),
            self.last_section,
        );
        let mut kept = false;
        let verdict = self.step_with(e, &mut kept);
        if kept {
            (
                self.void_seat,
                self.void_section,
                self.said,
                self.last_section,
            ) = before;
        }
        (verdict, kept)
    }

    /// Applies an event; see the module documentation.
    pub(super) fn step(&mut self, e: &Event) -> Result<(), Violation> {
        self.step_with(e, &mut false)
    }

    fn step_with(&mut self, e: &Event, kept: &mut bool) -> Result<(), Violation> {
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
        if let Some(old) = self.said.take() {
            self.spare.said = Some(old);
        }
        self.said = said.map(|t| self.spare.said(t));
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
        let mut run = self
            .spare
            .run
            .take()
            .unwrap_or_else(|| Box::new(Run::with_room()));
        let flow = self.dispatch(e, &mut run, ev);
        let verdict = self.conclude(e, flow, &mut run, void_before, kept);
        run.reset();
        self.spare.run = Some(run);
        verdict
    }

    /// Runs `on before` and the event's own handler, one after the other
    /// in one frame, with the game's blocks held out of it
    /// ([`IState::with_blocks`]); the program is only read.
    fn dispatch(&mut self, e: &Event, run: &mut Run, ev: EventInfo) -> Flow {
        self.with_blocks(|st, blocks| st.dispatch_with(blocks, e, run, ev))
    }

    fn dispatch_with(
        &mut self,
        blocks: &stmts::Blocks,
        e: &Event,
        run: &mut Run,
        ev: EventInfo,
    ) -> Flow {
        let mut locals = self.spare.event_frame();
        let l = &mut locals;
        let mut flow = Flow::Done;
        if self.prog.handlers.before.is_some() {
            flow = self.run_body_in(blocks, Handler::Before, &[], l, run, ev);
        }
        if let Flow::Done | Flow::Return = flow {
            let hs = &self.prog.handlers;
            flow = match e {
                // `said` is the event's word (`step_with` set it).
                Event::Say { section, .. } => match self
                    .said
                    .as_ref()
                    .and_then(|said| self.match_say(*section, said))
                {
                    Some((i, binds)) => self.run_body_in(
                        blocks,
                        Handler::Say(section_index(*section), i),
                        &binds,
                        l,
                        run,
                        ev,
                    ),
                    None => abort(self.unhandled(e)),
                },
                Event::EndTurn { section, .. } => match hs.end_turn[section_index(*section)] {
                    Some(_) => self.run_body_in(
                        blocks,
                        Handler::EndTurn(section_index(*section)),
                        &[],
                        l,
                        run,
                        ev,
                    ),
                    None => abort(self.unhandled(e)),
                },
                Event::Take { take, .. } => match hs.take {
                    Some(_) => {
                        self.run_body_in(blocks, Handler::Take, &[Value::Take(*take)], l, run, ev)
                    }
                    None => abort(self.unhandled(e)),
                },
                Event::Discard { cards, .. } => match hs.discard {
                    Some(_) => self.run_body_in(
                        blocks,
                        Handler::Discard,
                        &[Value::List(Arc::new(
                            cards.iter().map(|c| Value::Card(*c)).collect(),
                        ))],
                        l,
                        run,
                        ev,
                    ),
                    None => abort(self.unhandled(e)),
                },
                Event::Play { card, .. } => match hs.play {
                    Some(_) => {
                        // The card bound where the handler's frame is (a
                        // card owns nothing: no copy made, none dropped).
                        l.push(Value::Card(*card));
                        self.run_body_in(blocks, Handler::Play, &[], l, run, ev)
                    }
                    None => abort(self.unhandled(e)),
                },
            };
        }
        // Empty already (each handler's run empties it): kept for the
        // next event.
        locals.clear();
        self.spare.frame = locals;
        flow
    }

    /// What an event's run comes to: its changes undone where it was
    /// refused or passed over, its card played where it was accepted.
    fn conclude(
        &mut self,
        e: &Event,
        flow: Flow,
        run: &mut Run,
        void_before: (Option<Seat>, Option<Section>),
        kept: &mut bool,
    ) -> Result<(), Violation> {
        let seat = e.seat();
        match flow {
            Flow::Abort(v) => {
                self.undo(run);
                *kept = true;
                if let Event::Say { section, .. } = e
                    && v.then == Then::Skipped
                {
                    self.void_seat = Some(seat);
                    self.void_section = Some(*section);
                }
                Err(*v)
            }
            Flow::Ignore => {
                self.undo(run);
                *kept = true;
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
                match run.stands.take() {
                    Some(v) => Err(v),
                    None => Ok(()),
                }
            }
        }
    }

    fn unhandled(&self, e: &Event) -> Violation {
        Violation {
            kind: Kind::SpecFault,
            rule: Rule {
                id: Cow::Owned(format!("{}.spec.unhandled", self.prog.variant)),
                source: Cow::Borrowed(""),
            },
            seat: Some(e.seat()),
            message: format!("the spec has no rule for `{e}`; the game cannot be checked further"),
            then: Then::Stop,
        }
    }

    /// The spec's trick-winner hook `f` on the trick's plays, given as a
    /// list made in the room of the last trick's.
    fn trick_winner(&mut self, f: u16) -> RtResult<Value> {
        let plays = self.spare.plays(&self.game.current);
        let won = self.call(f, [Value::List(Arc::clone(&plays))]);
        self.spare.plays = Some(plays);
        won
    }

    /// A played card goes from the hand to the trick; a full trick to its
    /// winner, and then `on trick` runs.
    fn play_card(&mut self, seat: Seat, card: Card) -> Result<(), Violation> {
        self.game.hands[seat.index()].remove(card);
        self.game.current.push((seat, card));
        if self.game.current.len() < 4 {
            return Ok(());
        }
        let winner = match self.prog.hooks.trick_winner {
            Some(f) => match self.trick_winner(f) {
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
        if self.prog.handlers.trick.is_some() {
            let mut run = self.spare.trick_run.take().unwrap_or_default();
            let ev = EventInfo {
                speaker: Some(winner),
                after_void: false,
                phase: Some(PhaseName::Play),
                checking: self.checking,
                in_void_line: false,
            };
            let flow = self
                .with_blocks(|st, blocks| st.run_body(blocks, Handler::Trick, &[], &mut run, ev));
            run.reset();
            self.spare.trick_run = Some(run);
            if let Flow::Abort(v) = flow {
                return Err(*v);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::ptn::Item;

    fn item(name: &str, args: Vec<Term>) -> Term {
        Term::Item(Item::new(name, args))
    }

    /// Terms that differ in any part (the name, a letter past the first
    /// word of it, an argument's kind, value or place, the number of
    /// arguments) have different fingerprints; equal terms the same one.
    #[test]
    fn fingerprints_tell_terms_apart() {
        let c = |s: &str| Term::Card(crate::cards::Card::parse(s).expect("a card"));
        let terms = vec![
            item("alpha", vec![]),
            item("alphab", vec![]),
            item("wrap", vec![item("alpha", vec![])]),
            item("wrap", vec![item("alphab", vec![])]),
            item("a-long-hyphenated-name-x", vec![]),
            item("a-long-hyphenated-name-y", vec![]),
            item("count", vec![Term::Suit(Suit::Hearts), Term::Int(3)]),
            item("count", vec![Term::Int(3), Term::Suit(Suit::Hearts)]),
            item("count", vec![Term::Suit(Suit::Hearts), Term::Int(4)]),
            item("count", vec![Term::Suit(Suit::Spades), Term::Int(3)]),
            item("count", vec![Term::Suit(Suit::Hearts)]),
            item("pair", vec![c("XXI"), c("I")]),
            item("pair", vec![c("I"), c("XXI")]),
            Term::Int(1),
            Term::Int(2),
            c("XXI"),
            Term::Suit(Suit::Clubs),
        ];
        let prints: Vec<u64> = terms.iter().map(fingerprint).collect();
        for i in 0..terms.len() {
            assert_eq!(prints[i], fingerprint(&terms[i].clone()), "{}", terms[i]);
            for j in i + 1..terms.len() {
                assert_ne!(prints[i], prints[j], "{} and {}", terms[i], terms[j]);
            }
        }
    }
}
