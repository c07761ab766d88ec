//! The listing hooks `word_cards` and `open_line`, pinned by
//! `tests/specs/hooks.rules`.

use crate::common::*;
use skus::cards::Card;
use skus::engine::{Engine, Event, Section};
use skus::ptn::{Item, Term};

#[test]
fn word_cards_narrow_the_listed_arguments() {
    let e = spec_engine(
        "tests/specs/hooks.rules",
        include_str!("../specs/hooks.rules"),
    );
    let st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    let named: Vec<String> = st
        .legal()
        .iter()
        .filter_map(|ev| match ev {
            Event::Say {
                term: Term::Item(i),
                ..
            } if i.name.as_str() == "name" => Some(i.args[0].to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(named, ["SK", "HK"]);
    // A card outside the hook's set is still a word the handler judges.
    let mut st2 = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    let other = Event::Say {
        section: Section::Auction,
        seat: seat(1),
        term: Term::Item(Item::new(
            "name",
            vec![Term::Card(Card::parse("SQ").unwrap())],
        )),
    };
    assert!(st2.apply(&other).is_ok());
}

#[test]
fn an_open_line_ends_after_the_turn_moved_on() {
    let e = spec_engine(
        "tests/specs/hooks.rules",
        include_str!("../specs/hooks.rules"),
    );
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    let pass = Event::Say {
        section: Section::Auction,
        seat: seat(1),
        term: Term::Item(Item::new("pass", Vec::new())),
    };
    st.apply(&pass).expect("seat 1 passes");
    let legal = st.legal();
    // Seat 2 is to act, and seat 1's line may still end.
    assert!(legal.contains(&end(1)), "{legal:?}");
    assert!(legal.contains(&end(2)), "{legal:?}");
    st.apply(&end(1)).expect("the open line ends");
    assert!(!st.legal().contains(&end(1)));
}

#[test]
fn checking_is_true_only_while_an_event_is_checked() {
    let e = spec_engine(
        "tests/specs/hooks.rules",
        include_str!("../specs/hooks.rules"),
    );
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    let hk = Event::Say {
        section: Section::Auction,
        seat: seat(1),
        term: Term::Item(Item::new(
            "name",
            vec![Term::Card(Card::parse("HK").unwrap())],
        )),
    };
    assert!(st.check(&hk).is_ok());
    assert!(st.legal().contains(&hk));
    assert!(st.apply(&hk).is_err());
}
