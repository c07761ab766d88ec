//! `skus explain`: the legal set and the rule against every other card at
//! chosen moments of hand-written transcripts (`tests/games`), with the
//! expectations worked out by hand from each deal and the rulebooks, on
//! both engines; and the two engines' explanations compared at every
//! recorded event of the corpus and of generated games.

use crate::common::{ptn_files, read, root};
use skus::ptn;
use skus::referee::explain::{At, Explanation, explain, explain_all};
use skus::referee::{Engines, ReferenceEngines};
use skus::specs::InterpEngines;
use std::collections::BTreeMap;
use std::sync::LazyLock;

static REFERENCE: LazyLock<ReferenceEngines> = LazyLock::new(ReferenceEngines::new);
static INTERP: LazyLock<InterpEngines> =
    LazyLock::new(|| InterpEngines::shipped().expect("the shipped specs check"));

fn both() -> [(&'static str, &'static dyn Engines); 2] {
    [("reference", &*REFERENCE), ("interp", &*INTERP)]
}

fn game(path: &str) -> ptn::Game {
    let text = read(&root().join("tests/games").join(path));
    ptn::parse_str(&text)
        .into_iter()
        .next()
        .and_then(Result::ok)
        .unwrap_or_else(|| panic!("{path} does not read"))
}

/// The card tokens of the legal plays.
fn legal_cards(e: &Explanation) -> Vec<String> {
    let mut v: Vec<String> = e
        .legal
        .iter()
        .filter_map(|l| l.split_once(':').map(|(_, c)| c.trim().to_string()))
        .collect();
    v.sort();
    v
}

/// Each forbidden card with the rule against it.
fn forbidden(e: &Explanation) -> BTreeMap<String, String> {
    e.forbidden
        .iter()
        .filter_map(|f| Some((f.card.as_ref()?.card.clone(), f.finding.rule.clone()?)))
        .collect()
}

fn sorted(cards: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    v.sort();
    v
}

/// Checks one moment on both engines: the seat to act, its legal cards,
/// the rule against each other card it holds, the ruling on the record.
fn check(path: &str, at: &str, seat: u8, legal: &[&str], against: &[(&str, &str)], ruling: &str) {
    let g = game(path);
    let at = At::parse(at).expect("a place");
    for (name, engines) in both() {
        let e = explain(&g, path, engines, at).unwrap_or_else(|x| panic!("{name}: {x}"));
        assert_eq!(e.to_act, Some(seat), "{name}: {path} at {at}");
        assert_eq!(legal_cards(&e), sorted(legal), "{name}: legal at {at}");
        let want: BTreeMap<String, String> = against
            .iter()
            .map(|(c, r)| (c.to_string(), r.to_string()))
            .collect();
        assert_eq!(forbidden(&e), want, "{name}: forbidden cards at {at}");
        assert_eq!(
            e.ruling.as_ref().and_then(|f| f.rule.as_deref()),
            Some(ruling),
            "{name}: ruling at {at}"
        );
        let f = e.ruling.as_ref().map(|f| f.book.clone());
        assert_eq!(
            f.flatten().as_deref(),
            Some(skus::book::rule_link(ruling).as_str()),
            "{name}: the ruling links to its rule in the book"
        );
    }
}

/// Tarockcup Bettel, trick 6: Pik (SQ) is led; seat 4 is void in Pik and
/// holds Sküs XXI XX XIX XVIII I and D1. He must trump (Tarockzwang: D1 is
/// out), any tarock beats the SQ (Stichzwang holds), and in a negative game
/// "der Pagat darf nur als letztes Tarock gespielt werden": the I is out
/// while he holds five others. He played the I: a renonce.
#[test]
fn the_pagat_held_back_in_a_bettel() {
    check(
        "tarockcup/renonce-pagat-last.ptn",
        "6.2",
        4,
        &["Skus", "XXI", "XX", "XIX", "XVIII"],
        &[
            ("I", "tarockcup.play.pagat-last"),
            ("D1", "tarockcup.play.tarockzwang"),
        ],
        "tarockcup.play.pagat-last",
    );
}

/// Royal, trick 5: XIX is led. Seat 2 was dealt XX IX VI V S10 SJ CK CQ CN
/// HJ and has played CK, SJ, V, IX: he holds XX VI S10 CQ CN HJ. To a tarock
/// lead he plays a tarock (Tarockzwang: the suit cards are out), and his
/// Zentrum bound the XX to trick 5: only the XX. He played VI.
#[test]
fn a_royal_bound_card_in_its_trick() {
    check(
        "royal/case4-bound-in-trick-renonce.ptn",
        "5.2",
        2,
        &["XX"],
        &[
            ("VI", "royal.play.bound-in-trick"),
            ("S10", "royal.play.tarock"),
            ("CQ", "royal.play.tarock"),
            ("CN", "royal.play.tarock"),
            ("HJ", "royal.play.tarock"),
        ],
        "royal.play.bound-in-trick",
    );
}

/// Hopfgarten, trick 4: the declarer leads. He announced the Pagat (I to
/// win the last trick); of his hand (dealt D4 D3 XIV Sküs XXI–XV I, the
/// talon half taken and laid away again) he has played D4 D3 XIV. "Angesagte
/// Vögel müssen zum vorgeschriebenen Zeitpunkt gespielt werden": every card
/// but the I.
#[test]
fn hopfgartens_bird_waits_for_its_trick() {
    check(
        "hopfgarten/renonce-pagat-zu-frueh.ptn",
        "4.1",
        1,
        &["Skus", "XXI", "XX", "XIX", "XVIII", "XVII", "XVI", "XV"],
        &[("I", "hopfgarten.play.bound-card")],
        "hopfgarten.play.bound-card",
    );
}

/// Zwanziger Farbensolo, trick 1: seat 1 leads holding XXI XX XIX XVIII
/// XVII XV and CN HQ DQ S10. "Hat der Spieler noch Farbkarten, so darf kein
/// Tarock ausgespielt werden": the four suit cards only.
#[test]
fn a_zwanziger_farbensolo_lead() {
    let tarock = "zwanziger.play.farbensolo-lead";
    check(
        "zwanziger/renonce-farbensolo-lead.ptn",
        "1.1",
        1,
        &["CN", "HQ", "DQ", "S10"],
        &[
            ("XXI", tarock),
            ("XX", tarock),
            ("XIX", tarock),
            ("XVIII", tarock),
            ("XVII", tarock),
            ("XV", tarock),
        ],
        tarock,
    );
}

/// Sitzenberg Bettel, trick 1: Vorhand leads the Mond (XXI), seat 2 must
/// beat it and can only with the Sküs. Seat 3, the Bettel player, holds
/// IX IV III II I and S8 S7 C7 H4 H3 D4 D3. "Kaiserstich: wenn Mond und
/// Sküs fallen, MUSS der Pagat stechen! … Im Negativspiel auch, wenn der
/// Pagat nicht sein letztes Tarock ist" (Sitzenberg, Spiel): only the I,
/// over the Pagat-last rule of negative games; his other tarocks break the
/// Kaiserstich, his suit cards Tarockzwang (he is void in the led tarock's
/// "suit", so he must play a tarock). He played the I: legal.
#[test]
fn sitzenbergs_kaiserstich_in_a_bettel() {
    let path = "sitzenberg/bettel-kaiserstich.ptn";
    let g = game(path);
    let at = At::parse("1.3").expect("a place");
    let kaiser = "sitzenberg.play.kaiserstich";
    let zwang = "sitzenberg.play.tarockzwang";
    let want: BTreeMap<String, String> = [
        ("II", kaiser),
        ("III", kaiser),
        ("IV", kaiser),
        ("IX", kaiser),
        ("S7", zwang),
        ("S8", zwang),
        ("C7", zwang),
        ("H3", zwang),
        ("H4", zwang),
        ("D3", zwang),
        ("D4", zwang),
    ]
    .iter()
    .map(|(c, r)| (c.to_string(), r.to_string()))
    .collect();
    for (name, engines) in both() {
        let e = explain(&g, path, engines, at).unwrap_or_else(|x| panic!("{name}: {x}"));
        assert_eq!(e.to_act, Some(3), "{name}");
        assert_eq!(legal_cards(&e), sorted(&["I"]), "{name}");
        assert_eq!(forbidden(&e), want, "{name}");
        assert!(e.ruling.is_none(), "{name}: the Pagat is legal there");
    }
}

/// A word: the explanation of an auction turn lists the legal words and
/// rules on the one said.
#[test]
fn an_auction_turn_lists_the_words_and_rules_on_the_one_said() {
    let g = game("tarockcup/out-of-turn-auction.ptn");
    for (name, engines) in both() {
        let all = explain_all(&g, "x", engines).expect("explainable");
        let first_finding = all
            .iter()
            .find(|e| e.ruling.is_some())
            .unwrap_or_else(|| panic!("{name}: the out-of-turn word is ruled on"));
        assert_eq!(first_finding.section, "auction");
        let f = first_finding.ruling.as_ref().expect("a ruling");
        assert_eq!(f.kind, skus::engine::Kind::OutOfTurn, "{name}");
        assert!(
            first_finding.forbidden.iter().any(|x| x.card.is_none()),
            "{name}: the word said is among the forbidden"
        );
        assert!(
            !first_finding.legal.is_empty(),
            "{name}: legal words listed"
        );
    }
}

#[test]
fn places_are_read_and_refused_with_a_reason() {
    assert_eq!(At::parse("7.3"), Ok(At::Card { trick: 7, card: 3 }));
    assert_eq!(At::parse("7"), Ok(At::Card { trick: 7, card: 1 }));
    assert_eq!(
        At::parse("auction.5"),
        Ok(At::Turn {
            section: "auction",
            turn: 5
        })
    );
    assert_eq!(At::parse("line:42"), Ok(At::Line(42)));
    for bad in [
        "",
        "0.1",
        "7.0",
        "auction.x",
        "trick 7",
        "line:",
        "99999999999.1",
    ] {
        assert!(At::parse(bad).is_err(), "{bad:?} is refused");
    }
    let g = game("tarockcup/rufer-won.ptn");
    let e = explain(&g, "x", &*REFERENCE, At::Card { trick: 13, card: 1 });
    assert!(e.is_err(), "no trick 13");
}

/// What the two engines say at a moment, to compare.
fn summary(e: &Explanation) -> String {
    let mut legal = e.legal.clone();
    legal.sort();
    let mut forb: Vec<String> = e
        .forbidden
        .iter()
        .map(|f| format!("{} {:?}", f.event, f.finding.rule))
        .collect();
    forb.sort();
    let hands: Vec<String> = e
        .hands
        .iter()
        .map(|h| {
            h.groups
                .iter()
                .flat_map(|g| g.cards.iter().map(|c| c.card.clone()))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let legal = if legal.len() > 40 {
        format!("{} events", legal.len())
    } else {
        format!("{legal:?}")
    };
    format!(
        "at {} to_act {:?} phase {:?}\nlegal {legal}\nforbidden {forb:?}\nruling {:?}\nhands {hands:?}",
        e.at,
        e.to_act,
        e.phase,
        e.ruling.as_ref().map(|f| (&f.kind, &f.rule))
    )
}

/// Where the two engines explain a moment differently: `name at place`
/// and what differs.
fn disagreements(g: &ptn::Game, name: &str) -> Vec<(String, String)> {
    let a = explain_all(g, name, &*REFERENCE);
    let b = explain_all(g, name, &*INTERP);
    let (Ok(a), Ok(b)) = (a, b) else {
        return vec![(name.to_string(), "explainable by one engine only".into())];
    };
    if a.len() != b.len() {
        return vec![(
            name.to_string(),
            format!("{} moments against {}", a.len(), b.len()),
        )];
    }
    let mut out = Vec::new();
    for (x, y) in a.iter().zip(&b) {
        let (sx, sy) = (summary(x), summary(y));
        if sx != sy {
            let only = |p: &[String], q: &[String]| -> Vec<String> {
                p.iter().filter(|e| !q.contains(e)).cloned().collect()
            };
            out.push((
                format!("{name} at {}", x.at),
                format!(
                    "legal only by the reference engine: {:?}\nonly by the interpreter: {:?}\nreference:\n{sx}\ninterpreter:\n{sy}",
                    only(&x.legal, &y.legal),
                    only(&y.legal, &x.legal),
                ),
            ));
        }
    }
    out
}

fn agree_on(g: &ptn::Game, name: &str) {
    if let Some((at, what)) = disagreements(g, name).first() {
        panic!("{at}: the engines explain differently\n{what}");
    }
}

/// Moments where the engines' legal lists are known to differ, each with
/// the reason; the test fails when one of them comes to agree, so the list
/// only shrinks. It is empty: the last ones (Zwanziger after a gap that
/// hides the game, where the interpreter listed `spiel`, the call's cards
/// and every seat's lines and the reference engine the Vorhand's
/// statements only) agree since both list what they take there.
const KNOWN: &[(&str, &str)] = &[];

/// Both engines give the same explanation at every recorded event of the
/// corpus.
#[test]
fn both_engines_explain_the_corpus_alike() {
    let mut files = Vec::new();
    for v in skus::variants::VARIANTS.iter() {
        ptn_files(&root().join("tests/games").join(v.id), &mut files);
    }
    assert!(files.len() > 100, "the corpus is there");
    let mut found = Vec::new();
    for f in files {
        let text = read(&f);
        let rel = f.strip_prefix(root()).unwrap_or(&f).display().to_string();
        for (i, g) in ptn::parse_str(&text).into_iter().enumerate() {
            if let Ok(g) = g {
                found.extend(disagreements(&g, &format!("{rel} game {}", i + 1)));
            }
        }
    }
    let unexpected: Vec<&(String, String)> = found
        .iter()
        .filter(|(at, _)| !KNOWN.iter().any(|(k, _)| k == at))
        .collect();
    let report: Vec<String> = unexpected
        .iter()
        .map(|(a, w)| format!("{a}\n{w}"))
        .collect();
    assert!(
        unexpected.is_empty(),
        "the engines explain differently:\n{}",
        report.join("\n\n")
    );
    for (k, why) in KNOWN {
        assert!(
            found.iter().any(|(at, _)| at == k),
            "{k} ({why}) now agrees: take it off the list of known disagreements"
        );
    }
}

/// And on generated games, legal and mutated.
#[test]
fn both_engines_explain_generated_games_alike() {
    for v in skus::variants::VARIANTS.iter() {
        let Some(engine) = skus::reference::engine(v.id) else {
            continue;
        };
        for i in 0..6 {
            let (g, _) = skus::simulate::game(engine.as_ref(), 77, i, i % 2 == 1)
                .unwrap_or_else(|e| panic!("{e}"));
            agree_on(&g, &format!("{} game {i}", v.id));
        }
    }
}

/// Royal's announcement turn lists thousands of events; the text shows each
/// word once with its arguments together, and still every listed event:
/// each is either shown as it is or as its word with its arguments among
/// the word's alternatives. A short list is shown event by event.
#[test]
fn a_long_legal_list_is_shown_with_a_words_arguments_together() {
    let g = game("royal/auction-findings.ptn");
    for (name, engines) in both() {
        let e = explain(&g, "x.ptn", engines, At::parse("auction.1").unwrap())
            .unwrap_or_else(|err| panic!("{name}: {err:?}"));
        assert!(
            e.legal.len() > 100,
            "{name}: {} legal events",
            e.legal.len()
        );
        let text = e.human();
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("legal"))
            .expect("a legal line");
        let head = format!(
            "  legal ({} events, a word's arguments together): ",
            e.legal.len()
        );
        let shown = line
            .strip_prefix(&head)
            .unwrap_or_else(|| panic!("{name}: {line}"));
        let entries: Vec<&str> = shown.split(", ").collect();
        assert!(
            entries.len() < e.legal.len() / 4,
            "{name}: {} entries",
            entries.len()
        );
        for ev in &e.legal {
            let covered = entries.iter().any(|entry| {
                *entry == ev
                    || ev.split_once('(').is_some_and(|(word, args)| {
                        let args = args.strip_suffix(')').unwrap_or(args);
                        entry
                            .strip_prefix(word)
                            .and_then(|r| r.strip_prefix('('))
                            .and_then(|r| r.strip_suffix(')'))
                            .is_some_and(|alts| alts.split(" | ").any(|a| a == args))
                    })
            });
            assert!(covered, "{name}: `{ev}` is not shown in {line}");
        }
    }
    // A trick's few legal cards, one by one.
    let g = game("tarockcup/renonce-pagat-last.ptn");
    let e = explain(&g, "x.ptn", &*INTERP, At::parse("6.2").unwrap()).expect("explained");
    assert!(
        e.human()
            .contains("  legal: 4:XVIII, 4:XIX, 4:XX, 4:XXI, 4:Skus\n")
    );
}
