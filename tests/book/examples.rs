//! The book's worked commands (a ```text block that begins `$ skus …`) are
//! the commands' real output: each is run from the project's root and its
//! output compared with the block, where a line that is only `…` stands
//! for any lines (none included) and `…` within a line for any text.

use crate::common::root;
use std::fs;

/// Every worked command of the book's hand-written pages: its page, its
/// command line and the lines shown after it.
fn examples() -> Vec<(String, String, Vec<String>)> {
    let dir = root().join("book/src");
    let mut pages: Vec<_> = fs::read_dir(&dir)
        .expect("book/src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    let mut out = Vec::new();
    for page in pages {
        let text = fs::read_to_string(&page).expect("a page");
        let name = page
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim() != "```text" {
                continue;
            }
            let block: Vec<&str> = lines.by_ref().take_while(|l| l.trim() != "```").collect();
            if let Some(command) = block.first().and_then(|l| l.strip_prefix("$ skus ")) {
                let shown = block[1..].iter().map(|l| l.to_string()).collect();
                out.push((name.clone(), command.to_string(), shown));
            }
        }
    }
    out
}

/// Whether `line` is what `pattern` shows: equal, or with each `…` of the
/// pattern standing for any text.
fn line_matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split('…').collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || line.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &line[first.len()..];
    for mid in &parts[1..parts.len() - 1] {
        match rest.find(mid) {
            Some(i) => rest = &rest[i + mid.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Whether the output's lines are what the block shows: a line that is
/// only `…` (indented or not) stands for any lines.
fn shows(pattern: &[String], output: &[&str]) -> bool {
    match pattern.split_first() {
        None => output.is_empty(),
        Some((p, rest)) if p.trim() == "…" => {
            (0..=output.len()).any(|k| shows(rest, &output[k..]))
        }
        Some((p, rest)) => {
            output.first().is_some_and(|l| line_matches(p, l)) && shows(rest, &output[1..])
        }
    }
}

#[test]
fn the_matcher_tells_a_shown_output_from_another() {
    let p = |ls: &[&str]| ls.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert!(line_matches("a … c", "a b c"));
    assert!(line_matches(
        "…round-1.ptn:146 (…, Round 1)",
        "x/round-1.ptn:146 (Event, Round 1)"
    ));
    assert!(!line_matches("a … c", "a b d"));
    assert!(!line_matches("ab…ba", "aba"));
    assert!(shows(&p(&["x", "  …", "z"]), &["x", "y1", "y2", "z"]));
    assert!(shows(&p(&["x", "…", "z"]), &["x", "z"]));
    assert!(!shows(&p(&["x", "z"]), &["x", "y", "z"]));
    assert!(!shows(&p(&["x", "…"]), &["y"]));
}

#[test]
fn every_worked_command_of_the_book_gives_what_the_book_shows() {
    let examples = examples();
    assert!(
        examples.len() >= 2,
        "the book's worked commands were not found: {examples:?}"
    );
    for (page, command, shown) in examples {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_skus"))
            .args(command.split_whitespace())
            .current_dir(root())
            .output()
            .unwrap_or_else(|e| panic!("{page}: `skus {command}` did not run: {e}"));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert!(
            shows(&shown, &lines),
            "{page}: `skus {command}` no longer gives what the page shows.\nshown:\n{}\n\noutput:\n{stdout}",
            shown.join("\n")
        );
    }
}
