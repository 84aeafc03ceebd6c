"""Abstract on Discord: a round is played in each player's private panel.

Panel steps: pick a paint (location die + number die), then the square; take the bonus with a
die; spend tokens; undo; confirm. The step key (round and number of actions so far) is part of
every custom_id, so a click on an outdated panel is refused with an explanation.
"""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from bot.gameui import Card, GameUI, Nav, Refusal, button, custom_id, select, view_of
from bot.storage import TableRecord
from games.abstract import ENGINE
from games.abstract.data import load
from games.base import Move, State, View
from rendering import abstract as render

DICE_FACES = "⚀⚁⚂⚃⚄⚅"
POSITIONS = ("top left", "top right", "bottom left", "bottom right")


def goals_text(goals: dict[str, int]) -> str:
    data = load()
    a = data.goal("A", goals["A"])
    b = data.goal("B", goals["B"])
    c = data.goal("C", goals["C"])
    per = data.raw["goals"]["B"]["points_per_pair"]
    return (
        f"**A** shapes: a group shaped exactly like a **{a['shape']}** scores {a['points']} "
        f"(once per number)\n"
        f"**B** pairs: **{b['label']}** ({b['pair'][0]} & {b['pair'][1]}), {per} per pair\n"
        f"**C** all different: {c['label']}, {c['points']} each"
    )


def dice_text(dice: list[int], used: list[bool] | None = None) -> str:
    parts = []
    for i, value in enumerate(dice):
        label = f"#{i + 1}: {DICE_FACES[value - 1]} {value}"
        parts.append(f"~~{label}~~" if used and used[i] else f"**{label}**")
    return " · ".join(parts)


def square_label(square: int) -> tuple[str, str]:
    data = load()
    row, col = divmod(square, data.cols)
    owner = data.square_owner[square]
    position = POSITIONS[data.die_squares[owner].index(square)]
    return f"Row {row + 1}, column {col + 1}", f"die square {owner}, {position}"


class AbstractUI(GameUI):
    engine = ENGINE
    colour = 0x8E5BC8

    # -- keys -------------------------------------------------------------------------------

    def step_key(self, state: State, seat: int) -> str:
        me = self.engine.view(state, seat)["me"]
        return f"{self.engine.view(state, None)['round']}.{len(me['actions'])}"

    def clock_phase(self, state: State) -> str:
        return str(self.engine.view(state, None)["round"])

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: str, values: list[str]
    ) -> Move | Nav | Refusal:
        view = self.engine.view(state, seat)
        me = view["me"]
        painting = view["seats"][seat]["painting"]
        try:
            if action in ("pair", "any", "x"):
                loc, num = (int(v) for v in values[0].split("."))
                kind = {"pair": "paint", "any": "anywhere", "x": "x"}[action]
                squares = self._squares(kind, me["dice"][loc] if 0 <= loc < 5 else 0, painting)
                if not squares:
                    return Refusal("There is no empty square for that choice.")
                if len(squares) == 1:
                    return self._paint_move(kind, loc, num, squares[0])
                return Nav({"kind": kind, "loc": loc, "num": num})
            if action.startswith("sq:"):
                _, kind, loc, num = action.split(":")
                return self._paint_move(kind, int(loc), int(num), int(values[0]))
            if action == "bonus":
                return {"type": "bonus", "die": int(values[0])}
            if action == "adj":
                die, delta = values[0].split(":")
                return {"type": "adjust", "die": int(die), "delta": int(delta)}
            if action in ("undo", "confirm"):
                return {"type": action}
            if action == "back":
                return Nav({})
        except (ValueError, IndexError, KeyError):
            return Refusal("That choice is not valid; pick one of the listed options.")
        return Refusal("That control is not part of Abstract.")

    @staticmethod
    def _paint_move(kind: str, loc: int, num: int, square: int) -> Move:
        if kind == "x":
            return {"type": "x", "location": loc, "number": num, "square": square}
        move: dict[str, Any] = {"type": "paint", "location": loc, "number": num, "square": square}
        if kind == "anywhere":
            move["anywhere"] = True
        return move

    @staticmethod
    def _squares(kind: str, location_value: int, painting: list) -> list[int]:
        data = load()
        if kind == "paint":
            candidates = data.die_squares.get(location_value, ())
        else:
            candidates = range(len(painting))
        return [sq for sq in candidates if painting[sq] is None]

    # -- the private panel ------------------------------------------------------------------

    def panel_image(self, view: View, seat: int, name: str) -> bytes | None:
        return render.render_painting(view, seat, name)

    def panel(
        self,
        table: TableRecord,
        seat: int,
        view: View,
        step: dict[str, Any] | None,
    ) -> Card:
        me = view["me"]
        mine = view["seats"][seat]
        name = table.seats[seat].name
        embed = discord.Embed(
            title=f"Abstract · round {view['round']}/{view['rounds']} · {name}", colour=self.colour
        )
        embed.set_image(url="attachment://panel.png")
        if view["over"] or mine["done"]:
            embed.description = (
                "Round confirmed. The next round's panel arrives when everyone is done."
                if not view["over"]
                else "The game is over."
            )
            return Card(embeds=[embed], view=None)
        tokens = mine["tokens"]
        embed.description = "\n".join(
            [
                f"Dice: {dice_text(me['dice'], me['used'])}",
                f"Paints {me['paints']}/2 · bonus {'taken' if me['bonus_taken'] else 'not taken yet'}",
                f"Tokens: ±1 × {tokens['adjust']} · place-anywhere × {tokens['anywhere']} · "
                f"★ {mine['stars']}",
                "",
                goals_text(view["goals"]),
            ]
        )
        key = f"{view['round']}.{len(me['actions'])}"
        if step and step.get("kind"):
            return Card(embeds=[embed], view=self._square_controls(table.id, key, view, seat, step))
        return Card(embeds=[embed], view=self._controls(table.id, key, view, seat))

    def _controls(self, table_id: int, key: str, view: View, seat: int) -> discord.ui.View:
        data = load()
        me = view["me"]
        dice, used = me["dice"], me["used"]
        painting = view["seats"][seat]["painting"]
        tokens = view["seats"][seat]["tokens"]
        free = [i for i in range(len(dice)) if not used[i]]
        items: list[discord.ui.Item | None] = []

        def gid(*parts: object) -> str:
            return custom_id(table_id, "g", key, *parts)

        if me["paints"] < 2:
            pairs: list[tuple[str, str]] = []
            desc: dict[str, str] = {}
            seen: set[tuple[int, int]] = set()
            for i in free:
                if not self._squares("paint", dice[i], painting):
                    continue
                for j in free:
                    if i == j or (dice[i], dice[j]) in seen:
                        continue
                    seen.add((dice[i], dice[j]))
                    value = f"{i}.{j}"
                    colour = data.colours[dice[j]]["name"]
                    pairs.append((value, f"Paint {dice[j]} ({colour}) in die square {dice[i]}"))
                    desc[value] = f"location die #{i + 1}, number die #{j + 1}"
            if pairs:
                items.append(
                    select(gid("pair"), "Paint a number…", pairs, row=0, descriptions=desc)
                )
            elif me["x_allowed"]:
                xs = []
                seen_x: set[tuple[int, int]] = set()
                for a in free:
                    for b in free:
                        if a < b and (dice[a], dice[b]) not in seen_x:
                            seen_x.add((dice[a], dice[b]))
                            xs.append(
                                (
                                    f"{a}.{b}",
                                    f"No die square fits: mark an X (dice #{a + 1}, #{b + 1})",
                                )
                            )
                items.append(select(gid("x"), "No location fits: mark an X…", xs, row=0))
            if tokens["anywhere"] > 0:
                anywhere = []
                seen_any: set[tuple[int, int]] = set()
                for i in free:
                    for j in free:
                        if i != j and (dice[i], dice[j]) not in seen_any:
                            seen_any.add((dice[i], dice[j]))
                            anywhere.append(
                                (f"{i}.{j}", f"Paint {dice[j]} anywhere (die #{i + 1} as location)")
                            )
                items.append(select(gid("any"), "Spend a place-anywhere token…", anywhere, row=1))
        if not me["bonus_taken"]:
            names = {k: v["label"] for k, v in data.raw["bonuses"].items()}
            bonus, seen_b = [], set()
            for i in free:
                if dice[i] not in seen_b:
                    seen_b.add(dice[i])
                    bonus.append(
                        (
                            str(i),
                            f"Die #{i + 1} ({dice[i]}): take a {names[data.bonus_by_face[dice[i]]]}",
                        )
                    )
            items.append(select(gid("bonus"), "Take the bonus with a die…", bonus, row=2))
        if tokens["adjust"] > 0:
            adjust = []
            for i in free:
                for delta in (1, -1):
                    if 1 <= dice[i] + delta <= data.faces:
                        adjust.append(
                            (f"{i}:{delta}", f"Die #{i + 1}: {dice[i]} → {dice[i] + delta}")
                        )
            if adjust:
                items.append(select(gid("adj"), "Spend a ±1 token…", adjust, row=3))
        items.append(button(gid("undo"), "Undo", disabled=not me["can_undo"], row=4))
        items.append(
            button(
                gid("confirm"),
                "Confirm round",
                style=discord.ButtonStyle.success,
                disabled=not me["can_confirm"],
                row=4,
            )
        )
        return view_of(*items)

    def _square_controls(
        self, table_id: int, key: str, view: View, seat: int, step: dict[str, Any]
    ) -> discord.ui.View:
        me = view["me"]
        kind, loc, num = step["kind"], step["loc"], step["num"]
        painting = view["seats"][seat]["painting"]
        squares = self._squares(kind, me["dice"][loc], painting)
        options, desc = [], {}
        for sq in squares:
            label, where = square_label(sq)
            options.append((str(sq), label))
            desc[str(sq)] = where
        what = "an X" if kind == "x" else f"the {me['dice'][num]}"
        return view_of(
            select(
                custom_id(table_id, "g", key, "sq", kind, loc, num),
                f"Choose the square for {what}…",
                options,
                row=0,
                descriptions=desc,
            ),
            button(custom_id(table_id, "g", key, "back"), "Back", row=1),
        )

    # -- the channel ------------------------------------------------------------------------

    def status(self, table: TableRecord, view: View, names: list[str]) -> Card:
        waiting = [s["seat"] for s in view["seats"] if not s["done"]]
        done = [s["seat"] for s in view["seats"] if s["done"]]

        def listing(seats: list[int]) -> str:
            shown = ", ".join(names[s] for s in seats[:30])
            return shown + (f" and {len(seats) - 30} more" if len(seats) > 30 else "") or "nobody"

        embed = discord.Embed(
            title=f"Abstract · round {view['round']}/{view['rounds']}", colour=self.colour
        )
        embed.description = "\n".join(
            [
                f"Roll: {dice_text(view['roll'])}",
                "",
                goals_text(view["goals"]),
            ]
        )
        embed.add_field(
            name=f"Still playing ({len(waiting)})", value=listing(waiting)[:1024], inline=False
        )
        embed.add_field(name=f"Done ({len(done)})", value=listing(done)[:1024], inline=False)
        if table.deadline:
            embed.add_field(name="Turn clock", value=f"ends <t:{int(table.deadline)}:R>")
        embed.set_footer(
            text=f"Table {table.id} · play your round in your panel (DM or the button)"
        )
        return Card(
            embeds=[embed],
            view=view_of(
                button(
                    custom_id(table.id, "panel"), "Open my panel", style=discord.ButtonStyle.primary
                )
            ),
        )

    def phase_image(self, view: View, names: list[str]) -> bytes | None:
        return render.render_standings(view, names)

    def final(
        self, table: TableRecord, view: View, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title="Abstract · final scores", colour=self.colour)
        lines = []
        for seat in order[:40]:
            s = scores[seat]
            lines.append(
                f"**{s['rank']}. {names[seat]}: {s['total']}** "
                f"(A {s['A']}, B {s['B']}, C {s['C']}, ★ {s['stars']}, X {s['x']})"
            )
        embed.description = "\n".join(lines)[:4096]
        for seat in order[:8]:
            embed.add_field(
                name=names[seat], value="\n".join(scores[seat]["lines"])[:1024], inline=False
            )
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(self, view: View, names: list[str]) -> list[tuple[str, bytes]]:
        files = [("final.png", render.render_final(view, names))]
        if len(names) <= 9:
            for seat, name in enumerate(names):
                files.append((f"painting-{seat + 1}.png", render.render_painting(view, seat, name)))
        return files


async def setup(bot: commands.Bot) -> None:
    bot.tables.register(AbstractUI())  # type: ignore[attr-defined]
