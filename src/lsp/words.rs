//! The words of the language as an editor sees them: keywords (from
//! [`TOKENS`], the language's own list, and the few the grammar reads in
//! one place only), type names, literals, and what a card token looks
//! like. Semantic highlighting and completion use them; the TextMate
//! grammar of `editors/vscode` is tested against them.

use crate::lang::syntax::TOKENS;

/// The written types (`Env::ty`).
pub use crate::lang::types::TYPE_NAMES as TYPES;

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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The TextMate grammar of the VS Code extension.
    const GRAMMAR: &str = include_str!("../../editors/vscode/syntaxes/skus.tmLanguage.json");

    /// The words of a repository entry written as `(?<![\w-])(?:a|b)(?![\w-])`.
    fn alternation(grammar: &Value, entry: &str) -> Vec<String> {
        let m = grammar["repository"][entry]["match"].as_str().unwrap_or("");
        let inner = m
            .strip_prefix(r"(?<![\w-])(?:")
            .and_then(|r| r.strip_suffix(r")(?![\w-])"))
            .unwrap_or_else(|| panic!("{entry}: not a word alternation: {m}"));
        inner.split('|').map(str::to_string).collect()
    }

    #[test]
    fn the_textmate_grammar_highlights_every_word_of_the_language() {
        let grammar: Value = serde_json::from_str(GRAMMAR).expect("the grammar is JSON");
        assert_eq!(grammar["scopeName"], "source.skus");
        // Every entry is used at the top level.
        let included: Vec<&str> = grammar["patterns"]
            .as_array()
            .expect("patterns")
            .iter()
            .filter_map(|p| p["include"].as_str())
            .collect();
        let repository = grammar["repository"].as_object().expect("repository");
        for name in repository.keys() {
            assert!(
                included.contains(&format!("#{name}").as_str()),
                "#{name} unused"
            );
        }
        let keywords = alternation(&grammar, "keywords");
        let types = alternation(&grammar, "types");
        let literals = alternation(&grammar, "literals");
        let builtins = alternation(&grammar, "builtins");
        assert_eq!(
            grammar["repository"]["cards"]["match"],
            r"(?<![\w-])[A-Z][A-Za-z0-9ü]*(?![\w])"
        );
        for t in TOKENS.iter().copied().filter(|t| is_word(t)) {
            let lit = |l: &[String]| l.iter().any(|w| w == t);
            assert!(
                is_card(t) || lit(&keywords) || lit(&types) || lit(&literals),
                "`{t}` of syntax::TOKENS is not highlighted by {}",
                "editors/vscode/syntaxes/skus.tmLanguage.json"
            );
        }
        for k in keywords_list() {
            assert!(keywords.contains(&k.to_string()), "keyword `{k}`");
        }
        for t in TYPES {
            assert!(types.contains(&t.to_string()), "type `{t}`");
        }
        for b in crate::lang::builtins::BUILTINS {
            assert!(
                builtins.contains(&b.name.to_string()),
                "builtin `{}`",
                b.name
            );
        }
        // Longer words first, so that an alternative is never cut short.
        for list in [&keywords, &types, &builtins] {
            for (i, a) in list.iter().enumerate() {
                for b in &list[i + 1..] {
                    assert!(!b.starts_with(a.as_str()), "`{b}` after `{a}`");
                }
            }
        }
    }

    /// The extension's manifest names the grammar, the language
    /// configuration and the client it runs, and they exist as named.
    #[test]
    fn the_vscode_extension_is_consistent() {
        let manifest: Value =
            serde_json::from_str(include_str!("../../editors/vscode/package.json"))
                .expect("package.json is JSON");
        let config: Value = serde_json::from_str(include_str!(
            "../../editors/vscode/language-configuration.json"
        ))
        .expect("language-configuration.json is JSON");
        let extension = include_str!("../../editors/vscode/extension.js");
        assert_eq!(config["comments"]["lineComment"], "#");
        let language = &manifest["contributes"]["languages"][0];
        assert_eq!(language["extensions"][0], ".rules");
        assert_eq!(language["configuration"], "./language-configuration.json");
        let grammar = &manifest["contributes"]["grammars"][0];
        assert_eq!(grammar["path"], "./syntaxes/skus.tmLanguage.json");
        assert_eq!(grammar["scopeName"], "source.skus");
        assert_eq!(grammar["language"], language["id"]);
        assert_eq!(manifest["main"], "./extension.js");
        assert!(manifest["dependencies"]["vscode-languageclient"].is_string());
        assert!(extension.contains("vscode-languageclient/node"));
        assert!(extension.contains("args: [\"lsp\"]"));
        assert!(extension.contains(&format!("language: {}", language["id"])));
    }

    fn keywords_list() -> Vec<&'static str> {
        keywords().collect()
    }
}
