//! A phase's name where a phase is wanted: `phase == talon` compares with
//! the talon phase, although `talon` alone is the talon's cards.

use skus::lang;

fn checks(text: &str) -> bool {
    lang::check("x.rules", text, &|_: &str, _: &str| None).is_ok()
}

const HEAD: &str = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\nvar n: int = 0\n";

#[test]
fn a_phase_is_named_where_a_phase_is_wanted() {
    assert!(checks(&format!(
        "{HEAD}on before {{ if phase == talon {{ set n = 1 }} if count(talon) == 2 {{ set n = 2 }} }}\n"
    )));
    assert!(checks(&format!(
        "{HEAD}fn rank(p: phase) -> int = table p {{ auction: 0, talon: 2, else: 5 }}\n"
    )));
    // Where no phase is wanted, `talon` is the talon's cards.
    assert!(!checks(&format!(
        "{HEAD}on before {{ if talon == phase {{ set n = 1 }} }}\n"
    )));
}
