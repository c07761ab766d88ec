//! `skus book`: the rulebook, written from the specs and rendered by mdBook.

use super::Status;
use crate::book::{BuildError, BuildOptions, Input, build};
use crate::specs::LoadError;
use std::path::PathBuf;

pub fn run(
    out: &str,
    specs: &[String],
    overlays: &[String],
    html: bool,
    web: Option<&str>,
) -> Status {
    let input = match Input::assemble(specs, overlays) {
        Ok(i) => i,
        Err(e) => {
            // A spec's diagnostics are drawn by the one renderer, line by
            // line (not quoted into a one-line message).
            let message = match &e {
                BuildError::Spec(name, LoadError::Invalid(failed)) => {
                    super::out::eprint(&failed.render());
                    format!("the spec `{name}` cannot be used")
                }
                _ => e.to_string(),
            };
            super::report(
                &message,
                "`skus check FILE` lists a spec's errors; an overlay names its base with `extends`",
            );
            return Status::Unreadable;
        }
    };
    let opts = BuildOptions {
        out: PathBuf::from(out),
        html,
        web: web.map(PathBuf::from),
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
