//! Operators on values: checked arithmetic, equality, sets, scores,
//! indexing, and values to and from PTN terms.

use super::*;

/// An overflow of integer arithmetic.
#[cold]
#[inline(never)]
pub(super) fn overflow<T>(span: Span, what: &str) -> RtResult<T> {
    err(
        span,
        format!("{what} overflows the integers (-2^63 ... 2^63-1)"),
    )
}

/// `a + b`, `a - b`, `a * b` checked.
#[inline(always)]
pub(super) fn checked(op: Op, a: i64, b: i64, span: Span) -> RtResult<i64> {
    let (r, what) = match op {
        Op::Add | Op::Union => (a.checked_add(b), "this sum"),
        Op::Sub | Op::SubScores => (a.checked_sub(b), "this difference"),
        _ => (a.checked_mul(b), "this product"),
    };
    match r {
        Some(n) => Ok(n),
        None => overflow(span, what),
    }
}

/// `x == y`; comparing lists costs a step per element.
#[inline(always)]
pub(super) fn eq(x: &Value, y: &Value, span: Span) -> RtResult<bool> {
    use Value as V;
    // The plain values a spec compares most, decided in place.
    match (x, y) {
        (V::Int(a), V::Int(b)) => Ok(a == b),
        (V::Seat(a), V::Seat(b)) => Ok(a == b),
        (V::Card(a), V::Card(b)) => Ok(a == b),
        (V::Enum(a, b), V::Enum(c, d)) => Ok(a == c && b == d),
        (V::Phase(a), V::Phase(b)) => Ok(a == b),
        (V::Bool(a), V::Bool(b)) => Ok(a == b),
        (V::Contract(a), V::Contract(b)) => Ok(a == b),
        (V::None, V::None) => Ok(true),
        _ => eq_any(x, y, span),
    }
}

#[inline(never)]
fn eq_any(x: &Value, y: &Value, span: Span) -> RtResult<bool> {
    if let Value::List(a) = x {
        charge_list(a.len(), span)?;
    }
    Ok(x == y)
}

#[inline(never)]
pub(super) fn charge_list(n: usize, span: Span) -> RtResult<()> {
    charge(n as u64, span)
}

/// Four scores combined seat by seat, checked.
pub(super) fn scores_by(op: Op, a: &[i64; 4], b: &[i64; 4], span: Span) -> RtResult<Value> {
    let mut out = [0i64; 4];
    for i in 0..4 {
        out[i] = checked(op, a[i], b[i], span)?;
    }
    Ok(Value::Scores(Box::new(out)))
}

/// A binary operation on two values.
pub fn binop(op: Op, x: Value, y: Value, span: Span) -> RtResult<Value> {
    use Value as V;
    Ok(match (op, x, y) {
        (Op::Eq, a, b) => V::Bool(eq(&a, &b, span)?),
        (Op::Ne, a, b) => V::Bool(!eq(&a, &b, span)?),
        (Op::Lt, V::Int(a), V::Int(b)) => V::Bool(a < b),
        (Op::Le, V::Int(a), V::Int(b)) => V::Bool(a <= b),
        (Op::Gt, V::Int(a), V::Int(b)) => V::Bool(a > b),
        (Op::Ge, V::Int(a), V::Int(b)) => V::Bool(a >= b),
        (Op::Add, V::Int(a), V::Int(b)) => match a.checked_add(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this sum"),
        },
        (Op::Sub, V::Int(a), V::Int(b)) => match a.checked_sub(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this difference"),
        },
        (Op::Mul, V::Int(a), V::Int(b)) => match a.checked_mul(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this product"),
        },
        (Op::Div, V::Int(_), V::Int(0)) | (Op::Rem, V::Int(_), V::Int(0)) => {
            return err(span, "division by zero");
        }
        (Op::Div, V::Int(a), V::Int(b)) => match a.checked_div_euclid(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this quotient"),
        },
        (Op::Rem, V::Int(a), V::Int(b)) => match a.checked_rem_euclid(b) {
            Some(n) => V::Int(n),
            None => return overflow(span, "this remainder"),
        },
        (Op::Union | Op::Diff | Op::Inter, a @ (V::Cards(_) | V::Seats(_)), b) => {
            match set_op(op, &a, &b) {
                Some(v) => v,
                None => return not_applied(op, &a, &b, span),
            }
        }
        (Op::Union, V::Scores(a), V::Scores(b)) => scores_by(Op::Add, &a, &b, span)?,
        (Op::SubScores, V::Scores(a), V::Scores(b)) => scores_by(Op::Sub, &a, &b, span)?,
        (Op::ScaleScores, V::Int(k), V::Scores(a)) => scores_by(Op::Mul, &[k; 4], &a, span)?,
        (Op::Union, V::List(a), b) => {
            let mut v = a.as_ref().clone();
            list_add(&mut v, b, span)?;
            V::List(Arc::new(v))
        }
        (Op::Diff, V::List(a), b) => {
            charge(a.len() as u64, span)?;
            V::List(Arc::new(a.iter().filter(|x| **x != b).cloned().collect()))
        }
        (Op::Union, V::Text(a), V::Text(b)) => {
            text_len_ok(a.len() + b.len(), span)?;
            V::Text(Arc::from(format!("{a}{b}")))
        }
        (Op::In, V::Card(c), V::Cards(s)) => V::Bool(s.contains(c)),
        (Op::NotIn, V::Card(c), V::Cards(s)) => V::Bool(!s.contains(c)),
        (Op::In, V::Seat(x), V::Seats(m)) => V::Bool(m & V::seats_mask(x) != 0),
        (Op::NotIn, V::Seat(x), V::Seats(m)) => V::Bool(m & V::seats_mask(x) == 0),
        (Op::In, x, V::List(v)) => {
            charge(v.len() as u64, span)?;
            V::Bool(v.contains(&x))
        }
        (Op::NotIn, x, V::List(v)) => {
            charge(v.len() as u64, span)?;
            V::Bool(!v.contains(&x))
        }
        (Op::In | Op::NotIn, V::None, _) => return err(span, "`in` of none"),
        (op, a, b) => return not_applied(op, &a, &b, span),
    })
}

/// A union, difference or intersection of a set of cards or of seats
/// with a card, a seat or a set (`None` for any other operands): the
/// operations `add` and `remove` make on such a set, done in place by
/// `IState::change`.
#[inline]
pub fn set_op(op: Op, a: &Value, b: &Value) -> Option<Value> {
    use Value as V;
    Some(match (op, a, b) {
        (Op::Union, V::Cards(a), V::Cards(b)) => V::Cards(*a | *b),
        (Op::Union, V::Cards(a), V::Card(b)) => V::Cards(a.with(*b)),
        (Op::Diff, V::Cards(a), V::Cards(b)) => V::Cards(*a - *b),
        (Op::Diff, V::Cards(a), V::Card(b)) => V::Cards(a.without(*b)),
        (Op::Inter, V::Cards(a), V::Cards(b)) => V::Cards(*a & *b),
        (Op::Union, V::Seats(a), V::Seats(b)) => V::Seats(a | b),
        (Op::Union, V::Seats(a), V::Seat(b)) => V::Seats(a | V::seats_mask(*b)),
        (Op::Diff, V::Seats(a), V::Seats(b)) => V::Seats(a & !b),
        (Op::Diff, V::Seats(a), V::Seat(b)) => V::Seats(a & !V::seats_mask(*b)),
        (Op::Inter, V::Seats(a), V::Seats(b)) => V::Seats(a & b),
        _ => return None,
    })
}

/// The error of an operation its operands do not fit.
fn not_applied(op: Op, a: &Value, b: &Value, span: Span) -> RtResult<Value> {
    if matches!(a, Value::None) || matches!(b, Value::None) {
        return err(span, "a value is none");
    }
    err(
        span,
        format!("`{op:?}` does not apply to {} and {}", brief(a), brief(b)),
    )
}

/// Indexing: lists from 1, scores by seat, tables by their item.
pub fn index(v: &Value, i: &Value, span: Span) -> RtResult<Value> {
    match (v, i) {
        (Value::List(items), Value::Int(n)) => match usize::try_from(*n)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|k| items.get(k))
        {
            Some(x) => Ok(x.clone()),
            None => err(
                span,
                format!("there is no element {n} (the list has {})", items.len()),
            ),
        },
        (Value::List(items), Value::Seat(s)) => items.get(s.index()).cloned().map_or_else(
            || err(span, format!("the list has no element for seat {s}")),
            Ok,
        ),
        (Value::Scores(a), Value::Seat(s)) => Ok(Value::Int(a[s.index()])),
        (Value::Table(t), k) => match k.table_key().and_then(|n| t.get(n)) {
            Some(Some(x)) => Ok(x.clone()),
            _ => err(span, format!("the table has no entry for {}", brief(k))),
        },
        (Value::None, _) => err(span, "an index into none"),
        (v, i) => err(span, format!("cannot index {} by {}", brief(v), brief(i))),
    }
}

/// `add b to` a list, where it is: `b`'s items if it is a list, else
/// `b`; the new length checked and charged first (nothing added on an
/// error). `binop` makes a new list with it, `IState::change` grows a
/// variable's in place.
pub fn list_add(list: &mut Vec<Value>, b: Value, span: Span) -> RtResult<()> {
    let added = match &b {
        Value::List(items) => items.len(),
        _ => 1,
    };
    list_len_ok(list.len() + added, span)?;
    // A list a game adds to starts empty and grows by doubling from four:
    // room for eight at once spares it a copy.
    if list.capacity() == 0 {
        list.reserve(added.max(8));
    }
    match b {
        Value::List(items) => list.extend(items.iter().cloned()),
        b => list.push(b),
    }
    Ok(())
}

/// A term's argument as a value of the declared type.
pub fn term_value(t: &Term, ty: &crate::lang::types::Ty, ev: &Eval<'_>) -> Option<Value> {
    use crate::lang::types::Ty;
    match (ty.base(), t) {
        (Ty::Card, Term::Card(c)) => ev.t.deck.contains(*c).then_some(Value::Card(*c)),
        (Ty::Suit, Term::Suit(s)) => Some(Value::Suit(*s)),
        (Ty::Int, Term::Int(n)) => Some(Value::Int(*n)),
        (Ty::Term, t) => Some(Value::Term(Arc::new(t.clone()))),
        (Ty::Contract, t) => ev.contract_of(t),
        (Ty::Announcement, t) => ev.ann_of(t),
        _ => None,
    }
}

/// A value as a transcript term (for an announcement's arguments).
pub fn value_term(v: &Value) -> Term {
    match v {
        Value::Card(c) => Term::Card(*c),
        Value::Suit(s) => Term::Suit(*s),
        Value::Int(n) => Term::Int(*n),
        Value::Term(t) => t.as_ref().clone(),
        other => Term::Item(Item::new(
            other.to_string().replace(' ', "-").to_lowercase(),
            Vec::new(),
        )),
    }
}

/// An announcement's argument written as its token (a card, a suit's
/// letter, anything else as itself) onto `out`.
pub(super) fn push_arg_token(out: &mut String, v: &Value) {
    use std::fmt::Write;
    match v {
        Value::Card(c) => c.token().push_onto(out),
        Value::Suit(s) => out.push(s.letter()),
        Value::Int(n) => crate::ptn::push_int(out, *n),
        other => {
            let _ = write!(out, "{other}");
        }
    }
}
