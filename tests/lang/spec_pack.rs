//! The shipped specs' pack (`spec/shipped.pack`, `skus::specs::pack`): the
//! committed pack is the one this build makes, and a packed program is the
//! program the checker makes from the spec's text.
//!
//! When the specs, the front end, the interpreter or the types a program
//! holds change, make the pack again:
//!
//! `UPDATE_PACK=1 cargo test --test lang spec_pack`

use skus::specs::{self, pack};

#[test]
fn spec_pack_is_current() {
    let fresh = pack::build().unwrap_or_else(|e| panic!("a shipped spec does not check: {e}"));
    let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), pack::PACK_FILE);
    if std::env::var_os("UPDATE_PACK").is_some() {
        std::fs::write(&path, &fresh).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
        return;
    }
    let committed = std::fs::read(&path).unwrap_or_default();
    assert!(
        committed == fresh && pack::current(),
        "{} is stale (made from other specs or other sources than this build's): \
         make it again with `UPDATE_PACK=1 cargo test --test lang spec_pack` and commit it",
        pack::PACK_FILE
    );
}

#[test]
fn spec_pack_programs_are_the_checked_programs() {
    if !pack::current() {
        return; // spec_pack_is_current says so
    }
    for (file, _) in specs::SHIPPED {
        let checked = specs::check_shipped(file).unwrap_or_else(|e| panic!("{file}:\n{e}"));
        let packed = pack::program(file).unwrap_or_else(|| panic!("{file} is not in the pack"));
        let (a, b) = (format!("{packed:?}"), format!("{checked:?}"));
        if a != b {
            let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
            let around = |s: &str| {
                let from = s.floor_char_boundary(at.saturating_sub(200));
                let to = s.ceil_char_boundary((at + 200).min(s.len()));
                s[from..to].to_string()
            };
            panic!(
                "{file}: the packed program differs from the checked one at byte {at}:\npacked:  …{}…\nchecked: …{}…",
                around(&a),
                around(&b)
            );
        }
        // Error places in a shipped spec still name the embedded file and
        // find its line.
        let span = checked.rules.first().map(|r| r.span).unwrap_or_default();
        assert_eq!(
            packed.sources.locate(span),
            checked.sources.locate(span),
            "{file}"
        );
        assert!(packed.sources.name(span).ends_with("(embedded)"), "{file}");
    }
}

/// The declarations kept for each shipped text are the ones the reader
/// makes, in whichever file they are placed.
#[test]
fn spec_pack_declarations_are_the_read_ones() {
    if !pack::current() {
        return; // spec_pack_is_current says so
    }
    for (file, text) in specs::SHIPPED {
        for index in [0, 3] {
            let read = skus::lang::parse::parse(text, index)
                .unwrap_or_else(|e| panic!("{file}: {}", e.message));
            let kept =
                pack::decls(text, index).unwrap_or_else(|| panic!("{file} is not in the pack"));
            assert!(
                kept == read,
                "{file}: the kept declarations differ from the read ones"
            );
        }
    }
    assert!(pack::decls("variant x \"y\"", 0).is_none());
}
