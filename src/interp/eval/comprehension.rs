//! Comprehensions: `count`, `sum`, `all`, `any`, `max`, `min`, `first`,
//! `collect`, `per` over cards, seats and lists.

use super::*;

impl<'a> Eval<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn comp(
        &self,
        q: Comp,
        slot: u16,
        over: &Expression,
        filter: Option<&Expression>,
        body: Option<&Expression>,
        span: Span,
        l: &mut Vec<Value>,
        d: usize,
    ) -> RtResult<Value> {
        let over = self.ev(over, l, d)?;
        let items = items(&over, span)?;
        let s = slot as usize;
        if l.len() <= s {
            l.resize_with(s + 1, Value::default);
        }
        let mut count = 0i64;
        let mut sum = 0i64;
        let mut best: Option<i64> = None;
        let mut cards = CardSet::EMPTY;
        let mut seats = 0u8;
        let mut collected = Vec::new();
        let mut per = [0i64; 4];
        let mut table: Vec<Option<Value>> = Vec::new();
        for item in items {
            l[s] = item.clone();
            if let Some(f) = filter
                && !self.bool(f, l, d)?
            {
                continue;
            }
            match q {
                Comp::Count => {
                    if body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        count += 1;
                    }
                }
                Comp::Sum => {
                    let x = match body {
                        Some(b) => self.int(b, l, d)?,
                        None => item.int().unwrap_or(0),
                    };
                    sum = checked(Op::Add, sum, x, span)?;
                }
                Comp::Max | Comp::Min => {
                    let v = match body {
                        Some(b) => self.int(b, l, d)?,
                        None => item.int().unwrap_or(0),
                    };
                    best = Some(match best {
                        None => v,
                        Some(x) if q == Comp::Max => x.max(v),
                        Some(x) => x.min(v),
                    });
                }
                Comp::All => {
                    if !body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        return Ok(Value::Bool(false));
                    }
                }
                Comp::Any => {
                    if body
                        .map(|b| self.bool(b, l, d))
                        .transpose()?
                        .unwrap_or(true)
                    {
                        return Ok(Value::Bool(true));
                    }
                }
                Comp::First => {
                    return Ok(match body {
                        Some(b) => self.ev(b, l, d)?,
                        None => item,
                    });
                }
                Comp::CollectCards => {
                    match body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item) {
                        Value::Card(c) => {
                            cards.insert(c);
                        }
                        Value::Cards(c) => cards |= c,
                        _ => {}
                    }
                }
                Comp::CollectSeats => {
                    match body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item) {
                        Value::Seat(x) => seats |= Value::seats_mask(x),
                        Value::Seats(x) => seats |= x,
                        _ => {}
                    }
                }
                Comp::CollectList => {
                    if collected.len() >= MAX_ELEMENTS {
                        list_len_ok(collected.len() + 1, span)?;
                    }
                    collected.push(body.map(|b| self.ev(b, l, d)).transpose()?.unwrap_or(item))
                }
                Comp::Per => {
                    if let (Value::Seat(x), Some(b)) = (&item, body) {
                        per[x.index()] = self.int(b, l, d)?;
                    }
                }
                Comp::PerTable => {
                    if let (Some(k), Some(b)) = (item.table_key(), body) {
                        let v = self.ev(b, l, d)?;
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

/// Puts a table's entry for the item numbered `k`.
pub(crate) fn table_put(table: &mut Vec<Option<Value>>, k: usize, v: Value) {
    if table.len() <= k {
        table.resize(k + 1, None);
    }
    table[k] = Some(v);
}

/// The items a comprehension goes through, walked where they are (no list
/// is built for a set of cards or seats, and a list is not copied), a step
/// charged for each at once.
pub(crate) fn items(over: &Value, span: Span) -> RtResult<Items<'_>> {
    let (n, items) = match over {
        Value::Cards(cs) => (cs.len(), Items::Cards(*cs)),
        // Bit 0 is seat 1: the four seats' bits.
        Value::Seats(m) => (m.count_ones() as usize, Items::Seats(*m & 0x0f)),
        Value::List(v) => (v.len(), Items::List(v.iter())),
        Value::None => return err(span, "cannot go through none"),
        other => return err(span, format!("cannot go through {}", brief(other))),
    };
    charge(n as u64, span)?;
    Ok(items)
}

/// The items of a set of cards (in the deck's order), of seats (seat 1
/// first) or of a list, one kind to an iterator: a `for` over a list had
/// each step try the cards and the seats first (a closure over all three).
pub(crate) enum Items<'v> {
    Cards(CardSet),
    Seats(u8),
    List(std::slice::Iter<'v, Value>),
}

impl Iterator for Items<'_> {
    type Item = Value;

    #[inline]
    fn next(&mut self) -> Option<Value> {
        match self {
            Items::Cards(cs) => {
                let c = cs.first()?;
                cs.remove(c);
                Some(Value::Card(c))
            }
            Items::Seats(m) => {
                if *m == 0 {
                    return None;
                }
                let i = m.trailing_zeros() as usize;
                *m &= *m - 1;
                Some(Value::Seat(Seat::from_index(i)))
            }
            Items::List(it) => it.next().cloned(),
        }
    }
}
