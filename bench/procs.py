"""CPU and memory of processes, read from /proc (Linux): the bot's workers, their helper
processes, the PostgreSQL server and the bench process itself (bench.scale)."""

from __future__ import annotations

import os

TICK = os.sysconf("SC_CLK_TCK")


def proc_cpu(pid: int, children: bool = False) -> float | None:
    """CPU seconds (user + system) of a live process; with `children`, plus its reaped
    children's."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rpartition(")")[2].split()
    except OSError:
        return None
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    if children:
        ticks += int(fields[13]) + int(fields[14])  # cutime, cstime
    return ticks / TICK


def proc_parent(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def status_mb(pid: int, field: str) -> float | None:
    """A memory figure of /proc/<pid>/status (VmRSS, VmHWM...) in MB."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(f"{field}:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def peak_rss_mb(pid: int) -> float | None:
    return status_mb(pid, "VmHWM")


def postgres_cpu(postmaster: int | None) -> float | None:
    """The server's CPU: the postmaster with its reaped children, plus its live children."""
    if postmaster is None:
        return None
    total = proc_cpu(postmaster, children=True)
    if total is None:
        return None
    for entry in os.listdir("/proc"):
        if entry.isdigit() and proc_parent(int(entry)) == postmaster:
            total += proc_cpu(int(entry)) or 0.0
    return total


def descendants(pid: int) -> list[int]:
    """The live processes started, directly or not, by `pid` (a worker's drawing
    processes, their fork server and its resource tracker)."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            parent = proc_parent(int(entry))
            if parent is not None:
                parents[int(entry)] = parent
    found, frontier = [], [pid]
    while frontier:
        frontier = [child for child, parent in parents.items() if parent in frontier]
        found += frontier
    return found


def helpers_cpu(pid: int) -> float | None:
    """The CPU of a worker's helper processes (its drawing processes), live ones only."""
    if proc_cpu(pid) is None:
        return None
    return sum(proc_cpu(child) or 0.0 for child in descendants(pid))


def self_cpu() -> float:
    t = os.times()
    return t.user + t.system
