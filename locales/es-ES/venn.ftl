# VENN (gameuis.venn): a seat's panel and form (its reader's language), the table's status,
# phase note and final message (the server's), the refusals, the engine's sentences, the
# AI's reasons, and the words drawn in its pictures (rendering.venn: venn-pic-…).

## VENN's terms: the conditions that have names, the sections' colours

venn-cond-low-equal = IGUAL BAJO
venn-cond-mid-equal = IGUAL MEDIO
venn-cond-high-equal = IGUAL ALTO
venn-cond-prime = PRIMO
venn-cond-even = PAR
venn-cond-odd = IMPAR
venn-cond-low-straight = ESCALERA BAJA
venn-cond-high-straight = ESCALERA ALTA
venn-cond-range = RANGO { $n }
venn-section-cr = Rojo carmesí
venn-section-cy = Amarillo cromo
venn-section-lg = Verde lima
venn-section-gr = Uva
venn-section-kh = Caqui
venn-section-te = Verde azulado
venn-section-mu = Mora
venn-section-cb = Azul cobalto
venn-section-mb = Azul Munsell
venn-circle = { $code } #{ $number }
venn-circle-shared = { $names } (compartido)
venn-park-circle = PARK { $number }

## The panel

venn-panel-title = VENN · ronda { $round } · { $name }
venn-over = La partida ha terminado.
venn-confirmed = Números confirmados. Tu próximo panel llega con el próximo turno.
venn-roll = Tirada: { $dice }
venn-nobody = nadie
venn-conditions-turn = Condiciones: le toca a **{ $name }**.
venn-your-condition-turn = **Te toca tomar una condición** (o pasar).
venn-solo-block = { $name } → { $section }. En solitario: elige también una condición que tachar.
venn-condition-menu = Elige una condición…
venn-condition-option = { $name } (×{ $mult }) · { $left ->
    [one] queda { $left }
   *[other] quedan { $left }
}
venn-section-menu = Escribir { $name } (×{ $mult }) en…
venn-section-option = { $code } · { $name } ({ $points } puntos)
venn-block-menu = Tachar además…
venn-block-option = Tachar { $name } (×{ $mult })
venn-skip = Pasar
venn-back = Atrás
venn-dice = Dados: { $dice }
venn-extras-left = Valores extra que quedan esta ronda: **{ $count }** (cada uno igual a un dado)
venn-selected = Elegidos: { $dice } = **{ $total }**
venn-sheet-conditions = Condiciones: { $conditions }
venn-sum-menu = Sumar dados…
venn-extra-menu = Usar un valor extra…
venn-extra-option = Valor extra { $value } ({ $die })
venn-park-menu = Mover un número del PARK…
venn-unpark-menu = Mover { $value } de { $park } a…
venn-unpark-option = { $code } · el círculo vacío más a la izquierda es el { $number }
venn-place-in = Colocar { $value } en
venn-place-extra-in = Colocar el valor extra { $value } en
venn-target-menu = { $prompt }…
venn-target-menu-part = { $prompt } (menú { $n } de { $count })…
venn-fits = encaja
venn-park-option = PARK P{ $number }
venn-park-kept = guardado para luego: pasará a una zona en una ronda posterior
venn-lose-option = No cabe en ningún sitio: el valor se pierde
venn-undo = Deshacer
venn-confirm = Confirmar números
venn-type-moves = Escribir jugadas
venn-clear = Borrar
venn-suggest = Colocar todo como se sugiere
venn-placed-why = **Las jugadas de la IA.** De todas las formas de repartir los dados de esta ronda en valores y círculos, son las que su estimación de tu puntuación final prefiere. **{ $undo }** las retira una a una; **{ $confirm }** las mantiene.
venn-form-title = Escribe tus jugadas
venn-form-moves = Jugadas (ver /rules venn, notación)

## Refusals of the panel's own

venn-refused-choice = Esa elección no es válida; elige una de las opciones de la lista.
venn-refused-control = Ese control no es de VENN.
venn-refused-all-placed = Todo está colocado: revisa tu hoja y luego confirma.

## The table's status and the phase's note

venn-status-conditions = VENN · ronda { $round } · condiciones
venn-status-numbers = VENN · ronda { $round } · números
venn-start-player = Jugador inicial: { $name }
venn-choosing = Elige condición: **{ $name }**
venn-taken = { $name }: { $cond } en { $code }
venn-on-sheets = Condiciones en las hojas: { $conditions }
venn-still-placing = Aún colocan: { $names }
venn-done = Han terminado: { $names }
venn-clock = Reloj del turno: acaba { $when }
venn-footer = Mesa { $table } · tu panel llega por MD, o pulsa «Abrir mi panel»
venn-open-panel = Abrir mi panel
venn-look = Hojas
venn-round-written = **Ronda { $round } anotada**
venn-written = { $value } en { $place }
venn-written-nothing = nada (se perdieron todos los valores)

## The final scores

venn-final-title = VENN · puntuación final
venn-final-line = **{ $rank }. { $name }: { $total }** (zonas { $sections }, SUM { $sum }, PARK { $park })
venn-score-passed = { $code } ({ $section }, { $cond }): { $points } × ({ $mult }{ $extra }) = { $total }
venn-score-first = {" "}+ primero { $points }
venn-score-different = {" "}+ distintos { $points }
venn-score-failed = { $code } ({ $section }, { $cond }): { $why }, −{ $points } × { $mult } = { $total }
venn-score-not-met = condición no cumplida
venn-score-empty = { $count ->
    [one] { $count } círculo vacío
   *[other] { $count } círculos vacíos
}
venn-score-no-conditions = Zonas: ninguna condición anotada, 0
venn-score-sum = SUM { $dice } dados: { $crossed } de { $boxes } casillas → { $points }
venn-score-park-moved = Pareja del PARK { $a }+{ $b } ({ $worth }): se sacó un número → 0
venn-score-park-unfilled = Pareja del PARK { $a }+{ $b } ({ $worth }): no están ambos llenos → 0
venn-score-park-kept = Pareja del PARK { $a }+{ $b } ({ $worth }): ambos llenos y guardados → { $worth }
venn-score-total = Total: { $total } ({ $written } condiciones anotadas, { $empty } círculos vacíos; puesto { $rank })

## "Suggest a move": the AI's reasons, and a solo condition's second cross

venn-crossing = , y tachar { $name }
venn-why-ai-condition = De todas las condiciones y zonas abiertas, esta pareja es la que más sube la estimación de la IA de tu puntuación final: sus puntos, por la probabilidad de llenar los círculos de la zona con números que encajen.
venn-why-ai-skip = Ninguna condición disponible, en ninguna zona abierta, sube la estimación de la IA de tu puntuación final más que dejar tus zonas abiertas para luego.
venn-why-ai-place = Es un paso del plan de la IA para los dados de esta ronda: de todas las formas de repartir los dados en valores, la que su estimación de tu puntuación final prefiere.
venn-why-ai-extra = Es un paso del plan de la IA para esta ronda: el valor extra va donde más ayuda a la estimación de tu puntuación final.
venn-why-ai-lose = El valor no encaja en ningún sitio y no hay ningún círculo del PARK libre.
venn-why-ai-lose_extra = El valor extra no encaja en ningún sitio y no hay ningún círculo del PARK libre.
venn-why-ai-unpark = Ahora tiene libre un círculo de zona, así el círculo del PARK puede recibir otro número.
venn-why-ai-confirm = Todos los dados están usados: no queda nada por colocar esta ronda.
venn-why-ai-undo = El borrador se aparta del mejor plan para estos dados.

## The engine's sentences: refusals, what a number breaks, why a section fails, typed moves

venn-why-not-venn = Esta no es una partida de VENN.
venn-why-over = La partida ha terminado.
venn-why-no-seat = No tienes sitio en esta mesa.
venn-why-not-your-turn = Le toca al asiento { $seat } elegir una condición: espera tu turno.
venn-why-confirmed = Ya confirmaste esta ronda: espera a los demás.
venn-why-not-object = Una jugada debe ser un objeto con un tipo.
venn-why-conditions-phase = Es la fase de condiciones: elige una condición para una zona, o pasa.
venn-why-unknown-conditions-move = Jugada desconocida: en la fase de condiciones usa condition o skip.
venn-why-unknown-condition = Condición desconocida: elige una de la hoja común.
venn-why-no-copy = No queda ninguna copia de { $name } en la hoja común.
venn-why-taken-already = Ya tomaste { $name }: cada jugador toma una condición como mucho una vez.
venn-why-unknown-section = Zona desconocida: usa una de { $codes }.
venn-why-section-has = La zona { $code } ya tiene una condición ({ $name }).
venn-why-solo-block-needed = En solitario: tacha también una segunda condición ({ $options }) además de { $name }.
venn-why-solo-block-wrong = En solitario: la segunda condición debe estar disponible y tener multiplicador { $mult } (menor solo si no queda ninguna): elige entre { $options }.
venn-why-solo-no-block = En solitario: no queda ninguna condición que tachar además de { $name }: no taches nada.
venn-why-block-not-solo = Solo una partida en solitario tacha una segunda condición.
venn-why-numbers-phase = Es la fase de números: las condiciones se eligen al principio de una ronda.
venn-why-unknown-numbers-move = Jugada desconocida: usa place, extra, unpark, lose, lose_extra, undo o confirm.
venn-why-target-type = El destino debe ser un círculo como 'Kh1', 'Cr-Cy' o 'P1'.
venn-why-park-used = El círculo { $target } del PARK ya se usó: un círculo del PARK se llena una sola vez.
venn-why-park-filled = El círculo { $target } del PARK ya está lleno.
venn-why-no-circle = No hay ningún círculo { $target } en la hoja.
venn-why-circle-filled = El círculo { $target } ya está lleno.
venn-why-dice-list = Elige uno o más dados (una lista de números de dado).
venn-why-dice-too-many = Un valor usa como mucho { $count } dados.
venn-why-die-index = Un número de dado va de 0 a { $top }.
venn-why-die-twice = Un dado cuenta una sola vez en un valor.
venn-why-die-used = Ya usaste el { $die } esta ronda: cada dado se usa exactamente una vez.
venn-why-die-label = dado { $index } ({ $name })
venn-why-no-extra = No tienes ningún valor extra que anotar: se ganan con una suma de 3, 4 o 5 dados que tacha una casilla SUM.
venn-why-extra-die = Un valor extra indica un dado, de 0 a { $top }.
venn-why-park-name = Indica el círculo del PARK que se mueve, de 'P1' a 'P8'.
venn-why-park-empty = El círculo { $park } del PARK no tiene ningún número.
venn-why-park-moved = El número de { $park } ya se movió.
venn-why-section-full = La zona { $code } no tiene ningún círculo vacío.
venn-why-lose-too-soon = Un valor solo se puede perder si no queda vacío ningún círculo de zona ni del PARK; { $empty }.
venn-why-no-extra-to-lose = No tienes ningún valor extra al que renunciar.
venn-why-lose-extra-too-soon = Un valor extra solo se puede perder si no queda vacío ningún círculo de zona ni del PARK; { $empty }.
venn-why-nothing-to-undo = No hay nada que deshacer esta ronda.
venn-why-unused-dice = Usa los cinco dados antes de confirmar: { $dice } aún sin usar.
venn-why-still-empty-one = { $shown } sigue vacío
venn-why-still-empty = { $shown } siguen vacíos
venn-why-still-empty-more = { $shown } y { $more } más siguen vacíos
venn-why-not-divisible = { $value } no es divisible entre { $n }
venn-why-above = { $value } es mayor que { $n }
venn-why-below = { $value } es menor que { $n }
venn-why-not-prime = { $value } no es primo
venn-why-odd = { $value } es impar
venn-why-even = { $value } es par
venn-why-differ = { $a } y { $b } son distintos
venn-why-twice = { $value } está dos veces
venn-why-no-run = no cabe ninguna escalera de { $total } números
venn-why-too-far = { $lo } y { $hi } están demasiado lejos para { $total } círculos
venn-why-apart = { $lo } y { $hi } se separan { $gap }
venn-why-no-longer-equal = { $code } ya no puede ser { $name }: { $problem }
venn-why-no-longer-straight = { $code } ya no puede ser una { $name }: { $problem }
venn-why-no-longer-range = { $code } ya no puede quedarse en { $name }: { $problem }
venn-why-breaks = { $value } rompe { $name } en { $code }
venn-why-typed-nothing = Escribe al menos una jugada, como `6+3>Kh2`.
venn-why-typed-move = Jugada { $number } (`{ $part }`): { $reason }
venn-why-typed-shape = escribe una jugada como valor>destino, p. ej. `6+3>Kh2`.
venn-why-typed-unseated = solo un jugador sentado puede escribir jugadas.
venn-why-typed-park-range = el PARK tiene los círculos 1-{ $count }.
venn-why-typed-unpark = un número sale del PARK hacia una zona: escribe solo su código, p. ej. `P3>Te`.
venn-why-typed-extra = un valor extra debe ser igual a uno de los dados de esta ronda ({ $dice }).
venn-why-typed-no-die = ningún dado sin usar muestra { $wanted } (sin usar: { $unused }).
venn-why-typed-no-die-none = ningún dado sin usar muestra { $wanted } (sin usar: ninguno).
venn-why-typed-number = `{ $text }` no es un número.
venn-why-typed-park-full = el PARK está lleno.
venn-why-typed-target = `{ $text }` no es un destino: usa una zona ({ $codes }), Kh2, P1 o X.
venn-why-typed-circles = { $code } tiene los círculos 1-{ $count }, contados de izquierda a derecha.
venn-why-typed-no-empty = { $code } no tiene ningún círculo vacío.
venn-why-typed-batch = { $reason } No se anotó ninguna jugada de este lote.

## The pictures' words

venn-pic-round = Ronda { $round }
venn-pic-game-over = Fin de la partida tras la ronda { $round }
venn-pic-your-pick = te toca: elige una condición
venn-pic-conditions = condiciones
venn-pic-placing = colocando números
venn-pic-done = listo ✓
venn-pic-player = Jugador { $seat }
venn-pic-total = TOTAL
venn-pic-total-small = Total
venn-pic-sections = Zonas
venn-pic-extras = valores extra
venn-pic-points = { $points } pts
venn-pic-dice = { $count } dados
venn-pic-no-condition = sin condición
venn-pic-first = 1.º
venn-pic-roll-title = VENN · Tirada de la ronda { $round }
venn-pic-roll-sum = suma { $sum }
venn-pic-common-title = VENN · Hoja común
venn-pic-round-box = RONDA
venn-pic-rounds-box = RONDAS
venn-pic-over = La partida ha terminado
venn-pic-everyone = todos
venn-pic-picking = Eligiendo condiciones · le toca a { $name }
venn-pic-all-placing = Colocando números · todos a la vez
venn-pic-start-player = jugador inicial { $name }
venn-pic-family-divisible = Divisible
venn-pic-family-at_most = Máximo
venn-pic-family-at_least = Mínimo
venn-pic-family-equal = Iguales
venn-pic-family-kind = Tipo
venn-pic-family-straight = Escalera
venn-pic-family-range = Rango
venn-pic-family-count = { $count ->
    [one] { $count } condición
   *[other] { $count } condiciones
}
venn-pic-asks-divisible = múltiplos de { $n }
venn-pic-asks-at_most = todos { $n } o menos
venn-pic-asks-at_least = todos { $n } o más
venn-pic-asks-equal = todos iguales, { $band }
venn-pic-asks-prime = todos primos
venn-pic-asks-even = todos pares
venn-pic-asks-odd = todos impares
venn-pic-asks-straight = consecutivos, { $band }
venn-pic-asks-range = mayor − menor ≤ { $n }
venn-pic-players = Jugadores
venn-pic-copies = { $copies } de cada
venn-pic-tag-start = inicial
venn-pic-tag-picking = ▶ eligiendo
venn-pic-tag-seat = asiento { $seat }
venn-pic-final-title = VENN · Puntuación final
venn-pic-standings-title = VENN · Clasificación
venn-pic-winner = ★ Gana: { $names } con { $total }
venn-pic-tied = ★ Empate: { $names } con { $total }
venn-pic-leading = En cabeza: { $names } con { $total }
venn-pic-no-players = Sin jugadores
venn-pic-breakdown = Zonas { $sections } · SUM { $sum } · PARK { $park } · { $count ->
    [one] { $count } condición
   *[other] { $count } condiciones
}
venn-pic-sheets-below = La hoja completa de cada jugador va adjunta abajo.
venn-pic-sheets-on-final = La hoja completa de cada jugador va adjunta a la puntuación final de la mesa.
