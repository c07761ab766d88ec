//! The referee: replays a recorded game through an engine and rules on it.
//!
//! A transcript becomes a sequence of [`Event`]s, each with its place in the
//! text; the engine answers every event, and every violation becomes a
//! [`Finding`] in the order it happened. The referee keeps replaying as long
//! as the engine says the game goes on, settles the finished game and
//! compares the settlement with the score sheet. It never reports a game as
//! clean that it could not check: a record that stops early, a deal that
//! was not recorded, a variant it does not know — each is a finding.
//!
//! Without a `deal` section the hands are reconstructed from a complete
//! play record (every seat's hand is the cards it played), as a bridge
//! director does when ruling on a revoke; the engine then checks the play
//! and names what it could not check.

mod batch;
pub mod explain;
mod record;
mod report;

use record::*;

#[cfg(feature = "native")]
pub use batch::verify_inputs;
pub use batch::{FileReport, Options, Progress, verify_text};
pub use report::{JsonDocument, human, human_match, json, projection};

use crate::cards::CardSet;
use crate::engine::{
    Deal, Engine, Event, Kind, MatchGame, MatchResult, Phase, ScoreItem, Section, Settlement, Then,
    Violation,
};
use crate::ptn::{self, DealEntry, Game, Loc, TalonAction};
use crate::seat::{BySeat, Seat};
use serde::Serialize;

/// One ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub kind: Kind,
    /// The stable code of a syntax error (`P0305`, `crate::ptn::codes`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    /// The rule id (`tarockcup.play.follow-suit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trick: Option<u32>,
    /// The transcript section (`play`, `auction` …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub section: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
    pub message: String,
    /// The rulebook's words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The rule's place in the rulebook `skus book` builds, relative to its
    /// root: `variants/tarockcup.html#tarockcup.play.follow-suit`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub book: Option<String>,
}

impl Finding {
    fn at(kind: Kind, loc: Loc, message: String) -> Finding {
        Finding {
            kind,
            code: None,
            rule: None,
            seat: None,
            trick: None,
            section: None,
            line: loc.is_known().then_some(loc.line),
            column: loc.is_known().then_some(loc.col),
            message,
            source: None,
            book: None,
        }
    }
}

/// The verdict on one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Clean,
    Findings,
    Unreadable,
}

/// What the referee says of one game (book/src/referee-guide.md, "The JSON contract").
#[derive(Clone, Debug, Serialize)]
pub struct Verdict {
    pub file: String,
    /// 0-based position in the file.
    pub index: usize,
    /// Line where the game starts.
    #[serde(skip)]
    pub line: u32,
    pub variant: Option<String>,
    /// The `Match` tag, if any.
    #[serde(skip_serializing_if = "Option::is_none", rename = "match")]
    pub match_id: Option<String>,
    /// The spec given with `--spec` that refereed the game, with its bases
    /// (`house.rules (extends spec/tarockcup.rules (embedded), …)`); none
    /// for the shipped rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spec: Option<String>,
    pub status: Status,
    pub findings: Vec<Finding>,
    /// The referee's settlement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<BySeat<i64>>,
    /// The score section of the transcript.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<BySeat<i64>>,
    pub breakdown: Vec<ScoreItem>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// The passes the record leaves out and the referee filled in
    /// (book/src/ptn.md, "Passes a record leaves out"), in the order they were said; each is also a note.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub implied: Vec<Implied>,
    /// Lines of a section the record goes on with after the rules ended
    /// it, because a word before them was void (the record was written as
    /// if it stood): passed over, each run once, with a note, instead of
    /// a finding per line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passed_over: Vec<PassedOver>,
    /// The players of the `Seats` tag, seat 1 first.
    #[serde(skip)]
    pub players: Vec<String>,
    /// The game's tags, name and value, as recorded (standings group games
    /// by them).
    #[serde(skip)]
    pub tags: Vec<(String, String)>,
    /// The syntax errors of a game that could not be read, drawn by the one
    /// renderer (`crate::diagnostic`) for the text report; the JSON has
    /// them as `syntax` findings.
    #[serde(skip)]
    pub diagnostics: Vec<String>,
}

impl Verdict {
    fn new(file: &str, index: usize, line: u32) -> Verdict {
        Verdict {
            file: file.to_string(),
            index,
            line,
            variant: None,
            match_id: None,
            spec: None,
            status: Status::Clean,
            findings: Vec::new(),
            score: None,
            sheet: None,
            breakdown: Vec::new(),
            notes: Vec::new(),
            implied: Vec::new(),
            passed_over: Vec::new(),
            players: Vec::new(),
            tags: Vec::new(),
            diagnostics: Vec::new(),
        }
    }

    /// A game that could not be read.
    pub fn unreadable(file: &str, err: &ptn::GameError) -> Verdict {
        let mut v = Verdict::new(file, err.index, err.line);
        v.variant = err.variant.clone();
        v.status = Status::Unreadable;
        v.findings = err
            .errors
            .iter()
            .map(|e| Finding {
                code: (!e.code.is_empty()).then_some(e.code),
                ..Finding::at(Kind::Syntax, Loc::new(e.line, e.col), e.message())
            })
            .collect();
        v.diagnostics = err.errors.iter().map(|e| e.render(file)).collect();
        v
    }
}

/// A turn the record leaves out, replayed as the seat's pass (book/src/ptn.md,
/// "Passes a record leaves out"): a trailing pass of a turn section followed by a later section, a
/// pass of a left-out premium round, or the pass that ends a turn whose
/// words were all void when the record goes on with the next seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Implied {
    /// The section the pass belongs to (`auction`, `announce`).
    pub section: &'static str,
    pub seat: u8,
    /// The variant's word for it (`pass`, `weiter`).
    pub word: String,
    /// The recorded event it comes before.
    pub before: Place,
}

/// Lines of a section recorded after the rules ended it, following a void
/// word of that section: the record goes on as if the void word stood
/// (a `re` answering a void kontra, the passes after it). The void word is
/// the one finding; these lines are passed over with a note.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PassedOver {
    /// The section (`auction`, `announce`).
    pub section: &'static str,
    /// The first and the last line passed over.
    pub first_line: u32,
    pub last_line: u32,
    /// The void word the record went on from.
    pub after: Place,
}

impl PassedOver {
    /// The ruling's note for it.
    pub fn note(&self) -> String {
        let what = section_phrase(self.section);
        let lines = if self.first_line == self.last_line {
            format!("line {}", self.first_line)
        } else {
            format!("lines {}–{}", self.first_line, self.last_line)
        };
        format!(
            "{lines} passed over: {what} had ended by the rules, but the record goes on as if the void word at {}:{} stood",
            self.after.line, self.after.column
        )
    }
}

/// A turn section as a note names it.
fn section_phrase(section: &str) -> &str {
    match section {
        "auction" => "the auction",
        "call" => "the call",
        "announce" => "the premium round",
        other => other,
    }
}

/// A place in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Place {
    pub line: u32,
    pub column: u32,
}

impl Place {
    fn of(loc: Loc) -> Place {
        Place {
            line: loc.line,
            column: loc.col,
        }
    }
}

impl Implied {
    /// The ruling's note for it.
    pub fn note(&self) -> String {
        let what = section_phrase(self.section);
        format!(
            "seat {} passed (`{}`) in {what} (not written in the record; PTN reference, Passes a record leaves out)",
            self.seat, self.word
        )
    }
}

/// Finds the engine of a variant.
pub trait Engines: Sync {
    fn engine(&self, variant: &str) -> Option<&dyn Engine>;
    /// The variants it knows, for messages.
    fn known(&self) -> Vec<String>;
    /// The spec file given by the user that referees a variant's games
    /// (with its bases), said with every verdict it gives; none for the
    /// shipped rules.
    fn spec_of(&self, _variant: &str) -> Option<String> {
        None
    }
}

/// The reference engines of the shipped variants.
pub struct ReferenceEngines {
    engines: Vec<Box<dyn Engine>>,
}

impl ReferenceEngines {
    pub fn new() -> ReferenceEngines {
        let engines = crate::variants::VARIANTS
            .iter()
            .filter_map(|v| crate::reference::engine(v.id))
            .collect();
        ReferenceEngines { engines }
    }
}

impl Default for ReferenceEngines {
    fn default() -> Self {
        ReferenceEngines::new()
    }
}

impl Engines for ReferenceEngines {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        self.engines
            .iter()
            .find(|e| e.variant() == variant)
            .map(|e| e.as_ref())
    }

    fn known(&self) -> Vec<String> {
        self.engines
            .iter()
            .map(|e| e.variant().to_string())
            .collect()
    }
}

/// Which verdicts carry the notes of their settlement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notes {
    /// Every verdict (`--all`, JSON, the book, `explain`).
    #[default]
    Every,
    /// Only a verdict with findings: `skus verify` shows no other. A game
    /// that is clean without the settlement's notes is settled without
    /// them (the engine may leave them unmade: their texts are up to a
    /// twentieth of what the interpreter spends on a game); one that is
    /// not is settled again with them. Its figures, items and findings
    /// are the same either way.
    Listed,
}

/// Rules on one game.
pub fn verify(game: &Game, file: &str, index: usize, engines: &dyn Engines) -> Verdict {
    verify_with(game, file, index, engines, Notes::Every)
}

/// [`verify`], its settlement's notes made for the verdicts `notes` says.
pub fn verify_with(
    game: &Game,
    file: &str,
    index: usize,
    engines: &dyn Engines,
    notes: Notes,
) -> Verdict {
    let mut v = Verdict::new(file, index, game.start().line);
    v.variant = game.variant().map(str::to_string);
    v.match_id = game.tag("Match").map(str::to_string);
    v.players = game.seat_names().iter().map(|s| s.to_string()).collect();
    v.tags = game
        .tags
        .iter()
        // `String::from` a `str` copies; `to_string` on a `CompactString`
        // goes through the formatter (380 instructions a tag's name).
        .map(|t| {
            (
                String::from(t.name.as_str()),
                String::from(t.value.as_str()),
            )
        })
        .collect();
    v.sheet = sheet(game);
    let Some(variant) = game.variant() else {
        v.status = Status::Unreadable;
        v.findings.push(Finding::at(
            Kind::Syntax,
            game.start(),
            "the game has no Variant tag".into(),
        ));
        return v;
    };
    let Some(engine) = engines.engine(variant) else {
        v.status = Status::Unreadable;
        let known = engines.known().join(", ");
        let shipped = crate::variants::VARIANTS.iter().any(|s| s.id == variant);
        let message = if shipped {
            // --spec was given for other variants only.
            format!(
                "no spec given covers the variant `{variant}` (the specs given referee {known}); \
                 give a --spec for it too, or leave --spec out to referee by the shipped rules"
            )
        } else {
            format!("unknown variant `{variant}`; the referee knows {known}")
        };
        v.findings
            .push(Finding::at(Kind::Syntax, game.start(), message));
        return v;
    };
    v.spec = engines.spec_of(variant);
    replay(game, engine, &mut v, &mut |_| Watch::Go, notes);
    finish(&mut v);
    v
}

/// Links every cited rule to its place in the rulebook and sets the status
/// from the findings.
fn finish(v: &mut Verdict) {
    for f in &mut v.findings {
        f.book = f.rule.as_deref().map(crate::book::rule_link);
    }
    v.status = if v.findings.is_empty() {
        Status::Clean
    } else {
        Status::Findings
    };
}

fn sheet(game: &Game) -> Option<BySeat<i64>> {
    let s = game.score.as_ref()?;
    if s.entries.len() != 4 {
        return None;
    }
    let mut scores = BySeat([0; 4]);
    for e in &s.entries {
        scores[e.seat] = e.points;
    }
    Some(scores)
}

/// A recorded event about to be applied, with the game as it stands
/// before it (after the passes the record leaves out and any gap before
/// it): what [`explain`] looks at.
pub struct Moment<'a> {
    /// 0-based among the recorded events.
    pub step: usize,
    pub event: &'a Event,
    /// The record's section: `auction`, `call`, `talon`, `announce`, `play`.
    pub section: &'static str,
    /// The turn line of a word or line end (1-based in its section), the
    /// card's place in its trick, the talon line.
    pub nth: u32,
    pub trick: Option<u32>,
    pub line: u32,
    pub column: u32,
    pub state: &'a dyn crate::engine::State,
    /// The findings so far, in order.
    pub findings: &'a [Finding],
    /// Passed over, not applied: a line of a section the rules had ended,
    /// recorded as if the void word at this place stood (see
    /// [`PassedOver`]).
    pub passed_over: Option<Place>,
}

/// What the replay does after a [`Moment`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watch {
    Go,
    /// Stop here: nothing more is applied, nothing settled.
    Stop,
}

/// Replays a game as [`verify`] does, showing each recorded event to
/// `watch` before it is applied; the verdict is what was ruled up to where
/// `watch` stopped (all of it, when it never does). `None` when the game
/// cannot be replayed at all (no variant, unknown variant).
pub fn replay_watched(
    game: &Game,
    file: &str,
    engines: &dyn Engines,
    watch: &mut dyn FnMut(&Moment<'_>) -> Watch,
) -> Verdict {
    let mut v = Verdict::new(file, 0, game.start().line);
    v.variant = game.variant().map(str::to_string);
    v.sheet = sheet(game);
    let Some(engine) = game.variant().and_then(|var| engines.engine(var)) else {
        v.status = Status::Unreadable;
        return v;
    };
    replay(game, engine, &mut v, watch, Notes::Every);
    finish(&mut v);
    v
}

fn replay<W: FnMut(&Moment<'_>) -> Watch + ?Sized>(
    game: &Game,
    engine: &dyn Engine,
    v: &mut Verdict,
    watch: &mut W,
    notes: Notes,
) {
    let deal = match deal_of(game, engine) {
        Ok(d) => d,
        Err(NoDeal::Unknown(why)) => {
            let loc = game.play.as_ref().map(|p| p.loc).unwrap_or(game.start());
            v.findings.push(Finding::at(Kind::Incomplete, loc, why));
            return;
        }
        Err(NoDeal::Twice { card, first, again }) => {
            // The engine's own deal rule, when it has one by the usual id.
            let rule = engine
                .rules()
                .into_iter()
                .find(|r| r.id.ends_with(".deal.cards"));
            let mut f = Finding::at(
                Kind::ImpossibleCard,
                again,
                format!(
                    "{} is dealt twice (first at line {}, column {}); a record that lists a card twice is not a real deal, so the game cannot be checked",
                    card.described(),
                    first.line,
                    first.col
                ),
            );
            f.section = Some("deal");
            if let Some(r) = rule {
                f.rule = Some(r.id.to_string());
                f.source = Some(r.source.to_string());
            }
            v.findings.push(f);
            return;
        }
    };
    let deal_loc = game.deal.as_ref().map(|d| d.loc).unwrap_or(game.start());
    let mut state = match engine.start(&deal) {
        Ok(s) => s,
        Err(violations) => {
            for x in violations {
                v.findings
                    .push(from_violation(&x, deal_loc, Some("deal"), None));
            }
            return;
        }
    };
    let steps = steps(game);
    let mut last_loc = deal_loc;
    let mut stopped = false;
    // A recorded turn line whose words were all void and that left its
    // seat to act (§5.4: if the record goes on with another seat, that
    // turn ended as a pass), and whether the line being read had a void
    // word.
    let mut void_line: Option<(Section, Seat)> = None;
    let mut line_void = false;
    // The void words said while their section was open: the section, the
    // place, and the section's pass (a late pass alone is a slip of its
    // own, not the record going on as if the word stood).
    let mut void_word: Vec<(Section, Loc, Option<ptn::Term>)> = Vec::new();
    // Whether the step before was passed over (a run goes on through its
    // lines' ends and passes).
    let mut in_run = false;
    for (i, step) in steps.iter().enumerate() {
        let ev_phase = event_phase(&step.event);
        // The state's phase, read again wherever the state changes (a
        // call through the engine's vtable each time it is asked).
        let mut phase = state.phase();
        if ev_phase > phase && phase != Phase::Done {
            // A later section proves the earlier phases ended: the turns
            // still required were passes (trailing passes, a left-out
            // round), as long as passes can end the phase.
            let mut n = 0;
            while n < MAX_IMPLIED && state.phase() < ev_phase {
                let Some((next, section, seat, term)) = implied_pass(state.as_ref()) else {
                    break;
                };
                state = next;
                v.implied.push(implied(section, seat, &term, step.loc));
                n += 1;
            }
            void_line = None;
            if state.phase() < ev_phase {
                // Passes cannot end the phase: the engine closes the gap
                // as the rules' defaults allow, and says so once.
                if let Some(x) = state.gap(&step.event) {
                    v.findings
                        .push(from_violation(&x, step.loc, Some(step.section), step.trick));
                    if x.then == Then::Stop {
                        stopped = true;
                        break;
                    }
                }
            }
            phase = state.phase();
        } else if let Event::Say { section, seat, .. } = &step.event {
            if let Some((vsection, vseat)) = void_line
                && vsection == *section
                && vseat != *seat
                && state.to_act() == Some(vseat)
                && phase == section_phase(*section)
                && let Some((next, section, seat, term)) = implied_pass(state.as_ref())
            {
                state = next;
                v.implied.push(implied(section, seat, &term, step.loc));
                phase = state.phase();
            }
            void_line = None;
        }
        if phase == Phase::Done && !matches!(step.event, Event::EndTurn { .. }) {
            let mut f = Finding::at(
                Kind::Incomplete,
                step.loc,
                format!("the game is over, but the record goes on: {}", step.event),
            );
            f.section = Some(step.section);
            f.seat = Some(step.event.seat().number());
            v.findings.push(f);
            stopped = true;
            break;
        }
        // A line the rules refuse, of a section the rules have ended, on a
        // later line than a void word said while that section was open:
        // the record goes on as if the word stood (a `re` answering a void
        // kontra, the passes after it). The void word is the finding; such
        // lines are passed over with a note, not a finding each. A run
        // starts with a word (a late pass alone is a slip of its own) and
        // goes on through its lines' ends and passes.
        let pass_over = match &step.event {
            Event::Say { section, .. } | Event::EndTurn { section, .. }
                if section_phase(*section) < phase =>
            {
                void_word
                    .iter()
                    .rev()
                    .find(|(s, at, _)| s == section && at.line < step.loc.line)
                    .filter(|(_, _, pass)| {
                        in_run
                            || matches!(&step.event, Event::Say { term, .. } if Some(term) != pass.as_ref())
                    })
                    .filter(|_| {
                        matches!(state.check(&step.event), Err(x) if x.then == Then::Skipped)
                    })
                    .map(|(section, after, _)| (*section, *after))
            }
            _ => None,
        };
        let moment = Moment {
            step: i,
            event: &step.event,
            section: step.section,
            nth: step.nth,
            trick: step.trick,
            line: step.loc.line,
            column: step.loc.col,
            state: state.as_ref(),
            findings: &v.findings,
            passed_over: pass_over.map(|(_, after)| Place::of(after)),
        };
        if watch(&moment) == Watch::Stop {
            return;
        }
        last_loc = step.loc;
        if let Some((section, after)) = pass_over {
            in_run = true;
            let name = section_name(section);
            match v.passed_over.last_mut() {
                Some(p) if p.section == name && p.after == Place::of(after) => {
                    p.last_line = p.last_line.max(step.loc.line);
                }
                _ => v.passed_over.push(PassedOver {
                    section: name,
                    first_line: step.loc.line,
                    last_line: step.loc.line,
                    after: Place::of(after),
                }),
            }
            continue;
        }
        let open =
            matches!(&step.event, Event::Say { section, .. } if section_phase(*section) == phase);
        let result = state.apply(&step.event);
        // A line's end the rules take quietly keeps a run going; anything
        // else ends it.
        if !(in_run && result.is_ok() && matches!(step.event, Event::EndTurn { .. })) {
            in_run = false;
        }
        match (&step.event, &result) {
            (Event::Say { section, .. }, Err(x)) if x.then == Then::Skipped => {
                line_void = true;
                // A void word leaves the state as it was: the section's
                // pass is asked for only here, off the path of every word.
                if open {
                    void_word.push((*section, step.loc, state.pass().map(|(_, t)| t)));
                }
            }
            (Event::EndTurn { section, seat }, _) => {
                let open =
                    state.to_act() == Some(*seat) && state.phase() == section_phase(*section);
                void_line = (line_void && open).then_some((*section, *seat));
                line_void = false;
            }
            _ => {}
        }
        if let Err(x) = result {
            let trick = step.trick.or_else(|| state.trick());
            v.findings
                .push(from_violation(&x, step.loc, Some(step.section), trick));
            if x.then == Then::Stop {
                stopped = true;
                break;
            }
        }
    }
    v.notes = v.implied.iter().map(Implied::note).collect();
    v.notes.extend(v.passed_over.iter().map(PassedOver::note));
    for what in state.unchecked() {
        let mut f = Finding::at(Kind::Incomplete, deal_loc, format!("not checked: {what}"));
        f.section = Some("deal");
        v.findings.push(f);
    }
    if state.phase() != Phase::Done {
        if !stopped {
            let mut f = Finding::at(
                Kind::Incomplete,
                last_loc,
                format!(
                    "the record stops during the {} (after {} event(s)); the game cannot be settled",
                    phase_name(state.phase()),
                    steps.len()
                ),
            );
            f.seat = state.to_act().map(|s| s.number());
            v.findings.push(f);
        }
        return;
    }
    // Findings from here on come of the settlement alone: a game without
    // any yet is shown only if the settlement gives one.
    let unexplained = notes == Notes::Listed && v.findings.is_empty();
    let mut settled = if unexplained {
        state.settle_unexplained()
    } else {
        state.settle_last()
    };
    let clean = |s: &Result<Option<Settlement>, Violation>| match s {
        Ok(Some(s)) => v.sheet.is_none_or(|sheet| sheet == s.scores),
        Ok(None) => true,
        Err(_) => false,
    };
    if unexplained
        && !clean(&settled)
        && let Some(again) = state.settle_again()
    {
        settled = again;
    }
    let settlement = match settled {
        Ok(Some(s)) => s,
        Ok(None) => return,
        Err(fault) => {
            // The rules could not settle: the spec's fault, at the score
            // section (or the game's start); no settlement, so no sheet
            // compared with one.
            let loc = game.score.as_ref().map(|s| s.loc).unwrap_or(game.start());
            let mut f = Finding::at(Kind::SpecFault, loc, fault.message.clone());
            f.rule = Some(fault.rule.id.to_string());
            f.source = Some(fault.rule.source.to_string());
            f.section = Some("score");
            v.findings.push(f);
            return;
        }
    };
    v.score = Some(settlement.scores);
    v.breakdown = settlement.items;
    v.notes.extend(settlement.notes);
    if let (Some(sheet), Some(score)) = (v.sheet, v.score)
        && sheet != score
    {
        let loc = game.score.as_ref().map(|s| s.loc).unwrap_or(game.start());
        let mut f = Finding::at(
            Kind::ScoreMismatch,
            loc,
            format!(
                "the score sheet says {}, the rules give {}",
                scores_text(&sheet),
                scores_text(&score)
            ),
        );
        f.rule = Some(format!("{}.score.sheet", engine.variant()));
        f.section = Some("score");
        v.findings.push(f);
    }
}

/// At most this many passes are filled in at one place (a round of four
/// seats, several times over, is far more than any rules need).
const MAX_IMPLIED: usize = 16;

/// The phase a recorded event belongs to.
fn event_phase(e: &Event) -> Phase {
    match e {
        Event::Say { section, .. } | Event::EndTurn { section, .. } => section_phase(*section),
        Event::Take { .. } | Event::Discard { .. } => Phase::Talon,
        Event::Play { .. } => Phase::Play,
    }
}

fn section_phase(s: Section) -> Phase {
    match s {
        Section::Auction => Phase::Auction,
        Section::Call => Phase::Call,
        Section::Announce => Phase::Announce,
    }
}

/// The pass of the seat to act, replayed on a copy of the state: its word
/// and the end of its line, each accepted without a finding. `None` when
/// the engine has no pass there or refuses it.
fn implied_pass(
    state: &dyn crate::engine::State,
) -> Option<(Box<dyn crate::engine::State>, Section, Seat, ptn::Term)> {
    let seat = state.to_act()?;
    let (section, term) = state.pass()?;
    let mut next = state.clone_box();
    next.apply(&Event::Say {
        section,
        seat,
        term: term.clone(),
    })
    .ok()?;
    next.apply(&Event::EndTurn { section, seat }).ok()?;
    Some((next, section, seat, term))
}

fn implied(section: Section, seat: Seat, term: &ptn::Term, before: Loc) -> Implied {
    Implied {
        section: section_name(section),
        seat: seat.number(),
        word: term.to_string(),
        before: Place {
            line: before.line,
            column: before.col,
        },
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Auction => "auction",
        Phase::Call => "call",
        Phase::Talon => "talon exchange",
        Phase::Announce => "premium round",
        Phase::Play => "play",
        Phase::Done => "end",
    }
}

fn from_violation(
    x: &crate::engine::Violation,
    loc: Loc,
    section: Option<&'static str>,
    trick: Option<u32>,
) -> Finding {
    Finding {
        kind: x.kind,
        code: None,
        rule: Some(x.rule.id.to_string()),
        seat: x.seat.map(Seat::number),
        trick,
        section,
        line: loc.is_known().then_some(loc.line),
        column: loc.is_known().then_some(loc.col),
        message: x.message.clone(),
        source: Some(x.rule.source.to_string()),
        book: None,
    }
}

/// `1: +2  2: +2  3: -2  4: -2`
pub fn scores_text(s: &BySeat<i64>) -> String {
    let mut out = String::with_capacity(40);
    push_scores(&mut out, s);
    out
}

/// [`scores_text`] put onto `out`: "1: +30  2: -10  3: -10  4: -10".
/// Written piece by piece, not through the formatter (a listed game's
/// report has one for its settlement and one for each of its items).
pub fn push_scores(out: &mut String, s: &BySeat<i64>) {
    for (seat, v) in s.iter() {
        if seat.index() > 0 {
            out.push_str("  ");
        }
        crate::ptn::push_int(out, i64::from(seat.number()));
        out.push_str(if *v > 0 { ": +" } else { ": " });
        crate::ptn::push_int(out, *v);
    }
}

/// The result of each match among the verdicts of one file: games that
/// share a `Match` tag and a variant, in file order.
pub fn matches(verdicts: &[Verdict], engines: &dyn Engines) -> Vec<(String, MatchResult)> {
    let mut ids: Vec<(&str, &str)> = Vec::new();
    for v in verdicts {
        if let (Some(m), Some(var)) = (&v.match_id, &v.variant)
            && !ids.contains(&(m.as_str(), var.as_str()))
        {
            ids.push((m, var));
        }
    }
    ids.into_iter()
        .filter_map(|(m, var)| {
            let engine = engines.engine(var)?;
            let games: Vec<MatchGame> = verdicts
                .iter()
                .filter(|v| v.match_id.as_deref() == Some(m) && v.variant.as_deref() == Some(var))
                .filter_map(|v| {
                    Some(MatchGame {
                        players: v.players.clone(),
                        scores: v.score?,
                    })
                })
                .collect();
            engine.match_result(&games).map(|r| (m.to_string(), r))
        })
        .collect()
}

/// The transcript's events in order, as written (the passes a record
/// leaves out are not among them): for replaying a game outside the
/// referee, as the rulebook's worked examples do.
pub fn events(game: &Game) -> Vec<Event> {
    steps(game).into_iter().map(|s| s.event).collect()
}

/// The deal an engine starts the game from: as recorded, or reconstructed
/// from a complete play record; `None` where neither can be had.
pub fn deal(game: &Game, engine: &dyn Engine) -> Option<Deal> {
    deal_of(game, engine).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::State;

    /// A game's last state, with its variant and number.
    type LastState = (String, usize, Box<dyn State>);

    /// The last states of `n` games of every shipped spec that `seed`
    /// generates (every second with a mistake planted), and the number of
    /// variants.
    fn last_states(seed: u64, n: usize) -> (usize, Vec<LastState>) {
        let engines = crate::specs::InterpEngines::shipped().expect("the shipped specs load");
        let variants: Vec<String> = engines.programs().map(|p| p.variant.clone()).collect();
        let mut states = Vec::new();
        for v in &variants {
            let interp = engines.interp(v).expect("a shipped spec's engine");
            for i in 0..n {
                let (game, _) =
                    crate::simulate::game(interp, seed, i, i % 2 == 1).expect("a game is played");
                let Ok(deal) = deal_of(&game, interp) else {
                    panic!("{v} game {i}: a simulated game has its deal");
                };
                let Ok(mut state) = interp.start(&deal) else {
                    continue;
                };
                for step in steps(&game) {
                    let _ = state.apply(&step.event);
                }
                states.push((v.clone(), i, state));
            }
        }
        (variants.len(), states)
    }

    /// The referee settles a game's last state in place
    /// (`State::settle_last`); that is the settlement of a copy
    /// (`State::settle_checked`), which leaves the state as it was. Games
    /// of every shipped spec, legal and with mistakes planted.
    #[test]
    fn a_game_settled_in_place_is_settled_as_a_copy_is() {
        let (variants, states) = last_states(23, 6);
        let mut settled = 0;
        for (v, i, mut state) in states {
            let copy = state.settle_checked();
            assert_eq!(
                state.settle_checked(),
                copy,
                "{v} game {i}: the copy changed the state"
            );
            assert_eq!(state.settle_last(), copy, "{v} game {i}");
            if matches!(copy, Ok(Some(_))) {
                settled += 1;
            }
        }
        assert!(settled >= 2 * variants, "{settled} games settled");
    }

    /// A settlement made without its notes (`State::settle_unexplained`)
    /// has the figures and items of the settlement with them, and none of
    /// its notes; asked for again (`State::settle_again`), it is that
    /// settlement exactly, notes and all: the first run is undone, not
    /// settled on top of. Games of every shipped spec, legal and with
    /// mistakes planted.
    #[test]
    fn a_settlement_without_notes_differs_only_in_them() {
        let (variants, states) = last_states(31, 8);
        let mut noted = 0;
        for (v, i, mut state) in states {
            let full = state.settle_checked();
            let quiet = state.settle_unexplained();
            match (&full, &quiet) {
                (Ok(Some(f)), Ok(Some(q))) => {
                    assert_eq!((f.scores, &f.items), (q.scores, &q.items), "{v} game {i}");
                    assert!(q.notes.is_empty(), "{v} game {i}: {:?}", q.notes);
                    noted += usize::from(!f.notes.is_empty());
                }
                _ => assert_eq!(full, quiet, "{v} game {i}"),
            }
            match state.settle_again() {
                Some(again) => assert_eq!(again, full, "{v} game {i}"),
                // Nothing was settled: the game is not over.
                None => {
                    assert_eq!(full, Ok(None), "{v} game {i}");
                    assert_ne!(state.phase(), Phase::Done, "{v} game {i}");
                }
            }
            assert_eq!(state.settle_again(), None, "{v} game {i}: asked twice");
        }
        assert!(noted >= 2 * variants, "{noted} settlements with notes");
    }

    /// `skus verify` makes a settlement's notes only for a game it shows:
    /// a clean game's verdict has none (its figures and items are the
    /// same), and a game whose only finding is the settlement's (a sheet
    /// that does not add up) is settled again with them, its verdict the
    /// same as with every note made.
    #[test]
    fn notes_are_made_for_the_games_shown() {
        let engines = crate::specs::InterpEngines::shipped().expect("the shipped specs load");
        let variants: Vec<String> = engines.programs().map(|p| p.variant.clone()).collect();
        let (mut clean, mut mismatched) = (0, 0);
        for v in &variants {
            let interp = engines.interp(v).expect("a shipped spec's engine");
            for i in 0..4 {
                let (mut game, _) =
                    crate::simulate::game(interp, 37, i, false).expect("a game is played");
                let every = verify(&game, "t.ptn", i, &engines);
                let listed = verify_with(&game, "t.ptn", i, &engines, Notes::Listed);
                if every.status != Status::Clean {
                    continue;
                }
                clean += 1;
                assert_eq!(listed.status, Status::Clean, "{v} game {i}");
                assert_eq!(
                    (listed.score, &listed.breakdown),
                    (every.score, &every.breakdown),
                    "{v} game {i}"
                );
                assert!(listed.notes.len() < every.notes.len(), "{v} game {i}");
                // The sheet one point off for seat 1: the game is shown.
                let Some(score) = game.score.as_mut() else {
                    continue;
                };
                let Some(e) = score.entries.iter_mut().find(|e| e.seat == Seat::ALL[0]) else {
                    continue;
                };
                e.points += 1;
                let every = verify(&game, "t.ptn", i, &engines);
                let listed = verify_with(&game, "t.ptn", i, &engines, Notes::Listed);
                assert_eq!(every.status, Status::Findings, "{v} game {i}");
                assert_eq!(
                    serde_json::to_string(&listed).ok(),
                    serde_json::to_string(&every).ok(),
                    "{v} game {i}"
                );
                mismatched += 1;
            }
        }
        assert!(clean >= 2 * variants.len(), "{clean} clean games");
        assert_eq!(mismatched, clean, "every clean game has a sheet");
    }
}
