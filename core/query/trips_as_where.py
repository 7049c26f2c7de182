"""Trips said as where and when the question's things were: "In all my Japan trips, I ate more sushi or more ramen?"
asks of the meals in Japan, "how many museums did I visit during my trips to Peru" of the museums in Peru. The trips
(plural, with the place they went to) are no kind asked about when the rest of the question names a kind of another
category ("ate": meals; "museums"); then the phrase is read as the place alone ("in Japan"). A question about the
trips themselves ("in all my trips to japan, how many were with kenji", "which of my japan trips was longest") is left
as it is. Pure text to text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

_TRIPS = r"(?:trips|travels|holidays|vacations|journeys|getaways|visits)"
_LEAD = r"\b(?:in|on|during|over|across)\s+(?:all\s+(?:of\s+)?)?(?:my|our|the)\s+"
# "my Japan trips": one to three words of a place before the trips
_PLACE_FIRST = re.compile(rf"{_LEAD}(?P<place>(?:[\w'’-]+\s+){{0,2}}?[\w'’-]+)\s+{_TRIPS}\b", re.IGNORECASE)
# "my trips to Japan": the place after them, up to a comma, the end, or a question word
_PLACE_AFTER = re.compile(
    rf"{_LEAD}{_TRIPS}\s+(?:to|in)\s+(?P<place>[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?)"
    r"(?=\s*(?:[,.;!?]|$)|\s+(?:what|which|how|who|did|do|was|were|have|had|i|we)\b)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w'’-]+")


def trips_as_where(text: str, categories_of: Callable[[str], Set[str]], is_place: Callable[[str], bool]) -> str:
    """The text with the trips to a place said as that place, when the rest names a kind of another category
    (`categories_of`: the categories a word names, empty for none; "trips" names Travel, "ate" Food; `is_place`:
    whether a name is a place known, so "during the last three trips" is left alone)."""
    for pattern in (_PLACE_FIRST, _PLACE_AFTER):
        match = pattern.search(text)
        if match is None:
            continue
        place = match["place"]
        if not is_place(place) or any(categories_of(w.lower()) for w in _WORD.findall(place)):
            continue  # "on my wine trips": a kind, not a place
        trips = categories_of(next(w for w in _WORD.findall(match[0]) if re.fullmatch(_TRIPS, w, re.IGNORECASE)).lower())
        rest = text[: match.start()] + " " + text[match.end() :]
        others = {c for w in _WORD.findall(rest) for c in categories_of(w.lower())}
        if trips and others and not (others & trips):
            return f"{text[: match.start()]}in {place}{text[match.end() :]}"
    return text
