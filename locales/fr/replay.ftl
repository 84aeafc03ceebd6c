# Rediffusions (bot/replay.py) : une table terminée revue pas à pas, en privé, et en animation.

replay-title = **{ $game } · rediffusion de la table { $table }** · { $step }
replay-step = Étape { $number } sur { $total }
replay-setup = La partie telle qu'elle a été mise en place
replay-where = Tour { $round } · { $phase }
replay-where-over = Tour { $round } · { $phase } · partie terminée
replay-half = manche { $half }
replay-movers = { $where } : { $count } joueurs ont joué
replay-moved = { $where } : { $who }
replay-mover = { $name } : { $kinds }
replay-repeated = { $kind } ×{ $count }
replay-phase = { $phase ->
    [painting] peinture
    [open] ouverture
    [bid] enchères
    [challenge] défi
    [resolve] résolution
    [play] jeu
    [conditions] conditions
    [numbers] nombres
   *[other] { $phase }
}
replay-kind = { $kind ->
    [split] partage
    [choose] choix
    [call] annonce
    [place] pose
    [bid] enchère
    [pass] passe
    [turn] retournement
    [recover] récupération
    [decline] refus
    [discard] défausse
    [condition] condition
    [skip] passe
    [extra] valeur bonus
    [lose] perte
    [lose_extra] bonus perdu
    [unpark] sortie du PARK
    [confirm] validation
    [undo] annulation
    [paint] peinture
    [bonus] bonus
    [adjust] ±1
    [x] croix
    [dot] point
    [circle] cercle
    [take_back] reprise
   *[other] { $kind }
}
replay-first = Début
replay-previous = Précédente
replay-next = Suivante
replay-last = Fin
replay-animation = Animation
replay-no-table = Il n'y a pas de table { $table }. Le numéro de chaque table figure sur ses messages.
replay-elsewhere = La table { $table } n'a pas été jouée sur ce serveur ; les rediffusions restent sur leur serveur.
replay-never-started = La table { $table } n'a jamais commencé : il n'y a rien à revoir.
replay-cancelled = La table { $table } a été arrêtée avant sa fin ; seules les parties terminées ont une rediffusion.
replay-playing = La table { $table } est encore en cours ; sa rediffusion s'ouvrira à la fin de la partie.
replay-crowd = La table { $table } a réuni une foule de { $players } joueurs : les rediffusions sont pour les tables de { $most } joueurs au plus.
replay-not-a-step = Ce bouton ne fait partie d'aucune rediffusion.
replay-broken = La table { $table } ne peut pas être revue : ses coups enregistrés ne mènent pas à sa fin.
replay-too-big = La table { $table } ne peut pas être animée : même une étape sur beaucoup dépasse la limite d'envoi de Discord.
replay-no-animation = La table { $table } ne peut pas être animée : ses coups enregistrés ne mènent pas à sa fin.
replay-animation-all = **{ $game } · table { $table }** : les { $total } étapes, { $width }×{ $height } px.
replay-animation-some = **{ $game } · table { $table }** : { $shown } étapes sur { $total } (une sur { $every } et la dernière, pour rester sous la limite d'envoi de Discord), { $width }×{ $height } px.
