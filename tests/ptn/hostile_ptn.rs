//! Hostile input for the PTN and JSON readers: deep nesting, long lines,
//! many tags, many errors, NUL bytes, broken UTF-8, huge games. Each case
//! must end fast with located errors and never panic or overflow the stack.

use skus::ptn::{self, Game, MAX_ERRORS, MAX_NESTING};
use std::time::{Duration, Instant};

const HEAD: &str = "[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\n";

fn quick<T>(limit_secs: u64, f: impl FnOnce() -> T) -> T {
    let t = Instant::now();
    let r = f();
    let took = t.elapsed();
    assert!(took < Duration::from_secs(limit_secs), "took {took:?}");
    r
}

fn nested(depth: usize) -> String {
    let mut s = String::new();
    for _ in 0..depth {
        s.push_str("kontra(");
    }
    s.push_str("spiel");
    for _ in 0..depth {
        s.push(')');
    }
    s
}

fn one(text: &str) -> Result<Game, ptn::GameError> {
    let mut games = ptn::parse_str(text);
    assert_eq!(games.len(), 1, "{text:.200}");
    games.remove(0)
}

#[test]
fn items_nested_past_the_limit_are_a_located_error_not_a_stack_overflow() {
    for depth in [MAX_NESTING + 1, 1000, 100_000] {
        let text = format!("{HEAD}auction\n  1: {}\n", nested(depth));
        let err = quick(5, || one(&text)).unwrap_err();
        let e = &err.errors[0];
        assert_eq!((e.code, e.line), ("P0505", 5), "{e:?}");
        // The caret stands at the `(` that goes one level too deep.
        assert_eq!(e.col as usize, 6 + "kontra".len() + (MAX_NESTING) * 7);
    }
}

#[test]
fn the_deepest_allowed_item_reads_prints_and_goes_through_json() {
    let text = format!("{HEAD}auction\n  1: {}\n", nested(MAX_NESTING));
    let g = one(&text).expect("32 levels read");
    assert_eq!(ptn::to_string(&g), text);
    let json = ptn::to_json(std::slice::from_ref(&g));
    let back = ptn::from_json(&json).expect("JSON within serde_json's limit");
    assert_eq!(back[0].as_ref().expect("reads back"), &g);
}

#[test]
fn json_nested_deeper_than_ptn_allows_is_refused_with_a_message() {
    // 33 levels of arguments: within serde_json's recursion limit, but not
    // PTN: refused by Game::check, like the PTN reader refuses it.
    let deeper = format!("{HEAD}auction\n  1: {}\n", nested(MAX_NESTING - 1));
    let mut g2 = one(&deeper).unwrap();
    // Build 34 levels in code and write it as JSON.
    let mut t = ptn::Term::Item(ptn::Item::new("spiel", vec![]));
    for _ in 0..=MAX_NESTING + 1 {
        t = ptn::Term::Item(ptn::Item::new("kontra", vec![t]));
    }
    g2.auction.as_mut().unwrap().entries[0].items[0].term = t;
    let json = ptn::to_json(std::slice::from_ref(&g2));
    let back = ptn::from_json(&json).expect("the document is JSON");
    let err = back[0].as_ref().unwrap_err();
    // P0904: a JSON game breaks a rule of the model (here, nesting).
    assert_eq!(err.errors[0].code, "P0904", "{err}");
    assert!(err.to_string().contains("32"), "{err}");
}

#[test]
fn hostile_deep_json_is_an_error_not_a_stack_overflow() {
    for n in [200, 100_000] {
        let doc = format!("{}{}", "[".repeat(n), "]".repeat(n));
        let err = quick(5, || ptn::from_json(&doc)).expect_err("refused");
        // P0901: not JSON of games, at the bracket past serde_json's limit.
        assert_eq!((err.code, err.line, err.col), ("P0901", 1, 128), "{err:?}");
        let doc = format!("{{\"games\": [{}1{}]}}", "{\"a\":".repeat(n), "}".repeat(n));
        assert!(ptn::from_json(&doc).is_err());
    }
}

#[test]
fn a_400_kb_line_and_100k_tags_read_in_linear_time() {
    let line = format!("{HEAD}auction\n  1: {}\n", "pass ".repeat(80_000));
    let g = quick(5, || one(&line)).unwrap();
    assert_eq!(g.auction.unwrap().entries[0].items.len(), 80_000);
    let mut tags = String::from(HEAD);
    tags.truncate(HEAD.len() - 1);
    for i in 0..100_000 {
        tags.push_str(&format!("[T{i} \"v\"]\n"));
    }
    let g = quick(5, || one(&tags)).unwrap();
    assert_eq!(g.tags.len(), 100_002);
    assert!(quick(5, || g.check()).is_ok());
    // 100k duplicate tags: every duplicate found without a quadratic scan.
    let dup = format!("{HEAD}{}", "[Event \"x\"]\n".repeat(100_000));
    let err = quick(5, || one(&dup.replacen("\n\n", "\n", 1))).unwrap_err();
    assert_eq!(err.errors.len(), MAX_ERRORS + 1);
    // P0104 (a tag given twice) from the second `Event` on; P0004 (more
    // errors than shown) last.
    assert_eq!(
        (err.errors[0].code, err.errors[0].line, err.errors[0].col),
        ("P0104", 4, 2)
    );
    assert!(err.errors[..MAX_ERRORS].iter().all(|e| e.code == "P0104"));
    assert_eq!(err.errors[MAX_ERRORS].code, "P0004");
}

#[test]
fn errors_are_capped_per_game_and_found_in_linear_time() {
    let text = format!("{HEAD}auction\n{}", "  1: XK(\n".repeat(100_000));
    let err = quick(5, || one(&text)).unwrap_err();
    assert_eq!(err.errors.len(), MAX_ERRORS + 1);
    let last = err.errors.last().unwrap();
    assert_eq!(last.code, "P0004");
    assert_eq!(
        (err.errors[0].code, err.errors[0].line, err.errors[0].col),
        ("P0508", 5, 6)
    );
    assert!(
        last.message()
            .contains(&format!("and {} more error", 100_000 - MAX_ERRORS)),
        "{}",
        last.message()
    );
    assert_eq!(err.errors[0].source_line, "  1: XK(");
}

#[test]
fn a_game_of_100k_tricks_and_a_file_of_many_games_are_linear() {
    let mut text = format!("{HEAD}play\n");
    let count = 100_000;
    for n in 1..=count {
        text.push_str(&format!("  {n}. 1:SK 2:S9 3:S10 4:S8\n"));
    }
    let mut g = quick(3, || one(&text)).unwrap();
    assert_eq!(g.play.as_ref().unwrap().entries.len(), count);
    // JSON (slow in a debug build, linear): a tenth of it.
    g.play.as_mut().unwrap().entries.truncate(count / 10);
    let json = quick(3, || ptn::to_json(std::slice::from_ref(&g)));
    assert!(quick(5, || ptn::from_json(&json)).unwrap()[0].is_ok());
    let game = format!("{HEAD}play\n  1. 1:SK 2:S9 3:S10 4:S8\n\n");
    let many = game.repeat(100_000);
    let n = quick(10, || {
        ptn::Reader::new(many.as_bytes())
            .map(|c| c.unwrap().parse(ptn::ParseOptions::default()).is_ok())
            .filter(|ok| *ok)
            .count()
    });
    assert_eq!(n, 100_000);
}

#[test]
fn nul_bytes_and_broken_utf8_are_located_errors() {
    let text = format!("{HEAD}auction\n  1: pa\0ss\n");
    let err = one(&text).unwrap_err();
    let e = &err.errors[0];
    assert_eq!((e.code, e.line, e.col), ("P0504", 5, 8), "{e:?}");
    let rendered = err.render("f.ptn");
    assert!(rendered.contains("pa\\x00ss"), "{rendered}");
    assert!(!rendered.contains('\0'));
    let mut bytes = format!("{HEAD}auction\n  1: pass ").into_bytes();
    bytes.extend_from_slice(b"\xff\xfe\n");
    let chunk = ptn::Reader::new(&bytes[..]).next().unwrap().unwrap();
    let err = chunk.parse(ptn::ParseOptions::default()).unwrap_err();
    // P0002 (not UTF-8) at the first replaced byte, beside the token error.
    assert!(
        err.errors
            .iter()
            .any(|e| (e.code, e.line, e.col) == ("P0002", 5, 11)),
        "{err:?}"
    );
    let json = b"{\"games\": [\xff]}";
    let err = ptn::from_json_reader(&json[..], 1000).unwrap().unwrap_err();
    assert_eq!((err.code, err.line, err.col), ("P0002", 1, 12));
}

#[test]
fn a_json_document_over_the_limit_is_refused_before_it_is_parsed() {
    let doc = format!("{{\"games\": [{}]}}", "{}, ".repeat(1000));
    let err = ptn::from_json_reader(doc.as_bytes(), 100)
        .unwrap()
        .unwrap_err();
    assert_eq!((err.code, err.line, err.col), ("P0905", 1, 1));
    assert!(err.message().contains("larger than 100 bytes"));
}

#[test]
fn escape_sequences_in_input_do_not_reach_the_terminal() {
    let text = format!("{HEAD}auction\n  1: \x1b[2J\x1b]0;owned\x07 pass\n");
    let err = one(&text).unwrap_err();
    let r = err.render("f.ptn");
    assert!(r.starts_with("error[P0508]: "), "{r}");
    assert!(r.contains(" --> f.ptn:5:6\n"), "{r}");
    assert!(!r.contains('\x1b') && !r.contains('\x07'), "{r:?}");
    assert!(r.contains("\\x1b[2J"), "{r}");
}

#[test]
fn scores_take_the_whole_i64_range() {
    let text =
        format!("{HEAD}score\n  1: -9223372036854775808  2: +9223372036854775807  3: 0  4: -1\n");
    let g = one(&text).unwrap();
    assert_eq!(g.score.as_ref().unwrap().entries[0].points, i64::MIN);
    assert_eq!(ptn::to_string(&g), text);
    let back = ptn::from_json(&ptn::to_json(std::slice::from_ref(&g))).unwrap();
    assert_eq!(back[0].as_ref().unwrap(), &g);
    let over = format!("{HEAD}score\n  1: -9223372036854775809  2: 0  3: 0  4: 0\n");
    let e = &one(&over).unwrap_err().errors[0];
    assert_eq!((e.code, e.line, e.col), ("P0007", 5, 6), "{e:?}");
}

#[test]
fn one_validity_for_ptn_and_json() {
    // A lone CR in a tag value: refused by both readers.
    let cr = HEAD.replace("A, B", "A\r, B");
    let err = one(&cr).unwrap_err();
    // P0107 (a carriage return in a tag value), where the CR stands.
    assert!(
        err.errors
            .iter()
            .any(|e| (e.code, e.line, e.col) == ("P0107", 2, 10)),
        "{err:?}"
    );
    let g = one(&format!("{HEAD}play\n  1. 1:SK\n")).unwrap();
    let json = ptn::to_json(std::slice::from_ref(&g)).replace("A, B", "A\\r, B");
    assert!(ptn::from_json(&json).unwrap()[0].is_err());
    // A Royal game with a card outside the Royal deck: refused by both.
    let royal = "[Variant \"royal\"]\n[Seats \"A, B, C, D\"]\n\nplay\n  1. 1:SK\n";
    assert!(one(royal).is_ok());
    let e = &one(&royal.replace("1:SK", "1:C7")).unwrap_err().errors[0];
    assert_eq!((e.code, e.line, e.col), ("P0306", 5, 8), "{e:?}");
    let g = one(royal).unwrap();
    let json = ptn::to_json(std::slice::from_ref(&g)).replace("\"SK\"", "\"C7\"");
    let back = ptn::from_json(&json).unwrap();
    assert!(back[0].is_err(), "{:?}", back[0]);
    // Comments without a game: an error for every reader.
    let err = one("; only a comment\n{ and a block }\n").unwrap_err();
    let e = &err.errors[0];
    assert_eq!((e.code, e.line, e.col), ("P0109", 1, 1), "{e:?}");
    assert!(ptn::from_json("{\"games\": [{\"tags\": []}]}").unwrap()[0].is_err());
}

#[test]
fn many_lines_of_broken_utf8_are_reported_in_linear_time() {
    let mut bytes = HEAD.as_bytes().to_vec();
    for _ in 0..200_000 {
        bytes.extend_from_slice(b";\xff\n");
    }
    let chunk = ptn::Reader::with_limit(&bytes[..], 16 << 20)
        .next()
        .unwrap()
        .unwrap();
    let err = quick(5, || chunk.parse(ptn::ParseOptions::default())).unwrap_err();
    assert_eq!(err.errors.len(), MAX_ERRORS + 1);
    assert_eq!(
        (err.errors[0].code, err.errors[0].line, err.errors[0].col),
        ("P0002", 4, 2)
    );
    assert_eq!(err.errors[MAX_ERRORS].code, "P0003");
    assert!(
        err.errors[MAX_ERRORS]
            .message()
            .contains("199900 more line(s)")
    );
}
