//! The builtins a spec uses most, compiled (the same values and errors as
//! `Eval::builtin`); the others are walked.

use super::*;

/// A seat operand, as `Eval::seat`.
pub(super) fn seat_of(a: Option<&Expression>, span: Span) -> Compiled<Seat> {
    let Some(a) = a else {
        return Box::new(move |_: &Eval<'_>, _: &mut Vec<Value>, _: usize| {
            err(span, "a seat is missing")
        });
    };
    let at = span_of(a);
    fn not_a_seat(v: &Value, at: Span) -> RtResult<Seat> {
        match v {
            Value::None => err(at, "expected a seat, found none"),
            other => err(at, format!("expected a seat, found {}", brief(other))),
        }
    }
    // The commonest seats read in place: a local, `speaker`.
    match a {
        Expression::Local(i) => {
            let i = *i as usize;
            return Box::new(
                move |_: &Eval<'_>, l: &mut Vec<Value>, _: usize| match l.get(i) {
                    Some(Value::Seat(s)) => Ok(*s),
                    other => not_a_seat(other.unwrap_or(&Value::None), at),
                },
            );
        }
        Expression::Builtin(Intrinsic::Speaker, args, sp) if args.is_empty() => {
            let sp = *sp;
            return Box::new(move |ev: &Eval<'_>, _: &mut Vec<Value>, _: usize| {
                match ev.event.speaker {
                    Some(s) => Ok(s),
                    None => err(sp, "`speaker`: there is no event here"),
                }
            });
        }
        _ => {}
    }
    let f = super::compile(a);
    Box::new(
        move |ev: &Eval<'_>, l: &mut Vec<Value>, d: usize| match f(ev, l, d)? {
            Value::Seat(s) => Ok(s),
            other => not_a_seat(&other, at),
        },
    )
}

/// A card operand, as `Eval::card`.
fn card_of(a: Option<&Expression>, span: Span) -> Compiled<Card> {
    let Some(a) = a else {
        return Box::new(move |_: &Eval<'_>, _: &mut Vec<Value>, _: usize| {
            err(span, "a card is missing")
        });
    };
    let at = span_of(a);
    if let Expression::Local(i) = a {
        let i = *i as usize;
        return Box::new(
            move |_: &Eval<'_>, l: &mut Vec<Value>, _: usize| match l.get(i) {
                Some(Value::Card(c)) => Ok(*c),
                None | Some(Value::None) => err(at, "expected a card, found none"),
                Some(other) => err(at, format!("expected a card, found {}", brief(other))),
            },
        );
    }
    let f = super::compile(a);
    Box::new(
        move |ev: &Eval<'_>, l: &mut Vec<Value>, d: usize| match f(ev, l, d)? {
            Value::Card(c) => Ok(c),
            Value::None => err(at, "expected a card, found none"),
            other => err(at, format!("expected a card, found {}", brief(&other))),
        },
    )
}

/// A cards operand, as `Eval::cards` (a missing one is none).
fn cards_of(a: Option<&Expression>) -> Compiled<CardSet> {
    if let Some(a @ Expression::Local(i)) = a {
        let (at, i) = (span_of(a), *i as usize);
        return Box::new(
            move |_: &Eval<'_>, l: &mut Vec<Value>, _: usize| match l.get(i) {
                Some(Value::Cards(c)) => Ok(*c),
                Some(Value::Card(c)) => Ok(CardSet::single(*c)),
                other => err(
                    at,
                    format!(
                        "expected cards, found {}",
                        brief(other.unwrap_or(&Value::None))
                    ),
                ),
            },
        );
    }
    let (at, f) = match a {
        Some(a) => (span_of(a), super::compile(a)),
        None => (Span::default(), cx(|_, _, _| Ok(Value::None))),
    };
    Box::new(
        move |ev: &Eval<'_>, l: &mut Vec<Value>, d: usize| match f(ev, l, d)? {
            Value::Cards(c) => Ok(c),
            Value::Card(c) => Ok(CardSet::single(c)),
            other => err(at, format!("expected cards, found {}", brief(&other))),
        },
    )
}

/// A value operand that may be missing (`args.first().map(ev)`).
fn opt(a: Option<&Expression>) -> Option<CExpr> {
    a.map(super::compile)
}

pub(super) fn compile(bi: Intrinsic, args: &[Expression], span: Span, e: &Expression) -> CExpr {
    use Intrinsic as I;
    let a0 = args.first();
    macro_rules! constant {
        ($v:expr) => {{
            let v = $v;
            cx(move |_, _, _| Ok(Value::Cards(v)))
        }};
    }
    match bi {
        I::All => constant!(CardSet::ALL),
        I::Tarocks => constant!(CardSet::TAROCKS),
        I::Kings => constant!(CardSet::KINGS),
        I::Queens => constant!(CardSet::QUEENS),
        I::Knights => constant!(CardSet::KNIGHTS),
        I::Jacks => constant!(CardSet::JACKS),
        I::Deck => cx(|ev, _, _| Ok(Value::Cards(ev.t.deck))),
        I::SeatsAll => cx(|_, _, _| Ok(Value::Seats(0b1111))),
        I::Suit => {
            let a = opt(a0);
            cx(move |ev, l, d| {
                Ok(match a.as_ref().map(|a| a(ev, l, d)).transpose()? {
                    Some(Value::Suit(s)) => Value::Cards(CardSet::suit(s)),
                    Some(Value::Card(c)) => Value::Cards(match c.suit() {
                        Some(s) => CardSet::suit(s),
                        None => CardSet::TAROCKS,
                    }),
                    Some(Value::None) => return err(span, "`suit` of none"),
                    _ => return err(span, "`suit` takes a suit or a card"),
                })
            })
        }
        I::SuitOf => {
            let c = card_of(a0, span);
            cx(move |ev, l, d| {
                Ok(match c(ev, l, d)?.suit() {
                    Some(s) => Value::Suit(s),
                    None => Value::None,
                })
            })
        }
        I::Number => {
            let c = card_of(a0, span);
            cx(move |ev, l, d| {
                Ok(Value::Int(
                    c(ev, l, d)?.tarock_number().map_or(0, i64::from),
                ))
            })
        }
        I::Above => {
            let c = card_of(a0, span);
            cx(move |ev, l, d| {
                let c = c(ev, l, d)?;
                let mask = match c.suit() {
                    Some(s) => CardSet::suit(s),
                    None => CardSet::TAROCKS,
                };
                Ok(Value::Cards(
                    mask & CardSet::from_bits(!((2u64 << c.index()) - 1)),
                ))
            })
        }
        I::Count => {
            let a = opt(a0);
            cx(move |ev, l, d| {
                Ok(match a.as_ref().map(|a| a(ev, l, d)).transpose()? {
                    Some(Value::Cards(cs)) => Value::Int(cs.len() as i64),
                    Some(Value::Seats(m)) => Value::Int(m.count_ones() as i64),
                    Some(Value::List(v)) => Value::Int(v.len() as i64),
                    Some(Value::None) => return err(span, "cannot count none"),
                    _ => return err(span, "`count` takes cards, seats or a list"),
                })
            })
        }
        I::Next => {
            let s = seat_of(a0, span);
            cx(move |ev, l, d| Ok(Value::Seat(s(ev, l, d)?.next())))
        }
        I::Prev => {
            let s = seat_of(a0, span);
            cx(move |ev, l, d| Ok(Value::Seat(s(ev, l, d)?.plus(3))))
        }
        I::Hand | I::Dealt | I::Taken | I::WonCount => {
            let s = seat_of(a0, span);
            let what = match bi {
                I::Hand => "hand",
                I::Dealt => "dealt",
                I::Taken => "taken",
                _ => "won_count",
            };
            cx(move |ev, l, d| {
                let g = ev.game(span, what)?;
                let i = s(ev, l, d)?.index();
                Ok(match bi {
                    I::Hand => Value::Cards(g.hands[i]),
                    I::Dealt => Value::Cards(g.dealt[i]),
                    I::Taken => Value::Cards(g.taken[i]),
                    _ => Value::Int(i64::from(g.won[i])),
                })
            })
        }
        I::TrickNo => cx(move |ev, _, _| {
            Ok(Value::Int(
                ev.game(span, "trick_no")?.tricks.len() as i64 + 1,
            ))
        }),
        I::Led => cx(move |ev, _, _| {
            Ok(ev
                .game(span, "led")?
                .current
                .first()
                .map_or(Value::None, |p| Value::Card(p.1)))
        }),
        I::Phase => cx(move |ev, _, _| Ok(Value::Phase(ev.game(span, "phase")?.phase))),
        I::ToAct => cx(move |ev, _, _| Ok(Value::Seat(ev.game(span, "to_act")?.turn))),
        I::Speaker => cx(move |ev, _, _| match ev.event.speaker {
            Some(s) => Ok(Value::Seat(s)),
            None => err(span, "`speaker`: there is no event here"),
        }),
        I::EventPhase => cx(move |ev, _, _| match ev.event.phase {
            Some(p) => Ok(Value::Phase(p)),
            None => err(span, "`event_phase`: there is no event here"),
        }),
        I::AfterVoid => cx(|ev, _, _| Ok(Value::Bool(ev.event.after_void))),
        I::Checking => cx(|ev, _, _| Ok(Value::Bool(ev.event.checking))),
        I::InVoidLine => cx(|ev, _, _| Ok(Value::Bool(ev.event.in_void_line))),
        I::Min | I::Max if args.len() >= 2 => {
            let (a, b) = (compile_int(&args[0]), compile_int(&args[1]));
            let min = bi == I::Min;
            cx(move |ev, l, d| {
                let (x, y) = (a(ev, l, d)?, b(ev, l, d)?);
                Ok(Value::Int(if min { x.min(y) } else { x.max(y) }))
            })
        }
        I::Highest | I::Lowest => {
            let cs = cards_of(a0);
            let high = bi == I::Highest;
            cx(move |ev, l, d| {
                let cs = cs(ev, l, d)?;
                Ok(if high {
                    let t = cs & CardSet::TAROCKS;
                    (if t.is_empty() { cs } else { t }).last()
                } else {
                    let suits = cs - CardSet::TAROCKS;
                    (if suits.is_empty() { cs } else { suits }).first()
                }
                .map_or(Value::None, Value::Card))
            })
        }
        I::Order => {
            let s = seat_of(a0, span);
            cx(move |ev, l, d| {
                let s = s(ev, l, d)?;
                Ok(Value::List(Arc::new(
                    s.cycle_from().iter().map(|x| Value::Seat(*x)).collect(),
                )))
            })
        }
        I::Current => cx(move |ev, _, _| {
            Ok(Value::List(Arc::new(
                ev.game(span, "current")?
                    .current
                    .iter()
                    .map(|(s, c)| Value::Play(*s, *c))
                    .collect(),
            )))
        }),
        I::Tricks => cx(move |ev, _, _| {
            Ok(Value::List(Arc::new(
                (0..ev.game(span, "tricks")?.tricks.len())
                    .map(|i| Value::Trick(i as u16))
                    .collect(),
            )))
        }),
        I::Holder | I::Bound | I::BindOrder => {
            let c = card_of(a0, span);
            let what = match bi {
                I::Holder => "holder",
                I::Bound => "bound",
                _ => "bind_order",
            };
            cx(move |ev, l, d| {
                let g = ev.game(span, what)?;
                let c = c(ev, l, d)?;
                if bi == I::Holder {
                    return Ok(Seat::ALL
                        .into_iter()
                        .find(|s| g.dealt[s.index()].contains(c))
                        .map_or(Value::None, Value::Seat));
                }
                let order = bi == I::BindOrder;
                Ok(g.bindings
                    .iter()
                    .rev()
                    .find(|b| b.0 == c)
                    .map_or(Value::None, |b| {
                        Value::Int(if order { i64::from(b.2) } else { b.1 })
                    }))
            })
        }
        I::Said => cx(|ev, _, _| Ok(ev.said.map_or(Value::None, |t| Value::Term(t.clone())))),
        I::Reconstructed => {
            cx(move |ev, _, _| Ok(Value::Bool(ev.game(span, "reconstructed")?.reconstructed)))
        }
        I::CardOf | I::AnnOf | I::ContractOf => {
            let a = opt(a0);
            cx(move |ev, l, d| {
                Ok(match a.as_ref().map(|a| a(ev, l, d)).transpose()? {
                    Some(Value::Term(t)) => match bi {
                        I::CardOf => t.card().map_or(Value::None, Value::Card),
                        I::AnnOf => ev.ann_of(&t).unwrap_or(Value::None),
                        _ => ev.contract_of(&t).unwrap_or(Value::None),
                    },
                    _ => Value::None,
                })
            })
        }
        I::Len => {
            let a = opt(a0);
            cx(move |ev, l, d| {
                Ok(match a.as_ref().map(|a| a(ev, l, d)).transpose()? {
                    Some(Value::List(v)) => Value::Int(v.len() as i64),
                    _ => Value::Int(0),
                })
            })
        }
        I::CardsOf => {
            let a = opt(a0);
            cx(move |ev, l, d| {
                Ok(match a.as_ref().map(|a| a(ev, l, d)).transpose()? {
                    Some(Value::List(items)) => {
                        Value::Cards(items.iter().filter_map(Value::card).collect())
                    }
                    _ => Value::Cards(CardSet::EMPTY),
                })
            })
        }
        I::Abs if a0.is_some() => {
            let a = compile_int(&args[0]);
            cx(move |ev, l, d| match a(ev, l, d)?.checked_abs() {
                Some(n) => Ok(Value::Int(n)),
                None => overflow(span, "`abs` here"),
            })
        }
        _ => walk(e),
    }
}
