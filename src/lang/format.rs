//! `skus fmt` for specs: the canonical layout of a `.rules` file.
//!
//! The layout is the indentation: two spaces a level, the level set by the
//! brackets open before the line and by what the line continues. What
//! stands on a line is kept as written (its words, its spacing, its
//! comment), so formatting never changes what a spec says; lines lose
//! their trailing blanks, runs of blank lines become one, the file has no
//! blank lines at its ends and ends with one line end.
//!
//! The level of a line:
//!
//! - a line that starts with closing brackets stands at the level of the
//!   line that opened the first of them;
//! - inside the brackets of an expression (`(`, `[`, a set or a table's
//!   `{`), one level deeper than the line that opened them;
//! - inside a declaration's block (a handler's statements, a contract's
//!   fields, a standings' items) or at the top, one level deeper than the
//!   line that opened it (none at the top); and one more when the line
//!   goes on with what the line before began: its first word is no word a
//!   declaration, a statement or an item starts with (`source "…"` after a
//!   rule, `else renonce …` after a `require`, an operand after an
//!   operator), or the line before ends with an operator, `=` or `->`.
//!
//! A string that runs over a line end is kept as it is, up to its end.

/// What an open bracket holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Holds {
    /// Statements, fields or items, a line each; `record`: fields or items
    /// (a contract, an announcement, a standings declaration or stage).
    Lines { record: bool },
    /// An expression.
    Expression,
}

/// Words that start a declaration.
pub const DECLARATIONS: &[&str] = &[
    "variant",
    "extends",
    "rule",
    "param",
    "enum",
    "group",
    "fn",
    "var",
    "deck",
    "seat",
    "deal",
    "contract",
    "announcement",
    "on",
    "settle",
    "match",
    "action",
    "pass",
    "override",
    "standings",
];

/// Words that start a statement.
const STATEMENTS: &[&str] = &[
    "require",
    "fail",
    "narrow",
    "let",
    "set",
    "add",
    "remove",
    "if",
    "for",
    "goto",
    "turn",
    "bind",
    "pay",
    "note",
    "unchecked",
    "ignore",
    "return",
    "do",
];

/// Words that start an item of a standings declaration or stage.
pub const ITEMS: &[&str] = &[
    "sheets",
    "rows",
    "broken",
    "partners",
    "stage",
    "games",
    "units",
    "from",
    "score",
    "ties",
    "tie-break",
    "ranked",
];

/// Declarations whose `{` holds fields or items, a line each.
const RECORDS: &[&str] = &["contract", "announcement", "standings", "stage", "enum"];

/// The first word of a line (letters, digits, `-`, `_`).
fn first_word(line: &str) -> &str {
    let end = line
        .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    &line[..end]
}

/// The code of a line without its comment, and the brackets it opens and
/// closes, reading strings as they run on from the line before: (the
/// brackets in order, whether a string is still open at the end).
fn scan(line: &str, mut in_string: bool) -> (Vec<char>, bool, usize) {
    let mut brackets = Vec::new();
    let mut escaped = false;
    let mut code_end = line.len();
    for (i, c) in line.char_indices() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '#' => {
                code_end = i;
                break;
            }
            '{' | '(' | '[' | '}' | ')' | ']' => brackets.push(c),
            _ => {}
        }
    }
    (brackets, in_string, code_end)
}

/// Whether the code of a line leaves its expression open: it ends with an
/// operator, `=`, `->`, `,` or `:`.
fn ends_open(code: &str) -> bool {
    let code = code.trim_end();
    let words = ["and", "or", "not", "in", "then", "else", "where"];
    code.ends_with(['=', '+', '-', '*', '/', '%', '&', '<', '>', ',', ':'])
        || words.iter().any(|w| {
            code.strip_suffix(w)
                .is_some_and(|rest| rest.is_empty() || rest.ends_with([' ', '\t', '(', ')']))
        })
}

/// Whether a line starts something of its own where lines stand (a
/// declaration at the top, a statement, a field or an item in a block).
fn starts_a_line(trimmed: &str, top: bool, record: bool) -> bool {
    if trimmed.starts_with('#') || trimmed.starts_with('}') {
        return true;
    }
    let w = first_word(trimmed);
    if top {
        return DECLARATIONS.contains(&w);
    }
    if record {
        // A field (`name value`), an item, or a nested stage.
        return !w.is_empty() && !["else", "then", "and", "or"].contains(&w);
    }
    STATEMENTS.contains(&w)
        || ITEMS.contains(&w)
        || w == "on"
        || (w == "else" && {
            let rest = trimmed[4..].trim_start();
            rest.starts_with('{') || rest.starts_with("if ")
        })
}

/// Formats a spec's text.
pub fn format(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    // Open brackets: what each holds, and the level of the line that opened it.
    let mut open: Vec<(Holds, usize)> = Vec::new();
    let mut in_string = false;
    let mut blank_run = 0usize;
    // The level of the last line that started something, and whether the
    // code line before left its expression open.
    let mut last_start: usize = 0;
    let mut open_end = false;
    let mut first_line = true;
    // The first word of the line that started the statement or declaration.
    let mut start_word = String::new();
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if in_string {
            // Inside a string that runs over the line end: as written
            // (but for the blanks after it, where it ends on this line).
            let (_, still, _) = scan(raw, true);
            out.push_str(if still { raw } else { raw.trim_end() });
            out.push('\n');
            in_string = still;
            continue;
        }
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            blank_run += 1;
            continue;
        }
        if blank_run > 0 && !first_line {
            out.push('\n');
        }
        blank_run = 0;
        first_line = false;
        let (brackets, still, code_end) = scan(trimmed, false);
        let code = &trimmed[..code_end.min(trimmed.len())];
        // Closing brackets the line starts with.
        let leading_closers = trimmed
            .chars()
            .take_while(|c| matches!(c, '}' | ')' | ']' | ' '))
            .filter(|c| *c != ' ')
            .count();
        let level = if leading_closers > 0 {
            let at = open.len().saturating_sub(leading_closers);
            open.get(at).map_or(0, |(_, l)| *l)
        } else {
            match open.last() {
                Some((Holds::Expression, l)) => l + 1,
                Some((Holds::Lines { record }, l)) => {
                    let record = *record;
                    let base = l + 1;
                    if open_end || !starts_a_line(trimmed, false, record) {
                        last_start.max(base) + 1
                    } else {
                        base
                    }
                }
                None => {
                    if open_end || !starts_a_line(trimmed, true, false) {
                        last_start + 1
                    } else {
                        0
                    }
                }
            }
        };
        let continuation = leading_closers == 0
            && match open.last() {
                Some((Holds::Expression, _)) => false,
                Some((Holds::Lines { .. }, l)) => level > l + 1,
                None => level > 0,
            };
        if !continuation {
            last_start = level;
            start_word = first_word(trimmed.trim_start_matches(['}', ' '])).to_string();
            if start_word == "override" {
                start_word = first_word(
                    trimmed.trim_start_matches(['}', ' '])["override".len()..].trim_start(),
                )
                .to_string();
            }
        }
        for _ in 0..level {
            out.push_str("  ");
        }
        out.push_str(trimmed);
        out.push('\n');
        // The brackets of the line, in order; a `{` opens a block by what
        // the statement is (its first line's first word).
        let first = if continuation {
            start_word.as_str()
        } else {
            first_word(trimmed.trim_start_matches(['}', ')', ']', ' ']))
        };
        for b in brackets {
            match b {
                '{' => {
                    // A block opened on a continuation line belongs to
                    // the statement that line continues.
                    if is_block_opener(first, code) {
                        // Fields or items: by the word the opening line
                        // starts with (after `}` and `override`).
                        let t = trimmed.trim_start_matches(['}', ' ']);
                        let t = t.strip_prefix("override ").unwrap_or(t);
                        let record = RECORDS.contains(&first_word(t));
                        open.push((Holds::Lines { record }, last_start.min(level)));
                    } else {
                        open.push((Holds::Expression, level));
                    }
                }
                '(' | '[' => open.push((Holds::Expression, level)),
                _ => {
                    open.pop();
                }
            }
        }
        in_string = still;
        open_end = ends_open(code) && !code.trim_end().ends_with('{');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    if out.is_empty() {
        return out;
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// Whether a `{` on a line that starts with `first` opens a block of lines
/// (a handler, an action, the settlement, an `if`, `for` or `else`, a
/// record or a standings' items) rather than a set or a table.
fn is_block_opener(first: &str, code: &str) -> bool {
    let code = code.trim_end();
    if !code.ends_with('{') {
        return false;
    }
    let before = code[..code.len() - 1].trim_end();
    let expression_brace = before.ends_with('=')
        || before.ends_with(',')
        || before.ends_with('(')
        || before.ends_with(':')
        || before.contains(" table ")
        || before.starts_with("table ");
    if expression_brace {
        return false;
    }
    let w = if first == "override" {
        first_word(code["override".len()..].trim_start())
    } else {
        first
    };
    RECORDS.contains(&w)
        || ["on", "action", "settle", "if", "for", "else", ""].contains(&w)
        || DECLARATIONS.contains(&w)
        || ITEMS.contains(&w)
}

/// The text without any whitespace: what formatting must keep.
pub fn without_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indentation_follows_blocks_and_continuations() {
        let messy = "variant demo \"x\"   \n\n\n\nrule demo.a.b \"t\"\nsource \"s\"\nfn f(c: card) -> int =\nif c in low then 5 else 1\non play c: card {\nrequire c in hand(speaker)\nelse renonce demo.a.b stands \"no\"\nif led != none {\nnarrow allowed to hand(speaker) & suit(led) by demo.a.b\n} else {\nturn next(speaker)\n}\n}\ncontract plain \"Plain\" {\nrank 1  value 2\n}\n";
        let want = "variant demo \"x\"\n\nrule demo.a.b \"t\"\n  source \"s\"\nfn f(c: card) -> int =\n  if c in low then 5 else 1\non play c: card {\n  require c in hand(speaker)\n    else renonce demo.a.b stands \"no\"\n  if led != none {\n    narrow allowed to hand(speaker) & suit(led) by demo.a.b\n  } else {\n    turn next(speaker)\n  }\n}\ncontract plain \"Plain\" {\n  rank 1  value 2\n}\n";
        assert_eq!(format(messy), want);
        assert_eq!(format(want), want, "a fixed point");
    }

    #[test]
    fn expression_brackets_and_tables_indent_their_lines() {
        let text = "fn made(a: announcement) -> bool =\ntable a.wins {\nall-low: count(x) == 0,\ncaught: any(t in tricks where XXI in t.cards:\non-side(t.winner)),\nelse: false\n}\n";
        let want = "fn made(a: announcement) -> bool =\n  table a.wins {\n    all-low: count(x) == 0,\n    caught: any(t in tricks where XXI in t.cards:\n      on-side(t.winner)),\n    else: false\n  }\n";
        assert_eq!(format(text), want);
        assert_eq!(format(want), want);
    }

    #[test]
    fn strings_over_line_ends_and_comments_are_kept() {
        let text = "rule a.b.c \"one\ntwo  \n  three\" # note  \n   # a comment\nparam p: int = 1   # why\r\n";
        let got = format(text);
        assert_eq!(
            got,
            "rule a.b.c \"one\ntwo  \n  three\" # note\n# a comment\nparam p: int = 1   # why\n"
        );
        assert_eq!(without_whitespace(&got), without_whitespace(text));
        assert_eq!(format(&got), got);
    }

    #[test]
    fn empty_and_blank_texts() {
        assert_eq!(format(""), "");
        assert_eq!(format("\n\n  \n"), "");
    }
}
