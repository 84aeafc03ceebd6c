# Torneos (bot/tournament/, cogs/tournament.py): comandos, inscripción, clasificación y respuestas.

## los comandos
cmd-tournament = torneo
    .desc = Torneos: rondas de mesas y clasificación
cmd-tournament-create = crear
    .desc = Gestores: abrir aquí la inscripción de un torneo
opt-tournament-create-game = juego
    .desc = El juego de todas las mesas
opt-tournament-create-format = formato
    .desc = swiss (emparejados por puntos) o round-robin (juegos de dos: todos contra todos una vez)
opt-tournament-create-rounds = rondas
    .desc = Cuántas rondas (una liguilla juega las que necesite su grupo)
opt-tournament-create-seats = asientos
    .desc = Asientos en cada mesa
opt-tournament-create-clock = reloj
    .desc = El reloj de turno de cada mesa en minutos (0: ninguno)
opt-tournament-create-ai = ia
    .desc = Si asientos de IA completan una mesa a la que le faltaría gente
opt-tournament-create-size = tamaño
    .desc = El máximo de jugadores que pueden entrar (vacío: sin límite)
opt-tournament-create-starts_in = empieza_en
    .desc = En cuántos minutos empieza solo, p. ej. 90 (vacío: lo empieza el anfitrión)
choice-swiss = Sistema suizo
choice-round-robin = Todos contra todos
cmd-tournament-withdraw = retirarse
    .desc = Dejar un torneo en el que juegas
opt-tournament-withdraw-tournament = torneo
    .desc = El número del torneo (si juegas en varios)
cmd-tournament-cancel = cancelar
    .desc = Anfitrión: suspender tu torneo
opt-tournament-cancel-tournament = torneo
    .desc = El número del torneo (si organizas varios)

## rechazos y respuestas de los comandos
tournament-not-a-manager = Solo pueden crear un torneo los miembros que pueden gestionar este servidor o que tienen el rol que sus gestores eligieron con /{ cmd-settings-server } { cmd-settings-server-tournament-hosts }.
tournament-no-game = No hay ningún juego llamado { $name }. Elige uno de: { $games }.
tournament-bad-format = El formato es swiss o round-robin.
tournament-bad-seats = { $game } admite de { $low } a { $high } asientos por mesa; elige los asientos dentro de ese rango.
tournament-robin-seats = El todos contra todos es solo para mesas de dos: usa { opt-tournament-create-seats }:2, o el sistema suizo.
tournament-bad-rounds = Las rondas van de 1 a { $most }.
tournament-bad-clock = El reloj de turno va de 0 (ninguno) a { $most } minutos.
tournament-bad-size = El límite de tamaño va de 2 a { $most } jugadores.
tournament-bad-start = { opt-tournament-create-starts_in } son minutos desde ahora: de 1 a { $most } (una semana).
tournament-in-thread = Los torneos viven en un canal de texto, no en un hilo.
tournament-none-playing = No juegas en ningún torneo en marcha de este servidor.
tournament-none-hosting = No organizas ningún torneo en marcha de este servidor.
tournament-several-playing = Juegas en varios: di cuál con { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-several-hosting = Organizas varios: di cuál con { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-called-off = El torneo { $tournament } queda suspendido.
tournament-called-off-playing = El torneo { $tournament } queda suspendido. Sus mesas aún en juego ({ $playing }) siguen como partidas normales.

## la inscripción
tournament-gone = Ese torneo se suspendió o ya no existe.
tournament-already-in = Ya estás inscrito.
tournament-full = Este torneo está lleno ({ $most } jugadores).
tournament-closed = Este torneo ha empezado: la inscripción está cerrada.
tournament-leave-started = El torneo ha empezado: /{ cmd-tournament } { cmd-tournament-withdraw } te saca de él.
tournament-not-signed-up = No estabas inscrito.
tournament-left = Has dejado el torneo { $tournament } antes de que empezara.
tournament-host-only = Solo el anfitrión del torneo puede empezarlo.
tournament-started-already = Este torneo ya ha empezado.
tournament-too-few = Un torneo necesita al menos dos jugadores.
tournament-wait-for = Una mesa tiene { $seats } asientos: espera a { $missing } más, o crea el torneo permitiendo asientos de IA.
tournament-started = Empezado: se está sentando la primera ronda.
tournament-started-on-time = Empezado a su hora: se está sentando la primera ronda.
tournament-swiss = sistema suizo
tournament-round-robin = todos contra todos
tournament-ai = asientos de IA completan las mesas cortas
tournament-no-ai = sin asientos de IA
tournament-clock = reloj de { $minutes } min por turno
tournament-no-clock = sin reloj
tournament-rules = { $game }, { $format }, { $rounds } rondas, { $seats } asientos por mesa, { $clock }, { $ai }.
tournament-starts = Empieza solo { $when } si para entonces se han apuntado suficientes jugadores.
tournament-start-passed = A su hora de inicio había muy pocos jugadores: sigue abierto hasta que el anfitrión pulse Empezar.
tournament-title = Torneo { $tournament }: { $game }
tournament-hosted = Organiza { $host }.
tournament-players = **Jugadores:**
tournament-players-most = **Jugadores (como mucho { $most }):**
tournament-nobody = Nadie todavía.
tournament-footer-timed = Apúntate para jugar; el anfitrión puede pulsar Empezar antes de la hora de inicio.
tournament-footer = Apúntate para jugar; el anfitrión pulsa Empezar cuando estén todos.
tournament-join = Apuntarse
tournament-leave = Salir
tournament-start = Empezar

## las rondas y la clasificación
tournament-title-final = Torneo { $tournament }: { $game }, clasificación final
tournament-title-round = Torneo { $tournament }: { $game }, ronda { $round } de { $rounds }
tournament-line = { $place }. **{ $name }** { $points } ptos. · Buchholz { $buchholz } · puntuación { $score }
tournament-line-marked = { $place }. **{ $name }** { $points } ptos. · Buchholz { $buchholz } · puntuación { $score } ({ $marks })
tournament-byes = { $count ->
    [one] descanso
   *[other] { $count } descansos
}
tournament-withdrawn = retirado
tournament-more = … y { $count } más.
tournament-points = Puntos: una victoria 1, un empate ½ (en mesas más grandes se reparten los puestos), un descanso 1; los empates se deshacen por Buchholz y luego por la suma de puntuaciones de partida.
tournament-replay = Repetir la mesa { $table }
tournament-title-cancelled = Torneo { $tournament }: { $game }, suspendido
tournament-cancelled = El anfitrión ha suspendido este torneo.
tournament-cancelled-playing = El anfitrión ha suspendido este torneo. { $playing ->
    [one] Su mesa aún en juego sigue como partida normal en su hilo; su resultado cuenta como el de cualquier partida, no para el torneo.
   *[other] Sus { $playing } mesas aún en juego siguen como partidas normales en sus hilos; sus resultados cuentan como los de cualquier partida, no para el torneo.
}
tournament-thread = { $game } · torneo { $tournament } · ronda { $round }, mesa { $table }
tournament-ai-seat = IA { $seat }
tournament-call = Ronda { $round } del torneo { $tournament }: { $players }.
tournament-no-thread = No he podido abrir un hilo para una mesa en este canal (necesito permiso para crear hilos públicos aquí), así que el torneo se detiene.
tournament-off-in-thread = El torneo { $tournament } se ha suspendido: esta partida sigue como una partida normal, y su resultado cuenta como el de cualquier partida, no para el torneo.
tournament-not-playing = No juegas en ese torneo.
tournament-withdrew = Te has retirado del torneo { $tournament }: la IA juega tu asiento en tu mesa, y no se te sentará en las rondas siguientes.
