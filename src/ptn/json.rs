//! The JSON form of PTN (serde). A file is `{"games": [ … ]}`; a bare array
//! of games or a single game object is accepted on input too. JSON errors
//! and games the printer could not express are reported with their place.

use super::error::{GameError, ParseError};
use super::model::Game;
use serde::Serialize;

#[derive(Serialize)]
struct FileOut<'a> {
    games: &'a [Game],
}

/// The games of a JSON document: `{"games": [ … ]}` (other members
/// ignored), a list of games, or one game. Taken apart by hand: a derived
/// untagged enum copied the whole document into serde's buffer to try its
/// forms (a quarter of the reading, and the document twice in memory).
/// The same forms as that enum ([`FileIn`] in the tests).
fn games_of(doc: serde_json::Value) -> Vec<serde_json::Value> {
    use serde_json::Value;
    match doc {
        Value::Object(mut m) if matches!(m.get("games"), Some(Value::Array(_))) => {
            match m.remove("games") {
                Some(Value::Array(games)) => games,
                _ => Vec::new(),
            }
        }
        Value::Array(a) => a,
        other => vec![other],
    }
}

/// The derived reading [`games_of`] replaced, kept to hold it to the same
/// forms.
#[cfg(test)]
#[derive(serde::Deserialize)]
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

/// [`game_to_json`] with every line after the first `levels` levels (two
/// spaces each) further in: a game as an element of the `games` list
/// `skus convert --to json` writes, laid out in place rather than indented
/// again afterwards (a pass over the text that cost two thirds as much as
/// writing it).
pub fn game_to_json_indented(game: &Game, levels: usize) -> String {
    pretty_at(game, levels)
}

/// Pretty JSON in which arrays of plain values (cards, seats, numbers) stand
/// on one line, so a hand reads as a hand. Written straight from the value
/// by a serde formatter (no `serde_json::Value` tree in between, which cost
/// some 300 times the text of a game of comment lines).
pub fn pretty<T: Serialize + ?Sized>(value: &T) -> String {
    pretty_at(value, 0)
}

/// [`pretty`], its lines after the first `levels` levels further in.
fn pretty_at<T: Serialize + ?Sized>(value: &T, levels: usize) -> String {
    let buf = Shared::default();
    let mut ser =
        serde_json::Serializer::with_formatter(buf.clone(), Compact::new(buf.clone(), levels));
    if let Err(e) = value.serialize(&mut ser) {
        return serde_json::json!({ "error": e.to_string() }).to_string();
    }
    drop(ser);
    let bytes = std::mem::take(&mut *buf.0.borrow_mut());
    String::from_utf8(bytes).unwrap_or_default()
}

/// The output buffer, shared by the serializer (which writes to it) and the
/// formatter (which folds finished arrays of scalars onto one line).
#[derive(Clone, Default)]
struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl std::io::Write for Shared {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// serde_json's pretty layout (two spaces), but an array holding no array
/// or object is written `[a, b, c]`.
struct Compact {
    buf: Shared,
    indent: usize,
    /// For each open array or object: where an array starts in the buffer
    /// and whether it holds only scalars so far (`None` for an object).
    open: Vec<Option<(usize, bool)>>,
    has_value: bool,
}

impl Compact {
    /// A formatter whose lines stand `indent` levels in.
    fn new(buf: Shared, indent: usize) -> Compact {
        Compact {
            buf,
            indent,
            open: Vec::new(),
            has_value: false,
        }
    }

    /// A container opens inside the innermost array: it is not flat.
    fn nested(&mut self) {
        if let Some(Some((_, flat))) = self.open.last_mut() {
            *flat = false;
        }
    }

    fn pad<W: ?Sized + std::io::Write>(&self, w: &mut W) -> std::io::Result<()> {
        const SPACES: &[u8; 32] = b"                                ";
        let mut n = self.indent * 2;
        while n > 0 {
            let k = n.min(SPACES.len());
            w.write_all(&SPACES[..k])?;
            n -= k;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Compact {
    fn begin_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.nested();
        self.open.push(Some((self.buf.0.borrow().len(), true)));
        self.indent += 1;
        self.has_value = false;
        w.write_all(b"[")
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.indent -= 1;
        if self.has_value {
            w.write_all(b"\n")?;
            self.pad(w)?;
        }
        w.write_all(b"]")?;
        if let Some(Some((start, true))) = self.open.pop()
            && self.has_value
        {
            // `[\n  a,\n  b\n]` → `[a, b]`: a raw line end never stands
            // inside a JSON string, so the lines are the elements.
            let mut buf = self.buf.0.borrow_mut();
            let folded = {
                let text = &buf[start..];
                let mut out = Vec::with_capacity(text.len());
                let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
                out.push(b'[');
                for (i, l) in lines[1..lines.len() - 1].iter().enumerate() {
                    if i > 0 {
                        out.push(b' ');
                    }
                    out.extend_from_slice(l.trim_ascii_start());
                }
                out.push(b']');
                out
            };
            buf.truncate(start);
            buf.extend_from_slice(&folded);
        }
        self.has_value = true;
        Ok(())
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.pad(w)
    }

    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.nested();
        self.open.push(None);
        self.indent += 1;
        self.has_value = false;
        w.write_all(b"{")
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.indent -= 1;
        self.open.pop();
        if self.has_value {
            w.write_all(b"\n")?;
            self.pad(w)?;
        }
        self.has_value = true;
        w.write_all(b"}")
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.pad(w)
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// The earlier writer (through a `serde_json::Value`), kept to hold the
/// formatter to the same layout.
#[cfg(test)]
fn pretty_via_value<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    match serde_json::to_value(value) {
        Ok(v) => write_value(&v, 0, &mut out),
        Err(e) => out.push_str(&serde_json::json!({ "error": e.to_string() }).to_string()),
    }
    out
}

#[cfg(test)]
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
    let values = games_of(doc);
    Ok(values
        .into_iter()
        .enumerate()
        .map(|(index, v)| {
            let variant = v.get("tags").and_then(variant_of);
            let fail =
                |code: &'static str, title: String, expected: &str, found: String| GameError {
                    index,
                    line: 1,
                    variant: variant.clone(),
                    errors: vec![ParseError {
                        code,
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
            let game: Game = serde_json::from_value(v).map_err(|e| {
                fail(
                    "P0902",
                    format!("game {}: {e}", index + 1),
                    "a game as skus writes it",
                    "a value that does not fit".into(),
                )
            })?;
            match game.check() {
                Ok(()) => reads_back(game).map_err(|found| {
                    let mut err = fail(
                        "P0903",
                        format!("games[{index}]: its PTN does not read back: {found}"),
                        "a game that PTN can express",
                        found,
                    );
                    err.errors[0].help = Some(
                        "JSON games are held to the rules of the PTN reader, so that every \
                         path reads the same games"
                            .into(),
                    );
                    err
                }),
                Err(problems) => {
                    let mut err = fail("P0904", String::new(), "", String::new());
                    err.errors = problems
                        .iter()
                        .map(|p| ParseError {
                            code: "P0904",
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

/// The last guard of "one reader, one validity": a game from JSON is
/// accepted only if its canonical PTN reads back as the same game, so JSON
/// accepts nothing the PTN reader refuses and `convert --to ptn` always
/// writes PTN that reads.
fn reads_back(game: Game) -> Result<Game, String> {
    let text = super::print::to_string(&game);
    match super::parse::parse_game(&text, 1, 0, super::parse::ParseOptions::default()) {
        Ok(g) if g == game => Ok(game),
        Ok(_) => Err("it reads back as a different game".into()),
        Err(e) => Err(e
            .errors
            .first()
            .map_or_else(|| "it does not read".into(), |e| e.message())),
    }
}

/// The default largest JSON document read, in bytes (32 MiB). A document is
/// read whole and costs about eight times its size in memory while it is
/// read (measured on skus's own layout of 300 and of 10,000 games); a
/// larger one is refused with a clear error (`--max-json-size`).
pub const MAX_JSON_BYTES: usize = 32 << 20;

/// Reads a JSON document of games from a reader, refusing one larger than
/// `max` bytes. I/O errors are the outer error.
#[allow(clippy::type_complexity)]
pub fn from_json_reader(
    src: impl std::io::Read,
    max: usize,
) -> std::io::Result<Result<Vec<Result<Game, GameError>>, Box<ParseError>>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    src.take(max as u64 + 1).read_to_end(&mut bytes)?;
    if bytes.len() > max {
        return Ok(Err(Box::new(ParseError {
            code: "P0905",
            line: 1,
            col: 1,
            width: 1,
            expected: format!("a JSON document of at most {max} bytes"),
            found: "a larger document".into(),
            title: Some(format!(
                "the JSON document is larger than {max} bytes; nothing of it was read"
            )),
            help: Some(
                "split it into smaller documents, or raise the limit with --max-json-size".into(),
            ),
            source_line: String::new(),
        })));
    }
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let b = e.as_bytes();
            let line = b[..at].iter().filter(|&&c| c == b'\n').count() as u32 + 1;
            let line_start = b[..at]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |i| i + 1);
            let col = String::from_utf8_lossy(&b[line_start..at]).chars().count() as u32 + 1;
            return Ok(Err(Box::new(ParseError {
                code: "P0002",
                line,
                col,
                width: 1,
                expected: "UTF-8 text".into(),
                found: "bytes that are not UTF-8".into(),
                title: Some("invalid UTF-8".into()),
                help: Some("JSON documents are UTF-8".into()),
                source_line: String::from_utf8_lossy(&b[line_start..(at + 64).min(b.len())])
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_string(),
            })));
        }
    };
    Ok(from_json(&text))
}

fn variant_of(tags: &serde_json::Value) -> Option<String> {
    tags.as_array()?
        .iter()
        .find(|t| t.get("name").and_then(|n| n.as_str()) == Some("Variant"))
        .and_then(|t| t.get("value")?.as_str().map(str::to_string))
}

fn json_error(text: &str, e: &serde_json::Error) -> Box<ParseError> {
    let line = e.line().max(1) as u32;
    // (A long line is shown as a window around the column when rendered.)
    let source_line = text
        .lines()
        .nth(line as usize - 1)
        .unwrap_or("")
        .to_string();
    let msg = e.to_string();
    let msg = msg.split(" at line ").next().unwrap_or(&msg).to_string();
    Box::new(ParseError {
        code: "P0901",
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` generated games from `seed`: any game and complete ones in turn.
    fn games(seed: u64, n: usize) -> Vec<Game> {
        let mut rng = crate::rng::Rng::new(seed);
        (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    super::super::generate::any_game(&mut rng)
                } else {
                    super::super::generate::full_game(&mut rng, i)
                }
            })
            .collect()
    }

    #[test]
    fn the_formatter_writes_the_layout_of_the_value_writer() {
        for (i, g) in games(11, 300).iter().enumerate() {
            assert_eq!(pretty(g), pretty_via_value(g), "game {i}");
        }
        let odd = serde_json::json!({"a": [], "b": {}, "c": [[1], [], {"x": [1, "a,\n b"]}], "d": [1, "2"]});
        assert_eq!(pretty(&odd), pretty_via_value(&odd));
    }

    /// The forms of a document read as the derived untagged enum read
    /// them, odd ones included.
    #[test]
    fn a_documents_games_are_found_as_before() {
        let forms = [
            r#"{"games": [{"a": 1}, {"b": 2}]}"#,
            r#"{"games": [], "x": 1}"#,
            r#"{"x": 1, "games": [3]}"#,
            r#"{"games": {"a": 1}}"#,
            r#"{"games": 7}"#,
            r#"{"tags": []}"#,
            r#"{}"#,
            r#"[]"#,
            r#"[{"a": 1}]"#,
            r#"[[{"a": 1}, 2]]"#,
            r#"[[]]"#,
            r#"[[1], [2]]"#,
            r#"[1, [2]]"#,
            r#"[[1], 2]"#,
            r#"3"#,
            r#""games""#,
            r#"null"#,
        ];
        for f in forms {
            let doc: serde_json::Value = serde_json::from_str(f).expect("a JSON text");
            let before = match serde_json::from_value::<FileIn>(doc.clone()) {
                Ok(FileIn::File { games } | FileIn::Array(games)) => games,
                Ok(FileIn::Single(g)) => vec![*g],
                Err(e) => panic!("{f}: {e}"),
            };
            assert_eq!(games_of(doc), before, "{f}");
        }
    }

    /// A game laid out further in is the game's text with every line
    /// after the first indented, as `skus convert` used to make it; a line
    /// end inside a string (escaped) is not a line.
    #[test]
    fn a_game_laid_out_further_in_is_the_game_indented() {
        for (i, g) in games(12, 100).iter().enumerate() {
            for levels in [1, 2, 17] {
                let pad = format!("\n{}", "  ".repeat(levels));
                assert_eq!(
                    game_to_json_indented(g, levels),
                    game_to_json(g).replace('\n', &pad),
                    "game {i}, {levels} levels"
                );
            }
        }
        let odd = serde_json::json!({"a": [], "c": [[1], {"x": [1, "a,\n b"]}]});
        assert_eq!(pretty_at(&odd, 2), pretty(&odd).replace('\n', "\n    "));
    }
}
