//! `collect` over card sets (and seat sets) gives their union, as over
//! single cards: `collect(s in seats: hand(s))` is every card held.

use skus::engine::Engine;
use skus::interp::Interp;
use skus::lang;

fn checks(text: &str) -> Result<skus::lang::ir::Program, String> {
    lang::check("x.rules", text, &|_: &str, _: &str| None).map_err(|f| f.render())
}

const HEAD: &str = "variant x \"x\"\nrule x.deal.cards \"t\"\ndeck all\ndeal 13 talon 2\n";

#[test]
fn collecting_sets_gives_their_union() {
    let p = checks(&format!(
        "{HEAD}fn held() -> cards = collect(s in seats: hand(s))\n\
         fn pairs() -> seats = collect(s in seats where s == 1 or s == 3: {{s, next(s)}})\n\
         on start {{\n\
           require count(held()) == 52 else impossible-card x.deal.cards by none stands \"held\"\n\
           require count(pairs()) == 4 else impossible-card x.deal.cards by none stands \"pairs\"\n\
         }}\n"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let deal = crate::common::pack_in_order();
    assert!(Interp::new(p).start(&deal).is_ok());
    // A list of sets is still written as a list.
    assert!(
        checks(&format!(
            "{HEAD}fn parts() -> list[cards] = [hand(1), hand(2)] + talon\n"
        ))
        .is_ok()
    );
}
