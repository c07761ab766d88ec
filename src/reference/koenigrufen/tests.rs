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

// ------------------------------------------------ rulebook cases (DIGEST §7)

use super::state::{Ann, KrState, Renonce, RenonceKind};
use crate::engine::{Kind, State as _};

fn cards(s: &str) -> CardSet {
    s.split_whitespace()
        .map(|t| Card::parse(t).unwrap_or_else(|| panic!("{t}")))
        .collect()
}

fn seat(n: u8) -> Seat {
    Seat::new(n).unwrap_or(Seat::from_index(0))
}

/// A game in play: `hands` now, the contract, declarer and partner.
fn in_play(
    v: Variant,
    c: Contract,
    declarer: u8,
    partner: Option<u8>,
    hands: [&str; 4],
) -> KrState {
    let deal = Deal {
        hands: BySeat(hands.map(cards)),
        talon: Vec::new(),
        reconstructed: false,
    };
    let mut st = KrState::new(Config::get(v), &deal);
    st.contract = Some(c);
    st.declarer = Some(seat(declarer));
    st.partner = partner.map(seat);
    st.phase = Phase::Play;
    st.leader = seat(1);
    st.to_act = seat(1);
    st
}

/// Puts cards into the current trick, as played by these seats.
fn trick(st: &mut KrState, plays: &[(u8, &str)]) {
    for &(s, c) in plays {
        let card = Card::parse(c).unwrap_or(Card::PAGAT);
        st.cur[st.cur_len as usize] = (seat(s), card);
        st.cur_len += 1;
    }
    st.leader = st.cur[0].0;
}

fn allowed(st: &mut KrState, s: u8) -> CardSet {
    st.to_act = seat(s);
    st.allowed(seat(s)).set
}

fn ann(by: u8) -> Ann {
    Ann {
        by: Some(seat(by)),
        level: 0,
        turn: 0,
        seat: Some(seat(by)),
        held: true,
    }
}

#[test]
fn case_9_and_15_thresholds() {
    assert_eq!(thirds(CardSet::PACK_54), 210);
    // 23 cards with face sum 51 and 31 cards with face sum 56:
    assert_eq!(3 * 51 - 2 * 23, 107);
    assert_eq!(3 * 56 - 2 * 31, 106);
    assert!(107 >= TAROCKCUP.threshold && 106 < TAROCKCUP.threshold);
    assert!(106 >= HOPFGARTEN.threshold && 106 < SITZENBERG.threshold);
    assert_eq!(thirds(cards("SK SQ SN")), 3 * 12 - 6);
    assert_eq!(score::points_text(107), "35/2");
}

#[test]
fn case_10_bettel_stichzwang_and_pagat_last() {
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Bettel,
        1,
        None,
        ["H3 S9", "I VIII S7", "HK H2", "XII III"],
    );
    trick(&mut st, &[(1, "H3")]);
    assert_eq!(allowed(&mut st, 2), cards("VIII"));
    let a = st.allowed(seat(2));
    assert_eq!(
        st.why_not(seat(2), Card::parse("S7").unwrap(), &a).0,
        rules::R::Tarockzwang
    );
    assert_eq!(st.why_not(seat(2), Card::PAGAT, &a).0, rules::R::PagatLast);
    trick(&mut st, &[(2, "VIII")]);
    assert_eq!(allowed(&mut st, 3), cards("HK H2"));
    trick(&mut st, &[(3, "H2")]);
    assert_eq!(allowed(&mut st, 4), cards("XII"));
    let a = st.allowed(seat(4));
    assert_eq!(
        st.why_not(seat(4), Card::parse("III").unwrap(), &a).0,
        rules::R::Stichzwang
    );
}

#[test]
fn case_11_several_announced_birds_higher_first() {
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Rufer,
        1,
        Some(2),
        ["I II HK", "X", "V", "VI"],
    );
    st.anns[Premium::Pagat as usize] = ann(1);
    st.anns[Premium::Uhu as usize] = ann(1);
    st.trick_no = 6;
    trick(&mut st, &[(4, "VI"), (1, "X")]);
    st.cur_len = 1; // seat 4 led VI; seat 1 to play
    assert_eq!(allowed(&mut st, 1), cards("II"));
    let mut st2 = st.clone();
    let r = st2.apply(&Event::Play {
        seat: seat(1),
        card: Card::PAGAT,
    });
    let v = r.expect_err("renonce");
    assert_eq!(
        (v.kind, v.rule.id.as_ref()),
        (Kind::Renonce, "tarockcup.play.bird-order")
    );
}

#[test]
fn case_12_trischaken_payouts() {
    let t = TAROCKCUP.threshold;
    // (a) A 18, B 31, C 21, D 0 without a trick: B loses 3, all to D.
    assert_eq!(
        trischaken::each_payments(true, t, [54, 93, 63, 0], [3, 5, 4, 0]).0,
        [0, -3, 0, 3]
    );
    // (b) A (Trischaker) and B tied at 30: A pays 3 × 2, all to Jungfrau D.
    assert_eq!(
        trischaken::each_payments(true, t, [90, 90, 30, 0], [4, 4, 4, 0]).0,
        [-6, 0, 0, 6]
    );
    // (c) B has 36 (108 thirds): 3 × 2, everyone has a trick.
    assert_eq!(
        trischaken::each_payments(true, t, [30, 108, 42, 30], [3, 4, 3, 2]).0,
        [2, -6, 2, 2]
    );
    // Two tied, not the Trischaker: each loses 2.
    assert_eq!(
        trischaken::each_payments(true, t, [30, 75, 75, 30], [3, 4, 3, 2]).0,
        [2, -2, -2, 2]
    );
    // Three tied: each loses 1, the fourth gets 3.
    assert_eq!(
        trischaken::each_payments(true, t, [66, 66, 66, 12], [3, 4, 3, 2]).0,
        [-1, -1, -1, 3]
    );
    // 35/1 : 34/2 with two Jungfrauen: the loser pays 4, 2 to each.
    assert_eq!(
        trischaken::each_payments(true, t, [0, 106, 104, 0], [0, 6, 6, 0]).0,
        [2, -4, 0, 2]
    );
    // Trischaker with the Spiel: 3 × 4.
    assert_eq!(
        trischaken::each_payments(true, t, [110, 50, 50, 0], [6, 3, 3, 0]).0,
        [-12, 0, 0, 12]
    );
}

fn done(mut st: KrState) -> KrState {
    st.phase = Phase::Done;
    st
}

#[test]
fn case_13_and_2_7_renonce_settlements() {
    // Rufer, declarer's Pagat, partner's König Ultimo; an opponent revokes.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Rufer,
        1,
        Some(2),
        ["", "", "", ""],
    );
    st.called = Card::parse("HK");
    st.anns[Premium::Pagat as usize] = ann(1);
    st.anns[Premium::KoenigUltimo as usize] = ann(2);
    st.anns[Premium::KoenigUltimo as usize].level = 2; // kontras: money only
    st.renonce = Some(Renonce {
        seat: seat(3),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [5, 5, -15, 5]);
    // Dreier, the declarer reneges: each opponent +4, declarer -12.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Dreier,
        1,
        None,
        ["", "", "", ""],
    );
    st.renonce = Some(Renonce {
        seat: seat(1),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [-12, 4, 4, 4]);
    // Sechserdreier with an announced Uhu, an opponent reneges.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Sechserdreier,
        1,
        None,
        ["", "", "", ""],
    );
    st.anns[Premium::Uhu as usize] = ann(1);
    st.renonce = Some(Renonce {
        seat: seat(4),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [24, 12, 12, -48]);
    // Hopfgarten: the offender pays game and Zusätze (kontras included) to
    // every other player: Uhu game 2 + Uhu 4 kontra'd (8) = 10.
    let mut st = in_play(
        Variant::Hopfgarten,
        Contract::UhuRufer,
        1,
        Some(2),
        ["", "", "", ""],
    );
    st.anns[Premium::Uhu as usize] = ann(1);
    st.anns[Premium::Uhu as usize].level = 1;
    st.renonce = Some(Renonce {
        seat: seat(2),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [10, -30, 10, 10]);
    // Trischaken: the Trischaker reneges: 3 × 4; Fahren: 3 × 2.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Trischaken,
        1,
        None,
        ["", "", "", ""],
    );
    st.renonce = Some(Renonce {
        seat: seat(1),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [-12, 4, 4, 4]);
    let mut st = in_play(
        Variant::Hopfgarten,
        Contract::Fahren,
        1,
        None,
        ["", "", "", ""],
    );
    st.renonce = Some(Renonce {
        seat: seat(3),
        kind: RenonceKind::Breach,
    });
    assert_eq!(done(st).settle().unwrap().scores.0, [2, 2, -6, 2]);
}

#[test]
fn case_14_farbendreier() {
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Farbendreier,
        1,
        None,
        ["XVII DK", "C8 C9", "CK C10", "CQ S7"],
    );
    trick(&mut st, &[(2, "C8")]);
    assert_eq!(allowed(&mut st, 1), cards("XVII"));
    trick(&mut st, &[(1, "XVII"), (3, "C10"), (4, "CQ")]);
    // The tarock has no trick power on a suit lead: CQ wins.
    assert_eq!(st.trick_winner(&st.cur), 3);
    // Leading a tarock while holding a suit card is renonce.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Farbendreier,
        1,
        None,
        ["XVII DK", "", "", ""],
    );
    let v = st
        .apply(&Event::Play {
            seat: seat(1),
            card: Card::parse("XVII").unwrap(),
        })
        .expect_err("renonce");
    assert_eq!(v.rule.id, "tarockcup.play.colour-lead");
}

/// Records a whole trick in the history, won by the seat that played
/// `winner_card`.
fn record(st: &mut KrState, plays: [(u8, &str); 4]) {
    let t = st.trick_no as usize;
    let cs: [(Seat, Card); 4] =
        plays.map(|(s, c)| (seat(s), Card::parse(c).unwrap_or(Card::PAGAT)));
    let w = cs[st.trick_winner(&cs)].0;
    st.history[t] = cs;
    st.winners[t] = w;
    for (_, c) in cs {
        st.won[w].insert(c);
    }
    st.tricks[w] += 1;
    st.trick_no += 1;
}

#[test]
fn case_16_hopfgarten_silent_durch() {
    // An Uhu game: the declaring side (1, 2) takes all 12 tricks, the Uhu
    // wins trick 11; the partner declared 10 Tarock.
    let mut st = in_play(
        Variant::Hopfgarten,
        Contract::UhuRufer,
        1,
        Some(2),
        ["", "", "", ""],
    );
    st.anns[Premium::Uhu as usize] = ann(1);
    st.zehn[seat(2)] = true;
    let suits = [
        "S7", "S8", "S9", "S10", "SJ", "SN", "SQ", "C7", "C8", "C9", "C10", "CJ",
    ];
    for (t, &c) in suits.iter().enumerate() {
        if t == 10 {
            record(&mut st, [(1, "II"), (2, "H4"), (3, "D4"), (4, "H3")]);
        } else {
            record(&mut st, [(1, c), (2, "D3"), (3, "D2"), (4, "D1")]);
            // (cards repeat here; only tricks and the Uhu's trick matter)
        }
    }
    let s = done(st).settle().unwrap();
    zero_sum(&s);
    assert_eq!(s.scores.0, [13, 13, -13, -13]);
}

#[test]
fn case_17_fahren_payouts() {
    let t = HOPFGARTEN.threshold;
    // (a) Vorhand B (seat 1) 20, C 14, D 0 without a trick, A 36: A pays 3 × 2
    // to the Jungfrau.
    assert_eq!(
        trischaken::each_payments(false, t, [60, 42, 0, 108], [4, 3, 0, 5]).0,
        [0, 0, 6, -6]
    );
    // (b) Vorhand C (seat 1) 15, D 10, A 30, B 15: the middle two are tied,
    // the last pays the first.
    assert_eq!(
        trischaken::each_payments(false, t, [45, 30, 90, 45], [3, 2, 4, 3]).0,
        [0, 3, -3, 0]
    );
    // Vorhand with the Spiel pays 3 × 4.
    assert_eq!(
        trischaken::each_payments(false, t, [110, 40, 30, 30], [5, 3, 2, 2]).0,
        [-12, 4, 4, 4]
    );
    // Otherwise the two highest pay 3 each to the two lowest.
    assert_eq!(
        trischaken::each_payments(false, t, [40, 70, 60, 45], [3, 3, 3, 3])
            .0
            .iter()
            .sum::<i64>(),
        0
    );
    assert_eq!(
        trischaken::each_payments(false, t, [30, 80, 60, 40], [3, 3, 3, 3]).0,
        [3, -3, -3, 3]
    );
}

#[test]
fn case_18_koenigfang_and_mondfang() {
    let base = || {
        let mut st = in_play(
            Variant::Hopfgarten,
            Contract::PagatRufer,
            1,
            Some(2),
            ["", "", "", ""],
        );
        st.called = Card::parse("SK");
        st.anns[Premium::Pagat as usize] = ann(1);
        st
    };
    let item =
        |s: &Settlement, name: &str| s.items.iter().find(|i| i.item == name).map(|i| i.points.0);
    // The called SK taken by an opponent in trick 5; the declarer's XXI
    // taken by an opponent's Sküs.
    let mut st = base();
    for _ in 0..4 {
        record(&mut st, [(1, "H4"), (2, "H3"), (3, "H2"), (4, "H1")]);
    }
    record(&mut st, [(1, "SK"), (2, "S7"), (3, "XV"), (4, "S8")]);
    record(&mut st, [(1, "XXI"), (2, "V"), (3, "Skus"), (4, "VI")]);
    let s = done(st).settle().unwrap();
    assert_eq!(item(&s, "koenigfang"), Some([-1, -1, 1, 1]));
    assert_eq!(item(&s, "mondfang"), Some([-10, -10, 10, 10]));
    // The partner's Sküs takes the declarer's XXI: no Mondfang.
    let mut st = base();
    record(&mut st, [(1, "XXI"), (2, "Skus"), (3, "V"), (4, "VI")]);
    let s = done(st).settle().unwrap();
    assert_eq!(item(&s, "mondfang"), None);
    // König Ultimo announced and the king taken in trick 12: only the König
    // Ultimo counts, no Königfang.
    let mut st = base();
    st.anns[Premium::KoenigUltimo as usize] = ann(2);
    for _ in 0..11 {
        // (won by seat 1 with the red As, so no side takes all tricks)
        record(&mut st, [(1, "H1"), (2, "H2"), (3, "H3"), (4, "H4")]);
    }
    record(&mut st, [(1, "C7"), (2, "SK"), (3, "XV"), (4, "C8")]);
    let s = done(st).settle().unwrap();
    assert_eq!(item(&s, "koenigfang"), None);
    assert_eq!(item(&s, "koenig-ultimo"), Some([-3, -3, 3, 3]));
}

#[test]
fn case_19_and_20_kaiserstich() {
    // Rufer: A leads XXI, B plays Sküs; C must play the Pagat and wins.
    let mut st = in_play(
        Variant::Sitzenberg,
        Contract::Rufer,
        1,
        Some(2),
        ["", "", "I XII HK", "V"],
    );
    trick(&mut st, &[(1, "XXI"), (2, "Skus")]);
    assert_eq!(allowed(&mut st, 3), cards("I"));
    let a = st.allowed(seat(3));
    assert_eq!(
        st.why_not(seat(3), Card::parse("XII").unwrap(), &a).0,
        rules::R::Kaiserstich
    );
    trick(&mut st, &[(3, "I"), (4, "V")]);
    assert_eq!(st.trick_winner(&st.cur), 2);
    // Bettel: the declarer (seat 3) must play the Pagat although it is not
    // his last tarock, and wins the trick: the Bettel is lost.
    let mut st = in_play(
        Variant::Sitzenberg,
        Contract::Bettel,
        3,
        None,
        ["", "", "I IX C7", "V"],
    );
    trick(&mut st, &[(1, "XXI"), (2, "Skus")]);
    assert_eq!(allowed(&mut st, 3), cards("I"));
    // No Kaiserstich in the Tarockcup: Stichzwang cannot be met, Pagat-last
    // applies.
    let mut st = in_play(
        Variant::Tarockcup,
        Contract::Bettel,
        3,
        None,
        ["", "", "I IX C7", "V"],
    );
    trick(&mut st, &[(1, "XXI"), (2, "Skus")]);
    assert_eq!(allowed(&mut st, 3), cards("IX"));
}

#[test]
fn case_21_sitzenberg_colour_game_discard_and_play() {
    // After taking the talon the declarer holds the tarocks I, XV, III.
    let mut st = in_play(
        Variant::Sitzenberg,
        Contract::Farbendreier,
        1,
        None,
        ["I XV III SK SQ SN SJ S10 S9 D3 D2 H1 H2 C7 C8", "", "", ""],
    );
    st.phase = Phase::Talon;
    st.took = Some(TalonTake::Half(1));
    let discard = |list: &str| Event::Discard {
        seat: seat(1),
        cards: cards(list).iter().collect(),
    };
    assert!(st.check(&discard("XV III D3")).is_ok());
    let v = st.check(&discard("XV D3 D2")).expect_err("tarocks first");
    assert_eq!(
        (v.kind, v.rule.id.as_ref()),
        (Kind::IllegalDiscard, "sitzenberg.talon.discard-colour")
    );
    assert_eq!(
        st.check(&discard("XV III I"))
            .expect_err("no Pagat")
            .rule
            .id,
        "sitzenberg.talon.discard-honours"
    );
    assert_eq!(
        st.check(&discard("XV III SK"))
            .expect_err("no king")
            .rule
            .id,
        "sitzenberg.talon.discard-honours"
    );
    // In play: void in the led suit he must play a tarock, which has no
    // trick power.
    let mut st = in_play(
        Variant::Sitzenberg,
        Contract::Farbendreier,
        1,
        None,
        ["I H1", "S7", "S8", "S9"],
    );
    trick(&mut st, &[(2, "S7"), (3, "S8"), (4, "S9")]);
    assert_eq!(allowed(&mut st, 1), cards("I"));
    trick(&mut st, &[(1, "I")]);
    assert_eq!(st.trick_winner(&st.cur), 2);
}

#[test]
fn hopfgarten_bird_binding_and_fertig() {
    // Hopfgarten: an announced (kommandiert) Pagat held by the partner may
    // not be played before trick 12 while another card is legal.
    let mut st = in_play(
        Variant::Hopfgarten,
        Contract::Rufer,
        1,
        Some(2),
        ["", "I V H4", "", "X"],
    );
    st.anns[Premium::Pagat as usize] = ann(1);
    st.trick_no = 5;
    trick(&mut st, &[(1, "X")]);
    assert_eq!(allowed(&mut st, 2), cards("V"));
    // Sitzenberg: the same, not too early.
    let mut st = in_play(
        Variant::Sitzenberg,
        Contract::Rufer,
        1,
        Some(2),
        ["", "I V H4", "", "X"],
    );
    st.anns[Premium::Pagat as usize] = ann(2);
    trick(&mut st, &[(1, "X")]);
    assert_eq!(allowed(&mut st, 2), cards("V"));
}

#[test]
fn notation_example_auction_and_hopfgarten_protocol() {
    let r = replay(
        "[Variant \"hopfgarten\"]\n[Seats \"a, b, c, d\"]\n\ndeal\n  1: Skus XXI XX XIX XVIII XVII XVI XV SK SQ SN C7\n  2: XIV XIII XII XI HK HQ HN HJ H1 H2 CK D4\n  3: X IX VIII VII VI V CQ CN CJ C10 C9 H3\n  4: IV III II I DK DQ DN DJ D1 D2 D3 SJ\n  talon: H4 S10 S9 / S8 S7 C8\n\nauction\n  1: erster\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n\ncall\n  1: HK\n\ntalon\n  1: take 1\n  1: discard H4 S10 S9\n\nannounce\n  1: pass\n  2: pass\n  3: pass\n  4: pass\n",
    );
    // A Rufer without a Zusatz is not played (Hopfgarten): done, all zero.
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.phase, Phase::Done);
    assert_eq!(r.scores(), [0, 0, 0, 0]);
    let r = replay(
        "[Variant \"hopfgarten\"]\n[Seats \"a, b, c, d\"]\n\ndeal\n  1: Skus XXI XX XIX XVIII XVII XVI XV SK SQ SN C7\n  2: XIV XIII XII XI HK HQ HN HJ H1 H2 CK D4\n  3: X IX VIII VII VI V CQ CN CJ C10 C9 H3\n  4: IV III II I DK DQ DN DJ D1 D2 D3 SJ\n  talon: H4 S10 S9 / S8 S7 C8\n\nauction\n  1: erster\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n\ncall\n  1: HK\n\ntalon\n  1: take 1\n  1: discard H4 S10 S9\n\nannounce\n  1: trull\n  2: pass\n  3: kontra(trull) fertig\n  4: pass\n  1: re(trull) fertig\n  2: pass\n  3: pass\n  4: pass\n",
    );
    // `1: trull` lacks `fertig`; seat 3's kontra is at his first
    // opportunity, seat 1's re at his.
    assert_eq!(r.rules(), ["hopfgarten.announce.fertig"]);
    assert_eq!(r.phase, Phase::Play);
}

fn auction_game(variant: &str, auction: &str, rest: &str) -> Replay {
    replay(&format!(
        "[Variant \"{variant}\"]\n[Seats \"a, b, c, d\"]\n\ndeal\n  1: Skus XXI XX XIX XVIII XVII XVI XV SK CK HK DK\n  2: XIV XIII XII XI SQ HQ HN HJ H1 H2 C7 D4\n  3: X IX VIII VII VI V CQ CN CJ C10 C9 H3\n  4: IV III II I SN DQ DN DJ D1 D2 D3 SJ\n  talon: H4 S10 S9 / S8 S7 C8\n\nauction\n{auction}\n{rest}"
    ))
}

#[test]
fn auction_rules_per_variant() {
    // Four kings: no Rufer game (Tarockcup, Sitzenberg); Hopfgarten allows
    // calling oneself.
    let r = auction_game(
        "tarockcup",
        "  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n  1: dreier\n",
        "",
    );
    assert_eq!(r.rules(), ["tarockcup.auction.four-kings"]);
    let r = auction_game(
        "hopfgarten",
        "  1: erster\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n",
        "call\n  1: SK\n",
    );
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.phase, Phase::Talon);
    let r = auction_game(
        "sitzenberg",
        "  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: solorufer\n  1: solodreier\n",
        "",
    );
    assert_eq!(r.rules(), ["sitzenberg.auction.four-kings"]);
    // The Sechserdreier only as Vorhand's first word; a bid must beat the
    // highest so far.
    let r = auction_game(
        "tarockcup",
        "  1: vorhand\n  2: sechserdreier\n  2: dreier\n  3: piccolo\n  3: pass\n  4: pass\n  1: pass\n",
        "",
    );
    assert_eq!(
        r.rules(),
        [
            "tarockcup.auction.vorhand-game",
            "tarockcup.auction.overbid"
        ]
    );
    assert_eq!(r.phase, Phase::Talon);
    // Sitzenberg: negative games at once only (also not as Vorhand's final
    // choice); no Trischaken; the Sechser also after everyone passed.
    let r = auction_game(
        "sitzenberg",
        "  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: bettel\n  1: trischaken\n  1: sechserdreier\n",
        "",
    );
    assert_eq!(
        r.rules(),
        [
            "sitzenberg.auction.negative-first-round",
            "sitzenberg.auction.word"
        ]
    );
    assert_eq!(r.phase, Phase::Talon);
    let r = auction_game("sitzenberg", "  1: vorhand\n  2: dreier\n  3: bettel\n", "");
    assert_eq!(r.rules(), ["sitzenberg.auction.overbid"]);
    let r = auction_game(
        "sitzenberg",
        "  1: vorhand\n  2: piccolo\n  3: pass\n  4: pass\n  1: hold\n",
        "",
    );
    assert_eq!(r.rules(), ["sitzenberg.auction.negative-first-round"]);
    // Tarockcup: after all passed Vorhand may not choose the Sechserdreier.
    let r = auction_game(
        "tarockcup",
        "  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: sechserdreier\n  1: trischaken\n",
        "",
    );
    assert_eq!(r.rules(), ["tarockcup.auction.final-choice"]);
    assert_eq!(r.phase, Phase::Play);
    // Hopfgarten: no hold; Vorhand opens with erster or Auf; after all
    // passed only rufen or fahren; no throw-in holding tarock.
    let r = auction_game(
        "hopfgarten",
        "  1: erster\n  2: uhu\n  3: pass\n  4: pass\n  1: hold\n  1: maus\n  2: pass\n",
        "",
    );
    assert_eq!(r.rules(), ["hopfgarten.auction.hold"]);
    assert_eq!(r.phase, Phase::Call);
    let r = auction_game(
        "hopfgarten",
        "  1: pagat\n  1: erster\n  2: zusammenwerfen\n  2: pass\n  3: pass\n  4: pass\n  1: auf\n  1: fahren\n",
        "",
    );
    assert_eq!(
        r.rules(),
        [
            "hopfgarten.auction.opening",
            "hopfgarten.auction.zusammenwerfen",
            "hopfgarten.auction.final-choice"
        ]
    );
    assert_eq!(r.phase, Phase::Play);
}

#[test]
fn hopfgarten_throw_in_ends_the_game_unsettled() {
    let r = replay(
        "[Variant \"hopfgarten\"]\n[Seats \"a, b, c, d\"]\n\ndeal\n  1: Skus XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI\n  2: X IX VIII VII VI V IV III II I SQ SN\n  3: SJ S10 S9 S8 S7 CQ CN CJ C10 C9 C8 C7\n  4: HQ HN HJ H1 H2 H3 H4 DQ DN DJ D1 D2\n  talon: SK CK HK / DK D3 D4\n\nauction\n  1: erster\n  2: pass\n  3: zusammenwerfen\n",
    );
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.phase, Phase::Done);
    assert_eq!(r.scores(), [0, 0, 0, 0]);
    let r = replay(
        "[Variant \"tarockcup\"]\n[Seats \"a, b, c, d\"]\n\ndeal\n  1: Skus XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI\n  2: X IX VIII VII VI V IV III II I SQ SN\n  3: SJ S10 S9 S8 S7 CQ CN CJ C10 C9 C8 C7\n  4: HQ HN HJ H1 H2 H3 H4 DQ DN DJ D1 D2\n  talon: SK CK HK / DK D3 D4\n\nauction\n  1: vorhand\n  2: pass\n  3: zusammenwerfen\n",
    );
    assert_eq!(r.rules(), ["tarockcup.auction.zusammenwerfen"]);
}

/// The corpus deal of the Sitzenberg and Hopfgarten transcripts: seat 1
/// plays a Rufer with HK (seat 3) and wins 169 thirds to 41.
const DEAL: &str = "deal\n  1: D4 D3 XIV Skus XXI XX XIX XVIII XVII XVI XV I\n  2: DK DQ SK SQ SN CK CQ CN XIII XII XI X\n  3: DN D1 SJ S10 HK HQ HN HJ IX VIII VII VI\n  4: DJ D2 S9 S8 CJ C10 H1 H2 V IV III II\n  talon: S7 C9 C8 / C7 H3 H4\n";

/// The same, but the DN dealt to seat 2: 13 cards to seat 2, 11 to seat 3.
const MISDEAL: &str = "deal\n  1: D4 D3 XIV Skus XXI XX XIX XVIII XVII XVI XV I\n  2: DK DQ SK SQ SN CK CQ CN XIII XII XI X DN\n  3: D1 SJ S10 HK HQ HN HJ IX VIII VII VI\n  4: DJ D2 S9 S8 CJ C10 H1 H2 V IV III II\n  talon: S7 C9 C8 / C7 H3 H4\n";

/// The play of the corpus Rufer on [`DEAL`].
const PLAY: &str = "play\n  1. 1:D4 2:DK 3:DN 4:DJ\n  2. 2:DQ 3:D1 4:D2 1:D3\n  3. 2:SK 3:SJ 4:S9 1:XIV\n  4. 1:Skus 2:XIII 3:IX 4:V\n  5. 1:XXI 2:XII 3:VIII 4:IV\n  6. 1:XX 2:XI 3:VII 4:III\n  7. 1:XIX 2:X 3:VI 4:II\n  8. 1:XVIII 2:SQ 3:S10 4:S8\n  9. 1:XVII 2:SN 3:HK 4:CJ\n  10. 1:XVI 2:CK 3:HQ 4:C10\n  11. 1:XV 2:CQ 3:HN 4:H1\n  12. 1:I 2:CN 3:HJ 4:H2\n";

const RUFER_AUCTION: &str = "auction\n  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n";

fn game(variant: &str, sections: &[&str]) -> Replay {
    replay(&format!(
        "[Variant \"{variant}\"]\n[Seats \"a, b, c, d\"]\n\n{}",
        sections.join("\n")
    ))
}

#[test]
fn misdeals_are_findings() {
    // A card twice: Tarockcup names the hand with 13 cards a renonce too;
    // the game cannot start.
    let eng = engine("tarockcup").unwrap();
    let mut rng = Rng::new(5);
    let mut d = eng.deal(&mut rng);
    let c = d.hands[seat(1)].first().unwrap();
    d.hands[seat(2)].insert(c);
    let v = eng.start(&d).err().expect("misdeal");
    assert!(v.iter().any(|x| x.kind == Kind::ImpossibleCard));
    assert!(
        v.iter()
            .any(|x| x.kind == Kind::Renonce && x.seat == Some(seat(2)))
    );
    // Sitzenberg: a card twice is no real deal: impossible card only.
    let eng = engine("sitzenberg").unwrap();
    let v = eng.start(&d).err().expect("misdeal");
    assert!(!v.is_empty() && v.iter().all(|x| x.kind == Kind::ImpossibleCard));
    // Hopfgarten: the player with the wrong number of cards; no start.
    let r = game("hopfgarten", &[MISDEAL]);
    let who: Vec<_> = r.findings.iter().map(|x| (x.kind, x.seat)).collect();
    assert_eq!(
        who,
        [
            (Kind::Renonce, Some(seat(2))),
            (Kind::Renonce, Some(seat(3)))
        ]
    );
}

#[test]
fn sitzenberg_misdeal_is_the_dealers_renonce_after_the_auction() {
    // Found before the auction: no finding, the record stops (redealt).
    let r = game("sitzenberg", &[MISDEAL]);
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.phase, Phase::Auction);
    // A Dreier bid: the auction's end is the dealer's renonce, the game
    // ends, settled on the Dreier 1 v 3: 3 x 4, 4, 4; the dealer pays 20.
    let auction = "auction\n  1: dreier\n  2: pass\n  3: pass\n  4: pass\n";
    let r = game("sitzenberg", &[MISDEAL, auction]);
    assert_eq!(r.rules(), ["sitzenberg.deal.cards"]);
    assert_eq!(r.findings[0].kind, Kind::Renonce);
    assert_eq!(r.findings[0].seat, Some(seat(4)));
    assert_eq!(r.findings[0].then, Then::Applied);
    assert!(
        r.findings[0]
            .message
            .contains("seat 2 13 cards, seat 3 11 cards"),
        "{}",
        r.findings[0].message
    );
    assert_eq!(r.phase, Phase::Done);
    assert_eq!(r.scores(), [12, 4, 4, -20]);
    zero_sum(r.settlement.as_ref().unwrap());
    // The record going on after it: the game is over.
    let r = game(
        "sitzenberg",
        &[
            MISDEAL,
            auction,
            "talon\n  1: take 1\n  1: discard S7 C9 C8\n",
        ],
    );
    // (The referee stops at the first event after the end.)
    assert_eq!(
        r.rules()[..2],
        ["sitzenberg.deal.cards", "sitzenberg.play.over"]
    );
    assert_eq!(r.findings[1].kind, Kind::OutOfTurn);
    // A Rufer: the game ends after the call, the partner is credited too.
    let r = game("sitzenberg", &[MISDEAL, RUFER_AUCTION]);
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.phase, Phase::Call);
    let r = game("sitzenberg", &[MISDEAL, RUFER_AUCTION, "call\n  1: HK\n"]);
    assert_eq!(r.rules(), ["sitzenberg.deal.cards"]);
    assert_eq!(r.scores(), [1, 1, 1, -3]);
    // Tarockcup keeps its rule: the players with the wrong number of
    // cards, no start.
    let r = game("tarockcup", &[MISDEAL, auction]);
    assert_eq!(r.rules(), ["tarockcup.deal.cards", "tarockcup.deal.cards"]);
    assert!(r.settlement.is_none());
}

#[test]
fn sitzenberg_misdeal_states_are_exact_and_never_panic() {
    let eng = engine("sitzenberg").unwrap();
    let mut rng = Rng::new(11);
    for _ in 0..100 {
        let mut d = eng.deal(&mut rng);
        // Move one card from a random hand to another, or to the talon.
        let from = Seat::from_index(rng.below(4));
        let to = Seat::from_index(rng.below(4));
        let c = d.hands[from].first().unwrap();
        d.hands[from].remove(c);
        if from == to {
            d.talon[1].insert(c);
        } else {
            d.hands[to].insert(c);
        }
        let mut st = eng.start(&d).expect("a misdeal starts in Sitzenberg");
        let mut steps = 0;
        while st.phase() != Phase::Done && steps < 100 {
            steps += 1;
            let legal = st.legal();
            for e in &legal {
                assert!(st.clone().apply(e).is_ok(), "{e}");
            }
            for _ in 0..4 {
                let e = random_event(&mut rng, Config::get(Variant::Sitzenberg));
                let mut c = st.clone();
                if c.apply(&e).is_ok() {
                    assert!(legal.iter().any(|l| same(l, &e)), "{e} not listed");
                }
            }
            let end = legal
                .iter()
                .find(|e| matches!(e, Event::EndTurn { .. }))
                .cloned();
            let e = match end {
                Some(e) if rng.chance(1, 2) => e,
                _ => match rng.pick(&legal).cloned() {
                    Some(e) => e,
                    None => {
                        // Only the end of the contract is left, and it is
                        // the dealer's renonce.
                        let to = st.to_act().unwrap();
                        let section = if st.phase() == Phase::Call {
                            Section::Call
                        } else {
                            Section::Auction
                        };
                        let v = st
                            .apply(&Event::EndTurn { section, seat: to })
                            .expect_err("the misdeal comes to light");
                        assert_eq!(v.rule.id, "sitzenberg.deal.cards");
                        assert_eq!(v.seat, Some(seat(4)));
                        break;
                    }
                },
            };
            st.apply(&e).expect("legal");
        }
        assert_eq!(st.phase(), Phase::Done);
        zero_sum(&st.settle().expect("settled"));
    }
}

#[test]
fn a_wrong_besserrufer_bird_is_one_renonce() {
    // Corpus sitzenberg/besserrufer game 2: the Uhu taken from the talon.
    let deal = DEAL
        .replace("III II\n", "III C8\n")
        .replace("S7 C9 C8 /", "S7 C9 II /");
    for v in ["sitzenberg", "tarockcup"] {
        let r = game(
            v,
            &[
                &deal,
                "auction\n  1: besserrufer\n  2: pass\n  3: pass\n  4: pass\n",
                "call\n  1: HK\n",
                "talon\n  1: take 1\n  1: discard S7 C9 D3\n",
                "announce\n  1: uhu\n  2: pass\n  3: pass\n  4: pass\n",
            ],
        );
        assert_eq!(r.rules(), [format!("{v}.announce.besserrufer-bird")]);
        assert_eq!(r.phase, Phase::Play);
        // Announced with the right bird in the same turn: still the one
        // renonce of the wrong bird.
        let r = game(
            v,
            &[
                &deal,
                "auction\n  1: besserrufer\n  2: pass\n  3: pass\n  4: pass\n",
                "call\n  1: HK\n",
                "talon\n  1: take 1\n  1: discard S7 C9 D3\n",
                "announce\n  1: uhu pagat\n  2: pass\n  3: pass\n  4: pass\n",
            ],
        );
        assert_eq!(r.rules(), [format!("{v}.announce.besserrufer-bird")]);
        // No bird at all in the first turn: one renonce at its end.
        let r = game(
            v,
            &[
                &deal,
                "auction\n  1: besserrufer\n  2: pass\n  3: pass\n  4: pass\n",
                "call\n  1: HK\n",
                "talon\n  1: take 1\n  1: discard S7 C9 D3\n",
                "announce\n  1: trull\n  2: pass\n  3: pass\n  4: pass\n",
            ],
        );
        assert_eq!(r.rules(), [format!("{v}.announce.besserrufer-bird")]);
    }
}

#[test]
fn a_void_word_is_one_finding_and_the_line_goes_on() {
    let head = [
        DEAL,
        "auction\n  1: erster\n  2: pass\n  3: pass\n  4: pass\n  1: rufer\n",
        "call\n  1: HK\n",
        "talon\n  1: take 1\n  1: discard S7 C9 C8\n",
    ];
    // Hopfgarten: the partner kontras his own side's Pagat, `fertig` ends
    // his turn; it spoke, so three passes follow.
    let mut parts = head.to_vec();
    parts.push("announce\n  1: pagat fertig\n  2: pass\n  3: kontra(pagat) fertig\n  4: pass\n  1: pass\n  2: pass\n");
    parts.push(PLAY);
    let r = game("hopfgarten", &parts);
    assert_eq!(r.rules(), ["hopfgarten.announce.kontra"]);
    assert_eq!(r.scores(), [4, -4, 4, -4]);
    // A void word, then a pass: the turn is a pass.
    let mut parts = head.to_vec();
    parts.push("announce\n  1: pagat fertig\n  2: kontra(trull) pass\n  3: pass\n  4: pass\n");
    parts.push(PLAY);
    let r = game("hopfgarten", &parts);
    assert_eq!(r.rules(), ["hopfgarten.announce.kontra"]);
    assert_eq!(r.scores(), [4, -4, 4, -4]);
    // Out of turn: one finding; its `fertig` and line end pass over.
    let mut parts = head.to_vec();
    parts.push("announce\n  1: pagat fertig\n  2: pass\n  4: kontra(pagat) fertig\n  3: pass\n  4: kontra(pagat) fertig\n  1: pass\n  2: pass\n  3: pass\n");
    parts.push(PLAY);
    let r = game("hopfgarten", &parts);
    assert_eq!(r.rules(), ["hopfgarten.announce.turn"]);
    assert_eq!(r.findings[0].kind, Kind::OutOfTurn);
    assert_eq!(r.phase, Phase::Done);
    // A line of only `fertig` is still wrong.
    let mut parts = head.to_vec();
    parts.push("announce\n  1: pagat fertig\n  2: fertig\n  2: pass\n  3: pass\n  4: pass\n");
    let r = game("hopfgarten", &parts);
    assert_eq!(r.rules(), ["hopfgarten.announce.fertig"]);
}

#[test]
fn legal_lists_the_end_of_a_void_line() {
    let eng = engine("hopfgarten").unwrap();
    let mut rng = Rng::new(3);
    let d = eng.deal(&mut rng);
    let mut st = eng.start(&d).unwrap();
    let say = |n: u8, t: &str| Event::Say {
        section: Section::Auction,
        seat: seat(n),
        term: w(t),
    };
    st.apply(&say(1, "erster")).unwrap();
    st.apply(&Event::EndTurn {
        section: Section::Auction,
        seat: seat(1),
    })
    .unwrap();
    // Seat 2 bids a Vorhand game: void; his line's end is passed over and
    // listed, and he may still speak.
    assert!(st.apply(&say(2, "rufer")).is_err());
    let legal = st.legal();
    let end = Event::EndTurn {
        section: Section::Auction,
        seat: seat(2),
    };
    assert!(legal.contains(&end), "{legal:?}");
    assert!(legal.contains(&say(2, "pass")));
    // Seat 3 out of turn: his line's end is listed too.
    assert!(st.apply(&say(3, "pass")).is_err());
    let end3 = Event::EndTurn {
        section: Section::Auction,
        seat: seat(3),
    };
    assert!(st.legal().contains(&end3));
    st.apply(&end3).unwrap();
    assert_eq!(st.to_act(), Some(seat(2)));
}

#[test]
fn reconstructed_notes_only_what_the_record_cannot_prove() {
    let talon = "talon\n  1: take 1\n  1: discard S7 C9 C8\n";
    let announce = "announce\n  1: pass\n  2: pass\n  3: pass\n  4: pass\n";
    // A Rufer: every king played by seats 2 and 3 (no talon cards): no
    // four kings, no own king; only the deal and the talon.
    let r = game(
        "sitzenberg",
        &[RUFER_AUCTION, "call\n  1: HK\n", talon, announce, PLAY],
    );
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.unchecked.len(), 2, "{:?}", r.unchecked);
    assert!(r.unchecked[0].starts_with("deal:") && r.unchecked[1].starts_with("talon:"));
    // The declarer plays the called HK himself after taking talon cards:
    // it may have come from the talon.
    let swapped = PLAY.replace("1:XVII 2:SN 3:HK", "1:HK 2:SN 3:XVII");
    let r = game(
        "sitzenberg",
        &[RUFER_AUCTION, "call\n  1: HK\n", talon, announce, &swapped],
    );
    assert_eq!(r.unchecked.len(), 3, "{:?}", r.unchecked);
    assert!(
        r.unchecked[1].starts_with("call: that the called"),
        "{:?}",
        r.unchecked
    );
    // A Solorufer takes no talon cards: his hand at the start of play is
    // his dealt hand, and calling the HK he plays is checked.
    let r = game(
        "sitzenberg",
        &[
            "auction\n  1: vorhand\n  2: pass\n  3: pass\n  4: pass\n  1: solorufer\n",
            "call\n  1: HK\n",
            announce,
            &swapped,
        ],
    );
    assert_eq!(r.rules()[0], "sitzenberg.call.own-king");
    // A Besserrufer: the bird in the dealt hand and its origin cannot be
    // seen; the kings can.
    let r = game(
        "sitzenberg",
        &[
            "auction\n  1: besserrufer\n  2: pass\n  3: pass\n  4: pass\n",
            "call\n  1: HK\n",
            talon,
            "announce\n  1: pagat\n  2: pass\n  3: pass\n  4: pass\n",
            PLAY,
        ],
    );
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    assert_eq!(r.unchecked.len(), 3, "{:?}", r.unchecked);
    assert!(
        r.unchecked[1].starts_with("auction: that seat 1, who bid the Besserrufer")
            && !r.unchecked[1].contains("four kings"),
        "{:?}",
        r.unchecked
    );
    // Four kings the bidder could have held: every king in his cards.
    let deal = Deal {
        hands: BySeat([
            cards("SK CK HK DK XXI XX XIX XVIII XVII XVI XV XIV"),
            cards("SQ"),
            cards("CQ"),
            cards("HQ"),
        ]),
        talon: Vec::new(),
        reconstructed: true,
    };
    let mut st = KrState::new(&SITZENBERG, &deal);
    st.rufer_bidders = 0b0011;
    st.declarer = Some(seat(1));
    st.took = Some(TalonTake::Half(1));
    let notes = st.unchecked();
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(notes[1].contains("seat 1, who bid a Rufer game") && !notes[1].contains("seat 2"));
}

/// Engine-only speed: replays recorded legal games (start, every event,
/// settle). `cargo test --release --lib koenigrufen::tests::speed -- --ignored --nocapture`
#[test]
#[ignore]
fn speed() {
    for v in [Variant::Tarockcup, Variant::Hopfgarten, Variant::Sitzenberg] {
        let eng = engine(v.id()).expect("engine");
        let mut rng = Rng::new(42);
        let mut games = Vec::new();
        while games.len() < 2000 {
            let deal = eng.deal(&mut rng);
            let mut st = eng.start(&deal).expect("starts");
            let mut evs = Vec::new();
            while st.phase() != Phase::Done {
                let legal = st.legal();
                let pass = legal
                    .iter()
                    .find(|e| matches!(e, Event::Say { term, .. } if term.is_word("pass")))
                    .cloned();
                let end = legal
                    .iter()
                    .find(|e| matches!(e, Event::EndTurn { .. }))
                    .cloned();
                let Some(e) = end.or(pass).or_else(|| rng.pick(&legal).cloned()) else {
                    break;
                };
                st.apply(&e).expect("legal");
                evs.push(e);
            }
            if st.phase() == Phase::Done {
                games.push((deal, evs));
            }
        }
        let t = std::time::Instant::now();
        let rounds = 20;
        for _ in 0..rounds {
            for (deal, evs) in &games {
                let mut st = eng.start(deal).expect("starts");
                for e in evs {
                    let _ = st.apply(e);
                }
                std::hint::black_box(st.settle());
            }
        }
        let n = (rounds * games.len()) as f64;
        eprintln!(
            "{}: {:.0} games/s (engine only, one core)",
            v.id(),
            n / t.elapsed().as_secs_f64()
        );
    }
}

/// book/src/ptn.md, "Passes a record leaves out": after a gap (`State::gap`) that hides the game, the
/// partner or the talon exchange, the state is still exact: every listed
/// event applies, and every event that applies is listed.
#[test]
fn states_after_a_gap_are_exact() {
    for v in [Variant::Tarockcup, Variant::Hopfgarten, Variant::Sitzenberg] {
        let cfg = Config::get(v);
        let eng = engine(v.id()).expect("engine");
        let mut rng = Rng::new(17);
        let mut gaps = 0;
        for g in 0..60 {
            let deal = eng.deal(&mut rng);
            let mut st = eng.start(&deal).expect("a dealt game starts");
            // A few legal steps first (so gaps come in every phase).
            for _ in 0..rng.below(12) {
                let legal = st.legal();
                let pass = legal
                    .iter()
                    .find(|e| matches!(e, Event::Say { term, .. } if term.is_word("pass")))
                    .cloned();
                let e = match pass {
                    Some(p) if rng.chance(2, 3) => Some(p),
                    _ => rng.pick(&legal).cloned(),
                };
                let Some(e) = e else { break };
                let _ = st.apply(&e);
                if let Some(end) = st
                    .legal()
                    .into_iter()
                    .find(|e| matches!(e, Event::EndTurn { .. }))
                {
                    let _ = st.apply(&end);
                }
            }
            let seat = Seat::from_index(rng.below(4));
            let later = [
                Event::Play {
                    seat,
                    card: st.hand(seat).first().unwrap_or(Card::PAGAT),
                },
                Event::Take {
                    seat,
                    take: TalonTake::Half(1),
                },
                Event::Say {
                    section: Section::Announce,
                    seat,
                    term: Term::Item(Item::new("pass", vec![])),
                },
                Event::Say {
                    section: Section::Call,
                    seat,
                    term: Term::Card(Card::from_index(44).unwrap_or(Card::PAGAT)),
                },
            ];
            let Some(ev) = rng.pick(&later).cloned() else {
                continue;
            };
            if st.gap(&ev).is_some() {
                gaps += 1;
            }
            let mut steps = 0;
            while st.phase() != Phase::Done && steps < 300 {
                steps += 1;
                let legal = st.legal();
                for e in &legal {
                    let mut c = st.clone();
                    assert!(
                        c.apply(e).is_ok(),
                        "{v:?} game {g}: listed {e} refused: {:?}",
                        c.check(e)
                    );
                }
                for _ in 0..8 {
                    let e = random_event(&mut rng, cfg);
                    let mut c = st.clone();
                    if c.apply(&e).is_ok() {
                        assert!(
                            legal.iter().any(|l| same(l, &e)),
                            "{v:?} game {g}: {e} accepted but not listed in {:?}",
                            st.phase()
                        );
                    }
                }
                // The gap's own event must be judged too.
                let Some(e) = rng.pick(&legal).cloned() else {
                    // Nothing to say: a phase only a later gap can close.
                    let next = Event::Play {
                        seat,
                        card: st.hand(seat).first().unwrap_or(Card::PAGAT),
                    };
                    if st.gap(&next).is_none() && st.phase() != Phase::Play {
                        break;
                    }
                    continue;
                };
                st.apply(&e).expect("legal event applies");
            }
        }
        assert!(gaps > 10, "{v:?}: only {gaps} gaps");
    }
}
