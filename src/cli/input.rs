//! Reading command-line inputs: files, directories and standard input.

use crate::ptn::{self, Chunk, Game, GameError, ParseError, ParseOptions, Reader};
use std::fs::File;
use std::io::{self, BufReader, Read};
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
            Input::File(p) => Box::new(BufReader::with_capacity(1 << 16, File::open(p)?)),
        })
    }

    pub fn read_to_string(&self) -> io::Result<String> {
        let mut s = String::new();
        self.open()?.read_to_string(&mut s)?;
        Ok(s)
    }
}

/// How an input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    Ptn,
    Json,
}

/// Recognises JSON by extension or by its first character.
pub fn detect_format(path: Option<&Path>, head: &str) -> InputFormat {
    if path
        .and_then(|p| p.extension())
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        return InputFormat::Json;
    }
    match head
        .trim_start_matches('\u{FEFF}')
        .trim_start()
        .chars()
        .next()
    {
        Some('{') => InputFormat::Json,
        _ => InputFormat::Ptn,
    }
}

/// One game read from an input, or why it could not be read.
pub type GameResult = Result<Game, GameError>;

/// Reads every game of an input, streaming PTN one game at a time, and
/// calls `f` with each. A JSON input is read whole. Returns an error only
/// when the input itself could not be read.
pub fn for_each_game(input: &Input, mut f: impl FnMut(GameResult)) -> Result<(), InputError> {
    let mut reader = input.open().map_err(|e| InputError::Io(input.name(), e))?;
    let head = {
        let buf = reader
            .fill_buf()
            .map_err(|e| InputError::Io(input.name(), e))?;
        String::from_utf8_lossy(&buf[..buf.len().min(64)]).into_owned()
    };
    let path = match input {
        Input::File(p) => Some(p.as_path()),
        Input::Stdin => None,
    };
    match detect_format(path, &head) {
        InputFormat::Json => {
            let mut text = String::new();
            reader
                .read_to_string(&mut text)
                .map_err(|e| InputError::Io(input.name(), e))?;
            let games = ptn::from_json(&text).map_err(|e| InputError::Json(input.name(), e))?;
            games.into_iter().for_each(f);
        }
        InputFormat::Ptn => {
            let opts = ParseOptions::default();
            for chunk in Reader::new(reader) {
                let chunk: Chunk<String> = chunk.map_err(|e| InputError::Io(input.name(), e))?;
                f(chunk.parse(opts));
            }
        }
    }
    Ok(())
}

/// An input that could not be read at all.
#[derive(Debug)]
pub enum InputError {
    Io(String, io::Error),
    Json(String, Box<ParseError>),
}

impl InputError {
    pub fn report(&self) {
        match self {
            InputError::Io(name, e) => super::report(
                &format!("cannot read {name}: {e}"),
                "check the path and permissions; `-` reads standard input",
            ),
            InputError::Json(name, e) => eprint!("{}", e.render(name)),
        }
    }
}

/// Prints a game's syntax errors.
pub fn report_game_error(name: &str, e: &GameError) {
    eprint!("{}", e.render(name));
    eprintln!();
}
