# VENN (gameuis.venn): a seat's panel and form (its reader's language), the table's status,
# phase note and final message (the server's), the refusals, the engine's sentences, the
# AI's reasons, and the words drawn in its pictures (rendering.venn: venn-pic-…).

## VENN's terms: the conditions that have names, the sections' colours

venn-cond-low-equal = GLEICH TIEF
venn-cond-mid-equal = GLEICH MITTEL
venn-cond-high-equal = GLEICH HOCH
venn-cond-prime = PRIMZAHL
venn-cond-even = GERADE
venn-cond-odd = UNGERADE
venn-cond-low-straight = TIEFE STRASSE
venn-cond-high-straight = HOHE STRASSE
venn-cond-range = SPANNE { $n }
venn-section-cr = Karminrot
venn-section-cy = Chromgelb
venn-section-lg = Limettengrün
venn-section-gr = Traubenlila
venn-section-kh = Khaki
venn-section-te = Petrol
venn-section-mu = Maulbeere
venn-section-cb = Kobaltblau
venn-section-mb = Munsell-Blau
venn-circle = { $code } #{ $number }
venn-circle-shared = { $names } (gemeinsam)
venn-park-circle = PARK { $number }

## The panel

venn-panel-title = VENN · Runde { $round } · { $name }
venn-over = Das Spiel ist vorbei.
venn-confirmed = Zahlen bestätigt. Dein nächstes Panel kommt mit dem nächsten Zug.
venn-roll = Wurf: { $dice }
venn-nobody = niemand
venn-conditions-turn = Bedingungen: **{ $name }** ist am Zug.
venn-your-condition-turn = **Du bist dran: nimm eine Bedingung** (oder setz aus).
venn-solo-block = { $name } → { $section }. Solo: Wähle noch eine Bedingung zum Streichen.
venn-condition-menu = Bedingung wählen…
venn-condition-option = { $name } (×{ $mult }) · noch { $left }
venn-section-menu = { $name } (×{ $mult }) eintragen in…
venn-section-option = { $code } · { $name } ({ $points } Punkte)
venn-block-menu = Zusätzlich streichen…
venn-block-option = { $name } streichen (×{ $mult })
venn-skip = Aussetzen
venn-back = Zurück
venn-dice = Würfel: { $dice }
venn-extras-left = Extrawerte in dieser Runde übrig: **{ $count }** (jeder gleicht einem Würfel)
venn-selected = Gewählt: { $dice } = **{ $total }**
venn-sheet-conditions = Bedingungen: { $conditions }
venn-sum-menu = Würfel zusammenzählen…
venn-extra-menu = Extrawert nutzen…
venn-extra-option = Extrawert { $value } ({ $die })
venn-park-menu = PARK-Zahl verschieben…
venn-unpark-menu = { $value } aus { $park } verschieben nach…
venn-unpark-option = { $code } · der freie Kreis ganz links ist Kreis { $number }
venn-place-in = { $value } eintragen in
venn-place-extra-in = Extrawert { $value } eintragen in
venn-target-menu = { $prompt }…
venn-target-menu-part = { $prompt } (Menü { $n } von { $count })…
venn-fits = passt
venn-park-option = PARK P{ $number }
venn-park-kept = für später: kommt in einer späteren Runde in einen Bereich
venn-lose-option = Nirgends Platz: der Wert verfällt
venn-undo = Rückgängig
venn-confirm = Zahlen bestätigen
venn-type-moves = Züge eintippen
venn-clear = Leeren
venn-suggest = Alles wie vorgeschlagen setzen
venn-placed-why = **Die Züge der KI.** Von allen Arten, die Würfel dieser Runde auf Werte und Kreise zu verteilen, schätzt die KI diese für dein Endergebnis am besten ein. **{ $undo }** nimmt sie einzeln zurück; **{ $confirm }** behält sie.
venn-form-title = Züge eintippen
venn-form-moves = Züge (siehe /rules venn, Notation)

## Refusals of the panel's own

venn-refused-choice = Diese Auswahl geht nicht; nimm eine der angebotenen Optionen.
venn-refused-control = Dieses Bedienelement gehört nicht zu VENN.
venn-refused-all-placed = Alles ist gesetzt: Schau deinen Bogen durch und bestätige dann.

## The table's status and the phase's note

venn-status-conditions = VENN · Runde { $round } · Bedingungen
venn-status-numbers = VENN · Runde { $round } · Zahlen
venn-start-player = Startspieler: { $name }
venn-choosing = Wählt eine Bedingung: **{ $name }**
venn-taken = { $name }: { $cond } in { $code }
venn-on-sheets = Bedingungen auf den Bögen: { $conditions }
venn-still-placing = Setzen noch: { $names }
venn-done = Fertig: { $names }
venn-clock = Zuguhr: endet { $when }
venn-footer = Tisch { $table } · dein Panel kommt per DM, oder drück „Mein Panel öffnen“
venn-open-panel = Mein Panel öffnen
venn-look = Bögen
venn-round-written = **Runde { $round } eingetragen**
venn-written = { $value } in { $place }
venn-written-nothing = nichts (jeder Wert verfallen)

## The final scores

venn-final-title = VENN · Endwertung
venn-final-line = **{ $rank }. { $name }: { $total }** (Bereiche { $sections }, SUM { $sum }, PARK { $park })
venn-score-passed = { $code } ({ $section }, { $cond }): { $points } × ({ $mult }{ $extra }) = { $total }
venn-score-first = {" "}+ Erster { $points }
venn-score-different = {" "}+ verschieden { $points }
venn-score-failed = { $code } ({ $section }, { $cond }): { $why }, −{ $points } × { $mult } = { $total }
venn-score-not-met = Bedingung nicht erfüllt
venn-score-empty = { $count ->
    [one] { $count } Kreis leer
   *[other] { $count } Kreise leer
}
venn-score-no-conditions = Bereiche: keine Bedingung eingetragen, 0
venn-score-sum = SUM { $dice } Würfel: { $crossed } von { $boxes } Kästchen → { $points }
venn-score-park-moved = PARK-Paar { $a }+{ $b } ({ $worth }): eine Zahl wurde verschoben → 0
venn-score-park-unfilled = PARK-Paar { $a }+{ $b } ({ $worth }): nicht beide belegt → 0
venn-score-park-kept = PARK-Paar { $a }+{ $b } ({ $worth }): beide belegt und behalten → { $worth }
venn-score-total = Gesamt: { $total } ({ $written } Bedingungen eingetragen, { $empty } leere Kreise; Platz { $rank })

## "Suggest a move": the AI's reasons, and a solo condition's second cross

venn-crossing = , und streiche { $name }
venn-why-ai-condition = Von allen Bedingungen und offenen Bereichen hebt dieses Paar die Schätzung der KI für dein Endergebnis am meisten: seine Punkte mal die Chance, die Kreise des Bereichs mit passenden Zahlen zu füllen.
venn-why-ai-skip = Keine angebotene Bedingung hebt in irgendeinem offenen Bereich die Schätzung der KI für dein Endergebnis mehr, als deine Bereiche für später offen zu halten.
venn-why-ai-place = Ein Schritt im Plan der KI für die Würfel dieser Runde: von allen Arten, die Würfel auf Werte zu verteilen, die, die ihre Schätzung deines Endergebnisses am besten findet.
venn-why-ai-extra = Ein Schritt im Plan der KI für diese Runde: der Extrawert kommt dorthin, wo er der Schätzung deines Endergebnisses am meisten hilft.
venn-why-ai-lose = Der Wert passt nirgends hin und kein PARK-Kreis ist frei.
venn-why-ai-lose_extra = Der Extrawert passt nirgends hin und kein PARK-Kreis ist frei.
venn-why-ai-unpark = Ein Kreis in einem Bereich ist jetzt für sie frei, so kann der PARK-Kreis eine andere Zahl aufnehmen.
venn-why-ai-confirm = Alle Würfel sind genutzt: in dieser Runde ist nichts mehr zu setzen.
venn-why-ai-undo = Der Entwurf weicht vom besten Plan für diese Würfel ab.

## The engine's sentences: refusals, what a number breaks, why a section fails, typed moves

venn-why-not-venn = Das ist kein VENN-Spiel.
venn-why-over = Das Spiel ist vorbei.
venn-why-no-seat = Du hast keinen Platz an diesem Tisch.
venn-why-not-your-turn = Platz { $seat } wählt gerade eine Bedingung: warte, bis du dran bist.
venn-why-confirmed = Du hast diese Runde schon bestätigt: warte auf die anderen.
venn-why-not-object = Ein Zug muss ein Objekt mit einem Typ sein.
venn-why-conditions-phase = Gerade werden Bedingungen gewählt: nimm eine Bedingung für einen Bereich, oder setz aus.
venn-why-unknown-conditions-move = Unbekannter Zug: in der Bedingungsphase gibt es condition oder skip.
venn-why-unknown-condition = Unbekannte Bedingung: nimm eine vom gemeinsamen Bogen.
venn-why-no-copy = Von { $name } ist auf dem gemeinsamen Bogen nichts mehr übrig.
venn-why-taken-already = Du hast { $name } schon genommen: jede Bedingung nimmt man höchstens einmal.
venn-why-unknown-section = Unbekannter Bereich: nimm einen von { $codes }.
venn-why-section-has = Bereich { $code } hat schon eine Bedingung ({ $name }).
venn-why-solo-block-needed = Solo: streiche neben { $name } noch eine zweite Bedingung ({ $options }).
venn-why-solo-block-wrong = Solo: die zweite Bedingung muss eine verfügbare mit Multiplikator { $mult } sein (niedriger nur, wenn keine mehr übrig ist): wähle aus { $options }.
venn-why-solo-no-block = Solo: neben { $name } ist keine Bedingung mehr zum Streichen übrig: lass das Streichen weg.
venn-why-block-not-solo = Nur im Solospiel wird eine zweite Bedingung gestrichen.
venn-why-numbers-phase = Gerade werden Zahlen gesetzt: Bedingungen wählt man zu Beginn einer Runde.
venn-why-unknown-numbers-move = Unbekannter Zug: es gibt place, extra, unpark, lose, lose_extra, undo oder confirm.
venn-why-target-type = Das Ziel muss ein Kreis wie 'Kh1', 'Cr-Cy' oder 'P1' sein.
venn-why-park-used = PARK-Kreis { $target } wurde schon benutzt: ein PARK-Kreis wird nur einmal belegt.
venn-why-park-filled = PARK-Kreis { $target } ist schon belegt.
venn-why-no-circle = Auf dem Bogen gibt es keinen Kreis { $target }.
venn-why-circle-filled = Kreis { $target } ist schon belegt.
venn-why-dice-list = Wähle einen oder mehrere Würfel (eine Liste von Würfelnummern).
venn-why-dice-too-many = Ein Wert nutzt höchstens { $count } Würfel.
venn-why-die-index = Eine Würfelnummer reicht von 0 bis { $top }.
venn-why-die-twice = Ein Würfel zählt in einem Wert nur einmal.
venn-why-die-used = Du hast { $die } in dieser Runde schon genutzt: jeder Würfel wird genau einmal genutzt.
venn-why-die-label = Würfel { $index } ({ $name })
venn-why-no-extra = Du hast keinen Extrawert: den bringt eine Summe aus 3, 4 oder 5 Würfeln, die ein SUM-Kästchen streicht.
venn-why-extra-die = Ein Extrawert nennt einen Würfel, 0 bis { $top }.
venn-why-park-name = Nenne den PARK-Kreis, der verschoben wird, 'P1' bis 'P8'.
venn-why-park-empty = Im PARK-Kreis { $park } steht keine Zahl.
venn-why-park-moved = Die Zahl in { $park } wurde schon verschoben.
venn-why-section-full = Bereich { $code } hat keinen freien Kreis.
venn-why-lose-too-soon = Ein Wert darf nur verfallen, wenn kein Kreis in einem Bereich oder im PARK frei ist; { $empty }.
venn-why-no-extra-to-lose = Du hast keinen Extrawert zum Aufgeben.
venn-why-lose-extra-too-soon = Ein Extrawert darf nur verfallen, wenn kein Kreis in einem Bereich oder im PARK frei ist; { $empty }.
venn-why-nothing-to-undo = In dieser Runde gibt es nichts rückgängig zu machen.
venn-why-unused-dice = Nutze vor dem Bestätigen alle fünf Würfel: { $dice } noch ungenutzt.
venn-why-still-empty-one = { $shown } ist noch frei
venn-why-still-empty = { $shown } sind noch frei
venn-why-still-empty-more = { $shown } und { $more } weitere sind noch frei
venn-why-not-divisible = { $value } ist nicht durch { $n } teilbar
venn-why-above = { $value } ist größer als { $n }
venn-why-below = { $value } ist kleiner als { $n }
venn-why-not-prime = { $value } ist keine Primzahl
venn-why-odd = { $value } ist ungerade
venn-why-even = { $value } ist gerade
venn-why-differ = { $a } und { $b } sind verschieden
venn-why-twice = { $value } steht doppelt da
venn-why-no-run = keine Folge von { $total } Zahlen passt
venn-why-too-far = { $lo } und { $hi } liegen für { $total } Kreise zu weit auseinander
venn-why-apart = { $lo } und { $hi } liegen { $gap } auseinander
venn-why-no-longer-equal = { $code } kann nicht mehr { $name } werden: { $problem }
venn-why-no-longer-straight = { $code } kann keine { $name } mehr werden: { $problem }
venn-why-no-longer-range = { $code } bleibt nicht mehr in { $name }: { $problem }
venn-why-breaks = { $value } verletzt { $name } in { $code }
venn-why-typed-nothing = Tippe mindestens einen Zug, etwa `6+3>Kh2`.
venn-why-typed-move = Zug { $number } (`{ $part }`): { $reason }
venn-why-typed-shape = schreib einen Zug als Wert>Ziel, z. B. `6+3>Kh2`.
venn-why-typed-unseated = nur wer am Tisch sitzt, kann Züge tippen.
venn-why-typed-park-range = der PARK hat die Kreise 1-{ $count }.
venn-why-typed-unpark = eine Zahl geht aus dem PARK in einen Bereich: schreib nur dessen Kürzel, z. B. `P3>Te`.
venn-why-typed-extra = ein Extrawert muss einem Würfel dieser Runde gleichen ({ $dice }).
venn-why-typed-no-die = kein ungenutzter Würfel zeigt { $wanted } (ungenutzt: { $unused }).
venn-why-typed-no-die-none = kein ungenutzter Würfel zeigt { $wanted } (ungenutzt: keiner).
venn-why-typed-number = `{ $text }` ist keine Zahl.
venn-why-typed-park-full = der PARK ist voll.
venn-why-typed-target = `{ $text }` ist kein Ziel: nimm einen Bereich ({ $codes }), Kh2, P1 oder X.
venn-why-typed-circles = { $code } hat die Kreise 1-{ $count }, von links gezählt.
venn-why-typed-no-empty = { $code } hat keinen freien Kreis.
venn-why-typed-batch = { $reason } Von diesen Zügen wurde keiner eingetragen.

## The pictures' words

venn-pic-round = Runde { $round }
venn-pic-game-over = Spielende nach Runde { $round }
venn-pic-your-pick = du bist dran: wähle eine Bedingung
venn-pic-conditions = Bedingungen
venn-pic-placing = setzt Zahlen
venn-pic-done = fertig ✓
venn-pic-player = Spieler { $seat }
venn-pic-total = GESAMT
venn-pic-total-small = Gesamt
venn-pic-sections = Bereiche
venn-pic-extras = Extrawerte
venn-pic-points = { $points } Pkt
venn-pic-dice = { $count } Würfel
venn-pic-no-condition = keine Bedingung
venn-pic-first = 1.
venn-pic-roll-title = VENN · Wurf der Runde { $round }
venn-pic-roll-sum = Summe { $sum }
venn-pic-common-title = VENN · Gemeinsamer Bogen
venn-pic-round-box = RUNDE
venn-pic-rounds-box = RUNDEN
venn-pic-over = Das Spiel ist vorbei
venn-pic-everyone = alle
venn-pic-picking = Bedingungen wählen · { $name } ist dran
venn-pic-all-placing = Zahlen setzen · alle gleichzeitig
venn-pic-start-player = Startspieler { $name }
venn-pic-family-divisible = Teilbar
venn-pic-family-at_most = Maximum
venn-pic-family-at_least = Minimum
venn-pic-family-equal = Alle gleich
venn-pic-family-kind = Art
venn-pic-family-straight = Straße
venn-pic-family-range = Spanne
venn-pic-family-count = { $count ->
    [one] { $count } Bedingung
   *[other] { $count } Bedingungen
}
venn-pic-asks-divisible = alle durch { $n } teilbar
venn-pic-asks-at_most = alle { $n } oder weniger
venn-pic-asks-at_least = alle { $n } oder mehr
venn-pic-asks-equal = alle gleich, { $band }
venn-pic-asks-prime = alle Primzahlen
venn-pic-asks-even = alle gerade
venn-pic-asks-odd = alle ungerade
venn-pic-asks-straight = lückenlos, { $band }
venn-pic-asks-range = größte − kleinste ≤ { $n }
venn-pic-players = Spieler
venn-pic-copies = je { $copies } Stück
venn-pic-tag-start = Start
venn-pic-tag-picking = ▶ wählt gerade
venn-pic-tag-seat = Platz { $seat }
venn-pic-final-title = VENN · Endwertung
venn-pic-standings-title = VENN · Zwischenstand
venn-pic-winner = ★ Sieg: { $names } mit { $total }
venn-pic-tied = ★ Gleichstand: { $names } mit { $total }
venn-pic-leading = Vorn: { $names } mit { $total }
venn-pic-no-players = Keine Spieler
venn-pic-breakdown = Bereiche { $sections } · SUM { $sum } · PARK { $park } · { $count ->
    [one] { $count } Bedingung
   *[other] { $count } Bedingungen
}
venn-pic-sheets-below = Alle vollständigen Bögen hängen unten an.
venn-pic-sheets-on-final = Alle vollständigen Bögen hängen an der Endwertung des Tisches.
