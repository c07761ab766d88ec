//! The settlement (Zwanzigerrufen, Punktewertung; DIGEST §3.4, §3.6).
//!
//! Every item is scored on its own — the game, each Zusatz announced or
//! silent, each hand premium — with its own kontra factor, and paid as in
//! DIGEST §0: 2 against 2 each winner +V and each loser −V; 1 against 3 the
//! single player ±3V and each of the three ∓V. The settlement is zero-sum.
//!
//! A Valat that counts (announced, made or not, or made silently) voids
//! every other item. After a renonce the game is settled by the Tarockcup's
//! renonce rule instead (see [`ZState::renonce_settlement`]).

use super::state::{Side, Void, ZState};
use super::table::{ABSOLUT_THRESHOLD, GAME_THRESHOLD, Game, Premium, Seats, Target};
use crate::cards::CardSet;
use crate::engine::{Phase, ScoreItem, Settlement};
use crate::seat::{BySeat, Seat};

/// One scored item before distribution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub name: &'static str,
    /// The side the item belongs to (the announcer, the declaring side for
    /// the game, the holder's side for a hand premium, the side that played
    /// the XXI for the Mondfang).
    pub owner: Seats,
    pub announced: bool,
    /// Whether the owner wins it (it is paid to the owner) or loses it.
    pub won: bool,
    pub value: i64,
    /// The kontra factor, 1 2 4 or 8.
    pub multiplier: i64,
}

/// What an item of worth `v` moves per seat when `receivers` are paid by
/// the other seats: 2 against 2 ±v each, 1 against 3 ±3v and ∓v.
pub fn distribute(receivers: Seats, v: i64) -> BySeat<i64> {
    let payers = receivers.complement();
    let (get, pay) = match (receivers.len(), payers.len()) {
        (1, 3) => (3 * v, v),
        (3, 1) => (v, 3 * v),
        (2, 2) => (v, v),
        // Not reachable with four seats in two sides; nothing moves.
        _ => (0, 0),
    };
    BySeat::from_fn(|s| if receivers.contains(s) { get } else { -pay })
}

fn seats_vec(s: Seats) -> Vec<Seat> {
    s.iter().collect()
}

fn sum(scores: &mut BySeat<i64>, add: &BySeat<i64>) {
    for s in Seat::ALL {
        scores[s] += add[s];
    }
}

impl ZState {
    fn points_of_side(&self, seats: Seats) -> u32 {
        seats.iter().map(|s| self.points[s] as u32).sum()
    }

    fn tricks_of_side(&self, seats: Seats) -> u32 {
        seats.iter().map(|s| self.tricks[s] as u32).sum()
    }

    fn factor(&self, t: Target) -> i64 {
        1 << self.kontra[t as usize]
    }

    /// The items of a finished game without renonce.
    ///
    /// Readings: a Valat that counts (announced, made or not, or made
    /// silently) is scored alone (DIGEST §7 case 25); Absolut is judged per
    /// side, silent for a side that did not announce it (C10); the silent
    /// Pagat needs the I in the last trick (won or lost); Trull and
    /// Königstrull are hand premiums of the dealt hands (C6), never
    /// kontra'd (C11); the Mondfang needs the Sküs to win the trick (C7).
    pub fn lines(&self) -> Vec<Line> {
        let Some(game) = self.game else {
            return Vec::new();
        };
        let sides = [Side::Declarer, Side::Opponents];
        let mut lines = Vec::new();

        // Valat: announced (made or not) or made silently; it voids the rest.
        let (valat_silent, valat_announced) = game.values(Premium::Valat).unwrap_or((0, 0));
        if let Some(v) = self.valat {
            let owner = self.seats_of(v);
            lines.push(Line {
                name: "valat",
                owner,
                announced: true,
                won: self.tricks_of_side(owner) == 10,
                value: valat_announced,
                multiplier: self.factor(Target::Valat),
            });
        }
        for side in sides {
            let owner = self.seats_of(side);
            if self.valat != Some(side) && self.tricks_of_side(owner) == 10 {
                lines.push(Line {
                    name: "valat",
                    owner,
                    announced: false,
                    won: true,
                    value: valat_silent,
                    multiplier: 1,
                });
            }
        }
        if !lines.is_empty() {
            return lines;
        }

        // The game.
        let decl = self.side;
        lines.push(Line {
            name: game.id(),
            owner: decl,
            announced: true,
            won: self.points_of_side(decl) >= GAME_THRESHOLD,
            value: game.value(),
            multiplier: self.factor(Target::Spiel),
        });

        // Absolut, announced by one side, silent for a side that did not.
        let (abs_silent, abs_announced) = game.values(Premium::Absolut).unwrap_or((0, 0));
        for side in sides {
            let owner = self.seats_of(side);
            let made = self.points_of_side(owner) >= ABSOLUT_THRESHOLD;
            if self.absolut == Some(side) {
                lines.push(Line {
                    name: "absolut",
                    owner,
                    announced: true,
                    won: made,
                    value: abs_announced,
                    multiplier: self.factor(Target::Absolut),
                });
            } else if made {
                lines.push(Line {
                    name: "absolut",
                    owner,
                    announced: false,
                    won: true,
                    value: abs_silent,
                    multiplier: 1,
                });
            }
        }

        // Pagat: not in the Farbensolo.
        if let (Some((silent, announced)), Some(holder)) =
            (game.values(Premium::Pagat), self.pagat_holder)
        {
            let owner = self.seats_of(self.side_of(holder));
            if self.pagat {
                lines.push(Line {
                    name: "pagat",
                    owner,
                    announced: true,
                    won: self.pagat_last == Some(true),
                    value: announced,
                    multiplier: self.factor(Target::Pagat),
                });
            } else if let Some(won) = self.pagat_last {
                lines.push(Line {
                    name: "pagat",
                    owner,
                    announced: false,
                    won,
                    value: silent,
                    multiplier: 1,
                });
            }
        }

        // Trull: one player held I, XXI and Sküs (not in the Farbensolo).
        if let Some((v, _)) = game.values(Premium::Trull)
            && let Some(h) = Seat::ALL
                .into_iter()
                .find(|s| CardSet::TRULL.is_subset(self.dealt[*s]))
        {
            lines.push(Line {
                name: "trull",
                owner: self.seats_of(self.side_of(h)),
                announced: false,
                won: true,
                value: v,
                multiplier: 1,
            });
        }

        // Königstrull: one side held the four kings.
        if let Some((v, _)) = game.values(Premium::Koenigstrull) {
            for side in sides {
                let owner = self.seats_of(side);
                let kings =
                    owner.iter().fold(CardSet::EMPTY, |a, s| a | self.dealt[s]) & CardSet::KINGS;
                if kings == CardSet::KINGS {
                    lines.push(Line {
                        name: "koenigstrull",
                        owner,
                        announced: false,
                        won: true,
                        value: v,
                        multiplier: 1,
                    });
                }
            }
        }

        // Mondfang: paid by the side that played the XXI (not in the
        // Farbensolo).
        if let (Some((v, _)), Some(m)) = (game.values(Premium::Mondfang), self.mondfang) {
            lines.push(Line {
                name: "mondfang",
                owner: self.seats_of(self.side_of(m)),
                announced: false,
                won: false,
                value: v,
                multiplier: 1,
            });
        }
        lines
    }

    pub fn settle(&self) -> Option<Settlement> {
        if let Some(v) = self.void {
            let why = match v {
                Void::Tarocks { seat, count: 0 } => format!("seat {seat} holds no tarock"),
                Void::Tarocks { seat, .. } => format!("seat {seat} holds a single tarock"),
                Void::Glatzen { seat } => format!("seat {seat} holds all four Glatzen"),
            };
            return Some(Settlement {
                scores: BySeat([0; 4]),
                items: Vec::new(),
                notes: vec![format!(
                    "the deal is void ({why}): the cards are shuffled and dealt again, the Rufer stays the same; nothing is scored"
                )],
            });
        }
        if self.phase != Phase::Done {
            return None;
        }
        let game = self.game?;
        let mut notes = vec![self.describe_game(game)];
        notes.extend(self.record_notes());
        if let Some(r) = self.renonce {
            return Some(self.renonce_settlement(game, r, notes));
        }
        let decl = self.side;
        let opp = decl.complement();
        notes.push(format!(
            "card points {} {} : {} {}; tricks {} : {}",
            decl.describe(),
            self.points_of_side(decl),
            opp.describe(),
            self.points_of_side(opp),
            self.tricks_of_side(decl),
            self.tricks_of_side(opp)
        ));
        let lines = self.lines();
        if lines.iter().any(|l| l.name == "valat") {
            notes.push("a Valat counts: every other item is void".to_string());
        }
        let mut scores = BySeat([0i64; 4]);
        let mut items = Vec::with_capacity(lines.len());
        for l in lines {
            let receivers = if l.won { l.owner } else { l.owner.complement() };
            let points = distribute(receivers, l.value * l.multiplier);
            sum(&mut scores, &points);
            items.push(ScoreItem {
                item: l.name.to_string(),
                side: seats_vec(l.owner),
                announced: l.announced,
                won: l.won,
                value: l.value,
                multiplier: l.multiplier,
                points,
            });
        }
        Some(Settlement {
            scores,
            items,
            notes,
        })
    }

    fn describe_game(&self, game: Game) -> String {
        match (game, self.partner, self.called) {
            (Game::Rufer, Some(p), Some(c)) => format!(
                "Rufer of seat {} with seat {p}, the holder of the called {c}",
                self.declarer
            ),
            _ => format!("{} of seat {} against three", game.german(), self.declarer),
        }
    }

    /// Notes on how the record was read where it was incomplete or wrong.
    fn record_notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if self.closed_early {
            notes.push(
                "the bidding was taken as ended where the record went on to the call or the play"
                    .to_string(),
            );
        }
        if let (Some(w), Some(c)) = (self.wrong_call, self.called) {
            notes.push(format!(
                "seat 1 called {w}; by the rules the call is {c}, and the partnership follows it"
            ));
        }
        if self.call_missing
            && let Some(c) = self.called
        {
            notes.push(format!("the call is not recorded; by the rules it is {c}"));
        }
        if self.out_of_turn_plays > 0 {
            notes.push(format!(
                "{} card(s) were played out of turn; they stand, and are no renonce",
                self.out_of_turn_plays
            ));
        }
        notes
    }

    /// The Tarockcup's renonce rule: every regular player is credited what
    /// he would have received had his side won the game and every announced
    /// Zusatz (his side's made, the other side's lost), kontras included;
    /// a single player gets his threefold share. The offender pays the sum.
    /// Silent premiums do not count; an announced Valat voids the rest.
    pub fn renonce_settlement(
        &self,
        game: Game,
        r: super::state::Renonce,
        mut notes: Vec<String>,
    ) -> Settlement {
        let mut credited: Vec<(&'static str, i64, i64)> = Vec::new();
        if self.valat.is_some() {
            let v = game.values(Premium::Valat).map_or(0, |v| v.1);
            credited.push(("valat", v, self.factor(Target::Valat)));
        } else {
            credited.push((game.id(), game.value(), self.factor(Target::Spiel)));
            if self.absolut.is_some() {
                let v = game.values(Premium::Absolut).map_or(0, |v| v.1);
                credited.push(("absolut", v, self.factor(Target::Absolut)));
            }
            if self.pagat
                && let Some((_, v)) = game.values(Premium::Pagat)
            {
                credited.push(("pagat", v, self.factor(Target::Pagat)));
            }
        }
        let offender = r.seat;
        let regular = Seats::one(offender).complement();
        let mut scores = BySeat([0i64; 4]);
        let mut items = Vec::new();
        for (name, value, multiplier) in credited {
            let v = value * multiplier;
            let mut points = BySeat([0i64; 4]);
            for p in regular.iter() {
                let alone = self.seats_of(self.side_of(p)).len() == 1;
                let share = if alone { 3 * v } else { v };
                points[p] += share;
                points[offender] -= share;
            }
            sum(&mut scores, &points);
            items.push(ScoreItem {
                item: name.to_string(),
                side: seats_vec(regular),
                announced: true,
                won: true,
                value,
                multiplier,
                points,
            });
        }
        notes.push(format!(
            "renonce by seat {} in trick {} ({}): each regular player is credited as if his side had won the game and every announced Zusatz; seat {} pays {}",
            offender,
            r.trick,
            r.rule,
            offender,
            -scores[offender]
        ));
        if self.later_renonces > 0 {
            notes.push(format!(
                "{} later renonce(s) are reported but do not change the settlement: the first renonce settles the game",
                self.later_renonces
            ));
        }
        Settlement {
            scores,
            items,
            notes,
        }
    }
}
