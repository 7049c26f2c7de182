"""A map of places as a PNG image (pure Python): the land outline filled, each place or cluster a marker."""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence

from .outline import Polygon, land
from .view import Viewport, clusters, fit, mercator_y

WIDTH, HEIGHT = 600, 340
SEA = (0xDB, 0xE7, 0xF5)
LAND = (0xCF, 0xE3, 0xC0)
MARKER = (0xD6, 0x45, 0x2F)
RING = (0xFF, 0xFF, 0xFF)
CLUSTER_RADIUS = 14.0  # places closer than this many pixels share one marker

Place = tuple[float, float]  # (lat, lon)
Edge = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels


class Canvas:
    """An RGB image, filled by horizontal spans."""

    def __init__(self, width: int, height: int, background: tuple[int, int, int]) -> None:
        self.width, self.height = width, height
        self.pixels = bytearray(bytes(background) * (width * height))

    def span(self, row: int, start: int, end: int, colour: tuple[int, int, int]) -> None:
        """Pixels [start, end) of `row`, clipped to the image."""
        start, end = max(start, 0), min(end, self.width)
        if 0 <= row < self.height and start < end:
            offset = (row * self.width + start) * 3
            self.pixels[offset : offset + (end - start) * 3] = bytes(colour) * (end - start)

    def disc(self, x: float, y: float, radius: float, colour: tuple[int, int, int]) -> None:
        for row in range(math.floor(y - radius), math.ceil(y + radius) + 1):
            dy = row + 0.5 - y
            if abs(dy) <= radius:
                half = math.sqrt(radius * radius - dy * dy)
                self.span(row, math.ceil(x - half - 0.5), math.ceil(x + half - 0.5), colour)

    def fill(self, edges: Sequence[Edge], colour: tuple[int, int, int]) -> None:
        """Even-odd fill of closed outlines given as their edges (a pixel is in when its centre is)."""
        starts: dict[int, list[list[float]]] = {}
        for x0, y0, x1, y1 in edges:
            if y0 == y1:
                continue
            if y0 > y1:
                x0, y0, x1, y1 = x1, y1, x0, y0
            first, last = max(math.ceil(y0 - 0.5), 0), min(math.ceil(y1 - 0.5), self.height)
            if first >= last:
                continue
            slope = (x1 - x0) / (y1 - y0)
            starts.setdefault(first, []).append([x0 + (first + 0.5 - y0) * slope, slope, last])
        active: list[list[float]] = []
        for row in range(self.height):
            active = [edge for edge in active if edge[2] > row] + starts.get(row, [])
            crossings = sorted(edge[0] for edge in active)
            for left, right in zip(crossings[::2], crossings[1::2], strict=False):
                self.span(row, math.ceil(left - 0.5), math.ceil(right - 0.5), colour)
            for edge in active:
                edge[0] += edge[1]

    def png(self) -> bytes:
        stride = self.width * 3
        rows = b"".join(b"\x00" + bytes(self.pixels[r * stride : (r + 1) * stride]) for r in range(self.height))

        def chunk(kind: bytes, data: bytes) -> bytes:
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def land_edges(view: Viewport, polygons: Sequence[Polygon]) -> list[Edge]:
    """The edges of every land ring on the map, the world repeated east and west where the view passes ±180°."""
    edges: list[Edge] = []
    for shift in (-360.0, 0.0, 360.0):
        if view.east < -180 + shift or view.west > 180 + shift:
            continue
        for polygon in polygons:
            for ring in polygon:
                points = [view.project_xy(lon + shift, mercator_y(lat)) for lon, lat in ring]
                xs = [p[0] for p in points]
                ys = [p[1] for p in points]
                if max(xs) < 0 or min(xs) > view.width or max(ys) < 0 or min(ys) > view.height:
                    continue
                edges += [(a[0], a[1], b[0], b[1]) for a, b in zip(points, points[1:] + points[:1], strict=True)]
    return edges


def marker_radius(count: int) -> float:
    return 6.0 if count == 1 else min(7.0 + 2.0 * math.log2(count), 14.0)


def render_map(places: Sequence[Place], width: int = WIDTH, height: int = HEIGHT) -> bytes:
    """The PNG of a map fitted to `places` ((lat, lon) pairs)."""
    view = fit(places, width, height)
    canvas = Canvas(width, height, SEA)
    canvas.fill(land_edges(view, land()), LAND)
    for cluster in clusters(places, view, CLUSTER_RADIUS):
        radius = marker_radius(len(cluster.members))
        canvas.disc(cluster.x, cluster.y, radius + 2, RING)
        canvas.disc(cluster.x, cluster.y, radius, MARKER)
    return canvas.png()
