# /abwesend

away-refused-days = Abwesenheit gibt es nur in ganzen Tagen (0: du bist wieder da).
away-not-away = Du bist nicht abwesend.
away-none-left = Du hast in diesem Jahr keine Abwesenheitstage mehr (der Server erlaubt { $allowance }).
away-only-left = { $left ->
    [one] Du hast in diesem Jahr nur noch { $left } Abwesenheitstag.
   *[other] Du hast in diesem Jahr nur noch { $left } Abwesenheitstage.
}
away-back = Willkommen zurück: deine Zugzeiten laufen wieder.
away-gone = { $left ->
    [one] Du bist abwesend bis <t:{ $until }:f>: die Zugzeiten deiner Fernpartien warten auf dich (live nicht). Noch { $left } Abwesenheitstag in diesem Jahr.
   *[other] Du bist abwesend bis <t:{ $until }:f>: die Zugzeiten deiner Fernpartien warten auf dich (live nicht). Noch { $left } Abwesenheitstage in diesem Jahr.
}
away-told = { $tables ->
    [one] An { $tables } Tisch Bescheid gesagt.
   *[other] An { $tables } Tischen Bescheid gesagt.
}
away-told-all = Deine Tische mit Zugzeit wissen Bescheid.
away-news-gone = 💤 { $name } ist abwesend: die Zugzeit ruht bis <t:{ $until }:f>.
away-news-back = 👋 { $name } ist zurück: die Zugzeit läuft wieder.
