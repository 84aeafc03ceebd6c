# /einstellungen und /server-einstellungen

pings-all = wenn du am Zug bist und wenn an deinem Tisch eine neue Phase beginnt
pings-my_turn = einmal, wenn du am Zug bist
pings-off = nie: deine Panels kommen weiter per DM, nur ohne Hinweis
pings-name-all = immer
pings-name-my_turn = mein Zug
pings-name-off = aus

settings-pings-refused = Zug-Hinweise sind eins von: immer, mein Zug, aus.
settings-pings-set = Zug-Hinweise: { $said }.
settings-zone-refused = Diese Zeitzone kenne ich nicht: wähle eine aus der Liste (Gebiet/Stadt).
settings-zone-set = Deine Zeitzone: { $zone }.
settings-quiet-refused = Eine Ruhezeit braucht zwei verschiedene Uhrzeiten, etwa von:22:00 bis:07:30 (oder von:off).
settings-quiet-off = Keine Ruhezeit: du bekommst Hinweise zu jeder Zeit.
settings-quiet-set = Ruhezeit: { $from } bis { $to } ({ $zone }). Hinweise warten, bis sie vorbei ist, und die Uhren von Fernpartien laufen in ihr nicht ab.

settings-language-set = Ab jetzt antworte ich dir auf Deutsch.
settings-language-discord = Ab jetzt antworte ich dir in der Sprache deiner Discord-App ({ $language }).
settings-language-refused = Wähle eine der angebotenen Sprachen.
server-language-set = Öffentliche Nachrichten auf diesem Server (Lobbys, Tische) sind jetzt auf Deutsch.
server-language-discord = Öffentliche Nachrichten auf diesem Server folgen jetzt seiner Discord-Sprache ({ $language }).
language-name = Deutsch

settings-not-manager = Nur wer diesen Server verwaltet (Berechtigung „Server verwalten“), kann seine Einstellungen ändern. /{ cmd-settings } { cmd-settings-show } zeigt sie.
settings-clock-refused = Gib entweder Minuten (Live-Tische, 0 bis 60) oder Stunden (Fernpartien, 0 bis 168) an, als ganze Zahl.
settings-clock-set = Neue Tische beginnen hier mit: { $clock }.
settings-expiry-refused = Der Lobby-Ablauf ist eine ganze Zahl von Minuten zwischen { $low } und { $high } (ein Tag).
settings-expiry-set = { $minutes ->
    [one] Eine Lobby, die niemand startet oder anfasst, schließt sich jetzt nach { $minutes } Minute (ab ihrem nächsten Klick).
   *[other] Eine Lobby, die niemand startet oder anfasst, schließt sich jetzt nach { $minutes } Minuten (ab ihrem nächsten Klick).
}
settings-away-refused = Abwesenheitstage sind eine ganze Zahl von { $low } bis { $high }.
settings-away-set = { $days ->
    [one] Spieler hier dürfen jetzt { $days } Tag im Jahr abwesend sein (/{ cmd-away }).
   *[other] Spieler hier dürfen jetzt { $days } Tage im Jahr abwesend sein (/{ cmd-away }).
}
settings-rules-public = /{ cmd-rules } antwortet jetzt dem ganzen Kanal (wer fragt, kann mit `öffentlich:` anders wählen).
settings-rules-private = /{ cmd-rules } antwortet jetzt nur dem, der fragt (wer fragt, kann mit `öffentlich:` anders wählen).
settings-channel-set = Spiele werden jetzt in <#{ $channel }> und seinen Threads eröffnet.
settings-tournament-role-set = Mitglieder mit <@&{ $role }> dürfen hier jetzt Turniere anlegen, wie die Verwalter.
settings-tournament-role-none = Nur Mitglieder, die diesen Server verwalten dürfen, können hier jetzt Turniere anlegen.
settings-channel-any = Spiele dürfen jetzt in jedem Kanal eröffnet werden.
play-elsewhere = Auf diesem Server werden Spiele in <#{ $channel }> (oder einem Thread darin) eröffnet: nutze /{ cmd-play } dort.

show-pings = **Deine Zug-Hinweise:** { $name } ({ $said })
show-pings-short = **Deine Zug-Hinweise:** { $name }
show-language = **Deine Sprache:** { $language }
show-language-discord = **Deine Sprache:** die deiner Discord-App ({ $language })
show-clock = **Zugzeit neuer Tische:** { $clock }
show-clock-default = **Zugzeit neuer Tische:** { $clock } (Standard des Bots)
show-expiry = **Unberührte Lobbys schließen nach:** { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
show-expiry-default = **Unberührte Lobbys schließen nach:** { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} (Standard des Bots)
show-rules-public = **/{ cmd-rules } antwortet:** dem ganzen Kanal (außer `öffentlich:` sagt etwas anderes)
show-rules-private = **/{ cmd-rules } antwortet:** nur dem, der fragt (außer `öffentlich:` sagt etwas anderes)
show-channel = **Spiele dürfen eröffnet werden:** in <#{ $channel }> und seinen Threads
show-channel-any = **Spiele dürfen eröffnet werden:** in jedem Kanal
show-tournament-role = **Wer Turniere anlegen darf:** die Verwalter und <@&{ $role }>
show-tournament-role-none = **Wer Turniere anlegen darf:** die Verwalter
show-away-days = **Abwesenheitstage pro Spieler und Jahr:** { $days }
show-away-days-default = **Abwesenheitstage pro Spieler und Jahr:** { $days } (Standard des Bots)
show-server-language = **Öffentliche Nachrichten auf:** { $language }
show-server-language-discord = **Öffentliche Nachrichten auf:** { $language } (die Discord-Sprache des Servers)
show-zone = **Deine Zeitzone:** { $zone }
show-quiet-none = **Deine Ruhezeit:** keine
show-quiet = **Deine Ruhezeit:** { $from }–{ $to } (keine Hinweise; Fernpartie-Uhren warten)
show-away-until = **Abwesend bis:** <t:{ $until }:f> ({ $left ->
    [one] noch { $left } Tag in diesem Jahr
   *[other] noch { $left } Tage in diesem Jahr
})
show-away-left = **Übrige Abwesenheitstage in diesem Jahr:** { $left } von { $allowance }
