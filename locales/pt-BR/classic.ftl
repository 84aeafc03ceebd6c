# Venn Classic (gameuis.classic): painel, status, mensagem final, recusas (também as regras
# do motor), "Sugerir jogada" com as razões da IA e as palavras das imagens.

## Cartas e cores

classic-colour-red = vermelho
classic-colour-yellow = amarelo
classic-colour-blue = azul
classic-colour-orange = laranja
classic-colour-green = verde
classic-colour-purple = roxo
classic-card = { $first } + { $second } ({ $overlap })
classic-cards = { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}

## O painel

classic-panel-title = Venn Classic · rodada { $round } · sua mão
classic-counts = Mão: { $hand }; colocadas: { $placed }; descarte: { $discard }
classic-called = Anunciado: **{ $colour }**, { $cards }
classic-highest = Lance mais alto: { $name } { $amount }
classic-you-out = Você está fora desta partida.
classic-over = A partida terminou.
classic-waiting-for = Esperando { $name }.
classic-waiting-others = Esperando os outros.
classic-you-call = **Você é o jogador inicial:** anuncie uma cor e depois uma quantidade.
classic-you-place = **Coloque { $cards }** viradas para baixo.
classic-you-bid = **Seu lance:** aumente (empurrando cartas antes, se quiser) ou passe.
classic-pushing = Empurradas: { $cards }
classic-slot = carta { $slot }
classic-you-turn = **Vire cartas** até { $amount } mostrarem { $colour }.
classic-you-recover = **Você venceu o desafio.** Pegue de volta { $cards } da sua pilha de descarte (uma vez por partida) para ninguém perder cartas, ou recuse.
classic-you-discard = **Você perde { $cards }:** escolha quais vão para a sua pilha de descarte.
classic-colour-menu = Anunciar uma cor…
classic-count-menu = Quantas cartas ({ $colour })?
classic-place-menu = Escolher { $cards } para colocar…
classic-push-menu = Empurrar cartas (opcional)…
classic-raise-menu = Aumentar para… ({ $low }-{ $high })
classic-bid-option = Lance { $amount }
classic-turn-menu = Virar…
classic-recover-menu = Pegar de volta { $cards }…
classic-discard-menu = Descartar { $cards }…
classic-card-option = Carta { $number }: { $card }
classic-turn-own-placed = sua carta colocada { $slot }
classic-turn-own-pushed = sua carta empurrada { $slot }
classic-turn-placed = carta colocada { $slot } de { $name }
classic-turn-pushed = carta empurrada { $slot } de { $name }
classic-back = Voltar
classic-clear-pushes = Desfazer empurrões
classic-pass = Passar
classic-decline = Recusar
classic-open-panel = Ver minha mão
classic-and = { $first } e { $second }

## Recusas

classic-refused-choice = Essa escolha não vale; pegue uma das opções da lista.
classic-refused-control = Esse controle não faz parte do Venn Classic.
classic-rule-not-classic = Esta não é uma partida de Venn Classic.
classic-rule-game-over = A partida terminou.
classic-rule-no-seat = Você não tem lugar nesta mesa.
classic-rule-out = Você está fora: não tem mais cartas.
classic-rule-recover-no-challenge = Só se recuperam cartas depois de um desafio, e só quem o venceu.
classic-rule-recover-own-goal = Você falhou na sua própria carta empurrada: quem faz isso não pode recuperar.
classic-rule-recover-not-winner = Só quem venceu o desafio pode recuperar cartas.
classic-rule-recover-used = Você já recuperou cartas uma vez: isso só vale uma vez por partida.
classic-rule-recover-empty = Sua pilha de descarte está vazia: não há nada para recuperar.
classic-rule-recover-full = Sua mão está cheia: ninguém segura mais de seis cartas.
classic-rule-recover-declined = Você já decidiu não recuperar nesta rodada.
classic-rule-phase-place-first = É a fase de colocar: primeiro coloque suas cartas viradas para baixo.
classic-rule-phase-call = O jogador inicial abre a rodada anunciando uma cor e uma quantidade.
classic-rule-phase-place = É a fase de colocar: coloque suas cartas viradas para baixo.
classic-rule-phase-bid = É a fase de lances: dê um lance (empurrando cartas, se quiser) ou passe.
classic-rule-phase-challenge = O desafiante está virando cartas.
classic-rule-phase-recover = Quem venceu o desafio está decidindo se recupera cartas.
classic-rule-phase-discard = É a fase de descarte: os perdedores escolhem as cartas que perdem.
classic-rule-wait-call = Nesta rodada quem anuncia a cor e a quantidade é o jogador inicial.
classic-rule-wait-placed = Você já colocou suas cartas nesta rodada: espere os outros.
classic-rule-wait-highest = Você tem o lance mais alto: não pode cobrir o próprio lance.
classic-rule-wait-passed = Você passou: só pode dar lance de novo depois que outro jogador aumentar.
classic-rule-wait-bid = É a vez de outro jogador dar lance ou passar.
classic-rule-wait-challenge = Só o desafiante vira cartas.
classic-rule-wait-recover = Só quem venceu o desafio decide sobre recuperar cartas.
classic-rule-wait-no-loss = Você não perde nenhuma carta nesta rodada.
classic-rule-wait-discarded = Você já escolheu seus descartes: espere os outros.
classic-rule-call-colour = Anuncie uma das seis cores: vermelho, amarelo, azul, laranja, verde ou roxo.
classic-rule-call-count = A quantidade deve ser um número inteiro de { $low } a { $high }.
classic-rule-place-list = Indique as cartas da sua mão que vai colocar.
classic-rule-place-all = Você só tem { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: coloque todas.
classic-rule-place-exactly = O anúncio é { $called }: coloque exatamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
classic-rule-place-twice = Cada carta só pode ser colocada uma vez.
classic-rule-place-not-held = Você só pode colocar cartas da sua própria mão.
classic-rule-push-list = Indique quais das suas cartas colocadas vai empurrar.
classic-rule-push-none = Você não tem cartas colocadas para empurrar.
classic-rule-push-slot = Você não tem carta colocada { $slot }: você colocou { $places ->
    [one] só { $places } carta
   *[other] { $places } cartas
}.
classic-rule-push-again = Sua carta colocada { $slot } já foi empurrada: carta empurrada continua empurrada.
classic-rule-push-twice = Cada carta só pode ser empurrada uma vez.
classic-rule-bid-number = Um lance é um número inteiro de cartas, 0 ou mais.
classic-rule-bid-below-pushed = Seu lance deve ser pelo menos { $count }: não pode ser menor que o número de cartas que você empurrou.
classic-rule-bid-not-higher = Para aumentar, o lance precisa passar do lance atual de { $count }.
classic-rule-bid-too-high = Seu lance pode ser no máximo { $count }: suas cartas empurradas mais todas as cartas colocadas dos outros.
classic-rule-pass-push = Só dá para empurrar cartas junto com um lance, não ao passar.
classic-rule-pass-open = O jogador inicial precisa abrir os lances (um lance de 0 vale).
classic-rule-turn-name = Indique a carta a virar: de quem é e onde está.
classic-rule-turn-no-card = Esse jogador não tem carta colocada { $slot }.
classic-rule-turn-again = Essa carta já foi virada.
classic-rule-turn-unpushed = Você nunca vira suas próprias cartas colocadas que não empurrou.
classic-rule-turn-own-first = Vire primeiro todas as suas cartas empurradas (ainda { $count ->
    [one] { $count } carta virada para baixo
   *[other] { $count } cartas viradas para baixo
}).
classic-rule-recover-list = Indique as cartas da sua pilha de descarte que vai pegar de volta.
classic-rule-recover-exactly = Pegue de volta exatamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
classic-rule-recover-exactly-limit = Pegue de volta exatamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} (menos de duas: sua pilha de descarte ou o limite de seis cartas na mão não deixam mais).
classic-rule-recover-twice = Cada carta só pode ser pega de volta uma vez.
classic-rule-recover-not-held = Você só pode pegar de volta cartas da sua própria pilha de descarte.
classic-rule-discard-list = Indique as cartas da sua mão que vai perder.
classic-rule-discard-all = Você só tem { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: perde todas.
classic-rule-discard-exactly = Escolha exatamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} para perder.
classic-rule-discard-twice = Cada carta só pode ser descartada uma vez.
classic-rule-discard-not-held = Você só pode descartar cartas da sua própria mão.
classic-rule-not-a-move = Isso não é uma jogada de Venn Classic.
classic-rule-unknown-move = Isso não é uma jogada de Venn Classic.

## O status

classic-status-title = Venn Classic · rodada { $round } · { $part }
classic-part-open = colocação
classic-part-bid = lances
classic-part-challenge = desafio
classic-part-resolve = resolução
classic-part-over = encerrada
classic-start-player = Jogador inicial: { $name }
classic-called-each = Anunciado: **{ $colour }**, { $cards } cada
classic-calling = { $name } está anunciando uma cor e uma quantidade.
classic-calling-start = O jogador inicial está anunciando uma cor e uma quantidade.
classic-still-placing = Ainda colocando: { $names }
classic-still-discarding = Ainda escolhendo descartes: { $names }
classic-nobody = ninguém
classic-log-pass = · { $name } passa
classic-log-bid = · { $name } dá lance de { $amount }
classic-log-bid-push = · { $name } dá lance de { $amount } e empurra { $pushed }
classic-to-act = Vez de: **{ $name }**
classic-must-turn = **{ $name }** precisa virar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} com { $colour }.
classic-turned = 🔍 Carta { $slot } de { $name }: { $card } { $mark }
classic-result-success = ✅ { $name } conseguiu: todos os outros perdem duas cartas, a menos que { $name } recupere.
classic-result-own-goal = ❌ { $name } falhou na própria carta e perde duas cartas.
classic-result-failure = ❌ { $name } falhou e perde duas cartas.
classic-may-recover = { $name } pode recuperar cartas em vez disso.
classic-clock = Tempo da vez: termina { $when }
classic-footer = Mesa { $table } · sua mão chega por DM, ou aperte { $button }

## A mensagem final

classic-final-title = Venn Classic · o vencedor
classic-final-line = **{ $rank }. { $name }** · { $how }
classic-final-out = eliminado na rodada { $round }
classic-final-left = { $count ->
    [one] { $count } carta restante
   *[other] { $count } cartas restantes
}

## As razões da IA ("Sugerir jogada")

classic-why-call = { $cards } da sua mão mostram { $colour }; de todas as cores e quantidades, esta abertura é a que a IA avalia como melhor para suas chances.
classic-why-place = O máximo de cartas com { $colour } que puder (empurradas depois, cada uma é um acerto garantido no seu próprio desafio); as outras são armadilhas para um rival que desafiar.
classic-why-bid = Em cada aumento (e cada empurrão) a IA pesa sua chance de ser quem desafia, e de vencer, contra a dos outros; este sai melhor.
classic-why-pass = Qualquer aumento custaria mais do que deixar quem deu o lance mais alto tentar.
classic-why-turn-own = Primeiro as suas cartas: você sabe que elas mostram a cor.
classic-why-turn = A carta com mais chance de mostrar { $colour }, pelas cartas já vistas e pelo jeito que o dono empurrou e colocou até agora.
classic-why-recover = Recuperar cartas agora vale mais do que guardar a chance para depois.
classic-why-decline = Guardar a recuperação única da partida para uma rodada futura vale mais.
classic-why-discard = Deixa a mão mais equilibrada para as cores anunciadas depois.

## Palavras das imagens (curtas: precisam caber no lugar num celular)

classic-pic-phase-call = Anúncio
classic-pic-phase-place = Colocação
classic-pic-phase-bid = Lances
classic-pic-phase-challenge = Desafio
classic-pic-phase-recover = Recuperação
classic-pic-phase-discard = Descarte
classic-pic-phase-over = Fim de jogo
classic-pic-tag-call = ANUNCIA
classic-pic-tag-bid = DÁ LANCE
classic-pic-tag-challenge = VIRANDO
classic-pic-tag-recover = ESCOLHE
classic-pic-tag-discard = DESCARTA
classic-pic-tag-place = COLOCA
classic-pic-tag-play = JOGA
classic-pic-cards = { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
classic-pic-each = { $count ->
    [one] { $count } carta cada
   *[other] { $count } cartas cada
}
classic-pic-count-to-come = falta o número
classic-pic-result-success = Desafio ganho
classic-pic-result-failure = Desafio perdido
classic-pic-player = Jogador { $number }
classic-pic-round = RODADA
classic-pic-highest-bid = MAIOR LANCE
classic-pic-in-hand-legend = cartas na mão
classic-pic-discarded = descartadas
classic-pic-recovery-used = já recuperou
classic-pic-pushed = FRENTE
classic-pic-pushed-forward = empurrada
classic-pic-has-colour = tem a cor
classic-pic-lacks-it = não tem
classic-pic-review-legend = Listradas, claras, borda tracejada: suas cartas viradas para baixo na hora (mostradas a você agora)
classic-pic-game-over = FIM
classic-pic-wins = { $name } vence
classic-pic-no-winner = sem vencedor
classic-pic-no-call = Sem anúncio ainda
classic-pic-calls = { $name } anuncia
classic-pic-colour-cards = com { $colour }
classic-pic-none-yet = nenhum
classic-pic-start-player = inicial: { $name }
classic-pic-still-in = { $left } de { $total } no jogo
classic-pic-label-winner = VENCEDOR
classic-pic-label-result = RESULTADO
classic-pic-label-challenger = DESAFIANTE
classic-pic-label-placing = COLOCAÇÃO
classic-pic-label-turn = VEZ
classic-pic-last-with-cards = último com cartas
classic-pic-found-by = { $name }: { $found } de { $amount }
classic-pic-found = { $found } de { $amount } achadas
classic-pic-may-recover = { $name } pode recuperar
classic-pic-discards = { $name } descarta
classic-pic-others-discard = os outros descartam
classic-pic-these-discard = descartam: { $names }
classic-pic-everyone-places = Todos colocam
classic-pic-to-place = faltam { $count } colocar
classic-pic-verb-call = anuncia
classic-pic-verb-bid = aumenta ou passa
classic-pic-verb-recover = escolhe
classic-pic-verb-play = joga
classic-pic-seat-winner = VENCEDOR
classic-pic-seat-out = FORA
classic-pic-seat-passed = PASSOU
classic-pic-seat-bid = LANCE { $amount }
classic-pic-seat-start = INICIAL
classic-pic-seat-challenger = DESAFIA
classic-pic-seat-in-hand = na mão
classic-pic-seat-recovered = recuperou
classic-pic-out-of-game = Fora do jogo
classic-pic-no-cards-placed = nenhuma carta colocada
classic-pic-last-holding = o último com cartas na mão
classic-pic-placed-done = colocou ✓
classic-pic-placing = colocando
classic-pic-waiting-call = esperando o anúncio
classic-pic-hand-hidden = MÃO · { $count } nunca mostradas a você
classic-pic-hand-none = MÃO · sem cartas
classic-pic-hand-then = MÃO · viradas para baixo na hora
classic-pic-your-hand = Sua mão
classic-pic-placed = Colocadas
classic-pic-discard-pile = Descarte
classic-pic-round-of = Rodada { $round }
classic-pic-you-start = você começa
classic-pic-no-call-short = NENHUM
classic-pic-yet = anúncio ainda
classic-pic-no-hand = nenhuma carta na mão
classic-pic-back-in-hand = de volta à sua mão
classic-pic-n-placed = { $count } colocadas
classic-pic-n-pushed = { $count } empurradas
classic-pic-n-turned = { $count } viradas
classic-pic-choose-from-hand = escolha da sua mão
classic-pic-none = nenhuma
classic-pic-call-first = primeiro vem o anúncio
classic-pic-pick-to-place = escolha cartas da mão para colocar
classic-pic-nothing-placed = nada colocado nesta rodada
classic-pic-recovery-still = recuperação
classic-pic-available = disponível
classic-pic-empty = vazia
classic-pic-you-passed = você passou
classic-pic-you-bid-passed = lance { $amount }, passou
classic-pic-your-bid = seu lance { $amount }
classic-pic-you-won = Você venceu: é o último com cartas!
classic-pic-over-won = Fim de jogo · { $name } venceu
classic-pic-you-out = Você está fora do jogo
classic-pic-your-call = Seu anúncio: uma cor e uma quantidade (1-6)
classic-pic-wait-call = Esperando { $name } anunciar cor e quantidade
classic-pic-placed-wait = Cartas colocadas · esperando os outros
classic-pic-place-n = Coloque { $cards } viradas para baixo
classic-pic-open-bid = Seu lance: abra os lances (0 vale)
classic-pic-raise-or-pass = Seu lance: acima de { $amount } ou passe
classic-pic-hold-highest = Você lidera com { $amount } · esperando { $name }
classic-pic-wait-raise = Esperando { $name } aumentar ou passar
classic-pic-your-challenge = Vire mais { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} com { $colour }
classic-pic-turning = { $name } está virando: { $found } de { $amount } achadas
classic-pic-may-take-back = Você pode pegar de volta { $count ->
    [one] { $count } carta descartada
   *[other] { $count } cartas descartadas
} (uma vez)
classic-pic-wait-recover = Esperando { $name } decidir se recupera
classic-pic-you-lose = Você perde { $cards }: escolha quais descartar
classic-pic-wait-losers = Esperando os perdedores descartarem
classic-pic-no-turn-yet = Nada virado ainda
classic-pic-must-find = { $name } precisa achar { $amount } { $colour }
classic-pic-own-card = carta própria
classic-pic-their-card = carta de { $name }
classic-pic-turns = { $name } vira
classic-pic-shows = tem { $colour }
classic-pic-no-colour = sem { $colour }
classic-pic-has-the-colour = tem a cor
classic-pic-lacks-the-colour = sem a cor
classic-pic-found-of = { $found } de { $amount } achadas
classic-pic-final-title = Venn Classic · Fim de jogo
classic-pic-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
classic-pic-rounds = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
}
classic-pic-final-winner = VENCEDOR
classic-pic-final-no-winner = Sem vencedor
classic-pic-left = restam
classic-pic-going-out = Ordem de eliminação
classic-pic-last-out-highest = quem sai por último fica à frente
classic-pic-first-out = 1º a sair
classic-pic-last-out = último a sair
classic-pic-nth-out = { $place }º a sair
classic-pic-out-round = { $note } · rodada { $round }
classic-pic-still-playing = ainda no jogo
