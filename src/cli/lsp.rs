//! `skus lsp`: the language server for `.rules` files, on standard input
//! and output (`crate::lsp`).

use std::process::ExitCode;

pub fn run() -> ExitCode {
    let stdin = std::io::stdin();
    let status = crate::lsp::serve(stdin.lock(), std::io::stdout().lock());
    ExitCode::from(u8::try_from(status).unwrap_or(1))
}
