//! The variants skus ships, by id. Later layers attach their engines and
//! specs to these ids; the PTN reader uses the deck to reject cards a
//! variant does not play with.

use crate::cards::Deck;

/// A shipped variant.
#[derive(Clone, Copy, Debug)]
pub struct VariantInfo {
    /// The id used in the `Variant` tag.
    pub id: &'static str,
    /// What the game is.
    pub title: &'static str,
    pub deck: Deck,
}

/// The five variants of the source rulebooks.
pub const VARIANTS: [VariantInfo; 5] = [
    VariantInfo {
        id: "royal",
        title: "Royal Tarokk (Hungarian competition rules)",
        deck: Deck::HUNGARIAN_40,
    },
    VariantInfo {
        id: "tarockcup",
        title: "Königrufen, Raiffeisen Tarockcup Austria",
        deck: Deck::KOENIGRUFEN_54,
    },
    VariantInfo {
        id: "hopfgarten",
        title: "Tyrolean Königrufen, Hopfgarten tournament rules",
        deck: Deck::KOENIGRUFEN_54,
    },
    VariantInfo {
        id: "sitzenberg",
        title: "Sitzenberger Königrufen",
        deck: Deck::KOENIGRUFEN_54,
    },
    VariantInfo {
        id: "zwanziger",
        title: "40-card game calling the XX",
        deck: Deck::FORTY_WITHOUT_II_III,
    },
];

/// The variant with this id.
pub fn get(id: &str) -> Option<&'static VariantInfo> {
    VARIANTS.iter().find(|v| v.id == id)
}

/// The deck of a shipped variant.
pub fn deck_of(id: &str) -> Option<Deck> {
    get(id).map(|v| v.deck)
}

/// The ids, for messages.
pub fn ids() -> Vec<&'static str> {
    VARIANTS.iter().map(|v| v.id).collect()
}
