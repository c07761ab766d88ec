//! spec/royal.rules against the reference engine `royal`, as
//! tests/agreement.rs does for the shipped specs. Royal is not shipped yet:
//! listing its legal events (about 2,800 candidate words a turn, checked
//! one by one) is too slow for the agreement suite in a debug build. Run
//! with `cargo test --release --test royal_spec -- --ignored`
//! (`SKUS_AGREEMENT_GAMES` sets the number of generated games).

use skus::engine::{Event, State};
use skus::ptn;
use skus::referee::{self, Engines, ReferenceEngines, Verdict};
use skus::rng::Rng;
use skus::simulate;
use skus::specs::{self, InterpEngines};
use std::fs;
use std::path::Path;

fn games() -> usize {
    std::env::var("SKUS_AGREEMENT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60)
}

fn interp() -> InterpEngines {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/spec/royal.rules");
    let prog = specs::load_file(path).unwrap_or_else(|e| panic!("{e}"));
    let mut e = InterpEngines::empty();
    e.add(prog);
    e
}

fn projection(v: &Verdict) -> serde_json::Value {
    let mut j = referee::json(v);
    if let Some(fs) = j.get_mut("findings").and_then(|f| f.as_array_mut()) {
        for f in fs {
            if let Some(o) = f.as_object_mut() {
                o.remove("message");
                o.remove("source");
            }
        }
    }
    j
}

fn verify(text: &str, file: &str, engines: &dyn Engines) -> Vec<Verdict> {
    ptn::split_str(text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, file, c.index, engines),
            Err(e) => Verdict::unreadable(file, &e),
        })
        .collect()
}

fn compare(text: &str, file: &str, a: &dyn Engines, b: &dyn Engines) -> Vec<String> {
    let (x, y) = (verify(text, file, a), verify(text, file, b));
    x.iter()
        .zip(&y)
        .filter(|(x, y)| projection(x) != projection(y))
        .map(|(x, y)| {
            format!(
                "{file} game {}:\n  reference: {}\n  interp:    {}",
                x.index + 1,
                projection(x),
                projection(y)
            )
        })
        .collect()
}

fn fail_if(problems: Vec<String>, what: &str) {
    assert!(
        problems.is_empty(),
        "{} disagreement(s) {what}:\n\n{}",
        problems.len(),
        problems
            .iter()
            .take(8)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
}

#[test]
#[ignore = "Royal's spec is checked by hand until it is fast enough to ship"]
fn royal_corpus_agrees() {
    let (r, i) = (ReferenceEngines::new(), interp());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games/royal");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .expect("the Royal corpus")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ptn"))
        .collect();
    files.sort();
    assert!(files.len() > 30);
    let mut problems = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap_or_default();
        problems.extend(compare(&text, &f.display().to_string(), &r, &i));
    }
    fail_if(problems, "on the corpus");
}

#[test]
#[ignore = "Royal's spec is checked by hand until it is fast enough to ship"]
fn royal_generated_games_agree() {
    let (r, i) = (ReferenceEngines::new(), interp());
    let re = r.engine("royal").expect("the reference engine");
    let mut problems = Vec::new();
    for mutate in [false, true] {
        for n in 0..games() {
            match simulate::game(re, 17, n, mutate) {
                Ok((g, _)) => {
                    let text = ptn::to_string(&g);
                    let name = format!("royal seed 17 game {n} mutate {mutate}");
                    problems.extend(
                        compare(&text, &name, &r, &i)
                            .into_iter()
                            .map(|p| format!("{p}\n{text}")),
                    );
                }
                Err(e) => problems.push(format!("the reference cannot play: {e}")),
            }
        }
    }
    fail_if(problems, "on games the reference engine generated");
}

#[test]
#[ignore = "Royal's spec is checked by hand until it is fast enough to ship"]
fn royal_legal_events_agree() {
    let (r, i) = (ReferenceEngines::new(), interp());
    let (re, ie) = (
        r.engine("royal").expect("ref"),
        i.engine("royal").expect("interp"),
    );
    let sorted = |v: Vec<Event>| {
        let mut s: Vec<String> = v.iter().map(|e| format!("{e:?}")).collect();
        s.sort();
        s
    };
    let mut problems = Vec::new();
    for n in 0..games() as u64 {
        let mut rng = Rng::new(0x5EED_0000 + n);
        let deal = re.deal(&mut rng);
        let (mut a, mut b): (Box<dyn State>, Box<dyn State>) =
            match (re.start(&deal), ie.start(&deal)) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(_), Err(_)) => continue,
                _ => {
                    problems.push(format!("game {n}: the deal starts in one engine only"));
                    continue;
                }
            };
        for step in 0..400 {
            let (la, lb) = (a.legal(), b.legal());
            let (sa, sb) = (sorted(la.clone()), sorted(lb));
            if sa != sb {
                let only_ref: Vec<&String> = sa.iter().filter(|e| !sb.contains(e)).collect();
                let only_int: Vec<&String> = sb.iter().filter(|e| !sa.contains(e)).collect();
                problems.push(format!(
                    "game {n} step {step}: legal events differ\n  only reference: {only_ref:?}\n  only interp:    {only_int:?}"
                ));
                break;
            }
            if la.is_empty() {
                break;
            }
            let e = &la[rng.below(la.len())];
            if a.apply(e).is_err() != b.apply(e).is_err() {
                problems.push(format!(
                    "game {n} step {step}: `{e}` is legal in one engine only"
                ));
                break;
            }
        }
        if a.settle().map(|s| s.scores) != b.settle().map(|s| s.scores) {
            problems.push(format!("game {n}: the settlements differ"));
        }
    }
    fail_if(problems, "in the legal events");
}
