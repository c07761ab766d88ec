//! The interpreter: runs any compiled spec behind the engine seam.
//!
//! A game is the physical state (hands, talon, tricks, bindings, whose
//! turn, which phase) and the spec's variables. Every event runs the
//! spec's handlers: `on before`, then the handler for the event (a said
//! word in its section, the end of a turn, a talon take or discard, a
//! played card). A handler checks rule by rule; a violation either stands
//! (the event takes effect and the game goes on), is void, or stops the
//! replay — for the last two every change the handler made is undone. A
//! played card that is not void leaves the hand for the trick; a full trick
//! goes to the spec's `trick_winner` and then to `on trick`.
//!
//! The legal events are not written anywhere: they are the candidates (the
//! words the spec's handlers match, the cards in hand, the talon actions)
//! that `check` accepts, so `legal()` and `check()` agree by construction.
//!
//! Architecture invariant: nothing here names a variant, a contract, an
//! announcement or a card group. A test (`tests/lang/interp_generic.rs`) holds
//! the module to it.

mod dispatch;
pub mod eval;
mod exec;
mod legal;
pub mod native;
mod seam;
mod standings;
mod stmts;

use crate::cards::{Card, CardSet};
use crate::engine::{
    self, Deal, Event, Kind, Layout, MatchGame, MatchResult, Phase, Rule, ScoreItem, Section,
    Settlement, State, Then, Violation,
};
use crate::lang::ir::*;
use crate::lang::types::{PhaseName, Value};
use crate::ptn::{Item, TalonTake, Term};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};
use eval::{Eval, EventInfo, Game, RtErr, RtResult, Tables, TrickRec};
use std::borrow::Cow;
use std::sync::Arc;

pub use legal::MAX_CANDIDATES;

/// Evaluates a constant expression (no game): parameters, groups, contract
/// fields, variables' first values. `fns` are the spec's functions by id
/// ([`crate::lang::check::fns_by_id`]).
pub fn eval_const(ex: &Expression, fns: &[FnDef], deck: CardSet) -> RtResult<Value> {
    // Each constant has a step budget of its own.
    eval::reset_budget();
    let ev = Eval::without_game(Tables {
        fns,
        contracts: &[],
        anns: &[],
        deck,
    });
    ev.eval(ex, &mut vec![Value::None; 16])
}

/// An engine driven by a compiled spec.
#[derive(Clone)]
pub struct Interp {
    prog: Arc<Program>,
    /// The program's expressions compiled (from this very `prog`).
    code: Arc<eval::Code>,
    /// The program's blocks of statements compiled (from this very `prog`).
    blocks: Arc<stmts::Blocks>,
    /// The first value of each variable whose first value needs no game
    /// (`none`, `0`, `{}`, a table over `announcements`, ...), computed
    /// once for every game; `None` where it is computed per game.
    inits: Arc<Vec<Option<Value>>>,
    /// This program's number, unique in the process (what the legal
    /// events' word lists are kept by).
    id: u64,
    /// How many of its functions run natively (`native`).
    natives: usize,
    /// A settlement's notes may be left out where nobody reads them
    /// ([`Interp::with_optional_notes`]).
    notes_optional: bool,
}

impl Interp {
    pub fn new(prog: Program) -> Interp {
        Interp::with_natives(prog, None)
    }

    /// The interpreter with the program's functions compiled to Rust
    /// ahead of time where `natives` has them (`interp::native`; the
    /// caller has matched them to this very program).
    pub fn with_natives(prog: Program, natives: Option<&native::Natives>) -> Interp {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let prog = Arc::new(prog);
        // One analysis of what is game-free serves the fields the code
        // keeps and the variables' first values computed once.
        let mut free = Marks::new(&prog);
        let fields = free.fields();
        let code = Arc::new(eval::Code::new(&prog, fields, natives));
        let roots = stmts::Roots(natives.map(|n| n.roots_of(&prog)).unwrap_or_default());
        let native_blocks = natives
            .map(|n| n.blocks.iter().copied().collect())
            .unwrap_or_default();
        let blocks = Arc::new(stmts::Blocks::new(&prog, &roots, &native_blocks));
        let inits = Arc::new(game_free_inits(&prog, &mut free));
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let natives = natives.map_or(0, |n| n.fns.len());
        Interp {
            prog,
            code,
            blocks,
            inits,
            id,
            natives,
            notes_optional: false,
        }
    }

    /// This interpreter, its settlements' notes left out where nobody
    /// reads them (`State::settle_unexplained`): for the shipped specs,
    /// whose every note the agreement suite and the fuzzer make on every
    /// game they play. A spec given at run time makes every note, so that
    /// a fault in one (a spec's fault, which stops the settlement) shows
    /// whichever games the referee lists.
    pub fn with_optional_notes(mut self) -> Interp {
        self.notes_optional = true;
        self
    }

    pub fn program(&self) -> &Program {
        &self.prog
    }

    /// How many of the program's functions run natively.
    pub fn native_functions(&self) -> usize {
        self.natives
    }
}

/// What a game shares with every other game of its interpreter (the
/// program, its code, its blocks), held through an `Arc` of the game's own
/// around the interpreter's: the handlers clone it at every event, and a
/// count that games on other threads also change would bounce between
/// the cores (with native blocks, `-j 0` on two cores ran 1.53× one core
/// with the interpreter's `Arc`s shared, 1.92× with these).
#[allow(clippy::redundant_allocation)]
struct Shared<T>(Arc<Arc<T>>);

impl<T> Shared<T> {
    fn new(a: &Arc<T>) -> Shared<T> {
        Shared(Arc::new(a.clone()))
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Shared<T> {
        Shared(self.0.clone())
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    #[inline(always)]
    fn deref(&self) -> &T {
        &self.0
    }
}

/// A game run by the interpreter.
#[derive(Clone)]
pub struct IState {
    prog: Shared<Program>,
    /// The compiled expressions of `prog` (the same allocation).
    code: Shared<eval::Code>,
    /// The compiled blocks of `prog`.
    blocks: Shared<stmts::Blocks>,
    game: Game,
    globals: Vec<Value>,
    unchecked: Vec<String>,
    /// The seat whose last word was void (its line end is then passed to
    /// the spec as `after_void`).
    void_seat: Option<Seat>,
    /// The section of that void word: the end of its line is a candidate
    /// event, whoever is to act (PTN closes every line it opens).
    void_section: Option<Section>,
    /// The word of the `say` event being handled (`said`).
    said: Option<Arc<Term>>,
    /// The section of the last word said (the section of a line the
    /// `open_line` hook keeps open).
    last_section: Option<Section>,
    /// The state is a copy made to check an event (`checking`).
    checking: bool,
    /// Frames for the spec's function calls and handlers.
    frames: eval::FramePool,
    /// Only acceptance is asked (`legal`): violations carry no message.
    quiet: bool,
    /// `note` statements make their notes (off only while a settlement
    /// whose notes nobody reads is made: `State::settle_unexplained`).
    explain: bool,
    /// The interpreter's notes are optional ([`Interp::with_optional_notes`]).
    notes_optional: bool,
    /// The number of the `Interp` the game is played under.
    program_id: u64,
    /// An empty journal kept from the last event, so that an event's
    /// changes are recorded without allocating.
    spare: Spare,
}

/// What a game lets go of, kept on its thread for the next game of the
/// same interpreter ([`IState::new`]): the variables' values, the game's
/// lists, its frames and its spares, each with its room. A referee plays
/// one game after another on a thread; each made these anew and let them
/// go (about 40 values, a dozen allocations and the copy of each list
/// variable a game changes, which its first value shared with the
/// interpreter's). A copy made to check an event keeps nothing: its lists
/// are shared with the game it was copied from.
#[derive(Default)]
struct KeptState {
    program_id: u64,
    globals: Vec<Value>,
    talon: Vec<CardSet>,
    tricks: Vec<TrickRec>,
    current: Vec<(Seat, Card)>,
    bindings: Vec<(Card, i64, u32)>,
    unchecked: Vec<String>,
    frames: eval::FramePool,
    spare: Spare,
}

thread_local! {
    static KEPT_STATE: std::cell::RefCell<Option<KeptState>> = const { std::cell::RefCell::new(None) };
}

impl KeptState {
    /// What the thread keeps for interpreter `program_id`: nothing where
    /// it keeps another's (which is let go of).
    fn take(program_id: u64) -> KeptState {
        KEPT_STATE
            .try_with(|k| k.try_borrow_mut().ok().and_then(|mut k| k.take()))
            .ok()
            .flatten()
            .filter(|k| k.program_id == program_id)
            .unwrap_or_default()
    }
}

impl Drop for IState {
    fn drop(&mut self) {
        if self.checking {
            return;
        }
        // A settlement's run kept for `settle_again` is of this game only:
        // the next game has none to make again.
        self.spare.settled = None;
        let kept = KeptState {
            program_id: self.program_id,
            globals: std::mem::take(&mut self.globals),
            talon: std::mem::take(&mut self.game.talon),
            tricks: std::mem::take(&mut self.game.tricks),
            current: std::mem::take(&mut self.game.current),
            bindings: std::mem::take(&mut self.game.bindings),
            unchecked: std::mem::take(&mut self.unchecked),
            frames: std::mem::take(&mut self.frames),
            spare: std::mem::take(&mut self.spare),
        };
        // Past the thread's end, or (never) while it is taken, it is let
        // go of here.
        let _ = KEPT_STATE.try_with(move |k| {
            if let Ok(mut k) = k.try_borrow_mut() {
                *k = Some(kept);
            }
        });
    }
}

/// `slot` made `init` again: a list or table it alone holds filled in its
/// room, anything else a clone of `init`.
fn refill_value(slot: &mut Value, init: &Value) {
    let refilled = match (&mut *slot, init) {
        (Value::List(a), Value::List(b)) => Arc::get_mut(a).map(|a| a.clone_from(b)).is_some(),
        (Value::Table(a), Value::Table(b)) => Arc::get_mut(a).map(|a| a.clone_from(b)).is_some(),
        _ => false,
    };
    if !refilled {
        *slot = init.clone();
    }
}

/// What an event makes and lets go of, kept for the next one with its
/// room (a copy of a game starts with none): an empty run for an event
/// and one for `on trick` (run while the event's is out), the list of a
/// trick's plays the trick-winner hook was given, the word last said, and
/// a second handle on the game's blocks.
#[derive(Default)]
struct Spare {
    run: Option<Box<Run>>,
    trick_run: Option<Box<Run>>,
    plays: Option<Arc<Vec<Value>>>,
    said: Option<Arc<Term>>,
    /// The game's blocks, held out of the game while its handlers run on
    /// it ([`IState::with_blocks`]).
    blocks: Option<Shared<stmts::Blocks>>,
    /// The frame an event's handlers run in, kept empty with its room
    /// ([`Spare::event_frame`]).
    frame: Vec<Value>,
    /// The run of a settlement made without its notes, whose journal
    /// undoes it where the settlement is asked for again with them
    /// (`State::settle_again`).
    settled: Option<Box<Run>>,
}

impl Spare {
    /// A trick's `plays` as a list, in the room of the one kept where
    /// nothing else holds it.
    fn plays(&mut self, plays: &[(Seat, Card)]) -> Arc<Vec<Value>> {
        let items = || plays.iter().map(|(s, c)| Value::Play(*s, *c));
        refill(
            self.plays.take(),
            |v| {
                eval::clear_frame(v);
                v.extend(items());
            },
            || items().collect(),
        )
    }

    /// The frame for an event's handlers: the one the last event left
    /// (empty, its room kept), taken out of the spares; a fresh one where
    /// it is out already (an event's run within another's). Cheaper than
    /// the game's frame pool, which is borrowed, popped and pushed.
    #[inline(always)]
    fn event_frame(&mut self) -> Vec<Value> {
        let frame = std::mem::take(&mut self.frame);
        if frame.capacity() == 0 {
            return eval::FramePool::fresh_frame();
        }
        frame
    }

    /// `t` shared, in the room of the word kept where nothing else holds
    /// it.
    fn said(&mut self, t: &Term) -> Arc<Term> {
        refill(self.said.take(), |w| w.clone_from(t), || t.clone())
    }
}

/// `kept` filled again by `fill` where nothing else holds it (its room
/// reused), else a new one `make` makes.
fn refill<T>(kept: Option<Arc<T>>, fill: impl FnOnce(&mut T), make: impl FnOnce() -> T) -> Arc<T> {
    if let Some(mut k) = kept
        && let Some(v) = Arc::get_mut(&mut k)
    {
        fill(v);
        return k;
    }
    Arc::new(make())
}

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

/// A change the current event made, to undo if the event is void. The
/// old values of globals, elements and entries are kept apart, in the
/// run's `olds` in the journal's order, so that an entry is plain data:
/// written in place (a 48-byte entry built on the stack and copied
/// stalled every store) and cleared without a drop each.
#[derive(Clone, Copy)]
enum Undo {
    /// A global set (its old value in `olds`).
    Global(u16),
    /// A global set whose old value owned nothing: the value itself,
    /// kept in the entry (no old value to keep aside and let go of).
    Plain(u16, Plain),
    /// A global list appended to: its old length.
    Truncate(u16, usize),
    /// An element of a global list: its index (0-based; its old value in
    /// `olds`).
    Element(u16, usize),
    /// A seat's entry of a global's scores, and its old value.
    Score(u16, usize, i64),
    /// An entry of a global table: its key and the table's old length (a
    /// new entry may have lengthened it; its old entry in `olds`).
    Entry(u16, usize, usize),
    Hand(usize, CardSet),
    Bindings(usize, u32),
    Phase(PhaseName),
    Turn(Seat),
    Unchecked(usize),
}

/// A value that owns nothing, as a journal entry keeps it: the kinds
/// most globals an event sets hold (numbers, flags, cards, seats). The
/// other kinds that own nothing (an enum's value, a contract, a suit …)
/// are kept aside as values that own something are: covering them too
/// cost 0.2–0.5% of the replay's instructions (a longer match at every
/// set) for the few sets of them an event makes.
#[derive(Clone, Copy)]
enum Plain {
    None,
    Int(i64),
    Bool(bool),
    Card(Card),
    Cards(CardSet),
    Seat(Seat),
    Seats(u8),
}

impl Plain {
    /// `v` as a plain value, or `v` back where it is of another kind.
    #[inline(always)]
    fn of(v: Value) -> Result<Plain, Value> {
        // Read through a reference and the value forgotten (it owns
        // nothing), so that no call into the general drop is made.
        let p = match &v {
            Value::None => Plain::None,
            Value::Int(n) => Plain::Int(*n),
            Value::Bool(b) => Plain::Bool(*b),
            Value::Card(c) => Plain::Card(*c),
            Value::Cards(c) => Plain::Cards(*c),
            Value::Seat(s) => Plain::Seat(*s),
            Value::Seats(m) => Plain::Seats(*m),
            _ => return Err(v),
        };
        std::mem::forget(v);
        Ok(p)
    }

    fn value(self) -> Value {
        match self {
            Plain::None => Value::None,
            Plain::Int(n) => Value::Int(n),
            Plain::Bool(b) => Value::Bool(b),
            Plain::Card(c) => Value::Card(c),
            Plain::Cards(c) => Value::Cards(c),
            Plain::Seat(s) => Value::Seat(s),
            Plain::Seats(m) => Value::Seats(m),
        }
    }
}

/// How a handler ended (a violation boxed, so that the flow every
/// statement returns stays two words).
pub(crate) enum Flow {
    Done,
    Return,
    Ignore,
    Abort(Box<Violation>),
}

/// A handler stopped by a violation.
fn abort(v: Violation) -> Flow {
    Flow::Abort(Box::new(v))
}

/// Running one event: the journal and the violation that stands.
#[derive(Default)]
struct Run {
    journal: Vec<Undo>,
    /// The old values (entries) of the globals, elements and table
    /// entries set, in the journal's order.
    olds: Vec<Option<Value>>,
    stands: Option<Violation>,
    /// Violations that stand after the first (reported by `on start`,
    /// where a deal can break several rules at once).
    more: Vec<Violation>,
    /// Stages of narrowed sets: (local slot, rule, the set after it).
    stages: Vec<(u16, u16, CardSet)>,
    items: Vec<ScoreItem>,
    notes: Vec<String>,
    /// A spec's own violation stopped the run (`fail … stop`): in
    /// `settle`, the game cannot be settled.
    spec_stop: bool,
}

impl Run {
    fn new() -> Run {
        Run::default()
    }

    /// A run with room for an event's changes (a game's first event makes
    /// one, its later events reuse it): a journal and old values grown from
    /// nothing reallocated four or five times in every game.
    fn with_room() -> Run {
        Run {
            journal: Vec::with_capacity(32),
            olds: Vec::with_capacity(16),
            ..Run::default()
        }
    }

    /// The run emptied for the next event, its lists' room kept.
    #[inline(always)]
    fn reset(&mut self) {
        self.journal.clear();
        // The old values let go of as a frame's locals are.
        while let Some(old) = self.olds.pop() {
            if let Some(v) = old {
                eval::discard(v);
            }
        }
        self.stands = None;
        self.more.clear();
        self.stages.clear();
        self.items.clear();
        self.notes.clear();
        self.spec_stop = false;
    }
}

fn rule_of(r: &RuleDef) -> Rule {
    Rule {
        id: Cow::Owned(r.id.clone()),
        source: Cow::Owned(r.source.clone().unwrap_or_else(|| r.text.clone())),
    }
}

fn section_phase(s: Section) -> PhaseName {
    match s {
        Section::Auction => PhaseName::Auction,
        Section::Call => PhaseName::Call,
        Section::Announce => PhaseName::Announce,
    }
}

fn section_index(s: Section) -> usize {
    match s {
        Section::Auction => 0,
        Section::Call => 1,
        Section::Announce => 2,
    }
}

impl IState {
    /// Runs `f` with the game's blocks held out of the game (`&mut self`
    /// beside `&Blocks`): the handle `Spare` keeps, taken and put back, not
    /// cloned and dropped, so that no reference is counted (a locked
    /// instruction each way; `perf` put them at a ninth of `step_with`'s
    /// time); a new handle where it is out already (a run within a run).
    fn with_blocks<R>(&mut self, f: impl FnOnce(&mut IState, &stmts::Blocks) -> R) -> R {
        let held = self
            .spare
            .blocks
            .take()
            .unwrap_or_else(|| self.blocks.clone());
        let r = f(self, &held);
        self.spare.blocks = Some(held);
        r
    }

    fn new(interp: &Interp, deal: &Deal) -> IState {
        // What the last game of this interpreter on this thread let go
        // of, with its room ([`KeptState`]).
        let KeptState {
            mut globals,
            mut talon,
            mut tricks,
            mut current,
            mut bindings,
            mut unchecked,
            frames,
            spare,
            ..
        } = KeptState::take(interp.id);
        let prog = Shared::new(&interp.prog);
        talon.clear();
        talon.extend_from_slice(&deal.talon);
        tricks.clear();
        tricks.reserve(prog.hand);
        current.clear();
        current.reserve(4);
        bindings.clear();
        unchecked.clear();
        let game = Game {
            hands: deal.hands.0,
            dealt: deal.hands.0,
            talon,
            reconstructed: deal.reconstructed,
            tricks,
            current,
            taken: [CardSet::EMPTY; 4],
            won: [0; 4],
            bindings,
            bind_counter: 0,
            phase: PhaseName::Auction,
            turn: Seat::ALL[0],
        };
        let mut st = IState {
            prog: prog.clone(),
            code: Shared::new(&interp.code),
            blocks: Shared::new(&interp.blocks),
            game,
            globals: Vec::new(),
            unchecked,
            void_seat: None,
            void_section: None,
            said: None,
            last_section: None,
            checking: false,
            frames,
            quiet: false,
            explain: true,
            notes_optional: interp.notes_optional,
            program_id: interp.id,
            spare,
        };
        // The variables' first values, in the last game's values where it
        // kept them: a list or table it alone held is filled again in its
        // room (its elements cloned, nothing allocated), so that the
        // game's first change of it copies nothing either. The values
        // computed here are computed before any is set, as in a new game.
        globals.truncate(prog.globals.len());
        globals.reserve(prog.globals.len() - globals.len());
        // The frame the values not computed once are computed in, made
        // where there is one.
        let mut scratch = None;
        for (i, g) in prog.globals.iter().enumerate() {
            match interp.inits.get(i) {
                Some(Some(init)) => match globals.get_mut(i) {
                    Some(slot) => refill_value(slot, init),
                    None => globals.push(init.clone()),
                },
                _ => {
                    let frame = scratch.get_or_insert_with(|| vec![Value::None; 8]);
                    let v = st
                        .eval_ctx(EventInfo::default())
                        .eval(&g.init, frame)
                        .unwrap_or_default();
                    match globals.get_mut(i) {
                        Some(slot) => *slot = v,
                        None => globals.push(v),
                    }
                }
            }
        }
        st.globals = globals;
        st
    }

    #[inline(always)]
    fn eval_ctx(&self, event: EventInfo) -> Eval<'_> {
        Eval {
            t: Tables {
                fns: &self.prog.fns,
                contracts: &self.prog.contracts,
                anns: &self.prog.anns,
                deck: self.prog.deck,
            },
            game: Some(&self.game),
            globals: &self.globals,
            event,
            said: self.said.as_ref(),
            code: Some(&self.code),
            frames: Some(&self.frames),
        }
    }

    /// Calls the spec's function `f` (a hook) with its arguments: its
    /// native code reads them where they are (no frame taken and given
    /// back); where it has none or gives up (its steps given back), its
    /// closure runs the call in a frame of the game's pool.
    fn call<const N: usize>(&self, f: u16, args: [Value; N]) -> RtResult<Value> {
        if self.prog.fns.get(f as usize).is_none() {
            return Ok(Value::None);
        }
        let ev = self.eval_ctx(EventInfo::default());
        let body = self.code.fns.get(f as usize);
        if let Some(v) = body.and_then(|(n, _)| native::run_native(*n, &ev, &args, 0)) {
            return Ok(v);
        }
        let mut frame = self.frames.take(N);
        for (slot, a) in frame.iter_mut().zip(args) {
            *slot = a;
        }
        let r = match body {
            Some((_, closure)) => closure(&ev, &mut frame, 0),
            None => ev.call_fn(f, &mut frame),
        };
        self.frames.give(frame);
        r
    }

    fn rt_violation(&self, e: &RtErr, seat: Option<Seat>) -> Violation {
        let (line, col, _) = self.prog.sources.locate(e.span);
        let file = self.prog.sources.name(e.span).to_string();
        Violation {
            kind: Kind::SpecFault,
            rule: Rule {
                id: Cow::Owned(format!("{}.spec.error", self.prog.variant)),
                source: Cow::Owned(format!("the spec {file}:{line}:{col}")),
            },
            seat,
            message: format!(
                "the spec could not decide ({file}:{line}:{col}: {e}); the game cannot be checked further"
            ),
            then: Then::Stop,
        }
    }
}

/// By announcement kind and field: whether the field is game-free, its
/// value kept in the announcement once computed (what native code may read
/// there, `interp::native::write`).
pub(crate) fn fields_free(prog: &Program) -> Vec<Vec<bool>> {
    Marks::new(prog).fields()
}

/// The first values of the variables that need no game, each computed once
/// (see [`game_free`]); a value that fails is left to each game, which
/// meets the same failure as before.
fn game_free_inits(prog: &Program, free: &mut Marks) -> Vec<Option<Value>> {
    let ev = Eval::without_game(Tables {
        fns: &prog.fns,
        contracts: &prog.contracts,
        anns: &prog.anns,
        deck: prog.deck,
    });
    let mut scratch = vec![Value::None; 8];
    prog.globals
        .iter()
        .map(|g| {
            if !free.expr(&g.init) {
                return None;
            }
            eval::reset_budget();
            ev.eval(&g.init, &mut scratch).ok()
        })
        .collect()
}

#[derive(Clone, Copy, PartialEq)]
enum Mark {
    Unseen,
    Open,
    Free(bool),
}

struct Marks<'a> {
    prog: &'a Program,
    fns: Vec<Mark>,
    fields: Vec<Vec<Mark>>,
}

impl<'a> Marks<'a> {
    fn new(prog: &'a Program) -> Marks<'a> {
        Marks {
            prog,
            fns: vec![Mark::Unseen; prog.fns.len()],
            fields: prog
                .anns
                .iter()
                .map(|a| vec![Mark::Unseen; a.fields.len()])
                .collect(),
        }
    }

    /// By announcement and field: whether the field is game-free, the
    /// same in every game and at every event for the same arguments.
    fn fields(&mut self) -> Vec<Vec<bool>> {
        let prog = self.prog;
        prog.anns
            .iter()
            .enumerate()
            .map(|(k, a)| (0..a.fields.len()).map(|i| self.field(k, i)).collect())
            .collect()
    }

    fn fun(&mut self, f: usize) -> bool {
        match self.fns.get(f).copied() {
            Some(Mark::Free(b)) => b,
            Some(Mark::Unseen) => {
                self.fns[f] = Mark::Open;
                let prog = self.prog;
                let free = self.expr(&prog.fns[f].body);
                self.fns[f] = Mark::Free(free);
                free
            }
            // Recursion: conservative.
            Some(Mark::Open) | None => false,
        }
    }

    fn field(&mut self, k: usize, i: usize) -> bool {
        match self.fields.get(k).and_then(|m| m.get(i)).copied() {
            Some(Mark::Free(b)) => b,
            Some(Mark::Unseen) => {
                self.fields[k][i] = Mark::Open;
                let prog = self.prog;
                let free = self.expr(&prog.anns[k].fields[i]);
                self.fields[k][i] = Mark::Free(free);
                free
            }
            Some(Mark::Open) | None => false,
        }
    }

    /// Whether an expression is game-free: it reads no variable, calls
    /// only game-free functions, reads only game-free fields of
    /// announcements (of whichever kind) and uses only builtins that need
    /// nothing (`Needs::Nothing`: card groups, seats, the contracts and
    /// announcements). Conservative: anything else counts as not.
    fn expr(&mut self, e: &Expression) -> bool {
        use crate::lang::builtins::{BUILTINS, Needs};
        use crate::lang::ir::{FieldOf, Part};
        match e {
            Expression::Const(_) | Expression::Local(_) => true,
            Expression::Global(_) => false,
            Expression::Call(f, args, _) => self.all(args) && self.fun(*f as usize),
            Expression::Builtin(bi, args, _) => {
                BUILTINS
                    .iter()
                    .any(|b| b.bi == *bi && b.needs == Needs::Nothing)
                    && self.all(args)
            }
            Expression::Field(a, FieldOf::Ann(i), _) => {
                let i = *i as usize;
                self.expr(a)
                    && (0..self.prog.anns.len())
                        .all(|k| self.prog.anns[k].fields.len() <= i || self.field(k, i))
            }
            // A trick is an index into the game's tricks.
            Expression::Field(
                _,
                FieldOf::TrickNumber
                | FieldOf::TrickLeader
                | FieldOf::TrickWinner
                | FieldOf::TrickPlays
                | FieldOf::TrickCards
                | FieldOf::TrickLead
                | FieldOf::TrickWinning,
                _,
            ) => false,
            Expression::Not(a) | Expression::Neg(a, _) | Expression::Field(a, _, _) => self.expr(a),
            Expression::And(a, b)
            | Expression::Or(a, b)
            | Expression::Bin(_, a, b, _)
            | Expression::Index(a, b, _) => self.expr(a) && self.expr(b),
            Expression::If(c, a, b) => self.expr(c) && self.expr(a) && self.expr(b),
            Expression::Table(x, arms, _) => {
                self.expr(x)
                    && arms.iter().all(|(arm, v)| {
                        self.expr(v)
                            && match arm {
                                Arm::Cmp(_, y) | Arm::Eq(y) => self.expr(y),
                                Arm::Else | Arm::Range(..) => true,
                            }
                    })
            }
            Expression::Comp {
                over, filter, body, ..
            } => {
                self.expr(over)
                    && filter.as_deref().is_none_or(|f| self.expr(f))
                    && body.as_deref().is_none_or(|b| self.expr(b))
            }
            Expression::Cards(xs)
            | Expression::Seats(xs)
            | Expression::List(xs)
            | Expression::Ann(_, xs) => self.all(xs),
            Expression::Text(parts) => parts.iter().all(|p| match p {
                Part::Lit(_) => true,
                Part::Expr(x) => self.expr(x),
            }),
        }
    }

    fn all(&mut self, xs: &[Expression]) -> bool {
        xs.iter().all(|x| self.expr(x))
    }
}

/// A small spec of a test checked (its errors, where it has any, the
/// test's failure).
#[cfg(test)]
pub(crate) fn checked_spec(spec: &str) -> Program {
    crate::lang::check("demo.rules", spec, &|_: &str, _: &str| None)
        .unwrap_or_else(|f| panic!("{}", f.render()))
}

/// Game `seed` of `interp` (as `skus simulate` plays it) replayed to its
/// end, for a test to settle.
#[cfg(test)]
pub(crate) fn finished(interp: &Interp, seed: u64) -> Box<dyn crate::engine::State> {
    use crate::engine::Engine;
    let (game, _) = crate::simulate::game(interp, seed, 0, false).expect("a game is played");
    let deal = crate::referee::deal(&game, interp).expect("its deal");
    let mut state = interp.start(&deal).expect("it starts");
    for e in crate::referee::events(&game) {
        state.apply(&e).expect("a legal event");
    }
    state
}

#[cfg(test)]
mod game_free_tests {
    use super::*;

    const SPEC: &str = r#"
variant demo "What is game-free (test)"
deck all - tarocks
deal 8
announcement bird "Bird" {
  value 1
  twice double(3)
  held held()
  who "seat {speaker}"
  seen counter
  chain via()
  via-held via-held()
}
var counter: int = 0
fn double(n: int) -> int = n * 2
fn via() -> int = double(3) + 1
fn held() -> int = count(hand(1))
fn via-held() -> int = held() + 1
fn won(t: trick) -> seat = t.winner
fn twice-of(a: announcement) -> int = a.twice
fn held-of(a: announcement) -> int = a.held
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
fn evens(n: int) -> list[int] = collect(i in range(1, n) where i % 2 == 0: i)
fn n-evens(n: int) -> int = len(evens(n))
fn spread(who: seat, each: int) -> scores = per(s in seats: if s == who then 3 * each else 0 - each)
fn net(who: seat) -> int = (spread(who, 2) - spread(next(who), 1))[who]
on start { goto auction  turn 1 }
on auction say w: term { set counter = counter + 1 }
on play c: card { turn next(speaker) }
settle { note "none" }
"#;

    fn program() -> Program {
        checked_spec(SPEC)
    }

    #[test]
    fn functions_and_fields_that_read_no_game_are_game_free() {
        let prog = program();
        let mut m = Marks::new(&prog);
        let free_fn = |m: &mut Marks, name: &str| {
            let f = prog
                .fns
                .iter()
                .position(|f| f.name == name)
                .unwrap_or_else(|| panic!("no function {name}"));
            m.fun(f)
        };
        assert!(free_fn(&mut m, "double"));
        assert!(free_fn(&mut m, "via"), "a call of a game-free function");
        assert!(!free_fn(&mut m, "held"), "a hand is the game's");
        assert!(!free_fn(&mut m, "via-held"), "a call of one that is not");
        assert!(!free_fn(&mut m, "won"), "a trick is an index into the game");
        assert!(free_fn(&mut m, "twice-of"), "a game-free field");
        assert!(!free_fn(&mut m, "held-of"), "a field that reads the game");
        let fields = Marks::new(&prog).fields();
        let bird = prog
            .anns
            .iter()
            .position(|a| a.name == "bird")
            .expect("bird");
        // value, twice, held, who, seen, chain, via-held
        assert_eq!(
            fields[bird],
            vec![true, true, false, false, false, true, false]
        );
    }

    /// Native code reads an announcement's field only where the
    /// announcement keeps its value (or it is a constant): a field that
    /// reads the game leaves its function to the closures. Lists are made
    /// and given back; scores made, combined and read.
    #[test]
    fn native_code_reads_the_fields_an_announcement_keeps() {
        let prog = program();
        let Ok(w) = native::write::write_module("demo", &prog, 0) else {
            panic!("the demo program is typed");
        };
        assert!(w.code.contains("/// `fn twice-of`"), "{}", w.code);
        assert!(w.code.contains("rt.ann_field("), "{}", w.code);
        assert!(!w.code.contains("/// `fn held-of`"), "{}", w.code);
        // A list made (a range gone through, collected) and given back.
        assert!(w.code.contains("/// `fn evens`"), "{}", w.code);
        assert!(w.code.contains("-> R<Vec<Value>>"), "{}", w.code);
        assert!(w.code.contains("/// `fn n-evens`"), "{}", w.code);
        // Scores: made seat by seat, combined, a seat's read.
        assert!(w.code.contains("/// `fn spread`"), "{}", w.code);
        assert!(w.code.contains("/// `fn net`"), "{}", w.code);
        assert!(w.code.contains("scores_by(sub, "), "{}", w.code);
    }
}

#[cfg(test)]
mod spare_tests {
    use super::*;
    use crate::cards::Card;

    /// A kept list is filled again in its own room only where nothing else
    /// holds it: a list a value still holds is never changed under it.
    #[test]
    fn a_kept_list_is_reused_only_where_nothing_else_holds_it() {
        let mut spare = Spare::default();
        let seat = crate::seat::Seat::from_index(0);
        let card = |k: usize| Card::from_index(k).expect("a card");
        let trick: Vec<(Seat, Card)> = (0..4).map(|k| (seat, card(k))).collect();
        let plays = |n: usize| trick[..n].iter().map(|(s, c)| Value::Play(*s, *c));
        let first = spare.plays(&trick[..4]);
        let room = first.as_ptr();
        spare.plays = Some(first);
        let second = spare.plays(&trick[..3]);
        assert_eq!(second.as_ptr(), room, "the room kept");
        assert_eq!(*second, plays(3).collect::<Vec<_>>());
        let held = Arc::clone(&second);
        spare.plays = Some(second);
        let third = spare.plays(&trick[..2]);
        assert_eq!(*held, plays(3).collect::<Vec<_>>(), "a held list unchanged");
        assert_eq!(*third, plays(2).collect::<Vec<_>>());
        assert_ne!(third.as_ptr(), held.as_ptr());
    }

    /// The word said is copied into the one kept where nothing else holds
    /// it, and made anew where something does.
    #[test]
    fn a_kept_word_is_reused_only_where_nothing_else_holds_it() {
        let mut spare = Spare::default();
        let a = Term::Int(3);
        let b = Term::Card(Card::from_index(5).expect("a card"));
        let first = spare.said(&a);
        let at = Arc::as_ptr(&first);
        spare.said = Some(first);
        let second = spare.said(&b);
        assert_eq!(Arc::as_ptr(&second), at);
        assert_eq!(*second, b);
        let held = Arc::clone(&second);
        spare.said = Some(second);
        let third = spare.said(&a);
        assert_eq!(*held, b);
        assert_eq!(*third, a);
    }
}

#[cfg(test)]
mod journal_tests {
    use super::*;

    const SPEC: &str = r#"
variant demo "The journal (test)"
deck all - tarocks
deal 8
var count: int = 0
var seen: list[int] = []
var best-by: seat? = none
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
on start { goto auction  turn 1 }
on play c: card { turn next(speaker) }
settle { note "none" }
"#;

    /// A refused event's sets of globals are undone, last first, whether
    /// the old value sat in its journal entry (it owned nothing) or was
    /// kept aside (a list): the game is as it was.
    #[test]
    fn sets_of_globals_are_undone_whether_their_old_values_are_plain_or_not() {
        let prog = checked_spec(SPEC);
        let slot = |name: &str| {
            let g = prog.globals.iter().position(|g| g.name == name);
            g.unwrap_or_else(|| panic!("no variable {name}")) as u16
        };
        let (count, seen, best) = (slot("count"), slot("seen"), slot("best-by"));
        let interp = Interp::new(prog.clone());
        let mut st = IState::new(
            &interp,
            &Deal {
                hands: BySeat([CardSet::EMPTY; 4]),
                talon: Vec::new(),
                reconstructed: false,
            },
        );
        let before = st.globals.clone();
        let seat = Seat::from_index(2);
        let mut run = Run::with_room();
        st.set_global(count, Value::Int(5), &mut run);
        st.set_global(seen, Value::List(Arc::new(vec![Value::Int(1)])), &mut run);
        st.set_global(best, Value::Seat(seat), &mut run);
        st.set_global(count, Value::Int(7), &mut run);
        st.set_global(seen, Value::List(Arc::new(vec![])), &mut run);
        assert_eq!(st.globals[count as usize], Value::Int(7));
        assert_eq!(st.globals[best as usize], Value::Seat(seat));
        // A number's and a seat's old values sit in their entries; only
        // the lists' are kept aside.
        let plain = run
            .journal
            .iter()
            .filter(|u| matches!(u, Undo::Plain(..)))
            .count();
        assert_eq!((plain, run.olds.len()), (3, 2));
        st.undo(&mut run);
        assert_eq!(st.globals, before);
        assert!(run.journal.is_empty());
        assert!(run.olds.is_empty());
    }

    /// A number, a flag, a card, a seat or their sets is kept in a
    /// journal entry and comes back as it was; a value that owns
    /// something is handed back as it was.
    #[test]
    fn a_plain_value_comes_back_as_it_was_and_a_held_one_is_handed_back() {
        let card = Card::from_index(7).expect("a card");
        let seat = Seat::from_index(1);
        let plain = [
            Value::None,
            Value::Int(-3),
            Value::Bool(true),
            Value::Card(card),
            Value::Cards(CardSet::TAROCKS),
            Value::Seat(seat),
            Value::Seats(0b0101),
        ];
        for v in plain {
            match Plain::of(v.clone()) {
                Ok(p) => assert_eq!(p.value(), v),
                Err(_) => panic!("{v:?} owns nothing, yet was handed back"),
            }
        }
        let held = [
            Value::Text(Arc::from("a word")),
            Value::List(Arc::new(vec![Value::Int(1)])),
            Value::Scores(Box::new([1, 2, 3, 4])),
        ];
        for v in held {
            match Plain::of(v.clone()) {
                Ok(_) => panic!("{v:?} owns something, yet was kept as plain"),
                Err(back) => assert_eq!(back, v),
            }
        }
    }
}

#[cfg(test)]
mod kept_tests {
    use super::*;
    use crate::engine::Settlement;

    /// Lists, a table, counts and a value set from the deal, each changed
    /// by every game: a game that started from what the last one left would
    /// count its tricks, plays and leads twice.
    const SPEC: &str = r#"
variant demo "Kept between games (test)"
deck all - tarocks
deal 8
announcement bird "Bird" { value 1 }
var won-by: list[int] = [0, 0, 0, 0]
var last: table[announcement, int] = per(a in announcements: 0)
var leads: list[card] = []
var plays: int = 0
var first: int = 0
fn trick_winner(plays: list[play]) -> seat = plays[1].seat
fn seat-no(s: seat) -> int = table s { 1: 1, 2: 2, 3: 3, else: 4 }
on start {
  set first = count(hand(1))
  goto play
  turn 1
}
on play c: card {
  set plays = plays + 1
  if count(current) == 0 {
    add [c] to leads
  }
  turn next(speaker)
}
on trick {
  set won-by[seat-no(speaker)] = won-by[seat-no(speaker)] + 1
  set last[bird] = count(tricks)
  set first = first - 1
  if count(tricks) == 8 { goto done }
}
settle {
  note "tricks {sum(n in won-by: n)}, last {last[bird]}, leads {count(leads)}, plays {plays}, first {first}"
}
"#;

    /// Game `seed` of `interp` played to its end and settled.
    fn settled(interp: &Interp, seed: u64) -> Option<Settlement> {
        finished(interp, seed).settle_checked().expect("it settles")
    }

    fn kept_here() -> bool {
        KEPT_STATE.with(|k| k.borrow().is_some())
    }

    /// Games played one after another on a thread, each starting from what
    /// the one before let go of, settle as each does alone on a thread of
    /// its own; the counts are those of one game (8 tricks of 4 cards, 8
    /// hands of 8 cards).
    #[test]
    fn a_game_after_another_starts_as_a_new_one() {
        let interp = Interp::new(checked_spec(SPEC));
        let alone: Vec<_> = (0..3)
            .map(|seed| {
                std::thread::scope(|s| {
                    s.spawn(|| settled(&interp, seed))
                        .join()
                        .expect("the game's thread")
                })
            })
            .collect();
        let in_turn: Vec<_> = (0..3).map(|seed| settled(&interp, seed)).collect();
        assert!(kept_here(), "the last game's state is kept");
        assert_eq!(in_turn, alone);
        for s in &in_turn {
            let notes = &s.as_ref().expect("a settlement").notes;
            assert_eq!(
                notes,
                &["tricks 8, last 8, leads 8, plays 32, first 0".to_string()]
            );
        }
    }

    /// A settlement made without its notes is not kept for the next game:
    /// a game asked to make its settlement again before it has made one
    /// has none to make, whatever the game before it on the thread did.
    #[test]
    fn a_settlement_to_make_again_is_the_game_s_own() {
        let interp = Interp::new(checked_spec(SPEC)).with_optional_notes();
        let mut first = finished(&interp, 1);
        assert!(first.settle_unexplained().is_ok());
        drop(first);
        let mut second = finished(&interp, 2);
        assert_eq!(second.settle_again(), None);
        assert!(second.settle_unexplained().is_ok());
        assert!(second.settle_again().is_some(), "its own, made again");
    }

    /// A game started from what the last one kept holds its own lists and
    /// tables, equal to their first values and held by nothing else (its
    /// first change of them copies nothing); a copy made to check an event
    /// keeps nothing when it is let go of, and another interpreter's game
    /// takes nothing kept for this one.
    #[test]
    fn a_kept_list_is_the_game_s_own() {
        let interp = Interp::new(checked_spec(SPEC));
        settled(&interp, 7);
        assert!(kept_here());
        let (game, _) = crate::simulate::game(&interp, 8, 0, false).expect("a game is played");
        let deal = crate::referee::deal(&game, &interp).expect("its deal");
        let st = IState::new(&interp, &deal);
        assert!(!kept_here(), "taken by the new game");
        let mut lists = 0;
        for (i, init) in interp.inits.iter().enumerate() {
            let (Some(init), Some(v)) = (init, st.globals.get(i)) else {
                continue;
            };
            assert_eq!(v, init, "variable {i}");
            match v {
                Value::List(a) => assert_eq!(Arc::strong_count(a), 1, "variable {i}"),
                Value::Table(a) => assert_eq!(Arc::strong_count(a), 1, "variable {i}"),
                _ => continue,
            }
            lists += 1;
        }
        assert_eq!(lists, 3, "won-by, last, leads");
        drop(st.checking_copy());
        assert!(!kept_here(), "a copy keeps nothing");
        drop(st);
        assert!(kept_here());
        let other = Interp::new(checked_spec(SPEC));
        let st = IState::new(&other, &deal);
        assert!(!kept_here(), "let go of");
        for (i, init) in other.inits.iter().enumerate() {
            if let (Some(init), Some(v)) = (init, st.globals.get(i)) {
                assert_eq!(v, init, "variable {i}");
            }
        }
    }
}
