"""Maps of a reply's places: the fitted view, the PNG image Teams shows (drawn by Parley from the land
outline the web page ships), the route that serves it, and the Adaptive Card that references it."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from parley.channels.maps.image import HEIGHT, LAND, MARKER, WIDTH, marker_radius, render_map
from parley.channels.maps.key import MAX_PLACES, MapNameError, map_name, places
from parley.channels.maps.routes import MapImages
from parley.channels.maps.view import MIN_SPAN, clusters, fit
from parley.channels.teams.cards import message_activity
from parley.core.query.answers import item_view, map_point
from parley.core.turn import Reply

from .map_bot.handlers import EUROPE, ONE, SPREADS, WORLD
from .node_tools import node_check


def decode_png(png: bytes) -> tuple[int, int, bytes]:
    """Width, height and RGB bytes of an 8-bit RGB or RGBA PNG (what Parley and Chromium write)."""
    assert png.startswith(b"\x89PNG\r\n\x1a\n"), "not a PNG"
    offset, data, width, height, channels = 8, b"", 0, 0, 3
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        kind, body = png[offset + 4 : offset + 8], png[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            data += body
        offset += 12 + length
    raw, stride = zlib.decompress(data), width * channels
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for row in range(height):
        row_filter, line = raw[row * (stride + 1)], bytearray(raw[row * (stride + 1) + 1 : (row + 1) * (stride + 1)])
        for n in range(stride):
            left = line[n - channels] if n >= channels else 0
            up, corner = previous[n], previous[n - channels] if n >= channels else 0
            if row_filter == 1:
                line[n] = (line[n] + left) & 0xFF
            elif row_filter == 2:
                line[n] = (line[n] + up) & 0xFF
            elif row_filter == 3:
                line[n] = (line[n] + (left + up) // 2) & 0xFF
            elif row_filter == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))[2]
                line[n] = (line[n] + nearest) & 0xFF
        rows.append(line)
        previous = line
    pixels = b"".join(bytes(line) if channels == 3 else bytes(b for n, b in enumerate(line) if n % 4 != 3) for line in rows)
    return width, height, pixels


def colour_count(pixels: bytes, colour: tuple[int, int, int]) -> int:
    return sum(1 for n in range(0, len(pixels), 3) if tuple(pixels[n : n + 3]) == colour)


def lat_lon(points: Sequence[dict[str, Any]]) -> list[tuple[float, float]]:
    return [(float(p["lat"]), float(p["lon"])) for p in points]


# --- the view -------------------------------------------------------------------------------------------


def test_one_place_shows_its_region_in_the_middle() -> None:
    view = fit([(38.72, -9.14)], WIDTH, HEIGHT)
    assert view.span_x >= MIN_SPAN  # a region around Lisbon, not a dot in a void
    x, y = view.project(38.72, -9.14)
    assert (x, y) == pytest.approx((WIDTH / 2, HEIGHT / 2))


@pytest.mark.parametrize("spread", sorted(SPREADS))
def test_every_place_is_inside_the_map_with_its_whole_marker(spread: str) -> None:
    view = fit(lat_lon(SPREADS[spread]), WIDTH, HEIGHT)
    margin = marker_radius(1) + 2  # the marker and its white ring
    for lat, lon in lat_lon(SPREADS[spread]):
        x, y = view.project(lat, lon)
        assert margin <= x <= WIDTH - margin and margin <= y <= HEIGHT - margin, (spread, lat, lon, x, y)


def test_a_world_wide_spread_is_at_most_the_world_wide() -> None:
    view = fit(lat_lon(WORLD), WIDTH, HEIGHT)
    assert view.west >= -180 and view.east <= 180


def test_a_map_of_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one place"):
        fit([], WIDTH, HEIGHT)


def test_nearby_places_share_a_marker_and_distant_ones_do_not() -> None:
    europe = lat_lon(EUROPE)
    groups = [[EUROPE[n]["place"] for n in cluster.members] for cluster in clusters(europe, fit(europe, 360, 220), 18)]
    assert ["Paris", "Paris", "Paris"] in groups  # three items in one city: one marker
    assert ["Bordeaux"] in groups and ["Rome"] in groups
    assert sorted(place for group in groups for place in group) == sorted(p["place"] for p in EUROPE)  # each place once


def test_a_whole_world_of_places_is_one_marker_per_place() -> None:
    world = lat_lon(WORLD)
    assert len(clusters(world, fit(world, 600, 340), 14)) == len(WORLD) - 1  # New York and Montreal are close


# --- the image ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("spread", sorted(SPREADS))
def test_the_image_shows_land_and_a_marker_for_the_places(spread: str) -> None:
    width, height, pixels = decode_png(render_map(lat_lon(SPREADS[spread])))
    assert (width, height) == (WIDTH, HEIGHT)
    assert colour_count(pixels, LAND) > 0.1 * width * height  # the coastline's land, filled
    assert colour_count(pixels, MARKER) >= 60  # at least one marker of six pixels' radius
    view = fit(lat_lon(SPREADS[spread]), WIDTH, HEIGHT)
    x, y = (round(c) for c in view.project(*lat_lon(SPREADS[spread])[0]))
    start = (y * width + x) * 3
    assert tuple(pixels[start : start + 3]) == MARKER  # the first place is under a marker


def test_lisbon_is_on_land_and_the_atlantic_to_its_west_is_sea() -> None:
    view = fit([(38.72, -9.14)], WIDTH, HEIGHT)
    width, _, pixels = decode_png(render_map([(38.72, -9.14)]))

    def colour(lat: float, lon: float) -> tuple[int, ...]:
        x, y = (round(c) for c in view.project(lat, lon))
        return tuple(pixels[(y * width + x) * 3 : (y * width + x) * 3 + 3])

    assert colour(40.0, -4.0) == LAND  # inland Spain
    assert colour(38.0, -14.0) != LAND  # the ocean


def test_places_on_both_sides_of_the_date_line_are_shown_across_it() -> None:
    fiji_and_samoa = [(-17.8, 178.0), (-13.8, -171.8)]
    view = fit(fiji_and_samoa, WIDTH, HEIGHT)
    assert view.span_x < 30  # the Pacific around them, not the whole world
    (fiji_x, _), (samoa_x, _) = (view.project(*place) for place in fiji_and_samoa)
    assert 0 < fiji_x < samoa_x < WIDTH  # Samoa east of Fiji, both on the map
    _, _, pixels = decode_png(render_map(fiji_and_samoa))
    assert colour_count(pixels, MARKER) >= 2 * 100  # two separate markers
    assert colour_count(pixels, LAND) > 0  # Fiji's islands


# --- the name and the route ----------------------------------------------------------------------------


def test_a_map_name_packs_its_places() -> None:
    name = map_name(EUROPE)
    assert places(name) == [(round(lat, 2), round(lon, 2)) for lat, lon in lat_lon(EUROPE)]
    assert map_name(EUROPE) == name  # equal places, equal names: the cache's key
    assert len(places(map_name([{"lat": 1, "lon": 2}] * (MAX_PLACES + 50)))) == MAX_PLACES


@pytest.mark.parametrize("name", ["", "abc", "../../etc/passwd", "AAAAAAA", "x" * 2000, "f39_f39_"])
def test_a_name_that_is_not_a_map_is_refused(name: str) -> None:
    with pytest.raises(MapNameError):
        places(name)


@pytest.fixture
async def maps_client() -> Any:
    app = web.Application()
    app.add_routes(MapImages(cache_size=2).routes())
    client = TestClient(TestServer(app))
    await client.start_server()
    yield client
    await client.close()


async def test_the_route_serves_the_png_and_caches_it(maps_client: TestClient) -> None:  # type: ignore[type-arg]
    response = await maps_client.get(f"/maps/{map_name(ONE)}.png")
    assert response.status == 200
    assert response.headers["Content-Type"] == "image/png"
    png = await response.read()
    assert colour_count(decode_png(png)[2], LAND) > 0
    again = await maps_client.get(f"/maps/{map_name(ONE)}.png", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status == 304


async def test_the_route_answers_404_for_a_name_that_is_not_a_map(maps_client: TestClient) -> None:  # type: ignore[type-arg]
    response = await maps_client.get("/maps/AAAAAAA.png")
    assert response.status == 404
    assert "No such map" in (await response.json())["error"]["message"]


async def test_the_cache_keeps_only_the_most_recent_images() -> None:
    images = MapImages(cache_size=2)
    for spread in (ONE, EUROPE, WORLD):
        await images.image(map_name(spread))
    assert len(images.cache) == 2


# --- the Teams card -------------------------------------------------------------------------------------


def map_card(points: Sequence[dict[str, Any]], base_url: str = "https://bot.example.com") -> dict[str, Any]:
    reply = Reply(text=f"Here is a map of {len(points)} places.", map_points=tuple(points))
    content: dict[str, Any] = message_activity(reply, base_url)["attachments"][0]["content"]
    return content


@pytest.mark.parametrize("spread", sorted(SPREADS))
def test_the_card_shows_the_map_image_above_the_list_of_places(spread: str) -> None:
    card = map_card(SPREADS[spread])
    kinds = [block["type"] for block in card["body"]]
    assert kinds.index("Image") < kinds.index("FactSet")
    image = card["body"][kinds.index("Image")]
    assert image["url"] == f"https://bot.example.com/maps/{map_name(SPREADS[spread])}.png"
    facts = card["body"][kinds.index("FactSet")]["facts"]
    assert [fact["title"] for fact in facts] == [p["title"] for p in SPREADS[spread]]


@pytest.mark.parametrize("spread", sorted(SPREADS))
def test_the_card_lists_each_place_with_its_title_date_and_place(spread: str) -> None:
    """What a click on a point of the web map shows (title; date · place), under the Teams map image too."""
    card = map_card(SPREADS[spread])
    facts = next(block for block in card["body"] if block["type"] == "FactSet")["facts"]
    for fact, point in zip(facts, SPREADS[spread], strict=True):
        assert fact["title"] == point["title"]
        assert fact["value"].startswith(f"{point['date']} · {point['place']} (")
    said = card["fallbackText"].split("\n")  # for a client that cannot show the card
    assert said[1].startswith(f"- {SPREADS[spread][0]['title']}: {SPREADS[spread][0]['date']} · {SPREADS[spread][0]['place']} (")


def test_the_map_cards_are_valid_adaptive_cards() -> None:
    cards = [map_card(points) for points in SPREADS.values()]
    results = node_check("cards", cards)
    for card, result in zip(cards, results, strict=True):
        assert result["ok"], (result["problems"], card)


def test_the_assistants_map_points_carry_each_items_date() -> None:
    """What the assistant puts on a map names the date its popup and the Teams card list show."""
    item = {
        "_id": "scrapbook-00001",
        "title": "Château Belair Pinot Noir 2015",
        "category": "Drink",
        "type": "Wine",
        "itemDate": datetime(2018, 9, 23),
        "place": {"city": "Beaune", "country": "France", "location": {"type": "Point", "coordinates": [4.84, 47.02]}},
    }
    point = map_point(item_view(item))
    assert point == {"title": "Château Belair Pinot Noir 2015", "place": "Beaune", "lat": 47.02, "lon": 4.84, "date": "Sep 23, 2018"}
    undated = map_point(item_view({**item, "itemDate": None}))
    assert undated is not None and "date" not in undated
