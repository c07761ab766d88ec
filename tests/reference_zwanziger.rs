//! The zwanziger transcripts (tests/games/zwanziger) replayed through the
//! reference engine alone, the way the referee drives an engine
//! (ARCHITECTURE.md; the referee itself lives elsewhere): the recorded deal
//! or the hands reconstructed from the play, every turn item a `Say`, every
//! turn line an `EndTurn`, every card a `Play`, stopping at `Then::Stop`,
//! and the settlement of a finished game.
//!
//! Each `.expect` (tests/games/README.md) is checked for what the engine
//! decides: the status, every finding with a `zwanziger.*` rule (kind, rule,
//! seat, trick, in order), the score and the listed items. Findings the
//! referee adds itself (an incomplete record, a score mismatch) are left to
//! the corpus harness, except that a game expected `clean` must finish and
//! match its score sheet here too.

use skus::cards::{Card, CardSet};
use skus::engine::{Deal, Event, Kind, Phase, Section, Settlement, Then};
use skus::ptn::{self, DealEntry, TalonAction};
use skus::seat::{BySeat, Seat};
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
struct Finding {
    kind: String,
    rule: String,
    seat: Option<u8>,
    trick: Option<u32>,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "finding {} {}", self.kind, self.rule)?;
        if let Some(s) = self.seat {
            write!(f, " seat {s}")?;
        }
        if let Some(t) = self.trick {
            write!(f, " trick {t}")?;
        }
        Ok(())
    }
}

#[derive(Debug, Default)]
struct Expected {
    status: String,
    findings: Vec<Finding>,
    score: Option<[i64; 4]>,
    items: Vec<Vec<String>>,
}

fn parse_expect(text: &str) -> Result<Vec<Expected>, String> {
    let mut games: Vec<Expected> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let l = line.split('#').next().unwrap_or("").trim();
        if l.is_empty() {
            continue;
        }
        let at = format!("line {}", n + 1);
        let words: Vec<&str> = l.split_whitespace().collect();
        match words[0] {
            "game" => {
                let status = l.split_once(':').ok_or(format!("{at}: game N: status"))?.1;
                games.push(Expected {
                    status: status.trim().to_string(),
                    ..Expected::default()
                });
            }
            "finding" => {
                let g = games
                    .last_mut()
                    .ok_or(format!("{at}: finding before game"))?;
                let mut f = Finding {
                    kind: words.get(1).ok_or(format!("{at}: kind"))?.to_string(),
                    rule: words.get(2).ok_or(format!("{at}: rule"))?.to_string(),
                    seat: None,
                    trick: None,
                };
                let mut i = 3;
                while i + 1 < words.len() {
                    match words[i] {
                        "seat" => f.seat = words[i + 1].parse().ok(),
                        "trick" => f.trick = words[i + 1].parse().ok(),
                        "at" => {}
                        w => return Err(format!("{at}: unknown part `{w}`")),
                    }
                    i += 2;
                }
                g.findings.push(f);
            }
            "score" => {
                let g = games.last_mut().ok_or(format!("{at}: score before game"))?;
                let mut s = [0i64; 4];
                for w in &words[1..] {
                    let (seat, v) = w.split_once(':').ok_or(format!("{at}: S:±N"))?;
                    let seat: usize = seat.parse().map_err(|_| format!("{at}: seat"))?;
                    let v: i64 = v
                        .trim_start_matches('+')
                        .parse()
                        .map_err(|_| format!("{at}: value"))?;
                    s[seat - 1] = v;
                }
                g.score = Some(s);
            }
            "item" => {
                let g = games.last_mut().ok_or(format!("{at}: item before game"))?;
                g.items
                    .push(words[1..].iter().map(|w| w.to_string()).collect());
            }
            w => return Err(format!("{at}: cannot read `{w}`")),
        }
    }
    Ok(games)
}

/// The events of a transcript, in order, with the trick of each card.
fn events_of(game: &ptn::Game) -> Vec<(Event, Option<u32>)> {
    let mut out = Vec::new();
    let turns = [
        (Section::Auction, &game.auction),
        (Section::Call, &game.call),
    ];
    for (section, sec) in turns {
        for turn in sec.iter().flat_map(|s| &s.entries) {
            for item in &turn.items {
                let term = item.term.clone();
                out.push((
                    Event::Say {
                        section,
                        seat: turn.seat,
                        term,
                    },
                    None,
                ));
            }
            out.push((
                Event::EndTurn {
                    section,
                    seat: turn.seat,
                },
                None,
            ));
        }
    }
    for e in game.talon.iter().flat_map(|s| &s.entries) {
        let ev = match &e.action {
            TalonAction::Take(t) => Event::Take {
                seat: e.seat,
                take: *t,
            },
            TalonAction::Discard(cards) => Event::Discard {
                seat: e.seat,
                cards: cards.iter().map(|c| c.value).collect(),
            },
        };
        out.push((ev, None));
    }
    for turn in game.announce.iter().flat_map(|s| &s.entries) {
        for item in &turn.items {
            out.push((
                Event::Say {
                    section: Section::Announce,
                    seat: turn.seat,
                    term: item.term.clone(),
                },
                None,
            ));
        }
        out.push((
            Event::EndTurn {
                section: Section::Announce,
                seat: turn.seat,
            },
            None,
        ));
    }
    for trick in game.play.iter().flat_map(|s| &s.entries) {
        for p in &trick.plays {
            out.push((
                Event::Play {
                    seat: p.seat,
                    card: p.card,
                },
                Some(trick.number),
            ));
        }
    }
    out
}

/// The recorded deal, or the hands reconstructed from the play.
fn deal_of(game: &ptn::Game) -> Deal {
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut talon: Vec<CardSet> = Vec::new();
    if let Some(deal) = &game.deal {
        for e in &deal.entries {
            match e {
                DealEntry::Hand(h) => {
                    for c in &h.cards {
                        hands[h.seat].insert(c.value);
                    }
                }
                DealEntry::Talon(t) => {
                    for half in &t.halves {
                        talon.push(half.iter().map(|c| c.value).collect());
                    }
                }
            }
        }
        return Deal {
            hands,
            talon,
            reconstructed: false,
        };
    }
    for trick in game.play.iter().flat_map(|s| &s.entries) {
        for p in &trick.plays {
            hands[p.seat].insert(p.card);
        }
    }
    Deal {
        hands,
        talon,
        reconstructed: true,
    }
}

struct Replayed {
    findings: Vec<Finding>,
    messages: Vec<String>,
    done: bool,
    settlement: Option<Settlement>,
}

fn replay(game: &ptn::Game) -> Replayed {
    let engine = skus::reference::engine("zwanziger").expect("the zwanziger engine");
    let deal = deal_of(game);
    let mut st = match engine.start(&deal) {
        Ok(st) => st,
        Err(errors) => {
            return Replayed {
                findings: errors
                    .iter()
                    .map(|v| Finding {
                        kind: v.kind.to_string(),
                        rule: v.rule.id.to_string(),
                        seat: v.seat.map(Seat::number),
                        trick: None,
                    })
                    .collect(),
                messages: errors.iter().map(|v| v.message.clone()).collect(),
                done: false,
                settlement: None,
            };
        }
    };
    let mut findings = Vec::new();
    let mut messages = Vec::new();
    for (ev, trick) in events_of(game) {
        if let Err(v) = st.apply(&ev) {
            findings.push(Finding {
                kind: v.kind.to_string(),
                rule: v.rule.id.to_string(),
                seat: v.seat.map(Seat::number),
                trick,
            });
            messages.push(v.message.clone());
            if v.then == Then::Stop {
                break;
            }
        }
    }
    let done = st.phase() == Phase::Done;
    Replayed {
        findings,
        messages,
        done,
        settlement: if done { st.settle() } else { None },
    }
}

fn sheet(game: &ptn::Game) -> Option<[i64; 4]> {
    let sec = game.score.as_ref()?;
    let mut s = [0i64; 4];
    for e in &sec.entries {
        s[e.seat.index()] = e.points;
    }
    Some(s)
}

fn check_game(name: &str, index: usize, game: &ptn::Game, e: &Expected) -> Vec<String> {
    let mut fails = Vec::new();
    let r = replay(game);
    let ours: Vec<&Finding> = e
        .findings
        .iter()
        .filter(|f| f.rule.starts_with("zwanziger."))
        .collect();
    let got: Vec<&Finding> = r.findings.iter().collect();
    if ours != got {
        fails.push(format!(
            "{name} game {index}: findings differ\n  expected: {}\n  got:      {}\n  messages: {:#?}",
            ours.iter().map(|f| f.to_string()).collect::<Vec<_>>().join("; "),
            got.iter().map(|f| f.to_string()).collect::<Vec<_>>().join("; "),
            r.messages
        ));
    }
    let score = r.settlement.as_ref().map(|s| s.scores.0);
    if let Some(want) = e.score {
        if score != Some(want) {
            fails.push(format!(
                "{name} game {index}: score {score:?}, expected {want:?}\n  settlement: {:#?}",
                r.settlement
            ));
        }
    } else if r.settlement.is_some() {
        fails.push(format!(
            "{name} game {index}: settled but the .expect has no score line"
        ));
    }
    let mismatch = match (sheet(game), score) {
        (Some(sh), Some(sc)) => sh != sc,
        _ => false,
    };
    let clean = r.findings.is_empty() && r.done && !mismatch;
    match e.status.as_str() {
        "clean" if !clean => fails.push(format!(
            "{name} game {index}: expected clean (findings {:?}, done {}, sheet {:?})",
            r.messages,
            r.done,
            sheet(game)
        )),
        "findings" if clean => {
            fails.push(format!("{name} game {index}: expected findings, got clean"))
        }
        "clean" | "findings" => {}
        s => fails.push(format!("{name} game {index}: status `{s}`")),
    }
    if mismatch != e.findings.iter().any(|f| f.kind == "score-mismatch") {
        fails.push(format!(
            "{name} game {index}: sheet {:?} against settlement {score:?}",
            sheet(game)
        ));
    }
    let referee_incomplete = e
        .findings
        .iter()
        .any(|f| f.kind == "incomplete" && !f.rule.starts_with("zwanziger."));
    if r.done == referee_incomplete {
        fails.push(format!(
            "{name} game {index}: finished {}, but the .expect {} a referee `incomplete` finding",
            r.done,
            if r.done { "lists" } else { "lacks" }
        ));
    }
    for item in &e.items {
        let found = r.settlement.iter().flat_map(|s| &s.items).any(|i| {
            i.item == item[0]
                && item[1..].iter().all(|w| match w.as_str() {
                    "silent" => !i.announced,
                    "announced" => i.announced,
                    "won" => i.won,
                    "lost" => !i.won,
                    v => v.parse::<i64>().is_ok_and(|v| v == i.value),
                })
        });
        if !found {
            fails.push(format!(
                "{name} game {index}: no item `{}` in {:#?}",
                item.join(" "),
                r.settlement.as_ref().map(|s| &s.items)
            ));
        }
    }
    fails
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ptn"));
    v.sort();
    v
}

#[test]
fn zwanziger_corpus_through_the_reference_engine() {
    let dir = root().join("tests/games/zwanziger");
    let files = files(&dir);
    let mut fails = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let text = fs::read_to_string(path).unwrap_or_default();
        let expect = match fs::read_to_string(path.with_extension("expect"))
            .map_err(|e| e.to_string())
            .and_then(|t| parse_expect(&t))
        {
            Ok(e) => e,
            Err(e) => {
                fails.push(format!("{name}: .expect: {e}"));
                continue;
            }
        };
        let games: Vec<_> = ptn::parse_str(&text);
        if games.len() != expect.len() {
            fails.push(format!(
                "{name}: {} games, {} expected",
                games.len(),
                expect.len()
            ));
            continue;
        }
        for (i, (g, e)) in games.iter().zip(&expect).enumerate() {
            match g {
                Ok(g) => fails.extend(check_game(&name, i + 1, g, e)),
                Err(err) => fails.push(format!("{name} game {}: unreadable: {err:?}", i + 1)),
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n\n"));
}

#[test]
fn the_corpus_has_at_least_twenty_transcripts() {
    let n = files(&root().join("tests/games/zwanziger")).len();
    assert!(n >= 20, "only {n} zwanziger transcripts");
}

#[test]
fn every_rule_of_the_engine_is_exercised_or_informational() {
    // Rules that a finding can name must each appear in some .expect, so
    // the corpus covers every finding the engine can make.
    let dir = root().join("tests/games/zwanziger");
    let mut expects = String::new();
    for p in files(&dir) {
        expects.push_str(&fs::read_to_string(p.with_extension("expect")).unwrap_or_default());
    }
    let engine = skus::reference::engine("zwanziger").expect("engine");
    let scoring_or_informational = [
        "zwanziger.auction.side",
        "zwanziger.play.trick",
        "zwanziger.play.kaiserstich",
        "zwanziger.play.farbensolo-trumps",
    ];
    let mut missing = Vec::new();
    for r in engine.rules() {
        let id = r.id.as_ref();
        if id.starts_with("zwanziger.score.") || scoring_or_informational.contains(&id) {
            continue;
        }
        if !expects.contains(id) {
            missing.push(id.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "rules no transcript exercises: {missing:?}"
    );
    let _ = (Card::PAGAT, Kind::Renonce);
}
