# VENNi, Vidi, Vici

## El panel

vvv-panel-title = VENNi, Vidi, Vici · turno { $turn } · { $name }
vvv-shape-blue = discos azules
vvv-shape-orange = rombos naranjas
vvv-over = La partida ha terminado.
vvv-waiting = Esperando a { $name }. Tus puntos son { $shape }.
vvv-place-dot = Pon un punto: elige una región por su número en el tablero o escribe coordenadas exactas. Tus puntos son { $shape }.
vvv-must-pass = Ningún punto cabe en ninguna parte: pasas.
vvv-pick-spot = Región { $region }: elige un sitio con letra para tu punto.
vvv-pick-spot-third = Región { $region }: elige un sitio con letra para tu punto. Será el tercer punto de la región, así que después trazarás un círculo.
vvv-region-menu = Elegir una región…
vvv-region-menu-range = Elegir una región (de { $first } a { $last })…
vvv-region = Región { $region }
vvv-region-dots = puntos: { $blue-name } { $blue }, { $orange-name } { $orange }
vvv-region-dots-third = puntos: { $blue-name } { $blue }, { $orange-name } { $orange } · un punto aquí es el tercero: sigue un círculo
vvv-spot-menu = Elegir un sitio…
vvv-type-dot = Escribir coordenadas
vvv-back = Volver
vvv-pass = Pasar

## El círculo

vvv-circle-intro = Tu punto era el tercero de su región: traza un círculo que separe los tres puntos en uno y dos. Cada imagen muestra el tablero con ese círculo trazado: el punto que aparta, rodeado; las regiones que bloquearía, remarcadas. Elige uno para verlo en grande o escribe uno (se ajusta a la retícula).
vvv-circle-menu = Elegir un círculo…
vvv-show-others = Ver otros
vvv-type-circle = Escribir un círculo
vvv-confirm = Confirmar
vvv-circle = centro ({ $x }, { $y }), radio { $r }
vvv-circle-title = Círculo { $letter }: { $circle }
vvv-typed-title = Tu círculo escrito: { $circle }
vvv-picked = Has elegido el círculo { $letter }. { $separates } y { $locks }. Confirma para trazarlo o vuelve atrás.
vvv-typed = Has escrito { $typed }; en la retícula eso es **{ $circle }**. { $separates } y { $locks }. Confirma para trazarlo o vuelve atrás.

## Un círculo en palabras

vvv-new-dot = tu punto nuevo
vvv-own-dot = tu punto { $where }
vvv-their-dot = el punto { $where } de { $name }
vvv-dir-right = de la derecha
vvv-dir-upper-right = de arriba a la derecha
vvv-dir-top = de arriba
vvv-dir-upper-left = de arriba a la izquierda
vvv-dir-left = de la izquierda
vvv-dir-lower-left = de abajo a la izquierda
vvv-dir-bottom = de abajo
vvv-dir-lower-right = de abajo a la derecha
vvv-sets-apart-inside = Aparta { $who } (dentro)
vvv-sets-apart-outside = Aparta { $who } (fuera)
vvv-locks-nothing = no bloquea nada
vvv-locks = bloquea { $count ->
    [one] { $count } región
   *[other] { $count } regiones
}
vvv-for-you = tú
vvv-for-nobody = nadie
vvv-part-of = parte de { $region }
vvv-new-piece = un trozo nuevo

## Los formularios

vvv-form-dot = Poner un punto
vvv-form-x = x (de 0 a 1000, de izquierda a derecha)
vvv-form-y = y (de 0 a 700, de arriba abajo)
vvv-form-circle = Trazar un círculo
vvv-form-cx = Centro x
vvv-form-cy = Centro y
vvv-form-r = Radio (de 20 a 340)

## Rechazos

vvv-refused-region = En esa región no cabe ningún punto: elige otro número.
vvv-refused-choice = Esa elección no vale; elige una de las opciones de la lista.
vvv-refused-control = Ese control no es de VENNi, Vidi, Vici.
vvv-refused-dot = Un punto necesita coordenadas x e y enteras.
vvv-refused-circle = Un círculo necesita un centro x, y y un radio, en números.
vvv-refused-snapped = Has escrito centro ({ $x }, { $y }), radio { $r }; en la retícula eso es centro ({ $sx }, { $sy }), radio { $sr }. { $reason }
vvv-refused-form = Ese formulario no es de VENNi, Vidi, Vici.

## El estado

vvv-status-title = VENNi, Vidi, Vici · ronda { $round }
vvv-over-tie = Partida terminada: empate.
vvv-over-won = Partida terminada: gana { $name }.
vvv-to-dot = Turno { $turn }: { $name } pone un punto.
vvv-to-circle = Turno { $turn }: { $name } traza el círculo.
vvv-to-dot-final = Turno { $turn }: { $name } pone un punto (último turno).
vvv-to-circle-final = Turno { $turn }: { $name } traza el círculo (último turno).
vvv-last-locked = El último círculo bloqueó { $count ->
    [one] { $count } región
   *[other] { $count } regiones
}: { $owners }.
vvv-locked-for = { $count } para { $name }
vvv-points = { $name }: { $points } pt
vvv-colours = { $blue } juega con discos azules; { $orange }, con rombos naranjas.
vvv-clock = Reloj del turno
vvv-clock-ends = acaba { $when }
vvv-footer = Mesa { $table } · juega tu turno en tu panel (MD o el botón)
vvv-open-panel = Abrir mi panel

## El final

vvv-final-title = VENNi, Vidi, Vici · puntuación final
vvv-final-line = **{ $rank }. { $name }: { $total }** ({ $circles ->
    [one] { $circles } círculo trazado
   *[other] { $circles } círculos trazados
})
vvv-score-regions = Regiones bloqueadas propias: { $count }
vvv-score-pairs = Parejas de regiones propias con frontera común: { $count }
vvv-score-circles = Círculos trazados (deshacen empates): { $count }
vvv-score-total = Total: { $total } (puesto { $rank })

## Las razones de la IA

vvv-why-third = La región { $region } tiene dos puntos: un tercero es tuyo, y también el círculo que sigue; el mejor que encuentra la IA te da { $gain } en regiones bloqueadas frente a { $name }.
vvv-why-third-even = La región { $region } tiene dos puntos: un tercero es tuyo, y también el círculo que sigue; el mejor que encuentra la IA no bloquea más regiones para ti que para { $name }.
vvv-why-empty = La región { $region } está vacía: un punto solo en una región pequeña suele ser tuyo cuando se bloquea, y no le da a { $name } un tercer punto.
vvv-why-even = La región { $region } tiene un punto de { $name }: el tuyo lo iguala.
vvv-why-least = Cada región abierta le ofrece algo a { $name }; la región { $region } es la que menos te cuesta.
vvv-why-circle = { $separates } y { $locks }: de los círculos que probó la IA, es el que más regiones bloquea para ti frente a { $name }.
vvv-why-pass = Ya no cabe ningún punto en el tablero.

## Las palabras de las imágenes

vvv-pic-seat = { $name }: { $points } pt · { $circles ->
    [one] { $circles } círculo
   *[other] { $circles } círculos
}
vvv-pic-zoom = Región { $region }: elige un sitio con letra ({ $count } ofrecidos)
vvv-pic-picker = Elige un círculo: { $count } mostrados, cada uno en su imagen
vvv-pic-locks = bloquea { $count } · { $owners }

## The rules' refusals (games.vvv.refusals; the clicker's language)

vvv-rule-no-seat = En esta mesa no hay ese asiento.
vvv-rule-game-over = La partida ha terminado.
vvv-rule-not-your-turn = No es tu turno.
vvv-rule-not-a-move = Aquí se juega un punto, un círculo o se pasa.
vvv-rule-fields-dot = Una jugada de punto solo tiene los campos at y type.
vvv-rule-fields-circle = Una jugada de círculo solo tiene los campos circle y type.
vvv-rule-fields-pass = Pasar solo tiene el campo type.
vvv-rule-circle-now = Tu punto era el tercero de su región: ahora traza el círculo que la divide.
vvv-rule-dot-first = Primero pon un punto; un círculo solo llega tras el tercer punto de una región.
vvv-rule-pass-not-stuck = Solo puedes pasar cuando ya no cabe ningún punto en ninguna parte.
vvv-rule-dot-form = Un punto es una posición [x, y] de números enteros.
vvv-rule-circle-form = Un círculo es [cx, cy, r] en números enteros.
vvv-rule-off-paper = Ese punto está fuera de la hoja.
vvv-rule-near-edge = Un punto debe quedar al menos a { $gap } unidades del borde de la hoja.
vvv-rule-near-circle = Un punto debe quedar al menos a { $gap } unidades de cada círculo.
vvv-rule-near-dot = Un punto debe quedar al menos a { $gap } unidades de cualquier otro punto.
vvv-rule-locked = Esa región está bloqueada: ahí ya no van más puntos.
vvv-rule-third-dot = Sería el tercer punto de la región, y ningún círculo podría separar los tres en uno y dos (regla 1).
vvv-rule-off-lattice = Ese círculo no está en la retícula: centros cada { $step } unidades, radios de { $low } a { $high } de { $by } en { $by }, entero dentro de la hoja.
vvv-rule-too-close = Ese círculo toca o casi toca otro círculo; deja { $gap } unidades de separación.
vvv-rule-crossings = Un círculo nuevo debe cortar exactamente { $need } círculos; ese corta { $count }.
vvv-rule-circle-near-dot = Ese círculo pasa a menos de { $gap } unidades de un punto.
vvv-rule-nested = Ese círculo no encierra terreno nuevo: está dentro de otro círculo.
vvv-rule-near-crossing = Ese círculo pasa a menos de { $gap } unidades de un punto donde ya se cortan dos círculos.
vvv-rule-through-locked = Ese círculo atraviesa una región bloqueada.
vvv-rule-covered = Ese círculo no encierra terreno nuevo: queda entero dentro de zonas ya encerradas.
vvv-rule-no-split = Ese círculo no separa los tres puntos de la región en uno y dos (regla 1).
