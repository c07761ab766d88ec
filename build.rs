//! The fingerprint of what the shipped specs' pack (`spec/shipped.pack`,
//! `src/specs/pack.rs`) is made from: the specs and the sources of the
//! front end (its grammar included), the interpreter (constants are folded by it) and the types
//! the program holds. A pack made by another build is not used (the specs
//! are then read and checked at run time, as before the pack), and the
//! drift test (`tests/lang/spec_pack.rs`) fails, naming the command that
//! makes it again.

use std::path::{Path, PathBuf};

/// The files and folders the checked programs depend on.
const INPUTS: &[&str] = &[
    "spec",
    "grammar",
    "src/lang",
    "src/interp",
    "src/cards",
    "src/engine",
    "src/ptn/model.rs",
    "src/seat.rs",
    "src/variants.rs",
    "src/specs.rs",
    "src/specs",
];

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else if path
        .extension()
        .is_some_and(|e| e == "rs" || e == "rules" || e == "pest")
    {
        out.push(path.to_path_buf());
    }
}

fn main() {
    let mut all = Vec::new();
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
        files(Path::new(input), &mut all);
    }
    // FNV-1a, 64 bits, over each file's path and bytes (line ends as
    // they are).
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    for f in &all {
        eat(f.to_string_lossy().replace('\\', "/").as_bytes());
        eat(&[0]);
        eat(&std::fs::read(f).unwrap_or_default());
        eat(&[0]);
    }
    println!("cargo:rustc-env=SKUS_SPEC_FINGERPRINT={h:016x}");
}
