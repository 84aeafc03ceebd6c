"""bot.heap: the collector's settings of a bot process (in a process of its own, since a
freeze is for the whole process)."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = """
import gc, json
from bot import heap
heap.tune()
kept = [{"seat": n} for n in range(1000)]  # alive at the freeze
heap.settle()
print(json.dumps({"threshold": gc.get_threshold(), "frozen": gc.get_freeze_count()}))
"""


def test_a_settled_bot_process_freezes_its_start_and_collects_young_ones_less_often():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, timeout=60
    )
    found = json.loads(out.stdout)
    assert found["threshold"][0] > 700  # Python's default: a young collection per 700
    assert found["frozen"] >= 1000  # what was alive is out of the collector's sight
