//! Cards: the 54-card superset every Tarock pack is drawn from.
//!
//! `Card` is a `u8` index, `CardSet` a `u64` bitset, `Suit` and `Rank` small
//! enums. Tokens follow book/src/ptn.md, "Cards"; German names follow the rulebooks.
//! A variant's deck is a `CardSet`; [`Deck`] checks tokens against it.

mod card;
mod cardset;
mod deck;

pub use card::{Card, CardToken, Rank, Suit, UnknownCard, tarock_name};
pub use cardset::{CardSet, Iter as CardSetIter, SortedDisplay};
pub use deck::{Deck, DeckError};
