# Übungstipps (bot.learn, data/hints.json nennt sie): pro Spiel eine Zeile für jeden
# Schritt, was die Knöpfe des Panels tun, und ein Satz für jede Art Zug, mit dem „Zug
# vorschlagen“ ihn beschreibt (die { $feld }-Stellen füllt die Oberfläche des Spiels).
# Sprache des Lesers.

## venn
hint-venn-conditions = Du nimmst jetzt eine Bedingung: wähle eine im Menü, dann deinen Abschnitt ohne Bedingung, in den sie kommt (allein: dann die Bedingung, die du streichst). Überspringen lässt die Wahl dieser Runde aus.
hint-venn-numbers = Nutze jeden Würfelwert einmal: drück einen Würfel (oder mehrere für eine Summe), dann wähle den Kreis oder PARK-Kreis, in den er kommt; jeder Kreis sagt, ob der Wert passt. Rückgängig geht einen Schritt zurück, Zahlen bestätigen beendet deinen Zug.
hint-move-venn-condition = Schreib { $condition } in deinen Abschnitt { $section }{ $crossing }.
hint-move-venn-skip = Überspringen: in dieser Runde keine Bedingung nehmen.
hint-move-venn-place = Setz { $value } ({ $dice }) in { $target }.
hint-move-venn-extra = Nutze den Extrawert { $value } (den { $die }) in { $target }.
hint-move-venn-lose = Lass { $value } ({ $dice }) verfallen: er passt nirgends.
hint-move-venn-lose-extra = Lass den Extrawert verfallen.
hint-move-venn-unpark = Verschieb die Zahl aus { $park } nach { $section }.
hint-move-venn-confirm = Bestätige deine Zahlen: alles ist gesetzt.

## classic
hint-classic-call = Du eröffnest diese Runde: wähle die Farbe, nach der du suchst, dann wie viele Karten alle verdeckt auslegen.
hint-classic-place = Wähle aus deiner Hand genau so viele Karten, wie angesagt: sie kommen verdeckt vor dich.
hint-classic-bid = Erhöhe (das Menü Erhöhen auf: wie viele Karten mit der Farbe du aufdecken wirst) oder passe. Vor dem Erhöhen darfst du mit Karten vorschieben einige deiner ausgelegten Karten nach vorn schieben: ein Hinweis, wahr oder falsch.
hint-classic-challenge = Du hast das Bieten gewonnen: deck die Karten eine nach der anderen auf, zuerst deine eigenen vorgeschobenen. Eine Karte ohne die Farbe beendet die Herausforderung.
hint-classic-recover = Du hast die Herausforderung gewonnen: einmal pro Partie darfst du zwei Karten von deinem Ablagestapel zurücknehmen, statt dass jemand Karten verliert, oder Ablehnen.
hint-classic-discard = Du hast diese Runde verloren: wähle im Menü Abwerfen die Karten, die du abgibst. Sie kommen auf deinen Ablagestapel.
hint-move-classic-call = Sag { $colour } an, je { $count }.
hint-move-classic-place = Leg diese verdeckt aus: { $cards }.
hint-move-classic-bid = Biete { $amount }.
hint-move-classic-bid-pushing = Schieb { $pushed } vor, dann biete { $amount }.
hint-move-classic-pass = Passen.
hint-move-classic-turn = Deck { $card } auf.
hint-move-classic-recover = Nimm { $cards } zurück.
hint-move-classic-decline = Ablehnen: heb dir das Zurücknehmen für eine spätere Runde auf.
hint-move-classic-discard = Wirf { $cards } ab.

## vvv
hint-vvv-play = Setz einen Punkt: wähle ein offenes Gebiet nach seiner Nummer, dann eine Stelle mit Buchstaben (oder Koordinaten eintippen). Der dritte Punkt eines Gebiets verlangt einen Kreis, der es teilt: wähle einen Kreis mit Buchstaben (Andere zeigen für mehr) oder tipp einen ein; er wird groß gezeigt, mit Bestätigen und Zurück, bevor er gezeichnet wird.
hint-move-vvv-dot = Wähle Gebiet { $region }, dann Stelle { $spot }.
hint-move-vvv-dot-typed = Drück Koordinaten eintippen und gib x { $x }, y { $y } ein.
hint-move-vvv-circle = { $pick } Kreis { $letter }, dann Bestätigen.
hint-move-vvv-circle-typed = Drück Kreis eintippen, gib Mittelpunkt x { $cx }, y { $cy } und Radius { $r } ein, dann Bestätigen.
hint-move-vvv-pass = Passen: es gibt keinen Platz mehr zum Spielen.
hint-vvv-pick = { $times ->
    [0] Wähle
    [1] Drück einmal { $others }, dann wähle
    [2] Drück zweimal { $others }, dann wähle
   *[other] Drück { $times }-mal { $others }, dann wähle
}

## abstract
hint-abstract-painting = Alle malen gleichzeitig: wähle im Malmenü einen Ortswürfel und einen Zahlenwürfel, dann das Feld; gib einen Würfel an den Bonus; Plättchen ändern einen Würfel oder malen überall. Rückgängig geht einen Schritt zurück, Runde bestätigen beendet deine Runde.
hint-move-abstract-paint = { $line }
hint-move-abstract-x = { $line }
hint-move-abstract-bonus = { $line }
hint-move-abstract-adjust = { $line }
hint-move-abstract-confirm = Bestätige die Runde: jeder Würfel ist genutzt.

## venice
hint-venice-split = Du bist der Verteiler: wähle die Karten von Stapel A, dann von Stapel B (der Rest ist Stapel C), prüf die Vorschau, dann Teilung bestätigen. Teilung vorschlagen füllt die Teilung der KI ein und sagt warum. Die anderen wählen zuerst; du behältst den übrigen Stapel.
hint-venice-choose = Nimm einen der Stapel, die noch auf dem Tisch liegen: jeder Knopf sagt, wie viele Punkte er dir in dieser Hälfte brächte. Zug vorschlagen sagt, welchen Stapel die KI nähme und warum.
hint-move-venice-split = Drück Teilung vorschlagen, dann Teilung bestätigen: Stapel A { $a }; Stapel B { $b }; Stapel C { $c }.
hint-move-venice-choose = Nimm Stapel { $pile } ({ $gain }).
