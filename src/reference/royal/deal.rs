//! The deal: checking a recorded one, dealing a random one.

use super::rules as R;
use super::table::{DECK, XIX, XX};
use crate::cards::{Card, CardSet};
use crate::engine::{Deal, Kind, Then, Violation};
use crate::rng::Rng;
use crate::seat::{BySeat, Seat};

fn bad(rule: crate::engine::Rule, message: String) -> Violation {
    Violation {
        kind: Kind::ImpossibleCard,
        rule,
        seat: None,
        message,
        then: Then::Stop,
    }
}

/// Every way the deal breaks the rules of dealing (not the throw-in,
/// which annuls a correct deal): ten cards each from the 40-card pack,
/// every card once, no talon, XIX with seat 1 and XX with seat 2.
pub fn check(deal: &Deal) -> Vec<Violation> {
    let mut out = Vec::new();
    let what = if deal.reconstructed {
        "reconstructed from the play"
    } else {
        "dealt"
    };
    if deal.talon.iter().any(|h| !h.is_empty()) {
        out.push(bad(
            R::DEAL_CARDS,
            "the deal has a talon; Royal Tarokk deals all 40 cards to the players".into(),
        ));
    }
    let mut seen = CardSet::EMPTY;
    for s in Seat::ALL {
        let h = deal.hands[s];
        if h.len() != 10 {
            out.push(bad(
                R::DEAL_CARDS,
                format!(
                    "seat {s} was {what} {} cards; each player gets ten",
                    h.len()
                ),
            ));
        }
        let foreign = h.difference(DECK);
        if !foreign.is_empty() {
            out.push(bad(
                R::DEAL_CARDS,
                format!(
                    "seat {s} holds {}, not in the Royal pack",
                    foreign.display_sorted()
                ),
            ));
        }
        let twice = h & seen;
        if !twice.is_empty() {
            out.push(bad(
                R::DEAL_CARDS,
                format!(
                    "seat {s} holds {}, dealt to another seat as well",
                    twice.display_sorted()
                ),
            ));
        }
        seen |= h;
    }
    let missing = DECK.difference(seen);
    if !missing.is_empty() && out.is_empty() {
        out.push(bad(
            R::DEAL_CARDS,
            format!(
                "{} {} not dealt",
                missing.display_sorted(),
                if missing.len() == 1 { "was" } else { "were" }
            ),
        ));
    }
    for (card, n, role) in [
        (XIX, 1u8, "attacking Abfänger"),
        (XX, 2, "attacking Eintreiber"),
    ] {
        let want = Seat::new(n).unwrap_or(Seat::ALL[0]);
        if seen.contains(card) && !deal.hands[want].contains(card) {
            let holder = Seat::ALL
                .iter()
                .find(|s| deal.hands[**s].contains(card))
                .copied()
                .unwrap_or(want);
            out.push(bad(
                R::DEAL_PRESET,
                format!(
                    "{card} is in seat {holder}'s hand; the dealer gives it to seat {n}, the {role}"
                ),
            ));
        }
    }
    out
}

/// A random deal as the rulebook deals it, redealt while a player holds
/// fewer than three tarocks: XIX to seat 1 and XX to seat 2; the other 38
/// shuffled; one card each to seats 1 and 2, then pairs in order of play
/// from seat 3 until everyone has ten (DIGEST §6 A2).
pub fn random(rng: &mut Rng) -> Deal {
    let rest: Vec<Card> = DECK
        .difference(CardSet::single(XIX).with(XX))
        .iter()
        .collect();
    let mut hands = [CardSet::EMPTY; 4];
    for _ in 0..10_000 {
        let mut cards = rest.clone();
        rng.shuffle(&mut cards);
        hands = [
            CardSet::single(XIX),
            CardSet::single(XX),
            CardSet::EMPTY,
            CardSet::EMPTY,
        ];
        let mut it = cards.into_iter();
        for i in [0usize, 1] {
            if let Some(c) = it.next() {
                hands[i].insert(c);
            }
        }
        let mut to = 2usize;
        while let (Some(a), Some(b)) = (it.next(), it.next()) {
            // Seats already full are passed over (only at the end).
            while hands[to].len() >= 10 {
                to = (to + 1) % 4;
            }
            hands[to].insert(a);
            hands[to].insert(b);
            to = (to + 1) % 4;
        }
        if hands.iter().all(|h| h.tarocks().len() >= 3) {
            break;
        }
    }
    Deal {
        hands: BySeat(hands),
        talon: Vec::new(),
        reconstructed: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_deals_are_correct_and_playable() {
        let mut rng = Rng::new(7);
        for _ in 0..500 {
            let d = random(&mut rng);
            assert!(check(&d).is_empty(), "{:?}", check(&d));
            for s in Seat::ALL {
                assert_eq!(d.hands[s].len(), 10);
                assert!(d.hands[s].tarocks().len() >= 3);
            }
            assert!(d.hands[Seat::ALL[0]].contains(XIX));
            assert!(d.hands[Seat::ALL[1]].contains(XX));
        }
    }

    #[test]
    fn misdeals_are_found() {
        let mut rng = Rng::new(1);
        let mut d = random(&mut rng);
        // Swap XIX into seat 3 and a seat-3 card into seat 1.
        let s1 = Seat::ALL[0];
        let s3 = Seat::ALL[2];
        let c3 = d.hands[s3].first().unwrap();
        d.hands[s1] = d.hands[s1].without(XIX).with(c3);
        d.hands[s3] = d.hands[s3].without(c3).with(XIX);
        let v = check(&d);
        assert_eq!(v.len(), 1, "{v:?}");
        assert_eq!(v[0].rule.id, "royal.deal.preset");
        let mut d = random(&mut rng);
        let c = d.hands[s3].first().unwrap();
        d.hands[Seat::ALL[3]].insert(c);
        let ids: Vec<String> = check(&d).iter().map(|v| v.message.clone()).collect();
        assert_eq!(ids.len(), 2, "{ids:?}");
    }
}
