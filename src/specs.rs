//! The shipped specs, embedded in the binary, and the interpreter engines
//! built from them or from spec files on disk.
//!
//! A spec that `extends "base.rules"` finds its base beside itself first
//! (so an edited base in a checkout is picked up), then among the shipped
//! specs (so a house-rule overlay works from any directory, without the
//! repository).
//!
//! What a spec may read (SECURITY.md): a base is a `.rules` file named by
//! a relative path, inside the directory of the spec given on the command
//! line (or below it), a regular file of at most [`MAX_SPEC_BYTES`]; or a
//! shipped spec by name. Nothing else is opened, and a file that is not
//! such a spec is never quoted.

use crate::engine::Engine;
use crate::interp::Interp;
use crate::lang::{self, Base, BaseError, Failed, ir::Program};
use crate::referee::Engines;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub mod pack;

/// The specs in `spec/`, by file name.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "koenigrufen.rules",
        include_str!("../spec/koenigrufen.rules"),
    ),
    ("tarockcup.rules", include_str!("../spec/tarockcup.rules")),
    ("zwanziger.rules", include_str!("../spec/zwanziger.rules")),
    ("sitzenberg.rules", include_str!("../spec/sitzenberg.rules")),
    ("hopfgarten.rules", include_str!("../spec/hopfgarten.rules")),
    ("royal.rules", include_str!("../spec/royal.rules")),
];

/// What a shipped spec is called in messages and error places: its path
/// in the repository, marked as the copy the binary carries
/// (`spec/tarockcup.rules (embedded)`; `skus spec show` prints it).
pub fn embedded_name(file: &str) -> String {
    format!("spec/{file}{EMBEDDED}")
}

/// The mark of a shipped spec's name.
pub const EMBEDDED: &str = " (embedded)";

/// The shipped spec of a file name (`tarockcup.rules`, also
/// `spec/tarockcup.rules` and its embedded name) or of a variant id
/// (`tarockcup`).
pub fn shipped(name: &str) -> Option<(&'static str, &'static str)> {
    let name = name.strip_suffix(EMBEDDED).unwrap_or(name);
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    SHIPPED
        .iter()
        .find(|(file, _)| *file == base || file.strip_suffix(".rules") == Some(base))
        .copied()
}

/// Resolves `extends` among the shipped specs only.
fn resolve_shipped(name: &str, _from: &str) -> Option<(String, String)> {
    shipped(name).map(|(file, text)| (embedded_name(file), text.to_string()))
}

/// Limits a user may change by the environment (SECURITY.md):
/// `SKUS_MAX_STEPS` (the step budget of an event) and `SKUS_PARSE_CALLS`
/// (the most grammar rule calls the reader may make for one spec). Read
/// once, before the first spec is read.
pub fn apply_env_limits() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // A spec file that extends a shipped spec, or is one, takes the
        // shipped text's declarations from the pack.
        crate::lang::parse::set_known(pack::decls);
        // An edit of one is read again only where it differs.
        crate::lang::parse::set_near(pack::near);
        let number = |name: &str| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .filter(|n| *n > 0)
        };
        if let Some(n) = number("SKUS_MAX_STEPS") {
            crate::interp::eval::set_max_steps(n);
        }
        if let Some(n) = number("SKUS_PARSE_CALLS") {
            crate::lang::parse::set_parse_calls(usize::try_from(n).unwrap_or(usize::MAX));
        }
    });
}

/// The largest spec file read (the shipped specs are under 100 KiB).
pub const MAX_SPEC_BYTES: u64 = 4 << 20;

/// Reads a spec file: a regular file (not a FIFO, a device or a
/// directory), opened without blocking, of at most [`MAX_SPEC_BYTES`].
pub fn read_spec_file(path: &Path) -> std::io::Result<String> {
    use std::io::{Error, ErrorKind, Read};
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(Error::new(
            ErrorKind::InvalidInput,
            "not a regular file (a spec is a .rules file)",
        ));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        // A file swapped for a FIFO after the check above must not block.
        use std::os::unix::fs::OpenOptionsExt;
        #[cfg(any(target_os = "macos", target_os = "ios", target_os = "freebsd"))]
        options.custom_flags(0x0004);
        #[cfg(all(
            target_os = "linux",
            any(
                target_arch = "x86_64",
                target_arch = "x86",
                target_arch = "aarch64",
                target_arch = "arm",
                target_arch = "riscv64"
            )
        ))]
        options.custom_flags(0o4000);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(Error::new(ErrorKind::InvalidInput, "not a regular file"));
    }
    let mut bytes = Vec::new();
    file.take(MAX_SPEC_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_SPEC_BYTES {
        return Err(Error::new(
            ErrorKind::InvalidData,
            format!(
                "larger than {} MiB, the most a spec may be",
                MAX_SPEC_BYTES >> 20
            ),
        ));
    }
    String::from_utf8(bytes).map_err(|_| Error::new(ErrorKind::InvalidData, "not UTF-8 text"))
}

/// The canonical form of a path, for telling files apart.
fn canonical(path: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(path).ok()
}

/// Resolves `extends` beside the extending file, then among the shipped
/// specs. `root` is the directory of the spec given by the user: no base
/// outside it is read.
fn resolve_on_disk(root: Option<&Path>, name: &str, from: &str) -> Result<Base, BaseError> {
    let shipped_base = || match shipped(name) {
        // Shipped specs by their plain name only.
        Some((file, text)) if !name.contains(['/', '\\']) || name == format!("spec/{file}") => {
            Ok(Base {
                name: embedded_name(file),
                key: format!("shipped:{file}"),
                text: text.to_string(),
            })
        }
        _ => Err(BaseError::NotFound),
    };
    if !name.ends_with(".rules") {
        return Err(BaseError::Refused(
            "a spec extends only `.rules` files".into(),
        ));
    }
    if Path::new(name).is_absolute() || name.starts_with(['/', '\\']) {
        return Err(BaseError::Refused(
            "a base is named by a path relative to the spec, not an absolute path".into(),
        ));
    }
    // A shipped spec extending a base (spec/…): the shipped specs only.
    let Some(root) = root else {
        return shipped_base();
    };
    if from.starts_with("spec/") && shipped(from).is_some() && !Path::new(from).exists() {
        return shipped_base();
    }
    let dir = Path::new(from).parent().unwrap_or(Path::new(""));
    let beside: PathBuf = dir.join(name);
    let Some(real) = canonical(&beside) else {
        return shipped_base();
    };
    if !real.starts_with(root) {
        return match shipped_base() {
            Ok(b) => Ok(b),
            Err(_) => Err(BaseError::Refused(format!(
                "it is outside {}, the directory of the spec given (a spec reads bases there and below)",
                root.display()
            ))),
        };
    }
    match read_spec_file(&real) {
        Ok(text) => Ok(Base {
            name: beside.display().to_string(),
            key: real.display().to_string(),
            text,
        }),
        Err(e) => Err(BaseError::Refused(e.to_string())),
    }
}

/// Why a spec could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io(String, std::io::Error),
    /// No shipped spec by that name.
    Unknown(String),
    /// The spec has errors.
    Invalid(Box<Failed>),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io(path, e) => write!(f, "cannot read `{path}`: {e}"),
            LoadError::Unknown(name) => {
                let known: Vec<&str> = SHIPPED.iter().map(|(f, _)| *f).collect();
                write!(
                    f,
                    "no spec `{name}`: not a file, and not a shipped spec ({})",
                    known.join(", ")
                )
            }
            LoadError::Invalid(failed) => f.write_str(&failed.render()),
        }
    }
}

/// The checked program of the shipped spec of a variant (or file name):
/// from the pack this build carries ([`pack`]), else read and checked
/// now ([`check_shipped`]); the two are the same program (the drift test,
/// `tests/lang/spec_pack.rs`).
pub fn load_shipped(name: &str) -> Result<Program, LoadError> {
    apply_env_limits();
    let (file, _) = shipped(name).ok_or_else(|| LoadError::Unknown(name.to_string()))?;
    match pack::program(file) {
        Some(p) => Ok(p),
        None => check_shipped(file),
    }
}

/// Reads and checks the shipped spec of a variant (or file name), without
/// the pack.
pub fn check_shipped(name: &str) -> Result<Program, LoadError> {
    apply_env_limits();
    let (file, text) = shipped(name).ok_or_else(|| LoadError::Unknown(name.to_string()))?;
    lang::check(&embedded_name(file), text, &resolve_shipped)
        .map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// Checks a spec file on disk (a regular file, at most
/// [`MAX_SPEC_BYTES`]).
pub fn load_file(path: &str) -> Result<Program, LoadError> {
    let text = read_spec(path)?;
    load_text(path, &text)
}

/// The text of a spec file: a `.rules` file (only a spec is read as one,
/// and so quoted in its errors), read as [`read_spec_file`] reads it.
pub fn read_spec(path: &str) -> Result<String, LoadError> {
    if !path.ends_with(".rules") {
        return Err(LoadError::Io(
            path.to_string(),
            std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "a spec is a `.rules` file",
            ),
        ));
    }
    read_spec_file(Path::new(path)).map_err(|e| LoadError::Io(path.to_string(), e))
}

/// Checks a spec's text; `name` says where it is (for messages and for
/// finding its bases beside it, within its directory).
pub fn load_text(name: &str, text: &str) -> Result<Program, LoadError> {
    apply_env_limits();
    let file = canonical(Path::new(name));
    let root = file
        .as_deref()
        .and_then(Path::parent)
        .map(Path::to_path_buf);
    let key = file.map_or_else(|| name.to_string(), |f| f.display().to_string());
    lang::check_with(name, &key, text, &|base: &str, from: &str| {
        resolve_on_disk(root.as_deref(), base, from)
    })
    .map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// Checks a spec's text whose bases are shipped specs (an overlay the
/// binary carries, as the rulebook shows them).
pub fn load_text_shipped(name: &str, text: &str) -> Result<Program, LoadError> {
    lang::check(name, text, &resolve_shipped).map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// The declarations a spec (a file on disk if there is one, else a
/// shipped spec) and its bases make together, as `load` would read and
/// merge them; see [`lang::check::merged_with`].
pub fn merged(name: &str) -> Result<lang::check::MergedSpec, LoadError> {
    apply_env_limits();
    let invalid = |f| LoadError::Invalid(Box::new(f));
    if Path::new(name).exists() || shipped(name).is_none() {
        let text = read_spec(name)?;
        let file = canonical(Path::new(name));
        let root = file
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_path_buf);
        let key = file.map_or_else(|| name.to_string(), |f| f.display().to_string());
        lang::check::merged_with(name, &key, &text, &|base: &str, from: &str| {
            resolve_on_disk(root.as_deref(), base, from)
        })
        .map_err(invalid)
    } else {
        let (file, text) = shipped(name).ok_or_else(|| LoadError::Unknown(name.to_string()))?;
        let own = embedded_name(file);
        lang::check::merged_with(&own, &own, text, &|base: &str, from: &str| {
            resolve_shipped(base, from)
                .map(|(name, text)| Base {
                    key: name.clone(),
                    name,
                    text,
                })
                .ok_or(BaseError::NotFound)
        })
        .map_err(invalid)
    }
}

/// A file on disk if there is one, else a shipped spec by name.
pub fn load(name: &str) -> Result<Program, LoadError> {
    if Path::new(name).exists() || shipped(name).is_none() {
        load_file(name)
    } else {
        load_shipped(name)
    }
}

/// The interpreter on a shipped spec, with its functions compiled to Rust
/// ahead of time where they were made from this very program (`native`),
/// its notes optional ([`Interp::with_optional_notes`]).
pub fn shipped_interp(file: &str) -> Result<Interp, LoadError> {
    let p = load_shipped(file)?;
    let natives = pack::program_bytes(file).and_then(crate::native::for_program);
    Ok(Interp::with_natives(p, natives).with_optional_notes())
}

/// Interpreter engines: the shipped specs, and spec files that stand in for
/// the variants they declare or extend.
///
/// A shipped spec is read and checked the first time a game of its variant
/// asks for it (a run over Tarockcup games does not pay for Royal's spec),
/// once, whichever thread asks first.
pub struct InterpEngines {
    /// One slot per shipped spec of a variant (file `<variant>.rules`).
    shipped: Vec<Slot>,
    /// The files given by the user, in order.
    user: Vec<Interp>,
}

struct Slot {
    variant: &'static str,
    file: &'static str,
    engine: OnceLock<Option<Interp>>,
}

impl Slot {
    fn get(&self) -> Option<&Interp> {
        self.engine
            .get_or_init(|| match shipped_interp(self.file) {
                Ok(e) => Some(e),
                Err(e) => {
                    // A shipped spec that does not check is a bug of the
                    // build (tests/referee/corpus.rs checks every one); say so
                    // rather than refereeing without it.
                    // Standard error may be closed or full: never panic.
                    use std::io::Write;
                    let _ = writeln!(
                        std::io::stderr(),
                        "error: the shipped spec {} does not check:\n{e}",
                        self.file
                    );
                    None
                }
            })
            .as_ref()
    }
}

impl InterpEngines {
    /// The interpreter on every shipped spec, each read and checked now. A
    /// shipped spec that does not check is a bug of the build; it is
    /// reported, not hidden.
    pub fn shipped() -> Result<InterpEngines, LoadError> {
        let e = InterpEngines::shipped_lazy();
        e.load_all()?;
        Ok(e)
    }

    /// The interpreter on the shipped specs, each read when a game of its
    /// variant first asks for it (what the CLI uses). Shared bases (no
    /// variant of their own in VARIANTS) are read through the specs that
    /// extend them.
    pub fn shipped_lazy() -> InterpEngines {
        let shipped = SHIPPED
            .iter()
            .filter_map(|(file, _)| {
                let stem = file.strip_suffix(".rules")?;
                let v = crate::variants::VARIANTS.iter().find(|v| v.id == stem)?;
                Some(Slot {
                    variant: v.id,
                    file,
                    engine: OnceLock::new(),
                })
            })
            .collect();
        InterpEngines {
            shipped,
            user: Vec::new(),
        }
    }

    /// Reads and checks every shipped spec now (what a lazy start would
    /// otherwise do on first use); the first that fails is returned.
    pub fn load_all(&self) -> Result<(), LoadError> {
        for slot in &self.shipped {
            if slot.engine.get().is_none() {
                let _ = slot.engine.set(Some(shipped_interp(slot.file)?));
            }
        }
        Ok(())
    }

    /// No engines yet.
    pub fn empty() -> InterpEngines {
        InterpEngines {
            shipped: Vec::new(),
            user: Vec::new(),
        }
    }

    /// Adds a spec; it referees games of its own variant and of every
    /// variant it extends, in place of earlier engines. Two specs of the
    /// same variant are refused (which should referee its games?), with
    /// both files named.
    pub fn add(&mut self, program: Program) -> Result<(), String> {
        let file = |p: &Program| {
            p.sources
                .files
                .first()
                .map_or_else(|| "?".to_string(), |f| f.0.clone())
        };
        if let Some(other) = self
            .user
            .iter()
            .find(|e| e.program().variant == program.variant)
        {
            return Err(format!(
                "`{}` and `{}` are both specs of the variant `{}`: give one --spec per variant",
                file(other.program()),
                file(&program),
                program.variant
            ));
        }
        self.user.push(Interp::new(program));
        Ok(())
    }

    /// The programs: the shipped ones (each read now if it was not yet),
    /// then the files given by the user, in the order they were added.
    pub fn programs(&self) -> impl Iterator<Item = &Program> {
        self.shipped
            .iter()
            .filter_map(Slot::get)
            .chain(&self.user)
            .map(|e| e.program())
    }
}

impl InterpEngines {
    /// The spec given by the user that referees a variant: one of the
    /// variant itself before one that extends it.
    fn user_engine(&self, variant: &str) -> Option<&Interp> {
        self.user
            .iter()
            .find(|e| e.program().variant == variant)
            .or_else(|| {
                self.user
                    .iter()
                    .rev()
                    .find(|e| e.program().lineage.iter().any(|v| v == variant))
            })
    }

    /// The interpreter that referees a variant's games (as `engine`), for
    /// what a spec declares beyond the game: its standings. A spec given by
    /// the user stands in for its variant and every variant it extends;
    /// a shipped spec only for its own variant (sitzenberg may extend
    /// tarockcup's spec, but it does not referee tarockcup games).
    pub fn interp(&self, variant: &str) -> Option<&Interp> {
        self.user_engine(variant).or_else(|| {
            self.shipped
                .iter()
                .find(|s| s.variant == variant)
                .and_then(Slot::get)
        })
    }
}

impl Engines for InterpEngines {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        self.interp(variant).map(|e| e as &dyn Engine)
    }

    fn spec_of(&self, variant: &str) -> Option<String> {
        let e = self.user_engine(variant)?;
        let files = &e.program().sources.files;
        let (top, bases) = files.split_first()?;
        Some(if bases.is_empty() {
            top.0.clone()
        } else {
            let names: Vec<&str> = bases.iter().map(|f| f.0.as_str()).collect();
            format!("{} (extends {})", top.0, names.join(", "))
        })
    }

    fn known(&self) -> Vec<String> {
        let mut out: Vec<String> = self.shipped.iter().map(|s| s.variant.to_string()).collect();
        for e in &self.user {
            for v in &e.program().lineage {
                if !out.contains(v) {
                    out.push(v.clone());
                }
            }
        }
        out
    }
}

/// One spec's entry of the `skus check --json` document: whether it
/// checks, its variant and its diagnostics (errors and warnings, located as
/// `Diagnostic::to_json` gives them). The command line and the browser's
/// playground (`web/`) both write it here.
pub fn check_json(name: &str, result: &Result<Program, LoadError>) -> serde_json::Value {
    match result {
        Ok(p) => serde_json::json!({
            "spec": name,
            "ok": true,
            "variant": p.variant,
            "diagnostics": p.warnings.iter().map(|d| d.to_json(&p.sources)).collect::<Vec<_>>(),
        }),
        Err(LoadError::Invalid(failed)) => serde_json::json!({
            "spec": name,
            "ok": false,
            "diagnostics": failed.diagnostics.iter().map(|d| d.to_json(&failed.sources)).collect::<Vec<_>>(),
        }),
        Err(e) => {
            serde_json::json!({ "spec": name, "ok": false, "error": e.to_string(), "diagnostics": [] })
        }
    }
}

/// The `skus check --json` document of the entries [`check_json`] gives.
pub fn check_document(entries: Vec<serde_json::Value>) -> String {
    let doc = serde_json::json!({ "specs": entries });
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped spec of a variant is named after it, so that a lazy
    /// start finds it by the variant alone, and it checks.
    #[test]
    fn shipped_specs_are_named_after_their_variant_and_check() {
        let lazy = InterpEngines::shipped_lazy();
        for (file, _) in SHIPPED {
            let p = load_shipped(file).unwrap_or_else(|e| panic!("{file}:\n{e}"));
            let is_variant = crate::variants::VARIANTS.iter().any(|v| v.id == p.variant);
            assert_eq!(
                is_variant,
                lazy.known().contains(&p.variant),
                "{file} declares `{}`",
                p.variant
            );
            if is_variant {
                assert_eq!(file.strip_suffix(".rules"), Some(p.variant.as_str()));
                let e = lazy.engine(&p.variant).expect("an engine");
                assert_eq!(e.variant(), p.variant);
            }
        }
    }
}
