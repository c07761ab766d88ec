//! Verifying many games: files, directories and standard input, read one
//! game at a time and verified in parallel batches, in order.

use super::{Engines, Status, Verdict, matches, verify};
use crate::engine::MatchResult;
use crate::ptn::{self, Chunk, ParseOptions, Reader};
use rayon::prelude::*;
use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How to verify.
#[derive(Clone, Debug)]
pub struct Options {
    /// Worker threads; 0 uses every core.
    pub jobs: usize,
    pub progress: Progress,
}

/// Whether to show a progress line on standard error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Off,
    /// Only when standard error is a terminal.
    Auto,
}

/// What one file gave.
#[derive(Clone, Debug, Default)]
pub struct FileReport {
    pub file: String,
    pub games: usize,
    pub clean: usize,
    pub findings: usize,
    pub unreadable: usize,
    pub matches: Vec<(String, MatchResult)>,
    /// The file itself could not be read.
    pub error: Option<String>,
}

/// Games verified together; large enough to keep every core busy, small
/// enough to stream.
const BATCH: usize = 512;

/// Expands the inputs (directories become their `.ptn` and `.json` files,
/// recursively, sorted; `-` is standard input).
pub fn expand(inputs: &[String]) -> Vec<Result<Option<PathBuf>, String>> {
    let mut out = Vec::new();
    for arg in inputs {
        if arg == "-" {
            out.push(Ok(None));
            continue;
        }
        let path = PathBuf::from(arg);
        if path.is_dir() {
            let mut files = Vec::new();
            walk(&path, &mut files);
            if files.is_empty() {
                out.push(Err(format!(
                    "{arg}: no .ptn or .json files in this directory"
                )));
            }
            out.extend(files.into_iter().map(|f| Ok(Some(f))));
        } else {
            out.push(Ok(Some(path)));
        }
    }
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptn" || e == "json") {
            out.push(p);
        }
    }
}

/// Verifies every game of the inputs and hands each verdict to `sink`, in
/// file order and game order. Returns what each file gave.
pub fn verify_inputs(
    inputs: &[String],
    engines: &dyn Engines,
    opts: &Options,
    mut sink: impl FnMut(&Verdict),
) -> Vec<FileReport> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(opts.jobs)
        .build()
        .ok();
    let mut progress = Meter::new(opts.progress);
    let mut reports = Vec::new();
    for input in expand(inputs) {
        let path = match input {
            Ok(p) => p,
            Err(e) => {
                reports.push(FileReport {
                    error: Some(e),
                    ..FileReport::default()
                });
                continue;
            }
        };
        let name = path
            .as_ref()
            .map_or("<stdin>".to_string(), |p| p.display().to_string());
        let mut report = FileReport {
            file: name.clone(),
            ..FileReport::default()
        };
        let mut with_match: Vec<Verdict> = Vec::new();
        let mut take = |verdicts: Vec<Verdict>, report: &mut FileReport| {
            for v in verdicts {
                report.games += 1;
                match v.status {
                    Status::Clean => report.clean += 1,
                    Status::Findings => report.findings += 1,
                    Status::Unreadable => report.unreadable += 1,
                }
                sink(&v);
                if v.match_id.is_some() {
                    with_match.push(v);
                }
            }
        };
        let result = read_file(
            path.as_deref(),
            &name,
            engines,
            pool.as_ref(),
            &mut |verdicts| {
                progress.add(verdicts.len(), &name);
                take(verdicts, &mut report);
            },
        );
        if let Err(e) = result {
            report.error = Some(format!("cannot read {name}: {e}"));
        }
        report.matches = matches(&with_match, engines);
        reports.push(report);
    }
    progress.finish();
    reports
}

type Batch<'a> = dyn FnMut(Vec<Verdict>) + 'a;

fn read_file(
    path: Option<&Path>,
    name: &str,
    engines: &dyn Engines,
    pool: Option<&rayon::ThreadPool>,
    emit: &mut Batch<'_>,
) -> io::Result<()> {
    let mut src: Box<dyn Read> = match path {
        Some(p) => Box::new(std::fs::File::open(p)?),
        None => Box::new(io::stdin()),
    };
    let is_json = path
        .and_then(|p| p.extension())
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    if is_json {
        let mut text = String::new();
        src.read_to_string(&mut text)?;
        let verdicts = match ptn::from_json(&text) {
            Ok(games) => games
                .iter()
                .enumerate()
                .map(|(i, g)| match g {
                    Ok(g) => verify(g, name, i, engines),
                    Err(e) => Verdict::unreadable(name, e),
                })
                .collect(),
            Err(e) => vec![Verdict::unreadable(
                name,
                &ptn::GameError {
                    index: 0,
                    line: e.line,
                    variant: None,
                    errors: vec![*e],
                },
            )],
        };
        emit(verdicts);
        return Ok(());
    }
    let mut batch: Vec<Chunk<String>> = Vec::with_capacity(BATCH);
    let run = |batch: &[Chunk<String>]| -> Vec<Verdict> {
        let work = || {
            batch
                .par_iter()
                .map(|c| verify_chunk(c, name, engines))
                .collect()
        };
        match pool {
            Some(p) => p.install(work),
            None => work(),
        }
    };
    for chunk in Reader::new(src) {
        batch.push(chunk?);
        if batch.len() == BATCH {
            emit(run(&batch));
            batch.clear();
        }
    }
    if !batch.is_empty() {
        emit(run(&batch));
    }
    Ok(())
}

fn verify_chunk(c: &Chunk<String>, name: &str, engines: &dyn Engines) -> Verdict {
    match c.parse(ParseOptions::default()) {
        Ok(g) => verify(&g, name, c.index, engines),
        Err(e) => Verdict::unreadable(name, &e),
    }
}

/// A progress line on standard error, only on a terminal.
struct Meter {
    on: bool,
    games: usize,
    start: Instant,
    last: Instant,
}

impl Meter {
    fn new(p: Progress) -> Meter {
        let now = Instant::now();
        Meter {
            on: p == Progress::Auto && io::stderr().is_terminal(),
            games: 0,
            start: now,
            last: now,
        }
    }

    fn add(&mut self, n: usize, file: &str) {
        self.games += n;
        if self.on && self.last.elapsed() > Duration::from_millis(100) {
            self.last = Instant::now();
            let rate = self.games as f64 / self.start.elapsed().as_secs_f64().max(1e-9);
            let mut err = io::stderr().lock();
            let _ = write!(
                err,
                "\r\x1b[2K{} games verified ({:.0}/s) — {file}",
                self.games, rate
            );
            let _ = err.flush();
        }
    }

    fn finish(&self) {
        if self.on && self.games > 0 {
            let _ = write!(io::stderr().lock(), "\r\x1b[2K");
        }
    }
}
