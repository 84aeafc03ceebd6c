# Mesas de práctica (/aprender: bot.learn, cogs/learn.py): los extras de los paneles,
# «Sugerir una jugada», la regla tras un rechazo y el resumen final

learn-suggest = Sugerir una jugada
learn-hint-title = 💡 Consejo de práctica
learn-rule-pointer = La regla está en /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic } ({ $title }, página { $page }); el botón { $button } de tu panel la abre.
learn-summary-title = { $game } · tu partida de práctica
learn-summary-next = Esta partida de práctica no cuenta en /{ cmd-stats } ni en /{ cmd-leaderboard }. ¿Listo para jugar con gente? /{ cmd-play } { opt-play-game }:{ $game } abre una mesa en cualquier canal; /{ cmd-learn } { opt-learn-game }:{ $game } juega otra partida de práctica.
learn-started = Tu panel llega por MD cuando es tu turno (o pulsa { $panel } en el mensaje de la mesa). En él, los consejos de práctica explican los controles, **{ $suggest }** (o la sugerencia propia del panel) muestra qué jugaría la IA con tus controles y por qué, y **{ $help }** abre las reglas del paso. Sin reloj: tómate tu tiempo.

## «Sugerir una jugada» (idioma de quien lo lee)
learn-suggest-move = 🤖 La jugada de la IA para ti: **{ $move }**
learn-suggest-how = En tu panel: { $steps }
learn-suggest-why = Por qué: { $why }
learn-suggest-own = O elige tu propia jugada.
learn-press-typed = **{ $control }** (escribe { $typed })
learn-then = , luego
learn-went-wrong = Algo ha fallado por nuestra parte; inténtalo de nuevo.
learn-suggest-not-practice = Las sugerencias son para mesas de práctica en juego (/{ cmd-learn }).
learn-suggest-stale = Este panel ya no es el de tu turno actual; pregunta en tu panel más reciente.
