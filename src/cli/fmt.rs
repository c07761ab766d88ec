//! `skus fmt [--check] FILE…`: canonical PTN, written in place.

use super::Status;
use super::input::{
    Input, InputError, InputFormat, detect_format, for_each_game, report_game_error,
};
use crate::ptn;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

pub fn run(files: &[String], check: bool) -> Status {
    let mut status = Status::Clean;
    let (mut changed, mut canonical, mut unreadable) = (0usize, 0usize, 0usize);
    for arg in files {
        let input = Input::parse(arg);
        let s = match &input {
            Input::Stdin => stdin(check),
            Input::File(path) => file(path, check),
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
        eprintln!("{summary}");
    }
    status
}

/// Formats standard input to standard output. `Ok(true)` when the input
/// was canonical already.
fn stdin(check: bool) -> Result<bool, Status> {
    let input = Input::Stdin;
    let text = input.read_to_string().map_err(|e| {
        InputError::Io(input.name(), e).report();
        Status::Unreadable
    })?;
    let mut out = String::with_capacity(text.len());
    let mut broken = false;
    for chunk in ptn::split_str(&text) {
        match chunk.parse(ptn::ParseOptions::default()) {
            Ok(g) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                ptn::write_game(&g, &mut out);
            }
            Err(e) => {
                report_game_error("<stdin>", &e);
                broken = true;
            }
        }
    }
    if broken {
        return Err(Status::Unreadable);
    }
    let same = out == text;
    if check {
        if !same {
            report_difference("<stdin>", &text, &out);
        }
    } else {
        let _ = io::stdout().write_all(out.as_bytes());
    }
    Ok(same)
}

/// Formats one file in place (or checks it). The canonical text is written
/// to a temporary file beside it, so that a file of any size is streamed,
/// and the original is replaced only when every game could be read.
fn file(path: &Path, check: bool) -> Result<bool, Status> {
    let name = path.display().to_string();
    let head = fs::read(path)
        .map(|b| String::from_utf8_lossy(&b[..b.len().min(64)]).into_owned())
        .map_err(|e| {
            InputError::Io(name.clone(), e).report();
            Status::Unreadable
        })?;
    if detect_format(Some(path), &head) == InputFormat::Json {
        super::report(
            &format!("{name} is JSON; `skus fmt` formats PTN"),
            &format!("convert it with `skus convert --to ptn {name}`"),
        );
        return Err(Status::Unreadable);
    }
    let tmp = temp_path(path);
    let result = write_canonical(path, &tmp, &name);
    let same = match result {
        Ok(()) => same_contents(path, &tmp),
        Err(s) => {
            let _ = fs::remove_file(&tmp);
            return Err(s);
        }
    };
    let same = match same {
        Ok(same) => same,
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            InputError::Io(name, e).report();
            return Err(Status::Unreadable);
        }
    };
    if check || same {
        if check && !same {
            let original = fs::read_to_string(path).unwrap_or_default();
            let canonical = fs::read_to_string(&tmp).unwrap_or_default();
            report_difference(&name, &original, &canonical);
        }
        let _ = fs::remove_file(&tmp);
        return Ok(same);
    }
    fs::rename(&tmp, path).map_err(|e| {
        let _ = fs::remove_file(&tmp);
        super::report(
            &format!("cannot write {name}: {e}"),
            "check that the file is writable",
        );
        Status::Unreadable
    })?;
    Ok(false)
}

fn temp_path(path: &Path) -> PathBuf {
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{file_name}.skus-fmt.tmp"))
}

fn write_canonical(path: &Path, tmp: &Path, name: &str) -> Result<(), Status> {
    let out = File::create(tmp).map_err(|e| {
        super::report(
            &format!("cannot write beside {name}: {e}"),
            "check that the directory is writable",
        );
        Status::Unreadable
    })?;
    let mut out = BufWriter::new(out);
    let mut first = true;
    let mut broken = 0usize;
    let mut buf = String::new();
    let read = for_each_game(&Input::File(path.to_path_buf()), |g| match g {
        Ok(g) => {
            buf.clear();
            if !first {
                buf.push('\n');
            }
            first = false;
            ptn::write_game(&g, &mut buf);
            let _ = out.write_all(buf.as_bytes());
        }
        Err(e) => {
            broken += 1;
            report_game_error(name, &e);
        }
    });
    if let Err(e) = read {
        e.report();
        return Err(Status::Unreadable);
    }
    if broken > 0 {
        super::report(
            &format!("{name}: {broken} game(s) could not be read; the file was left unchanged"),
            "fix the errors above and run `skus fmt` again",
        );
        return Err(Status::Unreadable);
    }
    out.flush().map_err(|e| {
        super::report(&format!("cannot write beside {name}: {e}"), "");
        Status::Unreadable
    })
}

fn same_contents(a: &Path, b: &Path) -> io::Result<bool> {
    let (mut ra, mut rb) = (
        BufReader::new(File::open(a)?),
        BufReader::new(File::open(b)?),
    );
    loop {
        let (ba, bb) = (ra.fill_buf()?, rb.fill_buf()?);
        if ba.is_empty() || bb.is_empty() {
            return Ok(ba.is_empty() && bb.is_empty());
        }
        let n = ba.len().min(bb.len());
        if ba[..n] != bb[..n] {
            return Ok(false);
        }
        ra.consume(n);
        rb.consume(n);
    }
}

/// Shows the first line where a file differs from its canonical form.
fn report_difference(name: &str, original: &str, canonical: &str) {
    let (mut a, mut b) = (original.lines(), canonical.lines());
    let mut line = 1;
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (x, y) => {
                eprintln!("{name}:{line}: not canonical");
                eprintln!(
                    "  - {}",
                    x.map_or("(end of file)".to_string(), |s| format!("{s:?}"))
                );
                eprintln!(
                    "  + {}",
                    y.map_or("(end of file)".to_string(), |s| format!("{s:?}"))
                );
                return;
            }
        }
    }
}
