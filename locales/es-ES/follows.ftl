# Seguir una mesa desde fuera

follow-button = Seguir
follow-count = { $count ->
    [one] { $count } persona la sigue
   *[other] { $count } personas la siguen
}
follow-unfollow = Dejar de seguir
follow-end-only = Solo el final
follow-rounds = También cada ronda
follow-seated = Juegas en esta mesa: ya te enteras de todo.
follow-offer = Seguir la mesa { $table }: puedo mandarte un mensaje directo cuando acabe la partida, o también después de cada ronda.
follow-not-this-table = Ese botón no es de esta mesa.
follow-set-end = Sigues la mesa { $table }: te mandaré un mensaje directo cuando acabe.
follow-set-rounds = Sigues la mesa { $table }: te mandaré un mensaje directo después de cada ronda y cuando acabe la partida.
follow-dms-were-closed = Tenías los mensajes directos cerrados para mí; ábrelos para este servidor, por favor.
follow-stopped = Ya no sigues la mesa { $table }.
follow-was-not = No seguías la mesa { $table }.
follow-round-over = Mesa { $table }: ha terminado la ronda { $round }.
follow-game-over = Ha terminado la partida de { $game } de la mesa { $table }. Las puntuaciones finales:
