# Turn pings (bot.pings): a channel mention of a new turn or phase (the table's language),
# and the first line of a DM panel that is the player's ping (the panel's)

ping-turn = 🔔 { $who }: your turn in **{ $game }** (table { $table }): { $link }
ping-phase = 🔔 { $who }: **{ $game }** (table { $table }) moved on to a new phase: { $link }
ping-dm = 🔔 Your turn in **{ $game }** (table { $table }) in { $channel }: { $link }
