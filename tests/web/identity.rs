//! The wasm engine gives the native JSON byte for byte: `skus verify
//! --json` and `skus explain --json` (game 1, every event) on every file of
//! the corpus, run by node on the wasm build (`target/web/node`) and by the
//! binary. The one difference allowed is the run's time (`"seconds"`).

use super::scratch::Scratch;
use super::{have, root, skipped, web_build};
use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("the corpus is readable")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "ptn" || e == "json") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join("tests/games"), &mut out);
    out
}

/// The time a run took, the one member that may differ.
fn without_seconds(doc: &str) -> String {
    doc.lines()
        .map(|l| {
            if l.trim_start().starts_with("\"seconds\":") {
                "    \"seconds\": _"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

const NODE_SCRIPT: &str = r#"
const skus = require(process.argv[2]);
const fs = require("fs");
const files = JSON.parse(fs.readFileSync(0, "utf8"));
const out = [];
for (const f of files) {
  const text = fs.readFileSync(f, "utf8");
  out.push({ verify: skus.verify(f, text), explain: skus.explain(f, text, 1, "") });
}
process.stdout.write(JSON.stringify(out));
"#;

#[test]
fn wasm_json_is_native_json_on_the_whole_corpus() {
    if !have("node") {
        return skipped("wasm identity", "node is not installed");
    }
    let web = match web_build() {
        Ok(w) => w,
        Err(why) => return skipped("wasm identity", &why),
    };
    let files = corpus();
    assert!(files.len() > 100, "the corpus is there");
    let rel: Vec<String> = files
        .iter()
        .map(|p| {
            p.strip_prefix(root())
                .expect("below the root")
                .display()
                .to_string()
        })
        .collect();
    let script = Scratch::path(&format!("skus-identity-{}.cjs", std::process::id()));
    std::fs::write(&script, NODE_SCRIPT).expect("write the node script");
    let mut child = Command::new("node")
        .arg(&script)
        .arg(web.join("node/skus_web.js"))
        .current_dir(root())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("node runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(serde_json::to_string(&rel).expect("json").as_bytes())
            .expect("write the file list");
    }
    let out = child.wait_with_output().expect("node ends");
    drop(script);
    assert!(out.status.success(), "node failed: {:?}", out.status);
    let answers: Vec<serde_json::Value> =
        serde_json::from_slice(&out.stdout).expect("node's answers are JSON");
    assert_eq!(answers.len(), rel.len());
    // The native side: two processes per file, on two threads.
    let native: Vec<(String, Option<String>)> = std::thread::scope(|scope| {
        let half = rel.len().div_ceil(2);
        let workers: Vec<_> = rel
            .chunks(half.max(1))
            .map(|files| {
                scope.spawn(move || files.iter().map(|f| native_of(f)).collect::<Vec<_>>())
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a native worker"))
            .collect()
    });
    let mut explained = 0;
    for ((file, answer), (verify, explain)) in rel.iter().zip(&answers).zip(&native) {
        let wasm = answer["verify"].as_str().expect("a string");
        assert_eq!(
            without_seconds(wasm),
            without_seconds(verify),
            "verify --json differs on {file}"
        );
        let wasm = answer["explain"].as_str().expect("a string");
        let Some(explain) = explain else {
            // Native could not explain it (a syntax error, an unknown
            // variant): the wasm says so as an error, never as a document.
            assert!(
                wasm.starts_with("{\"error\":"),
                "explain on {file}: native refused, wasm answered {}",
                &wasm[..wasm.len().min(200)]
            );
            continue;
        };
        explained += 1;
        assert_eq!(wasm, explain, "explain --json differs on {file}");
    }
    println!(
        "wasm identity: {} files verified, {explained} explained, byte-identical",
        rel.len()
    );
}

/// `skus verify --json` of a file, and `skus explain --json` of its first
/// game (none where the binary refuses, status 2).
fn native_of(file: &str) -> (String, Option<String>) {
    let skus = env!("CARGO_BIN_EXE_skus");
    let verify = Command::new(skus)
        .args(["verify", "--json", "-j", "1", file])
        .current_dir(root())
        .output()
        .expect("skus verify runs");
    let explain = Command::new(skus)
        .args(["explain", "--json", file])
        .current_dir(root())
        .output()
        .expect("skus explain runs");
    (
        String::from_utf8(verify.stdout).expect("UTF-8"),
        (explain.status.code() != Some(2))
            .then(|| String::from_utf8(explain.stdout).expect("UTF-8")),
    )
}
