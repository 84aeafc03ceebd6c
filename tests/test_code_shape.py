"""The shape the code keeps (issue 26's done-when, checked on every run so it cannot drift
back): modules small enough to read in one sitting, no class in `bot/` built from several
of the project's own classes (no mixins), and crowd play asked about in at most two places.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = ("bot", "bench", "cogs", "games", "gameuis", "rendering", "scripts")
MOST_LINES = 500


def _modules(*packages: str) -> list[Path]:
    found: list[Path] = []
    for package in packages:
        found += sorted((ROOT / package).rglob("*.py"))
    return found


def test_the_code_is_where_the_test_looks():
    # a renamed package would make the checks below pass on nothing
    assert len(_modules("bot")) > 50
    assert len(_modules(*CODE)) > 150


def test_no_module_outside_the_tests_is_over_five_hundred_lines():
    long = {
        str(p.relative_to(ROOT)): n
        for p in _modules(*CODE)
        if (n := len(p.read_text().splitlines())) > MOST_LINES
    }
    assert long == {}


def _project_classes() -> set[str]:
    names: set[str] = set()
    for path in _modules(*CODE):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                names.add(node.name)
    return names


def _base_name(base: ast.expr) -> str:
    if isinstance(base, ast.Subscript):  # Generic[T], GameUI[View]
        base = base.value
    if isinstance(base, ast.Attribute):
        return base.attr
    return base.id if isinstance(base, ast.Name) else ""


def test_no_class_in_the_runtime_has_more_than_one_project_base():
    ours = _project_classes()
    mixed: list[str] = []
    for path in _modules("bot"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [b for b in map(_base_name, node.bases) if b in ours]
            if len(bases) > 1:
                mixed.append(f"{path.relative_to(ROOT)}:{node.name}({', '.join(bases)})")
    assert mixed == []


def test_crowd_play_is_asked_about_in_at_most_two_places():
    places = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in _modules(*CODE)
        for n, line in enumerate(path.read_text().splitlines(), start=1)
        if "is_crowd" in line
    ]
    assert places, "is_crowd is gone: the check would pass on nothing"
    assert len(places) <= 2, places
