//! `standings NAME ["title"] { … }`: a tournament's standings (grammar
//! `standings_decl`), read into `ast::StandingsDecl`.

use super::cursor::{Cx, P, next};
use crate::lang::ast::*;
use crate::lang::syntax::Rule;

impl Cx {
    pub(super) fn standings(&self, p: P<'_>) -> StandingsDecl {
        let mut it = p.into_inner();
        let mut d = StandingsDecl {
            name: self.ident(next(&mut it)),
            title: None,
            sheets: Vec::new(),
            zero_sum: None,
            broken: None,
            partners: Vec::new(),
            stages: Vec::new(),
        };
        for item in it {
            match item.as_rule() {
                Rule::string => d.title = Some(self.string(item)),
                Rule::sheets_item => d.sheets = item.into_inner().map(|s| self.string(s)).collect(),
                Rule::zero_sum_item => {
                    d.zero_sum = Some(self.ident(next(&mut item.into_inner())));
                }
                Rule::broken_item => {
                    let mut i = item.into_inner();
                    let zero = next(&mut i).as_str() == "zero";
                    d.broken = Some((zero, self.ident(next(&mut i))));
                }
                Rule::partners_item => {
                    for pair in item.into_inner() {
                        let mut i = pair.into_inner();
                        let a = self.int(next(&mut i));
                        d.partners.push((a, self.int(next(&mut i))));
                    }
                }
                Rule::stage_decl => d.stages.push(self.stage(item)),
                _ => {}
            }
        }
        d
    }

    fn stage(&self, p: P<'_>) -> StageDecl {
        let span = self.span(&p);
        let mut it = p.into_inner().peekable();
        let name = self.ident(super::cursor::next_peek(&mut it));
        let mut title = None;
        if it.peek().is_some_and(|x| x.as_rule() == Rule::string) {
            title = Some(self.string(super::cursor::next_peek(&mut it)));
        }
        let mut s = StageDecl {
            name,
            title,
            rule: self.ident(super::cursor::next_peek(&mut it)),
            games: None,
            units: None,
            from: None,
            score: None,
            ties: Vec::new(),
            tie_break: None,
            ranked: Vec::new(),
            span,
        };
        for item in it {
            match item.as_rule() {
                Rule::select_item => s.games = Some(self.tag_values(next(&mut item.into_inner()))),
                Rule::units_item => {
                    let mut u = UnitsDecl {
                        tag: Str {
                            text: String::new(),
                            span,
                        },
                        games: None,
                        each: None,
                    };
                    for x in item.into_inner() {
                        match x.as_rule() {
                            Rule::string => u.tag = self.string(x),
                            Rule::games_count => {
                                u.games = Some(self.int(next(&mut x.into_inner())))
                            }
                            _ => u.each = Some(self.expr(x)),
                        }
                    }
                    s.units = Some(u);
                }
                Rule::from_item => {
                    let mut i = item.into_inner();
                    let stage = self.ident(next(&mut i));
                    s.from = Some((stage, self.int(next(&mut i))));
                }
                Rule::score_item => {
                    let mut i = item.into_inner();
                    let ex = self.expr(next(&mut i));
                    s.score = Some((ex, i.next().is_some()));
                }
                Rule::ties_item => s.ties = item.into_inner().map(|e| self.expr(e)).collect(),
                Rule::ranked_item => s.ranked = item.into_inner().map(|v| self.string(v)).collect(),
                Rule::tiebreak_item => {
                    let mut i = item.into_inner();
                    let (tag, values) = self.tag_values(next(&mut i));
                    let games = i.next().map(|g| self.int(next(&mut g.into_inner())));
                    s.tie_break = Some(TieBreakDecl { tag, values, games });
                }
                _ => {}
            }
        }
        s
    }

    fn tag_values(&self, p: P<'_>) -> (Str, Vec<Str>) {
        let mut it = p.into_inner();
        let tag = self.string(next(&mut it));
        (tag, it.map(|v| self.string(v)).collect())
    }
}
