//! The rulebook, written from the very specs the referee runs.
//!
//! Every chapter about a variant is rendered from its checked spec
//! ([`Program`]): the deck, the deal, the contracts and announcements (read
//! from their records), every rule with its id as an anchor, the rulebook's
//! words and the reading chosen where the rulebook is unclear; the worked
//! examples are real games that the interpreter replays while the book is
//! built. So the book and the referee cannot disagree.
//!
//! The renderer is pure: [`render`] turns checked specs and game texts into
//! Markdown pages. [`build`] writes them beside the hand-written chapters
//! (`book/src/`, embedded in the binary) and runs mdBook as a library over
//! the result.

#[cfg(feature = "native")]
mod build;
mod cards;
mod compare;
mod example;
pub mod highlight;
mod spec_text;
mod standings;
mod variant;

#[cfg(feature = "native")]
pub use build::{BuildError, BuildOptions, BuildReport, build, write_sources};
pub use example::Example;

use crate::lang::ir::Program;

/// One page of the book: its path below `src/` (`variants/royal.md`), its
/// title in the table of contents, and its Markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub path: String,
    pub title: String,
    pub markdown: String,
}

/// A variant's chapter: its checked spec and the games shown as worked
/// examples.
pub struct VariantInput {
    pub program: Program,
    pub examples: Vec<Example>,
    /// Files of several games shown as a match (where the spec defines one).
    pub matches: Vec<Example>,
}

/// A house-rule overlay: its file and text, the checked base it extends and
/// the checked overlay.
pub struct OverlayInput {
    pub file: String,
    pub text: String,
    pub base: Program,
    pub overlay: Program,
}

/// Everything the generated chapters are made of.
pub struct Input {
    pub variants: Vec<VariantInput>,
    pub overlays: Vec<OverlayInput>,
}

/// The generated pages: one per variant, the comparison, one per overlay
/// and the overlays' index.
pub fn render(input: &Input) -> Vec<Page> {
    let mut pages = Vec::new();
    let programs: Vec<&Program> = input.variants.iter().map(|v| &v.program).collect();
    pages.push(compare::comparison(&programs));
    for v in &input.variants {
        pages.push(variant::page(&v.program, &v.examples, &v.matches));
    }
    pages.push(compare::overlay_index(&input.overlays));
    for o in &input.overlays {
        pages.push(compare::overlay_page(o));
    }
    pages
}

/// The page of a variant's chapter, relative to the book's root
/// (`variants/tarockcup.md`).
pub fn variant_path(variant: &str) -> String {
    format!("variants/{}.md", slug(variant))
}

/// Where a rule is in the book, relative to the built book's root
/// (`variants/tarockcup.html#tarockcup.play.follow-suit`): the page of the
/// variant its id names, the id as anchor. A ruling links here.
pub fn rule_link(rule_id: &str) -> String {
    // Made in one string (a finding of every listed game links its rule).
    let variant = rule_id.split('.').next().unwrap_or(rule_id);
    let mut out = String::with_capacity(16 + variant.len() + rule_id.len());
    out.push_str("variants/");
    push_slug(&mut out, variant);
    out.push_str(".html#");
    push_anchor(&mut out, rule_id);
    out
}

/// An anchor for an id: the id itself where it is made of letters,
/// digits, `.`, `-` and `_` (every rule id is), else those characters only.
pub fn anchor(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    push_anchor(&mut out, id);
    out
}

/// [`anchor`] put onto `out`.
fn push_anchor(out: &mut String, id: &str) {
    out.extend(
        id.chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')),
    );
}

/// A file name for a variant or overlay id.
fn slug(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    push_slug(&mut out, id);
    out
}

/// [`slug`] put onto `out`: the id's letters and digits in lower case and
/// `-` for any other character; `unnamed` for an empty id.
fn push_slug(out: &mut String, id: &str) {
    if id.is_empty() {
        out.push_str("unnamed");
        return;
    }
    out.extend(id.chars().map(|c| {
        if c.is_ascii_alphanumeric() || c == '-' {
            c.to_ascii_lowercase()
        } else {
            '-'
        }
    }));
}

/// Text for a Markdown table cell: no line breaks, `|` escaped, HTML
/// special characters escaped.
fn cell(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '|' => out.push_str("\\|"),
            '\n' | '\r' => out.push(' '),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            c => out.push(c),
        }
    }
    out
}

/// Text for running Markdown: HTML special characters and the characters
/// Markdown would read as emphasis or links escaped.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '*' | '_' | '`' | '[' | ']' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_links_name_the_variant_page_and_the_id() {
        assert_eq!(
            rule_link("tarockcup.play.follow-suit"),
            "variants/tarockcup.html#tarockcup.play.follow-suit"
        );
        assert_eq!(anchor("royal.score.sheet"), "royal.score.sheet");
        assert_eq!(anchor("a b<c>"), "abc");
    }

    #[test]
    fn cells_and_text_are_escaped() {
        assert_eq!(cell("a|b\nc<d>"), "a\\|b c&lt;d&gt;");
        assert_eq!(esc("*x* [y]"), "\\*x\\* \\[y\\]");
        assert_eq!(slug("Tarockcup 2"), "tarockcup-2");
    }
}
