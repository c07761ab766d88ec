//! `add` and `remove` on a set of seats or of cards, in a variable or a
//! local, make the new set where the old one is (`IState::change`'s fast
//! path): the sets as the operations make them, and a void event's
//! changes to the variables taken back.

use crate::common::*;
use skus::engine::Engine;

const SPEC: &str = r#"
variant sets "Sets (test)"
rule sets.three "at most two seats speak" source "[test]"
deck all - tarocks
deal 8
var spoke: seats = {}
var kept: cards = {}
var fresh: int = 0
on start { goto auction  turn 1 }
on auction say w: term {
  add speaker to spoke
  let h = hand(speaker)
  remove kept from h
  add h to kept
  set fresh = count(h)
  require count(spoke) <= 2 else illegal-bid sets.three void "too many"
}
on auction end turn { goto done }
settle {
  note "{count(spoke)} {count(kept)} {fresh}"
  pay "sets" to {1} value 1 points per(t in seats: 0)
}
"#;

#[test]
fn sets_change_in_place_and_a_void_event_takes_the_change_back() {
    let e = spec_engine("sets.rules", SPEC);
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    // Seat 1's eight cards, then seat 2's: sixteen kept.
    assert!(st.apply(&say(1, "a")).is_ok());
    assert!(st.apply(&say(2, "b")).is_ok());
    // A third seat: void, its seat and its eight cards taken back.
    let v = st.apply(&say(3, "c")).expect_err("three seats");
    assert_eq!(v.rule.id, "sets.three");
    // Seat 1 again: no new seat, and none of its cards is new.
    assert!(st.apply(&say(1, "d")).is_ok());
    assert!(st.apply(&end(1)).is_ok());
    let s = st.settle().expect("settled");
    assert_eq!(s.notes, vec!["2 16 0".to_string()], "{s:?}");
}
