# La table en attente de /jouer (bot.lobby)

clock-none = Pas de temps limite
clock-live = { $minutes ->
    [one] En direct : { $minutes } minute par tour
   *[other] En direct : { $minutes } minutes par tour
}
clock-async = { $hours ->
    [one] En différé : { $hours } heure par tour
   *[other] En différé : { $hours } heures par tour
}

lobby-title = { $game } : nouvelle table
lobby-nobody = Personne pour l'instant.
lobby-host-mark = (hôte)
lobby-asked-mark = (invité à rejouer : { lobby-join } garde sa place)
lobby-ai-name = IA { $number }
lobby-crowd-seated = { $ais ->
    [0] **{ $count } joueurs installés** ; table ouverte par <@{ $host }>.
   *[other] **{ $count } joueurs installés** (dont { $ais } joués par l'IA) ; table ouverte par <@{ $host }>.
}
lobby-crowd-latest = Derniers arrivés :
lobby-seats = Places
lobby-seats-value = { $count } sur { $min } à { $max }
lobby-clock = Temps par tour
lobby-footer = Table { $table } · l'hôte lance la partie · /{ cmd-rules } jeu:{ $game }
lobby-join = S'asseoir
lobby-leave = Se lever
lobby-add-ai = Ajouter l'IA
lobby-start = Lancer
lobby-cancel = Annuler
lobby-pick-clock = Temps par tour (hôte)

lobby-coming = On ne peut pas encore jouer à { $game } ici ; ça arrive. En attendant, /{ cmd-rules } jeu:{ $key } explique comment y jouer.
lobby-no-such-game = Aucun jeu ne s'appelle « { $name } ». Au choix : { $choices }.
lobby-in-dm = Les tables se tiennent dans les salons d'un serveur : utilise /{ cmd-play } sur un serveur.
lobby-busy = Ce salon a déjà une table (table { $table }). Finissez-la, demandez à son hôte de la terminer avec /{ cmd-table } { cmd-table-end }, ou jouez dans un autre salon ou fil.
lobby-busy-game = Ce salon a déjà une table de { $game } (table { $table }). Finissez-la, demandez à son hôte de la terminer avec /{ cmd-table } { cmd-table-end }, ou jouez dans un autre salon ou fil.
lobby-expired = { $minutes ->
    [one] Cette table de { $game } s'est fermée : personne ne l'a lancée ni rejointe depuis { $minutes } minute. Ouvrez-en une nouvelle avec /{ cmd-play }.
   *[other] Cette table de { $game } s'est fermée : personne ne l'a lancée ni rejointe depuis { $minutes } minutes. Ouvrez-en une nouvelle avec /{ cmd-play }.
}
lobby-expired-title = { $game } : table fermée
lobby-is-closed = Cette table n'attend plus personne : la partie a commencé ou est finie.
lobby-host-only = Seul l'hôte peut faire ça.
lobby-already-seated = Tu es déjà assis à cette table.
lobby-full = La table est complète ({ $seats } places).
lobby-not-seated = Tu n'es pas assis à cette table.
lobby-host-stays = L'hôte ne peut pas se lever ; { lobby-cancel } ferme la table.
lobby-clock-refused = Choisis un des temps par tour proposés.
lobby-cancelled-title = { $game } : table annulée
lobby-cancelled = { $name } a fermé la table.
lobby-wait-asked = { $game } se joue à { $min } au moins : attends que les joueurs invités appuient sur { lobby-join }.
lobby-left-out = Laissés de côté, faute de confirmation : { $names }.
lobby-too-few = { $game } se joue à { $min } au moins.
lobby-started-title = { $game } : la partie commence
lobby-practice-started-title = { $game } : la partie d'entraînement commence
lobby-started = Joueurs : { $players }
    Temps par tour : { $clock }
lobby-crowd-players = { $count } ; appuyez sur { $play } sur le message de chaque manche
