//! Hostile conditions for the `skus` binary: links, read-only and shared
//! files, planted temporary names, full and closed outputs, FIFOs, link
//! loops, empty inputs, absurd arguments, deep nesting, escape sequences.

use crate::common::scratch::Scratch;
use std::fs;
use std::io::Write;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn skus_in(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("skus runs");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.map(<[u8]>::to_vec);
    let feeder = std::thread::spawn(move || {
        if let Some(d) = data {
            let _ = input.write_all(&d);
        }
    });
    let out = child.wait_with_output().unwrap();
    let _ = feeder.join();
    out
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(name: &str) -> Scratch {
    Scratch::dir(&format!("skus-hostile-{}-{name}", std::process::id()))
}

fn listing(d: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited, not killed by a signal")
}

const MESSY: &str = "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nauction\n 1:vorhand\n";
const CANONICAL: &str = "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\n\nauction\n  1: vorhand\n";

#[test]
fn fmt_follows_a_symlink_and_rewrites_its_target() {
    let d = scratch("symlink");
    fs::write(d.join("a.ptn"), MESSY).unwrap();
    symlink("a.ptn", d.join("l.ptn")).unwrap();
    let o = skus_in(&d, &["fmt", "l.ptn"], None);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert!(
        fs::symlink_metadata(d.join("l.ptn"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(d.join("a.ptn")).unwrap(), CANONICAL);
    assert_eq!(listing(&d), ["a.ptn", "l.ptn"]);
}

#[test]
fn fmt_refuses_read_only_and_hard_linked_files() {
    let d = scratch("refuse");
    fs::write(d.join("ro.ptn"), MESSY).unwrap();
    fs::set_permissions(d.join("ro.ptn"), fs::Permissions::from_mode(0o444)).unwrap();
    let o = skus_in(&d, &["fmt", "ro.ptn"], None);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("read-only"), "{}", text(&o.stderr));
    assert_eq!(fs::read_to_string(d.join("ro.ptn")).unwrap(), MESSY);
    fs::write(d.join("h.ptn"), MESSY).unwrap();
    fs::hard_link(d.join("h.ptn"), d.join("h2.ptn")).unwrap();
    let o = skus_in(&d, &["fmt", "h.ptn"], None);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("2 hard links"),
        "{}",
        text(&o.stderr)
    );
    assert_eq!(fs::read_to_string(d.join("h2.ptn")).unwrap(), MESSY);
    // Another user's file (testable as root, who can give one away).
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        fs::write(d.join("theirs.ptn"), MESSY).unwrap();
        std::os::unix::fs::chown(d.join("theirs.ptn"), Some(65534), None).unwrap();
        let o = skus_in(&d, &["fmt", "theirs.ptn"], None);
        assert_eq!(code(&o), 2);
        assert!(
            text(&o.stderr).contains("another user"),
            "{}",
            text(&o.stderr)
        );
        assert_eq!(fs::read_to_string(d.join("theirs.ptn")).unwrap(), MESSY);
        fs::remove_file(d.join("theirs.ptn")).unwrap();
    }
    // --check only reads: it answers for both.
    let o = skus_in(&d, &["fmt", "--check", "ro.ptn", "h.ptn"], None);
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    assert_eq!(listing(&d), ["h.ptn", "h2.ptn", "ro.ptn"]);
}

#[test]
fn fmt_keeps_the_permissions_and_never_writes_through_a_planted_link() {
    let d = scratch("planted");
    fs::write(d.join("a.ptn"), MESSY).unwrap();
    fs::set_permissions(d.join("a.ptn"), fs::Permissions::from_mode(0o640)).unwrap();
    fs::write(d.join("victim"), "precious").unwrap();
    // The old fixed temporary name, planted as a link to another file.
    symlink("victim", d.join(".a.ptn.skus-fmt.tmp")).unwrap();
    let before = listing(&d);
    let o = skus_in(&d, &["fmt", "--check", "a.ptn"], None);
    assert_eq!(code(&o), 1);
    assert_eq!(listing(&d), before, "--check creates nothing");
    let o = skus_in(&d, &["fmt", "a.ptn"], None);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert_eq!(fs::read_to_string(d.join("victim")).unwrap(), "precious");
    assert_eq!(
        listing(&d),
        before,
        "the link is kept, no temporary file left"
    );
    assert_eq!(fs::read_to_string(d.join("a.ptn")).unwrap(), CANONICAL);
    let mode = fs::metadata(d.join("a.ptn")).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o640);
}

#[test]
fn fmt_leaves_no_temporary_file_on_an_error_and_streams_a_large_file() {
    let d = scratch("errors");
    let broken =
        format!("{MESSY}\n[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nplay\n  1. 1:XK\n");
    fs::write(d.join("b.ptn"), &broken).unwrap();
    let o = skus_in(&d, &["fmt", "b.ptn"], None);
    assert_eq!(code(&o), 2);
    assert_eq!(listing(&d), ["b.ptn"]);
    assert_eq!(fs::read_to_string(d.join("b.ptn")).unwrap(), broken);
    // 20,000 games: read and written game by game.
    let many = vec![MESSY; 20_000].join("\n");
    fs::write(d.join("m.ptn"), &many).unwrap();
    let o = skus_in(&d, &["fmt", "--check", "m.ptn"], None);
    assert_eq!(code(&o), 1);
    let o = skus_in(&d, &["fmt", "m.ptn"], None);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let o = skus_in(&d, &["fmt", "--check", "m.ptn"], None);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert_eq!(listing(&d), ["b.ptn", "m.ptn"]);
}

fn run_to(dir: &Path, args: &[&str], stdout: fs::File) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn a_full_output_is_status_2_never_a_panic() {
    let d = scratch("full");
    fs::write(d.join("a.ptn"), CANONICAL).unwrap();
    for args in [
        &["verify", "--json", "a.ptn"][..],
        &["verify", "a.ptn"],
        &["convert", "--to", "json", "a.ptn"],
        &["convert", "--to", "ptn", "a.ptn"],
        &["fmt", "-"],
        &["--help"],
        &["check", "--list"],
        &["check", "zwanziger"],
        &["simulate", "--variant", "zwanziger", "--games", "3"],
        &["book", "--markdown-only", "--out", "bk"],
    ] {
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = run_to(&d, args, full);
        assert_eq!(code(&o), 2, "{args:?}: {}", text(&o.stderr));
        assert!(!text(&o.stderr).contains("panicked"), "{args:?}");
    }
    // A full standard error is ignored; the status is the verdict's.
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(&d)
        .args(["verify", "missing.ptn"])
        .stderr(full)
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(code(&o), 2);
    // A spec's errors on a full standard error: the status says so.
    fs::write(
        d.join("bad.rules"),
        "variant x \"x\"\nparam p: int = true\n",
    )
    .unwrap();
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(&d)
        .args(["check", "bad.rules"])
        .stderr(full)
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(code(&o), 1);
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_2() {
    let d = scratch("pipe");
    let many = vec![CANONICAL; 3000].join("\n");
    fs::write(d.join("m.ptn"), &many).unwrap();
    for args in [
        &["verify", "--all", "--engine", "reference", "m.ptn"][..],
        &["convert", "--to", "json", "m.ptn"],
        &["convert", "--to", "ptn", "-"],
        &["fmt", "-"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skus"))
            .current_dir(&d)
            .args(args)
            .stdin(fs::File::open(d.join("m.ptn")).unwrap())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away at once
        let o = child.wait_with_output().unwrap();
        assert_eq!(code(&o), 2, "{args:?}");
        assert_eq!(text(&o.stderr), "", "{args:?}");
    }
}

#[test]
fn an_empty_file_or_one_of_comments_is_no_game_not_clean() {
    let d = scratch("empty");
    fs::write(d.join("e.ptn"), "").unwrap();
    fs::write(d.join("c.ptn"), "; only a comment\n\n{ and a block }\n").unwrap();
    fs::write(d.join("e.json"), "{\"games\": []}").unwrap();
    for f in ["e.ptn", "c.ptn", "e.json"] {
        for args in [
            &["verify", f][..],
            &["fmt", "--check", f],
            &["convert", "--to", "json", f],
        ] {
            if args[0] == "fmt" && f.ends_with(".json") {
                continue;
            }
            let o = skus_in(&d, args, None);
            assert_eq!(code(&o), 2, "{args:?}");
            let err = text(&o.stderr) + &text(&o.stdout);
            assert!(err.contains("no game"), "{args:?}: {err}");
        }
    }
}

#[test]
fn fifos_are_refused_without_blocking_and_link_loops_are_walked_once() {
    let d = scratch("walk");
    let games = d.join("games");
    fs::create_dir_all(games.join("sub")).unwrap();
    fs::write(games.join("a.ptn"), CANONICAL).unwrap();
    fs::write(games.join("sub/b.ptn"), CANONICAL).unwrap();
    symlink("..", games.join("sub/up")).unwrap();
    symlink(".", games.join("self")).unwrap();
    let fifo = games.join("f.ptn");
    let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid C string and mode.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let t = Instant::now();
    let o = skus_in(
        &d,
        &["verify", "--engine", "reference", "--json", "games"],
        None,
    );
    assert!(t.elapsed() < Duration::from_secs(10));
    assert_eq!(code(&o), 2, "{}", text(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["summary"]["games"], 2, "each game once");
    assert!(text(&o.stderr).contains("a FIFO"), "{}", text(&o.stderr));
    for args in [
        &["verify", "games/f.ptn"][..],
        &["fmt", "games/f.ptn"],
        &["fmt", "--check", "games/f.ptn"],
        &["convert", "--to", "json", "games/f.ptn"],
    ] {
        let t = Instant::now();
        let o = skus_in(&d, args, None);
        assert!(t.elapsed() < Duration::from_secs(5), "{args:?} blocked");
        assert_eq!(code(&o), 2, "{args:?}");
        assert!(text(&o.stderr).contains("a FIFO"), "{args:?}");
    }
    // A dangling link with a game's name is an error, not a silent skip.
    symlink("nowhere.ptn", games.join("gone.ptn")).unwrap();
    let o = skus_in(&d, &["verify", "--engine", "reference", "games/sub"], None);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("gone.ptn"), "{}", text(&o.stderr));
}

#[test]
fn an_unreadable_folder_is_an_error_and_the_rest_is_refereed() {
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        return; // root reads every folder
    }
    let d = scratch("unreadable");
    fs::create_dir_all(d.join("g/locked")).unwrap();
    fs::write(d.join("g/a.ptn"), CANONICAL).unwrap();
    fs::write(d.join("g/locked/b.ptn"), CANONICAL).unwrap();
    fs::set_permissions(d.join("g/locked"), fs::Permissions::from_mode(0o000)).unwrap();
    let o = skus_in(&d, &["verify", "--engine", "reference", "g"], None);
    fs::set_permissions(d.join("g/locked"), fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("locked"));
    assert!(text(&o.stdout).contains("a.ptn"));
}

#[test]
fn absurd_arguments_are_refused_by_the_parser() {
    let d = scratch("args");
    for args in [
        &["verify", "-j", "99999999", "x.ptn"][..],
        &["verify", "-j", "257", "x.ptn"],
        &["verify", "-j", "-1", "x.ptn"],
        &[
            "simulate",
            "--variant",
            "royal",
            "--games",
            "18446744073709551615",
        ],
        &[
            "simulate",
            "--variant",
            "royal",
            "--games",
            "1",
            "--seed",
            "-1",
        ],
        &["fmt", "--max-game-size", "0", "-"],
    ] {
        let o = skus_in(&d, args, None);
        assert_eq!(code(&o), 2, "{args:?}");
        assert!(text(&o.stderr).contains("error"), "{args:?}");
    }
    fs::write(d.join("a.ptn"), CANONICAL).unwrap();
    let o = skus_in(
        &d,
        &["verify", "-j", "256", "--engine", "reference", "a.ptn"],
        None,
    );
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    let help = text(&skus_in(&d, &["verify", "--help"], None).stdout);
    assert!(help.contains("at most 256"), "{help}");
}

#[test]
fn deep_nesting_long_lines_and_binary_input_end_in_located_errors() {
    let d = scratch("deep");
    let deep = format!(
        "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\n\nauction\n  1: {}spiel{}\n",
        "kontra(".repeat(100_000),
        ")".repeat(100_000)
    );
    fs::write(d.join("deep.ptn"), &deep).unwrap();
    let mut binary = b"[Variant \"tarockcup\"]\n[Seats \"A,\0B,C,D\"]\n\x1b[2J\xff\xfe\n".to_vec();
    binary.extend(std::iter::repeat_n(0u8, 100_000));
    fs::write(d.join("bin.ptn"), &binary).unwrap();
    for f in ["deep.ptn", "bin.ptn"] {
        for args in [
            &["verify", "--engine", "reference", f][..],
            &["fmt", "--check", f],
            &["fmt", f],
            &["convert", "--to", "json", f],
        ] {
            let o = skus_in(&d, args, None);
            assert_eq!(code(&o), 2, "{args:?}");
            let all = text(&o.stderr) + &text(&o.stdout);
            assert!(!all.contains('\x1b') && !all.contains('\0'), "{args:?}");
            // Every command draws the error with its code and place: items
            // nest too deep (P0505) at the 33rd `(`.
            if f == "deep.ptn" {
                let place = format!("deep.ptn:5:{}\n", 6 + "kontra".len() + 32 * 7);
                assert!(all.contains("error[P0505]: "), "{args:?}: {all:.2000}");
                assert!(all.contains(&place), "{args:?}: {all:.2000}");
            }
        }
    }
    // A game over --max-game-size is skipped, the next one read.
    let two = format!("{CANONICAL}; {}\n\n{CANONICAL}", "x".repeat(5000));
    let o = skus_in(
        &d,
        &["--max-game-size", "1000", "convert", "--to", "ptn", "-"],
        Some(two.as_bytes()),
    );
    assert_eq!(code(&o), 2);
    assert_eq!(text(&o.stdout), CANONICAL);
    // P0001: a game longer than the limit, skipped, at its first line.
    assert!(
        text(&o.stderr).contains("error[P0001]: "),
        "{}",
        text(&o.stderr)
    );
    assert!(
        text(&o.stderr).contains(" --> <stdin>:1:1\n"),
        "{}",
        text(&o.stderr)
    );
    assert!(text(&o.stderr).contains("longer than 1000 bytes"));
    // Endless zeros on standard input end at the limit.
    let t = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_skus"))
        .args(["--max-game-size", "100000", "verify", "-"])
        .stdin(fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdout.take();
    let o = child.wait_with_output().unwrap();
    assert!(t.elapsed() < Duration::from_secs(10));
    assert_eq!(code(&o), 2);
}

#[test]
fn convert_decides_the_format_without_mistaking_a_ptn_comment_for_json() {
    let d = scratch("detect");
    let ptn = format!("{{ a comment first }}\n{CANONICAL}");
    fs::write(d.join("c.ptn"), &ptn).unwrap();
    fs::write(d.join("c.txt"), &ptn).unwrap();
    let from_file = skus_in(&d, &["convert", "--to", "json", "c.ptn"], None);
    assert_eq!(code(&from_file), 0, "{}", text(&from_file.stderr));
    for args in [
        &["convert", "--to", "json", "c.txt"][..],
        &["convert", "--to", "json", "-"],
        &["convert", "--to", "json", "--from", "ptn", "-"],
    ] {
        let o = skus_in(&d, args, Some(ptn.as_bytes()));
        assert_eq!(code(&o), 0, "{args:?}: {}", text(&o.stderr));
        assert_eq!(o.stdout, from_file.stdout);
    }
    // And back: the PTN written reads again, through every path.
    let json = from_file.stdout;
    let back = skus_in(&d, &["convert", "--to", "ptn", "-"], Some(&json));
    assert_eq!(code(&back), 0, "{}", text(&back.stderr));
    assert_eq!(text(&back.stdout), ptn);
    let again = skus_in(&d, &["convert", "--to", "json", "-"], Some(&back.stdout));
    assert_eq!(again.stdout, json);
    let o = skus_in(
        &d,
        &["convert", "--to", "ptn", "--from", "json", "c.ptn"],
        None,
    );
    assert_eq!(code(&o), 2, "--from json on PTN is invalid JSON");
}

#[test]
fn many_match_ids_are_settled_in_linear_time() {
    let d = scratch("matches");
    let sim = skus_in(
        &d,
        &[
            "simulate",
            "--variant",
            "royal",
            "--games",
            "1",
            "--seed",
            "3",
        ],
        None,
    );
    let game = text(&sim.stdout);
    let mut all = String::new();
    for i in 0..4000 {
        if i > 0 {
            all.push('\n');
        }
        all.push_str(&game.replacen(
            "[Variant \"royal\"]",
            &format!("[Variant \"royal\"]\n[Match \"m{i}\"]"),
            1,
        ));
    }
    fs::write(d.join("m.ptn"), &all).unwrap();
    let t = Instant::now();
    let o = skus_in(&d, &["verify", "--engine", "reference", "m.ptn"], None);
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
}

#[test]
fn escape_sequences_in_names_and_values_are_escaped_in_rulings() {
    let d = scratch("escape");
    let game =
        "[Variant \"tarockcup\"]\n[Seats \"A\x1b[31m,B\u{9b}2J,C,D\"]\n\nplay\n  1. 1:SK 2:XK\n";
    fs::write(d.join("e.ptn"), game).unwrap();
    let o = skus_in(&d, &["verify", "--engine", "reference", "e.ptn"], None);
    let all = text(&o.stderr) + &text(&o.stdout);
    assert!(!all.contains('\x1b') && !all.contains('\u{9b}'), "{all}");
    let game = game.replace("2:XK", "2:S9");
    fs::write(d.join("e.ptn"), game).unwrap();
    let o = skus_in(
        &d,
        &["verify", "--all", "--engine", "reference", "e.ptn"],
        None,
    );
    let all = text(&o.stderr) + &text(&o.stdout);
    assert!(!all.contains('\x1b') && !all.contains('\u{9b}'), "{all}");
}

#[test]
fn the_parse_budget_holds_for_the_first_spec_a_process_reads() {
    // The budget of grammar rule calls is given to pest before the first
    // spec is read: a fresh process with a small budget gives up reading
    // a whole spec (no shipped text, so it is read whole), with the
    // budget's error, not an answer.
    let dir = scratch("parse-budget");
    let mut spec = String::from("variant own \"Own\"\n");
    for i in 0..400 {
        spec.push_str(&format!("param p-n{i}: int = {i} + {i} * ({i} - 1)\n"));
    }
    fs::write(dir.join("own.rules"), &spec).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_skus"))
        .current_dir(&dir)
        .env("SKUS_PARSE_CALLS", "2000")
        .args(["check", "own.rules"])
        .output()
        .expect("skus runs");
    let err = text(&out.stderr);
    assert_ne!(code(&out), 0, "{err}");
    assert!(
        err.contains("too large or too intricate to be read"),
        "{err}"
    );
}
