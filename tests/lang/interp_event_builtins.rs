//! The event being handled, as a spec sees it: `event_phase` (the phase
//! the event belongs to) and `said` (the word of a `say` event), pinned by
//! `tests/specs/events.rules`.

use crate::common::*;
use skus::engine::{Engine, Event, Kind, Phase, Section};
use skus::lang;
use skus::seat::Seat;

#[test]
fn before_sees_the_phase_of_the_event_and_the_word_said() {
    let e = spec_engine(
        "tests/specs/events.rules",
        include_str!("../specs/events.rules"),
    );
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    // A card during the auction belongs to the play.
    let card = st.hand(seat(1)).first().expect("a card");
    let v = st
        .apply(&Event::Play {
            seat: seat(1),
            card,
        })
        .expect_err("a card in the auction");
    assert_eq!(v.rule.id, "events.play.turn");
    assert_eq!(v.kind, Kind::OutOfTurn);
    // A word is counted by `on before` through `said`; the line end is not.
    assert!(st.apply(&say(1, "pass")).is_ok());
    assert!(
        st.apply(&Event::EndTurn {
            section: Section::Auction,
            seat: seat(1)
        })
        .is_ok()
    );
    assert!(st.apply(&say(1, "go")).is_ok());
    assert_eq!(st.phase(), Phase::Play);
    // Now a word belongs to the auction, which is over.
    let v = st.apply(&say(2, "pass")).expect_err("a word in the play");
    assert_eq!(v.rule.id, "events.auction.turn");
    for _ in 0..32 {
        let e = st.legal().into_iter().next().expect("a legal card");
        assert!(st.apply(&e).is_ok());
    }
    let s = st.settle().expect("settled");
    assert_eq!(s.items[0].value, 2, "two words were said");
}

#[test]
fn the_settlement_has_no_event() {
    let text = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\nsettle { pay \"x\" to seats value 1 points per(s in seats: if said == none then 0 else 1) }\n";
    assert!(lang::check("x.rules", text, &|_: &str, _: &str| None).is_err());
}

#[test]
fn a_deal_gives_every_finding_that_stands() {
    let mut d = suit_deal();
    let c = d.hands[seat(1)].first().expect("a card");
    d.hands[seat(1)].remove(c);
    d.hands[seat(2)].insert(c);
    let vs = spec_engine(
        "tests/specs/events.rules",
        include_str!("../specs/events.rules"),
    )
    .start(&d)
    .err()
    .expect("a bad deal");
    let seats: Vec<Option<Seat>> = vs.iter().map(|v| v.seat).collect();
    assert_eq!(seats, vec![Some(seat(1)), Some(seat(2))]);
}
