"""A terse fragment right after a yes/no question is a yes/no question again: "Peru?" after "ever had wine in
Japan?" asks whether there were wines in Peru, "beer in peru?" then whether there were beers there (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .request import Reading, Request

# a question word or a command first: "where in Peru?", "show me Peru?" ask for something other than yes or no
_ASKS_OTHERWISE = re.compile(
    r"^\W*(?:what|which|who|whom|whose|when|where|why|how|show|list|map|count|give|tell|find|name)\b", re.IGNORECASE
)
# "and spain" right after "was austria one of them": led by "and", the same question of another one, "?" unsaid
_LED_AS_AGAIN = re.compile(r"^\W*(?:and|or|also)\b", re.IGNORECASE)
_MOST_WORDS = 4
# "with elena", "and w/ Tom" right after "did i ever go hiking with sarah": only the company, asked of the same question
_ONLY_COMPANY = re.compile(r"^\W*(?:and\s+|or\s+)?(?:with|w/)\s+[^\W\d_]+(?:\s+(?:and|or|&)\s+[^\W\d_]+)?\W*$", re.IGNORECASE)
_INDEFINITE = frozenset({"a", "an"})  # "an art one in Spain?" asks whether there is one, as "art one in Spain?" does
# "hmm and with Mary?", "uh, Peru?": a sound of thinking first, said before the fragment, asking nothing of its own
_FILLERS_AFTER_SOUND = frozenset({"and", "or", "also", "so"})
_THINKING_SOUND = re.compile(r"^\W*(?P<sound>h+m+|u+m+|u+h+|e+r+m+)\b\W*", re.IGNORECASE)


def yes_or_no_asked_just_before(memory: dict[str, Any], asked_key: str, turn_key: str, turn: int) -> Request | None:
    """The yes/no question of the turn just before, or None."""
    asked = memory.get(asked_key)
    if not isinstance(asked, dict) or memory.get(turn_key, -2) + 1 != turn:
        return None
    request = Request.from_dict(asked)
    return request if request.action == "verify" and request.aggregate is None else None


def _words(text: str, reading: Reading) -> int:
    """How many words a fragment says, a kind of several words ("natural history") as one and without "a" or "an"
    ("a science one in Greece?" says as much as "science one in Greece?")."""
    said = text.lower()
    kinds = {t.type or t.category for group in reading.topics for t in group[:1]}
    within = sum(len(k.split()) - 1 for k in kinds if " " in k and k.lower() in said)
    return len([w for w in said.split() if w not in _INDEFINITE]) - within


def _a_place_alone_again(reading: Reading, text: str, before: Request | None) -> bool:
    """Whether `text` names nothing but a place ("vietnam") right after a yes/no about a place alone ("have I ever been
    to China?", "thailand?"): whether the user was there too, the "?" unsaid."""
    return (
        before is not None
        and before.place is not None
        and before.category is None
        and not before.types
        and not before.kinds
        and bool(reading.places)
        and not (reading.topics or reading.dates or reading.people or reading.values or reading.comparisons)
        and len(text.split()) <= 2
    )


def asks_yes_or_no_again(reading: Reading, said: str, action: str, before: Request | None = None) -> bool:
    """Whether `said` is a terse fragment asked as a question ("Peru?", "beer in peru?", "with Tom?"): a few words
    that only narrow, ending in a question mark, with no question word, superlative, aggregate or comparison (or a
    place alone after a yes/no about a place alone: "vietnam" after "have I been to China?")."""
    sound = _THINKING_SOUND.match(said.strip())
    text = said.strip()[sound.end() :] if sound else said.strip()
    # the sound and the filler after it ("hmm and …"), which the reading takes for words it does not know
    allowed = _INDEFINITE | ({sound["sound"].lower(), *_FILLERS_AFTER_SOUND} if sound else set())
    led = _LED_AS_AGAIN.match(text)
    if led is not None:  # "and mary?" after "was luca there for both": the "and" leads the same question, of Mary
        allowed |= {led.group(0).strip(" \t,.?!").lower()}
    return (
        action == "find"
        and (
            text.endswith("?")
            or led is not None
            or _a_place_alone_again(reading, text, before)
            or (bool(reading.people) and _ONLY_COMPANY.match(text) is not None)
        )
        and _words(text, reading) <= _MOST_WORDS
        and reading.has_constraints
        and not _ASKS_OTHERWISE.match(text)
        and not (reading.superlatives or reading.sorts or reading.selections)
        and {w.lower() for w in reading.unknown_words} <= allowed
        and reading.shape.aggregate is None
        and not reading.shape.contrast
        and not reading.shape.verify
        and not _a_kind_after_a_check_of_those(reading, before)
    )


def _a_kind_after_a_check_of_those(reading: Reading, before: Request | None) -> bool:
    """Whether the fragment names a kind right after a yes/no about the items just listed: "and french wines?" after
    "were they all sangiovese" (of the Italian wines listed) asks for those wines, not whether they were sangiovese
    too; "and mary?" after "was luca there for both" names no kind, and asks the same of Mary."""
    return before is not None and before.within is not None and bool(reading.topics)


def of_the_same_ones(reading: Reading, again: Request, request: Request) -> Request:
    """ "and mary?" right after "was luca there for both" (of the two wines just listed): the same yes/no of another
    person, of the same items (`again`'s `within`: for both of them, all of them) as the question before; `request` as
    it was when the fragment says more than company, or the question before was of no listed items."""
    said_more = (reading.topics, reading.dates, reading.places, reading.comparisons, reading.values, reading.texts)
    if again.within is None or request.within is not None or not reading.people or any(said_more):
        return request
    return replace(request, within=again.within)
