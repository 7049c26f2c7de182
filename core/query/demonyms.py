"""Nationality words no recognizer claimed, read as their country: "have I had any belgian ones?" asks about
Belgium's beers. The words are the known ones (places.DEMONYMS) and those formed from the gazetteer's
country names the usual English ways (Belgium → belgian, Croatia → croatian, Nepal → nepalese or nepali,
Luxembourg → luxembourgish); a word two countries could give is none of them (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .places import DEMONYMS, PlaceName

# what a country's name loses and the nationality adds: Belg|ium → belgian, Croat|ia → croatian, Ital|y → italian,
# Cub|a → cuban, Mexic|o → mexican, Chile → chilean, Malt|a → maltese, Nepal → nepali, Turk|ey → turkish
FORMS = (
    ("ium", "ian"),
    ("ia", "ian"),
    ("a", "ian"),
    ("y", "ian"),
    ("", "ian"),
    ("a", "an"),
    ("o", "an"),
    ("", "an"),
    ("a", "ese"),
    ("", "ese"),
    ("", "ish"),
    ("ey", "ish"),
    ("", "i"),
)


def demonyms(countries: Iterable[PlaceName]) -> dict[str, PlaceName]:
    """Nationality word → country, for one-word country names; the known words first."""
    by_name = {c.name.lower(): c for c in countries if c.kind == "country"}
    found: dict[str, list[PlaceName]] = {}
    for name, country in by_name.items():
        if not re.fullmatch(r"[a-z]{4,}", name):
            continue
        for ending, suffix in FORMS:
            stem = name[: len(name) - len(ending)]
            if not name.endswith(ending) or len(stem) < 3:
                continue
            word = stem + suffix
            if word != name and country not in found.setdefault(word, []):
                found[word].append(country)
    longer = {name.split()[0] for name in by_name if " " in name}  # "dominican" of the Dominican Republic, not Dominica
    words = {word: options[0] for word, options in found.items() if len(options) == 1 and word not in longer}
    for word, (code, name) in DEMONYMS.items():
        known = by_name.get(name.lower())
        if known is not None and known.country_code == code:
            words[word] = known
    return words
