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


KEEPER = """
import gc, json
from bot import heap
keeper = heap.Keeper(thaw_every=3600)
kept = [{"seat": n} for n in range(1000)]
keeper.look()  # no full collection yet: nothing to do
before = gc.get_freeze_count()
gc.collect()
keeper.look()  # its survivors frozen: the next full collection will not walk them
after = gc.get_freeze_count()
keeper.look()  # the same collection again: nothing more
thawing = heap.Keeper(thaw_every=0)
gc.collect()
thawing.look()  # time to thaw: the next full collection walks everything once
print(json.dumps({"before": before, "after": after, "freezes": keeper.freezes,
                  "thawed": gc.get_freeze_count(), "thaws": thawing.thaws}))
"""


def test_the_survivors_of_a_full_collection_are_frozen_and_thawed_in_time():
    out = subprocess.run(
        [sys.executable, "-c", KEEPER], capture_output=True, text=True, check=True, timeout=60
    )
    found = json.loads(out.stdout)
    assert found["before"] == 0 and found["after"] >= 1000 and found["freezes"] == 1
    assert found["thawed"] == 0 and found["thaws"] == 1
