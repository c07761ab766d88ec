//! The renonce settlements: the variant's rule for who pays what when a
//! seat broke a rule in the play or the premium round.

use super::contract::Kind as CKind;
use super::score::*;
use super::state::Ann;
use super::state::{KrState, RenonceKind};
use super::{Contract, Premium, RenonceRule};
use crate::seat::Seat;

impl KrState {
    pub(super) fn renonce_settlement(&self, b: &mut Book, off: Seat, kind: RenonceKind) {
        let mut pts = [0i64; 4];
        let each = |pts: &mut [i64; 4], v: i64| {
            for s in Seat::ALL {
                pts[s.index()] = if s == off { -3 * v } else { v };
            }
        };
        let c = self.contract;
        if kind == RenonceKind::BesserruferBid {
            each(&mut pts, 3);
            b.notes.push(format!(
                "renonce by seat {off}: a Besserrufer bid without a bird, 3 to each other player"
            ));
            b.item("renonce", vec![off], false, false, 3, 1, pts);
            return;
        }
        if kind == RenonceKind::Misdeal {
            b.notes.push(format!(
                "misdeal by the dealer, seat {off}, found after the auction: his renonce, settled on the game bid"
            ));
        }
        let Some(c) = c else {
            b.item("renonce", vec![off], false, false, 0, 1, pts);
            return;
        };
        if c.kind() == CKind::Each {
            let v = if c == Contract::Trischaken && off.index() == 0 {
                4
            } else {
                2
            };
            each(&mut pts, v);
            b.notes.push(format!(
                "renonce by seat {off} in {}: he pays {v} to each other player",
                c.german()
            ));
            b.item("renonce", vec![off], false, false, v, 1, pts);
            return;
        }
        let gv = c.value();
        let solo = self.solo_factor();
        let vals = &self.cfg.values;
        let valat_v = |a: &Ann| -> i64 {
            let _ = a;
            vals[Premium::Valat as usize].1 * gv
        };
        match self.cfg.renonce {
            RenonceRule::PayEach => {
                let mut v = gv * self.spiel_factor();
                let mut durch = 1;
                for p in Premium::ALL {
                    let a = self.anns[p as usize];
                    if a.by.is_none() || p == Premium::ZehnTarock {
                        continue;
                    }
                    if p == Premium::Valat {
                        durch = vals[p as usize].1 * self.kontra_factor(&a);
                    } else {
                        v += vals[p as usize].1 * self.kontra_factor(&a);
                    }
                }
                v *= durch;
                each(&mut pts, v);
                b.notes.push(format!("renonce by seat {off}: he pays the game and every announced Zusatz, {v}, to each other player"));
                b.item("renonce", vec![off], false, false, v, 1, pts);
            }
            RenonceRule::Credit => {
                let negative = c.kind() == CKind::Negative;
                let lost_gv = if self.cfg.sechser_lost_double && c == Contract::Sechserdreier {
                    2 * gv
                } else {
                    gv
                };
                // The announced premiums, each once, as if won by the
                // credited player's side.
                let mut prem = 0i64;
                for p in Premium::ALL {
                    let a = self.anns[p as usize];
                    if a.by.is_none() || p == Premium::ZehnTarock {
                        continue;
                    }
                    let v = if p == Premium::Valat {
                        valat_v(&a)
                    } else {
                        vals[p as usize].1 * solo
                    };
                    prem += v * self.kontra_factor(&a);
                }
                let alone = self.partner.is_none();
                for s in Seat::ALL {
                    if s == off {
                        continue;
                    }
                    let decl = self.on_decl_side(s);
                    let share = if alone && decl { 3 } else { 1 };
                    let game = if negative {
                        let k = |o: Seat| {
                            if self.cfg.kontra_counts {
                                kf(self.spiel_each[o])
                            } else {
                                1
                            }
                        };
                        if decl {
                            Seat::ALL
                                .into_iter()
                                .filter(|&o| o != s)
                                .map(|o| gv * k(o))
                                .sum::<i64>()
                        } else {
                            gv * k(s)
                        }
                    } else {
                        share * (if decl { gv } else { lost_gv }) * self.spiel_factor()
                    };
                    let credit = game + share * prem;
                    pts[s.index()] = credit;
                    pts[off.index()] -= credit;
                }
                b.notes.push(format!("renonce by seat {off}: each regular player is credited as if his side had won the game and every announced premium; seat {off} pays the sum"));
                b.item("renonce", vec![off], false, false, gv, 1, pts);
            }
        }
    }
}
