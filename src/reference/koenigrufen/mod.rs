//! Reference engine for the Königrufen family: `tarockcup` (Raiffeisen
//! Tarockcup Austria), `hopfgarten` (Hopfgarten tournament rules, Tyrol) and
//! `sitzenberg` (Sitzenberger house rules).
//!
//! One core plays all three: the 54-card deck, deal checks, auction, king
//! call, talon, premium round, trick play and counting in thirds. What
//! differs between the variants is data: a [`Config`] per variant (which
//! contracts in which rank order, thresholds, premium names and values,
//! kontra and renonce rules, the play constraints that apply).
//!
//! How a transcript of each variant looks, and every reading of unclear
//! rulebook text, is written down in `CONVENTIONS.md` beside this file.

mod announce;
mod auction;
mod call;
mod contract;
mod gap;
mod legal;
mod play;
mod renonce;
mod rules;
mod score;
mod state;
mod talon;
#[cfg(test)]
mod tests;
mod trick;
mod trischaken;

pub use contract::Contract;
use contract::Contract as C;

use crate::cards::{Card, CardSet};
use crate::engine::{Deal, Engine, Kind, Layout, Rule, State, Violation};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use rules::R;

/// The three variants of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Tarockcup,
    Hopfgarten,
    Sitzenberg,
}

impl Variant {
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Tarockcup => "tarockcup",
            Variant::Hopfgarten => "hopfgarten",
            Variant::Sitzenberg => "sitzenberg",
        }
    }
}

/// The premiums of the family. Which ones a variant has, and under which
/// word, is in [`Config::premium_names`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Premium {
    KoenigUltimo = 0,
    Trull = 1,
    Koenige = 2,
    /// The birds I, II, III, IIII: `Pagat as u8 + b` is bird `b`.
    Pagat = 3,
    Uhu = 4,
    Kakadu = 5,
    Quapil = 6,
    Mondfang = 7,
    /// Valat (Hopfgarten: Durch).
    Valat = 8,
    /// Hopfgarten's "10 Tarock", a state premium.
    ZehnTarock = 9,
}

pub const NPREM: usize = 10;

impl Premium {
    pub const ALL: [Premium; NPREM] = [
        Premium::KoenigUltimo,
        Premium::Trull,
        Premium::Koenige,
        Premium::Pagat,
        Premium::Uhu,
        Premium::Kakadu,
        Premium::Quapil,
        Premium::Mondfang,
        Premium::Valat,
        Premium::ZehnTarock,
    ];

    /// The bird index (0 = Pagat … 3 = Quapil) of a bird premium.
    pub const fn bird(self) -> Option<u8> {
        match self {
            Premium::Pagat => Some(0),
            Premium::Uhu => Some(1),
            Premium::Kakadu => Some(2),
            Premium::Quapil => Some(3),
            _ => None,
        }
    }

    pub const fn from_bird(b: u8) -> Premium {
        match b {
            0 => Premium::Pagat,
            1 => Premium::Uhu,
            2 => Premium::Kakadu,
            _ => Premium::Quapil,
        }
    }
}

/// The card of bird `b` (0 = Pagat).
pub(crate) fn bird_card(b: u8) -> Card {
    match b {
        0 => Card::PAGAT,
        1 => Card::UHU,
        2 => Card::KAKADU,
        _ => Card::QUAPIL,
    }
}

/// The trick bird `b` must win: Pagat the 12th, Uhu the 11th, …
pub(crate) const fn bird_trick(b: u8) -> u8 {
    12 - b
}

/// How announced birds (and an announced König Ultimo) bind their cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// Tarockcup: playing one early is no renonce (the announcement is
    /// lost), but when Tarockzwang forces an announced bird out early, the
    /// higher bird goes first.
    HigherFirst,
    /// Sitzenberg: not before its trick unless it is the only legal card.
    NotEarly,
    /// Hopfgarten: in its prescribed trick — not before, and in it when it
    /// may be played.
    Prescribed,
}

/// How a renonce is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenonceRule {
    /// Tarockcup and Sitzenberg: every regular player is credited his own
    /// share as if his side had won the game and every announced premium;
    /// the offender pays the sum (DIGEST §2.7 point 1).
    Credit,
    /// Hopfgarten: the offender pays the game and every announced Zusatz to
    /// each other player, kontras included (DIGEST §6 D11).
    PayEach,
}

/// Which premiums the colour games carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourPremiums {
    /// Tarockcup: Alle Könige and Valat, silent and announced.
    KoenigeAndValat,
    /// Sitzenberg: only an announced Valat.
    AnnouncedValat,
    /// Hopfgarten has no colour games.
    None,
}

/// Everything that differs between the variants of the family.
#[derive(Debug)]
pub struct Config {
    pub variant: Variant,
    /// Thirds the declaring side needs: 107 = 35/2, 106 = 35/1.
    pub threshold: i32,
    /// The contracts in rank order (the index is the rank).
    pub contracts: &'static [Contract],
    /// Vorhand's opening word.
    pub opening: &'static str,
    pub hold: bool,
    /// Sechserdreier also as Vorhand's choice after all others passed.
    pub sechser_final: bool,
    /// Negative games only as a player's first statement.
    pub negative_first_round: bool,
    /// A Rufer game may not be bid with four kings in the hand.
    pub four_kings: bool,
    pub self_call: bool,
    pub throw_in: bool,
    pub kaiserstich: bool,
    /// Stichzwang in Trischaken/Fahren.
    pub stichzwang_each: bool,
    pub negative_declarer_leads: bool,
    pub binding: Binding,
    /// A bird announced by a player who does not hold it is lost
    /// (Tarockcup); otherwise it is judged on the card (mitgefangen =
    /// mitgehangen, kommandiert).
    pub bird_holder_only: bool,
    /// A König Ultimo announced without holding the called king is renonce
    /// (Tarockcup); otherwise it is void.
    pub wrong_ultimo_renonce: bool,
    pub colour_premiums: ColourPremiums,
    pub kontra_counts: bool,
    pub kontra_first: bool,
    pub fertig: bool,
    pub solo_double: bool,
    pub sechser_lost_double: bool,
    pub koenigfang: bool,
    /// A silent König Ultimo's loss is not scored (Tarockcup §2.7 point 5).
    pub rufer_needs_zusatz: bool,
    pub renonce: RenonceRule,
    /// The word of each premium in this variant (None: not played).
    pub premium_names: [Option<&'static str>; NPREM],
    /// (silent, announced) value of each premium; Valat's are multiples of
    /// the game value.
    pub values: [(i64, i64); NPREM],
}

const TC_CONTRACTS: &[Contract] = &[
    C::Trischaken,
    C::Rufer,
    C::Piccolo,
    C::Bettel,
    C::Solorufer,
    C::Besserrufer,
    C::Farbendreier,
    C::Sechserdreier,
    C::Dreier,
    C::Farbensolo,
    C::PiccoloOuvert,
    C::BettelOuvert,
    C::Solodreier,
];

/// Sitzenberg: the Tarockcup list without Trischaken (DIGEST §6 E1, E5).
const SB_CONTRACTS: &[Contract] = &[
    C::Rufer,
    C::Piccolo,
    C::Bettel,
    C::Solorufer,
    C::Besserrufer,
    C::Farbendreier,
    C::Sechserdreier,
    C::Dreier,
    C::Farbensolo,
    C::PiccoloOuvert,
    C::BettelOuvert,
    C::Solodreier,
];

const HG_CONTRACTS: &[Contract] = &[
    C::Rufer,
    C::Fahren,
    C::PagatRufer,
    C::UhuRufer,
    C::MausRufer,
    C::Auf,
];

pub static TAROCKCUP: Config = Config {
    variant: Variant::Tarockcup,
    threshold: 107,
    contracts: TC_CONTRACTS,
    opening: "vorhand",
    hold: true,
    sechser_final: false,
    negative_first_round: false,
    four_kings: true,
    self_call: false,
    throw_in: false,
    kaiserstich: false,
    stichzwang_each: true,
    negative_declarer_leads: true,
    binding: Binding::HigherFirst,
    bird_holder_only: true,
    wrong_ultimo_renonce: true,
    colour_premiums: ColourPremiums::KoenigeAndValat,
    kontra_counts: false,
    kontra_first: false,
    fertig: false,
    solo_double: true,
    sechser_lost_double: true,
    koenigfang: false,
    rufer_needs_zusatz: false,
    renonce: RenonceRule::Credit,
    premium_names: [
        Some("koenig-ultimo"),
        Some("trull"),
        Some("vier-koenige"),
        Some("pagat"),
        Some("uhu"),
        Some("kakadu"),
        Some("quapil"),
        None,
        Some("valat"),
        None,
    ],
    values: [
        (1, 2),
        (1, 2),
        (1, 2),
        (1, 2),
        (2, 4),
        (3, 6),
        (4, 8),
        (0, 0),
        (4, 8),
        (0, 0),
    ],
};

pub static SITZENBERG: Config = Config {
    variant: Variant::Sitzenberg,
    threshold: 107,
    contracts: SB_CONTRACTS,
    opening: "vorhand",
    hold: true,
    sechser_final: true,
    negative_first_round: true,
    four_kings: true,
    self_call: false,
    throw_in: false,
    kaiserstich: true,
    stichzwang_each: true,
    negative_declarer_leads: false,
    binding: Binding::NotEarly,
    bird_holder_only: false,
    wrong_ultimo_renonce: false,
    colour_premiums: ColourPremiums::AnnouncedValat,
    kontra_counts: true,
    kontra_first: false,
    fertig: false,
    solo_double: true,
    sechser_lost_double: true,
    koenigfang: false,
    rufer_needs_zusatz: false,
    renonce: RenonceRule::Credit,
    premium_names: [
        Some("koenig-ultimo"),
        Some("trull"),
        Some("vier-koenige"),
        Some("pagat"),
        Some("uhu"),
        Some("kakadu"),
        Some("quapil"),
        Some("mondfang"),
        Some("valat"),
        None,
    ],
    values: [
        (1, 2),
        (1, 2),
        (1, 2),
        (1, 2),
        (2, 4),
        (3, 6),
        (4, 8),
        (1, 2),
        (4, 8),
        (0, 0),
    ],
};

pub static HOPFGARTEN: Config = Config {
    variant: Variant::Hopfgarten,
    threshold: 106,
    contracts: HG_CONTRACTS,
    opening: "erster",
    hold: false,
    sechser_final: false,
    negative_first_round: false,
    four_kings: false,
    self_call: true,
    throw_in: true,
    kaiserstich: false,
    stichzwang_each: false,
    negative_declarer_leads: false,
    binding: Binding::Prescribed,
    bird_holder_only: false,
    wrong_ultimo_renonce: false,
    colour_premiums: ColourPremiums::None,
    kontra_counts: true,
    kontra_first: true,
    fertig: true,
    solo_double: false,
    sechser_lost_double: false,
    koenigfang: true,
    rufer_needs_zusatz: true,
    renonce: RenonceRule::PayEach,
    premium_names: [
        Some("koenig-ultimo"),
        Some("trull"),
        Some("koenige"),
        Some("pagat"),
        Some("uhu"),
        Some("maus"),
        None,
        Some("mondfang"),
        Some("durch"),
        Some("zehn-tarock"),
    ],
    values: [
        (2, 3),
        (1, 2),
        (1, 2),
        (1, 2),
        (2, 4),
        (3, 6),
        (0, 0),
        (10, 20),
        (2, 4),
        (0, 1),
    ],
};

impl Config {
    pub fn get(v: Variant) -> &'static Config {
        match v {
            Variant::Tarockcup => &TAROCKCUP,
            Variant::Hopfgarten => &HOPFGARTEN,
            Variant::Sitzenberg => &SITZENBERG,
        }
    }

    pub fn rank(&self, c: Contract) -> Option<usize> {
        self.contracts.iter().position(|&x| x == c)
    }

    pub fn contract(&self, name: &str) -> Option<Contract> {
        Contract::from_name(name).filter(|c| self.rank(*c).is_some())
    }

    pub fn premium(&self, name: &str) -> Option<Premium> {
        Premium::ALL
            .into_iter()
            .find(|p| self.premium_names[*p as usize] == Some(name))
    }

    pub fn premium_name(&self, p: Premium) -> &'static str {
        self.premium_names[p as usize].unwrap_or("?")
    }

    pub fn rule(&self, r: R) -> Rule {
        r.rule(self.variant)
    }
}

/// The engine of one variant of the family.
pub struct KoenigrufenEngine {
    cfg: &'static Config,
}

/// The engine for `variant`, if this family plays it.
pub fn engine(variant: &str) -> Option<Box<dyn Engine>> {
    let v = match variant {
        "tarockcup" => Variant::Tarockcup,
        "hopfgarten" => Variant::Hopfgarten,
        "sitzenberg" => Variant::Sitzenberg,
        _ => return None,
    };
    Some(Box::new(KoenigrufenEngine {
        cfg: Config::get(v),
    }))
}

impl Engine for KoenigrufenEngine {
    fn variant(&self) -> &str {
        self.cfg.variant.id()
    }

    fn deck(&self) -> CardSet {
        CardSet::PACK_54
    }

    fn layout(&self) -> Layout {
        Layout {
            hand: 12,
            talon: vec![3, 3],
        }
    }

    fn rules(&self) -> Vec<Rule> {
        R::all(self.cfg.variant)
    }

    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        let misdeal = check_deal(self.cfg, deal)?;
        let mut st = state::KrState::new(self.cfg, deal);
        st.misdeal = misdeal;
        Ok(Box::new(st))
    }

    fn deal(&self, rng: &mut Rng) -> Deal {
        let mut cards: Vec<Card> = CardSet::PACK_54.iter().collect();
        rng.shuffle(&mut cards);
        let set = |s: &[Card]| s.iter().copied().collect::<CardSet>();
        // Six to each player, the talon in the middle, six more each
        // (Tarockcup: "Der Talon wird in der Mitte gegeben"); the order of
        // a shuffled pack does not matter for the result.
        Deal {
            hands: BySeat::from_fn(|s| set(&cards[s.index() * 12..s.index() * 12 + 12])),
            talon: vec![set(&cards[48..51]), set(&cards[51..54])],
            reconstructed: false,
        }
    }
}

/// The deal checks: 12 cards to each player, a talon of two halves of
/// three, every card of the 54-card pack exactly once. A reconstructed deal
/// only has to hold no card twice (its hands are the cards played).
///
/// `Ok(true)` is a Sitzenberg misdeal: every card of the pack is there
/// once, but a hand or a talon half has the wrong number of cards. "Wird
/// Vergeben (also ein Fehler beim Ausgeben) als Fehler vor der Lizitation
/// erkannt, so wird straffrei wiederholt. Stellt sich der Fehler erst
/// später heraus, dann hat der Geber Renonce begangen" (Sitzenberg,
/// Renonce): the game starts, and the dealer's renonce is found when the
/// contract is complete (`KrState::misdeal`, CONVENTIONS §1). A record
/// whose cards are not the pack once (a card twice, missing or foreign) is
/// not a real deal: only `impossible-card`, no dealer's renonce.
///
/// Tarockcup and Hopfgarten keep their rule: every hand with the wrong
/// number of cards is a renonce of its player, and the game cannot start.
fn check_deal(cfg: &Config, deal: &Deal) -> Result<bool, Vec<Violation>> {
    let mut out = Vec::new();
    let rule = || cfg.rule(R::DealCards);
    let mut seen = CardSet::EMPTY;
    let mut twice = CardSet::EMPTY;
    let parts = deal.hands.0.iter().chain(deal.talon.iter());
    for p in parts {
        twice |= seen & *p;
        seen |= *p;
    }
    if !twice.is_empty() {
        out.push(Violation {
            kind: Kind::ImpossibleCard,
            rule: rule(),
            seat: None,
            message: format!("misdeal: {} dealt twice", twice.display_sorted()),
            then: crate::engine::Then::Stop,
        });
    }
    if !(seen - CardSet::PACK_54).is_empty() {
        out.push(Violation {
            kind: Kind::ImpossibleCard,
            rule: rule(),
            seat: None,
            message: format!("misdeal: {} not in the pack", (seen - CardSet::PACK_54)),
            then: crate::engine::Then::Stop,
        });
    }
    if deal.reconstructed {
        return if out.is_empty() { Ok(false) } else { Err(out) };
    }
    let halves: Vec<usize> = deal.talon.iter().map(|h| h.len()).collect();
    let sizes_wrong = deal.hands.iter().any(|(_, h)| h.len() != 12) || halves != [3, 3];
    let missing = CardSet::PACK_54 - seen;
    if cfg.variant == Variant::Sitzenberg {
        if !missing.is_empty() {
            out.push(Violation {
                kind: Kind::ImpossibleCard,
                rule: rule(),
                seat: None,
                message: format!("misdeal: {missing} not dealt"),
                then: crate::engine::Then::Stop,
            });
        }
        return if !out.is_empty() {
            Err(out)
        } else {
            Ok(sizes_wrong)
        };
    }
    // Tarockcup: every player with the wrong number of cards commits
    // renonce ("für alle Spieler mit falscher Kartenanzahl"); Hopfgarten,
    // whose rules have no misdeal rule, the same.
    for (seat, hand) in deal.hands.iter() {
        if hand.len() != 12 {
            out.push(Violation {
                kind: Kind::Renonce,
                rule: rule(),
                seat: Some(seat),
                message: format!(
                    "misdeal: seat {seat} was dealt {} cards, not 12",
                    hand.len()
                ),
                then: crate::engine::Then::Stop,
            });
        }
    }
    if halves != [3, 3] {
        out.push(Violation {
            kind: Kind::Renonce,
            rule: rule(),
            seat: Some(Seat::from_index(3)),
            message: format!("misdeal: the talon must be two halves of 3 cards, was {halves:?}"),
            then: crate::engine::Then::Stop,
        });
    }
    if !missing.is_empty() && out.is_empty() {
        out.push(Violation {
            kind: Kind::ImpossibleCard,
            rule: rule(),
            seat: None,
            message: format!("misdeal: {missing} not dealt"),
            then: crate::engine::Then::Stop,
        });
    }
    if out.is_empty() { Ok(false) } else { Err(out) }
}
