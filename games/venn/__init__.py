"""VENN: a roll & write with five polyhedral dice and overlapping sections."""

from games.venn.engine import ENGINE

__all__ = ["ENGINE"]
