//! Reading games from a stream in blocks, one game at a time, with a
//! bound on the size of a game.

use super::*;

/// The default largest text of one game, in bytes (1 MiB; a complete game
/// is about 1 KiB, and a game read costs up to ~35 times its text in memory
/// when it is all comment lines). A longer game is an error and is skipped;
/// a single line longer than this ends the reading of its input.
pub const MAX_GAME_BYTES: usize = 1 << 20;

/// Streams the games of a reader one chunk at a time. It reads blocks of
/// 64 KiB and copies out one game's text at a time, so memory holds the
/// current game and one block, whatever the size of the file. Each byte is
/// looked at a bounded number of times, however long its line.
pub struct Reader<R> {
    pub(super) src: R,
    /// Bytes read and not yet given out; `buf[..start]` is already gone.
    pub(super) buf: Vec<u8>,
    /// Stream offset of `buf[0]`: the splitter works in stream offsets, so
    /// that dropping given-out bytes does not move what it remembers.
    pub(super) base: usize,
    /// Where the current game's text starts in `buf`.
    pub(super) start: usize,
    /// Where the next line to classify starts in `buf`.
    pub(super) scan: usize,
    /// How far `buf[scan..]` is known to hold no line end.
    pub(super) searched: usize,
    /// Whether complete lines without `{` are fed at once (always, but for
    /// the test that compares with feeding them one by one).
    pub(super) batching: bool,
    /// How far `buf[scan..]` is known to hold no `{`: lines before it are
    /// told apart by their first byte (searched for once, not per line).
    pub(super) braceless_to: usize,
    pub(super) start_line: u32,
    pub(super) line: u32,
    pub(super) splitter: Splitter,
    pub(super) index: usize,
    pub(super) eof: bool,
    pub(super) failed: bool,
    /// Whether a leading byte-order mark has been looked for.
    pub(super) bom_checked: bool,
    /// Whether one was found (and skipped).
    pub(super) bom: bool,
    /// The block read into, reused.
    pub(super) scratch: Vec<u8>,
    pub(super) max_game: usize,
    /// The current game grew past `max_game`: its first line (for the
    /// message) and how many bytes it had when it was dropped.
    pub(super) oversized: Option<(u32, String)>,
}

pub(super) const BLOCK: usize = 64 * 1024;

impl<R: std::io::Read> Reader<R> {
    pub fn new(src: R) -> Reader<R> {
        Reader::with_limit(src, MAX_GAME_BYTES)
    }

    /// A reader that refuses games longer than `max_game` bytes.
    pub fn with_limit(src: R, max_game: usize) -> Reader<R> {
        Reader {
            src,
            buf: Vec::new(),
            base: 0,
            start: 0,
            scan: 0,
            searched: 0,
            braceless_to: 0,
            batching: true,
            start_line: 1,
            line: 1,
            splitter: Splitter::default(),
            index: 0,
            eof: false,
            failed: false,
            bom_checked: false,
            bom: false,
            scratch: vec![0; BLOCK],
            max_game: max_game.max(1),
            oversized: None,
        }
    }

    /// Whether the text began with a byte-order mark (which is skipped).
    pub fn had_bom(&self) -> bool {
        self.bom
    }

    /// Drops what was given out and reads the next block.
    fn fill(&mut self) -> io::Result<()> {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.scan -= self.start;
            self.searched -= self.start;
            self.braceless_to = self.braceless_to.saturating_sub(self.start);
            self.base += self.start;
            self.start = 0;
        }
        let n = loop {
            match self.src.read(&mut self.scratch) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                other => break other?,
            }
        };
        self.buf.extend_from_slice(&self.scratch[..n]);
        if n == 0 {
            self.eof = true;
        }
        const BOM: &[u8] = "\u{FEFF}".as_bytes();
        if !self.bom_checked && (self.buf.len() >= BOM.len() || self.eof) {
            self.bom_checked = true;
            if self.buf.starts_with(BOM) {
                self.buf.drain(..BOM.len());
                self.bom = true;
            }
        }
        Ok(())
    }

    /// Gives out `buf[start..end]` as the text of one game (or, when the
    /// game was too long, the error chunk that stands for it).
    fn take(&mut self, end: usize, next_line: u32) -> Option<Chunk<String>> {
        // A split before what is still held (in a game that was dropped as
        // too long) falls where the held text starts, with its line.
        let (end, next_line) = if end < self.start {
            (self.start, self.start_line)
        } else {
            (end, next_line)
        };
        let bytes = &self.buf[self.start..end];
        let first_line = self.start_line;
        self.start = end;
        self.start_line = next_line;
        if let Some((line, text)) = self.oversized.take() {
            let chunk = Chunk {
                index: self.index,
                first_line: line,
                text,
                bad_utf8: Vec::new(),
                oversized: Some(self.max_game),
            };
            self.index += 1;
            return Some(chunk);
        }
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return None;
        }
        let (text, bad_utf8) = match std::str::from_utf8(bytes) {
            Ok(t) => (t.to_string(), Vec::new()),
            Err(_) => {
                let bad = (first_line..)
                    .zip(bytes.split(|&b| b == b'\n'))
                    .filter(|(_, l)| std::str::from_utf8(l).is_err())
                    .map(|(n, _)| n)
                    .collect();
                (String::from_utf8_lossy(bytes).into_owned(), bad)
            }
        };
        let chunk = Chunk {
            index: self.index,
            first_line,
            text,
            bad_utf8,
            oversized: None,
        };
        self.index += 1;
        Some(chunk)
    }

    /// Feeds the complete lines ahead that hold no `{` at once (outside a
    /// comment, within the game size limit, and where line numbers do
    /// not saturate), as `next` would line by line. `None` when there is
    /// nothing to feed so; `Some(chunk)` when lines were fed, with the
    /// game they ended, if any (and not blank).
    fn batch(&mut self) -> Option<Option<Chunk<String>>> {
        if !self.batching || !self.bom_checked || self.oversized.is_some() || self.splitter.in_block
        {
            return None;
        }
        if self.braceless_to < self.buf.len() {
            let from = self.braceless_to.max(self.scan);
            self.braceless_to =
                memchr::memchr(b'{', &self.buf[from..]).map_or(self.buf.len(), |i| from + i);
        }
        let limit = self
            .braceless_to
            .min(self.start.saturating_add(self.max_game));
        if limit <= self.scan || u32::MAX as usize - (self.line as usize) <= limit - self.scan {
            return None;
        }
        // Only when a line is complete: the bytes of a line still being
        // read are searched for its end once (as line by line), not again
        // after every block.
        let from = self.searched.max(self.scan);
        if from >= limit || memchr::memchr(b'\n', &self.buf[from..limit]).is_none() {
            self.searched = self.searched.max(limit);
            return None;
        }
        let (fed, line, split) = self.splitter.feed_plain(
            &self.buf[self.scan..limit],
            self.base + self.scan,
            self.line,
        );
        if fed == 0 {
            return None;
        }
        self.scan += fed;
        self.searched = self.searched.max(self.scan);
        self.line = line;
        let (at, at_line) = match split {
            Some(s) => s,
            None => {
                // What is left up to `limit` is an incomplete line.
                self.searched = self.searched.max(limit);
                return Some(None);
            }
        };
        let at = at.max(self.base) - self.base;
        Some(self.take(at, at_line))
    }

    /// The current game has grown past the limit: remember where it began
    /// and drop its text up to the line being read.
    fn drop_oversized(&mut self) {
        if self.oversized.is_none() {
            let bytes = &self.buf[self.start..self.scan.max(self.start)];
            let bytes = if bytes.is_empty() {
                &self.buf[self.start..]
            } else {
                bytes
            };
            // The game's first significant line, for the message.
            let first = bytes
                .split(|&b| b == b'\n')
                .enumerate()
                .find(|(_, l)| !l.trim_ascii().is_empty())
                .map(|(n, l)| (n as u32, &l[..l.len().min(256)]));
            let (skip, text) = first.unwrap_or((0, &bytes[..0]));
            let text = String::from_utf8_lossy(text).into_owned();
            self.oversized = Some((self.start_line + skip, text));
        }
        self.start = self.scan;
        self.start_line = self.line;
    }
}

impl<R: std::io::Read> Iterator for Reader<R> {
    type Item = io::Result<Chunk<String>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        loop {
            if let Some(chunk) = self.batch() {
                match chunk {
                    Some(chunk) => return Some(Ok(chunk)),
                    None => continue,
                }
            }
            let line_end = if self.bom_checked {
                let from = self.searched.max(self.scan);
                match memchr::memchr(b'\n', &self.buf[from..]) {
                    Some(i) => Some(from + i + 1),
                    None => {
                        self.searched = self.buf.len();
                        None
                    }
                }
            } else {
                None
            };
            if line_end.is_none() && self.buf.len() - self.start > self.max_game {
                self.drop_oversized();
                if self.buf.len() - self.scan > self.max_game {
                    // One line longer than a whole game may be: nothing
                    // after it can be trusted to split, so reading stops.
                    self.failed = true;
                    let line = self.line;
                    self.buf = Vec::new();
                    (self.start, self.scan, self.searched) = (0, 0, 0);
                    self.braceless_to = 0;
                    return self.take(0, line).map(Ok);
                }
            }
            let end = match line_end {
                Some(end) => end,
                None if !self.eof => {
                    if let Err(e) = self.fill() {
                        self.failed = true;
                        return Some(Err(e));
                    }
                    continue;
                }
                None if self.scan < self.buf.len() => self.buf.len(),
                None => {
                    let (end, line) = (self.buf.len(), self.line);
                    self.failed = true;
                    return self.take(end, line).map(Ok);
                }
            };
            let (offset, line) = (self.scan, self.line);
            if end > self.braceless_to {
                let from = self.braceless_to.max(offset);
                self.braceless_to =
                    memchr::memchr(b'{', &self.buf[from..]).map_or(self.buf.len(), |i| from + i);
            }
            // A line without `{` outside a comment is classified by its
            // first byte, as `classify` would.
            self.splitter.no_braces = end <= self.braceless_to && !self.splitter.in_block;
            let split = self
                .splitter
                .feed(&self.buf[offset..end], self.base + offset, line);
            self.scan = end;
            self.searched = end;
            self.line = self.line.saturating_add(1);
            if let Some((at, at_line)) = split {
                let at = at.max(self.base) - self.base;
                if let Some(chunk) = self.take(at, at_line) {
                    return Some(Ok(chunk));
                }
            } else if self.oversized.is_some() {
                self.start = self.scan;
                self.start_line = self.line;
            } else if self.scan - self.start > self.max_game {
                self.drop_oversized();
            }
        }
    }
}

/// Reads and parses the games of a reader, one at a time.
pub fn read_games<'o, R: std::io::Read + 'o>(
    src: R,
    opts: ParseOptions<'o>,
) -> impl Iterator<Item = io::Result<Result<Game, GameError>>> + 'o {
    Reader::new(src).map(move |c| c.map(|c| c.parse(opts)))
}
