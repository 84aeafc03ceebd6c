# /rules (cogs/rules.py): the words around a game's rules pages; the pages themselves are
# in data/rules/<game>.json (English) and data/rules/<locale>/<game>.json.

rules-prev = ◀ Previous
rules-next = Next ▶
rules-topic-placeholder = Jump to a topic
rules-pages = { $count ->
    [one] 1 page
   *[other] { $count } pages
}
rules-footer = Page { $page }/{ $pages } · /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic }
rules-choice = { $game } · { $players } players
rules-no-game = I don't know a game called `{ $name }`. Try one of: { $choices }.
rules-no-topic = { $game } has no topic `{ $name }`. Its topics: { $topics }.
rules-gone = These rules are not available any more. Open them again with /{ cmd-rules }.
