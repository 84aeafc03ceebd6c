# /clasificación y /estadísticas

board-title = { $game }: clasificación
board-season-title = { $game }: { $month }
board-nobody = Nadie ha terminado todavía una partida de { $game } en este servidor.
board-nobody-season = Nadie terminó una partida de { $game } en { $month }.
board-season-refused = Una temporada es un mes: `this` (este), `last` (el pasado) o un mes como AAAA-MM (por ejemplo, 2026-11).
board-line = **{ $place }.** <@{ $user }>: nivel { $mu } ± { $spread } · { $won } ganadas de { $played }
board-line-unrated = **{ $place }.** <@{ $user }>: sin nivel todavía · { $won } ganadas de { $played }
board-footer = Ordenado por nivel menos tres incertidumbres (pocas partidas: ± amplio). Cuentan para el nivel las partidas entre dos o más personas que jugaron su propio puesto.

stats-none = { $name } aún no ha terminado ninguna partida.
stats-title = Las partidas de { $name }
stats-game = jugadas { $played } · ganadas { $won }
    mejor { $best } · media { $mean }
stats-skill = nivel aquí { $mu } ± { $spread }
