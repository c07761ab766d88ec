//! The compiled form of a checked spec: names resolved to slots and ids,
//! operators resolved by type, constants folded. The interpreter runs it;
//! nothing in it names a variant.

use super::diag::Span;
use super::types::{PhaseName, Ty, Value};
use crate::engine::Kind;
use crate::seat::Seat;

/// A checked, compiled spec.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Program {
    /// What the checker warns of (the spec checks, but something in it is
    /// likely a mistake). Not packed (`specs::pack` packs only specs
    /// without warnings).
    #[serde(skip)]
    pub warnings: Vec<super::diag::Diagnostic>,
    pub variant: String,
    /// The variant ids of the spec's bases and its own, base first.
    pub lineage: Vec<String>,
    pub title: String,
    pub rulebook: Option<String>,
    pub enums: Vec<EnumDef>,
    pub rules: Vec<RuleDef>,
    pub deck: crate::cards::CardSet,
    pub hand: usize,
    pub talon: Vec<usize>,
    /// Named seats, for messages and the rulebook.
    pub seats: Vec<(String, Seat)>,
    pub globals: Vec<Global>,
    pub fns: Vec<FnDef>,
    pub contract_fields: Vec<(String, Ty)>,
    pub contracts: Vec<ContractDef>,
    pub ann_fields: Vec<(String, Ty)>,
    pub anns: Vec<AnnDef>,
    pub handlers: Handlers,
    pub settle: Vec<Statement>,
    /// Games in a match and each player's match score from `total`.
    pub match_rule: Option<(i64, Expression)>,
    /// Tournament standings (`standings NAME { … }`), in declaration order.
    pub standings: Vec<Standings>,
    pub hooks: Hooks,
    /// The spec's files, for runtime error messages and the rulebook.
    pub sources: super::diag::Sources,
    /// Actions (`action NAME(params) { … }`), run by `Statement::Do`; the
    /// arguments are the first locals.
    pub actions: Vec<Body>,
    /// Parameters with their final values (after overrides), for the
    /// rulebook and `skus check`.
    pub params: Vec<(String, Value)>,
    /// Card groups with their cards.
    pub groups: Vec<(String, crate::cards::CardSet)>,
    /// Per section (auction, call, announce): the words by which the seat
    /// to act says nothing there (`pass SECTION: WORD, … [if COND]`).
    pub pass: [Option<PassDef>; 3],
}

/// `pass SECTION: WORD, … [if COND]`.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct PassDef {
    /// The words; of several, the first the rules accept now.
    pub words: Vec<String>,
    /// Only where this holds (a `bool`, evaluated in the game).
    pub when: Option<Expression>,
    pub locals: usize,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct EnumDef {
    pub name: String,
    pub variants: Vec<String>,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct RuleDef {
    pub id: String,
    pub text: String,
    pub source: Option<String>,
    pub span: Span,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Global {
    pub name: String,
    pub ty: Ty,
    pub init: Expression,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct FnDef {
    pub name: String,
    pub arity: usize,
    /// The parameters' types (locals `0..arity`) and the result's, as
    /// declared (`lang::typing` derives every expression's type from them).
    pub params: Vec<Ty>,
    pub ret: Ty,
    /// Local slots the body needs (parameters first).
    pub locals: usize,
    pub body: Expression,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct ContractDef {
    pub name: String,
    pub title: String,
    pub fields: Vec<Value>,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct AnnDef {
    pub name: String,
    pub title: String,
    pub params: Vec<(String, Ty)>,
    /// Field values, evaluated with the parameters in locals `0..n`.
    pub fields: Vec<Expression>,
    pub locals: usize,
}

/// Hook functions the interpreter calls by their generic names.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Hooks {
    /// `fn trick_winner(plays: list[play]) -> seat`
    pub trick_winner: Option<u16>,
    /// `fn preset(s: seat) -> cards`: cards dealt to a seat before the rest.
    pub preset: Option<u16>,
    /// `fn redeal() -> bool`: a dealt hand the variant throws in.
    pub redeal: Option<u16>,
    /// `fn word_cards() -> cards`: the cards tried for a word's card
    /// argument when the legal events are listed (default: the deck).
    pub word_cards: Option<u16>,
    /// `fn open_line() -> seat?`: a seat whose line is still open while
    /// another acts; the end of that line is a candidate event.
    pub open_line: Option<u16>,
    /// `fn not_checked() -> list[text]`: what a reconstructed deal left
    /// unchecked, judged on the record as a whole (asked at its end).
    pub not_checked: Option<u16>,
    /// `fn any_seat() -> bool`: when the legal events are listed, every
    /// seat's words, line ends and talon actions are candidates, not only
    /// the seat to act's (lines taken as written by whoever wrote them),
    /// and in a phase of words every seat's cards (a card may end lines
    /// taken as written).
    pub any_seat: Option<u16>,
}

/// A handler body and its local slots.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Body {
    pub stmts: Vec<Statement>,
    pub locals: usize,
    /// The types of the names the body is given (the handler's bound
    /// values, the action's parameters): locals `0..`.
    pub binds: Vec<Ty>,
}

#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Handlers {
    pub start: Option<Body>,
    pub before: Option<Body>,
    pub trick: Option<Body>,
    /// `on play c: card` — the card in local 0.
    pub play: Option<Body>,
    /// `on take t` — the take in local 0.
    pub take: Option<Body>,
    /// `on discard cs` — the cards (a list) in local 0.
    pub discard: Option<Body>,
    /// Per section (auction, call, announce): word handlers in order.
    pub say: [Vec<SayHandler>; 3],
    pub end_turn: [Option<Body>; 3],
    /// `on gap`: the record goes on with a later phase (`event_phase`)
    /// that passes cannot reach.
    pub gap: Option<Body>,
}

impl Handlers {
    /// How many handlers the spec has.
    pub fn count(&self) -> usize {
        [
            &self.start,
            &self.before,
            &self.trick,
            &self.play,
            &self.take,
            &self.discard,
            &self.gap,
        ]
        .iter()
        .filter(|h| h.is_some())
        .count()
            + self.say.iter().map(Vec::len).sum::<usize>()
            + self.end_turn.iter().filter(|h| h.is_some()).count()
    }
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct SayHandler {
    pub pattern: WordPat,
    pub body: Body,
}

/// How a said term is matched; bound values go to locals `0..`.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum WordPat {
    /// A word, and its arguments typed.
    Named {
        word: String,
        params: Vec<ParamPat>,
    },
    /// Any term naming a contract.
    Contract,
    /// Any term naming an announcement, its arguments checked.
    Announcement,
    Card,
    Suit,
    Int,
    /// Anything.
    Term,
}

/// The type of a word's argument, with what to offer as candidates.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum ParamPat {
    Card,
    Suit,
    Int(i64, i64),
    Contract,
    Announcement,
    Term,
}

/// An expression.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Expression {
    Const(Value),
    Local(u16),
    Global(u16),
    Builtin(Intrinsic, Vec<Expression>, Span),
    Call(u16, Vec<Expression>, Span),
    Not(Box<Expression>),
    Neg(Box<Expression>, Span),
    And(Box<Expression>, Box<Expression>),
    Or(Box<Expression>, Box<Expression>),
    Bin(Op, Box<Expression>, Box<Expression>, Span),
    If(Box<Expression>, Box<Expression>, Box<Expression>),
    Field(Box<Expression>, FieldOf, Span),
    Index(Box<Expression>, Box<Expression>, Span),
    Table(Box<Expression>, Vec<(Arm, Expression)>, Span),
    Comp {
        q: Comp,
        slot: u16,
        over: Box<Expression>,
        filter: Option<Box<Expression>>,
        body: Option<Box<Expression>>,
        span: Span,
    },
    Cards(Vec<Expression>),
    Seats(Vec<Expression>),
    List(Vec<Expression>),
    Text(Vec<Part>),
    /// An announcement instance: kind and arguments.
    Ann(u16, Vec<Expression>),
}

/// A part of an interpolated text.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Part {
    Lit(String),
    Expr(Expression),
}

/// Table arms.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Arm {
    Else,
    Cmp(Op, Expression),
    Range(i64, i64),
    Eq(Expression),
}

/// Comprehensions, by what they produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Comp {
    Count,
    Sum,
    All,
    Any,
    Max,
    Min,
    First,
    CollectCards,
    CollectSeats,
    CollectList,
    Per,
    /// `per` over announcements, contracts or an enum's values: a table.
    PerTable,
}

/// A binary operator resolved by its operand types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Op {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// Set or per-seat union (`+` on cards, seats, scores, lists).
    Union,
    /// Set difference (`-` on cards and seats).
    Diff,
    /// Set intersection (`&`).
    Inter,
    /// `x in set` for cards, seats, lists.
    In,
    NotIn,
    /// Per-seat arithmetic with an integer (`2 * scores`).
    ScaleScores,
    SubScores,
}

/// A field of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FieldOf {
    Contract(u16),
    ContractName,
    Ann(u16),
    AnnName,
    AnnArgs,
    TrickNumber,
    TrickLeader,
    TrickWinner,
    TrickPlays,
    TrickCards,
    TrickLead,
    TrickWinning,
    PlaySeat,
    PlayCard,
    TermWord,
    TermArgs,
    /// A number term's value (none for any other term).
    TermNumber,
    /// A suit letter term's suit (none for any other term).
    TermSuit,
    TakeHalf,
    TakeAll,
    TakeNone,
}

/// Built-in functions and values (generic: cards, seats, tricks, turns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Intrinsic {
    // card sets
    All,
    Deck,
    Tarocks,
    Kings,
    Queens,
    Knights,
    Jacks,
    Suit,
    SuitOf,
    Number,
    Highest,
    Lowest,
    Above,
    Describe,
    CardsOf,
    Count,
    // seats
    SeatsAll,
    Next,
    Prev,
    Order,
    // game state
    Hand,
    Dealt,
    Talon,
    Tricks,
    TrickNo,
    Current,
    Led,
    Taken,
    WonCount,
    Holder,
    Bound,
    BindOrder,
    Phase,
    Speaker,
    ToAct,
    AfterVoid,
    Reconstructed,
    Contracts,
    Announcements,
    // terms
    CardOf,
    AnnOf,
    ContractOf,
    // numbers and lists
    Min,
    Max,
    Abs,
    Clamp,
    Len,
    Text,
    /// `range(a, b)`: the integers a..=b.
    Range,
    /// `event_phase`: the phase the event being handled belongs to.
    EventPhase,
    /// `said`: the word of a `say` event (none for other events).
    Said,
    /// `checking`: the event is only checked (`check`, the legal events):
    /// nothing it does is kept.
    Checking,
    /// `in_void_line`: the event continues the line of a void word (a word
    /// or the line end of the same seat in the same section, next).
    InVoidLine,
}

/// A statement.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Statement {
    Require {
        cond: Expression,
        violation: Viol,
    },
    Fail(Viol),
    Narrow {
        slot: u16,
        to: Expression,
        rule: u16,
    },
    Let {
        slot: u16,
        value: Expression,
    },
    Set {
        place: PlaceIr,
        value: Expression,
    },
    Add {
        place: PlaceIr,
        value: Expression,
        op: Op,
        span: Span,
    },
    Remove {
        place: PlaceIr,
        value: Expression,
        op: Op,
        span: Span,
    },
    If {
        cond: Expression,
        then: Vec<Statement>,
        otherwise: Vec<Statement>,
    },
    For {
        slot: u16,
        over: Expression,
        body: Vec<Statement>,
        span: Span,
    },
    Goto(PhaseName),
    Turn(Expression),
    Bind {
        card: Expression,
        trick: Expression,
    },
    Pay {
        item: Expression,
        side: Expression,
        value: Expression,
        times: Option<Expression>,
        points: Expression,
        announced: Expression,
        won: Expression,
    },
    Note(Expression),
    Unchecked(Expression),
    Ignore,
    Return,
    /// Runs an action with its arguments.
    Do {
        action: u16,
        args: Vec<Expression>,
        span: Span,
    },
}

impl Statement {
    /// A payment's expressions in the order it evaluates them: item,
    /// side, value, times (where it has one), points, announced, won
    /// (none for any other statement).
    pub fn pay_order(&self) -> Vec<&Expression> {
        match self {
            Statement::Pay {
                item,
                side,
                value,
                times,
                points,
                announced,
                won,
            } => {
                let mut e = vec![item, side, value];
                e.extend(times);
                e.extend([points, announced, won]);
                e
            }
            _ => Vec::new(),
        }
    }
}

/// An assignable place.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum PlaceIr {
    Global(u16),
    /// A per-seat or per-index element of a global list, or a seat's score.
    GlobalAt(u16, Expression),
    /// A seat's hand.
    Hand(Expression),
    Local(u16),
}

/// What becomes of an illegal event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ThenIr {
    Stands,
    Void,
    Stop,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Viol {
    pub kind: Kind,
    /// The rule; `None`: the rule of the narrowing stage that excluded
    /// `narrowed`'s card.
    pub rule: Option<u16>,
    /// For `narrowed`: the card and the narrowed local.
    pub narrowed: Option<(Expression, u16)>,
    pub by: Option<Expression>,
    pub then: ThenIr,
    pub message: Option<Expression>,
    pub span: Span,
}

/// `standings NAME ["title"] { … }`: how a tournament's games make its
/// standings. Rule indices are into `Program::rules`.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Standings {
    pub name: String,
    pub title: String,
    /// The tags whose values group rows into score sheets.
    pub sheets: Vec<String>,
    /// `rows zero-sum by RULE`.
    pub zero_sum: Option<u16>,
    /// `broken rows deleted|zero by RULE`: how a row that cannot be
    /// settled counts (`true`: zero for every player; `false`: deleted).
    pub broken: Option<(bool, u16)>,
    /// Entrants are pairs: the players at these seats (0-based) of a game.
    pub partners: Vec<[usize; 2]>,
    pub stages: Vec<Stage>,
}

/// A stage of a tournament. Its expressions read these locals, by slot:
/// `total` 0, `games` 1, `units` 2, `best` 3, `carried` 4, `extra` 5,
/// `items` 6, and in `ties` also `score` 7 (a unit's `each`: `total` 0,
/// `games` 1).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Stage {
    pub name: String,
    pub title: String,
    pub rule: u16,
    /// Only games whose tag has one of these values.
    pub games: Option<(String, Vec<String>)>,
    pub units: Option<Units>,
    /// Entrants: the first `n` of an earlier stage (by index).
    pub from: Option<(usize, usize)>,
    /// The stage score; none: `total`.
    pub score: Option<Expression>,
    /// The score as the spec writes it (`total` when it writes none).
    pub score_text: String,
    /// The score is kept in half points.
    pub halves: bool,
    /// Tie-breaks in order, each with its text in the spec (for people).
    pub ties: Vec<(String, Expression)>,
    pub tie_break: Option<TieBreak>,
    /// Settlement items (by name, arguments aside) an entrant's side won,
    /// lowest first: `items` is their ranks (from 1), highest first.
    pub ranked: Vec<String>,
    /// Local slots the stage's expressions need.
    pub locals: usize,
}

/// `units "TAG" [of N games] [each EXPR]`.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Units {
    pub tag: String,
    pub games: Option<i64>,
    pub each: Option<Expression>,
    /// `each` as the spec writes it.
    pub each_text: Option<String>,
}

/// `tie-break "TAG" in "V", … [of N games]`: tie-break games, each value's
/// raw sums in the order listed.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct TieBreak {
    pub tag: String,
    pub values: Vec<String>,
    pub games: Option<i64>,
}
