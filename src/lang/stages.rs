//! The files of `src/lang` only look forward: no file refers to one that
//! refers back to it, directly or through others. The test reads every
//! path of the sources that names another file — `super::…`,
//! `crate::lang::…`, `self::…` and the names of child modules (in `use`
//! lines and in code) — resolves it to the file of the module it names,
//! and looks for a circle. A `mod x;` declaration is no reference.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;

/// The code of a file: line comments out, and the inline tests (their
/// `super` is one level deeper).
fn code_of(text: &str) -> String {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    code.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths after a base: `a::b::c`, or each item of `{a::b, c}` (up to
/// a nested group), as segments.
fn paths_after(after: &str) -> Vec<Vec<String>> {
    let segments = |s: &str| -> Vec<String> {
        s.split("::")
            .map(|x| {
                x.trim()
                    .chars()
                    .take_while(|c| is_word(*c))
                    .collect::<String>()
            })
            .take_while(|x| !x.is_empty())
            .collect()
    };
    if let Some(group) = after.strip_prefix('{') {
        let mut depth = 0usize;
        let mut items = vec![String::new()];
        for ch in group.chars() {
            match ch {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => items.push(String::new()),
                _ if depth == 0 => items.last_mut().into_iter().for_each(|s| s.push(ch)),
                _ => {}
            }
        }
        items.iter().map(|s| segments(s)).collect()
    } else {
        let end = after
            .find(|c: char| !(is_word(c) || c == ':'))
            .unwrap_or(after.len());
        vec![segments(&after[..end])]
    }
}

/// The modules the code of module `module` names (as full module paths
/// below `lang`, possibly ending in an item's name).
fn named(module: &[String], code: &str, modules: &BTreeSet<Module>) -> Vec<Module> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let boundary = i == 0 || !(is_word(bytes[i - 1] as char) || bytes[i - 1] == b':');
        let word: String = rest.chars().take_while(|c| is_word(*c)).collect();
        if !boundary || word.is_empty() {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        }
        let (base, after): (Module, &str) = if rest.starts_with("super::") {
            let mut r = rest;
            let mut up = 0;
            while let Some(x) = r.strip_prefix("super::") {
                r = x;
                up += 1;
            }
            (module[..module.len().saturating_sub(up)].to_vec(), r)
        } else if let Some(r) = rest.strip_prefix("crate::lang::") {
            (Vec::new(), r)
        } else if let Some(r) = rest.strip_prefix("self::") {
            (module.to_vec(), r)
        } else if rest[word.len()..].starts_with("::") && {
            let mut child = module.to_vec();
            child.push(word.clone());
            modules.contains(&child)
        } {
            (module.to_vec(), rest)
        } else {
            i += word.len();
            continue;
        };
        i = (code.len() - after.len()).max(i + word.len());
        for p in paths_after(after) {
            let mut full = base.clone();
            full.extend(p);
            out.push(full);
        }
    }
    out
}

/// The file (module) a path names: its longest prefix that is a module.
fn file_of(path: &[String], modules: &BTreeSet<Module>) -> Module {
    (0..=path.len())
        .rev()
        .map(|k| path[..k].to_vec())
        .find(|m| modules.contains(m))
        .unwrap_or_default()
}

/// A circle in a graph, if there is one (as the path round).
fn circle<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Option<Vec<N>> {
    fn visit<N: Ord + Clone>(
        node: &N,
        graph: &BTreeMap<N, BTreeSet<N>>,
        path: &mut Vec<N>,
        done: &mut BTreeSet<N>,
    ) -> Option<Vec<N>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            let mut c = path[at..].to_vec();
            c.push(node.clone());
            return Some(c);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

/// Every file below `dir`, by module path.
fn files(dir: &Path, module: &[String], out: &mut BTreeMap<Module, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        let mut m = module.to_vec();
        if path.is_dir() {
            m.push(name);
            files(&path, &m, out);
        } else if let Some(stem) = name.strip_suffix(".rs") {
            if stem != "mod" {
                m.push(stem.to_string());
            }
            out.insert(m, std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

/// Which files each file of `sources` refers to (by module path).
fn graph_of(sources: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeSet<Module> = sources.keys().cloned().collect();
    sources
        .iter()
        .map(|(m, text)| {
            let to = named(m, &code_of(text), &modules)
                .iter()
                .map(|p| file_of(p, &modules))
                .filter(|f| f != m)
                .collect();
            (m.clone(), to)
        })
        .collect()
}

fn show(m: &Module) -> String {
    if m.is_empty() {
        "lang".to_string()
    } else {
        m.join("::")
    }
}

#[test]
fn the_files_of_the_language_only_look_forward() {
    let mut sources = BTreeMap::new();
    files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang"),
        &[],
        &mut sources,
    );
    let graph = graph_of(&sources);
    let m = |s: &str| -> Module { s.split("::").map(str::to_string).collect() };
    // The reading sees what is there: the compiler reads the environment,
    // the checker drives the compiler.
    assert!(graph[&m("compile::expr")].contains(&m("env")), "{graph:?}");
    assert!(
        graph[&m("check::checker")].contains(&m("compile")),
        "{graph:?}"
    );
    if let Some(c) = circle(&graph) {
        let c: Vec<String> = c.iter().map(show).collect();
        panic!("src/lang refers round in a circle: {}", c.join(" → "));
    }
}

#[test]
fn paths_are_read_relative_to_their_file() {
    let m = |s: &str| -> Module { s.split("::").map(str::to_string).collect() };
    let mut sources = BTreeMap::new();
    for (module, text) in [
        ("check", "mod names;\npub use names::declare;\n"),
        (
            "check::names",
            "use super::Checker;\nuse super::super::env::{Env, Symbol};\nuse crate::lang::{ir::Expression, types};\n// super::parse\nfn f() { super::super::compile::f(); }",
        ),
        ("env", ""),
        ("ir", ""),
        ("types", ""),
        ("compile", "use super::env::Env;"),
        ("parse", ""),
    ] {
        sources.insert(m(module), text.to_string());
    }
    let graph = graph_of(&sources);
    let names: BTreeSet<Module> = ["check", "env", "ir", "types", "compile"]
        .iter()
        .map(|s| m(s))
        .collect();
    assert_eq!(graph[&m("check::names")], names);
    assert_eq!(
        graph[&m("check")],
        [m("check::names")].into_iter().collect()
    );
    // `check` and its child refer to each other.
    assert!(circle(&graph).is_some());
}

#[test]
fn a_circle_is_found() {
    fn edge(
        g: &mut BTreeMap<&'static str, BTreeSet<&'static str>>,
        a: &'static str,
        b: &'static str,
    ) {
        g.entry(a).or_default().insert(b);
        g.entry(b).or_default();
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
    assert!(c.contains(&"env") && c.contains(&"check"));
}
