//! Engines: the reference engines, generated games, and the agreement of the interpreter with the reference engines.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod agreement;
mod architecture;
mod fuzz_regressions;
mod game_properties;
mod reference_royal;
mod reference_zwanziger;
mod simulate;
mod zwanziger_spec_events;
