# /ajustes y /ajustes-servidor

pings-all = cuando te toca jugar y cuando empieza una nueva fase en tu mesa
pings-my_turn = una vez, cuando te toca jugar
pings-off = nunca: tus paneles siguen llegando por mensaje privado, sin aviso
pings-name-all = siempre
pings-name-my_turn = en mi turno
pings-name-off = nunca

settings-pings-refused = Los avisos de turno son: siempre, en mi turno o nunca.
settings-pings-set = Avisos de turno: { $said }.
settings-zone-refused = No conozco esa zona horaria: elige una de la lista (Región/Ciudad).
settings-zone-set = Tu zona horaria: { $zone }.
settings-quiet-refused = Las horas de silencio necesitan dos horas distintas, por ejemplo desde:22:00 hasta:07:30 (o desde:off).
settings-quiet-off = Sin horas de silencio: te avisaremos a cualquier hora.
settings-quiet-set = Horas de silencio: de { $from } a { $to } ({ $zone }). Los avisos esperan a que terminen, y los relojes de las partidas asíncronas no se agotan durante ellas.

settings-language-set = A partir de ahora te respondo en español.
settings-language-discord = A partir de ahora te respondo en el idioma de tu app de Discord ({ $language }).
settings-language-refused = Elige uno de los idiomas de la lista.
server-language-set = Los mensajes públicos de este servidor (salas, mesas) están ahora en español.
server-language-discord = Los mensajes públicos de este servidor siguen ahora su idioma de Discord ({ $language }).
language-name = Español

settings-not-manager = Solo quien administra este servidor (permiso «Gestionar servidor») puede cambiar sus ajustes. /{ cmd-settings } { cmd-settings-show } los muestra.
settings-clock-refused = Indica minutos (mesas en directo, de 0 a 60) u horas (mesas asíncronas, de 0 a 168), como número entero.
settings-clock-set = Las mesas nuevas de aquí empiezan con: { $clock }.
settings-expiry-refused = La caducidad de una sala es un número entero de minutos entre { $low } y { $high } (un día).
settings-expiry-set = { $minutes ->
    [one] Una sala que nadie empieza ni toca se cierra ahora tras { $minutes } minuto (a partir de su próximo clic).
   *[other] Una sala que nadie empieza ni toca se cierra ahora tras { $minutes } minutos (a partir de su próximo clic).
}
settings-away-refused = Los días de ausencia son un número entero de { $low } a { $high }.
settings-away-set = { $days ->
    [one] Los jugadores de aquí pueden ausentarse ahora { $days } día al año (/{ cmd-away }).
   *[other] Los jugadores de aquí pueden ausentarse ahora { $days } días al año (/{ cmd-away }).
}
settings-rules-public = /{ cmd-rules } responde ahora a todo el canal (cada jugador puede elegir con `público:`).
settings-rules-private = /{ cmd-rules } responde ahora solo a quien pregunta (cada jugador puede elegir con `público:`).
settings-channel-set = Las partidas se abren ahora en <#{ $channel }> y sus hilos.
settings-tournament-role-set = Los miembros con <@&{ $role }> ya pueden crear torneos aquí, igual que los administradores.
settings-tournament-role-none = Ahora solo quienes pueden gestionar este servidor pueden crear torneos aquí.
settings-channel-any = Las partidas se pueden abrir ahora en cualquier canal.
play-elsewhere = En este servidor las partidas se abren en <#{ $channel }> (o en uno de sus hilos): usa /{ cmd-play } allí.

show-pings = **Tus avisos de turno:** { $name } ({ $said })
show-pings-short = **Tus avisos de turno:** { $name }
show-language = **Tu idioma:** { $language }
show-language-discord = **Tu idioma:** el de tu app de Discord ({ $language })
show-clock = **Tiempo por turno de las mesas nuevas:** { $clock }
show-clock-default = **Tiempo por turno de las mesas nuevas:** { $clock } (el del bot por defecto)
show-expiry = **Las salas sin actividad se cierran tras:** { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
show-expiry-default = **Las salas sin actividad se cierran tras:** { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} (el del bot por defecto)
show-rules-public = **/{ cmd-rules } responde a:** todo el canal (salvo que `público:` diga otra cosa)
show-rules-private = **/{ cmd-rules } responde a:** solo quien pregunta (salvo que `público:` diga otra cosa)
show-channel = **Dónde se abren partidas:** en <#{ $channel }> y sus hilos
show-channel-any = **Dónde se abren partidas:** en cualquier canal
show-tournament-role = **Quién puede crear torneos:** los administradores y <@&{ $role }>
show-tournament-role-none = **Quién puede crear torneos:** los administradores
show-away-days = **Días de ausencia por jugador y año:** { $days }
show-away-days-default = **Días de ausencia por jugador y año:** { $days } (el del bot por defecto)
show-server-language = **Mensajes públicos en:** { $language }
show-server-language-discord = **Mensajes públicos en:** { $language } (el idioma de Discord del servidor)
show-zone = **Tu zona horaria:** { $zone }
show-quiet-none = **Tus horas de silencio:** ninguna
show-quiet = **Tus horas de silencio:** { $from }–{ $to } (sin avisos; los relojes asíncronos esperan)
show-away-until = **Ausente hasta:** <t:{ $until }:f> ({ $left ->
    [one] te queda { $left } día este año
   *[other] te quedan { $left } días este año
})
show-away-left = **Días de ausencia que te quedan este año:** { $left } de { $allowance }
