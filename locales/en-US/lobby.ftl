# /play's lobby: its message, its buttons, its private answers and refusals (bot.lobby)

clock-none = No turn clock
clock-live = { $minutes ->
    [one] Live: { $minutes } minute per turn
   *[other] Live: { $minutes } minutes per turn
}
clock-async = { $hours ->
    [one] Async: { $hours } hour per turn
   *[other] Async: { $hours } hours per turn
}

lobby-title = { $game }: new table
lobby-nobody = Nobody yet.
lobby-host-mark = (host)
lobby-asked-mark = (asked to play again: { lobby-join } keeps the seat)
lobby-ai-name = AI { $number }
lobby-crowd-seated = { $ais ->
    [0] **{ $count } players seated**; hosted by <@{ $host }>.
   *[other] **{ $count } players seated** ({ $ais } played by the AI); hosted by <@{ $host }>.
}
lobby-crowd-latest = Latest to join:
lobby-seats = Seats
lobby-seats-value = { $count } of { $min }-{ $max }
lobby-clock = Turn clock
lobby-footer = Table { $table } · the host starts the game · /{ cmd-rules } game:{ $game }
lobby-join = Join
lobby-leave = Leave
lobby-add-ai = Add AI
lobby-start = Start
lobby-cancel = Cancel
lobby-pick-clock = Turn clock (host)

lobby-coming = { $game } is not playable here yet; it is coming. Until then, /{ cmd-rules } game:{ $key } explains how it is played.
lobby-no-such-game = There is no game called “{ $name }”. Choose one of: { $choices }.
lobby-in-dm = Tables live in server channels: use /{ cmd-play } in a server.
lobby-busy = This channel already has a table (table { $table }). Finish it, ask its host to end it with /{ cmd-table } { cmd-table-end }, or play in another channel or thread.
lobby-busy-game = This channel already has a { $game } table (table { $table }). Finish it, ask its host to end it with /{ cmd-table } { cmd-table-end }, or play in another channel or thread.
lobby-expired = { $minutes ->
    [one] This { $game } lobby closed itself: nobody started or joined it for { $minutes } minute. Open a new one with /{ cmd-play }.
   *[other] This { $game } lobby closed itself: nobody started or joined it for { $minutes } minutes. Open a new one with /{ cmd-play }.
}
lobby-expired-title = { $game }: lobby closed
lobby-is-closed = This lobby is closed: the game has started or ended.
lobby-host-only = Only the host can do that.
lobby-already-seated = You are already seated at this table.
lobby-full = The table is full ({ $seats } seats).
lobby-not-seated = You are not seated at this table.
lobby-host-stays = The host cannot leave; use { lobby-cancel } to close the table.
lobby-clock-refused = Pick one of the listed turn clocks.
lobby-cancelled-title = { $game }: table cancelled
lobby-cancelled = { $name } closed the lobby.
lobby-wait-asked = { $game } needs at least { $min } seats: wait for the players asked to press { lobby-join }.
lobby-left-out = Left out, as they did not confirm: { $names }.
lobby-too-few = { $game } needs at least { $min } seats.
lobby-started-title = { $game }: game started
lobby-practice-started-title = { $game }: practice game started
lobby-started = Players: { $players }
    Turn clock: { $clock }
lobby-crowd-players = { $count }; press { $play } on each round's message
