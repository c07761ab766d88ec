//! The `skus` binary: commands, exit statuses and hostile conditions.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod fuzz_report;
mod hostile_cli;
mod lsp;
mod scripts;
mod spec_view;
mod standings;
