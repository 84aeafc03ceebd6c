# Practice tables (/learn: bot.learn, cogs/learn.py): the panels' extras, "Suggest a move",
# the rule after a refusal and the summary at the end

learn-suggest = Suggest a move
learn-hint-title = 💡 Practice hint
learn-rule-pointer = The rule is in /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic } ({ $title }, page { $page }); the { $button } button on your panel opens it.
learn-summary-title = { $game } · your practice game
learn-summary-next = This practice game is not counted in /{ cmd-stats } or /{ cmd-leaderboard }. Ready for people? /{ cmd-play } { opt-play-game }:{ $game } opens a table in any channel; /{ cmd-learn } { opt-learn-game }:{ $game } plays another practice game.
learn-started = Your panel comes by DM when it is your turn (or press { $panel } on the table message). On it: practice hints say what the controls do, **{ $suggest }** (or the panel's own Suggest) shows what the AI would play on your controls and why, **{ $help }** opens the rules of the step. No turn clock: take your time.

## "Suggest a move" (its reader's language)
learn-suggest-move = 🤖 The AI's move for you: **{ $move }**
learn-suggest-how = On your panel: { $steps }
learn-suggest-why = Why: { $why }
learn-suggest-own = Or choose your own move.
learn-press-typed = **{ $control }** (enter { $typed })
learn-then = , then
learn-went-wrong = Something went wrong on our side; try again.
learn-suggest-not-practice = Suggestions are for running practice tables (/{ cmd-learn }).
learn-suggest-stale = This panel is not your current turn any more; ask in your newest panel.
