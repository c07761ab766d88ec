//! The 66 announcements of Royal Tarokk as data: for each item its PTN
//! identifier, group, value, arguments, the cards it binds to tricks, its
//! win condition (a conjunction of [`Cond`]s), the Schlemme it raises, and
//! the rulebook's own words. The engine has no branch per announcement: it
//! reads this table.
//!
//! Names follow book/src/vocabulary.md; the German words are quoted from the seed
//! (`royal-tarokk.de.txt`, "Die Ansagen").

use crate::cards::{Card, CardSet};

// The reader of turn items lives in `read`; its names keep their paths here.
pub use super::read::{Ann, Bindings, Said, Unreadable, all_announcements, all_items, read};
pub use crate::ptn::push_int;

/// The groups of the rulebook's list, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    Meldung,
    Material,
    FreeTricks,
    BoundTricks,
    Hochspiel,
    Flight,
    Capture,
    Extra,
    SmallTrophy,
    Trophy,
    BigTrophy,
    SuperTrophy,
    MultiTrophy,
    UltraTrophy,
    Royal,
}

impl Group {
    /// The rulebook's heading.
    pub fn german(self) -> &'static str {
        match self {
            Group::Meldung => "Meldungen",
            Group::Material => "Materialprämien",
            Group::FreeTricks => "Freie Stiche",
            Group::BoundTricks => "Gebundene Stiche",
            Group::Hochspiel => "Hochspielschlemme",
            Group::Flight => "Flugschlemme",
            Group::Capture => "Abfangschlemme",
            Group::Extra => "Extras",
            Group::SmallTrophy => "Kleintrophäen",
            Group::Trophy => "Trophäen",
            Group::BigTrophy => "Großtrophäen",
            Group::SuperTrophy => "Super-Trophäen",
            Group::MultiTrophy => "Multi-Trophäen",
            Group::UltraTrophy => "Ultra-Trophäen",
            Group::Royal => "Royal",
        }
    }

    /// Every group from the small trophies up is a trophy ("Trophäe").
    pub fn is_trophy(self) -> bool {
        self >= Group::SmallTrophy
    }
}

/// The arguments an item takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Args {
    None,
    /// `count(SUIT,N)`.
    SuitCount,
    /// `tarocks(N)`.
    Count,
    /// One Hochspielkarte.
    H1,
    /// Two different Hochspielkarten, in trick order.
    H2,
    /// Three different Hochspielkarten, in trick order.
    H3,
    /// Any suit.
    Suit,
    /// `S` or `C` (Dschinn: the black tens).
    BlackSuit,
    /// One red and one black suit, either order (Rot und Schwarz).
    RedBlack,
}

/// A part of a win condition, for the announcing pair ("the party"). Every
/// "won by" part means that card itself wins the trick for the party
/// (DIGEST §6 A9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    // Meldungen: conditions on the announcer's hand as dealt.
    /// `count(SUIT,N)`: holds exactly N cards of the suit, at least two but
    /// not all of it.
    HandSuitCount,
    /// `tarocks(N)`: holds exactly N tarocks, at least eight.
    HandTarocks,
    /// Holds at least one card of the set.
    HandAny(CardSet),
    /// Holds every card of some suit (one more complete suit per Flush said).
    HandFullSuit,
    /// Holds all four cards of some court rank (one more rank per Wonok).
    HandFullRank,
    // Schlemme: conditions on the tricks.
    /// Every card of the set is in the party's tricks.
    Home(CardSet),
    /// At least one card of the set is in the party's tricks.
    HomeOne(CardSet),
    /// Every card of the named suit(s) is in the party's tricks.
    HomeNamedSuits,
    /// The party makes at least N tricks.
    Tricks(u8),
    /// The party makes tricks 1 to N.
    FirstTricks(u8),
    /// Trick T is won by the card.
    TrickBy(u8, Card),
    /// Trick T is won by the I-th named card.
    TrickByNamed(u8, u8),
    /// Some trick is won by a card of the set.
    SomeTrickBy(CardSet),
    /// Some trick is won by the ten of the named black suit.
    SomeTrickByNamedTen,
    /// Each of the last N tricks is won by a card of the set.
    LastBy(u8, CardSet),
    /// Each of the last N tricks is won by a card of the named suit.
    LastByNamedSuit(u8),
    /// N consecutive tricks are won by cards of the set.
    Run(u8, CardSet),
    /// The opponents' card (dealt to them) is in the party's tricks.
    OppHome(Card),
    /// The opponents' card (first) is taken by the party's card (second).
    OppCapturedBy(Card, Card),
    /// Tricks 9 and 10 are won by the King and the Queen of the named suit.
    MariageNamed,
    /// Announcer and partner each win at least one of the last three tricks.
    LastThreeSplit,
}

/// Which cards an item binds to which trick ("behaltpflichtig").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bind {
    None,
    /// Fixed cards to fixed tricks.
    Fixed(&'static [(Card, u8)]),
    /// The named cards, in order, to these tricks; then fixed cards.
    Named(&'static [u8], &'static [(Card, u8)]),
    /// Mariage: King and Queen of the named suit, kept until trick 9
    /// (DIGEST §6 A18: either order in tricks 9 and 10).
    Mariage,
}

/// Flags for the exclusion and silent-premium rules.
pub mod flag {
    /// A Flugschlemm (Fasan, Falke, the three Fasane, Habicht, Stella).
    pub const FLIGHT: u8 = 1;
    /// A Valat-Trophäe (DIGEST §6 A22: the trophies that need all ten tricks).
    pub const VALAT_TROPHY: u8 = 2;
    /// Brings the opponents' Pagat home (no Lauer for its pair, A15).
    pub const OPP_PAGAT: u8 = 4;
    /// Brings the opponents' Mond home (no Mondfang still for its pair).
    pub const OPP_MOND: u8 = 8;
    /// Cancels the silent 4 Könige when announced (Valat, Legion, A15).
    pub const NO_KINGS: u8 = 16;
}

/// The announcements carrying flag `f` (one of [`flag`]), as a bit per `Id`.
pub fn with_flag(f: u8) -> u128 {
    static MASKS: std::sync::LazyLock<[u128; 8]> = std::sync::LazyLock::new(|| {
        let mut m = [0u128; 8];
        for s in &SPECS {
            for (bit, mask) in m.iter_mut().enumerate() {
                if s.flags & (1 << bit) != 0 {
                    *mask |= s.id.bit();
                }
            }
        }
        m
    });
    MASKS[(f.trailing_zeros() as usize).min(7)]
}

/// One announcement of the rulebook's list.
#[derive(Debug)]
pub struct Spec {
    pub id: Id,
    /// The PTN identifier (book/src/vocabulary.md).
    pub name: &'static str,
    /// The rulebook's name.
    pub german: &'static str,
    pub group: Group,
    pub value: i64,
    pub args: Args,
    pub bind: Bind,
    /// All of these must hold for the item to be won.
    pub win: &'static [Cond],
    /// The Schlemme this one raises, as the rulebook states the relation.
    pub raises: &'static [Id],
    /// Raise relations derived from the rulebook's definition ("umfasst den
    /// billigeren oder ist eine erschwerte Variante", DIGEST §6 A17).
    pub raises_derived: &'static [Id],
    pub flags: u8,
    /// The rulebook's own words.
    pub source: &'static str,
}

macro_rules! ids {
    ($($v:ident),* $(,)?) => {
        /// An announcement, by its place in the rulebook's list.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Id { $($v),* }
        impl Id {
            pub const ALL: [Id; 66] = [$(Id::$v),*];
        }
    };
}

ids!(
    Count,
    Tarocks,
    Vogerl,
    Flush,
    Wonok,
    Visi,
    Lamour,
    Engel,
    Honneur,
    Koepfe,
    Trull,
    Spiel,
    Kasse,
    Bridge,
    Oktave,
    Misere,
    Valat,
    Piccolo,
    City,
    Zentrum,
    KleinerVogel,
    GrosserVogel,
    Ultimo,
    PreUltimo,
    Drachen,
    Greif,
    Turul,
    Fasan,
    Falke,
    Bande,
    Flotte,
    RotUndSchwarz,
    Armee,
    Legion,
    Amazon,
    Pagatfang,
    Siebenbuerger,
    Temeschwarer,
    Klausenburger,
    Schleicher,
    Phoenix,
    Spadille,
    Manille,
    Dschinn,
    Mariage,
    Mondfang,
    Habicht,
    Couleur,
    Skala,
    Golgatha,
    Kentaur,
    Trojka,
    Famille,
    Bethlehem,
    Sphinx,
    Quart,
    Pyramide,
    Spektrum,
    Stella,
    Full,
    Court,
    Grand,
    Harpie,
    Gloria,
    Triumph,
    Royal,
);

impl Id {
    pub fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn bit(self) -> u128 {
        1u128 << (self as u32)
    }

    /// The identifier of a PTN item, if it names an announcement: one
    /// probe into a table keyed by a hash of the name.
    pub fn from_name(name: &str) -> Option<Id> {
        static TABLE: std::sync::LazyLock<[(u64, u8); 256]> = std::sync::LazyLock::new(|| {
            let mut t = [(0u64, u8::MAX); 256];
            for id in Id::ALL {
                let h = name_hash(id.spec().name);
                let mut i = (h as usize) & 255;
                while t[i].1 != u8::MAX {
                    i = (i + 1) & 255;
                }
                t[i] = (h, id as u8);
            }
            t
        });
        let h = name_hash(name);
        let t = &*TABLE;
        let mut i = (h as usize) & 255;
        loop {
            let (k, id) = t[i];
            if id == u8::MAX {
                return None;
            }
            if k == h {
                let id = Id::ALL[id as usize];
                return (id.spec().name == name).then_some(id);
            }
            i = (i + 1) & 255;
        }
    }

    /// The slow, obvious reading of [`Id::from_name`], its specification.
    pub fn from_name_slow(name: &str) -> Option<Id> {
        Some(match name {
            "count" => Id::Count,
            "tarocks" => Id::Tarocks,
            "vogerl" => Id::Vogerl,
            "flush" => Id::Flush,
            "wonok" => Id::Wonok,
            "visi" => Id::Visi,
            "lamour" => Id::Lamour,
            "engel" => Id::Engel,
            "honneur" => Id::Honneur,
            "koepfe" => Id::Koepfe,
            "trull" => Id::Trull,
            "spiel" => Id::Spiel,
            "kasse" => Id::Kasse,
            "bridge" => Id::Bridge,
            "oktave" => Id::Oktave,
            "misere" => Id::Misere,
            "valat" => Id::Valat,
            "piccolo" => Id::Piccolo,
            "city" => Id::City,
            "zentrum" => Id::Zentrum,
            "kleiner-vogel" => Id::KleinerVogel,
            "grosser-vogel" => Id::GrosserVogel,
            "ultimo" => Id::Ultimo,
            "pre-ultimo" => Id::PreUltimo,
            "drachen" => Id::Drachen,
            "greif" => Id::Greif,
            "turul" => Id::Turul,
            "fasan" => Id::Fasan,
            "falke" => Id::Falke,
            "bande" => Id::Bande,
            "flotte" => Id::Flotte,
            "rot-und-schwarz" => Id::RotUndSchwarz,
            "armee" => Id::Armee,
            "legion" => Id::Legion,
            "amazon" => Id::Amazon,
            "pagatfang" => Id::Pagatfang,
            "siebenbuerger" => Id::Siebenbuerger,
            "temeschwarer" => Id::Temeschwarer,
            "klausenburger" => Id::Klausenburger,
            "schleicher" => Id::Schleicher,
            "phoenix" => Id::Phoenix,
            "spadille" => Id::Spadille,
            "manille" => Id::Manille,
            "dschinn" => Id::Dschinn,
            "mariage" => Id::Mariage,
            "mondfang" => Id::Mondfang,
            "habicht" => Id::Habicht,
            "couleur" => Id::Couleur,
            "skala" => Id::Skala,
            "golgatha" => Id::Golgatha,
            "kentaur" => Id::Kentaur,
            "trojka" => Id::Trojka,
            "famille" => Id::Famille,
            "bethlehem" => Id::Bethlehem,
            "sphinx" => Id::Sphinx,
            "quart" => Id::Quart,
            "pyramide" => Id::Pyramide,
            "spektrum" => Id::Spektrum,
            "stella" => Id::Stella,
            "full" => Id::Full,
            "court" => Id::Court,
            "grand" => Id::Grand,
            "harpie" => Id::Harpie,
            "gloria" => Id::Gloria,
            "triumph" => Id::Triumph,
            "royal" => Id::Royal,
            _ => return None,
        })
    }
}

/// FNV-1a, for the name table.
fn name_hash(s: &str) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in s.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

const fn tk(n: u8) -> Card {
    match Card::tarock(n) {
        Some(c) => c,
        None => Card::PAGAT,
    }
}

pub const XVIII: Card = tk(18);
pub const XIX: Card = tk(19);
pub const XX: Card = tk(20);
pub const XXI: Card = Card::MOND;
pub const SKUS: Card = Card::SKUS;
pub const PAGAT: Card = Card::PAGAT;

/// The 40 cards of the Royal pack.
pub const DECK: CardSet = CardSet::PACK_40_HUNGARIAN;
/// The 18 suit cards of the pack.
pub const SUITS: CardSet = DECK.intersection(CardSet::SUIT_CARDS);
pub const RED: CardSet = DECK.intersection(CardSet::RED);
pub const BLACK: CardSet = DECK.intersection(CardSet::BLACK);
/// The Vogerln I–IIII.
pub const BIRDS: CardSet = CardSet::from_bits(0b1111);
pub const KINGS: CardSet = CardSet::KINGS;
/// The Hochspielkarten: the Vogerln and the kings.
pub const HOCH: CardSet = BIRDS.union(KINGS);
/// Suit cards other than a king (Amazon, Kentaur, Harpie).
pub const NON_KING: CardSet = SUITS.difference(KINGS);
const QNJ: CardSet = CardSet::QUEENS
    .union(CardSet::KNIGHTS)
    .union(CardSet::JACKS);
/// Red Queen, Cavall, Bube (Spadille, Sphinx).
pub const RED_QNJ: CardSet = QNJ.intersection(CardSet::RED);
/// Black Cavall and Bube (Manille: "die schwarze Dame zählt nicht").
pub const BLACK_NJ: CardSet = CardSet::KNIGHTS
    .union(CardSet::JACKS)
    .intersection(CardSet::BLACK);
/// Black Queen, Cavall, Bube (Sphinx).
pub const BLACK_QNJ: CardSet = QNJ.intersection(CardSet::BLACK);
pub const HONNEURS: CardSet = CardSet::from_bits(1 << 20 | 1 << 21);

/// The five bound tricks (Piccolo … Großer Vogel), as Skala and the
/// Valat-trophies built on it require them.
const FIVE_BOUND: [(Card, u8); 5] = [(XVIII, 3), (XIX, 4), (XX, 5), (XXI, 6), (SKUS, 7)];

macro_rules! spec {
    ($id:ident, $name:literal, $german:literal, $group:ident, $value:expr, $args:ident,
     $bind:expr, [$($win:expr),* $(,)?], [$($up:ident),*], [$($upd:ident),*], $flags:expr,
     $source:literal) => {
        Spec {
            id: Id::$id,
            name: $name,
            german: $german,
            group: Group::$group,
            value: $value,
            args: Args::$args,
            bind: $bind,
            win: &[$($win),*],
            raises: &[$(Id::$up),*],
            raises_derived: &[$(Id::$upd),*],
            flags: $flags,
            source: $source,
        }
    };
}

use Cond::*;
use flag::*;

const STELLA_FIXED: [(Card, u8); 4] = [(XIX, 4), (XX, 5), (XXI, 6), (SKUS, 7)];

/// The 66 announcements, in the rulebook's order (index = `Id as usize`).
pub static SPECS: [Spec; 66] = [
    spec!(
        Count,
        "count",
        "Farbenanzahl",
        Meldung,
        0,
        SuitCount,
        Bind::None,
        [HandSuitCount],
        [],
        [],
        0,
        "Hat ein Spieler mindestens zwei (aber nicht alle) Karten einer Farbe in der Hand, so darf er das ansagen. Beispiel: „zwei Pik“. Nur die echte Anzahl der gegebenen Farbe darf angesagt werden. Bewertung: 0 Punkte. (Royal-Tarock, Meldungen)"
    ),
    spec!(
        Tarocks,
        "tarocks",
        "Tarockanzahl",
        Meldung,
        0,
        Count,
        Bind::None,
        [HandTarocks],
        [],
        [],
        0,
        "Hat ein Spieler mindestens acht Tarocks in der Hand, so darf er das ansagen. Beispiel: „acht Tarock“. Nur die echte Anzahl der Tarocks darf angesagt werden. Bewertung: 0 Punkte. (Royal-Tarock, Meldungen)"
    ),
    spec!(
        Vogerl,
        "vogerl",
        "Vogerl",
        Meldung,
        0,
        None,
        Bind::None,
        [HandAny(BIRDS)],
        [],
        [],
        0,
        "Hat ein Spieler mindestens ein Vogerl in seiner Hand, so darf er Vogerl ansagen. Bewertung: 0 Punkte. (Royal-Tarock, Meldungen)"
    ),
    spec!(
        Flush,
        "flush",
        "Flush",
        Meldung,
        10,
        None,
        Bind::None,
        [HandFullSuit],
        [],
        [],
        0,
        "Hat ein Spieler alle Karten einer Farbe in seiner Hand, so darf er Flush ansagen. Bewertung: 10 Punkte. Die Farbe darf nicht angesagt werden. (Royal-Tarock, Meldungen)"
    ),
    spec!(
        Wonok,
        "wonok",
        "Wonok",
        Meldung,
        20,
        None,
        Bind::None,
        [HandFullRank],
        [],
        [],
        0,
        "Hat ein Spieler vier gleiche Figuren (z. B. vier Könige) in seiner Hand, so darf er Wonok ansagen. Bewertung: 20 Punkte. Die Höhe der Figuren darf nicht angesagt werden. (Royal-Tarock, Meldungen)"
    ),
    spec!(
        Visi,
        "visi",
        "Visi",
        Material,
        1,
        None,
        Bind::None,
        [Home(CardSet::single(XVIII))],
        [],
        [],
        0,
        "Visi: Der Ansager verpflichtet seine Partei, Tarock XVIII heimzubringen. Bewertung: 1 Punkt. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Lamour,
        "lamour",
        "L’amour",
        Material,
        1,
        None,
        Bind::None,
        [Home(CardSet::single(XIX))],
        [],
        [],
        0,
        "L’amour: Der Ansager verpflichtet seine Partei, Tarock XIX heimzubringen. Bewertung: 1 Punkt. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Engel,
        "engel",
        "Engel",
        Material,
        1,
        None,
        Bind::None,
        [Home(CardSet::single(XX))],
        [],
        [],
        0,
        "Engel: Der Ansager verpflichtet seine Partei, Tarock XX heimzubringen. Bewertung: 1 Punkt. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Honneur,
        "honneur",
        "Honneur",
        Material,
        1,
        None,
        Bind::None,
        [HomeOne(HONNEURS)],
        [],
        [],
        0,
        "Honneur: Der Ansager verpflichtet seine Partei, den Sküs oder den Mond heimzubringen. Bewertung: 1 Punkt. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Koepfe,
        "koepfe",
        "Köpfe",
        Material,
        2,
        None,
        Bind::None,
        [Home(HONNEURS)],
        [Honneur],
        [],
        0,
        "Köpfe: Der Ansager verpflichtet seine Partei, den Sküs und den Mond heimzubringen. Bewertung: 2 Punkte. Honneur, Köpfe und Trull stehen zueinander im Hebungsverhältnis. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Trull,
        "trull",
        "Trull",
        Material,
        3,
        None,
        Bind::None,
        [Home(CardSet::TRULL)],
        [Honneur, Koepfe],
        [],
        0,
        "Trull: Der Ansager verpflichtet seine Partei, den Sküs, den Mond und den Pagat heimzubringen. Bewertung: 3 Punkte. Honneur, Köpfe und Trull stehen zueinander im Hebungsverhältnis. (Royal-Tarock, Materialprämien)"
    ),
    spec!(
        Spiel,
        "spiel",
        "Spiel",
        FreeTricks,
        10,
        None,
        Bind::None,
        [Tricks(5)],
        [],
        [],
        0,
        "Spiel: Der Ansager verpflichtet seine Partei, mindestens fünf Stiche zu machen. Bewertung: 10 Punkte. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Kasse,
        "kasse",
        "Kasse",
        FreeTricks,
        20,
        None,
        Bind::None,
        [Tricks(6)],
        [Spiel],
        [],
        0,
        "Kasse: Der Ansager verpflichtet seine Partei, mindestens sechs Stiche zu machen. Bewertung: 20 Punkte. Die freien Stiche stehen untereinander im Hebungsverhältnis. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Bridge,
        "bridge",
        "Bridge",
        FreeTricks,
        30,
        None,
        Bind::None,
        [Tricks(7)],
        [Kasse],
        [],
        0,
        "Bridge: Der Ansager verpflichtet seine Partei, mindestens sieben Stiche zu machen. Bewertung: 30 Punkte. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Oktave,
        "oktave",
        "Oktave",
        FreeTricks,
        40,
        None,
        Bind::None,
        [Tricks(8)],
        [Bridge],
        [],
        0,
        "Oktave: Der Ansager verpflichtet seine Partei, mindestens acht Stiche zu machen. Bewertung: 40 Punkte. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Misere,
        "misere",
        "Misère",
        FreeTricks,
        50,
        None,
        Bind::None,
        [Tricks(9)],
        [Oktave],
        [],
        0,
        "Misère: Der Ansager verpflichtet seine Partei, mindestens neun Stiche zu machen. Bewertung: 50 Punkte. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Valat,
        "valat",
        "Valat",
        FreeTricks,
        60,
        None,
        Bind::None,
        [Tricks(10)],
        [Misere],
        [],
        NO_KINGS,
        "Valat: Der Ansager verpflichtet seine Partei, alle zehn Stiche zu machen. Bewertung: 60 Punkte. (Royal-Tarock, Freie Stiche)"
    ),
    spec!(
        Piccolo,
        "piccolo",
        "Piccolo",
        BoundTricks,
        5,
        None,
        Bind::Fixed(&[(XVIII, 3)]),
        [FirstTricks(3), TrickBy(3, XVIII)],
        [],
        [],
        0,
        "Piccolo: Der Ansager verpflichtet seine Partei, die ersten drei Stiche zu machen, wobei der dritte mit Tarock XVIII erfolgen muss. Bewertung: 5 Punkte. Alle gebundenen Stiche sind behaltpflichtig, die in Frage stehenden Stecher werden angebunden. (Royal-Tarock, Gebundene Stiche)"
    ),
    spec!(
        City,
        "city",
        "City",
        BoundTricks,
        5,
        None,
        Bind::Fixed(&[(XIX, 4)]),
        [FirstTricks(4), TrickBy(4, XIX)],
        [],
        [],
        0,
        "City: Der Ansager verpflichtet seine Partei, die ersten vier Stiche zu machen, wobei der vierte mit Tarock XIX erfolgen muss. Bewertung: 5 Punkte. (Royal-Tarock, Gebundene Stiche)"
    ),
    spec!(
        Zentrum,
        "zentrum",
        "Zentrum",
        BoundTricks,
        10,
        None,
        Bind::Fixed(&[(XX, 5)]),
        [FirstTricks(5), TrickBy(5, XX)],
        [],
        [],
        0,
        "Zentrum: Der Ansager verpflichtet seine Partei, die ersten fünf Stiche zu machen, wobei der fünfte mit Tarock XX erfolgen muss. Bewertung: 10 Punkte. (Royal-Tarock, Gebundene Stiche)"
    ),
    spec!(
        KleinerVogel,
        "kleiner-vogel",
        "Kleiner Vogel",
        BoundTricks,
        20,
        None,
        Bind::Fixed(&[(XXI, 6)]),
        [FirstTricks(6), TrickBy(6, XXI)],
        [],
        [],
        0,
        "Kleiner Vogel: Der Ansager verpflichtet seine Partei, die ersten sechs Stiche zu machen, wobei der sechste mit Tarock XXI erfolgen muss. Bewertung: 20 Punkte. (Royal-Tarock, Gebundene Stiche)"
    ),
    spec!(
        GrosserVogel,
        "grosser-vogel",
        "Großer Vogel",
        BoundTricks,
        30,
        None,
        Bind::Fixed(&[(SKUS, 7)]),
        [FirstTricks(7), TrickBy(7, SKUS)],
        [],
        [],
        0,
        "Großer Vogel: Der Ansager verpflichtet seine Partei, die ersten 7 sieben Stiche zu machen, wobei der siebente mit dem Sküs erfolgen muss. Bewertung: 30 Punkte. (Royal-Tarock, Gebundene Stiche)"
    ),
    spec!(
        Ultimo,
        "ultimo",
        "Ultimo",
        Hochspiel,
        10,
        H1,
        Bind::Named(&[10], &[]),
        [TrickByNamed(10, 0)],
        [],
        [],
        0,
        "Ultimo: Der Ansager verpflichtet seine Partei, den letzten Stich mit der benannten Hochspielkarte zu machen. … Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 10 Punkte. (Royal-Tarock, Hochspielschlemme)"
    ),
    spec!(
        PreUltimo,
        "pre-ultimo",
        "Pre-ultimo",
        Hochspiel,
        20,
        H1,
        Bind::Named(&[9], &[]),
        [TrickByNamed(9, 0)],
        [Ultimo],
        [],
        0,
        "Pre-ultimo: Der Ansager verpflichtet seine Partei, den vorletzten (neunten) Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 20 Punkte. (Royal-Tarock, Hochspielschlemme)"
    ),
    spec!(
        Drachen,
        "drachen",
        "Drachen",
        Hochspiel,
        30,
        H1,
        Bind::Named(&[8], &[]),
        [TrickByNamed(8, 0)],
        [PreUltimo],
        [],
        0,
        "Drachen: Der Ansager verpflichtet seine Partei, den drittletzten (achten) Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 30 Punkte. (Royal-Tarock, Hochspielschlemme)"
    ),
    spec!(
        Greif,
        "greif",
        "Greif",
        Hochspiel,
        40,
        H1,
        Bind::Named(&[7], &[]),
        [TrickByNamed(7, 0)],
        [Drachen],
        [],
        0,
        "Greif: Der Ansager verpflichtet seine Partei, den siebenten Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 40 Punkte. (Royal-Tarock, Hochspielschlemme)"
    ),
    spec!(
        Turul,
        "turul",
        "Turul",
        Hochspiel,
        50,
        H1,
        Bind::Named(&[6], &[]),
        [TrickByNamed(6, 0)],
        [Greif],
        [],
        0,
        "Turul: Der Ansager verpflichtet seine Partei, den sechsten Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 50 Punkte. Alle Hochspielschlemme sind behaltpflichtig. Sie stehen zueinander im Hebungsverhältnis, wenn sie sich auf dieselbe Hochspielkarte beziehen. (Royal-Tarock, Hochspielschlemme)"
    ),
    spec!(
        Fasan,
        "fasan",
        "Fasan",
        Flight,
        20,
        H1,
        Bind::Named(&[1], &[]),
        [TrickByNamed(1, 0)],
        [],
        [],
        FLIGHT,
        "Fasan: Der Ansager verpflichtet seine Partei, den ersten Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 20 Punkte. (Royal-Tarock, Flugschlemme)"
    ),
    spec!(
        Falke,
        "falke",
        "Falke",
        Flight,
        20,
        H1,
        Bind::Named(&[2], &[]),
        [TrickByNamed(2, 0)],
        [],
        [],
        FLIGHT,
        "Falke: Der Ansager verpflichtet seine Partei, den zweiten Stich mit der benannten Hochspielkarte zu machen. Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. Bewertung: 20 Punkte. Der Fasan und der Falke sind behaltpflichtig, sie können nicht gleichzeitig angesagt werden und stehen zueinander auch nicht im Hebungsverhältnis. (Royal-Tarock, Flugschlemme)"
    ),
    spec!(
        Bande,
        "bande",
        "Bande",
        Capture,
        5,
        Suit,
        Bind::None,
        [HomeNamedSuits],
        [],
        [],
        0,
        "Bande: Der Ansager verpflichtet seine Partei, die Karten der benannten Farbe heimzubringen. Beispiel: Herz-Bande. Bewertung: 5 Punkte. (Royal-Tarock, Abfangschlemme)"
    ),
    spec!(
        Flotte,
        "flotte",
        "Flotte",
        Capture,
        20,
        None,
        Bind::None,
        [Home(RED)],
        [Bande],
        [],
        0,
        "Flotte: Der Ansager verpflichtet seine Partei, alle rote Farbkarten (Herz und Karo) heimzubringen. Bewertung: 20 Punkte. (Royal-Tarock, Abfangschlemme)"
    ),
    spec!(
        RotUndSchwarz,
        "rot-und-schwarz",
        "Rot und Schwarz",
        Capture,
        25,
        RedBlack,
        Bind::None,
        [HomeNamedSuits],
        [Bande],
        [],
        0,
        "Rot und Schwarz: Der Ansager verpflichtet seine Partei, die Karten der benannten roten und schwarzen Farbe heimzubringen. Beispiel: Pik-Herz Rot und Schwarz. Bewertung: 25 Punkte. (Royal-Tarock, Abfangschlemme)"
    ),
    spec!(
        Armee,
        "armee",
        "Armee",
        Capture,
        30,
        None,
        Bind::None,
        [Home(BLACK)],
        [Bande],
        [],
        0,
        "Armee: Der Ansager verpflichtet seine Partei, die Karten der beiden schwarzen Farbe (Pik und Kreuz) heimzubringen. Bewertung: 30 Punkte. (Royal-Tarock, Abfangschlemme)"
    ),
    spec!(
        Legion,
        "legion",
        "Legion",
        Capture,
        50,
        None,
        Bind::None,
        [Home(SUITS)],
        [Bande, Flotte, RotUndSchwarz, Armee],
        [],
        NO_KINGS,
        "Legion: Der Ansager verpflichtet seine Partei, alle Farbkarten heimzubringen. Bewertung: 50 Punkte. Die Abfangschlemme können nicht kombiniert werden. Sie stehen zueinander sinngemäß im Hebungsverhältnis und zwei Abfangschlemme dürfen nicht gleichzeitig angesagt werden (unabhängig von ihrer Farben). (Royal-Tarock, Abfangschlemme)"
    ),
    spec!(
        Amazon,
        "amazon",
        "Amazon",
        Extra,
        5,
        None,
        Bind::None,
        [SomeTrickBy(NON_KING)],
        [],
        [],
        0,
        "Amazon: Der Ansager verpflichtet seine Partei, einen Stich mit einer Farbkarte außer einem König zu machen. Weder die Farbe, noch die Höhe der in Frage stehenden Karte darf angesagt werden. Bewertung: 5 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Pagatfang,
        "pagatfang",
        "Pagatfang",
        Extra,
        30,
        None,
        Bind::None,
        [OppHome(PAGAT)],
        [],
        [],
        OPP_PAGAT,
        "Pagatfang: Der Ansager verpflichtet seine Partei, den Pagat der Gegner heimzubringen. Bewertung: 30 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Siebenbuerger,
        "siebenbuerger",
        "Siebenbürger Fasan",
        Extra,
        60,
        H2,
        Bind::Named(&[1, 2], &[]),
        [TrickByNamed(1, 0), TrickByNamed(2, 1)],
        [Fasan, Falke],
        [],
        FLIGHT,
        "Siebenbürger Fasan: Der Ansager verpflichtet seine Partei, den ersten und den zweiten Stich mit den benannten Hochspielkarten zu machen. Beispiel: Pagat-Pik Siebenbürger Fasan. Bewertung: 60 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Temeschwarer,
        "temeschwarer",
        "Temeschwarer Fasan",
        Extra,
        60,
        H2,
        Bind::Named(&[1, 3], &[]),
        [TrickByNamed(1, 0), TrickByNamed(3, 1)],
        [Fasan],
        [],
        FLIGHT,
        "Temeschwarer Fasan: Der Ansager verpflichtet seine Partei, den ersten und den dritten Stich mit den benannten Hochspielkarten zu machen. Bewertung: 60 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Klausenburger,
        "klausenburger",
        "Klausenburger Fasan",
        Extra,
        60,
        H2,
        Bind::Named(&[2, 4], &[]),
        [TrickByNamed(2, 0), TrickByNamed(4, 1)],
        [Falke],
        [],
        FLIGHT,
        "Klausenburger Fasan: Der Ansager verpflichtet seine Partei, den zweiten und den vierten Stich mit den benannten Hochspielkarten zu machen. Bewertung: 60 Punkte. Der Siebenbürger, der Temeschwarer und der Klausenburger Fasan können nicht gleichzeitig angesagt werden. All diese Fasane gelten als Flugschlemm (siehe oben) und stehen im Hebungsverhältnis zum Fasan bzw. zum Falken. (Royal-Tarock, Extras)"
    ),
    spec!(
        Schleicher,
        "schleicher",
        "Schleicher",
        Extra,
        60,
        None,
        Bind::None,
        [LastBy(2, BIRDS)],
        [],
        [],
        0,
        "Schleicher: Der Ansager verpflichtet seine Partei, den vorletzten und den letzten Stich mit Vogerln zu machen. Die Vogerln dürfen nicht angesagt werden. Bewertung: 60 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Phoenix,
        "phoenix",
        "Phönix",
        Extra,
        60,
        None,
        Bind::None,
        [LastBy(2, KINGS)],
        [],
        [],
        0,
        "Phönix: Der Ansager verpflichtet seine Partei, den vorletzten und den letzten Stich mit je einem König zu machen. Die Farben der Könige können nicht angesagt werden. Bewertung: 60 Punkte. (Royal-Tarock, Extras)"
    ),
    spec!(
        Spadille,
        "spadille",
        "Spadille",
        SmallTrophy,
        30,
        None,
        Bind::None,
        [SomeTrickBy(RED_QNJ)],
        [],
        [Amazon],
        0,
        "Spadille: Der Ansager verpflichtet seine Partei, einen Stich mit einer roten Dame, einem roten Kavall oder einem roten Buben zu machen. Farbe und Höhe der in Frage stehenden Karte dürfen nicht angesagt werden. Bewertung: 30 Punkte. (Royal-Tarock, Kleintrophäen)"
    ),
    spec!(
        Manille,
        "manille",
        "Manille",
        SmallTrophy,
        30,
        None,
        Bind::None,
        [SomeTrickBy(BLACK_NJ)],
        [],
        [Amazon],
        0,
        "Manille: Der Ansager verpflichtet seine Partei, einen Stich mit einem schwarzen Kavall oder einem schwarzen Buben zu machen. Farbe und Höhe der in Frage stehenden Karte dürfen nicht angesagt werden. Bewertung: 30 Punkte. (Royal-Tarock, Kleintrophäen)"
    ),
    spec!(
        Dschinn,
        "dschinn",
        "Dschinn",
        SmallTrophy,
        50,
        BlackSuit,
        Bind::None,
        [SomeTrickByNamedTen],
        [],
        [Amazon],
        0,
        "Dschinn: Der Ansager verpflichtet seine Partei, einen Stich mit dem benannten schwarzen Zehner zu machen (Pik-Dschinn oder Kreuz-Dschinn). Bewertung: 50 Punkte. (Royal-Tarock, Kleintrophäen)"
    ),
    spec!(
        Mariage,
        "mariage",
        "Mariage",
        SmallTrophy,
        50,
        Suit,
        Bind::Mariage,
        [MariageNamed],
        [],
        [],
        0,
        "Mariage: Der Ansager verpflichtet seine Partei, die letzten zwei Stiche mit dem König und der Dame der angesagten Farbe zu machen. Beispiel: Pik-Mariage. Bewertung: 50 Punkte. (Royal-Tarock, Kleintrophäen)"
    ),
    spec!(
        Mondfang,
        "mondfang",
        "Mondfang",
        Trophy,
        120,
        None,
        Bind::None,
        [OppCapturedBy(XXI, SKUS)],
        [],
        [],
        OPP_MOND,
        "Mondfang: Der Ansager verpflichtet seine Partei, den Mond (Tarock XXI) der Gegenpartei durch den Sküs abzustechen. Bewertung: 120 Punkte. (Royal-Tarock, Trophäen)"
    ),
    spec!(
        Habicht,
        "habicht",
        "Habicht",
        Trophy,
        120,
        H3,
        Bind::Named(&[1, 2, 3], &[]),
        [TrickByNamed(1, 0), TrickByNamed(2, 1), TrickByNamed(3, 2)],
        [Fasan, Falke, Temeschwarer, Siebenbuerger],
        [],
        FLIGHT,
        "Habicht: Der Ansager verpflichtet seine Partei, die ersten drei Stiche mit den benannten Hochspielkarten zu machen. Der Habicht gilt als Flugschlemm und steht im Hebungsverhältnis zum Fasan, zum Falken, zum Temeschwarer und zum Siebenbürger Fasan. Bewertung: 120 Punkte. (Royal-Tarock, Trophäen)"
    ),
    spec!(
        Couleur,
        "couleur",
        "Couleur",
        Trophy,
        120,
        None,
        Bind::None,
        [LastBy(3, SUITS)],
        [],
        [],
        0,
        "Couleur: Der Ansager verpflichtet seine Partei, die letzten drei Stiche mit Farbkarten zu machen. Die in Frage stehenden Karten dürfen nicht benannt werden und müssen selbst die Stiche machen. Bewertung: 120 Punkte. (Royal-Tarock, Trophäen)"
    ),
    spec!(
        Skala,
        "skala",
        "Skala",
        Trophy,
        120,
        None,
        Bind::Fixed(&FIVE_BOUND),
        [
            Tricks(10),
            TrickBy(3, XVIII),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS)
        ],
        [],
        [Valat, Piccolo, City, Zentrum, KleinerVogel, GrosserVogel],
        VALAT_TROPHY | NO_KINGS,
        "Skala: Der Ansager verpflichtet seine Partei, alle Stiche und auch alle fünf gebundenen Stiche (Piccolo, City, Zentrum, den kleinen und den großen Vogel) zu machen. Bewertung: 120 Punkte. (Royal-Tarock, Trophäen)"
    ),
    spec!(
        Golgatha,
        "golgatha",
        "Golgatha",
        BigTrophy,
        130,
        None,
        Bind::None,
        [OppHome(XXI), OppHome(PAGAT)],
        [],
        [Pagatfang],
        OPP_PAGAT | OPP_MOND,
        "Golgatha: Der Ansager verpflichtet seine Partei, den Mond (Tarock XXI) und den Pagat (Tarock I) der Gegenpartei heimzubringen. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Kentaur,
        "kentaur",
        "Kentaur",
        BigTrophy,
        130,
        None,
        Bind::None,
        [OppCapturedBy(XXI, SKUS), SomeTrickBy(NON_KING)],
        [],
        [Mondfang, Amazon],
        OPP_MOND,
        "Kentaur: Der Ansager verpflichtet seine Partei, den Mond der Gegenpartei durch den Sküs abzustechen und noch einen Stich mit einer Farbkarte außer einem König zu machen. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Trojka,
        "trojka",
        "Trojka",
        BigTrophy,
        130,
        None,
        Bind::None,
        [LastBy(3, BIRDS)],
        [],
        [Schleicher],
        0,
        "Trojka: Der Ansager verpflichtet seine Partei, die letzten drei Stiche mit je einem Vogerl zu machen. Die Vogerln dürfen nicht benannt werden. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Famille,
        "famille",
        "Famille",
        BigTrophy,
        130,
        Suit,
        Bind::None,
        [LastByNamedSuit(3)],
        [],
        [Couleur],
        0,
        "Famille: Der Ansager verpflichtet seine Partei, die letzten drei Stiche mit je einer Karte der angesagten Farbe zu machen. Beispiel: Pik-Famille. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Bethlehem,
        "bethlehem",
        "Bethlehem",
        BigTrophy,
        130,
        None,
        Bind::None,
        [LastBy(3, KINGS)],
        [],
        [Couleur, Phoenix],
        0,
        "Bethlehem: Der Ansager verpflichtet seine Partei, die letzten drei Stiche mit je einem König zu machen. Die Farben der Könige können nicht angesagt werden. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Sphinx,
        "sphinx",
        "Sphinx",
        BigTrophy,
        130,
        None,
        Bind::None,
        [SomeTrickBy(RED_QNJ), SomeTrickBy(BLACK_QNJ)],
        [],
        [Spadille, Amazon],
        0,
        "Sphinx: Der Ansager verpflichtet seine Partei, einen Stich mit einer/einem roten und einen zweiten Farbstich mit einer/einem schwarzen Dame/Kavall/Buben zu machen. Bewertung: 130 Punkte. (Royal-Tarock, Großtrophäen)"
    ),
    spec!(
        Quart,
        "quart",
        "Quart",
        SuperTrophy,
        140,
        None,
        Bind::None,
        [Tricks(10), Run(4, SUITS)],
        [],
        [Valat],
        VALAT_TROPHY | NO_KINGS,
        "Quart: Der Ansager verpflichtet seine Partei, alle Stiche – darunter vier Farbstiche in Folge – zu machen. Bewertung: 140 Punkte. (Royal-Tarock, Super-Trophäen)"
    ),
    spec!(
        Pyramide,
        "pyramide",
        "Pyramide",
        SuperTrophy,
        140,
        None,
        Bind::None,
        [Tricks(10), Run(4, BIRDS)],
        [],
        [Valat],
        VALAT_TROPHY | NO_KINGS,
        "Pyramide: Der Ansager verpflichtet seine Partei, alle Stiche – darunter vier Vogerlstiche in Folge – zu machen. Bewertung: 140 Punkte. (Royal-Tarock, Super-Trophäen)"
    ),
    spec!(
        Spektrum,
        "spektrum",
        "Spektrum",
        SuperTrophy,
        140,
        None,
        Bind::Fixed(&FIVE_BOUND),
        [
            Tricks(10),
            TrickBy(3, XVIII),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS),
            LastBy(3, SUITS)
        ],
        [],
        [Skala, Couleur, Valat],
        VALAT_TROPHY | NO_KINGS,
        "Spektrum: Der Ansager verpflichtet seine Partei, alle Stiche, alle fünf gebundenen Stiche und die letzten drei Stiche mit je einer Farbkarte zu machen. Die Farbkarten dürfen nicht benannt werden und müssen – wie immer – selbst die letzten Stiche machen. Bewertung: 140 Punkte. (Royal-Tarock, Super-Trophäen)"
    ),
    spec!(
        Stella,
        "stella",
        "Stella",
        MultiTrophy,
        150,
        H3,
        Bind::Named(&[1, 2, 3], &STELLA_FIXED),
        [
            Tricks(10),
            TrickByNamed(1, 0),
            TrickByNamed(2, 1),
            TrickByNamed(3, 2),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS)
        ],
        [
            Fasan,
            Falke,
            Siebenbuerger,
            Temeschwarer,
            Klausenburger,
            Habicht
        ],
        [Valat, City, Zentrum, KleinerVogel, GrosserVogel],
        FLIGHT | VALAT_TROPHY | NO_KINGS,
        "Stella: Der Ansager verpflichtet seine Partei, alle Stiche zu machen, wobei die ersten drei mit den benannten Hochspielkarten, der vierte mit dem Tarock XIX, der fünfte mit dem Tarock XX, der sechste mit dem Mond und der siebente mit dem Sküs erfolgen muss. Die Stella gilt als Flugschlemm und steht im Hebungsverhältnis zu allen anderen Flugschlemmen. Bewertung: 150 Punkte. (Royal-Tarock, Multi-Trophäen)"
    ),
    spec!(
        Full,
        "full",
        "Full",
        MultiTrophy,
        150,
        None,
        Bind::Fixed(&FIVE_BOUND),
        [
            Tricks(10),
            TrickBy(3, XVIII),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS),
            LastBy(3, BIRDS)
        ],
        [],
        [Skala, Trojka, Schleicher],
        VALAT_TROPHY | NO_KINGS,
        "Full: Der Ansager verpflichtet seine Partei, alle Stiche, alle fünf gebundenen Stiche und die letzten drei Stiche mit je einem Vogerl zu machen. Die Vogerln dürfen nicht benannt werden und müssen selbst die letzten Stiche machen. Bewertung: 150 Punkte. (Royal-Tarock, Multi-Trophäen)"
    ),
    spec!(
        Court,
        "court",
        "Court",
        MultiTrophy,
        150,
        Suit,
        Bind::Fixed(&FIVE_BOUND),
        [
            Tricks(10),
            TrickBy(3, XVIII),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS),
            LastByNamedSuit(3)
        ],
        [],
        [Skala, Famille],
        VALAT_TROPHY | NO_KINGS,
        "Court: Der Ansager verpflichtet seine Partei, alle Stiche, alle fünf gebundenen Stiche und die letzten drei Stiche mit je einer Karte der angesagten Farbe zu machen. Beispiel: Pik-Court. Bewertung: 150 Punkte. (Royal-Tarock, Multi-Trophäen)"
    ),
    spec!(
        Grand,
        "grand",
        "Grand",
        MultiTrophy,
        150,
        None,
        Bind::Fixed(&FIVE_BOUND),
        [
            Tricks(10),
            TrickBy(3, XVIII),
            TrickBy(4, XIX),
            TrickBy(5, XX),
            TrickBy(6, XXI),
            TrickBy(7, SKUS),
            LastBy(3, KINGS)
        ],
        [],
        [Skala, Bethlehem, Phoenix],
        VALAT_TROPHY | NO_KINGS,
        "Grand: Der Ansager verpflichtet seine Partei, alle Stiche, alle fünf gebundenen Stiche und die letzten drei Stiche mit je einem König zu machen. Die Farben der Könige dürfen nicht angesagt werden. Bewertung: 150 Punkte. (Royal-Tarock, Multi-Trophäen)"
    ),
    spec!(
        Harpie,
        "harpie",
        "Harpie",
        UltraTrophy,
        160,
        None,
        Bind::None,
        [
            Tricks(10),
            SomeTrickBy(NON_KING),
            OppHome(XXI),
            OppHome(PAGAT)
        ],
        [],
        [Valat, Golgatha, Pagatfang, Amazon],
        VALAT_TROPHY | NO_KINGS | OPP_PAGAT | OPP_MOND,
        "Harpie: Der Ansager verpflichtet seine Partei, alle Stiche, darunter einen Stich mit einer Farbkarte außer einem König zu machen und den gegnerischen Mond und Pagat heimzubringen. Bewertung: 160 Punkte. (Royal-Tarock, Ultra-Trophäen)"
    ),
    spec!(
        Gloria,
        "gloria",
        "Gloria",
        UltraTrophy,
        160,
        None,
        Bind::None,
        [Tricks(10), OppCapturedBy(XXI, SKUS), LastBy(3, SUITS)],
        [],
        [Valat, Mondfang, Couleur],
        VALAT_TROPHY | NO_KINGS | OPP_MOND,
        "Gloria: Der Ansager verpflichtet seine Partei, alle Stiche zu machen, den gegnerischen Mond durch den Sküs abzustechen und die letzten drei Stiche mit je einer Farbkarte zu machen. Die in Frage stehenden Karten dürfen nicht benannt werden und müssen selbst die Stiche machen. Bewertung: 160 Punkte. (Royal-Tarock, Ultra-Trophäen)"
    ),
    spec!(
        Triumph,
        "triumph",
        "Triumph",
        UltraTrophy,
        160,
        None,
        Bind::None,
        [Tricks(10), OppCapturedBy(XXI, SKUS), LastBy(3, BIRDS)],
        [],
        [Valat, Mondfang, Trojka, Schleicher],
        VALAT_TROPHY | NO_KINGS | OPP_MOND,
        "Triumph: Der Ansager verpflichtet seine Partei, alle Stiche zu machen, den gegnerischen Mond durch den Sküs abzustechen und die letzten drei Stiche mit je einem Vogerl zu machen. Die Vogerln dürfen nicht benannt werden und müssen selbst die Stiche machen. Bewertung: 160 Punkte. (Royal-Tarock, Ultra-Trophäen)"
    ),
    spec!(
        Royal,
        "royal",
        "Royal",
        Royal,
        200,
        None,
        Bind::None,
        [
            Tricks(10),
            OppHome(XXI),
            OppHome(PAGAT),
            LastBy(3, BIRDS),
            LastThreeSplit
        ],
        [],
        [Valat, Golgatha, Trojka, Schleicher, Pagatfang],
        VALAT_TROPHY | NO_KINGS | OPP_PAGAT | OPP_MOND,
        "Royal: Der Ansager verpflichtet seine Partei, alle Stiche zu machen, den gegnerischen Mond und Pagat heimzubringen und die letzten drei Stiche mit je einem Vogerl so zu machen, dass sowohl der Ansager als auch sein Partner mindestens einen Vogerlstich machen muss. Bewertung: 200 Punkte. (Royal-Tarock, Royal)"
    ),
];

/// The raise relation: for each item, the set of items it raises
/// (transitively closed), with or without the derived relations (A17).
pub struct Raises {
    below: [u128; 66],
}

impl Raises {
    fn build(derived: bool) -> Raises {
        let mut below = [0u128; 66];
        for s in &SPECS {
            let mut m = 0u128;
            for l in s.raises {
                m |= l.bit();
            }
            if derived {
                for l in s.raises_derived {
                    m |= l.bit();
                }
            }
            below[s.id.index()] = m;
        }
        // Transitive closure: "includes" is transitive.
        loop {
            let mut changed = false;
            for i in 0..66 {
                let mut m = below[i];
                for (j, b) in below.iter().enumerate() {
                    if m & (1u128 << j) != 0 {
                        m |= *b;
                    }
                }
                if m != below[i] {
                    below[i] = m;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Raises { below }
    }

    /// The relation with derived raises (the default) or without.
    pub fn get(derived: bool) -> &'static Raises {
        static WITH: std::sync::LazyLock<Raises> = std::sync::LazyLock::new(|| Raises::build(true));
        static WITHOUT: std::sync::LazyLock<Raises> =
            std::sync::LazyLock::new(|| Raises::build(false));
        if derived { &WITH } else { &WITHOUT }
    }

    /// Whether `higher` raises `lower`: the kinds stand in raise relation
    /// and the arguments fit (same Hochspielkarte; the lower flight's cards
    /// in the same tricks of the higher one; the lower capture's cards a
    /// part of the higher one's; Famille and Court of the same suit).
    pub fn raises(&self, higher: Ann, lower: Ann) -> bool {
        if self.below[higher.id.index()] & lower.id.bit() == 0 {
            return false;
        }
        let (hs, ls) = (higher.spec(), lower.spec());
        if hs.group == Group::Hochspiel && ls.group == Group::Hochspiel {
            return higher.args[0] == lower.args[0];
        }
        if hs.flags & flag::FLIGHT != 0 && ls.flags & flag::FLIGHT != 0 {
            if lower.id == Id::Klausenburger && higher.id == Id::Stella {
                // DIGEST §6 A12: the trick-2 card carries over to Stella's
                // second place; the trick-4 binding gives way to XIX.
                return lower.args[0] == higher.args[1];
            }
            let hb = higher.bindings();
            return lower
                .bindings()
                .iter()
                .all(|(c, t, _)| hb.iter().any(|(hc, ht, _)| hc == c && ht == t));
        }
        if hs.group == Group::Capture && ls.group == Group::Capture {
            let (h, l) = (higher.capture_set(), lower.capture_set());
            return l.is_subset(h) && l != h;
        }
        if hs.args == Args::Suit && ls.args == Args::Suit {
            return higher.args[0] == lower.args[0];
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::ptn::{Item, Term};

    fn ann(s: &str) -> Ann {
        let g = crate::ptn::parse_str(&format!(
            "[Variant \"royal\"]\n[Seats \"a, b, c, d\"]\nauction\n  1: {s}\n"
        ));
        let game = g.into_iter().next().unwrap().unwrap();
        let term = &game.auction.unwrap().entries[0].items[0].term;
        match read(term).unwrap() {
            Said::Ann(a) => a,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn table_is_in_id_order_and_counts_66() {
        for (i, s) in SPECS.iter().enumerate() {
            assert_eq!(s.id as usize, i, "{}", s.name);
            assert_eq!(Id::from_name(s.name), Some(s.id));
            assert_eq!(Id::from_name_slow(s.name), Some(s.id));
        }
        for bad in ["", "pass", "kontra", "ultim", "ultimoo", "Spiel", "royal2"] {
            assert_eq!(Id::from_name(bad), None);
            assert_eq!(Id::from_name_slow(bad), None);
        }
        let per_group = |g: Group| SPECS.iter().filter(|s| s.group == g).count();
        // DIGEST §6 A5: 41 + 25 = 66.
        assert_eq!(per_group(Group::Meldung), 5);
        assert_eq!(per_group(Group::Extra), 7);
        assert_eq!(SPECS.iter().filter(|s| s.group.is_trophy()).count(), 25);
        assert_eq!(
            SPECS
                .iter()
                .filter(|s| s.flags & flag::VALAT_TROPHY != 0)
                .count(),
            12
        );
        assert_eq!(
            SPECS.iter().filter(|s| s.flags & flag::FLIGHT != 0).count(),
            7
        );
    }

    #[test]
    fn raise_lists_name_only_cheaper_items() {
        for s in &SPECS {
            for l in s.raises.iter().chain(s.raises_derived) {
                assert!(
                    l.spec().value < s.value,
                    "{} raises {}",
                    s.name,
                    l.spec().name
                );
            }
        }
    }

    #[test]
    fn reads_arguments() {
        assert_eq!(ann("ultimo(I)").card(0), PAGAT);
        assert_eq!(ann("rot-und-schwarz(H,S)"), ann("rot-und-schwarz(S,H)"));
        assert_eq!(
            ann("rot-und-schwarz(S,H)").to_string(),
            "rot-und-schwarz(S,H)"
        );
        assert_eq!(
            ann("siebenbuerger(I,SK)").to_string(),
            "siebenbuerger(I,SK)"
        );
        assert_eq!(ann("count(S,3)").to_string(), "count(S,3)");
        let bad = |t: Term| read(&t).is_err();
        let item = |n: &str, a: Vec<Term>| Term::Item(Item::new(n, a));
        assert!(bad(item("ultimo", vec![Term::Card(XXI)])));
        assert!(bad(item("dschinn", vec![Term::Suit(Suit::Hearts)])));
        assert!(bad(item(
            "rot-und-schwarz",
            vec![Term::Suit(Suit::Hearts), Term::Suit(Suit::Diamonds)]
        )));
        assert!(bad(item(
            "siebenbuerger",
            vec![Term::Card(PAGAT), Term::Card(PAGAT)]
        )));
        assert!(bad(item("flush", vec![Term::Suit(Suit::Hearts)])));
        assert!(bad(item("vier-koenige", vec![])));
        assert!(bad(item("re", vec![item("spiel", vec![])])));
        assert!(bad(Term::Card(PAGAT)));
        assert!(matches!(
            read(&item("kontra", vec![item("spiel", vec![])])),
            Ok(Said::Kontra(a)) if a.id == Id::Spiel
        ));
    }

    #[test]
    fn raise_relation() {
        let r = Raises::get(true);
        let n = Raises::get(false);
        assert!(r.raises(ann("kasse"), ann("spiel")));
        assert!(r.raises(ann("valat"), ann("spiel")));
        assert!(!r.raises(ann("spiel"), ann("kasse")));
        assert!(r.raises(ann("pre-ultimo(I)"), ann("ultimo(I)")));
        assert!(!r.raises(ann("pre-ultimo(II)"), ann("ultimo(I)")));
        assert!(r.raises(ann("armee"), ann("bande(S)")));
        assert!(!r.raises(ann("armee"), ann("bande(H)")));
        assert!(r.raises(ann("rot-und-schwarz(C,H)"), ann("bande(H)")));
        assert!(!r.raises(ann("rot-und-schwarz(C,H)"), ann("bande(S)")));
        assert!(!r.raises(ann("flotte"), ann("armee")));
        assert!(r.raises(ann("siebenbuerger(I,SK)"), ann("fasan(I)")));
        assert!(r.raises(ann("siebenbuerger(I,SK)"), ann("falke(SK)")));
        assert!(!r.raises(ann("siebenbuerger(SK,I)"), ann("fasan(I)")));
        assert!(!r.raises(ann("falke(I)"), ann("fasan(I)")));
        assert!(r.raises(ann("stella(II,I,III)"), ann("klausenburger(I,IV)")));
        assert!(!r.raises(ann("stella(I,II,III)"), ann("klausenburger(I,IV)")));
        assert!(r.raises(ann("habicht(I,II,III)"), ann("temeschwarer(I,III)")));
        assert!(r.raises(ann("skala"), ann("piccolo")));
        assert!(!n.raises(ann("skala"), ann("piccolo")));
        assert!(r.raises(ann("stella(I,II,III)"), ann("city")));
        assert!(!r.raises(ann("stella(I,II,III)"), ann("piccolo")));
        assert!(r.raises(ann("court(S)"), ann("famille(S)")));
        assert!(!r.raises(ann("court(S)"), ann("famille(H)")));
        assert!(r.raises(ann("court(S)"), ann("couleur")));
        assert!(r.raises(ann("royal"), ann("spiel")));
        assert!(r.raises(ann("sphinx"), ann("amazon")));
        assert!(!r.raises(ann("mariage(S)"), ann("amazon")));
        assert!(r.raises(ann("trull"), ann("honneur")));
    }

    #[test]
    fn bindings_follow_the_table() {
        let b = ann("stella(I,SK,II)").bindings();
        let v: Vec<_> = b.iter().map(|(c, t, _)| (c.to_string(), t)).collect();
        assert_eq!(
            v,
            [
                ("I", 1),
                ("SK", 2),
                ("II", 3),
                ("XIX", 4),
                ("XX", 5),
                ("XXI", 6),
                ("Skus", 7)
            ]
            .map(|(c, t)| (c.to_string(), t))
        );
        assert_eq!(
            ann("pre-ultimo(SK)")
                .bindings()
                .trick_of(Card::parse("SK").unwrap()),
            Some(9)
        );
        let m = ann("mariage(H)").bindings();
        assert!(m.iter().all(|(_, from, must)| from == 9 && must == 0));
        assert_eq!(ann("spiel").bindings().len, 0);
    }

    #[test]
    fn names_are_the_display_form() {
        for t in all_items() {
            if let Ok(Said::Ann(a)) = read(t) {
                assert_eq!(a.name(), a.to_string());
            }
        }
        let mut s = String::new();
        push_int(&mut s, -120);
        push_int(&mut s, 0);
        assert_eq!(s, "-1200");
    }

    #[test]
    fn every_candidate_reads_back() {
        let all = all_items();
        assert!(all.len() > 900);
        for t in all {
            assert!(read(t).is_ok(), "{t}");
        }
    }
}
