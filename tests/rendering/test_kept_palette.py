"""Palettes kept on disk between processes (rendering.kit.kept): the kept one is the one
the code builds, and a change to what it is drawn from builds it afresh."""

from __future__ import annotations

import pytest

from rendering.abstract import palette as abstract_palette
from rendering.classic import palette as classic_palette
from rendering.kit import kept
from rendering.venn import palette as venn_palette

BUILDERS = {
    "abstract": abstract_palette._build_palette,
    "classic": classic_palette._build_palette,
    "venn": venn_palette._build_palette,
}


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PALETTE_CACHE", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_a_kept_palette_is_the_one_the_code_builds(folder, name):
    calls = []

    def build():
        calls.append(1)
        return BUILDERS[name]()

    first = kept.kept_palette(name, build)
    again = kept.kept_palette(name, build)  # read from the folder: not built again
    assert calls == [1]
    assert [p.name for p in folder.iterdir()] == [f"{name}-{kept.source_digest()}.palette"]
    assert first.getpalette() == again.getpalette()  # the first was built, the second read
    assert len(first.getpalette() or []) == 768


def test_another_version_of_the_code_builds_its_own(folder, monkeypatch):
    kept.kept_palette("abstract", BUILDERS["abstract"])
    monkeypatch.setattr(kept, "source_digest", lambda: "another-version")
    calls = []
    kept.kept_palette("abstract", lambda: calls.append(1) or BUILDERS["abstract"]())
    assert calls == [1]
    assert len(list(folder.iterdir())) == 2


def test_a_file_cut_short_is_built_again(folder):
    path = folder / f"abstract-{kept.source_digest()}.palette"
    path.write_bytes(b"\x01\x02")
    calls = []
    kept.kept_palette("abstract", lambda: calls.append(1) or BUILDERS["abstract"]())
    assert calls == [1] and len(path.read_bytes()) == 768


def test_a_folder_that_cannot_be_written_still_gives_the_palette(tmp_path, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setenv("PALETTE_CACHE", str(blocked / "below"))
    pal = kept.kept_palette("abstract", BUILDERS["abstract"])
    assert pal.getpalette() == BUILDERS["abstract"]().getpalette()


def test_the_fonts_the_palettes_are_drawn_with_are_in_the_digest():
    read = {p.parts[len(kept.ROOT.parts)] for p in kept.ROOT.rglob("*.ttf")}
    assert read == {"rendering"}  # the fonts are under rendering/, which is read
