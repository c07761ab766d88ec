//! `skus book`: the rulebook, written from the specs and rendered by mdBook.

use super::Status;
use crate::book::{BuildOptions, Input, build};
use std::path::PathBuf;

pub fn run(out: &str, specs: &[String], overlays: &[String], html: bool) -> Status {
    let input = match Input::assemble(specs, overlays) {
        Ok(i) => i,
        Err(e) => {
            super::report(
                &e.to_string(),
                "`skus check FILE` lists a spec's errors; an overlay names its base with `extends`",
            );
            return Status::Unreadable;
        }
    };
    let opts = BuildOptions {
        out: PathBuf::from(out),
        html,
    };
    match build(&input, &opts) {
        Ok(report) => {
            let mut out = super::out::Out::stdout();
            let where_ = match &report.html {
                Some(h) => format!("{}", h.join("index.html").display()),
                None => format!("{} (Markdown only)", report.src.display()),
            };
            out.put(&format!(
                "book: {} generated pages ({} variants, {} overlays) — {where_}\n",
                report.pages.len(),
                input.variants.len(),
                input.overlays.len()
            ));
            out.finish()
        }
        Err(e) => {
            super::report(&e.to_string(), "");
            Status::Unreadable
        }
    }
}
