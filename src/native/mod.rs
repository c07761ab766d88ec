//! The shipped specs' code compiled to Rust ahead of time (issue 14):
//! `generated.rs` holds, per shipped spec, the functions and statements'
//! expressions `interp::native::write` could write natively, made from the programs in
//! `spec/shipped.pack` and marked with the hash of each program's packed
//! bytes. The interpreter of a shipped spec runs them in place of their
//! closures when the hash is the packed program's (`specs`); a spec given
//! at run time, or a pack made after them, runs on the closures alone.
//!
//! `generated.rs` is written by [`write()`] and committed; a test fails when
//! it is not what [`write()`] gives now, as `spec/shipped.pack` is kept
//! (`sh scripts/remake-native.sh` remakes both).

use crate::interp::native::{Natives, program_hash, write::write_module};
use crate::lang::ir::Program;

#[rustfmt::skip]
#[allow(clippy::all, unused, non_snake_case, unused_parens, unused_braces, unreachable_code)]
mod generated;

/// Where the generated code is, in the repository.
pub const FILE: &str = "src/native/generated.rs";

/// The native functions made from a packed program (its bytes), if they
/// are this program's; none where `SKUS_NATIVE=0` (the closures alone,
/// for comparing the two).
pub fn for_program(bytes: &[u8]) -> Option<&'static Natives> {
    static OFF: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *OFF.get_or_init(|| std::env::var("SKUS_NATIVE").is_ok_and(|v| v.trim() == "0")) {
        return None;
    }
    let h = program_hash(bytes);
    generated::ALL.iter().copied().find(|n| n.program == h)
}

/// What was written for one spec: its file, functions native, of all,
/// statements' expressions native and blocks native.
pub type Coverage = (String, usize, usize, usize, usize);

/// The text of `generated.rs` for programs, each given by its spec's file
/// name (its module is named after it), its packed bytes (what its code is
/// matched to) and the program, and what it covers; an error where a
/// program cannot be typed. The test that keeps the file current gives it
/// the shipped specs' programs from `spec/shipped.pack`.
pub fn write<'p>(
    programs: impl IntoIterator<Item = (&'p str, &'p [u8], Program)>,
) -> Result<(String, Vec<Coverage>), String> {
    let mut out = String::from(
        "// Written by `skus::native::write` (src/native/mod.rs) from\n\
         // spec/shipped.pack: do not edit. `UPDATE_NATIVE=1 cargo test --test lang\n\
         // native_code` writes it again.\n\n\
         use crate::interp::native::Natives;\n\n",
    );
    let mut all = Vec::new();
    let mut coverage = Vec::new();
    for (file, bytes, prog) in programs {
        let module = file.trim_end_matches(".rules").replace('-', "_");
        let w = write_module(&module, &prog, program_hash(bytes))
            .map_err(|g| format!("{file}: {g}"))?;
        out.push_str(&w.code);
        out.push('\n');
        all.push(format!("&{module}::NATIVES"));
        coverage.push((file.to_string(), w.native, w.of, w.roots, w.blocks));
    }
    out.push_str(&format!(
        "/// Every shipped spec's native functions.\npub static ALL: &[&Natives] = &[{}];\n",
        all.join(", ")
    ));
    Ok((out, coverage))
}

#[cfg(test)]
mod tests {
    use crate::interp::Interp;
    use crate::interp::native::OneEngine as One;
    use crate::referee;

    /// `a` and `b` give the same verdicts, finding for finding, on `n`
    /// games `b` generates from `seed`, each legal and with a planted
    /// fault.
    fn same_verdicts(file: &str, a: &Interp, b: &Interp, seed: u64, n: usize) {
        for i in 0..n {
            for mutate in [false, true] {
                let Ok((game, _)) = crate::simulate::game(b, seed, i, mutate) else {
                    panic!("{file}: game {i} was not generated");
                };
                let x = referee::verify(&game, "n", i, &One(a));
                let y = referee::verify(&game, "n", i, &One(b));
                assert_eq!(
                    format!("{x:?}"),
                    format!("{y:?}"),
                    "{file} game {i} mutate {mutate}"
                );
            }
        }
    }

    /// A hook the game calls (the trick's winner) runs its native code on
    /// its arguments where they are; where that code gives up (counted
    /// once), the function's closure runs the call. The verdicts are the
    /// closures'.
    #[test]
    fn a_hook_whose_native_code_gives_up_is_the_closures() {
        use crate::interp::eval::Eval;
        use crate::interp::native::{Bail, NativeFn, Natives, R, gave_up_calls};
        use crate::lang::types::Value;
        use std::sync::atomic::{AtomicU64, Ordering};
        static RUNS: AtomicU64 = AtomicU64::new(0);
        fn gives_up(_: &Eval<'_>, _: &[Value], _: usize) -> R<Value> {
            RUNS.fetch_add(1, Ordering::Relaxed);
            Err(Bail)
        }
        let file = "zwanziger.rules";
        let load = || crate::specs::load_shipped(file).expect("a shipped spec loads");
        let p = load();
        let hook = p.hooks.trick_winner.expect("a trick-winner hook");
        let fns: &'static [(u16, NativeFn)] =
            Box::leak(vec![(hook, gives_up as NativeFn)].into_boxed_slice());
        let natives: &'static Natives = Box::leak(Box::new(Natives {
            program: 0,
            fns,
            roots: &[],
            blocks: &[],
        }));
        let giving_up = Interp::with_natives(p, Some(natives));
        let closures = Interp::new(load());
        let gave_up = gave_up_calls();
        same_verdicts(file, &giving_up, &closures, 0x484F, 6);
        let (runs, gave_up) = (RUNS.load(Ordering::Relaxed), gave_up_calls() - gave_up);
        assert!(gave_up > 0, "the hook was called");
        assert_eq!(runs, gave_up, "each call tried natively once");
    }

    /// Every shipped variant refereed with its native functions and with
    /// the closures alone gives the same verdicts, finding for finding, on
    /// generated games (legal, and each with a planted fault), and the
    /// native functions rarely give up.
    #[test]
    fn native_functions_referee_as_the_closures_do() {
        for v in crate::variants::VARIANTS {
            let file = format!("{}.rules", v.id);
            let Ok(native) = crate::specs::shipped_interp(&file) else {
                continue;
            };
            assert!(native.native_functions() > 0, "{file}: no native functions");
            let Ok(p) = crate::specs::load_shipped(&file) else {
                panic!("{file} loads once, not twice");
            };
            let closures = Interp::new(p);
            let before = crate::interp::native::gave_up_calls();
            same_verdicts(&file, &native, &closures, 0x4E47, 40);
            let gave_up = crate::interp::native::gave_up_calls() - before;
            eprintln!(
                "{file}: {} native functions; {gave_up} calls given up in 80 games",
                native.native_functions()
            );
        }
    }
}
