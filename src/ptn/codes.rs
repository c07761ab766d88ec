//! The stable codes of PTN errors: one per kind of syntax or game error,
//! `P` and four digits, grouped by what they are about. A code, once given,
//! keeps its meaning (tests and users' scripts match on it); a new kind of
//! error gets a new code, and this table lists every code with a line on
//! what it means.
//!
//! | range | about |
//! |-------|-------|
//! | `P00xx` | the file: size, encoding, comments, line ends, numbers |
//! | `P01xx` | tags and the tag block |
//! | `P02xx` | section keywords and their order |
//! | `P03xx` | entries: seats and cards |
//! | `P04xx` | `deal` |
//! | `P05xx` | turns and their items (`auction`, `announce`) |
//! | `P06xx` | `talon` |
//! | `P07xx` | `play` (tricks) |
//! | `P08xx` | `score` |
//! | `P09xx` | JSON documents of games |

/// Every PTN error code and what it means.
pub const CODES: &[(&str, &str)] = &[
    (
        "P0001",
        "the game is longer than the largest game read; it was skipped",
    ),
    ("P0002", "the text is not UTF-8"),
    ("P0003", "more lines are not UTF-8 than are shown"),
    ("P0004", "more errors in the game than are shown"),
    ("P0005", "a `{` comment is not closed"),
    ("P0006", "more text where the line should end"),
    ("P0007", "a number does not fit in 64 bits"),
    ("P0101", "a tag name is missing after `[`"),
    ("P0102", "a tag has no quoted value"),
    ("P0103", "a tag is not closed with `]`"),
    ("P0104", "a tag is given twice"),
    ("P0105", "the `Seats` tag does not name four players"),
    ("P0106", "an unknown `\\` escape in a tag value"),
    ("P0107", "a carriage return in a tag value"),
    ("P0108", "a tag value is not closed on its line"),
    ("P0109", "no game: only comments"),
    ("P0110", "a required tag is missing"),
    (
        "P0111",
        "the game has no tag block before its first section",
    ),
    (
        "P0112",
        "neither a tag nor a section keyword where the game should start",
    ),
    ("P0113", "a tag after the first section"),
    ("P0201", "more text on the line of a section keyword"),
    ("P0202", "an unknown section keyword"),
    ("P0203", "a section appears twice"),
    ("P0204", "a section out of order"),
    ("P0301", "an entry does not start with a seat number"),
    ("P0302", "a seat number that is not 1 to 4"),
    ("P0303", "no `:` after a seat number"),
    ("P0304", "a card token is missing"),
    ("P0305", "a token that is not a card"),
    ("P0306", "a card that is not in the variant's deck"),
    ("P0401", "the deal has two talon lines"),
    ("P0402", "a seat's hand has no cards"),
    ("P0403", "a seat is dealt twice"),
    ("P0501", "no space between two items of a turn"),
    ("P0502", "a turn says nothing"),
    ("P0503", "an identifier is expected"),
    ("P0504", "an identifier runs into other characters"),
    ("P0505", "items nest too deep"),
    ("P0506", "empty parentheses after an item"),
    ("P0507", "no `,` or `)` after an argument"),
    ("P0508", "neither an item, a card, a suit nor a number"),
    ("P0601", "a talon line says neither `take` nor `discard`"),
    ("P0602", "a talon half numbered 0"),
    ("P0603", "a talon take without a half, `all` or `none`"),
    ("P0604", "a discard without cards"),
    ("P0701", "no `.` after a trick number"),
    ("P0702", "a play line does not start with its trick number"),
    ("P0703", "a trick number out of order"),
    ("P0704", "a trick short of four cards that is not the last"),
    ("P0705", "no space between two cards of a trick"),
    ("P0706", "a trick with more than four cards"),
    ("P0707", "a card of a trick is not written `SEAT:CARD`"),
    ("P0801", "a score entry without points"),
    ("P0802", "more text after a score's points"),
    ("P0803", "a seat is scored twice"),
    ("P0804", "the score does not give every seat"),
    ("P0901", "the document is not JSON of games"),
    ("P0902", "a JSON game does not fit the game model"),
    (
        "P0903",
        "a JSON game's PTN does not read back as the same game",
    ),
    ("P0904", "a JSON game breaks a rule of the model"),
    ("P0905", "the JSON document is larger than the largest read"),
];

/// What a code means, if it is one.
pub fn meaning(code: &str) -> Option<&'static str> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, m)| *m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_well_formed_and_in_order() {
        for w in CODES.windows(2) {
            assert!(w[0].0 < w[1].0, "{} then {}", w[0].0, w[1].0);
        }
        for (code, meaning) in CODES {
            let digits = code.strip_prefix('P').unwrap_or("");
            assert!(
                digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()),
                "{code}"
            );
            assert!(!meaning.is_empty() && !meaning.ends_with('.'), "{code}");
        }
    }

    /// Every code given at a construction site is in the table, and every
    /// code of the table is given somewhere.
    #[test]
    fn every_site_code_is_in_the_table_and_every_code_is_used() {
        let sources = [
            include_str!("reader/mod.rs"),
            include_str!("reader/stream.rs"),
            include_str!("json.rs"),
            include_str!("parse/mod.rs"),
            include_str!("parse/cursor.rs"),
            include_str!("parse/tags.rs"),
            include_str!("parse/section.rs"),
            include_str!("parse/lexeme.rs"),
            include_str!("parse/fast.rs"),
        ];
        let mut used = std::collections::BTreeSet::new();
        for text in sources {
            for (i, _) in text.match_indices("\"P") {
                let code = &text[i + 1..(i + 6).min(text.len())];
                if code.len() == 5 && code[1..].bytes().all(|b| b.is_ascii_digit()) {
                    assert!(meaning(code).is_some(), "{code} is not in the table");
                    used.insert(code);
                }
            }
        }
        for (code, _) in CODES {
            assert!(used.contains(code), "{code} is given nowhere");
        }
    }
}
