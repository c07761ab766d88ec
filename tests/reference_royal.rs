//! The Royal reference engine through the referee and the generator:
//! simulated games verify clean and settle as their sheet says; a mutated
//! game's planted violation is the referee's first finding; a game without
//! a deal section (hands reconstructed from the play) is still checked.

use skus::engine::Kind;
use skus::ptn;
use skus::referee::{self, ReferenceEngines, Status, Verdict};
use skus::simulate;

fn verify(text: &str) -> Vec<Verdict> {
    let engines = ReferenceEngines::new();
    ptn::split_str(text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, "t.ptn", c.index, &engines),
            Err(e) => Verdict::unreadable("t.ptn", &e),
        })
        .collect()
}

fn simulated(seed: u64, index: usize, mutate: bool) -> (String, Option<simulate::Planted>) {
    let engine = skus::reference::engine("royal").expect("the royal engine");
    let (g, planted) = simulate::game(engine.as_ref(), seed, index, mutate).expect("it plays");
    (ptn::to_string(&g), planted)
}

#[test]
fn simulated_games_are_clean() {
    for i in 0..12 {
        let (text, _) = simulated(11, i, false);
        let v = &verify(&text)[0];
        assert_eq!(v.status, Status::Clean, "{}\n{text}", referee::human(v));
        assert!(v.score.is_some());
        assert_eq!(v.score, v.sheet);
    }
}

#[test]
fn mutated_games_are_caught() {
    for i in 0..12 {
        let (text, planted) = simulated(12, i, true);
        let planted = planted.expect("a mutation is planted");
        let v = &verify(&text)[0];
        let first = v
            .findings
            .first()
            .unwrap_or_else(|| panic!("nothing found in\n{text}"));
        assert_eq!(
            first.kind,
            planted.violation.kind,
            "{}\n{text}",
            referee::human(v)
        );
        assert_eq!(
            first.rule.as_deref(),
            Some(&*planted.violation.rule.id),
            "{}\n{text}",
            referee::human(v)
        );
        assert_eq!(first.seat, planted.violation.seat.map(|s| s.number()));
    }
}

#[test]
fn a_game_without_its_deal_is_checked_from_the_play() {
    let (text, _) = simulated(13, 0, false);
    // Drop the deal section: the referee reconstructs the hands.
    let game = ptn::parse_str(&text).remove(0).expect("reads");
    let mut g = game.clone();
    g.deal = None;
    let text = ptn::to_string(&g);
    let v = &verify(&text)[0];
    assert_eq!(v.status, Status::Findings);
    assert_eq!(v.findings.len(), 1, "{}", referee::human(v));
    assert_eq!(v.findings[0].kind, Kind::Incomplete);
    assert!(v.findings[0].message.contains("reconstructed"));
    assert_eq!(v.score, v.sheet, "the settlement stands");
}
