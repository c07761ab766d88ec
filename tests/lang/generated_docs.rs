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
