//! The pass word a spec declares (`pass SECTION: WORD`): the interpreter
//! gives it as `State::pass` for the seat to act in that section's phase,
//! nothing outside a turn phase or where the spec declares none, and an
//! overlay may replace it.

mod common;

use common::{end, say, spec_engine, suit_deal};
use skus::engine::{Engine, Section};
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
    let overlay = "variant bid \"house rule\"\nextends \"bid.rules\"\npass auction: weiter\n";
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
        let want: [Option<&str>; 3] = match p.variant.as_str() {
            "zwanziger" => [Some("weiter"), None, None],
            "royal" => [Some("pass"), None, None],
            _ => [Some("pass"), None, Some("pass")],
        };
        let got: Vec<Option<&str>> = p.pass.iter().map(|w| w.as_deref()).collect();
        assert_eq!(got, want, "{}", p.variant);
    }
}
