//! The checker: loads a spec and the bases it `extends`, merges overrides,
//! resolves every name, checks every type, validates the spec as a whole,
//! and compiles it to a [`Program`](crate::lang::ir::Program). It reports every error at once.
//!
//! Overrides: a spec's declarations come after those of the spec it
//! extends, and a later declaration replaces an earlier one of the same
//! kind and name (a handler: the same event pattern; a contract or an
//! announcement: field by field). Within one file a name may be declared
//! only once. Rule ids in a base may start with `_.`, which stands for the
//! variant's id (`_.play.follow-suit` in `tarockcup` is
//! `tarockcup.play.follow-suit`).
//!
//! The phases, each in its own file, in the order a check runs them:
//!
//! - `load`: the spec and its bases read and parsed (`extends`, with the
//!   circle check and the limits), and the entry points [`check`] and
//!   [`check_with`];
//! - `limits`: the counts the checker refuses past;
//! - `merge`: the layers merged, later declarations overriding earlier;
//! - `checker`: the checker, and the whole check: the variant, enums,
//!   rules, deck and deal, then each phase below, then the program;
//! - `names`: every name declared, so that bodies may refer to them in
//!   any order;
//! - `definitions`: parameters and groups (evaluated), functions and the
//!   first values of variables;
//! - `records`: contracts and announcements and their fields;
//! - `calls`: actions, and the check that neither functions nor actions
//!   run themselves;
//! - `handlers`: handlers, their event patterns, and the pass words;
//! - `hooks`: which handlers the interpreter runs for what;
//! - `validate`: what only the spec as a whole shows.
//!
//! The tables all phases fill and read are the environment
//! ([`super::env::Env`]); bodies and expressions are compiled by
//! [`super::compile`].

mod calls;
mod checker;
mod definitions;
mod handlers;
mod hooks;
mod limits;
mod load;
mod merge;
mod names;
mod records;
mod standings;
mod validate;

pub use crate::lang::env::fns_by_id;
pub use limits::{MAX_FIELDS, MAX_WORD_CANDIDATES};
pub use load::{
    Base, BaseError, BaseResolver, Failed, MAX_EXTENDS_DEPTH, MAX_SPEC_FILES, MergedSpec, Resolver,
    check, check_with, merged_with,
};
