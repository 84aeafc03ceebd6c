"""Every game's numbers file is checked against its JSON schema at load: one reader of
the schema and its first complaint, shared by the games' data modules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]  # jsonschema ships no type information (no py.typed)


def schema_problem(raw: Any, data_file: Path) -> str | None:
    """The first way `raw` breaks data/schema/<the same name>, as "at <where>: <what>"
    (None when it fits)."""
    schema_file = data_file.parent / "schema" / data_file.name
    schema = json.loads(schema_file.read_text(encoding="utf-8"))
    try:
        jsonschema.validate(raw, schema)
    except jsonschema.ValidationError as err:
        where = "/".join(str(p) for p in err.absolute_path) or "the top level"
        return f"at {where}: {err.message}"
    return None
