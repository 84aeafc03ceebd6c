"""Abstract's render timing: a painting sheet from a seeded mid-game position.

Nothing here asserts on time; `python -m bench` prints the numbers.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from rendering import abstract as render
from rendering.abstract.samples import sample_view


def bench_render(samples: int = 200) -> dict[str, Any]:
    """Time `render_painting` on a mid-game view: median and p95 in ms, and PNG size."""
    view = sample_view(players=4, round_no=7, seed=11)
    render.render_painting(view, 0, "Benchmark player")  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = render.render_painting(view, 0, "Benchmark player")
        times.append((time.perf_counter() - t0) * 1000)
    p95 = statistics.quantiles(times, n=20, method="inclusive")[-1] if len(times) > 1 else times[0]
    return {
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "png_bytes": len(png),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(bench_render(), indent=2))
