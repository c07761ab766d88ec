//! Dispatch: an event to its handlers (`on before`, the said word's, the
//! line end's, the talon's, the played card's).

use super::*;
use std::collections::HashMap;
use stmts::Handler;

/// The announcements said terms made, by the term's fingerprint
/// ([`fingerprint`]), each with its term (a fingerprint two terms share
/// keeps the later one: this is a cache).
type Instances = Entries<(Term, Value)>;

/// A per-thread cache's entries, by key (a fingerprint, mixed).
type Entries<V> = HashMap<u64, V, std::hash::BuildHasherDefault<Mixed>>;

/// A per-thread cache: the number of the program its entries were made
/// by, and the entries.
type Kept<V> = (u64, Entries<V>);

/// The entries `kept` holds for program `program`: emptied first where
/// they were another program's.
fn entries_of<V>(kept: &mut Kept<V>, program: u64) -> &mut Entries<V> {
    if kept.0 != program {
        *kept = (program, Entries::default());
    }
    &mut kept.1
}

/// `value` kept under `key`, the entries emptied first where they are
/// [`MAX_KEPT_ANNS`] already.
fn keep<V>(entries: &mut Entries<V>, key: u64, value: V) {
    if entries.len() >= MAX_KEPT_ANNS {
        entries.clear();
    }
    entries.insert(key, value);
}

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

/// The handlers said terms matched, by the term's fingerprint mixed with
/// the section's ([`say_key`]), each with its section, its term, the
/// handler's number and the values its pattern bound (a cache, as
/// [`Instances`]).
type Matches = Entries<(usize, Term, usize, Binds)>;

thread_local! {
    /// The handlers said terms matched, per thread, for the program (by its
    /// number) they were matched in: see `match_say`.
    static SAY_MATCHES: std::cell::RefCell<(u64, Matches)> =
        std::cell::RefCell::new((0, Matches::default()));
}

/// A said term's key in [`Matches`]: its fingerprint, told apart by
/// section (a multiple of an odd constant, so every bit differs).
fn say_key(section: usize, term: &Term) -> u64 {
    fingerprint(term) ^ (section as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Whether a term is small enough to keep in [`Matches`]: its words'
/// bytes and its parts, counted down from `room` (a record may say a
/// term of any size; the cache holds only what games say).
fn small(t: &Term, room: &mut usize) -> bool {
    let cost = match t {
        Term::Item(i) => i.name.len() + 1,
        _ => 1,
    };
    if *room < cost {
        return false;
    }
    *room -= cost;
    match t {
        Term::Item(i) => i.args.iter().all(|a| small(a, room)),
        _ => true,
    }
}

/// The most announcements `ann_instance` keeps (then it starts afresh):
/// more than a section's candidate words (Royal's auction tries about
/// 2,800), few enough to hold what a thread keeps to a few MB whatever
/// a file says. A term that names no announcement is not kept. The same
/// bound holds the handlers said terms matched (`match_say`), which keeps
/// only small terms.
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
            let entries = entries_of(&mut kept, self.program_id);
            let key = fingerprint(term);
            if let Some((t, v)) = entries.get(&key)
                && t == term
            {
                return Some(v.clone());
            }
            let v = ev.ann_of(term)?;
            keep(entries, key, (term.clone(), v.clone()));
            Some(v)
        })
    }

    /// The handler for a said term, the values its pattern binds pushed
    /// onto `locals` (the handler's frame, empty). `said`: the word being
    /// handled, as `IState::said` holds it.
    ///
    /// The section's patterns are tried in order. A word without
    /// arguments (`pass`) and any term are tried where they are. From the
    /// first other pattern on, the answer is kept: which handler a term
    /// meets, and what its pattern binds, depend on the program and the
    /// term alone (the contracts' and announcements' names, the deck), and
    /// games say the same few hundred terms. It is kept per thread and
    /// program, as the announcements are (`ann_instance`). A kept answer
    /// costs a fingerprint, a lookup and a term compared; trying the
    /// patterns cost about 500 instructions a word, 5% of a Tarockcup
    /// replay. A term no handler takes, or too large a term, is not kept.
    fn match_say(
        &self,
        section: Section,
        said: &Arc<Term>,
        locals: &mut Vec<Value>,
    ) -> Option<usize> {
        let s = section_index(section);
        let handlers = &self.prog.handlers.say[s];
        for (i, h) in handlers.iter().enumerate() {
            match &h.pattern {
                WordPat::Named { word, params } if params.is_empty() => {
                    if let Term::Item(item) = &**said
                        && item.args.is_empty()
                        && item.name.as_str() == word
                    {
                        return Some(i);
                    }
                }
                WordPat::Term => {
                    locals.push(Value::Term(said.clone()));
                    return Some(i);
                }
                _ => return self.match_say_kept(s, i, said, locals),
            }
        }
        None
    }

    /// [`IState::match_say`] from pattern `from` of section `s`: the kept
    /// answer, else worked out and kept.
    fn match_say_kept(
        &self,
        s: usize,
        from: usize,
        said: &Arc<Term>,
        locals: &mut Vec<Value>,
    ) -> Option<usize> {
        let key = say_key(s, said);
        let kept = SAY_MATCHES.with(|kept| {
            let kept = kept.borrow();
            if kept.0 != self.program_id {
                return None;
            }
            match kept.1.get(&key) {
                Some((ks, t, i, binds)) if *ks == s && t == &**said => {
                    for b in binds {
                        locals.push(b.clone());
                    }
                    Some(*i)
                }
                _ => None,
            }
        });
        if kept.is_some() {
            return kept;
        }
        let mut ev = None;
        let base = locals.len();
        let i = (from..self.prog.handlers.say[s].len())
            .find(|&i| self.bind(&self.prog.handlers.say[s][i].pattern, said, &mut ev, locals))?;
        if small(said, &mut 256) {
            let binds: Binds = locals[base..].iter().cloned().collect();
            SAY_MATCHES.with(|kept| {
                let mut kept = kept.borrow_mut();
                let entries = entries_of(&mut kept, self.program_id);
                keep(entries, key, (s, Term::clone(said), i, binds));
            });
        }
        Some(i)
    }

    /// Whether a word's pattern matches `said`, the values it binds pushed
    /// onto `out` where it does (nothing left pushed where it does not).
    /// `ev`: the evaluation a pattern that looks a name up reads, made by
    /// the first.
    fn bind<'s>(
        &'s self,
        pattern: &WordPat,
        said: &Arc<Term>,
        ev: &mut Option<Eval<'s>>,
        out: &mut Vec<Value>,
    ) -> bool {
        let term: &Term = said;
        let v = match pattern {
            WordPat::Term => Some(Value::Term(said.clone())),
            WordPat::Contract => self.eval_once(ev).contract_of(term),
            WordPat::Announcement => {
                let ev = self.eval_once(ev);
                self.ann_instance(ev, term)
            }
            WordPat::Card => term
                .card()
                .filter(|c| self.prog.deck.contains(*c))
                .map(Value::Card),
            WordPat::Suit => match term {
                Term::Suit(s) => Some(Value::Suit(*s)),
                _ => None,
            },
            WordPat::Int => match term {
                Term::Int(n) => Some(Value::Int(*n)),
                _ => None,
            },
            WordPat::Named { word, params } => {
                return match term {
                    Term::Item(item)
                        if item.name.as_str() == word && item.args.len() == params.len() =>
                    {
                        let base = out.len();
                        for (arg, p) in item.args.iter().zip(params) {
                            match self.param_value(p, arg, ev) {
                                Some(v) => out.push(v),
                                None => {
                                    out.truncate(base);
                                    return false;
                                }
                            }
                        }
                        true
                    }
                    _ => false,
                };
            }
        };
        match v {
            Some(v) => {
                out.push(v);
                true
            }
            None => false,
        }
    }

    /// A word's argument as its parameter takes it, if it does.
    fn param_value<'s>(
        &'s self,
        p: &ParamPat,
        arg: &Term,
        ev: &mut Option<Eval<'s>>,
    ) -> Option<Value> {
        match (p, arg) {
            (ParamPat::Card, Term::Card(c)) if self.prog.deck.contains(*c) => Some(Value::Card(*c)),
            (ParamPat::Suit, Term::Suit(s)) => Some(Value::Suit(*s)),
            (ParamPat::Int(lo, hi), Term::Int(n)) if lo <= n && n <= hi => Some(Value::Int(*n)),
            (ParamPat::Contract, t) => self.eval_once(ev).contract_of(t),
            (ParamPat::Announcement, t) => {
                let ev = self.eval_once(ev);
                self.ann_instance(ev, t)
            }
            (ParamPat::Term, t) => Some(Value::Term(Arc::new(t.clone()))),
            _ => None,
        }
    }

    /// The evaluation a word's pattern reads, made the first time.
    fn eval_once<'s, 'e>(&'s self, ev: &'e mut Option<Eval<'s>>) -> &'e Eval<'s> {
        ev.get_or_insert_with(|| self.eval_ctx(EventInfo::default()))
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
        // Not run where it would return at once (`Blocks::before_returns`).
        if self.prog.handlers.before.is_some() && !blocks.before_returns(ev.phase, self.game.phase)
        {
            flow = self.run_body_in(blocks, Handler::Before, &[], l, run, ev);
        }
        if let Flow::Done | Flow::Return = flow {
            let hs = &self.prog.handlers;
            flow = match e {
                // `said` is the event's word (`step_with` set it).
                // The pattern's values bound where the handler's frame is.
                Event::Say { section, .. } => match self
                    .said
                    .as_ref()
                    .and_then(|said| self.match_say(*section, said, l))
                {
                    Some(i) => self.run_body_in(
                        blocks,
                        Handler::Say(section_index(*section), i),
                        &[],
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

    const SPEC: &str = r#"
variant demo "Said words (test)"
deck all
deal 12 talon 3 3
contract low "Low" { rank 1  value 1 }
contract high "High" { rank 2  value 2 }
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on auction say pass { turn next(speaker) }
on auction say c: contract { turn next(speaker) }
on auction say double(c: contract) { turn next(speaker) }
on auction say k: card { turn next(speaker) }
on auction say n: int { turn next(speaker) }
on auction say w: term { turn next(speaker) }
on announce say pass { turn next(speaker) }
on announce say double(k: card, t: term) { turn next(speaker) }
on announce say w: term { turn next(speaker) }
on play c: card { turn next(speaker) }
settle { note "none" }
"#;

    /// The handler a said term meets, and the values its pattern binds,
    /// are the same whether worked out or kept from an earlier word (of
    /// this game or another), and the same term in another section is
    /// matched there; a term too large to keep is matched all the same.
    /// The handlers and values are written by hand from the spec.
    #[test]
    fn a_kept_match_is_the_one_worked_out() {
        let prog = crate::interp::checked_spec(SPEC);
        let interp = Interp::new(prog);
        let deal = Deal {
            hands: crate::seat::BySeat([CardSet::EMPTY; 4]),
            talon: Vec::new(),
            reconstructed: false,
        };
        let card = |s: &str| Term::Card(crate::cards::Card::parse(s).expect("a card"));
        let big = item(&"x".repeat(300), vec![]);
        let cases = [
            (Section::Auction, item("pass", vec![]), Some(0), vec![]),
            (
                Section::Auction,
                item("low", vec![]),
                Some(1),
                vec![Value::Contract(0)],
            ),
            (
                Section::Auction,
                item("high", vec![]),
                Some(1),
                vec![Value::Contract(1)],
            ),
            (
                Section::Auction,
                item("double", vec![item("high", vec![])]),
                Some(2),
                vec![Value::Contract(1)],
            ),
            (
                Section::Auction,
                card("XXI"),
                Some(3),
                vec![Value::Card(
                    crate::cards::Card::parse("XXI").expect("a card"),
                )],
            ),
            (Section::Auction, Term::Int(4), Some(4), vec![Value::Int(4)]),
            // Not a contract: the term's handler.
            (
                Section::Auction,
                item("double", vec![item("other", vec![])]),
                Some(5),
                vec![Value::Term(Arc::new(item(
                    "double",
                    vec![item("other", vec![])],
                )))],
            ),
            (
                Section::Auction,
                big.clone(),
                Some(5),
                vec![Value::Term(Arc::new(big))],
            ),
            (Section::Announce, item("pass", vec![]), Some(0), vec![]),
            (
                Section::Announce,
                item("double", vec![card("I"), item("high", vec![])]),
                Some(1),
                vec![
                    Value::Card(crate::cards::Card::parse("I").expect("a card")),
                    Value::Term(Arc::new(item("high", vec![]))),
                ],
            ),
            // Not a card: the term's handler.
            (
                Section::Announce,
                item("double", vec![item("I", vec![]), item("high", vec![])]),
                Some(2),
                vec![Value::Term(Arc::new(item(
                    "double",
                    vec![item("I", vec![]), item("high", vec![])],
                )))],
            ),
        ];
        // Twice over, each time in a new game: first worked out, then kept.
        for round in 0..2 {
            let st = IState::new(&interp, &deal);
            for (section, term, handler, binds) in &cases {
                let said = Arc::new(term.clone());
                let mut locals = Vec::new();
                let got = st.match_say(*section, &said, &mut locals);
                assert_eq!(got, *handler, "round {round}: {section:?} {term}");
                assert_eq!(&locals, binds, "round {round}: {section:?} {term}");
            }
            // Kept: the eight words matched past `pass`, not the term too
            // large to keep, for this program (the second round reads them).
            let kept = SAY_MATCHES.with(|k| {
                let k = k.borrow();
                (k.0 == st.program_id).then_some(k.1.len())
            });
            assert_eq!(kept, Some(8), "round {round}");
        }
    }
}
