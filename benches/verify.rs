//! Referee throughput: games verified per second on one core, end to end
//! (split, parse, replay, settle, compare with the sheet, and the report of
//! every game `skus verify` lists), over 10,000 generated complete games
//! per variant (`skus simulate` with the reference engine), legal and
//! `--mutate`d (one illegal event planted in each), by the reference
//! engines and by the interpreter on the shipped specs; and the replay
//! alone (games parsed beforehand), where the two engines differ most.
//! `cargo bench --bench verify`.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use skus::ptn::{self, ParseOptions};
use skus::referee::{self, Engines, Notes, ReferenceEngines, Status};
use skus::specs::InterpEngines;
use skus::standings::{self, Row};
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

/// A variant's generated games as one PTN text, and how many of them
/// `skus verify` must list (a game with a finding): none of the legal
/// ones; with `mutate`, each game an illegal event was planted in.
struct Corpus {
    variant: &'static str,
    mutated: bool,
    text: String,
    listed: usize,
}

impl Corpus {
    /// The figure's name: `verify-VARIANT-ENGINE`, `-mutated` after it for
    /// the mutated games (`scripts/bench.sh` reads it).
    fn name(&self, engine: &str) -> String {
        let kind = if self.mutated { "-mutated" } else { "" };
        format!("verify-{}-{engine}{kind}", self.variant)
    }
}

fn corpus(variant: &'static str, mutate: bool) -> Option<Corpus> {
    let engine = skus::reference::engine(variant)?;
    let mut text = String::new();
    let mut listed = 0;
    for i in 0..GAMES {
        let (g, planted) = skus::simulate::game(engine.as_ref(), 2026, i, mutate).ok()?;
        listed += usize::from(planted.is_some());
        if i > 0 {
            text.push('\n');
        }
        ptn::write_game(&g, &mut text);
    }
    Some(Corpus {
        variant,
        mutated: mutate,
        text,
        listed,
    })
}

static CORPORA: LazyLock<Vec<Corpus>> = LazyLock::new(|| {
    [false, true]
        .iter()
        .flat_map(|&m| VARIANTS.iter().filter_map(move |v| corpus(v, m)))
        .collect()
});

/// A variant's legal or mutated games.
fn games_of(variant: &str, mutated: bool) -> Option<&'static Corpus> {
    CORPORA
        .iter()
        .find(|c| c.variant == variant && c.mutated == mutated)
}

fn main() {
    for c in CORPORA.iter() {
        let kind = if c.mutated { "mutated" } else { "legal" };
        eprintln!(
            "{}: {GAMES} {kind} games, {} bytes, {} to list",
            c.variant,
            c.text.len(),
            c.listed
        );
    }
    if CORPORA.is_empty() {
        eprintln!("no reference engine is available yet");
    }
    if table::wanted() {
        let runs = table::runs(3);
        for c in CORPORA.iter() {
            for (engine, engines) in [
                ("reference", &*ENGINES as &dyn Engines),
                ("interp", &*INTERP as &dyn Engines),
            ] {
                if engines.engine(c.variant).is_some() {
                    table::measure(&c.name(engine), c.text.len(), GAMES, runs, || {
                        verify_all(c, engines)
                    });
                }
            }
        }
        return;
    }
    divan::main();
}

/// `skus verify` on one core over a whole text: split, parse, replay,
/// settle, compare with the sheet; as it does, a settlement's notes made
/// only for a game it shows (one with findings, `Notes::Listed`), and the
/// report of each such game written (here into a string let go of).
fn verify_all(c: &Corpus, engines: &dyn Engines) {
    let mut listed = 0usize;
    for chunk in ptn::split_str(black_box(&c.text)) {
        let v = match chunk.parse(ParseOptions::default()) {
            Ok(g) => referee::verify_with(&g, "bench.ptn", chunk.index, engines, Notes::Listed),
            Err(e) => referee::Verdict::unreadable("bench.ptn", &e),
        };
        if v.status != Status::Clean {
            listed += 1;
            black_box(referee::human(&v));
        }
    }
    assert_eq!(
        listed, c.listed,
        "{}: the games with findings are the games with a planted mutation",
        c.variant
    );
}

fn end_to_end(b: Bencher, variant: &str, mutated: bool, engines: &dyn Engines) {
    let Some(c) = games_of(variant, mutated) else {
        return;
    };
    if engines.engine(variant).is_none() {
        return;
    }
    b.counter(ItemsCount::new(GAMES))
        .counter(BytesCount::new(c.text.len()))
        .bench(|| verify_all(c, engines));
}

fn replay_only(b: Bencher, variant: &str, engines: &dyn Engines) {
    let Some(c) = games_of(variant, false) else {
        return;
    };
    if engines.engine(variant).is_none() {
        return;
    }
    let games: Vec<(usize, ptn::Game)> = ptn::split_str(&c.text)
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
    end_to_end(b, variant, false, &*ENGINES);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn verify_one_core_interp(b: Bencher, variant: &str) {
    end_to_end(b, variant, false, &*INTERP);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn verify_mutated_one_core(b: Bencher, variant: &str) {
    end_to_end(b, variant, true, &*ENGINES);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn verify_mutated_one_core_interp(b: Bencher, variant: &str) {
    end_to_end(b, variant, true, &*INTERP);
}

/// A long season: Tarockcup's legal games as 1,000 rounds at 10 tables,
/// 40 players seated anew each round, refereed once; the rows
/// `skus standings` ranks.
static SEASON: LazyLock<Vec<Row>> = LazyLock::new(|| {
    let Some(c) = games_of("tarockcup", false) else {
        return Vec::new();
    };
    let mut rows = Vec::new();
    for (i, chunk) in ptn::split_str(&c.text).iter().enumerate() {
        let (round, table) = (i / 10 + 1, i % 10 + 1);
        let first = (i % 10) * 4 + round;
        let mut text = String::new();
        for line in chunk.text.lines() {
            if line.starts_with("[Event ") {
                continue;
            }
            if line.starts_with("[Seats ") {
                let seat = |k: usize| format!("P{}", (first + 11 * k) % 40);
                text.push_str(&format!(
                    "[Seats \"{}, {}, {}, {}\"]\n",
                    seat(0),
                    seat(1),
                    seat(2),
                    seat(3)
                ));
                continue;
            }
            text.push_str(line);
            text.push('\n');
            if line.starts_with("[Variant ") {
                text.push_str(&format!(
                    "[Event \"Season\"]\n[Round \"{round}\"]\n[Table \"{table}\"]\n"
                ));
            }
        }
        if let Ok(g) = ptn::parse_game(&text, 1, i, ParseOptions::default()) {
            let v = referee::verify_with(&g, "season.ptn", i, &*INTERP, Notes::Listed);
            rows.push(Row::of(&v));
        }
    }
    rows
});

/// `skus standings` after the refereeing: Tarockcup's standings of a
/// 10,000-game season (its sheets, stages and units), built from the rows.
#[divan::bench(sample_count = 10)]
fn standings_season(b: Bencher) {
    let Some(interp) = INTERP.interp("tarockcup") else {
        return;
    };
    let program = interp.program();
    let Some(decl) = program.standings.first() else {
        return;
    };
    let rows = &*SEASON;
    assert_eq!(rows.len(), GAMES, "every game of the season is read");
    b.counter(ItemsCount::new(rows.len()))
        .bench(|| standings::build(program, interp, decl, black_box(rows)));
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn replay_reference(b: Bencher, variant: &str) {
    replay_only(b, variant, &*ENGINES);
}

#[divan::bench(args = VARIANTS, sample_count = 10)]
fn replay_interp(b: Bencher, variant: &str) {
    replay_only(b, variant, &*INTERP);
}
