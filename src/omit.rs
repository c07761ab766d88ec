//! Leaving passes out of a recorded game, as people do and as the PTN
//! reference allows (book/src/ptn.md, "Passes a record leaves out"): trailing passes of a turn section followed by a later
//! section, a whole turn section of passes between sections that are
//! present, and (with `void_word`) a pass replaced by a word the rules do
//! not know, followed by the next seat's turn (the void seat's turn ended
//! as a pass). Deterministic for a seed; used to hold the engines to the
//! same rulings on records with implied passes (`tests/engines/agreement.rs`).
//!
//! Which lines are passes is the engine's word (`State::pass`), so the
//! module names no variant: the game is replayed through the engine and a
//! line of one item that is the seat's pass at that moment is a pass.

use crate::cards::CardSet;
use crate::engine::{Deal, Engine, Event, Section, State};
use crate::ptn::{DealEntry, Game, Item, Term, Turn};
use crate::rng::Rng;
use crate::seat::BySeat;

/// The word put in place of a pass for `void_word`: no variant knows it.
pub const VOID_WORD: &str = "hm";

/// What was left out of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Omitted {
    /// Pass lines dropped from the end of a section.
    pub trailing: usize,
    /// Whole sections of passes dropped.
    pub sections: usize,
    /// Pass lines replaced by the void word.
    pub void_words: usize,
}

impl Omitted {
    pub fn any(&self) -> bool {
        self.trailing + self.sections + self.void_words > 0
    }
}

/// The game with passes left out (see the module documentation); the
/// game as it was when the engine cannot replay it or there is no pass to
/// leave out.
pub fn omit_passes(
    game: &Game,
    engine: &dyn Engine,
    seed: u64,
    void_word: bool,
) -> (Game, Omitted) {
    let mut out = game.clone();
    let mut done = Omitted::default();
    let Some((auction, announce)) = pass_lines(game, engine) else {
        return (out, done);
    };
    let mut rng = Rng::new(seed ^ 0x00A1_17EA_55E5_u64);
    let later_than_auction = game.call.is_some()
        || game.talon.is_some()
        || game.announce.is_some()
        || game.play.is_some();
    let later_than_announce = game.play.is_some();
    if later_than_auction {
        omit_in(&mut out.auction, &auction, &mut rng, void_word, &mut done);
    }
    if later_than_announce {
        omit_in(&mut out.announce, &announce, &mut rng, void_word, &mut done);
    }
    (out, done)
}

/// Leaves passes out of one turn section; `passes[i]`: line `i` is a pass.
fn omit_in(
    section: &mut Option<crate::ptn::Section<Turn>>,
    passes: &[bool],
    rng: &mut Rng,
    void_word: bool,
    done: &mut Omitted,
) {
    let Some(sec) = section else { return };
    let n = sec.entries.len().min(passes.len());
    if n == 0 {
        return;
    }
    if void_word {
        // A pass followed by another seat's line: the pass becomes a word
        // nobody knows (void), so that seat's turn ended as a pass.
        let spots: Vec<usize> = (0..n.saturating_sub(1))
            .filter(|&i| passes[i] && sec.entries[i + 1].seat != sec.entries[i].seat)
            .collect();
        if spots.is_empty() {
            return;
        }
        let i = spots[rng.below(spots.len())];
        if let Some(item) = sec.entries[i].items.first_mut() {
            item.term = Term::Item(Item::new(VOID_WORD, Vec::new()));
            done.void_words += 1;
        }
        return;
    }
    // The passes at the end of the section.
    let tail = passes[..n].iter().rev().take_while(|p| **p).count();
    if tail == 0 || rng.below(4) == 0 {
        return;
    }
    if tail == n && sec.entries.len() == n && rng.below(2) == 0 {
        // Nothing but passes: the whole section is left out.
        *section = None;
        done.sections += 1;
        return;
    }
    let k = 1 + rng.below(tail);
    let keep = sec.entries.len() - k;
    sec.entries.truncate(keep);
    done.trailing += k;
    if sec.entries.is_empty() {
        *section = None;
        done.sections += 1;
    }
}

/// Which lines of the auction and the premium round are the seat's pass,
/// replaying the game through the engine; `None` when it cannot start.
fn pass_lines(game: &Game, engine: &dyn Engine) -> Option<(Vec<bool>, Vec<bool>)> {
    let deal = deal_of(game)?;
    let mut state = engine.start(&deal).ok()?;
    let events = events_of(game);
    let (mut auction, mut announce) = (Vec::new(), Vec::new());
    let mut at = 0;
    for &(section, start, items) in &events.1 {
        // The events before the line.
        while at < start {
            if state.apply(&events.0[at]).is_err() {
                return Some((auction, announce));
            }
            at += 1;
        }
        let pass = items == 1
            && match &events.0[start] {
                Event::Say { seat, term, .. } => {
                    state.to_act() == Some(*seat)
                        && is_pass(&*state, section, *seat, term, &events.0[start + 2..])
                }
                _ => false,
            };
        match section {
            Section::Auction => auction.push(pass),
            Section::Announce => announce.push(pass),
            Section::Call => {}
        }
    }
    Some((auction, announce))
}

/// The record's events in order (as the referee replays them), and for
/// each turn line its section, its first event and its number of words: a
/// line is its words followed by its line end.
#[allow(clippy::type_complexity)]
pub fn events_of(game: &Game) -> (Vec<Event>, Vec<(Section, usize, usize)>) {
    let events = crate::referee::events(game);
    let mut lines: Vec<(Section, usize, usize)> = Vec::new();
    let mut first: Option<usize> = None;
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::Say { .. } => {
                first.get_or_insert(i);
            }
            Event::EndTurn { section, .. } => {
                let start = first.take().unwrap_or(i);
                lines.push((*section, start, i - start));
            }
            _ => first = None,
        }
    }
    (events, lines)
}

/// Whether a line of this one word is the seat's pass: the engine's pass
/// word, or a bare word that leaves the game as the pass word would (an
/// alias: Zwanziger's `pass` for `weiter`): the rest of the record, `rest`,
/// replays alike after either, to the same settlement.
fn is_pass(
    state: &dyn State,
    section: Section,
    seat: crate::seat::Seat,
    term: &Term,
    rest: &[Event],
) -> bool {
    let Some((s, word)) = state.pass() else {
        return false;
    };
    if s != section {
        return false;
    }
    if &word == term {
        return true;
    }
    if !matches!(term, Term::Item(i) if i.args.is_empty()) {
        return false;
    }
    let replay = |w: &Term| {
        let mut st = state.clone_box();
        let line = [
            Event::Say {
                section,
                seat,
                term: w.clone(),
            },
            Event::EndTurn { section, seat },
        ];
        let verdicts: Vec<bool> = line
            .iter()
            .chain(rest)
            .map(|e| st.apply(e).is_ok())
            .collect();
        let settled = st.settle().map(|x| (x.scores, x.items));
        (verdicts, st.phase(), settled)
    };
    replay(&word) == replay(term)
}

/// The recorded deal (a generated game always has one).
pub fn deal_of(game: &Game) -> Option<Deal> {
    let d = game.deal.as_ref()?;
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut talon = Vec::new();
    for e in &d.entries {
        match e {
            DealEntry::Hand(h) => hands[h.seat] = h.cards.iter().map(|c| c.value).collect(),
            DealEntry::Talon(t) => {
                talon = t
                    .halves
                    .iter()
                    .map(|h| h.iter().map(|c| c.value).collect())
                    .collect()
            }
        }
    }
    Some(Deal {
        hands,
        talon,
        reconstructed: false,
    })
}
