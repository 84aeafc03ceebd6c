# Les textes propres à la plateforme (bot/) : refus et réponses à une table en cours, les
# extras communs des panneaux, les notes du chrono, « Voir le mien » et « Mon rang et ma
# feuille ». Une réponse privée dans la langue de son lecteur, un message public dans
# celle de la table.

## Refus d'un clic ou d'un formulaire
platform-no-table = Cette table n'existe plus.
platform-not-part = Ce bouton ne fait pas partie de cette table.
platform-malformed = Ce contrôle est mal formé.
platform-table-ended = Cette table est terminée.
platform-table-over = Cette table est terminée ; ses boutons ne font plus rien. Lance-en une nouvelle avec /{ cmd-play }.
platform-not-started = La partie n'a pas encore commencé.
platform-not-your-turn = Ce n'est pas ton tour : tu n'as rien à faire pour l'instant.
platform-stale-panel = Ce panneau n'était plus à jour (la partie a avancé depuis qu'il a été dessiné).
platform-seat-played-by-ai = L'IA joue ta place maintenant. Utilise /{ cmd-table } { cmd-table-rejoin } pour la reprendre.
platform-not-seated = Tu n'es pas assis à cette table ; seuls ses joueurs peuvent utiliser ces contrôles.
platform-busy-table = La table était occupée par d'autres coups, le tien n'a donc pas été enregistré. Réessaie.
platform-went-wrong = Quelque chose s'est mal passé de notre côté ; rien n'a été modifié.
platform-went-wrong-later = Quelque chose s'est mal passé de notre côté ; réessaie plus tard.
platform-unreachable-move = La base de données n'a pas répondu, rien n'a donc été enregistré (un coup déjà enregistré apparaît dans ton panneau et ne compte jamais deux fois). Réessaie dans un instant.
platform-unreachable = La base de données n'a pas répondu, rien n'a donc été modifié. Réessaie dans un instant.
platform-command-refused = Tu ne peux pas utiliser cette commande ici.
platform-restarting = Le bot redémarre ; réessaie dans quelques secondes.
platform-unknown-control = Ce bot ne connaît plus ce contrôle (il vient peut-être d'une ancienne version). Utilise le message de table le plus récent, ou /{ cmd-play } et /{ cmd-rules }.
platform-form-malformed = Ce formulaire est revenu abîmé : rien n'a été enregistré.
platform-control-not-here = Ce contrôle n'est sur aucun message de cette table.
platform-button-no-choice = Ce bouton n'accepte aucun choix.
platform-pick-listed = Choisis parmi les options du menu.
platform-control-not-on-message = Ce contrôle n'est pas sur ce message ; utilise ton panneau le plus récent.
platform-no-typed-moves = Ce jeu n'a pas de coups à taper.
platform-batch-refused = Le coup { $number } n'a pas été enregistré : { $reason } Aucun coup de cette série n'a été enregistré.

## Le formulaire d'un jeu
platform-form-conflict = Le coup d'un autre joueur est passé avant et a changé la table ; rien n'a été enregistré. Regarde ton panneau et réessaie.
platform-form-no-table = Cette table n'est plus en cours.
platform-form-moved-on = La partie a avancé pendant que tu tapais ; rien n'a été enregistré.
platform-form-no-move = Ce que tu as tapé ne contenait aucun coup.

## Reprendre un coup
platform-take-back = Reprendre
platform-move-stands = Ton coup reste : la partie a continué depuis.
platform-takeback-nothing = Tu n'as aucun coup à toi à reprendre.
platform-takeback-moved-on = Un autre joueur a joué depuis ton coup, il reste donc.
platform-takeback-revealed = Ce coup ne peut pas être repris : il a montré quelque chose de nouveau à la table (un dé, une carte, une pile, une manche close ou une région verrouillée).
platform-takeback-refused = Ce coup ne peut pas être repris maintenant.

## Après un coup (le panneau du joueur)
platform-done-title = { $game } · fini ici
platform-done-over = Ton coup compte. La partie est finie : les scores finaux sont dans le salon.
platform-done-next-here = Ton coup compte. Ton prochain panneau arrivera ici quand ce sera ton tour.
platform-done-next-dm = Ton coup compte. Ton prochain panneau arrivera en MP quand ce sera ton tour.
platform-not-redrawn = Ton coup compte, mais ton panneau n'a pas pu être redessiné. Appuie sur { $label } sur le message de la table pour en avoir un nouveau.

## L'historique de la partie
platform-record = Historique de la partie de la table { $table }.
platform-record-never-started = Cette table n'a jamais commencé, il n'y a donc pas d'historique.
platform-record-not-finished = L'historique est proposé une fois la partie terminée.
platform-export = Exporter l'historique

## Boutons communs à tous les jeux
platform-open-panel = Ouvrir mon panneau
platform-show-mine = Voir le mien

## La place d'un joueur
platform-place =
    .one = { $rank }er
    .two = { $rank }e
    .few = { $rank }e
    .other = { $rank }e
platform-place-shared = { $place } (ex æquo)
platform-sheet = Tu finis **{ $place }** sur { $count } avec **{ $points }** points.

## Le chrono (langue de la table)
platform-clock-ai-played = l'IA a joué à leur place

## Un panneau fermé (langue de son lecteur)
platform-over-title = { $game } · table { $table }
platform-over-opened-elsewhere = Ce panneau est terminé : tu as ouvert ton panneau depuis le message de la table.
platform-over-below = Ce panneau est terminé : le nouveau est en dessous.
platform-over-newest = Ce panneau est terminé : utilise le plus récent.
platform-over-dms = Ce panneau est terminé : regarde tes MP.
platform-over-turn = Ce tour est terminé.
platform-refused-newest-below = { $reason } Ton panneau le plus récent est plus bas.
platform-refused-redrawn = { $reason } Ce panneau montre maintenant la partie telle qu'elle est.
platform-game-over-channel = La partie est finie : les scores finaux sont dans le salon.

## Les messages publics d'une table
platform-game-over-below = La partie est finie : les scores finaux sont ci-dessous.
platform-phase-over = Cette partie du jeu est finie ; la table continue plus bas.
platform-thread-name = { $game } · table { $table } : les manches
platform-latest = Dernièrement
platform-latest-picture = la dernière image montre comment cela s'est terminé
platform-replay = Revoir

## Rappels du chrono et chrono écoulé
platform-remind-turn = ⏰ { $who } : ton tour se termine { $when }. Si le temps s'écoule, l'IA le joue pour toi.
platform-remind-round = ⏰ Cette manche se termine { $when } ; { $count ->
    [one] { $count } joueur n'a
   *[other] { $count } joueurs n'ont
} pas encore validé. Si le temps s'écoule, l'IA finit la manche pour eux.
platform-clock-ran-out = ⌛ Temps écoulé pour { $names } : { $note }.
platform-clock-handed = { $who } a manqué { $limit } tours d'affilée, l'IA joue donc sa place désormais : /{ cmd-table } { cmd-table-rejoin } permet de la reprendre.
platform-clock-handed-many = { $who } ont manqué { $limit } tours d'affilée, l'IA joue donc leurs places désormais : /{ cmd-table } { cmd-table-rejoin } permet de les reprendre.

## MP fermés (langue de la table)
platform-dms-closed = <@{ $user }>, je ne peux pas t'envoyer de messages privés (tes MP sont fermés pour ce serveur). Appuie sur **{ $label }** sur le message de la table pour jouer tes tours en privé.
