//! `skus standings FILE…`: every game refereed as `verify` does, then the
//! standings the variant's spec declares (`standings NAME { … }`).

use super::out::Out;
use super::{Limits, Status};
use crate::referee::{self, Engines, Notes, Options, Progress, Status as GameStatus};
use crate::specs::InterpEngines;
use crate::standings::{self, Row};
use std::ops::ControlFlow;

pub struct Args {
    pub inputs: Vec<String>,
    pub json: bool,
    pub csv: bool,
    /// The spec's standings to build (its name); the first it declares.
    pub format: Option<String>,
    pub jobs: usize,
    pub progress: bool,
    pub limits: Limits,
}

/// `engines` referee the games; `specs` give the standings (the
/// interpreter's specs, whichever engine referees).
pub fn run(args: Args, engines: &dyn Engines, specs: &InterpEngines) -> Status {
    let opts = Options {
        jobs: args.jobs,
        progress: if args.progress {
            Progress::Auto
        } else {
            Progress::Off
        },
        max_game: args.limits.max_game,
        max_json: args.limits.max_json,
        // The standings read figures and findings, never a note.
        notes: Notes::Listed,
    };
    let mut status = Status::Clean;
    let mut rows: Vec<Row> = Vec::new();
    let reports = referee::verify_inputs(&args.inputs, engines, &opts, |v| {
        status = status.max(match v.status {
            GameStatus::Clean => Status::Clean,
            GameStatus::Findings => Status::Findings,
            GameStatus::Unreadable => Status::Unreadable,
        });
        rows.push(Row::of(v));
        ControlFlow::Continue(())
    });
    for r in &reports {
        if let Some(e) = &r.error {
            status = Status::Unreadable;
            super::report(
                e,
                "check the path; directories are searched for .ptn and .json files",
            );
        }
    }
    // The variants, in the order their games come.
    let mut variants: Vec<String> = Vec::new();
    for r in &rows {
        match &r.variant {
            Some(v) if !variants.contains(v) => variants.push(v.clone()),
            Some(_) => {}
            None => {
                status = Status::Unreadable;
                super::report(
                    &format!(
                        "{}: a game whose variant could not be read is in no standings",
                        r.place()
                    ),
                    "`skus verify` on the file shows what is wrong with it",
                );
            }
        }
    }
    let mut all = Vec::new();
    for variant in &variants {
        let Some(interp) = specs.interp(variant) else {
            status = Status::Unreadable;
            super::report(
                &format!("no spec for the variant `{variant}`: its games are in no standings"),
                "give its spec with --spec FILE",
            );
            continue;
        };
        let program = interp.program();
        let decl = match &args.format {
            None => program.standings.first(),
            Some(f) => program.standings.iter().find(|s| &s.name == f),
        };
        let Some(decl) = decl else {
            status = Status::Unreadable;
            let names: Vec<&str> = program.standings.iter().map(|s| s.name.as_str()).collect();
            let hint = match (&args.format, names.is_empty()) {
                (_, true) => {
                    "a spec declares them with `standings NAME { … }` (spec/LANGUAGE.md §10)"
                        .to_string()
                }
                (Some(f), false) => match crate::suggest::suggest(f, &names) {
                    Some(s) => format!("did you mean `{s}`? its standings: {}", names.join(", ")),
                    None => format!("its standings: {}", names.join(", ")),
                },
                (None, false) => String::new(),
            };
            let what = match &args.format {
                Some(f) => format!("the spec of `{variant}` declares no standings `{f}`"),
                None => format!("the spec of `{variant}` declares no standings"),
            };
            super::report(&what, &hint);
            continue;
        };
        let mine: Vec<Row> = rows
            .iter()
            .filter(|r| r.variant.as_deref() == Some(variant))
            .cloned()
            .collect();
        all.push(standings::build(program, interp, decl, &mine));
    }
    let mut out = Out::stdout();
    if args.json {
        let doc = serde_json::json!({ "standings": all });
        out.put(&serde_json::to_string_pretty(&doc).unwrap_or_default());
        out.put("\n");
    } else if args.csv {
        out.put(&standings::csv(&all));
    } else {
        for (i, s) in all.iter().enumerate() {
            if i > 0 {
                out.put("\n");
            }
            out.put(&standings::human(s));
        }
    }
    status.max(out.finish())
}
