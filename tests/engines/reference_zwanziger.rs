//! Coverage of the zwanziger corpus (tests/games/zwanziger). The corpus
//! itself is refereed by tests/referee/corpus.rs; this checks that it is large
//! enough, that each transcript says which rule it tests, and that every
//! rule the engine can name in a finding is exercised by some expectation.

use std::fs;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/games/zwanziger")
}

fn transcripts(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ptn"));
    v.sort();
    v
}

#[test]
fn the_corpus_has_at_least_twenty_transcripts() {
    let n = transcripts(&dir()).len();
    assert!(n >= 20, "only {n} zwanziger transcripts");
}

#[test]
fn each_transcript_opens_with_the_rule_it_tests() {
    let engine = skus::reference::engine("zwanziger").expect("the zwanziger engine");
    let ids: Vec<String> = engine.rules().iter().map(|r| r.id.to_string()).collect();
    for p in transcripts(&dir()) {
        let text = fs::read_to_string(&p).unwrap_or_default();
        let head: String = text.lines().take_while(|l| l.starts_with(';')).collect();
        assert!(
            !head.is_empty(),
            "{} does not open with a comment",
            p.display()
        );
        assert!(
            ids.iter().any(|id| head.contains(id.as_str())),
            "{}: the opening comment names no rule id",
            p.display()
        );
    }
}

#[test]
fn every_rule_that_can_be_broken_is_exercised() {
    let mut expects = String::new();
    for p in transcripts(&dir()) {
        expects.push_str(&fs::read_to_string(p.with_extension("expect")).unwrap_or_default());
    }
    let engine = skus::reference::engine("zwanziger").expect("the zwanziger engine");
    // Rules that describe how tricks are won or how the game is scored are
    // shown by the settlements, not by findings; `auction.side` is how every
    // statement is read. A void deal ends the game before any event, so the
    // referee reports a record that goes on after it without asking the
    // engine (redeal-played-anyway.expect), and `deal.redeal` never names a
    // finding through the referee (only through `State::check`).
    let not_findings = [
        "zwanziger.auction.side",
        "zwanziger.play.trick",
        "zwanziger.play.kaiserstich",
        "zwanziger.play.farbensolo-trumps",
        "zwanziger.deal.redeal",
    ];
    let mut missing = Vec::new();
    for r in engine.rules() {
        let id = r.id.as_ref();
        let scoring = id.starts_with("zwanziger.score.") && id != "zwanziger.score.sheet";
        if scoring || not_findings.contains(&id) {
            continue;
        }
        if !expects.contains(&format!(" {id}")) {
            missing.push(id.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "rules no expectation exercises: {missing:?}"
    );
}

/// Simulated games of the engine, through the referee: every legal game is
/// clean and settles like its sheet (zero-sum); in every mutated game the
/// referee's first finding is the planted violation.
#[test]
fn simulated_games_through_the_referee() {
    use skus::ptn;
    use skus::referee::{self, ReferenceEngines, Status};
    let engines = ReferenceEngines::new();
    let engine = skus::reference::engine("zwanziger").expect("the zwanziger engine");
    let verify = |text: &str| {
        let chunks = ptn::split_str(text);
        let c = chunks.first().expect("one game");
        let g = c
            .parse(ptn::ParseOptions::default())
            .expect("simulated PTN reads");
        referee::verify(&g, "sim.ptn", c.index, &engines)
    };
    for i in 0..300 {
        let (g, _) = skus::simulate::game(engine.as_ref(), 31, i, false).expect("plays");
        let text = ptn::to_string(&g);
        let v = verify(&text);
        assert_eq!(v.status, Status::Clean, "{}\n{text}", referee::human(&v));
        assert_eq!(v.score, v.sheet);
        assert_eq!(v.score.map(|s| s.0.iter().sum::<i64>()), Some(0));

        let (g, planted) = skus::simulate::game(engine.as_ref(), 31, i, true).expect("plays");
        let planted = planted.expect("a mutation is planted");
        let text = ptn::to_string(&g);
        let v = verify(&text);
        let first = v
            .findings
            .first()
            .unwrap_or_else(|| panic!("nothing found in\n{text}"));
        let same = first.kind == planted.violation.kind
            && first.rule.as_deref() == Some(&*planted.violation.rule.id)
            && first.seat == planted.violation.seat.map(|s| s.number());
        // `simulate` plants a word out of turn only between turn lines, so
        // every planted violation is the first finding.
        assert!(
            same,
            "planted {} {}, found {}\n{text}",
            planted.violation.kind,
            planted.violation.rule.id,
            referee::human(&v)
        );
    }
}
