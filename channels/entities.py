"""What a Bot Framework activity's entities say about the user, read once for every channel that speaks
the Bot Framework schema (Direct Line and Teams) (pure)."""

from __future__ import annotations

from typing import Any


def user_location(activity: dict[str, Any]) -> tuple[float, float] | None:
    """The user's position from a GeoCoordinates entity or a Place entity's `geo`, when the client sent one."""
    entities = activity.get("entities")
    for entity in entities if isinstance(entities, list) else ():
        if not isinstance(entity, dict):
            continue
        nested = entity.get("geo")
        geo: dict[str, Any] = nested if isinstance(nested, dict) else entity
        lat, lon = geo.get("latitude"), geo.get("longitude")
        if _degrees(lat, 90) and _degrees(lon, 180):
            return float(lat), float(lon)  # type: ignore[arg-type]
    return None


def _degrees(value: object, bound: int) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and -bound <= value <= bound
