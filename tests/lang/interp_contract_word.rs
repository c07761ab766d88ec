//! A contract's `word` field: the word it is bid and scored by, where it
//! differs from its name — so a game and a premium can share a word (one
//! is bid in the auction, the other announced later).

use crate::common::suit_deal;
use skus::engine::{Engine, Event, Section};
use skus::interp::Interp;
use skus::lang;
use skus::ptn::{Item, Term};
use skus::seat::Seat;

const SPEC: &str = r#"
variant demo "Contracts said by a word of their own (test)"
rule demo.auction.word "a game" source "[test] a game"
deck all - tarocks
deal 8
contract plain "Plain" { word "plain"  rank 0 }
contract bird-game "Bird game" { word "bird"  rank 1 }
announcement bird "Bird" { value 1 }
var bid: contract? = none
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on auction say c: contract {
  set bid = c
  goto done
}
on auction say w: term {
  fail illegal-bid demo.auction.word void "seat {speaker} said {w}"
}
on play c: card { turn next(speaker) }
settle {
  pay bid to {1} value bid.rank times 1 points per(s in seats: 0)
  note "{bid.name}"
}
"#;

fn say(w: &str) -> Event {
    Event::Say {
        section: Section::Auction,
        seat: Seat::new(1).expect("a seat"),
        term: Term::Item(Item::new(w, vec![])),
    }
}

/// The interpreter of a spec, or its errors: each as `CODE FILE:LINE:COL`
/// on a line of its own, then rendered.
fn check(spec: &str) -> Result<Interp, String> {
    lang::check("demo.rules", spec, &|_: &str, _: &str| None)
        .map(Interp::new)
        .map_err(|f| {
            let mut out = String::new();
            for d in &f.diagnostics {
                let (line, col, _) = f.sources.locate(d.span);
                out.push_str(&format!(
                    "{} {}:{line}:{col}\n",
                    d.code,
                    f.sources.name(d.span)
                ));
            }
            out + &f.render()
        })
}

#[test]
fn a_contract_is_bid_and_scored_by_its_word() {
    let e = check(SPEC).unwrap_or_else(|r| panic!("{r}"));
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    let legal = st.legal();
    assert!(legal.contains(&say("bird")), "{legal:?}");
    assert!(legal.contains(&say("plain")), "{legal:?}");
    // The contract's name is no word of the transcript.
    assert!(!legal.contains(&say("bird-game")), "{legal:?}");
    assert!(st.check(&say("bird-game")).is_err());
    st.apply(&say("bird")).expect("the game is bid");
    let s = st.settle().expect("settled");
    assert_eq!(s.items.len(), 1);
    assert_eq!(s.items[0].item, "bird");
    assert_eq!(s.items[0].value, 1);
    assert_eq!(s.notes, vec!["bird".to_string()]);
}

#[test]
fn two_contracts_said_by_one_word_are_refused() {
    let twice = SPEC.replace("word \"plain\"", "word \"bird\"");
    let Err(r) = check(&twice) else {
        panic!("two contracts said `bird` checked")
    };
    assert!(r.contains("said `bird`"), "{r}");
    assert!(r.contains("S0411 demo.rules:7:10\n"), "{r}");
}
