//! The standings for people (a table per stage, the score sheets, the
//! flags) and for spreadsheets (CSV, one line per entrant and stage).

use super::Standings;
use crate::text::escape_control;

/// The standings as text: the score sheets, the flagged rows, each stage's
/// ranking with the tie-breaks that decided, and what is unclear.
pub fn human(s: &Standings) -> String {
    let mut o = String::new();
    let e = |t: &str| escape_control(t).into_owned();
    o.push_str(&format!(
        "{} — standings `{}` of {} ({} games)\n",
        e(&s.title),
        e(&s.format),
        e(&s.variant),
        s.games
    ));
    for sheet in &s.sheets {
        o.push_str(&format!("\nscore sheet {}\n", e(&sheet.key)));
        let width = 8;
        o.push_str(&format!("  {:<10}", "game"));
        for p in &sheet.players {
            o.push_str(&format!(" {:>width$}", e(&cut(p, width))));
        }
        o.push('\n');
        for r in &sheet.rows {
            let game = r.game.as_deref().map_or_else(|| "?".to_string(), e);
            o.push_str(&format!("  {:<10}", cut(&game, 10)));
            for c in &r.counted {
                let cell = c.map_or_else(|| "—".to_string(), |n| format!("{n:+}"));
                o.push_str(&format!(" {cell:>width$}"));
            }
            if let Some(rec) = &r.recorded {
                let rec: Vec<String> = rec
                    .iter()
                    .map(|c| c.map_or_else(|| "—".to_string(), |n| format!("{n:+}")))
                    .collect();
                o.push_str(&format!("   recorded {}", rec.join(" ")));
            }
            if r.flag.is_some() {
                o.push_str("   (flagged)");
            }
            o.push('\n');
        }
        o.push_str(&format!("  {:<10}", "total"));
        for t in &sheet.totals {
            o.push_str(&format!(" {t:>width$}"));
        }
        o.push('\n');
    }
    if !s.flags.is_empty() {
        o.push_str("\nflagged rows\n");
        for f in &s.flags {
            let rule = f
                .rule
                .as_deref()
                .map(|r| format!(" [{}]", e(r)))
                .unwrap_or_default();
            o.push_str(&format!(
                "  {} ({}): {}{rule}\n",
                e(&f.place),
                e(&f.row),
                e(&f.message)
            ));
        }
    }
    for st in &s.stages {
        o.push_str(&format!("\n{} [{}]\n", e(&st.title), e(&st.rule)));
        let name_w = st
            .entries
            .iter()
            .map(|x| x.entrant.chars().count())
            .max()
            .unwrap_or(6)
            .clamp(6, 40);
        o.push_str(&format!(
            "  {:>5}  {:<name_w$}  {:>8}  {:>5}  units\n",
            "place", "entrant", "score", "games"
        ));
        for x in &st.entries {
            let place = format!("{}{}", x.place, if x.shared { "=" } else { "" });
            let units: Vec<String> = x
                .units
                .iter()
                .map(|(k, v)| {
                    if k.is_empty() {
                        v.to_string()
                    } else {
                        format!("{}:{v}", e(k))
                    }
                })
                .collect();
            o.push_str(&format!(
                "  {place:>5}  {:<name_w$}  {:>8}  {:>5}  {}",
                e(&cut(&x.entrant, name_w)),
                x.shown,
                x.games,
                units.join(" ")
            ));
            if let Some(c) = x.carried {
                o.push_str(&format!("  carried {c}"));
            }
            if !x.extra.is_empty() {
                let ex: Vec<String> = x.extra.iter().map(i64::to_string).collect();
                o.push_str(&format!("  tie-break games {}", ex.join(" ")));
            }
            if let Some(d) = &x.decided {
                o.push_str(&format!("  (tie decided by {})", e(d)));
            }
            o.push('\n');
        }
    }
    if !s.unclear.is_empty() {
        o.push_str("\nunclear\n");
        for u in &s.unclear {
            o.push_str(&format!("  - {}\n", e(u)));
        }
    }
    o
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// One CSV line per entrant and stage:
/// `variant,format,stage,place,shared,entrant,score,games,total,units,carried,tie_break_games,ties,decided`.
pub fn csv(all: &[Standings]) -> String {
    let mut o = String::from(
        "variant,format,stage,place,shared,entrant,score,games,total,units,carried,tie_break_games,ties,decided\n",
    );
    for s in all {
        for st in &s.stages {
            for x in &st.entries {
                let units: Vec<String> = x
                    .units
                    .iter()
                    .map(|(k, v)| {
                        if k.is_empty() {
                            v.to_string()
                        } else {
                            format!("{k}:{v}")
                        }
                    })
                    .collect();
                let ties: Vec<String> = x.ties.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                let extra: Vec<String> = x.extra.iter().map(i64::to_string).collect();
                let fields = [
                    s.variant.clone(),
                    s.format.clone(),
                    st.name.clone(),
                    x.place.to_string(),
                    x.shared.to_string(),
                    x.entrant.clone(),
                    x.shown.clone(),
                    x.games.to_string(),
                    x.total.to_string(),
                    units.join(" "),
                    x.carried.map(|c| c.to_string()).unwrap_or_default(),
                    extra.join(" "),
                    ties.join("; "),
                    x.decided.clone().unwrap_or_default(),
                ];
                let line: Vec<String> = fields.iter().map(|f| field(f)).collect();
                o.push_str(&line.join(","));
                o.push('\n');
            }
        }
    }
    o
}

/// A CSV field, quoted when it needs it (RFC 4180); a leading `=`, `+`,
/// `-` or `@` of a name is kept from being read as a formula.
fn field(f: &str) -> String {
    let f = if f.starts_with(['=', '@']) || (f.starts_with(['+', '-']) && f.parse::<f64>().is_err())
    {
        format!("'{f}")
    } else {
        f.to_string()
    };
    if f.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", f.replace('"', "\"\""))
    } else {
        f
    }
}
