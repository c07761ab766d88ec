//! Reference engine: Royal Tarokk, the Hungarian competition variant
//! (seed `royal-tarokk.de.txt`, DIGEST §1), written by hand from the
//! rulebook.
//!
//! * `table`: the 66 announcements as data — group, value, arguments,
//!   bound cards, win condition, raise relations, the rulebook's words.
//! * `state`: the announcement phase (turns, Hebung, exclusions, kontra)
//!   and the play (Farb- and Tarockzwang, the binding algorithm).
//! * `score`: Konsolation, announcements, silent premiums, kontras,
//!   limits, renonce; match, Cup, Grand Prix and the trophy list.
//! * `deal`: checking and dealing.
//! * `rules`: every rule id with its source.
//!
//! Seats (book/src/ptn.md, "Seats"): 1 attacking Abfänger (holds XIX), 2 attacking
//! Eintreiber (holds XX, leads to trick 1), 3 defending Abfänger, 4 the
//! dealer, defending Eintreiber. Pairs: 1–2 and 3–4. CONVENTIONS.md says
//! how a transcript looks and lists every rule and reading.

mod auction;
mod deal;
mod legal;
mod play;
mod read;
pub mod rules;
pub mod score;
pub mod state;
pub mod table;
#[cfg(test)]
mod tests;

pub use score::{
    GrandPrix, TrophyCredit, cup_total, cup_winner, grand_prix_cmp, grand_prix_total, konsolation,
    match_score, trophy_rank, won_trophies,
};
pub use state::{Options, RoyalState};

use crate::cards::CardSet;
use crate::engine::{
    Deal, Engine, Event, Layout, MatchGame, MatchResult, Phase, Rule, State, Violation,
};
use crate::rng::Rng;

/// The Royal Tarokk engine.
#[derive(Clone, Debug, Default)]
pub struct Royal {
    pub options: Options,
}

impl Royal {
    pub fn new(options: Options) -> Royal {
        Royal { options }
    }

    /// Starts a game and keeps the concrete state (for the trophy list and
    /// the announcements).
    pub fn start_royal(&self, deal: &Deal) -> Result<RoyalState, Vec<Violation>> {
        let v = deal::check(deal);
        if !v.is_empty() {
            return Err(v);
        }
        Ok(RoyalState::new(
            deal.hands.0,
            deal.reconstructed,
            self.options,
        ))
    }
}

/// The engine for `variant`, if this family plays it.
pub fn engine(variant: &str) -> Option<Box<dyn Engine>> {
    (variant == "royal").then(|| Box::new(Royal::default()) as Box<dyn Engine>)
}

impl Engine for Royal {
    fn variant(&self) -> &str {
        "royal"
    }

    fn deck(&self) -> CardSet {
        table::DECK
    }

    fn layout(&self) -> Layout {
        Layout {
            hand: 10,
            talon: Vec::new(),
        }
    }

    fn rules(&self) -> Vec<Rule> {
        rules::all()
    }

    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        self.start_royal(deal)
            .map(|s| Box::new(s) as Box<dyn State>)
    }

    fn deal(&self, rng: &mut Rng) -> Deal {
        deal::random(rng)
    }

    fn match_result(&self, games: &[MatchGame]) -> Option<MatchResult> {
        score::match_result(games)
    }
}

/// The trophy list of one game: replays `events` from `deal` and returns
/// the trophies made, each credited to the seat that announced it. `None`
/// when the deal does not start or the game does not finish.
pub fn trophy_list(deal: &Deal, events: &[Event]) -> Option<Vec<TrophyCredit>> {
    let mut st = Royal::default().start_royal(deal).ok()?;
    for e in events {
        if let Err(v) = st.apply(e)
            && v.then == crate::engine::Then::Stop
        {
            break;
        }
    }
    (st.phase() == Phase::Done).then(|| won_trophies(&st))
}
