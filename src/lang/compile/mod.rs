//! Expressions and statements: name resolution, type checking and
//! compilation to the IR. Every error is reported with its place and the
//! compilation goes on with an error type, so that one mistake does not
//! bury the next.
//!
//! By what is compiled, each in its own file:
//!
//! - `compiler`: the [`Compiler`] and bodies (blocks of statements);
//! - `scope`: local names, their slots and types;
//! - `stmt`: statements, places and violations;
//! - `expr`: expressions, names and tokens, and the type wanted;
//! - `text`: texts with interpolations;
//! - `operators`: unary and binary operators;
//! - `fields`: `.field` access;
//! - `calls`: calls of functions, announcements and builtins (the
//!   builtins from the table of [`super::builtins`]);
//! - `table` and `comprehension`: the two forms that bind a name.
//!
//! Names and types are resolved against the environment
//! ([`super::env::Env`]), which the checker fills.

mod calls;
mod compiler;
mod comprehension;
mod expr;
mod fields;
mod operators;
mod scope;
mod stmt;
mod table;

pub use fields::fixed_fields;
mod text;

pub use compiler::Compiler;
pub use expr::card_set_of;
pub use scope::Scope;
