//! `skus standings`: the table for people, `--json`, `--csv`, `--format`,
//! both engines, and broken input beside good games (the standings
//! themselves are asserted in tests/referee/standings.rs).

use crate::common::root;
use crate::common::scratch::Scratch;
use std::fs;
use std::process::{Command, Output};

fn skus(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skus"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("skus runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_table_ranks_players_with_the_tie_breaks_and_flags() {
    let o = skus(&["standings", "tests/tournaments/hopfgarten"]);
    let out = text(&o.stdout);
    // A game whose record stops is a finding, as in `verify`.
    assert_eq!(o.status.code(), Some(1), "{out}{}", text(&o.stderr));
    for want in [
        "Hopfgartner Turnier — standings `tournament` of hopfgarten (16 games)",
        "score sheet Round 1, Table 1",
        "Vorrunden [hopfgarten.tournament.preliminary]",
        "(tie decided by max(u in units: u) 16 against Berger's 14)",
        "Finale [hopfgarten.tournament.final]",
        "29.5",
        "the row is deleted [hopfgarten.tournament.struck]",
        "unclear",
    ] {
        assert!(out.contains(want), "lacks {want:?}:\n{out}");
    }
}

#[test]
fn json_and_csv_carry_the_same_ranking() {
    let o = skus(&["standings", "--json", "tests/tournaments/tarockcup"]);
    assert_eq!(o.status.code(), Some(1));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON document");
    let s = &doc["standings"][0];
    assert_eq!(s["variant"], "tarockcup");
    assert_eq!(s["format"], "day");
    let e = &s["stages"][0]["entries"];
    assert_eq!(e[0]["entrant"], "Wagner");
    assert_eq!(e[0]["score"], 34);
    assert_eq!(e[2]["place"], 3);
    assert_eq!(e[2]["shared"], true);
    assert_eq!(s["sheets"].as_array().map(Vec::len), Some(4));
    let c = skus(&["standings", "--csv", "tests/tournaments/tarockcup"]);
    let csv = text(&c.stdout);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "variant,format,stage,place,shared,entrant,score,games,total,units,carried,tie_break_games,ties,decided"
        )
    );
    assert_eq!(
        lines.next(),
        Some("tarockcup,day,day,1,false,Wagner,34,4,34,1:18 2:16,,,,")
    );
    assert_eq!(csv.lines().count(), 1 + 8);
}

#[test]
fn format_picks_a_standings_of_the_spec_and_an_unknown_one_is_refused() {
    let o = skus(&[
        "standings",
        "--format",
        "cup",
        "tests/tournaments/royal/cup",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("Pokalrunde [royal.score.cup]"));
    let o = skus(&[
        "standings",
        "--format",
        "cpu",
        "tests/tournaments/royal/cup",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("declares no standings `cpu`") && err.contains("did you mean `cup`?"),
        "{err}"
    );
}

#[test]
fn both_engines_give_the_same_standings() {
    for dir in [
        "tests/tournaments/royal/cup",
        "tests/tournaments/royal/grand-prix",
        "tests/tournaments/tarockcup",
    ] {
        let interp = skus(&["standings", dir]);
        let reference = skus(&["standings", "--engine", "reference", dir]);
        assert_eq!(text(&interp.stdout), text(&reference.stdout), "{dir}");
        assert_eq!(interp.status.code(), reference.status.code());
    }
}

#[test]
fn an_unreadable_game_is_flagged_and_hides_no_other() {
    let dir = Scratch::dir(&format!("skus-standings-{}", std::process::id()));
    let good = root().join("tests/tournaments/sitzenberg/evening.ptn");
    fs::copy(&good, dir.join("a.ptn")).unwrap();
    fs::write(
        dir.join("b.ptn"),
        "[Variant \"sitzenberg\"]\n[Seats \"Anton, Berta, Christl, Daniel\"]\n\nplay\n  1. 1:XK\n",
    )
    .unwrap();
    let o = skus(&["standings", dir.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(
        out.contains("the game could not be read (expected a card token"),
        "{out}"
    );
    assert!(out.contains("1  Erwin          24"), "{out}");
}

#[test]
fn hostile_input_is_an_error_not_a_panic() {
    for args in [
        &["standings", "/nonexistent/dir"][..],
        &[
            "standings",
            "--json",
            "--csv",
            "tests/tournaments/royal/cup",
        ][..],
        &[
            "standings",
            "--spec",
            "/nonexistent.rules",
            "tests/tournaments/royal/cup",
        ][..],
    ] {
        let o = skus(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!text(&o.stderr).contains("panicked"), "{args:?}");
    }
}
