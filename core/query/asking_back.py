"""Questions the assistant asks back instead of guessing: which of two categories a word means
("history books or history museums?"), what a bare count counts, which place "there" or which year
"that year" means, what a negation leaves out, who or what a name unknown to the collection is, and
where "nearby" is; and reading the answer to such a question in the next turn."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..turn import Reply
from .ambiguity import Ambiguity
from .answers import corrections_said
from .aspects import asked_aspect
from .library import Library, Shelf
from .places import Place
from .remembered import PENDING_TOPIC_KEY, turn_number
from .request import THAT_TRIP, Reading, Request
from .restate import qualifiers

NEARBY_KM = 25.0
COUNTED = re.compile(r"\b(?:items?|things?|entries|everything|all|anything|stuff)\b")


def compared_places(compared: dict[str, Any] | None) -> tuple[str, ...]:
    """The places of the options just compared ("more wine in Athens or in Nafplio?"), when each option has its own."""
    options = [Request.from_dict(each) for _, each in (compared or {}).get("options") or ()]
    places = tuple(dict.fromkeys(o.place.name for o in options if o.place is not None and not o.place.negated))
    return places if len(places) == len(options) > 1 else ()


def unresolved_reference(request: Request, reading: Reading, year: int | None, options: tuple[str, ...] = ()) -> tuple[str, bool]:
    """What "there" or "that year" would mean when nothing talked about says it: the question to ask
    back (empty when both are known), and whether only the place is asked. With `options` (the places just
    compared), "there" could be any of them: which is asked."""
    there = reading.refers_to_place and not reading.places and request.place is None
    if there and options and not any(d.year_offset == 0 for d in reading.dates):
        return f"Which place do you mean by “there”: {', '.join(options[:-1])} or {options[-1]}?", True
    # "we did loads in 2019 … how many were there that year?": the one year the message says itself
    said_itself = any(not d.relative and d.single_year() is not None for d in reading.dates)
    that_year = year is None and any(d.year_offset == 0 for d in reading.dates) and not said_itself
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


# "that restaurant", "this wine": one thing pointed at ("that year", "that trip", "that place" are asked elsewhere)
THAT_THING = re.compile(r"\b(?:that|this|the same) (?!(?:year|time|day|place|way|much|many|is|was|were)\b)(?P<noun>[a-z]+)\b")


# "was it with Mary?", "did it get a 5?", "it was rated 4?": "it" the subject of the question, not of a
# statement about the question ("is it true that …", "was it ever …" is kept by its kind when one is named)
IT_ASKED = re.compile(r"\b(?:was|is|were|did|does|has|had)\s+it\b(?!\s+(?:true|the case|possible|so|that)\b)|^\s*it\s+(?:was|is|got|had)\b")


IT = re.compile(r"\bit\b")


def _kind_words(definition: CollectionDefinition) -> set[str]:
    """The words that name a kind of item or a text field of one ("wine", "hike", "restaurant")."""
    words = [w for c in definition.categories for w in (c.name, *c.synonyms, *(x for t in c.types for x in (t.name, *t.synonyms)))]
    words += [w for f in definition.fields_of(None) if f.type == "text" for w in (f.name, *f.synonyms)]
    return {w.lower() for w in words}


_SENTENCE_END = re.compile(r"[.!?]\s+(?=\S)")


def _told_before_the_question(reading: Reading) -> bool:
    """Whether "that trip" is one the message told of itself, a place of it said in a sentence before the question's."""
    said = reading.text.lower()
    if THAT_TRIP.search(said) is None:
        return False
    start = max((m.end() for m in _SENTENCE_END.finditer(said)), default=0)
    return any(not p.negated and p.name.lower() in said[:start] for p in reading.places)


def unresolved_one(reading: Reading, talked_about: bool, definition: CollectionDefinition) -> str:
    """ "That restaurant, it was good or not?", "was that one rated 5?" when nothing has been talked about yet:
    the question to ask back (empty when something has), since answering for every meal would answer another
    question. A bare "it" is not enough ("is it true that I went to Paris?")."""
    if talked_about:
        return ""
    kinds = _kind_words(definition) | {"one"}
    thing = next((m for m in THAT_THING.finditer(reading.text.lower()) if m["noun"] in kinds), None)
    # "what did I give it?", "how far was it?": a field of "it", and nothing else says which
    of_it = thing is None and not reading.topics and IT.search(reading.text.lower()) is not None
    of_it = of_it and asked_aspect(reading.text, definition, None) is not None
    if not reading.shape.verify:
        # "what was the name of that restaurant we liked so much?": one thing pointed at, and nothing else says which
        said = reading.filters_said
        if (thing is None and not of_it) or (thing is not None and thing["noun"] == "one"):
            return ""
        if said or reading.superlatives or reading.selections:
            return ""
    if thing is not None and _told_before_the_question(reading):
        return ""  # "Mary swears she came with me to India, … Was Mary on that trip?": the trip there
    if thing is None:
        if not of_it and (reading.topics or not IT_ASKED.search(reading.text.lower())):
            return ""
        return (  # "was it with Mary?": "it" is the thing talked about, and none has been
            "What do you mean by “it”? We haven't talked about anything yet. "
            "Say what it was, or where or when (e.g. “dinners in Reims”), and I'll find it."
        )
    noun = thing["noun"]
    return (
        f"Which {noun} do you mean? We haven't talked about one yet. "
        "Say its name, or where or when it was (e.g. “dinners in Reims”), and I'll find it."
    )


def counts_nothing_named(request: Request, reading: Reading) -> bool:
    """ "How many did I have last year?": a count that names nothing to count, asked afresh."""
    return (
        request.category is None
        and request.place is None
        and request.within is None
        and not (request.values or request.texts or request.people or request.comparisons or request.not_categories)
        and not COUNTED.search(reading.text)
    )


def ask_which(library: Library, ctx: IntentContext, request: Request, reading: Reading, ambiguity: Ambiguity | None) -> Reply:
    """ "Do you mean history books or history museums?", or "How many of what: drinks, books, …?" when nothing
    counted is named — the question is kept, to be completed by the answer."""
    words = library.wording[request.collection]
    if ambiguity is None:
        ctx.memory[PENDING_TOPIC_KEY] = {"request": request.to_dict(), "readings": [], "turn": turn_number(ctx)}
        categories = [words.noun(c.name, None) for c in library.definition(request.collection).categories]
        listed = ", ".join(categories[:-1]) + " or " + categories[-1] if len(categories) > 1 else "".join(categories)
        said = qualifiers(request, words)
        asked = f"{request.superlative.label[0].upper()}{request.superlative.label[1:]}" if request.superlative is not None else "How many"
        return Reply(text=f"{corrections_said(reading)}{asked} of what{' ' + said if said else ''}: {listed}?", expects_answer=True)
    # kept beside the dialog context: naming the other category ("the books") switches the topic, which forgets that context
    ctx.memory[PENDING_TOPIC_KEY] = {
        "request": request.to_dict(),
        "readings": [list(r) for r in ambiguity.readings],
        "turn": turn_number(ctx),
    }
    options = " or ".join(f"{ambiguity.word} {words.noun(category, None)}" for category, _ in ambiguity.readings)
    ctx.annotations["clarify"] = {"word": ambiguity.word, "readings": [list(r) for r in ambiguity.readings]}
    return Reply(text=f"{corrections_said(reading)}Do you mean {options}?", expects_answer=True)


def clarified(pending: dict[str, Any] | None, reading: Reading, turn: int, answered: Request | None = None) -> Request | None:
    """The kept question with the reading the user chose ("the museums", "books") in the very next turn, or None;
    what else the answer says (`answered`, the answer read as a question of its own) narrows it too: "meals in vietnam"
    after "The best rated of what: …?" is the best rated meal in Vietnam."""
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
    if answered is not None:
        request = _narrowed_by(request, answered)
    return replace(request, category=category, type=kind, values=tuple(v for v in request.values if category in v.categories))


READING_CHOSEN_KEY = "readingChosen"  # the question asked back about a word of two categories, the one chosen, and when
_OTHER_READING_TURNS = 8  # how many turns later naming the other category still means that question


def keep_the_reading_chosen(memory: dict[str, Any], pending: dict[str, Any] | None, chosen: Request, turn: int) -> None:
    """Keep the question asked back ("the history ones from 2018": books or museums?) with the reading chosen."""
    if pending is not None and len(pending.get("readings") or ()) >= 2 and chosen.category is not None:
        memory[READING_CHOSEN_KEY] = {**pending, "chosen": chosen.category, "turn": turn}


def the_other_reading(kept: Any, reading: Reading, turn: int, prior: Request | None) -> Request | None:
    """ "and the books from that year" after "the history ones from 2018" was asked back (books or museums?) and answered
    "museums": the question asked back, read as the other category, when the message names only that category (and
    "that year") and the question before (`prior`: the last one asked, kept across a switch of topic) is still of the
    one chosen, at the same time; None otherwise."""
    if not isinstance(kept, dict) or not 0 < turn - kept.get("turn", -100) <= _OTHER_READING_TURNS or prior is None:
        return None
    asked_when = Request.from_dict(kept["request"]).dates
    if prior.category != kept.get("chosen") or asked_when is None or prior.dates is None:
        return None
    if (prior.dates.start, prior.dates.end) != (asked_when.start, asked_when.end):
        return None
    if reading.places or reading.people or reading.values or reading.texts or reading.comparisons or reading.superlatives:
        return None
    if reading.bare_numbers or any(not (d.year_offset == 0 and d.month is None and d.season is None) for d in reading.dates):
        return None
    said = {t.category for readings in reading.topics for t in readings if not t.negated}
    others = [(c, k) for c, k in kept.get("readings") or () if c in said and c != kept.get("chosen")]
    if len(said) != 1 or len(others) != 1:
        return None
    category, kind = others[0]
    request = Request.from_dict(kept["request"])
    return replace(request, category=category, type=kind, values=tuple(v for v in request.values if category in v.categories))


def _narrowed_by(request: Request, said: Request) -> Request:
    """The kept question with the time, place, people, bounds, values and texts the answer to it adds."""
    return replace(
        request,
        dates=request.dates or said.dates,
        place=request.place or said.place,
        people=tuple(dict.fromkeys((*request.people, *said.people))),
        comparisons=tuple(dict.fromkeys((*request.comparisons, *said.comparisons))),
        values=tuple(dict.fromkeys((*request.values, *said.values))),
        texts=tuple(dict.fromkeys((*request.texts, *said.texts))),
    )


def unattached_negation(ctx: IntentContext, reading: Reading) -> Reply:
    """A negation whose object could not be told: asked, since answering without it would answer the opposite."""
    cues = " and ".join(f"“{c}”" for c in dict.fromkeys(reading.unattached_negations))
    ctx.annotations["unattachedNegations"] = list(reading.unattached_negations)
    return Reply(
        text=f"{corrections_said(reading)}I couldn't tell what {cues} leaves out, so I haven't answered rather than answer the opposite. "
        "Say what to leave out right after it, e.g. “hikes not with Roberto”, “wines excluding France” or “books except novels”.",
        kind="fallback",
        expects_answer=True,
    )


def unknown_names(ctx: IntentContext, reading: Reading) -> Reply:
    """A name the collection never had ("books by Tolkien"): asked, since answering without it would answer about everything."""
    said = " and ".join(f"“{n.cue} {n.name}”" for n in dict.fromkeys(reading.unknown_names))
    names = " or ".join(f"“{n.name}”" for n in dict.fromkeys(reading.unknown_names))
    ctx.annotations["unknownNames"] = [n.name for n in reading.unknown_names]
    return Reply(
        text=f"{corrections_said(reading)}I didn't understand {said}: no person, place or name in your collection matches {names}, "
        "so I haven't answered rather than leave it out. Is it spelt as in your items?",
        kind="fallback",
        expects_answer=True,
    )


NEAR = re.compile(r"\b(?:near|nearby|around|close to)\b", re.IGNORECASE)


def answered_place(shelf: Shelf, text: str, reading: Reading, itself: bool = False) -> Place | None:
    """A place the user named ("San Francisco", "I'm in Kyoto"), as the centre of "nearby"; with `itself` (the
    answer to "which place do you mean?" after "there"), the place itself ("lisbon": in Lisbon, not near it)."""
    place: Place | None = reading.places[-1] if reading.places else None
    if place is None:
        name = re.sub(r"^(?:i'?m|i am|we'?re|we are)?\s*(?:in|at|near)?\s*", "", text.strip(" .!?").lower())
        found = shelf.reader.places.gazetteer.lookup(name)
        if found is None:
            return None
        place = Place(found.display or found.name, found.kind, found.country_code, found.lat, found.lon)
    if place.lat is None or place.lon is None or (itself and not NEAR.search(text)):
        return place  # a country or region: within it; the place "there" meant, unless "near" is said
    return Place(place.name, "city", place.country_code, place.lat, place.lon, radius_km=NEARBY_KM)


def asks_anew(reading: Reading, kept: Request) -> bool:
    """Whether the reply to "which place?" is a question of its own that keeps nothing of the one asked back:
    "ever had wine in Japan?" after "anything from there in 2020?" names a place and asks yes or no, or names
    a place and a kind other than the one asked about ("wines in Lisbon" after "any lunches nearby?")."""
    if not reading.places:
        return False
    kinds = {(t[0].category, t[0].type) for t in reading.topics if not t[0].negated}
    return reading.shape.verify or bool(kinds and kinds != {(kept.category, kept.type)})
