# /mesa: as respostas, as recusas e as notícias que ela dá na mesa

table-none-here = Não há mesa neste canal. Abra uma com /{ cmd-play }.
table-host-only = Só o anfitrião desta mesa pode fazer isso.
table-not-started = A partida ainda não começou.

table-status-head = **{ $game }**, mesa { $table }, { $state }
table-state-lobby = esperando jogadores
table-state-running = em andamento
table-state-finished = terminada
table-state-cancelled = encerrada
table-status-clock = Tempo por turno: { $clock }
table-status-ai = { $name } (IA)
table-status-ends = Este turno termina <t:{ $when }:R>.

table-ai-no-seat = Esse membro não tem um lugar próprio nesta mesa.
table-ai-plays = Agora a IA joga no lugar de { $name }, que pode retomá-lo com /{ cmd-table } { cmd-table-rejoin }.
table-rejoin-no-seat = A IA não está jogando nenhum lugar seu nesta mesa.
table-rejoined = Bem-vindo de volta, { $name }: seu lugar é seu de novo.

table-ending = Encerrando a mesa.
table-ended-by = { $name } encerrou esta mesa.
table-ended = { $name } encerrou a mesa { $table } de { $game }.
table-ended-scores = { $name } encerrou a mesa { $table } de { $game }. A pontuação até ali:

clock-refused-either = Informe minutos (ao vivo, 0 a 60) ou horas (assíncrona, 0 a 168), não os dois.
clock-refused-whole = O relógio usa números inteiros.
clock-refused-minutes = Os minutos vão de 0 (sem relógio) a 60.
clock-refused-hours = As horas vão de 0 (sem relógio) a 168.
table-clock-set = Tempo por turno: { $clock }.
table-clock-news = { $name } mudou o relógio. Tempo por turno: { $clock }.
