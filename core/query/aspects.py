"""Questions about the one item the conversation is on: "with who?", "who came along?", "which city was
that in?", "in what country it was?", "who's the author?", "how far was that?", "was Sofia there with
me?". Which field is asked comes from the collection definition (field names, synonyms, size words and
units); the place's parts, the date and the companions are common to every item."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rapidfuzz.distance import OSA

from ..collection.definition import TOP_LEVEL_FIELDS, CollectionDefinition, FieldDef
from .agent_noun import doer_of
from .english import is_common
from .filler_lead import filler_lead
from .how_liked import LIKED
from .how_long_ago import AGO, time_since
from .measured import TIME_UNITS, unit_words
from .that_place import without_the_place_referred
from .units_asked import converted, converts, unit_asked

# "how long did it take?", "how long did that last", "how much time": the time it took, not its length
# ("last" as the verb after "did": "how long was my last walk" asks of the most recent one, not its time)
TOOK = re.compile(
    r"\bhow long\b.*\b(?:take|took|taken|takes|lasted)\b|\bhow long (?:did|does|do|has|had)\b.*\blast\b|\bhow (?:much|long a) time\b"
)
# "written by", "made by": a synonym naming the one who did it, whose participle a "who" question says ("who has written it?")
AGENT = re.compile(r"^(?P<verb>[a-z]+) by$")
# words of the common fields' synonyms that say nothing on their own about one item's field
_FUNCTION_WORDS = frozenset({"with", "together with", "by", "at", "had", "ate", "where", "when", "place", "location", "date", "show"})
PLACE_WORDS: dict[str, str] = {
    "city": "city",
    "cities": "city",
    "town": "city",
    "country": "country",
    "countries": "country",
    "region": "region",
    "state": "region",
    "province": "region",
}
WHEN = re.compile(r"\bwhen\b|\b(?:what|which) (?:date|day)\b")
# "which year?", and the word said alone ("year?", "yr?" as texted): the year of the item talked about
YEAR = re.compile(r"\b(?:what|which) (?:year|yr)\b|" + filler_lead("and|so|ok|okay|the|what|which") + r"(?:year|yr)\W*$")
WHERE = re.compile(r"\bwhere\b")
WHERE_IS = re.compile(r"\bwhere (?:was|is|were|are) (?:that|this|the|it|they|those|these|my|our)\b")
WHO = re.compile(
    r"\bwho\b|\bwith whom\b|\bcompanions?\b|\b(?:came|come|went|go|tagged) along\b|\bjoined me\b|\bcame with me\b|\bwas i alone\b"
    # "with?", "and with?": the word said alone, as texted, asks who came
    r"|" + filler_lead("and|so|ok|okay|but") + r"with\W*$"
)
# "what did I give it?", "how much did we give that one": the score given, the field on a scale
GAVE = re.compile(r"\b(?:what|how much|how many)\b.*\b(?:give|gave|given)\s+(?:it|that|this|them|those|these|that one|this one)\b")
KIND = re.compile(r"\b(?:what|which) (?:kind|type|sort)\b")
HOW = re.compile(r"\bhow (?P<size>[a-z]+)\b")
# "how long was it", "how long was my last walk": its length or its time, as the kind keeps both
HOW_LONG = re.compile(r"\bhow long\b")
EITHER = "either"  # the kind of an aspect that is one of a few fields, asked back ("its distance or its duration?")
# "was Sofia there with me", "did Anna come along", "was I with Tom": a yes/no question about the companions
WITH_ME = re.compile(r"\b(?:there|(?:with|w/?) ?(?:me|us)|along|too|come|came|join|joined)\b")


_ASKED = ((YEAR, "year"), (WHEN, "when"), (WHERE, "where"), (WHO, "who"), (KIND, "kind"))


@dataclass(frozen=True)
class Aspect:
    """What is asked about one item: "who", "where", "city", "country", "region", "when", "year", "ago" (how long
    since), "kind", "with" (were these people there?), "field" (one of the definition's fields) or "either" (one of
    the fields `names`, which cannot be told: "how long" of a walk, its distance or its duration)."""

    kind: str
    field: str = ""
    names: tuple[str, ...] = ()  # the people asked about ("with"), or the fields it may be ("either")
    unit: str = ""  # the unit asked for ("how long was it in hours": "h"), the field's value converted to it


def field_words(field: FieldDef) -> list[str]:
    """The words that name a field: its name and synonyms, without function words."""
    return [w.lower() for w in (field.name, *field.synonyms) if w.lower() not in _FUNCTION_WORDS]


def _said(word: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", text) is not None


def asked_aspect(text: str, definition: CollectionDefinition, category: str | None, people: Iterable[str] = ()) -> Aspect | None:
    """The aspect of one item (of `category`) the text asks about, or None when it asks none.
    `people` are the companions' names the collection knows."""
    text = without_the_place_referred(text)  # "what did i do in that city": no part of a place asked
    names = tuple(p for p in people if p and _said(p.lower(), text))
    if names and WITH_ME.search(text):
        return Aspect("with", names=names)
    # "where was that restaurant?", "which city was the winery in?": its place, though a field's word is said too
    part = next((part for word, part in PLACE_WORDS.items() if _said(word, text)), None) or ("where" if WHERE_IS.search(text) else None)
    if part is not None:
        return Aspect(part)
    if AGO.search(text):  # "how long ago was that?": the time since it, not its length
        return Aspect("ago")
    fields = [f for f in definition.fields_of(category) if f.name not in ("who", "place", "itemDate")]
    timed = [f for f in fields if f.type == "number" and f.unit is not None and f.unit.lower() in TIME_UNITS]
    in_unit = unit_asked(text)
    of_unit = [f for f in fields if f.type == "number" and in_unit is not None and converts(f.unit, in_unit)]
    if in_unit is not None and len(of_unit) == 1:  # "how long was it in hours": the duration, said in hours too
        return Aspect("field", of_unit[0].name, unit=in_unit)
    if TOOK.search(text) and len(timed) == 1:  # "how long did it take me": the duration, not the distance ("long")
        return Aspect("field", timed[0].name)
    either = _length_or_time(text, fields, timed)
    if either:  # "how long was my last walk": its distance or its duration, asked back
        return Aspect(EITHER, names=either)
    if WHO.search(text) and (done := _done_by(text, fields)) is not None:  # "who has writen it?": the author
        return Aspect("field", done.name)
    for field in sorted(fields, key=lambda f: f.name in TOP_LEVEL_FIELDS):  # "who's the author": the author, not the companions
        if any(_said(word, text) for word in (*field_words(field), *unit_words(field.unit))):
            return Aspect("field", field.name)
    done = _what_was_done(text, fields)
    if done is not None:  # "what did I eat there?", "what did we have?": the dish (its synonyms "ate", "had")
        return Aspect("field", done.name)
    if GAVE.search(text) or LIKED.search(text):  # the one field with a scale (a least and a most value): the rating
        scales = {f.name for f in fields if f.type == "number" and f.min is not None and f.max is not None}
        if len(scales) == 1:
            return Aspect("field", scales.pop())
    for how in HOW.finditer(text):  # "how far", "how long", "how thick": the field that size word measures
        measured = [f for f in fields if how["size"] in f.sizes]
        if len(measured) == 1:
            return Aspect("field", measured[0].name)
    for word, part in PLACE_WORDS.items():
        if _said(word, text):
            return Aspect(part)
    # the question word said first is asked: "who was there when we opened it?" asks who, not when
    said = [(m.start(), n, kind) for n, (p, kind) in enumerate(_ASKED) if (m := p.search(text)) is not None]
    return Aspect(min(said)[2]) if said else None


def _length_or_time(text: str, fields: list[FieldDef], timed: list[FieldDef]) -> tuple[str, ...]:
    """The fields "how long" may ask of an item of a kind that keeps both a length (a field "long" measures or names)
    and a time (a field kept in a unit of time), when no other word says which ("how long was my last walk": its
    distance or its duration); none otherwise ("how long was my trip": its nights, the one such field)."""
    if not HOW_LONG.search(text):
        return ()
    long = [f for f in fields if f.type == "number" and ("long" in f.sizes or "long" in {w.lower() for w in f.synonyms})]
    either = tuple(dict.fromkeys(f.name for f in (*long, *timed)))
    if len(either) < 2:
        return ()
    if any(_said(word, text) for f in fields for word in (*field_words(f), *unit_words(f.unit)) if word != "long"):
        return ()  # "how long was the walk, distance-wise?", "how long in minutes": a field's word says which
    return either


# "what did I eat?", "what did we have there?", "what do I usually order": the thing the verb's object names
WHAT_DID = re.compile(r"\bwhat (?:did|do) (?:i|we) (?:(?:usually|ever|actually|really|even) )?(?P<verb>[a-z]+)\b")
# the past forms of the verbs a field's synonyms may say it with ("dish": "ate", "had"); others add "ed"
IRREGULAR_PAST = {"eat": "ate", "have": "had", "drink": "drank", "get": "got", "make": "made", "buy": "bought", "see": "saw"}


def _what_was_done(text: str, fields: list[FieldDef]) -> FieldDef | None:
    """The one field a synonym of which is the past form of the verb of "what did I <verb>" ("what did I eat": the
    field called "ate"), or None: the question asks what was eaten (had, ordered), which that field records."""
    asked = WHAT_DID.search(text)
    if asked is None:
        return None
    verb = asked["verb"]
    past = {IRREGULAR_PAST.get(verb, verb + "ed"), verb + "d" if verb.endswith("e") else verb + "ed"}
    named = [f for f in fields if any(s.lower() in past for s in f.synonyms)]
    return named[0] if len(named) == 1 else None


def _done_by(text: str, fields: list[FieldDef]) -> FieldDef | None:
    """The one field whose "… by" synonym's verb the text says ("written", or misspelt "writen": not an English
    word, a letter apart), or None."""
    words = re.findall(r"[a-z]+", text)
    found = {
        f.name: f
        for f in fields
        for s in f.synonyms
        if (m := AGENT.match(s.lower())) is not None and len(verb := m["verb"]) >= 4  # "made by": "who made it?"
        for w in words
        if w == verb or (len(w) >= 5 and not is_common(w) and OSA.distance(w, verb) <= 1) or doer_of(w, verb)  # "the writer"
    }
    return next(iter(found.values())) if len(found) == 1 else None


def item_field(item: dict[str, Any], name: str) -> Any:
    """The item's value of a field of the definition: a top-level one ("rating") or one of its own ("variety")."""
    return item.get(name) if name in TOP_LEVEL_FIELDS else (item.get("fields") or {}).get(name)


def said_value(value: Any, unit: str | None) -> str:
    """A field's value as a reply says it: "12 km", "4" for 4.0, a list joined."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, list):
        value = ", ".join(str(v) for v in value)
    return f"{value} {unit}" if unit else str(value)


def answer_aspect(item: dict[str, Any], aspect: Aspect, definition: CollectionDefinition, now: datetime | None = None) -> str:
    """One sentence about the item's asked aspect: "Hike near Napa: with Mary and Roberto."; how long ago it was
    is counted back from `now` (without it, its date is said)."""
    title = item.get("title", "")
    place = item.get("place") or {}
    who = [str(p) for p in item.get("who") or []]
    when = item.get("itemDate")
    if aspect.kind == "with":
        present = [n for n in aspect.names if n.lower() in {p.lower() for p in who}]
        company = f"with {_joined(who)}" if who else "on your own"
        if len(present) == len(aspect.names):
            return f"Yes, {_joined(present)} {'was' if len(present) == 1 else 'were'} with you at {title} ({company})."
        absent = [n for n in aspect.names if n not in present]
        return f"No, {_joined(absent)} {'was' if len(absent) == 1 else 'were'} not with you at {title} ({company})."
    if aspect.kind == "who":
        return f"{title}: with {_joined(who)}." if who else f"{title}: nobody, you were on your own."  # "who was with me?": nobody
    if aspect.kind in ("city", "country", "region"):
        said = place.get(aspect.kind)
        rest = ", ".join(str(place[k]) for k in ("city", "region", "country") if k != aspect.kind and place.get(k))
        return f"{title} was in {said}" + (f" ({rest})." if rest else ".")
    if aspect.kind == "where":
        return f"{title} was in " + ", ".join(str(place[k]) for k in ("city", "region", "country") if place.get(k)) + "."
    if aspect.kind == "ago" and isinstance(when, datetime) and now is not None:
        return f"{title} was on {when.strftime('%B %-d, %Y')}, {time_since(when, now)}."
    if aspect.kind in ("when", "year", "ago"):
        if not isinstance(when, datetime):
            return f"I don't know when {title} was."
        return (
            f"{title} was in {when.year} ({when.strftime('%B %-d, %Y')})."
            if aspect.kind == "year"
            else f"{title} was on {when.strftime('%B %-d, %Y')}."
        )
    if aspect.kind == EITHER:  # "how long was it" of a walk: which of its fields is asked back
        return f"How long do you mean for {title}: {_joined_or([f'its {name}' for name in aspect.names])}?"
    if aspect.kind == "kind":
        return f"{title} is a {str(item.get('type') or item.get('category')).lower()} ({item.get('category')})."
    field = definition.field(aspect.field, item.get("category"))
    value = item_field(item, field.name)
    if value in (None, "", []):
        return f"{title} has no {field.name}."
    if field.name == "rating":
        return f"{title} is rated {said_value(value, None)}."
    if field.name == "title":
        return f"It is {title}."
    if aspect.unit and field.unit and field.unit.lower() != aspect.unit and isinstance(value, (int, float)):  # "in hours": both units
        return f"{title}: {field.name} {said_value(value, field.unit)} ({converted(value, field.unit, aspect.unit)})."
    return f"{title}: {field.name} {said_value(value, field.unit)}."


def _joined(names: list[str] | tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def _joined_or(names: list[str] | tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)
