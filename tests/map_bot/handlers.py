"""Handlers of the map test bot, and its three spreads of places: one place, a cluster in Europe, the world.
"map of europe" answers with that spread's places (loaded by file path by `parley serve`)."""

from __future__ import annotations

from typing import Any

from parley.core.bot import Bot, IntentContext
from parley.core.turn import Reply


def _point(title: str, place: str, lat: float, lon: float, date: str) -> dict[str, Any]:
    return {"title": title, "place": place, "lat": lat, "lon": lon, "date": date}


ONE = (_point("Sunset walk", "Lisbon", 38.7223, -9.1393, "May 2, 2019"),)

EUROPE = (
    _point("Château Margaux 2015", "Bordeaux", 44.8378, -0.5792, "Jun 3, 2018"),
    _point("Chablis Premier Cru", "Chablis", 47.8144, 3.7983, "Aug 9, 2018"),
    _point("Sancerre", "Paris", 48.8566, 2.3522, "Dec 24, 2018"),
    _point("Croissant", "Paris", 48.8606, 2.3376, "Dec 25, 2018"),
    _point("Macarons", "Paris", 48.8530, 2.3499, "Dec 26, 2018"),
    _point("Pinot Noir", "Beaune", 47.0260, 4.8400, "Oct 1, 2018"),
    _point("Riesling", "Strasbourg", 48.5734, 7.7521, "Jul 14, 2018"),
    _point("Beer garden", "Munich", 48.1351, 11.5820, "Sep 22, 2018"),
    _point("Sachertorte", "Vienna", 48.2082, 16.3738, "Jan 5, 2019"),
    _point("Gelato", "Rome", 41.9028, 12.4964, "Aug 1, 2019"),
    _point("Stroopwafel", "Amsterdam", 52.3676, 4.9041, "Apr 27, 2019"),
    _point("Waffles", "Brussels", 50.8503, 4.3517, "Apr 28, 2019"),
    _point("Fish and chips", "London", 51.5074, -0.1278, "Mar 3, 2019"),
    _point("Paella", "Valencia", 39.4699, -0.3763, "Jul 20, 2019"),
)

WORLD = (
    _point("Sushi", "Tokyo", 35.6762, 139.6503, "Apr 1, 2019"),
    _point("Flat white", "Sydney", -33.8688, 151.2093, "Feb 2, 2019"),
    _point("Bagel", "New York", 40.7128, -74.0060, "Nov 3, 2018"),
    _point("Feijoada", "Rio de Janeiro", -22.9068, -43.1729, "Mar 4, 2019"),
    _point("Bobotie", "Cape Town", -33.9249, 18.4241, "Jan 5, 2019"),
    _point("Hot spring", "Reykjavik", 64.1466, -21.9426, "Dec 6, 2018"),
    _point("Tacos", "Mexico City", 19.4326, -99.1332, "Oct 7, 2018"),
    _point("Pho", "Hanoi", 21.0278, 105.8342, "Sep 8, 2018"),
    _point("Sancerre", "Paris", 48.8566, 2.3522, "Dec 24, 2018"),
    _point("Biryani", "Mumbai", 19.0760, 72.8777, "Aug 9, 2018"),
    _point("Poutine", "Montreal", 45.5017, -73.5673, "Jul 10, 2018"),
    _point("Hangi", "Auckland", -36.8485, 174.7633, "Jun 11, 2018"),
)

SPREADS = {"one": ONE, "europe": EUROPE, "world": WORLD}


def register(bot: Bot) -> None:
    @bot.handler("map")
    def show_map(ctx: IntentContext) -> Reply:
        spread = ctx.value("spread") or "one"
        points = SPREADS[spread]
        return Reply(text=f"Here is a map of {len(points)} places ({spread}).", title=f"map: {spread}", map_points=points)
