"""Venn Classic: bluffing with hidden hands of two-circle cards, 2 to 8 players."""

from games.classic.engine import ENGINE

__all__ = ["ENGINE"]
