//! Section lines: deal, turn, talon, trick and score entries, and the items
//! of a turn.

use super::*;

impl<'a> Parser<'a, '_> {
    // ---- section entries -------------------------------------------------

    pub(super) fn entry(
        &mut self,
        g: &mut Game,
        kind: Kind,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        match kind {
            Kind::Deal => self.deal_line(g, comments, pending),
            Kind::Auction | Kind::Call | Kind::Announce => {
                let turn = match self.fast.then(|| self.fast_turn()).flatten() {
                    Some((seat, loc, items)) => Turn {
                        comments,
                        seat,
                        items,
                        loc,
                    },
                    None => self.turn(kind, comments, pending)?,
                };
                let section = match kind {
                    Kind::Auction => &mut g.auction,
                    Kind::Call => &mut g.call,
                    _ => &mut g.announce,
                };
                if let Some(s) = section {
                    s.entries.push(turn);
                }
                Ok(())
            }
            Kind::Talon => {
                let e = self.talon_line(comments, pending)?;
                if let Some(s) = &mut g.talon {
                    s.entries.push(e);
                }
                Ok(())
            }
            Kind::Play => self.trick_line(g, comments, pending),
            Kind::Score => self.score_line(g, comments, pending),
        }
    }

    /// `N:` at the start of an entry.
    fn seat_colon(&mut self, kind: Kind) -> LineResult<(Seat, Loc)> {
        let loc = self.loc();
        // Fast path: a single digit 1-4 and a colon.
        if let [d @ b'1'..=b'4', b':', ..] = &self.src.as_bytes()[self.pos..] {
            self.pos += 2;
            return Ok((Seat::from_index((d - b'1') as usize), loc));
        }
        let digits = match digits(self.rest()) {
            Ok((_, d)) => d,
            Err(_) => {
                let e = self.expected_here("P0301", kind.entry_form());
                e.help = Some(format!(
                    "entries of `{}` start with a seat number 1 to 4",
                    kind.keyword()
                ));
                return Err(LineFailed);
            }
        };
        let seat = digits.parse::<u8>().ok().and_then(Seat::new);
        let Some(seat) = seat else {
            let e = self.error(
                "P0302",
                loc,
                digits.len() as u32,
                "a seat from 1 to 4",
                quote(digits),
            );
            e.title = Some(format!(
                "there is no seat {}",
                quote(digits).trim_matches('`')
            ));
            e.help =
                Some("seats are numbered 1 to 4 in order of play; seat 4 is the dealer".into());
            return Err(LineFailed);
        };
        self.pos += digits.len();
        if self.peek() != Some(':') {
            self.expected_here("P0303", format!("`:` after seat {seat}"));
            return Err(LineFailed);
        }
        self.pos += 1;
        Ok((seat, loc))
    }

    pub(super) fn card(&mut self) -> LineResult<Located<Card>> {
        let loc = self.loc();
        let token = match word(self.rest()) {
            Ok((_, w)) => w,
            Err(_) => {
                let e = self.expected_here("P0304", "a card token");
                e.help = Some(CARD_HELP.into());
                return Err(LineFailed);
            }
        };
        let Some(card) = Card::parse(token) else {
            let e = self.error("P0305", loc, width(token), "a card token", quote(token));
            e.help = Some(card_hint(token));
            return Err(LineFailed);
        };
        self.pos += token.len();
        self.check_deck(card, loc, token)?;
        Ok(Located::new(card, loc))
    }

    fn check_deck(&mut self, card: Card, loc: Loc, token: &str) -> LineResult<()> {
        if let Some((variant, deck)) = &self.deck
            && !deck.contains(card)
        {
            let (variant, deck) = (variant.clone(), *deck);
            let e = self.error(
                "P0306",
                loc,
                width(token),
                format!("a card of the {variant} deck"),
                format!("`{card}`"),
            );
            e.title = Some(format!("{} is not in the {variant} deck", card.described()));
            e.help = Some(format!("`{variant}` plays with the {}", deck.name));
            return Err(LineFailed);
        }
        Ok(())
    }

    /// Cards up to the end of the line; inline comments go to `pending`.
    fn cards_to_line_end(
        &mut self,
        pending: &mut Comments,
        stop_at_slash: bool,
    ) -> LineResult<Vec<Located<Card>>> {
        let mut cards = Vec::with_capacity(12);
        loop {
            self.sep(pending)?;
            match self.byte() {
                None | Some(b'\n' | b';') => return Ok(cards),
                Some(b'/') if stop_at_slash => return Ok(cards),
                _ => cards.push(self.card()?),
            }
        }
    }

    fn deal_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        if let Ok((rest, _)) =
            tag::<&str, &str, nom::error::Error<&str>>("talon:").parse(self.rest())
        {
            // A plain line is read in one pass and taken once it is known
            // to stand (`plain` is its length).
            let (halves, plain) = match self.fast.then(|| self.fast_talon()).flatten() {
                Some((halves, len)) => (halves, Some(len)),
                None => {
                    self.advance_to(rest);
                    let mut halves = vec![self.cards_to_line_end(pending, true)?];
                    while self.peek() == Some('/') {
                        self.pos += 1;
                        halves.push(self.cards_to_line_end(pending, true)?);
                    }
                    (halves, None)
                }
            };
            let deal = g.deal.get_or_insert_with(Section::default);
            if let Some(DealEntry::Talon(first)) = deal
                .entries
                .iter()
                .find(|e| matches!(e, DealEntry::Talon(_)))
            {
                let first_line = first.loc.line;
                let e = self.error("P0401", loc, 5, "one talon line", "`talon:` again");
                e.title = Some("the deal has two talon lines".into());
                e.help = Some(format!("the talon was already dealt on line {first_line}"));
                return Err(LineFailed);
            }
            match plain {
                Some(len) => self.skip_plain_line(len),
                None => self.finish_line(pending)?,
            }
            push_deal(
                g,
                DealEntry::Talon(TalonDeal {
                    comments,
                    halves,
                    loc,
                }),
            );
            return Ok(());
        }
        if let Some((seat, cards)) = self.fast.then(|| self.fast_hand(g)).flatten() {
            push_deal(
                g,
                DealEntry::Hand(Hand {
                    comments,
                    seat,
                    cards,
                    loc,
                }),
            );
            return Ok(());
        }
        let (seat, loc) = self.seat_colon(Kind::Deal)?;
        let cards = self.cards_to_line_end(pending, false)?;
        if cards.is_empty() {
            self.expected_here("P0402", format!("the cards dealt to seat {seat}"));
            return Err(LineFailed);
        }
        if let Some(first) = g.hands().find(|h| h.seat == seat) {
            let first_line = first.loc.line;
            let e = self.error(
                "P0403",
                loc,
                1,
                "one hand per seat",
                format!("a second hand for seat {seat}"),
            );
            e.title = Some(format!("seat {seat} is dealt twice"));
            e.help = Some(format!(
                "seat {seat} already has a hand on line {first_line}"
            ));
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        push_deal(
            g,
            DealEntry::Hand(Hand {
                comments,
                seat,
                cards,
                loc,
            }),
        );
        Ok(())
    }

    pub(super) fn turn(
        &mut self,
        kind: Kind,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<Turn> {
        let (seat, loc) = self.seat_colon(kind)?;
        let mut items = TurnItems::new();
        let mut inline = Comments::new();
        loop {
            let spaced = self.sep(&mut inline)?;
            if self.at_line_end() {
                break;
            }
            if !items.is_empty() && !spaced {
                self.expected_here("P0501", "a space before the next item");
                return Err(LineFailed);
            }
            let item_loc = self.loc();
            let term = self.term()?;
            items.push(TurnItem {
                comments: std::mem::take(&mut inline),
                term,
                loc: item_loc,
            });
        }
        pending.append(&mut inline);
        if items.is_empty() {
            let e = self.expected_here("P0502", format!("what seat {seat} said"));
            e.help = Some("a turn lists its items, or `pass`".into());
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        Ok(Turn {
            comments,
            seat,
            items,
            loc,
        })
    }

    /// A term: an identifier with optional arguments, an integer, a suit
    /// letter or a card.
    pub(super) fn term(&mut self) -> LineResult<Term> {
        let start = self.pos;
        match self.term_at(self.rest(), 0) {
            Ok((rest, t)) => {
                self.advance_to(rest);
                Ok(t)
            }
            Err((at, code, expected, help)) => {
                self.pos = self.src.len() - at.len();
                debug_assert!(self.pos >= start);
                let e = self.expected_here(code, expected);
                if let Some(h) = help {
                    e.help = Some(h);
                }
                Err(LineFailed)
            }
        }
    }

    /// The term grammar over a slice of the current line.
    #[allow(clippy::type_complexity)]
    fn term_at(
        &self,
        i: &'a str,
        depth: usize,
    ) -> Result<(&'a str, Term), (&'a str, &'static str, String, Option<String>)> {
        let first = i.chars().next();
        if first.is_some_and(|c| c.is_ascii_lowercase()) {
            let (rest, name) =
                identifier(i).map_err(|_| (i, "P0503", "an identifier".to_string(), None))?;
            if rest.chars().next().is_some_and(|c| !ends_word(c)) {
                return Err((
                    rest,
                    "P0504",
                    "`(`, a space or the end of the line".into(),
                    Some("identifiers are lower-case letters, digits and `-`".into()),
                ));
            }
            let mut args = Vec::new();
            let mut rest = rest;
            if let Ok((r, _)) = char::<&str, nom::error::Error<&str>>('(').parse(rest) {
                if depth >= MAX_NESTING {
                    return Err((
                        rest,
                        "P0505",
                        format!("an item nested at most {MAX_NESTING} deep"),
                        Some(format!(
                            "items nest in arguments at most {MAX_NESTING} deep; \
                             real transcripts nest two or three"
                        )),
                    ));
                }
                rest = r;
                loop {
                    let r = spaces(rest).map(|(r, _)| r).unwrap_or(rest);
                    if r.starts_with(')') && args.is_empty() {
                        return Err((
                            r,
                            "P0506",
                            "an argument".into(),
                            Some(
                                "write `name` without parentheses when there are no arguments"
                                    .into(),
                            ),
                        ));
                    }
                    let (r, arg) = self.term_at(r, depth + 1)?;
                    args.push(arg);
                    let r = spaces(r).map(|(r, _)| r).unwrap_or(r);
                    if let Some(r) = r.strip_prefix(',') {
                        rest = r;
                    } else if let Some(r) = r.strip_prefix(')') {
                        rest = r;
                        break;
                    } else {
                        return Err((
                            r,
                            "P0507",
                            format!("`,` or `)` in the arguments of `{name}`"),
                            None,
                        ));
                    }
                }
            }
            return Ok((
                rest,
                Term::Item(Item {
                    name: Name::from(name),
                    args,
                }),
            ));
        }
        let Ok((rest, w)) = word(i) else {
            return Err((i, "P0508", "an item, card, suit or number".into(), None));
        };
        self.word_term(w)
            .map(|t| (rest, t))
            .map_err(|(code, expected, help)| (i, code, expected, help))
    }

    /// A word that is no identifier as a term: a number, a suit letter or
    /// a card of the deck; else the error's code, what was expected and a
    /// hint. The general path's reading of such a word, and the fast
    /// path's (`fast_word`).
    pub(super) fn word_term(
        &self,
        w: &str,
    ) -> Result<Term, (&'static str, String, Option<String>)> {
        if w.bytes().all(|b| b.is_ascii_digit()) {
            return match w.parse::<i64>() {
                Ok(n) => Ok(Term::Int(n)),
                Err(_) => Err(("P0007", "a number that fits in 64 bits".into(), None)),
            };
        }
        let mut chars = w.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(s) = Suit::from_char(c)
        {
            return Ok(Term::Suit(s));
        }
        match Card::parse(w) {
            Some(card) => {
                if let Some((variant, deck)) = &self.deck
                    && !deck.contains(card) {
                        return Err(("P0306", format!("a card of the {variant} deck"), Some(format!("{} is not in the {}", card.described(), deck.name))));
                    }
                Ok(Term::Card(card))
            }
            None => Err((
                "P0508",
                "an item, card, suit or number".into(),
                Some("items are lower-case identifiers such as `pass` or `kontra(spiel)`; cards are tokens such as `XXI`, `SK`, `H1`".into()),
            )),
        }
    }

    fn talon_line(&mut self, comments: Comments, pending: &mut Comments) -> LineResult<TalonEntry> {
        let (seat, loc) = self.seat_colon(Kind::Talon)?;
        self.sep(pending)?;
        let verb = match talon_keyword(self.rest()) {
            Ok((rest, v)) if rest.chars().next().is_none_or(ends_word) => {
                self.advance_to(rest);
                v
            }
            _ => {
                let e = self.expected_here("P0601", "`take` or `discard`");
                e.help = Some("talon lines are `SEAT: take 1`, `take all`, `take none` or `SEAT: discard CARD…`".into());
                return Err(LineFailed);
            }
        };
        let action = if verb == "take" {
            self.sep(pending)?;
            let what_loc = self.loc();
            let what = word(self.rest()).map(|(_, w)| w).unwrap_or("");
            let take = match what {
                "all" => TalonTake::All,
                "none" => TalonTake::None,
                _ if !what.is_empty() && what.bytes().all(|b| b.is_ascii_digit()) => {
                    match what.parse::<u8>() {
                        Ok(n) if n >= 1 => TalonTake::Half(n),
                        _ => {
                            let e = self.error(
                                "P0602",
                                what_loc,
                                what.len() as u32,
                                "a half numbered from 1",
                                quote(what),
                            );
                            e.help = Some("talon halves are counted from 1, as dealt".into());
                            return Err(LineFailed);
                        }
                    }
                }
                _ => {
                    self.expected_here("P0603", "a talon half number, `all` or `none`");
                    return Err(LineFailed);
                }
            };
            self.pos += what.len();
            TalonAction::Take(take)
        } else {
            let cards = self.cards_to_line_end(pending, false)?;
            if cards.is_empty() {
                self.expected_here("P0604", "the discarded cards");
                return Err(LineFailed);
            }
            TalonAction::Discard(cards)
        };
        self.finish_line(pending)?;
        Ok(TalonEntry {
            comments,
            seat,
            action,
            loc,
        })
    }

    fn trick_line(
        &mut self,
        g: &mut Game,
        comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let loc = self.loc();
        let expected_number = g.play.as_ref().map_or(1, |p| p.entries.len() as u32 + 1);
        if let Some(plays) = self
            .fast
            .then(|| self.fast_trick(g, expected_number))
            .flatten()
        {
            if let Some(p) = &mut g.play {
                p.entries.push(Trick {
                    comments,
                    number: expected_number,
                    plays,
                    loc,
                });
            }
            return Ok(());
        }
        let digits = match digits(self.rest()) {
            Ok((rest, d)) if rest.starts_with('.') => d,
            Ok(_) => {
                self.pos += self.rest().bytes().take_while(u8::is_ascii_digit).count();
                self.expected_here("P0701", "`.` after the trick number");
                return Err(LineFailed);
            }
            Err(_) => {
                let e = self.expected_here("P0702", Kind::Play.entry_form());
                e.help = Some(format!(
                    "trick lines start with the trick number, e.g. `{expected_number}. 1:SK 2:S9 3:S10 4:S8`"
                ));
                return Err(LineFailed);
            }
        };
        let number = digits.parse::<u32>().unwrap_or(u32::MAX);
        if number != expected_number {
            let e = self.error(
                "P0703",
                loc,
                digits.len() as u32,
                format!("trick {expected_number}"),
                format!("trick {}", quote(digits).trim_matches('`')),
            );
            e.help = Some("tricks are numbered 1, 2, 3 … in the order played".into());
            return Err(LineFailed);
        }
        self.pos += digits.len() + 1;
        if let Some(prev) = g.play.as_ref().and_then(|p| p.entries.last())
            && prev.plays.len() < 4
        {
            let (n, l) = (prev.plays.len(), prev.loc);
            let e = self.error(
                "P0704",
                l,
                1,
                "four cards in a trick that is not the last",
                format!("{n} card(s)"),
            );
            e.title = Some(format!(
                "trick {} is incomplete but is not the last",
                prev.number
            ));
            e.help = Some(
                "only the last trick line may be incomplete, when the record stops mid-trick"
                    .into(),
            );
        }
        let mut plays = Plays::new();
        let mut inline = Comments::new();
        loop {
            let spaced = self.sep(&mut inline)?;
            if self.at_line_end() {
                break;
            }
            if !spaced {
                self.expected_here("P0705", "a space before the next card");
                return Err(LineFailed);
            }
            let play_loc = self.loc();
            if plays.len() == 4 {
                let (found, w) = describe(self.rest());
                let e = self.error("P0706", play_loc, w, "the end of the trick", found);
                e.title = Some(format!("trick {number} has more than four cards"));
                return Err(LineFailed);
            }
            if !self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                let e = self.expected_here("P0707", "a played card `SEAT:CARD`");
                e.help = Some(
                    "each card of a trick is written with the seat that played it: `1:SK`".into(),
                );
                return Err(LineFailed);
            }
            let (seat, _) = self.seat_colon(Kind::Play)?;
            self.skip_spaces();
            let card = self.card()?.value;
            plays.push(Play {
                comments: std::mem::take(&mut inline),
                seat,
                card,
                loc: play_loc,
            });
        }
        pending.append(&mut inline);
        if plays.is_empty() {
            self.expected_here("P0707", "a played card `SEAT:CARD`");
            return Err(LineFailed);
        }
        self.finish_line(pending)?;
        if let Some(p) = &mut g.play {
            p.entries.push(Trick {
                comments,
                number,
                plays,
                loc,
            });
        }
        Ok(())
    }

    pub(super) fn check_last_trick(&mut self, _g: &Game) {
        // Only the last trick may be incomplete; that is checked when the
        // next trick is read, so nothing is left to check here.
    }

    fn score_line(
        &mut self,
        g: &mut Game,
        mut comments: Comments,
        pending: &mut Comments,
    ) -> LineResult<()> {
        let mut entries = smallvec::SmallVec::<[ScoreEntry; 4]>::new();
        loop {
            if !entries.is_empty() {
                self.sep(&mut comments)?;
                if self.at_line_end() {
                    pending.append(&mut comments);
                    break;
                }
            }
            let (seat, loc) = self.seat_colon(Kind::Score)?;
            self.skip_spaces();
            let here = self.loc();
            let (rest, (sign, digits)) = match signed_int(self.rest()) {
                Ok(r) => r,
                Err(_) => {
                    let e = self.expected_here(
                        "P0801",
                        format!("the points of seat {seat}, like `+2` or `-1`"),
                    );
                    e.help = Some("a score is a whole number in the variant's unit".into());
                    return Err(LineFailed);
                }
            };
            // The sign is read with the digits, so that -9223372036854775808
            // (i64::MIN, whose magnitude is no i64) reads.
            let negative = sign == Some('-');
            // (Without building the string `-digits`: a magnitude of at
            // most 2^63 negated, which is what `-digits` parses to.)
            let parsed = if negative {
                match digits.parse::<u64>() {
                    Ok(m) if m <= 1 << 63 => Ok((m as i64).wrapping_neg()),
                    _ => Err(()),
                }
            } else {
                digits.parse::<i64>().map_err(|_| ())
            };
            let Ok(points) = parsed else {
                self.error(
                    "P0007",
                    here,
                    digits.len() as u32 + 1,
                    "a number that fits in 64 bits",
                    quote(digits),
                );
                return Err(LineFailed);
            };
            self.advance_to(rest);
            if self.peek().is_some_and(|c| !ends_word(c)) {
                self.expected_here("P0802", "a space or the end of the line");
                return Err(LineFailed);
            }
            let seen = g
                .score
                .iter()
                .flat_map(|s| s.entries.iter())
                .chain(entries.iter())
                .find(|e: &&ScoreEntry| e.seat == seat)
                .map(|e| e.loc);
            if let Some(first) = seen {
                let e = self.error(
                    "P0803",
                    loc,
                    1,
                    "one score per seat",
                    format!("a second score for seat {seat}"),
                );
                e.title = Some(format!("seat {seat} is scored twice"));
                e.help = Some(format!(
                    "seat {seat} was already scored on line {}",
                    first.line
                ));
                return Err(LineFailed);
            }
            entries.push(ScoreEntry {
                comments: std::mem::take(&mut comments),
                seat,
                points,
                loc,
            });
            if self.at_line_end() {
                break;
            }
        }
        self.finish_line(pending)?;
        if let Some(s) = &mut g.score {
            s.entries.extend(entries);
        }
        Ok(())
    }

    pub(super) fn check_score(&mut self, g: &Game) {
        let Some(score) = &g.score else { return };
        if score.entries.is_empty() {
            return;
        }
        let missing: Vec<String> = Seat::ALL
            .iter()
            .filter(|s| !score.entries.iter().any(|e| e.seat == **s))
            .map(|s| s.to_string())
            .collect();
        if !missing.is_empty() {
            let e = self.error(
                "P0804",
                score.loc,
                5,
                "a score for every seat",
                format!("no score for seat {}", missing.join(", ")),
            );
            e.title = Some("the score does not give every seat".into());
            e.help = Some("write `SEAT: ±POINTS` for all four seats, as on the score sheet".into());
        }
    }
}

/// Adds a line to the open deal section.
fn push_deal(g: &mut Game, entry: DealEntry) {
    if let Some(d) = &mut g.deal {
        d.entries.push(entry);
    }
}
