# VENN (gameuis.venn): a seat's panel and form (its reader's language), the table's status,
# phase note and final message (the server's), the refusals, the engine's sentences, the
# AI's reasons, and the words drawn in its pictures (rendering.venn: venn-pic-…).

## VENN's terms: the conditions that have names, the sections' colours

venn-cond-low-equal = IGUAIS BAIXOS
venn-cond-mid-equal = IGUAIS MÉDIOS
venn-cond-high-equal = IGUAIS ALTOS
venn-cond-prime = PRIMO
venn-cond-even = PAR
venn-cond-odd = ÍMPAR
venn-cond-low-straight = SÉRIE BAIXA
venn-cond-high-straight = SÉRIE ALTA
venn-cond-range = FAIXA { $n }
venn-section-cr = Vermelho carmim
venn-section-cy = Amarelo-cromo
venn-section-lg = Verde-limão
venn-section-gr = Uva
venn-section-kh = Cáqui
venn-section-te = Verde-azulado
venn-section-mu = Amora
venn-section-cb = Azul-cobalto
venn-section-mb = Azul Munsell
venn-circle = { $code } #{ $number }
venn-circle-shared = { $names } (compartilhado)
venn-park-circle = PARK { $number }

## The panel

venn-panel-title = VENN · rodada { $round } · { $name }
venn-over = A partida acabou.
venn-confirmed = Números confirmados. Seu próximo painel chega com a próxima vez.
venn-roll = Rolagem: { $dice }
venn-nobody = ninguém
venn-conditions-turn = Condições: é a vez de **{ $name }**.
venn-your-condition-turn = **Sua vez de pegar uma condição** (ou passar).
venn-solo-block = { $name } → { $section }. Solo: escolha também uma condição para riscar.
venn-condition-menu = Escolha uma condição…
venn-condition-option = { $name } (×{ $mult }) · { $left ->
    [one] resta { $left }
   *[other] restam { $left }
}
venn-section-menu = Escrever { $name } (×{ $mult }) em…
venn-section-option = { $code } · { $name } ({ $points } pontos)
venn-block-menu = Riscar também…
venn-block-option = Riscar { $name } (×{ $mult })
venn-skip = Passar
venn-back = Voltar
venn-dice = Dados: { $dice }
venn-extras-left = Valores extras restantes nesta rodada: **{ $count }** (cada um vale um dado)
venn-selected = Escolhidos: { $dice } = **{ $total }**
venn-sheet-conditions = Condições: { $conditions }
venn-sum-menu = Somar dados…
venn-extra-menu = Usar um valor extra…
venn-extra-option = Valor extra { $value } ({ $die })
venn-park-menu = Mover um número do PARK…
venn-unpark-menu = Mover { $value } de { $park } para…
venn-unpark-option = { $code } · o círculo vazio mais à esquerda é o { $number }
venn-place-in = Colocar { $value } em
venn-place-extra-in = Colocar o valor extra { $value } em
venn-target-menu = { $prompt }…
venn-target-menu-part = { $prompt } (menu { $n } de { $count })…
venn-fits = encaixa
venn-park-option = PARK P{ $number }
venn-park-kept = guardado para depois: vai para uma área numa rodada seguinte
venn-lose-option = Não cabe em lugar nenhum: o valor se perde
venn-undo = Desfazer
venn-confirm = Confirmar números
venn-type-moves = Digitar jogadas
venn-clear = Limpar
venn-suggest = Colocar tudo como sugerido
venn-placed-why = **As jogadas da IA.** De todas as formas de dividir os dados desta rodada em valores e círculos, estas são as que a estimativa dela para sua pontuação final prefere. **{ $undo }** as desfaz uma a uma; **{ $confirm }** as mantém.
venn-form-title = Digite suas jogadas
venn-form-moves = Jogadas (veja /rules venn, notação)

## Refusals of the panel's own

venn-refused-choice = Essa escolha não vale; pegue uma das opções da lista.
venn-refused-control = Esse controle não faz parte do VENN.
venn-refused-all-placed = Tudo está colocado: confira sua folha e depois confirme.

## The table's status and the phase's note

venn-status-conditions = VENN · rodada { $round } · condições
venn-status-numbers = VENN · rodada { $round } · números
venn-start-player = Jogador inicial: { $name }
venn-choosing = Escolhendo condição: **{ $name }**
venn-taken = { $name }: { $cond } em { $code }
venn-on-sheets = Condições nas folhas: { $conditions }
venn-still-placing = Ainda colocando: { $names }
venn-done = Terminaram: { $names }
venn-clock = Relógio da vez: termina { $when }
venn-footer = Mesa { $table } · seu painel chega por DM, ou toque em "Abrir meu painel"
venn-open-panel = Abrir meu painel
venn-look = Folhas
venn-round-written = **Rodada { $round } anotada**
venn-written = { $value } em { $place }
venn-written-nothing = nada (todos os valores perdidos)

## The final scores

venn-final-title = VENN · pontuação final
venn-final-line = **{ $rank }. { $name }: { $total }** (áreas { $sections }, SUM { $sum }, PARK { $park })
venn-score-passed = { $code } ({ $section }, { $cond }): { $points } × ({ $mult }{ $extra }) = { $total }
venn-score-first = {" "}+ primeiro { $points }
venn-score-different = {" "}+ diferentes { $points }
venn-score-failed = { $code } ({ $section }, { $cond }): { $why }, −{ $points } × { $mult } = { $total }
venn-score-not-met = condição não cumprida
venn-score-empty = { $count ->
    [one] { $count } círculo vazio
   *[other] { $count } círculos vazios
}
venn-score-no-conditions = Áreas: nenhuma condição anotada, 0
venn-score-sum = SUM { $dice } dados: { $crossed } de { $boxes } casas → { $points }
venn-score-park-moved = Par do PARK { $a }+{ $b } ({ $worth }): um número saiu → 0
venn-score-park-unfilled = Par do PARK { $a }+{ $b } ({ $worth }): não estão os dois preenchidos → 0
venn-score-park-kept = Par do PARK { $a }+{ $b } ({ $worth }): os dois preenchidos e mantidos → { $worth }
venn-score-total = Total: { $total } ({ $written } condições anotadas, { $empty } círculos vazios; posição { $rank })

## "Suggest a move": the AI's reasons, and a solo condition's second cross

venn-crossing = , e riscar { $name }
venn-why-ai-condition = De todas as condições e áreas abertas, este par é o que mais sobe a estimativa da IA para sua pontuação final: seus pontos, vezes a chance de preencher os círculos da área com números que encaixem.
venn-why-ai-skip = Nenhuma condição oferecida, em nenhuma área aberta, sobe a estimativa da IA para sua pontuação final mais do que deixar suas áreas abertas para depois.
venn-why-ai-place = É um passo do plano da IA para os dados desta rodada: de todas as formas de dividir os dados em valores, a que a estimativa dela para sua pontuação final prefere.
venn-why-ai-extra = É um passo do plano da IA para esta rodada: o valor extra vai para onde mais ajuda a estimativa da sua pontuação final.
venn-why-ai-lose = O valor não encaixa em lugar nenhum e nenhum círculo do PARK está livre.
venn-why-ai-lose_extra = O valor extra não encaixa em lugar nenhum e nenhum círculo do PARK está livre.
venn-why-ai-unpark = Agora há um círculo de área livre para ele, então o círculo do PARK pode receber outro número.
venn-why-ai-confirm = Todos os dados foram usados: não falta nada para colocar nesta rodada.
venn-why-ai-undo = O rascunho se afasta do melhor plano para estes dados.

## The engine's sentences: refusals, what a number breaks, why a section fails, typed moves

venn-why-not-venn = Esta não é uma partida de VENN.
venn-why-over = A partida acabou.
venn-why-no-seat = Você não tem lugar nesta mesa.
venn-why-not-your-turn = É a vez do lugar { $seat } escolher uma condição: espere a sua vez.
venn-why-confirmed = Você já confirmou esta rodada: espere os outros.
venn-why-not-object = Uma jogada precisa ser um objeto com um tipo.
venn-why-conditions-phase = É a fase das condições: escolha uma condição para uma área, ou passe.
venn-why-unknown-conditions-move = Jogada desconhecida: na fase das condições use condition ou skip.
venn-why-unknown-condition = Condição desconhecida: escolha uma da folha comum.
venn-why-no-copy = Não sobrou nenhuma cópia de { $name } na folha comum.
venn-why-taken-already = Você já pegou { $name }: cada jogador pega uma condição no máximo uma vez.
venn-why-unknown-section = Área desconhecida: use uma de { $codes }.
venn-why-section-has = A área { $code } já tem uma condição ({ $name }).
venn-why-solo-block-needed = Solo: risque também uma segunda condição ({ $options }) junto com { $name }.
venn-why-solo-block-wrong = Solo: a segunda condição precisa estar disponível e ter multiplicador { $mult } (menor só quando não sobrar nenhuma): escolha entre { $options }.
venn-why-solo-no-block = Solo: não sobrou condição para riscar junto com { $name }: não risque nada.
venn-why-block-not-solo = Só uma partida solo risca uma segunda condição.
venn-why-numbers-phase = É a fase dos números: as condições são escolhidas no começo de uma rodada.
venn-why-unknown-numbers-move = Jogada desconhecida: use place, extra, unpark, lose, lose_extra, undo ou confirm.
venn-why-target-type = O destino precisa ser um círculo como 'Kh1', 'Cr-Cy' ou 'P1'.
venn-why-park-used = O círculo { $target } do PARK já foi usado: um círculo do PARK se preenche uma vez só.
venn-why-park-filled = O círculo { $target } do PARK já está preenchido.
venn-why-no-circle = Não há círculo { $target } na folha.
venn-why-circle-filled = O círculo { $target } já está preenchido.
venn-why-dice-list = Escolha um ou mais dados (uma lista de números de dado).
venn-why-dice-too-many = Um valor usa no máximo { $count } dados.
venn-why-die-index = Um número de dado vai de 0 a { $top }.
venn-why-die-twice = Um dado conta só uma vez num valor.
venn-why-die-used = Você já usou o { $die } nesta rodada: cada dado é usado exatamente uma vez.
venn-why-die-label = dado { $index } ({ $name })
venn-why-no-extra = Você não tem valor extra para anotar: eles vêm de uma soma de 3, 4 ou 5 dados que risca uma casa SUM.
venn-why-extra-die = Um valor extra indica um dado, de 0 a { $top }.
venn-why-park-name = Diga qual círculo do PARK mover, de 'P1' a 'P8'.
venn-why-park-empty = O círculo { $park } do PARK não tem número.
venn-why-park-moved = O número de { $park } já foi movido.
venn-why-section-full = A área { $code } não tem círculo vazio.
venn-why-lose-too-soon = Um valor só pode se perder quando nenhum círculo de área ou do PARK está vazio; { $empty }.
venn-why-no-extra-to-lose = Você não tem valor extra para abrir mão.
venn-why-lose-extra-too-soon = Um valor extra só pode se perder quando nenhum círculo de área ou do PARK está vazio; { $empty }.
venn-why-nothing-to-undo = Não há nada para desfazer nesta rodada.
venn-why-unused-dice = Use os cinco dados antes de confirmar: { $dice } ainda sem uso.
venn-why-still-empty-one = { $shown } ainda está vazio
venn-why-still-empty = { $shown } ainda estão vazios
venn-why-still-empty-more = { $shown } e mais { $more } ainda estão vazios
venn-why-not-divisible = { $value } não é divisível por { $n }
venn-why-above = { $value } é maior que { $n }
venn-why-below = { $value } é menor que { $n }
venn-why-not-prime = { $value } não é primo
venn-why-odd = { $value } é ímpar
venn-why-even = { $value } é par
venn-why-differ = { $a } e { $b } são diferentes
venn-why-twice = { $value } aparece duas vezes
venn-why-no-run = nenhuma sequência de { $total } números cabe
venn-why-too-far = { $lo } e { $hi } estão longe demais para { $total } círculos
venn-why-apart = { $lo } e { $hi } estão a { $gap } de distância
venn-why-no-longer-equal = { $code } não pode mais ser { $name }: { $problem }
venn-why-no-longer-straight = { $code } não pode mais ser uma { $name }: { $problem }
venn-why-no-longer-range = { $code } não pode mais ficar em { $name }: { $problem }
venn-why-breaks = { $value } quebra { $name } em { $code }
venn-why-typed-nothing = Digite pelo menos uma jogada, como `6+3>Kh2`.
venn-why-typed-move = Jogada { $number } (`{ $part }`): { $reason }
venn-why-typed-shape = escreva uma jogada como valor>destino, p. ex. `6+3>Kh2`.
venn-why-typed-unseated = só um jogador sentado pode digitar jogadas.
venn-why-typed-park-range = o PARK tem os círculos 1-{ $count }.
venn-why-typed-unpark = um número sai do PARK para uma área: escreva só o código dela, p. ex. `P3>Te`.
venn-why-typed-extra = um valor extra precisa ser igual a um dos dados desta rodada ({ $dice }).
venn-why-typed-no-die = nenhum dado sem uso mostra { $wanted } (sem uso: { $unused }).
venn-why-typed-no-die-none = nenhum dado sem uso mostra { $wanted } (sem uso: nenhum).
venn-why-typed-number = `{ $text }` não é um número.
venn-why-typed-park-full = o PARK está cheio.
venn-why-typed-target = `{ $text }` não é um destino: use uma área ({ $codes }), Kh2, P1 ou X.
venn-why-typed-circles = { $code } tem os círculos 1-{ $count }, contados da esquerda para a direita.
venn-why-typed-no-empty = { $code } não tem círculo vazio.
venn-why-typed-batch = { $reason } Nenhuma jogada deste lote foi anotada.

## The pictures' words

venn-pic-round = Rodada { $round }
venn-pic-game-over = Fim de jogo após a rodada { $round }
venn-pic-your-pick = sua vez: escolha uma condição
venn-pic-conditions = condições
venn-pic-placing = colocando números
venn-pic-done = pronto ✓
venn-pic-player = Jogador { $seat }
venn-pic-total = TOTAL
venn-pic-total-small = Total
venn-pic-sections = Áreas
venn-pic-extras = valores extras
venn-pic-points = { $points } pts
venn-pic-dice = { $count } dados
venn-pic-no-condition = sem condição
venn-pic-first = 1º
venn-pic-roll-title = VENN · Rolagem da rodada { $round }
venn-pic-roll-sum = soma { $sum }
venn-pic-common-title = VENN · Folha comum
venn-pic-round-box = RODADA
venn-pic-rounds-box = RODADAS
venn-pic-over = A partida acabou
venn-pic-everyone = todos
venn-pic-picking = Escolhendo condições · vez de { $name }
venn-pic-all-placing = Colocando números · todos ao mesmo tempo
venn-pic-start-player = jogador inicial { $name }
venn-pic-family-divisible = Divisível
venn-pic-family-at_most = Máximo
venn-pic-family-at_least = Mínimo
venn-pic-family-equal = Iguais
venn-pic-family-kind = Tipo
venn-pic-family-straight = Série
venn-pic-family-range = Faixa
venn-pic-family-count = { $count ->
    [one] { $count } condição
   *[other] { $count } condições
}
venn-pic-asks-divisible = todos divisíveis por { $n }
venn-pic-asks-at_most = todos { $n } ou menos
venn-pic-asks-at_least = todos { $n } ou mais
venn-pic-asks-equal = todos iguais, { $band }
venn-pic-asks-prime = todos primos
venn-pic-asks-even = todos pares
venn-pic-asks-odd = todos ímpares
venn-pic-asks-straight = consecutivos, { $band }
venn-pic-asks-range = maior − menor ≤ { $n }
venn-pic-players = Jogadores
venn-pic-copies = { $copies } de cada
venn-pic-tag-start = inicial
venn-pic-tag-picking = ▶ escolhendo
venn-pic-tag-seat = lugar { $seat }
venn-pic-final-title = VENN · Pontuação final
venn-pic-standings-title = VENN · Classificação
venn-pic-winner = ★ Vitória: { $names } com { $total }
venn-pic-tied = ★ Empate: { $names } com { $total }
venn-pic-leading = Na frente: { $names } com { $total }
venn-pic-no-players = Sem jogadores
venn-pic-breakdown = Áreas { $sections } · SUM { $sum } · PARK { $park } · { $count ->
    [one] { $count } condição
   *[other] { $count } condições
}
venn-pic-sheets-below = A folha completa de cada jogador vai anexada abaixo.
venn-pic-sheets-on-final = A folha completa de cada jogador está anexada à pontuação final da mesa.
