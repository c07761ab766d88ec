//! The canonical PTN printer, and [`Game::check`]: what a game must satisfy
//! for its printed text to read back as the same game.
//!
//! Canonical layout (book/src/ptn.md, "Canonical form and JSON"): tags one per line; a blank line; each
//! section keyword at the left margin with its entries indented by two
//! spaces; a blank line between sections and between games. Cards, items and
//! plays are separated by one space, score entries by two. Comments are
//! printed where they attach: line-level comments on their own line above
//! the event, block comments on a card or item inline before it.

use super::model::*;
use std::fmt::Write;

const INDENT: &str = "  ";

/// Prints one game canonically.
pub fn to_string(game: &Game) -> String {
    let mut out = String::with_capacity(1024);
    write_game(game, &mut out);
    out
}

/// Prints games canonically, separated by blank lines.
pub fn games_to_string<'g>(games: impl IntoIterator<Item = &'g Game>) -> String {
    let mut out = String::new();
    for (i, g) in games.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        write_game(g, &mut out);
    }
    out
}

fn comment(out: &mut String, indent: &str, c: &Comment) {
    out.push_str(indent);
    match c {
        Comment::Line(t) if t.is_empty() => out.push(';'),
        Comment::Line(t) => {
            out.push_str("; ");
            out.push_str(t);
        }
        Comment::Block(t) => {
            out.push('{');
            out.push_str(t);
            out.push('}');
        }
    }
    out.push('\n');
}

fn comments(out: &mut String, indent: &str, cs: &[Comment]) {
    for c in cs {
        comment(out, indent, c);
    }
}

/// Block comments written inline before a card or item.
fn inline(out: &mut String, cs: &[Comment]) {
    for c in cs {
        out.push('{');
        out.push_str(c.text());
        out.push_str("} ");
    }
}

/// Writes one game canonically, ending with a line end.
pub fn write_game(g: &Game, out: &mut String) {
    for t in &g.tags {
        comments(out, "", &t.comments);
        out.push('[');
        out.push_str(&t.name);
        out.push_str(" \"");
        for ch in t.value.chars() {
            if ch == '"' || ch == '\\' {
                out.push('\\');
            }
            out.push(ch);
        }
        out.push_str("\"]\n");
    }
    comments(out, "", &g.preamble);
    section(out, "deal", &g.deal, |out, e| match e {
        DealEntry::Hand(h) => {
            comments(out, INDENT, &h.comments);
            let _ = write!(out, "{INDENT}{}:", h.seat);
            cards(out, &h.cards);
            out.push('\n');
        }
        DealEntry::Talon(t) => {
            comments(out, INDENT, &t.comments);
            out.push_str(INDENT);
            out.push_str("talon:");
            for (i, half) in t.halves.iter().enumerate() {
                if i > 0 {
                    out.push_str(" /");
                }
                cards(out, half);
            }
            out.push('\n');
        }
    });
    section(out, "auction", &g.auction, turn);
    section(out, "call", &g.call, turn);
    section(out, "talon", &g.talon, |out, e| {
        comments(out, INDENT, &e.comments);
        let _ = write!(out, "{INDENT}{}: ", e.seat);
        match &e.action {
            TalonAction::Take(TalonTake::Half(n)) => {
                let _ = write!(out, "take {n}");
            }
            TalonAction::Take(TalonTake::All) => out.push_str("take all"),
            TalonAction::Take(TalonTake::None) => out.push_str("take none"),
            TalonAction::Discard(cs) => {
                out.push_str("discard");
                cards(out, cs);
            }
        }
        out.push('\n');
    });
    section(out, "announce", &g.announce, turn);
    section(out, "play", &g.play, |out, t| {
        comments(out, INDENT, &t.comments);
        let _ = write!(out, "{INDENT}{}.", t.number);
        for p in &t.plays {
            out.push(' ');
            inline(out, &p.comments);
            let _ = write!(out, "{}:{}", p.seat, p.card);
        }
        out.push('\n');
    });
    if let Some(s) = &g.score {
        out.push_str("\nscore\n");
        let mut open = false;
        for e in &s.entries {
            let has_line = e.comments.iter().any(|c| matches!(c, Comment::Line(_)));
            if open && has_line {
                out.push('\n');
                open = false;
            }
            if !open {
                comments(out, INDENT, &e.comments);
                out.push_str(INDENT);
                open = true;
            } else {
                out.push_str("  ");
                inline(out, &e.comments);
            }
            let _ = write!(out, "{}: {}", e.seat, Points(e.points));
        }
        if open {
            out.push('\n');
        }
        comments(out, INDENT, &s.trailer);
    }
}

struct Points(i64);

impl std::fmt::Display for Points {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0 > 0 {
            write!(f, "+{}", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

fn section<T>(
    out: &mut String,
    keyword: &str,
    s: &Option<Section<T>>,
    mut entry: impl FnMut(&mut String, &T),
) {
    let Some(s) = s else { return };
    out.push('\n');
    out.push_str(keyword);
    out.push('\n');
    for e in &s.entries {
        entry(out, e);
    }
    comments(out, INDENT, &s.trailer);
}

fn cards(out: &mut String, cs: &[Located<crate::cards::Card>]) {
    for c in cs {
        let _ = write!(out, " {}", c.value);
    }
}

fn turn(out: &mut String, t: &Turn) {
    comments(out, INDENT, &t.comments);
    let _ = write!(out, "{INDENT}{}:", t.seat);
    for item in &t.items {
        out.push(' ');
        inline(out, &item.comments);
        term(out, &item.term);
    }
    out.push('\n');
}

/// Writes a term as PTN: `SK`, `S`, `3`, `kontra(ultimo(I))`.
pub fn term(out: &mut String, t: &Term) {
    match t {
        Term::Card(c) => c.token().push_onto(out),
        Term::Suit(s) => out.push(s.letter()),
        Term::Int(n) => push_int(out, *n),
        Term::Item(i) => item(out, i),
    }
}

/// `n` in decimal, as PTN writes a number and `Display` writes it, made
/// in `buf` without a formatter (the printer, both engines' settlement
/// notes and the interpreter's texts put numbers into text every game).
pub fn int_text(n: i64, buf: &mut [u8; 20]) -> &str {
    let mut u = n.unsigned_abs();
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if n < 0 {
        // |i64::MIN| has 19 digits, so there is room for the sign.
        i -= 1;
        buf[i] = b'-';
    }
    std::str::from_utf8(&buf[i..]).unwrap_or_default()
}

/// `n` in decimal put onto `out` ([`int_text`]).
pub fn push_int(out: &mut String, n: i64) {
    out.push_str(int_text(n, &mut [0; 20]));
}

/// Writes an item as PTN.
pub fn item(out: &mut String, i: &Item) {
    out.push_str(&i.name);
    if !i.args.is_empty() {
        out.push('(');
        for (k, a) in i.args.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            term(out, a);
        }
        out.push(')');
    }
}

impl std::fmt::Display for Term {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        term(&mut s, self);
        f.write_str(&s)
    }
}

impl std::fmt::Display for Item {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        item(&mut s, self);
        f.write_str(&s)
    }
}

/// Something in a game that its printed text cannot express.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotPrintable {
    /// Where in the game: "tags[2]", "play.entries[3].plays[1]".
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for NotPrintable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

struct Checker {
    problems: Vec<NotPrintable>,
    /// The deck of the game's variant, when it is a shipped one: the reader
    /// refuses cards outside it, so the checker does too.
    deck: Option<crate::cards::Deck>,
}

impl Checker {
    fn fail(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.problems.push(NotPrintable {
            path: path.into(),
            message: message.into(),
        });
    }

    fn comments(&mut self, path: &str, cs: &[Comment], line_ok: bool) {
        for (i, c) in cs.iter().enumerate() {
            match c {
                Comment::Line(t) => {
                    if !line_ok {
                        self.fail(
                            format!("{path}.comments[{i}]"),
                            "only `{…}` comments can stand inside a line",
                        );
                    }
                    // A lone CR reads back (lines end at LF); a LF cannot.
                    if t.contains('\n') {
                        self.fail(
                            format!("{path}.comments[{i}]"),
                            "a `;` comment cannot contain a line end",
                        );
                    }
                    if t.trim() != t {
                        self.fail(
                            format!("{path}.comments[{i}]"),
                            "a `;` comment is stored trimmed",
                        );
                    }
                }
                Comment::Block(t) => {
                    if t.contains('}') {
                        self.fail(
                            format!("{path}.comments[{i}]"),
                            "a `{…}` comment cannot contain `}`",
                        );
                    }
                    // The reader stores CRLF as LF; a lone CR reads back.
                    if t.contains("\r\n") {
                        self.fail(
                            format!("{path}.comments[{i}]"),
                            "line ends inside comments are stored as `\\n`",
                        );
                    }
                }
            }
        }
    }

    fn card(&mut self, path: &str, card: crate::cards::Card) {
        if let Some(deck) = self.deck
            && !deck.contains(card)
        {
            self.fail(
                path,
                format!("{} is not in the {}", card.described(), deck.name),
            );
        }
    }

    fn cards(&mut self, path: &str, cs: &[Located<crate::cards::Card>]) {
        for (k, c) in cs.iter().enumerate() {
            self.card(&format!("{path}.cards[{k}]"), c.value);
        }
    }

    fn term(&mut self, path: &str, t: &Term) {
        self.term_at(path, t, 0);
    }

    fn term_at(&mut self, path: &str, t: &Term, depth: usize) {
        match t {
            Term::Card(card) => self.card(path, *card),
            Term::Item(i) if depth >= super::parse::MAX_NESTING && !i.args.is_empty() => self.fail(
                path,
                format!("items nest at most {} deep", super::parse::MAX_NESTING),
            ),
            Term::Int(n) if *n < 0 => self.fail(path, "numbers in items are not negative"),
            Term::Item(i) => {
                if !is_identifier(&i.name) {
                    self.fail(
                        path,
                        format!(
                            "`{}` is not an identifier (lower-case letters, digits, `-`)",
                            i.name
                        ),
                    );
                }
                for (k, a) in i.args.iter().enumerate() {
                    self.term_at(&format!("{path}.args[{k}]"), a, depth + 1);
                }
            }
            _ => {}
        }
    }

    fn turns(&mut self, name: &str, s: &Option<Section<Turn>>) {
        let Some(s) = s else { return };
        self.comments(&format!("{name}.trailer"), &s.trailer, true);
        for (i, t) in s.entries.iter().enumerate() {
            let p = format!("{name}.entries[{i}]");
            self.comments(&p, &t.comments, true);
            if t.items.is_empty() {
                self.fail(&p, "a turn has at least one item");
            }
            for (k, it) in t.items.iter().enumerate() {
                let ip = format!("{p}.items[{k}]");
                self.comments(&ip, &it.comments, false);
                self.term(&ip, &it.term);
            }
        }
    }
}

impl Game {
    /// Checks that printing this game and reading it back gives the same
    /// game. Games read from PTN always pass; games from JSON or built in
    /// code may not.
    pub fn check(&self) -> Result<(), Vec<NotPrintable>> {
        let mut c = Checker {
            problems: Vec::new(),
            deck: self.variant().and_then(crate::variants::deck_of),
        };
        let mut seen = std::collections::HashSet::new();
        for (i, t) in self.tags.iter().enumerate() {
            let p = format!("tags[{i}]");
            c.comments(&p, &t.comments, true);
            if !is_tag_name(&t.name) {
                c.fail(
                    &p,
                    format!("`{}` is not a tag name (letters, digits, `_`)", t.name),
                );
            }
            if t.value.contains('\n') || t.value.contains('\r') {
                c.fail(&p, "a tag value is one line");
            }
            if !seen.insert(t.name.as_str()) {
                c.fail(&p, format!("duplicate tag `{}`", t.name));
            }
        }
        for required in ["Variant", "Seats"] {
            if self.tag(required).is_none() {
                c.fail("tags", format!("the `{required}` tag is required"));
            }
        }
        if let Some(v) = self.tag("Seats") {
            let names = split_seats(v);
            if names.len() != 4 || names.iter().any(|n| n.is_empty()) {
                c.fail("tags", "the `Seats` tag names four players");
            }
        }
        c.comments("preamble", &self.preamble, true);
        if let Some(d) = &self.deal {
            c.comments("deal.trailer", &d.trailer, true);
            let mut seats = Vec::new();
            let mut talons = 0;
            for (i, e) in d.entries.iter().enumerate() {
                let p = format!("deal.entries[{i}]");
                match e {
                    DealEntry::Hand(h) => {
                        c.comments(&p, &h.comments, true);
                        if h.cards.is_empty() {
                            c.fail(&p, "a hand has at least one card");
                        }
                        c.cards(&p, &h.cards);
                        if seats.contains(&h.seat) {
                            c.fail(&p, format!("seat {} is dealt twice", h.seat));
                        }
                        seats.push(h.seat);
                    }
                    DealEntry::Talon(t) => {
                        c.comments(&p, &t.comments, true);
                        talons += 1;
                        if t.halves.is_empty() {
                            c.fail(&p, "a talon has at least one half (which may be empty)");
                        }
                        for (k, half) in t.halves.iter().enumerate() {
                            c.cards(&format!("{p}.halves[{k}]"), half);
                        }
                    }
                }
            }
            if talons > 1 {
                c.fail("deal", "the deal has one talon line");
            }
        }
        c.turns("auction", &self.auction);
        c.turns("call", &self.call);
        if let Some(s) = &self.talon {
            c.comments("talon.trailer", &s.trailer, true);
            for (i, e) in s.entries.iter().enumerate() {
                let p = format!("talon.entries[{i}]");
                c.comments(&p, &e.comments, true);
                match &e.action {
                    TalonAction::Take(TalonTake::Half(0)) => {
                        c.fail(&p, "talon halves are counted from 1")
                    }
                    TalonAction::Discard(cs) if cs.is_empty() => {
                        c.fail(&p, "a discard names its cards")
                    }
                    TalonAction::Discard(cs) => c.cards(&p, cs),
                    _ => {}
                }
            }
        }
        c.turns("announce", &self.announce);
        if let Some(s) = &self.play {
            c.comments("play.trailer", &s.trailer, true);
            let n = s.entries.len();
            for (i, t) in s.entries.iter().enumerate() {
                let p = format!("play.entries[{i}]");
                c.comments(&p, &t.comments, true);
                if t.number as usize != i + 1 {
                    c.fail(&p, format!("trick {} must be numbered {}", t.number, i + 1));
                }
                if t.plays.is_empty() || t.plays.len() > 4 {
                    c.fail(&p, "a trick has one to four cards");
                }
                if t.plays.len() < 4 && i + 1 < n {
                    c.fail(&p, "only the last trick may be incomplete");
                }
                for (k, pl) in t.plays.iter().enumerate() {
                    c.comments(&format!("{p}.plays[{k}]"), &pl.comments, false);
                    c.card(&format!("{p}.plays[{k}]"), pl.card);
                }
            }
        }
        if let Some(s) = &self.score {
            c.comments("score.trailer", &s.trailer, true);
            let mut seats = Vec::new();
            for (i, e) in s.entries.iter().enumerate() {
                c.comments(&format!("score.entries[{i}]"), &e.comments, true);
                if seats.contains(&e.seat) {
                    c.fail(
                        format!("score.entries[{i}]"),
                        format!("seat {} is scored twice", e.seat),
                    );
                }
                seats.push(e.seat);
            }
            if !seats.is_empty() && seats.len() != 4 {
                c.fail("score", "a score gives all four seats");
            }
        }
        if c.problems.is_empty() {
            Ok(())
        } else {
            Err(c.problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number made without a formatter is the number the standard
    /// library writes, at the ends of the range and around every power of
    /// ten.
    #[test]
    fn numbers_are_written_as_the_formatter_writes_them() {
        let mut ns = vec![0, 1, -1, 9, -9, i64::MAX, i64::MIN, i64::MIN + 1];
        let mut p: i64 = 1;
        while let Some(q) = p.checked_mul(10) {
            ns.extend([p - 1, p, p + 1, -p, -p - 1, -p + 1]);
            p = q;
        }
        for n in ns {
            assert_eq!(int_text(n, &mut [0; 20]), n.to_string());
            let mut s = String::from("k ");
            push_int(&mut s, n);
            assert_eq!(s, format!("k {n}"));
        }
    }
}
