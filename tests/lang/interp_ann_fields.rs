//! An announcement's fields: a field that depends on nothing but the
//! announcement's arguments is computed once and kept in it (the legal
//! events try the same announcements at every turn); a field that reads
//! the game, the event or a variable is computed at every use.

use crate::common::{say, suit_deal};
use skus::engine::Engine;
use skus::interp::Interp;
use skus::lang;

const SPEC: &str = r#"
variant demo "Announcement fields (test)"
rule demo.said "an announcement" source "[test] an announcement"
deck all - tarocks
deal 8
announcement bird "Bird" {
  value 1
  twice double(3)
  down three-less(double(3))
  who "seat {speaker}"
  seen said-so-far
  via-fn seen-fn()
}
var said-so-far: int = 0
fn double(n: int) -> int = n * 2
fn three-less(n: int) -> int = if n <= 3 then 0 else n - 3
fn seen-fn() -> int = said-so-far * 10
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on auction say a: announcement {
  fail illegal-announcement demo.said void "{a.who}: {a.twice} {a.down} {a.seen} {a.via-fn}"
}
on auction say w: term {
  set said-so-far = said-so-far + 1
}
on play c: card { turn next(speaker) }
settle {
  note "none"
}
"#;

fn interp() -> Interp {
    lang::check("demo.rules", SPEC, &|_: &str, _: &str| None)
        .map(Interp::new)
        .unwrap_or_else(|f| panic!("{}", f.render()))
}

#[test]
fn fields_that_read_the_game_are_computed_at_every_use() {
    let e = interp();
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    let mut said = |n: u8, w: &str| match st.apply(&say(n, w)) {
        Ok(()) => "taken".to_string(),
        Err(v) => v.message,
    };
    // `twice` and `down` need only constants and functions of them (kept);
    // `who` reads the speaker, `seen` a variable, `via-fn` a function
    // reading it. Any other word counts in the variable.
    assert_eq!(said(1, "bird"), "seat 1: 6 3 0 0");
    assert_eq!(said(1, "other"), "taken");
    assert_eq!(said(1, "bird"), "seat 1: 6 3 1 10");
    assert_eq!(said(1, "other"), "taken");
    assert_eq!(said(2, "bird"), "seat 2: 6 3 2 20");
    // A second game on the same thread finds the same announcement kept,
    // with its variable read afresh.
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    let v = st.apply(&say(3, "bird")).expect_err("void");
    assert_eq!(v.message, "seat 3: 6 3 0 0");
}
