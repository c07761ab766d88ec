//! The shipped specs' native functions (`src/native/generated.rs`) are what
//! `skus::native::write` makes of the current pack, and they are used: the
//! interpreter of a shipped spec runs them.

use skus::native;
use skus::specs::{SHIPPED, pack};

#[test]
fn native_code_is_current() {
    let programs = SHIPPED.iter().map(|(file, _)| {
        let bytes = pack::program_bytes(file);
        let prog = pack::program(file);
        match bytes.zip(prog) {
            Some((b, p)) => (*file, b, p),
            None => panic!("{file} is not in a current pack (`UPDATE_PACK=1 cargo test --test lang spec_pack` first)"),
        }
    });
    let (fresh, coverage) = native::write(programs).unwrap_or_else(|e| panic!("{e}"));
    let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), native::FILE);
    for (file, n, of, roots, blocks) in &coverage {
        eprintln!(
            "{file}: {n} of {of} functions native, {roots} statements' expressions, {blocks} blocks"
        );
    }
    if std::env::var_os("UPDATE_NATIVE").is_some() {
        std::fs::write(&path, &fresh).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale (made from another pack or by another writer): make it again with \
         `UPDATE_NATIVE=1 cargo test --test lang native_code` and commit it",
        native::FILE
    );
    // Half of each spec's functions at least are written natively (a
    // floor under what the writer covers: 23 of 31, 43 of 75, 75 of 92
    // now).
    for (file, n, of, roots, blocks) in &coverage {
        assert!(*blocks > 5, "{file}: only {blocks} blocks native");
        assert!(*n * 2 > *of, "{file}: only {n} of {of} functions native");
        assert!(
            *roots > 100,
            "{file}: only {roots} statements' expressions native"
        );
    }
}

/// A count of the trick's plays reads the game's own (no list made to be
/// counted), and a list joined with a list made on the spot joins an
/// array (no room made and let go of): Royal has both.
#[test]
fn counted_plays_and_joined_items_make_no_list() {
    let prog = pack::program("royal.rules").expect("a current pack");
    let code = skus::interp::native::write::write_module("royal", &prog, 0)
        .expect("typed")
        .code;
    assert!(code.contains("(rt.game()?.current.len() as i64)"));
    assert!(!code.contains(".collect::<Vec<Value>>().len()"));
    assert!(code.contains("; let y = [") && code.contains("rt.joined(&x[..], &y[..])?"));
}

/// What the writer covers, named: the family's functions giving an
/// announcement where the program holds it (`valat-premium`, the first of a
/// constant list) or reading one without arguments (`spiel-factor`), and
/// Zwanziger's `owner`, are written natively; so are Royal's statements
/// joining lists (`sch[p]` made anew with `+ [a]`) and making
/// announcements (`canon`, a word's `Ann(k, args)`), and Tarockcup's
/// reading a table by an optional key (`ann-by[va]`).
#[test]
fn announcements_and_joined_lists_are_written_natively() {
    let left = |file: &str| {
        let p = pack::program(file).expect("a current pack");
        let fns: Vec<String> = skus::interp::native::write::left_out(&p)
            .expect("typed")
            .into_iter()
            .map(|(f, _)| f)
            .collect();
        let roots: Vec<String> = skus::interp::native::write::roots_left_out(&p)
            .expect("typed")
            .into_iter()
            .map(|(_, why)| why)
            .collect();
        (fns, roots)
    };
    let (fns, roots) = left("tarockcup.rules");
    for f in ["valat-premium", "spiel-factor"] {
        assert!(!fns.iter().any(|x| x == f), "{f} left out: {fns:?}");
    }
    assert!(
        !roots
            .iter()
            .any(|r| r.contains("Global(22)") || r.contains("ContractName")),
        "{roots:?}"
    );
    let (fns, _) = left("zwanziger.rules");
    assert!(!fns.iter().any(|x| x == "owner"), "{fns:?}");
    // Royal's `canon` makes an announcement in one branch and gives its
    // argument in the other; its words' roots make theirs
    // (`Ann(k, args)`).
    let (fns, roots) = left("royal.rules");
    assert!(!fns.iter().any(|x| x == "canon"), "{fns:?}");
    assert!(
        !roots
            .iter()
            .any(|r| r.starts_with("Some(Announcement): Ann(")),
        "{roots:?}"
    );
    assert!(!roots.iter().any(|r| r.contains("Bin(Union")), "{roots:?}");
}

#[test]
#[ignore]
fn why_functions_are_left_out() {
    for (file, _) in SHIPPED {
        let p = pack::program(file).unwrap();
        for (f, why) in skus::interp::native::write::left_out(&p).unwrap() {
            eprintln!("{file} {f}: {why}");
        }
        for (k, why) in skus::interp::native::write::roots_left_out(&p).unwrap() {
            eprintln!("{file} root {k}: {why}");
        }
    }
}
