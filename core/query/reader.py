"""Runs every recognizer over an utterance, in an order that lets each claim what it understood:
comparisons before dates ("a vintage of at least 2015" is not a date; a comparison needs a field
word or unit, so "in 2018" stays a date), people before places ("with Mary"), and the
collection's vocabulary last. Negation cues left over are then attached to what follows them.

Words no recognizer understood are checked for typos and word forms ("bordeax", "hihgest",
"wasnt", "museums"); when some are corrected, the corrected text is read again. Words still unknown
then may be taken as the nearest meaning the collection has ("fizz" as sparkling drinks: see
meanings.py), when a sentence encoder is given; the text is then read once more."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import replace
from datetime import datetime
from itertools import pairwise
from typing import Any

from ..collection.definition import CollectionDefinition
from .alternatives import kind_choices, type_choices, unite_dates, unite_people, unite_places, unite_texts, unite_values
from .as_heard import Heard
from .chatter import asks_for_everything, question_after_told, with_the_users_story, without_asides
from .claims import as_question
from .company_size import sized_company
from .comparisons import OPERATORS, TAILS, WORD_NUMBERS, Comparison, ComparisonProblem, ComparisonRecognizer, bound_of_a_bare_number
from .corrections import CORRECTS
from .dates import MONTHS, SEASONS, WEEKDAY_NAMES, DateProblem, DateRange, fold_weekdays, recognize_dates
from .demonyms import demonyms
from .either_side import recognize_beside
from .english import zipf
from .except_when import as_left_out
from .fillers import claim_fillers
from .focus import ALWAYS, BOTH_OF_THEM, EVERY_OF_KIND, EVERY_ONE, OR_NOT, every_said, one_as_word
from .from_the_end import from_the_end
from .getting_better import as_set_against_the_period_before
from .holidays import recognize_holidays, with_holidays
from .jargon import jargon_words
from .last_few import last_few
from .last_visit import LAST_VISIT, TIME_ITSELF
from .meanings import Encoder, Meanings, terms_of
from .measured import measure_words
from .missed_of_those import people_who_missed, pronouns_who_missed
from .most_of import MOST_OF
from .names import UnknownName, field_cues, recognize_names
from .native_words import NativeWords, shipped_glossary
from .negation import CUES, attach_negations
from .not_only_but import as_either
from .number_alone import numbers_said_alone
from .ordering import ORDINALS, favourites_told, recognize_ordering, size_forms
from .pandemic import pandemic_dates
from .people import People, PeopleRecognizer, name_mistyped
from .places import Gazetteer, NeedsLocation, Place, PlaceName, PlaceRecognizer
from .pointer_typos import with_pointers_spelled
from .pronouns import companions_after, companions_before, group_reference, recognize_pronouns
from .quantities import read_shape
from .regions import REGION_ADJECTIVES
from .request import THAT_TRIP, WENT_BACK, Reading
from .restate import plural
from .runners_k import as_km
from .same_trip import on_the_same_trip
from .season_of_any_year import seasons_of_any_year
from .since_then import SINCE_THEN
from .since_when import open_dates
from .size_nouns import size_nouns
from .spelling import COMMON_WORDS, Correction, Speller, all_typed_short, number_after_all, words_of
from .statement_asked import statement_asked_of_every_one
from .story_kinds import without_kinds_of_the_story
from .story_of_another_kind import without_a_story_of_another_kind
from .story_within_the_place_asked import without_a_story_within_the_place_asked
from .that_place import THAT_KIND_OF_PLACE
from .the_other_time import as_asked_of_every_time
from .the_time_there import kinds_measured, the_time_there
from .thinking_of import asked_of_the_trip
from .times_left_out import times_left_out
from .title_words import title_words
from .titled_several import TitleIndex
from .top_few import top_few
from .trips_as_where import trips_as_where
from .utterance import Span, Utterance
from .venue_kinds import venue_kinds
from .vocabulary import Topic, Vocabulary
from .when_done_last import LATEST_DONE, done_last_said
from .with_anyone import with_anyone

MAX_TEXT = 2_000  # longer text is read up to here; the answer says so
PLAIN_ZIPF = 4.0  # a word this frequent in English is a word of its own, not a piece of a name ("vin" is 3.4)
# The engine's own words, so that "hihgest", "whre" and "exept" are read as meant.
KEYWORDS = (
    "best worst highest lowest top rated most least fewest fewer recent latest newest oldest earliest longest shortest favourite favorite "
    "average total altogether together sum different distinct "
    "sort sorted order ordered ascending descending chronological reverse first last "
    "what which where when who how many much show find list count number map tell details related "
    "without except excluding exclude other aside apart leaving but not never none outside abroad overseas foreign "
    "since between before after during until from with near nearby yesterday today week month year years ago "
    f"{' '.join(MONTHS)} {' '.join(SEASONS)} "  # the months, seasons and days of the week as dates.py has them
    f"weekend {' '.join(WEEKDAY_NAMES)} "
    "them those these every each"  # the words that refer to the last answer: "any of thme", "which of thsoe", "evry one of them"
    " there"  # and to the place talked about: "how many dinners did i have ther"
)
ENGINE_WORDS = frozenset(words_of(KEYWORDS))
NAME_ZIPF = 4.5  # after a field's own word ("by"), a word as frequent as "views" or "train" is not taken for a name
RARE_NAME_ZIPF = 3.5  # after "with" or "from", nor one as frequent as "bubbles" or "purple"
_FREE_WORD = re.compile(r"[a-z0-9à-ÿ][a-z0-9à-ÿ'&-]*[a-z0-9à-ÿ]|[a-z0-9à-ÿ]")


# single-word negation cues: "notes" or "nones" is never a form of one ("Rioja in my notes?" negates nothing)
UNINFLECTED_CUES = tuple(c for c in CUES if " " not in c and "'" not in c)


def _words(phrases: Iterable[str]) -> list[str]:
    return [w for p in phrases for w in words_of(p)]


def _words_and_pairs(names: Iterable[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the names, and every two words said one after the other in them ("lake tahoe" of South Lake
    Tahoe), each name split once."""
    split = [words_of(name) for name in names]
    return frozenset(w for said in split for w in said), frozenset(f"{a} {b}" for said in split for a, b in pairwise(said))


_SENTENCES = re.compile(r"(?:[^.!?]|[.!?](?![.!?]*(?:\s|$)))+(?:[.!?]+|$)")  # "rated 3.5 or more?" is one sentence


def story_told(text: str) -> int:
    """Where the question starts after the statements of a story told before it ("At book club I bragged that …
    Somebody laughed. Was I right?"): their words, when no recognizer read them, are the story's, not words of the
    question not understood. 0 when the message is not statements and then one question at its end."""
    sentences = [m for m in _SENTENCES.finditer(text) if m[0].strip()]
    if any(m[0].rstrip().endswith("?") for m in sentences[:-1]):
        return 0
    # "ben and priya fly in on friday what wines did we drink together": a question run on after what is told
    run_on = question_after_told(text, sentences[-1].start(), sentences[-1].end()) if sentences else 0
    if run_on:
        return run_on
    if len(sentences) < 2 or not sentences[-1][0].rstrip().endswith("?"):
        return 0
    return sentences[-1].start()


# a last sentence that asks without its question mark: "… of our year. What did I do with Elena in 2026"
_ASKS = re.compile(r"\s*(?:which|what|how|who|where|when|did|do|does|have|has|was|were|is|are)\b", re.IGNORECASE)


def question_after_a_story(text: str) -> int:
    """Where the question starts after a story told before it, as `story_told`, or a last sentence that asks
    without its question mark; 0 when there is none."""
    told = story_told(text)
    if told:
        return told
    sentences = [m for m in _SENTENCES.finditer(text) if m[0].strip()]
    if len(sentences) < 2 or any("?" in m[0] for m in sentences[:-1]) or not _ASKS.match(sentences[-1][0]):
        return 0
    return sentences[-1].start()


_TOGETHER = re.compile(r"\b(?:all\s+)?together\b(?!\s+with\b)", re.IGNORECASE)

# a story someone lives before the question: "A friend just came back from …", "I'm all nostalgic", "my sister went …"
_STORY_TELLER = re.compile(r"\b(?:i|i'm|i've|i'd|we|we're|he|she|they|my|a friend|someone|somebody)\b", re.IGNORECASE)


def _told_in_a_story(utterance: Utterance, name: UnknownName) -> bool:
    """Whether a name nothing matched was said in a story told before the question ("A friend just came back from
    Patagonia and now I'm all nostalgic. Which trips …?"): a place of the story, no filter of the question, and so
    nothing to refuse the question for."""
    question = story_told(utterance.text)
    if question == 0:
        return False
    said = next((s for s in utterance.of_kind("unknown name") if s.value is name), None)
    return said is not None and said.end <= question and _STORY_TELLER.search(utterance.text[:question]) is not None


# "stayed with us", "joined us", "told us": the object pronoun, never the US ("u.s." read without its dots)
US_PRONOUN = re.compile(
    r"\b(?:with|w/|for|join|joins|joined|joining|visit|visits|visited|visiting|told|tell|tells|gave|give|gives|let|lets|"
    r"about|of|both of|all of|each of|one of|between|among|behind|beside|like)\s+(?P<us>us)\b"
)


def _with_the_antecedent(utterance: Utterance, people: list[People], said: list[Span], antecedent: str) -> list[People]:
    """The people named, and the one a pronoun said before them means, in the order said ("more countries with him
    than with James" after "Tom claims …": Tom first, the one claimed), each once."""
    at = {s.value: s.start for s in reversed(utterance.of_kind("people"))}
    placed = [(at.get(p, len(utterance.text)), p) for p in people]
    placed += [(s.start, People((antecedent,), exclude=s.value.exclude, any_of=s.value.exclude)) for s in said]
    return list(dict.fromkeys(p for _, p in sorted(placed, key=lambda pair: pair[0])))


class QueryReader:
    """Built once per collection from its definition and what its items contain; `read` is pure."""

    def __init__(
        self,
        definition: CollectionDefinition,
        people: Iterable[str],
        places: Iterable[Mapping[str, Any]],
        known_values: Mapping[str, Iterable[str]] | None = None,
        world: Sequence[PlaceName] = (),
        known_words: Iterable[str] = (),
        encoder: Encoder | None = None,
        titles: Iterable[tuple[str, str | None, str]] = (),
    ) -> None:
        self.definition = definition
        titles = tuple(titles)
        self.title_index = TitleIndex(titles)  # "how many stars did I give Nina: A Life?": a title said in full
        self.comparisons = ComparisonRecognizer(definition)
        people = list(people)
        self.people = PeopleRecognizer(people)
        self.vocabulary = Vocabulary(definition, known_values)
        self.sizes = tuple(sorted({s for f in definition.fields_of(None) for s in f.sizes}))  # "long", "thick": "the thickest"
        self.measures = measure_words(definition)  # "pages", "vintage", "time": "the most pages", "the oldest vintage"
        known_words = list(known_words)
        ordinary = frozenset(
            [*COMMON_WORDS, *known_words, *words_of(KEYWORDS), *self.vocabulary.topics, *self.vocabulary.values, *self.comparisons.fields]
        )
        self.engine_words = frozenset([*COMMON_WORDS, *known_words, *words_of(KEYWORDS), *_words(CUES), *TAILS])
        gazetteer = Gazetteer.build(places, world, definition.home)
        of_its_own = frozenset(_words([*ordinary, *self.vocabulary.field_words]))
        # "mai tais": a name of two words, neither a word of the collection's, and no part of a place's or person's name
        words_of_names, named = _words_and_pairs([*people, *gazetteer.known, *gazetteer.world_cities])
        said = of_its_own | words_of_names
        titles = list(titles)
        self.vocabulary.add_title_words(  # "stouts": the titles that say Stout
            title_words(titles, lambda w: w in said, lambda name: name in named or any(w in of_its_own for w in name.split()))
        )
        self.vocabulary.add_venue_words(venue_kinds(definition, titles))  # "the bars there": the cocktails there
        self.places = PlaceRecognizer(gazetteer, ordinary | frozenset(self.vocabulary.titles), frozenset(self.vocabulary.topics))
        self.demonyms = {w: c for w, c in demonyms(gazetteer.known.values()).items() if w not in self.vocabulary.values}
        self.speller = self._speller(people, known_words)
        self.name_cues = field_cues((f.name, f.synonyms) for f in definition.fields_of(None) if f.type == "text")
        # "average rating by cuisine", "by grape": a field's own word after "by" is no name looked for (a grouping)
        field_nouns = (n.lower() for f in definition.fields_of(None) for n in (f.name, *f.synonyms) if " " not in n)
        self.field_nouns = frozenset(w for n in field_nouns for w in (n, plural(n)))
        # a text field of one kind only ("author": books): a name looked for in it says that kind
        owners: dict[str, set[str]] = {}
        for category in definition.categories:
            for own in category.fields:
                owners.setdefault(own.name, set()).add(category.name)
        self.kind_of_field = {f: next(iter(c)) for f, c in owners.items() if len(c) == 1 and f not in {g.name for g in definition.fields}}
        self.meanings = Meanings(terms_of(self.vocabulary), encoder, self.speller.known) if encoder is not None else None
        # "vino blanco", "Wein", "libros": a common word of another language for a kind the collection has (not a name
        # or place of it, nor a value or title word)
        own_words = frozenset(
            _words([*people, *gazetteer.known, *gazetteer.world_cities, *self.vocabulary.values, *self.vocabulary.field_words])
        )
        vocabulary = self.vocabulary
        self.native_words = NativeWords(
            shipped_glossary(),
            known=lambda w: w in vocabulary.topics or w in vocabulary.values or w in vocabulary.field_words,
            taken=lambda w: w in own_words or w in vocabulary.topics or w in vocabulary.titles,
        )

        def region_of_the_collection(word: str) -> bool:  # "european": a world region's adjective, where items are
            region = gazetteer.lookup(REGION_ADJECTIVES[word]) if word in REGION_ADJECTIVES else None
            return region is not None and gazetteer.has(region)

        # "vert", "popsci", "old world reds": an enthusiast's word for a field or kind the collection names plainly (number fields too)
        self.jargon = jargon_words(
            known=lambda w: (
                w in vocabulary.topics
                or w in vocabulary.values
                or w in vocabulary.field_words
                or w in self.comparisons.fields
                or region_of_the_collection(w)
            ),
            taken=lambda w: w in own_words or w in vocabulary.topics or w in vocabulary.titles,
        )
        self._category_names = tuple(c.name for c in definition.categories)
        self._units = tuple(f.unit for f in definition.fields_of(None) if f.type == "number")  # "km": a runner's "k"
        self._kind_measured = kinds_measured(definition)  # "nights": the trips' ("when I was in Tokyo, how many nights was it?")
        # "in key oto", "the read wines", "hikes with ana": the collection's words as a speech recognizer wrote them
        known_places = [p for p in gazetteer.known.values() if p.in_collection]
        of_the_collection = own_words | frozenset(_words(gazetteer.known)) | frozenset(vocabulary.titles)
        self.heard = Heard(
            places=[p.display or p.name for p in known_places],
            people=people,
            kinds={w: [t.category for t in topics] for w, topics in vocabulary.topics.items()},
            values={w: [c for v in values for c in v.categories] for w, values in vocabulary.values.items()},
            means_something=lambda w: w in of_the_collection or w in vocabulary.topics or w in vocabulary.venues,
        )

    def _name_word(self, word: str, of_a_field: bool) -> bool:
        """Whether a word no recognizer claimed can be part of a name: not an ordinary word ("by far",
        "with purple labels"; after a field's own word, only a frequent one: "by Hemingway"), not one of
        the engine's, and not a typo of the collection's words."""
        key = word.lower()
        if key in COMMON_WORDS or key in ENGINE_WORDS or key in self.field_nouns:
            return False
        if zipf(key) >= (NAME_ZIPF if of_a_field else RARE_NAME_ZIPF):
            return False
        return self.speller.correct(key) is None

    def _speller(self, people: list[str], known_words: list[str]) -> Speller:
        """The fuzzy index of this collection's words and the engine's (built once)."""
        targets: list[tuple[str, str]] = [(w, w) for w in words_of(KEYWORDS)]
        targets += [(w, w) for w in _words([*self.vocabulary.topics, *self.vocabulary.values, *self.vocabulary.field_words])]
        targets += [(w, w) for w in self.vocabulary.titles]
        targets += [(w, w) for w in _words(self.comparisons.fields)]
        targets += [(w, w) for w in _words(CUES)]
        targets += [(w, w) for size in self.sizes for forms in size_forms(size) for w in forms]  # "futher": further
        targets += [(w, w) for w in size_nouns(self.sizes)]  # "lenght": length
        targets += [(w, w) for w in TAILS]  # "4 or mroe": more
        targets += [(w, w) for w in ORDINALS if w.isalpha()]  # "the secnd one", "thrid": an ordinal, a position in the answer
        targets += [("bottom", "bottom")]  # "botom 3": the few at the other end of a ranking
        targets += [(w.lower(), w) for name in people for w in name.split()]
        gazetteer = self.places.gazetteer
        for place in gazetteer.known.values():
            shown = place.display or place.name
            targets += [(w.lower(), w) for w in (shown.split() if place.in_collection or place.kind == "country" else ())]
        known = [*known_words, *_words(OPERATORS), *WORD_NUMBERS, *ORDINALS, *_words(gazetteer.world_cities), *_words(gazetteer.known)]
        return Speller(targets, known, self.vocabulary.clipped, self.engine_words, UNINFLECTED_CUES)

    def read(self, text: str, now: datetime, user_location: tuple[float, float] | None = None) -> tuple[Reading, bool]:
        """What the text says, and whether "nearby" needs a location the channel did not give."""
        problems: list[str] = []
        if len(text) > MAX_TEXT:
            problems.append(f"I only read the first {MAX_TEXT} characters of that")
        # "which 1": one; "I'm pretty sure I did …": asked; "my sister asked me yesterday …": no date
        # "Thinking of the 2011 trip, what did we eat?": asked of that trip
        # "How about Porto? Same holiday.": on the same holiday
        text, heard = self.heard.read(as_either(text[:MAX_TEXT]))  # "bears or cocktails in san fran sisco": beers, San Francisco
        text, runners = as_km(text, self._units)  # "my long runs, 18k or more", "how many k": km
        heard = [*heard, *runners]
        native, translated = self.native_words.translated(text)  # "vino blanco": white wine
        native, enthusiasts = self.jargon.translated(native)  # "total vert on my hikes": elevation
        translated = [*translated, *enthusiasts]
        framed = on_the_same_trip(asked_of_the_trip(one_as_word(native)))
        framed = as_asked_of_every_time(framed)  # "compared with the other time I was in Lecce, which trip …": there
        framed = as_set_against_the_period_before(framed)  # "so my dinners got worse this year?": than last year
        framed = the_time_there(framed, self._kind_measured_by)  # "When I was in Tokyo, how many nights was it?": of the trip
        # "In all my Japan trips, I ate more sushi or more ramen?": the meals in Japan
        framed = trips_as_where(framed, self._categories_of, lambda name: self.places.gazetteer.lookup(name) is not None)
        asked = as_question(as_left_out(framed))
        kept = without_asides(asked)
        if kept != asked:  # "going back to lisbon soon. what did i eat tehre": there, the story's Lisbon
            asked, pointers = with_pointers_spelled(asked, self.speller.correct)
            heard = [*heard, *pointers]
            kept = without_asides(asked) if pointers else kept
        utterance = Utterance(kept)
        reading, needs_location = self._read(utterance, now, user_location, problems)
        asked_alone = reading.has_constraints or reading.refers_to_place or asks_for_everything(native)
        story = with_the_users_story(native) if not asked_alone else None  # "how many things in here?": all of them
        elsewhere = without_a_story_of_another_kind(utterance) if story is None else None
        if elsewhere is None and story is None:  # "… in Athens with Elena this summer … Which Greek wines …?": all of them
            elsewhere = without_a_story_within_the_place_asked(utterance)
        if elsewhere is not None:  # "We flew down to Buenos Aires … Which books did I read in January 2025?": the books
            utterance = Utterance(elsewhere[0])
            problems += [elsewhere[1]] if elsewhere[1] else []
            reading, needs_location = self._read(utterance, now, user_location, problems)
        of_the_question = None if elsewhere or story else without_kinds_of_the_story(utterance, question_after_a_story(utterance.text))
        if of_the_question is not None:  # "… over for dinner …, so which red wines …?": the wines, the dinner is the story's
            utterance = Utterance(of_the_question)
            reading, needs_location = self._read(utterance, now, user_location, problems)
        if story is not None:
            # "My dad keeps quizzing me on the history stuff I've done since 2022 - what have I actually got?": the
            # question says nothing of its own, the aside says what it is about
            utterance = Utterance(story)
            reading, needs_location = self._read(utterance, now, user_location, problems)
        corrected, corrections = self._corrected(utterance)
        used: list[Correction] = []
        read = utterance
        if corrections:
            read = again = Utterance(corrected)
            reading, needs_location = self._read(again, now, user_location, problems)
            unread = {
                c.word
                for c, start in corrections
                if c.kind == "spelling" and not self._plain_word(c.became) and again.is_free(start, start + len(c.became))
            }
            if unread:
                # "vino" → "vin", a word of a dish's name that reads as nothing on its own: the correction helped
                # nothing, so the word stays as written (for its nearest meaning, or to be said not understood)
                corrected, corrections = self._corrected(utterance, unread)
                read = again = Utterance(corrected)
                reading, needs_location = self._read(again, now, user_location, problems)
            said = ("apostrophe", "abbreviation")  # "wasnt", "abt": read as meant, without saying so
            used = [c for c, start in corrections if c.kind not in said and not again.is_free(start, start + len(c.became))]
            checked = as_question(as_left_out(corrected))
            if checked != corrected:
                # "Kenji says I never went to Japan without him. Is that ture?": the check readable once spelled right, so
                # the claim is what is asked (its "never" the claim's), as when it was typed right
                read = Utterance(checked)
                reading, needs_location = self._read(read, now, user_location, problems)
                words = set(words_of(checked.lower()))
                used = [c for c, _ in corrections if c.kind not in said and c.became.lower() in words]
        assumed, taken = self._assumed(read, now, reading)
        stated: list[Correction] = []
        if assumed:
            last = Utterance(taken)
            reading, needs_location = self._read(last, now, user_location, problems)
            stated = [c for c, start in assumed if not last.is_free(start, start + len(c.became))]  # said when it was read
        if not corrections and not assumed and not translated and not heard:
            return reading, needs_location
        translated = [*heard, *translated]
        every = (*translated, *(c for c, _ in assumed), *(c for c, _ in corrections))
        return replace(reading, corrections=every, stated_corrections=(*translated, *stated, *used)), needs_location

    def _kind_measured_by(self, word: str) -> str | None:
        """The one category a number's word measures ("nights", or "nigths" as typed: the trips'), or None."""
        kind = self._kind_measured(word)
        corrected = self.speller.correct(word.lower()) if kind is None else None
        return kind if corrected is None else self._kind_measured(corrected.became)

    def _categories_of(self, word: str) -> frozenset[str]:
        """The categories a word names ("trips": Travel, "ate": Food), none for a word of no kind."""
        return frozenset(t.category for t in self.vocabulary.topics.get(word, ()))

    def _plain_word(self, word: str) -> bool:
        """Whether a word is one the engine knows or a frequent English word ("point" of "at some piont"), as
        against a rarer piece of a name ("vin" of "coq au vin")."""
        return word in self.engine_words or zipf(word) >= PLAIN_ZIPF

    def _assumed(self, utterance: Utterance, now: datetime, reading: Reading) -> tuple[list[tuple[Correction, int]], str]:
        """Words no recognizer claimed (after typos) taken as the nearest meaning the collection has,
        each with where its term now starts, and the text with them replaced; a word near no meaning on its
        own is looked at among the kinds of the one category the rest of the question names ("which vino did
        I drink": the kinds of drinks), or, when it names none, of every category ("vino from tuscany")."""
        if self.meanings is None:
            return [], utterance.text
        free = [m for m in _FREE_WORD.finditer(utterance.text) if utterance.is_free(m.start(), m.end())]
        question = story_told(utterance.text)
        told = _STORY_TELLER.search(utterance.text[:question]) or any(s.end <= question for s in utterance.of_kind("told of"))
        if question and any(s.start >= question for s in utterance.of_kind("topic")) and told:
            # "I'm giving a talk at the library next month. In how many countries have I been to museums?": the
            # question names its own kind, so a word of the story told before it is no kind asked about
            free = [m for m in free if m.start() >= question]
        pieces: list[str] = []
        assumed: list[tuple[Correction, int]] = []
        at = 0
        length = 0
        named = {t.category for group in reading.topics for t in group if not t.negated}
        kinds = {t.type for group in reading.topics for t in group if not t.negated}
        within = next(iter(named)) if len(named) == 1 and kinds == {None} else None
        for match, assumption in zip(free, self.meanings.assume_all([m.group() for m in free], now.timestamp()), strict=True):
            if assumption is None and within is not None:
                assumption = self.meanings.assume_within(match.group(), within, now.timestamp())
            elif assumption is None and not named and reading.has_constraints:
                # "vino from tuscany": the one category whose kind it reads as, when the question says more than the word
                # ("and the runner-up?" after the city I ate in most is no question about runs)
                assumption = self.meanings.assume_among(match.group(), self._category_names, now.timestamp())
            if assumption is None:
                continue
            term = assumption.term
            correction = Correction(
                match.group(), term.text, round(assumption.confidence * 100, 1), term.shown, "meaning", assumption.reason
            )
            pieces.append(utterance.text[at : match.start()])
            length += match.start() - at
            assumed.append((correction, length))
            pieces.append(term.text)
            length += len(term.text)
            at = match.end()
        pieces.append(utterance.text[at:])
        return assumed, "".join(pieces)

    def _corrected(self, utterance: Utterance, as_written: Set[str] = frozenset()) -> tuple[str, list[tuple[Correction, int]]]:
        """The text with the words no recognizer claimed corrected (but those `as_written`), and each correction
        with where it now starts."""
        pieces: list[str] = []
        corrections: list[tuple[Correction, int]] = []
        at = 0
        length = 0
        for match in _FREE_WORD.finditer(utterance.text):
            if not utterance.is_free(match.start(), match.end()):
                continue
            word = match.group()
            if word in as_written:
                continue
            owner = word[:-2] if word.endswith("'s") and word[:-2] in self.vocabulary.field_words else None  # "the author's name"
            counted = number_after_all(word, utterance.text[: match.start()])  # "on all thre of them": three, not "there"
            correction = Correction(word, owner, 100.0, owner, "apostrophe") if owner else counted or self.speller.correct(word)
            if correction is None and (name := name_mistyped(utterance.text[: match.start()], word, self.people.names.values())):
                correction = Correction(word, name.lower(), 90.0, name, "spelling")  # "werent with marry": Mary
            if correction is None:
                correction = all_typed_short(word, utterance.text[match.end() :])  # "were al of them with sofia": all
            if correction is None and "-" in word:
                correction = self._compound_corrected(word)  # "non-fcition": non-fiction
            if correction is None:
                continue
            pieces.append(utterance.text[at : match.start()])
            length += match.start() - at
            corrections.append((correction, length))
            pieces.append(correction.became)
            length += len(correction.became)
            at = match.end()
            if correction.kind == "abbreviation" and utterance.text.startswith(". ", at):  # "excl. the ones w tom"
                at += 1
        pieces.append(utterance.text[at:])
        return "".join(pieces), corrections

    def _compound_corrected(self, word: str) -> Correction | None:
        """A hyphened word with a part mistyped ("non-fcition"), with that part corrected by the speller; None when
        no part of four letters or more is a typo of a single word (the other parts stay as written)."""
        parts = word.split("-")
        fixed = [self.speller.correct(p) if len(p) >= 4 else None for p in parts]
        fixed = [c if c is not None and c.kind == "spelling" else None for c in fixed]
        if not any(fixed):
            return None
        became = "-".join(c.became if c is not None else p for p, c in zip(parts, fixed, strict=True))
        score = min(c.score for c in fixed if c is not None)
        return Correction(word, became, score, became, "spelling")

    def _read(
        self, utterance: Utterance, now: datetime, user_location: tuple[float, float] | None, problems_before: list[str]
    ) -> tuple[Reading, bool]:
        problems = list(problems_before)
        shape = read_shape(utterance, self.definition)
        if not shape.verify and self.people.asks_whether(utterance.text):  # "was priya at any of them?"
            shape = replace(shape, verify=True)
        if not shape.verify and statement_asked_of_every_one(utterance.text):  # "I gave to every one of them 3 stars or more?"
            shape = replace(shape, verify=True)
        if not shape.contrast and self.people.set_against(utterance):  # "bike rides, james or ben?": which of them
            shape = replace(shape, contrast=True)
        comparisons: list[Comparison] = []
        for comparison in self.comparisons.recognize(utterance):
            if isinstance(comparison, ComparisonProblem):
                problems.append(comparison.message)
            else:
                comparisons.append(comparison)
        beside = recognize_beside(utterance, now)  # "the six months before that", "before then": beside the time talked about
        since_then = False
        for said in utterance.matches(SINCE_THEN):  # "since then": after the item talked about (see since_then.py)
            utterance.claim(said.start(), said.end(), "since then", said[0])
            since_then = True
        for said in utterance.matches(WENT_BACK) if since_then else ():  # "did we go back there after that, or not?": a yes/no
            utterance.claim(said.start(), said.end(), "went back", said[0])
            shape = replace(shape, verify=True, refers_to_one=False)  # "after this one": the time, not what is checked
            for or_not in utterance.matches(OR_NOT):  # its "or not" offers the other answer, it leaves nothing out
                utterance.claim(or_not.start(), or_not.end(), "or not", or_not[0])
        holidays = recognize_holidays(utterance, now)  # "around Christmas 2022": one time, not the year 2022 (see holidays.py)
        dates: list[DateRange] = []
        for found in recognize_dates(utterance, now):
            if isinstance(found, DateProblem):
                problems.append(found.message)
            else:
                dates.append(found)
        dates += seasons_of_any_year(utterance, now, self.vocabulary.topics)  # "my spring trip with Kenji": a spring of any year
        dates += pandemic_dates(utterance, now)  # "was that before covid?": before March 2020, said so
        dates = with_holidays(utterance, holidays, dates)
        dates = [*beside, *open_dates(utterance, dates, now)]  # "since March", "since last summer": from then to now
        self.people.told_of(utterance, story_told(utterance.text))  # "… and Elena still teases me. How many hikes …?": no company
        group = group_reference(utterance)  # "Tom and James are in town, so … with the two of them?": with both
        together = self.people.all_before(utterance, group.start, group.named) if group is not None else None
        if group is not None and together is not None:
            utterance.claim(group.start, group.end, "people", together)
        replaced = self.people.replaced(utterance) if not shape.contrast else ()  # "… in place of Roberto": he gives way
        missed = people_who_missed(utterance, self.people)  # "the hikes Tom missed": without him
        people = [*missed, *([together] if together is not None else []), *self.people.recognize(utterance), *with_anyone(utterance)]
        pronouns = [*pronouns_who_missed(utterance), *recognize_pronouns(utterance)] if not people else []  # "and without her?"
        if pronouns and not any(p.possessive for p in pronouns):  # "Mary drags me to most of them. Which did I do without her?"
            antecedent = self.people.antecedent(utterance, min(s.start for s in utterance.of_kind("pronoun")))
            people = [People((antecedent,), exclude=p.exclude, any_of=p.exclude) for p in pronouns] if antecedent else []
            pronouns = [] if antecedent else pronouns
        elif len({n for p in people for n in p.names}) == 1 and all(p.names for p in people):
            # "were more of them with Mary than without her?": the one person named, said again
            again = people[0].names[0]
            first = min(s.start for s in utterance.of_kind("people"))
            people += [People((again,), exclude=p.exclude, any_of=p.exclude) for p in companions_after(utterance, first)]
        if any(p.names and not p.exclude for p in people):  # "Mary arrives tomorrow! how many hikes did we do together?"
            for said in utterance.matches(_TOGETHER):  # the company asked about, said once more
                utterance.claim(said.start(), said.end(), "together", said[0])
        named_at = [s.start for s in utterance.of_kind("people")]
        if people and not pronouns and named_at:  # "lunches with him without Mary": him, someone talked about before, not Mary
            pronouns = companions_before(utterance, min(named_at))
            before = [s for s in utterance.of_kind("pronoun") if s.value in pronouns and not s.value.possessive]
            antecedent = self.people.antecedent(utterance, min(s.start for s in before)) if before else None
            if antecedent is not None:  # "Mary swears she came with me to India … Was Mary on that trip?": she is Mary
                people, pronouns = _with_the_antecedent(utterance, people, before, antecedent), []
        for every in utterance.matches(EVERY_ONE) if shape.verify else ():  # "was Mary on every one of them?"
            utterance.claim(every.start(), every.end(), "every", every[0])
        for every in utterance.matches(EVERY_OF_KIND) if shape.verify else ():  # "… on each of the hikes in Peru?"
            utterance.claim(*every_said(every), "every", every[0])
        for always in utterance.matches(ALWAYS) if shape.verify else ():  # "do I always eat Italian with Anna?"
            utterance.claim(always.start(), always.end(), "every", always[0])
        for most in utterance.matches(MOST_OF) if shape.verify else ():  # "was Tom there for most of them?"
            utterance.claim(most.start(), most.end() - len(most[0].split()[-1]), "every", most[0])
        for both in utterance.matches(BOTH_OF_THEM):  # "were both city breaks?", "Both of them are from Helen Park?"
            if shape.verify or utterance.text[both.end() :].startswith(" of "):
                utterance.claim(both.start(), both.end(), "every", both[0])
        last_visit = False
        said_as_when = TIME_ITSELF.match(utterance.text) is None  # "and the last time?" alone asks the time itself
        done_last = done_last_said(utterance.text)  # "when I ate in Madrid the last time?": the latest meal there
        if done_last is not None and utterance.is_free(*done_last):
            utterance.claim(*done_last, "superlative", LATEST_DONE)
        else:
            done_last = None
        for said in (
            utterance.matches(LAST_VISIT) if said_as_when else ()
        ):  # "in Athens last time": the latest visit there, not the latest item
            utterance.claim(said.start(said.lastgroup or 0), said.end(said.lastgroup or 0), "last visit", said[0])
            last_visit = True
        from_end = from_the_end(utterance)  # "the second to last one": before "second" or "last" are read alone
        sorts, superlatives, selections = recognize_ordering(utterance, self.sizes, self.measures)
        if done_last is not None:
            superlatives = [LATEST_DONE, *superlatives]
        selections += from_end
        places: list[Place] = []
        needs_location = False
        gazetteer = self.places.gazetteer
        producers = self.vocabulary.longer_than_places(utterance, lambda name: gazetteer.lookup(name) is not None)
        for us in utterance.matches(US_PRONOUN):  # "a friend stayed with us": the pronoun, not the United States
            utterance.claim(us.start("us"), us.end("us"), "pronoun", us["us"])
        for place in self.places.recognize(utterance, user_location):
            if isinstance(place, NeedsLocation):
                needs_location = True
            else:
                places.append(place)
        if shape.contrast:  # "Lyon vs Nice": the place took its "vs" as a preposition; "2025 vs 2024": a contrast word
            for word in utterance.matches(re.compile(r"\b(?:vs|versus|against|in comparison(?= (?:with|to)\b))\b\.?")):
                utterance.claim(word.start(), word.end(), "contrast", word[0])
        for said in utterance.matches(CORRECTS):  # "no sorry, I ment the books": "ment" is no typo of the collection's words
            utterance.claim(said.start(), said.end(), "correction", said[0])
        for said in utterance.matches(THAT_KIND_OF_PLACE):  # "in that city": the place talked about, no kind of place asked
            utterance.claim(said.start(), said.end(), "reference", said[0])
        for trip in utterance.matches(THAT_TRIP):  # "on that trip": when and where, not a question about trips
            utterance.claim(trip.start(), trip.end(), "reference", trip[0])
        topics, values, texts = self.vocabulary.recognize(utterance)
        opening = self.people.opening_name(utterance, {s.start for s in utterance.of_kind("topic")})
        people = [opening, *people] if opening is not None else people  # "ben rides w/o james": with Ben
        people = sized_company(utterance, people)  # "only me and Tom, nobody else", "Tom plus other people"
        values = [*producers, *values]  # "San Francisco Brewing": read before the places
        alone = numbers_said_alone(utterance)  # "is there also one with five?": a number said again, no name
        named, unknown_names = recognize_names(utterance, self.name_cues, self._name_word)  # "books by Tolkien"
        unknown_names = [n for n in unknown_names if not _told_in_a_story(utterance, n)]  # "A friend came back from Patagonia. …?"
        texts = [*texts, *(replace(t, category=t.category or self.kind_of_field.get(t.field)) for t in named)]
        for said in utterance.matches(_FREE_WORD):  # "any belgian ones?": a nationality no recognizer took is its country
            country = self.demonyms.get(said[0])
            if country is not None and not places:
                place = gazetteer.place(country)
                utterance.claim(said.start(), said.end(), "place", place)
                places.append(place)
        superlatives, selections = last_few(utterance, superlatives, selections)  # "my last 3 hikes"
        few = top_few(utterance) if not superlatives and not sorts else None  # "top 3 italian reds": by rating
        superlatives += [few] if few is not None else []
        superlatives = favourites_told(utterance.text, superlatives, {c.field for c in comparisons})
        negated, unattached = attach_negations(utterance)
        claim_fillers(utterance)  # "Lovely,", "sorry!", "over the years": said around the question, asking nothing
        swapped = {id(n.before): n.after for n in negated}
        places = [swapped.get(id(p), p) for p in places]
        people = [swapped.get(id(p), p) for p in people]
        values = [swapped.get(id(v), v) for v in values]
        dates = [swapped.get(id(d), d) for d in dates]  # "not in 2023"
        pronouns = [swapped.get(id(p), p) for p in pronouns]  # "drop the ones with him": without him
        comparisons = [swapped.get(id(c), c) for c in comparisons]  # "excluding anything rated 3 or below"
        choices: tuple[Topic, ...] = ()
        kinds: tuple[Topic, ...] = ()
        if not shape.contrast:  # "in Lyon or Nice": any of them; in "more red or white?" they are the options
            dates, places = unite_dates(utterance, dates), unite_places(utterance, places)
            values, people = unite_values(utterance, values), unite_people(utterance, people)
            texts = unite_texts(utterance, texts)  # "margaritas or martinis"
            choices = type_choices(utterance)
            kinds = kind_choices(utterance) if not choices else ()
        dates = fold_weekdays(dates)  # "in 2025 on weekends": the year, on weekends
        dates = times_left_out(dates) if not shape.contrast else dates  # "in 2023 except in July": 2023 less July
        bare_bound = bound_of_a_bare_number(utterance)  # "Ever over 25?": the bound before a number, of the field asked before
        reading = Reading(
            text=utterance.text,
            topics=tuple(tuple(swapped.get(id(t), t)) for t in topics),
            dates=tuple(dates),
            places=tuple(places),
            comparisons=tuple(comparisons),
            people=tuple(people),
            values=tuple(dict.fromkeys(values)),  # "Portuguese red wine. Which red wines …": red once
            type_choices=choices,
            kind_choices=kinds,
            texts=tuple(texts),
            sorts=tuple(sorts),
            superlatives=tuple(superlatives),
            selections=tuple(selections),
            problems=tuple(problems),
            unknown_words=tuple(w for w in utterance.unclaimed_words(story_told(utterance.text)) if not w.isdigit()),
            bare_numbers=(*(w for w in utterance.unclaimed_words() if w.isdigit()), *(n for _, n in alone)),
            numbers_in_words=tuple(w for w, _ in alone),
            bare_bound=bare_bound,
            unattached_negations=tuple(unattached),
            unknown_names=tuple(unknown_names),
            shape=shape,
            pronouns=tuple(pronouns),
            last_visit=last_visit,
            since_then=since_then,
            replaced=replaced,
            denied=shape.verify and bool(utterance.of_kind("denial")),
            company_there=any(s.value.startswith("there") for s in utterance.of_kind("presence")),  # "had Mary there"
        )
        return reading, needs_location
