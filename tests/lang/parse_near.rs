//! An edit of a text read before, read again only where it differs
//! (`skus::lang::parse::parse_near`): the result is the whole parse's,
//! declarations and every span, or the whole parse's error, for edits of
//! every shipped spec (handwritten edge cases and a few hundred drawn
//! ones), whether the earlier text is kept in memory or is the pack's.

use skus::lang::parse::{Kept, parse, parse_afresh, parse_near, parse_or_known};
use skus::specs::SHIPPED;

/// The same result as the whole parse, for `edited` near `text`.
///
/// The near reader's error is made first (an error is kept with its text
/// for the next reading of the same text), and the whole parse's afresh.
fn same_as_whole(file: &str, text: &str, edited: &str, what: &str) -> bool {
    let kept = Kept::new(
        text.to_string(),
        &parse(text, 2).expect("a shipped spec parses"),
    );
    let near = parse_near(edited, 2, &kept);
    let whole = parse_afresh(edited, 2);
    assert_same(
        &near,
        &whole,
        &format!("{file}, {what}: read near the earlier text"),
    );
    whole.is_ok()
}

type Read = Result<Vec<skus::lang::ast::Decl>, Box<skus::lang::diag::Diagnostic>>;

/// Fails, saying `what`, if a text read near an earlier one (`near`) is
/// not what the whole parse read (`whole`).
fn assert_same(near: &Read, whole: &Read, what: &str) {
    assert!(
        near == whole,
        "{what}, the result differs from the whole parse's\nnear:  {}\nwhole: {}",
        brief(near),
        brief(whole)
    );
}

fn brief(r: &Read) -> String {
    match r {
        Ok(d) => format!("{} declarations", d.len()),
        Err(e) => format!("error at {:?}: {}", e.span, e.message),
    }
}

/// The text with `len` bytes at `at` replaced by `with` (`at` moved back
/// to a character's start).
fn edit(text: &str, at: usize, len: usize, with: &str) -> String {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let mut end = (at + len).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    format!("{}{with}{}", &text[..at], &text[end..])
}

/// Where `needle` first stands in `text`, or the test says it is gone.
fn find(text: &str, needle: &str, file: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("{file} no longer holds `{needle}`"))
}

#[test]
fn handwritten_edits_read_as_the_whole_text() {
    let (file, text) = SHIPPED
        .iter()
        .find(|(f, _)| *f == "koenigrufen.rules")
        .copied()
        .expect("koenigrufen.rules is shipped");
    let mid = text.len() / 2;
    let line = mid
        + text[mid..]
            .find('\n')
            .expect("a line ends after the middle")
        + 1;
    let fn_at = find(text, "\nfn thirds(", file) + 1;
    let eq_end = fn_at + find(&text[fn_at..], "\n", file);
    let cases: Vec<(&str, String)> = vec![
        ("nothing changed", text.to_string()),
        (
            "a comment in the middle",
            edit(text, line, 0, "# a comment\n"),
        ),
        ("a comment before everything", format!("# first\n{text}")),
        (
            "a declaration at the end",
            format!("{text}\nparam extra-one: int = 3\n"),
        ),
        (
            "a declaration in the middle",
            edit(text, line, 0, "param extra-two: int = 4\n"),
        ),
        (
            "the first word removed",
            edit(text, 0, text.len().min(40), ""),
        ),
        ("everything removed", String::new()),
        ("only a comment left", "# nothing else\n".to_string()),
        (
            "an expression continued at a function's end",
            edit(text, eq_end, 0, " + 1"),
        ),
        (
            "a function's body ended early",
            edit(text, eq_end - 1, 1, " +"),
        ),
        ("a brace removed in the middle", {
            let at = line + find(&text[line..], "}", file);
            edit(text, at, 1, "")
        }),
        ("a brace added in the middle", edit(text, line, 0, "{")),
        (
            // The error is read from a declaration MARGIN bytes before
            // the broken one: here, before the short ones read again.
            "short declarations before a broken one",
            edit(
                text,
                line,
                0,
                "param a: int = 1\nparam b: int = 2 +\n3\nparam c: int = (\n",
            ),
        ),
        (
            "a broken declaration right after a kept one",
            edit(text, fn_at, 0, "param d: int = 1 +\n"),
        ),
        (
            "a keyword as a name",
            edit(text, line, 0, "param if: int = 1\n"),
        ),
        (
            "override before a declaration",
            edit(text, fn_at, 0, "override "),
        ),
        (
            "a string left open",
            edit(text, line, 0, "rule x.y \"open\n"),
        ),
        (
            "nested too deep",
            edit(
                text,
                line,
                0,
                &format!(
                    "param deep: int = {}1{}\n",
                    "(".repeat(120),
                    ")".repeat(120)
                ),
            ),
        ),
        (
            "an expression too long",
            edit(
                text,
                line,
                0,
                &format!("param long: int = 1{}\n", " + 1".repeat(1200)),
            ),
        ),
        (
            "a declaration's first byte changed",
            edit(text, fn_at, 1, "g"),
        ),
        ("the text doubled", format!("{text}{text}")),
        ("the second half only", text[line..].to_string()),
    ];
    let mut good = 0;
    for (what, edited) in &cases {
        good += usize::from(same_as_whole(file, text, edited, what));
    }
    assert!(
        good >= 5 && good < cases.len(),
        "the cases should hold both good and broken texts ({good} of {} good)",
        cases.len()
    );
}

#[test]
fn drawn_edits_of_every_shipped_spec_read_as_the_whole_text() {
    // Short pieces that make and break declarations: blanks, comments,
    // brackets, words, keywords, operators, quotes.
    const PIECES: &[&str] = &[
        " ",
        "\n",
        "# note\n",
        "}",
        "{",
        "(",
        ")",
        "x",
        "pass",
        " and ",
        "override ",
        "fn ",
        "\"",
        "1",
        "-",
        ":",
        "=",
        ",",
        "param p: int = 1\n",
        "if",
        "else",
        ".",
        "[",
    ];
    let mut seed: u64 = 0x5eed_0f5c_0500;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let (mut good, mut bad) = (0, 0);
    for (file, text) in SHIPPED {
        for i in 0..24 {
            let at = next(text.len());
            let (len, with) = match next(3) {
                0 => (0, PIECES[next(PIECES.len())]),
                1 => (1 + next(24), ""),
                _ => (1 + next(8), PIECES[next(PIECES.len())]),
            };
            let edited = edit(text, at, len, with);
            if same_as_whole(
                file,
                text,
                &edited,
                &format!("edit {i} at {at} (-{len} +{with:?})"),
            ) {
                good += 1;
            } else {
                bad += 1;
            }
        }
    }
    assert!(
        good > 10 && bad > 10,
        "{good} good and {bad} broken edits: the draw should make both"
    );
}

#[test]
fn the_pack_keeps_an_edited_shipped_specs_declarations() {
    skus::specs::apply_env_limits();
    for (file, text) in SHIPPED {
        let mid = text.len() / 3;
        let line = mid + text[mid..].find('\n').expect("a line ends after a third") + 1;
        for (what, edited) in [
            ("a comment", edit(text, line, 0, "# a house rule\n")),
            ("a parameter", edit(text, line, 0, "param house: int = 2\n")),
            ("a line removed", {
                let end = line + text[line..].find('\n').unwrap_or(0) + 1;
                edit(text, line, end - line, "")
            }),
        ] {
            let known = parse_or_known(&edited, 1);
            let whole = parse_afresh(&edited, 1);
            assert_same(
                &known,
                &whole,
                &format!("{file}, {what}: read near the packed spec"),
            );
        }
    }
}
