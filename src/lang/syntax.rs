//! The pest grammar (grammar/skus.pest).

#[derive(pest_derive::Parser)]
#[grammar = "grammar/skus.pest"]
pub struct SkusParser;
