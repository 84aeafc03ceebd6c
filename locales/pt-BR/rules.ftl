# /rules (cogs/rules.py): as palavras em volta das páginas de regras de um jogo; as
# páginas ficam em data/rules/pt-BR/<game>.json.

rules-prev = ◀ Anterior
rules-next = Próxima ▶
rules-topic-placeholder = Ir para um tópico
rules-pages = { $count ->
    [one] 1 página
   *[other] { $count } páginas
}
rules-footer = Página { $page }/{ $pages } · /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic }
rules-choice = { $game } · { $players } jogadores
rules-no-game = Não conheço nenhum jogo chamado `{ $name }`. Tente um destes: { $choices }.
rules-no-topic = { $game } não tem o tópico `{ $name }`. Os tópicos dele: { $topics }.
rules-gone = Estas regras não estão mais disponíveis. Abra-as de novo com /{ cmd-rules }.
