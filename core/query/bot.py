"""The personal-collection assistant: a bot whose model is generated from a collection definition
and whose handlers answer with the query engine (recognizers → request → MongoDB query → answer).

Dialog memory (after Dialog-to-Action) lives in the conversation's `memory["context"]`, read and
written through the typed view of dialog.py: the prior request, the ids of the previous answer, the part
of it shown ("more", "previous" and "show all" page through it) and the selected item. It is forgotten
with the STM; what the user looked at (for the recap) is kept for the whole conversation under
`memory["looked"]`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from datetime import datetime
from typing import Any

from ..bot import Bot, IntentContext
from ..collection.definition import CollectionDefinition
from ..collection.store import ItemStore
from ..conversation import CONTEXT_KEY
from ..jsonable import jsonable
from ..recognizer import Recognizer, tokenize
from ..turn import Reply, SuggestedAction
from .aggregate import Aggregate, Measured
from .ambiguity import Ambiguity, AmbiguousWords
from .answers import (
    aggregate_text,
    became,
    contrast_text,
    corrections_said,
    item_view,
    map_point,
    measures_compared,
    plainly,
    verdict_first,
    verdict_text,
)
from .aspects import WITH_ME, Aspect, answer_aspect, asked_aspect
from .assistant_model import ENGINE_WORDS, QUIET_WORDS, query_model
from .contrasts import contrast_of, season_talked_about
from .dialog import DialogMemory
from .focus import (
    as_yes_or_no,
    asks_any_of_those,
    aspect_of_pick,
    names_focus_again,
    points_at_one,
    refers_to_focus,
    understood_now,
)
from .meanings import Encoder
from .mongo import MongoQuery, build_query, sort_path, ties
from .paging import DEFAULT_PAGING, LIST_LIMIT, PAGE_WORDS, PAGING, Paging
from .places import Place, PlaceName, city_of, nothing_from
from .quantities import (
    OP_WORDS,
    SEASONS,
    aggregate_again,
    compute,
    in_seasons,
    measures_again,
    named_number_fields,
    resolve_fields,
    restates_topic,
)
from .reader import QueryReader
from .request import CONTINUES, FOLLOW_ON, THAT_TRIP, THOSE, Reading, Request, build_request, names_a_compared_option, year_talked_about
from .restate import Wording, describe, joined, page_hint, page_note, phrase, qualifiers, speak, summarize
from .spelling import Speller

log = logging.getLogger("parley.query")

AGGREGATE_LIMIT = 100_000  # items an aggregate is computed over
ANSWER_MEMORY = 200  # ids of the previous answer kept for "those", "the first one"...
LOOKED_KEY = "looked"  # memory key of what the user looked at, for the recap (kept across context resets)
LOOKED_MEMORY = 20
NEARBY_KM = 25.0


def _unresolved_reference(request: Request, reading: Reading, year: int | None) -> tuple[str, bool]:
    """What "there" or "that year" would mean when nothing talked about says it: the question to ask
    back (empty when both are known), and whether only the place is asked."""
    there = reading.refers_to_place and not reading.places and request.place is None
    that_year = year is None and any(d.year_offset == 0 for d in reading.dates)
    if there and that_year:
        return (
            "I can't tell which place “there” and which year “that year” mean: we haven't talked about one yet. Which place and year?",
            False,
        )
    if there:
        return "I can't tell which place “there” means: we haven't talked about one yet. Which place do you mean?", True
    if that_year:
        return "I can't tell which year “that year” means: we haven't talked about one yet. Which year do you mean?", False
    return "", False


def _turn_number(ctx: IntentContext) -> int:
    """How many turns came before this one (the number of the last one kept)."""
    return int(ctx.recent[-1].get("n", len(ctx.recent))) if ctx.recent else 0


COUNTED = re.compile(r"\b(?:items?|things?|entries|everything|all|anything|stuff)\b")


def _counts_nothing_named(request: Request, reading: Reading) -> bool:
    """ "How many did I have last year?": a count that names nothing to count, asked afresh."""
    return (
        request.category is None
        and request.place is None
        and request.within is None
        and not (request.values or request.texts or request.people or request.comparisons or request.not_categories)
        and not COUNTED.search(reading.text)
    )


def _paging(ctx: IntentContext) -> Paging:
    return PAGING.get(ctx.turn.channel, DEFAULT_PAGING)


@dataclass(frozen=True)
class Shelf:
    """One collection as the assistant knows it: its definition and a reader built from its words."""

    definition: CollectionDefinition
    reader: QueryReader
    item_count: int = 0


ACTIVE_KEY = "collection"  # memory key of the conversation's active collection (kept across context resets)
PENDING_TOPIC_KEY = "pendingTopic"  # the question asked back about a word of two categories, for the next turn
AGGREGATE_KEY = "aggregateAsked"  # the last aggregate asked, for "and for runs?" after a new topic reset the context
PLACE_KEY = "placeTalkedAbout"  # the last place asked about, for "there" after a new topic reset the context
TRIP_KEY = "tripTalkedAbout"  # the last place asked about with its dates, for "on that trip" after a new topic reset the context
YEAR_KEY = "yearTalkedAbout"  # the last single year asked about, for "that year" after a new topic reset the context


class QueryBot:
    """Wires the query engine into a Bot for a store of collections; each conversation has an
    active collection (the first one until the user switches)."""

    def __init__(self, items: ItemStore, shelves: list[Shelf]) -> None:
        if not shelves:
            raise LookupError("there is no collection to answer questions about")
        self.items = items
        self.shelves = {shelf.definition.name: shelf for shelf in shelves}
        self.default = shelves[0].definition.name
        self.wording = {name: Wording.of(shelf.definition) for name, shelf in self.shelves.items()}
        self.ambiguous = {name: AmbiguousWords(shelf.definition) for name, shelf in self.shelves.items()}
        self.bot = Bot(query_model([shelf.definition for shelf in shelves]))
        # intents are matched on corrected words too ("shwo me hieks"), with the same rules as the readers
        known = [*ENGINE_WORDS, *(w for shelf in shelves for w in shelf.reader.speller.known)]
        intent_words = Speller([(w, w) for e in self.bot.model.entities for p in e.synonyms for w in tokenize(p)], known)
        self.bot.engine.recognizer = Recognizer(self.bot.model, speller=lambda word: became(intent_words.correct(word)))
        for intent in ("find", "count", "list", "map"):
            self.bot.handler(intent)(self._query_handler(intent))
        self.bot.handler("sort")(self._query_handler("find"))  # "sort them by rating": the same items, reordered
        self.bot.handler("select")(self.select)
        self.bot.handler("detail")(self.detail)
        self.bot.handler("related")(self.related)
        self.bot.handler("page")(self.page)
        self.bot.handler("collections")(self.collections)
        self.bot.handler("recap")(self.recap)
        self.bot.handler("help")(self.help)
        self.bot.check()

    @classmethod
    async def create(cls, items: ItemStore, first: str, world: list[PlaceName], encoder: Encoder | None = None) -> QueryBot:
        """The assistant over every stored collection; conversations start with `first`; `encoder` (a
        sentence encoder) lets words outside a collection's vocabulary be read as its nearest meaning."""
        infos = await items.collections()
        names = [c.name for c in infos]
        if first not in names:
            raise LookupError(f"collection {first!r} does not exist (stored: {', '.join(names) or 'none'})")
        shelves = []
        for info in sorted(infos, key=lambda c: c.name != first):
            definition = await items.definition(info.name)
            if definition is None:
                continue
            text_fields = sorted(
                {f.name for f in definition.fields_of(None) if f.type == "text" and not f.values and f.path.startswith("fields.")}
            )
            words = await items.words(info.name, text_fields)
            reader = QueryReader(definition, words.people, words.places, words.values, world, known_words=ENGINE_WORDS, encoder=encoder)
            shelves.append(Shelf(definition, reader, info.item_count))
        return cls(items, shelves)

    def _shelf(self, ctx: IntentContext) -> Shelf:
        return self.shelves.get(ctx.memory.get(ACTIVE_KEY, self.default)) or self.shelves[self.default]

    # --- dialog memory ---------------------------------------------------------------------------
    @staticmethod
    def _context(ctx: IntentContext) -> DialogMemory:
        return DialogMemory(ctx.memory.setdefault(CONTEXT_KEY, {}))

    def _prior(self, ctx: IntentContext) -> tuple[Request | None, tuple[str, ...] | None]:
        context = self._context(ctx)
        return context.request, context.answer if context.complete else None

    # --- finding, counting, listing, mapping -------------------------------------------------------
    def _query_handler(self, action: str) -> Callable[[IntentContext], Any]:
        async def handle(ctx: IntentContext) -> Reply:
            return await self.query(ctx, action)

        return handle

    async def query(self, ctx: IntentContext, action: str) -> Reply:
        shelf = self._shelf(ctx)
        collection = shelf.definition.name
        reading, needs_location = shelf.reader.read(ctx.turn.text, ctx.now, ctx.turn.location)
        if reading.corrections:  # the debug view shows every word read as another, with its score
            ctx.annotations["corrections"] = [c.to_dict() for c in reading.corrections]
        prior, answer = self._prior(ctx)
        context = self._context(ctx)
        if PAGE_WORDS.match(plainly(ctx.turn.text)) and context.shown is not None:  # "show them all", "more" read as a question
            return await self.page(ctx)
        unknown = [w for w in reading.unknown_words if w not in QUIET_WORDS and not w.isdigit()]
        nearby = context.take_where()
        narrows = reading.comparisons or reading.dates or reading.people or reading.values or reading.texts or reading.superlatives
        if nearby is not None and not narrows:  # the answer to "which city are you in?"
            place = self._answered_place(shelf, ctx.turn.text, reading)
            if place is not None:
                return await self._answer(ctx, replace(nearby, place=place), reading, [])
        elif nearby is not None:  # "lunches in Oakland rated 4", "I'm in Lisbon, the ones rated 5": the question asked back, narrowed
            prior = replace(nearby, place=None)
        asked = context.take_which_field()
        named = named_number_fields(ctx.turn.text, shelf.definition) if asked is not None else ()
        topic = next((rs[0] for rs in reading.topics if not rs[0].negated), None)
        if asked is not None and (named or (topic is not None and not asked.category)):
            # the answer to "Total of what: distance or duration?", or to "The longest by what?" naming a kind ("trips")
            kinds = [rs[0] for rs in reading.topics if not rs[0].negated]
            # "the hikes, by km": that kind by that field ("the walks and runs, by distance" keeps what was asked)
            pending = asked if topic is None or (named and len(kinds) > 1) else replace(asked, category=topic.category, type=topic.type)
            chosen = resolve_fields(pending, shelf.definition, named)
            if isinstance(chosen, Request):
                if chosen.aggregate is not None:
                    return await self._aggregate(ctx, chosen, reading, [])
                return await self._answer(ctx, chosen, reading, [])
        talked_about = prior.category if prior is not None else None
        clarified = self._clarified(ctx.memory.pop(PENDING_TOPIC_KEY, None), reading, _turn_number(ctx))
        if clarified is not None:  # the answer to "Do you mean history books or history museums?"
            return await self._answer(ctx, clarified, reading, [])
        if reading.selections and answer:
            return await self.select(ctx)
        about = await self._about_selected(ctx, reading)
        if about is not None:
            return about
        if needs_location:
            context.ask_where(build_request(reading, action, collection, prior, answer))
            return Reply(text="To look nearby I need to know where you are. Which city are you in?", expects_answer=True)
        reading = as_yes_or_no(reading, bool(answer))  # "any of those rated 5?", "It was rated 5?", "… or not?"
        unknown = [w for w in unknown if w in reading.unknown_words]  # the "not" of "… or not?"
        shape = reading.shape
        understood = (
            reading.has_constraints
            or shape.verify
            or shape.contrast
            or shape.aggregate is not None
            or (shape.most and prior is not None and prior.aggregate is not None)
            or (bool(shape.field_words) and prior is not None and prior.aggregate is not None)
            or reading.sorts
            or reading.superlatives
            or action != "find"
            or (reading.refers_to_place and prior is not None and prior.place is not None)
        )
        if reading.unknown_names:  # answering without the name would answer about everything
            return self._unknown_names(ctx, reading)
        if not understood:  # nothing to look for: say so plainly instead of guessing
            said = "; ".join(reading.problems) + "." if reading.problems else ""
            words = f" I didn't understand “{' '.join(unknown)}”." if unknown else ""
            return Reply(
                text=f"{said}{words} Try “Show me wines from France” or “What about red ones?”.".strip(),
                kind="fallback",
                expects_answer=True,
            )
        if reading.unattached_negations:  # answering without the negation would answer the opposite
            return self._unattached_negation(ctx, reading)
        year = await self._year_of_selected(ctx, collection, reading)
        prior = await self._there_of_selected(ctx, collection, reading, prior)
        if reading.refers_to_place and not reading.places and (prior is None or prior.place is None) and ctx.memory.get(PLACE_KEY):
            prior = Request(collection, place=Place.from_dict(ctx.memory[PLACE_KEY]))  # "meals there" after "wines in Lyon"
            if THAT_TRIP.search(reading.text) and isinstance(ctx.memory.get(TRIP_KEY), dict):
                prior = Request.from_dict(ctx.memory[TRIP_KEY])  # "dinners on that trip" after the museums of Japan in 2023
        compared = context.take_comparison()
        if shape.measured is not None and not shape.contrast and compared is not None and not reading.has_constraints:
            # "which did I rate higher on average?" after "more beers or cocktails?": the same groups, by that field
            return await self._compare(ctx, reading, unknown, {**compared, "measure": asdict(shape.measured), "against": False})
        if shape.contrast:
            place_asked = (
                prior if reading.refers_to_place and not reading.places and prior is not None and prior.place is not None else None
            )
            return await self._contrast(ctx, reading, collection, unknown, year_talked_about(prior, year), place_asked, prior)
        if (
            compared is not None
            and CONTINUES.search(reading.text)
            and reading.has_constraints
            and not (reading.topics and compared["byTopic"])
            and not reading.superlatives  # "and which of the Spanish ones did I like most?" picks one of an option
        ):
            # "And in Spain?", "and walks?" after "more X or Y?"
            return await self._contrast_again(ctx, reading, collection, unknown, compared)
        if shape.verify:
            # a yes/no question starts afresh unless it refers to the previous answer or to one item
            refers = (bool(THOSE.search(reading.text)) or asks_any_of_those(reading)) and answer is not None
            there = reading.refers_to_place and not reading.places and prior is not None and prior.place is not None
            joined = bool(reading.people) and not (reading.topics or reading.dates or reading.places) and WITH_ME.search(reading.text)
            prior = prior if refers or there or joined else None  # "did I ever go there with Mary?", "was Sofia with me?" keep the place
            request = build_request(reading, "verify", collection, prior, answer if refers else None, year)
            selected = self._context(ctx).selected or (answer[0] if answer and len(answer) == 1 else None)
            if (
                shape.refers_to_one or points_at_one(reading.text)
            ) and selected:  # "was it a novel?" keeps the kind asked about; "was that one rated 5?" has none
                kept = {"category": request.category, "type": request.type} if reading.topics else {"category": None, "type": None}
                request = replace(request, within=(selected,), **kept)
        else:
            if (
                shape.aggregate is not None
                and not FOLLOW_ON.search(reading.text)
                and not THOSE.search(reading.text)
                and reading.has_constraints
                and not restates_topic(reading, prior)
                and not names_a_compared_option(reading, compared)
            ):
                # "which city did I visit most often in Spain?" is a question of its own; "the average?" is about the last answer;
                # "how far did I walk there?" keeps only the place
                prior = Request(collection, place=prior.place) if reading.refers_to_place and prior is not None and prior.place else None
            request = build_request(reading, action, collection, prior, answer, year)
        aggregate = shape.aggregate
        if aggregate is None and shape.most and prior is not None and prior.aggregate is not None and prior.aggregate.op == "distinct":
            # "in how many cities …?" then "which of them did I visit most often?": the most frequent of those
            label = prior.aggregate.label
            singular = label[:-3] + "y" if label.endswith("ies") else label.removesuffix("s")
            aggregate = Aggregate("mode", prior.aggregate.field, singular)
            request = replace(request, within=prior.within, category=prior.category, type=prior.type)
            unknown = [w for w in unknown if w not in ("most", "the")]
        if aggregate is None and prior is None and FOLLOW_ON.search(reading.text):  # "and for runs?" after a new topic reset the context
            aggregate = aggregate_again(ctx.memory.get(AGGREGATE_KEY), _turn_number(ctx), shelf.definition, request.category)
        if aggregate is None and shape.field_words and prior is not None and prior.aggregate and prior.aggregate.op in OP_WORDS:
            aggregate = Aggregate(prior.aggregate.op, "")  # "and the climbing?" after the total distance: the total elevation
        if aggregate is not None:
            request = replace(request, action="find", aggregate=aggregate, superlative=None, limit=0, sort=None)
        elif action in ("count", "list", "map") and request.aggregate is not None:
            request = replace(request, aggregate=None)
        if request == Request(collection, request.action):
            return Reply(text="What should I look for? Try “Show me wines from France”.", kind="fallback", expects_answer=True)
        unresolved, place_only = _unresolved_reference(request, reading, year_talked_about(prior, year))
        if unresolved:  # "museums there" with no place talked about: asked, not answered for every place
            if place_only and request.aggregate is None:
                context.ask_where(request)  # the place said next answers it: "Lisbon"
            return Reply(text=corrections_said(reading) + unresolved, kind="fallback", expects_answer=True)
        ambiguity = self.ambiguous[collection].find(reading.text, talked_about)
        if ambiguity is not None and request.category in {c for c, _ in ambiguity.readings}:
            return self._ask_which(ctx, request, reading, ambiguity)
        if request.action == "count" and _counts_nothing_named(request, reading):  # "how many did I have last year?"
            return self._ask_which(ctx, request, reading, None)
        if (
            request.aggregate is not None
            and request.aggregate.op in OP_WORDS
            and not request.aggregate.field
            and not shape.field_words
            and prior is not None
            and prior.aggregate is not None
            and prior.aggregate.op in OP_WORDS
            and measures_again(prior.aggregate.field, request.aggregate.op, shelf.definition, request.category)
        ):  # "the total of pages", then "and the average?": of the field just used
            request = replace(request, aggregate=replace(request.aggregate, field=prior.aggregate.field, label=prior.aggregate.label))
        resolved = resolve_fields(request, shelf.definition, shape.field_words)
        if isinstance(resolved, str):  # which field is meant cannot be told: ask rather than guess
            context.ask_which_field(request)
            return Reply(text=corrections_said(reading) + resolved, expects_answer=True)
        if resolved.aggregate is not None:
            return await self._aggregate(ctx, resolved, reading, unknown)
        reply = await self._answer(ctx, resolved, reading, unknown)
        return await self._about_pick(ctx, reply, resolved, reading) if resolved.superlative is not None else reply

    async def _about_pick(self, ctx: IntentContext, reply: Reply, request: Request, reading: Reading) -> Reply:
        """ "who wrote the longer one of the two?": the pick, then what was asked of it."""
        chosen, definition = self._context(ctx).selected, self.shelves[request.collection].definition
        found = await self.items.find(request.collection, {"_id": chosen}, (), 1) if chosen and request.superlative else []
        aspect = aspect_of_pick(reading.text, definition, found[0], request.superlative.field) if found and request.superlative else None
        if aspect is None:
            return reply
        return replace(reply, text=f"{understood_now(reply.text, definition, aspect)} {answer_aspect(found[0], aspect, definition)}")

    def _ask_which(self, ctx: IntentContext, request: Request, reading: Reading, ambiguity: Ambiguity | None) -> Reply:
        """ "Do you mean history books or history museums?", or "How many of what: drinks, books, …?" when nothing
        counted is named — the question is kept, to be completed by the answer."""
        words = self.wording[request.collection]
        if ambiguity is None:
            ctx.memory[PENDING_TOPIC_KEY] = {"request": request.to_dict(), "readings": [], "turn": _turn_number(ctx)}
            categories = [words.noun(c.name, None) for c in self.shelves[request.collection].definition.categories]
            listed = ", ".join(categories[:-1]) + " or " + categories[-1] if len(categories) > 1 else "".join(categories)
            said = qualifiers(request, words)
            return Reply(text=f"{corrections_said(reading)}How many of what{' ' + said if said else ''}: {listed}?", expects_answer=True)
        # kept beside the dialog context: naming the other category ("the books") switches the topic, which forgets that context
        ctx.memory[PENDING_TOPIC_KEY] = {
            "request": request.to_dict(),
            "readings": [list(r) for r in ambiguity.readings],
            "turn": _turn_number(ctx),
        }
        options = " or ".join(f"{ambiguity.word} {words.noun(category, None)}" for category, _ in ambiguity.readings)
        ctx.annotations["clarify"] = {"word": ambiguity.word, "readings": [list(r) for r in ambiguity.readings]}
        return Reply(text=f"{corrections_said(reading)}Do you mean {options}?", expects_answer=True)

    @staticmethod
    def _clarified(pending: dict[str, Any] | None, reading: Reading, turn: int) -> Request | None:
        """The kept question with the reading the user chose ("the museums", "books") in the very next turn, or None."""
        if pending is None or pending.get("turn", -2) + 1 != turn:
            return None
        said = {t.category for readings in reading.topics for t in readings if not t.negated}
        if not pending["readings"]:  # "How many of what?": any kind of thing the answer names ("Cocktails.")
            topic = next((readings[0] for readings in reading.topics if not readings[0].negated), None)
            pending["readings"] = [(topic.category, topic.type)] if topic is not None else []
        chosen = [(category, kind) for category, kind in pending["readings"] if category in said]
        if len(chosen) != 1:
            return None
        category, kind = chosen[0]
        request = Request.from_dict(pending["request"])
        return replace(request, category=category, type=kind, values=tuple(v for v in request.values if category in v.categories))

    def _unattached_negation(self, ctx: IntentContext, reading: Reading) -> Reply:
        cues = " and ".join(f"“{c}”" for c in dict.fromkeys(reading.unattached_negations))
        ctx.annotations["unattachedNegations"] = list(reading.unattached_negations)
        return Reply(
            text=f"{corrections_said(reading)}I couldn't tell what {cues} leaves out, so I haven't answered rather than answer the opposite. "
            "Say what to leave out right after it, e.g. “hikes not with Roberto”, “wines excluding France” or “books except novels”.",
            kind="fallback",
            expects_answer=True,
        )

    def _unknown_names(self, ctx: IntentContext, reading: Reading) -> Reply:
        said = " and ".join(f"“{n.cue} {n.name}”" for n in dict.fromkeys(reading.unknown_names))
        names = " or ".join(f"“{n.name}”" for n in dict.fromkeys(reading.unknown_names))
        ctx.annotations["unknownNames"] = [n.name for n in reading.unknown_names]
        return Reply(
            text=f"{corrections_said(reading)}I didn't understand {said}: no person, place or name in your collection matches {names}, "
            "so I haven't answered rather than leave it out. Is it spelt as in your items?",
            kind="fallback",
            expects_answer=True,
        )

    def _answered_place(self, shelf: Shelf, text: str, reading: Reading) -> Place | None:
        """A place the user named ("San Francisco", "I'm in Kyoto"), as the centre of "nearby"."""
        place: Place | None = reading.places[-1] if reading.places else None
        if place is None:
            name = re.sub(r"^(?:i'?m|i am|we'?re|we are)?\s*(?:in|at|near)?\s*", "", text.strip(" .!?").lower())
            found = shelf.reader.places.gazetteer.lookup(name)
            if found is None:
                return None
            place = Place(found.display or found.name, found.kind, found.country_code, found.lat, found.lon)
        if place.lat is None or place.lon is None:
            return place  # a country or region: within it
        return Place(place.name, "city", place.country_code, place.lat, place.lon, radius_km=NEARBY_KM)

    async def _answer(self, ctx: IntentContext, request: Request, reading: Reading, unknown: list[str]) -> Reply:
        action = request.action
        definition = self.shelves[request.collection].definition
        words = self.wording[request.collection]
        paging = _paging(ctx)
        query = build_query(request, definition)
        limit = request.limit or ANSWER_MEMORY  # a count keeps its items too: "show me a list", "those"
        found = await self.items.find(request.collection, query.filter, query.sort, limit)
        count = len(found) if len(found) < limit or request.limit else await self.items.count(request.collection, query.filter)
        units = {f.name: f.unit for f in definition.fields_of(None) if f.unit}
        if action == "verify":
            one = None
            if request.within is not None and len(request.within) == 1:
                items = await self.items.find(request.collection, {"_id": request.within[0]}, (), 1)
                one = items[0] if items else None
            summary = verdict_text(request, count, found, units, one, words, corrections_said(reading), reading.shape.times)
        else:
            never = None if count else nothing_from(request.place)  # "You have nothing from Kenya."
            summary = corrections_said(reading) + (never or summarize(request, count, found, units, words))
        if request.superlative and found and request.superlative.field != "itemDate":
            summary += await self._ties(request, definition, query, found[: request.superlative.count])
        listing = action not in ("count", "map", "verify")
        page = found[: 2 if action == "verify" else paging.size if listing else 0]
        note = hint = ""
        if listing and count > len(page):  # "Here are 25 of 59. Say “more” for the next ones or “show all”."
            note, hint = page_note(1, len(page), count), page_hint(1, len(page), count)
        text = " ".join(x for x in (summary, note, hint) if x)
        notes = list(reading.problems)
        if unknown:
            notes.append(f"I didn't understand “{' '.join(unknown)}”")
        if notes:
            text += " (" + "; ".join(notes) + ".)"
        context = self._context(ctx)
        before = context.request
        self._remember(ctx, request, found, count, len(page))
        if action == "verify" and request.within is not None and before is not None:
            # "was it rated 5?", "were any of them rated 5?": what was tested is no filter for the next question, which
            # is still about that one or those ("and which ones weren't vegetarian?")
            context.request, context.answer, context.complete = before, request.within, True
            context.selected = request.within[0] if len(request.within) == 1 else None
        ctx.annotations.update(
            {
                "request": request.to_dict(),
                "query": jsonable(query.filter),
                "resultCount": count,
                "resultIds": [i["_id"] for i in found[:50]],
            }
        )
        if note:
            ctx.annotations["page"] = {"first": 1, "last": len(page), "of": count}
        views = [item_view(i) for i in found]
        points = tuple(p for p in map(map_point, views) if p is not None) if action == "map" else ()
        suggestions = [SuggestedAction("Show more", "show me more"), SuggestedAction("Show all", "show all")] if note else []
        suggestions += [SuggestedAction("Show me a map")] if action != "map" and found else []
        if action == "count" and count:
            suggestions.append(SuggestedAction("Show me a list"))
        if len(found) > 1 and any(i.get("rating") for i in found):
            suggestions.append(SuggestedAction("Which was the best rated?"))
        spoken = page if listing else found if action == "map" else []
        return Reply(
            text=text,
            speech=speak(" ".join(x for x in (summary, note) if x), spoken, paging.spoken, hint),
            title=describe(request, words) or None,
            items=tuple(views[: len(page)]),
            map_points=points,
            suggested_actions=tuple(suggestions),
        )

    def _remember(self, ctx: IntentContext, request: Request, found: list[dict[str, Any]], count: int, shown: int = 0) -> None:
        """The answer in dialog memory: its request, its ids, the part shown; and what was looked at, for the recap."""
        context = self._context(ctx)
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
        elif city is not None and isinstance(found[0].get("itemDate"), datetime):  # "that year": of the one item picked, as "there"
            ctx.memory[YEAR_KEY] = found[0]["itemDate"].year
        looked: list[str] = ctx.memory.setdefault(LOOKED_KEY, [])
        said = describe(request, self.wording[request.collection])
        if not looked or looked[-1] != said:
            looked.append(said)
        del looked[:-LOOKED_MEMORY]

    async def _all(self, request: Request) -> tuple[MongoQuery, list[dict[str, Any]]]:
        query = build_query(replace(request, limit=0, superlative=None), self.shelves[request.collection].definition)
        return query, await self.items.find(request.collection, query.filter, query.sort, AGGREGATE_LIMIT)

    async def _aggregate(self, ctx: IntentContext, request: Request, reading: Reading, unknown: list[str]) -> Reply:
        """ "The total distance is 356.2 km over 42 runs in 2024." """
        aggregate = request.aggregate
        assert aggregate is not None
        definition = self.shelves[request.collection].definition
        query, found = await self._all(request)
        unit: str | None = None
        path = aggregate.field
        if aggregate.op not in ("distinct", "mode"):
            number_field = definition.field(aggregate.field, request.category if request.category else None)
            path, unit = number_field.path, number_field.unit
        outcome = compute(aggregate, path, found)
        words = self.wording[request.collection]
        where = describe(request, words)
        text = aggregate_text(aggregate, outcome, request, words, unit, len(found))
        self._remember(ctx, request, found, len(found))
        ctx.memory[AGGREGATE_KEY] = {"aggregate": asdict(aggregate), "turn": _turn_number(ctx)}
        ctx.annotations.update(
            {
                "request": request.to_dict(),
                "query": jsonable(query.filter),
                "resultCount": len(found),
                "resultIds": [i["_id"] for i in found[:50]],
                "aggregate": {"op": aggregate.op, "field": path, "value": outcome.value, "values": list(outcome.names)},
            }
        )
        notes = list(reading.problems) + ([f"I didn't understand “{' '.join(unknown)}”"] if unknown else [])
        summary = corrections_said(reading) + text
        return Reply(
            text=summary + (" (" + "; ".join(notes) + ".)" if notes else ""),
            speech=summary,
            title=where or None,
            suggested_actions=(SuggestedAction("Show me a list"),) if found else (),
        )

    async def _contrast(
        self,
        ctx: IntentContext,
        reading: Reading,
        collection: str,
        unknown: list[str],
        year: int | None = None,
        there: Request | None = None,
        talked_about: Request | None = None,
    ) -> Reply:
        """ "did I drink more wine or beer in 2021?" → both counts, and which is larger ("that year" is `year`;
        "there" is the place of `there`, the previous question; "so more in 2025 or 2026?" and "so I went further
        in 2023 than in 2022?" compare what `talked_about`, the previous question, was about when they name no kind)."""
        before = Request(collection, place=there.place) if there else None
        if not reading.topics and talked_about is not None and talked_about.category is not None:
            before = talked_about
        base = build_request(reading, "count", collection, before, None, year)
        season = season_talked_about(reading, talked_about)
        if season is not None and base.dates is None:  # "so more beers or cocktails over the summer?": the summer talked about
            base = replace(base, dates=season)
        compared = contrast_of(reading, base, self.wording[collection], year)
        if compared is None:
            return Reply(text="More of what? Name the two things to compare, e.g. “more wine or beer in 2021?”.", expects_answer=True)
        return await self._compare(ctx, reading, unknown, compared)

    async def _contrast_again(
        self, ctx: IntentContext, reading: Reading, collection: str, unknown: list[str], compared: dict[str, Any]
    ) -> Reply:
        """ "And in Spain?" after "did I have more lunches or dinners in Portugal?": the same comparison there."""

        def again(said: dict[str, Any]) -> Request:
            return build_request(reading, "count", collection, Request.from_dict(said), None)

        before = Request.from_dict(compared["common"])
        common = again(compared["common"])
        options = []
        for label, each in compared["options"]:  # the follow-on's change, then what sets each option apart ("walks" in California)
            option = Request.from_dict(each)
            apart = {f.name: getattr(option, f.name) for f in fields(Request) if getattr(option, f.name) != getattr(before, f.name)}
            options.append([label, replace(common, **apart).to_dict()])
        return await self._compare(
            ctx, reading, unknown, {**compared, "base": again(compared["base"]).to_dict(), "common": common.to_dict(), "options": options}
        )

    async def _compare(self, ctx: IntentContext, reading: Reading, unknown: list[str], compared: dict[str, Any]) -> Reply:
        """The counts of a comparison's options and which is larger; the comparison is remembered for "and in Spain?"."""
        base, common = Request.from_dict(compared["base"]), Request.from_dict(compared["common"])
        collection = base.collection
        alternatives = [(label, Request.from_dict(each)) for label, each in compared["options"]]
        counts: list[int] = []
        definition = self.shelves[collection].definition
        if compared.get("measure") and alternatives:  # "further in 2023 or 2024?": each one's total distance, not its count
            return await self._compare_measures(ctx, reading, unknown, compared, Measured(**compared["measure"]))
        seasons = [s for s in compared["seasons"] if s in SEASONS]
        in_season = seasons[0] if alternatives and len(seasons) == 1 else None
        if in_season is not None:  # "more beers or cocktails in summer?": each one's items in that season, not all of them
            for _, each in alternatives:
                _, found = await self._all(each)
                counts.append(sum(1 for i in found if in_seasons(i, in_season)))
        elif alternatives:
            for _, each in alternatives:
                counts.append(await self.items.count(collection, build_query(each, definition).filter))
        else:
            _, found = await self._all(base)
            seasons = compared["seasons"]
            alternatives = [(f"in {s}", base) for s in seasons if s in SEASONS]
            counts = [sum(1 for i in found if in_seasons(i, s)) for s in seasons]
        by_topic = compared["byTopic"]
        words = self.wording[collection]
        noun = "" if by_topic or compared["named"] else words.noun(common.category, common.type) + " "
        where = qualifiers(common, words)
        said = f" {where}" if where else ""
        if in_season is not None and in_season not in said:
            said += f" in {in_season}" + ("" if common.dates else " (every year)")
        text = compared["text"]
        fewer = bool(re.search(r"\b(?:fewer|less)\b", text))
        if not by_topic:
            alternatives = [(noun + label, each) for label, each in alternatives]
        answer = contrast_text(alternatives, counts, said, fewer, by_topic=by_topic, text=text)
        if compared["against"] and len(counts) == 2:  # "did I run more often than walk?": yes or no, then the counts
            first_wins = counts[0] < counts[1] if fewer else counts[0] > counts[1]
            answer = f"{'Yes' if first_wins else 'No'}, {answer[0].lower()}{answer[1:]}"
        context = self._context(ctx)
        context.request, context.shown = common, (0, 0)
        context.remember_comparison(compared)
        ctx.annotations.update(
            {"request": base.to_dict(), "counts": {label: n for (label, _), n in zip(alternatives, counts, strict=True)}}
        )
        notes = list(reading.problems) + ([f"I didn't understand “{' '.join(unknown)}”"] if unknown else [])
        return Reply(
            text=verdict_first(corrections_said(reading), answer) + (" (" + "; ".join(notes) + ".)" if notes else ""), speech=answer
        )

    async def _compare_measures(
        self, ctx: IntentContext, reading: Reading, unknown: list[str], compared: dict[str, Any], measured: Measured
    ) -> Reply:
        """Each option's total or average of the field the comparative means, and which is larger; the next
        question keeps that field ("and the novels, the average?")."""
        base, common = Request.from_dict(compared["base"]), Request.from_dict(compared["common"])
        words = self.wording[base.collection]
        options = []
        for label, each in compared["options"]:
            option = Request.from_dict(each)
            options.append((label, option, (await self._all(option))[1]))
        where = qualifiers(common, words)
        said = measures_compared(
            measured, options, self.shelves[base.collection].definition, words, f" {where}" if where else "", compared["against"]
        )
        context = self._context(ctx)
        kept = Aggregate(measured.op, said.field, said.field) if said.field else None
        context.request, context.shown = replace(common, aggregate=kept), (0, 0)
        context.remember_comparison(compared)
        ctx.annotations.update({"request": base.to_dict(), "measures": said.values})
        notes = list(reading.problems) + ([f"I didn't understand “{' '.join(unknown)}”"] if unknown else [])
        text = verdict_first(corrections_said(reading), said.text)
        return Reply(text=text + (" (" + "; ".join(notes) + ".)" if notes else ""), speech=said.text)

    async def _year_of_selected(self, ctx: IntentContext, collection: str, reading: Reading) -> int | None:
        """The year of the item the previous answer settled on, when the question says "that year"."""
        chosen = self._context(ctx).selected
        if not any(d.year_offset is not None for d in reading.dates):
            return None
        if not chosen:  # "and the history books from that year?" after the museums of 2022, the topic switched
            year = ctx.memory.get(YEAR_KEY)
            return year if isinstance(year, int) else None
        found = await self.items.find(collection, {"_id": chosen}, (), 1)
        return found[0]["itemDate"].year if found else None

    async def _there_of_selected(self, ctx: IntentContext, collection: str, reading: Reading, prior: Request | None) -> Request | None:
        """The prior request in the city of the item the previous answer picked, when "there" means it (not
        after "what about Australia?" found one trip: there is Australia)."""
        chosen = self._context(ctx).selected
        if not (chosen and prior is not None and reading.refers_to_place and not reading.places):
            return prior
        if prior.place is not None and prior.superlative is None and prior.within != (chosen,):
            return prior
        found = await self.items.find(collection, {"_id": chosen}, (), 1)
        city = city_of(found[0]) if found else None
        return replace(prior, place=city) if city is not None else prior

    async def _ties(self, request: Request, definition: CollectionDefinition, query: MongoQuery, chosen: list[dict[str, Any]]) -> str:
        """ " 6 books share the top rating of 5; this is the most recent of them." / " 4 walks have a distance of
        2.1 km; the 2 most recent of them are shown." — said when the value at the cut is shared, so the ones
        shown are not taken for the only ones."""
        path = sort_path(request, definition)
        superlative = request.superlative
        if path is None or superlative is None or not chosen:
            return ""

        def value_of(item: dict[str, Any]) -> Any:
            value: Any = item
            for key in path.split("."):
                value = value.get(key) if isinstance(value, dict) else None
            return value

        value = value_of(chosen[-1])
        if value is None:
            return ""
        tied = await self.items.count(request.collection, ties(query, path, value))
        with_it = sum(1 for item in chosen if value_of(item) == value)
        if tied < 2 or (tied <= with_it and len(chosen) > 1):
            return ""
        shown = int(value) if isinstance(value, float) and value.is_integer() else value
        words = self.wording[request.collection]
        noun = words.noun(request.category, request.type)
        if len(chosen) == 1:
            which = "top" if superlative.highest else "lowest"
            return f" {tied} {noun} share the {which} {superlative.field} of {shown}; this is the most recent of them."
        unit = words.unit(superlative.field)
        said = (
            f"rated {shown}"
            if superlative.field == "rating"
            else f"{shown} {unit}"
            if unit == superlative.field
            else f"a {superlative.field} of {shown}{' ' + unit if unit else ''}"
        )
        which = "the most recent of them is" if with_it == 1 else f"the {with_it} most recent of them are"
        return f" {tied} {noun} have {said}; {which} shown."

    # --- one item ------------------------------------------------------------------------------------
    async def _selected(self, ctx: IntentContext) -> dict[str, Any] | None:
        shelf = self._shelf(ctx)
        reading, _ = shelf.reader.read(ctx.turn.text, ctx.now)
        context = self._context(ctx)
        answer = context.answer or ()
        chosen = context.selected
        if reading.selections and answer:
            index = reading.selections[-1].index
            if index == -1:  # the last of the whole answer, also when more of it was found than is remembered
                chosen = answer[-1] if context.complete else await self._last(context) or answer[-1]
            elif 1 <= index <= len(answer):
                chosen = answer[index - 1]
            else:
                return None
        elif chosen is None and answer:
            chosen = answer[0]
        if chosen is None:
            return None
        context.selected = chosen
        found = await self.items.find(shelf.definition.name, {"_id": chosen}, (), 1)
        return found[0] if found else None

    # --- another part of a long answer ------------------------------------------------------------------
    async def page(self, ctx: IntentContext) -> Reply:
        """ "more", "next page", "show all", "previous": another part of the previous answer, found again
        by its query from the part shown before (both in dialog memory, so paging outlives a restart).
        "The first one" and "the last one" keep meaning the first and last of the whole answer."""
        said = PAGE_WORDS.match(plainly(ctx.turn.text))
        if said is None:  # "more wines from Italy", "next year": a question of its own
            return await self.query(ctx, "find")
        context = self._context(ctx)
        asked_before, part = context.request, context.shown
        if asked_before is None or part is None:
            return Reply(text="Ask me for something first, then say “more” to see the next ones.", kind="fallback", expects_answer=True)
        request = replace(asked_before, aggregate=None)
        words = self.wording[request.collection]
        paging = _paging(ctx)
        query = build_query(request, self.shelves[request.collection].definition)
        count = await self.items.count(request.collection, query.filter)
        count = min(count, request.limit) if request.limit else count
        start, end = part
        kind = next(name for name, value in said.groupdict().items() if value)
        summary = phrase(request, words, count) + "."
        if count == 0:
            return Reply(text=f"I found no {describe(request, words)}, so there is nothing more to show.")
        if kind == "next" and end >= count:
            return Reply(
                text=f"There are no more: that was all {count}{' of them' if count > 1 else ''}. {summary}",
                suggested_actions=(SuggestedAction("Previous", "previous"),) if start > 0 else (),
            )
        if kind == "previous" and start <= 0:
            return Reply(
                text=f"There is nothing before: you are at the start of the answer. {summary}",
                suggested_actions=(SuggestedAction("Show more", "show me more"),) if end < count else (),
            )
        if kind == "next":
            first, last = end, min(end + paging.size, count)
        elif kind == "previous":
            first, last = max(0, start - paging.size), start
        else:
            first, last = 0, min(count, paging.most)
        found = await self.items.find(request.collection, query.filter, query.sort, last)
        shown = found[first:last]
        last = first + len(shown)
        context.shown = (first, last)
        if kind == "all" and last == count:
            note, hint = (f"Here are all {count}." if count > 1 else ""), ""
        elif kind == "all":
            note, hint = f"Here are the first {last} of {count}: I show at most {paging.most} at once.", "Say “more” for the next ones."
        else:
            note, hint = page_note(first + 1, last, count), page_hint(first + 1, last, count)
        ctx.annotations.update(
            {
                "request": request.to_dict(),
                "query": jsonable(query.filter),
                "resultCount": count,
                "resultIds": [i["_id"] for i in shown[:50]],
                "page": {"first": first + 1, "last": last, "of": count, "ids": [i["_id"] for i in shown]},
            }
        )
        suggestions = [SuggestedAction("Show more", "show me more")] if last < count else []
        suggestions += [SuggestedAction("Previous", "previous")] if first > 0 else []
        suggestions.append(SuggestedAction("Show me a map"))
        spoken = len(shown) if paging.spoken >= paging.size else paging.spoken  # a voice channel reads its whole page
        return Reply(
            text=" ".join(x for x in (summary, note, hint) if x),
            speech=speak(" ".join(x for x in (summary, note) if x), shown, spoken, hint),
            title=describe(request, words) or None,
            items=tuple(item_view(i) for i in shown),
            suggested_actions=tuple(suggestions),
        )

    async def _last(self, context: DialogMemory) -> str | None:
        """The id of the previous answer's last item, found by its query in reverse order."""
        request = context.request
        if request is None or request.limit:
            return None
        query = build_query(request, self.shelves[request.collection].definition)
        found = await self.items.find(request.collection, query.filter, tuple((key, -way) for key, way in query.sort), 1)
        return str(found[0]["_id"]) if found else None

    async def select(self, ctx: IntentContext) -> Reply:
        reading, _ = self._shelf(ctx).reader.read(ctx.turn.text, ctx.now)
        if not reading.selections and reading.superlatives:  # "the first one I visited in Italy": the earliest, not item 1
            return await self.query(ctx, "find")
        item = await self._selected(ctx)
        if item is None:
            count = len(self._context(ctx).answer or ())
            return Reply(
                text=f"There is no such item in the last answer ({count} items)."
                if count
                else "Ask me for something first, then pick one.",
                kind="fallback",
            )
        return self._describe_item(item, ctx.turn.text, self._shelf(ctx).definition)

    async def detail(self, ctx: IntentContext) -> Reply:
        item = await self._selected(ctx)
        if item is None:
            return Reply(text="Which item? Ask me for something first, then say “the first one”.", kind="fallback", expects_answer=True)
        return self._describe_item(item, ctx.turn.text, self._shelf(ctx).definition)

    async def _about_selected(self, ctx: IntentContext, reading: Reading) -> Reply | None:
        """ "with who?", "which city was that in?", "was Sofia there with me?" about the one item the
        conversation is on; None when the question is not about one of its fields."""
        context = self._context(ctx)
        chosen = context.selected
        shape = reading.shape
        if not chosen or shape.contrast or reading.superlatives or reading.sorts or reading.selections:
            return None
        only_people = not (reading.topics or reading.dates or reading.places or reading.comparisons or reading.values or reading.texts)
        definition = self._shelf(ctx).definition
        found = await self.items.find(definition.name, {"_id": chosen}, (), 1)
        if not found:
            return None
        item = found[0]
        if shape.aggregate is not None and not shape.implied and not refers_to_focus(reading.text, definition, item, there=False):
            return None  # "how many nights in total?" is over many items; "how many nights did I spend on that trip?" is not
        if reading.has_constraints and not (only_people and reading.people) and not names_focus_again(reading, definition, item):
            return None
        category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
        people = [n for p in reading.people for n in p.names]
        aspect = asked_aspect(reading.text, definition, category, people)
        if aspect is None or (people and aspect.kind != "with"):
            return None
        return self._describe_item(item, reading.text, definition, aspect)

    def _describe_item(self, item: dict[str, Any], question: str, definition: CollectionDefinition, aspect: Aspect | None = None) -> Reply:
        """The item, or the one thing asked about it ("with who?", "which city?", "who's the author?")."""
        view = item_view(item)
        category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
        aspect = aspect or asked_aspect(question, definition, category)
        where = aspect is not None and aspect.kind in ("where", "city", "region", "country")
        if aspect is not None:
            text = answer_aspect(item, aspect, definition)
        else:
            fields = ", ".join(f"{k} {v}" for k, v in (item.get("fields") or {}).items())
            text = f"{item['title']} — {view['subtitle']}. {view['text']}{'. ' + fields if fields else ''}."
        point = map_point(view)
        points = (point,) if point is not None else ()
        return Reply(
            text=text,
            title=item["title"],
            items=(view,),
            map_points=points if where else (),
            suggested_actions=(SuggestedAction("Where was it?"), SuggestedAction("Who was with me?"), SuggestedAction("Anything related?")),
        )

    async def related(self, ctx: IntentContext) -> Reply:
        item = await self._selected(ctx)
        if item is None:
            return Reply(text="Related to which item? Pick one first, e.g. “the first one”.", kind="fallback", expects_answer=True)
        day = item["itemDate"].replace(hour=0, minute=0, second=0, microsecond=0)
        from datetime import timedelta

        shares = [{"place.city": item["place"]["city"]}, {"itemDate": {"$gte": day, "$lt": day + timedelta(days=1)}}]
        if item.get("who"):
            shares.append({"who": {"$in": list(item["who"])}})
        found = await self.items.find(
            self._shelf(ctx).definition.name, {"$and": [{"_id": {"$ne": item["_id"]}}, {"$or": shares}]}, (("itemDate", -1),), LIST_LIMIT
        )
        context = self._context(ctx)
        context.answer = [str(i["_id"]) for i in found]
        text = (
            f"Here are {len(found)} items sharing a place, a person or the day with {item['title']}."
            if found
            else f"Nothing else shares a place, a person or the day with {item['title']}."
        )
        return Reply(text=text, items=tuple(item_view(i) for i in found))

    # --- about the conversation ------------------------------------------------------------------------
    async def collections(self, ctx: IntentContext) -> Reply:
        """List the collections, or switch the active one ("switch to my records")."""
        text = ctx.turn.text.lower()
        for name, shelf in self.shelves.items():
            if re.search(rf"\b(?:{re.escape(name.lower())}|{re.escape(shelf.definition.title.lower())})\b", text):
                if name != self._shelf(ctx).definition.name:
                    ctx.memory[ACTIVE_KEY] = name
                    ctx.memory.pop(CONTEXT_KEY, None)  # questions about the other collection do not carry over
                    ctx.forget(groups=("topic",))
                return Reply(
                    text=f"OK, we're looking at {shelf.definition.title} now ({shelf.item_count} items).",
                    suggested_actions=tuple(SuggestedAction(f"Show me {c.name.lower()}") for c in shelf.definition.categories[:3]),
                )
        names = ", ".join(f"{s.definition.title} ({s.definition.name}, {s.item_count} items)" for s in self.shelves.values())
        active = self._shelf(ctx).definition.title
        return Reply(
            text=f"Your collections: {names}. The active one is {active}."
            + (" Say “switch to …” to change." if len(self.shelves) > 1 else "")
        )

    async def recap(self, ctx: IntentContext) -> Reply:
        """What the user looked at in the whole conversation (kept across context resets), or what they
        asked when nothing was looked up, and the rolling summary of the older turns."""
        looked = [str(x) for x in ctx.memory.get(LOOKED_KEY) or []]
        parts = []
        if looked:
            listed = joined(looked) if len(looked) < 3 else "; ".join(looked[:-1]) + "; and " + looked[-1]  # their own commas stay readable
            parts.append(f"So far you looked at {listed}.")
        elif ctx.recent:
            said = [f"“{t['user']}”" for t in ctx.recent[-5:]]
            parts.append(f"So far you asked me {joined(said)}.")
        if ctx.summary:
            parts.append(f"{'Before that' if parts else 'Earlier'}, in short: {ctx.summary.rstrip('.')}.")
        return Reply(text=" ".join(parts) or "We haven't looked at anything yet.")

    async def help(self, ctx: IntentContext) -> Reply:
        return Reply(
            text="Ask about your collection in plain words, then follow up: “Show me wines from France rated at least 3”, "
            "“What about red ones?”, “Show me a map”, “the first one”, “Where was it?”, “How many of those were in 2018?”.",
            suggested_actions=(SuggestedAction("Show me hikes last year"), SuggestedAction("How many books did I read in 2022?")),
        )
