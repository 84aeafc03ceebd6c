# Practice hints (bot.learn, data/hints.json names them): per game, a line for each step
# of its flow saying what the panel's controls do, and a sentence for each kind of move
# "Suggest a move" describes (its { $field } places filled in by the game's UI). The
# reader's language.

## venn
hint-venn-conditions = Your turn to take a condition: pick one from the menu, then the section of yours without one to write it in (solo: then the condition to cross off). Skip passes this round's pick.
hint-venn-numbers = Use every die value once: press one die (or several for a sum), then pick the circle or PARK circle it goes to; each circle says whether the value fits. Undo takes a step back, Confirm numbers ends your turn.
hint-move-venn-condition = Write { $condition } into your section { $section }{ $crossing }.
hint-move-venn-skip = Skip: take no condition this round.
hint-move-venn-place = Put { $value } ({ $dice }) into { $target }.
hint-move-venn-extra = Use the extra value { $value } (the { $die }) in { $target }.
hint-move-venn-lose = Let { $value } ({ $dice }) go: it fits nowhere.
hint-move-venn-lose-extra = Let the extra value go.
hint-move-venn-unpark = Move the number from { $park } into { $section }.
hint-move-venn-confirm = Confirm your numbers: everything is placed.

## classic
hint-classic-call = You start this round: choose the colour you will look for, then how many cards everyone lays face down.
hint-classic-place = Choose exactly the number of cards called from your hand: they go face down in front of you.
hint-classic-bid = Raise (the Raise to menu: how many cards with the colour you will turn over) or Pass. Before raising you may push some of your placed cards forward with Push cards forward: a hint, true or false.
hint-classic-challenge = You won the bidding: turn cards over one at a time, your own pushed cards first. A card without the colour ends the challenge.
hint-classic-recover = You won the challenge: once per game you may take two cards back from your discard pile instead of anyone losing cards, or Decline.
hint-classic-discard = You lost this round: in the Discard menu choose the cards you give up. They go to your discard pile.
hint-move-classic-call = Call { $colour }, { $count } each.
hint-move-classic-place = Place these face down: { $cards }.
hint-move-classic-bid = Bid { $amount }.
hint-move-classic-bid-pushing = Push { $pushed } forward, then bid { $amount }.
hint-move-classic-pass = Pass.
hint-move-classic-turn = Turn over { $card }.
hint-move-classic-recover = Take back { $cards }.
hint-move-classic-decline = Decline: keep the recovery for a later round.
hint-move-classic-discard = Discard { $cards }.

## vvv
hint-vvv-play = Place a dot: pick an open region by its number, then a lettered spot (or Type coordinates). A region's third dot asks for a circle that splits it: pick a lettered circle (Show others for more) or type one; it is shown large with Confirm and Back before it is drawn.
hint-move-vvv-dot = Pick region { $region }, then spot { $spot }.
hint-move-vvv-dot-typed = Press Type coordinates and enter x { $x }, y { $y }.
hint-move-vvv-circle = { $pick } circle { $letter }, then Confirm.
hint-move-vvv-circle-typed = Press Type a circle, enter centre x { $cx }, y { $cy } and radius { $r }, then Confirm.
hint-move-vvv-pass = Pass: there is nowhere left to play.
hint-vvv-pick = { $times ->
    [0] Pick
    [1] Press { $others } once, then pick
    [2] Press { $others } twice, then pick
   *[other] Press { $others } { $times } times, then pick
}

## abstract
hint-abstract-painting = Everyone paints at once: in the paint menu pick a location die and a number die, then the square; give one die to the bonus; tokens change a die or paint anywhere. Undo takes a step back, Confirm round ends your round.
hint-move-abstract-paint = { $line }
hint-move-abstract-x = { $line }
hint-move-abstract-bonus = { $line }
hint-move-abstract-adjust = { $line }
hint-move-abstract-confirm = Confirm the round: every die is used.

## venice
hint-venice-split = You are the Distributor: pick the cards of pile A, then of pile B (the rest is pile C), check the preview, then Confirm the cut. Suggest a cut fills in the AI's cut and says why. The others choose first; you keep the pile left over.
hint-venice-choose = Take one of the piles still on the table: each button says how many points it would add to your score this half. Suggest a move says which pile the AI would take, and why.
hint-move-venice-split = Press Suggest a cut, then Confirm the cut: pile A { $a }; pile B { $b }; pile C { $c }.
hint-move-venice-choose = Take pile { $pile } ({ $gain }).
