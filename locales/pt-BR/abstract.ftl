# Abstract: o painel privado e seus menus, o estado da rodada, a pontuação final, as
# jogadas de "Sugerir uma jogada" e as palavras desenhadas nas imagens

## cores, formas, objetivo C, bônus

abstract-colour-1 = roxo
abstract-colour-2 = azul
abstract-colour-3 = verde
abstract-colour-4 = amarelo
abstract-colour-5 = laranja
abstract-colour-6 = vermelho
abstract-shape-1 = dominó
abstract-shape-2 = linha de 3
abstract-shape-3 = L de 3
abstract-shape-4 = quadrado 2×2
abstract-shape-5 = T de 4
abstract-shape-6 = linha de 4
abstract-pair = { $first } e { $second }
abstract-lines-rows = cada linha com seis números diferentes
abstract-lines-columns = cada coluna com quatro números diferentes
abstract-lines-die_squares = cada quadro de dado com quatro números diferentes
abstract-gain-adjust = uma ficha ±1
abstract-gain-anywhere = uma ficha "em qualquer lugar"
abstract-gain-star = uma estrela
abstract-position-0 = em cima à esquerda
abstract-position-1 = em cima à direita
abstract-position-2 = embaixo à esquerda
abstract-position-3 = embaixo à direita

## objetivos, casas e jogadas da rodada

abstract-goal-a = **A** formas: um grupo exatamente no formato **{ $shape }** vale { $points } (uma vez por número)
abstract-goal-b = **B** pares: **{ $pair }** ({ $first } & { $second }), { $points } por par
abstract-goal-c = **C** todos diferentes: { $lines }, { $points } cada
abstract-where = quadro de dado { $square }, { $position }
abstract-square = Quadro de dado { $square }, { $position }
abstract-square-place = linha { $row }, coluna { $column } da pintura
abstract-line-paint = Pintou { $number } ({ $colour }) no { $where }
abstract-line-paint-anywhere = Pintou { $number } ({ $colour }) no { $where } com uma ficha "em qualquer lugar"
abstract-line-x = Marcou um X no { $where }
abstract-line-bonus = Bônus com o dado #{ $die } ({ $face }): { $gain }
abstract-line-adjust = Ficha ±1: dado #{ $die } { $before } → { $after }

## menus e botões do painel

abstract-menu-paint = Pintar um número…
abstract-menu-anywhere = Usar uma ficha "em qualquer lugar"…
abstract-menu-bonus = Pegar o bônus com um dado…
abstract-menu-adjust = Usar uma ficha ±1…
abstract-menu-x = Nenhum lugar serve: marcar um X…
abstract-menu-x-tokens = Nenhum lugar serve: marcar um X (ou usar uma ficha abaixo)…
abstract-menu-square = Escolha a casa do { $number }…
abstract-menu-square-x = Escolha a casa do X…
abstract-option-pair = Pintar { $number } ({ $colour }) no quadro de dado { $square }
abstract-option-paint = Pintar { $number } ({ $colour }) no { $where }
abstract-option-dice = dado de lugar #{ $location }, dado de número #{ $number }
abstract-option-x = Nenhum quadro de dado serve: marcar um X (dados #{ $first }, #{ $second })
abstract-option-anywhere = Pintar { $number } em qualquer lugar (dado #{ $die } como lugar)
abstract-option-bonus = Dado #{ $die } ({ $face }): pegar { $gain }
abstract-option-adjust = Dado #{ $die }: { $before } → { $after }
abstract-undo = Desfazer
abstract-confirm = Confirmar rodada
abstract-back = Voltar
abstract-show-mine = Ver minha pintura

## recusas

abstract-refuse-dice = Você não pode pintar com esses dois dados agora: escolha uma das opções da lista.
abstract-refuse-choice = Essa escolha não vale: escolha uma das opções da lista.
abstract-refuse-control = Esse controle não faz parte de Abstract.

## o painel privado

abstract-panel-title = Abstract · rodada { $round }/{ $rounds } · { $name }
abstract-over = A partida terminou.
abstract-confirmed = Rodada confirmada.
abstract-confirmed-moves = Rodada confirmada: { $moves }.
abstract-last-round = A pontuação final sai no canal quando todos terminarem.
abstract-next-button = Quando todos terminarem, aperte **{ $button }** na mensagem da próxima rodada.
abstract-next-dm = O painel da próxima rodada chega quando todos terminarem.
abstract-footer-confirmed = A imagem mostra sua pintura como estava no início da rodada.
abstract-dice = Dados: { $dice }
abstract-paints-bonus-taken = Pinturas { $paints }/2 · bônus pego
abstract-paints-bonus-open = Pinturas { $paints }/2 · bônus ainda não pego
abstract-tokens = Fichas: ±1 × { $adjust } · qualquer lugar × { $anywhere } · ★ { $stars }
abstract-so-far = **Esta rodada até agora**
abstract-nothing-yet = nada ainda
abstract-footer-grid = A grade mostra sua pintura como está agora (* pintado nesta rodada, #n: quadro de dado n); { $button } a desenha.
abstract-footer-picture = A imagem mostra sua pintura no início da rodada; a grade acima, como está agora (* pintado nesta rodada, #n: quadro de dado n).

## o estado da rodada no canal

abstract-open-panel = Abrir meu painel
abstract-play-round = Jogar esta rodada
abstract-status-title = Abstract · rodada { $round }/{ $rounds }
abstract-roll = Rolagem: { $dice }
abstract-and-more = { $names } e mais { $more }
abstract-nobody = ninguém
abstract-still-playing = Ainda jogando ({ $count })
abstract-done = Terminaram ({ $count })
abstract-turn-clock = Relógio do turno
abstract-round-clock = Relógio da rodada
abstract-clock-ends = termina <t:{ $when }:R>
abstract-status-footer = Mesa { $table } · jogue sua rodada no seu painel (DM ou o botão)
abstract-confirmed-field = Confirmaram
abstract-confirmed-count = { $done } de { $players } jogadores
abstract-crowd-footer = Mesa { $table } · aperte { $button } para jogar sua rodada em particular

## a pontuação final

abstract-final-title = Abstract · pontuação final
abstract-final-line = **{ $rank }. { $name }: { $total }** (A { $a }, B { $b }, C { $c }, ★ { $stars }, X { $x })
abstract-final-more = …e mais { $more } jogadores (veja o registro exportado).
abstract-final-footer = Acima, o detalhamento dos primeiros { $shown } de { $players } jogadores; os totais de todos estão na lista. Exporte o registro da partida para ver cada linha.
abstract-crowd-final-footer = Os { $shown } melhores de { $players } jogadores. Aperte { $button } para ver sua posição, sua pontuação linha por linha e sua pintura.

## "Sugerir uma jogada": por que a IA faz a jogada

abstract-why-plan = É um passo do plano da IA para esta rodada (bônus, fichas e as duas pinturas escolhidos juntos): de todas as formas de terminar a rodada, a que a estimativa dela da sua pintura final prefere
abstract-why-paint = { abstract-why-plan }; esta pintura avança rumo aos objetivos e mantém as linhas sem repetições.
abstract-why-x = Nenhum quadro de dado aceita esses dados: só resta marcar um X.
abstract-why-bonus = { abstract-why-plan }; este dado é o que menos vale como pintura e o bônus dele ajuda depois.
abstract-why-adjust = { abstract-why-plan }; o dado alterado cabe numa casa melhor.
abstract-why-confirm = Todos os dados foram usados: não resta nada a fazer nesta rodada.
abstract-why-undo = A rodada se afasta do melhor plano para esses dados.

## a pontuação de um jogador, linha por linha (a pontuação final)

abstract-list = { $first } e { $last }
abstract-score-a-none = A ({ $shape }, { $each } cada): nenhum número → { $points }
abstract-score-a-one = A ({ $shape }, { $each } cada): número { $list } → { $points }
abstract-score-a-many = A ({ $shape }, { $each } cada): números { $list } → { $points }
abstract-score-b = B ({ $pair }): { $count ->
    [one] { $count } par
   *[other] { $count } pares
} × { $each } → { $points }
abstract-score-c-rows-none = C (linhas): nenhuma linha → { $points }
abstract-score-c-rows-one = C (linhas): linha { $list } → { $points }
abstract-score-c-rows-many = C (linhas): linhas { $list } → { $points }
abstract-score-c-columns-none = C (colunas): nenhuma coluna → { $points }
abstract-score-c-columns-one = C (colunas): coluna { $list } → { $points }
abstract-score-c-columns-many = C (colunas): colunas { $list } → { $points }
abstract-score-c-die_squares-none = C (quadros de dado): nenhum quadro de dado → { $points }
abstract-score-c-die_squares-one = C (quadros de dado): quadro de dado { $list } → { $points }
abstract-score-c-die_squares-many = C (quadros de dado): quadros de dado { $list } → { $points }
abstract-score-stars = Estrelas: { $stars }
abstract-score-x = Marcas X: { $x }
abstract-score-total = Total: { $total } ({ $rank }º lugar)

## as palavras desenhadas nas imagens (a folha de pintura, a classificação, a pontuação final)

abstract-pic-die-square = quadro de dado { $number }
abstract-pic-your-dice = Seus dados
abstract-pic-stars = Estrelas
abstract-pic-x-marks = Cruzes
abstract-pic-total = Total
abstract-pic-player = Jogador { $number }
abstract-pic-final = Fim · { $rounds } rodadas jogadas
abstract-pic-round = Rodada { $round } de { $rounds }
abstract-pic-done = pronto ✓
abstract-pic-adjust-tokens = fichas ±1
abstract-pic-anywhere-tokens = qualquer lugar
abstract-pic-stars-held = estrelas
abstract-pic-x-marks-made = marcas X
abstract-pic-paints = Pinturas { $paints } de 2
abstract-pic-bonus-taken = Bônus pego ✓
abstract-pic-bonus-open = Bônus a pegar
abstract-pic-x-allowed = X permitido
abstract-pic-this-round = nesta rodada
abstract-pic-goal-A = Formas
abstract-pic-goal-B = Pares de cores
abstract-pic-goal-C = Diferentes
abstract-pic-points = { $points } pontos
abstract-pic-per-pair = { $points } por par
abstract-pic-points-each = { $points } pontos cada
abstract-pic-different-rows = Linhas: { $count } únicos
abstract-pic-different-columns = Colunas: { $count } únicos
abstract-pic-different-die_squares = Quadros: { $count } únicos
abstract-pic-final-scores = Abstract · Pontuação final
abstract-pic-standings = Abstract · Classificação
abstract-pic-winner = ★ Vencedor: { $names } com { $total }
abstract-pic-tied-winners = ★ Empatados na frente: { $names } com { $total }
abstract-pic-no-players = Nenhum jogador
abstract-pic-no-players-yet = Ainda não há jogadores
abstract-pic-sorted = { $players } jogadores · pela pontuação total
abstract-pic-round-badge = RODADA
abstract-pic-next-places = Próximas posições
abstract-pic-everyone-else = Todos os outros ({ $count })
abstract-pic-more-players = …e mais { $count } jogadores

# the engine's rules, as a player is told them (gameuis.abstract.reasons)
abstract-rule-die-used = Esse dado já foi usado nesta rodada.
abstract-rule-square-painted = A casa { $square } já está pintada.
abstract-rule-over = A partida acabou.
abstract-rule-no-seat = Você não tem lugar nesta mesa.
abstract-rule-confirmed = Você já confirmou esta rodada: espere os outros jogadores.
abstract-rule-painted-twice = Você já pintou duas vezes nesta rodada.
abstract-rule-two-dice = O dado de lugar e o dado de número precisam ser dois dados diferentes.
abstract-rule-x-token = Um X nunca precisa de uma ficha "em qualquer lugar".
abstract-rule-x-too-soon = Você ainda pode pintar nesta rodada: um X só é permitido quando cada dado não usado aponta para um quadro de dado cheio.
abstract-rule-no-anywhere = Você não tem mais fichas "em qualquer lugar".
abstract-rule-die-square-full = O quadro de dado { $where } está cheio: escolha um dado de lugar cujo quadro tenha uma casa livre, ou gaste uma ficha "em qualquer lugar".
abstract-rule-not-in-square = A casa { $square } não fica no quadro de dado { $where }.
abstract-rule-bonus-taken = Você já pegou seu bônus nesta rodada.
abstract-rule-no-adjust = Você não tem mais fichas ±1.
abstract-rule-die-range = Um dado mostrando { $shown } não pode virar { $result }: os dados ficam entre 1 e 6.
abstract-rule-nothing-to-undo = Não há nada para desfazer nesta rodada.
abstract-rule-confirm-too-soon = Antes de confirmar, pinte duas vezes (ou marque um X) e pegue um bônus nesta rodada.
abstract-rule-other = Essa jogada quebra uma regra do jogo.
