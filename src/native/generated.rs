// Written by `skus::native::write` (src/native/mod.rs) from
// spec/shipped.pack: do not edit. `UPDATE_NATIVE=1 cargo test --test lang
// native_code` writes it again.

use crate::interp::native::Natives;

pub mod koenigrufen {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 40 of the program's 75 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0x9cc6f67c1e2e9372,
        fns: &[
            (0, e0),
            (1, e1),
            (3, e3),
            (4, e4),
            (5, e5),
            (6, e6),
            (7, e7),
            (9, e9),
            (13, e13),
            (14, e14),
            (17, e17),
            (18, e18),
            (19, e19),
            (21, e21),
            (22, e22),
            (23, e23),
            (24, e24),
            (25, e25),
            (26, e26),
            (27, e27),
            (28, e28),
            (29, e29),
            (30, e30),
            (31, e31),
            (32, e32),
            (33, e33),
            (34, e34),
            (35, e35),
            (36, e36),
            (37, e37),
            (38, e38),
            (40, e40),
            (45, e45),
            (48, e48),
            (50, e50),
            (51, e51),
            (58, e58),
            (64, e64),
            (70, e70),
            (72, e72),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f0(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f3(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f4(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f5(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f6(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f7(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f13(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f14(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f17(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f18(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f19(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f21(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f22(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f23(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f24(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f25(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (nth::<PlayV>(l0, 1i64)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f26(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f27(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, a0)? }; f26(rt, d + 1, a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f28(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f29(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f30(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f31(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f32(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f33(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f34(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f35(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f36(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f37(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f38(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f40(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f45(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f48(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f50(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(f51(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f58(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f64(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        Ok(f70(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f72(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }
}

pub mod tarockcup {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 40 of the program's 75 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0x1194bd3c5b41e1b5,
        fns: &[
            (0, e0),
            (1, e1),
            (3, e3),
            (4, e4),
            (5, e5),
            (6, e6),
            (7, e7),
            (9, e9),
            (13, e13),
            (14, e14),
            (17, e17),
            (18, e18),
            (19, e19),
            (21, e21),
            (22, e22),
            (23, e23),
            (24, e24),
            (25, e25),
            (26, e26),
            (27, e27),
            (28, e28),
            (29, e29),
            (30, e30),
            (31, e31),
            (32, e32),
            (33, e33),
            (34, e34),
            (35, e35),
            (36, e36),
            (37, e37),
            (38, e38),
            (40, e40),
            (45, e45),
            (48, e48),
            (50, e50),
            (51, e51),
            (58, e58),
            (64, e64),
            (70, e70),
            (72, e72),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f0(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f3(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f4(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f5(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f6(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f7(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f13(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f14(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f17(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f18(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f19(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f21(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f22(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f23(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f24(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f25(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (nth::<PlayV>(l0, 1i64)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f26(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f27(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, a0)? }; f26(rt, d + 1, a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f28(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f29(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f30(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f31(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f32(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f33(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f34(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f35(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f36(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f37(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f38(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f40(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f45(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f48(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f50(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(f51(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f58(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f64(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        Ok(f70(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f72(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }
}

pub mod zwanziger {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 21 of the program's 31 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0xe2f4a5648427a799,
        fns: &[
            (0, e0),
            (1, e1),
            (5, e5),
            (9, e9),
            (10, e10),
            (11, e11),
            (12, e12),
            (13, e13),
            (14, e14),
            (16, e16),
            (18, e18),
            (19, e19),
            (20, e20),
            (21, e21),
            (22, e22),
            (23, e23),
            (24, e24),
            (25, e25),
            (26, e26),
            (27, e27),
            (28, e28),
        ],
    };

    /// `fn is-alone`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f0(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(1))?.is_none()) && (!{ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
    }

    /// `fn side-of`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<SeatSet> {
        Ok((if { let x = l0; has_seat(get::<SeatSet>(rt.global(3))?, x) } { get::<SeatSet>(rt.global(3))? } else { { let x = SeatSet(0b1111); SeatSet(x.0 & !get::<SeatSet>(rt.global(3))?.0) } }))
    }

    /// `fn factor`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f5(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn void-hand`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok(((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) <= 1i64) || ((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::from_bits(0x2020202000000) }.len() as i64) == 4i64))))
    }

    /// `fn redeal`
    fn e10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f10(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f10(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) {  if { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } { break 'q1 true; } } false })
    }

    /// `fn best-card`
    fn e11(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f11(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f11(rt: &Rt<'_, '_>, d: usize, l0: CardSet, l1: Card) -> R<Option<Card>> {
        Ok((if ((!get::<bool>(rt.global(6))?) && ((({ let x = l0; x & CardSet::from_bits(0x300001) }.len() as i64) == 3i64))) { Some(card(0)?) } else { (if ((!get::<bool>(rt.global(6))?) && (({ let x = l0; x & CardSet::TAROCKS }.len() as i64) > 0i64)) { highest({ let x = l0; x & CardSet::TAROCKS }) } else { highest({ let x = l0; x & suit_cards(l1) }) }) }))
    }

    /// `fn trick_winner`
    fn e12(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f12(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f12(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok(some({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; let a1 = (nth::<PlayV>(l0, 1i64)?).1; f11(rt, d + 1 + 1, a0, a1)? }; f13(rt, d + 1, a0, a1)? })?)
    }

    /// `fn played-by`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Option<Card>>(l.get(1).ok_or(Bail)?)?;
        Ok(f13(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Option<Card>) -> R<Option<Seat>> {
        Ok('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l2 = get::<PlayV>(v)?; if !({ let x = (l2).1; Some(x) == l1 }) { continue; } break 'q1 Some((l2).0); } None })
    }

    /// `fn base-allowed`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f14(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (rt.game()?.current.first().map(|p| p.1).is_none()) { (if (get::<bool>(rt.global(6))? && (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - CardSet::TAROCKS }.len() as i64) > 0i64)) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - CardSet::TAROCKS } } else { { let g = rt.game()?; let s = l0; g.hands[s.index()] } }) } else { (if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) }.len() as i64) > 0i64) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) } } else { (if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) > 0i64) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS } } else { { let g = rt.game()?; let s = l0; g.hands[s.index()] } }) }) }))
    }

    /// `fn next-to-play`
    fn e16(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f16(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f16(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<Option<Seat>> {
        Ok((if { let x = l0.next(); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.next()) } else { (if { let x = l0.next().next(); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.next().next()) } else { (if { let x = l0.plus(3); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.plus(3)) } else { None }) }) }))
    }

    /// `fn receivers`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(f18(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: bool) -> R<SeatSet> {
        Ok((if l1 { l0 } else { { let x = SeatSet(0b1111); SeatSet(x.0 & !l0.0) } }))
    }

    /// `fn card-points`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f19(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add(mul(5i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?, mul(4i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)?, ({ let x = { let x = l0; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }.len() as i64))?)
    }

    /// `fn points-of`
    fn e20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f20(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f20(rt: &Rt<'_, '_>, d: usize, l0: SeatSet) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) {  n = add(n, { rt.call(d)?; let a0 = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; f19(rt, d + 1, a0)? })?; } n })
    }

    /// `fn card_value`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f21(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f19(rt, d + 1, a0)? })
    }

    /// `fn tricks-of`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f22(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: SeatSet) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) {  n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn absolut-value`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f23(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { (if l0 { 4i64 } else { 2i64 }) } else { (if l0 { 2i64 } else { 1i64 }) }))
    }

    /// `fn pagat-value`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f24(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = l0; f23(rt, d + 1, a0)? })
    }

    /// `fn valat-value`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f25(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { (if l0 { 24i64 } else { 12i64 }) } else { (if l0 { 12i64 } else { 6i64 }) }))
    }

    /// `fn premium-value`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f26(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { 2i64 } else { 1i64 }))
    }

    /// `fn renonce-share`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f27(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f1(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { mul(3i64, l1)? } else { l1 }))
    }

    /// `fn renonce-total`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f28(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<i64> {
        Ok('q1: { let o = { let x = SeatSet(0b1111); SeatSet(x.0 & !Value::seats_mask(l0)) }; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) {  n = add(n, { rt.call(d)?; let a0 = l2; let a1 = l1; f27(rt, d + 1, a0, a1)? })?; } n })
    }
}

pub mod sitzenberg {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 40 of the program's 75 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0xaa2c3bdaec335115,
        fns: &[
            (0, e0),
            (1, e1),
            (3, e3),
            (4, e4),
            (5, e5),
            (6, e6),
            (7, e7),
            (9, e9),
            (13, e13),
            (14, e14),
            (17, e17),
            (18, e18),
            (19, e19),
            (21, e21),
            (22, e22),
            (23, e23),
            (24, e24),
            (25, e25),
            (26, e26),
            (27, e27),
            (28, e28),
            (29, e29),
            (30, e30),
            (31, e31),
            (32, e32),
            (33, e33),
            (34, e34),
            (35, e35),
            (36, e36),
            (37, e37),
            (38, e38),
            (40, e40),
            (45, e45),
            (48, e48),
            (50, e50),
            (51, e51),
            (58, e58),
            (64, e64),
            (70, e70),
            (72, e72),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f0(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f3(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f4(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f5(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f6(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f7(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f13(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f14(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f17(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f18(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f19(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f21(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f22(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((true && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f23(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f24(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f25(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (nth::<PlayV>(l0, 1i64)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f26(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f27(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, a0)? }; f26(rt, d + 1, a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f28(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f29(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f30(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f31(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f32(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f33(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f34(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f35(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f36(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f37(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f38(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f40(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f45(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f48(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f50(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(f51(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f58(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f64(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        Ok(f70(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f72(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }
}

pub mod hopfgarten {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 40 of the program's 75 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0xd7683b74e6181bcd,
        fns: &[
            (0, e0),
            (1, e1),
            (3, e3),
            (4, e4),
            (5, e5),
            (6, e6),
            (7, e7),
            (9, e9),
            (13, e13),
            (14, e14),
            (17, e17),
            (18, e18),
            (19, e19),
            (21, e21),
            (22, e22),
            (23, e23),
            (24, e24),
            (25, e25),
            (26, e26),
            (27, e27),
            (28, e28),
            (29, e29),
            (30, e30),
            (31, e31),
            (32, e32),
            (33, e33),
            (34, e34),
            (35, e35),
            (36, e36),
            (37, e37),
            (38, e38),
            (40, e40),
            (45, e45),
            (48, e48),
            (50, e50),
            (51, e51),
            (58, e58),
            (64, e64),
            (70, e70),
            (72, e72),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f0(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f3(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f4(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f5(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f6(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f7(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f13(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f14(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f17(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(f18(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f19(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f21(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f22(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f23(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(f24(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f25(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (nth::<PlayV>(l0, 1i64)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f26(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f27(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, a0)? }; f26(rt, d + 1, a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f28(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f29(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f30(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        Ok(f31(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(f32(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f33(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f34(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f35(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f36(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f37(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!true)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f38(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f40(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f45(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f48(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (false && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f50(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(f51(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f58(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(f64(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        Ok(f70(&rt, d, a0, a1).map(Native::into_value)?)
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f72(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }
}

pub mod royal {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 36 of the program's 92 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0x7d54a433e251dd82,
        fns: &[
            (0, e0),
            (1, e1),
            (2, e2),
            (3, e3),
            (4, e4),
            (5, e5),
            (8, e8),
            (9, e9),
            (10, e10),
            (11, e11),
            (12, e12),
            (13, e13),
            (43, e43),
            (52, e52),
            (53, e53),
            (54, e54),
            (55, e55),
            (56, e56),
            (57, e57),
            (58, e58),
            (62, e62),
            (63, e63),
            (68, e68),
            (69, e69),
            (70, e70),
            (71, e71),
            (72, e72),
            (73, e73),
            (74, e74),
            (77, e77),
            (81, e81),
            (82, e82),
            (83, e83),
            (84, e84),
            (85, e85),
            (89, e89),
        ],
    };

    /// `fn pair`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f0(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 1i64 } else if true { 2i64 } else { return Err(Bail) } })
    }

    /// `fn partner`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f1(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<Seat> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { Seat::from_index(1) } else if (Seat::from_index(1) == s) { Seat::from_index(0) } else if (Seat::from_index(2) == s) { Seat::from_index(3) } else if true { Seat::from_index(2) } else { return Err(Bail) } })
    }

    /// `fn pair-seats`
    fn e2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f2(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f2(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<SeatSet> {
        Ok((if ((l0 == 1i64)) { { let mut acc = SeatSet(0); { let v = Seat::from_index(0); acc.0 |= Value::seats_mask(v); } { let v = Seat::from_index(1); acc.0 |= Value::seats_mask(v); } acc } } else { { let mut acc = SeatSet(0); { let v = Seat::from_index(2); acc.0 |= Value::seats_mask(v); } { let v = Seat::from_index(3); acc.0 |= Value::seats_mask(v); } acc } }))
    }

    /// `fn pair-dealt`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f3(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<CardSet> {
        Ok((if ((l0 == 1i64)) { { let x = { let g = rt.game()?; let s = Seat::from_index(0); g.dealt[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(1); g.dealt[s.index()] } } } else { { let x = { let g = rt.game()?; let s = Seat::from_index(2); g.dealt[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(3); g.dealt[s.index()] } } }))
    }

    /// `fn pair-taken`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f4(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<CardSet> {
        Ok((if ((l0 == 1i64)) { { let x = { let g = rt.game()?; let s = Seat::from_index(0); g.taken[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(1); g.taken[s.index()] } } } else { { let x = { let g = rt.game()?; let s = Seat::from_index(2); g.taken[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(3); g.taken[s.index()] } } }))
    }

    /// `fn pair-tricks`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f5(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok((if ((l0 == 1i64)) { add({ let g = rt.game()?; let s = Seat::from_index(0); g.won[s.index()] as i64 }, { let g = rt.game()?; let s = Seat::from_index(1); g.won[s.index()] as i64 })? } else { add({ let g = rt.game()?; let s = Seat::from_index(2); g.won[s.index()] as i64 }, { let g = rt.game()?; let s = Seat::from_index(3); g.won[s.index()] as i64 })? }))
    }

    /// `fn annulled`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f8(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(get::<bool>(rt.global(22))?)
    }

    /// `fn suit-of-pack`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        Ok(f9(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<CardSet> {
        Ok({ let x = CardSet::suit(l0); x & rt.deck() })
    }

    /// `fn king-of`
    fn e10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        Ok(f10(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f10(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(highest({ let x = CardSet::suit(l0); x & CardSet::KINGS }))?)
    }

    /// `fn queen-of`
    fn e11(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        Ok(f11(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f11(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(highest({ let x = CardSet::suit(l0); x & CardSet::QUEENS }))?)
    }

    /// `fn ten-of`
    fn e12(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        Ok(f12(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f12(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(lowest({ let x = CardSet::suit(l0); x & rt.deck() }))?)
    }

    /// `fn is-black`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        Ok(f13(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<bool> {
        Ok((((l0 == suit(0)?)) || ((l0 == suit(1)?))))
    }

    /// `fn count-true`
    fn e43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Suit>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(f43(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f43(rt: &Rt<'_, '_>, d: usize, l0: CardSet, l1: Suit, l2: i64) -> R<bool> {
        Ok(((((l2 == ({ let x = l0; x & { rt.call(d)?; let a0 = l1; f9(rt, d + 1, a0)? } }.len() as i64))) && (l2 >= 2i64)) && (l2 < ({ rt.call(d)?; let a0 = l1; f9(rt, d + 1, a0)? }.len() as i64))))
    }

    /// `fn open_line`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f52(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize) -> R<Option<Seat>> {
        Ok(get::<Option<Seat>>(rt.global(2))?)
    }

    /// `fn word_cards`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f53(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok(CardSet::from_bits(0x2020202000000f))
    }

    /// `fn preset`
    fn e54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f54(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f54(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { { let mut acc = CardSet::EMPTY; { let v = card(18)?; acc.insert(v); } acc } } else if (Seat::from_index(1) == s) { { let mut acc = CardSet::EMPTY; { let v = card(19)?; acc.insert(v); } acc } } else if true { { let mut acc = CardSet::EMPTY; acc } } else { return Err(Bail) } })
    }

    /// `fn redeal`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        Ok(f55(&rt, d).map(Native::into_value)?)
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) {  if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) < 3i64) { break 'q1 true; } } false })
    }

    /// `fn winning-card`
    fn e56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f56(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f56(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok(some((if 'q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l1 = get::<PlayV>(v)?;  if { let x = (l1).1; CardSet::TAROCKS.contains(x) } { break 'q1 true; } } false } { highest('q2: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?; if !{ let x = (l1).1; CardSet::TAROCKS.contains(x) } { continue; } let v = (l1).1; acc.insert(v); } acc }) } else { highest('q3: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o { let l1 = get::<PlayV>(v)?; if !{ let x = (l1).1; suit_cards((nth::<PlayV>(l0, 1i64)?).1).contains(x) } { continue; } let v = (l1).1; acc.insert(v); } acc }) }))?)
    }

    /// `fn trick_winner`
    fn e57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(f57(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f57(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o { let l1 = get::<PlayV>(v)?; if !(((l1).1 == { rt.call(d)?; let a0 = l0; f56(rt, d + 1, a0)? })) { continue; } break 'q1 Some((l1).0); } None })?)
    }

    /// `fn seat-no`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f58(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn won-by`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(f62(&rt, d, a0, a1, a2).map(Native::into_value)?)
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: i64, l2: CardSet) -> R<bool> {
        Ok(((((l1 >= 1i64) && (l1 <= (list(rt.global(26))?.len() as i64))) && ((nth::<i64>(list(rt.global(26))?, l1)? == l0))) && { let x = nth::<Card>(list(rt.global(25))?, l1)?; l2.contains(x) }))
    }

    /// `fn opp`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f63(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(sub(3i64, l0)?)
    }

    /// `fn k-tarocks`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f68(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(({ let x = { rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }; x & CardSet::TAROCKS }.len() as i64))
    }

    /// `fn k-base`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f69(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (s >= 13i64) { 40i64 } else if (s >= 11i64) { 50i64 } else if true { 60i64 } else { return Err(Bail) } })
    }

    /// `fn k-honneurs`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f70(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = ({ let x = { rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }; x & CardSet::from_bits(0x300000) }.len() as i64); if (0i64 == s) { 30i64 } else if (1i64 == s) { 20i64 } else if true { 0i64 } else { return Err(Bail) } })
    }

    /// `fn k-stecher`
    fn e71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f71(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f71(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok('q1: { let mut left = { let mut acc = CardSet::EMPTY; { let v = card(17)?; acc.insert(v); } { let v = card(16)?; acc.insert(v); } { let v = card(15)?; acc.insert(v); } acc }; rt.charge(left.len())?; let mut n = 0i64; while let Some(l1) = left.first() { left.remove(l1); if !{ let x = l1; !{ rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }.contains(x) } { continue; } n = add(n, 5i64)?; } n })
    }

    /// `fn k-raw`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f72(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(add(add(add({ rt.call(d)?; let a0 = l0; f69(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = l0; f70(rt, d + 1, a0)? })?, { rt.call(d)?; let a0 = l0; f71(rt, d + 1, a0)? })?, (if ((l0 == 2i64)) { 20i64 } else { 0i64 }))?)
    }

    /// `fn k-cap`
    fn e73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f73(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f73(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok((if ((l0 == 2i64)) { 90i64 } else { 100i64 }))
    }

    /// `fn konsolation`
    fn e74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f74(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f74(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let x = { rt.call(d)?; let a0 = l0; f72(rt, d + 1, a0)? }; x.min({ rt.call(d)?; let a0 = l0; f73(rt, d + 1, a0)? }) })
    }

    /// `fn renonced`
    fn e77(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f77(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f77(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((!nth::<Option<Seat>>(list(rt.global(28))?, l0)?.is_none()))
    }

    /// `fn obscur`
    fn e81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f81(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f81(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok(((!get::<bool>(rt.global(17))?) && ((get::<i64>(rt.global(27))? == l0))))
    }

    /// `fn lauer`
    fn e82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f82(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f82(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((({ let x = card(0)?; { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }.contains(x) } && { let x = card(0)?; { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }.contains(x) }) && { let x = { rt.call(d)?; let a0 = l0; f85(rt, d + 1, a0)? }; !has_seat(get::<SeatSet>(rt.global(19))?, x) }))
    }

    /// `fn vier-koenige`
    fn e83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f83(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f83(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok(((!get::<bool>(rt.global(18))?) && ((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? } }.len() as i64) == 0i64))))
    }

    /// `fn mondfang-still`
    fn e84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f84(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f84(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((({ let x = card(20)?; { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }.contains(x) } && { let x = card(20)?; { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }.contains(x) }) && { let x = { rt.call(d)?; let a0 = l0; f85(rt, d + 1, a0)? }; !has_seat(get::<SeatSet>(rt.global(20))?, x) }))
    }

    /// `fn seat-of-pair`
    fn e85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(f85(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f85(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<Seat> {
        Ok((if ((l0 == 1i64)) { Seat::from_index(0) } else { Seat::from_index(2) }))
    }

    /// `fn short`
    fn e89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = Rt { ev };
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(f89(&rt, d, a0).map(Native::into_value)?)
    }

    #[inline]
    fn f89(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::TAROCKS }.len() as i64) < 3i64))
    }
}

/// Every shipped spec's native functions.
pub static ALL: &[&Natives] = &[&koenigrufen::NATIVES, &tarockcup::NATIVES, &zwanziger::NATIVES, &sitzenberg::NATIVES, &hopfgarten::NATIVES, &royal::NATIVES];
