# Replays (bot/replay.py): a finished table stepped through privately, and as one animation.

replay-title = **{ $game } · replay of table { $table }** · { $step }
replay-step = Step { $number } of { $total }
replay-setup = The game as it was set up
replay-where = Round { $round } · { $phase }
replay-where-over = Round { $round } · { $phase } · game over
replay-half = half { $half }
replay-movers = { $where }: { $count } players moved
replay-moved = { $where }: { $who }
replay-mover = { $name }: { $kinds }
replay-repeated = { $kind } ×{ $count }
# the public phase a step was played in, as each game's engine names it
replay-phase = { $phase ->
    [painting] painting
    [open] opening
    [bid] bidding
    [challenge] challenge
    [resolve] resolution
    [play] play
    [conditions] conditions
    [numbers] numbers
   *[other] { $phase }
}
# the kind of a move (never its content, which may have been private)
replay-kind = { $kind ->
    [split] split
    [choose] choose
    [call] call
    [place] place
    [bid] bid
    [pass] pass
    [turn] turn over
    [recover] recover
    [decline] decline
    [discard] discard
    [condition] condition
    [skip] skip
    [extra] extra
    [lose] lose
    [lose_extra] lose extra
    [unpark] leave the park
    [confirm] confirm
    [undo] undo
    [paint] paint
    [bonus] bonus
    [adjust] adjust
    [x] X
    [dot] dot
    [circle] circle
    [take_back] take back
   *[other] { $kind }
}
replay-first = First
replay-previous = Previous
replay-next = Next
replay-last = Last
replay-animation = Animation
replay-no-table = There is no table { $table }. Table numbers are on each table's messages.
replay-elsewhere = Table { $table } was not played in this server; replays stay in their server.
replay-never-started = Table { $table } never started, so there is nothing to replay.
replay-cancelled = Table { $table } was ended before its finish; only finished games have a replay.
replay-playing = Table { $table } is still being played; its replay opens once the game ends.
replay-crowd = Table { $table } was played by a crowd of { $players }: replays are for tables of up to { $most } players.
replay-not-a-step = That button is not part of a replay.
replay-broken = Table { $table } cannot be replayed: its stored moves do not lead to the end it had.
replay-too-big = Table { $table } cannot be animated: even one step in many does not fit Discord's upload limit.
replay-no-animation = Table { $table } cannot be animated: its stored moves do not lead to the end it had.
replay-animation-all = **{ $game } · table { $table }**: all { $total } steps, { $width }×{ $height } px.
replay-animation-some = **{ $game } · table { $table }**: { $shown } of { $total } steps (one step in { $every } and the last one, to stay under Discord's upload limit), { $width }×{ $height } px.
