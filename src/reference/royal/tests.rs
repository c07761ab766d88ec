//! Tests of the Royal engine as a whole: the DIGEST §7 referee cases, and
//! random games checking that `legal()` is exact, that nothing panics on
//! illegal events, and that every settlement adds up.

use super::state::{RoyalState, seat};
use super::table::{self, Id};
use super::{Options, Royal};
use crate::cards::{Card, CardSet};
use crate::engine::{Engine, Event, Kind, Phase, Section, State, Then, Violation};
use crate::ptn::{self, Item, Term};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};

fn cards(s: &str) -> CardSet {
    s.split_whitespace()
        .map(|t| Card::parse(t).unwrap_or_else(|| panic!("card {t}")))
        .collect()
}

fn card(s: &str) -> Card {
    Card::parse(s).unwrap()
}

/// One turn item as a term, read by the PTN reader.
fn term(s: &str) -> Term {
    let g = ptn::parse_str(&format!(
        "[Variant \"royal\"]\n[Seats \"a, b, c, d\"]\nauction\n  1: {s}\n"
    ));
    let game = g.into_iter().next().unwrap().unwrap();
    game.auction.unwrap().entries[0].items[0].term.clone()
}

fn say(s: u8, t: &str) -> Event {
    Event::Say {
        section: Section::Auction,
        seat: seat(s),
        term: term(t),
    }
}

fn end(s: u8) -> Event {
    Event::EndTurn {
        section: Section::Auction,
        seat: seat(s),
    }
}

fn play(s: u8, c: &str) -> Event {
    Event::Play {
        seat: seat(s),
        card: card(c),
    }
}

/// Applies turn lines `SEAT: ITEM…` and returns the violations.
fn turns(st: &mut RoyalState, lines: &[&str]) -> Vec<Violation> {
    let mut out = Vec::new();
    for l in lines {
        let (s, items) = l.split_once(':').unwrap();
        let s: u8 = s.trim().parse().unwrap();
        for it in items.split_whitespace() {
            if let Err(v) = st.apply(&say(s, it)) {
                out.push(v);
            }
        }
        if let Err(v) = st.apply(&end(s)) {
            out.push(v);
        }
    }
    out
}

/// A state from partial hands (the throw-in check is lifted).
fn fresh(hands: [&str; 4], opts: Options) -> RoyalState {
    let mut st = RoyalState::new(hands.map(cards), false, opts);
    st.throw_in = BySeat::splat(false);
    st.phase = Phase::Auction;
    st
}

/// A position for the play rules: partial hands, an auction, then the
/// state moved to trick `t` with `leader` to lead.
fn position(hands: [&str; 4], auction: &[&str], t: u8, leader: u8) -> RoyalState {
    let mut st = fresh(hands, Options::default());
    let v = turns(&mut st, auction);
    assert!(v.is_empty(), "{v:?}");
    assert_eq!(st.phase(), Phase::Play);
    st.trick = t - 1;
    st.to_act = seat(leader);
    st
}

fn rule_of(r: Result<(), Violation>) -> Option<String> {
    r.err().map(|v| v.rule.id.to_string())
}

/// DIGEST §7 case 1: Farbzwang, no Stichzwang.
#[test]
fn case_1_follow_suit_without_stichzwang() {
    let st = position(
        ["XIX XII", "XX SK", "SJ S10 XIV HQ", "XV X"],
        &["4: pass", "1: pass", "2: pass", "3: pass"],
        3,
        2,
    );
    let mut st = st;
    st.apply(&play(2, "SK")).unwrap();
    assert_eq!(
        rule_of(st.check(&play(3, "XIV"))).as_deref(),
        Some("royal.play.follow-suit")
    );
    assert!(st.check(&play(3, "S10")).is_ok());
    assert!(st.check(&play(3, "SJ")).is_ok());
    let msg = st.check(&play(3, "XIV")).unwrap_err().message;
    assert_eq!(msg, "seat 3 played XIV to a Pik lead while holding SJ S10");
}

/// DIGEST §7 case 2: a single bound card.
#[test]
fn case_2_keeping_a_single_card() {
    let auction = [
        "4: pass",
        "1: ultimo(I) weiter",
        "2: pass",
        "3: pass",
        "4: pass",
    ];
    let mut st = position(["I VI CQ", "XX XIX", "XIII", "XII"], &auction, 4, 4);
    st.apply(&play(4, "XII")).unwrap();
    st.to_act = seat(1);
    let v = st.check(&play(1, "I")).unwrap_err();
    assert_eq!(v.rule.id, "royal.play.bound-early");
    assert_eq!(v.kind, Kind::Renonce);
    assert_eq!(
        v.message,
        "seat 1 played I in trick 4, although it is bound to trick 10 by ultimo(I) and VI could be played"
    );
    assert!(st.check(&play(1, "VI")).is_ok());

    let mut st = position(["I CQ DJ", "XX XIX", "XIII", "XII"], &auction, 4, 4);
    st.apply(&play(4, "XII")).unwrap();
    st.to_act = seat(1);
    // Tarockzwang leaves only the Pagat: it must go.
    assert!(st.check(&play(1, "I")).is_ok());
    assert_eq!(
        rule_of(st.check(&play(1, "CQ"))).as_deref(),
        Some("royal.play.tarock")
    );
}

/// DIGEST §7 case 3: several bound cards — the one bound last goes first.
#[test]
fn case_3_most_recently_bound_first() {
    let auction = [
        "4: pass",
        "1: piccolo weiter",
        "2: greif(IV) weiter",
        "3: pass",
        "4: pass",
        "1: pass",
    ];
    let mut st = position(["XIX XV", "XVIII IV SK HK", "XIII", "XII"], &auction, 2, 4);
    st.apply(&play(4, "XII")).unwrap();
    st.apply(&play(1, "XV")).unwrap();
    assert!(st.check(&play(2, "IV")).is_ok());
    let v = st.check(&play(2, "XVIII")).unwrap_err();
    assert_eq!(v.rule.id, "royal.play.bound-order");
    assert_eq!(st.allowed(seat(2)), cards("IV"));
    // A suit lead: the King follows, the bound tarocks stay.
    let mut st = position(
        ["XIX XV", "XVIII IV SK HK", "XIII", "XII SQ"],
        &auction,
        2,
        4,
    );
    st.apply(&play(4, "SQ")).unwrap();
    st.apply(&play(1, "XV")).unwrap();
    assert_eq!(st.allowed(seat(2)), cards("SK"));
}

/// DIGEST §7 case 4: a binding outlives the failed Schlemm, and lapses
/// after its trick.
#[test]
fn case_4_binding_outlives_failure() {
    let auction = [
        "4: pass",
        "1: pass",
        "2: zentrum weiter",
        "3: pass",
        "4: pass",
        "1: pass",
    ];
    let hands = ["XIX HJ", "XX IX HN HQ", "XIII XIV", "XII XI HK"];
    // Trick 4, a tarock led: IX must be played, the XX stays bound.
    let mut st = position(hands, &auction, 4, 4);
    st.apply(&play(4, "XII")).unwrap();
    st.apply(&play(1, "XIX")).unwrap();
    assert_eq!(st.allowed(seat(2)), cards("IX"));
    assert_eq!(
        rule_of(st.check(&play(2, "XX"))).as_deref(),
        Some("royal.play.bound-early")
    );
    // Trick 5, a tarock led: the XX is mandatory.
    let mut st = position(hands, &auction, 5, 4);
    st.apply(&play(4, "XII")).unwrap();
    st.apply(&play(1, "XIX")).unwrap();
    assert_eq!(st.allowed(seat(2)), cards("XX"));
    assert_eq!(
        rule_of(st.check(&play(2, "IX"))).as_deref(),
        Some("royal.play.bound-in-trick")
    );
    // Trick 5, Herz led: he follows suit, and from trick 6 the XX is free.
    let mut st = position(hands, &auction, 5, 4);
    st.apply(&play(4, "HK")).unwrap();
    st.apply(&play(1, "HJ")).unwrap();
    assert_eq!(st.allowed(seat(2)), cards("HN HQ"));
    st.apply(&play(2, "HQ")).unwrap();
    st.apply(&play(3, "XIII")).unwrap();
    // Seat 3 won trick 5 and leads trick 6.
    assert_eq!(st.to_act(), Some(seat(3)));
    st.apply(&play(3, "XIV")).unwrap();
    st.apply(&play(4, "XI")).unwrap();
    st.apply(&play(1, "XIX")).ok();
    assert_eq!(st.allowed(seat(2)), cards("XX IX"));
}

/// DIGEST §7 case 7: raising and exclusivity.
#[test]
fn case_7_raising_and_exclusivity() {
    let hands = ["XIX XII", "XX SK", "XIV HQ", "XV X"];
    let mut st = fresh(hands, Options::default());
    // A (seat 1) announces Pik-Bande, the opponents kontra it.
    assert!(turns(&mut st, &["4: pass", "1: bande(S) weiter", "2: pass"]).is_empty());
    assert!(turns(&mut st, &["3: kontra(bande(S)) weiter"]).is_empty());
    assert!(turns(&mut st, &["4: pass"]).is_empty());
    // A then announces Armee himself: only his partner may raise.
    let v = turns(&mut st, &["1: armee weiter"]);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].rule.id, "royal.auction.raise");
    assert_eq!(v[0].kind, Kind::IllegalAnnouncement);
    assert_eq!(v[0].then, Then::Skipped);
    // B announces Armee: legal; the kontra on Bande lapses.
    assert!(turns(&mut st, &["2: armee weiter"]).is_empty());
    let e = st.entries();
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].ann.id, Id::Armee);
    assert!(e[0].kontra.is_none());
    // The opponents may kontra the Armee afresh, not the Bande.
    let v = turns(&mut st, &["3: kontra(bande(S)) kontra(armee) weiter"]);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].rule.id, "royal.auction.kontra");
    assert!(turns(&mut st, &["4: pass"]).is_empty());
    // A adds Herz-Bande: only one capture Schlemm.
    let v = turns(&mut st, &["1: bande(H) weiter"]);
    assert_eq!(v[0].rule.id, "royal.auction.capture");
    // B announced Pagat Fasan; A wants Pagat Ultimo: the Pagat is bound.
    let v = turns(&mut st, &["2: fasan(I) weiter", "3: pass", "4: pass"]);
    assert!(v.is_empty(), "{v:?}");
    let v = turns(&mut st, &["1: ultimo(I) ultimo(II) weiter"]);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].rule.id, "royal.auction.bound-card");
    assert!(
        st.entries()
            .iter()
            .any(|e| e.ann.to_string() == "ultimo(II)")
    );
}

#[test]
fn auction_turns_and_end() {
    let hands = ["XIX XII I", "XX SK", "XIV HQ", "XV X"];
    let mut st = fresh(hands, Options::default());
    // Three passes do not end it right after the deal; four do.
    assert!(turns(&mut st, &["4: pass", "1: pass", "2: pass"]).is_empty());
    assert_eq!(st.phase(), Phase::Auction);
    assert_eq!(st.to_act(), Some(seat(3)));
    assert!(turns(&mut st, &["3: pass"]).is_empty());
    assert_eq!(st.phase(), Phase::Play);
    assert_eq!(st.to_act(), Some(seat(2)));

    let mut st = fresh(hands, Options::default());
    assert!(
        turns(
            &mut st,
            &["4: pass", "1: vogerl spiel weiter", "2: pass", "3: pass"]
        )
        .is_empty()
    );
    assert_eq!(st.phase(), Phase::Auction);
    assert!(turns(&mut st, &["4: pass"]).is_empty());
    assert_eq!(st.phase(), Phase::Play);

    // A bare `weiter` is taken as a pass; `pass` after items as `weiter`.
    let mut st = fresh(hands, Options::default());
    let v = turns(&mut st, &["4: weiter", "1: spiel pass"]);
    assert_eq!(v.len(), 2);
    assert!(
        v.iter()
            .all(|v| v.rule.id == "royal.auction.turn" && v.then == Then::Applied)
    );
    // Out of turn: seat 3 speaks instead of seat 2; the turn jumps.
    let v = turns(&mut st, &["3: pass"]);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].kind, Kind::OutOfTurn);
    assert_eq!(st.to_act(), Some(seat(4)));
    // Items after `weiter` in the same line are void; the defenders' Kasse
    // is their own, beside the attackers' Spiel.
    let v = turns(&mut st, &["4: kasse weiter kasse"]);
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0].rule.id, "royal.auction.turn");
    // Seat 1 raising his own Spiel, in a turn without `weiter`: the void
    // raise is the one finding, the line of void items ends as a pass
    // (one wrong word, one finding; book/src/ptn.md, "Passes a record leaves out").
    let v = turns(&mut st, &["1: kasse"]);
    let ids: Vec<&str> = v.iter().map(|v| v.rule.id.as_ref()).collect();
    assert_eq!(ids, ["royal.auction.raise"]);
    assert_eq!(st.to_act(), Some(seat(2)));
    // A line with an item that stands and no `weiter` is still a finding.
    let v = turns(&mut st, &["2: kasse"]);
    let ids: Vec<&str> = v.iter().map(|v| v.rule.id.as_ref()).collect();
    assert_eq!(ids, ["royal.auction.turn"]);
}

#[test]
fn meldungen() {
    let hands = [
        "XIX I II III IV V VI VII XII SK",
        "XX HK HQ HN HJ SQ CQ DQ IX X",
        "XIV XIII XI C10 CJ CN SN SJ S10 DK",
        "XV XVI XVII XVIII XXI Skus",
    ];
    let mut st = fresh(hands, Options::default());
    let v = turns(
        &mut st,
        &[
            "4: tarocks(6) weiter",
            "1: tarocks(9) vogerl count(S,1) weiter",
            "2: flush wonok count(H,4) count(S,1) weiter",
            "3: count(C,3) count(S,3) count(S,3) wonok weiter",
        ],
    );
    let ids: Vec<(u8, String)> = v
        .iter()
        .map(|v| (v.seat.unwrap().number(), v.rule.id.to_string()))
        .collect();
    assert_eq!(
        ids,
        [
            (4, "royal.auction.false-meldung"),
            (1, "royal.auction.false-meldung"),
            (2, "royal.auction.false-meldung"),
            (2, "royal.auction.false-meldung"),
            (3, "royal.auction.duplicate"),
            (3, "royal.auction.false-meldung"),
        ]
        .map(|(s, r)| (s, r.to_string()))
    );
    // Kontra on a Meldung is void.
    let v = turns(&mut st, &["4: kontra(flush) weiter"]);
    assert_eq!(v[0].rule.id, "royal.auction.kontra");
}

#[test]
fn raises_follow_the_partner_and_the_trophy_rule() {
    let hands = ["XIX", "XX", "XIV", "XV"];
    let mut st = fresh(hands, Options::default());
    // Seat 4 Spiel, seat 3 Kasse, seat 4 Bridge: alternating partners.
    let v = turns(
        &mut st,
        &[
            "4: spiel weiter",
            "1: pass",
            "2: pass",
            "3: kasse weiter",
            "4: bridge weiter",
        ],
    );
    assert!(v.is_empty(), "{v:?}");
    // Seat 4 may not raise his own Bridge, nor announce Spiel again.
    let v = turns(&mut st, &["1: pass", "2: pass", "3: pass"]);
    assert!(v.is_empty());
    assert_eq!(st.phase(), Phase::Play);

    // A16: Mondfang by 1, Amazon by 2; Kentaur raises both, and only 2 —
    // the partner of the trophy's announcer — may announce it.
    let mut st = fresh(hands, Options::default());
    let v = turns(
        &mut st,
        &[
            "4: pass",
            "1: mondfang weiter",
            "2: amazon weiter",
            "3: pass",
        ],
    );
    assert!(v.is_empty(), "{v:?}");
    let v = turns(&mut st, &["4: pass", "1: kentaur weiter"]);
    assert_eq!(v[0].rule.id, "royal.auction.raise");
    let v = turns(&mut st, &["2: kentaur weiter"]);
    assert!(v.is_empty(), "{v:?}");
    // One trophy per pair.
    let v = turns(&mut st, &["3: pass", "4: pass", "1: couleur weiter"]);
    assert_eq!(v[0].rule.id, "royal.auction.one-trophy");
    // Included: Amazon after Kentaur.
    let v = turns(&mut st, &["2: amazon weiter"]);
    assert_eq!(v[0].rule.id, "royal.auction.included");
}

#[test]
fn a_raise_moves_the_binding_and_keeps_its_time() {
    let hands = ["XIX I XII", "XX II SK XVIII", "XIV", "XV"];
    let mut st = fresh(hands, Options::default());
    let v = turns(
        &mut st,
        &[
            "4: pass",
            "1: ultimo(I) weiter",
            "2: piccolo pre-ultimo(I) weiter",
            "3: pass",
            "4: pass",
            "1: pass",
        ],
    );
    assert!(v.is_empty(), "{v:?}");
    let b: Vec<(String, u8, u8)> = st
        .bindings()
        .map(|b| (b.card.to_string(), b.from, b.time))
        .collect();
    assert_eq!(
        b,
        [("XVIII", 3, 2), ("I", 9, 1)].map(|(c, t, s)| (c.to_string(), t, s))
    );
}

#[test]
fn reconstructed_and_annulled_deals() {
    let eng = Royal::default();
    let mut rng = Rng::new(5);
    let mut d = eng.deal(&mut rng);
    d.reconstructed = true;
    let st = eng.start(&d).unwrap();
    assert_eq!(st.unchecked().len(), 1);
    // Seat 3 with two tarocks: annulled, finished at once, 0:0.
    let hands = [
        "XIX XVIII XVII XVI XV XIV I HK HQ HN",
        "Skus XXI XX XIII XII XI X DK DQ DN",
        "IX VIII SK SQ SN SJ S10 C10 HJ DJ",
        "VII VI V IV III II CK CQ CN CJ",
    ];
    let deal = crate::engine::Deal {
        hands: crate::seat::BySeat(hands.map(cards)),
        talon: Vec::new(),
        reconstructed: false,
    };
    let mut st = eng.start(&deal).unwrap();
    assert_eq!(st.phase(), Phase::Done);
    assert!(st.legal().is_empty());
    let s = st.settle().unwrap();
    assert_eq!(s.scores.0, [0; 4]);
    assert!(
        s.notes[0].contains("seat 3 holds 2 tarocks"),
        "{:?}",
        s.notes
    );
    let v = st.apply(&say(4, "pass")).unwrap_err();
    assert_eq!(
        (v.rule.id.as_ref(), v.then),
        ("royal.deal.throw-in", Then::Stop)
    );
    // A deal that breaks the preset gives no game.
    let mut bad = deal.clone();
    bad.hands.0.swap(0, 1);
    let v = eng.start(&bad).err().unwrap();
    assert!(v.iter().any(|v| v.rule.id == "royal.deal.preset"));
}

// -------------------------------------------------------------------
// Random games.
// -------------------------------------------------------------------

/// Events to probe `check` and `apply` with: every item for every seat in
/// the auction (the pool from the table, kontras, words, garbage), every
/// card for every seat in the play.
fn probes(st: &RoyalState, rng: &mut Rng) -> Vec<Event> {
    let mut out = Vec::new();
    let s = st.to_act().unwrap_or(seat(1));
    let words = [
        "pass",
        "weiter",
        "re(spiel)",
        "frobnicate",
        "kontra",
        "spiel(I)",
    ];
    for x in Seat::ALL {
        for w in words {
            out.push(Event::Say {
                section: Section::Auction,
                seat: x,
                term: if w.contains('(') || w == "kontra" {
                    term(w)
                } else {
                    Term::Item(Item::new(w, vec![]))
                },
            });
        }
        out.push(Event::EndTurn {
            section: Section::Auction,
            seat: x,
        });
        out.push(Event::EndTurn {
            section: Section::Announce,
            seat: x,
        });
    }
    if st.phase() == Phase::Auction {
        let all = table::all_items();
        // Every item without arguments or with one; a sample of the rest.
        for t in all {
            let small = t.item().is_some_and(|i| i.args.len() < 2);
            if small || rng.chance(1, 8) {
                out.push(Event::Say {
                    section: Section::Auction,
                    seat: s,
                    term: t.clone(),
                });
            }
        }
        for _ in 0..40 {
            let t = &all[rng.below(all.len())];
            out.push(Event::Say {
                section: Section::Auction,
                seat: Seat::ALL[rng.below(4)],
                term: t.clone(),
            });
            out.push(Event::Say {
                section: Section::Auction,
                seat: s,
                term: Term::Item(Item::new("kontra", vec![t.clone()])),
            });
        }
        for e in st.entries() {
            for sp in e.ann.spellings() {
                for x in Seat::ALL {
                    out.push(Event::Say {
                        section: Section::Auction,
                        seat: x,
                        term: Term::Item(Item::new("kontra", vec![sp.clone()])),
                    });
                }
            }
        }
    }
    for x in Seat::ALL {
        for c in CardSet::ALL {
            if table::DECK.contains(c) || rng.chance(1, 8) {
                out.push(Event::Play { seat: x, card: c });
            }
        }
    }
    out.push(Event::Take {
        seat: s,
        take: ptn::TalonTake::All,
    });
    out
}

/// One random game with the exactness checks at every step; returns the
/// finished state.
fn random_game(eng: &Royal, rng: &mut Rng, end_bias: usize, probe: bool) -> RoyalState {
    let deal = eng.deal(rng);
    let mut st = eng.start_royal(&deal).unwrap();
    let mut steps = 0;
    while st.phase() != Phase::Done {
        steps += 1;
        assert!(steps < 5000, "the game does not end");
        let legal = st.legal();
        assert!(!legal.is_empty(), "no legal event in {:?}", st.phase());
        if probe {
            for e in &legal {
                assert!(
                    st.check(e).is_ok(),
                    "listed but refused: {e}: {:?}",
                    st.check(e)
                );
                let mut c = st.clone();
                assert!(c.apply(e).is_ok(), "listed but apply refused: {e}");
            }
            for e in probes(&st, rng) {
                let checked = st.check(&e);
                let mut c = st.clone();
                let applied = c.apply(&e);
                assert_eq!(
                    checked.as_ref().err().map(|v| (&v.rule.id, v.then)),
                    applied.as_ref().err().map(|v| (&v.rule.id, v.then)),
                    "check and apply disagree on {e}"
                );
                if checked.is_ok() {
                    assert!(legal.contains(&e), "accepted but not listed: {e}");
                }
                // The game goes on from there without panicking.
                if rng.chance(1, 64) {
                    let _ = c.legal();
                }
                let _ = c.settle();
            }
        }
        // Prefer ending the turn, by a bias that differs per game.
        let ending: Vec<&Event> = legal
            .iter()
            .filter(|e| match e {
                Event::EndTurn { .. } => true,
                Event::Say { term, .. } => term.is_word("pass") || term.is_word("weiter"),
                _ => false,
            })
            .collect();
        let e = if !ending.is_empty() && rng.below(10) < end_bias {
            ending[rng.below(ending.len())].clone()
        } else if st.phase() == Phase::Auction {
            // A group first, then an item of it, so that the rare groups
            // (one Royal against 672 Stellas and Habichts) come up too.
            let group = |e: &Event| match e {
                Event::Say { term, .. } => match table::read(term) {
                    Ok(table::Said::Ann(a)) => a.spec().group as usize,
                    _ => 99,
                },
                _ => 100,
            };
            let mut groups: Vec<usize> = legal.iter().map(group).collect();
            groups.sort_unstable();
            groups.dedup();
            let g = groups[rng.below(groups.len())];
            let pool: Vec<&Event> = legal.iter().filter(|e| group(e) == g).collect();
            pool[rng.below(pool.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        st.apply(&e).unwrap();
    }
    st
}

fn check_settlement(st: &RoyalState) {
    let s = st.settle().expect("a finished game settles");
    assert_eq!(s.scores.0[0], s.scores.0[1]);
    assert_eq!(s.scores.0[2], s.scores.0[3]);
    for (seat, v) in s.scores.iter() {
        assert!(*v >= 0, "never below zero");
        let sum: i64 = s.items.iter().map(|i| i.points[seat]).sum();
        assert_eq!(sum, *v, "the breakdown adds up for seat {seat}: {:#?}", s);
    }
    // The limit: at most 100, 110 after a small trophy, else the trophy.
    for p in 0..2 {
        let trophy = st
            .entries()
            .iter()
            .find(|e| super::state::pair(e.seat) == p && e.ann.is_trophy());
        let limit = match trophy {
            Some(t) if t.ann.spec().value > 100 => t.ann.spec().value,
            Some(_) => 110,
            None => 100,
        };
        assert!(s.scores.0[2 * p] <= limit);
    }
}

#[test]
fn legal_is_exact_and_nothing_panics() {
    let eng = Royal::default();
    let mut rng = Rng::new(20_260_101);
    for g in 0..4 {
        let st = random_game(&eng, &mut rng, 6 + g % 4, true);
        check_settlement(&st);
    }
}

/// The same over many games: `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn legal_is_exact_many() {
    let eng = Royal::default();
    let mut rng = Rng::new(7_777);
    for g in 0..300 {
        let st = random_game(&eng, &mut rng, 3 + g % 7, true);
        check_settlement(&st);
    }
}

#[test]
fn random_games_cover_every_group() {
    use super::table::Group;
    let eng = Royal::default();
    let mut rng = Rng::new(99);
    let mut groups = std::collections::BTreeSet::new();
    let mut won_trophies = 0;
    let mut bound = 0;
    let mut kontras = 0;
    for g in 0..200 {
        let st = random_game(&eng, &mut rng, 5 + g % 5, false);
        check_settlement(&st);
        for e in st.entries() {
            groups.insert(e.ann.spec().group);
            kontras += e.kontra.is_some() as usize;
        }
        bound += st.bindings().count();
        won_trophies += super::score::won_trophies(&st).len();
    }
    let all = [
        Group::Meldung,
        Group::Material,
        Group::FreeTricks,
        Group::BoundTricks,
        Group::Hochspiel,
        Group::Flight,
        Group::Capture,
        Group::Extra,
        Group::SmallTrophy,
        Group::Trophy,
        Group::BigTrophy,
        Group::SuperTrophy,
        Group::MultiTrophy,
        Group::UltraTrophy,
        Group::Royal,
    ];
    for g in all {
        assert!(groups.contains(&g), "no {g:?} in 200 random games");
    }
    // Random play rarely makes a trophy; the corpus has them.
    let _ = won_trophies;
    assert!(
        bound > 0 && kontras > 0,
        "bound cards {bound}, kontras {kontras}"
    );
}

#[test]
fn options_change_the_opener_and_the_raises() {
    let hands = ["XIX", "XX", "XIV", "XV"];
    let opts = Options {
        opener: seat(2),
        derived_raises: false,
    };
    let mut st = fresh(hands, opts);
    assert_eq!(st.to_act(), Some(seat(2)));
    // Without derived raises, Skala stands beside Valat.
    let v = turns(
        &mut st,
        &["2: valat weiter", "3: pass", "4: pass", "1: skala weiter"],
    );
    assert!(v.is_empty(), "{v:?}");
    assert_eq!(st.entries().len(), 2);
    let _ = Id::Spiel;
}

/// The trophy list credits the trophy to the seat that announced it - after
/// a raise, the raiser (Bethlehem by seat 1, raised to Grand by seat 2).
#[test]
fn trophy_list_credits_the_announcer() {
    let text = include_str!("../../../tests/games/royal/trophy-grand-raises-bethlehem.ptn");
    let game = ptn::parse_str(text).remove(0).unwrap();
    let mut hands = crate::seat::BySeat([CardSet::EMPTY; 4]);
    for h in game.hands() {
        hands[h.seat] = h.cards.iter().map(|c| c.value).collect();
    }
    let deal = crate::engine::Deal {
        hands,
        talon: Vec::new(),
        reconstructed: false,
    };
    let mut events = Vec::new();
    for t in game.auction.iter().flat_map(|a| a.entries.iter()) {
        for it in &t.items {
            events.push(Event::Say {
                section: Section::Auction,
                seat: t.seat,
                term: it.term.clone(),
            });
        }
        events.push(Event::EndTurn {
            section: Section::Auction,
            seat: t.seat,
        });
    }
    for tr in game.tricks() {
        for p in &tr.plays {
            events.push(Event::Play {
                seat: p.seat,
                card: p.card,
            });
        }
    }
    let list = super::trophy_list(&deal, &events).unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].seat, seat(2));
    assert_eq!(list[0].trophy.to_string(), "grand");
    assert_eq!(list[0].value, 150);
    // An unfinished game has no list.
    assert!(super::trophy_list(&deal, &events[..events.len() - 1]).is_none());
}
