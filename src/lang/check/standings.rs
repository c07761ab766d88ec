//! `standings` declarations: rules resolved, stages named and ordered,
//! counts checked, expressions compiled with the locals of `ir::Stage`.

use super::checker::Checker;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::compile::{Compiler, Scope};
use crate::lang::diag::Diagnostic;
use crate::lang::env::suggest;
use crate::lang::ir::{Stage, Standings, TieBreak, Units};
use crate::lang::types::Ty;

/// The locals of a stage's expressions, in slot order (`ir::Stage`).
const STAGE_LOCALS: [&str; 7] = [
    "total", "games", "units", "best", "carried", "extra", "items",
];

impl Checker<'_> {
    pub(super) fn compile_standings(
        &mut self,
        decls: &[Decl],
        compiler: &mut Compiler,
    ) -> Vec<Standings> {
        decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Standings(s) => Some(self.standings(s, compiler)),
                _ => None,
            })
            .collect()
    }

    fn standings(&mut self, d: &StandingsDecl, compiler: &mut Compiler) -> Standings {
        let zero_sum = d.zero_sum.as_ref().and_then(|r| self.rule(r));
        let broken = d
            .broken
            .as_ref()
            .and_then(|(zero, r)| self.rule(r).map(|i| (*zero, i)));
        let mut partners = Vec::new();
        let mut seen = Vec::new();
        for ((a, sa), (b, sb)) in &d.partners {
            let mut pair = [0; 2];
            for (k, (n, span)) in [(a, sa), (b, sb)].into_iter().enumerate() {
                if !(1..=4).contains(n) {
                    self.error(
                        Diagnostic::new(*span, format!("there is no seat {n}"), "no such seat")
                            .with_code(codes::NO_SUCH_SEAT)
                            .help("seats are numbered 1 to 4 in order of play"),
                    );
                } else if seen.contains(n) {
                    self.error(
                        Diagnostic::new(
                            *span,
                            format!("seat {n} is already a partner"),
                            "named twice",
                        )
                        .with_code(codes::PARTNERS_SEAT_TWICE)
                        .help("each seat belongs to one pair: `partners {1, 2}, {3, 4}`"),
                    );
                }
                seen.push(*n);
                pair[k] = usize::try_from(*n - 1).unwrap_or(0).min(3);
            }
            partners.push(pair);
        }
        let mut stages: Vec<Stage> = Vec::new();
        for s in &d.stages {
            if stages.iter().any(|x| x.name == s.name.name) {
                self.error(
                    Diagnostic::new(
                        s.name.span,
                        format!("the stage `{}` is declared twice", s.name.name),
                        "declared again",
                    )
                    .with_code(codes::DECLARED_TWICE)
                    .help("give each stage of a standings its own name"),
                );
            }
            let stage = self.stage(s, &stages, compiler);
            stages.push(stage);
        }
        Standings {
            name: d.name.name.clone(),
            title: d
                .title
                .as_ref()
                .map_or_else(|| d.name.name.clone(), |t| t.text.clone()),
            sheets: d.sheets.iter().map(|s| s.text.clone()).collect(),
            zero_sum,
            broken,
            partners,
            stages,
        }
    }

    fn stage(&mut self, s: &StageDecl, earlier: &[Stage], compiler: &mut Compiler) -> Stage {
        let rule = self.rule(&s.rule).unwrap_or(0);
        let from = s.from.as_ref().and_then(|(name, top)| {
            self.count(top, "top");
            match earlier.iter().position(|x| x.name == name.name) {
                Some(i) => Some((i, usize::try_from(top.0).unwrap_or(0))),
                None => {
                    let names: Vec<String> = earlier.iter().map(|x| x.name.clone()).collect();
                    let hint = suggest(&name.name, &names);
                    self.error(
                        Diagnostic::new(
                            name.span,
                            format!("no earlier stage `{}`", name.name),
                            "not a stage declared before this one",
                        )
                        .with_code(codes::STAGE_UNKNOWN)
                        .help(hint.map_or_else(
                            || "`from STAGE top N` names a stage declared above".to_string(),
                            |h| format!("did you mean `{h}`?"),
                        )),
                    );
                    None
                }
            }
        });
        let mut locals = 0;
        let units = s.units.as_ref().map(|u| {
            if let Some(g) = &u.games {
                self.count(g, "of");
            }
            let each = u.each.as_ref().map(|e| {
                let mut scope = Scope::new();
                scope.push("total", Ty::Int);
                scope.push("games", Ty::Int);
                let ex = compiler.expr_as(self, &mut scope, e, &Ty::Int);
                locals = scope.max();
                ex
            });
            Units {
                tag: u.tag.text.clone(),
                games: u.games.map(|g| g.0),
                each,
                each_text: u.each.as_ref().map(|e| self.written(e)),
            }
        });
        if let Some(TieBreakDecl { games: Some(g), .. }) = &s.tie_break {
            self.count(g, "of");
        }
        let mut scope = stage_scope();
        let score = s
            .score
            .as_ref()
            .map(|(e, _)| compiler.expr_as(self, &mut scope, e, &Ty::Int));
        scope.push("score", Ty::Int);
        let ties = s
            .ties
            .iter()
            .map(|e| {
                let (ex, t) = compiler.expr(self, &mut scope, e);
                if !(t.fits(&Ty::Int) || t.fits(&Ty::List(Box::new(Ty::Int)))) {
                    let found = self.ty_name(&t);
                    self.error(
                        Diagnostic::new(
                            e.span,
                            format!("expected int or list[int], found {found}"),
                            format!("this is {found}"),
                        )
                        .with_code(codes::TYPE_MISMATCH)
                        .help("a tie-break is a number, or numbers compared one after another"),
                    );
                }
                (self.written(e), ex)
            })
            .collect();
        Stage {
            name: s.name.name.clone(),
            title: s
                .title
                .as_ref()
                .map_or_else(|| s.name.name.clone(), |t| t.text.clone()),
            rule,
            games: s
                .games
                .as_ref()
                .map(|(t, v)| (t.text.clone(), v.iter().map(|x| x.text.clone()).collect())),
            units,
            from,
            score,
            score_text: s
                .score
                .as_ref()
                .map_or_else(|| "total".to_string(), |(e, _)| self.written(e)),
            halves: s.score.as_ref().is_some_and(|(_, h)| *h),
            ties,
            tie_break: s.tie_break.as_ref().map(|t| TieBreak {
                tag: t.tag.text.clone(),
                values: t.values.iter().map(|x| x.text.clone()).collect(),
                games: t.games.map(|g| g.0),
            }),
            ranked: s.ranked.iter().map(|x| x.text.clone()).collect(),
            locals: locals.max(scope.max()),
        }
    }

    /// An expression as the spec writes it, on one line.
    fn written(&self, e: &Expr) -> String {
        self.src
            .text(e.span.file)
            .get(e.span.start as usize..e.span.end as usize)
            .unwrap_or("")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A count of entrants or games: at least one.
    fn count(&mut self, n: &(i64, crate::lang::diag::Span), word: &str) {
        if n.0 < 1 {
            self.error(
                Diagnostic::new(
                    n.1,
                    format!("`{word} {}` counts nothing", n.0),
                    "at least 1",
                )
                .with_code(codes::STANDINGS_COUNT)
                .help("a count is at least 1: `from STAGE top 12`, `units \"Match\" of 8 games`"),
            );
        }
    }
}

fn stage_scope() -> Scope {
    let mut scope = Scope::new();
    for (i, name) in STAGE_LOCALS.iter().enumerate() {
        let ty = if (2..=3).contains(&i) || i >= 5 {
            Ty::List(Box::new(Ty::Int))
        } else {
            Ty::Int
        };
        scope.push(name, ty);
    }
    scope
}
