//! The shipped specs' checked programs, packed (`spec/shipped.pack`), so
//! that `skus verify` does not read, check and compile a shipped spec
//! before its first game (≈ 10 ms a spec; the pack ≈ 0.1 ms).
//!
//! The pack is made by the front end itself, at development time, and
//! committed: a build script cannot run the crate it builds. It holds,
//! per shipped spec, its [`Program`] as [`super::check_shipped`] makes it,
//! without the spec texts (the binary carries them already: they are put
//! back by file name when a program is unpacked, so error places still
//! read `spec/tarockcup.rules (embedded)` with their line), and the
//! fingerprint of the build it was made by (`build.rs`: the specs and
//! the sources of the front end, the interpreter and the types a program
//! holds). A pack of another fingerprint is not used: the specs are then
//! read and checked at run time, as without a pack, so a stale pack never
//! changes what a spec means. The drift test (`tests/lang/spec_pack.rs`)
//! fails when the committed pack is not the one this build makes, and
//! says how to make it again:
//!
//! `UPDATE_PACK=1 cargo test --test lang spec_pack`
//!
//! A spec with warnings is not packed (a program keeps its warnings only
//! when checked).

use crate::lang::ir::Program;
use serde::{Deserialize, Serialize};

/// The pack as committed.
static PACK: &[u8] = include_bytes!("../../spec/shipped.pack");

/// Where the pack is, in the repository.
pub const PACK_FILE: &str = "spec/shipped.pack";

/// The format of the pack and the fingerprint of this build's inputs.
pub fn fingerprint() -> String {
    format!("skus-pack-1 {}", env!("SKUS_SPEC_FINGERPRINT"))
}

#[derive(Serialize, Deserialize)]
struct Pack<'a> {
    fingerprint: &'a str,
    /// Per spec: its file name (`tarockcup.rules`) and its program.
    #[serde(borrow)]
    specs: Vec<(&'a str, &'a [u8])>,
    /// Per shipped file: its name and its declarations as read (in file
    /// 0), for a spec file that extends a shipped spec or is one.
    #[serde(borrow)]
    decls: Vec<(&'a str, &'a [u8])>,
}

/// The packed program of a shipped spec (its file name), if the pack is
/// this build's and holds it.
pub fn program(file: &str) -> Option<Program> {
    let pack: Pack<'_> = postcard::from_bytes(PACK).ok()?;
    if pack.fingerprint != fingerprint() {
        return None;
    }
    let (_, bytes) = pack.specs.iter().find(|(f, _)| *f == file)?;
    let mut program: Program = postcard::from_bytes(bytes).ok()?;
    for (name, text) in &mut program.sources.files {
        let (file, shipped) = super::shipped(name)?;
        if super::embedded_name(file) != *name {
            return None;
        }
        *text = shipped.to_string();
    }
    Some(program)
}

/// The declarations of a text that is a shipped spec's, byte for byte,
/// read from the pack and placed in file `file` (registered with
/// [`crate::lang::parse::set_known`] by `specs::apply_env_limits`).
pub fn decls(text: &str, file: u16) -> Option<Vec<crate::lang::ast::Decl>> {
    let (name, _) = super::SHIPPED.iter().find(|(_, t)| *t == text)?;
    let pack: Pack<'_> = postcard::from_bytes(PACK).ok()?;
    if pack.fingerprint != fingerprint() {
        return None;
    }
    let (_, bytes) = pack.decls.iter().find(|(f, _)| f == name)?;
    crate::lang::diag::with_span_file(file, || postcard::from_bytes(bytes).ok())
}

/// Whether the pack is this build's (else every shipped spec is read and
/// checked at run time).
pub fn current() -> bool {
    postcard::from_bytes::<Pack<'_>>(PACK).is_ok_and(|p| p.fingerprint == fingerprint())
}

/// The pack this build makes: every shipped spec checked, its program
/// without the spec texts. An error names a spec that does not check.
pub fn build() -> Result<Vec<u8>, String> {
    let mut blobs: Vec<(&str, Vec<u8>)> = Vec::new();
    for (file, _) in super::SHIPPED {
        let mut program = super::check_shipped(file).map_err(|e| format!("{file}: {e}"))?;
        if !program.warnings.is_empty() {
            continue;
        }
        for (_, text) in &mut program.sources.files {
            text.clear();
        }
        let bytes = postcard::to_allocvec(&program).map_err(|e| format!("{file}: {e}"))?;
        blobs.push((file, bytes));
    }
    let mut decls: Vec<(&str, Vec<u8>)> = Vec::new();
    for (file, text) in super::SHIPPED {
        let d = crate::lang::parse::parse(text, 0).map_err(|e| format!("{file}: {}", e.message))?;
        decls.push((
            file,
            postcard::to_allocvec(&d).map_err(|e| format!("{file}: {e}"))?,
        ));
    }
    let fingerprint = fingerprint();
    let pack = Pack {
        fingerprint: &fingerprint,
        specs: blobs.iter().map(|(f, b)| (*f, b.as_slice())).collect(),
        decls: decls.iter().map(|(f, b)| (*f, b.as_slice())).collect(),
    };
    postcard::to_allocvec(&pack).map_err(|e| e.to_string())
}
