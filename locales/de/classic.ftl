# Venn Classic (gameuis.classic): Panel, Status, Schlussnachricht, Ablehnungen (auch die
# Regeln der Engine), „Zug vorschlagen“ mit den Gründen der KI und die Wörter der Bilder.

## Karten und Farben

classic-colour-red = Rot
classic-colour-yellow = Gelb
classic-colour-blue = Blau
classic-colour-orange = Orange
classic-colour-green = Grün
classic-colour-purple = Lila
classic-card = { $first } + { $second } ({ $overlap })
classic-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## Das Panel

classic-panel-title = Venn Classic · Runde { $round } · deine Hand
classic-counts = Hand: { $hand }; ausgelegt: { $placed }; Ablagestapel: { $discard }
classic-called = Angesagt: **{ $colour }**, { $cards }
classic-highest = Höchstes Gebot: { $name } { $amount }
classic-you-out = Du bist aus dem Spiel ausgeschieden.
classic-over = Das Spiel ist vorbei.
classic-waiting-for = Warten auf { $name }.
classic-waiting-others = Warten auf die anderen.
classic-you-call = **Du bist Startspieler:** sag eine Farbe an, dann eine Anzahl.
classic-you-place = **Lege { $cards }** verdeckt aus.
classic-you-bid = **Dein Gebot:** erhöhe (wenn du willst, schiebst du vorher Karten vor) oder passe.
classic-pushing = Vorgeschoben: { $cards }
classic-slot = Karte { $slot }
classic-you-turn = **Decke Karten auf**, bis { $amount } davon { $colour } zeigen.
classic-you-recover = **Du hast die Herausforderung gewonnen.** Hol dir { $cards } von deinem Ablagestapel zurück (einmal pro Spiel), dann verliert niemand Karten – oder verzichte.
classic-you-discard = **Du verlierst { $cards }:** wähle, welche auf deinen Ablagestapel kommen.
classic-colour-menu = Farbe ansagen…
classic-count-menu = Wie viele Karten ({ $colour })?
classic-place-menu = { $cards } zum Auslegen wählen…
classic-push-menu = Karten vorschieben (freiwillig)…
classic-raise-menu = Erhöhen auf… ({ $low }–{ $high })
classic-bid-option = Gebot { $amount }
classic-turn-menu = Aufdecken…
classic-recover-menu = { $cards } zurückholen…
classic-discard-menu = { $cards } ablegen…
classic-card-option = Karte { $number }: { $card }
classic-turn-own-placed = deine ausgelegte Karte { $slot }
classic-turn-own-pushed = deine vorgeschobene Karte { $slot }
classic-turn-placed = ausgelegte Karte { $slot } von { $name }
classic-turn-pushed = vorgeschobene Karte { $slot } von { $name }
classic-back = Zurück
classic-clear-pushes = Vorschieben zurücknehmen
classic-pass = Passen
classic-decline = Verzichten
classic-open-panel = Meine Hand zeigen
classic-and = { $first } und { $second }

## Ablehnungen

classic-refused-choice = Diese Auswahl gilt nicht; nimm eine der angebotenen.
classic-refused-control = Dieses Bedienelement gehört nicht zu Venn Classic.
classic-rule-not-classic = Das ist keine Partie Venn Classic.
classic-rule-game-over = Das Spiel ist vorbei.
classic-rule-no-seat = Du hast an diesem Tisch keinen Platz.
classic-rule-out = Du bist ausgeschieden: Du hast keine Karten mehr.
classic-rule-recover-no-challenge = Karten holt nur zurück, wer eine Herausforderung gewonnen hat – und erst danach.
classic-rule-recover-own-goal = Du bist an deiner eigenen vorgeschobenen Karte gescheitert: Wer das tut, darf nichts zurückholen.
classic-rule-recover-not-winner = Nur wer die Herausforderung gewonnen hat, darf Karten zurückholen.
classic-rule-recover-used = Du hast schon einmal Karten zurückgeholt: Das geht nur einmal pro Spiel.
classic-rule-recover-empty = Dein Ablagestapel ist leer: Es gibt nichts zurückzuholen.
classic-rule-recover-full = Deine Hand ist voll: Mehr als sechs Karten hält niemand.
classic-rule-recover-declined = Du hast in dieser Runde schon aufs Zurückholen verzichtet.
classic-rule-phase-place-first = Jetzt wird ausgelegt: Leg zuerst deine Karten verdeckt aus.
classic-rule-phase-call = Der Startspieler eröffnet die Runde mit einer Farbe und einer Anzahl.
classic-rule-phase-place = Jetzt wird ausgelegt: Leg deine Karten verdeckt aus.
classic-rule-phase-bid = Jetzt wird geboten: Biete (wenn du willst, mit vorgeschobenen Karten) oder passe.
classic-rule-phase-challenge = Der Herausforderer deckt gerade Karten auf.
classic-rule-phase-recover = Der Sieger der Herausforderung entscheidet, ob er Karten zurückholt.
classic-rule-phase-discard = Jetzt wird abgelegt: Wer verloren hat, wählt die Karten, die er abgibt.
classic-rule-wait-call = Farbe und Anzahl sagt in dieser Runde der Startspieler an.
classic-rule-wait-placed = Du hast deine Karten schon ausgelegt: Warte auf die anderen.
classic-rule-wait-highest = Du hältst das höchste Gebot: Dein eigenes Gebot kannst du nicht überbieten.
classic-rule-wait-passed = Du hast gepasst: Bieten darfst du erst wieder, wenn jemand erhöht.
classic-rule-wait-bid = Ein anderer Spieler ist mit Bieten oder Passen dran.
classic-rule-wait-challenge = Nur der Herausforderer deckt Karten auf.
classic-rule-wait-recover = Nur der Sieger der Herausforderung entscheidet übers Zurückholen.
classic-rule-wait-no-loss = Du verlierst in dieser Runde keine Karten.
classic-rule-wait-discarded = Du hast deine Karten zum Ablegen schon gewählt: Warte auf die anderen.
classic-rule-call-colour = Nenne eine der sechs Farben: Rot, Gelb, Blau, Orange, Grün oder Lila.
classic-rule-call-count = Die Anzahl ist eine ganze Zahl von { $low } bis { $high }.
classic-rule-place-list = Nenne die Karten aus deiner Hand, die du auslegst.
classic-rule-place-all = Du hast nur { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}: Leg alle aus.
classic-rule-place-exactly = Angesagt sind { $called }: Leg genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} aus.
classic-rule-place-twice = Jede Karte kann nur einmal ausgelegt werden.
classic-rule-place-not-held = Du kannst nur Karten aus deiner eigenen Hand auslegen.
classic-rule-push-list = Nenne die Karten unter deinen ausgelegten, die du vorschiebst.
classic-rule-push-none = Du hast keine ausgelegten Karten zum Vorschieben.
classic-rule-push-slot = Eine ausgelegte Karte { $slot } hast du nicht: Du hast { $places ->
    [one] nur eine Karte
   *[other] { $places } Karten
} ausgelegt.
classic-rule-push-again = Deine ausgelegte Karte { $slot } ist schon vorgeschoben: Vorgeschoben bleibt vorgeschoben.
classic-rule-push-twice = Jede Karte kann nur einmal vorgeschoben werden.
classic-rule-bid-number = Ein Gebot ist eine ganze Zahl von Karten, 0 oder mehr.
classic-rule-bid-below-pushed = Dein Gebot muss mindestens { $count } sein: Es darf nicht unter der Zahl deiner vorgeschobenen Karten liegen.
classic-rule-bid-not-higher = Eine Erhöhung muss über dem aktuellen Gebot von { $count } liegen.
classic-rule-bid-too-high = Dein Gebot darf höchstens { $count } sein: deine vorgeschobenen Karten plus alle ausgelegten Karten der anderen.
classic-rule-pass-push = Vorschieben geht nur zusammen mit einem Gebot, nicht beim Passen.
classic-rule-pass-open = Der Startspieler muss das Bieten eröffnen (ein Gebot von 0 ist erlaubt).
classic-rule-turn-name = Nenne die Karte zum Aufdecken: wem sie gehört und wo sie liegt.
classic-rule-turn-no-card = Dieser Spieler hat keine ausgelegte Karte { $slot }.
classic-rule-turn-again = Diese Karte ist schon aufgedeckt.
classic-rule-turn-unpushed = Deine eigenen ausgelegten Karten, die du nicht vorgeschoben hast, deckst du nie auf.
classic-rule-turn-own-first = Deck zuerst alle deine eigenen vorgeschobenen Karten auf (noch { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} verdeckt).
classic-rule-recover-list = Nenne die Karten von deinem Ablagestapel, die du zurückholst.
classic-rule-recover-exactly = Hol genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zurück.
classic-rule-recover-exactly-limit = Hol genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zurück (weniger als zwei: Mehr lassen dein Ablagestapel oder die Grenze von sechs Handkarten nicht zu).
classic-rule-recover-twice = Jede Karte kann nur einmal zurückgeholt werden.
classic-rule-recover-not-held = Du kannst nur Karten von deinem eigenen Ablagestapel zurückholen.
classic-rule-discard-list = Nenne die Karten aus deiner Hand, die du verlierst.
classic-rule-discard-all = Du hast nur { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}: Du verlierst alle.
classic-rule-discard-exactly = Wähle genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Abgeben.
classic-rule-discard-twice = Jede Karte kann nur einmal abgelegt werden.
classic-rule-discard-not-held = Du kannst nur Karten aus deiner eigenen Hand ablegen.
classic-rule-not-a-move = Das ist kein Zug in Venn Classic.
classic-rule-unknown-move = Das ist kein Zug in Venn Classic.

## Der Status

classic-status-title = Venn Classic · Runde { $round } · { $part }
classic-part-open = Auslegen
classic-part-bid = Bieten
classic-part-challenge = Herausforderung
classic-part-resolve = Auflösung
classic-part-over = vorbei
classic-start-player = Startspieler: { $name }
classic-called-each = Angesagt: **{ $colour }**, je { $cards }
classic-calling = { $name } sagt eine Farbe und eine Anzahl an.
classic-calling-start = Der Startspieler sagt eine Farbe und eine Anzahl an.
classic-still-placing = Legen noch aus: { $names }
classic-still-discarding = Wählen noch ihre Ablage: { $names }
classic-nobody = niemand
classic-log-pass = · { $name } passt
classic-log-bid = · { $name } bietet { $amount }
classic-log-bid-push = · { $name } bietet { $amount } und schiebt { $pushed } vor
classic-to-act = Am Zug: **{ $name }**
classic-must-turn = **{ $name }** muss { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} mit { $colour } aufdecken.
classic-turned = 🔍 Karte { $slot } von { $name }: { $card } { $mark }
classic-result-success = ✅ { $name } hat es geschafft: Alle anderen verlieren zwei Karten, außer { $name } holt Karten zurück.
classic-result-own-goal = ❌ { $name } ist an der eigenen Karte gescheitert und verliert zwei Karten.
classic-result-failure = ❌ { $name } ist gescheitert und verliert zwei Karten.
classic-may-recover = { $name } darf stattdessen Karten zurückholen.
classic-clock = Zugzeit: endet { $when }
classic-footer = Tisch { $table } · deine Hand kommt per DM, oder drück auf { $button }

## Die Schlussnachricht

classic-final-title = Venn Classic · der Sieger
classic-final-line = **{ $rank }. { $name }** · { $how }
classic-final-out = ausgeschieden in Runde { $round }
classic-final-left = { $count ->
    [one] { $count } Karte übrig
   *[other] { $count } Karten übrig
}

## Die Gründe der KI („Zug vorschlagen“)

classic-why-call = { $cards } deiner Hand zeigen { $colour }; von allen Farben und Anzahlen schätzt die KI diese Eröffnung für deine Chancen am besten ein.
classic-why-place = So viele Karten mit { $colour } wie möglich (später vorgeschoben, ist jede ein sicherer Treffer in deiner eigenen Herausforderung); die übrigen sind Fallen für jemanden, der dich herausfordert.
classic-why-bid = Bei jeder Erhöhung (und jedem Vorschieben) wägt die KI ab, wie wahrscheinlich du herausforderst und gewinnst – gegen die Chancen der anderen; diese schneidet am besten ab.
classic-why-pass = Jede Erhöhung kostet dich mehr, als den Höchstbietenden versuchen zu lassen.
classic-why-turn-own = Erst die eigenen Karten: Von denen weißt du, dass sie die Farbe zeigen.
classic-why-turn = Die Karte, die am ehesten { $colour } zeigt – gemessen an den bekannten Karten und daran, wie ihr Besitzer bisher vorgeschoben und ausgelegt hat.
classic-why-recover = Jetzt Karten zurückzuholen ist mehr wert, als die Chance für später aufzuheben.
classic-why-decline = Das einmalige Zurückholen für eine spätere Runde aufzuheben ist mehr wert.
classic-why-discard = So bleibt dir die ausgewogenste Hand für die Farben, die noch angesagt werden.

## Wörter in den Bildern (kurz: sie müssen auch auf dem Handy in ihr Feld passen)

classic-pic-phase-call = Ansage
classic-pic-phase-place = Auslegen
classic-pic-phase-bid = Bieten
classic-pic-phase-challenge = Herausforderung
classic-pic-phase-recover = Zurückholen
classic-pic-phase-discard = Ablegen
classic-pic-phase-over = Spielende
classic-pic-tag-call = SAGT AN
classic-pic-tag-bid = BIETET
classic-pic-tag-challenge = DECKT AUF
classic-pic-tag-recover = WÄHLT
classic-pic-tag-discard = LEGT AB
classic-pic-tag-place = LEGT AUS
classic-pic-tag-play = AM ZUG
classic-pic-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
classic-pic-each = { $count ->
    [one] je { $count } Karte
   *[other] je { $count } Karten
}
classic-pic-count-to-come = Anzahl folgt
classic-pic-result-success = Geschafft
classic-pic-result-failure = Gescheitert
classic-pic-player = Spieler { $number }
classic-pic-round = RUNDE
classic-pic-highest-bid = HÖCHSTGEBOT
classic-pic-in-hand-legend = Handkarten
classic-pic-discarded = abgelegt
classic-pic-recovery-used = zurückgeholt
classic-pic-pushed = VOR
classic-pic-pushed-forward = vorgeschoben
classic-pic-has-colour = hat die Farbe
classic-pic-lacks-it = fehlt
classic-pic-review-legend = Schraffiert, blass, gestrichelt: damals deine verdeckten Karten (jetzt dir gezeigt)
classic-pic-game-over = SPIELENDE
classic-pic-wins = { $name } gewinnt
classic-pic-no-winner = kein Sieger
classic-pic-no-call = Noch keine Ansage
classic-pic-calls = { $name } sagt an
classic-pic-colour-cards = Karten mit { $colour }
classic-pic-none-yet = noch keins
classic-pic-start-player = Start: { $name }
classic-pic-still-in = { $left } von { $total } im Spiel
classic-pic-label-winner = SIEGER
classic-pic-label-result = ERGEBNIS
classic-pic-label-challenger = HERAUSFORDERER
classic-pic-label-placing = AUSLEGEN
classic-pic-label-turn = AM ZUG
classic-pic-last-with-cards = hat als Letzter Karten
classic-pic-found-by = { $name }: { $found } von { $amount }
classic-pic-found = { $found } von { $amount } gefunden
classic-pic-may-recover = { $name } entscheidet
classic-pic-discards = { $name } legt ab
classic-pic-others-discard = die anderen legen ab
classic-pic-these-discard = legen ab: { $names }
classic-pic-everyone-places = Alle legen aus
classic-pic-to-place = { $count } legen noch aus
classic-pic-verb-call = sagt an
classic-pic-verb-bid = erhöht oder passt
classic-pic-verb-recover = wählt
classic-pic-verb-play = spielt
classic-pic-seat-winner = SIEGER
classic-pic-seat-out = RAUS
classic-pic-seat-passed = GEPASST
classic-pic-seat-bid = GEBOT { $amount }
classic-pic-seat-start = START
classic-pic-seat-challenger = FORDERT
classic-pic-seat-in-hand = in Hand
classic-pic-seat-recovered = zurückgeholt
classic-pic-out-of-game = Ausgeschieden
classic-pic-no-cards-placed = keine Karten ausgelegt
classic-pic-last-holding = hat als Letzter noch Karten
classic-pic-placed-done = ausgelegt ✓
classic-pic-placing = legt aus
classic-pic-waiting-call = wartet auf die Ansage
classic-pic-hand-hidden = HAND · { $count } nie dir gezeigt
classic-pic-hand-none = HAND · keine Karten
classic-pic-hand-then = HAND · damals verdeckt
classic-pic-your-hand = Deine Hand
classic-pic-placed = Ausgelegt
classic-pic-discard-pile = Ablagestapel
classic-pic-round-of = Runde { $round }
classic-pic-you-start = du beginnst
classic-pic-no-call-short = KEINE
classic-pic-yet = Ansage
classic-pic-no-hand = keine Karten auf der Hand
classic-pic-back-in-hand = zurück auf der Hand
classic-pic-n-placed = { $count } ausgelegt
classic-pic-n-pushed = { $count } vor
classic-pic-n-turned = { $count } offen
classic-pic-choose-from-hand = wähle aus deiner Hand
classic-pic-none = keine
classic-pic-call-first = erst kommt die Ansage
classic-pic-pick-to-place = wähle Karten aus deiner Hand
classic-pic-nothing-placed = diese Runde nichts ausgelegt
classic-pic-recovery-still = Zurückholen noch
classic-pic-available = möglich
classic-pic-empty = leer
classic-pic-you-passed = gepasst
classic-pic-you-bid-passed = Gebot { $amount }, gepasst
classic-pic-your-bid = dein Gebot { $amount }
classic-pic-you-won = Gewonnen: Du hast als Letzter noch Karten!
classic-pic-over-won = Spielende · { $name } gewinnt
classic-pic-you-out = Du bist ausgeschieden
classic-pic-your-call = Deine Ansage: Farbe und Anzahl (1–6)
classic-pic-wait-call = Warten auf die Ansage von { $name }
classic-pic-placed-wait = Ausgelegt · warten auf die anderen
classic-pic-place-n = Lege { $cards } verdeckt aus
classic-pic-open-bid = Dein Gebot: eröffne (0 ist erlaubt)
classic-pic-raise-or-pass = Dein Gebot: über { $amount } oder passen
classic-pic-hold-highest = Du führst mit { $amount } · warten auf { $name }
classic-pic-wait-raise = Warten: { $name } erhöht oder passt
classic-pic-your-challenge = Decke noch { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} mit { $colour } auf
classic-pic-turning = { $name } deckt auf: { $found } von { $amount } gefunden
classic-pic-may-take-back = Du darfst { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zurückholen (einmal pro Spiel)
classic-pic-wait-recover = Warten: { $name } entscheidet übers Zurückholen
classic-pic-you-lose = Du verlierst { $cards }: wähle, welche
classic-pic-wait-losers = Warten, bis die Verlierer ablegen
classic-pic-no-turn-yet = Nichts aufgedeckt
classic-pic-must-find = { $name } muss { $amount }× { $colour } finden
classic-pic-own-card = eigene Karte
classic-pic-their-card = Karte von { $name }
classic-pic-turns = { $name } deckt auf
classic-pic-shows = zeigt { $colour }
classic-pic-no-colour = kein { $colour }
classic-pic-has-the-colour = hat die Farbe
classic-pic-lacks-the-colour = ohne die Farbe
classic-pic-found-of = { $found } von { $amount } gefunden
classic-pic-final-title = Venn Classic · Spielende
classic-pic-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
classic-pic-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
classic-pic-final-winner = SIEGER
classic-pic-final-no-winner = Kein Sieger
classic-pic-left = übrig
classic-pic-going-out = Reihenfolge des Ausscheidens
classic-pic-last-out-highest = wer zuletzt geht, steht vorn
classic-pic-first-out = zuerst raus
classic-pic-last-out = zuletzt raus
classic-pic-nth-out = als { $place }. raus
classic-pic-out-round = { $note } · Runde { $round }
classic-pic-still-playing = noch dabei
