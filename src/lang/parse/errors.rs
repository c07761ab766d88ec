//! Syntax errors: where a parse failed, what was expected there (the
//! literal tokens, read again with pest's detail) and what was found.

use super::limits::{MIN_PARSE_CALLS, PARSE_CALLS_PER_BYTE, call_budget, parse_calls};
use crate::lang::codes;
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::syntax::Rule;

/// "expected …, found …" at a place, with the found token named.
pub(super) fn located(text: &str, file: u16, pos: usize, expected: &str) -> Diagnostic {
    let rest = &text[pos.min(text.len())..];
    if rest.starts_with('"') && !rest[1..].contains('"') {
        return Diagnostic::new(
            Span::new(file, pos, pos + 1),
            "this string is never closed",
            "the string starts here",
        )
        .with_code(codes::UNCLOSED_STRING)
        .help("end it with `\"` (a `\"` inside a string is written `\\\"`)");
    }
    // The token found: a word (letters, digits, `-`, `_`, `ü`), or one
    // other character.
    let word_len: usize = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
        .take(24)
        .map(char::len_utf8)
        .sum();
    // At the end of the file nothing is found: the span is empty, at the
    // end (a caret is still drawn), not a byte past the text.
    let found_len = if word_len > 0 {
        word_len
    } else {
        rest.chars().next().map_or(0, char::len_utf8)
    };
    let found = match rest.get(..found_len) {
        None | Some("") => "the end of the file".to_string(),
        Some("\n") | Some("\r") => "the end of the line".to_string(),
        Some(tok) => format!("`{tok}`"),
    };
    let tok = rest.get(..found_len).unwrap_or("");
    let d = if expected.contains("a name") && KEYWORDS.contains(&tok) {
        keyword_as_name(tok, file, pos, pos + found_len)
    } else {
        Diagnostic::new(
            Span::new(file, pos, pos + found_len),
            format!("expected {expected}, found {found}"),
            "unexpected here",
        )
        .with_code(codes::SYNTAX)
    };
    if let Some((at, len, hint)) = slip(text, pos, expected) {
        let mut d = d;
        d.span = Span::new(file, at, at + len);
        if let Some(whole) = text.get(at..at + len) {
            d.message = d.message.replace(
                &format!("found `{}`", &whole[..1]),
                &format!("found `{whole}`"),
            );
        }
        d.help(hint)
    } else if expected.contains("a name") && tok.starts_with(|c: char| c.is_uppercase()) {
        d.help("names are lower case; upper-case words are cards (`XXI`, `SK`) and suits")
    } else if let Some(k) = misspelt_keyword(tok, expected) {
        d.help(format!("did you mean `{k}`?"))
    } else {
        d
    }
}

/// A keyword a word that does not fit here was likely meant to be
/// (`contrat` → `contract`, `requre` → `require`), where the parser wanted
/// a declaration, a statement or a connective rather than a name.
fn misspelt_keyword(tok: &str, expected: &str) -> Option<&'static str> {
    if tok.len() < 3
        || !tok.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        || expected.contains("a name")
    {
        return None;
    }
    let words = crate::lang::syntax::TOKENS
        .iter()
        .copied()
        .filter(|t| t.len() > 2 && t.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
    let words: Vec<&'static str> = words.collect();
    let found = crate::suggest::suggest(tok, &words)?.to_string();
    words.into_iter().find(|w| *w == found && *w != tok)
}

/// A common slip from other languages at a failed parse: where it starts,
/// how long it is, and what the rule language writes instead.
fn slip(text: &str, pos: usize, expected: &str) -> Option<(usize, usize, &'static str)> {
    let rest = text.get(pos..)?;
    let before = text.get(..pos)?;
    if rest.starts_with('&') && before.ends_with('&') {
        // The first `&` was read as the intersection of two card sets.
        return Some((
            pos - 1,
            2,
            "`&&` is written `and` (`&` alone is the cards two sets share)",
        ));
    }
    if rest.starts_with("||") {
        return Some((pos, 2, "`||` is written `or`"));
    }
    if rest.starts_with('!') && !rest.starts_with("!=") {
        return Some((pos, 1, "`!` is written `not`"));
    }
    if rest.starts_with('=') && !rest.starts_with("==") && expected.contains("an operator") {
        return Some((
            pos,
            1,
            "`==` compares; `=` stands only in declarations (`param`, `fn`, `var`, `group`), `let` and `set`",
        ));
    }
    None
}

/// Literal words and punctuation that join the parts of a declaration or
/// statement (`else`, `to`, `=` …): pest names only rules, so these come
/// from its parse attempts.
pub(super) const CONNECTIVES: &[&str] = &[
    "`else`",
    "`then`",
    "`to`",
    "`by`",
    "`from`",
    "`value`",
    "`points`",
    "`times`",
    "`trick`",
    "`games`",
    "`score`",
    "`source`",
    "`rulebook`",
    "`say`",
    "`end`",
    "`where`",
    "`=`",
    "`->`",
    "`:`",
    "`(`",
    "`)`",
    "`,`",
    "`{`",
    "`]`",
    "`..`",
];

/// The connectives among the tokens the parser tried. A `=` tried next to
/// `!`, `<` and `>` is the first character of a comparison (the guard
/// before the operators), not the `=` of a declaration.
pub(super) fn connectives_in(tokens: &[String]) -> Vec<&'static str> {
    let operators = tokens.iter().any(|t| t == "!");
    tokens
        .iter()
        .filter(|t| !(operators && *t == "="))
        .filter_map(|t| {
            CONNECTIVES
                .iter()
                .find(|c| c.trim_matches('`') == t)
                .copied()
        })
        .collect()
}

/// Words of the language that cannot be names.
pub(super) const KEYWORDS: &[&str] = &[
    "if",
    "then",
    "else",
    "and",
    "or",
    "not",
    "in",
    "true",
    "false",
    "none",
    "let",
    "set",
    "add",
    "remove",
    "for",
    "require",
    "fail",
    "narrow",
    "goto",
    "turn",
    "bind",
    "pay",
    "note",
    "unchecked",
    "ignore",
    "return",
    "table",
    "where",
    "override",
];

pub(super) fn keyword_as_name(word: &str, file: u16, start: usize, end: usize) -> Diagnostic {
    Diagnostic::new(
        Span::new(file, start, end),
        format!("`{word}` is a keyword and cannot be a name"),
        "a keyword",
    )
    .with_code(codes::KEYWORD_AS_NAME)
    .help(format!("choose another name, e.g. `{word}-value`"))
}

/// Friendly names of grammar rules for "expected …".
pub(super) fn rule_name(r: &Rule) -> &'static str {
    match r {
        Rule::ident => "a name",
        Rule::rule_id => "a dotted rule id like `_.play.follow-suit`",
        Rule::string => "a string \"…\"",
        Rule::int => "a number",
        Rule::expr | Rule::message => "an expression",
        Rule::type_expr => "a type",
        Rule::block => "a block `{ … }`",
        Rule::block_end => "`}`",
        Rule::require_stmt
        | Rule::fail_stmt
        | Rule::narrow_stmt
        | Rule::let_stmt
        | Rule::set_stmt
        | Rule::add_stmt
        | Rule::remove_stmt
        | Rule::if_stmt
        | Rule::for_stmt
        | Rule::goto_stmt
        | Rule::turn_stmt
        | Rule::bind_stmt
        | Rule::pay_stmt
        | Rule::note_stmt
        | Rule::unchecked_stmt
        | Rule::ignore_stmt
        | Rule::return_stmt => "a statement",
        Rule::kind => {
            "a finding kind (renonce, illegal-bid, illegal-call, illegal-discard, illegal-announcement, out-of-turn, impossible-card, incomplete)"
        }
        Rule::then => "`stands`, `void` or `stop`",
        Rule::event_pattern => {
            "an event (start, before, trick, play, take, discard, or `auction|call|announce say …` / `… end turn`)"
        }
        Rule::word_pattern => "a word pattern (`pass`, `double(x: term)`, `c: contract`)",
        Rule::section => "a section (auction, call, announce)",
        Rule::phase_name => "a phase (auction, call, talon, announce, play, done)",
        Rule::decl | Rule::variant_decl | Rule::rule_decl => {
            "a declaration (variant, extends, rule, param, enum, group, fn, var, deck, seat, deal, contract, announcement, on, settle, match, standings, action, pass, override)"
        }
        Rule::field => "a field `name value`",
        Rule::table_arm => "a table arm `key: value`",
        Rule::EOI => "the end of the file",
        Rule::or_op
        | Rule::and_op
        | Rule::eq
        | Rule::ne
        | Rule::le
        | Rule::ge
        | Rule::lt
        | Rule::gt
        | Rule::in_op
        | Rule::not_in
        | Rule::plus
        | Rule::minus
        | Rule::star
        | Rule::slash
        | Rule::percent
        | Rule::amp => "an operator",
        Rule::in_kw => "`in`",
        Rule::field_access | Rule::index => "`.field` or `[index]`",
        Rule::pay_flag => "`announced`, `silent`, `won`, `lost`",
        _ => "",
    }
}

pub(super) fn syntax_error(e: pest::error::Error<Rule>, text: &str, file: u16) -> Diagnostic {
    syntax_error_from(e, text, file, 0)
}

/// [`syntax_error`] for a parse of `text` from byte `from` on (pest's
/// positions counted from there), placed and worded in the whole text.
pub(super) fn syntax_error_from(
    e: pest::error::Error<Rule>,
    text: &str,
    file: u16,
    from: usize,
) -> Diagnostic {
    let pos = from
        + match e.location {
            pest::error::InputLocation::Pos(p) => p,
            pest::error::InputLocation::Span((s, _)) => s,
        };
    // The parser's first-character guards are not rules, so the furthest
    // failed *rule* may lie before the furthest place a token was tried:
    // then the tokens tried there say what was expected.
    let tokens: Vec<String> = e
        .parse_attempts()
        .map(|a| a.expected_tokens().iter().map(|t| t.to_string()).collect())
        .unwrap_or_default();
    let furthest = e.parse_attempts().map_or(pos, |a| from + a.max_position);
    if furthest > pos && furthest <= text.len() {
        let mut names: Vec<&str> = connectives_in(&tokens);
        if tokens
            .iter()
            .any(|t| ["+", "=", "<", ">", "&", "*", "/", "%"].contains(&t.as_str()))
        {
            names.push("an operator");
        }
        if tokens.iter().any(|t| t == "}") {
            names.push("`}`");
        }
        names.sort();
        names.dedup();
        if !names.is_empty() {
            return located(text, file, furthest, &names.join(", or "));
        }
    }
    if e.to_string().contains("call limit") {
        return Diagnostic::new(
            Span::new(file, pos, pos + 1),
            "the spec is too large or too intricate to be read",
            "given up here",
        )
        .with_code(codes::PARSE_BUDGET)
        .help(format!(
            "the reader tries at most {} grammar rules for a text of {} bytes ({} and {} a byte, \
             at most {}); look for a form that does not parse here, or split the spec into bases",
            call_budget(text.len()),
            text.len(),
            MIN_PARSE_CALLS,
            PARSE_CALLS_PER_BYTE,
            parse_calls()
        ));
    }
    if e.to_string().contains("stack limit") {
        return Diagnostic::new(
            Span::new(file, pos, pos + 1),
            "the spec is nested too deeply to be read",
            "too deep",
        )
        .with_code(codes::NESTED_TOO_DEEP)
        .help("split deeply nested expressions with `let`, functions or tables");
    }
    // Literal words and punctuation that join the parts of a declaration
    // or statement (`else`, `to`, `=` …): pest names only rules, so these
    // come from its parse attempts.

    let connectives: Vec<&'static str> = connectives_in(&tokens);
    let expected = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut names: Vec<&str> = positives
                .iter()
                .map(rule_name)
                .filter(|n| !n.is_empty())
                .chain(connectives.iter().copied())
                .collect();
            names.dedup();
            if names.iter().filter(|n| **n == "an operator").count() > 0 && names.len() > 3 {
                names.retain(|n| *n != "an operator" && *n != "`.field` or `[index]`");
                names.push("an operator or the end of the expression");
            }
            names.sort();
            names.dedup();
            if names.is_empty() {
                "something else".to_string()
            } else {
                names.join(", or ")
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    located(text, file, pos, &expected)
}
