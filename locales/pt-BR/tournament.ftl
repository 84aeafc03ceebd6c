# Torneios (bot/tournament/, cogs/tournament.py): comandos, inscrição, classificação e respostas.

## os comandos
cmd-tournament = torneio
    .desc = Torneios: rodadas de mesas e classificação
cmd-tournament-create = criar
    .desc = Gestores: abrir aqui a inscrição de um torneio
opt-tournament-create-game = jogo
    .desc = O jogo que todas as mesas jogam
opt-tournament-create-format = formato
    .desc = swiss (pareados pela pontuação) ou round-robin (jogos de dois: todos se enfrentam uma vez)
opt-tournament-create-rounds = rodadas
    .desc = Quantas rodadas (um todos contra todos joga quantas o grupo precisar)
opt-tournament-create-seats = lugares
    .desc = Lugares em cada mesa
opt-tournament-create-clock = relógio
    .desc = O relógio de vez de cada mesa em minutos (0: nenhum)
opt-tournament-create-ai = ia
    .desc = Se lugares de IA completam uma mesa que ficaria incompleta
opt-tournament-create-size = tamanho
    .desc = O máximo de jogadores que podem entrar (vazio: sem limite)
opt-tournament-create-starts_in = começa_em
    .desc = Em quantos minutos ele começa sozinho, p. ex. 90 (vazio: o anfitrião começa)
choice-swiss = Sistema suíço
choice-round-robin = Todos contra todos
cmd-tournament-withdraw = desistir
    .desc = Sair de um torneio em que você joga
opt-tournament-withdraw-tournament = torneio
    .desc = O número do torneio (se você joga em vários)
cmd-tournament-cancel = cancelar
    .desc = Anfitrião: cancelar o seu torneio
opt-tournament-cancel-tournament = torneio
    .desc = O número do torneio (se você organiza vários)

## recusas e respostas dos comandos
tournament-not-a-manager = Só podem criar um torneio os membros que podem gerenciar este servidor ou que têm o cargo escolhido pelos gestores com /{ cmd-settings-server } { cmd-settings-server-tournament-hosts }.
tournament-no-game = Não existe jogo chamado { $name }. Escolha um destes: { $games }.
tournament-bad-format = O formato é swiss ou round-robin.
tournament-bad-seats = { $game } tem de { $low } a { $high } lugares por mesa; escolha os lugares nessa faixa.
tournament-robin-seats = O todos contra todos é só para mesas de dois: use { opt-tournament-create-seats }:2, ou o sistema suíço.
tournament-bad-rounds = As rodadas vão de 1 a { $most }.
tournament-bad-clock = O relógio de vez vai de 0 (nenhum) a { $most } minutos.
tournament-bad-size = O limite de tamanho vai de 2 a { $most } jogadores.
tournament-bad-start = { opt-tournament-create-starts_in } é em minutos a partir de agora: de 1 a { $most } (uma semana).
tournament-in-thread = Torneios vivem num canal de texto, não num tópico.
tournament-none-playing = Você não joga em nenhum torneio em andamento deste servidor.
tournament-none-hosting = Você não organiza nenhum torneio em andamento deste servidor.
tournament-several-playing = Você joga em vários: diga qual com { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-several-hosting = Você organiza vários: diga qual com { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-called-off = O torneio { $tournament } foi cancelado.
tournament-called-off-playing = O torneio { $tournament } foi cancelado. As mesas dele ainda em jogo ({ $playing }) seguem como partidas comuns.

## a inscrição
tournament-gone = Esse torneio foi cancelado ou não existe mais.
tournament-already-in = Você já está inscrito.
tournament-full = Este torneio está cheio ({ $most } jogadores).
tournament-closed = Este torneio começou: as inscrições estão fechadas.
tournament-leave-started = O torneio começou: /{ cmd-tournament } { cmd-tournament-withdraw } tira você dele.
tournament-not-signed-up = Você não estava inscrito.
tournament-left = Você saiu do torneio { $tournament } antes de ele começar.
tournament-host-only = Só o anfitrião do torneio pode começá-lo.
tournament-started-already = Este torneio já começou.
tournament-too-few = Um torneio precisa de pelo menos dois jogadores.
tournament-wait-for = Uma mesa tem { $seats } lugares: espere mais { $missing }, ou crie o torneio permitindo lugares de IA.
tournament-started = Começou: a primeira rodada está sendo montada.
tournament-started-on-time = Começou no horário marcado: a primeira rodada está sendo montada.
tournament-swiss = sistema suíço
tournament-round-robin = todos contra todos
tournament-ai = lugares de IA completam mesas incompletas
tournament-no-ai = sem lugares de IA
tournament-clock = relógio de { $minutes } min por vez
tournament-no-clock = sem relógio
tournament-rules = { $game }, { $format }, { $rounds } rodadas, { $seats } lugares por mesa, { $clock }, { $ai }.
tournament-starts = Começa sozinho { $when } se até lá houver jogadores suficientes.
tournament-start-passed = Poucos jogadores tinham entrado até o horário de início: ele fica aberto até o anfitrião apertar Começar.
tournament-title = Torneio { $tournament }: { $game }
tournament-hosted = Organizado por { $host }.
tournament-players = **Jogadores:**
tournament-players-most = **Jogadores (no máximo { $most }):**
tournament-nobody = Ninguém ainda.
tournament-footer-timed = Entre para jogar; o anfitrião pode apertar Começar antes do horário de início.
tournament-footer = Entre para jogar; o anfitrião aperta Começar quando todos estiverem dentro.
tournament-join = Entrar
tournament-leave = Sair
tournament-start = Começar

## as rodadas e a classificação
tournament-title-final = Torneio { $tournament }: { $game }, classificação final
tournament-title-round = Torneio { $tournament }: { $game }, rodada { $round } de { $rounds }
tournament-line = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · pontuação { $score }
tournament-line-marked = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · pontuação { $score } ({ $marks })
tournament-byes = { $count ->
    [one] folga
   *[other] { $count } folgas
}
tournament-withdrawn = desistiu
tournament-more = … e mais { $count }.
tournament-points = Pontos: uma vitória 1, um empate ½ (posições divididas em mesas maiores), uma folga 1; empates desfeitos pelo Buchholz, depois pela soma das pontuações das partidas.
tournament-replay = Replay da mesa { $table }
tournament-title-cancelled = Torneio { $tournament }: { $game }, cancelado
tournament-cancelled = O anfitrião cancelou este torneio.
tournament-cancelled-playing = O anfitrião cancelou este torneio. { $playing ->
    [one] A mesa dele ainda em jogo segue como partida comum no tópico dela; o resultado conta como o de qualquer partida, não para o torneio.
   *[other] As { $playing } mesas dele ainda em jogo seguem como partidas comuns nos tópicos delas; os resultados contam como os de qualquer partida, não para o torneio.
}
tournament-thread = { $game } · torneio { $tournament } · rodada { $round }, mesa { $table }
tournament-ai-seat = IA { $seat }
tournament-call = Rodada { $round } do torneio { $tournament }: { $players }.
tournament-no-thread = Não consegui abrir um tópico para uma mesa neste canal (preciso da permissão de criar tópicos públicos aqui), então o torneio para.
tournament-off-in-thread = O torneio { $tournament } foi cancelado: esta partida segue como uma partida comum, e o resultado conta como o de qualquer partida, não para o torneio.
tournament-not-playing = Você não está jogando nesse torneio.
tournament-withdrew = Você desistiu do torneio { $tournament }: a IA joga o seu lugar na sua mesa, e você não será colocado nas próximas rodadas.
