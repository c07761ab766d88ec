//! Writes a program's native code: each function whose parameters, result
//! and body are of the kinds below becomes a typed Rust function (`f<id>`)
//! and an entry the interpreter calls with a frame of `Value`s (`e<id>`);
//! each statement's condition or value of those kinds (a root, numbered by
//! `for_each_root`) becomes an entry reading the handler's locals from its
//! frame (`x<k>`); each block of statements becomes a function (`b<n>`,
//! `interp::native::block`) running them by their roots' code; the rest
//! stay closures. The code computes what the closures compute on the
//! common path, in the same order, charging the same steps (a call, the
//! items a comprehension goes through, a list made); everything else gives
//! up (`Bail`) for the closures to run (see `interp::native`).
//!
//! Kinds of values written natively: numbers, truth values, cards, sets
//! of cards, seats, sets of seats, suits, enum values, phases, contracts,
//! plays, tricks, scores, each also optional; lists of any of these, of
//! lists, texts and announcements, read item by item where they are or
//! made (a range, a `collect`, a literal, a function's result, the
//! talon, the trick's plays); terms, texts and announcements read where
//! they are; texts made (`"… {x} …"`, `a + b`, `if`, a function giving
//! one) where a statement's value, a function's result or another text
//! being made takes them.
//! Expressions: constants of those kinds, locals, variables, calls of
//! functions written natively, the connectives, the operators on those
//! kinds, `if`, tables, a table variable's entry, the fields of plays,
//! tricks, terms, contracts and announcements (those an announcement
//! keeps), a list's, a score's and a term's arguments' elements, the
//! game's tricks, the comprehensions that count, sum, test, find and
//! collect, and the builtins of the game the specs read most. Anything
//! else leaves its function or root to the closures ([`left_out`] and
//! [`roots_left_out`] say what stopped each).

use crate::lang::ir::*;
use crate::lang::types::{Ty, Value};
use crate::lang::typing::{TypeGap, type_program};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// What was written for a program.
pub struct Written {
    /// The module's text.
    pub code: String,
    /// Functions written natively, of all.
    pub native: usize,
    pub of: usize,
    /// Statements' expressions written natively.
    pub roots: usize,
    /// Blocks written natively.
    pub blocks: usize,
}

/// What the writer knows of a program before it writes: each
/// expression's type, the announcements' fields it reads, the constants
/// read where the program holds them.
struct Facts {
    types: HashMap<usize, Ty>,
    fields: HashSet<u16>,
    consts: HashMap<usize, usize>,
}

impl Facts {
    fn of(prog: &Program) -> Result<Facts, TypeGap> {
        let mut types = HashMap::new();
        type_program(prog, &mut |e, t| {
            types.insert(e as *const Expression as usize, t.clone());
        })?;
        Ok(Facts {
            types,
            fields: kept_fields(prog),
            consts: const_numbers(prog),
        })
    }
}

/// Whether a statement's expression is worth writing: all but a constant
/// (which its closure gives at once) and a condition constants decide.
fn worth(e: &Expression, cond: bool) -> bool {
    let decided = cond && crate::interp::eval::const_cond(e).is_some();
    !matches!(e, Expression::Const(_)) && !decided
}

/// The functions of `prog` written natively and their code: those whose
/// signatures can be written, then, until nothing changes, those whose
/// bodies can (a call of a function left to the closures cannot).
fn native_functions(prog: &Program, facts: &Facts) -> (HashSet<usize>, HashMap<usize, String>) {
    let mut native: HashSet<usize> = prog
        .fns
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            f.params.iter().all(|t| rty(t).is_some())
                && rty(&f.ret).is_some()
                && (!is_borrowed(&f.ret) || f.ret == Ty::Text || *f.ret.base() == Ty::Announcement)
        })
        .map(|(i, _)| i)
        .collect();
    let mut bodies: HashMap<usize, String> = HashMap::new();
    loop {
        bodies.clear();
        let mut dropped = Vec::new();
        for &i in &native {
            let mut w = Writer::new(prog, facts, &native);
            match w.function(i) {
                Some(text) => {
                    bodies.insert(i, text);
                }
                None => dropped.push(i),
            }
        }
        if dropped.is_empty() {
            break;
        }
        for i in dropped {
            native.remove(&i);
        }
    }
    (native, bodies)
}

/// Writes module `module` with the native functions of `prog`, made from
/// the packed program whose hash is `hash`.
pub fn write_module(module: &str, prog: &Program, hash: u64) -> Result<Written, TypeGap> {
    let facts = Facts::of(prog)?;
    let (native, bodies) = native_functions(prog, &facts);
    // The statements' expressions worth writing (a local or a variable
    // alone too: read natively, it saves the closure's call), with the
    // functions as they now are.
    let mut roots = Vec::new();
    super::for_each_root(prog, &mut |k, e, cond| {
        if worth(e, cond) {
            roots.push((k, e, cond));
        }
    });
    let mut root_bodies = Vec::new();
    // The roots written, by their address in the program.
    let mut written: HashMap<usize, u32> = HashMap::new();
    for (k, e, cond) in roots {
        let mut w = Writer::new(prog, &facts, &native);
        if let Some(text) = w.root(k, e, cond) {
            root_bodies.push((k, text));
            written.insert(e as *const Expression as usize, k);
        }
    }
    // The blocks, by their plans: each root's native code where it has
    // some (a block that runs nothing but closures is left to them).
    let native_of = |e: &Expression| -> String {
        match written.get(&(e as *const Expression as usize)) {
            Some(k) => format!("Some(x{k} as NativeFn)"),
            None => "None".into(),
        }
    };
    let mut block_bodies = Vec::new();
    for (n, stmts) in super::blocks(prog).into_iter().enumerate() {
        let plans = super::block::plan(stmts);
        if stmts.is_empty()
            || plans
                .iter()
                .all(|p| matches!(p, super::block::Plan::Other(_)))
        {
            continue;
        }
        let mut body = String::new();
        // `ev` is made where it is first read ([`Ev`]).
        write_plans(
            &plans,
            &mut Counts::default(),
            &native_of,
            &mut body,
            2,
            &mut Ev::Stale,
            false,
        );
        let declared = if body.contains("ev = x.eval();") {
            "        let mut ev: Eval<'_>;\n"
        } else {
            ""
        };
        block_bodies.push((
            n,
            format!(
                "    #[allow(unreachable_code, unused_assignments, unused_mut)]\n    fn b{n}(x: &mut Exec<'_>, l: &mut Vec<Value>) -> Flow {{\n{declared}{body}        Flow::Done\n    }}\n"
            ),
        ));
    }
    let mut ids: Vec<usize> = native.into_iter().collect();
    ids.sort_unstable();
    let mut code = String::new();
    let _ = writeln!(code, "pub mod {module} {{");
    let _ = writeln!(
        code,
        "    use crate::cards::{{Card, CardSet, Suit}};\n    use crate::interp::eval::Eval;\n    use crate::interp::native::*;\n    use crate::lang::types::{{PhaseName, Value}};\n    use crate::seat::Seat;\n"
    );
    let _ = writeln!(
        code,
        "    /// {} of the program's {} functions, natively.\n    pub static NATIVES: Natives = Natives {{\n        program: {hash:#018x},\n        fns: &[",
        ids.len(),
        prog.fns.len()
    );
    for i in &ids {
        let _ = writeln!(code, "            ({i}, e{i}),");
    }
    let _ = writeln!(code, "        ],\n        roots: &[");
    for (k, _) in &root_bodies {
        let _ = writeln!(code, "            ({k}, x{k}),");
    }
    let _ = writeln!(code, "        ],\n        blocks: &[");
    for (n, _) in &block_bodies {
        let _ = writeln!(code, "            ({n}, b{n}),");
    }
    let _ = writeln!(code, "        ],\n    }};");
    for i in &ids {
        if let Some(b) = bodies.get(i) {
            code.push('\n');
            code.push_str(b);
        }
    }
    for b in root_bodies
        .iter()
        .map(|(_, b)| b)
        .chain(block_bodies.iter().map(|(_, b)| b))
    {
        code.push('\n');
        code.push_str(b);
    }
    code.push_str("}\n");
    Ok(Written {
        code,
        native: ids.len(),
        of: prog.fns.len(),
        roots: root_bodies.len(),
        blocks: block_bodies.len(),
    })
}

/// Where the block's evaluation (`ev`, [`Exec::eval`]) stands at a point
/// of the code being written. An effect changes the game `ev` borrowed,
/// so `ev` is made again after it — but only before the next code that
/// reads it: a run of effects (`set`s of constants, a `do` and a
/// `return`) makes it once, or not at all.
///
/// [`Exec::eval`]: super::block::Exec::eval
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ev {
    /// Made since the last effect: it may be read.
    Fresh,
    /// Not made yet, or an effect came after it: made before it is read.
    Stale,
    /// The code here is not reached (after a `return`).
    Gone,
}

impl Ev {
    /// `ev` made again, where it is not fresh, before code that reads it.
    fn ready(&mut self, out: &mut String, pad: &str) {
        if *self != Ev::Fresh {
            let _ = writeln!(out, "{pad}ev = x.eval();");
            *self = Ev::Fresh;
        }
    }

    /// Where `ev` stands after two branches (`a` ends as `ea`, `b` as
    /// `eb`), `read` where the code after them reads it before any
    /// effect: a branch that leaves it stale where the other leaves it
    /// fresh makes it again at its end (only on that path), where it is
    /// read next; where both leave it stale it is made at the next read.
    fn join(a: &mut String, ea: Ev, b: &mut String, eb: Ev, pad: &str, read: bool) -> Ev {
        match (ea, eb) {
            (Ev::Gone, e) | (e, Ev::Gone) => e,
            (Ev::Fresh, Ev::Stale) | (Ev::Stale, Ev::Fresh) if read => {
                let stale = if ea == Ev::Stale { a } else { b };
                let _ = writeln!(stale, "{pad}ev = x.eval();");
                Ev::Fresh
            }
            (Ev::Fresh, Ev::Fresh) => Ev::Fresh,
            _ => Ev::Stale,
        }
    }
}

/// Whether written code reads the block's evaluation.
fn reads_ev(code: &str) -> bool {
    code.contains("&ev")
}

/// Whether a statement's value, as [`value_of`] writes it with its native
/// code (`native_of`), reads the block's evaluation (a plain constant, and
/// a local read where it is, do not).
fn value_reads(e: &Expression, native_of: &dyn Fn(&Expression) -> String) -> bool {
    reads_ev(&value_of(e, &native_of(e), 0))
}

/// Whether a `require`'s condition is one the constants make true
/// (`require fertig` with the parameter true): it holds in every game.
fn always_holds(cond: &Expression) -> bool {
    crate::interp::eval::const_cond(cond) == Some(true)
}

/// Whether `plans`, and then code that reads the evaluation before any
/// effect where `after`, read the evaluation before they make an effect:
/// where they do not, an effect's stale evaluation need not be made again
/// before them.
fn reads_first(
    plans: &[super::block::Plan<'_>],
    after: bool,
    native_of: &dyn Fn(&Expression) -> String,
) -> bool {
    use super::block::Plan;
    for p in plans {
        match p {
            // A condition the constants make true is not written.
            Plan::Require(cond, _) if always_holds(cond) => {}
            Plan::Require(..) | Plan::If(..) | Plan::For(..) => return true,
            Plan::Local(_, v) => {
                if value_reads(v, native_of) {
                    return true;
                }
            }
            Plan::Set(_, v) | Plan::Change(_, v, ..) | Plan::Narrow(_, _, v) | Plan::Turn(v) => {
                return value_reads(v, native_of);
            }
            Plan::Do(_, args, _) => return args.iter().any(|e| value_reads(e, native_of)),
            Plan::Pay(e) => return e.iter().any(|e| value_reads(e, native_of)),
            Plan::Goto(_) | Plan::Other(_) | Plan::Return | Plan::Ignore => return false,
        }
    }
    after
}

/// Writes value `j` (`value`, as [`value_of`] writes it) and then the
/// statement's effect `then` on it (`v`), stopping the block where either
/// does not end normally; `ev` is stale after it.
fn value_then(out: &mut String, pad: &str, value: &str, then: &str, ev: &mut Ev) {
    if reads_ev(value) {
        ev.ready(out, pad);
    }
    let _ = writeln!(
        out,
        "{pad}match {value} {{ Ok(v) => {{ {} }} Err(f) => return f }}",
        effect(then)
    );
    *ev = Ev::Stale;
}

/// A statement's value `j` (`e`, its native code `native` or `None`): a
/// constant of a plain kind as itself (what its closure gives, without the
/// call), any other value as `Exec::value` gives it.
fn value_of(e: &Expression, native: &str, j: usize) -> String {
    let plain = match e {
        Expression::Const(v) => match v {
            Value::None => Some("Value::None".to_string()),
            Value::Int(n) => Some(format!("Value::Int({n})")),
            Value::Bool(b) => Some(format!("Value::Bool({b})")),
            Value::Seat(s) => Some(format!("Value::Seat(Seat::from_index({}))", s.index())),
            Value::Seats(m) => Some(format!("Value::Seats({m})")),
            Value::Cards(cs) => Some(format!(
                "Value::Cards(CardSet::from_bits({:#x}))",
                cs.bits()
            )),
            Value::Phase(p) => Some(format!("Value::Phase(PhaseName::{p:?})")),
            Value::Enum(k, x) => Some(format!("Value::Enum({k}, {x})")),
            Value::Contract(c) => Some(format!("Value::Contract({c})")),
            _ => None,
        },
        _ => None,
    };
    match (plain, e) {
        (Some(v), _) => format!("Ok::<Value, Flow>({v})"),
        // Any other constant (a text, a list) as the block holds it.
        (None, Expression::Const(_)) => format!("x.held({j}, l)"),
        // A local of a kind without native code (a list, a text, …) as it
        // is, read where it is: not by its closure, with an evaluation of
        // its own. One with native code is read by it, as its type (no
        // general clone: Royal took 0.4% more instructions where its card
        // sets were read so).
        (None, Expression::Local(i)) if native == "None" => {
            format!("Ok::<Value, Flow>(x.local({i}, l))")
        }
        (None, _) => format!("x.value(&ev, {native}, {j}, l)"),
    }
}

/// An effect on the game (`then`, a `Flow`), stopping the block where it
/// does not end normally. The block's evaluation is stale after it (the
/// one before borrowed the game as it was): the writer makes it again
/// before it is next read ([`Ev`]).
fn effect(then: &str) -> String {
    format!("match {then} {{ Flow::Done => {{}} f => return f }}")
}

/// The tables' numbers a block's plans have reached (`block::visit`'s
/// order).
#[derive(Default)]
struct Counts {
    conds: usize,
    values: usize,
    viols: usize,
    places: usize,
    changes: usize,
    fors: usize,
    acts: usize,
    others: usize,
}

impl Counts {
    /// The next value's number.
    fn value(&mut self) -> usize {
        self.values += 1;
        self.values - 1
    }
}

/// A statement's values (a `do`'s arguments, a `pay`'s parts), numbered
/// in order, as [`value_of`] writes them; the evaluation made first where
/// any reads it.
fn values_read<'e>(
    exprs: impl Iterator<Item = &'e Expression>,
    n: &mut Counts,
    native_of: &dyn Fn(&Expression) -> String,
    out: &mut String,
    pad: &str,
    ev: &mut Ev,
) -> Vec<String> {
    let values: Vec<String> = exprs
        .map(|e| value_of(e, &native_of(e), n.value()))
        .collect();
    if values.iter().any(|v| reads_ev(v)) {
        ev.ready(out, pad);
    }
    values
}

/// Writes a block's plans (each statement as `block::Plan` has it), the
/// tables numbered as `block::visit` numbers them; `native_of` names a
/// root's native code (`Some(x<k>)`) or `None`. `ev` is where the block's
/// evaluation stands before them, and after them when they are written;
/// `after`: the code after them may read it before any effect.
fn write_plans(
    plans: &[super::block::Plan<'_>],
    n: &mut Counts,
    native_of: &dyn Fn(&Expression) -> String,
    out: &mut String,
    indent: usize,
    ev: &mut Ev,
    after: bool,
) {
    use super::block::Plan;
    let pad = "    ".repeat(indent);
    for (i, p) in plans.iter().enumerate() {
        // The code after this statement reads the evaluation before an
        // effect.
        let read_next = reads_first(&plans[i + 1..], after, native_of);
        match p {
            Plan::Require(cond, _) => {
                let (c, v) = (n.conds, n.viols);
                n.conds += 1;
                n.viols += 1;
                // Nothing to run (its closure, which has no native code,
                // would say it holds).
                if always_holds(cond) {
                    continue;
                }
                ev.ready(out, &pad);
                // A rule broken and the violation kept: made again on
                // that path only, where it is read next.
                let again = if read_next { " ev = x.eval();" } else { "" };
                let _ = writeln!(
                    out,
                    "{pad}match x.cond(&ev, {}, {c}, l) {{ Ok(true) => {{}} Ok(false) => {{ {}{again} }} Err(f) => return f }}",
                    native_of(cond),
                    effect(&format!("x.violate({v}, l)"))
                );
                if !read_next {
                    *ev = Ev::Stale;
                }
            }
            Plan::Local(slot, value) => {
                let j = n.value();
                let value = value_of(value, &native_of(value), j);
                if reads_ev(&value) {
                    ev.ready(out, &pad);
                }
                let _ = writeln!(
                    out,
                    "{pad}match {value} {{ Ok(v) => set_local(l, {slot}, v), Err(f) => return f }}",
                );
            }
            Plan::Set(place, value) => {
                let (j, p) = (n.value(), n.places);
                n.places += 1;
                let then = match place {
                    // An element whose index is a local: read where it is.
                    PlaceIr::GlobalAt(_, Expression::Local(slot)) => {
                        format!("x.set_at_local({p}, {slot}, v, l)")
                    }
                    // A variable: set where it is, by its number.
                    PlaceIr::Global(g) => format!("x.set_global({g}, v)"),
                    _ => format!("x.set({p}, v, l)"),
                };
                value_then(out, &pad, &value_of(value, &native_of(value), j), &then, ev);
            }
            Plan::Change(place, value, op, _) => {
                let (j, p, k) = (n.value(), n.places, n.changes);
                n.places += 1;
                n.changes += 1;
                let then = match place {
                    // A variable: a set changed where it is, by its number
                    // and the operator, any other by `Exec::change`.
                    PlaceIr::Global(g) => {
                        format!("x.change_global({g}, Op::{op:?}, {p}, {k}, v, l)")
                    }
                    _ => format!("x.change({p}, {k}, v, l)"),
                };
                value_then(out, &pad, &value_of(value, &native_of(value), j), &then, ev);
            }
            Plan::Narrow(slot, rule, to) => {
                let j = n.value();
                let then = format!("x.narrow({slot}, {rule}, v, l)");
                value_then(out, &pad, &value_of(to, &native_of(to), j), &then, ev);
            }
            Plan::Turn(e) => {
                let j = n.value();
                value_then(out, &pad, &value_of(e, &native_of(e), j), "x.turn(v)", ev);
            }
            Plan::Goto(p) => {
                let _ = writeln!(out, "{pad}{}", effect(&format!("x.goto(PhaseName::{p:?})")));
                *ev = Ev::Stale;
            }
            Plan::For(slot, over, _, body) => {
                let (j, k) = (n.value(), n.fors);
                n.fors += 1;
                ev.ready(out, &pad);
                let _ = writeln!(
                    out,
                    "{pad}{{\n{pad}    let over = match {} {{ Ok(v) => v, Err(f) => return f }};\n{pad}    let items = match x.items({k}, &over) {{ Ok(i) => i, Err(f) => return f }};\n{pad}    for item in items {{\n{pad}        set_local(l, {slot}, item);",
                    value_of(over, &native_of(over), j)
                );
                // Each round starts with `ev` fresh: a body that leaves it
                // stale makes it again at its end, where the next round or
                // the code after the loop reads it (a body that does not
                // read it before an effect starts the same either way).
                let again = reads_first(body, true, native_of) || read_next;
                let mut inner = Ev::Fresh;
                write_plans(body, n, native_of, out, indent + 2, &mut inner, again);
                if inner == Ev::Stale && again {
                    let _ = writeln!(out, "{pad}        ev = x.eval();");
                    inner = Ev::Fresh;
                }
                let _ = writeln!(out, "{pad}    }}\n{pad}}}");
                *ev = if inner == Ev::Stale {
                    Ev::Stale
                } else {
                    Ev::Fresh
                };
            }
            Plan::If(cond, then, otherwise) => {
                let c = n.conds;
                n.conds += 1;
                ev.ready(out, &pad);
                let _ = writeln!(
                    out,
                    "{pad}match x.cond(&ev, {}, {c}, l) {{\n{pad}    Ok(true) => {{",
                    native_of(cond)
                );
                let (mut a, mut ea) = (String::new(), Ev::Fresh);
                write_plans(then, n, native_of, &mut a, indent + 2, &mut ea, read_next);
                let (mut b, mut eb) = (String::new(), Ev::Fresh);
                write_plans(
                    otherwise,
                    n,
                    native_of,
                    &mut b,
                    indent + 2,
                    &mut eb,
                    read_next,
                );
                *ev = Ev::join(&mut a, ea, &mut b, eb, &format!("{pad}        "), read_next);
                out.push_str(&a);
                let _ = writeln!(out, "{pad}    }}\n{pad}    Ok(false) => {{");
                out.push_str(&b);
                let _ = writeln!(out, "{pad}    }}\n{pad}    Err(f) => return f,\n{pad}}}");
            }
            Plan::Do(_, args, _) => {
                let k = n.acts;
                n.acts += 1;
                let values = values_read(args.iter(), n, native_of, out, &pad, ev);
                // An action that is not there does nothing (the closure's
                // `Flow::Done`): the block goes on.
                let _ = writeln!(
                    out,
                    "{pad}match x.begin({k}, {}) {{\n{pad}    Ok(mut a) => {{",
                    args.len()
                );
                for value in &values {
                    let _ = writeln!(
                        out,
                        "{pad}        match {value} {{ Ok(v) => a.push(v), Err(f) => {{ x.give(a); return f }} }}",
                    );
                }
                let _ = writeln!(
                    out,
                    "{pad}        {}\n{pad}    }}\n{pad}    Err(Flow::Done) => {{}}\n{pad}    Err(f) => return f,\n{pad}}}",
                    effect(&format!("x.act({k}, a)"))
                );
                *ev = Ev::Stale;
            }
            Plan::Pay(e) => {
                let values = values_read(e.iter().copied(), n, native_of, out, &pad, ev);
                let _ = writeln!(out, "{pad}{{");
                for (i, value) in values.iter().enumerate() {
                    let _ = writeln!(
                        out,
                        "{pad}    let p{i} = match {value} {{ Ok(v) => v, Err(f) => return f }};",
                    );
                }
                let names: Vec<String> = (0..e.len()).map(|i| format!("p{i}")).collect();
                let call = format!("x.pay([{}])", names.join(", "));
                let _ = writeln!(out, "{pad}    {}\n{pad}}}", effect(&call));
                *ev = Ev::Stale;
            }
            Plan::Return => {
                let _ = writeln!(out, "{pad}return Flow::Return;");
                *ev = Ev::Gone;
            }
            Plan::Ignore => {
                let _ = writeln!(out, "{pad}return Flow::Ignore;");
                *ev = Ev::Gone;
            }
            Plan::Other(_) => {
                let j = n.others;
                n.others += 1;
                let _ = writeln!(out, "{pad}{}", effect(&format!("x.other({j}, l)")));
                *ev = Ev::Stale;
            }
        }
    }
}

/// The Rust type of a value of type `t`, where it is written natively: a
/// value of a plain kind, a term or a text read where it is, optional or
/// not; a list of plain values read item by item.
fn rty(t: &Ty) -> Option<String> {
    match t {
        Ty::Opt(x) => scalar(x).or(borrowed(x)).map(|x| format!("Option<{x}>")),
        // `[]` is a list of no type (`Ty::Error` its items').
        Ty::List(x) => {
            (matches!(**x, Ty::List(_) | Ty::Error) || rty(x).is_some()).then(|| "&[Value]".into())
        }
        t => scalar(t).or(borrowed(t)).map(str::to_string),
    }
}

/// Terms, texts and announcements: read where they are (borrowed), never
/// made.
fn borrowed(t: &Ty) -> Option<&'static str> {
    match t {
        Ty::Term => Some("&Term"),
        Ty::Text => Some("&str"),
        Ty::Announcement => Some("&Ann"),
        _ => None,
    }
}

/// Whether a value of type `t` is read where it is (a term, a text): it
/// is not given back as a `Value`.
fn is_borrowed(t: &Ty) -> bool {
    borrowed(t.base()).is_some()
}

/// How a value of type `t` is read from a `Value` at `at`.
fn read(t: &Ty, at: &str) -> Option<String> {
    Some(match t {
        Ty::List(_) => format!("list({at})?"),
        Ty::Term => format!("term({at})?"),
        Ty::Text => format!("text({at})?"),
        Ty::Opt(x) if **x == Ty::Term => format!("opt_term({at})?"),
        Ty::Opt(x) if **x == Ty::Text => format!("opt_text({at})?"),
        Ty::Announcement => format!("ann({at})?"),
        Ty::Opt(x) if **x == Ty::Announcement => format!("opt_ann({at})?"),
        t => format!("get::<{}>({at})?", rty(t)?),
    })
}

fn scalar(t: &Ty) -> Option<&'static str> {
    Some(match t {
        Ty::Int => "i64",
        Ty::Bool => "bool",
        Ty::Card => "Card",
        Ty::Cards => "CardSet",
        Ty::Seat => "Seat",
        Ty::Seats => "SeatSet",
        Ty::Suit => "Suit",
        Ty::Enum(_) => "EnumV",
        Ty::Phase => "PhaseName",
        Ty::Contract => "ContractV",
        Ty::Play => "PlayV",
        Ty::Trick => "TrickV",
        Ty::Scores => "[i64; 4]",
        _ => return None,
    })
}

/// A constant of a kind written natively.
fn literal(v: &Value) -> Option<String> {
    Some(match v {
        Value::Int(n) => format!("{n}i64"),
        Value::Bool(b) => format!("{b}"),
        Value::Card(c) => format!("card({})?", c.index()),
        Value::Cards(cs) => format!("CardSet::from_bits({:#x})", cs.bits()),
        Value::Seat(s) => format!("Seat::from_index({})", s.index()),
        Value::Seats(m) => format!("SeatSet({m})"),
        Value::Suit(s) => format!("suit({})?", s.index()),
        Value::Enum(e, x) => format!("EnumV({e}, {x})"),
        Value::Phase(p) => format!("PhaseName::{p:?}"),
        Value::Contract(c) => format!("ContractV({c})"),
        Value::Play(s, c) => format!(
            "PlayV(Seat::from_index({}), card({}))",
            s.index(),
            c.index()
        ),
        Value::None => "None".into(),
        Value::Text(t) => format!("{:?}", &**t),
        Value::Scores(p) => format!("[{}i64, {}i64, {}i64, {}i64]", p[0], p[1], p[2], p[3]),
        _ => return None,
    })
}

/// Writes one program's functions.
struct Writer<'p> {
    prog: &'p Program,
    types: &'p HashMap<usize, Ty>,
    native: &'p HashSet<usize>,
    /// The announcements' fields read natively ([`kept_fields`]).
    fields: &'p HashSet<u16>,
    /// The constants read where the program holds them, by address: their
    /// numbers (`native::consts`).
    consts: &'p HashMap<usize, usize>,
    /// Labels of comprehensions' blocks, numbered.
    label: usize,
}

/// The announcements' fields native code reads (`Rt::ann_field`): those
/// that are, of every kind that has them, a constant or game-free (the
/// value the announcement keeps once computed).
fn kept_fields(prog: &Program) -> HashSet<u16> {
    let free = crate::interp::fields_free(prog);
    let n = prog.anns.iter().map(|a| a.fields.len()).max().unwrap_or(0);
    (0..n)
        .filter(|&i| {
            prog.anns
                .iter()
                .zip(&free)
                .all(|(a, free)| match a.fields.get(i) {
                    None | Some(Expression::Const(_)) => true,
                    Some(_) => free.get(i).copied().unwrap_or(false),
                })
        })
        .filter_map(|i| u16::try_from(i).ok())
        .collect()
}

/// The constants read where the program holds them, by address: their
/// numbers (`native::consts`).
fn const_numbers(prog: &Program) -> HashMap<usize, usize> {
    super::consts(prog)
        .into_iter()
        .enumerate()
        .map(|(n, e)| (e as *const Expression as usize, n))
        .collect()
}

/// Whether a text is made where it is evaluated (`"… {x} …"`, a call,
/// an `if`, `a + b`: [`Writer::made_text`]) rather than read where it is
/// (a variable's, a field's).
fn makes_text(e: &Expression) -> bool {
    match e {
        Expression::Text(_) | Expression::Call(..) | Expression::If(..) | Expression::Bin(..) => {
            true
        }
        // A table with an arm that makes its text (one of literals alone
        // is read where it is).
        Expression::Table(_, arms, _) => arms.iter().any(|(_, v)| makes_text(v)),
        _ => false,
    }
}

type W = Option<String>;

impl<'p> Writer<'p> {
    fn new(prog: &'p Program, facts: &'p Facts, native: &'p HashSet<usize>) -> Writer<'p> {
        Writer {
            prog,
            types: &facts.types,
            native,
            fields: &facts.fields,
            consts: &facts.consts,
            label: 0,
        }
    }

    fn ty(&self, e: &Expression) -> Option<Ty> {
        self.types.get(&(e as *const Expression as usize)).cloned()
    }

    /// Function `i`: its entry and its typed body.
    fn function(&mut self, i: usize) -> W {
        let f = self.prog.fns.get(i)?;
        let list = matches!(f.ret, Ty::List(_));
        let text = f.ret == Ty::Text;
        // A list is given back made (the closures give a list value), a
        // text too.
        // An announcement is given back where it is read, borrowed for
        // as long as the game and the arguments (`'r`).
        // One made (`Ann(k, args)`) is given back owned.
        let made_ann = self.makes_ann(&f.body);
        let ann = *f.ret.base() == Ty::Announcement && !made_ann;
        let life = |r: String| if ann { r.replace('&', "&'r ") } else { r };
        let ret = if list {
            "Vec<Value>".into()
        } else if text {
            "String".into()
        } else if made_ann {
            "Ann".into()
        } else {
            life(rty(&f.ret)?)
        };
        let body_ty = self.ty(&f.body)?;
        let body = if text {
            self.made_text(&f.body, "d")?
        } else if made_ann {
            self.made_ann(&f.body, "d")?
        } else {
            let body = self.expr(&f.body, "d")?;
            conv(body, &body_ty, &f.ret)?
        };
        let body = if list && !self.made(&f.body) {
            format!("({body}).to_vec()")
        } else {
            body
        };
        let params: Vec<String> = f
            .params
            .iter()
            .enumerate()
            .map(|(k, t)| rty(t).map(|r| format!(", l{k}: {}", life(r))))
            .collect::<Option<_>>()?;
        let unpack: Vec<String> = f
            .params
            .iter()
            .enumerate()
            .map(|(k, t)| read(t, &format!("l.get({k}).ok_or(Bail)?")))
            .collect::<Option<_>>()?;
        let name = f.name.replace(['\n', '\r'], " ");
        let mut out = String::new();
        let _ = writeln!(out, "    /// `fn {name}`");
        let _ = writeln!(
            out,
            "    fn e{i}(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {{\n        let rt = &Rt::new(ev);\n        rt.settle((|| {{"
        );
        let args: Vec<String> = unpack
            .iter()
            .enumerate()
            .map(|(k, u)| {
                let _ = writeln!(out, "        let a{k} = {u};");
                format!(", a{k}")
            })
            .collect();
        let _ = writeln!(
            out,
            "        f{i}(rt, d{}).map({})\n        }})())\n    }}\n",
            args.concat(),
            if list {
                "|v| Value::List(std::sync::Arc::new(v))"
            } else if text {
                "|s| Value::Text(std::sync::Arc::from(s))"
            } else if made_ann {
                "Value::Ann"
            } else if f.ret == Ty::Announcement {
                "|a| Value::Ann(Ann::clone(a))"
            } else if ann {
                "|a| a.map_or(Value::None, |a| Value::Ann(Ann::clone(a)))"
            } else {
                "Native::into_value"
            }
        );
        let _ = writeln!(
            out,
            "    #[inline]\n    fn f{i}{}(rt: &Rt<{}, '_>, d: usize{}) -> R<{ret}> {{\n        Ok({body})\n    }}",
            if ann { "<'r>" } else { "" },
            if ann { "'r" } else { "'_" },
            params.concat()
        );
        Some(out)
    }

    /// Root `k` (a statement's expression): an entry reading the locals
    /// it uses from the handler's frame, typed. A condition is written
    /// only where it is a `bool` (not an optional one).
    fn root(&mut self, k: u32, e: &Expression, cond: bool) -> W {
        let t = self.ty(e)?;
        let list = matches!(t, Ty::List(_));
        // A text is made (`"… {x} …"`, a function giving one), or copied
        // from where it is read (as the closures copy a field's).
        let text = t == Ty::Text;
        // An announcement read where it is is given back as itself (its
        // `Arc`, as the closures give it).
        let ann = matches!(t.base(), Ty::Announcement);
        let made_ann = self.makes_ann(e);
        // A text that is a local or a variable as it is: its value as held
        // (its characters shared, not copied), as the closures read it
        // (`none` past the frame's end, or where it is not set).
        if text {
            let held = match e {
                Expression::Local(i) => Some(format!("l.get({i}).cloned().unwrap_or_default()")),
                Expression::Global(g) => Some(format!("rt.global({g}).clone()")),
                _ => None,
            };
            if let Some(held) = held {
                return Some(root_entry(k, "", &held));
            }
        }
        // A list read where it is: an element of a list of lists
        // (`sch[p]`), given back as it is held (shared, as the closures
        // give it); any other read list is left to the closures.
        let shared = if list && !self.made(e) {
            match e {
                Expression::Index(a, i, _) => Some(self.list_at(a, i, "d")?),
                _ => return None,
            }
        } else {
            None
        };
        if matches!(t, Ty::Nothing) || (is_borrowed(&t) && !text && !ann) || (cond && t != Ty::Bool)
        {
            return None;
        }
        rty(&t)?;
        // A text read where it is is copied once (not made, then copied).
        let made_text = text && makes_text(e);
        let body = if let Some(at) = &shared {
            at.clone()
        } else if made_text {
            self.made_text(e, "d")?
        } else if made_ann {
            self.made_ann(e, "d")?
        } else {
            self.expr(e, "d")?
        };
        let mut free = std::collections::BTreeMap::new();
        self.free_locals(e, &mut HashSet::new(), &mut free)?;
        let mut reads = String::new();
        for (i, t) in &free {
            let read = read(t, &format!("l.get({i}).ok_or(Bail)?"))?;
            let _ = writeln!(reads, "        let l{i} = {read};");
        }
        let value = if shared.is_some() {
            body
        } else if list {
            format!("Value::List(std::sync::Arc::new({body}))")
        } else if text {
            format!("Value::Text(std::sync::Arc::from({body}))")
        } else if made_ann {
            format!("Value::Ann({body})")
        } else if t == Ty::Announcement {
            format!("Value::Ann(Ann::clone({body}))")
        } else if ann {
            format!("{body}.map_or(Value::None, |a| Value::Ann(Ann::clone(a)))")
        } else {
            format!("Native::into_value({body})")
        };
        Some(root_entry(k, &reads, &value))
    }

    /// The locals an expression reads that it does not bind itself, with
    /// their types (`None` where one is read as two types).
    fn free_locals(
        &self,
        e: &Expression,
        bound: &mut HashSet<u16>,
        out: &mut std::collections::BTreeMap<u16, Ty>,
    ) -> Option<()> {
        match e {
            Expression::Local(i) if !bound.contains(i) => {
                let t = self.ty(e)?;
                if out.get(i).is_some_and(|u| *u != t) {
                    return None;
                }
                out.insert(*i, t);
            }
            Expression::Comp {
                slot,
                over,
                filter,
                body,
                ..
            } => {
                self.free_locals(over, bound, out)?;
                let fresh = bound.insert(*slot);
                for x in [filter, body].into_iter().flatten() {
                    self.free_locals(x, bound, out)?;
                }
                if fresh {
                    bound.remove(slot);
                }
            }
            e => {
                for c in children(e) {
                    self.free_locals(c, bound, out)?;
                }
            }
        }
        Some(())
    }

    /// The items of a list made, as values in order (`a, b, `).
    fn items(&mut self, items: &[Expression], depth: &str) -> W {
        let mut s = String::new();
        for i in items {
            let it = self.ty(i)?;
            let x = self.expr(i, depth)?;
            let _ = write!(s, "{}, ", to_value(&it, &x)?);
        }
        Some(s)
    }

    /// An expression evaluated at call depth `depth`, as a Rust expression
    /// of its type (`?` gives up).
    fn expr(&mut self, e: &Expression, depth: &str) -> W {
        let t = self.ty(e)?;
        rty(&t).or(matches!(t, Ty::Nothing).then(String::new))?;
        Some(match e {
            // A constant the program holds, read where it is (an
            // announcement without arguments among them).
            Expression::Const(_) | Expression::Ann(..)
                if self.consts.contains_key(&(e as *const Expression as usize)) =>
            {
                let n = self.consts.get(&(e as *const Expression as usize))?;
                read(&t, &format!("rt.konst({n})?"))?
            }
            Expression::Const(Value::List(items)) => {
                let mut s = String::from("vec![");
                for v in items.iter() {
                    let lit = literal(v)?;
                    if matches!(v, Value::None | Value::Text(_)) {
                        return None;
                    }
                    let _ = write!(s, "Native::into_value({lit}), ");
                }
                s.push(']');
                s
            }
            Expression::Const(v) => literal(v)?,
            Expression::Local(i) => format!("l{i}"),
            Expression::Global(g) => read(&t, &format!("rt.global({g})"))?,
            Expression::Builtin(bi, args, _) => self.builtin(*bi, args, depth)?,
            // A function giving a text makes it: only a text being made
            // takes it (`made_text`).
            Expression::Call(f, args, _) => {
                let def = self.prog.fns.get(*f as usize)?;
                if def.ret == Ty::Text || self.makes_ann(e) {
                    return None;
                }
                self.call(*f, args, depth)?
            }
            Expression::Not(a) => format!("(!{})", self.bool(a, depth)?),
            Expression::And(a, b) => {
                format!("({} && {})", self.bool(a, depth)?, self.bool(b, depth)?)
            }
            Expression::Or(a, b) => {
                format!("({} || {})", self.bool(a, depth)?, self.bool(b, depth)?)
            }
            Expression::Neg(a, _) => format!("neg({})?", self.plain(a, depth)?),
            Expression::Bin(op, a, b, _) => self.bin(*op, a, b, depth)?,
            Expression::If(c, a, b) => {
                let (ta, tb) = (self.ty(a)?, self.ty(b)?);
                let made = self.made(e);
                let c = self.bool(c, depth)?;
                let branch = |w: &mut Self, x: &Expression, tx: &Ty| -> W {
                    let code = conv(w.expr(x, depth)?, tx, &t)?;
                    // Both branches made where one is.
                    Some(if made && !w.made(x) {
                        format!("({code}).to_vec()")
                    } else {
                        code
                    })
                };
                let a = branch(self, a, &ta)?;
                let b = branch(self, b, &tb)?;
                format!("(if {c} {{ {a} }} else {{ {b} }})")
            }
            // A list made: its items in order (the closures charge nothing).
            Expression::List(items) => format!("vec![{}]", self.items(items, depth)?),
            Expression::Field(a, f, _) => {
                let at = self.ty(a)?;
                let x = self.plain(a, depth)?;
                match (at.base(), f) {
                    (Ty::Play, FieldOf::PlaySeat) => format!("({x}).0"),
                    (Ty::Play, FieldOf::PlayCard) => format!("({x}).1"),
                    (Ty::Contract, FieldOf::Contract(i)) => {
                        read(&t, &format!("rt.contract_field({x}, {i})"))?
                    }
                    (Ty::Trick, FieldOf::TrickNumber) => format!("(({x}).0 as i64 + 1)"),
                    (Ty::Trick, FieldOf::TrickLeader) => format!("rt.trick({x})?.leader"),
                    (Ty::Trick, FieldOf::TrickWinner) => format!("rt.trick({x})?.winner"),
                    (Ty::Trick, FieldOf::TrickCards) => format!("rt.trick({x})?.cards()"),
                    (Ty::Trick, FieldOf::TrickLead) => format!("rt.trick({x})?.plays[0].1"),
                    (Ty::Trick, FieldOf::TrickWinning) => format!("rt.trick({x})?.winning()"),
                    (Ty::Term, FieldOf::TermWord) => format!("term_word({x})?"),
                    (Ty::Term, FieldOf::TermNumber) => format!("term_number({x})"),
                    (Ty::Term, FieldOf::TermSuit) => format!("term_suit({x})"),
                    (Ty::Announcement, FieldOf::Ann(i)) if self.fields.contains(i) => {
                        read(&t, &format!("rt.ann_field({x}, {i}, {depth})?"))?
                    }
                    (Ty::Announcement, FieldOf::AnnName) => format!("rt.ann_name({x})"),
                    (Ty::Contract, FieldOf::ContractName) => format!("rt.contract_name({x})"),
                    _ => return None,
                }
            }
            // The game's tricks are read where they are, not made a list.
            Expression::Index(a, i, _)
                if matches!(**a, Expression::Builtin(Intrinsic::Tricks, _, _)) =>
            {
                format!("rt.nth_trick({})?", self.plain(i, depth)?)
            }
            // A term's arguments are read where they are too.
            Expression::Index(a, i, _)
                if matches!(**a, Expression::Field(_, FieldOf::TermArgs, _)) =>
            {
                let Expression::Field(t, _, _) = &**a else {
                    return None;
                };
                let t = self.plain(t, depth)?;
                format!("term_arg({t}, {})?", self.plain(i, depth)?)
            }
            // A seat's score.
            Expression::Index(a, i, _)
                if self.ty(a).is_some_and(|t| t.base() == &Ty::Scores)
                    && self.ty(i).is_some_and(|t| t.base() == &Ty::Seat) =>
            {
                let (p, s) = (self.plain(a, depth)?, self.plain(i, depth)?);
                format!("{{ let p = {p}; p[{s}.index()] }}")
            }
            // A table's entry, by an announcement, a contract or an
            // enum value (its key, `Value::table_key`).
            Expression::Index(a, i, _) if matches!(self.ty(a), Some(Ty::Table(..))) => {
                // An optional key gives up on `none` (`plain`).
                let key = match self.ty(i)?.base() {
                    Ty::Announcement => format!("{}.kind as usize", self.plain(i, depth)?),
                    Ty::Contract => format!("{}.0 as usize", self.plain(i, depth)?),
                    Ty::Enum(_) => format!("{}.1 as usize", self.plain(i, depth)?),
                    _ => return None,
                };
                let table = match &**a {
                    Expression::Global(g) => format!("rt.global({g})"),
                    _ => return None,
                };
                read(&t, &format!("table_entry({table}, {key})?"))?
            }
            Expression::Index(a, i, _) => {
                let (at, elem) = self.element(a, i, depth)?;
                if self.made(a) && (is_borrowed(&elem) || matches!(elem, Ty::List(_))) {
                    return None;
                }
                read(&elem, &at)?
            }
            Expression::Table(subject, arms, _) => self.table(subject, arms, &t, depth, false)?,
            Expression::Comp {
                q,
                slot,
                over,
                filter,
                body,
                ..
            } => self.comp(
                *q,
                *slot,
                over,
                filter.as_deref(),
                body.as_deref(),
                &t,
                depth,
            )?,
            Expression::Cards(items) | Expression::Seats(items) => {
                let cards = matches!(e, Expression::Cards(_));
                let mut s = format!("{{ {} ", acc_init(cards));
                for i in items {
                    let it = self.ty(i)?;
                    let x = self.expr(i, depth)?;
                    let _ = write!(s, "{{ {} }} ", acc_step(cards, &x, &it)?);
                }
                s.push_str("acc }");
                s
            }
            Expression::Text(_) | Expression::Ann(..) => return None,
        })
    }

    /// A call of native function `f` at call depth `depth`: its code, of
    /// the function's Rust result type.
    fn call(&mut self, f: u16, args: &[Expression], depth: &str) -> W {
        let fi = f as usize;
        if !self.native.contains(&fi) {
            return None;
        }
        let def = self.prog.fns.get(fi)?;
        let inner = format!("{depth} + 1");
        let mut s = format!("{{ rt.call({depth})?; ");
        for (k, (a, pt)) in args.iter().zip(&def.params).enumerate() {
            let at = self.ty(a)?;
            let x = self.expr(a, &inner)?;
            let _ = write!(s, "let a{k} = {}; ", conv(x, &at, pt)?);
        }
        let call: Vec<String> = def
            .params
            .iter()
            .enumerate()
            .map(|(k, pt)| {
                if matches!(pt, Ty::List(_)) {
                    format!(", &a{k}")
                } else {
                    format!(", a{k}")
                }
            })
            .collect();
        let _ = write!(s, "f{fi}(rt, {inner}{})? }}", call.concat());
        Some(s)
    }

    /// Whether an announcement is made where it is evaluated
    /// (`Ann(k, args)` with arguments, or a call of a function whose body
    /// makes one): its code is an owned `Ann`, which only a root, a
    /// function's body or another's arguments take.
    fn makes_ann(&self, e: &Expression) -> bool {
        /// Made in place: `Ann(k, args)`, or an `if` with a branch that
        /// is (calls are not followed: a function may call itself).
        fn made_here(e: &Expression) -> bool {
            match e {
                Expression::Ann(_, args) => !args.is_empty(),
                Expression::If(_, a, b) => made_here(a) || made_here(b),
                _ => false,
            }
        }
        match e {
            Expression::Call(f, _, _) => self
                .prog
                .fns
                .get(*f as usize)
                .is_some_and(|d| d.ret == Ty::Announcement && made_here(&d.body)),
            e => made_here(e),
        }
    }

    /// An announcement made, as the closures make it: its arguments in
    /// order, nothing charged (`native::made_ann`).
    fn made_ann(&mut self, e: &Expression, depth: &str) -> W {
        match e {
            Expression::Ann(k, args) if !args.is_empty() => {
                let mut s = String::from("{ let mut args = Vec::new(); ");
                for a in args {
                    let t = self.ty(a)?;
                    let x = if self.makes_ann(a) {
                        format!("Value::Ann({})", self.made_ann(a, depth)?)
                    } else {
                        to_value(&t, &self.expr(a, depth)?)?
                    };
                    let _ = write!(s, "args.push({x}); ");
                }
                let _ = write!(s, "made_ann({k}, args) }}");
                Some(s)
            }
            Expression::Call(f, args, _) if self.makes_ann(e) => self.call(*f, args, depth),
            // A branch made, the other read where it is and shared.
            Expression::If(c, a, b) => {
                let c = self.bool(c, depth)?;
                let mut branch = |x: &Expression| -> W {
                    if self.makes_ann(x) {
                        self.made_ann(x, depth)
                    } else if self.ty(x)? == Ty::Announcement {
                        Some(format!("Ann::clone({})", self.expr(x, depth)?))
                    } else {
                        None
                    }
                };
                let (a, b) = (branch(a)?, branch(b)?);
                Some(format!("if {c} {{ {a} }} else {{ {b} }}"))
            }
            _ => None,
        }
    }

    /// A text made (`"… {x} …"`, or a call of a function giving one): a
    /// `String`, its parts put in as the closures' `text` puts them.
    fn made_text(&mut self, e: &Expression, depth: &str) -> W {
        match e {
            Expression::Text(parts) => {
                // Room for the literal parts and a short value each: most
                // texts are made in one allocation, not grown by doubling.
                let room: usize = parts
                    .iter()
                    .map(|p| match p {
                        Part::Lit(t) => t.len(),
                        Part::Expr(_) => 8,
                    })
                    .sum();
                let mut s = format!("{{ let mut txt = String::with_capacity({room}); ");
                for p in parts {
                    match p {
                        Part::Lit(t) => {
                            let _ = write!(s, "txt.push_str({t:?}); ");
                        }
                        Part::Expr(x) => {
                            let part = self.text_part(x, depth)?;
                            s.push_str(&part);
                        }
                    }
                }
                s.push_str("rt.text_made(txt)? }");
                Some(s)
            }
            Expression::Call(f, args, _) if self.prog.fns.get(*f as usize)?.ret == Ty::Text => {
                self.call(*f, args, depth)
            }
            Expression::Const(Value::Text(t)) => {
                let t: &str = t;
                Some(format!("String::from({t:?})"))
            }
            Expression::If(c, a, b) => {
                let c = self.bool(c, depth)?;
                let (a, b) = (self.made_text(a, depth)?, self.made_text(b, depth)?);
                Some(format!("if {c} {{ {a} }} else {{ {b} }}"))
            }
            // Two texts joined, their length checked and charged.
            Expression::Bin(Op::Union, a, b, _) => {
                let (a, b) = (self.made_text(a, depth)?, self.made_text(b, depth)?);
                Some(format!(
                    "{{ let a = {a}; let b = {b}; rt.text_appended(a, &b)? }}"
                ))
            }
            // A table whose arms make texts: the arm's text made.
            Expression::Table(subject, arms, _) if makes_text(e) => {
                self.table(subject, arms, &Ty::Text, depth, true)
            }
            // A text read where it is (a variable's, a field's), copied.
            e if self.ty(e)? == Ty::Text => Some(format!("String::from({})", self.expr(e, depth)?)),
            _ => None,
        }
    }

    /// A value put into the text being made (`txt`).
    fn text_part(&mut self, x: &Expression, depth: &str) -> W {
        let t = self.ty(x)?;
        let (push, code) = match &t {
            Ty::Text if makes_text(x) => ("push_text", format!("&{}", self.made_text(x, depth)?)),
            Ty::Text => ("push_text", self.expr(x, depth)?),
            Ty::Int | Ty::Seat | Ty::Term => ("push_display", self.expr(x, depth)?),
            Ty::Opt(u) if **u == Ty::Term => ("push_term", self.expr(x, depth)?),
            Ty::Announcement => (
                "push_shown",
                format!("Value::Ann(Ann::clone({}))", self.expr(x, depth)?),
            ),
            t if scalar(t.base()).is_some() && !matches!(t.base(), Ty::Scores) => (
                "push_shown",
                format!("Native::into_value({})", self.expr(x, depth)?),
            ),
            _ => return None,
        };
        Some(format!("{{ let v = {code}; rt.{push}(&mut txt, v)?; }} "))
    }

    /// Element `i` of list `a` where the list holds it (a `&Value`), by a
    /// number or a seat as the closures index, and the list's item type.
    fn element(&mut self, a: &Expression, i: &Expression, depth: &str) -> Option<(String, Ty)> {
        let (at, it) = (self.ty(a)?, self.ty(i)?);
        let Ty::List(elem) = at.base() else {
            return None;
        };
        let elem = (**elem).clone();
        // The seats in order from one, the talon's halves and the trick's
        // plays are indexed where the game holds them (the one element
        // made a value), not made into a list first: the same element,
        // read in the same order, and the same giving up out of range.
        let held = match a {
            Expression::Builtin(Intrinsic::Order, args, _) if args.len() == 1 => Some((
                format!("{}.cycle_from()", self.plain(&args[0], depth)?),
                "Value::Seat(x)",
            )),
            Expression::Builtin(Intrinsic::Talon, args, _) if args.is_empty() => {
                Some(("rt.game()?.talon".to_string(), "Value::Cards(x)"))
            }
            Expression::Builtin(Intrinsic::Current, args, _) if args.is_empty() => {
                Some(("rt.game()?.current".to_string(), "Value::Play(x.0, x.1)"))
            }
            _ => None,
        };
        let (list, make) = match held {
            Some((items, make)) => (items, Some(make)),
            None => (self.plain(a, depth)?, None),
        };
        let ix = self.plain(i, depth)?;
        let nth = match it.base() {
            Ty::Int => "nth_value",
            Ty::Seat => "seat_value",
            _ => return None,
        };
        let at = match make {
            Some(make) => format!("&{{ let x = *{nth}(&{list}, {ix})?; {make} }}"),
            None => format!("{nth}(&{list}, {ix})?"),
        };
        Some((at, elem))
    }

    /// Element `i` of list `a`, a list of lists read where it is: the
    /// element as it is held (a `Value`, shared); `None` for a list made
    /// here.
    fn list_at(&mut self, a: &Expression, i: &Expression, depth: &str) -> W {
        let (at, elem) = self.element(a, i, depth)?;
        if self.made(a) || !matches!(elem, Ty::List(_)) {
            return None;
        }
        Some(format!("{at}.clone()"))
    }

    /// Whether a list is made where it is evaluated (its code a
    /// `Vec<Value>`), not read where it is (`&[Value]`).
    fn made(&self, e: &Expression) -> bool {
        match e {
            Expression::List(_) => true,
            Expression::Const(Value::List(_)) => {
                !self.consts.contains_key(&(e as *const Expression as usize))
            }
            Expression::Builtin(
                Intrinsic::Range | Intrinsic::Talon | Intrinsic::Current | Intrinsic::Order,
                ..,
            ) => true,
            Expression::Comp {
                q: Comp::CollectList,
                ..
            } => true,
            Expression::Call(f, ..) => self
                .prog
                .fns
                .get(*f as usize)
                .is_some_and(|d| matches!(d.ret, Ty::List(_))),
            Expression::If(_, a, b) => self.made(a) || self.made(b),
            Expression::Bin(Op::Union, ..) => matches!(self.ty(e), Some(Ty::List(_))),
            _ => false,
        }
    }

    /// A condition (a `bool`, or an optional one that is not `none`).
    fn bool(&mut self, e: &Expression, depth: &str) -> W {
        let t = self.ty(e)?;
        let x = self.expr(e, depth)?;
        conv(x, &t, &Ty::Bool)
    }

    /// An operand read as its plain type (a `none` gives up).
    fn plain(&mut self, e: &Expression, depth: &str) -> W {
        let t = self.ty(e)?;
        let x = self.expr(e, depth)?;
        conv(x, &t, t.base())
    }

    fn bin(&mut self, op: Op, a: &Expression, b: &Expression, depth: &str) -> W {
        let (ta, tb) = (self.ty(a)?, self.ty(b)?);
        Some(match op {
            Op::Eq | Op::Ne => {
                let not = if op == Op::Ne { "!" } else { "" };
                let (x, y) = (self.expr(a, depth)?, self.expr(b, depth)?);
                let same = match (&ta, &tb) {
                    (Ty::Nothing, Ty::Nothing) => "true".to_string(),
                    (Ty::Opt(_), Ty::Nothing) => format!("{x}.is_none()"),
                    (Ty::Nothing, Ty::Opt(_)) => format!("{{ let y = {y}; y.is_none() }}"),
                    (p, Ty::Nothing) if rty(p).is_some() && !matches!(p, Ty::List(_)) => {
                        format!("{{ let _ = {x}; false }}")
                    }
                    (Ty::Nothing, q) if rty(q).is_some() && !matches!(q, Ty::List(_)) => {
                        format!("{{ let _ = {y}; false }}")
                    }
                    (Ty::Opt(p), q) if **p == *q && rty(q).is_some() => {
                        format!("{{ let x = {x}; x == Some({y}) }}")
                    }
                    (p, Ty::Opt(q)) if *p == **q && rty(p).is_some() => {
                        format!("{{ let x = {x}; Some(x) == {y} }}")
                    }
                    (p, q) if p == q && matches!(p, Ty::Opt(_)) => format!("({x} == {y})"),
                    (p, q) if p == q && (scalar(p).is_some() || borrowed(p).is_some()) => {
                        format!("({x} == {y})")
                    }
                    // Two lists: a step an item of the first, as the closures.
                    (Ty::List(p), Ty::List(q)) if p == q => {
                        format!(
                            "{{ let x = {x}; let y = {y}; rt.charge(x.len())?; x[..] == y[..] }}"
                        )
                    }
                    _ => return None,
                };
                format!("({not}{same})")
            }
            Op::Lt | Op::Le | Op::Gt | Op::Ge => {
                if !(ta.base() == &Ty::Int && tb.base() == &Ty::Int) {
                    return None;
                }
                let o = match op {
                    Op::Lt => "<",
                    Op::Le => "<=",
                    Op::Gt => ">",
                    _ => ">=",
                };
                let (x, y) = (self.plain(a, depth)?, self.plain(b, depth)?);
                format!("({x} {o} {y})")
            }
            Op::In | Op::NotIn => {
                let not = if op == Op::NotIn { "!" } else { "" };
                let (x, y) = (self.plain(a, depth)?, self.plain(b, depth)?);
                match (ta.base(), tb.base()) {
                    (Ty::Card, Ty::Cards) => format!("{{ let x = {x}; {not}{y}.contains(x) }}"),
                    (Ty::Seat, Ty::Seats) => format!("{{ let x = {x}; {not}has_seat({y}, x) }}"),
                    // An item of a list: a step an item, as the closures.
                    (Ty::Announcement, Ty::List(e)) if **e == Ty::Announcement => format!(
                        "{{ let x = {x}; let y = {y}; rt.charge(y.len())?; {not}has_ann(&y, x) }}"
                    ),
                    (Ty::Text, Ty::List(e)) if **e == Ty::Text => format!(
                        "{{ let x = {x}; let y = {y}; rt.charge(y.len())?; {not}has_text(&y, x) }}"
                    ),
                    (p, Ty::List(e)) if p == &**e && scalar(p).is_some() => format!(
                        "{{ let x = {x}; let y = {y}; rt.charge(y.len())?; {not}y.contains(&Native::into_value(x)) }}"
                    ),
                    _ => return None,
                }
            }
            Op::Add | Op::Sub | Op::Mul | Op::Div | Op::Rem => {
                if !(ta.base() == &Ty::Int && tb.base() == &Ty::Int) {
                    return None;
                }
                let f = match op {
                    Op::Add => "add",
                    Op::Sub => "sub",
                    Op::Mul => "mul",
                    Op::Div => "div",
                    _ => "rem",
                };
                let (x, y) = (self.plain(a, depth)?, self.plain(b, depth)?);
                format!("{f}({x}, {y})?")
            }
            Op::Union | Op::Diff | Op::Inter => {
                let (x, y) = (self.plain(a, depth)?, self.plain(b, depth)?);
                let v = "{ let x = ";
                match (op, ta.base(), tb.base()) {
                    (Op::Union, Ty::Cards, Ty::Cards) => format!("{v}{x}; x | {y} }}"),
                    (Op::Union, Ty::Cards, Ty::Card) => format!("{v}{x}; x.with({y}) }}"),
                    (Op::Diff, Ty::Cards, Ty::Cards) => format!("{v}{x}; x - {y} }}"),
                    (Op::Diff, Ty::Cards, Ty::Card) => format!("{v}{x}; x.without({y}) }}"),
                    (Op::Inter, Ty::Cards, Ty::Cards) => format!("{v}{x}; x & {y} }}"),
                    (Op::Union, Ty::Seats, Ty::Seats) => format!("{v}{x}; SeatSet(x.0 | {y}.0) }}"),
                    (Op::Union, Ty::Seats, Ty::Seat) => {
                        format!("{v}{x}; SeatSet(x.0 | Value::seats_mask({y})) }}")
                    }
                    (Op::Diff, Ty::Seats, Ty::Seats) => format!("{v}{x}; SeatSet(x.0 & !{y}.0) }}"),
                    (Op::Diff, Ty::Seats, Ty::Seat) => {
                        format!("{v}{x}; SeatSet(x.0 & !Value::seats_mask({y})) }}")
                    }
                    (Op::Inter, Ty::Seats, Ty::Seats) => format!("{v}{x}; SeatSet(x.0 & {y}.0) }}"),
                    (Op::Union, Ty::Scores, Ty::Scores) => format!("scores_by(add, {x}, {y})?"),
                    // A list made of a list and a list's items or one
                    // item, as `list_add` makes it; a list made on the
                    // right is an array (no room of its own to make and
                    // let go of).
                    (Op::Union, Ty::List(_), Ty::List(_)) => {
                        let y = match b {
                            Expression::List(items) => format!("[{}]", self.items(items, depth)?),
                            _ => y,
                        };
                        format!("{{ let x = {x}; let y = {y}; rt.joined(&x[..], &y[..])? }}")
                    }
                    (Op::Union, Ty::List(e), t) if **e == *t => {
                        let item = to_value(t, "y")?;
                        format!("{{ let x = {x}; let y = {y}; rt.joined(&x[..], &[{item}])? }}")
                    }
                    _ => return None,
                }
            }
            // Scores seat by seat, checked as the closures check them.
            Op::ScaleScores | Op::SubScores => {
                let (x, y) = (self.plain(a, depth)?, self.plain(b, depth)?);
                match (op, ta.base(), tb.base()) {
                    (Op::SubScores, Ty::Scores, Ty::Scores) => format!("scores_by(sub, {x}, {y})?"),
                    (Op::ScaleScores, Ty::Int, Ty::Scores) => {
                        format!("{{ let k = {x}; scores_by(mul, [k; 4], {y})? }}")
                    }
                    _ => return None,
                }
            }
        })
    }

    fn builtin(&mut self, bi: Intrinsic, args: &[Expression], depth: &str) -> W {
        use Intrinsic as I;
        let a0 = args.first();
        let arg = |w: &mut Self| -> W { w.plain(a0?, depth) };
        Some(match bi {
            I::All => "CardSet::ALL".into(),
            I::Tarocks => "CardSet::TAROCKS".into(),
            I::Kings => "CardSet::KINGS".into(),
            I::Queens => "CardSet::QUEENS".into(),
            I::Knights => "CardSet::KNIGHTS".into(),
            I::Jacks => "CardSet::JACKS".into(),
            I::Deck => "rt.deck()".into(),
            I::SeatsAll => "SeatSet(0b1111)".into(),
            I::Suit => {
                let t = self.ty(a0?)?;
                let x = arg(self)?;
                match t.base() {
                    Ty::Card => format!("suit_cards({x})"),
                    Ty::Suit => format!("CardSet::suit({x})"),
                    _ => return None,
                }
            }
            I::SuitOf => format!("{}.suit()", arg(self)?),
            I::Number => format!("{}.tarock_number().map_or(0, i64::from)", arg(self)?),
            I::Above => format!("above({})", arg(self)?),
            I::Count if matches!(a0, Some(Expression::Builtin(I::Tricks, _, _))) => {
                "(rt.game()?.tricks.len() as i64)".into()
            }
            // The trick's plays and the talon's halves counted where the
            // game holds them, not made into a list to count.
            I::Count | I::Len if matches!(a0, Some(Expression::Builtin(I::Current, _, _))) => {
                "(rt.game()?.current.len() as i64)".into()
            }
            I::Count | I::Len if matches!(a0, Some(Expression::Builtin(I::Talon, _, _))) => {
                "(rt.game()?.talon.len() as i64)".into()
            }
            I::Count if matches!(a0, Some(Expression::Field(_, FieldOf::TermArgs, _))) => {
                let Some(Expression::Field(t, _, _)) = a0 else {
                    return None;
                };
                format!("(term_args({}).len() as i64)", self.plain(t, depth)?)
            }
            I::Said => "rt.said()".into(),
            // A range made: a step a number, as the closures' list.
            I::Range if args.len() == 2 => {
                let lo = self.plain(&args[0], depth)?;
                let hi = self.plain(&args[1], depth)?;
                format!(
                    "{{ let lo = {lo}; let hi = {hi}; let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() }}"
                )
            }
            I::Len => {
                let t = self.ty(a0?)?;
                if !matches!(t, Ty::List(_)) {
                    return None;
                }
                format!("({}.len() as i64)", arg(self)?)
            }
            I::CardsOf => {
                let t = self.ty(a0?)?;
                if !matches!(t, Ty::List(_)) {
                    return None;
                }
                format!("cards_of(&{})", arg(self)?)
            }
            I::Count => {
                let t = self.ty(a0?)?;
                let x = arg(self)?;
                match t.base() {
                    Ty::Cards => format!("({x}.len() as i64)"),
                    Ty::Seats => format!("({x}.0.count_ones() as i64)"),
                    Ty::List(_) => format!("({x}.len() as i64)"),
                    _ => return None,
                }
            }
            I::Next => format!("{}.next()", arg(self)?),
            I::Prev => format!("{}.plus(3)", arg(self)?),
            I::Hand | I::Dealt | I::Taken | I::WonCount => {
                let s = arg(self)?;
                let field = match bi {
                    I::Hand => "hands[s.index()]",
                    I::Dealt => "dealt[s.index()]",
                    I::Taken => "taken[s.index()]",
                    _ => "won[s.index()] as i64",
                };
                format!("{{ let g = rt.game()?; let s = {s}; g.{field} }}")
            }
            // The talon's halves, the trick's plays and the seats in order
            // from one made into lists, as the closures make them (no step
            // charged).
            I::Order => format!(
                "{}.cycle_from().iter().map(|x| Value::Seat(*x)).collect::<Vec<Value>>()",
                arg(self)?
            ),
            I::Talon => {
                "rt.game()?.talon.iter().map(|h| Value::Cards(*h)).collect::<Vec<Value>>()".into()
            }
            I::Current => {
                "rt.game()?.current.iter().map(|(s, c)| Value::Play(*s, *c)).collect::<Vec<Value>>()"
                    .into()
            }
            I::Reconstructed => "rt.game()?.reconstructed".into(),
            // The game first, then the card, as the closures read them.
            I::Holder => format!(
                "{{ let g = rt.game()?; let c = {}; Seat::ALL.into_iter().find(|s| g.dealt[s.index()].contains(c)) }}",
                arg(self)?
            ),
            I::Bound | I::BindOrder => format!(
                "{{ let g = rt.game()?; let c = {}; g.bindings.iter().rev().find(|b| b.0 == c).map(|b| {}) }}",
                arg(self)?,
                if bi == I::Bound { "b.1" } else { "i64::from(b.2)" }
            ),
            I::Clamp if args.len() == 3 => {
                let lo = self.plain(&args[0], depth)?;
                let x = self.plain(&args[1], depth)?;
                let hi = self.plain(&args[2], depth)?;
                format!("{{ let lo = {lo}; let x = {x}; x.max(lo).min({hi}) }}")
            }
            I::TrickNo => "(rt.game()?.tricks.len() as i64 + 1)".into(),
            I::Led => "rt.game()?.current.first().map(|p| p.1)".into(),
            I::Phase => "rt.game()?.phase".into(),
            I::ToAct => "rt.game()?.turn".into(),
            I::Speaker => "rt.speaker()?".into(),
            I::EventPhase => "rt.event_phase()?".into(),
            I::AfterVoid => "rt.after_void()".into(),
            I::Checking => "rt.checking()".into(),
            I::InVoidLine => "rt.in_void_line()".into(),
            I::Min | I::Max if args.len() == 2 => {
                let x = self.plain(&args[0], depth)?;
                let y = self.plain(&args[1], depth)?;
                let m = if bi == I::Min { "min" } else { "max" };
                format!("{{ let x = {x}; x.{m}({y}) }}")
            }
            I::Highest | I::Lowest => {
                let t = self.ty(a0?)?;
                let x = arg(self)?;
                let cs = match t.base() {
                    Ty::Cards => x,
                    Ty::Card => format!("CardSet::single({x})"),
                    _ => return None,
                };
                let f = if bi == I::Highest {
                    "highest"
                } else {
                    "lowest"
                };
                format!("{f}({cs})")
            }
            _ => return None,
        })
    }

    /// A table of type `t`; `made`: a text made by each arm
    /// (`made_text`), not a value read.
    fn table(
        &mut self,
        subject: &Expression,
        arms: &[(Arm, Expression)],
        t: &Ty,
        depth: &str,
        made: bool,
    ) -> W {
        let st = self.ty(subject)?;
        scalar(&st)?;
        let mut s = format!("{{ let s = {}; ", self.expr(subject, depth)?);
        for (arm, value) in arms {
            let test = match arm {
                Arm::Else => "true".to_string(),
                Arm::Range(lo, hi) if st == Ty::Int => format!("({lo}i64 <= s && s <= {hi}i64)"),
                Arm::Eq(k) => {
                    let kt = self.ty(k)?;
                    if kt != st {
                        return None;
                    }
                    format!("({} == s)", self.expr(k, depth)?)
                }
                Arm::Cmp(op, k) => {
                    let kt = self.ty(k)?;
                    let kx = self.plain(k, depth)?;
                    match (op, &st, kt.base()) {
                        (Op::Lt, Ty::Int, Ty::Int) => format!("(s < {kx})"),
                        (Op::Le, Ty::Int, Ty::Int) => format!("(s <= {kx})"),
                        (Op::Gt, Ty::Int, Ty::Int) => format!("(s > {kx})"),
                        (Op::Ge, Ty::Int, Ty::Int) => format!("(s >= {kx})"),
                        (Op::Ne, p, q) if p == q => format!("(s != {kx})"),
                        (Op::Eq, p, q) if p == q => format!("(s == {kx})"),
                        (Op::In, Ty::Card, Ty::Cards) => format!("{kx}.contains(s)"),
                        _ => return None,
                    }
                }
                Arm::Range(..) => return None,
            };
            let v = if made {
                self.made_text(value, depth)?
            } else {
                if self.made(value) {
                    return None;
                }
                let vt = self.ty(value)?;
                conv(self.expr(value, depth)?, &vt, t)?
            };
            let _ = write!(s, "if {test} {{ {v} }} else ");
        }
        // No arm matches: the closures fail.
        s.push_str("{ return Err(Bail) } }");
        Some(s)
    }

    #[allow(clippy::too_many_arguments)]
    fn comp(
        &mut self,
        q: Comp,
        slot: u16,
        over: &Expression,
        filter: Option<&Expression>,
        body: Option<&Expression>,
        t: &Ty,
        depth: &str,
    ) -> W {
        self.label += 1;
        let label = format!("'q{}", self.label);
        // The source: the items' loop, their steps charged first.
        let ot = self.ty(over)?;
        let elem = match ot.base() {
            Ty::Cards => Ty::Card,
            Ty::Seats => Ty::Seat,
            Ty::List(x) => (**x).clone(),
            _ => return None,
        };
        rty(&elem)?;
        if self.made(over) && is_borrowed(t) {
            return None;
        }
        let (head, lp) = match over {
            // A range is gone through without its list: the list's steps
            // (one a number) and the items' charged as the closures do.
            Expression::Builtin(Intrinsic::Range, args, _) if args.len() == 2 => {
                let lo = self.plain(&args[0], depth)?;
                let hi = self.plain(&args[1], depth)?;
                (
                    format!(
                        "let lo = {lo}; let hi = {hi}; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;"
                    ),
                    format!("for l{slot} in lo..=hi {{"),
                )
            }
            Expression::Builtin(Intrinsic::Order, args, _) => {
                let s = self.plain(args.first()?, depth)?;
                (
                    format!("let s = {s}; rt.charge(4)?;"),
                    format!("for l{slot} in s.cycle_from() {{"),
                )
            }
            Expression::Builtin(Intrinsic::Tricks, _, _) => (
                "let g = rt.game()?; rt.charge(g.tricks.len())?;".to_string(),
                format!(
                    "for k in 0..g.tricks.len() {{ let l{slot} = TrickV(u16::try_from(k).map_err(|_| Bail)?);"
                ),
            ),
            Expression::Field(t, FieldOf::TrickPlays, _) => {
                let t = self.plain(t, depth)?;
                (
                    format!("let plays = &rt.trick({t})?.plays; rt.charge(plays.len())?;"),
                    format!("for &(s, c) in plays.iter() {{ let l{slot} = PlayV(s, c);"),
                )
            }
            Expression::Builtin(Intrinsic::Current, _, _) => (
                "let g = rt.game()?; rt.charge(g.current.len())?;".to_string(),
                format!("for &(s, c) in g.current.iter() {{ let l{slot} = PlayV(s, c);"),
            ),
            _ => {
                let o = self.plain(over, depth)?;
                match ot.base() {
                    Ty::Cards => (
                        format!("let mut left = {o}; rt.charge(left.len())?;"),
                        format!("while let Some(l{slot}) = left.first() {{ left.remove(l{slot});"),
                    ),
                    Ty::Seats => (
                        format!("let o = {o}; rt.charge(o.0.count_ones() as usize)?;"),
                        format!("for l{slot} in seats(o) {{"),
                    ),
                    Ty::List(_) => (
                        format!("let o = {o}; rt.charge(o.len())?;"),
                        format!("for v in o.iter() {{ let l{slot} = {};", read(&elem, "v")?),
                    ),
                    _ => return None,
                }
            }
        };
        let filter = match filter {
            Some(f) => format!("if !{} {{ continue; }}", self.bool(f, depth)?),
            None => String::new(),
        };
        let item = format!("l{slot}");
        let bt = match body {
            Some(b) => Some(self.ty(b)?),
            None => None,
        };
        let bx = match body {
            Some(b) => Some(self.expr(b, depth)?),
            None => None,
        };
        let (init, step, end): (String, String, String) = match q {
            Comp::Count => {
                let yes = match (&bx, &bt) {
                    (Some(x), Some(t)) => conv(x.clone(), t, &Ty::Bool)?,
                    _ => "true".into(),
                };
                (
                    "let mut n = 0i64;".into(),
                    format!("if {yes} {{ n += 1; }}"),
                    "n".into(),
                )
            }
            Comp::Sum | Comp::Max | Comp::Min => {
                let v = match (&bx, &bt) {
                    (Some(x), Some(t)) => conv(x.clone(), t, &Ty::Int)?,
                    _ if elem == Ty::Int => item.clone(),
                    _ => return None,
                };
                match q {
                    Comp::Sum => (
                        "let mut n = 0i64;".into(),
                        format!("n = add(n, {v})?;"),
                        "n".into(),
                    ),
                    _ => {
                        let m = if q == Comp::Max { "max" } else { "min" };
                        (
                            "let mut best: Option<i64> = None;".into(),
                            format!(
                                "let v = {v}; best = Some(match best {{ None => v, Some(x) => x.{m}(v) }});"
                            ),
                            "best.unwrap_or(0)".into(),
                        )
                    }
                }
            }
            Comp::All | Comp::Any => {
                let yes = match (&bx, &bt) {
                    (Some(x), Some(t)) => conv(x.clone(), t, &Ty::Bool)?,
                    _ => "true".into(),
                };
                if q == Comp::All {
                    (
                        String::new(),
                        format!("if !{yes} {{ break {label} false; }}"),
                        "true".into(),
                    )
                } else {
                    (
                        String::new(),
                        format!("if {yes} {{ break {label} true; }}"),
                        "false".into(),
                    )
                }
            }
            Comp::First => {
                let found = match (&bx, &bt) {
                    (Some(x), Some(bt)) => conv(x.clone(), bt, t)?,
                    _ => conv(item.clone(), &elem, t)?,
                };
                (
                    String::new(),
                    format!("break {label} {found};"),
                    "None".into(),
                )
            }
            Comp::CollectCards | Comp::CollectSeats => {
                let cards = q == Comp::CollectCards;
                let (v, vt) = match (&bx, &bt) {
                    (Some(x), Some(t)) => (x.clone(), t.clone()),
                    _ => (item.clone(), elem.clone()),
                };
                (
                    acc_init(cards).to_string(),
                    acc_step(cards, &v, &vt)?,
                    "acc".into(),
                )
            }
            Comp::CollectList => {
                let v = match (&bx, &bt) {
                    (Some(x), Some(t)) => to_value(t, x)?,
                    _ => to_value(&elem, &item)?,
                };
                (
                    "let mut acc: Vec<Value> = Vec::new();".into(),
                    format!("push_item(&mut acc, {v})?;"),
                    "acc".into(),
                )
            }
            // A score a seat (items not seats are passed over).
            Comp::Per if elem == Ty::Seat => {
                let v = match (&bx, &bt) {
                    (Some(x), Some(t)) => conv(x.clone(), t, &Ty::Int)?,
                    _ => return None,
                };
                (
                    "let mut per = [0i64; 4];".into(),
                    format!("per[{item}.index()] = {v};"),
                    "per".into(),
                )
            }
            Comp::Per | Comp::PerTable => return None,
        };
        Some(format!(
            "{label}: {{ {head} {init} {lp} {filter} {step} }} {end} }}"
        ))
    }
}

/// A root's entry (`x<k>`): the locals it reads from the frame (`reads`,
/// a line each) and then its value.
fn root_entry(k: u32, reads: &str, value: &str) -> String {
    format!(
        "    fn x{k}(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {{\n        let rt = &Rt::new(ev);\n        rt.settle((|| {{\n{reads}        Ok({value})\n        }})())\n    }}\n"
    )
}

/// Code of type `t` as the `Value` the closures have for it (what a list
/// is made of).
fn to_value(t: &Ty, x: &str) -> W {
    Some(match t {
        Ty::Announcement => format!("Value::Ann(Ann::clone({x}))"),
        Ty::Opt(a) if **a == Ty::Announcement => {
            format!("{x}.map_or(Value::None, |a| Value::Ann(Ann::clone(a)))")
        }
        Ty::Text => format!("Value::Text(std::sync::Arc::from({x}))"),
        t if scalar(t.base()).is_some() => format!("Native::into_value({x})"),
        _ => return None,
    })
}

/// An empty set of cards (`cards`) or seats to collect into, `acc`.
fn acc_init(cards: bool) -> &'static str {
    if cards {
        "let mut acc = CardSet::EMPTY;"
    } else {
        "let mut acc = SeatSet(0);"
    }
}

/// Adds `v` (a card or cards, a seat or seats, maybe `none`, which adds
/// nothing, as the closures collect) to `acc`.
fn acc_step(cards: bool, v: &str, t: &Ty) -> W {
    let add = |t: &Ty| -> W {
        Some(match (cards, t) {
            (true, Ty::Card) => "acc.insert(v);".to_string(),
            (true, Ty::Cards) => "acc = acc | v;".to_string(),
            (false, Ty::Seat) => "acc.0 |= Value::seats_mask(v);".to_string(),
            (false, Ty::Seats) => "acc.0 |= v.0;".to_string(),
            _ => return None,
        })
    };
    Some(match t {
        Ty::Opt(x) => format!("if let Some(v) = {v} {{ {} }}", add(x)?),
        t => format!("let v = {v}; {}", add(t)?),
    })
}

/// Code of type `from` as type `to`: a plain value made optional, `none`
/// as an optional value, an optional value as a plain one (giving up on
/// `none`); `None` where it cannot be.
fn conv(code: String, from: &Ty, to: &Ty) -> W {
    if from == to || from.is_error() {
        return Some(code);
    }
    match (from, to) {
        (Ty::Nothing, Ty::Opt(_)) => Some(code),
        (f, Ty::Opt(t)) if f == &**t && (scalar(f).is_some() || borrowed(f).is_some()) => {
            Some(format!("Some({code})"))
        }
        (Ty::Opt(f), t) if &**f == t => Some(format!("some({code})?")),
        (Ty::List(f), Ty::List(t)) if f.is_error() || t.is_error() || f == t => Some(code),
        _ => None,
    }
}

/// Why each function of `prog` is left to the closures: the first
/// expression the writer cannot write whose parts it can (for the writer's
/// tests and its coverage).
pub fn left_out(prog: &Program) -> Result<Vec<(String, String)>, TypeGap> {
    let facts = Facts::of(prog)?;
    let all: HashSet<usize> = (0..prog.fns.len()).collect();
    let mut out = Vec::new();
    for (i, f) in prog.fns.iter().enumerate() {
        let mut w = Writer::new(prog, &facts, &all);
        if w.function(i).is_some() {
            continue;
        }
        let sig = f.params.iter().all(|t| rty(t).is_some()) && rty(&f.ret).is_some();
        if !sig {
            out.push((
                f.name.clone(),
                format!("signature {:?} -> {:?}", f.params, f.ret),
            ));
        } else if let Some(e) = w.first_unwritable(&f.body) {
            out.push((f.name.clone(), e));
        }
    }
    Ok(out)
}

/// Why each statement's expression worth writing (a root) of `prog` is
/// left to the closures, as [`left_out`] says it of functions: its number,
/// the expression and the first part the writer cannot write.
pub fn roots_left_out(prog: &Program) -> Result<Vec<(u32, String)>, TypeGap> {
    let facts = Facts::of(prog)?;
    // The functions as they are written: a root calling one left to the
    // closures is left out too, and said so.
    let (native, _) = native_functions(prog, &facts);
    let mut out = Vec::new();
    super::for_each_root(prog, &mut |k, e, cond| {
        if !worth(e, cond) {
            return;
        }
        let mut w = Writer::new(prog, &facts, &native);
        if w.root(k, e, cond).is_some() {
            return;
        }
        let why = w.first_unwritable(e).unwrap_or_else(|| {
            let mut s = format!("{e:?}");
            s.truncate(200);
            format!("the root itself, of type {:?}: {s}", w.ty(e))
        });
        out.push((k, why));
    });
    Ok(out)
}

impl Writer<'_> {
    fn first_unwritable(&mut self, e: &Expression) -> Option<String> {
        if self.expr(e, "d").is_some() {
            return None;
        }
        for p in children(e) {
            if let Some(why) = self.first_unwritable(p) {
                return Some(why);
            }
        }
        let mut s = format!("{e:?}");
        s.truncate(160);
        Some(format!("{:?}: {s}", self.ty(e)))
    }
}

/// The expressions directly in an expression (a table's keys and values, a
/// comprehension's source, filter and body, a text's parts).
pub(super) fn children(e: &Expression) -> Vec<&Expression> {
    let mut parts: Vec<&Expression> = Vec::new();
    match e {
        Expression::Const(_) | Expression::Local(_) | Expression::Global(_) => {}
        Expression::Builtin(_, a, _)
        | Expression::Call(_, a, _)
        | Expression::Cards(a)
        | Expression::Seats(a)
        | Expression::List(a)
        | Expression::Ann(_, a) => parts.extend(a),
        Expression::Not(a) | Expression::Neg(a, _) => parts.push(a),
        Expression::And(a, b) | Expression::Or(a, b) | Expression::Bin(_, a, b, _) => {
            parts.push(a);
            parts.push(b);
        }
        Expression::If(c, a, b) => parts.extend([&**c, a, b]),
        Expression::Field(a, _, _) => parts.push(a),
        Expression::Index(a, i, _) => parts.extend([&**a, i]),
        Expression::Table(s, arms, _) => {
            parts.push(s);
            for (arm, v) in arms {
                if let Arm::Cmp(_, k) | Arm::Eq(k) = arm {
                    parts.push(k);
                }
                parts.push(v);
            }
        }
        Expression::Comp {
            over, filter, body, ..
        } => {
            parts.push(over);
            parts.extend(filter.as_deref());
            parts.extend(body.as_deref());
        }
        Expression::Text(ps) => parts.extend(ps.iter().filter_map(|p| match p {
            Part::Expr(x) => Some(x),
            Part::Lit(_) => None,
        })),
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::native::block::{BlockCode, plan};

    /// The writer numbers a block's conditions, values, violations,
    /// places, `for`s, `do`s and other statements as the interpreter builds their
    /// tables: every block of every shipped spec, counted both ways.
    #[test]
    fn a_block_is_numbered_as_its_tables_are_built() {
        for (file, _) in crate::specs::SHIPPED {
            let prog = crate::specs::load_shipped(file).expect("a shipped spec loads");
            for stmts in crate::interp::native::blocks(&prog) {
                let (_, n) = written(&plan(stmts), "None");
                let code = BlockCode::new(stmts, &Default::default());
                assert_eq!(
                    code.sizes(),
                    [
                        n.conds, n.values, n.viols, n.places, n.changes, n.fors, n.acts, n.others
                    ],
                    "{file}"
                );
            }
        }
    }

    /// A block's plans as the writer writes them (from a stale
    /// evaluation), every root's native code `native`, and their numbers.
    fn written(plans: &[crate::interp::native::block::Plan<'_>], native: &str) -> (String, Counts) {
        let (mut out, mut n) = (String::new(), Counts::default());
        write_plans(
            plans,
            &mut n,
            &|_| native.into(),
            &mut out,
            0,
            &mut Ev::Stale,
            false,
        );
        (out, n)
    }

    /// The block's evaluation is made again only before it is read: a
    /// run of effects makes it once or not at all, a branch that leaves it
    /// stale where the other leaves it fresh makes it at its end, branches
    /// that both leave it stale leave it to the next read, and a loop's
    /// body makes it at its end for the next round.
    #[test]
    fn the_evaluation_is_made_only_before_it_is_read() {
        use crate::interp::native::block::Plan;
        use crate::lang::types::PhaseName;
        let (g0, g1) = (PlaceIr::Global(0), PlaceIr::Global(1));
        let one = Expression::Const(Value::Int(1));
        // A local with native code (of a plain kind): read by it, in the
        // block's evaluation.
        let read = Expression::Local(0);
        let write = |plans: &[Plan<'_>]| written(plans, "Some(x1 as NativeFn)").0;
        let made = |code: &str| code.matches("ev = x.eval();").count();
        // Effects of constants and a return: nothing read, nothing made.
        let code = write(&[
            Plan::Set(&g0, &one),
            Plan::Set(&g1, &one),
            Plan::Goto(PhaseName::Play),
            Plan::Return,
        ]);
        assert_eq!(made(&code), 0, "{code}");
        // Two effects and a read: made once, between them.
        let code = write(&[
            Plan::Set(&g0, &one),
            Plan::Set(&g1, &one),
            Plan::Local(2, &read),
        ]);
        assert_eq!(made(&code), 1, "{code}");
        let at = code.find("ev = x.eval();").unwrap_or(0);
        assert!(
            code.rfind("x.set_global(").unwrap_or(usize::MAX) < at,
            "{code}"
        );
        assert!(at < code.find("x.value(&ev").unwrap_or(0), "{code}");
        // A read, an effect in one branch, a read: made before the
        // condition and at the end of that branch, not after the join.
        let code = write(&[
            Plan::If(&read, vec![Plan::Set(&g0, &one)], vec![]),
            Plan::Local(2, &read),
        ]);
        assert_eq!(made(&code), 2, "{code}");
        let last = code.rfind("ev = x.eval();").unwrap_or(usize::MAX);
        assert!(last < code.find("Ok(false)").unwrap_or(0), "{code}");
        // Effects in both branches: made once after them, for the read.
        let code = write(&[
            Plan::If(
                &read,
                vec![Plan::Set(&g0, &one)],
                vec![Plan::Set(&g1, &one)],
            ),
            Plan::Local(2, &read),
        ]);
        assert_eq!(made(&code), 2, "{code}");
        let last = code.rfind("ev = x.eval();").unwrap_or(0);
        assert!(
            last > code.find("Err(f) => return f,").unwrap_or(usize::MAX),
            "{code}"
        );
        // The same branches with nothing read after them: none made after
        // the condition's.
        let code = write(&[Plan::If(
            &read,
            vec![Plan::Set(&g0, &one)],
            vec![Plan::Local(2, &read)],
        )]);
        assert_eq!(made(&code), 1, "{code}");
        // An effect and then a return: nothing made for the return.
        let code = write(&[Plan::Local(2, &read), Plan::Set(&g0, &one), Plan::Return]);
        assert_eq!(made(&code), 1, "{code}");
        // A loop whose body reads and then sets: made before it and at the
        // end of each round.
        let code = write(&[Plan::For(
            3,
            &read,
            Default::default(),
            vec![Plan::Local(2, &read), Plan::Set(&g0, &one)],
        )]);
        assert_eq!(made(&code), 2, "{code}");
        let last = code.rfind("ev = x.eval();").unwrap_or(0);
        assert!(
            last > code.rfind("x.set_global(").unwrap_or(usize::MAX),
            "{code}"
        );
        // A loop whose body sets and then reads: made before the read in
        // each round, not again at its end.
        let code = write(&[Plan::For(
            3,
            &read,
            Default::default(),
            vec![Plan::Set(&g0, &one), Plan::Local(2, &read)],
        )]);
        assert_eq!(made(&code), 2, "{code}");
        let last = code.rfind("ev = x.eval();").unwrap_or(usize::MAX);
        assert!(last < code.rfind("x.value(&ev").unwrap_or(0), "{code}");
    }

    /// A plain constant is written as itself; a text (shared, so cloned)
    /// is the one the block holds (`Exec::held`), and any computed value
    /// is `Exec::value`'s, by their number.
    #[test]
    fn a_plain_constant_is_written_as_itself() {
        let c = |v: Value| value_of(&Expression::Const(v), "None", 7);
        assert_eq!(c(Value::Int(-3)), "Ok::<Value, Flow>(Value::Int(-3))");
        assert_eq!(
            c(Value::Bool(false)),
            "Ok::<Value, Flow>(Value::Bool(false))"
        );
        assert_eq!(c(Value::None), "Ok::<Value, Flow>(Value::None)");
        assert_eq!(
            c(Value::Seat(crate::seat::Seat::from_index(2))),
            "Ok::<Value, Flow>(Value::Seat(Seat::from_index(2)))"
        );
        assert_eq!(c(Value::Text("".into())), "x.held(7, l)");
        assert_eq!(
            value_of(&Expression::Local(0), "Some(x3 as NativeFn)", 4),
            "x.value(&ev, Some(x3 as NativeFn), 4, l)"
        );
        // A local without native code (a list): read where it is.
        assert_eq!(
            value_of(&Expression::Local(5), "None", 4),
            "Ok::<Value, Flow>(x.local(5, l))"
        );
    }

    /// A `require` the constants make true (a parameter folded) is not
    /// written, and is still numbered: its condition's and violation's
    /// closures are where the tables have them. One they do not decide is
    /// written.
    #[test]
    fn a_requirement_constants_make_true_is_not_written() {
        use crate::interp::native::block::Plan;
        let viol = Viol {
            kind: crate::engine::Kind::IllegalAnnouncement,
            rule: Some(0),
            narrowed: None,
            by: None,
            then: ThenIr::Void,
            message: None,
            span: Default::default(),
        };
        let (yes, read) = (Expression::Const(Value::Bool(true)), Expression::Local(0));
        let held = Expression::Or(Box::new(read.clone()), Box::new(yes.clone()));
        let (code, n) = written(
            &[
                Plan::Require(&yes, &viol),
                Plan::Require(&held, &viol),
                Plan::Require(&read, &viol),
            ],
            "Some(x1 as NativeFn)",
        );
        assert_eq!((n.conds, n.viols), (3, 3), "{code}");
        // The second (`x or true` reads its local first, which may fail)
        // and the third are written, by their numbers.
        assert!(
            !code.contains("x.cond(&ev, Some(x1 as NativeFn), 0, l)"),
            "{code}"
        );
        assert!(
            code.contains("x.cond(&ev, Some(x1 as NativeFn), 1, l)"),
            "{code}"
        );
        assert!(
            code.contains("x.cond(&ev, Some(x1 as NativeFn), 2, l)"),
            "{code}"
        );
        assert!(!code.contains("x.violate(0, l)"), "{code}");
    }

    /// An element of a list of lists, read by its number or seat (Royal's
    /// `sch[p]`, a pair's standing Schlemme), is written natively: the
    /// element as it is held, not its closure's copy of the walk.
    #[test]
    fn a_list_read_from_a_list_of_lists_is_written() {
        let mut seen = 0;
        for (file, _) in crate::specs::SHIPPED {
            let prog = crate::specs::load_shipped(file).expect("a shipped spec loads");
            let facts = Facts::of(&prog).expect("the program's types");
            let (native, _) = native_functions(&prog, &facts);
            crate::interp::native::for_each_root(&prog, &mut |k, e, cond| {
                let ty = |e: &Expression| facts.types.get(&(e as *const Expression as usize));
                if let Expression::Index(a, i, _) = e
                    && matches!(ty(a), Some(Ty::List(x)) if matches!(**x, Ty::List(_)))
                    && matches!(ty(i), Some(Ty::Int | Ty::Seat))
                    && matches!(**a, Expression::Global(_) | Expression::Local(_))
                {
                    seen += 1;
                    let code = Writer::new(&prog, &facts, &native).root(k, e, cond);
                    assert!(
                        code.as_deref()
                            .is_some_and(|c| c.contains("_value(&") && c.contains(".clone()")),
                        "{file}: root {k}: {code:?}"
                    );
                }
            });
        }
        assert!(seen >= 2, "the shipped specs read such lists: {seen}");
    }

    /// An element of the seats in order from one, of the talon's halves or
    /// of the trick's plays is read where the game holds it, no list made
    /// for it; a text that is a local or a variable as it is is given back
    /// as it is held (its characters shared, not copied).
    #[test]
    fn elements_and_texts_are_read_where_they_are() {
        const SPEC: &str = r#"
variant demo "Read where they are (test)"
deck all - tarocks
deal 7 talon 2 2
var word: text = "pass"
fn third(s: seat) -> seat = order(s)[3]
fn own(s: seat) -> seat = order(s)[s]
fn half(i: int) -> cards = talon[i]
fn first-play() -> play = current[1]
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto play  turn 1 }
on play c: card {
  let w = word
  set word = w
  turn next(speaker)
}
settle { note "{word}" }
"#;
        let prog = crate::interp::checked_spec(SPEC);
        let Ok(w) = write_module("demo", &prog, 0) else {
            panic!("the demo program is typed");
        };
        let code = &w.code;
        for read in [
            "nth_value(&l0.cycle_from(), 3i64)?; Value::Seat(x)",
            "seat_value(&l0.cycle_from(), l0)?; Value::Seat(x)",
            "nth_value(&rt.game()?.talon, l0)?; Value::Cards(x)",
            "nth_value(&rt.game()?.current, 1i64)?; Value::Play(x.0, x.1)",
            "Ok(rt.global(0).clone())",
            "Ok(l.get(1).cloned().unwrap_or_default())",
        ] {
            assert!(code.contains(read), "{read}: {code}");
        }
        assert!(!code.contains("collect::<Vec<Value>>()"), "{code}");
        assert!(
            !code.contains("Value::Text(std::sync::Arc::from(l"),
            "{code}"
        );
    }

    /// A variable set or changed is written by its number (and an `add`'s
    /// or `remove`'s operator), not by the block's table of places; any
    /// other place by the table. A list read where it is needs no
    /// evaluation of the block's.
    #[test]
    fn a_variable_is_set_where_it_is() {
        use crate::interp::native::block::Plan;
        use crate::lang::ir::Op;
        let write = |plans: &[Plan<'_>]| written(plans, "None").0;
        let (g7, local) = (PlaceIr::Global(7), Expression::Local(1));
        let at = PlaceIr::GlobalAt(7, Expression::Global(2));
        let code = write(&[
            Plan::Set(&g7, &local),
            Plan::Change(&g7, &local, Op::Diff, Default::default()),
            Plan::Set(&at, &local),
            Plan::Change(&at, &local, Op::Union, Default::default()),
        ]);
        assert!(code.contains("x.set_global(7, v)"), "{code}");
        assert!(
            code.contains("x.change_global(7, Op::Diff, 1, 0, v, l)"),
            "{code}"
        );
        assert!(code.contains("x.set(2, v, l)"), "{code}");
        assert!(code.contains("x.change(3, 1, v, l)"), "{code}");
        assert!(!code.contains("ev"), "{code}");
    }
}
