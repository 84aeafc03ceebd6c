# /settings and /settings-server: the answers, the refusals and /settings show
# (bot.server_settings, bot.quiet, cogs/settings.py)

pings-all = when you must act, and when a new phase of your table begins
pings-my_turn = once when you must act
pings-off = never: your DM panels still come, silently
pings-name-all = all
pings-name-my_turn = my turn
pings-name-off = off

settings-pings-refused = Turn pings are one of: all, my turn, off.
settings-pings-set = Turn pings: { $said }.
settings-zone-refused = That is not a time zone I know: pick one from the list (Area/City).
settings-zone-set = Your time zone: { $zone }.
settings-quiet-refused = Quiet hours take two different times, such as from:22:00 to:07:30 (or from:off).
settings-quiet-off = No quiet hours: you are pinged at any time.
settings-quiet-set = Quiet hours: { $from } to { $to } ({ $zone }). Pings wait until they end, and async turn clocks do not run out in them.

settings-language-set = From now on I answer you in English.
settings-language-discord = From now on I answer you in the language of your Discord app ({ $language }).
settings-language-refused = Pick one of the listed languages.
server-language-set = Public messages on this server (lobbies, tables) are now in English.
server-language-discord = Public messages on this server now follow its Discord language ({ $language }).
language-name = English

settings-not-manager = Only this server's managers (the Manage Server permission) can change its settings. /{ cmd-settings } { cmd-settings-show } lists them.
settings-clock-refused = Give either minutes (live tables, 0 to 60) or hours (async tables, 0 to 168), as a whole number.
settings-clock-set = New tables here start with: { $clock }.
settings-expiry-refused = Lobby expiry is a whole number of minutes from { $low } to { $high } (a day).
settings-expiry-set = { $minutes ->
    [one] A lobby nobody starts or touches now closes after { $minutes } minute (from its next click on).
   *[other] A lobby nobody starts or touches now closes after { $minutes } minutes (from its next click on).
}
settings-away-refused = Away days are a whole number from { $low } to { $high }.
settings-away-set = { $days ->
    [one] Players here may now be away { $days } day a year (/{ cmd-away }).
   *[other] Players here may now be away { $days } days a year (/{ cmd-away }).
}
settings-rules-public = /{ cmd-rules } now answers the whole channel (a player can still choose with `public:`).
settings-rules-private = /{ cmd-rules } now answers only the asker (a player can still choose with `public:`).
settings-channel-set = Games are now opened in <#{ $channel }> and its threads.
settings-tournament-role-set = Members with <@&{ $role }> may now create tournaments here, as the managers can.
settings-tournament-role-none = Only members who can manage this server may now create tournaments here.
settings-channel-any = Games may now be opened in any channel.
play-elsewhere = Games on this server are opened in <#{ $channel }> (or a thread in it): use /{ cmd-play } there.

show-pings = **Your turn pings:** { $name } ({ $said })
show-pings-short = **Your turn pings:** { $name }
show-language = **Your language:** { $language }
show-language-discord = **Your language:** your Discord app's ({ $language })
show-clock = **Turn clock of new tables:** { $clock }
show-clock-default = **Turn clock of new tables:** { $clock } (the bot's default)
show-expiry = **Idle lobbies close after:** { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
show-expiry-default = **Idle lobbies close after:** { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} (the bot's default)
show-rules-public = **/{ cmd-rules } answers:** the whole channel (unless `public:` says otherwise)
show-rules-private = **/{ cmd-rules } answers:** only the asker (unless `public:` says otherwise)
show-channel = **Games may be opened:** in <#{ $channel }> and its threads
show-channel-any = **Games may be opened:** in any channel
show-tournament-role = **Who may create tournaments:** the managers and <@&{ $role }>
show-tournament-role-none = **Who may create tournaments:** the managers
show-away-days = **Away days a player may take a year:** { $days }
show-away-days-default = **Away days a player may take a year:** { $days } (the bot's default)
show-server-language = **Public messages are in:** { $language }
show-server-language-discord = **Public messages are in:** { $language } (the server's Discord language)
show-zone = **Your time zone:** { $zone }
show-quiet-none = **Your quiet hours:** none
show-quiet = **Your quiet hours:** { $from }–{ $to } (no pings; async clocks wait)
show-away-until = **Away until:** <t:{ $until }:f> ({ $left ->
    [one] { $left } day left this year
   *[other] { $left } days left this year
})
show-away-left = **Away days left this year:** { $left } of { $allowance }
