//! Fuzzing: the generators, mutators and oracles behind the cargo-fuzz
//! targets in `fuzz/` (issue 13). Each target there is one line that hands
//! its input to [`target`]; everything it does lives here, so that the
//! library's own tests run every target's seeded smoke version under plain
//! `cargo test` (see `tests` below) and a failure found by libFuzzer is
//! reproduced by the same code.
//!
//! | target | input | property |
//! |---|---|---|
//! | `ptn_read` | any bytes | the PTN reader answers without panicking; a game that reads prints canonically and reads back equal, and printing is a fixed point; the fast paths for plain lines read every game as the general path does (errors, and where each card was read) |
//! | `ptn_json` | any bytes (as JSON) | `convert --to ptn`'s path never panics; a game that reads round-trips through JSON and PTN |
//! | `spec_load` | any bytes, or token-level mutations of the shipped specs | the rule language's reader, checker and compiler answer without panicking; every error is located inside a file; a mutated whole spec read near the shipped text (`parse_near`) reads as the whole text (one whole mutant in four) |
//! | `spec_run` | a mutated shipped spec that checks (or a spec's text) | the interpreter referees generated games of its variant and plays its own, ending (budgets) without panicking; a spec error is an `incomplete` finding |
//! | `differential` | structured bytes, or a PTN transcript | a generated (mostly legal, partly mutated) record gets the same verdict projection from both engines |
//! | `legals_are_legal` | structured bytes, or a PTN transcript | at every state reached, each listed event is accepted, each accepted candidate is listed (both engines) |
//!
//! The game targets read their input as a PTN transcript when it is one
//! (so a transcript is a seed, and a failure's transcript replays), and
//! otherwise as [`arbitrary::Unstructured`] data: a variant, a seed for the
//! deal, and one byte per step choosing a legal event of the reference
//! engine or a mutation into an illegal one (see [`game`]).
//!
//! A failure is a [`Failure`]: what went wrong and, for the game targets,
//! a PTN transcript that `skus verify` replays. [`report`] prints it and
//! saves the transcript beside libFuzzer's own artifact.

mod game;
mod ptn_targets;
mod spec;

pub use game::{Generated, generate};
pub use spec::{mutate_spec, spec_tokens};

use crate::ptn;
use crate::referee::{self, Engines, ReferenceEngines, Verdict};
use crate::specs::InterpEngines;
use std::fmt;
use std::sync::OnceLock;

/// The targets, by name (the names of `fuzz/fuzz_targets/*.rs`).
pub const TARGETS: &[&str] = &[
    "ptn_read",
    "ptn_json",
    "spec_load",
    "spec_run",
    "differential",
    "legals_are_legal",
];

/// A property that does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, in words.
    pub what: String,
    /// A PTN transcript that shows it (`skus verify` replays it).
    pub transcript: Option<String>,
}

impl Failure {
    pub fn new(what: impl Into<String>) -> Failure {
        Failure {
            what: what.into(),
            transcript: None,
        }
    }

    pub fn with_transcript(what: impl Into<String>, transcript: impl Into<String>) -> Failure {
        Failure {
            what: what.into(),
            transcript: Some(transcript.into()),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.what)?;
        if let Some(t) = &self.transcript {
            write!(
                f,
                "\n\n--- transcript (replay with `skus verify FILE`) ---\n{t}"
            )?;
        }
        Ok(())
    }
}

/// Runs a target on one input. An unknown target is a failure.
pub fn run(name: &str, data: &[u8]) -> Result<(), Failure> {
    match name {
        "ptn_read" => ptn_targets::ptn_read(data),
        "ptn_json" => ptn_targets::ptn_json(data),
        "spec_load" => spec::spec_load(data),
        "spec_run" => spec::spec_run(data),
        "differential" => game::differential(data),
        "legals_are_legal" => game::legals_are_legal(data),
        other => Err(Failure::new(format!("no fuzz target `{other}`"))),
    }
}

/// How many of an input's errors the parser targets draw as a user sees
/// them (codespan), the first ones and the last: every error is checked
/// to lie inside its text, but drawing all of them was half of
/// `ptn_read`'s time and a quarter of `spec_load`'s (a mutated text can
/// have hundreds), the same drawing code each time.
pub(crate) const RENDERED: usize = 8;

/// What a cargo-fuzz target calls: runs the target and, on a failure,
/// [`report`]s it (which panics, so libFuzzer saves the input).
pub fn target(name: &str, data: &[u8]) {
    if name == "spec_run" {
        crate::interp::eval::set_max_steps(spec::FUZZ_MAX_STEPS);
    }
    // A pack made by another build is not used (the specs are then read
    // from their texts): the spec targets read every mutant whole, about
    // five times slower. Said once, at the run's start, where the log
    // keeps it.
    static PACK: std::sync::Once = std::sync::Once::new();
    if name.starts_with("spec_") {
        PACK.call_once(|| {
            if !crate::specs::pack::current() {
                eprintln!(
                    "skus-fuzz: spec/shipped.pack is not this build's (its fingerprint \
                     differs): every mutant is read whole, several times slower; \
                     `UPDATE_PACK=1 cargo test --test lang spec_pack` makes it again"
                );
            }
        });
    }
    if let Err(f) = run(name, data) {
        report(name, &f);
    }
}

/// Prints a failure, saves its transcript where libFuzzer saves its
/// artifacts (`-artifact_prefix=`, which cargo-fuzz sets to
/// `fuzz/artifacts/TARGET/`) as `transcript-HASH.ptn`, and panics.
pub fn report(name: &str, failure: &Failure) -> ! {
    if let Some(t) = &failure.transcript {
        let prefix =
            std::env::args().find_map(|a| a.strip_prefix("-artifact_prefix=").map(str::to_string));
        if let Some(prefix) = prefix {
            let path = format!("{prefix}transcript-{:016x}.ptn", fnv(t.as_bytes()));
            if std::fs::write(&path, t).is_ok() {
                eprintln!("{name}: transcript saved to {path}");
            }
        }
    }
    panic!("{name}: {failure}");
}

/// FNV-1a, for names of saved transcripts and seeds drawn from an input.
pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The reference engines and the interpreter on the shipped specs, read
/// once per process.
pub fn engines() -> &'static (ReferenceEngines, InterpEngines) {
    static ENGINES: OnceLock<(ReferenceEngines, InterpEngines)> = OnceLock::new();
    ENGINES.get_or_init(|| (ReferenceEngines::new(), InterpEngines::shipped_lazy()))
}

/// The referee's verdict on every game of a PTN text; a game that does
/// not read is an unreadable verdict (as `skus verify` reports it).
pub fn verify_text(text: &str, name: &str, engines: &dyn Engines) -> Vec<Verdict> {
    ptn::split_str(text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, name, c.index, engines),
            Err(e) => Verdict::unreadable(name, &e),
        })
        .collect()
}

/// Both engines' verdicts on a text must have the same projection
/// ([`referee::projection`], as `tests/engines/agreement.rs` holds them to).
pub fn agree(text: &str, name: &str) -> Result<(), Failure> {
    let (reference, interp) = engines();
    let a = verify_text(text, name, reference);
    let b = verify_text(text, name, interp);
    if a.len() != b.len() {
        return Err(Failure::with_transcript(
            format!(
                "the engines read {} and {} games of one text",
                a.len(),
                b.len()
            ),
            text,
        ));
    }
    for (x, y) in a.iter().zip(&b) {
        let (px, py) = (referee::projection(x), referee::projection(y));
        if px != py {
            return Err(Failure::with_transcript(
                format!(
                    "the engines disagree on game {}:\n  reference: {}\n  interp:    {}",
                    x.index + 1,
                    serde_json::to_string(&px).unwrap_or_default(),
                    serde_json::to_string(&py).unwrap_or_default()
                ),
                text,
            ));
        }
    }
    Ok(())
}

/// The input as PTN text, when it is a transcript (UTF-8 whose first
/// non-blank character opens a tag or a comment): the game targets then
/// replay it instead of generating a game.
pub fn as_transcript(data: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(data).ok()?;
    let t = text.trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n']);
    (t.starts_with('[') || t.starts_with(';') || t.starts_with('{')).then_some(text)
}

#[cfg(test)]
mod tests;
