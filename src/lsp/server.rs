//! The server's loop: messages read, requests answered, documents kept
//! and checked.

use super::analysis::{Analysis, Origin, analyse, analyse_after, check_base};
use super::position::LineIndex;
use super::transport::{Frame, read_frame, write_frame};
use super::{features, tokens};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response, ResponseError};
use lsp_types::{
    CompletionOptions, CompletionResponse, DidChangeTextDocumentParams, DidCloseTextDocumentParams,
    DidOpenTextDocumentParams, GotoDefinitionParams, GotoDefinitionResponse, HoverParams,
    HoverProviderCapability, InitializeResult, OneOf, PositionEncodingKind,
    PublishDiagnosticsParams, SemanticTokens, SemanticTokensFullOptions, SemanticTokensOptions,
    SemanticTokensParams, SemanticTokensServerCapabilities, ServerCapabilities, ServerInfo,
    TextDocumentPositionParams, TextDocumentSyncCapability, TextDocumentSyncKind, Uri,
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// An open document.
struct Doc {
    uri: Uri,
    text: String,
    lines: LineIndex,
    version: i32,
    /// The check of the current text.
    current: Analysis,
    /// The last check of a text that parsed, while the current does not
    /// (names and places are looked up there).
    good: Option<Analysis>,
}

impl Doc {
    fn analysis(&self) -> &Analysis {
        match &self.good {
            Some(good) if !self.current.parsed => good,
            _ => &self.current,
        }
    }

    fn set_text(&mut self, text: String, version: i32) {
        self.lines = LineIndex::new(&text);
        self.text = text;
        self.version = version;
        // The last text that parsed is kept: the new one is read again
        // only where it differs.
        let mut fresh = analyse_after(&self.uri, &self.text, Some(self.analysis()));
        if fresh.program.is_none() {
            // Types and values of the last text without errors, else of
            // the base, marked so.
            fresh.program = self.current.program.clone();
            fresh.origin = self.current.origin.max(Origin::Earlier);
            if fresh.program.is_none() {
                with_base(&mut fresh);
            }
        }
        let old = std::mem::replace(&mut self.current, fresh);
        if self.current.parsed {
            self.good = None;
        } else if old.parsed {
            self.good = Some(old);
        }
    }
}

/// The server's state, writing to `out`.
pub struct Server<W: Write> {
    out: W,
    docs: HashMap<String, Doc>,
    initialized: bool,
    shutdown: bool,
    /// The output could not be written: the client is gone.
    gone: bool,
}

/// Serves the protocol on `input` and `output` until `exit` or the end of
/// the input; the exit status (0 after a `shutdown`, else 1).
pub fn serve(mut input: impl BufRead, output: impl Write) -> i32 {
    let mut server = Server::new(output);
    loop {
        let frame = match read_frame(&mut input) {
            Ok(f) => f,
            Err(_) => return 1,
        };
        match frame {
            Frame::End => return if server.shutdown { 0 } else { 1 },
            Frame::Bad(why) => server.error(Value::Null, ErrorCode::ParseError, why),
            Frame::Body(bytes) => {
                if let Some(code) = server.handle(&bytes) {
                    return code;
                }
            }
        }
        if server.gone {
            return 1;
        }
    }
}

impl<W: Write> Server<W> {
    pub fn new(out: W) -> Server<W> {
        Server {
            out,
            docs: HashMap::new(),
            initialized: false,
            shutdown: false,
            gone: false,
        }
    }

    fn send(&mut self, msg: Message) {
        if msg.write(&mut self.out).is_err() {
            self.gone = true;
        }
    }

    /// An error answer to a message whose id may not be a valid one (or
    /// none: `null`).
    fn error(&mut self, id: Value, code: ErrorCode, message: impl Into<String>) {
        let body = json!({
            "jsonrpc": "2.0",
            "id": id,
            "error": { "code": code as i32, "message": message.into() },
        });
        let bytes = serde_json::to_vec(&body).unwrap_or_default();
        if write_frame(&mut self.out, &bytes).is_err() {
            self.gone = true;
        }
    }

    fn reply(&mut self, id: RequestId, result: Result<Value, (ErrorCode, String)>) {
        let response_result = result.map_err(|(code, message)| ResponseError {
            code: code as i32,
            message,
            data: None,
        });
        self.send(Message::Response(Response {
            id,
            response_result,
        }));
    }

    /// Handles one message body; `Some(status)` when the server is to
    /// exit.
    pub fn handle(&mut self, bytes: &[u8]) -> Option<i32> {
        let value: Value = match serde_json::from_slice(bytes) {
            Ok(v) => v,
            Err(e) => {
                self.error(Value::Null, ErrorCode::ParseError, format!("not JSON: {e}"));
                return None;
            }
        };
        let Some(obj) = value.as_object() else {
            self.error(
                Value::Null,
                ErrorCode::InvalidRequest,
                "a message is a JSON object (batches are not part of the protocol)",
            );
            return None;
        };
        let id = obj.get("id").cloned();
        let has_method = obj.get("method").is_some_and(Value::is_string);
        // An id the message types cannot hold (a fraction, `null`, a number
        // past 32 bits) is still echoed.
        if let Some(raw) = &id
            && has_method
            && serde_json::from_value::<RequestId>(raw.clone()).is_err()
        {
            self.error(
                raw.clone(),
                ErrorCode::InvalidRequest,
                "a request id is a 32-bit integer or a string",
            );
            return None;
        }
        match serde_json::from_value::<Message>(value) {
            Ok(Message::Request(req)) => {
                let id = req.id.clone();
                let method = req.method.clone();
                match catch_unwind(AssertUnwindSafe(|| self.request(req))) {
                    Ok(result) => self.reply(id, result),
                    Err(_) => self.reply(
                        id,
                        Err((ErrorCode::InternalError, format!("`{method}` failed"))),
                    ),
                }
                None
            }
            Ok(Message::Notification(n)) => {
                if n.method == "exit" {
                    return Some(if self.shutdown { 0 } else { 1 });
                }
                let _ = catch_unwind(AssertUnwindSafe(|| self.notification(n)));
                None
            }
            // The server sends no requests: a response answers nothing.
            Ok(Message::Response(_)) => None,
            Err(_) => {
                let missing_id = id.is_none();
                let echo = if has_method {
                    id.unwrap_or(Value::Null)
                } else {
                    Value::Null
                };
                if has_method || missing_id {
                    self.error(
                        echo,
                        ErrorCode::InvalidRequest,
                        "not a JSON-RPC request, notification or response",
                    );
                }
                None
            }
        }
    }

    fn request(&mut self, req: Request) -> Result<Value, (ErrorCode, String)> {
        if req.method == "initialize" {
            if self.initialized {
                return Err((ErrorCode::InvalidRequest, "already initialized".into()));
            }
            self.initialized = true;
            return Ok(to_value(initialize_result()));
        }
        if !self.initialized {
            return Err((
                ErrorCode::ServerNotInitialized,
                "the first request is `initialize`".into(),
            ));
        }
        if self.shutdown {
            return Err((ErrorCode::InvalidRequest, "the server is shut down".into()));
        }
        match req.method.as_str() {
            "shutdown" => {
                self.shutdown = true;
                Ok(Value::Null)
            }
            "textDocument/hover" => {
                let p: HoverParams = params(req.params)?;
                Ok(self
                    .at(&p.text_document_position_params)
                    .and_then(|(doc, offset)| features::hover(doc.analysis(), &doc.text, offset))
                    .map_or(Value::Null, to_value))
            }
            "textDocument/definition" => {
                let p: GotoDefinitionParams = params(req.params)?;
                let locations = self
                    .at(&p.text_document_position_params)
                    .map(|(doc, offset)| features::definition(doc.analysis(), &doc.text, offset))
                    .unwrap_or_default();
                Ok(if locations.is_empty() {
                    Value::Null
                } else {
                    to_value(GotoDefinitionResponse::Array(locations))
                })
            }
            "textDocument/completion" => {
                let p: lsp_types::CompletionParams = params(req.params)?;
                let items = self
                    .at(&p.text_document_position)
                    .map(|(doc, offset)| features::completion(doc.analysis(), &doc.text, offset))
                    .unwrap_or_default();
                Ok(to_value(CompletionResponse::Array(items)))
            }
            "textDocument/documentSymbol" => {
                let p: lsp_types::DocumentSymbolParams = params(req.params)?;
                let symbols = self
                    .docs
                    .get(p.text_document.uri.as_str())
                    .and_then(|doc| doc.analysis().file(0).map(super::symbols::outline))
                    .unwrap_or_default();
                Ok(to_value(lsp_types::DocumentSymbolResponse::Nested(symbols)))
            }
            "textDocument/semanticTokens/full" => {
                let p: SemanticTokensParams = params(req.params)?;
                let data = self
                    .docs
                    .get(p.text_document.uri.as_str())
                    .map(|doc| tokens::semantic_tokens(doc.analysis(), &doc.text))
                    .unwrap_or_default();
                Ok(to_value(SemanticTokens {
                    result_id: None,
                    data,
                }))
            }
            other => Err((
                ErrorCode::MethodNotFound,
                format!("`{other}` is not supported"),
            )),
        }
    }

    /// The document and byte offset of a position.
    fn at(&self, p: &TextDocumentPositionParams) -> Option<(&Doc, usize)> {
        let doc = self.docs.get(p.text_document.uri.as_str())?;
        Some((doc, doc.lines.offset(&doc.text, p.position)))
    }

    fn notification(&mut self, n: Notification) {
        if !self.initialized || self.shutdown {
            return;
        }
        let uri = match n.method.as_str() {
            "textDocument/didOpen" => {
                let Ok(p) = serde_json::from_value::<DidOpenTextDocumentParams>(n.params) else {
                    return;
                };
                let item = p.text_document;
                let key = item.uri.as_str().to_string();
                let mut current = analyse(&item.uri, &item.text);
                with_base(&mut current);
                self.docs.insert(
                    key.clone(),
                    Doc {
                        uri: item.uri,
                        lines: LineIndex::new(&item.text),
                        text: item.text,
                        version: item.version,
                        current,
                        good: None,
                    },
                );
                key
            }
            "textDocument/didChange" => {
                let Ok(p) = serde_json::from_value::<DidChangeTextDocumentParams>(n.params) else {
                    return;
                };
                let key = p.text_document.uri.as_str().to_string();
                let Some(doc) = self.docs.get_mut(&key) else {
                    return;
                };
                let mut text = doc.text.clone();
                for change in p.content_changes {
                    match change.range {
                        None => text = change.text,
                        Some(r) => {
                            let lines = LineIndex::new(&text);
                            let a = lines.offset(&text, r.start);
                            let b = lines.offset(&text, r.end).max(a);
                            text.replace_range(a..b, &change.text);
                        }
                    }
                }
                doc.set_text(text, p.text_document.version);
                key
            }
            "textDocument/didClose" => {
                let Ok(p) = serde_json::from_value::<DidCloseTextDocumentParams>(n.params) else {
                    return;
                };
                if let Some(doc) = self.docs.remove(p.text_document.uri.as_str()) {
                    self.publish(doc.uri, Vec::new(), None);
                }
                return;
            }
            _ => return,
        };
        if let Some(doc) = self.docs.get(&uri) {
            let (uri, diags, version) = (
                doc.uri.clone(),
                doc.current.diagnostics.clone(),
                doc.version,
            );
            self.publish(uri, diags, Some(version));
        }
    }

    fn publish(&mut self, uri: Uri, diagnostics: Vec<lsp_types::Diagnostic>, version: Option<i32>) {
        let params = PublishDiagnosticsParams {
            uri,
            diagnostics,
            version,
        };
        self.send(Message::Notification(Notification {
            method: "textDocument/publishDiagnostics".into(),
            params: to_value(params),
        }));
    }
}

/// While a document has errors (and none was checked without), the
/// program of its base alone.
fn with_base(an: &mut Analysis) {
    if an.program.is_none() {
        an.program = check_base(an).map(std::rc::Rc::new);
        an.origin = Origin::Base;
    }
}

fn to_value(v: impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

fn params<P: DeserializeOwned>(v: Value) -> Result<P, (ErrorCode, String)> {
    serde_json::from_value(v).map_err(|e| (ErrorCode::InvalidParams, e.to_string()))
}

fn initialize_result() -> InitializeResult {
    InitializeResult {
        capabilities: ServerCapabilities {
            position_encoding: Some(PositionEncodingKind::UTF16),
            text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
            hover_provider: Some(HoverProviderCapability::Simple(true)),
            definition_provider: Some(OneOf::Left(true)),
            document_symbol_provider: Some(OneOf::Left(true)),
            completion_provider: Some(CompletionOptions {
                trigger_characters: Some(vec![".".into()]),
                ..CompletionOptions::default()
            }),
            semantic_tokens_provider: Some(
                SemanticTokensServerCapabilities::SemanticTokensOptions(SemanticTokensOptions {
                    legend: tokens::legend(),
                    full: Some(SemanticTokensFullOptions::Bool(true)),
                    range: None,
                    ..SemanticTokensOptions::default()
                }),
            ),
            ..ServerCapabilities::default()
        },
        server_info: Some(ServerInfo {
            name: "skus".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::syntax::TOKENS;

    fn frame(body: &[u8]) -> Vec<u8> {
        let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
        out.extend_from_slice(body);
        out
    }

    fn msg(v: Value) -> Vec<u8> {
        frame(v.to_string().as_bytes())
    }

    /// The answers a session gets, every frame of them JSON.
    fn answers(input: &[u8]) -> (i32, Vec<Value>) {
        let mut out = Vec::new();
        let status = serve(input, &mut out);
        let mut r = &out[..];
        let mut values = Vec::new();
        loop {
            match read_frame(&mut r) {
                Ok(Frame::Body(b)) => values.push(serde_json::from_slice(&b).expect("JSON out")),
                Ok(Frame::End) => return (status, values),
                other => panic!("bad output frame: {other:?}"),
            }
        }
    }

    const BASE: &str = "# Sküs\nvariant tarockcup \"house\"\nextends \"tarockcup.rules\"\n\
                        param kaiserstich: bool = true\n\
                        fn f(c: card) -> int = count(x in hand(c) where x == Sküs)\n";

    /// Sessions of mutated specs, positions anywhere and garbage frames:
    /// the server answers every request and never panics.
    #[test]
    fn hostile_sessions_are_answered_without_a_panic() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n.max(1) as u64) as usize
        };
        for round in 0..12 {
            let uri = if round % 2 == 0 {
                "untitled:a"
            } else {
                "file:///nowhere/a.rules"
            };
            let mut input = msg(json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                                       "params": {"capabilities": {}}}));
            let mut text = BASE.to_string();
            input.extend(msg(json!({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": {"textDocument": {"uri": uri, "languageId": "skus", "version": 0, "text": text}}})));
            let mut requests = 1;
            for step in 0..4 {
                for _ in 0..1 + next(4) {
                    let mut at = next(text.len() + 1);
                    while !text.is_char_boundary(at) {
                        at -= 1;
                    }
                    if next(3) == 0 {
                        let end = (at + next(12)).min(text.len());
                        if text.is_char_boundary(end) {
                            text.replace_range(at..end, "");
                        }
                    } else {
                        text.insert_str(at, TOKENS[next(TOKENS.len())]);
                        text.insert(at, ' ');
                    }
                }
                input.extend(msg(
                    json!({"jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": {"textDocument": {"uri": uri, "version": step + 1},
                               "contentChanges": [{"text": text}]}}),
                ));
                for method in [
                    "textDocument/hover",
                    "textDocument/definition",
                    "textDocument/completion",
                    "textDocument/semanticTokens/full",
                    "textDocument/documentSymbol",
                ] {
                    let position = json!({"line": next(9), "character": next(80)});
                    input.extend(msg(
                        json!({"jsonrpc": "2.0", "id": requests, "method": method,
                        "params": {"textDocument": {"uri": uri}, "position": position}}),
                    ));
                    requests += 1;
                }
                let garbage: Vec<u8> = (0..next(40)).map(|_| next(256) as u8).collect();
                input.extend(frame(&garbage));
            }
            input.extend(msg(
                json!({"jsonrpc": "2.0", "id": requests, "method": "shutdown"}),
            ));
            requests += 1;
            input.extend(msg(json!({"jsonrpc": "2.0", "method": "exit"})));
            let (status, out) = answers(&input);
            assert_eq!(status, 0, "round {round}");
            for id in 0..requests {
                assert!(
                    out.iter().any(|v| v["id"] == json!(id)),
                    "round {round}: request {id} unanswered"
                );
            }
        }
    }

    #[test]
    fn before_initialize_and_after_shutdown_requests_are_refused() {
        let mut input = msg(json!({"jsonrpc": "2.0", "id": 1, "method": "shutdown"}));
        input.extend(msg(json!({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"capabilities": {}}})));
        input.extend(msg(json!({"jsonrpc": "2.0", "id": 3, "method": "initialize", "params": {"capabilities": {}}})));
        input.extend(msg(
            json!({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}),
        ));
        input.extend(msg(
            json!({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}}),
        ));
        let (status, out) = answers(&input);
        // The input ends without `exit`.
        assert_eq!(status, 0);
        let codes: Vec<Value> = out.iter().map(|v| v["error"]["code"].clone()).collect();
        assert_eq!(
            codes,
            vec![
                json!(-32002),
                Value::Null,
                json!(-32600),
                Value::Null,
                json!(-32600)
            ]
        );
    }
}
