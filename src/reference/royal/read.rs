//! Reading a turn item against the table: an announcement with its
//! arguments (`Ann`), its bindings and spellings, kontras and passes, and
//! every item that can be said.

use super::table::Cond::{Home, HomeNamedSuits};
use super::table::{Args, Bind, DECK, Group, HOCH, Id, Spec};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::ptn::push_int;
use crate::ptn::{Item, Term};
use std::fmt;

/// An announcement with its arguments: the identity of a standing
/// Schlemm or Meldung. Arguments are stored as small numbers: a card's
/// index, a suit's index, or an integer (clamped to `0..=255`). Rot und
/// Schwarz is kept black suit first, so both spellings compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ann {
    pub id: Id,
    pub args: [u8; 3],
}

impl Ann {
    pub fn spec(self) -> &'static Spec {
        self.id.spec()
    }

    /// The I-th argument as a card (for Hochspielkarten).
    pub fn card(self, i: usize) -> Card {
        Card::from_index(self.args[i.min(2)] as usize).unwrap_or(Card::PAGAT)
    }

    /// The I-th argument as a suit.
    pub fn suit(self, i: usize) -> Suit {
        Suit::from_index(self.args[i.min(2)] as usize).unwrap_or(Suit::Spades)
    }

    /// The named cards, in order (Hochspielkarten).
    pub fn named_cards(self) -> &'static [u8] {
        match self.spec().args {
            Args::H1 => &[0],
            Args::H2 => &[0, 1],
            Args::H3 => &[0, 1, 2],
            _ => &[],
        }
    }

    /// The cards this item binds, each with the first trick it may be
    /// played in and the trick it must be played in (0: none).
    pub fn bindings(self) -> Bindings {
        let mut b = Bindings::default();
        match self.spec().bind {
            Bind::None => {}
            Bind::Fixed(list) => {
                for &(c, t) in list {
                    b.push(c, t, t);
                }
            }
            Bind::Named(tricks, fixed) => {
                for (i, &t) in tricks.iter().enumerate() {
                    b.push(self.card(i), t, t);
                }
                for &(c, t) in fixed {
                    b.push(c, t, t);
                }
            }
            Bind::Mariage => {
                let s = self.suit(0);
                b.push(Card::suit_card(s, Rank::King), 9, 0);
                b.push(Card::suit_card(s, Rank::Queen), 9, 0);
            }
        }
        b
    }

    /// The cards this item binds.
    pub fn bound_cards(self) -> CardSet {
        self.bindings().cards()
    }

    /// The suit cards a capture Schlemm must bring home (empty otherwise).
    pub fn capture_set(self) -> CardSet {
        if self.spec().group != Group::Capture {
            return CardSet::EMPTY;
        }
        for c in self.spec().win {
            match *c {
                Home(s) => return s,
                HomeNamedSuits => return self.named_suits(),
                _ => {}
            }
        }
        CardSet::EMPTY
    }

    /// The named suits as one set of the pack's cards (Bande, Rot und Schwarz).
    pub fn named_suits(self) -> CardSet {
        match self.spec().args {
            Args::Suit | Args::BlackSuit => DECK & CardSet::suit(self.suit(0)),
            Args::RedBlack => DECK & (CardSet::suit(self.suit(0)) | CardSet::suit(self.suit(1))),
            _ => CardSet::EMPTY,
        }
    }

    pub fn is_trophy(self) -> bool {
        self.spec().group.is_trophy()
    }

    pub fn is_meldung(self) -> bool {
        self.spec().group == Group::Meldung
    }

    pub fn has(self, f: u8) -> bool {
        self.spec().flags & f != 0
    }

    /// The item as a PTN term (canonical spelling).
    pub fn term(self) -> Term {
        Term::Item(Item::new(self.spec().name, self.arg_terms()))
    }

    fn arg_terms(self) -> Vec<Term> {
        match self.spec().args {
            Args::None => vec![],
            Args::SuitCount => vec![Term::Suit(self.suit(0)), Term::Int(self.args[1] as i64)],
            Args::Count => vec![Term::Int(self.args[0] as i64)],
            Args::H1 => vec![Term::Card(self.card(0))],
            Args::H2 => vec![Term::Card(self.card(0)), Term::Card(self.card(1))],
            Args::H3 => vec![
                Term::Card(self.card(0)),
                Term::Card(self.card(1)),
                Term::Card(self.card(2)),
            ],
            Args::Suit | Args::BlackSuit => vec![Term::Suit(self.suit(0))],
            Args::RedBlack => vec![Term::Suit(self.suit(0)), Term::Suit(self.suit(1))],
        }
    }

    /// Every spelling `parse` accepts for this item (Rot und Schwarz in
    /// either order).
    pub fn spellings(self) -> Vec<Term> {
        let mut v = vec![self.term()];
        if self.spec().args == Args::RedBlack {
            v.push(Term::Item(Item::new(
                self.spec().name,
                vec![Term::Suit(self.suit(1)), Term::Suit(self.suit(0))],
            )));
        }
        v
    }
}

impl Ann {
    /// The canonical item text (`ultimo(I)`, `rot-und-schwarz(S,H)`), as
    /// [`fmt::Display`] writes it, built without the formatting machinery.
    pub fn name(self) -> String {
        let mut out = String::with_capacity(24);
        out.push_str(self.spec().name);
        let n = match self.spec().args {
            Args::None => return out,
            Args::SuitCount | Args::H2 | Args::RedBlack => 2,
            Args::H3 => 3,
            _ => 1,
        };
        out.push('(');
        for i in 0..n {
            if i > 0 {
                out.push(',');
            }
            match (self.spec().args, i) {
                (Args::SuitCount, 1) | (Args::Count, _) => push_int(&mut out, self.args[i] as i64),
                (Args::H1 | Args::H2 | Args::H3, _) => self.card(i).token().push_onto(&mut out),
                _ => out.push(self.suit(i).letter()),
            }
        }
        out.push(')');
        out
    }
}

impl fmt::Display for Ann {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.spec().name)?;
        match self.spec().args {
            Args::None => Ok(()),
            Args::SuitCount => write!(f, "({},{})", self.suit(0), self.args[1]),
            Args::Count => write!(f, "({})", self.args[0]),
            Args::H1 => write!(f, "({})", self.card(0)),
            Args::H2 => write!(f, "({},{})", self.card(0), self.card(1)),
            Args::H3 => write!(f, "({},{},{})", self.card(0), self.card(1), self.card(2)),
            Args::Suit | Args::BlackSuit => write!(f, "({})", self.suit(0)),
            Args::RedBlack => write!(f, "({},{})", self.suit(0), self.suit(1)),
        }
    }
}

/// Up to seven (card, first trick, must trick) bindings of one item.
#[derive(Clone, Copy, Debug)]
pub struct Bindings {
    pub len: u8,
    pub e: [(Card, u8, u8); 7],
}

impl Default for Bindings {
    fn default() -> Bindings {
        Bindings {
            len: 0,
            e: [(Card::PAGAT, 0, 0); 7],
        }
    }
}

impl Bindings {
    fn push(&mut self, c: Card, from: u8, must: u8) {
        if (self.len as usize) < self.e.len() {
            self.e[self.len as usize] = (c, from, must);
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Card, u8, u8)> + '_ {
        self.e[..self.len as usize].iter().copied()
    }

    pub fn cards(&self) -> CardSet {
        self.iter().map(|(c, _, _)| c).collect()
    }

    /// The trick `card` is bound to, if it is bound.
    pub fn trick_of(&self, card: Card) -> Option<u8> {
        self.iter().find(|&(c, _, _)| c == card).map(|(_, f, _)| f)
    }
}

/// What a turn item is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    Pass,
    Weiter,
    Ann(Ann),
    Kontra(Ann),
}

/// Why an item could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Not an identifier of Royal's list (the reason in words).
    Unknown(String),
    /// Rekontra and higher.
    Rekontra(String),
    /// Known item, wrong arguments (the reason in words).
    Args(String),
}

/// Reads a turn item.
pub fn read(term: &Term) -> Result<Said, Unreadable> {
    let item = match term {
        Term::Item(i) => i,
        other => {
            return Err(Unreadable::Unknown(format!(
                "`{other}` is not an item (a turn lists items such as `spiel`, `ultimo(I)`, `pass`)"
            )));
        }
    };
    match item.name.as_str() {
        "pass" | "weiter" => {
            if !item.args.is_empty() {
                return Err(Unreadable::Args(format!(
                    "`{}` takes no arguments",
                    item.name
                )));
            }
            return Ok(if item.name == "pass" {
                Said::Pass
            } else {
                Said::Weiter
            });
        }
        "kontra" => {
            let [inner] = item.args.as_slice() else {
                return Err(Unreadable::Args(
                    "`kontra` names one announced Schlemm: `kontra(ITEM)`".into(),
                ));
            };
            return match read(inner) {
                Ok(Said::Ann(a)) => Ok(Said::Kontra(a)),
                Ok(_) => Err(Unreadable::Args(format!(
                    "`kontra({inner})` does not name an announcement"
                ))),
                Err(Unreadable::Unknown(m) | Unreadable::Args(m) | Unreadable::Rekontra(m)) => {
                    Err(Unreadable::Args(format!("in `kontra`: {m}")))
                }
            };
        }
        "re" | "rekontra" | "sub" | "subkontra" | "mordkontra" => {
            return Err(Unreadable::Rekontra(format!(
                "`{}`: Royal knows one kontra only, no Rekontra",
                item.name
            )));
        }
        "obscur" | "lauer" | "vier-koenige" | "mondfang-still" => {
            return Err(Unreadable::Unknown(format!(
                "`{}` is a silent premium: it is scored without announcement and cannot be announced",
                item.name
            )));
        }
        _ => {}
    }
    let Some(id) = Id::from_name(&item.name) else {
        return Err(Unreadable::Unknown(format!(
            "`{}` is not an announcement of Royal Tarokk",
            item.name
        )));
    };
    let spec = id.spec();
    let a = &item.args;
    let bad = |what: &str| Err(Unreadable::Args(format!("`{}` takes {what}", spec.name)));
    let hoch = |t: &Term| match t {
        Term::Card(c) if HOCH.contains(*c) => Some(c.index() as u8),
        _ => None,
    };
    let mut args = [0u8; 3];
    match spec.args {
        Args::None => {
            if !a.is_empty() {
                return bad("no arguments (nothing may be named)");
            }
        }
        Args::SuitCount => match a.as_slice() {
            [Term::Suit(s), Term::Int(n)] => {
                args[0] = s.index() as u8;
                args[1] = (*n).clamp(0, 255) as u8;
            }
            _ => return bad("a suit and a number: `count(S,3)`"),
        },
        Args::Count => match a.as_slice() {
            [Term::Int(n)] => args[0] = (*n).clamp(0, 255) as u8,
            _ => return bad("a number: `tarocks(8)`"),
        },
        Args::H1 | Args::H2 | Args::H3 => {
            let n = match spec.args {
                Args::H1 => 1,
                Args::H2 => 2,
                _ => 3,
            };
            let what = match n {
                1 => "one Hochspielkarte (I, II, III, IV, SK, CK, HK, DK)",
                2 => "two different Hochspielkarten in trick order",
                _ => "three different Hochspielkarten in trick order",
            };
            if a.len() != n {
                return bad(what);
            }
            for (i, t) in a.iter().enumerate() {
                match hoch(t) {
                    Some(c) if !args[..i].contains(&c) => args[i] = c,
                    _ => return bad(what),
                }
            }
        }
        Args::Suit => match a.as_slice() {
            [Term::Suit(s)] => args[0] = s.index() as u8,
            _ => return bad("a suit: S, C, H or D"),
        },
        Args::BlackSuit => match a.as_slice() {
            [Term::Suit(s)] if !s.is_red() => args[0] = s.index() as u8,
            _ => return bad("a black suit: S or C"),
        },
        Args::RedBlack => match a.as_slice() {
            [Term::Suit(x), Term::Suit(y)] if x.is_red() != y.is_red() => {
                let (black, red) = if x.is_red() { (y, x) } else { (x, y) };
                args[0] = black.index() as u8;
                args[1] = red.index() as u8;
            }
            _ => return bad("one black and one red suit: `rot-und-schwarz(S,H)`"),
        },
    }
    Ok(Said::Ann(Ann { id, args }))
}

/// Every item that can be said, in every spelling `read` accepts, except
/// kontras (which depend on what was announced): the candidates the
/// engine filters to list the legal items.
pub fn all_items() -> &'static [Term] {
    static ALL: std::sync::LazyLock<Vec<Term>> = std::sync::LazyLock::new(|| {
        let mut v = Vec::new();
        let hoch: Vec<u8> = HOCH.iter().map(|c| c.index() as u8).collect();
        for id in Id::ALL {
            let mut push = |args: [u8; 3]| {
                for t in (Ann { id, args }).spellings() {
                    v.push(t);
                }
            };
            match id.spec().args {
                Args::None => push([0; 3]),
                Args::SuitCount => {
                    for s in 0..4 {
                        for n in 0..=5 {
                            push([s, n, 0]);
                        }
                    }
                }
                Args::Count => {
                    for n in 0..=10 {
                        push([n, 0, 0]);
                    }
                }
                Args::H1 => hoch.iter().for_each(|&a| push([a, 0, 0])),
                Args::H2 => {
                    for &a in &hoch {
                        for &b in &hoch {
                            if a != b {
                                push([a, b, 0]);
                            }
                        }
                    }
                }
                Args::H3 => {
                    for &a in &hoch {
                        for &b in &hoch {
                            for &c in &hoch {
                                if a != b && b != c && a != c {
                                    push([a, b, c]);
                                }
                            }
                        }
                    }
                }
                Args::Suit => (0..4).for_each(|s| push([s, 0, 0])),
                Args::BlackSuit => (0..2).for_each(|s| push([s, 0, 0])),
                Args::RedBlack => {
                    for b in 0..2 {
                        for r in 2..4 {
                            push([b, r, 0]);
                        }
                    }
                }
            }
        }
        v
    });
    &ALL
}

/// The announcements among [`all_items`], each with what it reads as, in
/// the same order: the engine tries them at every turn of the
/// announcement phase, and reading them once saves reading them there.
pub fn all_announcements() -> &'static [(Term, Ann)] {
    static ALL: std::sync::LazyLock<Vec<(Term, Ann)>> = std::sync::LazyLock::new(|| {
        all_items()
            .iter()
            .filter_map(|t| match read(t) {
                Ok(Said::Ann(a)) => Some((t.clone(), a)),
                _ => None,
            })
            .collect()
    });
    &ALL
}
