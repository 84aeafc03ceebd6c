# Die Lobby von /spielen (bot.lobby)

clock-none = Ohne Zugzeit
clock-live = { $minutes ->
    [one] Live: { $minutes } Minute pro Zug
   *[other] Live: { $minutes } Minuten pro Zug
}
clock-async = { $hours ->
    [one] Fernpartie: { $hours } Stunde pro Zug
   *[other] Fernpartie: { $hours } Stunden pro Zug
}

lobby-title = { $game }: neuer Tisch
lobby-nobody = Noch niemand.
lobby-host-mark = (Gastgeber)
lobby-asked-mark = (zur Revanche eingeladen: { lobby-join } behält den Platz)
lobby-ai-name = KI { $number }
lobby-crowd-seated = { $ais ->
    [0] **{ $count } Spieler am Tisch**; Gastgeber ist <@{ $host }>.
   *[other] **{ $count } Spieler am Tisch** (davon { $ais } von der KI gespielt); Gastgeber ist <@{ $host }>.
}
lobby-crowd-latest = Zuletzt dazugekommen:
lobby-seats = Plätze
lobby-seats-value = { $count } von { $min }–{ $max }
lobby-clock = Zugzeit
lobby-footer = Tisch { $table } · der Gastgeber startet die Partie · /{ cmd-rules } spiel:{ $game }
lobby-join = Mitspielen
lobby-leave = Aufstehen
lobby-add-ai = KI hinzufügen
lobby-start = Starten
lobby-cancel = Absagen
lobby-pick-clock = Zugzeit (Gastgeber)

lobby-coming = { $game } ist hier noch nicht spielbar, kommt aber bald. Bis dahin erklärt /{ cmd-rules } spiel:{ $key }, wie es geht.
lobby-no-such-game = Ein Spiel namens „{ $name }“ gibt es nicht. Zur Wahl stehen: { $choices }.
lobby-in-dm = Tische stehen in Server-Kanälen: nutze /{ cmd-play } auf einem Server.
lobby-busy = In diesem Kanal steht schon ein Tisch (Tisch { $table }). Spielt ihn zu Ende, bittet den Gastgeber, ihn mit /{ cmd-table } { cmd-table-end } zu beenden, oder spielt in einem anderen Kanal oder Thread.
lobby-busy-game = In diesem Kanal steht schon ein { $game }-Tisch (Tisch { $table }). Spielt ihn zu Ende, bittet den Gastgeber, ihn mit /{ cmd-table } { cmd-table-end } zu beenden, oder spielt in einem anderen Kanal oder Thread.
lobby-expired = { $minutes ->
    [one] Diese { $game }-Lobby hat sich geschlossen: { $minutes } Minute lang hat niemand gestartet oder mitgespielt. Eröffne mit /{ cmd-play } eine neue.
   *[other] Diese { $game }-Lobby hat sich geschlossen: { $minutes } Minuten lang hat niemand gestartet oder mitgespielt. Eröffne mit /{ cmd-play } eine neue.
}
lobby-expired-title = { $game }: Lobby geschlossen
lobby-is-closed = Diese Lobby ist geschlossen: die Partie hat begonnen oder ist vorbei.
lobby-host-only = Das darf nur der Gastgeber.
lobby-already-seated = Du sitzt schon an diesem Tisch.
lobby-full = Der Tisch ist voll ({ $seats } Plätze).
lobby-not-seated = Du sitzt nicht an diesem Tisch.
lobby-host-stays = Der Gastgeber kann nicht aufstehen; mit { lobby-cancel } wird der Tisch geschlossen.
lobby-clock-refused = Wähle eine der angebotenen Zugzeiten.
lobby-cancelled-title = { $game }: Tisch abgesagt
lobby-cancelled = { $name } hat die Lobby geschlossen.
lobby-wait-asked = { $game } braucht mindestens { $min } Spieler: warte, bis die Eingeladenen { lobby-join } drücken.
lobby-left-out = Nicht dabei, weil sie nicht bestätigt haben: { $names }.
lobby-too-few = { $game } braucht mindestens { $min } Spieler.
lobby-started-title = { $game }: die Partie beginnt
lobby-practice-started-title = { $game }: die Übungspartie beginnt
lobby-started = Spieler: { $players }
    Zugzeit: { $clock }
lobby-crowd-players = { $count }; drückt in jeder Runde { $play } auf ihrer Nachricht
