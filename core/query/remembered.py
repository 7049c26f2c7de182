"""What a conversation remembers for the next question: the dialog memory (the previous question, its
answer, the part shown, the item the conversation is on), and beside it what outlives a switch of
topic: the place, trip and year talked about ("there", "on that trip", "that year"), the last
aggregate ("and for runs?"), the question asked back about a word of two categories, and what the
user looked at (for the recap)."""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import asdict, replace
from datetime import datetime
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..conversation import CONTEXT_KEY
from .aggregate import Aggregate
from .back_to_subject import subject_returned_to
from .chatter import tellers
from .corrections import CORRECTS
from .dialog import DialogMemory
from .first_asked import keep_the_first
from .library import Library
from .places import Place, city_of
from .quantities import MONTH_PATH, YEAR_PATH
from .request import FOLLOW_ON, THAT_TRIP, Reading, Request
from .restate import describe
from .vocabulary import is_venue

ANSWER_MEMORY = 200  # ids of the previous answer kept for "those", "the first one"...
LOOKED_KEY = "looked"  # memory key of what the user looked at, for the recap (kept across context resets)
LOOKED_MEMORY = 20
PENDING_TOPIC_KEY = "pendingTopic"  # the question asked back about a word of two categories, for the next turn
AGGREGATE_KEY = "aggregateAsked"  # the last aggregate asked, for "and for runs?" after a new topic reset the context
PLACE_KEY = "placeTalkedAbout"  # the last place asked about, for "there" after a new topic reset the context
TRIP_KEY = "tripTalkedAbout"  # the last place asked about with its dates, for "on that trip" after a new topic reset the context
DAY_KEY = "dayTalkedAbout"  # the date of the one item found or picked last, for "that month" after a new topic reset the context
# the one item found or picked last (none after an answer of several), for "on that trip" after a new topic reset the context
PICKED_KEY = "itemPicked"
YEAR_KEY = "yearTalkedAbout"  # the last single year asked about, for "that year" after a new topic reset the context
ASKED_KEY = "lastAsked"  # the last question, for "no sorry, I meant the books" after a new topic reset the context
ASKED_TURN_KEY = "lastAskedTurn"  # the turn of ASKED_KEY, for "and restaurants?" after the museums of Paris (a new topic)
CLAIM_TOLD_KEY = "claimTold"  # a claim told before a question ("Priya swore …"), with its turn, for "was she right?" next
HISTORY_KEY = "askedBefore"  # the last questions and their turns, for "back to the runs" two or more turns later
HISTORY_MEMORY = 8
# the people checked about the one item in focus ("Elenna was with me in that one?"), for "without her" after it
CHECKED_KEY = "peopleChecked"
COMPARED_KEY = "lastCompared"  # the last comparison and its turn, for "and museums?" after "more meals in spring or autumn?"


def dialog(ctx: IntentContext) -> DialogMemory:
    """The conversation's dialog memory (forgotten with its short-term memory)."""
    return DialogMemory(ctx.memory.setdefault(CONTEXT_KEY, {}))


def prior(ctx: IntentContext) -> tuple[Request | None, tuple[str, ...] | None]:
    """The previous question, and the ids of its answer when they are all remembered."""
    context = dialog(ctx)
    return context.request, context.answer if context.complete else None


def asked_last(ctx: IntentContext) -> Request | None:
    """The question asked the turn before, kept also when a new kind reset the context; None when there was none."""
    history = ctx.memory.get(HISTORY_KEY)
    last = history[-1] if isinstance(history, list) and history else None
    if not isinstance(last, dict) or last.get("turn") != turn_number(ctx) - 1 or not isinstance(last.get("request"), dict):
        return None
    return Request.from_dict(last["request"])


def with_people_checked(ctx: IntentContext, prior: Request | None) -> Request | None:
    """ "Were any of them with Mary?", then "the ones she wasn't at": a yes/no question leaves the previous
    question in place, but the people it checked, the turn just before, are the ones talked about."""
    asked = ctx.memory.get(ASKED_KEY)
    if prior is None or prior.people or not isinstance(asked, dict) or ctx.memory.get(ASKED_TURN_KEY, -2) + 1 != turn_number(ctx):
        return prior
    checked = Request.from_dict(asked)
    return replace(prior, people=checked.people) if checked.action == "verify" and checked.people else prior


def people_named(ctx: IntentContext) -> list[str]:
    """The people the conversation's last questions named, in order (kept also when a new kind reset the context)."""
    history = ctx.memory.get(HISTORY_KEY)
    asked = [Request.from_dict(h["request"]) for h in history if isinstance(h, dict)] if isinstance(history, list) else []
    checked = ctx.memory.get(CHECKED_KEY)
    recent = isinstance(checked, dict) and 0 < turn_number(ctx) - int(checked.get("turn", -9)) <= 2
    also = [str(n) for n in checked.get("names") or []] if isinstance(checked, dict) and recent else []  # "was Elena with me …": her
    return list(dict.fromkeys([*(n for request in asked for p in request.people for n in p.names), *also]))


def remember_checked(ctx: IntentContext, names: list[str]) -> None:
    """ "Elenna was with me in that one?" about the item in focus: Elena is talked about ("and how many of the hikes were
    without her?" next, or the turn after), though no question over many items named her."""
    if names:
        ctx.memory[CHECKED_KEY] = {"names": list(dict.fromkeys(names)), "turn": turn_number(ctx)}


def people_named_last(ctx: IntentContext) -> list[str]:
    """The people the question just before named that the one before it had not ("which of those was Priya on too?"
    after the walks with Kenji: Priya)."""
    history = ctx.memory.get(HISTORY_KEY)
    asked = [h for h in history if isinstance(h, dict)] if isinstance(history, list) else []
    if not asked or asked[-1].get("turn", -2) + 1 != turn_number(ctx):
        return []
    names = [[n for p in Request.from_dict(h["request"]).people for n in p.names] for h in asked[-2:]]
    return [n for n in dict.fromkeys(names[-1]) if len(names) < 2 or n not in names[0]]


def people_told_of(ctx: IntentContext, named: Callable[[str], list[str]]) -> list[str]:
    """The people the user's earlier messages told of as saying or claiming something (`named`: the people a text
    names, as the collection spells them), in order: "my cousin Roberto insists he was with me …" tells of Roberto,
    though no question asked about him."""
    said = (str(entry.get("user") or "") for entry in ctx.recent)
    return list(dict.fromkeys(n for text in said for teller in tellers(text) for n in named(teller)))


def people_said(ctx: IntentContext, named: Callable[[str], list[str]]) -> list[str]:
    """The people the user's earlier messages named anywhere, in order: "Luca is coming over for dinner …, so which red
    wines …?" tells of Luca though the question asked of no company ("which of those did I drink with him?" next: Luca)."""
    said = (str(entry.get("user") or "") for entry in ctx.recent)
    return list(dict.fromkeys(n for text in said for n in named(text)))


def turn_number(ctx: IntentContext) -> int:
    """How many turns came before this one (the number of the last one kept)."""
    return int(ctx.recent[-1].get("n", len(ctx.recent))) if ctx.recent else 0


def remember(library: Library, ctx: IntentContext, request: Request, found: list[dict[str, Any]], count: int, shown: int = 0) -> None:
    """The answer in dialog memory: its request, its ids, the part shown; and what was looked at, for the recap."""
    context = dialog(ctx)
    context.request = request
    context.answer = [str(i["_id"]) for i in found][:ANSWER_MEMORY]
    context.complete = count <= ANSWER_MEMORY  # "those" can use the ids only when they are all here
    context.selected = str(found[0]["_id"]) if len(found) == 1 else None
    context.shown = (0, shown)
    city = city_of(found[0]) if len(found) == 1 and (request.place is None or request.superlative is not None) else None
    if request.place is not None or city is not None:  # "there": the place asked about, or the city of the one item picked
        ctx.memory[PLACE_KEY] = asdict(city) if city is not None else request.to_dict()["place"]
        if request.place is not None and request.dates is not None:
            ctx.memory[TRIP_KEY] = Request(request.collection, place=request.place, dates=request.dates).to_dict()
        else:
            ctx.memory.pop(TRIP_KEY, None)
    if request.dates is not None and request.dates.single_year() is not None:
        ctx.memory[YEAR_KEY] = request.dates.single_year()
    elif len(found) == 1 and isinstance(found[0].get("itemDate"), datetime):  # "that year": of the one item found, as "there"
        ctx.memory[YEAR_KEY] = found[0]["itemDate"].year
    if len(found) == 1 and isinstance(found[0].get("itemDate"), datetime):
        ctx.memory[DAY_KEY] = found[0]["itemDate"].isoformat()
    if len(found) == 1:
        ctx.memory[PICKED_KEY] = str(found[0]["_id"])
    else:
        ctx.memory.pop(PICKED_KEY, None)
    ctx.memory[ASKED_KEY] = request.to_dict()
    ctx.memory[ASKED_TURN_KEY] = turn_number(ctx)
    keep_the_first(ctx.memory, request)  # "take me back to the first thing I asked about"
    history: list[dict[str, Any]] = ctx.memory.setdefault(HISTORY_KEY, [])
    history.append({"turn": turn_number(ctx), "request": request.to_dict()})
    del history[:-HISTORY_MEMORY]
    looked: list[str] = ctx.memory.setdefault(LOOKED_KEY, [])
    said = describe(request, library.wording[request.collection])
    if not looked or looked[-1] != said:
        looked.append(said)
    del looked[:-LOOKED_MEMORY]


def remember_year_compared(ctx: IntentContext, common: Request) -> None:
    """ "were most of the french meals that year in paris" after "and 2022?" (more French or Italian food then): the one
    year every option of a comparison shares is the year talked about, as the year of a question is."""
    year = common.dates.single_year() if common.dates is not None else None
    if year is not None:
        ctx.memory[YEAR_KEY] = year


def remember_month_found(ctx: IntentContext, request: Request, path: str, names: tuple[str, ...]) -> None:
    """ "Meals that month." after "busiest month in 2025? January": the one month the answer named, of the one year it
    was asked of, is the month talked about (as the day of an item found is)."""
    year = request.dates.single_year() if request.dates is not None else None
    months = [m for m in range(1, 13) if calendar.month_name[m] in names]
    if path == MONTH_PATH and year is not None and len(names) == 1 and len(months) == 1:
        ctx.memory[DAY_KEY] = datetime(year, months[0], 1).isoformat()


def remember_year_found(ctx: IntentContext, asked: Aggregate, names: tuple[str, ...]) -> None:
    """ "where did I go that year?" after "which year did I travel the most? 2019": the one year the answer named is
    the year talked about (a tie names no one year, and "that year" is then asked back)."""
    if asked.op == "mode" and asked.field == YEAR_PATH and len(names) == 1 and names[0].isdigit():
        ctx.memory[YEAR_KEY] = int(names[0])


def there_is_the_venue(
    reading: Reading, prior: Request | None, definition: CollectionDefinition, talked: tuple[str, str] | None = None
) -> bool:
    """Whether "there" means the venue the previous question named, with no place of its own: "how many times was I
    there?" after "did I ever go back to Casa Yuki?" counts the meals at Casa Yuki, not everything in its city. `talked`:
    a field and value answered as where one was the most ("Bar Pierre" after "which bar did I have the most cocktails
    at?"), a venue too while the question keeps it."""
    if not reading.refers_to_place or reading.places or prior is None or prior.place is not None:
        return False
    venues = {f.name for f in definition.fields_of(None) if is_venue(f)}
    return any((v.field in venues or (v.field, v.value) == talked) and not v.negated for v in prior.values)


def place_talked_about(ctx: IntentContext, collection: str, reading: Reading, prior: Request | None) -> Request | None:
    """ "meals there" after "wines in Lyon" and a switch of topic: the place talked about last (with its
    dates for "on that trip"); otherwise `prior`, the previous question."""
    if not (reading.refers_to_place and not reading.places and (prior is None or prior.place is None) and ctx.memory.get(PLACE_KEY)):
        return prior
    if THAT_TRIP.search(reading.text) and isinstance(ctx.memory.get(TRIP_KEY), dict):
        return Request.from_dict(ctx.memory[TRIP_KEY])  # "dinners on that trip" after the museums of Japan in 2023
    return Request(collection, place=Place.from_dict(ctx.memory[PLACE_KEY]))


def corrected(ctx: IntentContext, collection: str, reading: Reading, prior: Request | None) -> Request | None:
    """ "no sorry, I meant the books" after the museums of last year: the question before (also when naming
    another kind reset the context), to be asked again about what is said instead; otherwise `prior`."""
    if prior is not None or not CORRECTS.search(reading.text) or not isinstance(ctx.memory.get(ASKED_KEY), dict):
        return prior
    asked = Request.from_dict(ctx.memory[ASKED_KEY])
    return asked if asked.collection == collection else None


def gone_back_to(ctx: IntentContext, collection: str, reading: Reading, prior: Request | None) -> Request | None:
    """ "ok back to the runs. which one was the longest?" after the beers of Japan, "ok back to the french reds from
    before" after a detour to hikes: the last question about the subject named (its kind, place, values), with its
    time, place and people (see back_to_subject.py); otherwise `prior`."""
    returned = subject_returned_to(reading, ctx.memory.get(HISTORY_KEY), collection)
    return returned if returned is not None else prior


def continued(ctx: IntentContext, collection: str, reading: Reading, prior: Request | None) -> Request | None:
    """ "and restaurants?" after "how many museums have I visited in Paris?": naming another kind reset the
    context, but a follow-on ("and …?", "what about …?") said right after a question of how many or of yes or
    no asks it again of that kind (the restaurants of Paris); otherwise `prior`."""
    if prior is not None or not FOLLOW_ON.search(reading.text) or not isinstance(ctx.memory.get(ASKED_KEY), dict):
        return prior
    if ctx.memory.get(ASKED_TURN_KEY, -2) + 1 != turn_number(ctx):
        return prior
    asked = Request.from_dict(ctx.memory[ASKED_KEY])
    if asked.collection != collection or asked.action not in ("count", "verify") or asked.aggregate is not None:
        return None  # after a listing ("show me wines from Italy"), "what about books?" browses anew; an aggregate is asked again
    # what the question was about is replaced by the kind said; where, when and with whom it was are kept
    return Request(collection, asked.action, place=asked.place, dates=asked.dates, people=asked.people)


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def last_sentence(text: str) -> str:
    """The text's last sentence ("and museums?" of "ha, told her. and museums?"), the whole text when it has one."""
    return _SENTENCE_END.split(text.strip())[-1]


def compared_before(ctx: IntentContext, reading: Reading, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """ "and museums?" after "do I eat out more in spring or in autumn?": the comparison of the turn just
    before, also when naming another kind reset the context; otherwise `compared`."""
    kept = ctx.memory.get(COMPARED_KEY)
    # ("Ha, told her. And musems?": a remark in a sentence of its own, then the follow-on)
    if compared is not None or not FOLLOW_ON.search(last_sentence(reading.text)) or not isinstance(kept, dict):
        return compared
    return kept["compared"] if kept.get("turn", -2) + 1 == turn_number(ctx) else None


def compared_lately(ctx: IntentContext, turns: int = 2) -> dict[str, Any] | None:
    """The comparison answered in one of the last `turns` turns ("And in 2014, which one was more?" after a verdict on it)."""
    kept = ctx.memory.get(COMPARED_KEY)
    if not isinstance(kept, dict) or not isinstance(kept.get("compared"), dict):
        return None
    return kept["compared"] if 0 < turn_number(ctx) - kept.get("turn", -turns - 1) <= turns else None


async def year_of_selected(library: Library, ctx: IntentContext, collection: str, reading: Reading) -> int | None:
    """The year of the item the previous answer settled on, when the question says "that year"."""
    chosen = dialog(ctx).selected
    if not any(d.year_offset is not None for d in reading.dates):
        return None
    if not chosen:  # "and the history books from that year?" after the museums of 2022, the topic switched
        year = ctx.memory.get(YEAR_KEY)
        return year if isinstance(year, int) else None
    item = await library.one(collection, chosen)
    return item["itemDate"].year if item else None


async def there_of_selected(
    library: Library, ctx: IntentContext, collection: str, reading: Reading, prior: Request | None
) -> Request | None:
    """The prior request in the city of the item the previous answer picked, when "there" means it (not
    after "what about Australia?" found one trip: there is Australia)."""
    chosen = dialog(ctx).selected
    if not (chosen and prior is not None and reading.refers_to_place and not reading.places):
        return prior
    if prior.place is not None and prior.superlative is None and prior.within != (chosen,):
        return prior
    if prior.place is not None and prior.superlative is not None and reading.superlatives:
        return prior  # "and the most recent trip there?" after the first trip to Japan: Japan, not the first one's city
    item = await library.one(collection, chosen)
    city = city_of(item) if item else None
    return replace(prior, place=city) if city is not None else prior
