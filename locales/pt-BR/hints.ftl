# Dicas de treino (bot.learn, data/hints.json as nomeia): por jogo, uma linha para cada
# etapa dizendo o que os controles do painel fazem, e uma frase para cada tipo de jogada
# que "Sugerir uma jogada" descreve (os { $campo } são preenchidos pela interface do
# jogo). Idioma de quem lê.

## venn
hint-venn-conditions = Sua vez de pegar uma condição: escolha uma no menu e depois a sua seção sem condição onde escrevê-la (sozinho: depois a condição a riscar). Pular deixa passar a escolha desta rodada.
hint-venn-numbers = Use cada valor de dado uma vez: aperte um dado (ou vários para uma soma) e escolha o círculo ou círculo PARK para onde ele vai; cada círculo diz se o valor cabe. Desfazer volta um passo, Confirmar números encerra a sua vez.
hint-move-venn-condition = Escreva { $condition } na sua seção { $section }{ $crossing }.
hint-move-venn-skip = Pular: não pegar condição nesta rodada.
hint-move-venn-place = Coloque { $value } ({ $dice }) em { $target }.
hint-move-venn-extra = Use o valor extra { $value } (o { $die }) em { $target }.
hint-move-venn-lose = Deixe { $value } ({ $dice }) passar: não cabe em lugar nenhum.
hint-move-venn-lose-extra = Deixe o valor extra passar.
hint-move-venn-unpark = Mova o número de { $park } para { $section }.
hint-move-venn-confirm = Confirme seus números: tudo está colocado.

## classic
hint-classic-call = Você começa esta rodada: escolha a cor que vai procurar e depois quantas cartas cada um coloca virada para baixo.
hint-classic-place = Escolha da sua mão exatamente o número de cartas anunciado: elas ficam viradas para baixo na sua frente.
hint-classic-bid = Aumente (o menu Aumentar para: quantas cartas com a cor você vai virar) ou passe. Antes de aumentar, você pode empurrar algumas das suas cartas colocadas com Empurrar cartas: uma pista, verdadeira ou falsa.
hint-classic-challenge = Você venceu os lances: vire as cartas uma a uma, primeiro as suas próprias cartas empurradas. Uma carta sem a cor encerra o desafio.
hint-classic-recover = Você venceu o desafio: uma vez por partida, pode pegar de volta duas cartas da sua pilha de descarte em vez de alguém perder cartas, ou Recusar.
hint-classic-discard = Você perdeu esta rodada: no menu Descartar escolha as cartas que vai entregar. Elas vão para a sua pilha de descarte.
hint-move-classic-call = Anuncie { $colour }, { $count } cada.
hint-move-classic-place = Coloque estas viradas para baixo: { $cards }.
hint-move-classic-bid = Dê um lance de { $amount }.
hint-move-classic-bid-pushing = Empurre { $pushed } e depois dê um lance de { $amount }.
hint-move-classic-pass = Passar.
hint-move-classic-turn = Vire { $card }.
hint-move-classic-recover = Pegue de volta { $cards }.
hint-move-classic-decline = Recusar: guarde a recuperação para uma rodada futura.
hint-move-classic-discard = Descarte { $cards }.

## vvv
hint-vvv-play = Coloque um ponto: escolha uma região aberta pelo número e depois um lugar com letra (ou Digitar coordenadas). O terceiro ponto de uma região pede um círculo que a divida: escolha um círculo com letra (Ver outros para mais) ou digite um; ele aparece grande com Confirmar e Voltar antes de ser desenhado.
hint-move-vvv-dot = Escolha a região { $region } e depois o lugar { $spot }.
hint-move-vvv-dot-typed = Aperte Digitar coordenadas e informe x { $x }, y { $y }.
hint-move-vvv-circle = { $pick } o círculo { $letter } e depois Confirmar.
hint-move-vvv-circle-typed = Aperte Digitar um círculo, informe o centro x { $cx }, y { $cy } e o raio { $r }, e depois Confirmar.
hint-move-vvv-pass = Passar: não sobrou lugar para jogar.
hint-vvv-pick = { $times ->
    [0] Escolha
    [1] Aperte { $others } uma vez e escolha
    [2] Aperte { $others } duas vezes e escolha
   *[other] Aperte { $others } { $times } vezes e escolha
}

## abstract
hint-abstract-painting = Todos pintam ao mesmo tempo: no menu de pintura escolha um dado de posição e um dado de número, depois a casa; dê um dado ao bônus; as fichas mudam um dado ou pintam em qualquer lugar. Desfazer volta um passo, Confirmar rodada encerra a sua rodada.
hint-move-abstract-paint = { $line }
hint-move-abstract-x = { $line }
hint-move-abstract-bonus = { $line }
hint-move-abstract-adjust = { $line }
hint-move-abstract-confirm = Confirme a rodada: todos os dados foram usados.

## venice
hint-venice-split = Você é o Distribuidor: escolha as cartas da pilha A, depois da pilha B (o resto é a pilha C), confira a prévia e aperte Confirmar a divisão. Sugerir uma divisão preenche a divisão da IA e diz por quê. Os outros escolhem primeiro; você fica com a pilha que sobrar.
hint-venice-choose = Pegue uma das pilhas ainda na mesa: cada botão diz quantos pontos ela somaria à sua pontuação nesta metade. Sugerir uma jogada diz qual pilha a IA pegaria e por quê.
hint-move-venice-split = Aperte Sugerir uma divisão e depois Confirmar a divisão: pilha A { $a }; pilha B { $b }; pilha C { $c }.
hint-move-venice-choose = Pegue a pilha { $pile } ({ $gain }).
