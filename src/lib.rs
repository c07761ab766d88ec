//! skus — rules specification and referee verification for Austrian and
//! Hungarian Tarock.
//!
//! * [`cards`]: `Card`, `Suit`, `CardSet` (a `u64` bitset), tokens, names.
//! * [`seat`]: seats in order of play and per-seat data.
//! * [`ptn`]: the Portable Tarock Notation — reader, printer, JSON.
//! * [`variants`]: the shipped variants by id.
//! * [`engine`]: the seam every engine implements.
//! * [`reference`]: the handwritten reference engines.
//! * [`allocator`]: the native tool's allocator (mimalloc; feature `native`).
//! * [`cli`]: the `skus` command line (feature `native`, on by default;
//!   without it the core builds for wasm32: `web/`, the browser's referee).
//! * [`diagnostic`]: the one diagnostic type and renderer (PTN and spec errors).
//! * `fuzzing` (feature `fuzzing`): the generators and oracles of the
//!   cargo-fuzz targets in `fuzz/`.
//!
//! See ARCHITECTURE.md for the map and its invariants.

#[cfg(feature = "native")]
pub mod allocator;
pub mod book;
pub mod cards;
#[cfg(feature = "native")]
pub mod cli;
pub mod diagnostic;
pub mod engine;
#[cfg(feature = "native")]
pub mod files;
#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzzing;
pub mod interp;
pub mod lang;
pub mod lsp;
pub mod native;
pub mod omit;
pub mod ptn;
pub mod referee;
pub mod reference;
pub mod rng;
/// The tests' scratch folders (one guard for the unit tests, the test
/// binaries and the benches).
#[cfg(test)]
#[path = "../tests/common/scratch.rs"]
pub(crate) mod scratch;
pub mod seat;
pub mod simulate;
pub mod specs;
pub mod standings;
pub mod suggest;
pub mod text;
pub mod variants;
