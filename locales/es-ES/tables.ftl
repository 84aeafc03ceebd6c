# /mesa: sus respuestas, sus negativas y lo que cuenta en la mesa

table-none-here = No hay ninguna mesa en este canal. Abre una con /{ cmd-play }.
table-host-only = Eso solo puede hacerlo el anfitrión de esta mesa.
table-not-started = La partida no ha empezado.

table-status-head = **{ $game }**, mesa { $table }, { $state }
table-state-lobby = esperando jugadores
table-state-running = en juego
table-state-finished = terminada
table-state-cancelled = cerrada
table-status-clock = Tiempo por turno: { $clock }
table-status-ai = { $name } (IA)
table-status-ends = Este turno acaba <t:{ $when }:R>.

table-ai-no-seat = Ese miembro no tiene un puesto propio en esta mesa.
table-ai-plays = Ahora la IA juega el puesto de { $name }, que puede recuperarlo con /{ cmd-table } { cmd-table-rejoin }.
table-rejoin-no-seat = En esta mesa la IA no lleva ningún puesto tuyo.
table-rejoined = Bienvenido de nuevo, { $name }: tu puesto vuelve a ser tuyo.

table-ending = Cerrando la mesa.
table-ended-by = { $name } ha cerrado esta mesa.
table-ended = { $name } ha cerrado la mesa { $table } de { $game }.
table-ended-scores = { $name } ha cerrado la mesa { $table } de { $game }. Así iban las puntuaciones:

clock-refused-either = Indica minutos (en directo, 0-60) u horas (asíncrona, 0-168), no ambos.
clock-refused-whole = El reloj va en números enteros.
clock-refused-minutes = Los minutos van de 0 (sin reloj) a 60.
clock-refused-hours = Las horas van de 0 (sin reloj) a 168.
table-clock-set = Tiempo por turno: { $clock }.
table-clock-news = { $name } ha cambiado el reloj. Tiempo por turno: { $clock }.
