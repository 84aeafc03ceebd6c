# Os textos próprios da plataforma (bot/): recusas e respostas numa mesa em jogo, os
# extras comuns dos painéis, as notas do relógio, "Ver o meu" e "Minha posição e folha".
# Uma resposta privada no idioma de quem lê, uma mensagem pública no da mesa.

## Recusas de um clique ou de um formulário
platform-no-table = Essa mesa não existe mais.
platform-not-part = Esse botão não faz parte desta mesa.
platform-malformed = Esse controle está malformado.
platform-table-ended = Esta mesa terminou.
platform-table-over = Esta mesa terminou; os botões dela não fazem mais nada. Abra uma nova com /{ cmd-play }.
platform-not-started = A partida ainda não começou.
platform-not-your-turn = Não é a sua vez: você não tem nada a fazer agora.
platform-stale-panel = Esse painel estava desatualizado (a partida avançou desde que ele foi desenhado).
platform-seat-played-by-ai = A IA está jogando no seu lugar agora. Use /{ cmd-table } { cmd-table-rejoin } para retomá-lo.
platform-not-seated = Você não está sentado nesta mesa; só os jogadores dela podem usar estes controles.
platform-busy-table = A mesa estava ocupada com outras jogadas, então a sua não foi salva. Tente de novo.
platform-went-wrong = Algo deu errado do nosso lado; nada foi alterado.
platform-went-wrong-later = Algo deu errado do nosso lado; tente de novo mais tarde.
platform-unreachable-move = O banco de dados não respondeu, então isto não foi salvo (uma jogada já salva aparece no seu painel e nunca conta duas vezes). Tente de novo daqui a pouco.
platform-unreachable = O banco de dados não respondeu, então nada foi alterado. Tente de novo daqui a pouco.
platform-command-refused = Você não pode usar esse comando aqui.
platform-restarting = O bot está reiniciando; tente de novo em alguns segundos.
platform-unknown-control = Este bot não reconhece mais esse controle (talvez seja de uma versão antiga). Use a mensagem de mesa mais recente, ou /{ cmd-play } e /{ cmd-rules }.
platform-form-malformed = Esse formulário voltou danificado: nada foi salvo.
platform-control-not-here = Esse controle não está em nenhuma mensagem desta mesa.
platform-button-no-choice = Esse botão não aceita escolha.
platform-pick-listed = Escolha entre as opções que o menu lista.
platform-control-not-on-message = Esse controle não está nesta mensagem; use o seu painel mais recente.
platform-no-typed-moves = Neste jogo não se digitam jogadas.
platform-batch-refused = A jogada { $number } não foi salva: { $reason } Nenhuma jogada desta série foi salva.

## O formulário de um jogo
platform-form-conflict = A jogada de outro jogador chegou antes e mudou a mesa; nada foi salvo. Olhe o seu painel e tente de novo.
platform-form-no-table = Essa mesa não está mais em jogo.
platform-form-moved-on = A partida avançou enquanto você digitava; nada foi salvo.
platform-form-no-move = Não havia nenhuma jogada no que você digitou.

## Desfazer uma jogada
platform-take-back = Desfazer jogada
platform-move-stands = Sua jogada fica: a partida continuou desde então.
platform-takeback-nothing = Você não tem nenhuma jogada sua para desfazer.
platform-takeback-moved-on = Outro jogador jogou depois de você, então sua jogada fica.
platform-takeback-revealed = Essa jogada não pode ser desfeita: ela mostrou algo novo à mesa (um dado, uma carta, uma pilha, uma rodada fechada ou uma região travada).
platform-takeback-refused = Essa jogada não pode ser desfeita agora.

## Depois de uma jogada (o painel do jogador)
platform-done-title = { $game } · feito aqui
platform-done-over = Sua jogada contou. A partida acabou: as pontuações finais estão no canal.
platform-done-next-here = Sua jogada contou. Seu próximo painel chega aqui quando for a sua vez.
platform-done-next-dm = Sua jogada contou. Seu próximo painel chega por DM quando for a sua vez.
platform-not-redrawn = Sua jogada contou, mas não foi possível redesenhar o seu painel. Aperte { $label } na mensagem da mesa para receber um novo.

## O registro da partida
platform-record = Registro da partida da mesa { $table }.
platform-record-never-started = Esta mesa nunca começou, então não há registro.
platform-record-not-finished = O registro fica disponível quando a partida termina.
platform-export = Exportar o registro

## Botões que todos os jogos têm
platform-open-panel = Abrir meu painel
platform-show-mine = Ver o meu

## A posição de um jogador
platform-place =
    .one = { $rank }º
    .two = { $rank }º
    .few = { $rank }º
    .other = { $rank }º
platform-place-shared = { $place } (empatado)
platform-sheet = Você ficou em **{ $place }** de { $count } com **{ $points }** pontos.

## O relógio de vez (idioma da mesa)
platform-clock-ai-played = a IA jogou por eles

## Um painel fechado (idioma de quem lê)
platform-over-title = { $game } · mesa { $table }
platform-over-opened-elsewhere = Este painel acabou: você abriu o seu painel pela mensagem da mesa.
platform-over-below = Este painel acabou: o novo está logo abaixo.
platform-over-newest = Este painel acabou: use o mais recente.
platform-over-dms = Este painel acabou: veja as suas DMs.
platform-over-turn = Esta vez acabou.
platform-refused-newest-below = { $reason } O seu painel mais recente está mais abaixo.
platform-refused-redrawn = { $reason } Este painel agora mostra a partida como ela está.
platform-game-over-channel = A partida acabou: as pontuações finais estão no canal.

## As mensagens públicas de uma mesa
platform-game-over-below = A partida acabou: as pontuações finais estão abaixo.
platform-phase-over = Esta parte da partida acabou; a mesa continua mais abaixo.
platform-thread-name = { $game } · mesa { $table }: as rodadas
platform-latest = Por último
platform-latest-picture = a última imagem mostra como terminou
platform-replay = Rever

## Lembretes do relógio e um relógio esgotado
platform-remind-turn = ⏰ { $who }: a sua vez termina { $when }. Se o tempo acabar, a IA joga por você.
platform-remind-round = ⏰ Esta rodada termina { $when }; { $count ->
    [one] { $count } jogador ainda não confirmou
   *[other] { $count } jogadores ainda não confirmaram
}. Se o tempo acabar, a IA termina a rodada por eles.
platform-clock-ran-out = ⌛ O tempo acabou para { $names }: { $note }.
platform-clock-handed = { $who } perdeu { $limit } vezes seguidas, então a IA joga no lugar dele daqui em diante: /{ cmd-table } { cmd-table-rejoin } devolve o lugar.
platform-clock-handed-many = { $who } perderam { $limit } vezes seguidas, então a IA joga nos lugares deles daqui em diante: /{ cmd-table } { cmd-table-rejoin } devolve os lugares.

## DMs fechadas (idioma da mesa)
platform-dms-closed = <@{ $user }>, não consigo te mandar mensagens diretas (suas DMs estão fechadas para este servidor). Aperte **{ $label }** na mensagem da mesa para jogar as suas vezes em particular.
