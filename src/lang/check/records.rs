//! Contracts and announcements: their fields, evaluated (contracts) or
//! compiled over their parameters (announcements).

use super::checker::Checker;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::compile::{Compiler, Scope};
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use std::collections::HashMap;

impl Checker<'_> {
    /// The fields of contracts and announcements and their types, known
    /// before functions are compiled, so that a function may read them
    /// (`fn solo(c: contract) -> bool = c.talon == none`). The field values
    /// are compiled again with the records; errors are reported then.
    pub(super) fn record_schemas(&mut self, decls: &[Decl], compiler: &mut Compiler) {
        let keep = self.diags.len();
        let mut cfields: Vec<(String, Ty)> = Vec::new();
        let mut afields: Vec<(String, Ty)> = Vec::new();
        let ann_index: HashMap<String, usize> = self
            .ann_names
            .iter()
            .enumerate()
            .rev()
            .map(|(i, n)| (n.clone(), i))
            .collect();
        for d in decls {
            match &d.kind {
                DeclKind::Contract { fields, .. } => {
                    for f in fields {
                        let (_, t) = compiler.expr(self, &mut Scope::constant(), &f.value);
                        if !cfields.iter().any(|(n, _)| *n == f.name.name) {
                            cfields.push((f.name.name.clone(), t));
                        }
                    }
                }
                DeclKind::Announcement { name, fields, .. } => {
                    let mut scope = Scope::new();
                    let k = ann_index.get(&name.name).copied();
                    let params = k
                        .and_then(|k| self.ann_params.get(k).cloned())
                        .unwrap_or_default();
                    for (p, t) in params {
                        scope.push(&p, t);
                    }
                    for f in fields {
                        let (_, t) = compiler.expr(self, &mut scope, &f.value);
                        if !afields.iter().any(|(n, _)| *n == f.name.name) {
                            afields.push((f.name.name.clone(), t));
                        }
                    }
                }
                _ => {}
            }
        }
        self.contract_fields = cfields;
        self.ann_fields = afields;
        self.diags.truncate(keep);
    }

    /// A word a game says (`what` says whose; `at`, where it is given):
    /// refused unless a PTN record can hold it, a lower-case identifier
    /// (S0421). A word with a space, a capital or `_` could be neither
    /// written in a record nor read from one.
    pub(super) fn said_word(&mut self, word: &str, at: Span, what: &str) {
        if crate::ptn::is_identifier(word) {
            return;
        }
        self.error(
            Diagnostic::new(
                at,
                format!("{what} `{word}`, which a PTN record cannot hold"),
                "not a PTN word",
            )
            .with_code(codes::WORD_NOT_PTN)
            .help("a word said in a game is lower-case letters, digits and `-`, starting with a letter, such as `pass` or `house-game-2`"),
        );
    }

    /// Contracts (fields evaluated now) and announcements (fields compiled
    /// over their parameters). Every contract has the same fields, and so
    /// has every announcement.
    pub(super) fn compile_records(
        &mut self,
        decls: &[Decl],
        compiler: &mut Compiler,
    ) -> (Vec<ContractDef>, Vec<AnnDef>) {
        // Field schemas from the first declaration that has each field.
        let mut cfields: Vec<(String, Ty, Span)> = Vec::new();
        let mut afields: Vec<(String, Ty, Span)> = Vec::new();
        let mut contracts_raw: Vec<(&Ident, Option<&Str>, &Vec<Field>)> = Vec::new();
        type AnnRaw<'a> = (&'a Ident, &'a Vec<Param>, Option<&'a Str>, &'a Vec<Field>);
        let mut anns_raw: Vec<AnnRaw<'_>> = Vec::new();
        for d in decls {
            match &d.kind {
                DeclKind::Contract {
                    name,
                    title,
                    fields,
                } => contracts_raw.push((name, title.as_ref(), fields)),
                DeclKind::Announcement {
                    name,
                    params,
                    title,
                    fields,
                } => anns_raw.push((name, params, title.as_ref(), fields)),
                _ => {}
            }
        }
        // Types of contract fields: compile each once with no parameters.
        let mut contract_values: Vec<Vec<(String, Expression, Ty, Span)>> = Vec::new();
        for (_, _, fields) in &contracts_raw {
            let mut vals = Vec::new();
            for f in fields.iter() {
                let (ex, t) = compiler.expr(self, &mut Scope::constant(), &f.value);
                if !cfields.iter().any(|(n, _, _)| *n == f.name.name) {
                    cfields.push((f.name.name.clone(), t.clone(), f.name.span));
                }
                vals.push((f.name.name.clone(), ex, t, f.value.span));
            }
            contract_values.push(vals);
        }
        self.contract_fields = cfields
            .iter()
            .map(|(n, t, _)| (n.clone(), t.clone()))
            .collect();
        let mut contracts = Vec::new();
        let mut said_words: std::collections::HashSet<String> = Default::default();
        for ((name, title, _), vals) in contracts_raw.iter().zip(contract_values) {
            let mut row = vec![Value::None; cfields.len()];
            for (i, (fname, fty, fspan)) in cfields.iter().enumerate() {
                match vals.iter().find(|(n, ..)| n == fname) {
                    Some((_, ex, t, span)) => {
                        if !t.fits(fty) && !fty.fits(t) {
                            let (a, b) = (self.ty_name(t), self.ty_name(fty));
                            self.error(Diagnostic::new(*span, format!("field `{fname}` of contract `{}` is {a}, but {b} elsewhere", name.name), format!("{a} here")).with_code(codes::FIELD_TYPES_DIFFER).related(*fspan, "first given here"));
                        }
                        row[i] = self.eval_const(ex, *span).unwrap_or_default();
                    }
                    None => self.error(
                        Diagnostic::new(
                            name.span,
                            format!("contract `{}` has no field `{fname}`", name.name),
                            format!("`{fname}` missing"),
                        )
                        .with_code(codes::RECORD_FIELD_MISSING)
                        .related(*fspan, "the field is given here for another contract")
                        .help("every contract has the same fields; give this one a value too"),
                    ),
                }
            }
            // A `word` field (a text) is the word the contract is said
            // and scored by, where it differs from its name.
            let word = cfields
                .iter()
                .position(|(n, t, _)| n == "word" && *t == Ty::Text)
                .and_then(|i| match &row[i] {
                    Value::Text(w) => Some(w.to_string()),
                    _ => None,
                });
            // Where the word is given: the `word` field's value, else the
            // contract's name.
            let word_at = vals
                .iter()
                .find(|(n, ..)| n == "word")
                .map_or(name.span, |(.., at)| *at);
            let said = word.unwrap_or_else(|| name.name.clone());
            self.said_word(&said, word_at, &format!("contract `{}` is said", name.name));
            if !said_words.insert(said.clone()) {
                self.error(
                    Diagnostic::new(
                        name.span,
                        format!(
                            "contract `{}` is said `{said}`, as another contract is",
                            name.name
                        ),
                        "a word said twice",
                    )
                    .with_code(codes::CONTRACT_WORD_TAKEN)
                    .help("each contract needs a word of its own"),
                );
            }
            contracts.push(ContractDef {
                name: said,
                title: title.map_or_else(|| name.name.clone(), |t| t.text.clone()),
                fields: row,
            });
        }
        // Announcements: fields over the parameters.
        let mut ann_compiled: Vec<Vec<(String, Expression, Ty, Span)>> = Vec::new();
        let mut ann_locals = Vec::new();
        for (i, (_, params, _, fields)) in anns_raw.iter().enumerate() {
            let mut scope = Scope::new();
            for (p, (_, t)) in params
                .iter()
                .zip(self.ann_params.get(i).cloned().unwrap_or_default())
            {
                scope.push(&p.name.name, t);
            }
            let mut vals = Vec::new();
            for f in fields.iter() {
                let (ex, t) = compiler.expr(self, &mut scope, &f.value);
                if !afields.iter().any(|(n, _, _)| *n == f.name.name) {
                    afields.push((f.name.name.clone(), t.clone(), f.name.span));
                }
                vals.push((f.name.name.clone(), ex, t, f.value.span));
            }
            ann_locals.push(scope.max());
            ann_compiled.push(vals);
        }
        self.ann_fields = afields
            .iter()
            .map(|(n, t, _)| (n.clone(), t.clone()))
            .collect();
        let mut anns = Vec::new();
        for (i, ((name, _, title, _), vals)) in anns_raw.iter().zip(ann_compiled).enumerate() {
            self.said_word(
                &name.name,
                name.span,
                &format!("announcement `{}` is said", name.name),
            );
            let mut row = vec![Expression::Const(Value::None); afields.len()];
            for (j, (fname, fty, fspan)) in afields.iter().enumerate() {
                match vals.iter().find(|(n, ..)| n == fname) {
                    Some((_, ex, t, span)) => {
                        if !t.fits(fty) && !fty.fits(t) {
                            let (a, b) = (self.ty_name(t), self.ty_name(fty));
                            self.error(Diagnostic::new(*span, format!("field `{fname}` of announcement `{}` is {a}, but {b} elsewhere", name.name), format!("{a} here")).with_code(codes::FIELD_TYPES_DIFFER).related(*fspan, "first given here"));
                        }
                        row[j] = ex.clone();
                    }
                    None => self.error(
                        Diagnostic::new(
                            name.span,
                            format!("announcement `{}` has no field `{fname}`", name.name),
                            format!("`{fname}` missing"),
                        )
                        .with_code(codes::RECORD_FIELD_MISSING)
                        .related(*fspan, "the field is given here for another announcement")
                        .help("every announcement has the same fields; give this one a value too"),
                    ),
                }
            }
            anns.push(AnnDef {
                name: name.name.clone(),
                title: title.map_or_else(|| name.name.clone(), |t| t.text.clone()),
                params: self.ann_params.get(i).cloned().unwrap_or_default(),
                fields: row,
                locals: ann_locals.get(i).copied().unwrap_or(0),
            });
        }
        (contracts, anns)
    }
}
