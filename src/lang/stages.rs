//! The stages of `src/lang` only look forward: no module directly under
//! `src/lang` (a file, or a directory with its `mod.rs` and submodules)
//! refers to one that refers back to it, directly or through others. The
//! test reads every `super::…` and `crate::lang::…` path of the sources.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The stage (module directly under `src/lang`) each path of `code`
/// names, for a file whose module path below `lang` is `module`
/// (`["check", "names"]` for `check/names.rs`, `["check"]` for
/// `check/mod.rs` or `check.rs`).
fn stages_named(module: &[String], code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    // Code only: line comments out, and the inline tests (their `super`
    // is one level deeper).
    let code = code.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    let code: String = code
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let boundary = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let (base, after): (Vec<String>, &str) = if boundary && rest.starts_with("super::") {
            let mut r = rest;
            let mut up = 0;
            while let Some(x) = r.strip_prefix("super::") {
                r = x;
                up += 1;
            }
            (module[..module.len().saturating_sub(up)].to_vec(), r)
        } else if boundary && rest.starts_with("crate::lang::") {
            (Vec::new(), &rest["crate::lang::".len()..])
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        i = code.len() - after.len();
        let firsts: Vec<String> = if let Some(group) = after.strip_prefix('{') {
            // `{a, b::c, d::{e}}`: the first name of each item.
            let mut depth = 0usize;
            let mut items = vec![String::new()];
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => items.push(String::new()),
                    _ => items.last_mut().into_iter().for_each(|s| s.push(ch)),
                }
            }
            items
                .iter()
                .map(|s| s.trim().split("::").next().unwrap_or("").to_string())
                .collect()
        } else {
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            vec![name]
        };
        for first in firsts {
            let stage = base.first().cloned().unwrap_or(first);
            if !stage.is_empty() && stage.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                out.insert(stage);
            }
        }
    }
    out
}

/// A circle in a graph of stages, if there is one (as the path round).
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            let mut c = path[at..].to_vec();
            c.push(node.to_string());
            return Some(c);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

/// Which stages each stage of the `src/lang` directory `dir` refers to.
fn graph_of(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    fn walk(dir: &Path, module: &[String], graph: &mut BTreeMap<String, BTreeSet<String>>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            panic!("cannot read {}", dir.display());
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().to_string();
            if path.is_dir() {
                let mut m = module.to_vec();
                m.push(name);
                walk(&path, &m, graph);
                continue;
            }
            let Some(stem) = name.strip_suffix(".rs") else {
                continue;
            };
            let mut m = module.to_vec();
            if stem != "mod" {
                m.push(stem.to_string());
            }
            let Some(stage) = m.first().cloned() else {
                continue; // src/lang/mod.rs: the table of contents
            };
            let code = std::fs::read_to_string(&path).unwrap_or_default();
            let to = stages_named(&m, &code);
            let known = graph.entry(stage.clone()).or_default();
            known.extend(to.into_iter().filter(|s| *s != stage));
        }
    }
    let mut graph = BTreeMap::new();
    walk(dir, &[], &mut graph);
    // Only stages of `src/lang` (not `super::*` or names of a stage).
    let stages: BTreeSet<String> = graph.keys().cloned().collect();
    for to in graph.values_mut() {
        to.retain(|s| stages.contains(s));
    }
    graph
}

#[test]
fn the_stages_of_the_language_only_look_forward() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang");
    let graph = graph_of(&dir);
    assert!(graph.contains_key("check") && graph.contains_key("compile"));
    assert!(graph["check"].contains("env") && graph["compile"].contains("env"));
    if let Some(c) = circle(&graph) {
        panic!(
            "src/lang refers round in a circle: {} (stages: {graph:?})",
            c.join(" → ")
        );
    }
}

#[test]
fn paths_are_read_relative_to_their_file() {
    let m = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let got = stages_named(
        &m(&["check", "names"]),
        "use super::Checker;\nuse super::super::env::{Env, Symbol};\nuse crate::lang::{ir::Ex, types};\n// super::parse\nlet x = super::super::compile::f();",
    );
    let want: BTreeSet<String> = ["check", "env", "ir", "types", "compile"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_circle_is_found() {
    fn edge(g: &mut BTreeMap<String, BTreeSet<String>>, a: &str, b: &str) {
        g.entry(a.into()).or_default().insert(b.into());
        g.entry(b.into()).or_default();
    }
    let mut g = BTreeMap::new();
    edge(&mut g, "parse", "ast");
    edge(&mut g, "check", "parse");
    edge(&mut g, "check", "compile");
    edge(&mut g, "compile", "env");
    assert_eq!(circle(&g), None);
    edge(&mut g, "env", "check");
    let c = circle(&g).unwrap_or_default();
    assert_eq!(c.first(), c.last());
    assert!(c.contains(&"env".to_string()) && c.contains(&"check".to_string()));
}
