//! `skus explain GAME --at PLACE`: the game at one moment — the state, the
//! hands, the legal events of the seat to act and the rule against every
//! other card it holds — or, without `--at`, every recorded event in turn.

use super::input::{Input, InputFormat, for_each_game, report_game_error};
use super::out::Out;
use super::{Limits, Status};
use crate::referee::Engines;
use crate::referee::explain::{self, At};
use std::ops::ControlFlow;

pub struct Args {
    pub input: String,
    pub at: Option<String>,
    /// 1-based.
    pub game: usize,
    pub json: bool,
    pub limits: Limits,
}

pub fn run(args: Args, engines: &dyn Engines) -> Status {
    let at = match args.at.as_deref().map(At::parse).transpose() {
        Ok(at) => at,
        Err(e) => {
            super::report(&e, "see `skus explain --help` for the places it knows");
            return Status::Unreadable;
        }
    };
    let input = Input::parse(&args.input);
    let name = input.name();
    let mut n = 0usize;
    let mut chosen = None;
    let read = for_each_game(&input, None::<InputFormat>, args.limits, |g| {
        n += 1;
        if n == args.game {
            chosen = Some(g);
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    if let Err(e) = read {
        e.report();
        return Status::Unreadable;
    }
    let game = match chosen {
        None => {
            super::report(
                &format!("{name} holds {n} game(s); there is no game {}", args.game),
                "--game counts the games of the file from 1",
            );
            return Status::Unreadable;
        }
        Some(Err(e)) => {
            report_game_error(&name, &e);
            return Status::Unreadable;
        }
        Some(Ok(g)) => g,
    };
    let mut out = Out::stdout();
    let result = match at {
        Some(at) => explain::explain(&game, &name, engines, at).map(|e| vec![e]),
        None => explain::explain_all(&game, &name, engines),
    };
    let moments = match result {
        Ok(m) => m,
        Err(e) => {
            super::report(
                &format!("{name}, game {}: {e}", args.game),
                "places: a trick and a card (`7.3`), a section turn (`auction.5`), a line (`line:42`)",
            );
            return Status::Unreadable;
        }
    };
    if args.json {
        out.put(&explain::json_document(&moments, args.at.is_some()));
    } else {
        for (i, m) in moments.iter().enumerate() {
            if i > 0 {
                out.put("\n");
            }
            out.put(&m.human());
        }
    }
    if !out.ok() {
        return Status::Unreadable;
    }
    if moments.iter().any(|m| m.ruling.is_some()) {
        Status::Findings
    } else {
        Status::Clean
    }
}
