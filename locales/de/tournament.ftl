# Turniere (bot/tournament/, cogs/tournament.py): Befehle, Anmeldung, Tabellen und Antworten.

## die Befehle
cmd-tournament = turnier
    .desc = Turniere: Runden von Tischen, Tabellenstand
cmd-tournament-create = erstellen
    .desc = Verwalter: hier die Anmeldung zu einem Turnier öffnen
opt-tournament-create-game = spiel
    .desc = Das Spiel, das jeder Tisch spielt
opt-tournament-create-format = format
    .desc = swiss (nach Punkten gepaart) oder round-robin (Spiele zu zweit: jeder trifft jeden einmal)
opt-tournament-create-rounds = runden
    .desc = Wie viele Runden (ein Rundenturnier spielt so viele, wie sein Feld braucht)
opt-tournament-create-seats = plätze
    .desc = Plätze an jedem Tisch
opt-tournament-create-clock = uhr
    .desc = Zugzeit jedes Tischs in Minuten (0: keine)
opt-tournament-create-ai = ki
    .desc = Ob KI-Plätze einen Tisch auffüllen, der sonst zu klein wäre
opt-tournament-create-size = größe
    .desc = Wie viele Spieler höchstens mitmachen können (leer: keine Grenze)
opt-tournament-create-starts_in = start_in
    .desc = In wie vielen Minuten es von selbst beginnt, etwa 90 (leer: der Gastgeber startet es)
choice-swiss = Schweizer System
choice-round-robin = Jeder gegen jeden
cmd-tournament-withdraw = austreten
    .desc = Ein Turnier verlassen, in dem du spielst
opt-tournament-withdraw-tournament = turnier
    .desc = Die Nummer des Turniers (wenn du in mehreren spielst)
cmd-tournament-cancel = absagen
    .desc = Gastgeber: dein Turnier absagen
opt-tournament-cancel-tournament = turnier
    .desc = Die Nummer des Turniers (wenn du mehrere leitest)

## Ablehnungen und Antworten der Befehle
tournament-not-a-manager = Ein Turnier erstellen dürfen nur Mitglieder, die diesen Server verwalten dürfen, oder die Rolle haben, die seine Verwalter mit /{ cmd-settings-server } { cmd-settings-server-tournament-hosts } gewählt haben.
tournament-no-game = Ein Spiel namens { $name } gibt es nicht. Wähle eines von: { $games }.
tournament-bad-format = Das Format ist swiss oder round-robin.
tournament-bad-seats = { $game } hat { $low } bis { $high } Plätze an einem Tisch; wähle die Plätze in diesem Bereich.
tournament-robin-seats = Jeder gegen jeden gibt es nur für Tische zu zweit: nimm { opt-tournament-create-seats }:2 oder das Schweizer System.
tournament-bad-rounds = Runden gehen von 1 bis { $most }.
tournament-bad-clock = Die Zugzeit ist 0 (keine) bis { $most } Minuten.
tournament-bad-size = Die Größengrenze ist 2 bis { $most } Spieler.
tournament-bad-start = { opt-tournament-create-starts_in } ist in Minuten ab jetzt: 1 bis { $most } (eine Woche).
tournament-in-thread = Turniere leben in einem Textkanal, nicht in einem Thread.
tournament-none-playing = Du spielst in keinem laufenden Turnier dieses Servers.
tournament-none-hosting = Du leitest kein laufendes Turnier dieses Servers.
tournament-several-playing = Du spielst in mehreren: Sag mit { opt-tournament-withdraw-tournament }: welches ({ $numbers }).
tournament-several-hosting = Du leitest mehrere: Sag mit { opt-tournament-withdraw-tournament }: welches ({ $numbers }).
tournament-called-off = Turnier { $tournament } ist abgesagt.
tournament-called-off-playing = Turnier { $tournament } ist abgesagt. Seine noch laufenden Tische ({ $playing }) gehen als gewöhnliche Partien weiter.

## die Anmeldung
tournament-gone = Dieses Turnier wurde abgesagt oder existiert nicht mehr.
tournament-already-in = Du bist schon angemeldet.
tournament-full = Dieses Turnier ist voll ({ $most } Spieler).
tournament-closed = Dieses Turnier hat begonnen: Die Anmeldung ist geschlossen.
tournament-leave-started = Das Turnier hat begonnen: /{ cmd-tournament } { cmd-tournament-withdraw } verlässt es.
tournament-not-signed-up = Du warst nicht angemeldet.
tournament-left = Du hast Turnier { $tournament } vor seinem Beginn verlassen.
tournament-host-only = Nur der Gastgeber des Turniers kann es starten.
tournament-started-already = Dieses Turnier hat schon begonnen.
tournament-too-few = Ein Turnier braucht mindestens zwei Spieler.
tournament-wait-for = Ein Tisch hat { $seats } Plätze: Warte auf { $missing } weitere oder erstelle das Turnier mit erlaubten KI-Plätzen.
tournament-started = Gestartet: Die erste Runde wird gesetzt.
tournament-started-on-time = Zur Startzeit gestartet: Die erste Runde wird gesetzt.
tournament-swiss = Schweizer System
tournament-round-robin = jeder gegen jeden
tournament-ai = KI-Plätze füllen kleine Tische auf
tournament-no-ai = keine KI-Plätze
tournament-clock = { $minutes } Min. Zugzeit
tournament-no-clock = keine Uhr
tournament-rules = { $game }, { $format }, { $rounds } Runden, { $seats } Plätze je Tisch, { $clock }, { $ai }.
tournament-starts = Beginnt von selbst { $when }, wenn bis dahin genug Spieler dabei sind.
tournament-start-passed = Bis zur Startzeit waren zu wenige Spieler dabei: Es bleibt offen, bis der Gastgeber Start drückt.
tournament-title = Turnier { $tournament }: { $game }
tournament-hosted = Gastgeber: { $host }.
tournament-players = **Spieler:**
tournament-players-most = **Spieler (höchstens { $most }):**
tournament-nobody = Noch niemand.
tournament-footer-timed = Tritt bei, um mitzuspielen; der Gastgeber darf vor der Startzeit Start drücken.
tournament-footer = Tritt bei, um mitzuspielen; der Gastgeber drückt Start, wenn alle da sind.
tournament-join = Beitreten
tournament-leave = Verlassen
tournament-start = Start

## die Runden und der Tabellenstand
tournament-title-final = Turnier { $tournament }: { $game }, Endstand
tournament-title-round = Turnier { $tournament }: { $game }, Runde { $round } von { $rounds }
tournament-line = { $place }. **{ $name }** { $points } Pkt. · Buchholz { $buchholz } · Wertung { $score }
tournament-line-marked = { $place }. **{ $name }** { $points } Pkt. · Buchholz { $buchholz } · Wertung { $score } ({ $marks })
tournament-byes = { $count ->
    [one] Freilos
   *[other] { $count } Freilose
}
tournament-withdrawn = ausgetreten
tournament-more = … und { $count } weitere.
tournament-points = Punkte: ein Sieg 1, ein Remis ½ (an größeren Tischen werden Plätze aufgeteilt), ein Freilos 1; bei Gleichstand entscheidet Buchholz, dann die Summe der Spielwertungen.
tournament-replay = Tisch { $table } wiederholen
tournament-title-cancelled = Turnier { $tournament }: { $game }, abgesagt
tournament-cancelled = Der Gastgeber hat dieses Turnier abgesagt.
tournament-cancelled-playing = Der Gastgeber hat dieses Turnier abgesagt. { $playing ->
    [one] Sein 1 noch laufender Tisch geht als gewöhnliche Partie in seinem Thread weiter; sein Ergebnis zählt wie jede Partie, nicht für das Turnier.
   *[other] Seine { $playing } noch laufenden Tische gehen als gewöhnliche Partien in ihren Threads weiter; ihre Ergebnisse zählen wie jede Partie, nicht für das Turnier.
}
tournament-thread = { $game } · Turnier { $tournament } · Runde { $round }, Tisch { $table }
tournament-ai-seat = KI { $seat }
tournament-call = Runde { $round } von Turnier { $tournament }: { $players }.
tournament-no-thread = Ich konnte in diesem Kanal keinen Thread für einen Tisch öffnen (ich brauche hier das Recht, öffentliche Threads zu erstellen), also endet das Turnier.
tournament-off-in-thread = Turnier { $tournament } wurde abgesagt: Diese Partie geht als gewöhnliche Partie weiter, und ihr Ergebnis zählt wie jede Partie, nicht für das Turnier.
tournament-not-playing = Du spielst nicht in diesem Turnier.
tournament-withdrew = Du bist aus Turnier { $tournament } ausgetreten: Die KI spielt deinen Platz an deinem Tisch, und in späteren Runden wirst du nicht mehr gesetzt.
