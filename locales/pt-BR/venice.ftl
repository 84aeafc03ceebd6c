# Forget Venice

## Os naipes

venice-suit-moons = Luas
venice-suit-suns = Sóis
venice-suit-waves = Ondas
venice-suit-leaves = Folhas
venice-suit-wyrms = Serpes
venice-suit-knots = Nós
venice-mark-moons = Lu
venice-mark-suns = Só
venice-mark-waves = On
venice-mark-leaves = Fo
venice-mark-wyrms = Se
venice-mark-knots = Nó

## As patentes

venice-rank-ace = A
venice-rank-ace-name = Ás
venice-rank-pawn = Peão
venice-rank-court = Corte
venice-rank-crown = Coroa

## As cartas

venice-card-author = Autor
venice-card-desert = Deserto
venice-card-origin = Origem
venice-card-journey = Viagem
venice-card-painter = Pintor
venice-card-savage = Selvagem
venice-card-mountain = Montanha
venice-card-sailor = Marinheiro
venice-card-battle = Batalha
venice-card-forest = Floresta
venice-card-discovery = Descoberta
venice-card-soldier = Soldado
venice-card-lunatic = Lunático
venice-card-penitent = Penitente
venice-card-market = Mercado
venice-card-chance-meeting = Encontro casual
venice-card-castle = Castelo
venice-card-cave = Caverna
venice-card-diplomat = Diplomata
venice-card-mill = Moinho
venice-card-betrayal = Traição
venice-card-pact = Pacto
venice-card-merchant = Mercador
venice-card-darkness = Escuridão
venice-card-harvest = Colheita
venice-card-watchman = Vigia
venice-card-light-keeper = Faroleiro
venice-card-consul = Cônsul
venice-card-rite = Rito
venice-card-window = Janela
venice-card-huntress = Caçadora
venice-card-bard = Bardo
venice-card-sea = Mar
venice-card-end = Fim
venice-card-calamity = Calamidade
venice-card-windfall = Golpe de sorte

## O painel

venice-panel-title = Forget Venice · metade { $half } · rodada { $round } · { $name }
venice-pairs = Seus pares nesta metade: { $pairs } · sua pontuação até agora: { $score }
venice-over = A partida acabou.
venice-waiting = Esperando { $name }.
venice-nobody = ninguém
venice-nothing = nada
venice-take-intro = **Pegue uma pilha.** Quanto cada uma somaria à sua pontuação nesta metade:
venice-take = Pegar a pilha { $pile } ({ $gain })
venice-take-plain = Pegar { $pile }
venice-cut-intro = **Divida as sete cartas em três pilhas.** Escolha a pilha A, depois a pilha B; o resto é a pilha C. Os outros escolhem primeiro; você fica com a última pilha.
venice-cut-not-ready = _Cada pilha precisa de pelo menos uma carta._
venice-ai-cut = **A divisão da IA.** { $why }
venice-pick-a = Pilha A: escolha as cartas…
venice-picked-a = Pilha A: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} · mudar…
venice-pick-b = Pilha B: escolha as cartas (o resto é C)…
venice-confirm-cut = Confirmar a divisão
venice-suggest-cut = Sugerir uma divisão
venice-clear = Limpar

## Recusas

venice-refused-outdated = Esse controle está desatualizado; use seu painel mais recente.
venice-refused-pick = Escolha cartas da lista oferecida.
venice-refused-no-cut = Não há nada para dividir agora.
venice-refused-unknown = Esse botão não faz parte desta partida.

## O status

venice-status-title = Forget Venice · metade { $half } · rodada { $round }
venice-distributor = Distribuidor: **{ $name }**
venice-cutting = **{ $name }** está dividindo estas cartas em três pilhas:
venice-choosing = **{ $name }** escolhe uma pilha.
venice-taken-by = { $pile } — pega por { $name }
venice-earlier = { $score } (+{ $earlier } da primeira metade)
venice-half-so-far = Esta metade até agora: { $scores }
venice-open-panel = Abrir meu painel
venice-clock = Relógio do turno
venice-clock-ends = termina { $when }
venice-footer = Mesa { $table } · jogue no seu painel (DM ou o botão)

## O final

venice-final-title = Forget Venice · placar final
venice-half-line = Metade { $half }: I { $one } + II { $two } + III { $three } = { $total }
venice-ties = Empates são decididos pela pontuação da segunda metade, depois pelo critério III dela.

## Os motivos da IA

venice-gain-fewer = menos de { $first } e { $second }
venice-gain-against = { $first } contra { $second }
venice-gain-run = uma sequência em { $first } ou { $second }
venice-gain-part = { $criterion }, { $what } { $change }
venice-gain-none = nenhum critério muda
venice-why-best = A pilha { $pile } soma { $gain } nesta metade ({ $how }).
venice-why-best-of-many = A pilha { $pile } soma { $gain } nesta metade ({ $how }), o máximo entre as pilhas restantes.
venice-why-keep-from-distributor = A pilha { $best } somaria { $best-gain } para você, mas deixaria para { $name } a pilha { $left }, que vale { $left-gain } para essa pessoa; pegando a pilha { $pile } ({ $gain }), sobra para ela a pilha { $other } ({ $other-gain }). Um ponto que você tira dela vale quase tanto quanto um seu.
venice-why-keep-from-others = A pilha { $best } somaria { $best-gain } para você, mas aí { $lost-to } ganharia { $lost }; com a pilha { $pile } ({ $gain }), ninguém mais ganha mais que { $kept } ({ $kept-to }). Um ponto que você tira dos outros vale quase tanto quanto um seu.
venice-why-cut = { $one } provavelmente pegaria a pilha { $first } ({ $first-gain } para si) e { $two } a pilha { $second } ({ $second-gain }), deixando para você a pilha { $last } ({ $last-gain }); de todas as divisões, esta é a melhor para você contra o melhor dos outros.

## A imagem da rodada

venice-pic-title = Metade { $half } · Rodada { $round } de { $rounds }
venice-pic-over = A partida acabou
venice-pic-cutting = { $name } divide as cartas em três pilhas
venice-pic-choosing = { $name } escolhe uma pilha
venice-pic-pile = Pilha { $pile } · { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
venice-pic-taken-by = pega por { $name }
venice-pic-collections = Coleções · metade { $half }
venice-pic-collections-scored = Coleções · metade { $half } (pontuada)
venice-pic-to-act = { $name } · é a vez
venice-pic-half-total = metade { $half }: { $total }
venice-pic-this-half = { $total } nesta metade
venice-pic-smaller = contagem menor: { $count }
venice-pic-difference = diferença: { $count }
venice-pic-run-in = sequência { $low }-{ $high } em { $suit }
venice-pic-run-of = sequência de { $count }
venice-pic-final-title = Forget Venice · placar final
venice-pic-half = Metade { $half }
venice-pic-total = Total
