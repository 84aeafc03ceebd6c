"""Shared drawing helpers."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from rendering import kit as common


def test_rgb_parses_the_usual_spellings() -> None:
    assert common.rgb("#8e5bc8") == (142, 91, 200)
    assert common.rgb("#fff") == (255, 255, 255)
    assert common.rgb((1, 2, 3, 4)) == (1, 2, 3)
    assert common.mix("#000000", "#ffffff", 0.5) == (128, 128, 128)


def test_readable_on_picks_contrast() -> None:
    assert common.readable_on("#f2cd3a") != (255, 255, 255)  # dark text on yellow
    assert common.readable_on("#2d3145") == (255, 255, 255)


def test_fonts_are_cached_and_text_fits() -> None:
    assert common.font(20, True) is common.font(20, True)
    f = common.font(20)
    cut = common.fit_text("x" * 200, f, 100)
    assert cut.endswith("…")
    assert common.text_width(cut, f) <= 100
    assert common.fit_text("short", f, 100) == "short"


def test_die_faces_differ_by_value_and_use() -> None:
    faces = {v: common.die_face(40, v).tobytes() for v in range(1, 7)}
    assert len(set(faces.values())) == 6
    assert common.die_face(40, 3, used=True).tobytes() != faces[3]
    assert common.die_face(40, 3).size == (40, 40)


def test_encode_png_keeps_fixed_colours_exact() -> None:
    img = Image.new("RGB", (60, 20), (142, 91, 200))
    img.paste((242, 205, 58), (20, 0, 40, 20))
    img.paste((140, 93, 198), (40, 0, 60, 20))  # a near twin must not steal the fixed colour
    palette = common.build_palette(["#8e5bc8", "#f2cd3a"], img)
    png = common.encode_png(img, palette)
    out = Image.open(io.BytesIO(png))
    assert out.mode == "P"
    rgb = out.convert("RGB")
    assert rgb.getpixel((5, 5)) == (142, 91, 200)
    assert rgb.getpixel((25, 5)) == (242, 205, 58)
    assert common.encode_png(img, palette) == png


def test_text_sprites_match_direct_drawing() -> None:
    bg, fill = (250, 247, 241), (35, 38, 58)
    direct = Image.new("RGB", (200, 60), bg)
    ImageDraw.Draw(direct).text(
        (100, 30), "Total 42", font=common.font(24, True), fill=fill, anchor="mm"
    )
    pasted = Image.new("RGB", (200, 60), bg)
    common.paste_text(pasted, (100, 30), "Total 42", 24, True, fill, bg, "mm")
    assert pasted.tobytes() == direct.tobytes()
    assert common.text_sprite("Total 42", 24, True, fill, bg, "mm") is common.text_sprite(
        "Total 42", 24, True, fill, bg, "mm"
    )


def test_signed_uses_a_true_minus() -> None:
    from rendering.kit.text import signed

    assert (signed(-3), signed(0), signed(4), signed(4, plus=True)) == ("\u22123", "0", "4", "+4")


def test_badges_medals_and_card_frames() -> None:
    from rendering.kit import theme
    from rendering.kit.widgets import badge, card_frame, medal_colour

    assert [medal_colour(r) for r in (1, 2, 3, 4)] == [*theme.MEDALS, theme.FRAME]
    img = Image.new("RGB", (60, 60), theme.BG)
    badge(ImageDraw.Draw(img), (30, 30), 20, "7", theme.GOLD, 18)
    assert img.getpixel((30 - 15, 30)) == theme.GOLD  # the disc
    assert img.getpixel((2, 2)) == theme.BG  # nothing outside it
    assert (255, 255, 255) in {c for _, c in img.getcolors(3600)}  # the white digit
    plain, picked = (Image.new("RGB", (120, 90), theme.BG) for _ in range(2))
    card_frame(ImageDraw.Draw(plain), (5, 5, 110, 80))
    card_frame(ImageDraw.Draw(picked), (5, 5, 110, 80), picked=True)
    assert plain.getpixel((60, 40)) == theme.CARD and picked.getpixel((60, 40)) == theme.WIN_FILL
    assert picked.getpixel((60, 7)) == theme.GOLD


def test_every_text_drawn_is_noted_with_its_box_and_a_label_past_the_edge_shows() -> None:
    from rendering.kit.text import TEXT_OBSERVERS
    from tests.rendering.drawn import drawn_texts

    img = Image.new("RGB", (200, 60), (255, 255, 255))
    with drawn_texts() as drawn:
        ImageDraw.Draw(img).text((10, 30), "inside", font=common.font(16), anchor="lm")
        common.paste_text(img, (190, 30), "past the edge", 16, anchor="lm")
        composer = common.Composer(img, None, ink=(0, 0, 0), bg=(255, 255, 255))
        composer.text((100, 5), "Top", 16, anchor="ma")
    assert not TEXT_OBSERVERS  # no one listens once the block is over
    by_text = {d.text: d for d in drawn}
    assert {"inside", "past the edge", "Top"} <= set(by_text)
    assert not by_text["inside"].overflows() and not by_text["Top"].overflows()
    assert by_text["past the edge"].overflows()
    assert by_text["inside"].size == (200, 60)
    assert by_text["past the edge"].where.startswith("rendering/test_kit.py:")  # the drawer
    left, top, right, bottom = by_text["Top"].box
    assert 90 < (left + right) / 2 < 110 and top >= 5
    ImageDraw.Draw(img).text((10, 30), "after", font=common.font(16))
    assert "after" not in {d.text for d in drawn}
