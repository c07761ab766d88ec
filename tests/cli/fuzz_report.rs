//! `scripts/fuzz-report.sh`: logs of fuzz runs (handwritten in the form
//! `scripts/fuzz.sh` and libFuzzer write them) become rows of the
//! campaign table in fuzz/README.md, a crash is never reported as none,
//! and a log without a run says so.

use std::path::Path;
use std::process::Command;

fn report(logs: &[&str]) -> (bool, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("sh")
        .arg(root.join("scripts/fuzz-report.sh"))
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
