# Una mesa multitudinaria (bot.crowd): un mensaje público por ronda, las respuestas a sus
# jugadores y «Mi puesto y mi hoja» en el mensaje final

crowd-play = Jugar esta ronda
crowd-sheet = Mi puesto y mi hoja
crowd-round-over = Esa ronda ha terminado, así que este panel ya no juega. Pulsa **{ $play }** en el mensaje de la ronda más reciente del canal.
crowd-time-out-status = Se acabó el tiempo para { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}: { $note }. La mesa sigue más abajo.
crowd-time-out-title = { $game } · se acabó el tiempo
crowd-time-out-panel = El reloj de esta ronda se agotó antes de que confirmaras, así que { $note }. Pulsa **{ $play }** en el mensaje de la ronda más reciente para jugar la siguiente.
crowd-no-scores = Las puntuaciones de esta mesa no están disponibles.
crowd-no-sheet = No jugaste en esta mesa, así que no tiene ninguna hoja tuya.
