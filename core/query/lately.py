"""A change claimed between the two times the last two questions asked about: "so my runs have gotten shorter lately?"
after the average run of the past six months and of the six months before; "so I drank more beer before than after,
right?" after the beers before 2020 and since; "has it gone up?", "am I reading more lately?", "I used to hike more,
didn't I?". The later time is the one claimed of ("lately", "now", "gone up", "gotten …") unless the earlier one is
("more before than after", "used to", "back then"); the comparative is of what both questions asked: a count ("more",
"fewer", "gone down"), or the total or average asked ("higher", "lower", or the field's own size word: "shorter" of a
distance). The answer is a yes or no with both values (see ratios.py); to a claim said turned round ("so I'm not reading
more lately?"), whose yes or no could be read either way, both values and which is larger. A comparative that fits
neither ("longer" of a count), no side said, or both, is left to the other readings: nothing is guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import Any

from ..collection.definition import CollectionDefinition
from .filler_lead import filler_lead
from .getting_better import as_set_against_the_period_before, of_this_period
from .ordering import COMPARATIVES, size_forms
from .ratios import RatioClaimed
from .request import Reading, Request
from .restate import qualifiers

# the comparatives of any number: of a count, a total or an average
_UP = ("more", "higher", "up", "increased", "risen", "rose", "grown", "grew")
_DOWN = ("fewer", "less", "lower", "down", "decreased", "dropped", "fallen", "fell", "declined")
# the time claimed of, said around the comparative: "more before than after" claims it of the earlier time
_EARLIER_FIRST = re.compile(
    r"\b(?:before|earlier|back then|in the past)\b[^.?!]*?\bthan\b[^.?!]*?\b(?:after|since|later|now|lately|recently|these days)\b"
)
_LATER_FIRST = re.compile(
    r"\b(?:after|since|later|now|lately|recently|these days|nowadays)\b[^.?!]*?\bthan\b[^.?!]*?\b(?:before|earlier|back then|in the past)\b"
)
_LATER = re.compile(
    r"\b(?:lately|recently|these days|nowadays|now|since then|gone|got|gotten|getting|become|became|grown|grew|"
    r"increased|decreased|dropped|fallen|fell|risen|rose|declined|went)\b"
)
_EARLIER = re.compile(r"\b(?:used to|back then|in the past)\b")
_TAG = re.compile(r",?\s*(?:didn't|don't|doesn't|haven't|hasn't|isn't|wasn't|aren't|weren't)\s+(?:i|it|we|they|you|he|she)\W*$")
_NEGATED = re.compile(r"\b(?:not|never)\b|n't\b")  # "so I'm not reading more lately?": the claim turned round
_EITHER_WAY = re.compile(r"\bany ?more\b")  # "I don't run any more?": no comparative to check
_ASKS = re.compile(filler_lead("and|so|ok|okay|but") + r"(?:which|what|when|where|who|whom|how)\b")  # asks, claims nothing


def change_claimed(reading: Reading, said: str, history: Any, turn: int, definition: CollectionDefinition) -> RatioClaimed | None:
    """The change the question (`said`, read as `reading`) claims between the times of the two questions just before,
    when they asked the same thing of two times one after the other; None when it claims none, or it cannot be told
    which way."""
    text, dates = reading.text.lower(), reading.dates
    if as_set_against_the_period_before(said) != said:  # "so it got higher?" was read as this year against last year
        text, dates = said.lower(), reading.dates if of_this_period(said) else ()  # ("… got worse this year?" says its time)
    text = _TAG.sub("", text)  # "…, didn't I?": the claim, not its tag
    if _ASKS.match(text) or _EITHER_WAY.search(text) or dates or reading.places or reading.people or reading.comparisons or reading.values:
        return None
    two = _two_times(history, turn, definition.name)
    if two is None:
        return None
    earlier, later = two
    said_kinds = {(t.category, t.type) for group in reading.topics for t in group if not t.negated}
    if said_kinds and not said_kinds & {(later.category, later.type), (later.category, None)}:
        return None  # "so I read more novels lately?" after the runs of two times: a question of its own
    claimed = _comparative(text, later, definition)
    subject = _side(text)
    if claimed is None or subject is None:
        return None
    op, word = claimed
    one, other = (earlier, later) if subject < 0 else (later, earlier)
    blank = Request(later.collection)
    return RatioClaimed(
        (qualifiers(replace(blank, dates=one.dates)), one),
        (qualifiers(replace(blank, dates=other.dates)), other),
        op,
        1.0,
        word,
        plain=True,
        stated=_NEGATED.search(text) is not None,  # a yes or no to it could be read either way: both values, said plainly
    )


def _two_times(history: Any, turn: int, collection: str) -> tuple[Request, Request] | None:
    """The requests of the two turns just before, earlier time first, when they differ in their time alone and the
    times do not overlap."""
    if not isinstance(history, list) or len(history) < 2:
        return None
    last, before = history[-1], history[-2]
    if not all(isinstance(h, dict) and h.get("request") for h in (last, before)):
        return None
    if last.get("turn") != turn - 1 or before.get("turn") != turn - 2:
        return None
    first, second = Request.from_dict(before["request"]), Request.from_dict(last["request"])
    if first.collection != collection or second.collection != collection:
        return None
    apart = [f.name for f in fields(Request) if f.name != "action" and getattr(first, f.name) != getattr(second, f.name)]
    if apart != ["dates"] or first.superlative is not None or first.limit or first.within is not None:
        return None
    if first.aggregate is not None and (first.aggregate.op not in ("sum", "avg") or not first.aggregate.field):
        return None
    if first.dates is None or second.dates is None:
        return None
    earlier, later = (first, second) if first.dates.start <= second.dates.start else (second, first)
    one, other = earlier.dates, later.dates
    if one is None or other is None or one.negated or other.negated or one.parts or other.parts or one.end > other.start:
        return None
    return earlier, later


def _comparative(text: str, asked: Request, definition: CollectionDefinition) -> tuple[str, str] | None:
    """The operator and the word a reply says it with ("<", "shorter"), of what `asked` measures: the count, or the
    field totalled or averaged (its size words too: "longer", "further" of a distance)."""
    words: dict[str, tuple[str, str]] = {}
    measured = asked.aggregate.field if asked.aggregate is not None else None
    up, down = ("more", "fewer") if measured is None else ("higher", "lower")
    words.update(dict.fromkeys(_UP, (">", up)))
    words.update(dict.fromkeys(_DOWN, ("<", down)))
    if measured is not None:
        try:
            sizes = definition.field(measured, asked.category).sizes
        except KeyError:
            sizes = ()
        for size in sizes:
            words.update({w: (">", w) for w in size_forms(size)[1]})
        words.update({w: ("<", w) for w, (size, _) in COMPARATIVES.items() if size in sizes})
        if measured == "rating":  # "better", "worse": of a rating only (of a count, more is not better)
            words.update({"better": (">", "higher"), "worse": ("<", "lower")})
    said = [(m.start(), words[m[0]]) for m in re.finditer(r"[a-z]+", text) if m[0] in words]
    kinds = {op for _, (op, _) in said}
    if len(kinds) != 1:  # none, or both ways ("more or less"): cannot be told
        return None
    return said[0][1]


def _side(text: str) -> int | None:
    """Which time the text claims the change of: -1 the earlier, 1 the later; None when it says neither or both."""
    if _EARLIER_FIRST.search(text):
        return None if _LATER_FIRST.search(text) else -1
    if _LATER_FIRST.search(text):
        return 1
    later, earlier = _LATER.search(text) is not None, _EARLIER.search(text) is not None
    if later == earlier:
        return None
    return 1 if later else -1
