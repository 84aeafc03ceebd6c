# /table : ses réponses, ses refus et les nouvelles qu'elle donne à la table

table-none-here = Il n'y a pas de table dans ce salon. Ouvres-en une avec /{ cmd-play }.
table-host-only = Seul l'hôte de cette table peut faire ça.
table-not-started = La partie n'a pas commencé.

table-status-head = **{ $game }**, table { $table }, { $state }
table-state-lobby = en attente de joueurs
table-state-running = en cours
table-state-finished = terminée
table-state-cancelled = arrêtée
table-status-clock = Temps par tour : { $clock }
table-status-ai = { $name } (IA)
table-status-ends = Ce tour se termine <t:{ $when }:R>.

table-ai-no-seat = Ce membre n'a pas de place à lui à cette table.
table-ai-plays = L'IA joue maintenant à la place de { $name }, qui peut la reprendre avec /{ cmd-table } { cmd-table-rejoin }.
table-rejoin-no-seat = L'IA ne joue aucune place pour toi à cette table.
table-rejoined = Bon retour, { $name } : ta place est de nouveau à toi.

table-ending = La table s'arrête.
table-ended-by = { $name } a arrêté cette table.
table-ended = { $name } a arrêté la table { $table } de { $game }.
table-ended-scores = { $name } a arrêté la table { $table } de { $game }. Les scores à ce moment-là :

clock-refused-either = Donne soit des minutes (en direct, 0 à 60), soit des heures (en différé, 0 à 168).
clock-refused-whole = Le temps par tour est un nombre entier.
clock-refused-minutes = Les minutes vont de 0 (sans limite) à 60.
clock-refused-hours = Les heures vont de 0 (sans limite) à 168.
table-clock-set = Temps par tour : { $clock }.
table-clock-news = { $name } a changé le temps par tour. Temps par tour : { $clock }.
