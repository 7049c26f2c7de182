"""What is wrong with a model document: typed problem records, each at a path inside the document.

`Problems` collects them while a document is read, so that every problem of a file is reported at
once; its readers (`mapping`, `text`, `integer`, ...) check one value's type, report what is wrong
and return None instead of raising.
"""

from __future__ import annotations

import difflib
import re
import string
from collections.abc import Collection
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class ProblemKind(Enum):
    UNKNOWN_KEY = "unknown key"
    MISSING = "missing"
    WRONG_TYPE = "wrong type"
    BAD_VALUE = "bad value"
    DUPLICATE = "duplicate"
    UNKNOWN_ENTITY = "unknown entity"
    UNFILLABLE_PLACEHOLDER = "unfillable placeholder"


@dataclass(frozen=True)
class ModelProblem:
    path: str  # where in the document, e.g. "intents[0].reply"; "" for the document itself
    kind: ProblemKind
    message: str

    def line(self, source: str) -> str:
        """`travel.yaml: intents[0].replly: unknown key; did you mean 'reply'?`"""
        return f"{source}: {self.path}: {self.message}" if self.path else f"{source}: {self.message}"


_PLAIN_KEY = re.compile(r"[A-Za-z_][\w-]*")


def at(path: str, key: str | int | object) -> str:
    """The path of `key` inside the value at `path`: `intents[0]`, `intents[0].reply`, `values['New York']`."""
    if isinstance(key, int) and not isinstance(key, bool):
        return f"{path}[{key}]"
    if isinstance(key, str) and _PLAIN_KEY.fullmatch(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{key!r}]"


def kind_of(value: Any) -> str:
    """A value's type as a YAML author knows it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def shown(value: Any) -> str:
    """A value as an error message shows it: short scalars as written, anything else by its type."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | str) and len(repr(value)) <= 40:
        return repr(value)
    return kind_of(value)


def did_you_mean(word: str, choices: Collection[str]) -> str:
    """`; did you mean 'reply'?` when one of `choices` is close to `word`, else ''."""
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def template_fields(template: str) -> list[str]:
    """The placeholder names of a `{name}` template, in order; ValueError when it cannot be read."""
    return [name for _, name, _, _ in string.Formatter().parse(template) if name is not None]


@dataclass
class Problems:
    """The problems found so far. Each reader checks one value: when it is wrong, the reader records
    why and returns a harmless stand-in, so that reading goes on and finds the next problem."""

    found: list[ModelProblem] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.found)

    def add(self, path: str, kind: ProblemKind, message: str) -> None:
        self.found.append(ModelProblem(path, kind, message))

    def wrong_type(self, path: str, expected: str, value: Any) -> None:
        self.add(path, ProblemKind.WRONG_TYPE, f"expected {expected}, not {shown(value)}")

    def mapping(self, raw: Any, path: str, allowed: Collection[str], required: Collection[str] = ()) -> dict[Any, Any] | None:
        """`raw` as a mapping (None when it is not one); each key not in `allowed` and each missing `required` key is reported."""
        if not isinstance(raw, dict):
            self.wrong_type(path, "a mapping", raw)
            return None
        for key in raw:
            if key not in allowed:
                hint = did_you_mean(key, allowed) if isinstance(key, str) else ""
                self.add(at(path, key), ProblemKind.UNKNOWN_KEY, "unknown key" + (hint or f" (expected one of: {', '.join(allowed)})"))
        for key in required:
            if key not in raw:
                self.add(at(path, key), ProblemKind.MISSING, "missing")
        return raw

    def section(self, raw: Any, path: str, allowed: Collection[str]) -> dict[Any, Any]:
        """An optional mapping of settings: absent (null) is empty."""
        return {} if raw is None else self.mapping(raw, path, allowed) or {}

    def text(self, raw: Any, path: str, default: str) -> str:
        """A string (a bare number, which YAML reads as one, is taken as its text)."""
        if isinstance(raw, str):
            return raw
        if isinstance(raw, int | float) and not isinstance(raw, bool):
            return str(raw)
        self.wrong_type(path, "a string", raw)
        return default

    def optional_text(self, raw: Any, path: str) -> str | None:
        return None if raw is None else self.text(raw, path, "")

    def identifier(self, raw: Any, path: str) -> str:
        """A non-empty string naming something (an entity, an intent)."""
        if isinstance(raw, str) and raw.strip():
            return raw
        self.wrong_type(path, "a non-empty string", raw)
        return ""

    def integer(self, raw: Any, path: str, minimum: int, default: int) -> int:
        if not isinstance(raw, int) or isinstance(raw, bool):
            self.wrong_type(path, f"an integer >= {minimum}", raw)
            return default
        if raw < minimum:
            self.add(path, ProblemKind.BAD_VALUE, f"must be at least {minimum}, not {raw}")
            return default
        return raw

    def flag(self, raw: Any, path: str, default: bool) -> bool:
        if isinstance(raw, bool):
            return raw
        self.wrong_type(path, "true or false", raw)
        return default

    def strings(self, raw: Any, path: str) -> tuple[str, ...]:
        """A string or a list of non-empty strings, stripped; null is none."""
        if raw is None:
            return ()
        items = [raw] if isinstance(raw, str) else raw
        if not isinstance(items, list):
            self.wrong_type(path, "a list of strings", raw)
            return ()
        bad = [i for i, item in enumerate(items) if not (isinstance(item, str) and item.strip())]
        for i in bad:
            self.wrong_type(at(path, i), "a non-empty string", items[i])
        return () if bad else tuple(item.strip() for item in items)

    def non_empty_list(self, raw: Any, path: str, what: str) -> list[Any]:
        if raw is None or raw == []:
            self.add(path, ProblemKind.MISSING, f"needs a non-empty list of {what}")
            return []
        if not isinstance(raw, list):
            self.wrong_type(path, f"a list of {what}", raw)
            return []
        return raw

    def template(self, raw: str, path: str) -> list[str]:
        """The distinct placeholder names of a template. A template that cannot be read, and positional
        or dotted placeholders (`{}`, `{0}`, `{a.b}`), which nothing fills, are reported."""
        try:
            names = list(dict.fromkeys(template_fields(raw)))
        except ValueError as exc:
            self.add(path, ProblemKind.BAD_VALUE, f"cannot read template: {exc} (write a literal brace as {{{{ or }}}})")
            return []
        for name in names:
            if not name.isidentifier():
                self.add(
                    path,
                    ProblemKind.UNFILLABLE_PLACEHOLDER,
                    f"placeholder {{{name}}} cannot be filled; use a plain name such as {{location}}",
                )
        return [name for name in names if name.isidentifier()]
