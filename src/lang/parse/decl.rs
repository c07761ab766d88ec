//! Declarations: variant, rules, parameters, enums, records, functions,
//! handlers and their patterns, and written types.

use super::cursor::{Cx, P, next};
use crate::lang::ast::*;
use crate::lang::syntax::Rule;

impl Cx {
    pub(super) fn decl(&self, p: P<'_>) -> Decl {
        if p.as_rule() == Rule::overridden {
            let mut it = p.into_inner();
            let kw = next(&mut it);
            let at = self.span(&kw);
            let mut d = self.decl(next(&mut it));
            d.overrides = Some(at);
            return d;
        }
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.clone().into_inner();
        let kind = match rule {
            Rule::variant_decl => {
                let name = self.ident(next(&mut it));
                let title = self.string(next(&mut it));
                let rulebook = it.next().map(|s| self.string(s));
                DeclKind::Variant {
                    name,
                    title,
                    rulebook,
                }
            }
            Rule::extends_decl => DeclKind::Extends {
                path: self.string(next(&mut it)),
            },
            Rule::rule_decl => {
                let id = self.ident(next(&mut it));
                let text = self.string(next(&mut it));
                let source = it.next().map(|s| self.string(s));
                DeclKind::Rule { id, text, source }
            }
            Rule::param_decl => {
                let name = self.ident(next(&mut it));
                let ty = self.type_expr(next(&mut it));
                let value = self.expr(next(&mut it));
                DeclKind::Param { name, ty, value }
            }
            Rule::enum_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Enum {
                    name,
                    variants: it.map(|v| self.ident(v)).collect(),
                }
            }
            Rule::group_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Group {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::fn_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut p = next(&mut it);
                if p.as_rule() == Rule::params {
                    params = self.params(p);
                    p = next(&mut it);
                }
                let ret = self.type_expr(p);
                let body = self.expr(next(&mut it));
                DeclKind::Fn {
                    name,
                    params,
                    ret,
                    body,
                }
            }
            Rule::var_decl => {
                let name = self.ident(next(&mut it));
                let ty = self.type_expr(next(&mut it));
                DeclKind::Var {
                    name,
                    ty,
                    init: self.expr(next(&mut it)),
                }
            }
            Rule::deck_decl => DeclKind::Deck {
                cards: self.expr(next(&mut it)),
            },
            Rule::seat_decl => {
                let name = self.ident(next(&mut it));
                DeclKind::Seat {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::deal_decl => {
                let hand = self.int(next(&mut it));
                DeclKind::Deal {
                    hand,
                    talon: it.map(|t| self.int(t)).collect(),
                }
            }
            Rule::contract_decl => {
                let name = self.ident(next(&mut it));
                let mut title = None;
                let mut fields = Vec::new();
                for f in it {
                    match f.as_rule() {
                        Rule::string => title = Some(self.string(f)),
                        _ => fields.push(self.field(f)),
                    }
                }
                DeclKind::Contract {
                    name,
                    title,
                    fields,
                }
            }
            Rule::announcement_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut title = None;
                let mut fields = Vec::new();
                for f in it {
                    match f.as_rule() {
                        Rule::params => params = self.params(f),
                        Rule::string => title = Some(self.string(f)),
                        _ => fields.push(self.field(f)),
                    }
                }
                DeclKind::Announcement {
                    name,
                    params,
                    title,
                    fields,
                }
            }
            Rule::handler_decl => {
                let pattern = self.pattern(next(&mut it));
                DeclKind::Handler {
                    pattern,
                    body: self.block(next(&mut it)),
                }
            }
            Rule::settle_decl => DeclKind::Settle {
                body: self.block(next(&mut it)),
            },
            Rule::match_decl => {
                let games = self.int(next(&mut it));
                DeclKind::Match {
                    games,
                    score: self.expr(next(&mut it)),
                }
            }
            Rule::standings_decl => {
                return Decl {
                    kind: DeclKind::Standings(Box::new(self.standings(p))),
                    span,
                    overrides: None,
                };
            }
            Rule::action_decl => {
                let name = self.ident(next(&mut it));
                let mut params = Vec::new();
                let mut p = next(&mut it);
                if p.as_rule() == Rule::params {
                    params = self.params(p);
                    p = next(&mut it);
                }
                DeclKind::Action {
                    name,
                    params,
                    body: self.block(p),
                }
            }
            Rule::pass_decl => {
                let sec = next(&mut it);
                let section_span = self.span(&sec);
                let section = self.section(sec);
                let mut words = Vec::new();
                let mut when = None;
                for p in it {
                    match p.as_rule() {
                        Rule::ident => words.push(self.ident(p)),
                        _ => when = Some(self.expr(p)),
                    }
                }
                DeclKind::Pass {
                    section,
                    section_span,
                    words,
                    when,
                }
            }
            _ => DeclKind::Extends {
                path: Str {
                    text: String::new(),
                    span,
                },
            },
        };
        Decl {
            kind,
            span,
            overrides: None,
        }
    }

    pub(super) fn params(&self, p: P<'_>) -> Vec<Param> {
        p.into_inner()
            .map(|q| {
                let mut it = q.into_inner();
                let name = self.ident(next(&mut it));
                Param {
                    name,
                    ty: self.type_expr(next(&mut it)),
                }
            })
            .collect()
    }

    pub(super) fn field(&self, p: P<'_>) -> Field {
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        Field {
            name,
            value: self.expr(next(&mut it)),
        }
    }

    pub(super) fn type_expr(&self, p: P<'_>) -> TypeExpr {
        let span = self.span(&p);
        let optional = p.as_str().trim_end().ends_with('?');
        let inner = next(&mut p.into_inner());
        let kind = match inner.as_rule() {
            Rule::list_type => {
                TypeKind::List(Box::new(self.type_expr(next(&mut inner.into_inner()))))
            }
            Rule::table_type => {
                let mut it = inner.into_inner();
                let k = self.type_expr(next(&mut it));
                let v = self.type_expr(next(&mut it));
                TypeKind::Table(Box::new(k), Box::new(v))
            }
            Rule::map_type => TypeKind::Scores,
            Rule::range_type => {
                let mut it = inner.into_inner();
                let (lo, _) = self.int(next(&mut it));
                let (hi, _) = self.int(next(&mut it));
                TypeKind::Range(lo, hi)
            }
            _ => TypeKind::Named(self.ident(next(&mut inner.into_inner()))),
        };
        TypeExpr {
            kind,
            optional,
            span,
        }
    }

    pub(super) fn pattern(&self, p: P<'_>) -> Pattern {
        let inner = next(&mut p.into_inner());
        let rule = inner.as_rule();
        let mut it = inner.into_inner();
        match rule {
            Rule::start_pat => Pattern::Start,
            Rule::before_pat => Pattern::Before,
            Rule::trick_pat => Pattern::Trick,
            Rule::gap_pat => Pattern::Gap,
            Rule::play_pat => {
                let name = self.ident(next(&mut it));
                Pattern::Play {
                    name,
                    ty: self.type_expr(next(&mut it)),
                }
            }
            Rule::take_pat => Pattern::Take {
                name: self.ident(next(&mut it)),
            },
            Rule::discard_pat => Pattern::Discard {
                name: self.ident(next(&mut it)),
            },
            Rule::say_pat => {
                let section = self.section(next(&mut it));
                let w = next(&mut next(&mut it).into_inner());
                let word = match w.as_rule() {
                    Rule::typed_word => {
                        let mut wi = w.into_inner();
                        let name = self.ident(next(&mut wi));
                        WordPattern::Typed {
                            name,
                            ty: self.type_expr(next(&mut wi)),
                        }
                    }
                    _ => {
                        let mut wi = w.into_inner();
                        let word = self.ident(next(&mut wi));
                        let has_parens = wi.peek().is_some();
                        let params = wi.next().map(|p| self.params(p));
                        WordPattern::Named {
                            word,
                            params: if has_parens { params } else { None },
                        }
                    }
                };
                Pattern::Say { section, word }
            }
            _ => Pattern::EndTurn {
                section: self.section(next(&mut it)),
            },
        }
    }

    pub(super) fn section(&self, p: P<'_>) -> SectionName {
        match p.as_str() {
            "call" => SectionName::Call,
            "announce" => SectionName::Announce,
            _ => SectionName::Auction,
        }
    }
}
