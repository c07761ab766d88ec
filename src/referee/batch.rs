//! Verifying many games: files, directories and standard input, read one
//! game at a time and verified in parallel batches, in order.

use super::{Engines, Notes, Status, Verdict, verify_with};
use crate::engine::{MatchGame, MatchResult};
use crate::ptn::{self, Chunk, ParseOptions, Reader};
use std::collections::HashMap;
use std::io::{self, Read};
use std::ops::ControlFlow;
#[cfg(feature = "native")]
use {
    rayon::prelude::*,
    std::collections::HashSet,
    std::io::{IsTerminal, Write},
    std::os::unix::fs::MetadataExt,
    std::path::{Path, PathBuf},
    std::time::{Duration, Instant},
};

/// How to verify.
#[derive(Clone, Debug)]
pub struct Options {
    /// Worker threads; 0 uses every core (at most [`MAX_JOBS`]).
    pub jobs: usize,
    pub progress: Progress,
    /// Largest text of one PTN game, in bytes.
    pub max_game: usize,
    /// Largest JSON document, in bytes.
    pub max_json: usize,
    /// Which verdicts carry their settlement's notes.
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            jobs: 0,
            progress: Progress::Off,
            max_game: ptn::MAX_GAME_BYTES,
            max_json: ptn::MAX_JSON_BYTES,
            notes: Notes::Every,
        }
    }
}

/// The most worker threads used, whatever `jobs` asks.
#[cfg(feature = "native")]
pub const MAX_JOBS: usize = 256;

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

/// A batch also ends when its games' text reaches this many bytes, so that
/// a file of large games holds no more than this (and what reading it costs)
/// at a time.
const BATCH_BYTES: usize = 8 << 20;

/// Expands the inputs (directories become their `.ptn` and `.json` files,
/// recursively, sorted; `-` is standard input). A directory reached twice
/// (a symbolic link loop, or two links to one directory) is entered once;
/// a folder that cannot be read is an error, as is a FIFO, socket or device
/// (named or found), which is never opened.
#[cfg(feature = "native")]
pub fn expand(inputs: &[String]) -> Vec<Result<Option<PathBuf>, String>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for arg in inputs {
        if arg == "-" {
            out.push(Ok(None));
            continue;
        }
        let path = PathBuf::from(arg);
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() => {
                let before = out.len();
                walk(&path, &m, &mut seen, &mut out);
                if !out[before..].iter().any(|r| r.is_ok()) {
                    out.push(Err(format!(
                        "{arg}: no .ptn or .json files in this directory"
                    )));
                }
            }
            Ok(m) if !m.is_file() => out.push(Err(format!(
                "cannot read {arg}: {}",
                crate::files::not_regular(&m)
            ))),
            // A missing file is reported when it is opened.
            _ => out.push(Ok(Some(path))),
        }
    }
    out
}

#[cfg(feature = "native")]
fn walk(
    dir: &Path,
    meta: &std::fs::Metadata,
    seen: &mut HashSet<(u64, u64)>,
    out: &mut Vec<Result<Option<PathBuf>, String>>,
) {
    if !seen.insert((meta.dev(), meta.ino())) {
        return; // entered already: a link loop or a second link
    }
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            out.push(Err(format!("cannot read {}: {e}", dir.display())));
            return;
        }
    };
    let mut paths = Vec::new();
    for e in entries {
        match e {
            Ok(e) => paths.push(e.path()),
            Err(e) => out.push(Err(format!("cannot read {}: {e}", dir.display()))),
        }
    }
    paths.sort();
    for p in paths {
        // Links are followed to what they name; loops end at `seen`.
        let m = match std::fs::metadata(&p) {
            Ok(m) => m,
            Err(e) => {
                if p.extension().is_some_and(|e| e == "ptn" || e == "json") {
                    out.push(Err(format!("cannot read {}: {e}", p.display())));
                }
                continue;
            }
        };
        if m.is_dir() {
            walk(&p, &m, seen, out);
        } else if p.extension().is_some_and(|e| e == "ptn" || e == "json") {
            if m.is_file() {
                out.push(Ok(Some(p)));
            } else {
                out.push(Err(format!(
                    "cannot read {}: {}",
                    p.display(),
                    crate::files::not_regular(&m)
                )));
            }
        }
    }
}

/// The games of each match, as the engines need them (players and scores),
/// grouped in linear time; only for variants whose engine defines a match.
#[derive(Default)]
struct Matches {
    order: Vec<(String, String)>,
    games: HashMap<(String, String), Vec<MatchGame>>,
    /// Whether each variant's engine defines a match (asked once).
    defines: HashMap<String, bool>,
}

impl Matches {
    fn add(&mut self, v: &Verdict, engines: &dyn Engines) {
        let (Some(m), Some(var), Some(score)) = (&v.match_id, &v.variant, v.score) else {
            return;
        };
        let defines = *self
            .defines
            .entry(var.clone())
            .or_insert_with(|| engines.engine(var).is_some_and(defines_match));
        if !defines {
            return;
        }
        let key = (m.clone(), var.clone());
        let games = self.games.entry(key.clone()).or_insert_with(|| {
            self.order.push(key);
            Vec::new()
        });
        games.push(MatchGame {
            players: v.players.clone(),
            scores: score,
        });
    }

    fn results(self, engines: &dyn Engines) -> Vec<(String, MatchResult)> {
        let mut games = self.games;
        self.order
            .into_iter()
            .filter_map(|key| {
                let g = games.remove(&key)?;
                let engine = engines.engine(&key.1)?;
                engine.match_result(&g).map(|r| (key.0, r))
            })
            .collect()
    }
}

/// Whether an engine defines a match: asked with matches of one to sixteen
/// games of four placeholder players (an engine without a match rule
/// answers none of them).
fn defines_match(engine: &dyn crate::engine::Engine) -> bool {
    let game = MatchGame {
        players: ["a", "b", "c", "d"].map(String::from).to_vec(),
        scores: crate::seat::BySeat([0; 4]),
    };
    (1..=16).any(|n| engine.match_result(&vec![game.clone(); n]).is_some())
}

/// Verifies every game of the inputs and hands each verdict to `sink`, in
/// file order and game order. Returns what each file gave.
#[cfg(feature = "native")]
pub fn verify_inputs(
    inputs: &[String],
    engines: &dyn Engines,
    opts: &Options,
    mut sink: impl FnMut(&Verdict) -> ControlFlow<()>,
) -> Vec<FileReport> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(opts.jobs.min(MAX_JOBS))
        .build()
        .ok();
    let run = |batch: &[Chunk<String>], name: &str, next: &mut NextBatch<'_>| {
        let work = || {
            rayon::join(
                || -> Vec<Verdict> {
                    batch
                        .par_iter()
                        .map(|c| verify_chunk(c, name, engines, opts.notes))
                        .collect()
                },
                next,
            )
        };
        match pool.as_ref() {
            Some(p) => p.install(work),
            None => work(),
        }
    };
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
        let is_json = path
            .as_deref()
            .and_then(|p| p.extension())
            .is_some_and(|e| e.eq_ignore_ascii_case("json"));
        let src: io::Result<Box<dyn Read + Send>> = match path.as_deref() {
            Some(p) => crate::files::open_regular(p).map(|f| Box::new(f) as Box<dyn Read + Send>),
            None => Ok(Box::new(io::stdin())),
        };
        let (report, flow) = verify_source(
            &name,
            src,
            is_json,
            engines,
            opts,
            &run,
            &mut |verdicts: &[Verdict]| progress.add(verdicts.len(), &name),
            &mut sink,
        );
        reports.push(report);
        if flow.is_break() {
            break;
        }
    }
    progress.finish();
    reports
}

/// Verifies the games of one text in order, on this thread: what `skus
/// verify` does with one file named `name` (a JSON document when `json`,
/// else PTN). The browser's referee (`web/`) calls this; its verdicts and
/// report make the same JSON document ([`super::json_document`]).
pub fn verify_text(
    name: &str,
    text: &str,
    json: bool,
    engines: &dyn Engines,
    opts: &Options,
    mut sink: impl FnMut(&Verdict) -> ControlFlow<()>,
) -> FileReport {
    let run = |batch: &[Chunk<String>], name: &str, next: &mut NextBatch<'_>| {
        let verdicts = batch
            .iter()
            .map(|c| verify_chunk(c, name, engines, opts.notes))
            .collect();
        (verdicts, next())
    };
    let src: Box<dyn Read + Send + '_> = Box::new(text.as_bytes());
    verify_source(
        name,
        Ok(src),
        json,
        engines,
        opts,
        &run,
        &mut |_: &[Verdict]| {},
        &mut sink,
    )
    .0
}

/// Verifies one source (one file, standard input or a text): the games in
/// batches through `run`, each verdict to `sink`, the matches at the end.
/// Says whether `sink` stopped the run.
#[allow(clippy::too_many_arguments)]
fn verify_source(
    name: &str,
    src: io::Result<Box<dyn Read + Send + '_>>,
    is_json: bool,
    engines: &dyn Engines,
    opts: &Options,
    run: &RunBatch<'_>,
    progress: &mut dyn FnMut(&[Verdict]),
    sink: &mut dyn FnMut(&Verdict) -> ControlFlow<()>,
) -> (FileReport, ControlFlow<()>) {
    let mut report = FileReport {
        file: name.to_string(),
        ..FileReport::default()
    };
    let mut matches = Matches::default();
    let mut take = |verdicts: Vec<Verdict>, report: &mut FileReport| {
        for v in verdicts {
            report.games += 1;
            match v.status {
                Status::Clean => report.clean += 1,
                Status::Findings => report.findings += 1,
                Status::Unreadable => report.unreadable += 1,
            }
            if sink(&v).is_break() {
                return ControlFlow::Break(());
            }
            matches.add(&v, engines);
        }
        ControlFlow::Continue(())
    };
    let result = src.and_then(|src| {
        read_source(src, is_json, name, engines, run, opts, &mut |verdicts| {
            progress(&verdicts);
            take(verdicts, &mut report)
        })
    });
    let mut flow = ControlFlow::Continue(());
    match result {
        Err(e) => report.error = Some(format!("cannot read {name}: {e}")),
        Ok(ControlFlow::Break(())) => flow = ControlFlow::Break(()),
        Ok(ControlFlow::Continue(())) if report.games == 0 => {
            // Nothing was read, so nothing is clean.
            report.error = Some(format!("no game in {name}"));
        }
        Ok(_) => {}
    }
    report.matches = matches.results(engines);
    (report, flow)
}

type Batch<'a> = dyn FnMut(Vec<Verdict>) -> ControlFlow<()> + 'a;

/// Verifies one batch of games of a named file (in parallel, or in turn)
/// and reads the next batch with the reader it is given (meanwhile, on
/// another worker, or after).
type RunBatch<'a> = dyn Fn(&[Chunk<String>], &str, &mut NextBatch<'_>) -> (Vec<Verdict>, io::Result<Vec<Chunk<String>>>)
    + 'a;

/// Reads the next batch of a file's games.
type NextBatch<'a> = dyn FnMut() -> io::Result<Vec<Chunk<String>>> + Send + 'a;

fn read_source(
    src: Box<dyn Read + Send + '_>,
    is_json: bool,
    name: &str,
    engines: &dyn Engines,
    run: &RunBatch<'_>,
    opts: &Options,
    emit: &mut Batch<'_>,
) -> io::Result<ControlFlow<()>> {
    if is_json {
        let verdicts = match ptn::from_json_reader(src, opts.max_json)? {
            Ok(games) => games
                .iter()
                .enumerate()
                .map(|(i, g)| match g {
                    Ok(g) => verify_with(g, name, i, engines, opts.notes),
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
        return Ok(emit(verdicts));
    }
    // One batch is verified while the next is read (where `run` can: on
    // another worker), so reading does not leave the cores idle; at most
    // two batches are held at a time, whatever the size of the file.
    let mut reader = Reader::with_limit(src, opts.max_game);
    let mut current = next_batch(&mut reader)?;
    while !current.is_empty() {
        let (verdicts, next) = run(&current, name, &mut || next_batch(&mut reader));
        if emit(verdicts).is_break() {
            return Ok(ControlFlow::Break(()));
        }
        // A read error after this batch is reported once its verdicts are.
        current = next?;
    }
    Ok(ControlFlow::Continue(()))
}

/// The next batch of a file's games: [`BATCH`] games, or fewer as their
/// text reaches [`BATCH_BYTES`]; empty at the end.
fn next_batch<R: Read>(reader: &mut Reader<R>) -> io::Result<Vec<Chunk<String>>> {
    let mut batch = Vec::with_capacity(BATCH);
    let mut bytes = 0usize;
    while batch.len() < BATCH && bytes < BATCH_BYTES {
        match reader.next() {
            Some(chunk) => {
                let chunk = chunk?;
                bytes += chunk.text.len();
                batch.push(chunk);
            }
            None => break,
        }
    }
    Ok(batch)
}

fn verify_chunk(c: &Chunk<String>, name: &str, engines: &dyn Engines, notes: Notes) -> Verdict {
    match c.parse(ParseOptions::default()) {
        Ok(g) => verify_with(&g, name, c.index, engines, notes),
        Err(e) => Verdict::unreadable(name, &e),
    }
}

/// A progress line on standard error, only on a terminal.
#[cfg(feature = "native")]
struct Meter {
    on: bool,
    games: usize,
    start: Instant,
    last: Instant,
}

#[cfg(feature = "native")]
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
                "\r\x1b[2K{} games verified ({:.0}/s) — {}",
                self.games,
                rate,
                crate::text::escape_control(file)
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
