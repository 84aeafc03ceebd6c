# Revancha

rematch-button = Revancha
rematch-not-finished = Solo se puede volver a jugar una partida terminada.
rematch-not-offered = Esta partida no se vuelve a jugar con revancha.
rematch-not-a-player = Solo los jugadores de esta mesa pueden pedir la revancha.
rematch-asked = { $name } pide la revancha de la mesa { $table }.
rematch-asked-players = { $name } pide la revancha de la mesa { $table }. { $mentions }: pulsad **{ lobby-join }** para guardar vuestro puesto.
