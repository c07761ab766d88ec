//! PTN, the Portable Tarock Notation (book/src/ptn.md): the data model, a `nom`
//! reader that reports every error with its place, a canonical printer, the
//! JSON form, and a streaming reader for large files.
//!
//! The reader never checks legality; replaying a game against a variant's
//! rules is the referee's job. Syntax errors ([`ParseError`], each with a
//! stable code from [`codes`]) and rule findings are different types.

pub mod codes;
mod error;
pub mod generate;
mod json;
mod model;
mod parse;
mod print;
mod reader;

pub use error::{GameError, ParseError};
pub use json::{
    MAX_JSON_BYTES, from_json, from_json_reader, game_to_json, game_to_json_indented, to_json,
};
pub use model::*;
pub use parse::{MAX_ERRORS, MAX_NESTING, ParseOptions, parse_game};
#[cfg(any(test, feature = "fuzzing"))]
pub use parse::{parse_game_general, reading};
pub use print::{
    NotPrintable, games_to_string, int_text, item as write_item, push_int, term as write_term,
    to_string, write_game,
};
pub use reader::{Chunk, MAX_GAME_BYTES, Reader, parse_str, read_games, split_str};
