# Mirar imágenes (bot.looks): la imagen pública de un jugador y «Ver lo mío» (idioma de
# quien lo lee)

look-whose = ¿De quién?
look-pick = { $label }: elige un jugador.
look-pick-listed = Elige uno de los jugadores de la lista.
look-nothing = No hay nada que mostrar de ese jugador.
look-shown = { $label }: { $name }, tal como lo ven todos ahora.
look-mine-nothing = Aún no hay nada que mostrar.
look-mine = { $name }, tal como está ahora (solo tú ves las jugadas de esta ronda).
