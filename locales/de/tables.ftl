# /tisch: Antworten, Absagen und was es am Tisch zu melden gibt

table-none-here = In diesem Kanal steht kein Tisch. Eröffne einen mit /{ cmd-play }.
table-host-only = Das darf nur der Gastgeber dieses Tisches.
table-not-started = Die Partie hat noch nicht begonnen.

table-status-head = **{ $game }**, Tisch { $table }, { $state }
table-state-lobby = wartet auf Mitspieler
table-state-running = läuft
table-state-finished = zu Ende gespielt
table-state-cancelled = beendet
table-status-clock = Zugzeit: { $clock }
table-status-ai = { $name } (KI)
table-status-ends = Dieser Zug endet <t:{ $when }:R>.

table-ai-no-seat = Dieses Mitglied hat an diesem Tisch keinen eigenen Platz.
table-ai-plays = Die KI spielt jetzt für { $name }. Mit /{ cmd-table } { cmd-table-rejoin } gibt es den Platz zurück.
table-rejoin-no-seat = An diesem Tisch spielt die KI keinen Platz für dich.
table-rejoined = Willkommen zurück, { $name }: dein Platz gehört wieder dir.

table-ending = Der Tisch wird beendet.
table-ended-by = { $name } hat diesen Tisch beendet.
table-ended = { $name } hat den { $game }-Tisch { $table } beendet.
table-ended-scores = { $name } hat den { $game }-Tisch { $table } beendet. Der Punktestand zu diesem Zeitpunkt:

clock-refused-either = Gib entweder Minuten (live, 0–60) oder Stunden (Fernpartie, 0–168) an.
clock-refused-whole = Die Zugzeit ist eine ganze Zahl.
clock-refused-minutes = Minuten gehen von 0 (ohne Zugzeit) bis 60.
clock-refused-hours = Stunden gehen von 0 (ohne Zugzeit) bis 168.
table-clock-set = Zugzeit: { $clock }.
table-clock-news = { $name } hat die Zugzeit geändert. Zugzeit: { $clock }.
