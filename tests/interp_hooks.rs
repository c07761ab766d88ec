//! The listing hooks `word_cards` and `open_line`, pinned by
//! `tests/specs/hooks.rules`.

use skus::cards::{Card, CardSet};
use skus::engine::{Deal, Engine, Event, Section};
use skus::interp::Interp;
use skus::lang;
use skus::ptn::{Item, Term};
use skus::seat::{BySeat, Seat};

fn engine() -> Interp {
    let text = include_str!("specs/hooks.rules");
    match lang::check("tests/specs/hooks.rules", text, &|_: &str, _: &str| None) {
        Ok(p) => Interp::new(p),
        Err(f) => panic!("{}", f.render()),
    }
}

fn seat(n: u8) -> Seat {
    Seat::new(n).expect("a seat")
}

fn deal() -> Deal {
    let cards: Vec<Card> = (CardSet::PACK_54 - CardSet::TAROCKS).iter().collect();
    Deal {
        hands: BySeat::from_fn(|s| {
            cards[s.index() * 8..s.index() * 8 + 8]
                .iter()
                .copied()
                .collect()
        }),
        talon: Vec::new(),
        reconstructed: false,
    }
}

fn end(n: u8) -> Event {
    Event::EndTurn {
        section: Section::Auction,
        seat: seat(n),
    }
}

#[test]
fn word_cards_narrow_the_listed_arguments() {
    let e = engine();
    let st = e.start(&deal()).unwrap_or_else(|v| panic!("{v:?}"));
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
    let mut st2 = e.start(&deal()).unwrap_or_else(|v| panic!("{v:?}"));
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
    let e = engine();
    let mut st = e.start(&deal()).unwrap_or_else(|v| panic!("{v:?}"));
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
    let e = engine();
    let mut st = e.start(&deal()).unwrap_or_else(|v| panic!("{v:?}"));
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
