# /absence

away-refused-days = Une absence se compte en jours entiers (0 : tu es de retour).
away-not-away = Tu n'es pas absent.
away-none-left = Tu n'as plus de jours d'absence cette année (le serveur en accorde { $allowance }).
away-only-left = { $left ->
    [one] Il ne te reste que { $left } jour d'absence cette année.
   *[other] Il ne te reste que { $left } jours d'absence cette année.
}
away-back = Bon retour : ton temps par tour court de nouveau.
away-gone = { $left ->
    [one] Tu es absent jusqu'au <t:{ $until }:f> : tes parties en différé t'attendent (pas celles en direct). Il te reste { $left } jour d'absence cette année.
   *[other] Tu es absent jusqu'au <t:{ $until }:f> : tes parties en différé t'attendent (pas celles en direct). Il te reste { $left } jours d'absence cette année.
}
away-told = { $tables ->
    [one] Prévenu à { $tables } table.
   *[other] Prévenu à { $tables } tables.
}
away-told-all = Tes tables avec un temps par tour sont prévenues.
away-news-gone = 💤 { $name } est absent : son temps par tour est suspendu jusqu'au <t:{ $until }:f>.
away-news-back = 👋 { $name } est de retour : son temps par tour court de nouveau.
