# Forget Venice

## Farben

venice-suit-moons = Monde
venice-suit-suns = Sonnen
venice-suit-waves = Wellen
venice-suit-leaves = Blätter
venice-suit-wyrms = Wyrme
venice-suit-knots = Knoten
venice-mark-moons = Mo
venice-mark-suns = So
venice-mark-waves = We
venice-mark-leaves = Bl
venice-mark-wyrms = Wy
venice-mark-knots = Kn

## Ränge

venice-rank-ace = A
venice-rank-ace-name = Ass
venice-rank-pawn = Bauer
venice-rank-court = Hof
venice-rank-crown = Krone

## Karten

venice-card-author = Autor
venice-card-desert = Wüste
venice-card-origin = Ursprung
venice-card-journey = Reise
venice-card-painter = Maler
venice-card-savage = Wilder
venice-card-mountain = Berg
venice-card-sailor = Seefahrer
venice-card-battle = Schlacht
venice-card-forest = Wald
venice-card-discovery = Entdeckung
venice-card-soldier = Soldat
venice-card-lunatic = Irrer
venice-card-penitent = Büßer
venice-card-market = Markt
venice-card-chance-meeting = Zufallsbegegnung
venice-card-castle = Burg
venice-card-cave = Höhle
venice-card-diplomat = Diplomat
venice-card-mill = Mühle
venice-card-betrayal = Verrat
venice-card-pact = Pakt
venice-card-merchant = Händler
venice-card-darkness = Finsternis
venice-card-harvest = Ernte
venice-card-watchman = Wächter
venice-card-light-keeper = Leuchtturmwärter
venice-card-consul = Konsul
venice-card-rite = Ritus
venice-card-window = Fenster
venice-card-huntress = Jägerin
venice-card-bard = Barde
venice-card-sea = Meer
venice-card-end = Ende
venice-card-calamity = Unheil
venice-card-windfall = Glücksfall

## Das Panel

venice-panel-title = Forget Venice · Hälfte { $half } · Runde { $round } · { $name }
venice-pairs = Deine Paare in dieser Hälfte: { $pairs } · dein bisheriger Stand: { $score }
venice-over = Die Partie ist vorbei.
venice-waiting = Wir warten auf { $name }.
venice-nobody = niemand
venice-nothing = nichts
venice-take-intro = **Nimm einen Stapel.** So viel brächte dir jeder in dieser Hälfte:
venice-take = Stapel { $pile } nehmen ({ $gain })
venice-take-plain = { $pile } nehmen
venice-cut-intro = **Teile die sieben Karten in drei Stapel.** Wähle Stapel A, dann Stapel B; der Rest ist Stapel C. Die anderen wählen zuerst, du behältst den letzten Stapel.
venice-cut-not-ready = _Jeder Stapel braucht mindestens eine Karte._
venice-ai-cut = **So teilt die KI.** { $why }
venice-pick-a = Stapel A: Karten wählen…
venice-picked-a = Stapel A: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} · ändern…
venice-pick-b = Stapel B: Karten wählen (der Rest ist C)…
venice-confirm-cut = Teilung bestätigen
venice-suggest-cut = Teilung vorschlagen
venice-clear = Leeren

## Ablehnungen

venice-refused-outdated = Dieses Bedienelement ist veraltet; nimm dein neuestes Panel.
venice-refused-pick = Wähle Karten aus der angebotenen Liste.
venice-refused-no-cut = Gerade gibt es nichts zu teilen.
venice-refused-unknown = Dieser Knopf gehört nicht zu dieser Partie.

## Der Status

venice-status-title = Forget Venice · Hälfte { $half } · Runde { $round }
venice-distributor = Verteiler: **{ $name }**
venice-cutting = **{ $name }** teilt diese Karten in drei Stapel:
venice-choosing = **{ $name }** wählt einen Stapel.
venice-taken-by = { $pile } — genommen von { $name }
venice-earlier = { $score } (+{ $earlier } aus der ersten Hälfte)
venice-half-so-far = Stand dieser Hälfte: { $scores }
venice-open-panel = Mein Panel öffnen
venice-clock = Zuguhr
venice-clock-ends = läuft ab { $when }
venice-footer = Tisch { $table } · spiel in deinem Panel (DM oder der Knopf)

## Das Ende

venice-final-title = Forget Venice · Endstand
venice-half-line = Hälfte { $half }: I { $one } + II { $two } + III { $three } = { $total }
venice-ties = Bei Gleichstand zählt die zweite Hälfte, dann deren Kriterium III.

## Die Gründe der KI

venice-gain-fewer = weniger von { $first } und { $second }
venice-gain-against = { $first } gegen { $second }
venice-gain-run = eine Folge in { $first } oder { $second }
venice-gain-part = { $criterion }, { $what } { $change }
venice-gain-none = kein Kriterium ändert sich
venice-why-best = Stapel { $pile } bringt { $gain } in dieser Hälfte ({ $how }).
venice-why-best-of-many = Stapel { $pile } bringt { $gain } in dieser Hälfte ({ $how }), am meisten von den übrigen Stapeln.
venice-why-keep-from-distributor = Stapel { $best } brächte dir { $best-gain }, ließe { $name } aber Stapel { $left }, für { $name } { $left-gain } wert; mit Stapel { $pile } ({ $gain }) bleibt { $name } Stapel { $other } ({ $other-gain }). Ein Punkt, den { $name } nicht bekommt, wiegt fast so viel wie ein eigener.
venice-why-keep-from-others = Stapel { $best } brächte dir { $best-gain }, aber dann bekäme { $lost-to } { $lost }; mit Stapel { $pile } ({ $gain }) bekommt niemand sonst mehr als { $kept } ({ $kept-to }). Ein Punkt, den die anderen nicht bekommen, wiegt fast so viel wie ein eigener.
venice-why-cut = { $one } nähme wohl Stapel { $first } ({ $first-gain } für sich) und { $two } Stapel { $second } ({ $second-gain }); dir bliebe Stapel { $last } ({ $last-gain }). Von allen Teilungen steht diese für dich am besten gegen den Besten der anderen da.

## Das Bild der Runde

venice-pic-title = Hälfte { $half } · Runde { $round } von { $rounds }
venice-pic-over = Die Partie ist vorbei
venice-pic-cutting = { $name } teilt die Karten in drei Stapel
venice-pic-choosing = { $name } wählt einen Stapel
venice-pic-pile = Stapel { $pile } · { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
venice-pic-taken-by = genommen von { $name }
venice-pic-collections = Sammlungen · Hälfte { $half }
venice-pic-collections-scored = Sammlungen · Hälfte { $half } (gewertet)
venice-pic-to-act = { $name } · ist dran
venice-pic-half-total = Hälfte { $half }: { $total }
venice-pic-this-half = { $total } in dieser Hälfte
venice-pic-smaller = kleinere Zahl: { $count }
venice-pic-difference = Unterschied: { $count }
venice-pic-run-in = Folge { $low }-{ $high } in { $suit }
venice-pic-run-of = Folge von { $count }
venice-pic-final-title = Forget Venice · Endstand
venice-pic-half = Hälfte { $half }
venice-pic-total = Gesamt
