//! `spec/LANGUAGE.md` (and so the rulebook, which embeds it) lists the
//! builtins between two markers, as `skus::lang::builtins::markdown` writes
//! them from the table; `UPDATE_EXPECT=1 cargo test --test lang builtins_doc`
//! rewrites the list.

use std::path::Path;

const BEGIN: &str = "<!-- builtins: generated from src/lang/builtins.rs -->\n";
const END: &str = "<!-- end of builtins -->\n";

#[test]
fn the_language_reference_lists_the_table_of_builtins() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec/LANGUAGE.md");
    let text = std::fs::read_to_string(&path).expect("spec/LANGUAGE.md");
    let (Some(a), Some(b)) = (text.find(BEGIN), text.find(END)) else {
        panic!(
            "spec/LANGUAGE.md has no markers `{}` … `{}`",
            BEGIN.trim(),
            END.trim()
        );
    };
    let listed = &text[a + BEGIN.len()..b];
    let table = format!("\n{}\n", skus::lang::builtins::markdown());
    if listed == table {
        return;
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let new = format!("{}{table}{}", &text[..a + BEGIN.len()], &text[b..]);
        std::fs::write(&path, new).expect("spec/LANGUAGE.md written");
        return;
    }
    panic!(
        "spec/LANGUAGE.md's list of builtins differs from the table in src/lang/builtins.rs; \
         run `UPDATE_EXPECT=1 cargo test --test lang builtins_doc` to write it from the table"
    );
}
