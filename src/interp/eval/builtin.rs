//! The builtin values and functions (`Intrinsic`), and words read as
//! contracts and announcements.

use super::*;

impl<'a> Eval<'a> {
    pub(super) fn builtin(
        &self,
        bi: Intrinsic,
        args: &[Expression],
        span: Span,
        l: &mut Vec<Value>,
        d: usize,
    ) -> RtResult<Value> {
        let seat_arg = |this: &Self, l: &mut Vec<Value>| -> RtResult<Seat> {
            match args.first() {
                Some(a) => this.seat(a, l, d),
                None => err(span, "a seat is missing"),
            }
        };
        let card_arg = |this: &Self, l: &mut Vec<Value>| -> RtResult<Card> {
            match args.first() {
                Some(a) => this.card(a, l, d),
                None => err(span, "a card is missing"),
            }
        };
        Ok(match bi {
            Intrinsic::All => Value::Cards(CardSet::ALL),
            Intrinsic::Deck => Value::Cards(self.t.deck),
            Intrinsic::Tarocks => Value::Cards(CardSet::TAROCKS),
            Intrinsic::Kings => Value::Cards(CardSet::KINGS),
            Intrinsic::Queens => Value::Cards(CardSet::QUEENS),
            Intrinsic::Knights => Value::Cards(CardSet::KNIGHTS),
            Intrinsic::Jacks => Value::Cards(CardSet::JACKS),
            Intrinsic::Suit => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Suit(s)) => Value::Cards(CardSet::suit(s)),
                Some(Value::Card(c)) => Value::Cards(match c.suit() {
                    Some(s) => CardSet::suit(s),
                    None => CardSet::TAROCKS,
                }),
                Some(Value::None) => return err(span, "`suit` of none"),
                _ => return err(span, "`suit` takes a suit or a card"),
            },
            Intrinsic::SuitOf => match card_arg(self, l)?.suit() {
                Some(s) => Value::Suit(s),
                None => Value::None,
            },
            Intrinsic::Number => {
                Value::Int(card_arg(self, l)?.tarock_number().map_or(0, i64::from))
            }
            // Trick order within a suit or the tarocks; of a mixed set a
            // tarock is above every suit card.
            Intrinsic::Highest => {
                let cs = self.cards(
                    args.first().unwrap_or(&Expression::Const(Value::None)),
                    l,
                    d,
                )?;
                let t = cs & CardSet::TAROCKS;
                (if t.is_empty() { cs } else { t })
                    .last()
                    .map_or(Value::None, Value::Card)
            }
            Intrinsic::Lowest => {
                let cs = self.cards(
                    args.first().unwrap_or(&Expression::Const(Value::None)),
                    l,
                    d,
                )?;
                let suits = cs - CardSet::TAROCKS;
                (if suits.is_empty() { cs } else { suits })
                    .first()
                    .map_or(Value::None, Value::Card)
            }
            Intrinsic::Above => {
                let c = card_arg(self, l)?;
                let mask = match c.suit() {
                    Some(s) => CardSet::suit(s),
                    None => CardSet::TAROCKS,
                };
                Value::Cards(mask & CardSet::from_bits(!((2u64 << c.index()) - 1)))
            }
            Intrinsic::Describe => {
                let v = match args.first() {
                    Some(a) => self.ev(a, l, d)?,
                    None => Value::None,
                };
                Value::Text(Arc::from(match v {
                    Value::Card(c) => c.described(),
                    Value::Cards(cs) => cs.display_sorted().to_string(),
                    Value::Seat(s) => format!("seat {s}"),
                    other => self.show(&other),
                }))
            }
            Intrinsic::Text => {
                let v = match args.first() {
                    Some(a) => self.ev(a, l, d)?,
                    None => Value::None,
                };
                Value::Text(Arc::from(self.show(&v)))
            }
            Intrinsic::CardsOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::List(items)) => {
                    Value::Cards(items.iter().filter_map(Value::card).collect())
                }
                _ => Value::Cards(CardSet::EMPTY),
            },
            Intrinsic::Count => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Cards(cs)) => Value::Int(cs.len() as i64),
                Some(Value::Seats(m)) => Value::Int(m.count_ones() as i64),
                Some(Value::List(v)) => Value::Int(v.len() as i64),
                Some(Value::None) => return err(span, "cannot count none"),
                _ => return err(span, "`count` takes cards, seats or a list"),
            },
            Intrinsic::SeatsAll => Value::Seats(0b1111),
            Intrinsic::Next => Value::Seat(seat_arg(self, l)?.next()),
            Intrinsic::Prev => Value::Seat(seat_arg(self, l)?.plus(3)),
            Intrinsic::Order => {
                let s = seat_arg(self, l)?;
                Value::List(Arc::new(
                    s.cycle_from().iter().map(|x| Value::Seat(*x)).collect(),
                ))
            }
            Intrinsic::Hand => {
                Value::Cards(self.game(span, "hand")?.hands[seat_arg(self, l)?.index()])
            }
            Intrinsic::Dealt => {
                Value::Cards(self.game(span, "dealt")?.dealt[seat_arg(self, l)?.index()])
            }
            Intrinsic::Talon => Value::List(Arc::new(
                self.game(span, "talon")?
                    .talon
                    .iter()
                    .map(|h| Value::Cards(*h))
                    .collect(),
            )),
            Intrinsic::Tricks => Value::List(Arc::new(
                (0..self.game(span, "tricks")?.tricks.len())
                    .map(|i| Value::Trick(i as u16))
                    .collect(),
            )),
            Intrinsic::TrickNo => Value::Int(self.game(span, "trick_no")?.tricks.len() as i64 + 1),
            Intrinsic::Current => Value::List(Arc::new(
                self.game(span, "current")?
                    .current
                    .iter()
                    .map(|(s, c)| Value::Play(*s, *c))
                    .collect(),
            )),
            Intrinsic::Led => self
                .game(span, "led")?
                .current
                .first()
                .map_or(Value::None, |p| Value::Card(p.1)),
            Intrinsic::Taken => {
                Value::Cards(self.game(span, "taken")?.taken[seat_arg(self, l)?.index()])
            }
            Intrinsic::WonCount => Value::Int(i64::from(
                self.game(span, "won_count")?.won[seat_arg(self, l)?.index()],
            )),
            Intrinsic::Holder => {
                let g = self.game(span, "holder")?;
                let c = card_arg(self, l)?;
                Seat::ALL
                    .into_iter()
                    .find(|s| g.dealt[s.index()].contains(c))
                    .map_or(Value::None, Value::Seat)
            }
            Intrinsic::Bound => {
                let g = self.game(span, "bound")?;
                let c = card_arg(self, l)?;
                g.bindings
                    .iter()
                    .rev()
                    .find(|b| b.0 == c)
                    .map_or(Value::None, |b| Value::Int(b.1))
            }
            Intrinsic::BindOrder => {
                let g = self.game(span, "bind_order")?;
                let c = card_arg(self, l)?;
                g.bindings
                    .iter()
                    .rev()
                    .find(|b| b.0 == c)
                    .map_or(Value::None, |b| Value::Int(i64::from(b.2)))
            }
            Intrinsic::Phase => Value::Phase(self.game(span, "phase")?.phase),
            Intrinsic::Speaker => match self.event.speaker {
                Some(s) => Value::Seat(s),
                None => return err(span, "`speaker`: there is no event here"),
            },
            Intrinsic::EventPhase => match self.event.phase {
                Some(p) => Value::Phase(p),
                None => return err(span, "`event_phase`: there is no event here"),
            },
            Intrinsic::Said => self.said.map_or(Value::None, |t| Value::Term(t.clone())),
            Intrinsic::ToAct => Value::Seat(self.game(span, "to_act")?.turn),
            Intrinsic::AfterVoid => Value::Bool(self.event.after_void),
            Intrinsic::Checking => Value::Bool(self.event.checking),
            Intrinsic::InVoidLine => Value::Bool(self.event.in_void_line),
            Intrinsic::Reconstructed => {
                Value::Bool(self.game(span, "reconstructed")?.reconstructed)
            }
            Intrinsic::Contracts => Value::List(Arc::new(
                (0..self.t.contracts.len())
                    .map(|i| Value::Contract(i as u16))
                    .collect(),
            )),
            Intrinsic::Announcements => Value::List(Arc::new(
                self.t
                    .anns
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.params.is_empty())
                    .map(|(k, _)| Value::Ann(Arc::new(AnnValue::new(k as u16, Vec::new()))))
                    .collect(),
            )),
            Intrinsic::CardOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => t.card().map_or(Value::None, Value::Card),
                _ => Value::None,
            },
            Intrinsic::AnnOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => self.ann_of(&t).unwrap_or(Value::None),
                _ => Value::None,
            },
            Intrinsic::ContractOf => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::Term(t)) => self.contract_of(&t).unwrap_or(Value::None),
                _ => Value::None,
            },
            Intrinsic::Min | Intrinsic::Max => {
                let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
                    return err(span, "two numbers are needed");
                };
                let (x, y) = (self.int(a, l, d)?, self.int(b, l, d)?);
                Value::Int(if bi == Intrinsic::Min {
                    x.min(y)
                } else {
                    x.max(y)
                })
            }
            Intrinsic::Abs => match self
                .int(
                    args.first().unwrap_or(&Expression::Const(Value::Int(0))),
                    l,
                    d,
                )?
                .checked_abs()
            {
                Some(n) => Value::Int(n),
                None => return overflow(span, "`abs` here"),
            },
            Intrinsic::Clamp => {
                let (Some(a), Some(b), Some(c)) = (args.first(), args.get(1), args.get(2)) else {
                    return err(span, "three numbers are needed");
                };
                let (lo, x, hi) = (self.int(a, l, d)?, self.int(b, l, d)?, self.int(c, l, d)?);
                Value::Int(x.max(lo).min(hi))
            }
            Intrinsic::Len => match args.first().map(|a| self.ev(a, l, d)).transpose()? {
                Some(Value::List(v)) => Value::Int(v.len() as i64),
                _ => Value::Int(0),
            },
            Intrinsic::Range => {
                let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
                    return err(span, "two numbers are needed");
                };
                let (lo, hi) = (self.int(a, l, d)?, self.int(b, l, d)?);
                // In i128: no span of two i64 overflows it.
                let n = (i128::from(hi) - i128::from(lo) + 1).max(0);
                if n > MAX_ELEMENTS as i128 {
                    return err(
                        span,
                        format!("range({lo}, {hi}) is too long (at most {MAX_ELEMENTS} numbers)"),
                    );
                }
                list_len_ok(n as usize, span)?;
                Value::List(Arc::new((lo..=hi).map(Value::Int).collect()))
            }
        })
    }

    /// The announcement a term names, with its arguments checked.
    pub fn ann_of(&self, t: &Term) -> Option<Value> {
        let Term::Item(item) = t else { return None };
        let (k, def) = self
            .t
            .anns
            .iter()
            .enumerate()
            .find(|(_, a)| a.name == item.name.as_str())?;
        if def.params.len() != item.args.len() {
            return None;
        }
        let mut args = Vec::with_capacity(item.args.len());
        for (arg, (_, ty)) in item.args.iter().zip(&def.params) {
            args.push(term_value(arg, ty, self)?);
        }
        Some(Value::Ann(Arc::new(AnnValue::new(k as u16, args))))
    }

    /// The contract a term names.
    pub fn contract_of(&self, t: &Term) -> Option<Value> {
        let Term::Item(item) = t else { return None };
        if !item.args.is_empty() {
            return None;
        }
        self.t
            .contracts
            .iter()
            .position(|c| c.name == item.name.as_str())
            .map(|i| Value::Contract(i as u16))
    }
}
