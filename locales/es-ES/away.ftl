# /ausencia

away-refused-days = La ausencia va en días enteros (0: ya has vuelto).
away-not-away = No estás ausente.
away-none-left = No te quedan días de ausencia este año (el servidor permite { $allowance }).
away-only-left = { $left ->
    [one] Solo te queda { $left } día de ausencia este año.
   *[other] Solo te quedan { $left } días de ausencia este año.
}
away-back = Bienvenido de nuevo: tus relojes vuelven a correr.
away-gone = { $left ->
    [one] Estás ausente hasta el <t:{ $until }:f>: los relojes de tus partidas asíncronas te esperan (los de directo, no). Te queda { $left } día de ausencia este año.
   *[other] Estás ausente hasta el <t:{ $until }:f>: los relojes de tus partidas asíncronas te esperan (los de directo, no). Te quedan { $left } días de ausencia este año.
}
away-told = { $tables ->
    [one] Avisado en { $tables } mesa.
   *[other] Avisado en { $tables } mesas.
}
away-told-all = Se avisa en tus mesas con reloj por turno.
away-news-gone = 💤 { $name } está ausente: su reloj queda en pausa hasta el <t:{ $until }:f>.
away-news-back = 👋 { $name } ha vuelto: su reloj vuelve a correr.
