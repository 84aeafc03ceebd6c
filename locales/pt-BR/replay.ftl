# Replays (bot/replay.py): uma mesa terminada passo a passo, em particular, e como animação.

replay-title = **{ $game } · replay da mesa { $table }** · { $step }
replay-step = Passo { $number } de { $total }
replay-setup = A partida como foi preparada
replay-where = Rodada { $round } · { $phase }
replay-where-over = Rodada { $round } · { $phase } · fim de jogo
replay-half = metade { $half }
replay-movers = { $where }: { $count } jogadores jogaram
replay-moved = { $where }: { $who }
replay-mover = { $name }: { $kinds }
replay-repeated = { $kind } ×{ $count }
replay-phase = { $phase ->
    [painting] pintura
    [open] abertura
    [bid] lances
    [challenge] desafio
    [resolve] resolução
    [play] jogo
    [conditions] condições
    [numbers] números
   *[other] { $phase }
}
replay-kind = { $kind ->
    [split] dividir
    [choose] escolher
    [call] anunciar
    [place] colocar
    [bid] lance
    [pass] passar
    [turn] revelar
    [recover] recuperar
    [decline] recusar
    [discard] descartar
    [condition] condição
    [skip] passar
    [extra] extra
    [lose] perder
    [lose_extra] perder extra
    [unpark] sair do PARK
    [confirm] confirmar
    [undo] desfazer
    [paint] pintar
    [bonus] bônus
    [adjust] ±1
    [x] X
    [dot] ponto
    [circle] círculo
    [take_back] voltar atrás
   *[other] { $kind }
}
replay-first = Início
replay-previous = Anterior
replay-next = Próximo
replay-last = Fim
replay-animation = Animação
replay-no-table = Não existe mesa { $table }. O número de cada mesa aparece nas mensagens dela.
replay-elsewhere = A mesa { $table } não foi jogada neste servidor; os replays ficam no servidor deles.
replay-never-started = A mesa { $table } nunca começou, então não há nada para rever.
replay-cancelled = A mesa { $table } foi encerrada antes do fim; só partidas terminadas têm replay.
replay-playing = A mesa { $table } ainda está em jogo; o replay abre quando a partida acabar.
replay-crowd = A mesa { $table } foi jogada por uma multidão de { $players }: replays são para mesas de até { $most } jogadores.
replay-not-a-step = Esse botão não faz parte de nenhum replay.
replay-broken = A mesa { $table } não pode ser revista: as jogadas guardadas não levam ao fim que ela teve.
replay-too-big = A mesa { $table } não pode ser animada: nem um passo a cada muitos cabe no limite de envio do Discord.
replay-no-animation = A mesa { $table } não pode ser animada: as jogadas guardadas não levam ao fim que ela teve.
replay-animation-all = **{ $game } · mesa { $table }**: todos os { $total } passos, { $width }×{ $height } px.
replay-animation-some = **{ $game } · mesa { $table }**: { $shown } de { $total } passos (um a cada { $every } e o último, para ficar abaixo do limite de envio do Discord), { $width }×{ $height } px.
