//! What a spec may not exceed that the checker counts.

/// The most combinations of arguments one word pattern or announcement
/// may have: the legal events try each (`skus simulate`, `legal()`).
pub const MAX_WORD_CANDIDATES: u128 = 10_000;

/// The most fields the contracts (and, apart, the announcements) may
/// have between them.
pub const MAX_FIELDS: usize = 4096;
