//! The rule language and its interpreter: diagnostics, hostile specs, and small specs run event by event.
//! One test binary per layer (ARCHITECTURE.md, "Architecture invariants").

#[path = "../common/mod.rs"]
mod common;

mod generated_docs;

mod hostile_spec;
mod interp_actions;
mod interp_ann_fields;
mod interp_collect_sets;
mod interp_contract_word;
mod interp_event_builtins;
mod interp_generic;
mod interp_hooks;
mod interp_list_add;
mod interp_not_checked;
mod interp_pass;
mod interp_phase_names;
mod interp_record_fields_in_fns;
mod interp_set_change;
mod interp_start_findings;
mod interp_tables;
mod interp_void_line;
mod interp_void_line_words;
mod native_code;
mod overrides;
mod parse_near;
mod spec_diagnostics;
mod spec_pack;
