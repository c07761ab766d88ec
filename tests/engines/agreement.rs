//! The interpreter against the reference engines, variant by variant, for
//! every variant that has a shipped spec:
//!
//! 1. every transcript of the corpus (`tests/games/<variant>/`),
//! 2. games the reference engine generates, legal and with a planted
//!    illegality,
//! 3. games the interpreter generates, refereed by the reference engine,
//! 4. the legal events (and the pass word) at every step of generated
//!    games,
//! 5. generated games with passes left out and with gaps (book/src/ptn.md, "Passes a record leaves out").
//!
//! Verdicts must agree in status, every finding's kind, rule, seat, trick,
//! section, line and column, the settlement, the score sheet and the
//! itemised breakdown. The wording of a finding's message may differ (the
//! spec writes its own), and so may the quoted rulebook text of a rule.
//! The comparison is `skus::referee::projection`, which the `differential`
//! fuzz target (`fuzz/`, `skus::fuzzing`) shares.

use crate::common;
use crate::common::{ptn_files, verify_text};
use skus::engine::{Event, State};
use skus::omit;
use skus::ptn;
use skus::referee::{Engines, ReferenceEngines, projection};
use skus::rng::Rng;
use skus::simulate;
use skus::specs::InterpEngines;
use std::fs;
use std::path::Path;

/// Games generated per variant and kind; `SKUS_AGREEMENT_GAMES` raises it
/// for a longer run.
fn games() -> usize {
    std::env::var("SKUS_AGREEMENT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60)
}

/// Games for the tests that list the legal events at every step (the walk
/// below and the interpreter's own generator). Royal's spec lists an
/// announcement turn by trying about 2,800 candidate words one by one
/// (about 50 ms a turn in a release build, ten times that in a debug
/// build), so Royal walks fewer games; `SKUS_AGREEMENT_GAMES` raises them
/// all (`SKUS_AGREEMENT_GAMES=400 cargo test --release --test agreement`).
fn listing_games(variant: &str) -> usize {
    if variant == "royal" {
        (games() / 20).max(3)
    } else {
        games()
    }
}

/// The walk's next event: uniform, except that where a turn offers a long
/// list of words the end of the turn is taken three times in four (a
/// uniform walk through Royal's ~2,800 words makes about 135 announcement
/// turns a game; the legal events are compared at every step either way).
fn pick<'a>(legal: &'a [Event], rng: &mut Rng) -> &'a Event {
    if legal.len() > 100
        && rng.below(4) != 0
        && let Some(end) = legal.iter().find(|e| matches!(e, Event::EndTurn { .. }))
    {
        return end;
    }
    &legal[rng.below(legal.len())]
}

fn interp() -> InterpEngines {
    InterpEngines::shipped().unwrap_or_else(|e| panic!("a shipped spec does not check:\n{e}"))
}

/// The variants with a shipped spec.
fn variants(interp: &InterpEngines) -> Vec<&'static str> {
    skus::variants::VARIANTS
        .iter()
        .map(|v| v.id)
        .filter(|v| interp.engine(v).is_some())
        .collect()
}

/// Compares both engines on a text; returns a description of each
/// disagreement.
fn compare(text: &str, file: &str, reference: &dyn Engines, interp: &dyn Engines) -> Vec<String> {
    let a = verify_text(text, file, reference);
    let b = verify_text(text, file, interp);
    let mut out = Vec::new();
    for (x, y) in a.iter().zip(&b) {
        let (px, py) = (projection(x), projection(y));
        if px != py {
            out.push(format!(
                "{file} game {}:\n  reference: {}\n  interp:    {}",
                x.index + 1,
                serde_json::to_string(&px).unwrap_or_default(),
                serde_json::to_string(&py).unwrap_or_default()
            ));
        }
    }
    out
}

fn fail_if(problems: Vec<String>, what: &str) {
    common::assert_none(&format!("disagreement(s) {what}"), &problems, 12);
}

#[test]
fn corpus_verdicts_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games");
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let mut files = Vec::new();
        ptn_files(&root.join(v), &mut files);
        for f in files {
            let text = fs::read_to_string(&f).unwrap_or_default();
            let name = f.display().to_string();
            problems.extend(compare(&text, &name, &reference, &interp));
        }
    }
    fail_if(problems, "on the corpus");
}

#[test]
fn generated_games_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let Some(re) = reference.engine(v) else {
            continue;
        };
        for mutate in [false, true] {
            for i in 0..games() {
                match simulate::game(re, 17, i, mutate) {
                    Ok((g, _)) => {
                        let text = ptn::to_string(&g);
                        let name = format!("{v} seed 17 game {i} mutate {mutate}");
                        problems.extend(
                            compare(&text, &name, &reference, &interp)
                                .into_iter()
                                .map(|p| format!("{p}\n{text}")),
                        );
                    }
                    Err(e) => problems.push(format!("{v}: the reference cannot play: {e}")),
                }
            }
        }
    }
    fail_if(problems, "on games the reference engine generated");
}

#[test]
fn games_the_interpreter_generates_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let Some(ie) = interp.engine(v) else {
            continue;
        };
        for i in 0..listing_games(v) {
            match simulate::game(ie, 29, i, false) {
                Ok((g, _)) => {
                    let text = ptn::to_string(&g);
                    let name = format!("{v} (interp) seed 29 game {i}");
                    problems.extend(
                        compare(&text, &name, &reference, &interp)
                            .into_iter()
                            .map(|p| format!("{p}\n{text}")),
                    );
                }
                Err(e) => problems.push(format!("{v}: the interpreter cannot play: {e}")),
            }
        }
    }
    fail_if(problems, "on games the interpreter generated");
}

fn sorted(events: Vec<Event>) -> Vec<String> {
    let mut v: Vec<String> = events.iter().map(|e| format!("{e:?}")).collect();
    v.sort();
    v
}

#[test]
fn legal_events_agree_at_every_step() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let (Some(re), Some(ie)) = (reference.engine(v), interp.engine(v)) else {
            continue;
        };
        for i in 0..listing_games(v) as u64 {
            let mut rng = Rng::new(0x5EED_0000 + i);
            let deal = re.deal(&mut rng);
            let (mut a, mut b): (Box<dyn State>, Box<dyn State>) = match (
                re.start(&deal),
                ie.start(&deal),
            ) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(_), Err(_)) => continue,
                (x, y) => {
                    problems.push(format!(
                        "{v} game {i}: the deal starts in one engine only (reference {}, interp {})",
                        x.is_ok(),
                        y.is_ok()
                    ));
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
                        "{v} game {i} step {step}: legal events differ\n  only reference: {only_ref:?}\n  only interp:    {only_int:?}"
                    ));
                    break;
                }
                // The pass word the referee would fill in (book/src/ptn.md, "Passes a record leaves out").
                if a.pass() != b.pass() {
                    problems.push(format!(
                        "{v} game {i} step {step}: the pass differs (reference {:?}, interp {:?})",
                        a.pass(),
                        b.pass()
                    ));
                    break;
                }
                if la.is_empty() {
                    break;
                }
                let e = pick(&la, &mut rng);
                let (ra, rb) = (a.apply(e), b.apply(e));
                if ra.is_err() != rb.is_err() {
                    problems.push(format!(
                        "{v} game {i} step {step}: `{e}` is legal in one engine only"
                    ));
                    break;
                }
            }
            if a.settle().map(|s| s.scores) != b.settle().map(|s| s.scores) {
                problems.push(format!("{v} game {i}: the settlements differ"));
            }
        }
    }
    fail_if(problems, "in the legal events");
}

/// The spec of each variant checks, and the interpreter can play it.
#[test]
fn every_shipped_spec_checks() {
    let interp = interp();
    for p in interp.programs() {
        assert!(!p.rules.is_empty(), "{} has no rules", p.variant);
        let Some(e) = interp.engine(&p.variant) else {
            panic!("no engine for {}", p.variant)
        };
        assert_eq!(e.variant(), p.variant);
    }
}

/// Words a spec must judge although no handler's pattern lists them: a
/// Royal Farbenanzahl or Tarockanzahl out of every range is a false
/// Meldung in both engines (reading A19), read through a term's `number`
/// and `suit` fields, not an unknown word.
#[test]
fn out_of_range_meldungen_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games/royal/meldungen.ptn");
    let text = fs::read_to_string(&path).expect("the corpus game");
    let mut problems = Vec::new();
    for (from, to) in [
        ("count(S,3)", "count(S,14)"),
        ("count(S,3)", "count(S,99)"),
        ("count(S,3)", "count(S,0)"),
        ("tarocks(8)", "tarocks(23)"),
        ("tarocks(8)", "tarocks(40)"),
    ] {
        assert!(text.contains(from), "{from} is in the corpus game");
        let changed = text.replace(from, to);
        let name = format!("meldungen.ptn with {to}");
        let verdicts = verify_text(&changed, &name, &interp);
        assert!(
            verdicts.iter().any(|v| v
                .findings
                .iter()
                .any(|f| f.rule.as_deref() == Some("royal.auction.false-meldung"))),
            "{name}: no false Meldung"
        );
        problems.extend(compare(&changed, &name, &reference, &interp));
    }
    // Kontra on a Meldung (no Schlemm: `royal.auction.kontra`), and
    // arguments of the wrong kinds (no item: `royal.auction.item`).
    for to in [
        "kontra(count(S,3))",
        "kontra(count(S,99))",
        "kontra(tarocks(30))",
        "kontra(count(3,S))",
        "kontra(tarocks(S))",
        "count(3,S)",
        "tarocks(S)",
    ] {
        let changed = text.replace("count(S,3)", to);
        problems.extend(compare(
            &changed,
            &format!("meldungen.ptn with {to}"),
            &reference,
            &interp,
        ));
    }
    fail_if(problems, "on out-of-range Meldungen");
}

/// Records that leave passes out (book/src/ptn.md, "Passes a record leaves out"): generated legal games
/// with trailing passes dropped before a later section and whole sections
/// of passes dropped must verify clean on both engines, the referee
/// filling the passes in (implied passes, each a note); with a pass
/// replaced by a word nobody knows, followed by the next seat's turn, both
/// engines give the one finding for the void word and the pass that ended
/// that turn.
#[test]
fn games_with_left_out_passes_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let Some(re) = reference.engine(v) else {
            continue;
        };
        let (mut omitted, mut voided) = (0, 0);
        for i in 0..games() {
            let g = match simulate::game(re, 41, i, false) {
                Ok((g, _)) => g,
                Err(e) => {
                    problems.push(format!("{v}: the reference cannot play: {e}"));
                    continue;
                }
            };
            for void_word in [false, true] {
                let (h, what) = omit::omit_passes(&g, re, i as u64, void_word);
                if !what.any() {
                    continue;
                }
                let text = ptn::to_string(&h);
                let name = format!("{v} seed 41 game {i} ({what:?})");
                problems.extend(
                    compare(&text, &name, &reference, &interp)
                        .into_iter()
                        .map(|p| format!("{p}\n{text}")),
                );
                // A left-out pass is no finding; a void word is one at
                // least (Royal counts an unknown word as an item, so its
                // line also ends without `weiter`).
                for engines in [&reference as &dyn Engines, &interp] {
                    for verdict in verify_text(&text, &name, engines) {
                        let findings = verdict.findings.len();
                        let bad = if void_word {
                            findings == 0
                        } else {
                            findings > 0 || verdict.implied.is_empty()
                        };
                        if bad {
                            problems.push(format!(
                                "{name}: {findings} finding(s), {} implied pass(es): {:?}\n{text}",
                                verdict.implied.len(),
                                verdict.findings
                            ));
                        }
                    }
                }
                if void_word {
                    voided += 1;
                } else {
                    omitted += 1;
                }
            }
        }
        // Games with a planted illegality, passes left out: the engines
        // agree on them too.
        for i in 0..games() {
            if let Ok((g, _)) = simulate::game(re, 43, i, true) {
                let (h, what) = omit::omit_passes(&g, re, i as u64, i % 3 == 0);
                if what.any() {
                    let text = ptn::to_string(&h);
                    let name = format!("{v} seed 43 game {i} mutated ({what:?})");
                    problems.extend(
                        compare(&text, &name, &reference, &interp)
                            .into_iter()
                            .map(|p| format!("{p}\n{text}")),
                    );
                }
            }
        }
        if omitted < games() / 4 || voided < games() / 4 {
            problems.push(format!(
                "{v}: passes were left out of only {omitted} game(s), and a void word put in {voided}, of {}",
                games()
            ));
        }
    }
    fail_if(problems, "on games with left-out passes");
}

/// The same seed leaves the same passes out.
#[test]
fn omitting_passes_is_deterministic() {
    let reference = ReferenceEngines::new();
    for v in ["tarockcup", "zwanziger", "royal"] {
        let Some(re) = reference.engine(v) else {
            continue;
        };
        for i in 0..5 {
            let Ok((g, _)) = simulate::game(re, 7, i, false) else {
                continue;
            };
            for void_word in [false, true] {
                let a = omit::omit_passes(&g, re, 99 + i as u64, void_word);
                let b = omit::omit_passes(&g, re, 99 + i as u64, void_word);
                assert_eq!(ptn::to_string(&a.0), ptn::to_string(&b.0), "{v} game {i}");
                assert_eq!(a.1, b.1);
            }
        }
    }
}

/// Records with gaps that passes cannot fill (book/src/ptn.md, "Passes a record leaves out"): generated
/// games without their auction, call, talon exchange or premium round.
/// The replay goes on past the gap in both engines, and they agree on the
/// gap's finding, everything checked after it and the settlement (or that
/// there is none).
#[test]
fn games_with_gaps_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    for v in variants(&interp) {
        let Some(re) = reference.engine(v) else {
            continue;
        };
        for i in 0..games() {
            for mutate in [false, true] {
                let Ok((g, _)) = simulate::game(re, 47, i, mutate) else {
                    continue;
                };
                for cut in 0..4 {
                    let mut h = g.clone();
                    let gone = match cut {
                        0 => h.auction.take().is_some(),
                        1 => h.call.take().is_some(),
                        2 => h.talon.take().is_some(),
                        _ => h.announce.take().is_some(),
                    };
                    if !gone {
                        continue;
                    }
                    let text = ptn::to_string(&h);
                    let name = format!("{v} seed 47 game {i} mutate {mutate} cut {cut}");
                    problems.extend(
                        compare(&text, &name, &reference, &interp)
                            .into_iter()
                            .map(|p| format!("{p}\n{text}")),
                    );
                }
            }
        }
    }
    fail_if(problems, "on games with gaps");
}

/// The legal events after a gap (book/src/ptn.md, "Passes a record leaves out"): random walks that stop
/// at a random point before the play, where the record goes on with a
/// later phase (a talon line, a premium-round word or a card), then list
/// and compare the legal events at every step as above.
#[test]
fn legal_events_after_a_gap_agree() {
    let (reference, interp) = (ReferenceEngines::new(), interp());
    let mut problems = Vec::new();
    let mut gaps = 0;
    for v in variants(&interp) {
        let (Some(re), Some(ie)) = (reference.engine(v), interp.engine(v)) else {
            continue;
        };
        for i in 0..(listing_games(v) / 3).max(3) as u64 {
            let mut rng = Rng::new(0x6A90_0000 + i);
            let deal = re.deal(&mut rng);
            let (Ok(mut a), Ok(mut b)) = (re.start(&deal), ie.start(&deal)) else {
                continue;
            };
            // Walk a few steps before the gap.
            let before = rng.below(12);
            for _ in 0..before {
                let la = a.legal();
                if la.is_empty() || a.phase() >= skus::engine::Phase::Announce {
                    break;
                }
                let e = pick(&la, &mut rng).clone();
                let _ = (a.apply(&e), b.apply(&e));
            }
            let Some(seat) = a.to_act() else { continue };
            let card = a.hand(seat).first();
            let later = match (rng.below(3), card) {
                (0, _) => Event::Take {
                    seat,
                    take: skus::ptn::TalonTake::Half(1),
                },
                (1, _) => Event::Say {
                    section: skus::engine::Section::Announce,
                    seat,
                    term: skus::ptn::Term::Item(skus::ptn::Item::new("pass", Vec::new())),
                },
                (_, Some(card)) => Event::Play { seat, card },
                (_, None) => continue,
            };
            let (ga, gb) = (a.gap(&later), b.gap(&later));
            let key = |g: &Option<skus::engine::Violation>| {
                g.as_ref()
                    .map(|x| (x.kind, x.rule.id.to_string(), x.seat, x.then))
            };
            if key(&ga) != key(&gb) {
                problems.push(format!(
                    "{v} game {i}: the gap before `{later}` differs: {:?} / {:?}",
                    key(&ga),
                    key(&gb)
                ));
                continue;
            }
            gaps += usize::from(ga.is_some());
            let mut log = vec![format!("gap before {later}")];
            for step in 0..300 {
                let (la, lb) = (a.legal(), b.legal());
                let (sa, sb) = (sorted(la.clone()), sorted(lb.clone()));
                // An event only one engine lists must be refused by the
                // other; one both accept is a gap in a listing, not a
                // different ruling (the reference lists no `schleifen` in
                // the talon exchange after a no-game gap, though it accepts
                // it), and is told apart from a disagreement.
                let refused: Vec<String> = la
                    .iter()
                    .filter(|e| !lb.contains(e))
                    .chain(lb.iter().filter(|e| !la.contains(e)))
                    .filter(|e| a.check(e).is_err() || b.check(e).is_err())
                    .map(|e| e.to_string())
                    .collect();
                if sa != sb && !refused.is_empty() {
                    let only_ref: Vec<&String> = sa.iter().filter(|e| !sb.contains(e)).collect();
                    let only_int: Vec<&String> = sb.iter().filter(|e| !sa.contains(e)).collect();
                    problems.push(format!(
                        "{v} game {i} step {step} after {log:?}: legal events differ\n  only reference: {only_ref:?}\n  only interp:    {only_int:?}\n  refused by one engine: {refused:?}"
                    ));
                    break;
                }
                if (a.phase(), a.to_act()) != (b.phase(), b.to_act()) {
                    problems.push(format!("{v} game {i} step {step}: the state differs"));
                    break;
                }
                if la.is_empty() {
                    break;
                }
                let e = pick(&la, &mut rng).clone();
                log.push(e.to_string());
                let (ra, rb) = (a.apply(&e), b.apply(&e));
                if ra.is_err() != rb.is_err() {
                    problems.push(format!(
                        "{v} game {i} step {step}: `{e}` is legal in one engine only"
                    ));
                    break;
                }
            }
            if a.settle().map(|s| s.scores) != b.settle().map(|s| s.scores) {
                problems.push(format!("{v} game {i}: the settlements differ after a gap"));
            }
        }
    }
    assert!(gaps > 0, "no walk reached a gap");
    fail_if(problems, "in the legal events after a gap");
}
