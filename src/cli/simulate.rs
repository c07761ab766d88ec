//! `skus simulate --variant V --games N --seed S [--mutate]`

use super::Status;
use crate::ptn;
use crate::referee::Engines;
use crate::simulate;
use std::io::{self, Write};

pub fn run(engines: &dyn Engines, variant: &str, games: usize, seed: u64, mutate: bool) -> Status {
    let Some(engine) = engines.engine(variant) else {
        super::report(
            &format!("unknown variant `{variant}`"),
            &format!("variants: {}", engines.known().join(", ")),
        );
        return Status::Unreadable;
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut buf = String::new();
    for i in 0..games {
        match simulate::game(engine, seed, i, mutate) {
            Ok((g, _)) => {
                buf.clear();
                if i > 0 {
                    buf.push('\n');
                }
                ptn::write_game(&g, &mut buf);
                if out.write_all(buf.as_bytes()).is_err() {
                    return Status::Clean; // the reader went away (e.g. `| head`)
                }
            }
            Err(e) => {
                let _ = out.flush();
                super::report(
                    &format!("game {} of seed {seed}: {e}", i + 1),
                    "the engine contradicts its own rules: a spec given by --spec is at fault (its deal, hooks or handlers, named above); a shipped engine has a bug, please report it with the seed",
                );
                return Status::Unreadable;
            }
        }
    }
    let _ = out.flush();
    Status::Clean
}
