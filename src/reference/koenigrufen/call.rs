//! The king call, and what follows the auction and call.

use super::contract::TalonUse;
use super::rules::R;
use super::state::{KrState, RenonceKind};
use crate::engine::{Kind, Phase, Then, Violation};
use crate::ptn::Term;
use crate::seat::Seat;

impl KrState {
    pub(super) fn say_call(&mut self, seat: Seat, term: &Term) -> Result<(), Violation> {
        if Some(seat) != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::CallKing,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} called a king, but seat {} is the declarer",
                    self.decl()
                ),
            ));
        }
        if self.turn_items > 0 {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} said `{term}` after calling; one king is called"),
            ));
        }
        let Some(k) = term.card().filter(|c| c.is_king()) else {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} called `{term}`, which is not a king"),
            ));
        };
        // The declarer's own hand is known from a reconstructed deal too
        // when he takes no talon cards (Solorufer): his hand at the start
        // of play is then his dealt hand.
        let exchanges = self
            .contract
            .is_some_and(|c| matches!(c.talon(), TalonUse::Half | TalonUse::All));
        let own_known = !self.reconstructed || !exchanges;
        if !self.cfg.self_call && own_known && self.dealt[seat].contains(k) {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallOwn,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} called {}, which is in his own hand",
                    k.described()
                ),
            ));
        }
        self.called = Some(k);
        self.turn_items = 1;
        Ok(())
    }

    pub(super) fn end_call_turn(&mut self, seat: Seat) -> Result<(), Violation> {
        if Some(seat) != self.declarer {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::CallKing,
                seat,
                Then::Skipped,
                format!(
                    "seat {seat} ended a call turn, but seat {} is the declarer",
                    self.decl()
                ),
            ));
        }
        let Some(k) = self.called else {
            return Err(self.viol(
                Kind::IllegalCall,
                R::CallKing,
                seat,
                Then::Skipped,
                format!("seat {seat} must call a king"),
            ));
        };
        self.partner = Seat::ALL
            .into_iter()
            .find(|&s| s != seat && self.dealt[s].contains(k));
        self.contract_complete()
    }

    /// The contract is complete: the auction is over and, in a Rufer game,
    /// the king is called. The talon, the premium round or the play
    /// follow — or, after a Sitzenberg misdeal, the dealer's renonce comes
    /// to light here and ends the game.
    ///
    /// [reading] "Stellt sich der Fehler erst später heraus, dann hat der
    /// Geber Renonce begangen" (Sitzenberg, Renonce). A record that goes on
    /// past the auction shows the error was not found before it, so it is
    /// the dealer's renonce; the renonce settlement needs only the game bid
    /// and, in a Rufer game, the called partner ("auch der gerufene
    /// Partner!"), so the game ends as soon as both are known. A misdealt
    /// game cannot be played out to twelve tricks, and what comes after
    /// the renonce does not change its settlement; the referee reports a
    /// record that goes on as going on after the end of the game.
    pub(super) fn contract_complete(&mut self) -> Result<(), Violation> {
        if !self.misdeal {
            self.after_call();
            return Ok(());
        }
        let dealer = Seat::from_index(3);
        self.mark_renonce(dealer, RenonceKind::Misdeal);
        self.phase = Phase::Done;
        let mut wrong: Vec<String> = Seat::ALL
            .into_iter()
            .filter(|s| self.dealt[*s].len() != 12)
            .map(|s| format!("seat {s} {} cards", self.dealt[s].len()))
            .collect();
        let (a, b) = (self.talon[0].len(), self.talon[1].len());
        if (a, b) != (3, 3) {
            wrong.push(format!("the talon {a} + {b}"));
        }
        let when = if self.contract.is_some_and(|c| c.calls_king()) {
            "the auction and the king call"
        } else {
            "the auction"
        };
        Err(self.viol(
            Kind::Renonce,
            R::DealCards,
            dealer,
            Then::Applied,
            format!(
                "misdeal: the dealer gave {} (12 to each player, the talon 3 + 3); found only after {when}, it is the dealer's renonce, and the game ends",
                wrong.join(", ")
            ),
        ))
    }

    /// After the auction (and call): the talon, the premium round or play.
    pub(super) fn after_call(&mut self) {
        let Some(c) = self.contract else {
            self.phase = Phase::Done;
            return;
        };
        match c.talon() {
            TalonUse::Half | TalonUse::All => {
                self.phase = Phase::Talon;
                self.begin_turn(self.decl());
            }
            _ => self.after_talon(),
        }
    }
}
