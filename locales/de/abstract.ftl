# Abstract: das private Panel und seine Menüs, der Stand der Runde, die Endwertung, die
# Züge von „Zug vorschlagen“ und die Wörter in den Bildern

## Farben, Formen, Ziel C, Boni

abstract-colour-1 = Lila
abstract-colour-2 = Blau
abstract-colour-3 = Grün
abstract-colour-4 = Gelb
abstract-colour-5 = Orange
abstract-colour-6 = Rot
abstract-shape-1 = Domino
abstract-shape-2 = 3er-Reihe
abstract-shape-3 = L aus 3
abstract-shape-4 = 2×2-Quadrat
abstract-shape-5 = T aus 4
abstract-shape-6 = 4er-Reihe
abstract-pair = { $first } und { $second }
abstract-lines-rows = jede Zeile mit sechs verschiedenen Zahlen
abstract-lines-columns = jede Spalte mit vier verschiedenen Zahlen
abstract-lines-die_squares = jedes Würfelfeld mit vier verschiedenen Zahlen
abstract-gain-adjust = ein ±1-Plättchen
abstract-gain-anywhere = ein Überall-Plättchen
abstract-gain-star = ein Stern
abstract-position-0 = oben links
abstract-position-1 = oben rechts
abstract-position-2 = unten links
abstract-position-3 = unten rechts

## Ziele, Felder und die Züge der Runde

abstract-goal-a = **A** Formen: eine Gruppe genau in der Form **{ $shape }** bringt { $points } (einmal je Zahl)
abstract-goal-b = **B** Paare: **{ $pair }** ({ $first } & { $second }), { $points } je Paar
abstract-goal-c = **C** alle verschieden: { $lines }, je { $points }
abstract-where = Würfelfeld { $square }, { $position }
abstract-square = Würfelfeld { $square }, { $position }
abstract-square-place = Zeile { $row }, Spalte { $column } des Gemäldes
abstract-line-paint = { $number } ({ $colour }) gemalt in { $where }
abstract-line-paint-anywhere = { $number } ({ $colour }) gemalt in { $where }, mit einem Überall-Plättchen
abstract-line-x = Ein X gesetzt in { $where }
abstract-line-bonus = Bonus mit Würfel #{ $die } ({ $face }): { $gain }
abstract-line-adjust = ±1-Plättchen: Würfel #{ $die } { $before } → { $after }

## Menüs und Knöpfe des Panels

abstract-menu-paint = Eine Zahl malen …
abstract-menu-anywhere = Ein Überall-Plättchen einsetzen …
abstract-menu-bonus = Den Bonus mit einem Würfel nehmen …
abstract-menu-adjust = Ein ±1-Plättchen einsetzen …
abstract-menu-x = Kein Ort passt: ein X setzen …
abstract-menu-x-tokens = Kein Ort passt: ein X setzen (oder unten ein Plättchen einsetzen) …
abstract-menu-square = Feld für die { $number } wählen …
abstract-menu-square-x = Feld für das X wählen …
abstract-option-pair = { $number } ({ $colour }) in Würfelfeld { $square } malen
abstract-option-paint = { $number } ({ $colour }) in { $where } malen
abstract-option-dice = Ortswürfel #{ $location }, Zahlenwürfel #{ $number }
abstract-option-x = Kein Würfelfeld passt: ein X setzen (Würfel #{ $first }, #{ $second })
abstract-option-anywhere = { $number } irgendwo malen (Würfel #{ $die } als Ort)
abstract-option-bonus = Würfel #{ $die } ({ $face }) als Bonus: { $gain }
abstract-option-adjust = Würfel #{ $die }: { $before } → { $after }
abstract-undo = Rückgängig
abstract-confirm = Runde bestätigen
abstract-back = Zurück
abstract-show-mine = Mein Gemälde zeigen

## Ablehnungen

abstract-refuse-dice = Mit diesen zwei Würfeln kannst du jetzt nicht malen: Wähle eine der angebotenen Möglichkeiten.
abstract-refuse-choice = Diese Wahl gilt nicht: Wähle eine der angebotenen Möglichkeiten.
abstract-refuse-control = Dieses Bedienelement gehört nicht zu Abstract.

## das private Panel

abstract-panel-title = Abstract · Runde { $round }/{ $rounds } · { $name }
abstract-over = Das Spiel ist vorbei.
abstract-confirmed = Runde bestätigt.
abstract-confirmed-moves = Runde bestätigt: { $moves }.
abstract-last-round = Die Endwertung erscheint im Kanal, sobald alle fertig sind.
abstract-next-button = Sobald alle fertig sind, drück **{ $button }** in der Nachricht der nächsten Runde.
abstract-next-dm = Das Panel der nächsten Runde kommt, sobald alle fertig sind.
abstract-footer-confirmed = Das Bild zeigt dein Gemälde zu Beginn der Runde.
abstract-dice = Würfel: { $dice }
abstract-paints-bonus-taken = Gemalt { $paints }/2 · Bonus genommen
abstract-paints-bonus-open = Gemalt { $paints }/2 · Bonus noch offen
abstract-tokens = Plättchen: ±1 × { $adjust } · Überall × { $anywhere } · ★ { $stars }
abstract-so-far = **Diese Runde bisher**
abstract-nothing-yet = noch nichts
abstract-footer-grid = Das Raster zeigt dein Gemälde, wie es jetzt ist (* in dieser Runde gemalt, #n: Würfelfeld n); { $button } zeichnet es.
abstract-footer-picture = Das Bild zeigt dein Gemälde zu Beginn der Runde, das Raster darüber, wie es jetzt ist (* in dieser Runde gemalt, #n: Würfelfeld n).

## der Stand der Runde im Kanal

abstract-open-panel = Mein Panel öffnen
abstract-play-round = Diese Runde spielen
abstract-status-title = Abstract · Runde { $round }/{ $rounds }
abstract-roll = Wurf: { $dice }
abstract-and-more = { $names } und { $more } weitere
abstract-nobody = niemand
abstract-still-playing = Spielen noch ({ $count })
abstract-done = Fertig ({ $count })
abstract-turn-clock = Zuguhr
abstract-round-clock = Rundenuhr
abstract-clock-ends = endet <t:{ $when }:R>
abstract-status-footer = Tisch { $table } · spiel deine Runde in deinem Panel (DM oder der Knopf)
abstract-confirmed-field = Bestätigt
abstract-confirmed-count = { $done } von { $players } Spielern
abstract-crowd-footer = Tisch { $table } · drück { $button }, um deine Runde privat zu spielen

## die Endwertung

abstract-final-title = Abstract · Endwertung
abstract-final-line = **{ $rank }. { $name }: { $total }** (A { $a }, B { $b }, C { $c }, ★ { $stars }, X { $x })
abstract-final-more = … und { $more } weitere Spieler (siehe den exportierten Spielbericht).
abstract-final-footer = Oben die Aufschlüsselung für die ersten { $shown } von { $players } Spielern; die Summen aller stehen in der Liste. Exportiere den Spielbericht für jede Zeile.
abstract-crowd-final-footer = Die besten { $shown } von { $players } Spielern. Drück { $button } für deinen Platz, deine Wertung Zeile für Zeile und dein Gemälde.

## „Zug vorschlagen“: warum die KI den Zug macht

abstract-why-plan = Es ist ein Schritt des KI-Plans für diese Runde (Bonus, Plättchen und beide Malzüge zusammen gewählt): von allen Wegen, die Runde zu beenden, der, den ihre Schätzung deines fertigen Gemäldes am meisten mag
abstract-why-paint = { abstract-why-plan }; dieser Malzug arbeitet auf die Ziele hin und hält Linien frei von Wiederholungen.
abstract-why-x = Kein Würfelfeld nimmt diese Würfel: Nur ein X bleibt zu malen.
abstract-why-bonus = { abstract-why-plan }; dieser Würfel ist als Malzug am wenigsten wert, und sein Bonus hilft später.
abstract-why-adjust = { abstract-why-plan }; der geänderte Würfel passt in ein besseres Feld.
abstract-why-confirm = Jeder Würfel ist verwendet: In dieser Runde bleibt nichts zu tun.
abstract-why-undo = Die Runde weicht vom besten Plan für diese Würfel ab.

## die Wertung eines Spielers, Zeile für Zeile (die Endwertung)

abstract-list = { $first } und { $last }
abstract-score-a-none = A ({ $shape }, je { $each }): keine Zahl → { $points }
abstract-score-a-one = A ({ $shape }, je { $each }): Zahl { $list } → { $points }
abstract-score-a-many = A ({ $shape }, je { $each }): Zahlen { $list } → { $points }
abstract-score-b = B ({ $pair }): { $count ->
    [one] { $count } Paar
   *[other] { $count } Paare
} × { $each } → { $points }
abstract-score-c-rows-none = C (Zeilen): keine Zeile → { $points }
abstract-score-c-rows-one = C (Zeilen): Zeile { $list } → { $points }
abstract-score-c-rows-many = C (Zeilen): Zeilen { $list } → { $points }
abstract-score-c-columns-none = C (Spalten): keine Spalte → { $points }
abstract-score-c-columns-one = C (Spalten): Spalte { $list } → { $points }
abstract-score-c-columns-many = C (Spalten): Spalten { $list } → { $points }
abstract-score-c-die_squares-none = C (Würfelfelder): kein Würfelfeld → { $points }
abstract-score-c-die_squares-one = C (Würfelfelder): Würfelfeld { $list } → { $points }
abstract-score-c-die_squares-many = C (Würfelfelder): Würfelfelder { $list } → { $points }
abstract-score-stars = Sterne: { $stars }
abstract-score-x = X-Markierungen: { $x }
abstract-score-total = Summe: { $total } (Platz { $rank })

## die Wörter in den Bildern (Malbogen, Zwischenstand, Endwertung)

abstract-pic-die-square = Würfelfeld { $number }
abstract-pic-your-dice = Würfel
abstract-pic-stars = ★ Sterne
abstract-pic-x-marks = X-Felder
abstract-pic-total = Summe
abstract-pic-player = Spieler { $number }
abstract-pic-final = Ende · { $rounds } Runden gespielt
abstract-pic-round = Runde { $round } von { $rounds }
abstract-pic-done = fertig ✓
abstract-pic-adjust-tokens = ±1-Plättchen
abstract-pic-anywhere-tokens = überall
abstract-pic-stars-held = Sterne
abstract-pic-x-marks-made = X-Felder
abstract-pic-paints = Gemalt { $paints } von 2
abstract-pic-bonus-taken = Bonus genommen ✓
abstract-pic-bonus-open = Bonus noch offen
abstract-pic-x-allowed = X erlaubt
abstract-pic-this-round = diese Runde
abstract-pic-goal-A = Formen
abstract-pic-goal-B = Farbpaare
abstract-pic-goal-C = Verschieden
abstract-pic-points = { $points } Punkte
abstract-pic-per-pair = { $points } je Paar
abstract-pic-points-each = je { $points } Punkte
abstract-pic-different-rows = Zeilen: { $count } ungleich
abstract-pic-different-columns = Spalten: { $count } ungleich
abstract-pic-different-die_squares = Felder: { $count } ungleich
abstract-pic-final-scores = Abstract · Endwertung
abstract-pic-standings = Abstract · Zwischenstand
abstract-pic-winner = ★ Sieger: { $names } mit { $total }
abstract-pic-tied-winners = ★ Gleichauf vorn: { $names } mit { $total }
abstract-pic-no-players = Keine Spieler
abstract-pic-no-players-yet = Noch keine Spieler
abstract-pic-sorted = { $players } Spieler · nach Gesamtpunkten sortiert
abstract-pic-round-badge = RUNDE
abstract-pic-next-places = Die nächsten Plätze
abstract-pic-everyone-else = Alle anderen ({ $count })
abstract-pic-more-players = … und { $count } weitere Spieler

# the engine's rules, as a player is told them (gameuis.abstract.reasons)
abstract-rule-die-used = Dieser Würfel ist in dieser Runde schon verwendet.
abstract-rule-square-painted = Feld { $square } ist schon bemalt.
abstract-rule-over = Das Spiel ist vorbei.
abstract-rule-no-seat = Du hast keinen Platz an diesem Tisch.
abstract-rule-confirmed = Du hast diese Runde schon bestätigt: Warte auf die anderen.
abstract-rule-painted-twice = Du hast in dieser Runde schon zweimal gemalt.
abstract-rule-two-dice = Ortswürfel und Zahlwürfel müssen zwei verschiedene Würfel sein.
abstract-rule-x-token = Ein X braucht nie ein Überall-Plättchen.
abstract-rule-x-too-soon = Du kannst in dieser Runde noch malen: Ein X ist nur erlaubt, wenn jeder unbenutzte Würfel auf ein volles Würfelfeld zeigt.
abstract-rule-no-anywhere = Du hast kein Überall-Plättchen mehr.
abstract-rule-die-square-full = Würfelfeld { $where } ist voll: Nimm einen Ortswürfel, dessen Würfelfeld noch ein freies Feld hat, oder setze ein Überall-Plättchen ein.
abstract-rule-not-in-square = Feld { $square } liegt nicht in Würfelfeld { $where }.
abstract-rule-bonus-taken = Du hast deinen Bonus in dieser Runde schon genommen.
abstract-rule-no-adjust = Du hast kein ±1-Plättchen mehr.
abstract-rule-die-range = Ein Würfel mit { $shown } kann nicht { $result } werden: Würfel bleiben zwischen 1 und 6.
abstract-rule-nothing-to-undo = In dieser Runde gibt es nichts zurückzunehmen.
abstract-rule-confirm-too-soon = Vor dem Bestätigen: zweimal malen (oder X setzen) und einen Bonus nehmen.
abstract-rule-other = Dieser Zug verstößt gegen eine Spielregel.
