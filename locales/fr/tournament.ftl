# Tournois (bot/tournament/, cogs/tournament.py) : commandes, inscription, classements et réponses.

## les commandes
cmd-tournament = tournoi
    .desc = Tournois : des rondes de tables, un classement
cmd-tournament-create = créer
    .desc = Gestionnaires : ouvrir ici l'inscription à un tournoi
opt-tournament-create-game = jeu
    .desc = Le jeu auquel joue chaque table
opt-tournament-create-format = format
    .desc = swiss (appariés selon le score) ou round-robin (jeux à deux : chacun rencontre chacun une fois)
opt-tournament-create-rounds = rondes
    .desc = Combien de rondes (un toutes-rondes en joue autant qu'il en faut à son plateau)
opt-tournament-create-seats = places
    .desc = Places à chaque table
opt-tournament-create-clock = chrono
    .desc = Le chrono de chaque table, en minutes (0 : aucun)
opt-tournament-create-ai = ia
    .desc = Si des places IA complètent une table qui serait incomplète
opt-tournament-create-size = taille
    .desc = Le nombre maximal de joueurs (vide : sans limite)
opt-tournament-create-starts_in = début_dans
    .desc = Dans combien de minutes il commence tout seul, par ex. 90 (vide : l'hôte le lance)
choice-swiss = Système suisse
choice-round-robin = Toutes rondes
cmd-tournament-withdraw = abandonner
    .desc = Quitter un tournoi où tu joues
opt-tournament-withdraw-tournament = tournoi
    .desc = Le numéro du tournoi (si tu joues dans plusieurs)
cmd-tournament-cancel = annuler
    .desc = Hôte : annuler ton tournoi
opt-tournament-cancel-tournament = tournoi
    .desc = Le numéro du tournoi (si tu en organises plusieurs)

## refus et réponses des commandes
tournament-not-a-manager = Seuls les membres qui peuvent gérer ce serveur, ou qui ont le rôle choisi par ses gestionnaires avec /{ cmd-settings-server } { cmd-settings-server-tournament-hosts }, peuvent créer un tournoi.
tournament-no-game = Aucun jeu ne s'appelle { $name }. Choisis parmi : { $games }.
tournament-bad-format = Le format est swiss ou round-robin.
tournament-bad-seats = { $game } se joue à { $low } à { $high } places par table ; choisis un nombre de places dans cet intervalle.
tournament-robin-seats = Le toutes-rondes est réservé aux tables de deux : prends { opt-tournament-create-seats }:2, ou le système suisse.
tournament-bad-rounds = Les rondes vont de 1 à { $most }.
tournament-bad-clock = Le chrono va de 0 (aucun) à { $most } minutes.
tournament-bad-size = La limite de taille va de 2 à { $most } joueurs.
tournament-bad-start = { opt-tournament-create-starts_in } se compte en minutes à partir de maintenant : 1 à { $most } (une semaine).
tournament-in-thread = Les tournois vivent dans un salon textuel, pas dans un fil.
tournament-none-playing = Tu ne joues dans aucun tournoi en cours sur ce serveur.
tournament-none-hosting = Tu n'organises aucun tournoi en cours sur ce serveur.
tournament-several-playing = Tu joues dans plusieurs : précise lequel avec { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-several-hosting = Tu en organises plusieurs : précise lequel avec { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-called-off = Le tournoi { $tournament } est annulé.
tournament-called-off-playing = Le tournoi { $tournament } est annulé. Ses tables encore en jeu ({ $playing }) continuent comme des parties ordinaires.

## l'inscription
tournament-gone = Ce tournoi a été annulé ou n'existe plus.
tournament-already-in = Tu es déjà inscrit.
tournament-full = Ce tournoi est complet ({ $most } joueurs).
tournament-closed = Ce tournoi a commencé : les inscriptions sont closes.
tournament-leave-started = Le tournoi a commencé : /{ cmd-tournament } { cmd-tournament-withdraw } permet de le quitter.
tournament-not-signed-up = Tu n'étais pas inscrit.
tournament-left = Tu as quitté le tournoi { $tournament } avant son début.
tournament-host-only = Seul l'hôte du tournoi peut le lancer.
tournament-started-already = Ce tournoi a déjà commencé.
tournament-too-few = Un tournoi demande au moins deux joueurs.
tournament-wait-for = Une table a { $seats } places : attends { $missing } joueurs de plus, ou crée le tournoi en autorisant les places IA.
tournament-started = Lancé : la première ronde se met en place.
tournament-started-on-time = Lancé à l'heure prévue : la première ronde se met en place.
tournament-swiss = système suisse
tournament-round-robin = toutes rondes
tournament-ai = des places IA complètent les tables incomplètes
tournament-no-ai = pas de places IA
tournament-clock = chrono de { $minutes } min
tournament-no-clock = pas de chrono
tournament-rules = { $game }, { $format }, { $rounds } rondes, { $seats } places par table, { $clock }, { $ai }.
tournament-starts = Commence tout seul { $when } si assez de joueurs se sont inscrits d'ici là.
tournament-start-passed = Trop peu de joueurs s'étaient inscrits à l'heure prévue : il reste ouvert jusqu'à ce que l'hôte appuie sur Lancer.
tournament-title = Tournoi { $tournament } : { $game }
tournament-hosted = Organisé par { $host }.
tournament-players = **Joueurs :**
tournament-players-most = **Joueurs ({ $most } au plus) :**
tournament-nobody = Personne pour l'instant.
tournament-footer-timed = Inscris-toi pour jouer ; l'hôte peut appuyer sur Lancer avant l'heure prévue.
tournament-footer = Inscris-toi pour jouer ; l'hôte appuie sur Lancer quand tout le monde est là.
tournament-join = S'inscrire
tournament-leave = Se retirer
tournament-start = Lancer

## les rondes et le classement
tournament-title-final = Tournoi { $tournament } : { $game }, classement final
tournament-title-round = Tournoi { $tournament } : { $game }, ronde { $round } sur { $rounds }
tournament-line = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · score { $score }
tournament-line-marked = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · score { $score } ({ $marks })
tournament-byes = { $count ->
    [one] exempt
   *[other] exempt { $count } fois
}
tournament-withdrawn = abandon
tournament-more = … et { $count } de plus.
tournament-points = Points : une victoire 1, une nulle ½ (places partagées aux tables plus grandes), une exemption 1 ; égalités départagées au Buchholz, puis à la somme des scores de partie.
tournament-replay = Revoir la table { $table }
tournament-title-cancelled = Tournoi { $tournament } : { $game }, annulé
tournament-cancelled = L'hôte a annulé ce tournoi.
tournament-cancelled-playing = L'hôte a annulé ce tournoi. { $playing ->
    [one] Sa table encore en jeu continue comme une partie ordinaire dans son fil ; son résultat compte comme celui de n'importe quelle partie, pas pour le tournoi.
   *[other] Ses { $playing } tables encore en jeu continuent comme des parties ordinaires dans leurs fils ; leurs résultats comptent comme ceux de n'importe quelle partie, pas pour le tournoi.
}
tournament-thread = { $game } · tournoi { $tournament } · ronde { $round }, table { $table }
tournament-ai-seat = IA { $seat }
tournament-call = Ronde { $round } du tournoi { $tournament } : { $players }.
tournament-no-thread = Je n'ai pas pu ouvrir de fil pour une table dans ce salon (il me faut le droit de créer des fils publics ici), donc le tournoi s'arrête.
tournament-off-in-thread = Le tournoi { $tournament } a été annulé : cette partie continue comme une partie ordinaire, et son résultat compte comme celui de n'importe quelle partie, pas pour le tournoi.
tournament-not-playing = Tu ne joues pas dans ce tournoi.
tournament-withdrew = Tu as abandonné le tournoi { $tournament } : l'IA joue ta place à ta table, et tu ne seras pas placé dans les rondes suivantes.
