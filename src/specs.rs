//! The shipped specs, embedded in the binary, and the interpreter engines
//! built from them or from spec files on disk.
//!
//! A spec that `extends "base.rules"` finds its base beside itself first
//! (so an edited base in a checkout is picked up), then among the shipped
//! specs (so a house-rule overlay works from any directory, without the
//! repository).

use crate::engine::Engine;
use crate::interp::Interp;
use crate::lang::{self, Failed, ir::Program};
use crate::referee::Engines;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

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

/// The shipped spec of a file name (`tarockcup.rules`, also
/// `spec/tarockcup.rules`) or of a variant id (`tarockcup`).
pub fn shipped(name: &str) -> Option<(&'static str, &'static str)> {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    SHIPPED
        .iter()
        .find(|(file, _)| *file == base || file.strip_suffix(".rules") == Some(base))
        .copied()
}

/// Resolves `extends` among the shipped specs only.
fn resolve_shipped(name: &str, _from: &str) -> Option<(String, String)> {
    shipped(name).map(|(file, text)| (format!("spec/{file}"), text.to_string()))
}

/// Resolves `extends` beside the extending file, then among the shipped
/// specs.
fn resolve_on_disk(name: &str, from: &str) -> Option<(String, String)> {
    let dir = Path::new(from).parent().unwrap_or(Path::new(""));
    let beside: PathBuf = dir.join(name);
    if let Ok(text) = std::fs::read_to_string(&beside) {
        return Some((beside.display().to_string(), text));
    }
    resolve_shipped(name, from)
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

/// Checks the shipped spec of a variant (or file name).
pub fn load_shipped(name: &str) -> Result<Program, LoadError> {
    let (file, text) = shipped(name).ok_or_else(|| LoadError::Unknown(name.to_string()))?;
    lang::check(&format!("spec/{file}"), text, &resolve_shipped)
        .map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// Checks a spec file on disk.
pub fn load_file(path: &str) -> Result<Program, LoadError> {
    let text = std::fs::read_to_string(path).map_err(|e| LoadError::Io(path.to_string(), e))?;
    load_text(path, &text)
}

/// Checks a spec's text; `name` says where it is (for messages and for
/// finding its bases beside it).
pub fn load_text(name: &str, text: &str) -> Result<Program, LoadError> {
    lang::check(name, text, &resolve_on_disk).map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// Checks a spec's text whose bases are shipped specs (an overlay the
/// binary carries, as the rulebook shows them).
pub fn load_text_shipped(name: &str, text: &str) -> Result<Program, LoadError> {
    lang::check(name, text, &resolve_shipped).map_err(|f| LoadError::Invalid(Box::new(f)))
}

/// A file on disk if there is one, else a shipped spec by name.
pub fn load(name: &str) -> Result<Program, LoadError> {
    if Path::new(name).exists() || shipped(name).is_none() {
        load_file(name)
    } else {
        load_shipped(name)
    }
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
            .get_or_init(|| match load_shipped(self.file) {
                Ok(p) => Some(Interp::new(p)),
                Err(e) => {
                    // A shipped spec that does not check is a bug of the
                    // build (tests/corpus.rs checks every one); say so
                    // rather than refereeing without it.
                    eprintln!("error: the shipped spec {} does not check:\n{e}", self.file);
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
                let p = load_shipped(slot.file)?;
                let _ = slot.engine.set(Some(Interp::new(p)));
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
    /// variant it extends, in place of earlier engines.
    pub fn add(&mut self, program: Program) {
        self.user.push(Interp::new(program));
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

impl Engines for InterpEngines {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        // A spec given by the user stands in for its variant and every
        // variant it extends (the last given wins); a shipped spec only for
        // its own variant (sitzenberg may extend tarockcup's spec, but it
        // does not referee tarockcup games).
        self.user
            .iter()
            .rev()
            .find(|e| e.program().lineage.iter().any(|v| v == variant))
            .or_else(|| {
                self.shipped
                    .iter()
                    .find(|s| s.variant == variant)
                    .and_then(Slot::get)
            })
            .map(|e| e as &dyn Engine)
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
