//! The auction: bids, the game-hand checks, the end of a bidding turn.

use super::contract::{BirdDuty, Kind as CKind};
use super::rules::R;
use super::state::{FOREHAND, KrState, RenonceKind, name_of};
use super::{Contract, Variant};
use crate::cards::CardSet;
use crate::engine::{Kind, Phase, Then, Violation};
use crate::ptn::Term;
use crate::seat::Seat;

impl KrState {
    pub(super) fn say_auction(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} spoke in the auction, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items > 0 {
            return Err(self.viol(
                Kind::IllegalBid,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} said `{term}` after his statement: one statement per auction turn"
                ),
            ));
        }
        let cfg = self.cfg;
        let vorhand = seat.index() == 0;
        let first = !self.spoken[seat];
        let hand = self.dealt[seat];
        let ill = |s: &Self, r: R, msg: String| {
            Err(s.viol(Kind::IllegalBid, r, seat, Then::Skipped, msg))
        };
        let Some(word) = name_of(term) else {
            return ill(
                self,
                R::AuctionWord,
                format!(
                    "seat {seat} said `{term}`, which is not an auction word of {}",
                    cfg.variant.id()
                ),
            );
        };
        if word == "pass" {
            if self.final_choice {
                return ill(
                    self,
                    R::FinalChoice,
                    format!(
                        "seat {seat} (Vorhand) passed, but after everyone else passed Vorhand must name the game"
                    ),
                );
            }
            if vorhand && first {
                return ill(
                    self,
                    R::Opening,
                    format!(
                        "seat {seat} (Vorhand) passed; Vorhand opens with `{}` or a game",
                        cfg.opening
                    ),
                );
            }
            self.passed[seat] = true;
        } else if word == cfg.opening {
            if !(vorhand && first) {
                return ill(
                    self,
                    R::Opening,
                    format!("seat {seat} said `{word}`, which only Vorhand says, as his opening"),
                );
            }
        } else if word == "hold" {
            if !cfg.hold {
                return ill(
                    self,
                    R::Hold,
                    format!(
                        "seat {seat} held; Vorhand may not hold in {}",
                        cfg.variant.id()
                    ),
                );
            }
            let Some((c, by)) = self.best.filter(|(_, by)| *by != seat) else {
                return ill(
                    self,
                    R::Hold,
                    format!("seat {seat} held, but there is no game of another player to hold"),
                );
            };
            if !vorhand || first {
                return ill(
                    self,
                    R::Hold,
                    format!("seat {seat} held; only Vorhand may hold a game bid after his opening"),
                );
            }
            if cfg.negative_first_round && c.kind() == CKind::Negative {
                return ill(
                    self,
                    R::NegativeFirst,
                    format!(
                        "seat {seat} held the {} of seat {by}; a negative game must be bid at once, not in a later round",
                        c.german()
                    ),
                );
            }
            self.check_game_hand(seat, c)?;
            self.best = Some((c, seat));
        } else if word == "zusammenwerfen" {
            if !cfg.throw_in {
                return ill(
                    self,
                    R::ThrowIn,
                    format!("seat {seat} threw his hand in; every hand must be played"),
                );
            }
            if !first {
                return ill(
                    self,
                    R::ThrowIn,
                    format!(
                        "seat {seat} threw his hand in after bidding; the hand is thrown in before the first statement"
                    ),
                );
            }
            self.throw_in_unchecked |= self.reconstructed;
            if !self.reconstructed && hand.intersects(CardSet::TAROCKS | CardSet::KINGS) {
                return ill(
                    self,
                    R::ThrowIn,
                    format!(
                        "seat {seat} threw his hand in holding {}; only a hand without tarock and king may be thrown in",
                        hand & (CardSet::TAROCKS | CardSet::KINGS)
                    ),
                );
            }
            self.thrown_in = true;
        } else if let Some(c) = cfg.contract(word) {
            self.check_bid(seat, c, vorhand, first)?;
            self.check_game_hand(seat, c)?;
            self.best = Some((c, seat));
        } else {
            return ill(
                self,
                R::AuctionWord,
                format!(
                    "seat {seat} said `{word}`, which is not an auction word of {}",
                    cfg.variant.id()
                ),
            );
        }
        self.turn_items = 1;
        self.spoken[seat] = true;
        Ok(())
    }

    /// Who may bid which game when.
    fn check_bid(
        &self,
        seat: Seat,
        c: Contract,
        vorhand: bool,
        first: bool,
    ) -> Result<(), Violation> {
        let cfg = self.cfg;
        let ill = |r: R, msg: String| Err(self.viol(Kind::IllegalBid, r, seat, Then::Skipped, msg));
        let g = c.german();
        if self.final_choice {
            // Vorhand names the game after everyone else passed.
            let ok = match cfg.variant {
                Variant::Hopfgarten => matches!(c, Contract::Rufer | Contract::Fahren),
                Variant::Tarockcup => c != Contract::Sechserdreier,
                Variant::Sitzenberg => true,
            };
            if !ok {
                return ill(
                    R::FinalChoice,
                    format!(
                        "seat {seat} (Vorhand) chose a {g} after everyone passed; {}",
                        match cfg.variant {
                            Variant::Hopfgarten => "then Vorhand may only `rufer` or `fahren`",
                            _ => "the Sechserdreier can only be bid as Vorhand's first word",
                        }
                    ),
                );
            }
            if cfg.negative_first_round && c.kind() == CKind::Negative {
                return ill(
                    R::NegativeFirst,
                    format!(
                        "seat {seat} (Vorhand) chose a {g} in the second round; negative games must be bid at once"
                    ),
                );
            }
            return Ok(());
        }
        if c.vorhand_final_only() {
            return ill(
                R::VorhandGame,
                format!(
                    "seat {seat} bid {g}, which only Vorhand may choose, after everyone else has passed"
                ),
            );
        }
        if c == Contract::Sechserdreier && !(vorhand && first) {
            return ill(
                R::VorhandGame,
                format!("seat {seat} bid a Sechserdreier; only Vorhand may, as his first word"),
            );
        }
        if cfg.variant == Variant::Hopfgarten && vorhand && first && c != Contract::Auf {
            return ill(
                R::Opening,
                format!(
                    "seat {seat} (Vorhand) opened with {g}; Vorhand says `erster` or bids Auf at once"
                ),
            );
        }
        if cfg.negative_first_round && c.kind() == CKind::Negative && !first {
            return ill(
                R::NegativeFirst,
                format!(
                    "seat {seat} bid a {g} in a later round; negative games must be bid at once"
                ),
            );
        }
        if let Some((b, by)) = self.best
            && cfg.rank(c) <= cfg.rank(b)
        {
            return ill(
                R::Overbid,
                format!(
                    "seat {seat} bid {g}, which does not beat the {} of seat {by}",
                    b.german()
                ),
            );
        }
        Ok(())
    }

    /// What a game needs in the bidder's hand: no four kings for a Rufer
    /// game; a bird for the Besserrufer (renonce, the bid stands).
    ///
    /// With a reconstructed deal neither can be judged at the bid: the
    /// bidder is noted, and `unchecked` decides at the end of the record
    /// whether the play proves it (CONVENTIONS §1, reading 18).
    fn check_game_hand(&mut self, seat: Seat, c: Contract) -> Result<(), Violation> {
        if self.reconstructed {
            let bit = 1u8 << seat.index();
            if self.cfg.four_kings && c.calls_king() {
                self.rufer_bidders |= bit;
            }
            if c.bird_duty() == BirdDuty::AnyFromHand {
                self.besser_bidders |= bit;
            }
            return Ok(());
        }
        let hand = self.dealt[seat];
        if self.cfg.four_kings && c.calls_king() && CardSet::KINGS.is_subset(hand) {
            return Err(self.viol(
                Kind::IllegalBid,
                R::FourKings,
                seat,
                Then::Skipped,
                format!("seat {seat} bid {} holding all four kings; no Rufer game can be bid with four kings", c.german()),
            ));
        }
        if c.bird_duty() == BirdDuty::AnyFromHand && !hand.intersects(CardSet::from_bits(0b1111)) {
            self.best = Some((c, seat));
            self.turn_items = 1;
            self.spoken[seat] = true;
            self.mark_renonce(seat, RenonceKind::BesserruferBid);
            return Err(self.viol(
                Kind::IllegalBid,
                R::BesserruferBird,
                seat,
                Then::Applied,
                format!("seat {seat} bid a Besserrufer without any of Pagat, Uhu, Kakadu, Quapil in his hand: renonce, 3 to each other player"),
            ));
        }
        Ok(())
    }

    pub(super) fn end_auction_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if seat != self.to_act {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a turn in the auction, but it is seat {}'s turn",
                    self.to_act
                ),
            ));
        }
        if self.turn_items == 0 {
            return Err(self.viol(
                Kind::IllegalBid,
                R::AuctionTurn,
                seat,
                Then::Skipped,
                format!("seat {seat}'s auction turn says nothing"),
            ));
        }
        if self.thrown_in {
            self.phase = Phase::Done;
            return Ok(());
        }
        let n_active = self.passed.values().filter(|p| !**p).count();
        let ends = if self.final_choice {
            true
        } else {
            match self.best {
                Some((_, by)) => n_active == 0 || (n_active == 1 && !self.passed[by]),
                None => n_active == 0,
            }
        };
        if ends {
            if let Some((c, by)) = self.best {
                self.contract = Some(c);
                self.declarer = Some(by);
                if c.calls_king() {
                    self.phase = Phase::Call;
                    self.begin_turn(by);
                    return Ok(());
                }
            }
            return self.contract_complete();
        }
        if self.best.is_none() && n_active == 1 && !self.passed[FOREHAND] {
            self.final_choice = true;
            self.begin_turn(Seat::from_index(0));
            return Ok(());
        }
        let mut next = seat.next();
        while self.passed[next] {
            next = next.next();
        }
        self.begin_turn(next);
        Ok(())
    }
}
