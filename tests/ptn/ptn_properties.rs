//! Round-trip properties of the PTN printer, reader and JSON form, driven
//! by quickcheck. A game is generated from a seed by the library's
//! structured generator and shrunk by dropping sections, entries and
//! comments, so a failure is reported as a small game.

use quickcheck::{Arbitrary, Gen, TestResult};
use quickcheck_macros::quickcheck;
use skus::ptn::{self, Game, generate};
use skus::rng::Rng;

#[derive(Clone, Debug)]
struct ArbGame(Game);

impl Arbitrary for ArbGame {
    fn arbitrary(g: &mut Gen) -> ArbGame {
        let seed = u64::arbitrary(g);
        let mut rng = Rng::new(seed);
        if bool::arbitrary(g) {
            ArbGame(generate::any_game(&mut rng))
        } else {
            ArbGame(generate::full_game(&mut rng, usize::arbitrary(g) % 1000))
        }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = ArbGame>> {
        let g = self.0.clone();
        let mut out = Vec::new();
        macro_rules! drop_section {
            ($field:ident) => {
                if g.$field.is_some() {
                    let mut h = g.clone();
                    h.$field = None;
                    out.push(ArbGame(h));
                }
                if let Some(s) = &g.$field {
                    if !s.trailer.is_empty() {
                        let mut h = g.clone();
                        h.$field.as_mut().unwrap().trailer.clear();
                        out.push(ArbGame(h));
                    }
                }
            };
        }
        drop_section!(deal);
        drop_section!(auction);
        drop_section!(call);
        drop_section!(talon);
        drop_section!(announce);
        drop_section!(score);
        if let Some(p) = &g.play
            && p.entries.len() > 1
        {
            let mut h = g.clone();
            h.play.as_mut().unwrap().entries.pop();
            out.push(ArbGame(h));
        }
        drop_section!(play);
        if g.tags.len() > 2 {
            let mut h = g.clone();
            h.tags.truncate(2);
            out.push(ArbGame(h));
        }
        if !g.preamble.is_empty() {
            let mut h = g.clone();
            h.preamble.clear();
            out.push(ArbGame(h));
        }
        Box::new(out.into_iter())
    }
}

fn parse_one(text: &str) -> Game {
    let games = ptn::parse_str(text);
    assert_eq!(games.len(), 1, "expected one game in:\n{text}");
    match &games[0] {
        Ok(g) => g.clone(),
        Err(e) => panic!(
            "printed game does not read back:\n{}\n{text}",
            e.render("printed")
        ),
    }
}

#[quickcheck]
fn print_then_parse_is_identity(g: ArbGame) -> bool {
    let text = ptn::to_string(&g.0);
    parse_one(&text) == g.0
}

#[quickcheck]
fn printing_is_a_fixed_point(g: ArbGame) -> bool {
    let once = ptn::to_string(&g.0);
    let twice = ptn::to_string(&parse_one(&once));
    once == twice
}

#[quickcheck]
fn json_round_trip(g: ArbGame) -> bool {
    let json = ptn::to_json(std::slice::from_ref(&g.0));
    let back = ptn::from_json(&json).expect("valid JSON");
    back.len() == 1
        && back[0].as_ref().ok() == Some(&g.0)
        && ptn::to_string(&g.0) == ptn::to_string(back[0].as_ref().unwrap())
}

#[quickcheck]
fn several_games_in_one_file_stay_apart(games: Vec<ArbGame>) -> TestResult {
    if games.is_empty() {
        return TestResult::discard();
    }
    let games: Vec<Game> = games.into_iter().take(5).map(|g| g.0).collect();
    let text = ptn::games_to_string(&games);
    let back: Vec<Game> = ptn::parse_str(&text)
        .into_iter()
        .map(|r| r.expect("reads back"))
        .collect();
    TestResult::from_bool(back == games)
}

#[quickcheck]
fn streaming_reader_reads_what_split_str_reads(games: Vec<ArbGame>) -> bool {
    let games: Vec<Game> = games.into_iter().take(4).map(|g| g.0).collect();
    let text = ptn::games_to_string(&games);
    let streamed: Vec<Game> = ptn::Reader::new(text.as_bytes())
        .map(|c| c.unwrap().parse(ptn::ParseOptions::default()).unwrap())
        .collect();
    streamed == games
}

#[quickcheck]
fn any_text_reads_without_panicking(bytes: Vec<u8>) -> bool {
    let text = String::from_utf8_lossy(&bytes);
    // Read, and every error drawn: neither panics.
    for r in ptn::parse_str(&text) {
        if let Err(e) = r {
            assert!(e.render("any.ptn").starts_with("error[P"));
        }
    }
    let _ = ptn::Reader::new(&bytes[..]).count();
    true
}

/// Mangles printed games by deleting, duplicating and swapping characters:
/// whatever comes out, the reader must answer without panicking, and every
/// error must point inside the text.
#[quickcheck]
fn mangled_games_give_located_errors(g: ArbGame, edits: Vec<(u16, u8)>) -> bool {
    let mut chars: Vec<char> = ptn::to_string(&g.0).chars().collect();
    for (at, op) in edits.into_iter().take(6) {
        if chars.is_empty() {
            break;
        }
        let i = at as usize % chars.len();
        match op % 4 {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, chars[i]),
            2 => chars.insert(
                i,
                ['{', ';', '[', '(', ':', '.', '"', '\n'][op as usize % 8],
            ),
            _ => {
                let j = (i + 1) % chars.len();
                chars.swap(i, j);
            }
        }
    }
    let text: String = chars.into_iter().collect();
    let lines = text.split('\n').count() as u32;
    ptn::parse_str(&text).iter().all(|r| match r {
        Ok(_) => true,
        Err(e) => {
            // Every error is located and has a code of the table.
            !e.errors.is_empty()
                && e.errors.iter().all(|x| {
                    x.line >= 1
                        && x.line <= lines
                        && x.col >= 1
                        && ptn::codes::meaning(x.code).is_some()
                })
        }
    })
}

/// A reader handing out at most `step` bytes per read.
struct Trickle<'a>(&'a [u8], usize);

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.1.max(1).min(out.len()).min(self.0.len());
        out[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// The streaming reader cuts any text, read in any pieces, exactly where
/// `split_str` cuts it.
#[quickcheck]
fn streaming_splits_any_text_like_split_str(pieces: Vec<(u8, String)>, step: u8) -> bool {
    let fragments = [
        "[Variant \"x\"]\n",
        "[Seats \"a,b,c,d\"]\n",
        "play\n",
        "\n",
        "{",
        "}",
        ";c\n",
        "  1. 1:SK\n",
        "\u{FEFF}",
        "\r\n",
        "ü",
    ];
    let mut text = String::new();
    for (k, s) in pieces.into_iter().take(40) {
        text.push_str(fragments[k as usize % fragments.len()]);
        if k % 7 == 0 {
            text.push_str(&s);
        }
    }
    let want: Vec<(u32, String)> = ptn::split_str(&text)
        .iter()
        .map(|c| (c.first_line, c.text.to_string()))
        .collect();
    let got: Vec<(u32, String)> = ptn::Reader::new(Trickle(text.as_bytes(), step as usize))
        .map(|c| c.unwrap())
        .map(|c| (c.first_line, c.text))
        .collect();
    got == want
}
