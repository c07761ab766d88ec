//! Lists in `spec/LANGUAGE.md` (and so in the rulebook, which embeds it)
//! written from the tables of the code, between two markers each: the
//! builtins (`skus::lang::builtins`) and the error codes
//! (`skus::lang::codes`). `UPDATE_EXPECT=1 cargo test --test lang
//! generated_docs` rewrites them.

use std::path::Path;

/// Compares the text between `<!-- {what}: generated from {from} -->` and
/// `<!-- end of {what} -->` with `table`, or rewrites it.
fn listed_as_generated(what: &str, from: &str, table: &str) {
    // One test at a time reads and rewrites the file.
    static FILE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = FILE.lock().unwrap_or_else(|e| e.into_inner());
    let begin = format!("<!-- {what}: generated from {from} -->\n");
    let end = format!("<!-- end of {what} -->\n");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec/LANGUAGE.md");
    let text = std::fs::read_to_string(&path).expect("spec/LANGUAGE.md");
    let (Some(a), Some(b)) = (text.find(&begin), text.find(&end)) else {
        panic!(
            "spec/LANGUAGE.md has no markers `{}` … `{}`",
            begin.trim(),
            end.trim()
        );
    };
    let listed = &text[a + begin.len()..b];
    let table = format!("\n{table}\n");
    if listed == table {
        return;
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let new = format!("{}{table}{}", &text[..a + begin.len()], &text[b..]);
        std::fs::write(&path, new).expect("spec/LANGUAGE.md written");
        return;
    }
    panic!(
        "spec/LANGUAGE.md's list of {what} differs from {from}; \
         run `UPDATE_EXPECT=1 cargo test --test lang generated_docs` to write it from the table"
    );
}

#[test]
fn the_language_reference_lists_the_table_of_builtins() {
    listed_as_generated(
        "builtins",
        "src/lang/builtins.rs",
        &skus::lang::builtins::markdown(),
    );
}

#[test]
fn the_language_reference_lists_the_error_codes() {
    listed_as_generated("codes", "src/lang/codes.rs", &skus::lang::codes::markdown());
}

/// Every example of `spec/LANGUAGE.md` is the language as the checker reads
/// it: a whole spec (a block that starts with `variant`) checks against the
/// shipped specs it extends; a block of declarations reads as
/// declarations; a block of expressions reads expression by expression
/// (lines standing for more, with `…`, are left out).
#[test]
fn the_language_reference_examples_read_and_check() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec/LANGUAGE.md");
    let text = std::fs::read_to_string(&path).expect("spec/LANGUAGE.md");
    let mut blocks: Vec<(usize, String)> = Vec::new();
    let mut open: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        match (&mut open, line.starts_with("```")) {
            (None, true) => open = Some((i + 2, String::new())),
            (Some(_), true) => blocks.extend(open.take()),
            (Some((_, b)), false) => {
                b.push_str(line);
                b.push('\n');
            }
            (None, false) => {}
        }
    }
    let decl_words = skus::lang::format::DECLARATIONS;
    let (mut specs, mut decls, mut exprs) = (0, 0, 0);
    for (line, block) in &blocks {
        let first = block.split_whitespace().next().unwrap_or("");
        let whole: String = block
            .lines()
            .filter(|l| !l.contains('…'))
            .map(|l| format!("{l}\n"))
            .collect();
        if first == "variant" && !block.contains('…') {
            skus::specs::load_text_shipped("example.rules", block).unwrap_or_else(|e| {
                panic!("LANGUAGE.md line {line}: the example does not check:\n{e}")
            });
            specs += 1;
        } else if decl_words.contains(&first) {
            skus::lang::parse::parse(&whole, 0).unwrap_or_else(|e| {
                panic!(
                    "LANGUAGE.md line {line}: the declarations do not read: {}\n{whole}",
                    e.message
                )
            });
            decls += 1;
        } else if skus::lang::format::ITEMS.contains(&first) {
            // The items of a standings stage: read inside one.
            let wrapped = format!("standings s {{\n  stage s by a.b.c {{\n{whole}  }}\n}}\n");
            skus::lang::parse::parse(&wrapped, 0).unwrap_or_else(|e| {
                panic!(
                    "LANGUAGE.md line {line}: the standings items do not read: {}\n{whole}",
                    e.message
                )
            });
            decls += 1;
        } else if !block.contains("pay ") {
            for l in whole.lines() {
                let code = l.split('#').next().unwrap_or("").trim();
                for e in code.split("   ").map(str::trim).filter(|e| !e.is_empty()) {
                    skus::lang::parse::parse_expr(e, 0, 0).unwrap_or_else(|d| {
                        panic!(
                            "LANGUAGE.md line {line}: `{e}` does not read: {}",
                            d.message
                        )
                    });
                    exprs += 1;
                }
            }
        }
    }
    assert!(
        specs >= 1 && decls >= 3 && exprs >= 8,
        "only {specs} specs, {decls} declaration blocks, {exprs} expressions checked"
    );
}
