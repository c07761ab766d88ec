//! The pass word a spec declares (`pass SECTION: WORD`): the interpreter
//! gives it as `State::pass` for the seat to act in that section's phase,
//! nothing outside a turn phase or where the spec declares none, and an
//! overlay may replace it.

use crate::common::{end, say, spec_engine, suit_deal};
use skus::engine::{Engine, Phase, Section};
use skus::ptn::{Item, Term};

const BASE: &str = r#"
variant bid "A bidding game (test)"
rule bid.auction.word "the auction words"
rule bid.play.card "play a card you hold"
deck all - tarocks
deal 8
var passes: int = 0
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
pass auction: pass
on auction say pass {
  set passes = passes + 1
}
on auction say weiter {
  set passes = passes + 1
}
on auction say w: term {
  fail illegal-bid bid.auction.word void "seat {speaker} said `{w}`"
}
on auction end turn {
  if passes >= 4 {
    goto play
    turn 1
  } else {
    turn next(speaker)
  }
}
on play c: card {
  require c in hand(speaker) else impossible-card bid.play.card stop "no"
  turn next(speaker)
}
on trick {
  turn speaker
  if trick_no > 8 {
    goto done
  }
}
"#;

fn word(w: &str) -> Term {
    Term::Item(Item::new(w, Vec::new()))
}

#[test]
fn the_declared_word_in_its_phase_only() {
    let e = spec_engine("bid.rules", BASE);
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    assert_eq!(st.pass(), Some((Section::Auction, word("pass"))));
    for n in 1..=4 {
        assert_eq!(st.pass(), Some((Section::Auction, word("pass"))));
        st.apply(&say(n, "pass")).expect("a pass");
        st.apply(&end(n)).expect("the end of the line");
    }
    assert_eq!(st.phase(), skus::engine::Phase::Play);
    // No pass in the play.
    assert_eq!(st.pass(), None);
}

#[test]
fn an_overlay_replaces_the_pass_word() {
    let resolve = |name: &str, _: &str| {
        (name == "bid.rules").then(|| ("bid.rules".to_string(), BASE.to_string()))
    };
    let overlay =
        "variant bid \"house rule\"\nextends \"bid.rules\"\noverride pass auction: weiter\n";
    let prog = skus::lang::check("house.rules", overlay, &resolve)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let e = skus::interp::Interp::new(prog);
    let st = e.start(&suit_deal()).expect("the deal starts");
    assert_eq!(st.pass(), Some((Section::Auction, word("weiter"))));
}

#[test]
fn no_declaration_no_pass() {
    let text = BASE.replace("pass auction: pass\n", "");
    let e = spec_engine("bid.rules", &text);
    let st = e.start(&suit_deal()).expect("the deal starts");
    assert_eq!(st.pass(), None);
}

/// Every shipped spec declares the word of its variant.
#[test]
fn the_shipped_specs_declare_their_pass_words() {
    let engines = skus::specs::InterpEngines::shipped()
        .unwrap_or_else(|e| panic!("a shipped spec does not check:\n{e}"));
    for p in engines.programs() {
        let want: [&[&str]; 3] = match p.variant.as_str() {
            "zwanziger" => [&["weiter"], &[], &[]],
            "royal" => [&["pass", "weiter"], &[], &[]],
            "hopfgarten" => [&["pass", "erster"], &[], &["pass"]],
            _ => [&["pass", "vorhand"], &[], &["pass"]],
        };
        let got: Vec<Vec<&str>> = p
            .pass
            .iter()
            .map(|d| {
                d.iter()
                    .flat_map(|d| d.words.iter().map(String::as_str))
                    .collect()
            })
            .collect();
        assert_eq!(got, want, "{}", p.variant);
    }
}

/// Of several pass words, the first the spec accepts from the seat to act.
#[test]
fn of_several_words_the_first_accepted() {
    let text = BASE
        .replace("pass auction: pass\n", "pass auction: pass, weiter\nvar items: int = 0\n")
        .replace(
            "on auction say pass {\n",
            "on auction say bid {\n  set items = items + 1\n}\non auction say pass {\n  require items == 0 else illegal-bid bid.auction.word void \"pass stands alone\"\n",
        )
        .replace(
            "on auction say weiter {\n",
            "on auction say weiter {\n  require items > 0 else illegal-bid bid.auction.word void \"weiter follows items\"\n",
        );
    let e = spec_engine("bid.rules", &text);
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    assert_eq!(st.pass(), Some((Section::Auction, word("pass"))));
    st.apply(&say(1, "bid")).expect("a bid");
    assert_eq!(st.pass(), Some((Section::Auction, word("weiter"))));
}

/// `pass … if COND`: no pass where the condition does not hold.
#[test]
fn a_pass_only_where_its_condition_holds() {
    let text = BASE.replace("pass auction: pass\n", "pass auction: pass if passes < 2\n");
    let e = spec_engine("bid.rules", &text);
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    for n in 1..=2 {
        assert_eq!(st.pass(), Some((Section::Auction, word("pass"))));
        st.apply(&say(n, "pass")).expect("a pass");
        st.apply(&end(n)).expect("the end of the line");
    }
    assert_eq!(st.pass(), None);
}

/// `on gap`: the record goes on with a later phase; what the handler does
/// stands, and its violation is the gap's finding.
#[test]
fn the_gap_handler_closes_the_phase() {
    let text = format!(
        "{BASE}\non gap {{\n  require event_phase == play else incomplete bid.auction.word stop \"no\"\n  goto play\n  turn 1\n  fail incomplete bid.auction.word stands \"the auction is not in the record\"\n}}\n"
    );
    let e = spec_engine("bid.rules", &text);
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    let card = st.hand(crate::common::seat(1)).first().expect("a card");
    let play = skus::engine::Event::Play {
        seat: crate::common::seat(1),
        card,
    };
    let v = st.gap(&play).expect("a finding");
    assert_eq!(v.kind, skus::engine::Kind::Incomplete);
    assert_eq!(v.then, skus::engine::Then::Applied);
    assert_eq!(st.phase(), Phase::Play);
    // A stopping violation undoes what the handler did.
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    let v = st
        .gap(&skus::engine::Event::EndTurn {
            section: Section::Announce,
            seat: crate::common::seat(1),
        })
        .expect("a finding");
    assert_eq!(v.then, skus::engine::Then::Stop);
    assert_eq!(st.phase(), Phase::Auction);
    // Without `on gap` the interpreter does nothing.
    let e = spec_engine("bid.rules", BASE);
    let mut st = e.start(&suit_deal()).expect("the deal starts");
    assert!(st.gap(&play).is_none());
    assert_eq!(st.phase(), Phase::Auction);
}
