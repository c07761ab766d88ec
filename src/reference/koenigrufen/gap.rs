//! Phases and gaps: an event of another phase, and a record that goes on
//! past passes it left out (book/src/ptn.md, "Passes a record leaves out", CONVENTIONS §1 "Gaps").

use super::rules::R;
use super::state::{FOREHAND, KrState, name_of, rule_for};
use crate::cards::{Card, CardSet};
use crate::engine::{Event, Kind, Phase, Section, Then, Violation};
use crate::ptn::TalonTake;
use crate::seat::Seat;

impl KrState {
    pub(super) fn section_phase(section: Section) -> Phase {
        match section {
            Section::Auction => Phase::Auction,
            Section::Call => Phase::Call,
            Section::Announce => Phase::Announce,
        }
    }

    fn phase_order(p: Phase) -> u8 {
        match p {
            Phase::Auction => 0,
            Phase::Call => 1,
            Phase::Talon => 2,
            Phase::Announce => 3,
            Phase::Play => 4,
            Phase::Done => 5,
        }
    }

    fn phase_word(p: Phase) -> &'static str {
        match p {
            Phase::Auction => "auction",
            Phase::Call => "king call",
            Phase::Talon => "talon exchange",
            Phase::Announce => "premium round",
            Phase::Play => "play",
            Phase::Done => "game",
        }
    }

    /// An event of another phase than the current one.
    pub(super) fn wrong_phase(&self, ev_phase: Phase, seat: Seat) -> Violation {
        let rule = match ev_phase {
            Phase::Auction => R::AuctionTurn,
            Phase::Call => R::CallKing,
            Phase::Talon => R::TalonTake,
            Phase::Announce => R::AnnounceTurn,
            _ => R::PlayTurn,
        };
        if self.phase == Phase::Done {
            let why = if self.thrown_in {
                "the hands were thrown in"
            } else if self.misdeal {
                "the misdeal came to light after the auction"
            } else if self.schleifen {
                "the game was given up (schleifen)"
            } else if self.not_played {
                "the Rufer is not played without a Zusatz"
            } else if self.contract.is_none() {
                "no game was played"
            } else {
                "all 12 tricks have been played"
            };
            return self.viol(
                Kind::OutOfTurn,
                R::GameOver,
                seat,
                Then::Skipped,
                format!("seat {seat}: the game is over ({why})"),
            );
        }
        if Self::phase_order(ev_phase) > Self::phase_order(self.phase) {
            self.viol(
                Kind::Incomplete,
                rule_for(self.phase),
                seat,
                Then::Stop,
                format!(
                    "the {} is not finished: seat {} is to act, but the record goes on with the {}",
                    Self::phase_word(self.phase),
                    self.to_act,
                    Self::phase_word(ev_phase)
                ),
            )
        } else {
            let what = match self.contract {
                Some(c) if ev_phase == Phase::Talon => {
                    format!("there is no talon exchange in a {}", c.german())
                }
                Some(c) if ev_phase == Phase::Announce && !self.has_premium_round() => {
                    format!("there is no premium round in {}", c.german())
                }
                Some(c) if ev_phase == Phase::Call => {
                    format!("no king is called in a {}", c.german())
                }
                _ => format!("the {} is over", Self::phase_word(ev_phase)),
            };
            self.viol(
                Kind::OutOfTurn,
                rule,
                seat,
                Then::Skipped,
                format!("seat {seat}: {what}"),
            )
        }
    }

    /// book/src/ptn.md, "Passes a record leaves out", where passes cannot end a phase: the record goes on
    /// with `event`, of a later phase. The phases between are closed as
    /// far as the record allows, and one `incomplete` violation names the
    /// gap, the checks skipped and whether the game can be settled
    /// (CONVENTIONS §1 "Gaps").
    pub(super) fn close_gap(&mut self, event: &Event) -> Option<Violation> {
        let target = match event {
            Event::Say { section, .. } | Event::EndTurn { section, .. } => {
                Self::section_phase(*section)
            }
            Event::Take { .. } | Event::Discard { .. } => Phase::Talon,
            Event::Play { .. } => Phase::Play,
        };
        let schleifen_now = matches!(event, Event::Say { section: Section::Announce, term, .. } if name_of(term) == Some("schleifen"))
            && self.phase == Phase::Talon;
        if self.phase == Phase::Done
            || target <= self.phase
            || schleifen_now
            || self.misdeal
            || self.thrown_in
        {
            return None;
        }
        let seat = self.to_act;
        let from = self.phase;
        // The rule that kept the passes from ending the phase.
        let rule = match from {
            Phase::Auction if self.best.is_none() && self.final_choice => R::FinalChoice,
            Phase::Auction if self.best.is_none() && !self.spoken[FOREHAND] => R::Opening,
            p => rule_for(p),
        };
        let mut missing: Vec<String> = Vec::new();
        let mut skipped: Vec<&str> = Vec::new();
        let mut guard = 0;
        while self.phase < target && self.phase != Phase::Done && guard < 8 {
            guard += 1;
            if self.blind {
                // No game known: the record's own sections are taken as
                // written (the gap was reported when it began).
                self.phase = target;
                if target == Phase::Play {
                    self.start_play();
                }
                break;
            }
            match self.phase {
                Phase::Auction => match self.best {
                    Some((c, by)) => {
                        missing.push(format!(
                            "the end of the auction (taken as ended with the {} of seat {by})",
                            c.german()
                        ));
                        self.contract = Some(c);
                        self.declarer = Some(by);
                        if c.calls_king() {
                            self.phase = Phase::Call;
                            self.begin_turn(by);
                        } else {
                            self.after_call();
                        }
                    }
                    None => {
                        missing.push("the game (nobody named one)".to_string());
                        skipped.push("who leads, the contract's own play rules (Stichzwang, Pagat-last, colour-game leads, Kaiserstich, announced birds), the talon exchange and the premium round");
                        self.blind = true;
                        self.unsettled = true;
                        self.declarer = Some(match event {
                            Event::Take { seat, .. } | Event::Discard { seat, .. } => *seat,
                            _ => Seat::from_index(0),
                        });
                        self.phase = target;
                        self.begin_turn(self.decl());
                        if target == Phase::Play {
                            self.start_play();
                        }
                    }
                },
                Phase::Call => {
                    missing.push("the king call".to_string());
                    skipped.push(
                        "everything that depends on the partner (the premium round, König Ultimo)",
                    );
                    self.sides_unknown = true;
                    self.unsettled = true;
                    self.after_call();
                }
                Phase::Talon => {
                    missing.push("the talon exchange".to_string());
                    skipped.push("the declarer's cards against Farbzwang and Tarockzwang (his hand after the exchange is not known; his cards are checked to come from his hand and the talon)");
                    self.talon_unknown = true;
                    self.unsettled = true;
                    let d = self.decl();
                    self.hands[d] |= self.talon[0] | self.talon[1];
                    self.after_talon();
                }
                Phase::Announce if self.sides_unknown => self.start_play(),
                Phase::Announce => {
                    // Passes were refused (the Besserrufer's first turn).
                    missing.push("the end of the premium round".to_string());
                    self.unsettled = true;
                    self.start_play();
                }
                Phase::Play | Phase::Done => break,
            }
        }
        if missing.is_empty() {
            return None;
        }
        let settle = if self.blind || self.sides_unknown {
            "the game cannot be settled (the score sheet is not checked)"
        } else {
            "the game cannot be settled unless a renonce settles it (its card points are not known)"
        };
        let checks = if skipped.is_empty() {
            String::new()
        } else {
            format!("; not checked: {}", skipped.join("; "))
        };
        Some(self.viol(
            Kind::Incomplete,
            rule,
            seat,
            Then::Applied,
            format!(
                "the record goes on with the {} but leaves out {} (passes cannot end the {}; PTN reference, Passes a record leaves out); {settle}; the rest is checked{checks}",
                Self::phase_word(target),
                missing.join(" and "),
                Self::phase_word(from),
            ),
        ))
    }

    /// An event after a gap that hid the game (`blind`) or the partner
    /// (`sides_unknown`), in a phase whose rules depend on them; `None`
    /// for every other event.
    pub(super) fn step_unknown(&mut self, ev: &Event) -> Option<Result<(), Violation>> {
        let any_word = self.blind || self.sides_unknown;
        let r = match ev {
            Event::Say {
                section: Section::Announce,
                seat,
                term,
            } if any_word => {
                if self.announce_terms().contains(term) {
                    Ok(())
                } else {
                    Err(self.viol(
                        Kind::IllegalAnnouncement,
                        R::AnnounceTurn,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} said `{term}`, which is not a word of the premium round"
                        ),
                    ))
                }
            }
            Event::EndTurn {
                section: Section::Announce,
                ..
            } if any_word => Ok(()),
            Event::Say {
                section: Section::Call,
                seat,
                term,
            } if self.blind => {
                if term.card().is_some_and(|c| c.is_king()) {
                    Ok(())
                } else {
                    Err(self.viol(
                        Kind::IllegalCall,
                        R::CallKing,
                        *seat,
                        Then::Skipped,
                        format!("seat {seat} called `{term}`, which is not a king"),
                    ))
                }
            }
            Event::EndTurn {
                section: Section::Call,
                ..
            } if self.blind => Ok(()),
            Event::Take { seat, take } if self.blind => {
                let cards = match take {
                    TalonTake::Half(h @ (1 | 2)) => self.talon[*h as usize - 1],
                    TalonTake::All => self.talon[0] | self.talon[1],
                    _ => {
                        return Some(Err(self.viol(
                            Kind::IllegalDiscard,
                            R::TalonTake,
                            *seat,
                            Then::Skipped,
                            format!("seat {seat} wrote `{ev}`; the talon has two halves"),
                        )));
                    }
                };
                if self.took.is_some() {
                    return Some(Err(self.viol(
                        Kind::IllegalDiscard,
                        R::TalonTake,
                        *seat,
                        Then::Skipped,
                        format!("seat {seat} took from the talon a second time"),
                    )));
                }
                self.declarer = Some(*seat);
                self.took = Some(*take);
                if !self.reconstructed {
                    self.hands[*seat] |= cards;
                }
                Ok(())
            }
            Event::Discard { seat, cards } if self.blind => {
                let want = if self.took == Some(TalonTake::All) {
                    6
                } else {
                    3
                };
                let set: CardSet = cards.iter().copied().collect();
                let held = self.reconstructed || set.is_subset(self.hand(*seat));
                if self.took.is_none() || self.discarded || Some(*seat) != self.declarer {
                    Err(self.viol(
                        Kind::IllegalDiscard,
                        R::TalonTake,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} laid cards away, but he has not just taken from the talon"
                        ),
                    ))
                } else if set.len() != cards.len() || !held {
                    let c = (set - self.hand(*seat)).first().unwrap_or(Card::PAGAT);
                    Err(self.viol(
                        Kind::ImpossibleCard,
                        R::DiscardCard,
                        *seat,
                        Then::Stop,
                        format!(
                            "seat {seat} laid {} away, which he does not hold (or twice)",
                            c.described()
                        ),
                    ))
                } else if set.len() != want {
                    Err(self.viol(
                        Kind::IllegalDiscard,
                        R::DiscardCount,
                        *seat,
                        Then::Skipped,
                        format!(
                            "seat {seat} laid away {} cards after `{}`; {want} must be laid away",
                            set.len(),
                            Event::Take {
                                seat: *seat,
                                take: self.took.unwrap_or(TalonTake::None)
                            }
                        ),
                    ))
                } else {
                    if !self.reconstructed {
                        self.hands[*seat] = self.hand(*seat) - set;
                    }
                    self.discards = set;
                    self.discarded = true;
                    Ok(())
                }
            }
            _ => return None,
        };
        Some(r)
    }
}
