# Venn Classic (gameuis.classic): panel, estado, mensaje final, rechazos (también las reglas
# del motor), «Sugerir jugada» con las razones de la IA y las palabras de las imágenes.

## Cartas y colores

classic-colour-red = rojo
classic-colour-yellow = amarillo
classic-colour-blue = azul
classic-colour-orange = naranja
classic-colour-green = verde
classic-colour-purple = morado
classic-card = { $first } + { $second } ({ $overlap })
classic-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## El panel

classic-panel-title = Venn Classic · ronda { $round } · tu mano
classic-counts = Mano: { $hand }; colocadas: { $placed }; descartes: { $discard }
classic-called = Cantado: **{ $colour }**, { $cards }
classic-highest = Apuesta más alta: { $name } { $amount }
classic-you-out = Estás eliminado de esta partida.
classic-over = La partida ha terminado.
classic-waiting-for = Esperando a { $name }.
classic-waiting-others = Esperando a los demás.
classic-you-call = **Eres el jugador inicial:** canta un color y luego un número.
classic-you-place = **Coloca { $cards }** boca abajo.
classic-you-bid = **Tu apuesta:** sube (adelantando antes cartas si quieres) o pasa.
classic-pushing = Adelantadas: { $cards }
classic-slot = carta { $slot }
classic-you-turn = **Voltea cartas** hasta que { $amount } muestren { $colour }.
classic-you-recover = **Has ganado el desafío.** Recupera { $cards } de tu pila de descartes (una vez por partida) para que nadie pierda cartas, o renuncia.
classic-you-discard = **Pierdes { $cards }:** elige cuáles van a tu pila de descartes.
classic-colour-menu = Cantar un color…
classic-count-menu = ¿Cuántas cartas ({ $colour })?
classic-place-menu = Elegir { $cards } para colocar…
classic-push-menu = Adelantar cartas (opcional)…
classic-raise-menu = Subir a… ({ $low }-{ $high })
classic-bid-option = Apostar { $amount }
classic-turn-menu = Voltear…
classic-recover-menu = Recuperar { $cards }…
classic-discard-menu = Descartar { $cards }…
classic-card-option = Carta { $number }: { $card }
classic-turn-own-placed = tu carta colocada { $slot }
classic-turn-own-pushed = tu carta adelantada { $slot }
classic-turn-placed = carta colocada { $slot } de { $name }
classic-turn-pushed = carta adelantada { $slot } de { $name }
classic-back = Atrás
classic-clear-pushes = Quitar adelantadas
classic-pass = Pasar
classic-decline = Renunciar
classic-open-panel = Ver mi mano
classic-and = { $first } y { $second }

## Rechazos

classic-refused-choice = Esa opción no es válida; elige una de las que aparecen.
classic-refused-control = Ese control no es de Venn Classic.
classic-rule-not-classic = Esta no es una partida de Venn Classic.
classic-rule-game-over = La partida ha terminado.
classic-rule-no-seat = No tienes sitio en esta mesa.
classic-rule-out = Estás eliminado: no te quedan cartas.
classic-rule-recover-no-challenge = Solo se recuperan cartas después de un desafío, y solo quien lo gana.
classic-rule-recover-own-goal = Fallaste con tu propia carta adelantada: quien hace eso no puede recuperar.
classic-rule-recover-not-winner = Solo quien ganó el desafío puede recuperar cartas.
classic-rule-recover-used = Ya recuperaste cartas una vez: solo se puede una vez por partida.
classic-rule-recover-empty = Tu pila de descartes está vacía: no hay nada que recuperar.
classic-rule-recover-full = Tu mano está llena: nunca se tienen más de seis cartas.
classic-rule-recover-declined = Ya decidiste no recuperar en esta ronda.
classic-rule-phase-place-first = Es la fase de colocar: primero coloca tus cartas boca abajo.
classic-rule-phase-call = El jugador inicial abre la ronda cantando un color y un número.
classic-rule-phase-place = Es la fase de colocar: coloca tus cartas boca abajo.
classic-rule-phase-bid = Es la fase de apuestas: apuesta (adelantando cartas si quieres) o pasa.
classic-rule-phase-challenge = El desafiante está volteando cartas.
classic-rule-phase-recover = Quien ganó el desafío está decidiendo si recupera cartas.
classic-rule-phase-discard = Es la fase de descarte: los perdedores eligen las cartas que pierden.
classic-rule-wait-call = En esta ronda canta el color y el número el jugador inicial.
classic-rule-wait-placed = Ya colocaste tus cartas en esta ronda: espera a los demás.
classic-rule-wait-highest = Tienes la apuesta más alta: no puedes subir tu propia apuesta.
classic-rule-wait-passed = Has pasado: solo puedes volver a apostar cuando otro jugador suba.
classic-rule-wait-bid = Le toca a otro jugador apostar o pasar.
classic-rule-wait-challenge = Solo el desafiante voltea cartas.
classic-rule-wait-recover = Solo quien ganó el desafío decide si se recuperan cartas.
classic-rule-wait-no-loss = No pierdes ninguna carta en esta ronda.
classic-rule-wait-discarded = Ya elegiste tus descartes: espera a los demás.
classic-rule-call-colour = Canta uno de los seis colores: rojo, amarillo, azul, naranja, verde o morado.
classic-rule-call-count = El número debe ser un entero de { $low } a { $high }.
classic-rule-place-list = Indica las cartas de tu mano que colocas.
classic-rule-place-all = Solo tienes { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: colócalas todas.
classic-rule-place-exactly = Se cantaron { $called }: coloca exactamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
classic-rule-place-twice = Cada carta solo se puede colocar una vez.
classic-rule-place-not-held = Solo puedes colocar cartas de tu propia mano.
classic-rule-push-list = Indica cuáles de tus cartas colocadas adelantas.
classic-rule-push-none = No tienes cartas colocadas que adelantar.
classic-rule-push-slot = No tienes carta colocada { $slot }: colocaste { $places ->
    [one] solo { $places } carta
   *[other] { $places } cartas
}.
classic-rule-push-again = Tu carta colocada { $slot } ya está adelantada: lo adelantado se queda adelantado.
classic-rule-push-twice = Cada carta solo se puede adelantar una vez.
classic-rule-bid-number = Una apuesta es un número entero de cartas, 0 o más.
classic-rule-bid-below-pushed = Tu apuesta debe ser al menos { $count }: no puede ser menor que el número de cartas que has adelantado.
classic-rule-bid-not-higher = Para subir hay que superar la apuesta actual de { $count }.
classic-rule-bid-too-high = Tu apuesta no puede pasar de { $count }: tus cartas adelantadas más todas las cartas colocadas de los demás.
classic-rule-pass-push = Solo puedes adelantar cartas junto con una apuesta, no al pasar.
classic-rule-pass-open = El jugador inicial debe abrir las apuestas (se permite apostar 0).
classic-rule-turn-name = Indica qué carta voltear: de quién es y dónde está.
classic-rule-turn-no-card = Ese jugador no tiene carta colocada { $slot }.
classic-rule-turn-again = Esa carta ya está volteada.
classic-rule-turn-unpushed = Nunca volteas tus propias cartas colocadas que no adelantaste.
classic-rule-turn-own-first = Voltea primero todas tus cartas adelantadas (aún { $count ->
    [one] { $count } carta boca abajo
   *[other] { $count } cartas boca abajo
}).
classic-rule-recover-list = Indica las cartas de tu pila de descartes que recuperas.
classic-rule-recover-exactly = Recupera exactamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
classic-rule-recover-exactly-limit = Recupera exactamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} (menos de dos: tu pila de descartes o el límite de seis cartas en mano no permiten más).
classic-rule-recover-twice = Cada carta solo se puede recuperar una vez.
classic-rule-recover-not-held = Solo puedes recuperar cartas de tu propia pila de descartes.
classic-rule-discard-list = Indica las cartas de tu mano que pierdes.
classic-rule-discard-all = Solo tienes { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: las pierdes todas.
classic-rule-discard-exactly = Elige exactamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} para perder.
classic-rule-discard-twice = Cada carta solo se puede descartar una vez.
classic-rule-discard-not-held = Solo puedes descartar cartas de tu propia mano.
classic-rule-not-a-move = Eso no es una jugada de Venn Classic.
classic-rule-unknown-move = Eso no es una jugada de Venn Classic.

## El estado

classic-status-title = Venn Classic · ronda { $round } · { $part }
classic-part-open = colocación
classic-part-bid = apuestas
classic-part-challenge = desafío
classic-part-resolve = resolución
classic-part-over = terminada
classic-start-player = Jugador inicial: { $name }
classic-called-each = Cantado: **{ $colour }**, { $cards } cada uno
classic-calling = { $name } está cantando un color y un número.
classic-calling-start = El jugador inicial está cantando un color y un número.
classic-still-placing = Aún colocan: { $names }
classic-still-discarding = Aún eligen descartes: { $names }
classic-nobody = nadie
classic-log-pass = · { $name } pasa
classic-log-bid = · { $name } apuesta { $amount }
classic-log-bid-push = · { $name } apuesta { $amount } y adelanta { $pushed }
classic-to-act = Le toca: **{ $name }**
classic-must-turn = **{ $name }** debe voltear { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} con { $colour }.
classic-turned = 🔍 Carta { $slot } de { $name }: { $card } { $mark }
classic-result-success = ✅ { $name } lo ha logrado: todos los demás pierden dos cartas, salvo que { $name } recupere.
classic-result-own-goal = ❌ { $name } falló con su propia carta y pierde dos cartas.
classic-result-failure = ❌ { $name } falló y pierde dos cartas.
classic-may-recover = { $name } puede recuperar cartas en su lugar.
classic-clock = Tiempo de turno: termina { $when }
classic-footer = Mesa { $table } · tu mano llega por MD, o pulsa { $button }

## El mensaje final

classic-final-title = Venn Classic · el ganador
classic-final-line = **{ $rank }. { $name }** · { $how }
classic-final-out = eliminado en la ronda { $round }
classic-final-left = { $count ->
    [one] le queda { $count } carta
   *[other] le quedan { $count } cartas
}

## Las razones de la IA («Sugerir jugada»)

classic-why-call = { $cards } de tu mano muestran { $colour }; de todos los colores y números, esta apertura es la que la IA considera mejor para tus posibilidades.
classic-why-place = Tantas cartas con { $colour } como puedas (adelantadas después, cada una es un acierto seguro en tu propio desafío); las demás son trampas para un rival que te desafíe.
classic-why-bid = En cada subida (y cada adelanto) la IA compara tu probabilidad de ser quien desafía, y de ganar, con la de los demás; esta sale la mejor.
classic-why-pass = Cualquier subida te costaría más que dejar que lo intente quien más apostó.
classic-why-turn-own = Primero tus propias cartas: sabes que muestran el color.
classic-why-turn = La carta con más probabilidad de mostrar { $colour }, según las cartas conocidas y cómo ha adelantado y colocado su dueño hasta ahora.
classic-why-recover = Recuperar cartas ahora vale más que guardar la oportunidad para después.
classic-why-decline = Guardar la única recuperación de la partida para otra ronda vale más.
classic-why-discard = Te deja la mano más equilibrada para los colores que se canten después.

## Palabras de las imágenes (cortas: deben caber en su sitio en un móvil)

classic-pic-phase-call = Canto
classic-pic-phase-place = Colocación
classic-pic-phase-bid = Apuestas
classic-pic-phase-challenge = Desafío
classic-pic-phase-recover = Recuperación
classic-pic-phase-discard = Descarte
classic-pic-phase-over = Fin
classic-pic-tag-call = CANTA
classic-pic-tag-bid = APUESTA
classic-pic-tag-challenge = VOLTEA
classic-pic-tag-recover = ELIGE
classic-pic-tag-discard = DESCARTA
classic-pic-tag-place = COLOCA
classic-pic-tag-play = JUEGA
classic-pic-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
classic-pic-each = { $count ->
    [one] { $count } carta c/u
   *[other] { $count } cartas c/u
}
classic-pic-count-to-come = falta el número
classic-pic-result-success = Desafío logrado
classic-pic-result-failure = Desafío fallido
classic-pic-player = Jugador { $number }
classic-pic-round = RONDA
classic-pic-highest-bid = APUESTA MÁS ALTA
classic-pic-in-hand-legend = cartas en mano
classic-pic-discarded = descartadas
classic-pic-recovery-used = recuperó
classic-pic-pushed = DELANTE
classic-pic-pushed-forward = adelantada
classic-pic-has-colour = tiene el color
classic-pic-lacks-it = no lo tiene
classic-pic-review-legend = Rayadas, pálidas, borde discontinuo: tus cartas boca abajo entonces (ahora se te muestran)
classic-pic-game-over = FIN
classic-pic-wins = gana { $name }
classic-pic-no-winner = sin ganador
classic-pic-no-call = Aún sin canto
classic-pic-calls = canta { $name }
classic-pic-colour-cards = con { $colour }
classic-pic-none-yet = ninguna
classic-pic-start-player = inicial: { $name }
classic-pic-still-in = { $left } de { $total } en juego
classic-pic-label-winner = GANADOR
classic-pic-label-result = RESULTADO
classic-pic-label-challenger = DESAFIANTE
classic-pic-label-placing = COLOCACIÓN
classic-pic-label-turn = TURNO
classic-pic-last-with-cards = último con cartas
classic-pic-found-by = { $name }: { $found } de { $amount }
classic-pic-found = { $found } de { $amount } halladas
classic-pic-may-recover = decide { $name }
classic-pic-discards = descarta { $name }
classic-pic-others-discard = descartan los demás
classic-pic-these-discard = descartan: { $names }
classic-pic-everyone-places = Todos colocan
classic-pic-to-place = faltan { $count } por colocar
classic-pic-verb-call = canta
classic-pic-verb-bid = sube o pasa
classic-pic-verb-recover = elige
classic-pic-verb-play = juega
classic-pic-seat-winner = GANADOR
classic-pic-seat-out = FUERA
classic-pic-seat-passed = PASÓ
classic-pic-seat-bid = APUESTA { $amount }
classic-pic-seat-start = SALE
classic-pic-seat-challenger = DESAFÍA
classic-pic-seat-in-hand = en mano
classic-pic-seat-recovered = recuperó
classic-pic-out-of-game = Eliminado
classic-pic-no-cards-placed = ninguna carta colocada
classic-pic-last-holding = el último con cartas
classic-pic-placed-done = colocadas ✓
classic-pic-placing = colocando
classic-pic-waiting-call = esperando el canto
classic-pic-hand-hidden = MANO · { $count } nunca vistas por ti
classic-pic-hand-none = MANO · sin cartas
classic-pic-hand-then = MANO · boca abajo entonces
classic-pic-your-hand = Tu mano
classic-pic-placed = Colocadas
classic-pic-discard-pile = Descartes
classic-pic-round-of = Ronda { $round }
classic-pic-you-start = empiezas tú
classic-pic-no-call-short = SIN CANTO
classic-pic-yet = todavía
classic-pic-no-hand = ninguna carta en mano
classic-pic-back-in-hand = de vuelta en tu mano
classic-pic-n-placed = { $count } colocadas
classic-pic-n-pushed = { $count } adelantadas
classic-pic-n-turned = { $count } volteadas
classic-pic-choose-from-hand = elige de tu mano
classic-pic-none = ninguna
classic-pic-call-first = primero va el canto
classic-pic-pick-to-place = elige cartas de tu mano
classic-pic-nothing-placed = nada colocado esta ronda
classic-pic-recovery-still = recuperación
classic-pic-available = disponible
classic-pic-empty = vacía
classic-pic-you-passed = has pasado
classic-pic-you-bid-passed = apostaste { $amount }, pasaste
classic-pic-your-bid = tu apuesta { $amount }
classic-pic-you-won = Has ganado: ¡eres el último con cartas!
classic-pic-over-won = Fin · ganó { $name }
classic-pic-you-out = Estás eliminado
classic-pic-your-call = Tu canto: un color y un número (1-6)
classic-pic-wait-call = Esperando a que { $name } cante color y número
classic-pic-placed-wait = Cartas colocadas · esperando a los demás
classic-pic-place-n = Coloca { $cards } boca abajo
classic-pic-open-bid = Tu apuesta: abre las apuestas (vale 0)
classic-pic-raise-or-pass = Tu apuesta: más de { $amount } o pasa
classic-pic-hold-highest = Mandas con { $amount } · esperando a { $name }
classic-pic-wait-raise = Esperando a que { $name } suba o pase
classic-pic-your-challenge = Voltea { $count ->
    [one] { $count } carta más
   *[other] { $count } cartas más
} con { $colour }
classic-pic-turning = { $name } voltea: { $found } de { $amount } halladas
classic-pic-may-take-back = Puedes recuperar { $count ->
    [one] { $count } carta descartada
   *[other] { $count } cartas descartadas
} (una vez)
classic-pic-wait-recover = Esperando a que { $name } decida si recupera
classic-pic-you-lose = Pierdes { $cards }: elige cuáles descartar
classic-pic-wait-losers = Esperando los descartes de los perdedores
classic-pic-no-turn-yet = Nada volteado
classic-pic-must-find = { $name } debe hallar { $amount } { $colour }
classic-pic-own-card = carta propia
classic-pic-their-card = carta de { $name }
classic-pic-turns = { $name } voltea
classic-pic-shows = tiene { $colour }
classic-pic-no-colour = sin { $colour }
classic-pic-has-the-colour = tiene el color
classic-pic-lacks-the-colour = sin el color
classic-pic-found-of = { $found } de { $amount } halladas
classic-pic-final-title = Venn Classic · Fin de la partida
classic-pic-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
classic-pic-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
classic-pic-final-winner = GANADOR
classic-pic-final-no-winner = Sin ganador
classic-pic-left = quedan
classic-pic-going-out = Orden de eliminación
classic-pic-last-out-highest = el último en caer queda mejor
classic-pic-first-out = 1.º eliminado
classic-pic-last-out = último eliminado
classic-pic-nth-out = { $place }.º eliminado
classic-pic-out-round = { $note } · ronda { $round }
classic-pic-still-playing = sigue en juego
