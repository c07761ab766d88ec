//! The game targets: a generator of records from `arbitrary` input, the
//! differential oracle, and the legal-events oracle.
//!
//! # The generator
//!
//! From [`Unstructured`] data: a variant (one byte), a seed (eight bytes)
//! that deals the cards — usually as the engine deals, sometimes a plain
//! shuffle that the rules may throw in (Zwanziger's redeal, Royal's
//! annulled deal, Königrufen's hands thrown in) and sometimes a misdeal —
//! then one byte per step. A step takes a legal event of the reference
//! engine (the byte prefers the seat's pass or the end of its turn, so
//! that auctions end; a legal event chosen by further bytes otherwise), or,
//! one step in eight and at most three times a game, a mutation:
//!
//! - a legal event given to the wrong seat,
//! - a card the seat does not hold,
//! - a held card that is not legal (renonce),
//! - a word out of place (another section's word, or a word of no variant),
//! - a kontra (`kontra`, `re`, `subkontra` of an announcement) nobody may say,
//! - a talon line changed (a laid-away card swapped, another half taken),
//! - the current section cut short (its further events happen but are not
//!   written, before the play),
//! - the record stopping here.
//!
//! When the data runs out, the game is finished with legal events chosen
//! from the seed. Afterwards the record may get the score sheet (as
//! settled, or with a seat's figure changed), passes left out as
//! `crate::omit` leaves them (trailing passes, a section of passes, a void
//! word), or a whole section dropped (a gap). The record is written by
//! [`crate::simulate::Recorder`].

use super::{Failure, agree, as_transcript, engines, fnv};
use crate::cards::Card;
use crate::engine::{Deal, Engine, Event, Phase, Section, State, Then};
use crate::ptn::{self, Comment, Game, Item, TalonTake, Term};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use crate::simulate::Recorder;
use arbitrary::Unstructured;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};

/// The most events a generated game takes (a record that stops there is
/// unfinished, an `incomplete` finding in both engines).
const MAX_EVENTS: usize = 500;
/// The most mutations planted in one game.
const MAX_MUTATIONS: usize = 3;

/// A generated record.
#[derive(Clone, Debug)]
pub struct Generated {
    pub variant: &'static str,
    pub game: Game,
    /// What was done to it besides legal play, in words (also the
    /// record's preamble comments).
    pub mutations: Vec<String>,
}

/// The next byte of the input, and whether it came from the input (when
/// the input has run out the byte comes from the seed and no mutation is
/// planted).
fn next_byte(u: &mut Unstructured, rng: &mut Rng) -> (u8, bool) {
    if u.is_empty() {
        (rng.next_u64() as u8, false)
    } else {
        (u.arbitrary().unwrap_or(0), true)
    }
}

/// An index below `n`: from the input while it lasts, else from the seed.
fn index(u: &mut Unstructured, rng: &mut Rng, n: usize) -> usize {
    if n == 0 {
        return 0;
    }
    if u.is_empty() {
        rng.below(n)
    } else {
        u.choose_index(n).unwrap_or(0)
    }
}

/// A deal the engine's rules may throw in: a plain shuffle by the layout,
/// with no redeal (`None` when the deck does not fit the layout).
fn plain_deal(engine: &dyn Engine, rng: &mut Rng) -> Option<Deal> {
    let layout = engine.layout();
    let mut cards: Vec<Card> = engine.deck().iter().collect();
    if cards.len() != 4 * layout.hand + layout.talon.iter().sum::<usize>() {
        return None;
    }
    rng.shuffle(&mut cards);
    let mut it = cards.into_iter();
    let hands = BySeat::from_fn(|_| it.by_ref().take(layout.hand).collect());
    let talon = layout
        .talon
        .iter()
        .map(|&n| it.by_ref().take(n).collect())
        .collect();
    Some(Deal {
        hands,
        talon,
        reconstructed: false,
    })
}

/// A misdeal: one card of seat 1 given to seat 2 as well, or moved there.
fn misdeal(mut deal: Deal, rng: &mut Rng) -> Deal {
    let [a, b] = [Seat::ALL[0], Seat::ALL[1]];
    if let Some(c) = deal.hands[a].first() {
        if rng.chance(1, 2) {
            deal.hands[a].remove(c);
        }
        deal.hands[b].insert(c);
    }
    deal
}

/// What a mutation step does.
enum Mutation {
    Event(Event, String),
    CutShort,
    Stop,
    Nothing,
}

/// Words of no variant or of the wrong section, for a word out of place.
const STRAY_WORDS: &[&str] = &[
    "pass",
    "weiter",
    "fertig",
    "hm",
    "solo",
    "dreier",
    "ja",
    "nein",
    "bettel",
    "trischaken",
];
/// Announcements a kontra may be said on.
const KONTRA_OF: &[&str] = &[
    "spiel", "pagat", "valat", "absolut", "koenige", "mondfang", "uhu", "kakadu", "trull", "royal",
    "xxi-fang",
];

fn word(name: &str, args: Vec<Term>) -> Term {
    Term::Item(Item::new(name, args))
}

fn phase_section(p: Phase) -> Section {
    match p {
        Phase::Call => Section::Call,
        Phase::Announce | Phase::Play | Phase::Done => Section::Announce,
        Phase::Auction | Phase::Talon => Section::Auction,
    }
}

fn other_seat(s: Seat, k: usize) -> Seat {
    Seat::ALL[(s.index() + 1 + k % 3) % 4]
}

/// A mutation of kind `kind` (0–7) now.
fn mutation(
    kind: u8,
    state: &dyn State,
    legal: &[Event],
    vocabulary: &[Event],
    deck: crate::cards::CardSet,
    u: &mut Unstructured,
    rng: &mut Rng,
) -> Mutation {
    let seat = state.to_act().unwrap_or(Seat::ALL[0]);
    let wrong_seat = |u: &mut Unstructured, rng: &mut Rng| {
        let e = legal.get(index(u, rng, legal.len()))?.clone();
        let k = index(u, rng, 3);
        let s = other_seat(e.seat(), k);
        // A card is re-chosen from the other seat's hand: playing another
        // seat's card would be a second fault.
        let e = match e {
            Event::Play { card, .. } => Event::Play {
                seat: s,
                card: state.hand(s).first().unwrap_or(card),
            },
            e => e.with_seat(s),
        };
        Some(Mutation::Event(e, "a legal event of the wrong seat".into()))
    };
    let m = match kind {
        0 => wrong_seat(u, rng),
        1 => {
            let not_held: Vec<Card> = (deck - state.hand(seat)).iter().collect();
            not_held.get(index(u, rng, not_held.len())).map(|&card| {
                Mutation::Event(
                    Event::Play { seat, card },
                    format!("seat {seat} plays {card}, not in his hand"),
                )
            })
        }
        2 => {
            let listed: HashSet<&Event> = legal.iter().collect();
            let renonce: Vec<Event> = state
                .hand(seat)
                .iter()
                .map(|card| Event::Play { seat, card })
                .filter(|e| !listed.contains(e))
                .collect();
            if state.phase() == Phase::Play && !renonce.is_empty() {
                let e = renonce[index(u, rng, renonce.len())].clone();
                Some(Mutation::Event(e, "a held card that is not legal".into()))
            } else {
                wrong_seat(u, rng)
            }
        }
        3 => {
            let here = phase_section(state.phase());
            let says: Vec<&Event> = vocabulary
                .iter()
                .filter(|e| matches!(e, Event::Say { section, .. } if *section != here))
                .collect();
            let n = says.len() + STRAY_WORDS.len();
            let i = index(u, rng, n);
            let (section, term) = match says.get(i) {
                Some(Event::Say { section, term, .. }) => (*section, term.clone()),
                _ => (
                    here,
                    word(
                        STRAY_WORDS[i.saturating_sub(says.len()) % STRAY_WORDS.len()],
                        vec![],
                    ),
                ),
            };
            Some(Mutation::Event(
                Event::Say {
                    section,
                    seat,
                    term,
                },
                "a word out of place".into(),
            ))
        }
        4 => {
            let items: Vec<Term> = vocabulary
                .iter()
                .filter_map(|e| match e {
                    Event::Say { term, .. } => Some(term.clone()),
                    _ => None,
                })
                .chain(KONTRA_OF.iter().map(|w| word(w, vec![])))
                .collect();
            let of = items[index(u, rng, items.len())].clone();
            let k = ["kontra", "re", "subkontra"][index(u, rng, 3)];
            let s = if rng.chance(1, 3) {
                other_seat(seat, 0)
            } else {
                seat
            };
            Some(Mutation::Event(
                Event::Say {
                    section: Section::Announce,
                    seat: s,
                    term: word(k, vec![of]),
                },
                format!("{k} nobody may say"),
            ))
        }
        5 if !matches!(state.phase(), Phase::Play | Phase::Done) => Some(Mutation::CutShort),
        6 => {
            let talon: Vec<Event> = legal
                .iter()
                .filter_map(|e| match e {
                    Event::Discard { seat, cards } if !cards.is_empty() => {
                        let held: Vec<Card> = state
                            .hand(*seat)
                            .iter()
                            .filter(|c| !cards.contains(c))
                            .collect();
                        let c = *held.get(rng.below(held.len().max(1)))?;
                        let mut swapped = cards.clone();
                        let i = rng.below(swapped.len());
                        swapped[i] = c;
                        Some(Event::Discard {
                            seat: *seat,
                            cards: swapped,
                        })
                    }
                    Event::Take { seat, take } => Some(Event::Take {
                        seat: *seat,
                        take: match take {
                            TalonTake::Half(n) => TalonTake::Half(n % 2 + 1),
                            TalonTake::All => TalonTake::None,
                            TalonTake::None => TalonTake::All,
                        },
                    }),
                    _ => None,
                })
                .collect();
            match talon.get(index(u, rng, talon.len())) {
                Some(e) => Some(Mutation::Event(e.clone(), "a talon line changed".into())),
                None => wrong_seat(u, rng),
            }
        }
        7 => Some(Mutation::Stop),
        _ => None,
    };
    m.unwrap_or(Mutation::Nothing)
}

/// A legal event: the seat's pass or the end of its turn where the byte
/// says so (always the end of a turn that offers a long list of words,
/// three times in four), else one chosen by the input.
fn choose(
    state: &dyn State,
    legal: &[Event],
    b: u8,
    u: &mut Unstructured,
    rng: &mut Rng,
) -> Option<Event> {
    if legal.is_empty() {
        return None;
    }
    if b.is_multiple_of(4)
        && let (Some((section, term)), Some(seat)) = (state.pass(), state.to_act())
    {
        let e = Event::Say {
            section,
            seat,
            term,
        };
        if legal.contains(&e) {
            return Some(e);
        }
    }
    if (b % 4 == 1 || (legal.len() > 100 && b % 4 != 3))
        && let Some(e) = legal.iter().find(|e| matches!(e, Event::EndTurn { .. }))
    {
        return Some(e.clone());
    }
    legal.get(index(u, rng, legal.len())).cloned()
}

/// Generates a record of `engine`'s variant from the input (see the
/// module documentation).
pub fn generate(u: &mut Unstructured, engine: &dyn Engine) -> Generated {
    let seed: u64 = u.arbitrary().unwrap_or(0);
    let mut rng = Rng::new(seed);
    let mut mutations: Vec<String> = Vec::new();
    let (b, _) = next_byte(u, &mut rng);
    let deal = match b % 16 {
        0 | 1 => plain_deal(engine, &mut rng).unwrap_or_else(|| engine.deal(&mut rng)),
        2 => {
            mutations.push("a misdeal".into());
            let d = engine.deal(&mut rng);
            misdeal(d, &mut rng)
        }
        _ => engine.deal(&mut rng),
    };
    let mut rec = Recorder::new(engine, 0, seed, &deal);
    let mut state = match engine.start(&deal) {
        Ok(s) => s,
        Err(_) => {
            return finish(engine, rec.finish(), mutations, u, &mut rng, seed);
        }
    };
    let deck = engine.deck();
    let mut vocabulary: Vec<Event> = Vec::new();
    let mut seen: HashSet<Event> = HashSet::new();
    let mut planted = 0;
    let mut hidden: Option<Phase> = None;
    for _ in 0..MAX_EVENTS {
        if state.phase() == Phase::Done {
            break;
        }
        if hidden.is_some_and(|p| p != state.phase()) {
            hidden = None;
        }
        let legal = state.legal();
        if vocabulary.len() < 5000 {
            for e in &legal {
                if matches!(e, Event::Say { .. }) && !seen.contains(e) {
                    seen.insert(e.clone());
                    vocabulary.push(e.clone());
                }
            }
        }
        let (b, live) = next_byte(u, &mut rng);
        if live && planted < MAX_MUTATIONS && b >= 0xE0 {
            planted += 1;
            match mutation(b & 7, &*state, &legal, &vocabulary, deck, u, &mut rng) {
                Mutation::Event(e, what) => {
                    let trick = state.trick();
                    let r = state.apply(&e);
                    mutations.push(format!("{what}: {e}"));
                    if hidden.is_none() {
                        rec.record(&e, trick);
                    }
                    if matches!(r, Err(v) if v.then == Then::Stop) {
                        break;
                    }
                    continue;
                }
                Mutation::CutShort => {
                    mutations.push(format!("the {:?} phase cut short", state.phase()));
                    hidden = Some(state.phase());
                }
                Mutation::Stop => {
                    mutations.push("the record stops".into());
                    break;
                }
                Mutation::Nothing => {}
            }
        }
        let Some(e) = choose(&*state, &legal, b, u, &mut rng) else {
            break;
        };
        let trick = state.trick();
        let _ = state.apply(&e);
        if hidden.is_none() {
            rec.record(&e, trick);
        }
    }
    let (b, _) = next_byte(u, &mut rng);
    if state.phase() == Phase::Done
        && let Some(s) = state.settle()
    {
        match b % 4 {
            1 | 2 => rec.score(&s.scores),
            3 => {
                let mut scores = s.scores;
                let seat = Seat::ALL[rng.below(4)];
                scores[seat] = scores[seat].saturating_add(1);
                mutations.push(format!("the score sheet off by one for seat {seat}"));
                rec.score(&scores);
            }
            _ => {}
        }
    }
    finish(engine, rec.finish(), mutations, u, &mut rng, seed)
}

/// Passes left out or a section dropped, and the comments saying what was
/// done.
fn finish(
    engine: &dyn Engine,
    mut game: Game,
    mut mutations: Vec<String>,
    u: &mut Unstructured,
    rng: &mut Rng,
    seed: u64,
) -> Generated {
    let (b, _) = next_byte(u, rng);
    match b % 8 {
        0 | 1 => {
            let (g, what) = crate::omit::omit_passes(&game, engine, seed, b % 8 == 1);
            if what.any() {
                mutations.push(format!("passes left out: {what:?}"));
                game = g;
            }
        }
        2 => {
            let cut = rng.below(4);
            let gone = match cut {
                0 => game.auction.take().is_some(),
                1 => game.call.take().is_some(),
                2 => game.talon.take().is_some(),
                _ => game.announce.take().is_some(),
            };
            if gone {
                let name = ["auction", "call", "talon", "announce"][cut];
                mutations.push(format!("the {name} section left out"));
            }
        }
        _ => {}
    }
    for m in &mutations {
        game.preamble.push(Comment::Line(format!("fuzz: {m}")));
    }
    let variant = crate::variants::VARIANTS
        .iter()
        .map(|v| v.id)
        .find(|v| *v == engine.variant())
        .unwrap_or("?");
    Generated {
        variant,
        game,
        mutations,
    }
}

/// The variant (first byte) and the generated game of an input.
fn generated(data: &[u8]) -> Option<Generated> {
    let (reference, _) = engines();
    let mut u = Unstructured::new(data);
    let vs = &crate::variants::VARIANTS;
    let v = vs[usize::from(u.arbitrary::<u8>().unwrap_or(0)) % vs.len()].id;
    let re = crate::referee::Engines::engine(reference, v)?;
    let g = generate(&mut u, re);
    count_game(v);
    Some(g)
}

/// Games and states per variant, printed on standard error (libFuzzer's
/// log) at every power of two and every thousand games, for the campaign
/// figures.
static GAMES: [AtomicU64; 5] = [const { AtomicU64::new(0) }; 5];
static STATES: AtomicU64 = AtomicU64::new(0);

fn count_game(variant: &str) {
    let vs = &crate::variants::VARIANTS;
    if let Some(i) = vs.iter().position(|v| v.id == variant) {
        GAMES[i].fetch_add(1, Ordering::Relaxed);
    }
    let total: u64 = GAMES.iter().map(|g| g.load(Ordering::Relaxed)).sum();
    if total.is_power_of_two() || total.is_multiple_of(1_000) {
        let per: Vec<String> = vs
            .iter()
            .zip(&GAMES)
            .map(|(v, g)| format!("{} {}", v.id, g.load(Ordering::Relaxed)))
            .collect();
        eprintln!(
            "skus-fuzz: {total} games ({}), {} states",
            per.join(", "),
            STATES.load(Ordering::Relaxed)
        );
    }
}

/// `differential`: the input's transcript, or the record generated from
/// it, gets the same verdict projection from the reference engine and the
/// interpreter.
pub fn differential(data: &[u8]) -> Result<(), Failure> {
    if let Some(text) = as_transcript(data) {
        return agree(text, "fuzz.ptn");
    }
    let Some(g) = generated(data) else {
        return Ok(());
    };
    agree(&ptn::to_string(&g.game), "fuzz.ptn")
}

/// Up to `n` of `items`, chosen by `rng` (all of them when there are few).
fn sample<'a, T>(items: &'a [T], n: usize, rng: &mut Rng) -> Vec<&'a T> {
    if items.len() <= n {
        return items.iter().collect();
    }
    (0..n).map(|_| &items[rng.below(items.len())]).collect()
}

/// Events near `e` that a record could hold instead: other seats, other
/// cards of the seat's hand, the seat's pass.
fn variations(e: &Event, state: &dyn State) -> Vec<Event> {
    let mut out = Vec::new();
    for k in 0..3 {
        out.push(e.clone().with_seat(other_seat(e.seat(), k)));
    }
    if let Some(seat) = state.to_act() {
        for card in state.hand(seat) {
            out.push(Event::Play { seat, card });
        }
        if let Some((section, term)) = state.pass() {
            out.push(Event::Say {
                section,
                seat,
                term,
            });
            out.push(Event::EndTurn { section, seat });
        }
    }
    out
}

/// An event as a set: the cards laid away in one order (the engines list
/// a discard once, in their order, and accept it in any).
fn normal(e: &Event) -> Event {
    match e {
        Event::Discard { seat, cards } => {
            let mut cards = cards.clone();
            cards.sort();
            Event::Discard { seat: *seat, cards }
        }
        other => other.clone(),
    }
}

/// Whether `e` is a word said in a line the state takes as written: the
/// state accepts there a word no game has, so no list can hold the words
/// it accepts (`State::legal`).
fn as_written(state: &dyn State, e: &Event) -> bool {
    let Event::Say { section, seat, .. } = e else {
        return false;
    };
    let probe = Event::Say {
        section: *section,
        seat: *seat,
        term: word("zz-no-such-word", vec![]),
    };
    state.check(&probe).is_ok()
}

/// `legals_are_legal`: the input's transcript, or the record generated
/// from it, is replayed through both engines; at every state reached,
/// each listed event is accepted by `check` (up to 24 of them, sampled),
/// each candidate `check` accepts is listed (up to 64 unlisted ones; a
/// word in a line taken as written need not be, [`as_written`]) (candidates: both engines'
/// listed events, the record's next event and its variations), the
/// engine's own candidates (`State::candidates`) hold every listed event
/// and `first_legal` of a run of up to 16 of them is the first listed,
/// and `apply` agrees with `check` on the record's event.
pub fn legals_are_legal(data: &[u8]) -> Result<(), Failure> {
    let games: Vec<Game> = match as_transcript(data) {
        Some(text) => ptn::parse_str(text).into_iter().flatten().collect(),
        None => generated(data).map(|g| g.game).into_iter().collect(),
    };
    let (reference, interp) = engines();
    let mut rng = Rng::new(fnv(data));
    for game in games {
        let Some(v) = game.variant() else { continue };
        let (Some(re), Some(ie)) = (
            crate::referee::Engines::engine(reference, v),
            crate::referee::Engines::engine(interp, v),
        ) else {
            continue;
        };
        let Some(deal) = crate::omit::deal_of(&game) else {
            continue;
        };
        let (events, _) = crate::omit::events_of(&game);
        let named = [("reference", re), ("interp", ie)];
        let mut states: Vec<Option<Box<dyn State>>> =
            named.iter().map(|(_, e)| e.start(&deal).ok()).collect();
        let fail = |what: String, step: usize| {
            let mut g = game.clone();
            g.preamble.push(Comment::Line(format!(
                "legals_are_legal: after {step} event(s) of the record: {what}"
            )));
            Err(Failure::with_transcript(what, ptn::to_string(&g)))
        };
        for step in 0..=events.len().min(MAX_EVENTS) {
            STATES.fetch_add(1, Ordering::Relaxed);
            let lists: Vec<Vec<Event>> = states
                .iter()
                .map(|s| s.as_ref().map(|s| s.legal()).unwrap_or_default())
                .collect();
            let mut candidates: Vec<Event> = lists.iter().flatten().cloned().collect();
            if let Some(e) = events.get(step) {
                candidates.push(e.clone());
                for s in states.iter().flatten() {
                    candidates.extend(variations(e, &**s));
                }
            }
            for (k, s) in states.iter().enumerate() {
                let Some(s) = s else { continue };
                let name = named[k].0;
                for e in sample(&lists[k], 24, &mut rng) {
                    if let Err(v) = s.check(e) {
                        return fail(
                            format!(
                                "the {name} engine lists `{e}` ({e:?}) as legal but refuses it: {} ({})",
                                v.rule.id, v.message
                            ),
                            step,
                        );
                    }
                }
                let listed: HashSet<Event> = lists[k].iter().map(normal).collect();
                let mut unlisted: Vec<&Event> = Vec::new();
                let mut tried: HashSet<Event> = HashSet::new();
                for c in &candidates {
                    let n = normal(c);
                    if !listed.contains(&n) && tried.insert(n) {
                        unlisted.push(c);
                    }
                }
                for c in sample(&unlisted, 64, &mut rng) {
                    if s.check(c).is_ok() && !as_written(&**s, c) {
                        return fail(
                            format!("the {name} engine accepts `{c}` ({c:?}) but does not list it"),
                            step,
                        );
                    }
                }
                // What a sampled game stands on: the candidates hold every
                // listed event, and `first_legal` of a run of them is the
                // first the list holds.
                let own = s.candidates();
                let own_set: HashSet<Event> = own.iter().map(normal).collect();
                if let Some(e) = lists[k].iter().find(|e| !own_set.contains(&normal(e))) {
                    return fail(
                        format!(
                            "the {name} engine lists `{e}` ({e:?}) but not among its candidates"
                        ),
                        step,
                    );
                }
                let run: Vec<Event> = sample(&own, 16, &mut rng).into_iter().cloned().collect();
                let expected = run.iter().find(|e| listed.contains(&normal(e)));
                let got = s.first_legal(&mut run.clone().into_iter());
                if got.as_ref().map(normal) != expected.map(normal) {
                    return fail(
                        format!(
                            "the {name} engine's first legal event of {run:?} is {got:?}, its list says {expected:?}"
                        ),
                        step,
                    );
                }
            }
            let Some(e) = events.get(step) else { break };
            for (k, slot) in states.iter_mut().enumerate() {
                let Some(s) = slot else { continue };
                let checked = s.check(e);
                let applied = s.apply(e);
                if checked.is_ok() != applied.is_ok() {
                    return fail(
                        format!(
                            "the {} engine's check ({}) and apply ({}) differ on `{e}`",
                            named[k].0,
                            if checked.is_ok() { "legal" } else { "illegal" },
                            if applied.is_ok() { "legal" } else { "illegal" },
                        ),
                        step,
                    );
                }
                if matches!(applied, Err(v) if v.then == Then::Stop) {
                    *slot = None;
                }
            }
            if states.iter().all(Option::is_none) {
                break;
            }
        }
    }
    Ok(())
}
