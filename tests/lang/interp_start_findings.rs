//! `on start` reports every violation that stands, each as a finding of
//! its own: a misdeal can leave several hands short at once.

use crate::common::seat;
use skus::cards::CardSet;
use skus::engine::{Deal, Engine};
use skus::interp::Interp;
use skus::lang;
use skus::seat::{BySeat, Seat};

const SPEC: &str = r#"
variant demo "A deal checked hand by hand (test)"
rule demo.deal.cards "8 suit cards to each seat" source "[test] 8 suit cards to each seat"
deck all - tarocks
deal 8
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start {
  for s in seats {
    require count(hand(s)) == 8 else impossible-card demo.deal.cards by s stands "seat {s} was dealt {count(hand(s))} cards"
  }
  goto play
  turn 1
}
on play c: card { turn next(speaker) }
"#;

#[test]
fn every_short_or_long_hand_is_a_finding() {
    let prog = lang::check("demo.rules", SPEC, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let engine = Interp::new(prog);
    let cards: Vec<_> = (CardSet::ALL - CardSet::TAROCKS).iter().collect();
    let mut hands = BySeat::from_fn(|s| {
        cards[s.index() * 8..s.index() * 8 + 8]
            .iter()
            .copied()
            .collect::<CardSet>()
    });
    let moved = hands[seat(1)].first().expect("a card");
    hands[seat(1)].remove(moved);
    hands[seat(3)].insert(moved);
    let deal = Deal {
        hands,
        talon: Vec::new(),
        reconstructed: false,
    };
    let Err(vs) = engine.start(&deal) else {
        panic!("a bad deal started")
    };
    let seats: Vec<Option<Seat>> = vs.iter().map(|v| v.seat).collect();
    assert_eq!(seats, vec![Some(seat(1)), Some(seat(3))]);

    // A good deal starts.
    let good = Deal {
        hands: BySeat::from_fn(|s| {
            cards[s.index() * 8..s.index() * 8 + 8]
                .iter()
                .copied()
                .collect::<CardSet>()
        }),
        talon: Vec::new(),
        reconstructed: false,
    };
    assert!(engine.start(&good).is_ok());
}
