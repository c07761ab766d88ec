//! Golden files: for each valid transcript `tests/games/syntax/valid-*.ptn`
//! the canonical print is `tests/golden/NAME.ptn` and the JSON form is
//! `tests/golden/NAME.json`. `UPDATE_EXPECT=1` rewrites them (review the diff).

use crate::common::root;
use skus::ptn;
use std::fs;
use std::path::PathBuf;

fn compare(path: PathBuf, got: &str, failures: &mut Vec<String>) {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        fs::write(&path, got).unwrap();
        return;
    }
    match fs::read_to_string(&path) {
        Ok(want) if want == got => {}
        Ok(want) => failures.push(format!(
            "{} differs:\n--- want\n{want}\n--- got\n{got}",
            path.display()
        )),
        Err(_) => failures.push(format!(
            "{} is missing (UPDATE_EXPECT=1 writes it)",
            path.display()
        )),
    }
}

#[test]
fn golden_canonical_and_json_forms() {
    let mut failures = Vec::new();
    let mut n = 0;
    let mut inputs: Vec<PathBuf> = fs::read_dir(root().join("tests/games/syntax"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ptn"))
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("valid-")
        })
        .collect();
    inputs.sort();
    for input in inputs {
        n += 1;
        let stem = input.file_stem().unwrap().to_string_lossy().into_owned();
        let text = String::from_utf8(fs::read(&input).unwrap()).unwrap();
        let games: Vec<ptn::Game> = ptn::parse_str(&text)
            .into_iter()
            .map(|r| r.unwrap())
            .collect();
        let canonical = ptn::games_to_string(&games);
        let json = ptn::to_json(&games) + "\n";
        compare(
            root().join(format!("tests/golden/{stem}.ptn")),
            &canonical,
            &mut failures,
        );
        compare(
            root().join(format!("tests/golden/{stem}.json")),
            &json,
            &mut failures,
        );
        // The canonical form is a fixed point, and JSON reads back to it.
        let again: Vec<ptn::Game> = ptn::parse_str(&canonical)
            .into_iter()
            .map(|r| r.unwrap())
            .collect();
        assert_eq!(
            again, games,
            "{stem}: canonical text reads back to other games"
        );
        assert_eq!(
            ptn::games_to_string(&again),
            canonical,
            "{stem}: printing is not a fixed point"
        );
        let back: Vec<ptn::Game> = ptn::from_json(&json)
            .unwrap()
            .into_iter()
            .map(|r| r.unwrap())
            .collect();
        assert_eq!(
            ptn::games_to_string(&back),
            canonical,
            "{stem}: JSON does not give the canonical text back"
        );
    }
    assert!(n >= 6, "only {n} golden inputs");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The example of book/src/ptn.md, "An example" is canonical except for one blank line:
/// the canonical form separates every section, `score` included, by a
/// blank line, where the page's example runs `score` on after the comment.
#[test]
fn notation_example_is_canonical_but_for_the_blank_line_before_score() {
    let example =
        fs::read_to_string(root().join("tests/games/syntax/valid-notation-example.ptn")).unwrap();
    let games = ptn::parse_str(&example);
    let game = games[0].as_ref().unwrap();
    let expected = example.replace(
        "omitted on this page\nscore",
        "omitted on this page\n\nscore",
    );
    assert_ne!(expected, example, "the example changed; revisit this test");
    assert_eq!(ptn::to_string(game), expected);
    assert_eq!(
        game.hands().map(|h| h.cards.len()).collect::<Vec<_>>(),
        vec![12, 12, 12, 12]
    );
    let mut dealt = skus::cards::CardSet::EMPTY;
    let talon = game.talon_deal().unwrap().halves.iter().flatten();
    for c in game.hands().flat_map(|h| h.cards.iter()).chain(talon) {
        assert!(dealt.insert(c.value), "{} dealt twice", c.value);
    }
    assert_eq!(
        dealt,
        skus::cards::CardSet::ALL,
        "the example deals the whole 54-card pack"
    );
    assert_eq!(
        game.play.as_ref().unwrap().trailer.len(),
        1,
        "the comment stays with the play section"
    );
}
