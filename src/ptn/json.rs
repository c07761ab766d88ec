//! The JSON form of PTN (serde). A file is `{"games": [ … ]}`; a bare array
//! of games or a single game object is accepted on input too. JSON errors
//! and games the printer could not express are reported with their place.

use super::error::{GameError, ParseError};
use super::model::Game;
use serde::{Deserialize, Serialize};

#[derive(Serialize)]
struct FileOut<'a> {
    games: &'a [Game],
}

#[derive(Deserialize)]
#[serde(untagged)]
enum FileIn {
    File { games: Vec<serde_json::Value> },
    Array(Vec<serde_json::Value>),
    Single(Box<serde_json::Value>),
}

/// Games as one pretty-printed JSON document `{"games": [ … ]}`.
pub fn to_json(games: &[Game]) -> String {
    pretty(&FileOut { games })
}

/// One game as pretty-printed JSON.
pub fn game_to_json(game: &Game) -> String {
    pretty(game)
}

/// Pretty JSON in which arrays of plain values (cards, seats, numbers) stand
/// on one line, so a hand reads as a hand.
pub fn pretty<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    match serde_json::to_value(value) {
        Ok(v) => write_value(&v, 0, &mut out),
        Err(e) => out.push_str(&serde_json::json!({ "error": e.to_string() }).to_string()),
    }
    out
}

fn write_value(v: &serde_json::Value, depth: usize, out: &mut String) {
    use serde_json::Value;
    let pad = |out: &mut String, d: usize| {
        out.push('\n');
        out.extend(std::iter::repeat_n("  ", d));
    };
    match v {
        Value::Array(items) if items.is_empty() => out.push_str("[]"),
        Value::Array(items) if items.iter().all(|i| !i.is_array() && !i.is_object()) => {
            out.push('[');
            for (k, i) in items.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                out.push_str(&i.to_string());
            }
            out.push(']');
        }
        Value::Array(items) => {
            out.push('[');
            for (k, i) in items.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                pad(out, depth + 1);
                write_value(i, depth + 1, out);
            }
            pad(out, depth);
            out.push(']');
        }
        Value::Object(map) if map.is_empty() => out.push_str("{}"),
        Value::Object(map) => {
            out.push('{');
            for (k, (key, val)) in map.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                pad(out, depth + 1);
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(": ");
                write_value(val, depth + 1, out);
            }
            pad(out, depth);
            out.push('}');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// Reads games from JSON. The document must be JSON; each game is checked on
/// its own, so one bad game does not hide the others. A game that does not
/// fit the model, or that PTN could not express, is a `GameError` located at
/// the game's place in the document.
pub fn from_json(text: &str) -> Result<Vec<Result<Game, GameError>>, Box<ParseError>> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let doc: serde_json::Value = serde_json::from_str(text).map_err(|e| json_error(text, &e))?;
    let file: FileIn = serde_json::from_value(doc).map_err(|e| json_error(text, &e))?;
    let values = match file {
        FileIn::File { games } | FileIn::Array(games) => games,
        FileIn::Single(g) => vec![*g],
    };
    Ok(values
        .into_iter()
        .enumerate()
        .map(|(index, v)| {
            let fail = |title: String, expected: &str, found: String| GameError {
                index,
                line: 1,
                variant: v.get("tags").and_then(variant_of),
                errors: vec![ParseError {
                    line: 1,
                    col: 1,
                    width: 1,
                    expected: expected.into(),
                    found,
                    title: Some(title),
                    help: Some(format!(
                        "in game {} of the JSON document (games[{index}])",
                        index + 1
                    )),
                    source_line: String::new(),
                }],
            };
            let game: Game = serde_json::from_value(v.clone()).map_err(|e| {
                fail(
                    format!("game {}: {e}", index + 1),
                    "a game as skus writes it",
                    "a value that does not fit".into(),
                )
            })?;
            match game.check() {
                Ok(()) => Ok(game),
                Err(problems) => {
                    let mut err = fail(String::new(), "", String::new());
                    err.errors = problems
                        .iter()
                        .map(|p| ParseError {
                            line: 1,
                            col: 1,
                            width: 1,
                            expected: "a game that PTN can express".into(),
                            found: p.message.clone(),
                            title: Some(format!("games[{index}].{}: {}", p.path, p.message)),
                            help: None,
                            source_line: String::new(),
                        })
                        .collect();
                    Err(err)
                }
            }
        })
        .collect())
}

fn variant_of(tags: &serde_json::Value) -> Option<String> {
    tags.as_array()?
        .iter()
        .find(|t| t.get("name").and_then(|n| n.as_str()) == Some("Variant"))
        .and_then(|t| t.get("value")?.as_str().map(str::to_string))
}

fn json_error(text: &str, e: &serde_json::Error) -> Box<ParseError> {
    let line = e.line().max(1) as u32;
    let source_line = text
        .lines()
        .nth(line as usize - 1)
        .unwrap_or("")
        .to_string();
    let msg = e.to_string();
    let msg = msg.split(" at line ").next().unwrap_or(&msg).to_string();
    Box::new(ParseError {
        line,
        col: e.column().max(1) as u32,
        width: 1,
        expected: "a JSON document of games `{\"games\": [ … ]}`".into(),
        found: msg.clone(),
        title: Some(format!("invalid JSON: {msg}")),
        help: None,
        source_line,
    })
}
