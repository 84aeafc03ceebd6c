# Regarder les images (bot.looks) : l'image publique d'un joueur et « Voir le mien »
# (langue du lecteur)

look-whose = À qui ?
look-pick = { $label } : choisis un joueur.
look-pick-listed = Choisis un des joueurs de la liste.
look-nothing = Il n'y a rien à montrer pour ce joueur.
look-shown = { $label } : { $name }, tel que tout le monde le voit maintenant.
look-mine-nothing = Il n'y a encore rien à montrer.
look-mine = { $name }, tel qu'il est maintenant (toi seul vois les coups de cette manche).
