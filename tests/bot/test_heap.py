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


def run(script: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    return json.loads(out.stdout)


def test_a_settled_bot_process_freezes_its_start_and_collects_young_ones_less_often():
    found = run(SCRIPT)
    assert found["threshold"][0] > 700  # Python's default: a young collection per 700
    assert found["frozen"] >= 1000  # what was alive is out of the collector's sight


KEEPER = """
import gc, json
from bot import heap
heap.tune()
now = [0.0]
keeper = heap.Keeper(thaw_every=3600, clock=lambda: now[0])
kept = [{"seat": n} for n in range(1000)]
collections = gc.get_stats()[2]["collections"]
now[0] += heap.FREEZE_AT_LATEST
keeper.look()  # a freeze is due: what the young generations hold is frozen, not walked
frozen = gc.get_freeze_count()
walked = gc.get_stats()[2]["collections"] - collections
cycle = []
cycle.append(cycle)  # alive now, frozen with it, garbage once let go
now[0] += heap.FREEZE_AT_LATEST
keeper.look()
del cycle
now[0] += 3600
keeper.look()  # the thaw: everything handed back and collected once, the survivors frozen
print(json.dumps({"frozen": frozen, "walked": walked, "freezes": keeper.freezes,
                  "thaws": keeper.thaws, "found": keeper.found,
                  "refrozen": gc.get_freeze_count()}))
"""


def test_survivors_are_frozen_without_a_full_collection_and_thawed_in_time():
    found = run(KEEPER)
    # two freezes, then the thaw's own freeze of what its collection left
    assert found["frozen"] >= 1000 and found["walked"] == 0 and found["freezes"] == 3
    # the cycle that became garbage while frozen is found by the thaw's collection
    assert found["thaws"] == 1 and found["found"] >= 1
    assert found["refrozen"] >= 1000


QUIET = """
import gc, json
from bot import heap
heap.tune()
now = [0.0]
keeper = heap.Keeper(thaw_every=60, clock=lambda: now[0])
garbage = []
def promote():
    for _ in range(heap.PROMOTIONS_DUE):
        garbage.append([[] for _ in range(10)])
        gc.collect(1)  # what a busy bot's allocations bring about
seen = []
promote()
keeper.arrived()
keeper.look()
seen.append(keeper.freezes)  # clicks came in a moment ago: not now
now[0] += heap.QUIET_FOR
keeper.look()
seen.append(keeper.freezes)  # quiet, and enough promoted: now
keeper.look()
seen.append(keeper.freezes)  # nothing promoted since: not again
promote()
for step in range(int(heap.FREEZE_AT_LATEST * 4)):  # clicks all the time ...
    now[0] += 0.25
    keeper.arrived()
    keeper.look()
seen.append(keeper.freezes)  # ... yet one in FREEZE_AT_LATEST seconds
thaws = [keeper.thaws]  # 60 s on, but clicks keep coming: no thaw yet
while now[0] < heap.THAW_AT_LATEST:  # clicks all the time ...
    now[0] += 1.0
    keeper.arrived()
    keeper.look()
thaws.append(keeper.thaws)  # ... yet one by THAW_AT_LATEST
now[0] += 60 + heap.QUIET_FOR  # quiet, and time again
keeper.look()
thaws.append(keeper.thaws)
print(json.dumps({"freezes": seen, "thaws": thaws,
                  "full_by_itself": gc.get_threshold()[2] >= 100_000}))
"""


def test_freezes_and_thaws_wait_for_a_quiet_moment_but_not_forever():
    found = run(QUIET)
    assert found["freezes"] == [0, 1, 1, 2]
    assert found["thaws"] == [0, 1, 2]
    assert found["full_by_itself"]  # the collector never starts a full collection itself
