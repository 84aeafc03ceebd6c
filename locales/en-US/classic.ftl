# Venn Classic (gameuis.classic): a seat's panel (its reader's language), the table's status
# and final message (the server's), the refusals (the engine's rules too), the moves told by
# "Suggest a move" with the AI's reasons, and the words drawn in its pictures (classic-pic-…).

## Cards and colours

classic-colour-red = red
classic-colour-yellow = yellow
classic-colour-blue = blue
classic-colour-orange = orange
classic-colour-green = green
classic-colour-purple = purple
# a card: its two circles and, in brackets, their overlap
classic-card = { $first } + { $second } ({ $overlap })
classic-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## The panel

classic-panel-title = Venn Classic · round { $round } · your hand
classic-counts = Hand: { $hand }; placed: { $placed }; discard pile: { $discard }
classic-called = Called: **{ $colour }**, { $cards }
classic-highest = Highest bid: { $name } { $amount }
classic-you-out = You are out of this game.
classic-over = The game is over.
classic-waiting-for = Waiting for { $name }.
classic-waiting-others = Waiting for the others.
classic-you-call = **You are the start player:** call a colour, then a count.
classic-you-place = **Place { $cards }** face down.
classic-you-bid = **Your bid:** raise (optionally pushing cards forward first) or pass.
classic-pushing = Pushing: { $cards }
classic-slot = card { $slot }
classic-you-turn = **Turn cards over** until { $amount } show { $colour }.
classic-you-recover = **You won the challenge.** Take { $cards } back from your discard pile (once per game) so nobody loses cards, or decline.
classic-you-discard = **You lose { $cards }:** choose which go to your discard pile.
classic-colour-menu = Call a colour…
classic-count-menu = How many cards ({ $colour })?
classic-place-menu = Choose { $cards } to place…
classic-push-menu = Push cards forward (optional)…
classic-raise-menu = Raise to… ({ $low }-{ $high })
classic-bid-option = Bid { $amount }
classic-turn-menu = Turn over…
classic-recover-menu = Take back { $cards }…
classic-discard-menu = Discard { $cards }…
classic-card-option = Card { $number }: { $card }
classic-turn-own-placed = your placed card { $slot }
classic-turn-own-pushed = your pushed card { $slot }
classic-turn-placed = { $name }'s placed card { $slot }
classic-turn-pushed = { $name }'s pushed card { $slot }
classic-back = Back
classic-clear-pushes = Clear pushes
classic-pass = Pass
classic-decline = Decline
classic-open-panel = Show my hand
classic-and = { $first } and { $second }

## Refusals

classic-refused-choice = That choice is not valid; pick one of the listed options.
classic-refused-control = That control is not part of Venn Classic.
# the engine's rules (games.classic.refusals), as a player is refused by them
classic-rule-not-classic = This is not a Venn Classic game.
classic-rule-game-over = The game is over.
classic-rule-no-seat = You do not have a seat at this table.
classic-rule-out = You are out of the game: you have no cards left.
classic-rule-recover-no-challenge = Cards are recovered only after a challenge, by the player who won it.
classic-rule-recover-own-goal = You failed on your own pushed card: a challenger who does that cannot recover.
classic-rule-recover-not-winner = Only the winner of the challenge may recover cards.
classic-rule-recover-used = You already recovered cards once: recovery is once per game.
classic-rule-recover-empty = Your discard pile is empty: there is nothing to recover.
classic-rule-recover-full = Your hand is full: a hand never holds more than six cards.
classic-rule-recover-declined = You already decided not to recover this round.
classic-rule-phase-place-first = It is the placing phase: place your cards face down first.
classic-rule-phase-call = The start player opens this round by calling a colour and a count.
classic-rule-phase-place = It is the placing phase: place your cards face down.
classic-rule-phase-bid = It is the bidding phase: bid (pushing cards if you like) or pass.
classic-rule-phase-challenge = The challenger is turning cards over.
classic-rule-phase-recover = The winner of the challenge is deciding whether to recover cards.
classic-rule-phase-discard = It is the discard phase: the losers choose the cards they lose.
classic-rule-wait-call = The start player calls the colour and count this round.
classic-rule-wait-placed = You already placed your cards this round: wait for the others.
classic-rule-wait-highest = You hold the highest bid: you cannot raise your own bid.
classic-rule-wait-passed = You passed: you may bid again only after another player raises.
classic-rule-wait-bid = It is another player's turn to bid or pass.
classic-rule-wait-challenge = Only the challenger turns cards over.
classic-rule-wait-recover = Only the winner of the challenge decides on recovering cards.
classic-rule-wait-no-loss = You do not lose any cards this round.
classic-rule-wait-discarded = You already chose your discards: wait for the others.
classic-rule-call-colour = Name one of the six colours: red, yellow, blue, orange, green or purple.
classic-rule-call-count = The count must be a whole number from { $low } to { $high }.
classic-rule-place-list = Name the cards to place from your hand.
classic-rule-place-all = You hold only { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: place all of them.
classic-rule-place-exactly = The count is { $called }: place exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
classic-rule-place-twice = Each card can be placed only once.
classic-rule-place-not-held = You can only place cards from your own hand.
classic-rule-push-list = Name the cards to push among your placed cards.
classic-rule-push-none = You have no placed cards to push.
classic-rule-push-slot = You have no placed card { $slot }: you placed { $places ->
    [one] only one card
   *[other] { $places } cards
}.
classic-rule-push-again = Your placed card { $slot } is already pushed: pushed cards stay pushed.
classic-rule-push-twice = Each card can be pushed only once.
classic-rule-bid-number = A bid is a whole number of cards, 0 or more.
classic-rule-bid-below-pushed = Your bid must be at least { $count }: a bid may not be lower than the number of cards you have pushed.
classic-rule-bid-not-higher = A raise must be higher than the current bid of { $count }.
classic-rule-bid-too-high = Your bid may be at most { $count }: your pushed cards plus every other player's placed cards.
classic-rule-pass-push = You can push cards only together with a bid, not with a pass.
classic-rule-pass-open = The start player must open the bidding (a bid of 0 is allowed).
classic-rule-turn-name = Name the card to turn by its owner and its place.
classic-rule-turn-no-card = That player has no placed card { $slot }.
classic-rule-turn-again = That card is already turned over.
classic-rule-turn-unpushed = You may never turn your own placed cards that you did not push.
classic-rule-turn-own-first = Turn all your own pushed cards first ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
} still face down).
classic-rule-recover-list = Name the cards to take back from your discard pile.
classic-rule-recover-exactly = Take back exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
classic-rule-recover-exactly-limit = Take back exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
} (fewer than two: your discard pile or the six-card hand limit allows no more).
classic-rule-recover-twice = Each card can be taken back only once.
classic-rule-recover-not-held = You can only take back cards from your own discard pile.
classic-rule-discard-list = Name the cards to lose from your hand.
classic-rule-discard-all = You hold only { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: you lose all of them.
classic-rule-discard-exactly = Choose exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to lose.
classic-rule-discard-twice = Each card can be discarded only once.
classic-rule-discard-not-held = You can only discard cards from your own hand.
classic-rule-not-a-move = That is not a move of Venn Classic.
classic-rule-unknown-move = That is not a move of Venn Classic.

## The status (the table's channel)

classic-status-title = Venn Classic · round { $round } · { $part }
classic-part-open = placing
classic-part-bid = bidding
classic-part-challenge = challenge
classic-part-resolve = resolution
classic-part-over = over
classic-start-player = Start player: { $name }
classic-called-each = Called: **{ $colour }**, { $cards } each
classic-calling = { $name } is calling a colour and a count.
classic-calling-start = The start player is calling a colour and a count.
classic-still-placing = Still placing: { $names }
classic-still-discarding = Still choosing discards: { $names }
classic-nobody = nobody
classic-log-pass = · { $name } passes
classic-log-bid = · { $name } bids { $amount }
classic-log-bid-push = · { $name } bids { $amount }, pushing { $pushed }
classic-to-act = To act: **{ $name }**
classic-must-turn = **{ $name }** must turn over { $count } { $colour } { $count ->
    [one] card
   *[other] cards
}.
classic-turned = 🔍 { $name }'s card { $slot }: { $card } { $mark }
classic-result-success = ✅ { $name } succeeded: everyone else loses two cards unless { $name } recovers.
classic-result-own-goal = ❌ { $name } failed on their own card and loses two cards.
classic-result-failure = ❌ { $name } failed and loses two cards.
classic-may-recover = { $name } may take cards back instead.
classic-clock = Turn clock: ends { $when }
classic-footer = Table { $table } · your hand comes by DM, or press { $button }

## The final message

classic-final-title = Venn Classic · the winner
classic-final-line = **{ $rank }. { $name }** · { $how }
classic-final-out = out in round { $round }
classic-final-left = { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
}

## The AI's reasons ("Suggest a move")

classic-why-call = { $cards } of your hand show { $colour }; of every colour and count, this opening is the one the AI rates best for your chances.
classic-why-place = As many cards with { $colour } as you may (pushed later, each is a sure turn in your own challenge); the rest are traps for a rival who challenges.
classic-why-bid = Of every raise (and push) the AI weighs your chance of being the one to challenge, and of winning it, against the others'; this one comes out best.
classic-why-pass = Any raise would cost you more than letting the highest bidder try.
classic-why-turn-own = Your own cards first: you know they show the colour.
classic-why-turn = The card likeliest to show { $colour }, judged by the cards out and by how its owner has pushed and placed so far.
classic-why-recover = Taking cards back now is worth more than keeping the chance for later.
classic-why-decline = Keeping the once-per-game recovery for a later round is worth more.
classic-why-discard = It keeps the most balanced hand for the colours called later.

## Words drawn in the pictures (short: they must fit their boxes at phone width)

classic-pic-phase-call = Calling
classic-pic-phase-place = Placing
classic-pic-phase-bid = Bidding
classic-pic-phase-challenge = Challenge
classic-pic-phase-recover = Recovery
classic-pic-phase-discard = Discarding
classic-pic-phase-over = Game over
classic-pic-tag-call = TO CALL
classic-pic-tag-bid = TO BID
classic-pic-tag-challenge = TURNING
classic-pic-tag-recover = TO CHOOSE
classic-pic-tag-discard = DISCARDING
classic-pic-tag-place = PLACING
classic-pic-tag-play = TO PLAY
classic-pic-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
classic-pic-each = { $count ->
    [one] { $count } card each
   *[other] { $count } cards each
}
classic-pic-count-to-come = count to come
classic-pic-result-success = Challenge won
classic-pic-result-failure = Challenge lost
classic-pic-player = Player { $number }
# the table
classic-pic-round = ROUND
classic-pic-highest-bid = HIGHEST BID
classic-pic-in-hand-legend = cards in hand
classic-pic-discarded = discarded
classic-pic-recovery-used = recovery used
classic-pic-pushed = PUSHED
classic-pic-pushed-forward = pushed forward
classic-pic-has-colour = has the colour
classic-pic-lacks-it = lacks it
classic-pic-review-legend = Hatched, faded, dashed edge: your cards face down at the time (shown to you now)
classic-pic-game-over = GAME OVER
classic-pic-wins = { $name } wins
classic-pic-no-winner = no winner
classic-pic-no-call = No call yet
classic-pic-calls = { $name } calls
classic-pic-colour-cards = { $colour } cards
classic-pic-none-yet = none yet
classic-pic-start-player = start player { $name }
classic-pic-still-in = { $left } of { $total } still in
classic-pic-label-winner = WINNER
classic-pic-label-result = RESULT
classic-pic-label-challenger = CHALLENGER
classic-pic-label-placing = PLACING
classic-pic-label-turn = TURN
classic-pic-last-with-cards = last with cards
classic-pic-found-by = { $name }: { $found } of { $amount } found
classic-pic-found = { $found } of { $amount } found
classic-pic-may-recover = { $name } may recover
classic-pic-discards = { $name } discards
classic-pic-others-discard = the others discard
classic-pic-these-discard = to discard: { $names }
classic-pic-everyone-places = Everyone places
classic-pic-to-place = { $count } still to place
classic-pic-verb-call = calls
classic-pic-verb-bid = raises or passes
classic-pic-verb-recover = chooses
classic-pic-verb-play = plays
# a seat on the table
classic-pic-seat-winner = WINNER
classic-pic-seat-out = OUT
classic-pic-seat-passed = PASSED
classic-pic-seat-bid = BID { $amount }
classic-pic-seat-start = START
classic-pic-seat-challenger = CHALLENGER
classic-pic-seat-in-hand = in hand
classic-pic-seat-recovered = recovered
classic-pic-out-of-game = Out of the game
classic-pic-no-cards-placed = no cards placed
classic-pic-last-holding = the last player holding cards
classic-pic-placed-done = placed ✓
classic-pic-placing = placing
classic-pic-waiting-call = waiting for the call
classic-pic-hand-hidden = IN HAND · { $count } never shown to you
classic-pic-hand-none = IN HAND · no cards
classic-pic-hand-then = IN HAND · face down then
# a player's hand
classic-pic-your-hand = Your hand
classic-pic-placed = Placed
classic-pic-discard-pile = Discard pile
classic-pic-round-of = Round { $round }
classic-pic-you-start = you start
classic-pic-no-call-short = NO CALL
classic-pic-yet = yet
classic-pic-no-hand = no cards in hand
classic-pic-back-in-hand = back in your hand
classic-pic-n-placed = { $count } placed
classic-pic-n-pushed = { $count } pushed
classic-pic-n-turned = { $count } turned
classic-pic-choose-from-hand = choose from your hand
classic-pic-none = none
classic-pic-call-first = the call comes first
classic-pic-pick-to-place = pick cards from your hand to place
classic-pic-nothing-placed = nothing placed this round
classic-pic-recovery-still = recovery still
classic-pic-available = available
classic-pic-empty = empty
classic-pic-you-passed = you passed
classic-pic-you-bid-passed = you bid { $amount }, passed
classic-pic-your-bid = your bid { $amount }
classic-pic-you-won = You won: the last player holding cards!
classic-pic-over-won = Game over · { $name } won
classic-pic-you-out = You are out of the game
classic-pic-your-call = Your call: name a colour and a count (1-6)
classic-pic-wait-call = Waiting for { $name } to call a colour and a count
classic-pic-placed-wait = Cards placed · waiting for the others
classic-pic-place-n = Place { $cards } face down
classic-pic-open-bid = Your bid: open the bidding (0 is allowed)
classic-pic-raise-or-pass = Your bid: raise above { $amount } or pass
classic-pic-hold-highest = You lead with { $amount } · waiting for { $name }
classic-pic-wait-raise = Waiting for { $name } to raise or pass
classic-pic-your-challenge = Turn { $count ->
    [one] { $count } more card
   *[other] { $count } more cards
} showing { $colour }
classic-pic-turning = { $name } is turning cards: { $found } of { $amount } found
classic-pic-may-take-back = You may take back { $count ->
    [one] { $count } discarded card
   *[other] { $count } discarded cards
} (once a game)
classic-pic-wait-recover = Waiting for { $name } to choose whether to recover
classic-pic-you-lose = You lose { $cards }: choose which to discard
classic-pic-wait-losers = Waiting for the losers to discard
# the turned card
classic-pic-no-turn-yet = No card turned yet
classic-pic-must-find = { $name } must find { $amount } { $colour }
classic-pic-own-card = own card
classic-pic-their-card = { $name }'s card
classic-pic-turns = { $name } turns
classic-pic-shows = shows { $colour }
classic-pic-no-colour = no { $colour }
classic-pic-has-the-colour = has the colour
classic-pic-lacks-the-colour = lacks the colour
classic-pic-found-of = found { $found } of { $amount }
# the end
classic-pic-final-title = Venn Classic · Game over
classic-pic-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
classic-pic-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
classic-pic-final-winner = WINNER
classic-pic-final-no-winner = No winner
classic-pic-left = left
classic-pic-going-out = Order of going out
classic-pic-last-out-highest = last out places highest
classic-pic-first-out = first out
classic-pic-last-out = last out
classic-pic-nth-out = { $place ->
    [2] 2nd out
    [3] 3rd out
   *[other] { $place }th out
}
classic-pic-out-round = { $note } · round { $round }
classic-pic-still-playing = still in
