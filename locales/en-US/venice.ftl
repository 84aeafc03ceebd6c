# Forget Venice (gameuis.venice): a seat's panel (its reader's language), the table's
# status and final message (the server's), the refusals, the AI's reasons; the Decktet's
# suits, ranks and cards as the panel names them.

## The suits: their names, and the two letters the panel and the pictures mark them with

venice-suit-moons = Moons
venice-suit-suns = Suns
venice-suit-waves = Waves
venice-suit-leaves = Leaves
venice-suit-wyrms = Wyrms
venice-suit-knots = Knots
venice-mark-moons = Mo
venice-mark-suns = Su
venice-mark-waves = Wa
venice-mark-leaves = Le
venice-mark-wyrms = Wy
venice-mark-knots = Kn

## The ranks a card is marked with besides its number

venice-rank-ace = A
venice-rank-ace-name = Ace
venice-rank-pawn = Pawn
venice-rank-court = Court
venice-rank-crown = Crown

## The cards (an Ace is named by its suit)

venice-card-author = Author
venice-card-desert = Desert
venice-card-origin = Origin
venice-card-journey = Journey
venice-card-painter = Painter
venice-card-savage = Savage
venice-card-mountain = Mountain
venice-card-sailor = Sailor
venice-card-battle = Battle
venice-card-forest = Forest
venice-card-discovery = Discovery
venice-card-soldier = Soldier
venice-card-lunatic = Lunatic
venice-card-penitent = Penitent
venice-card-market = Market
venice-card-chance-meeting = Chance Meeting
venice-card-castle = Castle
venice-card-cave = Cave
venice-card-diplomat = Diplomat
venice-card-mill = Mill
venice-card-betrayal = Betrayal
venice-card-pact = Pact
venice-card-merchant = Merchant
venice-card-darkness = Darkness
venice-card-harvest = Harvest
venice-card-watchman = Watchman
venice-card-light-keeper = Light Keeper
venice-card-consul = Consul
venice-card-rite = Rite
venice-card-window = Window
venice-card-huntress = Huntress
venice-card-bard = Bard
venice-card-sea = Sea
venice-card-end = End
venice-card-calamity = Calamity
venice-card-windfall = Windfall

## The panel

venice-panel-title = Forget Venice · half { $half } · round { $round } · { $name }
venice-pairs = Your pairs this half: { $pairs } · your score so far: { $score }
venice-over = The game is over.
venice-waiting = Waiting for { $name }.
venice-nobody = nobody
venice-nothing = nothing
venice-take-intro = **Take a pile.** What each would add to your score this half:
venice-take = Take pile { $pile } ({ $gain })
venice-take-plain = Take { $pile }
venice-cut-intro = **Cut the seven cards into three piles.** Pick pile A, then pile B; the rest is pile C. The others choose first; you keep the last pile.
venice-cut-not-ready = _Every pile needs at least one card._
venice-ai-cut = **The AI's cut.** { $why }
venice-pick-a = Pile A: pick its cards…
venice-picked-a = Pile A: { $count ->
    [one] { $count } card
   *[other] { $count } cards
} · change…
venice-pick-b = Pile B: pick its cards (the rest is C)…
venice-confirm-cut = Confirm the cut
venice-suggest-cut = Suggest a cut
venice-clear = Clear

## Refusals (the clicker's language)

venice-refused-outdated = That control is out of date; use your newest panel.
venice-refused-pick = Pick cards from the list offered.
venice-refused-no-cut = There is nothing to cut right now.
venice-refused-unknown = That button is not part of this game.

## The status (the server's language)

venice-status-title = Forget Venice · half { $half } · round { $round }
venice-distributor = Distributor: **{ $name }**
venice-cutting = **{ $name }** is cutting these cards into three piles:
venice-choosing = **{ $name }** chooses a pile.
venice-taken-by = { $pile } — taken by { $name }
venice-earlier = { $score } (+{ $earlier } earlier)
venice-half-so-far = This half so far: { $scores }
venice-open-panel = Open my panel
venice-clock = Turn clock
venice-clock-ends = ends { $when }
venice-footer = Table { $table } · act in your panel (DM or the button)

## The final message

venice-final-title = Forget Venice · final scores
venice-half-line = Half { $half }: I { $one } + II { $two } + III { $three } = { $total }
venice-ties = Ties go to the second half's score, then its criterion III.

## The AI's reasons ("Suggest a cut", "Suggest a move")

venice-gain-fewer = fewer of { $first } and { $second }
venice-gain-against = { $first } against { $second }
venice-gain-run = a run in { $first } or { $second }
venice-gain-part = { $criterion }, { $what } { $change }
venice-gain-none = no criterion changes
venice-why-best = Pile { $pile } adds { $gain } this half ({ $how }).
venice-why-best-of-many = Pile { $pile } adds { $gain } this half ({ $how }), the most of the piles left.
venice-why-keep-from-distributor = Pile { $best } would add { $best-gain } for you, but it would leave { $name } pile { $left }, worth { $left-gain } to them; taking pile { $pile } ({ $gain }) leaves them pile { $other } ({ $other-gain }). A point kept from them is worth most of a point of your own.
venice-why-keep-from-others = Pile { $best } would add { $best-gain } for you, but then { $lost-to } would gain { $lost }; with pile { $pile } ({ $gain }) the most anyone else gains is { $kept } ({ $kept-to }). A point kept from the others is worth most of a point of your own.
venice-why-cut = { $one } would likely take pile { $first } ({ $first-gain } for them) and { $two } pile { $second } ({ $second-gain }), leaving you pile { $last } ({ $last-gain }); of every cut, this one does best for you against the best of the others.

## The round's picture

venice-pic-title = Half { $half } · Round { $round } of { $rounds }
venice-pic-over = The game is over
venice-pic-cutting = { $name } cuts the cards into three piles
venice-pic-choosing = { $name } chooses a pile
venice-pic-pile = Pile { $pile } · { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
venice-pic-taken-by = taken by { $name }
venice-pic-collections = Collections · half { $half }
venice-pic-collections-scored = Collections · half { $half } (scored)
venice-pic-to-act = { $name } · to act
venice-pic-half-total = half { $half }: { $total }
venice-pic-this-half = { $total } this half
venice-pic-smaller = smaller count: { $count }
venice-pic-difference = difference: { $count }
venice-pic-run-in = run { $low }-{ $high } in { $suit }
venice-pic-run-of = run of { $count }
venice-pic-final-title = Forget Venice · final scores
venice-pic-half = Half { $half }
venice-pic-total = Total
