//! Explaining a moment of a game (`skus explain`): the game as it stands
//! before a recorded event, the legal events of the seat to act, and for
//! every other card that seat holds the rule that forbids it — the same
//! `Violation` the engine gives when the card is played — and what the
//! recorded event did.
//!
//! Nothing here knows a variant: the state, the legal events and the
//! rulings come from the engine through the seam (`State::legal`,
//! `State::check`), so an interpreted spec is explainable without a line of
//! extra code, and both engines give the same explanation (the agreement
//! suite compares them).

use super::{Engines, Finding, Moment, Place, Watch, from_violation};
use crate::cards::{Card, CardSet, Suit};
use crate::engine::{Event, Phase, Violation};
use crate::ptn::{Game, Loc};
use crate::seat::Seat;
use serde::Serialize;
use std::fmt::{self, Write};

/// A moment of a game, as a referee names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// The `card`-th card played to trick `trick` (`7.3`; `7` is its
    /// first card).
    Card { trick: u32, card: u32 },
    /// The `turn`-th turn line of a section (`auction.5`, `announce.2`),
    /// or the `turn`-th line of the talon section (`talon.1`).
    Turn { section: &'static str, turn: u32 },
    /// The first recorded event on a line of the file (`line:42`).
    Line(u32),
}

impl At {
    /// Reads `7.3`, `7`, `auction.5`, `call.1`, `talon.2`, `announce.2`,
    /// `line:42`.
    pub fn parse(s: &str) -> Result<At, String> {
        let s = s.trim();
        let number = |t: &str, what: &str| -> Result<u32, String> {
            match t.parse::<u32>() {
                Ok(n) if (1..=10_000_000).contains(&n) => Ok(n),
                _ => Err(format!(
                    "`{}` is not a {what} (a number from 1)",
                    crate::text::escape_control(t)
                )),
            }
        };
        if let Some(l) = s.strip_prefix("line:") {
            return Ok(At::Line(number(l, "line number")?));
        }
        let (head, tail) = match s.split_once('.') {
            Some((h, t)) => (h, Some(t)),
            None => (s, None),
        };
        for section in ["auction", "call", "talon", "announce"] {
            if head == section {
                let turn = match tail {
                    Some(t) => number(t, "turn number")?,
                    None => 1,
                };
                return Ok(At::Turn { section, turn });
            }
        }
        if head == "play" {
            return match tail {
                Some(t) => At::parse(t),
                None => Ok(At::Card { trick: 1, card: 1 }),
            };
        }
        if !head.is_empty() && head.bytes().all(|b| b.is_ascii_digit()) {
            let trick = number(head, "trick number")?;
            let card = match tail {
                Some(t) => number(t, "card's place in its trick")?,
                None => 1,
            };
            return Ok(At::Card { trick, card });
        }
        Err(format!(
            "`{}` is not a place of a game; write a trick and a card (`7.3`), a section turn (`auction.5`, `call.1`, `talon.1`, `announce.2`) or a line (`line:42`)",
            crate::text::escape_control(s)
        ))
    }

    fn matches(&self, m: &Moment<'_>) -> bool {
        match *self {
            At::Card { trick, card } => m.trick == Some(trick) && m.nth == card,
            At::Turn { section, turn } => m.section == section && m.nth == turn,
            At::Line(l) => m.line == l,
        }
    }
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Card { trick, card } => write!(f, "{trick}.{card}"),
            At::Turn { section, turn } => write!(f, "{section}.{turn}"),
            At::Line(l) => write!(f, "line:{l}"),
        }
    }
}

/// A card in an explanation: its token and its German name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    pub card: String,
    pub name: String,
}

impl CardView {
    fn of(c: Card) -> CardView {
        CardView {
            card: c.to_string(),
            name: c.german_name(),
        }
    }
}

/// The cards of one suit (or the tarocks) in a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SuitGroup {
    /// `Tarock`, `Pik`, `Kreuz`, `Herz`, `Karo`.
    pub suit: &'static str,
    pub cards: Vec<CardView>,
}

/// A seat's hand at the moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    pub seat: u8,
    /// The `Seats` tag's name for the seat, if the record has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    pub groups: Vec<SuitGroup>,
}

/// A card or word the seat to act may not give now, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Forbidden {
    /// The event as a record writes it (`3: XIV`, `2: kontra(spiel)`).
    pub event: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardView>,
    /// The finding it would be, with the rule's id, the rulebook's words
    /// and the book link.
    pub finding: Finding,
}

/// A word said so far in the record (auction, call, premium round).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Said {
    pub section: &'static str,
    pub seat: u8,
    pub word: String,
}

/// The game at one moment.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// The place, as `--at` names it (`7.3`, `auction.5`).
    pub at: String,
    pub line: u32,
    pub column: u32,
    /// The record's section of the event (`play`, `auction` …).
    pub section: &'static str,
    /// The phase the engine is in (`auction`, `call`, `talon`,
    /// `announce`, `play`, `done`).
    pub phase: Phase,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_act: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trick: Option<u32>,
    /// The cards on the table in the trick under way, in order.
    pub table: Vec<(u8, CardView)>,
    /// What was said before this moment, in order (as the record shows it;
    /// passes the record leaves out are in the verdict's notes).
    pub said: Vec<Said>,
    /// Each seat's cards now.
    pub hands: Vec<HandView>,
    /// The legal events of the seat to act, as a record writes them.
    pub legal: Vec<String>,
    /// Every other card the seat to act holds, with the rule against it
    /// (during the play); and the recorded word when it is illegal.
    pub forbidden: Vec<Forbidden>,
    /// The recorded event at this place.
    pub event: String,
    /// What the referee rules on it: `None` for a legal event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruling: Option<Finding>,
    /// The findings before this moment.
    pub before: Vec<Finding>,
    /// Passed over, not applied: the record goes on here as if the void
    /// word at this place stood (the referee's note says so).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub passed_over: Option<Place>,
}

/// Why a moment cannot be explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainError {
    /// No variant tag, or a variant no engine knows.
    Variant(String),
    /// The place is not in the record, or the replay stopped before it.
    NotFound(String),
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::Variant(m) | ExplainError::NotFound(m) => f.write_str(m),
        }
    }
}

fn variant_engine<'a>(
    game: &Game,
    engines: &'a dyn Engines,
) -> Result<&'a dyn crate::engine::Engine, ExplainError> {
    let Some(variant) = game.variant() else {
        return Err(ExplainError::Variant("the game has no Variant tag".into()));
    };
    engines.engine(variant).ok_or_else(|| {
        ExplainError::Variant(format!(
            "unknown variant `{}`; the referee knows {}",
            crate::text::escape_control(variant),
            engines.known().join(", ")
        ))
    })
}

/// The game at `at`: the first recorded event there.
pub fn explain(
    game: &Game,
    file: &str,
    engines: &dyn Engines,
    at: At,
) -> Result<Explanation, ExplainError> {
    variant_engine(game, engines)?;
    let names = game.seat_names();
    let mut seen = Seen::default();
    let mut found = None;
    let mut reached = 0usize;
    let mut last = None;
    super::replay_watched(game, file, engines, &mut |m| {
        seen.before(m);
        if at.matches(m) {
            found = Some(moment(m, &at.to_string(), &seen, &names));
            return Watch::Stop;
        }
        reached += 1;
        last = Some((place_of(m), m.line));
        seen.after(m);
        Watch::Go
    });
    found.ok_or_else(|| {
        ExplainError::NotFound(match last {
            Some((place, line)) => format!(
                "the replay reaches no event at {at}: it went through {reached} recorded event(s), the last at {place} (line {line})"
            ),
            None => format!("the replay reaches no event at {at}: it applies no recorded event"),
        })
    })
}

/// Every recorded event of the game, explained in order (`skus explain`
/// without `--at`).
pub fn explain_all(
    game: &Game,
    file: &str,
    engines: &dyn Engines,
) -> Result<Vec<Explanation>, ExplainError> {
    variant_engine(game, engines)?;
    let names = game.seat_names();
    let mut seen = Seen::default();
    let mut out = Vec::new();
    super::replay_watched(game, file, engines, &mut |m| {
        seen.before(m);
        out.push(moment(m, &place_of(m), &seen, &names));
        seen.after(m);
        Watch::Go
    });
    Ok(out)
}

/// The place of a moment as `--at` writes it.
fn place_of(m: &Moment<'_>) -> String {
    match m.trick {
        Some(t) => format!("{t}.{}", m.nth),
        None => format!("{}.{}", m.section, m.nth),
    }
}

/// What the record showed before a moment: the words said, the cards of
/// the trick under way.
#[derive(Default)]
struct Seen {
    said: Vec<Said>,
    trick: Option<u32>,
    table: Vec<(u8, CardView)>,
}

impl Seen {
    fn before(&mut self, m: &Moment<'_>) {
        if m.trick != self.trick {
            self.trick = m.trick;
            self.table.clear();
        }
    }

    fn after(&mut self, m: &Moment<'_>) {
        match m.event {
            Event::Say {
                section,
                seat,
                term,
            } => self.said.push(Said {
                section: section.as_str(),
                seat: seat.number(),
                word: term.to_string(),
            }),
            Event::Play { seat, card } => self.table.push((seat.number(), CardView::of(*card))),
            _ => {}
        }
    }
}

fn moment(m: &Moment<'_>, at: &str, seen: &Seen, names: &[&str]) -> Explanation {
    let state = m.state;
    let loc = Loc::new(m.line, m.column);
    let to_act = state.to_act();
    let legal = state.legal();
    let mut forbidden = Vec::new();
    if let Some(seat) = to_act
        && state.phase() == Phase::Play
    {
        for card in state.hand(seat) {
            let e = Event::Play { seat, card };
            if legal.contains(&e) {
                continue;
            }
            if let Err(x) = state.check(&e) {
                forbidden.push(Forbidden {
                    event: e.to_string(),
                    card: Some(CardView::of(card)),
                    finding: finding(&x, loc, "play", state.trick()),
                });
            }
        }
    }
    // A line passed over is no ruling of its own (the void word before it
    // is): the referee says why it is not applied.
    let ruling = state
        .check(m.event)
        .err()
        .filter(|_| m.passed_over.is_none())
        .map(|x| finding(&x, loc, m.section, m.trick.or_else(|| state.trick())));
    if let Some(f) = &ruling
        && !matches!(m.event, Event::Play { .. })
    {
        forbidden.push(Forbidden {
            event: m.event.to_string(),
            card: None,
            finding: f.clone(),
        });
    }
    Explanation {
        at: at.to_string(),
        line: m.line,
        column: m.column,
        section: m.section,
        phase: state.phase(),
        to_act: to_act.map(Seat::number),
        trick: state.trick(),
        table: seen.table.clone(),
        said: seen.said.clone(),
        hands: Seat::ALL
            .iter()
            .map(|s| HandView {
                seat: s.number(),
                player: names.get(s.index()).map(|n| n.to_string()),
                groups: groups(state.hand(*s)),
            })
            .collect(),
        legal: legal.iter().map(ToString::to_string).collect(),
        forbidden,
        event: m.event.to_string(),
        ruling,
        before: m.findings.to_vec(),
        passed_over: m.passed_over,
    }
}

fn finding(x: &Violation, loc: Loc, section: &'static str, trick: Option<u32>) -> Finding {
    let mut f = from_violation(x, loc, Some(section), trick);
    f.book = f.rule.as_deref().map(crate::book::rule_link);
    f
}

/// A hand grouped as a player sorts it: tarocks, then the suits, each
/// high to low.
fn groups(hand: CardSet) -> Vec<SuitGroup> {
    let mut out = Vec::new();
    let tarocks: Vec<CardView> = hand
        .iter()
        .filter(|c| c.is_tarock())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .map(CardView::of)
        .collect();
    if !tarocks.is_empty() {
        out.push(SuitGroup {
            suit: "Tarock",
            cards: tarocks,
        });
    }
    for suit in Suit::ALL {
        let mut cards: Vec<CardView> = hand
            .iter()
            .filter(|c| c.suit() == Some(suit))
            .map(CardView::of)
            .collect();
        cards.reverse();
        if !cards.is_empty() {
            out.push(SuitGroup {
                suit: suit.german(),
                cards,
            });
        }
    }
    out
}

impl Explanation {
    /// The explanation for people.
    pub fn human(&self) -> String {
        let mut out = String::new();
        let esc = |s: &str| crate::text::escape_control(s).into_owned();
        let _ = writeln!(
            out,
            "at {} (line {}, column {}): {} — {}",
            self.at,
            self.line,
            self.column,
            self.section,
            esc(&self.event)
        );
        let phase = serde_json::to_value(self.phase)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        let _ = write!(out, "  phase: {phase}");
        if let Some(t) = self.trick {
            let _ = write!(out, ", trick {t}");
        }
        if let Some(s) = self.to_act {
            let _ = write!(out, ", seat {s} to act");
        }
        out.push('\n');
        if !self.said.is_empty() {
            let mut line = String::new();
            let mut last = "";
            for s in &self.said {
                if s.section != last {
                    let _ = write!(
                        line,
                        "{}{}:",
                        if last.is_empty() { "" } else { "; " },
                        s.section
                    );
                    last = s.section;
                }
                let _ = write!(line, " {}:{}", s.seat, esc(&s.word));
            }
            let _ = writeln!(out, "  said so far: {line}");
        }
        if !self.table.is_empty() {
            let cards: Vec<String> = self
                .table
                .iter()
                .map(|(s, c)| format!("{s}:{} {}", c.card, c.name))
                .collect();
            let _ = writeln!(out, "  on the table: {}", cards.join(", "));
        }
        for h in &self.hands {
            let who = match &h.player {
                Some(p) => format!("seat {} ({})", h.seat, esc(p)),
                None => format!("seat {}", h.seat),
            };
            let groups: Vec<String> = h
                .groups
                .iter()
                .map(|g| {
                    let cs: Vec<&str> = g.cards.iter().map(|c| c.card.as_str()).collect();
                    format!("{} {}", g.suit, cs.join(" "))
                })
                .collect();
            let _ = writeln!(
                out,
                "  {who}: {}",
                if groups.is_empty() {
                    "no cards".to_string()
                } else {
                    groups.join(" | ")
                }
            );
        }
        if self.legal.is_empty() {
            let _ = writeln!(out, "  legal: nothing (the game is over)");
        } else if self.legal.len() > GROUPED_FROM {
            let legal: Vec<String> = grouped(&self.legal).iter().map(|l| esc(l)).collect();
            let _ = writeln!(
                out,
                "  legal ({} events, a word's arguments together): {}",
                self.legal.len(),
                legal.join(", ")
            );
        } else {
            let legal: Vec<String> = self.legal.iter().map(|l| esc(l)).collect();
            let _ = writeln!(out, "  legal: {}", legal.join(", "));
        }
        // The cards one rule forbids together, with the rule's words once.
        let mut by_rule: Vec<(&Finding, Vec<String>)> = Vec::new();
        for f in &self.forbidden {
            let what = match &f.card {
                Some(c) => c.card.clone(),
                None => format!("`{}`", esc(&f.event)),
            };
            match by_rule
                .iter_mut()
                .find(|(g, _)| g.rule == f.finding.rule && g.kind == f.finding.kind)
            {
                Some((_, cards)) => cards.push(what),
                None => by_rule.push((&f.finding, vec![what])),
            }
        }
        for (f, what) in by_rule {
            let _ = writeln!(
                out,
                "  not {}: {} by {}",
                what.join(" "),
                f.kind.as_str(),
                f.rule.as_deref().unwrap_or("?"),
            );
            if what.len() == 1 {
                let _ = writeln!(out, "      {}", esc(&f.message));
            }
            if let Some(src) = &f.source {
                let _ = writeln!(out, "      rulebook: {}", esc(src));
            }
            if let Some(b) = &f.book {
                let _ = writeln!(out, "      book: {b}");
            }
        }
        match (&self.ruling, &self.passed_over) {
            (_, Some(after)) => {
                let _ = writeln!(
                    out,
                    "  passed over: the section had ended by the rules; the record goes on as if the void word at {}:{} stood",
                    after.line, after.column
                );
            }
            (None, None) => {
                let _ = writeln!(out, "  the recorded event is legal");
            }
            (Some(f), None) => {
                let _ = writeln!(
                    out,
                    "  ruling: {} [{}] {}",
                    f.kind.as_str(),
                    f.rule.as_deref().unwrap_or("?"),
                    esc(&f.message)
                );
                if let Some(b) = &f.book {
                    let _ = writeln!(out, "      book: {b}");
                }
            }
        }
        out
    }
}

/// The `skus explain --json` document: the one moment asked for with
/// `--at` (`single`), else every moment. The command line and the
/// browser's referee (`web/`) both write it here.
pub fn json_document(moments: &[Explanation], single: bool) -> String {
    let doc = match moments.first() {
        Some(m) if single => serde_json::to_string_pretty(m),
        _ => serde_json::to_string_pretty(&serde_json::json!({ "moments": moments })),
    };
    let mut s = doc.unwrap_or_default();
    s.push('\n');
    s
}

/// From this many legal events on, the text shows a word's arguments
/// together ([`grouped`]); the JSON lists every event.
const GROUPED_FROM: usize = 24;

/// Legal events with a seat's word said with different arguments shown
/// once, the arguments' alternatives between `|` (`4: ultimo(I | II |
/// SK)`), in the order each word first comes; every other event as it is.
/// Royal's announcement turn lists about 970 events.
fn grouped(legal: &[String]) -> Vec<String> {
    let mut out: Vec<(&str, Vec<&str>)> = Vec::new();
    let mut at: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for e in legal {
        match word_and_arguments(e) {
            Some((head, args)) => match at.get(head) {
                Some(&i) => out[i].1.push(args),
                None => {
                    at.insert(head, out.len());
                    out.push((head, vec![args]));
                }
            },
            None => out.push((e, Vec::new())),
        }
    }
    out.into_iter()
        .map(|(head, args)| {
            if args.is_empty() {
                head.to_string()
            } else {
                format!("{head}({})", args.join(" | "))
            }
        })
        .collect()
}

/// `4: ultimo(I)` as its seat and word (`4: ultimo`) and its arguments
/// (`I`); `None` for an event that is no word with arguments (a card, a
/// line end, a bare word).
fn word_and_arguments(e: &str) -> Option<(&str, &str)> {
    let open = e.find('(')?;
    let head = &e[..open];
    let args = e.strip_suffix(')')?.get(open + 1..)?;
    // `1: (end of turn)`: no word before the parenthesis.
    if head.ends_with([' ', ':']) || args.is_empty() {
        return None;
    }
    Some((head, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_words_arguments_are_shown_together() {
        let legal: Vec<String> = [
            "4: pass",
            "4: ultimo(I)",
            "4: ultimo(SK)",
            "4: vogerl",
            "4: count(H,2)",
            "4: ultimo(CK)",
            "4: count(D,2)",
            "4: kontra(ultimo(I))",
            "4: (end of turn)",
            "3: ultimo(I)",
            "4:XXI",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            grouped(&legal),
            [
                "4: pass",
                "4: ultimo(I | SK | CK)",
                "4: vogerl",
                "4: count(H,2 | D,2)",
                "4: kontra(ultimo(I))",
                "4: (end of turn)",
                "3: ultimo(I)",
                "4:XXI",
            ]
        );
    }

    #[test]
    fn events_without_arguments_stay_as_they_are() {
        for e in ["4: pass", "1: (end of turn)", "2:SK", "3: weird(", "3: x()"] {
            assert_eq!(word_and_arguments(e), None, "{e}");
        }
        assert_eq!(word_and_arguments("1: re(spiel)"), Some(("1: re", "spiel")));
    }
}
