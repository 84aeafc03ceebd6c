# Venn Classic (gameuis.classic) : panneau, statut, message final, refus (règles du moteur
# comprises), « Suggérer un coup » avec les raisons de l'IA, et les mots des images.

## Cartes et couleurs

classic-colour-red = rouge
classic-colour-yellow = jaune
classic-colour-blue = bleu
classic-colour-orange = orange
classic-colour-green = vert
classic-colour-purple = violet
classic-card = { $first } + { $second } ({ $overlap })
classic-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## Le panneau

classic-panel-title = Venn Classic · manche { $round } · votre main
classic-counts = Main : { $hand } ; posées : { $placed } ; défausse : { $discard }
classic-called = Annonce : **{ $colour }**, { $cards }
classic-highest = Plus haute enchère : { $name } { $amount }
classic-you-out = Vous êtes éliminé de cette partie.
classic-over = La partie est terminée.
classic-waiting-for = En attente de { $name }.
classic-waiting-others = En attente des autres.
classic-you-call = **Vous êtes premier joueur :** annoncez une couleur, puis un nombre.
classic-you-place = **Posez { $cards }** face cachée.
classic-you-bid = **Votre enchère :** surenchérissez (en avançant d'abord des cartes si vous voulez) ou passez.
classic-pushing = Avancées : { $cards }
classic-slot = carte { $slot }
classic-you-turn = **Retournez des cartes** jusqu'à en trouver { $amount } de couleur { $colour }.
classic-you-recover = **Vous avez gagné le défi.** Reprenez { $cards } de votre défausse (une fois par partie) pour que personne ne perde de cartes, ou renoncez.
classic-you-discard = **Vous perdez { $cards } :** choisissez celles qui vont dans votre défausse.
classic-colour-menu = Annoncer une couleur…
classic-count-menu = Combien de cartes ({ $colour }) ?
classic-place-menu = Choisir { $cards } à poser…
classic-push-menu = Avancer des cartes (facultatif)…
classic-raise-menu = Monter à… ({ $low }-{ $high })
classic-bid-option = Enchère { $amount }
classic-turn-menu = Retourner…
classic-recover-menu = Reprendre { $cards }…
classic-discard-menu = Défausser { $cards }…
classic-card-option = Carte { $number } : { $card }
classic-turn-own-placed = votre carte posée { $slot }
classic-turn-own-pushed = votre carte avancée { $slot }
classic-turn-placed = carte posée { $slot } de { $name }
classic-turn-pushed = carte avancée { $slot } de { $name }
classic-back = Retour
classic-clear-pushes = Annuler les avancées
classic-pass = Passer
classic-decline = Renoncer
classic-open-panel = Voir ma main
classic-and = { $first } et { $second }

## Refus

classic-refused-choice = Ce choix n'est pas valable ; prenez l'une des options proposées.
classic-refused-control = Cette commande ne fait pas partie de Venn Classic.
classic-rule-not-classic = Ce n'est pas une partie de Venn Classic.
classic-rule-game-over = La partie est terminée.
classic-rule-no-seat = Vous n'avez pas de place à cette table.
classic-rule-out = Vous êtes éliminé : il ne vous reste aucune carte.
classic-rule-recover-no-challenge = On ne reprend des cartes qu'après un défi, et seulement si on l'a gagné.
classic-rule-recover-own-goal = Vous avez échoué sur votre propre carte avancée : dans ce cas, pas de reprise.
classic-rule-recover-not-winner = Seul le gagnant du défi peut reprendre des cartes.
classic-rule-recover-used = Vous avez déjà repris des cartes : c'est une fois par partie.
classic-rule-recover-empty = Votre défausse est vide : il n'y a rien à reprendre.
classic-rule-recover-full = Votre main est pleine : on ne tient jamais plus de six cartes.
classic-rule-recover-declined = Vous avez déjà renoncé à reprendre des cartes cette manche.
classic-rule-phase-place-first = C'est le moment de poser : posez d'abord vos cartes face cachée.
classic-rule-phase-call = Le premier joueur ouvre la manche en annonçant une couleur et un nombre.
classic-rule-phase-place = C'est le moment de poser : posez vos cartes face cachée.
classic-rule-phase-bid = C'est le moment des enchères : enchérissez (en avançant des cartes si vous voulez) ou passez.
classic-rule-phase-challenge = Le challenger est en train de retourner des cartes.
classic-rule-phase-recover = Le gagnant du défi décide s'il reprend des cartes.
classic-rule-phase-discard = C'est le moment de défausser : les perdants choisissent les cartes qu'ils perdent.
classic-rule-wait-call = C'est le premier joueur qui annonce la couleur et le nombre cette manche.
classic-rule-wait-placed = Vous avez déjà posé vos cartes cette manche : attendez les autres.
classic-rule-wait-highest = Vous tenez la plus haute enchère : vous ne pouvez pas surenchérir sur vous-même.
classic-rule-wait-passed = Vous avez passé : vous ne pourrez enchérir à nouveau qu'après une surenchère d'un autre joueur.
classic-rule-wait-bid = C'est à un autre joueur d'enchérir ou de passer.
classic-rule-wait-challenge = Seul le challenger retourne des cartes.
classic-rule-wait-recover = Seul le gagnant du défi décide de reprendre des cartes.
classic-rule-wait-no-loss = Vous ne perdez aucune carte cette manche.
classic-rule-wait-discarded = Vous avez déjà choisi vos cartes à défausser : attendez les autres.
classic-rule-call-colour = Annoncez l'une des six couleurs : rouge, jaune, bleu, orange, vert ou violet.
classic-rule-call-count = Le nombre doit être un entier de { $low } à { $high }.
classic-rule-place-list = Indiquez les cartes de votre main à poser.
classic-rule-place-all = Vous n'avez que { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : posez-les toutes.
classic-rule-place-exactly = L'annonce est de { $called } : posez exactement { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
classic-rule-place-twice = Chaque carte ne peut être posée qu'une fois.
classic-rule-place-not-held = Vous ne pouvez poser que des cartes de votre main.
classic-rule-push-list = Indiquez, parmi vos cartes posées, celles à avancer.
classic-rule-push-none = Vous n'avez aucune carte posée à avancer.
classic-rule-push-slot = Vous n'avez pas de carte posée { $slot } : vous avez posé { $places ->
    [one] { $places } seule carte
   *[other] { $places } cartes
}.
classic-rule-push-again = Votre carte posée { $slot } est déjà avancée : une carte avancée le reste.
classic-rule-push-twice = Chaque carte ne peut être avancée qu'une fois.
classic-rule-bid-number = Une enchère est un nombre entier de cartes, 0 ou plus.
classic-rule-bid-below-pushed = Votre enchère doit être d'au moins { $count } : elle ne peut pas être inférieure au nombre de cartes que vous avez avancées.
classic-rule-bid-not-higher = Une surenchère doit dépasser l'enchère actuelle de { $count }.
classic-rule-bid-too-high = Votre enchère ne peut pas dépasser { $count } : vos cartes avancées plus toutes les cartes posées des autres joueurs.
classic-rule-pass-push = On n'avance des cartes qu'avec une enchère, pas en passant.
classic-rule-pass-open = Le premier joueur doit ouvrir les enchères (une enchère de 0 est permise).
classic-rule-turn-name = Indiquez la carte à retourner : à qui elle est et où elle se trouve.
classic-rule-turn-no-card = Ce joueur n'a pas de carte posée { $slot }.
classic-rule-turn-again = Cette carte est déjà retournée.
classic-rule-turn-unpushed = Vous ne retournez jamais vos propres cartes posées que vous n'avez pas avancées.
classic-rule-turn-own-first = Retournez d'abord toutes vos cartes avancées ({ $count ->
    [one] encore { $count } carte cachée
   *[other] encore { $count } cartes cachées
}).
classic-rule-recover-list = Indiquez les cartes de votre défausse à reprendre.
classic-rule-recover-exactly = Reprenez exactement { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
classic-rule-recover-exactly-limit = Reprenez exactement { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} (moins de deux : votre défausse ou la limite de six cartes en main n'en permet pas plus).
classic-rule-recover-twice = Chaque carte ne peut être reprise qu'une fois.
classic-rule-recover-not-held = Vous ne pouvez reprendre que des cartes de votre propre défausse.
classic-rule-discard-list = Indiquez les cartes de votre main que vous perdez.
classic-rule-discard-all = Vous n'avez que { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : vous les perdez toutes.
classic-rule-discard-exactly = Choisissez exactement { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} à perdre.
classic-rule-discard-twice = Chaque carte ne peut être défaussée qu'une fois.
classic-rule-discard-not-held = Vous ne pouvez défausser que des cartes de votre main.
classic-rule-not-a-move = Ce n'est pas un coup de Venn Classic.
classic-rule-unknown-move = Ce n'est pas un coup de Venn Classic.

## Le statut

classic-status-title = Venn Classic · manche { $round } · { $part }
classic-part-open = pose
classic-part-bid = enchères
classic-part-challenge = défi
classic-part-resolve = résolution
classic-part-over = terminée
classic-start-player = Premier joueur : { $name }
classic-called-each = Annonce : **{ $colour }**, { $cards } chacun
classic-calling = { $name } annonce une couleur et un nombre.
classic-calling-start = Le premier joueur annonce une couleur et un nombre.
classic-still-placing = Posent encore : { $names }
classic-still-discarding = Choisissent encore leur défausse : { $names }
classic-nobody = personne
classic-log-pass = · { $name } passe
classic-log-bid = · { $name } mise { $amount }
classic-log-bid-push = · { $name } mise { $amount } en avançant { $pushed }
classic-to-act = À jouer : **{ $name }**
classic-must-turn = **{ $name }** doit retourner { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} de couleur { $colour }.
classic-turned = 🔍 Carte { $slot } de { $name } : { $card } { $mark }
classic-result-success = ✅ { $name } a réussi : tous les autres perdent deux cartes, sauf si { $name } reprend des cartes.
classic-result-own-goal = ❌ { $name } a échoué sur sa propre carte et perd deux cartes.
classic-result-failure = ❌ { $name } a échoué et perd deux cartes.
classic-may-recover = { $name } peut plutôt reprendre des cartes.
classic-clock = Temps de jeu : fin { $when }
classic-footer = Table { $table } · votre main arrive en MP, ou appuyez sur { $button }

## Le message final

classic-final-title = Venn Classic · le gagnant
classic-final-line = **{ $rank }. { $name }** · { $how }
classic-final-out = éliminé à la manche { $round }
classic-final-left = { $count ->
    [one] { $count } carte restante
   *[other] { $count } cartes restantes
}

## Les raisons de l'IA (« Suggérer un coup »)

classic-why-call = { $cards } de votre main montrent la couleur { $colour } ; de toutes les couleurs et tous les nombres, c'est l'ouverture que l'IA juge la meilleure pour vos chances.
classic-why-place = Autant de cartes de couleur { $colour } que possible (avancées plus tard, chacune est un succès assuré dans votre propre défi) ; les autres sont des pièges pour un rival qui vous défie.
classic-why-bid = Pour chaque surenchère (et chaque avancée), l'IA pèse vos chances de lancer le défi et de le gagner face à celles des autres ; celle-ci s'en sort le mieux.
classic-why-pass = Toute surenchère vous coûterait plus que de laisser le meilleur enchérisseur tenter sa chance.
classic-why-turn-own = D'abord vos propres cartes : vous savez qu'elles montrent la couleur.
classic-why-turn = La carte la plus susceptible de montrer la couleur { $colour }, d'après les cartes connues et la façon dont son propriétaire a avancé et posé jusqu'ici.
classic-why-recover = Reprendre des cartes maintenant vaut plus que garder cette chance pour plus tard.
classic-why-decline = Garder la reprise unique pour une manche suivante vaut davantage.
classic-why-discard = Vous gardez la main la plus équilibrée pour les couleurs annoncées ensuite.

## Mots des images (courts : ils doivent tenir dans leur case sur un téléphone)

classic-pic-phase-call = Annonce
classic-pic-phase-place = Pose
classic-pic-phase-bid = Enchères
classic-pic-phase-challenge = Défi
classic-pic-phase-recover = Reprise
classic-pic-phase-discard = Défausse
classic-pic-phase-over = Partie finie
classic-pic-tag-call = ANNONCE
classic-pic-tag-bid = ENCHÉRIT
classic-pic-tag-challenge = RETOURNE
classic-pic-tag-recover = CHOISIT
classic-pic-tag-discard = DÉFAUSSE
classic-pic-tag-place = POSE
classic-pic-tag-play = JOUE
classic-pic-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
classic-pic-each = { $count ->
    [one] { $count } carte chacun
   *[other] { $count } cartes chacun
}
classic-pic-count-to-come = nombre à venir
classic-pic-result-success = Défi réussi
classic-pic-result-failure = Défi raté
classic-pic-player = Joueur { $number }
classic-pic-round = MANCHE
classic-pic-highest-bid = MEILLEURE ENCHÈRE
classic-pic-in-hand-legend = cartes en main
classic-pic-discarded = défaussées
classic-pic-recovery-used = reprise faite
classic-pic-pushed = AVANCÉE
classic-pic-pushed-forward = avancée
classic-pic-has-colour = a la couleur
classic-pic-lacks-it = ne l'a pas
classic-pic-review-legend = Hachurées, pâles, bord pointillé : vos cartes cachées à ce moment (montrées à vous seul)
classic-pic-game-over = FIN
classic-pic-wins = { $name } gagne
classic-pic-no-winner = aucun gagnant
classic-pic-no-call = Pas d'annonce
classic-pic-calls = { $name } annonce
classic-pic-colour-cards = en { $colour }
classic-pic-none-yet = aucune
classic-pic-start-player = premier : { $name }
classic-pic-still-in = { $left } sur { $total } en jeu
classic-pic-label-winner = GAGNANT
classic-pic-label-result = RÉSULTAT
classic-pic-label-challenger = CHALLENGER
classic-pic-label-placing = POSE
classic-pic-label-turn = TOUR
classic-pic-last-with-cards = dernier avec des cartes
classic-pic-found-by = { $name } : { $found } sur { $amount }
classic-pic-found = { $found } sur { $amount } trouvées
classic-pic-may-recover = { $name } peut reprendre
classic-pic-discards = { $name } défausse
classic-pic-others-discard = les autres défaussent
classic-pic-these-discard = défaussent : { $names }
classic-pic-everyone-places = Tous posent
classic-pic-to-place = { $count } doivent poser
classic-pic-verb-call = annonce
classic-pic-verb-bid = monte ou passe
classic-pic-verb-recover = choisit
classic-pic-verb-play = joue
classic-pic-seat-winner = GAGNANT
classic-pic-seat-out = ÉLIMINÉ
classic-pic-seat-passed = PASSE
classic-pic-seat-bid = MISE { $amount }
classic-pic-seat-start = 1ER
classic-pic-seat-challenger = DÉFIE
classic-pic-seat-in-hand = en main
classic-pic-seat-recovered = repris
classic-pic-out-of-game = Éliminé
classic-pic-no-cards-placed = aucune carte posée
classic-pic-last-holding = le dernier à avoir des cartes
classic-pic-placed-done = posé ✓
classic-pic-placing = pose
classic-pic-waiting-call = attend l'annonce
classic-pic-hand-hidden = MAIN · { $count } jamais vues par vous
classic-pic-hand-none = MAIN · aucune carte
classic-pic-hand-then = MAIN · cachée à ce moment
classic-pic-your-hand = Votre main
classic-pic-placed = Posées
classic-pic-discard-pile = Défausse
classic-pic-round-of = Manche { $round }
classic-pic-you-start = vous commencez
classic-pic-no-call-short = AUCUNE
classic-pic-yet = annonce
classic-pic-no-hand = aucune carte en main
classic-pic-back-in-hand = revenues en main
classic-pic-n-placed = { $count } posées
classic-pic-n-pushed = { $count } avancées
classic-pic-n-turned = { $count } retournées
classic-pic-choose-from-hand = choisissez dans votre main
classic-pic-none = aucune
classic-pic-call-first = l'annonce d'abord
classic-pic-pick-to-place = choisissez des cartes à poser
classic-pic-nothing-placed = rien de posé cette manche
classic-pic-recovery-still = reprise encore
classic-pic-available = possible
classic-pic-empty = vide
classic-pic-you-passed = vous avez passé
classic-pic-you-bid-passed = mise { $amount }, passé
classic-pic-your-bid = votre mise { $amount }
classic-pic-you-won = Gagné : vous êtes le dernier à avoir des cartes !
classic-pic-over-won = Partie finie · { $name } a gagné
classic-pic-you-out = Vous êtes éliminé
classic-pic-your-call = À vous d'annoncer : une couleur et un nombre (1-6)
classic-pic-wait-call = { $name } annonce une couleur et un nombre
classic-pic-placed-wait = Cartes posées · en attente des autres
classic-pic-place-n = Posez { $cards } face cachée
classic-pic-open-bid = Votre enchère : ouvrez (0 est permis)
classic-pic-raise-or-pass = Votre enchère : plus de { $amount } ou passez
classic-pic-hold-highest = Vous menez à { $amount } · attente de { $name }
classic-pic-wait-raise = { $name } monte ou passe
classic-pic-your-challenge = Retournez encore { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} en { $colour }
classic-pic-turning = { $name } retourne : { $found } sur { $amount } trouvées
classic-pic-may-take-back = Vous pouvez reprendre { $count ->
    [one] { $count } carte défaussée
   *[other] { $count } cartes défaussées
} (une fois)
classic-pic-wait-recover = { $name } choisit de reprendre ou non
classic-pic-you-lose = Vous perdez { $cards } : choisissez lesquelles
classic-pic-wait-losers = Les perdants défaussent
classic-pic-no-turn-yet = Rien de retourné
classic-pic-must-find = { $name } doit trouver { $amount } { $colour }
classic-pic-own-card = sa propre carte
classic-pic-their-card = carte de { $name }
classic-pic-turns = { $name } retourne
classic-pic-shows = { $colour } : oui
classic-pic-no-colour = { $colour } : non
classic-pic-has-the-colour = a la couleur
classic-pic-lacks-the-colour = sans la couleur
classic-pic-found-of = { $found } sur { $amount } trouvées
classic-pic-final-title = Venn Classic · Partie finie
classic-pic-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
classic-pic-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}
classic-pic-final-winner = GAGNANT
classic-pic-final-no-winner = Aucun gagnant
classic-pic-left = restent
classic-pic-going-out = Ordre d'élimination
classic-pic-last-out-highest = le dernier éliminé est mieux classé
classic-pic-first-out = 1er éliminé
classic-pic-last-out = dernier éliminé
classic-pic-nth-out = { $place }e éliminé
classic-pic-out-round = { $note } · manche { $round }
classic-pic-still-playing = encore en jeu
