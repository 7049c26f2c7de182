"""What a map says about each of its places: the item's title, then its date and place (pure).

Every channel that shows a map lists the same: the web page's popup (static/parley-chat.js, showPlaces)
when a point is clicked, the Teams card's list of places under the map image, Alexa's card.
"""

from __future__ import annotations

from parley.core.turn import MapPoint


def point_title(point: MapPoint) -> str:
    """The point's title, or its place where it has none."""
    return str(point.get("title") or point.get("place") or "")


def point_about(point: MapPoint, position: str = "") -> str:
    """ "May 2, 2019 · Lisbon": the point's date and place, those it has; then "(`position`)" when given."""
    about = " · ".join(str(part) for part in (point.get("date"), point.get("place")) if part)
    return " ".join(part for part in (about, f"({position})" if position else "") if part)
