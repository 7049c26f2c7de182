"""“And the train to Sintra, was he there?” when there were two trains to Sintra, and he was on one only: the
question names one thing ("the train", said in the singular) that the collection holds several of, and the answer
differs between them, so which one is meant is asked back, each told by its year (by its day when two share a year);
“The first one, in 2011.” then answers the yes/no about that one. So too a question about one such thing that is not a
yes/no (“who came along on our flight to Santa Fe?”, “how many nights was our trip to Lecce?”, “how did we rate that
meal at Casa Yuki?”): which one is asked back, each told by its year, by its kind when they share a year ("the lunch or
the dinner"), or by its day; the answer picks one by year, position, kind or company (“the one with Mary”). One told by
its time ("how many nights was my trip last summer?" of two trips then) is asked back by its city ("the one in Nara
(2026) or the one in Athens (2026)"), and "the greek one" picks it by its country; so too its time said before it ("how many
nights was my 2024 flight?"). The one thing may end the question, its place said before it ("how many
nights was I staying in Paris for my trip?"). Of different years, the year is said after what tells them apart to the user:
their kind ("the beach holiday in 2022 or the flight in 2025"), else their titles ("Paris Art Museum (2019) or …"). An
answer that is a comparative or superlative ("The longer one.", "the better one") picks among the options offered, by
the field it measures."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..collection.definition import TOP_LEVEL_FIELDS, CollectionDefinition
from . import told_by_name
from .dates import MONTHS, SEASONS, words_pattern
from .demonyms import demonyms
from .derived import alternation
from .library import Library
from .ordering import ORDINALS, Superlative
from .places import DEMONYMS, Place, PlaceName
from .quantities import size_fields, value_at
from .request import Request
from .spelling import fold
from .vocabulary import Topic

THE_ONE_MEANT_KEY = "theOneMeant"  # memory key of the question asked back about which one, with its options and turn
MOST_OPTIONS = 4  # more than this are not offered one by one: the yes/no is answered over all of them
# a total of one thing ("how many nights was my summer holiday with Mary?") is never the sum of many: up to this many are
# asked back without naming each (their number and years said), more are answered as they are
MOST_ASKED = 30

# "my spring trip with Kenji", "the 2019 flight to Paris", "our april trip": a time said of the one thing, before its noun
_WHEN_BEFORE = rf"(?:(?:{words_pattern(SEASONS, MONTHS)}|(?:19|20)\d\d)\s+)?"
# "the cocktail bar in Nara", "that wine place in Lyon": the thing had there, told by the kind of place it was had at
_VENUE = r"(?:\s+(?:bar|place|restaurant|spot|joint|pub|cafe|café|shop|stand))?"
# "the train to Sintra", "that hike in Napa": one thing of a kind, told by its place
# ("my trip there", "the museum there": its place said before, in the question or the story before it)
# ("my train trip to Sintra", "the art museum in Buenos Aires": a word that tells its kind may come before the noun, not a
# word that picks one of several, "the last trip to Paris"; "the museum of Kyoto": its place said after "of")
_PICKING = r"(?:last|first|next|other|same|previous|only|latest|earliest|best|worst|second|third|one|ones)"
_THE_ONE = re.compile(
    rf"\b(?:the|that|our|my)\s+{_WHEN_BEFORE}(?:(?!{_PICKING}\b)[a-z]+\s+)??(?P<noun>[a-z]+){_VENUE}\s+(?:to|in|at|from|near|there|of)\b"
)
# "my trip last summer", "the trip in 2019", "our holiday this year": one thing of a kind, told by its time
_THE_ONE_WHEN = re.compile(r"\b(?:the|that|our|my)\s+(?P<noun>[a-z]+)\s+(?=(?:last|this|in|during|from|back\s+in)\b)")
# "my 2024 flight", "our summer trip", "the april holiday": one thing of a kind, told by its time said before its noun
_WHEN_BEFORE_THE_ONE = re.compile(
    rf"\b(?:the|that|our|my)\s+(?:{words_pattern(SEASONS, MONTHS)}|(?:19|20)\d\d)\s+(?P<noun>[a-z]+)"
    # ending what is named (not "the 2020 cycling total": a total of them)
    r"(?=\s*(?:[?.!,;]|$)|\s+(?:to|in|at|from|near|with|was|is|were|did|do|that|which|when|i|we|for|of|and|or|last|this)\b)"
)
# "the trip with Luca": one thing of a kind, told by who came along
_THE_ONE_WITH = re.compile(rf"\b(?:the|that|our|my)\s+{_WHEN_BEFORE}(?P<noun>[a-z]+){_VENUE}\s+(?:with|w/)\s")
# "the april one", "the one in March", "the spring one": an option told by its month or season ("may" only as a month said so)
_MONTH_SAID = re.compile(rf"\b(?:{words_pattern({m: n for m, n in MONTHS.items() if m != 'may'})})\b|\b(?:in|the|of) (?P<may>may)\b")
_SEASON_SAID = re.compile(rf"\b{words_pattern(SEASONS)}\b")
# "how many nights was I staying in Paris for my trip?": one thing of a kind ending its clause, its place said before it
_THE_ONE_LAST = re.compile(r"\b(?:the|that|our|my)\s+(?P<noun>[a-z]+)\s*(?:[?.!,;]|$)")
# "the Sintra trip", "our Santa Fe holiday": one thing of a kind, its place said before it
_THE_PLACE_ONE = re.compile(r"\b(?:the|that|our|my)\s+(?:[a-z'-]+\s+){1,3}?(?P<noun>[a-z]+)\b")
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# "the one this summer", "this year's": an option of the year it is now
_THIS = re.compile(r"\bthis\s+(?:year|yr|summer|winter|spring|autumn|fall|season)\b")
# "the first one", "the earlier", "the later one", "the last": a position among the options, by date
_EARLIER = re.compile(r"\b(?:earlier|earliest|older|oldest|former)\b")
_LATER = re.compile(r"\b(?:later|latest|newer|newest|last|recent|latter)\b")


@dataclass(frozen=True)
class Option:
    """One of the things the question could mean: its id, how it is told ("the one in 2011", "the one on March 3,
    2014", "the dinner"), its year, its kind (lowercase) and the people who were there."""

    id: str
    said: str
    year: int
    kind: str = ""
    people: tuple[str, ...] = ()
    place: str = ""  # its city, so that "florence" picks it
    month: int = 0  # its month (1–12), so that "the april one" picks it; 0 when not known
    country: str = ""  # its country, so that "the greek one" picks it
    title: str = ""  # its title, when the options are told by it, so that "the nikos one" picks "Dinner at The Nikos"


@dataclass(frozen=True)
class OneMeant:
    """The yes/no question asked, and the things of which one is meant (oldest first)."""

    request: Request
    options: tuple[Option, ...]
    asked: str = ""  # the question's text ("how long was my Santa Fe trip?"): the field it asks of the one meant

    def to_dict(self) -> dict[str, Any]:
        options = [[o.id, o.said, o.year, o.kind, list(o.people), o.place, o.month, o.country, o.title] for o in self.options]
        return {"request": self.request.to_dict(), "options": options, **({"asked": self.asked} if self.asked else {})}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> OneMeant:
        options = tuple(
            Option(
                str(i),
                str(s),
                int(y),
                str(k),
                tuple(map(str, p)),
                str(rest[0]) if rest else "",
                int(rest[1]) if rest[1:] else 0,
                str(rest[2]) if rest[2:] else "",
                str(rest[3]) if rest[3:] else "",
            )
            for i, s, y, k, p, *rest in data["options"]
        )
        return OneMeant(Request.from_dict(data["request"]), options, str(data.get("asked") or ""))


def _names_of(place: Place) -> tuple[str, ...]:
    """The place's name, and of a country its nationality words ("Greece": greece, greek)."""
    name = place.name.lower()
    if place.kind != "country":
        return (name,)
    known = [w for w, (_, country) in DEMONYMS.items() if country.lower() == name]
    formed = demonyms([PlaceName(place.name, "country", place.country_code or "")])
    return tuple(dict.fromkeys((name, *known, *(w for w, c in formed.items() if c.name.lower() == name))))


def _country_words(country: str) -> tuple[str, ...]:
    """A country's name and its nationality words, escaped for a pattern ("Greece": greece, greek)."""
    name = country.lower()
    return tuple(re.escape(w) for w in (name, *(w for w, (_, c) in DEMONYMS.items() if c.lower() == name)))


# "how many nights did we stay in Lecce?", "how many nights I stayed in Paris": a stay at the place named, one thing (not
# "in total", "altogether", "for all the trips": the sum of them)
_A_STAY = re.compile(r"\b(?:i|we)\s+(?:(?:have|had|was|were)\s+)?(?:stay|stayed|staying)\s+(?:in|at)\s+(?P<place>[a-z][^?.!,;]*)")
_ALL_OF_THEM = re.compile(r"\b(?:in total|total|altogether|all together|all togther|in all|overall|combined|all (?:the|my|our|of)|every)\b")


def says_one(text: str, definition: CollectionDefinition, request: Request, by_company: bool = False, by_time: bool = False) -> bool:
    """Whether the text names the kind asked about in the singular after "the" or "that" ("the train to Sintra"; "the
    trip with Luca" when the one is told `by_company`)."""
    category = next((c for c in definition.categories if c.name == request.category), None)
    if category is None:
        return False
    kinds = [k for k in category.types if request.type in (None, k.name)]
    words = {w.lower() for w in (category.name, *category.synonyms, *(x for k in kinds for x in (k.name, *k.synonyms)))}
    said = text.lower()
    nouns = [m["noun"] for m in (_THE_ONE_WITH if by_company else _THE_ONE_WHEN if by_time else _THE_ONE).finditer(said)]
    if by_time:  # "how many nights was my 2024 flight?": its time said before it
        nouns += [m["noun"] for m in _WHEN_BEFORE_THE_ONE.finditer(said)]
    if request.place is not None and not request.place.negated:
        nouns += [m["noun"] for m in _THE_PLACE_ONE.finditer(said) if request.place.name.lower() in m[0]]
        name = request.place.name.lower()  # "in Paris for my trip?": the place said before the one thing
        stay = _A_STAY.search(said)
        if (
            stay is not None
            and stay["place"].startswith(name)
            and request.aggregate is not None
            and not request.people
            and not by_company
            and not by_time
            and not _ALL_OF_THEM.search(said)
        ):
            return True  # "how many nights did we stay in Lecce?" of two trips there: which one is asked back
        nouns += [m["noun"] for m in _THE_ONE_LAST.finditer(said) if not by_company and not by_time and name in said[: m.start()]]
        # "the Santa Fe trip": the word right after the place's name (of two words or more) is the kind
        # "how many nights was my greek trip": Greece said by its nationality word, of a total asked of one thing (not
        # "show me the greek wine from last summer", a list of what is from there)
        place = alternation(_names_of(request.place) if request.aggregate is not None else (request.place.name.lower(),))
        nouns += [m["noun"] for m in re.finditer(rf"\b(?:the|that|our|my)\s+(?:[a-z'-]+\s+)??(?:{place})\s+(?P<noun>[a-z]+)\b", said)]
    return any(noun in words and not noun.endswith("s") for noun in nouns)


def named_by_values(text: str, request: Request) -> bool:
    """Whether the text names one thing by the values asked of it, all said together after "the", "that" or "my" and
    ending the name ("the Bodega Clos Malbec 2022", "my tenuta sol primitivo"): one wine, not "the malbecs" nor "the
    malbec ones" nor "the malbec in 2022" (a year after its name is its vintage, read elsewhere)."""
    values = [v.value.lower() for v in request.values if not v.negated and not v.any_of]
    if not values or len(values) != len(request.values):
        return False
    said = fold(text.lower())
    for start in re.finditer(r"\b(?:the|that|my|our)\s+", said):
        rest, left = said[start.end() :], list(values)
        while left:
            first = next((v for v in left if re.match(rf"{re.escape(fold(v))}\b", rest)), None)
            if first is None:
                break
            left.remove(first)
            rest = rest[len(fold(first)) :].lstrip()
        if not left and re.match(r"(?:(?:19|20)\d\d\b\s*)?(?:[?.!,;]|$|(?:wine|bottle|beer|one)\b(?!s))", rest):
            return True
    return False


def _city(item: dict[str, Any]) -> str:
    return str((item.get("place") or {}).get("city") or "")


_LONGEST_TOLD = 40  # a field's value longer than this (a note, a description) tells no option apart to the user


def _field_told_apart(items: Sequence[dict[str, Any]]) -> tuple[str | None, list[str]]:
    """The first field of text whose values tell the items apart by a word of their own, with those values (the
    exhibitions of two visits to one museum), or (None, [])."""
    shared = set.intersection(*(set((i.get("fields") or {}).keys()) for i in items)) if items else set()
    for name in sorted(shared):
        values = [(i.get("fields") or {}).get(name) for i in items]
        if all(isinstance(v, str) and 0 < len(v) <= _LONGEST_TOLD for v in values):
            told = [str(v) for v in values]
            if told_by_name.tell_apart(told):
                return name, told
    return None, []


def options_told(items: list[dict[str, Any]], by_place: bool = False, nouns: Mapping[str, str] | None = None) -> tuple[Option, ...]:
    """The items as options, oldest first, each told by its year; by its kind when all share a year and their kinds
    differ; else, when two share a year, by its title with its day when each has a title of its own ("Dinner at The
    Nikos (July 14, 2026)": what the user knows it by, not a date alone), else by its day. Of different years, the year
    alone tells them apart to the bot but not to the user, who knows them by what they were: by its kind with its year
    when their kinds differ ("the beach holiday in 2022 or the flight in 2025"), else by its title with its year when
    each title has a word of its own ("Paris Art Museum (2019) or Paris History Museum (2022)"). `nouns` are what each
    kind (lowercase) is called ("art": "art museum"). With `by_place` (no place was said), by its city when each has a
    city of its own ("the one in Naples")."""
    dated = sorted((i for i in items if isinstance(i.get("itemDate"), datetime)), key=lambda i: i["itemDate"])
    years = [i["itemDate"].year for i in dated]
    kinds = [str(i.get("type") or "").lower() for i in dated]
    kinds_differ = all(kinds) and len(set(kinds)) == len(kinds)
    by_kind = len(set(years)) == 1 and kinds_differ
    cities = [_city(i) for i in dated]
    by_city = by_place and all(cities) and len(set(cities)) == len(cities)
    titles = [told_by_name.title_of(i) for i in dated]
    apart = told_by_name.tell_apart(titles)
    # two visits to the Jaipur Science Museum that July: told by what differs between them, their exhibitions
    field, values = (None, titles) if apart or by_city or by_kind else _field_told_apart(dated)
    if field is not None:
        titles, apart = values, True
    by_title = len(set(years)) < len(years) and apart
    with_kind = not by_title and kinds_differ  # of different years: the kind, then the year
    with_title = not by_title and not with_kind and apart  # of different years and kinds alike: the title, then the year
    named = nouns or {}

    def said(item: dict[str, Any], kind: str, title: str) -> str:
        when: datetime = item["itemDate"]
        if by_city:
            return f"the one in {_city(item)} ({when.year})"
        if by_kind:
            return f"the {named.get(kind, kind)}"
        day = f"{when.year}" if years.count(when.year) == 1 else f"{when:%B} {when.day}, {when.year}"
        if field is not None:
            return f"the one with the {title} {field} ({day})"
        if by_title or with_title:
            return f"{title} ({day})"
        one = named.get(kind, kind) if with_kind else "one"
        return f"the {one} in {day}" if years.count(when.year) == 1 else f"the {one} on {day}"

    return tuple(
        Option(
            str(i["_id"]),
            said(i, k, t),
            i["itemDate"].year,
            k,
            tuple(str(p) for p in i.get("who") or ()),
            _city(i),
            i["itemDate"].month,
            str((i.get("place") or {}).get("country") or ""),
            t if by_title or with_title or field is not None else "",
        )
        for i, k, t in zip(dated, kinds, titles, strict=True)
    )


async def which_one(library: Library, request: Request, text: str, field_asked: bool = False) -> OneMeant | None:
    """The things a question about "the <kind> to <place>" could mean, when the collection holds several of that kind
    there (2 to 4): for a yes/no about the people there, when they were at some of them only; for a question of what
    or who was there, or of a total over it, or of a field of the one thing (`field_asked`: "how was the dinner with
    Elena?", its rating), always. None when the question is not so, or the answer is the same whichever is meant."""
    asked = [p for p in request.people if p.names]
    yes_no = request.action == "verify" and bool(asked)
    total = request.action in ("find", "count") and request.aggregate is not None
    of_one = total or (request.action == "find" and field_asked)  # a value of the one thing asked
    about_it = (request.action == "find" and not asked) or of_one
    # "how many nights was the trip with Luca?", "how was the dinner with Elena?": the one told by who came along
    by_company = of_one and request.place is None and not request.values and bool(asked) and not any(p.exclude for p in asked)
    # "how many nights was my trip last summer?": the one told by its time, no place or company said
    by_time = of_one and request.place is None and not request.values and not asked and request.dates is not None
    if not (yes_no or about_it) or (request.place is None and not request.values and not by_company and not by_time):
        return None
    if request.within is not None or request.superlative is not None or request.category is None:
        return None
    # "how did I rate the Bodega Clos Malbec 2022?": one wine told by its values alone, of a value of it asked
    by_values = field_asked and request.action == "find" and request.place is None and named_by_values(text, request)
    if not by_values and not says_one(text, library.definition(request.collection), request, by_company, by_time and not by_company):
        return None
    # "how was the cocktail bar in Nara with Kenji?": the ones there with him (a yes/no asks whether he was, of all there)
    with_them = by_company or (field_asked and bool(asked) and not yes_no and not any(p.exclude for p in asked))
    _, candidates = await library.all(request if with_them else replace(request, people=()))
    if not 1 < len(candidates) <= (MOST_ASKED if total else MOST_OPTIONS):
        return None
    if yes_no:
        _, present = await library.all(request)
        if not 0 < len(present) < len(candidates):
            return None  # "no" or "yes" whichever one is meant: answered as it is
    # "my greek trip": told by their cities when the place said is wider than a city ("the one in Athens (2026)")
    wider = request.place is not None and request.place.kind in ("country", "region", "continent")
    wording = library.wording[request.collection]
    nouns = {str(i.get("type") or "").lower(): wording.noun(request.category, str(i.get("type")), 1) for i in candidates if i.get("type")}
    options = options_told(candidates, by_place=by_company or by_time or wider or by_values, nouns=nouns)
    return OneMeant(request, options, text) if len(options) == len(candidates) else None


def question(meant: OneMeant, noun: str) -> str:
    """ "Which train journey in Sintra do you mean: the one in 2011 or the one in 2014?"; of more than a few, "Which travel
    with Mary do you mean? There are 13, from 2012 to 2026: what year was it, or where?" """
    said = [o.said for o in meant.options]
    place = meant.request.place
    where = f" in {place.name}" if place is not None and place.kind in ("city", "region", "country") and not place.negated else ""
    company = [p for p in meant.request.people if p.names and not p.exclude]
    where += f" {company[0].label}" if len(company) == 1 and place is None else ""  # "Which travel with Luca do you mean"
    dates = meant.request.dates
    where += f" {dates.label.removesuffix(' (every year)')}" if dates is not None else ""  # "… with Kenji in spring …"
    if len(said) > MOST_OPTIONS:
        first, last = meant.options[0].year, meant.options[-1].year
        years = f"from {first} to {last}" if first != last else f"all in {first}"
        return f"Which {noun}{where} do you mean? There are {len(said)}, {years}: what year was it, or where?"
    return f"Which {noun}{where} do you mean: {', '.join(said[:-1])} or {said[-1]}?"


def names_said(meant: OneMeant, text: str) -> tuple[str, ...]:
    """The people of the options the text names ("chloe": Chloé)."""
    folded = fold(text.lower())
    return tuple(dict.fromkeys(n for o in meant.options for n in o.people if re.search(rf"\b{re.escape(fold(n))}\b", folded)))


def without_names(names: tuple[str, ...], text: str) -> str:
    """The text with those names blanked ("And on the other one, Anna was coming too?": which one, told by position)."""
    folded = fold(text)
    for name in names:
        folded = re.sub(rf"\b{re.escape(fold(name))}\b", " ", folded, flags=re.IGNORECASE)
    return folded


def by_company(meant: OneMeant, text: str) -> str | None:
    """The id of the one option the people the text names were all at ("the one with chloe": Chloé), or None."""
    named = set(names_said(meant, text))
    with_them = [o for o in meant.options if named and named <= set(o.people)]
    return with_them[0].id if len(with_them) == 1 else None


def _months_said(said: str) -> set[int]:
    """The months a text names, by name or by season ("april", "in may", "the spring one": 3, 4 and 5)."""
    months = {MONTHS[m["may"] or m[0]] for m in _MONTH_SAID.finditer(said)}
    return months | {(SEASONS[m[0]] + k - 1) % 12 + 1 for m in _SEASON_SAID.finditer(said) for k in range(3)}


def narrowed(meant: OneMeant, text: str) -> OneMeant | None:
    """The options an answer that picks none narrows down to ("2019" of 13 summer holidays, two of them in 2019), to be
    asked about again; None when it narrows nothing (or leaves none)."""
    said = text.lower()
    years = {int(y) for y in _YEAR.findall(said)}
    months = _months_said(said)
    left = [o for o in meant.options if (not years or o.year in years) and (not months or o.month in months)]
    at = [o for o in left if o.place and re.search(rf"\b{re.escape(fold(o.place.lower()))}\b", fold(said))]
    left = at or left
    return replace(meant, options=tuple(left)) if 1 < len(left) < len(meant.options) else None


def missed(meant: OneMeant, text: str, noun: str) -> str | None:
    """ "None of them was in 2019 …": the answer names only years none of the options is of, said back with their years
    and the question asked again; None otherwise."""
    years = sorted({int(y) for y in _YEAR.findall(text.lower())})
    if not years or any(o.year in years for o in meant.options):
        return None
    theirs = sorted({o.year for o in meant.options})
    told = ", ".join(map(str, theirs[:-1])) + f" and {theirs[-1]}" if len(theirs) > 1 else str(theirs[0])
    said = " or ".join(map(str, years))
    return f"None of them was in {said}: they were in {told}. " + question(meant, noun)


def chosen(meant: OneMeant, text: str, kinds: frozenset[str] = frozenset(), this_year: int | None = None) -> str | None:
    """The id of the option the answer picks ("The first one, in 2011.", "2014", "the later one", "the dinner", "the
    one with Mary", "the one with the train": `kinds` are the kinds the answer names, by any of their words; "the one
    this summer": of `this_year`, the year it is now), or None."""
    said = text.lower()
    years = {int(y) for y in _YEAR.findall(said)}
    if not years and this_year is not None and _THIS.search(said):
        years = {this_year}
    by_year = [o for o in meant.options if o.year in years]
    if years and not by_year:  # "the 2021" of "Ktima Oak Assyrtiko 2020 (…) or Ktima Oak Assyrtiko 2021 (…)": its vintage
        by_year = [o for o in meant.options if any(re.search(rf"\b{y}\b", o.title) for y in years)]
    if years:
        return by_year[0].id if len(by_year) == 1 else None
    months = _months_said(said)
    if months:  # "the april one", "the one in march", "the spring one": the one option of that month or season
        by_month = [o for o in meant.options if o.month in months]
        return by_month[0].id if len(by_month) == 1 else None
    by_kind = [o for o in meant.options if o.kind and (o.kind in kinds or re.search(rf"\b{re.escape(o.kind)}\b", said))]
    # "the natural history one" of "the natural history or the history": the kind said in full, not the one within it
    by_kind = [o for o in by_kind if not any(p.kind != o.kind and re.search(rf"\b{re.escape(o.kind)}\b", p.kind) for p in by_kind)]
    if len(by_kind) == 1:
        return by_kind[0].id
    with_them = by_company(meant, said)
    if with_them is not None:
        return with_them
    by_place = [o for o in meant.options if o.place and re.search(rf"\b{re.escape(fold(o.place))}\b", fold(said))]
    if len(by_place) == 1:  # "florence" after "… the one in Naples, the one in Florence or the one in Lecce?"
        return by_place[0].id
    by_country = [o for o in meant.options if o.country and any(re.search(rf"\b{w}\b", said) for w in _country_words(o.country))]
    if len(by_country) == 1:  # "the greek one" after "… the one in Nara or the one in Athens?"
        return by_country[0].id
    by_name = told_by_name.named(tuple(o.title for o in meant.options), text)
    if by_name is not None:  # "the nikos one", "bar piere" after "… Negroni at Bar Pierre (…) or Margarita at Bar Mario (…)?"
        return meant.options[by_name].id
    positions = [n for word, n in ORDINALS.items() if word.isalpha() and re.search(rf"\b{word}\b", said)]
    if _LATER.search(said):
        positions.append(len(meant.options))
    if _EARLIER.search(said):
        positions.append(1)
    if len(set(positions)) != 1 or not 1 <= positions[0] <= len(meant.options):
        return None
    return meant.options[positions[0] - 1].id


def degree_path(definition: CollectionDefinition, category: str | None, degree: Superlative) -> str | None:
    """Where in an item the value lies that a comparative or superlative answer measures ("the longer one" of trips: their
    nights; "the better one": the rating; "the more recent one": the date); None when the size word measures no number
    of that kind, or several."""
    if degree.field.startswith("@"):
        fields = size_fields(definition, category, degree.field[1:])
        return fields[0].path if len(fields) == 1 else None
    if degree.field in TOP_LEVEL_FIELDS:
        return degree.field
    try:
        return definition.field(degree.field, category).path
    except KeyError:
        return None


def by_degree(meant: OneMeant, items: Sequence[dict[str, Any]], path: str, highest: bool) -> str | None:
    """The id of the option a comparative or superlative answer picks ("the longer one", "the better one", "the cheaper"
    after "Which travel in Sintra do you mean: …?"): of the options asked about (`items`, their documents, any others
    left out), the one with the highest (`highest`) or lowest value at `path`, never the answer before measured anew;
    None when one of them has no such value, or two share the top one (it picks none)."""
    ids = {o.id for o in meant.options}
    values: list[tuple[float, str]] = []
    for item in items:
        value = value_at(item, path)
        if str(item.get("_id")) not in ids:
            continue
        if isinstance(value, datetime):
            value = value.timestamp()
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        values.append((float(value), str(item["_id"])))
    if len(values) != len(ids) or len(values) < 2:
        return None
    ordered = sorted(values, reverse=highest)
    return ordered[0][1] if ordered[0][0] != ordered[1][0] else None


# the words a follow-up picks another option with, and asks whether someone came along on it
PICK_WORDS = frozenset(
    {"other", "first", "second", "third", "last", "latest", "earlier", "later", "coming", "came", "come", "too", "along"}
)
# "the other one", "the other time": the option not chosen, of two
_THE_OTHER = re.compile(r"\b(?:the|that) other(?: (?:one|time|trip|[a-z]+))?\b")


def chosen_next(meant: OneMeant, before: str, text: str, kinds: frozenset[str] = frozenset()) -> str | None:
    """The id of another option than the one chosen before that a follow-up picks ("and the last time", "the 2015 one",
    "and the other one" of two), or None: the same question is then asked of it."""
    said = text.lower()
    if _THE_OTHER.search(said) is not None:
        rest = [o.id for o in meant.options if o.id != before]
        return rest[0] if len(meant.options) == 2 and len(rest) == 1 else None
    pick = chosen(meant, text, kinds)
    return pick if pick != before else None


def kinds_of_the_options(meant: OneMeant, kinds: frozenset[str], topics: Sequence[Sequence[Topic]]) -> bool:
    """Whether the kinds a follow-up names (`kinds`, of its `topics`) only tell one option from the others ("and for the
    art one?" after the art museum or the science museum was asked back about): no new kind asked."""
    told = {o.kind for o in meant.options if o.kind}
    said = [t for ts in topics for t in ts]
    return bool(said) and bool(kinds) and kinds <= told and all(t.type is not None and not t.negated for t in said)


def of_the_one(meant: OneMeant, chosen_id: str) -> Request:
    """The yes/no question asked again about the one thing chosen."""
    return replace(meant.request, within=(chosen_id,))
