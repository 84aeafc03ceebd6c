# Ver imagens (bot.looks): a imagem pública de um jogador e "Ver o meu" (idioma de quem lê)

look-whose = De quem?
look-pick = { $label }: escolha um jogador.
look-pick-listed = Escolha um dos jogadores da lista.
look-nothing = Não há nada para mostrar desse jogador.
look-shown = { $label }: { $name }, como todos podem ver agora.
look-mine-nothing = Ainda não há nada para mostrar.
look-mine = { $name }, como está agora (só você vê as jogadas desta rodada).
