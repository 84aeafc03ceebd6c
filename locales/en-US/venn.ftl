# VENN (gameuis.venn): a seat's panel and form (its reader's language), the table's status,
# phase note and final message (the server's), the refusals, the engine's sentences, the
# AI's reasons, and the words drawn in its pictures (rendering.venn: venn-pic-…).

## VENN's terms: the conditions that have names, the sections' colours

venn-cond-low-equal = LOW EQUAL
venn-cond-mid-equal = MID EQUAL
venn-cond-high-equal = HIGH EQUAL
venn-cond-prime = PRIME
venn-cond-even = EVEN
venn-cond-odd = ODD
venn-cond-low-straight = LOW STRAIGHT
venn-cond-high-straight = HIGH STRAIGHT
venn-cond-range = RANGE { $n }
venn-section-cr = Crimson red
venn-section-cy = Chrome yellow
venn-section-lg = Lime green
venn-section-gr = Grape
venn-section-kh = Khaki
venn-section-te = Teal
venn-section-mu = Mulberry
venn-section-cb = Cobalt blue
venn-section-mb = Munsell blue
venn-circle = { $code } #{ $number }
venn-circle-shared = { $names } (shared)
venn-park-circle = PARK { $number }

## The panel

venn-panel-title = VENN · round { $round } · { $name }
venn-over = The game is over.
venn-confirmed = Numbers confirmed. Your next panel comes with the next turn.
venn-roll = Roll: { $dice }
venn-nobody = nobody
venn-conditions-turn = Conditions: it is **{ $name }**'s turn.
venn-your-condition-turn = **Your turn to take a condition** (or skip).
venn-solo-block = { $name } → { $section }. Solo: choose a condition to cross off as well.
venn-condition-menu = Choose a condition…
venn-condition-option = { $name } (×{ $mult }) · { $left } left
venn-section-menu = Write { $name } (×{ $mult }) into…
venn-section-option = { $code } · { $name } ({ $points } points)
venn-block-menu = Cross off as well…
venn-block-option = Block { $name } (×{ $mult })
venn-skip = Skip
venn-back = Back
venn-dice = Dice: { $dice }
venn-extras-left = Extra values left this round: **{ $count }** (each equals one die)
venn-selected = Selected: { $dice } = **{ $total }**
venn-sheet-conditions = Conditions: { $conditions }
venn-sum-menu = Add dice together…
venn-extra-menu = Use an extra value…
venn-extra-option = Extra value { $value } ({ $die })
venn-park-menu = Move a PARK number…
venn-unpark-menu = Move { $value } from { $park } into…
venn-unpark-option = { $code } · left-most empty is circle { $number }
venn-place-in = Place { $value } in
venn-place-extra-in = Place the extra { $value } in
venn-target-menu = { $prompt }…
venn-target-menu-part = { $prompt } (menu { $n } of { $count })…
venn-fits = fits
venn-park-option = PARK P{ $number }
venn-park-kept = kept for later: moved into a section in a later round
venn-lose-option = Nowhere to place it: the value is lost
venn-undo = Undo
venn-confirm = Confirm numbers
venn-type-moves = Type moves
venn-clear = Clear
venn-suggest = Place all as suggested
venn-placed-why = **The AI's placements.** Of every way to split this round's dice into values and circles, these are the ones its estimate of your final score likes best. **{ $undo }** takes them back one by one; **{ $confirm }** keeps them.
venn-form-title = Type your moves
venn-form-moves = Moves (see /rules venn notation)

## Refusals of the panel's own

venn-refused-choice = That choice is not valid; pick one of the listed options.
venn-refused-control = That control is not part of VENN.
venn-refused-all-placed = Everything is placed: look your sheet over, then Confirm.

## The table's status and the phase's note

venn-status-conditions = VENN · round { $round } · conditions
venn-status-numbers = VENN · round { $round } · numbers
venn-start-player = Start player: { $name }
venn-choosing = Choosing a condition: **{ $name }**
venn-taken = { $name }: { $cond } in { $code }
venn-on-sheets = Conditions on the sheets: { $conditions }
venn-still-placing = Still placing: { $names }
venn-done = Done: { $names }
venn-clock = Turn clock: ends { $when }
venn-footer = Table { $table } · your panel comes by DM, or press Open my panel
venn-open-panel = Open my panel
venn-look = Sheets
venn-round-written = **Round { $round } written**
venn-written = { $value } in { $place }
venn-written-nothing = nothing (every value lost)

## The final scores

venn-final-title = VENN · final scores
venn-final-line = **{ $rank }. { $name }: { $total }** (sections { $sections }, SUM { $sum }, PARK { $park })
venn-score-passed = { $code } ({ $section }, { $cond }): { $points } × ({ $mult }{ $extra }) = { $total }
venn-score-first = {" "}+ first { $points }
venn-score-different = {" "}+ different { $points }
venn-score-failed = { $code } ({ $section }, { $cond }): { $why }, −{ $points } × { $mult } = { $total }
venn-score-not-met = condition not met
venn-score-empty = { $count ->
    [one] { $count } circle empty
   *[other] { $count } circles empty
}
venn-score-no-conditions = Sections: no condition written, 0
venn-score-sum = SUM { $dice } dice: { $crossed } of { $boxes } boxes → { $points }
venn-score-park-moved = PARK pair { $a }+{ $b } ({ $worth }): a number was moved out → 0
venn-score-park-unfilled = PARK pair { $a }+{ $b } ({ $worth }): not both filled → 0
venn-score-park-kept = PARK pair { $a }+{ $b } ({ $worth }): both filled and kept → { $worth }
venn-score-total = Total: { $total } ({ $written } conditions written, { $empty } empty circles; place { $rank })

## "Suggest a move": the AI's reasons, and a solo condition's second cross

venn-crossing = , and cross off { $name }
venn-why-ai-condition = Of every condition and open section, this pair raises the AI's estimate of your final score most: its points, times the chance of filling the section's circles with numbers that fit.
venn-why-ai-skip = No condition on offer, in any open section, raises the AI's estimate of your final score more than keeping your sections open for later.
venn-why-ai-place = It is a step of the AI's plan for this round's dice: of every way to split the dice into values, the one its estimate of your final score likes best.
venn-why-ai-extra = It is a step of the AI's plan for this round: the extra value goes where it helps the estimate of your final score most.
venn-why-ai-lose = The value fits nowhere and no PARK circle is free.
venn-why-ai-lose_extra = The extra value fits nowhere and no PARK circle is free.
venn-why-ai-unpark = A section circle is free for it now, so the PARK circle can take another number.
venn-why-ai-confirm = Every die is used: nothing is left to place this round.
venn-why-ai-undo = The draft strays from the best plan for these dice.

## The engine's sentences: refusals, what a number breaks, why a section fails, typed moves

venn-why-not-venn = This is not a VENN game.
venn-why-over = The game is over.
venn-why-no-seat = You do not have a seat at this table.
venn-why-not-your-turn = It is seat { $seat }'s turn to choose a condition: wait for your turn.
venn-why-confirmed = You already confirmed this round: wait for the other players.
venn-why-not-object = A move must be an object with a type.
venn-why-conditions-phase = It is the conditions phase: choose a condition for a section, or skip.
venn-why-unknown-conditions-move = Unknown move: in the conditions phase use condition or skip.
venn-why-unknown-condition = Unknown condition: pick one from the common sheet.
venn-why-no-copy = No copy of { $name } is left on the common sheet.
venn-why-taken-already = You already took { $name }: each player takes a condition at most once.
venn-why-unknown-section = Unknown section: use one of { $codes }.
venn-why-section-has = Section { $code } already has a condition ({ $name }).
venn-why-solo-block-needed = Solo: also cross off a second condition ({ $options }) alongside { $name }.
venn-why-solo-block-wrong = Solo: the second condition must be an available one with multiplier { $mult } (or lower only when none is left): choose from { $options }.
venn-why-solo-no-block = Solo: no condition is left to cross off alongside { $name }: leave block out.
venn-why-block-not-solo = Only a solo game crosses off a second condition.
venn-why-numbers-phase = It is the numbers phase: conditions are chosen at the start of a round.
venn-why-unknown-numbers-move = Unknown move: use place, extra, unpark, lose, lose_extra, undo or confirm.
venn-why-target-type = The target must be a circle id such as 'Kh1', 'Cr-Cy' or 'P1'.
venn-why-park-used = PARK circle { $target } was used already: a PARK circle is filled once.
venn-why-park-filled = PARK circle { $target } is already filled.
venn-why-no-circle = There is no circle { $target } on the sheet.
venn-why-circle-filled = Circle { $target } is already filled.
venn-why-dice-list = Choose one or more dice (a list of die indices).
venn-why-dice-too-many = A value uses at most { $count } dice.
venn-why-die-index = A die index runs from 0 to { $top }.
venn-why-die-twice = A die can count only once in a value.
venn-why-die-used = You already used { $die } this round: each die is used exactly once.
venn-why-die-label = die { $index } ({ $name })
venn-why-no-extra = You have no extra value to write: a sum of 3, 4 or 5 dice crossing a SUM box earns them.
venn-why-extra-die = An extra value names one die, 0 to { $top }.
venn-why-park-name = Name the PARK circle to move, 'P1' to 'P8'.
venn-why-park-empty = PARK circle { $park } holds no number.
venn-why-park-moved = The number in { $park } was already moved out.
venn-why-section-full = Section { $code } has no empty circle.
venn-why-lose-too-soon = A value may only be lost when no section or PARK circle is empty; { $empty }.
venn-why-no-extra-to-lose = You have no extra value to give up.
venn-why-lose-extra-too-soon = An extra value may only be lost when no section or PARK circle is empty; { $empty }.
venn-why-nothing-to-undo = There is nothing to undo this round.
venn-why-unused-dice = Use all five dice before confirming: { $dice } still unused.
venn-why-still-empty-one = { $shown } is still empty
venn-why-still-empty = { $shown } are still empty
venn-why-still-empty-more = { $shown } and { $more } more are still empty
venn-why-not-divisible = { $value } is not divisible by { $n }
venn-why-above = { $value } is above { $n }
venn-why-below = { $value } is below { $n }
venn-why-not-prime = { $value } is not prime
venn-why-odd = { $value } is odd
venn-why-even = { $value } is even
venn-why-differ = { $a } and { $b } differ
venn-why-twice = { $value } is there twice
venn-why-no-run = no run of { $total } numbers fits
venn-why-too-far = { $lo } and { $hi } are too far apart for { $total } circles
venn-why-apart = { $lo } and { $hi } are { $gap } apart
venn-why-no-longer-equal = { $code } can no longer be { $name }: { $problem }
venn-why-no-longer-straight = { $code } can no longer be a { $name }: { $problem }
venn-why-no-longer-range = { $code } can no longer stay within { $name }: { $problem }
venn-why-breaks = { $value } breaks { $name } in { $code }
venn-why-typed-nothing = Type at least one move, like `6+3>Kh2`.
venn-why-typed-move = Move { $number } (`{ $part }`): { $reason }
venn-why-typed-shape = write a move as value>target, e.g. `6+3>Kh2`.
venn-why-typed-unseated = only a seated player can type moves.
venn-why-typed-park-range = the PARK has circles 1-{ $count }.
venn-why-typed-unpark = a number leaves the PARK for a section: write its code alone, e.g. `P3>Te`.
venn-why-typed-extra = an extra value must equal one of this round's dice ({ $dice }).
venn-why-typed-no-die = no unused die shows { $wanted } (unused: { $unused }).
venn-why-typed-no-die-none = no unused die shows { $wanted } (unused: none).
venn-why-typed-number = `{ $text }` is not a number.
venn-why-typed-park-full = the PARK is full.
venn-why-typed-target = `{ $text }` is not a target: use a section ({ $codes }), Kh2, P1 or X.
venn-why-typed-circles = { $code } has circles 1-{ $count }, counted left to right.
venn-why-typed-no-empty = { $code } has no empty circle.
venn-why-typed-batch = { $reason } Nothing from this batch was written.

## The pictures' words

venn-pic-round = Round { $round }
venn-pic-game-over = Game over after round { $round }
venn-pic-your-pick = your turn: pick a condition
venn-pic-conditions = conditions
venn-pic-placing = placing numbers
venn-pic-done = done ✓
venn-pic-player = Player { $seat }
venn-pic-total = TOTAL
venn-pic-total-small = Total
venn-pic-sections = Sections
venn-pic-extras = extra values
venn-pic-points = { $points } pts
venn-pic-dice = { $count } dice
venn-pic-no-condition = no condition
venn-pic-first = 1st
venn-pic-roll-title = VENN · Round { $round } roll
venn-pic-roll-sum = sum { $sum }
venn-pic-common-title = VENN · Common sheet
venn-pic-round-box = ROUND
venn-pic-rounds-box = ROUNDS
venn-pic-over = The game is over
venn-pic-everyone = everyone
venn-pic-picking = Choosing conditions · { $name } to pick
venn-pic-all-placing = Placing numbers · everyone at once
venn-pic-start-player = start player { $name }
venn-pic-family-divisible = Divisible
venn-pic-family-at_most = At most
venn-pic-family-at_least = At least
venn-pic-family-equal = All equal
venn-pic-family-kind = Kind
venn-pic-family-straight = Straight
venn-pic-family-range = Range
venn-pic-family-count = { $count ->
    [one] { $count } condition
   *[other] { $count } conditions
}
venn-pic-asks-divisible = all divisible by { $n }
venn-pic-asks-at_most = all { $n } or less
venn-pic-asks-at_least = all { $n } or more
venn-pic-asks-equal = all the same, { $band }
venn-pic-asks-prime = all prime
venn-pic-asks-even = all even
venn-pic-asks-odd = all odd
venn-pic-asks-straight = consecutive, { $band }
venn-pic-asks-range = highest − lowest ≤ { $n }
venn-pic-players = Players
venn-pic-copies = { $copies ->
    [one] { $copies } copy each
   *[other] { $copies } copies each
}
venn-pic-tag-start = start
venn-pic-tag-picking = ▶ picking now
venn-pic-tag-seat = seat { $seat }
venn-pic-final-title = VENN · Final scores
venn-pic-standings-title = VENN · Standings
venn-pic-winner = ★ Winner: { $names } with { $total }
venn-pic-tied = ★ Tied winners: { $names } with { $total }
venn-pic-leading = Leading: { $names } with { $total }
venn-pic-no-players = No players
venn-pic-breakdown = Sections { $sections } · SUM { $sum } · PARK { $park } · { $count ->
    [one] { $count } condition
   *[other] { $count } conditions
}
venn-pic-sheets-below = Every player's full sheet is attached below.
venn-pic-sheets-on-final = Every player's full sheet is on the table's final message.
