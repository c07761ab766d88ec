//! The shipped specs' native code under a step budget so small that it
//! gives up in the middle of handlers: every condition and value it gives
//! up on is worked out by its closure, in an evaluation the closure makes
//! itself (`Exec::cond` and `Exec::value` hand the block's evaluation to
//! the native code alone), and the verdicts are those of the closures
//! alone, finding for finding. (A file of its own: it lowers the
//! process-wide step budget.)

use skus::engine::Engine;
use skus::interp::{Interp, eval, native};
use skus::referee::{self, Engines};
use skus::{simulate, specs, variants};

struct One<'a>(&'a Interp);

impl Engines for One<'_> {
    fn engine(&self, _variant: &str) -> Option<&dyn Engine> {
        Some(self.0)
    }
    fn known(&self) -> Vec<String> {
        Vec::new()
    }
}

#[test]
fn native_code_giving_up_mid_handler_rules_as_the_closures_do() {
    let mut checked = 0;
    for v in variants::VARIANTS {
        let file = format!("{}.rules", v.id);
        let native = specs::shipped_interp(&file).expect("a shipped spec loads");
        let closures = Interp::new(specs::load_shipped(&file).expect("a shipped spec loads"));
        // The games are made with the whole budget, legal and each with a
        // planted fault.
        eval::set_max_steps(eval::MAX_STEPS);
        let games: Vec<_> = (0..3)
            .flat_map(|i| [false, true].map(move |m| (i, m)))
            .map(|(i, mutate)| {
                let (g, _) = simulate::game(&closures, 0x5EED, i, mutate)
                    .unwrap_or_else(|e| panic!("{file}: game {i} was not generated: {}", e.0));
                g
            })
            .collect();
        // Budgets that run out at different places in the handlers.
        let before = native::gave_up_calls();
        for budget in [12, 30, 75, 200] {
            eval::set_max_steps(budget);
            for (i, game) in games.iter().enumerate() {
                let x = referee::verify(game, "n", i, &One(&native));
                let y = referee::verify(game, "n", i, &One(&closures));
                assert_eq!(
                    referee::json(&x),
                    referee::json(&y),
                    "{file}, budget {budget}, game {i}: the native code rules otherwise than the closures"
                );
                checked += 1;
            }
        }
        let gave_up = native::gave_up_calls() - before;
        eprintln!("{file}: the native code gave up {gave_up} times");
        assert!(
            gave_up > 0,
            "{file}: the native code never gave up, so its closures were not tried"
        );
    }
    assert_eq!(checked, 5 * 4 * 6);
}
