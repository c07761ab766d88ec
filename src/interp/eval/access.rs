//! Fields of values (`t.winner`, `c.value`, `a.args`).

use super::*;

impl<'a> Eval<'a> {
    pub(in crate::interp) fn field(
        &self,
        v: &Value,
        f: FieldOf,
        span: Span,
        depth: usize,
    ) -> RtResult<Value> {
        let game = || self.game(span, "trick");
        Ok(match (v, f) {
            (Value::None, _) => return err(span, "a field of none"),
            (Value::Contract(c), FieldOf::Contract(i)) => self
                .t
                .contracts
                .get(*c as usize)
                .and_then(|d| d.fields.get(i as usize))
                .cloned()
                .unwrap_or_default(),
            (Value::Contract(c), FieldOf::ContractName) => {
                Value::Text(Arc::from(self.t.contract_name(*c)))
            }
            (Value::Ann(a), FieldOf::Ann(i)) => {
                let Some(def) = self.t.anns.get(a.kind as usize) else {
                    return err(span, "unknown announcement");
                };
                let Some(ex) = def.fields.get(i as usize) else {
                    return Ok(Value::None);
                };
                // A constant field needs no frame.
                if let Expression::Const(v) = ex {
                    return Ok(v.clone());
                }
                let compiled = self.code.and_then(|c| c.ann_field(a.kind, i));
                let keep = compiled.is_some_and(|(_, free)| *free);
                if keep && let Some(v) = a.fields.get(i as usize) {
                    return Ok(v.clone());
                }
                let mut frame = a.args.clone();
                frame.resize_with(def.locals.max(frame.len()), Value::default);
                let v = match compiled {
                    Some((c, _)) => c(self, &mut frame, depth + 1)?,
                    None => self.ev(ex, &mut frame, depth + 1)?,
                };
                if keep {
                    a.fields.keep(i as usize, def.fields.len(), v.clone());
                }
                v
            }
            (Value::Ann(a), FieldOf::AnnName) => Value::Text(Arc::from(self.t.ann_name(a.kind))),
            (Value::Ann(a), FieldOf::AnnArgs) => Value::List(Arc::new(
                a.args
                    .iter()
                    .map(|x| Value::Term(Arc::new(value_term(x))))
                    .collect(),
            )),
            (Value::Trick(i), f) => {
                let i = *i;
                let g = game()?;
                let Some(t) = g.tricks.get(i as usize) else {
                    return err(span, "no such trick");
                };
                match f {
                    FieldOf::TrickNumber => Value::Int(i64::from(i) + 1),
                    FieldOf::TrickLeader => Value::Seat(t.leader),
                    FieldOf::TrickWinner => Value::Seat(t.winner),
                    FieldOf::TrickPlays => Value::List(Arc::new(
                        t.plays.iter().map(|(s, c)| Value::Play(*s, *c)).collect(),
                    )),
                    FieldOf::TrickCards => Value::Cards(t.cards()),
                    FieldOf::TrickLead => Value::Card(t.plays[0].1),
                    FieldOf::TrickWinning => Value::Card(t.winning()),
                    _ => return err(span, "not a field of a trick"),
                }
            }
            (Value::Play(s, _), FieldOf::PlaySeat) => Value::Seat(*s),
            (Value::Play(_, c), FieldOf::PlayCard) => Value::Card(*c),
            (Value::Term(t), FieldOf::TermWord) => Value::Text(match &**t {
                Term::Item(i) => Arc::from(i.name.as_str()),
                other => Arc::from(other.to_string()),
            }),
            (Value::Term(t), FieldOf::TermArgs) => Value::List(Arc::new(match &**t {
                Term::Item(i) => i
                    .args
                    .iter()
                    .map(|a| Value::Term(Arc::new(a.clone())))
                    .collect(),
                _ => Vec::new(),
            })),
            (Value::Term(t), FieldOf::TermNumber) => match &**t {
                Term::Int(n) => Value::Int(*n),
                _ => Value::None,
            },
            (Value::Term(t), FieldOf::TermSuit) => match &**t {
                Term::Suit(x) => Value::Suit(*x),
                _ => Value::None,
            },
            (Value::Take(t), FieldOf::TakeHalf) => Value::Int(match t {
                TalonTake::Half(n) => i64::from(*n),
                _ => 0,
            }),
            (Value::Take(t), FieldOf::TakeAll) => Value::Bool(*t == TalonTake::All),
            (Value::Take(t), FieldOf::TakeNone) => Value::Bool(*t == TalonTake::None),
            (v, _) => return err(span, format!("{} has no such field", brief(v))),
        })
    }
}
