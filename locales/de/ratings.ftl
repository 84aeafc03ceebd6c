# /rangliste und /statistik

board-title = { $game }: Rangliste
board-season-title = { $game }: { $month }
board-nobody = Auf diesem Server hat noch niemand eine Partie { $game } zu Ende gespielt.
board-nobody-season = Im { $month } hat niemand eine Partie { $game } zu Ende gespielt.
board-season-refused = Eine Saison ist ein Monat: `this` (dieser), `last` (letzter) oder ein Monat als JJJJ-MM (etwa 2026-11).
board-line = **{ $place }.** <@{ $user }>: Spielstärke { $mu } ± { $spread } · { $won } von { $played } gewonnen
board-line-unrated = **{ $place }.** <@{ $user }>: noch nicht gewertet · { $won } von { $played } gewonnen
board-footer = Sortiert nach Spielstärke minus drei Unsicherheiten (wenige Partien: breites ±). Gewertet werden Partien von zwei oder mehr Menschen, die ihren Platz selbst gespielt haben.

stats-none = { $name } hat noch keine Partie zu Ende gespielt.
stats-title = Partien von { $name }
stats-game = gespielt { $played } · gewonnen { $won }
    beste { $best } · Schnitt { $mean }
stats-skill = Spielstärke hier { $mu } ± { $spread }
