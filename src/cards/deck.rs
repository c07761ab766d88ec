//! `Deck`: the cards of one variant, a subset of the 54-card superset.

use super::{Card, CardSet};
use std::fmt;

/// The pack a variant plays with. A token outside it is an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deck {
    /// A short description for messages ("54-card Königrufen pack").
    pub name: &'static str,
    pub cards: CardSet,
}

/// A card token that is not in the variant's deck, or no card at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    NotACard(String),
    NotInDeck { card: Card, deck: &'static str },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::NotACard(t) => write!(f, "`{t}` is not a card token"),
            DeckError::NotInDeck { card, deck } => {
                write!(f, "{} is not in the {deck}", card.described())
            }
        }
    }
}

impl std::error::Error for DeckError {}

impl Deck {
    pub const KOENIGRUFEN_54: Deck = Deck {
        name: "54-card Tarock pack",
        cards: CardSet::PACK_54,
    };
    pub const HUNGARIAN_40: Deck = Deck {
        name: "40-card Hungarian pack (no red pips, black 10 only)",
        cards: CardSet::PACK_40_HUNGARIAN,
    };
    pub const FORTY_WITHOUT_II_III: Deck = Deck {
        name: "40-card pack without II and III",
        cards: CardSet::PACK_40_NO_UHU_KAKADU,
    };

    pub fn contains(&self, card: Card) -> bool {
        self.cards.contains(card)
    }

    /// Parses a token and checks that the card belongs to this deck.
    pub fn parse_card(&self, token: &str) -> Result<Card, DeckError> {
        let card = Card::parse(token).ok_or_else(|| DeckError::NotACard(token.to_string()))?;
        self.check(card)
    }

    pub fn check(&self, card: Card) -> Result<Card, DeckError> {
        if self.contains(card) {
            Ok(card)
        } else {
            Err(DeckError::NotInDeck {
                card,
                deck: self.name,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_membership() {
        assert!(Deck::KOENIGRUFEN_54.parse_card("H4").is_ok());
        assert_eq!(
            Deck::HUNGARIAN_40.parse_card("H4").unwrap_err().to_string(),
            "Herz-Vierer (H4) is not in the 40-card Hungarian pack (no red pips, black 10 only)"
        );
        assert!(matches!(
            Deck::FORTY_WITHOUT_II_III.parse_card("II"),
            Err(DeckError::NotInDeck { .. })
        ));
        assert!(matches!(
            Deck::KOENIGRUFEN_54.parse_card("Sk"),
            Err(DeckError::NotACard(_))
        ));
    }
}
