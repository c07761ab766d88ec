//! The `not_checked` hook: what a reconstructed deal leaves unchecked is
//! judged on the record as a whole, when the referee asks at its end — a
//! later event can prove what an earlier one could not.

use crate::common::seat;
use skus::cards::{Card, CardSet};
use skus::engine::{Deal, Engine, Event};
use skus::interp::Interp;
use skus::lang;
use skus::seat::BySeat;

const SPEC: &str = r#"
variant demo "A reconstructed deal noted at the end (test)"
rule demo.play.card "a card from one's hand" source "[test] a card from one's hand"
deck {SK, S7, C7, C8, H1, H2, D1, D2}
deal 2
var led-kings: int = 0
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start {
  goto play
  turn 1
}
on play c: card {
  if c in kings and count(current) == 0 {
    set led-kings = led-kings + 1
  }
  turn next(speaker)
}
# Noted only while no king has been led.
fn not_checked() -> list[text] =
  if not reconstructed then []
  else ["deal: the hands"] + (if led-kings == 0 then ["play: no king led"] else [])
"#;

fn card(s: &str) -> Card {
    s.parse().expect("a card")
}

fn engine() -> Interp {
    Interp::new(
        lang::check("demo.rules", SPEC, &|_: &str, _: &str| None)
            .unwrap_or_else(|f| panic!("{}", f.render())),
    )
}

fn deal(reconstructed: bool) -> Deal {
    let hands = ["SK S7", "C7 C8", "H1 H2", "D1 D2"];
    Deal {
        hands: BySeat::from_fn(|s| hands[s.index()].split(' ').map(card).collect::<CardSet>()),
        talon: Vec::new(),
        reconstructed,
    }
}

#[test]
fn the_hook_is_asked_at_the_end_of_the_record() {
    let e = engine();
    let mut st = e.start(&deal(true)).expect("the deal starts");
    assert_eq!(st.unchecked(), vec!["deal: the hands", "play: no king led"]);
    // Seat 1 leads the king: the second note is proved away.
    st.apply(&Event::Play {
        seat: seat(1),
        card: card("SK"),
    })
    .expect("a legal card");
    assert_eq!(st.unchecked(), vec!["deal: the hands"]);
}

#[test]
fn a_dealt_game_notes_nothing() {
    let st = engine().start(&deal(false)).expect("the deal starts");
    assert!(st.unchecked().is_empty());
}

#[test]
fn a_hook_of_the_wrong_signature_is_refused() {
    let bad = SPEC.replace(
        "fn not_checked() -> list[text] =",
        "fn not_checked() -> text = \"x\"\nfn unused() -> list[text] =",
    );
    let Err(f) = lang::check("demo.rules", &bad, &|_: &str, _: &str| None) else {
        panic!("a wrong hook signature checked")
    };
    assert!(f.render().contains("not_checked"), "{}", f.render());
    let places: Vec<String> = f
        .diagnostics
        .iter()
        .map(|d| {
            let (line, col, _) = f.sources.locate(d.span);
            format!("{} {line}:{col}", d.code)
        })
        .collect();
    assert_eq!(places, ["S0329 19:4"], "{}", f.render());
}
