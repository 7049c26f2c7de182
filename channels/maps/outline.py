"""The world's land outline shipped with the web page (Natural Earth 1:110m, see static/vendor/README.md)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

OUTLINE_FILE = Path(__file__).parent.parent / "web" / "static" / "vendor" / "land-110m.json"

Ring = tuple[tuple[float, float], ...]  # (lon, lat) vertices, closed
Polygon = tuple[Ring, ...]  # outer ring, then holes


@cache
def land() -> tuple[Polygon, ...]:
    """The land polygons, read once."""
    data = json.loads(OUTLINE_FILE.read_text(encoding="utf-8"))
    if data.get("type") != "MultiPolygon":
        raise ValueError(f"{OUTLINE_FILE} is not a GeoJSON MultiPolygon")
    return tuple(tuple(tuple((float(x), float(y)) for x, y in ring) for ring in polygon) for polygon in data["coordinates"])
