# Revanche

rematch-button = Revanche
rematch-not-finished = Nur eine zu Ende gespielte Partie kann neu gespielt werden.
rematch-not-offered = Diese Partie wird nicht als Revanche neu gespielt.
rematch-not-a-player = Nur wer an diesem Tisch gespielt hat, kann eine Revanche verlangen.
rematch-asked = { $name } will eine Revanche von Tisch { $table }.
rematch-asked-players = { $name } will eine Revanche von Tisch { $table }. { $mentions }: drückt **{ lobby-join }**, um euren Platz zu behalten.
