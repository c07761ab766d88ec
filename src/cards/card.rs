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

    /// Parses an ASCII card token or alias (every token but `Sküs` and the
    /// suit symbols), without UTF-8 checks.
    ///
    /// A transcript's card tokens come in random order, which defeats the
    /// branch predictor on a byte-by-byte decision tree; a hash table keyed
    /// by the token packed into a `u64` costs one predictable probe.
    pub fn parse_ascii(b: &[u8]) -> Option<Card> {
        if b.is_empty() || b.len() > 5 {
            return None;
        }
        let mut key = 0u64;
        for (i, &c) in b.iter().enumerate() {
            key |= (c as u64) << (8 * i);
        }
        Card::from_packed_token(key)
    }

    /// Looks up a token of one to five ASCII bytes packed little-endian
    /// into a `u64` (the rest zero); see [`Card::packed_token`].
    #[inline]
    pub fn from_packed_token(key: u64) -> Option<Card> {
        let table = &*TOKEN_TABLE;
        let (k, card) = table.slots[table.slot(key)];
        (k == key && key != 0).then_some(card)
    }

    /// The packed form of the token starting at `text[at..]` that is `len`
    /// bytes long (1 to 5), read with one load when 8 bytes are available.
    pub fn packed_token(text: &[u8], at: usize, len: usize) -> u64 {
        const MASK: [u64; 6] = [0, 0xff, 0xffff, 0xff_ffff, 0xffff_ffff, 0xff_ffff_ffff];
        match text.get(at..at + 8) {
            Some(eight) if len <= 5 => {
                let mut buf = [0u8; 8];
                buf.copy_from_slice(eight);
                u64::from_le_bytes(buf) & MASK[len]
            }
            _ => {
                let mut key = 0u64;
                for (i, &c) in text[at..(at + len).min(text.len())]
                    .iter()
                    .enumerate()
                    .take(8)
                {
                    key |= (c as u64) << (8 * i);
                }
                key
            }
        }
    }

    /// The byte-by-byte reading of [`Card::parse_ascii`], which builds its
    /// table and is its specification.
    fn parse_ascii_slow(b: &[u8]) -> Option<Card> {
        match b.first()? {
            b'I' | b'V' | b'X' => parse_roman(b),
            b'S' | b'C' | b'H' | b'D' if b.len() <= 3 => parse_suit_ascii(b),
            b'S' if b == b"Skus" => Some(Card::SKUS),
            b'T' => {
                let n = match b[1..] {
                    [d @ b'1'..=b'9'] => d - b'0',
                    [d @ b'1'..=b'2', e @ b'0'..=b'9'] => (d - b'0') * 10 + (e - b'0'),
                    _ => return None,
                };
                Card::tarock(n)
            }
            _ => None,
        }
    }

    /// Parses any PTN card token or alias (book/src/ptn.md, "Cards"). Case-sensitive.
    pub fn parse(s: &str) -> Option<Card> {
        if s.is_ascii() {
            return Card::parse_ascii(s.as_bytes());
        }
        if s == "Sküs" {
            return Some(Card::SKUS);
        }
        let mut chars = s.chars();
        let suit = match chars.next()? {
            c @ ('♠' | '♣' | '♥' | '♦') => Suit::from_char(c)?,
            _ => return None,
        };
        let rank = Rank::from_token(suit, chars.as_str())?;
        Some(Card::suit_card(suit, rank))
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

impl Card {
    /// The German name with the token where the name lacks it: "Uhu (II)",
    /// "Tarock XIV", "Sküs", "Herz-Vierer (H4)". For findings and messages.
    pub fn described(self) -> String {
        if self.is_tarock() {
            self.german_name()
        } else {
            format!("{} ({self})", self.german_name())
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

fn parse_roman(s: &[u8]) -> Option<Card> {
    // A byte-pattern match compiles to a decision tree: no string compares.
    let n = match s {
        b"I" => 1,
        b"II" => 2,
        b"III" => 3,
        b"IV" | b"IIII" => 4,
        b"V" => 5,
        b"VI" => 6,
        b"VII" => 7,
        b"VIII" => 8,
        b"IX" => 9,
        b"X" => 10,
        b"XI" => 11,
        b"XII" => 12,
        b"XIII" => 13,
        b"XIV" => 14,
        b"XV" => 15,
        b"XVI" => 16,
        b"XVII" => 17,
        b"XVIII" => 18,
        b"XIX" => 19,
        b"XX" => 20,
        b"XXI" => 21,
        b"XXII" => 22,
        _ => return None,
    };
    Card::tarock(n)
}

const TOKEN_SLOTS: usize = 512;

/// A perfect hash table of every ASCII token of at most five bytes that
/// names a card: `(packed token, card)`, `0` marking a free slot. The
/// multiplier is searched for when the table is built so that no two tokens
/// share a slot, and a lookup is one probe.
struct TokenTable {
    multiplier: u64,
    slots: [(u64, Card); TOKEN_SLOTS],
}

impl TokenTable {
    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(self.multiplier) >> 55) as usize % TOKEN_SLOTS
    }
}

static TOKEN_TABLE: std::sync::LazyLock<TokenTable> = std::sync::LazyLock::new(|| {
    let mut tokens: Vec<(u64, Card)> = Vec::new();
    let mut add = |token: &[u8]| {
        if let Some(card) = Card::parse_ascii_slow(token) {
            let mut key = 0u64;
            for (i, &c) in token.iter().enumerate() {
                key |= (c as u64) << (8 * i);
            }
            tokens.push((key, card));
        }
    };
    for i in 0..Card::COUNT {
        add(Card(i as u8).token().to_string().as_bytes());
    }
    for alias in ["IIII", "XXII", "HA", "DA"] {
        add(alias.as_bytes());
    }
    for n in 1..=22 {
        add(format!("T{n}").as_bytes());
    }
    // Odd multipliers from a fixed sequence until one separates all tokens.
    let mut multiplier = 0x9E37_79B9_7F4A_7C15u64;
    loop {
        let mut table = TokenTable {
            multiplier,
            slots: [(0, Card(0)); TOKEN_SLOTS],
        };
        let mut clash = false;
        for &(key, card) in &tokens {
            let slot = table.slot(key);
            if table.slots[slot].0 != 0 {
                clash = true;
                break;
            }
            table.slots[slot] = (key, card);
        }
        if !clash {
            return table;
        }
        multiplier = multiplier
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
            | 1;
    }
});

/// An ASCII suit-card token: suit letter and rank.
fn parse_suit_ascii(b: &[u8]) -> Option<Card> {
    let suit = match b.first()? {
        b'S' => Suit::Spades,
        b'C' => Suit::Clubs,
        b'H' => Suit::Hearts,
        b'D' => Suit::Diamonds,
        _ => return None,
    };
    let rank = match (&b[1..], suit.is_red()) {
        (b"K", _) => Rank::King,
        (b"Q", _) => Rank::Queen,
        (b"N", _) => Rank::Knight,
        (b"J", _) => Rank::Jack,
        (b"1" | b"A", true) => Rank::Pip1,
        (b"2", true) => Rank::Pip2,
        (b"3", true) => Rank::Pip3,
        (b"4", true) => Rank::Pip4,
        (b"10", false) => Rank::Pip1,
        (b"9", false) => Rank::Pip2,
        (b"8", false) => Rank::Pip3,
        (b"7", false) => Rank::Pip4,
        _ => return None,
    };
    Some(Card::suit_card(suit, rank))
}

/// Display adaptor printing a card's canonical PTN token.
#[derive(Clone, Copy)]
pub struct CardToken(Card);

impl CardToken {
    /// The token in its two parts: a suit card's suit letter and rank
    /// (`S`, `K`); a tarock's whole token and nothing.
    pub fn parts(self) -> (&'static str, &'static str) {
        let c = self.0;
        match (c.tarock_number(), c.suit(), c.rank()) {
            (Some(22), _, _) => ("Skus", ""),
            (Some(n), _, _) => (ROMAN[(n - 1) as usize], ""),
            (None, Some(s), Some(r)) => (
                match s {
                    Suit::Spades => "S",
                    Suit::Clubs => "C",
                    Suit::Hearts => "H",
                    Suit::Diamonds => "D",
                },
                r.token(s),
            ),
            _ => ("?", ""),
        }
    }

    /// The token written onto `out`, without a formatter.
    pub fn push_onto(self, out: &mut String) {
        let (a, b) = self.parts();
        out.push_str(a);
        out.push_str(b);
    }
}

impl fmt::Display for CardToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.parts();
        f.write_str(a)?;
        f.write_str(b)
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

    /// A token put onto a text is the token a formatter shows, and reads
    /// back as its card.
    #[test]
    fn a_token_pushed_is_the_token_shown() {
        for i in 0..Card::COUNT {
            let c = Card::from_index(i).unwrap();
            let mut s = String::from("x");
            c.token().push_onto(&mut s);
            assert_eq!(s, format!("x{c}"));
            assert_eq!(Card::parse(&s[1..]), Some(c));
        }
    }

    #[test]
    fn tokens_are_distinct() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..Card::COUNT {
            assert!(seen.insert(Card::from_index(i).unwrap().token().to_string()));
        }
    }

    /// The table holds exactly what the byte-by-byte reading accepts: every
    /// ASCII string of up to five characters from the token alphabet.
    #[test]
    fn token_table_agrees_with_the_slow_reading() {
        let alphabet = b"IVXTSCHDKQNJA0123456789kus";
        let mut word = Vec::new();
        fn walk(word: &mut Vec<u8>, alphabet: &[u8], depth: usize) {
            assert_eq!(
                Card::parse_ascii(word),
                Card::parse_ascii_slow(word),
                "{:?}",
                String::from_utf8_lossy(word)
            );
            if depth == 5 {
                return;
            }
            for &c in alphabet {
                word.push(c);
                walk(word, alphabet, depth + 1);
                word.pop();
            }
        }
        walk(&mut word, alphabet, 0);
        assert_eq!(Card::parse_ascii(b"XVIIII"), None);
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
            "IIIII", "VV", "SX", "", "K", "S", "T", "♠", "X1", "CK1", "T+1", "T-1", "T 1", "T1 ",
            "♠♠K", "Sküs ", "SKK",
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
        let d = |t: &str| Card::parse(t).unwrap().described();
        assert_eq!(d("II"), "Uhu (II)");
        assert_eq!(d("Skus"), "Sküs");
        assert_eq!(d("H4"), "Herz-Vierer (H4)");
    }
}
