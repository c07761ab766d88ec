//! PTN throughput on 10,000 generated complete games (a full 54-card deal,
//! auction, call, talon, premium round, twelve tricks and a score each).
//! `cargo bench --bench ptn` reports bytes/s and games/s for reading
//! (in memory and streamed), printing and JSON.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use skus::ptn::{self, Game, ParseOptions};
use skus::rng::Rng;
use std::sync::LazyLock;

#[path = "table.rs"]
mod table;

// The `skus` binary's allocator (src/main.rs), so that these are its figures.
#[global_allocator]
static ALLOCATOR: skus::allocator::Mimalloc = skus::allocator::Mimalloc;

const GAMES: usize = 10_000;

static CORPUS: LazyLock<(Vec<Game>, String)> = LazyLock::new(|| {
    let mut rng = Rng::new(2026);
    let games: Vec<Game> = (0..GAMES)
        .map(|i| ptn::generate::full_game(&mut rng, i + 1))
        .collect();
    let text = ptn::games_to_string(&games);
    (games, text)
});

fn main() {
    let (_, text) = &*CORPUS;
    eprintln!(
        "corpus: {GAMES} games, {} bytes ({:.1} bytes/game)",
        text.len(),
        text.len() as f64 / GAMES as f64
    );
    // `PTN_ONCE=memory|stream`: one pass of a read and nothing else, for an
    // instruction count (`valgrind --tool=callgrind --toggle-collect=
    // 'ptn::read_*'`).
    if let Ok(what) = std::env::var("PTN_ONCE") {
        let n = match what.as_str() {
            "stream" => read_streamed(text),
            _ => read_in_memory(text),
        };
        assert_eq!(n, GAMES);
        return;
    }
    if table::wanted() {
        let runs = table::runs(10);
        table::measure("ptn-read-memory", text.len(), GAMES, runs, || {
            assert_eq!(read_in_memory(text), GAMES)
        });
        table::measure("ptn-read-stream", text.len(), GAMES, runs, || {
            assert_eq!(read_streamed(text), GAMES)
        });
        return;
    }
    divan::main();
}

/// Splits and parses the whole text in memory; the games that read.
#[inline(never)]
fn read_in_memory(text: &str) -> usize {
    let opts = ParseOptions::default();
    let mut ok = 0usize;
    for chunk in ptn::split_str(black_box(text)) {
        ok += chunk.parse(opts).is_ok() as usize;
    }
    ok
}

/// Streams the text through `Reader` (64 KiB blocks) and parses each game.
#[inline(never)]
fn read_streamed(text: &str) -> usize {
    let opts = ParseOptions::default();
    ptn::Reader::new(black_box(text.as_bytes()))
        .filter(|c| c.as_ref().is_ok_and(|c| c.parse(opts).is_ok()))
        .count()
}

#[divan::bench(sample_count = 20)]
fn parse_in_memory(b: Bencher) {
    let (_, text) = &*CORPUS;
    b.counter(BytesCount::new(text.len()))
        .counter(ItemsCount::new(GAMES))
        .bench(|| assert_eq!(read_in_memory(text), GAMES));
}

#[divan::bench(sample_count = 20)]
fn parse_streaming(b: Bencher) {
    let (_, text) = &*CORPUS;
    b.counter(BytesCount::new(text.len()))
        .counter(ItemsCount::new(GAMES))
        .bench(|| assert_eq!(read_streamed(text), GAMES));
}

#[divan::bench(sample_count = 20)]
fn print_canonical(b: Bencher) {
    let (games, text) = &*CORPUS;
    b.counter(BytesCount::new(text.len()))
        .counter(ItemsCount::new(GAMES))
        .bench(|| {
            let mut out = String::with_capacity(text.len());
            for g in black_box(games) {
                ptn::write_game(g, &mut out);
            }
            out.len()
        });
}

#[divan::bench(sample_count = 5)]
fn to_json(b: Bencher) {
    let (games, _) = &*CORPUS;
    b.counter(ItemsCount::new(GAMES))
        .bench(|| ptn::to_json(black_box(games)).len());
}
