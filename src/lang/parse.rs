//! Spec text → AST: the pest parse tree converted one function per grammar
//! rule, with spans; a syntax error becomes a located diagnostic saying
//! what was expected and what was found.

use super::ast::*;
use super::diag::{Diagnostic, Span};
use super::syntax::{Rule, SkusParser};
use pest::Parser;
use pest::iterators::{Pair, Pairs};
use pest::pratt_parser::{Assoc, Op, PrattParser};
use std::sync::LazyLock;

type P<'a> = Pair<'a, Rule>;

/// Parses a spec file. `file` is its index in the `Sources`.
pub fn parse(text: &str, file: u16) -> Result<Vec<Decl>, Box<Diagnostic>> {
    nesting(text, file)?;
    // pest guards its own stack; the call budget bounds the time a
    // pathological text can take (the shipped specs need about 10 calls a
    // byte; the budget is enough for a 4 MiB spec at 20 a byte).
    static LIMIT: std::sync::Once = std::sync::Once::new();
    LIMIT.call_once(|| pest::set_call_limit(std::num::NonZeroUsize::new(parse_calls())));
    let pairs = SkusParser::parse(Rule::spec, text).map_err(|_| {
        // Read again, tracking the literal tokens tried at the furthest
        // position, so that a missing `else` or `to` is named in the error
        // (tracking doubles the time of a good parse). The switch is
        // process-wide and sampled when a parse starts: one detailed parse
        // at a time.
        static DETAIL: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _one = DETAIL.lock().unwrap_or_else(|p| p.into_inner());
        pest::set_error_detail(true);
        let again = SkusParser::parse(Rule::spec, text);
        pest::set_error_detail(false);
        match again {
            Err(e) => Box::new(syntax_error(e, text, file)),
            Ok(_) => Box::new(Diagnostic::new(
                Span::new(file, 0, 0),
                "the spec could not be read",
                "here",
            )),
        }
    })?;
    // Expressions nested in expressions without brackets (`if … then if
    // …`), statements in statements (an `else if` chain nests as deep as
    // it is long) and operators (`not not …`, `a + b + …`: the tree of an
    // expression is as deep as its operators are many): every later stage
    // recurses on the tree, so its depth is bounded here, each expression
    // counting for its parts. Walked with a stack of our own.
    let mut stack: Vec<(pest::iterators::Pair<'_, Rule>, usize)> =
        pairs.clone().map(|p| (p, 0)).collect();
    while let Some((p, depth)) = stack.pop() {
        let weight = match p.as_rule() {
            Rule::expr => p.clone().into_inner().count().max(1),
            Rule::if_stmt | Rule::for_stmt => 1,
            _ => 0,
        };
        let depth = depth + weight;
        if depth > MAX_DEPTH {
            let sp = p.as_span();
            return Err(Box::new(
                Diagnostic::new(
                    Span::new(file, sp.start(), sp.start() + 1),
                    format!(
                        "expressions and statements are nested too deep here (depth {depth}, counting each operator; at most {MAX_DEPTH})"
                    ),
                    "too deep",
                )
                .help("split the expression with `let`, functions or tables"),
            ));
        }
        stack.extend(p.into_inner().map(|c| (c, depth)));
    }
    // An expression of thousands of operators would nest its tree (and the
    // stack of everything that walks it) as deep: refuse it.
    for p in pairs
        .clone()
        .flatten()
        .filter(|p| p.as_rule() == Rule::expr)
    {
        let parts = p.clone().into_inner().count();
        if parts > MAX_EXPR_PARTS {
            let sp = p.as_span();
            return Err(Box::new(
                Diagnostic::new(
                    Span::new(file, sp.start(), sp.start() + 1),
                    format!(
                        "this expression is too long ({parts} parts; at most {MAX_EXPR_PARTS})"
                    ),
                    "starts here",
                )
                .help("split it with `let`, functions or tables"),
            ));
        }
    }
    if let Some(k) = pairs
        .clone()
        .flatten()
        .find(|p| p.as_rule() == Rule::ident && KEYWORDS.contains(&p.as_str()))
    {
        let sp = k.as_span();
        return Err(Box::new(keyword_as_name(
            k.as_str(),
            file,
            sp.start(),
            sp.end(),
        )));
    }
    let cx = Cx { file, offset: 0 };
    let mut decls = Vec::new();
    for p in pairs.flatten().filter(|p| p.as_rule() == Rule::spec) {
        for d in p.into_inner() {
            if d.as_rule() != Rule::EOI {
                decls.push(cx.decl(d));
            }
        }
    }
    Ok(decls)
}

/// "expected …, found …" at a place, with the found token named.
fn located(text: &str, file: u16, pos: usize, expected: &str) -> Diagnostic {
    let rest = &text[pos.min(text.len())..];
    if rest.starts_with('"') && !rest[1..].contains('"') {
        return Diagnostic::new(
            Span::new(file, pos, pos + 1),
            "this string is never closed",
            "the string starts here",
        )
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
    };
    if expected.contains("a name") && tok.starts_with(|c: char| c.is_uppercase()) {
        d.help("names are lower case; upper-case words are cards (`XXI`, `SK`) and suits")
    } else {
        d
    }
}

/// Literal words and punctuation that join the parts of a declaration or
/// statement (`else`, `to`, `=` …): pest names only rules, so these come
/// from its parse attempts.
const CONNECTIVES: &[&str] = &[
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
fn connectives_in(tokens: &[String]) -> Vec<&'static str> {
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
const KEYWORDS: &[&str] = &[
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
];

fn keyword_as_name(word: &str, file: u16, start: usize, end: usize) -> Diagnostic {
    Diagnostic::new(
        Span::new(file, start, end),
        format!("`{word}` is a keyword and cannot be a name"),
        "a keyword",
    )
    .help(format!("choose another name, e.g. `{word}-value`"))
}

/// The parser's budget of rule calls for one spec (`pest::set_call_limit`).
pub const MAX_PARSE_CALLS: usize = 100_000_000;

static PARSE_CALLS: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(MAX_PARSE_CALLS);

/// The call budget: [`MAX_PARSE_CALLS`] unless changed before the first
/// spec is read (the command line reads it from the environment, see
/// `specs::apply_env_limits`).
pub fn parse_calls() -> usize {
    PARSE_CALLS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Changes the call budget (before the first spec is read).
pub fn set_parse_calls(n: usize) {
    PARSE_CALLS.store(n.max(1), std::sync::atomic::Ordering::Relaxed);
}

/// The most operands, operators and postfixes in one expression.
const MAX_EXPR_PARTS: usize = 1000;
/// The deepest nesting of brackets and blocks.
const MAX_NESTING: usize = 100;
/// The deepest tree of expressions and statements, each expression
/// counting for its parts (operands and operators): what keeps the
/// checker and the interpreter within a 2 MiB stack in a debug build
/// (about 6 KiB a level there).
const MAX_DEPTH: usize = 150;

/// Refuses brackets nested deeper than any spec needs, before the parser
/// (which recurses on them) sees the text.
fn nesting(text: &str, file: u16) -> Result<(), Box<Diagnostic>> {
    let (mut depth, mut in_string, mut in_comment, mut escaped) = (0usize, false, false, false);
    for (i, c) in text.char_indices() {
        if in_comment {
            in_comment = c != '\n';
        } else if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else {
            match c {
                '#' => in_comment = true,
                '"' => in_string = true,
                '(' | '[' | '{' => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(Box::new(
                            Diagnostic::new(
                                Span::new(file, i, i + 1),
                                format!(
                                    "brackets and blocks are nested more than {MAX_NESTING} deep"
                                ),
                                "too deep",
                            )
                            .help("split the expression with `let` or functions"),
                        ));
                    }
                }
                ')' | ']' | '}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
    }
    Ok(())
}

/// Friendly names of grammar rules for "expected …".
fn rule_name(r: &Rule) -> &'static str {
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
            "a declaration (variant, rule, param, enum, group, fn, var, deck, seat, deal, contract, announcement, on, settle, match)"
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
        Rule::field_access | Rule::index => "`.field` or `[index]`",
        Rule::pay_flag => "`announced`, `silent`, `won`, `lost`",
        _ => "",
    }
}

fn syntax_error(e: pest::error::Error<Rule>, text: &str, file: u16) -> Diagnostic {
    let pos = match e.location {
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
    let furthest = e.parse_attempts().map_or(pos, |a| a.max_position);
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
        .help(format!(
            "the reader tries at most {} grammar rules for one spec; split it into bases",
            parse_calls()
        ));
    }
    if e.to_string().contains("stack limit") {
        return Diagnostic::new(
            Span::new(file, pos, pos + 1),
            "the spec is nested too deeply to be read",
            "too deep",
        )
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

static PRATT: LazyLock<PrattParser<Rule>> = LazyLock::new(|| {
    PrattParser::new()
        .op(Op::infix(Rule::or_op, Assoc::Left))
        .op(Op::infix(Rule::and_op, Assoc::Left))
        .op(Op::prefix(Rule::not_op))
        .op(Op::infix(Rule::eq, Assoc::Left)
            | Op::infix(Rule::ne, Assoc::Left)
            | Op::infix(Rule::lt, Assoc::Left)
            | Op::infix(Rule::le, Assoc::Left)
            | Op::infix(Rule::gt, Assoc::Left)
            | Op::infix(Rule::ge, Assoc::Left)
            | Op::infix(Rule::in_op, Assoc::Left)
            | Op::infix(Rule::not_in, Assoc::Left))
        .op(Op::infix(Rule::plus, Assoc::Left) | Op::infix(Rule::minus, Assoc::Left))
        .op(Op::infix(Rule::star, Assoc::Left)
            | Op::infix(Rule::slash, Assoc::Left)
            | Op::infix(Rule::percent, Assoc::Left)
            | Op::infix(Rule::amp, Assoc::Left))
        .op(Op::prefix(Rule::neg))
        .op(Op::postfix(Rule::field_access) | Op::postfix(Rule::index))
});

struct Cx {
    file: u16,
    /// Where the parsed text starts in its file (an interpolation inside a
    /// string is parsed on its own).
    offset: usize,
}

/// Parses one expression that stands at byte `offset` of a file (the
/// `{…}` of an interpolated string).
pub fn parse_expr(text: &str, file: u16, offset: usize) -> Result<Expr, Box<Diagnostic>> {
    let mut pairs = SkusParser::parse(Rule::expr_only, text).map_err(|e| {
        let mut d = syntax_error(e, text, file);
        d.span.start += offset as u32;
        d.span.end += offset as u32;
        Box::new(d)
    })?;
    let cx = Cx { file, offset };
    let p = pairs.next().and_then(|p| p.into_inner().next());
    match p {
        Some(p) => Ok(cx.expr(p)),
        None => Err(Box::new(Diagnostic::new(
            Span::new(file, offset, offset + 1),
            "expected an expression",
            "empty",
        ))),
    }
}

impl Cx {
    fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        Span::new(self.file, self.offset + s.start(), self.offset + s.end())
    }

    fn ident(&self, p: P<'_>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(&p),
        }
    }

    fn string(&self, p: P<'_>) -> Str {
        let span = self.span(&p);
        let inner = p.into_inner().next().map(|i| i.as_str()).unwrap_or("");
        let mut text = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some('n') => text.push('\n'),
                    Some('t') => text.push('\t'),
                    Some(o) => text.push(o),
                    None => {}
                }
            } else {
                text.push(c);
            }
        }
        Str { text, span }
    }

    fn int(&self, p: P<'_>) -> (i64, Span) {
        // The grammar guarantees digits; a number too large saturates and
        // the checker reports it.
        (p.as_str().parse().unwrap_or(i64::MAX), self.span(&p))
    }

    fn decl(&self, p: P<'_>) -> Decl {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.into_inner();
        let kind = match rule {
            Rule::variant_decl => {
                let name = self.ident(next(&mut it));
                let title = self.string(next(&mut it));
                let rulebook = it.next().map(|s| self.string(s));
                DeclKind::Variant {
                    name,
                    title,
                    rulebook,
                }
            }
            Rule::extends_decl => DeclKind::Extends {
                path: self.string(next(&mut it)),
            },
            Rule::rule_decl => {
                let id = self.ident(next(&mut it));
                let text = self.string(next(&mut it));
                let source = it.next().map(|s| self.string(s));
                DeclKind::Rule { id, text, source }
            }
            Rule::param_decl => {
                let name = self.ident(next(&mut it));
                let ty = self.type_expr(next(&mut it));
                let value = self.expr(next(&mut it));
                DeclKind::Param { name, ty, value }
            }
            Rule::enum_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Enum {
                    name,
                    variants: it.map(|v| self.ident(v)).collect(),
                }
            }
            Rule::group_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Group {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::fn_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut p = next(&mut it);
                if p.as_rule() == Rule::params {
                    params = self.params(p);
                    p = next(&mut it);
                }
                let ret = self.type_expr(p);
                let body = self.expr(next(&mut it));
                DeclKind::Fn {
                    name,
                    params,
                    ret,
                    body,
                }
            }
            Rule::var_decl => {
                let name = self.ident(next(&mut it));
                let ty = self.type_expr(next(&mut it));
                DeclKind::Var {
                    name,
                    ty,
                    init: self.expr(next(&mut it)),
                }
            }
            Rule::deck_decl => DeclKind::Deck {
                cards: self.expr(next(&mut it)),
            },
            Rule::seat_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Seat {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::deal_decl => {
                let hand = self.int(next(&mut it));
                DeclKind::Deal {
                    hand,
                    talon: it.map(|t| self.int(t)).collect(),
                }
            }
            Rule::contract_decl => {
                let name = self.ident(next(&mut it));
                let mut title = None;
                let mut fields = Vec::new();
                for f in it {
                    match f.as_rule() {
                        Rule::string => title = Some(self.string(f)),
                        _ => fields.push(self.field(f)),
                    }
                }
                DeclKind::Contract {
                    name,
                    title,
                    fields,
                }
            }
            Rule::announcement_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut title = None;
                let mut fields = Vec::new();
                for f in it {
                    match f.as_rule() {
                        Rule::params => params = self.params(f),
                        Rule::string => title = Some(self.string(f)),
                        _ => fields.push(self.field(f)),
                    }
                }
                DeclKind::Announcement {
                    name,
                    params,
                    title,
                    fields,
                }
            }
            Rule::handler_decl => {
                let pattern = self.pattern(next(&mut it));
                DeclKind::Handler {
                    pattern,
                    body: self.block(next(&mut it)),
                }
            }
            Rule::settle_decl => DeclKind::Settle {
                body: self.block(next(&mut it)),
            },
            Rule::match_decl => {
                let games = self.int(next(&mut it));
                DeclKind::Match {
                    games,
                    score: self.expr(next(&mut it)),
                }
            }
            Rule::action_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut p = next(&mut it);
                if p.as_rule() == Rule::params {
                    params = self.params(p);
                    p = next(&mut it);
                }
                DeclKind::Action {
                    name,
                    params,
                    body: self.block(p),
                }
            }
            Rule::pass_decl => {
                let sec = next(&mut it);
                let section_span = self.span(&sec);
                let section = self.section(sec);
                let mut words = Vec::new();
                let mut when = None;
                for p in it {
                    match p.as_rule() {
                        Rule::ident => words.push(self.ident(p)),
                        _ => when = Some(self.expr(p)),
                    }
                }
                DeclKind::Pass {
                    section,
                    section_span,
                    words,
                    when,
                }
            }
            _ => DeclKind::Extends {
                path: Str {
                    text: String::new(),
                    span,
                },
            },
        };
        Decl { kind, span }
    }

    fn params(&self, p: P<'_>) -> Vec<Param> {
        p.into_inner()
            .map(|q| {
                let mut it = q.into_inner();
                let name = self.ident(next(&mut it));
                Param {
                    name,
                    ty: self.type_expr(next(&mut it)),
                }
            })
            .collect()
    }

    fn field(&self, p: P<'_>) -> Field {
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        Field {
            name,
            value: self.expr(next(&mut it)),
        }
    }

    fn type_expr(&self, p: P<'_>) -> TypeExpr {
        let span = self.span(&p);
        let optional = p.as_str().trim_end().ends_with('?');
        let inner = next(&mut p.into_inner());
        let kind = match inner.as_rule() {
            Rule::list_type => {
                TypeKind::List(Box::new(self.type_expr(next(&mut inner.into_inner()))))
            }
            Rule::map_type => TypeKind::Scores,
            Rule::range_type => {
                let mut it = inner.into_inner();
                let (lo, _) = self.int(next(&mut it));
                let (hi, _) = self.int(next(&mut it));
                TypeKind::Range(lo, hi)
            }
            _ => TypeKind::Named(self.ident(next(&mut inner.into_inner()))),
        };
        TypeExpr {
            kind,
            optional,
            span,
        }
    }

    fn pattern(&self, p: P<'_>) -> Pattern {
        let inner = next(&mut p.into_inner());
        let rule = inner.as_rule();
        let mut it = inner.into_inner();
        match rule {
            Rule::start_pat => Pattern::Start,
            Rule::before_pat => Pattern::Before,
            Rule::trick_pat => Pattern::Trick,
            Rule::gap_pat => Pattern::Gap,
            Rule::play_pat => {
                let name = self.ident(next(&mut it));
                Pattern::Play {
                    name,
                    ty: self.type_expr(next(&mut it)),
                }
            }
            Rule::take_pat => Pattern::Take {
                name: self.ident(next(&mut it)),
            },
            Rule::discard_pat => Pattern::Discard {
                name: self.ident(next(&mut it)),
            },
            Rule::say_pat => {
                let section = self.section(next(&mut it));
                let w = next(&mut next(&mut it).into_inner());
                let word = match w.as_rule() {
                    Rule::typed_word => {
                        let mut wi = w.into_inner();
                        let name = self.ident(next(&mut wi));
                        WordPattern::Typed {
                            name,
                            ty: self.type_expr(next(&mut wi)),
                        }
                    }
                    _ => {
                        let mut wi = w.into_inner();
                        let word = self.ident(next(&mut wi));
                        let has_parens = wi.peek().is_some();
                        let params = wi.next().map(|p| self.params(p));
                        WordPattern::Named {
                            word,
                            params: if has_parens { params } else { None },
                        }
                    }
                };
                Pattern::Say { section, word }
            }
            _ => Pattern::EndTurn {
                section: self.section(next(&mut it)),
            },
        }
    }

    fn section(&self, p: P<'_>) -> SectionName {
        match p.as_str() {
            "call" => SectionName::Call,
            "announce" => SectionName::Announce,
            _ => SectionName::Auction,
        }
    }

    fn block(&self, p: P<'_>) -> Block {
        p.into_inner()
            .filter(|s| s.as_rule() != Rule::block_end)
            .map(|s| self.stmt(s))
            .collect()
    }

    fn place(&self, p: P<'_>) -> Place {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        Place {
            name,
            index: it.next().map(|e| self.expr(e)),
            span,
        }
    }

    fn violation(&self, p: P<'_>) -> ViolationSpec {
        let mut it = p.into_inner().peekable();
        let k = next_peek(&mut it);
        let kind = (k.as_str().to_string(), self.span(&k));
        let mut rule = None;
        if it.peek().is_some_and(|x| x.as_rule() == Rule::rule_id) {
            rule = Some(self.ident(next_peek(&mut it)));
        }
        let mut v = ViolationSpec {
            kind,
            rule,
            by: None,
            then: None,
            message: None,
        };
        for x in it {
            match x.as_rule() {
                Rule::expr => v.by = Some(self.expr(x)),
                Rule::then => {
                    let t = match x.as_str() {
                        "stands" => Then::Stands,
                        "stop" => Then::Stop,
                        _ => Then::Void,
                    };
                    v.then = Some((t, self.span(&x)));
                }
                Rule::message => v.message = Some(self.expr(next(&mut x.into_inner()))),
                _ => {}
            }
        }
        v
    }

    fn stmt(&self, p: P<'_>) -> Stmt {
        let span = self.span(&p);
        let rule = p.as_rule();
        let text = p.as_str();
        let mut it = p.into_inner();
        let kind = match rule {
            Rule::require_stmt => {
                let cond = self.expr(next(&mut it));
                StmtKind::Require {
                    cond,
                    violation: self.violation(next(&mut it)),
                }
            }
            Rule::fail_stmt => StmtKind::Fail {
                violation: self.violation(next(&mut it)),
            },
            Rule::narrow_stmt => {
                let var = self.ident(next(&mut it));
                let to = self.expr(next(&mut it));
                StmtKind::Narrow {
                    var,
                    to,
                    rule: self.ident(next(&mut it)),
                }
            }
            Rule::let_stmt => {
                let name = self.ident(next(&mut it));
                StmtKind::Let {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::set_stmt => {
                let place = self.place(next(&mut it));
                StmtKind::Set {
                    place,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::add_stmt => {
                let value = self.expr(next(&mut it));
                StmtKind::Add {
                    value,
                    place: self.place(next(&mut it)),
                }
            }
            Rule::remove_stmt => {
                let value = self.expr(next(&mut it));
                StmtKind::Remove {
                    value,
                    place: self.place(next(&mut it)),
                }
            }
            Rule::if_stmt => self.if_stmt(it),
            Rule::for_stmt => {
                let var = self.ident(next(&mut it));
                let over = self.expr(next(&mut it));
                StmtKind::For {
                    var,
                    over,
                    body: self.block(next(&mut it)),
                }
            }
            Rule::goto_stmt => {
                let ph = next(&mut it);
                StmtKind::Goto {
                    phase: (ph.as_str().to_string(), self.span(&ph)),
                }
            }
            Rule::turn_stmt => StmtKind::Turn {
                seat: self.expr(next(&mut it)),
            },
            Rule::bind_stmt => {
                let card = self.expr(next(&mut it));
                StmtKind::Bind {
                    card,
                    trick: self.expr(next(&mut it)),
                }
            }
            Rule::pay_stmt => {
                let item = self.expr(next(&mut it));
                let side = self.expr(next(&mut it));
                let value = self.expr(next(&mut it));
                let mut rest: Vec<P<'_>> = it.collect();
                let times = if rest.len() >= 2 && rest[1].as_rule() == Rule::expr {
                    Some(self.expr(rest.remove(0)))
                } else {
                    None
                };
                let points = self.expr(rest.remove(0));
                let mut flags = Vec::new();
                let (mut won_if, mut announced_if) = (None, None);
                for f in rest {
                    let fs = self.span(&f);
                    let inner = next(&mut f.into_inner());
                    match inner.as_rule() {
                        Rule::won_if => won_if = Some(self.expr(next(&mut inner.into_inner()))),
                        Rule::announced_if => {
                            announced_if = Some(self.expr(next(&mut inner.into_inner())))
                        }
                        _ => flags.push((
                            match inner.as_str() {
                                "announced" => PayFlag::Announced,
                                "silent" => PayFlag::Silent,
                                "won" => PayFlag::Won,
                                _ => PayFlag::Lost,
                            },
                            fs,
                        )),
                    }
                }
                StmtKind::Pay(Box::new(PayStmt {
                    item,
                    side,
                    value,
                    times,
                    points,
                    flags,
                    won_if,
                    announced_if,
                }))
            }
            Rule::note_stmt => StmtKind::Note {
                text: self.expr(next(&mut it)),
            },
            Rule::unchecked_stmt => StmtKind::Unchecked {
                text: self.expr(next(&mut it)),
            },
            Rule::return_stmt => StmtKind::Return,
            Rule::do_stmt => {
                let name = self.ident(next(&mut it));
                let args = it
                    .next()
                    .map(|a| a.into_inner().map(|e| self.expr(e)).collect())
                    .unwrap_or_default();
                StmtKind::Do { name, args }
            }
            _ => {
                debug_assert!(text.starts_with("ignore"));
                StmtKind::Ignore
            }
        };
        Stmt { kind, span }
    }

    fn if_stmt(&self, mut it: Pairs<'_, Rule>) -> StmtKind {
        let cond = self.expr(next(&mut it));
        let then = self.block(next(&mut it));
        let otherwise = it.next().map(|e| match e.as_rule() {
            Rule::if_stmt => {
                let span = self.span(&e);
                vec![Stmt {
                    kind: self.if_stmt(e.into_inner()),
                    span,
                }]
            }
            _ => self.block(e),
        });
        StmtKind::If {
            cond,
            then,
            otherwise,
        }
    }

    fn expr(&self, p: P<'_>) -> Expr {
        let span = self.span(&p);
        let file = self.file;
        PRATT
            .map_primary(|q| self.primary(q))
            .map_prefix(|op, rhs| {
                let s = Span::new(
                    file,
                    self.offset + op.as_span().start(),
                    rhs.span.end as usize,
                );
                let u = if op.as_rule() == Rule::not_op {
                    UnOp::Not
                } else {
                    UnOp::Neg
                };
                Expr {
                    kind: ExprKind::Unary(u, Box::new(rhs)),
                    span: s,
                }
            })
            .map_postfix(|lhs, op| {
                let s = Span::new(
                    file,
                    lhs.span.start as usize,
                    self.offset + op.as_span().end(),
                );
                let kind = match op.as_rule() {
                    Rule::field_access => {
                        ExprKind::Field(Box::new(lhs), self.ident(next(&mut op.into_inner())))
                    }
                    _ => ExprKind::Index(
                        Box::new(lhs),
                        Box::new(self.expr(next(&mut op.into_inner()))),
                    ),
                };
                Expr { kind, span: s }
            })
            .map_infix(|lhs, op, rhs| {
                let s = Span::new(file, lhs.span.start as usize, rhs.span.end as usize);
                let b = match op.as_rule() {
                    Rule::or_op => BinOp::Or,
                    Rule::and_op => BinOp::And,
                    Rule::eq => BinOp::Eq,
                    Rule::ne => BinOp::Ne,
                    Rule::lt => BinOp::Lt,
                    Rule::le => BinOp::Le,
                    Rule::gt => BinOp::Gt,
                    Rule::ge => BinOp::Ge,
                    Rule::in_op => BinOp::In,
                    Rule::not_in => BinOp::NotIn,
                    Rule::plus => BinOp::Add,
                    Rule::minus => BinOp::Sub,
                    Rule::star => BinOp::Mul,
                    Rule::slash => BinOp::Div,
                    Rule::percent => BinOp::Rem,
                    _ => BinOp::Inter,
                };
                Expr {
                    kind: ExprKind::Binary(b, Box::new(lhs), Box::new(rhs)),
                    span: s,
                }
            })
            .parse(p.into_inner())
            .with_span(span)
    }

    fn primary(&self, p: P<'_>) -> Expr {
        let span = self.span(&p);
        let rule = p.as_rule();
        let text = p.as_str();
        let kind = match rule {
            Rule::expr => return self.expr(p),
            Rule::int => ExprKind::Int(self.int(p).0),
            Rule::boolean => ExprKind::Bool(text == "true"),
            Rule::none => ExprKind::None,
            Rule::string => ExprKind::Str(self.string(p).text),
            Rule::card_or_suit => ExprKind::Token(text.to_string()),
            Rule::ident => ExprKind::Name(text.to_string()),
            Rule::if_expr => {
                let mut it = p.into_inner();
                let c = self.expr(next(&mut it));
                let a = self.expr(next(&mut it));
                let b = self.expr(next(&mut it));
                ExprKind::If(Box::new(c), Box::new(a), Box::new(b))
            }
            Rule::table_expr => {
                let mut it = p.into_inner();
                let subject = self.expr(next(&mut it));
                let arms = it
                    .map(|arm| {
                        let aspan = self.span(&arm);
                        let mut ai = arm.into_inner();
                        let k = next(&mut ai);
                        let key = match k.as_rule() {
                            Rule::table_else => TableKey::Else,
                            Rule::table_range => {
                                let mut ri = k.into_inner();
                                TableKey::Range(
                                    self.int(next(&mut ri)).0,
                                    self.int(next(&mut ri)).0,
                                )
                            }
                            Rule::table_cmp => {
                                let mut ci = k.into_inner();
                                let op = match next(&mut ci).as_rule() {
                                    Rule::le => BinOp::Le,
                                    Rule::ge => BinOp::Ge,
                                    Rule::lt => BinOp::Lt,
                                    Rule::gt => BinOp::Gt,
                                    Rule::ne => BinOp::Ne,
                                    _ => BinOp::Eq,
                                };
                                TableKey::Cmp(op, self.expr(next(&mut ci)))
                            }
                            _ => TableKey::Value(self.expr(k)),
                        };
                        TableArm {
                            key,
                            value: self.expr(next(&mut ai)),
                            span: aspan,
                        }
                    })
                    .collect();
                ExprKind::Table(Box::new(subject), arms)
            }
            Rule::comprehension => {
                let base = p.as_span().start();
                let mut it = p.into_inner();
                let q = match next(&mut it).as_str() {
                    "count" => Quantifier::Count,
                    "sum" => Quantifier::Sum,
                    "all" => Quantifier::All,
                    "any" => Quantifier::Any,
                    "max" => Quantifier::Max,
                    "min" => Quantifier::Min,
                    "first" => Quantifier::First,
                    "collect" => Quantifier::Collect,
                    _ => Quantifier::Per,
                };
                let var = self.ident(next(&mut it));
                let over_pair = next(&mut it);
                let over_end = over_pair.as_span().end();
                let over = Box::new(self.expr(over_pair));
                let rest_pairs: Vec<P<'_>> = it.collect();
                // `where F : B`, `where F`, or `: B`: the word between the
                // collection and the next part says which (a `where` of a
                // comprehension nested in the body does not count).
                let has_where = rest_pairs.first().is_some_and(|r| {
                    text.get(over_end - base..r.as_span().start() - base)
                        .is_some_and(|between| between.contains("where"))
                });
                let rest: Vec<Expr> = rest_pairs.into_iter().map(|e| self.expr(e)).collect();
                let (filter, body) = match (rest.len(), has_where) {
                    (2, _) => (
                        Some(Box::new(rest[0].clone())),
                        Some(Box::new(rest[1].clone())),
                    ),
                    (1, true) => (Some(Box::new(rest[0].clone())), None),
                    (1, false) => (None, Some(Box::new(rest[0].clone()))),
                    _ => (None, None),
                };
                ExprKind::Comp {
                    quantifier: q,
                    var,
                    over,
                    filter,
                    body,
                }
            }
            Rule::call => {
                let mut it = p.into_inner();
                let name = self.ident(next(&mut it));
                let args = it
                    .next()
                    .map(|a| a.into_inner().map(|e| self.expr(e)).collect())
                    .unwrap_or_default();
                ExprKind::Call(name, args)
            }
            Rule::set_lit => ExprKind::Set(p.into_inner().map(|e| self.expr(e)).collect()),
            Rule::list_lit => ExprKind::List(p.into_inner().map(|e| self.expr(e)).collect()),
            _ => ExprKind::None,
        };
        Expr { kind, span }
    }
}

trait WithSpan {
    fn with_span(self, span: Span) -> Self;
}

impl WithSpan for Expr {
    /// A whole expression keeps the span of its rule (parenthesised forms
    /// included) when it is a bare primary.
    fn with_span(self, _span: Span) -> Expr {
        self
    }
}

/// The next child of a node; the grammar guarantees it, so a missing one
/// is an internal error turned into an empty node rather than a panic.
fn next<'a>(it: &mut Pairs<'a, Rule>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

fn next_peek<'a>(it: &mut std::iter::Peekable<Pairs<'a, Rule>>) -> P<'a> {
    match it.next() {
        Some(p) => p,
        None => empty_pair(),
    }
}

/// An empty `ident` pair, standing in for a child the grammar guarantees.
fn empty_pair<'a>() -> P<'a> {
    static EMPTY: LazyLock<String> = LazyLock::new(|| "x".to_string());
    match SkusParser::parse(Rule::ident, EMPTY.as_str())
        .ok()
        .and_then(|mut p| p.next())
    {
        Some(p) => p,
        None => unreachable_pair(),
    }
}

#[cold]
fn unreachable_pair<'a>() -> P<'a> {
    // `x` is an identifier; parsing it cannot fail.
    panic!("the grammar no longer accepts `x` as an identifier")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_ok(text: &str) -> Vec<Decl> {
        match parse(text, 0) {
            Ok(d) => d,
            Err(e) => panic!("{}", e.message),
        }
    }

    fn expr(text: &str) -> Expr {
        let decls = parse_ok(&format!("param x: int = {text}"));
        match &decls[0].kind {
            DeclKind::Param { value, .. } => value.clone(),
            k => panic!("{k:?}"),
        }
    }

    fn show(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Int(n) => n.to_string(),
            ExprKind::Name(n) | ExprKind::Token(n) => n.clone(),
            ExprKind::Unary(op, a) => format!("({op:?} {})", show(a)),
            ExprKind::Binary(op, a, b) => format!("({} {} {})", show(a), op.symbol(), show(b)),
            ExprKind::Field(a, f) => format!("{}.{}", show(a), f.name),
            ExprKind::Call(f, args) => format!(
                "{}({})",
                f.name,
                args.iter().map(show).collect::<Vec<_>>().join(", ")
            ),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn precedence() {
        assert_eq!(show(&expr("1 + 2 * 3")), "(1 + (2 * 3))");
        assert_eq!(show(&expr("a or b and c")), "(a or (b and c))");
        assert_eq!(show(&expr("not a in b")), "(Not (a in b))");
        assert_eq!(show(&expr("a - b - c")), "((a - b) - c)");
        assert_eq!(show(&expr("-x.rank + 1")), "((Neg x.rank) + 1)");
        assert_eq!(show(&expr("hand(s) & birds")), "(hand(s) & birds)");
        assert_eq!(
            show(&expr("c not in birds and x")),
            "((c not in birds) and x)"
        );
        assert_eq!(show(&expr("calls-king")), "calls-king");
        assert_eq!(show(&expr("a-b - 1")), "(a-b - 1)");
    }

    #[test]
    fn comprehensions_and_tables() {
        match expr("count(s in seats where s != d)").kind {
            ExprKind::Comp {
                quantifier: Quantifier::Count,
                filter: Some(_),
                body: None,
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("sum(c in cs: face(c))").kind {
            ExprKind::Comp {
                quantifier: Quantifier::Sum,
                filter: None,
                body: Some(_),
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("table n { >= 13: 40, 11..12: 50, else: 60 }").kind {
            ExprKind::Table(_, arms) => assert_eq!(arms.len(), 3),
            k => panic!("{k:?}"),
        }
        assert_eq!(show(&expr("count(hand)")), "count(hand)");
    }

    #[test]
    fn syntax_errors_say_what_was_expected() {
        let e = parse("group birds = {I, XXI,", 0).unwrap_err();
        assert!(e.message.starts_with("expected "), "{}", e.message);
        let e = parse("rule foo \"x\"", 0).unwrap_err();
        assert!(e.message.contains("rule id"), "{}", e.message);
    }

    #[test]
    fn a_where_nested_in_the_body_is_the_body_s() {
        // The body holds a comprehension with `where`; the outer one has
        // none (and `where` on its own line is still a filter).
        match expr("per(s in seats: sum(o in seats where o != s: 1))").kind {
            ExprKind::Comp {
                filter: None,
                body: Some(_),
                ..
            } => {}
            k => panic!("{k:?}"),
        }
        match expr("count(s in seats\n  where s != d)").kind {
            ExprKind::Comp {
                filter: Some(_),
                body: None,
                ..
            } => {}
            k => panic!("{k:?}"),
        }
    }
}
