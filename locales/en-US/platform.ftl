# The platform's own texts (bot/): refusals and answers of a table in play, the panels'
# shared extras, the clock's notes, "Show mine" and a crowd's "My rank and sheet".
# A private answer is in its reader's language, a public message in the table's.

## Refusals of a click or a form (the clicker's language)
platform-no-table = That table no longer exists.
platform-not-part = That button is not part of this table.
platform-malformed = That control is malformed.
platform-table-ended = This table has ended.
platform-table-over = This table has ended; its buttons no longer do anything. Start a new one with /{ cmd-play }.
platform-not-started = The game has not started yet.
platform-not-your-turn = It is not your turn: you have nothing to do right now.
platform-stale-panel = That panel was out of date (the game has moved on since it was drawn).
platform-seat-played-by-ai = The AI is playing your seat now. Use /{ cmd-table } { cmd-table-rejoin } to take it back.
platform-not-seated = You are not seated at this table; only its players can use these controls.
platform-busy-table = The table was busy with other moves, so yours was not written. Try again.
platform-went-wrong = Something went wrong on our side; nothing was changed.
platform-went-wrong-later = Something went wrong on our side; try again later.
platform-unreachable-move = The database did not answer, so this was not written (a move already written shows in your panel and is never applied twice). Try again in a moment.
platform-unreachable = The database did not answer, so nothing was changed. Try again in a moment.
platform-command-refused = You cannot use that command here.
platform-restarting = The bot is restarting; try again in a few seconds.
platform-unknown-control = That control is not one this bot knows any more (it may be from an older version). Use the newest table message, or /{ cmd-play } and /{ cmd-rules }.
platform-form-malformed = That form came back malformed: nothing was written.
platform-control-not-here = That control is not on any message of this table.
platform-button-no-choice = That button takes no choice.
platform-pick-listed = Pick from the options the menu lists.
platform-control-not-on-message = That control is not on this message; use your newest panel.
platform-no-typed-moves = This game has no typed moves.
platform-batch-refused = Move { $number } was not written: { $reason } Nothing from this batch was written.

## A game's form (a modal)
platform-form-conflict = Another player's move came first and changed the table; nothing was written. Look at your panel and try again.
platform-form-no-table = That table is not running any more.
platform-form-moved-on = The game moved on while you typed; nothing was written.
platform-form-no-move = There was no move in what you typed.

## Take back
platform-take-back = Take back
platform-move-stands = Your move stands: the game went on since.
platform-takeback-nothing = You have no move of yours to take back.
platform-takeback-moved-on = Another player has acted since your move, so it stands.
platform-takeback-revealed = That move cannot be taken back: it showed the table something new (a die, a card, a pile, a closed round or a locked region).
platform-takeback-refused = That move cannot be taken back now.

## After a move (the player's panel)
platform-done-title = { $game } · done here
platform-done-over = Your move counted. The game is over: the final scores are in the channel.
platform-done-next-here = Your move counted. Your next panel comes here when it is your turn.
platform-done-next-dm = Your move counted. Your next panel comes by DM when it is your turn.
platform-not-redrawn = Your move counted, but your panel could not be redrawn. Press { $label } on the table message for a fresh one.

## The game record
platform-record = Game record of table { $table }.
platform-record-never-started = This table never started, so there is no record.
platform-record-not-finished = The record is offered once the game has finished.
platform-export = Export game record

## Buttons every game shares
platform-open-panel = Open my panel
platform-show-mine = Show mine

## A player's place ("My rank and sheet", a practice game's summary)
platform-place =
    .one = { $rank }st
    .two = { $rank }nd
    .few = { $rank }rd
    .other = { $rank }th
platform-place-shared = { $place } (shared)
platform-sheet = You placed **{ $place }** of { $count } with **{ $points }** points.

## The turn clock (the table's language)
platform-clock-ai-played = the AI played for them

## A closed panel (its reader's language)
platform-over-title = { $game } · table { $table }
platform-over-opened-elsewhere = This panel is over: you opened your panel from the table's message.
platform-over-below = This panel is over: your new one is below.
platform-over-newest = This panel is over: use your newest one.
platform-over-dms = This panel is over: see your DMs.
platform-over-turn = This turn is over.
platform-refused-newest-below = { $reason } Your newest panel is further down.
platform-refused-redrawn = { $reason } This panel now shows the game as it stands.
platform-game-over-channel = The game is over: the final scores are in the channel.

## A table's public messages (the table's language)
platform-game-over-below = The game is over: the final scores are below.
platform-phase-over = This part of the game is over; the table goes on below.
platform-thread-name = { $game } · table { $table }: the rounds
platform-latest = Latest
platform-latest-picture = the last picture shows how it ended
platform-replay = Replay

## Clock reminders and a clock that ran out (the table's language)
platform-remind-turn = ⏰ { $who }: your turn ends { $when }. If time runs out, the AI plays it for you.
platform-remind-round = ⏰ This round ends { $when }; { $count ->
    [one] { $count } player has
   *[other] { $count } players have
} not confirmed yet. If time runs out, the AI finishes the round for them.
platform-clock-ran-out = ⌛ Time ran out for { $names }: { $note }.
platform-clock-handed = { $who } missed { $limit } turns in a row, so the AI plays their seat from now on: /{ cmd-table } { cmd-table-rejoin } takes it back.
platform-clock-handed-many = { $who } missed { $limit } turns in a row, so the AI plays their seats from now on: /{ cmd-table } { cmd-table-rejoin } takes it back.

## Closed DMs (the table's language: a message in its channel)
platform-dms-closed = <@{ $user }>, I cannot send you direct messages (your DMs are closed for this server). Press **{ $label }** on the table message to play your turns privately.
