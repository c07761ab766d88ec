//! The base protocol: messages framed by a `Content-Length` header.
//!
//! `lsp-server`'s own stdio transport ends the connection at the first
//! malformed message and allocates whatever length a header claims; this
//! reader answers instead: a frame it cannot use is reported to the caller
//! (which answers with a JSON-RPC error), and reading goes on with the next
//! frame. A body is at most [`MAX_MESSAGE_BYTES`]; a longer one is skipped
//! without being held.

use std::io::{self, BufRead, Read, Write};

/// The largest message body read (a spec is at most 4 MiB; its JSON,
/// escaped, a few times that).
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;

/// The longest header line.
const MAX_HEADER_LINE: usize = 4096;

/// What one frame held.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// A body (not yet known to be JSON).
    Body(Vec<u8>),
    /// A frame that could not be read (the reason); the stream goes on.
    Bad(String),
    /// The input ended.
    End,
}

/// Reads one frame.
pub fn read_frame(r: &mut impl BufRead) -> io::Result<Frame> {
    let mut length: Option<usize> = None;
    let mut bad: Option<String> = None;
    let mut any = false;
    loop {
        let mut line = Vec::new();
        let n = r
            .by_ref()
            .take(MAX_HEADER_LINE as u64)
            .read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(if any {
                Frame::Bad("the input ended inside a header".into())
            } else {
                Frame::End
            });
        }
        any = true;
        if !line.ends_with(b"\n") {
            bad.get_or_insert_with(|| "a header line is too long".into());
            continue;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            break;
        }
        match text.split_once(':') {
            Some((name, value)) if name.trim().eq_ignore_ascii_case("content-length") => {
                match value.trim().parse::<usize>() {
                    Ok(n) => length = Some(n),
                    Err(_) => {
                        bad.get_or_insert_with(|| format!("bad Content-Length `{}`", value.trim()));
                    }
                }
            }
            Some(_) => {}
            None => {
                bad.get_or_insert_with(|| format!("malformed header line `{text}`"));
            }
        }
    }
    let Some(length) = length else {
        return Ok(Frame::Bad(
            bad.unwrap_or_else(|| "a message without Content-Length".into()),
        ));
    };
    if length > MAX_MESSAGE_BYTES {
        // Skipped, not held.
        io::copy(&mut r.by_ref().take(length as u64), &mut io::sink())?;
        return Ok(Frame::Bad(format!(
            "a message of {length} bytes (at most {MAX_MESSAGE_BYTES})"
        )));
    }
    let mut body = Vec::with_capacity(length.min(1 << 16));
    r.by_ref().take(length as u64).read_to_end(&mut body)?;
    if body.len() < length {
        return Ok(Frame::Bad("the input ended inside a message".into()));
    }
    Ok(match bad {
        Some(why) => Frame::Bad(why),
        None => Frame::Body(body),
    })
}

/// Writes one message.
pub fn write_frame(w: &mut impl Write, body: &[u8]) -> io::Result<()> {
    write!(w, "Content-Length: {}\r\n\r\n", body.len())?;
    w.write_all(body)?;
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8]) -> Vec<Frame> {
        let mut r = input;
        let mut out = Vec::new();
        loop {
            match read_frame(&mut r) {
                Ok(Frame::End) | Err(_) => return out,
                Ok(f) => out.push(f),
            }
        }
    }

    #[test]
    fn reads_frames_and_goes_on_after_bad_ones() {
        let input = b"Content-Length: 2\r\n\r\n{}\
                      Content-Length: x\r\n\r\n\
                      garbage\r\n\r\n\
                      content-length:3\nContent-Type: a\n\n[1]\
                      Content-Length: 99999999999\r\n\r\nabc";
        assert_eq!(
            frames(input),
            vec![
                Frame::Body(b"{}".to_vec()),
                Frame::Bad("bad Content-Length `x`".into()),
                Frame::Bad("malformed header line `garbage`".into()),
                Frame::Body(b"[1]".to_vec()),
                Frame::Bad("a message of 99999999999 bytes (at most 67108864)".into()),
            ]
        );
    }

    #[test]
    fn truncated_input_is_a_bad_frame_then_the_end() {
        assert_eq!(
            frames(b"Content-Length: 10\r\n\r\nabc"),
            vec![Frame::Bad("the input ended inside a message".into())]
        );
        assert_eq!(
            frames(b"Content-Le"),
            vec![Frame::Bad("the input ended inside a header".into())]
        );
        assert_eq!(frames(b"\xff\xfe\r\n\r\n").len(), 1);
    }
}
