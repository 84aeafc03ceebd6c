# Suivre une table de l'extérieur

follow-button = Suivre
follow-count = { $count ->
    [one] { $count } personne suit
   *[other] { $count } personnes suivent
}
follow-unfollow = Ne plus suivre
follow-end-only = Seulement la fin
follow-rounds = Chaque manche aussi
follow-seated = Tu joues à cette table : tu es déjà tenu au courant.
follow-offer = Suivre la table { $table } : je peux t'envoyer un message privé à la fin de la partie, ou aussi après chaque manche.
follow-not-this-table = Ce bouton ne fait pas partie de cette table.
follow-set-end = Tu suis la table { $table } : je t'enverrai un message privé à la fin de la partie.
follow-set-rounds = Tu suis la table { $table } : je t'enverrai un message privé après chaque manche et à la fin de la partie.
follow-dms-were-closed = Tes messages privés m'étaient fermés jusqu'ici ; ouvre-les pour ce serveur, s'il te plaît.
follow-stopped = Tu ne suis plus la table { $table }.
follow-was-not = Tu ne suivais pas la table { $table }.
follow-round-over = Table { $table } : la manche { $round } est terminée.
follow-game-over = La partie de { $game } à la table { $table } est terminée. Les scores finaux :
