//! Every rule the Königrufen engine applies: its id `<variant>.<phase>.<name>`
//! and, per variant, the rulebook's own words (or the reading and its
//! reason). A rule a variant does not have is `None` in that column.

use super::Variant;
use crate::engine::Rule;
use std::borrow::Cow;

macro_rules! rules {
    ($( $key:ident $id:literal tc: $tc:expr, hg: $hg:expr, sb: $sb:expr; )*) => {
        /// A rule of the family; its id and source depend on the variant.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum R { $($key,)* }

        const TABLE: &[(R, &str, Option<&str>, Option<&str>, Option<&str>)] = &[
            $((R::$key, $id, $tc, $hg, $sb),)*
        ];
    };
}

const S: Option<&str> = None;

rules! {
    // ---------------------------------------------------------------- deal
    DealCards "deal.cards"
        tc: Some("Wird eine falsche Abgabe noch vor Beginn der Lizitation bemerkt, so ist die Abgabe zu wiederholen. Ansonsten ist für alle Spieler mit falscher Kartenanzahl eine Renonce zu werten. (Tarockcup, Renonceregelung) [standard] 54-card pack, 12 cards to each player and a talon of 2 × 3, every card once"),
        hg: Some("[standard] The 54-card pack: 12 cards to each player and a talon of 2 × 3 (\"Der Talon wird üblicherweise am Beginn gegeben\", Hopfgarten, Allgemeines), every card once. [reading] The Hopfgarten rules have no misdeal rule: as in the Tarockcup, a player with the wrong number of cards is named with a renonce, and the game is not played"),
        sb: Some("es werden je Spieler 6 Karten gegen den Uhrzeigersinn, dann 2 x 3 Talon und nochmals je 6 Karten verteilt (Sitzenberg, Ablauf) … Wird Vergeben (also ein Fehler beim Ausgeben) als Fehler vor der Lizitation erkannt, so wird straffrei wiederholt. Stellt sich der Fehler erst später heraus, dann hat der Geber Renonce begangen (Sitzenberg, Renonce) [reading] a record that goes on into the auction shows the error was found later: the dealer's renonce, found when the game (and the called king) is known; the game ends there and is settled on the game bid");
    ThrowIn "auction.zusammenwerfen"
        tc: Some("Jedes Blatt muss gespielt werden (auch ohne Tarock und Könige). (Tarockcup, Allgemeines)"),
        hg: Some("Hat man ein Blatt ohne Tarock und Könige, darf man zusammenwerfen; dann wird neu gegeben (gleicher Geber, gleiche Vorhand). (Hopfgarten, Allgemeines)"),
        sb: Some("[reading] The Sitzenberg rules know no throw-in: every hand is played.");
    // ------------------------------------------------------------- auction
    AuctionTurn "auction.turn"
        tc: Some("Die Vorhand beginnt mit \"Vorhand\" oder einer Spielansage. Wer kein Spiel anmelden oder überbieten will, muss passen (\"gut\"). (Tarockcup, Allgemeines) [standard] one statement per turn, in order of play"),
        hg: Some("Die Vorhand meldet \"Erster\", oder sagt gleich den Auf an. (Hopfgarten, Spielansage) [standard] one statement per turn, in order of play"),
        sb: Some("Vorhand eröffnet diese mit den Worten \"Ich rufe zu meinem Spiel\". Jeder kündigt ein höherwertiges Spiel an oder sagt \"gut\" (Sitzenberg, Lizitationsrunde) [standard] one statement per turn, in order of play");
    AuctionWord "auction.word"
        tc: Some("[standard] An auction turn says `vorhand` (Vorhand's opening), `pass`, `hold` or a game of the Tarockcup list (Tarockcup, Spielwertigkeit)"),
        hg: Some("[standard] An auction turn says `erster`, `pass` (\"weiter\") or a game of the Hopfgarten list: Rufer, Fahren, Pagat, Uhu, Maus, Auf (Hopfgarten, Spiel/Wert)"),
        sb: Some("[reading] The Sitzenberg rules name no games; the Tarockcup list is used without Trischaken (DIGEST §6 E1, E5)");
    Opening "auction.opening"
        tc: Some("Die Vorhand beginnt mit \"Vorhand\" oder einer Spielansage. (Tarockcup, Allgemeines)"),
        hg: Some("Die Vorhand meldet \"Erster\", oder sagt gleich den Auf an. (Hopfgarten, Spielansage)"),
        sb: Some("Vorhand eröffnet diese mit den Worten \"Ich rufe zu meinem Spiel\" (Sitzenberg, Lizitationsrunde)");
    Overbid "auction.overbid"
        tc: Some("Wer kein Spiel anmelden oder überbieten will, muss passen (\"gut\"). (Tarockcup, Allgemeines) [reading] a bid must rank above the game bid so far; the list order is the rank (DIGEST §6 B3)"),
        hg: Some("Angesagte Spiele dürfen durch höherrangige überboten werden … Auf … kann nicht überboten werden (Hopfgarten, Spielansage)"),
        sb: Some("Jeder kündigt ein höherwertiges Spiel an oder sagt \"gut\" (Sitzenberg, Lizitationsrunde)");
    Passed "auction.passed"
        tc: Some("[standard] A player who has passed (\"gut\") is out of the auction."),
        hg: Some("[standard] A player who has said \"weiter\" is out of the auction."),
        sb: Some("Jemand der \"gut\" sagt, kann nicht weiter lizitieren (darf jedoch in der Prämienrunde kontrieren) (Sitzenberg, Lizitationsrunde)");
    VorhandGame "auction.vorhand-game"
        tc: Some("Die Vorhandspiele stehen nur der Vorhand offen. Der Sechserdreier kann nur vorneweg angesagt werden, Rufer und Trischaken nur im Nachhinein. (Tarockcup, Vorhand)"),
        hg: Some("Haben alle weiter gesagt, kann die Vorhand nur mehr rufen oder fahren. Beide Vorhandspiele (V) stehen nur der Vorhand offen. (Hopfgarten, Spielansage)"),
        sb: Some("Sechser kann nur von Vorhand gerufen werden - und zwar nur am Anfang, es sei denn alle anderen sagen \"gut\" (Sitzenberg, Lizitationsrunde) [reading] Rufer is Vorhand's game once all others have said \"gut\" (DIGEST §6 E5)");
    FinalChoice "auction.final-choice"
        tc: Some("[standard] When every other player has passed, Vorhand names the game he plays (\"Vorhand\" reserves it): any game except the Sechserdreier, Rufer and Trischaken included (Tarockcup, Vorhand)"),
        hg: Some("Haben alle weiter gesagt, kann die Vorhand nur mehr rufen oder fahren. (Hopfgarten, Spielansage)"),
        sb: Some("Vorhand entscheidet gemäß der Lizitation, welches Spiel gespielt wird (Sitzenberg, Ablauf)");
    Hold "auction.hold"
        tc: Some("Die Vorhand darf ein Spiel \"halten\", d.h. das bereits lizitierte Spiel selbst spielen. (Tarockcup, Vorhand)"),
        hg: Some("die Vorhand darf ein Spiel nicht halten (kein \"bei mir\"). (Hopfgarten, Spielansage)"),
        sb: Some("[reading] Vorhand may hold (\"halten\") as in the Tarockcup, the seed being silent (DIGEST §6 E8)");
    FourKings "auction.four-kings"
        tc: Some("Hat der Vorhandspieler alle vier Könige im Blatt, so kann er kein Ruferspiel lizitieren. (Tarockcup, Vorhand) [reading] applies to every bidder: with four kings no king can be called"),
        hg: S,
        sb: Some("[reading] As in the Tarockcup: with four kings no king can be called, so no Rufer game may be bid");
    NegativeFirst "auction.negative-first-round"
        tc: S,
        hg: S,
        sb: Some("Diese müssen sofort angesagt werden. Die Vorhand kann also nicht erst in der zweiten Lizitationsrunde einen Bettler oder ein anderes Negativspiel ansagen. (Sitzenberg, Negativspiele)");
    BesserruferBird "auction.besserrufer-bird"
        tc: Some("Wird ein A-Rufer lizitiert, ohne einen der vier Ansager im Blatt zu haben, so ist das als Renonce zu werten (je drei Punkte an die Mitspieler). (Tarockcup, Ansagen/Prämien)"),
        hg: S,
        sb: Some("[reading] As in the Tarockcup, whose games Sitzenberg plays: a Besserrufer bid without one of I–IIII in the hand is renonce, 3 to each other player");
    // ---------------------------------------------------------------- call
    CallKing "call.king"
        tc: Some("Hat man drei Könige im Blatt, kann man den \"vierten König\" rufen, ohne die Farbe zu verraten. (Tarockcup, Allgemeines) [standard] the declarer of a Rufer game calls one king, alone in his call turn"),
        hg: Some("Wenn man drei Könige im Blatt hat, darf man \"den Vierten\" rufen (ohne die Farbe zu nennen). (Hopfgarten, Spielansage) [standard] the declarer calls one king"),
        sb: Some("[standard] The declarer of a Rufer game calls one king, alone in his call turn");
    CallOwn "call.own-king"
        tc: Some("Bei Ruferspielen ist es untersagt einen König zu rufen, der sich im eigenen Blatt befindet. (Tarockcup, Allgemeines)"),
        hg: Some("Es ist erlaubt, sich selber zu rufen (Hopfgarten, Spielansage) — then the declarer plays 1 against 3 (DIGEST §6 D9)"),
        sb: Some("[standard] As in the Tarockcup: a king in one's own hand may not be called");
    // --------------------------------------------------------------- talon
    TalonTake "talon.take"
        tc: Some("[standard] Rufer, Besserrufer, Farbendreier and Dreier take one half of the talon, the Sechserdreier all six cards unseen (DIGEST §6 B2); \"Beim Farbensolo wird ohne Talon gespielt. Der Talon fällt am Ende des Spiels den Gegenspielern zu.\" (Tarockcup, Farbenspiele)"),
        hg: Some("Auf: Dreier mit Talon (Hopfgarten, Spiel) [standard] Rufer and bird games take one half of the talon; in Fahren \"Der ganze Talon wird zum letzten Stich dazugegeben\""),
        sb: Some("Spielansager tauscht den Talon - \"Ich liege mit …\" (Sitzenberg, Lizitationsrunde) [standard] one half, the Sechser all six cards");
    DiscardCount "talon.discard-count"
        tc: Some("Unerlaubte Ablage (Trullstücke, Könige, falsche Anzahl, verdeckte Tarock) … sind klare Fälle von Renonce. (Tarockcup, Renonceregelung)"),
        hg: Some("[standard] As many cards are laid away as were taken; a wrong discard is a Regelverstoß (Hopfgarten, Renonce)"),
        sb: Some("[standard] As many cards are laid away as were taken (Sitzenberg: \"Bei Regelverstoß …\", Renonce)");
    DiscardHonours "talon.discard-honours"
        tc: Some("Unerlaubte Ablage (Trullstücke, Könige, falsche Anzahl, verdeckte Tarock) … sind klare Fälle von Renonce. (Tarockcup, Renonceregelung)"),
        hg: Some("[standard] No kings and no Trull cards may be laid away (DIGEST §4.5); a Regelverstoß is renonce (Hopfgarten, Renonce)"),
        sb: Some("Im abgelegten Talon dürfen sich keine Honneurs (Trullstücke oder Könige) befinden. (Sitzenberg, Spiel)");
    DiscardColour "talon.discard-colour"
        tc: Some("Statt der Farbkarten sind zuerst Tarock zu verlegen (verdeckt, keine Trullstücke). Erst wenn man kein Tarock mehr hat, darf man Farbkarten verlegen (immer offen). (Tarockcup, Farbenspiele)"),
        hg: S,
        sb: Some("Zunächst müssen Tarock in den Talon verlegt werden - keine Trullstücke! Erst dann dürfen Farben in den Talon gelegt werden und zwar offen. (Sitzenberg, Farbspiele)");
    DiscardCard "talon.card"
        tc: Some("[standard] Only cards in the declarer's hand (with the talon cards he took) can be laid away"),
        hg: Some("[standard] Only cards in the declarer's hand (with the talon cards he took) can be laid away"),
        sb: Some("[standard] Only cards in the declarer's hand (with the talon cards he took) can be laid away");
    // ------------------------------------------------------------ announce
    AnnounceTurn "announce.turn"
        tc: Some("Ein Spiel wird mit \"Ich liege\" eröffnet. Die übrigen Spieler müssen jede Ansage mit \"gut\" zur Kenntnis nehmen (oder kontrieren). (Tarockcup, Allgemeines) [reading] the round starts with the declarer and goes on in order of play until three passes follow the last turn that said something"),
        hg: Some("Zusätze müssen sofort angesagt werden, wenn man dran ist (kein nachmelden). Die Ansage wird mit \"fertig\" abgeschlossen. (Hopfgarten, Spielansage)"),
        sb: Some("\"gut\" oder kontrieren oder \"König ultimo\" (Sitzenberg, Prämienrunde) [reading] the round starts with the declarer and goes on in order of play");
    AnnounceOnce "announce.once"
        tc: Some("Jeder Spieler kann nur einmal Prämien ansagen. (Tarockcup, Ansagen/Prämien)"),
        hg: Some("Zusätze müssen sofort angesagt werden, wenn man dran ist (kein nachmelden). (Hopfgarten, Spielansage)"),
        sb: Some("[standard] Premiums are announced in the player's first turn of the premium round, each premium once");
    AnnounceWhich "announce.premium"
        tc: Some("Bei den Farbenspielen … Als Gegenspieler … darf man entweder kontrieren oder den Valat ansagen. (Tarockcup, Farbenspiele) [organiser's rules, DIGEST §2.7 point 3] colour games carry only Alle Könige and Valat; negative games have no premiums"),
        hg: Some("Zusätze: Pagat, Uhu, Maus, Trull, Könige, König Ultimo, Mondfang, Durch, 10 Tarock (Hopfgarten, Zusätze); \"Kein Mondfang, kein Kontra\" in Fahren"),
        sb: Some("Es gelten keine Prämien außer die Ansage Valat. (Sitzenberg, Farbspiele) Im Negativspiel gibt es keine Prämien wie Mondfangen, Vogerl, König ultimo, usw. (Sitzenberg, Negativspiele)");
    BirdHolder "announce.bird-holder"
        tc: Some("Die Ansagen Pagat, Uhu, Kakadu und Quapil sowie König Ultimo können nicht für den Partner angesagt werden. … Bei Rufer, Solorufer, Sechser, Dreier und Solodreier jedoch ist nur der falsche Ansager verloren, aber es ist keine Renonce. (Tarockcup, Ansagen/Prämien)"),
        hg: Some("Vögel dürfen kommandiert werden, d. h. vom Spieler aufgenommene Vögel dürfen auch vom Partner angesagt werden. (Hopfgarten, Zusätze)"),
        sb: Some("eventuell Vogerl ansagen … hier gilt mitgefangen = mitgehangen (Sitzenberg, Prämienrunde)");
    BesserruferAnnounce "announce.besserrufer-bird"
        tc: Some("Der ursprüngliche Ansager beim A-Rufer muss angesagt werden. … Sagt ein Spieler … beim Besserrufer den falschen Ansager (nicht im Blatt oder vom Talon gehoben) an, so begeht er Renonce. (Tarockcup, Ansagen/Prämien)"),
        hg: S,
        sb: Some("[reading] As in the Tarockcup: the Besserrufer's bird from the original hand must be announced; a wrong one is renonce");
    WrongUltimo "announce.koenig-ultimo"
        tc: Some("Sagt ein Spieler den falschen König ultimo … an, so begeht er Renonce. (Tarockcup, Ansagen/Prämien) [reading] König Ultimo may be announced only by the holder of the called king (DIGEST §6 B8)"),
        hg: Some("[reading] König Ultimo is announced by the holder of the called king; from anyone else the announcement is void"),
        sb: Some("[reading] König Ultimo is announced by the holder of the called king; from anyone else the announcement is void");
    ZehnTarock "announce.zehn-tarock"
        tc: S,
        hg: Some("Hat ein Spieler mindestens 10 Tarock im Blatt (nach Ablage), kann er das melden (muss aber nicht). (Hopfgarten, Zusätze)"),
        sb: S;
    Kontra "announce.kontra"
        tc: Some("Bei allen positiven Spielen gilt das Kontra automatisch für alle Mitspieler. Bei negativen Spielen muss jeder Spieler extra kontrieren. Beim Trischaken gibt es kein Kontra. Es gibt nur Kontra (gespritzt), Rekontra (retour) und Subkontra (nochmals gespritzt). (Tarockcup, Allgemeines)"),
        hg: Some("Alle Kontras zählen auf die Schrift (kontra, re und sub). (Hopfgarten, Allgemeines) [standard] the other side kontras, the announcing side says re, the kontra side sub, each once"),
        sb: Some("Kontra zählt doppelt, Re vierfach und Sub achtfach - NACH dem Talon-Ablegen. Bei positiven Spielen gilt das Kontra auch für den Partner, bei negativen Spielen kontriert jeder für sich alleine (Sitzenberg, Prämienrunde)");
    KontraFirst "announce.kontra-first"
        tc: S,
        hg: Some("Alle Ansagen dürfen nur sofort kontriert werden, d.h. bei der ersten Gelegenheit. (Hopfgarten, Allgemeines)"),
        sb: S;
    Fertig "announce.fertig"
        tc: S,
        hg: Some("Die Ansage wird mit \"fertig\" abgeschlossen. (Hopfgarten, Spielansage)"),
        sb: S;
    Schleifen "announce.schleifen"
        tc: Some("Liegt bei Ruferspielen der gerufene König im Talon, kann man das Spiel \"schleifen\". Es werden die Punkte von Spiel und Ansage als verloren gewertet. (Tarockcup, Allgemeines)"),
        hg: Some("Ruft sich jemand in den Talon, kann er das Spiel schleifen, d.h. sofort aufgeben (Hopfgarten, Spielansage)"),
        sb: Some("[reading] As in the Tarockcup: with the called king in the talon the declarer may give the game up (\"schleifen\")");
    // ---------------------------------------------------------------- play
    PlayTurn "play.turn"
        tc: Some("Falsches Ausspiel ist nicht automatisch Renonce. … Mit dem nächsten Ausspiel gilt es als akzeptiert. (Tarockcup, Renonceregelung) [standard] positive and colour games: Vorhand leads; negative games: \"Der Spieler selbst spielt aus.\" (Tarockcup, Negativspiele)"),
        hg: Some("[standard] Vorhand leads, then the winner of each trick; a card out of turn is recorded but is no renonce"),
        sb: Some("Die Vorhand spielt aus. (Sitzenberg, Farbspiele) [reading] Vorhand leads every game (DIGEST §6 E6); a card out of turn is recorded but is no renonce");
    PlayCard "play.card"
        tc: Some("[standard] A player plays a card from his own hand, each card once"),
        hg: Some("[standard] A player plays a card from his own hand, each card once"),
        sb: Some("[standard] A player plays a card from his own hand, each card once");
    GameOver "play.over"
        tc: Some("[standard] A game has 12 tricks"),
        hg: Some("[standard] A game has 12 tricks"),
        sb: Some("Jedes Spiel wird bis zum Ende gespielt. (Sitzenberg, Spiel)");
    FollowSuit "play.follow-suit"
        tc: Some("Es gilt Farb- und Tarockzwang, bei Negativspielen auch Stichzwang. (Tarockcup, Allgemeines)"),
        hg: Some("Regelverstoß (wie z.B. Farbe nicht bekennen) (Hopfgarten, Renonce) [standard] Farbzwang"),
        sb: Some("Farbzwang gilt immer (Sitzenberg, Spiel)");
    Tarockzwang "play.tarockzwang"
        tc: Some("Es gilt Farb- und Tarockzwang (Tarockcup, Allgemeines); Kann man eine Farbe nicht bedienen, muss man Tarock zugeben. (Tarockcup, Farbenspiele)"),
        hg: Some("[standard] Tarockzwang: a player void in the led suit must play tarock, and tarock must be answered with tarock"),
        sb: Some("Hat man die ausgespielte Farbe nicht, muss mit Tarock gestochen werden. Hat man auch keine Tarock, darf man Farbe selbst wählen. (Sitzenberg, Spiel)");
    Stichzwang "play.stichzwang"
        tc: Some("Es gilt Farb- und Tarockzwang, bei Negativspielen auch Stichzwang. (Tarockcup, Allgemeines) [standard] once the trick is trumped any card of the led suit may be played; a player who must play tarock must beat the highest tarock if he can (DIGEST §0)"),
        hg: S,
        sb: Some("[standard] Stichzwang in negative games, as in the Tarockcup (DIGEST §0): the seed names Farbzwang, and its negative games follow the Tarockcup's");
    PagatLast "play.pagat-last"
        tc: Some("Der Pagat darf nur als letztes Tarock gespielt werden. (Tarockcup, Negativspiele; Trischaken)"),
        hg: Some("Der Pagat darf erst als letztes Tarock gespielt werden. (Hopfgarten, Fahren)"),
        sb: Some("Bei allen Negativspielen darf der Pagat nur als letztes Tarock gespielt werden (Ausnahme: Kaiserstich) (Sitzenberg, Spiel)");
    Kaiserstich "play.kaiserstich"
        tc: S,
        hg: S,
        sb: Some("Kaiserstich: wenn Mond und Sküs fallen, MUSS der Pagat stechen! Das gilt auch in Negativspielen und Farbspielen, wenn Tarock ausgespielt wird. Im Negativspiel auch, wenn der Pagat nicht sein letztes Tarock ist. (Sitzenberg, Spiel)");
    ColourLead "play.colour-lead"
        tc: Some("Tarock darf erst dann ausgespielt werden, wenn man keine Farbkarte mehr im Blatt hat. (Tarockcup, Farbenspiele)"),
        hg: S,
        sb: Some("Die Vorhand spielt aus. Erst Farben ausspielen, zuletzt die Tarock. (Sitzenberg, Farbspiele)");
    BirdOrder "play.bird-order"
        tc: Some("Muss bei mehreren angesagten Vögeln wegen Tarockzwang einer vorzeitig gespielt werden, dann ist zuerst der höhere Vogel aufzugeben. Ein Verstoß gegen diese Regel ist Renonce. (Tarockcup, Ansagen/Prämien)"),
        hg: S,
        sb: S;
    BoundCard "play.bound-card"
        tc: S,
        hg: Some("Angesagte Vögel müssen zum vorgeschriebenen Zeitpunkt gespielt werden. Das gilt auch für König Ultimo. (Hopfgarten, Zusätze)"),
        sb: Some("Wird das angesagte Vogerl / König durch Versehen zu früh gespielt, muß jeder darauf hinweisen. (Sitzenberg, Renonce) [reading] an announced bird or König Ultimo may not be played before its trick unless it is the only legal card");
    // --------------------------------------------------------------- score
    Threshold "score.threshold"
        tc: Some("Zum Gewinn des Spieles benötigt der Spieler 36 Punkte (= 35 Punkte und 2 Blatt). (Tarockcup, Allgemeines) [standard] cards counted in threes; thirds = 3·Σ − 2·n, the declarer's discards count for him, the other half for the opponents"),
        hg: Some("Um ein Spiel zu gewinnen sind 35 Punkte + 1 Blatt erforderlich. (Hopfgarten, Allgemeines)"),
        sb: Some("Zum gewinnen braucht der Spielaufnehmer 35 Punkte plus 2 Blatt (Sitzenberg, Spiel)");
    Negative "score.negative"
        tc: Some("[standard] Piccolo: the declarer takes exactly one trick; Bettel: none"),
        hg: S,
        sb: Some("[standard] Piccolo: the declarer takes exactly one trick; Bettel: none");
    Distribution "score.distribution"
        tc: Some("[standard] Every item is paid separately: 2 against 2 each winner +V, each loser −V; 1 against 3 the lone player ±3V, each of the three ∓V (DIGEST §6 G2)"),
        hg: Some("Spiel und Zusätze werden getrennt verrechnet (Hopfgarten, Zusätze) [standard] 2 against 2 ±V each; 1 against 3 ±3V against ∓V (DIGEST §6 G2, D9)"),
        sb: Some("[standard] Every item is paid separately: 2 against 2 ±V each; 1 against 3 ±3V against ∓V (DIGEST §6 G2)");
    Premiums "score.premiums"
        tc: Some("Alle Prämien zählen still die Hälfte, bei den Solospielen doppelt. (Tarockcup, Ansagen/Prämien) König Ultimo 2, Trull 2, Alle Könige 2, Pagat 2, Uhu 4, Kakadu 6, Quapil 8 (Tarockcup, Ansagen und Punktebewertung)"),
        hg: Some("Pagat 1/2 (I macht den letzten Stich), Uhu 2/4, Maus 3/6, Trull 1/2 und Könige 1/2 (im Talon reicht nicht), König Ultimo 2/3 (Hopfgarten, Zusätze)"),
        sb: Some("[reading] Values of the Tarockcup (DIGEST §6 E7); Mondfang 1 silent, 2 announced");
    SilentUltimo "score.koenig-ultimo"
        tc: Some("[organiser's rules, DIGEST §2.7 points 4–5] König Ultimo is made when the called king lies in the last trick and the declaring side wins it; its silent loss is not scored"),
        hg: Some("König Ultimo: gerufener König im letzten Stich (Hopfgarten, Zusätze)"),
        sb: Some("[organiser's rules of the Tarockcup, DIGEST §2.7 points 4–5]");
    Koenigfang "score.koenigfang"
        tc: Some("Es gibt weder Kaiserstich noch Fänge. (Tarockcup, Allgemeines)"),
        hg: Some("Es wird mit Königfang gespielt, aber nur unterm Spiel (= nie zusätzlich zu König Ultimo …). Man darf den gerufenen König auch liegen lassen, das gilt aber immer als stiller Königfang (Hopfgarten, Zusätze; Spielansage)"),
        sb: S;
    Mondfang "score.mondfang"
        tc: S,
        hg: Some("Mondfang 10 still, 20 angesagt: nur durch Gegner (Hopfgarten, Zusätze) [reading] the other party must take the XXI (DIGEST §6 D6)"),
        sb: Some("keine Vogerl, keine Trull oder 4 Könige im Stich und kein Mondfangen (Sitzenberg, Farbspiele) [reading] Mondfang: the other side takes the XXI; 1 silent, 2 announced (DIGEST §6 E7)");
    Valat "score.valat"
        tc: Some("Beim Valat (angesagt: 8-facher Spielwert, still: 4-facher Spielwert) gelten nur die angesagten Prämien. … Das Spiel ist somit nicht beendet, wenn die Gegner einen Stich machen. (Tarockcup, Ansagen/Prämien) [reading] a failed announced Valat costs 8× the game value in place of the game (DIGEST §6 B13)"),
        hg: Some("Durch (=Valat): Spiel und angesagte Zusätze werden immer gemeinsam vervielfacht (außer \"10 Tarock\"). Wird ein angesagter Valat verloren, ist beides verloren (Spiel und Ansagen). Stille Zusätze zählen nicht. (Hopfgarten, Zusätze)"),
        sb: Some("[reading] Valat as in the Tarockcup; in colour games only an announced Valat counts (Sitzenberg, Farbspiele)");
    KontraScore "score.kontra"
        tc: Some("Ein Kontra wirkt sich nur auf das Geld, aber nicht auf die Punktewertung aus. (Tarockcup, Allgemeines)"),
        hg: Some("Alle Kontras zählen auf die Schrift (kontra, re und sub). (Hopfgarten, Allgemeines)"),
        sb: Some("Kontra zählt doppelt, Re vierfach und Sub achtfach (Sitzenberg, Prämienrunde)");
    SoloDouble "score.solo-double"
        tc: Some("Alle Prämien zählen still die Hälfte, bei den Solospielen doppelt. (Tarockcup, Ansagen/Prämien) [organiser's rules, DIGEST §2.7 point 3] the Solospiele are Solorufer, Farbensolo, Solodreier; the Valat is not doubled again"),
        hg: S,
        sb: Some("[reading] Tarockcup tariffs: premiums of the games without talon count double");
    SechserLost "score.sechserdreier-lost"
        tc: Some("[organiser's rules, DIGEST §2.7 point 2] a lost Sechserdreier counts double (8)"),
        hg: S,
        sb: Some("[reading] Tarockcup tariffs: a lost Sechserdreier counts double (8)");
    SoloruferTalon "score.solorufer-talon"
        tc: Some("Liegt beim Solorufer der gerufene König im Talon, erhält der Spieler die Talonhälfte mit dem König und ein Kontra ist in diesem Fall wirkungslos. (Tarockcup, Allgemeines)"),
        hg: S,
        sb: Some("[reading] As in the Tarockcup, whose Solorufer Sitzenberg plays");
    ZehnTarockScore "score.zehn-tarock"
        tc: S,
        hg: Some("Diese Zustandsprämie … wird dem Inhaber immer gutgeschrieben (einfach) und kann weder verloren, noch kontriert werden. (Hopfgarten, Zusätze)"),
        sb: S;
    NotPlayed "score.rufer-not-played"
        tc: S,
        hg: Some("Der Rufer wird ohne zusätzliche Ansage nicht ausgespielt (10 Tarock gilt nicht als Ansage, zählt aber). (Hopfgarten, Spielansage)"),
        sb: S;
    Trischaken "score.trischaken"
        tc: Some("Grundsätzlich verliert der Spieler mit den meisten Punkten (3 mal 1). Hat jemand das Spiel (mindestens 35/2) verliert er doppelt (3 mal 2). Hat der Trischaker die meisten Punkte oder ist er punktegleich, verliert er 3 mal 2 bzw. 3 mal 4 Punkte … Bei zwei Punktegleichen (ohne Trischaker; auch bei 35:35) verliert jeder 2 Punkte. Hat ein Spieler keinen Stich (\"Jungfrau\"), bekommt er den gesamten Gewinn. … Beim Sonderfall 35/1:34/2 und 2 Jungfrauen verliert man 4 Punkte (2 mal 2). (Tarockcup, Trischaken)"),
        hg: Some("Die beiden Spieler mit den meisten Punkten zahlen an die beiden anderen je 3 Punkte. Haben die beiden mittleren Spieler gleich viele Punkte, zahlt der letzte an den ersten (3 Punkte). Hat jemand das Spiel (≥ 35/1 Blatt), zahlt er alles alleine (3 x 2 Punkte). Hat der Spieler die meisten Punkte, zahlt er ebenfalls alleine (3 x 2 Punkte). Hat der Spieler das Spiel, zahlt er doppelt (3 x 4 Punkte). Hat jemand keinen Stich, kassiert er alles alleine (6 Punkte). Haben zwei Spieler keinen Stich, teilen sie sich den Gewinn (je 3 Punkte). (Hopfgarten, Fahren)"),
        sb: S;
    Renonce "score.renonce"
        tc: Some("Alle regulären Spieler erhalten die Punkte so, als hätten sie das Spiel und alle angesagten Prämien gewonnen (Ausnahme: Trischaken, siehe dort). Der Renoncespieler bekommt die Punkte der drei Mitspieler als Minuspunkte. (Tarockcup, Renonceregelung) Wer beim Trischaken eine Renonce begeht, verliert 3 mal 2 Punkte. Begeht der Trischaker die Renonce, verliert er 3 mal 4 Punkte. (Tarockcup, Trischaken)"),
        hg: Some("Begeht jemand einen Regelverstoß (wie z.B. Farbe nicht bekennen), bezahlt er das Spiel und alle angesagten Zusätze an alle anderen (auch an Partner). (Hopfgarten, Renonce) Begeht jemand eine Renonce, zahlt er an alle anderen (3 x 2 Punkte). (Hopfgarten, Fahren)"),
        sb: Some("Bei Regelverstoß erhalten die anderen Spieler so viel, als hätten sie das Spiel PLUS Prämien gewonnen - auch der gerufene Partner! (Sitzenberg, Renonce)");
    Schleifen2 "score.schleifen"
        tc: Some("Es werden die Punkte von Spiel und Ansage als verloren gewertet. (Tarockcup, Allgemeines) [reading] 1 against 3 (DIGEST §6 B6)"),
        hg: Some("Ruft sich jemand in den Talon, kann er das Spiel schleifen, d.h. sofort aufgeben (Hopfgarten, Spielansage) [reading] game and announced bird scored lost, 1 against 3"),
        sb: Some("[reading] As in the Tarockcup: game and announcements scored lost, 1 against 3");
}

impl R {
    fn row(
        self,
    ) -> &'static (
        R,
        &'static str,
        Option<&'static str>,
        Option<&'static str>,
        Option<&'static str>,
    ) {
        // The table is in declaration order.
        &TABLE[self as usize]
    }

    /// The rule as a variant states it (the variant's source, or the first
    /// one given when the variant has none — a rule a variant lacks is
    /// never reported by it).
    pub fn rule(self, v: Variant) -> Rule {
        let (_, id, tc, hg, sb) = *self.row();
        let src = match v {
            Variant::Tarockcup => tc,
            Variant::Hopfgarten => hg,
            Variant::Sitzenberg => sb,
        };
        let src = src.or(tc).or(sb).or(hg).unwrap_or("");
        Rule {
            id: Cow::Owned(format!("{}.{id}", v.id())),
            source: Cow::Borrowed(src),
        }
    }

    /// Every rule of a variant.
    pub fn all(v: Variant) -> Vec<Rule> {
        TABLE
            .iter()
            .filter(|(_, _, tc, hg, sb)| match v {
                Variant::Tarockcup => tc.is_some(),
                Variant::Hopfgarten => hg.is_some(),
                Variant::Sitzenberg => sb.is_some(),
            })
            .map(|row| row.0.rule(v))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_declaration_order_and_ids_are_unique() {
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(row.0 as usize, i);
        }
        for v in [Variant::Tarockcup, Variant::Hopfgarten, Variant::Sitzenberg] {
            let all = R::all(v);
            let mut ids: Vec<_> = all.iter().map(|r| r.id.to_string()).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), all.len());
            assert!(
                all.iter()
                    .all(|r| r.id.starts_with(v.id()) && !r.source.is_empty())
            );
        }
    }
}
