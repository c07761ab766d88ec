//! Scratch folders and files in the system's temporary folder, removed
//! when the test that made them ends, passed or failed (a panicking test
//! drops its locals as it unwinds): without them every run of the suite
//! left about a hundred `skus-*` folders in /tmp.
//!
//! A [`Scratch`] is bound to a named local (`let dir = …`, never `let _ =
//! …`, which would drop it at once) and reads as a [`Path`]: `dir.join(…)`,
//! `&dir` and `.arg(&dir)` work as with a `PathBuf`. Declared before a
//! spawned `skus` that uses it, it outlives the process (locals are dropped
//! in reverse order). Its name carries the process id, so that test
//! binaries run side by side do not share one.
//!
//! Shared by the test binaries: `tests/common/mod.rs` (`common::scratch`),
//! the library's unit tests (`src/lib.rs`), `benches/spec.rs`,
//! and `tests/web/main.rs`, which has no use for the rest of `common`.

#![allow(dead_code)]

use std::ffi::OsStr;
use std::fs;
use std::ops::Deref;
use std::path::{Path, PathBuf};

/// A folder or file in the temporary folder, removed when dropped.
#[derive(Debug)]
pub struct Scratch(PathBuf);

impl Scratch {
    /// A fresh, empty folder `NAME` in the temporary folder (what an
    /// earlier process of the same id left there is removed first).
    pub fn dir(name: &str) -> Scratch {
        let s = Scratch::path(name);
        let _ = fs::remove_dir_all(&s.0);
        fs::create_dir_all(&s.0).expect("a scratch folder in the temporary folder");
        s
    }

    /// The path `NAME` in the temporary folder, nothing created: for a
    /// file the test writes, or a folder a program is told to make.
    /// Removed whichever it turns out to be.
    pub fn path(name: &str) -> Scratch {
        assert!(
            name.contains(&std::process::id().to_string()),
            "a scratch name carries the process id: {name}"
        );
        Scratch(std::env::temp_dir().join(name))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        remove(&self.0);
    }
}

impl Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<OsStr> for Scratch {
    fn as_ref(&self) -> &OsStr {
        self.0.as_os_str()
    }
}

/// Removes `path`, a folder with all it holds or a file; errors ignored
/// (nothing there, or already gone). A folder a failed test left locked
/// (mode 000) is opened up first.
fn remove(path: &Path) {
    if path.as_os_str().is_empty() {
        return;
    }
    match fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => {
            if fs::remove_dir_all(path).is_err() {
                unlock(path);
                let _ = fs::remove_dir_all(path);
            }
        }
        Ok(_) => {
            let _ = fs::remove_file(path);
        }
        Err(_) => {}
    }
}

/// Makes the folders below `dir` (itself included) readable, writable and
/// searchable by their owner, so that their entries can be removed.
#[cfg(unix)]
fn unlock(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = fs::set_permissions(dir, fs::Permissions::from_mode(0o700));
    for e in fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.file_type().is_ok_and(|t| t.is_dir()) {
            unlock(&e.path());
        }
    }
}

#[cfg(not(unix))]
fn unlock(_: &Path) {}
