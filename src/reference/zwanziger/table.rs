//! The tables of the game: the pack, card points, the games and the values
//! of §3.4 of the digest (Zwanzigerrufen, Spielregeln and Punktewertung).

use crate::cards::{Card, CardSet, Rank};
use crate::seat::Seat;

/// The 40-card pack: tarocks without II and III, every suit K Q N J and
/// its highest pip (black 10, red As).
pub const PACK: CardSet = CardSet::PACK_40_NO_UHU_KAKADU;

/// The four "Glatzen": Pik 10, Kreuz 10, Herz As, Karo As — the pip cards
/// of this pack, worth no point.
pub const GLATZEN: CardSet = CardSet::rank(Rank::Pip1).intersection(PACK);

/// XX, XIX, XVIII, XVII, XVI: the Tarocks the Rufer calls, in that order.
pub const CALLABLE: [u8; 5] = [20, 19, 18, 17, 16];

/// Card points, counted card by card (88 in the pack): K 5, Q 4, N 3, J 2,
/// the Trull cards 5, every other tarock 1, the Glatzen 0.
pub const fn card_points(card: Card) -> u8 {
    if card.is_tarock() {
        if CardSet::TRULL.contains(card) { 5 } else { 1 }
    } else {
        match card.rank() {
            Some(Rank::King) => 5,
            Some(Rank::Queen) => 4,
            Some(Rank::Knight) => 3,
            Some(Rank::Jack) => 2,
            _ => 0,
        }
    }
}

/// The card points of a set of cards.
pub fn points_of(cards: CardSet) -> u32 {
    // Five weighted masks keep this branch-free.
    let k = (cards & CardSet::KINGS).len() + (cards & CardSet::TRULL).len();
    let q = (cards & CardSet::QUEENS).len();
    let n = (cards & CardSet::KNIGHTS).len();
    let j = (cards & CardSet::JACKS).len();
    let t = (cards.tarocks() - CardSet::TRULL).len();
    (5 * k + 4 * q + 3 * n + 2 * j + t) as u32
}

/// The whole pack's card points.
pub const TOTAL_POINTS: u32 = 88;
/// The declaring side wins the game with at least this many card points.
pub const GAME_THRESHOLD: u32 = 45;
/// A side makes Absolut with at least this many card points.
pub const ABSOLUT_THRESHOLD: u32 = 56;

/// The three games, in rank order (Farbensolo schlägt Rufer, Solo schlägt
/// Farbensolo).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Game {
    Rufer,
    Farbensolo,
    Solo,
}

impl Game {
    /// The PTN identifier.
    pub const fn id(self) -> &'static str {
        match self {
            Game::Rufer => "rufer",
            Game::Farbensolo => "farbensolo",
            Game::Solo => "solo",
        }
    }

    pub const fn german(self) -> &'static str {
        match self {
            Game::Rufer => "Rufer",
            Game::Farbensolo => "Farbensolo",
            Game::Solo => "Solo",
        }
    }

    /// A game played alone against three (Farbensolo, Solo).
    pub const fn is_solo(self) -> bool {
        !matches!(self, Game::Rufer)
    }

    /// "Einfacher Spielwert: Normaler Rufer; 4-facher Spielwert:
    /// Solo/Farbensolo".
    pub const fn value(self) -> i64 {
        if self.is_solo() { 4 } else { 1 }
    }

    /// The values of a Zusatz or premium in this game, silent and
    /// announced; `None` where it does not count (Pagat, Trull, Mondfang in
    /// a Farbensolo).
    pub const fn values(self, z: Premium) -> Option<(i64, i64)> {
        let solo = self.is_solo();
        let farbensolo = matches!(self, Game::Farbensolo);
        match z {
            Premium::Absolut => Some(if solo { (2, 4) } else { (1, 2) }),
            Premium::Pagat if farbensolo => None,
            Premium::Pagat => Some(if solo { (2, 4) } else { (1, 2) }),
            Premium::Valat => Some(if solo { (12, 24) } else { (6, 12) }),
            Premium::Trull | Premium::Mondfang if farbensolo => None,
            Premium::Trull | Premium::Mondfang | Premium::Koenigstrull => {
                Some(if solo { (2, 2) } else { (1, 1) })
            }
        }
    }
}

/// Zusätze (announced or silent) and silent premiums.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Premium {
    Absolut,
    Pagat,
    Valat,
    Trull,
    Koenigstrull,
    Mondfang,
}

impl Premium {
    pub const fn id(self) -> &'static str {
        match self {
            Premium::Absolut => "absolut",
            Premium::Pagat => "pagat",
            Premium::Valat => "valat",
            Premium::Trull => "trull",
            Premium::Koenigstrull => "koenigstrull",
            Premium::Mondfang => "mondfang",
        }
    }
}

/// What a kontra applies to: the game or an announced Zusatz.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Spiel = 0,
    Absolut = 1,
    Pagat = 2,
    Valat = 3,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::Spiel, Target::Absolut, Target::Pagat, Target::Valat];

    pub const fn id(self) -> &'static str {
        match self {
            Target::Spiel => "spiel",
            Target::Absolut => "absolut",
            Target::Pagat => "pagat",
            Target::Valat => "valat",
        }
    }

    pub const fn german(self) -> &'static str {
        match self {
            Target::Spiel => "das Spiel",
            Target::Absolut => "Absolut",
            Target::Pagat => "Pagat",
            Target::Valat => "Valat",
        }
    }
}

/// Kontra (1), Rekontra (2), Subkontra (3): the PTN words.
pub const KONTRA_WORDS: [&str; 3] = ["kontra", "re", "sub"];
pub const KONTRA_GERMAN: [&str; 3] = ["Kontra", "Rekontra", "Subkontra"];

/// A set of seats as a bit mask (bit `i` is seat `i + 1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats(pub u8);

impl Seats {
    pub const NONE: Seats = Seats(0);
    pub const ALL: Seats = Seats(0b1111);

    pub const fn one(s: Seat) -> Seats {
        Seats(1 << s.index())
    }

    pub const fn with(self, s: Seat) -> Seats {
        Seats(self.0 | 1 << s.index())
    }

    pub const fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s.index()) != 0
    }

    pub const fn complement(self) -> Seats {
        Seats(!self.0 & 0b1111)
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    /// "seats 1 and 3", "seat 2", "seats 2, 3 and 4".
    pub fn describe(self) -> String {
        let n = self.len() as usize;
        let mut out = String::with_capacity(24);
        out.push_str(match n {
            0 => "no seat",
            1 => "seat ",
            _ => "seats ",
        });
        for (i, s) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == n { " and " } else { ", " });
            }
            out.push(char::from(b'0' + s.number()));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pack_has_forty_cards_and_eighty_eight_points() {
        assert_eq!(PACK.len(), 40);
        assert_eq!(PACK.tarocks().len(), 20);
        assert!(!PACK.contains(Card::UHU) && !PACK.contains(Card::KAKADU));
        assert_eq!(GLATZEN.len(), 4);
        let glatzen: Vec<String> = GLATZEN.iter().map(|c| c.to_string()).collect();
        assert_eq!(glatzen, ["S10", "C10", "H1", "D1"]);
        let by_card: u32 = PACK.iter().map(|c| card_points(c) as u32).sum();
        assert_eq!(by_card, TOTAL_POINTS);
        assert_eq!(points_of(PACK), TOTAL_POINTS);
        for c in PACK {
            assert_eq!(points_of(CardSet::single(c)), card_points(c) as u32, "{c}");
        }
        // 20 + 16 + 12 + 8 for the court cards, 15 for the Trull, 17 other tarocks.
        assert_eq!(points_of(PACK & CardSet::COURT), 56);
        assert_eq!(points_of(PACK.tarocks()), 32);
    }

    #[test]
    fn values_follow_the_tables() {
        assert_eq!(Game::Rufer.value(), 1);
        assert_eq!(Game::Solo.value(), 4);
        assert_eq!(Game::Farbensolo.value(), 4);
        assert_eq!(Game::Rufer.values(Premium::Valat), Some((6, 12)));
        assert_eq!(Game::Farbensolo.values(Premium::Valat), Some((12, 24)));
        assert_eq!(Game::Farbensolo.values(Premium::Pagat), None);
        assert_eq!(Game::Farbensolo.values(Premium::Trull), None);
        assert_eq!(Game::Farbensolo.values(Premium::Mondfang), None);
        assert_eq!(Game::Farbensolo.values(Premium::Koenigstrull), Some((2, 2)));
        assert_eq!(Game::Solo.values(Premium::Pagat), Some((2, 4)));
        assert_eq!(Game::Rufer.values(Premium::Absolut), Some((1, 2)));
        assert!(Game::Rufer < Game::Farbensolo && Game::Farbensolo < Game::Solo);
    }

    #[test]
    fn seat_masks() {
        let s = Seats::NONE
            .with(Seat::new(1).unwrap())
            .with(Seat::new(3).unwrap());
        assert_eq!(s.describe(), "seats 1 and 3");
        assert_eq!(s.complement().describe(), "seats 2 and 4");
        assert_eq!(Seats::ALL.describe(), "seats 1, 2, 3 and 4");
        assert_eq!(s.len(), 2);
    }
}
