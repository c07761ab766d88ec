//! The words of the language as an editor sees them: keywords (from
//! [`TOKENS`], the language's own list, and the few the grammar reads in
//! one place only), type names, literals, and what a card token looks
//! like. Semantic highlighting and completion use them; the TextMate
//! grammar of `editors/vscode` is tested against them.

use crate::lang::syntax::TOKENS;

/// The written types (`Env::ty`).
pub const TYPES: &[&str] = &[
    "int",
    "bool",
    "text",
    "card",
    "cards",
    "seat",
    "seats",
    "suit",
    "contract",
    "announcement",
    "term",
    "take",
    "play",
    "trick",
    "phase",
    "scores",
    "list",
];

/// Types that are keywords too (`contract NAME { … }`, `on trick`).
pub const KEYWORD_TYPES: &[&str] = &["contract", "announcement", "play", "trick", "take"];

/// The literal words.
pub const LITERALS: &[&str] = &["true", "false", "none"];

/// Keywords of the grammar that [`TOKENS`] leaves out (words of one
/// construct: a rule's `source`, an action's `do`, `pay … to … times …`,
/// the sections of a handler, a finding's kinds).
pub const EXTRA_KEYWORDS: &[&str] = &[
    "source",
    "rulebook",
    "action",
    "do",
    "pass",
    "to",
    "unchecked",
    "times",
    "silent",
    "announced",
    "won",
    "lost",
    "auction",
    "call",
    "announce",
    "discard",
    "start",
    "before",
    "gap",
    "illegal-bid",
    "illegal-call",
    "illegal-discard",
    "illegal-announcement",
    "impossible-card",
    "out-of-turn",
    "incomplete",
];

/// Whether a token of [`TOKENS`] is a word (not an operator, a number or
/// a sample literal with punctuation).
pub fn is_word(t: &str) -> bool {
    t.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && t.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == 'ü')
}

/// Whether a word is a card or a suit token (`XXI`, `Sküs`, `SK`, `H1`,
/// `S`): the grammar's `card_or_suit`.
pub fn is_card(word: &str) -> bool {
    let mut cs = word.chars();
    cs.next().is_some_and(|c| c.is_ascii_uppercase())
        && cs.all(|c| c.is_ascii_alphanumeric() || c == 'ü')
}

/// The keywords: every lower-case word of [`TOKENS`] that is not only a
/// type or a literal, then [`EXTRA_KEYWORDS`].
pub fn keywords() -> impl Iterator<Item = &'static str> {
    TOKENS
        .iter()
        .copied()
        .filter(|t| {
            is_word(t)
                && !is_card(t)
                && !LITERALS.contains(t)
                && (!TYPES.contains(t) || KEYWORD_TYPES.contains(t))
        })
        .chain(EXTRA_KEYWORDS.iter().copied())
}

/// Whether a word is a keyword (an answer of [`keywords`]).
pub fn is_keyword(word: &str) -> bool {
    keywords().any(|k| k == word)
}
