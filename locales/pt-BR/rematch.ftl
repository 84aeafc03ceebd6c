# Revanche

rematch-button = Revanche
rematch-not-finished = Só uma partida terminada pode ser jogada de novo.
rematch-not-offered = Esta partida não tem revanche.
rematch-not-a-player = Só os jogadores desta mesa podem pedir revanche.
rematch-asked = { $name } pede revanche da mesa { $table }.
rematch-asked-players = { $name } pede revanche da mesa { $table }. { $mentions }: apertem **{ lobby-join }** para guardar seu lugar.
