//! Cards as a rulebook shows them: suit symbols, tarocks by number, German
//! names on hover, hands grouped by suit.

use crate::cards::{Card, CardSet, Suit};

/// The suits in the order a hand is shown.
pub const SUITS: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds];

/// The symbol of a suit.
pub fn symbol(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "♠",
        Suit::Clubs => "♣",
        Suit::Hearts => "♥",
        Suit::Diamonds => "♦",
    }
}

/// A card's short face: `XXI`, `Skus`, `♥K`, `♣10`.
pub fn face(c: Card) -> String {
    match c.suit() {
        Some(s) => {
            let token = c.to_string();
            format!("{}{}", symbol(s), &token[1..])
        }
        None => c.to_string(),
    }
}

/// A card for a page: its face, red suits marked for the style sheet, the
/// German name as a tooltip.
pub fn html(c: Card) -> String {
    let class = match c.suit() {
        Some(s) if s.is_red() => "card red",
        Some(_) => "card black",
        None => "card tarock",
    };
    format!(
        "<span class=\"{class}\" title=\"{}\">{}</span>",
        super::cell(&c.german_name()),
        face(c)
    )
}

/// Cards of one suit (or the tarocks), highest first, as faces.
fn row(cs: CardSet) -> String {
    let mut v: Vec<Card> = cs.iter().collect();
    v.reverse();
    if v.is_empty() {
        return "—".into();
    }
    v.into_iter().map(html).collect::<Vec<_>>().join(" ")
}

/// A hand split into tarocks and the four suits: five cells.
pub fn hand_cells(cs: CardSet) -> [String; 5] {
    [
        row(cs.tarocks()),
        row(cs.of_suit(SUITS[0])),
        row(cs.of_suit(SUITS[1])),
        row(cs.of_suit(SUITS[2])),
        row(cs.of_suit(SUITS[3])),
    ]
}

/// A set of cards in a line, highest first within tarocks and each suit.
pub fn line(cs: CardSet) -> String {
    hand_cells(cs)
        .into_iter()
        .filter(|s| s != "—")
        .collect::<Vec<_>>()
        .join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_use_suit_symbols() {
        let hk = Card::parse("HK").expect("card");
        assert_eq!(face(hk), "♥K");
        assert_eq!(face(Card::parse("C10").expect("card")), "♣10");
        assert_eq!(face(Card::parse("XXI").expect("card")), "XXI");
        assert!(html(hk).contains("Herz-König"));
        assert!(html(hk).contains("card red"));
    }

    #[test]
    fn hands_are_grouped_highest_first() {
        let cs: CardSet = ["I", "XXI", "SK", "S7", "D1"]
            .iter()
            .filter_map(|t| Card::parse(t))
            .collect();
        let cells = hand_cells(cs);
        assert!(cells[0].find("XXI") < cells[0].find(">I<"));
        assert!(cells[1].contains("♠K"));
        assert_eq!(cells[2], "—");
    }
}
