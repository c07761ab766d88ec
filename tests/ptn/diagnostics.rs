//! The rendered form of PTN errors, written out by hand: the code in the
//! headline, the place, the line with its caret and label, and the help —
//! for a plain error, a long line shown as a window, and a line with
//! control characters (escaped, the caret under the escaped text). Other
//! tests assert codes and places; these hold the drawing.

use skus::ptn;

const HEAD: &str = "[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\n";

fn rendered(text: &str) -> String {
    let mut games = ptn::parse_str(text);
    assert_eq!(games.len(), 1);
    games
        .remove(0)
        .expect_err("the game has an error")
        .render("g.ptn")
}

#[test]
fn an_error_with_help() {
    let r = rendered(&format!("{HEAD}play\n  1. 1:SK 2:S9 3:XK\n"));
    assert_eq!(
        r,
        "error[P0305]: expected a card token, found `XK`\n\
         \x20 --> g.ptn:5:18\n\
         \x20 |\n\
         5 |   1. 1:SK 2:S9 3:XK\n\
         \x20 |                  ^^ expected a card token\n\
         \x20 |\n\
         \x20 = help: cards are written I … XXI and Skus for tarocks, or a suit letter \
         (S C H D) and a rank (K Q N J, black 10 9 8 7, red 1 2 3 4): SK, HQ, C10, D4\n"
    );
}

#[test]
fn an_error_with_a_title_labels_what_was_expected_and_found() {
    let r = rendered(&format!("{HEAD}play\n  1. 1:SK 9:S9\n"));
    assert_eq!(
        r,
        "error[P0302]: there is no seat 9\n\
         \x20 --> g.ptn:5:11\n\
         \x20 |\n\
         5 |   1. 1:SK 9:S9\n\
         \x20 |           ^ expected a seat from 1 to 4, found `9`\n\
         \x20 |\n\
         \x20 = help: seats are numbered 1 to 4 in order of play; seat 4 is the dealer\n"
    );
}

#[test]
fn a_long_line_is_shown_as_a_window_around_the_column() {
    // 400 passes, a card where an item belongs (column 2006), 100 passes.
    let line = format!("  1: {}XK{}", "pass ".repeat(400), " pass".repeat(100));
    let r = rendered(&format!("{HEAD}auction\n{line}\n"));
    // 160 characters from 80 before the column, `…` where the line is cut.
    let shown = &line[2005 - 80..2005 + 80];
    assert_eq!(
        r,
        format!(
            "error[P0508]: expected an item, card, suit or number, found `XK`\n\
             \x20 --> g.ptn:5:2006\n\
             \x20 |\n\
             5 | …{shown}…\n\
             \x20 | {}^^ expected an item, card, suit or number\n\
             \x20 |\n\
             \x20 = help: items are lower-case identifiers such as `pass` or \
             `kontra(spiel)`; cards are tokens such as `XXI`, `SK`, `H1`\n",
            " ".repeat(81)
        )
    );
}

#[test]
fn control_characters_are_escaped_and_the_caret_stands_under_the_escaped_text() {
    let r = rendered(&format!("{HEAD}auction\n  1: \x1b[2J pass XK\n"));
    assert_eq!(
        r,
        "error[P0508]: expected an item, card, suit or number, found `\\x1b`\n\
         \x20 --> g.ptn:5:6\n\
         \x20 |\n\
         5 |   1: \\x1b[2J pass XK\n\
         \x20 |      ^^^^ expected an item, card, suit or number\n\
         \x20 |\n\
         \x20 = help: items are lower-case identifiers such as `pass` or \
         `kontra(spiel)`; cards are tokens such as `XXI`, `SK`, `H1`\n"
    );
    assert!(!r.contains('\x1b'));
}

#[test]
fn every_error_of_a_game_is_drawn_with_its_own_code() {
    let text = format!("{HEAD}auction\n  7: pass\nplay\n  1. 1:SK 2:Q9\n");
    let err = ptn::parse_str(&text).remove(0).unwrap_err();
    let codes: Vec<_> = err.errors.iter().map(|e| (e.code, e.line, e.col)).collect();
    assert_eq!(codes, [("P0302", 5, 3), ("P0305", 7, 13)]);
    let r = err.render("g.ptn");
    assert!(r.starts_with("error[P0302]: "), "{r}");
    assert!(r.contains("\n\nerror[P0305]: "), "{r}");
}
