//! Every rule of the game calling the XX, with its id and the rulebook's own
//! words. The rulebook is the help page of the online game
//! (its German help page), cited as "Zwanzigerrufen"
//! with its section ("Spielregeln", "Punktewertung"). Where it is silent or
//! unclear the source says `[standard]` or `[reading]` and why; the readings
//! are listed in CONVENTIONS.md.

use crate::engine::Rule;

// ---------------------------------------------------------------- deal

pub const DEAL_CARDS: Rule = Rule::new(
    "zwanziger.deal.cards",
    "Gespielt wird mit 40 Karten. … Tarock I (= Pagat), Tarock IIII bis Tarock XX, Tarock XXI \
     (=Mond), Tarock XXII (ohne Beschriftung, = Sküs) (Zwanzigerrufen, Spielregeln); Bei dem \
     Kartenspiel Tarock erhält jeder der 4 Spieler 10 Karten (Zwanzigerrufen, Überblick)",
);

pub const DEAL_NO_TALON: Rule = Rule::new(
    "zwanziger.deal.no-talon",
    "[standard] jeder der 4 Spieler erhält 10 Karten (Zwanzigerrufen, Überblick): the 40 cards \
     are all dealt, there is no talon to take or lay away",
);

pub const DEAL_REDEAL: Rule = Rule::new(
    "zwanziger.deal.redeal",
    "Wenn die Karten eines Mitspielers besonders schlecht sind (ein Mitspieler hat keine oder nur \
     eine Tarock oder ein Mitspieler hat alle 4 „Glatzen“ (Pik 10, Kreuz 10, Herz As, Karo As)), \
     so werden die Karten neu gemischt, wobei der Rufer allerdings gleich bleibt. (Zwanzigerrufen, \
     Spielregeln)",
);

// ---------------------------------------------------------------- auction

pub const AUCTION_TURN_ORDER: Rule = Rule::new(
    "zwanziger.auction.turn-order",
    "Das Spiel beginnt, nachdem alle Spieler, beginnend bei der Vorhand, nach der Reihe höhere \
     Spiele beziehungsweise Zusätze zum angesagten Spiel sagen. (Zwanzigerrufen, Spielregeln)",
);

pub const AUCTION_VORHAND_GAME: Rule = Rule::new(
    "zwanziger.auction.vorhand-game",
    "Der Rufer muss dabei zumindest einmal etwas ansagen. (Zwanzigerrufen, Spielregeln) \
     [reading] the Rufer is the Vorhand (\"wobei der Rufer allerdings gleich bleibt\", DIGEST C4); \
     his first turn names his game",
);

pub const AUCTION_RUFER: Rule = Rule::new(
    "zwanziger.auction.rufer",
    "Rufer (der Rufer ruft XX, XIX, XVII, XVII, XVI) (Zwanzigerrufen, Spielregeln) [reading] the \
     Rufer is the Vorhand's game (\"wobei der Rufer allerdings gleich bleibt\", DIGEST C4); no \
     other player can play it",
);

pub const AUCTION_FORCED_SOLO: Rule = Rule::new(
    "zwanziger.auction.forced-solo",
    "[standard] Rufer (der Rufer ruft XX, XIX, XVII, XVII, XVI) (Zwanzigerrufen, Spielregeln): a \
     Vorhand holding XX, XIX, XVIII, XVII and XVI has no Tarock to call and must name a higher \
     game (DIGEST C2)",
);

pub const AUCTION_HIGHER_GAME: Rule = Rule::new(
    "zwanziger.auction.higher-game",
    "Alle Zusätze für das vorangegangene Spiel sind wertlos, wenn ein Spieler ein höheres Spiel \
     ansagt. Dabei gilt folgende Regel: Farbensolo schlägt Rufer, Solo schlägt Farbensolo. \
     (Zwanzigerrufen, Spielregeln)",
);

pub const AUCTION_ACCEPTED: Rule = Rule::new(
    "zwanziger.auction.accepted",
    "Hat ein Spieler einem angesagten Spiel bereits zugestimmt, so kann er nur mehr Zusätze \
     melden, aber kein höheres Spiel mehr ansagen. (Zwanzigerrufen, Spielregeln) [reading] a \
     player has agreed once he has ended a turn without naming a game",
);

pub const AUCTION_FARBENSOLO: Rule = Rule::new(
    "zwanziger.auction.farbensolo",
    "Farbensolo (ist erst ab 5 Farbkarten möglich) (Zwanzigerrufen, Spielregeln)",
);

pub const AUCTION_TURN_FORM: Rule = Rule::new(
    "zwanziger.auction.turn-form",
    "[reading] nach der Reihe höhere Spiele beziehungsweise Zusätze … sagen (Zwanzigerrufen, \
     Spielregeln): a turn is either `weiter` alone, or statements — at most one game, said first, \
     then Zusätze and kontras; a turn says something",
);

pub const AUCTION_VOCABULARY: Rule = Rule::new(
    "zwanziger.auction.vocabulary",
    "[reading] Folgende Spiele sind möglich: Rufer, Farbensolo, Solo; Zusätze: Absolut, Pagat, \
     Valat, Kontra, Rekontra, Subkontra (Zwanzigerrufen, Spielregeln): the statements are `rufer`, \
     `farbensolo`, `solo`, `absolut`, `pagat`, `valat`, `kontra(X)`, `re(X)`, `sub(X)` with X one \
     of `spiel`, `absolut`, `pagat`, `valat`, and `weiter` (or `pass`)",
);

pub const AUCTION_END: Rule = Rule::new(
    "zwanziger.auction.end",
    "[reading] Das Spiel beginnt, nachdem alle Spieler … höhere Spiele beziehungsweise Zusätze \
     zum angesagten Spiel sagen (Zwanzigerrufen, Spielregeln): the bidding ends when all four \
     players have said `weiter` one after the other; nothing is said after it, and the play does \
     not begin before it",
);

pub const AUCTION_SECTION: Rule = Rule::new(
    "zwanziger.auction.section",
    "[reading] alle Spieler … sagen … höhere Spiele beziehungsweise Zusätze zum angesagten Spiel \
     (Zwanzigerrufen, Spielregeln): every Zusatz and kontra is said in the bidding; the game has \
     no separate announcement round, so a zwanziger transcript has no `announce` section",
);

pub const AUCTION_SIDE: Rule = Rule::new(
    "zwanziger.auction.side",
    "Bei jeder Ansage muss eindeutig definiert sein, ob der Ansager zur Partei des Spielers oder \
     zur Partei des Gegners gehört. (Zwanzigerrufen, Spielregeln) [reading] every statement \
     counts for the speaker's side, which the deal fixes (the Rufer and the holder of the called \
     Tarock; the soloist alone)",
);

pub const AUCTION_ABSOLUT: Rule = Rule::new(
    "zwanziger.auction.absolut",
    "Ein „Absolut“ darf vom Gegner erst angesagt werden, wenn das Spiel gekontert wurde. \
     (Zwanzigerrufen, Spielregeln) [reading] Absolut is announced once in a game, by one side",
);

pub const AUCTION_PAGAT: Rule = Rule::new(
    "zwanziger.auction.pagat",
    "Ein Pagat kann derjenige Spieler ansagen, der im Besitz des Pagats ist. (Zwanzigerrufen, \
     Spielregeln) Hat jemand ein Farbensolo … Pagat kann in diesem Fall gar nicht angesagt \
     werden. (Zwanzigerrufen, Punktewertung)",
);

pub const AUCTION_AFTER_VALAT: Rule = Rule::new(
    "zwanziger.auction.after-valat",
    "Wurde ein „Valat“ angesagt zu kann man keine Zusätze mehr melden, Kontras auf den „Valat“ \
     sind jedoch möglich. (Zwanzigerrufen, Spielregeln)",
);

pub const AUCTION_KONTRA: Rule = Rule::new(
    "zwanziger.auction.kontra",
    "Folgende Zusätze durch Ansager oder dessen Partner bestehen: … Kontra auf Absolut (der \
     Gegner) … Rekontra (auf das Spiel), Rekontra auf Absolut … Subkontra auf Absolut (der \
     Gegner) … Folgende Zusätze durch die Gegner bestehen: … Kontra (auf das Spiel), Kontra auf \
     Absolut … Rekontra auf Absolut (der Gegner) … Subkontra (auf das Spiel) … (Zwanzigerrufen, \
     Spielregeln) [reading] Kontra comes from the side against the item, Rekontra from its own \
     side, Subkontra from the side against it, each once and in this order",
);

// ---------------------------------------------------------------- call

pub const CALL_TAROCK: Rule = Rule::new(
    "zwanziger.call.called-tarock",
    "Rufer (der Rufer ruft XX, XIX, XVII, XVII, XVI) (Zwanzigerrufen, Spielregeln) [reading] the \
     Rufer calls the XX, or, holding it, the highest of XIX, XVIII, XVII, XVI he does not hold \
     (\"XVII, XVII\" is a misprint, DIGEST C2); the holder of the called Tarock is his partner",
);

pub const CALL_SOLO: Rule = Rule::new(
    "zwanziger.call.solo",
    "[reading] only the Rufer calls (Zwanzigerrufen, Spielregeln: \"der Rufer ruft XX …\"); \
     Farbensolo and Solo are played alone against three, with no call",
);

// ---------------------------------------------------------------- play

pub const PLAY_TURN: Rule = Rule::new(
    "zwanziger.play.turn",
    "Die Vorhand spielt dann aus. (Zwanzigerrufen, Spielregeln) [standard] the winner of a trick \
     leads to the next; the others follow in order of play; a card played out of turn stands",
);

pub const PLAY_CARD: Rule = Rule::new(
    "zwanziger.play.card",
    "[standard] each player plays one card of his own hand to each of the ten tricks",
);

pub const PLAY_FOLLOW_SUIT: Rule = Rule::new(
    "zwanziger.play.follow-suit",
    "Es herrscht Farb- und Tarockzwang wobei der Tarock als Atout die Farbkarten stechen. \
     (Zwanzigerrufen, Spielregeln)",
);

pub const PLAY_TAROCKZWANG: Rule = Rule::new(
    "zwanziger.play.tarockzwang",
    "Es herrscht Farb- und Tarockzwang … Ist es einem Spieler nicht möglich die gleiche Farbe \
     auszuspielen, so muss er selbst Tarock spielen. (Zwanzigerrufen, Spielregeln) Hat man die \
     Farbe nicht, so muss man um Farbensolo Tarock spielen. (ebd., Farbensolo)",
);

pub const PLAY_FARBENSOLO_LEAD: Rule = Rule::new(
    "zwanziger.play.farbensolo-lead",
    "Hat der Spieler noch Farbkarten, so darf kein Tarock ausgespielt werden. (Zwanzigerrufen, \
     Spielregeln, Farbensolo) [reading] \"der Spieler\" is whoever leads, as in the Austrian \
     colour games (\"Tarock darf erst dann ausgespielt werden, wenn man keine Farbkarte mehr im \
     Blatt hat\", Tarockcup, Farbenspiele)",
);

pub const PLAY_PAGAT_LAST: Rule = Rule::new(
    "zwanziger.play.pagat-last",
    "Auch wenn es taktisch ungünstig ist, darf jener Spieler, der den Pagat angesagt, diesen erst \
     zum letztmöglichen Zeitpunkt spielen. (Zwanzigerrufen, Spielregeln) [reading] the announced \
     Pagat may be played only when it is its holder's only legal card",
);

pub const PLAY_TRICK: Rule = Rule::new(
    "zwanziger.play.trick",
    "Es herrscht Farb- und Tarockzwang wobei der Tarock als Atout die Farbkarten stechen. … Die \
     Karten zählen aufsteigend vom Ass bzw. 10 bis zum König. Bei Tarock zählt der Pagat am \
     wenigsten, der Sküs am meisten. (Zwanzigerrufen, Spielregeln) [standard] no Stichzwang",
);

pub const PLAY_KAISERSTICH: Rule = Rule::new(
    "zwanziger.play.kaiserstich",
    "Sollten alle drei Trullkarten in einem Stich vorkommen, sticht der Pagat, mit Ausnahme bei \
     einem Farbensolo. (Zwanzigerrufen, Spielregeln)",
);

pub const PLAY_FARBENSOLO_TRUMPS: Rule = Rule::new(
    "zwanziger.play.farbensolo-trumps",
    "Die Tarock stechen die Farben im Farbensolo nicht. (Zwanzigerrufen, Spielregeln) [standard] \
     a tarock played to a suit lead has no trick power; a tarock lead is won by the highest tarock",
);

// ---------------------------------------------------------------- score

pub const SCORE_CARD_POINTS: Rule = Rule::new(
    "zwanziger.score.card-points",
    "Im Spiel beträgt die Summe aller Kartenwerte 88 Punkte. … 5 Punkte: König und Trull, 4 \
     Punkte: Dame, 3 Punkte: Reiter, 2 Punkte: Bub, 1 Punkt: andere Tarock, kein Punkt: niedrige \
     Farbkarte (Zwanzigerrufen, Punktewertung) [reading] counted card by card (DIGEST C1)",
);

pub const SCORE_GAME: Rule = Rule::new(
    "zwanziger.score.game",
    "Die Spielpartei muss mindestens 45 Punkte erzielen um zu siegen, unabhängig von einem \
     Kontra. Einfacher Spielwert: Normaler Rufer; 4-facher Spielwert: Solo/Farbensolo \
     (Zwanzigerrufen, Spielregeln)",
);

pub const SCORE_ABSOLUT: Rule = Rule::new(
    "zwanziger.score.absolut",
    "Die ansagende Spielpartei muss bei einem angesagten Absolut mindestens 56 Punkte erreichen, \
     um das Absolut zu gewinnen, da es sonst als verloren gilt. Wenn eine Partei ohne ein Absolut \
     angesagt zu haben die benötigte Punktezahl dafür erreicht so zählt es als still gewonnen. \
     (Zwanzigerrufen, Spielregeln) Rufer: still 1, angesagt 2; Solo/Farbensolo: still 2, \
     angesagt 4",
);

pub const SCORE_PAGAT: Rule = Rule::new(
    "zwanziger.score.pagat",
    "Der Ansager muss mit seiner Karte den letzten Stich erzielen, um den angesagten Pagat zu \
     gewinnen. … Der Pagat gilt als still gespielt, wenn der Besitzer des Pagats den letzten \
     Stich macht, ohne ihn vorher angesagt zu haben. Muss der Besitzer den Pagat im letzten Stich \
     zugeben, so wird das als still verloren gewertet. (Zwanzigerrufen, Spielregeln) Rufer: still \
     1, angesagt 2; Solo: still 2, angesagt 4",
);

pub const SCORE_VALAT: Rule = Rule::new(
    "zwanziger.score.valat",
    "Ein angesagter Valat wird dann erzielt, wenn die ansagende Partei alle Stiche macht. Als \
     still gewonnen gilt der Valat wenn eine Partei alle Stiche macht, ohne vorher den Valat \
     angesagt zu haben. Durch einen Valat werden alle anderen Prämien aufgehoben. Es wird nur mehr \
     der Valat mit seinen Kontras selbst gewertet. (Zwanzigerrufen, Spielregeln) Rufer: still 6, \
     angesagt 12; Solo/Farbensolo: still 12, angesagt 24 [reading] an announced Valat, made or \
     not, and a silent Valat made cancel everything else (DIGEST §7 case 25)",
);

pub const SCORE_TRULL: Rule = Rule::new(
    "zwanziger.score.trull",
    "Trull bei Solo: Diese Prämie erhält jener Spieler, der zu Beginn alle Trullstücke im Blatt \
     hat (Zwanzigerrufen, Punktewertung) Rufer 1, Solo 2 [reading] paid to the holder's side \
     (DIGEST C6)",
);

pub const SCORE_KOENIGSTRULL: Rule = Rule::new(
    "zwanziger.score.koenigstrull",
    "Königstrull bei Solo/Farbensolo: Jene Partei, die zu Beginn alle Könige im Blatt hat erhält \
     diese Prämie (Zwanzigerrufen, Punktewertung) Rufer 1, Solo/Farbensolo 2",
);

pub const SCORE_MONDFANG: Rule = Rule::new(
    "zwanziger.score.mondfang",
    "Mondfang bei Solo: Wird der Mond im Laufe des Spielens mit dem Sküs gestochen wird, muss die \
     Partei, die den Mond gespielt hat, diese Prämie bezahlen – auch wenn der eigene Partner \
     sticht (Zwanzigerrufen, Punktewertung) Rufer 1, Solo 2 [reading] the Sküs must win the trick \
     (no Mondfang when the Pagat wins it by Kaiserstich, DIGEST C7)",
);

pub const SCORE_FARBENSOLO: Rule = Rule::new(
    "zwanziger.score.farbensolo",
    "Hat jemand ein Farbensolo, so zählen die Prämien Pagat, Trull und Mondfang nicht (d.h. alle \
     die mit Tarock zu tun haben), der Königstrull wird aber gewertet. (Zwanzigerrufen, \
     Punktewertung)",
);

pub const SCORE_KONTRA: Rule = Rule::new(
    "zwanziger.score.kontra",
    "Zusammengezählt wird der Wert des Spieles, alle Zusätze und stille Prämien. Durch die \
     vorangegangenen Kontras und Zusätze wird der jeweilige Wert verdoppelt. (Zwanzigerrufen, \
     Punktewertung) [reading] Kontra ×2, Rekontra ×4, Subkontra ×8, each on its own item; silent \
     premiums cannot be kontra'd (DIGEST C11)",
);

pub const SCORE_DISTRIBUTION: Rule = Rule::new(
    "zwanziger.score.distribution",
    "Die Verlierer zahlen jeweils den Gewinnern die Werte. (Zwanzigerrufen, Punktewertung) \
     [standard] every item separately: 2 against 2 each winner +V, each loser −V; 1 against 3 the \
     single player ±3V, each of the three ∓V (DIGEST §0, C5)",
);

pub const SCORE_SHEET: Rule = Rule::new(
    "zwanziger.score.sheet",
    "Nach jeder Spielrunde wird die Gewinnrechnung einzeln aufgeführt und danach sofort zwischen \
     den Spielern ausgeglichen. (Zwanzigerrufen, Punktewertung) [standard] the score sheet shows \
     the settlement the rules give; the referee compares the two",
);

pub const SCORE_RENONCE: Rule = Rule::new(
    "zwanziger.score.renonce",
    "[reading] the rulebook defines no renonce (DIGEST C12); the Tarockcup's rule applies: „Alle \
     regulären Spieler erhalten die Punkte so, als hätten sie das Spiel und alle angesagten \
     Prämien gewonnen. Der Renoncespieler bekommt die Punkte der drei Mitspieler als \
     Minuspunkte.“ (Tarockcup, Renonceregelung) — each regular player his own share (threefold \
     for a soloist), the Kontras of this game included; the first renonce settles the game",
);

/// Every rule, in the order of the game.
pub const ALL: &[Rule] = &[
    DEAL_CARDS,
    DEAL_NO_TALON,
    DEAL_REDEAL,
    AUCTION_TURN_ORDER,
    AUCTION_VORHAND_GAME,
    AUCTION_RUFER,
    AUCTION_FORCED_SOLO,
    AUCTION_HIGHER_GAME,
    AUCTION_ACCEPTED,
    AUCTION_FARBENSOLO,
    AUCTION_TURN_FORM,
    AUCTION_VOCABULARY,
    AUCTION_END,
    AUCTION_SECTION,
    AUCTION_SIDE,
    AUCTION_ABSOLUT,
    AUCTION_PAGAT,
    AUCTION_AFTER_VALAT,
    AUCTION_KONTRA,
    CALL_TAROCK,
    CALL_SOLO,
    PLAY_TURN,
    PLAY_CARD,
    PLAY_FOLLOW_SUIT,
    PLAY_TAROCKZWANG,
    PLAY_FARBENSOLO_LEAD,
    PLAY_PAGAT_LAST,
    PLAY_TRICK,
    PLAY_KAISERSTICH,
    PLAY_FARBENSOLO_TRUMPS,
    SCORE_CARD_POINTS,
    SCORE_GAME,
    SCORE_ABSOLUT,
    SCORE_PAGAT,
    SCORE_VALAT,
    SCORE_TRULL,
    SCORE_KOENIGSTRULL,
    SCORE_MONDFANG,
    SCORE_FARBENSOLO,
    SCORE_KONTRA,
    SCORE_DISTRIBUTION,
    SCORE_RENONCE,
    SCORE_SHEET,
];
