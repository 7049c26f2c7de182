"""Request bodies as JSON that Parley can process and store: bounded nesting, valid Unicode, BSON-sized numbers.

The nesting is measured on the bytes before they are parsed (no recursion, so no depth can overflow it);
what JSON allows but MongoDB cannot store (lone UTF-16 surrogates, NUL in a key, integers beyond 64 bits,
infinities) is found by an iterative walk of the parsed document and named by its path.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from .limits import LIMITS, InputRejected, check_list_counts
from .logsafe import client_text

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_INNERMOST_PAIR = re.compile(rb"\[\]|\{\}")
_INT64 = (-(2**63), 2**63 - 1)


def nests_deeper(body: bytes, limit: int) -> bool:
    """Whether the objects and arrays of `body` nest more than `limit` levels deep (False when its brackets
    do not pair up: malformed JSON, which the parser then reports). A body with at most `limit` opening
    brackets, counted even inside strings, cannot: most bodies are answered by two C-speed counts."""
    if body.count(b"[") + body.count(b"{") <= limit:
        return False
    brackets = _STRING.sub(b"", body).translate(None, _NOT_BRACKETS)
    depth = 0
    while brackets and depth <= limit:
        brackets, removed = _INNERMOST_PAIR.subn(b"", brackets)
        if not removed:
            return False
        depth += 1
    return depth > limit


Where = tuple[object, ...]  # (parent's Where, key or index), () at the top: built only as deep as the walk goes


def _path(where: Where) -> str:
    """Where a value sits, as `value.items[2].name` (escaped and shortened: it is the client's text)."""
    parts: list[object] = []
    while where:
        where, part = where[0], where[1]  # type: ignore[assignment]
        parts.append(part)
    text = ""
    for part in reversed(parts):
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return client_text(text, 120) if text else "the body"


def _check_string(text: str, where: Where, is_key: bool) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            kind = "key" if is_key else "string at"
            raise InputRejected(f"The {kind} '{_path(where)}' contains a lone UTF-16 surrogate, which is not valid Unicode.") from None
    if is_key and "\x00" in text:
        raise InputRejected(f"The key '{_path(where)}' contains a NUL character, which Parley cannot store.")


def _storable(document: dict[str, Any]) -> bool:
    """Whether everything in `document` can be stored: a quick iterative walk that keeps no paths."""
    pending: list[object] = [document]
    pop, extend = pending.pop, pending.extend
    while pending:
        value = pop()
        kind = type(value)
        if kind is dict:
            for key in value:  # type: ignore[attr-defined]
                if not key.isascii() or "\x00" in key:
                    return False  # NUL, or maybe a lone surrogate: the slower walk tells which and where
            extend(value.values())  # type: ignore[attr-defined]
        elif kind is list:
            extend(value)  # type: ignore[arg-type]
        elif kind is str:
            if not value.isascii():  # type: ignore[attr-defined]
                return False
        elif kind is int:
            if not _INT64[0] <= value <= _INT64[1]:  # type: ignore[operator]
                return False
        elif kind is float and not math.isfinite(value):  # type: ignore[arg-type]
            return False
    return True


def check_storable(document: dict[str, Any]) -> None:
    """Refuse what a JSON parser accepts but MongoDB cannot store, naming where it is (iterative walks)."""
    if _storable(document):
        return
    pending: list[tuple[object, Where]] = [(document, ())]
    pop, push = pending.pop, pending.append
    while pending:
        value, where = pop()
        kind = type(value)
        if kind is dict:
            for key, item in value.items():  # type: ignore[attr-defined]
                child = (where, key)
                _check_string(key, child, is_key=True)
                push((item, child))
        elif kind is list:
            for i, item in enumerate(value):  # type: ignore[arg-type]
                push((item, (where, i)))
        elif kind is str:
            if not value.isascii():  # type: ignore[attr-defined]
                _check_string(value, where, is_key=False)  # type: ignore[arg-type]
        elif kind is int:
            if not _INT64[0] <= value <= _INT64[1]:  # type: ignore[operator]
                raise InputRejected(f"The number at '{_path(where)}' is outside the range of 64-bit integers (-2^63 to 2^63-1).")
        elif kind is float and not math.isfinite(value):  # type: ignore[arg-type]
            raise InputRejected(f"The number at '{_path(where)}' is not finite (NaN or Infinity).")


def parse_json_document(body: bytes) -> dict[str, Any]:
    """`body` as a JSON object within Parley's limits, or InputRejected saying what is wrong."""
    if not body:
        raise InputRejected("The request body is empty; a JSON object is expected.")
    limit = LIMITS.json_depth
    if nests_deeper(body, limit):
        raise InputRejected(f"The request body nests objects and arrays deeper than the limit of {limit} levels.")
    try:
        data = json.loads(body.decode("utf-8"))
    except UnicodeDecodeError:
        raise InputRejected("The request body is not UTF-8 text.") from None
    except json.JSONDecodeError as exc:
        raise InputRejected(f"The request body is not valid JSON: {exc}.") from None
    except ValueError as exc:  # a number with more digits than Python converts
        raise InputRejected(f"The request body has a number Parley cannot read: {str(exc)[:120]}.") from None
    except RecursionError:
        raise InputRejected(f"The request body nests objects and arrays deeper than the limit of {limit} levels.") from None
    if not isinstance(data, dict):
        raise InputRejected("The request body must be a JSON object.")
    check_list_counts(data)  # count limits first: an over-long array is refused before the walk below visits it
    check_storable(data)
    return data
