# VENNi, Vidi, Vici (gameuis.vvv): a seat's panel and forms (its reader's language), the
# table's status and final message (the server's), the refusals, the circles on offer in
# words and the AI's reasons.

## The panel

vvv-panel-title = VENNi, Vidi, Vici · turn { $turn } · { $name }
vvv-shape-blue = blue discs
vvv-shape-orange = orange diamonds
vvv-over = The game is over.
vvv-waiting = Waiting for { $name }. Your dots are { $shape }.
vvv-place-dot = Place a dot: pick a region by its number on the board, or type exact coordinates. Your dots are { $shape }.
vvv-must-pass = No dot can go anywhere: you pass.
vvv-pick-spot = Region { $region }: pick a lettered spot for your dot.
vvv-pick-spot-third = Region { $region }: pick a lettered spot for your dot. It will be the region's third dot, so you then draw a circle.
vvv-region-menu = Pick a region…
vvv-region-menu-range = Pick a region ({ $first } to { $last })…
vvv-region = Region { $region }
vvv-region-dots = dots: { $blue-name } { $blue }, { $orange-name } { $orange }
vvv-region-dots-third = dots: { $blue-name } { $blue }, { $orange-name } { $orange } · a dot here is the third: a circle follows
vvv-spot-menu = Pick a spot…
vvv-type-dot = Type coordinates
vvv-back = Back
vvv-pass = Pass

## Drawing the circle

vvv-circle-intro = Your dot was its region's third: draw a circle that splits the three dots one from two. Each picture shows the board once that circle is drawn: the dot it sets apart ringed, the regions it would lock outlined. Pick one to see it large, or type one (it snaps to the lattice).
vvv-circle-menu = Pick a circle…
vvv-show-others = Show others
vvv-type-circle = Type a circle
vvv-confirm = Confirm
vvv-circle = centre ({ $x }, { $y }), radius { $r }
vvv-circle-title = Circle { $letter }: { $circle }
vvv-typed-title = Your typed circle: { $circle }
vvv-picked = You picked circle { $letter }. It { $separates } and { $locks }. Confirm to draw it, or go back.
vvv-typed = You typed { $typed }; on the lattice that is **{ $circle }**. It { $separates } and { $locks }. Confirm to draw it, or go back.

## A circle in words (a menu option: under 100 characters)

vvv-new-dot = your new dot
vvv-own-dot = your { $where } dot
vvv-their-dot = { $name }'s { $where } dot
vvv-dir-right = right
vvv-dir-upper-right = upper right
vvv-dir-top = top
vvv-dir-upper-left = upper left
vvv-dir-left = left
vvv-dir-lower-left = lower left
vvv-dir-bottom = bottom
vvv-dir-lower-right = lower right
vvv-sets-apart-inside = sets { $who } apart (inside)
vvv-sets-apart-outside = sets { $who } apart (outside)
vvv-locks-nothing = locks nothing
vvv-locks = locks { $count ->
    [one] { $count } region
   *[other] { $count } regions
}
vvv-for-you = you
vvv-for-nobody = nobody
vvv-part-of = part of { $region }
vvv-new-piece = a new piece

## The forms

vvv-form-dot = Place a dot
vvv-form-x = x (0 to 1000, left to right)
vvv-form-y = y (0 to 700, top to bottom)
vvv-form-circle = Draw a circle
vvv-form-cx = Centre x
vvv-form-cy = Centre y
vvv-form-r = Radius (20 to 340)

## Refusals (the clicker's language)

vvv-refused-region = No dot can go in that region: pick another number.
vvv-refused-choice = That choice is not valid; pick one of the listed options.
vvv-refused-control = That control is not part of VENNi, Vidi, Vici.
vvv-refused-dot = A dot needs whole-number coordinates x and y.
vvv-refused-circle = A circle needs a centre x, y and a radius, as numbers.
vvv-refused-snapped = You typed centre ({ $x }, { $y }), radius { $r }; on the lattice that is centre ({ $sx }, { $sy }), radius { $sr }. { $reason }
vvv-refused-form = That form is not part of VENNi, Vidi, Vici.

## The status (the server's language)

vvv-status-title = VENNi, Vidi, Vici · round { $round }
vvv-over-tie = Game over: a tie.
vvv-over-won = Game over: { $name } wins.
vvv-to-dot = Turn { $turn }: { $name } to place a dot.
vvv-to-circle = Turn { $turn }: { $name } to draw the circle.
vvv-to-dot-final = Turn { $turn }: { $name } to place a dot (final turn).
vvv-to-circle-final = Turn { $turn }: { $name } to draw the circle (final turn).
vvv-last-locked = Last circle locked { $count ->
    [one] { $count } region
   *[other] { $count } regions
}: { $owners }.
vvv-locked-for = { $count } for { $name }
vvv-points = { $name }: { $points } pt
vvv-colours = { $blue } plays blue discs, { $orange } orange diamonds.
vvv-clock = Turn clock
vvv-clock-ends = ends { $when }
vvv-footer = Table { $table } · play your turn in your panel (DM or the button)
vvv-open-panel = Open my panel

## The final message

vvv-final-title = VENNi, Vidi, Vici · final scores
vvv-final-line = **{ $rank }. { $name }: { $total }** ({ $circles ->
    [one] { $circles } circle drawn
   *[other] { $circles } circles drawn
})
vvv-score-regions = Locked regions owned: { $count }
vvv-score-pairs = Pairs of own regions sharing a border: { $count }
vvv-score-circles = Circles drawn (breaks ties): { $count }
vvv-score-total = Total: { $total } (place { $rank })

## The AI's reasons ("Suggest a move")

vvv-why-third = Region { $region } holds two dots: a third is yours, and so is the circle that follows; the best the AI finds comes out at { $gain } in regions locked for you against { $name }.
vvv-why-third-even = Region { $region } holds two dots: a third is yours, and so is the circle that follows; the best the AI finds locks no more regions for you than for { $name }.
vvv-why-empty = Region { $region } is empty: a dot alone in a small region is likely yours when it locks, and it hands { $name } no third dot.
vvv-why-even = Region { $region } holds { $name }'s dot: yours evens it.
vvv-why-least = Every open region offers { $name } something; region { $region } costs you least.
vvv-why-circle = It { $separates } and { $locks }: of the circles the AI tried, the one that locks the most regions for you against { $name }.
vvv-why-pass = No dot can go anywhere on the board.

## The pictures' words

vvv-pic-seat = { $name }: { $points } pt · { $circles ->
    [one] { $circles } circle
   *[other] { $circles } circles
}
vvv-pic-zoom = Region { $region }: pick a lettered spot ({ $count } offered)
vvv-pic-picker = Pick a circle: { $count } shown, each on its own picture
vvv-pic-locks = locks { $count } · { $owners }

## The rules' refusals (games.vvv.refusals; the clicker's language)

vvv-rule-no-seat = There is no such seat at this table.
vvv-rule-game-over = The game is over.
vvv-rule-not-your-turn = It is not your turn.
vvv-rule-not-a-move = Moves here are a dot, a circle or a pass.
vvv-rule-fields-dot = A dot move has the fields at and type only.
vvv-rule-fields-circle = A circle move has the fields circle and type only.
vvv-rule-fields-pass = A pass has the field type only.
vvv-rule-circle-now = Your dot was its region's third: now draw the circle that splits it.
vvv-rule-dot-first = Place a dot first; a circle follows only a region's third dot.
vvv-rule-pass-not-stuck = You may pass only when no dot can go anywhere.
vvv-rule-dot-form = A dot is a point [x, y] of whole numbers.
vvv-rule-circle-form = A circle is [cx, cy, r] in whole numbers.
vvv-rule-off-paper = That point is off the paper.
vvv-rule-near-edge = A dot must be at least { $gap } units from the paper's edge.
vvv-rule-near-circle = A dot must be at least { $gap } units from every circle.
vvv-rule-near-dot = A dot must be at least { $gap } units from every other dot.
vvv-rule-locked = That region is locked: no more dots go there.
vvv-rule-third-dot = That would be the region's third dot, and no circle could split the three one from two (rule 1).
vvv-rule-off-lattice = That circle is not on the lattice: centres every { $step } units, radii { $low } to { $high } in steps of { $by }, wholly on the paper.
vvv-rule-too-close = That circle touches or nearly touches another circle; keep { $gap } units clear.
vvv-rule-crossings = A new circle must cross exactly { $need } circles; that one crosses { $count }.
vvv-rule-circle-near-dot = That circle passes within { $gap } units of a dot.
vvv-rule-nested = That circle encloses no new area: it lies inside another circle.
vvv-rule-near-crossing = That circle runs within { $gap } units of a crossing point already drawn.
vvv-rule-through-locked = That circle passes through a locked region.
vvv-rule-covered = That circle encloses no new area: all of it is already inside circles.
vvv-rule-no-split = That circle does not split the region's three dots one from two (rule 1).
