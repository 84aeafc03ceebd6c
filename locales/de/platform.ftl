# Die eigenen Texte der Plattform (bot/): Ablehnungen und Antworten an einem laufenden
# Tisch, die gemeinsamen Extras der Panels, die Notizen der Uhr, „Meins zeigen“ und
# „Mein Platz und Blatt“. Private Antworten in der Sprache des Lesers, öffentliche in der
# des Tischs.

## Ablehnungen eines Klicks oder Formulars
platform-no-table = Diesen Tisch gibt es nicht mehr.
platform-not-part = Dieser Knopf gehört nicht zu diesem Tisch.
platform-malformed = Dieses Bedienelement ist fehlerhaft.
platform-table-ended = Dieser Tisch ist beendet.
platform-table-over = Dieser Tisch ist beendet; seine Knöpfe tun nichts mehr. Mit /{ cmd-play } eröffnest du einen neuen.
platform-not-started = Die Partie hat noch nicht begonnen.
platform-not-your-turn = Du bist nicht am Zug: gerade gibt es für dich nichts zu tun.
platform-stale-panel = Dieses Panel war veraltet (die Partie ist weitergegangen, seit es gezeichnet wurde).
platform-seat-played-by-ai = Die KI spielt jetzt auf deinem Platz. Mit /{ cmd-table } { cmd-table-rejoin } holst du ihn zurück.
platform-not-seated = Du sitzt nicht an diesem Tisch; nur seine Spieler können diese Knöpfe nutzen.
platform-busy-table = Der Tisch war mit anderen Zügen beschäftigt, deshalb wurde deiner nicht gespeichert. Versuch es noch einmal.
platform-went-wrong = Bei uns ist etwas schiefgegangen; nichts wurde geändert.
platform-went-wrong-later = Bei uns ist etwas schiefgegangen; versuch es später noch einmal.
platform-unreachable-move = Die Datenbank hat nicht geantwortet, deshalb wurde nichts gespeichert (ein schon gespeicherter Zug steht in deinem Panel und zählt nie doppelt). Versuch es gleich noch einmal.
platform-unreachable = Die Datenbank hat nicht geantwortet, deshalb wurde nichts geändert. Versuch es gleich noch einmal.
platform-command-refused = Diesen Befehl kannst du hier nicht verwenden.
platform-restarting = Der Bot startet gerade neu; versuch es in ein paar Sekunden noch einmal.
platform-unknown-control = Dieses Bedienelement kennt der Bot nicht mehr (vielleicht stammt es aus einer älteren Version). Nimm die neueste Tischnachricht oder /{ cmd-play } und /{ cmd-rules }.
platform-form-malformed = Dieses Formular kam beschädigt zurück: nichts wurde gespeichert.
platform-control-not-here = Dieses Bedienelement steht auf keiner Nachricht dieses Tischs.
platform-button-no-choice = Dieser Knopf nimmt keine Auswahl an.
platform-pick-listed = Wähle aus den Optionen, die das Menü anbietet.
platform-control-not-on-message = Dieses Bedienelement steht nicht auf dieser Nachricht; nimm dein neuestes Panel.
platform-no-typed-moves = In diesem Spiel werden keine Züge eingetippt.
platform-batch-refused = Zug { $number } wurde nicht gespeichert: { $reason } Von diesen Zügen wurde keiner gespeichert.

## Das Formular eines Spiels
platform-form-conflict = Der Zug eines anderen Spielers kam zuerst und hat den Tisch verändert; nichts wurde gespeichert. Schau in dein Panel und versuch es noch einmal.
platform-form-no-table = Dieser Tisch läuft nicht mehr.
platform-form-moved-on = Die Partie ging weiter, während du getippt hast; nichts wurde gespeichert.
platform-form-no-move = In deiner Eingabe stand kein Zug.

## Zurücknehmen
platform-take-back = Zurücknehmen
platform-move-stands = Dein Zug bleibt: die Partie ist seitdem weitergegangen.
platform-takeback-nothing = Du hast keinen eigenen Zug, den du zurücknehmen könntest.
platform-takeback-moved-on = Seit deinem Zug hat jemand anderes gespielt, also bleibt er.
platform-takeback-revealed = Dieser Zug lässt sich nicht zurücknehmen: er hat dem Tisch etwas Neues gezeigt (einen Würfel, eine Karte, einen Stapel, eine abgeschlossene Runde oder ein gesperrtes Gebiet).
platform-takeback-refused = Dieser Zug lässt sich jetzt nicht zurücknehmen.

## Nach einem Zug (das Panel des Spielers)
platform-done-title = { $game } · hier erledigt
platform-done-over = Dein Zug zählt. Die Partie ist vorbei: die Endwertung steht im Kanal.
platform-done-next-here = Dein Zug zählt. Dein nächstes Panel kommt hierher, wenn du am Zug bist.
platform-done-next-dm = Dein Zug zählt. Dein nächstes Panel kommt per DM, wenn du am Zug bist.
platform-not-redrawn = Dein Zug zählt, aber dein Panel ließ sich nicht neu zeichnen. Drück { $label } auf der Tischnachricht für ein frisches.

## Das Protokoll der Partie
platform-record = Protokoll der Partie an Tisch { $table }.
platform-record-never-started = Dieser Tisch hat nie begonnen, also gibt es kein Protokoll.
platform-record-not-finished = Das Protokoll gibt es, sobald die Partie zu Ende ist.
platform-export = Protokoll exportieren

## Knöpfe, die alle Spiele teilen
platform-open-panel = Mein Panel öffnen
platform-show-mine = Meins zeigen

## Der Platz eines Spielers
platform-place =
    .one = { $rank }.
    .two = { $rank }.
    .few = { $rank }.
    .other = { $rank }.
platform-place-shared = { $place } (geteilt)
platform-sheet = Du bist **{ $place }** von { $count } geworden, mit **{ $points }** Punkten.

## Die Zuguhr (Sprache des Tischs)
platform-clock-ai-played = die KI hat für sie gespielt

## Ein geschlossenes Panel (Sprache seines Lesers)
platform-over-title = { $game } · Tisch { $table }
platform-over-opened-elsewhere = Dieses Panel ist vorbei: du hast dein Panel über die Tischnachricht geöffnet.
platform-over-below = Dieses Panel ist vorbei: dein neues steht darunter.
platform-over-newest = Dieses Panel ist vorbei: nimm dein neuestes.
platform-over-dms = Dieses Panel ist vorbei: schau in deine DMs.
platform-over-turn = Dieser Zug ist vorbei.
platform-refused-newest-below = { $reason } Dein neuestes Panel steht weiter unten.
platform-refused-redrawn = { $reason } Dieses Panel zeigt jetzt die Partie, wie sie steht.
platform-game-over-channel = Die Partie ist vorbei: die Endwertung steht im Kanal.

## Öffentliche Nachrichten eines Tischs
platform-game-over-below = Die Partie ist vorbei: die Endwertung steht unten.
platform-phase-over = Dieser Teil der Partie ist vorbei; der Tisch geht unten weiter.
platform-thread-name = { $game } · Tisch { $table }: die Runden
platform-latest = Zuletzt
platform-latest-picture = das letzte Bild zeigt, wie es ausging
platform-replay = Wiederholung

## Erinnerungen der Uhr und eine abgelaufene Uhr
platform-remind-turn = ⏰ { $who }: dein Zug endet { $when }. Läuft die Zeit ab, spielt die KI ihn für dich.
platform-remind-round = ⏰ Diese Runde endet { $when }; { $count ->
    [one] { $count } Spieler hat
   *[other] { $count } Spieler haben
} noch nicht bestätigt. Läuft die Zeit ab, beendet die KI die Runde für sie.
platform-clock-ran-out = ⌛ Die Zeit ist abgelaufen für { $names }: { $note }.
platform-clock-handed = { $who } hat { $limit } Züge in Folge verpasst, daher spielt ab jetzt die KI diesen Platz: mit /{ cmd-table } { cmd-table-rejoin } spielt man wieder selbst.
platform-clock-handed-many = { $who } haben { $limit } Züge in Folge verpasst, daher spielt ab jetzt die KI diese Plätze: mit /{ cmd-table } { cmd-table-rejoin } spielt man wieder selbst.

## Geschlossene DMs (Sprache des Tischs)
platform-dms-closed = <@{ $user }>, ich kann dir keine Direktnachrichten schicken (deine DMs sind für diesen Server geschlossen). Drück **{ $label }** auf der Tischnachricht, um deine Züge privat zu spielen.
