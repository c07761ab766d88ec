//! `skus verify [--json] FILE…|DIR…`: the referee.

use super::out::Out;
use super::{Limits, Status};
use crate::referee::{
    self, Engines, FileReport, Notes, Options, Progress, ReferenceEngines, Status as GameStatus,
};
use std::ops::ControlFlow;
use std::time::Instant;

pub struct Args {
    pub inputs: Vec<String>,
    pub json: bool,
    pub all: bool,
    pub jobs: usize,
    pub progress: bool,
    pub limits: Limits,
}

pub fn run(args: Args) -> Status {
    let engines = ReferenceEngines::new();
    run_with(args, &engines)
}

pub fn run_with(args: Args, engines: &dyn Engines) -> Status {
    let start = Instant::now();
    let opts = Options {
        jobs: args.jobs,
        progress: if args.progress {
            Progress::Auto
        } else {
            Progress::Off
        },
        max_game: args.limits.max_game,
        max_json: args.limits.max_json,
        // A clean game is shown only with --all (JSON shows every game).
        notes: if args.all || args.json {
            Notes::Every
        } else {
            Notes::Listed
        },
    };
    let mut out = Out::stdout();
    let mut status = Status::Clean;
    let mut doc = referee::JsonDocument::new();
    if args.json {
        out.put(doc.start());
    }
    let reports = referee::verify_inputs(&args.inputs, engines, &opts, |v| {
        status = status.max(match v.status {
            GameStatus::Clean => Status::Clean,
            GameStatus::Findings => Status::Findings,
            GameStatus::Unreadable => Status::Unreadable,
        });
        if args.json {
            out.put(&doc.game(v));
        } else if args.all || v.status != GameStatus::Clean {
            out.put(&referee::human(v));
            out.put("\n");
        }
        // Output that cannot be written ends the run (a closed pipe).
        if out.ok() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    let total: usize = reports.iter().map(|r| r.games).sum();
    let elapsed = start.elapsed().as_secs_f64();
    for r in &reports {
        if let Some(e) = &r.error {
            status = Status::Unreadable;
            let hint = if e.starts_with("no game in") {
                "a game starts with its tag block: [Variant \"…\"] and [Seats \"…\"]"
            } else {
                "check the path; directories are searched for .ptn and .json files"
            };
            super::report(e, hint);
        }
    }
    if args.json {
        out.put(&doc.end(&reports, elapsed));
    } else {
        for r in &reports {
            for (id, m) in &r.matches {
                out.put(&referee::human_match(&r.file, id, m));
            }
        }
        out.put(&summary_table(&reports, total, elapsed, args.all));
    }
    status.max(out.finish())
}

fn summary_table(reports: &[FileReport], total: usize, elapsed: f64, all: bool) -> String {
    let mut s = String::new();
    let width = reports
        .iter()
        .map(|r| r.file.len())
        .max()
        .unwrap_or(4)
        .clamp(4, 60);
    let line = |s: &mut String, name: &str, g: usize, c: usize, f: usize, u: usize| {
        let name = crate::text::escape_control(name);
        s.push_str(&format!(
            "{name:<width$}  {g:>7}  {c:>7}  {f:>8}  {u:>10}\n"
        ));
    };
    s.push_str(&format!(
        "{:<width$}  {:>7}  {:>7}  {:>8}  {:>10}\n",
        "file", "games", "clean", "findings", "unreadable"
    ));
    for r in reports.iter().filter(|r| r.error.is_none()) {
        line(&mut s, &r.file, r.games, r.clean, r.findings, r.unreadable);
    }
    if reports.len() > 1 {
        let sum = |f: fn(&FileReport) -> usize| reports.iter().map(f).sum::<usize>();
        line(
            &mut s,
            "total",
            total,
            sum(|r| r.clean),
            sum(|r| r.findings),
            sum(|r| r.unreadable),
        );
    }
    let rate = total as f64 / elapsed.max(1e-9);
    s.push_str(&format!(
        "verified {total} game(s) in {elapsed:.2} s ({rate:.0} games/s)"
    ));
    if !all && reports.iter().any(|r| r.clean > 0) {
        s.push_str("; clean games are not listed (--all lists them)");
    }
    s.push('\n');
    s
}
