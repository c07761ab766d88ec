//! Seeded smoke runs of every fuzz target: the committed seeds of
//! `fuzz/seeds/TARGET/` and inputs drawn from a fixed seed, so `cargo test`
//! exercises the code the targets run without libFuzzer.

use super::{TARGETS, fnv, run};
use crate::rng::Rng;
use std::path::Path;
use std::time::Instant;

/// The committed seeds of a target, sorted by name.
fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .filter_map(|e| {
                    Some((
                        e.file_name().into_string().ok()?,
                        std::fs::read(e.path()).ok()?,
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// Runs a target on its seeds and on `cases` inputs of up to `max_len`
/// bytes drawn from a fixed seed; fails with the first failure.
fn smoke(target: &str, cases: usize, max_len: usize) {
    smoke_with(target, 1, cases, max_len);
}

/// As [`smoke`], with every `stride`-th seed only (for the targets that
/// list legal events at every step, which take long in a debug build).
fn smoke_with(target: &str, stride: usize, cases: usize, max_len: usize) {
    let start = Instant::now();
    let seeds: Vec<(String, Vec<u8>)> = seeds(target).into_iter().step_by(stride).collect();
    for (name, data) in &seeds {
        if let Err(f) = run(target, data) {
            panic!("{target} fails on its seed {name}:\n{f}");
        }
    }
    let mut rng = Rng::new(0x5EED_F022 ^ fnv(target.as_bytes()));
    for i in 0..cases {
        let len = rng.below(max_len + 1);
        let data: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        if let Err(f) = run(target, &data) {
            panic!("{target} fails on smoke case {i} (input {data:02x?}):\n{f}");
        }
    }
    eprintln!(
        "{target}: {} seeds and {cases} cases in {:.1?}",
        seeds.len(),
        start.elapsed()
    );
}

#[test]
fn every_target_has_a_seed_folder() {
    for t in TARGETS {
        assert!(!seeds(t).is_empty(), "no seeds in fuzz/seeds/{t}/");
    }
}

#[test]
fn smoke_ptn_read() {
    smoke("ptn_read", 20_000, 400);
}

#[test]
fn smoke_ptn_json() {
    smoke("ptn_json", 20_000, 400);
}

#[test]
fn smoke_spec_load() {
    smoke("spec_load", 120, 64);
}

#[test]
fn smoke_spec_run() {
    smoke("spec_run", 20, 64);
}

#[test]
fn smoke_differential() {
    smoke("differential", 200, 200);
}

#[test]
fn smoke_legals_are_legal() {
    smoke_with("legals_are_legal", 10, 15, 200);
}

#[test]
fn an_unknown_target_is_a_failure() {
    assert!(run("no_such_target", b"").is_err());
}

/// A generated record reads back and names its variant; the same input
/// gives the same record.
#[test]
fn generated_records_read_back_and_are_deterministic() {
    let (reference, _) = super::engines();
    let mut rng = Rng::new(11);
    for i in 0..40 {
        let data: Vec<u8> = (0..64 + i * 4).map(|_| rng.next_u64() as u8).collect();
        let v = crate::variants::VARIANTS[i % 5].id;
        let re = crate::referee::Engines::engine(reference, v).expect("a reference engine");
        let a = super::generate(&mut arbitrary::Unstructured::new(&data), re);
        let b = super::generate(&mut arbitrary::Unstructured::new(&data), re);
        let text = crate::ptn::to_string(&a.game);
        assert_eq!(text, crate::ptn::to_string(&b.game));
        let back = crate::ptn::parse_str(&text);
        assert_eq!(back.len(), 1);
        if let Ok(g) = &back[0] {
            assert_eq!(g.variant(), Some(v));
        }
    }
}

/// The spec tokens cover the text, and a mutation changes it.
#[test]
fn spec_tokens_cover_the_text() {
    for (_, text) in crate::specs::SHIPPED {
        assert_eq!(super::spec_tokens(text).concat(), *text);
    }
    let (_, text) = crate::specs::SHIPPED[1];
    let data = [3u8, 7, 1, 2, 9, 200, 4, 4, 4, 4];
    let m = super::mutate_spec(text, &mut arbitrary::Unstructured::new(&data), 4);
    assert_ne!(m, text);
}

/// An excerpt mutated from the lines' tokens cut once is the excerpt's
/// text cut afresh and mutated by the same input: the lines' tokens hold
/// the same significant tokens in the same order.
#[test]
fn an_excerpt_from_the_lines_tokens_is_the_excerpt_cut_afresh() {
    let mut rng = Rng::new(23);
    for _ in 0..300 {
        let data: Vec<u8> = (0..96).map(|_| rng.next_u64() as u8).collect();
        let m = super::spec::excerpt(&mut arbitrary::Unstructured::new(&data), 8);
        let mut u = arbitrary::Unstructured::new(&data);
        let (_, text) = crate::specs::SHIPPED[u.choose_index(crate::specs::SHIPPED.len()).unwrap()];
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let start = u.choose_index(lines.len()).unwrap();
        let len = u.int_in_range(1..=120usize).unwrap();
        let piece = lines[start..(start + len).min(lines.len())].concat();
        assert_eq!(m.text, super::mutate_spec(&piece, &mut u, 8));
    }
}

#[test]
fn spec_load_excerpts_are_runs_of_lines() {
    let mut rng = Rng::new(7);
    for _ in 0..50 {
        let data: Vec<u8> = (0..64).map(|_| rng.next_u64() as u8).collect();
        let m = super::spec::excerpt(&mut arbitrary::Unstructured::new(&data), 1);
        // One token operation on at most 120 lines (a duplicated or
        // inserted token can add no line end of its own but a text's).
        assert!(m.text.lines().count() <= 122, "{}", m.text);
        assert_eq!(m.name, "fuzz.rules");
    }
}

/// `spec_load`'s whole mutants, and its oracle on them, under `cargo
/// test`: a whole mutant is chosen by a hash of the input (one in
/// [`super::spec::WHOLE_ONE_IN`]), so few smoke cases are one; these
/// inputs are drawn until six are, three of them compared with the whole
/// parse.
#[test]
fn smoke_spec_load_whole_mutants() {
    let one_in = super::spec::WHOLE_ONE_IN;
    let mut rng = Rng::new(0x0A11_5EED);
    let (mut whole, mut compared) = (0, 0);
    while whole < 6 {
        // Not UTF-8 (a text input is read as a spec's text).
        let mut data: Vec<u8> = vec![0xFF];
        data.extend((0..48).map(|_| rng.next_u64() as u8));
        let hash = fnv(&data);
        if !hash.is_multiple_of(one_in) {
            continue;
        }
        let oracle = (hash / one_in).is_multiple_of(4);
        if (oracle && compared >= 3) || (!oracle && whole - compared >= 3) {
            continue;
        }
        if let Err(f) = run("spec_load", &data) {
            panic!("spec_load fails on a whole mutant (input {data:02x?}):\n{f}");
        }
        whole += 1;
        compared += usize::from(oracle);
    }
    assert_eq!(compared, 3);
}

/// A fuzz finding (`legals_are_legal`, 2026-11-28): after a gap that hides
/// Zwanziger's game, both engines take the bidding and the call as written
/// by any seat, and any seat's lead. What they accept there they list —
/// every seat's line ends and plays — except the words, which no list can
/// hold (any word is taken as written).
#[test]
fn a_gap_in_the_bidding_lists_what_it_takes() {
    let (_, data) = seeds("legals_are_legal")
        .into_iter()
        .find(|(name, _)| name == "finding-zwanziger-blind-auction.ptn")
        .expect("the finding's seed");
    if let Err(f) = run("legals_are_legal", &data) {
        panic!("{f}");
    }
}
