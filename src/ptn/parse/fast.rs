//! The fast path for hand and trick lines.

use super::*;

impl<'a> Parser<'a, '_> {
    // ---- fast paths ---------------------------------------------------------
    //
    // Hand and trick lines carry most of a transcript's bytes. These read a
    // plain line (ASCII, no comments, nothing wrong) in one pass, checking
    // every byte as they go; on anything else they return `None` without
    // moving, and the general path reads the line and reports what is
    // wrong. For every line they accept they give exactly what the general
    // path gives (tested in `fast_paths_agree`).

    /// The current line's bytes up to its end (without `\r\n`), where the
    /// line is known ASCII before `pos`. Nothing else is checked here: each
    /// fast path takes every byte of the line as a seat, a separator, a
    /// card's or a word's, and any other byte (a comment's `{` or `;`, a
    /// wider character, a lone `\r`) makes it give up, so a line it reads
    /// is ASCII throughout and its columns are byte distances. (A first
    /// pass that checked the line for those bytes cost about 140
    /// instructions a line.)
    fn fast_line(&self) -> Option<&'a [u8]> {
        // The fast paths count columns in bytes from the line's start: the
        // line must be known ASCII before `pos` too. Each caller takes the
        // location of `pos` first, which finds that out; a wider character
        // before it (in a comment) leaves the line to the general path,
        // which counts characters.
        if self.ascii_to.get() < self.pos {
            return None;
        }
        let rest = &self.src.as_bytes()[self.pos..];
        Some(&rest[..line_len(rest)])
    }

    /// Consumes a line of `len` bytes that a fast path has read, and its end.
    pub(super) fn skip_plain_line(&mut self, len: usize) {
        self.pos += len;
        if self.byte() == Some(b'\r') {
            self.pos += 1;
        }
        if self.byte() == Some(b'\n') {
            self.bump();
        }
    }

    /// A card token at `line[i..]`, ended by a separator or the line end:
    /// the card and the index after it. `None` unless it is a card of the
    /// deck.
    #[inline(always)]
    fn fast_card(&self, line: &[u8], i: usize) -> Option<(Card, usize)> {
        const MASK: [u64; 6] = [0, 0xff, 0xffff, 0xff_ffff, 0xffff_ffff, 0xff_ffff_ffff];
        // `line` starts at `self.pos` in the source, which usually has eight
        // bytes to read from the token on: one load finds the token's end
        // and gives its key (what `Card::packed_token` does, inlined here).
        let at = self.pos + i;
        let (key, end) = match self.src.as_bytes().get(at..at + 8) {
            Some(&[a, b, c, d, e, f, g, h]) => {
                let word = u64::from_le_bytes([a, b, c, d, e, f, g, h]);
                // The first byte below `0` (every separator and the line's
                // end; no card token has one): the lowest byte flagged by
                // the borrow test is exact.
                let below =
                    word.wrapping_sub(0x3030_3030_3030_3030) & !word & 0x8080_8080_8080_8080;
                let len = (below.trailing_zeros() / 8) as usize;
                if len == 0 || len > 5 {
                    return None;
                }
                // A byte at or above `0` that ends a word elsewhere (`:`,
                // `[`) is taken into the token here: no card has it, so the
                // lookup fails as the general path's reading would.
                (word & MASK[len], i + len)
            }
            _ => {
                // Near the end of the text: byte by byte, five at most.
                let limit = line.len().min(i + 6);
                let mut end = i;
                while end < limit && !ends_word_byte(line[end]) {
                    end += 1;
                }
                let len = end - i;
                if len == 0 || len > 5 {
                    return None;
                }
                (Card::packed_token(self.src.as_bytes(), at, len), end)
            }
        };
        if end < line.len() && !matches!(line[end], b' ' | b'\t' | b',') {
            return None;
        }
        let card = Card::from_packed_token(key)?;
        match &self.deck {
            Some((_, deck)) if !deck.contains(card) => None,
            _ => Some((card, end)),
        }
    }

    fn skip_separators(line: &[u8], mut i: usize) -> usize {
        while i < line.len() && matches!(line[i], b' ' | b'\t' | b',') {
            i += 1;
        }
        i
    }

    /// `N: CARD…` — a plain hand of a seat not dealt yet.
    pub(super) fn fast_hand(&mut self, g: &Game) -> Option<(Seat, Vec<Located<Card>>)> {
        let line = self.fast_line()?;
        let [d @ b'1'..=b'4', b':', ..] = line else {
            return None;
        };
        let seat = Seat::from_index((d - b'1') as usize);
        if g.hands().any(|h| h.seat == seat) {
            return None;
        }
        let mut cards = Vec::with_capacity(12);
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut i = Self::skip_separators(line, 2);
        while i < line.len() {
            let (card, end) = self.fast_card(line, i)?;
            cards.push(Located::new(card, Loc::new(self.line, col0 + i as u32)));
            i = Self::skip_separators(line, end);
        }
        if cards.is_empty() {
            return None;
        }
        self.skip_plain_line(line.len());
        Some((seat, cards))
    }

    /// `talon: CARD… / CARD…` — a plain talon line (the position at its
    /// `talon:`): its halves and the line's length, without moving (the
    /// caller takes the line once it stands). A `/` stands between
    /// separators; anything else is left to the general path.
    pub(super) fn fast_talon(&self) -> Option<(Vec<Vec<Located<Card>>>, usize)> {
        let line = self.fast_line()?;
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut halves = vec![Vec::with_capacity(3)];
        let mut i = Self::skip_separators(line, b"talon:".len());
        while i < line.len() {
            if line[i] == b'/' {
                if i + 1 < line.len() && !matches!(line[i + 1], b' ' | b'\t' | b',') {
                    return None;
                }
                halves.push(Vec::with_capacity(3));
                i = Self::skip_separators(line, i + 1);
                continue;
            }
            let (card, end) = self.fast_card(line, i)?;
            halves
                .last_mut()?
                .push(Located::new(card, Loc::new(self.line, col0 + i as u32)));
            i = Self::skip_separators(line, end);
        }
        Some((halves, line.len()))
    }

    /// `N: word word …` — a plain turn whose items are identifiers
    /// (`pass`, `dreier`, `quapil pagat`), one space apart, each with
    /// arguments or none (`kontra(valat)`, `re(kontra(spiel))`,
    /// `habicht(CK,DK,HK)`), or cards, numbers or suit letters: the seat,
    /// where the turn starts, and its items. Anything else (spaces in the
    /// parentheses but after a comma, commas between items, tabs, a word
    /// the general path would report) is left to the general path.
    pub(super) fn fast_turn(&mut self) -> Option<(Seat, Loc, TurnItems)> {
        // First: it makes the line known ASCII up to `pos`.
        let loc = self.loc();
        let line = self.fast_line()?;
        let [d @ b'1'..=b'4', b':', ..] = line else {
            return None;
        };
        let seat = Seat::from_index((d - b'1') as usize);
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut items = TurnItems::new();
        let mut i = 2;
        loop {
            let j = i + line[i..].iter().take_while(|&&b| b == b' ').count();
            if j == line.len() {
                break;
            }
            if j == i && !items.is_empty() {
                return None;
            }
            let (term, end) = self.fast_item(line, j, 0)?;
            if end < line.len() && line[end] != b' ' {
                return None;
            }
            items.push(TurnItem {
                comments: Comments::new(),
                term,
                // The line is ASCII up to here: a byte distance.
                loc: Loc::new(self.line, col0 + j as u32),
            });
            i = end;
        }
        if items.is_empty() {
            return None;
        }
        self.skip_plain_line(line.len());
        Some((seat, loc, items))
    }

    /// An item at `line[i..]`, `depth` deep in arguments (0: a turn's
    /// item): an identifier and its arguments in parentheses, if any, each
    /// an item too, a comma and any spaces apart (`kontra(valat)` was read
    /// by the general path, about 500 instructions, a third of Tarockcup's
    /// turn items). The item and the index after it; `None` for anything
    /// else, and for nesting the general path reports.
    fn fast_item(&self, line: &[u8], i: usize, depth: usize) -> Option<(Term, usize)> {
        // `identifier`'s bytes, scanned here: through the lexeme, with its
        // `nom` result, the parse took 1% more instructions.
        if !line.get(i)?.is_ascii_lowercase() {
            return self.fast_word(i);
        }
        let end = i + line[i..]
            .iter()
            .take_while(|&&b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            .count();
        // The word's bytes are taken, so ASCII: the source's characters,
        // sliced without checking them again.
        let name = Name::from(self.src.get(self.pos + i..self.pos + end)?);
        let mut args = Vec::new();
        let mut at = end;
        if line.get(at) == Some(&b'(') {
            if depth >= MAX_NESTING {
                return None;
            }
            at += 1;
            loop {
                let (arg, after) = self.fast_item(line, at, depth + 1)?;
                args.push(arg);
                match line.get(after) {
                    Some(b',') => {
                        at = after
                            + 1
                            + line[after + 1..].iter().take_while(|&&b| b == b' ').count();
                    }
                    Some(b')') => {
                        at = after + 1;
                        break;
                    }
                    _ => return None,
                }
            }
        }
        Some((Term::Item(Item { name, args }), at))
    }

    /// A number, a suit letter or a card at `line[i..]` (Royal's
    /// `habicht(CK,DK,HK)`, `bande(S)`): the general path's word and its
    /// reading of it (`word`, `word_term`). `None` for a word it reports,
    /// and for one not ASCII (the fast paths' columns are byte distances).
    fn fast_word(&self, i: usize) -> Option<(Term, usize)> {
        let (_, w) = word(self.src.get(self.pos + i..)?).ok()?;
        if !w.is_ascii() {
            return None;
        }
        Some((self.word_term(w).ok()?, i + w.len()))
    }

    /// `N. S:CARD …` — a plain trick numbered `number`, following a
    /// complete trick.
    pub(super) fn fast_trick(&mut self, g: &Game, number: u32) -> Option<Plays> {
        let line = self.fast_line()?;
        if g.play
            .as_ref()
            .and_then(|p| p.entries.last())
            .is_some_and(|t| t.plays.len() < 4)
        {
            return None;
        }
        let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 9 || line.get(digits) != Some(&b'.') {
            return None;
        }
        // At most nine digits: no overflow.
        let n = line[..digits]
            .iter()
            .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
        if n != number {
            return None;
        }
        let col0 = (self.pos - self.line_start) as u32 + 1;
        let mut plays = Plays::new();
        let mut i = digits + 1;
        loop {
            let j = Self::skip_separators(line, i);
            if j == line.len() {
                break;
            }
            if j == i || plays.len() == 4 {
                return None;
            }
            let [d @ b'1'..=b'4', b':', ..] = line[j..] else {
                return None;
            };
            let (card, end) = self.fast_card(line, j + 2)?;
            let seat = Seat::from_index((d - b'1') as usize);
            plays.push(Play {
                comments: Comments::new(),
                seat,
                card,
                loc: Loc::new(self.line, col0 + j as u32),
            });
            i = end;
        }
        if plays.is_empty() {
            return None;
        }
        self.skip_plain_line(line.len());
        Some(plays)
    }
}

/// Eight copies of a byte, one in each byte of a word.
const fn splat(b: u8) -> u64 {
    0x0101_0101_0101_0101 * b as u64
}

/// The high bit of each zero byte of `v` set, and of no other byte below
/// the first zero byte: exact for where the first is (a borrow may flag a
/// byte after it).
#[inline(always)]
const fn zero_bytes(v: u64) -> u64 {
    v.wrapping_sub(splat(1)) & !v & splat(0x80)
}

/// The length of the line at the start of `b`: up to its `\n` (or the end
/// of `b`), without a `\r` just before it. Eight bytes at a time, where a
/// `memchr` cost about 45 instructions a line.
#[inline]
fn line_len(b: &[u8]) -> usize {
    let mut i = 0;
    let end = loop {
        match b.get(i..i + 8) {
            Some(&[b0, b1, b2, b3, b4, b5, b6, b7]) => {
                let w = u64::from_le_bytes([b0, b1, b2, b3, b4, b5, b6, b7]);
                let nl = zero_bytes(w ^ splat(b'\n'));
                if nl != 0 {
                    break i + (nl.trailing_zeros() / 8) as usize;
                }
                i += 8;
            }
            _ => {
                break match b[i..].iter().position(|&c| c == b'\n') {
                    Some(k) => i + k,
                    None => b.len(),
                };
            }
        }
    };
    match b[..end].last() {
        Some(b'\r') => end - 1,
        _ => end,
    }
}

#[cfg(test)]
mod tests {
    use super::line_len;

    /// The definition: the line up to its `\n`, without a final `\r`.
    fn by_bytes(b: &[u8]) -> usize {
        let end = b.iter().position(|&c| c == b'\n').unwrap_or(b.len());
        b[..end].strip_suffix(b"\r").unwrap_or(&b[..end]).len()
    }

    #[quickcheck_macros::quickcheck]
    fn line_len_is_the_bytes_reading(picks: Vec<u8>, tail: Vec<u8>) -> bool {
        // Mostly card-line bytes, with the bytes that end a line (and the
        // ones a borrow between them may flag) mixed in.
        const BYTES: &[u8] = b"1234:. SXIVHCDK\n\r\x0b\x0c\t{;\xc3\xbc\x80\x7f\x00";
        let mut b: Vec<u8> = picks
            .iter()
            .map(|p| BYTES[*p as usize % BYTES.len()])
            .collect();
        b.extend(tail);
        (0..=b.len()).all(|i| line_len(&b[i..]) == by_bytes(&b[i..]))
    }

    #[test]
    fn line_len_reads_lines() {
        assert_eq!(line_len(b"  1. 1:C7 2:C9 3:C10 4:C8\nplay"), 25);
        assert_eq!(line_len(b"  1. 1:C7 2:C9 3:C10 4:C8\r\nplay"), 25);
        assert_eq!(line_len(b"1: pass\rpass\n"), 12);
        // The `\n` in the first word, and just after it.
        assert_eq!(line_len(b"1: ps\n{;\xc3\xbc"), 5);
        assert_eq!(line_len(b"1: pass\n\n"), 7);
        assert_eq!(line_len(b"1: pass\r\n\n"), 7);
        assert_eq!(line_len(b"1: pass"), 7);
        assert_eq!(line_len(b"1: pass\r"), 7);
        assert_eq!(line_len(b""), 0);
        assert_eq!(line_len(b"\r"), 0);
        assert_eq!(line_len(b"\n"), 0);
    }
}
