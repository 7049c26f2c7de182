""" "how many cites there": "cites" is an English word, so the speller leaves it, yet after "how many" it is the
cities with a letter left out: a plural of a part of a place ("cities", "countries", "regions") missing one letter
inside it is read as that part ("contries", "regons"); "counties" names another part of a place, and is kept (pure)."""

from __future__ import annotations

PLACE_PLURALS = ("cities", "countries", "regions")
# words one letter short of a place part that name a place of their own
OTHER_PLACES = frozenset({"counties"})


def misspelt_place_part(word: str) -> str | None:
    """The place part `word` is with one letter left out after its first ("cites" → "cities"), or None."""
    if len(word) < 5 or word in OTHER_PLACES:
        return None
    for plural in PLACE_PLURALS:
        if len(plural) == len(word) + 1 and any(plural[:i] + plural[i + 1 :] == word for i in range(1, len(plural))):
            return plural
    return None
