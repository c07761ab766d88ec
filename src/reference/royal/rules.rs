//! Every rule the Royal engine applies: its stable id and the rulebook's
//! own words (seed `royal-tarokk.de.txt`, cited as "Royal-Tarock, <section>"),
//! or, where the rulebook is silent or unclear, the reading and its reason
//! (`[standard] …`, `[reading] …`, with the DIGEST §6 number where it has one).
//! CONVENTIONS.md lists the same ids with a line each.

use super::table::SPECS;
use crate::engine::Rule;
use std::borrow::Cow;

macro_rules! rules {
    ($($name:ident = $id:literal, $source:expr;)*) => {
        $(pub const $name: Rule = Rule::new($id, $source);)*
        /// The fixed rules, in the order of a game.
        pub const FIXED: &[Rule] = &[$($name),*];
    };
}

rules! {
    DEAL_CARDS = "royal.deal.cards",
        "Das Royal-Tarock wird mit einer reduzierten Blattzahl von 40 Karten gespielt. … Nach dem Geben und Aufnehmen der Karten muss jeder Spieler überprüfen, ob er zehn Karten … in der Hand hat. (Royal-Tarock, Die Karten; Zusammenwerfen) [reading] Ten cards to each seat, every card of the 40-card pack once, no talon.";
    DEAL_PRESET = "royal.deal.preset",
        "Er nimmt die Tarocks XX und XIX aus dem Kartenpaket, gibt den XIXer dem Abfänger und den XXer dem Eintreiber der Angriffspartei. (Royal-Tarock, Das Geben) [reading A3] Seat 1 (attacking Abfänger) holds XIX, seat 2 (attacking Eintreiber) holds XX.";
    DEAL_THROW_IN = "royal.deal.throw-in",
        "Wenn falsch gegeben wurde oder ein Spieler weniger als drei Tarocks hat, muss er das zeigen und das Spiel damit annullieren. Die Karten werden zusammengeworfen, und der Geber muss zu demselben Spiel nochmal geben. (Royal-Tarock, Zusammenwerfen)";
    AUCTION_SECTION = "royal.auction.section",
        "[reading] Royal has no contract and no separate premium round (\"während der Lizitation [werden] nur noch die Prämien angesagt und eventuell kontriert\", Royal-Tarock, Das Lizitieren): every Meldung, Schlemm and Kontra is said in the `auction` section.";
    AUCTION_ORDER = "royal.auction.order",
        "Der Geber eröffnet die Lizitation und die Mitspieler folgen ihn. (Royal-Tarock, Das Lizitieren) [reading A1] The dealer (seat 4) opens, then seats 1, 2, 3, 4 … in order of play.";
    AUCTION_TURN = "royal.auction.turn",
        "Ist ein Spieler dran, kann er in beliebiger Reihenfolge seine Meldungen, Schlemme und Kontras ansagen und seine Äußerung mit „Weiter!“ abschließen. Wenn ein Spieler nichts zu sagen hat, muss er passen. (Royal-Tarock, Das Lizitieren)";
    AUCTION_END = "royal.auction.end",
        "Wurde von drei Spielern in Folge gepasst, ist die Lizitationsphase zu Ende. Ausnahme: Unmittelbar nach dem Geben müssen alle vier Spieler passen, um die Lizitation abzuschließen. (Royal-Tarock, Das Lizitieren)";
    AUCTION_ITEM = "royal.auction.item",
        "Das Royal-Tarock hat 66 Ansagen und 4 stille Prämien. (Royal-Tarock, Das Lizitieren) — an item must be one of the 66 with its arguments (Vocabulary); Flush, Wonok, Amazon, Spadille, Manille, Schleicher, Phönix, Couleur, Trojka, Bethlehem, Gloria, Triumph and the like name nothing (\"… darf nicht angesagt werden\"); the silent premiums cannot be announced (\"4 Könige … kann zwar nicht angesagt werden\").";
    AUCTION_DUPLICATE = "royal.auction.duplicate",
        "[reading] An announcement stands once: a Schlemm once per pair, a Meldung once per player (Flush and Wonok once per complete suit or rank he holds). Saying it again adds nothing and is void.";
    AUCTION_FALSE_MELDUNG = "royal.auction.false-meldung",
        "Nur die echte Anzahl der gegebenen Farbe darf angesagt werden. (Royal-Tarock, Meldungen) [reading A19] A Meldung whose condition the announcer's dealt hand does not meet (Farbenanzahl or Tarockanzahl not true or out of range, Vogerl, Flush or Wonok not held) is false: it stands, and the announcing pair scores 0 for the game.";
    AUCTION_RAISE = "royal.auction.raise",
        "Ein steigerbarer Schlemm kann nur vom Partner angehoben werden. Im Falle, dass der teurere Schlemm mit mehreren früher angesagten Schlemmen im Hebungsverhältnis steht, kann die Steigerung nur von dem Partner vom Ansager des letzten solchen Schlemmes durchgeführt werden. Wichtige Ausnahme: Trophäen (siehe unten) können ausschließlich mit Partnerwechsel gesteigert werden. (Royal-Tarock, Steigerung von Schlemmen) [reading A16] When a trophy is raised, the raiser must be the partner of the trophy's announcer, whoever announced later related Schlemme.";
    AUCTION_INCLUDED = "royal.auction.included",
        "[reading] The Hebung only goes up: a Schlemm that a standing Schlemm of the same pair already includes (the cheaper one of a raise relation) cannot be announced after it.";
    AUCTION_ONE_TROPHY = "royal.auction.one-trophy",
        "Nur eine Trophäe pro Partei und Spiel kann angesagt und gewertet werden. (Trophäen können jedoch auch gesteigert werden …) (Royal-Tarock, Die Trophäen)";
    AUCTION_FLIGHT = "royal.auction.flight",
        "Der Fasan und der Falke … können nicht gleichzeitig angesagt werden und stehen zueinander auch nicht im Hebungsverhältnis. (Royal-Tarock, Flugschlemme) Der Siebenbürger, der Temeschwarer und der Klausenburger Fasan können nicht gleichzeitig angesagt werden. (Royal-Tarock, Extras) [reading A13] Per pair at most one Flugschlemm (Fasan, Falke, the three Fasane, Habicht, Stella) stands; another only as its raise.";
    AUCTION_CAPTURE = "royal.auction.capture",
        "Die Abfangschlemme können nicht kombiniert werden. Sie stehen zueinander sinngemäß im Hebungsverhältnis und zwei Abfangschlemme dürfen nicht gleichzeitig angesagt werden (unabhängig von ihrer Farben). (Royal-Tarock, Abfangschlemme) [reading A14] Per pair.";
    AUCTION_BOUND_CARD = "royal.auction.bound-card",
        "Wurde ein Flugschlemm angesagt, der sich auf eine bestimmte Hochspielkarte bezieht, kann kein Hochspielschlemm mit derselben Karte angesagt werden. Umgekehrt gilt diese Regel auch und bezieht sich auf alle behaltpflichtigen Schlemme und Trophäen. (Royal-Tarock, Flugschlemme) [reading] Per pair; a raise may bind the raised Schlemm's cards again.";
    AUCTION_KONTRA = "royal.auction.kontra",
        "Jeder angesagte Schlemm kann von den Gegnern kontriert werden. Weitere Kontras wie Rekontra usw. sind im Royal nicht erlaubt. (Royal-Tarock, Das Lizitieren) [reading] Meldungen are no Schlemme and cannot be kontra'd; each Schlemm once; a raised Schlemm's kontra lapses (\"Die Steigerung kann zwar ein Kontra außer Kraft setzen\").";
    PLAY_TURN = "royal.play.turn",
        "Zum ersten Ausspielen kommt immer der Eintreiber der Angriffspartei. (Royal-Tarock, Die Spielweise) [standard] Play goes in order of play; the winner of a trick leads to the next; ten tricks.";
    PLAY_CARD = "royal.play.card",
        "[standard] A player plays a card of his own hand, each card once.";
    PLAY_FOLLOW_SUIT = "royal.play.follow-suit",
        "Es gilt Farb- und Tarockzwang, jedoch kein Stichzwang. (Royal-Tarock, Die Spielweise)";
    PLAY_TAROCK = "royal.play.tarock",
        "Es gilt Farb- und Tarockzwang, jedoch kein Stichzwang. (Royal-Tarock, Die Spielweise) [standard] A player void in the suit led, or to a tarock lead, plays a tarock if he holds one.";
    PLAY_TRICK = "royal.play.trick",
        "[standard, reading A4] The highest tarock wins the trick (the Sküs always: no Kaiserstich); without a tarock the highest card of the suit led wins, K > Q > C > J (> 10 in Pik and Kreuz).";
    PLAY_BOUND_IN_TRICK = "royal.play.bound-in-trick",
        "Die angebundene Karte muss, wenn möglich, im entsprechenden Stich ausgespielt bzw. zugegeben werden. (Royal-Tarock, Die Spielweise)";
    PLAY_BOUND_EARLY = "royal.play.bound-early",
        "Wenn die Partei einen solchen Schlemm angesagt hat, darf der Besitzer die in Frage stehende (angebundene) Karte nur dann früher ausspielen, wenn er keine andere Möglichkeit hat. (Royal-Tarock, Die Spielweise) Gelingt es der Gegnerpartei, einen Stich zu machen und somit die gebundene Stichprämie zum Scheitern zu bringen, bleibt die Behaltpflicht in Kraft und der entsprechende Stecher darf nicht früher als angesagt ausgespielt werden! (Royal-Tarock, Gebundene Stiche) [reading A10] The binding holds after its Schlemm has failed, for every behaltpflichtig Schlemm, and lapses once its trick has passed.";
    PLAY_BOUND_ORDER = "royal.play.bound-order",
        "Wenn mehrere behaltpflichtige Schlemme angesagt wurden und der Besitzer nur noch eine angebundene Karte zugeben kann, dann muss er jene (oder eine Karte von jenen) ausspielen bzw. zugeben, die zuletzt angebunden worden ist. (Royal-Tarock, Die Spielweise) [reading A11] A card bound anew by a raise keeps the time it was first bound.";
    PLAY_BOUND_RAISE = "royal.play.bound-raise",
        "Wird ein behaltpflichtiger Schlemm erhoben, bleibt die Pflicht in Kraft! Der (zusammengesetzte) eingehobene Schlemm gilt als verloren, wenn er nicht mit den (durch die erhobenen Schlemme) angebundenen Karten erfolgt wird. (Royal-Tarock, Die Spielweise) [reading A11, A12] The raise names the bound cards again; each is bound to the trick the raised Schlemm requires of it (Klausenburger → Stella: the trick-4 card is freed, XIX takes trick 4).";
    SCORE_KONSOLATION = "royal.score.konsolation",
        "Die Basispunkte werden für die Summe der Anzahl der Tarocks beider Spieler einer Partei gegeben. … 13 Tarocks (oder mehr) 40 · 11–12 Tarocks 50 · 10 Tarocks (oder weniger) 60 · Spiel mit nur einem Honneur +20 · Spiel mit gar keinem Honneur +30 · Spiel ohne den XVIII +5 · Spiel ohne den XVII +5 · Spiel ohne den XVI +5 · Verteidigung +20. Die Angreifer können maximal 100, die Verteidiger jedoch nur 90 Punkte als Konsolation aufschreiben. (Royal-Tarock, Die Konsolation) [reading A23] Honneurs and Stecher of both partners' dealt hands together; the preset XIX and XX count.";
    SCORE_ANNOUNCEMENTS = "royal.score.announcements",
        "Danach werden die gewonnenen bzw. verlorenen Ansagen mit Plus- und Minuspunkten gewertet. Jede Partei schreibt nur für die eigenen Ansagen (Plus- oder Minus-)Punkte auf. (Royal-Tarock, Abrechnung) [reading] Each partner carries the pair's figure; the game is not zero-sum.";
    SCORE_BY_CARD = "royal.score.by-card",
        "Der Schlemm gilt nur dann als gewonnen, wenn die Hochspielkarte selbst den Stich macht. (Royal-Tarock, Hochspielschlemme) [reading A9] Every \"Stich mit X machen\" means X itself wins that trick for the pair.";
    SCORE_RAISE = "royal.score.raise",
        "Die Steigerung kann zwar ein Kontra außer Kraft setzen, die Gegenpartei kann aber auch den eingehobenen Schlemm kontrieren. (Royal-Tarock, Steigerung von Schlemmen) [reading] After a Hebung only the raised Schlemm is scored.";
    SCORE_KONTRA = "royal.score.kontra",
        "Kontrierte Schlemme zählen auch nur einfach. Nur der Kontrierer kann mittels seines Kontras Punkte gewinnen oder verlieren. Das Kontra wird meistens in gleicher Weise gewertet wie der kontrierte Schlemm (mit umgekehrten Vorzeichen), aber eine Partei kann niemals mehr als 20 (zwanzig) Punkte durch alle Kontras zusammen gewinnen oder verlieren. (Royal-Tarock, Wertung kontrierter Schlemme) [reading A8] Always the Schlemm's value with the opposite sign; the sum of a pair's kontras held to −20 … +20.";
    SCORE_LIMIT = "royal.score.limit",
        "Normalerweise kann eine Partei nicht mehr als 100 Punkte in einem Spiel kassieren. Diese Limit kann nur durch angesagte Trophäen geändert werden. … Gelingt es einer Partei, eine Trophäe in Wert von unter 100 Punkten zu machen, wird das Limit um 10 Punkte erhoben (und wird damit 110). Bei Trophäen über 100 Punkten wird das Limit auf den Trophäenwert erhöht. (Royal-Tarock, Die Trophäen)";
    SCORE_LOST_TROPHY = "royal.score.lost-trophy",
        "Wird eine Trophäe in Wert von unter 100 Punkten verloren, sinkt das Punktlimit dementsprechend. Laut dieser Regel kann das Punktlimit auf 70 bzw. 50 Punkte fallen (den 30 bzw. 50 Minuspunkten entsprechend). Wenn eine Trophäe mit über 100 Punkten verlorengeht, wird das Spiel unbedingt mit null Punkten für die in Frage stehende Partei gewertet. (Royal-Tarock, Die Trophäen) [reading A7] The lost small trophy counts −value and the limit falls to 100 − value.";
    SCORE_FLOOR = "royal.score.floor",
        "Eine Partei kann nie weniger als null Punkte aufschreiben. Das obere Limit von 100 Punkten kann nur durch Trophäen überschritten werden. (Royal-Tarock, Abrechnung) [reading A6] Score = min(limit, max(0, Konsolation + announcements + silent premiums + kontras)).";
    SCORE_OBSCUR = "royal.score.obscur",
        "Obscur: Wenn von den vier Spielern weder freier Stich noch Valat-Trophäe gesagt wird, wird automatisch Obscur gespielt. Jene Partei, die als Erste fünf Stiche macht, gewinnt den Obscur. Bewertung: 5 Punkte. (Royal-Tarock, Stille Prämien) [reading A22] Valat-Trophäen: the twelve trophies that need all ten tricks.";
    SCORE_LAUER = "royal.score.lauer",
        "Lauer: Gelingt es einer Partei, den Pagat der Gegner ohne Ansage heimzubringen, wird diese Prämie bezahlt. Bewertung: 15 Punkte. (Royal-Tarock, Stille Prämien) [reading A15] Not for a pair that announced Pagatfang, Golgatha, Harpie or Royal.";
    SCORE_VIER_KOENIGE = "royal.score.vier-koenige",
        "4 Könige: Gelingt es einer Partei, alle vier Könige heimzubringen, wird diese Prämie bezahlt. Diese Prämie kann zwar nicht angesagt werden, sie wird aber mit wenigen Ausnahmen (Valat oder Legion [siehe unten] angesagt) immer gewertet. Bewertung: 20 Punkte. (Royal-Tarock, Stille Prämien) [reading A15] Not scored, for either pair, once anybody announced Valat, Legion or a Valat-Trophäe.";
    SCORE_MONDFANG_STILL = "royal.score.mondfang-still",
        "Mondfang still: Gelingt es einer Partei, das Tarock XXI der Gegner heimzubringen, wird diese Prämie bezahlt. Bewertung: 50 Punkte. (Royal-Tarock, Stille Prämien) [reading A15, widened] Not for a pair that announced a Schlemm which brings the opponents' Mond home (Mondfang, Kentaur, Gloria, Triumph, and also Golgatha, Harpie, Royal, as Lauer is withheld after Pagatfang).";
    SCORE_RENONCE = "royal.score.renonce",
        "[reading A19] The rulebook defines no renonce. The offending pair scores 0 for the game; the other pair scores as if all its announcements and kontras were won (a trophy as won, for the limit), with the silent premiums it made, subject to its limit.";
    SCORE_FALSE_MELDUNG = "royal.score.false-meldung",
        "[reading A19] A false Meldung: the announcing pair scores 0 for the game.";
    SCORE_ANNULLED = "royal.score.annulled",
        "Die Karten werden zusammengeworfen, und der Geber muss zu demselben Spiel nochmal geben. (Royal-Tarock, Zusammenwerfen) [reading] The annulled deal scores 0 for both pairs and is no game of the match.";
    SCORE_MATCH = "royal.score.match",
        "Nach jedem Spiel werden die von beiden Parteien gesammelten Punkte addiert. Wird das Match nach acht Spielen abgeschlossen, muss die Summe durch acht dividiert und das Resultat abgerundet werden, um das Endergebnis zu bekommen. Beispiel: aus 760:759 wird 95:94. (Royal-Tarock, Abrechnung eines Matches)";
    SCORE_CUP = "royal.score.cup",
        "Die drei Spielergebnisse werden zusammengerechnet und jene Mannschaft, die mehr Punkte gesammelt hat, ist weiter. Beispiel (Team A spielt gegen Team B): aus 96:95, 87:94 und 97:93 wird 280:282, Team B geht weiter. … Das Ergebnis der Verlängerung wird nur durch Addition gebildet, es wird weder normiert, noch auf- oder abgerundet … (Royal-Tarock, Der ungarische Pokal)";
    SCORE_GRAND_PRIX = "royal.score.grand-prix",
        "Bei einem GP werden die gesammelten Punkte weder normiert noch auf- oder abgerundet. … Bei Punktgleichheit entscheidet das beste (wenn selbst hier ein Gleichstand entsteht, das zweitbeste) Ergebnis der dreien Matches … Wenn immer noch keine Entscheidung getroffen werden kann, werden die gelungenen Trophäen rangiert und die höchste (bei Gleichstand die zweithöchste usw.) Trophäe gewinnt. Hier entscheidet die Reihenfolge der Trophäen auf dem Spielblatt (die wurde jedoch auf dieser Seite umgekehrt). (Royal-Tarock, Grand Prix)";
    SCORE_TROPHY_LIST = "royal.score.trophy-list",
        "Jede gelungene Trophäe wird in die Trophäenliste eingetragen und zwar unter dem Namen des Ansagers (nicht dem der Mannschaft). (Royal-Tarock, Die Trophäenliste)";
}

/// Every rule: the fixed ones, then one per announcement
/// (`royal.score.<identifier>`, the rulebook's definition of the item).
pub fn all() -> Vec<Rule> {
    let mut v: Vec<Rule> = FIXED.to_vec();
    for s in &SPECS {
        v.push(Rule {
            id: Cow::Owned(format!("royal.score.{}", s.name)),
            source: Cow::Borrowed(s.source),
        });
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_well_formed() {
        let all = all();
        let mut seen = std::collections::HashSet::new();
        for r in &all {
            assert!(seen.insert(r.id.clone()), "duplicate {}", r.id);
            let parts: Vec<&str> = r.id.split('.').collect();
            assert_eq!(parts.len(), 3, "{}", r.id);
            assert_eq!(parts[0], "royal");
            assert!(
                ["deal", "auction", "play", "score"].contains(&parts[1]),
                "{}",
                r.id
            );
            assert!(!r.source.is_empty());
        }
        assert_eq!(all.len(), FIXED.len() + 66);
    }

    /// CONVENTIONS.md names every rule id and every announcement.
    #[test]
    fn conventions_lists_every_rule_and_item() {
        let doc = include_str!("CONVENTIONS.md");
        for r in FIXED {
            assert!(doc.contains(&format!("`{}`", r.id)), "{} missing", r.id);
        }
        for s in &SPECS {
            assert!(doc.contains(&format!("`{}", s.name)), "{} missing", s.name);
        }
    }
}
