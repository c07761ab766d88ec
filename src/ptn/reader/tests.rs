//! Tests of the reader: splitting, streaming, limits.

use super::*;

mod splitting {
    use super::*;

    const TWO: &str = "; file header\n[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\nplay\n  1. 1:SK\n  ; end of game 1\n\n; about game 2\n[Variant \"royal\"]\n[Seats \"A, B, C, D\"]\n";

    #[test]
    fn splits_between_games_at_the_first_blank_line() {
        let chunks = split_str(TWO);
        assert_eq!(chunks.len(), 2);
        assert!(chunks[0].text.ends_with("; end of game 1\n"));
        assert!(chunks[1].text.starts_with("\n; about game 2\n[Variant"));
        assert_eq!(chunks[1].first_line, 8);
        assert_eq!(chunks[0].first_line, 1);
    }

    #[test]
    fn streaming_reader_agrees_with_split_str() {
        let streamed: Vec<Chunk<String>> =
            Reader::new(TWO.as_bytes()).map(|c| c.unwrap()).collect();
        let split = split_str(TWO);
        assert_eq!(streamed.len(), split.len());
        for (a, b) in streamed.iter().zip(&split) {
            assert_eq!(a.text, b.text);
            assert_eq!(a.first_line, b.first_line);
            assert_eq!(a.index, b.index);
        }
    }

    /// A reader that hands out at most a few bytes per read.
    struct Trickle<'a>(&'a [u8], usize);

    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(out.len()).min(self.0.len());
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn streaming_across_blocks_and_short_reads() {
        let mut rng = crate::rng::Rng::new(5);
        let games: Vec<Game> = (0..400)
            .map(|i| {
                if i % 3 == 0 {
                    crate::ptn::generate::any_game(&mut rng)
                } else {
                    crate::ptn::generate::full_game(&mut rng, i)
                }
            })
            .collect();
        let text = format!("\u{FEFF}{}", crate::ptn::games_to_string(&games));
        assert!(text.len() > 3 * BLOCK, "the text spans several blocks");
        let split: Vec<(u32, String)> = split_str(&text)
            .iter()
            .map(|c| (c.first_line, c.text.to_string()))
            .collect();
        for step in [1, 7, 4096, BLOCK + 13] {
            let streamed: Vec<(u32, String)> = Reader::new(Trickle(text.as_bytes(), step))
                .map(|c| c.unwrap())
                .map(|c| (c.first_line, c.text))
                .collect();
            assert_eq!(streamed, split, "reads of {step} bytes");
        }
        let parsed: Vec<Game> = read_games(Trickle(text.as_bytes(), 999), ParseOptions::default())
            .map(|r| r.unwrap().unwrap())
            .collect();
        assert_eq!(parsed, games);
    }

    fn same_chunks(text: &str) {
        let key = |c: &Chunk<&str>| (c.index, c.first_line, c.text.to_string());
        let fast: Vec<_> = split_plain(text).iter().map(key).collect();
        let lines: Vec<_> = split_lines(text).iter().map(key).collect();
        assert_eq!(fast, lines, "split of {text:?}");
    }

    /// The splitter that jumps from tag line to tag line gives the games
    /// the line-by-line splitter gives, on texts made of the lines that
    /// matter to it (tags, `Variant` tags, blank, comment and content
    /// lines, a `[` that starts no tag, CRLF, no final line end).
    #[test]
    fn plain_split_agrees_with_the_line_splitter() {
        const LINES: [&str; 20] = [
            "[Variant \"x\"]",
            "  [Variant \"y\"]",
            "[ Variant \"w\"]",
            "[VariantX \"a\"]",
            "[Seats \"a,b,c,d\"]",
            "[Event \"a [b ; c\"]",
            "\t[Event \"e\"]",
            "",
            "  ",
            "\t\r",
            "; comment [Variant \"c\"]",
            "  ; c",
            "play",
            "  1. 1:SK",
            "x [Variant \"z\"]",
            "[",
            "  [",
            "\u{c}[Variant \"q\"]",
            "deal",
            "é [",
        ];
        let mut rng = crate::rng::Rng::new(14);
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..rng.below(14) {
                text.push_str(LINES[rng.below(LINES.len())]);
                text.push_str(if rng.chance(1, 5) { "\r\n" } else { "\n" });
            }
            if rng.chance(1, 3) {
                text.push_str(LINES[rng.below(LINES.len())]);
            }
            same_chunks(&text);
        }
        let mut rng = crate::rng::Rng::new(15);
        let games: Vec<Game> = (0..300)
            .map(|i| crate::ptn::generate::full_game(&mut rng, i))
            .collect();
        let text = crate::ptn::games_to_string(&games);
        same_chunks(&text);
        same_chunks(TWO);
    }

    /// Without `{`, the first significant byte classifies a line as the
    /// byte-by-byte reading does.
    #[test]
    fn plain_classification_agrees() {
        let mut rng = crate::rng::Rng::new(16);
        let bytes = b" \t\r[];\"\\aVrtin_X";
        for _ in 0..20_000 {
            let mut line: Vec<u8> = (0..rng.below(12))
                .map(|_| bytes[rng.below(bytes.len())])
                .collect();
            if rng.chance(1, 3) {
                let at = rng.below(line.len() + 1);
                line.splice(at..at, b"[Variant".iter().copied());
            }
            line.push(b'\n');
            let mut open = false;
            assert_eq!(
                classify_plain(&line),
                classify_slow(&line, &mut open),
                "{line:?}"
            );
        }
    }

    /// The stream reader feeding plain lines at once gives the chunks it
    /// gives feeding them one by one: any mix of lines (brace comments
    /// across lines included), reads of any size, any game size limit.
    #[test]
    fn batched_stream_agrees_with_line_by_line() {
        const LINES: [&str; 16] = [
            "[Variant \"x\"]",
            "  [Variant \"y\"]",
            "[Seats \"a,b,c,d\"]",
            "[Event \"a [b ; c {\"]",
            "",
            "  ",
            "; comment [Variant \"c\"]",
            "play",
            "  1. 1:SK 2:S9 3:S10 4:S8",
            "x [Variant \"z\"]",
            "{ a comment",
            "[Variant \"in a comment\"] }",
            "  2: pass {c} ; d",
            "}",
            "\u{c}[Variant \"q\"]",
            "é [",
        ];
        let mut rng = crate::rng::Rng::new(17);
        for round in 0..3000 {
            let mut text = Vec::new();
            for _ in 0..rng.below(40) {
                text.extend_from_slice(LINES[rng.below(LINES.len())].as_bytes());
                text.extend_from_slice(if rng.chance(1, 5) { b"\r\n" } else { b"\n" });
            }
            if rng.chance(1, 3) {
                text.extend_from_slice(LINES[rng.below(LINES.len())].as_bytes());
            }
            if rng.chance(1, 20) {
                let at = rng.below(text.len() + 1);
                text.insert(at, 0xff);
            }
            let step = [1, 3, 17, 100, BLOCK][round % 5];
            let limit = [40, 150, 400, MAX_GAME_BYTES][rng.below(4)];
            let read = |batching: bool| {
                let mut r = Reader::with_limit(Trickle(&text, step), limit);
                r.batching = batching;
                r.map(|c| c.unwrap()).collect::<Vec<_>>()
            };
            assert_eq!(
                read(true),
                read(false),
                "{:?} step {step} limit {limit}",
                String::from_utf8_lossy(&text)
            );
        }
    }

    #[test]
    fn brace_comments_hide_tags() {
        let t =
            "[Variant \"x\"]\n[Seats \"a,b,c,d\"]\nplay\n{ a note\n[Variant \"y\"]\n}\n  1. 1:SK\n";
        assert_eq!(split_str(t).len(), 1);
    }

    #[test]
    fn a_second_variant_tag_starts_a_game() {
        let t = "[Variant \"x\"]\n[Seats \"a,b,c,d\"]\n[Variant \"y\"]\n";
        assert_eq!(split_str(t).len(), 2);
    }

    #[test]
    fn quotes_in_tags_are_not_comments() {
        let mut open = false;
        assert_eq!(
            classify(b"[Event \"a {b ; c\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert!(!open);
        assert_eq!(
            classify(b"[VariantX \"a\"]\n", &mut open),
            LineKind::Tag { variant: false }
        );
        assert_eq!(
            classify(b"  [ Variant \"a\"]\n", &mut open),
            LineKind::Tag { variant: true }
        );
    }

    #[test]
    fn invalid_utf8_is_an_error_not_a_panic() {
        let mut bytes = b"[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n[Event \"".to_vec();
        bytes.extend_from_slice(&[0xff, 0xfe]);
        bytes.extend_from_slice(b"\"]\n");
        let chunks: Vec<_> = Reader::new(&bytes[..]).map(|c| c.unwrap()).collect();
        let err = chunks[0].parse(ParseOptions::default()).unwrap_err();
        assert_eq!(err.errors[0].line, 3);
        assert_eq!(err.errors[0].title.as_deref(), Some("invalid UTF-8"));
    }

    #[test]
    fn bom_and_crlf() {
        let t = "\u{FEFF}[Variant \"tarockcup\"]\r\n[Seats \"A, B, C, D\"]\r\n\r\nplay\r\n  1. 1:SK 2:S9\r\n";
        let games = parse_str(t);
        assert_eq!(games.len(), 1);
        let g = games[0].as_ref().unwrap();
        assert_eq!(g.tricks()[0].plays.len(), 2);
        let streamed: Vec<_> = Reader::new(t.as_bytes()).map(|c| c.unwrap()).collect();
        assert_eq!(streamed[0].parse(ParseOptions::default()).unwrap(), *g);
    }
}

mod limits {
    use super::*;
    use std::time::Instant;

    const GAME: &str = "[Variant \"tarockcup\"]\n[Seats \"A, B, C, D\"]\n\nplay\n  1. 1:SK\n\n";

    #[test]
    fn a_long_line_is_read_in_linear_time() {
        // 12 MB on one line, in 64 KiB blocks: each byte is searched once
        // (it was searched again after every block: 8 s for 160 MB).
        let mut text = GAME.to_string();
        text.push_str("; ");
        text.push_str(&"x".repeat(12 << 20));
        text.push('\n');
        text.push_str(GAME);
        let t = Instant::now();
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 16 << 20)
            .map(|c| c.unwrap())
            .collect();
        assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
        assert_eq!(chunks.len(), 2);
    }

    #[test]
    fn a_long_line_with_brackets_is_read_in_linear_time() {
        // The plain-line batches look for `[` and line ends only once a
        // line is complete, not again after every block of a long line.
        let mut text = GAME.to_string();
        text.push_str("  [ ");
        text.push_str(&"x[".repeat(6 << 20));
        text.push('\n');
        text.push_str(GAME);
        let t = Instant::now();
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 16 << 20)
            .map(|c| c.unwrap())
            .collect();
        assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
        assert_eq!(chunks.len(), 2);
    }

    #[test]
    fn an_oversized_game_is_an_error_and_the_next_game_is_read() {
        let mut text = GAME.to_string();
        for _ in 0..2000 {
            text.push_str("; a comment line of the first game\n");
        }
        text.push('\n');
        text.push_str(GAME);
        let chunks: Vec<_> = Reader::with_limit(text.as_bytes(), 4096)
            .map(|c| c.unwrap())
            .collect();
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[0].oversized, Some(4096));
        let err = chunks[0].parse(ParseOptions::default()).unwrap_err();
        assert_eq!(err.errors[0].line, 1);
        assert!(err.errors[0].message().contains("longer than 4096 bytes"));
        assert!(chunks[1].parse(ParseOptions::default()).is_ok());
        assert_eq!(chunks[1].index, 1);
        // Line numbers stay true after the dropped game.
        let tag_line = text.lines().position(|l| l.starts_with("[Seats")).unwrap();
        let second = text
            .lines()
            .skip(tag_line + 1)
            .position(|l| l.starts_with("[Seats"));
        let want = (tag_line + 1 + second.unwrap() + 1) as u32;
        let g = chunks[1].parse(ParseOptions::default()).unwrap();
        assert_eq!(g.tags[1].loc.line, want);
    }

    #[test]
    fn an_endless_line_stops_the_reading_with_bounded_memory() {
        // An endless stream of NUL bytes (like /dev/zero) ends at the limit.
        let zero = std::io::Read::take(std::io::repeat(0), 1 << 40);
        let mut r = Reader::with_limit(zero, 1 << 20);
        let c = r.next().unwrap().unwrap();
        assert_eq!(c.oversized, Some(1 << 20));
        assert!(r.next().is_none());
    }
}
