"""Abstract: a paint-by-number dice game for any number of players."""

from games.abstract.engine import ENGINE

__all__ = ["ENGINE"]
