"""A map image's name: its places, packed into the URL itself (pure).

Each place is its latitude and longitude in hundredths of a degree as two big-endian 16-bit integers,
the whole base64url-encoded without padding. The name says everything the image shows, so any Parley
process can draw it, and equal places give equal names (the server caches images by name).
"""

from __future__ import annotations

import base64
import re
import struct
from collections.abc import Iterable, Mapping
from typing import Any

MAX_PLACES = 200  # a name of at most 1,067 characters
PLACE = struct.Struct(">hh")
NAME = re.compile(r"[A-Za-z0-9_-]{6,1067}")

Place = tuple[float, float]  # (lat, lon)


class MapNameError(ValueError):
    """A map image name that does not decode to places."""


def _lat_lon(point: Mapping[str, Any]) -> Place:
    lat, lon = float(point["lat"]), float(point["lon"])
    return max(-90.0, min(90.0, lat)), ((lon + 180.0) % 360.0) - 180.0


def map_name(points: Iterable[Mapping[str, Any]]) -> str:
    """The name of the image of these points (each with "lat" and "lon"); the first MAX_PLACES are drawn."""
    packed = b"".join(PLACE.pack(round(lat * 100), round(lon * 100)) for lat, lon in list(map(_lat_lon, points))[:MAX_PLACES])
    if not packed:
        raise MapNameError("a map needs at least one place")
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def places(name: str) -> list[Place]:
    """The places a name stands for; MapNameError when it is not a map name."""
    if not NAME.fullmatch(name):
        raise MapNameError("not a map image name")
    try:
        packed = base64.urlsafe_b64decode(name + "=" * (-len(name) % 4))
    except ValueError:
        raise MapNameError("not a map image name") from None
    if len(packed) % PLACE.size:
        raise MapNameError("not a map image name")
    found = [(lat / 100, lon / 100) for lat, lon in PLACE.iter_unpack(packed)]
    if any(abs(lat) > 90 or abs(lon) > 180 for lat, lon in found):
        raise MapNameError("a place in the map image name is off the globe")
    return found
