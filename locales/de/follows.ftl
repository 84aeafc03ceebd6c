# Einem Tisch von außen folgen

follow-button = Folgen
follow-count = { $count ->
    [one] { $count } folgt
   *[other] { $count } folgen
}
follow-unfollow = Nicht mehr folgen
follow-end-only = Nur das Ende
follow-rounds = Auch jede Runde
follow-seated = Du spielst an diesem Tisch mit: du erfährst schon alles.
follow-offer = Tisch { $table } folgen: Ich kann dir eine Direktnachricht schicken, wenn die Partie endet, oder auch nach jeder Runde.
follow-not-this-table = Dieser Knopf gehört nicht zu diesem Tisch.
follow-set-end = Du folgst Tisch { $table }: Ich schicke dir eine Direktnachricht, wenn die Partie endet.
follow-set-rounds = Du folgst Tisch { $table }: Ich schicke dir nach jeder Runde und am Ende der Partie eine Direktnachricht.
follow-dms-were-closed = Deine Direktnachrichten waren für mich bisher gesperrt; bitte erlaube sie für diesen Server.
follow-stopped = Du folgst Tisch { $table } nicht mehr.
follow-was-not = Du bist Tisch { $table } nicht gefolgt.
follow-round-over = Tisch { $table }: Runde { $round } ist vorbei.
follow-game-over = Die Partie { $game } an Tisch { $table } ist vorbei. Der Endstand:
