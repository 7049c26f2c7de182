"""An average asked per group: “my average wine rating by country, which country comes out lowest”, “which city are my
runs longest on average?”, “average rating of my wines per country”, “which cuisine do i rate highest on average”: the
items asked about grouped by a part of their place, their year or a text field of the definition (the cuisine, the
grape, the author …), each group's average, and the lowest or highest group named with its average, how many items it
is over and the group next to it (or, with no end said, every group's). “and the highest” right after asks the other
end of the same groups. The grouping, the ends and the text are pure; `answer` reads the items."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..turn import Reply
from .aggregate import YEAR_PATH, Aggregate
from .answers import corrections_said, unclear_said
from .filler_lead import FILLER_LEAD, filler_lead
from .library import Library
from .quantities import compute, number, value_at
from .ranked_field import only_owner
from .remembered import remember, turn_number
from .request import Reading, Request
from .restate import phrase, plural

AVERAGE_BY_KEY = "averageBy"  # the grouped average just answered, for “and the highest” next
MOST_LISTED = 12  # with no end asked, the groups listed one by one (highest first) before “and N more”
MOST_TIED = 3  # the groups named one by one at an end (or next to it) they share, before “and N more”

# the group, in the singular, and the part of an item it is read from
GROUPS = {"country": "place.country", "city": "place.city", "region": "place.region", "year": YEAR_PATH}
_PLURAL = {"countries": "country", "cities": "city", "regions": "region", "years": "year"}
# the words before a group: "by country", "per city", "for each country"; "which country", "what cuisine …"; "my best
# rated country", "the lowest scoring grape" (an average said elsewhere: "… on average")
_BY = r"\b(?:by|per|for each|for every|in each|in every|from each|from every|each|across|broken down by)\s+"
_WHICH = r"\b(?:which|what|wich)\s+"
_RANKED = r"\b(?:best|worst|highest|lowest|top|bottom)(?:[- ](?:rated|scored|scoring|ranked|ranking))?\s+"
# a field's synonyms that name no group of items: words said before or for its value ("by" an author, "ate" a dish)
_NOT_GROUP_WORDS = frozenset(
    ("by", "at", "with", "had", "ate", "wrote", "called", "named", "made", "where", "when", "place", "location", "date")
)
# the end asked: “lowest”, “comes out on top”, “the worst”
_LOW = r"lowest|worst|bottom|least|lower|weakest"
_HIGH = r"highest|best|top|most|higher|strongest"
END = re.compile(rf"\b(?:(?P<low>{_LOW})|(?P<high>{_HIGH}))\b")
# “and the highest”, “what about the lowest?”, “which is the best then”: the other end, asked alone
OTHER_END = re.compile(
    FILLER_LEAD + r"(?:(?:what|how) about\s+|(?:which|what)(?: one)? (?:is|was|comes out|came out)\s+)?"
    rf"(?:the\s+)?(?:(?P<low>{_LOW})|(?P<high>{_HIGH}))(?:\s+(?:one|then|on average))?\W*$"
)
# the words this reading reads, not to be said not understood
WORDS = frozenset(
    ("by", "per", "each", "every", "for", "in", "across", "broken", "down", "which", "what", "wich", "comes", "come", "came", "out")
) | frozenset((*GROUPS, *_PLURAL, *_LOW.split("|"), *_HIGH.split("|"), "on", "top", "average"))


@dataclass(frozen=True)
class Group:
    """What the items are grouped by: its name ("country", "cuisine"), where an item holds it, and the one category
    whose field it is (None for a part of the place, the year, or a field of every category)."""

    name: str
    path: str
    category: str | None = None
    said: str = ""  # the word it was named by ("grapes"), read by this reading


@dataclass(frozen=True)
class AverageBy:
    """The average asked (its number field and where it is read), the group, and the end asked: "low", "high" or ""
    (every group). `group_path` is where an item holds its group ("" for the group's own in GROUPS)."""

    request: Request
    field: str
    path: str
    group: str
    end: str
    group_path: str = ""

    @property
    def by(self) -> str:
        return self.group_path or GROUPS[self.group]


def groups_of(definition: CollectionDefinition, category: str | None) -> dict[str, Group]:
    """Every word that names a group, singular and plural, with its group: the parts of a place, the year, and each
    text field of the category (of every category when None) by its name and its one-word synonyms ("grape")."""
    out = {word: Group(name, GROUPS[name]) for name in GROUPS for word in (name, plural(name))}
    for field in definition.fields_of(category):
        if field.type != "text" or field.name == "title":
            continue
        owner = only_owner(definition, field.name) if category is None else None
        for word in (field.name, *field.synonyms):
            said = word.lower()
            if not _NOT_GROUP_WORDS & set(said.split()):  # "grape", "kind of food"; not "by", "made by"
                for form in (said, plural(said)):
                    out.setdefault(form, Group(field.name, field.path, owner))
    return out


def group_said(
    text: str, unknown: list[str], definition: CollectionDefinition, category: str | None, kind_words: frozenset[str] = frozenset()
) -> Group | None:
    """The group an average is asked by ("by country", "which city", "what cuisine", "my best rated country"), when the
    reading left its word unread (or read it as the kind asked about, a word of both: "restaurant"); None otherwise."""
    groups = groups_of(definition, category)
    words = "|".join(re.escape(w) for w in sorted(groups, key=len, reverse=True))
    said = re.search(rf"(?:{_BY}|{_WHICH}|{_RANKED})(?P<group>{words})\b", text.lower())
    if said is None:
        return None
    word = said["group"]
    group = replace(groups[word], said=word)
    known = {w.lower() for w in unknown} | kind_words | {"of"}
    if " " in word:  # "which kind of food": each of its words left unread, or read as the kind ("food")
        return group if set(word.split()) <= known else None
    return group if {word, group.name, _PLURAL.get(word, word)} & known else None


def read_words(group: Group, definition: CollectionDefinition, category: str | None) -> frozenset[str]:
    """The words that name the group ("grape", "variety", "varieties"): read, not to be said not understood."""
    named = (said for said, named in groups_of(definition, category).items() if named.name == group.name)
    return frozenset(word for said in named for word in said.split())


def field_implied(request: Request, superlative_fields: tuple[str, ...], definition: CollectionDefinition, group: Group) -> Request:
    """The grouped average's request with its category (the group's field's, when none is said) and, when no number is
    named, the number the superlative said ranks by ("which cuisine do I rate highest on average": the rating)."""
    if request.category is None and group.category is not None:
        request = replace(request, category=group.category, type=None, types=())
    aggregate = request.aggregate
    if aggregate is None or aggregate.field:
        return request
    numbers = {f.name for f in definition.fields_of(request.category) if f.type == "number"}
    ranked = [f for f in dict.fromkeys(superlative_fields) if f in numbers]
    if len(ranked) != 1:
        return request
    return replace(request, aggregate=replace(aggregate, field=ranked[0], label=ranked[0]))


def end_said(text: str) -> str:
    """ "low", "high", or "" when the text says neither end (or both)."""
    ends = {"low" if m["low"] else "high" for m in END.finditer(text.lower())}
    return ends.pop() if len(ends) == 1 else ""


def other_end_asked(text: str, kept: Any, turn: int) -> tuple[dict[str, Any], str] | None:
    """The grouped average answered the turn before and the end this text asks alone ("and the highest"), or None."""
    said = OTHER_END.match(text.lower().strip())
    if said is None or not isinstance(kept, dict) or kept.get("turn") != turn - 1:
        return None
    return kept, "low" if said["low"] else "high"


# "And for France the same?", "and in 2024?", "what about Spain": the question before, of another place or time
SAME_AGAIN = re.compile(
    filler_lead("and|so|ok|okay|then|now|but") + r"(?:(?:what|how) about\s+)?(?:(?:for|in|of|from)\s+)?"
    r"[^?.!]{1,40}?(?:\s+(?:the same|too|as well|also|then))?\W*$"
)


# the words said around another place or time asked of the same question
_AROUND = frozenset(("and", "so", "ok", "okay", "then", "now", "but", "what", "how", "about", "for", "in", "of", "from"))
_AROUND |= frozenset(("same", "the", "too", "also", "as", "well"))
# how wide a place is: a grouping is asked again only within a wider place ("France" for the average by city)
_LEVELS = {"city": 1, "region": 2, "country": 3, "continent": 4}


def asked_again_of(reading: Reading, kept: Any, turn: int) -> dict[str, Any] | None:
    """The grouped average answered the turn before, when this question says only another place or time for it ("And
    for France the same?"); None otherwise."""
    if not isinstance(kept, dict) or kept.get("turn") != turn - 1 or not (reading.places or reading.dates):
        return None
    shape = reading.shape
    if reading.topics or reading.people or reading.comparisons or reading.values or reading.superlatives or reading.texts:
        return None
    if shape.verify or shape.contrast or shape.aggregate is not None or shape.measured is not None:
        return None
    if any(w.lower() not in _AROUND for w in reading.unknown_words):
        return None
    group = str(kept.get("group"))
    if group not in GROUPS:  # a field's groups ("cuisine") are of any place or time
        return kept if SAME_AGAIN.match(reading.text.lower().strip()) else None
    if group == "year" and reading.dates:  # "and in 2024?" after the average by year: one year is no grouping by year
        return None
    if any(_LEVELS.get(p.kind, 0) <= _LEVELS.get(group, 0) for p in reading.places):  # "paris" after the average by city
        return None
    return kept if SAME_AGAIN.match(reading.text.lower().strip()) else None


def averages(items: list[dict[str, Any]], path: str, group_path: str) -> list[tuple[str, float, int]]:
    """Each group's name, average of the field at `path` and how many items it is over (those with a value), highest
    first, then by name."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for item in items:
        name = value_at(item, group_path)
        if name not in (None, ""):
            groups.setdefault(str(name), []).append(item)
    out: list[tuple[str, float, int]] = []
    for name, members in groups.items():
        outcome = compute(Aggregate("avg", path), path, members)
        if outcome.value is not None:
            out.append((name, outcome.value, outcome.counted))
    return sorted(out, key=lambda g: (-g[1], g[0]))


def _named(name: str) -> str:
    """A group's name as said first in a sentence: "vietnamese" → "Vietnamese"; "McLaren Vale" as it is."""
    return name[:1].upper() + name[1:] if name.islower() else name


def _listed(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"; past MOST_TIED, "A, B, C and 4 more"."""
    if len(names) > MOST_TIED:
        return f"{', '.join(names[:MOST_TIED])} and {len(names) - MOST_TIED} more"
    return " and ".join((", ".join(names[:-1]), names[-1])) if len(names) > 1 else names[0]


def _told_apart(value: float, other: float, unit: str | None) -> tuple[str, str]:
    """Two averages as said, at a hundredth when a tenth shows them the same ("3.76" and "3.75", not "3.8" twice)."""
    digits = 2 if number(value, unit) == number(other, unit) else 1
    return number(value, unit, digits), number(other, unit, digits)


def text_of(asked: AverageBy, groups: list[tuple[str, float, int]], unit: str | None, noun_of: Any) -> str:
    """ "The lowest average rating by country is Australia: 2.9 over 12 wines (of 14 countries); next lowest is Chile
    (3.1)." — or every group's."""
    groups = [(_named(name), value, n) for name, value, n in groups]
    if not groups:
        return f"I found no {asked.field} to average by {asked.group} over {noun_of(0)}."
    if not asked.end:
        shown = [f"{name} {number(value, unit)} ({noun_of(n)})" for name, value, n in groups[:MOST_LISTED]]
        more = f", and {len(groups) - MOST_LISTED} more" if len(groups) > MOST_LISTED else ""
        return f"The average {asked.field} by {asked.group}, highest first: {'; '.join(shown)}{more}."
    value = groups[-1][1] if asked.end == "low" else groups[0][1]
    ends = [g for g in groups if g[1] == value]
    word = "lowest" if asked.end == "low" else "highest"
    rest = [g for g in groups if g[1] != value]
    after = (rest[-1] if asked.end == "low" else rest[0]) if rest else None
    said, next_said = _told_apart(value, after[1], unit) if after is not None else (number(value, unit), "")
    following = [g[0] for g in rest if after is not None and g[1] == after[1]]
    then = f"; next {word} is {_listed(following)} ({next_said})" if after is not None else ""
    of = f"{len(groups)} {plural(asked.group) if len(groups) > 1 else asked.group}"
    counts = {n for _, _, n in ends}
    if len(ends) > MOST_TIED:  # "… is 5, shared by 13 producers: A, B, C and 10 more (1 drink each)"
        over = f"{noun_of(counts.pop())} each" if len(counts) == 1 else "each"
        shared = f"{len(ends)} {plural(asked.group)}: {_listed([g[0] for g in ends])} ({over}; of {of})"
        return f"The {word} average {asked.field} by {asked.group} is {said}, shared by {shared}{then}."
    names = _listed([name for name, _, _ in ends])
    if len(ends) == 1:
        return f"The {word} average {asked.field} by {asked.group} is {names}: {said} over {noun_of(ends[0][2])} (of {of}){then}."
    over = f"{noun_of(counts.pop())} each" if len(counts) == 1 else " and ".join(noun_of(n) for _, _, n in ends)
    return f"The {word} average {asked.field} by {asked.group} is {names}, at {said} each (over {over}; of {of}){then}."


async def answer(library: Library, ctx: IntentContext, asked: AverageBy, reading: Reading, unknown: list[str]) -> Reply:
    """The groups' averages, the end asked named; remembered for the other end next."""
    request = replace(asked.request, aggregate=None, superlative=None, limit=0, sort=None)
    _, found = await library.all(request)
    unit = library.definition(request.collection).field(asked.field, request.category).unit
    words = library.wording[request.collection]
    groups = averages(found, asked.path, asked.by)
    text = text_of(asked, groups, unit, lambda n: phrase(request, words, n))
    remember(library, ctx, request, found, len(found))
    ctx.memory[AVERAGE_BY_KEY] = {
        "turn": turn_number(ctx),
        "request": request.to_dict(),
        "field": asked.field,
        "path": asked.path,
        "group": asked.group,
        "end": asked.end,
        **({"groupPath": asked.group_path} if asked.group_path else {}),
    }
    ctx.annotations.update(
        {
            "request": replace(asked.request, aggregate=Aggregate("avg", asked.field, asked.field)).to_dict(),
            "resultCount": len(found),
            "aggregate": {"op": "avg", "field": asked.path, "by": asked.by, "groups": [list(g) for g in groups]},
        }
    )
    left = [w for w in unknown if w.lower() not in WORDS]
    summary = corrections_said(reading) + text
    return Reply(text=summary + unclear_said(reading, left), speech=summary)


def again(kept: dict[str, Any], end: str) -> AverageBy:
    """The grouped average kept, asked of the end said."""
    request = Request.from_dict(kept["request"])
    return AverageBy(request, str(kept["field"]), str(kept["path"]), str(kept["group"]), end, str(kept.get("groupPath") or ""))
