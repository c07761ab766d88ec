//! Tests of the Königrufen engine: random games that check `legal()`
//! against `apply`, zero-sum settlements and 70 card points; and the
//! rulebook cases of DIGEST §7 for the three variants, replayed from small
//! PTN transcripts by a helper that maps a game onto events the way the
//! referee does.

use super::score::thirds;
use super::*;
use crate::engine::{Event, Phase, Section, Settlement, Then, Violation};
use crate::ptn::{DealEntry, Game, Item, TalonAction, Term, parse_str};
use crate::rng::Rng;

// ------------------------------------------------------------------ replay

#[allow(dead_code)]
pub(super) struct Replay {
    pub findings: Vec<Violation>,
    pub phase: Phase,
    pub settlement: Option<Settlement>,
    pub unchecked: Vec<String>,
}

#[allow(dead_code)]
impl Replay {
    pub fn rules(&self) -> Vec<String> {
        self.findings
            .iter()
            .map(|v| v.rule.id.to_string())
            .collect()
    }
    pub fn scores(&self) -> [i64; 4] {
        self.settlement
            .as_ref()
            .map(|s| s.scores.0)
            .unwrap_or([99; 4])
    }
}

/// Replays one PTN game through the engine, as the referee will.
#[allow(dead_code)]
pub(super) fn replay(text: &str) -> Replay {
    let game: Game = parse_str(text)
        .into_iter()
        .next()
        .expect("one game")
        .unwrap_or_else(|e| panic!("{e:?}"));
    let eng = engine(game.variant().unwrap_or("tarockcup")).expect("engine");
    let mut events = Vec::new();
    if let Some(a) = &game.auction {
        for t in &a.entries {
            for i in &t.items {
                events.push(Event::Say {
                    section: Section::Auction,
                    seat: t.seat,
                    term: i.term.clone(),
                });
            }
            events.push(Event::EndTurn {
                section: Section::Auction,
                seat: t.seat,
            });
        }
    }
    if let Some(a) = &game.call {
        for t in &a.entries {
            for i in &t.items {
                events.push(Event::Say {
                    section: Section::Call,
                    seat: t.seat,
                    term: i.term.clone(),
                });
            }
            events.push(Event::EndTurn {
                section: Section::Call,
                seat: t.seat,
            });
        }
    }
    if let Some(a) = &game.talon {
        for e in &a.entries {
            events.push(match &e.action {
                TalonAction::Take(t) => Event::Take {
                    seat: e.seat,
                    take: *t,
                },
                TalonAction::Discard(cs) => Event::Discard {
                    seat: e.seat,
                    cards: cs.iter().map(|c| c.value).collect(),
                },
            });
        }
    }
    if let Some(a) = &game.announce {
        for t in &a.entries {
            for i in &t.items {
                events.push(Event::Say {
                    section: Section::Announce,
                    seat: t.seat,
                    term: i.term.clone(),
                });
            }
            events.push(Event::EndTurn {
                section: Section::Announce,
                seat: t.seat,
            });
        }
    }
    let mut hands = [CardSet::EMPTY; 4];
    if let Some(p) = &game.play {
        for t in &p.entries {
            for pl in &t.plays {
                events.push(Event::Play {
                    seat: pl.seat,
                    card: pl.card,
                });
                hands[pl.seat.index()].insert(pl.card);
            }
        }
    }
    let deal = match &game.deal {
        Some(d) => {
            let mut h = [CardSet::EMPTY; 4];
            let mut talon = Vec::new();
            for e in &d.entries {
                match e {
                    DealEntry::Hand(hand) => {
                        h[hand.seat.index()] = hand.cards.iter().map(|c| c.value).collect()
                    }
                    DealEntry::Talon(t) => {
                        talon = t
                            .halves
                            .iter()
                            .map(|half| half.iter().map(|c| c.value).collect())
                            .collect()
                    }
                }
            }
            Deal {
                hands: BySeat(h),
                talon,
                reconstructed: false,
            }
        }
        None => Deal {
            hands: BySeat(hands),
            talon: Vec::new(),
            reconstructed: true,
        },
    };
    let mut st = match eng.start(&deal) {
        Ok(s) => s,
        Err(v) => {
            return Replay {
                findings: v,
                phase: Phase::Auction,
                settlement: None,
                unchecked: Vec::new(),
            };
        }
    };
    let mut findings = Vec::new();
    for ev in &events {
        if let Err(v) = st.apply(ev) {
            let stop = v.then == Then::Stop;
            findings.push(v);
            if stop {
                break;
            }
        }
    }
    Replay {
        findings,
        phase: st.phase(),
        settlement: st.settle(),
        unchecked: st.unchecked(),
    }
}

fn zero_sum(s: &Settlement) {
    assert_eq!(s.scores.0.iter().sum::<i64>(), 0, "{s:?}");
    let mut sum = [0i64; 4];
    for it in &s.items {
        assert_eq!(it.points.0.iter().sum::<i64>(), 0, "{it:?}");
        for (x, p) in sum.iter_mut().zip(it.points.0) {
            *x += p;
        }
    }
    assert_eq!(sum, s.scores.0);
}

// ---------------------------------------------------------- random games

fn w(s: &str) -> Term {
    Term::Item(Item::new(s, Vec::new()))
}

fn same(a: &Event, b: &Event) -> bool {
    match (a, b) {
        (
            Event::Discard {
                seat: s1,
                cards: c1,
            },
            Event::Discard {
                seat: s2,
                cards: c2,
            },
        ) => {
            s1 == s2
                && c1.iter().copied().collect::<CardSet>()
                    == c2.iter().copied().collect::<CardSet>()
                && c1.len() == c2.len()
        }
        _ => a == b,
    }
}

fn random_event(rng: &mut Rng, cfg: &Config) -> Event {
    let seat = Seat::from_index(rng.below(4));
    let card = Card::from_index(rng.below(54)).unwrap_or(Card::PAGAT);
    let mut words: Vec<&str> = vec![
        "pass",
        "vorhand",
        "erster",
        "hold",
        "zusammenwerfen",
        "fertig",
        "schleifen",
        "spiel",
        "gut",
    ];
    words.extend(cfg.contracts.iter().map(|c| c.name()));
    words.extend(cfg.premium_names.iter().flatten());
    let word = words[rng.below(words.len())];
    let section = [Section::Auction, Section::Call, Section::Announce][rng.below(3)];
    match rng.below(9) {
        0 | 1 => Event::Say {
            section,
            seat,
            term: w(word),
        },
        2 => Event::Say {
            section,
            seat,
            term: Term::Item(Item::new(
                ["kontra", "re", "sub"][rng.below(3)],
                vec![w(word)],
            )),
        },
        3 => Event::Say {
            section,
            seat,
            term: Term::Card(card),
        },
        4 => Event::EndTurn { section, seat },
        5 => Event::Take {
            seat,
            take: [
                TalonTake::Half(1),
                TalonTake::Half(2),
                TalonTake::Half(3),
                TalonTake::All,
                TalonTake::None,
            ][rng.below(5)],
        },
        6 => Event::Discard {
            seat,
            cards: (0..rng.below(7))
                .map(|_| Card::from_index(rng.below(54)).unwrap_or(Card::PAGAT))
                .collect(),
        },
        _ => Event::Play { seat, card },
    }
}
use crate::ptn::TalonTake;

/// Plays random games; at every step every listed event must be accepted,
/// and a random event that is accepted must be listed. Nothing may panic.
fn random_games(v: Variant, games: usize, seed: u64) -> usize {
    let cfg = Config::get(v);
    let eng = engine(v.id()).expect("engine");
    let mut rng = Rng::new(seed);
    let mut done = 0;
    let mut contracts = std::collections::HashSet::new();
    for g in 0..games {
        let deal = eng.deal(&mut rng);
        let all: CardSet = deal.cards();
        assert_eq!(all, CardSet::PACK_54);
        assert_eq!(thirds(all), 210);
        let mut st = eng.start(&deal).expect("a dealt game starts");
        let mut steps = 0;
        while st.phase() != Phase::Done && steps < 400 {
            steps += 1;
            let legal = st.legal();
            for e in &legal {
                let mut c = st.clone();
                assert!(
                    c.apply(e).is_ok(),
                    "game {g}: listed {e} refused: {:?}",
                    c.check(e)
                );
            }
            for _ in 0..6 {
                let e = random_event(&mut rng, cfg);
                let mut c = st.clone();
                let r = c.apply(&e);
                assert_eq!(r.is_ok(), st.check(&e).is_ok());
                if r.is_ok() {
                    assert!(
                        legal.iter().any(|l| same(l, &e)),
                        "game {g}: {e} accepted but not listed in {:?} ({legal:?})",
                        st.phase()
                    );
                }
            }
            if legal.is_empty() {
                break;
            }
            // Prefer the end of a turn now and then, so auctions end.
            let pass = legal
                .iter()
                .find(|e| matches!(e, Event::Say { term, .. } if term.is_word("pass")))
                .cloned();
            let e = if rng.chance(1, 2) && legal.iter().any(|e| matches!(e, Event::EndTurn { .. }))
            {
                legal
                    .iter()
                    .find(|e| matches!(e, Event::EndTurn { .. }))
                    .cloned()
            } else if pass.is_some() && rng.chance(2, 3) {
                pass
            } else {
                rng.pick(&legal).cloned()
            };
            let Some(e) = e else { break };
            st.apply(&e).expect("legal event applies");
        }
        if st.phase() == Phase::Done {
            let s = st.settle().expect("done games settle");
            zero_sum(&s);
            done += 1;
            if let Some(it) = s.items.first() {
                contracts.insert(it.item.clone());
            }
        }
    }
    assert!(done > games / 2, "{done} of {games} finished");
    eprintln!("{v:?}: {contracts:?}");
    contracts.len()
}

#[test]
fn random_tarockcup_games_are_exact() {
    assert!(random_games(Variant::Tarockcup, 300, 1) >= 5);
}

#[test]
fn random_hopfgarten_games_are_exact() {
    assert!(random_games(Variant::Hopfgarten, 300, 2) >= 3);
}

#[test]
fn random_sitzenberg_games_are_exact() {
    assert!(random_games(Variant::Sitzenberg, 300, 3) >= 5);
}

/// Random illegal event sequences never panic, whatever the state.
#[test]
fn random_illegal_events_never_panic() {
    for v in [Variant::Tarockcup, Variant::Hopfgarten, Variant::Sitzenberg] {
        let cfg = Config::get(v);
        let eng = engine(v.id()).expect("engine");
        let mut rng = Rng::new(99);
        for _ in 0..200 {
            let deal = eng.deal(&mut rng);
            let mut st = eng.start(&deal).expect("starts");
            for _ in 0..300 {
                let legal = st.legal();
                let e = if !legal.is_empty() && rng.chance(3, 4) {
                    rng.pick(&legal).cloned().unwrap_or(Event::EndTurn {
                        section: Section::Auction,
                        seat: Seat::from_index(0),
                    })
                } else {
                    random_event(&mut rng, cfg)
                };
                let _ = st.apply(&e);
                let _ = st.settle().map(|s| zero_sum(&s));
                let _ = st.unchecked();
            }
        }
    }
}
