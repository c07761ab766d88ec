//! Trischaken (Tarockcup) and Fahren (Hopfgarten): each plays for himself,
//! paid from each seat's points and tricks.

use super::Contract;
use super::score::*;
use super::state::KrState;
use crate::seat::Seat;

impl KrState {
    /// Trischaken (Tarockcup) and Fahren (Hopfgarten).
    pub(super) fn each_settlement(&self, b: &mut Book, c: Contract) {
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
