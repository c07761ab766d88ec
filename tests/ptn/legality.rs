//! Architecture invariant: the notation reader never checks legality. Every
//! corpus game whose expectation is a rule finding (a renonce, a bid out of
//! turn, an impossible announcement …) reads without an error: the finding
//! is the referee's, never the reader's.

use crate::common::{Status, parse_expect, ptn_files, read, root};
use skus::ptn;

#[test]
fn games_with_rule_findings_read_cleanly() {
    let mut files = Vec::new();
    ptn_files(&root().join("tests/games"), &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in files
        .iter()
        .filter(|p| !p.starts_with(root().join("tests/games/syntax")))
    {
        let expect = path.with_extension("expect");
        if !expect.exists() {
            continue;
        }
        let file = parse_expect(&expect).unwrap_or_else(|e| panic!("{e}"));
        let games = ptn::parse_str(&read(path));
        for e in &file.games {
            if e.status != Some(Status::Findings) || e.findings.is_empty() {
                continue;
            }
            checked += 1;
            match games.get(e.index - 1) {
                Some(Ok(_)) => {}
                Some(Err(err)) => {
                    wrong.push(format!("{} game {}: {err:?}", path.display(), e.index))
                }
                None => wrong.push(format!("{} game {}: missing", path.display(), e.index)),
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} games with findings in the corpus"
    );
    assert!(
        wrong.is_empty(),
        "the reader refused games only the referee may judge:\n{}",
        wrong.join("\n")
    );
}
