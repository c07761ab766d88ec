//! Native functions: a spec's functions compiled to Rust ahead of time
//! (`write` writes them from the checked program and the types
//! `lang::typing` derives; `src/native/generated.rs` holds those of the
//! shipped specs), run in place of their compiled closures.
//!
//! A native function works on typed values (a card, a set of cards, a
//! number) where the closures pass `Value`s around. It computes what the
//! closures compute on the common path, charging the same steps; on
//! anything else — a `none` where its type is plain, an overflow, an
//! index out of its list, a budget run out, a value not of its derived
//! type — it gives up ([`Bail`]) and the call is made again by the
//! closures, with the steps it had spent given back. A function is pure
//! (it reads the game, it changes nothing), so running it again gives the
//! closures' value or error exactly.
//!
//! This module is what the generated code calls: the evaluation's reads
//! ([`Rt`]), the conversions between `Value`s and typed values
//! ([`Native`]), and the table of a program's native functions
//! ([`Natives`]).

pub mod block;
pub mod write;

pub(crate) use super::Flow;
pub(crate) use block::{BlockFn, Exec, set_local};

use super::eval::{
    Eval, Game, MAX_CALL_DEPTH, MAX_TEXT, TrickRec, give_back, restore_steps, steps_left,
    try_charge, try_enter,
};
use crate::cards::{Card, CardSet, Suit};
use crate::lang::ir::{Expression, Program, Statement};
use crate::lang::types::{PhaseName, Value};
use crate::seat::Seat;

/// A native function gave up: the closures run the call instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bail;

/// What a native function gives.
pub type R<T> = Result<T, Bail>;

/// A native function as the interpreter calls it: the evaluation, the
/// arguments (the call's frame) and the depth its body runs at.
pub type NativeFn = for<'e, 'a> fn(&'e Eval<'a>, &[Value], usize) -> R<Value>;

/// The native code of one program.
pub struct Natives {
    /// The FNV-1a hash of the packed program they were made from (the
    /// program's bytes in `spec/shipped.pack`).
    pub program: u64,
    /// By function id: the native function, where there is one.
    pub fns: &'static [(u16, NativeFn)],
    /// By root number ([`for_each_root`]): a statement's expression
    /// written natively (with the handler's locals as its frame).
    pub roots: &'static [(u32, NativeFn)],
    /// By block number ([`blocks`]): a block written natively
    /// ([`block`]).
    pub(crate) blocks: &'static [(u32, BlockFn)],
}

impl Natives {
    /// The native function of function `f`, if it has one.
    pub fn get(&self, f: usize) -> Option<NativeFn> {
        self.fns
            .iter()
            .find(|(id, _)| *id as usize == f)
            .map(|(_, n)| *n)
    }

    /// The native code of each root of `prog` that has one, by the root's
    /// address in the program (what the statements are compiled with).
    pub fn roots_of(&self, prog: &Program) -> std::collections::HashMap<usize, NativeFn> {
        let by_id: std::collections::HashMap<u32, NativeFn> = self.roots.iter().copied().collect();
        let mut out = std::collections::HashMap::new();
        for_each_root(prog, &mut |k, e, _| {
            if let Some(n) = by_id.get(&k) {
                out.insert(e as *const Expression as usize, *n);
            }
        });
        out
    }
}

/// The expressions of a program's statements a native engine may write
/// (its "roots"), numbered in one fixed order: the bodies of the handlers
/// (`on start`, `before`, `trick`, `play`, `take`, `discard`, `gap`, the
/// words by section, the line ends by section), the actions and the
/// settlement, each statement's expressions in order (a condition, a value,
/// the items and arguments), nested blocks where they stand. `f` is told
/// whether the root is a condition (of an `if` or a `require`).
pub fn for_each_root<'p>(prog: &'p Program, f: &mut RootFn<'p, '_>) {
    let mut n = 0u32;
    for b in blocks(prog) {
        roots_of_block(b, &mut n, f);
    }
}

/// The constants native code reads where the program holds them (lists
/// of announcements and announcements without arguments, which no literal
/// can make), in one fixed order: the functions' bodies, then the
/// statements' expressions, each walked in full. A constant's number is
/// its place here, the same for the writer and for the interpreter
/// (`eval::Code::consts` holds their values, [`const_value`]).
pub fn consts(prog: &Program) -> Vec<&Expression> {
    fn walk<'p>(e: &'p Expression, out: &mut Vec<&'p Expression>) {
        match e {
            Expression::Const(Value::List(items))
                if items.iter().any(|x| matches!(x, Value::Ann(_))) =>
            {
                out.push(e)
            }
            Expression::Ann(_, args) if args.is_empty() => out.push(e),
            _ => {}
        }
        for c in write::children(e) {
            walk(c, out);
        }
    }
    let mut out = Vec::new();
    for f in &prog.fns {
        walk(&f.body, &mut out);
    }
    for_each_root(prog, &mut |_, e, _| walk(e, &mut out));
    out
}

/// The value of a constant of [`consts`], made once (an announcement
/// without arguments is equal to every one made of its kind; the fields
/// it keeps depend on its arguments alone).
pub fn const_value(e: &Expression) -> Value {
    match e {
        Expression::Const(v) => v.clone(),
        Expression::Ann(k, args) if args.is_empty() => Value::Ann(std::sync::Arc::new(
            crate::lang::types::AnnValue::new(*k, Vec::new()),
        )),
        _ => Value::None,
    }
}

/// The blocks of a program's statements, in one fixed order (a block's
/// number is its place in it): the bodies of the handlers (`on start`,
/// `before`, `trick`, `play`, `take`, `discard`, `gap`, the words by
/// section, the line ends by section), the actions and the settlement.
pub fn blocks(prog: &Program) -> Vec<&[Statement]> {
    let h = &prog.handlers;
    let mut bodies: Vec<&[Statement]> = [
        &h.start, &h.before, &h.trick, &h.play, &h.take, &h.discard, &h.gap,
    ]
    .into_iter()
    .flatten()
    .map(|b| b.stmts.as_slice())
    .collect();
    bodies.extend(h.say.iter().flatten().map(|s| s.body.stmts.as_slice()));
    bodies.extend(h.end_turn.iter().flatten().map(|b| b.stmts.as_slice()));
    bodies.extend(prog.actions.iter().map(|b| b.stmts.as_slice()));
    bodies.push(&prog.settle);
    bodies
}

/// What [`for_each_root`] calls with each root: its number, the
/// expression, and whether it is a condition.
pub type RootFn<'p, 'f> = dyn FnMut(u32, &'p Expression, bool) + 'f;

fn root<'p>(n: &mut u32, e: &'p Expression, cond: bool, f: &mut RootFn<'p, '_>) {
    f(*n, e, cond);
    *n += 1;
}

fn roots_of_block<'p>(stmts: &'p [Statement], n: &mut u32, f: &mut RootFn<'p, '_>) {
    for s in stmts {
        match s {
            Statement::Require { cond, .. } => root(n, cond, true, f),
            Statement::Narrow { to, .. } => root(n, to, false, f),
            Statement::Let { value, .. }
            | Statement::Set { value, .. }
            | Statement::Add { value, .. }
            | Statement::Remove { value, .. } => root(n, value, false, f),
            Statement::If {
                cond,
                then,
                otherwise,
            } => {
                root(n, cond, true, f);
                roots_of_block(then, n, f);
                roots_of_block(otherwise, n, f);
            }
            Statement::For { over, body, .. } => {
                root(n, over, false, f);
                roots_of_block(body, n, f);
            }
            Statement::Turn(e) | Statement::Note(e) | Statement::Unchecked(e) => {
                root(n, e, false, f)
            }
            Statement::Bind { card, trick } => {
                root(n, card, false, f);
                root(n, trick, false, f);
            }
            Statement::Do { args, .. } => {
                for a in args {
                    root(n, a, false, f);
                }
            }
            Statement::Pay { .. } => {
                for e in s.pay_order() {
                    root(n, e, false, f);
                }
            }
            Statement::Fail(_) | Statement::Goto(_) | Statement::Ignore | Statement::Return => {}
        }
    }
}

/// The FNV-1a hash of a packed program (what [`Natives::program`] is).
pub fn program_hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Runs `native` on a call's frame; where it gives up (having given back
/// the steps it spent, [`Rt::settle`]), `closure` runs the call.
#[inline(always)]
pub fn run_or<T>(
    native: NativeFn,
    ev: &Eval<'_>,
    l: &mut Vec<Value>,
    d: usize,
    closure: T,
) -> super::eval::RtResult<Value>
where
    T: FnOnce(&Eval<'_>, &mut Vec<Value>, usize) -> super::eval::RtResult<Value>,
{
    match run_native(Some(native), ev, l, d) {
        Some(v) => Ok(v),
        None => closure(ev, l, d),
    }
}

/// A condition's value from native code (written only for a root of type
/// `bool`, so it is true or false).
#[inline(always)]
pub(crate) fn truth(v: Value) -> bool {
    let yes = matches!(v, Value::Bool(true));
    super::eval::discard(v);
    yes
}

/// `native` run at depth `d`, where there is native code; `None` where
/// there is none or it gives up (having given back its steps), for the
/// closure to run.
#[inline(always)]
pub(crate) fn run_native(
    native: Option<NativeFn>,
    ev: &Eval<'_>,
    l: &[Value],
    d: usize,
) -> Option<Value> {
    match native?(ev, l, d) {
        Ok(v) => Some(v),
        Err(Bail) => {
            gave_up();
            None
        }
    }
}

/// `closure`, run by `native` where there is native code: the closure
/// runs only the calls the native code gives up (what a function's body
/// and a statement's value are compiled to).
pub fn or_closure(native: Option<NativeFn>, closure: super::eval::CExpr) -> super::eval::CExpr {
    match native {
        Some(n) => Box::new(move |ev, l, d| run_or(n, ev, l, d, &closure)),
        None => closure,
    }
}

thread_local! {
    /// Calls native functions gave up on this thread.
    static GAVE_UP: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

#[cold]
#[inline(never)]
fn gave_up() {
    GAVE_UP.with(|n| n.set(n.get() + 1));
}

/// How many calls native functions gave up on this thread (the closures
/// ran them): for the tests, and to see how rare it is.
pub fn gave_up_calls() -> u64 {
    GAVE_UP.with(std::cell::Cell::get)
}

/// The newtypes of values that are numbers underneath.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatSet(pub u8);
/// A value of a spec's enum (its place; the enum is the type's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnumV(pub u16, pub u16);
/// A contract, by its declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractV(pub u16);
/// A card played by a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayV(pub Seat, pub Card);
/// A finished trick, by its place in the game's tricks (from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrickV(pub u16);

/// A typed value: read from a `Value` (exactly of its type, else none)
/// and made into one.
pub trait Native: Sized + Copy {
    fn from_value(v: &Value) -> Option<Self>;
    fn into_value(self) -> Value;
}

macro_rules! native {
    ($t:ty, $p:pat => $x:expr, $s:ident => $v:expr) => {
        impl Native for $t {
            #[inline(always)]
            fn from_value(v: &Value) -> Option<Self> {
                match v {
                    $p => Some($x),
                    _ => None,
                }
            }
            #[inline(always)]
            fn into_value(self) -> Value {
                let $s = self;
                $v
            }
        }
    };
}

native!(i64, Value::Int(n) => *n, s => Value::Int(s));
native!(bool, Value::Bool(b) => *b, s => Value::Bool(s));
native!(Card, Value::Card(c) => *c, s => Value::Card(s));
native!(CardSet, Value::Cards(c) => *c, s => Value::Cards(s));
native!(Seat, Value::Seat(x) => *x, s => Value::Seat(s));
native!(SeatSet, Value::Seats(m) => SeatSet(*m), s => Value::Seats(s.0));
native!(Suit, Value::Suit(x) => *x, s => Value::Suit(s));
native!(EnumV, Value::Enum(e, x) => EnumV(*e, *x), s => Value::Enum(s.0, s.1));
native!(ContractV, Value::Contract(c) => ContractV(*c), s => Value::Contract(s.0));
native!(PlayV, Value::Play(x, c) => PlayV(*x, *c), s => Value::Play(s.0, s.1));
native!(PhaseName, Value::Phase(p) => *p, s => Value::Phase(s));
native!(TrickV, Value::Trick(i) => TrickV(*i), s => Value::Trick(s.0));
native!([i64; 4], Value::Scores(p) => **p, s => Value::Scores(Box::new(s)));

impl<T: Native> Native for Option<T> {
    #[inline(always)]
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::None => Some(None),
            v => T::from_value(v).map(Some),
        }
    }
    #[inline(always)]
    fn into_value(self) -> Value {
        // Not `map_or`: its default, made and dropped where there is a
        // value, is a call into the general drop.
        match self {
            Some(t) => t.into_value(),
            None => Value::None,
        }
    }
}

/// A value as a typed one, or give up.
#[inline(always)]
pub fn get<T: Native>(v: &Value) -> R<T> {
    T::from_value(v).ok_or(Bail)
}

/// The entry of a table (a variable of a `table[k, v]` type) under key
/// `k` (`Value::table_key`), or give up: not a table, or no entry (the
/// closures' error).
#[inline(always)]
pub fn table_entry(v: &Value, k: usize) -> R<&Value> {
    match v {
        Value::Table(t) => match t.get(k) {
            Some(Some(x)) => Ok(x),
            _ => Err(Bail),
        },
        _ => Err(Bail),
    }
}

/// A number, a seat or a term put into a text being made, written as
/// `Display` writes it; numbers and seats without a formatter.
pub trait TextPart {
    fn push_onto(self, s: &mut String);
}

impl TextPart for i64 {
    #[inline]
    fn push_onto(self, s: &mut String) {
        crate::ptn::push_int(s, self);
    }
}

impl TextPart for Seat {
    #[inline]
    fn push_onto(self, s: &mut String) {
        crate::ptn::push_int(s, i64::from(self.number()));
    }
}

impl TextPart for &Term {
    fn push_onto(self, s: &mut String) {
        use std::fmt::Write;
        let _ = write!(s, "{self}");
    }
}

impl TextPart for Value {
    fn push_onto(self, s: &mut String) {
        use std::fmt::Write;
        let _ = write!(s, "{self}");
    }
}

/// A text being made no longer than a text may be (else give up).
#[inline(always)]
fn text_room(s: &str) -> R<()> {
    if s.len() > MAX_TEXT {
        return Err(Bail);
    }
    Ok(())
}

/// A list's items (a list of plain items is read item by item with
/// [`get`]), or give up.
#[inline(always)]
pub fn list(v: &Value) -> R<&[Value]> {
    match v {
        Value::List(items) => Ok(items.as_slice()),
        _ => Err(Bail),
    }
}

/// The 0-based place of the `n`th element (counted from 1, as `index`
/// counts), or give up where there is none.
#[inline(always)]
fn from_one(n: i64) -> R<usize> {
    usize::try_from(n)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .ok_or(Bail)
}

pub use crate::lang::ir::Op;
pub use crate::ptn::Term;

/// An announcement, read where it is (in the frame, a variable, a list).
pub type Ann = std::sync::Arc<crate::lang::types::AnnValue>;

/// An announcement made of its kind and arguments, as the closures make
/// it (`Expression::Ann`).
#[inline]
pub fn made_ann(kind: u16, args: Vec<Value>) -> Ann {
    std::sync::Arc::new(crate::lang::types::AnnValue::new(kind, args))
}

/// An announcement, or give up.
#[inline(always)]
pub fn ann(v: &Value) -> R<&Ann> {
    match v {
        Value::Ann(a) => Ok(a),
        _ => Err(Bail),
    }
}

/// An optional announcement.
#[inline(always)]
pub fn opt_ann(v: &Value) -> R<Option<&Ann>> {
    match v {
        Value::None => Ok(None),
        v => ann(v).map(Some),
    }
}

/// Element `n` (from 1) of a list, as `index` reads it, where it is: a
/// list of values, or what the game holds as a list (the seats in order,
/// the talon, the trick's plays).
#[inline(always)]
pub fn nth_value<T>(items: &[T], n: i64) -> R<&T> {
    items.get(from_one(n)?).ok_or(Bail)
}

/// A seat's element of a list, where it is.
#[inline(always)]
pub fn seat_value<T>(items: &[T], s: Seat) -> R<&T> {
    items.get(s.index()).ok_or(Bail)
}

/// Whether a list holds an announcement (`a in l`).
#[inline(always)]
pub fn has_ann(items: &[Value], a: &Ann) -> bool {
    items.iter().any(|v| matches!(v, Value::Ann(b) if b == a))
}

/// Whether a list holds a text (`w in l`).
#[inline(always)]
pub fn has_text(items: &[Value], w: &str) -> bool {
    items
        .iter()
        .any(|v| matches!(v, Value::Text(t) if &**t == w))
}

/// The cards of a list (`cards_of`: its items that are cards).
#[inline(always)]
pub fn cards_of(items: &[Value]) -> CardSet {
    items.iter().filter_map(Value::card).collect()
}

/// An item collected into a list (`collect`), or give up where the
/// closures refuse the list.
#[inline(always)]
pub fn push_item(acc: &mut Vec<Value>, v: Value) -> R<()> {
    if acc.len() >= super::eval::MAX_ELEMENTS {
        return Err(Bail);
    }
    acc.push(v);
    Ok(())
}

/// How many numbers `range(lo, hi)` holds, or give up where the closures
/// refuse the list.
#[inline(always)]
pub fn range_len(lo: i64, hi: i64) -> R<usize> {
    let n = (i128::from(hi) - i128::from(lo) + 1).max(0);
    if n > super::eval::MAX_ELEMENTS as i128 {
        return Err(Bail);
    }
    Ok(n as usize)
}

/// A term (a said word, an argument), read where it is.
#[inline(always)]
pub fn term(v: &Value) -> R<&Term> {
    match v {
        Value::Term(t) => Ok(t),
        _ => Err(Bail),
    }
}

/// An optional term.
#[inline(always)]
pub fn opt_term(v: &Value) -> R<Option<&Term>> {
    match v {
        Value::None => Ok(None),
        v => term(v).map(Some),
    }
}

/// A text, read where it is.
#[inline(always)]
pub fn text(v: &Value) -> R<&str> {
    match v {
        Value::Text(t) => Ok(t),
        _ => Err(Bail),
    }
}

/// An optional text.
#[inline(always)]
pub fn opt_text(v: &Value) -> R<Option<&str>> {
    match v {
        Value::None => Ok(None),
        v => text(v).map(Some),
    }
}

/// A term's word (`t.word`) where the term is a word: a card, a suit or
/// a number, whose word the closures spell out, gives up.
#[inline(always)]
pub fn term_word(t: &Term) -> R<&str> {
    match t {
        Term::Item(i) => Ok(i.name.as_str()),
        _ => Err(Bail),
    }
}

/// A term's arguments (`t.args`; none but a word's).
#[inline(always)]
pub fn term_args(t: &Term) -> &[Term] {
    match t {
        Term::Item(i) => &i.args,
        _ => &[],
    }
}

/// Argument `n` (from 1) of a term, as `t.args[n]` reads it.
#[inline(always)]
pub fn term_arg(t: &Term, n: i64) -> R<&Term> {
    term_args(t).get(from_one(n)?).ok_or(Bail)
}

/// A number term's value (`t.number`).
#[inline(always)]
pub fn term_number(t: &Term) -> Option<i64> {
    match t {
        Term::Int(n) => Some(*n),
        _ => None,
    }
}

/// A suit term's suit (`t.suit`).
#[inline(always)]
pub fn term_suit(t: &Term) -> Option<Suit> {
    match t {
        Term::Suit(s) => Some(*s),
        _ => None,
    }
}

/// A plain value of an optional one, or give up (a `none` where the
/// checker let an optional value stand for a plain one: the closures
/// report it where it is used).
#[inline(always)]
pub fn some<T>(v: Option<T>) -> R<T> {
    v.ok_or(Bail)
}

/// A card by its index (the generated code's constants; a valid index
/// always, and the check folds away).
#[inline(always)]
pub fn card(i: usize) -> R<Card> {
    Card::from_index(i).ok_or(Bail)
}

/// A suit by its index (the generated code's constants).
#[inline(always)]
pub fn suit(i: usize) -> R<Suit> {
    Suit::from_index(i).ok_or(Bail)
}

/// Two seats' scores combined seat by seat (`f`: checked `add`, `sub`
/// or `mul`), as the closures do it.
#[inline(always)]
pub fn scores_by(f: fn(i64, i64) -> R<i64>, a: [i64; 4], b: [i64; 4]) -> R<[i64; 4]> {
    Ok([
        f(a[0], b[0])?,
        f(a[1], b[1])?,
        f(a[2], b[2])?,
        f(a[3], b[3])?,
    ])
}

/// Checked arithmetic as the closures do it (`None`: they fail).
#[inline(always)]
pub fn add(a: i64, b: i64) -> R<i64> {
    a.checked_add(b).ok_or(Bail)
}
#[inline(always)]
pub fn sub(a: i64, b: i64) -> R<i64> {
    a.checked_sub(b).ok_or(Bail)
}
#[inline(always)]
pub fn mul(a: i64, b: i64) -> R<i64> {
    a.checked_mul(b).ok_or(Bail)
}
#[inline(always)]
pub fn div(a: i64, b: i64) -> R<i64> {
    if b == 0 {
        return Err(Bail);
    }
    a.checked_div_euclid(b).ok_or(Bail)
}
#[inline(always)]
pub fn rem(a: i64, b: i64) -> R<i64> {
    if b == 0 {
        return Err(Bail);
    }
    a.checked_rem_euclid(b).ok_or(Bail)
}
#[inline(always)]
pub fn neg(a: i64) -> R<i64> {
    a.checked_neg().ok_or(Bail)
}

/// The highest card of a set with trick power: the highest tarock, else
/// the highest card (`highest`).
#[inline(always)]
pub fn highest(cs: CardSet) -> Option<Card> {
    let t = cs & CardSet::TAROCKS;
    (if t.is_empty() { cs } else { t }).last()
}

/// The lowest card, a suit card before a tarock (`lowest`).
#[inline(always)]
pub fn lowest(cs: CardSet) -> Option<Card> {
    let suits = cs - CardSet::TAROCKS;
    (if suits.is_empty() { cs } else { suits }).first()
}

/// The cards of a card's suit, the tarocks for a tarock (`suit`).
#[inline(always)]
pub fn suit_cards(c: Card) -> CardSet {
    match c.suit() {
        Some(s) => CardSet::suit(s),
        None => CardSet::TAROCKS,
    }
}

/// The cards above a card in its suit (`above`).
#[inline(always)]
pub fn above(c: Card) -> CardSet {
    suit_cards(c) & CardSet::from_bits(!((2u64 << c.index()) - 1))
}

/// The seats of a set, in order.
#[inline(always)]
pub fn seats(m: SeatSet) -> impl Iterator<Item = Seat> {
    Value::seats_iter(m.0)
}

/// Whether a seat is in a set.
#[inline(always)]
pub fn has_seat(m: SeatSet, s: Seat) -> bool {
    m.0 & Value::seats_mask(s) != 0
}

/// The evaluation a native entry reads, and the steps it has spent.
pub struct Rt<'e, 'a> {
    pub ev: &'e Eval<'a>,
    spent: std::cell::Cell<u64>,
}

impl<'e, 'a> Rt<'e, 'a> {
    #[inline(always)]
    pub fn new(ev: &'e Eval<'a>) -> Rt<'e, 'a> {
        Rt {
            ev,
            spent: std::cell::Cell::new(0),
        }
    }

    /// What an entry gives: where it gave up, the steps it spent given
    /// back first (the closures that run the call charge them again).
    #[inline(always)]
    pub fn settle<T>(&self, r: R<T>) -> R<T> {
        if r.is_err() && self.spent.get() > 0 {
            give_back(self.spent.get());
        }
        r
    }

    /// A call made at depth `d`: the depth checked, a step spent and the
    /// stack checked, as the closures' calls do (giving up where they
    /// fail).
    #[inline(always)]
    pub fn call(&self, d: usize) -> R<()> {
        if d >= MAX_CALL_DEPTH || !try_enter() {
            return Err(Bail);
        }
        self.spent.set(self.spent.get() + 1);
        Ok(())
    }

    /// `n` items gone through.
    #[inline(always)]
    pub fn charge(&self, n: usize) -> R<()> {
        let n = n as u64;
        if !try_charge(n) {
            return Err(Bail);
        }
        self.spent.set(self.spent.get() + n);
        Ok(())
    }

    /// Constant `n` of the program ([`consts`]), where the program holds
    /// it.
    #[inline(always)]
    pub fn konst(&self, n: usize) -> R<&'a Value> {
        self.ev.code.and_then(|c| c.consts.get(n)).ok_or(Bail)
    }

    /// A variable's value.
    #[inline(always)]
    pub fn global(&self, g: usize) -> &'e Value {
        static NONE: Value = Value::None;
        self.ev.globals.get(g).unwrap_or(&NONE)
    }

    /// The game.
    #[inline(always)]
    pub fn game(&self) -> R<&'a Game> {
        self.ev.game.ok_or(Bail)
    }

    /// Field `i` of a contract (`none` where it has none, as the closures
    /// read it).
    #[inline(always)]
    pub fn contract_field(&self, c: ContractV, i: usize) -> &'a Value {
        static NONE: Value = Value::None;
        self.ev
            .t
            .contracts
            .get(c.0 as usize)
            .and_then(|d| d.fields.get(i))
            .unwrap_or(&NONE)
    }

    /// Field `i` of an announcement at depth `d`: a constant of its kind,
    /// the value the announcement keeps, or — the first time a field that
    /// may be kept is asked — the closures' value, kept; anything else
    /// gives up (the writer writes only fields that are constant or may be
    /// kept, `interp::fields_free`).
    pub fn ann_field<'x>(&self, a: &'x Ann, i: u16, d: usize) -> R<&'x Value>
    where
        'a: 'x,
    {
        static NONE: Value = Value::None;
        let def = self.ev.t.anns.get(a.kind as usize).ok_or(Bail)?;
        let Some(ex) = def.fields.get(i as usize) else {
            return Ok(&NONE);
        };
        if let Expression::Const(v) = ex {
            return Ok(v);
        }
        if let Some(v) = a.fields.get(i as usize) {
            return Ok(v);
        }
        self.ann_field_first(a, i, d)
    }

    #[inline(never)]
    fn ann_field_first<'x>(&self, a: &'x Ann, i: u16, d: usize) -> R<&'x Value> {
        let before = steps_left();
        let asked = self.ev.field(
            &Value::Ann(a.clone()),
            crate::lang::ir::FieldOf::Ann(i),
            crate::lang::diag::Span::default(),
            d,
        );
        match (asked, a.fields.get(i as usize)) {
            // Its steps stay spent, even if this entry gives up later: the
            // closures then find the field kept and charge nothing for it.
            (Ok(v), Some(_)) => {
                super::eval::discard(v);
                a.fields.get(i as usize).ok_or(Bail)
            }
            (r, _) => {
                if let Ok(v) = r {
                    super::eval::discard(v);
                }
                restore_steps(before);
                Err(Bail)
            }
        }
    }

    /// A list of `x`'s items and then `y`'s (`x + y`), its length checked
    /// and charged as `list_add` checks and charges it.
    pub fn joined(&self, x: &[Value], y: &[Value]) -> R<Vec<Value>> {
        let n = x.len() + y.len();
        if n > super::eval::MAX_ELEMENTS {
            return Err(Bail);
        }
        self.charge(n)?;
        let mut v = Vec::with_capacity(n);
        v.extend_from_slice(x);
        v.extend_from_slice(y);
        Ok(v)
    }

    /// A contract's name (`c.name`).
    #[inline(always)]
    pub fn contract_name(&self, c: ContractV) -> &'a str {
        self.ev.t.contract_name(c.0)
    }

    /// An announcement's name (`a.name`).
    #[inline(always)]
    pub fn ann_name(&self, a: &Ann) -> &'a str {
        self.ev.t.ann_name(a.kind)
    }

    /// A finished trick.
    #[inline(always)]
    pub fn trick(&self, t: TrickV) -> R<&'a TrickRec> {
        self.game()?.tricks.get(t.0 as usize).ok_or(Bail)
    }

    /// Trick `n` (from 1) of the game's tricks, as `tricks[n]` reads it.
    #[inline(always)]
    pub fn nth_trick(&self, n: i64) -> R<TrickV> {
        let len = self.game()?.tricks.len();
        let k = from_one(n)?;
        if k >= len {
            return Err(Bail);
        }
        u16::try_from(k).map(TrickV).map_err(|_| Bail)
    }

    // ---- texts made (`"… {x} …"`), as the closures' `text` makes them ----

    /// A text put into a text being made: at most [`MAX_TEXT`] bytes
    /// each and in all (else give up: the closures make the error).
    #[inline]
    pub fn push_text(&self, s: &mut String, t: &str) -> R<()> {
        if t.len() >= MAX_TEXT {
            return Err(Bail);
        }
        s.push_str(t);
        text_room(s)
    }

    /// A number, a seat or a term put into a text being made, written
    /// as the closures write it (`Display`).
    #[inline]
    pub fn push_display(&self, s: &mut String, x: impl TextPart) -> R<()> {
        x.push_onto(s);
        text_room(s)
    }

    /// An optional term put into a text being made (`none` where there is
    /// none, as the closures show it).
    #[inline]
    pub fn push_term(&self, s: &mut String, t: Option<&Term>) -> R<()> {
        match t {
            Some(t) => self.push_display(s, t),
            None => self.push_display(s, Value::None),
        }
    }

    /// Any other value put into a text being made, as a referee says it
    /// (`Eval::show_checked`).
    #[inline]
    pub fn push_shown(&self, s: &mut String, v: Value) -> R<()> {
        let shown = self
            .ev
            .show_checked(&v, Default::default())
            .map_err(|_| Bail)?;
        super::eval::discard(v);
        s.push_str(&shown);
        text_room(s)
    }

    /// Two texts joined (`a + b`): at most [`MAX_TEXT`] bytes, a step
    /// per 64 charged, as the closures join them; the second put into the
    /// first (made for the join, so not copied).
    #[inline]
    pub fn text_appended(&self, mut a: String, b: &str) -> R<String> {
        let n = a.len() + b.len();
        if n > MAX_TEXT {
            return Err(Bail);
        }
        self.charge(n / 64)?;
        a.push_str(b);
        Ok(a)
    }

    /// A text made: its length charged (a step per 64 bytes, from 64 on),
    /// as the closures charge it.
    #[inline]
    pub fn text_made(&self, s: String) -> R<String> {
        if s.len() >= 64 {
            self.charge(s.len() / 64)?;
        }
        Ok(s)
    }

    /// The deck.
    #[inline(always)]
    pub fn deck(&self) -> CardSet {
        self.ev.t.deck
    }

    /// `said`: the word of the `say` event being handled.
    #[inline(always)]
    pub fn said(&self) -> Option<&'a Term> {
        self.ev.said.map(|t| &**t)
    }

    /// `speaker`.
    #[inline(always)]
    pub fn speaker(&self) -> R<Seat> {
        self.ev.event.speaker.ok_or(Bail)
    }

    /// `event_phase`.
    #[inline(always)]
    pub fn event_phase(&self) -> R<PhaseName> {
        self.ev.event.phase.ok_or(Bail)
    }

    /// `after_void`, `checking`, `in_void_line`.
    #[inline(always)]
    pub fn after_void(&self) -> bool {
        self.ev.event.after_void
    }
    #[inline(always)]
    pub fn checking(&self) -> bool {
        self.ev.event.checking
    }
    #[inline(always)]
    pub fn in_void_line(&self) -> bool {
        self.ev.event.in_void_line
    }
}

/// The interpreter on one program as the referee's engine list, for any
/// variant asked (the tests that referee generated games of one spec).
#[cfg(test)]
pub(crate) struct OneEngine<'a>(pub &'a super::Interp);

#[cfg(test)]
impl crate::referee::Engines for OneEngine<'_> {
    fn engine(&self, _: &str) -> Option<&dyn crate::engine::Engine> {
        Some(self.0)
    }
    fn known(&self) -> Vec<String> {
        vec![self.0.program().variant.clone()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::eval::{Tables, charge, reset_budget, steps_left};
    use crate::lang::diag::Span;

    /// Spends five steps and gives up (as a written entry does).
    fn spends_and_gives_up(ev: &Eval<'_>, _: &[Value], _: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
            rt.charge(5)?;
            Err(Bail)
        })())
    }

    /// Gives the number of its frame's first value, doubled.
    fn doubles(ev: &Eval<'_>, l: &[Value], _: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
            rt.charge(1)?;
            let n: i64 = get(l.first().ok_or(Bail)?)?;
            Ok(Value::Int(mul(n, 2)?))
        })())
    }

    fn tables() -> Tables<'static> {
        Tables {
            fns: &[],
            contracts: &[],
            anns: &[],
            deck: CardSet::ALL,
        }
    }

    #[test]
    fn a_call_given_up_is_the_closures_with_the_steps_given_back() {
        let ev = Eval::without_game(tables());
        reset_budget();
        let (steps, gave_up) = (steps_left(), gave_up_calls());
        let r = run_or(spends_and_gives_up, &ev, &mut vec![], 0, |_, _, _| {
            charge(1, Span::default())?;
            Ok(Value::Int(7))
        });
        assert_eq!(r.ok(), Some(Value::Int(7)));
        // The closure's one step, not the native function's five.
        assert_eq!(steps_left(), steps - 1);
        assert_eq!(gave_up_calls(), gave_up + 1);
    }

    #[test]
    fn a_native_value_is_the_calls_and_a_value_not_of_its_type_gives_up() {
        let ev = Eval::without_game(tables());
        reset_budget();
        let closure =
            |_: &Eval<'_>, _: &mut Vec<Value>, _: usize| Ok(Value::Text("closure".into()));
        let steps = steps_left();
        let r = run_or(doubles, &ev, &mut vec![Value::Int(21)], 0, closure);
        assert_eq!(r.ok(), Some(Value::Int(42)));
        assert_eq!(steps_left(), steps - 1);
        // A `none` (or any value not a number) where a number is declared,
        // and an overflow: the closures run the call.
        for v in [Value::None, Value::Bool(true), Value::Int(i64::MAX)] {
            let steps = steps_left();
            let r = run_or(doubles, &ev, &mut vec![v], 0, closure);
            assert_eq!(r.ok(), Some(Value::Text("closure".into())));
            // The step it spent given back; the closure spent none.
            assert_eq!(steps_left(), steps);
        }
    }

    /// A text made natively is the closures' text: its parts written as
    /// they write them, a step per 64 bytes charged, and anything longer
    /// than a text may be given up (the closures make the error).
    #[test]
    fn a_text_is_made_as_the_closures_make_it() {
        let ev = Eval::without_game(tables());
        reset_budget();
        let rt = Rt::new(&ev);
        let mut txt = String::from("seat ");
        assert!(rt.push_display(&mut txt, Seat::from_index(2)).is_ok());
        txt.push_str(" pays ");
        assert!(rt.push_display(&mut txt, -12i64).is_ok());
        assert!(rt.push_shown(&mut txt, Value::Bool(true)).is_ok());
        assert!(rt.push_text(&mut txt, ", twice").is_ok());
        let steps = steps_left();
        let short = rt.text_made(txt).ok();
        assert_eq!(short.as_deref(), Some("seat 3 pays -12true, twice"));
        assert_eq!(steps_left(), steps, "under 64 bytes: no step");
        let long = "x".repeat(100);
        assert_eq!(
            rt.text_appended(long.clone(), &long).map(|t| t.len()).ok(),
            Some(200)
        );
        assert_eq!(steps_left(), steps - 3, "200 bytes: three steps");
        let huge = "y".repeat(MAX_TEXT);
        assert!(rt.push_text(&mut String::new(), &huge).is_err());
        assert!(rt.text_appended(huge, "z").is_err());
    }

    /// An announcement without arguments is held once, equal to any made
    /// of its kind; every other expression is no such constant.
    #[test]
    fn an_announcement_without_arguments_is_held_as_made() {
        let made = |k| {
            Value::Ann(std::sync::Arc::new(crate::lang::types::AnnValue::new(
                k,
                vec![],
            )))
        };
        assert_eq!(const_value(&Expression::Ann(4, Vec::new())), made(4));
        assert_ne!(const_value(&Expression::Ann(4, Vec::new())), made(3));
        assert_eq!(
            const_value(&Expression::Ann(4, vec![Expression::Const(Value::Int(1))])),
            Value::None
        );
        assert_eq!(
            const_value(&Expression::Const(Value::Int(7))),
            Value::Int(7)
        );
    }

    #[test]
    fn the_program_hash_is_fnv_1a() {
        // The published FNV-1a 64 values of "" and "a".
        assert_eq!(program_hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(program_hash(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
