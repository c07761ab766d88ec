//! `add` to a list variable appends in place (`IState::change`'s fast
//! path): the items in order, a list added item by item, and a void
//! event's additions taken back.

use crate::common::*;
use skus::engine::Engine;

const SPEC: &str = r#"
variant lists "Lists (test)"
rule lists.word "at most three words in all" source "[test]"
deck all - tarocks
deal 8
var words: list[text] = []
on start { goto auction  turn 1 }
on auction say pass {
  add ["p", "q"] to words
  require count(words) <= 3 else illegal-bid lists.word void "too many"
}
on auction say w: term {
  add "{w}" to words
  require count(words) <= 3 else illegal-bid lists.word void "too many"
}
on auction end turn { goto done }
settle {
  note "{words}"
  pay "words" to {1} value count(words) points per(t in seats: if t == 1 then count(words) else 0)
}
"#;

#[test]
fn a_list_grows_in_place_and_a_void_event_takes_its_items_back() {
    let e = spec_engine("lists.rules", SPEC);
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    assert!(st.apply(&say(1, "a")).is_ok());
    assert!(st.apply(&say(2, "b")).is_ok());
    // Two items at once would make four: void, both taken back.
    let v = st.apply(&say(3, "pass")).expect_err("four words");
    assert_eq!(v.rule.id, "lists.word");
    assert!(st.apply(&say(3, "c")).is_ok());
    // A fourth word: void, taken back.
    assert!(st.apply(&say(4, "d")).is_err());
    assert!(st.apply(&end(4)).is_ok());
    let s = st.settle().expect("settled");
    assert_eq!(s.scores.0, [3, 0, 0, 0]);
    assert_eq!(s.notes, vec!["[a, b, c]".to_string()], "{s:?}");
}
