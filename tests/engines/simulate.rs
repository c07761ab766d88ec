//! `skus simulate` against the referee for every variant with a reference
//! engine: generated games verify clean and match their own score sheet;
//! in a mutated game the planted violation is the first finding, with its
//! kind, rule and seat.

use crate::common;
use skus::ptn;
use skus::referee::{self, Engines, ReferenceEngines, Status};

fn verify(text: &str, engines: &dyn Engines) -> referee::Verdict {
    let chunks = ptn::split_str(text);
    let c = chunks.first().expect("one game");
    let g = c
        .parse(ptn::ParseOptions::default())
        .expect("simulated PTN reads");
    referee::verify(&g, "sim.ptn", c.index, engines)
}

#[test]
fn planted_violations_are_found_first_and_legal_games_are_clean() {
    let engines = ReferenceEngines::new();
    let mut problems = Vec::new();
    for variant in engines.known() {
        let engine = engines.engine(&variant).expect("known");
        for i in 0..150 {
            let (g, _) = skus::simulate::game(engine, 5, i, false).expect("plays");
            let text = ptn::to_string(&g);
            let v = verify(&text, &engines);
            if v.status != Status::Clean || v.score != v.sheet {
                problems.push(format!(
                    "{variant} game {i} is not clean:\n{}",
                    referee::human(&v)
                ));
            }
            let (g, planted) = skus::simulate::game(engine, 5, i, true).expect("plays");
            let planted = planted.expect("a mutation is planted");
            let text = ptn::to_string(&g);
            let v = verify(&text, &engines);
            let first = v.findings.first();
            let same = first.is_some_and(|f| {
                f.kind == planted.violation.kind
                    && f.rule.as_deref() == Some(&*planted.violation.rule.id)
                    && f.seat == planted.violation.seat.map(|s| s.number())
            });
            if !same {
                problems.push(format!(
                    "{variant} mutated game {i}: planted {} {} seat {:?}, found {}\n{text}",
                    planted.violation.kind,
                    planted.violation.rule.id,
                    planted.violation.seat.map(|s| s.number()),
                    referee::human(&v)
                ));
            }
        }
    }
    common::assert_none("problem(s)", &problems, 5);
}

/// The games drawn by checking candidates one at a time (the fuzzer's
/// own-play of mutated specs) are complete legal games on both engines,
/// whichever engine drew them, and the same for the same seed; `visit`
/// sees every state once, before its event.
#[test]
fn sampled_games_are_complete_legal_games() {
    let reference = ReferenceEngines::new();
    let interp = skus::specs::InterpEngines::shipped().expect("the shipped specs load");
    let mut problems = Vec::new();
    for variant in reference.known() {
        for (name, drawer) in [
            ("reference", &reference as &dyn Engines),
            ("interpreter", &interp),
        ] {
            let engine = drawer.engine(&variant).expect("known");
            for i in 0..6 {
                let mut seen = Vec::new();
                let g = skus::simulate::game_sampled(engine, 11, i, &mut |_, n| seen.push(n))
                    .expect("plays");
                let text = ptn::to_string(&g);
                let again =
                    skus::simulate::game_sampled(engine, 11, i, &mut |_, _| {}).expect("plays");
                if ptn::to_string(&again) != text {
                    problems.push(format!(
                        "{variant} by the {name}: game {i} differs when drawn again"
                    ));
                }
                if seen != (0..seen.len()).collect::<Vec<_>>() || seen.is_empty() {
                    problems.push(format!(
                        "{variant} by the {name}: game {i} visited {seen:?}"
                    ));
                }
                if g.score.is_none() {
                    problems.push(format!(
                        "{variant} by the {name}: game {i} has no score sheet:\n{text}"
                    ));
                }
                for (judge, engines) in [
                    ("reference", &reference as &dyn Engines),
                    ("interpreter", &interp),
                ] {
                    let v = verify(&text, engines);
                    if v.status != Status::Clean || v.score != v.sheet {
                        problems.push(format!(
                            "{variant} game {i} drawn by the {name} is not clean on the {judge}:\n{}\n{text}",
                            referee::human(&v)
                        ));
                    }
                }
            }
        }
    }
    common::assert_none("problem(s)", &problems, 5);
}

/// What the sampled games stand on, at states of games of every variant
/// on both engines: every legal event is a candidate, and `first_legal`
/// gives the first of a list of events that `check` accepts (the
/// interpreter judges them on one copy of the game, not through `check`).
#[test]
fn first_legal_is_the_first_event_check_accepts() {
    let reference = ReferenceEngines::new();
    let interp = skus::specs::InterpEngines::shipped().expect("the shipped specs load");
    let mut problems = Vec::new();
    let mut judged = 0;
    for variant in reference.known() {
        for (name, engines) in [
            ("reference", &reference as &dyn Engines),
            ("interpreter", &interp),
        ] {
            let engine = engines.engine(&variant).expect("known");
            let mut visit = |state: &dyn skus::engine::State, n: usize| {
                if n % 7 != 3 {
                    return;
                }
                let candidates = state.candidates();
                for e in state.legal() {
                    if !candidates.contains(&e) {
                        problems.push(format!(
                            "{variant} ({name}), event {n}: legal {e} is no candidate"
                        ));
                    }
                }
                // From the last candidate back, and from the middle on:
                // the first accepted is often not the first candidate.
                let back: Vec<_> = candidates.iter().rev().cloned().collect();
                let middle: Vec<_> = candidates[candidates.len() / 2..].to_vec();
                for order in [back, middle] {
                    let expected = order.iter().find(|e| state.check(e).is_ok()).cloned();
                    let got = state.first_legal(&mut order.clone().into_iter());
                    judged += 1;
                    if got != expected {
                        problems.push(format!(
                            "{variant} ({name}), event {n}: first_legal gave {got:?}, check accepts first {expected:?}"
                        ));
                    }
                }
            };
            skus::simulate::game_sampled(engine, 3, 0, &mut visit).expect("plays");
        }
    }
    assert!(judged > 50, "only {judged} lists judged");
    common::assert_none("problem(s)", &problems, 8);
}
