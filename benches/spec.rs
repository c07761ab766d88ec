//! Spec load and check time: the shipped specs (with the bases they
//! extend) parsed, checked and compiled, as `skus verify --engine interp`
//! and `skus check` do before any game. Target ≤ 2 ms per variant.
//! `cargo bench --bench spec`.

use divan::black_box;

fn main() {
    divan::main();
}

fn names() -> Vec<&'static str> {
    skus::specs::SHIPPED.iter().map(|(f, _)| *f).collect()
}

#[divan::bench(args = names(), sample_count = 50)]
fn load_and_check(file: &str) {
    let p = skus::specs::load_shipped(black_box(file)).expect("a shipped spec checks");
    black_box(p);
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
