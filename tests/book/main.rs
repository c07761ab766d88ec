//! The rulebook: the built book, its snapshots and its links.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod book;
mod examples;
