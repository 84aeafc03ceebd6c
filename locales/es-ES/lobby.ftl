# La sala de espera de /jugar (bot.lobby)

clock-none = Sin reloj
clock-live = { $minutes ->
    [one] En directo: { $minutes } minuto por turno
   *[other] En directo: { $minutes } minutos por turno
}
clock-async = { $hours ->
    [one] Asíncrona: { $hours } hora por turno
   *[other] Asíncrona: { $hours } horas por turno
}

lobby-title = { $game }: mesa nueva
lobby-nobody = Nadie todavía.
lobby-host-mark = (anfitrión)
lobby-asked-mark = (invitado a la revancha: { lobby-join } le guarda el puesto)
lobby-ai-name = IA { $number }
lobby-crowd-seated = { $ais ->
    [0] **{ $count } jugadores sentados**; la mesa es de <@{ $host }>.
   *[other] **{ $count } jugadores sentados** ({ $ais } llevados por la IA); la mesa es de <@{ $host }>.
}
lobby-crowd-latest = Los últimos en sentarse:
lobby-seats = Puestos
lobby-seats-value = { $count } de { $min } a { $max }
lobby-clock = Tiempo por turno
lobby-footer = Mesa { $table } · el anfitrión empieza la partida · /{ cmd-rules } juego:{ $game }
lobby-join = Sentarse
lobby-leave = Levantarse
lobby-add-ai = Añadir IA
lobby-start = Empezar
lobby-cancel = Cancelar
lobby-pick-clock = Tiempo por turno (anfitrión)

lobby-coming = { $game } todavía no se puede jugar aquí, pero llegará. Mientras tanto, /{ cmd-rules } juego:{ $key } explica cómo se juega.
lobby-no-such-game = No hay ningún juego llamado «{ $name }». Elige uno de estos: { $choices }.
lobby-in-dm = Las mesas se abren en los canales de un servidor: usa /{ cmd-play } en un servidor.
lobby-busy = Este canal ya tiene una mesa (mesa { $table }). Terminadla, pedid a su anfitrión que la cierre con /{ cmd-table } { cmd-table-end }, o jugad en otro canal o hilo.
lobby-busy-game = Este canal ya tiene una mesa de { $game } (mesa { $table }). Terminadla, pedid a su anfitrión que la cierre con /{ cmd-table } { cmd-table-end }, o jugad en otro canal o hilo.
lobby-expired = { $minutes ->
    [one] Esta sala de { $game } se ha cerrado sola: nadie la ha empezado ni se ha sentado en { $minutes } minuto. Abrid otra con /{ cmd-play }.
   *[other] Esta sala de { $game } se ha cerrado sola: nadie la ha empezado ni se ha sentado en { $minutes } minutos. Abrid otra con /{ cmd-play }.
}
lobby-expired-title = { $game }: sala cerrada
lobby-is-closed = Esta sala está cerrada: la partida ya ha empezado o ha terminado.
lobby-host-only = Eso solo puede hacerlo el anfitrión.
lobby-already-seated = Ya estás sentado en esta mesa.
lobby-full = La mesa está completa ({ $seats } puestos).
lobby-not-seated = No estás sentado en esta mesa.
lobby-host-stays = El anfitrión no puede levantarse; usa { lobby-cancel } para cerrar la mesa.
lobby-clock-refused = Elige uno de los tiempos por turno de la lista.
lobby-cancelled-title = { $game }: mesa cancelada
lobby-cancelled = { $name } ha cerrado la sala.
lobby-wait-asked = { $game } necesita al menos { $min } jugadores: espera a que los invitados pulsen { lobby-join }.
lobby-left-out = Se quedan fuera por no confirmar: { $names }.
lobby-too-few = { $game } necesita al menos { $min } jugadores.
lobby-started-title = { $game }: empieza la partida
lobby-practice-started-title = { $game }: empieza la partida de práctica
lobby-started = Jugadores: { $players }
    Tiempo por turno: { $clock }
lobby-crowd-players = { $count }; pulsad { $play } en el mensaje de cada ronda
