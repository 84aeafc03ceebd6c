# Abstract (gameuis.abstract, rendering.abstract): the private panel and its menus (the
# reader's language), the round's status and the final scores (the server's), the moves
# told for "Suggest a move" and the words drawn in its pictures

## the game's words: colours (by face), shapes (goal A's options), goal C's lines, bonuses

abstract-colour-1 = purple
abstract-colour-2 = blue
abstract-colour-3 = green
abstract-colour-4 = yellow
abstract-colour-5 = orange
abstract-colour-6 = red
abstract-shape-1 = domino
abstract-shape-2 = straight 3
abstract-shape-3 = L of 3
abstract-shape-4 = 2×2 square
abstract-shape-5 = T of 4
abstract-shape-6 = straight 4
abstract-pair = { $first } and { $second }
abstract-lines-rows = each row of six different numbers
abstract-lines-columns = each column of four different numbers
abstract-lines-die_squares = each die square of four different numbers
abstract-gain-adjust = a ±1 token
abstract-gain-anywhere = a place-anywhere token
abstract-gain-star = a star
abstract-position-0 = top left
abstract-position-1 = top right
abstract-position-2 = bottom left
abstract-position-3 = bottom right

## the goals, the squares and the round's moves as the panel and the channel write them

abstract-goal-a = **A** shapes: a group shaped exactly like a **{ $shape }** scores { $points } (once per number)
abstract-goal-b = **B** pairs: **{ $pair }** ({ $first } & { $second }), { $points } per pair
abstract-goal-c = **C** all different: { $lines }, { $points } each
abstract-where = die square { $square }, { $position }
abstract-square = Die square { $square }, { $position }
abstract-square-place = row { $row }, column { $column } of the painting
abstract-line-paint = Painted { $number } ({ $colour }) in { $where }
abstract-line-paint-anywhere = Painted { $number } ({ $colour }) in { $where } with a place-anywhere token
abstract-line-x = Marked an X in { $where }
abstract-line-bonus = Bonus with die #{ $die } ({ $face }): { $gain }
abstract-line-adjust = ±1 token: die #{ $die } { $before } → { $after }

## the panel's menus and buttons

abstract-menu-paint = Paint a number…
abstract-menu-anywhere = Spend a place-anywhere token…
abstract-menu-bonus = Take the bonus with a die…
abstract-menu-adjust = Spend a ±1 token…
abstract-menu-x = No location fits: mark an X…
abstract-menu-x-tokens = No location fits: mark an X (or spend a token below)…
abstract-menu-square = Choose the square for the { $number }…
abstract-menu-square-x = Choose the square for an X…
abstract-option-pair = Paint { $number } ({ $colour }) in die square { $square }
abstract-option-paint = Paint { $number } ({ $colour }) in { $where }
abstract-option-dice = location die #{ $location }, number die #{ $number }
abstract-option-x = No die square fits: mark an X (dice #{ $first }, #{ $second })
abstract-option-anywhere = Paint { $number } anywhere (die #{ $die } as location)
abstract-option-bonus = Die #{ $die } ({ $face }): take { $gain }
abstract-option-adjust = Die #{ $die }: { $before } → { $after }
abstract-undo = Undo
abstract-confirm = Confirm round
abstract-back = Back
abstract-show-mine = Show my painting

## refusals

abstract-refuse-dice = You cannot paint with those two dice now: pick one of the listed options.
abstract-refuse-choice = That choice is not valid: pick one of the listed options.
abstract-refuse-control = That control is not part of Abstract.

## the private panel

abstract-panel-title = Abstract · round { $round }/{ $rounds } · { $name }
abstract-over = The game is over.
abstract-confirmed = Round confirmed.
abstract-confirmed-moves = Round confirmed: { $moves }.
abstract-last-round = The final scores are posted in the channel when everyone is done.
abstract-next-button = When everyone is done, press **{ $button }** on the next round's message.
abstract-next-dm = The next round's panel arrives when everyone is done.
abstract-footer-confirmed = The picture shows your painting as the round began.
abstract-dice = Dice: { $dice }
abstract-paints-bonus-taken = Paints { $paints }/2 · bonus taken
abstract-paints-bonus-open = Paints { $paints }/2 · bonus not taken yet
abstract-tokens = Tokens: ±1 × { $adjust } · place-anywhere × { $anywhere } · ★ { $stars }
abstract-so-far = **This round so far**
abstract-nothing-yet = nothing yet
abstract-footer-grid = The grid shows your painting as it stands (* painted this round, #n: die square n); { $button } draws it.
abstract-footer-picture = The picture shows your painting as the round began; the grid above shows it as it stands (* painted this round, #n: die square n).

## the round's status in the channel

abstract-open-panel = Open my panel
abstract-play-round = Play this round
abstract-status-title = Abstract · round { $round }/{ $rounds }
abstract-roll = Roll: { $dice }
abstract-and-more = { $names } and { $more } more
abstract-nobody = nobody
abstract-still-playing = Still playing ({ $count })
abstract-done = Done ({ $count })
abstract-turn-clock = Turn clock
abstract-round-clock = Round clock
abstract-clock-ends = ends <t:{ $when }:R>
abstract-status-footer = Table { $table } · play your round in your panel (DM or the button)
abstract-confirmed-field = Confirmed
abstract-confirmed-count = { $done } of { $players } players
abstract-crowd-footer = Table { $table } · press { $button } to play your round privately

## the final scores

abstract-final-title = Abstract · final scores
abstract-final-line = **{ $rank }. { $name }: { $total }** (A { $a }, B { $b }, C { $c }, ★ { $stars }, X { $x })
abstract-final-more = …and { $more } more players (see the exported record).
abstract-final-footer = Score breakdowns above for the first { $shown } of { $players } players; everyone's totals are in the list. Export the game record for every line.
abstract-crowd-final-footer = The top { $shown } of { $players } players. Press { $button } for your place, your score line by line and your painting.

## "Suggest a move": why the AI makes the move

abstract-why-plan = It is a step of the AI's plan for this round (bonus, tokens and both paints chosen together): of every way to end the round, the one its estimate of your final painting likes best
abstract-why-paint = { abstract-why-plan }; this paint works towards the goals and keeps lines free of repeats.
abstract-why-x = No die square takes these dice: an X is the only paint left.
abstract-why-bonus = { abstract-why-plan }; this die is worth least as a paint and its bonus helps later.
abstract-why-adjust = { abstract-why-plan }; the changed die fits a better square.
abstract-why-confirm = Every die is used: nothing is left to do this round.
abstract-why-undo = The round strays from the best plan for these dice.

## a player's score, line by line (the final message)

abstract-list = { $first } and { $last }
abstract-score-a-none = A ({ $shape }, { $each } each): no number → { $points }
abstract-score-a-one = A ({ $shape }, { $each } each): number { $list } → { $points }
abstract-score-a-many = A ({ $shape }, { $each } each): numbers { $list } → { $points }
abstract-score-b = B ({ $pair }): { $count ->
    [one] { $count } pair
   *[other] { $count } pairs
} × { $each } → { $points }
abstract-score-c-rows-none = C (rows): no row → { $points }
abstract-score-c-rows-one = C (rows): row { $list } → { $points }
abstract-score-c-rows-many = C (rows): rows { $list } → { $points }
abstract-score-c-columns-none = C (columns): no column → { $points }
abstract-score-c-columns-one = C (columns): column { $list } → { $points }
abstract-score-c-columns-many = C (columns): columns { $list } → { $points }
abstract-score-c-die_squares-none = C (die squares): no die square → { $points }
abstract-score-c-die_squares-one = C (die squares): die square { $list } → { $points }
abstract-score-c-die_squares-many = C (die squares): die squares { $list } → { $points }
abstract-score-stars = Stars: { $stars }
abstract-score-x = X marks: { $x }
abstract-score-total = Total: { $total } (place { $rank })

## the words drawn in the pictures (the painting sheet, the standings, the final scores)

abstract-pic-die-square = die square { $number }
abstract-pic-your-dice = Your dice
abstract-pic-stars = ★ Stars
abstract-pic-x-marks = X marks
abstract-pic-total = Total
abstract-pic-player = Player { $number }
abstract-pic-final = Final · { $rounds } rounds played
abstract-pic-round = Round { $round } of { $rounds }
abstract-pic-done = done ✓
abstract-pic-adjust-tokens = ±1 tokens
abstract-pic-anywhere-tokens = anywhere
abstract-pic-stars-held = stars
abstract-pic-x-marks-made = X marks
abstract-pic-paints = Paints { $paints } of 2
abstract-pic-bonus-taken = Bonus taken ✓
abstract-pic-bonus-open = Bonus to take
abstract-pic-x-allowed = X allowed
abstract-pic-this-round = this round
abstract-pic-goal-A = Shapes
abstract-pic-goal-B = Colour pairs
abstract-pic-goal-C = All different
abstract-pic-points = { $points } points
abstract-pic-per-pair = { $points } per pair
abstract-pic-points-each = { $points } points each
abstract-pic-different-rows = Rows, { $count } different
abstract-pic-different-columns = Columns, { $count } different
abstract-pic-different-die_squares = Die squares, { $count } diff.
abstract-pic-final-scores = Abstract · Final scores
abstract-pic-standings = Abstract · Standings
abstract-pic-winner = ★ Winner: { $names } with { $total }
abstract-pic-tied-winners = ★ Tied winners: { $names } with { $total }
abstract-pic-no-players = No players
abstract-pic-no-players-yet = No players yet
abstract-pic-sorted = { $players } players · sorted by total score
abstract-pic-round-badge = ROUND
abstract-pic-next-places = Next places
abstract-pic-everyone-else = Everyone else ({ $count })
abstract-pic-more-players = …and { $count } more players

# the engine's rules, as a player is told them (gameuis.abstract.reasons)
abstract-rule-die-used = That die is already used this round.
abstract-rule-square-painted = Square { $square } is already painted.
abstract-rule-over = The game is over.
abstract-rule-no-seat = You do not have a seat at this table.
abstract-rule-confirmed = You already confirmed this round: wait for the other players.
abstract-rule-painted-twice = You have already painted twice this round.
abstract-rule-two-dice = The location die and the number die must be two different dice.
abstract-rule-x-token = An X never needs a place-anywhere token.
abstract-rule-x-too-soon = You can still paint this round: an X is only allowed when every unused die points at a full die square.
abstract-rule-no-anywhere = You have no place-anywhere token to spend.
abstract-rule-die-square-full = Die square { $where } is full: pick a location die whose die square has an empty square, or spend a place-anywhere token.
abstract-rule-not-in-square = Square { $square } is not in die square { $where }.
abstract-rule-bonus-taken = You have already taken your bonus this round.
abstract-rule-no-adjust = You have no ±1 token to spend.
abstract-rule-die-range = A die showing { $shown } cannot become { $result }: dice stay within 1-6.
abstract-rule-nothing-to-undo = There is nothing to undo this round.
abstract-rule-confirm-too-soon = Before confirming, paint twice (or mark X) and take one bonus this round.
abstract-rule-other = That move breaks a rule of the game.
