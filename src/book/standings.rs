//! A variant chapter's "Standings" section: each `standings` declaration of
//! the spec, read from the checked program (`lang::ir::Standings`).

use super::{anchor, esc};
use crate::lang::ir::{Program, Stage, Standings};
use std::fmt::Write;

/// A link to a rule of the chapter.
fn rule(p: &Program, i: u16) -> String {
    match p.rules.get(i as usize) {
        Some(r) => format!("[`{}`](#{})", r.id, anchor(&r.id)),
        None => String::new(),
    }
}

fn quoted(v: &[String]) -> String {
    v.iter()
        .map(|x| format!("\"{}\"", esc(x)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn section(md: &mut String, p: &Program) {
    if p.standings.is_empty() {
        return;
    }
    let _ = writeln!(
        md,
        "## Standings\n\n`skus standings GAMES` referees every game and builds these \
         standings from the games' tags (`--format NAME` picks one; the first is the \
         default). The settlement that counts is the referee's; what the tags leave \
         unclear is reported, never guessed.\n"
    );
    for s in &p.standings {
        standings(md, p, s);
    }
}

fn standings(md: &mut String, p: &Program, s: &Standings) {
    let _ = writeln!(md, "### {} (`{}`)\n", esc(&s.title), s.name);
    if !s.sheets.is_empty() {
        let _ = writeln!(
            md,
            "- Score sheets: the games of each {}, with each player's sum.",
            s.sheets
                .iter()
                .map(|t| esc(t))
                .collect::<Vec<_>>()
                .join(" and ")
        );
    }
    if let Some(r) = s.zero_sum {
        let _ = writeln!(
            md,
            "- Every row adds up to zero ({}): a recorded row that does not is flagged \
             and the referee's settlement stands in for it.",
            rule(p, r)
        );
    }
    match s.broken {
        Some((true, r)) => {
            let _ = writeln!(
                md,
                "- A game that cannot be read or settled is scored zero for all four ({}).",
                rule(p, r)
            );
        }
        Some((false, r)) => {
            let _ = writeln!(
                md,
                "- A game that cannot be read or settled is struck ({}).",
                rule(p, r)
            );
        }
        None => {
            let _ = writeln!(
                md,
                "- A game that cannot be read or settled is flagged and not counted."
            );
        }
    }
    if !s.partners.is_empty() {
        let pairs: Vec<String> = s
            .partners
            .iter()
            .map(|[a, b]| format!("seats {} and {}", a + 1, b + 1))
            .collect();
        let _ = writeln!(
            md,
            "- The entrants are pairs: the players at {} of each game.",
            pairs.join(", ")
        );
    }
    md.push('\n');
    for st in &s.stages {
        stage(md, p, s, st);
    }
}

fn stage(md: &mut String, p: &Program, s: &Standings, st: &Stage) {
    let _ = writeln!(md, "**{}** ({})\n", esc(&st.title), rule(p, st.rule));
    let games = match &st.games {
        Some((tag, values)) => format!("the games whose `{}` is {}", esc(tag), quoted(values)),
        None => "every game".to_string(),
    };
    let _ = writeln!(md, "- Games: {games}.");
    if let Some(u) = &st.units {
        let size = u
            .games
            .map(|n| format!(" of {n} games"))
            .unwrap_or_default();
        let each = u
            .each_text
            .as_deref()
            .map(|t| format!(", each scored `{}`", t.replace('`', "'")))
            .unwrap_or_default();
        let _ = writeln!(md, "- Units: each `{}`{size}{each}.", esc(&u.tag));
    }
    if let Some((from, top)) = st.from {
        let name = s.stages.get(from).map_or("?", |x| x.title.as_str());
        let _ = writeln!(
            md,
            "- Entrants: the first {top} of {}; their score there is `carried`.",
            esc(name)
        );
    }
    let halves = if st.halves { " (in half points)" } else { "" };
    let _ = writeln!(
        md,
        "- Score: `{}`{halves}.",
        st.score_text.replace('`', "'")
    );
    if st.ties.is_empty() {
        let _ = writeln!(md, "- Ties: none; equal scores share a place.");
    } else {
        let ties: Vec<String> = st
            .ties
            .iter()
            .map(|(t, _)| format!("`{}`", t.replace('`', "'")))
            .collect();
        let _ = writeln!(md, "- Ties, in turn: {}.", ties.join(", then "));
    }
    if let Some(t) = &st.tie_break {
        let size = t
            .games
            .map(|n| format!(" of {n} games"))
            .unwrap_or_default();
        let _ = writeln!(
            md,
            "- Tie-break games: `{}` {}{size}, each scored raw (`extra`).",
            esc(&t.tag),
            quoted(&t.values)
        );
    }
    if !st.ranked.is_empty() {
        let _ = writeln!(
            md,
            "- Ranked items (`items`, lowest first): {}.",
            quoted(&st.ranked)
        );
    }
    md.push('\n');
}
