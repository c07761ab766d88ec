//! `skus convert --to json|ptn FILE…`

use super::Status;
use super::input::{Input, for_each_game, report_game_error};
use crate::ptn;
use std::io::{self, Write};

pub fn run(files: &[String], to_json: bool) -> Status {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut status = Status::Clean;
    let mut written = 0usize;
    let mut broken = 0usize;
    if to_json {
        let _ = out.write_all(b"{\n  \"games\": [");
    }
    for arg in files {
        let input = Input::parse(arg);
        let name = input.name();
        let result = for_each_game(&input, |game| match game {
            Ok(g) => {
                let _ = if to_json {
                    let json = ptn::game_to_json(&g);
                    let sep = if written > 0 { "," } else { "" };
                    let indented = json.replace('\n', "\n    ");
                    write!(out, "{sep}\n    {indented}")
                } else {
                    let sep = if written > 0 { "\n" } else { "" };
                    write!(out, "{sep}{}", ptn::to_string(&g))
                };
                written += 1;
            }
            Err(e) => {
                broken += 1;
                report_game_error(&name, &e);
                status = Status::Unreadable;
            }
        });
        if let Err(e) = result {
            e.report();
            status = Status::Unreadable;
        }
    }
    if to_json {
        let _ = out.write_all(if written > 0 {
            b"\n  ]\n}\n"
        } else {
            b"]\n}\n"
        });
    }
    let _ = out.flush();
    if broken > 0 {
        super::report(
            &format!("{broken} game(s) could not be read; {written} converted"),
            "fix the errors above; the other games were converted",
        );
    }
    status
}
