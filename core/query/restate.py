"""Answers in words: the request restated as a person would say it ("11 French wines in 2018 rated 3
or more"), what was found, and which part of a long answer is shown. The debug interpretation keeps
the structured request; these sentences are only its reading."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..collection.definition import CollectionDefinition
from .comparisons import Comparison
from .places import DEMONYMS, Place
from .request import Request
from .vocabulary import FieldValue

# "France" → "French": the adjective a country's items take ("French wines"); the first demonym wins
ADJECTIVES: dict[str, str] = {}
for _word, (_code, _name) in DEMONYMS.items():
    ADJECTIVES.setdefault(_name, _word.title())


def plural(name: str) -> str:
    """ "Book" → "books", "Activity" → "activities", "Museum visit" → "museum visits" (lower case)."""
    word = name.lower()
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "z", "ch", "sh")):  # "spritzes"
        return word + "es"
    return word + "s"


def singular(word: str) -> str:
    """ "biographies" → "biography", "lunches" → "lunch", "art museums" → "art museum"."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word.removesuffix("s")


def _noun(name: str, synonyms: tuple[str, ...]) -> tuple[str, str]:
    """What a category or type is called, (singular, plural): the longest plural among its words that
    holds its name ("art museums" for Art, "ski days" for Ski), another plural ("poems" for Poetry), or
    its name made plural."""
    words = list(dict.fromkeys(w.lower() for w in (name, *synonyms)))
    stem = name.lower().split()[-1][:-1] or name.lower()
    plurals = [w for w in words if w.endswith("s") and not w.endswith("ss")]
    named = [w for w in plurals if stem in w]
    if named:
        chosen = max(named, key=len)
    elif plurals:
        chosen = plurals[0]
    else:
        chosen = plural(max((w for w in words if stem in w), key=len, default=name))
    return singular(chosen), chosen


@dataclass(frozen=True)
class Wording:
    """A definition's words for sentences: what its categories and types are called, the units of its
    numbers, which fields' values go before the noun ("red wines") and which read "by" ("by Ada Winter")."""

    nouns: Mapping[tuple[str, str | None], tuple[str, str]] = field(default_factory=dict)
    units: Mapping[str, str] = field(default_factory=dict)
    adjective_fields: frozenset[str] = frozenset()
    by_fields: frozenset[str] = frozenset()

    @classmethod
    def of(cls, definition: CollectionDefinition) -> Wording:
        nouns: dict[tuple[str, str | None], tuple[str, str]] = {}
        for category in definition.categories:
            nouns[(category.name, None)] = _noun(category.name, category.synonyms)
            for kind in category.types:
                nouns[(category.name, kind.name)] = _noun(kind.name, kind.synonyms)
        fields = definition.fields_of(None)
        return cls(
            nouns,
            {f.name: f.unit for f in fields if f.unit},
            frozenset(f.name for f in fields if f.values),
            frozenset(f.name for f in fields if "by" in f.synonyms),
        )

    def noun(self, category: str | None, kind: str | None, count: int | None = None) -> str:
        """ "wines", "wine" (one), "items" (no category); a type said without its category ("walks" left out of everything)
        by the category it is of."""
        if category is None and kind is not None:
            category = next((c for c, k in self.nouns if k == kind), None)
        if category is None:
            return "item" if count == 1 else "items"
        one, many = self.nouns.get((category, kind)) or (singular(plural(kind or category)), plural(kind or category))
        return one if count == 1 else many

    def unit(self, name: str) -> str | None:
        """A number's unit: the definition's ("km"), or a plural field name ("pages", "nights")."""
        if name in self.units:
            return self.units[name]
        return name if name.endswith("s") and name not in ("rating",) else None


PLAIN = Wording()


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _comparison(comparison: Comparison, words: Wording) -> str:
    """ "rated 3 or more", "rated above 3", "of 300 pages or more", "of over 10 km", "with vintage 2015 or less"."""
    shown = _number(comparison.value)
    if comparison.or_value is not None:  # "rated 1 or 5", "not rated 1 or 5"
        shown = f"{shown} or {_number(comparison.or_value)}"
    if comparison.field == "rating":
        return {
            ">=": f"rated {shown} or more",
            ">": f"rated above {shown}",
            "<=": f"rated {shown} or less",
            "<": f"rated below {shown}",
            "!=": f"not rated {shown}",
        }.get(comparison.op, f"rated {shown}")
    unit = comparison.unit or words.unit(comparison.field)
    if unit:
        amount = f"{shown} {unit}"
        return {
            ">=": f"of {amount} or more",
            ">": f"of over {amount}",
            "<=": f"of {amount} or less",
            "<": f"of under {amount}",
            "!=": f"not of {amount}",
        }.get(comparison.op, f"of {amount}")
    said = {
        ">=": f"{shown} or more",
        ">": f"over {shown}",
        "<=": f"{shown} or less",
        "<": f"under {shown}",
        "!=": f"other than {shown}",
    }.get(comparison.op, shown)
    return f"with {comparison.field} {said}"


def _place(place: Place) -> str:
    if place.kind == "nearby":
        return f"within {place.radius_km:g} km of you"
    if place.radius_km is not None:
        return f"{'not ' if place.negated else ''}near {place.name}"
    if place.but_not:
        return place.label if place.negated else f"in {place.name} but not in {' or '.join(p.name for p in place.but_not)}"
    if place.abroad and place.negated:  # "meals abroad (outside the United States)": the word said, and what it means
        return f"abroad (outside {place.name})"
    return f"{'outside' if place.negated else 'in'} {place.name}"


def _adjective(place: Place | None) -> str | None:
    if place is None or place.kind != "country" or place.negated or place.radius_km is not None or place.but_not:
        return None
    return ADJECTIVES.get(place.name)


def _value(value: FieldValue, words: Wording) -> str:
    if value.field in words.by_fields:
        return f"{'not ' if value.negated else ''}by {value.value}"
    if value.negated:
        return f"that aren't {value.value}"
    return f"with {value.field} {value.value}"


def joined(parts: list[str], word: str = "and") -> str:
    """ "a", "a and b", "a, b and c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + f" {word} " + parts[-1]


def qualifiers(request: Request, words: Wording = PLAIN, *, with_adjectives: bool = False) -> str:
    """What narrows the request after its noun: "in 2018 rated 3 or more with Ben" (the place too, unless
    it is said as an adjective before the noun)."""
    parts: list[str] = []
    # "other than walks or meals": the types and the categories left out, said together
    left_out = [words.noun(request.category, t) for t in request.not_types] + [words.noun(c, None) for c in request.not_categories]
    if left_out:
        parts.append("other than " + joined(left_out, "or"))
    if request.place and not (with_adjectives and _adjective(request.place)):
        parts.append(_place(request.place))
    if request.dates and request.dates.label:  # (a day picked by its position in time says none: "the second time")
        parts.append(request.dates.label)
    parts.extend(_comparison(c, words) for c in request.comparisons)
    for people in request.people:
        if people.alone or people.besides or people.or_else or people.only or people.others:  # "on your own", "with only Tom"
            parts.append(people.label)
            continue
        parts.append(("without " if people.exclude else "with ") + joined(list(people.names), "or" if people.any_of else "and"))
    parts.extend(_value(v, words) for v in request.values if not (with_adjectives and _before_noun(v, words)))
    parts.extend(t.label for t in request.texts)
    if request.sort and not request.superlative:
        parts.append(f"sorted {request.sort.label}")
    return " ".join(parts)


def _shown(value: str) -> str:
    """ "italian" → "Italian": a value that names a people is written with a capital."""
    return value.title() if value.lower() in DEMONYMS else value


def _before_noun(value: FieldValue, words: Wording) -> bool:
    return not value.negated and value.field in words.adjective_fields


def phrase(request: Request, words: Wording = PLAIN, count: int | None = None) -> str:
    """The request as a noun phrase: "11 French red wines in 2018 rated 3 or more", "no books in 2022",
    "French wines" (no count: plural), "wine" (count 1 without the number: see `one`)."""
    named = request.category is not None
    before = [_shown(v.value) for v in request.values if _before_noun(v, words)] if named else []
    adjective = _adjective(request.place) if named else None
    if adjective and adjective not in before:  # "Italian dinners" in Italy, not "Italian Italian dinners"
        before.insert(0, adjective)
    noun = words.noun(request.category, request.type, count)
    if request.types and request.type is None:  # "hikes or walks", "art museums or history museums"
        noun = joined([words.noun(request.category, t, count) for t in request.types], "or")
    if request.kinds and request.category is None:  # "books or hikes"
        noun = joined([words.noun(c, t, count) for c, t in request.kinds], "or")
    after = qualifiers(request, words, with_adjectives=named)
    number = "" if count is None else ("no " if count == 0 else f"{count} ")
    return " ".join(x for x in (number + " ".join([*before, noun]), after) if x)


def one(request: Request, words: Wording = PLAIN) -> str:
    """The request's noun phrase in the singular, without a number: "French wine in 2018"."""
    return phrase(request, words, 1).removeprefix("1 ")


def describe(request: Request, words: Wording = PLAIN) -> str:
    """ "French wines in 2018 rated 3 or more": what was asked, as understood (a card's title, the recap)."""
    return phrase(request, words)


NAMED_TIED = 5  # the most items tied at the top that a reply names in its sentence ("… are A, B and C")


def summarize(
    request: Request, count: int, shown: list[dict[str, Any]], units: Mapping[str, str] | None = None, words: Wording = PLAIN
) -> str:
    """One sentence: what was asked, as understood, and how many items answer it (numbers with the definition's `units`)."""
    scope = f" among the {count_of(len(request.within))} before" if request.within is not None else ""
    if request.superlative:
        label = request.superlative.label
        if not shown:
            return f"I found no {describe(request, words)}{scope} to choose {label} from."
        field = request.superlative.field
        if (
            request.superlative.count > NAMED_TIED
            and len({_detail(i, field, units, words) for i in shown[: request.superlative.count]}) == 1
        ):
            # "my best wines": the 46 wines rated 5, too many to name in a sentence (listed a page at a time)
            which = (
                ("top" if request.superlative.highest else "lowest")
                if field == "rating"
                else ("highest" if request.superlative.highest else "lowest")
            )
            value = _detail(shown[0], field, units, words).removeprefix("rated ")
            said = f"the {which} rating of {value}" if field == "rating" else f"the {which} {field}, {value}"
            return f"{request.superlative.count} {describe(request, words)}{scope} share {said}."
        if request.superlative.count > 1:
            each = [f"{item['title']} ({_detail(item, field, units, words)})" for item in shown[: request.superlative.count]]
            many = len(each) > 1
            noun = describe(request, words) if many else one(request, words)
            return f"{_chosen(label, noun)}{scope} {'are' if many else 'is'} {joined(each)}."
        best = shown[0]
        return f"{_chosen(label, one(request, words))}{scope} is {best['title']} ({_detail(best, field, units, words)})."
    if request.action == "count":
        return f"I found {phrase(request, words, count)}{scope}."
    if count == 0:
        return f"I found no {describe(request, words)}{scope}."
    if request.action == "map":
        return f"Here is a map of {phrase(request, words, count)}{scope}."
    return f"{phrase(request, words, count)}{scope}."


def _chosen(label: str, noun: str) -> str:
    """ "the longest hike", "the wine with the oldest vintage": a superlative's label with what it chose."""
    said = f"the {noun} {label}" if label.startswith("with ") else f"{label} {noun}"
    return said[:1].upper() + said[1:]


def count_of(count: int) -> str:
    return f"{count} item{'s' if count != 1 else ''}"


def _detail(item: dict[str, Any], field: str, units: Mapping[str, str] | None = None, words: Wording = PLAIN) -> str:
    """ "June 3, 2018", "rated 5", "410 pages", "12.5 km"."""
    if field == "itemDate":
        return str(item["itemDate"].strftime("%B %-d, %Y"))
    value = item.get(field, item.get("fields", {}).get(field))
    if field == "rating":
        return f"rated {value}"
    unit = (units or {}).get(field) or words.unit(field)
    return f"{value} {unit}" if unit else f"{field} {value}"


def page_note(first: int, last: int, total: int) -> str:
    """ "Here are 25 of 59." / "Here are 26 to 50 of 59." / "Here is the last one, 59 of 59." """
    if first == 1:
        return f"Here {'is' if last == 1 else 'are'} {last} of {total}."
    if first == last:
        return f"Here is number {first} of {total}."
    return f"Here are {first} to {last} of {total}."


def page_hint(first: int, last: int, total: int) -> str:
    """What to say next: "more", "show all", "previous"; or that the answer ends here."""
    if last < total:
        return "Say “more” for the next ones" + (" or “show all”." if first == 1 else " or “previous” to go back.")
    return "That's all of them." if first > 1 else ""


def speak(summary: str, shown: list[dict[str, Any]], limit: int = 3, after: str = "") -> str:
    """Short speech: the summary, at most `limit` items read out, then `after` (what to say next)."""
    tail = f" {after}" if after else ""
    if not shown:
        return summary + tail
    names = [item["title"] for item in shown[:limit]]
    more = len(shown) - len(names)
    listed = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
    return f"{summary} {'The first ones are' if more > 0 else 'They are' if len(names) > 1 else 'It is'} {listed}.{tail}"
