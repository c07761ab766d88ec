//! Files as the editor names them (`file:` URIs) and as the checker names
//! them (paths, and `spec/NAME.rules` for a shipped spec).
//!
//! The shipped specs live in the binary. For "go to definition" into one,
//! the server writes them once, read-only, into a cache directory named
//! after their contents (`$XDG_CACHE_HOME/skus/specs-<hash>/`, else
//! `~/.cache/…`, else the temporary directory): a plain `file:` URI that
//! every editor opens, and never a stale copy (another build has another
//! hash). A file there that differs (edited by hand) is written again.

use crate::specs::SHIPPED;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The path of a `file:` URI (percent-decoded), or `None` for another
/// scheme or a malformed one.
pub fn uri_to_path(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    // `file:///p` (empty authority) or `file://localhost/p`.
    let path = match rest.find('/') {
        Some(0) => rest,
        Some(i) if rest[..i].eq_ignore_ascii_case("localhost") => &rest[i..],
        _ => return None,
    };
    let path = path.split(['?', '#']).next().unwrap_or("");
    let bytes = percent_decode(path)?;
    let text = String::from_utf8(bytes).ok()?;
    // Windows: `/C:/x` is `C:/x`.
    #[cfg(windows)]
    let text = match text.as_bytes() {
        [b'/', d, b':', ..] if d.is_ascii_alphabetic() => text[1..].to_string(),
        _ => text,
    };
    Some(PathBuf::from(text))
}

fn percent_decode(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    Some(out)
}

/// The `file:` URI of an absolute path.
pub fn path_to_uri(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    let mut out = String::from("file://");
    if !text.starts_with('/') {
        out.push('/');
    }
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~:".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The directory the shipped specs are written to (and whether writing
/// them worked), once per process.
fn shipped_dir() -> Option<&'static Path> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        let hash = SHIPPED.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, (n, t)| {
            n.bytes()
                .chain(t.bytes())
                .fold(h, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
        });
        let leaf = format!("specs-{hash:016x}");
        let candidates = [
            std::env::var_os("XDG_CACHE_HOME")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from),
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".cache")),
            Some(std::env::temp_dir()),
        ];
        candidates
            .into_iter()
            .flatten()
            .filter(|base| base.is_absolute())
            .map(|base| base.join("skus").join(&leaf))
            .find(|dir| write_shipped(dir).is_ok())
    })
    .as_deref()
}

fn write_shipped(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, text) in SHIPPED {
        let path = dir.join(name);
        if std::fs::read(&path).is_ok_and(|old| old == text.as_bytes()) {
            continue;
        }
        // A new file beside it (created exclusively: never through a
        // link planted there), renamed over: a reader never sees half.
        let tmp = dir.join(format!(".{name}.{}", std::process::id()));
        let _ = std::fs::remove_file(&tmp);
        {
            use std::io::Write;
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&tmp)?;
            f.write_all(text.as_bytes())?;
        }
        let mut perms = std::fs::metadata(&tmp)?.permissions();
        perms.set_readonly(true);
        std::fs::set_permissions(&tmp, perms)?;
        if let Err(e) = std::fs::rename(&tmp, &path) {
            let _ = std::fs::remove_file(&tmp);
            return Err(e);
        }
    }
    Ok(())
}

/// The URI of a file the checker names: a path, or a shipped spec
/// (`spec/NAME.rules` with no such file on disk) as its read-only copy.
pub fn uri_of_source(name: &str) -> Option<String> {
    let path = Path::new(name);
    if path.is_absolute() {
        return Some(path_to_uri(path));
    }
    // A shipped spec: `spec/NAME.rules (embedded)`.
    let name = name.strip_suffix(crate::specs::EMBEDDED).unwrap_or(name);
    let file = name.strip_prefix("spec/")?;
    SHIPPED.iter().find(|(n, _)| *n == file)?;
    Some(path_to_uri(&shipped_dir()?.join(file)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_round_trip() {
        let p = Path::new("/home/a b/Sküs #1.rules");
        let uri = path_to_uri(p);
        assert_eq!(uri, "file:///home/a%20b/Sk%C3%BCs%20%231.rules");
        assert_eq!(uri_to_path(&uri).as_deref(), Some(p));
        assert_eq!(
            uri_to_path("file://localhost/x.rules").as_deref(),
            Some(Path::new("/x.rules"))
        );
        for bad in [
            "untitled:Untitled-1",
            "file://host/x",
            "file:///%zz",
            "file:///%",
        ] {
            assert_eq!(uri_to_path(bad), None, "{bad}");
        }
    }

    #[test]
    fn shipped_specs_have_read_only_copies() {
        let uri = uri_of_source("spec/tarockcup.rules").expect("a copy");
        let path = uri_to_path(&uri).expect("a path");
        let text = std::fs::read_to_string(&path).expect("written");
        assert_eq!(
            Some(text.as_str()),
            crate::specs::shipped("tarockcup").map(|s| s.1)
        );
        assert!(
            std::fs::metadata(&path)
                .expect("meta")
                .permissions()
                .readonly()
        );
        assert_eq!(uri_of_source("spec/nothing.rules"), None);
        assert_eq!(uri_of_source("relative.rules"), None);
    }
}
