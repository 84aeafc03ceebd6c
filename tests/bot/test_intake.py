"""bot.intake: a click's work after its acknowledgement lets the clicks that arrived before
it began be acknowledged first, and never waits for later ones or longer than it may."""

from __future__ import annotations

import asyncio

from bot.intake import Intake


async def test_work_waits_for_every_arrival_before_it_and_no_later_one():
    intake = Intake()
    for interaction_id in (1, 2, 3):
        intake.arrived(interaction_id)
    intake.acknowledged(1)
    work = asyncio.create_task(intake.let_others_first(within=60))
    await asyncio.sleep(0)
    intake.arrived(4)  # came after the work began waiting: not waited for
    intake.acknowledged(3)
    await asyncio.sleep(0)
    assert not work.done()  # 2 is still owed
    intake.acknowledged(2)
    await asyncio.wait_for(work, 5)
    assert intake.owed == 1  # 4, still owed, held nobody up


async def test_nothing_owed_means_no_wait_and_repeats_count_once():
    intake = Intake()
    await asyncio.wait_for(intake.let_others_first(within=60), 5)
    intake.arrived(7)
    intake.arrived(7)  # delivered again
    assert intake.owed == 1
    intake.acknowledged(7)
    intake.acknowledged(7)
    intake.acknowledged(8)  # never counted
    assert intake.owed == 0


async def test_the_wait_is_bounded_and_a_lapsed_waiter_holds_nobody():
    intake = Intake()
    intake.arrived(1)
    await asyncio.wait_for(intake.let_others_first(within=0), 5)  # gave up at once
    intake.arrived(2)
    later = asyncio.create_task(intake.let_others_first(within=60))
    await asyncio.sleep(0)
    intake.acknowledged(1)
    await asyncio.sleep(0)
    assert not later.done()  # waits for 2, which arrived before it began
    intake.acknowledged(2)
    await asyncio.wait_for(later, 5)
