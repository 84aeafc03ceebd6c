"""The double checks a command's localizations as Discord does: keys are Discord's
locales, a localized name follows the rules of names, a description has 1-100 characters."""

from __future__ import annotations

from tests.double import limits


def command(**localized: object) -> dict[str, object]:
    option = {
        "type": 3,
        "name": "game",
        "description": "Which game",
        "name_localizations": localized.get("option", {"de": "spiel"}),
        "choices": [
            {"name": "off", "value": "off", "name_localizations": localized.get("choice", {})}
        ],
    }
    return {
        "type": 1,
        "name": "play",
        "description": "Open a table",
        "name_localizations": localized.get("names", {"de": "spielen", "fr": "règles"}),
        "description_localizations": localized.get("descriptions", {"es-419": "Abrir una mesa"}),
        "options": [option],
    }


def test_good_localizations_pass():
    assert limits.check_commands([command()]) == []


def test_bad_localizations_are_refused():
    for bad, says in (
        ({"names": {"de": "Spielen"}}, "lowercase"),
        ({"names": {"de": "jetzt spielen"}}, "not a valid"),
        ({"names": {"xx": "play"}}, "not a Discord locale"),
        ({"descriptions": {"fr": "x" * 101}}, "1-100"),
        ({"option": {"pt-BR": "o jogo"}}, "not a valid"),
        ({"choice": {"de": ""}}, "1-100"),
        ({"choice": {"german": "aus"}}, "no locale"),
    ):
        problems = limits.check_commands([command(**bad)])
        assert any(says in p for p in problems), (bad, problems)
