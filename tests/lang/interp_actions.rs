//! Actions (`action NAME(params) { … }`, run by `do NAME(args)`), pinned by
//! `tests/specs/actions.rules`, and what the checker says of them.

use crate::common::*;
use skus::engine::{Engine, Phase};
use skus::lang;

#[test]
fn actions_run_for_handlers_and_the_settlement() {
    let e = spec_engine(
        "tests/specs/actions.rules",
        include_str!("../specs/actions.rules"),
    );
    let mut st = e.start(&suit_deal()).unwrap_or_else(|v| panic!("{v:?}"));
    assert!(st.apply(&say(1, "raise")).is_ok());
    // A second word in the turn: the action's `require` makes it void.
    let v = st.apply(&say(1, "pass")).expect_err("one word a turn");
    assert_eq!(v.rule.id, "actions.auction.word");
    assert!(st.apply(&end(1)).is_ok());
    assert_eq!(st.to_act(), Some(seat(2)));
    for n in 2..=4 {
        assert!(
            st.apply(&say(n, if n == 3 { "raise" } else { "pass" }))
                .is_ok()
        );
        assert!(st.apply(&end(n)).is_ok());
    }
    // `return` in the action leaves the action only: the game is over.
    assert_eq!(st.phase(), Phase::Done);
    let s = st.settle().expect("settled");
    assert_eq!(s.scores.0, [2, -2, 2, -2]);
    assert_eq!(s.items.len(), 2);
}

/// The errors of a spec: each as `CODE FILE:LINE:COL` on a line of its
/// own, then rendered.
fn errors(text: &str) -> String {
    match lang::check("x.rules", text, &|_: &str, _: &str| None) {
        Ok(_) => String::new(),
        Err(f) => {
            let mut out = String::new();
            for d in &f.diagnostics {
                let (line, col, _) = f.sources.locate(d.span);
                out.push_str(&format!(
                    "{} {}:{line}:{col}\n",
                    d.code,
                    f.sources.name(d.span)
                ));
            }
            out + &f.render()
        }
    }
}

const HEAD: &str = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\nvar n: int = 0\n";

#[test]
fn the_checker_refuses_bad_actions() {
    let e = errors(&format!(
        "{HEAD}action a() {{ do b() }}\naction b() {{ do a() }}\non before {{ do a() }}\n"
    ));
    assert!(e.contains("runs itself"), "{e}");
    assert!(e.contains("S0509 x.rules:7:17\n"), "{e}");
    let e = errors(&format!(
        "{HEAD}action a(s: seat) {{ turn s }}\non before {{ do a() }}\n"
    ));
    assert!(e.contains("takes 1 argument"), "{e}");
    assert!(e.contains("S0307 x.rules:7:13\n"), "{e}");
    let e = errors(&format!("{HEAD}on before {{ do nothing() }}\n"));
    assert!(e.contains("unknown action `nothing`"), "{e}");
    assert!(e.contains("S0204 x.rules:6:16\n"), "{e}");
    let e = errors(&format!(
        "{HEAD}action a() {{ let x = hand(1)  narrow x to {{}} by x.a.b }}\non before {{ do a() }}\n"
    ));
    assert!(e.contains("`narrow` belongs to the handler"), "{e}");
    assert!(e.contains("S0506 x.rules:6:31\n"), "{e}");
    let e = errors(&format!(
        "{HEAD}fn a() -> int = 1\naction a() {{ set n = 1 }}\n"
    ));
    assert!(e.contains("declared twice"), "{e}");
    assert!(e.contains("S0212 x.rules:7:8\n"), "{e}");
}
