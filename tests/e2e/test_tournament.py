"""Tournaments through the Discord double (issue 30): a server manager opens the sign-up,
players join, the host starts it; each round's tables open in threads of the channel and
start at once; the next round follows when every table of this one ended; the final
standings are posted once and agree with the games' results. To keep the games short,
each table's host hands the seats to the AI with /table ai (or the round's deadline
passes), as an absent player's would be."""

from __future__ import annotations

import itertools
import re
import sqlite3
import time

from bot.storage import StorageUnavailable
from bot.tournament.standings import Game, shown, standings
from games import registry
from tests.chaos.botprocess import BotProcess, Peek
from tests.double import Permission
from tests.e2e.harness import answered, poll, private_note
from tests.e2e.harness import final_message as final_scores


def people(double, channel, count: int):
    """`count` players; the first manages the server (a role with Manage Server)."""
    users = [double.add_user(f"player{k}") for k in range(count)]
    guild = double.guild(channel.guild_id)
    double.add_role(guild, "managers", permissions=Permission.MANAGE_GUILD, members=users[:1])
    return users


async def sign_up(double, channel, users, options: dict):
    """/tournament create by the first user, everyone joins, the host starts it."""
    inter = await answered(
        double, await double.slash(users[0], channel, "tournament create", options)
    )
    signup = inter.original
    assert signup is not None and "Tournament 1" in signup.text
    for user in users:
        await answered(double, await double.click(user, signup, label="Join"))
    assert all(u.username in double.message(signup).text for u in users)
    await answered(double, await double.click(users[0], signup, label="Start"))
    return signup


async def hand_round_to_ai(double, bot, users, round_no: int, end: int = 0) -> list:
    """Every table of the round: its host hands each seat to the AI with /table ai, in the
    table's thread (a seat the AI plays already is left alone); the first `end` tables'
    hosts end theirs with /table end instead. The round's tables (as stored)."""
    by_id = {u.id: u for u in users}
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.current_round == round_no
    tables = [await bot.storage.get_table(t) for t in tournament.played[round_no].tables]
    for table in tables:
        thread = double.channel(table.channel_id)
        assert thread.is_thread and thread.parent_id is not None
        host = by_id[table.host_id]
        if end > 0:
            end -= 1
            note = await private_note(double, await double.slash(host, thread.id, "table end", {}))
            assert "Ending the table" in note
            continue
        for seat in table.seats:
            if seat.user_id is None or seat.is_ai:
                continue
            note = await private_note(
                double,
                await double.slash(host, thread.id, "table ai", {"player": by_id[seat.user_id]}),
            )
            assert "The AI now plays" in note
    return tables


async def expected_standings(bot, game: str) -> list[tuple[str, str]]:
    """The standings counted here from each table's own scores: (name, points), best first."""
    tournament = await bot.storage.tournaments.get(1)
    rules = registry.get(game)
    games, byes = [], {}
    for played in tournament.played.values():
        for table_id in played.tables:
            table = await bot.tables.load_table(table_id)
            assert table.status in ("finished", "cancelled")  # ended by its host: as it stood
            scores = rules.scores(table.state)
            games.append(
                Game(
                    players=tuple(s.user_id for s in table.seats),
                    places=tuple(scores[k]["rank"] for k in range(len(table.seats))),
                    scores=tuple(scores[k]["total"] for k in range(len(table.seats))),
                )
            )
        for user_id in played.byes:
            byes[user_id] = byes.get(user_id, 0) + 1
    names = {p.user_id: p.name for p in tournament.players}
    lines = standings([p.user_id for p in tournament.players], games, byes, name=names)
    return [(names[line.player], shown(line.points)) for line in lines]


def repeat_free_seating_exists(players: list[int], met: set[frozenset[int]]) -> bool:
    """Whether the players could sit at tables of three (the last one short) with nobody
    meeting anyone twice: every seating tried (280 for eight players)."""
    if len(players) <= 1:
        return True
    head, rest = players[0], players[1:]
    for others in itertools.combinations(rest, min(2, len(rest))):
        table = (head, *others)
        if any(frozenset(p) in met for p in itertools.combinations(table, 2)):
            continue
        if repeat_free_seating_exists([p for p in rest if p not in others], met):
            return True
    return False


def final_message(double, channel):
    found = [m for m in double.channel_messages(channel) if "final standings" in m.title]
    assert len(found) == 1, "the final standings are posted once"
    return found[0]


def standing_rows(message) -> list[tuple[str, str]]:
    """(name, points) of each line of a standings message."""
    rows = []
    for line in message.text.split("\n"):
        if ". **" in line and " pts" in line:
            name = line.split("**")[1]
            points = line.split("**")[2].split(" pts")[0].strip()
            rows.append((name, points))
    return rows


async def test_a_round_robin_of_abstract_seats_every_pair_once(world):
    double, channel, host = world
    users = people(double, channel, 4)
    bot = await host.start()
    signup = await sign_up(
        double,
        channel,
        users,
        {"game": "abstract", "format": "round-robin", "rounds": 1, "seats": 2},
    )
    seen: list[frozenset[int]] = []
    for round_no in (1, 2, 3):
        await bot.tables.idle()
        # in the last round one table is ended by its host: the round still ends
        tables = await hand_round_to_ai(double, bot, users, round_no, end=int(round_no == 3))
        seen += [frozenset(s.user_id for s in t.seats) for t in tables]
        await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.status == "finished" and tournament.rounds == 3
    ended = await bot.storage.get_table(tournament.played[3].tables[0])
    assert ended.status == "cancelled"
    # each pair of the four met exactly once
    pairs = {frozenset(p) for p in itertools.combinations([u.id for u in users], 2)}
    assert sorted(seen, key=sorted) == sorted(pairs, key=sorted)
    # the final standings agree with the games' own scores, and offer each table's replay
    final = final_message(double, channel)
    assert len(standing_rows(final)) == 4
    assert standing_rows(final) == await expected_standings(bot, "abstract")
    replays = [b for b in final.buttons if b.get("label", "").startswith("Replay table")]
    assert len(replays) == 6
    # the sign-up message became the standings, edited in place
    assert standing_rows(double.message(signup)) == standing_rows(final)
    # a replay opens from the final standings, privately
    pressed = await answered(double, await double.click(users[1], final, replays[0]["custom_id"]))
    shown_replay = await double.wait_for(
        lambda: pressed.original if pressed.original and pressed.original.attachments else None
    )
    first = int(replays[0]["label"].rsplit(" ", 1)[1])
    assert first == tournament.played[1].tables[0]
    assert shown_replay.ephemeral
    assert any(bot.tables.replays.kept(first, reader) for reader in (None, 0, 1))


async def test_bad_options_are_refused_and_only_the_host_starts_or_cancels(world):
    double, channel, host = world
    manager, other = people(double, channel, 2)
    bot = await host.start()
    cases = [
        (manager, {"game": "venice", "format": "round-robin", "rounds": 2, "seats": 3}, "two-seat"),
        (manager, {"game": "venice", "format": "swiss", "rounds": 2, "seats": 2}, "seats 3 to 3"),
        (manager, {"game": "nope", "format": "swiss", "rounds": 2, "seats": 2}, "Choose one of"),
        (manager, {"game": "vvv", "format": "swiss", "rounds": 0, "seats": 2}, "1 to 15"),
    ]
    cases.append(
        (other, {"game": "vvv", "format": "swiss", "rounds": 2, "seats": 2}, "manage this server")
    )
    for user, options, says in cases:
        note = await private_note(
            double, await double.slash(user, channel, "tournament create", options)
        )
        assert says in note
    assert await bot.storage.tournaments.active() == []
    # only the host starts; a lone player cannot start it
    signup = await sign_up_alone(double, channel, manager)
    # a player who joined and withdraws before the start is off the list
    await answered(double, await double.click(other, signup, label="Join"))
    assert "2. player1" in double.message(signup).text
    note = await private_note(double, await double.slash(other, channel, "tournament withdraw", {}))
    assert "You left tournament 1" in note
    await double.wait_for(lambda: "player1" not in double.message(signup).text)
    note = await private_note(double, await double.click(other, signup, label="Start"))
    assert "Only the tournament's host" in note
    note = await private_note(double, await double.click(manager, signup, label="Start"))
    assert "at least two players" in note
    note = await private_note(double, await double.slash(other, channel, "tournament cancel", {}))
    assert "You host no tournament" in note
    note = await private_note(double, await double.slash(manager, channel, "tournament cancel", {}))
    assert "called off" in note
    assert "cancelled" in double.message(signup).text


async def sign_up_alone(double, channel, manager):
    options = {"game": "vvv", "format": "swiss", "rounds": 2, "seats": 2}
    inter = await answered(
        double, await double.slash(manager, channel, "tournament create", options)
    )
    await answered(double, await double.click(manager, inter.original, label="Join"))
    return inter.original


async def test_a_round_half_seated_when_the_database_went_away_is_seated_once(world):
    """Eight players of Forget Venice, three seats a table with AI seats filling the last.
    Round 1's deadline passes (the AI finishes its tables); the database goes away just as
    round 2's last table is stored (its tables are open, the round not yet started), and
    the bot restarts: it starts the round with the tables it opened, none opened again, and
    the round's deadline is kept. (The whole tournament, with its process killed in round
    2, is test_a_swiss_of_venice_survives_a_kill_in_round_two.)"""
    double, channel, host = world
    users = people(double, channel, 8)
    bot = await host.start()
    await sign_up(
        double,
        channel,
        users,
        {"game": "venice", "format": "swiss", "rounds": 2, "seats": 3, "ai": True},
    )
    await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.current_round == 1 and tournament.round_deadline is not None
    real_start_round = bot.storage.tournaments.start_round

    async def unavailable(*args):
        raise StorageUnavailable("the database went away")

    bot.storage.tournaments.start_round = unavailable
    await bot.tables.tournaments.expire_round(1)
    await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.current_round == 1 and len(tournament.played[2].tables) == 3
    opened = list(tournament.played[2].tables)
    statuses = [(await bot.storage.get_table(t)).status for t in tournament.played[1].tables]
    assert statuses == ["finished"] * 3
    bot.storage.tournaments.start_round = real_start_round
    bot = await host.restart()
    await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    # the same three tables, none opened again, and the round's deadline armed
    assert tournament.current_round == 2 and tournament.played[2].tables == opened
    assert len(await bot.storage.active_tables()) == 3
    assert tournament.round_deadline is not None
    assert ("clock", "tournament", 1) in bot.tables.scheduler


async def test_a_swiss_without_ai_seats_gives_byes_to_a_new_player_each_round(world):
    double, channel, host = world
    users = people(double, channel, 3)
    bot = await host.start()
    await sign_up(
        double,
        channel,
        users,
        {"game": "abstract", "format": "swiss", "rounds": 2, "seats": 2, "ai": False},
    )
    for round_no in (1, 2):
        await bot.tables.idle()
        tables = await hand_round_to_ai(double, bot, users, round_no)
        assert len(tables) == 1 and all(s.user_id for s in tables[0].seats)  # no AI seat
        await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.status == "finished"
    byes = [played.byes for played in tournament.played.values()]
    assert [len(b) for b in byes] == [1, 1] and byes[0] != byes[1]
    final = final_message(double, channel)
    assert standing_rows(final) == await expected_standings(bot, "abstract")
    bye_lines = [line for line in final.text.split("\n") if "(bye)" in line]
    assert len(bye_lines) == 2


# -- the bot process killed in round 2 ----------------------------------------------------


async def hand_over_in_process(double, peek, users, tables: list[int]) -> None:
    """As `hand_round_to_ai`, for a bot in its own process (its database read by `peek`):
    each table's host hands every seat a person plays to the AI with /table ai."""
    by_id = {u.id: u for u in users}
    for table_id in tables:
        row = peek.table(table_id)
        thread = double.channel(row["channel_id"])
        assert thread.is_thread and thread.parent_id is not None
        for seat in peek.seats(table_id):
            if seat["user_id"] is None or seat["is_ai"]:
                continue
            inter = await double.slash(
                by_id[row["host_id"]], thread.id, "table ai", {"player": by_id[seat["user_id"]]}
            )
            assert "The AI now plays" in await private_note(double, inter)


def stored_standings(peek, game: str) -> list[tuple[str, str, str, str]]:
    """The standings counted here from the stored tables' final states, best first:
    (name, points, Buchholz, score)."""
    tournament = peek.tournament(1)
    rules = registry.get(game)
    games, byes = [], {}
    for number, tables in tournament["tables"].items():
        for table_id in tables:
            row = peek.table(table_id)
            assert row["status"] == "finished"
            scores = rules.scores(row["state"])
            seats = peek.seats(table_id)
            games.append(
                Game(
                    players=tuple(s["user_id"] for s in seats),
                    places=tuple(scores[s["seat"]]["rank"] for s in seats),
                    scores=tuple(scores[s["seat"]]["total"] for s in seats),
                )
            )
        for user_id in tournament["byes"].get(number, []):
            byes[user_id] = byes.get(user_id, 0) + 1
    names = {p["user_id"]: p["name"] for p in tournament["players"]}
    lines = standings(list(names), games, byes, name=names)
    return [
        (names[x.player], shown(x.points), shown(x.buchholz), str(x.game_scores)) for x in lines
    ]


def full_rows(message) -> list[tuple[str, str, str, str]]:
    """(name, points, Buchholz, score) of each line of a standings message."""
    found = re.findall(
        r"\d+\. \*\*(.+?)\*\* (\S+) pts · Buchholz (\S+) · score (-?\d+)", message.text
    )
    return [tuple(row) for row in found]


async def test_a_swiss_of_venice_survives_a_kill_in_round_two(discord_double, tmp_path):
    """Eight players, three seats a table with AI seats filling the last, three rounds; the
    bot's process is killed (SIGKILL) while round 2's tables play, and started again: the
    tournament goes on where it was, to final standings that agree with the games."""
    double = discord_double
    guild = double.add_guild("Venetians")
    channel = double.add_channel(guild, "tournament")
    users = people(double, channel, 8)
    bot = BotProcess(double, tmp_path / "bot.sqlite3")
    peek = Peek(bot.db_path)
    await bot.start()
    try:
        signup = await sign_up(
            double,
            channel,
            users,
            {"game": "venice", "format": "swiss", "rounds": 3, "seats": 3, "ai": True},
        )

        def seated(number: int) -> list[int]:
            """Round `number`'s tables, once it is seated and shown."""
            if f"round {number} of 3" not in double.message(signup).title:
                return []
            return peek.tournament(1)["tables"][number]

        round_one = await double.wait_for(lambda: seated(1))
        ai_seats = sorted(sum(s["is_ai"] for s in peek.seats(t)) for t in round_one)
        assert ai_seats == [0, 0, 1]  # two tables of three players, one of two and an AI
        await hand_over_in_process(double, peek, users, round_one)
        round_two = await double.wait_for(lambda: seated(2))
        assert len(round_two) == 3
        # the first table's seats go to the AI, and the bot is killed while it plays them
        # (the other two tables wait for their players)
        await hand_over_in_process(double, peek, users, round_two[:1])
        await bot.kill()
        assert [peek.table(t)["status"] for t in round_two[1:]] == ["running", "running"]
        await bot.start()
        # the same round goes on: no table opened again, the rest handed over and played
        await hand_over_in_process(double, peek, users, round_two[1:])
        round_three = await double.wait_for(lambda: seated(3))
        assert peek.tournament(1)["tables"][2] == round_two
        # round 3: one player withdraws (their seat goes on with the AI), the rest hand over
        leaver = users[5]
        note = await private_note(
            double, await double.slash(leaver, channel, "tournament withdraw", {})
        )
        assert "You withdrew" in note
        mine = next(t for t in round_three if leaver.id in [s["user_id"] for s in peek.seats(t)])
        assert next(s for s in peek.seats(mine) if s["user_id"] == leaver.id)["is_ai"]
        await hand_over_in_process(double, peek, users, round_three)
        final = await double.wait_for(
            lambda: next(
                (m for m in double.channel_messages(channel) if "final standings" in m.title),
                None,
            )
        )
        await poll(lambda: peek.tournament(1)["status"] == "finished", what="the tournament done")
        await bot.stop()
    finally:
        if bot.proc is not None:
            await bot.kill()
    assert not bot.tracebacks(), bot.tracebacks()
    tournament = peek.tournament(1)
    assert tournament["current_round"] == 3 and len(peek.tables()) == 9
    # the final standings: every player, points, Buchholz and score as the games say
    rows = full_rows(final)
    assert len(rows) == 8 and rows == stored_standings(peek, "venice")
    assert full_rows(double.message(signup)) == rows
    assert "withdrawn" in next(line for line in final.text.split("\n") if "player5" in line)
    assert [p["user_id"] for p in tournament["players"] if p["withdrawn"]] == [users[5].id]
    assert final_message(double, channel).id == final.id  # posted once
    # each table's replay, in the rounds' order, as they were paired
    replays = [int(b["label"].rsplit(" ", 1)[1]) for b in final.buttons if "Replay" in b["label"]]
    assert replays == [t for number in (1, 2, 3) for t in tournament["tables"][number]]
    # no two players met twice while a seating without it existed
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        tables = [
            [s["user_id"] for s in peek.seats(t) if s["user_id"] is not None]
            for t in tournament["tables"][number]
        ]
        pairs = [frozenset(p) for table in tables for p in itertools.combinations(table, 2)]
        if any(p in met for p in pairs):
            assert not repeat_free_seating_exists(sorted(sum(tables, [])), met)
        met.update(pairs)


# -- the start time -------------------------------------------------------------------------


async def create_with_start(double, channel, host, joiners, starts_in: int):
    """/tournament create with a start time (Forget Venice, one round, AI seats filling),
    and `joiners` join; the sign-up message."""
    options = {"game": "venice", "format": "swiss", "rounds": 1, "seats": 3, "ai": True}
    inter = await answered(
        double,
        await double.slash(host, channel, "tournament create", options | {"starts_in": starts_in}),
    )
    for user in joiners:
        await answered(double, await double.click(user, inter.original, label="Join"))
    return inter.original


async def test_a_tournament_starts_by_itself_at_its_start_time_even_after_a_restart(world):
    """A start time, shown as a Discord timestamp: the tournament with enough players starts
    by itself when it comes, one with too few says so and stays open for its host, and a
    host may start before it. The start time passes while the bot is stopped: it is armed
    again from the database at the restart."""
    double, channel, host = world
    users = people(double, channel, 3)
    guild = double.guild(channel.guild_id)
    second, third = (double.add_channel(guild, name) for name in ("second", "third"))
    bot = await host.start()
    options = {"game": "venice", "format": "swiss", "rounds": 1, "seats": 3}
    for bad in (-5, 0, 7 * 24 * 60 + 1):
        note = await private_note(
            double,
            await double.slash(
                users[0], channel, "tournament create", options | {"starts_in": bad}
            ),
        )
        assert "starts_in is in minutes from now: 1 to 10080" in note
    assert await bot.storage.tournaments.active() == []

    full = await create_with_start(double, channel, users[0], users, starts_in=30)
    lonely = await create_with_start(double, second, users[0], users[:1], starts_in=45)
    early = await create_with_start(double, third, users[0], users[:2], starts_in=60)
    one, two, three = await bot.storage.tournaments.active()
    assert f"<t:{int(one.starts_at)}:R>" in double.message(full).text
    assert 45 * 60 - 5 < two.starts_at - one.created_at < 45 * 60 + 5
    assert all(("clock", "tournament start", t.id) in bot.tables.scheduler for t in (one, two))
    # the host starts the third before its time: it is seated, its start disarmed
    await answered(double, await double.click(users[0], early, label="Start"))
    assert "Started:" in double.message(early).text
    assert ("clock", "tournament start", three.id) not in bot.tables.scheduler
    await double.wait_for(lambda: "round 1 of 1" in double.message(early).title)

    # the start times pass while the bot is stopped
    await host.stop()
    db = sqlite3.connect(host.db_path)
    with db:
        db.execute("UPDATE tournaments SET starts_at = ? WHERE id IN (1, 2)", (time.time() - 60,))
    db.close()
    bot = await host.start()
    await double.wait_for(lambda: "round 1 of 1" in double.message(full).title)
    await double.wait_for(lambda: "Too few players had joined" in double.message(lonely).text)
    one, two = [await bot.storage.tournaments.get(k) for k in (1, 2)]
    assert one.status == "running" and len(one.played[1].tables) == 1
    assert two.status == "signup" and not two.played
    # the one left open: its host starts it once a second player joined
    await answered(double, await double.click(users[1], lonely, label="Join"))
    await answered(double, await double.click(users[0], lonely, label="Start"))
    await double.wait_for(lambda: "round 1 of 1" in double.message(lonely).title)


async def test_a_cancelled_tournaments_tables_go_on_as_ordinary_games(world):
    """The host calls a running tournament off: the tournament's message and the table's
    thread say its table goes on as an ordinary game, which it does (to its final scores,
    with no rematch: it was a tournament's), and no further round is seated."""
    double, channel, host = world
    users = people(double, channel, 3)
    bot = await host.start()
    signup = await sign_up(
        double,
        channel,
        users,
        {"game": "venice", "format": "swiss", "rounds": 2, "seats": 3, "ai": True},
    )
    await bot.tables.idle()
    note = await private_note(
        double, await double.slash(users[0], channel, "tournament cancel", {})
    )
    assert "Its tables still playing (1) go on as ordinary games." in note
    assert "Its 1 table still playing goes on as an ordinary game" in double.message(signup).text
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.status == "cancelled"
    table_id = tournament.played[1].tables[0]
    thread = (await bot.storage.get_table(table_id)).channel_id
    told = [m for m in double.channel_messages(thread) if "was called off" in m.text]
    assert len(told) == 1 and "goes on as an ordinary game" in told[0].text
    # the table plays on to its end; the tournament seats no second round
    await hand_round_to_ai(double, bot, users, 1)
    final = await double.wait_for(lambda: final_scores(double, thread, "Forget Venice"))
    labels = [b.get("label") for b in final.buttons]
    assert "Replay" in labels and "Rematch" not in labels
    await bot.tables.idle()
    tournament = await bot.storage.tournaments.get(1)
    assert tournament.status == "cancelled" and list(tournament.played) == [1]
    assert "cancelled" in double.message(signup).title


async def test_the_role_the_managers_choose_may_create_tournaments(world):
    """`/settings-server tournament-hosts role:` lets that role's members create a
    tournament besides the managers; without the role, or once unset, a member is refused."""
    double, channel, host = world
    manager, organiser, other = people(double, channel, 3)
    guild = double.guild(channel.guild_id)
    organisers = double.add_role(guild, "organisers", members=[organiser])
    bot = await host.start()
    options = {"game": "vvv", "format": "swiss", "rounds": 2, "seats": 2}

    async def create(user) -> str:
        return await private_note(
            double, await double.slash(user, channel, "tournament create", options)
        )

    assert "manage this server" in await create(organiser)
    note = await private_note(
        double,
        await double.slash(
            manager, channel, "settings-server tournament-hosts", {"role": organisers}
        ),
    )
    assert f"<@&{organisers.id}>" in note
    shown = await private_note(double, await double.slash(manager, channel, "settings show", {}))
    assert f"<@&{organisers.id}>" in shown
    assert "manage this server" in await create(other)
    signup = await answered(
        double, await double.slash(organiser, channel, "tournament create", options)
    )
    assert "Tournament 1" in signup.original.text
    (tournament,) = await bot.storage.tournaments.active()
    assert tournament.host_id == organiser.id
    await private_note(double, await double.slash(organiser, channel, "tournament cancel", {}))
    note = await private_note(
        double, await double.slash(manager, channel, "settings-server tournament-hosts", {})
    )
    assert "Only members who can manage" in note
    assert "manage this server" in await create(organiser)
    assert len(await bot.storage.tournaments.active()) == 0
