# Revanche

rematch-button = Revanche
rematch-not-finished = Seule une partie terminée peut être rejouée.
rematch-not-offered = Cette partie ne se rejoue pas en revanche.
rematch-not-a-player = Seuls les joueurs de cette table peuvent demander une revanche.
rematch-asked = { $name } demande une revanche de la table { $table }.
rematch-asked-players = { $name } demande une revanche de la table { $table }. { $mentions } : appuyez sur **{ lobby-join }** pour garder votre place.
