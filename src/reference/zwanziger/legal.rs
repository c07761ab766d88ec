//! The legal events of a Zwanziger game: every statement, call, card and
//! line end the seat to act may give now, each judged by the same code as
//! `apply` (`judge`).

use super::state::*;
use super::table::PACK;
use crate::engine::{Event, Phase, Section};
use crate::ptn::Term;
use crate::seat::Seat;

impl Boxed {
    /// The legal events now (`State::legal`).
    pub(super) fn legal_events(&self) -> Vec<Event> {
        let s = &self.0;
        let mut out = Vec::new();
        let mut try_push = |e: Event| {
            if s.judge(&e).1.is_none() && !out.contains(&e) {
                out.push(e);
            }
        };
        if let Some((section, seat)) = s.void_line {
            try_push(Event::EndTurn { section, seat });
        }
        if s.blind && matches!(s.phase, Phase::Auction | Phase::Call) {
            // A gap hid the game: the bidding and the call are taken as
            // written from any seat, and a card ends them (`judge`). Every
            // seat's words of the game (the statements and `spiel`, the
            // item a kontra names), calls, line ends and cards are listed;
            // other words are taken too, and no list holds them
            // (`State::legal`).
            let words: Vec<Term> = all_statements()
                .into_iter()
                .chain([Term::Item(crate::ptn::Item::new("spiel", vec![]))])
                .collect();
            for seat in Seat::ALL {
                for term in words.iter().cloned() {
                    try_push(Event::Say {
                        section: Section::Auction,
                        seat,
                        term,
                    });
                }
                for c in PACK {
                    try_push(Event::Say {
                        section: Section::Call,
                        seat,
                        term: Term::Card(c),
                    });
                }
                for section in [Section::Auction, Section::Call] {
                    try_push(Event::EndTurn { section, seat });
                }
                for card in s.hands[seat] {
                    try_push(Event::Play { seat, card });
                }
            }
            return out;
        }
        match s.phase {
            Phase::Auction => {
                let seat = s.turn;
                for term in all_statements() {
                    try_push(Event::Say {
                        section: Section::Auction,
                        seat,
                        term,
                    });
                }
                try_push(Event::EndTurn {
                    section: Section::Auction,
                    seat,
                });
            }
            Phase::Call => {
                let seat = Seat::ALL[0];
                for c in PACK {
                    try_push(Event::Say {
                        section: Section::Call,
                        seat,
                        term: Term::Card(c),
                    });
                }
                try_push(Event::EndTurn {
                    section: Section::Call,
                    seat,
                });
            }
            Phase::Play => {
                // After a gap that hid the game any seat may lead (`play`
                // takes the lead as written); otherwise the seat to play.
                let seats = if s.blind && s.first.is_none() {
                    Seat::ALL.to_vec()
                } else {
                    vec![s.next_to_play()]
                };
                for seat in seats {
                    for card in s.hands[seat] {
                        try_push(Event::Play { seat, card });
                    }
                }
            }
            _ => {}
        }
        out
    }
}
