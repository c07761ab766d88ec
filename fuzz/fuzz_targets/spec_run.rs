//! `spec_run`: see `skus::fuzzing` (the target is only its input's door).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| skus::fuzzing::target("spec_run", data));
