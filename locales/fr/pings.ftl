# Notifications de tour (bot.pings) : la mention d'un nouveau tour ou d'une nouvelle phase
# dans le salon (langue de la table), et la première ligne d'un panneau en MP qui sert de
# notification (langue du panneau)

ping-turn = 🔔 { $who } : à toi de jouer dans **{ $game }** (table { $table }) : { $link }
ping-phase = 🔔 { $who } : **{ $game }** (table { $table }) passe à une nouvelle phase : { $link }
ping-dm = 🔔 À toi de jouer dans **{ $game }** (table { $table }) dans { $channel } : { $link }
