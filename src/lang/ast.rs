//! The parsed spec: declarations, statements and expressions as written,
//! every node with its span. Names are not resolved and types not checked
//! here; that is the checker's work.

use super::diag::Span;

/// A name with its place.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A string literal (its text, escapes resolved; `{…}` interpolations are
/// still in it).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Str {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Decl {
    pub kind: DeclKind,
    pub span: Span,
    /// The `override` keyword: the declaration replaces a base's.
    pub overrides: Option<Span>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeclKind {
    Variant {
        name: Ident,
        title: Str,
        rulebook: Option<Str>,
    },
    Extends {
        path: Str,
    },
    Rule {
        id: Ident,
        text: Str,
        source: Option<Str>,
    },
    Param {
        name: Ident,
        ty: TypeExpr,
        value: Expr,
    },
    Enum {
        name: Ident,
        variants: Vec<Ident>,
    },
    Group {
        name: Ident,
        value: Expr,
    },
    Fn {
        name: Ident,
        params: Vec<Param>,
        ret: TypeExpr,
        body: Expr,
    },
    Var {
        name: Ident,
        ty: TypeExpr,
        init: Expr,
    },
    Deck {
        cards: Expr,
    },
    Seat {
        name: Ident,
        value: Expr,
    },
    Deal {
        hand: (i64, Span),
        talon: Vec<(i64, Span)>,
    },
    Contract {
        name: Ident,
        title: Option<Str>,
        fields: Vec<Field>,
    },
    Announcement {
        name: Ident,
        params: Vec<Param>,
        title: Option<Str>,
        fields: Vec<Field>,
    },
    Handler {
        pattern: Pattern,
        body: Block,
    },
    Settle {
        body: Block,
    },
    Match {
        games: (i64, Span),
        score: Expr,
    },
    /// `standings NAME ["title"] { … }`: a tournament's standings.
    Standings(Box<StandingsDecl>),
    /// `action NAME(params) { … }`: statements handlers share.
    Action {
        name: Ident,
        params: Vec<Param>,
        body: Block,
    },
    /// `pass SECTION: WORD, …`: the word by which the seat to act says
    /// nothing in that section (the referee fills left-out passes with
    /// it); of several, the first the rules accept now.
    Pass {
        section: SectionName,
        section_span: Span,
        words: Vec<Ident>,
        /// `if COND`: only where the condition holds.
        when: Option<Expr>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Param {
    pub name: Ident,
    pub ty: TypeExpr,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Field {
    pub name: Ident,
    pub value: Expr,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TypeExpr {
    pub kind: TypeKind,
    pub optional: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TypeKind {
    Named(Ident),
    List(Box<TypeExpr>),
    /// `table[K, V]`: a value per announcement, contract or enum value.
    Table(Box<TypeExpr>, Box<TypeExpr>),
    Scores,
    Range(i64, i64),
}

/// The sections a word is said in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SectionName {
    Auction,
    Call,
    Announce,
}

/// Which events a handler answers.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Pattern {
    Start,
    Before,
    Trick,
    Play {
        name: Ident,
        ty: TypeExpr,
    },
    Take {
        name: Ident,
    },
    Discard {
        name: Ident,
    },
    Say {
        section: SectionName,
        word: WordPattern,
    },
    EndTurn {
        section: SectionName,
    },
    /// `on gap`: the record goes on with a later phase than the current
    /// one, and passes cannot end the phases between (book/src/ptn.md, "Passes a record leaves out").
    Gap,
}

/// How a said word is matched.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WordPattern {
    /// `pass`, `kontra(x: term)`
    Named {
        word: Ident,
        params: Option<Vec<Param>>,
    },
    /// `c: contract`, `a: announcement`, `k: card`, `t: term`
    Typed { name: Ident, ty: TypeExpr },
}

pub type Block = Vec<Stmt>;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Then {
    Stands,
    Void,
    Stop,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ViolationSpec {
    /// The finding kind as written (`renonce`, `illegal-bid` …).
    pub kind: (String, Span),
    /// The rule; `None` for `narrowed` (the rule of the narrowing stage).
    pub rule: Option<Ident>,
    pub by: Option<Expr>,
    pub then: Option<(Then, Span)>,
    pub message: Option<Expr>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PayFlag {
    Announced,
    Silent,
    Won,
    Lost,
}

/// `pay ITEM to SIDE value V [times T] points P [flags] [won if C] [announced if C]`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PayStmt {
    pub item: Expr,
    pub side: Expr,
    pub value: Expr,
    pub times: Option<Expr>,
    pub points: Expr,
    pub flags: Vec<(PayFlag, Span)>,
    pub won_if: Option<Expr>,
    pub announced_if: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StmtKind {
    Require {
        cond: Expr,
        violation: ViolationSpec,
    },
    Fail {
        violation: ViolationSpec,
    },
    Narrow {
        var: Ident,
        to: Expr,
        rule: Ident,
    },
    Let {
        name: Ident,
        value: Expr,
    },
    Set {
        place: Place,
        value: Expr,
    },
    Add {
        value: Expr,
        place: Place,
    },
    Remove {
        value: Expr,
        place: Place,
    },
    If {
        cond: Expr,
        then: Block,
        otherwise: Option<Block>,
    },
    For {
        var: Ident,
        over: Expr,
        body: Block,
    },
    Goto {
        phase: (String, Span),
    },
    Turn {
        seat: Expr,
    },
    Bind {
        card: Expr,
        trick: Expr,
    },
    Pay(Box<PayStmt>),
    Note {
        text: Expr,
    },
    Unchecked {
        text: Expr,
    },
    Ignore,
    Return,
    /// `do NAME(args)`: runs an action.
    Do {
        name: Ident,
        args: Vec<Expr>,
    },
}

/// An assignable place: a variable, or a per-seat variable at a seat.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Place {
    pub name: Ident,
    pub index: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum UnOp {
    Not,
    Neg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BinOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// Set intersection.
    Inter,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Or => "or",
            BinOp::And => "and",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::In => "in",
            BinOp::NotIn => "not in",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Inter => "&",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Quantifier {
    Count,
    Sum,
    All,
    Any,
    Max,
    Min,
    First,
    Collect,
    Per,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TableKey {
    Else,
    Cmp(BinOp, Expr),
    Range(i64, i64),
    Value(Expr),
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableArm {
    pub key: TableKey,
    pub value: Expr,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ExprKind {
    Int(i64),
    Bool(bool),
    None,
    Str(String),
    /// An upper-case token: a card or a suit, told apart by the checker.
    Token(String),
    Name(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Field(Box<Expr>, Ident),
    Index(Box<Expr>, Box<Expr>),
    Call(Ident, Vec<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Table(Box<Expr>, Vec<TableArm>),
    Comp {
        quantifier: Quantifier,
        var: Ident,
        over: Box<Expr>,
        filter: Option<Box<Expr>>,
        body: Option<Box<Expr>>,
    },
    Set(Vec<Expr>),
    List(Vec<Expr>),
}

/// `standings NAME ["title"] { … }` (grammar `standings_decl`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StandingsDecl {
    pub name: Ident,
    pub title: Option<Str>,
    /// `sheets "Round", "Table"`: the tags that group rows into sheets.
    pub sheets: Vec<Str>,
    /// `rows zero-sum by RULE`.
    pub zero_sum: Option<Ident>,
    /// `broken rows deleted|zero by RULE`: true for `zero`.
    pub broken: Option<(bool, Ident)>,
    /// `partners {1, 2}, {3, 4}`.
    pub partners: Vec<((i64, Span), (i64, Span))>,
    pub stages: Vec<StageDecl>,
}

/// `stage NAME ["title"] by RULE { … }`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StageDecl {
    pub name: Ident,
    pub title: Option<Str>,
    pub rule: Ident,
    /// `games "TAG" in "V", …`.
    pub games: Option<(Str, Vec<Str>)>,
    /// `units "TAG" [of N games] [each EXPR]`.
    pub units: Option<UnitsDecl>,
    /// `from STAGE top N`.
    pub from: Option<(Ident, (i64, Span))>,
    /// `score EXPR [halves]`.
    pub score: Option<(Expr, bool)>,
    pub ties: Vec<Expr>,
    /// `tie-break "TAG" in "V", … [of N games]`.
    pub tie_break: Option<TieBreakDecl>,
    /// `ranked items "A", "B", …`: settlement items, lowest first.
    pub ranked: Vec<Str>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct UnitsDecl {
    pub tag: Str,
    pub games: Option<(i64, Span)>,
    pub each: Option<Expr>,
}

/// `tie-break "TAG" in "V", … [of N games]`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TieBreakDecl {
    pub tag: Str,
    pub values: Vec<Str>,
    pub games: Option<(i64, Span)>,
}
