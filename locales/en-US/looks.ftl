# Looking at pictures (bot.looks): any player's public picture, and "Show mine" (the
# reader's language)

look-whose = Whose?
look-pick = { $label }: pick a player.
look-pick-listed = Pick one of the players listed.
look-nothing = There is nothing to show for that player.
look-shown = { $label }: { $name }, as everyone can see it now.
look-mine-nothing = There is nothing to show yet.
look-mine = { $name }, as it stands now (only you see this round's moves).
