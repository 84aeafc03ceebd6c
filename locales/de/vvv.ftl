# VENNi, Vidi, Vici

## Das Panel

vvv-panel-title = VENNi, Vidi, Vici · Zug { $turn } · { $name }
vvv-shape-blue = blaue Scheiben
vvv-shape-orange = orange Rauten
vvv-over = Die Partie ist vorbei.
vvv-waiting = Wir warten auf { $name }. Deine Punkte sind { $shape }.
vvv-place-dot = Setze einen Punkt: Wähle eine Region über ihre Nummer auf dem Brett oder tippe genaue Koordinaten ein. Deine Punkte sind { $shape }.
vvv-must-pass = Nirgends passt noch ein Punkt: Du passt.
vvv-pick-spot = Region { $region }: Wähle eine Stelle mit Buchstaben für deinen Punkt.
vvv-pick-spot-third = Region { $region }: Wähle eine Stelle mit Buchstaben für deinen Punkt. Es wird der dritte Punkt der Region, danach ziehst du einen Kreis.
vvv-region-menu = Region wählen…
vvv-region-menu-range = Region wählen ({ $first } bis { $last })…
vvv-region = Region { $region }
vvv-region-dots = Punkte: { $blue-name } { $blue }, { $orange-name } { $orange }
vvv-region-dots-third = Punkte: { $blue-name } { $blue }, { $orange-name } { $orange } · ein Punkt hier ist der dritte: Ein Kreis folgt
vvv-spot-menu = Stelle wählen…
vvv-type-dot = Koordinaten eintippen
vvv-back = Zurück
vvv-pass = Passen

## Der Kreis

vvv-circle-intro = Dein Punkt war der dritte seiner Region: Ziehe einen Kreis, der die drei Punkte in einen und zwei teilt. Jedes Bild zeigt das Brett mit diesem Kreis: den abgetrennten Punkt umringt, die Regionen, die er sperren würde, umrandet. Wähle einen, um ihn groß zu sehen, oder tippe einen ein (er rastet am Gitter ein).
vvv-circle-menu = Kreis wählen…
vvv-show-others = Andere zeigen
vvv-type-circle = Kreis eintippen
vvv-confirm = Bestätigen
vvv-circle = Mitte ({ $x }, { $y }), Radius { $r }
vvv-circle-title = Kreis { $letter }: { $circle }
vvv-typed-title = Dein getippter Kreis: { $circle }
vvv-picked = Du hast Kreis { $letter } gewählt. Er { $separates } und { $locks }. Bestätige, um ihn zu ziehen, oder geh zurück.
vvv-typed = Du hast { $typed } getippt; auf dem Gitter ist das **{ $circle }**. Er { $separates } und { $locks }. Bestätige, um ihn zu ziehen, oder geh zurück.

## Ein Kreis in Worten

vvv-new-dot = deinen neuen Punkt
vvv-own-dot = deinen Punkt { $where }
vvv-their-dot = den Punkt von { $name } { $where }
vvv-dir-right = rechts
vvv-dir-upper-right = oben rechts
vvv-dir-top = oben
vvv-dir-upper-left = oben links
vvv-dir-left = links
vvv-dir-lower-left = unten links
vvv-dir-bottom = unten
vvv-dir-lower-right = unten rechts
vvv-sets-apart-inside = trennt { $who } ab (innen)
vvv-sets-apart-outside = trennt { $who } ab (außen)
vvv-locks-nothing = sperrt nichts
vvv-locks = sperrt { $count ->
    [one] { $count } Region
   *[other] { $count } Regionen
}
vvv-for-you = du
vvv-for-nobody = niemand
vvv-part-of = Teil von { $region }
vvv-new-piece = ein neues Stück

## Die Formulare

vvv-form-dot = Punkt setzen
vvv-form-x = x (0 bis 1000, von links nach rechts)
vvv-form-y = y (0 bis 700, von oben nach unten)
vvv-form-circle = Kreis ziehen
vvv-form-cx = Mitte x
vvv-form-cy = Mitte y
vvv-form-r = Radius (20 bis 340)

## Ablehnungen

vvv-refused-region = In diese Region passt kein Punkt: Wähle eine andere Nummer.
vvv-refused-choice = Diese Wahl gilt nicht; nimm eine der angebotenen Möglichkeiten.
vvv-refused-control = Dieses Bedienelement gehört nicht zu VENNi, Vidi, Vici.
vvv-refused-dot = Ein Punkt braucht ganzzahlige Koordinaten x und y.
vvv-refused-circle = Ein Kreis braucht eine Mitte x, y und einen Radius, als Zahlen.
vvv-refused-snapped = Du hast Mitte ({ $x }, { $y }), Radius { $r } getippt; auf dem Gitter ist das Mitte ({ $sx }, { $sy }), Radius { $sr }. { $reason }
vvv-refused-form = Dieses Formular gehört nicht zu VENNi, Vidi, Vici.

## Der Status

vvv-status-title = VENNi, Vidi, Vici · Runde { $round }
vvv-over-tie = Partie vorbei: unentschieden.
vvv-over-won = Partie vorbei: { $name } gewinnt.
vvv-to-dot = Zug { $turn }: { $name } setzt einen Punkt.
vvv-to-circle = Zug { $turn }: { $name } zieht den Kreis.
vvv-to-dot-final = Zug { $turn }: { $name } setzt einen Punkt (letzter Zug).
vvv-to-circle-final = Zug { $turn }: { $name } zieht den Kreis (letzter Zug).
vvv-last-locked = Der letzte Kreis hat { $count ->
    [one] { $count } Region
   *[other] { $count } Regionen
} gesperrt: { $owners }.
vvv-locked-for = { $count } für { $name }
vvv-points = { $name }: { $points } P.
vvv-colours = { $blue } spielt blaue Scheiben, { $orange } orange Rauten.
vvv-clock = Zuguhr
vvv-clock-ends = läuft ab { $when }
vvv-footer = Tisch { $table } · spiel deinen Zug in deinem Panel (DM oder der Knopf)
vvv-open-panel = Mein Panel öffnen

## Das Ende

vvv-final-title = VENNi, Vidi, Vici · Endstand
vvv-final-line = **{ $rank }. { $name }: { $total }** ({ $circles ->
    [one] { $circles } Kreis gezogen
   *[other] { $circles } Kreise gezogen
})
vvv-score-regions = Eigene gesperrte Regionen: { $count }
vvv-score-pairs = Paare eigener Regionen mit gemeinsamer Grenze: { $count }
vvv-score-circles = Gezogene Kreise (entscheiden bei Gleichstand): { $count }
vvv-score-total = Gesamt: { $total } (Platz { $rank })

## Die Gründe der KI

vvv-why-third = Region { $region } hat zwei Punkte: Ein dritter gehört dir, und der Kreis danach auch; der beste, den die KI findet, bringt dir { $gain } bei den gesperrten Regionen gegenüber { $name }.
vvv-why-third-even = Region { $region } hat zwei Punkte: Ein dritter gehört dir, und der Kreis danach auch; der beste, den die KI findet, sperrt für dich nicht mehr Regionen als für { $name }.
vvv-why-empty = Region { $region } ist leer: Ein einzelner Punkt in einer kleinen Region gehört dir wahrscheinlich, wenn sie gesperrt wird, und { $name } bekommt keinen dritten Punkt geschenkt.
vvv-why-even = In Region { $region } liegt ein Punkt von { $name }: Deiner gleicht ihn aus.
vvv-why-least = Jede offene Region bietet { $name } etwas; Region { $region } kostet dich am wenigsten.
vvv-why-circle = Er { $separates } und { $locks }: Von den Kreisen, die die KI probiert hat, sperrt dieser am meisten Regionen für dich gegenüber { $name }.
vvv-why-pass = Nirgends auf dem Brett passt noch ein Punkt.

## Die Wörter der Bilder

vvv-pic-seat = { $name }: { $points } P. · { $circles ->
    [one] { $circles } Kreis
   *[other] { $circles } Kreise
}
vvv-pic-zoom = Region { $region }: Stelle mit Buchstaben wählen ({ $count } zur Wahl)
vvv-pic-picker = Kreis wählen: { $count } gezeigt, jeder auf eigenem Bild
vvv-pic-locks = sperrt { $count } · { $owners }

## The rules' refusals (games.vvv.refusals; the clicker's language)

vvv-rule-no-seat = An diesem Tisch gibt es keinen solchen Platz.
vvv-rule-game-over = Das Spiel ist vorbei.
vvv-rule-not-your-turn = Du bist nicht am Zug.
vvv-rule-not-a-move = Ein Zug ist hier ein Punkt, ein Kreis oder Passen.
vvv-rule-fields-dot = Ein Punktzug hat nur die Felder at und type.
vvv-rule-fields-circle = Ein Kreiszug hat nur die Felder circle und type.
vvv-rule-fields-pass = Passen hat nur das Feld type.
vvv-rule-circle-now = Dein Punkt war der dritte seiner Region: Ziehe jetzt den Kreis, der sie teilt.
vvv-rule-dot-first = Setze zuerst einen Punkt; ein Kreis folgt nur auf den dritten Punkt einer Region.
vvv-rule-pass-not-stuck = Passen darfst du nur, wenn nirgends mehr ein Punkt hinpasst.
vvv-rule-dot-form = Ein Punkt ist eine Stelle [x, y] aus ganzen Zahlen.
vvv-rule-circle-form = Ein Kreis ist [cx, cy, r] aus ganzen Zahlen.
vvv-rule-off-paper = Diese Stelle liegt nicht auf dem Blatt.
vvv-rule-near-edge = Ein Punkt muss mindestens { $gap } Einheiten vom Blattrand entfernt sein.
vvv-rule-near-circle = Ein Punkt muss mindestens { $gap } Einheiten von jedem Kreis entfernt sein.
vvv-rule-near-dot = Ein Punkt muss mindestens { $gap } Einheiten von jedem anderen Punkt entfernt sein.
vvv-rule-locked = Diese Region ist gesperrt: Dort kommen keine Punkte mehr hin.
vvv-rule-third-dot = Das wäre der dritte Punkt der Region, und kein Kreis könnte die drei in einen und zwei teilen (Regel 1).
vvv-rule-off-lattice = Dieser Kreis liegt nicht auf dem Gitter: Mittelpunkte alle { $step } Einheiten, Radien von { $low } bis { $high } in Schritten von { $by }, ganz auf dem Blatt.
vvv-rule-too-close = Dieser Kreis berührt einen anderen Kreis oder kommt ihm zu nahe; halte { $gap } Einheiten Abstand.
vvv-rule-crossings = Ein neuer Kreis muss genau { $need } Kreise schneiden; dieser schneidet { $count }.
vvv-rule-circle-near-dot = Dieser Kreis kommt einem Punkt näher als { $gap } Einheiten.
vvv-rule-nested = Dieser Kreis umschließt kein neues Gebiet: Er liegt in einem anderen Kreis.
vvv-rule-near-crossing = Dieser Kreis kommt einem Schnittpunkt der schon gezogenen Kreise näher als { $gap } Einheiten.
vvv-rule-through-locked = Dieser Kreis führt durch eine gesperrte Region.
vvv-rule-covered = Dieser Kreis umschließt kein neues Gebiet: Er liegt ganz in Fläche, die schon Kreise umschließen.
vvv-rule-no-split = Dieser Kreis teilt die drei Punkte der Region nicht in einen und zwei (Regel 1).
