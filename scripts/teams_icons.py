"""Draws the Teams app icons (deploy/teams/color.png 192x192, outline.png 32x32 white on transparent):
a speech bubble. Pure Python so it runs anywhere: `python scripts/teams_icons.py`."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "deploy" / "teams"
ACCENT = (79, 107, 237, 255)
WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)


def png(pixels: list[list[tuple[int, int, int, int]]]) -> bytes:
    height, width = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(c for pixel in row for c in pixel) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def bubble(x: float, y: float) -> bool:
    """Inside a rounded speech bubble with a tail, on the unit square."""
    inside_body = ((x - 0.5) / 0.38) ** 2 + ((y - 0.44) / 0.3) ** 2 <= 1
    inside_tail = 0.28 <= x <= 0.42 and 0.62 <= y <= 0.86 and (y - 0.62) <= (0.42 - x) * 1.7
    return inside_body or inside_tail


def draw(size: int, background: tuple[int, int, int, int], ink: tuple[int, int, int, int], outline_only: bool) -> bytes:
    rows = []
    for j in range(size):
        row = []
        for i in range(size):
            x, y = (i + 0.5) / size, (j + 0.5) / size
            inside = bubble(x, y)
            if outline_only:
                step = 1.5 / size
                edge = inside and not all(bubble(x + dx, y + dy) for dx in (-step, step) for dy in (-step, step))
                row.append(ink if edge else background)
            else:
                dot = any(((x - cx) / 0.045) ** 2 + ((y - 0.44) / 0.045) ** 2 <= 1 for cx in (0.36, 0.5, 0.64))
                row.append(background if dot else ink if inside else background)
        rows.append(row)
    return png(rows)


if __name__ == "__main__":
    (OUT / "color.png").write_bytes(draw(192, ACCENT, WHITE, outline_only=False))
    (OUT / "outline.png").write_bytes(draw(32, CLEAR, WHITE, outline_only=True))
    print(f"wrote {OUT / 'color.png'} and {OUT / 'outline.png'}")
