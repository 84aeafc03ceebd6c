"""The message files: every English id in every locale with the same variables, a broken
file refused at load, the pseudo-locale accenting every letter and keeping placeables and
Discord's markup, and Discord's locales mapped onto the shipped languages."""

from __future__ import annotations

import datetime
import re
import shutil

import pytest

from bot import i18n
from bot.i18n import PSEUDO, SHIPPED, catalog, decimal, month_name, shipped, tr
from bot.i18n.loader import LOCALES_DIR, CatalogError, load, variables
from bot.i18n.pseudo import ACCENTED, PAD
from bot.quiet import Hours, go_away
from bot.ratings import season_span

ARG = "⟦{}⟧"  # an argument's value, with no letter of its own


def args_of(msg_id: str) -> dict[str, str]:
    name, _, attribute = msg_id.partition(".")
    found = catalog().shapes[name]["." + attribute if attribute else ""]
    return {v[1:]: ARG.format(v[1:]) for v in found}


def every_text() -> list[str]:
    ids = []
    for name, parts in catalog().shapes.items():
        ids += [name + part for part in parts]
    return ids


def test_every_locale_has_every_english_message_with_its_variables():
    files = {p.name for p in (LOCALES_DIR / "en-US").glob("*.ftl")}
    assert {"commands.ftl", "lobby.ftl", "settings.ftl", "tables.ftl", "away.ftl"} <= files
    assert {"ratings.ftl", "follows.ftl", "rematch.ftl"} <= files
    shapes = catalog().shapes
    for locale in SHIPPED:
        bundle = catalog().bundles[locale]
        for name, parts in shapes.items():
            assert bundle.has_message(name), (locale, name)
            message = bundle._messages[name]
            assert variables(message) == parts, (locale, name)
        # and each formats without an error, every variable given
        for msg_id in every_text():
            text = tr(locale, msg_id, **args_of(msg_id))
            for value in args_of(msg_id).values():
                assert value in text, (locale, msg_id, text)


@pytest.mark.parametrize(
    ("broken", "says"),
    [
        ("lobby-join = Mitspielen\n", "missing"),  # an id left out
        ("lobby-full = Der Tisch ist voll ({ $places } Plätze).\n", "variables"),
        ("lobby-extra = Noch eins\n", "not an English message"),
        ("lobby-join = { $\n", "lobby.ftl"),  # a syntax error
    ],
)
def test_a_broken_locale_fails_at_load(tmp_path, broken, says):
    shutil.copytree(LOCALES_DIR, tmp_path / "locales")
    german = tmp_path / "locales" / "de" / "lobby.ftl"
    lines = german.read_text(encoding="utf-8").splitlines(keepends=True)
    if says == "missing":
        kept = [line for line in lines if not line.startswith("lobby-join =")]
        german.write_text("".join(kept), encoding="utf-8")
    elif says == "variables":
        kept = [line for line in lines if not line.startswith("lobby-full =")]
        german.write_text("".join(kept) + broken, encoding="utf-8")
    else:
        german.write_text("".join(lines) + broken, encoding="utf-8")
    with pytest.raises(CatalogError, match=says):
        load(tmp_path / "locales")


def _outside_markup(text: str) -> str:
    """`text` without what the pseudo-locale keeps: code, mentions and timestamps, and
    the arguments."""
    text = re.sub(r"`[^`]*`|<[^<>]*>|⟦[^⟧]*⟧", "", text)
    return text


def test_the_pseudo_locale_accents_every_letter_and_keeps_placeables():
    for msg_id in every_text():
        args = args_of(msg_id)
        english, pseudo = tr("en-US", msg_id, **args), tr(PSEUDO, msg_id, **args)
        for value in args.values():
            assert value in pseudo, (msg_id, pseudo)
        for markup in re.findall(r"`[^`]*`|<[@#]|<t:|:f>|\*\*", english):
            assert markup in pseudo, (msg_id, markup, pseudo)
        assert not re.search(r"[A-Za-z]", _outside_markup(pseudo)), (msg_id, pseudo)
        if re.search(r"[A-Za-z]", _outside_markup(english)):
            assert any(c in pseudo for c in ACCENTED.values()), (msg_id, pseudo)
            # a third longer: padded by a third of the text's own letters at least
            letters = len(re.findall(r"[A-Za-z]", _outside_markup(english)))
            assert pseudo.count(PAD) >= letters / 3, (msg_id, pseudo)


def test_discord_locales_map_onto_the_shipped_languages():
    assert [shipped(c) for c in ("de", "en-GB", "es-419", "pt-BR", "fr", "ja", None)] == [
        "de",
        "en-US",
        "es-ES",
        "pt-BR",
        "fr",
        None,
        None,
    ]
    # a language not shipped, or a message of none of them, falls back to English
    assert tr("ja", "lobby-join") == tr("en-US", "lobby-join") == "Join"
    assert tr("de", "lobby-join") == "Mitspielen"
    with pytest.raises(KeyError):
        tr("de", "no-such-message")


def test_plurals_and_numbers_follow_each_language():
    assert tr("en-US", "clock-live", minutes=1) == "Live: 1 minute per turn"
    assert tr("de", "clock-async", hours=12) == "Fernpartie: 12 Stunden pro Zug"
    assert "1.440 Minuten" in tr("de", "settings-expiry-set", minutes=1440)
    assert "1,440 minutes" in tr("en-US", "settings-expiry-set", minutes=1440)
    # French counts 0 and 1 as one: "0 jour"
    assert "0 jour par an" in tr("fr", "settings-away-set", days=0)


def test_decimals_months_and_refusals_are_each_language_s():
    assert [decimal(c, 1234.5) for c in ("en-US", "de", "fr", "pt-BR")] == [
        "1,234.5",
        "1.234,5",
        "1\u202f234,5",
        "1.234,5",
    ]
    assert month_name("es-ES", 2026, 1) == "enero de 2026"
    assert month_name("de", 2026, 3) == "März 2026"
    assert month_name(PSEUDO, 2026, 1) == "Ĵàñûàŕý 2026"
    today = datetime.date(2026, 1, 15)
    assert season_span("last", today, "fr")[2] == "décembre 2025"  # type: ignore[index]
    assert "JJJJ-MM" in str(season_span("bald", today, "de"))
    # /away's refusals, said in the asker's language
    assert go_away(Hours(), 0, 14, 0.0, "pt-BR") == "Você não está ausente."
    assert go_away(Hours(), 20, 14, 0.0, "de") == (
        "Du hast in diesem Jahr nur noch 14 Abwesenheitstage."
    )


def test_the_catalog_is_read_once():
    assert i18n.catalog() is i18n.catalog()
