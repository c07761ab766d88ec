//! `skus check SPEC…`: check rule-language specs and report every error.

use super::Status;
use crate::specs::{self, LoadError};
use std::io::{self, Write};

pub fn run(specs_in: &[String], list: bool) -> Status {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if list {
        for (file, text) in specs::SHIPPED {
            let title = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("variant "))
                .unwrap_or("");
            let _ = writeln!(out, "spec/{file:<20} {title}");
        }
        if specs_in.is_empty() {
            return Status::Clean;
        }
    }
    if specs_in.is_empty() {
        super::report(
            "no spec given",
            "name spec files, or shipped specs by variant (`skus check tarockcup`); --list lists them",
        );
        return Status::Unreadable;
    }
    let mut status = Status::Clean;
    for name in specs_in {
        match specs::load(name) {
            Ok(p) => {
                let anns = p.anns.len();
                let _ = writeln!(
                    out,
                    "{name}: ok — variant {} ({}), {} rules, {} contracts, {} announcements, {} handlers",
                    p.variant,
                    p.title,
                    p.rules.len(),
                    p.contracts.len(),
                    anns,
                    p.handlers.count()
                );
            }
            Err(LoadError::Invalid(failed)) => {
                let _ = out.flush();
                let rendered = failed.render();
                eprint!("{rendered}");
                let n = failed.diagnostics.len();
                eprintln!("{name}: {n} error{}", if n == 1 { "" } else { "s" });
                status = status.max(Status::Findings);
            }
            Err(e) => {
                let _ = out.flush();
                super::report(
                    &e.to_string(),
                    "give the path of a .rules file, or a shipped variant (`skus check --list`)",
                );
                status = Status::Unreadable;
            }
        }
    }
    status
}
