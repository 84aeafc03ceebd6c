# Mesas de treino (/aprender: bot.learn, cogs/learn.py): os extras dos painéis, "Sugerir
# uma jogada", a regra depois de uma recusa e o resumo no fim

learn-suggest = Sugerir uma jogada
learn-hint-title = 💡 Dica de treino
learn-rule-pointer = A regra está em /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic } ({ $title }, página { $page }); o botão { $button } do seu painel abre essa página.
learn-summary-title = { $game } · sua partida de treino
learn-summary-next = Esta partida de treino não conta em /{ cmd-stats } nem em /{ cmd-leaderboard }. Pronto para jogar com gente? /{ cmd-play } { opt-play-game }:{ $game } abre uma mesa em qualquer canal; /{ cmd-learn } { opt-learn-game }:{ $game } joga outra partida de treino.
learn-started = Seu painel chega por DM quando for a sua vez (ou aperte { $panel } na mensagem da mesa). Nele, as dicas de treino explicam os controles, **{ $suggest }** (ou a sugestão do próprio painel) mostra o que a IA jogaria com os seus controles e por quê, e **{ $help }** abre as regras da etapa. Sem relógio: jogue com calma.

## "Sugerir uma jogada" (idioma de quem lê)
learn-suggest-move = 🤖 A jogada da IA para você: **{ $move }**
learn-suggest-how = No seu painel: { $steps }
learn-suggest-why = Por quê: { $why }
learn-suggest-own = Ou escolha a sua própria jogada.
learn-press-typed = **{ $control }** (digite { $typed })
learn-then = , depois
learn-went-wrong = Algo deu errado do nosso lado; tente de novo.
learn-suggest-not-practice = Sugestões são para mesas de treino em jogo (/{ cmd-learn }).
learn-suggest-stale = Este painel não é mais o da sua vez atual; peça no seu painel mais recente.
