//! House-rule overlays: `tests/overlays/NAME.rules` extends a shipped spec
//! and changes one rule; it is read at run time, exactly as `skus verify
//! --spec NAME.rules` reads it, with no rebuild.
//!
//! For each overlay the test runs every transcript of its variant's corpus
//! (`tests/games/<variant>/`) and the overlay's own transcripts
//! (`tests/overlays/NAME/*.ptn`) through the shipped spec and through the
//! overlay, and holds the overlay to changing **exactly** the verdicts it
//! should:
//!
//! - a corpus file whose verdicts change must have the overlay's verdict,
//!   written by hand, in `tests/overlays/NAME/<stem>.expect`; a file listed
//!   there must change; every other corpus file must keep its verdicts
//!   (findings, settlement and breakdown);
//! - each own transcript must change, from its `<stem>.base.expect` (the
//!   shipped rules) to its `<stem>.expect` (the house rule).
//!
//! The overlays and what they change (see tests/overlays/README.md):
//!
//! | overlay | rule changed | verdicts that change |
//! |---|---|---|
//! | hopfgarten-35-2 | won at 35/2 (107 thirds) instead of 35/1 | schwelle-35-1 |
//! | tarockcup-kaiserstich | Kaiserstich switched on | own: kaiserstich (2 games) |
//! | tarockcup-alle-koenige | Alle Könige 4 announced / 2 silent | rufer-lost, sechserdreier-lost, valat-announced |
//! | tarockcup-no-kontra-negative | no kontra on Bettel and Piccolo | own: bettel-kontra, kontra-re |
//! | tarockcup-solorufer-3 | Solorufer worth 3 | solorufer |
//! | tarockcup-mondfang | a Mondfang premium, 1 / 2 | illegal-announcement-premium; own: mondfang (2 games) |
//!
//! The last test runs the binary with `--spec` on the overlays' own
//! transcripts, as a referee would.

use crate::common::scratch::Scratch;
use crate::common::*;
use skus::referee::{Engines, Verdict as GameVerdict};
use skus::specs::{self, InterpEngines};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn overlays() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(root().join("tests/overlays"))
        .expect("tests/overlays")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rules"))
        .collect();
    v.sort();
    v
}

/// What an overlay may change, in a form that compares: status, findings
/// (kind, rule, seat, trick, place), settlement and breakdown.
fn projection(v: &GameVerdict) -> String {
    let mut s = format!("{:?}", v.status);
    for f in &v.findings {
        s += &format!(
            "\n{} {:?} {:?} {:?} {:?}:{:?}",
            f.kind, f.rule, f.seat, f.trick, f.line, f.column
        );
    }
    s += &format!("\n{:?}", v.score.map(|x| x.0));
    for b in &v.breakdown {
        s += &format!(
            "\n{} {:?} {} {} {} {}",
            b.item, b.side, b.announced, b.won, b.value, b.multiplier
        );
    }
    s
}

fn verdicts(path: &Path, engines: &dyn Engines) -> Vec<GameVerdict> {
    verify_text(&read(path), &display(path), engines)
}

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().into_owned()
}

#[test]
fn each_overlay_changes_exactly_the_verdicts_it_should() {
    let base = InterpEngines::shipped().expect("the shipped specs check");
    let all = overlays();
    assert!(all.len() >= 3, "overlays: {all:?}");
    let mut failures = Vec::new();
    for file in &all {
        let name = stem(file);
        let program = match specs::load_file(&file.to_string_lossy()) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: the overlay does not check:\n{e}"));
                continue;
            }
        };
        let variant = program.variant.clone();
        let mut overlay = InterpEngines::shipped().expect("the shipped specs check");
        overlay.add(program).expect("one spec per variant");
        let dir = root().join("tests/overlays").join(&name);

        // The corpus of the variant.
        let mut corpus = Vec::new();
        ptn_files(&root().join("tests/games").join(&variant), &mut corpus);
        assert!(!corpus.is_empty(), "{name}: no corpus for `{variant}`");
        let mut changed = BTreeSet::new();
        for f in &corpus {
            let (b, o) = (verdicts(f, &base), verdicts(f, &overlay));
            let differ: Vec<usize> = b
                .iter()
                .zip(&o)
                .filter(|(x, y)| projection(x) != projection(y))
                .map(|(x, _)| x.index + 1)
                .collect();
            if !differ.is_empty() {
                changed.insert(stem(f));
            }
            let listed = dir.join(format!("{}.expect", stem(f)));
            match (differ.is_empty(), listed.exists()) {
                (false, false) => failures.push(format!(
                    "{name}: changes {} game(s) {differ:?}, which it should not (or write {})",
                    display(f),
                    display(&listed)
                )),
                (true, true) => failures.push(format!(
                    "{name}: {} says {} changes, but its verdicts are the same",
                    display(&listed),
                    display(f)
                )),
                (false, true) => {
                    check_refereed_file_against(f, &listed, &overlay, &mut failures);
                }
                (true, false) => {}
            }
        }

        // The overlay's own transcripts.
        let mut own = Vec::new();
        ptn_files(&dir, &mut own);
        for f in &own {
            let (b, o) = (verdicts(f, &base), verdicts(f, &overlay));
            if b.len() != o.len()
                || b.iter()
                    .zip(&o)
                    .any(|(x, y)| projection(x) == projection(y))
            {
                failures.push(format!(
                    "{name}: every game of {} is there to change, and one does not",
                    display(f)
                ));
            }
            let base_expect = f.with_extension("base.expect");
            check_refereed_file_against(f, &base_expect, &base, &mut failures);
            check_refereed_file(f, &overlay, &mut failures);
        }
        assert!(
            !changed.is_empty() || !own.is_empty(),
            "{name}: an overlay that changes nothing proves nothing"
        );
        eprintln!(
            "{name}: {} corpus file(s), changed: {:?}; own transcripts: {}",
            corpus.len(),
            changed,
            own.len()
        );
    }
    assert!(
        failures.is_empty(),
        "{} problem(s):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The binary, as a referee runs it: `skus verify --spec OVERLAY --json`
/// gives the house rule's settlement where the shipped spec gives another.
#[test]
fn the_cli_reads_an_overlay_without_a_rebuild() {
    let bin = env!("CARGO_BIN_EXE_skus");
    let score_of = |args: &[&str], file: &Path| -> Vec<String> {
        let out = Command::new(bin)
            .args(["verify", "--json", "--no-progress"])
            .args(args)
            .arg(file)
            .current_dir(root())
            .output()
            .expect("run skus");
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
        doc["games"]
            .as_array()
            .expect("a list of games")
            .iter()
            .map(|g| {
                let findings = g["findings"].as_array().map_or(0, Vec::len);
                format!("{findings} finding(s), score {}", g["score"])
            })
            .collect()
    };
    let mut checked = 0;
    for file in overlays() {
        let dir = file.with_extension("");
        let mut own = Vec::new();
        ptn_files(&dir, &mut own);
        for f in own {
            let spec = file.to_string_lossy().into_owned();
            let base = score_of(&["--engine", "interp"], &f);
            let house = score_of(&["--spec", &spec], &f);
            assert!(!base.is_empty(), "no verdicts for {}", display(&f));
            assert_eq!(base.len(), house.len());
            assert_ne!(base, house, "{}: the overlay changed nothing", display(&f));
            checked += 1;
        }
    }
    assert!(checked > 0);
}

/// The Mondfang house rule (tarockcup-mondfang.rules) counts the XXI taken
/// by the other side's Sküs, never by a Kaiserstich: game 1 of the
/// Kaiserstich transcripts with seat 3's Pagat and seat 4's II swapped, so
/// that trick 12 is 2:Skus 3:II 4:I 1:XXI and both Sküs and Pagat are the
/// opponents' (seats 2 and 4) against seat 1's XXI. Under the Tarockcup the
/// Sküs wins the trick: a Mondfang of seats 2 and 4. With the Kaiserstich
/// switched on as well, seat 4's Pagat wins it: the XXI still goes to the
/// other side, but no Sküs took it, so there is no Mondfang.
#[test]
fn a_kaiserstich_capture_is_not_a_mondfang() {
    let dir = Scratch::dir(&format!("skus-mondfang-{}", std::process::id()));
    fs::copy(
        root().join("tests/overlays/tarockcup-mondfang.rules"),
        dir.join("tarockcup-mondfang.rules"),
    )
    .expect("copy the overlay");
    let both = dir.join("mondfang-kaiserstich.rules");
    fs::write(
        &both,
        "variant tarockcup \"Mondfang and Kaiserstich\"\nextends \"tarockcup-mondfang.rules\"\n\
         override param kaiserstich: bool = true\n",
    )
    .expect("write");
    let text = read(&root().join("tests/overlays/tarockcup-kaiserstich/kaiserstich.ptn"));
    // Game 1: up to the second game's tags.
    let second = text
        .match_indices("[Variant")
        .nth(1)
        .map_or(text.len(), |(i, _)| i);
    let game1 = &text[..second];
    let swapped = game1
        .replace("  3: I XII", "  3: II XII")
        .replace("  4: II VIII", "  4: I VIII")
        .replace("12. 2:Skus 3:I 4:II 1:XXI", "12. 2:Skus 3:II 4:I 1:XXI");
    assert_ne!(swapped, game1);
    let verdict = |spec: &Path| {
        let p = specs::load_file(&spec.display().to_string())
            .unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
        let mut engines = InterpEngines::empty();
        engines.add(p).expect("one spec");
        let vs = verify_text(&swapped, "swapped.ptn", &engines);
        assert_eq!(vs.len(), 1);
        vs.into_iter().next().expect("one verdict")
    };
    let items = |v: &GameVerdict| -> Vec<String> {
        v.breakdown
            .iter()
            .map(|i| format!("{} {:?}", i.item, i.won))
            .collect()
    };
    let mondfang_only = verdict(&dir.join("tarockcup-mondfang.rules"));
    assert_eq!(
        mondfang_only.findings.len(),
        0,
        "{}",
        describe(&mondfang_only)
    );
    assert!(
        mondfang_only
            .breakdown
            .iter()
            .any(|i| i.item == "mondfang" && i.won && !i.announced),
        "the Sküs takes the XXI: {:?}",
        items(&mondfang_only)
    );
    let with_kaiserstich = verdict(&both);
    assert_eq!(
        with_kaiserstich.findings.len(),
        0,
        "{}",
        describe(&with_kaiserstich)
    );
    assert!(
        with_kaiserstich
            .breakdown
            .iter()
            .all(|i| i.item != "mondfang"),
        "the Pagat takes the XXI: {:?}",
        items(&with_kaiserstich)
    );
}

/// `kontra-re.ptn` under the no-kontra house rule: the record goes on after
/// the void kontra as if it stood. `explain` at a line passed over says so
/// and gives no ruling of its own; the void kontra is the one ruling.
#[test]
fn explain_at_a_line_passed_over_names_the_void_word() {
    use skus::referee::explain::{At, explain};
    let spec = root().join("tests/overlays/tarockcup-no-kontra-negative.rules");
    let p = specs::load_file(&spec.display().to_string())
        .unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
    let mut engines = InterpEngines::empty();
    engines.add(p).expect("one spec");
    let path = "tests/overlays/tarockcup-no-kontra-negative/kontra-re.ptn";
    let text = read(&root().join(path));
    let game = skus::ptn::parse_str(&text)
        .into_iter()
        .next()
        .and_then(Result::ok)
        .expect("the transcript reads");
    // Line 27, `2: pass`, after seat 1's `re(spiel)` on line 26.
    let at = At::parse("line:27").expect("a place");
    let e = explain(&game, path, &engines, at).unwrap_or_else(|x| panic!("{x}"));
    let after = e.passed_over.expect("passed over");
    assert_eq!((after.line, after.column), (23, 6));
    assert!(e.ruling.is_none(), "{:?}", e.ruling);
    assert!(e.human().contains("passed over"), "{}", e.human());
    // The kontra itself is ruled on.
    let at = At::parse("line:23").expect("a place");
    let e = explain(&game, path, &engines, at).unwrap_or_else(|x| panic!("{x}"));
    assert!(e.passed_over.is_none());
    let ruling = e.ruling.expect("the kontra is void");
    assert_eq!(
        ruling.rule.as_deref(),
        Some("tarockcup.announce.no-kontra-negative")
    );
}
