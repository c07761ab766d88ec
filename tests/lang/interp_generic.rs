//! Architecture invariant: the interpreter and the rule-language checker
//! know nothing about any variant. Every variant's rules live in its spec;
//! if a contract, an announcement, a card group or a variant's name shows
//! up in the code of `src/interp` or `src/lang`, a rule has leaked out of
//! the specs and the interpreter is no longer independent of the reference
//! engines it is fuzzed against.

use std::fs;
use std::path::Path;

/// Names that belong to variants: the variants themselves, contracts,
/// announcements, premiums and card groups of book/src/vocabulary.md.
const FORBIDDEN: &[&str] = &[
    "royal",
    "tarockcup",
    "hopfgarten",
    "sitzenberg",
    "zwanziger",
    "koenigrufen",
    "trischaken",
    "rufer",
    "piccolo",
    "bettel",
    "dreier",
    "solo",
    "farbensolo",
    "fahren",
    "pagat",
    "uhu",
    "maus",
    "kakadu",
    "quapil",
    "valat",
    "trull",
    "mondfang",
    "koenigfang",
    "ultimo",
    "vorhand",
    "kontra",
    "absolut",
    "sküs",
    "skus_",
    "mond",
    "vier-koenige",
    "kaiserstich",
    "centrum",
    "vogel",
];

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            out.push((p.display().to_string(), text));
        }
    }
}

/// Whether `code` names `word` as a whole word, ignoring case: the letters
/// before and after it are not part of it. `_`, `-` and a change from a
/// small to a capital letter separate words, so `is_pagat`, `pagat-count`
/// and `PagatUltimo` name `pagat`, but `Diamonds` does not name `mond`
/// nor `resolution` `solo`. A word ending in `_` (`skus_`) is a prefix.
fn names(code: &str, word: &str) -> bool {
    let chars: Vec<char> = code.chars().collect();
    let lower: Vec<char> = chars
        .iter()
        .map(|c| c.to_lowercase().next().unwrap_or(*c))
        .collect();
    let w: Vec<char> = word.chars().collect();
    let letter = |c: char| c.is_alphanumeric();
    (0..lower.len().saturating_sub(w.len() - 1)).any(|i| {
        if lower[i..i + w.len()] != w[..] {
            return false;
        }
        let starts = i == 0
            || !letter(chars[i - 1])
            || (chars[i - 1].is_lowercase() && chars[i].is_uppercase());
        let end = i + w.len();
        let ends = w.last() == Some(&'_')
            || end == chars.len()
            || !letter(chars[end])
            || (chars[end].is_uppercase() && chars[end - 1].is_lowercase());
        starts && ends
    })
}

#[test]
fn whole_words_only() {
    assert!(names("let is_pagat = 1;", "pagat"));
    assert!(names("PagatUltimo", "pagat"));
    assert!(names("\"vier-koenige\"", "vier-koenige"));
    assert!(names("fn skus_rank()", "skus_"));
    assert!(names("MOND", "mond"));
    assert!(!names("Suit::Diamonds", "mond"));
    assert!(!names("resolution", "solo"));
    assert!(!names("absolute", "absolut"));
    assert!(!names("skus::lang", "skus_"));
}

#[test]
fn the_interpreter_names_no_variant_rule() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root.join("interp"), &mut files);
    sources(&root.join("lang"), &mut files);
    // The standings are the specs' too: their Rust names no variant.
    sources(&root.join("standings"), &mut files);
    assert!(files.len() >= 5, "the interpreter's sources are missing");
    let mut leaks = Vec::new();
    for (file, text) in &files {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if names(code, word) {
                    leaks.push(format!("{file}:{}: `{word}` in {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        leaks.is_empty(),
        "variant rules leaked into the interpreter:\n{}",
        leaks.join("\n")
    );
}
