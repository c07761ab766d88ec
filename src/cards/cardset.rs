//! `CardSet`: a set of cards as a `u64` bitset over the 54-card superset.

use super::card::{Card, Rank, Suit};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

/// A set of cards. Bit `i` stands for the card with index `i`; bits 54..64
/// are always zero.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u64);

const fn suit_mask(suit: u8) -> u64 {
    0xff << (22 + 8 * suit)
}

const fn rank_mask(rank: u8) -> u64 {
    let mut m = 0;
    let mut s = 0;
    while s < 4 {
        m |= 1 << (22 + 8 * s + rank);
        s += 1;
    }
    m
}

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// All 54 cards.
    pub const ALL: CardSet = CardSet((1 << 54) - 1);
    /// The 22 tarocks.
    pub const TAROCKS: CardSet = CardSet((1 << 22) - 1);
    /// The 32 suit cards.
    pub const SUIT_CARDS: CardSet = CardSet(((1 << 54) - 1) & !((1 << 22) - 1));
    pub const SPADES: CardSet = CardSet(suit_mask(0));
    pub const CLUBS: CardSet = CardSet(suit_mask(1));
    pub const HEARTS: CardSet = CardSet(suit_mask(2));
    pub const DIAMONDS: CardSet = CardSet(suit_mask(3));
    pub const RED: CardSet = CardSet(suit_mask(2) | suit_mask(3));
    pub const BLACK: CardSet = CardSet(suit_mask(0) | suit_mask(1));
    pub const KINGS: CardSet = CardSet(rank_mask(7));
    pub const QUEENS: CardSet = CardSet(rank_mask(6));
    pub const KNIGHTS: CardSet = CardSet(rank_mask(5));
    pub const JACKS: CardSet = CardSet(rank_mask(4));
    /// K, Q, N, J of every suit.
    pub const COURT: CardSet = CardSet(rank_mask(7) | rank_mask(6) | rank_mask(5) | rank_mask(4));
    /// The four pip ranks of every suit.
    pub const PIPS: CardSet = CardSet(rank_mask(3) | rank_mask(2) | rank_mask(1) | rank_mask(0));
    /// Pagat, Mond and Sküs.
    pub const TRULL: CardSet = CardSet(1 | 1 << 20 | 1 << 21);

    /// The full 54-card Industrie-und-Glück pack of Königrufen.
    pub const PACK_54: CardSet = CardSet::ALL;
    /// The 40-card Hungarian pack of Royal Tarokk: 22 tarocks, red K Q N J,
    /// black K Q N J 10.
    pub const PACK_40_HUNGARIAN: CardSet =
        CardSet(CardSet::TAROCKS.0 | CardSet::COURT.0 | (CardSet::BLACK.0 & rank_mask(3)));
    /// The 40-card pack of the game calling the XX: tarocks without II and
    /// III, every suit K Q N J and its highest pip (black 10, red As).
    pub const PACK_40_NO_UHU_KAKADU: CardSet =
        CardSet((CardSet::TAROCKS.0 & !0b110) | CardSet::COURT.0 | rank_mask(3));

    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::ALL.0)
    }

    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(suit_mask(suit as u8))
    }

    pub const fn rank(rank: Rank) -> CardSet {
        CardSet(rank_mask(rank as u8))
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    pub const fn intersects(self, other: CardSet) -> bool {
        self.0 & other.0 != 0
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1 << card.index())
    }

    pub const fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1 << card.index()))
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.index();
        new
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    /// The lowest card (weakest tarock first, then suits in S C H D order).
    pub fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The highest card by index.
    pub fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(63 - self.0.leading_zeros() as usize)
        }
    }

    pub fn tarocks(self) -> CardSet {
        self & CardSet::TAROCKS
    }

    pub fn of_suit(self, suit: Suit) -> CardSet {
        self & CardSet::suit(suit)
    }

    pub fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// Prints the cards as space-separated canonical tokens, highest tarock
    /// first, then each suit from the King down (the order a player sorts a
    /// hand).
    pub fn display_sorted(self) -> SortedDisplay {
        SortedDisplay(self)
    }
}

/// Iterator over a `CardSet`, lowest index first.
#[derive(Clone)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter {
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = 63 - self.0.leading_zeros() as usize;
        self.0 &= !(1 << i);
        Card::from_index(i)
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for c in iter {
            self.insert(c);
        }
    }
}

impl From<Card> for CardSet {
    fn from(c: Card) -> CardSet {
        CardSet::single(c)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
}
impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, o: CardSet) {
        self.0 |= o.0;
    }
}
impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
}
impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, o: CardSet) {
        self.0 &= o.0;
    }
}
impl BitXor for CardSet {
    type Output = CardSet;
    fn bitxor(self, o: CardSet) -> CardSet {
        CardSet(self.0 ^ o.0)
    }
}
impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
}
impl SubAssign for CardSet {
    fn sub_assign(&mut self, o: CardSet) {
        self.0 &= !o.0;
    }
}
impl Not for CardSet {
    type Output = CardSet;
    /// The complement within the 54-card superset.
    fn not(self) -> CardSet {
        CardSet(!self.0 & CardSet::ALL.0)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{}}}", self.display_sorted())
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.display_sorted().fmt(f)
    }
}

/// See [`CardSet::display_sorted`].
pub struct SortedDisplay(CardSet);

impl fmt::Display for SortedDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut put = |f: &mut fmt::Formatter<'_>, c: Card| {
            let r = if first {
                write!(f, "{c}")
            } else {
                write!(f, " {c}")
            };
            first = false;
            r
        };
        for c in self.0.tarocks().iter().rev() {
            put(f, c)?;
        }
        for s in Suit::ALL {
            for c in self.0.of_suit(s).iter().rev() {
                put(f, c)?;
            }
        }
        Ok(())
    }
}

impl serde::Serialize for CardSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for c in self.iter() {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

impl<'de> serde::Deserialize<'de> for CardSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        Ok(cards.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(t: &str) -> Card {
        Card::parse(t).unwrap()
    }

    #[test]
    fn masks_have_the_right_sizes() {
        assert_eq!(CardSet::ALL.len(), 54);
        assert_eq!(CardSet::TAROCKS.len(), 22);
        assert_eq!(CardSet::SUIT_CARDS.len(), 32);
        assert_eq!(CardSet::KINGS.len(), 4);
        assert_eq!(CardSet::COURT.len(), 16);
        assert_eq!((CardSet::TAROCKS | CardSet::SUIT_CARDS), CardSet::ALL);
        assert_eq!(CardSet::PACK_40_HUNGARIAN.len(), 40);
        assert_eq!(CardSet::PACK_40_HUNGARIAN.tarocks().len(), 22);
        assert_eq!(CardSet::PACK_40_HUNGARIAN.of_suit(Suit::Hearts).len(), 4);
        assert_eq!(CardSet::PACK_40_HUNGARIAN.of_suit(Suit::Clubs).len(), 5);
        assert!(CardSet::PACK_40_HUNGARIAN.contains(c("S10")));
        assert!(!CardSet::PACK_40_HUNGARIAN.contains(c("H1")));
        assert_eq!(CardSet::PACK_40_NO_UHU_KAKADU.len(), 40);
        assert_eq!(CardSet::PACK_40_NO_UHU_KAKADU.tarocks().len(), 20);
        assert!(!CardSet::PACK_40_NO_UHU_KAKADU.contains(c("II")));
        assert!(!CardSet::PACK_40_NO_UHU_KAKADU.contains(c("III")));
        assert!(CardSet::PACK_40_NO_UHU_KAKADU.contains(c("IV")));
        assert!(CardSet::PACK_40_NO_UHU_KAKADU.contains(c("H1")));
        assert!(CardSet::PACK_40_NO_UHU_KAKADU.contains(c("C10")));
        assert!(!CardSet::PACK_40_NO_UHU_KAKADU.contains(c("C9")));
        assert_eq!(
            CardSet::TRULL,
            [Card::PAGAT, Card::MOND, Card::SKUS].into_iter().collect()
        );
    }

    #[test]
    fn set_algebra() {
        let a: CardSet = [c("I"), c("SK"), c("H1")].into_iter().collect();
        let b: CardSet = [c("SK"), c("D4")].into_iter().collect();
        assert_eq!((a | b).len(), 4);
        assert_eq!(a & b, CardSet::single(c("SK")));
        assert_eq!((a - b).len(), 2);
        assert_eq!((a ^ b).len(), 3);
        assert_eq!((!a).len(), 51);
        assert!(CardSet::single(c("SK")).is_subset(a));
        assert_eq!(a.first(), Some(c("I")));
        assert_eq!(a.last(), Some(c("H1")));
        let mut m = a;
        assert!(m.remove(c("I")));
        assert!(!m.remove(c("I")));
        assert!(m.insert(c("I")));
        assert_eq!(m, a);
        assert_eq!(a.iter().next_back(), Some(c("H1")));
        assert_eq!(a.iter().len(), 3);
    }

    #[test]
    fn sorted_display() {
        let a: CardSet = ["H2", "I", "Skus", "SK", "S7", "XIV", "D1"]
            .iter()
            .map(|t| c(t))
            .collect();
        assert_eq!(a.to_string(), "Skus XIV I SK S7 H2 D1");
    }
}
