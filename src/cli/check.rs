//! `skus check SPEC…`: check rule-language specs and report every error.

use super::Status;
use super::out::{self, Out};
use crate::specs::{self, LoadError};

pub fn run(specs_in: &[String], list: bool, json: bool) -> Status {
    let mut out = Out::stdout();
    let status = if json && !list {
        check_json(&mut out, specs_in)
    } else {
        check(&mut out, specs_in, list)
    };
    // Output that could not all be written is status 2 (README).
    status.max(out.finish())
}

fn check(out: &mut Out, specs_in: &[String], list: bool) -> Status {
    if list {
        for (file, text) in specs::SHIPPED {
            out.put(&format!(
                "spec/{file:<20} {}\n",
                super::spec::title_line(text)
            ));
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
                if !p.warnings.is_empty() {
                    out.flush();
                    let n = p.warnings.len();
                    out::eprint(&format!(
                        "{}{}: {n} warning{}\n",
                        crate::lang::diag::render_all(&p.warnings, &p.sources),
                        crate::text::escape_control(name),
                        if n == 1 { "" } else { "s" }
                    ));
                }
                out.put(&format!(
                    "{}: ok — variant {} ({}), {} rules, {} contracts, {} announcements, {} handlers\n",
                    crate::text::escape_control(name),
                    p.variant,
                    crate::text::escape_control(&p.title),
                    p.rules.len(),
                    p.contracts.len(),
                    p.anns.len(),
                    p.handlers.count()
                ));
            }
            Err(LoadError::Invalid(failed)) => {
                out.flush();
                let n = failed.diagnostics.len();
                out::eprint(&format!(
                    "{}{}: {n} error{}\n",
                    failed.render(),
                    crate::text::escape_control(name),
                    if n == 1 { "" } else { "s" }
                ));
                status = status.max(Status::Findings);
            }
            Err(e) => {
                out.flush();
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

/// `skus check --json`: one document for tools, each spec with its
/// diagnostics (errors and warnings, located as `Diagnostic::to_json`
/// gives them).
fn check_json(out: &mut Out, specs_in: &[String]) -> Status {
    let mut status = Status::Clean;
    let mut results = Vec::new();
    for name in specs_in {
        let result = specs::load(name);
        status = status.max(match &result {
            Ok(_) => Status::Clean,
            Err(LoadError::Invalid(_)) => Status::Findings,
            Err(_) => Status::Unreadable,
        });
        results.push(specs::check_json(name, &result));
    }
    if specs_in.is_empty() {
        super::report(
            "no spec given",
            "name spec files, or shipped specs by variant (`skus check tarockcup`); --list lists them",
        );
        return Status::Unreadable;
    }
    out.put(&specs::check_document(results));
    status
}
