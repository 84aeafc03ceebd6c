# /away (bot.away, bot.quiet): the answers and refusals (the asker's language), and the
# news on each of their tables (the server's)

away-refused-days = Away takes a whole number of days (0: back now).
away-not-away = You are not away.
away-none-left = You have no away days left this year (the server allows { $allowance }).
away-only-left = { $left ->
    [one] You have { $left } away day left this year.
   *[other] You have { $left } away days left this year.
}
away-back = Welcome back: your turn clocks run again.
away-gone = { $left ->
    [one] You are away until <t:{ $until }:f>: your async turn clocks wait for you (live ones do not). { $left } away day left this year.
   *[other] You are away until <t:{ $until }:f>: your async turn clocks wait for you (live ones do not). { $left } away days left this year.
}
away-told = { $tables ->
    [one] Told at { $tables } table.
   *[other] Told at { $tables } tables.
}
away-told-all = Your tables with a turn clock are told.
away-news-gone = 💤 { $name } is away: their turn clock is paused until <t:{ $until }:f>.
away-news-back = 👋 { $name } is back: their turn clock runs again.
