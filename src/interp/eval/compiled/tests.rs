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
    ];
    let card = crate::cards::CardSet::TAROCKS
        .first()
        .map_or(Value::None, Value::Card);
    for e in &cases {
        for locals in [
            vec![Value::Int(3), Value::Bool(true), card.clone()],
            vec![Value::Int(1), Value::Bool(false), Value::Int(4)],
            vec![Value::Bool(true), Value::None, Value::None],
        ] {
            let (w, c) = both(e, &locals);
            assert_eq!(w, c, "{e:?} with {locals:?}");
        }
    }
}
