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


QUIET = """
import gc, json
from bot import heap
heap.tune()
now = [0.0]
keeper = heap.Keeper(thaw_every=3600, clock=lambda: now[0])
garbage = []
def promote():
    for _ in range(heap.PROMOTIONS_DUE):
        garbage.append([[] for _ in range(10)])
        gc.collect(1)  # what a busy bot's allocations bring about
seen = []
promote()
keeper.arrived()
keeper.look()
seen.append(keeper.made)  # clicks came in a moment ago: not now
now[0] += heap.QUIET_FOR
keeper.look()
seen.append(keeper.made)  # quiet, and enough promoted: now
keeper.look()
seen.append(keeper.made)  # nothing promoted since: not again
promote()
for step in range(int(heap.FULL_AT_LATEST * 4)):  # clicks all the time ...
    now[0] += 0.25
    keeper.arrived()
    keeper.look()
seen.append(keeper.made)  # ... yet one in FULL_AT_LATEST seconds
print(json.dumps({"made": seen, "full_by_itself": gc.get_threshold()[2] >= 100_000,
                  "frozen": gc.get_freeze_count() > 0}))
"""


def test_full_collections_wait_for_a_quiet_moment_but_not_forever():
    out = subprocess.run(
        [sys.executable, "-c", QUIET], capture_output=True, text=True, check=True, timeout=60
    )
    found = json.loads(out.stdout)
    assert found["made"] == [0, 1, 1, 2]
    assert found["full_by_itself"]  # the collector never starts one on its own
    assert found["frozen"]  # the survivors of the keeper's collections are frozen
