# /rules (cogs/rules.py): die Worte um die Regelseiten eines Spiels; die Seiten selbst
# stehen in data/rules/de/<game>.json.

rules-prev = ◀ Zurück
rules-next = Weiter ▶
rules-topic-placeholder = Zu einem Thema springen
rules-pages = { $count ->
    [one] 1 Seite
   *[other] { $count } Seiten
}
rules-footer = Seite { $page }/{ $pages } · /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic }
rules-choice = { $game } · { $players } Spieler
rules-no-game = Ein Spiel namens `{ $name }` kenne ich nicht. Versuch es mit: { $choices }.
rules-no-topic = { $game } hat kein Thema `{ $name }`. Seine Themen: { $topics }.
rules-gone = Diese Regeln gibt es nicht mehr. Öffne sie mit /{ cmd-rules } neu.
