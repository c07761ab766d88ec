//! Handlers and their event patterns (word patterns with their
//! candidates), and the pass words of each section.

use super::checker::Checker;
use super::limits::MAX_WORD_CANDIDATES;
use super::merge::section_word;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::compile::{Compiler, Scope};
use crate::lang::diag::{Diagnostic, Span};
use crate::lang::env::{Context, suggest};
use crate::lang::ir::*;
use crate::lang::types::Ty;

impl Checker<'_> {
    /// The pass words (`pass SECTION: WORD`): each must be answered by a
    /// handler of its section that names it, not by the section's
    /// catch-all (a pass the spec does not know is no pass).
    pub(super) fn pass_words(
        &mut self,
        decls: &[Decl],
        h: &Handlers,
        compiler: &mut Compiler,
    ) -> [Option<PassDef>; 3] {
        let mut out: [Option<PassDef>; 3] = [None, None, None];
        for d in decls {
            let DeclKind::Pass {
                section,
                section_span,
                words,
                when,
            } = &d.kind
            else {
                continue;
            };
            let si = sec_index(*section);
            let sec = section_word(*section);
            let handlers = &h.say[si];
            if handlers.is_empty() {
                let w = words.first().map_or("pass", |w| w.name.as_str());
                self.error(
                    Diagnostic::new(
                        *section_span,
                        format!("the {sec} section has no word handlers, so it has no pass"),
                        format!("no `on {sec} say …` handler"),
                    ).with_code(codes::NO_PASS_HANDLERS)
                    .help(format!(
                        "declare the pass of a section whose words the spec handles, or add `on {sec} say {w} {{ … }}`"
                    )),
                );
                continue;
            }
            let mut ok = Vec::new();
            for word in words {
                // The first handler that takes the bare word runs for it.
                let first = handlers.iter().find(|s| match &s.pattern {
                    WordPat::Named { word: w, params } => w == &word.name && params.is_empty(),
                    WordPat::Term => true,
                    _ => false,
                });
                if matches!(first.map(|s| &s.pattern), Some(WordPat::Named { .. })) {
                    ok.push(word.name.clone());
                    continue;
                }
                let mut names: Vec<String> = handlers
                    .iter()
                    .filter_map(|s| match &s.pattern {
                        WordPat::Named { word, params } if params.is_empty() => Some(word.clone()),
                        _ => None,
                    })
                    .collect();
                names.dedup();
                let mut diag = Diagnostic::new(
                    word.span,
                    format!("no handler of the {sec} section takes `{}`", word.name),
                    "only the catch-all would answer this word",
                )
                .with_code(codes::PASS_NOT_HANDLED);
                diag = match suggest(&word.name, &names) {
                    Some(s) => diag.help(format!("did you mean `{s}`?")),
                    None => diag.help(format!(
                        "add `on {sec} say {} {{ … }}` before the catch-all",
                        word.name
                    )),
                };
                self.error(diag);
            }
            let mut scope = Scope::new();
            let when = when
                .as_ref()
                .map(|c| compiler.expr_as(self, &mut scope, c, &Ty::Bool));
            out[si] = Some(PassDef {
                words: ok,
                when,
                locals: scope.max(),
            });
        }
        out
    }

    pub(super) fn compile_handlers(&mut self, decls: &[Decl], compiler: &mut Compiler) -> Handlers {
        let mut h = Handlers::default();
        let mut catch_all: [Option<Span>; 3] = [None, None, None];
        let mut first_say: [Option<Span>; 3] = [None, None, None];
        for d in decls {
            let DeclKind::Handler { pattern, body } = &d.kind else {
                continue;
            };
            match pattern {
                Pattern::Start => h.start = Some(compiler.body(self, body, Context::Start, &[])),
                Pattern::Before => {
                    h.before = Some(compiler.body(self, body, Context::Handler, &[]))
                }
                Pattern::Trick => h.trick = Some(compiler.body(self, body, Context::Handler, &[])),
                Pattern::Gap => h.gap = Some(compiler.body(self, body, Context::Handler, &[])),
                Pattern::Play { name, ty } => {
                    let t = self.ty(ty);
                    if t != Ty::Card && !t.is_error() {
                        let n = self.ty_name(&t);
                        self.error(
                            Diagnostic::new(
                                ty.span,
                                format!("a played card is a `card`, not `{n}`"),
                                "write `card`",
                            )
                            .with_code(codes::PLAYED_CARD_TYPE),
                        );
                    }
                    h.play = Some(compiler.body(
                        self,
                        body,
                        Context::Handler,
                        &[(&name.name, Ty::Card)],
                    ));
                }
                Pattern::Take { name } => {
                    h.take =
                        Some(compiler.body(self, body, Context::Handler, &[(&name.name, Ty::Take)]))
                }
                Pattern::Discard { name } => {
                    h.discard = Some(compiler.body(
                        self,
                        body,
                        Context::Handler,
                        &[(&name.name, Ty::List(Box::new(Ty::Card)))],
                    ))
                }
                Pattern::EndTurn { section } => {
                    h.end_turn[sec_index(*section)] =
                        Some(compiler.body(self, body, Context::Handler, &[]));
                }
                Pattern::Say { section, word } => {
                    let si = sec_index(*section);
                    first_say[si].get_or_insert(d.span);
                    if let Some(ca) = catch_all[si] {
                        self.error(
                            Diagnostic::new(
                                d.span,
                                "this handler is never reached",
                                "comes after a handler for every word",
                            )
                            .with_code(codes::HANDLER_UNREACHABLE)
                            .related(ca, "every word of the section is handled here")
                            .help("put the handler for any word (`t: term`) last"),
                        );
                    }
                    let (pattern, binds) = self.word_pattern(word);
                    if matches!(pattern, WordPat::Term) {
                        catch_all[si] = Some(d.span);
                    }
                    if matches!(pattern, WordPat::Contract)
                        || matches!(&pattern, WordPat::Named { params, .. } if params.iter().any(|p| matches!(p, ParamPat::Contract)))
                    {
                        self.contract_bindable = true;
                    }
                    let binds: Vec<(&str, Ty)> =
                        binds.iter().map(|(n, t)| (n.as_str(), t.clone())).collect();
                    let body = compiler.body(self, body, Context::Handler, &binds);
                    h.say[si].push(SayHandler { pattern, body });
                }
            }
        }
        for si in 0..3 {
            if let (Some(first), None) = (first_say[si], catch_all[si]) {
                let sec = ["auction", "call", "announce"][si];
                self.error(
                    Diagnostic::new(
                        first,
                        format!("the {sec} section has no handler for other words"),
                        "words this section does not know would go unanswered",
                    )
                    .with_code(codes::NO_CATCH_ALL)
                    .help(format!(
                        "add last: on {sec} say t: term {{ fail illegal-… RULE void \"…\" }}"
                    )),
                );
            }
        }
        h
    }

    /// How many announcement words the legal events try (every
    /// announcement with every card and suit argument).
    pub(super) fn ann_term_count(&self) -> u128 {
        let card = self.card_candidates();
        self.ann_params
            .iter()
            .map(|ps| {
                ps.iter().fold(1u128, |n, (_, t)| {
                    n.saturating_mul(match t.base() {
                        Ty::Card => card,
                        Ty::Suit => 4,
                        _ => 1,
                    })
                })
            })
            .fold(0u128, u128::saturating_add)
    }

    /// The cards tried for a card argument, as far as the checker knows:
    /// the deck, or (with a `word_cards` hook, which the interpreter
    /// bounds when it lists words) not counted.
    pub(super) fn card_candidates(&self) -> u128 {
        if self.fns.contains_key("word_cards") {
            1
        } else {
            54
        }
    }

    /// A word pattern and the names it binds.
    pub(super) fn word_pattern(&mut self, w: &WordPattern) -> (WordPat, Vec<(String, Ty)>) {
        match w {
            WordPattern::Named { word, params } => {
                self.said_word(&word.name, word.span, "the handler's word is");
                let mut binds = Vec::new();
                let mut pats = Vec::new();
                for p in params.iter().flatten() {
                    let (pp, t) = match &p.ty.kind {
                        TypeKind::Range(lo, hi) => {
                            // Checked like any type (an empty range is an error).
                            self.ty(&p.ty);
                            (ParamPat::Int(*lo, *hi), Ty::Int)
                        }
                        _ => {
                            let t = self.ty(&p.ty);
                            let pp = match t.base() {
                                Ty::Card => ParamPat::Card,
                                Ty::Suit => ParamPat::Suit,
                                Ty::Contract => ParamPat::Contract,
                                Ty::Announcement => ParamPat::Announcement,
                                Ty::Term => ParamPat::Term,
                                Ty::Int => {
                                    self.error(
                                        Diagnostic::new(p.ty.span, "a word's number argument needs its range", "write a range like `1..12`").with_code(codes::WORD_NUMBER_RANGE)
                                            .help("the interpreter lists the words that may be said, so it must know the numbers"),
                                    );
                                    ParamPat::Int(0, 0)
                                }
                                _ => {
                                    let n = self.ty_name(&t);
                                    self.error(Diagnostic::new(p.ty.span, format!("a word's argument cannot be `{n}`"), "not a word argument").with_code(codes::WORD_ARGUMENT_TYPE).help("arguments are card, suit, a number range, contract, announcement or term"));
                                    ParamPat::Term
                                }
                            };
                            (pp, t)
                        }
                    };
                    pats.push(pp);
                    binds.push((p.name.name.clone(), t));
                }
                // The legal events try every combination of arguments:
                // refuse a pattern with more than anyone can list.
                let anns = self.ann_term_count();
                let card = self.card_candidates();
                let contracts = self.contract_names.len() as u128;
                let combos = pats.iter().fold(1u128, |n, p| {
                    n.saturating_mul(match p {
                        ParamPat::Card => card,
                        ParamPat::Suit => 4,
                        ParamPat::Int(lo, hi) => {
                            (i128::from(*hi) - i128::from(*lo) + 1).max(0) as u128
                        }
                        ParamPat::Contract => contracts,
                        ParamPat::Announcement => anns,
                        ParamPat::Term => anns + contracts + 64,
                    })
                });
                if combos > MAX_WORD_CANDIDATES {
                    self.error(
                        Diagnostic::new(
                            word.span,
                            format!("the word `{}` has {combos} combinations of arguments", word.name),
                            "too many to list",
                        ).with_code(codes::TOO_MANY_COMBINATIONS)
                        .help(format!("the legal events try every combination; at most {MAX_WORD_CANDIDATES} are allowed (a narrower range, fewer arguments, or a `term`)")),
                    );
                }
                (
                    WordPat::Named {
                        word: word.name.clone(),
                        params: pats,
                    },
                    binds,
                )
            }
            WordPattern::Typed { name, ty } => {
                let t = self.ty(ty);
                let pat = match t.base() {
                    Ty::Contract => WordPat::Contract,
                    Ty::Announcement => WordPat::Announcement,
                    Ty::Card => WordPat::Card,
                    Ty::Suit => WordPat::Suit,
                    Ty::Int => WordPat::Int,
                    Ty::Term | Ty::Error => WordPat::Term,
                    _ => {
                        let n = self.ty_name(&t);
                        self.error(
                            Diagnostic::new(
                                ty.span,
                                format!("a said word cannot be a `{n}`"),
                                "not a word",
                            )
                            .with_code(codes::SAID_WORD_TYPE)
                            .help(
                                "match `contract`, `announcement`, `card`, `suit`, `int` or `term`",
                            ),
                        );
                        WordPat::Term
                    }
                };
                (pat, vec![(name.name.clone(), t)])
            }
        }
    }
}

pub(super) fn sec_index(s: SectionName) -> usize {
    match s {
        SectionName::Auction => 0,
        SectionName::Call => 1,
        SectionName::Announce => 2,
    }
}
