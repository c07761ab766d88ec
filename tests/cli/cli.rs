//! The `skus` binary: exit statuses, in-place formatting, conversion, and
//! errors printed once with a hint.

use crate::common::root;
use crate::common::scratch::Scratch;
use std::fs;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn skus(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skus"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("skus runs");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(name: &str) -> Scratch {
    Scratch::dir(&format!("skus-cli-test-{}-{name}", std::process::id()))
}

const MESSY: &str = "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nauction\n 1:vorhand\n    2:  pass\nplay\n1. 1:SK   2:S9\n";
const CANONICAL: &str = "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\n\nauction\n  1: vorhand\n  2: pass\n\nplay\n  1. 1:SK 2:S9\n";

#[test]
fn version_and_help() {
    let v = skus(&["--version"], None);
    assert!(v.status.success());
    assert!(text(&v.stdout).starts_with("skus "));
    let h = skus(&["--help"], None);
    assert!(h.status.success());
    let help = text(&h.stdout);
    for word in ["fmt", "convert", "Exit status"] {
        assert!(help.contains(word), "help lacks {word}:\n{help}");
    }
    // Every command is listed with a line saying what it does (a doc
    // comment put on the wrong variant left `check` bare once).
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .collect();
    assert!(commands.len() >= 10, "too few commands:\n{help}");
    for line in commands {
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default();
        assert!(
            words.next().is_some(),
            "`{name}` has no description:\n{help}"
        );
    }
    let check = text(&skus(&["check", "--help"], None).stdout);
    assert!(check.starts_with("Check rule-language specs"), "{check}");
    let book = text(&skus(&["book", "--help"], None).stdout);
    assert!(
        !book.contains("   (with search"),
        "stray spaces in:\n{book}"
    );
}

#[test]
fn unknown_command_is_a_usage_error() {
    let o = skus(&["frobnicate"], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn fmt_stdin_prints_canonical_text() {
    let o = skus(&["fmt", "-"], Some(MESSY));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), CANONICAL);
}

#[test]
fn fmt_rewrites_files_in_place_and_check_reports() {
    let dir = scratch("fmt");
    let f = dir.join("g.ptn");
    fs::write(&f, MESSY).unwrap();
    let check = skus(&["fmt", "--check", f.to_str().unwrap()], None);
    assert_eq!(check.status.code(), Some(1));
    let err = text(&check.stderr);
    assert!(err.contains("g.ptn:3: not canonical"), "{err}");
    assert!(err.contains("1 file(s) would be reformatted"), "{err}");
    assert_eq!(
        fs::read_to_string(&f).unwrap(),
        MESSY,
        "--check writes nothing"
    );

    let o = skus(&["fmt", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(fs::read_to_string(&f).unwrap(), CANONICAL);
    let again = skus(&["fmt", "--check", f.to_str().unwrap()], None);
    assert_eq!(again.status.code(), Some(0));
    assert!(
        fs::read_dir(&dir).unwrap().count() == 1,
        "no temporary file is left behind"
    );
}

#[test]
fn fmt_leaves_a_file_with_errors_untouched_and_reports_every_error() {
    let dir = scratch("broken");
    let f = dir.join("b.ptn");
    let broken =
        format!("{MESSY}\n[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nplay\n  1. 1:SK 9:S9\n");
    fs::write(&f, &broken).unwrap();
    let o = skus(&["fmt", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    // The kind of error by its code (P0302: no such seat) and its place.
    assert!(err.contains("error[P0302]: there is no seat 9"), "{err}");
    assert!(
        err.contains("--> ") && err.contains("b.ptn:12:11\n"),
        "{err}"
    );
    assert!(err.contains("the file was left unchanged"), "{err}");
    assert!(err.contains("hint:"), "{err}");
    assert_eq!(fs::read_to_string(&f).unwrap(), broken);
}

#[test]
fn missing_file_is_unreadable_with_a_hint() {
    let o = skus(&["fmt", "/nonexistent/x.ptn"], None);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert_eq!(err.matches("error:").count(), 1, "printed once: {err}");
    assert!(
        err.contains("cannot read /nonexistent/x.ptn") && err.contains("hint:"),
        "{err}"
    );
}

#[test]
fn convert_round_trips_the_notation_example() {
    let example = root().join("tests/games/syntax/valid-notation-example.ptn");
    let json = skus(
        &["convert", "--to", "json", example.to_str().unwrap()],
        None,
    );
    assert_eq!(json.status.code(), Some(0), "{}", text(&json.stderr));
    let dir = scratch("convert");
    let jf = dir.join("example.json");
    fs::write(&jf, &json.stdout).unwrap();
    let back = skus(&["convert", "--to", "ptn", jf.to_str().unwrap()], None);
    assert_eq!(back.status.code(), Some(0), "{}", text(&back.stderr));
    let canonical = skus(&["fmt", "-"], Some(&fs::read_to_string(&example).unwrap()));
    assert_eq!(text(&back.stdout), text(&canonical.stdout));
    // JSON from standard input is recognised by its first character.
    let stdin_back = skus(&["convert", "--to", "ptn", "-"], Some(&text(&json.stdout)));
    assert_eq!(text(&stdin_back.stdout), text(&canonical.stdout));
}

#[test]
fn convert_keeps_good_games_when_one_is_broken() {
    let file = root().join("tests/games/syntax/three-games-middle-broken.ptn");
    let o = skus(&["convert", "--to", "json", file.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value =
        serde_json::from_slice(&o.stdout).expect("stdout is one JSON document");
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["tags"][2]["value"], "1");
    assert_eq!(games[1]["tags"][2]["value"], "3");
    let err = text(&o.stderr);
    assert!(err.contains("three-games-middle-broken.ptn:19:18"), "{err}");
    assert!(
        err.contains("1 game(s) could not be read; 2 converted"),
        "{err}"
    );
}

#[test]
fn invalid_json_is_located() {
    let o = skus(
        &["convert", "--to", "ptn", "-"],
        Some("{\"games\": [\n  {\"tags\": ]\n}"),
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("invalid JSON"), "{err}");
    assert!(err.contains("<stdin>:2:"), "{err}");
}

#[test]
fn json_game_that_ptn_cannot_express_is_refused() {
    let json = r#"{"games": [{"tags": [{"name": "Variant", "value": "tarockcup"}]}]}"#;
    let o = skus(&["convert", "--to", "ptn", "-"], Some(json));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("the `Seats` tag is required"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn fmt_refuses_json_with_a_hint() {
    let dir = scratch("json");
    let f = dir.join("g.json");
    fs::write(&f, "{\"games\": []}").unwrap();
    let o = skus(&["fmt", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("skus convert --to ptn"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn check_reports_ok_errors_and_unreadable_specs_by_exit_status() {
    let spec = root().join("tests/specs/trick.rules");
    let ok = skus(&["check", spec.to_str().unwrap()], None);
    assert_eq!(ok.status.code(), Some(0), "{}", text(&ok.stderr));
    assert!(
        text(&ok.stdout).contains("ok — variant trick"),
        "{}",
        text(&ok.stdout)
    );

    let dir = scratch("check");
    let bad = dir.join("bad.rules");
    fs::write(
        &bad,
        "variant x \"x\"\nrule x.a \"a\"\non play c: card { require c in hand(speaker) else renonce x.b }\n",
    )
    .unwrap();
    let out = skus(&["check", bad.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("error[S0401]: unknown rule `x.b`"), "{err}");
    assert!(err.contains("bad.rules:3:59"), "{err}");
    assert!(err.contains("help: did you mean `x.a`?"), "{err}");
    assert!(err.contains("2 errors"), "every error is reported: {err}");

    let missing = skus(&["check", "no-such-spec.rules"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("hint:"));
}

#[test]
fn verify_and_simulate_run_a_spec_given_on_the_command_line() {
    let spec = root().join("tests/specs/trick.rules");
    let spec = spec.to_str().unwrap();
    let sim = skus(
        &[
            "simulate",
            "--spec",
            spec,
            "--variant",
            "trick",
            "--games",
            "5",
            "--seed",
            "9",
        ],
        None,
    );
    assert_eq!(sim.status.code(), Some(0), "{}", text(&sim.stderr));
    let games = text(&sim.stdout);
    assert_eq!(games.matches("[Variant \"trick\"]").count(), 5);
    let dir = scratch("spec");
    let file = dir.join("games.ptn");
    fs::write(&file, &games).unwrap();
    let out = skus(
        &[
            "verify",
            "--spec",
            spec,
            "--no-progress",
            file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // The reference engines know no `trick` variant.
    let out = skus(&["verify", "--no-progress", file.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    // A spec with errors verifies nothing.
    let bad = dir.join("bad.rules");
    fs::write(&bad, "variant trick \"t\"\ndeck all - nonsense\n").unwrap();
    let out = skus(
        &[
            "verify",
            "--spec",
            bad.to_str().unwrap(),
            file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("nothing was verified"),
        "{}",
        text(&out.stderr)
    );
}

/// The README's main command: the embedded round of seven games from the
/// five variants, refereed by both engines. Two games have a renonce (the
/// corpus derives each by hand: tarockcup/renonce-follow-suit,
/// sitzenberg/kaiserstich-rufer game 2); every settlement matches its sheet.
#[test]
fn the_readme_example_round_is_refereed() {
    let example = root().join("examples/tournament-round.ptn");
    let example = example.to_str().unwrap();
    for engine in ["reference", "interp"] {
        let out = skus(
            &["verify", "--no-progress", "--engine", engine, example],
            None,
        );
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{engine}:\n{stdout}");
        assert!(
            stdout.contains("tournament-round.ptn:97:22")
                && stdout.contains("rule tarockcup.play.follow-suit"),
            "{engine}:\n{stdout}"
        );
        assert!(
            stdout.contains("tournament-round.ptn:237:19")
                && stdout.contains("rule sitzenberg.play.kaiserstich"),
            "{engine}:\n{stdout}"
        );
        assert_eq!(stdout.matches("RENONCE").count(), 2, "{engine}:\n{stdout}");
        assert!(
            !stdout.contains("differs from the score sheet"),
            "{engine}:\n{stdout}"
        );
        let summary = stdout
            .lines()
            .find(|l| l.contains("examples/tournament-round.ptn") && l.ends_with('0'))
            .unwrap_or_default();
        let cols: Vec<&str> = summary.split_whitespace().collect();
        assert_eq!(
            cols.get(1..),
            Some(&["7", "5", "2", "0"][..]),
            "{engine}:\n{stdout}"
        );
    }
}

/// A corpus game with a section or a line taken out (book/src/ptn.md, "Passes a record leaves out" cases).
fn corpus_without(path: &str, cut: &str) -> String {
    let text = fs::read_to_string(root().join(path)).unwrap();
    assert!(text.contains(cut), "{path} has no `{cut}`");
    text.replacen(cut, "", 1)
}

/// Issue 9: a Tarockcup Bettel recorded with no premium round is no longer
/// "not finished": the round is four implied passes, and the renonce in
/// its play is reported (reference engine).
#[test]
fn verify_reports_the_renonce_of_a_bettel_without_premium_round() {
    let game = corpus_without(
        "tests/games/tarockcup/renonce-pagat-last.ptn",
        "announce\n  1: pass\n  2: pass\n  3: pass\n  4: pass\n\n",
    );
    assert!(!game.contains("announce"));
    let dir = scratch("bettel-no-announce");
    let file = dir.join("bettel.ptn");
    fs::write(&file, &game).unwrap();
    let out = skus(
        &[
            "verify",
            "--engine",
            "reference",
            "--no-progress",
            file.to_str().unwrap(),
        ],
        None,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("tarockcup.play.pagat-last"), "{stdout}");
    assert!(!stdout.contains("not finished"), "{stdout}");
    assert!(!stdout.to_lowercase().contains("incomplete"), "{stdout}");
    assert!(
        stdout.contains(
            "seat 4 passed (`pass`) in the premium round (not written in the record; PTN reference, Passes a record leaves out)"
        ),
        "{stdout}"
    );
}

/// Issue 9: a Zwanziger bidding without the Rufer's own closing `weiter`
/// is clean with a note, and `--json` lists the implied turn.
#[test]
fn verify_implies_the_rufers_closing_weiter_with_a_note() {
    let game = corpus_without("tests/games/zwanziger/rufer-won.ptn", "  1: weiter\n");
    let dir = scratch("zwanziger-weiter");
    let file = dir.join("rufer.ptn");
    fs::write(&file, &game).unwrap();
    let path = file.to_str().unwrap();
    let out = skus(
        &[
            "verify",
            "--engine",
            "reference",
            "--no-progress",
            "--all",
            path,
        ],
        None,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("clean"), "{stdout}");
    assert!(
        stdout.contains("note: seat 1 passed (`weiter`) in the auction"),
        "{stdout}"
    );
    let out = skus(
        &[
            "verify",
            "--engine",
            "reference",
            "--no-progress",
            "--json",
            path,
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let implied = find_key(&json, "implied").expect("an implied array");
    let first = &implied[0];
    assert_eq!(first["section"], "auction", "{implied}");
    assert_eq!(first["seat"], 1, "{implied}");
    assert_eq!(first["word"], "weiter", "{implied}");
    // Before the called card, the first event after the left-out turn.
    let call_line = game
        .lines()
        .position(|l| l.trim() == "1: XX")
        .map(|i| i as u64 + 1)
        .unwrap();
    assert_eq!(first["before"]["line"], call_line, "{implied}");
    assert_eq!(first["before"]["column"], 6, "{implied}");
}

fn find_key<'a>(v: &'a serde_json::Value, key: &str) -> Option<&'a serde_json::Value> {
    match v {
        serde_json::Value::Object(m) => m
            .get(key)
            .or_else(|| m.values().find_map(|x| find_key(x, key))),
        serde_json::Value::Array(a) => a.iter().find_map(|x| find_key(x, key)),
        _ => None,
    }
}

/// book/src/ptn.md, "Passes a record leaves out": `skus fmt` prints a record as written; it never adds or
/// removes passes.
#[test]
fn fmt_never_adds_or_removes_passes() {
    let game = corpus_without("tests/games/zwanziger/rufer-won.ptn", "  1: weiter\n");
    let out = skus(&["fmt", "-"], Some(&game));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let auction = |t: &str| -> Vec<String> {
        t.lines()
            .skip_while(|l| l.trim() != "auction")
            .skip(1)
            .take_while(|l| !l.trim().is_empty())
            .map(|l| l.trim().to_string())
            .collect()
    };
    assert_eq!(
        auction(&printed),
        vec!["1: rufer", "2: weiter", "3: weiter", "4: weiter"]
    );
    let bettel = corpus_without(
        "tests/games/tarockcup/renonce-pagat-last.ptn",
        "announce\n  1: pass\n  2: pass\n  3: pass\n  4: pass\n\n",
    );
    let out = skus(&["fmt", "-"], Some(&bettel));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("announce"));
}

/// A spec error with a related place, as `skus check` draws it (written out
/// by hand), with its code from the table of spec codes.
#[test]
fn check_draws_a_spec_error_with_its_related_place() {
    let spec = "tests/specs/broken/duplicate-group.rules";
    let o = skus(&["check", spec], None);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    let (headline, rest) = err.split_once('\n').unwrap();
    let (level, message) = headline.split_once(": ").unwrap();
    assert!(
        level == format!("error[{}]", skus::lang::codes::DECLARED_TWICE),
        "{headline}"
    );
    assert_eq!(message, "`kings-low` is declared twice");
    assert_eq!(
        rest,
        format!(
            "\x20 --> {spec}:9:7\n\
             \x20 |\n\
             9 | group kings-low = {{SK}}\n\
             \x20 |       ^^^^^^^^^ declared again here\n\
             \x20 |\n\
             \x20 --> {spec}:8:7\n\
             \x20 |\n\
             8 | group kings-low = {{SK, CK}}\n\
             \x20 |       --------- first declared here\n\
             \x20 |\n\
             \x20 = help: within one file every name, rule and handler is declared once; \
             a spec that extends another may replace it with `override`\n\
             \n\
             error: could not check the spec: 1 error\n\
             {spec}: 1 error\n"
        )
    );
}

/// `verify` keeps a syntax error's code: in the JSON finding, and in the
/// text report, which draws the error like every other command.
#[test]
fn verify_gives_a_syntax_error_its_code_in_json_and_text() {
    let dir = scratch("verify-code");
    let f = dir.join("bad.ptn");
    fs::write(
        &f,
        "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nplay\n  1. 1:SK 9:S9\n",
    )
    .unwrap();
    let path = f.to_str().unwrap();
    let o = skus(&["verify", "--json", path], None);
    assert_eq!(o.status.code(), Some(2));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let finding = &doc["games"][0]["findings"][0];
    assert_eq!(finding["kind"], "syntax");
    assert_eq!(finding["code"], "P0302");
    assert_eq!(
        (finding["line"].as_u64(), finding["column"].as_u64()),
        (Some(4), Some(11))
    );
    let o = skus(&["verify", path], None);
    let out = text(&o.stdout);
    assert!(
        out.contains("  error[P0302]: there is no seat 9\n"),
        "{out}"
    );
    assert!(out.contains(&format!("    --> {path}:4:11\n")), "{out}");
    assert!(out.contains("  4 |   1. 1:SK 9:S9\n"), "{out}");
}

/// `skus book` with a spec that does not check draws its diagnostics line
/// by line (they were once quoted, escaped, into a one-line message).
#[test]
fn book_draws_the_diagnostics_of_a_spec_that_does_not_check() {
    let dir = scratch("book-broken-spec");
    let spec = "tests/specs/broken/duplicate-group.rules";
    let out = dir.join("book");
    let o = skus(
        &[
            "book",
            "--out",
            out.to_str().unwrap(),
            "--markdown-only",
            "--spec",
            spec,
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains(&format!("  --> {spec}:9:7\n")), "{err}");
    assert!(!err.contains("\\x0a"), "{err}");
    assert!(
        err.contains(&format!("error: the spec `{spec}` cannot be used\n")),
        "{err}"
    );
}

/// `skus verify` lists a game only where it has findings, and makes a
/// settlement's notes only for a game it lists: a clean game is settled
/// without them, a game whose sheet is off is settled again with them.
/// The game is the corpus's Royal case 6; its notes' figures are the ones
/// its `.expect` derives by hand from the rulebook (Konsolation 100 and
/// 75, the lost small trophy's limit of 50, the kontras' +30 held to +20).
#[test]
fn a_game_listed_for_its_sheet_has_its_settlement_notes() {
    let game = root().join("tests/games/royal/case6-lost-small-trophy-kontra-cap.ptn");
    let original = fs::read_to_string(&game).unwrap();
    let sheet = "  1: +50  2: +50  3: +95  4: +95";
    assert!(original.contains(sheet));
    let dir = scratch("sheet-notes");
    let off = dir.join("off.ptn");
    fs::write(
        &off,
        original.replace(sheet, "  1: +50  2: +50  3: +95  4: +96"),
    )
    .unwrap();
    let notes = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.trim_start().starts_with("note:"))
            .map(str::to_string)
            .collect()
    };
    let game = game.to_str().unwrap();
    let clean = text(&skus(&["verify", "--no-progress", game], None).stdout);
    assert!(notes(&clean).is_empty(), "{clean}");
    let all = skus(&["verify", "--no-progress", "--all", game], None);
    assert_eq!(all.status.code(), Some(0));
    let all = text(&all.stdout);
    let listed = skus(&["verify", "--no-progress", off.to_str().unwrap()], None);
    assert_eq!(listed.status.code(), Some(1));
    let listed = text(&listed.stdout);
    assert!(listed.contains("SCORE MISMATCH"), "{listed}");
    let expected = [
        "seats 1–2 (attackers): Konsolation 100 (10 tarocks 60, no Honneur +30, no XVIII +5, no XVII +5)",
        "; 70, limit 50 → 50",
        "seats 3–4 (defenders): Konsolation 75 (12 tarocks 50, no XVI +5, defence +20)",
        "kontras +30 held to +20; limit 100 → 95",
    ];
    let listed_notes = notes(&listed);
    assert_eq!(listed_notes.len(), 2, "{listed}");
    for e in expected {
        assert!(listed_notes.iter().any(|n| n.contains(e)), "{e}:\n{listed}");
    }
    assert_eq!(listed_notes, notes(&all), "the notes --all shows");
}
