//! Reading command-line inputs: files, directories and standard input.

use super::Limits;
use super::out::eprint;
use crate::ptn::{self, Chunk, Game, GameError, ParseError, ParseOptions, Reader};
use std::io::{self, BufReader};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

/// One input named on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Stdin,
    File(PathBuf),
}

impl Input {
    pub fn parse(arg: &str) -> Input {
        if arg == "-" {
            Input::Stdin
        } else {
            Input::File(PathBuf::from(arg))
        }
    }

    /// The name used in messages.
    pub fn name(&self) -> String {
        match self {
            Input::Stdin => "<stdin>".into(),
            Input::File(p) => p.display().to_string(),
        }
    }

    pub fn open(&self) -> io::Result<Box<dyn io::BufRead + Send>> {
        Ok(match self {
            Input::Stdin => Box::new(BufReader::new(io::stdin())),
            Input::File(p) => Box::new(BufReader::with_capacity(
                1 << 16,
                crate::files::open_regular(p)?,
            )),
        })
    }
}

/// How an input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    Ptn,
    Json,
}

/// Decides how an input is written: by `--from`, else by the extension
/// (`.json`, `.ptn`), else by the content, only where it is unambiguous
/// ([`sniff`]).
pub fn detect_format(path: Option<&Path>, head: &[u8], from: Option<InputFormat>) -> InputFormat {
    if let Some(f) = from {
        return f;
    }
    let ext = path.and_then(|p| p.extension());
    if ext.is_some_and(|e| e.eq_ignore_ascii_case("json")) {
        return InputFormat::Json;
    }
    if ext.is_some_and(|e| e.eq_ignore_ascii_case("ptn")) {
        return InputFormat::Ptn;
    }
    sniff(head)
}

/// JSON only when the text cannot be PTN: the first non-blank character is
/// `{` followed by `}` or by a quoted key and `:` (a PTN file may open with
/// a `{ … }` comment, NOTATION §1), or `[` followed by `{` or `]` (a PTN
/// tag has a name after its `[`). Everything else is PTN.
pub fn sniff(head: &[u8]) -> InputFormat {
    let head = head.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(head);
    let mut it = head
        .iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .peekable();
    let json = match it.next() {
        Some(b'[') => matches!(it.next(), Some(b'{' | b']')),
        Some(b'{') => {
            // Blanks inside a key are kept: scan the raw bytes after `{`.
            let at = head.iter().position(|&b| b == b'{').unwrap_or(0) + 1;
            let rest = head[at..].trim_ascii_start();
            match rest.first() {
                Some(b'}') => true,
                Some(b'"') => {
                    let mut i = 1;
                    let mut closed = None;
                    while i < rest.len() {
                        match rest[i] {
                            b'\\' => i += 1,
                            b'"' => {
                                closed = Some(i);
                                break;
                            }
                            b'\n' => break,
                            _ => {}
                        }
                        i += 1;
                    }
                    closed.is_some_and(|c| rest[c + 1..].trim_ascii_start().first() == Some(&b':'))
                }
                _ => false,
            }
        }
        _ => false,
    };
    if json {
        InputFormat::Json
    } else {
        InputFormat::Ptn
    }
}

/// One game read from an input, or why it could not be read.
pub type GameResult = Result<Game, GameError>;

/// Reads every game of an input, streaming PTN one game at a time, and
/// calls `f` with each, until `f` says to stop. A JSON input is read whole. Returns an error only
/// when the input itself could not be read.
pub fn for_each_game(
    input: &Input,
    from: Option<InputFormat>,
    limits: Limits,
    mut f: impl FnMut(GameResult) -> ControlFlow<()>,
) -> Result<(), InputError> {
    let mut reader = input.open().map_err(|e| InputError::Io(input.name(), e))?;
    let head = reader
        .fill_buf()
        .map_err(|e| InputError::Io(input.name(), e))?
        .to_vec();
    let path = match input {
        Input::File(p) => Some(p.as_path()),
        Input::Stdin => None,
    };
    let mut any = false;
    match detect_format(path, &head, from) {
        InputFormat::Json => {
            let games = ptn::from_json_reader(reader, limits.max_json)
                .map_err(|e| InputError::Io(input.name(), e))?
                .map_err(|e| InputError::Json(input.name(), e))?;
            any = !games.is_empty();
            for g in games {
                if f(g).is_break() {
                    break;
                }
            }
        }
        InputFormat::Ptn => {
            let opts = ParseOptions::default();
            for chunk in Reader::with_limit(reader, limits.max_game) {
                let chunk: Chunk<String> = chunk.map_err(|e| InputError::Io(input.name(), e))?;
                any = true;
                if f(chunk.parse(opts)).is_break() {
                    break;
                }
            }
        }
    }
    if !any {
        return Err(InputError::NoGame(input.name()));
    }
    Ok(())
}

/// An input that could not be read at all.
#[derive(Debug)]
pub enum InputError {
    Io(String, io::Error),
    Json(String, Box<ParseError>),
    /// Nothing but blanks: nothing was read, so nothing is clean.
    NoGame(String),
}

impl InputError {
    pub fn report(&self) {
        match self {
            InputError::Io(name, e) => super::report(
                &format!("cannot read {name}: {e}"),
                "check the path and permissions; `-` reads standard input",
            ),
            InputError::Json(name, e) => eprint(&e.render(name)),
            InputError::NoGame(name) => super::report(
                &format!("no game in {name}"),
                "a game starts with its tag block: [Variant \"…\"] and [Seats \"…\"]",
            ),
        }
    }
}

/// Prints a game's syntax errors.
pub fn report_game_error(name: &str, e: &GameError) {
    let mut s = e.render(name);
    s.push('\n');
    eprint(&s);
}
