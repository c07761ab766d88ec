//! Tag lines (`[Name "value"]`) and the checks on the tags of a game.

use super::*;

impl<'a> Parser<'a, '_> {
    // ---- tags ------------------------------------------------------------

    pub(super) fn tag_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        self.pos += 1; // '['
        self.skip_spaces();
        let name_loc = self.loc();
        let name = match tag_name(self.rest()) {
            Ok((rest, name)) => {
                self.advance_to(rest);
                name
            }
            Err(_) => {
                self.expected_here("P0101", "a tag name");
                return Err(LineFailed);
            }
        };
        if !self.skip_spaces() || self.peek() != Some('"') {
            self.expected_here("P0102", "a quoted tag value `\"…\"`");
            return Err(LineFailed);
        }
        let value_loc = self.loc();
        let value = self.tag_value()?;
        self.skip_spaces();
        if self.peek() != Some(']') {
            self.expected_here("P0103", "`]` to close the tag");
            return Err(LineFailed);
        }
        self.pos += 1;
        if let Some(&first_line) = self.tag_lines.get(name) {
            let e = self.error(
                "P0104",
                name_loc,
                name.len() as u32,
                "a tag not given before",
                quote(name),
            );
            // Names are quoted shortened: a line may be a megabyte long.
            e.title = Some(format!("duplicate tag {}", quote(name)));
            e.help = Some(format!(
                "{} was already given on line {first_line}",
                quote(name)
            ));
        } else {
            self.tag_lines.insert(name, loc.line);
        }
        if name == "Variant" {
            self.deck = (self.opts.deck_of)(&value).map(|d| (value.clone(), d));
        }
        // Four names, none empty (looked at without collecting them).
        let four_names = |v: &str| {
            let mut n = 0;
            v.split(',').all(|s| {
                n += 1;
                !s.trim().is_empty()
            }) && n == 4
        };
        if name == "Seats" && !four_names(&value) {
            let names = split_seats(&value);
            {
                let width = width(&value) + 2;
                let e = self.error(
                    "P0105",
                    value_loc,
                    width,
                    "four player names separated by commas",
                    format!("{} name(s)", names.iter().filter(|n| !n.is_empty()).count()),
                );
                e.title = Some("the `Seats` tag must name four players".into());
                e.help = Some(
                    "write the names in order of play, seat 1 first: [Seats \"A, B, C, D\"]".into(),
                );
            }
        }
        g.tags.push(Tag {
            comments,
            name: Name::from(name),
            value,
            loc,
        });
        self.finish_line(pending)
    }

    pub(super) fn skip_spaces(&mut self) -> bool {
        let start = self.pos;
        while let Some(b' ' | b'\t') = self.byte() {
            self.pos += 1;
        }
        self.pos > start
    }

    /// A `"…"` value with `\"` and `\\` escapes.
    fn tag_value(&mut self) -> LineResult<Name> {
        let open = self.loc();
        self.pos += 1;
        let mut value = Name::default();
        loop {
            match self.peek() {
                Some('"') => {
                    self.pos += 1;
                    return Ok(value);
                }
                Some('\\') => {
                    let here = self.loc();
                    self.pos += 1;
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            value.push(c);
                            self.pos += 1;
                        }
                        _ => {
                            let (found, _) = describe(self.rest());
                            let e = self.error(
                                "P0106",
                                here,
                                2,
                                "`\\\"` or `\\\\`",
                                format!("`\\` before {found}"),
                            );
                            e.title = Some("unknown escape in a tag value".into());
                            return Err(LineFailed);
                        }
                    }
                }
                Some('\r') if self.src.as_bytes().get(self.pos + 1) != Some(&b'\n') => {
                    let e = self.expected_here("P0107", "`\"` to close the tag value");
                    e.title = Some("a carriage return in a tag value".into());
                    e.found = "a carriage return".into();
                    e.help = Some(
                        "a tag value is one line; a lone carriage return cannot be kept".into(),
                    );
                    return Err(LineFailed);
                }
                None | Some('\n' | '\r') => {
                    let e = self.expected_here("P0108", "`\"` to close the tag value");
                    e.help = Some(format!(
                        "the value opened at column {} is not closed on its line",
                        open.col
                    ));
                    return Err(LineFailed);
                }
                Some(_) => {
                    // Copy the run up to the next quote, backslash or line end.
                    let rest = &self.src.as_bytes()[self.pos..];
                    let n = rest
                        .iter()
                        .position(|b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                        .unwrap_or(rest.len());
                    value.push_str(&self.src[self.pos..self.pos + n]);
                    self.pos += n;
                }
            }
        }
    }

    pub(super) fn check_tags(&mut self, g: &Game) {
        let loc = g
            .tags
            .first()
            .map(|t| t.loc)
            .unwrap_or(Loc::new(self.first_line, 1));
        if g.tags.is_empty() {
            if self.errors.is_empty() {
                // Only comments (or nothing): there is no game to read, and
                // every path (fmt, convert, verify) says so alike.
                let e = self.error(
                    "P0109",
                    Loc::new(self.first_line, 1),
                    1,
                    "a game: a tag block `[Variant \"…\"]` `[Seats \"…\"]`",
                    "only comments",
                );
                e.title = Some("no game here, only comments".into());
                e.help = Some("a game starts with its tags, at least Variant and Seats".into());
            }
            return; // otherwise reported where the first content was found
        }
        for required in ["Variant", "Seats"] {
            if g.tag(required).is_none() {
                let e = self.error(
                    "P0110",
                    loc,
                    1,
                    format!("a `{required}` tag"),
                    "a tag block without it",
                );
                e.title = Some(format!("missing required tag `{required}`"));
                e.help = Some(match required {
                    "Variant" => {
                        "add [Variant \"tarockcup\"] (or royal, hopfgarten, sitzenberg, zwanziger)"
                            .into()
                    }
                    _ => "add [Seats \"A, B, C, D\"] with four names, seat 1 first".into(),
                });
            }
        }
    }
}
