//! Writing the book: the generated pages beside the hand-written chapters
//! (embedded from `book/src/`, so `skus book` works from any directory),
//! then mdBook, used as a library, renders HTML (with search and a print
//! version).

use super::{Example, Input, OverlayInput, Page, VariantInput, render};
use crate::lang::ast::DeclKind;
use crate::lang::ir::Program;
use crate::specs::{self, LoadError};
use std::fmt;
use std::path::{Path, PathBuf};

/// The hand-written chapters, by their path below `src/`.
const CHAPTERS: &[(&str, &str)] = &[
    (
        "introduction.md",
        include_str!("../../book/src/introduction.md"),
    ),
    (
        "referee-guide.md",
        include_str!("../../book/src/referee-guide.md"),
    ),
    ("ptn.md", include_str!("../../book/src/ptn.md")),
    (
        "vocabulary.md",
        include_str!("../../book/src/vocabulary.md"),
    ),
    ("readings.md", include_str!("../../book/src/readings.md")),
    (
        "authors-guide.md",
        include_str!("../../book/src/authors-guide.md"),
    ),
    ("language.md", include_str!("../../spec/LANGUAGE.md")),
];

const BOOK_TOML: &str = include_str!("../../book/book.toml");
const STYLE: &str = include_str!("../../book/theme/skus.css");

/// The worked examples of the shipped variants: a game that is settled as
/// the rules say, and a renonce (files of `tests/games/`).
const EXAMPLES: &[(&str, &str, &str, &str)] = &[
    (
        "tarockcup",
        "A Rufer won, two against two",
        "tests/games/tarockcup/rufer-won.ptn",
        include_str!("../../tests/games/tarockcup/rufer-won.ptn"),
    ),
    (
        "tarockcup",
        "A renonce: Farbzwang broken",
        "tests/games/tarockcup/renonce-follow-suit.ptn",
        include_str!("../../tests/games/tarockcup/renonce-follow-suit.ptn"),
    ),
    (
        "hopfgarten",
        "A Rufer played with the Pagat announced",
        "tests/games/hopfgarten/rufer-pagat-zusatz.ptn",
        include_str!("../../tests/games/hopfgarten/rufer-pagat-zusatz.ptn"),
    ),
    (
        "hopfgarten",
        "A renonce: Farbzwang broken",
        "tests/games/hopfgarten/renonce-farbzwang.ptn",
        include_str!("../../tests/games/hopfgarten/renonce-farbzwang.ptn"),
    ),
    (
        "sitzenberg",
        "Premiums in a Rufer",
        "tests/games/sitzenberg/praemien-rufer.ptn",
        include_str!("../../tests/games/sitzenberg/praemien-rufer.ptn"),
    ),
    (
        "sitzenberg",
        "A renonce: Tarockzwang broken",
        "tests/games/sitzenberg/renonce-tarockzwang.ptn",
        include_str!("../../tests/games/sitzenberg/renonce-tarockzwang.ptn"),
    ),
    (
        "royal",
        "Silent premiums: Obscur and the four kings",
        "tests/games/royal/silent-obscur-vier-koenige.ptn",
        include_str!("../../tests/games/royal/silent-obscur-vier-koenige.ptn"),
    ),
    (
        "royal",
        "A renonce: Farbzwang broken",
        "tests/games/royal/case1-follow-suit-renonce.ptn",
        include_str!("../../tests/games/royal/case1-follow-suit-renonce.ptn"),
    ),
    (
        "zwanziger",
        "A Rufer won at 52 of 88",
        "tests/games/zwanziger/rufer-won.ptn",
        include_str!("../../tests/games/zwanziger/rufer-won.ptn"),
    ),
    (
        "zwanziger",
        "A renonce: Farbzwang broken in a Rufer",
        "tests/games/zwanziger/renonce-farbzwang-rufer.ptn",
        include_str!("../../tests/games/zwanziger/renonce-farbzwang-rufer.ptn"),
    ),
];

/// Files of games the book shows as a match.
const MATCHES: &[(&str, &str, &str, &str)] = &[(
    "royal",
    "A match of eight games",
    "tests/games/royal/match-eight-games.ptn",
    include_str!("../../tests/games/royal/match-eight-games.ptn"),
)];

/// The house-rule overlays the book shows by default.
const OVERLAYS: &[(&str, &str)] = &[
    (
        "tests/overlays/hopfgarten-35-2.rules",
        include_str!("../../tests/overlays/hopfgarten-35-2.rules"),
    ),
    (
        "tests/overlays/tarockcup-kaiserstich.rules",
        include_str!("../../tests/overlays/tarockcup-kaiserstich.rules"),
    ),
    (
        "tests/overlays/tarockcup-alle-koenige.rules",
        include_str!("../../tests/overlays/tarockcup-alle-koenige.rules"),
    ),
    (
        "tests/overlays/tarockcup-no-kontra-negative.rules",
        include_str!("../../tests/overlays/tarockcup-no-kontra-negative.rules"),
    ),
    (
        "tests/overlays/tarockcup-solorufer-3.rules",
        include_str!("../../tests/overlays/tarockcup-solorufer-3.rules"),
    ),
    (
        "tests/overlays/tarockcup-mondfang.rules",
        include_str!("../../tests/overlays/tarockcup-mondfang.rules"),
    ),
];

/// Games the playground re-rules under each shipped overlay: the games
/// whose verdicts it changes (tests/overlays/README.md).
const OVERLAY_GAMES: &[(&str, &str, &str)] = &[
    (
        "tests/overlays/hopfgarten-35-2.rules",
        "tests/games/hopfgarten/schwelle-35-1.ptn",
        include_str!("../../tests/games/hopfgarten/schwelle-35-1.ptn"),
    ),
    (
        "tests/overlays/tarockcup-kaiserstich.rules",
        "tests/overlays/tarockcup-kaiserstich/kaiserstich.ptn",
        include_str!("../../tests/overlays/tarockcup-kaiserstich/kaiserstich.ptn"),
    ),
    (
        "tests/overlays/tarockcup-alle-koenige.rules",
        "tests/games/tarockcup/rufer-lost.ptn",
        include_str!("../../tests/games/tarockcup/rufer-lost.ptn"),
    ),
    (
        "tests/overlays/tarockcup-alle-koenige.rules",
        "tests/games/tarockcup/valat-announced.ptn",
        include_str!("../../tests/games/tarockcup/valat-announced.ptn"),
    ),
    (
        "tests/overlays/tarockcup-no-kontra-negative.rules",
        "tests/overlays/tarockcup-no-kontra-negative/bettel-kontra.ptn",
        include_str!("../../tests/overlays/tarockcup-no-kontra-negative/bettel-kontra.ptn"),
    ),
    (
        "tests/overlays/tarockcup-solorufer-3.rules",
        "tests/games/tarockcup/solorufer.ptn",
        include_str!("../../tests/games/tarockcup/solorufer.ptn"),
    ),
    (
        "tests/overlays/tarockcup-mondfang.rules",
        "tests/overlays/tarockcup-mondfang/mondfang.ptn",
        include_str!("../../tests/overlays/tarockcup-mondfang/mondfang.ptn"),
    ),
];

/// The browser's chapters (`skus book --web`), below `src/`: path, title
/// and the element the page's script fills.
const WEB_PAGES: &[(&str, &str, &str)] = &[
    ("web/referee.md", "Referee", "referee"),
    ("web/replay.md", "Replay", "replay"),
    ("web/playground.md", "Playground", "playground"),
];

/// What a build writes and where.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// The book's root: `book.toml` and `src/` are written here, the HTML
    /// to `html/` below it.
    pub out: PathBuf,
    /// Render HTML with mdBook (otherwise only the Markdown is written).
    pub html: bool,
    /// The browser's referee (`scripts/web.sh` writes it to `target/web`:
    /// the wasm package and the pages' scripts): with it the book gets the
    /// Referee, Replay and Playground chapters and its worked examples open
    /// in the replay.
    pub web: Option<PathBuf>,
}

/// What a build wrote.
#[derive(Clone, Debug)]
pub struct BuildReport {
    pub pages: Vec<Page>,
    pub src: PathBuf,
    pub html: Option<PathBuf>,
}

/// Why the book could not be built.
#[derive(Debug)]
pub enum BuildError {
    /// A spec given for the book does not check, or cannot be read.
    Spec(String, LoadError),
    /// An overlay whose base cannot be found.
    NoBase(String),
    Io(PathBuf, std::io::Error),
    /// mdBook refused the book.
    Render(String),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Spec(name, e) => write!(f, "the spec `{name}` cannot be used: {e}"),
            BuildError::NoBase(name) => write!(
                f,
                "the overlay `{name}` extends no spec that can be found (an overlay names its base with `extends`)"
            ),
            BuildError::Io(p, e) => write!(f, "cannot write `{}`: {e}", p.display()),
            BuildError::Render(e) => write!(f, "mdBook could not render the book: {e}"),
        }
    }
}

impl Input {
    /// The shipped specs, their worked examples and the default overlays,
    /// with the spec files given standing in for the variants they declare
    /// (as `skus verify --spec` does) and the overlay files added.
    pub fn assemble(
        specs_given: &[String],
        overlays_given: &[String],
    ) -> Result<Input, BuildError> {
        let mut variants: Vec<VariantInput> = Vec::new();
        for v in crate::variants::VARIANTS {
            let program =
                specs::load_shipped(v.id).map_err(|e| BuildError::Spec(v.id.to_string(), e))?;
            variants.push(VariantInput {
                program,
                examples: examples_of(v.id),
                matches: matches_of(v.id),
            });
        }
        for file in specs_given {
            let program = specs::load(file).map_err(|e| BuildError::Spec(file.clone(), e))?;
            let stands_for = program.variant.clone();
            match variants
                .iter_mut()
                .find(|x| x.program.variant == stands_for)
            {
                Some(slot) => slot.program = program,
                None => variants.push(VariantInput {
                    examples: examples_of(&stands_for),
                    matches: matches_of(&stands_for),
                    program,
                }),
            }
        }
        let mut overlays = Vec::new();
        for (file, text) in OVERLAYS {
            overlays.push(overlay(file, text, true)?);
        }
        for file in overlays_given {
            let text = std::fs::read_to_string(file)
                .map_err(|e| BuildError::Spec(file.clone(), LoadError::Io(file.clone(), e)))?;
            overlays.push(overlay(file, &text, false)?);
        }
        Ok(Input { variants, overlays })
    }
}

fn examples_of(variant: &str) -> Vec<Example> {
    of(EXAMPLES, variant)
}

fn matches_of(variant: &str) -> Vec<Example> {
    of(MATCHES, variant)
}

fn of(list: &[(&str, &str, &str, &str)], variant: &str) -> Vec<Example> {
    list.iter()
        .filter(|(v, ..)| *v == variant)
        .map(|(_, title, file, text)| Example {
            title: title.to_string(),
            file: file.to_string(),
            text: text.to_string(),
            game: 0,
        })
        .collect()
}

/// Checks an overlay and the base it extends. A shipped overlay finds its
/// base among the shipped specs; a file given by the user, beside itself
/// first.
fn overlay(file: &str, text: &str, shipped: bool) -> Result<OverlayInput, BuildError> {
    let base_name = crate::lang::parse::parse(text, 0)
        .ok()
        .and_then(|decls| {
            decls.into_iter().find_map(|d| match d.kind {
                DeclKind::Extends { path } => Some(path.text),
                _ => None,
            })
        })
        .ok_or_else(|| BuildError::NoBase(file.to_string()))?;
    let (overlay, base): (Program, Program) = if shipped {
        (
            specs::load_text_shipped(file, text)
                .map_err(|e| BuildError::Spec(file.to_string(), e))?,
            specs::load_shipped(&base_name).map_err(|e| BuildError::Spec(base_name.clone(), e))?,
        )
    } else {
        let beside = Path::new(file)
            .parent()
            .unwrap_or(Path::new(""))
            .join(&base_name);
        let base = if beside.is_file() {
            specs::load_file(&beside.display().to_string())
        } else {
            specs::load_shipped(&base_name)
        }
        .map_err(|e| BuildError::Spec(base_name.clone(), e))?;
        (
            specs::load_text(file, text).map_err(|e| BuildError::Spec(file.to_string(), e))?,
            base,
        )
    };
    Ok(OverlayInput {
        file: file.to_string(),
        text: text.to_string(),
        base,
        overlay,
    })
}

/// The table of contents.
fn summary(pages: &[Page], web: bool) -> String {
    let mut s = String::from("# Summary\n\n[Introduction](introduction.md)\n\n# The games\n\n");
    let line = |s: &mut String, indent: &str, p: &Page| {
        s.push_str(&format!(
            "{indent}- [{}]({})\n",
            p.title.replace(['[', ']'], ""),
            p.path
        ));
    };
    for p in pages.iter().filter(|p| p.path == "compare.md") {
        line(&mut s, "", p);
    }
    for p in pages.iter().filter(|p| p.path.starts_with("variants/")) {
        line(&mut s, "", p);
    }
    s.push_str(
        "\n# Refereeing\n\n- [The referee's guide](referee-guide.md)\n- [PTN, the Portable Tarock Notation](ptn.md)\n- [Vocabulary](vocabulary.md)\n- [Readings](readings.md)\n",
    );
    s.push_str("\n# Writing rules\n\n- [The rule language](language.md)\n- [The rule author's guide](authors-guide.md)\n");
    for p in pages.iter().filter(|p| p.path == "overlays/index.md") {
        line(&mut s, "", p);
    }
    for p in pages
        .iter()
        .filter(|p| p.path.starts_with("overlays/") && p.path != "overlays/index.md")
    {
        line(&mut s, "    ", p);
    }
    if web {
        s.push_str("\n# In the browser\n\n");
        for (path, title, _) in WEB_PAGES {
            s.push_str(&format!("- [{title}]({path})\n"));
        }
    }
    s
}

fn write(path: &Path, text: &str) -> Result<(), BuildError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| BuildError::Io(dir.to_path_buf(), e))?;
    }
    std::fs::write(path, text).map_err(|e| BuildError::Io(path.to_path_buf(), e))
}

/// Writes `book.toml`, the style sheet and every page (generated and
/// hand-written) below `root`; returns the generated pages.
pub fn write_sources(input: &Input, root: &Path) -> Result<Vec<Page>, BuildError> {
    write_sources_with(input, root, None)
}

/// [`write_sources`], with the browser's chapters when `web` names the
/// built wasm package (`scripts/web.sh`).
fn write_sources_with(
    input: &Input,
    root: &Path,
    web: Option<&Path>,
) -> Result<Vec<Page>, BuildError> {
    let mut pages = render(input);
    if web.is_some() {
        for p in pages.iter_mut() {
            link_examples(p, input);
        }
    }
    let src = root.join("src");
    write(&root.join("book.toml"), BOOK_TOML)?;
    write(&root.join("theme").join("skus.css"), STYLE)?;
    write(
        &root.join("theme").join("skus-highlight.js"),
        &super::highlight::script(),
    )?;
    for (path, text) in CHAPTERS {
        write(&src.join(path), text)?;
    }
    for p in &pages {
        write(&src.join(&p.path), &p.markdown)?;
    }
    write(&src.join("SUMMARY.md"), &summary(&pages, web.is_some()))?;
    if let Some(web) = web {
        write_web(input, web, &src)?;
    }
    Ok(pages)
}

/// A worked example opens in the replay: a link under its heading.
fn link_examples(page: &mut Page, input: &Input) {
    // Titles repeat between variants ("A renonce: Farbzwang broken"): a
    // page links only its own variant's examples.
    for v in input
        .variants
        .iter()
        .filter(|v| super::variant_path(&v.program.variant) == page.path)
    {
        for ex in v.examples.iter().chain(&v.matches) {
            let heading = format!("### {}\n\n", super::esc(&ex.title));
            let link = format!(
                "{heading}<a class=\"skus-open-replay\" href=\"../web/replay.html?example={}\">▶ Open in the replay</a>\n\n",
                ex.file
            );
            if page.markdown.contains(&heading) && !page.markdown.contains(&link) {
                page.markdown = page.markdown.replacen(&heading, &link, 1);
            }
        }
    }
}

/// The browser's chapters, the wasm package and the pages' scripts (copied
/// from `web`, below `src/skus-web/`, which mdBook copies to the HTML) and
/// their data: the worked examples and the overlays with the games they
/// change.
fn write_web(input: &Input, web: &Path, src: &Path) -> Result<(), BuildError> {
    let dest = src.join("skus-web");
    copy_dir(web, &dest, &["node", "skus-sw.js"])?;
    // The service worker sits at the book's root, so that it covers every
    // chapter (a worker's scope is its folder).
    let sw = web.join("skus-sw.js");
    if sw.is_file() {
        std::fs::copy(&sw, src.join("skus-sw.js")).map_err(|e| BuildError::Io(sw.clone(), e))?;
    }
    for (path, title, id) in WEB_PAGES {
        let text = format!(
            "# {title}\n\n<noscript>This page runs the referee in your browser: it needs JavaScript and WebAssembly.</noscript>\n\n<div id=\"skus-{id}\" class=\"skus-app\">Loading the referee…</div>\n\n<link rel=\"stylesheet\" href=\"../skus-web/skus-web.css\">\n<script type=\"module\" src=\"../skus-web/{id}.js\"></script>\n"
        );
        write(&src.join(path), &text)?;
    }
    let game = |file: &str, text: &str| serde_json::json!({ "file": file, "text": text });
    let examples: Vec<serde_json::Value> = input
        .variants
        .iter()
        .flat_map(|v| {
            v.examples.iter().chain(&v.matches).map(|ex| {
                serde_json::json!({
                    "variant": v.program.variant,
                    "title": ex.title,
                    "file": ex.file,
                    "text": ex.text,
                })
            })
        })
        .collect();
    let overlays: Vec<serde_json::Value> = input
        .overlays
        .iter()
        .map(|o| {
            let games: Vec<serde_json::Value> = OVERLAY_GAMES
                .iter()
                .filter(|(of, ..)| *of == o.file)
                .map(|(_, file, text)| game(file, text))
                .collect();
            serde_json::json!({
                "file": o.file,
                "name": Path::new(&o.file).file_name().map(|n| n.to_string_lossy().into_owned()),
                "variant": o.base.variant,
                "text": o.text,
                "games": games,
            })
        })
        .collect();
    let data = serde_json::json!({ "examples": examples, "overlays": overlays });
    write(
        &dest.join("data.json"),
        &serde_json::to_string(&data).unwrap_or_default(),
    )
}

/// Copies a folder's files (not its links or special files, nor the
/// entries named in `skip`), recursively.
fn copy_dir(from: &Path, to: &Path, skip: &[&str]) -> Result<(), BuildError> {
    let io = |p: &Path| {
        let p = p.to_path_buf();
        move |e| BuildError::Io(p, e)
    };
    std::fs::create_dir_all(to).map_err(io(to))?;
    for entry in std::fs::read_dir(from).map_err(io(from))? {
        let entry = entry.map_err(io(from))?;
        let path = entry.path();
        let kind = entry.file_type().map_err(io(&path))?;
        let target = to.join(entry.file_name());
        if skip.iter().any(|s| entry.file_name() == *s) {
            continue;
        }
        if kind.is_dir() {
            copy_dir(&path, &target, &[])?;
        } else if kind.is_file() {
            std::fs::copy(&path, &target).map_err(io(&path))?;
        }
    }
    Ok(())
}

/// Builds the book: the Markdown, then (with `html`) the HTML by mdBook.
pub fn build(input: &Input, opts: &BuildOptions) -> Result<BuildReport, BuildError> {
    if let Some(web) = &opts.web
        && !web.join("pkg").is_dir()
    {
        return Err(BuildError::Io(
            web.join("pkg"),
            std::io::Error::new(
                std::io::ErrorKind::NotFound,
                "no wasm package here: `bash scripts/web.sh build` writes it",
            ),
        ));
    }
    let pages = write_sources_with(input, &opts.out, opts.web.as_deref())?;
    let html = if opts.html {
        let book = mdbook_driver::MDBook::load(&opts.out)
            .map_err(|e| BuildError::Render(format!("{e:#}")))?;
        book.build()
            .map_err(|e| BuildError::Render(format!("{e:#}")))?;
        Some(opts.out.join("html"))
    } else {
        None
    };
    Ok(BuildReport {
        pages,
        src: opts.out.join("src"),
        html,
    })
}
