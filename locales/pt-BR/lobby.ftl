# A sala de espera de /jogar (bot.lobby)

clock-none = Sem relógio
clock-live = { $minutes ->
    [one] Ao vivo: { $minutes } minuto por turno
   *[other] Ao vivo: { $minutes } minutos por turno
}
clock-async = { $hours ->
    [one] Assíncrona: { $hours } hora por turno
   *[other] Assíncrona: { $hours } horas por turno
}

lobby-title = { $game }: mesa nova
lobby-nobody = Ninguém ainda.
lobby-host-mark = (anfitrião)
lobby-asked-mark = (convidado para a revanche: { lobby-join } guarda o lugar)
lobby-ai-name = IA { $number }
lobby-crowd-seated = { $ais ->
    [0] **{ $count } jogadores sentados**; mesa aberta por <@{ $host }>.
   *[other] **{ $count } jogadores sentados** ({ $ais } jogados pela IA); mesa aberta por <@{ $host }>.
}
lobby-crowd-latest = Os últimos a sentar:
lobby-seats = Lugares
lobby-seats-value = { $count } de { $min } a { $max }
lobby-clock = Tempo por turno
lobby-footer = Mesa { $table } · o anfitrião começa a partida · /{ cmd-rules } jogo:{ $game }
lobby-join = Sentar
lobby-leave = Levantar
lobby-add-ai = Adicionar IA
lobby-start = Começar
lobby-cancel = Cancelar
lobby-pick-clock = Tempo por turno (anfitrião)

lobby-coming = { $game } ainda não dá para jogar aqui, mas está chegando. Enquanto isso, /{ cmd-rules } jogo:{ $key } explica como se joga.
lobby-no-such-game = Não existe nenhum jogo chamado “{ $name }”. Escolha um destes: { $choices }.
lobby-in-dm = As mesas ficam nos canais de um servidor: use /{ cmd-play } num servidor.
lobby-busy = Este canal já tem uma mesa (mesa { $table }). Terminem a partida, peçam ao anfitrião para encerrá-la com /{ cmd-table } { cmd-table-end }, ou joguem em outro canal ou tópico.
lobby-busy-game = Este canal já tem uma mesa de { $game } (mesa { $table }). Terminem a partida, peçam ao anfitrião para encerrá-la com /{ cmd-table } { cmd-table-end }, ou joguem em outro canal ou tópico.
lobby-expired = { $minutes ->
    [one] Esta sala de { $game } se fechou sozinha: ninguém começou nem sentou em { $minutes } minuto. Abram outra com /{ cmd-play }.
   *[other] Esta sala de { $game } se fechou sozinha: ninguém começou nem sentou em { $minutes } minutos. Abram outra com /{ cmd-play }.
}
lobby-expired-title = { $game }: sala fechada
lobby-is-closed = Esta sala está fechada: a partida já começou ou terminou.
lobby-host-only = Só o anfitrião pode fazer isso.
lobby-already-seated = Você já está sentado nesta mesa.
lobby-full = A mesa está cheia ({ $seats } lugares).
lobby-not-seated = Você não está sentado nesta mesa.
lobby-host-stays = O anfitrião não pode se levantar; use { lobby-cancel } para fechar a mesa.
lobby-clock-refused = Escolha um dos tempos por turno da lista.
lobby-cancelled-title = { $game }: mesa cancelada
lobby-cancelled = { $name } fechou a sala.
lobby-wait-asked = { $game } precisa de pelo menos { $min } jogadores: espere os convidados apertarem { lobby-join }.
lobby-left-out = Ficaram de fora por não confirmar: { $names }.
lobby-too-few = { $game } precisa de pelo menos { $min } jogadores.
lobby-started-title = { $game }: a partida começou
lobby-practice-started-title = { $game }: a partida de treino começou
lobby-started = Jogadores: { $players }
    Tempo por turno: { $clock }
lobby-crowd-players = { $count }; apertem { $play } na mensagem de cada rodada
