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

/// Throughput of the engine alone (start, every event, settle) over
/// simulated games, events prepared in advance. A measurement, not a test:
/// `cargo test --release --test reference_royal -- --ignored --nocapture`.
#[test]
#[ignore]
fn engine_throughput() {
    use skus::cards::CardSet;
    use skus::engine::{Deal, Event, Section};
    use skus::seat::BySeat;
    let path = std::env::var("ROYAL_GAMES").unwrap_or_default();
    let text = if path.is_empty() {
        (0..200)
            .map(|i| simulated(21, i, false).0)
            .collect::<Vec<_>>()
            .join("\n")
    } else {
        std::fs::read_to_string(&path).expect("games file")
    };
    let engine = skus::reference::engine("royal").unwrap();
    let mut prepared: Vec<(Deal, Vec<Event>)> = Vec::new();
    for g in ptn::parse_str(&text).into_iter().flatten() {
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for h in g.hands() {
            hands[h.seat] = h.cards.iter().map(|c| c.value).collect();
        }
        let mut events = Vec::new();
        for t in g.auction.iter().flat_map(|a| a.entries.iter()) {
            for it in &t.items {
                events.push(Event::Say {
                    section: Section::Auction,
                    seat: t.seat,
                    term: it.term.clone(),
                });
            }
            events.push(Event::EndTurn {
                section: Section::Auction,
                seat: t.seat,
            });
        }
        for tr in g.tricks() {
            for p in &tr.plays {
                events.push(Event::Play {
                    seat: p.seat,
                    card: p.card,
                });
            }
        }
        let deal = Deal {
            hands,
            talon: Vec::new(),
            reconstructed: false,
        };
        prepared.push((deal, events));
    }
    let rounds: usize = std::env::var("ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(50);
    let settle = std::env::var("NO_SETTLE").is_err();
    let mut violations = 0;
    let t0 = std::time::Instant::now();
    let mut total = 0i64;
    for _ in 0..rounds {
        for (deal, events) in &prepared {
            let mut st = engine.start(deal).unwrap();
            for e in events {
                violations += st.apply(e).is_err() as usize;
            }
            if settle {
                total += st.settle().map_or(0, |s| s.scores.0[0]);
            }
        }
    }
    let dt = t0.elapsed().as_secs_f64();
    eprintln!("violations: {violations}");
    let n = (rounds * prepared.len()) as f64;
    let events: usize = prepared.iter().map(|p| p.1.len()).sum();
    eprintln!(
        "{} games ({} events each on average): {:.0} games/s, {:.2} µs/game (checksum {total})",
        prepared.len(),
        events / prepared.len().max(1),
        n / dt,
        dt / n * 1e6
    );
}
