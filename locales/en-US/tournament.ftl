# Tournaments (bot/tournament/, cogs/tournament.py): the commands, the sign-up message, the
# standings and every answer. Public messages are in the server's language, answers in
# the reader's.

## the commands (read by the command translator, bot.i18n.translator)
cmd-tournament = tournament
    .desc = Tournaments: rounds of tables, standings
cmd-tournament-create = create
    .desc = Managers: open a tournament's sign-up here
opt-tournament-create-game = game
    .desc = The game every table plays
opt-tournament-create-format = format
    .desc = swiss (paired by score) or round-robin (two-seat games: everyone meets once)
opt-tournament-create-rounds = rounds
    .desc = How many rounds (a round-robin plays as many as its field needs)
opt-tournament-create-seats = seats
    .desc = Seats at each table
opt-tournament-create-clock = clock
    .desc = Each table's turn clock in minutes (0: none)
opt-tournament-create-ai = ai
    .desc = Whether AI seats fill a table that would be short
opt-tournament-create-size = size
    .desc = The most players who can join (none: no limit)
opt-tournament-create-starts_in = starts_in
    .desc = Minutes from now when it starts by itself, e.g. 90 (none: the host starts it)
choice-swiss = Swiss
choice-round-robin = round-robin
cmd-tournament-withdraw = withdraw
    .desc = Leave a tournament you play in
opt-tournament-withdraw-tournament = tournament
    .desc = The tournament's number (when you play in several)
cmd-tournament-cancel = cancel
    .desc = Host: call your tournament off
opt-tournament-cancel-tournament = tournament
    .desc = The tournament's number (when you host several)

## refusals and answers of the commands
tournament-not-a-manager = Only members who can manage this server, or hold the role its managers chose with /{ cmd-settings-server } { cmd-settings-server-tournament-hosts }, can create a tournament.
tournament-no-game = There is no game called { $name }. Choose one of: { $games }.
tournament-bad-format = The format is swiss or round-robin.
tournament-bad-seats = { $game } seats { $low } to { $high } a table; choose seats in that range.
tournament-robin-seats = A round-robin is for two-seat tables only: use { opt-tournament-create-seats }:2, or the Swiss format.
tournament-bad-rounds = Rounds run from 1 to { $most }.
tournament-bad-clock = The turn clock is 0 (none) to { $most } minutes.
tournament-bad-size = The size limit is 2 to { $most } players.
tournament-bad-start = { opt-tournament-create-starts_in } is in minutes from now: 1 to { $most } (a week).
tournament-in-thread = Tournaments live in a text channel, not in a thread.
tournament-none-playing = You play in no tournament of this server that is on.
tournament-none-hosting = You host no tournament of this server that is on.
tournament-several-playing = You play in several: say which with { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-several-hosting = You host several: say which with { opt-tournament-withdraw-tournament }: ({ $numbers }).
tournament-called-off = Tournament { $tournament } is called off.
tournament-called-off-playing = Tournament { $tournament } is called off. Its tables still playing ({ $playing }) go on as ordinary games.

## the sign-up
tournament-gone = That tournament was called off or no longer exists.
tournament-already-in = You are signed up already.
tournament-full = This tournament is full ({ $most } players).
tournament-closed = This tournament has started: sign-up is closed.
tournament-leave-started = The tournament has started: /{ cmd-tournament } { cmd-tournament-withdraw } leaves it.
tournament-not-signed-up = You were not signed up.
tournament-left = You left tournament { $tournament } before it started.
tournament-host-only = Only the tournament's host can start it.
tournament-started-already = This tournament has started already.
tournament-too-few = A tournament needs at least two players.
tournament-wait-for = A table seats { $seats }: wait for { $missing } more, or create the tournament with AI seats allowed.
tournament-started = Started: the first round is being seated.
tournament-started-on-time = Started at its start time: the first round is being seated.
tournament-swiss = Swiss
tournament-round-robin = round-robin
tournament-ai = AI seats fill short tables
tournament-no-ai = no AI seats
tournament-clock = { $minutes } min turn clock
tournament-no-clock = no clock
tournament-rules = { $game }, { $format }, { $rounds } rounds, { $seats } seats a table, { $clock }, { $ai }.
tournament-starts = Starts by itself { $when } if enough players have joined by then.
tournament-start-passed = Too few players had joined by its start time: it stays open until the host presses Start.
tournament-title = Tournament { $tournament }: { $game }
tournament-hosted = Hosted by { $host }.
tournament-players = **Players:**
tournament-players-most = **Players (at most { $most }):**
tournament-nobody = Nobody yet.
tournament-footer-timed = Join to play; the host may press Start before the start time.
tournament-footer = Join to play; the host presses Start when everyone is in.
tournament-join = Join
tournament-leave = Leave
tournament-start = Start

## the rounds and the standings
tournament-title-final = Tournament { $tournament }: { $game }, final standings
tournament-title-round = Tournament { $tournament }: { $game }, round { $round } of { $rounds }
tournament-line = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · score { $score }
tournament-line-marked = { $place }. **{ $name }** { $points } pts · Buchholz { $buchholz } · score { $score } ({ $marks })
tournament-byes = { $count ->
    [one] bye
   *[other] { $count } byes
}
tournament-withdrawn = withdrawn
tournament-more = ... and { $count } more.
tournament-points = Points: a win 1, a draw ½ (placings shared out at bigger tables), a bye 1; ties broken by Buchholz, then the sum of game scores.
tournament-replay = Replay table { $table }
tournament-title-cancelled = Tournament { $tournament }: { $game }, cancelled
tournament-cancelled = The host called this tournament off.
tournament-cancelled-playing = The host called this tournament off. { $playing ->
    [one] Its 1 table still playing goes on as an ordinary game in its thread; its result counts as any game's, not for the tournament.
   *[other] Its { $playing } tables still playing go on as ordinary games in their threads; their results count as any game's, not for the tournament.
}
tournament-thread = { $game } · tournament { $tournament } · round { $round }, table { $table }
tournament-ai-seat = AI { $seat }
tournament-call = Round { $round } of tournament { $tournament }: { $players }.
tournament-no-thread = I could not open a thread for a table in this channel (I need the right to create public threads here), so the tournament stops.
tournament-off-in-thread = Tournament { $tournament } was called off: this game goes on as an ordinary game, and its result counts as any game's, not for the tournament.
tournament-not-playing = You are not playing in that tournament.
tournament-withdrew = You withdrew from tournament { $tournament }: the AI plays your seat at your table, and you are not seated in later rounds.
