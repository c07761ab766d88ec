//! PTN throughput on 10,000 generated complete games (a full 54-card deal,
//! auction, call, talon, premium round, twelve tricks and a score each).
//! `cargo bench --bench ptn` reports bytes/s and games/s for reading
//! (in memory and streamed), printing and JSON.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use skus::ptn::{self, Game, ParseOptions};
use skus::rng::Rng;
use std::sync::LazyLock;

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
    divan::main();
}

#[divan::bench(sample_count = 20)]
fn parse_in_memory(b: Bencher) {
    let (_, text) = &*CORPUS;
    b.counter(BytesCount::new(text.len()))
        .counter(ItemsCount::new(GAMES))
        .bench(|| {
            let opts = ParseOptions::default();
            let mut ok = 0usize;
            for chunk in ptn::split_str(black_box(text)) {
                ok += chunk.parse(opts).is_ok() as usize;
            }
            assert_eq!(ok, GAMES);
        });
}

#[divan::bench(sample_count = 20)]
fn parse_streaming(b: Bencher) {
    let (_, text) = &*CORPUS;
    b.counter(BytesCount::new(text.len()))
        .counter(ItemsCount::new(GAMES))
        .bench(|| {
            let opts = ParseOptions::default();
            let n = ptn::Reader::new(black_box(text.as_bytes()))
                .filter(|c| c.as_ref().is_ok_and(|c| c.parse(opts).is_ok()))
                .count();
            assert_eq!(n, GAMES);
        });
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
