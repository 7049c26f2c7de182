"""A number field compared between groups, rather than their counts: "did I run further in 2023 or
2024?", "were lunches rated higher than dinners on average?", "which did I rate higher on average?".
The comparative names the field — a size word's comparative ("further", "longer": the fields with that
size), or a comparative beside a field's word ("rated higher", "more pages", "higher elevation") — and
the groups are compared by their totals, or by their averages when "on average" is said or the field is a
bounded score (a rating). Every word comes from the collection definition."""

from __future__ import annotations

import re
from dataclasses import replace

from ..collection.definition import CollectionDefinition, FieldDef
from . import moved_more
from .aggregate import Measured
from .derived import alternation, once_per
from .ordering import COMPARATIVES, SIZE_WORDS, size_forms
from .utterance import Utterance

# units of time: a field measured in one of them is what "time" means ("which took the least time?")
TIME_UNITS = frozenset({"s", "sec", "secs", "seconds", "min", "mins", "minutes", "h", "hr", "hrs", "hours", "days"})
# a unit's symbol said as words: "how much meters", "how many metres of climbing" name the field measured in m
UNIT_NAMES: dict[str, tuple[str, ...]] = {
    "m": ("meters", "metres", "meter", "metre"),
    "km": ("kilometers", "kilometres", "kms"),
    "mi": ("miles", "mile"),
    "ft": ("feet", "foot"),
    "min": ("minutes", "mins"),
    "h": ("hours", "hrs"),
    "kg": ("kilos", "kilograms"),
}


def unit_words(unit: str | None) -> tuple[str, ...]:
    """The words that say a field's unit: the symbol when longer than a letter ("km"), and its names ("kilometers")."""
    if not unit:
        return ()
    return (*((unit.lower(),) if len(unit) > 1 else ()), *UNIT_NAMES.get(unit.lower(), ()))


# comparatives said beside a field's word: "rated higher", "more pages", "higher elevation"; True: the larger wins
GENERIC: dict[str, bool] = {
    "more high": True,
    "more good": True,
    "higher": True,
    "greater": True,
    "bigger": True,
    "larger": True,
    "better": True,
    "more": True,
    "less high": False,
    "less good": False,
    "lower": False,
    "smaller": False,
    "worse": False,
    "less": False,
    "fewer": False,
}
SAID_AS = {"more high": "higher", "less high": "lower", "more good": "better", "less good": "worse"}
# said apart from the field's word ("did I rate beers or cocktails higher?"): not "more", which compares counts
LOOSE = ("more high", "less high", "more good", "less good", "higher", "lower", "better", "worse", "greater")
# "are the Greek ones better than the Argentinian?", "more good" (non-native for "better"): how good, the one score given
QUALITY = frozenset({"better", "worse", "more good", "less good"})
LIKED = r"(?:like|liked|enjoy|enjoyed|love|loved)"  # as ordering's superlatives read "the one I liked best"
HOW_MUCH = re.compile(r"\bhow (?:many|much)(?: [a-z]+)? (?:more|less|fewer|further|farther|longer|higher)\b|\bby how much\b")
AVERAGE = re.compile(r"\b(?:on |in )?(?:average|avg|mean)\b")
# "2024 beat 2023 on distance": the first group's value over the second's (the verb sets them against each other)
BEAT = re.compile(r"\b(?:beat|beats|outdid|outdo|outdoes|topped|tops|exceeded|exceeds|surpassed|surpasses)\b")
BETWEEN = re.compile(rf"\b(?:or|than|vs|versus|against)\b|\bbetween\b[^\d,.?!]+\band\b|{BEAT.pattern}")  # "between Anna and Tom, …"
# "rated higher than 3", "longer than a week": a bound on each item (see comparisons), not groups compared
# ("higher than 2026 avg?": a year's average, no bound)
NOT_A_BOUND = (
    r"(?! than (?:(?!(?:19|20)\d\d(?:'s)? (?:avg|average|mean|total)\b)\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|a|an)\b))"
)
# "rated 4 or higher", "5 stars or better": a bound on one item, not a comparison of groups
BOUND = re.compile(r"\b(?:\d+(?:\.\d+)?|one|two|three|four|five)(?: [a-z]+)? or (?:more|higher|better|above|less|lower|worse|below)\b")


# a comparative claimed of one group with no other side said ("cocktails rated higher that year, right?", "did the French
# ones do better?"): the other side is what was just talked about (see than_the_other_option.py, than_the_place_before.py)
# ("more" alone is left out: it compares counts, see winner_claimed.py)
CLAIMED_COMPARATIVE = re.compile(
    r"\b(?:(?:rated|scored|liked|enjoyed)\s+(?:them\s+)?(?:higher|lower|better|worse|more|less)"
    r"|(?:higher|lower|better|worse)[ -]rated"
    r"|(?:did|do|does|done|fared|fare|came out|come out|turned out|scored)\s+(?:any\s+|even\s+|much\s+)?(?:better|worse)"
    r"|better|worse|higher|lower|longer|shorter|further|farther|steeper)\b"
)
# the other side said: a comparison of its own, no claim of one group
SIDES_SAID = re.compile(r"\b(?:than|or|vs|versus|against|compared)\b")


@once_per
def measure_words(definition: CollectionDefinition) -> dict[str, str]:
    """The words that name one number field: its name, synonyms and unit ("pages", "vintage", "km"), and
    "time" for the one measured in a unit of time. Size words ("long") are left to the size readings,
    which choose the field by category."""
    sizes = {s for f in definition.fields_of(None) for s in f.sizes}
    named: dict[str, set[str]] = {}
    for f in definition.fields_of(None):
        if f.type != "number":
            continue
        timed = ("time",) if f.unit is not None and f.unit.lower() in TIME_UNITS else ()
        for word in (f.name, *f.synonyms, *unit_words(f.unit), *timed):
            if word.lower() not in sizes:
                named.setdefault(word.lower(), set()).add(f.name)
    return {word: next(iter(names)) for word, names in named.items() if len(names) == 1}


@once_per
def size_comparatives(definition: CollectionDefinition) -> dict[str, tuple[tuple[str, ...], bool]]:
    """ "further" → ((distance,), True), "longer" → ((distance, pages, nights), True), "shorter" → (…, False)."""
    found: dict[str, tuple[tuple[str, ...], bool]] = {}
    numbers = [f for f in definition.fields_of(None) if f.type == "number"]
    for size in sorted({s for f in numbers for s in f.sizes}):
        fields = tuple(f.name for f in numbers if size in f.sizes)
        for word in (*size_forms(size)[1], f"more {size}"):
            found[word] = (fields, True)
        for word, (smaller_of, larger) in COMPARATIVES.items():
            if smaller_of == size:
                found[word] = (fields, larger)
    return found


def read_measured(utterance: Utterance, definition: CollectionDefinition) -> Measured | None:
    """The comparative of a number field between groups, its words claimed; None when there is none, or
    when nothing is compared ("which one was longer?" picks one of the previous answer: see ordering)."""
    text = utterance.text
    if not (BETWEEN.search(text) or AVERAGE.search(text)):
        return None
    named = measure_words(definition)
    bounds = [m.span() for m in BOUND.finditer(text)]

    def free(m: re.Match[str]) -> bool:
        return all(m.end() <= start or m.start() >= end for start, end in bounds)

    fields_said, generic = alternation(named), alternation(GENERIC)
    beside = (
        # "rated higher", "rated them more high", "higher rated", "more pages", "higher elevation"
        re.compile(rf"\b(?P<field>{fields_said})(?: (?:it|them|those|these))? (?P<cmp>{generic})\b{NOT_A_BOUND}"),
        re.compile(rf"\b(?P<cmp>{generic})[ -](?P<field>{fields_said})\b{NOT_A_BOUND}"),
    )
    for pattern in beside:
        for m in utterance.matches(pattern):
            if free(m):
                utterance.claim(m.start(), m.end(), "measured", m[0])
                return _measured(definition, (named[m["field"]],), GENERIC[m["cmp"]], SAID_AS.get(m["cmp"], m["cmp"]), text)
    loose = next((m for m in utterance.matches(re.compile(rf"\b(?P<cmp>{alternation(list(LOOSE))})\b{NOT_A_BOUND}")) if free(m)), None)
    field = next((m for m in utterance.matches(re.compile(rf"\b(?:{fields_said})\b")) if free(m)), None)
    if loose is not None and field is not None:  # "did I rate beers or cocktails higher?": the field named, not "high"'s
        for m in (loose, field):
            utterance.claim(m.start(), m.end(), "measured", m[0])
        return _measured(definition, (named[field[0]],), GENERIC[loose["cmp"]], SAID_AS.get(loose["cmp"], loose["cmp"]), text)
    scores = [f.name for f in definition.fields_of(None) if f.type == "number" and f.max is not None and not f.unit]
    if loose is not None and loose["cmp"] in QUALITY and len(set(scores)) == 1:  # "so the greek are more good than …"
        utterance.claim(loose.start(), loose.end(), "measured", loose[0])
        return _measured(definition, (scores[0],), GENERIC[loose["cmp"]], SAID_AS.get(loose["cmp"], loose["cmp"]), text)
    far = tuple(dict.fromkeys(f.name for f in definition.fields_of(None) if f.type == "number" and moved_more.FAR in f.sizes))
    moved = next((m for m in utterance.matches(moved_more.MOVED_MORE) if free(m)), None) if len(far) == 1 else None
    if moved is not None:  # "this year i rode less than last year": how far, the distance
        utterance.claim(moved.start("cmp"), moved.end(), "measured", moved["cmp"])  # the verb still says the kind
        cmp = moved["cmp"]
        return _measured(
            definition, far, moved_more.larger(moved), "further" if cmp == "more" else "less far" if cmp == "less" else cmp, text
        )
    liked = re.compile(rf"\b{LIKED}(?: (?:it|them|those|these))? (?P<cmp>more|better|less)\b{NOT_A_BOUND}")
    if "rating" in {f.name for f in definition.fields_of(None) if f.type == "number"}:
        for m in utterance.matches(liked):  # "which did I enjoy more, wine or beer?": the rating says how much
            if free(m):
                utterance.claim(m.start(), m.end(), "measured", m[0])
                return _measured(definition, ("rating",), m["cmp"] != "less", "rated lower" if m["cmp"] == "less" else "rated higher", text)
    beaten = next(utterance.matches(BEAT), None)
    on = re.compile(rf"\b(?:on|in|for|by) (?:the |total |overall )*(?P<field>{fields_said})\b")
    said_on = next((m for m in utterance.matches(on) if beaten is not None and m.start() > beaten.end()), None)
    if beaten is not None and said_on is not None:  # "2024 beat 2023 on distance": the larger total wins
        for m in (beaten, said_on):
            utterance.claim(m.start(), m.end(), "measured", m[0])
        return _measured(definition, (named[said_on["field"]],), True, "more", text)
    sizes = size_comparatives(definition)
    for m in utterance.matches(re.compile(rf"\b(?P<cmp>{alternation(sizes)})\b{NOT_A_BOUND}(?: (?P<field>{fields_said})\b)?")):
        if free(m):  # "longer", "a longer distance"
            utterance.claim(m.start(), m.end(), "measured", m[0])
            fields, larger = sizes[m["cmp"]]
            best = best_of_each(text)
            if m["field"] and named[m["field"]] in fields:
                fields = (named[m["field"]],)
            elif best is not None:  # "my longest hike longer than my longest run": a hike is long in km or in hours
                fields = (*fields, *(f for f in _in_time(definition) if best[0] in LONG_IN_TIME and f not in fields))
            typical = m["field"] is None and _of_the_typical_item(text[: m.start()])
            measured = _measured(definition, fields, larger, m["cmp"].removeprefix("more "), text, typical)
            return replace(measured, op="max" if best[1] else "min") if best is not None else measured
    return None


# sizes that may be said of a time as well as of a length: "a long hike" is long in km or in hours
LONG_IN_TIME = frozenset({"long"})


def best_of_each(text: str) -> tuple[str, bool] | None:
    """The size and direction of the best one of each group set against each other ("was my longest hike longer than
    my longest run?", "which was longer, my longest walk or my longest ride?"): the same superlative said of both
    sides, so their maxima are compared (their minima for "shortest"), never their totals. None otherwise."""
    said = [SIZE_WORDS[m[1]] for m in re.finditer(rf"\b({alternation(SIZE_WORDS)})\b", text)]
    return said[0] if len(said) >= 2 and len(set(said)) == 1 else None


def _in_time(definition: CollectionDefinition) -> tuple[str, ...]:
    """The number fields measured in a unit of time ("duration")."""
    return tuple(f.name for f in definition.fields_of(None) if f.type == "number" and f.unit is not None and f.unit.lower() in TIME_UNITS)


# "the poetry books are shorter than the novels", "were the runs longer than the walks?": a size said of the items of
# each group (a plural "are"/"were" before it) is the typical item's, their average; "did I run further …", "more km",
# "longer in total" are amounts, the totals
OF_THE_ITEMS = re.compile(r"\b(?:are|were|aren't|weren't|arent|werent)\b")
AN_AMOUNT = re.compile(r"\b(?:did|do|does|have|had)\s+(?:i|we|you)\b|\b(?:total|totals|altogether|all together|overall|combined|in all)\b")


def _of_the_typical_item(before: str) -> bool:
    """Whether a size comparative is said of the items, by what is said before it (see OF_THE_ITEMS)."""
    return OF_THE_ITEMS.search(before) is not None and AN_AMOUNT.search(before) is None


def _measured(
    definition: CollectionDefinition, fields: tuple[str, ...], larger: bool, word: str, text: str, typical: bool = False
) -> Measured:
    bounded = all(definition.field(name).max is not None for name in fields)  # a sum of ratings means nothing
    averaged = AVERAGE.search(text) or bounded or (typical and AN_AMOUNT.search(text) is None)
    return Measured("avg" if averaged else "sum", fields, larger, word, HOW_MUCH.search(text) is not None)


def measured_field(measured: Measured, definition: CollectionDefinition, category: str | None) -> FieldDef | None:
    """The one field the comparative means for items of `category` ("longer" books: pages), or None."""
    fields = {f.name: f for f in definition.fields_of(category) if f.type == "number" and f.name in measured.fields}
    return next(iter(fields.values())) if len(fields) == 1 else None
