//! Property tests of the engine — random games through `legal()`,
//! exactness of `legal()` against `check()`, no panic on random illegal
//! events, conservation and zero-sum settlements — and a replay helper that
//! reads PTN the way the referee does, for the rule-by-rule tests below.

use super::state::{Boxed, ZState, all_statements};
use super::table::{PACK, points_of};
use super::*;
use crate::engine::{Event, Kind, Phase, Section, Settlement, State, Then};
use crate::ptn::{Item, Term};

// ------------------------------------------------------- property tests

fn seat(n: u8) -> Seat {
    Seat::new(n).expect("seat")
}

/// Terms that are no statement of this game.
fn odd_terms() -> Vec<Term> {
    let word = |w: &str| Term::Item(Item::new(w, vec![]));
    vec![
        word("foo"),
        word("spiel"),
        word("kontra"),
        word("trull"),
        Term::Item(Item::new("kontra", vec![word("trull")])),
        Term::Item(Item::new("kontra", vec![word("spiel"), word("spiel")])),
        Term::Item(Item::new("re", vec![Term::Card(Card::PAGAT)])),
        Term::Item(Item::new("solo", vec![word("spiel")])),
        Term::Int(3),
        Term::Card(Card::SKUS),
    ]
}

/// Every event worth trying in a state: all statements and odd terms in
/// every section for every seat, every end of turn, every card of the
/// superset for every seat, talon events.
fn candidate_events() -> Vec<Event> {
    let mut v = Vec::new();
    let mut terms = all_statements();
    terms.extend(odd_terms());
    terms.extend(PACK.iter().filter(|c| c.is_tarock()).map(Term::Card));
    for s in Seat::ALL {
        for section in [Section::Auction, Section::Call, Section::Announce] {
            for t in &terms {
                v.push(Event::Say {
                    section,
                    seat: s,
                    term: t.clone(),
                });
            }
            v.push(Event::EndTurn { section, seat: s });
        }
        for i in 0..Card::COUNT {
            if let Some(card) = Card::from_index(i) {
                v.push(Event::Play { seat: s, card });
            }
        }
        v.push(Event::Take {
            seat: s,
            take: crate::ptn::TalonTake::All,
        });
        v.push(Event::Discard {
            seat: s,
            cards: vec![Card::SKUS],
        });
    }
    v
}

/// `legal()` is exactly the set of events `check` passes, and `apply`
/// agrees with `check` on every candidate.
fn assert_exact(st: &Boxed, candidates: &[Event]) {
    let legal = st.legal();
    for e in &legal {
        assert!(
            st.check(e).is_ok(),
            "listed but rejected: {e} in {:?}",
            st.0
        );
    }
    for e in candidates {
        let checked = st.check(e);
        let listed = legal.contains(e);
        assert_eq!(checked.is_ok(), listed, "{e}: check {checked:?}");
        let mut after = st.clone();
        let applied = after.apply(e);
        assert_eq!(applied, checked, "apply and check disagree on {e}");
        if let Err(v) = &checked {
            assert!(!v.message.is_empty());
            assert!(v.rule.id.starts_with("zwanziger."), "{}", v.rule.id);
            let known = rules::ALL.iter().any(|r| r.id == v.rule.id);
            assert!(known, "rule {} not listed in rules()", v.rule.id);
            if matches!(v.then, Then::Skipped | Then::Stop) {
                // A void event changes nothing but the turn's "attempted" mark.
                let mut a = after.0.clone();
                let mut b = st.0.clone();
                a.turn_attempted = false;
                b.turn_attempted = false;
                a.call_attempted = false;
                b.call_attempted = false;
                a.void_line = None;
                b.void_line = None;
                assert!(a == b, "skipped {e} changed the state: {a:?}");
            }
        }
    }
}

fn check_settlement(st: &Boxed) -> Settlement {
    let s = st.settle().expect("a finished game settles");
    assert_eq!(s.scores.0.iter().sum::<i64>(), 0, "not zero-sum: {s:?}");
    let mut from_items = [0i64; 4];
    for item in &s.items {
        assert_eq!(item.points.0.iter().sum::<i64>(), 0, "item {item:?}");
        for (sum, p) in from_items.iter_mut().zip(item.points.0) {
            *sum += p;
        }
    }
    assert_eq!(from_items, s.scores.0, "items do not add up: {s:?}");
    s
}

fn random_legal_game(rng: &mut Rng, exact: bool) -> (Deal, Vec<Event>, Boxed) {
    let deal = Zwanziger.deal(rng);
    let candidates = if exact {
        candidate_events()
    } else {
        Vec::new()
    };
    let mut st = Boxed(ZState::new(deal.hands, false, None));
    let mut events = Vec::new();
    while st.phase() != Phase::Done {
        if exact {
            assert_exact(&st, &candidates);
        }
        let legal = st.legal();
        assert!(!legal.is_empty(), "no legal event in {:?}", st.0);
        // Prefer ending the bidding now and then, so that games get played.
        let pick = if st.phase() == Phase::Auction && rng.chance(1, 2) {
            legal
                .iter()
                .find(|e| matches!(e, Event::Say { term, .. } if term.is_word("weiter")))
                .or_else(|| legal.iter().find(|e| matches!(e, Event::EndTurn { .. })))
                .unwrap_or(&legal[0])
                .clone()
        } else {
            rng.pick(&legal).expect("non-empty").clone()
        };
        st.apply(&pick).expect("a listed event is accepted");
        events.push(pick);
        assert!(events.len() < 2000, "the game does not end");
    }
    (deal, events, st)
}

#[test]
fn deals_conserve_cards_and_points() {
    let mut rng = Rng::new(1);
    for _ in 0..2000 {
        let deal = Zwanziger.deal(&mut rng);
        assert_eq!(deal.cards(), PACK);
        assert!(deal.talon.is_empty());
        let mut total = 0;
        for s in Seat::ALL {
            assert_eq!(deal.hands[s].len(), 10);
            assert!(deal.hands[s].tarocks().len() >= 2);
            assert!(!GLATZEN.is_subset(deal.hands[s]));
            total += points_of(deal.hands[s]);
        }
        assert_eq!(total, 88);
        assert!(Zwanziger.start(&deal).is_ok());
    }
}

#[test]
fn legal_is_exact_along_random_games() {
    let mut rng = Rng::new(2);
    for _ in 0..15 {
        let (_, _, st) = random_legal_game(&mut rng, true);
        check_settlement(&st);
    }
}

#[test]
fn random_games_settle_zero_sum() {
    let mut rng = Rng::new(3);
    let mut games = [0usize; 3];
    let mut renonce_free_items = std::collections::BTreeSet::new();
    for _ in 0..3000 {
        let (_, _, st) = random_legal_game(&mut rng, false);
        let s = check_settlement(&st);
        games[st.0.game.map_or(0, |g| g as usize)] += 1;
        for i in &s.items {
            renonce_free_items.insert((i.item.clone(), i.announced, i.won));
        }
        // The card points of the tricks are the pack's.
        assert_eq!(st.0.points.values().map(|p| *p as u32).sum::<u32>(), 88);
        assert_eq!(st.0.tricks.values().map(|t| *t as u32).sum::<u32>(), 10);
    }
    // Every game and a good spread of items occur.
    assert!(games.iter().all(|n| *n > 50), "{games:?}");
    for name in [
        "rufer",
        "solo",
        "farbensolo",
        "absolut",
        "pagat",
        "trull",
        "mondfang",
    ] {
        assert!(
            renonce_free_items.iter().any(|(n, _, _)| n == name),
            "{name} never scored: {renonce_free_items:?}"
        );
    }
}

#[test]
fn random_illegal_events_never_panic() {
    let mut rng = Rng::new(4);
    let candidates = candidate_events();
    for _ in 0..300 {
        let deal = Zwanziger.deal(&mut rng);
        let mut st = Zwanziger.start(&deal).expect("a dealt game starts");
        for _ in 0..400 {
            if st.phase() == Phase::Done {
                break;
            }
            let legal = st.legal();
            let e = if legal.is_empty() || rng.chance(1, 4) {
                rng.pick(&candidates).expect("candidates").clone()
            } else {
                rng.pick(&legal).expect("legal").clone()
            };
            let _ = st.check(&e);
            let _ = st.apply(&e);
            let _ = st.to_act();
            let _ = st.trick();
        }
        if let Some(s) = st.settle() {
            assert_eq!(s.scores.0.iter().sum::<i64>(), 0);
        }
    }
}

#[test]
fn a_played_out_game_replays_from_reconstructed_hands() {
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        let (deal, events, st) = random_legal_game(&mut rng, false);
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for e in &events {
            if let Event::Play { seat, card } = e {
                hands[*seat].insert(*card);
            }
        }
        assert_eq!(hands, deal.hands);
        let rebuilt = Deal {
            hands,
            talon: Vec::new(),
            reconstructed: true,
        };
        let mut again = Zwanziger.start(&rebuilt).expect("starts");
        for e in &events {
            again.apply(e).expect("same game, same verdict");
        }
        assert_eq!(again.settle(), st.settle());
        assert!(!again.unchecked().is_empty());
        assert!(st.unchecked().is_empty());
    }
}

#[test]
fn a_planted_renonce_is_found_and_settled() {
    let mut rng = Rng::new(6);
    let mut planted = 0;
    for _ in 0..300 {
        let (deal, events, _) = random_legal_game(&mut rng, false);
        let mut st = Zwanziger.start(&deal).expect("starts");
        let at = rng.below(events.len());
        for (i, e) in events.iter().enumerate() {
            if i == at
                && let Event::Play { seat, .. } = e
            {
                let bad: Vec<Card> = st
                    .hand(*seat)
                    .iter()
                    .filter(|c| {
                        st.check(&Event::Play {
                            seat: *seat,
                            card: *c,
                        })
                        .is_err()
                    })
                    .collect();
                if let Some(card) = rng.pick(&bad) {
                    let v = st
                        .apply(&Event::Play {
                            seat: *seat,
                            card: *card,
                        })
                        .expect_err("planted renonce");
                    assert_eq!(v.kind, Kind::Renonce);
                    assert_eq!(v.then, Then::Applied);
                    planted += 1;
                    break;
                }
            }
            st.apply(e).expect("legal before the plant");
        }
        // Play the game out legally after the renonce and settle it.
        let mut steps = 0;
        while st.phase() != Phase::Done && steps < 100 {
            let legal = st.legal();
            let Some(e) = rng.pick(&legal) else { break };
            st.apply(&e.clone()).expect("legal");
            steps += 1;
        }
        if st.phase() == Phase::Done {
            let s = st.settle().expect("settles");
            assert_eq!(s.scores.0.iter().sum::<i64>(), 0);
        }
    }
    assert!(planted > 20, "{planted}");
}

#[test]
fn rules_have_unique_ids_and_sources() {
    let rules = Zwanziger.rules();
    let mut ids: Vec<&str> = rules.iter().map(|r| r.id.as_ref()).collect();
    ids.sort();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "duplicate rule id");
    for r in &rules {
        let parts: Vec<&str> = r.id.split('.').collect();
        assert_eq!(parts.len(), 3, "{}", r.id);
        assert_eq!(parts[0], "zwanziger");
        assert!(
            ["deal", "auction", "call", "play", "score"].contains(&parts[1]),
            "{}",
            r.id
        );
        let s = r.source.as_ref();
        assert!(
            s.contains("(Zwanzigerrufen")
                || s.starts_with("[standard]")
                || s.starts_with("[reading]"),
            "{}: {s}",
            r.id
        );
    }
}

#[test]
fn engine_is_registered() {
    let e = crate::reference::engine("zwanziger").expect("registered");
    assert_eq!(e.variant(), "zwanziger");
    assert_eq!(e.deck(), PACK);
    assert_eq!(e.layout().hand, 10);
    assert!(e.layout().talon.is_empty());
    assert!(engine("tarockcup").is_none());
}

#[test]
fn winner_of_tricks() {
    let t = |n: u8| Card::tarock(n).expect("tarock");
    let c = |s: &str| Card::parse(s).expect("card");
    let w = |cards: [Card; 4], first: u8, fs: bool| {
        trick_winner(&cards.map(Some), seat(first), fs).number()
    };
    // Kaiserstich: I beats XXI and Sküs, in any order.
    assert_eq!(w([t(21), t(22), t(1), t(5)], 1, false), 3);
    assert_eq!(w([t(1), t(21), t(22), c("SK")], 1, false), 1);
    // Not in the Farbensolo: a tarock lead is won by the highest tarock.
    assert_eq!(w([t(21), t(22), t(1), t(5)], 1, true), 2);
    // The highest tarock trumps.
    assert_eq!(w([c("SK"), t(4), c("SQ"), t(5)], 1, false), 4);
    // Farbensolo: tarocks do not trump a suit lead.
    assert_eq!(w([c("SN"), t(22), c("SK"), c("HK")], 1, true), 3);
    // No tarock: the highest card of the led suit; other suits never win.
    assert_eq!(w([c("S10"), c("HK"), c("SJ"), c("CK")], 1, false), 3);
    // The lead need not be seat 1.
    assert_eq!(w([c("HK"), c("D1"), c("DJ"), c("SK")], 2, false), 3);
}

#[test]
fn distribution_two_against_two_and_one_against_three() {
    let pair = table::Seats::one(seat(1)).with(seat(3));
    assert_eq!(distribute(pair, 2).0, [2, -2, 2, -2]);
    let solo = table::Seats::one(seat(2));
    assert_eq!(distribute(solo, 4).0, [-4, 12, -4, -4]);
    assert_eq!(distribute(solo.complement(), 4).0, [4, -12, 4, 4]);
}

// ------------------------------------------------------------ the bidding

/// Seat 1 lacks the XX (seat 2 holds it); seat 3 holds Sküs and Pagat; every
/// hand has five tarocks and five suit cards.
const D0: [&str; 4] = [
    "XXI XIX XVIII XVII V SK SQ HK DK C10",
    "XX XVI XV XIV IV SN SJ CK CQ HQ",
    "Skus I XIII XII XI CN CJ HN HJ DN",
    "X IX VIII VII VI S10 H1 D1 DQ DJ",
];

fn hands(h: [&str; 4]) -> BySeat<CardSet> {
    BySeat::from_fn(|s| {
        h[s.index()]
            .split_whitespace()
            .map(|t| Card::parse(t).expect("card token"))
            .collect()
    })
}

fn start(h: [&str; 4]) -> Boxed {
    let deal = Deal {
        hands: hands(h),
        talon: Vec::new(),
        reconstructed: false,
    };
    assert!(Zwanziger.start(&deal).is_ok());
    Boxed(ZState::new(deal.hands, false, void_reason(&deal.hands)))
}

/// A statement: `word` or `word(arg)`.
fn term(s: &str) -> Term {
    match s.split_once('(') {
        Some((w, arg)) => Term::Item(Item::new(
            w,
            vec![Term::Item(Item::new(arg.trim_end_matches(')'), vec![]))],
        )),
        None => match Card::parse(s) {
            Some(c) => Term::Card(c),
            None => Term::Item(Item::new(s, vec![])),
        },
    }
}

/// Applies a turn line `N: item item …` of a section; returns the rule ids
/// of the violations.
fn line(st: &mut Boxed, section: Section, text: &str) -> Vec<String> {
    let (n, items) = text.split_once(':').expect("N: items");
    let s = seat(n.trim().parse().expect("seat number"));
    let mut out = Vec::new();
    for it in items.split_whitespace() {
        if let Err(v) = st.apply(&Event::Say {
            section,
            seat: s,
            term: term(it),
        }) {
            out.push(v.rule.id.to_string());
        }
    }
    if let Err(v) = st.apply(&Event::EndTurn { section, seat: s }) {
        out.push(v.rule.id.to_string());
    }
    out
}

fn bid(st: &mut Boxed, text: &str) -> Vec<String> {
    line(st, Section::Auction, text)
}

fn ok(st: &mut Boxed, lines: &[&str]) {
    for l in lines {
        assert_eq!(bid(st, l), Vec::<String>::new(), "{l}");
    }
}

#[test]
fn the_vorhand_names_his_game_first() {
    let mut st = start(D0);
    assert_eq!(
        bid(&mut st, "1: weiter"),
        ["zwanziger.auction.vorhand-game"]
    );
    assert_eq!(st.phase(), Phase::Auction);
    assert_eq!(st.to_act(), Some(seat(1)));
    assert_eq!(
        bid(&mut st, "1: absolut rufer"),
        ["zwanziger.auction.vorhand-game"]
    );
    assert_eq!(st.0.game, Some(table::Game::Rufer));
    assert_eq!(st.0.partner, Some(seat(2)));
    assert_eq!(st.0.called, Card::tarock(20));
    assert_eq!(bid(&mut st, "2: rufer"), ["zwanziger.auction.rufer"]);
}

#[test]
fn four_weiter_in_a_row_end_the_bidding_then_the_call() {
    let mut st = start(D0);
    ok(
        &mut st,
        &["1: rufer", "2: weiter", "3: weiter", "4: weiter"],
    );
    assert_eq!(st.phase(), Phase::Auction);
    ok(&mut st, &["1: pass"]);
    assert_eq!(st.phase(), Phase::Call);
    assert_eq!(
        line(&mut st, Section::Call, "1: XIX"),
        ["zwanziger.call.called-tarock"]
    );
    assert_eq!(st.phase(), Phase::Play);
    assert_eq!(
        st.0.partner,
        Some(seat(2)),
        "the partnership follows the rule"
    );
}

#[test]
fn weiter_stands_alone_and_a_game_comes_first() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer"]);
    // The void Kontra does not count: the turn is `weiter`.
    assert_eq!(
        bid(&mut st, "2: kontra(spiel) weiter"),
        ["zwanziger.auction.kontra"]
    );
    assert!(st.0.accepted.contains(seat(2)));
    assert_eq!(
        bid(&mut st, "3: weiter kontra(spiel)"),
        ["zwanziger.auction.turn-form"]
    );
    assert_eq!(
        bid(&mut st, "4: kontra(spiel) solo"),
        ["zwanziger.auction.turn-form"]
    );
    assert_eq!(st.0.kontra, [1, 0, 0, 0]);
    assert_eq!(st.0.game, Some(table::Game::Rufer));
}

#[test]
fn kontra_chains_alternate_sides() {
    let mut st = start(D0);
    // Seat 2 is the Rufer's partner: he cannot kontra the game.
    ok(&mut st, &["1: rufer"]);
    assert_eq!(
        bid(&mut st, "2: kontra(spiel)"),
        ["zwanziger.auction.kontra"]
    );
    ok(&mut st, &["3: kontra(spiel)"]);
    assert_eq!(bid(&mut st, "4: re(spiel)"), ["zwanziger.auction.kontra"]);
    assert_eq!(bid(&mut st, "1: sub(spiel)"), ["zwanziger.auction.kontra"]);
    ok(
        &mut st,
        &["2: re(spiel) absolut", "3: sub(spiel) kontra(absolut)"],
    );
    assert_eq!(
        bid(&mut st, "4: kontra(spiel)"),
        ["zwanziger.auction.kontra"]
    );
    assert_eq!(st.0.kontra, [3, 1, 0, 0]);
    // Nothing to kontra: the Pagat is not announced.
    assert_eq!(
        bid(&mut st, "1: kontra(pagat)"),
        ["zwanziger.auction.kontra"]
    );
}

#[test]
fn the_opponents_announce_absolut_only_after_a_kontra() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer"]);
    ok(&mut st, &["2: weiter"]);
    assert_eq!(bid(&mut st, "3: absolut"), ["zwanziger.auction.absolut"]);
    ok(&mut st, &["4: kontra(spiel) absolut"]);
    assert_eq!(st.0.absolut, Some(state::Side::Opponents));
    // Once per game.
    assert_eq!(bid(&mut st, "1: absolut"), ["zwanziger.auction.absolut"]);
    ok(&mut st, &["2: kontra(absolut)"]);
}

#[test]
fn only_the_holder_announces_the_pagat() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer"]);
    assert_eq!(bid(&mut st, "2: pagat"), ["zwanziger.auction.pagat"]);
    ok(&mut st, &["3: pagat", "4: weiter", "1: kontra(pagat)"]);
    assert_eq!(bid(&mut st, "2: re(pagat)"), ["zwanziger.auction.kontra"]);
    ok(&mut st, &["3: re(pagat)"]);
    assert_eq!(bid(&mut st, "4: pagat"), ["zwanziger.auction.pagat"]);
}

#[test]
fn after_valat_only_kontras_on_the_valat() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer valat"]);
    assert_eq!(
        bid(&mut st, "2: absolut"),
        ["zwanziger.auction.after-valat"]
    );
    assert_eq!(
        bid(&mut st, "3: kontra(spiel) pagat kontra(valat)"),
        [
            "zwanziger.auction.after-valat",
            "zwanziger.auction.after-valat"
        ]
    );
    assert_eq!(bid(&mut st, "4: valat"), ["zwanziger.auction.after-valat"]);
    ok(&mut st, &["1: re(valat)"]);
    assert_eq!(st.0.kontra, [0, 0, 0, 2]);
    // A higher game is no Zusatz: it voids the Valat.
    let mut st = start(D0);
    ok(
        &mut st,
        &["1: rufer valat", "2: weiter", "3: kontra(valat)", "4: solo"],
    );
    assert_eq!(st.0.valat, None);
    assert_eq!(st.0.kontra, [0; 4]);
}

#[test]
fn a_player_who_agreed_may_not_bid_a_game() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer absolut", "2: weiter", "3: farbensolo"]);
    // The Rufer's Absolut is void; seat 3 plays alone.
    assert_eq!(st.0.absolut, None);
    assert_eq!(st.0.side, table::Seats::one(seat(3)));
    assert_eq!(
        bid(&mut st, "4: farbensolo"),
        ["zwanziger.auction.higher-game"]
    );
    assert_eq!(bid(&mut st, "1: rufer"), ["zwanziger.auction.higher-game"]);
    ok(&mut st, &["2: kontra(spiel)"]);
    assert_eq!(
        bid(&mut st, "3: solo"),
        Vec::<String>::new(),
        "seat 3 raises his own game"
    );
    assert_eq!(bid(&mut st, "4: solo"), ["zwanziger.auction.accepted"]);
    // Seat 4's void turn counted as weiter: three more end the bidding.
    ok(&mut st, &["1: weiter", "2: weiter", "3: weiter"]);
    assert_eq!(st.phase(), Phase::Play, "a Solo has no call");
    assert_eq!(
        line(&mut st, Section::Call, "1: XX"),
        ["zwanziger.call.solo"]
    );
}

#[test]
fn a_farbensolo_needs_five_suit_cards() {
    let h = [
        "XXI XIX XVIII XVII V IV SK SQ HK DK",
        "XX XVI XV XIV SN SJ CK CQ HQ C10",
        "Skus I XIII XII XI CN CJ HN HJ DN",
        "X IX VIII VII VI S10 H1 D1 DQ DJ",
    ];
    let mut st = start(h);
    assert_eq!(
        bid(&mut st, "1: farbensolo"),
        ["zwanziger.auction.farbensolo"]
    );
    ok(
        &mut st,
        &["1: rufer", "2: farbensolo pagat"].as_slice()[..1],
    );
    assert_eq!(
        bid(&mut st, "2: farbensolo pagat"),
        ["zwanziger.auction.pagat"]
    );
}

#[test]
fn holding_xx_to_xvi_the_vorhand_cannot_play_a_rufer() {
    let h = [
        "XX XIX XVIII XVII XVI SK SQ HK DK C10",
        "XXI XV XIV IV V SN SJ CK CQ HQ",
        "Skus I XIII XII XI CN CJ HN HJ DN",
        "X IX VIII VII VI S10 H1 D1 DQ DJ",
    ];
    let mut st = start(h);
    assert_eq!(
        bid(&mut st, "1: rufer solo"),
        ["zwanziger.auction.forced-solo"]
    );
    assert_eq!(st.0.game, Some(table::Game::Solo));
}

#[test]
fn the_called_tarock_is_the_highest_missing_one() {
    let h = [
        "XX XIX XVII XVI V SK SQ HK DK C10",
        "XXI XVIII XV XIV IV SN SJ CK CQ HQ",
        "Skus I XIII XII XI CN CJ HN HJ DN",
        "X IX VIII VII VI S10 H1 D1 DQ DJ",
    ];
    let mut st = start(h);
    ok(
        &mut st,
        &[
            "1: rufer",
            "2: weiter",
            "3: weiter",
            "4: weiter",
            "1: weiter",
        ],
    );
    assert_eq!(st.0.called, Card::tarock(18));
    assert_eq!(st.0.partner, Some(seat(2)));
    assert_eq!(
        line(&mut st, Section::Call, "1: XVIII"),
        Vec::<String>::new()
    );
    assert_eq!(st.phase(), Phase::Play);
}

#[test]
fn out_of_turn_statements_are_void() {
    let mut st = start(D0);
    ok(&mut st, &["1: rufer"]);
    // One finding for the item; the end of its line is passed over.
    assert_eq!(
        bid(&mut st, "3: kontra(spiel)"),
        ["zwanziger.auction.turn-order"]
    );
    assert_eq!(st.0.kontra, [0; 4]);
    assert_eq!(st.to_act(), Some(seat(2)));
}

#[test]
fn a_void_deal_settles_at_zero() {
    let h = [
        "XXI XIX XVIII XVII V SK SQ HK DK DQ",
        "XX XVI XV XIV IV SN SJ CK CQ HQ",
        "Skus I XIII XII XI X CN CJ HN HJ",
        "IX VIII VII VI S10 C10 H1 D1 DN DJ",
    ];
    let st = start(h);
    assert_eq!(st.phase(), Phase::Done);
    assert!(st.legal().is_empty());
    let s = st.settle().expect("void deal settles");
    assert_eq!(s.scores.0, [0; 4]);
    assert!(s.notes[0].contains("four Glatzen"), "{:?}", s.notes);
    let mut st = st;
    let v = st
        .apply(&Event::Say {
            section: Section::Auction,
            seat: seat(1),
            term: term("rufer"),
        })
        .expect_err("no bidding after a void deal");
    assert_eq!(v.rule.id, "zwanziger.deal.redeal");
    assert_eq!(v.then, Then::Stop);
}

#[test]
fn bad_deals_are_refused() {
    let mut h = hands(D0);
    h[seat(1)].remove(Card::MOND);
    h[seat(1)].insert(Card::UHU);
    h[seat(2)].insert(Card::PAGAT);
    let errors = Zwanziger
        .start(&Deal {
            hands: h,
            talon: vec![CardSet::single(Card::SKUS)],
            reconstructed: false,
        })
        .err()
        .expect("refused");
    let msgs: Vec<&str> = errors.iter().map(|v| v.message.as_str()).collect();
    assert_eq!(
        msgs,
        [
            "seat 1 was dealt II, not in the 40-card pack",
            "seat 2 was dealt 11 cards, not 10",
            "I was dealt to seat 2 and to seat 3",
            "the deal has a talon (Skus), but all 40 cards are dealt to the players",
        ]
    );
}
