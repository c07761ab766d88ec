//! Reference engine: the 40-card four-player game calling the XX
//! ("Zwanzigerrufen"), written from the rulebook of the online game
//! (its help page) and the readings DIGEST §3, §6 C1–C12 (book/src/readings.md).
//!
//! * [`table`]: the pack, card points, games, values.
//! * [`rules`]: every rule with its id and the rulebook's words.
//! * `state`: the game state and the seam's `State`; `auction`: the
//!   bidding and the call; `play`: the tricks; `score`: the settlement.
//!
//! How a zwanziger transcript is written, every rule id and every reading of
//! unclear text: CONVENTIONS.md beside this file.

pub mod rules;
pub mod table;

mod auction;
mod legal;
mod play;
mod score;
mod state;

#[cfg(test)]
mod tests;

use crate::cards::{Card, CardSet};
use crate::engine::{Deal, Engine, Kind, Layout, Rule, State, Then, Violation};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use state::{Boxed, Void, ZState};
use table::{GLATZEN, PACK};

pub use play::trick_winner;
pub use score::distribute;

/// The engine for `variant`, if this family plays it.
pub fn engine(variant: &str) -> Option<Box<dyn Engine>> {
    (variant == "zwanziger").then(|| Box::new(Zwanziger) as Box<dyn Engine>)
}

/// The game calling the XX.
#[derive(Clone, Copy, Debug, Default)]
pub struct Zwanziger;

/// Why a deal is void, if it is: a hand with no tarock or a single one, or
/// with all four Glatzen (seats in order; the first such hand is named).
pub fn void_reason(hands: &BySeat<CardSet>) -> Option<Void> {
    for seat in Seat::ALL {
        let count = hands[seat].tarocks().len();
        if count <= 1 {
            return Some(Void::Tarocks {
                seat,
                count: count as u8,
            });
        }
        if GLATZEN.is_subset(hands[seat]) {
            return Some(Void::Glatzen { seat });
        }
    }
    None
}

fn deal_violation(message: String) -> Violation {
    Violation {
        kind: Kind::ImpossibleCard,
        rule: rules::DEAL_CARDS,
        seat: None,
        message,
        then: Then::Stop,
    }
}

/// Every way a deal breaks the pack: cards outside it, cards dealt twice,
/// hands of other than ten cards, a talon.
fn deal_errors(deal: &Deal) -> Vec<Violation> {
    let mut errors = Vec::new();
    let mut seen = CardSet::EMPTY;
    for seat in Seat::ALL {
        let hand = deal.hands[seat];
        let foreign = hand - PACK;
        if !foreign.is_empty() {
            errors.push(deal_violation(format!(
                "seat {seat} was dealt {}, not in the 40-card pack",
                foreign.display_sorted()
            )));
        }
        let twice = hand & seen;
        for card in twice {
            let first = Seat::ALL
                .into_iter()
                .find(|s| deal.hands[*s].contains(card))
                .unwrap_or(seat);
            errors.push(deal_violation(format!(
                "{card} was dealt to seat {first} and to seat {seat}"
            )));
        }
        seen |= hand;
        if hand.len() != 10 {
            errors.push(deal_violation(format!(
                "seat {seat} was dealt {} cards, not 10",
                hand.len()
            )));
        }
    }
    let talon = deal.talon.iter().fold(CardSet::EMPTY, |a, b| a | *b);
    if !talon.is_empty() {
        errors.push(Violation {
            kind: Kind::ImpossibleCard,
            rule: rules::DEAL_NO_TALON,
            seat: None,
            message: format!(
                "the deal has a talon ({}), but all 40 cards are dealt to the players",
                talon.display_sorted()
            ),
            then: Then::Stop,
        });
    }
    errors
}

impl Engine for Zwanziger {
    fn variant(&self) -> &str {
        "zwanziger"
    }

    fn deck(&self) -> CardSet {
        PACK
    }

    fn layout(&self) -> Layout {
        Layout {
            hand: 10,
            talon: Vec::new(),
        }
    }

    fn rules(&self) -> Vec<Rule> {
        rules::ALL.to_vec()
    }

    /// Checks the deal. A deal the redeal rule throws in is not an error:
    /// the game is over before it begins and settles at 0 for all, with a
    /// note (a transcript of a void deal has only its `deal` section); any
    /// event after it is a finding.
    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        let errors = deal_errors(deal);
        if !errors.is_empty() {
            return Err(errors);
        }
        let void = void_reason(&deal.hands);
        Ok(Box::new(Boxed(ZState::new(
            deal.hands,
            deal.reconstructed,
            void,
        ))))
    }

    /// Shuffles and deals ten cards each, again and again while the redeal
    /// rule throws the deal in.
    fn deal(&self, rng: &mut Rng) -> Deal {
        let mut cards: Vec<Card> = PACK.iter().collect();
        loop {
            rng.shuffle(&mut cards);
            let hands = BySeat::from_fn(|s| {
                cards[s.index() * 10..s.index() * 10 + 10]
                    .iter()
                    .copied()
                    .collect::<CardSet>()
            });
            if void_reason(&hands).is_none() {
                return Deal {
                    hands,
                    talon: Vec::new(),
                    reconstructed: false,
                };
            }
        }
    }
}
