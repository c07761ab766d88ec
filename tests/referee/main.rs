//! The referee: verdicts on the corpus (`tests/games`), on overlays, and on small engines.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod explain;
mod overlays;
mod referee;
mod standings;
