# A crowd's table (bot.crowd): one public message a round, its players' answers, and the
# final message's "My rank and sheet"

crowd-play = Play this round
crowd-sheet = My rank and sheet
crowd-round-over = That round is over, so this panel no longer plays. Press **{ $play }** on the newest round's message in the channel.
crowd-time-out-status = Time ran out for { $count ->
    [one] { $count } player
   *[other] { $count } players
}: { $note }. The table goes on below.
crowd-time-out-title = { $game } · time ran out
crowd-time-out-panel = This round's clock ran out before you confirmed, so { $note }. Press **{ $play }** on the newest round's message to play the next one.
crowd-no-scores = The scores of this table are not available.
crowd-no-sheet = You did not play at this table, so it has no sheet of yours.
