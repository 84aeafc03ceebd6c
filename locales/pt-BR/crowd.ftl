# Uma mesa de multidão (bot.crowd): uma mensagem pública por rodada, as respostas aos
# jogadores e "Minha posição e folha" na mensagem final

crowd-play = Jogar esta rodada
crowd-sheet = Minha posição e folha
crowd-round-over = Essa rodada acabou, então este painel não joga mais. Aperte **{ $play }** na mensagem da rodada mais recente no canal.
crowd-time-out-status = O tempo acabou para { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}: { $note }. A mesa continua mais abaixo.
crowd-time-out-title = { $game } · o tempo acabou
crowd-time-out-panel = O relógio desta rodada acabou antes de você confirmar, então { $note }. Aperte **{ $play }** na mensagem da rodada mais recente para jogar a próxima.
crowd-no-scores = As pontuações desta mesa não estão disponíveis.
crowd-no-sheet = Você não jogou nesta mesa, então ela não tem folha sua.
