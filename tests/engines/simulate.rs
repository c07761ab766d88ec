//! `skus simulate` against the referee for every variant with a reference
//! engine: generated games verify clean and match their own score sheet;
//! in a mutated game the planted violation is the first finding, with its
//! kind, rule and seat.

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
    assert!(
        problems.is_empty(),
        "{} problem(s):\n\n{}",
        problems.len(),
        problems
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
}
