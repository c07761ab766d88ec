//! What a record says, as the engines need it: its events in order, each
//! with its place, and its deal (as written, or rebuilt from a complete
//! play record).

use super::*;

/// An event of the transcript with its place.
pub(super) struct Step {
    pub(super) event: Event,
    pub(super) loc: Loc,
    pub(super) section: &'static str,
    /// The trick a played card belongs to.
    pub(super) trick: Option<u32>,
    /// Where in its section: the turn line (1-based) of a word or line
    /// end, the card's place in its trick, the talon line.
    pub(super) nth: u32,
}

pub(super) fn section_name(s: Section) -> &'static str {
    s.as_str()
}

/// The transcript's events in order.
pub(super) fn steps(game: &Game) -> Vec<Step> {
    let mut out = Vec::with_capacity(count_steps(game));
    let turns = [
        (Section::Auction, &game.auction),
        (Section::Call, &game.call),
    ];
    for (section, turns) in turns {
        push_turns(&mut out, section, turns);
    }
    if let Some(t) = &game.talon {
        for (n, e) in t.entries.iter().enumerate() {
            let event = match &e.action {
                TalonAction::Take(take) => Event::Take {
                    seat: e.seat,
                    take: *take,
                },
                TalonAction::Discard(cards) => Event::Discard {
                    seat: e.seat,
                    cards: cards.iter().map(|c| c.value).collect(),
                },
            };
            out.push(Step {
                event,
                loc: e.loc,
                section: "talon",
                trick: None,
                nth: n as u32 + 1,
            });
        }
    }
    push_turns(&mut out, Section::Announce, &game.announce);
    for t in game.tricks() {
        for (n, p) in t.plays.iter().enumerate() {
            out.push(Step {
                event: Event::Play {
                    seat: p.seat,
                    card: p.card,
                },
                loc: p.loc,
                section: "play",
                trick: Some(t.number),
                nth: n as u32 + 1,
            });
        }
    }
    out
}

/// How many steps [`steps`] makes of `game`: the room to make them in
/// (a list grown on the way copied a Tarockcup game's 92 steps again).
fn count_steps(game: &Game) -> usize {
    let turns = |t: &Option<ptn::Section<ptn::Turn>>| {
        t.as_ref()
            .map_or(0, |t| t.entries.iter().map(|e| e.items.len() + 1).sum())
    };
    turns(&game.auction)
        + turns(&game.call)
        + turns(&game.announce)
        + game.talon.as_ref().map_or(0, |t| t.entries.len())
        + game.tricks().iter().map(|t| t.plays.len()).sum::<usize>()
}

pub(super) fn push_turns(
    out: &mut Vec<Step>,
    section: Section,
    turns: &Option<ptn::Section<ptn::Turn>>,
) {
    let Some(turns) = turns else { return };
    for (n, t) in turns.entries.iter().enumerate() {
        let nth = n as u32 + 1;
        for item in &t.items {
            out.push(Step {
                event: Event::Say {
                    section,
                    seat: t.seat,
                    term: item.term.clone(),
                },
                loc: item.loc,
                section: section_name(section),
                trick: None,
                nth,
            });
        }
        out.push(Step {
            event: Event::EndTurn {
                section,
                seat: t.seat,
            },
            loc: t.loc,
            section: section_name(section),
            trick: None,
            nth,
        });
    }
}

/// Why a game's deal cannot be given to the engine.
pub(super) enum NoDeal {
    /// No deal section, and the play record is not complete.
    Unknown(String),
    /// A card listed twice: the record cannot be a real deal.
    Twice {
        card: crate::cards::Card,
        first: Loc,
        again: Loc,
    },
}

/// Where the deal section lists `card` first.
fn first_listed(game: &Game, card: crate::cards::Card) -> Option<Loc> {
    game.deal
        .iter()
        .flat_map(|d| d.entries.iter())
        .flat_map(|e| match e {
            DealEntry::Hand(h) => h.cards.iter().collect::<Vec<_>>(),
            DealEntry::Talon(t) => t.halves.iter().flatten().collect(),
        })
        .find(|c| c.value == card)
        .map(|c| c.loc)
}

/// The deal as recorded, or reconstructed from a complete play record.
pub(super) fn deal_of(game: &Game, engine: &dyn Engine) -> Result<Deal, NoDeal> {
    if game.deal.is_some() {
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        let mut talon = Vec::new();
        // The cards listed so far; a card listed twice is rare, and only
        // then is its first place looked up.
        let mut seen = CardSet::EMPTY;
        let mut note = |c: &crate::ptn::Located<crate::cards::Card>| -> Result<(), NoDeal> {
            if seen.insert(c.value) {
                return Ok(());
            }
            Err(NoDeal::Twice {
                card: c.value,
                first: first_listed(game, c.value).unwrap_or(c.loc),
                again: c.loc,
            })
        };
        for e in game.deal.iter().flat_map(|d| d.entries.iter()) {
            match e {
                DealEntry::Hand(h) => {
                    for c in &h.cards {
                        note(c)?;
                    }
                    hands[h.seat] = h.cards.iter().map(|c| c.value).collect();
                }
                DealEntry::Talon(t) => {
                    for c in t.halves.iter().flatten() {
                        note(c)?;
                    }
                    talon = t
                        .halves
                        .iter()
                        .map(|h| h.iter().map(|c| c.value).collect())
                        .collect()
                }
            }
        }
        return Ok(Deal {
            hands,
            talon,
            reconstructed: false,
        });
    }
    let layout = engine.layout();
    let tricks = game.tricks();
    let complete = tricks.len() == layout.hand && tricks.iter().all(|t| t.plays.len() == 4);
    if !complete {
        return Err(NoDeal::Unknown(format!(
            "the record has no deal section and {}; the hands cannot be reconstructed, so the game cannot be checked",
            if tricks.is_empty() {
                "no play".to_string()
            } else {
                format!(
                    "only {} of {} tricks complete",
                    tricks.iter().filter(|t| t.plays.len() == 4).count(),
                    layout.hand
                )
            }
        )));
    }
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    for p in tricks.iter().flat_map(|t| t.plays.iter()) {
        hands[p.seat].insert(p.card);
    }
    Ok(Deal {
        hands,
        talon: Vec::new(),
        reconstructed: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The room counted for a game's steps is the number of steps made,
    /// for games of every shipped spec, legal and with mistakes planted.
    #[test]
    fn the_steps_counted_are_the_steps_made() {
        let engines = crate::specs::InterpEngines::shipped().expect("the shipped specs load");
        let variants: Vec<String> = engines.programs().map(|p| p.variant.clone()).collect();
        for v in &variants {
            let interp = engines.interp(v).expect("a shipped spec's engine");
            for i in 0..4 {
                let (game, _) =
                    crate::simulate::game(interp, 29, i, i % 2 == 1).expect("a game is played");
                let made = steps(&game);
                assert!(made.len() > 20, "{v} game {i}: {} steps", made.len());
                assert_eq!(count_steps(&game), made.len(), "{v} game {i}");
            }
        }
    }
}
