# /leaderboard and /stats (cogs/tables.py, bot.ratings): a board is posted in the server's
# language, its refusals and /stats answer the asker in theirs

board-title = { $game }: leaderboard
board-season-title = { $game }: { $month }
board-nobody = Nobody has finished a game of { $game } in this server yet.
board-nobody-season = Nobody has finished a game of { $game } in { $month }.
board-season-refused = A season is a month: `this`, `last`, or a month as YYYY-MM (say 2026-11).
board-line = **{ $place }.** <@{ $user }>: skill { $mu } ± { $spread } · { $won } won of { $played }
board-line-unrated = **{ $place }.** <@{ $user }>: not rated yet · { $won } won of { $played }
board-footer = Sorted by skill minus three uncertainties (few games: wide ±). Rated: games between two or more people who played their own seats.

stats-none = { $name } has no finished games yet.
stats-title = { $name }'s games
stats-game = played { $played } · won { $won }
    best { $best } · mean { $mean }
stats-skill = skill here { $mu } ± { $spread }
