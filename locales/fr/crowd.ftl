# Une table en foule (bot.crowd) : un message public par manche, les réponses à ses
# joueurs et « Mon rang et ma feuille » sur le message final

crowd-play = Jouer cette manche
crowd-sheet = Mon rang et ma feuille
crowd-round-over = Cette manche est finie, ce panneau ne joue plus. Appuie sur **{ $play }** sur le message de la manche la plus récente dans le salon.
crowd-time-out-status = Temps écoulé pour { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} : { $note }. La table continue plus bas.
crowd-time-out-title = { $game } · temps écoulé
crowd-time-out-panel = Le chrono de cette manche s'est écoulé avant ta validation, donc { $note }. Appuie sur **{ $play }** sur le message de la manche la plus récente pour jouer la suivante.
crowd-no-scores = Les scores de cette table ne sont pas disponibles.
crowd-no-sheet = Tu n'as pas joué à cette table, elle n'a donc pas de feuille à toi.
