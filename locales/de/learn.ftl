# Übungstische (/lernen: bot.learn, cogs/learn.py): die Extras der Panels, „Zug
# vorschlagen“, die Regel nach einer Ablehnung und die Zusammenfassung am Ende

learn-suggest = Zug vorschlagen
learn-hint-title = 💡 Übungstipp
learn-rule-pointer = Die Regel steht in /{ cmd-rules } { opt-rules-game }:{ $game } { opt-rules-topic }:{ $topic } ({ $title }, Seite { $page }); der Knopf { $button } in deinem Panel öffnet sie.
learn-summary-title = { $game } · deine Übungspartie
learn-summary-next = Diese Übungspartie zählt nicht für /{ cmd-stats } oder /{ cmd-leaderboard }. Bereit für echte Gegner? /{ cmd-play } { opt-play-game }:{ $game } eröffnet einen Tisch in jedem Kanal; /{ cmd-learn } { opt-learn-game }:{ $game } spielt eine weitere Übungspartie.
learn-started = Dein Panel kommt per DM, wenn du am Zug bist (oder drück { $panel } auf der Tischnachricht). Darin sagen Übungstipps, was die Knöpfe tun, **{ $suggest }** (oder der eigene Vorschlagsknopf des Panels) zeigt, was die KI mit deinen Knöpfen spielen würde und warum, und **{ $help }** öffnet die Regeln zum aktuellen Schritt. Keine Zuguhr: lass dir Zeit.

## „Zug vorschlagen“ (Sprache des Lesers)
learn-suggest-move = 🤖 Der Zug der KI für dich: **{ $move }**
learn-suggest-how = In deinem Panel: { $steps }
learn-suggest-why = Warum: { $why }
learn-suggest-own = Oder wähle deinen eigenen Zug.
learn-press-typed = **{ $control }** (gib { $typed } ein)
learn-then = , dann
learn-went-wrong = Bei uns ist etwas schiefgegangen; versuch es noch einmal.
learn-suggest-not-practice = Vorschläge gibt es nur an laufenden Übungstischen (/{ cmd-learn }).
learn-suggest-stale = Dieses Panel gehört nicht mehr zu deinem aktuellen Zug; frag in deinem neuesten Panel.
