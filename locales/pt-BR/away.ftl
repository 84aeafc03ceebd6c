# /ausência

away-refused-days = A ausência é contada em dias inteiros (0: você voltou).
away-not-away = Você não está ausente.
away-none-left = Você não tem mais dias de ausência neste ano (o servidor permite { $allowance }).
away-only-left = { $left ->
    [one] Só resta { $left } dia de ausência neste ano.
   *[other] Só restam { $left } dias de ausência neste ano.
}
away-back = Bem-vindo de volta: seus relógios voltam a correr.
away-gone = { $left ->
    [one] Você está ausente até <t:{ $until }:f>: os relógios das suas partidas assíncronas esperam por você (os ao vivo, não). Resta { $left } dia de ausência neste ano.
   *[other] Você está ausente até <t:{ $until }:f>: os relógios das suas partidas assíncronas esperam por você (os ao vivo, não). Restam { $left } dias de ausência neste ano.
}
away-told = { $tables ->
    [one] Avisado em { $tables } mesa.
   *[other] Avisado em { $tables } mesas.
}
away-told-all = Suas mesas com relógio por turno foram avisadas.
away-news-gone = 💤 { $name } está ausente: o relógio fica parado até <t:{ $until }:f>.
away-news-back = 👋 { $name } voltou: o relógio volta a correr.
