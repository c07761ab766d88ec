//! Worked examples: a recorded game drawn as a rulebook draws it (the deal
//! by suits, the bidding, the tricks with their winners) and the referee's
//! ruling and settlement — computed by the interpreter while the book is
//! built, never typed in.

use super::cards::{self, SUITS, symbol};
use super::{cell, esc, rule_link};
use crate::cards::CardSet;
use crate::engine::{Engine, Event};
use crate::interp::Interp;
use crate::lang::ir::Program;
use crate::ptn::{self, DealEntry, Game, TalonAction, TalonTake};
use crate::referee::{self, Engines, Status, Verdict};
use crate::seat::{BySeat, Seat};
use std::fmt::Write;

/// A game shown as a worked example: what it shows, the file it comes
/// from, the file's text, and which game of the file (0-based).
#[derive(Clone, Debug)]
pub struct Example {
    pub title: String,
    pub file: String,
    pub text: String,
    pub game: usize,
}

/// The interpreter on one program, as the referee's engine list.
struct One(Interp);

impl Engines for One {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        let p = self.0.program();
        (p.variant == variant || p.lineage.iter().any(|v| v == variant)).then_some(&self.0 as _)
    }

    fn known(&self) -> Vec<String> {
        vec![self.0.program().variant.clone()]
    }
}

/// The example as Markdown: a section with the deal, the bidding, the
/// tricks and the ruling.
pub fn render(p: &Program, ex: &Example) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "### {}\n", esc(&ex.title));
    let chunks = ptn::split_str(&ex.text);
    let Some(chunk) = chunks.get(ex.game) else {
        let _ = writeln!(
            md,
            "> [!WARNING]\n> `{}` has no game {}: the example cannot be shown.\n",
            ex.file,
            ex.game + 1
        );
        return md;
    };
    let game = match chunk.parse(ptn::ParseOptions::default()) {
        Ok(g) => g,
        Err(e) => {
            let _ = writeln!(
                md,
                "> [!WARNING]\n> `{}` game {} cannot be read: {}\n",
                ex.file,
                ex.game + 1,
                esc(&e.to_string())
            );
            return md;
        }
    };
    let engine = One(Interp::new(p.clone()));
    let verdict = referee::verify(&game, &ex.file, ex.game, &engine);
    let _ = writeln!(
        md,
        "From `{}`, game {}{}.\n",
        ex.file,
        ex.game + 1,
        game.tag("Seats")
            .map(|s| format!(" — players {}", esc(s)))
            .unwrap_or_default()
    );
    for c in game.preamble.iter() {
        let text = c.text().trim();
        if !text.is_empty() {
            let _ = writeln!(md, "> {}\n", esc(text));
        }
    }
    deal(&mut md, &game);
    turns(&mut md, &game);
    tricks(&mut md, &game, &engine.0);
    ruling(&mut md, &verdict);
    md
}

fn deal(md: &mut String, game: &Game) {
    let Some(d) = &game.deal else {
        let _ = writeln!(
            md,
            "The record has no deal: the hands are reconstructed from the play.\n"
        );
        return;
    };
    let _ = writeln!(
        md,
        "**The deal**\n\n| seat | Tarock | {} | {} | {} | {} |\n|---|---|---|---|---|---|",
        symbol(SUITS[0]),
        symbol(SUITS[1]),
        symbol(SUITS[2]),
        symbol(SUITS[3])
    );
    let names = game.seat_names();
    for e in &d.entries {
        match e {
            DealEntry::Hand(h) => {
                let cs: CardSet = h.cards.iter().map(|c| c.value).collect();
                let who = names
                    .get(h.seat.index())
                    .map(|n| format!(" {}", cell(n)))
                    .unwrap_or_default();
                let _ = writeln!(
                    md,
                    "| {}{who} | {} |",
                    h.seat,
                    cards::hand_cells(cs).join(" | ")
                );
            }
            DealEntry::Talon(t) => {
                let halves: Vec<String> = t
                    .halves
                    .iter()
                    .map(|h| cards::line(h.iter().map(|c| c.value).collect()))
                    .collect();
                let _ = writeln!(md, "| talon | {} | | | | |", halves.join(" / "));
            }
        }
    }
    md.push('\n');
}

fn turns(md: &mut String, game: &Game) {
    let sections = [
        ("Bidding", &game.auction),
        ("Call", &game.call),
        ("Announcements", &game.announce),
    ];
    let mut any = false;
    for (name, sec) in sections {
        let Some(sec) = sec else { continue };
        if name == "Announcements" {
            talon(md, game);
        }
        any = true;
        let lines: Vec<String> = sec
            .entries
            .iter()
            .map(|t| {
                let words: Vec<String> = t.items.iter().map(|i| i.term.to_string()).collect();
                format!("{}: {}", t.seat, words.join(" "))
            })
            .collect();
        let _ = writeln!(md, "**{name}**: {}\n", esc(&lines.join(" · ")));
    }
    if any && game.announce.is_none() {
        talon(md, game);
    }
}

fn talon(md: &mut String, game: &Game) {
    let Some(t) = &game.talon else { return };
    let lines: Vec<String> = t
        .entries
        .iter()
        .map(|e| match &e.action {
            TalonAction::Take(TalonTake::Half(n)) => format!("{} takes half {n}", e.seat),
            TalonAction::Take(TalonTake::All) => format!("{} takes the whole talon", e.seat),
            TalonAction::Take(TalonTake::None) => format!("{} takes nothing", e.seat),
            TalonAction::Discard(cs) => format!(
                "{} lays away {}",
                e.seat,
                cs.iter()
                    .map(|c| cards::face(c.value))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        })
        .collect();
    let _ = writeln!(md, "**Talon**: {}\n", lines.join(" · "));
}

/// The winner of each trick, as the engine rules it: the game replayed
/// through the interpreter up to its last card.
fn winners(game: &Game, engine: &Interp) -> Vec<Seat> {
    let Some(deal) = referee::deal(game, engine) else {
        return Vec::new();
    };
    let Ok(mut state) = engine.start(&deal) else {
        return Vec::new();
    };
    for step in referee::events(game) {
        // A refused event is the referee's business; the replay goes on
        // as far as the engine lets it.
        let _ = state.apply(&step);
        if matches!(step, Event::Play { .. }) && state.trick_winners().len() >= game.tricks().len()
        {
            break;
        }
    }
    state.trick_winners()
}

fn tricks(md: &mut String, game: &Game, engine: &Interp) {
    let ts = game.tricks();
    if ts.is_empty() {
        return;
    }
    let won = winners(game, engine);
    let _ = writeln!(
        md,
        "**The play** (the card that wins the trick in bold)\n\n| trick | led by | cards in order | won by |\n|---|---|---|---|"
    );
    let mut taken: BySeat<u32> = BySeat([0; 4]);
    for (i, t) in ts.iter().enumerate() {
        let winner = won.get(i).copied();
        let cards: Vec<String> = t
            .plays
            .iter()
            .map(|pl| {
                let face = format!("{}:{}", pl.seat, cards::html(pl.card));
                if Some(pl.seat) == winner {
                    format!("**{face}**")
                } else {
                    face
                }
            })
            .collect();
        if let Some(w) = winner {
            taken[w] += 1;
        }
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} |",
            t.number,
            t.plays
                .first()
                .map(|p| p.seat.to_string())
                .unwrap_or_default(),
            cards.join(" "),
            winner.map(|w| w.to_string()).unwrap_or_else(|| "—".into())
        );
    }
    let _ = writeln!(
        md,
        "\nTricks won: {}.\n",
        taken
            .iter()
            .map(|(s, n)| format!("seat {s} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

fn ruling(md: &mut String, v: &Verdict) {
    let status = match v.status {
        Status::Clean => "clean — no finding".to_string(),
        Status::Findings => format!("{} finding(s)", v.findings.len()),
        Status::Unreadable => "unreadable".to_string(),
    };
    let _ = writeln!(md, "**The referee's ruling**: {status}.\n");
    for f in &v.findings {
        let rule = f
            .rule
            .as_ref()
            .map(|r| format!(" [`{r}`]({})", relative(&rule_link(r))))
            .unwrap_or_default();
        let place = match (f.seat, f.trick) {
            (Some(s), Some(t)) => format!(" — seat {s}, trick {t}"),
            (Some(s), None) => format!(" — seat {s}"),
            _ => String::new(),
        };
        let _ = writeln!(
            md,
            "- **{}**{rule}{place}: {}",
            f.kind.as_str(),
            esc(&f.message)
        );
    }
    if !v.findings.is_empty() {
        md.push('\n');
    }
    if let Some(score) = &v.score {
        let _ = writeln!(
            md,
            "**Settlement**: {}{}\n",
            referee::scores_text(score),
            match &v.sheet {
                Some(s) if s == score => " — as on the score sheet",
                Some(_) => " — the score sheet differs",
                None => "",
            }
        );
        if !v.breakdown.is_empty() {
            let _ = writeln!(
                md,
                "| item | for seats | announced | won | value | × | seat 1 | seat 2 | seat 3 | seat 4 |\n|---|---|---|---|---|---|---|---|---|---|"
            );
            for it in &v.breakdown {
                let side: Vec<String> = it.side.iter().map(|s| s.to_string()).collect();
                let _ = writeln!(
                    md,
                    "| `{}` | {} | {} | {} | {} | {} | {} |",
                    cell(&it.item),
                    side.join(", "),
                    if it.announced { "announced" } else { "silent" },
                    if it.won { "won" } else { "lost" },
                    it.value,
                    it.multiplier,
                    it.points
                        .iter()
                        .map(|(_, p)| format!("{p:+}"))
                        .collect::<Vec<_>>()
                        .join(" | ")
                );
            }
            md.push('\n');
        }
        for n in &v.notes {
            let _ = writeln!(md, "- *{}*", esc(n));
        }
        if !v.notes.is_empty() {
            md.push('\n');
        }
    }
}

/// A match: every game of a file replayed and settled by the interpreter,
/// each player's game scores, and the match result the spec's `match`
/// declaration gives (players followed by name across the games).
pub fn render_match(p: &Program, ex: &Example) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "### {}\n\nFrom `{}`.\n", esc(&ex.title), ex.file);
    let engine = One(Interp::new(p.clone()));
    let mut games = Vec::new();
    let mut players: Vec<String> = Vec::new();
    let mut rows = Vec::new();
    for chunk in ptn::split_str(&ex.text) {
        let Ok(game) = chunk.parse(ptn::ParseOptions::default()) else {
            let _ = writeln!(
                md,
                "> [!WARNING]\n> game {} cannot be read.\n",
                chunk.index + 1
            );
            continue;
        };
        let v = referee::verify(&game, &ex.file, chunk.index, &engine);
        let Some(scores) = v.score else {
            let _ = writeln!(
                md,
                "> [!WARNING]\n> game {} is not settled: it does not count.\n",
                chunk.index + 1
            );
            continue;
        };
        for name in &v.players {
            if !players.contains(name) {
                players.push(name.clone());
            }
        }
        rows.push((chunk.index + 1, v.players.clone(), scores));
        games.push(crate::engine::MatchGame {
            players: v.players.clone(),
            scores,
        });
    }
    let _ = writeln!(
        md,
        "| game | {} |\n|---|{}",
        players
            .iter()
            .map(|n| cell(n))
            .collect::<Vec<_>>()
            .join(" | "),
        "---|".repeat(players.len())
    );
    for (n, seats, scores) in &rows {
        let cells: Vec<String> = players
            .iter()
            .map(|name| {
                seats
                    .iter()
                    .position(|x| x == name)
                    .and_then(|i| Seat::new(i as u8 + 1))
                    .map(|s| format!("{:+} (seat {s})", scores[s]))
                    .unwrap_or_default()
            })
            .collect();
        let _ = writeln!(md, "| {n} | {} |", cells.join(" | "));
    }
    md.push('\n');
    match engine.0.match_result(&games) {
        Some(r) => {
            let _ = writeln!(md, "**The match**: {}\n", {
                r.players
                    .iter()
                    .map(|(n, s)| format!("{} {s}", cell(n)))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            for n in &r.notes {
                let _ = writeln!(md, "- *{}*", esc(n));
            }
            if !r.notes.is_empty() {
                md.push('\n');
            }
        }
        None => {
            let _ = writeln!(md, "The spec defines no match result for these games.\n");
        }
    }
    md
}

/// A link from a variant page (`variants/x.md`) to a book path.
fn relative(path: &str) -> String {
    format!("../{path}")
}
