# /rules (cogs/rules.py) : les mots autour des pages de règles d'un jeu ; les pages
# elles-mêmes sont dans data/rules/fr/<game>.json.

rules-prev = ◀ Précédente
rules-next = Suivante ▶
rules-topic-placeholder = Aller à un thème
rules-pages = { $count ->
    [one] 1 page
   *[other] { $count } pages
}
rules-footer = Page { $page }/{ $pages } · /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic }
rules-choice = { $game } · { $players } joueurs
rules-no-game = Je ne connais aucun jeu nommé `{ $name }`. Essayez plutôt : { $choices }.
rules-no-topic = { $game } n'a pas de thème `{ $name }`. Ses thèmes : { $topics }.
rules-gone = Ces règles ne sont plus disponibles. Rouvrez-les avec /{ cmd-rules }.
