//! `skus convert --to json|ptn [--from json|ptn] FILE…`

use super::input::{Input, InputFormat, for_each_game, report_game_error};
use super::out::Out;
use super::{Limits, Status};
use crate::ptn;
use std::ops::ControlFlow;

pub fn run(files: &[String], to_json: bool, from: Option<InputFormat>, limits: Limits) -> Status {
    let mut out = Out::stdout();
    let mut status = Status::Clean;
    let mut written = 0usize;
    let mut broken = 0usize;
    if to_json {
        out.put("{\n  \"games\": [");
    }
    let mut text = String::new();
    for arg in files {
        if !out.ok() {
            break; // the output is gone: stop reading
        }
        let input = Input::parse(arg);
        let name = input.name();
        let result = for_each_game(&input, from, limits, |game| match game {
            Ok(g) => {
                text.clear();
                if to_json {
                    // An element of the `games` list: two levels in.
                    let json = ptn::game_to_json_indented(&g, 2);
                    text.push_str(if written > 0 { ",\n    " } else { "\n    " });
                    text.push_str(&json);
                } else {
                    if written > 0 {
                        text.push('\n');
                    }
                    ptn::write_game(&g, &mut text);
                }
                out.put(&text);
                written += 1;
                // Output that cannot be written ends the reading.
                if out.ok() {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            }
            Err(e) => {
                broken += 1;
                report_game_error(&name, &e);
                status = Status::Unreadable;
                ControlFlow::Continue(())
            }
        });
        if let Err(e) = result {
            e.report();
            status = Status::Unreadable;
        }
    }
    if to_json {
        out.put(if written > 0 { "\n  ]\n}\n" } else { "]\n}\n" });
    }
    status = status.max(out.finish());
    if broken > 0 {
        super::report(
            &format!("{broken} game(s) could not be read; {written} converted"),
            "fix the errors above; the other games were converted",
        );
    }
    status
}
