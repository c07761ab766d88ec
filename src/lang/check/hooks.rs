//! The hooks: which handlers the interpreter runs for what.

use super::checker::Checker;
use crate::lang::ast::*;
use crate::lang::codes;
use crate::lang::diag::Diagnostic;
use crate::lang::ir::*;
use crate::lang::types::Ty;

impl Checker<'_> {
    pub(super) fn hooks(&mut self, h: &Handlers, decls: &[Decl]) -> Hooks {
        let get = |ck: &Self, name: &str| ck.fns.get(name).map(|(sig, span)| (sig.clone(), *span));
        let mut hooks = Hooks::default();
        if let Some((sig, span)) = get(self, "trick_winner") {
            if sig.params != vec![Ty::List(Box::new(Ty::Play))] || sig.ret != Ty::Seat {
                self.error(
                    Diagnostic::new(
                        span,
                        "`trick_winner` must be `fn trick_winner(plays: list[play]) -> seat`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.trick_winner = Some(sig.id);
        } else if h.play.is_some() {
            let span = decls
                .iter()
                .find(|d| {
                    matches!(
                        d.kind,
                        DeclKind::Handler {
                            pattern: Pattern::Play { .. },
                            ..
                        }
                    )
                })
                .map(|d| d.span)
                .unwrap_or_default();
            self.error(
                Diagnostic::new(
                    span,
                    "the spec plays tricks but says nothing of who wins them",
                    "no `trick_winner`",
                )
                .with_code(codes::NO_TRICK_WINNER)
                .help("add: fn trick_winner(plays: list[play]) -> seat = …"),
            );
        }
        if let Some((sig, span)) = get(self, "preset") {
            if sig.params != vec![Ty::Seat] || sig.ret != Ty::Cards {
                self.error(
                    Diagnostic::new(
                        span,
                        "`preset` must be `fn preset(s: seat) -> cards`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.preset = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "redeal") {
            if !sig.params.is_empty() || sig.ret != Ty::Bool {
                self.error(
                    Diagnostic::new(
                        span,
                        "`redeal` must be `fn redeal() -> bool`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.redeal = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "word_cards") {
            if !sig.params.is_empty() || sig.ret != Ty::Cards {
                self.error(
                    Diagnostic::new(
                        span,
                        "`word_cards` must be `fn word_cards() -> cards`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.word_cards = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "open_line") {
            if !sig.params.is_empty() || sig.ret.base() != &Ty::Seat {
                self.error(
                    Diagnostic::new(
                        span,
                        "`open_line` must be `fn open_line() -> seat?`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.open_line = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "not_checked") {
            if !sig.params.is_empty() || sig.ret != Ty::List(Box::new(Ty::Text)) {
                self.error(
                    Diagnostic::new(
                        span,
                        "`not_checked` must be `fn not_checked() -> list[text]`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.not_checked = Some(sig.id);
        }
        if let Some((sig, span)) = get(self, "any_seat") {
            if !sig.params.is_empty() || sig.ret != Ty::Bool {
                self.error(
                    Diagnostic::new(
                        span,
                        "`any_seat` must be `fn any_seat() -> bool`",
                        "wrong signature",
                    )
                    .with_code(codes::HOOK_SIGNATURE),
                );
            }
            hooks.any_seat = Some(sig.id);
        }
        hooks
    }
}
