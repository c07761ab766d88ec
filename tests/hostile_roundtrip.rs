//! One reader, one validity: what JSON accepts, PTN reads back, and the
//! other way round; PTN → JSON → PTN and JSON → PTN → JSON are fixed points.
//! Games are generated, then given hostile touches (control characters in
//! tag values, extreme scores, deep items, cards outside the deck).

use quickcheck::{Arbitrary, Gen};
use quickcheck_macros::quickcheck;
use skus::cards::Card;
use skus::ptn::{self, Game, Item, Term, generate};
use skus::rng::Rng;

#[derive(Clone, Debug)]
struct Hostile(Game);

fn odd_text(g: &mut Gen) -> String {
    let pool = [
        "a", "Sküs", "\t", "\0", "\x1b[2J", "\u{9b}", "\"", "\\", "\r", "\u{FEFF}", "{", "}", ";",
        "[", "]", " ", "\u{7f}", "\u{2028}",
    ];
    let n = usize::arbitrary(g) % 6;
    (0..n).map(|_| *g.choose(&pool).unwrap()).collect()
}

impl Arbitrary for Hostile {
    fn arbitrary(g: &mut Gen) -> Hostile {
        let mut rng = Rng::new(u64::arbitrary(g));
        let mut game = if bool::arbitrary(g) {
            generate::any_game(&mut rng)
        } else {
            generate::full_game(&mut rng, usize::arbitrary(g) % 1000)
        };
        for _ in 0..(usize::arbitrary(g) % 4) {
            match u8::arbitrary(g) % 5 {
                0 => {
                    if let Some(t) = game.tags.iter_mut().find(|t| t.name != "Variant") {
                        t.value = odd_text(g).into();
                    }
                }
                1 => {
                    if let Some(s) = &mut game.score
                        && let Some(e) = s.entries.first_mut()
                    {
                        e.points = *g.choose(&[i64::MIN, i64::MAX, -1, 0]).unwrap();
                    }
                }
                2 => {
                    if let Some(t) = game
                        .auction
                        .as_mut()
                        .and_then(|a| a.entries.first_mut())
                        .and_then(|t| t.items.first_mut())
                    {
                        let depth = usize::arbitrary(g) % 40;
                        let mut term = t.term.clone();
                        for _ in 0..depth {
                            term = Term::Item(Item::new("kontra", vec![term]));
                        }
                        t.term = term;
                    }
                }
                3 => {
                    // Any card of the 54, in or out of the variant's deck.
                    if let Some(p) = game
                        .play
                        .as_mut()
                        .and_then(|p| p.entries.first_mut())
                        .and_then(|t| t.plays.first_mut())
                    {
                        let i = u8::arbitrary(g) % 54;
                        if let Some(c) = Card::from_index(i as usize) {
                            p.card = c;
                        }
                    }
                }
                _ => {
                    if let Some(t) = game.tags.first_mut() {
                        t.comments.push(ptn::Comment::Block(odd_text(g)));
                    }
                }
            }
        }
        Hostile(game)
    }
}

fn reads_back(g: &Game) -> bool {
    let text = ptn::to_string(g);
    let games = ptn::parse_str(&text);
    games.len() == 1 && games[0].as_ref().is_ok_and(|h| h == g)
}

/// JSON accepts a game exactly when its PTN reads back as the same game.
#[quickcheck]
fn json_accepts_what_ptn_reads_back(g: Hostile) -> bool {
    let json = ptn::to_json(std::slice::from_ref(&g.0));
    // A game nested past serde_json's recursion limit is refused as a
    // document; it is far past what PTN reads too.
    let accepted = ptn::from_json(&json).is_ok_and(|games| games[0].is_ok());
    accepted == reads_back(&g.0)
}

/// PTN → JSON → PTN gives the same text, for every text that reads.
#[quickcheck]
fn ptn_json_ptn_is_a_fixed_point(g: Hostile) -> bool {
    let text = ptn::to_string(&g.0);
    let Some(Ok(read)) = ptn::parse_str(&text).into_iter().next() else {
        return true; // not PTN: refused by both (the property above)
    };
    let json = ptn::to_json(std::slice::from_ref(&read));
    match ptn::from_json(&json).expect("JSON").remove(0) {
        Ok(back) => ptn::to_string(&back) == ptn::to_string(&read),
        Err(e) => panic!("PTN that reads must go through JSON: {e}\n{text}"),
    }
}

/// JSON → PTN → JSON gives the same document, for every game JSON accepts.
#[quickcheck]
fn json_ptn_json_is_a_fixed_point(g: Hostile) -> bool {
    let json = ptn::to_json(std::slice::from_ref(&g.0));
    let Ok(Ok(game)) = ptn::from_json(&json).map(|mut v| v.remove(0)) else {
        return true;
    };
    let text = ptn::to_string(&game);
    match ptn::parse_str(&text).remove(0) {
        Ok(back) => ptn::to_json(std::slice::from_ref(&back)) == json,
        Err(e) => panic!("JSON that reads must go through PTN: {e}\n{text}"),
    }
}
