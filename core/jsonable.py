"""Stored values made JSON-friendly (datetimes as ISO 8601 strings)."""

from __future__ import annotations

from datetime import datetime
from typing import Any


def jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    return value
