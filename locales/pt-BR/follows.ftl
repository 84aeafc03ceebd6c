# Acompanhar uma mesa de fora

follow-button = Acompanhar
follow-count = { $count ->
    [one] { $count } pessoa acompanha
   *[other] { $count } pessoas acompanham
}
follow-unfollow = Deixar de acompanhar
follow-end-only = Só o final
follow-rounds = Cada rodada também
follow-seated = Você joga nesta mesa: já fica sabendo de tudo.
follow-offer = Acompanhar a mesa { $table }: posso te mandar uma mensagem direta quando a partida acabar, ou também depois de cada rodada.
follow-not-this-table = Esse botão não é desta mesa.
follow-set-end = Você acompanha a mesa { $table }: vou te mandar uma mensagem direta quando ela acabar.
follow-set-rounds = Você acompanha a mesa { $table }: vou te mandar uma mensagem direta depois de cada rodada e quando a partida acabar.
follow-dms-were-closed = Suas mensagens diretas estavam fechadas para mim; por favor, libere-as para este servidor.
follow-stopped = Você não acompanha mais a mesa { $table }.
follow-was-not = Você não estava acompanhando a mesa { $table }.
follow-round-over = Mesa { $table }: a rodada { $round } acabou.
follow-game-over = A partida de { $game } da mesa { $table } acabou. A pontuação final:
