//! PTN: reading, printing, JSON, round trips and hostile input.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod diagnostics;
mod golden;
mod hostile_ptn;
mod hostile_roundtrip;
mod legality;
mod ptn_properties;
