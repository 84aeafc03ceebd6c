# Los textos propios de la plataforma (bot/): rechazos y respuestas en una mesa en juego,
# los extras comunes de los paneles, las notas del reloj, «Ver lo mío» y «Mi puesto y mi
# hoja». Una respuesta privada en el idioma de quien la lee, un mensaje público en el de
# la mesa.

## Rechazos de un clic o de un formulario
platform-no-table = Esa mesa ya no existe.
platform-not-part = Ese botón no es de esta mesa.
platform-malformed = Ese control está mal formado.
platform-table-ended = Esta mesa ha terminado.
platform-table-over = Esta mesa ha terminado; sus botones ya no hacen nada. Abre una nueva con /{ cmd-play }.
platform-not-started = La partida aún no ha empezado.
platform-not-your-turn = No es tu turno: ahora mismo no tienes nada que hacer.
platform-stale-panel = Ese panel estaba desfasado (la partida ha avanzado desde que se dibujó).
platform-seat-played-by-ai = Ahora la IA juega en tu puesto. Usa /{ cmd-table } { cmd-table-rejoin } para recuperarlo.
platform-not-seated = No estás sentado en esta mesa; solo sus jugadores pueden usar estos controles.
platform-busy-table = La mesa estaba ocupada con otras jugadas, así que la tuya no se guardó. Inténtalo de nuevo.
platform-went-wrong = Algo ha fallado por nuestra parte; no se ha cambiado nada.
platform-went-wrong-later = Algo ha fallado por nuestra parte; inténtalo más tarde.
platform-unreachable-move = La base de datos no respondió, así que esto no se guardó (una jugada ya guardada aparece en tu panel y nunca cuenta dos veces). Inténtalo de nuevo en un momento.
platform-unreachable = La base de datos no respondió, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
platform-command-refused = No puedes usar ese comando aquí.
platform-restarting = El bot se está reiniciando; inténtalo de nuevo en unos segundos.
platform-unknown-control = Este bot ya no reconoce ese control (quizá sea de una versión anterior). Usa el mensaje de mesa más reciente, o /{ cmd-play } y /{ cmd-rules }.
platform-form-malformed = Ese formulario volvió dañado: no se guardó nada.
platform-control-not-here = Ese control no está en ningún mensaje de esta mesa.
platform-button-no-choice = Ese botón no admite ninguna elección.
platform-pick-listed = Elige entre las opciones que ofrece el menú.
platform-control-not-on-message = Ese control no está en este mensaje; usa tu panel más reciente.
platform-no-typed-moves = En este juego no se escriben jugadas.
platform-batch-refused = La jugada { $number } no se guardó: { $reason } No se guardó ninguna jugada de esta serie.

## El formulario de un juego
platform-form-conflict = La jugada de otro jugador llegó antes y cambió la mesa; no se guardó nada. Mira tu panel e inténtalo de nuevo.
platform-form-no-table = Esa mesa ya no está en juego.
platform-form-moved-on = La partida avanzó mientras escribías; no se guardó nada.
platform-form-no-move = No había ninguna jugada en lo que escribiste.

## Deshacer una jugada
platform-take-back = Deshacer jugada
platform-move-stands = Tu jugada se queda: la partida ha seguido desde entonces.
platform-takeback-nothing = No tienes ninguna jugada tuya que deshacer.
platform-takeback-moved-on = Otro jugador ha jugado después de ti, así que tu jugada se queda.
platform-takeback-revealed = Esa jugada no se puede deshacer: mostró algo nuevo a la mesa (un dado, una carta, un montón, una ronda cerrada o una región bloqueada).
platform-takeback-refused = Esa jugada no se puede deshacer ahora.

## Después de una jugada (el panel del jugador)
platform-done-title = { $game } · hecho aquí
platform-done-over = Tu jugada cuenta. La partida ha terminado: las puntuaciones finales están en el canal.
platform-done-next-here = Tu jugada cuenta. Tu próximo panel llegará aquí cuando sea tu turno.
platform-done-next-dm = Tu jugada cuenta. Tu próximo panel llegará por MD cuando sea tu turno.
platform-not-redrawn = Tu jugada cuenta, pero no se pudo volver a dibujar tu panel. Pulsa { $label } en el mensaje de la mesa para tener uno nuevo.

## El registro de la partida
platform-record = Registro de la partida de la mesa { $table }.
platform-record-never-started = Esta mesa nunca empezó, así que no hay registro.
platform-record-not-finished = El registro se ofrece cuando la partida termina.
platform-export = Exportar el registro

## Botones que comparten todos los juegos
platform-open-panel = Abrir mi panel
platform-show-mine = Ver lo mío

## El puesto de un jugador
platform-place =
    .one = { $rank }.º
    .two = { $rank }.º
    .few = { $rank }.º
    .other = { $rank }.º
platform-place-shared = { $place } (empatado)
platform-sheet = Has quedado **{ $place }** de { $count } con **{ $points }** puntos.

## El reloj de turno (idioma de la mesa)
platform-clock-ai-played = la IA jugó por ellos

## Un panel cerrado (idioma de quien lo lee)
platform-over-title = { $game } · mesa { $table }
platform-over-opened-elsewhere = Este panel ha terminado: abriste tu panel desde el mensaje de la mesa.
platform-over-below = Este panel ha terminado: el nuevo está debajo.
platform-over-newest = Este panel ha terminado: usa el más reciente.
platform-over-dms = Este panel ha terminado: mira tus MD.
platform-over-turn = Este turno ha terminado.
platform-refused-newest-below = { $reason } Tu panel más reciente está más abajo.
platform-refused-redrawn = { $reason } Este panel muestra ahora la partida tal como está.
platform-game-over-channel = La partida ha terminado: las puntuaciones finales están en el canal.

## Los mensajes públicos de una mesa
platform-game-over-below = La partida ha terminado: las puntuaciones finales están debajo.
platform-phase-over = Esta parte de la partida ha terminado; la mesa sigue más abajo.
platform-thread-name = { $game } · mesa { $table }: las rondas
platform-latest = Lo último
platform-latest-picture = la última imagen muestra cómo terminó
platform-replay = Repetición

## Avisos del reloj y un reloj agotado
platform-remind-turn = ⏰ { $who }: tu turno termina { $when }. Si se acaba el tiempo, la IA lo juega por ti.
platform-remind-round = ⏰ Esta ronda termina { $when }; { $count ->
    [one] { $count } jugador aún no ha
   *[other] { $count } jugadores aún no han
} confirmado. Si se acaba el tiempo, la IA termina la ronda por ellos.
platform-clock-ran-out = ⌛ Se acabó el tiempo para { $names }: { $note }.
platform-clock-handed = { $who } ha perdido { $limit } turnos seguidos, así que la IA juega su puesto a partir de ahora: /{ cmd-table } { cmd-table-rejoin } lo recupera.
platform-clock-handed-many = { $who } han perdido { $limit } turnos seguidos, así que la IA juega sus puestos a partir de ahora: /{ cmd-table } { cmd-table-rejoin } los recupera.

## MD cerrados (idioma de la mesa)
platform-dms-closed = <@{ $user }>, no puedo enviarte mensajes directos (tus MD están cerrados para este servidor). Pulsa **{ $label }** en el mensaje de la mesa para jugar tus turnos en privado.
