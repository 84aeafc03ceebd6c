# Consejos de práctica (bot.learn, data/hints.json los nombra): por juego, una línea para
# cada paso que dice qué hacen los controles del panel, y una frase para cada tipo de
# jugada que describe «Sugerir una jugada» (sus { $campo } los rellena la interfaz del
# juego). Idioma de quien lo lee.

## venn
hint-venn-conditions = Te toca coger una condición: elige una en el menú y luego la sección tuya sin condición donde escribirla (en solitario: luego la condición que tachas). Saltar deja pasar la elección de esta ronda.
hint-venn-numbers = Usa cada valor de dado una vez: pulsa un dado (o varios para una suma) y elige el círculo o círculo PARK al que va; cada círculo dice si el valor encaja. Deshacer retrocede un paso, Confirmar números termina tu turno.
hint-move-venn-condition = Escribe { $condition } en tu sección { $section }{ $crossing }.
hint-move-venn-skip = Saltar: no coger ninguna condición esta ronda.
hint-move-venn-place = Pon { $value } ({ $dice }) en { $target }.
hint-move-venn-extra = Usa el valor extra { $value } (el { $die }) en { $target }.
hint-move-venn-lose = Deja pasar { $value } ({ $dice }): no encaja en ningún sitio.
hint-move-venn-lose-extra = Deja pasar el valor extra.
hint-move-venn-unpark = Mueve el número de { $park } a { $section }.
hint-move-venn-confirm = Confirma tus números: todo está colocado.

## classic
hint-classic-call = Empiezas esta ronda: elige el color que buscarás y luego cuántas cartas pone cada uno boca abajo.
hint-classic-place = Elige de tu mano exactamente el número de cartas anunciado: van boca abajo delante de ti.
hint-classic-bid = Sube (el menú Subir a: cuántas cartas con el color darás la vuelta) o pasa. Antes de subir puedes adelantar algunas de tus cartas colocadas con Adelantar cartas: una pista, verdadera o falsa.
hint-classic-challenge = Has ganado la puja: da la vuelta a las cartas una a una, primero tus propias cartas adelantadas. Una carta sin el color termina el desafío.
hint-classic-recover = Has ganado el desafío: una vez por partida puedes recuperar dos cartas de tu pila de descarte en lugar de que alguien pierda cartas, o Rechazar.
hint-classic-discard = Has perdido esta ronda: en el menú Descartar elige las cartas que entregas. Van a tu pila de descarte.
hint-move-classic-call = Anuncia { $colour }, { $count } cada uno.
hint-move-classic-place = Pon estas boca abajo: { $cards }.
hint-move-classic-bid = Puja { $amount }.
hint-move-classic-bid-pushing = Adelanta { $pushed } y luego puja { $amount }.
hint-move-classic-pass = Pasar.
hint-move-classic-turn = Da la vuelta a { $card }.
hint-move-classic-recover = Recupera { $cards }.
hint-move-classic-decline = Rechazar: guarda la recuperación para una ronda posterior.
hint-move-classic-discard = Descarta { $cards }.

## vvv
hint-vvv-play = Pon un punto: elige una región abierta por su número y luego un sitio con letra (o Escribir coordenadas). El tercer punto de una región pide un círculo que la divida: elige un círculo con letra (Ver otros para más) o escribe uno; se muestra en grande con Confirmar y Volver antes de dibujarse.
hint-move-vvv-dot = Elige la región { $region } y luego el sitio { $spot }.
hint-move-vvv-dot-typed = Pulsa Escribir coordenadas e introduce x { $x }, y { $y }.
hint-move-vvv-circle = { $pick } el círculo { $letter } y luego Confirmar.
hint-move-vvv-circle-typed = Pulsa Escribir un círculo, introduce el centro x { $cx }, y { $cy } y el radio { $r }, y luego Confirmar.
hint-move-vvv-pass = Pasar: no queda ningún sitio donde jugar.
hint-vvv-pick = { $times ->
    [0] Elige
    [1] Pulsa { $others } una vez y elige
    [2] Pulsa { $others } dos veces y elige
   *[other] Pulsa { $others } { $times } veces y elige
}

## abstract
hint-abstract-painting = Todos pintan a la vez: en el menú de pintar elige un dado de posición y un dado de número, y luego la casilla; da un dado a la bonificación; las fichas cambian un dado o pintan donde quieras. Deshacer retrocede un paso, Confirmar ronda termina tu ronda.
hint-move-abstract-paint = { $line }
hint-move-abstract-x = { $line }
hint-move-abstract-bonus = { $line }
hint-move-abstract-adjust = { $line }
hint-move-abstract-confirm = Confirma la ronda: todos los dados están usados.

## venice
hint-venice-split = Eres el Repartidor: elige las cartas del montón A, luego las del montón B (el resto es el montón C), revisa la vista previa y pulsa Confirmar el reparto. Sugerir un reparto rellena el reparto de la IA y explica por qué. Los demás eligen primero; tú te quedas el montón que sobre.
hint-venice-choose = Coge uno de los montones que siguen en la mesa: cada botón dice cuántos puntos sumaría a tu puntuación en esta mitad. Sugerir una jugada dice qué montón cogería la IA y por qué.
hint-move-venice-split = Pulsa Sugerir un reparto y luego Confirmar el reparto: montón A { $a }; montón B { $b }; montón C { $c }.
hint-move-venice-choose = Coge el montón { $pile } ({ $gain }).
