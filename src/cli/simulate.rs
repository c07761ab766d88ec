//! `skus simulate --variant V --games N --seed S [--mutate]`

use super::Status;
use super::out::Out;
use crate::ptn;
use crate::referee::Engines;
use crate::simulate;

pub fn run(engines: &dyn Engines, variant: &str, games: usize, seed: u64, mutate: bool) -> Status {
    let Some(engine) = engines.engine(variant) else {
        super::report(
            &format!("unknown variant `{variant}`"),
            &format!("variants: {}", engines.known().join(", ")),
        );
        return Status::Unreadable;
    };
    let mut out = Out::stdout();
    let mut buf = String::new();
    for i in 0..games {
        match simulate::game(engine, seed, i, mutate) {
            Ok((g, _)) => {
                buf.clear();
                if i > 0 {
                    buf.push('\n');
                }
                ptn::write_game(&g, &mut buf);
                out.put(&buf);
                if !out.ok() {
                    // The reader went away (`| head`) or the output is
                    // full: no point in playing on.
                    break;
                }
            }
            Err(e) => {
                out.flush();
                super::report(
                    &format!("game {} of seed {seed}: {e}", i + 1),
                    "the engine contradicts its own rules: a spec given by --spec is at fault (its deal, hooks or handlers, named above); a shipped engine has a bug, please report it with the seed",
                );
                return Status::Unreadable;
            }
        }
    }
    // Games that could not all be written are status 2 (README).
    out.finish()
}
