# /table: its answers and refusals, and the news it makes on a table
# (cogs/tables.py, bot.turns, bot.clocks)

table-none-here = There is no table in this channel. Open one with /{ cmd-play }.
table-host-only = Only the host of this table can do that.
table-not-started = The game has not started.

table-status-head = **{ $game }**, table { $table }, { $state }
table-state-lobby = waiting for players
table-state-running = running
table-state-finished = finished
table-state-cancelled = ended
table-status-clock = Turn clock: { $clock }
table-status-ai = { $name } (AI)
table-status-ends = This turn ends <t:{ $when }:R>.

table-ai-no-seat = That member has no seat of their own at this table.
table-ai-plays = The AI now plays { $name }'s seat. They can take it back with /{ cmd-table } { cmd-table-rejoin }.
table-rejoin-no-seat = You have no seat played by the AI at this table.
table-rejoined = Welcome back, { $name }: your seat is yours again.

table-ending = Ending the table.
table-ended-by = This table was ended by { $name }.
table-ended = { $game } table { $table } was ended by { $name }.
table-ended-scores = { $game } table { $table } was ended by { $name }. Scores as they stood:

clock-refused-either = Give either minutes (live, 0-60) or hours (async, 0-168).
clock-refused-whole = The clock takes a whole number.
clock-refused-minutes = Minutes run from 0 (no clock) to 60.
clock-refused-hours = Hours run from 0 (no clock) to 168.
table-clock-set = Turn clock: { $clock }.
table-clock-news = { $name } set the turn clock. Turn clock: { $clock }.
