//! Output that never panics. `print!` and `eprint!` panic when their stream
//! is closed or full; every command writes through these instead.
//!
//! Standard error is the last resort: a failed write to it is ignored.
//! Standard output carries the results: the first failed write is kept, the
//! command stops writing, and its status becomes 2 (README "Exit status").
//! A closed pipe (`skus verify … | head`) ends quietly, with status 2 too:
//! the output was not all delivered.

use super::Status;
use std::io::{self, Write};

/// Writes to standard error, ignoring failure.
pub(crate) fn eprint(s: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(s.as_bytes());
    let _ = err.flush();
}

/// Buffered standard output that remembers its first failure.
pub(crate) struct Out<W: Write = io::StdoutLock<'static>> {
    w: io::BufWriter<W>,
    failed: Option<io::Error>,
}

impl Out {
    /// Standard output. (A descriptor closed at start, `>&-`, is opened
    /// on /dev/null by the Rust runtime, so it reads as a discarded output.)
    pub(crate) fn stdout() -> Out {
        Out::new(io::stdout().lock())
    }
}

impl<W: Write> Out<W> {
    pub(crate) fn new(w: W) -> Out<W> {
        Out {
            w: io::BufWriter::with_capacity(1 << 16, w),
            failed: None,
        }
    }

    /// Writes unless an earlier write failed.
    pub(crate) fn put(&mut self, s: &str) {
        self.put_bytes(s.as_bytes());
    }

    pub(crate) fn put_bytes(&mut self, b: &[u8]) {
        if self.failed.is_none()
            && let Err(e) = self.w.write_all(b)
        {
            self.failed = Some(e);
        }
    }

    /// Flushes what is buffered (before a message on standard error), and
    /// keeps a failure for `finish`.
    pub(crate) fn flush(&mut self) {
        if self.failed.is_none()
            && let Err(e) = self.w.flush()
        {
            self.failed = Some(e);
        }
    }

    /// Whether every write so far succeeded (a command may stop early).
    pub(crate) fn ok(&self) -> bool {
        self.failed.is_none()
    }

    /// Flushes; the status of the output: clean, or unreadable (2) when it
    /// could not all be written, reported unless the reader went away.
    pub(crate) fn finish(mut self) -> Status {
        if self.failed.is_none()
            && let Err(e) = self.w.flush()
        {
            self.failed = Some(e);
        }
        match self.failed {
            None => Status::Clean,
            Some(e) => {
                if e.kind() != io::ErrorKind::BrokenPipe {
                    eprint(&format!("error: cannot write standard output: {e}\n"));
                }
                Status::Unreadable
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Full(usize);

    impl Write for Full {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            if self.0 == 0 {
                return Err(io::Error::from_raw_os_error(28)); // ENOSPC
            }
            let n = b.len().min(self.0);
            self.0 -= n;
            Ok(n)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_full_output_is_status_2_and_stops_writing() {
        let mut o = Out::new(Full(10));
        o.put(&"x".repeat(1 << 17));
        assert!(!o.ok());
        o.put("more");
        assert_eq!(o.finish(), Status::Unreadable);
        let mut o = Out::new(Full(100));
        o.put("fits");
        assert_eq!(o.finish(), Status::Clean);
    }
}
