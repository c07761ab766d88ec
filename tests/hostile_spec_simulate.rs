//! `simulate --spec` with a spec whose every event is as expensive as the
//! step budget allows: the events tried for one list of legal events share
//! one budget (`interp::eval::LEGAL_BUDGETS` events' worth), so a game is
//! generated — or refused — in bounded time. (A file of its own: it lowers
//! the process-wide step budget to keep the test fast in a debug build.)

use skus::interp::{Interp, eval};
use skus::lang;
use skus::simulate;
use std::time::{Duration, Instant};

const BASE: &str = include_str!("specs/trick.rules");

#[test]
fn every_candidate_taking_its_whole_budget_does_not_hang_simulate() {
    eval::set_max_steps(10_000);
    // About 9,000 steps an event: within one event's budget, but the
    // events tried for the legal ones run out of their shared budget.
    let spec = "variant trick \"x\"\nextends \"base.rules\"\non before {\n  require sum(a in range(1, 45): sum(b in range(1, 90): 1)) > 0 else incomplete trick.play.turn stop \"never\"\n}\n";
    let program = lang::check("heavy.rules", spec, &|name: &str, _: &str| {
        (name == "base.rules").then(|| ("base.rules".to_string(), BASE.to_string()))
    })
    .unwrap_or_else(|f| panic!("{}", f.render()));
    let engine = Interp::new(program);
    let start = Instant::now();
    for i in 0..3 {
        // A game, or an error saying the spec offers no legal event: both
        // end.
        match simulate::game(&engine, 1, i, false) {
            Ok((g, _)) => assert!(g.play.is_some()),
            Err(e) => assert!(!e.0.contains("listed as legal"), "{e}"),
        }
    }
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "took {:?}",
        start.elapsed()
    );
}
