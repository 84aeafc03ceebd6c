# /paramètres et /paramètres-serveur

pings-all = quand tu dois jouer, et quand une nouvelle phase commence à ta table
pings-my_turn = une fois, quand tu dois jouer
pings-off = jamais : tes panneaux arrivent toujours en message privé, sans bruit
pings-name-all = toujours
pings-name-my_turn = à mon tour
pings-name-off = jamais

settings-pings-refused = Les alertes de tour sont : toujours, à mon tour, jamais.
settings-pings-set = Alertes de tour : { $said }.
settings-zone-refused = Je ne connais pas ce fuseau horaire : choisis-en un dans la liste (Région/Ville).
settings-zone-set = Ton fuseau horaire : { $zone }.
settings-quiet-refused = Les heures calmes demandent deux heures différentes, par exemple début:22:00 fin:07:30 (ou début:off).
settings-quiet-off = Pas d'heures calmes : tu peux être alerté à toute heure.
settings-quiet-set = Heures calmes : de { $from } à { $to } ({ $zone }). Les alertes attendent qu'elles finissent, et les chronos des parties en différé n'expirent pas pendant ce temps.

settings-language-set = Désormais, je te réponds en français.
settings-language-discord = Désormais, je te réponds dans la langue de ton appli Discord ({ $language }).
settings-language-refused = Choisis une des langues proposées.
server-language-set = Les messages publics de ce serveur (tables en attente, tables) sont désormais en français.
server-language-discord = Les messages publics de ce serveur suivent désormais sa langue Discord ({ $language }).
language-name = Français

settings-not-manager = Seuls les gestionnaires de ce serveur (permission « Gérer le serveur ») peuvent changer ses réglages. /{ cmd-settings } { cmd-settings-show } les affiche.
settings-clock-refused = Donne soit des minutes (tables en direct, de 0 à 60), soit des heures (tables en différé, de 0 à 168), en nombre entier.
settings-clock-set = Les nouvelles tables commencent ici avec : { $clock }.
settings-expiry-refused = L'expiration d'une table en attente est un nombre entier de minutes, de { $low } à { $high } (un jour).
settings-expiry-set = { $minutes ->
    [one] Une table en attente que personne ne lance ni ne touche se ferme maintenant après { $minutes } minute (à partir de son prochain clic).
   *[other] Une table en attente que personne ne lance ni ne touche se ferme maintenant après { $minutes } minutes (à partir de son prochain clic).
}
settings-away-refused = Les jours d'absence sont un nombre entier de { $low } à { $high }.
settings-away-set = { $days ->
    [one] Les joueurs d'ici peuvent maintenant s'absenter { $days } jour par an (/{ cmd-away }).
   *[other] Les joueurs d'ici peuvent maintenant s'absenter { $days } jours par an (/{ cmd-away }).
}
settings-rules-public = /{ cmd-rules } répond maintenant à tout le salon (chacun peut encore choisir avec `public:`).
settings-rules-private = /{ cmd-rules } ne répond maintenant qu'à qui le demande (chacun peut encore choisir avec `public:`).
settings-channel-set = Les parties s'ouvrent maintenant dans <#{ $channel }> et ses fils.
settings-tournament-role-set = Les membres avec <@&{ $role }> peuvent désormais créer des tournois ici, comme les gestionnaires.
settings-tournament-role-none = Seuls les membres qui gèrent ce serveur peuvent désormais créer des tournois ici.
settings-channel-any = Les parties peuvent maintenant s'ouvrir dans n'importe quel salon.
play-elsewhere = Sur ce serveur, les parties s'ouvrent dans <#{ $channel }> (ou un de ses fils) : utilise /{ cmd-play } là-bas.

show-pings = **Tes alertes de tour :** { $name } ({ $said })
show-pings-short = **Tes alertes de tour :** { $name }
show-language = **Ta langue :** { $language }
show-language-discord = **Ta langue :** celle de ton appli Discord ({ $language })
show-clock = **Temps par tour des nouvelles tables :** { $clock }
show-clock-default = **Temps par tour des nouvelles tables :** { $clock } (réglage par défaut du bot)
show-expiry = **Les tables en attente inactives se ferment après :** { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
show-expiry-default = **Les tables en attente inactives se ferment après :** { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} (réglage par défaut du bot)
show-rules-public = **/{ cmd-rules } répond à :** tout le salon (sauf si `public:` dit autre chose)
show-rules-private = **/{ cmd-rules } répond à :** qui le demande seulement (sauf si `public:` dit autre chose)
show-channel = **Les parties s'ouvrent :** dans <#{ $channel }> et ses fils
show-channel-any = **Les parties s'ouvrent :** dans n'importe quel salon
show-tournament-role = **Qui peut créer des tournois :** les gestionnaires et <@&{ $role }>
show-tournament-role-none = **Qui peut créer des tournois :** les gestionnaires
show-away-days = **Jours d'absence par joueur et par an :** { $days }
show-away-days-default = **Jours d'absence par joueur et par an :** { $days } (réglage par défaut du bot)
show-server-language = **Messages publics en :** { $language }
show-server-language-discord = **Messages publics en :** { $language } (la langue Discord du serveur)
show-zone = **Ton fuseau horaire :** { $zone }
show-quiet-none = **Tes heures calmes :** aucune
show-quiet = **Tes heures calmes :** { $from }–{ $to } (pas d'alertes ; les chronos en différé attendent)
show-away-until = **Absent jusqu'au :** <t:{ $until }:f> ({ $left ->
    [one] encore { $left } jour cette année
   *[other] encore { $left } jours cette année
})
show-away-left = **Jours d'absence restants cette année :** { $left } sur { $allowance }
