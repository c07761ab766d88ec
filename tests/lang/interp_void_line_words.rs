//! Words on the line of a void word: `in_void_line` holds for the word or
//! line end of the same seat in the same section that comes next; a word
//! passed over there (`ignore`) leaves the line open, so its end is still
//! `after_void`; and the void seat's words are among the events tried for
//! `legal()` even out of turn, so a word the spec passes over is legal.

use crate::common::{end, say};
use skus::cards::CardSet;
use skus::engine::{Deal, Engine, State};
use skus::interp::Interp;
use skus::lang;
use skus::seat::{BySeat, Seat};

const SPEC: &str = r#"
variant demo "Words on a void line (test)"
rule demo.auction.turn "speak in turn" source "[test] speak in turn"
rule demo.auction.word "say go" source "[test] say go; done closes a void line"
deck all - tarocks
deal 8
var closed: bool = false
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on before {
  # `done` on a void line out of turn is passed over with the line.
  if in_void_line and said != none and said.word == "done" and speaker != to_act {
    ignore
  }
}
on auction say go {
  require speaker == to_act else out-of-turn demo.auction.turn void "seat {speaker} spoke out of turn"
}
on auction say done {
  require speaker == to_act else out-of-turn demo.auction.turn void "seat {speaker} spoke out of turn"
  require in_void_line else illegal-bid demo.auction.word void "seat {speaker} said done on a good line"
  set closed = true
}
on auction say w: term {
  fail illegal-bid demo.auction.word void "seat {speaker} said {w}"
}
on auction end turn {
  if after_void { ignore }
  require speaker == to_act else out-of-turn demo.auction.turn void "seat {speaker} ended a turn out of turn"
  turn next(speaker)
}
on play c: card { turn next(speaker) }
"#;

fn start() -> Box<dyn State> {
    let prog = lang::check("demo.rules", SPEC, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let cards: Vec<_> = (CardSet::ALL - CardSet::TAROCKS).iter().collect();
    let deal = Deal {
        hands: BySeat::from_fn(|s| {
            cards[s.index() * 8..s.index() * 8 + 8]
                .iter()
                .copied()
                .collect::<CardSet>()
        }),
        talon: Vec::new(),
        reconstructed: false,
    };
    Interp::new(prog).start(&deal).expect("the game starts")
}

#[test]
fn a_word_passed_over_leaves_the_void_line_open() {
    let mut st = start();
    // Seat 3 speaks out of turn: void.
    assert!(st.apply(&say(3, "go")).is_err());
    // Its `done` and its line end are legal, out of turn.
    let legal = st.legal();
    assert!(legal.contains(&say(3, "done")), "{legal:?}");
    assert!(legal.contains(&end(3)), "{legal:?}");
    assert!(!legal.contains(&say(3, "go")), "{legal:?}");
    // `done` is passed over, and the line is still open: its end too.
    assert!(st.apply(&say(3, "done")).is_ok());
    assert!(st.legal().contains(&end(3)));
    assert!(st.apply(&end(3)).is_ok());
    assert!(!st.legal().contains(&end(3)));
    assert!(!st.legal().contains(&say(3, "done")));
    assert_eq!(st.to_act(), Seat::new(1));
}

#[test]
fn in_void_line_holds_only_next_on_that_line() {
    let mut st = start();
    // In turn, `done` on a good line is void; said again it is on the
    // line of that void word, and stands.
    assert!(st.apply(&say(1, "done")).is_err());
    assert!(st.apply(&say(1, "done")).is_ok());
    // Another seat's word breaks a void line: seat 3's `done` after seat
    // 1's word is judged, out of turn.
    let mut st = start();
    assert!(st.apply(&say(3, "go")).is_err());
    assert!(st.apply(&say(1, "go")).is_ok());
    assert!(st.check(&say(3, "done")).is_err());
}
