# /classement et /stats

board-title = { $game } : classement
board-season-title = { $game } : { $month }
board-nobody = Personne n'a encore terminé de partie de { $game } sur ce serveur.
board-nobody-season = Personne n'a terminé de partie de { $game } en { $month }.
board-season-refused = Une saison, c'est un mois : `this` (ce mois-ci), `last` (le mois dernier) ou un mois au format AAAA-MM (par exemple 2026-11).
board-line = **{ $place }.** <@{ $user }> : niveau { $mu } ± { $spread } · { $won } gagnées sur { $played }
board-line-unrated = **{ $place }.** <@{ $user }> : pas encore classé · { $won } gagnées sur { $played }
board-footer = Trié par niveau moins trois incertitudes (peu de parties : ± large). Comptent pour le niveau les parties entre deux personnes ou plus qui ont joué leur propre place.

stats-none = { $name } n'a encore terminé aucune partie.
stats-title = Les parties de { $name }
stats-game = jouées { $played } · gagnées { $won }
    meilleur score { $best } · moyenne { $mean }
stats-skill = niveau ici { $mu } ± { $spread }
