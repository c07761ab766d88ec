//! `skus simulate`: random complete legal games of any engine, written as
//! PTN, deterministic for a seed. With `mutate`, one event of the game is
//! replaced by an illegal one and a comment records what the referee must
//! find; the game then goes on legally where the rules let it.
//!
//! The generator knows no variant: it draws from `State::legal()`. In the
//! turns of an auction or premium round it prefers, two times in three, an
//! event that ends the turn (found by trying each on a copy of the state),
//! so that turns stay short without naming any word of any variant.

use crate::cards::Card;
use crate::engine::{Deal, Engine, Event, Phase, Section, State, Then, Violation};
use crate::ptn::{
    self, Comment, Comments, DealEntry, Game, Hand, Item, Loc, Located, Play, ScoreEntry,
    TalonDeal, TalonEntry, Term, Trick, Turn, TurnItem,
};
use crate::rng::Rng;
use crate::seat::Seat;
use std::fmt;

/// Why a game could not be generated (an engine that offers no legal event
/// before the game is over is a bug in that engine).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError(pub String);

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SimError {}

/// The seed of game `index` of a run.
fn game_seed(seed: u64, index: usize) -> u64 {
    Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// What a mutation planted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planted {
    pub event: Event,
    pub violation: Violation,
    pub trick: Option<u32>,
}

/// Plays one random game, `index` of the run with `seed`.
pub fn game(
    engine: &dyn Engine,
    seed: u64,
    index: usize,
    mutate: bool,
) -> Result<(Game, Option<Planted>), SimError> {
    let mut rng = Rng::new(game_seed(seed, index));
    let deal = engine.deal(&mut rng);
    let (events, vocabulary, _) = playout(engine, &deal, &mut rng.clone(), None, mutate)?;
    let (events, planted) = if mutate && !events.is_empty() {
        let mut pick = Rng::new(game_seed(seed, index) ^ 0xD1B5_4A32_D192_ED03);
        let at = pick.below(events.len());
        let plan = Mutation {
            at,
            vocabulary: vocabulary.clone(),
            rng: pick.clone(),
        };
        let (events, _, planted) = playout(engine, &deal, &mut rng.clone(), Some(plan), false)?;
        if planted.is_some() {
            (events, planted)
        } else {
            // Nothing illegal could be done from that point on (the last
            // cards of a game); plant at the earliest point instead.
            let plan = Mutation {
                at: 0,
                vocabulary,
                rng: pick,
            };
            let (events, _, planted) = playout(engine, &deal, &mut rng.clone(), Some(plan), false)?;
            (events, planted)
        }
    } else {
        (events, None)
    };
    record(engine, &deal, &events, planted, seed, index)
}

/// The PTN record of a playout from `deal`, with the planted violation
/// named in a comment and the scores of a finished game.
fn record(
    engine: &dyn Engine,
    deal: &Deal,
    events: &[Event],
    planted: Option<Planted>,
    seed: u64,
    index: usize,
) -> Result<(Game, Option<Planted>), SimError> {
    let mut state = engine.start(deal).map_err(|v| refused_deal(&v))?;
    let mut rec = Recorder::new(engine, index, seed, deal);
    for e in events {
        let trick = state.trick();
        let _ = state.apply(e);
        rec.record(e, trick);
    }
    if let Some(p) = &planted {
        let where_ = p.trick.map(|t| format!(" trick {t}")).unwrap_or_default();
        let seat = p
            .violation
            .seat
            .map(|s| format!(" seat {s}"))
            .unwrap_or_default();
        rec.game.preamble.push(Comment::Line(format!(
            "mutation: expect {} {}{seat}{where_} ({}: {})",
            p.violation.kind, p.violation.rule.id, p.event, p.violation.message
        )));
    }
    if state.phase() == Phase::Done
        && let Some(s) = state.settle()
    {
        rec.score(&s.scores);
    }
    Ok((rec.finish(), planted))
}

/// One random legal game, `index` of the run with `seed`, drawn without
/// listing the legal events: at each state the candidates
/// ([`State::candidates`]) are judged in random order and the first legal
/// one ([`State::first_legal`]) is played, which draws the legal events
/// about as [`game`]'s uniform pick does (a candidate listed twice is
/// twice as likely). In a turn, two times in three, a line end that ends
/// the turn is looked for first (among the candidates that are line ends,
/// where [`game`] tries every legal event), else the variant's word for
/// saying nothing ([`State::pass`]). `visit` sees each state before its
/// event is drawn, with the number of events played.
///
/// For the fuzzer's own-play of mutated specs: listing every legal event
/// at every step (the interpreter judges about 2,800 Royal items a turn)
/// was most of its time. The games differ from [`game`]'s for the same
/// seed, so `skus simulate` keeps [`game`].
pub fn game_sampled(
    engine: &dyn Engine,
    seed: u64,
    index: usize,
    visit: &mut dyn FnMut(&dyn State, usize),
) -> Result<Game, SimError> {
    let mut rng = Rng::new(game_seed(seed, index));
    let deal = engine.deal(&mut rng);
    let mut state = engine.start(&deal).map_err(|v| refused_deal(&v))?;
    let mut events: Vec<Event> = Vec::with_capacity(80);
    while state.phase() != Phase::Done {
        visit(&*state, events.len());
        let e =
            draw(&*state, state.candidates(), &mut rng).ok_or_else(|| stuck(&*state, &events))?;
        state.apply(&e).map_err(|v| {
            SimError(format!(
                "the engine refused an event its check accepted: {e}: {}",
                v.message
            ))
        })?;
        events.push(e);
        if events.len() > 10_000 {
            return Err(SimError("the game does not end after 10,000 events".into()));
        }
    }
    record(engine, &deal, &events, None, seed, index).map(|(g, _)| g)
}

/// A legal event drawn from the candidates by judging them in random
/// order until one is legal ([`game_sampled`]).
fn draw(state: &dyn State, mut candidates: Vec<Event>, rng: &mut Rng) -> Option<Event> {
    let talk = candidates
        .iter()
        .any(|e| matches!(e, Event::Say { .. } | Event::EndTurn { .. }));
    if talk && rng.chance(2, 3) {
        let before = (state.to_act(), state.phase());
        let mut ends: Vec<&Event> = candidates
            .iter()
            .filter(|e| matches!(e, Event::EndTurn { .. }))
            .collect();
        while !ends.is_empty() {
            let e = ends.swap_remove(rng.below(ends.len()));
            let mut s = state.clone_box();
            if s.apply(e).is_ok() && (s.to_act(), s.phase()) != before {
                return Some(e.clone());
            }
        }
        // No line end ends the turn yet: the variant's word for saying
        // nothing more, whose line end will.
        if let (Some((section, term)), Some(seat)) = (state.pass(), state.to_act()) {
            let pass = Event::Say {
                section,
                seat,
                term,
            };
            if state.check(&pass).is_ok() {
                return Some(pass);
            }
        }
    }
    // The candidates in random order; the first legal one.
    let mut order = std::iter::from_fn(|| {
        (!candidates.is_empty()).then(|| candidates.swap_remove(rng.below(candidates.len())))
    });
    state.first_legal(&mut order)
}

struct Mutation {
    at: usize,
    vocabulary: Vec<Event>,
    rng: Rng,
}

/// What a playout gave: the events, every turn item that was legal at some
/// point (the vocabulary a mutation draws from), and the planted violation.
type Playout = (Vec<Event>, Vec<Event>, Option<Planted>);

/// A random playout from the deal; with a mutation, one illegal event is
/// planted at or after its point, and the game goes on legally where the
/// rules let it. The vocabulary is gathered only when asked for (a
/// mutation to come draws from it): a Royal turn offers about a thousand
/// items, and hashing them all at every step was a third of the work.
fn playout(
    engine: &dyn Engine,
    deal: &Deal,
    rng: &mut Rng,
    mut mutation: Option<Mutation>,
    gather: bool,
) -> Result<Playout, SimError> {
    let mut state = engine.start(deal).map_err(|v| refused_deal(&v))?;
    let mut events = Vec::with_capacity(80);
    let mut vocabulary: Vec<Event> = Vec::new();
    // The vocabulary's events, to add each once (a Royal turn offers about
    // a thousand items; a list search made the generator quadratic).
    let mut seen: std::collections::HashSet<Event> = std::collections::HashSet::new();
    let mut planted: Option<Planted> = None;
    while state.phase() != Phase::Done {
        let legal = state.legal();
        if gather {
            for e in &legal {
                if matches!(e, Event::Say { .. }) && !seen.contains(e) {
                    seen.insert(e.clone());
                    vocabulary.push(e.clone());
                }
            }
        }
        if let Some(m) = mutation
            .as_mut()
            .filter(|m| planted.is_none() && events.len() >= m.at)
        {
            // A word of another seat cannot be written inside a turn line
            // that is still open: PTN would end the line first.
            let turn_open = matches!(events.last(), Some(Event::Say { .. }));
            if let Some((e, v)) = illegal(&*state, &legal, &m.vocabulary, turn_open, &mut m.rng) {
                let trick = state.trick();
                let then = v.then;
                let _ = state.apply(&e);
                events.push(e.clone());
                planted = Some(Planted {
                    event: e,
                    violation: v,
                    trick,
                });
                if then == Then::Stop {
                    break;
                }
                continue;
            }
        }
        let Some(e) = choose(&*state, &legal, rng) else {
            if planted.is_some() {
                // The illegal event left the game where the rules offer no
                // way on; the record stops here (the referee reports it as
                // incomplete).
                break;
            }
            return Err(stuck(&*state, &events));
        };
        state.apply(&e).map_err(|v| {
            SimError(format!(
                "the engine refused an event it listed as legal: {e}: {}",
                v.message
            ))
        })?;
        events.push(e);
        if events.len() > 10_000 {
            return Err(SimError("the game does not end after 10,000 events".into()));
        }
    }
    Ok((events, vocabulary, planted))
}

/// A deal the engine's own `start` refused: every rule it broke, with the
/// rule's source (for a spec, the place in the spec of a runtime error).
fn refused_deal(violations: &[crate::engine::Violation]) -> SimError {
    let why: Vec<String> = violations
        .iter()
        .map(|v| format!("{}: {} ({})", v.rule.id, v.message, v.rule.source))
        .collect();
    SimError(format!(
        "the engine refused its own deal: {}",
        why.join("; ")
    ))
}

fn stuck(state: &dyn State, events: &[Event]) -> SimError {
    SimError(format!(
        "the engine offers no legal event in phase {:?} after {} events",
        state.phase(),
        events.len()
    ))
}

/// A random legal event, preferring to end turns in the talk phases.
fn choose(state: &dyn State, legal: &[Event], rng: &mut Rng) -> Option<Event> {
    if legal.is_empty() {
        return None;
    }
    let talk = legal
        .iter()
        .any(|e| matches!(e, Event::Say { .. } | Event::EndTurn { .. }));
    if talk && rng.chance(2, 3) {
        let before = (state.to_act(), state.phase());
        let ending: Vec<&Event> = legal
            .iter()
            .filter(|e| {
                let mut s = state.clone_box();
                s.apply(e).is_ok() && (s.to_act(), s.phase()) != before
            })
            .collect();
        if let Some(e) = rng.pick(&ending) {
            return Some((*e).clone());
        }
    }
    rng.pick(legal).cloned()
}

/// An illegal event now, and the rule it breaks.
fn illegal(
    state: &dyn State,
    legal: &[Event],
    vocabulary: &[Event],
    turn_open: bool,
    rng: &mut Rng,
) -> Option<(Event, Violation)> {
    let mut candidates: Vec<Event> = Vec::new();
    let seat = state.to_act();
    match state.phase() {
        Phase::Play => {
            if let Some(seat) = seat {
                for card in state.hand(seat) {
                    candidates.push(Event::Play { seat, card });
                }
                // A card of the next seat: out of turn.
                let other = seat.next();
                if let Some(card) = state.hand(other).first() {
                    candidates.push(Event::Play { seat: other, card });
                }
            }
        }
        Phase::Talon => {
            for e in legal {
                if let Event::Discard { seat, cards } = e {
                    for held in state.hand(*seat) {
                        if !cards.contains(&held) && !cards.is_empty() {
                            let mut swapped = cards.clone();
                            let i = rng.below(swapped.len());
                            swapped[i] = held;
                            candidates.push(Event::Discard {
                                seat: *seat,
                                cards: swapped,
                            });
                        }
                    }
                }
            }
        }
        phase => {
            // A word of another section would be written into that section
            // of the transcript, away from where it was planted.
            let here = match phase {
                Phase::Auction => Some(Section::Auction),
                Phase::Call => Some(Section::Call),
                Phase::Announce => Some(Section::Announce),
                _ => None,
            };
            if let Some(seat) = seat {
                for e in vocabulary {
                    if let Event::Say { section, term, .. } = e {
                        if Some(*section) != here {
                            continue;
                        }
                        candidates.push(Event::Say {
                            section: *section,
                            seat,
                            term: term.clone(),
                        });
                        if !turn_open {
                            candidates.push(Event::Say {
                                section: *section,
                                seat: seat.next(),
                                term: term.clone(),
                            });
                        }
                    }
                }
            }
        }
    }
    candidates.retain(|e| !legal.contains(e));
    rng.shuffle(&mut candidates);
    candidates
        .into_iter()
        .find_map(|e| state.check(&e).err().map(|v| (e, v)))
}

/// Writes events into a PTN game, as `skus simulate` records its games
/// (public for the fuzzer, which records its playouts the same way).
///
/// Events are written as they come: a word opens a turn line or extends
/// the open one of the same seat and section, a card goes to the trick
/// the state was at before it was played (`record`'s `trick`). Nothing is
/// checked: an event out of place is written where its section puts it.
pub struct Recorder {
    game: Game,
    open_turn: Option<(Section, Seat)>,
}

impl Recorder {
    /// A record of game `index` of a run with `seed`, with its tags and
    /// the deal.
    pub fn new(engine: &dyn Engine, index: usize, seed: u64, deal: &Deal) -> Recorder {
        let tag = |name: &str, value: String| ptn::Tag {
            comments: Comments::new(),
            name: name.into(),
            value: value.into(),
            loc: Loc::default(),
        };
        let mut entries: Vec<DealEntry> = Seat::ALL
            .iter()
            .map(|&s| {
                DealEntry::Hand(Hand {
                    comments: Comments::new(),
                    seat: s,
                    cards: sorted(deal.hands[s].iter()),
                    loc: Loc::default(),
                })
            })
            .collect();
        if !deal.talon.is_empty() {
            entries.push(DealEntry::Talon(TalonDeal {
                comments: Comments::new(),
                halves: deal.talon.iter().map(|h| sorted(h.iter())).collect(),
                loc: Loc::default(),
            }));
        }
        let game = Game {
            tags: vec![
                tag("Variant", engine.variant().to_string()),
                tag("Event", "skus simulate".into()),
                tag("Game", (index + 1).to_string()),
                tag("Seed", seed.to_string()),
                tag("Seats", "Anna, Bernd, Clara, Dieter".into()),
            ],
            deal: Some(ptn::Section::new(entries)),
            ..Game::default()
        };
        Recorder {
            game,
            open_turn: None,
        }
    }

    fn turns(&mut self, section: Section) -> &mut ptn::Section<Turn> {
        let s = match section {
            Section::Auction => &mut self.game.auction,
            Section::Call => &mut self.game.call,
            Section::Announce => &mut self.game.announce,
        };
        s.get_or_insert_with(ptn::Section::default)
    }

    /// Writes an event; `trick` is the state's trick before it.
    pub fn record(&mut self, e: &Event, trick: Option<u32>) {
        match e {
            Event::Say {
                section,
                seat,
                term,
            } => {
                let item = TurnItem {
                    comments: Comments::new(),
                    term: term.clone(),
                    loc: Loc::default(),
                };
                let open = self.open_turn == Some((*section, *seat));
                let turns = self.turns(*section);
                match turns.entries.last_mut() {
                    Some(t) if open => t.items.push(item),
                    _ => turns.entries.push(Turn {
                        comments: Comments::new(),
                        seat: *seat,
                        items: [item].into_iter().collect(),
                        loc: Loc::default(),
                    }),
                }
                self.open_turn = Some((*section, *seat));
            }
            Event::EndTurn { section, seat } => {
                if self.open_turn != Some((*section, *seat)) {
                    // A turn with nothing said cannot be written; engines end
                    // a turn only after an item.
                    let _ = self.turns(*section);
                }
                self.open_turn = None;
            }
            Event::Take { seat, take } => {
                self.open_turn = None;
                let t = self.game.talon.get_or_insert_with(ptn::Section::default);
                t.entries.push(TalonEntry {
                    comments: Comments::new(),
                    seat: *seat,
                    action: ptn::TalonAction::Take(*take),
                    loc: Loc::default(),
                });
            }
            Event::Discard { seat, cards } => {
                self.open_turn = None;
                let t = self.game.talon.get_or_insert_with(ptn::Section::default);
                t.entries.push(TalonEntry {
                    comments: Comments::new(),
                    seat: *seat,
                    action: ptn::TalonAction::Discard(
                        cards
                            .iter()
                            .map(|c| Located::new(*c, Loc::default()))
                            .collect(),
                    ),
                    loc: Loc::default(),
                });
            }
            Event::Play { seat, card } => {
                self.open_turn = None;
                let p = self.game.play.get_or_insert_with(ptn::Section::default);
                let number = trick.unwrap_or(p.entries.len() as u32 + 1);
                let play = Play {
                    comments: Comments::new(),
                    seat: *seat,
                    card: *card,
                    loc: Loc::default(),
                };
                match p.entries.last_mut() {
                    Some(t) if t.number == number && t.plays.len() < 4 => t.plays.push(play),
                    _ => p.entries.push(Trick {
                        comments: Comments::new(),
                        number,
                        plays: [play].into_iter().collect(),
                        loc: Loc::default(),
                    }),
                }
            }
        }
    }

    /// The score sheet: a `score` section with these points.
    pub fn score(&mut self, scores: &crate::seat::BySeat<i64>) {
        let entries = scores
            .iter()
            .map(|(seat, v)| ScoreEntry {
                comments: Comments::new(),
                seat,
                points: *v,
                loc: Loc::default(),
            })
            .collect();
        self.game.score = Some(ptn::Section::new(entries));
    }

    /// The game as recorded.
    pub fn finish(self) -> Game {
        self.game
    }
}

/// Cards as a player sorts them: tarocks high to low, then suits.
fn sorted(cards: impl Iterator<Item = Card>) -> Vec<Located<Card>> {
    let set: crate::cards::CardSet = cards.collect();
    let mut v: Vec<Card> = set.tarocks().iter().rev().collect();
    for s in crate::cards::Suit::ALL {
        v.extend(set.of_suit(s).iter().rev());
    }
    v.into_iter()
        .map(|c| Located::new(c, Loc::default()))
        .collect()
}

/// A word of a turn as a term (for tests and callers building events).
pub fn word(name: &str) -> Term {
    Term::Item(Item::new(name, Vec::new()))
}
