# Forget Venice

## Los palos

venice-suit-moons = Lunas
venice-suit-suns = Soles
venice-suit-waves = Olas
venice-suit-leaves = Hojas
venice-suit-wyrms = Sierpes
venice-suit-knots = Nudos
venice-mark-moons = Lu
venice-mark-suns = So
venice-mark-waves = Ol
venice-mark-leaves = Ho
venice-mark-wyrms = Si
venice-mark-knots = Nu

## Los rangos

venice-rank-ace = A
venice-rank-ace-name = As
venice-rank-pawn = Peón
venice-rank-court = Corte
venice-rank-crown = Corona

## Las cartas

venice-card-author = Autor
venice-card-desert = Desierto
venice-card-origin = Origen
venice-card-journey = Viaje
venice-card-painter = Pintor
venice-card-savage = Salvaje
venice-card-mountain = Montaña
venice-card-sailor = Marinero
venice-card-battle = Batalla
venice-card-forest = Bosque
venice-card-discovery = Descubrimiento
venice-card-soldier = Soldado
venice-card-lunatic = Lunático
venice-card-penitent = Penitente
venice-card-market = Mercado
venice-card-chance-meeting = Encuentro fortuito
venice-card-castle = Castillo
venice-card-cave = Cueva
venice-card-diplomat = Diplomático
venice-card-mill = Molino
venice-card-betrayal = Traición
venice-card-pact = Pacto
venice-card-merchant = Mercader
venice-card-darkness = Oscuridad
venice-card-harvest = Cosecha
venice-card-watchman = Vigía
venice-card-light-keeper = Farero
venice-card-consul = Cónsul
venice-card-rite = Rito
venice-card-window = Ventana
venice-card-huntress = Cazadora
venice-card-bard = Bardo
venice-card-sea = Mar
venice-card-end = Fin
venice-card-calamity = Calamidad
venice-card-windfall = Golpe de suerte

## El panel

venice-panel-title = Forget Venice · mitad { $half } · ronda { $round } · { $name }
venice-pairs = Tus parejas en esta mitad: { $pairs } · tu puntuación hasta ahora: { $score }
venice-over = La partida ha terminado.
venice-waiting = Esperando a { $name }.
venice-nobody = nadie
venice-nothing = nada
venice-take-intro = **Coge un montón.** Lo que cada uno sumaría a tu puntuación en esta mitad:
venice-take = Coger el montón { $pile } ({ $gain })
venice-take-plain = Coger { $pile }
venice-cut-intro = **Reparte las siete cartas en tres montones.** Elige el montón A y luego el B; el resto es el montón C. Los demás eligen primero; tú te quedas con el último.
venice-cut-not-ready = _Cada montón necesita al menos una carta._
venice-ai-cut = **El reparto de la IA.** { $why }
venice-pick-a = Montón A: elige sus cartas…
venice-picked-a = Montón A: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} · cambiar…
venice-pick-b = Montón B: elige sus cartas (el resto es C)…
venice-confirm-cut = Confirmar el reparto
venice-suggest-cut = Sugerir un reparto
venice-clear = Borrar

## Rechazos

venice-refused-outdated = Ese control está desfasado; usa tu panel más reciente.
venice-refused-pick = Elige cartas de la lista ofrecida.
venice-refused-no-cut = Ahora mismo no hay nada que repartir.
venice-refused-unknown = Ese botón no es de esta partida.

## El estado

venice-status-title = Forget Venice · mitad { $half } · ronda { $round }
venice-distributor = Repartidor: **{ $name }**
venice-cutting = **{ $name }** reparte estas cartas en tres montones:
venice-choosing = **{ $name }** elige un montón.
venice-taken-by = { $pile } — lo cogió { $name }
venice-earlier = { $score } (+{ $earlier } de la primera mitad)
venice-half-so-far = Esta mitad hasta ahora: { $scores }
venice-open-panel = Abrir mi panel
venice-clock = Reloj del turno
venice-clock-ends = acaba { $when }
venice-footer = Mesa { $table } · juega en tu panel (MD o el botón)

## El final

venice-final-title = Forget Venice · puntuación final
venice-half-line = Mitad { $half }: I { $one } + II { $two } + III { $three } = { $total }
venice-ties = Los empates se deciden por la puntuación de la segunda mitad y luego por su criterio III.

## Las razones de la IA

venice-gain-fewer = menos de { $first } y { $second }
venice-gain-against = { $first } contra { $second }
venice-gain-run = una escalera en { $first } o { $second }
venice-gain-part = { $criterion }, { $what } { $change }
venice-gain-none = ningún criterio cambia
venice-why-best = El montón { $pile } suma { $gain } en esta mitad ({ $how }).
venice-why-best-of-many = El montón { $pile } suma { $gain } en esta mitad ({ $how }), lo máximo de los montones que quedan.
venice-why-keep-from-distributor = El montón { $best } te sumaría { $best-gain }, pero dejaría a { $name } el montón { $left }, que le vale { $left-gain }; cogiendo el montón { $pile } ({ $gain }) le queda el montón { $other } ({ $other-gain }). Un punto que le quitas vale casi tanto como uno tuyo.
venice-why-keep-from-others = El montón { $best } te sumaría { $best-gain }, pero entonces { $lost-to } ganaría { $lost }; con el montón { $pile } ({ $gain }) nadie más gana más de { $kept } ({ $kept-to }). Un punto que les quitas a los demás vale casi tanto como uno tuyo.
venice-why-cut = { $one } probablemente cogería el montón { $first } ({ $first-gain } para sí) y { $two } el montón { $second } ({ $second-gain }), dejándote el montón { $last } ({ $last-gain }); de todos los repartos, este es el que mejor te va frente al mejor de los demás.

## La imagen de la ronda

venice-pic-title = Mitad { $half } · Ronda { $round } de { $rounds }
venice-pic-over = La partida ha terminado
venice-pic-cutting = { $name } reparte las cartas en tres montones
venice-pic-choosing = { $name } elige un montón
venice-pic-pile = Montón { $pile } · { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
venice-pic-taken-by = lo cogió { $name }
venice-pic-collections = Colecciones · mitad { $half }
venice-pic-collections-scored = Colecciones · mitad { $half } (puntuada)
venice-pic-to-act = { $name } · le toca
venice-pic-half-total = mitad { $half }: { $total }
venice-pic-this-half = { $total } en esta mitad
venice-pic-smaller = recuento menor: { $count }
venice-pic-difference = diferencia: { $count }
venice-pic-run-in = escalera { $low }-{ $high } en { $suit }
venice-pic-run-of = escalera de { $count }
venice-pic-final-title = Forget Venice · puntuación final
venice-pic-half = Mitad { $half }
venice-pic-total = Total
