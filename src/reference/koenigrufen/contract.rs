//! The contracts of the Königrufen family and what each one means: value,
//! kind, partner, talon, who leads. Which contracts a variant plays, and in
//! which rank order, is the variant's [`Config`](super::Config).

/// How a contract is won and how tarock behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The declaring side needs the variant's card-point threshold.
    Positive,
    /// Piccolo (exactly one trick) and Bettel (no trick): Stichzwang and
    /// Pagat-last.
    Negative,
    /// Farbendreier and Farbensolo: tarock has no trick power on a suit lead.
    Colour,
    /// Trischaken and Fahren: everyone for himself, most points lose.
    Each,
}

/// What the declarer does with the talon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TalonUse {
    /// Takes one half (3 cards) and discards 3.
    Half,
    /// Takes all six cards unseen and discards 6 (Sechserdreier).
    All,
    /// Plays without talon; it goes to the opponents at the end.
    Opponents,
    /// Not used (negative games): it counts for nobody.
    Unused,
    /// Goes to the winner of the last trick (Trischaken, Fahren).
    LastTrick,
}

/// A bird the contract obliges the declarer's side to announce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BirdDuty {
    None,
    /// Besserrufer (A-Rufer): one of I–IIII from the bidder's original
    /// hand, named in his first premium turn.
    AnyFromHand,
    /// Hopfgarten's bird games: the bid announces this bird (0 = Pagat,
    /// 1 = Uhu, 2 = Maus) for the declaring side.
    Fixed(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contract {
    Trischaken,
    Rufer,
    Piccolo,
    Bettel,
    Solorufer,
    Besserrufer,
    Farbendreier,
    Sechserdreier,
    Dreier,
    Farbensolo,
    PiccoloOuvert,
    BettelOuvert,
    Solodreier,
    Fahren,
    PagatRufer,
    UhuRufer,
    MausRufer,
    Auf,
}

impl Contract {
    /// The PTN word (book/src/vocabulary.md).
    pub const fn name(self) -> &'static str {
        match self {
            Contract::Trischaken => "trischaken",
            Contract::Rufer => "rufer",
            Contract::Piccolo => "piccolo",
            Contract::Bettel => "bettel",
            Contract::Solorufer => "solorufer",
            Contract::Besserrufer => "besserrufer",
            Contract::Farbendreier => "farbendreier",
            Contract::Sechserdreier => "sechserdreier",
            Contract::Dreier => "dreier",
            Contract::Farbensolo => "farbensolo",
            Contract::PiccoloOuvert => "piccolo-ouvert",
            Contract::BettelOuvert => "bettel-ouvert",
            Contract::Solodreier => "solodreier",
            Contract::Fahren => "fahren",
            Contract::PagatRufer => "pagat",
            Contract::UhuRufer => "uhu",
            Contract::MausRufer => "maus",
            Contract::Auf => "auf",
        }
    }

    /// The German name, for messages.
    pub const fn german(self) -> &'static str {
        match self {
            Contract::Trischaken => "Trischaken",
            Contract::Rufer => "Rufer",
            Contract::Piccolo => "Piccolo",
            Contract::Bettel => "Bettel",
            Contract::Solorufer => "Solorufer",
            Contract::Besserrufer => "Besserrufer",
            Contract::Farbendreier => "Farbendreier",
            Contract::Sechserdreier => "Sechserdreier",
            Contract::Dreier => "Dreier",
            Contract::Farbensolo => "Farbensolo",
            Contract::PiccoloOuvert => "Piccolo ouvert",
            Contract::BettelOuvert => "Bettel ouvert",
            Contract::Solodreier => "Solodreier",
            Contract::Fahren => "Fahren",
            Contract::PagatRufer => "Pagat",
            Contract::UhuRufer => "Uhu",
            Contract::MausRufer => "Maus",
            Contract::Auf => "Auf",
        }
    }

    /// The game's value (Tarockcup "Spielwertigkeit", Hopfgarten "Wert").
    /// The Besserrufer is "1+": 1 here, its bird is an announced premium.
    /// Hopfgarten's bird games are "2 + 2", "2 + 4", "3 + 6": the game
    /// part here, the bird part is the announced bird.
    pub const fn value(self) -> i64 {
        match self {
            Contract::Trischaken | Contract::Rufer | Contract::Besserrufer => 1,
            Contract::Piccolo | Contract::Bettel | Contract::Solorufer => 2,
            Contract::Farbendreier => 3,
            Contract::Sechserdreier | Contract::Dreier => 4,
            Contract::Farbensolo | Contract::PiccoloOuvert => 6,
            Contract::BettelOuvert => 7,
            Contract::Solodreier => 8,
            Contract::Fahren => 2,
            Contract::PagatRufer | Contract::UhuRufer => 2,
            Contract::MausRufer => 3,
            Contract::Auf => 5,
        }
    }

    pub const fn kind(self) -> Kind {
        match self {
            Contract::Trischaken | Contract::Fahren => Kind::Each,
            Contract::Piccolo
            | Contract::Bettel
            | Contract::PiccoloOuvert
            | Contract::BettelOuvert => Kind::Negative,
            Contract::Farbendreier | Contract::Farbensolo => Kind::Colour,
            _ => Kind::Positive,
        }
    }

    /// Whether the declarer calls a king.
    pub const fn calls_king(self) -> bool {
        matches!(
            self,
            Contract::Rufer
                | Contract::Solorufer
                | Contract::Besserrufer
                | Contract::PagatRufer
                | Contract::UhuRufer
                | Contract::MausRufer
        )
    }

    pub const fn talon(self) -> TalonUse {
        match self {
            Contract::Trischaken | Contract::Fahren => TalonUse::LastTrick,
            Contract::Piccolo
            | Contract::Bettel
            | Contract::PiccoloOuvert
            | Contract::BettelOuvert => TalonUse::Unused,
            Contract::Solorufer | Contract::Farbensolo | Contract::Solodreier => {
                TalonUse::Opponents
            }
            Contract::Sechserdreier => TalonUse::All,
            _ => TalonUse::Half,
        }
    }

    /// Tarockcup's "Solospiele": the games without talon, whose premiums
    /// count double (DIGEST §2.7 point 3, B4).
    pub const fn is_solo(self) -> bool {
        matches!(self.talon(), TalonUse::Opponents)
    }

    /// Games that only Vorhand may choose, and only after everyone else
    /// has passed ("im Nachhinein").
    pub const fn vorhand_final_only(self) -> bool {
        matches!(
            self,
            Contract::Trischaken | Contract::Rufer | Contract::Fahren
        )
    }

    pub const fn bird_duty(self) -> BirdDuty {
        match self {
            Contract::Besserrufer => BirdDuty::AnyFromHand,
            Contract::PagatRufer => BirdDuty::Fixed(0),
            Contract::UhuRufer => BirdDuty::Fixed(1),
            Contract::MausRufer => BirdDuty::Fixed(2),
            _ => BirdDuty::None,
        }
    }

    /// Whether the contract may be given up by `schleifen` when the called
    /// king lies in the talon (games with a call and a talon exchange).
    pub const fn may_schleifen(self) -> bool {
        self.calls_king() && matches!(self.talon(), TalonUse::Half)
    }

    pub const ALL: [Contract; 18] = [
        Contract::Trischaken,
        Contract::Rufer,
        Contract::Piccolo,
        Contract::Bettel,
        Contract::Solorufer,
        Contract::Besserrufer,
        Contract::Farbendreier,
        Contract::Sechserdreier,
        Contract::Dreier,
        Contract::Farbensolo,
        Contract::PiccoloOuvert,
        Contract::BettelOuvert,
        Contract::Solodreier,
        Contract::Fahren,
        Contract::PagatRufer,
        Contract::UhuRufer,
        Contract::MausRufer,
        Contract::Auf,
    ];

    pub fn from_name(name: &str) -> Option<Contract> {
        Contract::ALL.into_iter().find(|c| c.name() == name)
    }
}
