//! A void word and the end of its line: the line end is one of the legal
//! events to try whoever said the word (PTN closes every line it opens),
//! and `after_void` holds only for the end of that line — same seat, same
//! section.

use crate::common::seat;
use crate::common::suit_deal;
use skus::engine::{Engine, Event, Section};
use skus::interp::Interp;
use skus::lang;
use skus::ptn::{Item, Term};

const SPEC: &str = r#"
variant demo "Void lines (test)"
rule demo.auction.turn "speak in turn" source "[test] speak in turn"
rule demo.auction.word "say go" source "[test] say go"
deck all - tarocks
deal 8
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on auction say go {
  require speaker == to_act else out-of-turn demo.auction.turn void "seat {speaker} spoke out of turn"
}
on auction say w: term {
  fail illegal-bid demo.auction.word void "seat {speaker} said {w}"
}
# The end of a line of void words is passed over; any other line end of a
# seat not to act is out of turn.
on auction end turn {
  if after_void { ignore }
  require speaker == to_act else out-of-turn demo.auction.turn void "seat {speaker} ended a turn out of turn"
  turn next(speaker)
}
on call say w: term {
  fail illegal-call demo.auction.word void "no call"
}
on call end turn {
  if after_void { ignore }
  fail illegal-call demo.auction.word void "no call"
}
on play c: card { turn next(speaker) }
"#;

fn say(section: Section, s: u8, w: &str) -> Event {
    Event::Say {
        section,
        seat: seat(s),
        term: Term::Item(Item::new(w, vec![])),
    }
}

fn end(section: Section, s: u8) -> Event {
    Event::EndTurn {
        section,
        seat: seat(s),
    }
}

fn engine() -> Interp {
    let prog = lang::check("demo.rules", SPEC, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    Interp::new(prog)
}

#[test]
fn the_end_of_a_void_line_is_legal_for_its_speaker() {
    let mut st = engine().start(&suit_deal()).expect("the game starts");
    // Seat 3 speaks out of turn: void.
    assert!(st.apply(&say(Section::Auction, 3, "go")).is_err());
    let legal = st.legal();
    assert!(legal.contains(&end(Section::Auction, 3)), "{legal:?}");
    // Its line end is passed over; then seat 1 is still to act.
    assert!(st.apply(&end(Section::Auction, 3)).is_ok());
    assert!(!st.legal().contains(&end(Section::Auction, 3)));
    assert!(st.apply(&say(Section::Auction, 1, "go")).is_ok());
    assert!(st.apply(&end(Section::Auction, 1)).is_ok());
}

#[test]
fn after_void_needs_the_same_section() {
    let mut st = engine().start(&suit_deal()).expect("the game starts");
    // A void call word of seat 3, then a line end of the bidding: not the
    // end of the void line, so it is judged (out of turn).
    assert!(st.apply(&say(Section::Call, 3, "x")).is_err());
    assert!(st.legal().contains(&end(Section::Call, 3)));
    assert!(!st.legal().contains(&end(Section::Auction, 3)));
    assert!(st.check(&end(Section::Auction, 3)).is_err());
    assert!(st.check(&end(Section::Call, 3)).is_ok());
}
