# /ranking e /estatísticas

board-title = { $game }: ranking
board-season-title = { $game }: { $month }
board-nobody = Ninguém terminou uma partida de { $game } neste servidor ainda.
board-nobody-season = Ninguém terminou uma partida de { $game } em { $month }.
board-season-refused = Uma temporada é um mês: `this` (este), `last` (o passado) ou um mês no formato AAAA-MM (por exemplo, 2026-11).
board-line = **{ $place }.** <@{ $user }>: nível { $mu } ± { $spread } · { $won } vitórias em { $played }
board-line-unrated = **{ $place }.** <@{ $user }>: ainda sem nível · { $won } vitórias em { $played }
board-footer = Ordenado por nível menos três incertezas (poucas partidas: ± largo). Contam para o nível as partidas entre duas ou mais pessoas que jogaram o próprio lugar.

stats-none = { $name } ainda não terminou nenhuma partida.
stats-title = Partidas de { $name }
stats-game = jogadas { $played } · vitórias { $won }
    melhor { $best } · média { $mean }
stats-skill = nível aqui { $mu } ± { $spread }
