//! `Card`, `Suit` and `Rank`: the 54-card superset of every Tarock pack.
//!
//! A card is a number `0..54`:
//!
//! * `0..=21` are the tarocks in ascending strength: `I` is 0, `XXI` is 20,
//!   the Sküs is 21;
//! * `22..54` are the suit cards, eight per suit in the order Pik, Kreuz,
//!   Herz, Karo, each suit ascending by rank (`22 + 8 * suit + rank`).
//!
//! So the index order is the natural trick order inside tarock and inside
//! each suit; what beats what across suits is the variant's business.

use std::fmt;

/// One of the four French suits. `S` Pik (spades), `C` Kreuz/Treff (clubs),
/// `H` Herz (hearts), `D` Karo (diamonds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Spades = 0,
    Clubs = 1,
    Hearts = 2,
    Diamonds = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Option<Suit> {
        match i {
            0 => Some(Suit::Spades),
            1 => Some(Suit::Clubs),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Diamonds),
            _ => None,
        }
    }

    /// Hearts and Diamonds.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The PTN letter: `S`, `C`, `H`, `D`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Clubs => 'C',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
        }
    }

    /// Parses a PTN suit letter or suit symbol (`S C H D`, `♠ ♣ ♥ ♦`).
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'S' | '♠' => Some(Suit::Spades),
            'C' | '♣' => Some(Suit::Clubs),
            'H' | '♥' => Some(Suit::Hearts),
            'D' | '♦' => Some(Suit::Diamonds),
            _ => None,
        }
    }

    /// The Austrian name of the suit.
    pub const fn german(self) -> &'static str {
        match self {
            Suit::Spades => "Pik",
            Suit::Clubs => "Kreuz",
            Suit::Hearts => "Herz",
            Suit::Diamonds => "Karo",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// The rank of a suit card, ascending in strength.
///
/// The four pip ranks are named from the top: `Pip1` is the highest pip (the
/// red As `1`, the black `10`), `Pip4` the lowest (red `4`, black `7`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Pip4 = 0,
    Pip3 = 1,
    Pip2 = 2,
    Pip1 = 3,
    Jack = 4,
    Knight = 5,
    Queen = 6,
    King = 7,
}

impl Rank {
    pub const ALL: [Rank; 8] = [
        Rank::Pip4,
        Rank::Pip3,
        Rank::Pip2,
        Rank::Pip1,
        Rank::Jack,
        Rank::Knight,
        Rank::Queen,
        Rank::King,
    ];

    /// The court cards K, Q, N (Cavall), J.
    pub const fn is_court(self) -> bool {
        (self as u8) >= (Rank::Jack as u8)
    }

    pub const fn from_index(i: usize) -> Option<Rank> {
        if i < 8 { Some(Rank::ALL[i]) } else { None }
    }

    /// The PTN rank text for this rank in `suit`: `K Q N J`, black `10 9 8 7`,
    /// red `1 2 3 4`.
    pub const fn token(self, suit: Suit) -> &'static str {
        match self {
            Rank::King => "K",
            Rank::Queen => "Q",
            Rank::Knight => "N",
            Rank::Jack => "J",
            pip => {
                let n = pip as usize; // 0 = lowest pip .. 3 = highest
                if suit.is_red() {
                    ["4", "3", "2", "1"][n]
                } else {
                    ["7", "8", "9", "10"][n]
                }
            }
        }
    }

    /// Parses the rank part of a suit-card token for `suit`.
    pub fn from_token(suit: Suit, s: &str) -> Option<Rank> {
        Some(match s {
            "K" => Rank::King,
            "Q" => Rank::Queen,
            "N" => Rank::Knight,
            "J" => Rank::Jack,
            _ if suit.is_red() => match s {
                "1" | "A" => Rank::Pip1,
                "2" => Rank::Pip2,
                "3" => Rank::Pip3,
                "4" => Rank::Pip4,
                _ => return None,
            },
            "10" => Rank::Pip1,
            "9" => Rank::Pip2,
            "8" => Rank::Pip3,
            "7" => Rank::Pip4,
            _ => return None,
        })
    }

    /// The Austrian name of the rank in `suit` ("König", "Dame", "Cavall",
    /// "Bube", "As", "Zehner", …).
    pub const fn german(self, suit: Suit) -> &'static str {
        match self {
            Rank::King => "König",
            Rank::Queen => "Dame",
            Rank::Knight => "Cavall",
            Rank::Jack => "Bube",
            pip => {
                let n = pip as usize;
                if suit.is_red() {
                    ["Vierer", "Dreier", "Zweier", "As"][n]
                } else {
                    ["Siebener", "Achter", "Neuner", "Zehner"][n]
                }
            }
        }
    }
}

/// A card of the 54-card superset. See the module documentation for the
/// numbering. The invariant `index < 54` is kept by every constructor.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

const ROMAN: [&str; 21] = [
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
    "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
];

impl Card {
    /// Number of cards in the superset.
    pub const COUNT: usize = 54;
    /// Number of tarocks (I … XXI and the Sküs).
    pub const TAROCKS: usize = 22;

    pub const PAGAT: Card = Card(0);
    pub const UHU: Card = Card(1);
    pub const KAKADU: Card = Card(2);
    pub const QUAPIL: Card = Card(3);
    pub const MOND: Card = Card(20);
    pub const SKUS: Card = Card(21);

    /// The card with this index, if `index < 54`.
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < Card::COUNT {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// Tarock number `n` (1 = Pagat … 21 = Mond, 22 = Sküs).
    pub const fn tarock(n: u8) -> Option<Card> {
        if n >= 1 && n <= 22 {
            Some(Card(n - 1))
        } else {
            None
        }
    }

    pub const fn suit_card(suit: Suit, rank: Rank) -> Card {
        Card(22 + 8 * suit as u8 + rank as u8)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn is_tarock(self) -> bool {
        self.0 < 22
    }

    /// The tarock number (1 … 22) or `None` for a suit card.
    pub const fn tarock_number(self) -> Option<u8> {
        if self.is_tarock() {
            Some(self.0 + 1)
        } else {
            None
        }
    }

    pub const fn suit(self) -> Option<Suit> {
        if self.is_tarock() {
            None
        } else {
            Suit::from_index(((self.0 - 22) / 8) as usize)
        }
    }

    pub const fn rank(self) -> Option<Rank> {
        if self.is_tarock() {
            None
        } else {
            Rank::from_index(((self.0 - 22) % 8) as usize)
        }
    }

    pub const fn is_king(self) -> bool {
        matches!(self.rank(), Some(Rank::King))
    }

    /// The canonical PTN token (`XIV`, `Skus`, `SK`, `H1`, `C10`).
    pub fn token(self) -> CardToken {
        CardToken(self)
    }

    /// Parses any PTN card token or alias (NOTATION.md §2). Case-sensitive.
    pub fn parse(s: &str) -> Option<Card> {
        let b = s.as_bytes();
        let first = *b.first()?;
        match first {
            b'I' | b'V' | b'X' => parse_roman(s),
            b'T' => {
                let n: u8 = s.get(1..)?.parse().ok()?;
                if s.len() > 1 && s.as_bytes()[1] != b'0' {
                    Card::tarock(n)
                } else {
                    None
                }
            }
            _ => {
                if s == "Skus" || s == "Sküs" {
                    return Some(Card::SKUS);
                }
                let mut chars = s.chars();
                let suit = Suit::from_char(chars.next()?)?;
                let rank = Rank::from_token(suit, chars.as_str())?;
                Some(Card::suit_card(suit, rank))
            }
        }
    }

    /// The Austrian name, as a rulebook prints it: "Pagat (I)", "Tarock XIV",
    /// "Sküs", "Pik-König", "Herz-As", "Kreuz-Zehner".
    pub fn german_name(self) -> String {
        match (self.tarock_number(), self.suit(), self.rank()) {
            (Some(n), _, _) => match tarock_name(n) {
                Some(name) if n == 22 => name.to_string(),
                Some(name) => format!("{name} ({})", ROMAN[(n - 1) as usize]),
                None => format!("Tarock {}", ROMAN[(n - 1) as usize]),
            },
            (None, Some(suit), Some(rank)) => format!("{}-{}", suit.german(), rank.german(suit)),
            _ => unreachable_card(),
        }
    }
}

/// The customary names of single tarocks across the Austrian and Hungarian
/// games (I Pagat, II Uhu, III Kakadu, IV Quapil/Marabu, XVIII Visi, XIX
/// L'amour, XX Engel, XXI Mond, Sküs). Variants may use other words (Maus for
/// III in Tyrol); the spec's names take precedence in findings.
pub fn tarock_name(n: u8) -> Option<&'static str> {
    Some(match n {
        1 => "Pagat",
        2 => "Uhu",
        3 => "Kakadu",
        4 => "Quapil",
        18 => "Visi",
        19 => "L'amour",
        20 => "Engel",
        21 => "Mond",
        22 => "Sküs",
        _ => return None,
    })
}

#[cold]
fn unreachable_card() -> String {
    // A `Card` is a tarock or has a suit and rank by construction.
    String::from("?")
}

fn parse_roman(s: &str) -> Option<Card> {
    if s == "IIII" {
        return Some(Card(3));
    }
    if s == "XXII" {
        return Some(Card::SKUS);
    }
    ROMAN.iter().position(|r| *r == s).map(|i| Card(i as u8))
}

/// Display adaptor printing a card's canonical PTN token.
#[derive(Clone, Copy)]
pub struct CardToken(Card);

impl fmt::Display for CardToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        match (c.tarock_number(), c.suit(), c.rank()) {
            (Some(22), _, _) => f.write_str("Skus"),
            (Some(n), _, _) => f.write_str(ROMAN[(n - 1) as usize]),
            (None, Some(s), Some(r)) => {
                f.write_str(match s {
                    Suit::Spades => "S",
                    Suit::Clubs => "C",
                    Suit::Hearts => "H",
                    Suit::Diamonds => "D",
                })?;
                f.write_str(r.token(s))
            }
            _ => f.write_str("?"),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.token(), f)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.token(), f)
    }
}

impl std::str::FromStr for Card {
    type Err = UnknownCard;
    fn from_str(s: &str) -> Result<Card, UnknownCard> {
        Card::parse(s).ok_or_else(|| UnknownCard(s.to_string()))
    }
}

/// A token that names no card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCard(pub String);

impl fmt::Display for UnknownCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a card token", self.0)
    }
}

impl std::error::Error for UnknownCard {}

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.token())
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = std::borrow::Cow::<str>::deserialize(d)?;
        Card::parse(&s).ok_or_else(|| serde::de::Error::custom(UnknownCard(s.into_owned())))
    }
}

impl serde::Serialize for Suit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.letter())
    }
}

impl<'de> serde::Deserialize<'de> for Suit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let s = std::borrow::Cow::<str>::deserialize(d)?;
        let mut it = s.chars();
        match (it.next().and_then(Suit::from_char), it.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(serde::de::Error::custom(format!(
                "`{s}` is not a suit letter"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_its_token() {
        for i in 0..Card::COUNT {
            let c = Card::from_index(i).unwrap();
            let t = c.token().to_string();
            assert_eq!(Card::parse(&t), Some(c), "token {t}");
        }
    }

    #[test]
    fn tokens_are_distinct() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..Card::COUNT {
            assert!(seen.insert(Card::from_index(i).unwrap().token().to_string()));
        }
    }

    #[test]
    fn aliases() {
        assert_eq!(Card::parse("IIII"), Card::parse("IV"));
        assert_eq!(Card::parse("T4"), Card::parse("IV"));
        assert_eq!(Card::parse("T1"), Some(Card::PAGAT));
        assert_eq!(Card::parse("T22"), Some(Card::SKUS));
        assert_eq!(Card::parse("XXII"), Some(Card::SKUS));
        assert_eq!(Card::parse("Sküs"), Some(Card::SKUS));
        assert_eq!(Card::parse("HA"), Card::parse("H1"));
        assert_eq!(Card::parse("♠K"), Card::parse("SK"));
        assert_eq!(Card::parse("♦4"), Card::parse("D4"));
        assert_eq!(Card::parse("♣10"), Card::parse("C10"));
        assert_eq!(Card::parse("♥A"), Card::parse("H1"));
    }

    #[test]
    fn rejects_near_misses() {
        for bad in [
            "Sk", "SKUS", "skus", "T0", "T23", "T01", "S1", "SA", "H10", "H7", "D5", "S6", "XXIII",
            "IIIII", "VV", "SX", "", "K", "S", "T", "♠", "X1", "CK1",
        ] {
            assert_eq!(Card::parse(bad), None, "{bad:?} must not parse");
        }
    }

    #[test]
    fn order_is_trick_order() {
        assert!(Card::PAGAT < Card::MOND && Card::MOND < Card::SKUS);
        let s = |t: &str| Card::parse(t).unwrap();
        assert!(s("S7") < s("S10") && s("S10") < s("SJ") && s("SJ") < s("SK"));
        assert!(s("H4") < s("H1") && s("H1") < s("HJ"));
        assert_eq!(s("SK").suit(), Some(Suit::Spades));
        assert_eq!(s("DQ").rank(), Some(Rank::Queen));
        assert!(s("CK").is_king() && !s("CQ").is_king() && !Card::SKUS.is_king());
    }

    #[test]
    fn german_names() {
        let s = |t: &str| Card::parse(t).unwrap().german_name();
        assert_eq!(s("I"), "Pagat (I)");
        assert_eq!(s("IV"), "Quapil (IV)");
        assert_eq!(s("XIV"), "Tarock XIV");
        assert_eq!(s("XXI"), "Mond (XXI)");
        assert_eq!(s("Skus"), "Sküs");
        assert_eq!(s("SK"), "Pik-König");
        assert_eq!(s("DN"), "Karo-Cavall");
        assert_eq!(s("H1"), "Herz-As");
        assert_eq!(s("C10"), "Kreuz-Zehner");
        assert_eq!(s("S7"), "Pik-Siebener");
    }
}
