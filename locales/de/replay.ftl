# Wiederholungen (bot/replay.py): ein beendeter Tisch Schritt für Schritt, privat, und als Animation.

replay-title = **{ $game } · Wiederholung von Tisch { $table }** · { $step }
replay-step = Schritt { $number } von { $total }
replay-setup = Die Partie, wie sie aufgebaut wurde
replay-where = Runde { $round } · { $phase }
replay-where-over = Runde { $round } · { $phase } · Partie vorbei
replay-half = Hälfte { $half }
replay-movers = { $where }: { $count } Spieler haben gezogen
replay-moved = { $where }: { $who }
replay-mover = { $name }: { $kinds }
replay-repeated = { $kind } ×{ $count }
replay-phase = { $phase ->
    [painting] Malen
    [open] Eröffnung
    [bid] Bieten
    [challenge] Herausforderung
    [resolve] Auflösung
    [play] Spiel
    [conditions] Bedingungen
    [numbers] Zahlen
   *[other] { $phase }
}
replay-kind = { $kind ->
    [split] teilen
    [choose] wählen
    [call] ansagen
    [place] setzen
    [bid] bieten
    [pass] passen
    [turn] umdrehen
    [recover] zurückholen
    [decline] ablehnen
    [discard] ablegen
    [condition] Bedingung
    [skip] aussetzen
    [extra] Zusatzwert
    [lose] verfallen lassen
    [lose_extra] Zusatzwert verfallen lassen
    [unpark] aus dem PARK
    [confirm] bestätigen
    [undo] rückgängig
    [paint] malen
    [bonus] Bonus
    [adjust] ±1
    [x] X
    [dot] Punkt
    [circle] Kreis
    [take_back] zurücknehmen
   *[other] { $kind }
}
replay-first = Anfang
replay-previous = Zurück
replay-next = Weiter
replay-last = Ende
replay-animation = Animation
replay-no-table = Einen Tisch { $table } gibt es nicht. Die Tischnummer steht auf den Nachrichten jedes Tischs.
replay-elsewhere = Tisch { $table } wurde nicht auf diesem Server gespielt; Wiederholungen bleiben auf ihrem Server.
replay-never-started = Tisch { $table } hat nie begonnen, es gibt also nichts zu wiederholen.
replay-cancelled = Tisch { $table } wurde vor seinem Ende beendet; nur zu Ende gespielte Partien haben eine Wiederholung.
replay-playing = An Tisch { $table } wird noch gespielt; die Wiederholung öffnet sich, sobald die Partie endet.
replay-crowd = An Tisch { $table } spielte eine Menge von { $players }: Wiederholungen gibt es für Tische mit bis zu { $most } Spielern.
replay-not-a-step = Dieser Knopf gehört zu keiner Wiederholung.
replay-broken = Tisch { $table } lässt sich nicht wiederholen: Seine gespeicherten Züge führen nicht zu seinem Ende.
replay-too-big = Tisch { $table } lässt sich nicht animieren: Selbst ein Schritt von vielen passt nicht unter Discords Upload-Grenze.
replay-no-animation = Tisch { $table } lässt sich nicht animieren: Seine gespeicherten Züge führen nicht zu seinem Ende.
replay-animation-all = **{ $game } · Tisch { $table }**: alle { $total } Schritte, { $width }×{ $height } px.
replay-animation-some = **{ $game } · Tisch { $table }**: { $shown } von { $total } Schritten (jeder { $every }. Schritt und der letzte, um unter Discords Upload-Grenze zu bleiben), { $width }×{ $height } px.
