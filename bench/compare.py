"""The per-click figures of this tree against an older commit, in one run on one machine.

    python -m bench.compare --old cfd916a --runs 3 [--crowd-sizes 100,1000] [--tables 1000]

Checks the old commit out in a temporary worktree and runs `python -m bench --crowd` and
`python -m bench --scale` (SQLite, one worker) in each tree in turn, new then old, `--runs`
times, so that both meet the same machine in the same hour. It prints, per run, the bot's
CPU per click: the crowd's at each size (its rounds' median, every click of the round and
its turnover counted), and the scale run's worker (and its drawing processes) per click in
the human-pace window and in the saturation window. Every bench's own output is
kept in the `--out` folder. The old tree runs with this tree's virtual environment (the
old commit's dependencies are a subset), from its own folder, so its own code is imported.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent


def bench_json(text: str, key: str) -> dict[str, Any]:
    """The JSON the bench prints last (its rows before it are Python reprs)."""
    at = text.rfind('{\n  "' + key + '"')
    if at < 0:
        raise ValueError(f"no {key} result in the bench's output")
    return json.loads(text[at:])[key]


def run(tree: Path, args: list[str], out: Path) -> str:
    env = os.environ | {"PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-m", "bench", *args],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    out.write_text(done.stdout + "\n--- stderr ---\n" + done.stderr)
    return done.stdout


def crowd_figures(result: dict[str, Any], sizes: list[int]) -> dict[str, Any]:
    return {
        f"crowd_{n}_ms_per_click": result.get(f"players_{n}", {}).get("bot_cpu_ms_per_click")
        for n in sizes
    }


def scale_figures(result: dict[str, Any]) -> dict[str, Any]:
    config = next(iter(v for v in result.values() if isinstance(v, dict) and "human" in v))
    figures: dict[str, Any] = {}
    for pace in ("human", "saturation"):
        window = config.get(pace) or {}
        cpu = window.get("cpu_seconds") or {}
        # the worker's event loop and its drawing processes
        worker = sum(v for k, v in cpu.items() if k.startswith("worker_") and v is not None)
        clicks = window.get("clicks") or 0
        figures[f"scale_{pace}_worker_ms_per_click"] = (
            round(worker * 1000 / clicks, 3) if clicks else None
        )
    return figures


def mend_old_harness(tree: Path) -> None:
    """Harness bugs of older commits that stop their bench before the bot is measured,
    mended in the old worktree (the bot's code is left as it was): at cfd916a the scale
    bench's `Click` had lost its @dataclass ("Click() takes no arguments" at setup)."""
    players = tree / "bench" / "scale_players.py"
    if players.exists():
        text = players.read_text()
        if "\n\nclass Click:" in text and "@dataclass\nclass Click:" not in text:
            players.write_text(text.replace("\n\nclass Click:", "\n\n@dataclass\nclass Click:"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.compare")
    parser.add_argument("--old", default="cfd916a", help="the commit to compare with")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--crowd-sizes", default="100,1000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--only", choices=("crowd", "scale"), help="one of the two benches")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    out = args.out or Path(tempfile.mkdtemp(prefix="bench-compare-"))
    out.mkdir(parents=True, exist_ok=True)
    old = Path(tempfile.mkdtemp(prefix="bench-old-")) / "tree"
    subprocess.run(
        ["git", "worktree", "add", "--detach", str(old), args.old],
        cwd=HERE,
        check=True,
        capture_output=True,
    )
    mend_old_harness(old)
    sizes = [int(s) for s in args.crowd_sizes.split(",")]
    crowd = ["--crowd", "--sizes", args.crowd_sizes, "--rounds", str(args.rounds)]
    scale = ["--scale", "--tables", str(args.tables), "--configs", "sqlite_1_worker"]
    scale += ["--seconds", str(args.seconds)]
    rows: list[dict[str, Any]] = []
    try:
        for k in range(1, args.runs + 1):
            for name, tree in (("new", HERE), ("old", old)):
                row: dict[str, Any] = {"run": k, "tree": name}
                if args.only != "scale":
                    text = run(tree, crowd, out / f"crowd-{name}-{k}.txt")
                    try:
                        row |= crowd_figures(bench_json(text, "crowd"), sizes)
                    except ValueError as exc:
                        row["crowd_error"] = str(exc)
                if args.only != "crowd":
                    text = run(tree, scale, out / f"scale-{name}-{k}.txt")
                    try:
                        row |= scale_figures(bench_json(text, "scale"))
                    except (ValueError, StopIteration) as exc:
                        row["scale_error"] = str(exc)
                rows.append(row)
                print(json.dumps(row), flush=True)
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=HERE, check=False)
    summary: dict[str, Any] = {}
    for name in ("new", "old"):
        mine = [r for r in rows if r["tree"] == name]
        for key in sorted({k for r in mine for k in r if k.endswith("per_click")}):
            values = [r[key] for r in mine if isinstance(r.get(key), int | float)]
            if values:
                summary[f"{name}:{key}"] = {
                    "median": round(statistics.median(values), 3),
                    "runs": values,
                }
    print(json.dumps({"compare": {"old": args.old, "out": str(out), "summary": summary}}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
