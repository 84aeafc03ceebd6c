# VENNi, Vidi, Vici

## Le panneau

vvv-panel-title = VENNi, Vidi, Vici · coup { $turn } · { $name }
vvv-shape-blue = des disques bleus
vvv-shape-orange = des losanges orange
vvv-over = La partie est terminée.
vvv-waiting = On attend { $name }. Tes points sont { $shape }.
vvv-place-dot = Place un point : choisis une région par son numéro sur le plateau, ou tape des coordonnées exactes. Tes points sont { $shape }.
vvv-must-pass = Aucun point ne peut aller nulle part : tu passes.
vvv-pick-spot = Région { $region } : choisis un emplacement lettré pour ton point.
vvv-pick-spot-third = Région { $region } : choisis un emplacement lettré pour ton point. Ce sera le troisième point de la région, tu traceras donc ensuite un cercle.
vvv-region-menu = Choisir une région…
vvv-region-menu-range = Choisir une région ({ $first } à { $last })…
vvv-region = Région { $region }
vvv-region-dots = points : { $blue-name } { $blue }, { $orange-name } { $orange }
vvv-region-dots-third = points : { $blue-name } { $blue }, { $orange-name } { $orange } · un point ici est le troisième : un cercle suit
vvv-spot-menu = Choisir un emplacement…
vvv-type-dot = Taper des coordonnées
vvv-back = Retour
vvv-pass = Passer

## Le cercle

vvv-circle-intro = Ton point était le troisième de sa région : trace un cercle qui sépare les trois points en un et deux. Chaque image montre le plateau une fois ce cercle tracé : le point isolé entouré, les régions qu’il verrouillerait soulignées. Choisis-en un pour le voir en grand, ou tapes-en un (il s’aligne sur la grille).
vvv-circle-menu = Choisir un cercle…
vvv-show-others = Voir d’autres
vvv-type-circle = Taper un cercle
vvv-confirm = Valider
vvv-circle = centre ({ $x }, { $y }), rayon { $r }
vvv-circle-title = Cercle { $letter } : { $circle }
vvv-typed-title = Ton cercle tapé : { $circle }
vvv-picked = Tu as choisi le cercle { $letter }. Il { $separates } et { $locks }. Valide pour le tracer, ou reviens en arrière.
vvv-typed = Tu as tapé { $typed } ; sur la grille, cela donne **{ $circle }**. Il { $separates } et { $locks }. Valide pour le tracer, ou reviens en arrière.

## Un cercle en mots

vvv-new-dot = ton nouveau point
vvv-own-dot = ton point { $where }
vvv-their-dot = le point { $where } de { $name }
vvv-dir-right = de droite
vvv-dir-upper-right = en haut à droite
vvv-dir-top = du haut
vvv-dir-upper-left = en haut à gauche
vvv-dir-left = de gauche
vvv-dir-lower-left = en bas à gauche
vvv-dir-bottom = du bas
vvv-dir-lower-right = en bas à droite
vvv-sets-apart-inside = isole { $who } (dedans)
vvv-sets-apart-outside = isole { $who } (dehors)
vvv-locks-nothing = ne verrouille rien
vvv-locks = verrouille { $count ->
    [one] { $count } région
   *[other] { $count } régions
}
vvv-for-you = toi
vvv-for-nobody = personne
vvv-part-of = une partie de { $region }
vvv-new-piece = un nouveau morceau

## Les formulaires

vvv-form-dot = Placer un point
vvv-form-x = x (0 à 1000, de gauche à droite)
vvv-form-y = y (0 à 700, de haut en bas)
vvv-form-circle = Tracer un cercle
vvv-form-cx = Centre x
vvv-form-cy = Centre y
vvv-form-r = Rayon (20 à 340)

## Les refus

vvv-refused-region = Aucun point ne peut aller dans cette région : choisis un autre numéro.
vvv-refused-choice = Ce choix n’est pas valable ; prends une des options proposées.
vvv-refused-control = Cette commande ne fait pas partie de VENNi, Vidi, Vici.
vvv-refused-dot = Un point demande des coordonnées x et y entières.
vvv-refused-circle = Un cercle demande un centre x, y et un rayon, en chiffres.
vvv-refused-snapped = Tu as tapé centre ({ $x }, { $y }), rayon { $r } ; sur la grille, cela donne centre ({ $sx }, { $sy }), rayon { $sr }. { $reason }
vvv-refused-form = Ce formulaire ne fait pas partie de VENNi, Vidi, Vici.

## Le statut

vvv-status-title = VENNi, Vidi, Vici · manche { $round }
vvv-over-tie = Partie terminée : égalité.
vvv-over-won = Partie terminée : { $name } gagne.
vvv-to-dot = Coup { $turn } : { $name } place un point.
vvv-to-circle = Coup { $turn } : { $name } trace le cercle.
vvv-to-dot-final = Coup { $turn } : { $name } place un point (dernier coup).
vvv-to-circle-final = Coup { $turn } : { $name } trace le cercle (dernier coup).
vvv-last-locked = Le dernier cercle a verrouillé { $count ->
    [one] { $count } région
   *[other] { $count } régions
} : { $owners }.
vvv-locked-for = { $count } pour { $name }
vvv-points = { $name } : { $points } pt
vvv-colours = { $blue } joue les disques bleus, { $orange } les losanges orange.
vvv-clock = Chrono du coup
vvv-clock-ends = fin { $when }
vvv-footer = Table { $table } · joue ton coup dans ton panneau (MP ou le bouton)
vvv-open-panel = Ouvrir mon panneau

## La fin

vvv-final-title = VENNi, Vidi, Vici · scores finaux
vvv-final-line = **{ $rank }. { $name } : { $total }** ({ $circles ->
    [one] { $circles } cercle tracé
   *[other] { $circles } cercles tracés
})
vvv-score-regions = Régions verrouillées possédées : { $count }
vvv-score-pairs = Paires de ses régions ayant une frontière commune : { $count }
vvv-score-circles = Cercles tracés (départagent) : { $count }
vvv-score-total = Total : { $total } (place { $rank })

## Les raisons de l’IA

vvv-why-third = La région { $region } a deux points : un troisième est à toi, et le cercle qui suit aussi ; le meilleur que l’IA trouve te donne { $gain } en régions verrouillées face à { $name }.
vvv-why-third-even = La région { $region } a deux points : un troisième est à toi, et le cercle qui suit aussi ; le meilleur que l’IA trouve ne verrouille pas plus de régions pour toi que pour { $name }.
vvv-why-empty = La région { $region } est vide : un point seul dans une petite région te revient sans doute quand elle est verrouillée, et il n’offre pas de troisième point à { $name }.
vvv-why-even = La région { $region } contient un point de { $name } : le tien l’équilibre.
vvv-why-least = Chaque région ouverte offre quelque chose à { $name } ; la région { $region } te coûte le moins.
vvv-why-circle = Il { $separates } et { $locks } : des cercles essayés par l’IA, c’est celui qui verrouille le plus de régions pour toi face à { $name }.
vvv-why-pass = Aucun point ne peut plus aller nulle part sur le plateau.

## Les mots des images

vvv-pic-seat = { $name } : { $points } pt · { $circles ->
    [one] { $circles } cercle
   *[other] { $circles } cercles
}
vvv-pic-zoom = Région { $region } : choisis un emplacement lettré ({ $count } proposés)
vvv-pic-picker = Choisis un cercle : { $count } montrés, chacun sur son image
vvv-pic-locks = verrouille { $count } · { $owners }

## The rules' refusals (games.vvv.refusals; the clicker's language)

vvv-rule-no-seat = Cette table n’a pas de telle place.
vvv-rule-game-over = La partie est terminée.
vvv-rule-not-your-turn = Ce n’est pas ton tour.
vvv-rule-not-a-move = Ici, on joue un point, un cercle, ou on passe.
vvv-rule-fields-dot = Un coup « point » n’a que les champs at et type.
vvv-rule-fields-circle = Un coup « cercle » n’a que les champs circle et type.
vvv-rule-fields-pass = Passer n’a que le champ type.
vvv-rule-circle-now = Ton point était le troisième de sa région : trace maintenant le cercle qui la coupe.
vvv-rule-dot-first = Place d’abord un point ; un cercle ne vient qu’après le troisième point d’une région.
vvv-rule-pass-not-stuck = Tu ne peux passer que si aucun point ne peut plus aller nulle part.
vvv-rule-dot-form = Un point est une position [x, y] en nombres entiers.
vvv-rule-circle-form = Un cercle s’écrit [cx, cy, r] en nombres entiers.
vvv-rule-off-paper = Ce point est hors de la page.
vvv-rule-near-edge = Un point doit être à au moins { $gap } unités du bord de la page.
vvv-rule-near-circle = Un point doit être à au moins { $gap } unités de chaque cercle.
vvv-rule-near-dot = Un point doit être à au moins { $gap } unités de tout autre point.
vvv-rule-locked = Cette région est verrouillée : plus aucun point n’y va.
vvv-rule-third-dot = Ce serait le troisième point de la région, et aucun cercle ne pourrait séparer les trois en un et deux (règle 1).
vvv-rule-off-lattice = Ce cercle n’est pas sur la grille : centres tous les { $step } unités, rayons de { $low } à { $high } par pas de { $by }, entièrement sur la page.
vvv-rule-too-close = Ce cercle touche ou frôle un autre cercle ; garde { $gap } unités d’écart.
vvv-rule-crossings = Un nouveau cercle doit croiser exactement { $need } cercles ; celui-ci en croise { $count }.
vvv-rule-circle-near-dot = Ce cercle passe à moins de { $gap } unités d’un point.
vvv-rule-nested = Ce cercle n’entoure aucun terrain neuf : il est à l’intérieur d’un autre cercle.
vvv-rule-near-crossing = Ce cercle passe à moins de { $gap } unités d’un point où des cercles déjà tracés se croisent.
vvv-rule-through-locked = Ce cercle traverse une région verrouillée.
vvv-rule-covered = Ce cercle n’entoure aucun terrain neuf : il est tout entier dans des zones déjà entourées.
vvv-rule-no-split = Ce cercle ne sépare pas les trois points de la région en un et deux (règle 1).
