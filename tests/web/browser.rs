//! The built book's wasm pages in headless Chromium, served over HTTP by
//! the test: the Referee finds a corpus renonce, the Replay highlights the
//! legal cards at a chosen moment, the Playground locates the error of a
//! broken spec and shows a verdict an overlay changes. Pages are driven by
//! their URL (`?game=`, `?at=`, `?overlay=`, `?append=`) and read back with
//! `--dump-dom`.

use super::scratch::Scratch;
use super::{root, skipped, web_build};
use skus::book::{BuildOptions, Input};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| super::have(c))
}

/// The book with the wasm pages, built once, and the URL it is served at.
fn site() -> Result<&'static str, String> {
    static SITE: OnceLock<Result<String, String>> = OnceLock::new();
    SITE.get_or_init(|| {
        let web = web_build()?;
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-book");
        let _ = std::fs::remove_dir_all(&out);
        let input = Input::assemble(&[], &[]).expect("the shipped specs check");
        let report = skus::book::build(
            &input,
            &BuildOptions {
                out,
                html: true,
                web: Some(web.to_path_buf()),
            },
        )
        .expect("the book builds with the wasm pages");
        let html = report.html.expect("HTML");
        Ok(super::server::serve(html, root()))
    })
    .as_deref()
    .map_err(Clone::clone)
}

/// The page's DOM once its scripts have run (`--dump-dom`), retried while
/// the engine has not answered yet (`data-state` of the page's element).
fn page_dom(browser: &str, url: &str, done: &str) -> String {
    page_dom_in(browser, url, done, None)
}

/// As [`page_dom`], in the browser profile `keep` (kept, so that a second
/// visit finds what the first one left: the service worker and its copies)
/// or a fresh one.
fn page_dom_in(browser: &str, url: &str, done: &str, keep: Option<&std::path::Path>) -> String {
    let mut last = String::new();
    for budget in [15_000, 40_000, 90_000] {
        // A fresh profile is removed at the end of its run.
        let fresh;
        let profile = match keep {
            Some(keep) => keep,
            None => {
                fresh = tempdir();
                &*fresh
            }
        };
        last = dump_dom(browser, url, profile, budget);
        if last.contains(done) {
            return last;
        }
    }
    panic!(
        "{url}: the page never reached `{done}`; its DOM:\n{}",
        &last[last.len().saturating_sub(4000)..]
    );
}

/// One run of headless Chromium on `url` in `profile`: the DOM once the
/// virtual time `budget` (ms) has run out.
fn dump_dom(browser: &str, url: &str, profile: &std::path::Path, budget: u32) -> String {
    let out = headless(browser, profile, budget)
        .args(["--dump-dom", url])
        .output()
        .expect("chromium runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Headless Chromium in `profile`, quiet (no sync, no updates), its
/// virtual time limited to `budget` ms.
fn headless(browser: &str, profile: &std::path::Path, budget: u32) -> Command {
    let mut c = Command::new(browser);
    c.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        &format!("--user-data-dir={}", profile.display()),
        &format!("--virtual-time-budget={budget}"),
    ]);
    c
}

/// With `SKUS_WEB_SHOTS=DIR`, a screenshot of the page as `DIR/NAME.png`
/// (book/screenshots holds the ones of the last change).
fn shot(browser: &str, url: &str, name: &str, height: u32) {
    let Ok(dir) = std::env::var("SKUS_WEB_SHOTS") else {
        return;
    };
    let dir = root().join(dir);
    let _ = std::fs::create_dir_all(&dir);
    let profile = tempdir();
    let file = dir.join(format!("{name}.png"));
    let _ = headless(browser, &profile, 30_000)
        .args([
            "--hide-scrollbars",
            &format!("--window-size=1280,{height}"),
            &format!("--screenshot={}", file.display()),
            url,
        ])
        .output();
    drop(profile);
    println!("screenshot: {}", file.display());
}

/// A fresh browser profile, removed when dropped.
fn tempdir() -> Scratch {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    Scratch::dir(&format!(
        "skus-chromium-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

fn setup(test: &str) -> Option<(&'static str, &'static str)> {
    let Some(browser) = chromium() else {
        skipped(test, "Chromium is not installed (apt-get install chromium)");
        return None;
    };
    match site() {
        Ok(url) => Some((browser, url)),
        Err(why) => {
            skipped(test, &why);
            None
        }
    }
}

#[test]
fn referee_page_finds_the_renonce() {
    let Some((browser, url)) = setup("browser referee") else {
        return;
    };
    let page =
        format!("{url}/web/referee.html?hold&game=/tests/games/tarockcup/renonce-follow-suit.ptn");
    let dom = page_dom(browser, &page, "data-state=\"done\"");
    assert!(
        dom.contains("data-kind=\"renonce\"")
            && dom.contains("data-rule=\"tarockcup.play.follow-suit\""),
        "the renonce finding is on the page:\n{dom}"
    );
    assert!(
        dom.contains("href=\"../variants/tarockcup.html#tarockcup.play.follow-suit\""),
        "the finding links to its rule in the book"
    );
    assert!(
        dom.contains("The score sheet agrees."),
        "the sheet is compared"
    );
    shot(browser, &page, "web-referee", 1400);
}

#[test]
fn referee_page_shows_a_match_and_a_settlement_as_tables() {
    let Some((browser, url)) = setup("browser referee match") else {
        return;
    };
    let page = format!("{url}/web/referee.html?hold&game=/tests/games/royal/match-eight-games.ptn");
    let dom = page_dom(browser, &page, "data-state=\"done\"");
    // The match result of tests/games/royal/match-eight-games.expect
    // (derived by hand there), one row a player, in order.
    let rows: Vec<(String, String)> = dom
        .split("<tr data-player=\"")
        .skip(1)
        .map(|r| {
            let player = r.split('"').next().unwrap_or_default().to_string();
            let score = r
                .split("<td>")
                .nth(1)
                .and_then(|t| t.split("</td>").next())
                .unwrap_or_default()
                .to_string();
            (player, score)
        })
        .collect();
    let want = [
        ("Anna", "95"),
        ("Bela", "95"),
        ("Csaba", "94"),
        ("Dora", "94"),
    ];
    assert_eq!(
        rows,
        want.map(|(p, s)| (p.to_string(), s.to_string())),
        "the match table:\n{dom}"
    );
    assert!(!dom.contains("\"players\""), "no raw JSON of the match");
    // Game 1's settlement, item by item (its derivation in the .expect):
    // the attackers' Konsolation 75 and the defenders' Mondfang 120.
    assert!(
        dom.contains("<tr data-item=\"konsolation\">")
            && dom.contains("<tr data-item=\"mondfang\">"),
        "the settlement's items are rows of a table"
    );
    assert!(!dom.contains("{\"item\":"), "no raw JSON of the settlement");
}

#[test]
fn the_referee_page_works_offline_once_visited() {
    let Some(browser) = chromium() else {
        skipped(
            "browser offline",
            "Chromium is not installed (apt-get install chromium)",
        );
        return;
    };
    let book = match site() {
        Ok(_) => PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-book/html"),
        Err(why) => {
            skipped("browser offline", &why);
            return;
        }
    };
    // A server of its own, to take the network away from.
    let (url, offline) = super::server::serve_switchable(book, root());
    let profile = tempdir();
    let example = "example=tests/games/tarockcup/renonce-follow-suit.ptn";
    // Offline before any visit: nothing can load.
    offline.store(true, std::sync::atomic::Ordering::SeqCst);
    let fresh = tempdir();
    let out = dump_dom(
        browser,
        &format!("{url}/web/referee.html?hold&{example}"),
        &fresh,
        5_000,
    );
    drop(fresh);
    assert!(
        !out.contains("data-state=\"done\""),
        "the page loaded without a network and without a visit: the test proves nothing"
    );
    // The first visit, online: the service worker copies the pages.
    offline.store(false, std::sync::atomic::Ordering::SeqCst);
    page_dom_in(
        browser,
        &format!("{url}/web/referee.html?cache"),
        "data-offline=\"ready\"",
        Some(&profile),
    );
    // The network gone: the page, the engine and the book's examples come
    // from the copies, and the referee still finds the renonce.
    offline.store(true, std::sync::atomic::Ordering::SeqCst);
    let dom = page_dom_in(
        browser,
        &format!("{url}/web/referee.html?hold&{example}"),
        "data-state=\"done\"",
        Some(&profile),
    );
    drop(profile);
    assert!(
        dom.contains("data-rule=\"tarockcup.play.follow-suit\""),
        "offline, the renonce is found:\n{dom}"
    );
}

#[test]
fn replay_page_highlights_the_legal_cards() {
    let Some((browser, url)) = setup("browser replay") else {
        return;
    };
    // Trick 9, seat 4 to play to a Pik lead holding SJ: only SJ is legal.
    let page = format!(
        "{url}/web/replay.html?hold&game=/tests/games/tarockcup/renonce-follow-suit.ptn&at=9.4"
    );
    let dom = page_dom(browser, &page, "data-state=\"done\"");
    let legal: Vec<&str> = dom
        .match_indices("data-legal=\"yes\"")
        .filter_map(|(i, _)| {
            let tag_start = dom[..i].rfind('<')?;
            let tag = &dom[tag_start..i];
            let at = tag.find("data-card=\"")? + "data-card=\"".len();
            tag[at..].split('"').next()
        })
        .collect();
    assert_eq!(legal, ["SJ"], "the legal cards of seat 4 at 9.4");
    assert!(
        dom.contains("data-legal=\"no\""),
        "the other cards are drawn, not legal"
    );
    assert!(
        dom.contains("tarockcup.play.follow-suit"),
        "the rule forbidding the others, and the ruling at this event"
    );
    shot(browser, &page, "web-replay", 1300);
}

#[test]
fn worked_examples_open_in_the_replay() {
    let Some((browser, url)) = setup("browser worked examples") else {
        return;
    };
    let chapter = page_dom(
        browser,
        &format!("{url}/variants/tarockcup.html"),
        "skus-open-replay",
    );
    let link = "../web/replay.html?example=tests/games/tarockcup/renonce-follow-suit.ptn";
    assert!(chapter.contains(link), "the example links to the replay");
    assert!(
        !chapter.contains("example=tests/games/royal/"),
        "a chapter links only its own variant's examples"
    );
    let page =
        format!("{url}/web/replay.html?hold&example=tests/games/tarockcup/renonce-follow-suit.ptn");
    let dom = page_dom(browser, &page, "data-state=\"done\"");
    assert!(
        dom.contains("70 recorded events"),
        "the worked example is replayed from the book's data"
    );
}

#[test]
fn playground_locates_an_error_and_shows_a_changed_verdict() {
    let Some((browser, url)) = setup("browser playground") else {
        return;
    };
    // A broken spec: the error is located in the editor.
    let page =
        format!("{url}/web/playground.html?hold&spec=tarockcup.rules&append=%0Aoops%20%7B%0A");
    let dom = page_dom(browser, &page, "data-state=\"invalid\"");
    assert!(
        dom.contains("class=\"skus-mark error\""),
        "the error is marked in place:\n{dom}"
    );
    assert!(
        dom.contains("skus-diagnostic error") && dom.contains("S0101"),
        "the diagnostic is listed with its code"
    );
    shot(browser, &page, "web-playground-error", 1100);
    // An overlay that changes a verdict.
    let page = format!(
        "{url}/web/playground.html?hold&overlay=tests/overlays/tarockcup-solorufer-3.rules"
    );
    let dom = page_dom(browser, &page, "data-state=\"ruled\"");
    assert!(
        dom.contains("data-file=\"tests/games/tarockcup/solorufer.ptn\" data-changed=\"yes\""),
        "the overlay changes the Solorufer's verdict:\n{dom}"
    );
    shot(browser, &page, "web-playground-overlay", 1500);
}
