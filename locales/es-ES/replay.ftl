# Repeticiones (bot/replay.py): una mesa terminada paso a paso, en privado, y como animación.

replay-title = **{ $game } · repetición de la mesa { $table }** · { $step }
replay-step = Paso { $number } de { $total }
replay-setup = La partida tal como se preparó
replay-where = Ronda { $round } · { $phase }
replay-where-over = Ronda { $round } · { $phase } · fin de la partida
replay-half = mitad { $half }
replay-movers = { $where }: jugaron { $count } jugadores
replay-moved = { $where }: { $who }
replay-mover = { $name }: { $kinds }
replay-repeated = { $kind } ×{ $count }
replay-phase = { $phase ->
    [painting] pintura
    [open] apertura
    [bid] pujas
    [challenge] desafío
    [resolve] resolución
    [play] juego
    [conditions] condiciones
    [numbers] números
   *[other] { $phase }
}
replay-kind = { $kind ->
    [split] reparto
    [choose] elección
    [call] canto
    [place] colocar
    [bid] puja
    [pass] pasar
    [turn] destapar
    [recover] recuperar
    [decline] rechazar
    [discard] descartar
    [condition] condición
    [skip] pasar
    [extra] extra
    [lose] perder
    [lose_extra] perder extra
    [unpark] salir del PARK
    [confirm] confirmar
    [undo] deshacer
    [paint] pintar
    [bonus] bonificación
    [adjust] ±1
    [x] X
    [dot] punto
    [circle] círculo
    [take_back] retirar
   *[other] { $kind }
}
replay-first = Inicio
replay-previous = Anterior
replay-next = Siguiente
replay-last = Final
replay-animation = Animación
replay-no-table = No hay ninguna mesa { $table }. El número de cada mesa aparece en sus mensajes.
replay-elsewhere = La mesa { $table } no se jugó en este servidor; las repeticiones se quedan en su servidor.
replay-never-started = La mesa { $table } nunca empezó, así que no hay nada que repetir.
replay-cancelled = La mesa { $table } se cerró antes de terminar; solo las partidas terminadas tienen repetición.
replay-playing = La mesa { $table } sigue en juego; su repetición se abrirá cuando acabe la partida.
replay-crowd = En la mesa { $table } jugó una multitud de { $players }: las repeticiones son para mesas de hasta { $most } jugadores.
replay-not-a-step = Ese botón no forma parte de ninguna repetición.
replay-broken = La mesa { $table } no se puede repetir: sus jugadas guardadas no llevan a su final.
replay-too-big = La mesa { $table } no se puede animar: ni un paso de cada muchos cabe en el límite de subida de Discord.
replay-no-animation = La mesa { $table } no se puede animar: sus jugadas guardadas no llevan a su final.
replay-animation-all = **{ $game } · mesa { $table }**: los { $total } pasos, { $width }×{ $height } px.
replay-animation-some = **{ $game } · mesa { $table }**: { $shown } de { $total } pasos (uno de cada { $every } y el último, para no pasar del límite de subida de Discord), { $width }×{ $height } px.
