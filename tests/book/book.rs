//! The rulebook: built whole (mdBook as a library) and checked in its HTML
//! for generated content, anchors for every rule and record, no broken
//! internal link; a changed spec or overlay changes its chapter; a page
//! snapshot.

use crate::common::root;
use crate::common::scratch::Scratch;
use skus::book::{self, BuildOptions, Input, OverlayInput, VariantInput};
use skus::specs;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A fresh folder of this test run, removed when the test ends.
fn scratch(name: &str) -> Scratch {
    Scratch::dir(&format!("skus-book-{}-{name}", std::process::id()))
}

/// The whole book, built once for the tests that read its HTML.
fn built() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        // Read by several tests from this static, which is never dropped:
        // built in the build tree's own temporary folder (as the browser
        // tests' book is), not the system's; each run builds it afresh.
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("book-whole");
        let _ = fs::remove_dir_all(&out);
        fs::create_dir_all(&out).expect("the book's folder");
        let input = Input::assemble(&[], &[]).expect("the shipped specs check");
        let report = book::build(
            &input,
            &BuildOptions {
                out: out.clone(),
                html: true,
                web: None,
            },
        )
        .expect("the book builds");
        report.html.expect("HTML was rendered")
    })
}

fn html(path: &str) -> String {
    fs::read_to_string(built().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The scores of a game's `score` line in a corpus `.expect` file, as the
/// referee prints a settlement (`1: +2  2: +2  3: -2  4: -2`).
fn expected_score(expect: &str) -> String {
    let text = fs::read_to_string(root().join(expect)).expect("expect file");
    let line = text
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("score "))
        .expect("a score line");
    line.split_whitespace()
        .map(|x| {
            let (seat, v) = x.split_once(':').expect("seat:score");
            format!("{seat}: {v}")
        })
        .collect::<Vec<_>>()
        .join("  ")
}

#[test]
fn the_built_book_holds_the_generated_chapters() {
    // mdBook skips a failing preprocessor silently; the generated content
    // itself must be in the HTML.
    let t = html("variants/tarockcup.html");
    assert!(t.contains("id=\"tarockcup.play.follow-suit\""));
    // Spec code is fenced `skus` and coloured by the script written from
    // the language's word list (src/book/highlight.rs).
    let l = html("language.html");
    assert!(
        l.contains("class=\"language-skus\""),
        "spec code fenced skus"
    );
    assert!(
        l.contains("skus-highlight"),
        "the highlighting script is loaded"
    );
    assert!(t.contains("Solodreier"), "the contracts table");
    assert!(
        t.contains("Es gilt Farb- und Tarockzwang"),
        "the rulebook's words"
    );
    // The worked example's settlement is the interpreter's, and it is the
    // settlement the corpus expectation (written by hand) gives.
    let score = expected_score("tests/games/tarockcup/rufer-won.expect");
    assert!(
        t.contains(&score),
        "settlement {score} in the worked example"
    );
    let r = html("variants/royal.html");
    assert!(r.contains("Raises (Hebung)"));
    assert!(r.contains("id=\"royal.announcement.stella\""));
    assert!(r.contains("The match"));
    // The worked match: 760 : 759 becomes 95 : 94, as the match's corpus
    // expectation (written by hand from the rulebook's own example) says.
    assert!(
        r.contains("Anna 95 · Bela 95 · Csaba 94 · Dora 94"),
        "the match result"
    );
    let c = html("compare.html");
    assert!(c.contains("The variants compared"));
    assert!(c.contains("play.follow-suit"));
    let o = html("overlays/hopfgarten-35-2.html");
    assert!(o.contains("parameter <code>threshold</code>: 107 (was 106)"));
    // Search and the print version.
    assert!(html("print.html").contains("Royal Tarokk"));
    assert!(
        fs::read_dir(built())
            .expect("html folder")
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("searchindex")),
        "the search index"
    );
}

#[test]
fn every_rule_contract_and_announcement_has_its_anchor() {
    let mut rules = 0;
    for v in skus::variants::VARIANTS {
        let p = specs::load_shipped(v.id).expect("shipped spec");
        let page = html(&format!("variants/{}.html", v.id));
        for r in &p.rules {
            assert!(
                page.contains(&format!("id=\"{}\"", book::anchor(&r.id))),
                "{}: rule {} has no anchor",
                v.id,
                r.id
            );
            rules += 1;
        }
        let rows = |kind: &str| page.matches(&format!("id=\"{}.{kind}.", v.id)).count();
        assert_eq!(
            rows("contract"),
            p.contracts.len(),
            "{}: contract rows",
            v.id
        );
        assert_eq!(
            rows("announcement"),
            p.anns.len(),
            "{}: announcement rows",
            v.id
        );
    }
    assert!(rules > 200, "{rules} rules across the five variants");
    // Royal: all 66 announcements.
    let royal = html("variants/royal.html");
    assert_eq!(royal.matches("id=\"royal.announcement.").count(), 66);
}

/// `href="…"` and `src="…"` values of an HTML text.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = text;
        while let Some(i) = rest.find(attr) {
            rest = &rest[i + attr.len()..];
            if let Some(j) = rest.find('"') {
                out.push(rest[..j].to_string());
                rest = &rest[j..];
            }
        }
    }
    out
}

fn html_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).expect("folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            html_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "html") {
            out.push(p);
        }
    }
}

#[test]
fn no_internal_link_is_broken() {
    let base = built();
    let mut files = Vec::new();
    html_files(base, &mut files);
    assert!(files.len() > 10);
    let mut broken = Vec::new();
    let mut checked = 0;
    for f in &files {
        let text = fs::read_to_string(f).expect("page");
        for link in links(&text) {
            if link.contains("://")
                || link.starts_with("mailto:")
                || link.starts_with("javascript:")
            {
                continue;
            }
            let (path, frag) = link.split_once('#').unwrap_or((link.as_str(), ""));
            let target = if path.is_empty() {
                f.clone()
            } else {
                f.parent().expect("dir").join(path)
            };
            checked += 1;
            let Ok(target_text) = fs::read_to_string(&target) else {
                if !target.exists() {
                    broken.push(format!("{}: {link}", f.display()));
                }
                continue;
            };
            if !frag.is_empty() && !target_text.contains(&format!("id=\"{frag}\"")) {
                broken.push(format!("{}: {link} (no anchor)", f.display()));
            }
        }
    }
    assert!(checked > 1000, "{checked} links checked");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The row of a contract in a variant page's Markdown.
fn contract_row<'a>(md: &'a str, variant: &str, name: &str) -> &'a str {
    let key = format!("id=\"{variant}.contract.{name}\"");
    md.lines()
        .find(|l| l.contains(&key))
        .unwrap_or_else(|| panic!("no row for {name}"))
}

#[test]
fn a_changed_spec_changes_its_chapter() {
    let dir = scratch("edited");
    for f in ["koenigrufen.rules", "tarockcup.rules"] {
        fs::copy(root().join("spec").join(f), dir.join(f)).expect("copy spec");
    }
    let file = dir.join("tarockcup.rules");
    let text = fs::read_to_string(&file).expect("spec");
    // The Solodreier's value 8 becomes 9.
    let at = text.find("contract solodreier").expect("solodreier");
    let edited = format!(
        "{}{}",
        &text[..at],
        text[at..].replacen("value 8", "value 9", 1)
    );
    assert_ne!(edited, text);
    fs::write(&file, edited).expect("write");
    let shipped = specs::load_shipped("tarockcup").expect("shipped");
    let changed = specs::load_file(&file.display().to_string()).expect("edited spec checks");
    let page = |p| {
        let input = Input {
            variants: vec![VariantInput {
                program: p,
                examples: Vec::new(),
                matches: Vec::new(),
            }],
            overlays: Vec::new(),
        };
        book::render(&input)
            .into_iter()
            .find(|pg| pg.path == "variants/tarockcup.md")
            .expect("the variant page")
            .markdown
    };
    let (before, after) = (page(shipped), page(changed));
    let (b, a) = (
        contract_row(&before, "tarockcup", "solodreier"),
        contract_row(&after, "tarockcup", "solodreier"),
    );
    assert!(b.contains("| 12 | 8 |"), "{b}");
    assert!(a.contains("| 12 | 9 |"), "{a}");
    // Nothing else of the contracts changed.
    assert_eq!(
        contract_row(&before, "tarockcup", "dreier"),
        contract_row(&after, "tarockcup", "dreier")
    );

    // An overlay: Hopfgarten won at 35/3 instead of 35/2.
    let overlay_text = fs::read_to_string(root().join("tests/overlays/hopfgarten-35-2.rules"))
        .expect("overlay")
        .replace("threshold: int = 107", "threshold: int = 108");
    let overlay_file = dir.join("hopfgarten-35-3.rules");
    fs::write(&overlay_file, &overlay_text).expect("write overlay");
    let o = OverlayInput {
        file: overlay_file.display().to_string(),
        text: overlay_text.clone(),
        base: specs::load_shipped("hopfgarten").expect("base"),
        overlay: specs::load_file(&overlay_file.display().to_string()).expect("overlay checks"),
    };
    let pages = book::render(&Input {
        variants: Vec::new(),
        overlays: vec![o],
    });
    let page = pages
        .iter()
        .find(|p| p.path == "overlays/hopfgarten-35-3.md")
        .expect("overlay page");
    assert!(
        page.markdown
            .contains("parameter `threshold`: 108 (was 106)"),
        "{}",
        page.markdown
    );
}

#[test]
fn an_overlay_page_snapshot() {
    let input = Input::assemble(&[], &[]).expect("input");
    let pages = book::render(&Input {
        variants: Vec::new(),
        overlays: input.overlays,
    });
    let page = pages
        .iter()
        .find(|p| p.path == "overlays/tarockcup-alle-koenige.md")
        .expect("overlay page");
    let golden = root().join("tests/golden/book-overlay-tarockcup-alle-koenige.md");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        fs::write(&golden, &page.markdown).expect("write snapshot");
    }
    let want = fs::read_to_string(&golden).expect("snapshot (UPDATE_EXPECT=1 writes it)");
    assert_eq!(
        page.markdown, want,
        "the overlay page changed; review, then UPDATE_EXPECT=1"
    );
}

#[test]
fn the_book_command_writes_the_markdown() {
    let out = scratch("cli");
    let st = std::process::Command::new(env!("CARGO_BIN_EXE_skus"))
        .args(["book", "--markdown-only", "--out"])
        .arg(&out)
        .output()
        .expect("run skus");
    assert!(
        st.status.success(),
        "{}",
        String::from_utf8_lossy(&st.stderr)
    );
    assert!(String::from_utf8_lossy(&st.stdout).contains("13 generated pages"));
    let summary = fs::read_to_string(out.join("src/SUMMARY.md")).expect("summary");
    for v in skus::variants::VARIANTS {
        assert!(summary.contains(&format!("variants/{}.md", v.id)));
        assert!(out.join(format!("src/variants/{}.md", v.id)).is_file());
    }
    // A spec that does not check is refused, nothing is built.
    let bad = out.join("bad.rules");
    fs::write(
        &bad,
        "variant tarockcup \"x\"\nextends \"tarockcup.rules\"\nparam nope: int = true\n",
    )
    .expect("write");
    let st = std::process::Command::new(env!("CARGO_BIN_EXE_skus"))
        .args(["book", "--markdown-only", "--out"])
        .arg(out.join("again"))
        .arg("--spec")
        .arg(&bad)
        .output()
        .expect("run skus");
    assert_eq!(st.status.code(), Some(2));
    assert!(!out.join("again").exists());
}

#[test]
fn every_ruling_links_to_its_rule_in_the_book() {
    // Every finding of every corpus game that cites a rule names the
    // rule's page and anchor, and the built book has that anchor.
    let engines = specs::InterpEngines::shipped().expect("shipped specs");
    let mut linked = 0;
    for v in skus::variants::VARIANTS {
        let dir = root().join("tests/games").join(v.id);
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .expect("corpus folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ptn"))
            .collect();
        files.sort();
        for f in files {
            let text = fs::read_to_string(&f).expect("transcript");
            for chunk in skus::ptn::split_str(&text) {
                let Ok(game) = chunk.parse(skus::ptn::ParseOptions::default()) else {
                    continue;
                };
                let verdict = skus::referee::verify(&game, "t", chunk.index, &engines);
                for finding in &verdict.findings {
                    let Some(rule) = &finding.rule else { continue };
                    let link = finding.book.as_deref().expect("a ruling names its page");
                    assert_eq!(link, book::rule_link(rule));
                    let (page, anchor) = link.split_once('#').expect("page#anchor");
                    assert!(
                        html(page).contains(&format!("id=\"{anchor}\"")),
                        "{}: {rule} has no place in the book",
                        f.display()
                    );
                    linked += 1;
                }
            }
        }
    }
    assert!(linked > 100, "{linked} rulings linked");
}
