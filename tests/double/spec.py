"""Checks REST traffic against Discord's published OpenAPI description.

The description is read once per process (it is large) and every operation
gets its own compiled :mod:`jsonschema` validators on first use.  The file is
never copied into this repository; :func:`default_spec_path` explains where it
is looked for.

One deliberate adjustment is made to request checking: the description types
every snowflake as a decimal *string*, while the live API (and discord.py,
e.g. for ``attachments[].id`` and ``allowed_mentions.users``) also sends and
accepts JSON integers.  Request validation therefore accepts non-negative
integers wherever ``SnowflakeType`` is referenced.  Responses produced by the
double are still checked against the unmodified (string) form.
"""

from __future__ import annotations

import copy
import json
import os
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar
from urllib.parse import quote, urlsplit

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_ENV_VAR = "DISCORD_OPENAPI_SPEC"
SPEC_URI = "urn:discord-openapi"
HTTP_METHODS = ("get", "put", "post", "patch", "delete")

T = TypeVar("T")


def repo_root() -> Path:
    """The project root (this file lives in ``<root>/tests/double``)."""
    return Path(__file__).resolve().parents[2]


def default_spec_path() -> Path:
    """Where the OpenAPI file is expected: ``$DISCORD_OPENAPI_SPEC`` or a sibling ``shared`` dir."""
    configured = os.environ.get(SPEC_ENV_VAR)
    if configured:
        return Path(configured).expanduser()
    return repo_root().parent / "shared" / "discord-api-spec" / "openapi.json"


# --------------------------------------------------------------------------------------
# Path templates
# --------------------------------------------------------------------------------------


class RouteTable(Generic[T]):
    """Maps concrete paths such as ``/channels/1/messages`` onto ``{param}`` templates.

    When several templates match, the one with literal segments furthest to the
    left wins, so ``/users/@me`` beats ``/users/{user_id}``.
    """

    def __init__(self) -> None:
        self._by_length: dict[
            int, list[tuple[str, tuple[str | None, ...], tuple[str, ...], T]]
        ] = {}

    def add(self, template: str, value: T) -> None:
        parts = tuple(p for p in template.strip("/").split("/") if p)
        literals = tuple(None if _is_param(p) else p for p in parts)
        names = tuple(p[1:-1] if _is_param(p) else "" for p in parts)
        self._by_length.setdefault(len(parts), []).append((template, literals, names, value))

    def match(self, path: str) -> tuple[str, dict[str, str], T] | None:
        parts = [p for p in path.strip("/").split("/") if p]
        best: tuple[tuple[int, ...], str, dict[str, str], T] | None = None
        for template, literals, names, value in self._by_length.get(len(parts), ()):
            params: dict[str, str] = {}
            ok = True
            for part, literal, name in zip(parts, literals, names, strict=True):
                if literal is None:
                    params[name] = part
                elif literal != part:
                    ok = False
                    break
            if not ok:
                continue
            rank = tuple(0 if lit is None else 1 for lit in literals)
            if best is None or rank > best[0]:
                best = (rank, template, params, value)
        if best is None:
            return None
        return best[1], best[2], best[3]

    def templates(self) -> Iterable[str]:
        for entries in self._by_length.values():
            for template, *_ in entries:
                yield template


def _is_param(part: str) -> bool:
    return part.startswith("{") and part.endswith("}")


# --------------------------------------------------------------------------------------
# Problems found by validation
# --------------------------------------------------------------------------------------


@dataclass
class SchemaProblem:
    """One rejected piece of a request, located like Discord's ``errors`` object."""

    location: str  # "body", "query" or "path"
    path: list[str | int]
    message: str
    code: str = "BASE_TYPE_INVALID"

    def describe(self) -> str:
        where = ".".join(str(p) for p in self.path) or "<root>"
        return f"{self.location}:{where}: {self.message}"


def problems_to_discord_errors(problems: Iterable[SchemaProblem]) -> dict[str, Any]:
    """Nest problems the way Discord reports ``Invalid Form Body`` (``{"a": {"_errors": [...]}}``)."""
    errors: dict[str, Any] = {}
    for problem in problems:
        node = errors
        keys = [str(p) for p in problem.path]
        if problem.location != "body":
            keys = [problem.location, *keys]
        for key in keys:
            node = node.setdefault(key, {})
        node.setdefault("_errors", []).append({"code": problem.code, "message": problem.message})
    return errors


_VALIDATOR_CODES = {
    "type": "BASE_TYPE_INVALID",
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "maxItems": "BASE_TYPE_MAX_LENGTH",
    "minItems": "BASE_TYPE_MIN_LENGTH",
    "required": "BASE_TYPE_REQUIRED",
    "enum": "BASE_TYPE_CHOICES",
    "const": "BASE_TYPE_CHOICES",
    "pattern": "BASE_TYPE_INVALID",
    "maximum": "NUMBER_TYPE_MAX",
    "minimum": "NUMBER_TYPE_MIN",
    "additionalProperties": "BASE_TYPE_INVALID",
    "uniqueItems": "BASE_TYPE_DUPLICATE",
}


def _is_wrong_branch(error: ValidationError) -> bool:
    """True when a union branch failed only because it describes another kind of value."""
    rel = list(error.relative_path)
    if not rel and error.validator == "type":
        return True
    return len(rel) == 1 and rel[0] == "type" and error.validator in ("enum", "const")


def _most_specific(error: ValidationError) -> ValidationError:
    """Walk into ``anyOf``/``oneOf`` failures, ignoring branches for other value kinds."""
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        relevant = [errs for errs in branches.values() if not any(map(_is_wrong_branch, errs))]
        if not relevant:
            # Every branch wants another kind of value: report against a non-null branch.
            relevant = [
                errs
                for errs in branches.values()
                if not any(e.validator_value == "null" for e in errs)
            ]
        pool = [e for errs in (relevant or list(branches.values())) for e in errs]
        error = max(pool, key=lambda e: len(e.absolute_path))
    return error


def _problem_from_error(location: str, error: ValidationError) -> SchemaProblem:
    # For unions, report the branch that matches the value's kind, which is what
    # a human needs (e.g. "embeds.0.title: 3 is not of type 'string'").
    deepest = _most_specific(error)
    return SchemaProblem(
        location=location,
        path=list(deepest.absolute_path),
        message=deepest.message,
        code=_VALIDATOR_CODES.get(str(deepest.validator), "BASE_TYPE_INVALID"),
    )


# --------------------------------------------------------------------------------------
# Operations
# --------------------------------------------------------------------------------------


def _pointer(*parts: str) -> str:
    escaped = [p.replace("~", "~0").replace("/", "~1") for p in parts]
    return "#/" + "/".join(quote(p, safe="~") for p in escaped)


@dataclass
class Operation:
    """One ``(path template, method)`` pair of the description."""

    spec: OpenApiSpec
    template: str
    method: str
    raw: dict[str, Any]
    parameters: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    _body_validators: dict[str, Draft202012Validator] = field(default_factory=dict, repr=False)
    _response_validators: dict[str, Draft202012Validator | None] = field(
        default_factory=dict, repr=False
    )
    _param_validators: dict[tuple[str, str], Draft202012Validator] = field(
        default_factory=dict, repr=False
    )

    @property
    def operation_id(self) -> str:
        return str(self.raw.get("operationId", f"{self.method} {self.template}"))

    @property
    def body_required(self) -> bool:
        body = self.raw.get("requestBody")
        return bool(body and body.get("required"))

    @property
    def has_body(self) -> bool:
        return "requestBody" in self.raw

    @property
    def bot_token_accepted(self) -> bool:
        security = self.raw.get("security")
        if security is None:
            return True
        return any("BotToken" in entry for entry in security)

    @property
    def anonymous_allowed(self) -> bool:
        """True when the description allows calling the route without credentials."""
        security = self.raw.get("security")
        if security is None:
            return False
        return any(not entry for entry in security)

    def _body_validator(self, content_type: str) -> Draft202012Validator | None:
        cached = self._body_validators.get(content_type)
        if cached is not None:
            return cached
        content = self.raw.get("requestBody", {}).get("content", {})
        if content_type not in content:
            return None
        ref = _pointer(
            "paths", self.template, self.method, "requestBody", "content", content_type, "schema"
        )
        validator = Draft202012Validator(
            {"$ref": SPEC_URI + ref}, registry=self.spec.request_registry
        )
        self._body_validators[content_type] = validator
        return validator

    def accepted_content_types(self) -> list[str]:
        return list(self.raw.get("requestBody", {}).get("content", {}))

    def validate_body(self, body: Any, content_type: str) -> list[SchemaProblem]:
        validator = self._body_validator(content_type)
        if validator is None:
            return [
                SchemaProblem(
                    "body",
                    [],
                    f"content type {content_type!r} is not accepted by {self.operation_id}; "
                    f"expected one of {self.accepted_content_types()}",
                    "CONTENT_TYPE_INVALID",
                )
            ]
        return [_problem_from_error("body", e) for e in validator.iter_errors(body)]

    def validate_parameters(self, location: str, values: Mapping[str, str]) -> list[SchemaProblem]:
        """Check path or query parameters; query strings are coerced to the declared type."""
        problems: list[SchemaProblem] = []
        for (name, where), param in self.parameters.items():
            if where != location:
                continue
            if name not in values:
                if param.get("required") and location == "query":
                    problems.append(
                        SchemaProblem(
                            location, [name], "required parameter missing", "BASE_TYPE_REQUIRED"
                        )
                    )
                continue
            schema = param.get("schema", {})
            if location == "query":
                getall = getattr(values, "getall", None)
                raw_values = list(getall(name)) if getall else [values[name]]
                value: Any = raw_values
                if self.spec.schema_type(schema) != "array":
                    value = raw_values[-1]
                coerced = self.spec.coerce_string(schema, value)
            else:
                value = coerced = values[name]
            if coerced is _INVALID:
                problems.append(
                    SchemaProblem(
                        location, [name], f"{value!r} is not a valid {schema.get('type', 'value')}"
                    )
                )
                continue
            validator = self._param_validator(name, where)
            for error in validator.iter_errors(coerced):
                problem = _problem_from_error(location, error)
                problem.path = [name, *problem.path]
                problems.append(problem)
        return problems

    def _param_validator(self, name: str, where: str) -> Draft202012Validator:
        key = (name, where)
        cached = self._param_validators.get(key)
        if cached is None:
            schema = self.parameters[key].get("schema", {})
            # Parameter schemas are embedded in the document; make their references
            # absolute so they still resolve inside the description.
            cached = Draft202012Validator(
                self.spec.rewrite_local_refs(schema), registry=self.spec.request_registry
            )
            self._param_validators[key] = cached
        return cached

    def validate_response(self, status: int, body: Any) -> list[str]:
        key = str(status)
        if key not in self._response_validators:
            responses = self.raw.get("responses", {})
            entry = responses.get(key) or responses.get(f"{key[0]}XX")
            validator: Draft202012Validator | None = None
            if entry is not None:
                entry = self.spec.resolve(entry)
                content = entry.get("content", {}).get("application/json")
                if content is not None and "schema" in content:
                    validator = Draft202012Validator(
                        self.spec.rewrite_local_refs(content["schema"]),
                        registry=self.spec.response_registry,
                    )
            self._response_validators[key] = validator
        validator = self._response_validators[key]
        if validator is None:
            return []
        return [_problem_from_error("response", e).describe() for e in validator.iter_errors(body)]


class _Invalid:
    pass


_INVALID: Any = _Invalid()


# --------------------------------------------------------------------------------------
# The description itself
# --------------------------------------------------------------------------------------


class OpenApiSpec:
    """Discord's OpenAPI document with route lookup and cached validators."""

    _cache: dict[tuple[str, float], OpenApiSpec] = {}
    _lock = threading.Lock()

    def __init__(self, document: dict[str, Any], source: Path | None = None) -> None:
        self.document = document
        self.source = source
        self.base_path = self._server_base_path(document)
        self.routes: RouteTable[dict[str, Operation]] = RouteTable()
        for template, item in document.get("paths", {}).items():
            shared = {
                (p["name"], p["in"]): p for p in map(self.resolve, item.get("parameters", []))
            }
            operations: dict[str, Operation] = {}
            for method in HTTP_METHODS:
                if method not in item:
                    continue
                raw = item[method]
                params = dict(shared)
                params.update(
                    {(p["name"], p["in"]): p for p in map(self.resolve, raw.get("parameters", []))}
                )
                operations[method.upper()] = Operation(self, template, method, raw, params)
            self.routes.add(template, operations)
        tagged = self._discriminate_unions(document)
        self.response_registry = self._registry(tagged)
        self.request_registry = self._registry(self._relaxed_for_requests(tagged))

    # -- construction helpers -----------------------------------------------------------

    @staticmethod
    def _server_base_path(document: dict[str, Any]) -> str:
        for server in document.get("servers", []):
            return urlsplit(str(server.get("url", ""))).path.rstrip("/")
        return ""

    @staticmethod
    def _registry(document: dict[str, Any]) -> Registry:
        resource = Resource.from_contents(document, default_specification=DRAFT202012)
        return Registry().with_resource(SPEC_URI, resource)

    @staticmethod
    def _discriminate_unions(document: dict[str, Any]) -> dict[str, Any]:
        """Copy of the document where tagged unions only validate the matching branch.

        Many unions (components, interaction callbacks...) list object schemas
        that all require a ``type`` property with disjoint ``enum`` values.  For
        those, ``oneOf``/``anyOf`` is equivalent to "validate the branch whose
        tag matches, and reject unknown tags", which is what this rewrite
        expresses with ``if``/``then``.  It keeps the verdict identical while
        avoiding the evaluation of every branch (a large speed-up) and makes
        error messages point into the branch that was meant.
        """
        schemas = document.get("components", {}).get("schemas", {})

        def resolve(node: Any) -> Any:
            seen = 0
            while isinstance(node, dict) and "$ref" in node and seen < 20:
                ref = str(node["$ref"])
                prefix = "#/components/schemas/"
                if not ref.startswith(prefix) or len(node) != 1:
                    return None
                node = schemas.get(ref[len(prefix) :])
                seen += 1
            return node

        def tags(branch: Any) -> list[Any] | None:
            target = resolve(branch)
            if not isinstance(target, dict) or target.get("type") != "object":
                return None
            if "type" not in (target.get("required") or []):
                return None
            prop = (target.get("properties") or {}).get("type")
            if not isinstance(prop, dict) or not isinstance(prop.get("enum"), list):
                return None
            return list(prop["enum"])

        def rewrite(node: Any) -> Any:
            if isinstance(node, list):
                return [rewrite(v) for v in node]
            if not isinstance(node, dict):
                return node
            out = {k: rewrite(v) for k, v in node.items()}
            for key in ("oneOf", "anyOf"):
                branches = node.get(key)
                if not isinstance(branches, list) or len(branches) < 2:
                    continue
                tag_sets = [tags(b) for b in branches]
                if any(t is None for t in tag_sets):
                    continue
                flat = [v for t in tag_sets for v in t or []]
                if len(flat) != len(set(map(json.dumps, flat))):
                    continue
                del out[key]
                guards = [
                    {
                        "if": {"required": ["type"], "properties": {"type": {"enum": t}}},
                        "then": rewrite(branch),
                    }
                    for t, branch in zip(tag_sets, branches, strict=True)
                ]
                out.setdefault("allOf", [])
                out["allOf"] = [
                    *out["allOf"],
                    {
                        "type": "object",
                        "required": ["type"],
                        "properties": {"type": {"enum": flat}},
                    },
                    *guards,
                ]
            return out

        return rewrite(document)

    @staticmethod
    def _relaxed_for_requests(document: dict[str, Any]) -> dict[str, Any]:
        relaxed = copy.copy(document)
        components = copy.copy(document.get("components", {}))
        schemas = dict(components.get("schemas", {}))
        original = schemas.get("SnowflakeType")
        if original is not None:
            schemas["SnowflakeType"] = {
                "anyOf": [
                    original,
                    {"type": "integer", "minimum": 0, "maximum": 2**64 - 1},
                ]
            }
        components["schemas"] = schemas
        relaxed["components"] = components
        return relaxed

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> OpenApiSpec:
        """Read (or reuse) the description at ``path``."""
        resolved = Path(path).resolve()
        key = (str(resolved), resolved.stat().st_mtime)
        with cls._lock:
            spec = cls._cache.get(key)
            if spec is None:
                with resolved.open("rb") as fh:
                    document = json.load(fh)
                spec = cls(document, resolved)
                cls._cache[key] = spec
        return spec

    # -- lookups ----------------------------------------------------------------------

    def resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        """Follow a local ``$ref`` (only used for parameters / responses)."""
        seen = 0
        while isinstance(node, dict) and "$ref" in node and seen < 20:
            ref = str(node["$ref"])
            if not ref.startswith("#/"):
                break
            target: Any = self.document
            for part in ref[2:].split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            node = target
            seen += 1
        return node

    def rewrite_local_refs(self, schema: Any) -> Any:
        """Copy ``schema`` turning ``#/...`` references into absolute ones into the description."""
        if isinstance(schema, dict):
            out = {}
            for key, value in schema.items():
                if key == "$ref" and isinstance(value, str) and value.startswith("#"):
                    out[key] = SPEC_URI + value
                else:
                    out[key] = self.rewrite_local_refs(value)
            return out
        if isinstance(schema, list):
            return [self.rewrite_local_refs(v) for v in schema]
        return schema

    def schema_type(self, schema: dict[str, Any]) -> str | None:
        schema = self.resolve(schema)
        kind = schema.get("type")
        if isinstance(kind, list):
            kinds = [k for k in kind if k != "null"]
            return kinds[0] if kinds else None
        return kind

    def coerce_string(self, schema: dict[str, Any], value: Any) -> Any:
        """Turn a query-string value into the JSON type the parameter schema expects."""
        kind = self.schema_type(schema)
        if isinstance(value, list):
            if kind == "array":
                item_schema = self.resolve(schema).get("items", {})
                return [self.coerce_string(item_schema, v) for v in value]
            value = value[-1]
        try:
            if kind == "boolean":
                lowered = value.lower()
                if lowered in ("true", "1"):
                    return True
                if lowered in ("false", "0"):
                    return False
                return _INVALID
            if kind == "integer":
                return int(value)
            if kind == "number":
                return float(value)
        except (ValueError, AttributeError):
            return _INVALID
        return value

    def find(self, method: str, path: str) -> tuple[Operation | None, dict[str, str], bool]:
        """Return ``(operation, path params, path_known)`` for a request path (without base)."""
        found = self.routes.match(path)
        if found is None:
            return None, {}, False
        _template, params, operations = found
        return operations.get(method.upper()), params, True
