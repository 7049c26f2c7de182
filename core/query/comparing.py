"""Answering a comparison: the counts of two or more groups ("more wine or beer in 2021?"), or each
one's total or average of the field a comparative means ("further in 2023 or 2024?"), and which is
larger; the comparison is remembered, so "and in Spain?" asks it again there."""

from __future__ import annotations

import re
from dataclasses import asdict, fields, replace
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .aggregate import Aggregate, Measured
from .answers import contrast_text, corrections_said, measures_compared, unclear_said, verdict_first
from .beats_both import BEATS_ALL_KEY
from .better_at_what import AT_WHAT_KEY, asks_at_what
from .by_how_much import difference_first
from .came_along import came_along_anew
from .comparison_claimed_again import claimed_again
from .contrasts import against_the_value, contrast_of, season_talked_about
from .dates import DateRange
from .kind_compared_in_its_setting import in_the_same_setting
from .kind_of_the_options import with_the_kind_of_the_options
from .library import Library
from .measure_chosen import by_what
from .mongo import build_query
from .people import People
from .places_of_everything import EVERYTHING_KEY, counted_every_kind, counts_everything
from .quantities import SEASONS, compute, in_seasons
from .remembered import ASKED_KEY, ASKED_TURN_KEY, COMPARED_KEY, asked_last, dialog, remember_year_compared, turn_number
from .request import ALL_TIME, THOSE, Reading, Request, build_request, continues, follows_on
from .restate import joined, qualifiers
from .shared_filter import has_shared_filter, with_each_option
from .than_put_together import PUT_TOGETHER_KEY, put_together_text
from .we_compared import we_are

# "of these two, which I had more", "among those, more dinners or lunches?": the options within what was just asked
TIE_KEY = "tie"  # "was it a tie?": the comparison asked as whether its options came out even
SAME_SIZE = 1.5  # two spans of time this close in length are of a size: a year and this year so far, not a season and a year
_OVER_ALL = re.compile(r"\b(?:over the years|of all time|all[- ]time|in all (?:my|these) years|all these years|ever)\b", re.IGNORECASE)
_OF_THESE = re.compile(r"\b(?:of|among|between|out of) (?:these|those|them)\b", re.IGNORECASE)


async def contrast(
    library: Library,
    ctx: IntentContext,
    reading: Reading,
    collection: str,
    unknown: list[str],
    year: int | None = None,
    there: Request | None = None,
    talked_about: Request | None = None,
    each: bool = False,
) -> Reply:
    """ "did I drink more wine or beer in 2021?" → both counts, and which is larger ("that year" is `year`;
    "there" is the place of `there`, the previous question; "so more in 2025 or 2026?" and "so I went further
    in 2023 than in 2022?" compare what `talked_about`, the previous question, was about when they name no kind)."""
    before = Request(collection, place=there.place) if there else None
    within = _OF_THESE.search(reading.text) is not None  # "of these two, dinners or lunches?": within what was just asked
    if talked_about is not None and (
        within
        # ("have I had more zinfandel or more primitivo over the years?" after the five-star reds: of every wine)
        or (
            not reading.topics
            and talked_about.category is not None
            and not came_along_anew(reading.text)
            and not _OVER_ALL.search(reading.text)
        )
        or _kinds_of_it(reading, talked_about)
        or _company_of_it(reading, talked_about)
    ):
        before = talked_about
    base = build_request(reading, "count", collection, before, None, year)
    if not base.people and (we := we_are(reading, asked_last(ctx))):  # "did we go on more walks or hikes?" after Elena's
        base = replace(base, people=we)
    if there is not None and there.place is not None and base.place is None:  # "were there more lunches or dinners?" after Lisbon's meals
        base = replace(base, place=there.place)
    season = season_talked_about(reading, talked_about)
    if season is not None and base.dates is None:  # "so more beers or cocktails over the summer?": the summer talked about
        base = replace(base, dates=season)
    compared = contrast_of(reading, base, library.wording[collection], year)
    if compared is None:  # "was that more than my walks that year?": the value just given, against the walks'
        compared = against_the_value(reading, talked_about, library.wording[collection], year)
    if compared is None:
        return Reply(text="More of what? Name the two things to compare, e.g. “more wine or beer in 2021?”.", expects_answer=True)
    if not reading.topics and counts_everything(compared, talked_about):  # "more in lecce or bari" after the cities abroad
        compared = {**compared, EVERYTHING_KEY: True}
    compared = _the_same_thing(compared, reading, just_before(ctx, None))
    if claimed_again(reading.text, just_before(ctx, None), len(compared["options"])):  # "and 2020 vs 2019" after a claim
        compared = {**compared, "against": True}
    if each:  # "how many reds, whites and rosés?": the count of each, no winner
        compared = {**compared, "each": True, "against": False, "measure": None}
    return await compare(library, ctx, reading, unknown, _measured_as_before(compared, reading, talked_about))


# "And the food, France against Italy, same thing?": the comparison just before asked again of what is named now
_SAME_THING = re.compile(r"\b(?:same thing|same question|same again|the same\s*\?|same there\s*\?|likewise)", re.IGNORECASE)


def _the_same_thing(compared: dict[str, Any], reading: Reading, before: dict[str, Any] | None) -> dict[str, Any]:
    """ "And the food, France against Italy, same thing?" right after "my French wines are rated better than the Italian
    ones on average?": the new options compared by the same measure, and yes or no again when that was a claim of the
    first option (the first said now is claimed ahead); otherwise `compared` as it is."""
    if _SAME_THING.search(reading.text) is None or not before or not before.get("measure") or compared.get("measure"):
        return compared
    if len(compared["options"]) != len(before.get("options") or ()):
        return compared
    return {**compared, "measure": before["measure"], "against": bool(before.get("against")) or bool(compared.get("against"))}


def _company_of_it(reading: Reading, talked_about: Request) -> bool:
    """ "more lunches with her than without her?" after the lunches of this year with Mary: options of company alone, of the
    kind just asked about, and no place, time or value of its own, so it is asked within that question (its time kept)."""
    said = [topic for group in reading.topics for topic in group]
    # (one person with and without, who the question before had: "did i ski more with mary or with james" after the ski
    # days abroad before 2020 asks anew, of every ski day)
    people = reading.people
    asked = {name for p in talked_about.people for name in p.names}
    return (
        len(people) == 2
        and people[0].names == people[1].names
        and people[0].exclude != people[1].exclude
        and set(people[0].names) <= asked
        and bool(said)
        and all((topic.category, topic.type) == (talked_about.category, talked_about.type) for topic in said)
        and not (reading.dates or reading.places or reading.values or reading.texts or reading.comparisons)
    )


def _kinds_of_it(reading: Reading, talked_about: Request) -> bool:
    """ "more beers or cocktails?" after the drinks with Mary and Priya: every option is a kind of the whole category
    just asked about, and the question says no place, time, person ("her novels") or value of its own, so it is asked
    within that question."""
    said = [topic for group in reading.topics for topic in group]
    return (
        talked_about.category is not None
        and talked_about.type is None
        and not talked_about.types
        and bool(said)
        and all(topic.category == talked_about.category and topic.type is not None for topic in said)
        and not (
            reading.dates or reading.places or reading.people or reading.pronouns or reading.values or reading.texts or reading.comparisons
        )
    )


# "more often", "more times": a count, whatever was asked before; so is "was I there more in 2011 or in 2019?" (what the
# user did, not the amount)
_COUNTED = re.compile(r"\b(?:more|fewer|less) (?:often|times|frequently)\b|\b(?:i|we)\b")


def _measured_as_before(compared: dict[str, Any], reading: Reading, talked_about: Request | None) -> dict[str, Any]:
    """ "was 2026 more than 2025?" after the total elevation hiked in 2026 and in 2025: the totals compared, not the
    counts of hikes — the comparison names no kind and no measure of its own, nor the user as the one who did more,
    and the question before was a total or an average of a field."""
    asked = talked_about.aggregate if talked_about is not None else None
    if (
        compared.get("measure")
        or compared["byTopic"]
        or reading.topics
        or asked is None
        or asked.op not in ("sum", "avg")
        or not asked.field
        or _COUNTED.search(reading.text.lower())
    ):
        return compared
    fewer = re.search(r"\b(?:fewer|less|lower|shorter)\b", reading.text.lower()) is not None
    return {**compared, "measure": asdict(Measured(asked.op, (asked.field,), not fewer, "less" if fewer else "more"))}


async def contrast_again(
    library: Library, ctx: IntentContext, reading: Reading, collection: str, unknown: list[str], compared: dict[str, Any]
) -> Reply:
    """ "And in Spain?" after "did I have more lunches or dinners in Portugal?": the same comparison there."""

    def again(said: dict[str, Any]) -> Request:
        return build_request(reading, "count", collection, Request.from_dict(said), None)

    before = Request.from_dict(compared["common"])
    common = in_the_same_setting(reading, before, again(compared["common"]))  # "and wines?": still in Paris
    options = []
    for label, each in compared["options"]:  # the follow-on's change, then what sets each option apart ("walks" in California)
        option = Request.from_dict(each)
        apart = {f.name: getattr(option, f.name) for f in fields(Request) if getattr(option, f.name) != getattr(before, f.name)}
        options.append([label, replace(common, **apart).to_dict()])
    return await compare(
        library,
        ctx,
        reading,
        unknown,
        {**compared, "base": again(compared["base"]).to_dict(), "common": common.to_dict(), "options": options},
    )


def picks_an_option(reading: Reading, collection: str, compared: dict[str, Any]) -> bool:
    """Whether a follow-on says what set one of the options apart: "and the walks in 2025 without her, which were
    those?" after "more walks with Mary in 2024 or in 2025?" is about 2025 alone, not the comparison again."""
    before = Request.from_dict(compared["common"])
    common = build_request(reading, "count", collection, before, None)
    for _, each in compared["options"]:
        option = Request.from_dict(each)
        apart = [f.name for f in fields(Request) if getattr(option, f.name) != getattr(before, f.name)]
        said = [name for name in apart if name not in ("action", "aggregate") and getattr(common, name) != getattr(before, name)]
        if said and all(_as_option(getattr(common, name)) == getattr(option, name) for name in said):
            return True  # what the follow-on says instead is that option's own ("2025", "in Italy")
    return False


def _as_option(value: Any) -> Any:
    """A value said in a follow-on as an option would hold it: the people without "only" / "plus others" ("just me
    and James, no one else" after "Tom or James, who more?" picks James, with no one else)."""
    if isinstance(value, tuple) and value and all(isinstance(p, People) for p in value):
        return tuple(replace(p, only=False, others=False) for p in value)
    return value


def asks_of_its_own(reading: Reading, collection: str, compared: dict[str, Any]) -> bool:
    """Whether a follow-on names anew the place that set the options apart, as none of them: "and hikes in the US but
    outside California?" after "more hikes abroad or in California?" asks about that place alone, no comparison again
    (the place would be said twice over, once as the option's and once as the follow-on's)."""
    before = Request.from_dict(compared["common"])
    if build_request(reading, "count", collection, before, None).place == before.place:
        return False
    return all(Request.from_dict(each).place != before.place for _, each in compared["options"])


def asks_of_another_time(reading: Reading, collection: str, compared: dict[str, Any]) -> bool:
    """Whether a follow-on says a time of its own like the times that told the options apart: "and this year, how
    many?" after "more books in 2024 or in 2025?" asks about this year alone (which of the two years it would replace
    cannot be told), no comparison again. A time of another size places the options ("and in 2023?" after "more hikes
    in spring or autumn of 2016?": those seasons of 2023)."""
    before = Request.from_dict(compared["common"])
    said = build_request(reading, "count", collection, before, None).dates if reading.dates else None
    if said is None or said == before.dates:
        return False
    options = [Request.from_dict(each).dates for _, each in compared["options"]]
    return bool(options) and all(dates is not None and dates != before.dates and _of_a_size(dates, said) for dates in options)


def _of_a_size(one: DateRange, other: DateRange) -> bool:
    """Whether two spans of time are of about the same size (two years, a year and this year so far; not a season and
    a year)."""
    lengths = sorted(((one.end - one.start).total_seconds(), (other.end - other.start).total_seconds()))
    return lengths[0] > 0 and lengths[1] <= lengths[0] * SAME_SIZE


def names_another_value(reading: Reading, compared: dict[str, Any]) -> bool:
    """Whether a follow-on names a value of the field that set the options apart, as an option of its own: "and
    japanese?" after "more Italian or French food abroad?" asks about the Japanese food abroad, not the comparison again
    with Japanese added to both sides (no meal has two cuisines)."""
    before = Request.from_dict(compared["common"])
    apart = {v.field for _, each in compared["options"] for v in Request.from_dict(each).values if v not in before.values}
    said = {v.field for v in reading.values if not v.negated}
    return bool(said) and said <= apart


def just_before(ctx: IntentContext, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """`compared`, or the comparison of the turn just before when naming a kind reset the context."""
    kept = ctx.memory.get(COMPARED_KEY)
    if compared is None and isinstance(kept, dict) and kept.get("turn", -2) + 1 == turn_number(ctx):
        return kept["compared"] if isinstance(kept.get("compared"), dict) else None
    return compared


def of_late(ctx: IntentContext, turns: int) -> dict[str, Any] | None:
    """The comparison answered within the last `turns` turns (another question may have come between), or None."""
    kept = ctx.memory.get(COMPARED_KEY)
    if not isinstance(kept, dict) or not isinstance(kept.get("compared"), dict):
        return None
    return kept["compared"] if 0 < turn_number(ctx) - int(kept.get("turn", -turns - 1)) <= turns else None


def _keep(ctx: IntentContext, compared: dict[str, Any]) -> None:
    """The comparison answered now, with the one of the turn just before it ("so wine won both years" checks both)."""
    kept = ctx.memory.get(COMPARED_KEY)
    turn = turn_number(ctx)
    before = None
    if isinstance(kept, dict) and isinstance(kept.get("compared"), dict) and kept.get("turn") == turn - 1:
        before = kept["compared"]
    ctx.memory[COMPARED_KEY] = {"compared": compared, "turn": turn, "before": before}


def the_two_before(ctx: IntentContext) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The comparisons of the two turns just before, the earlier first, or None."""
    kept = ctx.memory.get(COMPARED_KEY)
    if not isinstance(kept, dict) or kept.get("turn") != turn_number(ctx) - 1:
        return None
    latest, before = kept.get("compared"), kept.get("before")
    return (before, latest) if isinstance(before, dict) and isinstance(latest, dict) else None


def the_option_named(ctx: IntentContext, reading: Reading, collection: str, compared: dict[str, Any] | None) -> Request | None:
    """The option of the comparison of the turn just before that a question names by its kind alone, or None:
    "how many cocktails exactly?" after "in 2012 did I drink more beer or cocktails?" counts the cocktails of 2012."""
    compared = just_before(ctx, compared)
    if not compared or not compared.get("byTopic") or len(reading.topics) != 1:
        return None
    if reading.filters_said or ALL_TIME.search(reading.text):
        return None  # "how many cocktails in 2013?", "my top 3 beers ever": a question of its own
    said = build_request(reading, "count", collection, None, None)
    options = [Request.from_dict(each) for _, each in compared["options"]]
    named = [o for o in options if (o.category, o.type, o.types) == (said.category, said.type, said.types)]
    return named[0] if len(named) == 1 else None


def an_option_asked_anew(ctx: IntentContext, reading: Reading, collection: str, compared: dict[str, Any] | None) -> bool:
    """Whether the question names one of the kinds just compared with a filter of its own (someone, a place, a value, a
    bound), asking of it anew: "coctails with sofia but not tom" after "beer or cocktails, which did i have more of in
    2024?" is of every cocktail with Sofia, not of 2024's (the comparison's setting is no part of it). "And cocktails
    with Sofia?" goes on, "those with Sofia" narrows the answer, and a time said takes the place of the setting's anyway."""
    compared = just_before(ctx, compared)
    if not compared or not compared.get("byTopic") or len(reading.topics) != 1 or reading.dates:
        return False
    if not (reading.people or reading.places or reading.values or reading.texts or reading.comparisons):
        return False
    if continues(reading) or follows_on(reading) or THOSE.search(reading.text) or reading.pronouns or reading.says_there:
        return False
    said = build_request(reading, "count", collection, None, None)
    options = [Request.from_dict(each) for _, each in compared["options"]]
    return any((o.category, o.type, o.types) == (said.category, said.type, said.types) for o in options)


def with_filters_of(request: Request, option: Request) -> Request:
    """The request narrowed as the option it names was (its dates, place, people, values, texts, comparisons)."""
    return replace(
        request,
        dates=option.dates,
        place=option.place,
        people=option.people,
        values=option.values,
        texts=option.texts,
        comparisons=option.comparisons,
    )


# "which of the two saw more of me?", "more of my stuff in 2019 or 2022?": the user's own doings, every kind counted
_ME = re.compile(r"\b(?:me|us|my|our|mine|ours|everything|anything|stuff|things|items)\b")


def of_nothing_named(compared: dict[str, Any], common: Request, reading: Reading) -> bool:
    """Whether a comparison sets times or places against each other with nothing said to count in them: no kind, no
    value, person, bound or measure, nor the user as the one who did more ("was I there more in 2011 or 2019?", "which of the
    two saw more of me?"), nor everything said."""
    if compared["byTopic"] or compared.get("measure") or compared.get("distinct") or compared.get("against"):
        return False
    if compared.get(EVERYTHING_KEY):  # "more in lecce or bari" right after questions about every kind of thing
        return False
    if common.category is not None or common.type is not None or common.types or reading.topics:
        return False
    if common.values or common.texts or common.people or common.comparisons or reading.people or reading.values:
        return False
    return _COUNTED.search(reading.text.lower()) is None and _ME.search(reading.text.lower()) is None and len(compared["options"]) > 1


async def compare(library: Library, ctx: IntentContext, reading: Reading, unknown: list[str], compared: dict[str, Any]) -> Reply:
    """The counts of a comparison's options and which is larger; the comparison is remembered for "and in Spain?"."""
    base, common = Request.from_dict(compared["base"]), Request.from_dict(compared["common"])
    collection = base.collection
    alternatives = [(label, Request.from_dict(each)) for label, each in compared["options"]]
    counts: list[int] = []
    definition = library.definition(collection)
    if compared.get("measure") and alternatives:  # "further in 2023 or 2024?": each one's total distance, not its count
        return await compare_measures(library, ctx, reading, unknown, compared, Measured(**compared["measure"]))
    distinct = Aggregate(**compared["distinct"]) if compared.get("distinct") and alternatives else None
    seasons = [s for s in compared["seasons"] if s in SEASONS]
    in_season = seasons[0] if alternatives and len(seasons) == 1 else None
    if in_season is not None:  # "more beers or cocktails in summer?": each one's items in that season, not all of them
        for _, each in alternatives:
            _, found = await library.all(each)
            counts.append(sum(1 for i in found if in_seasons(i, in_season)))
    elif distinct is not None:  # "more countries with Tom than with James?": how many different ones each group has
        for _, each in alternatives:
            counts.append(len(compute(distinct, distinct.field, (await library.all(each))[1]).names))
    elif alternatives:
        for _, each in alternatives:
            counts.append(await library.items.count(collection, build_query(each, definition).filter))
    else:
        _, found = await library.all(base)
        seasons = compared["seasons"]
        alternatives = [(f"in {s}", base) for s in seasons if s in SEASONS]
        counts = [sum(1 for i in found if in_seasons(i, s)) for s in seasons]
    by_topic = compared["byTopic"]
    words = library.wording[collection]
    noun = "" if by_topic or compared["named"] else words.noun(common.category, common.type) + " "
    if distinct is not None:  # "12 countries with Tom", "5 cuisines among dinners"
        kind = f"for {words.noun(common.category, common.type)} " if common.category or common.type else ""
        noun = f"{distinct.label} among " if by_topic else f"{distinct.label} {kind}"
        by_topic = False
    where = qualifiers(common, words)
    said = f" {where}" if where else ""
    # "which country had more red ones, italy or france?": the shared filter said with each option, not after the last
    each_said = not by_topic and not compared["named"] and distinct is None and len(alternatives) > 1 and has_shared_filter(common)
    if each_said:
        said, noun = "", ""
    if in_season is not None and in_season not in said:
        said += f" in {in_season}" + ("" if common.dates else " (every year)")
    text = compared["text"]
    fewer = bool(re.search(r"\b(?:fewer|less)\b", text))
    if each_said:
        labels = with_each_option([label for label, _ in alternatives], common, words)
        alternatives = [(label, each) for label, (_, each) in zip(labels, alternatives, strict=True)]
    elif not by_topic:
        alternatives = [(noun + label, each) for label, each in alternatives]
    answer = contrast_text(alternatives, counts, said, fewer, by_topic=by_topic, text=text, lead=not compared.get("each"))
    if compared.get("byHowMuch") and not compared.get("each") and len(counts) == 2:  # "how many more hikes than bike rides?"
        answer = difference_first(answer, counts, fewer, first_asked=bool(compared["against"]))
    elif compared["against"] and len(counts) == 2:  # "did I run more often than walk?": yes or no, then the counts
        first_wins = counts[0] < counts[1] if fewer else counts[0] > counts[1]
        answer = f"{'Yes' if first_wins else 'No'}, {answer[0].lower()}{answer[1:]}"
    if compared.get(PUT_TOGETHER_KEY) and len(counts) > 2:  # "more … than in 2024 and 2025 put together": against the sum
        answer = put_together_text([label for label, _ in alternatives], counts, fewer)
    elif compared.get(BEATS_ALL_KEY) and len(counts) > 2:  # "did wine beat both": yes when it has more than each one
        beats = all(counts[0] < n if fewer else counts[0] > n for n in counts[1:])
        answer = f"{'Yes' if beats else 'No'}, {answer[0].lower()}{answer[1:]}"
        compared = {key: value for key, value in compared.items() if key != BEATS_ALL_KEY}
    if compared.get(TIE_KEY) and len(counts) > 1:  # "was it a tie?": yes when every count is the same, then the counts
        answer = f"{'Yes' if len(set(counts)) == 1 else 'No'}, {answer[0].lower()}{answer[1:]}"
        compared = {key: value for key, value in compared.items() if key != TIE_KEY}  # the next question asks no tie
    context = dialog(ctx)
    # "which one of them was the longest?" after "more flights or more trains?": of travels still
    context.request, context.shown = with_the_kind_of_the_options(common, [each for _, each in alternatives]), (0, 0)
    asks_of_what = of_nothing_named(compared, common, reading) and in_season is None and distinct is None
    if not asks_of_what and in_season is None:  # "and the year before" after "more stuff with her or with tom": everything again
        compared = counted_every_kind(compared, common)
    context.remember_comparison(compared)
    _keep(ctx, compared)
    remember_year_compared(ctx, common)  # "… that year" next: the year both options were counted in
    asked_by_what = by_what(reading.text, compared, definition) if not asks_of_what else None
    if asked_by_what is not None:  # "did i do more running or hiking?": how many, how far or how long is asked
        return Reply(text=corrections_said(reading) + asked_by_what, expects_answer=True)
    if asks_of_what:
        # "More in 2019 or 2022?" with nothing talked about: more of what is asked; "museums" next compares them
        kinds = [words.noun(c.name, None) for c in definition.categories]
        offered = f"everything, or {joined(kinds, 'or')}" if len(kinds) > 1 else "everything"
        labels = [label for label, _ in compared["options"]]
        text = f"More of what {', '.join(labels[:-1])} or {labels[-1]}: {offered}?"
        return Reply(text=corrections_said(reading) + text, expects_answer=True)
    # "and museums?" after "were there more hikes than runs in 2022?": how many museums in 2022
    ctx.memory[ASKED_KEY], ctx.memory[ASKED_TURN_KEY] = replace(common, action="count").to_dict(), turn_number(ctx)
    ctx.annotations.update({"request": base.to_dict(), "counts": {label: n for (label, _), n in zip(alternatives, counts, strict=True)}})
    return Reply(text=verdict_first(corrections_said(reading), answer) + unclear_said(reading, unknown), speech=answer)


async def both_checked(library: Library, ctx: IntentContext, reading: Reading, claims: tuple[dict[str, Any], ...]) -> Reply:
    """ "so wine won both years" after two comparisons: each claim checked, yes only when every one holds, then each
    one's counts ("Yes, in both: more wine, 26 wines and 3 beers this year (2026); more wine, 8 wines and 7 beers in
    2023."); the latest comparison is the one remembered."""
    answers = [(await compare(library, ctx, reading, [], claim)).speech or "" for claim in claims]
    holds = all(answer.startswith("Yes, ") for answer in answers)
    each = [re.sub(r"^(?:Yes|No), ", "", answer).rstrip(".") for answer in answers]
    each = [f"{said[0].lower()}{said[1:]}".replace(": ", ", ", 1) for said in each if said]
    answer = f"{'Yes, in both' if holds else 'No, not in both'}: {'; '.join(each)}."
    return Reply(text=verdict_first(corrections_said(reading), answer), speech=answer)


async def compare_measures(
    library: Library, ctx: IntentContext, reading: Reading, unknown: list[str], compared: dict[str, Any], measured: Measured
) -> Reply:
    """Each option's total or average of the field the comparative means, and which is larger; the next
    question keeps that field ("and the novels, the average?")."""
    base, common = Request.from_dict(compared["base"]), Request.from_dict(compared["common"])
    words = library.wording[base.collection]
    options = []
    for label, each in compared["options"]:
        option = Request.from_dict(each)
        options.append((label, option, (await library.all(option))[1]))
    where = qualifiers(common, words)
    definition = library.definition(base.collection)
    kinds = [words.noun(c.name, None) for c in definition.categories]
    at_what = asks_at_what(measured, compared, reading.text, definition, kinds)
    if at_what is not None:  # "is this year better than last year?": better at what is asked, the comparison kept for the answer
        context = dialog(ctx)
        context.remember_comparison({**compared, AT_WHAT_KEY: True})
        ctx.memory[COMPARED_KEY] = {"compared": {**compared, AT_WHAT_KEY: True}, "turn": turn_number(ctx)}
        return Reply(text=corrections_said(reading) + at_what, expects_answer=True)
    said = measures_compared(measured, options, definition, words, f" {where}" if where else "", compared["against"])
    context = dialog(ctx)
    kept = Aggregate(measured.op, said.field, said.field) if said.field else None
    context.request, context.shown = replace(common, aggregate=kept), (0, 0)
    context.remember_comparison(compared)
    _keep(ctx, compared)
    remember_year_compared(ctx, common)
    ctx.annotations.update({"request": base.to_dict(), "measures": said.values})
    return Reply(text=verdict_first(corrections_said(reading), said.text) + unclear_said(reading, unknown), speech=said.text)
