//! `skus fmt [--check] FILE…`: canonical PTN, written in place.
//!
//! A file is streamed game by game (never held whole). In place, the
//! canonical text goes to a new file beside the original — an unpredictable
//! name created exclusively and never through a link — which is synced, given
//! the original's permissions and renamed over it only when every game read
//! and every byte was written. On any failure the new file is removed and the
//! original is untouched. `--check` writes nothing at all.

use super::input::{InputError, InputFormat, report_game_error, sniff};
use super::out::{Out, eprint};
use super::{Limits, Status};
use crate::files;
use crate::ptn::{self, Chunk, ParseOptions, Reader};
use crate::text::escape_control;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

pub fn run(files: &[String], check: bool, limits: Limits) -> Status {
    let mut status = Status::Clean;
    let (mut changed, mut canonical, mut unreadable) = (0usize, 0usize, 0usize);
    for arg in files {
        let s = if arg == "-" {
            stdin(check, limits)
        } else {
            file(Path::new(arg), check, limits, &buffered)
        };
        match s {
            Ok(true) => canonical += 1,
            Ok(false) => {
                changed += 1;
                if check {
                    status = status.max(Status::Findings);
                }
            }
            Err(s) => {
                unreadable += 1;
                status = status.max(s);
            }
        }
    }
    if files.len() > 1 || check {
        let verb = if check {
            "would be reformatted"
        } else {
            "reformatted"
        };
        let mut summary = format!("{changed} file(s) {verb}, {canonical} already canonical");
        if unreadable > 0 {
            summary.push_str(&format!(", {unreadable} could not be read"));
        }
        summary.push('\n');
        eprint(&summary);
    }
    status
}

/// Where canonical text goes: a writer that can also make its bytes
/// durable. The seam through which a test makes writing fail part-way.
pub(crate) trait Sink: Write {
    /// Flushes and syncs to the disk.
    fn commit(&mut self) -> io::Result<()>;
}

impl Sink for BufWriter<File> {
    fn commit(&mut self) -> io::Result<()> {
        self.flush()?;
        self.get_ref().sync_all()
    }
}

fn buffered(f: File) -> Box<dyn Sink> {
    Box::new(BufWriter::with_capacity(1 << 16, f))
}

/// What streaming a file's games gave.
struct Outcome {
    /// Every game printed exactly as it was written.
    same: bool,
    /// Games with errors (reported).
    broken: usize,
    games: usize,
}

/// Reads every game of `src`, hands the canonical text of each (or, for a
/// game with errors, its text as it was) to `emit`, and compares. The first
/// difference is reported when `report_diff`.
fn stream(
    src: impl Read,
    name: &str,
    limits: Limits,
    report_diff: bool,
    emit: &mut dyn FnMut(&str) -> io::Result<()>,
) -> Result<Outcome, InputError> {
    let mut reader = Reader::with_limit(src, limits.max_game);
    let mut o = Outcome {
        same: true,
        broken: 0,
        games: 0,
    };
    let mut piece = String::new();
    for chunk in reader.by_ref() {
        let chunk: Chunk<String> = chunk.map_err(|e| InputError::Io(name.into(), e))?;
        piece.clear();
        if o.games > 0 {
            piece.push('\n');
        }
        o.games += 1;
        match chunk.parse(ParseOptions::default()) {
            Ok(g) => ptn::write_game(&g, &mut piece),
            Err(e) => {
                report_game_error(name, &e);
                o.broken += 1;
                piece.clear();
                piece.push_str(&chunk.text);
            }
        }
        if o.same && piece != chunk.text {
            o.same = false;
            if report_diff && o.broken == 0 {
                report_difference(name, chunk.first_line, &chunk.text, &piece);
            }
        }
        emit(&piece).map_err(|e| InputError::Io(format!("the output for {name}"), e))?;
    }
    if reader.had_bom() {
        o.same = false;
    }
    if o.games == 0 {
        return Err(InputError::NoGame(name.into()));
    }
    Ok(o)
}

/// Formats standard input to standard output, game by game; a game with
/// errors is reported and written as it was. `Ok(true)` when the input was
/// canonical already.
fn stdin(check: bool, limits: Limits) -> Result<bool, Status> {
    let name = "<stdin>";
    let mut src = BufReader::new(io::stdin().lock());
    let head = src.fill_buf().map(<[u8]>::to_vec).unwrap_or_default();
    if sniff(&head) == InputFormat::Json {
        refuse_json(name);
        return Err(Status::Unreadable);
    }
    let mut out = Out::stdout();
    let result = stream(src, name, limits, check, &mut |piece| {
        if !check {
            out.put(piece);
            if !out.ok() {
                // Stop reading; `finish` says why (quietly for a closed pipe).
                return Err(io::Error::other("standard output failed"));
            }
        }
        Ok(())
    });
    if out.finish() != Status::Clean {
        return Err(Status::Unreadable);
    }
    let o = result.map_err(|e| {
        e.report();
        Status::Unreadable
    })?;
    if o.broken > 0 {
        return Err(Status::Unreadable);
    }
    Ok(o.same)
}

fn refuse_json(name: &str) {
    super::report(
        &format!("{name} is JSON; `skus fmt` formats PTN"),
        &format!("convert it with `skus convert --to ptn {name}`"),
    );
}

fn refuse(name: &str, why: &str, hint: &str) -> Status {
    super::report(&format!("{name}: {why}; the file was left unchanged"), hint);
    Status::Unreadable
}

/// Formats one file in place (or checks it, writing nothing). `Ok(true)`
/// when it was canonical already.
pub(crate) fn file(
    path: &Path,
    check: bool,
    limits: Limits,
    sink: &dyn Fn(File) -> Box<dyn Sink>,
) -> Result<bool, Status> {
    let name = path.display().to_string();
    let unreadable = |e: io::Error| {
        InputError::Io(name.clone(), e).report();
        Status::Unreadable
    };
    // A symbolic link is followed: its target is what gets rewritten.
    let target = match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(path).map_err(unreadable)?,
        Ok(_) => path.to_path_buf(),
        Err(e) => return Err(unreadable(e)),
    };
    let meta = fs::metadata(&target).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(unreadable(files::not_regular(&meta)));
    }
    let original = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(&target)
        .map_err(unreadable)?;
    let opened = original.metadata().map_err(unreadable)?;
    if !opened.is_file() || (opened.dev(), opened.ino()) != (meta.dev(), meta.ino()) {
        return Err(refuse(&name, "the file changed while it was opened", ""));
    }
    let mut src = BufReader::with_capacity(1 << 16, original);
    let head = src.fill_buf().map_err(unreadable)?.to_vec();
    let is_json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
        || (!path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ptn"))
            && sniff(&head) == InputFormat::Json);
    if is_json {
        refuse_json(&name);
        return Err(Status::Unreadable);
    }
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("rules"))
    {
        return spec_file(&name, &target, &meta, src, check, sink);
    }
    if check {
        let o = stream(src, &name, limits, true, &mut |_| Ok(())).map_err(|e| {
            e.report();
            Status::Unreadable
        })?;
        if o.broken > 0 {
            return Err(Status::Unreadable);
        }
        return Ok(o.same);
    }
    replace(&name, &target, &meta, sink, &mut |put| {
        let o = stream(&mut src, &name, limits, false, &mut |piece| {
            put(piece);
            Ok(())
        })
        .map_err(|e| {
            e.report();
            Status::Unreadable
        })?;
        if o.broken > 0 {
            super::report(
                &format!(
                    "{name}: {} game(s) could not be read; the file was left unchanged",
                    o.broken
                ),
                "fix the errors above and run `skus fmt` again",
            );
            return Err(Status::Unreadable);
        }
        Ok(o.same)
    })
}

/// A spec (`.rules`): laid out canonically (`crate::lang::format`), never
/// read as PTN. A spec that does not read is left as it is, with its
/// error; the new text differs from the old in blanks only, or nothing is
/// written.
fn spec_file(
    name: &str,
    target: &Path,
    meta: &fs::Metadata,
    src: impl Read,
    check: bool,
    sink: &dyn Fn(File) -> Box<dyn Sink>,
) -> Result<bool, Status> {
    let limit = crate::specs::MAX_SPEC_BYTES;
    let mut bytes = Vec::new();
    src.take(limit + 1).read_to_end(&mut bytes).map_err(|e| {
        InputError::Io(name.to_string(), e).report();
        Status::Unreadable
    })?;
    if bytes.len() as u64 > limit {
        return Err(refuse(
            name,
            &format!("a spec is at most {limit} bytes"),
            "",
        ));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Err(refuse(name, "a spec is UTF-8 text", ""));
    };
    if let Err(d) = crate::lang::parse::parse(&text, 0) {
        let mut sources = crate::lang::diag::Sources::default();
        sources.add(name, text.as_str());
        eprint(&d.render(&sources));
        super::report(
            &format!("{name} does not read as a spec; the file was left unchanged"),
            "fix the error above and run `skus fmt` again",
        );
        return Err(Status::Unreadable);
    }
    let canonical = crate::lang::format::format(&text);
    if crate::lang::format::without_whitespace(&canonical)
        != crate::lang::format::without_whitespace(&text)
    {
        return Err(refuse(
            name,
            "laying it out would change more than blanks (please report it)",
            "",
        ));
    }
    let same = canonical == text;
    if check || same {
        if !same {
            report_difference(name, 1, &text, &canonical);
        }
        return Ok(same);
    }
    replace(name, target, meta, sink, &mut |put| {
        put(&canonical);
        Ok(false)
    })
}

/// Gives the new text piece by piece to its argument, and says whether
/// it is the same as the old.
type Produce<'a> = &'a mut dyn FnMut(&mut dyn FnMut(&str)) -> Result<bool, Status>;

/// Writes the new text `produce` gives (piece by piece, through `put`) to
/// a new file beside `target` and renames it over it: only when every
/// piece was written and `produce` found the text changed (it returns
/// whether the text is the same). On any failure the new file is removed
/// and the original is untouched.
fn replace(
    name: &str,
    target: &Path,
    meta: &fs::Metadata,
    sink: &dyn Fn(File) -> Box<dyn Sink>,
    produce: Produce<'_>,
) -> Result<bool, Status> {
    writable(name, meta)?;
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (tmp, out) = create_temp(&dir, target).map_err(|e| {
        super::report(
            &format!("cannot write beside {name}: {e}"),
            "check that the directory is writable",
        );
        Status::Unreadable
    })?;
    // Removed on every way out but the rename.
    let mut guard = TempFile(Some(tmp));
    let _ = out.set_permissions(meta.permissions());
    let _ = std::os::unix::fs::fchown(&out, None, Some(meta.gid()));
    let mut out = sink(out);
    // A failed write stops the writing, not the reading: a file found
    // canonical needs no new text, whatever the disk says.
    let mut write_error = None;
    let same = produce(&mut |piece| {
        if write_error.is_none()
            && let Err(e) = out.write_all(piece.as_bytes())
        {
            write_error = Some(e);
        }
    })?;
    if same {
        return Ok(true);
    }
    let write_failed = |e: io::Error| {
        super::report(
            &format!("cannot write beside {name}: {e}; the file was left unchanged"),
            "check the free space and the quota",
        );
        Status::Unreadable
    };
    if let Some(e) = write_error {
        return Err(write_failed(e));
    }
    out.commit().map_err(write_failed)?;
    drop(out);
    let tmp = guard.0.as_deref().unwrap_or(Path::new(""));
    fs::rename(tmp, target).map_err(|e| {
        super::report(
            &format!("cannot replace {name}: {e}; the file was left unchanged"),
            "check that the directory is writable",
        );
        Status::Unreadable
    })?;
    guard.0 = None;
    // The rename itself made durable (best effort).
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(false)
}

/// Refuses a file that fmt must not replace: read-only, another user's, or
/// with more than one hard link (replacing it would split the links).
fn writable(name: &str, meta: &fs::Metadata) -> Result<(), Status> {
    if meta.nlink() > 1 {
        return Err(refuse(
            name,
            &format!(
                "it has {} hard links, and rewriting would separate them",
                meta.nlink()
            ),
            "format a copy, or `skus fmt - < FILE` and write it back yourself",
        ));
    }
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me {
        return Err(refuse(
            name,
            "it belongs to another user",
            "only your own files are rewritten in place; use `skus fmt -`",
        ));
    }
    if meta.mode() & 0o200 == 0 {
        return Err(refuse(
            name,
            "it is read-only",
            "make it writable first if it should be rewritten",
        ));
    }
    Ok(())
}

/// A temporary file that is removed unless it was renamed.
struct TempFile(Option<PathBuf>);

impl Drop for TempFile {
    fn drop(&mut self) {
        if let Some(p) = self.0.take() {
            let _ = fs::remove_file(p);
        }
    }
}

/// Creates `.NAME.skus-fmt-RANDOM.tmp` beside `target`: exclusively
/// (`O_EXCL`: a file or link of that name makes it try another name) and
/// never through a link (`O_NOFOLLOW`), readable by the owner only until the
/// original's permissions are copied.
fn create_temp(dir: &Path, target: &Path) -> io::Result<(PathBuf, File)> {
    use std::hash::{BuildHasher, Hasher};
    let mut stem: String = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if stem.len() > 100 {
        let mut end = 100;
        while !stem.is_char_boundary(end) {
            end -= 1;
        }
        stem.truncate(end);
    }
    let mut last = None;
    for attempt in 0..32u64 {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(attempt);
        h.write_u32(std::process::id());
        if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            h.write_u128(t.as_nanos());
        }
        let p = dir.join(format!(".{stem}.skus-fmt-{:016x}.tmp", h.finish()));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&p)
        {
            Ok(f) => return Ok((p, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no free temporary name")))
}

/// Shows the first line where a game differs from its canonical form.
fn report_difference(name: &str, first_line: u32, original: &str, canonical: &str) {
    let (mut a, mut b) = (original.split('\n'), canonical.split('\n'));
    let mut line = first_line;
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (x, y) => {
                let show = |s: Option<&str>| {
                    s.map_or("(end of file)".to_string(), |s| {
                        let s: String = s.chars().take(200).collect();
                        format!("{s:?}")
                    })
                };
                eprint(&format!(
                    "{}:{line}: not canonical\n  - {}\n  + {}\n",
                    escape_control(name),
                    escape_control(&show(x)),
                    escape_control(&show(y))
                ));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MESSY: &str = "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\nauction\n 1:vorhand\n";

    /// A fresh folder in the temporary folder, removed when the test
    /// ends, passed or failed.
    fn scratch(name: &str) -> crate::scratch::Scratch {
        crate::scratch::Scratch::dir(&format!("skus-fmt-unit-{}-{name}", std::process::id()))
    }

    /// A disk that fills up after `left` bytes.
    struct Full {
        inner: BufWriter<File>,
        left: usize,
    }

    impl Write for Full {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            if self.left == 0 {
                return Err(io::Error::from_raw_os_error(libc::ENOSPC));
            }
            let n = b.len().min(self.left);
            self.left -= n;
            self.inner.write(&b[..n])
        }
        fn flush(&mut self) -> io::Result<()> {
            self.inner.flush()
        }
    }

    impl Sink for Full {
        fn commit(&mut self) -> io::Result<()> {
            self.inner.commit()
        }
    }

    fn listing(d: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_write_failing_part_way_leaves_the_original_and_no_temp_file() {
        let d = scratch("full");
        let f = d.join("g.ptn");
        let text = format!("{MESSY}\n{MESSY}");
        let big: String = std::iter::repeat_n(text.as_str(), 500)
            .collect::<Vec<_>>()
            .join("\n");
        fs::write(&f, &big).unwrap();
        for left in [0, 10, 5000] {
            let fail = |file: File| -> Box<dyn Sink> {
                Box::new(Full {
                    inner: BufWriter::with_capacity(16, file),
                    left,
                })
            };
            let r = file(&f, false, Limits::default(), &fail);
            assert_eq!(r, Err(Status::Unreadable), "fails after {left} bytes");
            assert_eq!(fs::read_to_string(&f).unwrap(), big, "original untouched");
            assert_eq!(listing(&d), ["g.ptn"], "no temporary file left");
        }
        // A canonical file needs no writing: a full disk does not matter.
        let canon = d.join("c.ptn");
        fs::write(&canon, "[Variant \"tarockcup\"]\n[Seats \"A,B,C,D\"]\n").unwrap();
        let fail = |file: File| -> Box<dyn Sink> {
            Box::new(Full {
                inner: BufWriter::new(file),
                left: 0,
            })
        };
        assert_eq!(file(&canon, false, Limits::default(), &fail), Ok(true));
        fs::remove_file(&canon).unwrap();
        // Written in full, it is replaced.
        assert_eq!(file(&f, false, Limits::default(), &buffered), Ok(false));
        assert_eq!(listing(&d), ["g.ptn"]);
        assert!(fs::read_to_string(&f).unwrap().contains("\n  1: vorhand\n"));
    }
}
