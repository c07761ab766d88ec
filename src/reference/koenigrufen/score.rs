//! Settlement of a finished game: card points in thirds, the game, every
//! premium silent and announced, Valat/Durch, kontras, Trischaken and
//! Fahren payouts, and the renonce settlements. Every item is paid by the
//! family's distribution (2 against 2: ±V each; 1 against 3: ±3V against
//! ∓V), so every settlement is zero-sum.

use super::contract::{Kind as CKind, TalonUse};
use super::state::{Ann, KrState};
use super::{Contract, Premium, Variant, bird_card, bird_trick};
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

pub(super) fn kf(level: u8) -> i64 {
    1 << level.min(3)
}

pub(super) struct Book {
    pub(super) scores: [i64; 4],
    pub(super) items: Vec<ScoreItem>,
    pub(super) notes: Vec<String>,
}

impl Book {
    pub(super) fn new() -> Book {
        Book {
            scores: [0; 4],
            items: Vec::new(),
            notes: Vec::new(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn item(
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

    pub(super) fn done(self) -> Settlement {
        Settlement {
            scores: BySeat(self.scores),
            items: self.items,
            notes: self.notes,
        }
    }
}

/// How a premium came out.
#[derive(Clone, Copy)]
pub(super) struct Outcome {
    /// The side it counts for (true: the declaring side).
    pub(super) decl: bool,
    pub(super) won: bool,
}

impl KrState {
    pub(super) fn side_seats(&self, decl: bool) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|&s| self.on_decl_side(s) == decl)
            .collect()
    }

    /// Points of an item worth `v` that the side `decl` wins (`won`) or
    /// loses, by the family's distribution.
    pub(super) fn pay(&self, decl: bool, won: bool, v: i64) -> [i64; 4] {
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
    pub(super) fn push(
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
    pub(super) fn rest(&self) -> CardSet {
        let mut r = CardSet::PACK_54 - self.discards;
        for s in Seat::ALL {
            r = r - self.won[s] - self.hands[s];
        }
        r
    }

    /// The cards that count for the declaring side, and for the others.
    pub(super) fn side_cards(&self) -> (CardSet, CardSet) {
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

    pub(super) fn tricks_of(&self, decl: bool) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&s| self.on_decl_side(s) == decl)
            .map(|s| self.tricks[s])
            .sum()
    }

    /// The seat that played a card in trick `t` (1-based), and whether it
    /// won that trick.
    pub(super) fn in_trick(&self, t: u8, card: Card) -> Option<(Seat, bool)> {
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
    pub(super) fn fate(&self, card: Card) -> Option<(Seat, Seat)> {
        for t in 0..self.trick_no as usize {
            if let Some(x) = self.history[t].iter().find(|x| x.1 == card) {
                return Some((x.0, self.winners[t]));
            }
        }
        None
    }

    /// The card that won the trick in which `card` was played.
    pub(super) fn winning_card_of(&self, card: Card) -> Option<Card> {
        let t = self.history[..self.trick_no as usize]
            .iter()
            .find(|t| t.iter().any(|x| x.1 == card))?;
        Some(t[self.trick_winner(t)].1)
    }

    pub(super) fn has_all(&self, decl: bool, cards: CardSet) -> bool {
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
    pub(super) fn made(&self, p: Premium, decl: bool, ann: Option<&Ann>) -> bool {
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
    pub(super) fn silent(&self, p: Premium) -> Option<Outcome> {
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

    pub(super) fn solo_factor(&self) -> i64 {
        if self.cfg.solo_double && self.contract.is_some_and(|c| c.is_solo()) {
            2
        } else {
            1
        }
    }

    pub(super) fn kontra_factor(&self, a: &Ann) -> i64 {
        if self.cfg.kontra_counts {
            kf(a.level)
        } else {
            1
        }
    }

    pub(super) fn spiel_factor(&self) -> i64 {
        if self.contract == Some(Contract::Solorufer) && self.king_in_talon() {
            // "ein Kontra ist in diesem Fall wirkungslos"
            return 1;
        }
        self.kontra_factor(&self.spiel)
    }

    /// The premiums that can be scored in this game, in list order.
    pub(super) fn scorable(&self) -> impl Iterator<Item = Premium> + '_ {
        Premium::ALL.into_iter().filter(move |&p| {
            !matches!(p, Premium::Valat | Premium::ZehnTarock)
                && self.cfg.premium_names[p as usize].is_some()
                && self.premium_ok(p)
        })
    }

    pub(super) fn premium_ok(&self, p: Premium) -> bool {
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

    pub(super) fn game_line(&self, b: &mut Book) -> bool {
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

    pub(super) fn positive_settlement(&self, b: &mut Book, c: Contract) {
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

    pub(super) fn hopfgarten_settlement(&self, b: &mut Book, c: Contract) {
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
    pub(super) fn koenigfang(&self, b: &mut Book) {
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

    pub(super) fn zehn_items(&self, b: &mut Book) {
        for s in Seat::ALL {
            if self.zehn[s] {
                self.push(b, "zehn-tarock", self.on_decl_side(s), true, true, 1, 1);
            }
        }
    }

    pub(super) fn negative_settlement(&self, b: &mut Book, c: Contract) {
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

    pub(super) fn schleifen_settlement(&self, b: &mut Book, c: Contract) {
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
}
