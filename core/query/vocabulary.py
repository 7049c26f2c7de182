"""What a collection's words mean: categories and types (with synonyms), known field values
("red", "primitivo", "italian", an author's name), and free-text constraints ("with science in the
title"). Every list comes from the collection's definition and its items, never from code."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from ..collection.definition import CollectionDefinition, FieldDef
from .derived import alternation
from .english import is_common
from .stays import stays_named
from .title_words import TitleWord
from .utterance import Utterance

NEGATION = r"(?P<neg>not|non|no|except|excluding|other than|other then|without|apart from|but not|weren't|wasn't|were not|was not|aren't|isn't)\s+(?:the\s+|any\s+)?"


@dataclass(frozen=True)
class Topic:
    """A category, optionally narrowed to one of its types: "wines" = Drink/Wine, "books" = Book."""

    category: str
    type: str | None = None
    negated: bool = False

    @property
    def label(self) -> str:
        if self.negated:
            return f"not of type {self.type}" if self.type else f"not in category {self.category}"
        return f"in category {self.category}" + (f" of type {self.type}" if self.type else "")


@dataclass(frozen=True)
class FieldValue:
    """A known value of a text field: colour red, variety primitivo, author Ada Winter."""

    field: str
    value: str
    categories: tuple[str, ...]
    negated: bool = False
    any_of: tuple[str, ...] = ()  # "red or white": any of these values (`value` then says them all)

    @property
    def label(self) -> str:
        return f"{'not ' if self.negated else ''}with {self.field} {self.value}"

    @property
    def options(self) -> tuple[str, ...]:
        """The values any of which an item may have."""
        return self.any_of or (self.value,)


def any_value(values: list[FieldValue]) -> FieldValue:
    """ "red or white wines": items with any of the values of one field."""
    options = tuple(dict.fromkeys(o for v in values for o in v.options))
    shown = options[0] if len(options) == 1 else ", ".join(options[:-1]) + " or " + options[-1]
    categories = tuple(dict.fromkeys(c for v in values for c in v.categories))
    return FieldValue(values[0].field, shown, categories, any(v.negated for v in values), options if len(options) > 1 else ())


@dataclass(frozen=True)
class TextMatch:
    """Free text to look for in a field: "with science in the title"."""

    field: str
    text: str
    cue: str = ""  # the field's own word it was said after: "by" in "books by Tolkien"
    word: bool = False  # a whole word ("stouts": the titles that say Stout, see title_words.py)
    category: str | None = None  # the kind of items the word is found in
    type: str | None = None
    any_of: tuple[str, ...] = ()  # "margaritas or martinis": any of these texts (`text` then shows them all)

    @property
    def texts(self) -> tuple[str, ...]:
        """The texts looked for: one, or each of those joined by "or"."""
        return self.any_of or (self.text,)

    @property
    def label(self) -> str:
        if self.cue:
            return f"{self.cue} {self.text}"
        quoted = [f"“{t}”" for t in self.texts]
        said = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
        return f"with {said} in the {self.field}"


def any_text(texts: list[TextMatch]) -> TextMatch:
    """ "margaritas or martinis": items whose field has any of the texts (whole words when each was one)."""
    options = tuple(dict.fromkeys(o for t in texts for o in t.texts))
    first = texts[0]
    same = all(t.category == first.category for t in texts)
    shown = options[0] if len(options) == 1 else ", ".join(options[:-1]) + " or " + options[-1]
    return replace(
        first,
        text=shown,
        word=all(t.word for t in texts),
        category=first.category if same else None,
        type=first.type if same and all(t.type == first.type for t in texts) else None,
        any_of=options if len(options) > 1 else (),
    )


def _parts(words: list[str]) -> Iterable[list[str]]:
    """The runs of consecutive words shorter than the whole."""
    for size in range(len(words) - 1, 0, -1):
        for start in range(len(words) - size + 1):
            yield words[start : start + size]


def _activity_verbs(synonyms: Iterable[str]) -> list[str]:
    """ "bike" (and so "biked", "biking") for a Bike ride: the first word of a two-word synonym whose second
    word names the same type on its own ("bike ride" where "ride" is a synonym too) is the doing of it."""
    alone = {s.lower() for s in synonyms if " " not in s.strip()}
    pairs = (s.lower().split() for s in synonyms)
    return [words[0] for words in pairs if len(words) == 2 and words[1] in alone and len(words[0]) >= 3]


def _doing_verbs(synonyms: Iterable[str]) -> list[str]:
    """ "read" for the Books, whose synonym "reading" is the doing of them ("which month did I read most?"): the verb
    of a one-word synonym in "-ing" ("jogging" → jog, "hiking" → hike), when that verb is an English word."""
    verbs = []
    for word in (s.lower() for s in synonyms):
        stem = word.removesuffix("ing")
        if " " in word or stem == word or len(stem) < 3:
            continue
        doubled = stem[-1] == stem[-2] and stem[-1] not in "aeiou"  # "jogging": jog
        verb = stem[:-1] if doubled else stem if is_common(stem) else f"{stem}e"
        if is_common(verb):
            verbs.append(verb)
    return verbs


# "did I ever go somewhere with Tom?", "have I been anywhere with Anna?", "when did I last go away?": a trip, said without
# the word (read only when the question names no kind of its own: "did I go somewhere for dinner?" is about the dinners)
GOING_SOMEWHERE = re.compile(
    r"\b(?:go|goes|went|gone|going|been|travel|travels|travell?ed|travell?ing)\s+(?:somewhere|anywhere|someplace|anyplace|away)\b"
)
# the words that name the collection's trips (its kind with one of them as a synonym)
_TRIP_WORDS = frozenset({"trip", "trips", "travel", "travels"})


class Vocabulary:
    """Built once per collection (definition + the values its items use); `recognize` is pure."""

    def __init__(self, definition: CollectionDefinition, known_values: Mapping[str, Iterable[str]] | None = None) -> None:
        self.definition = definition
        self.topics: dict[str, list[Topic]] = {}
        for category in definition.categories:
            for word in (category.name, *category.synonyms):
                self._topic(word, Topic(category.name))
            for kind in category.types:
                for word in (kind.name, *kind.synonyms):
                    self._topic(word, Topic(category.name, kind.name))
        for category in definition.categories:
            for kind in category.types:
                for word in _activity_verbs(kind.synonyms):
                    if word not in self.topics:
                        self._topic(word, Topic(category.name, kind.name))
        # the kind "going somewhere" means: the trips, when the collection has them
        self.trips = [Topic(c.name) for c in definition.categories if _TRIP_WORDS & {w.lower() for w in (c.name, *c.synonyms)}]
        self.doings: dict[str, list[Topic]] = {}  # "read": the doing of the books, said as a verb (see `_doing_verbs`)
        for category in definition.categories:
            kinds = [(Topic(category.name), category.synonyms), *((Topic(category.name, k.name), k.synonyms) for k in category.types)]
            for topic, synonyms in kinds:
                for word in _doing_verbs(synonyms):
                    if word not in self.topics:
                        self.doings.setdefault(word, []).append(topic)
        self.values: dict[str, list[FieldValue]] = {}
        field_words: dict[str, str] = {}
        shorts: list[tuple[str, str, list[str], list[str]]] = []
        for category in definition.categories:
            for field in category.fields:
                if field.type != "text":
                    continue
                for word in (field.name, *field.synonyms):
                    field_words.setdefault(word.lower(), field.name)
                values = dict(field.values)
                for extra in (known_values or {}).get(field.name, ()):
                    values.setdefault(extra, ())
                for value, synonyms in values.items():
                    plural = (f"{value}s",) if field.values and not value.endswith("s") else ()  # "rieslings", "pinot noirs"
                    for word in (value, *synonyms, *plural):
                        self._value(word, FieldValue(field.name, value, (category.name,)))
                shorts.append((category.name, field.name, list(field.values), list(values)))
        for field in definition.fields:
            if field.type == "text":
                for word in (field.name, *field.synonyms):
                    field_words.setdefault(word.lower(), field.name)
        self.field_words = field_words
        for category_name, field_name, declared, every in shorts:
            self._short_forms(category_name, field_name, declared, every)
        self.clipped = self._clipped([v for _, _, _, every in shorts for v in every])
        topic_words = alternation(self.topics)
        value_words = alternation(self.values) or r"(?!x)x"
        text_fields = alternation(field_words)
        self.text_in_field = re.compile(
            rf"\b(?:with|having|containing)\s+[\"']?(?P<text>[\w' -]+?)[\"']?\s+in\s+(?:the|its)\s+(?P<field>{text_fields})\b"
        )
        self.titled = re.compile(
            r"\b(?:titled|called|named)\s+[\"'](?P<text>[^\"']+)[\"']|\b(?:titled|called|named)\s+(?P<bare>[\w'-]+(?:\s+[\w'-]+){0,3}?)(?=\s+(?:in|from|with|by|rated|since|between)\b|[?.!,]|$)"
        )
        self.of_type = re.compile(rf"\bof\s+(?:the\s+)?type\s+(?P<word>{topic_words})\b")
        self.field_then_value = re.compile(
            rf"\b(?:with\s+|of\s+)?(?:the\s+|a\s+)?(?P<field>{text_fields})\s+(?:is\s+|was\s+|of\s+)?(?P<word>{value_words})\b"
        )
        # "art one in portugal?", "the history ones": the kind and the word that stands for its noun
        self.topic = re.compile(rf"(?:\b{NEGATION})?\b(?P<word>{topic_words})(?:\s+ones?\b(?!\s+(?:of|time|times|day|days|more)\b|-))?\b")
        self.value = re.compile(rf"(?:\b{NEGATION})?\b(?P<word>{value_words})(?:\s+ones?)?\b")
        # "a museum one star": the "one" another recognizer took (a score, a count) leaves the kind said alone
        self.bare_topic = re.compile(rf"(?:\b{NEGATION})?\b(?P<word>{topic_words})\b(?=\s+ones?\b)")
        self.bare_value = re.compile(rf"(?:\b{NEGATION})?\b(?P<word>{value_words})\b(?=\s+ones?\b)")
        # (not of the thing talked about: "when did I read that?" asks of the one picked, not of every book)
        self.doing = (
            re.compile(rf"\b(?P<word>{alternation(self.doings)})\b(?!\s+(?:it|that|this|them|those|these|one)\b)") if self.doings else None
        )
        self.titles: dict[str, TitleWord] = {}
        self.venues: dict[str, Topic] = {}
        self.venue_word: re.Pattern[str] | None = None
        self.title_word: re.Pattern[str] | None = None
        self._title_forms: dict[str, str] = {}

    def add_title_words(self, words: Mapping[str, TitleWord]) -> None:
        """The distinctive words of the items' titles ("stout", "ipa"), read in the singular or plural."""
        self.titles = {w: t for w, t in words.items() if w not in self.topics and w not in self.values and w not in self.field_words}
        forms = {form: word for word in self.titles for form in (word, f"{word}s", f"{word}es")}
        self._title_forms = forms
        self.title_word = re.compile(rf"\b(?P<word>{alternation(forms)})\b") if forms else None
        # "margs": the first letters of a title word ("margarita"), as of a value's word (see `_clipped`), where no
        # other word of the collection (kind, value, field or title word) starts with them
        every = {w for phrase in (*self.topics, *self.values, *self.field_words, *self.titles) for w in phrase.split()}
        for word in sorted(w for w in self.titles if len(w) >= 5 and w.isalpha()):
            for size in range(4, len(word) - 1):
                clip = word[:size]
                starting = {w for w in every if w.startswith(clip) and not (w.endswith("s") and w[:-1] in every)}
                if clip not in every and starting == {word}:
                    self.clipped.setdefault(clip, word)

    @property
    def learnt_words(self) -> set[str]:
        """The words learnt from the items rather than declared: title words in every form ("margaritas",
        "stouts") and venue words ("bars"), each a question on its own as a kind's word is."""
        return {*self._title_forms, *self.venues}

    def add_venue_words(self, words: Mapping[str, Topic]) -> None:
        """ "bars": the kind had at the venues a field's word names (see venue_kinds.py), said as a plural noun."""
        self.venues = {w: t for w, t in words.items() if w not in self.topics and w not in self.values}
        self.venue_word = re.compile(rf"(?:\b{NEGATION})?\b(?P<word>{alternation(self.venues)})\b") if self.venues else None

    def _short_forms(self, category: str, field: str, declared: list[str], every: list[str]) -> None:
        """ "cabernet" for cabernet sauvignon: the first word of a value the definition declares, when no other
        value of the field starts with it and it means nothing else in the collection."""
        firsts: dict[str, list[str]] = {}
        for value in every:
            firsts.setdefault(value.lower().split()[0], []).append(value)
        for value in declared:
            first = value.lower().split()[0]
            if " " not in value.strip() or len(firsts[first]) > 1:
                continue
            for word in (first, f"{first}s"):
                if word not in self.values and word not in self.topics and word not in self.field_words:
                    self._value(word, FieldValue(field, value, (category,)))

    def _clipped(self, values: list[str]) -> dict[str, str]:
        """ "cab" for cabernet, "sauv" for sauvignon, "chard" for chardonnay: the first letters (3 or more, not the
        whole word) of the first word of a value, when no other word of the collection's kinds, fields or values
        starts with them; the clipped word → the value's word (read by the speller, never over a word it knows)."""
        words = {w for value in values for w in value.lower().split()[:1] if len(w) >= 5 and w.isalpha()}
        every = {w for phrase in (*self.topics, *self.values, *self.field_words) for w in phrase.split()}
        clipped: dict[str, str] = {}
        for word in sorted(words):
            for size in range(3, len(word) - 1):
                clip = word[:size]
                starting = {w[:-1] if w.endswith("s") and w[:-1] in every else w for w in every if w.startswith(clip)}  # "cabernets"
                if clip not in every and starting == {word}:
                    clipped[clip] = word
        return clipped

    def _topic(self, word: str, topic: Topic) -> None:
        options = self.topics.setdefault(word.lower(), [])
        if topic not in options:
            options.append(topic)

    def _value(self, word: str, value: FieldValue) -> None:
        options = self.values.setdefault(word.lower(), [])
        for i, known in enumerate(options):
            if (known.field, known.value) == (value.field, value.value):
                options[i] = FieldValue(known.field, known.value, tuple(dict.fromkeys(known.categories + value.categories)))
                return
        options.append(value)

    def longer_than_places(self, utterance: Utterance, is_place: Callable[[str], bool]) -> list[FieldValue]:
        """ "San Francisco Brewing", a producer: a value of several words that holds a place's name but is none,
        read before places are (so "Beers aside from San Francisco Brewing" is not about the city)."""
        found: list[FieldValue] = []
        for m in utterance.matches(self.value):
            word = m["word"]
            if " " not in word or is_place(word) or not any(is_place(" ".join(p)) for p in _parts(word.split())):
                continue
            option = self.values[word][0]
            value = FieldValue(option.field, option.value, option.categories, negated=bool(m["neg"]))
            utterance.claim(m.start(), m.end(), "value", value)
            found.append(value)
        return found

    def recognize(self, utterance: Utterance) -> tuple[list[list[Topic]], list[FieldValue], list[TextMatch]]:
        """Topics (each a list of readings when a word is ambiguous), field values, text constraints."""
        topics: list[tuple[int, list[Topic]]] = []
        values: list[tuple[int, FieldValue]] = []
        texts: list[TextMatch] = []
        for m in utterance.matches(self.text_in_field):
            match = TextMatch(self.field_words[m["field"]], m["text"].strip())
            utterance.claim(m.start(), m.end(), "text", match)
            texts.append(match)
        for m in utterance.matches(self.titled):
            match = TextMatch("title", (m["text"] or m["bare"]).strip())
            utterance.claim(m.start(), m.end(), "text", match)
            texts.append(match)
        for m in utterance.matches(self.of_type):
            readings = [t for t in self.topics[m["word"]] if t.type] or self.topics[m["word"]]
            utterance.claim(m.start(), m.end(), "topic", readings)
            topics.append((m.start(), readings))
        for m in utterance.matches(self.field_then_value):
            field = self.field_words[m["field"]]
            for option in self.values[m["word"]]:
                if option.field == field:
                    utterance.claim(m.start(), m.end(), "value", option)
                    values.append((m.start(), option))
                    break
        for pattern in (self.topic, self.bare_topic):
            for m in utterance.matches(pattern):
                readings = [Topic(t.category, t.type, negated=bool(m["neg"])) for t in self.topics[m["word"]]]
                utterance.claim(m.start(), m.end(), "topic", readings)
                topics.append((m.start(), readings))
        for m in utterance.matches(self.venue_word) if self.venue_word is not None else ():  # "and the bars there"
            venue = self.venues[m["word"]]
            readings = [Topic(venue.category, venue.type, negated=bool(m["neg"]))]
            utterance.claim(m.start(), m.end(), "topic", readings)
            topics.append((m.start(), readings))
        for m in utterance.matches(self.doing) if self.doing is not None else ():
            kinds_said = {t.category for _, readings in topics for t in readings}
            if not kinds_said & {t.category for t in self.doings[m["word"]]}:  # "which month did I read most?"; not "books I read"
                utterance.claim(m.start(), m.end(), "topic", self.doings[m["word"]])
                topics.append((m.start(), self.doings[m["word"]]))
        for pattern in (self.value, self.bare_value):
            for m in utterance.matches(pattern):
                for option in self.values[m["word"]]:
                    value = FieldValue(option.field, option.value, option.categories, negated=bool(m["neg"]))
                    utterance.claim(m.start(), m.end(), "value", value)
                    values.append((m.start(), value))
                    break
        for m in utterance.matches(self.title_word) if self.title_word is not None else ():
            said = self.titles[self._title_forms[m["word"]]]
            match = TextMatch("title", said.shown, word=True, category=said.category, type=said.type)
            utterance.claim(m.start(), m.end(), "text", match)
            texts.append(match)
            topics.append((m.start(), [Topic(said.category, said.type)]))  # "stouts" are beers, as "beers" would say
        for m in stays_named(utterance.text) if self.trips and not topics else ():  # "my shortest stay": a trip
            if utterance.is_free(m.start("stay"), m.end("stay")):
                utterance.claim(m.start("stay"), m.end("stay"), "topic", self.trips)
                topics.append((m.start("stay"), self.trips))
        for m in utterance.matches(GOING_SOMEWHERE) if self.trips and not topics else ():  # "did I go somewhere with Tom?"
            utterance.claim(m.start(), m.end(), "topic", self.trips)
            topics.append((m.start(), self.trips))
            break
        return [r for _, r in sorted(topics, key=lambda p: p[0])], [v for _, v in sorted(values, key=lambda p: p[0])], texts


def is_venue(field: FieldDef) -> bool:
    """Whether a text field names where one was, the place itself ("restaurant": one eats "at" it, a "place called")."""
    said = {s.lower() for s in field.synonyms}
    return field.type == "text" and ("at" in said or "place called" in said)
