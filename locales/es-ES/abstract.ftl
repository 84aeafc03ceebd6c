# Abstract: el panel privado y sus menús, el estado de la ronda, las puntuaciones finales,
# las jugadas de «Sugerir una jugada» y las palabras dibujadas en las imágenes

## colores, formas, objetivo C, bonificaciones

abstract-colour-1 = morado
abstract-colour-2 = azul
abstract-colour-3 = verde
abstract-colour-4 = amarillo
abstract-colour-5 = naranja
abstract-colour-6 = rojo
abstract-shape-1 = dominó
abstract-shape-2 = línea de 3
abstract-shape-3 = L de 3
abstract-shape-4 = cuadrado 2×2
abstract-shape-5 = T de 4
abstract-shape-6 = línea de 4
abstract-pair = { $first } y { $second }
abstract-lines-rows = cada fila de seis números distintos
abstract-lines-columns = cada columna de cuatro números distintos
abstract-lines-die_squares = cada cuadro de dado de cuatro números distintos
abstract-gain-adjust = una ficha ±1
abstract-gain-anywhere = una ficha «donde quieras»
abstract-gain-star = una estrella
abstract-position-0 = arriba a la izquierda
abstract-position-1 = arriba a la derecha
abstract-position-2 = abajo a la izquierda
abstract-position-3 = abajo a la derecha

## objetivos, casillas y jugadas de la ronda

abstract-goal-a = **A** formas: un grupo con la forma exacta **{ $shape }** vale { $points } (una vez por número)
abstract-goal-b = **B** parejas: **{ $pair }** ({ $first } & { $second }), { $points } por pareja
abstract-goal-c = **C** todos distintos: { $lines }, { $points } cada una
abstract-where = el cuadro de dado { $square }, { $position }
abstract-square = Cuadro de dado { $square }, { $position }
abstract-square-place = fila { $row }, columna { $column } del cuadro
abstract-line-paint = Pintado { $number } ({ $colour }) en { $where }
abstract-line-paint-anywhere = Pintado { $number } ({ $colour }) en { $where } con una ficha «donde quieras»
abstract-line-x = Marcada una X en { $where }
abstract-line-bonus = Bonificación con el dado #{ $die } ({ $face }): { $gain }
abstract-line-adjust = Ficha ±1: dado #{ $die } { $before } → { $after }

## menús y botones del panel

abstract-menu-paint = Pintar un número…
abstract-menu-anywhere = Usar una ficha «donde quieras»…
abstract-menu-bonus = Tomar la bonificación con un dado…
abstract-menu-adjust = Usar una ficha ±1…
abstract-menu-x = Ningún lugar encaja: marcar una X…
abstract-menu-x-tokens = Ningún lugar encaja: marcar una X (o usar una ficha abajo)…
abstract-menu-square = Elige la casilla del { $number }…
abstract-menu-square-x = Elige la casilla de la X…
abstract-option-pair = Pintar { $number } ({ $colour }) en el cuadro de dado { $square }
abstract-option-paint = Pintar { $number } ({ $colour }) en { $where }
abstract-option-dice = dado de lugar #{ $location }, dado de número #{ $number }
abstract-option-x = Ningún cuadro de dado encaja: marcar una X (dados #{ $first }, #{ $second })
abstract-option-anywhere = Pintar { $number } donde quieras (dado #{ $die } como lugar)
abstract-option-bonus = Dado #{ $die } ({ $face }): tomar { $gain }
abstract-option-adjust = Dado #{ $die }: { $before } → { $after }
abstract-undo = Deshacer
abstract-confirm = Confirmar ronda
abstract-back = Volver
abstract-show-mine = Ver mi cuadro

## negativas

abstract-refuse-dice = Ahora no puedes pintar con esos dos dados: elige una de las opciones de la lista.
abstract-refuse-choice = Esa elección no vale: elige una de las opciones de la lista.
abstract-refuse-control = Ese control no es de Abstract.

## el panel privado

abstract-panel-title = Abstract · ronda { $round }/{ $rounds } · { $name }
abstract-over = La partida ha terminado.
abstract-confirmed = Ronda confirmada.
abstract-confirmed-moves = Ronda confirmada: { $moves }.
abstract-last-round = Las puntuaciones finales se publican en el canal cuando todos terminen.
abstract-next-button = Cuando todos terminen, pulsa **{ $button }** en el mensaje de la siguiente ronda.
abstract-next-dm = El panel de la siguiente ronda llega cuando todos terminen.
abstract-footer-confirmed = La imagen muestra tu cuadro tal como estaba al empezar la ronda.
abstract-dice = Dados: { $dice }
abstract-paints-bonus-taken = Pinturas { $paints }/2 · bonificación tomada
abstract-paints-bonus-open = Pinturas { $paints }/2 · bonificación aún sin tomar
abstract-tokens = Fichas: ±1 × { $adjust } · donde quieras × { $anywhere } · ★ { $stars }
abstract-so-far = **Esta ronda hasta ahora**
abstract-nothing-yet = nada todavía
abstract-footer-grid = La cuadrícula muestra tu cuadro tal como está (* pintado esta ronda, #n: cuadro de dado n); { $button } lo dibuja.
abstract-footer-picture = La imagen muestra tu cuadro al empezar la ronda; la cuadrícula de arriba, tal como está (* pintado esta ronda, #n: cuadro de dado n).

## el estado de la ronda en el canal

abstract-open-panel = Abrir mi panel
abstract-play-round = Jugar esta ronda
abstract-status-title = Abstract · ronda { $round }/{ $rounds }
abstract-roll = Tirada: { $dice }
abstract-and-more = { $names } y { $more } más
abstract-nobody = nadie
abstract-still-playing = Aún juegan ({ $count })
abstract-done = Terminados ({ $count })
abstract-turn-clock = Reloj del turno
abstract-round-clock = Reloj de la ronda
abstract-clock-ends = termina <t:{ $when }:R>
abstract-status-footer = Mesa { $table } · juega tu ronda en tu panel (MD o el botón)
abstract-confirmed-field = Confirmado
abstract-confirmed-count = { $done } de { $players } jugadores
abstract-crowd-footer = Mesa { $table } · pulsa { $button } para jugar tu ronda en privado

## las puntuaciones finales

abstract-final-title = Abstract · puntuaciones finales
abstract-final-line = **{ $rank }. { $name }: { $total }** (A { $a }, B { $b }, C { $c }, ★ { $stars }, X { $x })
abstract-final-more = …y { $more } jugadores más (mira el registro exportado).
abstract-final-footer = Arriba, el desglose de los primeros { $shown } de { $players } jugadores; los totales de todos están en la lista. Exporta el registro de la partida para ver cada línea.
abstract-crowd-final-footer = Los mejores { $shown } de { $players } jugadores. Pulsa { $button } para ver tu puesto, tu puntuación línea a línea y tu cuadro.

## «Sugerir una jugada»: por qué la IA hace la jugada

abstract-why-plan = Es un paso del plan de la IA para esta ronda (bonificación, fichas y las dos pinturas elegidas a la vez): de todas las formas de acabar la ronda, la que más le gusta a su estimación de tu cuadro final
abstract-why-paint = { abstract-why-plan }; esta pintura avanza hacia los objetivos y mantiene las líneas sin repeticiones.
abstract-why-x = Ningún cuadro de dado acepta estos dados: solo queda marcar una X.
abstract-why-bonus = { abstract-why-plan }; este dado es el que menos vale como pintura y su bonificación ayuda más adelante.
abstract-why-adjust = { abstract-why-plan }; el dado cambiado encaja en una casilla mejor.
abstract-why-confirm = Todos los dados están usados: no queda nada que hacer esta ronda.
abstract-why-undo = La ronda se aparta del mejor plan para estos dados.

## la puntuación de un jugador, línea a línea (las puntuaciones finales)

abstract-list = { $first } y { $last }
abstract-score-a-none = A ({ $shape }, { $each } cada una): ningún número → { $points }
abstract-score-a-one = A ({ $shape }, { $each } cada una): número { $list } → { $points }
abstract-score-a-many = A ({ $shape }, { $each } cada una): números { $list } → { $points }
abstract-score-b = B ({ $pair }): { $count ->
    [one] { $count } pareja
   *[other] { $count } parejas
} × { $each } → { $points }
abstract-score-c-rows-none = C (filas): ninguna fila → { $points }
abstract-score-c-rows-one = C (filas): fila { $list } → { $points }
abstract-score-c-rows-many = C (filas): filas { $list } → { $points }
abstract-score-c-columns-none = C (columnas): ninguna columna → { $points }
abstract-score-c-columns-one = C (columnas): columna { $list } → { $points }
abstract-score-c-columns-many = C (columnas): columnas { $list } → { $points }
abstract-score-c-die_squares-none = C (cuadros de dado): ningún cuadro de dado → { $points }
abstract-score-c-die_squares-one = C (cuadros de dado): cuadro de dado { $list } → { $points }
abstract-score-c-die_squares-many = C (cuadros de dado): cuadros de dado { $list } → { $points }
abstract-score-stars = Estrellas: { $stars }
abstract-score-x = Marcas X: { $x }
abstract-score-total = Total: { $total } (puesto { $rank })

## las palabras dibujadas en las imágenes (la hoja de pintura, la clasificación, las puntuaciones finales)

abstract-pic-die-square = cuadro de dado { $number }
abstract-pic-your-dice = Tus dados
abstract-pic-stars = Estrellas
abstract-pic-x-marks = Cruces
abstract-pic-total = Total
abstract-pic-player = Jugador { $number }
abstract-pic-final = Final · { $rounds } rondas jugadas
abstract-pic-round = Ronda { $round } de { $rounds }
abstract-pic-done = listo ✓
abstract-pic-adjust-tokens = fichas ±1
abstract-pic-anywhere-tokens = donde quieras
abstract-pic-stars-held = estrellas
abstract-pic-x-marks-made = marcas X
abstract-pic-paints = Pinturas { $paints } de 2
abstract-pic-bonus-taken = Bonificación tomada ✓
abstract-pic-bonus-open = Bonificación por tomar
abstract-pic-x-allowed = X permitida
abstract-pic-this-round = esta ronda
abstract-pic-goal-A = Formas
abstract-pic-goal-B = Parejas
abstract-pic-goal-C = Todos distintos
abstract-pic-points = { $points } puntos
abstract-pic-per-pair = { $points } por pareja
abstract-pic-points-each = { $points } puntos cada una
abstract-pic-different-rows = Filas: { $count } únicos
abstract-pic-different-columns = Columnas: { $count } únicos
abstract-pic-different-die_squares = Cuadros: { $count } únicos
abstract-pic-final-scores = Abstract · Puntuaciones finales
abstract-pic-standings = Abstract · Clasificación
abstract-pic-winner = ★ Ganador: { $names } con { $total }
abstract-pic-tied-winners = ★ Empate en cabeza: { $names } con { $total }
abstract-pic-no-players = Sin jugadores
abstract-pic-no-players-yet = Aún no hay jugadores
abstract-pic-sorted = { $players } jugadores · por puntuación total
abstract-pic-round-badge = RONDA
abstract-pic-next-places = Siguientes puestos
abstract-pic-everyone-else = Todos los demás ({ $count })
abstract-pic-more-players = …y { $count } jugadores más

# the engine's rules, as a player is told them (gameuis.abstract.reasons)
abstract-rule-die-used = Ese dado ya está usado esta ronda.
abstract-rule-square-painted = La casilla { $square } ya está pintada.
abstract-rule-over = La partida ha terminado.
abstract-rule-no-seat = No tienes sitio en esta mesa.
abstract-rule-confirmed = Ya confirmaste esta ronda: espera a los demás.
abstract-rule-painted-twice = Ya has pintado dos veces esta ronda.
abstract-rule-two-dice = El dado de lugar y el dado de número deben ser dos dados distintos.
abstract-rule-x-token = Una X nunca necesita una ficha «donde quieras».
abstract-rule-x-too-soon = Aún puedes pintar esta ronda: una X solo se permite cuando cada dado sin usar señala un cuadro de dado lleno.
abstract-rule-no-anywhere = No te quedan fichas «donde quieras».
abstract-rule-die-square-full = El cuadro de dado { $where } está lleno: elige un dado de lugar cuyo cuadro tenga una casilla libre, o gasta una ficha «donde quieras».
abstract-rule-not-in-square = La casilla { $square } no está en el cuadro de dado { $where }.
abstract-rule-bonus-taken = Ya has tomado tu bonificación esta ronda.
abstract-rule-no-adjust = No te quedan fichas ±1.
abstract-rule-die-range = Un dado que muestra { $shown } no puede pasar a { $result }: los dados van de 1 a 6.
abstract-rule-nothing-to-undo = No hay nada que deshacer esta ronda.
abstract-rule-confirm-too-soon = Antes de confirmar, pinta dos veces (o marca una X) y toma una bonificación esta ronda.
abstract-rule-other = Esa jugada rompe una regla del juego.
