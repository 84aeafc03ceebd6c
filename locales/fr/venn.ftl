# VENN (gameuis.venn): a seat's panel and form (its reader's language), the table's status,
# phase note and final message (the server's), the refusals, the engine's sentences, the
# AI's reasons, and the words drawn in its pictures (rendering.venn: venn-pic-…).

## VENN's terms: the conditions that have names, the sections' colours

venn-cond-low-equal = ÉGAUX BAS
venn-cond-mid-equal = ÉGAUX MOYENS
venn-cond-high-equal = ÉGAUX HAUTS
venn-cond-prime = PREMIER
venn-cond-even = PAIR
venn-cond-odd = IMPAIR
venn-cond-low-straight = SUITE BASSE
venn-cond-high-straight = SUITE HAUTE
venn-cond-range = ÉCART { $n }
venn-section-cr = Rouge cramoisi
venn-section-cy = Jaune de chrome
venn-section-lg = Vert citron
venn-section-gr = Raisin
venn-section-kh = Kaki
venn-section-te = Bleu canard
venn-section-mu = Mûre
venn-section-cb = Bleu cobalt
venn-section-mb = Bleu Munsell
venn-circle = { $code } #{ $number }
venn-circle-shared = { $names } (partagé)
venn-park-circle = PARK { $number }

## The panel

venn-panel-title = VENN · manche { $round } · { $name }
venn-over = La partie est terminée.
venn-confirmed = Nombres confirmés. Ton prochain panneau arrive au prochain tour.
venn-roll = Lancer : { $dice }
venn-nobody = personne
venn-conditions-turn = Conditions : c’est au tour de **{ $name }**.
venn-your-condition-turn = **À toi de prendre une condition** (ou de passer).
venn-solo-block = { $name } → { $section }. Solo : choisis aussi une condition à barrer.
venn-condition-menu = Choisir une condition…
venn-condition-option = { $name } (×{ $mult }) · encore { $left }
venn-section-menu = Inscrire { $name } (×{ $mult }) dans…
venn-section-option = { $code } · { $name } ({ $points } points)
venn-block-menu = Barrer en plus…
venn-block-option = Barrer { $name } (×{ $mult })
venn-skip = Passer
venn-back = Retour
venn-dice = Dés : { $dice }
venn-extras-left = Valeurs bonus restantes cette manche : **{ $count }** (chacune vaut un dé)
venn-selected = Choisis : { $dice } = **{ $total }**
venn-sheet-conditions = Conditions : { $conditions }
venn-sum-menu = Additionner des dés…
venn-extra-menu = Utiliser une valeur bonus…
venn-extra-option = Valeur bonus { $value } ({ $die })
venn-park-menu = Déplacer un nombre du PARK…
venn-unpark-menu = Déplacer { $value } de { $park } vers…
venn-unpark-option = { $code } · le cercle vide le plus à gauche est le nº { $number }
venn-place-in = Placer { $value } dans
venn-place-extra-in = Placer la valeur bonus { $value } dans
venn-target-menu = { $prompt }…
venn-target-menu-part = { $prompt } (menu { $n } sur { $count })…
venn-fits = convient
venn-park-option = PARK P{ $number }
venn-park-kept = gardé pour plus tard : ira dans une zone lors d’une prochaine manche
venn-lose-option = Aucune place : la valeur est perdue
venn-undo = Annuler
venn-confirm = Confirmer les nombres
venn-type-moves = Taper les coups
venn-clear = Effacer
venn-suggest = Tout placer comme suggéré
venn-placed-why = **Les placements de l’IA.** De toutes les façons de répartir les dés de cette manche en valeurs et en cercles, ce sont ceux que son estimation de ton score final préfère. **{ $undo }** les reprend un par un ; **{ $confirm }** les garde.
venn-form-title = Tape tes coups
venn-form-moves = Coups (voir /rules venn, notation)

## Refusals of the panel's own

venn-refused-choice = Ce choix n’est pas valable ; prends une des options proposées.
venn-refused-control = Ce bouton ne fait pas partie de VENN.
venn-refused-all-placed = Tout est placé : vérifie ta feuille, puis confirme.

## The table's status and the phase's note

venn-status-conditions = VENN · manche { $round } · conditions
venn-status-numbers = VENN · manche { $round } · nombres
venn-start-player = Premier joueur : { $name }
venn-choosing = Choisit une condition : **{ $name }**
venn-taken = { $name } : { $cond } en { $code }
venn-on-sheets = Conditions sur les feuilles : { $conditions }
venn-still-placing = Placent encore : { $names }
venn-done = Ont fini : { $names }
venn-clock = Chrono du tour : fin { $when }
venn-footer = Table { $table } · ton panneau arrive en MP, ou appuie sur « Ouvrir mon panneau »
venn-open-panel = Ouvrir mon panneau
venn-look = Feuilles
venn-round-written = **Manche { $round } inscrite**
venn-written = { $value } en { $place }
venn-written-nothing = rien (toutes les valeurs perdues)

## The final scores

venn-final-title = VENN · scores finaux
venn-final-line = **{ $rank }. { $name } : { $total }** (zones { $sections }, SUM { $sum }, PARK { $park })
venn-score-passed = { $code } ({ $section }, { $cond }) : { $points } × ({ $mult }{ $extra }) = { $total }
venn-score-first = {" "}+ premier { $points }
venn-score-different = {" "}+ différents { $points }
venn-score-failed = { $code } ({ $section }, { $cond }) : { $why }, −{ $points } × { $mult } = { $total }
venn-score-not-met = condition non remplie
venn-score-empty = { $count ->
    [one] { $count } cercle vide
   *[other] { $count } cercles vides
}
venn-score-no-conditions = Zones : aucune condition inscrite, 0
venn-score-sum = SUM { $dice } dés : { $crossed } cases sur { $boxes } → { $points }
venn-score-park-moved = Paire du PARK { $a }+{ $b } ({ $worth }) : un nombre en est sorti → 0
venn-score-park-unfilled = Paire du PARK { $a }+{ $b } ({ $worth }) : pas remplie des deux côtés → 0
venn-score-park-kept = Paire du PARK { $a }+{ $b } ({ $worth }) : remplie et gardée → { $worth }
venn-score-total = Total : { $total } ({ $written } conditions inscrites, { $empty } cercles vides ; place { $rank })

## "Suggest a move": the AI's reasons, and a solo condition's second cross

venn-crossing = , et barrer { $name }
venn-why-ai-condition = De toutes les conditions et zones ouvertes, cette paire fait le plus monter l’estimation de ton score final par l’IA : ses points, fois la chance de remplir les cercles de la zone avec des nombres qui conviennent.
venn-why-ai-skip = Aucune condition proposée, dans aucune zone ouverte, ne fait plus monter l’estimation de ton score final par l’IA que de garder tes zones ouvertes pour plus tard.
venn-why-ai-place = C’est une étape du plan de l’IA pour les dés de cette manche : de toutes les façons de répartir les dés en valeurs, celle que son estimation de ton score final préfère.
venn-why-ai-extra = C’est une étape du plan de l’IA pour cette manche : la valeur bonus va là où elle aide le plus l’estimation de ton score final.
venn-why-ai-lose = La valeur ne convient nulle part et aucun cercle du PARK n’est libre.
venn-why-ai-lose_extra = La valeur bonus ne convient nulle part et aucun cercle du PARK n’est libre.
venn-why-ai-unpark = Un cercle de zone est libre pour lui maintenant, le cercle du PARK peut donc recevoir un autre nombre.
venn-why-ai-confirm = Tous les dés sont utilisés : plus rien à placer cette manche.
venn-why-ai-undo = Le brouillon s’écarte du meilleur plan pour ces dés.

## The engine's sentences: refusals, what a number breaks, why a section fails, typed moves

venn-why-not-venn = Ce n’est pas une partie de VENN.
venn-why-over = La partie est terminée.
venn-why-no-seat = Tu n’as pas de place à cette table.
venn-why-not-your-turn = C’est à la place { $seat } de choisir une condition : attends ton tour.
venn-why-confirmed = Tu as déjà confirmé cette manche : attends les autres.
venn-why-not-object = Un coup doit être un objet avec un type.
venn-why-conditions-phase = C’est la phase des conditions : choisis une condition pour une zone, ou passe.
venn-why-unknown-conditions-move = Coup inconnu : en phase des conditions, utilise condition ou skip.
venn-why-unknown-condition = Condition inconnue : prends-en une sur la feuille commune.
venn-why-no-copy = Il ne reste plus d’exemplaire de { $name } sur la feuille commune.
venn-why-taken-already = Tu as déjà pris { $name } : chacun prend une condition au plus une fois.
venn-why-unknown-section = Zone inconnue : utilise l’une de { $codes }.
venn-why-section-has = La zone { $code } a déjà une condition ({ $name }).
venn-why-solo-block-needed = Solo : barre aussi une deuxième condition ({ $options }) en plus de { $name }.
venn-why-solo-block-wrong = Solo : la deuxième condition doit être disponible, de multiplicateur { $mult } (plus bas seulement s’il n’en reste aucune) : choisis parmi { $options }.
venn-why-solo-no-block = Solo : il ne reste aucune condition à barrer en plus de { $name } : ne barre rien.
venn-why-block-not-solo = Seule une partie en solo barre une deuxième condition.
venn-why-numbers-phase = C’est la phase des nombres : les conditions se choisissent au début d’une manche.
venn-why-unknown-numbers-move = Coup inconnu : utilise place, extra, unpark, lose, lose_extra, undo ou confirm.
venn-why-target-type = La cible doit être un cercle comme 'Kh1', 'Cr-Cy' ou 'P1'.
venn-why-park-used = Le cercle { $target } du PARK a déjà servi : un cercle du PARK ne se remplit qu’une fois.
venn-why-park-filled = Le cercle { $target } du PARK est déjà rempli.
venn-why-no-circle = Il n’y a pas de cercle { $target } sur la feuille.
venn-why-circle-filled = Le cercle { $target } est déjà rempli.
venn-why-dice-list = Choisis un ou plusieurs dés (une liste de numéros de dés).
venn-why-dice-too-many = Une valeur utilise au plus { $count } dés.
venn-why-die-index = Un numéro de dé va de 0 à { $top }.
venn-why-die-twice = Un dé ne compte qu’une fois dans une valeur.
venn-why-die-used = Tu as déjà utilisé le { $die } cette manche : chaque dé sert exactement une fois.
venn-why-die-label = dé { $index } ({ $name })
venn-why-no-extra = Tu n’as pas de valeur bonus à inscrire : on en gagne avec une somme de 3, 4 ou 5 dés qui barre une case SUM.
venn-why-extra-die = Une valeur bonus désigne un dé, de 0 à { $top }.
venn-why-park-name = Indique le cercle du PARK à déplacer, de 'P1' à 'P8'.
venn-why-park-empty = Le cercle { $park } du PARK ne contient aucun nombre.
venn-why-park-moved = Le nombre de { $park } a déjà été déplacé.
venn-why-section-full = La zone { $code } n’a plus de cercle vide.
venn-why-lose-too-soon = Une valeur ne peut être perdue que si aucun cercle de zone ni du PARK n’est vide ; { $empty }.
venn-why-no-extra-to-lose = Tu n’as pas de valeur bonus à abandonner.
venn-why-lose-extra-too-soon = Une valeur bonus ne peut être perdue que si aucun cercle de zone ni du PARK n’est vide ; { $empty }.
venn-why-nothing-to-undo = Il n’y a rien à annuler cette manche.
venn-why-unused-dice = Utilise les cinq dés avant de confirmer : { $dice } encore inutilisé(s).
venn-why-still-empty-one = { $shown } est encore vide
venn-why-still-empty = { $shown } sont encore vides
venn-why-still-empty-more = { $shown } et { $more } autres sont encore vides
venn-why-not-divisible = { $value } n’est pas divisible par { $n }
venn-why-above = { $value } dépasse { $n }
venn-why-below = { $value } est sous { $n }
venn-why-not-prime = { $value } n’est pas premier
venn-why-odd = { $value } est impair
venn-why-even = { $value } est pair
venn-why-differ = { $a } et { $b } diffèrent
venn-why-twice = { $value } y est deux fois
venn-why-no-run = aucune suite de { $total } nombres ne convient
venn-why-too-far = { $lo } et { $hi } sont trop éloignés pour { $total } cercles
venn-why-apart = { $lo } et { $hi } sont à { $gap } d’écart
venn-why-no-longer-equal = { $code } ne peut plus être { $name } : { $problem }
venn-why-no-longer-straight = { $code } ne peut plus être une { $name } : { $problem }
venn-why-no-longer-range = { $code } ne peut plus rester dans { $name } : { $problem }
venn-why-breaks = { $value } enfreint { $name } en { $code }
venn-why-typed-nothing = Tape au moins un coup, comme `6+3>Kh2`.
venn-why-typed-move = Coup { $number } (`{ $part }`) : { $reason }
venn-why-typed-shape = écris un coup sous la forme valeur>cible, par ex. `6+3>Kh2`.
venn-why-typed-unseated = seul un joueur assis peut taper des coups.
venn-why-typed-park-range = le PARK a les cercles 1-{ $count }.
venn-why-typed-unpark = un nombre quitte le PARK pour une zone : écris seulement son code, par ex. `P3>Te`.
venn-why-typed-extra = une valeur bonus doit égaler un des dés de cette manche ({ $dice }).
venn-why-typed-no-die = aucun dé inutilisé ne montre { $wanted } (inutilisés : { $unused }).
venn-why-typed-no-die-none = aucun dé inutilisé ne montre { $wanted } (inutilisés : aucun).
venn-why-typed-number = `{ $text }` n’est pas un nombre.
venn-why-typed-park-full = le PARK est plein.
venn-why-typed-target = `{ $text }` n’est pas une cible : utilise une zone ({ $codes }), Kh2, P1 ou X.
venn-why-typed-circles = { $code } a les cercles 1-{ $count }, comptés de gauche à droite.
venn-why-typed-no-empty = { $code } n’a plus de cercle vide.
venn-why-typed-batch = { $reason } Aucun coup de cette série n’a été inscrit.

## The pictures' words

venn-pic-round = Manche { $round }
venn-pic-game-over = Fin de partie après la manche { $round }
venn-pic-your-pick = à toi : choisis une condition
venn-pic-conditions = conditions
venn-pic-placing = place ses nombres
venn-pic-done = fini ✓
venn-pic-player = Joueur { $seat }
venn-pic-total = TOTAL
venn-pic-total-small = Total
venn-pic-sections = Zones
venn-pic-extras = valeurs bonus
venn-pic-points = { $points } pts
venn-pic-dice = { $count } dés
venn-pic-no-condition = aucune condition
venn-pic-first = 1er
venn-pic-roll-title = VENN · Lancer de la manche { $round }
venn-pic-roll-sum = somme { $sum }
venn-pic-common-title = VENN · Feuille commune
venn-pic-round-box = MANCHE
venn-pic-rounds-box = MANCHES
venn-pic-over = La partie est terminée
venn-pic-everyone = tout le monde
venn-pic-picking = Choix des conditions · à { $name }
venn-pic-all-placing = Placement des nombres · tous en même temps
venn-pic-start-player = premier joueur { $name }
venn-pic-family-divisible = Divisible
venn-pic-family-at_most = Au plus
venn-pic-family-at_least = Au moins
venn-pic-family-equal = Égaux
venn-pic-family-kind = Nature
venn-pic-family-straight = Suite
venn-pic-family-range = Écart
venn-pic-family-count = { $count ->
    [one] { $count } condition
   *[other] { $count } conditions
}
venn-pic-asks-divisible = tous divisibles par { $n }
venn-pic-asks-at_most = tous { $n } ou moins
venn-pic-asks-at_least = tous { $n } ou plus
venn-pic-asks-equal = tous identiques, { $band }
venn-pic-asks-prime = tous premiers
venn-pic-asks-even = tous pairs
venn-pic-asks-odd = tous impairs
venn-pic-asks-straight = consécutifs, { $band }
venn-pic-asks-range = écart max − min ≤ { $n }
venn-pic-players = Joueurs
venn-pic-copies = { $copies } de chaque
venn-pic-tag-start = premier
venn-pic-tag-picking = ▶ choisit
venn-pic-tag-seat = place { $seat }
venn-pic-final-title = VENN · Scores finaux
venn-pic-standings-title = VENN · Classement
venn-pic-winner = ★ Victoire : { $names } avec { $total }
venn-pic-tied = ★ Ex æquo : { $names } avec { $total }
venn-pic-leading = En tête : { $names } avec { $total }
venn-pic-no-players = Aucun joueur
venn-pic-breakdown = Zones { $sections } · SUM { $sum } · PARK { $park } · { $count ->
    [one] { $count } condition
   *[other] { $count } conditions
}
venn-pic-sheets-below = La feuille complète de chaque joueur est jointe ci-dessous.
venn-pic-sheets-on-final = La feuille complète de chaque joueur est jointe aux scores finaux de la table.
