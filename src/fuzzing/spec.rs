//! The rule-language targets: loading any text, and running mutated
//! shipped specs.
//!
//! A mutation works on tokens, not characters, so that most mutants still
//! read and many still check: a spec is cut into tokens (names, numbers,
//! texts, operators, comments, blanks), and each operation deletes,
//! duplicates, swaps or replaces a token (not a blank or a comment), or
//! inserts one, drawing new tokens from a dictionary of the language's
//! keywords and operators and the names the shipped specs use (the
//! dictionary `fuzz/rules.dict` lists the same words for libFuzzer).

use super::{Failure, RENDERED, engines, verify_text};
use crate::engine::Kind;
use crate::lang::{self, ir::Program};
use crate::referee::Engines;
use crate::specs::{self, InterpEngines, SHIPPED};
use arbitrary::Unstructured;
use std::sync::OnceLock;

/// What the fuzzer inserts beyond [`crate::lang::syntax::TOKENS`] (the names
/// of the shipped specs come on top, [`dictionary`]).
pub const EXTRA_TOKENS: &[&str] = &[
    "gap",
    "before",
    "-1",
    "9223372036854775807",
    "Sküs",
    "bool",
    "card",
    "seat",
    "text",
    "\"\"",
];

/// Tokens of a spec text, covering it: concatenated they give the text.
pub fn spec_tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        let start = i;
        let next = |j: usize| text[j..].chars().next();
        if c.is_whitespace() {
            while let Some(d) = next(i).filter(|d| d.is_whitespace()) {
                i += d.len_utf8();
            }
        } else if c == '#' {
            i = text[i..].find('\n').map_or(text.len(), |n| i + n);
        } else if c == '"' {
            i += 1;
            while i < text.len() && b[i] != b'"' && b[i] != b'\n' {
                i += if b[i] == b'\\' && i + 1 < text.len() && b[i + 1] != b'\n' {
                    2
                } else {
                    1
                };
            }
            i = (i + 1).min(text.len());
            while !text.is_char_boundary(i) {
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            while let Some(d) = next(i) {
                let dotted = d == '.'
                    && text[i + 1..]
                        .chars()
                        .next()
                        .is_some_and(|e| e.is_alphabetic());
                if d.is_alphanumeric() || d == '_' || dotted {
                    i += d.len_utf8();
                } else {
                    break;
                }
            }
        } else {
            let two = text.get(i..i + 2).unwrap_or("");
            i += if ["->", "..", "==", "!=", "<=", ">="].contains(&two) {
                2
            } else {
                c.len_utf8()
            };
        }
        out.push(&text[start..i]);
    }
    out
}

fn significant(t: &str) -> bool {
    !t.starts_with(|c: char| c.is_whitespace() || c == '#')
}

/// The keywords and every name, number and operator of the shipped specs.
pub fn dictionary() -> &'static [String] {
    static DICT: OnceLock<Vec<String>> = OnceLock::new();
    DICT.get_or_init(|| {
        let mut words: Vec<String> = crate::lang::syntax::TOKENS
            .iter()
            .chain(EXTRA_TOKENS)
            .map(|s| s.to_string())
            .collect();
        let mut seen: std::collections::HashSet<String> = words.iter().cloned().collect();
        for (_, text) in SHIPPED {
            for t in spec_tokens(text) {
                if significant(t) && !t.starts_with('"') && seen.insert(t.to_string()) {
                    words.push(t.to_string());
                }
            }
        }
        words
    })
}

/// Applies up to `max_ops` token operations drawn from `u` to `text`.
pub fn mutate_spec(text: &str, u: &mut Unstructured, max_ops: usize) -> String {
    let tokens = spec_tokens(text);
    mutate_tokens(&tokens, &significant_at(&tokens), u, max_ops)
}

/// Where the significant tokens (neither blank nor comment) are.
fn significant_at(tokens: &[&str]) -> Vec<usize> {
    (0..tokens.len())
        .filter(|&i| significant(tokens[i]))
        .collect()
}

/// A shipped spec cut into lines and tokens, once per process.
struct Pieces {
    lines: Vec<&'static str>,
    /// The tokens of each line in turn, which concatenated give the spec
    /// (a blank that runs over a line's end is cut there; mutations pick
    /// only significant tokens, which never run over one) ...
    tokens: Vec<&'static str>,
    /// ... where each line's tokens start in them (one more: the end) ...
    line_at: Vec<usize>,
    /// ... and [`significant_at`] of them.
    significant: Vec<usize>,
}

impl Pieces {
    /// The tokens of lines `from..to` and the places of their significant
    /// ones, without cutting the text again: the tokens of an excerpt.
    fn lines_tokens(&self, from: usize, to: usize) -> (&[&'static str], Vec<usize>) {
        let (a, b) = (self.line_at[from], self.line_at[to]);
        let first = self.significant.partition_point(|&i| i < a);
        let last = self.significant.partition_point(|&i| i < b);
        let sig = self.significant[first..last]
            .iter()
            .map(|i| i - a)
            .collect();
        (&self.tokens[a..b], sig)
    }
}

/// The pieces of each shipped spec (in the order of [`SHIPPED`]), cut once
/// per process: a whole spec is 30,000 tokens, and cutting it for every
/// input was a fifth of `spec_load`'s time.
fn shipped_pieces() -> &'static [Pieces] {
    static PIECES: OnceLock<Vec<Pieces>> = OnceLock::new();
    PIECES.get_or_init(|| {
        SHIPPED
            .iter()
            .map(|(_, text)| {
                let lines: Vec<&'static str> = text.split_inclusive('\n').collect();
                let mut tokens = Vec::new();
                let mut line_at = vec![0];
                for line in &lines {
                    tokens.extend(spec_tokens(line));
                    line_at.push(tokens.len());
                }
                Pieces {
                    lines,
                    significant: significant_at(&tokens),
                    tokens,
                    line_at,
                }
            })
            .collect()
    })
}

/// [`mutate_spec`] on a text already cut into tokens, `sig` the places of
/// its significant ones. Every operation works on one of those places (an
/// insertion is written in front of the token there), so the places never
/// move and are found once per text, not once per operation (finding them
/// again was 7% of a whole mutant's time in `spec_load`).
fn mutate_tokens(tokens: &[&str], sig: &[usize], u: &mut Unstructured, max_ops: usize) -> String {
    let mut toks: Vec<std::borrow::Cow<'_, str>> = tokens
        .iter()
        .map(|t| std::borrow::Cow::Borrowed(*t))
        .collect();
    if sig.is_empty() {
        return toks.concat();
    }
    let dict = dictionary();
    let ops = u.int_in_range(1..=max_ops.max(1)).unwrap_or(1);
    let pick = |u: &mut Unstructured| sig[u.choose_index(sig.len()).unwrap_or(0)];
    for _ in 0..ops {
        if u.is_empty() {
            break;
        }
        let op: u8 = u.arbitrary().unwrap_or(0);
        let i = pick(u);
        match op % 5 {
            0 => toks[i] = "".into(),
            1 => {
                let t = format!("{} {}", toks[i], toks[i]);
                toks[i] = t.into();
            }
            2 => {
                let j = pick(u);
                toks.swap(i, j);
            }
            3 => {
                let w = &dict[u.choose_index(dict.len()).unwrap_or(0)];
                toks[i] = format!(" {w} ").into();
            }
            _ => {
                let w = &dict[u.choose_index(dict.len()).unwrap_or(0)];
                let t = format!(" {w} {}", toks[i]);
                toks[i] = t.into();
            }
        }
    }
    toks.concat()
}

/// Resolves `extends` among the shipped specs, with `mutant` standing in
/// for the shipped base of its name.
fn resolver<'a>(
    mutant: Option<(&'a str, &'a str)>,
) -> impl Fn(&str, &str) -> Option<(String, String)> + 'a {
    move |name: &str, _from: &str| {
        let (file, text) = specs::shipped(name)?;
        match mutant {
            Some((m, t)) if m == file => Some((format!("spec/{file}"), t.to_string())),
            _ => Some((format!("spec/{file}"), text.to_string())),
        }
    }
}

/// A spec to try: the file name it is checked as, its text, and the
/// mutated base it extends (file name, text), if the mutation was in a
/// shared base.
pub(super) struct Mutant {
    pub(super) name: String,
    pub(super) text: String,
    base: Option<(&'static str, String)>,
}

/// A shipped spec with token mutations from `u`. A mutated base
/// (`koenigrufen.rules`, no variant of its own) is checked through the
/// first spec that extends it.
fn mutant(u: &mut Unstructured, max_ops: usize) -> Mutant {
    let at = u.choose_index(SHIPPED.len()).unwrap_or(0);
    let (file, _) = SHIPPED[at];
    let pieces = &shipped_pieces()[at];
    let mutated = mutate_tokens(&pieces.tokens, &pieces.significant, u, max_ops);
    let own_variant = crate::variants::VARIANTS
        .iter()
        .any(|v| file.strip_suffix(".rules") == Some(v.id));
    if own_variant {
        return Mutant {
            name: format!("spec/{file}"),
            text: mutated,
            base: None,
        };
    }
    let child = SHIPPED
        .iter()
        .find(|(_, t)| t.contains(&format!("extends \"{file}\"")));
    match child {
        Some((cf, ct)) => Mutant {
            name: format!("spec/{cf}"),
            text: ct.to_string(),
            base: Some((file, mutated)),
        },
        None => Mutant {
            name: format!("spec/{file}"),
            text: mutated,
            base: None,
        },
    }
}

/// Checks a spec; an error must be located: at least one diagnostic,
/// each (and its related place) inside a file of the sources, and the
/// drawing of the first [`RENDERED`] and the last names a file and shows
/// a caret.
fn check_located(m: &Mutant) -> Result<Option<Program>, Failure> {
    let base = m.base.as_ref().map(|(f, t)| (*f, t.as_str()));
    let resolve = resolver(base);
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        lang::check(&m.name, &m.text, &resolve)
    }));
    let show = || match &m.base {
        Some((f, t)) => format!("# base {f}:\n{t}\n# {}:\n{}", m.name, m.text),
        None => m.text.clone(),
    };
    match result {
        Err(_) => Err(Failure::new(format!(
            "the checker panicked on this spec:\n{}",
            show()
        ))),
        Ok(Ok(p)) => Ok(Some(p)),
        Ok(Err(failed)) => {
            if failed.diagnostics.is_empty() {
                return Err(Failure::new(format!(
                    "a spec fails without a diagnostic:\n{}",
                    show()
                )));
            }
            let inside = |s: lang::diag::Span| {
                failed
                    .sources
                    .files
                    .get(s.file as usize)
                    .is_some_and(|(_, t)| s.start <= s.end && s.end as usize <= t.len())
            };
            let last = failed.diagnostics.len().saturating_sub(1);
            for (i, d) in failed.diagnostics.iter().enumerate() {
                let related_ok = d.related.as_ref().is_none_or(|(s, _)| inside(*s));
                if !inside(d.span) || !related_ok {
                    return Err(Failure::new(format!(
                        "a diagnostic outside its file ({:?}, related {:?}): {}\n{}",
                        d.span,
                        d.related.as_ref().map(|r| r.0),
                        d.message,
                        show()
                    )));
                }
                // Drawing (codespan's, about 65,000 instructions a
                // diagnostic, and placing it by line and column: a count of
                // the line ends before it, which the fuzzer's coverage
                // tracing makes a traced comparison a byte) was a quarter
                // of a text input's time, some texts having hundreds of
                // errors: the first few and the last are drawn.
                if i >= RENDERED && i != last {
                    continue;
                }
                let r = d.render(&failed.sources);
                if !r.contains(" --> ") || !r.contains('^') {
                    return Err(Failure::new(format!(
                        "a diagnostic without place or caret:\n{r}\n{}",
                        show()
                    )));
                }
            }
            Ok(None)
        }
    }
}

/// A run of whole lines of a shipped spec (up to 120, from a line drawn
/// from `u`), with token mutations, checked on its own as `fuzz.rules`:
/// the reader and the checker meet a fragment in a fraction of the time a
/// whole spec takes, so a campaign tries many more of them.
pub(super) fn excerpt(u: &mut Unstructured, max_ops: usize) -> Mutant {
    let pieces = &shipped_pieces()[u.choose_index(SHIPPED.len()).unwrap_or(0)];
    let start = u.choose_index(pieces.lines.len()).unwrap_or(0);
    let len = u.int_in_range(1..=120usize).unwrap_or(40);
    // The lines' tokens, cut once per process (cutting the excerpt for
    // every input was a twentieth of the running fuzzer's time).
    let (tokens, sig) = pieces.lines_tokens(start, (start + len).min(pieces.lines.len()));
    Mutant {
        name: "fuzz.rules".into(),
        text: mutate_tokens(tokens, &sig, u, max_ops),
        base: None,
    }
}

/// How rarely a structured `spec_load` input is a whole mutated spec
/// (else an excerpt).
pub const WHOLE_ONE_IN: u64 = 32;

/// `spec_load`: an input that is UTF-8 is a spec's text (checked as
/// `fuzz.rules`, its `extends` among the shipped specs); any other input
/// is structured data: one input in [`WHOLE_ONE_IN`] (by a hash of the
/// whole input) a whole shipped spec with up to eight token mutations (for
/// one such input in four, its parse read near the shipped text must be
/// the whole parse's), else an excerpt of one, mutated the same way.
///
/// Whole specs are few here: one takes as long as about 15 excerpts, and
/// `spec_run` checks a whole mutated spec with every input, under the same
/// oracle. Which inputs are whole is decided by a hash of the whole input,
/// not by one of its bytes: libFuzzer keeps the inputs that reach new code,
/// and a byte that chose a whole spec was kept by every mutation of such an
/// input, so the campaigns drifted into whole specs (a third of a grown
/// corpus, four fifths of the target's time); a mutation of a whole input
/// is now whole one time in [`WHOLE_ONE_IN`], as any input is. A shipped
/// text that is not mutated (the base a mutated spec extends) comes from
/// the pack, as it does for `skus check`.
pub fn spec_load(data: &[u8]) -> Result<(), Failure> {
    crate::specs::apply_env_limits();
    let m = match std::str::from_utf8(data) {
        Ok(text) => Mutant {
            name: "fuzz.rules".into(),
            text: text.to_string(),
            base: None,
        },
        Err(_) => {
            let mut u = Unstructured::new(data);
            let hash = super::fnv(data);
            if hash.is_multiple_of(WHOLE_ONE_IN) {
                let m = mutant(&mut u, 8);
                // One whole mutant in four (by its input): the whole parse
                // the oracle adds cost as much as checking the mutant.
                if (hash / WHOLE_ONE_IN).is_multiple_of(4) {
                    read_near_as_whole(&m)?;
                }
                m
            } else {
                excerpt(&mut u, 8)
            }
        }
    };
    check_located(&m).map(|_| ())
}

/// A mutated shipped text is read again only where it differs from the
/// shipped one ([`lang::parse::parse_near`], through the pack, as the
/// checker reads it): the declarations and every span, or the error, must
/// be the whole parse's.
fn read_near_as_whole(m: &Mutant) -> Result<(), Failure> {
    let text = m.base.as_ref().map_or(m.text.as_str(), |(_, t)| t.as_str());
    // A mutant whose changes lie far apart (a swap of two distant tokens)
    // is near no shipped text: the checker reads it whole.
    let Some(earlier) = crate::specs::pack::near(text) else {
        return Ok(());
    };
    let near = lang::parse::parse_near(text, 0, earlier.as_ref());
    // Afresh: the near reader's error is kept with its text for the next
    // reading of it.
    let whole = lang::parse::parse_afresh(text, 0);
    if let Err(e) = &whole
        && e.code == lang::codes::PARSE_BUDGET
    {
        // The whole text ran out of pest's call budget, which the near
        // reader spends on the declarations it reads again only.
        return Ok(());
    }
    if near == whole {
        return Ok(());
    }
    let brief = |r: &Result<Vec<lang::ast::Decl>, Box<lang::diag::Diagnostic>>| match r {
        Ok(d) => format!("{} declarations", d.len()),
        Err(e) => format!("error at {:?}: {}", e.span, e.message),
    };
    Err(Failure::new(format!(
        "read near the shipped text, the mutant's parse ({}) differs from the whole parse's ({}):\n{text}",
        brief(&near),
        brief(&whole)
    )))
}

/// How many games of each variant the reference engine makes for
/// `spec_run`'s mutants to referee (legal ones, and as many with a planted
/// finding), kept for the process.
pub const REFERENCE_GAMES: u64 = 256;

/// A game the reference engine makes for `variant` (PTN), one of
/// [`REFERENCE_GAMES`] drawn by `seed`, legal or with a planted finding.
///
/// A mutant cannot change these games (only how it referees them), and
/// making one, with every legal event listed at every step, took a fifth
/// of the target's time: they are made once per process. The mutants
/// meet fresh games in their own game, which each input plays anew.
fn reference_game(
    engine: &dyn crate::engine::Engine,
    variant: &str,
    seed: u64,
    mutate: bool,
) -> Option<std::sync::Arc<str>> {
    type Games = std::collections::HashMap<(String, u64, bool), Option<std::sync::Arc<str>>>;
    static GAMES: std::sync::Mutex<Option<Games>> = std::sync::Mutex::new(None);
    let slot = seed % REFERENCE_GAMES;
    let key = (variant.to_string(), slot, mutate);
    let mut games = GAMES.lock().unwrap_or_else(|p| p.into_inner());
    games
        .get_or_insert_with(Default::default)
        .entry(key)
        .or_insert_with(|| {
            crate::simulate::game(engine, slot, usize::from(mutate), mutate)
                .ok()
                .map(|(g, _)| crate::ptn::to_string(&g).into())
        })
        .clone()
}

/// The step budget of an event in the `spec_run` fuzz target (set by
/// [`super::target`], not by the smoke tests, which share their process
/// with other tests): the shipped specs take a few thousand steps an
/// event, and a runaway mutant should end fast.
pub const FUZZ_MAX_STEPS: u64 = 200_000;

/// `spec_run`: a spec (the input's text when it is UTF-8 and names a
/// `variant` or `extends` one, else a shipped spec with up to three token
/// mutations drawn from the input) that
/// checks is run by the interpreter: it referees games the reference
/// engine generates for its variant (one legal and one with a planted
/// finding, of [`REFERENCE_GAMES`] each kept for the process), and plays a game
/// of its own (each event drawn by judging candidates,
/// [`crate::simulate::game_sampled`]; for one input in four the legal
/// events are listed at one state) that it then referees. Nothing may panic or hang (the step
/// budget ends a runaway spec), nothing may be unreadable, and a spec's
/// runtime error is an `incomplete` finding.
pub fn spec_run(data: &[u8]) -> Result<(), Failure> {
    crate::specs::apply_env_limits();
    let text_input = std::str::from_utf8(data)
        .ok()
        .filter(|t| t.contains("variant ") || t.contains("extends "));
    let mut u = Unstructured::new(data);
    let m = match text_input {
        Some(t) => Mutant {
            name: "spec/fuzz.rules".into(),
            text: t.to_string(),
            base: None,
        },
        None => mutant(&mut u, 3),
    };
    let seed = super::fnv(data);
    let Some(program) = check_located(&m)? else {
        return Ok(());
    };
    let variant = program.variant.clone();
    let mut mutant_engines = InterpEngines::empty();
    if mutant_engines.add(program).is_err() {
        return Ok(());
    }
    let (reference, _) = engines();
    let show = |text: &str| match &m.base {
        Some((f, t)) => format!("{text}\n# spec {} extending mutated {f}:\n{t}", m.name),
        None => format!("{text}\n# spec {}:\n{}", m.name, m.text),
    };
    let run = |text: &str| -> Result<(), Failure> {
        let verdicts = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            verify_text(text, "fuzz.ptn", &mutant_engines)
        }))
        .map_err(|_| Failure::new(format!("the interpreter panicked:\n{}", show(text))))?;
        for v in &verdicts {
            if v.status == crate::referee::Status::Unreadable {
                return Err(Failure::new(format!(
                    "a generated game is unreadable: {:?}\n{}",
                    v.findings,
                    show(text)
                )));
            }
            for f in &v.findings {
                let spec_error = f
                    .rule
                    .as_deref()
                    .is_some_and(|r| r.ends_with(".spec.error"));
                if spec_error && f.kind != Kind::SpecFault {
                    return Err(Failure::new(format!(
                        "a spec error is a `{}` finding, not `spec-fault`: {}\n{}",
                        f.kind,
                        f.message,
                        show(text)
                    )));
                }
            }
        }
        Ok(())
    };
    if let Some(re) = reference.engine(&variant) {
        for mutate in [false, true] {
            if let Some(text) = reference_game(re, &variant, seed, mutate) {
                run(&text)?;
            }
        }
    }
    if let Some(me) = mutant_engines.engine(&variant) {
        // A game of its own, each event drawn by checking candidates
        // (listing every legal event at every step made Royal's mutants
        // take most of the campaign's time); for one input in four, the
        // legal events are listed at one state of it (one listing was a
        // ninth of the target's time on its corpus, listed for every
        // input). (Games run 40 events and more: the probe almost always
        // comes.)
        let probe = seed.is_multiple_of(4).then_some((seed / 4 % 40) as usize);
        let own = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            crate::simulate::game_sampled(me, seed, 0, &mut |state, n| {
                if Some(n) == probe {
                    let _ = state.legal();
                }
            })
        }))
        .map_err(|_| Failure::new(format!("the interpreter panicked playing:\n{}", show(""))))?;
        if let Ok(g) = own {
            run(&crate::ptn::to_string(&g))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A whole shipped spec mutated from its lines' tokens cut once is the
    /// spec cut afresh and mutated by the same input.
    #[test]
    fn a_whole_spec_from_its_lines_tokens_is_the_spec_cut_afresh() {
        let mut rng = crate::rng::Rng::new(29);
        for ((_, text), pieces) in SHIPPED.iter().zip(shipped_pieces()) {
            assert_eq!(pieces.tokens.concat(), *text);
            for _ in 0..40 {
                let data: Vec<u8> = (0..64).map(|_| rng.next_u64() as u8).collect();
                let once = mutate_tokens(
                    &pieces.tokens,
                    &pieces.significant,
                    &mut Unstructured::new(&data),
                    8,
                );
                let afresh = mutate_spec(text, &mut Unstructured::new(&data), 8);
                assert!(once == afresh, "a mutant differs");
            }
        }
    }
}
