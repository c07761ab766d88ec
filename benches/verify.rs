//! Referee throughput: games verified per second on one core, end to end
//! (split, parse, replay, settle, compare with the sheet), over 10,000
//! generated complete games per variant (`skus simulate` with the
//! reference engine), by the reference engines and by the interpreter on
//! the shipped specs; and the replay alone (games parsed beforehand), where
//! the two engines differ most. `cargo bench --bench verify`.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use skus::ptn::{self, ParseOptions};
use skus::referee::{self, Engines, Notes, ReferenceEngines, Status};
use skus::specs::InterpEngines;
use std::sync::LazyLock;

#[path = "table.rs"]
mod table;

// The `skus` binary's allocator (src/main.rs), so that these are its figures.
#[global_allocator]
static ALLOCATOR: skus::allocator::Mimalloc = skus::allocator::Mimalloc;

const GAMES: usize = 10_000;
const VARIANTS: [&str; 5] = [
    "tarockcup",
    "hopfgarten",
    "sitzenberg",
    "royal",
    "zwanziger",
];

static ENGINES: LazyLock<ReferenceEngines> = LazyLock::new(ReferenceEngines::new);
static INTERP: LazyLock<InterpEngines> = LazyLock::new(|| {
    InterpEngines::shipped().unwrap_or_else(|e| panic!("a shipped spec does not check:\n{e}"))
});

/// The generated games of a variant as one PTN text.
fn corpus(variant: &str) -> Option<String> {
    let engine = skus::reference::engine(variant)?;
    let mut text = String::new();
    for i in 0..GAMES {
        let (g, _) = skus::simulate::game(engine.as_ref(), 2026, i, false).ok()?;
        if i > 0 {
            text.push('\n');
        }
        ptn::write_game(&g, &mut text);
    }
    Some(text)
}

static CORPORA: LazyLock<Vec<(&'static str, String)>> = LazyLock::new(|| {
    VARIANTS
        .iter()
        .filter_map(|v| corpus(v).map(|t| (*v, t)))
        .collect()
});

fn main() {
    for (v, t) in CORPORA.iter() {
        eprintln!("{v}: {GAMES} games, {} bytes", t.len());
    }
    if CORPORA.is_empty() {
        eprintln!("no reference engine is available yet");
    }
    if table::wanted() {
        let runs = table::runs(3);
        for (v, text) in CORPORA.iter() {
            for (engine, engines) in [
                ("reference", &*ENGINES as &dyn Engines),
                ("interp", &*INTERP as &dyn Engines),
            ] {
                if engines.engine(v).is_some() {
                    let name = format!("verify-{v}-{engine}");
                    table::measure(&name, text.len(), GAMES, runs, || verify_all(text, engines));
                }
            }
        }
        return;
    }
    divan::main();
}

/// `skus verify` on one core over a whole text: split, parse, replay,
/// settle, compare with the sheet; as it does, a settlement's notes made
/// only for a game it shows (one with findings, `Notes::Listed`).
fn verify_all(text: &str, engines: &dyn Engines) {
    let mut clean = 0usize;
    for c in ptn::split_str(black_box(text)) {
        let v = match c.parse(ParseOptions::default()) {
            Ok(g) => referee::verify_with(&g, "bench.ptn", c.index, engines, Notes::Listed),
            Err(e) => referee::Verdict::unreadable("bench.ptn", &e),
        };
        clean += (v.status == Status::Clean) as usize;
    }
    assert_eq!(clean, GAMES, "generated games verify clean");
}

fn end_to_end(b: Bencher, variant: &str, engines: &dyn Engines) {
    let Some((_, text)) = CORPORA.iter().find(|(v, _)| *v == variant) else {
        return;
    };
    if engines.engine(variant).is_none() {
        return;
    }
    b.counter(ItemsCount::new(GAMES))
        .counter(BytesCount::new(text.len()))
        .bench(|| verify_all(text, engines));
}

fn replay_only(b: Bencher, variant: &str, engines: &dyn Engines) {
    let Some((_, text)) = CORPORA.iter().find(|(v, _)| *v == variant) else {
        return;
    };
    if engines.engine(variant).is_none() {
        return;
    }
    let games: Vec<(usize, ptn::Game)> = ptn::split_str(text)
        .iter()
        .filter_map(|c| c.parse(ParseOptions::default()).ok().map(|g| (c.index, g)))
        .collect();
    b.counter(ItemsCount::new(games.len())).bench(|| {
        let mut clean = 0usize;
        for (i, g) in black_box(&games) {
            let v = referee::verify_with(g, "bench.ptn", *i, engines, Notes::Listed);
            clean += (v.status == Status::Clean) as usize;
        }
        assert_eq!(clean, games.len(), "generated games verify clean");
    });
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn verify_one_core(b: Bencher, variant: &str) {
    end_to_end(b, variant, &*ENGINES);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn verify_one_core_interp(b: Bencher, variant: &str) {
    end_to_end(b, variant, &*INTERP);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn replay_reference(b: Bencher, variant: &str) {
    replay_only(b, variant, &*ENGINES);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn replay_interp(b: Bencher, variant: &str) {
    replay_only(b, variant, &*INTERP);
}
