# Forget Venice

## Les couleurs

venice-suit-moons = Lunes
venice-suit-suns = Soleils
venice-suit-waves = Vagues
venice-suit-leaves = Feuilles
venice-suit-wyrms = Vouivres
venice-suit-knots = Nœuds
venice-mark-moons = Lu
venice-mark-suns = So
venice-mark-waves = Va
venice-mark-leaves = Fe
venice-mark-wyrms = Vo
venice-mark-knots = Nœ

## Les rangs

venice-rank-ace = A
venice-rank-ace-name = As
venice-rank-pawn = Pion
venice-rank-court = Cour
venice-rank-crown = Couronne

## Les cartes

venice-card-author = Auteur
venice-card-desert = Désert
venice-card-origin = Origine
venice-card-journey = Voyage
venice-card-painter = Peintre
venice-card-savage = Sauvage
venice-card-mountain = Montagne
venice-card-sailor = Marin
venice-card-battle = Bataille
venice-card-forest = Forêt
venice-card-discovery = Découverte
venice-card-soldier = Soldat
venice-card-lunatic = Lunatique
venice-card-penitent = Pénitent
venice-card-market = Marché
venice-card-chance-meeting = Rencontre fortuite
venice-card-castle = Château
venice-card-cave = Grotte
venice-card-diplomat = Diplomate
venice-card-mill = Moulin
venice-card-betrayal = Trahison
venice-card-pact = Pacte
venice-card-merchant = Marchand
venice-card-darkness = Ténèbres
venice-card-harvest = Moisson
venice-card-watchman = Guetteur
venice-card-light-keeper = Gardien du phare
venice-card-consul = Consul
venice-card-rite = Rite
venice-card-window = Fenêtre
venice-card-huntress = Chasseresse
venice-card-bard = Barde
venice-card-sea = Mer
venice-card-end = Fin
venice-card-calamity = Calamité
venice-card-windfall = Aubaine

## Le panneau

venice-panel-title = Forget Venice · manche { $half } · tour { $round } · { $name }
venice-pairs = Tes paires de cette manche : { $pairs } · ton score jusqu’ici : { $score }
venice-over = La partie est terminée.
venice-waiting = On attend { $name }.
venice-nobody = personne
venice-nothing = rien
venice-take-intro = **Prends une pile.** Ce que chacune ajouterait à ton score de cette manche :
venice-take = Prendre la pile { $pile } ({ $gain })
venice-take-plain = Prendre { $pile }
venice-cut-intro = **Partage les sept cartes en trois piles.** Choisis la pile A, puis la pile B ; le reste forme la pile C. Les autres choisissent d’abord ; tu gardes la dernière pile.
venice-cut-not-ready = _Chaque pile doit avoir au moins une carte._
venice-ai-cut = **Le partage de l’IA.** { $why }
venice-pick-a = Pile A : choisis ses cartes…
venice-picked-a = Pile A : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} · modifier…
venice-pick-b = Pile B : choisis ses cartes (le reste forme C)…
venice-confirm-cut = Valider le partage
venice-suggest-cut = Suggérer un partage
venice-clear = Effacer

## Les refus

venice-refused-outdated = Cette commande est périmée ; utilise ton panneau le plus récent.
venice-refused-pick = Choisis des cartes dans la liste proposée.
venice-refused-no-cut = Il n’y a rien à partager pour l’instant.
venice-refused-unknown = Ce bouton ne fait pas partie de cette partie.

## Le statut

venice-status-title = Forget Venice · manche { $half } · tour { $round }
venice-distributor = Distributeur : **{ $name }**
venice-cutting = **{ $name }** partage ces cartes en trois piles :
venice-choosing = **{ $name }** choisit une pile.
venice-taken-by = { $pile } — prise par { $name }
venice-earlier = { $score } (+{ $earlier } à la première manche)
venice-half-so-far = Cette manche jusqu’ici : { $scores }
venice-open-panel = Ouvrir mon panneau
venice-clock = Chrono du tour
venice-clock-ends = fin { $when }
venice-footer = Table { $table } · joue dans ton panneau (MP ou le bouton)

## La fin

venice-final-title = Forget Venice · scores finaux
venice-half-line = Manche { $half } : I { $one } + II { $two } + III { $three } = { $total }
venice-ties = En cas d’égalité, le score de la seconde manche départage, puis son critère III.

## Les raisons de l’IA

venice-gain-fewer = le moins de { $first } et de { $second }
venice-gain-against = { $first } contre { $second }
venice-gain-run = une suite en { $first } ou en { $second }
venice-gain-part = { $criterion }, { $what } { $change }
venice-gain-none = aucun critère ne change
venice-why-best = La pile { $pile } rapporte { $gain } cette manche ({ $how }).
venice-why-best-of-many = La pile { $pile } rapporte { $gain } cette manche ({ $how }), le plus des piles restantes.
venice-why-keep-from-distributor = La pile { $best } te rapporterait { $best-gain }, mais laisserait à { $name } la pile { $left }, qui lui vaut { $left-gain } ; en prenant la pile { $pile } ({ $gain }), tu lui laisses la pile { $other } ({ $other-gain }). Un point qu’on lui prend vaut presque un point à toi.
venice-why-keep-from-others = La pile { $best } te rapporterait { $best-gain }, mais { $lost-to } gagnerait alors { $lost } ; avec la pile { $pile } ({ $gain }), personne d’autre ne gagne plus de { $kept } ({ $kept-to }). Un point qu’on prend aux autres vaut presque un point à toi.
venice-why-cut = { $one } prendrait sans doute la pile { $first } ({ $first-gain } pour lui) et { $two } la pile { $second } ({ $second-gain }), ce qui te laisse la pile { $last } ({ $last-gain }) ; de tous les partages, c’est le meilleur pour toi face au meilleur des autres.

## L’image du tour

venice-pic-title = Manche { $half } · Tour { $round } sur { $rounds }
venice-pic-over = La partie est terminée
venice-pic-cutting = { $name } partage les cartes en trois piles
venice-pic-choosing = { $name } choisit une pile
venice-pic-pile = Pile { $pile } · { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
venice-pic-taken-by = prise par { $name }
venice-pic-collections = Collections · manche { $half }
venice-pic-collections-scored = Collections · manche { $half } (comptée)
venice-pic-to-act = { $name } · à jouer
venice-pic-half-total = manche { $half } : { $total }
venice-pic-this-half = { $total } cette manche
venice-pic-smaller = plus petit compte : { $count }
venice-pic-difference = écart : { $count }
venice-pic-run-in = suite { $low }-{ $high } en { $suit }
venice-pic-run-of = suite de { $count }
venice-pic-final-title = Forget Venice · scores finaux
venice-pic-half = Manche { $half }
venice-pic-total = Total
