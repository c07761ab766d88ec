//! The referee in the browser: the skus library core (interpreter, shipped
//! specs, PTN reader, referee, explain, checker) compiled to WebAssembly
//! behind a small JSON API. Every answer is a JSON string written by the
//! very library functions `skus verify --json`, `skus explain --json` and
//! `skus check --json` use, so the browser's rulings are the native ones
//! byte for byte (`tests/web`).
//!
//! The pages of the book (`web/www/`) call it from a Web Worker.

use skus::ptn::{self, Game, GameError, ParseOptions, Reader};
use skus::referee::explain::{self, At};
use skus::referee::{self, Engines, JsonDocument, Options};
use skus::specs::{self, InterpEngines};
use std::ops::ControlFlow;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The clock (milliseconds) of the page, the worker or node.
    #[wasm_bindgen(js_namespace = performance)]
    fn now() -> f64;
}

thread_local! {
    /// The interpreter on the shipped specs, each checked the first time a
    /// game of its variant asks (as one `skus verify` run does), then kept
    /// for every later call.
    static SHIPPED: InterpEngines = InterpEngines::shipped_lazy();
}

/// The `skus verify --json` document for one file's text, named `name`
/// (a `.json` name is read as the JSON form, anything else as PTN), ruled by
/// the interpreter on the shipped specs as `skus verify` does.
#[wasm_bindgen]
pub fn verify(name: &str, text: &str) -> String {
    SHIPPED.with(|engines| verify_with(engines, name, text))
}

/// The `skus verify --json` document of a text ruled with an edited spec
/// standing in for its variant (and every variant it extends), the shipped
/// specs for the others; `{"error": …}` when the spec does not check.
#[wasm_bindgen]
pub fn verify_spec(spec_name: &str, spec_text: &str, name: &str, text: &str) -> String {
    let program = match specs::load_text_shipped(spec_name, spec_text) {
        Ok(p) => p,
        Err(e) => return error(&e.to_string()),
    };
    let mut engines = InterpEngines::shipped_lazy();
    if let Err(e) = engines.add(program) {
        return error(&e);
    }
    verify_with(&engines, name, text)
}

fn verify_with(engines: &dyn Engines, name: &str, text: &str) -> String {
    let start = now();
    let mut doc = JsonDocument::new();
    let mut out = String::from(doc.start());
    let report = referee::verify_text(
        name,
        text,
        is_json(name),
        engines,
        &Options::default(),
        |v| {
            out.push_str(&doc.game(v));
            ControlFlow::Continue(())
        },
    );
    let seconds = (now() - start) / 1000.0;
    out.push_str(&doc.end(&[report], seconds));
    out
}

/// The `skus explain --json` document of game `game` (1-based) of a file's
/// text: at `at` (`7.3`, `auction.5`, `line:42`) or, when `at` is empty,
/// every recorded event. `{"error": …}` when it cannot be explained.
#[wasm_bindgen]
pub fn explain(name: &str, text: &str, game: usize, at: &str) -> String {
    let at = if at.is_empty() {
        None
    } else {
        match At::parse(at) {
            Ok(a) => Some(a),
            Err(e) => return error(&e),
        }
    };
    let g = match nth_game(name, text, game) {
        Ok(g) => g,
        Err(e) => return error(&e),
    };
    let single = at.is_some();
    let result = SHIPPED.with(|engines| match at {
        Some(at) => explain::explain(&g, name, engines, at).map(|e| vec![e]),
        None => explain::explain_all(&g, name, engines),
    });
    match result {
        Ok(moments) => explain::json_document(&moments, single),
        Err(e) => error(&format!("{name}, game {game}: {e}")),
    }
}

/// How many games a file's text holds (each read or not).
#[wasm_bindgen]
pub fn count_games(name: &str, text: &str) -> usize {
    if is_json(name) {
        ptn::from_json(text).map_or(0, |g| g.len())
    } else {
        Reader::with_limit(text.as_bytes(), ptn::MAX_GAME_BYTES)
            .take_while(Result::is_ok)
            .count()
    }
}

/// The `skus check --json` document of one spec's text, its bases (`extends`)
/// found among the shipped specs.
#[wasm_bindgen]
pub fn check(name: &str, text: &str) -> String {
    let result = specs::load_text_shipped(name, text);
    specs::check_document(vec![specs::check_json(name, &result)])
}

/// The shipped specs: `[{"file": "tarockcup.rules", "text": …}, …]`.
#[wasm_bindgen]
pub fn shipped() -> String {
    let list: Vec<serde_json::Value> = specs::SHIPPED
        .iter()
        .map(|(file, text)| serde_json::json!({ "file": file, "text": text }))
        .collect();
    serde_json::Value::Array(list).to_string()
}

fn is_json(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".json")
}

fn error(message: &str) -> String {
    serde_json::json!({ "error": message }).to_string()
}

/// Game `n` (1-based) of a file's text, read as `skus explain --game n`
/// reads it.
fn nth_game(name: &str, text: &str, n: usize) -> Result<Game, String> {
    let bad = |e: &GameError| e.render(name);
    let mut seen = 0usize;
    if is_json(name) {
        let games = ptn::from_json(text).map_err(|e| e.render(name))?;
        seen = games.len();
        if let Some(g) = n.checked_sub(1).and_then(|i| games.into_iter().nth(i)) {
            return g.map_err(|e| bad(&e));
        }
    } else {
        for chunk in Reader::with_limit(text.as_bytes(), ptn::MAX_GAME_BYTES) {
            let chunk = chunk.map_err(|e| format!("cannot read {name}: {e}"))?;
            seen += 1;
            if seen == n {
                return chunk.parse(ParseOptions::default()).map_err(|e| bad(&e));
            }
        }
    }
    if seen == 0 {
        return Err(format!("no game in {name}"));
    }
    Err(format!("{name} holds {seen} game(s); there is no game {n}"))
}
