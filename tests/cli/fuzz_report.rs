//! `scripts/fuzz-report.sh`: logs of fuzz runs (handwritten in the form
//! `scripts/fuzz.sh` and libFuzzer write them) become rows of the
//! campaign table in fuzz/README.md, a crash is never reported as none,
//! and a log without a run says so.

use std::path::Path;
use std::process::Command;

fn report(logs: &[&str]) -> (bool, String) {
    report_with(&[], logs)
}

fn report_with(flags: &[&str], logs: &[&str]) -> (bool, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("sh")
        .arg(root.join("scripts/fuzz-report.sh"))
        .args(flags)
        .args(
            logs.iter()
                .map(|l| root.join("tests/cli/fuzz_logs").join(l)),
        )
        .current_dir(root)
        .output()
        .expect("sh runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    // The rows name the logs by the path given; keep the file name only.
    let dir = root.join("tests/cli/fuzz_logs/").display().to_string();
    (out.status.success(), text.replace(&dir, ""))
}

const HEAD: &str = "| target | build | start – end (UTC) | executions | exec/s | cov / ft | games, states | findings |\n|---|---|---|---:|---:|---|---|---|\n";

/// The report of one log is the table's head and `row`.
fn one_row(log: &str, row: &str) {
    let (ok, text) = report(&[log]);
    assert!(ok, "{log}: the report failed");
    assert_eq!(text, format!("{HEAD}{row}\n"), "{log}");
}

#[test]
fn a_crash_is_a_finding_with_its_file() {
    one_row(
        "crash.log",
        "| `differential` | abc1234 | 2026-11-26T06:00:00Z – 2026-11-26T06:10:00Z | 600 (last status) | 250 | 301 / 905 | 512 games (royal 100, tarockcup 103, hopfgarten 99, sitzenberg 110, zwanziger 100), 0 states | ERROR: libFuzzer: deadly signal (fuzz/artifacts/differential/crash-abcdef) |",
    );
}

#[test]
fn a_finished_run_gives_the_final_stats() {
    one_row(
        "clean.log",
        "| `ptn_json` | abc1234 | 2026-11-26T07:00:00Z – 2026-11-26T07:01:00Z | 131112 | 21852 | 4000 / 16000 | – | none |",
    );
}

#[test]
fn a_log_without_a_run_is_no_clean_run() {
    one_row(
        "no-run.log",
        "| spec_run | | | | | | | no libFuzzer status in no-run.log: not a run, or it did not start |",
    );
}

#[test]
fn a_run_that_failed_otherwise_says_how_it_ended() {
    one_row(
        "exit.log",
        "| `ptn_read` | abc1234 | 2026-11-26T09:00:00Z – 2026-11-26T09:00:02Z | 1024 (last status) | 1024 | 3000 / 12000 | – | exited with status 1 |",
    );
}

#[test]
fn a_missing_log_is_an_error() {
    let (ok, _) = report(&["absent.log"]);
    assert!(!ok);
}

#[test]
fn a_slow_unit_is_named_but_is_no_failure() {
    one_row(
        "slow.log",
        "| `legals_are_legal` | abc1234 | 2026-11-26T10:00:00Z – 2026-11-26T10:30:00Z | 4100 | 2 | 8000 / 30000 | – | none; slow units, not failures: fuzz/artifacts/legals_are_legal/slow-unit-0123 |",
    );
}

const TOTALS_HEAD: &str = "| target | runs | executions | games | states | found | goal | left |\n|---|---:|---:|---|---:|---|---|---|\n";

/// The totals add the runs of a target up (executions, games per variant,
/// states), say which runs found something, and set them against the
/// issue's goals; a log with no run adds nothing and is named.
#[test]
fn totals_add_the_runs_up_against_the_goals() {
    let (ok, text) = report_with(
        &["--totals"],
        &[
            "clean.log",
            "crash.log",
            "differential-more.log",
            "exit.log",
            "no-run.log",
            "slow.log",
            "states.log",
        ],
    );
    assert!(ok, "the totals failed:\n{text}");
    let rows = [
        "| `ptn_read` | 1 | 1024 | – | 0 | 1 run(s) with a crash, timeout, out-of-memory or failed exit | 10000000 executions | 9998976 executions |",
        "| `ptn_json` | 1 | 131112 | – | 0 | none | 10000000 executions | 9868888 executions |",
        "| `spec_run` | 0 (and 1 log(s) with no run) | 0 | – | 0 | none | 1000000 executions | 1000000 executions |",
        "| `differential` | 2 | 1200600 | 1000112 (royal 200100, tarockcup 200103, hopfgarten 199699, sitzenberg 200110, zwanziger 200100) | 0 | 1 run(s) with a crash, timeout, out-of-memory or failed exit | 1000000 games | met |",
        "| `legals_are_legal` | 2 | 4400 | 64 (royal 10, tarockcup 20, hopfgarten 10, sitzenberg 14, zwanziger 10) | 3112 | none | 1000000 states | 996888 states |",
    ];
    assert_eq!(text, format!("{TOTALS_HEAD}{}\n", rows.join("\n")));
}

/// A million games of one variant are not the goal's million over all
/// five.
#[test]
fn games_of_one_variant_do_not_meet_the_differential_goal() {
    let (ok, text) = report_with(&["--totals"], &["one-variant.log"]);
    assert!(ok);
    assert_eq!(
        text,
        format!(
            "{TOTALS_HEAD}| `differential` | 1 | 1000000 | 1000000 (royal 1000000, tarockcup 0, hopfgarten 0, sitzenberg 0, zwanziger 0) | 0 | none | 1000000 games | not over all five variants: no game of tarockcup, hopfgarten, sitzenberg, zwanziger |\n"
        )
    );
}

#[test]
fn totals_of_a_missing_log_are_an_error() {
    let (ok, _) = report_with(&["--totals"], &["absent.log"]);
    assert!(!ok);
}
