//! Architecture invariant: the reference engines are the independent oracle
//! the interpreter is tested against, so they use only the seam and the
//! modules below it — `cards`, `seat`, `ptn`, `rng`, `engine` — and never
//! the rule language, the interpreter, the referee, the specs or the book
//! (ARCHITECTURE.md, "Dependencies between modules").

use std::fs;
use std::path::{Path, PathBuf};

/// The modules of the crate the reference engines may use (and their own).
const ALLOWED: &[&str] = &["cards", "seat", "ptn", "rng", "engine", "reference"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The crate's modules a line of code names: `crate::m`, each `m` of
/// `crate::{m, n::…}`, and `skus::m`.
fn crate_modules(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    for prefix in ["crate::", "skus::"] {
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(group) = rest.strip_prefix('{') {
                // Top-level names of the group (nested groups belong to them).
                let mut depth = 0;
                let mut name = String::new();
                let mut at_start = true;
                for c in group.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => break,
                        '}' => depth -= 1,
                        ',' if depth == 0 => at_start = true,
                        c if depth == 0 && at_start && (c.is_alphanumeric() || c == '_') => {
                            name.push(c)
                        }
                        _ if !name.is_empty() => {
                            found.push(std::mem::take(&mut name));
                            at_start = false;
                        }
                        _ => {}
                    }
                }
                if !name.is_empty() {
                    found.push(name);
                }
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push(name);
            }
        }
    }
    found
}

#[test]
fn crate_modules_reads_paths_and_groups() {
    assert_eq!(crate_modules("use crate::cards::Card;"), ["cards"]);
    assert_eq!(
        crate_modules("use crate::{engine::{Event, State}, seat::Seat};"),
        ["engine", "seat"]
    );
    assert_eq!(crate_modules("let x = crate::interp::eval(1);"), ["interp"]);
    assert_eq!(crate_modules("skus::lang::check"), ["lang"]);
    assert!(crate_modules("my_crate::lang").is_empty());
}

#[test]
fn the_reference_engines_import_only_the_seam() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("reference"), &mut files);
    assert!(
        files.len() >= 10,
        "the reference engines' sources are missing"
    );
    let mut wrong = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        // How many `super::` reach the crate root from this file.
        let rel = file.strip_prefix(&src).expect("under src");
        let depth = rel.components().count() - usize::from(rel.ends_with("mod.rs"));
        let to_root = "super::".repeat(depth);
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let place = || format!("{}:{}: {}", rel.display(), n + 1, line.trim());
            for m in crate_modules(code) {
                if !ALLOWED.contains(&m.as_str()) {
                    wrong.push(format!("{} (`{m}`)", place()));
                }
            }
            if code.contains(&to_root) {
                wrong.push(format!(
                    "{} (reaches the crate root through `super`)",
                    place()
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the reference engines use modules beyond the seam:\n{}",
        wrong.join("\n")
    );
}
