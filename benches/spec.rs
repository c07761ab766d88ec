//! Spec load time, as `skus verify` pays it before any game: a shipped
//! spec (with the bases it extends) made ready to referee (`spec load,
//! shipped`: `InterpEngines::shipped_lazy().engine(variant)`), and the same
//! spec given as a file (`spec load, --spec file`: read, parsed, checked
//! and compiled at run time). Targets: ≤ 2 ms shipped, ≤ 10 ms from a
//! file. `cargo bench --bench spec`; with `SKUS_BENCH_TABLE` set, one
//! line per figure for `scripts/bench.sh` (`benches/table.rs`).

use divan::black_box;
use skus::referee::Engines;

#[path = "table.rs"]
mod table;

#[path = "../tests/common/scratch.rs"]
mod scratch;
use scratch::Scratch;

// The `skus` binary's allocator (src/main.rs), so that these are its figures.
#[global_allocator]
static ALLOCATOR: skus::allocator::Mimalloc = skus::allocator::Mimalloc;

fn main() {
    if table::wanted() {
        let runs = table::runs(20);
        for v in variants() {
            table::measure(&format!("spec-shipped-{v}"), 0, 1, runs, || {
                shipped(v);
            });
            table::measure(&format!("spec-file-{v}"), 0, 1, runs, || {
                file(v);
            });
        }
        // A house-rule overlay of a shipped spec (its bases are shipped
        // texts), and the largest spec edited (no text of it is a shipped
        // one, so all of it is read).
        table::measure("spec-overlay-tarockcup", 0, 1, runs, || {
            load_path(&overlay());
        });
        let (_edited_dir, edited) = edited_royal();
        table::measure("spec-edited-royal", 0, 1, runs, || {
            load_path(&edited);
        });
        let (_broken_dir, broken) = broken_royal();
        let turn = std::cell::Cell::new(0);
        table::measure("spec-broken-royal", 0, 1, runs, || {
            turn.set(turn.get() + 1);
            load_broken(&broken[turn.get() % 2]);
        });
        return;
    }
    divan::main();
}

/// The variants with a shipped spec of their own.
fn variants() -> Vec<&'static str> {
    skus::specs::SHIPPED
        .iter()
        .filter_map(|(f, _)| f.strip_suffix(".rules"))
        .filter(|v| skus::variants::VARIANTS.iter().any(|x| x.id == *v))
        .collect()
}

/// What `skus verify` does for the first game of a variant.
fn shipped(variant: &str) {
    let e = skus::specs::InterpEngines::shipped_lazy();
    assert!(e.engine(black_box(variant)).is_some(), "{variant} loads");
    black_box(e);
}

/// What `skus verify --spec spec/VARIANT.rules` does before any game.
fn file(variant: &str) {
    load_path(&format!(
        "{}/spec/{variant}.rules",
        env!("CARGO_MANIFEST_DIR")
    ));
}

/// What `skus verify --spec PATH` does before any game.
fn load_path(path: &str) {
    let p = skus::specs::load_file(black_box(path)).expect("the spec checks");
    let mut e = skus::specs::InterpEngines::empty();
    e.add(p).expect("one spec");
    black_box(e);
}

/// A house-rule overlay of the Tarockcup (tests/overlays).
fn overlay() -> String {
    format!(
        "{}/tests/overlays/tarockcup-kaiserstich.rules",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Royal's spec with a comment added, in a folder of its own (kept while
/// the folder is).
fn edited_royal() -> (Scratch, String) {
    let dir = Scratch::dir(&format!("skus-bench-spec-{}", std::process::id()));
    let path = dir.join("royal.rules");
    let text = skus::specs::shipped("royal").expect("royal is shipped").1;
    std::fs::write(&path, format!("{text}\n# edited\n")).expect("written");
    (dir, path.display().to_string())
}

/// Royal's spec with a `{` at the start of a line in the middle (the
/// state of a file while a rule author types), in a folder of its own:
/// two such files, a line apart, read in turn (the last error made is kept
/// with its text, and an editor's every keystroke makes another text).
fn broken_royal() -> (Scratch, [String; 2]) {
    let dir = Scratch::dir(&format!("skus-bench-broken-{}", std::process::id()));
    let text = skus::specs::shipped("royal").expect("royal is shipped").1;
    let mid = text.len() / 2;
    let line = mid + text[mid..].find('\n').map_or(0, |n| n + 1);
    let next = line + text[line..].find('\n').map_or(0, |n| n + 1);
    let paths = [line, next].map(|at| {
        let path = dir.join(format!("royal-{at}.rules"));
        std::fs::write(&path, format!("{}{{{}", &text[..at], &text[at..])).expect("written");
        path.display().to_string()
    });
    (dir, paths)
}

/// What `skus verify --spec PATH` (or `skus check`) does with a spec that
/// does not parse: its error, located and worded.
fn load_broken(path: &str) {
    let e = skus::specs::load_file(black_box(path));
    assert!(e.is_err(), "the broken spec is refused");
    black_box(e.err());
}

#[divan::bench(sample_count = 20)]
fn spec_load_broken_royal(bencher: divan::Bencher) {
    let (_dir, paths) = broken_royal();
    let mut turn = 0;
    bencher.bench_local(|| {
        turn += 1;
        load_broken(&paths[turn % 2]);
    });
}

#[divan::bench(sample_count = 50)]
fn spec_load_overlay() {
    load_path(&overlay());
}

#[divan::bench(sample_count = 20)]
fn spec_load_edited_royal(bencher: divan::Bencher) {
    let (_dir, path) = edited_royal();
    bencher.bench(|| load_path(&path));
}

#[divan::bench(args = variants(), sample_count = 50)]
fn spec_load_shipped(variant: &str) {
    shipped(variant);
}

#[divan::bench(args = variants(), sample_count = 50)]
fn spec_load_file(variant: &str) {
    file(variant);
}

/// The smallest complete spec (the referee tests' game of tricks), for
/// scale.
#[divan::bench(sample_count = 100)]
fn load_and_check_trick_test_spec() {
    let text = include_str!("../tests/specs/trick.rules");
    let p = skus::lang::check("trick.rules", black_box(text), &|_: &str, _: &str| None)
        .expect("trick.rules checks");
    black_box(p);
}
