"""VENNi, Vidi, Vici's view, scores and game record: reading a state, never changing it."""

from __future__ import annotations

from typing import Any

from games.base import State
from games.vvv.data import load
from games.vvv.engine import (
    NAME,
    board_of,
    circles_drawn,
    claimed,
    pairs,
    points,
    seat_to_act,
    stage_of,
)
from games.vvv.views import CircleView, DotView, LockView, Me, RegionView, SeatView, VvvView


def regions(state: State) -> list[RegionView]:
    """Every face; unlocked ones numbered 1, 2, ... in reading order of their points."""
    b = board_of(state)
    owner_of: dict[int, int | None] = {}
    for lk in state["locks"]:
        face = b.face_at(*lk["point"])
        if face is not None:
            owner_of[face.index] = lk["owner"]
    out: list[RegionView] = []
    faces = sorted(b.arr.faces, key=lambda f: (round(f.point[1]), round(f.point[0]), f.key))
    number = 0
    for face in faces:
        locked = face.index in owner_of
        if not locked:
            number += 1
        per_seat = [0, 0]
        for k in b.dots_in.get(face.index, []):
            per_seat[state["dot_seats"][k]] += 1
        out.append(
            {
                "number": 0 if locked else number,
                "point": [round(face.point[0], 3), round(face.point[1], 3)],
                "inside": sorted(face.inside),
                "area": round(face.area, 3),
                "dots": per_seat,
                "locked": locked,
                "owner": owner_of.get(face.index),
                "outer": face.outer,
                "arcs": [
                    [*b.circles[a.circle], round(a.start, 6), round(a.sweep, 6), int(a.forward)]
                    for a in face.arcs
                ],
                "box": [round(v, 2) for v in b.arr.bounds(face)],
            }
        )
    return out


def view(state: State, seat: int | None) -> VvvView:
    d = load()
    pts, drawn = points(state), circles_drawn(state)
    to_act = seat_to_act(state)
    seats: list[SeatView] = [
        {
            "seat": k,
            "points": pts[k],
            "circles": drawn[k],
            "dots": sum(1 for s in state["dot_seats"] if s == k),
            "first": state["first"] == k,
        }
        for k in range(2)
    ]
    me: Me | None = None
    if seat is not None:
        me = {
            "seat": seat,
            "to_act": to_act == seat,
            "stage": stage_of(state) if to_act == seat else "",
        }
    circles: list[CircleView] = [
        {"at": list(c), "seat": s}
        for c, s in zip(state["circles"], state["circle_seats"], strict=True)
    ]
    dots: list[DotView] = [
        {"at": list(p), "seat": s} for p, s in zip(state["dots"], state["dot_seats"], strict=True)
    ]
    every = regions(state)
    pending_region = None
    if state["pending"] is not None:
        b = board_of(state)
        held = b.face_at(*state["pending"])
        pending_region = next(
            (r["number"] for r in every if held is not None and b.face_at(*r["point"]) is held),
            None,
        )
    locks: list[LockView] = [
        {"turn": lk["turn"], "point": list(lk["point"]), "owner": lk["owner"]}
        for lk in state["locks"]
    ]
    return {
        "game": NAME,
        "paper": [d.width, d.height],
        "variant": state["variant"],
        "turn": len(state["turns"]),
        "seat_to_act": to_act,
        "stage": stage_of(state),
        "pending": None if state["pending"] is None else list(state["pending"]),
        "circles": circles,
        "dots": dots,
        "regions": every,
        "pending_region": pending_region,
        "locks": locks,
        "seats": seats,
        "final_turn": bool(state["final"]),
        "over": bool(state["over"]),
        "winner": state["winner"],
        "me": me,
    }


def scores(state: State) -> list[dict[str, Any]]:
    pts, drawn, owned = points(state), circles_drawn(state), claimed(state)
    linked = pairs(state) if state["variant"] == "advanced" else [0, 0]
    out: list[dict[str, Any]] = []
    for k in range(2):
        lines = [f"Locked regions owned: {owned[k]}"]
        if state["variant"] == "advanced":
            lines.append(f"Pairs of own regions sharing a border: {linked[k]}")
        lines.append(f"Circles drawn (breaks ties): {drawn[k]}")
        out.append(
            {
                "seat": k,
                "regions": owned[k],
                "pairs": linked[k],
                "circles": drawn[k],
                "total": pts[k],
                "lines": lines,
            }
        )
    ahead = [(pts[k], drawn[k]) for k in range(2)]
    for k in range(2):
        out[k]["rank"] = 1 if ahead[k] >= ahead[1 - k] else 2
        out[k]["lines"].append(f"Total: {pts[k]} (place {out[k]['rank']})")
    return out


def record(state: State) -> dict[str, Any]:
    """The game record, in the shape the issue fixes."""
    d = load()
    first = state["first"]
    return {
        "game": NAME,
        "seed": state["seed"],
        "players": 2,
        "first": first,
        "paper": [d.width, d.height],
        "lattice": {
            "step": d.step,
            "radii": [d.radius_min, d.radius_max, d.radius_step],
            "margin": d.margin,
        },
        "setup": {
            "circles": [list(c) for c in d.setup_circles],
            "dots": [
                {"seat": first, "at": list(d.setup_dots[0])},
                {"seat": 1 - first, "at": list(d.setup_dots[1])},
            ],
        },
        "turns": [dict(t) for t in state["turns"]],
        "locks": [
            {"turn": lk["turn"], "point": list(lk["point"]), "owner": lk["owner"]}
            for lk in state["locks"]
        ],
        "variant": state["variant"],
        "scores": points(state),
        "circles_drawn": circles_drawn(state),
        "winner": state["winner"],
    }
