//! The premium round: announcements, kontra, re and sub, the end of a turn.

use super::contract::{BirdDuty, Kind as CKind};
use super::rules::R;
use super::state::{Ann, KrState, RenonceKind, dist, kontra_why, name_of};
use super::{Contract, Premium, bird_card};
use crate::cards::{Card, CardSet};
use crate::engine::{Kind, Phase, Then, Violation};
use crate::ptn::Term;
use crate::seat::Seat;

impl KrState {
    /// The words of the premium round (what `legal` tries there).
    pub(super) fn announce_terms(&self) -> Vec<Term> {
        let word = |w: &str| Term::Item(crate::ptn::Item::new(w, Vec::new()));
        let mut terms = vec![word("pass"), word("fertig"), word("schleifen")];
        let mut targets = vec!["spiel"];
        for p in super::Premium::ALL {
            if let Some(n) = self.cfg.premium_names[p as usize] {
                terms.push(word(n));
                targets.push(n);
            }
        }
        for t in targets {
            for l in ["kontra", "re", "sub"] {
                terms.push(Term::Item(crate::ptn::Item::new(l, vec![word(t)])));
            }
        }
        terms
    }

    fn schleifen_ok(&self, seat: Seat) -> Result<(), Violation> {
        let c = self.contract.unwrap_or(Contract::Rufer);
        let ill = |msg: String| {
            Err(self.viol(
                Kind::IllegalAnnouncement,
                R::Schleifen,
                seat,
                Then::Skipped,
                msg,
            ))
        };
        if Some(seat) != self.declarer {
            return ill(format!(
                "seat {seat} said `schleifen`; only the declarer may give up the game"
            ));
        }
        if !c.may_schleifen() {
            return ill(format!(
                "seat {seat} said `schleifen` in a {}; only a Rufer game with the called king in the talon may be given up",
                c.german()
            ));
        }
        if !self.king_in_talon() {
            return ill(format!(
                "seat {seat} said `schleifen`, but the called king is not in the talon"
            ));
        }
        if self.phase == Phase::Announce && self.ann_turn > 0 {
            return ill(format!(
                "seat {seat} said `schleifen` after the premium round began; the game is given up at once"
            ));
        }
        if self.phase == Phase::Talon && self.took.is_some() {
            return ill(format!(
                "seat {seat} said `schleifen` after taking from the talon; the game is given up at once"
            ));
        }
        Ok(())
    }

    pub(super) fn say_announce(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        let cfg = self.cfg;
        if name_of(term) == Some("schleifen") {
            self.schleifen_ok(seat)?;
            if self.phase == Phase::Talon {
                self.after_talon();
            }
            if self.to_act != seat || self.turn_pass || self.turn_fertig || self.turn_schleifen {
                return Err(self.viol(
                    Kind::IllegalAnnouncement,
                    R::Schleifen,
                    seat,
                    Then::Skipped,
                    format!("seat {seat} said `schleifen` out of place"),
                ));
            }
            self.turn_schleifen = true;
            self.turn_items += 1;
            return Ok(());
        }
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} spoke in the premium round, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_pass || self.turn_fertig || self.turn_schleifen {
            let last = if self.turn_pass {
                "pass"
            } else if self.turn_fertig {
                "fertig"
            } else {
                "schleifen"
            };
            return Err(self.viol(
                Kind::IllegalAnnouncement,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!("seat {seat} said `{term}` after `{last}`, which ends the turn"),
            ));
        }
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalAnnouncement, r, seat, Then::Skipped, msg))
        };
        let first_turn = self.ann_turn < 4;
        match term {
            Term::Item(it) if it.args.is_empty() => {
                let w = it.name.as_str();
                if w == "pass" {
                    if self.turn_items > 0 {
                        return ill(
                            self,
                            R::AnnounceTurn,
                            format!(
                                "seat {seat} said `pass` after saying something; `pass` stands alone"
                            ),
                        );
                    }
                    self.turn_pass = true;
                    self.turn_items = 1;
                    if Some(seat) == self.declarer && self.obliged_bird() {
                        self.mark_renonce(seat, RenonceKind::Breach);
                        return Err(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} passed without announcing the Besserrufer's bird: renonce")));
                    }
                    return Ok(());
                }
                if w == "fertig" && cfg.fertig {
                    if self.turn_items == 0 {
                        return ill(
                            self,
                            R::Fertig,
                            format!(
                                "seat {seat} said `fertig` without announcing anything; a turn without announcement is `pass`"
                            ),
                        );
                    }
                    self.turn_fertig = true;
                    self.turn_items += 1;
                    return Ok(());
                }
                let Some(p) = cfg.premium(w) else {
                    return ill(
                        self,
                        R::AnnounceWhich,
                        format!(
                            "seat {seat} said `{w}`, which is not a premium of {}",
                            cfg.variant.id()
                        ),
                    );
                };
                self.announce(seat, p, first_turn)
            }
            Term::Item(it)
                if it.args.len() == 1 && matches!(it.name.as_str(), "kontra" | "re" | "sub") =>
            {
                let level = match it.name.as_str() {
                    "kontra" => 1,
                    "re" => 2,
                    _ => 3,
                };
                let Some(target) = name_of(&it.args[0]) else {
                    return ill(
                        self,
                        R::Kontra,
                        format!(
                            "seat {seat} said `{term}`: a kontra names `spiel` or an announced premium"
                        ),
                    );
                };
                self.kontra(seat, level, target, term)
            }
            _ => ill(
                self,
                R::AnnounceWhich,
                format!("seat {seat} said `{term}`, which is not a word of the premium round"),
            ),
        }
    }

    fn premium_available(&self, p: Premium) -> bool {
        let Some(c) = self.contract else { return false };
        match c.kind() {
            CKind::Negative | CKind::Each => false,
            CKind::Colour => match self.cfg.colour_premiums {
                super::ColourPremiums::KoenigeAndValat => {
                    matches!(p, Premium::Koenige | Premium::Valat)
                }
                super::ColourPremiums::AnnouncedValat => p == Premium::Valat,
                super::ColourPremiums::None => false,
            },
            CKind::Positive => match p {
                Premium::KoenigUltimo => c.calls_king() && self.called.is_some(),
                _ => true,
            },
        }
    }

    pub(super) fn announce(
        &mut self,
        seat: Seat,
        p: Premium,
        first_turn: bool,
    ) -> Result<(), Violation> {
        let cfg = self.cfg;
        let name = cfg.premium_name(p);
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalAnnouncement, r, seat, Then::Skipped, msg))
        };
        if !first_turn {
            return ill(
                self,
                R::AnnounceOnce,
                format!(
                    "seat {seat} announced {name} in a later turn; premiums are announced in the first turn only"
                ),
            );
        }
        if !self.premium_available(p) {
            let g = self.contract.map(|c| c.german()).unwrap_or("game");
            return ill(
                self,
                R::AnnounceWhich,
                format!("seat {seat} announced {name}, which a {g} does not carry"),
            );
        }
        if p == Premium::ZehnTarock {
            if self.zehn[seat] {
                return ill(
                    self,
                    R::AnnounceOnce,
                    format!("seat {seat} announced 10 Tarock twice"),
                );
            }
            let n = (self.hand(seat) & CardSet::TAROCKS).len();
            if n < 10 {
                return ill(
                    self,
                    R::ZehnTarock,
                    format!("seat {seat} announced 10 Tarock holding {n} tarocks"),
                );
            }
            self.zehn[seat] = true;
            self.turn_items += 1;
            return Ok(());
        }
        if let Some(prev) = self.anns[p as usize].by {
            return ill(
                self,
                R::AnnounceOnce,
                format!("seat {seat} announced {name}, already announced by seat {prev}"),
            );
        }
        let hand = self.hand(seat);
        let mut held = true;
        let mut viol = None;
        if p == Premium::KoenigUltimo {
            let k = self.called.unwrap_or(Card::PAGAT);
            held = hand.contains(k);
            if !held {
                let msg = format!(
                    "seat {seat} announced König Ultimo without holding the called {}",
                    k.described()
                );
                if cfg.wrong_ultimo_renonce {
                    self.mark_renonce(seat, RenonceKind::Breach);
                    viol = Some(self.viol(
                        Kind::IllegalAnnouncement,
                        R::WrongUltimo,
                        seat,
                        Then::Applied,
                        msg,
                    ));
                } else {
                    return ill(self, R::WrongUltimo, msg);
                }
            }
        }
        if let Some(b) = p.bird() {
            let card = bird_card(b);
            held = hand.contains(card);
            let besser = self.contract.map(|c| c.bird_duty()) == Some(BirdDuty::AnyFromHand)
                && Some(seat) == self.declarer;
            if besser {
                let original = if self.reconstructed {
                    hand
                } else {
                    self.dealt[seat]
                };
                if !(held && original.contains(card)) {
                    let why = if held {
                        "he took it from the talon"
                    } else {
                        "he does not hold it"
                    };
                    self.mark_renonce(seat, RenonceKind::Breach);
                    viol = Some(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} announced {} as the Besserrufer's bird, but {why}: renonce", card.described())));
                }
                // Right or wrong, the Besserrufer has announced his bird:
                // "den falschen Ansager … ansagen" is the one renonce, and
                // the turn is not also one "without the bird" (reading 19).
                self.turn_bird = true;
            }
        }
        self.anns[p as usize] = Ann {
            by: Some(seat),
            level: 0,
            turn: self.ann_turn,
            seat: Some(seat),
            held,
        };
        self.turn_items += 1;
        match viol {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }

    pub(super) fn kontra(
        &mut self,
        seat: Seat,
        level: u8,
        target: &str,
        term: &Term,
    ) -> Result<(), Violation> {
        let cfg = self.cfg;
        let ill = |s: &Self, msg: String| {
            Err(s.viol(
                Kind::IllegalAnnouncement,
                R::Kontra,
                seat,
                Then::Skipped,
                msg,
            ))
        };
        let word = ["", "kontra", "re", "sub"][level as usize];
        let negative = self.contract_kind() == Some(CKind::Negative);
        if target == "spiel" && negative {
            let opp = Some(seat) != self.declarer;
            let ok = match level {
                1 => opp && self.spiel_each[seat] == 0,
                2 => !opp && self.spiel_each.values().any(|l| *l == 1),
                _ => opp && self.spiel_each[seat] == 2,
            };
            if !ok {
                return ill(
                    self,
                    format!("seat {seat} said `{term}`: {}", kontra_why(level, !opp)),
                );
            }
            if level == 2 {
                for l in self.spiel_each.values_mut() {
                    if *l == 1 {
                        *l = 2;
                    }
                }
            } else {
                self.spiel_each[seat] = level;
            }
            self.turn_items += 1;
            return Ok(());
        }
        let ann = if target == "spiel" {
            self.spiel
        } else {
            match cfg.premium(target) {
                Some(Premium::ZehnTarock) => {
                    return ill(
                        self,
                        format!("seat {seat} said `{term}`: 10 Tarock cannot be kontra'd"),
                    );
                }
                Some(p) if self.anns[p as usize].by.is_some() => self.anns[p as usize],
                _ => {
                    return ill(
                        self,
                        format!("seat {seat} said `{term}`, but `{target}` was not announced"),
                    );
                }
            }
        };
        let Some(owner) = ann.by else {
            return ill(
                self,
                format!("seat {seat} said `{term}`, but `{target}` was not announced"),
            );
        };
        let own_side = self.on_decl_side(seat) == self.on_decl_side(owner);
        let ok = match level {
            1 => !own_side && ann.level == 0,
            2 => own_side && ann.level == 1,
            _ => !own_side && ann.level == 2,
        };
        if !ok {
            return ill(
                self,
                format!(
                    "seat {seat} said `{word}({target})`: {}",
                    kontra_why(level, own_side)
                ),
            );
        }
        if cfg.kontra_first {
            // Hopfgarten: at the first opportunity — the game and the
            // bird of a bird game in the player's first turn, anything
            // else in his first turn after the word it answers.
            let due = match ann.seat {
                None => self.ann_turn < 4,
                Some(s) => self.ann_turn == ann.turn + dist(s, seat),
            };
            if !due {
                return Err(self.viol(Kind::IllegalAnnouncement, R::KontraFirst, seat, Then::Skipped, format!("seat {seat} said `{word}({target})` too late; a kontra is said at the first opportunity")));
            }
        }
        let new = Ann {
            level,
            turn: self.ann_turn,
            seat: Some(seat),
            ..ann
        };
        if target == "spiel" {
            self.spiel = new;
        } else if let Some(p) = cfg.premium(target) {
            self.anns[p as usize] = new;
        }
        self.turn_items += 1;
        Ok(())
    }

    pub(super) fn end_announce_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a turn in the premium round, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items == 0 {
            return Err(self.viol(
                Kind::IllegalAnnouncement,
                R::AnnounceTurn,
                seat,
                Then::Skipped,
                format!("seat {seat}'s premium turn says nothing"),
            ));
        }
        if self.turn_schleifen {
            self.schleifen = true;
            self.phase = Phase::Done;
            return Ok(());
        }
        let mut bad = None;
        if !self.turn_pass {
            if Some(seat) == self.declarer && self.obliged_bird() && !self.turn_bird {
                self.mark_renonce(seat, RenonceKind::Breach);
                bad = Some(self.viol(Kind::IllegalAnnouncement, R::BesserruferAnnounce, seat, Then::Applied, format!("seat {seat} ended his first turn without announcing the Besserrufer's bird: renonce")));
            } else if self.cfg.fertig && !self.turn_fertig {
                bad = Some(self.viol(
                    Kind::IllegalAnnouncement,
                    R::Fertig,
                    seat,
                    Then::Applied,
                    format!("seat {seat} ended a turn with announcements without `fertig`"),
                ));
            }
        }
        if self.turn_pass {
            self.passes += 1;
        } else {
            self.passes = 0;
        }
        self.ann_turn += 1;
        if self.ann_turn >= 4 && self.passes >= 3 {
            let zusatz = self
                .anns
                .iter()
                .enumerate()
                .any(|(i, a)| a.by.is_some() && i != Premium::ZehnTarock as usize);
            if self.cfg.rufer_needs_zusatz && self.contract == Some(Contract::Rufer) && !zusatz {
                self.not_played = true;
                self.phase = Phase::Done;
            } else {
                self.start_play();
            }
        } else {
            self.begin_turn(seat.next());
        }
        match bad {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }
}
