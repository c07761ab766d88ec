//! The rule language: a spec file is parsed (pest, with spans), checked
//! (names, types, rules, every error at once) and compiled to an IR that
//! the interpreter runs.
//!
//! Stages, each with its own types: `parse` (text → `ast`, with spans) →
//! `check` and `compile` (names resolved, types checked, the spec validated
//! as a whole; every error reported at once, rustc-style, by `diag`) →
//! `ir` (span-free but for runtime errors; what `crate::interp` runs).

pub mod ast;
pub mod builtins;
pub mod check;
pub mod compile;
pub mod diag;
pub mod env;
pub mod ir;
pub mod parse;
pub mod syntax;
pub mod types;

#[cfg(test)]
mod stages;

pub use check::{Base, BaseError, Failed, check, check_with};
