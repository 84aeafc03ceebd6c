# VENNi, Vidi, Vici

## O painel

vvv-panel-title = VENNi, Vidi, Vici · vez { $turn } · { $name }
vvv-shape-blue = discos azuis
vvv-shape-orange = losangos laranja
vvv-over = A partida acabou.
vvv-waiting = Esperando { $name }. Seus pontos são { $shape }.
vvv-place-dot = Coloque um ponto: escolha uma região pelo número no tabuleiro ou digite coordenadas exatas. Seus pontos são { $shape }.
vvv-must-pass = Nenhum ponto cabe em lugar nenhum: você passa.
vvv-pick-spot = Região { $region }: escolha um lugar com letra para o seu ponto.
vvv-pick-spot-third = Região { $region }: escolha um lugar com letra para o seu ponto. Será o terceiro ponto da região, então depois você traça um círculo.
vvv-region-menu = Escolher uma região…
vvv-region-menu-range = Escolher uma região ({ $first } a { $last })…
vvv-region = Região { $region }
vvv-region-dots = pontos: { $blue-name } { $blue }, { $orange-name } { $orange }
vvv-region-dots-third = pontos: { $blue-name } { $blue }, { $orange-name } { $orange } · um ponto aqui é o terceiro: vem um círculo
vvv-spot-menu = Escolher um lugar…
vvv-type-dot = Digitar coordenadas
vvv-back = Voltar
vvv-pass = Passar

## O círculo

vvv-circle-intro = Seu ponto foi o terceiro da região: trace um círculo que divida os três pontos em um e dois. Cada imagem mostra o tabuleiro com esse círculo traçado: o ponto que ele separa, circulado; as regiões que ele travaria, contornadas. Escolha um para vê-lo grande ou digite um (ele se encaixa na grade).
vvv-circle-menu = Escolher um círculo…
vvv-show-others = Ver outros
vvv-type-circle = Digitar um círculo
vvv-confirm = Confirmar
vvv-circle = centro ({ $x }, { $y }), raio { $r }
vvv-circle-title = Círculo { $letter }: { $circle }
vvv-typed-title = Seu círculo digitado: { $circle }
vvv-picked = Você escolheu o círculo { $letter }. Ele { $separates } e { $locks }. Confirme para traçá-lo ou volte.
vvv-typed = Você digitou { $typed }; na grade, isso é **{ $circle }**. Ele { $separates } e { $locks }. Confirme para traçá-lo ou volte.

## Um círculo em palavras

vvv-new-dot = seu ponto novo
vvv-own-dot = seu ponto { $where }
vvv-their-dot = o ponto { $where } de { $name }
vvv-dir-right = da direita
vvv-dir-upper-right = de cima à direita
vvv-dir-top = de cima
vvv-dir-upper-left = de cima à esquerda
vvv-dir-left = da esquerda
vvv-dir-lower-left = de baixo à esquerda
vvv-dir-bottom = de baixo
vvv-dir-lower-right = de baixo à direita
vvv-sets-apart-inside = separa { $who } (dentro)
vvv-sets-apart-outside = separa { $who } (fora)
vvv-locks-nothing = não trava nada
vvv-locks = trava { $count ->
    [one] { $count } região
   *[other] { $count } regiões
}
vvv-for-you = você
vvv-for-nobody = ninguém
vvv-part-of = parte de { $region }
vvv-new-piece = um pedaço novo

## Os formulários

vvv-form-dot = Colocar um ponto
vvv-form-x = x (0 a 1000, da esquerda para a direita)
vvv-form-y = y (0 a 700, de cima para baixo)
vvv-form-circle = Traçar um círculo
vvv-form-cx = Centro x
vvv-form-cy = Centro y
vvv-form-r = Raio (20 a 340)

## Recusas

vvv-refused-region = Nenhum ponto cabe nessa região: escolha outro número.
vvv-refused-choice = Essa escolha não vale; pegue uma das opções da lista.
vvv-refused-control = Esse controle não faz parte de VENNi, Vidi, Vici.
vvv-refused-dot = Um ponto precisa de coordenadas x e y inteiras.
vvv-refused-circle = Um círculo precisa de um centro x, y e de um raio, em números.
vvv-refused-snapped = Você digitou centro ({ $x }, { $y }), raio { $r }; na grade, isso é centro ({ $sx }, { $sy }), raio { $sr }. { $reason }
vvv-refused-form = Esse formulário não faz parte de VENNi, Vidi, Vici.

## O status

vvv-status-title = VENNi, Vidi, Vici · rodada { $round }
vvv-over-tie = Fim de jogo: empate.
vvv-over-won = Fim de jogo: { $name } vence.
vvv-to-dot = Vez { $turn }: { $name } coloca um ponto.
vvv-to-circle = Vez { $turn }: { $name } traça o círculo.
vvv-to-dot-final = Vez { $turn }: { $name } coloca um ponto (última vez).
vvv-to-circle-final = Vez { $turn }: { $name } traça o círculo (última vez).
vvv-last-locked = O último círculo travou { $count ->
    [one] { $count } região
   *[other] { $count } regiões
}: { $owners }.
vvv-locked-for = { $count } para { $name }
vvv-points = { $name }: { $points } pt
vvv-colours = { $blue } joga com discos azuis; { $orange }, com losangos laranja.
vvv-clock = Relógio da vez
vvv-clock-ends = termina { $when }
vvv-footer = Mesa { $table } · jogue sua vez no seu painel (DM ou o botão)
vvv-open-panel = Abrir meu painel

## O final

vvv-final-title = VENNi, Vidi, Vici · placar final
vvv-final-line = **{ $rank }. { $name }: { $total }** ({ $circles ->
    [one] { $circles } círculo traçado
   *[other] { $circles } círculos traçados
})
vvv-score-regions = Regiões travadas próprias: { $count }
vvv-score-pairs = Pares de regiões próprias com fronteira comum: { $count }
vvv-score-circles = Círculos traçados (desempatam): { $count }
vvv-score-total = Total: { $total } ({ $rank }º lugar)

## Os motivos da IA

vvv-why-third = A região { $region } tem dois pontos: um terceiro é seu, e o círculo que vem depois também; o melhor que a IA encontra dá a você { $gain } em regiões travadas contra { $name }.
vvv-why-third-even = A região { $region } tem dois pontos: um terceiro é seu, e o círculo que vem depois também; o melhor que a IA encontra não trava mais regiões para você do que para { $name }.
vvv-why-empty = A região { $region } está vazia: um ponto sozinho numa região pequena costuma ser seu quando ela trava, e não dá a { $name } um terceiro ponto.
vvv-why-even = A região { $region } tem um ponto de { $name }: o seu empata.
vvv-why-least = Toda região aberta oferece algo a { $name }; a região { $region } é a que menos custa a você.
vvv-why-circle = Ele { $separates } e { $locks }: dos círculos que a IA testou, é o que trava mais regiões para você contra { $name }.
vvv-why-pass = Nenhum ponto cabe mais em lugar nenhum do tabuleiro.

## As palavras das imagens

vvv-pic-seat = { $name }: { $points } pt · { $circles ->
    [one] { $circles } círculo
   *[other] { $circles } círculos
}
vvv-pic-zoom = Região { $region }: escolha um lugar com letra ({ $count } oferecidos)
vvv-pic-picker = Escolha um círculo: { $count } mostrados, cada um em sua imagem
vvv-pic-locks = trava { $count } · { $owners }

## The rules' refusals (games.vvv.refusals; the clicker's language)

vvv-rule-no-seat = Não existe esse lugar nesta mesa.
vvv-rule-game-over = A partida acabou.
vvv-rule-not-your-turn = Não é a sua vez.
vvv-rule-not-a-move = Aqui se joga um ponto, um círculo ou se passa a vez.
vvv-rule-fields-dot = Uma jogada de ponto só tem os campos at e type.
vvv-rule-fields-circle = Uma jogada de círculo só tem os campos circle e type.
vvv-rule-fields-pass = Passar a vez só tem o campo type.
vvv-rule-circle-now = Seu ponto foi o terceiro da região: agora trace o círculo que a divide.
vvv-rule-dot-first = Coloque um ponto primeiro; um círculo só vem depois do terceiro ponto de uma região.
vvv-rule-pass-not-stuck = Você só pode passar a vez quando nenhum ponto cabe em lugar nenhum.
vvv-rule-dot-form = Um ponto é uma posição [x, y] de números inteiros.
vvv-rule-circle-form = Um círculo é [cx, cy, r] em números inteiros.
vvv-rule-off-paper = Esse ponto está fora da folha.
vvv-rule-near-edge = Um ponto precisa ficar a pelo menos { $gap } unidades da borda da folha.
vvv-rule-near-circle = Um ponto precisa ficar a pelo menos { $gap } unidades de cada círculo.
vvv-rule-near-dot = Um ponto precisa ficar a pelo menos { $gap } unidades de qualquer outro ponto.
vvv-rule-locked = Essa região está travada: não entram mais pontos nela.
vvv-rule-third-dot = Esse seria o terceiro ponto da região, e nenhum círculo conseguiria dividir os três em um e dois (regra 1).
vvv-rule-off-lattice = Esse círculo não está na grade: centros a cada { $step } unidades, raios de { $low } a { $high } de { $by } em { $by }, inteiro dentro da folha.
vvv-rule-too-close = Esse círculo toca ou quase toca outro círculo; mantenha { $gap } unidades de folga.
vvv-rule-crossings = Um círculo novo precisa cruzar exatamente { $need } círculos; esse cruza { $count }.
vvv-rule-circle-near-dot = Esse círculo passa a menos de { $gap } unidades de um ponto.
vvv-rule-nested = Esse círculo não cerca terreno novo: ele fica dentro de outro círculo.
vvv-rule-near-crossing = Esse círculo passa a menos de { $gap } unidades de um ponto onde dois círculos já traçados se cruzam.
vvv-rule-through-locked = Esse círculo atravessa uma região travada.
vvv-rule-covered = Esse círculo não cerca terreno novo: ele fica todo dentro de áreas já cercadas.
vvv-rule-no-split = Esse círculo não divide os três pontos da região em um e dois (regra 1).
