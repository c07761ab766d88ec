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
    format!("skus-pack-2 {}", env!("SKUS_SPEC_FINGERPRINT"))
}

/// A file's declarations, each with where it starts (its `override`
/// included) and its bytes.
type Decls<'a> = Vec<(u32, &'a [u8])>;

#[derive(Serialize, Deserialize)]
struct Pack<'a> {
    fingerprint: &'a str,
    /// Per spec: its file name (`tarockcup.rules`) and its program.
    #[serde(borrow)]
    specs: Vec<(&'a str, &'a [u8])>,
    /// Per shipped file: its name and its declarations as read (in file
    /// 0), each on its own with where it starts, for a spec file that
    /// extends a shipped spec, is one, or is an edit of one.
    #[serde(borrow)]
    decls: Vec<(&'a str, Decls<'a>)>,
}

/// The packed bytes of a shipped spec's program (its file name), if the
/// pack is this build's and holds it (what `native` matches its code to).
pub fn program_bytes(file: &str) -> Option<&'static [u8]> {
    pack()?
        .specs
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, b)| *b)
}

/// The packed program of a shipped spec (its file name), if the pack is
/// this build's and holds it.
pub fn program(file: &str) -> Option<Program> {
    let (_, bytes) = pack()?.specs.iter().find(|(f, _)| *f == file)?;
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

/// The pack, if it is this build's (unpacked once: its index of
/// declarations is a few thousand slices).
fn pack() -> Option<&'static Pack<'static>> {
    static PACKED: std::sync::OnceLock<Option<Pack<'static>>> = std::sync::OnceLock::new();
    PACKED
        .get_or_init(|| {
            let pack: Pack<'static> = postcard::from_bytes(PACK).ok()?;
            (pack.fingerprint == fingerprint()).then_some(pack)
        })
        .as_ref()
}

/// The declarations of a text that is a shipped spec's, byte for byte,
/// read from the pack and placed in file `file` (registered with
/// [`crate::lang::parse::set_known`] by `specs::apply_env_limits`).
pub fn decls(text: &str, file: u16) -> Option<Vec<crate::lang::ast::Decl>> {
    let (name, _) = super::SHIPPED.iter().find(|(_, t)| *t == text)?;
    let pack = pack()?;
    let (_, decls) = pack.decls.iter().find(|(f, _)| f == name)?;
    crate::lang::diag::with_span_file(file, || {
        decls
            .iter()
            .map(|(_, bytes)| postcard::from_bytes(bytes).ok())
            .collect()
    })
}

/// A shipped spec's text and its packed declarations, which an edit of
/// it keeps where it does not differ.
struct Shipped {
    text: &'static str,
    starts: Vec<usize>,
    decls: Vec<&'static [u8]>,
}

impl crate::lang::parse::Earlier for Shipped {
    fn text(&self) -> &str {
        self.text
    }
    fn starts(&self) -> &[usize] {
        &self.starts
    }
    fn decl(&self, i: usize, shift: i64, file: u16) -> Option<crate::lang::ast::Decl> {
        let bytes = self.decls.get(i)?;
        crate::lang::diag::with_span_place(file, shift, || postcard::from_bytes(bytes).ok())
    }
}

/// The shipped spec a text is an edit of, if any (registered with
/// [`crate::lang::parse::set_near`] by `specs::apply_env_limits`): the
/// one it shares most with at its start and end, if that is at least half
/// of it. Where nothing is shared, reading again only where the texts
/// differ is reading the whole text.
pub fn near(text: &str) -> Option<Box<dyn crate::lang::parse::Earlier>> {
    let (at, _) = super::SHIPPED
        .iter()
        .enumerate()
        .map(|(i, (_, t))| {
            let (p, s) = crate::lang::parse::shared_ends(t, text);
            (i, p + s)
        })
        .max_by_key(|(_, shared)| *shared)?;
    if !crate::lang::parse::is_near(text, super::SHIPPED[at].1) {
        return None;
    }
    let (name, shipped) = super::SHIPPED[at];
    let pack = pack()?;
    let (_, decls) = pack.decls.iter().find(|(f, _)| *f == name)?;
    Some(Box::new(Shipped {
        text: shipped,
        starts: decls.iter().map(|(s, _)| *s as usize).collect(),
        decls: decls.iter().map(|(_, b)| *b).collect(),
    }))
}

/// Whether the pack is this build's (else every shipped spec is read and
/// checked at run time).
pub fn current() -> bool {
    pack().is_some()
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
    // Per shipped file (in the order of SHIPPED): each declaration's start
    // and bytes.
    let mut decls: Vec<Vec<(u32, Vec<u8>)>> = Vec::new();
    for (file, text) in super::SHIPPED {
        let d = crate::lang::parse::parse(text, 0).map_err(|e| format!("{file}: {}", e.message))?;
        let mut each = Vec::new();
        for d in &d {
            let start = crate::lang::parse::decl_start(d) as u32;
            each.push((
                start,
                postcard::to_allocvec(d).map_err(|e| format!("{file}: {e}"))?,
            ));
        }
        decls.push(each);
    }
    let fingerprint = fingerprint();
    let pack = Pack {
        fingerprint: &fingerprint,
        specs: blobs.iter().map(|(f, b)| (*f, b.as_slice())).collect(),
        decls: super::SHIPPED
            .iter()
            .zip(&decls)
            .map(|((f, _), each)| (*f, each.iter().map(|(s, b)| (*s, b.as_slice())).collect()))
            .collect(),
    };
    postcard::to_allocvec(&pack).map_err(|e| e.to_string())
}
