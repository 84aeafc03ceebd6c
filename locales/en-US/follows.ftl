# Following a table from outside it (bot.follows): Follow on the status (the server's
# language), the private answers, and the DMs a follower gets (their chosen language, else
# the server's)

follow-button = Follow
follow-count = { $count } following
follow-unfollow = Unfollow
follow-end-only = The end only
follow-rounds = Each round too
follow-seated = You play at this table: you are told of it already.
follow-offer = Follow table { $table }: I can send you a direct message when the game ends, or after each round too.
follow-not-this-table = That button is not part of this table.
follow-set-end = You follow table { $table }: I will send you a direct message when it ends.
follow-set-rounds = You follow table { $table }: I will send you a direct message after each round and when the game ends.
follow-dms-were-closed = Your DMs were closed to me before; please open them for this server.
follow-stopped = You no longer follow table { $table }.
follow-was-not = You were not following table { $table }.
follow-round-over = Table { $table }: round { $round } is over.
follow-game-over = { $game } table { $table } is over. The final scores:
