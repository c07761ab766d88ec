//! The rule language: a spec file is parsed (pest, with spans), checked
//! (names, types, rules, every error at once) and compiled to an IR that
//! the interpreter runs.
//!
//! Stages, each with its own types, each looking only forward (no module
//! here refers to one that refers back to it; `stages` tests it):
//!
//! - `syntax` + `parse`: text → `ast`, with spans;
//! - `check`: a spec and its bases loaded, merged and checked as a whole,
//!   filling the environment `env` (names, types, rules, functions, records)
//!   and driving `compile`;
//! - `compile`: bodies and expressions resolved and typed against `env`,
//!   compiled to `ir` (span-free but for runtime errors; what
//!   `crate::interp` runs); the builtins come from the table in `builtins`;
//! - `diag`: every error, located and rendered rustc-style; `codes`: the
//!   stable code of each kind of spec error;
//! - `types`: the types and values all stages share; `typing`: the type
//!   of every expression of a checked program, from the types it keeps.

pub mod ast;
pub mod builtins;
pub mod check;
pub mod codes;
pub mod compile;
pub mod diag;
pub mod env;
pub mod format;
pub mod ir;
pub mod parse;
pub mod syntax;
pub mod types;
pub mod typing;

#[cfg(test)]
mod stages;

pub use check::{Base, BaseError, Failed, check, check_with};
