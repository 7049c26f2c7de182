"""The personal-collection assistant: a bot whose model is generated from a collection definition and
whose handlers answer with the query engine (recognizers → request → MongoDB query → answer).

This module reads a question and routes it to the job that answers it: the items it means
(found.py), an aggregate (totals.py), a comparison (comparing.py), a question back (asking_back.py),
the item the conversation is on (picked.py), another part of a long answer (pages.py) or the
conversation itself (about.py). What a conversation remembers between questions is in remembered.py
(dialog memory, after Dialog-to-Action, through the typed view of dialog.py); the collections and
their readers in library.py.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import asdict, replace
from datetime import datetime
from typing import Any

from ..bot import Bot, IntentContext
from ..collection.definition import CollectionDefinition
from ..collection.store import ItemStore
from ..conversation import CONTEXT_KEY
from ..recognizer import Recognizer, tokenize
from ..turn import Reply
from . import (
    average_by,
    back_to_subject,
    best_year,
    by_how_much,
    claims_two_ways,
    compared_all_along,
    comparing,
    different_what,
    found,
    group_named,
    how_liked,
    how_was,
    it_among_several,
    it_told,
    mixed_company,
    modifier_not_read,
    name_words,
    nationality_of_the_place,
    none_found_checked,
    not_that_one,
    one_of_them,
    pages,
    picked,
    place_kind_asked,
    places_seen_there,
    pronoun_of_compared,
    ratios,
    referred,
    remembered,
    same_month,
    share,
    still_the_most,
    style_not_town,
    than_another_item,
    than_the_set_before,
    than_the_top_of_a_kind,
    than_without,
    that_place,
    that_season,
    that_value,
    the_last_one_of_what,
    the_most_ever,
    the_one_meant,
    the_other_one,
    the_stay_meant,
    their_fields,
    totals,
    trip_holding_it,
    vintage_or_date,
    visits,
    went_back,
    when_then,
    which_of_two_named,
    which_was_more,
    which_winter,
)
from .a_year_apart import a_year_apart
from .about import collections, help_reply, recap
from .age_of_the_field import ranked_by_the_field_before
from .aggregate import Aggregate
from .all_again import from_all_of_a_kind, the_set_before_narrowing
from .all_of_the_time_compared import the_option_of_the_time
from .answers import became, corrections_lead, corrections_said, item_view, plainly, verdict_first
from .any_of_the_list import the_list_checked, the_ranking_checked
from .anywhere import anywhere, said_anywhere
from .asking_back import (
    READING_CHOSEN_KEY,
    answered_place,
    ask_which,
    asks_anew,
    clarified,
    compared_places,
    counts_nothing_named,
    keep_the_reading_chosen,
    the_other_reading,
    unattached_negation,
    unknown_names,
    unresolved_one,
    unresolved_reference,
)
from .aspects import Aspect, asked_aspect
from .assistant_model import ENGINE_WORDS, QUIET_WORDS, query_model
from .beat_every_year import year_said_to_beat_all
from .beats_both import against_every_option, beats_both_asked
from .belief_aside import the_question_alone
from .better_at_what import answers_at_what
from .by_another_field import by_another_field
from .chatter import asides_only, asks_for_everything, without_asides
from .claims_of_others import claim_checked_next, claim_told
from .company_told import COMPANY_TOLD_KEY, keep_the_company_told, with_the_company_told
from .comparing import TIE_KEY
from .comparisons_kept import COUNTING_ONLY, only_a_kind, only_values, only_when_or_where, other_options, other_values, subdivides
from .continuing import LEAVES_OUT, NOT_COUNTING, aggregate_asked, asks_for_something, of_its_kind, same_field_again, yes_or_no_request
from .count_claimed_of_it import count_claimed
from .counted_each import counts_each
from .dates import DateRange
from .different_what import DIFFERENT_WHAT_KEY
from .dropped_part import dropped_part, keeps_the_context, stored_request
from .either_of_them import with_either
from .either_one import either_one_as_of_them
from .else_by_the_maker import ELSE, else_by_the_maker, its_maker_named
from .field_of_the_one_found import field_asked_of_what_is_described, question_of
from .field_of_the_one_meant import field_asked_of_the_one
from .first_asked import the_first_asked
from .first_names import names_talked_about, said_in_full
from .first_of_them import first_or_last_by_date, other_end_by_date
from .first_time_claimed import first_time_claimed
from .focus import as_yes_or_no
from .grouped_place_kept import without_the_place_grouped
from .how_long_ago_there import AGO_WORDS, asks_since_a_visit, with_time_since
from .in_there import among_those
from .in_total import everything_in_total, in_total
from .included_again import included_again
from .is_it_higher import is_it_higher
from .its_country import in_its_country
from .kind_kept import kind_kept
from .kind_there import there_with_its_kind
from .last_visit import LAST_VISIT_KEY, of_last_visit, visited_again
from .lately import change_claimed
from .latest_claim_again import latest_claim_again
from .left_out import leaves_one_out_of_the_count
from .left_out_topics import left_out_spans
from .library import AGGREGATE_LIMIT, Library, Shelf
from .meanings import Encoder
from .measure_chosen import measure_chosen
from .measured import measured_field
from .missed_of_those import without_the_one_who_missed
from .mixed_company import GROUPING_ASKED_KEY
from .mongo import build_query, sort_path, ties
from .most_frequent import (
    of_the_most_frequent,
    of_the_time_of_the_most,
    place_named_most,
    there_of_the_most_frequent,
    venue_talked_about,
)
from .name_words import NAME_ASKED_KEY
from .names import UnknownName
from .narrowed_again import narrowed_again_said
from .native_order import in_native_order
from .neither import neither_of_them
from .never_there import never_there, places_never
from .never_there import said as never_said
from .next_in_ranking import next_in_ranking, only_people_said
from .not_there import with_the_place_named
from .not_this_but_that import meant_instead
from .nth_ranked import nth_ranked
from .nth_time import asked_after, counted_among, nth_time_said, the_nth
from .number_not_read import not_answered, numbers_not_read
from .of_each import OF_EACH_WORDS, counted_again
from .older_than_year import said_as_field
from .one_after import ONE_AFTER, one_after
from .one_before import LATEST_AMONG_KEY, ONE_BEFORE, checked_again, one_before, the_latest_checked
from .one_before_in_list import position_after, position_before
from .only_one_that import only_one_asked, only_one_verdict
from .options_of_the_story import with_the_options_of_the_story
from .ordering import ORDINALS, Superlative
from .other_than_it import other_than_it, other_words
from .other_than_there import other_than_there
from .other_way_round import the_other_way_round
from .over_there_counted import over_there_counted
from .paging import LIST_LIMIT, PAGE_WORDS
from .part_undone import part_undone
from .people import People
from .pick_and_value import split_pick
from .places import PlaceName
from .quantities import kind_of_field_named, named_number_fields, narrows_topic, number, resolve_fields, restates_topic, value_at
from .question_word_mistyped import with_question_words_spelled
from .ranked_field import kind_of_ranked_field, ranked_in_another_kind
from .regardless import regardless_of
from .remembered import (
    AGGREGATE_KEY,
    ASKED_KEY,
    ASKED_TURN_KEY,
    CLAIM_TOLD_KEY,
    DAY_KEY,
    HISTORY_KEY,
    PENDING_TOPIC_KEY,
    PLACE_KEY,
    asked_last,
    dialog,
    remember,
    turn_number,
)
from .request import (
    SAME_FOR,
    THOSE,
    Reading,
    Request,
    build_request,
    continues,
    follows_on,
    names_a_compared_option,
    year_talked_about,
)
from .rest_of_the_time import the_rest_of_the_time
from .restate import describe, phrase, qualifiers
from .said_over import said_over
from .same_month import in_the_same_month
from .setting_kept import setting_kept
from .since_the_time_said import since_the_time_said
from .since_then import (
    ASK_BEFORE_WHEN,
    ASK_SINCE_WHEN,
    before_the_item,
    beside_the_time_talked_about,
    of_the_time_talked_about,
    since,
)
from .spelling import Speller, fold
from .spoken import as_written
from .subject_announced import subject_announced
from .superlative_of_another_time import the_superlative_again_of_a_time
from .than_a_person import than_a_person
from .than_that import THAN_THAT, against_the_one
from .than_that_year import against_the_year_talked_about, than_the_year_talked_about
from .than_the_kind_before import than_the_kind_before
from .than_the_one_before_it import comparative_against_the_one_before, dated_before, the_field, verdict
from .than_the_other_option import than_the_other_option
from .than_the_others import than_the_ones_before
from .than_the_place_before import than_the_place_before
from .that_day import ASK_WHICH_DAY, ASK_WHICH_MONTH, THAT_DAY, THAT_MONTH, in_that_month, on_that_day
from .the_other_time import against_the_other_time
from .the_others import HOW_MANY_ALONE, HOW_MANY_OR_MUCH, asked_of_the_others, the_others, the_rest_of_the_narrowing
from .the_place_compared import the_place_named
from .the_time_compared import the_time_named
from .the_trip import on_the_trip
from .the_two import the_two_talked_about
from .the_whole_place import the_whole_place
from .them_as_people import them_said_by_name
from .then_for_than import then_for_than
from .there_as_an_option import there_said_by_name
from .there_or import there_or_elsewhere
from .there_too import asked_with_its_verb
from .those_two_places import those_two_said_by_name, which_of_the_two_said_by_name
from .tie_asked import asks_nothing_else, tie_asked
from .tied_at_the_top import the_tied_ones
from .time_spans import in_minutes
from .title_asked import answer as titled_asked
from .two_values_claimed import Side, TwoValuesClaim, against_another_time, claim_against, read_elsewhere, two_values_claimed
from .unclear_kinds import ask_about, unclear_kind, unclear_negation
from .unknown_companion import nobody_called, unknown_companion
from .value_asked_again import asks_the_value_again
from .value_bound_claimed import bound_on_the_value
from .vintage_or_date import YEAR_OR_DATE_KEY
from .vocabulary import TextMatch
from .when_of_those import asks_when_of_them, dates_told
from .which_values import values_named
from .which_verified import the_ones_found, the_ones_it_was_not, which_verified, which_verified_request
from .which_were_they import LIST_THEM, which_were_they
from .which_year import as_compared, years_just_asked
from .widened_beyond import widened_beyond
from .widening import widened
from .winner_claimed import CLAIM_TURNS, one_beats_the_other, other_way_round, winner_claimed, won_both
from .with_neither_of_them import neither_said_by_name
from .worth_it import worth_it_as_rated
from .would_you_call import as_defined
from .year_after_the_name import year_of_the_name
from .yes_no_again import asks_yes_or_no_again, of_the_same_ones, yes_or_no_asked_just_before

log = logging.getLogger("parley.query")

__all__ = ["QueryBot", "Shelf"]


# the most names one question may say by one of their words each ("more petrova or obi books?": two)
MAX_NAMES_IN_PART = 3
# the words that only say "the most frequent" (of the distinct values counted before): "Most frequent one?"
MOST_WORDS = frozenset(
    (
        "most",
        "the",
        "comes",
        "come",
        "came",
        "first",
        "out",
        "on",
        "top",
        "tops",
        "at",
        "frequent",
        "frequently",
        "often",
        "common",
        "popular",
    )
)


def _rest_asked_of(ctx: IntentContext, request: Request, rest: str) -> None:
    """The rest of the message to be read as a follow-up of `request` (the question before, changed by the message's
    first part: a part dropped, a restriction widened), its answer not yet known."""
    kept = dialog(ctx)
    kept.request, kept.answer, kept.complete = request, None, False
    ctx.turn = replace(ctx.turn, text=rest)


def as_meant(text: str) -> str:
    """The message with what it says plainly: a question word typed wrong ("wich history ones …": which), "was my trip to
    paris worth it?" as how it was rated, "either day" of the things just found as "either of them", "which hikes would
    you call easy? say under 10 km" as the hikes under 10 km."""
    return as_defined(either_one_as_of_them(worth_it_as_rated(with_question_words_spelled(text))))


class QueryBot:
    """Wires the query engine into a Bot for a store of collections; each conversation has an
    active collection (the first one until the user switches)."""

    def __init__(self, library: Library) -> None:
        self.library = library
        shelves = list(library.shelves.values())
        learnt = {w for shelf in shelves for w in shelf.reader.vocabulary.learnt_words}
        self.bot = Bot(query_model([shelf.definition for shelf in shelves], learnt))
        # intents are matched on corrected words too ("shwo me hieks"), with the same rules as the readers
        known = [*ENGINE_WORDS, *(w for shelf in shelves for w in shelf.reader.speller.known)]
        intent_words = Speller([(w, w) for e in self.bot.model.entities for p in e.synonyms for w in tokenize(p)], known)
        # and a common word of another language as the English it means ("libros": books), as the readers take it
        native = [shelf.reader.native_words for shelf in shelves]

        def intent_word(word: str) -> str | None:
            english = next((english for words in native if (english := words.english_of(word))), None)
            if english is not None:
                return english
            # a word the readers read as another one is that one to the intents too ("4 or beter": better, no beer)
            own = became(intent_words.correct(word))
            read = next((c.became for shelf in shelves if (c := shelf.reader.speller.correct(word)) is not None), None) if own else None
            return read or own

        self.bot.engine.recognizer = Recognizer(self.bot.model, speller=intent_word)
        self.bot.engine.asides = without_asides  # the story around a question names no topic of it
        # "forget the year, just the italian ones": a part of the question before dropped, no switch of topic
        self.bot.engine.keeps_context = lambda text, memory: self._keeps_the_context(text, memory.get(CONTEXT_KEY) or {})
        self.bot.engine.left_out = left_out_spans  # "everything except food": food is no topic of the conversation
        # "hikes in twenty twenty four", "rated for or more": said as digits; "Kenji came also?": in question order
        values = [shelf.reader.vocabulary.values for shelf in shelves]

        def same_field(a: str, b: str) -> bool:  # "zinfandel and primitivo": two varieties
            return any({v.field for v in of.get(a, ())} & {v.field for v in of.get(b, ())} for of in values)

        def written(text: str) -> str:  # "… zinfandel and primitivo …. which one have i drunk more of": of those two
            return with_the_options_of_the_story(as_meant(as_written(text)), same_field)

        self.bot.engine.as_written = lambda text: in_native_order(written(text))
        if any(f.unit == "min" for shelf in shelves for f in shelf.definition.fields_of(None)):  # "under an hour and a half"
            self.bot.engine.as_written = lambda text: in_native_order(in_minutes(written(text)))
        for intent in ("find", "count", "list", "map"):
            self.bot.handler(intent)(self._query_handler(intent))
        self.bot.handler("sort")(self._query_handler("find"))  # "sort them by rating": the same items, reordered
        self.bot.handler("select")(self._select_then_kept)
        self.bot.handler("detail")(self.detail)
        self.bot.handler("related")(self._related)
        self.bot.handler("page")(self.page)
        self.bot.handler("collections")(self._collections)
        self.bot.handler("recap")(self._recap)
        self.bot.handler("help")(self._help)
        self.bot.check()

    @classmethod
    async def create(cls, items: ItemStore, first: str, world: list[PlaceName], encoder: Encoder | None = None) -> QueryBot:
        """The assistant over every stored collection; conversations start with `first`; `encoder` (a
        sentence encoder) lets words outside a collection's vocabulary be read as its nearest meaning."""
        return cls(await Library.open(items, first, world, encoder))

    def _field_names(self, collection: str) -> dict[str, tuple[str, ...]]:
        """The other names each field of `collection` is called by ("stars" for the rating)."""
        shelf = self.library.shelves.get(collection)
        return {} if shelf is None else {f.name: f.synonyms for f in shelf.definition.fields_of(None)}

    def _keeps_the_context(self, text: str, context: dict[str, Any]) -> bool:
        """Whether "forget …", "drop …" only drops a part of the question before (`context`: the dialog memory as
        stored), or "and drinks" narrows the set before as "which of those were meals?" did: no switch."""
        prior = context.get("request")
        if keeps_the_context(text, prior):
            return True
        request = stored_request(prior)
        if context.get("narrowedByKind") and request is not None and narrowed_again_said(text):
            return True
        return request is not None and part_undone(text, request, self._field_names(request.collection)) is not None

    @property
    def shelves(self) -> dict[str, Shelf]:
        """The collections by name."""
        return self.library.shelves

    def _query_handler(self, action: str) -> Callable[[IntentContext], Awaitable[Reply]]:
        async def handle(ctx: IntentContext) -> Reply:
            asked, before = it_told.kept(ctx.memory, turn_number(ctx)), dialog(ctx).selected
            them = it_told.kept(ctx.memory, turn_number(ctx), it_told.THEM_KEY)
            named = self._name_chosen(ctx) or self._grouping_chosen(ctx)
            if named is not None:  # "the café one" after "Which “juniper” do you mean: …?": the question kept, of that one
                return await self.query(replace(ctx, turn=replace(ctx.turn, text=named[0])), named[1])
            reply = await self.query(ctx, action)
            described = await self._field_of_the_one_described(ctx, reply)
            if described is not None:  # "whats the name of the restaurant in palo alto where i had mole last month"
                return described
            if them is not None and not reply.expects_answer and dialog(ctx).answer:
                # "the ski days" after "Which ones do you mean by “them”?": the question kept, about those
                return await self.query(replace(ctx, turn=replace(ctx.turn, text=them.text)), them.action)
            if asked is None or dialog(ctx).selected in (None, before):
                return reply
            # "the last museum I went to in Nara" after "What do you mean by “it”?": the question kept, about that one
            return await self.query(replace(ctx, turn=replace(ctx.turn, text=asked.text)), asked.action)

        return handle

    async def _claimed_against_another_time(
        self, ctx: IntentContext, kept: dict[str, Any], other_said: str, greater: bool
    ) -> TwoValuesClaim | None:
        """The value just given (`kept`) claimed larger or smaller than the same measure at the time `other_said` names
        ("last years average"); None when it names no time."""
        shelf = self.library.shelf(ctx)
        other, _ = shelf.reader.read(other_said, ctx.now, ctx.turn.location)
        asked = stored_request(kept.get("request"))
        if asked is None or len(other.dates) != 1 or other.places or other.people or other.topics:
            return None
        then: DateRange | None = other.dates[0]
        if then is not None and asked.dates is not None and (then.start, then.end) == (asked.dates.start, asked.dates.end):
            # "was that more than last spring" after this spring's (the last spring there was): the one a year before it
            then = a_year_apart(then, -1) if other_said.lower().lstrip().startswith("last") else None
        if then is None:
            return None
        request = replace(asked, dates=then, within=None)  # (the ids of "those" were of the time before)
        value = await totals.value_of(self.library, request)
        if value is None:
            return None
        side = Side(describe(request, self.library.wording[request.collection]), value, kept.get("unit"), bool(kept.get("mean")))
        return claim_against(kept, side, greater)

    async def _field_of_the_one_described(self, ctx: IntentContext, reply: Reply) -> Reply | None:
        """The field the message asks of the one thing it describes and found (see field_of_the_one_found.py), told of
        that thing and picked for the next turn; None when it asks none or found several or none."""
        context = dialog(ctx)
        if reply.expects_answer or not context.answer or len(context.answer) != 1 or context.request is None:
            return None
        if context.request.aggregate is not None or context.request.action not in ("find", "count", "list"):
            return None
        shelf = self.library.shelf(ctx)
        item = await self.library.one(shelf.definition.name, context.answer[0])
        if item is None:
            return None
        category = item.get("category") if item.get("category") in {c.name for c in shelf.definition.categories} else None
        said, _ = shelf.reader.read(question_of(ctx.turn.text), ctx.now, ctx.turn.location)  # typos mended: "resturant"
        aspect = field_asked_of_what_is_described(said.text, shelf.definition, category)
        if aspect is None:
            return None
        context.selected = str(item["_id"])
        told = picked.describe_item(item, said.text, shelf.definition, aspect, now=ctx.now)
        # what the answer said it took or read first ("I took “on Friday” as …", "I read “hihgest” as highest."), said again
        return replace(told, text=corrections_lead(reply.text) + told.text)

    async def _related(self, ctx: IntentContext) -> Reply:
        """ "anything related?": the items sharing a place, a person or the day with the one in focus; but "read anything else
        by her?" asks what its maker made besides it (else_by_the_maker.py), a question."""
        shelf = self.library.shelf(ctx)
        reading, _ = shelf.reader.read(ctx.turn.text, ctx.now)
        if else_by_the_maker(reading, shelf.definition):
            return await self._query_handler("find")(ctx)
        return await picked.related(self.library, ctx)

    async def _it_among_several(
        self, ctx: IntentContext, reading: Reading, collection: str, prior: Request | None, year: int | None
    ) -> Reply | tuple[Reading, str | None, tuple[str, ...]]:
        """A yes/no about “it” right after an answer of several, none picked (see it_among_several.py): which one is asked
        back when the answer differs between them; when it holds for one only, that one, the assumption said; when for
        all or none, all of them (the ids returned, to check the yes/no over). Otherwise the reading and the item in
        focus as they were."""
        context = dialog(ctx)
        several = tuple(context.answer or ())
        noun = self.library.wording[collection].noun(prior.category if prior else None, prior.type if prior else None)
        which = it_among_several.which_one_asked(reading, prior, context.selected, several, noun)
        if which is None:
            return reading, context.selected, ()
        _, over = yes_or_no_request(reading, collection, prior, several, year, None)
        over = replace(over, within=several)
        if prior is not None and prior.category is not None and not reading.topics:
            over = of_its_kind(over, prior.category)  # "is it italian?" of wines: in Italy, wines having no cuisine
        _, holding = await self.library.all(over)
        if len(holding) == 1:  # "was chloé with me on that one" after 4 trips, one of them with her: that one, said so
            title = holding[0].get("title") or "that one"
            note = f"of the {len(several)} {noun}, only {title} fits, so I took “it” as that one"
            return replace(reading, problems=(*reading.problems, note)), str(holding[0]["_id"]), ()
        if 1 < len(holding) < len(several):
            it_told.keep(ctx.memory, ctx.turn.text, turn_number(ctx))
            return Reply(text=corrections_said(reading) + which, kind="fallback", expects_answer=True)
        note = f"“it” could be any of the {len(several)} {noun}: the answer is the same for each"
        return replace(reading, problems=(*reading.problems, note)), None, several

    async def _select_then_kept(self, ctx: IntentContext) -> Reply:
        """ "the first one" after "Which of the 10 wines do you mean by “it”?": that one, then the question kept about it."""
        asked, before = it_told.kept(ctx.memory, turn_number(ctx)), dialog(ctx).selected
        reply = await self.select(ctx)
        if asked is None or dialog(ctx).selected in (None, before):
            return reply
        return await self.query(replace(ctx, turn=replace(ctx.turn, text=asked.text)), asked.action)

    async def _when_of_them(self, ctx: IntentContext, reading: Reading, prior: Request, answer: tuple[str, ...]) -> Reply:
        """The dates of the items just talked about (those a yes/no over them found, else the whole answer), each titled."""
        kept = which_verified_request(ctx.memory, turn_number(ctx))
        context = dialog(ctx)
        over = kept if kept is not None else replace(prior, action="find", limit=0, within=answer if context.complete else prior.within)
        _, items = await self.library.all(replace(over, superlative=None, sort=None, aggregate=None))
        noun = phrase(over, self.library.wording[over.collection], len(items))
        return Reply(text=corrections_said(reading) + dates_told(items, noun), items=tuple(item_view(i) for i in items[:LIST_LIMIT]))

    async def _collections(self, ctx: IntentContext) -> Reply:
        return collections(self.library, ctx)

    async def _recap(self, ctx: IntentContext) -> Reply:
        return recap(ctx)

    async def _help(self, ctx: IntentContext) -> Reply:
        return help_reply()

    def _noun_of(self, collection: str, request: Request | None) -> str:
        """What the items of `request` are called when it named a kind ("meals"), else ""."""
        if request is None or request.category is None:
            return ""
        return self.library.wording[collection].noun(request.category, request.type)

    def _maker_in_story(self, ctx: IntentContext, shelf: Shelf, reading: Reading) -> referred.Antecedent | None:
        """The one maker the story around the question names, read on its own, when the question says "his" or "her"
        ("A friend asked me whether Tomas Reyes is worth reading. How many of his books have I read?"); None otherwise
        (read only for a possessive pronoun in a message with an aside)."""
        if not reading.pronouns or not all(p.possessive for p in reading.pronouns):
            return None
        story = asides_only(ctx.turn.text)
        if story is None:
            return None
        return referred.maker_named(shelf.reader.read(story.strip(), ctx.now, ctx.turn.location)[0], shelf.definition)

    async def _than_the_one_before_it(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "was it longer than the book I read right before it?" after one was picked: both values, yes or no."""
        definition = self.library.definition(collection)
        measured = comparative_against_the_one_before(reading.text, definition)
        chosen = dialog(ctx).selected if measured is not None else None
        item = await self.library.one(collection, chosen) if chosen else None
        if measured is None or item is None:
            return None
        field = the_field(measured, definition, item)
        if field is None:
            return None
        _, earlier = await self.library.all(Request(collection, category=item.get("category"), dates=dated_before(item)))
        earlier = [i for i in earlier if i["_id"] != item["_id"]]
        if not earlier:
            return None
        previous = max(earlier, key=lambda i: i["itemDate"])
        text = verdict(measured, field, item, previous, self.library.wording[collection].unit(field.name))
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _the_only_one_that(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "is that the only one that long?" after an item picked by a superlative: the other items of the set ranked
        that share its value of the field ranked by, yes or no."""
        talked = dialog(ctx)
        prior, chosen = talked.request, talked.selected
        if not only_one_asked(ctx.turn.text) or prior is None or prior.superlative is None or chosen is None:
            return None
        definition = self.library.definition(collection)
        path = sort_path(prior, definition)
        item = await self.library.one(collection, chosen)
        mine = value_at(item, path) if item is not None and path is not None and path != "itemDate" else None
        if item is None or path is None or mine is None:
            return None
        query = build_query(replace(prior, within=None, limit=0, superlative=None), definition)
        tied = await self.library.items.find(collection, ties(query, path, mine), (("itemDate", -1),), AGGREGATE_LIMIT)
        others = [str(i.get("title")) for i in tied if i["_id"] != item["_id"]]
        words = self.library.wording[collection]
        unit = words.unit(prior.superlative.field)
        value = f"rated {number(float(mine))}" if path == "rating" else number(float(mine), unit)
        kind = (prior.category, prior.type)
        text = only_one_verdict(str(item.get("title")), value, others, words.noun(*kind, 1), words.noun(*kind, 2))
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _than_the_top_of_a_kind(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "was that further than my longest hike ever?" after one item was picked: its value against the top item of
        the kind named, by the same field; asked back when the two kinds have no field in common."""
        definition = self.library.definition(collection)
        asked = than_the_top_of_a_kind.against_the_top_asked(ctx.turn.text, definition)
        chosen = dialog(ctx).selected if asked is not None else None
        item = await self.library.one(collection, chosen) if chosen else None
        words = self.library.wording[collection]
        kind = than_the_top_of_a_kind.kind_named(asked.noun, words.nouns) if asked is not None else None
        if asked is None or item is None or kind is None:
            return None
        field = measured_field(asked.measured, definition, item.get("category"))
        top_field = measured_field(asked.top, definition, kind[0])
        if field is None or top_field is None or field.name != top_field.name:
            return None
        _, of_kind = await self.library.all(Request(collection, category=kind[0], type=kind[1]))
        valued = [(float(v), i) for i in of_kind if isinstance(v := value_at(i, field.path), (int, float))]
        mine = value_at(item, field.path)
        if not valued or not isinstance(mine, (int, float)):
            return None
        theirs, top = (max if asked.top.larger else min)(valued, key=lambda v: v[0])
        text = than_the_top_of_a_kind.verdict(asked, item, float(mine), top, theirs, words.unit(field.name))
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _the_most_ever(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "is that the longest book I've ever read?" after one was picked: against every item of its kind, yes or no."""
        definition = self.library.definition(collection)
        asked = the_most_ever.most_ever_asked(reading.text, definition)
        chosen = dialog(ctx).selected if asked is not None else None
        item = await self.library.one(collection, chosen) if chosen else None
        field = the_most_ever.the_field(asked, definition, item) if asked is not None and item is not None else None
        talked_about = dialog(ctx).request
        talked = talked_about.type if talked_about is not None else None
        if asked is None or item is None or field is None:
            return None
        _, others = await self.library.all(
            Request(collection, category=item.get("category"), type=the_most_ever.of_its_type(asked, item, talked))
        )
        text = the_most_ever.verdict(asked, field, item, others, self.library.wording[collection].unit(field.name))
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _not_that_one(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "no, the other one" right after a choice between two: the reading asked back not chosen ("museums" after
        "history books or history museums?": the books), or the other of two items after a pick ("my last trip to
        Lecce", two trips there: the first one); None otherwise."""
        if not not_that_one.says_the_other_one(ctx.turn.text):
            return None
        reading_meant = not_that_one.the_other_reading(ctx.turn.text, ctx.memory.get(READING_CHOSEN_KEY), turn_number(ctx), asked_last(ctx))
        if reading_meant is not None:
            return await found.answer(self.library, ctx, reading_meant, reading, [])
        prior, answer = remembered.prior(ctx)
        picked_from = not_that_one.the_set_picked_from(ctx.turn.text, prior, answer)
        if picked_from is None or prior is None or picked_from.collection != collection:
            return None
        query = build_query(picked_from, self.library.definition(collection))
        other_end = not_that_one.the_other_end(prior, await self.library.items.count(collection, query.filter))
        if other_end is None:
            return None
        reply = await found.answer(self.library, ctx, other_end, reading, [])
        return await picked.about_pick(self.library, ctx, reply, other_end, reading, None)

    async def _the_other_one(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "and the other one, was it longer?" the turn after one of two things asked back about was chosen: both values,
        yes or no; None when not so."""
        kept = ctx.memory.get(the_other_one.THE_ONE_CHOSEN_KEY)
        if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn_number(ctx):
            return None
        definition = self.library.definition(collection)
        measured = the_other_one.compared_with_the_other(reading.text, definition)
        chosen = the_other_one.Chosen.from_dict(kept)
        other_id = chosen.other()
        if measured is None or other_id is None:
            return None
        other, one = await self.library.one(collection, other_id[0]), await self.library.one(collection, chosen.chosen)
        field = the_other_one.the_field(measured, definition, other) if other is not None and one is not None else None
        if other is None or one is None or field is None:
            return None
        unit = self.library.wording[collection].unit(field.name)
        text = the_other_one.verdict(measured, field, chosen, other, one, unit)
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _than_another_item(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "was it better than the one before?", "so worse than the other one?", "rated higher than the 2025 one?" of the
        item in focus: the other item pointed to, both values, yes or no; asked back when the other one is unclear."""
        definition = self.library.definition(collection)
        asked = than_another_item.against_another_asked(ctx.turn.text, definition)
        chosen = dialog(ctx).selected if asked is not None else None
        item = await self.library.one(collection, chosen) if chosen else None
        field = than_another_item.the_field(asked, definition, item) if asked is not None and item is not None else None
        if asked is None or item is None or field is None or not isinstance(item.get("itemDate"), datetime):
            return None
        other: dict[str, Any] | None = None
        if asked.other.how in ("before", "after"):
            before = asked.other.how == "before"
            in_focus = than_another_item.set_in_focus(dialog(ctx).request, item, collection)
            _, beside = await self.library.all(replace(in_focus, dates=than_another_item.dated_beside(item, before)))
            other = than_another_item.next_beside(item, beside, before)
        else:
            kept = ctx.memory.get(the_other_one.THE_ONE_CHOSEN_KEY)
            choice = the_other_one.Chosen.from_dict(kept) if isinstance(kept, dict) and kept.get("chosen") == chosen else None
            option = choice.other() if choice is not None else None
            # "the 2022 one" after the 2025 one was chosen of the Lecce trips asked back: the options told are talked about
            told = [i for i, _ in choice.options if i != chosen] if choice is not None else []
            ids = (
                [option[0]] if option is not None and asked.other.year is None else list(dict.fromkeys([*dialog(ctx).talked_about, *told]))
            )
            _, talked = await self.library.all(Request(collection, within=tuple(ids))) if ids else (None, [])
            by_id = {str(i["_id"]): i for i in talked}
            several = than_another_item.candidates(asked, item, [by_id[i] for i in ids if i in by_id])
            if len(several) > 1:
                text = than_another_item.which_one(asked, several)
                return Reply(text=corrections_said(reading) + text, kind="fallback", expects_answer=True)
            other = several[0] if several else None
        if other is None:
            text = than_another_item.none_found(asked, item)
            return Reply(text=corrections_said(reading) + text, kind="fallback", expects_answer=asked.other.how not in ("before", "after"))
        if asked.of_the_other:  # "was the 2019 one shorter?": the 2019 one against the one in focus
            item, other = other, item
        text = than_another_item.verdict(asked, field, item, other, self.library.wording[collection].unit(field.name))
        which_of_two_named.keep(ctx.memory, item, other, field, turn_number(ctx))  # "by how much?" next
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _two_named(self, ctx: IntentContext, collection: str, reading: Reading) -> Reply | None:
        """ "Which is longer, The Wine Handbook or Why Birds Matter?": the two so titled, both values and the difference;
        then "By how many pages?": that difference. None when the text is neither, or the titles name no one item each."""
        definition = self.library.definition(collection)
        kept = ctx.memory.get(which_of_two_named.ITEMS_COMPARED_KEY)
        if isinstance(kept, dict) and kept.get("turn", -2) + 1 == turn_number(ctx) and kept.get("field"):
            field = definition.field(str(kept["field"]))
            unit = self.library.wording[collection].unit(field.name)
            if which_of_two_named.by_how_much_asked(ctx.turn.text, kept, turn_number(ctx), field, unit):
                one, other = [await self.library.one(collection, str(i)) for i in kept["ids"]]
                if one is not None and other is not None:
                    text = which_of_two_named.by_how_much(field, one, other, unit)
                    which_of_two_named.keep(ctx.memory, one, other, field, turn_number(ctx))
                    return Reply(text=text, speech=text)
        asked = which_of_two_named.two_named_asked(ctx.turn.text, definition)
        if asked is None:
            return None
        named: list[dict[str, Any]] = []
        for title in asked.titles:
            _, found = await self.library.all(Request(collection, texts=(TextMatch("title", title),)))
            item = which_of_two_named.titled(title, found)
            if item is None:
                return None
            named.append(item)
        by = which_of_two_named.the_field(asked, definition, named[0], named[1])
        if by is None or named[0]["_id"] == named[1]["_id"]:
            return None
        text = which_of_two_named.compared(asked, by, named[0], named[1], self.library.wording[collection].unit(by.name))
        which_of_two_named.keep(ctx.memory, named[0], named[1], by, turn_number(ctx))
        won = which_of_two_named.winner(asked, by, named[0], named[1])
        if won is not None:  # "was that one I read this year?", "who wrote it" next: the one that won
            chosen = str(won["_id"])
            memory = dialog(ctx)
            memory.request, memory.answer, memory.complete, memory.selected = Request(collection, within=(chosen,)), (chosen,), True, chosen
        return Reply(text=text, speech=text)

    async def _asked_of_the_others(self, ctx: IntentContext, shelf: Shelf, reading: Reading, prior: Request | None) -> Reply | None:
        """ "and the remaining ones how many nights" after "only the ones with anna": the rest of the answer before (see
        the_others.py), and the number asked of them: a count, a field's total ("how many nights" of several things is
        their total), average or other aggregate; None when the message is not so or the rest cannot be told."""
        asked = asked_of_the_others(reading.text)
        rest = the_rest_of_the_narrowing(prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx)) if asked else None
        if asked is None or rest is None:
            return None
        of_them, _ = shelf.reader.read(asked, ctx.now, ctx.turn.location)
        fields = of_them.shape.field_words or named_number_fields(asked, shelf.definition)
        aggregate = of_them.shape.aggregate or (Aggregate("sum", "") if fields and HOW_MANY_OR_MUCH.match(asked) else None)
        if aggregate is None:
            if not HOW_MANY_ALONE.fullmatch(asked.rstrip(" ?.!")):
                return None
            return await found.answer(self.library, ctx, replace(rest, action="count", aggregate=None), reading, [])
        request = replace(rest, action="find", aggregate=aggregate, superlative=None, limit=0, sort=None)
        resolved = resolve_fields(request, shelf.definition, fields)
        if isinstance(resolved, str):  # which field is meant cannot be told: ask rather than guess
            dialog(ctx).ask_which_field(request)
            return Reply(text=corrections_said(reading) + resolved, expects_answer=True)
        # the words of "how many nights" were read here, as the total asked: none of them is left unread
        unread = [w for w in of_them.unknown_words if w not in ("how", "many", "much") and not named_number_fields(w, shelf.definition)]
        return await totals.aggregate(self.library, ctx, resolved, reading, unread)

    # --- a question about the items ------------------------------------------------------------------
    async def query(self, ctx: IntentContext, action: str) -> Reply:
        """A question about the items (`action`: find, count, list or map): read in the context of the
        conversation, then answered by the job it asks for, or asked back when it cannot be told."""
        shelf = self.library.shelf(ctx)
        collection = shelf.definition.name
        aggregate_before = ctx.memory.get(AGGREGATE_KEY)
        two_claimed = (  # (read with its typos mended only right after two values: "in totla")
            two_values_claimed(
                shelf.reader.read(ctx.turn.text, ctx.now, ctx.turn.location)[0].text, aggregate_before, turn_number(ctx), ctx.now.year
            )
            if isinstance(aggregate_before, dict) and "before" in aggregate_before and not read_elsewhere(plainly(ctx.turn.text))
            else None
        )
        if two_claimed is not None:  # "So I rate Omar Said a bit higher than Ada Winter, right?" after their two averages
            return Reply(text=two_claimed.reply)
        other_time = against_another_time(plainly(ctx.turn.text), aggregate_before, turn_number(ctx))
        if other_time is not None and isinstance(aggregate_before, dict):  # "was that more than last years average"
            against_then = await self._claimed_against_another_time(ctx, aggregate_before, *other_time)
            if against_then is not None:
                return Reply(text=against_then.reply)
        selected = dialog(ctx).selected
        if selected and ELSE.search(ctx.turn.text):  # "did its author write anything else …?": its author named
            maker = referred.maker_of(await self.library.one(collection, selected), shelf.definition)
            said = its_maker_named(ctx.turn.text, maker.name if maker else None, maker.field if maker else None, shelf.definition)
            ctx = replace(ctx, turn=replace(ctx.turn, text=said)) if said != ctx.turn.text else ctx
        corrected = said_over(ctx.turn.text, lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0])
        if corrected is not None:  # "wines from 2018.. no wait, 2019": the wines from 2019
            ctx.turn = replace(ctx.turn, text=corrected)
        instead = meant_instead(ctx.turn.text, dialog(ctx).request, lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0])
        if instead is not None:  # "ehh not greek, portugese" after the top 3 greek wines: the top 3 portuguese ones
            ctx.turn = replace(ctx.turn, text=instead)
        with_verb = asked_with_its_verb(ctx.turn.text, shelf.reader.people.names)
        if with_verb is not None:  # "mary there too?" after the one hike talked about: was Mary there too?
            ctx.turn = replace(ctx.turn, text=with_verb)
        alone = the_question_alone(ctx.turn.text)
        if alone is not None:  # "12?? i would have said fewer than 10. did i really go to more than 10": its own claim
            ctx.turn = replace(ctx.turn, text=alone)
        announced = subject_announced(ctx.turn.text)
        if announced is not None:  # "Now about Anna: in how many countries …?" after the wines: a question of its own
            ctx.turn = replace(ctx.turn, text=announced)
        dropped = dropped_part(ctx.turn.text, dialog(ctx).request)
        if dropped is not None:  # "forget ben, all my rides with james since then": the rest asked of the question less Ben
            _rest_asked_of(ctx, dropped.request, dropped.rest)
        one_part_dropped = part_undone(ctx.turn.text, dialog(ctx).request, self._field_names(collection))
        if one_part_dropped is not None:  # "drop the year" after the art museums of 2019: the art museums of every year
            undone_said, _ = shelf.reader.read(ctx.turn.text, ctx.now, ctx.turn.location)
            plain = replace(undone_said, dates=(), comparisons=(), topics=(), places=(), people=(), values=(), unknown_words=())
            return await found.answer(self.library, ctx, one_part_dropped, plain, [])
        split = back_to_subject.return_and_question(ctx.turn.text)
        returned = (
            back_to_subject.subject_returned_to(
                shelf.reader.read(split[0], ctx.now, ctx.turn.location)[0], ctx.memory.get(HISTORY_KEY), collection
            )
            if split is not None
            else None
        )
        if split is not None and returned is not None:  # "going back to the Istanbul trip, was Sofia on it?": asked of that trip
            _, its_items = await self.library.all(returned)
            kept = dialog(ctx)
            kept.request, kept.answer = returned, [str(i["_id"]) for i in its_items][: remembered.ANSWER_MEMORY]
            kept.complete = len(its_items) <= remembered.ANSWER_MEMORY
            kept.selected = str(its_items[0]["_id"]) if len(its_items) == 1 else None  # "was Sofia on it?": the one trip
            ctx.turn = replace(ctx.turn, text=split[1])
        widening = widened_beyond(ctx.turn.text, dialog(ctx).request, lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0])
        if widening is not None and not widening.rest:  # "all years" after the history museums of 2018: those of every year
            widened_said, _ = shelf.reader.read(ctx.turn.text, ctx.now, ctx.turn.location)
            return await found.answer(self.library, ctx, widening.request, replace(widened_said, dates=(), comparisons=(), topics=()), [])
        if widening is not None:  # "actually all years not just 2023. how many of hers …": the rest asked of the question widened
            _rest_asked_of(ctx, widening.request, widening.rest)
        winner_narrowed = which_was_more.narrowed_again(ctx.turn.text, remembered.compared_lately(ctx))
        if winner_narrowed is not None and which_was_more.narrows(shelf.reader.read(winner_narrowed, ctx.now, ctx.turn.location)[0]):
            ctx.turn = replace(ctx.turn, text=winner_narrowed)  # "and which got more 5 star ratings" after "puglia or tuscany": of those
        group_asked = group_named.asked_again(ctx.turn.text, ctx.memory, turn_number(ctx), frozenset(shelf.reader.people.names))
        if group_asked is not None:  # "family is mary and tom" after "how many trips werent with family?" was asked back
            ctx.memory.pop(group_named.GROUP_ASKED_KEY, None)
            ctx.turn = replace(ctx.turn, text=group_asked)
        reading, needs_location = shelf.reader.read(ctx.turn.text, ctx.now, ctx.turn.location)
        counted_before = dialog(ctx).request
        count_said = (
            count_claimed(reading.text, reading, counted_before.action == "count", bool(counted_before.comparisons))
            if counted_before is not None and counted_before.collection == collection
            else None
        )
        if count_said is not None and counted_before is not None and counted_before.superlative is None and not counted_before.limit:
            # "did i really go to more than 10" after "how many museums did i visit in 2022? 12": that count checked
            count_checked = replace(counted_before, action="verify", aggregate=None)
            plain = replace(reading, comparisons=(), bare_numbers=(), shape=replace(reading.shape, verify=True, times=count_said))
            return await found.answer(self.library, ctx, count_checked, plain, [])
        two_named = await self._two_named(ctx, collection, reading)
        if two_named is not None:  # "which is longer, The Wine Handbook or Why Birds Matter?", then "by how many pages?"
            return two_named
        trip_of_it = await trip_holding_it.answer(self.library, ctx, shelf)
        if trip_of_it is not None:  # "how many nights was that trip" after a museum in Amsterdam: the trip it was on
            return trip_of_it
        title_asked = await titled_asked(self.library, ctx, shelf, reading)
        if title_asked is not None:  # "how many stars did I give Nina: A Life?" of 4 so titled: which, then "the one by lena fisher"
            return title_asked
        told = ctx.memory.get(CLAIM_TOLD_KEY)
        claim_asked = claim_checked_next(ctx.turn.text, told["claim"] if told and told.get("turn") == turn_number(ctx) - 1 else None)
        ctx.memory[CLAIM_TOLD_KEY] = {"claim": claim_told(ctx.turn.text), "turn": turn_number(ctx)}
        if claim_asked is not None:  # "was she right?" after "Priya swore my first museum was with her. When was …?": her claim
            reading, needs_location = shelf.reader.read(claim_asked, ctx.now, ctx.turn.location)
        in_full = said_in_full(ctx.turn.text, names_talked_about(ctx.memory.get(HISTORY_KEY)), reading.unknown_words)
        in_full = then_for_than(in_full, shelf.definition)  # "thats longer then the budapest trip": "than" meant
        if in_full != ctx.turn.text:  # "so yuko is rated higher than omar?" after the books by Yuko Tanaka and Omar Said
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        in_part = await self._name_said_in_part(ctx, shelf, reading, in_full, action)
        if isinstance(in_part, Reply):  # "dinner at juniper" of several restaurants so named: which one is asked
            return in_part
        mixed = next((p for p in reading.people if p.unclear), None)
        if mixed is not None:  # "dinners with chloe and sofia or tom": which groups is asked, the question kept
            return self._grouping_asked(ctx, reading, in_full, mixed, action)
        for _ in range(MAX_NAMES_IN_PART):  # "wines from belair" of one producer so named: that name, when it is read so
            if not isinstance(in_part, str):
                break
            named_in_full = shelf.reader.read(in_part, ctx.now, ctx.turn.location)
            if len(named_in_full[0].values) <= len(reading.values):
                break
            in_full, (reading, needs_location) = in_part, named_in_full
            # "more petrova or obi books?": each name said by one of its words, in turn
            in_part = await self._name_said_in_part(ctx, shelf, reading, in_full, action)
            if isinstance(in_part, Reply):
                return in_part
        loosened = regardless_of(in_full, shelf.definition)
        if loosened is not None:  # "…, whatever I rated them?", "over the same stretch": taken out, the rating freed below
            in_full = loosened.text
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        two_places = those_two_said_by_name(in_full, ctx.memory.get(HISTORY_KEY)) or which_of_the_two_said_by_name(
            in_full, ctx.memory.get(HISTORY_KEY)
        )  # "which of the two cities had more dinners" after Lisbon, then Porto: "which city …, Lisbon or Porto?"
        if two_places is not None:  # "and everywhere except those two valleys" after Napa Valley, then Sonoma Valley
            in_full = two_places
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        there_named = there_said_by_name(
            in_full, ctx.memory.get(HISTORY_KEY), place_named_most(ctx.memory.get(AGGREGATE_KEY), turn_number(ctx))
        )
        if there_named is not None:  # "more from there or from france" after the wines of Italy: Italy one of the two
            in_full = there_named
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        company = with_the_company_told(in_full, ctx.memory.pop(COMPANY_TOLD_KEY, None), turn_number(ctx))
        if company is not None:  # "all dinners with them" after "who was with me there?": with James, Tom and Sofia
            in_full = company[0]
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
            if company[1]:  # "all dinners …": every one of the kind, not only among the ones talked about
                kept = dialog(ctx)
                kept.request, kept.answer, kept.complete = None, None, False
        talked_kind = dialog(ctx).request
        kind_asked = next((t.category for group in reading.topics for t in group[:1]), None) or (
            talked_kind.category if talked_kind else None
        )
        aged = said_as_field(in_full, shelf.definition, kind_asked)
        if aged is not None:  # "were any of this year's bottles older than 2015?": a vintage before 2015, not drunk in 2015
            in_full = aged
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        year_against = than_the_year_talked_about(in_full, dialog(ctx).request) or against_the_year_talked_about(
            in_full, dialog(ctx).request
        )  # "vs 2024, which year had more" after the hikes of 2023: "2023 vs 2024, …"
        if year_against is not None:  # "did i read fewer books in 2023 than that" after the top books of 2024: than in 2024
            in_full = year_against
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        first_time = first_time_claimed(in_full)
        claimed_first = shelf.reader.read(first_time, ctx.now, ctx.turn.location) if first_time is not None else None
        if first_time is not None and claimed_first is not None and claimed_first[0].denied and len(claimed_first[0].places) == 1:
            # "And Australia, it was also the first time this year?": "I never went to Australia before this year, right?"
            in_full, (reading, needs_location) = first_time, claimed_first
        company_again = than_without.said_in_full(in_full)
        if company_again is not None:  # "more lunches with her than without, yeah?": "… than without her"
            in_full = company_again
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        set_against = than_a_person(in_full, shelf.reader.people.names)
        if set_against is not None:  # "And James, has he come on more rides than Ben or fewer?": with James or with Ben
            in_full = set_against
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        them = them_said_by_name(in_full, ctx.memory.get(HISTORY_KEY)) or neither_said_by_name(reading.text, ctx.memory.get(HISTORY_KEY))
        if them is not None:  # "How many of the trips without them was by train?" after trips without Mary and Tom
            in_full = them
            reading, needs_location = shelf.reader.read(in_full, ctx.now, ctx.turn.location)
        # "other way round there" after "more lunches than dinners in bari? No, …"; "so whites beat reds" after reds against
        # whites: the same comparison, yes or no of the option claimed ahead now
        swapped_claim = other_way_round(reading.text, comparing.just_before(ctx, None))
        swapped_claim = swapped_claim or one_beats_the_other(reading.text, comparing.of_late(ctx, CLAIM_TURNS))
        if swapped_claim is not None:
            return await comparing.compare(self.library, ctx, reading, [], swapped_claim)
        set_before = await than_the_set_before.answer(self.library, ctx, reading)
        if set_before is not None:  # "were his longer on average" after the books by him, and before them the ones not
            return set_before
        against = than_the_ones_before(in_full, dialog(ctx).request)
        if against is not None:  # "and the ones with him, were they longer on average?" after the rides without James
            reading, needs_location = shelf.reader.read(against, ctx.now, ctx.turn.location)
        elif (
            against := than_the_kind_before(reading, ctx.memory.get(HISTORY_KEY), turn_number(ctx), self.library.wording[collection].noun)
        ) is not None:
            # "So beach holidays are longer on average. Right?" after the average nights of the city breaks, then the beach holidays
            reading, needs_location = shelf.reader.read(against, ctx.now, ctx.turn.location)
        elif (against := is_it_higher(reading, dialog(ctx).request, self._noun_of(collection, dialog(ctx).request))) is not None:
            # "and is it higher for korea" after the average rating of the things in Japan: both averages, yes or no
            reading, needs_location = shelf.reader.read(against, ctx.now, ctx.turn.location)
        elif (against := than_the_place_before(reading, dialog(ctx).request)) is not None and (
            measured := shelf.reader.read(against, ctx.now, ctx.turn.location)
        )[0].shape.measured is not None:
            # "so the ones abroad scored higher on average, yes?" after the dinners at home: than the ones at home;
            # "did the french ones from that year do better" after the Italian wines of 2019: than the ones in Italy
            reading, needs_location = measured
        asked_of_pick = None
        picking = split_pick(in_full) if against is None else None
        if picking is not None:  # "which was my longest hike and how far was it": the pick, then its distance
            head, _ = shelf.reader.read(picking[0], ctx.now, ctx.turn.location)
            if head.superlatives:
                reading, asked_of_pick = head, picking[1]
        if action == "count" and NOT_COUNTING.search(reading.text):  # "and not counting the US?": leaving out, no count asked
            action = "find"
        # "how was the dinner with Elena?": how it went, its rating, asked as "how did I like it" is
        liked = how_liked.asked(ctx.turn.text) or how_was.asked(ctx.turn.text)
        if action == "count" and liked:  # "how much did I like my Paris trip?": its rating asked, nothing counted
            action = "find"
        if reading.corrections:  # the debug view shows every word read as another, with its score
            ctx.annotations["corrections"] = [c.to_dict() for c in reading.corrections]
        other_end = average_by.other_end_asked(reading.text, ctx.memory.get(average_by.AVERAGE_BY_KEY), turn_number(ctx))
        if other_end is not None:  # "and the highest" after the lowest average rating by country: the same groups, that end
            return await average_by.answer(self.library, ctx, average_by.again(*other_end), reading, [])
        kept_by = average_by.asked_again_of(reading, ctx.memory.get(average_by.AVERAGE_BY_KEY), turn_number(ctx))
        if kept_by is not None:  # "And for France the same?" after the city of Italy rated best on average: of France's cities
            before_by = Request.from_dict(kept_by["request"])
            grouped = replace(
                average_by.again(kept_by, str(kept_by.get("end", ""))),
                request=build_request(reading, before_by.action, collection, before_by, None),
            )
            return await average_by.answer(self.library, ctx, grouped, reading, [])
        not_that = await self._not_that_one(ctx, collection, reading)
        if not_that is not None:  # "no, the other one" after "museums" was chosen over books, or after the last trip of two
            return not_that
        other_option = the_other_one.the_other_meant(
            reading.text, ctx.memory.get(the_other_one.THE_ONE_CHOSEN_KEY), turn_number(ctx), dialog(ctx).selected
        )
        chosen_kept = ctx.memory.get(the_other_one.THE_ONE_CHOSEN_KEY)
        asked_of_it = isinstance(chosen_kept, dict) and chosen_kept.get("turn", -3) + 2 == turn_number(ctx)
        before_text = str(ctx.recent[-1].get("user") or "") if ctx.recent else ""
        if other_option is not None and asked_of_it and the_other_one.only_the_other(reading.text) and before_text:
            # "and on the other one?" after "was tom on it" of the one chosen: the question before, of the other one
            reading, needs_location = shelf.reader.read(before_text, ctx.now, ctx.turn.location)
        if other_option is not None:  # "and on the other one, was Anna with me?" after one of two was chosen: on the other one now
            dialog(ctx).selected, dialog(ctx).answer = other_option, (other_option,)
            # (not "elsewhere": "other" is said of the option, and a yes/no is of that one item)
            unread = tuple(w for w in reading.unknown_words if w != "other")
            reading = replace(reading, unknown_words=unread, shape=replace(reading.shape, refers_to_one=True))
        prior, answer = remembered.prior(ctx)
        set_before_check = none_found_checked.set_checked(reading, prior, answer, ctx.memory.get(HISTORY_KEY), turn_number(ctx) - 1)
        if set_before_check is not None:  # "how many with james" after "any in switzerland? No": of the ski days checked
            prior, answer = set_before_check, None
        ranked = next_in_ranking(ctx.turn.text, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx), shelf.reader.people.named(ctx.turn.text))
        if ranked is not None and prior is not None and prior.aggregate is not None and only_people_said(reading):
            # "and after her?", "leaving Mary out of it, who comes second?" after the most frequent companion: the next one
            return await totals.aggregate(self.library, ctx, prior, reading, [], ranked.leaving)
        if (
            prior is not None
            and prior.aggregate is not None
            and asks_the_value_again(ctx.turn.text, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx))
        ):
            # "whats the actual number" after "is my avg wine rating above 3.5? No, the average rating is 3.4 …": that value
            unbound = replace(prior.aggregate, bound_op="", bound=None)  # the value itself, no longer checked against a bound
            return await totals.aggregate(self.library, ctx, replace(prior, aggregate=unbound), reading, [])
        bounded = bound_on_the_value(
            reading, prior.aggregate if prior is not None else None, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx)
        )
        if bounded is not None and prior is not None:
            # "was that over 15 km" after "the average distance is 14.0 km over 12 runs in 2020": that value against 15 km
            return await totals.aggregate(self.library, ctx, replace(prior, aggregate=bounded), reading, [])
        list_checked = the_list_checked(reading, prior, answer, ctx.memory.get(HISTORY_KEY), turn_number(ctx))
        if list_checked is not None:  # "which had the biggest climb" after "any in switzerland? yes, 1": of the list checked
            prior, answer = list_checked, None
        ranking_checked = the_ranking_checked(reading, prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx))
        if ranking_checked is not None:  # "and the 3 worst in 2024" after the 3 worst meals and "any of those a dinner": meals
            prior, answer = ranking_checked, None
        if loosened is not None and loosened.fields and prior is not None:
            # "whatever I rated them" after the ones rated 5: the question before, without its bound on the rating
            prior, answer = replace(prior, comparisons=tuple(c for c in prior.comparisons if c.field not in loosened.fields)), None
        changed = change_claimed(reading, ctx.turn.text, ctx.memory.get(HISTORY_KEY), turn_number(ctx), shelf.definition)
        if changed is not None:  # "so my runs have gotten shorter lately?" after two times asked: yes or no, both values
            return await ratios.answer(self.library, ctx, reading, [], changed)
        # "and since then?" after the beers before 2020, "the six months before that" after the runs of the past six months
        reading = beside_the_time_talked_about(reading, prior, ctx.now)
        values = values_named(ctx.memory.get(AGGREGATE_KEY), turn_number(ctx), ctx.turn.text)
        if values is not None:  # "which ones?" after "in how many cities did I eat out in 2022?": every city named
            return Reply(text=values)
        against_before = await self._than_the_one_before_it(ctx, collection, reading)
        if against_before is not None:  # "was it longer than the book I read right before it?": the pick and the one before
            return against_before
        only_one = await self._the_only_one_that(ctx, collection, reading)
        if only_one is not None:  # "is that the only one that long?" after the longest run: the others at its value
            return only_one
        against_top = await self._than_the_top_of_a_kind(ctx, collection, reading)
        if against_top is not None:  # "was that further than my longest hike ever?": the pick against that top one
            return against_top
        most_ever = await self._the_most_ever(ctx, collection, reading)
        if most_ever is not None:  # "is that the longest book I've ever read?": the pick against all of its kind
            return most_ever
        against_chosen = await self._the_other_one(ctx, collection, reading)
        if against_chosen is not None:  # "and the other one, was it longer?" after one of two was chosen: the two
            return against_chosen
        against_another = await self._than_another_item(ctx, collection, reading)
        if against_another is not None:  # "so worse than the other one?", "better than the one before?": the pick and that one
            return against_another
        # "and my average rating for it?" after "which restaurant most often?": the meals at that restaurant
        reading = of_the_most_frequent(reading, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx), shelf.definition)
        still = still_the_most.still_claimed(reading, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx))
        if still is not None:  # "and without Mary, it is still Japan?": the most frequent again, checked against Japan
            reading = still[0]
            still_the_most.keep(ctx.memory, still[1], turn_number(ctx))
        context = dialog(ctx)
        # the one thing the conversation is on: the one picked, or found last ("my latest trip", kept past a new topic)
        one = context.selected or ctx.memory.get(remembered.PICKED_KEY)
        in_focus = await self.library.one(collection, str(one)) if reading.pronouns and one else None
        # the people the message names, as typed or as read ("sorry, jmaes": James, the typo read as the name)
        named_now = shelf.reader.people.named(ctx.turn.text) or shelf.reader.people.named(reading.text)
        told_of_compared = pronoun_of_compared.answered(  # "sofia" after "Who do you mean by “her”: Priya or Sofia?"
            reading,
            named_now,
            ctx.memory,
            turn_number(ctx),
            lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0],
        )
        reading = told_of_compared or reading
        which_compared = pronoun_of_compared.ask_which(reading, ctx.memory.get(remembered.COMPARED_KEY), turn_number(ctx), ctx.memory)
        if which_compared is not None:  # "… with her" after "who do I have dinner with more often, Priya or Sofia?": which of them
            return Reply(text=corrections_said(reading) + which_compared, kind="fallback", expects_answer=True)
        told = referred.of_pronouns(  # "and without her?": the person talked about; "Priya" after "who do you mean by “her”?"
            reading,
            remembered.with_people_checked(ctx, prior),  # "the ones she wasn't at" after "were any of them with Mary?"
            ctx.memory,
            ctx.memory.get(AGGREGATE_KEY),
            turn_number(ctx),
            shelf.definition,
            lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0],
            named_now,
            # "and the meals with her there" after the drinks with Elena; "so he was on it?" after "Roberto insists he …"
            remembered.people_named(ctx)
            or remembered.people_told_of(ctx, shelf.reader.people.named)
            or remembered.people_said(ctx, shelf.reader.people.named),  # "Luca is coming over …" before: Luca
            remembered.people_named_last(ctx),  # "and without her" after "which of those was Priya on too?": Priya
            # "how many of hers …?" after the last book read: its author's
            referred.maker_of(in_focus if any(p.possessive for p in reading.pronouns) else None, shelf.definition),
            tuple(in_focus.get("who") or ()) if in_focus else (),  # "meals with her" after the trip with Mary and Elena
            self._maker_in_story(ctx, shelf, reading),  # "A friend asked me whether Tomas Reyes is worth reading. … his books"
        )
        if isinstance(told, str):
            return Reply(text=corrections_said(reading) + told, kind="fallback", expects_answer=True)
        reading = told
        prior, answer = without_the_one_who_missed(reading, prior, answer)  # "the ones he missed" after those with Ben
        paged = PAGE_WORDS.match(plainly(ctx.turn.text))
        if (
            paged is not None
            and context.shown is not None
            # "the rest" after a narrowing ("which ones were with Kenji?") is the other ones, not the next page
            and not (paged["rest"] and the_others(reading.text, prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx)) is not None)
        ):  # "show them all", "more" read as a question
            return await self.page(ctx)
        unknown = [w for w in reading.unknown_words if w not in QUIET_WORDS and not w.isdigit()]
        if liked or how_liked.score_given(reading.text):  # "how did I rate …", "i gave it five stars": those words read
            unknown = [w for w in unknown if w.lower() not in how_liked.WORDS]
        if SAME_FOR.search(reading.text):  # "same for runs": the words that ask the question again
            unknown = [w for w in unknown if w not in ("same", "do", "thing", "question", "again")]
        nearby = context.take_where()
        if nearby is not None and asks_anew(reading, nearby):  # "ever had wine in Japan?" after "anything from there in 2020?"
            nearby = None
        narrows = reading.comparisons or reading.dates or reading.people or reading.values or reading.texts or reading.superlatives
        if (
            nearby is not None and narrows
        ):  # "lunches in Oakland rated 4", "I'm in Lisbon, the ones rated 5": the question asked back, narrowed
            prior = replace(nearby, place=None)
            answer = None  # "only the ones rated 5" are of the question asked back, not of the answer before it
        talked_about = prior.category if prior is not None else None
        replied = await self._reply_to_asked_back(ctx, shelf, reading, None if narrows else nearby)
        if replied is not None:
            return replied
        compared_just_before = comparing.just_before(ctx, None)
        by_measure = measure_chosen(reading.text, compared_just_before, shelf.definition) if compared_just_before else None
        if by_measure is not None:  # "oh in km I mean", "and going by time?" after a comparison: it again, by that measure
            return await comparing.compare(self.library, ctx, reading, [], by_measure)
        if answers_at_what(reading, compared_just_before) and compared_just_before is not None:
            # "for books, by avg rating" after "Better at what?": the comparison again, of books
            context.take_comparison()
            return await comparing.contrast_again(self.library, ctx, reading, collection, [], compared_just_before)
        never = places_never(reading.text, build_request(reading, action, collection, None, None), reading.shape.aggregate)
        if never is not None:  # "in how many countries have i never had a beer": the countries less those of the beers
            _, of_any_kind = await self.library.all(never.everywhere)
            _, of_kind = await self.library.all(never.kind)
            places = never_there(of_any_kind, of_kind, never.path)
            all_places = len(never_there(of_any_kind, (), never.path))
            noun = self.library.wording[collection].noun(never.kind.category, never.kind.type)
            return Reply(text=corrections_said(reading) + never_said(places, all_places, never.label, noun))
        place_kind = await self._place_kind(ctx, reading, prior, answer, action, collection)
        if place_kind is not None:  # "what place did i go to most?": city or country; "and country" after the top city
            return place_kind
        differing = different_what.asked(reading.text, prior) if reading.shape.aggregate is None else None
        if differing is not None:  # "How many different ones?" after the Spanish wines: different in what?
            ctx.memory[DIFFERENT_WHAT_KEY] = {"request": differing.to_dict(), "turn": turn_number(ctx)}
            return Reply(
                text=corrections_said(reading) + different_what.question(shelf.definition, differing.category), expects_answer=True
            )
        if (reading.selections and answer) or (nth_time_said(reading.text) is not None and prior is not None):
            return await self.select(ctx)  # "the second one"; "with who was I going the second time?" after the trip there
        if answer and one_of_them.told_one_of_them(reading):
            told_one = await one_of_them.answer(self.library, ctx, reading, prior, tuple(answer))
            if told_one is not None:  # "the one with chloe" when two of those had her: which one is asked
                return told_one
        said_of_it = context.selected and that_value.THAT_FIELD.search(reading.text.lower())
        it = await self.library.one(collection, context.selected or "") if said_of_it else None
        shared = that_value.of_that_value(reading, shelf.definition, it, collection, action)
        if shared is not None:  # "show me every wine from that vintage" after the oldest wine: the wines of its vintage
            return await found.answer(self.library, ctx, shared, reading, that_value.still_unknown(unknown, reading.text))
        about = await picked.about_selected(self.library, ctx, reading)
        if about is not None:
            return about
        theirs = await self._their_field(ctx, reading, prior)
        if theirs is not None:  # "what grape were they?" after the wines of Argentina: each one's variety, counted
            return theirs
        if needs_location:
            context.ask_where(build_request(reading, action, collection, prior, answer))
            return Reply(text="To look nearby I need to know where you are. Which city are you in?", expects_answer=True)
        reading = as_yes_or_no(reading, bool(answer))  # "any of those rated 5?", "It was rated 5?", "… or not?"
        talked = prior is not None or bool(answer) or context.selected is not None or bool(ctx.memory.get(PLACE_KEY))
        talked = talked or bool(ctx.memory.get(remembered.PICKED_KEY))  # "that trip" after the one picked, of another kind
        one = unresolved_one(reading, talked, shelf.definition)
        if one:  # "That restaurant, it was good or not?" with nothing talked about: asked, not answered for every meal
            if not reading.shape.verify:  # "what was that restaurant called?": the kind asked about, kept for the answer
                context.request, context.answer = build_request(reading, action, collection, None, None), None
            else:  # "was it really a 5 star?": asked again about the one thing the answer picks
                it_told.keep(ctx.memory, ctx.turn.text, turn_number(ctx))
            return Reply(text=corrections_said(reading) + one, kind="fallback", expects_answer=True)
        end = the_last_one_of_what.the_end_of_nothing(reading, talked)
        if end is not None:  # "did i rate the last one 4 or more" with nothing talked about: the last what is asked
            asked_action = "verify" if reading.shape.verify else action
            of_what = the_last_one_of_what.asked_of_what(build_request(reading, asked_action, collection, None, None), end)
            return ask_which(self.library, ctx, of_what, reading, None)
        # "how many of them …", "How were the ones in Paris?" with nothing talked about: which ones is asked
        if not talked and not reading.topics and (it_told.OF_THEM.search(reading.text) or it_told.THE_ONES.search(reading.text)):
            it_told.keep(ctx.memory, ctx.turn.text, turn_number(ctx), it_told.THEM_KEY, action)
            return Reply(text=corrections_said(reading) + it_told.asked_which(reading.text), kind="fallback", expects_answer=True)
        companion = unknown_companion(reading.text, unknown) if reading.shape.verify and not reading.people else None
        if companion is not None:  # "did i ever go hiking with sarah": no hikes with her, never every hike
            said, a_name = companion
            unread = tuple(w for w in reading.unknown_words if w.lower() != said.lower())
            if a_name:
                nobody = (People((said,), exclude=False),)
                reading = replace(reading, people=nobody, unknown_words=unread, problems=(*reading.problems, nobody_called(said)))
            else:  # "did i go hiking with cousins?": asked about, since leaving it out would answer about every hike
                reading = replace(reading, unknown_words=unread, unknown_names=(*reading.unknown_names, UnknownName("with", said)))
        unknown = [w for w in unknown if w in reading.unknown_words]  # the "not" of "… or not?"
        shape = reading.shape
        if reading.unknown_names:  # answering without the name would answer about everything
            return unknown_names(ctx, reading)
        other_reading = the_other_reading(ctx.memory.get(READING_CHOSEN_KEY), reading, turn_number(ctx), asked_last(ctx))
        if other_reading is not None:  # "and the books from that year" after "history books or museums?" "museums"
            return await found.answer(self.library, ctx, replace(other_reading, action="find"), reading, [])
        whole = the_whole_place(reading.text, prior, shelf.reader.places.gazetteer.country_names)
        if whole is not None:  # "the whole vally" after "anything in napa this year": all of the Napa Valley, this year
            return await found.answer(self.library, ctx, whole, reading, [])
        first = the_first_asked(ctx.turn.text, ctx.memory)
        if first is not None:  # "take me back to the first thing I asked about": that question again
            return await found.answer(self.library, ctx, first, reading, [])
        restored = the_set_before_narrowing(reading.text, prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx))
        if restored is not None:  # "ok all of them again" after "only art ones": the museums before that narrowing
            return await found.answer(self.library, ctx, restored, reading, [])
        verified = which_verified(reading, ctx.memory, turn_number(ctx))
        if verified is not None:  # "wich ones" after "were any of those with mary and james? Yes, 3 …": those 3
            return await found.answer(self.library, ctx, verified, reading, [])
        listed = the_ones_found(reading, prior, answer)
        if listed is not None:  # "wich ones?", "shwo me all of it" after a count or a yes/no: the answer just given, listed
            return await found.answer(self.library, ctx, listed, reading, [])
        if asks_when_of_them(reading) and prior is not None and context.selected is None and answer and len(answer) > 1:
            # "when?" after "did i ever give a museum one star? Yes, 8 …": the dates of those 8
            return await self._when_of_them(ctx, reading, prior, tuple(answer))
        unlike = the_ones_it_was_not(reading.text, prior)
        if unlike is not None:  # "which ones didn't, then?" after "did all my beach holidays get at least 4 stars?": the others
            return await found.answer(self.library, ctx, unlike, replace(reading, unattached_negations=()), [])
        others = the_others(reading.text, prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx))
        if others is not None:  # "and the other ones" after "which ones were with Kenji?": the rest, without Kenji
            return await found.answer(self.library, ctx, others, reading, [])
        rest_of_it = the_rest_of_the_time(reading, prior, answer, context.complete)
        if rest_of_it is not None:  # "and the rest of 2022" after the hikes of 2022 with Anna: the other hikes of 2022
            return await found.answer(self.library, ctx, rest_of_it, replace(reading, dates=()), [])
        by_field = by_another_field(reading, prior, shelf.definition)
        if by_field is not None:  # "by time" after "the longest one": the longest by duration, among the same ones
            return await picked.about_pick(
                self.library, ctx, await found.answer(self.library, ctx, by_field, reading, []), by_field, reading, None
            )
        of_the_others = await self._asked_of_the_others(ctx, shelf, reading, prior)
        if of_the_others is not None:  # "and the remaining ones how many nights" after "only the ones with anna": their total
            return of_the_others
        swapped = the_other_way_round(reading, prior)
        if swapped is not None:  # "now the other way round" after the wines with Mary without Roberto: with him, without her
            return await found.answer(self.library, ctx, swapped, reading, [])
        total = in_total(reading, prior, action, context.compares()) or everything_in_total(reading, prior, action)
        if total is not None:  # "how many sparkling in total then" after the sparkling wines outside France: all of them
            return await found.answer(self.library, ctx, total, reading, [w for w in unknown if w not in ("total", "all", "told")])
        wide = widened(reading, prior)
        if wide is not None:  # "all of them, not just 2024": the question before, every year
            return await found.answer(self.library, ctx, wide, replace(reading, dates=()), [])
        back = included_again(reading, prior)
        if back is not None:  # "ok actually include italy again" after the wines outside Italy, Spain and the States
            return await found.answer(self.library, ctx, back, reading, [])
        neither = neither_of_them(reading, prior)
        if neither is not None:  # "and the 2021 ones that were neither" after "flights or trains": the other kinds
            return await found.answer(self.library, ctx, neither, replace(reading, dates=(), unattached_negations=()), [])
        chosen = dialog(ctx).selected if ONE_BEFORE.match(reading.text) else None  # "and the one before that": by date
        kept_among = ctx.memory.get(LATEST_AMONG_KEY)  # what the latest one checked was picked among
        among = Request.from_dict(kept_among["request"]) if isinstance(kept_among, dict) and kept_among.get("selected") == chosen else None
        moment = (await self.library.one(collection, chosen) or {}).get("itemDate") if chosen else None
        before = one_before(reading.text, prior, moment, among)
        if before is not None and prior is not None and prior.action == "verify":  # the same claim, of the one before
            previous = await self.library.latest(before)
            if previous is not None:
                checked = await found.answer(self.library, ctx, checked_again(prior, previous["_id"]), reading, [])
                memory = dialog(ctx)  # "and the one before that?" again: the one before this one
                memory.request, memory.answer, memory.complete, memory.selected = prior, (previous["_id"],), True, previous["_id"]
                if among is not None:
                    ctx.memory[LATEST_AMONG_KEY] = {"request": among.to_dict(), "selected": previous["_id"]}
                return checked
        if before is not None:  # "and where was the trip before that": the one before, then where it was
            return await picked.about_pick(self.library, ctx, await found.answer(self.library, ctx, before, reading, []), before, reading)
        next_of = dialog(ctx).selected if ONE_AFTER.match(reading.text) else None  # "and the next one?": by date
        next_of_moment = (await self.library.one(collection, next_of) or {}).get("itemDate") if next_of else None
        after = one_after(reading.text, prior, next_of_moment)
        if after is not None:  # "and the next one?" after "the first ski day in 2021": the one after it
            return await picked.about_pick(self.library, ctx, await found.answer(self.library, ctx, after, reading, []), after, reading)
        shown_before = position_before(reading.text, context.answer or (), chosen) if before is None else None
        if shown_before is None and next_of is not None:  # "and the one after that" after "the third one": the fourth of it
            shown_before = position_after(reading.text, context.answer or (), next_of)
        if shown_before is not None:  # "and the one before that" after "the third one": the second of that list (or the fourth)
            context.selected = (context.answer or ())[shown_before - 1]
            item = await picked.selected(self.library, ctx)
            if item is not None:
                position = await picked.position_said(self.library, ctx, shown_before)
                return picked.describe_item(item, reading.text, shelf.definition, picked_as=position, now=ctx.now)
        asked = years_just_asked(reading, ctx.memory.get(HISTORY_KEY), turn_number(ctx)) if not reading.shape.contrast else None
        if asked is not None:  # "which yr had more" after "wines 2019" and "year before?": those years compared
            return await comparing.contrast(self.library, ctx, as_compared(reading, asked[1]), collection, [], None, None, asked[0])
        two = the_two_talked_about(reading, ctx.memory.get(HISTORY_KEY), turn_number(ctx), collection, self.library.wording[collection])
        if two is not None:  # "so which of the two saw more of me?" after Oakland's, then Berkeley's
            return await comparing.compare(self.library, ctx, reading, [w for w in unknown if w not in ("two", "2")], two)
        share_again = share.share_again(reading, ctx.memory.get(share.SHARE_KEY), turn_number(ctx), collection)
        if share_again is not None:  # "and in 2025?" after "what percentage of my trips in 2024 were with Mary?": that share again
            return await share.answer_share(self.library, ctx, share_again[1], share_again[0], reading, unknown)
        ratio = ratios.ratio_claimed(reading, ctx.memory.get(HISTORY_KEY), turn_number(ctx), collection)
        if ratio is not None:  # "so 2026 was more than double right" after the totals of 2026 and 2025: yes or no, both values
            return await ratios.answer(self.library, ctx, reading, [w for w in unknown if w not in ratios.WORDS], ratio)
        tie_rest, compared_last = tie_asked(reading.text), comparing.just_before(ctx, None)
        tie_checked = (
            tie_rest is not None and compared_last is not None and not compared_last.get("measure") and not compared_last.get("each")
        )
        if tie_checked and compared_last is not None and tie_rest is not None:
            if asks_nothing_else(tie_rest):  # "so it was the same number of both?" after a comparison: yes or no, both counts
                return await comparing.compare(self.library, ctx, reading, [], {**compared_last, "against": False, TIE_KEY: True})
            reading, needs_location = shelf.reader.read(tie_rest, ctx.now, ctx.turn.location)  # "and last year was it a tie"
            unknown, shape = [w for w in unknown if w in reading.unknown_words], reading.shape
        three = against_every_option(compared_last, reading, self.library.wording[collection]) if compared_last else None
        if three is not None and beats_both_asked(reading.text):  # "did wine beat both that year" after beers or cocktails
            return await comparing.compare(self.library, ctx, reading, [], three)
        two_before = comparing.the_two_before(ctx)
        both_claimed = won_both(reading.text, *two_before) if two_before is not None else None
        if both_claimed is not None:  # "so wine won both years" after wine against beer this year, then in 2023: both checked
            return await comparing.both_checked(self.library, ctx, reading, both_claimed)
        two_ways = await self._claimed_two_ways(ctx, shelf, reading, collection)
        if two_ways is not None:  # "so more km running but more hikes, right" after runs against hikes: both checked
            return two_ways
        claimed_winner = winner_claimed(reading.text, comparing.just_before(ctx, None))
        if claimed_winner is not None:  # "so autumn wins" after "more hikes in spring or in autumn?": yes or no, both counts
            return await comparing.compare(self.library, ctx, reading, [], claimed_winner)
        claimed_of_one = than_the_other_option(reading, comparing.just_before(ctx, None))
        in_full_measured = shelf.reader.read(claimed_of_one[0], ctx.now, ctx.turn.location)[0] if claimed_of_one is not None else None
        if claimed_of_one is not None and in_full_measured is not None and in_full_measured.shape.measured is not None:
            # "cocktails rated higher that year tho right" after "more beers or cocktails in 2022?": than the beers of 2022
            measure, unread_words = asdict(in_full_measured.shape.measured), [w for w in unknown if w in in_full_measured.unknown_words]
            return await comparing.compare(self.library, ctx, reading, unread_words, {**claimed_of_one[1], "measure": measure})
        if THAT_DAY.search(reading.text) and not reading.dates:  # "what did we do that day?": the day of the item talked about
            item = await self.library.one(collection, dialog(ctx).selected or "")
            daily = on_that_day(reading, item["itemDate"] if item else ctx.memory.get(DAY_KEY))
            if daily is None:
                return Reply(text=corrections_said(reading) + ASK_WHICH_DAY, kind="fallback", expects_answer=True)
            reading, unknown = daily, [w for w in unknown if w in daily.unknown_words]
        all_along = compared_all_along.over_all_time(reading.text, remembered.compared_lately(ctx, 1))
        if all_along is not None:  # "And over all the years, since I started keeping track?" after "… this year?": every year
            return await comparing.compare(self.library, ctx, reading, [], all_along)
        kept_compared = remembered.compared_lately(ctx)
        winner_asked = which_was_more.asked_again(reading.text, kept_compared)
        if winner_asked is not None and kept_compared is not None:  # "And in 2014, which one was more?": "and in 2014?" then
            head, _ = shelf.reader.read(winner_asked, ctx.now, ctx.turn.location)
            left = [w for w in head.unknown_words if w not in QUIET_WORDS and w not in which_was_more.FOLLOW_ON_WORDS]
            head = replace(head, unknown_words=tuple(left))
            if head.has_constraints and only_when_or_where(head, kept_compared):
                which = {**kept_compared, "against": False, "byHowMuch": False}  # which one is asked, no yes or no
                return await comparing.contrast_again(self.library, ctx, head, collection, left, which)
        if not asks_for_something(
            reading, prior, action, bool(context.selected)
        ):  # nothing to look for: say so plainly instead of guessing
            if which_were_they(reading.text) == LIST_THEM and dialog(ctx).answer:  # "which ones?" after "6 museums in 2025."
                return await self.query(replace(ctx, turn=replace(ctx.turn, text=LIST_THEM)), "list")
            said = "; ".join(reading.problems) + "." if reading.problems else ""
            words = f" I didn't understand “{' '.join(unknown)}”." if unknown else ""
            return Reply(
                text=f"{said}{words} Try “Show me wines from France” or “What about red ones?”.".strip(),
                kind="fallback",
                expects_answer=True,
            )
        group = group_named.group_left_out(reading.text) if reading.unattached_negations else None
        if group is not None:  # "how many trips werent with family": who the family is, asked
            group_named.keep(ctx.memory, reading.text, group["group"], turn_number(ctx))
            return Reply(text=corrections_said(reading) + group_named.ask_who(group["group"]), kind="fallback", expects_answer=True)
        if reading.unattached_negations and prior is not None:  # "not in that city": the place pointed at, by its name
            lookup = shelf.reader.places.gazetteer.lookup
            place_of = shelf.reader.places.gazetteer.place
            named_most = there_of_the_most_frequent(
                prior,
                reading,
                ctx.memory.get(AGGREGATE_KEY),
                turn_number(ctx),
                lambda n: (lambda f: place_of(f) if f is not None else None)(lookup(n)),
            )
            pointed = named_most.place if named_most is not None else None
        else:
            pointed = None
        named_instead = with_the_place_named(ctx.turn.text, pointed) if reading.unattached_negations else None
        if named_instead is not None:  # "and the ones not in that city" after the most frequent city (Kyoto): not in Kyoto
            return await self.query(replace(ctx, turn=replace(ctx.turn, text=named_instead)), action)
        if reading.unattached_negations:  # answering without the negation would answer the opposite
            return unattached_negation(ctx, reading)
        typed = {c.became.lower(): c.word.lower() for c in reading.corrections}
        negation = unclear_negation(reading.text, unknown, typed)
        if negation is not None:  # "which ones werk with mary": answered without the word, it could be the opposite
            return Reply(text=corrections_said(reading) + negation, kind="fallback", expects_answer=True)
        unclear = unclear_kind(reading.text, unknown)
        if unclear is not None:  # "any zorblax ones?": answering without the word would answer about all of them
            return Reply(text=corrections_said(reading) + ask_about(unclear), kind="fallback", expects_answer=True)
        # "the poetry ones from then" after the books since 2020: since 2020 again
        reading = of_the_time_talked_about(reading, prior.dates if prior is not None else None)
        if reading.since_then:  # "since then": after the day of the item the conversation is on
            chosen = dialog(ctx).selected
            item = await self.library.one(collection, chosen) if chosen else None
            dated = since(reading, item.get("itemDate") if item else None, ctx.now)
            # "the grace obi ones since then" after "… since 2020", nothing picked: since 2020 again
            dated = dated or since_the_time_said(reading, prior.dates if prior is not None else None, ctx.now)
            if dated is None:
                return Reply(text=corrections_said(reading) + ASK_SINCE_WHEN, kind="fallback", expects_answer=True)
            reading = dated
        if any(d.beside is not None and d.beside.amount == 0 for d in reading.dates):  # "and before that?" after one picked
            item = await self.library.one(collection, dialog(ctx).selected or "")
            before_it = before_the_item(reading, item.get("itemDate") if item else None)
            if before_it is None:
                return Reply(text=corrections_said(reading) + ASK_BEFORE_WHEN, kind="fallback", expects_answer=True)
            reading = before_it
        if THAT_MONTH.search(reading.text) and not reading.dates:  # "any wine that same month?": the month of the item talked about
            item = await self.library.one(collection, dialog(ctx).selected or "")
            monthly = in_that_month(reading, item["itemDate"] if item else ctx.memory.get(DAY_KEY))  # else the day found or picked last
            if monthly is None:
                return Reply(text=corrections_said(reading) + ASK_WHICH_MONTH, kind="fallback", expects_answer=True)
            reading, unknown = monthly, [w for w in unknown if w in monthly.unknown_words]
        year = await remembered.year_of_selected(self.library, ctx, collection, reading)
        talked_venue = venue_talked_about(ctx.memory.get(AGGREGATE_KEY))  # "there" after the bar most often
        at_venue = remembered.there_is_the_venue(reading, prior, shelf.definition, talked_venue)  # "how many times was I there?"
        if not at_venue:
            prior = await remembered.there_of_selected(self.library, ctx, collection, reading, prior)
        if prior is not None and answer and not context.selected and not reading.places and that_place.part_referred(reading.text):
            # "show me everything from that city" after the beers in Japan: the city of those, asked back when several
            _, those = await self.library.all(Request(collection, within=tuple(answer)))
            cities = that_place.cities_meant(reading.text, prior.place, those)
            if len(cities) == 1:
                prior = replace(prior, place=cities[0])
            elif cities:
                context.ask_where(
                    replace(build_request(reading, action, collection, replace(prior, place=cities[0]), answer), place=None), itself=True
                )
                return Reply(text=corrections_said(reading) + that_place.which_city(cities), kind="fallback", expects_answer=True)
        gazetteer = shelf.reader.places.gazetteer  # "what did I eat there?" after "which city did I eat in most?": that city
        named = lambda name: (lambda found: gazetteer.place(found) if found is not None else None)(gazetteer.lookup(name))  # noqa: E731
        before_the_most = prior
        prior = there_of_the_most_frequent(prior, reading, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx), named)
        the_most_there = prior if prior is not before_the_most else None  # "there": the place the answer named the most frequent
        prior = remembered.continued(ctx, collection, reading, prior)  # "and restaurants?" after the museums of Paris
        if not at_venue:
            prior = remembered.place_talked_about(ctx, collection, reading, prior)  # "meals there" after "wines in Lyon"
        prior = remembered.corrected(ctx, collection, reading, prior)  # "no sorry, I meant the books" after the museums
        returned_to = remembered.gone_back_to(ctx, collection, reading, prior)  # "ok back to the runs" after the beers
        if returned_to is not prior:  # the subject returned to is asked anew, not the answer of the detour
            prior, answer = returned_to, None
            unknown = [w for w in unknown if w.lower() not in back_to_subject.POINTING_BACK_WORDS]  # "from before"
        asked = ctx.memory.get(ASKED_KEY)  # "dinners in Spain on that trip" after "was Mary on the Madrid trip?": its days
        picked_id = ctx.memory.get(remembered.PICKED_KEY)  # "on that trip" after "the most recent flight": that flight
        picked_one = await self.library.one(collection, picked_id) if isinstance(picked_id, str) and reading.refers_to_place else None
        reading = await on_the_trip(
            self.library, reading, (prior, Request.from_dict(asked) if isinstance(asked, dict) else None), picked_one, collection
        )
        reading = there_or_elsewhere(reading, prior)  # "lunches there or in logrono": the place talked about or Logroño
        compared = remembered.compared_before(ctx, reading, context.take_comparison())  # also after a new topic reset it
        joined = with_either(reading, compared)  # "any bike rides with either of them?" after "more runs with Tom or James?"
        if joined is not None:
            reading, compared = joined, None
            unknown = [w for w in unknown if w in reading.unknown_words]
        kinds_said = list(dict.fromkeys((t.category, t.type) for group in reading.topics for t in group[:1] if not t.negated))
        own = reading.filters_said
        differing_again = (
            by_how_much.said_again(reading.text, compared or remembered.compared_lately(ctx, 1), kinds_said) if not own else None
        )
        if differing_again is not None:  # "How many more it was?" after "did I read more books in 2025 than in 2024?"
            return await comparing.compare(self.library, ctx, reading, [w for w in unknown if w in ("it", "that")], differing_again)
        each = counted_again(reading.text, compared)
        if each is not None:  # "how many of each?" after "more Italian than French food abroad?": each option's count again
            return await comparing.compare(self.library, ctx, reading, [w for w in unknown if w not in OF_EACH_WORDS], each)
        if shape.measured is not None and THAN_THAT.search(reading.text) and dialog(ctx).selected:  # "any hike steeper than that?"
            item, fields = await self.library.one(collection, dialog(ctx).selected or ""), shelf.definition.fields_of(None)
            bound = against_the_one(reading, item, {f.name: f.unit for f in fields if f.unit})
            reading, shape = (bound, bound.shape) if bound is not None else (reading, shape)
        if shape.measured is not None and not shape.contrast and compared is not None and not reading.has_constraints:
            # "which did I rate higher on average?" after "more beers or cocktails?": the same groups, by that field
            return await comparing.compare(
                self.library, ctx, reading, unknown, {**compared, "measure": asdict(shape.measured), "against": False}
            )
        other = other_options(reading, compared) or other_values(reading, compared)  # "And in Spain, seafood or spanish?"
        if other is not None:  # "France or Greece?" after "more walks in Japan or Italy?": the same comparison of those two
            reading, shape = other, other.shape
        each_value = counts_each(reading) if not shape.contrast else None
        if each_value is not None:  # "how many reds, whites and rosés?": the count of each
            reading = each_value
        if shape.contrast or each_value is not None:
            kept_place = reading.refers_to_place or subdivides(reading, prior)  # "more lunches or dinners?" after Lisbon's meals
            place_asked = prior if kept_place and not reading.places and prior is not None and prior.place is not None else None
            return await comparing.contrast(
                self.library, ctx, reading, collection, unknown, year_talked_about(prior, year), place_asked, prior, each_value is not None
            )
        if compared is None and only_a_kind(reading, comparing.just_before(ctx, None)):
            compared = comparing.just_before(ctx, None)  # "dinners" after "more lunches tokyo or kyoto": that comparison again
        if (
            compared is not None
            and (
                continues(reading)
                or only_when_or_where(reading, compared)
                or only_a_kind(reading, compared)
                or only_values(reading, compared)  # "Reds only." after "more wines in 2025 or 2026?"
            )
            and reading.has_constraints
            and not (reading.topics and compared["byTopic"])
            and not reading.superlatives  # "and which of the Spanish ones did I like most?" picks one of an option
            and not comparing.picks_an_option(reading, collection, compared)  # "and the walks in 2025 without her?"
            and not comparing.asks_of_its_own(reading, collection, compared)  # "and hikes in the US but outside California?"
            and not comparing.asks_of_another_time(reading, collection, compared)  # "and this year?" after "2024 or 2025?"
            and not comparing.names_another_value(reading, compared)  # "and japanese?" after "more Italian or French food?"
        ):
            # "And in Spain?", "and walks?" after "more X or Y?"; "what if we only count the meals?": its "if" is read
            unknown = [w for w in unknown if w != "if"] if COUNTING_ONLY.search(reading.text) else unknown
            asked_again = {**compared, "against": False, TIE_KEY: True} if tie_checked else compared  # "and last year, a tie?"
            return await comparing.contrast_again(self.library, ctx, reading, collection, unknown, asked_again)
        option = comparing.the_option_named(ctx, reading, collection, compared) if not shape.contrast else None
        if option is None and not shape.contrast:  # "the average rating in 2025?" after the books of 2025 against 2024's
            option = the_time_named(reading, collection, comparing.just_before(ctx, compared))
        if option is None and not shape.contrast:  # "the average rating of the greek ones" after walks in Italy against Greece
            option = the_place_named(reading, comparing.just_before(ctx, compared))
        again = yes_or_no_asked_just_before(ctx.memory, ASKED_KEY, ASKED_TURN_KEY, turn_number(ctx))
        going_back = went_back.asked(reading.text)  # "did I ever go back to Tasca Mario?": a second visit asked
        fragment_again = (
            again is not None and again.collection == collection and asks_yes_or_no_again(reading, ctx.turn.text, action, again)
        )
        if fragment_again and again is not None:
            prior, action = again, "verify"  # "Peru?", "beer in peru?" right after "ever had wine in Japan?": yes or no again
            going_back = going_back or went_back.asked_again(ctx.memory, turn_number(ctx))  # "casa yuki?" after it
        talked_year = ctx.memory.get(remembered.YEAR_KEY)  # "was that my biggest wine year too?": the year talked about
        claimed = best_year.year_claimed(reading, talked_year if isinstance(talked_year, int) else None) if not shape.contrast else None
        beaten = year_said_to_beat_all(reading.text) if reading.topics and claimed is None else None
        if beaten is not None:  # "did 2025 beat every other year for books?": more than each other year, a tie is no
            return await best_year.answer(self.library, ctx, reading, collection, prior, beaten, strict=True)
        if claimed is not None:  # "so 2025 was my best running yr ever?": that year against every other
            return await best_year.answer(self.library, ctx, reading, collection, prior, claimed)
        talked_of = prior  # the question before, all of it
        before_the_claim: tuple[Request | None, tuple[str, ...] | None, bool] | None = None
        if shape.verify:
            one_of = await self._it_among_several(ctx, reading, collection, prior, year)
            if isinstance(one_of, Reply):  # "It is an Italian wine, no?" after 10 wines, 3 of them Italian: which one is asked
                return one_of
            reading, selected, several = one_of
            focused = await self.library.one(collection, selected) if selected else None
            category = str(focused["category"]) if focused and focused.get("category") else None
            kind_before = prior.category if prior is not None else None
            timed = the_option_of_the_time(reading, collection, comparing.of_late(ctx, 1), year_talked_about(prior, year))
            prior, request = yes_or_no_request(reading, collection, prior, answer, year, selected, category)
            if timed is not None:  # "the fall ones, were they all italian?" after "more that spring or in the fall?": the fall's
                before_the_claim = (context.request, context.answer, context.complete)
                _, those = await self.library.all(timed)
                ids = tuple(str(i["_id"]) for i in those)
                request = replace(request, within=ids, category=timed.category, type=timed.type, types=timed.types, dates=timed.dates)
            if several:  # "is it italian?" after 10 wines, none of them Italian (or all): the same answer whichever is meant
                request = replace(request, within=several)
                request = of_its_kind(request, kind_before) if kind_before is not None and not reading.topics else request
        else:
            if (
                shape.aggregate is not None
                and not follows_on(reading)  # "and the average?", "what was the 2020 total then"
                and not THOSE.search(reading.text)
                and reading.has_constraints
                and not restates_topic(reading, prior)
                and not narrows_topic(reading, prior)  # "avg rating of the reds" after the wines of 2025: those reds
                and not names_a_compared_option(reading, compared)
                and option is None
                and not LEAVES_OUT.search(reading.text)
                and not leaves_one_out_of_the_count(reading, prior)  # "which country most, outside USA?" after the countries of 2025
            ):
                # "which city did I visit most often in Spain?" is a question of its own; "the average?" is about the last answer;
                # "how far did I walk there?" keeps only the place, "how far did I walk that year?" only the year
                year = year_talked_about(prior, year)
                same_kind = kind_kept(reading, prior)  # "avg rating that year" after the wines of 2025: of those wines
                prior = (
                    Request(collection, place=prior.place) if reading.refers_to_place and prior is not None and prior.place else same_kind
                )
            # "from these, which one is the longest?" after the best one, 6 tied at the top: of those 6
            answer = the_tied_ones(reading, ctx.memory, turn_number(ctx), answer) or answer
            if reading.topics and from_all_of_a_kind(reading.text):  # "From all the Greek hikes, …": all of them again
                prior, answer = None, None
            elif option is None and comparing.an_option_asked_anew(ctx, reading, collection, compared):
                prior, answer = None, None  # "coctails with sofia but not tom" after "beer or cocktails in 2024?": every one
            # "Greek dinners I rated 4 or more" right after a question about Greece: the dinners there
            reading = nationality_of_the_place.as_the_place(reading, context.request)
            kind_narrowed = context.narrowed_by_kind and prior == context.request  # "and drinks" after "which of those were meals"
            request = build_request(reading, action, collection, prior, answer, year, narrowed_by_kind=kind_narrowed)
            # "and what did we drink" after the meals with Kenji in Tokyo, "breakfasts" after "reims wines": that setting kept
            request = setting_kept(request, reading, asked_last(ctx))
            # "and this year?" right after "which one was the longest?" among the trips of 2025: the longest of this year
            request = the_superlative_again_of_a_time(reading, request, asked_last(ctx))
            if request.dates is None and context.selected and that_season.THAT_SEASON.search(reading.text):
                talked_item = await self.library.one(collection, context.selected)
                moment = talked_item.get("itemDate") if talked_item else None
                held = that_season.season_holding(reading.text, moment if isinstance(moment, datetime) else None)
                if held is not None:  # "how many ski days that winter" after the last ski day: the winter holding it
                    request, unknown = replace(request, dates=held), that_season.still_unknown(unknown)
            month_again = in_the_same_month(reading.text, request, talked_of)
            if month_again is not None:  # "same month of last year?" after the dinners of March 2026: March 2025
                request, unknown = month_again, [w for w in unknown if not set(w.lower().split()) <= set(same_month.WORDS)]
            request = there_with_its_kind(request, talked_of, reading, shelf.definition)  # "the average rating there?"
            if option is not None:  # "how many cocktails exactly?" after "more beer or cocktails in 2012?": that option's filters
                request = comparing.with_filters_of(request, option)
                if not reading.topics:  # the kind the options share
                    request = replace(request, category=option.category, type=option.type, types=option.types)
        if fragment_again and again is not None:  # "and mary?" after "was luca there for both": of those two again
            request = of_the_same_ones(reading, again, request)
        kept_aggregate = request.aggregate if liked and reading.shape.aggregate is None else None  # one not said now
        if kept_aggregate is not None and kept_aggregate.field != how_liked.scale_field(shelf.definition, request.category):
            # "and what rating I gave to my Sintra trip?" after "how many nights was my trip in Paris?": its rating, not nights
            request = replace(request, aggregate=None)
        everywhere = anywhere(reading, request)
        # "and my longest hike ever, anywhere?" after the longest run abroad: any place; "have I ever seen it anywhere?"
        # with no place kept: over every place already, so "anywhere" is read (never "I didn't understand “anywhere”")
        if everywhere is not request or (said_anywhere(reading.text) and not reading.places and request.place is None):
            request, unknown = everywhere, [w for w in unknown if not said_anywhere(w) and w.lower() not in ("any", "where", "matter")]
        if against_the_other_time(ctx.turn.text) and not reading.dates:  # "compared with the other time I was in Lecce": every time
            request = replace(request, dates=None, within=None)
        at_any_time = when_then.at_any_time(request, reading, again)
        if at_any_time is not None and again is not None and await self.library.latest(again) is None:
            request = at_any_time  # "when was the first time then" after "was i ever in japan before 2015?" (no): at any time
        elsewhere_than = other_than_there(request, reading, talked_of)
        if elsewhere_than is not None:  # "which other trips that same year?" after the trip to Cusco: the ones not there
            request, unknown = elsewhere_than, [w for w in unknown if w != "other"]
        elif set(said_other := other_words(reading)) & set(unknown) and context.selected:  # "any other wines from there?"
            made_by = else_by_the_maker(reading, shelf.definition)  # "did its author write anything else …?"
            not_it = other_than_it(request, reading, await self.library.one(collection, context.selected), made_by)  # not that one
            request, unknown = (not_it, [w for w in unknown if w not in said_other]) if not_it is not None else (request, unknown)
        request, most_of_those = aggregate_asked(
            reading, request, prior, action, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx), shelf.definition
        )
        if most_of_those:
            unknown = [w for w in unknown if w not in MOST_WORDS]
        request = in_its_country(request, reading, gazetteer.country_names, gazetteer.countries)  # "in the same country?"
        # "how many cities did I see museums in over there?" after the museums of Tokyo: of its country
        talked_place = talked_of.place if talked_of is not None else None
        request = over_there_counted(request, reading, talked_place, gazetteer.country_names, gazetteer.countries)
        request = of_the_time_of_the_most(request, reading, the_most_there)  # "how many cities there" after the top country of 2026
        request = without_the_place_grouped(request, reading)  # "which country shows up the least" after the cities of Spain
        everything = request.action == "count" and asks_for_everything(ctx.turn.text)  # "how many things are in here?"
        if request == Request(collection, request.action) and not everything:
            return Reply(text="What should I look for? Try “Show me wines from France”.", kind="fallback", expects_answer=True)
        # "which one was the best there?" after "more wine in Athens or in Nafplio?": which of the two is asked
        options = compared_places(comparing.just_before(ctx, compared))
        venue_kept = remembered.there_is_the_venue(  # "there": at the venue named
            reading, request, shelf.definition, venue_talked_about(ctx.memory.get(AGGREGATE_KEY))
        )
        unresolved, place_only = (
            ("", False) if venue_kept else unresolved_reference(request, reading, year_talked_about(prior, year), options)
        )
        among_them = among_those(ctx.turn.text, len(context.answer or ())) if unresolved and place_only else None
        if among_them is not None:  # "how many coktails in there" after everything I drank but beers: among those
            return await self.query(replace(ctx, turn=replace(ctx.turn, text=among_them)), action)
        if unresolved:  # "museums there" with no place talked about: asked, not answered for every place
            if place_only and request.aggregate is None:
                context.ask_where(request, itself=True)  # the place said next answers it: "Lisbon"
            return Reply(text=corrections_said(reading) + unresolved, kind="fallback", expects_answer=True)
        winters = which_winter.two_winters(reading.text, request) if not shape.contrast and len(reading.dates) == 1 else None
        if winters is not None:  # "where did I eat in the winter of 2022?": December 2021 or December 2022 on, if both hold any
            holding = [
                w
                for w in winters
                if await self.library.items.count(collection, build_query(replace(request, dates=w), shelf.definition).filter)
            ]
            if len(holding) == 2:
                context.request = replace(request, dates=None)  # "i mean dec 2022 thru feb 2023" then asks it of that winter
                return Reply(text=corrections_said(reading) + which_winter.question(reading.text, winters), expects_answer=True)
            request = which_winter.in_winter(request, holding[0]) if holding else request
        ambiguity = self.library.ambiguous[collection].find(reading.text, talked_about)
        if ambiguity is not None and request.category in {c for c, _ in ambiguity.readings}:
            return ask_which(self.library, ctx, request, reading, ambiguity)
        if request.action == "count" and counts_nothing_named(request, reading):  # "how many did I have last year?"
            return ask_which(self.library, ctx, request, reading, None)
        request = kind_of_ranked_field(request, shelf.definition)  # "oldest vintage ive ever had": the drinks, the only with one
        elsewhere = ranked_in_another_kind(request, reading, shelf.definition)
        if elsewhere is not None and elsewhere.category is not None:  # "which vintage was the oldest?" after the books: the drinks
            kinds_with_it = self.library.wording[collection].noun(elsewhere.category, None)
            assert request.superlative is not None
            note = f"only your {kinds_with_it} have {request.superlative.field} recorded, so I looked among them"
            request, reading = elsewhere, replace(reading, problems=(*reading.problems, note))
        if (
            request.superlative is not None
            and not request.superlative.field.startswith("@")
            and not talked
            and counts_nothing_named(request, reading)
        ):
            return ask_which(self.library, ctx, request, reading, None)  # "which one was the best?" with nothing talked about
        # "the total of pages", then "and the average?"; "total nights in 2023 or 2024?", then "the total for 2024?" (no kind said)
        request = same_field_again(request, reading, prior or (None if reading.topics else dialog(ctx).request), shelf.definition)
        since_a_visit = asks_since_a_visit(reading, request)  # "how long ago was i in Cusco?": the latest visit there
        if (
            reading.last_visit
            and request.place is None
            and request.superlative is None
            and any(p.names and not p.exclude for p in request.people)
        ):
            # "what did I drink with Chloé last time?": no place, but a person: the latest of those with them
            request = replace(request, superlative=Superlative("itemDate", True, "the most recent"), limit=1)
        elif reading.last_visit or visited_again(request, talked_of, bool(reading.dates or reading.topics)) or since_a_visit:
            if reading.last_visit and not reading.has_constraints and request.place is not None:
                # "last time then?" after "was I in Lisbon in 2023 or 2024?": the latest visit there ever, not within those years
                request = replace(request, dates=None)
            # "what did I eat in Athens last time?": the days of the latest visit there; "and in Porto?" after "when was I
            # last in Lisbon?": the latest visit to Porto
            visited = await of_last_visit(self.library, request)
            if isinstance(visited, str) and request.place is None:  # "Last time where?": the place said next answers it
                context.ask_where(request, itself=True)
                ctx.memory[LAST_VISIT_KEY] = turn_number(ctx)
            if isinstance(visited, str):
                return Reply(text=corrections_said(reading) + visited, kind="fallback", expects_answer=True)
            request = with_time_since(visited, ctx.now) if since_a_visit else visited  # "how long ago was i in Cusco?"
            unknown = [w for w in unknown if w not in AGO_WORDS] if since_a_visit else unknown
        if not reading.topics:  # "and how many nights in total?" after the rides: the travels, the only kind with nights
            request = kind_of_field_named(request, shelf.definition, shape.field_words)
        by_group = self._grouped_by(request, reading, unknown, shelf.definition)
        if by_group is not None:  # "which cuisine do I rate highest on average": the meals' ratings, cuisine by cuisine
            superlatives = tuple(s.field for s in reading.superlatives)
            request = average_by.field_implied(request, superlatives, shelf.definition, by_group)
        resolved = resolve_fields(request, shelf.definition, shape.field_words)
        if isinstance(resolved, str):  # which field is meant cannot be told: ask rather than guess
            context.ask_which_field(request)
            return Reply(text=corrections_said(reading) + resolved, expects_answer=True)
        # "and the youngest" after "the oldest vintage": by that field again, not by date
        year_like = vintage_or_date.year_field(shelf.definition, resolved.category)
        resolved = ranked_by_the_field_before(resolved, reading.text, context.request, year_like.name if year_like is not None else None)
        # "the Bodega Clos Malbec 2022": the year after a wine's name is its vintage, not when it was drunk
        resolved = year_of_the_name(resolved, reading.text, shelf.definition, ((c.word, c.became) for c in reading.corrections)) or resolved
        year_or_date = vintage_or_date.ambiguous(resolved, reading.text, shelf.definition)
        having = 0  # how many of the items asked about have the field (of the year said): none, and the date is meant
        if year_or_date is not None:
            query = build_query(year_or_date.having_the_field, shelf.definition)
            having = await self.library.items.count(collection, query.filter)
        if year_or_date is not None and having:
            # "my 2018 reds", "the oldest one" of the wines: the vintage or the date? (not of cocktails: none has a vintage)
            ctx.memory[YEAR_OR_DATE_KEY] = {**year_or_date.to_dict(), "turn": turn_number(ctx)}
            return Reply(text=corrections_said(reading) + year_or_date.question, expects_answer=True)
        latest = the_latest_checked(resolved, reading, talked_of)
        if latest is None:  # "and the last bere" after "did i rate the last wine 4 or more?": that claim, of the last beer
            latest = latest_claim_again(resolved, reading, ctx.memory.get(LATEST_AMONG_KEY), context.selected)
        latest_one = await self._latest_checked(ctx, resolved, latest, reading, unknown) if latest is not None else None
        if latest_one is not None:
            return latest_one
        # "which exhibition did I see in the museum of Kyoto?" of two there: a field of the one named is asked as much as its rating
        field_of_one = action == "find" and (liked or field_asked_of_the_one(reading.text, resolved, shelf.definition) is not None)
        meant = await the_one_meant.which_one(self.library, resolved, reading.text, field_of_one)
        if meant is not None:  # "the train to Sintra, was he there?" with two of them, and he was on one: which one is asked
            ctx.memory[the_one_meant.THE_ONE_MEANT_KEY] = {**meant.to_dict(), "turn": turn_number(ctx)}
            noun = self.library.wording[collection].noun(resolved.category, resolved.type, 1)
            return Reply(text=corrections_said(reading) + the_one_meant.question(meant, noun), expects_answer=True)
        stay = await the_stay_meant.which_stay(self.library, resolved, f"{reading.text} {ctx.turn.text}")
        if stay is not None:  # "what did we eat on that trip to Kyoto?" with several stays there: which trip is asked
            ctx.memory[the_stay_meant.THE_STAY_MEANT_KEY] = {**stay.to_dict(), "turn": turn_number(ctx)}
            return Reply(text=corrections_said(reading) + the_stay_meant.question(stay), expects_answer=True)
        gone_back = went_back.where_gone_back(resolved, shelf.definition) if going_back and resolved.action == "verify" else None
        if gone_back is not None and resolved.aggregate is None and resolved.superlative is None:
            # "did I ever go back to Tasca Mario?": yes only with a second visit there
            return await went_back.answer(self.library, ctx, resolved, *gone_back, reading)
        stayed = visits.visits_asked(reading, resolved) if resolved.aggregate is None else None
        if stayed is not None:  # "how many separate times have I been to Nara?": the stays there, not the things logged
            return await visits.answer(self.library, ctx, stayed, reading, unknown)
        asked_share = share.share_asked(reading.text) if resolved.aggregate is None else None
        if asked_share is not None:  # "what percentage of my trips in 2024 were with Mary?": a part of them, in percent
            read = lambda text: shelf.reader.read(text, ctx.now, ctx.turn.location)[0]  # noqa: E731
            return await share.reply(self.library, ctx, asked_share, resolved, reading, unknown, answer, read)
        per = resolved.aggregate
        if per is not None and per.op == "avg" and per.field and by_group is not None:
            # "my average wine rating by country, which comes out lowest": per country; "which cuisine do I rate highest
            # on average": per cuisine
            path = shelf.definition.field(per.field, resolved.category).path
            group_path = by_group.path if by_group.name not in average_by.GROUPS else ""
            grouped = average_by.AverageBy(resolved, per.field, path, by_group.name, average_by.end_said(reading.text), group_path)
            group_words = average_by.read_words(by_group, shelf.definition, resolved.category)
            left = [w for w in unknown if w.lower() not in group_words]
            return await average_by.answer(self.library, ctx, grouped, reading, left)
        if resolved.aggregate is not None:
            return await totals.aggregate(self.library, ctx, resolved, reading, unknown)
        asked_field = their_fields.asked_of_them(reading.text, shelf.definition, resolved.category) if action == "find" else None
        scale = how_liked.scale_field(shelf.definition, resolved.category) if liked and action == "find" else None
        if scale is not None and resolved.superlative is None:
            # "how much did I like my Paris trip?" of one: its rating; of a few, each one's; of many, their average
            if len((await self.library.all(resolved))[1]) > LIST_LIMIT:
                on_average = replace(resolved, aggregate=Aggregate("avg", scale, scale))
                return await totals.aggregate(self.library, ctx, on_average, reading, unknown)
            asked_field = Aspect("field", scale)
        if asked_field is not None and resolved.superlative is None:  # "the white ones, what grape were they?": those, and that
            unknown = [w for w in unknown if w not in their_fields.words_asked(asked_field, shelf.definition, resolved.category)]
        unread_numbers = numbers_not_read(reading, resolved)
        if unread_numbers and resolved.action == "verify":  # "… also one with 5?" read without the 5: no yes or no
            return Reply(text=corrections_said(reading) + not_answered(unread_numbers), kind="fallback")
        narrowed = (
            self._modifier_not_read(ctx.turn.text, reading, resolved, unknown, shelf.definition) if resolved.action == "verify" else None
        )
        if narrowed is not None:  # "any natural wine?" read as "any wine?": no yes or no
            items = (await self.library.all(resolved))[1]
            remember(self.library, ctx, resolved, items, len(items))  # "what about orange wine" next: still of wines
            said = modifier_not_read.not_answered(*narrowed, len(items), f"{len(items)} {describe(resolved)}")
            styles = {f.name: tuple(f.values) for f in shelf.definition.fields_of(resolved.category) if f.values}
            style = style_not_town.style_not_held(narrowed[0], styles) if items else None
            if style is not None:  # "what about orange wine" of wines red, white, rosé or sparkling: no, said so
                said = style_not_town.none_of_that_style(narrowed[0], f"{len(items)} {describe(resolved)}", *style)
            return Reply(text=corrections_said(reading) + said, kind="fallback")
        unknown = [*unknown, *(w for w in unread_numbers if w in reading.numbers_in_words)]  # "hikes with five?"
        reply = await found.answer(self.library, ctx, resolved, reading, unknown)
        if before_the_claim is not None:  # "and the spring ones …?" next: still what was listed and compared before the claim
            context.request, context.answer, context.complete = before_the_claim
        if resolved.superlative is not None:
            return await picked.about_pick(self.library, ctx, reply, resolved, reading, asked_of_pick)
        return await self._with_their_field(ctx, reply, asked_field)

    @staticmethod
    def _modifier_not_read(
        text: str, reading: Reading, request: Request, unknown: list[str], definition: CollectionDefinition
    ) -> tuple[str, str] | None:
        """The unread word said before the word of the kind asked about ("natural" of "natural wine"), and that word."""
        if request.category is None:
            return None
        kind = definition.category(request.category)
        names = (kind.name, *kind.synonyms)
        if request.type is not None:
            sort = kind.type(request.type)
            names = (*names, sort.name, *sort.synonyms)
        kinds = modifier_not_read.kind_words(names, reading.corrections)
        said = modifier_not_read.modifier_not_read(text, unknown, kinds)
        return said if said is not None else modifier_not_read.modifier_not_read(reading.text, unknown, kinds)

    @staticmethod
    def _grouped_by(request: Request, reading: Reading, unknown: list[str], definition: CollectionDefinition) -> average_by.Group | None:
        """The group an average is asked by ("by country", "which cuisine"), or None when no average is asked or no group
        said."""
        if request.aggregate is None or request.aggregate.op != "avg":
            return None
        kind = definition.category(request.category) if request.category is not None else None
        kind_words = frozenset(w.lower() for w in kind.synonyms) if kind is not None else frozenset()
        return average_by.group_said(reading.text, unknown, definition, request.category, kind_words)

    def _name_chosen(self, ctx: IntentContext) -> tuple[str, str] | None:
        """The question kept when "Which “juniper” do you mean: …?" was asked the turn before, with the name the answer
        chooses said in full, and its action; None when nothing was asked or the answer chooses none."""
        asked = ctx.memory.pop(NAME_ASKED_KEY, None)
        if not isinstance(asked, dict) or asked.get("turn", -2) + 1 != turn_number(ctx):
            return None
        name = name_words.chosen_name(ctx.turn.text, asked["word"], asked["options"])
        field = asked.get("fields", {}).get(name, "")
        return (name_words.said_in_full(asked["text"], asked["word"], name, field), asked["action"]) if name is not None else None

    def _grouping_chosen(self, ctx: IntentContext) -> tuple[str, str] | None:
        """The question kept when "Do you mean with Chloé and Sofia together, or with Tom? …" was asked the turn before,
        said as the reading the answer picks, and its action; None when nothing was asked or the answer picks neither."""
        asked = ctx.memory.pop(GROUPING_ASKED_KEY, None)
        if not isinstance(asked, dict) or asked.get("turn", -2) + 1 != turn_number(ctx):
            return None
        said = mixed_company.Groupings(
            asked["readings"][0],
            asked["readings"][1],
            (asked["pair"][0], asked["pair"][1]),
            asked["single"],
            asked["shared"],
            (asked["others"][0], asked["others"][1]),
        )
        text = mixed_company.chosen_grouping(ctx.turn.text, said)
        return (text, asked["action"]) if text is not None else None

    def _grouping_asked(self, ctx: IntentContext, reading: Reading, text: str, mixed: People, action: str) -> Reply:
        """ "Do you mean with Chloé and Sofia together, or with Tom? Or with Chloé and one of Sofia or Tom?", the question
        kept with both readings; of more names, how to say which is meant."""
        said = mixed_company.groupings(text, mixed.names)
        if said is None:
            *first, last = mixed.names
            listed, some = ", ".join(first) + " and " + last, ", ".join(first[:-1]) + " and " + first[-1]
            both, either = f"with {some}, or with {last}", f"with {', '.join(first[:-1])} and either {first[-1]} or {last}"
            return Reply(
                text=corrections_said(reading) + f"I can't tell how {listed} go together there. Say it as, e.g., “{both}” or “{either}”.",
                expects_answer=True,
            )
        ctx.memory[GROUPING_ASKED_KEY] = {
            "readings": [said.together_or_one, said.one_with_either],
            "pair": list(said.pair),
            "single": said.single,
            "shared": said.shared,
            "others": list(said.others),
            "turn": turn_number(ctx),
            "action": action,
        }
        return Reply(text=corrections_said(reading) + mixed_company.which_grouping(said), expects_answer=True)

    async def _name_said_in_part(self, ctx: IntentContext, shelf: Shelf, reading: Reading, text: str, action: str) -> Reply | str | None:
        """A word not understood that is a word of names the items use ("juniper" of Kitchen Juniper, Café Juniper …):
        the question with the name said in full when one of them has items the question asks about, the question
        which one when several do (kept for the answer); None when the word is of no such name."""
        kinds = [t[0].category for t in reading.topics if not t[0].negated]
        unknown = (*reading.unknown_words, *(n.name for n in reading.unknown_names))  # "wines from belair": a name too
        said = self.library.name_words[shelf.definition.name].said(unknown, kinds)
        if said is None:
            return None
        request = build_request(reading, "find", shelf.definition.name, None, None)
        counted: list[tuple[str, int]] = []
        for option in said.options:
            # ("more petrova or grace obi books?": the other name of the field is another option, not one more filter)
            others = tuple(v for v in request.values if v.field != option.field)
            query = build_query(replace(request, values=(*others, option)), shelf.definition)
            count = await self.library.items.count(shelf.definition.name, query.filter)
            if count:
                counted.append((option.value, count))
        if not counted:
            return None
        if len(counted) == 1:
            return name_words.said_in_full(text, said.word, counted[0][0], said.field_of(counted[0][0]))
        counted.sort(key=lambda c: -c[1])
        ctx.memory[NAME_ASKED_KEY] = {
            "text": text,
            "word": said.word,
            "options": [n for n, _ in counted],
            "fields": {n: said.field_of(n) for n, _ in counted},
            "turn": turn_number(ctx),
            "action": action,
        }
        noun = self._noun_of(shelf.definition.name, request) or "items"
        return Reply(text=corrections_said(reading) + name_words.which_name(said.word, counted, noun), expects_answer=True)

    async def _answer_items(self, ctx: IntentContext) -> list[dict[str, Any]]:
        """The items of the previous answer, every one of them."""
        context, collection = dialog(ctx), self.library.shelf(ctx).definition.name
        answer = list(context.answer or ())
        if context.complete or context.request is None:
            found = await self.library.items.find(collection, {"_id": {"$in": answer}}, (("itemDate", -1),), len(answer))
            return found
        return (await self.library.all(context.request))[1]

    async def _their_field(self, ctx: IntentContext, reading: Reading, prior: Request | None) -> Reply | None:
        """ "what grape were they?", "in which country were those?" after an answer of several items, asking nothing
        else: the asked field of each of them, counted; None when not asked so."""
        answer = dialog(ctx).answer or ()
        if len(answer) < 2 or dialog(ctx).selected is not None or reading.has_constraints or reading.selections:
            return None
        if reading.superlatives or reading.sorts or reading.shape.aggregate is not None or reading.shape.contrast:
            return None
        definition = self.library.shelf(ctx).definition
        category = prior.category if prior is not None else None
        aspect = their_fields.asked_of_them(reading.text, definition, category)
        same = their_fields.same_asked(reading.text, definition, category) if aspect is None else None
        if aspect is None and same is None:
            return None
        items = await self._answer_items(ctx)
        if not items:
            return None
        if same is not None:  # "Both are from the same author, true?": whether they share one, yes or no, with their values
            verdict = their_fields.shared_verdict(items, same, definition)
            if verdict is None:
                return None
            text = f"{corrections_said(reading)}{verdict}"
            return Reply(text=text, items=tuple(item_view(i) for i in items[:LIST_LIMIT]))
        assert aspect is not None
        text = f"{corrections_said(reading)}{their_fields.their_values(items, aspect, definition)}"
        self._remember_their_year(ctx, items, aspect)
        return Reply(text=text, items=tuple(item_view(i) for i in items[:LIST_LIMIT]))

    async def _with_their_field(self, ctx: IntentContext, reply: Reply, aspect: Aspect | None) -> Reply:
        """The found items' asked field after them: "… 2 white wines. Both of them: variety assyrtiko."."""
        answer = dialog(ctx).answer or ()
        if aspect is None or not answer or not dialog(ctx).complete or len(answer) > LIST_LIMIT:
            return reply
        items = await self._answer_items(ctx)
        if not items:
            return reply
        definition = self.library.shelf(ctx).definition
        self._remember_their_year(ctx, items, aspect)
        return replace(reply, text=f"{reply.text} {their_fields.their_values(items, aspect, definition)}")

    @staticmethod
    def _remember_their_year(ctx: IntentContext, items: list[dict[str, Any]], aspect: Aspect) -> None:
        """After "what year was that?" (or "when …"), "everything else that year" is of the one year they all share,
        else of none talked about."""
        if aspect.kind not in ("year", "when"):
            return
        years = {i["itemDate"].year for i in items if isinstance(i.get("itemDate"), datetime)}
        if len(years) == 1:
            ctx.memory[remembered.YEAR_KEY] = years.pop()
        else:
            ctx.memory.pop(remembered.YEAR_KEY, None)

    async def _one_meant(self, ctx: IntentContext, reading: Reading) -> Reply | None:
        """ "The first one, in 2011." after "Which train journey do you mean: the one in 2011 or the one in 2014?": the
        yes/no asked before, of that one; None when no such question was asked the turn before, or the answer picks none."""
        stay = ctx.memory.pop(the_stay_meant.THE_STAY_MEANT_KEY, None)
        if isinstance(stay, dict) and stay.get("turn", -2) + 1 == turn_number(ctx):
            return await self._stay_meant(ctx, reading, the_stay_meant.StayMeant.from_dict(stay))
        kept = ctx.memory.pop(the_one_meant.THE_ONE_MEANT_KEY, None)
        kinds = frozenset(t.type.lower() for said in reading.topics for t in said if t.type is not None and not t.negated)
        if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn_number(ctx):
            return await self._next_one_meant(ctx, reading, kinds)
        meant = the_one_meant.OneMeant.from_dict(kept)
        this_year = ctx.now.year
        chosen = the_one_meant.chosen(meant, ctx.turn.text, kinds, this_year) or the_one_meant.chosen(
            meant, reading.text, kinds, this_year
        )  # "the dinnner", "the one this sumer"
        if chosen is None:  # "the longer one" after "Which travel in Sintra do you mean: …?": of those offered
            chosen = await self._chosen_by_degree(meant, reading)
        noun = self.library.wording[meant.request.collection].noun(meant.request.category, meant.request.type, 1)
        fewer = the_one_meant.narrowed(meant, ctx.turn.text) if chosen is None else None
        if fewer is not None:  # "2019" of the 13 summer holidays with Mary, two of them that year: which of those two
            ctx.memory[the_one_meant.THE_ONE_MEANT_KEY] = {**fewer.to_dict(), "turn": turn_number(ctx)}
            return Reply(text=the_one_meant.question(fewer, noun), expects_answer=True)
        alone = not (reading.topics or reading.places or reading.people or reading.values or reading.comparisons)  # "2019", no question
        missed = the_one_meant.missed(meant, ctx.turn.text, noun) if chosen is None and alone else None
        if missed is not None:  # "2019" of the summer holidays with Mary, none of them that year: said so, asked again
            ctx.memory[the_one_meant.THE_ONE_MEANT_KEY] = {**kept, "turn": turn_number(ctx)}
            return Reply(text=missed, expects_answer=True)
        if chosen is None:
            return None
        return await self._of_the_one_meant(ctx, reading, meant, chosen)

    async def _chosen_by_degree(self, meant: the_one_meant.OneMeant, reading: Reading) -> str | None:
        """ "The longer one.", "the better one", "the cheaper" after "Which … do you mean: …?": of the options offered, the
        one with the most (or least) of what the comparative measures, never a question of its own over the answer
        before; None when the answer says no one comparative, or says something of its own (a place, someone, a value, a
        time, another kind)."""
        said = (reading.places, reading.people, reading.values, reading.dates, reading.comparisons, reading.texts)
        if len(reading.superlatives) != 1 or reading.superlatives[0].count != 1 or any(said):
            return None
        request = meant.request
        if any(t.category != request.category for topics in reading.topics for t in topics[:1]):
            return None
        degree = reading.superlatives[0]
        path = the_one_meant.degree_path(self.library.definition(request.collection), request.category, degree)
        if path is None:
            return None
        items = [await self.library.one(request.collection, o.id) for o in meant.options]
        return the_one_meant.by_degree(meant, [i for i in items if i is not None], path, degree.highest)

    async def _next_one_meant(self, ctx: IntentContext, reading: Reading, kinds: frozenset[str]) -> Reply | None:
        """ "and the last time" the turn after “the first time i went” answered "Which trip to Santa Fe do you mean: …?": the
        same question, of the other option picked; None when the turn before chose none, or this one asks anything of its
        own (a kind, a place, a yes/no, a total) or picks no other option."""
        kept = ctx.memory.get(the_other_one.THE_ONE_CHOSEN_KEY)
        if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn_number(ctx) or not isinstance(kept.get("meant"), dict):
            return None
        shape = reading.shape
        meant = the_one_meant.OneMeant.from_dict(kept["meant"])
        # ("and for the art one?" after the science museum of the two asked back about: the kind says the other option)
        if (reading.topics and not the_one_meant.kinds_of_the_options(meant, kinds, reading.topics)) or reading.places:
            return None
        if reading.comparisons or reading.values or reading.texts:
            return None
        if shape.verify or shape.aggregate is not None or shape.contrast:
            return None
        before = the_other_one.Chosen.from_dict(kept).chosen
        picked = the_one_meant.chosen_next(meant, before, ctx.turn.text, kinds)
        if picked is None:
            return None
        said = the_one_meant.names_said(meant, ctx.turn.text)
        named = tuple(p for p in reading.people if p.names and not p.exclude) or ((People(said, False),) if said else ())
        told = {fold(n.lower()) for n in said}
        left = [
            w
            for w in reading.unknown_words
            if w not in QUIET_WORDS and w not in the_one_meant.PICK_WORDS and fold(w) not in told and not w.isdigit()
        ]
        if left:  # "and the other one, tom was there?" with Tom on neither: something asked that is not read
            return None
        by_position = the_one_meant.chosen_next(meant, before, the_one_meant.without_names(said, ctx.turn.text), kinds)
        if named and by_position == picked:
            # "And on the other one, Anna was coming too?": whether they were on the one picked, not the question again
            asked = replace(meant.request, action="verify", people=named, aggregate=None)
            meant = replace(meant, request=asked)
        return await self._of_the_one_meant(ctx, reading, meant, picked)

    async def _of_the_one_meant(self, ctx: IntentContext, reading: Reading, meant: the_one_meant.OneMeant, chosen: str) -> Reply:
        """The question asked back about, answered of the option chosen (kept, so that "and the last time" asks it again of
        another)."""
        one = the_one_meant.of_the_one(meant, chosen)
        options = tuple((o.id, o.said) for o in meant.options)
        ctx.memory[the_other_one.THE_ONE_CHOSEN_KEY] = {
            **the_other_one.Chosen(options, chosen).to_dict(),
            "turn": turn_number(ctx),
            "meant": meant.to_dict(),
        }
        if one.aggregate is not None:  # "the 2025 one" after "how many nights was our trip to Lecce?": its nights
            return await totals.aggregate(self.library, ctx, one, reading, [])
        reply = await found.answer(self.library, ctx, one, reading, [])
        definition = self.library.definition(one.collection)
        aspect = field_asked_of_the_one(meant.asked, one, definition)  # "how long was my Santa Fe trip?": its nights
        # "how was the cocktail bar in Nara?": how it went, its rating (not the bar, a word that tells which one)
        scale = how_liked.scale_field(definition, one.category) if how_was.asked(meant.asked) else None
        if scale is not None and one.action == "find" and one.aggregate is None:
            # "the nikos one" after "how was the dinner with Elena?" was asked back: that dinner, with its rating
            dialog(ctx).selected = chosen
            return await self._with_their_field(ctx, reply, Aspect("field", scale))
        item = await self.library.one(one.collection, chosen) if aspect is not None else None
        if aspect is None or item is None:
            return reply
        dialog(ctx).selected = chosen  # "was that the longest trip?" next: that one
        return picked.describe_item(item, meant.asked, definition, aspect, now=ctx.now)

    async def _stay_meant(self, ctx: IntentContext, reading: Reading, meant: the_stay_meant.StayMeant) -> Reply | None:
        """ "the first time, the one with Mary" after "Which trip to Kyoto do you mean: …?": the question asked before,
        over the days of that trip; None when the answer picks none."""
        options = the_one_meant.OneMeant(meant.request, meant.options)
        chosen = the_one_meant.chosen(options, ctx.turn.text) or the_one_meant.chosen(options, reading.text)
        if chosen is None:
            return None
        one = the_stay_meant.of_the_stay(meant, chosen)
        if one.aggregate is not None:
            return await totals.aggregate(self.library, ctx, one, reading, [])
        return await found.answer(self.library, ctx, one, reading, [])

    async def _claimed_two_ways(self, ctx: IntentContext, shelf: Shelf, reading: Reading, collection: str) -> Reply | None:
        """ "so more km running but more hikes, right" right after a comparison of runs and hikes: each claim by its own
        measure, yes when both hold (see claims_two_ways)."""
        compared = comparing.just_before(ctx, None)
        if not compared:
            return None

        def kind_of(word: str) -> Request | None:
            read = shelf.reader.read(word, ctx.now, ctx.turn.location)[0]
            if len(read.topics) != 1 or len(read.topics[0]) != 1:
                return None
            topic = read.topics[0][0]
            return Request(collection, category=topic.category, type=topic.type)

        measures, fields = claims_two_ways.measures_of(compared, shelf.definition)
        found = claims_two_ways.claims(reading.text, compared, measures, fields, kind_of)
        if found is None:
            return None
        words = self.library.wording[collection]
        options = [Request.from_dict(each) for _, each in compared["options"]]
        where = qualifiers(Request.from_dict(compared["common"]), words)
        nouns = [words.noun(o.category, o.type, 2) for o in options]
        text = await claims_two_ways.answer(self.library, compared, found, nouns, f" {where}" if where else "")
        ctx.memory[remembered.COMPARED_KEY] = {"compared": compared, "turn": turn_number(ctx)}
        return Reply(text=verdict_first(corrections_said(reading), text), speech=text)

    async def _place_kind(
        self, ctx: IntentContext, reading: Reading, prior: Request | None, answer: tuple[str, ...] | None, action: str, collection: str
    ) -> Reply | None:
        """The place asked as a city or a country: asked back when unsaid, counted when answered or said alone (see
        place_kind_asked.py); None otherwise."""
        pending = ctx.memory.pop(place_kind_asked.PLACE_KIND_KEY, None)
        if isinstance(pending, dict) and pending.get("turn", -2) + 1 == turn_number(ctx):
            chosen = place_kind_asked.answered(str(pending["op"]), reading.text)
            if chosen is not None:  # "country, but leave out the us": the question kept, narrowed as said
                kept = Request.from_dict(pending["request"])
                request = build_request(reading, action, collection, kept, None) if reading.places or reading.dates else kept
                return await totals.aggregate(
                    self.library, ctx, replace(request, aggregate=chosen, sort=None, superlative=None), reading, []
                )
        swapped = place_kind_asked.by_the_other_part(reading.text, prior)
        if swapped is not None:
            return await totals.aggregate(self.library, ctx, swapped, reading, [])
        counted = reading.shape.aggregate
        if counted is not None and counted.op == "distinct" and counted.field.startswith("place."):
            there = places_seen_there.over_everything_there(build_request(reading, action, collection, prior, answer), reading, answer)
            if there is not None:  # "how many cities did i see there" after the one trip to Croatia: all that was there
                return await totals.aggregate(self.library, ctx, there, reading, [])
        op = place_kind_asked.ambiguous(reading, prior)
        asked = replace(build_request(reading, action, collection, prior, None), aggregate=None, sort=None, superlative=None)
        if op is None and place_kind_asked.counted_of_a_kind(reading, prior):  # "in how many places was that" after museums
            _, items = await self.library.all(asked)
            op = "distinct" if place_kind_asked.differ(items) else None
        if op is None:
            return None
        ctx.memory[place_kind_asked.PLACE_KIND_KEY] = {"request": asked.to_dict(), "op": op, "turn": turn_number(ctx)}
        return Reply(text=corrections_said(reading) + place_kind_asked.question(op), expects_answer=True)

    async def _latest_checked(
        self, ctx: IntentContext, resolved: Request, latest: Request, reading: Reading, unknown: list[str]
    ) -> Reply | None:
        """The latest (or first) one of `latest`, then the claim of `resolved` checked of it; None when there is none."""
        pick = await self.library.latest(latest, resolved.superlative.highest) if resolved.superlative else None
        if pick is None:
            return None
        # "was my last hike in Peru?": the last hike, then whether it was in Peru (never "is there a hike in Peru")
        checked = await found.answer(self.library, ctx, checked_again(resolved, pick["_id"], latest), reading, unknown)
        memory = dialog(ctx)  # "and the one before that?": the one before the pick, among the same, checked for the same claim
        memory.request, memory.answer, memory.complete, memory.selected = resolved, (pick["_id"],), True, pick["_id"]
        ctx.memory[LATEST_AMONG_KEY] = {"request": latest.to_dict(), "selected": pick["_id"]}
        return checked

    async def _reply_to_asked_back(self, ctx: IntentContext, shelf: Shelf, reading: Reading, nearby: Request | None) -> Reply | None:
        """The answer to a question asked back the turn before, or None: "which city are you in?" (`nearby`,
        the question kept), "Total of what: distance or duration?", "Do you mean history books or history museums?"."""
        one = await self._one_meant(ctx, reading)
        if one is not None:  # "2014" after "which train journey do you mean: the one in 2011 or the one in 2014?"
            return one
        if nearby is not None:
            place = answered_place(shelf, ctx.turn.text, reading, dialog(ctx).take_where_itself())
            last_time = ctx.memory.pop(LAST_VISIT_KEY, None) == turn_number(ctx) - 1
            if place is not None:
                placed = replace(nearby, place=place)
                visited = await of_last_visit(self.library, placed) if last_time else placed  # "Lisbon" after "Last time where?"
                if isinstance(visited, str):
                    return Reply(text=visited, kind="fallback")
                return await found.answer(self.library, ctx, visited, reading, [])
        differing = ctx.memory.pop(DIFFERENT_WHAT_KEY, None)
        if isinstance(differing, dict) and differing.get("turn", -2) + 1 == turn_number(ctx):
            # "Different grape, I mean." after "Different what: varieties, producers …?": the distinct count of that field
            counted = different_what.answered(Request.from_dict(differing["request"]), ctx.turn.text, shelf.definition)
            if counted is not None:
                return await totals.aggregate(self.library, ctx, counted, reading, [])
        year_or_date = ctx.memory.pop(YEAR_OR_DATE_KEY, None)
        if isinstance(year_or_date, dict) and year_or_date.get("turn", -2) + 1 == turn_number(ctx):
            # "vintage", "the oldest vintage i mean, not when i drank it" after "… the vintage or when you had them?"
            chosen_one = vintage_or_date.answered(vintage_or_date.YearOrDate.from_dict(year_or_date), ctx.turn.text, shelf.definition)
            if chosen_one is not None:
                reply = await found.answer(self.library, ctx, chosen_one, reading, [])
                if chosen_one.superlative is not None:
                    return await picked.about_pick(self.library, ctx, reply, chosen_one, reading, None)
                return reply
        asked = dialog(ctx).take_which_field()
        if asked is not None and reading.shape.aggregate is not None and asked.aggregate != reading.shape.aggregate:
            asked = None  # "nvm. whats the total for my walks in kyoto" after "the longest by what?": a question of its own
        if asked is not None and asked.superlative is None and reading.superlatives:
            asked = None  # "Which was my longest hike in 2024?" after "Long by what: …?" about the long ones: a question of its own
        # "most vert": a field's word as the reader took it (an enthusiast's word, a foreign one) when the words said name none
        named = (
            (named_number_fields(ctx.turn.text, shelf.definition) or named_number_fields(reading.text, shelf.definition))
            if asked is not None
            else ()
        )
        kinds = [rs[0] for rs in reading.topics if not rs[0].negated]
        if asked is not None and (named or (kinds and not asked.category)):
            # the answer to "Total of what: distance or duration?", or to "The longest by what?" naming a kind ("trips");
            # "the hikes, by km": that kind by that field ("the walks and runs, by distance" keeps what was asked)
            pending = (
                asked
                if not kinds or (named and len(kinds) > 1)
                else replace(asked, category=kinds[0].category, type=kinds[0].type, kinds=())
            )
            # "rating of my italian meals" after "Average of what?": the Italian ones, what the answer says of them too
            told = build_request(reading, "find", shelf.definition.name, None, None)
            pending = replace(
                pending,
                values=pending.values + tuple(v for v in told.values if v not in pending.values),
                place=pending.place or told.place,
                people=pending.people or told.people,
                dates=pending.dates or told.dates,
            )
            chosen = resolve_fields(pending, shelf.definition, named)
            if isinstance(chosen, Request):
                if chosen.aggregate is not None:
                    return await totals.aggregate(self.library, ctx, chosen, reading, [])
                return await found.answer(self.library, ctx, chosen, reading, [])
        said = build_request(reading, "find", shelf.definition.name, None, None)  # "meals in vietnam": in Vietnam too
        pending_topic = ctx.memory.pop(PENDING_TOPIC_KEY, None)
        chosen_reading = clarified(pending_topic, reading, turn_number(ctx), said)
        if chosen_reading is not None:  # "and the books from that year" later: the same question, read as the other one
            keep_the_reading_chosen(ctx.memory, pending_topic, chosen_reading, turn_number(ctx))
            pick = the_last_one_of_what.pick_of(chosen_reading)  # "the last wine" after "did i rate the last one 4 or more?"
            the_one = await self._latest_checked(ctx, chosen_reading, pick, reading, []) if pick is not None else None
            return the_one or await found.answer(self.library, ctx, chosen_reading, reading, [])
        return None

    # --- another part of a long answer, one item ------------------------------------------------------
    async def page(self, ctx: IntentContext) -> Reply:
        """ "more", "next page", "show all", "previous"; anything else that reached this intent is a question."""
        return await pages.page(self.library, ctx, self.query)

    async def select(self, ctx: IntentContext) -> Reply:
        """ "the second one": that item of the previous answer."""
        if asks_the_value_again(ctx.turn.text, ctx.memory.get(AGGREGATE_KEY), turn_number(ctx)):
            return await self.query(ctx, "find")  # "whats the actual number" after an average stated: that value, no pick
        grouped = self._grouping_chosen(ctx)
        if grouped is not None:  # "the second one" after "Do you mean with Chloé and Sofia together, or …? Or …?"
            return await self.query(replace(ctx, turn=replace(ctx.turn, text=grouped[0])), grouped[1])
        reading, _ = self.library.shelf(ctx).reader.read(ctx.turn.text, ctx.now)
        one = await self._one_meant(ctx, reading)
        if one is not None:  # "The first one, in 2011." after "which train journey do you mean: the one in 2011 or …?"
            return one
        not_that = await self._not_that_one(ctx, self.library.shelf(ctx).definition.name, reading)
        if not_that is not None:  # "no, the other one" after the last trip to Lecce, of two: the first one
            return not_that
        number, talked = nth_time_said(reading.text), dialog(ctx).request
        if number is not None and talked is not None:
            return await self._nth_time(ctx, reading, number, talked)
        nth = nth_ranked(reading.text)
        if nth is not None and talked is not None and talked.superlative is not None:
            ranked = await found.nth_of_the_ranking(self.library, ctx, reading, nth, talked)
            if ranked is not None:  # "and the second thickest?" after the thickest book: the ranking taken further
                return ranked
        if not reading.selections and reading.superlatives:  # "the first one I visited in Italy": the earliest, not item 1
            return await self.query(ctx, "find")
        answer = dialog(ctx).answer or ()
        other_end = other_end_by_date(reading.text, dialog(ctx).request) if len(answer) == 1 else None
        if other_end is not None:  # "and the last one?" after "which was the first one?": the latest of the same, by date
            request, asked = other_end
            reply = await found.answer(self.library, ctx, request, reading, [])
            return await picked.about_pick(self.library, ctx, reply, request, reading, asked)
        by_date = first_or_last_by_date(reading.text, dialog(ctx).request, dialog(ctx).shown) if len(answer) > 1 else None
        if by_date is not None:  # "which was the first one" after "how many train journeys?": the earliest, no list was shown
            return await picked.about_pick(self.library, ctx, await found.answer(self.library, ctx, by_date, reading, []), by_date, reading)
        if not reading.selections and dialog(ctx).selected is None and len(answer) > 1 and not picked.THE_ONE_IN.search(reading.text):
            # "the secnd one" with the position not read: asked back, never the first of them taken for it
            unknown = [w for w in reading.unknown_words if w not in QUIET_WORDS and not w.isdigit()]
            words = f"I didn't understand “{' '.join(unknown)}”. " if unknown else ""
            return Reply(
                text=f"{words}Which one of the {len(answer)} do you mean? Say “the first one”, “the second one” … or “the last one”.",
                kind="fallback",
                expects_answer=True,
            )
        of_those = reading.selections and picked.OF_THOSE.search(reading.text) is not None  # "the last of those", not "the first one"
        position = await picked.position_said(self.library, ctx, reading.selections[-1].index) if of_those else ""
        item = await picked.selected(self.library, ctx)
        if item is None:
            count = len(dialog(ctx).answer or ())
            return Reply(
                text=f"There is no such item in the last answer ({count} items)."
                if count
                else "Which one do you mean? Nothing has been listed yet: ask me for something first, then pick one.",
                kind="fallback",
                expects_answer=not count,
            )
        return picked.describe_item(item, ctx.turn.text, self.library.shelf(ctx).definition, picked_as=position, now=ctx.now)

    async def _nth_time(self, ctx: IntentContext, reading: Reading, number: int, talked: Request) -> Reply:
        """ "with who was I going the second time?" after the beach holiday in Lecce: the second trip there, by date, and
        what is asked of it; when there were not so many, said so (never another one taken for it)."""
        dated: list[dict[str, Any]] = []
        among = talked
        for among in counted_among(talked):
            _, dated = await self.library.all(among)
            nth = the_nth(among, number, dated)
            if nth is not None:
                reply = await found.answer(self.library, ctx, nth, reading, [])
                return await picked.about_pick(self.library, ctx, reply, nth, reading, asked_after(reading.text))
        ordinal = next(word for word, n in ORDINALS.items() if n == number and word.isalpha())
        there = phrase(
            replace(among, superlative=None, limit=0, within=None, aggregate=None, sort=None),
            self.library.wording[among.collection],
            len(dated),
        )
        return Reply(text=f"I found {there}, so no {ordinal} time.", kind="fallback")

    async def detail(self, ctx: IntentContext) -> Reply:
        """ "tell me more about it": the item the conversation is on."""
        shelf = self.library.shelf(ctx)
        reading, _ = shelf.reader.read(ctx.turn.text, ctx.now)  # "wen was that": asked as read, typos mended
        context = dialog(ctx)
        several = tuple(context.answer or ())
        if asks_when_of_them(reading) and context.request is not None and context.selected is None and len(several) > 1:
            # "when was that" after "did i ever give a museum one star? Yes, 8 …", none picked: the dates of those 8
            return await self._when_of_them(ctx, reading, context.request, several)
        item = await picked.selected(self.library, ctx)
        if item is None and reading.topics and (reading.places or reading.dates):
            # "who was with me on the trip to Istanbul?": that trip found, and told of when it is the only one
            reply = await self.query(ctx, "find")
            found_ids = dialog(ctx).answer or ()
            one = await self.library.one(shelf.definition.name, found_ids[0]) if len(found_ids) == 1 and not reply.expects_answer else None
            return picked.describe_item(one, reading.text, shelf.definition, now=ctx.now) if one is not None else reply
        if item is None:
            return Reply(text="Which item? Ask me for something first, then say “the first one”.", kind="fallback", expects_answer=True)
        category = item.get("category") if item.get("category") in {c.name for c in shelf.definition.categories} else None
        aspect = asked_aspect(reading.text, shelf.definition, category)
        keep_the_company_told(ctx.memory, aspect.kind if aspect is not None else None, item, turn_number(ctx))
        return picked.describe_item(item, reading.text, shelf.definition, now=ctx.now)
