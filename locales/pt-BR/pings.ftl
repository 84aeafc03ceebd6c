# Avisos de vez (bot.pings): a menção de uma nova vez ou fase no canal (idioma da mesa) e
# a primeira linha de um painel por DM que serve de aviso (idioma do painel)

ping-turn = 🔔 { $who }: é a sua vez em **{ $game }** (mesa { $table }): { $link }
ping-phase = 🔔 { $who }: **{ $game }** (mesa { $table }) passou para uma nova fase: { $link }
ping-dm = 🔔 É a sua vez em **{ $game }** (mesa { $table }) em { $channel }: { $link }
