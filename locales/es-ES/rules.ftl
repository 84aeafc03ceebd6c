# /rules (cogs/rules.py): las palabras alrededor de las páginas de reglas de un juego; las
# páginas están en data/rules/es-ES/<game>.json.

rules-prev = ◀ Anterior
rules-next = Siguiente ▶
rules-topic-placeholder = Ir a un tema
rules-pages = { $count ->
    [one] 1 página
   *[other] { $count } páginas
}
rules-footer = Página { $page }/{ $pages } · /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic }
rules-choice = { $game } · { $players } jugadores
rules-no-game = No conozco ningún juego llamado `{ $name }`. Prueba con: { $choices }.
rules-no-topic = { $game } no tiene el tema `{ $name }`. Sus temas: { $topics }.
rules-gone = Estas reglas ya no están disponibles. Vuelve a abrirlas con /{ cmd-rules }.
