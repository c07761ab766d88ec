//! The handwritten reference engines, one module per game family, written
//! directly from the rulebooks and the readings of book/src/readings.md. They are
//! the independent oracle the rule-language interpreter is tested against,
//! so they share only `cards`, `seat`, `ptn` and the `engine` seam with the
//! rest of skus — never rule logic.

use crate::engine::Engine;

pub mod koenigrufen;
pub mod royal;
pub mod zwanziger;

/// The reference engine of a variant.
pub fn engine(variant: &str) -> Option<Box<dyn Engine>> {
    koenigrufen::engine(variant)
        .or_else(|| royal::engine(variant))
        .or_else(|| zwanziger::engine(variant))
}
