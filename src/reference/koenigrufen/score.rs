//! Settlement of a finished game: card points in thirds, the game, every
//! premium silent and announced, Valat/Durch, kontras, Trischaken and
//! Fahren payouts, and the renonce settlements. Every item is paid by the
//! family's distribution (2 against 2: ±V each; 1 against 3: ±3V against
//! ∓V), so every settlement is zero-sum.

use super::contract::{Kind as CKind, TalonUse};
use super::state::{Ann, KrState, RenonceKind};
use super::{Contract, Premium, RenonceRule, Variant, bird_card, bird_trick};
use crate::cards::{Card, CardSet, Rank};
use crate::engine::{ScoreItem, Settlement};
use crate::seat::{BySeat, Seat};

/// Card points of a set in thirds: `3·Σface − 2·n` (DIGEST §0). The whole
/// pack is 210 thirds = 70 points; "35/2" is 107 thirds.
pub fn thirds(cards: CardSet) -> i32 {
    let mut face = 0i32;
    for c in cards {
        face += match c.rank() {
            Some(Rank::King) => 5,
            Some(Rank::Queen) => 4,
            Some(Rank::Knight) => 3,
            Some(Rank::Jack) => 2,
            Some(_) => 1,
            None if CardSet::TRULL.contains(c) => 5,
            None => 1,
        };
    }
    3 * face - 2 * cards.len() as i32
}

/// "35/2": points and Blatt.
pub fn points_text(t: i32) -> String {
    format!("{}/{}", t.div_euclid(3), t.rem_euclid(3))
}

fn kf(level: u8) -> i64 {
    1 << level.min(3)
}

struct Book {
    scores: [i64; 4],
    items: Vec<ScoreItem>,
    notes: Vec<String>,
}

impl Book {
    fn new() -> Book {
        Book {
            scores: [0; 4],
            items: Vec::new(),
            notes: Vec::new(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn item(
        &mut self,
        item: &str,
        side: Vec<Seat>,
        announced: bool,
        won: bool,
        value: i64,
        multiplier: i64,
        points: [i64; 4],
    ) {
        for (s, p) in self.scores.iter_mut().zip(points) {
            *s += p;
        }
        self.items.push(ScoreItem {
            item: item.to_string(),
            side,
            announced,
            won,
            value,
            multiplier,
            points: BySeat(points),
        });
    }

    fn done(self) -> Settlement {
        Settlement {
            scores: BySeat(self.scores),
            items: self.items,
            notes: self.notes,
        }
    }
}

/// How a premium came out.
#[derive(Clone, Copy)]
struct Outcome {
    /// The side it counts for (true: the declaring side).
    decl: bool,
    won: bool,
}

impl KrState {
    fn side_seats(&self, decl: bool) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|&s| self.on_decl_side(s) == decl)
            .collect()
    }

    /// Points of an item worth `v` that the side `decl` wins (`won`) or
    /// loses, by the family's distribution.
    fn pay(&self, decl: bool, won: bool, v: i64) -> [i64; 4] {
        let decl_gets = if decl == won { v } else { -v };
        let mut p = [0i64; 4];
        let alone = self.partner.is_none();
        for s in Seat::ALL {
            p[s.index()] = match (self.on_decl_side(s), alone) {
                (true, true) => 3 * decl_gets,
                (true, false) => decl_gets,
                (false, _) => -decl_gets,
            };
        }
        p
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &self,
        b: &mut Book,
        name: &str,
        decl: bool,
        announced: bool,
        won: bool,
        value: i64,
        mult: i64,
    ) {
        let pts = self.pay(decl, won, value * mult);
        b.item(
            name,
            self.side_seats(decl),
            announced,
            won,
            value,
            mult,
            pts,
        );
    }

    /// Cards that lie neither in a trick nor in the discard: the talon
    /// half not taken, or the whole talon.
    fn rest(&self) -> CardSet {
        let mut r = CardSet::PACK_54 - self.discards;
        for s in Seat::ALL {
            r = r - self.won[s] - self.hands[s];
        }
        r
    }

    /// The cards that count for the declaring side, and for the others.
    fn side_cards(&self) -> (CardSet, CardSet) {
        let mut decl = self.discards;
        let mut opp = CardSet::EMPTY;
        for s in Seat::ALL {
            if self.on_decl_side(s) {
                decl |= self.won[s];
            } else {
                opp |= self.won[s];
            }
        }
        let rest = self.rest();
        match self.contract.map(|c| c.talon()) {
            Some(TalonUse::Opponents)
                if self.contract == Some(Contract::Solorufer)
                    && !self.reconstructed
                    && self.king_in_talon() =>
            {
                // The half with the called king counts for the declarer.
                let k = self.called.unwrap_or(Card::PAGAT);
                let half = if self.talon[0].contains(k) {
                    self.talon[0]
                } else {
                    self.talon[1]
                };
                decl |= half & rest;
                opp |= rest - half;
            }
            _ => opp |= rest,
        }
        (decl, opp)
    }

    fn tricks_of(&self, decl: bool) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&s| self.on_decl_side(s) == decl)
            .map(|s| self.tricks[s])
            .sum()
    }

    /// The seat that played a card in trick `t` (1-based), and whether it
    /// won that trick.
    fn in_trick(&self, t: u8, card: Card) -> Option<(Seat, bool)> {
        let i = t.checked_sub(1)? as usize;
        if i >= self.trick_no as usize {
            return None;
        }
        self.history[i].iter().find(|x| x.1 == card).map(|x| {
            (
                x.0,
                self.history[i][self.trick_winner(&self.history[i])].1 == card,
            )
        })
    }

    /// The seat a card was played by and the seat that won it.
    fn fate(&self, card: Card) -> Option<(Seat, Seat)> {
        for t in 0..self.trick_no as usize {
            if let Some(x) = self.history[t].iter().find(|x| x.1 == card) {
                return Some((x.0, self.winners[t]));
            }
        }
        None
    }

    /// The card that won the trick in which `card` was played.
    fn winning_card_of(&self, card: Card) -> Option<Card> {
        let t = self.history[..self.trick_no as usize]
            .iter()
            .find(|t| t.iter().any(|x| x.1 == card))?;
        Some(t[self.trick_winner(t)].1)
    }

    fn has_all(&self, decl: bool, cards: CardSet) -> bool {
        let mut won = CardSet::EMPTY;
        for s in Seat::ALL {
            if self.on_decl_side(s) == decl {
                won |= self.won[s];
            }
        }
        cards.is_subset(won)
    }

    /// Whether side `decl` made premium `p` (announced: its own
    /// condition; the bird must have been held by its announcer in the
    /// Tarockcup).
    fn made(&self, p: Premium, decl: bool, ann: Option<&Ann>) -> bool {
        match p {
            Premium::Trull => self.has_all(decl, CardSet::TRULL),
            Premium::Koenige => self.has_all(decl, CardSet::KINGS),
            Premium::KoenigUltimo => {
                let Some(k) = self.called else { return false };
                decl && self.in_trick(12, k).is_some() && self.on_decl_side(self.winners[11])
            }
            // [reading] DIGEST §6 E9: a Mondfang is the XXI captured by
            // the other side's Sküs — the Sküs must win the trick. A trick
            // the Pagat wins by Kaiserstich over XXI and Sküs is none.
            Premium::Mondfang => match self.fate(Card::MOND) {
                Some((by, winner)) => {
                    self.on_decl_side(winner) == decl
                        && self.on_decl_side(by) != decl
                        && self.winning_card_of(Card::MOND) == Some(Card::SKUS)
                }
                None => false,
            },
            Premium::Valat => self.tricks_of(decl) == 12,
            Premium::ZehnTarock => false,
            bird => {
                let b = bird.bird().unwrap_or(0);
                if self.cfg.bird_holder_only && ann.is_some_and(|a| !a.held) {
                    return false;
                }
                match self.in_trick(bird_trick(b), bird_card(b)) {
                    Some((s, true)) => self.on_decl_side(s) == decl,
                    _ => false,
                }
            }
        }
    }

    /// A premium nobody announced: who made it, or (birds) who lost it in
    /// its own trick.
    fn silent(&self, p: Premium) -> Option<Outcome> {
        match p {
            Premium::Trull | Premium::Koenige | Premium::Mondfang => [true, false]
                .into_iter()
                .find(|&d| self.made(p, d, None))
                .map(|decl| Outcome { decl, won: true }),
            Premium::KoenigUltimo => self.made(p, true, None).then_some(Outcome {
                decl: true,
                won: true,
            }),
            Premium::Valat | Premium::ZehnTarock => None,
            bird => {
                let b = bird.bird().unwrap_or(0);
                self.in_trick(bird_trick(b), bird_card(b))
                    .map(|(s, won)| Outcome {
                        decl: self.on_decl_side(s),
                        won,
                    })
            }
        }
    }

    fn solo_factor(&self) -> i64 {
        if self.cfg.solo_double && self.contract.is_some_and(|c| c.is_solo()) {
            2
        } else {
            1
        }
    }

    fn kontra_factor(&self, a: &Ann) -> i64 {
        if self.cfg.kontra_counts {
            kf(a.level)
        } else {
            1
        }
    }

    fn spiel_factor(&self) -> i64 {
        if self.contract == Some(Contract::Solorufer) && self.king_in_talon() {
            // "ein Kontra ist in diesem Fall wirkungslos"
            return 1;
        }
        self.kontra_factor(&self.spiel)
    }

    /// The premiums that can be scored in this game, in list order.
    fn scorable(&self) -> impl Iterator<Item = Premium> + '_ {
        Premium::ALL.into_iter().filter(move |&p| {
            !matches!(p, Premium::Valat | Premium::ZehnTarock)
                && self.cfg.premium_names[p as usize].is_some()
                && self.premium_ok(p)
        })
    }

    fn premium_ok(&self, p: Premium) -> bool {
        let Some(c) = self.contract else { return false };
        match c.kind() {
            CKind::Positive => p != Premium::KoenigUltimo || self.called.is_some(),
            CKind::Colour => {
                p == Premium::Koenige
                    && self.cfg.colour_premiums == super::ColourPremiums::KoenigeAndValat
            }
            _ => false,
        }
    }

    pub(super) fn settlement(&self) -> Settlement {
        let mut b = Book::new();
        if let Some(r) = self.renonce {
            self.renonce_settlement(&mut b, r.seat, r.kind);
            return b.done();
        }
        let Some(c) = self.contract else {
            b.notes.push(if self.thrown_in {
                "the hands were thrown in (zusammenwerfen): no score, the same dealer deals again"
                    .to_string()
            } else {
                "no game was played".to_string()
            });
            return b.done();
        };
        if self.schleifen {
            self.schleifen_settlement(&mut b, c);
        } else if self.not_played {
            b.notes.push("the Rufer is not played without a Zusatz: only 10 Tarock and a silent Königfang are scored".to_string());
            self.zehn_items(&mut b);
            self.koenigfang(&mut b);
        } else {
            match c.kind() {
                CKind::Each => self.each_settlement(&mut b, c),
                CKind::Negative => self.negative_settlement(&mut b, c),
                _ if self.cfg.variant == Variant::Hopfgarten => {
                    self.hopfgarten_settlement(&mut b, c)
                }
                _ => self.positive_settlement(&mut b, c),
            }
        }
        b.done()
    }

    fn game_line(&self, b: &mut Book) -> bool {
        let (decl, opp) = self.side_cards();
        let t = thirds(decl);
        let won = t >= self.cfg.threshold;
        let o = thirds(opp);
        b.notes.push(format!(
            "declaring side {}/{} ({t} thirds, {} cards), opponents {}/{} ({o} thirds): the game is {}",
            t.div_euclid(3),
            t.rem_euclid(3),
            decl.len(),
            o.div_euclid(3),
            o.rem_euclid(3),
            if won { "won" } else { "lost" }
        ));
        won
    }

    fn positive_settlement(&self, b: &mut Book, c: Contract) {
        let gv = c.value();
        let won = self.game_line(b);
        let solo = self.solo_factor();
        let vals = &self.cfg.values;
        let valat_ann = self.anns[Premium::Valat as usize];
        let valat_side = [true, false].into_iter().find(|&d| self.tricks_of(d) == 12);
        let only_announced_valat = c.kind() == CKind::Colour
            && self.cfg.colour_premiums == super::ColourPremiums::AnnouncedValat;
        let mut silent_ok = true;
        if let Some(by) = valat_ann.by {
            let a = self.on_decl_side(by);
            let made = valat_side == Some(a);
            self.push(
                b,
                "valat",
                a,
                true,
                made,
                vals[Premium::Valat as usize].1 * gv,
                self.kontra_factor(&valat_ann),
            );
            if made {
                silent_ok = false;
                b.notes
                    .push("Valat made: only announced premiums count".to_string());
            } else {
                b.notes
                    .push("announced Valat failed: it is scored in place of the game".to_string());
            }
        } else if let (Some(s), false) = (valat_side, only_announced_valat) {
            self.push(
                b,
                "valat",
                s,
                false,
                true,
                vals[Premium::Valat as usize].0 * gv,
                1,
            );
            silent_ok = false;
            b.notes.push(
                "silent Valat: in place of the game; only announced premiums count".to_string(),
            );
        } else {
            let v = if won || !self.cfg.sechser_lost_double || c != Contract::Sechserdreier {
                gv
            } else {
                2 * gv
            };
            self.push(b, c.name(), true, true, won, v, self.spiel_factor());
        }
        for p in self.scorable() {
            let name = self.cfg.premium_name(p);
            let a = self.anns[p as usize];
            if let Some(by) = a.by {
                let side = self.on_decl_side(by);
                let ok = self.made(p, side, Some(&a));
                self.push(
                    b,
                    name,
                    side,
                    true,
                    ok,
                    vals[p as usize].1 * solo,
                    self.kontra_factor(&a),
                );
            } else if silent_ok && let Some(o) = self.silent(p) {
                self.push(b, name, o.decl, false, o.won, vals[p as usize].0 * solo, 1);
            }
        }
    }

    fn hopfgarten_settlement(&self, b: &mut Book, c: Contract) {
        let gv = c.value();
        let won = self.game_line(b);
        let vals = &self.cfg.values;
        let durch = self.anns[Premium::Valat as usize];
        let valat_side = [true, false].into_iter().find(|&d| self.tricks_of(d) == 12);
        let durch_k = self.kontra_factor(&durch);
        // (game winner, factor for the durch side's items, factor for the
        // other side's, silent Zusätze count)
        let (game_decl_wins, f_durch_side, f_other, durch_side, silent) = match (
            durch.by, valat_side,
        ) {
            (Some(by), vs) => {
                let a = self.on_decl_side(by);
                if vs == Some(a) {
                    b.notes
                        .push("announced Durch made: game and announced Zusätze ×4".to_string());
                    (a, 4 * durch_k, 4 * durch_k, Some(a), false)
                } else {
                    b.notes.push("announced Durch failed: game and the Durch side's announced Zusätze are lost ×4".to_string());
                    (!a, 4 * durch_k, 1, Some(a), false)
                }
            }
            (None, Some(s)) => {
                b.notes.push(
                    "silent Durch: game and announced Zusätze ×2; silent Zusätze do not count"
                        .to_string(),
                );
                (s, 2, 2, None, false)
            }
            (None, None) => (won, 1, 1, None, true),
        };
        let failed_durch = durch.by.is_some() && valat_side != durch_side;
        let game_mult = if durch.by.is_some() {
            4 * durch_k
        } else if valat_side.is_some() {
            2
        } else {
            1
        } * self.spiel_factor();
        if durch.by.is_some() || valat_side.is_some() {
            self.push(
                b,
                "durch",
                durch_side.or(valat_side).unwrap_or(true),
                durch.by.is_some(),
                !failed_durch,
                0,
                1,
            );
        }
        self.push(b, c.name(), true, true, game_decl_wins, gv, game_mult);
        for p in self.scorable() {
            let name = self.cfg.premium_name(p);
            let a = self.anns[p as usize];
            if let Some(by) = a.by {
                let side = self.on_decl_side(by);
                let (ok, f) = match durch_side {
                    Some(d) if failed_durch && d == side => (false, f_durch_side),
                    Some(d) if failed_durch && d != side => (self.made(p, side, Some(&a)), 1),
                    Some(_) => (self.made(p, side, Some(&a)), f_durch_side),
                    None => (self.made(p, side, Some(&a)), f_other),
                };
                self.push(
                    b,
                    name,
                    side,
                    true,
                    ok,
                    vals[p as usize].1,
                    f * self.kontra_factor(&a),
                );
            } else if silent {
                if p == Premium::KoenigUltimo {
                    // The silent König Ultimo; its loss is the Königfang.
                    if self.made(p, true, None) {
                        self.push(b, name, true, false, true, vals[p as usize].0, 1);
                    }
                    continue;
                }
                if let Some(o) = self.silent(p) {
                    self.push(b, name, o.decl, false, o.won, vals[p as usize].0, 1);
                }
            }
        }
        if silent {
            self.koenigfang(b);
        }
        self.zehn_items(b);
    }

    /// Hopfgarten's silent Königfang: the called king taken by the other
    /// party, or left in the talon; never with an announced König Ultimo.
    fn koenigfang(&self, b: &mut Book) {
        if !self.cfg.koenigfang || self.anns[Premium::KoenigUltimo as usize].by.is_some() {
            return;
        }
        let Some(k) = self.called else { return };
        let caught = match self.fate(k) {
            Some((_, winner)) => !self.on_decl_side(winner),
            None => self.rest().contains(k),
        };
        if caught {
            self.push(b, "koenigfang", false, false, true, 1, 1);
        }
    }

    fn zehn_items(&self, b: &mut Book) {
        for s in Seat::ALL {
            if self.zehn[s] {
                self.push(b, "zehn-tarock", self.on_decl_side(s), true, true, 1, 1);
            }
        }
    }

    fn negative_settlement(&self, b: &mut Book, c: Contract) {
        let d = self.decl();
        let want = if matches!(c, Contract::Piccolo | Contract::PiccoloOuvert) {
            1
        } else {
            0
        };
        let got = self.tricks[d];
        let won = got == want;
        b.notes.push(format!(
            "the declarer took {got} trick(s); the {} needs {want}",
            c.german()
        ));
        let gv = c.value();
        let mut pts = [0i64; 4];
        let mut mult = 1;
        for o in Seat::ALL.into_iter().filter(|&o| o != d) {
            let k = if self.cfg.kontra_counts {
                kf(self.spiel_each[o])
            } else {
                1
            };
            mult = mult.max(k);
            let v = gv * k;
            let dv = if won { v } else { -v };
            pts[d.index()] += dv;
            pts[o.index()] -= dv;
        }
        b.item(c.name(), vec![d], true, won, gv, mult, pts);
    }

    /// Trischaken (Tarockcup) and Fahren (Hopfgarten).
    fn each_settlement(&self, b: &mut Book, c: Contract) {
        let last = self.winners[11];
        let rest = self.rest();
        let pts: [i32; 4] = std::array::from_fn(|i| {
            let mut set = self.won.0[i];
            if Seat::from_index(i) == last {
                set |= rest;
            }
            thirds(set)
        });
        b.notes.push(format!(
            "points: {}",
            Seat::ALL
                .iter()
                .map(|s| format!("seat {s} {}", points_text(pts[s.index()])))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        let tricks = self.tricks.0;
        let (pts_out, notes) =
            each_payments(c == Contract::Trischaken, self.cfg.threshold, pts, tricks);
        b.notes.extend(notes);
        b.item(
            c.name(),
            Seat::ALL.to_vec(),
            true,
            true,
            c.value(),
            1,
            pts_out,
        );
    }

    fn schleifen_settlement(&self, b: &mut Book, c: Contract) {
        b.notes.push(format!(
            "seat {} gave the {} up (schleifen): game and announcements lost, 1 against 3",
            self.decl(),
            c.german()
        ));
        self.push(b, c.name(), true, true, false, c.value(), 1);
        for p in Premium::ALL {
            let a = self.anns[p as usize];
            if a.by.is_some() && p != Premium::ZehnTarock {
                let v = self.cfg.values[p as usize].1 * self.solo_factor();
                self.push(b, self.cfg.premium_name(p), true, true, false, v, 1);
            }
        }
    }

    fn renonce_settlement(&self, b: &mut Book, off: Seat, kind: RenonceKind) {
        let mut pts = [0i64; 4];
        let each = |pts: &mut [i64; 4], v: i64| {
            for s in Seat::ALL {
                pts[s.index()] = if s == off { -3 * v } else { v };
            }
        };
        let c = self.contract;
        if kind == RenonceKind::BesserruferBid {
            each(&mut pts, 3);
            b.notes.push(format!(
                "renonce by seat {off}: a Besserrufer bid without a bird, 3 to each other player"
            ));
            b.item("renonce", vec![off], false, false, 3, 1, pts);
            return;
        }
        if kind == RenonceKind::Misdeal {
            b.notes.push(format!(
                "misdeal by the dealer, seat {off}, found after the auction: his renonce, settled on the game bid"
            ));
        }
        let Some(c) = c else {
            b.item("renonce", vec![off], false, false, 0, 1, pts);
            return;
        };
        if c.kind() == CKind::Each {
            let v = if c == Contract::Trischaken && off.index() == 0 {
                4
            } else {
                2
            };
            each(&mut pts, v);
            b.notes.push(format!(
                "renonce by seat {off} in {}: he pays {v} to each other player",
                c.german()
            ));
            b.item("renonce", vec![off], false, false, v, 1, pts);
            return;
        }
        let gv = c.value();
        let solo = self.solo_factor();
        let vals = &self.cfg.values;
        let valat_v = |a: &Ann| -> i64 {
            let _ = a;
            vals[Premium::Valat as usize].1 * gv
        };
        match self.cfg.renonce {
            RenonceRule::PayEach => {
                let mut v = gv * self.spiel_factor();
                let mut durch = 1;
                for p in Premium::ALL {
                    let a = self.anns[p as usize];
                    if a.by.is_none() || p == Premium::ZehnTarock {
                        continue;
                    }
                    if p == Premium::Valat {
                        durch = vals[p as usize].1 * self.kontra_factor(&a);
                    } else {
                        v += vals[p as usize].1 * self.kontra_factor(&a);
                    }
                }
                v *= durch;
                each(&mut pts, v);
                b.notes.push(format!("renonce by seat {off}: he pays the game and every announced Zusatz, {v}, to each other player"));
                b.item("renonce", vec![off], false, false, v, 1, pts);
            }
            RenonceRule::Credit => {
                let negative = c.kind() == CKind::Negative;
                let lost_gv = if self.cfg.sechser_lost_double && c == Contract::Sechserdreier {
                    2 * gv
                } else {
                    gv
                };
                // The announced premiums, each once, as if won by the
                // credited player's side.
                let mut prem = 0i64;
                for p in Premium::ALL {
                    let a = self.anns[p as usize];
                    if a.by.is_none() || p == Premium::ZehnTarock {
                        continue;
                    }
                    let v = if p == Premium::Valat {
                        valat_v(&a)
                    } else {
                        vals[p as usize].1 * solo
                    };
                    prem += v * self.kontra_factor(&a);
                }
                let alone = self.partner.is_none();
                for s in Seat::ALL {
                    if s == off {
                        continue;
                    }
                    let decl = self.on_decl_side(s);
                    let share = if alone && decl { 3 } else { 1 };
                    let game = if negative {
                        let k = |o: Seat| {
                            if self.cfg.kontra_counts {
                                kf(self.spiel_each[o])
                            } else {
                                1
                            }
                        };
                        if decl {
                            Seat::ALL
                                .into_iter()
                                .filter(|&o| o != s)
                                .map(|o| gv * k(o))
                                .sum::<i64>()
                        } else {
                            gv * k(s)
                        }
                    } else {
                        share * (if decl { gv } else { lost_gv }) * self.spiel_factor()
                    };
                    let credit = game + share * prem;
                    pts[s.index()] = credit;
                    pts[off.index()] -= credit;
                }
                b.notes.push(format!("renonce by seat {off}: each regular player is credited as if his side had won the game and every announced premium; seat {off} pays the sum"));
                b.item("renonce", vec![off], false, false, gv, 1, pts);
            }
        }
    }
}

/// Trischaken (Tarockcup) and Fahren (Hopfgarten) payments from each
/// player's points in thirds and tricks: what each seat gets (zero-sum),
/// and the rules applied in words.
pub fn each_payments(
    trischaken: bool,
    threshold: i32,
    pts: [i32; 4],
    tricks: [u8; 4],
) -> ([i64; 4], Vec<String>) {
    let mut notes = Vec::new();
    let vh = 0usize;
    let spiel = |i: usize| pts[i] >= threshold;
    let max = *pts.iter().max().unwrap_or(&0);
    let top: Vec<usize> = (0..4).filter(|&i| pts[i] == max).collect();
    // What each seat pays (positive) or receives (negative) before the
    // Jungfrau rule.
    let mut pay = [0i64; 4];
    let spread = |pay: &mut [i64; 4], who: usize, each: i64| {
        for j in 0..4 {
            if j != who {
                pay[j] -= each;
                pay[who] += each;
            }
        }
    };
    if trischaken {
        if top.len() == 3 {
            for &i in &top {
                pay[i] += 1;
            }
            let fourth = (0..4).find(|i| !top.contains(i)).unwrap_or(0);
            pay[fourth] -= 3;
            notes.push(
                "three players tied for the most points: each loses 1, the fourth gets 3"
                    .to_string(),
            );
        } else if top.contains(&vh) {
            spread(&mut pay, vh, if spiel(vh) { 4 } else { 2 });
            notes.push(
                "the Trischaker (Vorhand) has the most points: he pays alone, doubled".to_string(),
            );
        } else if top.len() == 2 {
            for &i in &top {
                for j in 0..4 {
                    if !top.contains(&j) {
                        pay[i] += 1;
                        pay[j] -= 1;
                    }
                }
            }
            notes.push("two players tied for the most points: each loses 2".to_string());
        } else if top.len() == 1 {
            spread(&mut pay, top[0], if spiel(top[0]) { 2 } else { 1 });
        }
    } else {
        // Fahren.
        let mut order = [0usize, 1, 2, 3];
        order.sort_by_key(|&i| (std::cmp::Reverse(pts[i]), i));
        if spiel(vh) {
            spread(&mut pay, vh, 4);
            notes.push("Vorhand has the Spiel: he pays 3 × 4".to_string());
        } else if let Some(p) = (0..4).find(|&i| spiel(i)) {
            spread(&mut pay, p, 2);
            notes.push(format!("seat {} has the Spiel: he pays 3 × 2", p + 1));
        } else if pts[vh] == max {
            spread(&mut pay, vh, 2);
            notes.push("Vorhand has the most points: he pays 3 × 2".to_string());
        } else if pts[order[1]] == pts[order[2]]
            && pts[order[0]] > pts[order[1]]
            && pts[order[2]] > pts[order[3]]
        {
            pay[order[0]] += 3;
            pay[order[3]] -= 3;
            notes.push(
                "the two middle players are tied: the most points pay 3 to the fewest".to_string(),
            );
        } else {
            pay[order[0]] += 3;
            pay[order[1]] += 3;
            pay[order[2]] -= 3;
            pay[order[3]] -= 3;
        }
    }
    // Jungfrau: a player without a trick collects the whole win.
    let jung: Vec<usize> = (0..4).filter(|&i| tricks[i] == 0).collect();
    if !jung.is_empty() {
        let payers: Vec<usize> = (0..4).filter(|&i| pay[i] > 0).collect();
        let mut total: i64 = payers.iter().map(|&i| pay[i]).sum();
        if jung.len() == 2 && total % 2 == 1 && payers.len() == 1 {
            // "Beim Sonderfall 35/1:34/2 und 2 Jungfrauen verliert man
            // 4 Punkte (2 mal 2)."
            pay[payers[0]] += 1;
            total += 1;
        }
        for p in pay.iter_mut() {
            *p = (*p).max(0);
        }
        let n = jung.len() as i64;
        let share = total / n;
        let mut left = total - share * n;
        for &j in &jung {
            pay[j] = -share;
            if left > 0 {
                pay[j] -= 1;
                left -= 1;
            }
        }
        notes.push(format!(
            "Jungfrau: {} without a trick collect(s) the win",
            jung.iter()
                .map(|j| format!("seat {}", j + 1))
                .collect::<Vec<_>>()
                .join(" and ")
        ));
    }
    (std::array::from_fn(|i| -pay[i]), notes)
}
