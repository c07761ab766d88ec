//! `skus lsp` spoken to as an editor speaks to it: a broken overlay opened,
//! its diagnostics at the overlay's places (UTF-16 columns), hover on a
//! rule id, go to a definition in a shipped base, and a clean shutdown;
//! then hostile input, every bad message answered and the server still
//! serving. Every read has a timeout: a server that hangs fails the test.

use crate::common::scratch::Scratch;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(60);

/// A broken overlay on the shipped Tarockcup spec. Line 6 (from 1) has an
/// `ü` before its error: the column in UTF-16 units (26) is not the
/// column in bytes (27).
const OVERLAY: &str = "# House rule (Sküs): a misspelt name
variant tarockcup \"Tarockcup, house rule\"
extends \"tarockcup.rules\"

override param kaiserstich: bool = true
group fowls = {Sküs, XXI, Sküz}
fn high(c: card) -> bool = c in fowls and kaiserstik
override rule _.play.kaiserstich \"Kaiserstich (house)\" source \"Haus: wenn Mond und Sküs fallen\"
override contract trischaken { value 2 }
";

struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    messages: Receiver<Value>,
    next_id: i64,
}

/// Reads framed messages from the server's output into a channel.
fn reader(out: impl Read + Send + 'static) -> Receiver<Value> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut r = BufReader::new(out);
        loop {
            let mut length = None;
            loop {
                let mut line = String::new();
                if r.read_line(&mut line).unwrap_or(0) == 0 {
                    return;
                }
                let line = line.trim_end();
                if line.is_empty() {
                    break;
                }
                if let Some(v) = line.strip_prefix("Content-Length: ") {
                    length = v.parse::<usize>().ok();
                }
            }
            let Some(n) = length else { return };
            let mut body = vec![0; n];
            if r.read_exact(&mut body).is_err() {
                return;
            }
            let Ok(v) = serde_json::from_slice::<Value>(&body) else {
                return;
            };
            if tx.send(v).is_err() {
                return;
            }
        }
    });
    rx
}

impl Client {
    fn start(cache: &Path) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skus"))
            .arg("lsp")
            .env("XDG_CACHE_HOME", cache)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("skus lsp starts");
        let messages = reader(child.stdout.take().expect("stdout"));
        let stdin = child.stdin.take();
        Client {
            child,
            stdin,
            messages,
            next_id: 0,
        }
    }

    fn raw(&mut self, body: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        write!(stdin, "Content-Length: {}\r\n\r\n", body.len()).expect("write");
        stdin.write_all(body).expect("write");
        stdin.flush().expect("flush");
    }

    fn send(&mut self, msg: &Value) {
        self.raw(msg.to_string().as_bytes());
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The next message for which `pick` holds (others are skipped).
    fn wait(&mut self, what: &str, pick: impl Fn(&Value) -> bool) -> Value {
        let deadline = std::time::Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.messages.recv_timeout(left) {
                Ok(v) if pick(&v) => return v,
                Ok(_) => {}
                Err(e) => panic!("no {what} from the server: {e}"),
            }
        }
    }

    /// A request and its response.
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.wait(method, |v| {
            v["id"] == json!(id) && v.get("method").is_none()
        })
    }

    /// Shuts the server down and returns its exit status.
    fn shutdown(mut self) -> Option<i32> {
        let r = self.request("shutdown", Value::Null);
        assert_eq!(r["result"], Value::Null, "{r}");
        self.notify("exit", Value::Null);
        drop(self.stdin.take());
        let deadline = std::time::Instant::now() + TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status.code();
            }
            if std::time::Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the server did not exit");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn scratch(name: &str) -> Scratch {
    Scratch::dir(&format!("skus-lsp-test-{}-{name}", std::process::id()))
}

fn file_uri(path: &Path) -> String {
    skus::lsp::files::path_to_uri(path)
}

fn initialize(c: &mut Client) -> Value {
    let r = c.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {}}),
    );
    c.notify("initialized", json!({}));
    r
}

fn pos(line: u32, character: u32) -> Value {
    json!({"line": line, "character": character})
}

#[test]
fn lsp_diagnostics_hover_and_definition_of_an_overlay() {
    let dir = scratch("overlay");
    let cache = dir.join("cache");
    let path = dir.join("house.rules");
    std::fs::write(&path, OVERLAY).expect("write overlay");
    let uri = file_uri(&path);
    let mut c = Client::start(&cache);
    let init = initialize(&mut c);
    let caps = &init["result"]["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16", "{init}");
    assert_eq!(caps["hoverProvider"], true);
    assert!(caps["semanticTokensProvider"]["legend"].is_object());

    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "skus", "version": 1, "text": OVERLAY}}),
    );
    let diags = c.wait("diagnostics", |v| {
        v["method"] == "textDocument/publishDiagnostics"
    });
    assert_eq!(diags["params"]["uri"], json!(uri));
    let list = diags["params"]["diagnostics"].as_array().expect("a list");
    let places: Vec<(Value, Value, &str)> = list
        .iter()
        .map(|d| {
            (
                d["range"]["start"].clone(),
                d["range"]["end"].clone(),
                d["code"].as_str().unwrap_or(""),
            )
        })
        .collect();
    // `Sküz` (line 6, after `group fowls = {Sküs, XXI, `: 26 characters,
    // 27 bytes), and `kaiserstik` (line 7, after 42 characters).
    assert_eq!(
        places,
        vec![
            (pos(5, 26), pos(5, 30), "S0215"),
            (pos(6, 42), pos(6, 52), "S0201"),
        ],
        "{diags}"
    );
    assert!(
        list[1]["message"]
            .as_str()
            .unwrap_or("")
            .contains("kaiserstich")
    );

    // Hover on the rule id: its words and the rulebook's.
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": pos(7, 19)}),
    );
    let md = h["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(md.contains("rule tarockcup.play.kaiserstich"), "{md}");
    assert!(md.contains("Kaiserstich (house)"), "{md}");
    assert!(md.contains("Haus: wenn Mond und Sküs fallen"), "{md}");
    assert_eq!(h["result"]["range"]["start"], pos(7, 14), "{h}");
    assert_eq!(h["result"]["range"]["end"], pos(7, 32), "{h}");

    // Hover on a parameter: where it is set, the bases too.
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": pos(4, 17)}),
    );
    let md = h["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(md.contains("param kaiserstich: bool = false"), "{md}");
    assert!(
        md.contains("**false** (of the base: this text has errors)"),
        "{md}"
    );

    // A function's parameter is a local; a field is a field.
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": pos(6, 27)}),
    );
    let md = h["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(md.contains("local (parameter)"), "{md}");
    let d = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": pos(6, 27)}),
    );
    assert_eq!(d["result"][0]["range"]["start"], pos(6, 8), "{d}");
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": pos(8, 32)}),
    );
    let md = h["result"]["contents"]["value"].as_str().expect("markdown");
    // The overlay has errors: the type is its base's.
    assert!(
        md.contains("field `value`: **int** (of `trischaken`) (of the base: this text has errors)"),
        "{md}"
    );

    // Completion: the spec's names, its bases' and rule ids.
    let r = c.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": pos(6, 44)}),
    );
    let labels: Vec<&str> = r["result"]
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|i| i["label"].as_str())
        .collect();
    for name in [
        "kaiserstich",
        "fowls",
        "_.play.kaiserstich",
        "c",
        "suit_of",
        "require",
    ] {
        assert!(labels.contains(&name), "{name}: {labels:?}");
    }

    // Go to definition on the overlay's rule: the base's declaration, in
    // the read-only copy of the shipped koenigrufen.rules.
    let d = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": pos(7, 21)}),
    );
    let loc = &d["result"][0];
    let target = loc["uri"].as_str().expect("a uri");
    assert!(target.ends_with("/koenigrufen.rules"), "{d}");
    let target_path = skus::lsp::files::uri_to_path(target).expect("a file uri");
    assert!(target_path.starts_with(&cache), "{}", target_path.display());
    assert_eq!(loc["range"]["start"], pos(56, 5), "{d}");
    let base = std::fs::read_to_string(&target_path).expect("the copy");
    let line = base.lines().nth(56).expect("line 57");
    assert!(line.starts_with("rule _.play.kaiserstich "), "{line}");

    // `extends "tarockcup.rules"` goes to the embedded base's copy.
    let d = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": pos(2, 12)}),
    );
    let target = d["result"][0]["uri"].as_str().unwrap_or("");
    assert!(target.ends_with("/tarockcup.rules"), "{d}");
    let copy = skus::lsp::files::uri_to_path(target).expect("a file uri");
    assert_eq!(
        std::fs::read_to_string(copy).ok().as_deref(),
        skus::specs::shipped("tarockcup").map(|s| s.1)
    );

    // The parameter's declaration in the overlay goes to Tarockcup's.
    let d = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": pos(4, 17)}),
    );
    let loc = &d["result"][0];
    assert!(
        loc["uri"]
            .as_str()
            .unwrap_or("")
            .ends_with("/tarockcup.rules"),
        "{d}"
    );
    // Its line in the shipped text (0-based, as the protocol counts).
    let line = skus::specs::shipped("tarockcup")
        .and_then(|(_, text)| {
            text.lines()
                .position(|l| l.starts_with("override param kaiserstich:"))
        })
        .expect("Tarockcup declares kaiserstich");
    assert_eq!(loc["range"]["start"], pos(line as u32, 15), "{d}");

    // A use of `fowls` goes to the overlay's own group.
    let d = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": pos(6, 33)}),
    );
    assert_eq!(d["result"][0]["uri"], json!(uri), "{d}");
    assert_eq!(d["result"][0]["range"]["start"], pos(5, 6), "{d}");

    // The outline: the overlay's declarations, the contract's field inside.
    let r = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    let names: Vec<&str> = r["result"]
        .as_array()
        .expect("symbols")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    assert_eq!(
        names,
        [
            "tarockcup",
            "kaiserstich",
            "fowls",
            "high",
            "_.play.kaiserstich",
            "trischaken"
        ],
        "{r}"
    );
    assert_eq!(r["result"][5]["children"][0]["name"], "value", "{r}");

    // Fixed: no diagnostics.
    let fixed = OVERLAY
        .replace("Sküz", "I")
        .replace("kaiserstik", "kaiserstich");
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]}),
    );
    let diags = c.wait("diagnostics", |v| {
        v["method"] == "textDocument/publishDiagnostics" && v["params"]["version"] == 2
    });
    assert_eq!(diags["params"]["diagnostics"], json!([]), "{diags}");
    // Checked, the parameter's hover has its value after overlays.
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": pos(4, 17)}),
    );
    let md = h["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(
        md.contains("effective value after overlays: **true**"),
        "{md}"
    );

    assert_eq!(c.shutdown(), Some(0));
}

#[test]
fn lsp_answers_hostile_input_and_keeps_serving() {
    let dir = scratch("hostile");
    let mut c = Client::start(&dir);
    // Before `initialize`: refused, not ignored.
    let r = c.request("textDocument/hover", json!({}));
    assert_eq!(r["error"]["code"], -32002, "{r}");
    initialize(&mut c);
    let error_with_null_id = |v: &Value| v["id"].is_null() && v.get("error").is_some();
    for body in [
        &b"{not json"[..],
        b"\xff\xfe\x00",
        b"[1, 2]",
        b"{\"jsonrpc\": \"2.0\"}",
    ] {
        c.raw(body);
        let e = c.wait("an error", error_with_null_id);
        assert!(e["error"]["code"].as_i64().is_some(), "{e}");
    }
    // A header without a length, then a good message: both answered.
    c.stdin
        .as_mut()
        .expect("stdin")
        .write_all(b"Bogus-Header\r\n\r\n")
        .expect("write");
    let e = c.wait("an error", error_with_null_id);
    assert_eq!(e["error"]["code"], -32700, "{e}");
    // An id that is not a 32-bit integer is echoed.
    c.send(&json!({"jsonrpc": "2.0", "id": 1.5, "method": "shutdown"}));
    let e = c.wait("an error", |v| v["id"] == json!(1.5));
    assert_eq!(e["error"]["code"], -32600, "{e}");
    let r = c.request("no/such/method", json!({}));
    assert_eq!(r["error"]["code"], -32601, "{r}");
    let r = c.request("textDocument/hover", json!({"textDocument": 7}));
    assert_eq!(r["error"]["code"], -32602, "{r}");
    // A document that is no spec at all, and positions outside it.
    let uri = "untitled:Untitled-1";
    let text = "Sküs \u{0}\u{1b}}{ü\r\n\"unterminated";
    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "skus", "version": 1, "text": text}}),
    );
    let d = c.wait("diagnostics", |v| {
        v["method"] == "textDocument/publishDiagnostics"
    });
    assert!(
        !d["params"]["diagnostics"]
            .as_array()
            .expect("list")
            .is_empty(),
        "{d}"
    );
    for p in [
        pos(0, 0),
        pos(0, 3),
        pos(1, 999),
        pos(99, 0),
        pos(u32::MAX, u32::MAX),
    ] {
        for method in [
            "textDocument/hover",
            "textDocument/definition",
            "textDocument/completion",
        ] {
            let r = c.request(method, json!({"textDocument": {"uri": uri}, "position": p}));
            assert!(r.get("result").is_some(), "{method} {p}: {r}");
        }
    }
    let r = c.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": {"uri": uri}}),
    );
    assert!(r["result"]["data"].is_array(), "{r}");
    // A change to a range past the end, of an unknown document too.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2},
               "contentChanges": [{"range": {"start": pos(9, 9), "end": pos(0, 0)}, "text": "x"}]}),
    );
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": "file:///nowhere.rules", "version": 2}, "contentChanges": []}),
    );
    let d = c.wait("diagnostics", |v| {
        v["method"] == "textDocument/publishDiagnostics" && v["params"]["version"] == 2
    });
    assert_eq!(d["params"]["uri"], uri);
    // Completion still offers the language's words.
    let r = c.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": pos(0, 0)}),
    );
    let labels: Vec<&str> = r["result"]
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|i| i["label"].as_str())
        .collect();
    for word in ["require", "contract", "hand"] {
        assert!(labels.contains(&word), "{word}: {labels:?}");
    }
    assert_eq!(c.shutdown(), Some(0));
}

#[test]
fn lsp_exits_with_1_when_the_input_ends_without_shutdown() {
    let dir = scratch("eof");
    let mut c = Client::start(&dir);
    initialize(&mut c);
    drop(c.stdin.take());
    let deadline = std::time::Instant::now() + TIMEOUT;
    loop {
        if let Some(status) = c.child.try_wait().expect("wait") {
            assert_eq!(status.code(), Some(1));
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the server did not exit"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
