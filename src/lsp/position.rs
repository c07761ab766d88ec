//! Places in a text as the checker counts them (byte offsets) and as the
//! Language Server Protocol counts them (a line, and a column in UTF-16
//! code units): `Sküs` is 5 bytes but 4 units, `𝄞` 4 bytes but 2 units.
//! Every conversion clamps: a position past a line's end is its end, a
//! line past the text's end is the end of the text, an offset inside a
//! character is that character's start.

use lsp_types::{Position, Range};

/// The line starts of a text, for converting places both ways.
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// The byte offset where each line starts (the first is 0).
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        LineIndex { starts }
    }

    /// The LSP position of a byte offset of `text`.
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let offset = floor_boundary(text, offset);
        let line = self
            .starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        let start = self.starts.get(line).copied().unwrap_or(0).min(offset);
        let units: usize = text[start..offset].chars().map(char::len_utf16).sum();
        Position::new(to_u32(line), to_u32(units))
    }

    /// The LSP range of a byte range of `text`.
    pub fn range(&self, text: &str, start: usize, end: usize) -> Range {
        Range::new(
            self.position(text, start),
            self.position(text, end.max(start)),
        )
    }

    /// The byte offset of an LSP position in `text` (clamped into it).
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let Some(&start) = self.starts.get(pos.line as usize) else {
            return text.len();
        };
        let start = start.min(text.len());
        let end = self
            .starts
            .get((pos.line as usize).saturating_add(1))
            .map_or(text.len(), |&e| e.saturating_sub(1).max(start))
            .min(text.len());
        let line = text.get(start..end).unwrap_or("");
        let mut units = 0usize;
        let target = pos.character as usize;
        for (i, c) in line.char_indices() {
            // At the column, or inside the character there (a column
            // between the two halves of a surrogate pair).
            if units + c.len_utf16() > target {
                return start + i;
            }
            units += c.len_utf16();
        }
        // The end of the line (before a `\r\n`'s `\r` too).
        start + line.trim_end_matches('\r').len()
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The largest char boundary of `text` at or before `i`.
pub fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> Position {
        Position::new(line, character)
    }

    #[test]
    fn ascii_lines() {
        let text = "ab\ncd\n";
        let ix = LineIndex::new(text);
        assert_eq!(ix.position(text, 0), pos(0, 0));
        assert_eq!(ix.position(text, 2), pos(0, 2));
        assert_eq!(ix.position(text, 3), pos(1, 0));
        assert_eq!(ix.position(text, 6), pos(2, 0));
        assert_eq!(ix.offset(text, pos(1, 1)), 4);
        assert_eq!(ix.offset(text, pos(2, 0)), 6);
    }

    #[test]
    fn umlauts_count_one_unit_and_two_bytes() {
        // `Sküs` after `# ü `: the column is counted in UTF-16 units.
        let text = "# ü\ngroup birds = {Sküs, XXI}\n";
        let ix = LineIndex::new(text);
        let xxi = text.find("XXI").expect("XXI");
        // `group birds = {Sküs, ` is 21 characters (the ü one unit), 22 bytes.
        assert_eq!(xxi - text.find('g').expect("g"), 22);
        assert_eq!(ix.position(text, xxi), pos(1, 21));
        assert_eq!(ix.offset(text, pos(1, 21)), xxi);
        // The `ü` of line 0 is one unit: the line ends at column 3.
        assert_eq!(ix.position(text, 4), pos(0, 3));
        assert_eq!(ix.range(text, xxi, xxi + 3).end, pos(1, 24));
    }

    #[test]
    fn astral_characters_count_two_units() {
        let text = "a𝄞b";
        let ix = LineIndex::new(text);
        assert_eq!(ix.position(text, 5), pos(0, 3));
        assert_eq!(ix.offset(text, pos(0, 3)), 5);
        // A column inside the surrogate pair is the character's start.
        assert_eq!(ix.offset(text, pos(0, 2)), 1);
    }

    #[test]
    fn out_of_range_is_clamped_and_never_panics() {
        let text = "ü\r\nx";
        let ix = LineIndex::new(text);
        // An offset inside `ü` is its start.
        assert_eq!(ix.position(text, 1), pos(0, 0));
        assert_eq!(ix.position(text, 999), pos(1, 1));
        // Past a line's end: the end of the line, before its `\r`.
        assert_eq!(ix.offset(text, pos(0, 99)), 2);
        assert_eq!(ix.offset(text, pos(9, 0)), text.len());
        assert_eq!(ix.offset(text, pos(u32::MAX, u32::MAX)), text.len());
        let empty = LineIndex::new("");
        assert_eq!(empty.position("", 5), pos(0, 0));
        assert_eq!(empty.offset("", pos(3, 3)), 0);
    }
}
