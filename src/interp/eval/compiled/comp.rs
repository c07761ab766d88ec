//! Comprehensions compiled: the same walk as `Eval::comp`, with the
//! filter and the body compiled for what the quantifier needs of them.

use super::*;
use crate::interp::eval::comprehension::{items, table_put};

type CInt = Compiled<i64>;

/// The body, compiled for its use.
enum Body {
    None,
    Bool(CBool),
    Int(CInt),
    Value(CExpr),
}

/// Where the items come from: any collection, or the seats in order from
/// one (`order(s)`) and the cards of the trick so far (`current`), which
/// are gone through without building their lists.
enum Source {
    Any(CExpr),
    Order(Compiled<Seat>),
    /// `current`, with the builtin's place (for its error without a game).
    Current(Span),
    /// A variable's collection, gone through where it is (a variable does
    /// not change while an expression is computed).
    Global(usize),
}

pub(super) fn compile(
    q: Comp,
    slot: u16,
    over: &Expression,
    filter: Option<&Expression>,
    body: Option<&Expression>,
    span: Span,
) -> CExpr {
    let source = match over {
        Expression::Builtin(Intrinsic::Order, args, at) => {
            Source::Order(super::builtin::seat_of(args.first(), *at))
        }
        Expression::Builtin(Intrinsic::Current, _, at) => Source::Current(*at),
        Expression::Global(g) => Source::Global(*g as usize),
        _ => Source::Any(super::compile(over)),
    };
    let filter = filter.map(compile_bool);
    let body = match (q, body) {
        (_, None) => Body::None,
        (Comp::Count | Comp::All | Comp::Any, Some(b)) => Body::Bool(compile_bool(b)),
        (Comp::Sum | Comp::Max | Comp::Min | Comp::Per, Some(b)) => Body::Int(compile_int(b)),
        (_, Some(b)) => Body::Value(super::compile(b)),
    };
    let c = Comprehension {
        q,
        slot: slot as usize,
        filter,
        body,
        span,
    };
    cx(move |ev, l, d| match &source {
        Source::Any(over) => {
            let over = over(ev, l, d)?;
            c.run(items(&over, span)?, ev, l, d)
        }
        Source::Order(s) => {
            let s = s(ev, l, d)?;
            charge(4, span)?;
            c.run(s.cycle_from().into_iter().map(Value::Seat), ev, l, d)
        }
        Source::Global(g) => {
            let over = ev.globals.get(*g).unwrap_or(&Value::None);
            c.run(items(over, span)?, ev, l, d)
        }
        Source::Current(at) => {
            let plays = &ev.game(*at, "current")?.current;
            charge(plays.len() as u64, span)?;
            c.run(plays.iter().map(|(s, x)| Value::Play(*s, *x)), ev, l, d)
        }
    })
}

/// A comprehension's quantifier, slot, filter and body.
struct Comprehension {
    q: Comp,
    slot: usize,
    filter: Option<CBool>,
    body: Body,
    span: Span,
}

impl Comprehension {
    /// Goes through the items (their steps already charged).
    #[inline(always)]
    fn run(
        &self,
        items: impl Iterator<Item = Value>,
        ev: &Eval<'_>,
        l: &mut Vec<Value>,
        d: usize,
    ) -> RtResult<Value> {
        let Comprehension {
            q,
            slot: s,
            filter,
            body,
            span,
        } = self;
        let (q, s, span) = (*q, *s, *span);
        if l.len() <= s {
            l.resize_with(s + 1, Value::default);
        }
        let yes = |l: &mut Vec<Value>| -> RtResult<bool> {
            match body {
                Body::Bool(b) => b(ev, l, d),
                _ => Ok(true),
            }
        };
        let int = |l: &mut Vec<Value>, item: &Value| -> RtResult<i64> {
            match body {
                Body::Int(b) => b(ev, l, d),
                _ => Ok(item.int().unwrap_or(0)),
            }
        };
        let value = |l: &mut Vec<Value>, item: Value| -> RtResult<Value> {
            match body {
                Body::Value(b) => b(ev, l, d),
                _ => Ok(item),
            }
        };
        let mut count = 0i64;
        let mut sum = 0i64;
        let mut best: Option<i64> = None;
        let mut cards = CardSet::EMPTY;
        let mut seats = 0u8;
        let mut collected = Vec::new();
        let mut per = [0i64; 4];
        let mut table: Vec<Option<Value>> = Vec::new();
        for item in items {
            discard(std::mem::replace(&mut l[s], item.clone()));
            if let Some(f) = filter
                && !f(ev, l, d)?
            {
                continue;
            }
            match q {
                Comp::Count => {
                    if yes(l)? {
                        count += 1;
                    }
                }
                Comp::Sum => {
                    let x = int(l, &item)?;
                    sum = checked(Op::Add, sum, x, span)?;
                }
                Comp::Max | Comp::Min => {
                    let v = int(l, &item)?;
                    best = Some(match best {
                        None => v,
                        Some(x) if q == Comp::Max => x.max(v),
                        Some(x) => x.min(v),
                    });
                }
                Comp::All => {
                    if !yes(l)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Comp::Any => {
                    if yes(l)? {
                        return Ok(Value::Bool(true));
                    }
                }
                Comp::First => return value(l, item),
                Comp::CollectCards => match value(l, item)? {
                    Value::Card(c) => {
                        cards.insert(c);
                    }
                    Value::Cards(c) => cards |= c,
                    _ => {}
                },
                Comp::CollectSeats => match value(l, item)? {
                    Value::Seat(x) => seats |= Value::seats_mask(x),
                    Value::Seats(x) => seats |= x,
                    _ => {}
                },
                Comp::CollectList => {
                    if collected.len() >= MAX_ELEMENTS {
                        list_len_ok(collected.len() + 1, span)?;
                    }
                    collected.push(value(l, item)?);
                }
                Comp::Per => {
                    if let (Value::Seat(x), Body::Int(b)) = (&item, body) {
                        per[x.index()] = b(ev, l, d)?;
                    }
                }
                Comp::PerTable => {
                    if let Some(k) = item.table_key() {
                        let v = value(l, item)?;
                        table_put(&mut table, k, v);
                    }
                }
            }
        }
        Ok(match q {
            Comp::Count => Value::Int(count),
            Comp::Sum => Value::Int(sum),
            Comp::Max | Comp::Min => Value::Int(best.unwrap_or(0)),
            Comp::All => Value::Bool(true),
            Comp::Any => Value::Bool(false),
            Comp::First => Value::None,
            Comp::CollectCards => Value::Cards(cards),
            Comp::CollectSeats => Value::Seats(seats),
            Comp::CollectList => Value::List(Arc::new(collected)),
            Comp::Per => Value::Scores(Box::new(per)),
            Comp::PerTable => Value::Table(Arc::new(table)),
        })
    }
}
