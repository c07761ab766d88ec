//! Generators of PTN games from a seed, for property tests, benchmarks and
//! fuzzing. They know the notation, not the rules: [`any_game`] explores
//! everything PTN can say (comments everywhere, escapes, nested items,
//! partial sections), [`full_game`] writes a complete deal and twelve tricks
//! of a 54-card game the way real transcripts look. Legal games come from
//! the engines' `simulate`.

use super::model::*;
use crate::cards::{Card, CardSet, Suit};
use crate::rng::Rng;
use crate::seat::Seat;

const WORDS: [&str; 12] = [
    "pass", "rufer", "dreier", "vorhand", "kontra", "re", "pagat", "uhu", "valat", "weiter",
    "count", "ultimo",
];
const TAG_NAMES: [&str; 8] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "Table",
    "Game",
    "Referee",
    "Annotator_2",
];
const TEXTS: [&str; 10] = [
    "",
    "x",
    "a note",
    "Sküs ♠ 10 €",
    "tricks 2 to 12 omitted",
    "[not a tag]",
    "kontra? ; no",
    "  spaced  ",
    "multi\nline",
    "{ braces",
];

fn card(rng: &mut Rng) -> Card {
    Card::from_index(rng.below(Card::COUNT)).unwrap_or(Card::SKUS)
}

fn seat(rng: &mut Rng) -> Seat {
    Seat::from_index(rng.below(4))
}

/// Some comments; block comments only when `inline`.
fn comments(rng: &mut Rng, inline: bool) -> Comments {
    if !rng.chance(1, 6) {
        return Comments::new();
    }
    (0..1 + rng.below(2))
        .map(|_| {
            let text = *rng.pick(&TEXTS).unwrap_or(&"");
            if inline || rng.chance(1, 2) {
                Comment::Block(text.replace(['}', '{'], "").to_string())
            } else {
                Comment::Line(text.replace('\n', " ").trim().to_string())
            }
        })
        .collect()
}

fn term(rng: &mut Rng, depth: u32) -> Term {
    match rng.below(if depth > 2 { 3 } else { 5 }) {
        0 => Term::Card(card(rng)),
        1 => Term::Suit(Suit::ALL[rng.below(4)]),
        2 => Term::Int(rng.below(30) as i64),
        _ => {
            let name = rng.pick(&WORDS).unwrap_or(&"pass").to_string();
            let n = if rng.chance(1, 2) {
                0
            } else {
                1 + rng.below(3)
            };
            Term::Item(Item::new(
                name,
                (0..n).map(|_| term(rng, depth + 1)).collect(),
            ))
        }
    }
}

fn turns(rng: &mut Rng) -> Section<Turn> {
    let entries = (0..rng.below(6))
        .map(|_| Turn {
            comments: comments(rng, false),
            seat: seat(rng),
            items: (0..1 + rng.below(3))
                .map(|_| TurnItem {
                    comments: comments(rng, true),
                    term: term(rng, 0),
                    loc: Loc::default(),
                })
                .collect(),
            loc: Loc::default(),
        })
        .collect();
    Section {
        entries,
        trailer: comments(rng, false),
        loc: Loc::default(),
    }
}

/// Between `min` and `min + spread - 1` random cards.
fn cards(rng: &mut Rng, min: usize, spread: usize) -> Vec<Located<Card>> {
    let n = min + rng.below(spread);
    (0..n)
        .map(|_| Located::new(card(rng), Loc::default()))
        .collect()
}

/// A game that uses the whole notation: every section present or not,
/// comments at every place they can attach, odd tag values. It is
/// syntactically valid and `check()`s, but follows no rules of play.
pub fn any_game(rng: &mut Rng) -> Game {
    let mut tags = vec![
        Tag {
            comments: comments(rng, false),
            name: "Variant".into(),
            value: "tarockcup".into(),
            loc: Loc::default(),
        },
        Tag {
            comments: comments(rng, false),
            name: "Seats".into(),
            value: "Huber, Maier, \"Gruber\", Berger\\".into(),
            loc: Loc::default(),
        },
    ];
    for name in TAG_NAMES {
        if rng.chance(1, 3) {
            let value = rng.pick(&TEXTS).unwrap_or(&"").replace('\n', " ");
            tags.push(Tag {
                comments: comments(rng, false),
                name: name.into(),
                value: value.into(),
                loc: Loc::default(),
            });
        }
    }
    let mut g = Game {
        tags,
        preamble: comments(rng, false),
        ..Game::default()
    };
    if rng.chance(2, 3) {
        let mut seats: Vec<Seat> = Seat::ALL.to_vec();
        rng.shuffle(&mut seats);
        let mut entries: Vec<DealEntry> = seats[..rng.below(5)]
            .iter()
            .map(|&s| {
                DealEntry::Hand(Hand {
                    comments: comments(rng, false),
                    seat: s,
                    cards: cards(rng, 1, 12),
                    loc: Loc::default(),
                })
            })
            .collect();
        if rng.chance(1, 2) {
            let halves = (0..1 + rng.below(3)).map(|_| cards(rng, 0, 4)).collect();
            let at = rng.below(entries.len() + 1);
            entries.insert(
                at,
                DealEntry::Talon(TalonDeal {
                    comments: comments(rng, false),
                    halves,
                    loc: Loc::default(),
                }),
            );
        }
        g.deal = Some(Section {
            entries,
            trailer: comments(rng, false),
            loc: Loc::default(),
        });
    }
    if rng.chance(2, 3) {
        g.auction = Some(turns(rng));
    }
    if rng.chance(1, 2) {
        g.call = Some(turns(rng));
    }
    if rng.chance(1, 2) {
        let entries = (0..rng.below(4))
            .map(|_| TalonEntry {
                comments: comments(rng, false),
                seat: seat(rng),
                action: match rng.below(4) {
                    0 => TalonAction::Take(TalonTake::Half(1 + rng.below(3) as u8)),
                    1 => TalonAction::Take(TalonTake::All),
                    2 => TalonAction::Take(TalonTake::None),
                    _ => TalonAction::Discard(cards(rng, 1, 6)),
                },
                loc: Loc::default(),
            })
            .collect();
        g.talon = Some(Section {
            entries,
            trailer: comments(rng, false),
            loc: Loc::default(),
        });
    }
    if rng.chance(1, 2) {
        g.announce = Some(turns(rng));
    }
    if rng.chance(2, 3) {
        let n = rng.below(13);
        let entries = (0..n)
            .map(|i| {
                let k = if i + 1 == n { 1 + rng.below(4) } else { 4 };
                Trick {
                    comments: comments(rng, false),
                    number: i as u32 + 1,
                    plays: (0..k)
                        .map(|_| Play {
                            comments: comments(rng, true),
                            seat: seat(rng),
                            card: card(rng),
                            loc: Loc::default(),
                        })
                        .collect(),
                    loc: Loc::default(),
                }
            })
            .collect();
        g.play = Some(Section {
            entries,
            trailer: comments(rng, false),
            loc: Loc::default(),
        });
    }
    if rng.chance(1, 2) {
        let mut seats: Vec<Seat> = Seat::ALL.to_vec();
        if rng.chance(1, 2) {
            rng.shuffle(&mut seats);
        }
        let entries = if rng.chance(1, 8) {
            Vec::new()
        } else {
            seats
                .iter()
                .map(|&s| ScoreEntry {
                    comments: comments(rng, false),
                    seat: s,
                    points: rng.below(41) as i64 - 20,
                    loc: Loc::default(),
                })
                .collect()
        };
        g.score = Some(Section {
            entries,
            trailer: comments(rng, false),
            loc: Loc::default(),
        });
    }
    g
}

/// A complete 54-card game as real transcripts look: a shuffled deal of
/// 4 × 12 cards and a talon of 3 + 3, a short auction, a call, a talon
/// exchange, a premium round, twelve tricks of four cards (each seat playing
/// a card it was dealt, in turn order) and a score.
pub fn full_game(rng: &mut Rng, number: usize) -> Game {
    let mut pack: Vec<Card> = CardSet::ALL.iter().collect();
    rng.shuffle(&mut pack);
    let mut hands: Vec<Vec<Card>> = pack.chunks(12).take(4).map(|h| h.to_vec()).collect();
    let talon = &pack[48..];
    let loc = Loc::default();
    let l = |c: &Card| Located::new(*c, loc);
    let tag = |n: &str, v: String| Tag {
        comments: Comments::new(),
        name: n.into(),
        value: v.into(),
        loc,
    };
    let mut deal: Vec<DealEntry> = hands
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let mut sorted: Vec<Card> = h.clone();
            sorted.sort_by(|a, b| b.cmp(a));
            DealEntry::Hand(Hand {
                comments: Comments::new(),
                seat: Seat::from_index(i),
                cards: sorted.iter().map(l).collect(),
                loc,
            })
        })
        .collect();
    deal.push(DealEntry::Talon(TalonDeal {
        comments: Comments::new(),
        halves: vec![
            talon[..3].iter().map(l).collect(),
            talon[3..].iter().map(l).collect(),
        ],
        loc,
    }));
    let turn = |s: usize, words: &[&str]| Turn {
        comments: Comments::new(),
        seat: Seat::from_index(s),
        items: words
            .iter()
            .map(|w| TurnItem {
                comments: Comments::new(),
                term: Term::Item(Item::new(*w, vec![])),
                loc,
            })
            .collect(),
        loc,
    };
    let king = CardSet::KINGS
        .iter()
        .find(|k| !hands[0].contains(k))
        .unwrap_or(Card::SKUS);
    let tricks = (0..12)
        .map(|t| {
            let leader = rng.below(4);
            Trick {
                comments: Comments::new(),
                number: t as u32 + 1,
                plays: (0..4)
                    .map(|k| {
                        let s = (leader + k) % 4;
                        let i = rng.below(hands[s].len());
                        Play {
                            comments: Comments::new(),
                            seat: Seat::from_index(s),
                            card: hands[s].swap_remove(i),
                            loc,
                        }
                    })
                    .collect(),
                loc,
            }
        })
        .collect();
    let points = 1 + rng.below(4) as i64;
    Game {
        tags: vec![
            tag("Variant", "tarockcup".into()),
            tag("Event", "Generated benchmark".into()),
            tag("Date", "2026.11.22".into()),
            tag("Game", number.to_string()),
            tag("Seats", "Huber, Maier, Gruber, Berger".into()),
        ],
        deal: Some(Section::new(deal)),
        auction: Some(Section::new(vec![
            turn(0, &["vorhand"]),
            turn(1, &["pass"]),
            turn(2, &["pass"]),
            turn(3, &["pass"]),
            turn(0, &["rufer"]),
        ])),
        call: Some(Section::new(vec![Turn {
            comments: Comments::new(),
            seat: Seat::from_index(0),
            items: [TurnItem {
                comments: Comments::new(),
                term: Term::Card(king),
                loc,
            }]
            .into_iter()
            .collect(),
            loc,
        }])),
        talon: Some(Section::new(vec![
            TalonEntry {
                comments: Comments::new(),
                seat: Seat::from_index(0),
                action: TalonAction::Take(TalonTake::Half(1)),
                loc,
            },
            TalonEntry {
                comments: Comments::new(),
                seat: Seat::from_index(0),
                action: TalonAction::Discard(talon[..3].iter().map(l).collect()),
                loc,
            },
        ])),
        announce: Some(Section::new(vec![
            turn(0, &["pass"]),
            turn(1, &["pass"]),
            turn(2, &["pass"]),
            turn(3, &["pass"]),
        ])),
        play: Some(Section::new(tricks)),
        score: Some(Section::new(
            [points, -points, points, -points]
                .iter()
                .enumerate()
                .map(|(i, p)| ScoreEntry {
                    comments: Comments::new(),
                    seat: Seat::from_index(i),
                    points: *p,
                    loc,
                })
                .collect(),
        )),
        ..Game::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_games_are_printable() {
        let mut rng = Rng::new(7);
        for i in 0..200 {
            assert_eq!(any_game(&mut rng).check(), Ok(()));
            assert_eq!(full_game(&mut rng, i).check(), Ok(()));
        }
    }

    #[test]
    fn full_games_deal_every_card_once() {
        let g = full_game(&mut Rng::new(1), 1);
        let mut seen = CardSet::EMPTY;
        for h in g.hands() {
            assert_eq!(h.cards.len(), 12);
            for c in &h.cards {
                assert!(seen.insert(c.value));
            }
        }
        for half in &g.talon_deal().unwrap().halves {
            for c in half {
                assert!(seen.insert(c.value));
            }
        }
        assert_eq!(seen, CardSet::ALL);
        let played: CardSet = g
            .tricks()
            .iter()
            .flat_map(|t| t.plays.iter().map(|p| p.card))
            .collect();
        assert_eq!(played.len(), 48);
    }
}
