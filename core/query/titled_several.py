""" "how many stars did I give Nina: A Life?" when four books bear that title: a question that names an item by its
title (said in full, loosely spelled: "memory and other poems") is about the items so titled; when several share the
title, which one is meant is asked back, each told by what sets them apart (its author, else its year, else its city):
"You have 4 books titled “Nina: A Life”: by Tomas Reyes (2018), …. Which one do you mean?". The answer picks by that:
"the one by lena fisher", "omar said's one", "the 2022 one" (both when two fit: "two of them are by Lena Fischer"), and
the question asked is answered of the ones picked. The options stay for the next turns: "and bellni's?" asks the same of
another, and "so the Sam Carter one was the better of the two?" sets the one named against the one picked before, by
their rating. Only titles that are names are read so ("Nina: A Life", not "Dinner at Casa Mario" or "Walk in Napa",
whose words are a place or a value of the item's own); a title of two words needs a rare word ("The Garden" is no
title said). Pure: the bot fetches the items."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rapidfuzz.distance import Levenshtein

from .english import zipf

TITLE_ASKED_KEY = "titleAsked"  # memory: the title asked back about, its options, the question, the ones picked, the turn
KEPT_TURNS = 3  # the options are picked from this many turns after they were offered
RARE = 4.0  # a word this rare makes a title of two words one said

_WORD = re.compile(r"[a-zà-ÿ0-9]+")
_ARTICLES = ("a", "an", "the")
# "so the Sam Carter one was the better of the two?": one set against the other by rating (higher True, lower False)
_RATED = re.compile(r"\b(?P<high>better|best|favou?rite|higher|liked more|preferred)\b|\b(?P<low>worse|worst|lower|liked less)\b")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("'s ", " ").replace("’s ", " "))


def _same_word(said: str, known: str) -> bool:
    """ "fisher" of Fischer, "bellni" of Bellini: a word of five letters or more may be one letter off."""
    return said == known or (len(known) >= 5 and abs(len(said) - len(known)) <= 1 and Levenshtein.distance(said, known) <= 1)


def _at(words: Sequence[str], start: int, wanted: Sequence[str]) -> bool:
    return start + len(wanted) <= len(words) and all(_same_word(words[start + k], w) for k, w in enumerate(wanted))


class TitleIndex:
    """The titles of a collection that can be said in a question, by their words; `said` is pure."""

    def __init__(self, titles: Iterable[tuple[str, str | None, str]]) -> None:
        self.titles: dict[tuple[str, ...], str] = {}
        for _, _, title in titles:
            words = tuple(_words(title))
            if len(words) >= 3 or (len(words) == 2 and any(zipf(w) < RARE for w in words)):
                self.titles.setdefault(words, title)
        for words, title in list(self.titles.items()):
            # "the history of sleep" of "A History of Sleep": a title's article said otherwise (a title written so itself
            # stays its own; never the title without one: "her history of cooking" is of her books, no title said)
            bare = words[1:] if words[0] in _ARTICLES else ()
            if len(bare) >= 3 or (len(bare) == 2 and all(zipf(w) < RARE for w in bare)):
                for article in _ARTICLES:
                    self.titles.setdefault((article, *bare), title)
        self.first: dict[str, list[tuple[str, ...]]] = {}
        for words in self.titles:
            self.first.setdefault(words[0], []).append(words)

    def said(self, text: str) -> str | None:
        """The longest known title said in the text, or None."""
        words = _words(text)
        best: tuple[str, ...] = ()
        for start in range(len(words)):
            for candidate in self.first.get(words[start], ()):
                if len(candidate) > len(best) and _at(words, start, candidate):
                    best = candidate
        return self.titles[best] if best else None


def is_a_name(item: dict[str, Any]) -> bool:
    """Whether the item's title is a name, not told from its own place or values ("Walk in Napa", "Dinner at Casa Mario")."""
    title = set(_words(str(item.get("title") or "")))
    place = item.get("place") or {}
    own = [str(v) for v in (item.get("fields") or {}).values() if isinstance(v, str)]
    own += [str(place.get(k)) for k in ("city", "region", "country", "name") if place.get(k)]
    return not any(set(_words(value)) & title for value in own)


def titled(title: str, found: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The items of `found` bearing exactly that title, whose title is a name, oldest first."""
    wanted = _words(title)
    same = [i for i in found if _words(str(i.get("title") or "")) == wanted and is_a_name(i)]
    return sorted(same, key=lambda i: i["itemDate"])


@dataclass(frozen=True)
class Option:
    """One item so titled, and what tells it apart: "by Lena Fischer (2019)"."""

    id: str
    said: str
    names: tuple[str, ...]  # the words that name it: its author's, its year, its city
    rating: float | None


def options_of(items: Sequence[dict[str, Any]]) -> list[Option]:
    """Each item, told by the first text field whose values differ among them (its year added), else by year and city."""
    fields = [k for k, v in (items[0].get("fields") or {}).items() if isinstance(v, str)]
    apart = next((f for f in fields if len({(i.get("fields") or {}).get(f) for i in items}) > 1), None)
    options = []
    for item in items:
        year = str(item["itemDate"].year)
        city = str((item.get("place") or {}).get("city") or "")
        value = str((item.get("fields") or {}).get(apart) or "") if apart else ""
        said = f"by {value} ({year})" if value else f"the one of {year}" + (f" in {city}" if city else "")
        rating = item.get("rating")
        options.append(Option(str(item["_id"]), said, (value, year, city), float(rating) if isinstance(rating, int | float) else None))
    return options


def question(title: str, noun: str, options: Sequence[Option]) -> str:
    """ "You have 4 books titled “Nina: A Life”: by Tomas Reyes (2018), … and by Sam Carter (2022). Which one do you mean?" """
    said = [o.said for o in options]
    listed = f"{', '.join(said[:-1])} and {said[-1]}"
    return f"You have {len(options)} {noun} titled “{title}”: {listed}. Which one do you mean?"


def picked(options: Sequence[Option], text: str) -> list[str]:
    """The ids of the options the text names: by an author's name or part of it ("lena fisher", "bellni's"), by year."""
    words = _words(text)
    found = []
    for option in options:
        for name in option.names:
            parts = _words(name)
            if not parts:
                continue
            if name.isdigit():
                hit = name in words
            else:  # the whole name, or its last or first word alone ("omar said's one", "bellni's")
                hit = any(_at(words, s, parts) for s in range(len(words))) or any(
                    _same_word(w, p) for w in words for p in (parts[-1], parts[0]) if len(p) >= 4 and zipf(p) < RARE
                )
            if hit:
                found.append(option.id)
                break
    return found if len(found) < len(options) else []


def rated_claim(text: str) -> bool | None:
    """ "was the better of the two?": True when the one named is claimed the better, False the worse, None when no such claim."""
    said = _RATED.search(text.lower())
    return None if said is None else said["high"] is not None


def verdict(title: str, one: Option, others: Sequence[Option], higher: bool) -> str:
    """ "Yes: you gave Nina: A Life by Sam Carter (2022) 5 stars, against 3 for the one by Lena Fischer (2022)." """
    mine, theirs = one.rating, [o.rating for o in others]
    if mine is None or not theirs or any(r is None for r in theirs):
        return f"I can't tell: not every “{title}” has a rating."
    rated = [r for r in theirs if r is not None]
    holds = all((mine > r) if higher else (mine < r) for r in rated)
    against = " and ".join(f"{o.rating:g} for the one {o.said}" for o in others)
    return f"{'Yes' if holds else 'No'}: you gave “{title}” {one.said} {mine:g} stars, against {against}."
