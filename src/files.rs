//! Opening input files without surprises: a FIFO, socket or device is
//! refused without blocking on it, and a directory is told apart.

use std::fs::{File, Metadata, OpenOptions};
use std::io;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

/// What a file is, for messages ("a FIFO").
pub fn kind(m: &Metadata) -> &'static str {
    let t = m.file_type();
    if t.is_file() {
        "a regular file"
    } else if t.is_dir() {
        "a directory"
    } else if t.is_symlink() {
        "a symbolic link"
    } else if t.is_fifo() {
        "a FIFO"
    } else if t.is_socket() {
        "a socket"
    } else if t.is_block_device() || t.is_char_device() {
        "a device"
    } else {
        "not a regular file"
    }
}

/// The error for a file that is not a regular file.
pub fn not_regular(m: &Metadata) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("{}, not a regular file; only files are read", kind(m)),
    )
}

/// Opens a regular file for reading (following symbolic links). A FIFO,
/// socket or device is refused: its type is checked before it is opened,
/// the open does not block (`O_NONBLOCK`, should it be swapped in between),
/// and the opened file's type is checked before anything is read.
pub fn open_regular(path: &Path) -> io::Result<File> {
    // Not opened at all when it is known beforehand not to be a file (some
    // devices act on open); the opened descriptor is checked again.
    let m = std::fs::metadata(path)?;
    if !m.is_file() {
        return Err(not_regular(&m));
    }
    let f = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)?;
    let m = f.metadata()?;
    if !m.is_file() {
        return Err(not_regular(&m));
    }
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let scratch = crate::scratch::Scratch::dir(&format!("skus-files-{}", std::process::id()));
        let dir: &std::path::Path = &scratch;
        let fifo = dir.join("f.ptn");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let e = open_regular(&fifo).unwrap_err();
        assert!(e.to_string().contains("a FIFO"), "{e}");
        assert!(
            open_regular(dir)
                .unwrap_err()
                .to_string()
                .contains("directory")
        );
    }
}
