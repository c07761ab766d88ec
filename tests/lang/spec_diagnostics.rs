//! Broken specs: every file in `tests/specs/broken/` with `# expect` lines
//! is a case. Each `# expect FILE:LINE:COL CODE MESSAGE` line is written by
//! hand and names one error the checker must report there: its stable code
//! (`skus::lang::codes`) and place, and the start of its message; the
//! checker must report exactly these, in order.
//! The whole rendered text (caret, labels, help) is also compared with the
//! snapshot `NAME.err` beside the case; `UPDATE_EXPECT=1 cargo test --test
//! spec_diagnostics` rewrites the snapshots (review the diff).
//!
//! Files without `# expect` lines are helpers of another case (the other
//! half of an `extends` circle).

use skus::specs::{self, LoadError};
use std::fs;
use std::path::{Path, PathBuf};

fn cases() -> Vec<PathBuf> {
    let dir = Path::new("tests/specs/broken");
    let mut out: Vec<PathBuf> = fs::read_dir(dir)
        .expect("tests/specs/broken exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .filter(|p| {
            fs::read_to_string(p)
                .unwrap_or_default()
                .lines()
                .any(|l| l.starts_with("# expect "))
        })
        .collect();
    out.sort();
    out
}

/// One error: file name, line, column, code and message.
type Expected = (String, u32, u32, String, String);

/// Every expectation of a case.
fn expectations(text: &str) -> Vec<Expected> {
    text.lines()
        .filter_map(|l| l.strip_prefix("# expect "))
        .map(|rest| {
            let (place, rest) = rest
                .split_once(' ')
                .expect("`# expect FILE:L:C CODE MESSAGE`");
            let (code, message) = rest.split_once(' ').unwrap_or((rest, ""));
            assert!(
                skus::lang::codes::meaning(code).is_some(),
                "`# expect {place} {rest}`: `{code}` is not a code of skus::lang::codes"
            );
            let mut parts = place.rsplitn(3, ':');
            let col = parts.next().and_then(|c| c.parse().ok()).expect("column");
            let line = parts.next().and_then(|c| c.parse().ok()).expect("line");
            let file = parts.next().expect("file").to_string();
            (file, line, col, code.to_string(), message.to_string())
        })
        .collect()
}

fn base_name(path: &str) -> String {
    path.rsplit(['/', '\\']).next().unwrap_or(path).to_string()
}

#[test]
fn broken_specs_give_the_expected_diagnostics() {
    let cases = cases();
    assert!(cases.len() >= 40, "only {} broken specs", cases.len());
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for path in &cases {
        let name = path.display().to_string();
        let text = fs::read_to_string(path).unwrap();
        let expected = expectations(&text);
        let failed = match specs::load_file(&name) {
            Ok(_) => {
                failures.push(format!("{name}: checks without error"));
                continue;
            }
            Err(LoadError::Invalid(f)) => f,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let got: Vec<Expected> = failed
            .diagnostics
            .iter()
            .map(|d| {
                let (line, col, _) = failed.sources.locate(d.span);
                (
                    base_name(failed.sources.name(d.span)),
                    line,
                    col,
                    d.code.to_string(),
                    d.message.clone(),
                )
            })
            .collect();
        let matches = got.len() == expected.len()
            && got.iter().zip(&expected).all(|(g, e)| {
                g.0 == e.0 && g.1 == e.1 && g.2 == e.2 && g.3 == e.3 && g.4.starts_with(&e.4)
            });
        if !matches {
            failures.push(format!(
                "{name}:\n  expected {expected:?}\n  got      {got:?}"
            ));
        }
        let rendered = failed.render();
        let snapshot = path.with_extension("err");
        if update {
            fs::write(&snapshot, &rendered).unwrap();
        } else {
            match fs::read_to_string(&snapshot) {
                Ok(s) if s == rendered => {}
                Ok(s) => failures.push(format!(
                    "{name}: rendered diagnostics differ from {}\n--- snapshot\n{s}--- now\n{rendered}",
                    snapshot.display()
                )),
                Err(_) => failures.push(format!(
                    "{name}: no snapshot {} (UPDATE_EXPECT=1 writes it)",
                    snapshot.display()
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} broken specs:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// Every rendered diagnostic has the rustc shape: a headline with its
/// code, an arrow with file:line:column, the source line and a caret.
#[test]
fn every_diagnostic_has_place_caret_and_hint_shape() {
    for path in cases() {
        let name = path.display().to_string();
        let Err(LoadError::Invalid(failed)) = specs::load_file(&name) else {
            continue;
        };
        for d in &failed.diagnostics {
            let r = d.render(&failed.sources);
            assert!(!d.code.is_empty(), "a diagnostic without a code:\n{r}");
            assert!(r.starts_with(&format!("error[{}]: ", d.code)), "{r}");
            assert!(r.contains(" --> "), "{r}");
            assert!(r.contains('^'), "no caret:\n{r}");
        }
    }
}

/// Seeds for mutation: the smallest complete spec and the broken cases.
fn seeds() -> Vec<String> {
    let mut out = vec![fs::read_to_string("tests/specs/trick.rules").expect("trick.rules")];
    for p in cases().iter().take(12) {
        out.push(fs::read_to_string(p).unwrap_or_default());
    }
    out
}

/// Words a mutation may insert beyond the language's own
/// (`skus::lang::syntax::TOKENS`): names, texts and odd characters.
const EXTRA_TOKENS: &[&str] = &[
    "x",
    "hand",
    "count",
    "per",
    "first",
    "collect",
    "\"",
    "\"{",
    "}\"",
    "ü",
    "\u{feff}",
    "_.a.b",
    "demo.play.card",
    "scores",
    "1..4",
    "speaker",
    "led",
    "tricks",
];

fn mutate(seed: &str, ops: &[(u8, u16, u16)]) -> String {
    let tokens: Vec<&str> = skus::lang::syntax::TOKENS
        .iter()
        .chain(EXTRA_TOKENS)
        .copied()
        .collect();
    let mut s: Vec<char> = seed.chars().collect();
    for &(op, a, b) in ops {
        let n = s.len().max(1);
        let (i, j) = (a as usize % n, b as usize % n);
        let (lo, hi) = (i.min(j), i.max(j).min(s.len()));
        match op % 4 {
            0 => {
                s.drain(lo..hi.min(lo + 40));
            }
            1 => {
                let t: Vec<char> = tokens[b as usize % tokens.len()].chars().collect();
                let at = lo.min(s.len());
                s.splice(
                    at..at,
                    std::iter::once(' ').chain(t).chain(std::iter::once(' ')),
                );
            }
            2 => {
                let chunk: Vec<char> = s[lo..hi.min(lo + 60)].to_vec();
                let at = (b as usize).min(s.len());
                s.splice(at..at, chunk);
            }
            _ => {
                if hi < s.len() {
                    s.swap(lo, hi);
                }
            }
        }
    }
    s.into_iter().collect()
}

quickcheck::quickcheck! {
    /// No spec text can panic the checker: every mutation of a real spec
    /// is either a program or a list of located diagnostics.
    fn no_spec_panics_the_checker(seed: u8, ops: Vec<(u8, u16, u16)>) -> bool {
        let seeds = seeds();
        let text = mutate(&seeds[seed as usize % seeds.len()], &ops);
        let result = std::panic::catch_unwind(|| {
            skus::lang::check("mutant.rules", &text, &|_: &str, _: &str| None)
                .map(|_| ())
                .map_err(|f| f.render())
        });
        match result {
            Ok(Ok(())) => true,
            Ok(Err(rendered)) => rendered.contains("mutant.rules:") || rendered.is_empty(),
            Err(_) => {
                eprintln!("the checker panicked on:\n{text}");
                false
            }
        }
    }
}

#[test]
fn odd_inputs_are_errors_not_panics() {
    for text in [
        "",
        "\u{feff}",
        "variant",
        "variant x \"",
        "variant demo \"d\"\ndeal 0",
        "variant demo \"d\"\ndeal 99999999999999999999",
        "variant demo \"d\"\ndeck {}\ndeal 0",
        "variant demo \"d\"\nparam x: int = 9223372036854775807 * 2",
        "variant demo \"d\"\nparam x: int = 1 / 0",
        "variant demo \"d\"\nparam x: int = -9223372036854775807 - 2",
        "variant demo \"d\"\nfn f(a: int) -> int = g(a)\nfn g(a: int) -> int = f(a)",
        "variant demo \"d\"\ngroup g = {XXI} + {Sküs}",
        "variant demo \"d\"\nvar x: list[list[list[int]]] = [[[1]]]",
        "variant demo \"d\"\nrule demo.a \"{\"",
        "variant demo \"d\"\nrule demo.a \"x\" source \"\\",
    ] {
        let r = std::panic::catch_unwind(|| {
            skus::lang::check("odd.rules", text, &|_: &str, _: &str| None).map(|_| ())
        });
        assert!(r.is_ok(), "the checker panicked on {text:?}");
    }
}
