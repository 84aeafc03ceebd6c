# Tables d'entraînement (/apprendre : bot.learn, cogs/learn.py) : les extras des
# panneaux, « Suggérer un coup », la règle après un refus et le résumé final

learn-suggest = Suggérer un coup
learn-hint-title = 💡 Conseil d'entraînement
learn-rule-pointer = La règle est dans /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic } ({ $title }, page { $page }) ; le bouton { $button } de ton panneau l'ouvre.
learn-summary-title = { $game } · ta partie d'entraînement
learn-summary-next = Cette partie d'entraînement ne compte ni dans /{ cmd-stats } ni dans /{ cmd-leaderboard }. Prêt pour de vrais adversaires ? /{ cmd-play } { opt-play-game }:{ $game } ouvre une table dans n'importe quel salon ; /{ cmd-learn } { opt-learn-game }:{ $game } lance une autre partie d'entraînement.
learn-started = Ton panneau arrive en MP quand c'est ton tour (ou appuie sur { $panel } sur le message de la table). Dessus, les conseils d'entraînement expliquent les contrôles, **{ $suggest }** (ou la suggestion propre au panneau) montre ce que l'IA jouerait avec tes contrôles et pourquoi, et **{ $help }** ouvre les règles de l'étape. Pas de chrono : prends ton temps.

## « Suggérer un coup » (langue du lecteur)
learn-suggest-move = 🤖 Le coup de l'IA pour toi : **{ $move }**
learn-suggest-how = Sur ton panneau : { $steps }
learn-suggest-why = Pourquoi : { $why }
learn-suggest-own = Ou choisis ton propre coup.
learn-press-typed = **{ $control }** (saisis { $typed })
learn-then = , puis
learn-went-wrong = Quelque chose s'est mal passé de notre côté ; réessaie.
learn-suggest-not-practice = Les suggestions sont réservées aux tables d'entraînement en cours (/{ cmd-learn }).
learn-suggest-stale = Ce panneau n'est plus celui de ton tour actuel ; demande dans ton panneau le plus récent.
