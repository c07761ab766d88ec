//! The local names of a body: slots and types, block by block.

use crate::lang::types::Ty;
use std::collections::HashSet;

/// Local names in scope, each with its slot and type.
pub struct Scope {
    pub(super) names: Vec<(String, u16, Ty)>,
    pub(super) next: u16,
    pub(super) max: u16,
    /// Constant context: no game state, no locals but comprehension
    /// variables.
    pub constant: bool,
    /// Slots narrowed by `narrow` (for `narrowed` violations).
    pub(super) narrowed: HashSet<u16>,
}

impl Scope {
    pub fn new() -> Scope {
        Scope {
            names: Vec::new(),
            next: 0,
            max: 0,
            constant: false,
            narrowed: HashSet::new(),
        }
    }

    pub fn constant() -> Scope {
        Scope {
            constant: true,
            ..Scope::new()
        }
    }

    pub fn push(&mut self, name: &str, ty: Ty) -> u16 {
        // Past the 16-bit slots the checker has already refused the body
        // (`stmt`, `Scope::full`); the slot only has to be some slot.
        let slot = self.next;
        self.names.push((name.to_string(), slot, ty));
        self.next = self.next.saturating_add(1);
        self.max = self.max.max(self.next);
        slot
    }

    /// Every 16-bit local slot is taken.
    pub fn full(&self) -> bool {
        self.next == u16::MAX
    }

    pub(super) fn lookup(&self, name: &str) -> Option<(u16, Ty)> {
        self.names
            .iter()
            .rev()
            .find(|(n, _, _)| n == name)
            .map(|(_, s, t)| (*s, t.clone()))
    }

    pub(super) fn mark(&self) -> (usize, u16) {
        (self.names.len(), self.next)
    }

    pub(super) fn reset(&mut self, m: (usize, u16)) {
        self.names.truncate(m.0);
        self.next = m.1;
    }

    pub fn max(&self) -> usize {
        self.max as usize
    }
}

impl Default for Scope {
    fn default() -> Self {
        Scope::new()
    }
}
