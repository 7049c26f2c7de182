""" "actually all years not just 2023. how many of hers did i rate 4 or more" after Nina Petrova's books of 2023, "all
years" after the history museums of 2018, "And not only walks, all the things with Elena in Athens" after the walks with
Elena in Athens, "more lunches or more dinners, all of them, not only the 5 stars?" after the lunches rated 5: the
question before WIDENED. "not just X", "not only X", "rather than just X" never leave X out: they take away the
restriction X of the question before (its time, its kind, its bound on a field, its place, a person, a value) and keep
the rest of it. "all years", "any year", "every year" on their own take away its time. Whatever else the message asks
is then asked of the question so widened.

Only a restriction the question before has is taken away: "not just 2023" after a question with no time is not read
here. A real negation ("not in 2023", "except 2023", "not the 5 star ones") is no widening and is left to be read as
ever. The part said after "not just" is read by the reader passed in, so that a time, a kind, a rating or a place is
told as everywhere else (pure, given a pure reader)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from .filler_lead import filler_lead
from .request import Reading, Request

# "not just 2023", "not only walks", "rather than only the 5 stars", "instead of just in Paris": X is widened beyond
_NOT_JUST = re.compile(
    r"\b(?:not\s+(?:just|only|merely|simply|solely)|rather\s+than\s+(?:just|only)|instead\s+of\s+(?:just|only))\s+(?P<part>.+)$",
    re.IGNORECASE,
)
# "all years", "any year", "every year", "all the years", "over all the years", "of all time": the time taken away
_ANY_TIME = r"(?:(?:over|in|for|across|from)\s+)?(?:(?:all|any|every)\s+(?:of\s+)?(?:the\s+|my\s+)?(?:years?|yrs?|time|dates?)|of\s+all\s+time|all[\s-]time)"
# "but also", "too", "as well": something added beside what was asked, which a widening does not say
_ADDED = re.compile(r"\b(?:but|also|too|as\s+well|plus|in\s+addition)\b", re.IGNORECASE)
# "every year" / "each year" before a question of its own may ask one answer a year
_EACH_TIME = re.compile(r"\b(?:every|each)\b", re.IGNORECASE)
# "all of them", "every one", "the whole lot": said beside a widening, asking nothing more
_ALL = r"(?:(?:all|every|each)(?:\s+single)?(?:\s+one)?(?:\s+of)?(?:\s+(?:them|those|these|of\s+them|the\s+ones))?|the\s+whole\s+lot|the\s+lot|everything)"
_LEAD = filler_lead("ok|okay|so|and|but|no|now|actually|please|i mean|i meant|well|hm+|oh|yes|yeah|then|show me|give me|list")
_TIME_CLAUSE = re.compile(rf"{_LEAD}{_ANY_TIME}\W*$", re.IGNORECASE)
_ALL_CLAUSE = re.compile(rf"{_LEAD}{_ALL}\W*$", re.IGNORECASE)
_WIDENING_CLAUSE = re.compile(rf"{_LEAD}(?:(?:{_ANY_TIME}|{_ALL})\W+)?(?P<widening>not|rather|instead)\b", re.IGNORECASE)
# "all the things with Elena", "everything with her", "anything in Athens": every kind, not only the one taken away
_EVERY_KIND = re.compile(
    r"^\W*(?:(?:and|but|so|just|now)\W+)*(?:all\s+(?:of\s+)?(?:the|my)\s+(?:things|stuff|items|entries)|all\s+things|everything|anything)\b\W*",
    re.IGNORECASE,
)
# the clauses of a message: split at a stop, a comma, a dash between spaces (not the point of "4.5")
_CLAUSES = re.compile(r"[,;:!?]+|(?<!\d)\.|\.(?!\d)|\s[-\u2013\u2014]+\s")


@dataclass(frozen=True)
class Widened:
    """The question before widened, what was taken away (for the record), and the rest of the message ("" when none)."""

    request: Request
    taken: tuple[str, ...]
    rest: str


def widened_beyond(text: str, prior: Request | None, read: Callable[[str], Reading]) -> Widened | None:
    """The question before less the restrictions the message widens beyond, and the rest of the message; None when the
    message widens nothing, or widens beyond a restriction the question before does not have."""
    if prior is None:
        return None
    clauses = [c.strip() for c in _CLAUSES.split(text) if c.strip()]
    request, taken, rest, plain_all = prior, [], [], []
    widens = each_time = False
    for clause in clauses:
        if _TIME_CLAUSE.match(clause):
            if request.dates is None:
                return None
            each_time = each_time or bool(_EACH_TIME.search(clause))
            request, widens = replace(request, dates=None), True
            taken.append("time")
            continue
        said = _NOT_JUST.search(clause)
        if said is not None and _WIDENING_CLAUSE.match(clause):
            if _ADDED.search(said["part"]):  # "not only 2023 but also 2024": an addition, not read here
                return None
            wider = _without(request, read(said["part"]))
            if wider is None:
                return None
            request, widens = wider[0], True
            taken.extend(wider[1])
            if re.search(_ANY_TIME, clause[: said.start()], re.IGNORECASE):  # "all years, not just the 5 stars": the time too
                if prior.dates is None:
                    return None
                request = replace(request, dates=None)
                taken.append("time")
            continue
        if _ALL_CLAUSE.match(clause):
            plain_all.append(clause)
            continue
        rest.append(clause)
    if widens and any(_ADDED.search(r.replace("but", "")) for r in rest):  # "not only walks, the hikes too"
        return None
    if not widens or (each_time and rest):  # "every year, how many?" may ask one count a year: not read here
        return None
    if rest and "kind" in taken and _EVERY_KIND.match(rest[0]):  # "not only walks, all the things with Elena": any kind
        request = replace(request, category=None, type=None, types=(), kinds=(), not_types=(), not_categories=())
        rest[0] = _EVERY_KIND.sub("", rest[0])
    said_rest = ", ".join(r for r in rest if r)
    if said_rest and text.rstrip().endswith("?") and not said_rest.endswith("?"):
        said_rest += "?"
    request = replace(request, within=None, not_ids=())
    if said_rest:  # what else is asked is asked anew of the question so widened
        request = replace(request, superlative=None, limit=0, aggregate=None, sort=None)
    return Widened(request, tuple(dict.fromkeys(taken)), said_rest)


def _without(request: Request, part: Reading) -> tuple[Request, list[str]] | None:
    """`request` less each restriction the part said after "not just" names, with what was taken; None when the part
    names none, or one the request does not have."""
    taken: list[str] = []
    if part.dates:
        if request.dates is None:
            return None
        request = replace(request, dates=None)
        taken.append("time")
    if part.comparisons:
        fields = {c.field for c in part.comparisons}
        if not any(c.field in fields for c in request.comparisons):
            return None
        request = replace(request, comparisons=tuple(c for c in request.comparisons if c.field not in fields))
        taken.append("bound")
    topics = [t for group in part.topics for t in group[:1]]
    if topics:
        topic = topics[0]
        if topic.type is not None and topic.type in (request.type, *request.types):
            request = replace(request, type=None, types=())
        elif topic.type is None and topic.category == request.category:
            request = replace(request, category=None, type=None, types=())
        else:
            return None
        taken.append("kind")
    if part.places:
        if request.place is None:
            return None
        request = replace(request, place=None)
        taken.append("place")
    if part.people:
        names = {n.lower() for p in part.people for n in p.names}
        kept = tuple(replace(p, names=tuple(n for n in p.names if n.lower() not in names)) for p in request.people)
        if kept == request.people:
            return None
        request = replace(request, people=tuple(p for p in kept if p.names))
        taken.append("people")
    if part.values:
        fields = {v.field for v in part.values}
        if not any(v.field in fields for v in request.values):
            return None
        request = replace(request, values=tuple(v for v in request.values if v.field not in fields))
        taken.append("value")
    return (request, taken) if taken else None
