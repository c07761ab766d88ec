//! The PTN targets: the reader on any bytes, the JSON form on any bytes.

use super::Failure;
use crate::ptn::{self, Game};

/// `ptn_read`: any bytes read without panicking, through the streaming
/// reader (bytes) and `parse_str` (text); every game that reads prints
/// canonically, reads back equal, and printing it again is a fixed point.
/// Every error points inside the text; the first [`super::RENDERED`] and
/// the last are drawn as `skus verify` draws them. The fast paths for
/// plain lines read every game exactly as the general path reads it,
/// errors and the locations of its cards included.
pub fn ptn_read(data: &[u8]) -> Result<(), Failure> {
    for c in ptn::Reader::new(data).take(1000).flatten() {
        let _ = c.parse(ptn::ParseOptions::default());
    }
    let text = String::from_utf8_lossy(data);
    for c in ptn::split_str(&text).into_iter().take(1000) {
        let opts = ptn::ParseOptions::default();
        let fast = ptn::parse_game(c.text, c.first_line, c.index, opts);
        let general = ptn::parse_game_general(c.text, c.first_line, c.index, opts);
        let (f, g) = (ptn::reading(&fast), ptn::reading(&general));
        if f != g {
            return Err(Failure::with_transcript(
                format!(
                    "game {} reads differently by the fast paths:\n{f}\nand by the general path:\n{g}",
                    c.index + 1
                ),
                text.as_ref(),
            ));
        }
    }
    let lines = text.split('\n').count() as u32;
    // The errors drawn so far, and the last one not drawn.
    let mut drawn = 0;
    let mut last = None;
    for r in ptn::parse_str(&text) {
        match r {
            Ok(g) => round_trip(&g, "read from PTN")?,
            Err(e) => {
                if e.errors.is_empty() {
                    return Err(Failure::with_transcript(
                        format!("game {} does not read but has no error", e.index + 1),
                        text.as_ref(),
                    ));
                }
                if let Some(x) = e
                    .errors
                    .iter()
                    .find(|x| x.line < 1 || x.line > lines || x.col < 1)
                {
                    return Err(Failure::with_transcript(
                        format!(
                            "an error outside the text ({} lines): {}:{} {}",
                            lines,
                            x.line,
                            x.col,
                            x.message()
                        ),
                        text.as_ref(),
                    ));
                }
                for x in e.errors {
                    if drawn < super::RENDERED {
                        let _ = x.render("fuzz.ptn");
                        drawn += 1;
                    } else {
                        last = Some(x);
                    }
                }
            }
        }
    }
    if let Some(x) = last {
        let _ = x.render("fuzz.ptn");
    }
    Ok(())
}

/// `ptn_json`: any bytes as the JSON form (`skus convert --to ptn`'s
/// path): no panic; a game that reads prints as PTN that reads back equal,
/// and its JSON reads back equal.
pub fn ptn_json(data: &[u8]) -> Result<(), Failure> {
    let text = String::from_utf8_lossy(data);
    let Ok(games) = ptn::from_json(&text) else {
        return Ok(());
    };
    for g in games.into_iter().flatten() {
        round_trip(&g, "read from JSON")?;
        let json = ptn::game_to_json(&g);
        let back = ptn::from_json(&json).map_err(|e| {
            Failure::with_transcript(
                format!("the JSON of a game does not read back: {}", e.message()),
                ptn::to_string(&g),
            )
        })?;
        match back.as_slice() {
            [Ok(h)] if *h == g => {}
            _ => {
                return Err(Failure::with_transcript(
                    format!("the JSON of a game reads back different:\n{json}"),
                    ptn::to_string(&g),
                ));
            }
        }
    }
    Ok(())
}

/// A game prints canonically: the text reads back as one game equal to
/// it, and printing that is the same text.
fn round_trip(g: &Game, how: &str) -> Result<(), Failure> {
    let once = ptn::to_string(g);
    let back = ptn::parse_str(&once);
    match back.as_slice() {
        [Ok(h)] => {
            if h != g {
                return Err(Failure::with_transcript(
                    format!("a game {how} prints as text that reads back different"),
                    once,
                ));
            }
            let twice = ptn::to_string(h);
            if twice != once {
                return Err(Failure::with_transcript(
                    format!("printing a game {how} is no fixed point; printed again:\n{twice}"),
                    once,
                ));
            }
            Ok(())
        }
        [Err(e)] => Err(Failure::with_transcript(
            format!(
                "a game {how} prints as text that does not read:\n{}",
                e.render("printed.ptn")
            ),
            once,
        )),
        other => Err(Failure::with_transcript(
            format!("a game {how} prints as text of {} games", other.len()),
            once,
        )),
    }
}
