# Abstract : le panneau privé et ses menus, l'état de la manche, les scores finaux, les
# coups de « Suggérer un coup » et les mots dessinés dans les images

## couleurs, formes, objectif C, bonus

abstract-colour-1 = violet
abstract-colour-2 = bleu
abstract-colour-3 = vert
abstract-colour-4 = jaune
abstract-colour-5 = orange
abstract-colour-6 = rouge
abstract-shape-1 = domino
abstract-shape-2 = ligne de 3
abstract-shape-3 = L de 3
abstract-shape-4 = carré 2×2
abstract-shape-5 = T de 4
abstract-shape-6 = ligne de 4
abstract-pair = { $first } et { $second }
abstract-lines-rows = chaque rangée de six nombres différents
abstract-lines-columns = chaque colonne de quatre nombres différents
abstract-lines-die_squares = chaque carré de dé de quatre nombres différents
abstract-gain-adjust = un jeton ±1
abstract-gain-anywhere = un jeton « n'importe où »
abstract-gain-star = une étoile
abstract-position-0 = en haut à gauche
abstract-position-1 = en haut à droite
abstract-position-2 = en bas à gauche
abstract-position-3 = en bas à droite

## objectifs, cases et coups de la manche

abstract-goal-a = **A** formes : un groupe ayant exactement la forme **{ $shape }** rapporte { $points } (une fois par nombre)
abstract-goal-b = **B** paires : **{ $pair }** ({ $first } & { $second }), { $points } par paire
abstract-goal-c = **C** tous différents : { $lines }, { $points } chacun
abstract-where = le carré de dé { $square }, { $position }
abstract-square = Carré de dé { $square }, { $position }
abstract-square-place = rangée { $row }, colonne { $column } du tableau
abstract-line-paint = { $number } ({ $colour }) peint dans { $where }
abstract-line-paint-anywhere = { $number } ({ $colour }) peint dans { $where } avec un jeton « n'importe où »
abstract-line-x = X marqué dans { $where }
abstract-line-bonus = Bonus avec le dé #{ $die } ({ $face }) : { $gain }
abstract-line-adjust = Jeton ±1 : dé #{ $die } { $before } → { $after }

## menus et boutons du panneau

abstract-menu-paint = Peindre un nombre…
abstract-menu-anywhere = Utiliser un jeton « n'importe où »…
abstract-menu-bonus = Prendre le bonus avec un dé…
abstract-menu-adjust = Utiliser un jeton ±1…
abstract-menu-x = Aucun emplacement ne convient : marquer un X…
abstract-menu-x-tokens = Aucun emplacement ne convient : marquer un X (ou utiliser un jeton plus bas)…
abstract-menu-square = Choisir la case du { $number }…
abstract-menu-square-x = Choisir la case du X…
abstract-option-pair = Peindre { $number } ({ $colour }) dans le carré de dé { $square }
abstract-option-paint = Peindre { $number } ({ $colour }) dans { $where }
abstract-option-dice = dé d'emplacement #{ $location }, dé de nombre #{ $number }
abstract-option-x = Aucun carré de dé ne convient : marquer un X (dés #{ $first }, #{ $second })
abstract-option-anywhere = Peindre { $number } n'importe où (dé #{ $die } comme emplacement)
abstract-option-bonus = Dé #{ $die } ({ $face }) : prendre { $gain }
abstract-option-adjust = Dé #{ $die } : { $before } → { $after }
abstract-undo = Annuler
abstract-confirm = Valider la manche
abstract-back = Retour
abstract-show-mine = Voir mon tableau

## refus

abstract-refuse-dice = Tu ne peux pas peindre avec ces deux dés maintenant : choisis une des options proposées.
abstract-refuse-choice = Ce choix n'est pas valable : choisis une des options proposées.
abstract-refuse-control = Cette commande ne fait pas partie d'Abstract.

## le panneau privé

abstract-panel-title = Abstract · manche { $round }/{ $rounds } · { $name }
abstract-over = La partie est terminée.
abstract-confirmed = Manche validée.
abstract-confirmed-moves = Manche validée : { $moves }.
abstract-last-round = Les scores finaux seront publiés dans le salon quand tout le monde aura fini.
abstract-next-button = Quand tout le monde aura fini, appuie sur **{ $button }** dans le message de la manche suivante.
abstract-next-dm = Le panneau de la manche suivante arrivera quand tout le monde aura fini.
abstract-footer-confirmed = L'image montre ton tableau tel qu'il était au début de la manche.
abstract-dice = Dés : { $dice }
abstract-paints-bonus-taken = Peintures { $paints }/2 · bonus pris
abstract-paints-bonus-open = Peintures { $paints }/2 · bonus pas encore pris
abstract-tokens = Jetons : ±1 × { $adjust } · n'importe où × { $anywhere } · ★ { $stars }
abstract-so-far = **Cette manche jusqu'ici**
abstract-nothing-yet = rien pour l'instant
abstract-footer-grid = La grille montre ton tableau tel qu'il est (* peint cette manche, #n : carré de dé n) ; { $button } le dessine.
abstract-footer-picture = L'image montre ton tableau au début de la manche ; la grille au-dessus le montre tel qu'il est (* peint cette manche, #n : carré de dé n).

## l'état de la manche dans le salon

abstract-open-panel = Ouvrir mon panneau
abstract-play-round = Jouer cette manche
abstract-status-title = Abstract · manche { $round }/{ $rounds }
abstract-roll = Lancer : { $dice }
abstract-and-more = { $names } et { $more } autres
abstract-nobody = personne
abstract-still-playing = Jouent encore ({ $count })
abstract-done = Ont fini ({ $count })
abstract-turn-clock = Chrono du tour
abstract-round-clock = Chrono de la manche
abstract-clock-ends = se termine <t:{ $when }:R>
abstract-status-footer = Table { $table } · joue ta manche dans ton panneau (MP ou le bouton)
abstract-confirmed-field = Validé
abstract-confirmed-count = { $done } joueurs sur { $players }
abstract-crowd-footer = Table { $table } · appuie sur { $button } pour jouer ta manche en privé

## les scores finaux

abstract-final-title = Abstract · scores finaux
abstract-final-line = **{ $rank }. { $name } : { $total }** (A { $a }, B { $b }, C { $c }, ★ { $stars }, X { $x })
abstract-final-more = … et { $more } autres joueurs (voir l'enregistrement exporté).
abstract-final-footer = Détail des scores ci-dessus pour les { $shown } premiers des { $players } joueurs ; les totaux de chacun sont dans la liste. Exporte l'enregistrement de la partie pour chaque ligne.
abstract-crowd-final-footer = Les { $shown } meilleurs des { $players } joueurs. Appuie sur { $button } pour ta place, ton score ligne par ligne et ton tableau.

## « Suggérer un coup » : pourquoi l'IA joue ce coup

abstract-why-plan = C'est une étape du plan de l'IA pour cette manche (bonus, jetons et les deux peintures choisis ensemble) : de toutes les façons de finir la manche, celle que son estimation de ton tableau final préfère
abstract-why-paint = { abstract-why-plan } ; cette peinture avance vers les objectifs et garde les lignes sans répétition.
abstract-why-x = Aucun carré de dé ne prend ces dés : il ne reste qu'à marquer un X.
abstract-why-bonus = { abstract-why-plan } ; ce dé vaut le moins comme peinture et son bonus aidera plus tard.
abstract-why-adjust = { abstract-why-plan } ; le dé modifié va dans une meilleure case.
abstract-why-confirm = Tous les dés sont utilisés : il ne reste rien à faire cette manche.
abstract-why-undo = La manche s'écarte du meilleur plan pour ces dés.

## le score d'un joueur, ligne par ligne (les scores finaux)

abstract-list = { $first } et { $last }
abstract-score-a-none = A ({ $shape }, { $each } chacun) : aucun nombre → { $points }
abstract-score-a-one = A ({ $shape }, { $each } chacun) : nombre { $list } → { $points }
abstract-score-a-many = A ({ $shape }, { $each } chacun) : nombres { $list } → { $points }
abstract-score-b = B ({ $pair }) : { $count ->
    [one] { $count } paire
   *[other] { $count } paires
} × { $each } → { $points }
abstract-score-c-rows-none = C (rangées) : aucune rangée → { $points }
abstract-score-c-rows-one = C (rangées) : rangée { $list } → { $points }
abstract-score-c-rows-many = C (rangées) : rangées { $list } → { $points }
abstract-score-c-columns-none = C (colonnes) : aucune colonne → { $points }
abstract-score-c-columns-one = C (colonnes) : colonne { $list } → { $points }
abstract-score-c-columns-many = C (colonnes) : colonnes { $list } → { $points }
abstract-score-c-die_squares-none = C (carrés de dé) : aucun carré de dé → { $points }
abstract-score-c-die_squares-one = C (carrés de dé) : carré de dé { $list } → { $points }
abstract-score-c-die_squares-many = C (carrés de dé) : carrés de dé { $list } → { $points }
abstract-score-stars = Étoiles : { $stars }
abstract-score-x = Marques X : { $x }
abstract-score-total = Total : { $total } ({ $rank }e place)

## les mots dessinés dans les images (la feuille de peinture, le classement, les scores finaux)

abstract-pic-die-square = carré de dé { $number }
abstract-pic-your-dice = Tes dés
abstract-pic-stars = ★ Étoiles
abstract-pic-x-marks = Croix
abstract-pic-total = Total
abstract-pic-player = Joueur { $number }
abstract-pic-final = Fin · { $rounds } manches jouées
abstract-pic-round = Manche { $round } sur { $rounds }
abstract-pic-done = fini ✓
abstract-pic-adjust-tokens = jetons ±1
abstract-pic-anywhere-tokens = n'importe où
abstract-pic-stars-held = étoiles
abstract-pic-x-marks-made = marques X
abstract-pic-paints = Peintures { $paints } sur 2
abstract-pic-bonus-taken = Bonus pris ✓
abstract-pic-bonus-open = Bonus à prendre
abstract-pic-x-allowed = X permis
abstract-pic-this-round = cette manche
abstract-pic-goal-A = Formes
abstract-pic-goal-B = Paires
abstract-pic-goal-C = Tous différents
abstract-pic-points = { $points } points
abstract-pic-per-pair = { $points } par paire
abstract-pic-points-each = { $points } points chacun
abstract-pic-different-rows = Rangées : { $count } uniques
abstract-pic-different-columns = Colonnes : { $count } uniques
abstract-pic-different-die_squares = Carrés : { $count } uniques
abstract-pic-final-scores = Abstract · Scores finaux
abstract-pic-standings = Abstract · Classement
abstract-pic-winner = ★ Gagnant : { $names } avec { $total }
abstract-pic-tied-winners = ★ Gagnants à égalité : { $names } avec { $total }
abstract-pic-no-players = Aucun joueur
abstract-pic-no-players-yet = Pas encore de joueurs
abstract-pic-sorted = { $players } joueurs · triés par score total
abstract-pic-round-badge = MANCHE
abstract-pic-next-places = Places suivantes
abstract-pic-everyone-else = Tous les autres ({ $count })
abstract-pic-more-players = … et { $count } autres joueurs

# the engine's rules, as a player is told them (gameuis.abstract.reasons)
abstract-rule-die-used = Ce dé est déjà utilisé cette manche.
abstract-rule-square-painted = La case { $square } est déjà peinte.
abstract-rule-over = La partie est terminée.
abstract-rule-no-seat = Tu n'as pas de place à cette table.
abstract-rule-confirmed = Tu as déjà confirmé cette manche : attends les autres joueurs.
abstract-rule-painted-twice = Tu as déjà peint deux fois cette manche.
abstract-rule-two-dice = Le dé de lieu et le dé de nombre doivent être deux dés différents.
abstract-rule-x-token = Un X n'a jamais besoin d'un jeton « n'importe où ».
abstract-rule-x-too-soon = Tu peux encore peindre cette manche : un X n'est permis que si chaque dé inutilisé désigne un carré de dé plein.
abstract-rule-no-anywhere = Tu n'as plus de jeton « n'importe où ».
abstract-rule-die-square-full = Le carré de dé { $where } est plein : choisis un dé de lieu dont le carré a une case libre, ou dépense un jeton « n'importe où ».
abstract-rule-not-in-square = La case { $square } n'est pas dans le carré de dé { $where }.
abstract-rule-bonus-taken = Tu as déjà pris ton bonus cette manche.
abstract-rule-no-adjust = Tu n'as plus de jeton ±1.
abstract-rule-die-range = Un dé qui montre { $shown } ne peut pas devenir { $result } : les dés restent entre 1 et 6.
abstract-rule-nothing-to-undo = Il n'y a rien à annuler cette manche.
abstract-rule-confirm-too-soon = Avant de confirmer, peins deux fois (ou marque un X) et prends un bonus cette manche.
abstract-rule-other = Ce coup enfreint une règle du jeu.
