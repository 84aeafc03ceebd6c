# Ein Tisch als Menge (bot.crowd): eine öffentliche Nachricht pro Runde, die Antworten an
# ihre Spieler und „Mein Platz und Blatt“ auf der Schlussnachricht

crowd-play = Diese Runde spielen
crowd-sheet = Mein Platz und Blatt
crowd-round-over = Diese Runde ist vorbei, dieses Panel spielt nicht mehr. Drück **{ $play }** auf der Nachricht der neuesten Runde im Kanal.
crowd-time-out-status = Die Zeit ist abgelaufen für { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}: { $note }. Der Tisch geht unten weiter.
crowd-time-out-title = { $game } · Zeit abgelaufen
crowd-time-out-panel = Die Uhr dieser Runde lief ab, bevor du bestätigt hast, also { $note }. Drück **{ $play }** auf der Nachricht der neuesten Runde, um die nächste zu spielen.
crowd-no-scores = Die Wertung dieses Tischs ist nicht verfügbar.
crowd-no-sheet = Du hast an diesem Tisch nicht gespielt, also gibt es kein Blatt von dir.
