"""Which part of the world a map shows, and where each place lands on it (pure).

Web Mercator, fitted to the places with padding and a minimum extent, so that one place shows its
surrounding region; the web page (static/parley-chat.js) uses the same rules.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass

MAX_LAT = 80.0  # beyond this Mercator stretches the poles to nothing useful
MIN_SPAN = 12.0  # degrees of longitude (and Mercator degrees of latitude) a map shows at least
PAD = 0.2  # a fifth of the places' extent added on each side

Place = tuple[float, float]  # (lat, lon)


def mercator_y(lat: float) -> float:
    """Latitude in Mercator degrees (equal to longitude degrees at the same scale)."""
    phi = math.radians(max(-MAX_LAT, min(MAX_LAT, lat)))
    return math.degrees(math.log(math.tan(math.pi / 4 + phi / 2)))


WORLD_Y = mercator_y(MAX_LAT)


@dataclass(frozen=True)
class Viewport:
    """A `width` × `height` pixel map whose centre is (`cx`, `cy`) in (longitude, Mercator degrees)."""

    cx: float
    cy: float
    span_x: float  # degrees of longitude across the map
    width: int
    height: int

    @property
    def scale(self) -> float:
        return self.width / self.span_x

    @property
    def span_y(self) -> float:
        return self.height / self.scale

    def project(self, lat: float, lon: float) -> tuple[float, float]:
        """Pixel position of a place (x to the right, y down), on the side of the date line the map shows."""
        return (
            self.width / 2 + ((lon - self.cx + 180) % 360 - 180) * self.scale,
            self.height / 2 - (mercator_y(lat) - self.cy) * self.scale,
        )

    def project_xy(self, lon: float, y: float) -> tuple[float, float]:
        """Pixel position of a point already in (longitude, Mercator degrees)."""
        return self.width / 2 + (lon - self.cx) * self.scale, self.height / 2 - (y - self.cy) * self.scale

    @property
    def west(self) -> float:
        return self.cx - self.span_x / 2

    @property
    def east(self) -> float:
        return self.cx + self.span_x / 2


def fit(places: Sequence[Place], width: int, height: int) -> Viewport:
    """The view that shows every place with padding, at least MIN_SPAN wide, at most the whole world;
    places on both sides of the date line are shown across it when that is the shorter way."""
    if not places:
        raise ValueError("a map needs at least one place")
    if width <= 0 or height <= 0:
        raise ValueError("a map needs a positive width and height")
    xs = [lon for _, lon in places]
    east = [lon % 360 for lon in xs]  # the same places counted eastwards from Greenwich, across the date line
    if max(east) - min(east) < max(xs) - min(xs):
        xs = east
    ys = [mercator_y(lat) for lat, _ in places]
    aspect = width / height
    span_x = max(max(xs) - min(xs), MIN_SPAN) * (1 + 2 * PAD)
    span_y = max(max(ys) - min(ys), MIN_SPAN) * (1 + 2 * PAD)
    span_x = max(span_x, span_y * aspect)
    span_x = min(span_x, 360.0, 2 * WORLD_Y * aspect)
    span_y = span_x / aspect
    cx = (max(xs) + min(xs)) / 2
    cy = (max(ys) + min(ys)) / 2
    if span_x >= 360:
        cx = 0.0
    cy = max(-WORLD_Y + span_y / 2, min(WORLD_Y - span_y / 2, cy))
    return Viewport(cx, cy, span_x, width, height)


@dataclass(frozen=True)
class Cluster:
    """Places drawn as one marker: `members` are indexes into the places given to `clusters`."""

    x: float
    y: float
    members: tuple[int, ...]


def clusters(places: Sequence[Place], view: Viewport, radius: float) -> list[Cluster]:
    """Markers closer than `radius` pixels merge, the closest pair first, until no two are that close;
    a merged marker sits at the mean of its places (listed in the order given)."""
    alive: dict[int, Cluster] = {n: Cluster(*view.project(lat, lon), (n,)) for n, (lat, lon) in enumerate(places)}

    def distance(a: Cluster, b: Cluster) -> float:
        return math.hypot(a.x - b.x, a.y - b.y)

    pairs = [(distance(a, b), i, j) for i, a in alive.items() for j, b in alive.items() if i < j and distance(a, b) < radius]
    heapq.heapify(pairs)
    next_id = len(places)
    while pairs:
        _, i, j = heapq.heappop(pairs)
        if i not in alive or j not in alive:
            continue  # one of them has merged since
        p, q = alive.pop(i), alive.pop(j)
        total = len(p.members) + len(q.members)
        merged = Cluster(
            (p.x * len(p.members) + q.x * len(q.members)) / total,
            (p.y * len(p.members) + q.y * len(q.members)) / total,
            tuple(sorted(p.members + q.members)),
        )
        for n, other in alive.items():
            if (d := distance(merged, other)) < radius:
                heapq.heappush(pairs, (d, n, next_id))
        alive[next_id] = merged
        next_id += 1
    return sorted(alive.values(), key=lambda cluster: cluster.members[0])
