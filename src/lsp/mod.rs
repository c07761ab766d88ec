//! `skus lsp`: a language server for `.rules` files, over standard input
//! and output (the Language Server Protocol, JSON-RPC framed by
//! `Content-Length`).
//!
//! It publishes the checker's diagnostics whenever a document is opened or
//! changed (full-document sync), and answers hover (a rule's words, a
//! field's type, a parameter's value after overlays, a builtin's line), go
//! to definition (into bases, the shipped ones as read-only copies: see
//! [`files`]), completion, the outline and semantic tokens.
//!
//! It is synchronous and single-threaded: one message is read, answered,
//! and the next read. Nothing a client sends stops it but `exit` or the
//! end of the input: a malformed message is answered with a JSON-RPC
//! error, an unknown request with "method not found", a position outside
//! the document is clamped into it, and a document the checker cannot
//! read is a diagnostic.

#[cfg(feature = "native")]
pub mod analysis;
#[cfg(feature = "native")]
pub mod features;
#[cfg(feature = "native")]
pub mod files;
#[cfg(feature = "native")]
pub mod locals;
#[cfg(feature = "native")]
pub mod position;
#[cfg(feature = "native")]
mod server;
#[cfg(feature = "native")]
pub mod symbols;
#[cfg(feature = "native")]
pub mod tokens;
#[cfg(feature = "native")]
pub mod transport;
pub mod words;

#[cfg(feature = "native")]
pub use server::{Server, serve};
