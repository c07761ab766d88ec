//! Overlays that say what they mean: `override` replaces a base's
//! declaration, `super` calls the one replaced (through a chain of
//! overlays too), and a parameter nobody uses is a warning at its place.
//! The errors of overlays (a collision without `override`, an `override`
//! of nothing, a changed type, a misspelt field, `super` with nothing to
//! call) are cases of `tests/specs/broken/` (spec_diagnostics).
//!
//! The base is `tests/specs/broken/base-penalty.rules`: the game of tricks
//! where each seat scores its tricks plus `bonus(s)` (1 for seat 1, else
//! 0), and a revoke costs its maker `penalty` (3).

use skus::interp::Interp;
use skus::lang::{self, ir::Program};
use skus::ptn;
use skus::referee;
use skus::seat::BySeat;
use skus::specs::InterpEngines;

const BASE: &str = include_str!("../specs/broken/base-penalty.rules");

/// Checks `text` (as `house.rules`) over the base (as `base-penalty.rules`)
/// and, when given, a middle overlay (as `mid.rules`).
fn check(text: &str, mid: Option<&str>) -> Result<Program, lang::Failed> {
    let mid = mid.map(str::to_string);
    lang::check(
        "house.rules",
        text,
        &move |name: &str, _: &str| match name {
            "base-penalty.rules" => Some((name.to_string(), BASE.to_string())),
            "mid.rules" => mid.clone().map(|t| (name.to_string(), t)),
            _ => None,
        },
    )
}

/// The settlement a spec gives a game played legally under the base
/// (seed 7): both specs play the same cards, so only scoring differs.
fn settle(program: Program) -> BySeat<i64> {
    let base = Interp::new(
        lang::check("base-penalty.rules", BASE, &|_: &str, _: &str| None).expect("the base"),
    );
    let (mut game, _) = skus::simulate::game(&base, 7, 0, false).expect("a game");
    // The base's score sheet would differ from the overlay's settlement.
    game.score = None;
    let mut text = String::new();
    ptn::write_game(&game, &mut text);
    let chunk = ptn::split_str(&text).into_iter().next().expect("one game");
    let g = chunk
        .parse(ptn::ParseOptions::default())
        .expect("the game reads");
    let mut engines = InterpEngines::empty();
    engines.add(program).expect("one spec");
    let v = referee::verify(&g, "game.ptn", 0, &engines);
    assert_eq!(v.status, referee::Status::Clean, "{}", referee::human(&v));
    v.score.expect("a settlement")
}

#[test]
fn super_calls_the_replaced_function_and_action() {
    let base = settle(
        check(
            "variant trick \"same\"\nextends \"base-penalty.rules\"\n",
            None,
        )
        .expect("checks"),
    );
    // Seat 1's bonus times ten (1 → 10); the turn still passed on by the
    // base's action, called through `super`.
    let house = "variant trick \"bonus x10\"\nextends \"base-penalty.rules\"\n\
                 override fn bonus(s: seat) -> int = super(s) * 10\n\
                 override action next-turn(s: seat) {\n  do super(s)\n}\n";
    let p = check(house, None).unwrap_or_else(|f| panic!("{}", f.render()));
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
    let house = settle(p);
    for s in skus::seat::Seat::ALL {
        let more = if s.number() == 1 { 9 } else { 0 };
        assert_eq!(house[s], base[s] + more, "seat {}", s.number());
    }
}

#[test]
fn super_goes_down_a_chain_of_overlays() {
    // base: bonus 1 for seat 1; mid: × 10 = 10; top: + 5 = 15.
    let mid = "variant trick \"mid\"\nextends \"base-penalty.rules\"\n\
               override fn bonus(s: seat) -> int = super(s) * 10\n";
    let top = "variant trick \"top\"\nextends \"mid.rules\"\n\
               override fn bonus(s: seat) -> int = if s == 1 then super(s) + 5 else super(s)\n";
    let base = settle(
        check(
            "variant trick \"same\"\nextends \"base-penalty.rules\"\n",
            None,
        )
        .expect("checks"),
    );
    let p = check(top, Some(mid)).unwrap_or_else(|f| panic!("{}", f.render()));
    let top = settle(p);
    for s in skus::seat::Seat::ALL {
        let more = if s.number() == 1 { 14 } else { 0 };
        assert_eq!(top[s], base[s] + more, "seat {}", s.number());
    }
}

#[test]
fn a_parameter_nobody_uses_is_a_warning_that_names_the_base_one() {
    // The misspelt house rule of the issue: `param treshold` used to be a
    // new parameter, silently unused.
    let house =
        "variant trick \"house rule\"\nextends \"base-penalty.rules\"\n\nparam penalti: int = 5\n";
    let p = check(house, None).unwrap_or_else(|f| panic!("{}", f.render()));
    assert_eq!(p.warnings.len(), 1, "{:?}", p.warnings);
    let w = &p.warnings[0];
    assert_eq!(w.code, lang::codes::UNUSED_PARAMETER);
    assert!(w.warning);
    assert_eq!(p.sources.name(w.span), "house.rules");
    let (line, col, _) = p.sources.locate(w.span);
    assert_eq!((line, col), (4, 7));
    assert_eq!(w.message, "the parameter `penalti` is used nowhere");
    assert!(
        w.help
            .as_deref()
            .unwrap_or("")
            .contains("override param penalty"),
        "{:?}",
        w.help
    );
    let rendered = lang::diag::render_all(&p.warnings, &p.sources);
    assert!(rendered.starts_with("warning[S0801]"), "{rendered}");
    // The shipped specs use every parameter they declare.
    for (file, _) in skus::specs::SHIPPED {
        let p = skus::specs::load_shipped(file).expect("a shipped spec checks");
        assert!(p.warnings.is_empty(), "{file}: {:?}", p.warnings);
    }
}

#[test]
fn an_override_that_changes_a_type_leaves_the_base_alone() {
    // One error, in the overlay; none from the base's uses of `bonus`.
    let house = "variant trick \"house rule\"\nextends \"base-penalty.rules\"\n\
                 override fn bonus(s: seat) -> bool = true\n";
    let f = check(house, None).expect_err("a changed signature");
    assert_eq!(f.diagnostics.len(), 1, "{}", f.render());
    assert_eq!(f.sources.name(f.diagnostics[0].span), "house.rules");
}

#[test]
fn super_in_an_overriding_parameter_is_the_base_value() {
    // The base's penalty is 3: 3 × 2 + 1 = 7; a second overlay adds 10.
    let mid = "variant trick \"mid\"\nextends \"base-penalty.rules\"\n\
               override param penalty: int = super * 2 + 1\n";
    let p = check(mid, None).unwrap_or_else(|f| panic!("{}", f.render()));
    let value = |p: &Program| {
        p.params
            .iter()
            .find(|(n, _)| n == "penalty")
            .map(|(_, v)| v.clone())
    };
    assert_eq!(value(&p), Some(skus::lang::types::Value::Int(7)));
    let top = "variant trick \"top\"\nextends \"mid.rules\"\n\
               override param penalty: int = super + 10\n";
    let p = check(top, Some(mid)).unwrap_or_else(|f| panic!("{}", f.render()));
    assert_eq!(value(&p), Some(skus::lang::types::Value::Int(17)));
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
    // `super` where nothing is replaced.
    let bad = "variant trick \"x\"\nextends \"base-penalty.rules\"\nparam extra: int = super\n";
    let f = check(bad, None).expect_err("super without an override");
    assert_eq!(f.diagnostics.len(), 1, "{}", f.render());
    assert_eq!(f.diagnostics[0].code, lang::codes::SUPER_OUTSIDE_OVERRIDE);
}

#[test]
fn a_fault_of_the_spec_is_a_spec_fault_never_a_score_mismatch() {
    // A house rule that divides by zero while settling (every seat's
    // bonus is 1 / 0): the record is not at fault and no settlement is
    // made up, so the sheet is not compared with one.
    let base = Interp::new(
        lang::check("base-penalty.rules", BASE, &|_: &str, _: &str| None).expect("the base"),
    );
    let (game, _) = skus::simulate::game(&base, 7, 0, false).expect("a game");
    assert!(
        game.score.is_some(),
        "the simulated record has a score sheet"
    );
    let mut text = String::new();
    ptn::write_game(&game, &mut text);
    let g = ptn::split_str(&text)
        .into_iter()
        .next()
        .expect("one game")
        .parse(ptn::ParseOptions::default())
        .expect("reads");
    let house = "variant trick \"faulty\"\nextends \"base-penalty.rules\"\n\
                 override fn bonus(s: seat) -> int = 1 / (won_count(s) - won_count(s))\n";
    let p = check(house, None).unwrap_or_else(|f| panic!("{}", f.render()));
    let mut engines = InterpEngines::empty();
    engines.add(p).expect("one spec");
    let v = referee::verify(&g, "game.ptn", 0, &engines);
    let kinds: Vec<&str> = v.findings.iter().map(|f| f.kind.as_str()).collect();
    assert_eq!(kinds, ["spec-fault"], "{}", referee::human(&v));
    let f = &v.findings[0];
    assert_eq!(f.rule.as_deref(), Some("trick.spec.error"));
    // It points into the spec: the overlay's line 3, column 37 (the `/`).
    assert!(
        f.message.contains("house.rules:3:37: division by zero"),
        "{}",
        f.message
    );
    assert_eq!(v.score, None);
}

#[test]
fn a_premium_left_out_of_the_list_is_a_warning() {
    // The silent failure of the issue: an announcement the base's list of
    // premiums does not hold is never scored.
    let slip = "variant tarockcup \"x\"\nextends \"tarockcup.rules\"\n\
                announcement mondfang \"Mondfang\" {\n  \
                wins moon-caught  silent 1  announced 2  card no-card  trick 0  colour false\n}\n";
    let p = skus::specs::load_text_shipped("slip.rules", slip).expect("it checks");
    let got: Vec<(&str, u32, u32)> = p
        .warnings
        .iter()
        .map(|w| {
            let (line, col, _) = p.sources.locate(w.span);
            assert_eq!(p.sources.name(w.span), "slip.rules");
            (w.code, line, col)
        })
        .collect();
    assert_eq!(got, [(lang::codes::UNUSED_ANNOUNCEMENT, 3, 14)]);
    // The house rule as written in tests/overlays: listed, and its state
    // kept by the announcement itself in the base's tables.
    let good = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/overlays/tarockcup-mondfang.rules"),
    )
    .expect("the overlay");
    let p = skus::specs::load_text_shipped("tarockcup-mondfang.rules", &good).expect("it checks");
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
}

#[test]
fn a_slot_number_shared_by_two_records_is_a_warning() {
    // An author who numbers records by hand (the bases keep such state in
    // tables keyed by the record itself): one number given twice.
    let spec = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\n\
                announcement a1 { slot 1 }\nannouncement a2 { slot 2 }\n\
                announcement a3 { slot 3 }\nannouncement a4 { slot 2 }\n\
                fn slots() -> int = sum(a in announcements: a.slot)\n\
                on start { require slots() == 8 else impossible-card x.a.b by none stands \"slots\" }\n\
                on auction say t: term { fail illegal-bid x.a.b void }\n";
    let p = lang::check("x.rules", spec, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let got = warning_places(&p);
    assert_eq!(got, [(lang::codes::SHARED_KEY, 8, 24)]);
}

#[test]
fn an_overlays_word_handler_runs_before_the_bases_handlers_for_every_word() {
    // A house rule forbids the Solorufer with a handler for the one word.
    // The base takes every contract with `on auction say c: contract` and
    // every other word with `w: term`; the overlay's handler goes before
    // both, so it is the one that runs.
    let overlay = "variant tarockcup \"no Solorufer\"\nextends \"tarockcup.rules\"\n\
                   rule _.auction.no-solorufer \"no Solorufer\"\n  \
                   source \"House rule: kein Solorufer.\"\n\
                   on auction say solorufer {\n  \
                   fail illegal-bid _.auction.no-solorufer void \"seat {speaker} bid the Solorufer (house rule)\"\n}\n";
    let p = skus::specs::load_text_shipped("no-solorufer.rules", overlay)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
    let mut engines = InterpEngines::empty();
    engines.add(p).expect("one spec");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/games/tarockcup/solorufer.ptn");
    let text = std::fs::read_to_string(&path).expect("the corpus game");
    let v = crate::common::verify_text(&text, "solorufer.ptn", &engines);
    // Line 15 is `1: solorufer`.
    let f = v[0].findings.first().expect("the bid is refused");
    assert_eq!(
        (f.kind.as_str(), f.rule.as_deref(), f.line, f.column),
        (
            "illegal-bid",
            Some("tarockcup.auction.no-solorufer"),
            Some(15),
            Some(6)
        ),
        "{:?}",
        v[0].findings
    );
    // Under the shipped rules the same game is clean.
    let shipped = InterpEngines::shipped().expect("the shipped specs check");
    let v = crate::common::verify_text(&text, "solorufer.ptn", &shipped);
    assert!(v[0].findings.is_empty(), "{:?}", v[0].findings);
}

#[test]
fn a_handler_whose_words_an_earlier_one_takes_is_a_warning() {
    // In one file, `c: contract` comes first and takes `big`: the handler
    // for `big` never runs (line 8), the one that takes its word beside it.
    let spec = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\n\
                contract small { value 1 }\ncontract big { value 4 }\n\
                on auction say c: contract { }\n\
                on auction say big { }\n\
                on auction say t: term { fail illegal-bid x.a.b void }\n";
    let p = lang::check("x.rules", spec, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let got = warning_places(&p);
    assert_eq!(got, [(lang::codes::HANDLER_SHADOWED, 8, 1)]);
    let related = p.warnings[0].related.as_ref().expect("the earlier handler");
    assert_eq!(p.sources.locate(related.0).0, 7);
    // In the other order both run: no warning.
    let fixed = spec.replace(
        "on auction say c: contract { }\non auction say big { }\n",
        "on auction say big { }\non auction say c: contract { }\n",
    );
    let p = lang::check("x.rules", &fixed, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
}

/// Each warning's code and place (line, column).
fn warning_places(p: &Program) -> Vec<(&'static str, u32, u32)> {
    p.warnings
        .iter()
        .map(|w| {
            let (line, col, _) = p.sources.locate(w.span);
            (w.code, line, col)
        })
        .collect()
}
