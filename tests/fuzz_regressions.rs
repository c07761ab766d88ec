//! Regressions found by the fuzz targets of `fuzz/` (issue 13) that are
//! not games (games found by the game targets are transcripts in
//! `tests/games/<variant>/`, with their `.expect`). Each test names the
//! target and the campaign that found it (fuzz/README.md lists them).

use skus::lang::{self, diag::Span};

fn shipped(name: &str, _from: &str) -> Option<(String, String)> {
    skus::specs::shipped(name).map(|(f, t)| (format!("spec/{f}"), t.to_string()))
}

/// Every diagnostic of a spec that fails lies inside its file.
fn spans_inside(name: &str, text: &str) -> Result<(), String> {
    let Err(failed) = lang::check(name, text, &shipped) else {
        return Ok(());
    };
    let inside = |s: Span| {
        failed
            .sources
            .files
            .get(s.file as usize)
            .is_some_and(|(_, t)| s.start <= s.end && s.end as usize <= t.len())
    };
    for d in &failed.diagnostics {
        if !inside(d.span) || d.related.as_ref().is_some_and(|(s, _)| !inside(*s)) {
            return Err(format!(
                "{:?} (file of {} bytes): {}",
                d.span,
                text.len(),
                d.render(&failed.sources)
            ));
        }
    }
    Ok(())
}

/// spec_load, first probe (2026-11-25): a spec cut off where a token was
/// expected (the shipped Sitzenberg spec cut at 16 KiB, as libFuzzer's
/// `-max_len` cut the seed) gave "found the end of the file" with a span
/// one byte past the text. The span at the end of a file is empty now;
/// the caret is still drawn.
#[test]
fn an_error_at_the_end_of_a_file_lies_inside_it() {
    for (file, text) in skus::specs::SHIPPED {
        let mut cuts: Vec<usize> = (1..20).map(|k| text.len() * k / 20).collect();
        cuts.push(16384.min(text.len()));
        for mut cut in cuts {
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            if let Err(e) = spans_inside(&format!("spec/{file}"), &text[..cut]) {
                panic!("{file} cut at byte {cut}: {e}");
            }
        }
    }
    for text in ["variant demo \"d\"\nrule", "variant demo \"d\"\nfn f("] {
        spans_inside("end.rules", text).unwrap_or_else(|e| panic!("{e}"));
        let Err(f) = lang::check("end.rules", text, &shipped) else {
            panic!("{text:?} checks")
        };
        assert!(f.render().contains('^'), "no caret:\n{}", f.render());
    }
}
