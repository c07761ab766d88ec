//! The types `lang::typing` derives, held to the values the interpreter
//! computes: every compiled expression of a shipped spec checks its value
//! against its derived type while generated games (legal and with a
//! planted fault) are played and refereed. A native engine compiled from
//! those types may then take a value to be what its type says.

use super::*;
use crate::interp::Interp;
use crate::interp::native::OneEngine;
use crate::lang::types::Ty;
use crate::lang::typing::{type_program, value_fits};
use crate::referee;
use std::cell::RefCell;

thread_local! {
    /// While a program is compiled on this thread: its expressions' types
    /// by their address in it.
    static TYPES: RefCell<Option<HashMap<usize, Ty>>> = const { RefCell::new(None) };
    /// Values checked, `none`s where a plain type was derived, and values
    /// found not of their type (with what).
    static CHECKED: RefCell<(u64, u64, Vec<String>)> = const { RefCell::new((0, 0, Vec::new())) };
}

/// `f`, checking each value against the type derived for `e` where the
/// program being compiled has one.
pub(super) fn checked(e: &Expression, f: CExpr) -> CExpr {
    let ty = TYPES.with(|m| {
        m.borrow()
            .as_ref()
            .and_then(|m| m.get(&(e as *const Expression as usize)).cloned())
    });
    let Some(ty) = ty else {
        return f;
    };
    let shown = format!("{e:?}");
    cx(move |ev, l, d| {
        let v = f(ev, l, d)?;
        CHECKED.with(|c| {
            let mut c = c.borrow_mut();
            c.0 += 1;
            let plain = !matches!(ty, Ty::Opt(_) | Ty::Nothing | Ty::Error);
            c.1 += u64::from(plain && v == Value::None);
            if !value_fits(&v, &ty) && c.2.len() < 20 {
                c.2.push(format!("{v:?} is not {ty:?}: {shown}"));
            }
        });
        Ok(v)
    })
}

/// Compiles a shipped spec with its expressions' derived types (changed
/// by `alter`), plays and referees `games` generated games of it (each
/// legal and with a planted fault) and gives the number of expressions
/// typed and typed "any", the values checked, the `none`s among them where
/// a plain type was derived, and the values not of their type.
fn run_typed(
    name: &str,
    games: usize,
    alter: fn(Ty) -> Ty,
) -> (usize, usize, u64, u64, Vec<String>) {
    let prog = crate::specs::load_shipped(name).expect("a shipped spec loads");
    let mut types = HashMap::new();
    let mut unknown = 0usize;
    type_program(&prog, &mut |e, t| {
        unknown += usize::from(matches!(t, Ty::Error));
        types.insert(e as *const Expression as usize, alter(t.clone()));
    })
    .unwrap_or_else(|gap| panic!("{name}: {gap}"));
    let typed = types.len();
    // The expressions sit in the program's heap (vectors and boxes), which
    // moving the program into the interpreter does not move.
    TYPES.with(|m| *m.borrow_mut() = Some(types));
    let interp = Interp::new(prog);
    TYPES.with(|m| *m.borrow_mut() = None);
    CHECKED.with(|c| *c.borrow_mut() = (0, 0, Vec::new()));
    let engines = OneEngine(&interp);
    for i in 0..games {
        for mutate in [false, true] {
            let Ok((game, _)) = crate::simulate::game(&interp, 0x7E57, i, mutate) else {
                panic!("{name}: game {i} was not generated");
            };
            let verdict = referee::verify(&game, "typed", i, &engines);
            // A legal game is clean; one with a fault is refereed to its
            // end (its values are checked all the same).
            let clean = verdict.status == referee::Status::Clean;
            assert!(clean || mutate, "{name} {i}: {:?}", verdict.findings);
        }
    }
    let (n, nones, bad) = CHECKED.with(|c| c.borrow().clone());
    (typed, unknown, n, nones, bad)
}

#[test]
fn every_value_a_shipped_spec_computes_is_of_its_derived_type() {
    // Every shipped spec (the variants and the family base they extend).
    for (file, _) in crate::specs::SHIPPED {
        let name = file.trim_end_matches(".rules");
        let (typed, unknown, n, nones, bad) = run_typed(name, 16, |t| t);
        eprintln!(
            "{name}: {typed} expressions typed ({unknown} as any); {n} values checked, \
             {nones} of them none for a plain type"
        );
        assert!(bad.is_empty(), "{name}:\n{}", bad.join("\n"));
        // The check ran: most of the spec's expressions are typed, few as
        // "any", and the games computed many values.
        assert!(
            typed > 1000 && unknown * 100 < typed,
            "{name}: {typed} typed, {unknown} any"
        );
        assert!(n > 10_000, "{name}: {n} values checked");
    }
}

#[test]
fn a_value_not_of_its_type_is_caught() {
    // Every set of cards said to be a set of seats.
    let last = crate::specs::SHIPPED.last().map_or("", |(f, _)| f);
    let (_, _, _, _, bad) = run_typed(last.trim_end_matches(".rules"), 1, |t| match t {
        Ty::Cards => Ty::Seats,
        t => t,
    });
    assert!(
        bad.iter()
            .any(|b| b.starts_with("Cards(") && b.contains("is not Seats")),
        "{bad:?}"
    );
}
