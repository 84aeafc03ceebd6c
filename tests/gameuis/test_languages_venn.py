"""VENN's texts come from the message files: in the pseudo-locale (bot.i18n.pseudo) every
line of its panels at each step (a condition's turn and its menus, a solo player's cross,
the numbers with dice picked, an extra value, a PARK number to move, the AI's placements,
the confirmed and finished panels), its form, statuses, phase note, final message, its own
refusals and the engine's as the clicker reads them, "Suggest a move"'s controls and
reasons, and every word its pictures draw is accented, but for the players' names,
numbers, the game's name and its codes (sections, dice, SUM, PARK). A text left in code
would show unaccented here. German reads German, and the longest language's words fit
where the pictures draw them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from bot.gameui import PRESSES, SUGGESTED, WHY, Refusal, seat_context, table_context
from bot.i18n import PSEUDO, SHIPPED, catalog
from bot.routes import GameAction
from games.base import State
from games.venn import GAME
from gameuis.say import Say
from gameuis.venn import UI as VennUI
from gameuis.venn.words import move_fields
from rendering import venn as render
from rendering.kit import font, text_width
from rendering.venn import common as common_sheet
from rendering.venn import pieces, sheet
from rendering.venn.palette import _palette
from rendering.venn.theme import LABEL_TEXT
from rendering.venn.words import condition_name
from tests.contract.test_panels import table_for
from tests.gameuis.spoken import card_texts, outside_files

UI = VennUI()
NAMES = ["Player 1", "Player 2"]
# what is no text of ours: mentions, numbers, the game's name, the seats' names, the
# sections' codes, the dice, SUM and PARK (the sheet's own names), circles typed in a form
OURS_NOT = re.compile(
    r"<[^>]*>|\d+|VENN|Pla(?:yer)?|\bD\d+|\b(?:Cr|Cy|Lg|Gr|Kh|Te|Mu|Cb|Mb)\b|SUM|PARK|\bP\d"
    r"|`[^`]*`|attachment://\S+"
)


def played(players: int, seed: int, until: Callable[[State], bool]) -> State:
    """The AI plays every seat from a new game until `until` holds (or the game ends)."""
    state = GAME.new_game(players, {}, seed)
    while not GAME.is_over(state) and not until(state):
        seat = GAME.waiting_for(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    return state


def panel(state: State, seat: int, step: dict[str, Any] | None, locale: str) -> list[str]:
    table = table_for("venn", state)
    card = UI.panel(seat_context(table, seat, locale), GAME.panel_view(state, seat), step)
    return card_texts(card)


def channel(state: State, locale: str) -> list[str]:
    """The status, and the phase's note once a numbers phase closed."""
    table = table_for("venn", state)
    names = [s.name for s in table.seats]
    public = GAME.view(state, None)
    texts = card_texts(UI.status(table_context(table, locale), public, names))
    return texts + (UI.phase_text(public, names, locale) or "").splitlines()


def refused(result: object, locale: str) -> str:
    assert isinstance(result, Refusal), result
    return result.said(locale)


def told(state: State, seat: int, locale: str) -> list[str]:
    """What "Suggest a move" tells of a few of the seat's legal moves."""
    out: list[str] = []
    for move in GAME.legal_moves(state, seat)[:: max(1, len(GAME.legal_moves(state, seat)) // 6)]:
        fields = move_fields(state, seat, move, NAMES, locale)
        out.append(str(fields[WHY]))
        for press in fields[PRESSES]:  # type: ignore[attr-defined]
            out += [press.control, *press.options]
    return out


def conditions_texts(locale: str) -> list[str]:
    state = played(2, 5, lambda s: GAME.view(s, None)["round"] >= 3)
    assert GAME.view(state, None)["phase"] == "conditions"
    seat = GAME.waiting_for(state)[0]
    name = GAME.view(state, seat)["me"]["available_conditions"][0]
    texts = panel(state, seat, None, locale) + panel(state, seat, {"cond": name}, locale)
    texts += panel(state, 1 - seat, None, locale)  # waiting for the other's condition
    texts += channel(state, locale) + told(state, seat, locale)
    texts.append(refused(UI.interpret(state, seat, GameAction("nope"), []), locale))
    texts.append(refused(UI.interpret(state, seat, GameAction("extra"), ["x"]), locale))
    # the engine's refusal of a section already holding a condition, in the clicker's words
    full = next(c for c, n in GAME.view(state, seat)["seats"][seat]["conditions"].items() if n)
    click = UI.interpret(state, seat, GameAction("csec", (name,)), [full])
    texts.append(refused(click, locale))
    # solo: the condition to cross off as well
    solo = GAME.new_game(1, {}, 2)
    mine = GAME.view(solo, 0)["me"]
    step = {"cond": mine["available_conditions"][0], "section": mine["open_sections"][0]}
    texts += panel(solo, 0, step, locale) + told(solo, 0, locale)
    return texts


def numbers_state() -> State:
    """Seat 0 in a numbers phase with a number in the PARK from an earlier round, an extra
    value earned (three dice summed cross a SUM box) and two dice left."""

    def numbers(round_no: int) -> Callable[[State], bool]:
        return lambda s: (
            GAME.view(s, 0)["phase"] == "numbers" and GAME.view(s, 0)["round"] > round_no
        )

    state = played(2, 11, numbers(0))
    park = next(k for k, p in enumerate(GAME.view(state, 0)["seats"][0]["park"]) if not p["value"])
    state, _ = GAME.apply(state, 0, {"type": "place", "dice": [0], "target": f"P{park + 1}"})
    round_no = GAME.view(state, 0)["round"]
    while not numbers(round_no)(state):
        seat = GAME.waiting_for(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    sums = [
        m for m in GAME.legal_moves(state, 0) if m["type"] == "place" and m["dice"] == [0, 1, 2]
    ]
    state, _ = GAME.apply(state, 0, sums[0])
    me = GAME.view(state, 0)["me"]
    assert me["extras"] > 0 and me["dice_used"] == [True, True, True, False, False]
    return state


def numbers_texts(locale: str) -> list[str]:
    state = numbers_state()
    view = GAME.view(state, 0)
    park = next(f"P{k + 1}" for k, p in enumerate(view["seats"][0]["park"]) if p["value"])
    texts: list[str] = []
    for step in (None, {"mask": 8}, {"mask": 24}, {"extra": 0}, {"park": park}):
        texts += panel(state, 0, step, locale)
    texts += channel(state, locale) + told(state, 0, locale)
    table = table_for("venn", state)
    modal = UI.modal(seat_context(table, 0, locale), GameAction("type"))
    assert modal is not None
    texts += [modal.title] + [i.to_component_dict()["label"] for i in modal.children]
    for typed in ("garbage", "99>Kh2", "6+6+6+6+6+6>Kh2", "*77>Kh", ""):
        batch = UI.interpret_text(state, 0, GameAction("m"), {"moves": typed})
        texts.append(refused(batch, locale))
    texts.append(refused(UI.interpret(state, 0, GameAction("confirm"), []), locale))
    filled = next(c for c, v in view["seats"][0]["circles"].items() if v is not None)
    click = UI.interpret(state, 0, GameAction("to", ("dice", "8", "0")), [filled])
    texts.append(refused(click, locale))  # the engine's: that circle is filled
    batch = UI.interpret(state, 0, GameAction("suggest"), [])
    assert isinstance(batch, list)
    for move in batch:
        state, _ = GAME.apply(state, 0, move)
    texts += panel(state, 0, {SUGGESTED: True}, locale)
    texts.append(refused(UI.interpret(state, 0, GameAction("suggest"), []), locale))
    state, _ = GAME.apply(state, 0, {"type": "confirm"})
    texts += panel(state, 0, None, locale) + channel(state, locale)  # confirmed
    return texts


def final_texts(locale: str) -> list[str]:
    state = played(2, 3, lambda s: False)
    table = table_for("venn", state)
    public = GAME.view(state, None)
    card = UI.final(table_context(table, locale), public, NAMES, GAME.scores(state))
    return card_texts(card) + panel(state, 0, None, locale)


@contextmanager
def drawn_words() -> Iterator[list[str]]:
    """Every text drawn on a picture while inside (the cached pieces drawn afresh)."""
    words: list[str] = []
    real = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        words.append(str(text))
        real(self, xy, text, *args, **kwargs)

    _palette()  # (made once from English specimens no one reads)
    caches = [sheet._sheet_base, sheet._sheet_base_p, pieces._mark_img, pieces._worth_pill]
    caches += [common_sheet._cond_card]
    for cache in caches:
        cache.cache_clear()
    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
    try:
        yield words
    finally:
        ImageDraw.ImageDraw.text = real  # type: ignore[method-assign]
        for cache in caches:
            cache.cache_clear()


def picture_words(locale: str) -> list[str]:
    """The words of every picture VENN draws: a sheet (with dice, and another's), the roll,
    the common sheet at each phase, the standings and the final scores."""
    say = Say(locale)
    with drawn_words() as words:
        mid = render.sample_view(players=3, seed=1, filled=0.6)
        render.render_sheet(mid, 0, "Player 1", ["Kh1", "P2"], say=say)
        render.render_sheet(mid, 1, "", say=say)
        render.render_roll(mid, say)
        render.render_common(mid, ["Player 1", "Player 2", "Player 3"], say)
        picking = played(3, 4, lambda s: GAME.view(s, None)["round"] >= 2)
        render.render_common(GAME.view(picking, None), NAMES + ["Player 3"], say)
        end = render.sample_view(players=3, seed=1, filled=1.0)
        render.render_final(end, ["Player 1", "Player 2", "Player 3"], say)
        render.render_sheet(end, 2, "Player 3", say=say)
    return [w for w in words if w.strip()]


def test_venn_speaks_only_from_its_message_files() -> None:
    texts = conditions_texts(PSEUDO) + numbers_texts(PSEUDO) + final_texts(PSEUDO)
    assert outside_files(texts, OURS_NOT) == []
    assert len(texts) > 150
    words = picture_words(PSEUDO)
    assert outside_files(words, OURS_NOT) == []
    assert len(words) > 60


def test_venn_is_german_in_german() -> None:
    german = conditions_texts("de") + numbers_texts("de") + final_texts("de")
    assert any(t.startswith("Würfel: ") for t in german)
    assert any("Zahlen bestätigen" in t for t in german)
    assert any("Nutze vor dem Bestätigen alle fünf Würfel" in t for t in german)  # the engine's
    assert any("Zug 1 (" in t for t in german)  # a typed move it cannot read
    assert not any("Confirm numbers" in t or "Choose a condition" in t for t in german)
    # the suggestion names the controls as the German panel shows them
    state = GAME.new_game(2, {}, 8)
    seat = GAME.waiting_for(state)[0]
    shown = panel(state, seat, None, "de")
    for move in GAME.legal_moves(state, seat)[:30]:
        first = move_fields(state, seat, move, NAMES, "de")[PRESSES][0]  # type: ignore[index]
        assert first.control in shown, first
        assert all(option in shown for option in first.options), first
    assert "Summe" in " ".join(picture_words("de"))


def test_venn_s_pictures_fit_their_words_in_every_language() -> None:
    """Where a picture draws a word in a room of its own, the longest language's fits
    (the pictures are read on a phone at 380 px: their sizes are those of the phone)."""
    assert set(catalog().shapes) >= {"venn-pic-total", "venn-pic-first", "venn-pic-points"}
    x0, _, x1, _ = sheet._TOTAL_BOX
    for locale in SHIPPED:
        say = Say(locale)
        label = font(LABEL_TEXT, True)
        assert text_width(say("venn-pic-total"), label) <= x1 - x0 - 16, locale
        assert text_width(say("venn-pic-extras"), label) <= sheet.EXTRAS_ROOM, locale
        assert text_width(say("venn-pic-first"), label) <= pieces._mark_w("first") - 12, locale
        for points in (4, 7, 9):  # the worth pills of SUM rows and PARK pairs
            pill = say("venn-pic-points", points=str(points))
            assert text_width(pill, label) <= pieces.PILL_W - 12, (locale, pill)
        for key in ("3", "4", "5"):
            lx0, _, lx1, _ = sheet._sum_label_box(key, True)
            assert text_width(say("venn-pic-dice", count=key), label) <= lx1 - lx0 - 8, locale
        for label_id, _key in sheet._SCORE_CELLS:
            cx0, cx1 = sheet._score_cells()[0]
            shown = say(label_id) if label_id.startswith("venn-") else label_id
            assert text_width(shown, label) <= cx1 - cx0 - 8, (locale, shown)
        for cond in render.sample_view()["common"]:  # a condition's name beside its ×
            shown = condition_name(cond, say)
            assert text_width(shown, font(13, True)) <= common_sheet.COND_W - 14 - 62, shown
        for family in common_sheet._FAMILIES:
            shown = say(f"venn-pic-family-{family}")
            assert text_width(shown, font(17, True)) <= common_sheet.FAMILY_W - 6, shown
        for test in ("divisible", "at_most", "at_least", "range"):
            asks = say(f"venn-pic-asks-{test}", n="12")
            assert text_width(asks, font(15)) <= common_sheet.COND_W - 24, asks
        for test in ("equal", "straight"):
            asks = say(f"venn-pic-asks-{test}", band="13–20")
            assert text_width(asks, font(15)) <= common_sheet.COND_W - 24, asks
        copies = say("venn-pic-copies", copies=3)  # type: ignore[arg-type]
        players = say("venn-pic-players")  # beside it, over the players' column
        both = text_width(copies, font(13)) + text_width(players, font(19, True))
        assert both <= common_sheet.COND_W - 16, (players, copies)
