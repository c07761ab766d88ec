//! Statements and blocks, places and violations.

use super::cursor::{Cx, P, next, next_peek};
use crate::lang::ast::*;
use crate::lang::syntax::Rule;
use pest::iterators::Pairs;

impl Cx {
    pub(super) fn block(&self, p: P<'_>) -> Block {
        p.into_inner()
            .filter(|s| s.as_rule() != Rule::block_end)
            .map(|s| self.stmt(s))
            .collect()
    }

    pub(super) fn place(&self, p: P<'_>) -> Place {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        Place {
            name,
            index: it.next().map(|e| self.expr(e)),
            span,
        }
    }

    pub(super) fn violation(&self, p: P<'_>) -> ViolationSpec {
        let mut it = p.into_inner().peekable();
        let k = next_peek(&mut it);
        let kind = (k.as_str().to_string(), self.span(&k));
        let mut rule = None;
        if it.peek().is_some_and(|x| x.as_rule() == Rule::rule_id) {
            rule = Some(self.ident(next_peek(&mut it)));
        }
        let mut v = ViolationSpec {
            kind,
            rule,
            by: None,
            then: None,
            message: None,
        };
        for x in it {
            match x.as_rule() {
                Rule::expr => v.by = Some(self.expr(x)),
                Rule::then => {
                    let t = match x.as_str() {
                        "stands" => Then::Stands,
                        "stop" => Then::Stop,
                        _ => Then::Void,
                    };
                    v.then = Some((t, self.span(&x)));
                }
                Rule::message => v.message = Some(self.expr(next(&mut x.into_inner()))),
                _ => {}
            }
        }
        v
    }

    pub(super) fn stmt(&self, p: P<'_>) -> Stmt {
        let span = self.span(&p);
        let rule = p.as_rule();
        let text = p.as_str();
        let mut it = p.into_inner();
        let kind = match rule {
            Rule::require_stmt => {
                let cond = self.expr(next(&mut it));
                StmtKind::Require {
                    cond,
                    violation: self.violation(next(&mut it)),
                }
            }
            Rule::fail_stmt => StmtKind::Fail {
                violation: self.violation(next(&mut it)),
            },
            Rule::narrow_stmt => {
                let var = self.ident(next(&mut it));
                let to = self.expr(next(&mut it));
                StmtKind::Narrow {
                    var,
                    to,
                    rule: self.ident(next(&mut it)),
                }
            }
            Rule::let_stmt => {
                let name = self.ident(next(&mut it));
                StmtKind::Let {
                    name,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::set_stmt => {
                let place = self.place(next(&mut it));
                StmtKind::Set {
                    place,
                    value: self.expr(next(&mut it)),
                }
            }
            Rule::add_stmt => {
                let value = self.expr(next(&mut it));
                StmtKind::Add {
                    value,
                    place: self.place(next(&mut it)),
                }
            }
            Rule::remove_stmt => {
                let value = self.expr(next(&mut it));
                StmtKind::Remove {
                    value,
                    place: self.place(next(&mut it)),
                }
            }
            Rule::if_stmt => self.if_stmt(it),
            Rule::for_stmt => {
                let var = self.ident(next(&mut it));
                let _in = next(&mut it);
                let over = self.expr(next(&mut it));
                StmtKind::For {
                    var,
                    over,
                    body: self.block(next(&mut it)),
                }
            }
            Rule::goto_stmt => {
                let ph = next(&mut it);
                StmtKind::Goto {
                    phase: (ph.as_str().to_string(), self.span(&ph)),
                }
            }
            Rule::turn_stmt => StmtKind::Turn {
                seat: self.expr(next(&mut it)),
            },
            Rule::bind_stmt => {
                let card = self.expr(next(&mut it));
                StmtKind::Bind {
                    card,
                    trick: self.expr(next(&mut it)),
                }
            }
            Rule::pay_stmt => {
                let item = self.expr(next(&mut it));
                let side = self.expr(next(&mut it));
                let value = self.expr(next(&mut it));
                let mut rest: Vec<P<'_>> = it.collect();
                let times = if rest.len() >= 2 && rest[1].as_rule() == Rule::expr {
                    Some(self.expr(rest.remove(0)))
                } else {
                    None
                };
                let points = self.expr(rest.remove(0));
                let mut flags = Vec::new();
                let (mut won_if, mut announced_if) = (None, None);
                for f in rest {
                    let fs = self.span(&f);
                    let inner = next(&mut f.into_inner());
                    match inner.as_rule() {
                        Rule::won_if => won_if = Some(self.expr(next(&mut inner.into_inner()))),
                        Rule::announced_if => {
                            announced_if = Some(self.expr(next(&mut inner.into_inner())))
                        }
                        _ => flags.push((
                            match inner.as_str() {
                                "announced" => PayFlag::Announced,
                                "silent" => PayFlag::Silent,
                                "won" => PayFlag::Won,
                                _ => PayFlag::Lost,
                            },
                            fs,
                        )),
                    }
                }
                StmtKind::Pay(Box::new(PayStmt {
                    item,
                    side,
                    value,
                    times,
                    points,
                    flags,
                    won_if,
                    announced_if,
                }))
            }
            Rule::note_stmt => StmtKind::Note {
                text: self.expr(next(&mut it)),
            },
            Rule::unchecked_stmt => StmtKind::Unchecked {
                text: self.expr(next(&mut it)),
            },
            Rule::return_stmt => StmtKind::Return,
            Rule::do_stmt => {
                let name = self.ident(next(&mut it));
                let args = it
                    .next()
                    .map(|a| a.into_inner().map(|e| self.expr(e)).collect())
                    .unwrap_or_default();
                StmtKind::Do { name, args }
            }
            _ => {
                debug_assert!(text.starts_with("ignore"));
                StmtKind::Ignore
            }
        };
        Stmt { kind, span }
    }

    pub(super) fn if_stmt(&self, mut it: Pairs<'_, Rule>) -> StmtKind {
        let cond = self.expr(next(&mut it));
        let then = self.block(next(&mut it));
        let otherwise = it.next().map(|e| match e.as_rule() {
            Rule::if_stmt => {
                let span = self.span(&e);
                vec![Stmt {
                    kind: self.if_stmt(e.into_inner()),
                    span,
                }]
            }
            _ => self.block(e),
        });
        StmtKind::If {
            cond,
            then,
            otherwise,
        }
    }
}
