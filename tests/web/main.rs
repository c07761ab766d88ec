//! The referee in the browser (`web/`, book/README.md "The wasm pages"):
//! the wasm engine against the native one, and the built book's pages in
//! headless Chromium. One test binary per layer (ARCHITECTURE.md).
//!
//! Both need the wasm build, which `scripts/web.sh build` makes (installing
//! the wasm32 target and the pinned wasm-bindgen-cli under target/tools
//! first); the tests run it once. Where node, Chromium or the wasm
//! toolchain is missing, each test prints `skipped: …` and why — never a
//! silent pass. `SKUS_WEB=skip` skips them on purpose (said the same way).

mod browser;
mod identity;
#[path = "../common/scratch.rs"]
mod scratch;
mod server;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Why the wasm build is not there, or where it is (`target/web`).
pub fn web_build() -> Result<&'static Path, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if std::env::var("SKUS_WEB").is_ok_and(|v| v == "skip") {
                return Err("SKUS_WEB=skip".into());
            }
            if Command::new("rustup").arg("--version").output().is_err() {
                return Err("no rustup to add the wasm32 target with".into());
            }
            // The toolchain first: where it cannot be installed (no
            // network, no registry) the tests are skipped with the reason.
            let out = Command::new("bash")
                .arg(root().join("scripts/web.sh"))
                .arg("install")
                .output()
                .map_err(|e| format!("cannot run scripts/web.sh: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "the wasm toolchain could not be installed:\n{}",
                    tail_of(&out.stderr)
                ));
            }
            // Then the build: any failure of it (a compile error, a stale
            // web/Cargo.lock) fails the tests.
            let out = Command::new("bash")
                .arg(root().join("scripts/web.sh"))
                .arg("build")
                .env("WEB_PROFILE", "quick")
                .output()
                .map_err(|e| format!("cannot run scripts/web.sh: {e}"))?;
            if !out.status.success() {
                panic!("the wasm build failed:\n{}", tail_of(&out.stderr));
            }
            Ok(root().join("target/web"))
        })
        .as_deref()
        .map_err(Clone::clone)
}

/// The last 30 lines a command wrote.
fn tail_of(err: &[u8]) -> String {
    let err = String::from_utf8_lossy(err);
    let lines: Vec<&str> = err.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

/// Says a test was skipped, and why: written to the standard error handle
/// itself, which the test harness does not capture (its capture takes only
/// `print!` and `eprint!`), so `cargo test` shows it for a passing test.
pub fn skipped(test: &str, why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "skipped: {test}: {why}");
}

/// Whether a program runs (`--version`).
pub fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}
