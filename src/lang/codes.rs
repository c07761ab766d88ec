//! The stable code of every kind of spec error (`S` and four digits), so
//! that tests and tools match codes and places rather than wording. Codes
//! are grouped by stage; a code once given keeps its meaning (a retired
//! code is not reused).
//!
//! A diagnostic gets its code where it is made:
//! `Diagnostic::new(…).with_code(codes::UNKNOWN_NAME)`.

// S01xx: reading the text

/// The text does not follow the grammar: something else was expected here.
pub const SYNTAX: &str = "S0101";
/// A string is never closed.
pub const UNCLOSED_STRING: &str = "S0102";
/// A keyword stands where a name is wanted.
pub const KEYWORD_AS_NAME: &str = "S0103";
/// The spec could not be read at all.
pub const UNREADABLE: &str = "S0104";
/// An interpolation or expression is empty.
pub const EMPTY_EXPRESSION: &str = "S0105";
/// A `{` in a text is never closed.
pub const UNCLOSED_INTERPOLATION: &str = "S0106";
/// A number literal is too large.
pub const NUMBER_TOO_LARGE: &str = "S0107";
// S02xx: names and what they resolve to

/// A name is not defined.
pub const UNKNOWN_NAME: &str = "S0201";
/// A called function is not defined.
pub const UNKNOWN_FUNCTION: &str = "S0202";
/// A written type does not exist.
pub const UNKNOWN_TYPE: &str = "S0203";
/// A `do` names no action.
pub const UNKNOWN_ACTION: &str = "S0204";
/// A `set` names no variable.
pub const UNKNOWN_VARIABLE: &str = "S0205";
/// A violation names no finding kind.
pub const UNKNOWN_FINDING_KIND: &str = "S0206";
/// A value has no field of that name.
pub const UNKNOWN_FIELD: &str = "S0207";
/// A value of this type has no fields at all.
pub const NO_FIELDS: &str = "S0208";
/// A name is defined twice in the common namespace.
pub const ALREADY_DEFINED: &str = "S0209";
/// A name is already a function.
pub const ALREADY_A_FUNCTION: &str = "S0210";
/// A function takes the name of a builtin.
pub const BUILTIN_REDEFINED: &str = "S0211";
/// One file declares the same thing twice.
pub const DECLARED_TWICE: &str = "S0212";
/// An enum lists a name twice.
pub const ENUM_NAME_TWICE: &str = "S0213";
/// A function is used without its arguments.
pub const FUNCTION_AS_VALUE: &str = "S0214";
/// A token is neither a card nor a suit.
pub const UNKNOWN_TOKEN: &str = "S0215";
/// A card literal is not in the variant's deck.
pub const CARD_NOT_IN_DECK: &str = "S0216";
/// A seat number outside 1 to 4.
pub const NO_SUCH_SEAT: &str = "S0217";
/// A trick number past the last trick of a game.
pub const NO_SUCH_TRICK: &str = "S0218";
// S03xx: types

/// An expression has another type than the one wanted.
pub const TYPE_MISMATCH: &str = "S0301";
/// A value that is neither a list nor scores is indexed.
pub const NOT_INDEXABLE: &str = "S0302";
/// An index is neither a number nor a seat.
pub const BAD_INDEX: &str = "S0303";
/// The branches of an `if` have different types.
pub const BRANCHES_DIFFER: &str = "S0304";
/// A set or list literal holds a value of another type.
pub const ELEMENT_TYPE: &str = "S0305";
/// An operator does not apply to its operands' types.
pub const OPERATOR_TYPES: &str = "S0306";
/// A call has the wrong number of arguments.
pub const ARGUMENT_COUNT: &str = "S0307";
/// A builtin's argument is of a kind it does not take.
pub const ARGUMENT_TYPE: &str = "S0308";
/// A comprehension or `for` goes through something that is no collection.
pub const NOT_A_COLLECTION: &str = "S0309";
/// `per` goes through something other than seats.
pub const PER_NOT_SEATS: &str = "S0310";
/// A comprehension lacks the value or condition it needs.
pub const MISSING_VALUE: &str = "S0311";
/// `none` alone stands where its type cannot be known.
pub const UNTYPED_NONE: &str = "S0312";
/// `add`/`remove` of a value the collection cannot hold.
pub const ADD_REMOVE_TYPES: &str = "S0313";
/// A settlement item is named by something other than a text, contract or announcement.
pub const ITEM_NAME_TYPE: &str = "S0314";
/// A table arm's key is of another type than the table looks up.
pub const TABLE_KEY_TYPE: &str = "S0315";
/// The arms of a table give different types.
pub const TABLE_ARMS_DIFFER: &str = "S0316";
/// A table may match no arm and has no `else`.
pub const TABLE_WITHOUT_ELSE: &str = "S0317";
/// A range type is empty.
pub const EMPTY_RANGE: &str = "S0318";
/// A record field has different types in different records.
pub const FIELD_TYPES_DIFFER: &str = "S0319";
/// Something that is not a variable of the game is changed.
pub const NOT_ASSIGNABLE: &str = "S0320";
/// `hands` is set whole instead of one seat at a time.
pub const HANDS_BY_SEAT: &str = "S0321";
/// `narrow` of something that is not a set of cards.
pub const NARROW_NOT_CARDS: &str = "S0322";
/// `narrow` of something that is not a local set of cards.
pub const NARROW_NOT_LOCAL: &str = "S0323";
/// A `narrowed` violation without a narrowed set in its condition.
pub const NARROWED_WITHOUT_SET: &str = "S0324";
/// A word's number argument has no range.
pub const WORD_NUMBER_RANGE: &str = "S0325";
/// A word's argument is of a type words cannot carry.
pub const WORD_ARGUMENT_TYPE: &str = "S0326";
/// A played card is bound as something other than a `card`.
pub const PLAYED_CARD_TYPE: &str = "S0327";
/// A said word is bound as something it cannot be.
pub const SAID_WORD_TYPE: &str = "S0328";
/// A hook function (`trick_winner`, `preset`, …) has the wrong signature.
pub const HOOK_SIGNATURE: &str = "S0329";
/// A table is keyed by something other than announcements, contracts or an enum.
pub const TABLE_KEY: &str = "S0330";
// S04xx: the spec as a whole: variant, rules, deal, bases, records

/// A rule id is not declared.
pub const UNKNOWN_RULE: &str = "S0401";
/// A rule id does not start with the variant's id.
pub const FOREIGN_RULE: &str = "S0402";
/// The spec and its bases do not name the variant.
pub const NO_VARIANT: &str = "S0403";
/// The deal needs more cards than one pack has.
pub const DEAL_TOO_LARGE: &str = "S0404";
/// The deal does not deal the deck exactly.
pub const DEAL_NOT_DECK: &str = "S0405";
/// A match of fewer than one game.
pub const MATCH_WITHOUT_GAMES: &str = "S0406";
/// An `extends` names no spec that can be found.
pub const BASE_NOT_FOUND: &str = "S0407";
/// An `extends` names a file a spec may not read.
pub const BASE_REFUSED: &str = "S0408";
/// Specs extend each other round in a circle.
pub const EXTENDS_CIRCLE: &str = "S0409";
/// A contract or announcement lacks a field the others have.
pub const RECORD_FIELD_MISSING: &str = "S0410";
/// Two contracts are said with the same word.
pub const CONTRACT_WORD_TAKEN: &str = "S0411";
/// Contracts are declared but no handler binds one.
pub const NO_CONTRACT_PLAYABLE: &str = "S0412";
/// Two contracts have the same rank.
pub const SAME_RANK: &str = "S0413";
/// Announcements raise each other round in a circle.
pub const RAISES_CIRCLE: &str = "S0414";
/// An announcement both raises and excludes another.
pub const RAISES_AND_EXCLUDES: &str = "S0415";
/// An announcement raises one worth more than itself.
pub const RAISE_WORTH_LESS: &str = "S0416";
/// The spec plays tricks but has no `trick_winner`.
pub const NO_TRICK_WINNER: &str = "S0417";
/// A standings stage takes its entrants from no earlier stage.
pub const STAGE_UNKNOWN: &str = "S0418";
/// A standings count of nothing: `top 0`, `of 0 games`.
pub const STANDINGS_COUNT: &str = "S0419";
/// Partners name a seat twice.
pub const PARTNERS_SEAT_TWICE: &str = "S0420";
/// A word said in a game (a contract's, an announcement's, a handler's) is
/// not one a PTN record can hold.
pub const WORD_NOT_PTN: &str = "S0421";
// S05xx: handlers, the settlement, constants and the flow of calls

/// A pass word is declared for a section without word handlers.
pub const NO_PASS_HANDLERS: &str = "S0501";
/// A pass word is answered only by the catch-all.
pub const PASS_NOT_HANDLED: &str = "S0502";
/// A handler comes after one that takes every word.
pub const HANDLER_UNREACHABLE: &str = "S0503";
/// A section has no handler for words it does not know.
pub const NO_CATCH_ALL: &str = "S0504";
/// The settlement uses what belongs to an event.
pub const EVENT_IN_SETTLEMENT: &str = "S0505";
/// `narrow` stands in an action instead of the event's handler.
pub const NARROW_IN_ACTION: &str = "S0506";
/// `pay` stands outside the settlement.
pub const PAY_OUTSIDE_SETTLEMENT: &str = "S0507";
/// A function calls itself, directly or through others.
pub const FUNCTION_RECURSION: &str = "S0508";
/// An action runs itself, directly or through others.
pub const ACTION_RECURSION: &str = "S0509";
/// A constant uses the game or a variable.
pub const NOT_CONSTANT: &str = "S0510";
/// A constant cannot be evaluated before the game.
pub const CONSTANT_NEEDS_GAME: &str = "S0511";
// S06xx: limits and budgets

/// The records have more fields than allowed.
pub const TOO_MANY_FIELDS: &str = "S0601";
/// A spec declares more of one kind than can be numbered.
pub const TOO_MANY_DECLARATIONS: &str = "S0602";
/// The chain of `extends` is too long or reads too many files.
pub const TOO_MANY_BASES: &str = "S0603";
/// An enum has more names than can be numbered.
pub const ENUM_TOO_LARGE: &str = "S0604";
/// A word or announcement has too many combinations of arguments to list.
pub const TOO_MANY_COMBINATIONS: &str = "S0605";
/// One body has more local names than can be numbered.
pub const TOO_MANY_LOCALS: &str = "S0606";
/// The spec is too large or intricate for the parser's budget.
pub const PARSE_BUDGET: &str = "S0607";
/// Brackets, blocks or expressions nest too deep.
pub const NESTED_TOO_DEEP: &str = "S0608";
/// An expression has too many parts.
pub const EXPRESSION_TOO_LONG: &str = "S0609";
/// Evaluating a constant failed: an overflow, a budget used up, a division by zero.
pub const CONSTANT_EVALUATION: &str = "S0610";

// S07xx: overlays: a spec that extends another

/// A declaration collides with a base's without `override`.
pub const OVERRIDE_NEEDED: &str = "S0701";
/// An `override` replaces nothing a base declares.
pub const OVERRIDES_NOTHING: &str = "S0702";
/// An `override` changes the type or the parameters of what it replaces.
pub const OVERRIDE_CHANGES_TYPE: &str = "S0703";
/// An `override` of a contract or announcement sets a field no base record has.
pub const OVERRIDE_UNKNOWN_FIELD: &str = "S0704";
/// `super` stands outside a function or action that overrides one.
pub const SUPER_OUTSIDE_OVERRIDE: &str = "S0705";
// S08xx: warnings: the spec checks, but something in it is likely a mistake

/// A parameter is declared but used nowhere.
pub const UNUSED_PARAMETER: &str = "S0801";
/// An announcement no expression names (no list, rule or handler).
pub const UNUSED_ANNOUNCEMENT: &str = "S0802";
/// Two records share a value of a field whose values are otherwise distinct.
pub const SHARED_KEY: &str = "S0803";
/// A say handler never runs: an earlier one takes all its words.
pub const HANDLER_SHADOWED: &str = "S0804";

/// Every code with its meaning, in order.
pub const ALL: &[(&str, &str)] = &[
    (
        SYNTAX,
        "the text does not follow the grammar: something else was expected here",
    ),
    (UNCLOSED_STRING, "a string is never closed"),
    (KEYWORD_AS_NAME, "a keyword stands where a name is wanted"),
    (UNREADABLE, "the spec could not be read at all"),
    (EMPTY_EXPRESSION, "an interpolation or expression is empty"),
    (UNCLOSED_INTERPOLATION, "a `{` in a text is never closed"),
    (NUMBER_TOO_LARGE, "a number literal is too large"),
    (UNKNOWN_NAME, "a name is not defined"),
    (UNKNOWN_FUNCTION, "a called function is not defined"),
    (UNKNOWN_TYPE, "a written type does not exist"),
    (UNKNOWN_ACTION, "a `do` names no action"),
    (UNKNOWN_VARIABLE, "a `set` names no variable"),
    (UNKNOWN_FINDING_KIND, "a violation names no finding kind"),
    (UNKNOWN_FIELD, "a value has no field of that name"),
    (NO_FIELDS, "a value of this type has no fields at all"),
    (
        ALREADY_DEFINED,
        "a name is defined twice in the common namespace",
    ),
    (ALREADY_A_FUNCTION, "a name is already a function"),
    (BUILTIN_REDEFINED, "a function takes the name of a builtin"),
    (DECLARED_TWICE, "one file declares the same thing twice"),
    (ENUM_NAME_TWICE, "an enum lists a name twice"),
    (
        FUNCTION_AS_VALUE,
        "a function is used without its arguments",
    ),
    (UNKNOWN_TOKEN, "a token is neither a card nor a suit"),
    (
        CARD_NOT_IN_DECK,
        "a card literal is not in the variant's deck",
    ),
    (NO_SUCH_SEAT, "a seat number outside 1 to 4"),
    (
        NO_SUCH_TRICK,
        "a trick number past the last trick of a game",
    ),
    (
        TYPE_MISMATCH,
        "an expression has another type than the one wanted",
    ),
    (
        NOT_INDEXABLE,
        "a value that is neither a list, scores nor a table is indexed",
    ),
    (
        BAD_INDEX,
        "an index is neither a number nor a seat, or not the key of its table",
    ),
    (
        BRANCHES_DIFFER,
        "the branches of an `if` have different types",
    ),
    (
        ELEMENT_TYPE,
        "a set or list literal holds a value of another type",
    ),
    (
        OPERATOR_TYPES,
        "an operator does not apply to its operands' types",
    ),
    (ARGUMENT_COUNT, "a call has the wrong number of arguments"),
    (
        ARGUMENT_TYPE,
        "a builtin's argument is of a kind it does not take",
    ),
    (
        NOT_A_COLLECTION,
        "a comprehension or `for` goes through something that is no collection",
    ),
    (
        PER_NOT_SEATS,
        "`per` goes through something other than seats",
    ),
    (
        MISSING_VALUE,
        "a comprehension lacks the value or condition it needs",
    ),
    (
        UNTYPED_NONE,
        "`none` alone stands where its type cannot be known",
    ),
    (
        ADD_REMOVE_TYPES,
        "`add`/`remove` of a value the collection cannot hold",
    ),
    (
        ITEM_NAME_TYPE,
        "a settlement item is named by something other than a text, contract or announcement",
    ),
    (
        TABLE_KEY_TYPE,
        "a table arm's key is of another type than the table looks up",
    ),
    (
        TABLE_ARMS_DIFFER,
        "the arms of a table give different types",
    ),
    (
        TABLE_WITHOUT_ELSE,
        "a table may match no arm and has no `else`",
    ),
    (EMPTY_RANGE, "a range type is empty"),
    (
        FIELD_TYPES_DIFFER,
        "a record field has different types in different records",
    ),
    (
        NOT_ASSIGNABLE,
        "something that is not a variable of the game is changed",
    ),
    (
        HANDS_BY_SEAT,
        "`hands` is set whole instead of one seat at a time",
    ),
    (
        NARROW_NOT_CARDS,
        "`narrow` of something that is not a set of cards",
    ),
    (
        NARROW_NOT_LOCAL,
        "`narrow` of something that is not a local set of cards",
    ),
    (
        NARROWED_WITHOUT_SET,
        "a `narrowed` violation without a narrowed set in its condition",
    ),
    (WORD_NUMBER_RANGE, "a word's number argument has no range"),
    (
        WORD_ARGUMENT_TYPE,
        "a word's argument is of a type words cannot carry",
    ),
    (
        PLAYED_CARD_TYPE,
        "a played card is bound as something other than a `card`",
    ),
    (
        SAID_WORD_TYPE,
        "a said word is bound as something it cannot be",
    ),
    (
        HOOK_SIGNATURE,
        "a hook function (`trick_winner`, `preset`, …) has the wrong signature",
    ),
    (
        TABLE_KEY,
        "a table is keyed by something other than announcements, contracts or an enum",
    ),
    (UNKNOWN_RULE, "a rule id is not declared"),
    (
        FOREIGN_RULE,
        "a rule id does not start with the variant's id",
    ),
    (NO_VARIANT, "the spec and its bases do not name the variant"),
    (
        DEAL_TOO_LARGE,
        "the deal needs more cards than one pack has",
    ),
    (DEAL_NOT_DECK, "the deal does not deal the deck exactly"),
    (MATCH_WITHOUT_GAMES, "a match of fewer than one game"),
    (
        BASE_NOT_FOUND,
        "an `extends` names no spec that can be found",
    ),
    (
        BASE_REFUSED,
        "an `extends` names a file a spec may not read",
    ),
    (EXTENDS_CIRCLE, "specs extend each other round in a circle"),
    (
        RECORD_FIELD_MISSING,
        "a contract or announcement lacks a field the others have",
    ),
    (
        CONTRACT_WORD_TAKEN,
        "two contracts are said with the same word",
    ),
    (
        NO_CONTRACT_PLAYABLE,
        "contracts are declared but no handler binds one",
    ),
    (SAME_RANK, "two contracts have the same rank"),
    (
        RAISES_CIRCLE,
        "announcements raise each other round in a circle",
    ),
    (
        RAISES_AND_EXCLUDES,
        "an announcement both raises and excludes another",
    ),
    (
        RAISE_WORTH_LESS,
        "an announcement raises one worth more than itself",
    ),
    (
        NO_TRICK_WINNER,
        "the spec plays tricks but has no `trick_winner`",
    ),
    (
        STAGE_UNKNOWN,
        "a standings stage takes its entrants from no earlier stage",
    ),
    (
        STANDINGS_COUNT,
        "a standings count of nothing: `top 0`, `of 0 games`",
    ),
    (PARTNERS_SEAT_TWICE, "partners name a seat twice"),
    (
        WORD_NOT_PTN,
        "a word said in a game is not one a PTN record can hold",
    ),
    (
        NO_PASS_HANDLERS,
        "a pass word is declared for a section without word handlers",
    ),
    (
        PASS_NOT_HANDLED,
        "a pass word is answered only by the catch-all",
    ),
    (
        HANDLER_UNREACHABLE,
        "a handler comes after one that takes every word",
    ),
    (
        NO_CATCH_ALL,
        "a section has no handler for words it does not know",
    ),
    (
        EVENT_IN_SETTLEMENT,
        "the settlement uses what belongs to an event",
    ),
    (
        NARROW_IN_ACTION,
        "`narrow` stands in an action instead of the event's handler",
    ),
    (
        PAY_OUTSIDE_SETTLEMENT,
        "`pay` stands outside the settlement",
    ),
    (
        FUNCTION_RECURSION,
        "a function calls itself, directly or through others",
    ),
    (
        ACTION_RECURSION,
        "an action runs itself, directly or through others",
    ),
    (NOT_CONSTANT, "a constant uses the game or a variable"),
    (
        CONSTANT_NEEDS_GAME,
        "a constant cannot be evaluated before the game",
    ),
    (TOO_MANY_FIELDS, "the records have more fields than allowed"),
    (
        TOO_MANY_DECLARATIONS,
        "a spec declares more of one kind than can be numbered",
    ),
    (
        TOO_MANY_BASES,
        "the chain of `extends` is too long or reads too many files",
    ),
    (
        ENUM_TOO_LARGE,
        "an enum has more names than can be numbered",
    ),
    (
        TOO_MANY_COMBINATIONS,
        "a word or announcement has too many combinations of arguments to list",
    ),
    (
        TOO_MANY_LOCALS,
        "one body has more local names than can be numbered",
    ),
    (
        PARSE_BUDGET,
        "the spec is too large or intricate for the parser's budget",
    ),
    (
        NESTED_TOO_DEEP,
        "brackets, blocks or expressions nest too deep",
    ),
    (EXPRESSION_TOO_LONG, "an expression has too many parts"),
    (
        CONSTANT_EVALUATION,
        "evaluating a constant failed: an overflow, a budget used up, a division by zero",
    ),
    (
        OVERRIDE_NEEDED,
        "a declaration collides with a base's without `override`",
    ),
    (
        OVERRIDES_NOTHING,
        "an `override` replaces nothing a base declares",
    ),
    (
        OVERRIDE_CHANGES_TYPE,
        "an `override` changes the type or the parameters of what it replaces",
    ),
    (
        OVERRIDE_UNKNOWN_FIELD,
        "an `override` of a contract or announcement sets a field no base record has",
    ),
    (
        SUPER_OUTSIDE_OVERRIDE,
        "`super` stands outside a function or action that overrides one",
    ),
    (
        UNUSED_PARAMETER,
        "warning: a parameter is declared but used nowhere",
    ),
    (
        UNUSED_ANNOUNCEMENT,
        "warning: an announcement no expression names (no list, rule or handler)",
    ),
    (
        SHARED_KEY,
        "warning: two records share a value of a field whose values are otherwise distinct",
    ),
    (
        HANDLER_SHADOWED,
        "warning: a say handler never runs, an earlier one takes all its words",
    ),
];

/// The codes as `spec/LANGUAGE.md` lists them (`tests/lang/generated_docs.rs`
/// compares the list with this).
pub fn markdown() -> String {
    let mut out = String::from("| code | meaning |\n|---|---|\n");
    for (code, meaning) in ALL {
        out.push_str(&format!("| `{code}` | {} |\n", meaning.replace('|', "\\|")));
    }
    out
}

/// The meaning of a code.
pub fn meaning(code: &str) -> Option<&'static str> {
    ALL.iter().find(|(c, _)| *c == code).map(|(_, m)| *m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_well_formed_and_in_order() {
        let mut seen = std::collections::HashSet::new();
        let mut last = "";
        for (code, meaning) in ALL {
            assert!(
                code.len() == 5
                    && code.starts_with('S')
                    && code[1..].chars().all(|c| c.is_ascii_digit()),
                "{code} is not S and four digits"
            );
            assert!(seen.insert(*code), "{code} twice");
            assert!(*code > last, "{code} out of order");
            assert!(&code[3..] != "00", "{code}: a group's codes start at 01");
            assert!(!meaning.is_empty() && !meaning.contains('\n'), "{code}");
            last = code;
        }
    }

    #[test]
    fn every_code_is_given_somewhere() {
        // Each code is used at a diagnostic site of `src/lang`.
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang");
        let mut text = String::new();
        let mut stack = vec![dir];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("codes.rs") {
                    text.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
                }
            }
        }
        let names: Vec<&str> = SOURCE
            .lines()
            .filter_map(|l| l.strip_prefix("pub const "))
            .filter_map(|l| l.split(':').next())
            .filter(|n| *n != "ALL")
            .collect();
        assert_eq!(names.len(), ALL.len());
        for n in names {
            assert!(
                text.contains(&format!("codes::{n})")),
                "codes::{n} is given nowhere"
            );
        }
    }

    #[test]
    fn every_diagnostic_of_the_language_has_a_code() {
        // As many codes given as diagnostics made, file by file.
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang");
        let mut stack = vec![dir];
        let mut files = 0;
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                    continue;
                }
                let name = p.file_name().map(|n| n.to_string_lossy().to_string());
                if p.extension().is_none_or(|x| x != "rs")
                    || matches!(name.as_deref(), Some("diag.rs" | "codes.rs"))
                {
                    continue;
                }
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                let made = text.matches("Diagnostic::new(").count();
                let coded = text.matches(".with_code(codes::").count();
                assert_eq!(made, coded, "{}: a diagnostic without a code", p.display());
                files += 1;
            }
        }
        assert!(files > 20);
    }

    const SOURCE: &str = include_str!("codes.rs");
}
