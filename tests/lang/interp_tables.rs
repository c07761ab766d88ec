//! Tables: state kept per announcement (contract, enum value) by the item
//! itself, `table[announcement, T]`, built with `per(a in announcements: …)`.
//! The bases keep each premium's announcer and kontra level this way, so two
//! premiums cannot share one slot.

use skus::engine::Engine;
use skus::interp::Interp;
use skus::lang;

fn check(text: &str) -> Result<skus::lang::ir::Program, String> {
    lang::check("x.rules", text, &|_: &str, _: &str| None).map_err(|f| f.render())
}

/// A spec whose `on start` runs `BODY` and then requires `COND`.
fn spec(vars: &str, body: &str, cond: &str) -> String {
    format!(
        "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\n\
         contract small {{ value 1 }}\ncontract big {{ value 4 }}\n\
         announcement bird {{ points 1 }}\nannouncement king {{ points 2 }}\n\
         announcement kontra(x: announcement) {{ points 0 }}\n\
         {vars}\n\
         on start {{\n{body}\n  require {cond} else impossible-card x.a.b by none stands \"no\"\n}}\n\
         on auction say c: contract {{ }}\n\
         on auction say t: term {{ fail illegal-bid x.a.b void }}\n"
    )
}

fn runs(text: &str) -> Result<(), String> {
    let p = check(text)?;
    match Interp::new(p).start(&crate::common::pack_in_order()) {
        Ok(_) => Ok(()),
        Err(v) => Err(v
            .iter()
            .map(|v| v.message.clone())
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

#[test]
fn a_table_keeps_a_value_per_announcement() {
    let vars = "var by: table[announcement, seat?] = per(a in announcements: none)\n\
                var level: table[announcement, int] = per(a in announcements: a.points * 10)";
    // Entries start from the comprehension's value, and each is set alone.
    let body = "  set by[king] = 3\n  set level[bird] = level[bird] + 1";
    let cond = "by[king] == 3 and by[bird] == none and level[bird] == 11 and level[king] == 20";
    runs(&spec(vars, body, cond)).unwrap_or_else(|e| panic!("{e}"));
    // The same condition fails when a set goes to the other key: the test
    // can fail.
    let wrong = "  set by[bird] = 3\n  set level[bird] = level[bird] + 1";
    assert!(runs(&spec(vars, wrong, cond)).is_err());
}

#[test]
fn contracts_key_tables_too() {
    let vars = "var tries: table[contract, int] = per(c in contracts: c.value)";
    let body = "  set tries[big] = tries[big] * 2";
    runs(&spec(vars, body, "tries[big] == 8 and tries[small] == 1"))
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn announcements_lists_those_without_arguments() {
    // `kontra(x)` takes an argument: it is no key of its own.
    let body = "";
    runs(&spec(
        "",
        body,
        "len(announcements) == 2 and bird in announcements",
    ))
    .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn an_item_a_table_has_no_entry_for_is_a_located_fault() {
    let vars = "var by: table[announcement, int] = per(a in [bird]: 1)";
    let e = runs(&spec(vars, "", "by[king] == 1")).expect_err("no entry for king");
    assert!(e.contains("no entry"), "{e}");
    // Setting the entry first makes it readable.
    runs(&spec(vars, "  set by[king] = 1", "by[king] == 1")).unwrap_or_else(|e| panic!("{e}"));
}

fn codes_of(text: &str) -> Vec<(String, u32, u32)> {
    let f = match lang::check("x.rules", text, &|_: &str, _: &str| None) {
        Ok(_) => return Vec::new(),
        Err(f) => f,
    };
    f.diagnostics
        .iter()
        .map(|d| {
            let (line, col, _) = f.sources.locate(d.span);
            (d.code.to_string(), line, col)
        })
        .collect()
}

#[test]
fn a_table_is_keyed_by_declared_items_only() {
    // Line 10 is the `var`; `int` stands at column 17.
    let text = spec(
        "var t: table[int, int] = per(a in announcements: 0)",
        "",
        "true",
    );
    let got = codes_of(&text);
    assert!(
        got.contains(&(lang::codes::TABLE_KEY.to_string(), 10, 14)),
        "{got:?}"
    );
}

#[test]
fn a_table_is_indexed_by_its_key() {
    let text = spec(
        "var t: table[announcement, int] = per(a in announcements: 0)",
        "",
        "t[1] == 0",
    );
    let got = codes_of(&text);
    assert_eq!(
        got,
        [(lang::codes::BAD_INDEX.to_string(), 13, 13)],
        "{text}"
    );
}
