//! A compiled expression gives what the walk gives: values, errors and
//! their places.

use super::*;

fn sp(n: usize) -> Span {
    Span::new(0, n, n + 1)
}

fn both(e: &Expression, locals: &[Value]) -> (RtResult<Value>, RtResult<Value>) {
    let ev = Eval {
        t: Tables {
            fns: &[],
            contracts: &[],
            anns: &[],
            deck: CardSet::ALL,
        },
        game: None,
        globals: &[Value::Int(7)],
        event: EventInfo::default(),
        said: None,
        code: None,
        frames: None,
    };
    reset_budget();
    let walked = ev.ev(e, &mut locals.to_vec(), 0);
    reset_budget();
    let compiled = compile(e)(&ev, &mut locals.to_vec(), 0);
    (walked, compiled)
}

fn state(bi: Intrinsic, at: usize) -> Box<Expression> {
    Box::new(Expression::Builtin(bi, vec![], sp(at)))
}

fn tarocks() -> Box<Expression> {
    Box::new(Expression::Const(Value::Cards(CardSet::TAROCKS)))
}

fn t() -> Box<Expression> {
    Box::new(Expression::Const(Value::Bool(true)))
}

fn f() -> Box<Expression> {
    Box::new(Expression::Const(Value::Bool(false)))
}

/// A term that fails when it is evaluated.
fn div0() -> Box<Expression> {
    Box::new(Expression::Bin(
        Op::Eq,
        Box::new(Expression::Bin(Op::Div, int(1), int(0), sp(50))),
        int(1),
        sp(51),
    ))
}

fn int(n: i64) -> Box<Expression> {
    Box::new(Expression::Const(Value::Int(n)))
}

#[test]
fn values_and_errors_are_the_walks() {
    let local = |i| Box::new(Expression::Local(i));
    let cases = vec![
        Expression::Bin(Op::Add, local(0), int(2), sp(1)),
        Expression::Bin(Op::Add, int(i64::MAX), int(1), sp(2)),
        Expression::Bin(Op::Lt, local(0), Box::new(Expression::Global(0)), sp(3)),
        Expression::Bin(Op::Lt, local(1), int(1), sp(4)),
        Expression::Bin(Op::Div, local(0), int(0), sp(5)),
        Expression::And(
            Box::new(Expression::Bin(Op::Eq, local(0), int(3), sp(6))),
            local(1),
        ),
        Expression::Not(local(0)),
        Expression::Neg(int(i64::MIN), sp(7)),
        Expression::If(local(1), int(1), int(2)),
        Expression::Bin(
            Op::In,
            local(2),
            Box::new(Expression::Const(Value::Cards(CardSet::TAROCKS))),
            sp(8),
        ),
        Expression::Bin(
            Op::In,
            local(1),
            Box::new(Expression::Const(Value::Cards(CardSet::TAROCKS))),
            sp(9),
        ),
        Expression::Builtin(Intrinsic::Count, vec![Expression::Local(1)], sp(10)),
        Expression::Builtin(Intrinsic::Hand, vec![Expression::Local(0)], sp(11)),
        Expression::Builtin(Intrinsic::SuitOf, vec![Expression::Local(0)], sp(12)),
        Expression::Builtin(Intrinsic::Speaker, vec![], sp(13)),
        Expression::Comp {
            q: Comp::Sum,
            slot: 3,
            over: Box::new(Expression::Builtin(Intrinsic::Kings, vec![], sp(14))),
            filter: None,
            body: Some(int(2)),
            span: sp(15),
        },
        Expression::Comp {
            q: Comp::Count,
            slot: 3,
            over: local(1),
            filter: None,
            body: None,
            span: sp(16),
        },
        Expression::Table(
            local(0),
            vec![(Arm::Range(1, 2), *int(1)), (Arm::Eq(*int(3)), *int(9))],
            sp(17),
        ),
        Expression::Table(local(0), vec![(Arm::Range(5, 6), *int(1))], sp(18)),
        // Chains with constant terms (parameters folded by the checker):
        // a deciding constant ends the chain after the terms before it,
        // which may still fail; the others are left out.
        Expression::And(t(), local(1)),
        Expression::And(local(0), f()),
        Expression::And(local(1), Box::new(Expression::And(f(), div0()))),
        Expression::And(Box::new(Expression::And(t(), local(1))), t()),
        Expression::Or(f(), Box::new(Expression::Or(local(1), f()))),
        Expression::Or(local(0), t()),
        Expression::Or(Box::new(Expression::Or(f(), f())), f()),
        Expression::Or(t(), div0()),
        Expression::Not(Box::new(Expression::And(t(), f()))),
        Expression::If(Box::new(Expression::And(t(), local(1))), int(1), int(2)),
        // Constant arms compared in place, beside arms and values computed.
        Expression::Table(
            local(0),
            vec![
                (Arm::Eq(*int(1)), *int(10)),
                (
                    Arm::Eq(*local(0)),
                    Expression::Bin(Op::Add, local(0), int(1), sp(40)),
                ),
                (Arm::Else, *int(30)),
            ],
            sp(41),
        ),
        Expression::Table(
            local(0),
            vec![
                (Arm::Eq(*int(2)), *int(10)),
                (
                    Arm::Eq(*int(3)),
                    Expression::Bin(Op::Div, local(0), int(0), sp(42)),
                ),
            ],
            sp(43),
        ),
        // The game's and the event's state read in place by comparisons,
        // and seats by builtins (no event, no game here: their errors).
        Expression::Bin(Op::Eq, state(Intrinsic::Speaker, 19), local(0), sp(20)),
        Expression::Bin(Op::Ne, state(Intrinsic::ToAct, 21), local(0), sp(22)),
        Expression::Bin(Op::Eq, state(Intrinsic::Phase, 23), int(1), sp(24)),
        Expression::Bin(Op::Lt, state(Intrinsic::EventPhase, 25), local(1), sp(26)),
        Expression::Builtin(
            Intrinsic::Next,
            vec![*state(Intrinsic::Speaker, 27)],
            sp(28),
        ),
        Expression::Builtin(Intrinsic::Next, vec![Expression::Local(0)], sp(29)),
        Expression::Builtin(Intrinsic::Next, vec![Expression::Local(2)], sp(30)),
        // Chains of `and` and `or`: in order, stopping at the first that
        // decides, failing where a term fails.
        Expression::And(
            Box::new(Expression::And(
                Box::new(Expression::Bin(Op::Gt, local(0), int(0), sp(46))),
                local(1),
            )),
            Box::new(Expression::Bin(Op::Lt, local(0), int(3), sp(47))),
        ),
        Expression::Or(
            Box::new(Expression::Or(
                Box::new(Expression::Bin(Op::Gt, local(0), int(2), sp(48))),
                local(1),
            )),
            Box::new(Expression::Not(local(2))),
        ),
        // Arithmetic and set operations on operands read in place.
        Expression::Bin(Op::Mul, local(0), Box::new(Expression::Global(0)), sp(39)),
        Expression::Bin(Op::Sub, int(i64::MIN), local(0), sp(40)),
        Expression::Bin(Op::Inter, local(2), tarocks(), sp(41)),
        Expression::Bin(Op::Diff, tarocks(), local(2), sp(42)),
        Expression::Bin(Op::Union, local(2), tarocks(), sp(43)),
        Expression::Bin(Op::Union, local(1), local(1), sp(44)),
        Expression::Bin(Op::Rem, local(0), int(2), sp(45)),
        Expression::Bin(Op::Add, state(Intrinsic::Speaker, 49), local(0), sp(50)),
        // Fields and elements of locals and variables, read in place.
        Expression::Field(local(0), FieldOf::PlayCard, sp(32)),
        Expression::Field(local(2), FieldOf::TermWord, sp(33)),
        Expression::Field(
            Box::new(Expression::Global(0)),
            FieldOf::TrickNumber,
            sp(34),
        ),
        Expression::Index(Box::new(Expression::Global(0)), local(0), sp(35)),
        Expression::Index(local(2), int(1), sp(36)),
        Expression::Index(local(1), local(0), sp(37)),
        Expression::Comp {
            q: Comp::Count,
            slot: 3,
            over: Box::new(Expression::Global(0)),
            filter: None,
            body: None,
            span: sp(38),
        },
        // Texts: numbers, seats and texts are written in place.
        Expression::Text(vec![
            Part::Lit("seat ".into()),
            Part::Expr(Expression::Local(0)),
            Part::Lit(", then ".into()),
            Part::Expr(Expression::Local(1)),
            Part::Expr(Expression::Local(2)),
            Part::Expr(Expression::Global(0)),
        ]),
        Expression::Text(vec![
            Part::Expr(Expression::Const(Value::Text("ab".into()))),
            Part::Expr(Expression::Const(Value::Seat(crate::seat::Seat::ALL[2]))),
            Part::Expr(Expression::Const(Value::Int(-12))),
        ]),
    ];
    let card = crate::cards::CardSet::TAROCKS
        .first()
        .map_or(Value::None, Value::Card);
    for e in &cases {
        for locals in [
            vec![Value::Int(3), Value::Bool(true), card.clone()],
            vec![Value::Int(1), Value::Bool(false), Value::Int(4)],
            vec![Value::Bool(true), Value::None, Value::None],
            vec![
                Value::Int(2),
                Value::List(Arc::new(vec![Value::Int(5), Value::Int(6)])),
                Value::Term(Arc::new(Term::Int(4))),
            ],
        ] {
            let (w, c) = both(e, &locals);
            assert_eq!(w, c, "{e:?} with {locals:?}");
        }
    }
}

/// `order(s)` and `current` are gone through without building their
/// lists, and `speaker`, `to_act`, `phase` and `event_phase` are read in
/// place by comparisons and seat arguments: the same values and errors as
/// the walk, with a game and an event and without them.
#[test]
fn comprehensions_over_order_and_current_are_the_walks() {
    let seat = |n| Seat::new(n).map_or(Value::None, Value::Seat);
    let cards: Vec<Card> = CardSet::TAROCKS.iter().take(3).collect();
    let game = Game {
        hands: [CardSet::EMPTY; 4],
        dealt: [CardSet::EMPTY; 4],
        talon: Vec::new(),
        reconstructed: false,
        tricks: Vec::new(),
        current: [3u8, 4, 1]
            .iter()
            .zip(&cards)
            .filter_map(|(n, c)| Some((Seat::new(*n)?, *c)))
            .collect(),
        taken: [CardSet::EMPTY; 4],
        won: [0; 4],
        bindings: Vec::new(),
        bind_counter: 0,
        phase: PhaseName::Play,
        turn: Seat::ALL[1],
    };
    let order = |a: Expression| Expression::Builtin(Intrinsic::Order, vec![a], sp(20));
    let current = Expression::Builtin(Intrinsic::Current, vec![], sp(21));
    let comp = |q, over: Expression, filter: Option<Expression>, body: Option<Expression>| {
        Expression::Comp {
            q,
            slot: 2,
            over: Box::new(over),
            filter: filter.map(Box::new),
            body: body.map(Box::new),
            span: sp(22),
        }
    };
    let item = || Expression::Local(2);
    let not_in_first = Expression::Bin(
        Op::NotIn,
        Box::new(item()),
        Box::new(Expression::Local(1)),
        sp(23),
    );
    let play_card = Expression::Field(Box::new(item()), FieldOf::PlayCard, sp(24));
    let play_seat = Expression::Field(Box::new(item()), FieldOf::PlaySeat, sp(25));
    let cases = vec![
        comp(
            Comp::First,
            order(Expression::Local(0)),
            Some(not_in_first),
            None,
        ),
        comp(Comp::CollectList, order(Expression::Local(0)), None, None),
        comp(Comp::Count, order(Expression::Local(1)), None, None),
        comp(Comp::CollectCards, current.clone(), None, Some(play_card)),
        comp(Comp::First, current.clone(), None, Some(play_seat)),
        comp(Comp::Count, current, None, None),
        Expression::Bin(
            Op::Eq,
            state(Intrinsic::Speaker, 26),
            Box::new(Expression::Local(0)),
            sp(27),
        ),
        Expression::Bin(
            Op::Ne,
            state(Intrinsic::ToAct, 28),
            Box::new(Expression::Local(0)),
            sp(29),
        ),
        Expression::Bin(
            Op::Eq,
            state(Intrinsic::Phase, 30),
            state(Intrinsic::EventPhase, 31),
            sp(32),
        ),
        Expression::Builtin(
            Intrinsic::Next,
            vec![*state(Intrinsic::Speaker, 33)],
            sp(34),
        ),
    ];
    for with_game in [true, false] {
        for locals in [
            vec![seat(2), Value::Seats(0b0110), Value::None],
            vec![seat(4), Value::Seats(0b1111), Value::None],
            vec![Value::Int(1), Value::None, Value::None],
        ] {
            for e in &cases {
                let mut ev = Eval::without_game(Tables {
                    fns: &[],
                    contracts: &[],
                    anns: &[],
                    deck: CardSet::ALL,
                });
                if with_game {
                    ev.game = Some(&game);
                    ev.event.speaker = Seat::new(2);
                    ev.event.phase = Some(PhaseName::Play);
                }
                reset_budget();
                let walked = ev.ev(e, &mut locals.clone(), 0);
                reset_budget();
                let compiled = compile(e)(&ev, &mut locals.clone(), 0);
                assert_eq!(walked, compiled, "{e:?} with {locals:?}, game {with_game}");
            }
        }
    }
    // The case the turn after a card takes: the first seat from 2 not yet
    // in the trick {2, 3} is 4.
    let mut ev = Eval::without_game(Tables {
        fns: &[],
        contracts: &[],
        anns: &[],
        deck: CardSet::ALL,
    });
    ev.game = Some(&game);
    let first = &cases[0];
    assert_eq!(
        compile(first)(
            &ev,
            &mut vec![seat(2), Value::Seats(0b0110), Value::None],
            0
        ),
        Ok(seat(4))
    );
}

/// A frame is left empty, its room kept, whatever it holds, and each value
/// that owns something is let go of once (its list's count back to one):
/// values that own nothing before, after and between them, none, or only
/// those.
#[test]
fn a_frame_is_emptied_and_what_it_owns_let_go_of() {
    let shared = std::sync::Arc::new(vec![Value::Int(1)]);
    let owning = || Value::List(shared.clone());
    let mut plain = vec![
        Value::None,
        Value::Int(3),
        Value::Bool(true),
        Value::Seats(0b101),
    ];
    plain.extend(crate::cards::Card::from_index(0).map(Value::Card));
    // Every arrangement of up to six values, owning or not.
    for n in 0..=6usize {
        for mask in 0..(1u32 << n) {
            let mut frame = Vec::with_capacity(8);
            for i in 0..n {
                frame.push(if mask & (1 << i) != 0 {
                    owning()
                } else {
                    plain[i % plain.len()].clone()
                });
            }
            let owned = mask.count_ones() as usize;
            assert_eq!(std::sync::Arc::strong_count(&shared), 1 + owned);
            clear_frame(&mut frame);
            assert!(frame.is_empty(), "{n} values, mask {mask:b}");
            assert!(frame.capacity() >= 8, "the frame keeps its room");
            assert_eq!(
                std::sync::Arc::strong_count(&shared),
                1,
                "{n} values, mask {mask:b}: every list let go of once"
            );
        }
    }
}
