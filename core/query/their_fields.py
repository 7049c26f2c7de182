"""One field asked of the items of an answer rather than of one item: "what grape were they?" after the
wines of Argentina, "Those white wines, what grape were they made from?" after the drinks of Santorini,
"the one where Mary did not come, in which country it was?". The field is named by a wh-word before one
of its words from the collection definition (its name or a synonym: "grape" for the variety), or by a size
word ("how far were they?"); the answer is the items' values, counted."""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime
from typing import Any

from ..collection.definition import CollectionDefinition
from .aspects import HOW, PLACE_WORDS, Aspect, answer_aspect, asked_aspect, field_words, item_field, said_value

# the asked field's word right after the question word, one word between at most: "what grape", "in which country",
# "which kind of variety", "whose producer"
_WH = r"\b(?:what|which|whose)\s+(?:[a-z]+\s+)?"
# the aspects that are values of the items' fields or places, which several items can be asked at once
ASKABLE = frozenset({"field", "city", "country", "region", "year"})
# "what year was that?", "which yr were those from?": the year of the items talked about, asked of them and nothing else
_THEIR_YEAR = re.compile(
    r"\b(?:what|which)\s+(?:year|yr)\s+(?:was|were|is|are)\s+(?:that|it|they|those|these|this|them|all\s+(?:of\s+)?(?:that|those|these|them|it))"
    r"(?:\s+(?:from|in|again))?\W*$"
)
# "which year it was?", "which year were we in Florence?", "what year was our trip to Lisbon?", "when was our beach
# holiday in Barcelona?": the year (or date) of what the question names itself, or of what was talked about; not of a
# count or a pick ("which year had more?", "when was the last one?")
_YEAR_OF_THEM = re.compile(
    r"\b(?:what|which)\s+(?:year|yr)\s+(?:(?:it|that|this|they|those)\s+(?:was|were)|(?:was|were|did)\s+(?:i|we|you|my|our|the)\b)"
)
_WHEN_OF_THEM = re.compile(r"^\W*(?:(?:and|so|ok|okay)\W+)?when\s+(?:was|were|did)\s+(?:i|we|you|my|our|the|that|it|this|those|they)\b")
_NOT_OF_THEM = re.compile(r"\b(?:more|most|less|fewer|least|last|first|latest|earliest|ever|again|next|before|after)\b")
SHOWN = 6  # at most this many distinct values are named, the rest counted


def _words(aspect: Aspect, definition: CollectionDefinition, category: str | None) -> list[str]:
    if aspect.kind == "year":  # "what year was that?", "which yr were they?"
        return ["year", "yr"]
    if aspect.kind == "when":  # "when was our trip to Florence?"
        return ["when"]
    if aspect.kind != "field":
        return [word for word, part in PLACE_WORDS.items() if part == aspect.kind]
    field = definition.field(aspect.field, category)
    return field_words(field) + ([field.unit] if field.unit and len(field.unit) > 1 else [])


def asked_of_them(text: str, definition: CollectionDefinition, category: str | None) -> Aspect | None:
    """The field or place part the question asks of the items talked about, said as a question ("what grape",
    "in which country", "how far"), or None: a field's word said otherwise ("the grape ones") asks nothing."""
    said = text.lower()
    aspect = asked_aspect(said, definition, category)
    if aspect is not None and aspect.kind in ("year", "when") and not _NOT_OF_THEM.search(said):
        if aspect.kind == "year" and _YEAR_OF_THEM.search(said):  # "which year it was?"
            return aspect
        if aspect.kind == "when" and _WHEN_OF_THEM.search(said):  # "when was our beach holiday in Barcelona?"
            return aspect
    if aspect is None or aspect.kind not in ASKABLE:
        return None
    if aspect.kind == "year":  # "which year had more?" compares years, asks none of them
        return aspect if _THEIR_YEAR.search(said) else None
    if any(re.search(_WH + re.escape(word) + r"\b", said) for word in _words(aspect, definition, category)):
        return aspect
    if aspect.kind == "field" and any(how["size"] in definition.field(aspect.field, category).sizes for how in HOW.finditer(said)):
        return aspect
    return None


def words_asked(aspect: Aspect, definition: CollectionDefinition, category: str | None) -> set[str]:
    """The words that asked it, which are understood: not reported as words not understood."""
    words = {w for phrase in _words(aspect, definition, category) for w in phrase.split()}
    return words | {"what", "which", "whose", "how"}


def _value_of(item: dict[str, Any], aspect: Aspect) -> str | None:
    if aspect.kind == "year":
        when = item.get("itemDate")
        return str(when.year) if isinstance(when, datetime) else None
    value = (item.get("place") or {}).get(aspect.kind) if aspect.kind != "field" else item_field(item, aspect.field)
    return None if value in (None, "", []) else said_value(value, None)


def their_values(items: list[dict[str, Any]], aspect: Aspect, definition: CollectionDefinition) -> str:
    """ "Their variety: malbec (5) and cabernet sauvignon (2)."; of one item, its sentence."""
    if len(items) == 1:
        return answer_aspect(items[0], aspect, definition)
    if aspect.kind in ("year", "when"):  # "when were we in Florence?": of several, the years they are from
        return _their_years(items)
    label = aspect.kind if aspect.kind != "field" else aspect.field
    category = items[0].get("category") if items else None
    unit = None
    if aspect.kind == "field":
        try:
            unit = definition.field(aspect.field, category if isinstance(category, str) else None).unit
        except KeyError:
            unit = None
    values = [_value_of(i, aspect) for i in items]
    counted = Counter(v for v in values if v is not None).most_common()
    missing = sum(v is None for v in values)
    if not counted:
        return f"None of the {len(items)} has a {label}."
    unit_said = f" {unit}" if unit else ""
    if len(counted) == 1:
        ((value, n),) = counted
        every = "Both" if n == 2 else f"All {n}"
        text = f"{every if not missing else n} of them: {label} {value}{unit_said}."
    else:
        named = [f"{value}{unit_said} ({n})" for value, n in counted[:SHOWN]]
        rest = sum(n for _, n in counted[SHOWN:])
        listed = ", ".join(named[:-1]) + " and " + named[-1] if not rest else ", ".join(named) + f" and {rest} more"
        text = f"Their {label}: {listed}."
    return text + (f" {missing} of them {'has' if missing == 1 else 'have'} no {label}." if missing else "")


def _their_years(items: list[dict[str, Any]]) -> str:
    """ "All 17 of them are from 2012."; over several years, the years they span, each counted in order."""
    years = Counter(when.year for i in items if isinstance(when := i.get("itemDate"), datetime))
    if not years:
        return f"None of the {len(items)} has a date."
    undated = len(items) - sum(years.values())
    note = f" ({undated} of them {'has' if undated == 1 else 'have'} no date)" if undated else ""
    if len(years) == 1:
        ((year, n),) = years.items()
        every = "Both" if n == 2 else f"All {n}"
        return f"{every if not undated else n} of them are from {year}{note}."
    first, last = min(years), max(years)
    counted = [f"{year} ({years[year]})" for year in sorted(years)]
    listed = ", ".join(counted[:SHOWN]) + (f" and {len(counted) - SHOWN} more years" if len(counted) > SHOWN else "")
    return f"Not one year: they are from {len(years)} different years, {first} to {last}: {listed}{note}."


# "Both are from the same author, true?", "were they all by the same author?", "same country for both?": whether the items
# talked about share one value of a field (or place part), asked yes or no; the field's word right after "same"
_SAME = re.compile(r"\b(?:the\s+)?same\s+(?P<word>[a-z]+(?:\s+[a-z]+)?)")
# a yes/no said of them: "are they …", "were both …", "both are …", "… true?", "… right?"
_ASKED_YES_NO = re.compile(
    r"^\W*(?:(?:and|so|but|ok|okay|oh|also)\W+)?(?:(?:are|were|is|was|did|do|have|had)\s+(?:they|those|these|both|all|them|the\s+two|the\s+\w+)\b"
    r"|(?:both|they|those|these|all\s+of\s+them|the\s+two|both\s+of\s+them)\s+(?:are|were|is|was|came|come|have|had)\b)"
    r"|\b(?:true|right|correct|isn'?t\s+it|aren'?t\s+they|weren'?t\s+they|yes|no)\W*$"
    r"|^\W*same\s+"
)


def same_asked(text: str, definition: CollectionDefinition, category: str | None) -> Aspect | None:
    """The field or place part the question asks the items talked about to share, yes or no ("Both are from the same
    author, true?": the author), or None when it asks no such thing."""
    said = text.lower()
    same = _SAME.search(said)
    if same is None or not _ASKED_YES_NO.search(said):
        return None
    aspect = asked_aspect(same["word"], definition, category)
    if aspect is None or aspect.kind not in ASKABLE or (aspect.kind == "year" and "year" not in same["word"]):
        return None
    return aspect


def shared_verdict(items: list[dict[str, Any]], aspect: Aspect, definition: CollectionDefinition) -> str | None:
    """ "Yes, both of them: author Ana Lima." when the items share one value of the field, else "No. Their author: …";
    None when fewer than two have one (nothing to compare)."""
    values = [_value_of(i, aspect) for i in items]
    if sum(v is not None for v in values) < 2:
        return None
    told = their_values(items, aspect, definition)
    shared = len({v for v in values if v is not None}) == 1 and None not in values
    return f"Yes, {told[0].lower()}{told[1:]}" if shared else f"No. {told}"
