//! The `skus` command line: argument parsing and output only. Every command
//! returns an exit status: 0 clean, 1 findings (including "would reformat"),
//! 2 unreadable input.

mod book;
mod check;
mod convert;
mod explain;
mod fmt;
mod input;
mod lsp;
mod out;
mod simulate;
mod spec;
mod standings;
pub mod verify;

use crate::referee::{Engines, ReferenceEngines};
use crate::specs::{self, InterpEngines, LoadError};
use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

pub use input::{Input, InputFormat};

/// The most worker threads `verify -j` takes.
pub const MAX_JOBS: usize = 256;

/// Limits on what one input may hold, from the global options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest text of one PTN game, in bytes.
    pub max_game: usize,
    /// Largest JSON document, in bytes.
    pub max_json: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_game: crate::ptn::MAX_GAME_BYTES,
            max_json: crate::ptn::MAX_JSON_BYTES,
        }
    }
}

/// Exit statuses, as documented in README.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Everything read and clean.
    Clean = 0,
    /// A finding: a rule broken, a score that does not match, a file that
    /// `fmt --check` would change.
    Findings = 1,
    /// Input that could not be read: a missing file, a syntax error.
    Unreadable = 2,
}

impl Status {
    pub fn code(self) -> ExitCode {
        ExitCode::from(self as u8)
    }
}

#[derive(Parser, Debug)]
#[command(
    name = "skus",
    version,
    about = "Rules specification and referee verification for Austrian and Hungarian Tarock",
    long_about = "skus reads recorded Tarock games in PTN (Portable Tarock Notation), prints them \
                  canonically, converts them to and from JSON, and (as the referee) replays them \
                  against a variant's rules.",
    after_help = "Exit status: 0 clean, 1 findings (e.g. `fmt --check` would change a file), \
                  2 unreadable input (missing file, syntax error, no game in a file) or \
                  output that could not be written.\n\
                  Variants: royal, tarockcup, hopfgarten, sitzenberg, zwanziger.\n\
                  Limits (SECURITY.md): a game at most --max-game-size bytes, a JSON document \
                  at most --max-json-size bytes, items nested at most 32 deep, 100 errors \
                  reported per game, -j at most 256."
)]
struct Cli {
    /// Largest text of one PTN game, in bytes; a longer game is an error and
    /// is skipped (a single line this long ends the reading of its file)
    #[arg(long, global = true, value_name = "BYTES", default_value_t = crate::ptn::MAX_GAME_BYTES,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=(1u64 << 40)))]
    max_game_size: usize,
    /// Largest JSON document read, in bytes (read whole; it takes about
    /// eight times its size in memory)
    #[arg(long, global = true, value_name = "BYTES", default_value_t = crate::ptn::MAX_JSON_BYTES,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=(1u64 << 40)))]
    max_json_size: usize,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print PTN files canonically, in place (`-` reads stdin, writes stdout)
    #[command(
        after_help = "Files with syntax errors are left untouched; every error is reported \
                            with its line and column. With --check nothing is written (not even \
                            a temporary file) and the exit status is 1 when a file is not \
                            canonical.\n\
                            A file is rewritten by writing a new file beside it (an unpredictable \
                            name, created exclusively, never through a link), synced and renamed \
                            over the original only when complete, with the original's \
                            permissions. A symbolic link is followed and its target rewritten. \
                            Refused (exit 2, file untouched): a file that is read-only, owned by \
                            another user, has more than one hard link, or is not a regular file.\n\
                            With `-` the games are written to standard output as they are read; \
                            a game with errors is reported and written as it was."
    )]
    Fmt {
        /// Only report files that are not canonical; write nothing
        #[arg(long)]
        check: bool,
        /// PTN files (`-` for standard input)
        #[arg(required = true, value_name = "FILE")]
        files: Vec<String>,
    },
    /// Convert games between PTN and JSON, to standard output
    #[command(
        after_help = "The input format is --from if given, else the extension (`.json` is \
                            JSON, `.ptn` is PTN), else the content, only where it is unambiguous: \
                            JSON when the first non-blank character is `{` followed by a quoted \
                            key and `:` (`{\"games\": …`) or `}`, or is `[` followed by `{` or \
                            `]`; anything else is PTN (which may open with a `{ … }` comment). \
                            Give --from for standard input when in doubt. JSON output is one \
                            document {\"games\": [ … ]} holding the games of all files in order; \
                            games that cannot be read are reported and the others are still \
                            converted. JSON games are held to the rules of the PTN reader."
    )]
    Convert {
        /// Output format
        #[arg(long, value_enum)]
        to: Format,
        /// Input format (default: by extension, then by content)
        #[arg(long, value_enum)]
        from: Option<Format>,
        /// Input files, PTN or JSON (`-` for standard input)
        #[arg(required = true, value_name = "FILE")]
        files: Vec<String>,
    },
    /// Referee recorded games: every renonce and illegality, the settlement
    /// and the score sheet
    #[command(
        after_help = "Each game is replayed against its variant's rules. Findings are \
                            reported in the order they happened, with seat, trick, place, rule \
                            and the rulebook's words; the settlement is compared with the score \
                            section. Directories are searched for .ptn and .json files \
                            (symbolic links to files are read, linked directories are entered \
                            once; a FIFO, socket or device is refused without being opened, \
                            whether named or found). A file holding no game is an error. Exit \
                            status: 0 every game clean, 1 a finding, 2 unreadable input (or \
                            output that could not be written)."
    )]
    Verify {
        /// Print the JSON document of the referee output contract
        #[arg(long)]
        json: bool,
        /// List clean games too
        #[arg(long)]
        all: bool,
        /// Engine that applies the rules: the interpreter on the shipped
        /// specs (the default; they agree with the reference engines on
        /// every corpus and generated game), or the handwritten reference
        /// engines (the same verdicts, two to three times faster on the
        /// shipped variants, BENCHMARKS.md)
        #[arg(long, value_enum, default_value = "interp")]
        engine: EngineKind,
        /// Referee with this spec file instead of the shipped one: it stands
        /// in for its variant and every variant it extends (implies
        /// --engine interp; may be given more than once)
        #[arg(long, value_name = "FILE")]
        spec: Vec<String>,
        /// Worker threads (0: every core; at most 256)
        #[arg(long, short = 'j', default_value_t = 0,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_JOBS as u64))]
        jobs: usize,
        /// No progress line on standard error
        #[arg(long)]
        no_progress: bool,
        /// Transcripts: files, directories, `-` for standard input
        #[arg(required = true, value_name = "FILE|DIR")]
        inputs: Vec<String>,
    },
    /// Generate random complete legal games as PTN (deterministic for a seed)
    #[command(
        after_help = "With --mutate every game has one event replaced by an illegal one, \
                            and a comment at its top says what the referee must find."
    )]
    Simulate {
        /// Variant to play (with --spec, the spec's own by default)
        #[arg(long)]
        variant: Option<String>,
        /// Number of games (at most 10^9)
        #[arg(long, default_value_t = 1,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=1_000_000_000))]
        games: usize,
        /// Seed
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Plant one illegal event in every game
        #[arg(long)]
        mutate: bool,
        /// Engine that chooses the legal events (the reference engines by
        /// default: the generator lists the legal events at every step,
        /// which they do fastest)
        #[arg(long, value_enum, default_value = "reference")]
        engine: EngineKind,
        /// Play by this spec file (implies --engine interp)
        #[arg(long, value_name = "FILE")]
        spec: Option<String>,
    },
    /// Explain a moment of a game: the state, the hands, the legal events
    /// of the seat to act and the rule against every other card it holds
    #[command(
        after_help = "PLACE is a trick and a card (`7.3`: the third card played to trick 7; \
                            `7` its first), a section turn (`auction.5`, `call.1`, `talon.1`, \
                            `announce.2`: the turn line, counted from 1 in its section) or a line \
                            of the file (`line:42`). The game is replayed as `skus verify` \
                            replays it (passes a record leaves out are filled in) up to the \
                            first recorded event at PLACE, which is explained but not applied. \
                            Without --at every recorded event is explained in turn. Exit \
                            status: 0 the event (every event) is legal, 1 a finding on it, 2 \
                            unreadable input or a place the record does not reach."
    )]
    Explain {
        /// Transcript (`-` for standard input)
        #[arg(value_name = "FILE")]
        file: String,
        /// The moment to explain
        #[arg(long, value_name = "PLACE")]
        at: Option<String>,
        /// Which game of the file (from 1)
        #[arg(long, default_value_t = 1,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1_000_000_000))]
        game: usize,
        /// Print JSON
        #[arg(long)]
        json: bool,
        /// Engine that applies the rules (as for `verify`)
        #[arg(long, value_enum, default_value = "interp")]
        engine: EngineKind,
        /// Use this spec file instead of the shipped one (as for `verify`)
        #[arg(long, value_name = "FILE")]
        spec: Vec<String>,
    },
    /// A tournament's standings from its games: every game refereed as
    /// `verify` does, then the standings the variant's spec declares
    #[command(
        after_help = "Games are grouped by their PTN tags (Round, Table, Match, Game; players \
                            by their names in Seats) as the variant's spec says \
                            (`standings NAME { … }`); the referee's settlement counts, and a \
                            score sheet that differs, a row that is not zero-sum or a game that \
                            cannot be settled is flagged with the rule applied to it. What the \
                            tags leave unclear is reported, never guessed. Exit status as for \
                            `verify`: 0 every game clean, 1 a finding, 2 unreadable input, or \
                            no standings for a variant."
    )]
    Standings {
        /// Print the standings as one JSON document
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Print CSV for spreadsheets: one line per entrant and stage
        #[arg(long)]
        csv: bool,
        /// Which of the spec's standings (e.g. `cup`, `grand-prix`); the
        /// first it declares by default
        #[arg(long, value_name = "NAME")]
        format: Option<String>,
        /// Engine that referees the games (as for `verify`); the standings
        /// are the spec's either way
        #[arg(long, value_enum, default_value = "interp")]
        engine: EngineKind,
        /// Use this spec file instead of the shipped one (as for `verify`)
        #[arg(long, value_name = "FILE")]
        spec: Vec<String>,
        /// Worker threads (0: every core; at most 256)
        #[arg(long, short = 'j', default_value_t = 0,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_JOBS as u64))]
        jobs: usize,
        /// No progress line on standard error
        #[arg(long)]
        no_progress: bool,
        /// Transcripts: files, directories, `-` for standard input
        #[arg(required = true, value_name = "FILE|DIR")]
        inputs: Vec<String>,
    },
    /// The shipped specs and the spec an overlay makes with its bases:
    /// `spec list`, `spec show NAME`, `spec show --merged FILE`
    #[command(subcommand)]
    Spec(SpecCommand),
    /// Check rule-language specs: every error with file, line, column, a
    /// caret and a hint
    #[command(after_help = "A SPEC is a .rules file, or the name of a shipped spec \
                            (`tarockcup`). Bases named by `extends` are looked up beside the \
                            spec, then among the shipped specs. Exit status: 0 every spec checks, \
                            1 a spec has errors, 2 a spec cannot be read.")]
    Check {
        /// List the shipped specs
        #[arg(long)]
        list: bool,
        /// One JSON document: each spec with its errors and warnings, each
        /// located (file, line, column, end, byte offsets), for tools
        #[arg(long)]
        json: bool,
        /// Spec files or shipped spec names
        #[arg(value_name = "SPEC")]
        specs: Vec<String>,
    },
    /// Build the rulebook: a chapter per variant written from its spec,
    /// the variants compared, the house-rule overlays, the guides
    #[command(
        after_help = "Writes book.toml and the Markdown to OUT/src and renders the HTML (with search \
                      and a print version) to OUT/html with mdBook, built into skus: nothing else \
                      needs installing. Worked examples are replayed by the interpreter while the \
                      book is built. Exit status: 0 built, 2 a spec that does not check or a file \
                      that cannot be written."
    )]
    Book {
        /// The book's folder
        #[arg(long, value_name = "DIR", default_value = "target/book")]
        out: String,
        /// A spec to write the chapter of its variant from, instead of the
        /// shipped one (may be given more than once)
        #[arg(long, value_name = "FILE")]
        spec: Vec<String>,
        /// A house-rule overlay to give a page (besides tests/overlays)
        #[arg(long, value_name = "FILE")]
        overlay: Vec<String>,
        /// Add the browser's Referee, Replay and Playground chapters, from
        /// the wasm build `scripts/web.sh build` writes (target/web)
        #[arg(long, value_name = "DIR")]
        web: Option<String>,
        /// Write the Markdown only, without rendering HTML
        #[arg(long)]
        markdown_only: bool,
    },
    /// Serve the Language Server Protocol for `.rules` files on standard
    /// input and output (for an editor: diagnostics, hover, go to
    /// definition, completion, semantic highlighting)
    #[command(
        after_help = "Started by an editor, not by hand: editors/vscode/ is a VS Code \
                            extension that runs it. Exit status: 0 after the client's \
                            `shutdown`, 1 on `exit` or the end of the input before one."
    )]
    Lsp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum EngineKind {
    /// The handwritten reference engines
    Reference,
    /// The interpreter running the variant's spec
    Interp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Json,
    Ptn,
}

/// Runs the command line and returns the exit status.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Rendered and written without panicking (stderr may be closed).
            let text = e.render().to_string();
            match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    let mut o = out::Out::stdout();
                    o.put(&text);
                    return o.finish().code();
                }
                _ => {
                    out::eprint(&text);
                    return Status::Unreadable.code();
                }
            }
        }
    };
    let limits = Limits {
        max_game: cli.max_game_size,
        max_json: cli.max_json_size,
    };
    let status = match cli.command {
        Command::Fmt { check, files } => fmt::run(&files, check, limits),
        Command::Convert { to, from, files } => convert::run(
            &files,
            to == Format::Json,
            from.map(|f| match f {
                Format::Json => InputFormat::Json,
                Format::Ptn => InputFormat::Ptn,
            }),
            limits,
        ),
        Command::Verify {
            json,
            all,
            engine,
            spec,
            jobs,
            no_progress,
            inputs,
        } => match engines(engine, &spec) {
            Ok(engines) => verify::run_with(
                verify::Args {
                    inputs,
                    json,
                    all,
                    jobs,
                    progress: !no_progress,
                    limits,
                },
                engines.as_ref(),
            ),
            Err(status) => status,
        },
        Command::Simulate {
            variant,
            games,
            seed,
            mutate,
            engine,
            spec,
        } => match engines(engine, spec.as_slice()) {
            Ok(engines) => {
                // With --spec the variant is the spec's own.
                let variant = variant.or_else(|| {
                    spec.as_deref()
                        .and_then(|f| specs::load(f).ok())
                        .map(|p| p.variant)
                });
                match variant {
                    Some(v) => simulate::run(engines.as_ref(), &v, games, seed, mutate),
                    None => {
                        report(
                            "no variant to play",
                            &format!(
                                "give --variant ({}) or --spec FILE",
                                crate::variants::VARIANTS
                                    .iter()
                                    .map(|v| v.id)
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ),
                        );
                        Status::Unreadable
                    }
                }
            }
            Err(status) => status,
        },
        Command::Check { list, json, specs } => check::run(&specs, list, json),
        Command::Spec(SpecCommand::List) => spec::list(),
        Command::Spec(SpecCommand::Show { spec, merged }) => spec::show(&spec, merged),
        Command::Standings {
            json,
            csv,
            format,
            engine,
            spec,
            jobs,
            no_progress,
            inputs,
        } => match interp_engines(&spec) {
            Ok(specs) => {
                let args = standings::Args {
                    inputs,
                    json,
                    csv,
                    format,
                    jobs,
                    progress: !no_progress,
                    limits,
                };
                if engine == EngineKind::Reference && spec.is_empty() {
                    standings::run(args, &ReferenceEngines::new(), &specs)
                } else {
                    standings::run(args, &specs, &specs)
                }
            }
            Err(status) => status,
        },
        Command::Explain {
            file,
            at,
            game,
            json,
            engine,
            spec,
        } => match engines(engine, &spec) {
            Ok(engines) => explain::run(
                explain::Args {
                    input: file,
                    at,
                    game,
                    json,
                    limits,
                },
                engines.as_ref(),
            ),
            Err(status) => status,
        },
        Command::Book {
            out,
            spec,
            overlay,
            markdown_only,
            web,
        } => book::run(&out, &spec, &overlay, !markdown_only, web.as_deref()),
        Command::Lsp => return lsp::run(),
    };
    status.code()
}

/// `skus spec …`.
#[derive(Subcommand, Debug)]
enum SpecCommand {
    /// List the specs the binary carries (each with the base it extends)
    List,
    /// Print a spec: a shipped one as the binary carries it (`skus spec
    /// show tarockcup > mine.rules` starts a variant of one's own), a file
    /// as it is; with --merged, the spec it makes with its bases
    #[command(
        after_help = "With --merged the declarations of the spec and of every base it extends \
                      are printed in the order the checker reads them, each under a comment \
                      naming the file and line it comes from (shipped specs are named \
                      `spec/NAME.rules (embedded)`); a contract or announcement that fields of \
                      several files make is printed field by field, each field with its place. \
                      Exit status: 0 printed, 1 the spec and its bases have errors, 2 no such spec."
    )]
    Show {
        /// A .rules file, or a shipped spec by name (`tarockcup`)
        #[arg(value_name = "SPEC")]
        spec: String,
        /// The spec with its bases, each declaration marked with its file
        #[arg(long)]
        merged: bool,
    },
}

/// The engines of `--engine` and `--spec`.
fn engines(kind: EngineKind, spec_files: &[String]) -> Result<Box<dyn Engines>, Status> {
    if kind == EngineKind::Reference && spec_files.is_empty() {
        return Ok(Box::new(ReferenceEngines::new()));
    }
    // --spec implies the interpreter (clap cannot tell a default from an
    // explicit --engine reference, so the spec wins).
    Ok(Box::new(interp_engines(spec_files)?))
}

/// The interpreter on the shipped specs, or (with --spec) on the spec
/// files given only: a game of another variant is then an error that says
/// so, never ruled silently by the shipped spec.
fn interp_engines(spec_files: &[String]) -> Result<InterpEngines, Status> {
    let mut engines = if spec_files.is_empty() {
        InterpEngines::shipped_lazy()
    } else {
        InterpEngines::empty()
    };
    let mut status = Status::Clean;
    for file in spec_files {
        match specs::load(file) {
            Ok(p) => {
                if let Err(e) = engines.add(p) {
                    report(&e, "");
                    status = Status::Unreadable;
                }
            }
            Err(LoadError::Invalid(failed)) => {
                out::eprint(&failed.render());
                report(
                    &format!("the spec `{file}` has errors; nothing was verified"),
                    &format!("`skus check {file}` lists them"),
                );
                status = Status::Unreadable;
            }
            Err(e) => {
                report(&e.to_string(), "give the path of a .rules file");
                status = Status::Unreadable;
            }
        }
    }
    if status != Status::Clean {
        return Err(status);
    }
    Ok(engines)
}

/// Prints an error once, with a hint of what to do next (never panics;
/// control characters quoted from input are escaped).
pub(crate) fn report(message: &str, hint: &str) {
    let mut s = format!("error: {}\n", crate::text::escape_control(message));
    if !hint.is_empty() {
        s.push_str(&format!("hint: {}\n", crate::text::escape_control(hint)));
    }
    out::eprint(&s);
}
