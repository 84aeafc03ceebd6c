# /configurações e /config-servidor

pings-all = quando for a sua vez e quando começar uma nova fase na sua mesa
pings-my_turn = uma vez, quando for a sua vez
pings-off = nunca: seus painéis continuam chegando por mensagem direta, em silêncio
pings-name-all = sempre
pings-name-my_turn = na minha vez
pings-name-off = nunca

settings-pings-refused = Os avisos de vez são: sempre, na minha vez ou nunca.
settings-pings-set = Avisos de vez: { $said }.
settings-zone-refused = Não conheço esse fuso horário: escolha um da lista (Região/Cidade).
settings-zone-set = Seu fuso horário: { $zone }.
settings-quiet-refused = As horas de silêncio precisam de dois horários diferentes, por exemplo de:22:00 até:07:30 (ou de:off).
settings-quiet-off = Sem horas de silêncio: você recebe avisos a qualquer hora.
settings-quiet-set = Horas de silêncio: das { $from } às { $to } ({ $zone }). Os avisos esperam até elas acabarem, e os relógios das partidas assíncronas não se esgotam nelas.

settings-language-set = A partir de agora eu respondo você em português.
settings-language-discord = A partir de agora eu respondo você no idioma do seu app do Discord ({ $language }).
settings-language-refused = Escolha um dos idiomas da lista.
server-language-set = As mensagens públicas deste servidor (salas, mesas) agora estão em português.
server-language-discord = As mensagens públicas deste servidor agora seguem o idioma do Discord dele ({ $language }).
language-name = Português (Brasil)

settings-not-manager = Só quem administra este servidor (permissão “Gerenciar servidor”) pode mudar as configurações dele. /{ cmd-settings } { cmd-settings-show } mostra quais são.
settings-clock-refused = Informe minutos (mesas ao vivo, de 0 a 60) ou horas (mesas assíncronas, de 0 a 168), como número inteiro.
settings-clock-set = As mesas novas daqui começam com: { $clock }.
settings-expiry-refused = A validade de uma sala é um número inteiro de minutos entre { $low } e { $high } (um dia).
settings-expiry-set = { $minutes ->
    [one] Uma sala que ninguém começa nem mexe agora fecha depois de { $minutes } minuto (a partir do próximo clique).
   *[other] Uma sala que ninguém começa nem mexe agora fecha depois de { $minutes } minutos (a partir do próximo clique).
}
settings-away-refused = Os dias de ausência são um número inteiro de { $low } a { $high }.
settings-away-set = { $days ->
    [one] Os jogadores daqui agora podem se ausentar { $days } dia por ano (/{ cmd-away }).
   *[other] Os jogadores daqui agora podem se ausentar { $days } dias por ano (/{ cmd-away }).
}
settings-rules-public = /{ cmd-rules } agora responde ao canal todo (cada um ainda pode escolher com `público:`).
settings-rules-private = /{ cmd-rules } agora responde só a quem pergunta (cada um ainda pode escolher com `público:`).
settings-channel-set = As partidas agora são abertas em <#{ $channel }> e nos tópicos dele.
settings-tournament-role-set = Membros com <@&{ $role }> agora podem criar torneios aqui, como os administradores.
settings-tournament-role-none = Agora só quem pode gerenciar este servidor pode criar torneios aqui.
settings-channel-any = As partidas agora podem ser abertas em qualquer canal.
play-elsewhere = Neste servidor as partidas são abertas em <#{ $channel }> (ou num tópico dele): use /{ cmd-play } lá.

show-pings = **Seus avisos de vez:** { $name } ({ $said })
show-pings-short = **Seus avisos de vez:** { $name }
show-language = **Seu idioma:** { $language }
show-language-discord = **Seu idioma:** o do seu app do Discord ({ $language })
show-clock = **Tempo por turno das mesas novas:** { $clock }
show-clock-default = **Tempo por turno das mesas novas:** { $clock } (padrão do bot)
show-expiry = **Salas paradas fecham depois de:** { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
show-expiry-default = **Salas paradas fecham depois de:** { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} (padrão do bot)
show-rules-public = **/{ cmd-rules } responde a:** o canal todo (a não ser que `público:` diga outra coisa)
show-rules-private = **/{ cmd-rules } responde a:** só quem pergunta (a não ser que `público:` diga outra coisa)
show-channel = **Onde se abrem partidas:** em <#{ $channel }> e nos tópicos dele
show-channel-any = **Onde se abrem partidas:** em qualquer canal
show-tournament-role = **Quem pode criar torneios:** os administradores e <@&{ $role }>
show-tournament-role-none = **Quem pode criar torneios:** os administradores
show-away-days = **Dias de ausência por jogador e por ano:** { $days }
show-away-days-default = **Dias de ausência por jogador e por ano:** { $days } (padrão do bot)
show-server-language = **Mensagens públicas em:** { $language }
show-server-language-discord = **Mensagens públicas em:** { $language } (o idioma do Discord do servidor)
show-zone = **Seu fuso horário:** { $zone }
show-quiet-none = **Suas horas de silêncio:** nenhuma
show-quiet = **Suas horas de silêncio:** { $from }–{ $to } (sem avisos; os relógios assíncronos esperam)
show-away-until = **Ausente até:** <t:{ $until }:f> ({ $left ->
    [one] resta { $left } dia neste ano
   *[other] restam { $left } dias neste ano
})
show-away-left = **Dias de ausência que restam neste ano:** { $left } de { $allowance }
