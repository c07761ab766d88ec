//! The play phase: a card to the trick, a full trick to its winner.

use super::contract::Kind as CKind;
use super::rules::R;
use super::state::{KrState, RenonceKind};
use crate::cards::Card;
use crate::engine::{Kind, Phase, Then, Violation};
use crate::seat::Seat;

impl KrState {
    pub(super) fn start_play(&mut self) {
        self.phase = Phase::Play;
        let leader = match self.contract_kind() {
            Some(CKind::Negative) if self.cfg.negative_declarer_leads => self.decl(),
            _ => Seat::from_index(0),
        };
        self.leader = leader;
        self.to_act = leader;
        self.cur_len = 0;
    }

    pub(super) fn play(&mut self, seat: Seat, card: Card) -> Result<(), Violation> {
        if !self.hand(seat).contains(card) {
            let whose = Seat::ALL.into_iter().find(|s| self.hand(*s).contains(card));
            let why = match whose {
                Some(s) => format!("it is in seat {s}'s hand"),
                None if self.won.values().any(|w| w.contains(card))
                    || self.cur[..self.cur_len as usize]
                        .iter()
                        .any(|x| x.1 == card) =>
                {
                    "it has already been played".to_string()
                }
                None => "it is not in his hand".to_string(),
            };
            return Err(self.viol(
                Kind::ImpossibleCard,
                R::PlayCard,
                seat,
                Then::Stop,
                format!("seat {seat} played {}, but {why}", card.described()),
            ));
        }
        let n = self.cur_len as usize;
        if self.cur[..n].iter().any(|x| x.0 == seat) {
            return Err(self.viol(
                Kind::OutOfTurn,
                R::PlayTurn,
                seat,
                Then::Stop,
                format!(
                    "seat {seat} played {} to trick {} a second time",
                    card.described(),
                    self.trick_no + 1
                ),
            ));
        }
        let allowed = self.allowed(seat);
        let breach = if allowed.set.contains(card) {
            None
        } else {
            let (r, msg) = self.why_not(seat, card, &allowed);
            Some(self.viol(Kind::Renonce, r, seat, Then::Applied, msg))
        };
        // No game known: who leads is not known either.
        let out_of_turn = seat != self.to_act && !(self.blind && n == 0);
        let oot = out_of_turn.then(|| {
            self.viol(Kind::OutOfTurn, R::PlayTurn, seat, Then::Applied, if n == 0 {
                format!("seat {seat} led to trick {}, but seat {} has the lead; the lead is accepted", self.trick_no + 1, self.to_act)
            } else {
                format!("seat {seat} played to trick {} before seat {}", self.trick_no + 1, self.to_act)
            })
        });
        // Apply.
        self.hands[seat].remove(card);
        self.cur[n] = (seat, card);
        self.cur_len += 1;
        if n == 0 {
            self.leader = seat;
        }
        if self.cur_len == 4 {
            self.finish_trick();
        } else {
            let mut s = self.leader;
            while self.cur[..self.cur_len as usize].iter().any(|x| x.0 == s) {
                s = s.next();
            }
            self.to_act = s;
        }
        if let Some(v) = breach {
            self.mark_renonce(seat, RenonceKind::Breach);
            return Err(v);
        }
        match oot {
            Some(v) => Err(v),
            None => Ok(()),
        }
    }

    fn finish_trick(&mut self) {
        let w = self.trick_winner(&self.cur);
        let winner = self.cur[w].0;
        let t = self.trick_no as usize;
        self.history[t] = self.cur;
        self.winners[t] = winner;
        for (_, c) in self.cur {
            self.won[winner].insert(c);
        }
        self.tricks[winner] += 1;
        self.trick_no += 1;
        self.cur_len = 0;
        self.leader = winner;
        self.to_act = winner;
        if self.trick_no == 12 {
            self.phase = Phase::Done;
        }
    }
}
