//! Scoring a finished game (DIGEST §1.7): Konsolation, the announcements
//! won and lost, the silent premiums, the kontras with their ±20 cap, the
//! limits; renonce and false Meldung (§6 A19); and the match, Cup and
//! Grand Prix totals and the trophy list.
//!
//! Each pair scores for itself; both partners carry the pair's figure.

use super::rules as R;
use super::state::{Entry, RoyalState, pair, partner, seat, seats};
use super::table::{self, Ann, Cond, Id, flag, push_int};
use crate::cards::{Card, CardSet, Rank};
use crate::engine::{MatchGame, MatchResult, Phase, ScoreItem, Settlement};
use crate::seat::{BySeat, Seat};
use std::cmp::Ordering;

/// The Konsolation of a pair (0 attackers, 1 defenders) from both
/// partners' dealt hands (A23), with the parts in words.
pub fn konsolation(hands: CardSet, defenders: bool) -> (i64, String) {
    let t = hands.tarocks().len();
    let base = if t >= 13 {
        40
    } else if t >= 11 {
        50
    } else {
        60
    };
    let mut k = base;
    let mut text = String::with_capacity(96);
    push_int(&mut text, t as i64);
    text.push_str(" tarocks ");
    push_int(&mut text, base);
    match (hands & table::HONNEURS).len() {
        0 => {
            k += 30;
            text.push_str(", no Honneur +30");
        }
        1 => {
            k += 20;
            text.push_str(", one Honneur +20");
        }
        _ => {}
    }
    for n in [18u8, 17, 16] {
        if let Some(c) = Card::tarock(n)
            && !hands.contains(c)
        {
            k += 5;
            text.push_str(match n {
                18 => ", no XVIII +5",
                17 => ", no XVII +5",
                _ => ", no XVI +5",
            });
            let _ = c;
        }
    }
    let cap = if defenders {
        k += 20;
        text.push_str(", defence +20");
        90
    } else {
        100
    };
    if k > cap {
        text.push_str(" = ");
        push_int(&mut text, k);
        text.push_str(", capped at ");
        push_int(&mut text, cap);
        k = cap;
    }
    (k, text)
}

fn push_signed(out: &mut String, n: i64) {
    if n >= 0 {
        out.push('+');
    }
    push_int(out, n);
}

/// Whether a standing announcement is won, judged on the finished play.
pub fn won(st: &RoyalState, e: &Entry) -> bool {
    let p = pair(e.seat);
    e.ann.spec().win.iter().all(|&c| holds(st, p, e, c))
}

fn holds(st: &RoyalState, p: usize, e: &Entry, c: Cond) -> bool {
    let a = e.ann;
    let o = 1 - p;
    let by = |t: u8, set: CardSet| {
        let i = (t as usize).wrapping_sub(1);
        i < st.trick as usize && pair(st.winner[i]) == p && set.contains(st.win_card[i])
    };
    let taken = st.taken[p];
    match c {
        Cond::HandSuitCount
        | Cond::HandTarocks
        | Cond::HandAny(_)
        | Cond::HandFullSuit
        | Cond::HandFullRank => !e.false_meldung,
        Cond::Home(s) => s.is_subset(taken),
        Cond::HomeOne(s) => s.intersects(taken),
        Cond::HomeNamedSuits => a.named_suits().is_subset(taken),
        Cond::Tricks(n) => st.tricks_won[p] >= n,
        Cond::FirstTricks(n) => {
            (n as usize) <= st.trick as usize
                && st.winner[..n as usize].iter().all(|&w| pair(w) == p)
        }
        Cond::TrickBy(t, card) => by(t, CardSet::single(card)),
        Cond::TrickByNamed(t, i) => by(t, CardSet::single(a.card(i as usize))),
        Cond::SomeTrickBy(s) => (1..=10).any(|t| by(t, s)),
        Cond::SomeTrickByNamedTen => {
            let ten = CardSet::single(Card::suit_card(a.suit(0), Rank::Pip1));
            (1..=10).any(|t| by(t, ten))
        }
        Cond::LastBy(n, s) => (11 - n..=10).all(|t| by(t, s)),
        Cond::LastByNamedSuit(n) => {
            let s = table::DECK & CardSet::suit(a.suit(0));
            (11 - n..=10).all(|t| by(t, s))
        }
        Cond::Run(n, s) => {
            let mut run = 0;
            for t in 1..=10 {
                run = if by(t, s) { run + 1 } else { 0 };
                if run >= n {
                    return true;
                }
            }
            false
        }
        Cond::OppHome(card) => st.dealt_pair(o).contains(card) && taken.contains(card),
        Cond::OppCapturedBy(card, capturer) => {
            st.dealt_pair(o).contains(card)
                && (0..st.trick as usize).any(|i| {
                    st.plays[i].contains(&card) && by(i as u8 + 1, CardSet::single(capturer))
                })
        }
        Cond::MariageNamed => {
            let s = a.suit(0);
            let k = CardSet::single(Card::suit_card(s, Rank::King));
            let q = CardSet::single(Card::suit_card(s, Rank::Queen));
            (by(9, k) && by(10, q)) || (by(9, q) && by(10, k))
        }
        Cond::LastThreeSplit => {
            let w = &st.winner[7..10];
            st.trick == 10 && w.contains(&e.seat) && w.contains(&partner(e.seat))
        }
    }
}

/// A trophy made, credited to its announcer (the trophy list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrophyCredit {
    /// The seat that announced it (after a raise, the raiser).
    pub seat: Seat,
    pub trophy: Ann,
    pub value: i64,
}

/// The trophies won in a finished game, each credited to its announcer
/// ("unter dem Namen des Ansagers").
pub fn won_trophies(st: &RoyalState) -> Vec<TrophyCredit> {
    if st.phase != Phase::Done || st.annulled() {
        return Vec::new();
    }
    st.entries()
        .iter()
        .filter(|e| e.ann.is_trophy() && won(st, e))
        .map(|e| TrophyCredit {
            seat: e.seat,
            trophy: e.ann,
            value: e.ann.spec().value,
        })
        .collect()
}

fn item(name: String, p: usize, announced: bool, won: bool, value: i64, points: i64) -> ScoreItem {
    let mut by = BySeat([0i64; 4]);
    for s in seats(p) {
        by[s] = points;
    }
    ScoreItem {
        item: name,
        side: seats(p).to_vec(),
        announced,
        won,
        value,
        multiplier: 1,
        points: by,
    }
}

fn pair_name(p: usize) -> &'static str {
    if p == 0 {
        "seats 1–2 (attackers)"
    } else {
        "seats 3–4 (defenders)"
    }
}

/// The settlement of a finished game.
pub fn settle(st: &RoyalState) -> Option<Settlement> {
    if st.phase != Phase::Done {
        return None;
    }
    if st.annulled() {
        let who: Vec<String> = Seat::ALL
            .iter()
            .filter(|s| st.dealt(**s).tarocks().len() < 3)
            .map(|s| format!("seat {s} holds {} tarocks", st.dealt(*s).tarocks().len()))
            .collect();
        return Some(Settlement {
            scores: BySeat([0; 4]),
            items: Vec::new(),
            notes: vec![format!(
                "annulled ({}): {}; the cards are thrown in and the same dealer deals the same game again, so the deal scores 0 for both pairs and is no game of the match",
                R::SCORE_ANNULLED.id,
                who.join(", ")
            )],
        });
    }
    let mut items = Vec::with_capacity(16);
    let mut notes = Vec::with_capacity(3);
    let renonce = [st.renonce[0].is_some(), st.renonce[1].is_some()];
    let false_m = [0, 1].map(|p| {
        st.entries()
            .iter()
            .any(|e| pair(e.seat) == p && e.false_meldung)
    });
    // A15: Valat, Legion or a Valat-Trophäe announced by anybody.
    let kings_off = announced_flag(st, 0, flag::NO_KINGS) || announced_flag(st, 1, flag::NO_KINGS);
    let mut score = [0i64; 2];
    for p in 0..2 {
        let o = 1 - p;
        let all_won = renonce[o] && !renonce[p] && !false_m[p];
        let (k, ktext) = konsolation(st.dealt_pair(p), p == 1);
        items.push(item("konsolation".into(), p, false, true, k, k));
        let mut note = String::with_capacity(256);
        note.push_str(pair_name(p));
        note.push_str(": Konsolation ");
        push_int(&mut note, k);
        note.push_str(" (");
        note.push_str(&ktext);
        note.push(')');
        let mut total = k;
        // Announcements.
        let mut trophy: Option<(Ann, bool)> = None;
        let mut a_sum = 0;
        for e in st.entries().iter().filter(|e| pair(e.seat) == p) {
            let value = e.ann.spec().value;
            let w = if e.ann.is_meldung() {
                !e.false_meldung
            } else {
                all_won || won(st, e)
            };
            let pts = if e.ann.is_meldung() {
                if w { value } else { 0 }
            } else if w {
                value
            } else {
                -value
            };
            if e.ann.is_trophy() {
                trophy = Some((e.ann, w));
            }
            a_sum += pts;
            items.push(item(e.ann.name(), p, true, w, value, pts));
        }
        total += a_sum;
        note.push_str("; announcements ");
        push_signed(&mut note, a_sum);
        // Silent premiums.
        let mut s_sum = 0;
        let dealt_o = st.dealt_pair(o);
        // Silent premiums (DIGEST §6 A15, CONVENTIONS reading 18): Obscur
        // is off once anybody *said* a free trick or a Valat-Trophäe (also
        // when raised later: `obscur_off` is set at the announcement);
        // Lauer is withheld from a pair that announced a Schlemm bringing
        // the opponents' Pagat home; 4 Könige from both pairs after an
        // announced Valat, Legion or Valat-Trophäe; Mondfang still from a
        // pair that announced a Schlemm bringing the opponents' Mond home
        // (widened from A15's Sküs-captures trophies to Golgatha, Harpie
        // and Royal, as Lauer is after Pagatfang). "Ever announced" counts
        // Schlemme raised away since.
        let silent = [
            ("obscur", 5, !st.obscur_off && st.first_five == Some(p)),
            (
                "lauer",
                15,
                dealt_o.contains(table::PAGAT)
                    && st.taken[p].contains(table::PAGAT)
                    && !announced_flag(st, p, flag::OPP_PAGAT),
            ),
            (
                "vier-koenige",
                20,
                !kings_off && (table::DECK & table::KINGS).is_subset(st.taken[p]),
            ),
            (
                "mondfang-still",
                50,
                dealt_o.contains(table::XXI)
                    && st.taken[p].contains(table::XXI)
                    && !announced_flag(st, p, flag::OPP_MOND),
            ),
        ];
        for (name, value, made) in silent {
            if made {
                s_sum += value;
                items.push(item(name.into(), p, false, true, value, value));
            }
        }
        total += s_sum;
        note.push_str("; silent ");
        push_signed(&mut note, s_sum);
        // Kontras on the opponents' Schlemme.
        let mut c_sum = 0;
        for e in st.entries().iter().filter(|e| pair(e.seat) == o) {
            let Some(ks) = e.kontra else { continue };
            if pair(ks) != p {
                continue;
            }
            let value = e.ann.spec().value;
            let w = all_won || !won(st, e);
            let pts = if w { value } else { -value };
            c_sum += pts;
            let mut name = String::with_capacity(32);
            name.push_str("kontra(");
            name.push_str(&e.ann.name());
            name.push(')');
            items.push(item(name, p, true, w, value, pts));
        }
        let capped = c_sum.clamp(-20, 20);
        if capped != c_sum {
            items.push(item(
                "kontra-cap".into(),
                p,
                false,
                false,
                20,
                capped - c_sum,
            ));
            note.push_str("; kontras ");
            push_signed(&mut note, c_sum);
            note.push_str(" held to ");
            push_signed(&mut note, capped);
        } else {
            note.push_str("; kontras ");
            push_signed(&mut note, capped);
        }
        total += capped;
        // Limit.
        let (limit, zero) = match trophy {
            None => (100, None),
            Some((t, true)) => {
                let v = t.spec().value;
                (if v < 100 { 110 } else { v }, None)
            }
            Some((t, false)) => {
                let v = t.spec().value;
                if v < 100 {
                    (100 - v, None)
                } else {
                    (
                        0,
                        Some((
                            "lost-trophy",
                            format!("the trophy {t} over 100 was lost: the pair scores 0"),
                        )),
                    )
                }
            }
        };
        // Renonce (A19, CONVENTIONS reading 20): the offender's pair scores
        // 0; the other pair's announcements and kontras count as won (see
        // `all_won`), its trophy as won for the limit, its silent premiums
        // as made. A false Meldung zeroes its pair; the other pair is
        // scored as played.
        let zero = if renonce[p] {
            let (s, t, rule) = st.renonce[p].unwrap_or((seat(1), 0, ""));
            Some((
                "renonce",
                format!("renonce by seat {s} in trick {t} ({rule}): the pair scores 0"),
            ))
        } else if false_m[p] {
            Some((
                "false-meldung",
                "a false Meldung: the pair scores 0".to_string(),
            ))
        } else {
            zero
        };
        let fin = match zero {
            Some((name, why)) => {
                items.push(item(name.into(), p, false, false, 0, -total));
                note.push_str("; ");
                note.push_str(&why);
                0
            }
            None if total > limit => {
                items.push(item("limit".into(), p, false, false, limit, limit - total));
                note.push_str("; ");
                push_int(&mut note, total);
                note.push_str(", limit ");
                push_int(&mut note, limit);
                limit
            }
            None if total < 0 => {
                items.push(item("floor".into(), p, false, false, 0, -total));
                note.push_str("; ");
                push_int(&mut note, total);
                note.push_str(", never below 0");
                0
            }
            None => {
                note.push_str("; limit ");
                push_int(&mut note, limit);
                total
            }
        };
        if all_won {
            note.push_str(
                "; the opponents' renonce: every announcement and kontra of the pair counts as won",
            );
        }
        note.push_str(" → ");
        push_int(&mut note, fin);
        notes.push(note);
        score[p] = fin;
    }
    if st.auction_cut {
        notes.push("the announcement phase was cut short by the first card".into());
    }
    Some(Settlement {
        scores: BySeat([score[0], score[0], score[1], score[1]]),
        items,
        notes,
    })
}

/// Whether pair `p` ever announced an item with the flag.
fn announced_flag(st: &RoyalState, p: usize, f: u8) -> bool {
    st.ever[p] & table::with_flag(f) != 0
}

/// The match of eight games (`royal.score.match`): each player's game
/// scores summed, divided by eight and rounded down. Seats are numbered
/// per game (the attackers are always seats 1–2), so the games are followed
/// by the players' names; both partners carry their pair's figure, so a
/// player's match score is his pair's. `None` unless there are eight games.
/// Notes say when a pair changed between games or attack and defence did
/// not alternate ("In den nachfolgenden Spielen wechseln sich Angriff und
/// Verteidigung ab").
pub fn match_result(games: &[MatchGame]) -> Option<MatchResult> {
    if games.len() != 8 {
        return None;
    }
    let mut players: Vec<(String, i64, usize)> = Vec::new();
    let mut notes = Vec::new();
    let mut pairs: Vec<[String; 2]> = Vec::new();
    let mut attackers: Vec<[String; 2]> = Vec::new();
    for (n, g) in games.iter().enumerate() {
        for (i, s) in Seat::ALL.iter().enumerate() {
            let name = g
                .players
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("seat {s}"));
            match players.iter_mut().find(|(p, _, _)| *p == name) {
                Some(p) => {
                    p.1 += g.scores[*s];
                    p.2 += 1;
                }
                None => players.push((name, g.scores[*s], 1)),
            }
        }
        let name = |i: usize| g.players.get(i).cloned().unwrap_or_default();
        for pr in [[name(0), name(1)], [name(2), name(3)]] {
            let mut sorted = pr.clone();
            sorted.sort();
            if !pairs.contains(&sorted) {
                if n > 0 {
                    notes.push(format!(
                        "game {}: the pair {} and {} did not play together before",
                        n + 1,
                        pr[0],
                        pr[1]
                    ));
                }
                pairs.push(sorted);
            }
        }
        let mut att = [name(0), name(1)];
        att.sort();
        if n > 0 && attackers.last() == Some(&att) {
            notes.push(format!(
                "game {}: {} and {} attack again; attack and defence alternate",
                n + 1,
                att[0],
                att[1]
            ));
        }
        attackers.push(att);
    }
    let mut out = Vec::new();
    let mut sums = Vec::new();
    for (name, sum, played) in players {
        if played != 8 {
            notes.push(format!("{name} played {played} of the 8 games"));
        }
        sums.push(format!("{name} {sum}"));
        out.push((name, sum.div_euclid(8)));
    }
    notes.insert(
        0,
        format!(
            "sums over eight games ({}), divided by eight and rounded down",
            sums.join(", ")
        ),
    );
    Some(MatchResult {
        players: out,
        notes,
    })
}

/// A match's total from the two pairs' sums over eight games.
pub fn match_score(sums: (i64, i64)) -> (i64, i64) {
    (sums.0.div_euclid(8), sums.1.div_euclid(8))
}

/// The Hungarian Cup (`royal.score.cup`): the three match results summed.
pub fn cup_total(matches: &[(i64, i64)]) -> (i64, i64) {
    matches
        .iter()
        .fold((0, 0), |(a, b), &(x, y)| (a + x, b + y))
}

/// Which team goes on in the Cup: the higher total; on a tie, the raw sum
/// of the next two tie-break games (not divided, not rounded), again and
/// again until they differ. `None` while still tied.
pub fn cup_winner(matches: &[(i64, i64)], tie_break_games: &[(i64, i64)]) -> Option<usize> {
    let decide = |(a, b): (i64, i64)| match a.cmp(&b) {
        Ordering::Greater => Some(0),
        Ordering::Less => Some(1),
        Ordering::Equal => None,
    };
    if let Some(w) = decide(cup_total(matches)) {
        return Some(w);
    }
    tie_break_games
        .chunks(2)
        .filter(|c| c.len() == 2)
        .find_map(|c| decide(cup_total(c)))
}

/// The Grand Prix total: the raw sum of a pair's game points over its 24
/// games (`royal.score.grand-prix`).
pub fn grand_prix_total(games: &[i64]) -> i64 {
    games.iter().sum()
}

/// A pair's Grand Prix record.
#[derive(Clone, Debug, Default)]
pub struct GrandPrix {
    /// The raw game points of each match (three matches of eight games).
    pub matches: Vec<Vec<i64>>,
    /// The trophies the pair made.
    pub trophies: Vec<Id>,
}

/// The rank of a trophy on the score sheet: the rulebook prints the
/// trophies in the reverse order of the sheet, so the later on its page,
/// the higher (Royal highest, Spadille lowest). `None` for a non-trophy.
pub fn trophy_rank(id: Id) -> Option<u8> {
    id.spec().group.is_trophy().then_some(id as u8)
}

/// Orders two Grand Prix records, better first: the higher total, then the
/// best match, the second best …, then the highest trophy, the second
/// highest …
pub fn grand_prix_cmp(a: &GrandPrix, b: &GrandPrix) -> Ordering {
    let total = |g: &GrandPrix| g.matches.iter().map(|m| grand_prix_total(m)).sum::<i64>();
    let sorted_matches = |g: &GrandPrix| {
        let mut v: Vec<i64> = g.matches.iter().map(|m| grand_prix_total(m)).collect();
        v.sort_unstable_by(|x, y| y.cmp(x));
        v
    };
    let sorted_trophies = |g: &GrandPrix| {
        let mut v: Vec<u8> = g.trophies.iter().filter_map(|&t| trophy_rank(t)).collect();
        v.sort_unstable_by(|x, y| y.cmp(x));
        v
    };
    total(b)
        .cmp(&total(a))
        .then_with(|| sorted_matches(b).cmp(&sorted_matches(a)))
        .then_with(|| sorted_trophies(b).cmp(&sorted_trophies(a)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        s.split_whitespace()
            .map(|t| Card::parse(t).unwrap())
            .collect()
    }

    /// DIGEST §7 case 5.
    #[test]
    fn konsolation_case_5() {
        let att = set("XXI XX XIX XVIII XVI XIV XII X VIII V III I");
        let def = set("Skus XVII XV XIII XI IX VII VI IV II");
        assert_eq!(konsolation(att, false).0, 75);
        assert_eq!(konsolation(def, true).0, 90);
        // No Honneur, none of XVIII–XVI, ten tarocks: 60 + 30 + 15 = 105 → 100.
        assert_eq!(
            konsolation(set("XX XIX XV XIV XIII XII XI X IX VIII"), false).0,
            100
        );
        // Thirteen tarocks, both Honneurs, all three Mittelstecher: 40.
        assert_eq!(
            konsolation(
                set("Skus XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X"),
                false
            )
            .0,
            40
        );
    }

    /// The seed's examples and DIGEST §7 case 8.
    #[test]
    fn match_cup_grand_prix() {
        assert_eq!(match_score((760, 759)), (95, 94));
        assert_eq!(match_score((703, 697)), (87, 87));
        assert_eq!(cup_total(&[(96, 95), (87, 94), (97, 93)]), (280, 282));
        assert_eq!(cup_winner(&[(96, 95), (87, 94), (97, 93)], &[]), Some(1));
        // A tie, then a tie-break of raw game points (192:191, A goes on).
        let tied = [(96, 95), (90, 94), (96, 93)];
        assert_eq!(cup_total(&tied), (282, 282));
        assert_eq!(cup_winner(&tied, &[]), None);
        assert_eq!(cup_winner(&tied, &[(100, 91), (92, 100)]), Some(0));
        assert_eq!(
            cup_winner(&tied, &[(100, 100), (92, 92), (50, 60), (10, 5)]),
            Some(1)
        );
        // Eight games: the pairs change seats every game.
        let games: Vec<MatchGame> = (0..8)
            .map(|i| {
                // Anna and Bela score 95 each game, Csaba and Dora 94 (and
                // 95 in game 8: 753 = 94·7 + 95).
                let (ab, cd) = (95, if i == 7 { 95 } else { 94 });
                let names = |v: [&str; 4]| v.iter().map(|s| s.to_string()).collect();
                if i % 2 == 0 {
                    MatchGame {
                        players: names(["Anna", "Bela", "Csaba", "Dora"]),
                        scores: BySeat([ab, ab, cd, cd]),
                    }
                } else {
                    MatchGame {
                        players: names(["Csaba", "Dora", "Anna", "Bela"]),
                        scores: BySeat([cd, cd, ab, ab]),
                    }
                }
            })
            .collect();
        let r = match_result(&games).unwrap();
        assert_eq!(
            r.players,
            [("Anna", 95), ("Bela", 95), ("Csaba", 94), ("Dora", 94)]
                .map(|(n, s)| (n.to_string(), s))
        );
        assert_eq!(r.notes.len(), 1, "{:?}", r.notes);
        assert!(match_result(&games[..7]).is_none());
        let mut wrong = games.clone();
        wrong.swap(0, 1);
        wrong[0].players = vec!["Anna".into(), "Csaba".into(), "Bela".into(), "Dora".into()];
        assert!(match_result(&wrong).unwrap().notes.len() > 1);
        let a = GrandPrix {
            matches: vec![vec![762], vec![700], vec![600]],
            trophies: vec![],
        };
        let b = GrandPrix {
            matches: vec![vec![756], vec![706], vec![600]],
            trophies: vec![Id::Royal],
        };
        assert_eq!(grand_prix_total(&[762, 700, 600]), 2062);
        assert_eq!(grand_prix_cmp(&a, &b), Ordering::Less, "762 beats 756");
        let c = GrandPrix {
            matches: vec![vec![762], vec![700], vec![600]],
            trophies: vec![Id::Spadille, Id::Mondfang],
        };
        let d = GrandPrix {
            matches: vec![vec![762], vec![600], vec![700]],
            trophies: vec![Id::Skala],
        };
        assert_eq!(
            grand_prix_cmp(&c, &d),
            Ordering::Greater,
            "Skala ranks over Mondfang"
        );
        assert!(trophy_rank(Id::Royal) > trophy_rank(Id::Triumph));
        assert!(trophy_rank(Id::Spiel).is_none());
    }
}
