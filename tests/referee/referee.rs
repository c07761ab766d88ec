//! The referee's mechanics, independent of any variant: a test engine with
//! one rule family (follow suit, play in turn, hold the card you play) over
//! the 32 suit cards, no auction, 8 tricks, a point per trick won. It lets
//! these tests pin down what the referee does with each kind of violation,
//! a reconstructed deal, an unfinished record and a wrong score sheet, and
//! that `simulate` round-trips through the referee.

use skus::cards::{Card, CardSet, Suit};
use skus::engine::{
    Deal, Engine, Event, Kind, Layout, Phase, Rule, ScoreItem, Settlement, State, Then, Violation,
};
use skus::interp::Interp;
use skus::lang;
use skus::ptn;
use skus::referee::{self, Engines, Status};
use skus::rng::Rng;
use skus::seat::{BySeat, Seat};
use skus::simulate;
use std::sync::LazyLock;

const FOLLOW: Rule = Rule::new(
    "trick.play.follow-suit",
    "[test] follow the led suit if you can",
);
const TURN: Rule = Rule::new("trick.play.turn", "[test] play in turn");
const HELD: Rule = Rule::new("trick.play.card-held", "[test] play a card you hold");
const DEAL: Rule = Rule::new(
    "trick.deal.cards",
    "[test] 8 suit cards to each seat, each once",
);

struct TrickEngine;

#[derive(Clone)]
struct TrickState {
    hands: BySeat<CardSet>,
    trick: Vec<(Seat, Card)>,
    leader: Seat,
    tricks_won: BySeat<i64>,
    played: usize,
    renonce: Option<Seat>,
}

impl Engine for TrickEngine {
    fn variant(&self) -> &str {
        "trick"
    }
    fn deck(&self) -> CardSet {
        CardSet::SUIT_CARDS
    }
    fn layout(&self) -> Layout {
        Layout {
            hand: 8,
            talon: vec![],
        }
    }
    fn rules(&self) -> Vec<Rule> {
        vec![FOLLOW, TURN, HELD, DEAL]
    }
    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        let all = deal.hands.0.iter().fold(CardSet::EMPTY, |a, h| a | *h);
        if all != CardSet::SUIT_CARDS || deal.hands.0.iter().any(|h| h.len() != 8) {
            return Err(vec![Violation {
                kind: Kind::ImpossibleCard,
                rule: DEAL,
                seat: None,
                message: "the deal is not 8 suit cards to each seat".into(),
                then: Then::Stop,
            }]);
        }
        Ok(Box::new(TrickState {
            hands: deal.hands,
            trick: Vec::new(),
            leader: Seat::ALL[0],
            tricks_won: BySeat([0; 4]),
            played: 0,
            renonce: None,
        }))
    }
    fn deal(&self, rng: &mut Rng) -> Deal {
        let mut cards: Vec<Card> = CardSet::SUIT_CARDS.iter().collect();
        rng.shuffle(&mut cards);
        let hands = BySeat::from_fn(|s| {
            cards[s.index() * 8..s.index() * 8 + 8]
                .iter()
                .copied()
                .collect()
        });
        Deal {
            hands,
            talon: vec![],
            reconstructed: false,
        }
    }
}

impl TrickState {
    fn led(&self) -> Option<Suit> {
        self.trick.first().and_then(|(_, c)| c.suit())
    }
    /// The seat after the last card played (so that play goes on around
    /// the table after a card played out of turn).
    fn next(&self) -> Seat {
        self.trick.last().map_or(self.leader, |(s, _)| s.next())
    }
    fn legal_cards(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        match self.led() {
            Some(s) if !hand.of_suit(s).is_empty() => hand.of_suit(s),
            _ => hand,
        }
    }
}

impl State for TrickState {
    fn phase(&self) -> Phase {
        if self.played == 32 {
            Phase::Done
        } else {
            Phase::Play
        }
    }
    fn to_act(&self) -> Option<Seat> {
        (self.played < 32).then(|| self.next())
    }
    fn legal(&self) -> Vec<Event> {
        if self.played == 32 {
            return vec![];
        }
        let seat = self.next();
        self.legal_cards(seat)
            .iter()
            .map(|card| Event::Play { seat, card })
            .collect()
    }
    fn check(&self, e: &Event) -> Result<(), Violation> {
        let Event::Play { seat, card } = e else {
            return Err(Violation {
                kind: Kind::IllegalBid,
                rule: TURN,
                seat: Some(e.seat()),
                message: "nothing to say".into(),
                then: Then::Skipped,
            });
        };
        if !self.hands[*seat].contains(*card) {
            return Err(Violation {
                kind: Kind::ImpossibleCard,
                rule: HELD,
                seat: Some(*seat),
                message: format!("seat {seat} does not hold {card}"),
                then: Then::Stop,
            });
        }
        if *seat != self.next() {
            return Err(Violation {
                kind: Kind::OutOfTurn,
                rule: TURN,
                seat: Some(*seat),
                message: format!("seat {seat} played out of turn"),
                then: Then::Applied,
            });
        }
        if !self.legal_cards(*seat).contains(*card) {
            return Err(Violation {
                kind: Kind::Renonce,
                rule: FOLLOW,
                seat: Some(*seat),
                message: format!("seat {seat} did not follow suit with {card}"),
                then: Then::Applied,
            });
        }
        Ok(())
    }
    fn apply(&mut self, e: &Event) -> Result<(), Violation> {
        let result = self.check(e);
        if let Err(v) = &result {
            if v.then != Then::Applied {
                return result;
            }
            if v.kind == Kind::Renonce && self.renonce.is_none() {
                self.renonce = v.seat;
            }
        }
        let Event::Play { seat, card } = e else {
            return result;
        };
        self.hands[*seat].remove(*card);
        self.trick.push((*seat, *card));
        self.played += 1;
        if self.trick.len() == 4 {
            let led = self.led();
            let (winner, _) = self
                .trick
                .iter()
                .filter(|(_, c)| c.suit() == led)
                .max_by_key(|(_, c)| *c)
                .copied()
                .unwrap_or(self.trick[0]);
            self.tricks_won[winner] += 1;
            self.leader = winner;
            self.trick.clear();
        }
        result
    }
    fn settle(&self) -> Option<Settlement> {
        if self.played < 32 {
            return None;
        }
        let scores = match self.renonce {
            Some(off) => BySeat::from_fn(|s| if s == off { -3 } else { 1 }),
            None => self.tricks_won,
        };
        Some(Settlement {
            scores,
            items: vec![ScoreItem {
                item: "tricks".into(),
                side: Seat::ALL.to_vec(),
                announced: false,
                won: true,
                value: 1,
                multiplier: 1,
                points: scores,
            }],
            notes: vec![],
        })
    }
    fn trick(&self) -> Option<u32> {
        (self.played < 32).then_some(self.played as u32 / 4 + 1)
    }
    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

/// The same game written in the rule language and run by the interpreter:
/// every test below runs against both engines, so the referee's mechanics
/// and the interpreter's are pinned down alike.
static SPEC: LazyLock<Interp> = LazyLock::new(|| {
    let text = include_str!("../specs/trick.rules");
    match lang::check("tests/specs/trick.rules", text, &|_: &str, _: &str| None) {
        Ok(p) => Interp::new(p),
        Err(f) => panic!("{}", f.render()),
    }
});

fn engines() -> [&'static dyn Engine; 2] {
    [&TrickEngine, &*SPEC]
}

struct Only(&'static dyn Engine);

impl Engines for Only {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        (variant == "trick").then_some(self.0)
    }
    fn known(&self) -> Vec<String> {
        vec!["trick".into()]
    }
}

/// Verdicts from both engines; they must agree, and the first is returned.
fn verify(text: &str) -> Vec<referee::Verdict> {
    let [a, b] = engines().map(|e| verify_with(e, text));
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(
            referee::json(x),
            referee::json(y),
            "the interpreter rules otherwise than the Rust engine on\n{text}"
        );
    }
    a
}

fn verify_with(engine: &'static dyn Engine, text: &str) -> Vec<referee::Verdict> {
    ptn::split_str(text)
        .iter()
        .map(|c| match c.parse(ptn::ParseOptions::default()) {
            Ok(g) => referee::verify(&g, "t.ptn", c.index, &Only(engine)),
            Err(e) => referee::Verdict::unreadable("t.ptn", &e),
        })
        .collect()
}

/// A simulated game as text, and its planted violation; both engines
/// simulate the same game from the same seed.
fn simulated(seed: u64, mutate: bool) -> (String, Option<simulate::Planted>) {
    let [a, b] = engines().map(|e| {
        let (g, planted) = simulate::game(e, seed, 0, mutate).expect("the test engine plays");
        (ptn::to_string(&g), planted)
    });
    assert_eq!(
        a.0, b.0,
        "the engines simulate different games for seed {seed}"
    );
    assert_eq!(
        a.1.as_ref().map(|p| (
            p.violation.kind,
            p.violation.rule.id.clone(),
            p.violation.seat
        )),
        b.1.as_ref().map(|p| (
            p.violation.kind,
            p.violation.rule.id.clone(),
            p.violation.seat
        )),
    );
    a
}

#[test]
fn simulated_games_are_clean_and_settled_like_the_sheet() {
    for seed in 0..40 {
        let (text, _) = simulated(seed, false);
        let v = &verify(&text)[0];
        assert_eq!(v.status, Status::Clean, "{}\n{text}", referee::human(v));
        assert_eq!(v.score, v.sheet);
        assert_eq!(v.score.unwrap().0.iter().sum::<i64>(), 8);
    }
}

#[test]
fn simulation_is_deterministic_for_a_seed() {
    assert_eq!(simulated(7, false).0, simulated(7, false).0);
    assert_ne!(simulated(7, false).0, simulated(8, false).0);
    assert_eq!(simulated(7, true).0, simulated(7, true).0);
}

#[test]
fn mutated_games_are_caught() {
    for seed in 0..60 {
        let (text, planted) = simulated(seed, true);
        let planted = planted.expect("a mutation is planted");
        let v = &verify(&text)[0];
        let first = v
            .findings
            .first()
            .unwrap_or_else(|| panic!("nothing found in\n{text}"));
        assert_eq!(first.kind, planted.violation.kind, "{}", referee::human(v));
        assert_eq!(first.rule.as_deref(), Some(&*planted.violation.rule.id));
        assert_eq!(first.seat, planted.violation.seat.map(|s| s.number()));
        assert!(text.contains(&format!(
            "; mutation: expect {} {}",
            planted.violation.kind, planted.violation.rule.id
        )));
    }
}

/// A deal and a play written by hand: seat 1 leads each suit from the top.
fn transcript(play: &str, score: &str, with_deal: bool) -> String {
    let deal = "deal\n  1: SK SQ SN SJ S10 S9 S8 S7\n  2: CK CQ CN CJ C10 C9 C8 C7\n  3: HK HQ HN HJ H1 H2 H3 H4\n  4: DK DQ DN DJ D1 D2 D3 D4\n\n";
    format!(
        "[Variant \"trick\"]\n[Seats \"A, B, C, D\"]\n\n{}play\n{play}{score}",
        if with_deal { deal } else { "" }
    )
}

fn eight_tricks() -> String {
    // Seat 1 leads spades; nobody else holds any, so every trick is legal and
    // seat 1 wins all eight.
    let s = ["SK", "SQ", "SN", "SJ", "S10", "S9", "S8", "S7"];
    let c = ["CK", "CQ", "CN", "CJ", "C10", "C9", "C8", "C7"];
    let h = ["HK", "HQ", "HN", "HJ", "H1", "H2", "H3", "H4"];
    let d = ["DK", "DQ", "DN", "DJ", "D1", "D2", "D3", "D4"];
    (0..8)
        .map(|i| format!("  {}. 1:{} 2:{} 3:{} 4:{}\n", i + 1, s[i], c[i], h[i], d[i]))
        .collect()
}

#[test]
fn a_clean_game_matches_its_sheet() {
    let v = &verify(&transcript(
        &eight_tricks(),
        "\nscore\n  1: +8  2: 0  3: 0  4: 0\n",
        true,
    ))[0];
    assert_eq!(v.status, Status::Clean, "{}", referee::human(v));
}

#[test]
fn a_wrong_sheet_is_a_score_mismatch_at_the_score_section() {
    let text = transcript(
        &eight_tricks(),
        "\nscore\n  1: +7  2: +1  3: 0  4: 0\n",
        true,
    );
    let v = &verify(&text)[0];
    assert_eq!(v.status, Status::Findings);
    let f = &v.findings[0];
    assert_eq!(f.kind, Kind::ScoreMismatch);
    assert_eq!(f.rule.as_deref(), Some("trick.score.sheet"));
    assert_eq!((f.line, f.column), (Some(20), Some(1)));
    assert!(
        f.message.contains("1: +7") && f.message.contains("1: +8"),
        "{}",
        f.message
    );
}

#[test]
fn a_revoke_stands_and_play_goes_on() {
    // Trick 2: seat 2 holds clubs but ... everyone is void in the led suit
    // except the leader here, so build a revoke with seat 1 leading a club it
    // does not... use a deal where seat 2 holds a spade.
    let text = "[Variant \"trick\"]\n[Seats \"A, B, C, D\"]\n\ndeal\n  1: SK SQ SN SJ S10 S9 S8 C7\n  2: CK CQ CN CJ C10 C9 C8 S7\n  3: HK HQ HN HJ H1 H2 H3 H4\n  4: DK DQ DN DJ D1 D2 D3 D4\n\nplay\n  1. 1:SK 2:CK 3:HK 4:DK\n";
    let v = &verify(text)[0];
    let f = &v.findings[0];
    assert_eq!(
        (f.kind, f.rule.as_deref(), f.seat, f.trick),
        (
            Kind::Renonce,
            Some("trick.play.follow-suit"),
            Some(2),
            Some(1)
        )
    );
    assert_eq!((f.line, f.column), (Some(11), Some(11)));
    assert_eq!(
        f.source.as_deref(),
        Some("[test] follow the led suit if you can")
    );
    // The record stops after trick 1: the game cannot be settled.
    assert_eq!(v.findings[1].kind, Kind::Incomplete);
    assert_eq!(v.findings.len(), 2);
}

#[test]
fn a_revoke_is_caught_without_a_deal_section() {
    // Seat 2 plays CK to the spade lead in trick 1 and S7 later: reconstructed
    // from the play, it held the spade when it revoked.
    let mut play = String::from("  1. 1:SK 2:CK 3:HK 4:DK\n");
    let rest = [
        ("SQ", "CQ", "HQ", "DQ"),
        ("SN", "CN", "HN", "DN"),
        ("SJ", "CJ", "HJ", "DJ"),
        ("S10", "C10", "H1", "D1"),
        ("S9", "C9", "H2", "D2"),
        ("S8", "C8", "H3", "D3"),
        ("C7", "S7", "H4", "D4"),
    ];
    for (i, (a, b, c, d)) in rest.iter().enumerate() {
        play.push_str(&format!("  {}. 1:{a} 2:{b} 3:{c} 4:{d}\n", i + 2));
    }
    let v = &verify(&transcript(&play, "", false))[0];
    let kinds: Vec<(Kind, Option<u8>, Option<u32>)> = v
        .findings
        .iter()
        .map(|f| (f.kind, f.seat, f.trick))
        .collect();
    assert_eq!(
        kinds[0],
        (Kind::Renonce, Some(2), Some(1)),
        "{}",
        referee::human(v)
    );
    assert!(v.score.is_some(), "a complete record is settled");
}

#[test]
fn a_card_not_held_stops_the_replay() {
    let v = &verify(&transcript(
        "  1. 1:SK 2:SQ 3:HK 4:DK\n  2. 1:SN 2:CQ 3:HQ 4:DQ\n",
        "",
        true,
    ))[0];
    assert_eq!(v.findings.len(), 1, "{}", referee::human(v));
    let f = &v.findings[0];
    assert_eq!(
        (f.kind, f.seat, f.trick),
        (Kind::ImpossibleCard, Some(2), Some(1))
    );
}

#[test]
fn out_of_turn_is_reported_and_accepted() {
    let v = &verify(&transcript("  1. 2:CK 1:SK 3:HK 4:DK\n", "", true))[0];
    assert_eq!(v.findings[0].kind, Kind::OutOfTurn);
    assert_eq!(v.findings[0].seat, Some(2));
}

#[test]
fn an_unfinished_record_is_never_clean() {
    let v = &verify(&transcript("  1. 1:SK 2:CK 3:HK 4:DK\n", "", true))[0];
    assert_eq!(v.status, Status::Findings);
    assert_eq!(v.findings[0].kind, Kind::Incomplete);
    assert!(
        v.findings[0]
            .message
            .contains("record stops during the play"),
        "{}",
        v.findings[0].message
    );
    assert!(v.score.is_none());
}

#[test]
fn without_deal_and_without_complete_play_nothing_can_be_checked() {
    let v = &verify(&transcript("  1. 1:SK 2:CK 3:HK 4:DK\n", "", false))[0];
    assert_eq!(v.findings.len(), 1);
    assert_eq!(v.findings[0].kind, Kind::Incomplete);
    assert!(v.findings[0].message.contains("cannot be reconstructed"));
}

#[test]
fn a_bad_deal_is_reported_at_the_deal_section() {
    let text = "[Variant \"trick\"]\n[Seats \"A, B, C, D\"]\n\ndeal\n  1: SK\n";
    let v = &verify(text)[0];
    assert_eq!(v.findings[0].kind, Kind::ImpossibleCard);
    assert_eq!(v.findings[0].section, Some("deal"));
    assert_eq!(v.findings[0].line, Some(4));
}

#[test]
fn unknown_variants_and_broken_games_are_unreadable() {
    let text = "[Variant \"whist\"]\n[Seats \"A, B, C, D\"]\n\n[Variant \"trick\"]\n[Seats \"A, B, C, D\"]\nplay\n  1. 9:SK\n";
    let vs = verify(text);
    assert_eq!(vs[0].status, Status::Unreadable);
    assert!(
        vs[0].findings[0]
            .message
            .contains("unknown variant `whist`")
    );
    assert_eq!(vs[1].status, Status::Unreadable);
    assert_eq!(vs[1].findings[0].kind, Kind::Syntax);
    assert_eq!(
        (vs[1].findings[0].line, vs[1].findings[0].column),
        (Some(7), Some(6))
    );
}

#[test]
fn json_follows_the_output_contract() {
    let v = &verify(&transcript(
        &eight_tricks(),
        "\nscore\n  1: +7  2: +1  3: 0  4: 0\n",
        true,
    ))[0];
    let j = referee::json(v);
    assert_eq!(j["file"], "t.ptn");
    assert_eq!(j["index"], 0);
    assert_eq!(j["variant"], "trick");
    assert_eq!(j["status"], "findings");
    assert_eq!(j["score"]["1"], 8);
    assert_eq!(j["sheet"]["1"], 7);
    let f = &j["findings"][0];
    assert_eq!(f["kind"], "score-mismatch");
    for key in ["rule", "line", "column", "message"] {
        assert!(!f[key].is_null(), "finding lacks {key}: {f}");
    }
    assert_eq!(j["breakdown"][0]["item"], "tricks");
    assert_eq!(j["breakdown"][0]["side"], serde_json::json!([1, 2, 3, 4]));
}

#[test]
fn human_output_reads_like_a_ruling() {
    let text = "[Variant \"trick\"]\n[Seats \"Huber, Maier, Gruber, Berger\"]\n\ndeal\n  1: SK SQ SN SJ S10 S9 S8 C7\n  2: CK CQ CN CJ C10 C9 C8 S7\n  3: HK HQ HN HJ H1 H2 H3 H4\n  4: DK DQ DN DJ D1 D2 D3 D4\n\nplay\n  1. 1:SK 2:CK 3:HK 4:DK\n";
    let out = referee::human(&verify(text)[0]);
    assert!(
        out.contains("RENONCE, trick 1, seat 2 (Maier) at t.ptn:11:11"),
        "{out}"
    );
    assert!(out.contains("seat 2 did not follow suit with CK"), "{out}");
    assert!(
        out.contains("rule trick.play.follow-suit: [test] follow the led suit if you can"),
        "{out}"
    );
}

#[test]
fn a_card_dealt_twice_is_an_impossible_card_at_its_second_place() {
    // SK twice in seat 1's hand, S7 nowhere: counted as a set, seat 1 would
    // hold 7 cards; the referee names the duplicate instead.
    let text = "[Variant \"trick\"]\n[Seats \"A, B, C, D\"]\n\ndeal\n  1: SK SQ SN SJ S10 S9 S8 SK\n  2: CK CQ CN CJ C10 C9 C8 C7\n  3: HK HQ HN HJ H1 H2 H3 H4\n  4: DK DQ DN DJ D1 D2 D3 D4\n";
    let v = &verify(text)[0];
    assert_eq!(v.findings.len(), 1, "{}", referee::human(v));
    let f = &v.findings[0];
    assert_eq!(f.kind, Kind::ImpossibleCard);
    assert_eq!(f.rule.as_deref(), Some("trick.deal.cards"));
    assert_eq!(f.seat, None);
    assert_eq!((f.line, f.column), (Some(5), Some(28)));
    assert!(
        f.message.contains("first at line 5, column 6"),
        "{}",
        f.message
    );
}

// ---------------------------------------------------------------------
// Passes a record leaves out (book/src/ptn.md), through a small engine with
// a bidding phase: seat 1 opens with `bid` (his `pass` is refused); then
// `pass` or `bid` in turn; the bidding ends after three passes in a row
// following a bid; `bad` is a void word; then one trick of one card each.
// ---------------------------------------------------------------------

const BID_TURN: Rule = Rule::new("bids.auction.turn", "[test] in turn");
const BID_WORD: Rule = Rule::new("bids.auction.word", "[test] pass or bid");
const BID_OPEN: Rule = Rule::new("bids.auction.open", "[test] seat 1 opens with a bid");
const BID_END: Rule = Rule::new("bids.auction.end", "[test] the bidding ends first");

struct BidEngine;

#[derive(Clone)]
struct BidState {
    hands: BySeat<CardSet>,
    to_act: Seat,
    said: bool,
    pass: bool,
    opened: bool,
    passes: u8,
    auction: bool,
    played: usize,
}

impl Engine for BidEngine {
    fn variant(&self) -> &str {
        "bids"
    }
    fn deck(&self) -> CardSet {
        CardSet::SUIT_CARDS
    }
    fn layout(&self) -> Layout {
        Layout {
            hand: 1,
            talon: vec![],
        }
    }
    fn rules(&self) -> Vec<Rule> {
        vec![BID_TURN, BID_WORD, BID_OPEN, BID_END]
    }
    fn start(&self, deal: &Deal) -> Result<Box<dyn State>, Vec<Violation>> {
        Ok(Box::new(BidState {
            hands: deal.hands,
            to_act: Seat::ALL[0],
            said: false,
            pass: false,
            opened: false,
            passes: 0,
            auction: true,
            played: 0,
        }))
    }
    fn deal(&self, _rng: &mut Rng) -> Deal {
        unreachable!("not simulated")
    }
}

fn bid_viol(kind: Kind, rule: Rule, seat: Seat, then: Then) -> Violation {
    Violation {
        kind,
        message: format!("seat {seat}: {}", rule.id),
        rule,
        seat: Some(seat),
        then,
    }
}

impl State for BidState {
    fn phase(&self) -> Phase {
        match (self.auction, self.played) {
            (true, _) => Phase::Auction,
            (false, 4) => Phase::Done,
            _ => Phase::Play,
        }
    }
    fn to_act(&self) -> Option<Seat> {
        (self.phase() != Phase::Done).then_some(self.to_act)
    }
    fn legal(&self) -> Vec<Event> {
        Vec::new()
    }
    fn check(&self, e: &Event) -> Result<(), Violation> {
        self.clone().apply(e)
    }
    fn apply(&mut self, e: &Event) -> Result<(), Violation> {
        let seat = e.seat();
        match e {
            Event::Say { term, .. } if self.auction => {
                if seat != self.to_act {
                    return Err(bid_viol(Kind::OutOfTurn, BID_TURN, seat, Then::Skipped));
                }
                match term.to_string().as_str() {
                    "pass" if !self.opened => {
                        Err(bid_viol(Kind::IllegalBid, BID_OPEN, seat, Then::Skipped))
                    }
                    "pass" => {
                        (self.said, self.pass) = (true, true);
                        Ok(())
                    }
                    "bid" => {
                        (self.said, self.pass, self.opened) = (true, false, true);
                        Ok(())
                    }
                    _ => Err(bid_viol(Kind::IllegalBid, BID_WORD, seat, Then::Skipped)),
                }
            }
            Event::EndTurn { .. } if self.auction => {
                if seat != self.to_act {
                    return Err(bid_viol(Kind::OutOfTurn, BID_TURN, seat, Then::Skipped));
                }
                if !self.said {
                    // A line of void words: its end is passed over.
                    return Ok(());
                }
                self.passes = if self.pass { self.passes + 1 } else { 0 };
                self.said = false;
                if self.passes == 3 {
                    self.auction = false;
                    self.to_act = Seat::ALL[0];
                } else {
                    self.to_act = seat.next();
                }
                Ok(())
            }
            Event::Play { card, .. } if !self.auction => {
                if seat != self.to_act || !self.hands[seat].contains(*card) {
                    return Err(bid_viol(Kind::ImpossibleCard, BID_TURN, seat, Then::Stop));
                }
                self.hands[seat].remove(*card);
                self.played += 1;
                self.to_act = seat.next();
                Ok(())
            }
            _ => Err(bid_viol(Kind::Incomplete, BID_END, seat, Then::Stop)),
        }
    }
    fn settle(&self) -> Option<Settlement> {
        (self.phase() == Phase::Done).then(|| Settlement {
            scores: BySeat([0; 4]),
            items: Vec::new(),
            notes: Vec::new(),
        })
    }
    fn pass(&self) -> Option<(skus::engine::Section, ptn::Term)> {
        self.auction.then(|| {
            (
                skus::engine::Section::Auction,
                ptn::Term::Item(ptn::Item::new("pass", Vec::new())),
            )
        })
    }
    fn trick(&self) -> Option<u32> {
        (!self.auction).then_some(1)
    }
    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

struct Bids;

impl Engines for Bids {
    fn engine(&self, variant: &str) -> Option<&dyn Engine> {
        (variant == "bids").then_some(&BidEngine as &dyn Engine)
    }
    fn known(&self) -> Vec<String> {
        vec!["bids".into()]
    }
}

fn bids(auction: &str, play: bool) -> referee::Verdict {
    let mut text = String::from(
        "[Variant \"bids\"]\n[Seats \"A, B, C, D\"]\n\ndeal\n  1: SK\n  2: SQ\n  3: SN\n  4: SJ\n\n",
    );
    if !auction.is_empty() {
        text.push_str("auction\n");
        for line in auction.split(" / ") {
            text.push_str(&format!("  {line}\n"));
        }
        text.push('\n');
    }
    if play {
        text.push_str("play\n  1. 1:SK 2:SQ 3:SN 4:SJ\n");
    }
    let chunks = ptn::split_str(&text);
    let game = chunks[0]
        .parse(ptn::ParseOptions::default())
        .expect("the test game reads");
    referee::verify(&game, "t.ptn", 0, &Bids)
}

fn implied_of(v: &referee::Verdict) -> Vec<(u8, &str)> {
    v.implied
        .iter()
        .map(|i| (i.seat, i.word.as_str()))
        .collect()
}

#[test]
fn trailing_passes_are_implied_with_a_note_not_a_finding() {
    let v = bids("1: bid", true);
    assert_eq!(v.status, Status::Clean, "{}", referee::human(&v));
    assert_eq!(implied_of(&v), [(2, "pass"), (3, "pass"), (4, "pass")]);
    assert!(v.implied.iter().all(|i| i.section == "auction"));
    // Each is placed before the event that proves the phase ended.
    // (line 14, `  1. 1:SK …`, the first card's place.)
    assert!(
        v.implied
            .iter()
            .all(|i| (i.before.line, i.before.column) == (14, 6)),
        "{:?}",
        v.implied
    );
    assert_eq!(
        v.notes[0],
        "seat 2 passed (`pass`) in the auction (not written in the record; PTN reference, Passes a record leaves out)"
    );
    assert!(v.score.is_some());
    let json = referee::json(&v);
    assert_eq!(json["implied"][2]["seat"], 4);
    assert_eq!(json["implied"][0]["before"]["line"], 14);
}

#[test]
fn a_left_out_round_is_implied_only_where_passes_can_end_it() {
    // No auction section: seat 1 must open with a bid, his pass is
    // refused, nothing is implied, and the engine rules on the card.
    let v = bids("", true);
    assert!(v.implied.is_empty());
    assert_eq!(v.findings.len(), 1);
    assert_eq!(v.findings[0].kind, Kind::Incomplete);
    assert_eq!(v.findings[0].rule.as_deref(), Some("bids.auction.end"));
}

#[test]
fn the_last_section_gets_no_implied_passes() {
    let v = bids("1: bid / 2: pass", false);
    assert!(v.implied.is_empty());
    assert_eq!(v.status, Status::Findings);
    assert!(v.findings[0].message.contains("the record stops"));
}

#[test]
fn a_void_line_followed_by_the_next_seat_ends_as_a_pass() {
    let v = bids("1: bid / 2: bad / 3: pass / 4: pass", true);
    assert_eq!(v.findings.len(), 1, "{}", referee::human(&v));
    assert_eq!(v.findings[0].rule.as_deref(), Some("bids.auction.word"));
    assert_eq!(implied_of(&v), [(2, "pass")]);
    assert!(v.score.is_some(), "{}", referee::human(&v));
    // The same seat speaking again: its new word counts, nothing implied.
    let v = bids("1: bid / 2: bad / 2: pass / 3: pass / 4: pass", true);
    assert_eq!(v.findings.len(), 1, "{}", referee::human(&v));
    assert!(v.implied.is_empty());
    assert!(v.score.is_some());
}
