//! A tiny HTTP server for the browser test (Chromium will not load ES
//! modules or workers from `file://`): GET only, files below the book's
//! HTML, and `/tests/…` from the repository (the corpus games the pages
//! fetch with `?game=`). Std only; one thread per connection.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Serves `book` on 127.0.0.1 (a free port) until the process ends; returns
/// the base URL.
pub fn serve(book: PathBuf, repo: PathBuf) -> String {
    serve_switchable(book, repo).0
}

/// As [`serve`], with a switch: while it is on, every request but the
/// pages' `/__hold` is dropped unanswered, as when the network is gone.
pub fn serve_switchable(book: PathBuf, repo: PathBuf) -> (String, Arc<AtomicBool>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port");
    let addr = listener.local_addr().expect("its address");
    let offline = Arc::new(AtomicBool::new(false));
    let switch = offline.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (book, repo) = (book.clone(), repo.clone());
            let offline = offline.load(Ordering::SeqCst);
            std::thread::spawn(move || answer(stream, &book, &repo, offline));
        }
    });
    (format!("http://{addr}"), switch)
}

fn answer(mut stream: TcpStream, book: &Path, repo: &Path, offline: bool) {
    let mut reader = BufReader::new(match stream.try_clone() {
        Ok(s) => s,
        Err(_) => return,
    });
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    // The headers are read and ignored.
    let mut line = String::new();
    while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
        line.clear();
    }
    let target = request.split_whitespace().nth(1).unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let path = percent_decode(path);
    if path == "/__hold" {
        // The pages' `?hold`: an open request keeps headless Chromium's
        // virtual time from running out while the engine works.
        std::thread::sleep(std::time::Duration::from_millis(50));
        let _ = stream.write_all(
            b"HTTP/1.1 204 No Content\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        );
        return;
    }
    if offline {
        // No answer at all: the browser sees a network error.
        let _ = stream.shutdown(std::net::Shutdown::Both);
        return;
    }
    let file = resolve(&path, book, repo);
    let (status, body, kind) = match file.and_then(|f| std::fs::read(&f).ok().map(|b| (f, b))) {
        Some((f, body)) => ("200 OK", body, mime(&f)),
        None => ("404 Not Found", b"not found".to_vec(), "text/plain"),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(&body);
}

fn resolve(path: &str, book: &Path, repo: &Path) -> Option<PathBuf> {
    let rel = Path::new(path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let file = if rel.starts_with("tests") {
        repo.join(rel)
    } else {
        book.join(rel)
    };
    if file.is_dir() {
        Some(file.join("index.html"))
    } else {
        Some(file)
    }
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(&s[i + 1..(i + 3).min(s.len())], 16)
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn mime(p: &Path) -> &'static str {
    match p.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        _ => "text/plain; charset=utf-8",
    }
}
