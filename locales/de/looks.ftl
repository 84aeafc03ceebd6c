# Bilder ansehen (bot.looks): das öffentliche Bild eines Spielers und „Meins zeigen“
# (Sprache des Lesers)

look-whose = Wessen?
look-pick = { $label }: wähle einen Spieler.
look-pick-listed = Wähle einen der aufgeführten Spieler.
look-nothing = Für diesen Spieler gibt es nichts zu zeigen.
look-shown = { $label }: { $name }, so wie es alle jetzt sehen.
look-mine-nothing = Noch gibt es nichts zu zeigen.
look-mine = { $name }, wie es gerade steht (die Züge dieser Runde siehst nur du).
