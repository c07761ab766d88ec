//! The legal events: the candidates that `check` accepts.

use super::*;

impl IState {
    /// The events to try for `legal()`: every word the section's handlers
    /// match, the line end, the talon actions, the cards in hand — of the
    /// seat to act.
    pub(super) fn candidates(&self) -> Vec<Event> {
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
                self.push_words(&mut out, section, seat);
            }
        }
        // The end of a line the spec keeps open while another seat acts.
        if let Some(f) = self.prog.hooks.open_line
            && let Ok(Value::Seat(seat)) = self.call(f, [])
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
            && let Ok(Value::Bool(true)) = self.call(f, [])
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
                // The other sections a spec has words for: a word of one
                // may be said at this point (a spec may let a word of the
                // next section replace this one's end).
                let others: Vec<Section> = [Section::Auction, Section::Call, Section::Announce]
                    .into_iter()
                    .filter(|&other| {
                        other != section && !self.prog.handlers.say[section_index(other)].is_empty()
                    })
                    .collect();
                for &seat in &speakers {
                    self.push_words(&mut out, section, seat);
                    out.push(Event::EndTurn { section, seat });
                    for &other in &others {
                        self.push_words(&mut out, other, seat);
                    }
                }
                // Where lines are taken as written, a line of another
                // section may end, and a card may end them all (the play
                // of a game the record's gap hid): every seat's line ends
                // and cards are tried too.
                if speakers.len() > 1 {
                    for &seat in &speakers {
                        for &other in &others {
                            out.push(Event::EndTurn {
                                section: other,
                                seat,
                            });
                        }
                        for card in self.game.hands[seat.index()] {
                            out.push(Event::Play { seat, card });
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
                        self.push_words(&mut out, other, seat);
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

    /// Every word of `section` said by `seat`, as candidate events.
    fn push_words(&self, out: &mut Vec<Event>, section: Section, seat: Seat) {
        out.extend(self.words(section).iter().map(|term| Event::Say {
            section,
            seat,
            term: term.clone(),
        }));
    }

    pub(super) fn to_act_seat(&self) -> Option<Seat> {
        (self.game.phase != PhaseName::Done).then_some(self.game.turn)
    }

    /// Every term a section's handlers would match (arguments from their
    /// declared domains). They depend only on the program and on the cards
    /// a word may name (`word_cards`), so the last list made for each
    /// section is kept (per thread, for the program it was made for).
    pub(super) fn words(&self, section: Section) -> Arc<Vec<Term>> {
        let cards = self.word_cards();
        let key = (self.program_id, section_index(section), cards);
        WORDS.with(|w| {
            if let Some((k, terms)) = &w.borrow()[section_index(section)]
                && *k == key
            {
                return terms.clone();
            }
            let terms = Arc::new(self.words_for(section, cards));
            w.borrow_mut()[section_index(section)] = Some((key, terms.clone()));
            terms
        })
    }

    fn words_for(&self, section: Section, cards: CardSet) -> Vec<Term> {
        let mut out: Vec<Term> = Vec::new();
        let deck: Vec<Card> = cards.iter().collect();
        let ann_terms = self.ann_terms(cards);
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
        match self.prog.hooks.word_cards.map(|f| self.call(f, [])) {
            Some(Ok(Value::Cards(cs))) => cs & self.prog.deck,
            _ => self.prog.deck,
        }
    }

    /// Every announcement with every argument its parameters allow.
    fn ann_terms(&self, cards: CardSet) -> Vec<Term> {
        let mut out = Vec::new();
        let deck: Vec<Card> = cards.iter().collect();
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

/// A section's words by (program, section, word cards), see `words`.
type WordsKey = (u64, usize, CardSet);
/// The last words made for one section, with what they were made for.
type WordsSlot = Option<(WordsKey, Arc<Vec<Term>>)>;

thread_local! {
    static WORDS: std::cell::RefCell<[WordsSlot; 3]> =
        const { std::cell::RefCell::new([None, None, None]) };
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

/// Every choice of `k` of the items.
fn combinations(items: &[Card], k: usize, f: &mut dyn FnMut(&[Card])) {
    pub(super) fn go(
        items: &[Card],
        k: usize,
        start: usize,
        cur: &mut Vec<Card>,
        f: &mut dyn FnMut(&[Card]),
    ) {
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
pub(super) fn product(domains: &[Vec<Term>], cur: &mut Vec<Term>, f: &mut dyn FnMut(&[Term])) {
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
