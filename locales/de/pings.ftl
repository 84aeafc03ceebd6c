# Zug-Pings (bot.pings): die Erwähnung eines neuen Zugs oder Abschnitts im Kanal (Sprache
# des Tischs) und die erste Zeile eines DM-Panels, das der Ping ist (Sprache des Panels)

ping-turn = 🔔 { $who }: du bist dran in **{ $game }** (Tisch { $table }): { $link }
ping-phase = 🔔 { $who }: **{ $game }** (Tisch { $table }) ist in einem neuen Abschnitt: { $link }
ping-dm = 🔔 Du bist dran in **{ $game }** (Tisch { $table }) in { $channel }: { $link }
