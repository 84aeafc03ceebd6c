# Rematch (bot.rematch): the button on a final message and the lobby it opens (the
# server's language), the refusals (the asker's)

rematch-button = Rematch
rematch-not-finished = Only a finished game can be played again.
rematch-not-offered = This game is not played again with a rematch.
rematch-not-a-player = Only this table's players can ask for a rematch.
rematch-asked = { $name } asks for a rematch of table { $table }.
rematch-asked-players = { $name } asks for a rematch of table { $table }. { $mentions }: press **{ lobby-join }** to keep your seat.
