//! The Zwanziger spec against the reference engine event by event, on
//! arbitrary events rather than transcripts: words in every section by
//! every seat (known, unknown, out of turn, after their phase), line ends,
//! talon actions, cards of every seat (held or not, in the pack or not), on
//! every kind of deal, void deals included. At every step both engines must
//! give the same verdict (legal, or the same kind, rule, seat and outcome),
//! the same phase, seat to act, hands and legal events, and at the end the
//! same settlement — breakdown and notes included.
//!
//! The agreement harness (tests/engines/agreement.rs) compares whole transcripts as
//! the referee sees them; this walks the corners a transcript rarely
//! reaches (a call line in the bidding, a line end after a void word, an
//! event after a void deal).

use crate::common;
use skus::cards::{Card, CardSet};
use skus::engine::{Deal, Engine, Event, Section, Then, Violation};
use skus::ptn::{Item, TalonTake, Term};
use skus::referee::{Engines, ReferenceEngines};
use skus::rng::Rng;
use skus::seat::{BySeat, Seat};
use skus::specs::InterpEngines;

fn games() -> u64 {
    std::env::var("SKUS_SPEC_EVENT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150)
}

fn word(w: &str) -> Term {
    Term::Item(Item::new(w, vec![]))
}

/// Words to say: the game's own, its aliases, and some it does not know.
fn vocabulary() -> Vec<Term> {
    let mut v: Vec<Term> = [
        "rufer",
        "farbensolo",
        "solo",
        "weiter",
        "pass",
        "absolut",
        "pagat",
        "valat",
        "spiel",
        "hold",
        "vorhand",
    ]
    .iter()
    .map(|w| word(w))
    .collect();
    for k in ["kontra", "re", "sub"] {
        for t in ["spiel", "absolut", "pagat", "valat", "rufer", "trull"] {
            v.push(Term::Item(Item::new(k, vec![word(t)])));
        }
    }
    v.push(Term::Item(Item::new(
        "rufer",
        vec![Term::Card(Card::tarock(20).unwrap())],
    )));
    v.push(Term::Int(3));
    v
}

fn seat(n: usize) -> Seat {
    Seat::ALL[n % 4]
}

/// What must agree of a verdict.
fn verdict(r: &Result<(), Violation>) -> String {
    match r {
        Ok(()) => "ok".into(),
        Err(v) => format!(
            "{} {} seat {:?} {:?}",
            v.kind,
            v.rule.id,
            v.seat.map(|s| s.number()),
            v.then
        ),
    }
}

fn sorted(events: Vec<Event>) -> Vec<String> {
    let mut v: Vec<String> = events.iter().map(|e| format!("{e:?}")).collect();
    v.sort();
    v
}

/// A random word for a line.
fn term(rng: &mut Rng, vocab: &[Term], pack: &[Card]) -> Term {
    if rng.chance(1, 3) {
        // A card: of the pack mostly, sometimes one outside it (II).
        if rng.chance(1, 10) {
            Term::Card(Card::tarock(2).unwrap())
        } else {
            Term::Card(pack[rng.below(pack.len())])
        }
    } else {
        vocab[rng.below(vocab.len())].clone()
    }
}

/// A random event, near the legal ones most of the time. Events come as
/// PTN writes them: a line's words, then its end, nothing in between.
fn event(
    rng: &mut Rng,
    line: &mut Option<(Section, Seat)>,
    legal: &[Event],
    vocab: &[Term],
    pack: &[Card],
) -> Event {
    if let Some((section, s)) = *line {
        let said: Vec<&Event> = legal
            .iter()
            .filter(
                |e| matches!(e, Event::Say { section: x, seat, .. } if *x == section && *seat == s),
            )
            .collect();
        if rng.chance(1, 3) {
            *line = None;
            return Event::EndTurn { section, seat: s };
        }
        if !said.is_empty() && rng.chance(1, 2) {
            return said[rng.below(said.len())].clone();
        }
        return Event::Say {
            section,
            seat: s,
            term: term(rng, vocab, pack),
        };
    }
    let opening: Vec<&Event> = legal
        .iter()
        .filter(|e| !matches!(e, Event::EndTurn { .. }))
        .collect();
    let e = if !opening.is_empty() && rng.chance(3, 5) {
        opening[rng.below(opening.len())].clone()
    } else {
        let s = seat(rng.below(4));
        let section = [Section::Auction, Section::Call, Section::Announce][match rng.below(10) {
            0..=5 => 0,
            6..=8 => 1,
            _ => 2,
        }];
        match rng.below(12) {
            0..=6 => Event::Say {
                section,
                seat: s,
                term: term(rng, vocab, pack),
            },
            7..=10 => Event::Play {
                seat: s,
                card: if rng.chance(1, 20) {
                    Card::tarock(3).unwrap()
                } else {
                    pack[rng.below(pack.len())]
                },
            },
            _ => {
                if rng.chance(1, 2) {
                    Event::Take {
                        seat: s,
                        take: TalonTake::Half(1),
                    }
                } else {
                    Event::Discard {
                        seat: s,
                        cards: vec![pack[rng.below(pack.len())]],
                    }
                }
            }
        }
    };
    if let Event::Say { section, seat, .. } = &e {
        *line = Some((*section, *seat));
    }
    e
}

fn deal_of(rng: &mut Rng, pack: &[Card], re: &dyn Engine) -> Deal {
    // A third of the deals unfiltered (void deals come up), the rest as the
    // engine deals.
    if rng.chance(1, 3) {
        let mut cards = pack.to_vec();
        rng.shuffle(&mut cards);
        let hands = BySeat::from_fn(|s| {
            cards[s.index() * 10..s.index() * 10 + 10]
                .iter()
                .copied()
                .collect::<CardSet>()
        });
        Deal {
            hands,
            talon: Vec::new(),
            reconstructed: rng.chance(1, 5),
        }
    } else {
        re.deal(rng)
    }
}

#[test]
fn arbitrary_events_get_the_same_verdicts() {
    let reference = ReferenceEngines::new();
    let interp = InterpEngines::shipped().unwrap_or_else(|e| panic!("{e}"));
    let re = reference.engine("zwanziger").expect("the reference engine");
    let ie = interp.engine("zwanziger").expect("the shipped spec");
    let pack: Vec<Card> = re.deck().iter().collect();
    let vocab = vocabulary();
    let mut problems = Vec::new();
    let mut settled = 0;
    for g in 0..games() {
        let mut rng = Rng::new(0xC0FF_EE00 + g);
        let deal = deal_of(&mut rng, &pack, re);
        let (mut a, mut b) = match (re.start(&deal), ie.start(&deal)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(x), Err(y)) => {
                let (x, y): (Vec<String>, Vec<String>) = (
                    x.iter().map(|v| verdict(&Err(v.clone()))).collect(),
                    y.iter().map(|v| verdict(&Err(v.clone()))).collect(),
                );
                if x != y {
                    problems.push(format!("game {g}: the deal: {x:?} / {y:?}"));
                }
                continue;
            }
            (x, y) => {
                problems.push(format!(
                    "game {g}: the deal starts in one engine only ({} / {})",
                    x.is_ok(),
                    y.is_ok()
                ));
                continue;
            }
        };
        let mut log = Vec::new();
        let mut line = None;
        for step in 0..600 {
            let la = a.legal();
            let lb = b.legal();
            let (sa, sb) = (sorted(la.clone()), sorted(lb.clone()));
            // After a gap that leaves the game unknown, the bidding is taken
            // as written: any word is legal, and each engine lists the
            // candidates it tries. The lists may then differ, but every
            // event either lists, both must accept.
            let taken_as_written = a.phase() == skus::engine::Phase::Auction && a.pass().is_none();
            let cross_ok = taken_as_written
                && la.iter().all(|e| b.check(e).is_ok())
                && lb.iter().all(|e| a.check(e).is_ok());
            if sa != sb && !cross_ok {
                let only_ref: Vec<&String> = sa.iter().filter(|e| !sb.contains(e)).collect();
                let only_int: Vec<&String> = sb.iter().filter(|e| !sa.contains(e)).collect();
                problems.push(format!(
                    "game {g} step {step}: legal events differ after {log:?}\n  only reference: {only_ref:?}\n  only spec: {only_int:?}"
                ));
                break;
            }
            if (a.phase(), a.to_act(), a.trick()) != (b.phase(), b.to_act(), b.trick()) {
                problems.push(format!(
                    "game {g} step {step}: state differs after {log:?}: {:?} / {:?}",
                    (a.phase(), a.to_act(), a.trick()),
                    (b.phase(), b.to_act(), b.trick())
                ));
                break;
            }
            if Seat::ALL.iter().any(|s| a.hand(*s) != b.hand(*s)) {
                problems.push(format!("game {g} step {step}: hands differ after {log:?}"));
                break;
            }
            if la.is_empty() && line.is_none() && rng.chance(1, 2) {
                break;
            }
            let e = event(&mut rng, &mut line, &la, &vocab, &pack);
            let (ca, cb) = (a.check(&e), b.check(&e));
            let (ra, rb) = (a.apply(&e), b.apply(&e));
            log.push(format!("{e}"));
            if verdict(&ra) != verdict(&rb)
                || verdict(&ca) != verdict(&ra)
                || verdict(&cb) != verdict(&rb)
            {
                problems.push(format!(
                    "game {g} step {step}: `{e}`: reference {} / spec {} (check: {} / {})\n  after {log:?}",
                    verdict(&ra),
                    verdict(&rb),
                    verdict(&ca),
                    verdict(&cb)
                ));
                break;
            }
            if matches!(
                ra,
                Err(Violation {
                    then: Then::Stop,
                    ..
                })
            ) {
                break;
            }
        }
        if a.unchecked().len() != b.unchecked().len() {
            problems.push(format!("game {g}: unchecked differs"));
        }
        let (sa, sb) = (a.settle(), b.settle());
        if sa.is_some() {
            settled += 1;
        }
        if sa != sb {
            problems.push(format!("game {g}: settlements differ:\n  {sa:?}\n  {sb:?}"));
        }
    }
    assert!(settled > 0, "no game was settled");
    common::assert_none("problem(s)", &problems, 8);
}
