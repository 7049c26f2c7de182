"""The request object — the logical form of one question — and how it is read from an utterance.

A request is built from what the recognizers found, the collection definition and the prior
request. Follow-ons ("what about red ones?", "and in 2019?", "show me a map") copy the prior
request and substitute what changed; a question that names another category starts afresh;
"those" refers to the previous answer (intersection, difference, argmax — after Dialog-to-Action).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from .a_year_apart import a_year_apart
from .aggregate import Aggregate, Shape, settled_by_one_year
from .comparisons import Comparison
from .corrections import CORRECTS
from .count_of_the_yes import counts_the_yes_before
from .cues import LEAVING_OUT, OTHER_THEN
from .dates import DateRange, month_in_years, on_weekdays, years_of_every_year
from .derived import alternation
from .either_side import as_read, placed_beside
from .filler_lead import FILLER_LEAD
from .names import UnknownName
from .narrowed_again import narrowed_again
from .non_kind import category_of_the_rest
from .of_ours import of_ours_talked_about
from .ordering import Selection, Sort, Superlative, at_the_other_end
from .people import EITHER_WAY, People
from .places import DEMONYMS, Place, any_place, leaving_out, the_narrowest
from .present_there import presence_asked
from .pronouns import Pronoun
from .spelling import Correction
from .superlative_of_another_kind import only_a_kind
from .that_day import asks_when_beyond_the_day
from .things_done import THINGS_DONE, of_every_kind
from .times_left_out import without
from .vocabulary import FieldValue, TextMatch, Topic
from .which_had_it import asks_which_had_it
from .year_corrected import the_year_corrected

FRESH = re.compile(  # at the start, after "ok, …", or after a preamble ("Thanks! Different question: how many …")
    # ("in how many museums in Japan he didn't come?": asked anew, with its preposition first)
    # (also after who is left out, said first: "other than the ones with mary, how many ski days did i have?")
    # (there "besides" leaves out too: "besides the ones with mary, how many …")
    rf"(?:^|[.!?:;]\s*|^(?:{alternation((*LEAVING_OUT, OTHER_THEN, 'besides'))})\b[^,.!?]*,\s*)"
    r"(?:(?:ok|okay|alright|fine|right|well|so)\b[,!.]?\s+)*(?:please\s+)?(?:show|find|get|give|list|search|look|fetch|display|(?:in |on |at |to )?how many|count|what (?:are|were)|which(?! (?:[a-z]+ )?(?:was|is) the\b)|tell me about)\b"
)  # "which was the longest trip?", "which run was the longest" after the trips of 2023, the runs this year: of those
# "And in Spain?", also after a remark ("Ha, I knew it. And in Spain?") or an "ok" ("ok and if we only count the reds?");
# "just reds", "only the ones from 2020": the same question narrowed
CONTINUES = re.compile(
    r"(?:^|[.!?;,]\s*)(?:(?:ok|okay|so|well|alright|right|now),?\s+)?(?:and|but|then|also|just|only|(?:what|how) about"
    r"|(?:(?:and )?do )?(?:the )?same(?: thing| question| again)? (?:for|with))\b"
    r"(?!.*\b(?:or|more|fewer|less)\b)"
)
SAME_FOR = re.compile(r"\b(?:the )?same(?: thing| question| again)? (?:for|with)\b")  # "same for runs": the question again, of runs
FOLLOW_ON = re.compile(
    r"^(?:what|how) about\b|^(?:and|but|only|just|now|also|then)\b|^(?:ok|okay|so),?\s+(?:what|how) about\b"
    r"|^(?:(?:ok|okay|so),?\s+)?(?:do )?(?:the )?same(?: thing| question| again)? (?:for|with)\b"
)
THERE = re.compile(
    r"(?<!\bwere )(?<!\bwas )(?<!\bis )(?<!\bare )(?<!\bnot )(?<!n't )(?<!\bwas also )(?<!\bwere also )(?<!\bwas too )\bthere\b"
    r"(?!\s*(?:'s|is|are|was|were)\b)"  # "There is some Norwegian beer …?": that there is one, no place
    r"(?!\s+(?:for|at|on|in) (?:most|all|any|every|each|some|one|none) of (?:them|those|these|em|'em)\b)"  # "was Tom there for most of them"
    r"|\bthat place\b"
    # (not a place the user means to go to: "I'd love to book the same place again", "go back to the same place")
    r"|(?<!\bbook )(?<!\bbooking )(?<!\breserve )(?<!\bvisit )(?<!\bback to )(?<!\breturn to )(?<!\bchoose )(?<!\bpick )"
    r"\b(?:the|that) same place\b"
    r"|\b(?:i|we) (?:was|were) there\b"  # "what did I eat while I was there"
    r"|\b(?:that(?: same)?|the same) (?:city|town|village|country)\b"  # "everything I ate in that city", "in the same country"
)  # not "how many were there?", "Mary wasn't there", "which of them Elena was also there?" (she was present)
# "how many dinners with Kenji on that trip?": during the trip talked about, so at its place and in its dates
# "where did I travel the summer before last?": asks which places, so a place talked about before is no limit of it
ASKS_WHERE = re.compile(r"\bwhere\s+(?:did|do|have|had|was|were)\s+(?:i|we)\b", re.IGNORECASE)
# "and the year after, which trips did we make?" after everything in Lisbon: which trips asks where we went then, so the
# place talked about before (where the things were) is no limit of them ("which trips to Spain" says a place of its own)
ASKS_WHICH_TRIPS = re.compile(r"\b(?:which|what)\s+(?:trips|travels|holidays|vacations|journeys|getaways)\b", re.IGNORECASE)
# "we went back there again", "did we ever go back after that?", "have I returned since then?": to the place talked about
WENT_BACK = re.compile(
    r"\b(?:went|go|gone|going|got|come|came|been) back\b(?: there\b| to (?:that|the same) place\b)?(?: again\b)?|\breturned(?: there\b)?(?: again\b)?"
)
# "which trip was it?", "what museum was that?" (as a learner says it, "which trip it was?") after what was done somewhere
# then: "it" is what was just talked about, so the kind said is asked of at that place and time
WHICH_KIND_WAS_IT = re.compile(
    r"^(?:and |so |but )?(?:which|what) [a-z]+ (?:(?:was|were|is) (?:it|that|this)|(?:it|that|this) (?:was|were|is))\b"
)
THAT_TRIP = re.compile(r"\b(?:on|during|in|from|at|of) (?:that|this|the same) (?:trip|travel|holiday|vacation|journey|visit|stay)\b")
# "best meal then" after the last visit to San Sebastián: at that time, so at its place and in its dates (a "then" that
# ends the message after a question with a time; after none, "the dinners I gave five stars then" is "in that case")
# ("what did I do there that time?" after the last visit to Japan: "that time" ending the message is "then")
AT_THAT_TIME = re.compile(r"\b(?:(?:back )?then|(?:at |on |during )?that (?:time|visit))\s*[?.!]*\s*$")
LAST_VISIT_LABEL = "on your last visit"  # the dates of the latest visit to the place asked about (see last_visit.py)
# "in how many countries have I gone running?", "did I ever …": over all the time, not only what was just talked about; the
# perfect ("have I …") keeps only a time said before ("whose books have I read most?" after my books of last year)
# ("what have I got?" is not: "got" says what there is)
PERFECT = re.compile(r"\b(?:have i|i've|i have)(?: (?:actually|really|already))? (?!(?:got|to|a|an|the|any|some|no|ever)\b)[a-z]+\b")
ALL_TIME = re.compile(r"\b(?:ever|of all time|all[- ]time|overall)\b")  # ("my top 3 beers of all time", "… overall")
# "show me all of the meals again": back to the earlier question, widened to the kind named (the narrowing dropped)
AGAIN = re.compile(r"\bagain\b")
# "ok back to the runs. which one was the longest?": the last question about that kind, asked again with its filters
BACK_TO = re.compile(r"\b(?:back to|return to|returning to)\b")
SHOW = re.compile(  # "show me …" lists, also after a count, and so does "…, which were those?"
    r"\b(?:show|list|display)\b|\b(?:which|what) (?:ones )?(?:were|are) (?:those|these|they|them)\b"
)
ALL_OF = re.compile(r"\ball (?:of )?(?:the|my|those|these)\b")
# "and in India how many museums in total?" after the science museum in Jaipur: a count of the category said plainly,
# "in total", is of every type of it (the place said taking the place of the one before)
IN_TOTAL = re.compile(r"\b(?:in total|in all|all in all|all told|altogether|all together)\b")
SUMMED_UP = re.compile(
    r"\b(?:was|is|were|are) (?:that|this|it|those|these)(?: (?:all together|altogether|in total|total|combined))?\s*[?.!]*$"
)
HOW_MANY = re.compile(r"\bhow many\b")
# "any museums", "any musuems" (no "?") right after everything done somewhere: whether there was one of that kind among them
ANY_KIND_ALONE = re.compile(r"^\W*(?:(?:and|so|ok|okay)\W+)?any [a-z]+\W*$")
# "the ones there", "how many of those there", "how many with Tom there": the kind talked about, at its place (not "what did
# we do there?", "anything there?": whatever was done there)
THE_ONES_THERE = re.compile(
    r"^(?!.*\b(?:what(?!\s+about\b)|anything|everything|something)\b).*\b(?:the ones|ones|those|these|them|how many)\b"
)
# "Which ones did I do with Mary, then?", "and which of those were in 2024?": the things asked for, no yes/no (as "what about
# Mary?" would be)
ASKS_FOR_THEM = re.compile(FILLER_LEAD + r"(?:which|who|whom|whose|where|when|what(?!\s+about\b))\b")
THOSE = re.compile(
    r"\b(?:those|these|them|that list|the results?)\b|\bwhich ones\b|\bof this [a-z]+s\b"  # "which of this books"
    r"|\b(?:that|this|the) (?:[a-z]+ )?list\b"  # "that beer list"
    r"|\b(?:from|of|among|in) (?:this|that)(?= (?:were|was|are|is|lot|bunch)\b|\s*[?.!,]|$)"  # "how many from this were meals?"
    r"|\bthe ones (?:that|which|who) (?:were|was|are|is)\b"  # "show me the ones that were poetry": of the last answer
    r"|\b(?:just|only) (?:the|those) ones\b"  # "can you show me just the ones with Anna?": of the last answer, narrowed
    # "how many are poetry?" after a list: of those ("how many was restaurants?", as a learner says it, too)
    r"|^how many (?:are|were|was|is)\b(?! (?:there|it|that|this)\b)"
    r"|\b(?:every|each)(?: single)? time\s*[?!.]*$"  # "mary every time?", "was Tom along each time?": each one of those
)


@dataclass(frozen=True)
class Request:
    """What to look for, in which collection, and what to do with it."""

    collection: str
    action: str = "find"  # find | count | list | map | verify (a yes/no question)
    category: str | None = None
    type: str | None = None
    types: tuple[str, ...] = ()  # "hikes or walks": any of these types of the category (`type` is then None)
    kinds: tuple[tuple[str, str | None], ...] = ()  # "books or hikes": any of these (category, type or None); `category` is then None
    not_types: tuple[str, ...] = ()
    not_categories: tuple[str, ...] = ()
    dates: DateRange | None = None
    place: Place | None = None
    comparisons: tuple[Comparison, ...] = ()
    people: tuple[People, ...] = ()
    values: tuple[FieldValue, ...] = ()
    texts: tuple[TextMatch, ...] = ()
    sort: Sort | None = None
    within: tuple[str, ...] | None = None  # only these item ids (the previous answer)
    superlative: Superlative | None = None
    limit: int = 0
    aggregate: Aggregate | None = None
    not_ids: tuple[str, ...] = ()  # not these item ids ("any other wines from there?": not the one talked about)

    def to_dict(self) -> dict[str, Any]:
        """The logical form as plain data (debug output, dialog memory)."""
        return {
            "collection": self.collection,
            "action": self.action,
            "category": self.category,
            "type": self.type,
            "types": list(self.types),
            "kinds": [list(k) for k in self.kinds],
            "notTypes": list(self.not_types),
            "notCategories": list(self.not_categories),
            "dates": _plain_dates(self.dates) if self.dates else None,
            "place": _plain(self.place),
            "comparisons": [_plain(c) for c in self.comparisons],
            "people": [_plain(p) for p in self.people],
            "values": [_plain(v) for v in self.values],
            "texts": [_plain(t) for t in self.texts],
            "sort": _plain(self.sort),
            "within": list(self.within) if self.within is not None else None,
            "superlative": _plain(self.superlative),
            "limit": self.limit,
            "aggregate": _plain(self.aggregate),
            **({"notIds": list(self.not_ids)} if self.not_ids else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Request:
        dates = data.get("dates")
        return cls(
            collection=data["collection"],
            action=data.get("action", "find"),
            category=data.get("category"),
            type=data.get("type"),
            types=tuple(data.get("types") or ()),
            kinds=tuple((k[0], k[1]) for k in data.get("kinds") or ()),
            not_types=tuple(data.get("notTypes") or ()),
            not_categories=tuple(data.get("notCategories") or ()),
            dates=_dates(dates) if dates else None,
            place=Place.from_dict(data["place"]) if data.get("place") else None,
            comparisons=tuple(Comparison(**c) for c in data.get("comparisons") or ()),
            people=tuple(
                People(
                    tuple(p["names"]),
                    p["exclude"],
                    p.get("any_of", False),
                    p.get("besides", False),
                    tuple(p.get("or_else") or ()),
                    only=p.get("only", False),
                    others=p.get("others", False),
                )
                for p in data.get("people") or ()
            ),
            values=tuple(
                FieldValue(v["field"], v["value"], tuple(v["categories"]), v.get("negated", False), tuple(v.get("any_of") or ()))
                for v in data.get("values") or ()
            ),
            texts=tuple(TextMatch(**{**t, "any_of": tuple(t.get("any_of") or ())}) for t in data.get("texts") or ()),
            sort=Sort(**data["sort"]) if data.get("sort") else None,
            within=tuple(data["within"]) if data.get("within") is not None else None,
            superlative=Superlative(**data["superlative"]) if data.get("superlative") else None,
            limit=int(data.get("limit", 0)),
            aggregate=Aggregate(**data["aggregate"]) if data.get("aggregate") else None,
            not_ids=tuple(data.get("notIds") or ()),
        )


def _plain(value: Any) -> Any:
    if value is None:
        return None
    out = dict(value.__dict__)
    for key, item in out.items():
        if isinstance(item, tuple):
            out[key] = [_plain(i) if hasattr(i, "__dict__") else i for i in item]
    return out


# "Show me the wines with him, but not the sangiovese": a request of its own, with the kind it asks for, before
# the "but" that narrows it (not "and" carrying on the question before)
ASKED_ANEW = re.compile(r"^\W*(?:(?:ok|okay|so|now|please),?\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:show|list|give|find)\b")


# "what was the 2020 total then", "the average then?": a question ending in "then" that names no kind of things
# carries on the question before (not "what did I eat then?", which names its own)
THEN_AT_THE_END = re.compile(r"\bthen\s*[?!.]*$")


def follows_on(reading: Reading) -> bool:
    """Whether the message says it carries on the question before, at its start ("and for runs?", "what about
    2021?") or, naming no kind of things, with "then" at its end ("what was the 2020 total then")."""
    return FOLLOW_ON.search(reading.text) is not None or (not reading.topics and THEN_AT_THE_END.search(reading.text) is not None)


def continues(reading: Reading) -> bool:
    """Whether the message carries on the question before ("and in Spain?", "but with Anna?")."""
    said = CONTINUES.search(reading.text)
    if said is None:
        return False
    return said.start() == 0 or not (reading.topics and ASKED_ANEW.match(reading.text[: said.start()]))


def _plain_dates(dates: DateRange) -> dict[str, Any]:
    out: dict[str, Any] = {"start": dates.start.isoformat(), "end": dates.end.isoformat(), "label": dates.label}
    if dates.parts:
        out["parts"] = [_plain_dates(p) for p in dates.parts]
    if dates.negated:
        out["negated"] = True
    if dates.weekdays:
        out["weekdays"] = list(dates.weekdays)
    if dates.of_year is not None:
        out["ofYear"] = dates.of_year
    return out


def _dates(data: dict[str, Any]) -> DateRange:
    parts = tuple(_dates(p) for p in data.get("parts") or ())
    start, end = datetime.fromisoformat(data["start"]), datetime.fromisoformat(data["end"])
    weekdays = tuple(int(day) for day in data.get("weekdays") or ())  # none in a context stored before days of the week were read
    of_year = int(data["ofYear"]) if data.get("ofYear") is not None else None  # "around Christmas 2022": of 2022
    return DateRange(start, end, data["label"], parts, negated=bool(data.get("negated")), weekdays=weekdays, of_year=of_year)


@dataclass(frozen=True)
class Reading:
    """Everything the recognizers found in one utterance."""

    text: str
    topics: tuple[tuple[Topic, ...], ...] = ()
    dates: tuple[DateRange, ...] = ()
    places: tuple[Place, ...] = ()
    comparisons: tuple[Comparison, ...] = ()
    people: tuple[People, ...] = ()
    values: tuple[FieldValue, ...] = ()
    texts: tuple[TextMatch, ...] = ()
    sorts: tuple[Sort, ...] = ()
    superlatives: tuple[Superlative, ...] = ()
    selections: tuple[Selection, ...] = ()
    problems: tuple[str, ...] = ()
    unknown_words: tuple[str, ...] = field(default=())
    bare_numbers: tuple[str, ...] = ()  # numbers no recognizer claimed ("what about 4?")
    bare_bound: str | None = None  # the operator said before the last of them ("over 25": >), else None
    numbers_in_words: tuple[str, ...] = ()  # those said in words ("one with five?"), as said
    corrections: tuple[Correction, ...] = ()  # words read as other words ("bordeax" as Bordeaux)
    stated_corrections: tuple[Correction, ...] = ()  # those that changed what is asked (said in the reply)
    unattached_negations: tuple[str, ...] = ()  # negation cues nothing could be attached to
    unknown_names: tuple[UnknownName, ...] = ()  # "hikes with Zebulon": a name nothing matched, asked about
    type_choices: tuple[Topic, ...] = ()  # "hikes or walks": any of these types
    kind_choices: tuple[Topic, ...] = ()  # "books or hikes": any of these kinds, of different categories
    shape: Shape = field(default_factory=Shape)  # yes/no, a comparison of counts, an aggregate
    pronouns: tuple[Pronoun, ...] = ()  # "without her", "of hers": someone talked about (see referred.py)
    last_visit: bool = False  # "in Athens last time": the days of the latest visit there (see last_visit.py)
    since_then: bool = False  # "since then", "after that": after the item talked about (see since_then.py)
    denied: bool = False  # "I never had a wine in Chile, right?": a claim that none happened, checked (the verdict turned round)
    replaced: tuple[str, ...] = ()  # "the same with Sofia in place of Roberto": the people of the question before said to give way
    company_there: bool = False  # "how many of them had Mary there?": its "there" says who was present, not where

    @property
    def says_there(self) -> bool:
        """Whether the text says "there" of a place talked about (not of someone present: "had Mary there")."""
        return not self.company_there and THERE.search(self.text) is not None

    @property
    def refers_to_place(self) -> bool:
        return bool(self.says_there or THAT_TRIP.search(self.text) or self.goes_back)

    @property
    def goes_back(self) -> bool:
        """Whether the text asks of going back after the item talked about ("after this one we went back there again?"):
        to its place, at any time after it (the item names the time, it is not what is checked)."""
        return self.since_then and WENT_BACK.search(self.text) is not None

    @property
    def filters_said(self) -> bool:
        """Whether the text says a filter of its own: a time, place, person, value, text or comparison (a kind or a
        bare number is none)."""
        return bool(self.dates or self.places or self.people or self.values or self.texts or self.comparisons)

    @property
    def has_constraints(self) -> bool:
        return bool(
            self.topics or self.dates or self.places or self.comparisons or self.people or self.values or self.texts or self.bare_numbers
        )


def pick_topic(readings: tuple[Topic, ...], prior_category: str | None, said_categories: set[str]) -> Topic:
    """An ambiguous word ("history") takes the category said alongside it, or the one being discussed."""
    for preferred in (said_categories, {prior_category} if prior_category else set()):
        for topic in readings:
            if topic.category in preferred:
                return topic
    return readings[0]


def _merge(old: tuple[Any, ...], new: tuple[Any, ...], key: str) -> tuple[Any, ...]:
    """New constraints replace old ones on the same field (or person list); others are kept."""
    replaced = {getattr(n, key) for n in new}
    return tuple(o for o in old if getattr(o, key) not in replaced) + new


def year_talked_about(prior: Request | None, selected_year: int | None = None) -> int | None:
    """The year "that year" means: the previous question's, when it asked about one year, else the
    year of the item the previous answer settled on ("my latest sushi?" … "how many that year?")."""
    if prior is not None and prior.dates is not None:
        year = prior.dates.single_year()
        if year is not None:
            return year
    return selected_year


def _days_kept_or_given(kept: DateRange | None, said: DateRange) -> DateRange:
    """The time of a question that carries on one before: "and on weekdays?" after the hikes in 2025 on weekends is 2025
    on weekdays (the days given way, the time kept); "and in 2024?" after them, 2024 on weekends still."""
    if kept is None or kept.only_weekdays:
        return said
    if said.only_weekdays:
        return on_weekdays(kept, said.weekdays)
    return said if said.weekdays else on_weekdays(said, kept.weekdays)


def _in_context(
    dates: tuple[DateRange, ...],
    year: int | None,
    follow_on: bool,
    every_year: tuple[int, ...] | None = None,
    kept: DateRange | None = None,
) -> tuple[DateRange, ...]:
    """ "that year" and "the year before" in the year talked about; a bare month ("and in March?") too
    when the question follows on, and in every year after a month in every year (`every_year`, its years:
    "and in March?" after the ski days in January over all the years). "That year" with no year talked
    about is left out. "The year before" a month or a season talked about (`kept`, the time of the question
    followed on) is that month or season a year earlier; "the six months before that" the six months before `kept`
    (see either_side.py)."""
    placed: list[DateRange] = []
    for date in dates:
        if date.beside is not None:  # "the six months before that", "and the previous month?": beside the time talked about
            placed.append(placed_beside(date, kept if follow_on or date.beside.anchored else None) or as_read(date))
            continue
        if date.negated and date.relative:  # "except in July" after the hikes in 2023: not in July 2023
            plain = replace(date, negated=False, label=date.label.removeprefix("not "))
            placed += [replace(p, negated=True, label=f"not {p.label}") for p in _in_context((plain,), year, follow_on, every_year, kept)]
            continue
        apart = (
            a_year_apart(kept, date.year_offset)
            if follow_on and date.year_offset and date.month is None and date.season is None and not date.holiday
            else None
        )
        if not date.relative:
            placed.append(date)
        elif apart is not None and kept is not None and kept.single_year() == year:
            placed.append(apart)  # "what about the year before?" after the runs in April 2026: April 2025
        elif every_year and follow_on and date.month is not None and date.year_offset is None:
            placed.append(month_in_years(date.month, every_year))
        elif year is not None and (date.year_offset is not None or follow_on):
            placed.append(date.in_year(year))
        elif date.year_offset != 0:
            placed.append(date)  # "the year before": last year; "in March": the last March
    return tuple(placed)


# how large a place of each kind is, and the part of an item's place an aggregate counts at that size
PLACE_SIZES = {"city": 1, "region": 2, "country": 3}
COUNTED_SIZES = {"place.city": 1, "place.region": 2, "place.country": 3}


def _counted_within(place: Place | None, aggregate: Aggregate | None) -> bool:
    """Whether the place kept from the question before holds only one of the places an aggregate counts (the
    countries of the ski days in Austria: Austria), so that the question can only be about every place."""
    if place is None or aggregate is None or aggregate.op not in ("distinct", "mode") or place.negated:
        return False
    return place.kind in PLACE_SIZES and PLACE_SIZES[place.kind] <= COUNTED_SIZES.get(aggregate.field, 0)


def _leaves_out_others(kept: tuple[People, ...], said: tuple[People, ...]) -> bool:
    """Whether the people said only leave out others than those asked about before: "the ones Mary
    wasn't on" after the rides with James keeps James; "and without James?" asks anew."""
    named = {n for p in kept if not p.exclude for n in p.names}
    return bool(named) and all(p.exclude and not named & set(p.names) for p in said)


def _others_asked_with(kept: tuple[People, ...], said: tuple[People, ...]) -> tuple[People, ...] | None:
    """The people asked about before, each said on their own, less those said now to be left out, when someone else
    stays: "and the ones without her" (Priya) after "which of those was Priya on too?" after the walks with Kenji: with
    Kenji, without Priya. None when the people said do not only leave out one of several asked about apart."""
    excluded = {n for p in said for n in p.names}
    if not said or not all(p.exclude and p.names for p in said):
        return None
    left = tuple(p for p in kept if not excluded & set(p.names))
    dropped = [p for p in kept if excluded & set(p.names)]
    if not dropped or not any(not p.exclude for p in left) or any(p.exclude or p.any_of or p.besides for p in dropped):
        return None
    return left


def _rest_of_the_company(kept: tuple[People, ...], said: tuple[People, ...]) -> tuple[People, ...] | None:
    """The people asked about before, less the ones said now to be left out, when all of those were asked about
    together: "and the ones without Sofia?" after the meals with Mary and Sofia: with Mary, without Sofia. None
    when the people said do not only leave out some of a company asked about before."""
    excluded = {n for p in said for n in p.names}
    if not said or not all(p.exclude and p.names for p in said):
        return None
    company = [p for p in kept if not p.exclude and not p.any_of and not p.besides and excluded < set(p.names)]
    if len(company) != 1:
        return None
    rest = People(tuple(n for n in company[0].names if n not in excluded), exclude=False)
    return tuple(rest if p is company[0] else p for p in kept)


def _swapped(kept: tuple[People, ...], replaced: tuple[str, ...], said: tuple[People, ...]) -> tuple[People, ...] | None:
    """The people asked about before with the ones said to be replaced given way to those said now, each part as it was
    (with, without): "the same with Sofia in place of Roberto". None when nobody replaced was asked about before, or
    nobody is said to take their place."""
    newcomers = tuple(dict.fromkeys(n for p in said if not p.exclude for n in p.names))
    if not replaced or not newcomers or not any(set(p.names) & set(replaced) for p in kept):
        return None
    return tuple(
        replace(p, names=tuple(dict.fromkeys(n for old in p.names for n in (newcomers if old in replaced else (old,))))) for p in kept
    )


def _those_picked_from(prior: Request | None, previous_ids: tuple[str, ...]) -> tuple[str, ...]:
    """What "those" means: the previous answer; when that was the one item picked out of those before it ("which one
    of them was the longest?"), the items it was picked from ("how many of those Dolomites hikes …": all of them)."""
    picked = prior is not None and prior.superlative is not None and prior.superlative.count == 1 and len(previous_ids) == 1
    return prior.within if picked and prior is not None and prior.within is not None and len(prior.within) > 1 else previous_ids


def _elsewhere(reading: Reading, prior: Request) -> bool:
    """Whether the question names its kind and another place than the one before: "cocktails in SF without Mary" after
    "any of the drinks in Nafplio rated 5?" is a question of its own ("and cocktails in SF?" goes on)."""
    said = [p for p in reading.places if not p.negated]
    return bool(
        reading.topics and said and prior.place is not None and all((p.name, p.kind) != (prior.place.name, prior.place.kind) for p in said)
    )


def _another_kind_of_its_own(reading: Reading, prior: Request, positive: list[Any]) -> bool:
    """Whether the question names another kind of the same category than the one before, with a time or a person of
    its own: "hikes last year without Mary" after "walks in Lisbon or Sintra" is a question of its own, as "dinners last
    year" would be ("and hikes last year?" goes on, see FOLLOW_ON; "hikes?" alone is said in place of the walks). A ranking
    of the other kind ("top 3 longest bike rides" after "any skiing with Mary in 2026?") asks of them all, anew too."""
    said = next((t.type for t in positive if t.type), None)
    if said and said != prior.type and reading.superlatives and reading.dates:
        # "what was our best dinner together last year?" after the Italian meals of 2024: its own kind, time and ranking
        return True
    return bool(said and prior.type and said != prior.type and (reading.dates or reading.people or reading.superlatives))


# "how many art ones?" after the museums in Spain, "which science ones" after the museums rated 1: "ones" stands for the
# items just asked about, so a kind of theirs said with it narrows that question, even after "how many" or "which"
KIND_ONES = re.compile(
    r"\b(?!(?:which|what|the|those|these|them|other|some|any|all|both|new|old|best|worst|top|first|last|good|bad|same|different)\b)"
    r"[a-z]+ ones\b"
)


# "Beers aside from San Francisco Brewing that I rated 4 or higher": the kind said first, then its own description in a
# clause of the user's ("that I rated …"), is a question of its own, not a narrowing of the one before
DESCRIBED_ANEW = re.compile(r"^(?:(?:all )?(?:my|the) )?[a-z]+s\b(?:(?![?.!]).)*\b(?:that|which) (?:i|we)\b")


def build_request(
    reading: Reading,
    action: str,
    collection: str,
    prior: Request | None,
    previous_ids: tuple[str, ...] | None,
    year: int | None = None,
    narrowed_by_kind: bool = False,
) -> Request:
    """The logical form of this turn, given the prior request, the ids of the previous answer and the
    year of the item it settled on (for "that year": see `year_talked_about`); `narrowed_by_kind`: whether the prior
    request narrowed the set before it by kind ("which of those were meals?")."""
    said_categories = {t.category for readings in reading.topics for t in readings if len(readings) == 1}
    topics = [pick_topic(readings, prior.category if prior else None, said_categories) for readings in reading.topics]
    positive = [t for t in topics if not t.negated]
    new_category = next((t.category for t in positive), None)
    # (not when the answer before found none: "Which ones did I do with Mary, then?" after "No, I found no city breaks with
    # Tom" asks of the city breaks with Mary, not of none)
    # "which of our trips …" after the trips with Anna: of those
    refers_back = (
        bool(THOSE.search(reading.text) or of_ours_talked_about(reading.text, prior, {t.category for t in positive}))
        and previous_ids is not None
        and previous_ids != ()
    )
    # "how many km of hiking was that all together?": a total of what was just talked about, not a question of its own
    # "how many ski days was that?" after "which year did I ski the most?": a count of what was just talked about too
    sums_up = (reading.shape.aggregate is not None or bool(HOW_MANY.search(reading.text))) and bool(SUMMED_UP.search(reading.text))
    # "lowest rated museum 2024", then "favourite museum in paris": a superlative naming its kind again is a question of its own
    asked_anew = bool(reading.superlatives and new_category and prior is not None and prior.superlative is not None)
    corrects = bool(CORRECTS.search(reading.text)) and prior is not None and prior.collection == collection
    # "and drinks" after "which of those were meals": the drinks among the same items
    narrowed = narrowed_again(reading, prior) if narrowed_by_kind and prior is not None and prior.collection == collection else None
    follow_on = (
        prior is not None
        and prior.collection == collection
        and (
            corrects
            or narrowed is not None
            or bool(THOSE.search(reading.text))  # also when the answer was too long to remember its ids: its question
            or bool(FOLLOW_ON.search(reading.text))
            or bool(AGAIN.search(reading.text))
            or bool(BACK_TO.search(reading.text))
            or new_category is None
            # "how many trips was that?" after "have I ever been to Japan?": those of every kind, the trips among them counted
            or (sums_up and prior.category is None and not prior.kinds and prior.place is not None)
            # "how many hikes" after "with elena? Yes, 3 hikes with Elena": those 3 counted
            or counts_the_yes_before(reading, prior, previous_ids)
            # "which museums had it?" after "have I ever seen the Dinosaurs Alive exhibition? Yes, 20 museums …": those
            or asks_which_had_it(reading, prior, previous_ids)
            # "any museums" after "what did I do there that year?": those of every kind, narrowed to one
            or (prior.category is None and not prior.kinds and bool(ANY_KIND_ALONE.match(reading.text.lower())))
            or (
                new_category == prior.category
                and (sums_up or not FRESH.search(reading.text) or bool(KIND_ONES.search(reading.text.lower())))
                and not asked_anew
                and not ALL_TIME.search(reading.text)
                and not PERFECT.search(reading.text)
                and not _elsewhere(reading, prior)
                and not _another_kind_of_its_own(reading, prior, positive)
                and not DESCRIBED_ANEW.search(reading.text.lower())
            )
        )
    )
    switches_category = (
        bool(new_category and prior and prior.category and new_category != prior.category) and not corrects and narrowed is None
    )
    trip = (
        bool(THAT_TRIP.search(reading.text) or (AT_THAT_TIME.search(reading.text) and prior is not None and prior.dates))
        and not reading.dates
    )
    which_was_it = (
        bool(WHICH_KIND_WAS_IT.search(reading.text.lower()))
        and prior is not None
        and new_category is not None
        and new_category != prior.category
        and not reading.dates
    )
    there = (
        reading.says_there or which_was_it or (trip and not (follow_on and not switches_category))
    )  # the same kind on that trip: all kept
    if prior is not None and (prior.place is not None or which_was_it) and there and not reading.places:
        # "what did we do there?" keeps only the place; "and dinners there?" after the lunches of last summer keeps their dates too,
        # and so does "on that trip"
        kept_dates = (
            prior.dates
            # "was Kenji there too?" after the last visit to Japan: on that visit, so in its days too
            if (FOLLOW_ON.search(reading.text) or trip or which_was_it or (bool(reading.people) and presence_asked(reading.text)))
            and prior.collection == collection
            else None
        )
        # "which trip was that?" after "was Chloé with me in Bordeaux?": the trip there with her, the company confirmed kept
        kept_people = prior.people if which_was_it and prior.action == "verify" and prior.collection == collection else ()
        base = Request(collection=collection, action=action, place=prior.place, dates=kept_dates, people=kept_people)
        if new_category is None and prior.collection == collection and (THE_ONES_THERE.search(reading.text.lower()) or reading.goes_back):
            # "and the ones there without her" after the museums in Spain with Sofia: those museums, not everything there;
            # "after this one we went back there?" after a trip: another trip there, not a meal of the same trip
            base = replace(base, category=prior.category, type=prior.type, types=prior.types, kinds=prior.kinds)
    elif prior is not None and follow_on and not switches_category:
        # copy and substitute ("and in 2020?" after "how many..." is a count again); a restriction to
        # an earlier answer or a superlative belongs to its own turn
        if (
            action == "find"
            and prior.action in ("count", "map")
            and not reading.superlatives
            and not refers_back
            and not SHOW.search(reading.text)
        ):
            action = prior.action
        elif (
            action == "find"
            and prior.action == "verify"
            and (FOLLOW_ON.search(reading.text) or CONTINUES.search(reading.text) or corrects)
            and not ASKS_FOR_THEM.match(reading.text)
        ):
            # "and with Mary?", "oh really, and in Nara?", "oops I meant Nara" after "have I been to Croatia?": a yes/no again
            action = prior.action
        # "Madrid?" after the best meal of the last visit to San Sebastián: that visit's days are none of Madrid's
        elsewhere = not reading.dates and any(not p.negated and (p.name, p.kind) != _where(prior.place) for p in reading.places)
        visited = prior.dates is not None and prior.dates.label.startswith(LAST_VISIT_LABEL)
        base = replace(
            prior,
            # "and with kenji, when was the first time?" after "what did we do that day?": not within that day
            dates=None if (elsewhere and visited) or asks_when_beyond_the_day(reading, prior.dates) else prior.dates,
            action=action,
            superlative=None,
            limit=0,
            within=None,
            sort=None if prior.superlative else prior.sort,
            # "show me the ones from Piedmont" after "which region the most?" lists them: the aggregate is not kept
            aggregate=prior.aggregate if action == "find" and not reading.superlatives and not SHOW.search(reading.text) else None,
        )
        if not positive and THINGS_DONE.search(reading.text.lower()):  # "the last thing I did with her" after her dinners: of any kind
            base = of_every_kind(base)
    else:
        perfect = prior is not None and prior.collection == collection and not switches_category and PERFECT.search(reading.text)
        # "how many countries have I hiked in?" after "top 3 longest hikes 2016": the time of a pick was the ranking's, not kept
        kept_time = prior.dates if prior is not None and perfect and prior.superlative is None else None
        base = Request(collection=collection, action=action, dates=kept_time)
    request = base
    if positive:
        chosen = next((t for t in positive if t.type), positive[0])
        if chosen.category != request.category:
            request = replace(
                request,
                category=chosen.category,
                type=chosen.type,
                types=(),
                kinds=(),
                not_types=(),
                not_categories=(),  # "how many of those were hikes?" after everything but the meals: no meal is a hike
                values=tuple(v for v in request.values if chosen.category in v.categories),
            )
        elif chosen.type:  # "novels" after the books that weren't novels: novels, no longer left out
            request = replace(request, type=chosen.type, types=(), not_types=tuple(t for t in request.not_types if t != chosen.type))
        elif follow_on and (AGAIN.search(reading.text) or ALL_OF.search(reading.text)):  # "all of the meals again" after the dinners
            request = replace(request, type=None, types=(), not_types=())
        if follow_on and HOW_MANY.search(reading.text) and IN_TOTAL.search(reading.text):
            # "and in India how many museums in total?" after the science museum in Jaipur: every museum there; "how many wines
            # in Italy in total?" after the reds of France: every wine of Italy (what narrowed the kind, unless said again, left)
            widened = chosen.type is None
            request = replace(
                request,
                type=request.type if not widened else None,
                types=() if widened else request.types,
                not_types=() if widened else request.not_types,
                values=(),
            )
        if reading.type_choices:  # "hikes or walks"
            request = replace(request, type=None, types=tuple(dict.fromkeys(t.type for t in reading.type_choices if t.type)))
        if reading.kind_choices:  # "books or hikes": items of any of these kinds, whatever their categories
            kinds = tuple(dict.fromkeys((t.category, t.type) for t in reading.kind_choices))
            values = tuple(v for v in request.values if any(c in v.categories for c, _ in kinds))
            request = replace(request, category=None, type=None, types=(), not_types=(), kinds=kinds, values=values)
    negated = tuple(t.type for t in topics if t.negated and t.type)
    if negated:
        request = replace(request, not_types=tuple(dict.fromkeys(request.not_types + negated)))
        of_the_rest = category_of_the_rest(reading.text, topics) if request.category is None and not request.kinds else None
        if of_the_rest is not None:  # "how much non-fiction did I read?": the books other than novels
            request = replace(request, category=of_the_rest)
    negated_categories = tuple(t.category for t in topics if t.negated and not t.type)
    if negated_categories:
        request = replace(request, not_categories=tuple(dict.fromkeys(request.not_categories + negated_categories)))
    every_year = years_of_every_year(prior.dates) if prior is not None else None
    dates = _in_context(reading.dates, year_talked_about(prior, year), follow_on, every_year, prior.dates if prior is not None else None)
    if corrects and prior is not None and len(dates) == 1 and (corrected := the_year_corrected(dates[0], prior.dates)) is not None:
        dates = (corrected,)  # "wait no, i meant 2025" after the runs in October 2026: October 2025
    if dates:
        # "except the ones from last year" after the ski days since 2024: since 2024, 2025 left out
        cut = without(request.dates, dates[-1]) if request.dates is not None else None
        request = replace(request, dates=cut or _days_kept_or_given(request.dates, dates[-1]))
        if (
            reading.shape.aggregate is None
            and request.dates is not None
            and settled_by_one_year(request.aggregate, request.dates.single_year())
        ):
            request = replace(request, aggregate=None)  # "where did I go that year?" after the year I travelled most: those trips
    if reading.places:
        # "in Spain but not Barcelona"; "and not in Barcelona?" after the dinners in Spain: Spain without Barcelona
        request = replace(request, place=leaving_out(reading.places, request.place) or the_narrowest(reading.places))
    elif _counted_within(request.place, reading.shape.aggregate):
        # "in how many different countries did I ski?" after "and Austria?": the countries of every ski day, not Austria's one
        request = replace(request, place=None)
    elif reading.dates and not there and ASKS_WHERE.search(reading.text):
        # "where did I travel the summer before last?" after the trip to Edinburgh at Christmas: anywhere then, not Edinburgh again,
        # with anyone (not the companion just asked about)
        request = replace(request, place=None, people=())
    elif reading.dates and not there and ASKS_WHICH_TRIPS.search(reading.text) and prior is not None and prior.category != request.category:
        request = replace(request, place=None)
    if reading.comparisons:
        bounds = tuple(c for c in reading.comparisons if not c.turned)  # "except anything over 15 km" narrows a bound kept
        turned = tuple(c for c in reading.comparisons if c.turned)
        # "not the 5 star ones" after the wines rated 5: the other wines, not those rated 5 and not rated 5 (none)
        kept = tuple(k for k in _merge(request.comparisons, bounds, "field") if not any(t.turns_round(k) for t in turned))
        request = replace(request, comparisons=kept + turned)
    if reading.people:
        # "which ones were without Mary?" after the walks with James or Chloé: both hold (a later turn keeps both)
        rest = _rest_of_the_company(request.people, reading.people) if follow_on else None
        rest = _others_asked_with(request.people, reading.people) if follow_on and rest is None else rest
        kept = rest if rest is not None else request.people if refers_back or _leaves_out_others(request.people, reading.people) else ()
        # "the same with Sofia in place of Roberto" after the dinners with Roberto without Mary: with Sofia, still without Mary
        swapped = _swapped(request.people, reading.replaced, reading.people) if follow_on else None
        # "hikes with Anna rather than Roberto", asked anew (or with nobody replaced before): with Anna, not with Roberto
        given_way = (People(reading.replaced, exclude=True, any_of=True),) if reading.replaced and swapped is None else ()
        request = replace(request, people=swapped if swapped is not None else tuple(dict.fromkeys((*kept, *reading.people, *given_way))))
    elif EITHER_WAY.search(reading.text.lower()):  # "… this year, with or without anyone?": whoever came, the people before too
        request = replace(request, people=())
    values = reading.values
    if request.category is None and len({v.categories[0] for v in values}) > 1:
        # "italian reds": "reds" says which category; "italian" then says where they are from
        plain = [v for v in values if v.value.lower() not in DEMONYMS] or list(values)
        request = replace(request, category=plain[0].categories[0])
    if request.category is not None:
        # "greek wines": cuisine is not a field of drinks, but the adjective names a country
        misfits = [v for v in values if request.category not in v.categories]
        for value in misfits:
            country = country_of(value)
            if country is None:
                continue
            if not reading.places:  # "drop the french ones" after the wines from Italy or France: Italy's
                request = replace(request, place=(leaving_out((country,), request.place) if value.negated else None) or country)
            elif value.negated:  # "wines in Europe, not French": Europe without France
                request = replace(request, place=leaving_out((country,), request.place) or request.place)
            elif request.place is not None and the_narrowest((request.place, country)) is country:
                # "only drinks European. Just the italian or Spanish ones": Italy or Spain, within Europe
                request = replace(request, place=country)
        values = tuple(v for v in values if v not in misfits)
    if values:
        request = replace(request, values=_merge(request.values, values, "field"))
        if request.category is None:
            request = replace(request, category=values[0].categories[0])
    if reading.bare_numbers and not reading.comparisons and len(request.comparisons) == 1:
        # "what about 4?" after "rated 5": the same comparison with the new number
        # ("what about under 10?" after the runs over 20 km: under 10 km, the bound said taking the place of the one before)
        op = reading.bare_bound or request.comparisons[0].op
        request = replace(request, comparisons=(replace(request.comparisons[0], value=float(reading.bare_numbers[-1]), op=op),))
    if reading.texts:
        request = replace(request, texts=_merge(request.texts, reading.texts, "field"))
        # "and the ones by him" after the books not by Marco Bellini: by him now, in place of not by him
        request = replace(request, values=tuple(v for v in request.values if v.field not in {t.field for t in reading.texts}))
        named = next((t.category for t in reading.texts if t.cue and t.category), None)
        if request.category is None and named is not None:  # "and of Murakami, have I read something?": books
            request = replace(request, category=named)
    if reading.sorts:
        request = replace(request, sort=reading.sorts[-1])
    if refers_back and previous_ids is not None:
        # "how many of those were in Italy?" = the previous answer ∩ Italy; "which ones weren't
        # with Mary?" = the previous answer − with Mary; "which was the best rated?" = argmax
        request = replace(request, within=_those_picked_from(prior, previous_ids))
    elif narrowed is not None:
        request = replace(request, within=narrowed)
    if _superlative_again(reading, request, prior, follow_on and not switches_category, refers_back, corrects):
        # "when did I last have oysters?", then "and ramen?": the most recent of the ramen meals in turn
        assert prior is not None and prior.superlative is not None
        request = replace(request, superlative=prior.superlative, sort=prior.sort, limit=prior.limit)
    if reading.superlatives:
        # "bottom 3" after "top 3 longest hikes": the other end of that ranking
        superlative = at_the_other_end(reading.superlatives[-1], prior.superlative if prior else None, prior.sort if prior else None)
        among, replaced = previous_ids, False
        if (
            prior is not None
            and prior.superlative is not None
            and (prior.superlative.count == 1 or (superlative.count > 1 and not refers_back))
        ):
            # "the longest?" then "worst one?": the worst of the same items, not of the longest one; "top 3
            # longest hikes", then "and the 3 steepest?": the top 3 of the same hikes by another field
            among = prior.within
        if prior is not None and prior.superlative is not None and (prior.superlative.count == 1 or not refers_back):
            # "which wines did I like most?" (4 tied), then "which one was the worst?": the other end of the same field
            # over what was asked, not the worst of the 4 best (but "the worst of those" after the best 3: of those)
            replaced = prior.superlative.field == superlative.field and prior.superlative.highest != superlative.highest
            among = prior.within if replaced else among
        request = replace(
            request,
            superlative=superlative,
            sort=Sort(superlative.field, superlative.highest),
            limit=superlative.count,
            within=among if (among is not None or replaced) and not reading.has_constraints else request.within,
        )
    return request


def country_of(value: FieldValue) -> Place | None:
    """The country a value that is a nationality names ("greek" wines: Greece; "spanish or portuguese": either; "nothing
    french": not France), or None when it is no nationality."""
    said = [o.lower() for o in value.any_of or (value.value,)]
    if not all(o in DEMONYMS for o in said):
        return None
    countries = [Place(DEMONYMS[o][1], "country", DEMONYMS[o][0], negated=value.negated) for o in said]
    return countries[0] if len(countries) == 1 else any_place(countries)


def _superlative_again(
    reading: Reading, request: Request, prior: Request | None, kept: bool, refers_back: bool, corrects: bool = False
) -> bool:
    """Whether an "and …?" after a superlative of its own asks the same superlative of other items: "the
    longest hike?" then "and in 2023?"; not after one picked from an earlier answer, nor "and those?", unless
    the place is another ("Lisbon lunches", "the best one?", then "and in Porto?": the best of Porto's). A correction
    keeps the pick too ("the best wine of 2016", then "sorry, I wanted to say the beers": the best beer of 2016)."""
    return bool(
        kept
        and prior is not None
        and prior.superlative is not None
        and (prior.within is None or (prior.place is not None and request.place is not None and request.place != prior.place))
        and request.action == "find"
        and request.aggregate is None
        and not reading.superlatives
        and not reading.sorts
        and not refers_back
        and reading.has_constraints
        and (corrects or FOLLOW_ON.search(reading.text) or _only_a_place(reading) or _only_a_time(reading) or only_a_kind(reading))
    )


def _where(place: Place | None) -> tuple[str, str] | None:
    return (place.name, place.kind) if place is not None else None


def _only_a_place(reading: Reading) -> bool:
    """Whether the message says a place and nothing else ("Madrid?"): the question before, asked of that place."""
    return (
        bool(reading.places)
        and not reading.unknown_words
        and reading.has_constraints
        and not any(
            (reading.topics, reading.dates, reading.comparisons, reading.people, reading.values, reading.texts, reading.bare_numbers)
        )
    )


def _only_a_time(reading: Reading) -> bool:
    """Whether the message says a time and nothing else ("2022?" after the top 5 wines of 2021): the question
    before, asked of that time."""
    return (
        bool(reading.dates)
        and not reading.unknown_words
        and not any(
            (reading.places, reading.topics, reading.comparisons, reading.people, reading.values, reading.texts, reading.bare_numbers)
        )
    )


def names_a_compared_option(reading: Reading, compared: dict[str, Any] | None) -> bool:
    """Whether the question names a place that was one of the options just compared: "In Italy, which
    region the most?" after "more wine from France or from Italy?" is about the same wines."""
    if not compared or not reading.places:
        return False
    said = {(p.name, p.kind) for p in reading.places}
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()]
    return any(o.place is not None and (o.place.name, o.place.kind) in said for o in options)
