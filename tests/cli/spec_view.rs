//! The base in view (issue 15): `skus spec list/show/--merged`, the
//! shipped specs named `(embedded)`, `verify --spec` saying which spec
//! refereed each game and refusing a game no given spec covers, and
//! `simulate --spec` without `--variant`.

use crate::common::root;
use crate::common::scratch::Scratch;
use std::fs;
use std::process::{Command, Output};

fn skus(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("skus runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(name: &str) -> Scratch {
    Scratch::dir(&format!("skus-spec-view-{}-{name}", std::process::id()))
}

#[test]
fn spec_show_prints_a_shipped_spec_as_the_binary_carries_it() {
    let out = skus(&["spec", "show", "tarockcup"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        fs::read_to_string(root().join("spec/tarockcup.rules")).expect("the spec")
    );
    let list = text(&skus(&["spec", "list"]).stdout);
    for (file, _) in skus::specs::SHIPPED {
        assert!(list.contains(&format!("spec/{file}")), "{list}");
    }
    assert!(
        list.lines()
            .any(|l| l.starts_with("spec/tarockcup.rules")
                && l.ends_with("(extends koenigrufen.rules)")),
        "{list}"
    );
    let none = skus(&["spec", "show", "tarokcup"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(
        text(&none.stderr).contains("tarockcup"),
        "{}",
        text(&none.stderr)
    );
}

#[test]
fn the_merged_spec_marks_each_declaration_and_field_with_its_file() {
    let out = skus(&[
        "spec",
        "show",
        "--merged",
        "tests/overlays/tarockcup-alle-koenige.rules",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let merged = text(&out.stdout);
    assert!(
        merged.contains(
            "# Files, the spec first: tests/overlays/tarockcup-alle-koenige.rules, \
             spec/tarockcup.rules (embedded), spec/koenigrufen.rules (embedded)."
        ),
        "{merged}"
    );
    // The overlay's variant line replaces the base's.
    assert!(merged.contains(
        "# tests/overlays/tarockcup-alle-koenige.rules:4\nvariant tarockcup \"Tarockcup, Alle Könige doubled (house rule)\"\n"
    ));
    // Alle Könige: the overlay's two fields (its lines 8 and 9), the rest
    // from the Tarockcup spec.
    let record: Vec<&str> = merged
        .lines()
        .skip_while(|l| !l.starts_with("announcement vier-koenige "))
        .take_while(|l| *l != "}")
        .collect();
    assert!(record.len() > 3, "{merged}");
    let line_of = |field: &str| {
        record
            .iter()
            .find(|l| l.trim_start().starts_with(&format!("{field} ")))
            .map(|l| l.rsplit("# ").next().unwrap_or("").to_string())
            .unwrap_or_default()
    };
    assert_eq!(
        line_of("silent 2"),
        "tests/overlays/tarockcup-alle-koenige.rules:8"
    );
    assert_eq!(
        line_of("announced 4"),
        "tests/overlays/tarockcup-alle-koenige.rules:9"
    );
    assert!(line_of("wins").starts_with("spec/tarockcup.rules (embedded):"));
    // The merged text is itself a spec, and it rules as the overlay does.
    let dir = scratch("merged");
    let file = dir.join("merged.rules");
    fs::write(&file, &merged).expect("write");
    let file = file.display().to_string();
    let check = skus(&["check", &file]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
    let games = dir.join("games.ptn");
    let sim = skus(&[
        "simulate",
        "--variant",
        "tarockcup",
        "--games",
        "12",
        "--seed",
        "5",
        "--mutate",
    ]);
    fs::write(&games, &sim.stdout).expect("write");
    let games = games.display().to_string();
    let by = |spec: &str| {
        let out = skus(&["verify", "--json", "--spec", spec, &games]);
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let mut gs = doc["games"].as_array().expect("games").clone();
        for g in &mut gs {
            g.as_object_mut().map(|o| o.remove("spec"));
        }
        gs
    };
    assert_eq!(by("tests/overlays/tarockcup-alle-koenige.rules"), by(&file));
}

#[test]
fn a_replaced_definition_called_by_super_is_shown_commented_out() {
    let dir = scratch("super");
    fs::copy(
        root().join("tests/specs/broken/base-penalty.rules"),
        dir.join("base-penalty.rules"),
    )
    .expect("copy the base");
    let house = dir.join("house.rules");
    fs::write(
        &house,
        "variant trick \"bonus x10\"\nextends \"base-penalty.rules\"\n\
         override fn bonus(s: seat) -> int = super(s) * 10\n",
    )
    .expect("write");
    let out = skus(&["spec", "show", "--merged", &house.display().to_string()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let merged = text(&out.stdout);
    assert!(
        merged.contains("house.rules:3\nfn bonus(s: seat) -> int = super(s) * 10\n"),
        "{merged}"
    );
    assert!(
        merged.contains(
            "base-penalty.rules:19 — replaced by the `override` of `bonus`, which uses it as `super`:\n\
             #   fn bonus(s: seat) -> int = if s == 1 then 1 else 0\n"
        ),
        "{merged}"
    );
}

#[test]
fn verify_says_which_spec_refereed_and_refuses_a_variant_no_spec_covers() {
    let dir = scratch("which");
    let games = dir.join("both.ptn");
    let tc = skus(&[
        "simulate",
        "--spec",
        "tests/overlays/tarockcup-kaiserstich.rules",
        "--games",
        "1",
    ]);
    assert_eq!(tc.status.code(), Some(0), "{}", text(&tc.stderr));
    assert!(text(&tc.stdout).contains("[Variant \"tarockcup\"]"));
    let hg = skus(&["simulate", "--variant", "hopfgarten", "--games", "1"]);
    fs::write(&games, [tc.stdout, b"\n".to_vec(), hg.stdout].concat()).expect("write");
    let out = skus(&[
        "verify",
        "--all",
        "--spec",
        "tests/overlays/tarockcup-kaiserstich.rules",
        &games.display().to_string(),
    ]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{report}");
    assert!(
        report.contains(
            "game 1 (tarockcup): clean\n  refereed by tests/overlays/tarockcup-kaiserstich.rules \
             (extends spec/tarockcup.rules (embedded), spec/koenigrufen.rules (embedded))\n"
        ),
        "{report}"
    );
    assert!(
        report.contains("game 2 (hopfgarten): unreadable")
            && report.contains("no spec given covers the variant `hopfgarten`"),
        "{report}"
    );
    let json = skus(&[
        "verify",
        "--json",
        "--spec",
        "tests/overlays/tarockcup-kaiserstich.rules",
        &games.display().to_string(),
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        doc["games"][0]["spec"],
        "tests/overlays/tarockcup-kaiserstich.rules (extends spec/tarockcup.rules (embedded), spec/koenigrufen.rules (embedded))"
    );
    // The shipped rules say nothing of a spec.
    let plain = skus(&["verify", "--json", &games.display().to_string()]);
    let doc: serde_json::Value = serde_json::from_slice(&plain.stdout).expect("JSON");
    assert!(doc["games"][0].get("spec").is_none());
    // simulate without --variant and without --spec is refused with a hint.
    let bare = skus(&["simulate"]);
    assert_eq!(bare.status.code(), Some(2));
    assert!(
        text(&bare.stderr).contains("give --variant"),
        "{}",
        text(&bare.stderr)
    );
}

/// `skus fmt` lays out a spec (by its extension; never read as PTN): a
/// fixed point, comments and words kept; the shipped specs and overlays
/// are laid out by it; a spec that does not read is left as it is.
#[test]
fn fmt_lays_out_specs_and_the_shipped_ones_are_canonical() {
    for dir in ["spec", "tests/overlays", "tests/specs"] {
        for e in fs::read_dir(root().join(dir)).expect("dir").flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "rules") {
                let text = fs::read_to_string(&p).expect("read");
                assert_eq!(
                    skus::lang::format::format(&text),
                    text,
                    "{} is not laid out as `skus fmt` lays it out",
                    p.display()
                );
            }
        }
    }
    let dir = scratch("fmt");
    let messy = dir.join("messy.rules");
    let messy_text = "variant demo \"x\"   \n\n\n# kept\nrule demo.a.b \"t\"\nsource \"s\"\non start {\ngoto play   # why\nturn 1\n}\n";
    fs::write(&messy, messy_text).expect("write");
    let m = messy.display().to_string();
    let check = skus(&["fmt", "--check", &m]);
    assert_eq!(
        check.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert_eq!(
        fs::read_to_string(&messy).expect("read"),
        messy_text,
        "--check writes nothing"
    );
    let done = skus(&["fmt", &m]);
    assert_eq!(done.status.code(), Some(0), "{}", text(&done.stderr));
    let want = "variant demo \"x\"\n\n# kept\nrule demo.a.b \"t\"\n  source \"s\"\non start {\n  goto play   # why\n  turn 1\n}\n";
    assert_eq!(fs::read_to_string(&messy).expect("read"), want);
    assert_eq!(
        skus(&["fmt", "--check", &m]).status.code(),
        Some(0),
        "a fixed point"
    );
    // A spec that does not read: its error, and the file as it was.
    let broken = dir.join("broken.rules");
    fs::write(&broken, "variant demo \"x\"\nrule demo.a.b \"t\n").expect("write");
    let b = broken.display().to_string();
    let out = skus(&["fmt", &b]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("left unchanged"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        fs::read_to_string(&broken).expect("read"),
        "variant demo \"x\"\nrule demo.a.b \"t\n"
    );
}
