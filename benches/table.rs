//! Machine-readable figures for `scripts/bench.sh`: with `SKUS_BENCH_TABLE`
//! set, a bench binary times its operations itself (best and median of a
//! few runs, one thread) and prints one line per figure instead of running
//! divan:
//!
//! `bench NAME bytes=B games=G runs=R best_s=S median_s=S`
//!
//! Included by the bench binaries with `#[path]`; not every binary uses
//! every item.
#![allow(dead_code)]

use std::time::Instant;

/// Whether the runner script asked for table lines.
pub fn wanted() -> bool {
    std::env::var_os("SKUS_BENCH_TABLE").is_some()
}

/// Runs per figure: `SKUS_BENCH_RUNS`, else `default`.
pub fn runs(default: usize) -> usize {
    std::env::var("SKUS_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .filter(|&r| r > 0)
        .unwrap_or(default)
}

/// Times `f` (after one warm-up run) `runs` times and prints its line.
pub fn measure(name: &str, bytes: usize, games: usize, runs: usize, mut f: impl FnMut()) {
    f();
    let mut secs: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .collect();
    secs.sort_by(f64::total_cmp);
    let best = secs[0];
    let median = secs[secs.len() / 2];
    println!(
        "bench {name} bytes={bytes} games={games} runs={runs} best_s={best:.6} median_s={median:.6}"
    );
}
