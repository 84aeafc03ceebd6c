"""Lists the string literals of two words or more left in the bot's code (bot/, cogs/,
gameuis/): the candidates for texts a player reads that the message files (locales/) do
not write yet. Docstrings, log lines, exceptions, assertions, message lookups (`tr`,
`Text`), slash-command declarations (their texts are in commands.ftl, found by the
command's place: bot.i18n.translator), annotations and SQL are left out; what remains is
read by a person (task names, a health check's words and log lines built elsewhere are
among it).

    .venv/bin/python scripts/texts_in_code.py [--all] [folder ...]

Without --all, the areas converted by their own branches are left out (VENN, Venn
Classic, /rules, /replay, tournaments) and so are the game UIs whose texts are all in the
message files already (Abstract, Forget Venice, VENNi, Vidi, Vici). Prints one line a
literal, then the count."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ALWAYS_OUT = ["bot/storage", "bot/i18n", "bot/simulate.py", "bot/migrate_db.py", "bot/__main__.py"]
ELSEWHERE = [
    "gameuis/venn",
    "gameuis/classic",
    "bot/rules_text.py",
    "bot/replay.py",
    "cogs/replay",
    "bot/tournament",
    "cogs/tournament.py",
    "cogs/rules",
    "gameuis/abstract",
    "gameuis/venice",
    "gameuis/vvv",
]
LOGS = {"debug", "info", "warning", "error", "exception", "critical", "log"}
NOT_SAID = {
    "tr",
    "Text",
    "getLogger",
    "TypeVar",
    "NewType",
    "execute",
    "executemany",
    "fetch",
    "fetchrow",
    "fetchval",
    "cast",
    "command",
    "describe",
    "Group",
    "Choice",
    "Counter",
    "Histogram",
    "Gauge",
    "compile",
    "get",
    "group",
}
TWO_WORDS = re.compile(r"[A-Za-z][a-z']*[,:;]? +[A-Za-z(][a-z']*")


def _unread(tree: ast.AST) -> set[int]:
    """The nodes no player reads: docstrings and bare strings, what logs, raises, asserts,
    looks a message up or declares a command takes, annotations."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            ids.add(id(node.value))
        if isinstance(node, ast.Call):
            f = node.func
            name = (
                f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            )
            error = name[:1].isupper() and name.endswith(("Error", "Exception"))
            if name in LOGS or name in NOT_SAID or error:
                ids |= {id(a) for a in ast.walk(node) if a is not node}
        if isinstance(node, ast.Raise | ast.Assert):
            ids |= {id(a) for a in ast.walk(node)}
        annotation = getattr(node, "annotation", None) or getattr(node, "returns", None)
        typed = ast.AnnAssign | ast.arg | ast.FunctionDef | ast.AsyncFunctionDef
        if isinstance(node, typed) and annotation is not None:
            ids |= {id(a) for a in ast.walk(annotation)}
        if isinstance(node, ast.JoinedStr):  # judged whole
            ids |= {id(a) for a in ast.walk(node) if a is not node}
    return ids


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    unread = _unread(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in unread:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        else:
            continue
        if TWO_WORDS.search(text):
            found.append((node.lineno, text))
    return sorted(found)


def main(args: list[str]) -> int:
    out = ALWAYS_OUT if "--all" in args else ALWAYS_OUT + ELSEWHERE
    folders = [a for a in args if not a.startswith("--")] or ["bot", "cogs", "gameuis"]
    count = 0
    for folder in folders:
        for path in sorted(Path(folder).rglob("*.py")):
            if any(str(path).startswith(o) for o in out):
                continue
            for line, text in literals(path):
                print(f"{path}:{line}: {text[:90]!r}")
                count += 1
    print(f"{count} literals")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
