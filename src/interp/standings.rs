//! Evaluating the expressions of a spec's `standings` (a unit's `each`, a
//! stage's `score` and `ties`) with their locals, as `match_result` does:
//! outside any game, on the same evaluator and budget.

use super::*;

impl Interp {
    /// Evaluates a standings expression of this program; `locals` are its
    /// named values in slot order (`lang::ir::Stage`), padded to `slots`.
    /// A runtime error (an overflow, a list index past the end, the budget)
    /// is its message with the spec's place.
    pub fn eval_standings(
        &self,
        ex: &Expression,
        mut locals: Vec<Value>,
        slots: usize,
    ) -> Result<Value, String> {
        eval::reset_budget();
        locals.resize(slots.max(locals.len()), Value::None);
        let st = IState::new(
            self,
            &Deal {
                hands: BySeat([CardSet::EMPTY; 4]),
                talon: Vec::new(),
                reconstructed: false,
            },
        );
        st.eval_ctx(EventInfo::default())
            .eval(ex, &mut locals)
            .map_err(|e| {
                let (line, col, _) = self.prog.sources.locate(e.span);
                let file = self.prog.sources.name(e.span).to_string();
                format!("{file}:{line}:{col}: {e}")
            })
    }
}
