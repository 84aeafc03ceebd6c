# Avisos de turno (bot.pings): la mención de un turno o una fase nuevos en el canal
# (idioma de la mesa) y la primera línea de un panel por MD que hace de aviso (idioma del
# panel)

ping-turn = 🔔 { $who }: te toca en **{ $game }** (mesa { $table }): { $link }
ping-phase = 🔔 { $who }: **{ $game }** (mesa { $table }) pasa a una nueva fase: { $link }
ping-dm = 🔔 Te toca en **{ $game }** (mesa { $table }) en { $channel }: { $link }
