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

    /// 54 of the program's 75 functions, natively.
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
            (8, e8),
            (9, e9),
            (13, e13),
            (14, e14),
            (15, e15),
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
            (49, e49),
            (50, e50),
            (51, e51),
            (52, e52),
            (53, e53),
            (55, e55),
            (58, e58),
            (60, e60),
            (61, e61),
            (62, e62),
            (63, e63),
            (64, e64),
            (66, e66),
            (67, e67),
            (68, e68),
            (69, e69),
            (70, e70),
            (72, e72),
        ],
        roots: &[
            (1, x1),
            (2, x2),
            (3, x3),
            (5, x5),
            (6, x6),
            (9, x9),
            (10, x10),
            (13, x13),
            (14, x14),
            (15, x15),
            (17, x17),
            (18, x18),
            (19, x19),
            (20, x20),
            (21, x21),
            (22, x22),
            (24, x24),
            (25, x25),
            (26, x26),
            (27, x27),
            (28, x28),
            (29, x29),
            (30, x30),
            (31, x31),
            (32, x32),
            (33, x33),
            (35, x35),
            (37, x37),
            (38, x38),
            (39, x39),
            (40, x40),
            (41, x41),
            (42, x42),
            (43, x43),
            (44, x44),
            (45, x45),
            (46, x46),
            (47, x47),
            (48, x48),
            (49, x49),
            (50, x50),
            (51, x51),
            (52, x52),
            (53, x53),
            (54, x54),
            (56, x56),
            (57, x57),
            (58, x58),
            (62, x62),
            (63, x63),
            (64, x64),
            (65, x65),
            (66, x66),
            (67, x67),
            (69, x69),
            (70, x70),
            (71, x71),
            (73, x73),
            (74, x74),
            (75, x75),
            (76, x76),
            (78, x78),
            (79, x79),
            (80, x80),
            (81, x81),
            (82, x82),
            (83, x83),
            (84, x84),
            (85, x85),
            (86, x86),
            (87, x87),
            (88, x88),
            (89, x89),
            (90, x90),
            (91, x91),
            (92, x92),
            (93, x93),
            (94, x94),
            (96, x96),
            (97, x97),
            (98, x98),
            (100, x100),
            (101, x101),
            (102, x102),
            (103, x103),
            (106, x106),
            (107, x107),
            (115, x115),
            (116, x116),
            (124, x124),
            (125, x125),
            (127, x127),
            (128, x128),
            (130, x130),
            (133, x133),
            (135, x135),
            (136, x136),
            (137, x137),
            (139, x139),
            (140, x140),
            (142, x142),
            (145, x145),
            (146, x146),
            (148, x148),
            (149, x149),
            (150, x150),
            (152, x152),
            (153, x153),
            (154, x154),
            (155, x155),
            (156, x156),
            (157, x157),
            (158, x158),
            (159, x159),
            (160, x160),
            (161, x161),
            (165, x165),
            (166, x166),
            (169, x169),
            (171, x171),
            (172, x172),
            (175, x175),
            (177, x177),
            (183, x183),
            (186, x186),
            (187, x187),
            (192, x192),
            (198, x198),
            (199, x199),
            (202, x202),
            (206, x206),
            (207, x207),
            (208, x208),
            (209, x209),
            (210, x210),
            (211, x211),
            (212, x212),
            (213, x213),
            (214, x214),
            (218, x218),
            (219, x219),
            (222, x222),
            (224, x224),
            (230, x230),
            (232, x232),
            (233, x233),
            (234, x234),
            (236, x236),
            (239, x239),
            (240, x240),
            (244, x244),
            (245, x245),
            (247, x247),
            (248, x248),
            (249, x249),
            (250, x250),
            (252, x252),
            (253, x253),
            (256, x256),
            (257, x257),
            (260, x260),
            (262, x262),
            (264, x264),
            (265, x265),
            (266, x266),
            (267, x267),
            (268, x268),
            (269, x269),
            (270, x270),
            (274, x274),
            (275, x275),
            (276, x276),
            (278, x278),
            (280, x280),
            (281, x281),
            (282, x282),
            (285, x285),
            (287, x287),
            (288, x288),
            (289, x289),
            (290, x290),
            (291, x291),
            (293, x293),
            (296, x296),
            (298, x298),
            (305, x305),
            (306, x306),
            (307, x307),
            (309, x309),
            (310, x310),
            (311, x311),
            (313, x313),
            (315, x315),
            (317, x317),
            (320, x320),
            (321, x321),
            (322, x322),
            (323, x323),
            (324, x324),
            (325, x325),
            (326, x326),
            (328, x328),
            (330, x330),
            (332, x332),
            (333, x333),
            (334, x334),
            (335, x335),
            (337, x337),
            (338, x338),
            (341, x341),
            (342, x342),
            (343, x343),
            (350, x350),
            (351, x351),
            (354, x354),
            (357, x357),
            (359, x359),
            (371, x371),
            (375, x375),
            (377, x377),
            (378, x378),
            (382, x382),
            (388, x388),
            (389, x389),
            (390, x390),
            (391, x391),
            (392, x392),
            (393, x393),
            (395, x395),
            (396, x396),
            (398, x398),
            (399, x399),
            (400, x400),
            (404, x404),
            (405, x405),
            (406, x406),
            (408, x408),
            (409, x409),
            (410, x410),
            (413, x413),
            (424, x424),
            (425, x425),
            (426, x426),
            (432, x432),
            (439, x439),
            (441, x441),
            (447, x447),
            (449, x449),
            (451, x451),
            (453, x453),
            (454, x454),
            (457, x457),
            (459, x459),
            (463, x463),
            (465, x465),
            (469, x469),
            (474, x474),
            (480, x480),
            (485, x485),
            (489, x489),
            (497, x497),
            (504, x504),
            (509, x509),
            (511, x511),
            (516, x516),
            (528, x528),
            (529, x529),
            (532, x532),
            (534, x534),
            (536, x536),
            (543, x543),
            (545, x545),
            (547, x547),
            (557, x557),
            (564, x564),
            (572, x572),
            (579, x579),
            (589, x589),
            (595, x595),
            (596, x596),
            (598, x598),
            (599, x599),
            (600, x600),
            (602, x602),
            (603, x603),
            (604, x604),
            (605, x605),
            (606, x606),
            (608, x608),
            (610, x610),
            (612, x612),
            (613, x613),
            (614, x614),
            (616, x616),
            (618, x618),
            (620, x620),
            (622, x622),
            (623, x623),
            (624, x624),
            (625, x625),
            (626, x626),
            (627, x627),
            (628, x628),
            (629, x629),
            (630, x630),
            (631, x631),
            (632, x632),
            (639, x639),
            (640, x640),
            (641, x641),
            (643, x643),
            (644, x644),
            (649, x649),
            (652, x652),
            (653, x653),
            (654, x654),
            (655, x655),
            (656, x656),
            (657, x657),
            (658, x658),
            (668, x668),
            (676, x676),
            (680, x680),
            (681, x681),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f0(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f3(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f4(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f5(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f6(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f7(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn is-word`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        let a1 = text(l.get(1).ok_or(Bail)?)?;
        f8(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize, l0: &Term, l1: &str) -> R<bool> {
        Ok((((term_word(l0)? == l1)) && (((term_args(l0).len() as i64) == 0i64))))
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f13(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f14(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn available`
    fn e15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f15(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f15(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok((if (get::<Option<ContractV>>(rt.global(9))?.is_none()) { false } else { (if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))) { false } else { (if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { (if ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) { (get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { true }) }) }) }))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f17(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f18(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f19(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f23(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f24(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (get::<PlayV>(nth_value(&l0, 1i64)?)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f26(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f27(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, &a0)? }; f26(rt, d + 1, &a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f29(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f30(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f31(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f32(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f33(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f34(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f35(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f36(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f37(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f38(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f40(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f45(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f48(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn nk`
    fn e49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f49(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f49(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if false { { rt.call(d)?; let a0 = { let p = get::<[i64; 4]>(rt.global(27))?; p[l0.index()] }; f45(rt, d + 1, a0)? } } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f50(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f51(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn paid`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f52(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l3 in seats(o) {  per[l3.index()] = (if (!{ rt.call(d)?; let a0 = l3; f4(rt, d + 1, a0)? }) { sub(0i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { (if { rt.call(d)?; f5(rt, d + 1)? } { mul(3i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? } }) }); } per })
    }

    /// `fn each-pays`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f53(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { sub(0i64, mul(3i64, l1)?)? } else { l1 }); } per })
    }

    /// `fn scorable`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f55(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(((((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 5))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 7)))) && (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) { ((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) || (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { false }) })))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f58(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn top`
    fn e60(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f60(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f60(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ let p = l0; p[l1.index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l2 in seats(o) {  let v = { let p = l0; p[l2.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn spread`
    fn e61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f61(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f61(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { mul(3i64, l1)? } else { sub(0i64, l1)? }); } per })
    }

    /// `fn rank-of`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f62(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: Seat) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !(({ let p = l0; p[l2.index()] } > { let p = l0; p[l1.index()] }) || ((({ let p = l0; p[l2.index()] } == { let p = l0; p[l1.index()] })) && ({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }))) { continue; } if true { n += 1; } } n })
    }

    /// `fn at-rank`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f63(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(({ rt.call(d)?; let a0 = l0; let a1 = l2; f62(rt, d + 1, a0, a1)? } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f64(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn trischaken-case`
    fn e66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f66(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f66(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 3i64)) { 1i64 } else { (if { let x = Seat::from_index(0); has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 2i64)) { 3i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { 4i64 } else { 0i64 }) }) }) }))
    }

    /// `fn trischaken-pays`
    fn e67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f67(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f67(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f66(rt, d + 1, a0)? }; if (1i64 == s) { 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 1i64 } else { sub(0i64, 3i64)? }); } per } } else if (2i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = (if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 4i64 } else { 2i64 }); f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { sub(0i64, 2i64)? }); } per } } else if (4i64 == s) { { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }; let a1 = (if ({ let p = l0; p[{ rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }.index()] } >= 107i64) { 2i64 } else { 1i64 }); f61(rt, d + 1, a0, a1)? } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = 0i64; } per } } else { return Err(Bail) } })
    }

    /// `fn fahren-case`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f68(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 1i64 } else { (if 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) {  if ({ let p = l0; p[l1.index()] } >= 107i64) { break 'q1 true; } } false } { 2i64 } else { (if (({ let p = l0; p[Seat::from_index(0).index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l1 in seats(o) {  let v = { let p = l0; p[l1.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { 3i64 } else { (if (((({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] } == { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? }.index()] })) { 4i64 } else { 5i64 }) }) }) }))
    }

    /// `fn fahren-pays`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f69(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (1i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 4i64; f61(rt, d + 1, a0, a1)? } } else if (2i64 == s) { { rt.call(d)?; let a0 = some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) { if !({ let p = l0; p[l1.index()] } >= 107i64) { continue; } break 'q1 Some(l1); } None })?; let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (4i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? })) { 3i64 } else { (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? })) { sub(0i64, 3i64)? } else { 0i64 }) }); } per } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ({ rt.call(d)?; let a0 = l0; let a1 = l1; f62(rt, d + 1, a0, a1)? } < 2i64) { 3i64 } else { sub(0i64, 3i64)? }); } per } } else { return Err(Bail) } })
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f70(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f72(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<CardSet>(v)?;  let v = l1; acc = acc | v; } acc }))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if (('q1: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l2 = get::<CardSet>(v)?;  n = add(n, (l2.len() as i64))?; } n } == (l1.len() as i64))) { { let mut acc = CardSet::EMPTY; acc } } else { 'q2: { let mut left = rt.deck(); rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l2) = left.first() { left.remove(l2); if !('q3: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l3 = get::<CardSet>(v)?; if !{ let x = l2; l3.contains(x) } { continue; } if true { n += 1; } } n } > 1i64) { continue; } let v = l2; acc.insert(v); } acc } })))
        })())
    }

    fn x3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2.len() as i64) == 0i64))))
        })())
    }

    fn x5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3.len() as i64) == 0i64))))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<Seat>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l3; g.hands[s.index()] }.len() as i64) == 12i64))))
        })())
    }

    fn x13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((l4.len() as i64) == 0i64)) || ((l2.len() as i64) > 0i64)) || (!l3)) || 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l5 in seats(o) {  if (!(({ let g = rt.game()?; let s = l5; g.hands[s.index()] }.len() as i64) == 12i64)) { break 'q1 true; } } false })))
        })())
    }

    fn x15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Play)) && ((rt.game()?.phase == PhaseName::Play)))))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && ((!(rt.speaker()? == rt.game()?.turn)) || ((get::<i64>(rt.global(17))? == 0i64))))))
        })())
    }

    fn x18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l0 == PhaseName::Announce)) && ((rt.game()?.phase == PhaseName::Talon))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!(l0 == rt.game()?.phase)) && (!l1))))
        })())
    }

    fn x21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))))
        })())
    }

    fn x31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (get::<bool>(rt.global(38))? || get::<bool>(rt.global(40))?))))
        })())
    }

    fn x35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Call)) && get::<bool>(rt.global(38))?)))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x44(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (!{ rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? }))))
        })())
    }

    fn x45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == ""))))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); acc }))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.tricks.len() as i64 + 1) > 12i64)))
        })())
    }

    fn x50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(34))?, x) }))
        })())
    }

    fn x52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) == 0i64))))
        })())
    }

    fn x53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) && ((({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))) && (l1 || (((l0.suit() == some(rt.game()?.current.first().map(|p| p.1))?.suit())) && (!(false && { let x = card(0)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) })))))))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(41))? && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & CardSet::TAROCKS }))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (({ let x = l3; x - CardSet::TAROCKS }.len() as i64) > 0i64))))
        })())
    }

    fn x63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x - CardSet::TAROCKS }))
        })())
    }

    fn x64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.current.first().map(|p| p.1)))
        })())
    }

    fn x65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((!some(l7)?.suit().is_none()) && (({ let x = l3; x & suit_cards(some(l7)?) }.len() as i64) > 0i64))))
        })())
    }

    fn x66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & suit_cards(some(l7)?) }))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((l4.len() as i64) > 0i64)))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((false || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) })) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) { 'q1: { let g = rt.game()?; rt.charge(g.current.len())?; let mut acc = CardSet::EMPTY; for &(s, c) in g.current.iter() { let l8 = PlayV(s, c);  let v = (l8).1; acc.insert(v); } acc } } else { { let mut acc = CardSet::EMPTY; acc } })))
        })())
    }

    fn x70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((((!get::<bool>(rt.global(38))?) && { rt.call(d)?; let a0 = some(l7)?; f22(rt, d + 1, a0)? }) && { let x = card(20)?; l8.contains(x) }) && { let x = card(21)?; l8.contains(x) }) && { let x = card(0)?; l5.contains(x) })))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { let v = card(0)?; acc.insert(v); } acc }))
        })())
    }

    fn x73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((!l6) && (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) }) && true)))))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = some(l7)?; let a1 = l8; f24(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l8; x & CardSet::TAROCKS }.len() as i64) > 0i64)))
        })())
    }

    fn x76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l9 = get::<Card>(l.get(9).ok_or(Bail)?)?;
        let l10 = get::<bool>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((({ let x = l5; x - CardSet::TAROCKS }.len() as i64) == 0i64)) { (if l10 { { let x = l5; x & above(l9) } } else { l5 }) } else { (if (((!some(l7)?.suit().is_none()) && ((({ let x = l5; x - suit_cards(some(l7)?) }.len() as i64) == 0i64))) && (!l10)) { { let x = l5; x & above(l9) } } else { l5 }) })))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x79(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) && { let x = card(0)?; l5.contains(x) }) && ((l4.len() as i64) > 1i64))))
        })())
    }

    fn x80(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x.without(card(0)?) }))
        })())
    }

    fn x81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & l3 }))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((((l7.len() as i64) > 0i64) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }))))
        })())
    }

    fn x83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l8) = left.first() { left.remove(l8); if !({ rt.call(d)?; let a0 = l8; f32(rt, d + 1, a0)? } > (rt.game()?.tricks.len() as i64 + 1)) { continue; } let v = l8; acc.insert(v); } acc }))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 0) == EnumV(5, 0)))))
        })())
    }

    fn x85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l1) && ((l5.len() as i64) >= 2i64)) && ((({ let x = l5; x - l8 }.len() as i64) == 0i64)))))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { if let Some(v) = highest(l5) { acc.insert(v); } } acc }))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 0) == EnumV(5, 2)))))
        })())
    }

    fn x88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l9) = left.first() { left.remove(l9); if !(({ rt.call(d)?; let a0 = l9; f32(rt, d + 1, a0)? } == (rt.game()?.tricks.len() as i64 + 1))) { continue; } let v = l9; acc.insert(v); } acc }))
        })())
    }

    fn x89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l5; x & l9 }.len() as i64) > 0i64)))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x & l9 }))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x92(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x93(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; !l5.contains(x) }))
        })())
    }

    fn x94(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x96(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l5.contains(x) }))
        })())
    }

    fn x97(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) || (get::<bool>(rt.global(38))? && l1))))
        })())
    }

    fn x98(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x100(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) < 4i64)))
        })())
    }

    fn x103(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = get::<Seat>(rt.global(35))?; rt.charge(4)?;  for l3 in s.cycle_from() { if !{ let x = l3; !has_seat(get::<SeatSet>(rt.global(34))?, x) } { continue; } break 'q1 Some(l3); } None }))
        })())
    }

    fn x106(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x107(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x115(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x125(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<bool>(rt.global(14))? && (!get::<bool>(rt.global(16))?)) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if get::<bool>(rt.global(39))? { 6i64 } else { 3i64 })))
        })())
    }

    fn x128(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l2))))
        })())
    }

    fn x130(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x - l1 }))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x135(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(16))?)))
        })())
    }

    fn x136(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == (l0.len() as i64)))))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) {  if !((({ let x = { let g = rt.game()?; let s = l2; g.dealt[s.index()] }; x & l1 }.len() as i64) == 0i64)) { break 'q1 false; } } true }))
        })())
    }

    fn x140(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = l1; x - { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))))
        })())
    }

    fn x142(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x - l1 }))
        })())
    }

    fn x145(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))) { 6i64 } else { 3i64 })))
        })())
    }

    fn x146(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) && (({ let x = l1; x - CardSet::TAROCKS }.len() as i64) > 0i64)) && (({ let x = { let x = { let x = l2; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }; x - l1 }.len() as i64) > 0i64))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((((!((l1.len() as i64) == l3)) || ((l4.len() as i64) > 0i64)) || l5) || l6)))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x152(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l3))))
        })())
    }

    fn x153(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l4.len() as i64) == 0i64))))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((!l5)))
        })())
    }

    fn x155(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x156(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x157(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((rt.game()?.phase == PhaseName::Talon)) && ((l0 == PhaseName::Announce))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x158(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((rt.game()?.phase == PhaseName::Done)) || ({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } <= { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })) || l1) || get::<bool>(rt.global(36))?) || get::<bool>(rt.global(5))?)))
        })())
    }

    fn x159(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.turn))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.phase))
        })())
    }

    fn x161(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if (!get::<Option<ContractV>>(rt.global(0))?.is_none()) { 0i64 } else { (if get::<bool>(rt.global(4))? { 1i64 } else { (if { rt.call(d)?; let a0 = Seat::from_index(0); f7(rt, d + 1, a0)? } { 2i64 } else { 0i64 }) }) })))
        })())
    }

    fn x165(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = 8i64; let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((l7 && (!(rt.game()?.phase == PhaseName::Done))) && ({ rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? }))))
        })())
    }

    fn x169(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x171(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x172(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x175(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x177(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 3))?))
        })())
    }

    fn x183(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l0 == PhaseName::Talon)) { rt.speaker()? } else { Seat::from_index(0) })))
        })())
    }

    fn x186(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x187(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x192(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x198(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x199(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(40))?)))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = text(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(((l5 == ""))))
        })())
    }

    fn x206(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 1i64)))))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 2i64)))))
        })())
    }

    fn x208(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Auction))))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Call))))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Talon))))
        })())
    }

    fn x211(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Announce))))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(4))?)))
        })())
    }

    fn x213(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x214(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && (!{ let x = get::<Option<Seat>>(rt.global(1))?; x == Some(rt.speaker()?) }))))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && (!{ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))
        })())
    }

    fn x230(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.contract_field(l0, 8))?))
        })())
    }

    fn x232(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!get::<bool>(rt.contract_field(l0, 5))?)))
        })())
    }

    fn x233(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((!get::<bool>(rt.contract_field(l0, 6))?) || (((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x234(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<bool>(rt.contract_field(l0, 7))? || (!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(0))?.is_none()) || (get::<i64>(rt.contract_field(l0, 0))? > get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 0))?))))
        })())
    }

    fn x239(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; CardSet::KINGS.contains(x) }))
        })())
    }

    fn x244(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x245(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))))))
        })())
    }

    fn x247(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Announce)) && (get::<i64>(rt.global(20))? > 0i64)))))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Talon)) && get::<bool>(rt.global(14))?))))
        })())
    }

    fn x249(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x250(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) && ((text(rt.global(18))? == "")))))
        })())
    }

    fn x252(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x253(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x256(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == get::<Seat>(rt.global(11))?)) && { rt.call(d)?; f14(rt, d + 1)? })))
        })())
    }

    fn x257(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x260(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? > 0i64) || rt.in_void_line())))
        })())
    }

    fn x262(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x264(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(20))? < 4i64)))
        })())
    }

    fn x265(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f15(rt, d + 1, a0)? }))
        })())
    }

    fn x266(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x267(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(28))?, x) }))
        })())
    }

    fn x268(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) >= 10i64)))
        })())
    }

    fn x269(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x270(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x274(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x275(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x276(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x278(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x280(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x281(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x282(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1))) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x285(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x287(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x288(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x289(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?))
        })())
    }

    fn x290(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) && (!(EnumV(5, 0) == EnumV(5, 0))))))
        })())
    }

    fn x291(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x293(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x296(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x298(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x305(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((term_word(l0)? == "kontra")) || ((term_word(l0)? == "re"))) || ((term_word(l0)? == "sub"))) && (((term_args(l0).len() as i64) == 1i64)))))
        })())
    }

    fn x306(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x307(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x309(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l0 in seats(o) { if !{ let x = l0; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } if true { n += 1; } } n }))
        })())
    }

    fn x310(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<bool>(rt.global(4))? || ((l0 == 0i64))) || (((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = some(get::<Option<Seat>>(rt.global(1))?)?; !has_seat(get::<SeatSet>(rt.global(2))?, x) }))))
        })())
    }

    fn x311(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x313(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x315(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))
        })())
    }

    fn x317(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = Seat::from_index(0); !has_seat(get::<SeatSet>(rt.global(2))?, x) })))
        })())
    }

    fn x320(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = rt.speaker()?.next(); rt.charge(4)?;  for l1 in s.cycle_from() { if !{ let x = l1; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } break 'q1 Some(l1); } None }))
        })())
    }

    fn x321(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x322(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Card>>(rt.global(12))?.is_none())))
        })())
    }

    fn x323(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) { if !((!(l0 == rt.speaker()?)) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = l0; g.dealt[s.index()] }.contains(x) }) { continue; } break 'q1 Some(l0); } None }))
        })())
    }

    fn x324(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x325(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x326(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "schleifen"))))
        })())
    }

    fn x328(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((!(text(rt.global(18))? == "pass")) && ((rt.speaker()? == get::<Seat>(rt.global(11))?))) && { rt.call(d)?; f14(rt, d + 1)? }) && (!get::<bool>(rt.global(19))?))))
        })())
    }

    fn x330(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x332(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!l0)))
        })())
    }

    fn x333(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 || (!false)) || ((text(rt.global(18))? == "pass"))) || ((text(rt.global(18))? == "fertig")))))
        })())
    }

    fn x334(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "pass"))))
        })())
    }

    fn x335(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(21))?, 1i64)?))
        })())
    }

    fn x337(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(20))?, 1i64)?))
        })())
    }

    fn x338(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(20))? >= 4i64) && (get::<i64>(rt.global(21))? >= 3i64))))
        })())
    }

    fn x341(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x342(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x343(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<Seat>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2 == l0)) || ((!(EnumV(5, 0) == EnumV(5, 0))) && (({ rt.call(d)?; let a0 = l2; f4(rt, d + 1, a0)? } == { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))))))
        })())
    }

    fn x350(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x351(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x354(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) && true)))
        })())
    }

    fn x357(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?.is_none())))
        })())
    }

    fn x359(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(some(opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?)?, 3, d)?)?))
        })())
    }

    fn x371(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x375(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
        })())
    }

    fn x377(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(36))?)))
        })())
    }

    fn x378(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x382(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !(!(({ let g = rt.game()?; let s = l0; g.dealt[s.index()] }.len() as i64) == 12i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x388(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((true && get::<bool>(rt.contract_field(l0, 3))?)))
        })())
    }

    fn x389(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x390(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1)))))
        })())
    }

    fn x391(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x392(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!((true && get::<bool>(rt.contract_field(l0, 3))?) && ((({ let x = CardSet::KINGS; x - { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] } }.len() as i64) == 0i64))))))
        })())
    }

    fn x393(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1))) && ((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64)))))
        })())
    }

    fn x395(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x396(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x398(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = text(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == "vorhand"))))
        })())
    }

    fn x399(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))
        })())
    }

    fn x400(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x404(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(4, 7))) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }))))
        })())
    }

    fn x405(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x406(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let s = l0; if (1i64 == s) { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 0i64))) } else if (2i64 == s) { ((!l3) && 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l4 in seats(o) {  if (({ let p = get::<[i64; 4]>(rt.global(27))?; p[l4.index()] } == 1i64)) { break 'q1 true; } } false }) } else if true { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 2i64))) } else { return Err(Bail) } }))
        })())
    }

    fn x408(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == 2i64))))
        })())
    }

    fn x409(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x410(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Seat>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let p = get::<[i64; 4]>(rt.global(27))?; p[l5.index()] } == 1i64))))
        })())
    }

    fn x413(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x424(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x425(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x426(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 1))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 2)))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 4))))))
        })())
    }

    fn x432(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x439(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x441(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x447(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x449(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3))) && { rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f28(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x451(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1 + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1 + 1)?)?)?; f29(rt, d + 1 + 1, a0, a1)? }; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x453(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f30(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x454(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x457(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x459(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x463(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f48(rt, d + 1)? }))
        })())
    }

    fn x465(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x469(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l5; x == Some(l7) })))
        })())
    }

    fn x474(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 2, d)?)?, l0)?))
        })())
    }

    fn x480(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l4.is_none()) && (!l5.is_none())) && (!(({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!true))))))
        })())
    }

    fn x485(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 1, d)?)?, l0)?))
        })())
    }

    fn x489(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((if (l2 || (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))?)) { l0 } else { mul(2i64, l0)? })))
        })())
    }

    fn x497(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l7; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x504(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l7, 2, d)?)?, l3)?))
        })())
    }

    fn x509(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x511(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x516(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x528(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x529(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l4; x == Some(l12) })))
        })())
    }

    fn x532(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x534(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((!l12)))
        })())
    }

    fn x536(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((!l4.is_none())))
        })())
    }

    fn x543(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((l5 || (!l4.is_none()))))
        })())
    }

    fn x545(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((if l5 { Some(l12) } else { l4 })))
        })())
    }

    fn x547(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((!l11)))
        })())
    }

    fn x557(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l14; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x564(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        let l15 = get::<bool>(l.get(15).ok_or(Bail)?)?;
        Ok(Native::into_value((l11 && ((l12 == l15)))))
        })())
    }

    fn x572(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(rt.ann_field(l14, 2, d)?)?))
        })())
    }

    fn x579(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if 'q1: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?);  if { let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { break 'q1 true; } } false } { 'q2: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?); if !{ let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { continue; } if (!{ rt.call(d)?; let a0 = rt.trick(l0)?.winner; f4(rt, d + 1, a0)? }) { break 'q2 true; } } false } } else { { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; f40(rt, d + 1)? }.contains(x) } })))
        })())
    }

    fn x589(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x595(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let g = rt.game()?; let s = l0; g.won[s.index()] as i64 }))
        })())
    }

    fn x596(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 11))?))))
        })())
    }

    fn x598(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x599(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.trick(rt.nth_trick(12i64)?)?.winner))
        })())
    }

    fn x600(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = { rt.call(d)?; let a0 = { let x = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; x | (if ((l1 == l0)) { { rt.call(d + 1)?; f40(rt, d + 1 + 1)? } } else { { let mut acc = CardSet::EMPTY; acc } }) }; f1(rt, d + 1, a0)? }; } per }))
        })())
    }

    fn x602(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = 0i64; } per }))
        })())
    }

    fn x603(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1)))))
        })())
    }

    fn x604(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f67(rt, d + 1, a0)? }))
        })())
    }

    fn x605(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f66(rt, d + 1, a0)? }))
        })())
    }

    fn x606(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x608(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x610(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x612(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f69(rt, d + 1, a0)? }))
        })())
    }

    fn x613(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f68(rt, d + 1, a0)? }))
        })())
    }

    fn x614(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x616(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x618(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x620(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 4i64))))
        })())
    }

    fn x622(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l3 in seats(o) { if !(({ let g = rt.game()?; let s = l3; g.won[s.index()] as i64 } == 0i64)) { continue; } let v = l3; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x623(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3.0.count_ones() as i64) > 0i64)))
        })())
    }

    fn x624(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l4 in seats(o) { if !({ let p = l2; p[l4.index()] } > 0i64) { continue; } let v = l4; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x625(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l4; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l5 in seats(o) {  n = add(n, { let p = l2; p[l5.index()] })?; } n }))
        })())
    }

    fn x626(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l3.0.count_ones() as i64) == 2i64)) && ((rem(l5, 2i64)? == 1i64))) && (((l4.0.count_ones() as i64) == 1i64)))))
        })())
    }

    fn x627(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(scores_by(add, l2, 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l6 in seats(o) {  per[l6.index()] = (if { let x = l6; has_seat(l4, x) } { 1i64 } else { 0i64 }); } per })?))
        })())
    }

    fn x628(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l5, 1i64)?))
        })())
    }

    fn x629(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((l3.0.count_ones() as i64)))
        })())
    }

    fn x630(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(div(l5, l6)?))
        })())
    }

    fn x631(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(sub(l5, mul(l7, l6)?)?))
        })())
    }

    fn x632(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l9 in seats(o) {  per[l9.index()] = (if { let x = l9; has_seat(l3, x) } { sub(sub(0i64, l7)?, (if ({ rt.call(d)?; let a0 = l3; let a1 = l9; f70(rt, d + 1, a0, a1)? } < l8) { 1i64 } else { 0i64 }))? } else { { let x = { let p = l2; p[l9.index()] }; x.max(0i64) } }); } per }))
        })())
    }

    fn x639(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x640(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x641(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1))) && ({ let x = l0; x == Some(Seat::from_index(0)) })) { 4i64 } else { 2i64 })))
        })())
    }

    fn x643(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x644(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(6, 0) == EnumV(6, 1)))))
        })())
    }

    fn x649(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))? { mul(2i64, l1)? } else { l1 })))
        })())
    }

    fn x652(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x653(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x654(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x655(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x656(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(42))? && (!(((!get::<Option<Seat>>(rt.global(31))?.is_none()) && (!get::<bool>(rt.global(38))?)) && (!get::<bool>(rt.global(40))?))))))
        })())
    }

    fn x657(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x658(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x668(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x676(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 2, d)?)?, { rt.call(d)?; f48(rt, d + 1)? })?))
        })())
    }

    fn x680(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x681(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1)))))
        })())
    }
}

pub mod tarockcup {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 54 of the program's 75 functions, natively.
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
            (8, e8),
            (9, e9),
            (13, e13),
            (14, e14),
            (15, e15),
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
            (49, e49),
            (50, e50),
            (51, e51),
            (52, e52),
            (53, e53),
            (55, e55),
            (58, e58),
            (60, e60),
            (61, e61),
            (62, e62),
            (63, e63),
            (64, e64),
            (66, e66),
            (67, e67),
            (68, e68),
            (69, e69),
            (70, e70),
            (72, e72),
        ],
        roots: &[
            (1, x1),
            (2, x2),
            (3, x3),
            (5, x5),
            (6, x6),
            (9, x9),
            (10, x10),
            (13, x13),
            (14, x14),
            (15, x15),
            (17, x17),
            (18, x18),
            (19, x19),
            (20, x20),
            (21, x21),
            (22, x22),
            (24, x24),
            (25, x25),
            (26, x26),
            (27, x27),
            (28, x28),
            (29, x29),
            (30, x30),
            (31, x31),
            (32, x32),
            (33, x33),
            (35, x35),
            (37, x37),
            (38, x38),
            (39, x39),
            (40, x40),
            (41, x41),
            (42, x42),
            (43, x43),
            (44, x44),
            (45, x45),
            (46, x46),
            (47, x47),
            (48, x48),
            (49, x49),
            (50, x50),
            (51, x51),
            (52, x52),
            (53, x53),
            (54, x54),
            (56, x56),
            (57, x57),
            (58, x58),
            (62, x62),
            (63, x63),
            (64, x64),
            (65, x65),
            (66, x66),
            (67, x67),
            (69, x69),
            (70, x70),
            (71, x71),
            (73, x73),
            (74, x74),
            (75, x75),
            (76, x76),
            (78, x78),
            (79, x79),
            (80, x80),
            (81, x81),
            (82, x82),
            (83, x83),
            (84, x84),
            (85, x85),
            (86, x86),
            (87, x87),
            (88, x88),
            (89, x89),
            (90, x90),
            (91, x91),
            (92, x92),
            (93, x93),
            (94, x94),
            (96, x96),
            (97, x97),
            (98, x98),
            (100, x100),
            (101, x101),
            (102, x102),
            (103, x103),
            (106, x106),
            (107, x107),
            (115, x115),
            (116, x116),
            (124, x124),
            (125, x125),
            (127, x127),
            (128, x128),
            (130, x130),
            (133, x133),
            (135, x135),
            (136, x136),
            (137, x137),
            (139, x139),
            (140, x140),
            (142, x142),
            (145, x145),
            (146, x146),
            (148, x148),
            (149, x149),
            (150, x150),
            (152, x152),
            (153, x153),
            (154, x154),
            (155, x155),
            (156, x156),
            (157, x157),
            (158, x158),
            (159, x159),
            (160, x160),
            (161, x161),
            (165, x165),
            (166, x166),
            (169, x169),
            (171, x171),
            (172, x172),
            (175, x175),
            (177, x177),
            (183, x183),
            (186, x186),
            (187, x187),
            (192, x192),
            (198, x198),
            (199, x199),
            (202, x202),
            (206, x206),
            (207, x207),
            (208, x208),
            (209, x209),
            (210, x210),
            (211, x211),
            (212, x212),
            (213, x213),
            (214, x214),
            (218, x218),
            (219, x219),
            (222, x222),
            (224, x224),
            (230, x230),
            (232, x232),
            (233, x233),
            (234, x234),
            (236, x236),
            (239, x239),
            (240, x240),
            (244, x244),
            (245, x245),
            (247, x247),
            (248, x248),
            (249, x249),
            (250, x250),
            (252, x252),
            (253, x253),
            (256, x256),
            (257, x257),
            (260, x260),
            (262, x262),
            (264, x264),
            (265, x265),
            (266, x266),
            (267, x267),
            (268, x268),
            (269, x269),
            (270, x270),
            (274, x274),
            (275, x275),
            (276, x276),
            (278, x278),
            (280, x280),
            (281, x281),
            (282, x282),
            (285, x285),
            (287, x287),
            (288, x288),
            (289, x289),
            (290, x290),
            (291, x291),
            (293, x293),
            (296, x296),
            (298, x298),
            (305, x305),
            (306, x306),
            (307, x307),
            (309, x309),
            (310, x310),
            (311, x311),
            (313, x313),
            (315, x315),
            (317, x317),
            (320, x320),
            (321, x321),
            (322, x322),
            (323, x323),
            (324, x324),
            (325, x325),
            (326, x326),
            (328, x328),
            (330, x330),
            (332, x332),
            (333, x333),
            (334, x334),
            (335, x335),
            (337, x337),
            (338, x338),
            (341, x341),
            (342, x342),
            (343, x343),
            (350, x350),
            (351, x351),
            (354, x354),
            (357, x357),
            (359, x359),
            (371, x371),
            (375, x375),
            (377, x377),
            (378, x378),
            (382, x382),
            (388, x388),
            (389, x389),
            (390, x390),
            (391, x391),
            (392, x392),
            (393, x393),
            (395, x395),
            (396, x396),
            (398, x398),
            (399, x399),
            (400, x400),
            (404, x404),
            (405, x405),
            (406, x406),
            (408, x408),
            (409, x409),
            (410, x410),
            (413, x413),
            (424, x424),
            (425, x425),
            (426, x426),
            (432, x432),
            (439, x439),
            (441, x441),
            (447, x447),
            (449, x449),
            (451, x451),
            (453, x453),
            (454, x454),
            (457, x457),
            (459, x459),
            (463, x463),
            (465, x465),
            (469, x469),
            (474, x474),
            (480, x480),
            (485, x485),
            (489, x489),
            (497, x497),
            (504, x504),
            (509, x509),
            (511, x511),
            (516, x516),
            (528, x528),
            (529, x529),
            (532, x532),
            (534, x534),
            (536, x536),
            (543, x543),
            (545, x545),
            (547, x547),
            (557, x557),
            (564, x564),
            (572, x572),
            (579, x579),
            (589, x589),
            (595, x595),
            (596, x596),
            (598, x598),
            (599, x599),
            (600, x600),
            (602, x602),
            (603, x603),
            (604, x604),
            (605, x605),
            (606, x606),
            (608, x608),
            (610, x610),
            (612, x612),
            (613, x613),
            (614, x614),
            (616, x616),
            (618, x618),
            (620, x620),
            (622, x622),
            (623, x623),
            (624, x624),
            (625, x625),
            (626, x626),
            (627, x627),
            (628, x628),
            (629, x629),
            (630, x630),
            (631, x631),
            (632, x632),
            (639, x639),
            (640, x640),
            (641, x641),
            (643, x643),
            (644, x644),
            (649, x649),
            (652, x652),
            (653, x653),
            (654, x654),
            (655, x655),
            (656, x656),
            (657, x657),
            (658, x658),
            (668, x668),
            (676, x676),
            (680, x680),
            (681, x681),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f0(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f3(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f4(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f5(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f6(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f7(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn is-word`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        let a1 = text(l.get(1).ok_or(Bail)?)?;
        f8(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize, l0: &Term, l1: &str) -> R<bool> {
        Ok((((term_word(l0)? == l1)) && (((term_args(l0).len() as i64) == 0i64))))
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f13(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f14(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn available`
    fn e15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f15(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f15(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok((if (get::<Option<ContractV>>(rt.global(9))?.is_none()) { false } else { (if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))) { false } else { (if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { (if ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) { (get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { true }) }) }) }))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f17(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f18(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f19(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f23(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f24(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (get::<PlayV>(nth_value(&l0, 1i64)?)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f26(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f27(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, &a0)? }; f26(rt, d + 1, &a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f29(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f30(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f31(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f32(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f33(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f34(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f35(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f36(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f37(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f38(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f40(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f45(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f48(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn nk`
    fn e49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f49(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f49(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if false { { rt.call(d)?; let a0 = { let p = get::<[i64; 4]>(rt.global(27))?; p[l0.index()] }; f45(rt, d + 1, a0)? } } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f50(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f51(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn paid`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f52(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l3 in seats(o) {  per[l3.index()] = (if (!{ rt.call(d)?; let a0 = l3; f4(rt, d + 1, a0)? }) { sub(0i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { (if { rt.call(d)?; f5(rt, d + 1)? } { mul(3i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? } }) }); } per })
    }

    /// `fn each-pays`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f53(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { sub(0i64, mul(3i64, l1)?)? } else { l1 }); } per })
    }

    /// `fn scorable`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f55(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(((((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 5))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 7)))) && (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) { ((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) || (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { false }) })))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f58(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn top`
    fn e60(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f60(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f60(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ let p = l0; p[l1.index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l2 in seats(o) {  let v = { let p = l0; p[l2.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn spread`
    fn e61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f61(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f61(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { mul(3i64, l1)? } else { sub(0i64, l1)? }); } per })
    }

    /// `fn rank-of`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f62(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: Seat) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !(({ let p = l0; p[l2.index()] } > { let p = l0; p[l1.index()] }) || ((({ let p = l0; p[l2.index()] } == { let p = l0; p[l1.index()] })) && ({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }))) { continue; } if true { n += 1; } } n })
    }

    /// `fn at-rank`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f63(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(({ rt.call(d)?; let a0 = l0; let a1 = l2; f62(rt, d + 1, a0, a1)? } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f64(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn trischaken-case`
    fn e66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f66(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f66(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 3i64)) { 1i64 } else { (if { let x = Seat::from_index(0); has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 2i64)) { 3i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { 4i64 } else { 0i64 }) }) }) }))
    }

    /// `fn trischaken-pays`
    fn e67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f67(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f67(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f66(rt, d + 1, a0)? }; if (1i64 == s) { 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 1i64 } else { sub(0i64, 3i64)? }); } per } } else if (2i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = (if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 4i64 } else { 2i64 }); f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { sub(0i64, 2i64)? }); } per } } else if (4i64 == s) { { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }; let a1 = (if ({ let p = l0; p[{ rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }.index()] } >= 107i64) { 2i64 } else { 1i64 }); f61(rt, d + 1, a0, a1)? } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = 0i64; } per } } else { return Err(Bail) } })
    }

    /// `fn fahren-case`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f68(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 1i64 } else { (if 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) {  if ({ let p = l0; p[l1.index()] } >= 107i64) { break 'q1 true; } } false } { 2i64 } else { (if (({ let p = l0; p[Seat::from_index(0).index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l1 in seats(o) {  let v = { let p = l0; p[l1.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { 3i64 } else { (if (((({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] } == { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? }.index()] })) { 4i64 } else { 5i64 }) }) }) }))
    }

    /// `fn fahren-pays`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f69(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (1i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 4i64; f61(rt, d + 1, a0, a1)? } } else if (2i64 == s) { { rt.call(d)?; let a0 = some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) { if !({ let p = l0; p[l1.index()] } >= 107i64) { continue; } break 'q1 Some(l1); } None })?; let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (4i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? })) { 3i64 } else { (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? })) { sub(0i64, 3i64)? } else { 0i64 }) }); } per } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ({ rt.call(d)?; let a0 = l0; let a1 = l1; f62(rt, d + 1, a0, a1)? } < 2i64) { 3i64 } else { sub(0i64, 3i64)? }); } per } } else { return Err(Bail) } })
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f70(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f72(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<CardSet>(v)?;  let v = l1; acc = acc | v; } acc }))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if (('q1: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l2 = get::<CardSet>(v)?;  n = add(n, (l2.len() as i64))?; } n } == (l1.len() as i64))) { { let mut acc = CardSet::EMPTY; acc } } else { 'q2: { let mut left = rt.deck(); rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l2) = left.first() { left.remove(l2); if !('q3: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l3 = get::<CardSet>(v)?; if !{ let x = l2; l3.contains(x) } { continue; } if true { n += 1; } } n } > 1i64) { continue; } let v = l2; acc.insert(v); } acc } })))
        })())
    }

    fn x3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2.len() as i64) == 0i64))))
        })())
    }

    fn x5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3.len() as i64) == 0i64))))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<Seat>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l3; g.hands[s.index()] }.len() as i64) == 12i64))))
        })())
    }

    fn x13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((l4.len() as i64) == 0i64)) || ((l2.len() as i64) > 0i64)) || (!l3)) || 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l5 in seats(o) {  if (!(({ let g = rt.game()?; let s = l5; g.hands[s.index()] }.len() as i64) == 12i64)) { break 'q1 true; } } false })))
        })())
    }

    fn x15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Play)) && ((rt.game()?.phase == PhaseName::Play)))))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && ((!(rt.speaker()? == rt.game()?.turn)) || ((get::<i64>(rt.global(17))? == 0i64))))))
        })())
    }

    fn x18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l0 == PhaseName::Announce)) && ((rt.game()?.phase == PhaseName::Talon))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!(l0 == rt.game()?.phase)) && (!l1))))
        })())
    }

    fn x21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))))
        })())
    }

    fn x31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (get::<bool>(rt.global(38))? || get::<bool>(rt.global(40))?))))
        })())
    }

    fn x35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Call)) && get::<bool>(rt.global(38))?)))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x44(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (!{ rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? }))))
        })())
    }

    fn x45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == ""))))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); acc }))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.tricks.len() as i64 + 1) > 12i64)))
        })())
    }

    fn x50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(34))?, x) }))
        })())
    }

    fn x52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) == 0i64))))
        })())
    }

    fn x53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) && ((({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))) && (l1 || (((l0.suit() == some(rt.game()?.current.first().map(|p| p.1))?.suit())) && (!(false && { let x = card(0)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) })))))))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(41))? && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & CardSet::TAROCKS }))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (({ let x = l3; x - CardSet::TAROCKS }.len() as i64) > 0i64))))
        })())
    }

    fn x63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x - CardSet::TAROCKS }))
        })())
    }

    fn x64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.current.first().map(|p| p.1)))
        })())
    }

    fn x65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((!some(l7)?.suit().is_none()) && (({ let x = l3; x & suit_cards(some(l7)?) }.len() as i64) > 0i64))))
        })())
    }

    fn x66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & suit_cards(some(l7)?) }))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((l4.len() as i64) > 0i64)))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((false || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) })) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) { 'q1: { let g = rt.game()?; rt.charge(g.current.len())?; let mut acc = CardSet::EMPTY; for &(s, c) in g.current.iter() { let l8 = PlayV(s, c);  let v = (l8).1; acc.insert(v); } acc } } else { { let mut acc = CardSet::EMPTY; acc } })))
        })())
    }

    fn x70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((((!get::<bool>(rt.global(38))?) && { rt.call(d)?; let a0 = some(l7)?; f22(rt, d + 1, a0)? }) && { let x = card(20)?; l8.contains(x) }) && { let x = card(21)?; l8.contains(x) }) && { let x = card(0)?; l5.contains(x) })))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { let v = card(0)?; acc.insert(v); } acc }))
        })())
    }

    fn x73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((!l6) && (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) }) && true)))))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = some(l7)?; let a1 = l8; f24(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l8; x & CardSet::TAROCKS }.len() as i64) > 0i64)))
        })())
    }

    fn x76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l9 = get::<Card>(l.get(9).ok_or(Bail)?)?;
        let l10 = get::<bool>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((({ let x = l5; x - CardSet::TAROCKS }.len() as i64) == 0i64)) { (if l10 { { let x = l5; x & above(l9) } } else { l5 }) } else { (if (((!some(l7)?.suit().is_none()) && ((({ let x = l5; x - suit_cards(some(l7)?) }.len() as i64) == 0i64))) && (!l10)) { { let x = l5; x & above(l9) } } else { l5 }) })))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x79(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) && { let x = card(0)?; l5.contains(x) }) && ((l4.len() as i64) > 1i64))))
        })())
    }

    fn x80(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x.without(card(0)?) }))
        })())
    }

    fn x81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & l3 }))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((((l7.len() as i64) > 0i64) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }))))
        })())
    }

    fn x83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l8) = left.first() { left.remove(l8); if !({ rt.call(d)?; let a0 = l8; f32(rt, d + 1, a0)? } > (rt.game()?.tricks.len() as i64 + 1)) { continue; } let v = l8; acc.insert(v); } acc }))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 0) == EnumV(5, 0)))))
        })())
    }

    fn x85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l1) && ((l5.len() as i64) >= 2i64)) && ((({ let x = l5; x - l8 }.len() as i64) == 0i64)))))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { if let Some(v) = highest(l5) { acc.insert(v); } } acc }))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 0) == EnumV(5, 2)))))
        })())
    }

    fn x88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l9) = left.first() { left.remove(l9); if !(({ rt.call(d)?; let a0 = l9; f32(rt, d + 1, a0)? } == (rt.game()?.tricks.len() as i64 + 1))) { continue; } let v = l9; acc.insert(v); } acc }))
        })())
    }

    fn x89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l5; x & l9 }.len() as i64) > 0i64)))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x & l9 }))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x92(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x93(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; !l5.contains(x) }))
        })())
    }

    fn x94(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x96(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l5.contains(x) }))
        })())
    }

    fn x97(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) || (get::<bool>(rt.global(38))? && l1))))
        })())
    }

    fn x98(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x100(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) < 4i64)))
        })())
    }

    fn x103(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = get::<Seat>(rt.global(35))?; rt.charge(4)?;  for l3 in s.cycle_from() { if !{ let x = l3; !has_seat(get::<SeatSet>(rt.global(34))?, x) } { continue; } break 'q1 Some(l3); } None }))
        })())
    }

    fn x106(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x107(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x115(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x125(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<bool>(rt.global(14))? && (!get::<bool>(rt.global(16))?)) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if get::<bool>(rt.global(39))? { 6i64 } else { 3i64 })))
        })())
    }

    fn x128(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l2))))
        })())
    }

    fn x130(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x - l1 }))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x135(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(16))?)))
        })())
    }

    fn x136(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == (l0.len() as i64)))))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) {  if !((({ let x = { let g = rt.game()?; let s = l2; g.dealt[s.index()] }; x & l1 }.len() as i64) == 0i64)) { break 'q1 false; } } true }))
        })())
    }

    fn x140(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = l1; x - { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))))
        })())
    }

    fn x142(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x - l1 }))
        })())
    }

    fn x145(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))) { 6i64 } else { 3i64 })))
        })())
    }

    fn x146(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) && (({ let x = l1; x - CardSet::TAROCKS }.len() as i64) > 0i64)) && (({ let x = { let x = { let x = l2; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }; x - l1 }.len() as i64) > 0i64))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((((!((l1.len() as i64) == l3)) || ((l4.len() as i64) > 0i64)) || l5) || l6)))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x152(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l3))))
        })())
    }

    fn x153(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l4.len() as i64) == 0i64))))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((!l5)))
        })())
    }

    fn x155(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x156(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x157(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((rt.game()?.phase == PhaseName::Talon)) && ((l0 == PhaseName::Announce))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x158(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((rt.game()?.phase == PhaseName::Done)) || ({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } <= { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })) || l1) || get::<bool>(rt.global(36))?) || get::<bool>(rt.global(5))?)))
        })())
    }

    fn x159(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.turn))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.phase))
        })())
    }

    fn x161(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if (!get::<Option<ContractV>>(rt.global(0))?.is_none()) { 0i64 } else { (if get::<bool>(rt.global(4))? { 1i64 } else { (if { rt.call(d)?; let a0 = Seat::from_index(0); f7(rt, d + 1, a0)? } { 2i64 } else { 0i64 }) }) })))
        })())
    }

    fn x165(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = 8i64; let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((l7 && (!(rt.game()?.phase == PhaseName::Done))) && ({ rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? }))))
        })())
    }

    fn x169(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x171(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x172(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x175(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x177(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 3))?))
        })())
    }

    fn x183(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l0 == PhaseName::Talon)) { rt.speaker()? } else { Seat::from_index(0) })))
        })())
    }

    fn x186(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x187(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x192(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x198(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x199(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(40))?)))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = text(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(((l5 == ""))))
        })())
    }

    fn x206(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 1i64)))))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 2i64)))))
        })())
    }

    fn x208(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Auction))))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Call))))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Talon))))
        })())
    }

    fn x211(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Announce))))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(4))?)))
        })())
    }

    fn x213(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x214(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && (!{ let x = get::<Option<Seat>>(rt.global(1))?; x == Some(rt.speaker()?) }))))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && (!{ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))
        })())
    }

    fn x230(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.contract_field(l0, 8))?))
        })())
    }

    fn x232(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!get::<bool>(rt.contract_field(l0, 5))?)))
        })())
    }

    fn x233(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((!get::<bool>(rt.contract_field(l0, 6))?) || (((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x234(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<bool>(rt.contract_field(l0, 7))? || (!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(0))?.is_none()) || (get::<i64>(rt.contract_field(l0, 0))? > get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 0))?))))
        })())
    }

    fn x239(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; CardSet::KINGS.contains(x) }))
        })())
    }

    fn x244(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x245(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))))))
        })())
    }

    fn x247(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Announce)) && (get::<i64>(rt.global(20))? > 0i64)))))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Talon)) && get::<bool>(rt.global(14))?))))
        })())
    }

    fn x249(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x250(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) && ((text(rt.global(18))? == "")))))
        })())
    }

    fn x252(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x253(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x256(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == get::<Seat>(rt.global(11))?)) && { rt.call(d)?; f14(rt, d + 1)? })))
        })())
    }

    fn x257(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x260(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? > 0i64) || rt.in_void_line())))
        })())
    }

    fn x262(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x264(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(20))? < 4i64)))
        })())
    }

    fn x265(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f15(rt, d + 1, a0)? }))
        })())
    }

    fn x266(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x267(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(28))?, x) }))
        })())
    }

    fn x268(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) >= 10i64)))
        })())
    }

    fn x269(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x270(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x274(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x275(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x276(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x278(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x280(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x281(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x282(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1))) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x285(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x287(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x288(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x289(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?))
        })())
    }

    fn x290(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) && (!(EnumV(5, 0) == EnumV(5, 0))))))
        })())
    }

    fn x291(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x293(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x296(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x298(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x305(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((term_word(l0)? == "kontra")) || ((term_word(l0)? == "re"))) || ((term_word(l0)? == "sub"))) && (((term_args(l0).len() as i64) == 1i64)))))
        })())
    }

    fn x306(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x307(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x309(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l0 in seats(o) { if !{ let x = l0; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } if true { n += 1; } } n }))
        })())
    }

    fn x310(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<bool>(rt.global(4))? || ((l0 == 0i64))) || (((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = some(get::<Option<Seat>>(rt.global(1))?)?; !has_seat(get::<SeatSet>(rt.global(2))?, x) }))))
        })())
    }

    fn x311(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x313(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x315(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))
        })())
    }

    fn x317(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = Seat::from_index(0); !has_seat(get::<SeatSet>(rt.global(2))?, x) })))
        })())
    }

    fn x320(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = rt.speaker()?.next(); rt.charge(4)?;  for l1 in s.cycle_from() { if !{ let x = l1; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } break 'q1 Some(l1); } None }))
        })())
    }

    fn x321(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x322(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Card>>(rt.global(12))?.is_none())))
        })())
    }

    fn x323(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) { if !((!(l0 == rt.speaker()?)) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = l0; g.dealt[s.index()] }.contains(x) }) { continue; } break 'q1 Some(l0); } None }))
        })())
    }

    fn x324(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x325(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x326(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "schleifen"))))
        })())
    }

    fn x328(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((!(text(rt.global(18))? == "pass")) && ((rt.speaker()? == get::<Seat>(rt.global(11))?))) && { rt.call(d)?; f14(rt, d + 1)? }) && (!get::<bool>(rt.global(19))?))))
        })())
    }

    fn x330(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x332(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!l0)))
        })())
    }

    fn x333(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 || (!false)) || ((text(rt.global(18))? == "pass"))) || ((text(rt.global(18))? == "fertig")))))
        })())
    }

    fn x334(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "pass"))))
        })())
    }

    fn x335(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(21))?, 1i64)?))
        })())
    }

    fn x337(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(20))?, 1i64)?))
        })())
    }

    fn x338(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(20))? >= 4i64) && (get::<i64>(rt.global(21))? >= 3i64))))
        })())
    }

    fn x341(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x342(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x343(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<Seat>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2 == l0)) || ((!(EnumV(5, 0) == EnumV(5, 0))) && (({ rt.call(d)?; let a0 = l2; f4(rt, d + 1, a0)? } == { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))))))
        })())
    }

    fn x350(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x351(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x354(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) && true)))
        })())
    }

    fn x357(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?.is_none())))
        })())
    }

    fn x359(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(some(opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?)?, 3, d)?)?))
        })())
    }

    fn x371(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x375(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
        })())
    }

    fn x377(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(36))?)))
        })())
    }

    fn x378(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x382(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !(!(({ let g = rt.game()?; let s = l0; g.dealt[s.index()] }.len() as i64) == 12i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x388(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((true && get::<bool>(rt.contract_field(l0, 3))?)))
        })())
    }

    fn x389(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x390(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1)))))
        })())
    }

    fn x391(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x392(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!((true && get::<bool>(rt.contract_field(l0, 3))?) && ((({ let x = CardSet::KINGS; x - { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] } }.len() as i64) == 0i64))))))
        })())
    }

    fn x393(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1))) && ((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64)))))
        })())
    }

    fn x395(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x396(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x398(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = text(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == "vorhand"))))
        })())
    }

    fn x399(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))
        })())
    }

    fn x400(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x404(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(4, 7))) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }))))
        })())
    }

    fn x405(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x406(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let s = l0; if (1i64 == s) { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 0i64))) } else if (2i64 == s) { ((!l3) && 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l4 in seats(o) {  if (({ let p = get::<[i64; 4]>(rt.global(27))?; p[l4.index()] } == 1i64)) { break 'q1 true; } } false }) } else if true { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 2i64))) } else { return Err(Bail) } }))
        })())
    }

    fn x408(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == 2i64))))
        })())
    }

    fn x409(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x410(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Seat>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let p = get::<[i64; 4]>(rt.global(27))?; p[l5.index()] } == 1i64))))
        })())
    }

    fn x413(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x424(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x425(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x426(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 1))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 2)))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 4))))))
        })())
    }

    fn x432(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x439(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x441(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x447(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x449(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3))) && { rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f28(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x451(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1 + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1 + 1)?)?)?; f29(rt, d + 1 + 1, a0, a1)? }; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x453(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f30(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x454(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x457(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x459(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x463(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f48(rt, d + 1)? }))
        })())
    }

    fn x465(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x469(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l5; x == Some(l7) })))
        })())
    }

    fn x474(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 2, d)?)?, l0)?))
        })())
    }

    fn x480(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l4.is_none()) && (!l5.is_none())) && (!(({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!true))))))
        })())
    }

    fn x485(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 1, d)?)?, l0)?))
        })())
    }

    fn x489(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((if (l2 || (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))?)) { l0 } else { mul(2i64, l0)? })))
        })())
    }

    fn x497(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l7; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x504(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l7, 2, d)?)?, l3)?))
        })())
    }

    fn x509(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x511(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x516(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x528(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x529(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l4; x == Some(l12) })))
        })())
    }

    fn x532(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x534(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((!l12)))
        })())
    }

    fn x536(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((!l4.is_none())))
        })())
    }

    fn x543(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((l5 || (!l4.is_none()))))
        })())
    }

    fn x545(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((if l5 { Some(l12) } else { l4 })))
        })())
    }

    fn x547(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((!l11)))
        })())
    }

    fn x557(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l14; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x564(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        let l15 = get::<bool>(l.get(15).ok_or(Bail)?)?;
        Ok(Native::into_value((l11 && ((l12 == l15)))))
        })())
    }

    fn x572(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(rt.ann_field(l14, 2, d)?)?))
        })())
    }

    fn x579(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if 'q1: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?);  if { let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { break 'q1 true; } } false } { 'q2: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?); if !{ let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { continue; } if (!{ rt.call(d)?; let a0 = rt.trick(l0)?.winner; f4(rt, d + 1, a0)? }) { break 'q2 true; } } false } } else { { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; f40(rt, d + 1)? }.contains(x) } })))
        })())
    }

    fn x589(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x595(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let g = rt.game()?; let s = l0; g.won[s.index()] as i64 }))
        })())
    }

    fn x596(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 11))?))))
        })())
    }

    fn x598(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x599(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.trick(rt.nth_trick(12i64)?)?.winner))
        })())
    }

    fn x600(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = { rt.call(d)?; let a0 = { let x = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; x | (if ((l1 == l0)) { { rt.call(d + 1)?; f40(rt, d + 1 + 1)? } } else { { let mut acc = CardSet::EMPTY; acc } }) }; f1(rt, d + 1, a0)? }; } per }))
        })())
    }

    fn x602(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = 0i64; } per }))
        })())
    }

    fn x603(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1)))))
        })())
    }

    fn x604(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f67(rt, d + 1, a0)? }))
        })())
    }

    fn x605(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f66(rt, d + 1, a0)? }))
        })())
    }

    fn x606(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x608(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x610(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x612(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f69(rt, d + 1, a0)? }))
        })())
    }

    fn x613(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f68(rt, d + 1, a0)? }))
        })())
    }

    fn x614(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x616(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x618(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x620(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 4i64))))
        })())
    }

    fn x622(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l3 in seats(o) { if !(({ let g = rt.game()?; let s = l3; g.won[s.index()] as i64 } == 0i64)) { continue; } let v = l3; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x623(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3.0.count_ones() as i64) > 0i64)))
        })())
    }

    fn x624(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l4 in seats(o) { if !({ let p = l2; p[l4.index()] } > 0i64) { continue; } let v = l4; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x625(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l4; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l5 in seats(o) {  n = add(n, { let p = l2; p[l5.index()] })?; } n }))
        })())
    }

    fn x626(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l3.0.count_ones() as i64) == 2i64)) && ((rem(l5, 2i64)? == 1i64))) && (((l4.0.count_ones() as i64) == 1i64)))))
        })())
    }

    fn x627(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(scores_by(add, l2, 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l6 in seats(o) {  per[l6.index()] = (if { let x = l6; has_seat(l4, x) } { 1i64 } else { 0i64 }); } per })?))
        })())
    }

    fn x628(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l5, 1i64)?))
        })())
    }

    fn x629(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((l3.0.count_ones() as i64)))
        })())
    }

    fn x630(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(div(l5, l6)?))
        })())
    }

    fn x631(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(sub(l5, mul(l7, l6)?)?))
        })())
    }

    fn x632(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l9 in seats(o) {  per[l9.index()] = (if { let x = l9; has_seat(l3, x) } { sub(sub(0i64, l7)?, (if ({ rt.call(d)?; let a0 = l3; let a1 = l9; f70(rt, d + 1, a0, a1)? } < l8) { 1i64 } else { 0i64 }))? } else { { let x = { let p = l2; p[l9.index()] }; x.max(0i64) } }); } per }))
        })())
    }

    fn x639(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x640(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x641(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1))) && ({ let x = l0; x == Some(Seat::from_index(0)) })) { 4i64 } else { 2i64 })))
        })())
    }

    fn x643(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x644(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(6, 0) == EnumV(6, 1)))))
        })())
    }

    fn x649(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))? { mul(2i64, l1)? } else { l1 })))
        })())
    }

    fn x652(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x653(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x654(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x655(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x656(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(42))? && (!(((!get::<Option<Seat>>(rt.global(31))?.is_none()) && (!get::<bool>(rt.global(38))?)) && (!get::<bool>(rt.global(40))?))))))
        })())
    }

    fn x657(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x658(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x668(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x676(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 2, d)?)?, { rt.call(d)?; f48(rt, d + 1)? })?))
        })())
    }

    fn x680(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x681(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1)))))
        })())
    }
}

pub mod zwanziger {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 25 of the program's 31 functions, natively.
    pub static NATIVES: Natives = Natives {
        program: 0xe2f4a5648427a799,
        fns: &[
            (0, e0),
            (1, e1),
            (2, e2),
            (5, e5),
            (6, e6),
            (9, e9),
            (10, e10),
            (11, e11),
            (12, e12),
            (13, e13),
            (14, e14),
            (16, e16),
            (17, e17),
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
            (29, e29),
        ],
        roots: &[
            (0, x0),
            (1, x1),
            (2, x2),
            (4, x4),
            (8, x8),
            (9, x9),
            (10, x10),
            (12, x12),
            (16, x16),
            (17, x17),
            (19, x19),
            (20, x20),
            (22, x22),
            (23, x23),
            (24, x24),
            (25, x25),
            (26, x26),
            (28, x28),
            (29, x29),
            (30, x30),
            (32, x32),
            (33, x33),
            (37, x37),
            (40, x40),
            (41, x41),
            (42, x42),
            (43, x43),
            (45, x45),
            (46, x46),
            (47, x47),
            (48, x48),
            (49, x49),
            (51, x51),
            (52, x52),
            (53, x53),
            (54, x54),
            (55, x55),
            (58, x58),
            (59, x59),
            (61, x61),
            (62, x62),
            (63, x63),
            (64, x64),
            (65, x65),
            (66, x66),
            (67, x67),
            (68, x68),
            (69, x69),
            (70, x70),
            (71, x71),
            (72, x72),
            (73, x73),
            (74, x74),
            (75, x75),
            (76, x76),
            (77, x77),
            (78, x78),
            (82, x82),
            (83, x83),
            (84, x84),
            (85, x85),
            (86, x86),
            (87, x87),
            (88, x88),
            (89, x89),
            (90, x90),
            (91, x91),
            (92, x92),
            (93, x93),
            (95, x95),
            (96, x96),
            (101, x101),
            (102, x102),
            (107, x107),
            (111, x111),
            (112, x112),
            (113, x113),
            (114, x114),
            (115, x115),
            (116, x116),
            (119, x119),
            (120, x120),
            (121, x121),
            (122, x122),
            (123, x123),
            (124, x124),
            (127, x127),
            (128, x128),
            (129, x129),
            (131, x131),
            (132, x132),
            (133, x133),
            (135, x135),
            (136, x136),
            (137, x137),
            (139, x139),
            (141, x141),
            (144, x144),
            (147, x147),
            (148, x148),
            (149, x149),
            (150, x150),
            (151, x151),
            (154, x154),
            (159, x159),
            (160, x160),
            (161, x161),
            (162, x162),
            (163, x163),
            (166, x166),
            (167, x167),
            (172, x172),
            (173, x173),
            (174, x174),
            (175, x175),
            (176, x176),
            (179, x179),
            (180, x180),
            (185, x185),
            (186, x186),
            (187, x187),
            (188, x188),
            (189, x189),
            (191, x191),
            (193, x193),
            (194, x194),
            (195, x195),
            (196, x196),
            (197, x197),
            (200, x200),
            (202, x202),
            (204, x204),
            (205, x205),
            (207, x207),
            (209, x209),
            (210, x210),
            (211, x211),
            (212, x212),
            (213, x213),
            (218, x218),
            (219, x219),
            (220, x220),
            (221, x221),
            (222, x222),
            (223, x223),
            (224, x224),
            (225, x225),
            (228, x228),
            (229, x229),
            (230, x230),
            (236, x236),
            (237, x237),
            (238, x238),
            (240, x240),
            (241, x241),
            (242, x242),
            (243, x243),
            (244, x244),
            (245, x245),
            (246, x246),
            (247, x247),
            (248, x248),
            (249, x249),
            (250, x250),
            (253, x253),
            (254, x254),
            (255, x255),
            (256, x256),
            (258, x258),
            (263, x263),
            (265, x265),
            (267, x267),
            (269, x269),
            (272, x272),
            (273, x273),
            (274, x274),
            (275, x275),
            (276, x276),
            (277, x277),
            (278, x278),
            (279, x279),
            (280, x280),
            (281, x281),
            (282, x282),
            (284, x284),
            (286, x286),
            (288, x288),
            (289, x289),
            (290, x290),
            (291, x291),
            (292, x292),
            (293, x293),
            (295, x295),
            (296, x296),
            (297, x297),
            (298, x298),
            (299, x299),
            (300, x300),
            (302, x302),
            (305, x305),
            (306, x306),
            (307, x307),
            (308, x308),
            (309, x309),
            (310, x310),
            (311, x311),
            (312, x312),
            (313, x313),
        ],
    };

    /// `fn is-alone`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f0(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(1))?.is_none()) && (!{ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
    }

    /// `fn side-of`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<SeatSet> {
        Ok((if { let x = l0; has_seat(get::<SeatSet>(rt.global(3))?, x) } { get::<SeatSet>(rt.global(3))? } else { { let x = SeatSet(0b1111); SeatSet(x.0 & !get::<SeatSet>(rt.global(3))?.0) } }))
    }

    /// `fn to-call`
    fn e2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f2(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f2(rt: &Rt<'_, '_>, d: usize) -> R<Option<Card>> {
        Ok('q1: { let o = vec![Native::into_value(card(19)?), Native::into_value(card(18)?), Native::into_value(card(17)?), Native::into_value(card(16)?), Native::into_value(card(15)?), ]; rt.charge(o.len())?;  for v in o.iter() { let l0 = get::<Card>(v)?; if !{ let x = l0; !{ let g = rt.game()?; let s = Seat::from_index(0); g.dealt[s.index()] }.contains(x) } { continue; } break 'q1 Some(l0); } None })
    }

    /// `fn factor`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f5(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn seat-list`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        f6(rt, d, a0).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: SeatSet) -> R<Vec<Value>> {
        Ok('q1: { let s = Seat::from_index(0); rt.charge(4)?; let mut acc: Vec<Value> = Vec::new(); for l1 in s.cycle_from() { if !{ let x = l1; has_seat(l0, x) } { continue; } push_item(&mut acc, Native::into_value(l1))?; } acc })
    }

    /// `fn void-hand`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok(((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) <= 1i64) || ((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::from_bits(0x2020202000000) }.len() as i64) == 4i64))))
    }

    /// `fn redeal`
    fn e10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f10(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f10(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) {  if { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } { break 'q1 true; } } false })
    }

    /// `fn best-card`
    fn e11(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f11(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f11(rt: &Rt<'_, '_>, d: usize, l0: CardSet, l1: Card) -> R<Option<Card>> {
        Ok((if ((!get::<bool>(rt.global(6))?) && ((({ let x = l0; x & CardSet::from_bits(0x300001) }.len() as i64) == 3i64))) { Some(card(0)?) } else { (if ((!get::<bool>(rt.global(6))?) && (({ let x = l0; x & CardSet::TAROCKS }.len() as i64) > 0i64)) { highest({ let x = l0; x & CardSet::TAROCKS }) } else { highest({ let x = l0; x & suit_cards(l1) }) }) }))
    }

    /// `fn trick_winner`
    fn e12(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f12(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f12(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok(some({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; let a1 = (get::<PlayV>(nth_value(&l0, 1i64)?)?).1; f11(rt, d + 1 + 1, a0, a1)? }; f13(rt, d + 1, &a0, a1)? })?)
    }

    /// `fn played-by`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Option<Card>>(l.get(1).ok_or(Bail)?)?;
        f13(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Option<Card>) -> R<Option<Seat>> {
        Ok('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<PlayV>(v)?; if !({ let x = (l2).1; Some(x) == l1 }) { continue; } break 'q1 Some((l2).0); } None })
    }

    /// `fn base-allowed`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f14(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (rt.game()?.current.first().map(|p| p.1).is_none()) { (if (get::<bool>(rt.global(6))? && (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - CardSet::TAROCKS }.len() as i64) > 0i64)) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - CardSet::TAROCKS } } else { { let g = rt.game()?; let s = l0; g.hands[s.index()] } }) } else { (if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) }.len() as i64) > 0i64) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) } } else { (if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) > 0i64) { { let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS } } else { { let g = rt.game()?; let s = l0; g.hands[s.index()] } }) }) }))
    }

    /// `fn next-to-play`
    fn e16(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f16(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f16(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<Option<Seat>> {
        Ok((if { let x = l0.next(); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.next()) } else { (if { let x = l0.next().next(); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.next().next()) } else { (if { let x = l0.plus(3); !has_seat(get::<SeatSet>(rt.global(29))?, x) } { Some(l0.plus(3)) } else { None }) }) }))
    }

    /// `fn distribute`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f17(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if { let x = l2; has_seat(l0, x) } { (if (((l0.0.count_ones() as i64) == 1i64)) { mul(3i64, l1)? } else { l1 }) } else { (if (((l0.0.count_ones() as i64) == 3i64)) { sub(0i64, mul(3i64, l1)?)? } else { sub(0i64, l1)? }) }); } per })
    }

    /// `fn receivers`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        f18(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: bool) -> R<SeatSet> {
        Ok((if l1 { l0 } else { { let x = SeatSet(0b1111); SeatSet(x.0 & !l0.0) } }))
    }

    /// `fn card-points`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f19(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add(mul(5i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?, mul(4i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)?, ({ let x = { let x = l0; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }.len() as i64))?)
    }

    /// `fn points-of`
    fn e20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        f20(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f20(rt: &Rt<'_, '_>, d: usize, l0: SeatSet) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) {  n = add(n, { rt.call(d)?; let a0 = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; f19(rt, d + 1, a0)? })?; } n })
    }

    /// `fn card_value`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f19(rt, d + 1, a0)? })
    }

    /// `fn tricks-of`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: SeatSet) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) {  n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn absolut-value`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f23(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { (if l0 { 4i64 } else { 2i64 }) } else { (if l0 { 2i64 } else { 1i64 }) }))
    }

    /// `fn pagat-value`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f24(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = l0; f23(rt, d + 1, a0)? })
    }

    /// `fn valat-value`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { (if l0 { 24i64 } else { 12i64 }) } else { (if l0 { 12i64 } else { 6i64 }) }))
    }

    /// `fn premium-value`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f26(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if { rt.call(d)?; f0(rt, d + 1)? } { 2i64 } else { 1i64 }))
    }

    /// `fn renonce-share`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f27(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f1(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { mul(3i64, l1)? } else { l1 }))
    }

    /// `fn renonce-total`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<i64> {
        Ok('q1: { let o = { let x = SeatSet(0b1111); SeatSet(x.0 & !Value::seats_mask(l0)) }; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) {  n = add(n, { rt.call(d)?; let a0 = l2; let a1 = l1; f27(rt, d + 1, a0, a1)? })?; } n })
    }

    /// `fn renonce-points`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f29(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { sub(0i64, { rt.call(d)?; let a0 = l0; let a1 = l1; f28(rt, d + 1, a0, a1)? })? } else { { rt.call(d)?; let a0 = l2; let a1 = l1; f27(rt, d + 1, a0, a1)? } }); } per })
    }

    fn x0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - rt.deck() }.len() as i64) == 0i64))))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = { let x = { let x = { let g = rt.game()?; let s = Seat::from_index(0); g.hands[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(1); g.hands[s.index()] } }; x | { let g = rt.game()?; let s = Seat::from_index(2); g.hands[s.index()] } }; x | { let g = rt.game()?; let s = Seat::from_index(3); g.hands[s.index()] } }.len() as i64) < 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) {  n = add(n, ({ let g = rt.game()?; let s = l1; g.hands[s.index()] }.len() as i64))?; } n })))
        })())
    }

    fn x4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l0; g.hands[s.index()] }.len() as i64) == 10i64))))
        })())
    }

    fn x8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) { if !{ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } { continue; } break 'q1 Some(l0); } None }))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!l0.is_none())))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = { let g = rt.game()?; let s = some(l0)?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) == 0i64))))
        })())
    }

    fn x12(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = { let g = rt.game()?; let s = some(l0)?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) == 1i64))))
        })())
    }

    fn x16(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(20))? && (((rt.event_phase()? == PhaseName::Auction)) || ((rt.event_phase()? == PhaseName::Call))))))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((((((rt.event_phase()? == PhaseName::Auction)) && (!rt.said().is_none())) && ((rt.game()?.phase == PhaseName::Auction))) && (get::<Option<ContractV>>(rt.global(1))?.is_none())) && ((rt.game()?.turn == Seat::from_index(0)))) && get::<bool>(rt.global(21))?) && (!(rt.speaker()? == rt.game()?.turn)))))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(sub((rt.game()?.tricks.len() as i64 + 1), 1i64)?))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((!get::<bool>(rt.global(6))?) && ((get::<i64>(rt.global(31))? == l0))) && ((get::<i64>(rt.global(33))? == l0))) && ({ let x = get::<Option<Seat>>(rt.global(32))?; x == Some(rt.speaker()?) }))))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == 10i64)) && ((get::<i64>(rt.global(35))? == 10i64)))))
        })())
    }

    fn x23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<Seat>>(rt.global(34))?; x == Some(rt.speaker()?) })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); acc }))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == 10i64))))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.game()?.phase == PhaseName::Play))))
        })())
    }

    fn x29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(29))?, x) }))
        })())
    }

    fn x41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.current.first().map(|p| p.1).is_none())))
        })())
    }

    fn x45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x - CardSet::TAROCKS }))
        })())
    }

    fn x46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = some(rt.game()?.current.first().map(|p| p.1))?; CardSet::TAROCKS.contains(x) }))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & CardSet::TAROCKS }))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) }))
        })())
    }

    fn x49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x & CardSet::TAROCKS }))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x.without(card(0)?) }))
        })())
    }

    fn x52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; !l2.contains(x) }))
        })())
    }

    fn x53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(22))?.is_none())))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.tricks.len() as i64 + 1)))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l2.contains(x) }))
        })())
    }

    fn x59(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!(rt.speaker()? == rt.game()?.turn)) && (!(get::<bool>(rt.global(20))? && (rt.game()?.current.first().map(|p| p.1).is_none()))))))
        })())
    }

    fn x61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == 1i64))))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == 2i64))))
        })())
    }

    fn x63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; CardSet::from_bits(0x300001).contains(x) }))
        })())
    }

    fn x64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == card(20)?))))
        })())
    }

    fn x65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.tricks.len() as i64 + 1)))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == card(21)?))))
        })())
    }

    fn x68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.tricks.len() as i64 + 1)))
        })())
    }

    fn x70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.tricks.len() as i64 + 1)))
        })())
    }

    fn x72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f16(rt, d + 1, a0)? }))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((!(rt.game()?.phase == PhaseName::Auction)) || (!get::<Option<ContractV>>(rt.global(1))?.is_none())) || (!opt_text(rt.global(0))?.is_none())) || get::<bool>(rt.global(20))?)))
        })())
    }

    fn x77(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!(rt.event_phase()? == PhaseName::Call)) && (!(rt.event_phase()? == PhaseName::Play)))))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.turn))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(7))? == 0i64))))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(11))?, x) }))
        })())
    }

    fn x88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == ContractV(0)))))
        })())
    }

    fn x89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == Seat::from_index(0)))))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!{ rt.call(d)?; f2(rt, d + 1)? }.is_none())))
        })())
    }

    fn x92(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(1))?.is_none()) || (get::<i64>(rt.contract_field(l0, 0))? > get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(1))?)?, 0))?))))
        })())
    }

    fn x93(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((!(l0 == ContractV(1))) || (({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] }; x - CardSet::TAROCKS }.len() as i64) >= 5i64))))
        })())
    }

    fn x95(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == ContractV(1)))))
        })())
    }

    fn x96(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == ContractV(0)))))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f2(rt, d + 1)? }))
        })())
    }

    fn x107(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); { let v = rt.speaker()?; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x111(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x112(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x113(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x114(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x115(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(7))? == 0i64))))
        })())
    }

    fn x119(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x120(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x121(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x122(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x123(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(7))? == 0i64))))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x128(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x129(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x131(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x132(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<SeatSet>>(rt.global(13))?.is_none())))
        })())
    }

    fn x135(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<SeatSet>>(rt.global(12))?.is_none())))
        })())
    }

    fn x136(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = rt.speaker()?; has_seat(get::<SeatSet>(rt.global(3))?, x) } || (get::<i64>(nth_value(&list(rt.global(15))?, 1i64)?)? > 0i64))))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f1(rt, d + 1, a0)? }))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(6))?)))
        })())
    }

    fn x141(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x144(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f1(rt, d + 1, a0)? }))
        })())
    }

    fn x147(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x151(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<i64>(nth_value(&list(rt.global(15))?, get::<i64>(rt.ann_field(l0, 0, d)?)?)?)? == 0i64))))
        })())
    }

    fn x159(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x161(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x162(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x163(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<i64>(nth_value(&list(rt.global(15))?, get::<i64>(rt.ann_field(l0, 0, d)?)?)?)? < 2i64)))
        })())
    }

    fn x167(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<i64>(nth_value(&list(rt.global(15))?, get::<i64>(rt.ann_field(l0, 0, d)?)?)?)? == 1i64))))
        })())
    }

    fn x172(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x173(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x174(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x175(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(8))?)))
        })())
    }

    fn x176(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x179(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<i64>(nth_value(&list(rt.global(15))?, get::<i64>(rt.ann_field(l0, 0, d)?)?)?)? < 3i64)))
        })())
    }

    fn x180(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<i64>(nth_value(&list(rt.global(15))?, get::<i64>(rt.ann_field(l0, 0, d)?)?)?)? == 2i64))))
        })())
    }

    fn x185(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x186(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x187(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x188(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x189(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x191(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x193(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
        })())
    }

    fn x194(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x195(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(1))?.is_none()) || ({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) }))))
        })())
    }

    fn x196(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == Seat::from_index(0)))))
        })())
    }

    fn x197(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(17))?)))
        })())
    }

    fn x200(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!{ let x = l0; Some(x) == get::<Option<Card>>(rt.global(5))? })))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l0; Some(x) == get::<Option<Card>>(rt.global(5))? })))
        })())
    }

    fn x204(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x205(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x211(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(1))?.is_none()) || ({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) }))))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == Seat::from_index(0)))))
        })())
    }

    fn x213(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(17))?)))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x220(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && (!(((rt.game()?.phase == PhaseName::Auction)) && ((rt.speaker()? == rt.game()?.turn)))))))
        })())
    }

    fn x221(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x223(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<i64>(rt.global(7))? == 0i64)) && (!get::<bool>(rt.global(8))?))))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() || get::<bool>(rt.global(21))?)))
        })())
    }

    fn x225(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x228(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(9))?)))
        })())
    }

    fn x229(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x230(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(7))? == 0i64))))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x237(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(10))? >= 4i64)))
        })())
    }

    fn x238(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x241(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x242(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.after_void()))
        })())
    }

    fn x243(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(1))?.is_none())))
        })())
    }

    fn x244(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) })))
        })())
    }

    fn x245(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == Seat::from_index(0)))))
        })())
    }

    fn x246(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x247(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && (!(rt.speaker()? == Seat::from_index(0))))))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == Seat::from_index(0)))))
        })())
    }

    fn x249(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(17))? || rt.after_void())))
        })())
    }

    fn x250(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(17))?)))
        })())
    }

    fn x253(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.after_void()))
        })())
    }

    fn x254(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(1))?.is_none()) || ({ let x = get::<Option<ContractV>>(rt.global(1))?; x == Some(ContractV(0)) }))))
        })())
    }

    fn x255(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x256(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.after_void()))
        })())
    }

    fn x258(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!opt_text(rt.global(0))?.is_none())))
        })())
    }

    fn x263(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<Card>>(rt.global(18))?.is_none()) && (!get::<Option<Card>>(rt.global(5))?.is_none()))))
        })())
    }

    fn x265(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(19))? && (!get::<Option<Card>>(rt.global(5))?.is_none()))))
        })())
    }

    fn x267(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(26))? > 0i64)))
        })())
    }

    fn x269(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Seat>>(rt.global(22))?.is_none())))
        })())
    }

    fn x272(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<SeatSet>>(rt.global(13))?.is_none())))
        })())
    }

    fn x273(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f25(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 4i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x274(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l1, { rt.call(d)?; let a0 = some(l0)?; let a1 = l2; f28(rt, d + 1, a0, a1)? })?))
        })())
    }

    fn x275(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(1))?)?, 1))?, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 1i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x276(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l1, { rt.call(d)?; let a0 = some(l0)?; let a1 = l2; f28(rt, d + 1, a0, a1)? })?))
        })())
    }

    fn x277(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<SeatSet>>(rt.global(12))?.is_none())))
        })())
    }

    fn x278(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f23(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 2i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x279(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l1, { rt.call(d)?; let a0 = some(l0)?; let a1 = l3; f28(rt, d + 1, a0, a1)? })?))
        })())
    }

    fn x280(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(14))? && (!get::<bool>(rt.global(6))?))))
        })())
    }

    fn x281(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f24(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 3i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x282(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l1, { rt.call(d)?; let a0 = some(l0)?; let a1 = l3; f28(rt, d + 1, a0, a1)? })?))
        })())
    }

    fn x284(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(25))? > 0i64)))
        })())
    }

    fn x286(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = SeatSet(0b1111); SeatSet(x.0 & !get::<SeatSet>(rt.global(3))?.0) }))
        })())
    }

    fn x288(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<SeatSet>>(rt.global(13))?.is_none())))
        })())
    }

    fn x289(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ rt.call(d)?; let a0 = some(get::<Option<SeatSet>>(rt.global(13))?)?; f22(rt, d + 1, a0)? } == 10i64))))
        })())
    }

    fn x290(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f25(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 4i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x291(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new(vec![Native::into_value(get::<SeatSet>(rt.global(3))?), Native::into_value(l0), ])))
        })())
    }

    fn x292(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<SeatSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!{ let x = get::<Option<SeatSet>>(rt.global(13))?; x == Some(l1) }) && (({ rt.call(d)?; let a0 = l1; f22(rt, d + 1, a0)? } == 10i64)))))
        })())
    }

    fn x293(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((!get::<Option<SeatSet>>(rt.global(13))?.is_none()) || (({ rt.call(d)?; let a0 = get::<SeatSet>(rt.global(3))?; f22(rt, d + 1, a0)? } == 10i64))) || (({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } == 10i64)))))
        })())
    }

    fn x295(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ rt.call(d)?; let a0 = get::<SeatSet>(rt.global(3))?; f20(rt, d + 1, a0)? } >= 45i64)))
        })())
    }

    fn x296(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(1))?)?, 1))?, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 1i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x297(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new(vec![Native::into_value(get::<SeatSet>(rt.global(3))?), Native::into_value(l0), ])))
        })())
    }

    fn x298(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(({ rt.call(d)?; let a0 = l3; f20(rt, d + 1, a0)? } >= 56i64)))
        })())
    }

    fn x299(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = get::<Option<SeatSet>>(rt.global(12))?; x == Some(l3) })))
        })())
    }

    fn x300(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f23(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 2i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x302(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(6))?)))
        })())
    }

    fn x305(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<bool>>(rt.global(28))?; x == Some(true) })))
        })())
    }

    fn x306(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(mul({ rt.call(d)?; let a0 = true; f24(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = get::<i64>(nth_value(&list(rt.global(15))?, 3i64)?)?; f5(rt, d + 1, a0)? })?))
        })())
    }

    fn x307(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<bool>>(rt.global(28))?.is_none())))
        })())
    }

    fn x308(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l4 in seats(o) { if !((({ let x = { let g = rt.game()?; let s = l4; g.dealt[s.index()] }; x & CardSet::from_bits(0x300001) }.len() as i64) == 3i64)) { continue; } break 'q1 Some(l4); } None }))
        })())
    }

    fn x309(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<Seat>>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((!l4.is_none())))
        })())
    }

    fn x310(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new(vec![Native::into_value(get::<SeatSet>(rt.global(3))?), Native::into_value(l0), ])))
        })())
    }

    fn x311(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((('q1: { let o = l3; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l4 in seats(o) {  n = add(n, ({ let x = { let g = rt.game()?; let s = l4; g.dealt[s.index()] }; x & CardSet::KINGS }.len() as i64))?; } n } == 4i64))))
        })())
    }

    fn x312(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<bool>(rt.global(6))?) && (!get::<Option<Seat>>(rt.global(27))?.is_none()))))
        })())
    }

    fn x313(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = some(get::<Option<Seat>>(rt.global(27))?)?; f1(rt, d + 1, a0)? }))
        })())
    }
}

pub mod sitzenberg {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 54 of the program's 75 functions, natively.
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
            (8, e8),
            (9, e9),
            (13, e13),
            (14, e14),
            (15, e15),
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
            (49, e49),
            (50, e50),
            (51, e51),
            (52, e52),
            (53, e53),
            (55, e55),
            (58, e58),
            (60, e60),
            (61, e61),
            (62, e62),
            (63, e63),
            (64, e64),
            (66, e66),
            (67, e67),
            (68, e68),
            (69, e69),
            (70, e70),
            (72, e72),
        ],
        roots: &[
            (1, x1),
            (2, x2),
            (3, x3),
            (5, x5),
            (6, x6),
            (9, x9),
            (10, x10),
            (13, x13),
            (14, x14),
            (15, x15),
            (17, x17),
            (18, x18),
            (19, x19),
            (20, x20),
            (21, x21),
            (22, x22),
            (24, x24),
            (25, x25),
            (26, x26),
            (27, x27),
            (28, x28),
            (29, x29),
            (30, x30),
            (31, x31),
            (32, x32),
            (33, x33),
            (35, x35),
            (37, x37),
            (38, x38),
            (39, x39),
            (40, x40),
            (41, x41),
            (42, x42),
            (43, x43),
            (44, x44),
            (45, x45),
            (46, x46),
            (47, x47),
            (48, x48),
            (49, x49),
            (50, x50),
            (51, x51),
            (52, x52),
            (53, x53),
            (54, x54),
            (56, x56),
            (57, x57),
            (58, x58),
            (62, x62),
            (63, x63),
            (64, x64),
            (65, x65),
            (66, x66),
            (67, x67),
            (69, x69),
            (70, x70),
            (71, x71),
            (73, x73),
            (74, x74),
            (75, x75),
            (76, x76),
            (78, x78),
            (79, x79),
            (80, x80),
            (81, x81),
            (82, x82),
            (83, x83),
            (84, x84),
            (85, x85),
            (86, x86),
            (87, x87),
            (88, x88),
            (89, x89),
            (90, x90),
            (91, x91),
            (92, x92),
            (93, x93),
            (94, x94),
            (96, x96),
            (97, x97),
            (98, x98),
            (100, x100),
            (101, x101),
            (102, x102),
            (103, x103),
            (106, x106),
            (107, x107),
            (115, x115),
            (116, x116),
            (124, x124),
            (125, x125),
            (127, x127),
            (128, x128),
            (130, x130),
            (133, x133),
            (135, x135),
            (136, x136),
            (137, x137),
            (139, x139),
            (140, x140),
            (142, x142),
            (145, x145),
            (146, x146),
            (148, x148),
            (149, x149),
            (150, x150),
            (152, x152),
            (153, x153),
            (154, x154),
            (155, x155),
            (156, x156),
            (157, x157),
            (158, x158),
            (159, x159),
            (160, x160),
            (161, x161),
            (165, x165),
            (166, x166),
            (169, x169),
            (171, x171),
            (172, x172),
            (175, x175),
            (177, x177),
            (183, x183),
            (186, x186),
            (187, x187),
            (192, x192),
            (198, x198),
            (199, x199),
            (202, x202),
            (206, x206),
            (207, x207),
            (208, x208),
            (209, x209),
            (210, x210),
            (211, x211),
            (212, x212),
            (213, x213),
            (214, x214),
            (218, x218),
            (219, x219),
            (220, x220),
            (222, x222),
            (224, x224),
            (230, x230),
            (231, x231),
            (232, x232),
            (233, x233),
            (234, x234),
            (235, x235),
            (236, x236),
            (239, x239),
            (240, x240),
            (244, x244),
            (245, x245),
            (247, x247),
            (248, x248),
            (249, x249),
            (250, x250),
            (252, x252),
            (253, x253),
            (256, x256),
            (257, x257),
            (260, x260),
            (262, x262),
            (264, x264),
            (265, x265),
            (266, x266),
            (267, x267),
            (268, x268),
            (269, x269),
            (270, x270),
            (274, x274),
            (275, x275),
            (276, x276),
            (278, x278),
            (280, x280),
            (281, x281),
            (282, x282),
            (285, x285),
            (287, x287),
            (288, x288),
            (289, x289),
            (290, x290),
            (291, x291),
            (293, x293),
            (296, x296),
            (298, x298),
            (305, x305),
            (306, x306),
            (307, x307),
            (309, x309),
            (310, x310),
            (311, x311),
            (313, x313),
            (315, x315),
            (317, x317),
            (320, x320),
            (321, x321),
            (322, x322),
            (323, x323),
            (324, x324),
            (325, x325),
            (326, x326),
            (328, x328),
            (330, x330),
            (332, x332),
            (333, x333),
            (334, x334),
            (335, x335),
            (337, x337),
            (338, x338),
            (341, x341),
            (342, x342),
            (343, x343),
            (350, x350),
            (351, x351),
            (354, x354),
            (357, x357),
            (359, x359),
            (371, x371),
            (375, x375),
            (377, x377),
            (378, x378),
            (382, x382),
            (388, x388),
            (389, x389),
            (390, x390),
            (391, x391),
            (392, x392),
            (393, x393),
            (395, x395),
            (396, x396),
            (398, x398),
            (399, x399),
            (400, x400),
            (404, x404),
            (405, x405),
            (406, x406),
            (408, x408),
            (409, x409),
            (410, x410),
            (413, x413),
            (424, x424),
            (425, x425),
            (426, x426),
            (432, x432),
            (439, x439),
            (441, x441),
            (447, x447),
            (449, x449),
            (451, x451),
            (453, x453),
            (454, x454),
            (457, x457),
            (459, x459),
            (463, x463),
            (465, x465),
            (469, x469),
            (474, x474),
            (480, x480),
            (485, x485),
            (489, x489),
            (497, x497),
            (504, x504),
            (509, x509),
            (511, x511),
            (516, x516),
            (528, x528),
            (529, x529),
            (532, x532),
            (534, x534),
            (536, x536),
            (543, x543),
            (545, x545),
            (547, x547),
            (557, x557),
            (564, x564),
            (572, x572),
            (579, x579),
            (589, x589),
            (595, x595),
            (596, x596),
            (598, x598),
            (599, x599),
            (600, x600),
            (602, x602),
            (603, x603),
            (604, x604),
            (605, x605),
            (606, x606),
            (608, x608),
            (610, x610),
            (612, x612),
            (613, x613),
            (614, x614),
            (616, x616),
            (618, x618),
            (620, x620),
            (622, x622),
            (623, x623),
            (624, x624),
            (625, x625),
            (626, x626),
            (627, x627),
            (628, x628),
            (629, x629),
            (630, x630),
            (631, x631),
            (632, x632),
            (639, x639),
            (640, x640),
            (641, x641),
            (643, x643),
            (644, x644),
            (649, x649),
            (652, x652),
            (653, x653),
            (654, x654),
            (655, x655),
            (656, x656),
            (657, x657),
            (658, x658),
            (668, x668),
            (676, x676),
            (680, x680),
            (681, x681),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f0(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f3(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f4(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f5(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f6(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f7(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn is-word`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        let a1 = text(l.get(1).ok_or(Bail)?)?;
        f8(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize, l0: &Term, l1: &str) -> R<bool> {
        Ok((((term_word(l0)? == l1)) && (((term_args(l0).len() as i64) == 0i64))))
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f13(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f14(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn available`
    fn e15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f15(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f15(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok((if (get::<Option<ContractV>>(rt.global(9))?.is_none()) { false } else { (if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))) { false } else { (if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { (if ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) { (get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { true }) }) }) }))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f17(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f18(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f19(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((true && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f23(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f24(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (get::<PlayV>(nth_value(&l0, 1i64)?)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f26(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f27(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, &a0)? }; f26(rt, d + 1, &a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f29(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f30(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f31(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f32(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f33(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f34(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f35(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f36(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f37(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!false)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f38(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f40(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f45(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f48(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn nk`
    fn e49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f49(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f49(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if true { { rt.call(d)?; let a0 = { let p = get::<[i64; 4]>(rt.global(27))?; p[l0.index()] }; f45(rt, d + 1, a0)? } } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f50(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f51(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn paid`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f52(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l3 in seats(o) {  per[l3.index()] = (if (!{ rt.call(d)?; let a0 = l3; f4(rt, d + 1, a0)? }) { sub(0i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { (if { rt.call(d)?; f5(rt, d + 1)? } { mul(3i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? } }) }); } per })
    }

    /// `fn each-pays`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f53(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { sub(0i64, mul(3i64, l1)?)? } else { l1 }); } per })
    }

    /// `fn scorable`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f55(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(((((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 5))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 7)))) && (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) { ((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) || (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { false }) })))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f58(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn top`
    fn e60(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f60(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f60(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ let p = l0; p[l1.index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l2 in seats(o) {  let v = { let p = l0; p[l2.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn spread`
    fn e61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f61(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f61(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { mul(3i64, l1)? } else { sub(0i64, l1)? }); } per })
    }

    /// `fn rank-of`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f62(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: Seat) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !(({ let p = l0; p[l2.index()] } > { let p = l0; p[l1.index()] }) || ((({ let p = l0; p[l2.index()] } == { let p = l0; p[l1.index()] })) && ({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }))) { continue; } if true { n += 1; } } n })
    }

    /// `fn at-rank`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f63(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(({ rt.call(d)?; let a0 = l0; let a1 = l2; f62(rt, d + 1, a0, a1)? } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f64(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn trischaken-case`
    fn e66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f66(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f66(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 3i64)) { 1i64 } else { (if { let x = Seat::from_index(0); has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 2i64)) { 3i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { 4i64 } else { 0i64 }) }) }) }))
    }

    /// `fn trischaken-pays`
    fn e67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f67(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f67(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f66(rt, d + 1, a0)? }; if (1i64 == s) { 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 1i64 } else { sub(0i64, 3i64)? }); } per } } else if (2i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = (if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 4i64 } else { 2i64 }); f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { sub(0i64, 2i64)? }); } per } } else if (4i64 == s) { { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }; let a1 = (if ({ let p = l0; p[{ rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }.index()] } >= 107i64) { 2i64 } else { 1i64 }); f61(rt, d + 1, a0, a1)? } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = 0i64; } per } } else { return Err(Bail) } })
    }

    /// `fn fahren-case`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f68(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ({ let p = l0; p[Seat::from_index(0).index()] } >= 107i64) { 1i64 } else { (if 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) {  if ({ let p = l0; p[l1.index()] } >= 107i64) { break 'q1 true; } } false } { 2i64 } else { (if (({ let p = l0; p[Seat::from_index(0).index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l1 in seats(o) {  let v = { let p = l0; p[l1.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { 3i64 } else { (if (((({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] } == { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? }.index()] })) { 4i64 } else { 5i64 }) }) }) }))
    }

    /// `fn fahren-pays`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f69(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (1i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 4i64; f61(rt, d + 1, a0, a1)? } } else if (2i64 == s) { { rt.call(d)?; let a0 = some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) { if !({ let p = l0; p[l1.index()] } >= 107i64) { continue; } break 'q1 Some(l1); } None })?; let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (4i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? })) { 3i64 } else { (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? })) { sub(0i64, 3i64)? } else { 0i64 }) }); } per } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ({ rt.call(d)?; let a0 = l0; let a1 = l1; f62(rt, d + 1, a0, a1)? } < 2i64) { 3i64 } else { sub(0i64, 3i64)? }); } per } } else { return Err(Bail) } })
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f70(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f72(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<CardSet>(v)?;  let v = l1; acc = acc | v; } acc }))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if (('q1: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l2 = get::<CardSet>(v)?;  n = add(n, (l2.len() as i64))?; } n } == (l1.len() as i64))) { { let mut acc = CardSet::EMPTY; acc } } else { 'q2: { let mut left = rt.deck(); rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l2) = left.first() { left.remove(l2); if !('q3: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l3 = get::<CardSet>(v)?; if !{ let x = l2; l3.contains(x) } { continue; } if true { n += 1; } } n } > 1i64) { continue; } let v = l2; acc.insert(v); } acc } })))
        })())
    }

    fn x3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2.len() as i64) == 0i64))))
        })())
    }

    fn x5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3.len() as i64) == 0i64))))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<Seat>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l3; g.hands[s.index()] }.len() as i64) == 12i64))))
        })())
    }

    fn x13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((l4.len() as i64) == 0i64)) || ((l2.len() as i64) > 0i64)) || (!l3)) || 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l5 in seats(o) {  if (!(({ let g = rt.game()?; let s = l5; g.hands[s.index()] }.len() as i64) == 12i64)) { break 'q1 true; } } false })))
        })())
    }

    fn x15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Play)) && ((rt.game()?.phase == PhaseName::Play)))))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && ((!(rt.speaker()? == rt.game()?.turn)) || ((get::<i64>(rt.global(17))? == 0i64))))))
        })())
    }

    fn x18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l0 == PhaseName::Announce)) && ((rt.game()?.phase == PhaseName::Talon))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!(l0 == rt.game()?.phase)) && (!l1))))
        })())
    }

    fn x21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))))
        })())
    }

    fn x31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (get::<bool>(rt.global(38))? || get::<bool>(rt.global(40))?))))
        })())
    }

    fn x35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Call)) && get::<bool>(rt.global(38))?)))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x44(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (!{ rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? }))))
        })())
    }

    fn x45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == ""))))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); acc }))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.tricks.len() as i64 + 1) > 12i64)))
        })())
    }

    fn x50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(34))?, x) }))
        })())
    }

    fn x52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) == 0i64))))
        })())
    }

    fn x53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) && ((({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))) && (l1 || (((l0.suit() == some(rt.game()?.current.first().map(|p| p.1))?.suit())) && (!(true && { let x = card(0)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) })))))))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(41))? && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & CardSet::TAROCKS }))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (({ let x = l3; x - CardSet::TAROCKS }.len() as i64) > 0i64))))
        })())
    }

    fn x63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x - CardSet::TAROCKS }))
        })())
    }

    fn x64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.current.first().map(|p| p.1)))
        })())
    }

    fn x65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((!some(l7)?.suit().is_none()) && (({ let x = l3; x & suit_cards(some(l7)?) }.len() as i64) > 0i64))))
        })())
    }

    fn x66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & suit_cards(some(l7)?) }))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((l4.len() as i64) > 0i64)))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((true || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) })) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) { 'q1: { let g = rt.game()?; rt.charge(g.current.len())?; let mut acc = CardSet::EMPTY; for &(s, c) in g.current.iter() { let l8 = PlayV(s, c);  let v = (l8).1; acc.insert(v); } acc } } else { { let mut acc = CardSet::EMPTY; acc } })))
        })())
    }

    fn x70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((((!get::<bool>(rt.global(38))?) && { rt.call(d)?; let a0 = some(l7)?; f22(rt, d + 1, a0)? }) && { let x = card(20)?; l8.contains(x) }) && { let x = card(21)?; l8.contains(x) }) && { let x = card(0)?; l5.contains(x) })))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { let v = card(0)?; acc.insert(v); } acc }))
        })())
    }

    fn x73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((!l6) && (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) }) && true)))))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = some(l7)?; let a1 = l8; f24(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l8; x & CardSet::TAROCKS }.len() as i64) > 0i64)))
        })())
    }

    fn x76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l9 = get::<Card>(l.get(9).ok_or(Bail)?)?;
        let l10 = get::<bool>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((({ let x = l5; x - CardSet::TAROCKS }.len() as i64) == 0i64)) { (if l10 { { let x = l5; x & above(l9) } } else { l5 }) } else { (if (((!some(l7)?.suit().is_none()) && ((({ let x = l5; x - suit_cards(some(l7)?) }.len() as i64) == 0i64))) && (!l10)) { { let x = l5; x & above(l9) } } else { l5 }) })))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x79(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) && { let x = card(0)?; l5.contains(x) }) && ((l4.len() as i64) > 1i64))))
        })())
    }

    fn x80(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x.without(card(0)?) }))
        })())
    }

    fn x81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & l3 }))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((((l7.len() as i64) > 0i64) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }))))
        })())
    }

    fn x83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l8) = left.first() { left.remove(l8); if !({ rt.call(d)?; let a0 = l8; f32(rt, d + 1, a0)? } > (rt.game()?.tricks.len() as i64 + 1)) { continue; } let v = l8; acc.insert(v); } acc }))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 1) == EnumV(5, 0)))))
        })())
    }

    fn x85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l1) && ((l5.len() as i64) >= 2i64)) && ((({ let x = l5; x - l8 }.len() as i64) == 0i64)))))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { if let Some(v) = highest(l5) { acc.insert(v); } } acc }))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 1) == EnumV(5, 2)))))
        })())
    }

    fn x88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l9) = left.first() { left.remove(l9); if !(({ rt.call(d)?; let a0 = l9; f32(rt, d + 1, a0)? } == (rt.game()?.tricks.len() as i64 + 1))) { continue; } let v = l9; acc.insert(v); } acc }))
        })())
    }

    fn x89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l5; x & l9 }.len() as i64) > 0i64)))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x & l9 }))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x92(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x93(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; !l5.contains(x) }))
        })())
    }

    fn x94(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x96(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l5.contains(x) }))
        })())
    }

    fn x97(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) || (get::<bool>(rt.global(38))? && l1))))
        })())
    }

    fn x98(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x100(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) < 4i64)))
        })())
    }

    fn x103(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = get::<Seat>(rt.global(35))?; rt.charge(4)?;  for l3 in s.cycle_from() { if !{ let x = l3; !has_seat(get::<SeatSet>(rt.global(34))?, x) } { continue; } break 'q1 Some(l3); } None }))
        })())
    }

    fn x106(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x107(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x115(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x125(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<bool>(rt.global(14))? && (!get::<bool>(rt.global(16))?)) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if get::<bool>(rt.global(39))? { 6i64 } else { 3i64 })))
        })())
    }

    fn x128(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l2))))
        })())
    }

    fn x130(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x - l1 }))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x135(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(16))?)))
        })())
    }

    fn x136(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == (l0.len() as i64)))))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) {  if !((({ let x = { let g = rt.game()?; let s = l2; g.dealt[s.index()] }; x & l1 }.len() as i64) == 0i64)) { break 'q1 false; } } true }))
        })())
    }

    fn x140(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = l1; x - { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))))
        })())
    }

    fn x142(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x - l1 }))
        })())
    }

    fn x145(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))) { 6i64 } else { 3i64 })))
        })())
    }

    fn x146(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) && (({ let x = l1; x - CardSet::TAROCKS }.len() as i64) > 0i64)) && (({ let x = { let x = { let x = l2; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }; x - l1 }.len() as i64) > 0i64))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((((!((l1.len() as i64) == l3)) || ((l4.len() as i64) > 0i64)) || l5) || l6)))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x152(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l3))))
        })())
    }

    fn x153(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l4.len() as i64) == 0i64))))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((!l5)))
        })())
    }

    fn x155(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x156(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x157(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((rt.game()?.phase == PhaseName::Talon)) && ((l0 == PhaseName::Announce))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x158(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((rt.game()?.phase == PhaseName::Done)) || ({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } <= { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })) || l1) || get::<bool>(rt.global(36))?) || get::<bool>(rt.global(5))?)))
        })())
    }

    fn x159(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.turn))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.phase))
        })())
    }

    fn x161(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if (!get::<Option<ContractV>>(rt.global(0))?.is_none()) { 0i64 } else { (if get::<bool>(rt.global(4))? { 1i64 } else { (if { rt.call(d)?; let a0 = Seat::from_index(0); f7(rt, d + 1, a0)? } { 2i64 } else { 0i64 }) }) })))
        })())
    }

    fn x165(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = 8i64; let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((l7 && (!(rt.game()?.phase == PhaseName::Done))) && ({ rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? }))))
        })())
    }

    fn x169(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x171(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x172(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x175(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x177(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 3))?))
        })())
    }

    fn x183(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l0 == PhaseName::Talon)) { rt.speaker()? } else { Seat::from_index(0) })))
        })())
    }

    fn x186(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x187(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x192(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x198(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x199(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(40))?)))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = text(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(((l5 == ""))))
        })())
    }

    fn x206(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 1i64)))))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 2i64)))))
        })())
    }

    fn x208(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Auction))))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Call))))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Talon))))
        })())
    }

    fn x211(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Announce))))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(4))?)))
        })())
    }

    fn x213(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x214(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && (!{ let x = get::<Option<Seat>>(rt.global(1))?; x == Some(rt.speaker()?) }))))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && (!{ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x220(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(true && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))? == EnumV(0, 1)))))))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))
        })())
    }

    fn x230(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.contract_field(l0, 8))?))
        })())
    }

    fn x231(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(true && ((get::<EnumV>(rt.contract_field(l0, 2))? == EnumV(0, 1)))))))
        })())
    }

    fn x232(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!get::<bool>(rt.contract_field(l0, 5))?)))
        })())
    }

    fn x233(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((!get::<bool>(rt.contract_field(l0, 6))?) || (((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x234(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<bool>(rt.contract_field(l0, 7))? || (!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))))
        })())
    }

    fn x235(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!((true && ((get::<EnumV>(rt.contract_field(l0, 2))? == EnumV(0, 1)))) && (!{ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(0))?.is_none()) || (get::<i64>(rt.contract_field(l0, 0))? > get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 0))?))))
        })())
    }

    fn x239(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; CardSet::KINGS.contains(x) }))
        })())
    }

    fn x244(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x245(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))))))
        })())
    }

    fn x247(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Announce)) && (get::<i64>(rt.global(20))? > 0i64)))))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Talon)) && get::<bool>(rt.global(14))?))))
        })())
    }

    fn x249(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x250(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) && ((text(rt.global(18))? == "")))))
        })())
    }

    fn x252(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x253(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x256(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == get::<Seat>(rt.global(11))?)) && { rt.call(d)?; f14(rt, d + 1)? })))
        })())
    }

    fn x257(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x260(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? > 0i64) || rt.in_void_line())))
        })())
    }

    fn x262(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x264(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(20))? < 4i64)))
        })())
    }

    fn x265(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f15(rt, d + 1, a0)? }))
        })())
    }

    fn x266(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x267(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(28))?, x) }))
        })())
    }

    fn x268(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) >= 10i64)))
        })())
    }

    fn x269(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x270(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x274(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x275(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x276(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x278(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x280(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x281(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x282(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1))) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x285(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x287(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x288(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x289(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?))
        })())
    }

    fn x290(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) && (!(EnumV(5, 1) == EnumV(5, 0))))))
        })())
    }

    fn x291(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x293(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x296(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x298(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x305(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((term_word(l0)? == "kontra")) || ((term_word(l0)? == "re"))) || ((term_word(l0)? == "sub"))) && (((term_args(l0).len() as i64) == 1i64)))))
        })())
    }

    fn x306(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x307(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x309(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l0 in seats(o) { if !{ let x = l0; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } if true { n += 1; } } n }))
        })())
    }

    fn x310(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<bool>(rt.global(4))? || ((l0 == 0i64))) || (((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = some(get::<Option<Seat>>(rt.global(1))?)?; !has_seat(get::<SeatSet>(rt.global(2))?, x) }))))
        })())
    }

    fn x311(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x313(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x315(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))
        })())
    }

    fn x317(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = Seat::from_index(0); !has_seat(get::<SeatSet>(rt.global(2))?, x) })))
        })())
    }

    fn x320(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = rt.speaker()?.next(); rt.charge(4)?;  for l1 in s.cycle_from() { if !{ let x = l1; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } break 'q1 Some(l1); } None }))
        })())
    }

    fn x321(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x322(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Card>>(rt.global(12))?.is_none())))
        })())
    }

    fn x323(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) { if !((!(l0 == rt.speaker()?)) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = l0; g.dealt[s.index()] }.contains(x) }) { continue; } break 'q1 Some(l0); } None }))
        })())
    }

    fn x324(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x325(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x326(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "schleifen"))))
        })())
    }

    fn x328(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((!(text(rt.global(18))? == "pass")) && ((rt.speaker()? == get::<Seat>(rt.global(11))?))) && { rt.call(d)?; f14(rt, d + 1)? }) && (!get::<bool>(rt.global(19))?))))
        })())
    }

    fn x330(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x332(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!l0)))
        })())
    }

    fn x333(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 || (!false)) || ((text(rt.global(18))? == "pass"))) || ((text(rt.global(18))? == "fertig")))))
        })())
    }

    fn x334(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "pass"))))
        })())
    }

    fn x335(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(21))?, 1i64)?))
        })())
    }

    fn x337(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(20))?, 1i64)?))
        })())
    }

    fn x338(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(20))? >= 4i64) && (get::<i64>(rt.global(21))? >= 3i64))))
        })())
    }

    fn x341(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x342(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x343(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<Seat>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2 == l0)) || ((!(EnumV(5, 1) == EnumV(5, 0))) && (({ rt.call(d)?; let a0 = l2; f4(rt, d + 1, a0)? } == { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))))))
        })())
    }

    fn x350(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x351(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x354(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) && false)))
        })())
    }

    fn x357(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?.is_none())))
        })())
    }

    fn x359(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(some(opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?)?, 3, d)?)?))
        })())
    }

    fn x371(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x375(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
        })())
    }

    fn x377(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(36))?)))
        })())
    }

    fn x378(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x382(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !(!(({ let g = rt.game()?; let s = l0; g.dealt[s.index()] }.len() as i64) == 12i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x388(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((true && get::<bool>(rt.contract_field(l0, 3))?)))
        })())
    }

    fn x389(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x390(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1)))))
        })())
    }

    fn x391(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x392(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!((true && get::<bool>(rt.contract_field(l0, 3))?) && ((({ let x = CardSet::KINGS; x - { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] } }.len() as i64) == 0i64))))))
        })())
    }

    fn x393(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1))) && ((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64)))))
        })())
    }

    fn x395(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x396(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x398(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = text(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == "vorhand"))))
        })())
    }

    fn x399(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))
        })())
    }

    fn x400(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x404(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(4, 7))) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }))))
        })())
    }

    fn x405(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x406(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let s = l0; if (1i64 == s) { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 0i64))) } else if (2i64 == s) { ((!l3) && 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l4 in seats(o) {  if (({ let p = get::<[i64; 4]>(rt.global(27))?; p[l4.index()] } == 1i64)) { break 'q1 true; } } false }) } else if true { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 2i64))) } else { return Err(Bail) } }))
        })())
    }

    fn x408(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == 2i64))))
        })())
    }

    fn x409(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x410(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Seat>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let p = get::<[i64; 4]>(rt.global(27))?; p[l5.index()] } == 1i64))))
        })())
    }

    fn x413(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x424(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x425(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x426(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 1))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 2)))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 4))))))
        })())
    }

    fn x432(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x439(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x441(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x447(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x449(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3))) && { rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f28(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x451(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1 + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1 + 1)?)?)?; f29(rt, d + 1 + 1, a0, a1)? }; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x453(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f30(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x454(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x457(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x459(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x463(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f48(rt, d + 1)? }))
        })())
    }

    fn x465(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x469(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l5; x == Some(l7) })))
        })())
    }

    fn x474(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 2, d)?)?, l0)?))
        })())
    }

    fn x480(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l4.is_none()) && (!l5.is_none())) && (!(({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!false))))))
        })())
    }

    fn x485(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 1, d)?)?, l0)?))
        })())
    }

    fn x489(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((if (l2 || (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))?)) { l0 } else { mul(2i64, l0)? })))
        })())
    }

    fn x497(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l7; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x504(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l7, 2, d)?)?, l3)?))
        })())
    }

    fn x509(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x511(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 107i64)))
        })())
    }

    fn x516(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x528(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x529(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l4; x == Some(l12) })))
        })())
    }

    fn x532(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x534(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((!l12)))
        })())
    }

    fn x536(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((!l4.is_none())))
        })())
    }

    fn x543(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((l5 || (!l4.is_none()))))
        })())
    }

    fn x545(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((if l5 { Some(l12) } else { l4 })))
        })())
    }

    fn x547(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((!l11)))
        })())
    }

    fn x557(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l14; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x564(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        let l15 = get::<bool>(l.get(15).ok_or(Bail)?)?;
        Ok(Native::into_value((l11 && ((l12 == l15)))))
        })())
    }

    fn x572(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(rt.ann_field(l14, 2, d)?)?))
        })())
    }

    fn x579(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if 'q1: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?);  if { let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { break 'q1 true; } } false } { 'q2: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?); if !{ let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { continue; } if (!{ rt.call(d)?; let a0 = rt.trick(l0)?.winner; f4(rt, d + 1, a0)? }) { break 'q2 true; } } false } } else { { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; f40(rt, d + 1)? }.contains(x) } })))
        })())
    }

    fn x589(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x595(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let g = rt.game()?; let s = l0; g.won[s.index()] as i64 }))
        })())
    }

    fn x596(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 11))?))))
        })())
    }

    fn x598(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x599(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.trick(rt.nth_trick(12i64)?)?.winner))
        })())
    }

    fn x600(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = { rt.call(d)?; let a0 = { let x = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; x | (if ((l1 == l0)) { { rt.call(d + 1)?; f40(rt, d + 1 + 1)? } } else { { let mut acc = CardSet::EMPTY; acc } }) }; f1(rt, d + 1, a0)? }; } per }))
        })())
    }

    fn x602(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = 0i64; } per }))
        })())
    }

    fn x603(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1)))))
        })())
    }

    fn x604(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f67(rt, d + 1, a0)? }))
        })())
    }

    fn x605(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f66(rt, d + 1, a0)? }))
        })())
    }

    fn x606(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x608(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x610(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x612(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f69(rt, d + 1, a0)? }))
        })())
    }

    fn x613(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f68(rt, d + 1, a0)? }))
        })())
    }

    fn x614(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x616(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x618(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x620(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 4i64))))
        })())
    }

    fn x622(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l3 in seats(o) { if !(({ let g = rt.game()?; let s = l3; g.won[s.index()] as i64 } == 0i64)) { continue; } let v = l3; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x623(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3.0.count_ones() as i64) > 0i64)))
        })())
    }

    fn x624(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l4 in seats(o) { if !({ let p = l2; p[l4.index()] } > 0i64) { continue; } let v = l4; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x625(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l4; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l5 in seats(o) {  n = add(n, { let p = l2; p[l5.index()] })?; } n }))
        })())
    }

    fn x626(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l3.0.count_ones() as i64) == 2i64)) && ((rem(l5, 2i64)? == 1i64))) && (((l4.0.count_ones() as i64) == 1i64)))))
        })())
    }

    fn x627(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(scores_by(add, l2, 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l6 in seats(o) {  per[l6.index()] = (if { let x = l6; has_seat(l4, x) } { 1i64 } else { 0i64 }); } per })?))
        })())
    }

    fn x628(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l5, 1i64)?))
        })())
    }

    fn x629(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((l3.0.count_ones() as i64)))
        })())
    }

    fn x630(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(div(l5, l6)?))
        })())
    }

    fn x631(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(sub(l5, mul(l7, l6)?)?))
        })())
    }

    fn x632(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l9 in seats(o) {  per[l9.index()] = (if { let x = l9; has_seat(l3, x) } { sub(sub(0i64, l7)?, (if ({ rt.call(d)?; let a0 = l3; let a1 = l9; f70(rt, d + 1, a0, a1)? } < l8) { 1i64 } else { 0i64 }))? } else { { let x = { let p = l2; p[l9.index()] }; x.max(0i64) } }); } per }))
        })())
    }

    fn x639(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x640(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x641(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1))) && ({ let x = l0; x == Some(Seat::from_index(0)) })) { 4i64 } else { 2i64 })))
        })())
    }

    fn x643(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x644(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(6, 0) == EnumV(6, 1)))))
        })())
    }

    fn x649(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))? { mul(2i64, l1)? } else { l1 })))
        })())
    }

    fn x652(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x653(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x654(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x655(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x656(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(42))? && (!(((!get::<Option<Seat>>(rt.global(31))?.is_none()) && (!get::<bool>(rt.global(38))?)) && (!get::<bool>(rt.global(40))?))))))
        })())
    }

    fn x657(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x658(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x668(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x676(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 2, d)?)?, { rt.call(d)?; f48(rt, d + 1)? })?))
        })())
    }

    fn x680(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x681(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1)))))
        })())
    }
}

pub mod hopfgarten {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 54 of the program's 75 functions, natively.
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
            (8, e8),
            (9, e9),
            (13, e13),
            (14, e14),
            (15, e15),
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
            (49, e49),
            (50, e50),
            (51, e51),
            (52, e52),
            (53, e53),
            (55, e55),
            (58, e58),
            (60, e60),
            (61, e61),
            (62, e62),
            (63, e63),
            (64, e64),
            (66, e66),
            (67, e67),
            (68, e68),
            (69, e69),
            (70, e70),
            (72, e72),
        ],
        roots: &[
            (1, x1),
            (2, x2),
            (3, x3),
            (5, x5),
            (6, x6),
            (9, x9),
            (10, x10),
            (13, x13),
            (14, x14),
            (15, x15),
            (16, x16),
            (17, x17),
            (18, x18),
            (19, x19),
            (20, x20),
            (21, x21),
            (22, x22),
            (24, x24),
            (25, x25),
            (26, x26),
            (27, x27),
            (28, x28),
            (29, x29),
            (30, x30),
            (31, x31),
            (32, x32),
            (33, x33),
            (35, x35),
            (37, x37),
            (38, x38),
            (39, x39),
            (40, x40),
            (41, x41),
            (42, x42),
            (43, x43),
            (44, x44),
            (45, x45),
            (46, x46),
            (47, x47),
            (48, x48),
            (49, x49),
            (50, x50),
            (51, x51),
            (52, x52),
            (53, x53),
            (54, x54),
            (56, x56),
            (57, x57),
            (58, x58),
            (62, x62),
            (63, x63),
            (64, x64),
            (65, x65),
            (66, x66),
            (67, x67),
            (69, x69),
            (70, x70),
            (71, x71),
            (73, x73),
            (74, x74),
            (75, x75),
            (76, x76),
            (78, x78),
            (79, x79),
            (80, x80),
            (81, x81),
            (82, x82),
            (83, x83),
            (84, x84),
            (85, x85),
            (86, x86),
            (87, x87),
            (88, x88),
            (89, x89),
            (90, x90),
            (91, x91),
            (92, x92),
            (93, x93),
            (94, x94),
            (96, x96),
            (97, x97),
            (98, x98),
            (100, x100),
            (101, x101),
            (102, x102),
            (103, x103),
            (106, x106),
            (107, x107),
            (115, x115),
            (116, x116),
            (124, x124),
            (125, x125),
            (127, x127),
            (128, x128),
            (130, x130),
            (133, x133),
            (135, x135),
            (136, x136),
            (137, x137),
            (139, x139),
            (140, x140),
            (142, x142),
            (145, x145),
            (146, x146),
            (148, x148),
            (149, x149),
            (150, x150),
            (152, x152),
            (153, x153),
            (154, x154),
            (155, x155),
            (156, x156),
            (157, x157),
            (158, x158),
            (159, x159),
            (160, x160),
            (161, x161),
            (165, x165),
            (166, x166),
            (169, x169),
            (171, x171),
            (172, x172),
            (175, x175),
            (177, x177),
            (183, x183),
            (186, x186),
            (187, x187),
            (192, x192),
            (198, x198),
            (199, x199),
            (202, x202),
            (206, x206),
            (207, x207),
            (208, x208),
            (209, x209),
            (210, x210),
            (211, x211),
            (212, x212),
            (213, x213),
            (214, x214),
            (218, x218),
            (219, x219),
            (222, x222),
            (224, x224),
            (230, x230),
            (232, x232),
            (233, x233),
            (234, x234),
            (236, x236),
            (239, x239),
            (240, x240),
            (244, x244),
            (245, x245),
            (247, x247),
            (248, x248),
            (249, x249),
            (250, x250),
            (252, x252),
            (253, x253),
            (256, x256),
            (257, x257),
            (260, x260),
            (262, x262),
            (264, x264),
            (265, x265),
            (266, x266),
            (267, x267),
            (268, x268),
            (269, x269),
            (270, x270),
            (274, x274),
            (275, x275),
            (276, x276),
            (278, x278),
            (280, x280),
            (281, x281),
            (282, x282),
            (285, x285),
            (287, x287),
            (288, x288),
            (289, x289),
            (290, x290),
            (291, x291),
            (293, x293),
            (296, x296),
            (298, x298),
            (305, x305),
            (306, x306),
            (307, x307),
            (309, x309),
            (310, x310),
            (311, x311),
            (313, x313),
            (315, x315),
            (317, x317),
            (320, x320),
            (321, x321),
            (322, x322),
            (323, x323),
            (324, x324),
            (325, x325),
            (326, x326),
            (328, x328),
            (330, x330),
            (332, x332),
            (333, x333),
            (334, x334),
            (335, x335),
            (337, x337),
            (338, x338),
            (341, x341),
            (342, x342),
            (343, x343),
            (350, x350),
            (351, x351),
            (354, x354),
            (357, x357),
            (359, x359),
            (371, x371),
            (375, x375),
            (377, x377),
            (378, x378),
            (382, x382),
            (389, x389),
            (390, x390),
            (391, x391),
            (393, x393),
            (395, x395),
            (396, x396),
            (398, x398),
            (399, x399),
            (400, x400),
            (404, x404),
            (405, x405),
            (406, x406),
            (408, x408),
            (409, x409),
            (410, x410),
            (413, x413),
            (424, x424),
            (425, x425),
            (426, x426),
            (432, x432),
            (439, x439),
            (441, x441),
            (447, x447),
            (449, x449),
            (451, x451),
            (453, x453),
            (454, x454),
            (457, x457),
            (459, x459),
            (463, x463),
            (465, x465),
            (469, x469),
            (474, x474),
            (480, x480),
            (485, x485),
            (489, x489),
            (497, x497),
            (504, x504),
            (509, x509),
            (511, x511),
            (516, x516),
            (528, x528),
            (529, x529),
            (532, x532),
            (534, x534),
            (536, x536),
            (543, x543),
            (545, x545),
            (547, x547),
            (557, x557),
            (564, x564),
            (572, x572),
            (579, x579),
            (589, x589),
            (595, x595),
            (596, x596),
            (598, x598),
            (599, x599),
            (600, x600),
            (602, x602),
            (603, x603),
            (604, x604),
            (605, x605),
            (606, x606),
            (608, x608),
            (610, x610),
            (612, x612),
            (613, x613),
            (614, x614),
            (616, x616),
            (618, x618),
            (620, x620),
            (622, x622),
            (623, x623),
            (624, x624),
            (625, x625),
            (626, x626),
            (627, x627),
            (628, x628),
            (629, x629),
            (630, x630),
            (631, x631),
            (632, x632),
            (639, x639),
            (640, x640),
            (641, x641),
            (643, x643),
            (644, x644),
            (649, x649),
            (652, x652),
            (653, x653),
            (654, x654),
            (655, x655),
            (656, x656),
            (657, x657),
            (658, x658),
            (668, x668),
            (676, x676),
            (680, x680),
            (681, x681),
        ],
    };

    /// `fn face-sum`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f0(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(add(add(add(add((l0.len() as i64), mul(4i64, ({ let x = l0; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }.len() as i64))?)?, mul(3i64, ({ let x = l0; x & CardSet::QUEENS }.len() as i64))?)?, mul(2i64, ({ let x = l0; x & CardSet::KNIGHTS }.len() as i64))?)?, ({ let x = l0; x & CardSet::JACKS }.len() as i64))?)
    }

    /// `fn thirds`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok(sub(mul(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?, mul(2i64, (l0.len() as i64))?)?)
    }

    /// `fn card_value`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f3(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ rt.call(d)?; let a0 = { let mut acc = CardSet::EMPTY; { let v = l0; acc.insert(v); } acc }; f0(rt, d + 1, a0)? })
    }

    /// `fn on-side`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f4(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((l0 == get::<Seat>(rt.global(11))?)) || ({ let x = l0; Some(x) == get::<Option<Seat>>(rt.global(13))? })))
    }

    /// `fn alone`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f5(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<Option<Seat>>(rt.global(13))?.is_none()))
    }

    /// `fn side-of`
    fn e6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f6(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f6(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn first-word`
    fn e7(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f7(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f7(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok({ let x = l0; !has_seat(get::<SeatSet>(rt.global(3))?, x) })
    }

    /// `fn is-word`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        let a1 = text(l.get(1).ok_or(Bail)?)?;
        f8(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize, l0: &Term, l1: &str) -> R<bool> {
        Ok((((term_word(l0)? == l1)) && (((term_args(l0).len() as i64) == 0i64))))
    }

    /// `fn phase-rank`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: PhaseName) -> R<i64> {
        Ok({ let s = l0; if (PhaseName::Auction == s) { 0i64 } else if (PhaseName::Call == s) { 1i64 } else if (PhaseName::Talon == s) { 2i64 } else if (PhaseName::Announce == s) { 3i64 } else if (PhaseName::Play == s) { 4i64 } else if true { 5i64 } else { return Err(Bail) } })
    }

    /// `fn original-birds`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f13(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) })
    }

    /// `fn obliged-bird`
    fn e14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f14(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f14(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1)))) && ((get::<i64>(rt.global(20))? == 0i64))) && (({ let x = { rt.call(d)?; f13(rt, d + 1)? }; x & { let g = rt.game()?; let s = get::<Seat>(rt.global(11))?; g.hands[s.index()] } }.len() as i64) > 0i64)))
    }

    /// `fn available`
    fn e15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f15(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f15(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok((if (get::<Option<ContractV>>(rt.global(9))?.is_none()) { false } else { (if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))) { false } else { (if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { (if ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) { (get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { true }) }) }) }))
    }

    /// `fn side-took`
    fn e17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f17(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f17(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<CardSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } let v = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; acc = acc | v; } acc })
    }

    /// `fn tricks-of`
    fn e18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        f18(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f18(rt: &Rt<'_, '_>, d: usize, l0: bool) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l1 in seats(o) { if !(({ rt.call(d)?; let a0 = l1; f4(rt, d + 1, a0)? } == l0)) { continue; } n = add(n, { let g = rt.game()?; let s = l1; g.won[s.index()] as i64 })?; } n })
    }

    /// `fn valat-side`
    fn e19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f19(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f19(rt: &Rt<'_, '_>, d: usize) -> R<Option<bool>> {
        Ok((if (({ rt.call(d)?; let a0 = true; f18(rt, d + 1, a0)? } == 12i64)) { Some(true) } else { (if (({ rt.call(d)?; let a0 = false; f18(rt, d + 1, a0)? } == 12i64)) { Some(false) } else { None }) }))
    }

    /// `fn seat-no`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn kaiser-applies`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<bool> {
        Ok((false && ((!{ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) || (l0.suit().is_none()))))
    }

    /// `fn power`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f23(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<CardSet> {
        Ok((if (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!l0.suit().is_none())) { suit_cards(l0) } else { (if (({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64) { CardSet::TAROCKS } else { suit_cards(l0) }) }))
    }

    /// `fn winning-of`
    fn e24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        f24(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f24(rt: &Rt<'_, '_>, d: usize, l0: Card, l1: CardSet) -> R<Card> {
        Ok(some((if ({ rt.call(d)?; let a0 = l0; f22(rt, d + 1, a0)? } && ((({ let x = CardSet::from_bits(0x300001); x - l1 }.len() as i64) == 0i64))) { Some(card(0)?) } else { highest({ let x = l1; x & { rt.call(d)?; let a0 = l0; let a1 = l1; f23(rt, d + 1, a0, a1)? } }) }))?)
    }

    /// `fn winning-card`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok({ rt.call(d)?; let a0 = (get::<PlayV>(nth_value(&l0, 1i64)?)?).1; let a1 = 'q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?;  let v = (l1).1; acc.insert(v); } acc }; f24(rt, d + 1, a0, a1)? })
    }

    /// `fn seat-of`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f26(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: Card) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<PlayV>(v)?; if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn trick_winner`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f27(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = { rt.call(d + 1)?; let a0 = l0; f25(rt, d + 1 + 1, &a0)? }; f26(rt, d + 1, &a0, a1)? })
    }

    /// `fn trick-has`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok((((l0 >= 1i64) && (l0 <= (rt.game()?.tricks.len() as i64))) && { let x = l1; rt.trick(rt.nth_trick(l0)?)?.cards().contains(x) }))
    }

    /// `fn played-by`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f29(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(rt.nth_trick(l0)?)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn won-trick`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f30(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: Card) -> R<bool> {
        Ok(((rt.trick(rt.nth_trick(l0)?)?.winning() == l1)))
    }

    /// `fn played-in`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<TrickV>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Card>(l.get(1).ok_or(Bail)?)?;
        f31(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: TrickV, l1: Card) -> R<Seat> {
        Ok(some('q1: { let plays = &rt.trick(l0)?.plays; rt.charge(plays.len())?;  for &(s, c) in plays.iter() { let l2 = PlayV(s, c); if !(((l2).1 == l1)) { continue; } break 'q1 Some((l2).0); } None })?)
    }

    /// `fn card-trick`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f32(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok({ let s = l0; if (card(0)? == s) { 12i64 } else if (card(1)? == s) { 11i64 } else if (card(2)? == s) { 10i64 } else if (card(3)? == s) { 9i64 } else if true { 12i64 } else { return Err(Bail) } })
    }

    /// `fn could-hold`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f33(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok((if (get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) { { let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x | get::<CardSet>(rt.global(15))? } } else { { let g = rt.game()?; let s = l0; g.dealt[s.index()] } }))
    }

    /// `fn rufer-unproved`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f34(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(6))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f33(rt, d + 1, a0)? } }.len() as i64) == 0i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn besser-unproved`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f35(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize) -> R<SeatSet> {
        Ok('q1: { let o = get::<SeatSet>(rt.global(7))?; rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !((get::<bool>(rt.global(14))? && ((l0 == get::<Seat>(rt.global(11))?))) || ((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64))) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn auction-unproved`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f36(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((get::<bool>(rt.global(8))? || (({ rt.call(d)?; f34(rt, d + 1)? }.0.count_ones() as i64) > 0i64)) || (({ rt.call(d)?; f35(rt, d + 1)? }.0.count_ones() as i64) > 0i64)))
    }

    /// `fn call-unproved`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f37(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((((!get::<Option<Card>>(rt.global(12))?.is_none()) && (!true)) && get::<bool>(rt.global(14))?) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; let a0 = get::<Seat>(rt.global(11))?; f33(rt, d + 1, a0)? }.contains(x) }))
    }

    /// `fn talon-unproved`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f38(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
    }

    /// `fn rest`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f40(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok({ let x = { let x = rt.deck(); x - get::<CardSet>(rt.global(15))? }; x - 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let x = { let g = rt.game()?; let s = l0; g.taken[s.index()] }; x | { let g = rt.game()?; let s = l0; g.hands[s.index()] } }; acc = acc | v; } acc } })
    }

    /// `fn kf`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f45(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = l0; if (0i64 == s) { 1i64 } else if (1i64 == s) { 2i64 } else if (2i64 == s) { 4i64 } else if true { 8i64 } else { return Err(Bail) } })
    }

    /// `fn solo-factor`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f48(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize) -> R<i64> {
        Ok((if (false && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 2)))) { 2i64 } else { 1i64 }))
    }

    /// `fn nk`
    fn e49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f49(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f49(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if true { { rt.call(d)?; let a0 = { let p = get::<[i64; 4]>(rt.global(27))?; p[l0.index()] }; f45(rt, d + 1, a0)? } } else { 1i64 }))
    }

    /// `fn signed`
    fn e50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f50(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f50(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: i64) -> R<i64> {
        Ok((if l0 { l1 } else { sub(0i64, l1)? }))
    }

    /// `fn gets`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f51(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<i64> {
        Ok((if ((l0 == l1)) { l2 } else { sub(0i64, l2)? }))
    }

    /// `fn paid`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f52(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize, l0: bool, l1: bool, l2: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l3 in seats(o) {  per[l3.index()] = (if (!{ rt.call(d)?; let a0 = l3; f4(rt, d + 1, a0)? }) { sub(0i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { (if { rt.call(d)?; f5(rt, d + 1)? } { mul(3i64, { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? })? } else { { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; f51(rt, d + 1, a0, a1, a2)? } }) }); } per })
    }

    /// `fn each-pays`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f53(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { sub(0i64, mul(3i64, l1)?)? } else { l1 }); } per })
    }

    /// `fn scorable`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f55(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(((((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 5))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))) && (!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 7)))) && (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) { ((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) || (!get::<Option<Card>>(rt.global(12))?.is_none())) } else { (if ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) { get::<bool>(rt.ann_field(l0, 5, d)?)? } else { false }) })))
    }

    /// `fn share`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f58(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok((if ({ rt.call(d)?; f5(rt, d + 1)? } && { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }) { 3i64 } else { 1i64 }))
    }

    /// `fn top`
    fn e60(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f60(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f60(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<SeatSet> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l1 in seats(o) { if !(({ let p = l0; p[l1.index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l2 in seats(o) {  let v = { let p = l0; p[l2.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { continue; } let v = l1; acc.0 |= Value::seats_mask(v); } acc })
    }

    /// `fn spread`
    fn e61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f61(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f61(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if ((l2 == l0)) { mul(3i64, l1)? } else { sub(0i64, l1)? }); } per })
    }

    /// `fn rank-of`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f62(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: Seat) -> R<i64> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !(({ let p = l0; p[l2.index()] } > { let p = l0; p[l1.index()] }) || ((({ let p = l0; p[l2.index()] } == { let p = l0; p[l1.index()] })) && ({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }))) { continue; } if true { n += 1; } } n })
    }

    /// `fn at-rank`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f63(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4], l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(({ rt.call(d)?; let a0 = l0; let a1 = l2; f62(rt, d + 1, a0, a1)? } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn nth`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f64(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: i64) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) { if !(('q2: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l3 in seats(o) { if !({ rt.call(d)?; let a0 = l3; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n } == l1)) { continue; } break 'q1 Some(l2); } None })?)
    }

    /// `fn trischaken-case`
    fn e66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f66(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f66(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 3i64)) { 1i64 } else { (if { let x = Seat::from_index(0); has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 2i64)) { 3i64 } else { (if ((({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }.0.count_ones() as i64) == 1i64)) { 4i64 } else { 0i64 }) }) }) }))
    }

    /// `fn trischaken-pays`
    fn e67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f67(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f67(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f66(rt, d + 1, a0)? }; if (1i64 == s) { 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 1i64 } else { sub(0i64, 3i64)? }); } per } } else if (2i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = (if ({ let p = l0; p[Seat::from_index(0).index()] } >= 106i64) { 4i64 } else { 2i64 }); f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if { let x = l1; has_seat({ rt.call(d)?; let a0 = l0; f60(rt, d + 1, a0)? }, x) } { 2i64 } else { sub(0i64, 2i64)? }); } per } } else if (4i64 == s) { { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }; let a1 = (if ({ let p = l0; p[{ rt.call(d + 1)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1 + 1, a0, a1)? }.index()] } >= 106i64) { 2i64 } else { 1i64 }); f61(rt, d + 1, a0, a1)? } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = 0i64; } per } } else { return Err(Bail) } })
    }

    /// `fn fahren-case`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f68(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<i64> {
        Ok((if ({ let p = l0; p[Seat::from_index(0).index()] } >= 106i64) { 1i64 } else { (if 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) {  if ({ let p = l0; p[l1.index()] } >= 106i64) { break 'q1 true; } } false } { 2i64 } else { (if (({ let p = l0; p[Seat::from_index(0).index()] } == 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut best: Option<i64> = None; for l1 in seats(o) {  let v = { let p = l0; p[l1.index()] }; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) })) { 3i64 } else { (if (((({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] } == { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 1i64; f63(rt, d + 1, a0, a1)? }.index()] })) && ({ let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 2i64; f63(rt, d + 1, a0, a1)? }.index()] } > { let p = l0; p[{ rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? }.index()] })) { 4i64 } else { 5i64 }) }) }) }))
    }

    /// `fn fahren-pays`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<[i64; 4]>(l.get(0).ok_or(Bail)?)?;
        f69(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: [i64; 4]) -> R<[i64; 4]> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (1i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 4i64; f61(rt, d + 1, a0, a1)? } } else if (2i64 == s) { { rt.call(d)?; let a0 = some('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l1 in seats(o) { if !({ let p = l0; p[l1.index()] } >= 106i64) { continue; } break 'q1 Some(l1); } None })?; let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (3i64 == s) { { rt.call(d)?; let a0 = Seat::from_index(0); let a1 = 2i64; f61(rt, d + 1, a0, a1)? } } else if (4i64 == s) { 'q2: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 0i64; f63(rt, d + 1, a0, a1)? })) { 3i64 } else { (if ((l1 == { rt.call(d)?; let a0 = l0; let a1 = 3i64; f63(rt, d + 1, a0, a1)? })) { sub(0i64, 3i64)? } else { 0i64 }) }); } per } } else if true { 'q3: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = (if ({ rt.call(d)?; let a0 = l0; let a1 = l1; f62(rt, d + 1, a0, a1)? } < 2i64) { 3i64 } else { sub(0i64, 3i64)? }); } per } } else { return Err(Bail) } })
    }

    /// `fn jungfrau-index`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<SeatSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Seat>(l.get(1).ok_or(Bail)?)?;
        f70(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: SeatSet, l1: Seat) -> R<i64> {
        Ok('q1: { let o = l0; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l2 in seats(o) { if !({ rt.call(d)?; let a0 = l2; f21(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? }) { continue; } if true { n += 1; } } n })
    }

    /// `fn any_seat`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f72(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok((get::<bool>(rt.global(38))? || (get::<bool>(rt.global(40))? && (((rt.game()?.phase == PhaseName::Announce)) || ((rt.game()?.phase == PhaseName::Talon))))))
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<CardSet>(v)?;  let v = l1; acc = acc | v; } acc }))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if (('q1: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l2 = get::<CardSet>(v)?;  n = add(n, (l2.len() as i64))?; } n } == (l1.len() as i64))) { { let mut acc = CardSet::EMPTY; acc } } else { 'q2: { let mut left = rt.deck(); rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l2) = left.first() { left.remove(l2); if !('q3: { let o = l0; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l3 = get::<CardSet>(v)?; if !{ let x = l2; l3.contains(x) } { continue; } if true { n += 1; } } n } > 1i64) { continue; } let v = l2; acc.insert(v); } acc } })))
        })())
    }

    fn x3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2.len() as i64) == 0i64))))
        })())
    }

    fn x5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3.len() as i64) == 0i64))))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<Seat>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l3; g.hands[s.index()] }.len() as i64) == 12i64))))
        })())
    }

    fn x13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = rt.deck(); x - l1 }))
        })())
    }

    fn x14(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((l4.len() as i64) == 0i64)) || ((l2.len() as i64) > 0i64)) || (!l3)) || 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l5 in seats(o) {  if (!(({ let g = rt.game()?; let s = l5; g.hands[s.index()] }.len() as i64) == 12i64)) { break 'q1 true; } } false })))
        })())
    }

    fn x15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Play)) && ((rt.game()?.phase == PhaseName::Play)))))
        })())
    }

    fn x16(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((((true && ((rt.event_phase()? == PhaseName::Announce))) && rt.in_void_line()) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "fertig"; f8(rt, d + 1, a0, a1)? }) && ((!(rt.speaker()? == rt.game()?.turn)) || (!(rt.game()?.phase == PhaseName::Announce))))))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.after_void() && ((!(rt.speaker()? == rt.game()?.turn)) || ((get::<i64>(rt.global(17))? == 0i64))))))
        })())
    }

    fn x18(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l0 == PhaseName::Announce)) && ((rt.game()?.phase == PhaseName::Talon))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!(l0 == rt.game()?.phase)) && (!l1))))
        })())
    }

    fn x21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(9))?.is_none()) && (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))))
        })())
    }

    fn x31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (get::<bool>(rt.global(38))? || get::<bool>(rt.global(40))?))))
        })())
    }

    fn x35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Call)) && get::<bool>(rt.global(38))?)))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Auction))))
        })())
    }

    fn x39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x44(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 == PhaseName::Announce)) && (!{ rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? }))))
        })())
    }

    fn x45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == ""))))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = SeatSet(0); acc }))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.tricks.len() as i64 + 1) > 12i64)))
        })())
    }

    fn x50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(34))?, x) }))
        })())
    }

    fn x52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) == 0i64))))
        })())
    }

    fn x53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }) && ((({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))) && (l1 || (((l0.suit() == some(rt.game()?.current.first().map(|p| p.1))?.suit())) && (!(false && { let x = card(0)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) })))))))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(41))? && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & CardSet::TAROCKS }))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (({ let x = l3; x - CardSet::TAROCKS }.len() as i64) > 0i64))))
        })())
    }

    fn x63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x - CardSet::TAROCKS }))
        })())
    }

    fn x64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.current.first().map(|p| p.1)))
        })())
    }

    fn x65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((!some(l7)?.suit().is_none()) && (({ let x = l3; x & suit_cards(some(l7)?) }.len() as i64) > 0i64))))
        })())
    }

    fn x66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l3; x & suit_cards(some(l7)?) }))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(((l4.len() as i64) > 0i64)))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((false || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) })) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) { 'q1: { let g = rt.game()?; rt.charge(g.current.len())?; let mut acc = CardSet::EMPTY; for &(s, c) in g.current.iter() { let l8 = PlayV(s, c);  let v = (l8).1; acc.insert(v); } acc } } else { { let mut acc = CardSet::EMPTY; acc } })))
        })())
    }

    fn x70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((((!get::<bool>(rt.global(38))?) && { rt.call(d)?; let a0 = some(l7)?; f22(rt, d + 1, a0)? }) && { let x = card(20)?; l8.contains(x) }) && { let x = card(21)?; l8.contains(x) }) && { let x = card(0)?; l5.contains(x) })))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { let v = card(0)?; acc.insert(v); } acc }))
        })())
    }

    fn x73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((!l6) && (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || (({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) }) && false)))))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = some(l7)?; let a1 = l8; f24(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l8; x & CardSet::TAROCKS }.len() as i64) > 0i64)))
        })())
    }

    fn x76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<Option<Card>>(l.get(7).ok_or(Bail)?)?;
        let l9 = get::<Card>(l.get(9).ok_or(Bail)?)?;
        let l10 = get::<bool>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((({ let x = l5; x - CardSet::TAROCKS }.len() as i64) == 0i64)) { (if l10 { { let x = l5; x & above(l9) } } else { l5 }) } else { (if (((!some(l7)?.suit().is_none()) && ((({ let x = l5; x - suit_cards(some(l7)?) }.len() as i64) == 0i64))) && (!l10)) { { let x = l5; x & above(l9) } } else { l5 }) })))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x79(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) || ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 3)) })) && { let x = card(0)?; l5.contains(x) }) && ((l4.len() as i64) > 1i64))))
        })())
    }

    fn x80(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x.without(card(0)?) }))
        })())
    }

    fn x81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<CardSet>(seat_value(&list(rt.global(32))?, rt.speaker()?)?)?; x & l3 }))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((((l7.len() as i64) > 0i64) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 0)) }))))
        })())
    }

    fn x83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l8) = left.first() { left.remove(l8); if !({ rt.call(d)?; let a0 = l8; f32(rt, d + 1, a0)? } > (rt.game()?.tricks.len() as i64 + 1)) { continue; } let v = l8; acc.insert(v); } acc }))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 2) == EnumV(5, 0)))))
        })())
    }

    fn x85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l1) && ((l5.len() as i64) >= 2i64)) && ((({ let x = l5; x - l8 }.len() as i64) == 0i64)))))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let mut acc = CardSet::EMPTY; { if let Some(v) = highest(l5) { acc.insert(v); } } acc }))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(5, 2) == EnumV(5, 2)))))
        })())
    }

    fn x88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let mut left = l7; rt.charge(left.len())?; let mut acc = CardSet::EMPTY; while let Some(l9) = left.first() { left.remove(l9); if !(({ rt.call(d)?; let a0 = l9; f32(rt, d + 1, a0)? } == (rt.game()?.tricks.len() as i64 + 1))) { continue; } let v = l9; acc.insert(v); } acc }))
        })())
    }

    fn x89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l5; x & l9 }.len() as i64) > 0i64)))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l9 = get::<CardSet>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x & l9 }))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x92(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<CardSet>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l5; x - l8 }))
        })())
    }

    fn x93(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; !l5.contains(x) }))
        })())
    }

    fn x94(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x96(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l5.contains(x) }))
        })())
    }

    fn x97(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) || (get::<bool>(rt.global(38))? && l1))))
        })())
    }

    fn x98(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x100(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<SeatSet>(rt.global(34))?.0.count_ones() as i64) < 4i64)))
        })())
    }

    fn x103(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = get::<Seat>(rt.global(35))?; rt.charge(4)?;  for l3 in s.cycle_from() { if !{ let x = l3; !has_seat(get::<SeatSet>(rt.global(34))?, x) } { continue; } break 'q1 Some(l3); } None }))
        })())
    }

    fn x106(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x107(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x115(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(14))?)))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x125(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<bool>(rt.global(14))? && (!get::<bool>(rt.global(16))?)) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if get::<bool>(rt.global(39))? { 6i64 } else { 3i64 })))
        })())
    }

    fn x128(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l2))))
        })())
    }

    fn x130(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x - l1 }))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x135(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(16))?)))
        })())
    }

    fn x136(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(cards_of(&l0)))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = list(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == (l0.len() as i64)))))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) {  if !((({ let x = { let g = rt.game()?; let s = l2; g.dealt[s.index()] }; x & l1 }.len() as i64) == 0i64)) { break 'q1 false; } } true }))
        })())
    }

    fn x140(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = l1; x - { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] } }.len() as i64) == 0i64))))
        })())
    }

    fn x142(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l2; x - l1 }))
        })())
    }

    fn x145(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))) { 6i64 } else { 3i64 })))
        })())
    }

    fn x146(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & { let x = CardSet::KINGS; x | CardSet::from_bits(0x300001) } }))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 2))) && (({ let x = l1; x - CardSet::TAROCKS }.len() as i64) > 0i64)) && (({ let x = { let x = { let x = l2; x & CardSet::TAROCKS }; x - CardSet::from_bits(0x300001) }; x - l1 }.len() as i64) > 0i64))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((((!((l1.len() as i64) == l3)) || ((l4.len() as i64) > 0i64)) || l5) || l6)))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x152(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((((l1.len() as i64) == l3))))
        })())
    }

    fn x153(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l4.len() as i64) == 0i64))))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((!l5)))
        })())
    }

    fn x155(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<bool>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value((!l6)))
        })())
    }

    fn x156(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.event_phase()?))
        })())
    }

    fn x157(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((rt.game()?.phase == PhaseName::Talon)) && ((l0 == PhaseName::Announce))) && (!rt.said().is_none())) && { rt.call(d)?; let a0 = some(rt.said())?; let a1 = "schleifen"; f8(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x158(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((rt.game()?.phase == PhaseName::Done)) || ({ rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? } <= { rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? })) || l1) || get::<bool>(rt.global(36))?) || get::<bool>(rt.global(5))?)))
        })())
    }

    fn x159(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.turn))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.game()?.phase))
        })())
    }

    fn x161(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if (!get::<Option<ContractV>>(rt.global(0))?.is_none()) { 0i64 } else { (if get::<bool>(rt.global(4))? { 1i64 } else { (if { rt.call(d)?; let a0 = Seat::from_index(0); f7(rt, d + 1, a0)? } { 2i64 } else { 0i64 }) }) })))
        })())
    }

    fn x165(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = 8i64; let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(((l7 && (!(rt.game()?.phase == PhaseName::Done))) && ({ rt.call(d)?; let a0 = rt.game()?.phase; f9(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l0; f9(rt, d + 1, a0)? }))))
        })())
    }

    fn x169(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x171(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x172(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x175(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x177(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 3))?))
        })())
    }

    fn x183(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l0 == PhaseName::Talon)) { rt.speaker()? } else { Seat::from_index(0) })))
        })())
    }

    fn x186(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x187(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Call))))
        })())
    }

    fn x192(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x198(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Announce))))
        })())
    }

    fn x199(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(40))?)))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = text(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(((l5 == ""))))
        })())
    }

    fn x206(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 1i64)))))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<i64>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((((l3 == PhaseName::Auction)) && ((l4 == 2i64)))))
        })())
    }

    fn x208(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Auction))))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Call))))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Talon))))
        })())
    }

    fn x211(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<PhaseName>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == PhaseName::Announce))))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(4))?)))
        })())
    }

    fn x213(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x214(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && (!{ let x = get::<Option<Seat>>(rt.global(1))?; x == Some(rt.speaker()?) }))))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && (!{ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))
        })())
    }

    fn x230(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.contract_field(l0, 8))?))
        })())
    }

    fn x232(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!get::<bool>(rt.contract_field(l0, 5))?)))
        })())
    }

    fn x233(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((!get::<bool>(rt.contract_field(l0, 6))?) || (((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? }))))
        })())
    }

    fn x234(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<bool>(rt.contract_field(l0, 7))? || (!(((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<Option<ContractV>>(rt.global(0))?.is_none()) || (get::<i64>(rt.contract_field(l0, 0))? > get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 0))?))))
        })())
    }

    fn x239(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; CardSet::KINGS.contains(x) }))
        })())
    }

    fn x244(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x245(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))? && ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))))))
        })())
    }

    fn x247(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Announce)) && (get::<i64>(rt.global(20))? > 0i64)))))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(((rt.game()?.phase == PhaseName::Talon)) && get::<bool>(rt.global(14))?))))
        })())
    }

    fn x249(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Talon))))
        })())
    }

    fn x250(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == rt.game()?.turn)) && ((text(rt.global(18))? == "")))))
        })())
    }

    fn x252(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x253(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? == 0i64))))
        })())
    }

    fn x256(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == get::<Seat>(rt.global(11))?)) && { rt.call(d)?; f14(rt, d + 1)? })))
        })())
    }

    fn x257(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x260(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(17))? > 0i64) || rt.in_void_line())))
        })())
    }

    fn x262(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x264(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(20))? < 4i64)))
        })())
    }

    fn x265(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f15(rt, d + 1, a0)? }))
        })())
    }

    fn x266(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x267(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = rt.speaker()?; !has_seat(get::<SeatSet>(rt.global(28))?, x) }))
        })())
    }

    fn x268(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) >= 10i64)))
        })())
    }

    fn x269(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x270(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x274(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x275(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x276(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((!l2)))
        })())
    }

    fn x278(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x280(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x281(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = some(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?)?; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x282(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 9))? == EnumV(2, 1))) && ((rt.speaker()? == get::<Seat>(rt.global(11))?)))))
        })())
    }

    fn x285(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x287(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3)))))
        })())
    }

    fn x288(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x289(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(l0, 3, d)?)?))
        })())
    }

    fn x290(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0))) && (!(EnumV(5, 2) == EnumV(5, 0))))))
        })())
    }

    fn x291(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x293(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x296(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x298(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x305(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((((term_word(l0)? == "kontra")) || ((term_word(l0)? == "re"))) || ((term_word(l0)? == "sub"))) && (((term_args(l0).len() as i64) == 1i64)))))
        })())
    }

    fn x306(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x307(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x309(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l0 in seats(o) { if !{ let x = l0; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } if true { n += 1; } } n }))
        })())
    }

    fn x310(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<bool>(rt.global(4))? || ((l0 == 0i64))) || (((!get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = some(get::<Option<Seat>>(rt.global(1))?)?; !has_seat(get::<SeatSet>(rt.global(2))?, x) }))))
        })())
    }

    fn x311(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(0))?.is_none())))
        })())
    }

    fn x313(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(0))?)?, 2))?))
        })())
    }

    fn x315(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 3))?))
        })())
    }

    fn x317(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<Option<ContractV>>(rt.global(0))?.is_none()) && ((l0 == 1i64))) && { let x = Seat::from_index(0); !has_seat(get::<SeatSet>(rt.global(2))?, x) })))
        })())
    }

    fn x320(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let s = rt.speaker()?.next(); rt.charge(4)?;  for l1 in s.cycle_from() { if !{ let x = l1; !has_seat(get::<SeatSet>(rt.global(2))?, x) } { continue; } break 'q1 Some(l1); } None }))
        })())
    }

    fn x321(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x322(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Card>>(rt.global(12))?.is_none())))
        })())
    }

    fn x323(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) { if !((!(l0 == rt.speaker()?)) && { let x = some(get::<Option<Card>>(rt.global(12))?)?; { let g = rt.game()?; let s = l0; g.dealt[s.index()] }.contains(x) }) { continue; } break 'q1 Some(l0); } None }))
        })())
    }

    fn x324(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x325(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(17))? > 0i64)))
        })())
    }

    fn x326(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "schleifen"))))
        })())
    }

    fn x328(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((((!(text(rt.global(18))? == "pass")) && ((rt.speaker()? == get::<Seat>(rt.global(11))?))) && { rt.call(d)?; f14(rt, d + 1)? }) && (!get::<bool>(rt.global(19))?))))
        })())
    }

    fn x330(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x332(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!l0)))
        })())
    }

    fn x333(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<bool>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((l0 || (!true)) || ((text(rt.global(18))? == "pass"))) || ((text(rt.global(18))? == "fertig")))))
        })())
    }

    fn x334(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((text(rt.global(18))? == "pass"))))
        })())
    }

    fn x335(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(21))?, 1i64)?))
        })())
    }

    fn x337(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(20))?, 1i64)?))
        })())
    }

    fn x338(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(20))? >= 4i64) && (get::<i64>(rt.global(21))? >= 3i64))))
        })())
    }

    fn x341(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x342(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x343(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<Seat>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2 == l0)) || ((!(EnumV(5, 2) == EnumV(5, 0))) && (({ rt.call(d)?; let a0 = l2; f4(rt, d + 1, a0)? } == { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))))))
        })())
    }

    fn x350(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x351(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x354(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }) && false)))
        })())
    }

    fn x357(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?.is_none())))
        })())
    }

    fn x359(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<Option<Card>>(rt.ann_field(some(opt_ann(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 10))?)?, 3, d)?)?))
        })())
    }

    fn x371(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x375(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 0))) || ((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 4))? == EnumV(1, 1))))))
        })())
    }

    fn x377(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<bool>(rt.global(36))?)))
        })())
    }

    fn x378(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x382(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l0 in seats(o) { if !(!(({ let g = rt.game()?; let s = l0; g.dealt[s.index()] }.len() as i64) == 12i64)) { continue; } let v = l0; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x389(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x390(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1)))))
        })())
    }

    fn x391(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x393(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<ContractV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.contract_field(l0, 9))? == EnumV(2, 1))) && ((({ let x = { let g = rt.game()?; let s = rt.speaker()?; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) == 0i64)))))
        })())
    }

    fn x395(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x396(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x398(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = text(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == "erster"))))
        })())
    }

    fn x399(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.speaker()? == Seat::from_index(0))) && { rt.call(d)?; let a0 = rt.speaker()?; f7(rt, d + 1, a0)? })))
        })())
    }

    fn x400(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 6)))))
        })())
    }

    fn x404(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(4, 7))) && ({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 1)) }))))
        })())
    }

    fn x405(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.speaker()? == get::<Seat>(rt.global(11))?))))
        })())
    }

    fn x406(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l3 = get::<bool>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let s = l0; if (1i64 == s) { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 0i64))) } else if (2i64 == s) { ((!l3) && 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l4 in seats(o) {  if (({ let p = get::<[i64; 4]>(rt.global(27))?; p[l4.index()] } == 1i64)) { break 'q1 true; } } false }) } else if true { (l3 && (({ let p = get::<[i64; 4]>(rt.global(27))?; p[rt.speaker()?.index()] } == 2i64))) } else { return Err(Bail) } }))
        })())
    }

    fn x408(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == 2i64))))
        })())
    }

    fn x409(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x410(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Seat>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let p = get::<[i64; 4]>(rt.global(27))?; p[l5.index()] } == 1i64))))
        })())
    }

    fn x413(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x424(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x425(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(17))?, 1i64)?))
        })())
    }

    fn x426(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 1))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 2)))) || ((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 4))))))
        })())
    }

    fn x432(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x439(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x441(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 0)))))
        })())
    }

    fn x447(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x449(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(4, 3))) && { rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f28(rt, d + 1, a0, a1)? })))
        })())
    }

    fn x451(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1 + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1 + 1)?)?)?; f29(rt, d + 1 + 1, a0, a1)? }; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x453(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = get::<i64>(rt.ann_field(l0, 4, d + 1)?)?; let a1 = some(get::<Option<Card>>(rt.ann_field(l0, 3, d + 1)?)?)?; f30(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x454(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 1, d)?)?, l1)?))
        })())
    }

    fn x457(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x459(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 106i64)))
        })())
    }

    fn x463(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f48(rt, d + 1)? }))
        })())
    }

    fn x465(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x469(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        let l7 = get::<bool>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l5; x == Some(l7) })))
        })())
    }

    fn x474(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 2, d)?)?, l0)?))
        })())
    }

    fn x480(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<Option<bool>>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((!l4.is_none()) && (!l5.is_none())) && (!(({ let x = get::<Option<EnumV>>(rt.global(10))?; x == Some(EnumV(0, 2)) }) && (!false))))))
        })())
    }

    fn x485(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l4 = opt_ann(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(some(l4)?, 1, d)?)?, l0)?))
        })())
    }

    fn x489(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<bool>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((if (l2 || (!get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))?)) { l0 } else { mul(2i64, l0)? })))
        })())
    }

    fn x497(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l7; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x504(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l7, 2, d)?)?, l3)?))
        })())
    }

    fn x509(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x511(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((l1 >= 106i64)))
        })())
    }

    fn x516(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f19(rt, d + 1)? }))
        })())
    }

    fn x528(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x529(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l4; x == Some(l12) })))
        })())
    }

    fn x532(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(4i64, l6)?))
        })())
    }

    fn x534(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((!l12)))
        })())
    }

    fn x536(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value((!l4.is_none())))
        })())
    }

    fn x543(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((l5 || (!l4.is_none()))))
        })())
    }

    fn x545(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<Option<bool>>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<bool>(l.get(5).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((if l5 { Some(l12) } else { l4 })))
        })())
    }

    fn x547(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((!l11)))
        })())
    }

    fn x557(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l14; f55(rt, d + 1, a0)? }))
        })())
    }

    fn x564(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l11 = get::<bool>(l.get(11).ok_or(Bail)?)?;
        let l12 = get::<bool>(l.get(12).ok_or(Bail)?)?;
        let l15 = get::<bool>(l.get(15).ok_or(Bail)?)?;
        Ok(Native::into_value((l11 && ((l12 == l15)))))
        })())
    }

    fn x572(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l14 = ann(l.get(14).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(rt.ann_field(l14, 2, d)?)?))
        })())
    }

    fn x579(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((if 'q1: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?);  if { let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { break 'q1 true; } } false } { 'q2: { let g = rt.game()?; rt.charge(g.tricks.len())?;  for k in 0..g.tricks.len() { let l0 = TrickV(u16::try_from(k).map_err(|_| Bail)?); if !{ let x = some(get::<Option<Card>>(rt.global(12))?)?; rt.trick(l0)?.cards().contains(x) } { continue; } if (!{ rt.call(d)?; let a0 = rt.trick(l0)?.winner; f4(rt, d + 1, a0)? }) { break 'q2 true; } } false } } else { { let x = some(get::<Option<Card>>(rt.global(12))?)?; { rt.call(d)?; f40(rt, d + 1)? }.contains(x) } })))
        })())
    }

    fn x589(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }))
        })())
    }

    fn x595(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let g = rt.game()?; let s = l0; g.won[s.index()] as i64 }))
        })())
    }

    fn x596(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 11))?))))
        })())
    }

    fn x598(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x599(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.trick(rt.nth_trick(12i64)?)?.winner))
        })())
    }

    fn x600(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l1 in seats(o) {  per[l1.index()] = { rt.call(d)?; let a0 = { let x = { let g = rt.game()?; let s = l1; g.taken[s.index()] }; x | (if ((l1 == l0)) { { rt.call(d + 1)?; f40(rt, d + 1 + 1)? } } else { { let mut acc = CardSet::EMPTY; acc } }) }; f1(rt, d + 1, a0)? }; } per }))
        })())
    }

    fn x602(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = 0i64; } per }))
        })())
    }

    fn x603(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1)))))
        })())
    }

    fn x604(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f67(rt, d + 1, a0)? }))
        })())
    }

    fn x605(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f66(rt, d + 1, a0)? }))
        })())
    }

    fn x606(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x608(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x610(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x612(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f69(rt, d + 1, a0)? }))
        })())
    }

    fn x613(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<[i64; 4]>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f68(rt, d + 1, a0)? }))
        })())
    }

    fn x614(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 1i64))))
        })())
    }

    fn x616(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 2i64))))
        })())
    }

    fn x618(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 3i64))))
        })())
    }

    fn x620(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3 == 4i64))))
        })())
    }

    fn x622(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l3 in seats(o) { if !(({ let g = rt.game()?; let s = l3; g.won[s.index()] as i64 } == 0i64)) { continue; } let v = l3; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x623(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(((l3.0.count_ones() as i64) > 0i64)))
        })())
    }

    fn x624(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = SeatSet(0); for l4 in seats(o) { if !({ let p = l2; p[l4.index()] } > 0i64) { continue; } let v = l4; acc.0 |= Value::seats_mask(v); } acc }))
        })())
    }

    fn x625(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = l4; rt.charge(o.0.count_ones() as usize)?; let mut n = 0i64; for l5 in seats(o) {  n = add(n, { let p = l2; p[l5.index()] })?; } n }))
        })())
    }

    fn x626(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value((((((l3.0.count_ones() as i64) == 2i64)) && ((rem(l5, 2i64)? == 1i64))) && (((l4.0.count_ones() as i64) == 1i64)))))
        })())
    }

    fn x627(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l4 = get::<SeatSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(scores_by(add, l2, 'q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l6 in seats(o) {  per[l6.index()] = (if { let x = l6; has_seat(l4, x) } { 1i64 } else { 0i64 }); } per })?))
        })())
    }

    fn x628(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l5, 1i64)?))
        })())
    }

    fn x629(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((l3.0.count_ones() as i64)))
        })())
    }

    fn x630(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(div(l5, l6)?))
        })())
    }

    fn x631(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value(sub(l5, mul(l7, l6)?)?))
        })())
    }

    fn x632(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<[i64; 4]>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<SeatSet>(l.get(3).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l9 in seats(o) {  per[l9.index()] = (if { let x = l9; has_seat(l3, x) } { sub(sub(0i64, l7)?, (if ({ rt.call(d)?; let a0 = l3; let a1 = l9; f70(rt, d + 1, a0, a1)? } < l8) { 1i64 } else { 0i64 }))? } else { { let x = { let p = l2; p[l9.index()] }; x.max(0i64) } }); } per }))
        })())
    }

    fn x639(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x640(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x641(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Option<Seat>>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((if (((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 15))? == EnumV(3, 1))) && ({ let x = l0; x == Some(Seat::from_index(0)) })) { 4i64 } else { 2i64 })))
        })())
    }

    fn x643(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x644(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((EnumV(6, 1) == EnumV(6, 1)))))
        })())
    }

    fn x649(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if get::<bool>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 13))? { mul(2i64, l1)? } else { l1 })))
        })())
    }

    fn x652(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Call))))
        })())
    }

    fn x653(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Talon))))
        })())
    }

    fn x654(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Announce))))
        })())
    }

    fn x655(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<PhaseName>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == PhaseName::Play))))
        })())
    }

    fn x656(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<bool>(rt.global(42))? && (!(((!get::<Option<Seat>>(rt.global(31))?.is_none()) && (!get::<bool>(rt.global(38))?)) && (!get::<bool>(rt.global(40))?))))))
        })())
    }

    fn x657(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!get::<Option<Seat>>(rt.global(31))?.is_none())))
        })())
    }

    fn x658(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<Option<ContractV>>(rt.global(9))?.is_none())))
        })())
    }

    fn x668(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(get::<i64>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 1))?))
        })())
    }

    fn x676(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(mul(get::<i64>(rt.ann_field(l0, 2, d)?)?, { rt.call(d)?; f48(rt, d + 1)? })?))
        })())
    }

    fn x680(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 3)))))
        })())
    }

    fn x681(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<EnumV>(rt.contract_field(some(get::<Option<ContractV>>(rt.global(9))?)?, 2))? == EnumV(0, 1)))))
        })())
    }
}

pub mod royal {
    use crate::cards::{Card, CardSet, Suit};
    use crate::interp::eval::Eval;
    use crate::interp::native::*;
    use crate::lang::types::{PhaseName, Value};
    use crate::seat::Seat;

    /// 76 of the program's 92 functions, natively.
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
            (15, e15),
            (21, e21),
            (22, e22),
            (23, e23),
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
            (39, e39),
            (40, e40),
            (41, e41),
            (42, e42),
            (43, e43),
            (44, e44),
            (45, e45),
            (46, e46),
            (47, e47),
            (48, e48),
            (49, e49),
            (51, e51),
            (52, e52),
            (53, e53),
            (54, e54),
            (55, e55),
            (56, e56),
            (57, e57),
            (58, e58),
            (62, e62),
            (63, e63),
            (64, e64),
            (65, e65),
            (66, e66),
            (67, e67),
            (68, e68),
            (69, e69),
            (70, e70),
            (71, e71),
            (72, e72),
            (73, e73),
            (74, e74),
            (76, e76),
            (77, e77),
            (78, e78),
            (79, e79),
            (80, e80),
            (81, e81),
            (82, e82),
            (83, e83),
            (84, e84),
            (85, e85),
            (86, e86),
            (87, e87),
            (88, e88),
            (89, e89),
        ],
        roots: &[
            (0, x0),
            (1, x1),
            (2, x2),
            (3, x3),
            (4, x4),
            (6, x6),
            (8, x8),
            (9, x9),
            (10, x10),
            (13, x13),
            (16, x16),
            (17, x17),
            (19, x19),
            (20, x20),
            (21, x21),
            (22, x22),
            (23, x23),
            (24, x24),
            (25, x25),
            (28, x28),
            (32, x32),
            (34, x34),
            (35, x35),
            (36, x36),
            (37, x37),
            (38, x38),
            (39, x39),
            (40, x40),
            (42, x42),
            (43, x43),
            (47, x47),
            (48, x48),
            (50, x50),
            (51, x51),
            (54, x54),
            (55, x55),
            (58, x58),
            (61, x61),
            (62, x62),
            (67, x67),
            (68, x68),
            (69, x69),
            (71, x71),
            (72, x72),
            (74, x74),
            (75, x75),
            (77, x77),
            (78, x78),
            (81, x81),
            (82, x82),
            (84, x84),
            (86, x86),
            (87, x87),
            (90, x90),
            (91, x91),
            (97, x97),
            (98, x98),
            (99, x99),
            (101, x101),
            (102, x102),
            (104, x104),
            (106, x106),
            (108, x108),
            (110, x110),
            (113, x113),
            (114, x114),
            (116, x116),
            (117, x117),
            (118, x118),
            (119, x119),
            (121, x121),
            (122, x122),
            (124, x124),
            (127, x127),
            (129, x129),
            (130, x130),
            (131, x131),
            (133, x133),
            (134, x134),
            (137, x137),
            (138, x138),
            (139, x139),
            (140, x140),
            (141, x141),
            (142, x142),
            (143, x143),
            (144, x144),
            (145, x145),
            (146, x146),
            (147, x147),
            (148, x148),
            (149, x149),
            (150, x150),
            (152, x152),
            (153, x153),
            (154, x154),
            (155, x155),
            (156, x156),
            (157, x157),
            (160, x160),
            (163, x163),
            (166, x166),
            (173, x173),
            (174, x174),
            (176, x176),
            (178, x178),
            (179, x179),
            (180, x180),
            (181, x181),
            (182, x182),
            (183, x183),
            (188, x188),
            (191, x191),
            (192, x192),
            (196, x196),
            (197, x197),
            (199, x199),
            (200, x200),
            (201, x201),
            (202, x202),
            (203, x203),
            (204, x204),
            (205, x205),
            (206, x206),
            (207, x207),
            (208, x208),
            (209, x209),
            (210, x210),
            (212, x212),
            (214, x214),
            (215, x215),
            (217, x217),
            (218, x218),
            (219, x219),
            (220, x220),
            (221, x221),
            (222, x222),
            (223, x223),
            (224, x224),
            (226, x226),
            (227, x227),
            (228, x228),
            (229, x229),
            (231, x231),
            (232, x232),
            (233, x233),
            (234, x234),
            (235, x235),
            (236, x236),
            (240, x240),
            (242, x242),
            (246, x246),
            (248, x248),
            (251, x251),
        ],
    };

    /// `fn pair`
    fn e0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f0(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f0(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 1i64 } else if true { 2i64 } else { return Err(Bail) } })
    }

    /// `fn partner`
    fn e1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f1(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f1(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<Seat> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { Seat::from_index(1) } else if (Seat::from_index(1) == s) { Seat::from_index(0) } else if (Seat::from_index(2) == s) { Seat::from_index(3) } else if true { Seat::from_index(2) } else { return Err(Bail) } })
    }

    /// `fn pair-seats`
    fn e2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f2(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f2(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<SeatSet> {
        Ok((if ((l0 == 1i64)) { { let mut acc = SeatSet(0); { let v = Seat::from_index(0); acc.0 |= Value::seats_mask(v); } { let v = Seat::from_index(1); acc.0 |= Value::seats_mask(v); } acc } } else { { let mut acc = SeatSet(0); { let v = Seat::from_index(2); acc.0 |= Value::seats_mask(v); } { let v = Seat::from_index(3); acc.0 |= Value::seats_mask(v); } acc } }))
    }

    /// `fn pair-dealt`
    fn e3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f3(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f3(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<CardSet> {
        Ok((if ((l0 == 1i64)) { { let x = { let g = rt.game()?; let s = Seat::from_index(0); g.dealt[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(1); g.dealt[s.index()] } } } else { { let x = { let g = rt.game()?; let s = Seat::from_index(2); g.dealt[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(3); g.dealt[s.index()] } } }))
    }

    /// `fn pair-taken`
    fn e4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f4(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f4(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<CardSet> {
        Ok((if ((l0 == 1i64)) { { let x = { let g = rt.game()?; let s = Seat::from_index(0); g.taken[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(1); g.taken[s.index()] } } } else { { let x = { let g = rt.game()?; let s = Seat::from_index(2); g.taken[s.index()] }; x | { let g = rt.game()?; let s = Seat::from_index(3); g.taken[s.index()] } } }))
    }

    /// `fn pair-tricks`
    fn e5(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f5(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f5(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok((if ((l0 == 1i64)) { add({ let g = rt.game()?; let s = Seat::from_index(0); g.won[s.index()] as i64 }, { let g = rt.game()?; let s = Seat::from_index(1); g.won[s.index()] as i64 })? } else { add({ let g = rt.game()?; let s = Seat::from_index(2); g.won[s.index()] as i64 }, { let g = rt.game()?; let s = Seat::from_index(3); g.won[s.index()] as i64 })? }))
    }

    /// `fn annulled`
    fn e8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f8(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f8(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok(get::<bool>(rt.global(22))?)
    }

    /// `fn suit-of-pack`
    fn e9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        f9(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f9(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<CardSet> {
        Ok({ let x = CardSet::suit(l0); x & rt.deck() })
    }

    /// `fn king-of`
    fn e10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        f10(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f10(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(highest({ let x = CardSet::suit(l0); x & CardSet::KINGS }))?)
    }

    /// `fn queen-of`
    fn e11(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        f11(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f11(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(highest({ let x = CardSet::suit(l0); x & CardSet::QUEENS }))?)
    }

    /// `fn ten-of`
    fn e12(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        f12(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f12(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<Card> {
        Ok(some(lowest({ let x = CardSet::suit(l0); x & rt.deck() }))?)
    }

    /// `fn is-black`
    fn e13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Suit>(l.get(0).ok_or(Bail)?)?;
        f13(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f13(rt: &Rt<'_, '_>, d: usize, l0: Suit) -> R<bool> {
        Ok((((l0 == suit(0)?)) || ((l0 == suit(1)?))))
    }

    /// `fn hoch-ok`
    fn e15(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f15(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f15(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<bool> {
        Ok(('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l1 = get::<Card>(v)?;  if !{ let x = l1; CardSet::from_bits(0x2020202000000f).contains(x) } { break 'q1 false; } } true } && (((cards_of(&l0).len() as i64) == (l0.len() as i64)))))
    }

    /// `fn is-meldung`
    fn e21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f21(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f21(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(0, 0))))
    }

    /// `fn is-trophy`
    fn e22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f22(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f22(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(get::<bool>(rt.ann_field(l0, 36, d)?)?)
    }

    /// `fn args-ok`
    fn e23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f23(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f23(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<bool> {
        Ok(get::<bool>(rt.ann_field(l0, 4, d)?)?)
    }

    /// `fn bound-of`
    fn e25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        f25(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f25(rt: &Rt<'_, '_>, d: usize, l0: &Ann) -> R<CardSet> {
        Ok(cards_of(&list(rt.ann_field(l0, 11, d)?)?))
    }

    /// `fn raises`
    fn e26(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f26(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f26(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: &Ann) -> R<bool> {
        Ok((((get::<i64>(rt.ann_field(l0, 1, d)?)? > get::<i64>(rt.ann_field(l1, 1, d)?)?) && { let x = text(rt.ann_field(l1, 2, d)?)?; let y = list(rt.ann_field(l0, 30, d)?)?; rt.charge(y.len())?; has_text(&y, x) }) && { rt.call(d)?; let a0 = l0; let a1 = l1; f27(rt, d + 1, a0, a1)? }))
    }

    /// `fn fits`
    fn e27(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f27(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f27(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: &Ann) -> R<bool> {
        Ok((if (((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(0, 4))) && ((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(0, 4)))) { ((get::<Card>(nth_value(&list(rt.ann_field(l0, 3, d)?)?, 1i64)?)? == get::<Card>(nth_value(&list(rt.ann_field(l1, 3, d)?)?, 1i64)?)?)) } else { (if (get::<bool>(rt.ann_field(l0, 31, d)?)? && get::<bool>(rt.ann_field(l1, 31, d)?)?) { { rt.call(d)?; let a0 = l0; let a1 = l1; f28(rt, d + 1, a0, a1)? } } else { (if (((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(0, 6))) && ((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(0, 6)))) { (((({ let x = get::<CardSet>(rt.ann_field(l1, 29, d)?)?; x - get::<CardSet>(rt.ann_field(l0, 29, d)?)? }.len() as i64) == 0i64)) && (!(get::<CardSet>(rt.ann_field(l1, 29, d)?)? == get::<CardSet>(rt.ann_field(l0, 29, d)?)?))) } else { (if (((list(rt.ann_field(l0, 10, d)?)?.len() as i64) > 0i64) && ((list(rt.ann_field(l1, 10, d)?)?.len() as i64) > 0i64)) { ({ let x = list(rt.ann_field(l0, 10, d)?)?; let y = list(rt.ann_field(l1, 10, d)?)?; rt.charge(x.len())?; x[..] == y[..] }) } else { true }) }) }) }))
    }

    /// `fn flight-fits`
    fn e28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f28(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f28(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: &Ann) -> R<bool> {
        Ok((if (((rt.ann_name(l1) == "klausenburger")) && ((rt.ann_name(l0) == "stella"))) { ((get::<Card>(nth_value(&list(rt.ann_field(l1, 3, d)?)?, 1i64)?)? == get::<Card>(nth_value(&list(rt.ann_field(l0, 3, d)?)?, 2i64)?)?)) } else { 'q1: { let lo = 1i64; let hi = (list(rt.ann_field(l1, 11, d)?)?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l2 in lo..=hi {  if !'q2: { let lo = 1i64; let hi = (list(rt.ann_field(l0, 11, d)?)?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l3 in lo..=hi {  if (((get::<Card>(nth_value(&list(rt.ann_field(l0, 11, d)?)?, l3)?)? == get::<Card>(nth_value(&list(rt.ann_field(l1, 11, d)?)?, l2)?)?)) && ((get::<i64>(nth_value(&list(rt.ann_field(l0, 12, d)?)?, l3)?)? == get::<i64>(nth_value(&list(rt.ann_field(l1, 12, d)?)?, l2)?)?))) { break 'q2 true; } } false } { break 'q1 false; } } true } }))
    }

    /// `fn idx`
    fn e29(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f29(rt, d).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f29(rt: &Rt<'_, '_>, d: usize) -> R<Vec<Value>> {
        Ok({ let lo = 1i64; let hi = (list(rt.global(7))?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })
    }

    /// `fn schlemm-of`
    fn e30(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f30(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f30(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: i64) -> R<bool> {
        Ok(((get::<bool>(nth_value(&list(rt.global(12))?, l0)?)? && (({ rt.call(d)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; f0(rt, d + 1, a0)? } == l1))) && (!{ rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l0)?)?; f21(rt, d + 1, a0)? })))
    }

    /// `fn replaced`
    fn e31(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f31(rt, d, a0, a1).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f31(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: &Ann) -> R<Vec<Value>> {
        Ok('q1: { let o = { rt.call(d)?; f29(rt, d + 1)? }; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l2 = get::<i64>(v)?; if !({ rt.call(d)?; let a0 = l2; let a1 = l0; f30(rt, d + 1, a0, a1)? } && { rt.call(d)?; let a0 = l1; let a1 = ann(nth_value(&list(rt.global(7))?, l2)?)?; f26(rt, d + 1, a0, a1)? }) { continue; } push_item(&mut acc, Native::into_value(l2))?; } acc })
    }

    /// `fn ann-verdict`
    fn e32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f32(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f32(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<EnumV> {
        Ok({ rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = list(nth_value(&list(rt.global(13))?, { rt.call(d + 1)?; let a0 = l0; f0(rt, d + 1 + 1, a0)? })?)?; let a3 = list(nth_value(&list(rt.global(14))?, { rt.call(d + 1)?; let a0 = l0; f0(rt, d + 1 + 1, a0)? })?)?; f33(rt, d + 1, a0, a1, &a2, &a3)? })
    }

    /// `fn ann-verdict-in`
    fn e33(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        let a2 = list(l.get(2).ok_or(Bail)?)?;
        let a3 = list(l.get(3).ok_or(Bail)?)?;
        f33(rt, d, a0, a1, a2, a3).map(Native::into_value)
        })())
    }

    #[inline]
    fn f33(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann, l2: &[Value], l3: &[Value]) -> R<EnumV> {
        Ok((if { let x = l1; let y = l2; rt.charge(y.len())?; has_ann(&y, x) } { EnumV(1, 3) } else { (if 'q1: { let o = l2; rt.charge(o.len())?;  for v in o.iter() { let l4 = ann(v)?;  if { rt.call(d)?; let a0 = l4; let a1 = l1; f26(rt, d + 1, a0, a1)? } { break 'q1 true; } } false } { EnumV(1, 4) } else { { rt.call(d)?; let a0 = l0; let a1 = l1; let a2 = l2; let a3 = l3; let a4 = 'q2: { let lo = 1i64; let hi = (l2.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?; let mut acc: Vec<Value> = Vec::new(); for l4 in lo..=hi { if !{ rt.call(d + 1)?; let a0 = l1; let a1 = ann(nth_value(&l2, l4)?)?; f26(rt, d + 1 + 1, a0, a1)? } { continue; } push_item(&mut acc, Native::into_value(l4))?; } acc }; f34(rt, d + 1, a0, a1, &a2, &a3, &a4)? } }) }))
    }

    /// `fn ann-verdict-rep`
    fn e34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        let a2 = list(l.get(2).ok_or(Bail)?)?;
        let a3 = list(l.get(3).ok_or(Bail)?)?;
        let a4 = list(l.get(4).ok_or(Bail)?)?;
        f34(rt, d, a0, a1, a2, a3, a4).map(Native::into_value)
        })())
    }

    #[inline]
    fn f34(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann, l2: &[Value], l3: &[Value], l4: &[Value]) -> R<EnumV> {
        Ok((if (((l4.len() as i64) > 0i64) && (!({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f1(rt, d + 1 + 1, a0)? }; f58(rt, d + 1, a0)? } == get::<i64>(nth_value(&l3, { rt.call(d)?; let a0 = l2; let a1 = l4; f35(rt, d + 1, &a0, &a1)? })?)?))) { EnumV(1, 5) } else { { rt.call(d)?; let a0 = l1; let a1 = (if (((l4.len() as i64) == 0i64)) { (l2).to_vec() } else { 'q1: { let lo = 1i64; let hi = (l2.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?; let mut acc: Vec<Value> = Vec::new(); for l5 in lo..=hi { if !{ let x = l5; let y = l4; rt.charge(y.len())?; !y.contains(&Native::into_value(x)) } { continue; } push_item(&mut acc, Value::Ann(Ann::clone(ann(nth_value(&l2, l5)?)?)))?; } acc } }); f36(rt, d + 1, a0, &a1)? } }))
    }

    /// `fn raise-base`
    fn e35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        let a1 = list(l.get(1).ok_or(Bail)?)?;
        f35(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f35(rt: &Rt<'_, '_>, d: usize, l0: &[Value], l1: &[Value]) -> R<i64> {
        Ok((if 'q1: { let o = l1; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<i64>(v)?;  if get::<bool>(rt.ann_field(ann(nth_value(&l0, l2)?)?, 36, d)?)? { break 'q1 true; } } false } { 'q2: { let o = l1; rt.charge(o.len())?; let mut best: Option<i64> = None; for v in o.iter() { let l2 = get::<i64>(v)?; if !get::<bool>(rt.ann_field(ann(nth_value(&l0, l2)?)?, 36, d)?)? { continue; } let v = l2; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) } } else { 'q3: { let o = l1; rt.charge(o.len())?; let mut best: Option<i64> = None; for v in o.iter() { let l2 = get::<i64>(v)?;  let v = l2; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) } }))
    }

    /// `fn exclusions`
    fn e36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = list(l.get(1).ok_or(Bail)?)?;
        f36(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f36(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: &[Value]) -> R<EnumV> {
        Ok((if (get::<bool>(rt.ann_field(l0, 36, d)?)? && 'q1: { let o = l1; rt.charge(o.len())?;  for v in o.iter() { let l2 = ann(v)?;  if get::<bool>(rt.ann_field(l2, 36, d)?)? { break 'q1 true; } } false }) { EnumV(1, 6) } else { (if (get::<bool>(rt.ann_field(l0, 31, d)?)? && 'q2: { let o = l1; rt.charge(o.len())?;  for v in o.iter() { let l2 = ann(v)?;  if get::<bool>(rt.ann_field(l2, 31, d)?)? { break 'q2 true; } } false }) { EnumV(1, 7) } else { (if (((get::<EnumV>(rt.ann_field(l0, 0, d)?)? == EnumV(0, 6))) && 'q3: { let o = l1; rt.charge(o.len())?;  for v in o.iter() { let l2 = ann(v)?;  if ((get::<EnumV>(rt.ann_field(l2, 0, d)?)? == EnumV(0, 6))) { break 'q3 true; } } false }) { EnumV(1, 8) } else { (if (((list(rt.ann_field(l0, 11, d)?)?.len() as i64) > 0i64) && 'q4: { let o = l1; rt.charge(o.len())?;  for v in o.iter() { let l2 = ann(v)?;  if (({ let x = { rt.call(d)?; let a0 = l2; f25(rt, d + 1, a0)? }; x & { rt.call(d)?; let a0 = l0; f25(rt, d + 1, a0)? } }.len() as i64) > 0i64) { break 'q4 true; } } false }) { EnumV(1, 9) } else { EnumV(1, 0) }) }) }) }))
    }

    /// `fn my-meldungen`
    fn e37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f37(rt, d, a0).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f37(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<Vec<Value>> {
        Ok('q1: { let o = { rt.call(d)?; f29(rt, d + 1)? }; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l1 = get::<i64>(v)?; if !(((get::<Seat>(nth_value(&list(rt.global(8))?, l1)?)? == l0)) && { rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l1)?)?; f21(rt, d + 1, a0)? }) { continue; } push_item(&mut acc, Value::Ann(Ann::clone(ann(nth_value(&list(rt.global(7))?, l1)?)?)))?; } acc })
    }

    /// `fn meldung-dup`
    fn e38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f38(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f38(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<bool> {
        Ok('q1: { let o = { rt.call(d)?; let a0 = l0; f37(rt, d + 1, a0)? }; rt.charge(o.len())?;  for v in o.iter() { let l2 = ann(v)?;  if (((((rt.ann_name(l1) == "farbenanzahl")) && ((rt.ann_name(l2) == "farbenanzahl"))) && ((get::<Suit>(rt.ann_field(l2, 8, d)?)? == get::<Suit>(rt.ann_field(l1, 8, d)?)?))) || ((((rt.ann_name(l1) == "tarockanzahl")) || ((rt.ann_name(l1) == "vogerl"))) && ((rt.ann_name(l2) == rt.ann_name(l1))))) { break 'q1 true; } } false })
    }

    /// `fn full-suits`
    fn e39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f39(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f39(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok('q1: { let o = vec![Native::into_value(suit(0)?), Native::into_value(suit(1)?), Native::into_value(suit(2)?), Native::into_value(suit(3)?), ]; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l1 = get::<Suit>(v)?; if !((({ let x = { rt.call(d)?; let a0 = l1; f9(rt, d + 1, a0)? }; x - l0 }.len() as i64) == 0i64)) { continue; } if true { n += 1; } } n })
    }

    /// `fn full-ranks`
    fn e40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        f40(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f40(rt: &Rt<'_, '_>, d: usize, l0: CardSet) -> R<i64> {
        Ok('q1: { let o = vec![Native::into_value(CardSet::KINGS), Native::into_value(CardSet::QUEENS), Native::into_value(CardSet::KNIGHTS), Native::into_value(CardSet::JACKS), ]; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l1 = get::<CardSet>(v)?; if !((({ let x = l1; x - l0 }.len() as i64) == 0i64)) { continue; } if true { n += 1; } } n })
    }

    /// `fn said-count`
    fn e41(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = text(l.get(1).ok_or(Bail)?)?;
        f41(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f41(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &str) -> R<i64> {
        Ok('q1: { let o = { rt.call(d)?; let a0 = l0; f37(rt, d + 1, a0)? }; rt.charge(o.len())?; let mut n = 0i64; for v in o.iter() { let l2 = ann(v)?; if !((rt.ann_name(l2) == l1)) { continue; } if true { n += 1; } } n })
    }

    /// `fn meldung-true`
    fn e42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f42(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f42(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<bool> {
        Ok((if ((rt.ann_name(l1) == "farbenanzahl")) { { rt.call(d)?; let a0 = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; let a1 = get::<Suit>(rt.ann_field(l1, 8, d + 1)?)?; let a2 = get::<i64>(rt.ann_field(l1, 9, d + 1)?)?; f43(rt, d + 1, a0, a1, a2)? } } else { (if ((rt.ann_name(l1) == "tarockanzahl")) { (((get::<i64>(rt.ann_field(l1, 9, d)?)? == ({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::TAROCKS }.len() as i64))) && (get::<i64>(rt.ann_field(l1, 9, d)?)? >= 8i64)) } else { (if ((rt.ann_name(l1) == "vogerl")) { (({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::from_bits(0xf) }.len() as i64) > 0i64) } else { (if ((rt.ann_name(l1) == "flush")) { ({ rt.call(d)?; let a0 = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; f39(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = l0; let a1 = "flush"; f41(rt, d + 1, a0, a1)? }) } else { ({ rt.call(d)?; let a0 = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; f40(rt, d + 1, a0)? } > { rt.call(d)?; let a0 = l0; let a1 = "wonok"; f41(rt, d + 1, a0, a1)? }) }) }) }) }))
    }

    /// `fn count-true`
    fn e43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<Suit>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        f43(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f43(rt: &Rt<'_, '_>, d: usize, l0: CardSet, l1: Suit, l2: i64) -> R<bool> {
        Ok(((((l2 == ({ let x = l0; x & { rt.call(d)?; let a0 = l1; f9(rt, d + 1, a0)? } }.len() as i64))) && (l2 >= 2i64)) && (l2 < ({ rt.call(d)?; let a0 = l1; f9(rt, d + 1, a0)? }.len() as i64))))
    }

    /// `fn meldung-verdict`
    fn e44(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f44(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f44(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<EnumV> {
        Ok((if { rt.call(d)?; let a0 = l0; let a1 = l1; f38(rt, d + 1, a0, a1)? } { EnumV(1, 3) } else { (if { rt.call(d)?; let a0 = l0; let a1 = l1; f42(rt, d + 1, a0, a1)? } { EnumV(1, 0) } else { EnumV(1, 10) }) }))
    }

    /// `fn opp-ix`
    fn e45(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f45(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f45(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<Option<i64>> {
        Ok('q1: { let o = { rt.call(d)?; f29(rt, d + 1)? }; rt.charge(o.len())?;  for v in o.iter() { let l2 = get::<i64>(v)?; if !((get::<bool>(nth_value(&list(rt.global(12))?, l2)?)? && (!({ rt.call(d)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l2)?)?; f0(rt, d + 1, a0)? } == { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? }))) && ((ann(nth_value(&list(rt.global(7))?, l2)?)? == l1))) { continue; } break 'q1 Some(l2); } None })
    }

    /// `fn kontra-verdict`
    fn e46(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let a1 = ann(l.get(1).ok_or(Bail)?)?;
        f46(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f46(rt: &Rt<'_, '_>, d: usize, l0: Seat, l1: &Ann) -> R<EnumV> {
        Ok((if (({ rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? } || { let x = l1; let y = list(nth_value(&list(rt.global(13))?, sub(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?)?)?; rt.charge(y.len())?; !has_ann(&y, x) }) || { let x = l1; let y = list(nth_value(&list(rt.global(15))?, sub(3i64, { rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? })?)?)?; rt.charge(y.len())?; has_ann(&y, x) }) { EnumV(1, 2) } else { EnumV(1, 0) }))
    }

    /// `fn kontra-of-meldung`
    fn e47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        f47(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f47(rt: &Rt<'_, '_>, d: usize, l0: &Term) -> R<bool> {
        Ok(((((term_word(l0)? == "kontra")) && (((term_args(l0).len() as i64) == 1i64))) && ({ rt.call(d)?; let a0 = term_arg(l0, 1i64)?; f48(rt, d + 1, a0)? } || { rt.call(d)?; let a0 = term_arg(l0, 1i64)?; f49(rt, d + 1, a0)? })))
    }

    /// `fn is-count-word`
    fn e48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        f48(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f48(rt: &Rt<'_, '_>, d: usize, l0: &Term) -> R<bool> {
        Ok((((((term_word(l0)? == "count")) && (((term_args(l0).len() as i64) == 2i64))) && (!term_suit(term_arg(l0, 1i64)?).is_none())) && (!term_number(term_arg(l0, 2i64)?).is_none())))
    }

    /// `fn is-tarocks-word`
    fn e49(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = term(l.get(0).ok_or(Bail)?)?;
        f49(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f49(rt: &Rt<'_, '_>, d: usize, l0: &Term) -> R<bool> {
        Ok(((((term_word(l0)? == "tarocks")) && (((term_args(l0).len() as i64) == 1i64))) && (!term_number(term_arg(l0, 1i64)?).is_none())))
    }

    /// `fn bind-time`
    fn e51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        f51(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f51(rt: &Rt<'_, '_>, d: usize, l0: Card) -> R<i64> {
        Ok(some('q1: { let lo = 1i64; let hi = (list(rt.global(16))?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l1 in lo..=hi { if !{ let x = l0; get::<CardSet>(nth_value(&list(rt.global(16))?, l1)?)?.contains(x) } { continue; } break 'q1 Some(l1); } None })?)
    }

    /// `fn open_line`
    fn e52(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f52(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f52(rt: &Rt<'_, '_>, d: usize) -> R<Option<Seat>> {
        Ok(get::<Option<Seat>>(rt.global(2))?)
    }

    /// `fn word_cards`
    fn e53(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f53(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f53(rt: &Rt<'_, '_>, d: usize) -> R<CardSet> {
        Ok(CardSet::from_bits(0x2020202000000f))
    }

    /// `fn preset`
    fn e54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f54(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f54(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<CardSet> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { { let mut acc = CardSet::EMPTY; { let v = card(18)?; acc.insert(v); } acc } } else if (Seat::from_index(1) == s) { { let mut acc = CardSet::EMPTY; { let v = card(19)?; acc.insert(v); } acc } } else if true { { let mut acc = CardSet::EMPTY; acc } } else { return Err(Bail) } })
    }

    /// `fn redeal`
    fn e55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        f55(rt, d).map(Native::into_value)
        })())
    }

    #[inline]
    fn f55(rt: &Rt<'_, '_>, d: usize) -> R<bool> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l0 in seats(o) {  if (({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & CardSet::TAROCKS }.len() as i64) < 3i64) { break 'q1 true; } } false })
    }

    /// `fn winning-card`
    fn e56(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f56(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f56(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Card> {
        Ok(some((if 'q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l1 = get::<PlayV>(v)?;  if { let x = (l1).1; CardSet::TAROCKS.contains(x) } { break 'q1 true; } } false } { highest('q2: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?; if !{ let x = (l1).1; CardSet::TAROCKS.contains(x) } { continue; } let v = (l1).1; acc.insert(v); } acc }) } else { highest('q3: { let o = l0; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l1 = get::<PlayV>(v)?; if !{ let x = (l1).1; suit_cards((get::<PlayV>(nth_value(&l0, 1i64)?)?).1).contains(x) } { continue; } let v = (l1).1; acc.insert(v); } acc }) }))?)
    }

    /// `fn trick_winner`
    fn e57(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = list(l.get(0).ok_or(Bail)?)?;
        f57(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f57(rt: &Rt<'_, '_>, d: usize, l0: &[Value]) -> R<Seat> {
        Ok(some('q1: { let o = l0; rt.charge(o.len())?;  for v in o.iter() { let l1 = get::<PlayV>(v)?; if !(((l1).1 == { rt.call(d)?; let a0 = l0; f56(rt, d + 1, &a0)? })) { continue; } break 'q1 Some((l1).0); } None })?)
    }

    /// `fn seat-no`
    fn e58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f58(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f58(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<i64> {
        Ok({ let s = l0; if (Seat::from_index(0) == s) { 1i64 } else if (Seat::from_index(1) == s) { 2i64 } else if (Seat::from_index(2) == s) { 3i64 } else if true { 4i64 } else { return Err(Bail) } })
    }

    /// `fn won-by`
    fn e62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        f62(rt, d, a0, a1, a2).map(Native::into_value)
        })())
    }

    #[inline]
    fn f62(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: i64, l2: CardSet) -> R<bool> {
        Ok(((((l1 >= 1i64) && (l1 <= (list(rt.global(26))?.len() as i64))) && ((get::<i64>(nth_value(&list(rt.global(26))?, l1)?)? == l0))) && { let x = get::<Card>(nth_value(&list(rt.global(25))?, l1)?)?; l2.contains(x) }))
    }

    /// `fn opp`
    fn e63(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f63(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f63(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(sub(3i64, l0)?)
    }

    /// `fn made`
    fn e64(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f64(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f64(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok({ rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l0)?)?; let a1 = { rt.call(d + 1)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; f0(rt, d + 1 + 1, a0)? }; let a2 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; let a3 = { rt.call(d + 1)?; let a0 = { rt.call(d + 1 + 1)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; f0(rt, d + 1 + 1 + 1, a0)? }; f4(rt, d + 1 + 1, a0)? }; f65(rt, d + 1, a0, a1, a2, a3)? })
    }

    /// `fn made-by`
    fn e65(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        let a2 = get::<Seat>(l.get(2).ok_or(Bail)?)?;
        let a3 = get::<CardSet>(l.get(3).ok_or(Bail)?)?;
        f65(rt, d, a0, a1, a2, a3).map(Native::into_value)
        })())
    }

    #[inline]
    fn f65(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: i64, l2: Seat, l3: CardSet) -> R<bool> {
        Ok(((((((((((((((({ let x = get::<CardSet>(rt.ann_field(l0, 14, d)?)?; x - l3 }.len() as i64) == 0i64)) && ((((get::<CardSet>(rt.ann_field(l0, 15, d)?)?.len() as i64) == 0i64)) || (({ let x = get::<CardSet>(rt.ann_field(l0, 15, d)?)?; x & l3 }.len() as i64) > 0i64))) && ({ rt.call(d)?; let a0 = l1; f5(rt, d + 1, a0)? } >= get::<i64>(rt.ann_field(l0, 16, d)?)?)) && ((get::<i64>(rt.ann_field(l0, 17, d)?)? <= (list(rt.global(26))?.len() as i64)) && 'q1: { let lo = 1i64; let hi = get::<i64>(rt.ann_field(l0, 17, d)?)?; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if !((get::<i64>(nth_value(&list(rt.global(26))?, l4)?)? == l1)) { break 'q1 false; } } true })) && 'q2: { let lo = 1i64; let hi = (list(rt.ann_field(l0, 18, d)?)?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if !{ rt.call(d)?; let a0 = l1; let a1 = get::<i64>(nth_value(&list(rt.ann_field(l0, 19, d + 1)?)?, l4)?)?; let a2 = { let mut acc = CardSet::EMPTY; { let v = get::<Card>(nth_value(&list(rt.ann_field(l0, 18, d + 1)?)?, l4)?)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? } { break 'q2 false; } } true }) && ((((get::<CardSet>(rt.ann_field(l0, 20, d)?)?.len() as i64) == 0i64)) || 'q3: { let lo = 1i64; let hi = 10i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if { rt.call(d)?; let a0 = l1; let a1 = l4; let a2 = get::<CardSet>(rt.ann_field(l0, 20, d + 1)?)?; f62(rt, d + 1, a0, a1, a2)? } { break 'q3 true; } } false })) && ((((get::<CardSet>(rt.ann_field(l0, 21, d)?)?.len() as i64) == 0i64)) || 'q4: { let lo = 1i64; let hi = 10i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if { rt.call(d)?; let a0 = l1; let a1 = l4; let a2 = get::<CardSet>(rt.ann_field(l0, 21, d + 1)?)?; f62(rt, d + 1, a0, a1, a2)? } { break 'q4 true; } } false })) && 'q5: { let lo = sub(11i64, get::<i64>(rt.ann_field(l0, 22, d)?)?)?; let hi = 10i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if !{ rt.call(d)?; let a0 = l1; let a1 = l4; let a2 = get::<CardSet>(rt.ann_field(l0, 23, d + 1)?)?; f62(rt, d + 1, a0, a1, a2)? } { break 'q5 false; } } true }) && ((((get::<CardSet>(rt.ann_field(l0, 24, d)?)?.len() as i64) == 0i64)) || 'q6: { let lo = 1i64; let hi = 7i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if 'q7: { let lo = l4; let hi = add(l4, 3i64)?; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l5 in lo..=hi {  if !{ rt.call(d)?; let a0 = l1; let a1 = l5; let a2 = get::<CardSet>(rt.ann_field(l0, 24, d + 1)?)?; f62(rt, d + 1, a0, a1, a2)? } { break 'q7 false; } } true } { break 'q6 true; } } false })) && ((({ let x = get::<CardSet>(rt.ann_field(l0, 25, d)?)?; x - { let x = { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l1; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }; x & l3 } }.len() as i64) == 0i64))) && ((!get::<bool>(rt.ann_field(l0, 26, d)?)?) || ({ let x = card(20)?; { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l1; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }.contains(x) } && 'q8: { let lo = 1i64; let hi = (rt.game()?.tricks.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l4 in lo..=hi {  if ({ let x = card(20)?; rt.trick(rt.nth_trick(l4)?)?.cards().contains(x) } && { rt.call(d)?; let a0 = l1; let a1 = l4; let a2 = { let mut acc = CardSet::EMPTY; { let v = card(21)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? }) { break 'q8 true; } } false }))) && ((!get::<bool>(rt.ann_field(l0, 27, d)?)?) || { rt.call(d)?; let a0 = l0; let a1 = l1; f66(rt, d + 1, a0, a1)? })) && ((!get::<bool>(rt.ann_field(l0, 28, d)?)?) || { rt.call(d)?; let a0 = l2; f67(rt, d + 1, a0)? })))
    }

    /// `fn mariage-made`
    fn e66(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = ann(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f66(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f66(rt: &Rt<'_, '_>, d: usize, l0: &Ann, l1: i64) -> R<bool> {
        Ok((({ rt.call(d)?; let a0 = l1; let a1 = 9i64; let a2 = { let mut acc = CardSet::EMPTY; { let v = get::<Card>(nth_value(&list(rt.ann_field(l0, 11, d + 1)?)?, 1i64)?)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? } && { rt.call(d)?; let a0 = l1; let a1 = 10i64; let a2 = { let mut acc = CardSet::EMPTY; { let v = get::<Card>(nth_value(&list(rt.ann_field(l0, 11, d + 1)?)?, 2i64)?)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? }) || ({ rt.call(d)?; let a0 = l1; let a1 = 9i64; let a2 = { let mut acc = CardSet::EMPTY; { let v = get::<Card>(nth_value(&list(rt.ann_field(l0, 11, d + 1)?)?, 2i64)?)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? } && { rt.call(d)?; let a0 = l1; let a1 = 10i64; let a2 = { let mut acc = CardSet::EMPTY; { let v = get::<Card>(nth_value(&list(rt.ann_field(l0, 11, d + 1)?)?, 1i64)?)?; acc.insert(v); } acc }; f62(rt, d + 1, a0, a1, a2)? })))
    }

    /// `fn split-made`
    fn e67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f67(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f67(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((((((rt.game()?.tricks.len() as i64) == 10i64)) && 'q1: { let lo = 8i64; let hi = 10i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l1 in lo..=hi {  if ((rt.trick(rt.nth_trick(l1)?)?.winner == l0)) { break 'q1 true; } } false }) && 'q2: { let lo = 8i64; let hi = 10i64; let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l1 in lo..=hi {  if ((rt.trick(rt.nth_trick(l1)?)?.winner == { rt.call(d)?; let a0 = l0; f1(rt, d + 1, a0)? })) { break 'q2 true; } } false }))
    }

    /// `fn k-tarocks`
    fn e68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f68(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f68(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(({ let x = { rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }; x & CardSet::TAROCKS }.len() as i64))
    }

    /// `fn k-base`
    fn e69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f69(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f69(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = { rt.call(d)?; let a0 = l0; f68(rt, d + 1, a0)? }; if (s >= 13i64) { 40i64 } else if (s >= 11i64) { 50i64 } else if true { 60i64 } else { return Err(Bail) } })
    }

    /// `fn k-honneurs`
    fn e70(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f70(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f70(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let s = ({ let x = { rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }; x & CardSet::from_bits(0x300000) }.len() as i64); if (0i64 == s) { 30i64 } else if (1i64 == s) { 20i64 } else if true { 0i64 } else { return Err(Bail) } })
    }

    /// `fn k-stecher`
    fn e71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f71(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f71(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok('q1: { let mut left = { let mut acc = CardSet::EMPTY; { let v = card(17)?; acc.insert(v); } { let v = card(16)?; acc.insert(v); } { let v = card(15)?; acc.insert(v); } acc }; rt.charge(left.len())?; let mut n = 0i64; while let Some(l1) = left.first() { left.remove(l1); if !{ let x = l1; !{ rt.call(d)?; let a0 = l0; f3(rt, d + 1, a0)? }.contains(x) } { continue; } n = add(n, 5i64)?; } n })
    }

    /// `fn k-raw`
    fn e72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f72(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f72(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok(add(add(add({ rt.call(d)?; let a0 = l0; f69(rt, d + 1, a0)? }, { rt.call(d)?; let a0 = l0; f70(rt, d + 1, a0)? })?, { rt.call(d)?; let a0 = l0; f71(rt, d + 1, a0)? })?, (if ((l0 == 2i64)) { 20i64 } else { 0i64 }))?)
    }

    /// `fn k-cap`
    fn e73(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f73(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f73(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok((if ((l0 == 2i64)) { 90i64 } else { 100i64 }))
    }

    /// `fn konsolation`
    fn e74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f74(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f74(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<i64> {
        Ok({ let x = { rt.call(d)?; let a0 = l0; f72(rt, d + 1, a0)? }; x.min({ rt.call(d)?; let a0 = l0; f73(rt, d + 1, a0)? }) })
    }

    /// `fn live-of`
    fn e76(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f76(rt, d, a0).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f76(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<Vec<Value>> {
        Ok('q1: { let o = { rt.call(d)?; f29(rt, d + 1)? }; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l1 = get::<i64>(v)?; if !(get::<bool>(nth_value(&list(rt.global(12))?, l1)?)? && (({ rt.call(d)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l1)?)?; f0(rt, d + 1, a0)? } == l0))) { continue; } push_item(&mut acc, Native::into_value(l1))?; } acc })
    }

    /// `fn renonced`
    fn e77(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f77(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f77(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((!get::<Option<Seat>>(nth_value(&list(rt.global(28))?, l0)?)?.is_none()))
    }

    /// `fn false-of`
    fn e78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f78(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f78(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok('q1: { let o = { rt.call(d)?; f29(rt, d + 1)? }; rt.charge(o.len())?;  for v in o.iter() { let l1 = get::<i64>(v)?; if !(({ rt.call(d)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l1)?)?; f0(rt, d + 1, a0)? } == l0)) { continue; } if get::<bool>(nth_value(&list(rt.global(11))?, l1)?)? { break 'q1 true; } } false })
    }

    /// `fn all-won`
    fn e79(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f79(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f79(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f77(rt, d + 1, a0)? } && (!{ rt.call(d)?; let a0 = l0; f77(rt, d + 1, a0)? })) && (!{ rt.call(d)?; let a0 = l0; f78(rt, d + 1, a0)? })))
    }

    /// `fn entry-won`
    fn e80(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f80(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f80(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((if { rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l0)?)?; f21(rt, d + 1, a0)? } { (!get::<bool>(nth_value(&list(rt.global(11))?, l0)?)?) } else { ({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; f0(rt, d + 1 + 1, a0)? }; f79(rt, d + 1, a0)? } || { rt.call(d)?; let a0 = l0; f64(rt, d + 1, a0)? }) }))
    }

    /// `fn obscur`
    fn e81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f81(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f81(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok(((!get::<bool>(rt.global(17))?) && ((get::<i64>(rt.global(27))? == l0))))
    }

    /// `fn lauer`
    fn e82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f82(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f82(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((({ let x = card(0)?; { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }.contains(x) } && { let x = card(0)?; { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }.contains(x) }) && { let x = { rt.call(d)?; let a0 = l0; f85(rt, d + 1, a0)? }; !has_seat(get::<SeatSet>(rt.global(19))?, x) }))
    }

    /// `fn vier-koenige`
    fn e83(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f83(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f83(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok(((!get::<bool>(rt.global(18))?) && ((({ let x = CardSet::KINGS; x - { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? } }.len() as i64) == 0i64))))
    }

    /// `fn mondfang-still`
    fn e84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f84(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f84(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<bool> {
        Ok((({ let x = card(20)?; { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }.contains(x) } && { let x = card(20)?; { rt.call(d)?; let a0 = l0; f4(rt, d + 1, a0)? }.contains(x) }) && { let x = { rt.call(d)?; let a0 = l0; f85(rt, d + 1, a0)? }; !has_seat(get::<SeatSet>(rt.global(20))?, x) }))
    }

    /// `fn seat-of-pair`
    fn e85(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f85(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f85(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<Seat> {
        Ok((if ((l0 == 1i64)) { Seat::from_index(0) } else { Seat::from_index(2) }))
    }

    /// `fn kontras-of`
    fn e86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        f86(rt, d, a0).map(|v| Value::List(std::sync::Arc::new(v)))
        })())
    }

    #[inline]
    fn f86(rt: &Rt<'_, '_>, d: usize, l0: i64) -> R<Vec<Value>> {
        Ok('q1: { let o = { rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = l0; f63(rt, d + 1 + 1, a0)? }; f76(rt, d + 1, a0)? }; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l1 = get::<i64>(v)?; if !((!get::<Option<Seat>>(nth_value(&list(rt.global(10))?, l1)?)?.is_none()) && (({ rt.call(d)?; let a0 = some(get::<Option<Seat>>(nth_value(&list(rt.global(10))?, l1)?)?)?; f0(rt, d + 1, a0)? } == l0))) { continue; } push_item(&mut acc, Native::into_value(l1))?; } acc })
    }

    /// `fn kontra-won`
    fn e87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f87(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f87(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: i64) -> R<bool> {
        Ok(({ rt.call(d)?; let a0 = l1; f79(rt, d + 1, a0)? } || (!{ rt.call(d)?; let a0 = l0; f64(rt, d + 1, a0)? })))
    }

    /// `fn per-pair`
    fn e88(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let a1 = get::<i64>(l.get(1).ok_or(Bail)?)?;
        f88(rt, d, a0, a1).map(Native::into_value)
        })())
    }

    #[inline]
    fn f88(rt: &Rt<'_, '_>, d: usize, l0: i64, l1: i64) -> R<[i64; 4]> {
        Ok('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut per = [0i64; 4]; for l2 in seats(o) {  per[l2.index()] = (if (({ rt.call(d)?; let a0 = l2; f0(rt, d + 1, a0)? } == l0)) { l1 } else { 0i64 }); } per })
    }

    /// `fn short`
    fn e89(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let a0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        f89(rt, d, a0).map(Native::into_value)
        })())
    }

    #[inline]
    fn f89(rt: &Rt<'_, '_>, d: usize, l0: Seat) -> R<bool> {
        Ok((({ let x = { let g = rt.game()?; let s = l0; g.dealt[s.index()] }; x & CardSet::TAROCKS }.len() as i64) < 3i64))
    }

    fn x0(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(SeatSet(0b1111)))
        })())
    }

    fn x1(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let g = rt.game()?; let s = l0; g.hands[s.index()] }.len() as i64) == 10i64))))
        })())
    }

    fn x2(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x - rt.deck() }.len() as i64) == 0i64))))
        })())
    }

    fn x3(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l1 in seats(o) { if !((!(l1 == l0)) && ({ rt.call(d)?; let a0 = l1; f58(rt, d + 1, a0)? } < { rt.call(d)?; let a0 = l0; f58(rt, d + 1, a0)? })) { continue; } let v = { let g = rt.game()?; let s = l1; g.hands[s.index()] }; acc = acc | v; } acc }))
        })())
    }

    fn x4(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((({ let x = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; x & l1 }.len() as i64) == 0i64))))
        })())
    }

    fn x6(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?; let mut acc = CardSet::EMPTY; for l0 in seats(o) {  let v = { let g = rt.game()?; let s = l0; g.hands[s.index()] }; acc = acc | v; } acc }))
        })())
    }

    fn x8(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<bool>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((({ let x = rt.deck(); x - l0 }.len() as i64) == 0i64)) || (!l1))))
        })())
    }

    fn x9(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = card(18)?; !l0.contains(x) } || { let x = card(18)?; { let g = rt.game()?; let s = Seat::from_index(0); g.hands[s.index()] }.contains(x) })))
        })())
    }

    fn x10(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<CardSet>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = card(19)?; !l0.contains(x) } || { let x = card(19)?; { let g = rt.game()?; let s = Seat::from_index(1); g.hands[s.index()] }.contains(x) })))
        })())
    }

    fn x13(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value('q1: { let o = SeatSet(0b1111); rt.charge(o.0.count_ones() as usize)?;  for l2 in seats(o) {  if (({ let x = { let g = rt.game()?; let s = l2; g.dealt[s.index()] }; x & CardSet::TAROCKS }.len() as i64) < 3i64) { break 'q1 true; } } false }))
        })())
    }

    fn x16(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f8(rt, d + 1)? }))
        })())
    }

    fn x17(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((!get::<Option<Seat>>(rt.global(2))?.is_none()) && (((rt.event_phase()? == PhaseName::Play)) || (!{ let x = rt.speaker()?; Some(x) == get::<Option<Seat>>(rt.global(2))? })))))
        })())
    }

    fn x19(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Call)) || ((rt.event_phase()? == PhaseName::Announce)))))
        })())
    }

    fn x20(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x21(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!rt.said().is_none())))
        })())
    }

    fn x22(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x23(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!{ let x = get::<Option<Seat>>(rt.global(2))?; x == Some(rt.speaker()?) })))
        })())
    }

    fn x24(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x25(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((get::<i64>(rt.global(0))? > 0i64)))
        })())
    }

    fn x28(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x32(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((rt.event_phase()? == PhaseName::Play)) && ((rt.game()?.phase == PhaseName::Auction)))))
        })())
    }

    fn x34(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x35(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.trick(rt.nth_trick(sub((rt.game()?.tricks.len() as i64 + 1), 1i64)?)?)?.winning()))
        })())
    }

    fn x36(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f0(rt, d + 1, a0)? }))
        })())
    }

    fn x37(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<i64>(rt.global(27))? == 0i64)) && (({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = rt.speaker()?; f0(rt, d + 1 + 1, a0)? }; f5(rt, d + 1, a0)? } == 5i64)))))
        })())
    }

    fn x38(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; let a0 = rt.speaker()?; f0(rt, d + 1, a0)? }))
        })())
    }

    fn x39(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.tricks.len() as i64 + 1) > 10i64)))
        })())
    }

    fn x40(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((!(rt.game()?.phase == PhaseName::Done))))
        })())
    }

    fn x42(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; { let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }.contains(x) }))
        })())
    }

    fn x43(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ let g = rt.game()?; let s = rt.speaker()?; g.hands[s.index()] }))
        })())
    }

    fn x47(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((!some(rt.game()?.current.first().map(|p| p.1))?.suit().is_none()) && (({ let x = l1; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) }.len() as i64) > 0i64))))
        })())
    }

    fn x48(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & suit_cards(some(rt.game()?.current.first().map(|p| p.1))?) }))
        })())
    }

    fn x50(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l1; x & CardSet::TAROCKS }.len() as i64) > 0i64)))
        })())
    }

    fn x51(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & CardSet::TAROCKS }))
        })())
    }

    fn x54(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l0; l4.contains(x) } && (({ let x = l1; x & get::<CardSet>(rt.global(24))? }.len() as i64) > 0i64))))
        })())
    }

    fn x55(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<CardSet>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l1; x & get::<CardSet>(rt.global(24))? }))
        })())
    }

    fn x58(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<CardSet>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((l6.len() as i64) > 0i64)))
        })())
    }

    fn x61(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((({ let x = l4; x - l7 }.len() as i64) > 0i64)))
        })())
    }

    fn x62(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = get::<CardSet>(l.get(4).ok_or(Bail)?)?;
        let l7 = get::<CardSet>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l4; x - l7 }))
        })())
    }

    fn x67(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(({ let x = l0; !l2.contains(x) } && (get::<Option<Seat>>(nth_value(&list(rt.global(28))?, { rt.call(d)?; let a0 = rt.speaker()?; f0(rt, d + 1, a0)? })?)?.is_none()))))
        })())
    }

    fn x68(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x69(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((rt.game()?.tricks.len() as i64 + 1)))
        })())
    }

    fn x71(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Card>(l.get(0).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = l0; l2.contains(x) }))
        })())
    }

    fn x72(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x74(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?.next()))
        })())
    }

    fn x75(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<i64>(rt.global(0))? == 0i64)) && (!rt.in_void_line()))))
        })())
    }

    fn x77(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x78(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x81(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x82(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x84(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(0))? > 0i64) || rt.in_void_line())))
        })())
    }

    fn x86(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x87(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x90(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x91(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x97(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x98(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = get::<EnumV>(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(((l1 == EnumV(1, 0)))))
        })())
    }

    fn x99(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x101(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(1))?, 1i64)?))
        })())
    }

    fn x102(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(0))?, 1i64)?))
        })())
    }

    fn x104(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f48(rt, d + 1, a0)? }))
        })())
    }

    fn x106(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f49(rt, d + 1, a0)? }))
        })())
    }

    fn x108(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((((((term_word(l0)? == "re")) || ((term_word(l0)? == "rekontra"))) || ((term_word(l0)? == "sub"))) || ((term_word(l0)? == "subkontra"))) || ((term_word(l0)? == "mordkontra")))))
        })())
    }

    fn x110(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = term(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f47(rt, d + 1, a0)? }))
        })())
    }

    fn x113(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(0))?, 1i64)?))
        })())
    }

    fn x114(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(({ let x = get::<Option<Seat>>(rt.global(2))?; x == Some(rt.speaker()?) })))
        })())
    }

    fn x116(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.game()?.phase == PhaseName::Auction))))
        })())
    }

    fn x117(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((rt.speaker()? == rt.game()?.turn))))
        })())
    }

    fn x118(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value((((get::<i64>(rt.global(1))? == 0i64)) && (rt.after_void() || (get::<i64>(rt.global(0))? > 0i64)))))
        })())
    }

    fn x119(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x121(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<i64>(rt.global(0))? == 0i64))))
        })())
    }

    fn x122(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x124(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x127(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = ann(l.get(0).ok_or(Bail)?)?;
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((if (!{ rt.call(d)?; let a0 = l0; f23(rt, d + 1, a0)? }) { EnumV(1, 1) } else { (if { rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? } { { rt.call(d)?; let a0 = rt.speaker()?; let a1 = l1; f44(rt, d + 1, a0, a1)? } } else { { rt.call(d)?; let a0 = rt.speaker()?; let a1 = l1; f32(rt, d + 1, a0, a1)? } }) })))
        })())
    }

    fn x129(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.checking()))
        })())
    }

    fn x130(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<EnumV>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value((((l2 == EnumV(1, 0))) || ((l2 == EnumV(1, 10))))))
        })())
    }

    fn x131(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(rt.speaker()?))
        })())
    }

    fn x133(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<EnumV>(l.get(2).ok_or(Bail)?)?;
        Ok(Native::into_value(((l2 == EnumV(1, 10)))))
        })())
    }

    fn x134(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(0))?, 1i64)?))
        })())
    }

    fn x137(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((!(l0 == EnumV(1, 0)))))
        })())
    }

    fn x138(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 1)))))
        })())
    }

    fn x139(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 2)))))
        })())
    }

    fn x140(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 3)))))
        })())
    }

    fn x141(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 4)))))
        })())
    }

    fn x142(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 5)))))
        })())
    }

    fn x143(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 6)))))
        })())
    }

    fn x144(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 7)))))
        })())
    }

    fn x145(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 8)))))
        })())
    }

    fn x146(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 9)))))
        })())
    }

    fn x147(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 10)))))
        })())
    }

    fn x148(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 11)))))
        })())
    }

    fn x149(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<EnumV>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(((l0 == EnumV(1, 12)))))
        })())
    }

    fn x150(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f0(rt, d + 1, a0)? }))
        })())
    }

    fn x152(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l1; f25(rt, d + 1, a0)? }))
        })())
    }

    fn x153(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l4 = list(l.get(4).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let x = 'q1: { let o = l4; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l6 = get::<i64>(v)?;  let v = { rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l6)?)?; f25(rt, d + 1, a0)? }; acc = acc | v; } acc }; x - l5 }; x & { rt.call(d)?; let a0 = l3; f3(rt, d + 1, a0)? } }))
        })())
    }

    fn x154(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<CardSet>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(((l6.len() as i64) > 0i64)))
        })())
    }

    fn x155(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = (list(rt.global(16))?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x156(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<CardSet>(l.get(6).ok_or(Bail)?)?;
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<CardSet>(nth_value(&list(rt.global(16))?, l7)?)?; x - l6 }))
        })())
    }

    fn x157(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        let l5 = get::<CardSet>(l.get(5).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = { let x = l5; x & { rt.call(d)?; let a0 = l3; f3(rt, d + 1, a0)? } }; x - 'q1: { let o = list(rt.global(16))?; rt.charge(o.len())?; let mut acc = CardSet::EMPTY; for v in o.iter() { let l7 = get::<CardSet>(v)?;  let v = l7; acc = acc | v; } acc } }))
        })())
    }

    fn x160(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((!{ rt.call(d)?; let a0 = l1; f21(rt, d + 1, a0)? })))
        })())
    }

    fn x163(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l7 = list(l.get(7).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new('q1: { let lo = 1i64; let hi = (l7.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?; let mut acc: Vec<Value> = Vec::new(); for l9 in lo..=hi { if !{ rt.call(d)?; let a0 = l1; let a1 = ann(nth_value(&l7, l9)?)?; f26(rt, d + 1, a0, a1)? } { continue; } push_item(&mut acc, Native::into_value(l9))?; } acc })))
        })())
    }

    fn x166(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new('q1: { let o = list(nth_value(&list(rt.global(15))?, l3)?)?; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l10 = ann(v)?; if !{ let x = l10; let y = list(nth_value(&list(rt.global(13))?, l3)?)?; rt.charge(y.len())?; has_ann(&y, x) } { continue; } push_item(&mut acc, Value::Ann(Ann::clone(l10)))?; } acc })))
        })())
    }

    fn x173(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(5))?, 1i64)?))
        })())
    }

    fn x174(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value((((get::<EnumV>(rt.ann_field(l1, 0, d)?)? == EnumV(0, 2))) || get::<bool>(rt.ann_field(l1, 32, d)?)?)))
        })())
    }

    fn x176(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.ann_field(l1, 35, d)?)?))
        })())
    }

    fn x178(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.ann_field(l1, 33, d)?)?))
        })())
    }

    fn x179(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l3; f2(rt, d + 1, a0)? }))
        })())
    }

    fn x180(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.ann_field(l1, 34, d)?)?))
        })())
    }

    fn x181(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l3; f2(rt, d + 1, a0)? }))
        })())
    }

    fn x182(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(0))?, 1i64)?))
        })())
    }

    fn x183(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(1))?, 1i64)?))
        })())
    }

    fn x188(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(add(get::<i64>(rt.global(3))?, 1i64)?))
        })())
    }

    fn x191(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value(((get::<bool>(rt.global(4))? && (get::<i64>(rt.global(3))? >= 3i64)) || (get::<i64>(rt.global(3))? >= 4i64))))
        })())
    }

    fn x192(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<Seat>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value(l0.next()))
        })())
    }

    fn x196(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Value::List(std::sync::Arc::new({ rt.call(d)?; f29(rt, d + 1)? })))
        })())
    }

    fn x197(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value((get::<bool>(nth_value(&list(rt.global(12))?, l0)?)? && (!{ rt.call(d)?; let a0 = ann(nth_value(&list(rt.global(7))?, l0)?)?; f21(rt, d + 1, a0)? }))))
        })())
    }

    fn x199(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = { rt.call(d + 1)?; let a0 = get::<Seat>(nth_value(&list(rt.global(8))?, l0)?)?; f0(rt, d + 1 + 1, a0)? }; f3(rt, d + 1, a0)? }))
        })())
    }

    fn x200(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = (list(rt.ann_field(l1, 11, d)?)?.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x201(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l2 = get::<CardSet>(l.get(2).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value({ let x = get::<Card>(nth_value(&list(rt.ann_field(l1, 11, d)?)?, l3)?)?; l2.contains(x) }))
        })())
    }

    fn x202(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Card>(nth_value(&list(rt.ann_field(l1, 11, d)?)?, l3)?)?))
        })())
    }

    fn x203(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(nth_value(&list(rt.ann_field(l1, 12, d)?)?, l3)?)?))
        })())
    }

    fn x204(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Card>(nth_value(&list(rt.ann_field(l1, 11, d)?)?, l3)?)?))
        })())
    }

    fn x205(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<bool>(rt.ann_field(l1, 13, d)?)?))
        })())
    }

    fn x206(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l1 = ann(l.get(1).ok_or(Bail)?)?;
        let l3 = get::<i64>(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<Card>(nth_value(&list(rt.ann_field(l1, 11, d)?)?, l3)?)?))
        })())
    }

    fn x207(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f2(rt, d + 1, a0)? }))
        })())
    }

    fn x208(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f74(rt, d + 1, a0)? }))
        })())
    }

    fn x209(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new({ rt.call(d)?; let a0 = l0; f76(rt, d + 1, a0)? })))
        })())
    }

    fn x210(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = list(l.get(3).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new('q1: { let o = l3; rt.charge(o.len())?; let mut acc: Vec<Value> = Vec::new(); for v in o.iter() { let l4 = get::<i64>(v)?;  push_item(&mut acc, Native::into_value({ rt.call(d)?; let a0 = l4; f80(rt, d + 1, a0)? }))?; } acc })))
        })())
    }

    fn x212(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = list(l.get(3).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new({ let lo = 1i64; let hi = (l3.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; (lo..=hi).map(Value::Int).collect::<Vec<Value>>() })))
        })())
    }

    fn x214(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = list(l.get(4).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l7 = ann(l.get(7).ok_or(Bail)?)?;
        Ok(Native::into_value((if { rt.call(d)?; let a0 = l7; f21(rt, d + 1, a0)? } { (if get::<bool>(nth_value(&l4, l6)?)? { get::<i64>(rt.ann_field(l7, 1, d)?)? } else { 0i64 }) } else { (if get::<bool>(nth_value(&l4, l6)?)? { get::<i64>(rt.ann_field(l7, 1, d)?)? } else { sub(0i64, get::<i64>(rt.ann_field(l7, 1, d)?)?)? }) })))
        })())
    }

    fn x215(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l5, l8)?))
        })())
    }

    fn x217(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f81(rt, d + 1, a0)? }))
        })())
    }

    fn x218(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l6, 5i64)?))
        })())
    }

    fn x219(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f82(rt, d + 1, a0)? }))
        })())
    }

    fn x220(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l6, 15i64)?))
        })())
    }

    fn x221(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f83(rt, d + 1, a0)? }))
        })())
    }

    fn x222(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l6, 20i64)?))
        })())
    }

    fn x223(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f84(rt, d + 1, a0)? }))
        })())
    }

    fn x224(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l6, 50i64)?))
        })())
    }

    fn x226(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Value::List(std::sync::Arc::new({ rt.call(d)?; let a0 = l0; f86(rt, d + 1, a0)? })))
        })())
    }

    fn x227(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value(get::<i64>(rt.ann_field(ann(nth_value(&list(rt.global(7))?, l8)?)?, 1, d)?)?))
        })())
    }

    fn x228(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l8; let a1 = l0; f87(rt, d + 1, a0, a1)? }))
        })())
    }

    fn x229(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l9 = get::<i64>(l.get(9).ok_or(Bail)?)?;
        let l10 = get::<bool>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value(add(l7, (if l10 { l9 } else { sub(0i64, l9)? }))?))
        })())
    }

    fn x231(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l7 = get::<i64>(l.get(7).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value((!(l8 == l7))))
        })())
    }

    fn x232(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l2 = get::<i64>(l.get(2).ok_or(Bail)?)?;
        let l5 = get::<i64>(l.get(5).ok_or(Bail)?)?;
        let l6 = get::<i64>(l.get(6).ok_or(Bail)?)?;
        let l8 = get::<i64>(l.get(8).ok_or(Bail)?)?;
        Ok(Native::into_value(add(add(add(l2, l5)?, l6)?, l8)?))
        })())
    }

    fn x233(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = list(l.get(3).ok_or(Bail)?)?;
        Ok(Native::into_value((if 'q1: { let lo = 1i64; let hi = (l3.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?;  for l10 in lo..=hi {  if get::<bool>(rt.ann_field(ann(nth_value(&list(rt.global(7))?, get::<i64>(nth_value(&l3, l10)?)?)?)?, 36, d)?)? { break 'q1 true; } } false } { 'q2: { let lo = 1i64; let hi = (l3.len() as i64); let n = range_len(lo, hi)?; rt.charge(n)?; rt.charge(n)?; let mut best: Option<i64> = None; for l10 in lo..=hi { if !get::<bool>(rt.ann_field(ann(nth_value(&list(rt.global(7))?, get::<i64>(nth_value(&l3, l10)?)?)?)?, 36, d)?)? { continue; } let v = l10; best = Some(match best { None => v, Some(x) => x.max(v) }); } best.unwrap_or(0) } } else { 0i64 })))
        })())
    }

    fn x234(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l3 = list(l.get(3).ok_or(Bail)?)?;
        let l10 = get::<i64>(l.get(10).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l10 == 0i64)) { 0i64 } else { get::<i64>(rt.ann_field(ann(nth_value(&list(rt.global(7))?, get::<i64>(nth_value(&l3, l10)?)?)?)?, 1, d)?)? })))
        })())
    }

    fn x235(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = list(l.get(4).ok_or(Bail)?)?;
        let l10 = get::<i64>(l.get(10).ok_or(Bail)?)?;
        let l11 = get::<i64>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((if ((l10 == 0i64)) { 100i64 } else { (if get::<bool>(nth_value(&l4, l10)?)? { (if (l11 < 100i64) { 110i64 } else { l11 }) } else { (if (l11 < 100i64) { sub(100i64, l11)? } else { 0i64 }) }) })))
        })())
    }

    fn x236(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l4 = list(l.get(4).ok_or(Bail)?)?;
        let l10 = get::<i64>(l.get(10).ok_or(Bail)?)?;
        let l11 = get::<i64>(l.get(11).ok_or(Bail)?)?;
        Ok(Native::into_value((((l10 > 0i64) && (!get::<bool>(nth_value(&l4, l10)?)?)) && (l11 >= 100i64))))
        })())
    }

    fn x240(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f77(rt, d + 1, a0)? }))
        })())
    }

    fn x242(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l0 = get::<i64>(l.get(0).ok_or(Bail)?)?;
        Ok(Native::into_value({ rt.call(d)?; let a0 = l0; f78(rt, d + 1, a0)? }))
        })())
    }

    fn x246(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l9 = get::<i64>(l.get(9).ok_or(Bail)?)?;
        let l12 = get::<i64>(l.get(12).ok_or(Bail)?)?;
        Ok(Native::into_value((l9 > l12)))
        })())
    }

    fn x248(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        let l9 = get::<i64>(l.get(9).ok_or(Bail)?)?;
        Ok(Native::into_value((l9 < 0i64)))
        })())
    }

    fn x251(ev: &Eval<'_>, l: &[Value], d: usize) -> R<Value> {
        let rt = &Rt::new(ev);
        rt.settle((|| {
        Ok(Native::into_value({ rt.call(d)?; f8(rt, d + 1)? }))
        })())
    }
}

/// Every shipped spec's native functions.
pub static ALL: &[&Natives] = &[&koenigrufen::NATIVES, &tarockcup::NATIVES, &zwanziger::NATIVES, &sitzenberg::NATIVES, &hopfgarten::NATIVES, &royal::NATIVES];
