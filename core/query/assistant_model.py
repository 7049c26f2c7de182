"""The collection assistant's bot model, generated from collection definitions: a topic entity per
category, the action words, small talk, context switches and the intents that use them; and the words
the engine itself knows (for the typo corrector)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..collection.definition import CollectionDefinition
from ..model import BotModel, model_from_dict

QUIET_WORDS = frozenset(
    [
        "a",
        "about",
        "among",  # "any street food among them": of the previous answer
        "amongst",
        "all",
        "am",  # "with who I am travelling the most?": the learner's progressive, nothing asked of it
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "either",  # "was James on either of them?": any of the two, said as a yes/no
        "for",
        "from",
        "give",
        "go",
        "had",
        "has",
        "have",
        "how",
        "i",
        "i'd",
        "i'm",
        "i've",  # "oldest vintage ive ever had": said, no filter
        "we've",
        "in",
        "is",
        "it",
        "it's",  # "it's from Spain, right?": the item talked about, as "it is"
        "that's",  # "that's a French one, isn't it?": the item talked about, as "that is"
        "items",
        "just",
        "exactly",  # "how many cocktails exactly?": the number asked for, no filter
        "roughly",  # "the total distance of those hikes, roughly?": the number asked for, no filter
        "approximately",
        "let's",
        "like",
        "list",
        "look",
        "me",
        "my",
        "of",
        "on",
        "one",
        "ones",
        "only",
        "or",
        "our",
        "please",
        "see",
        "show",
        "so",
        "somewhere",  # "did I go somewhere for dinner with Tom?": the place left open, nothing asked of it
        "some",
        "something",  # "I have read something?": any item, asked whether there is one
        "tell",
        "than",
        "that",
        "the",
        "them",
        "then",
        "there",
        "these",
        "they",
        "thing",
        "things",
        "this",
        "those",
        "to",
        "us",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "with",
        "would",
        "you",
        "your",
        "find",
        "get",
        "search",
        "everything",
        "stuff",
        "ok",
        "okay",
        "yes",
        "hey",
        "hi",
        "hello",
        "now",
        "also",
        "again",
        "back",  # "ok back to the runs", "returning to the hikes"
        "return",
        "returning",
        "going",  # "going back to the hikes"
        "while",  # "what did I eat while I was there"
        "more",
        "much",
        "many",
        "read",
        "did",
        "had",
        "drank",
        "ate",
        "went",
        "visited",
        "saw",
        "go",
        "made",
        "took",
        "take",  # "which trips did we take together?": a trip's verb, nothing asked of it
        "taken",
        "done",
        "been",
        "seen",
        "tried",
        "tasted",  # "which red wines have I tasted?": had, nothing asked of it
        "sampled",
        "sipped",
        "visit",
        "visits",
        "time",
        "ever",
        "out",
        "often",
        "times",
        "what's",
        "when's",  # "when's the last time": when is
        "overall",  # "overall, did I …": over everything (a question of its own)
        "shared",  # "the bottles I shared with Roberto": had with him
        "share",
        "wonder",
        "wondering",
        "part",  # "was Elena part of that trip?": she was there
    ]
) | frozenset(
    w
    for words in (["map", "list", "count", "number", "often", "help", "recap", "related", "details", "collections", "collection"],)
    for w in words
)

ACTION_WORDS: dict[str, list[str]] = {
    "count": ["how many", "how much", "number of", "count", "how often"],
    "list": ["list", "a list", "list them", "as a list", "show them all"],
    "map": ["map", "a map", "on a map", "show me a map"],
    "select": [
        "first one",
        "second one",
        "third one",
        "fourth one",
        "fifth one",
        "last one",
        "the first",
        "the second",
        "the third",
        "the fourth",
        "the fifth",
        "number",
        "item number",
    ],
    "detail": [
        "tell me more",
        "more about",
        "details",
        "where was it",
        "where was that",
        "who was with me",
        "who was there",
        "when was it",
        "when was that",
        "more info",
    ],
    "related": ["related", "same place", "same day", "anything else", "what else", "others like"],
    "page": [
        "more",
        "show me more",
        "show more",
        "give me more",
        "more please",
        "next",
        "next page",
        "next ones",
        "nxt",  # as texted: paging itself is read by paging.PAGE_WORDS
        "nxt page",
        "next pg",
        "nxt pg",
        "show all",
        "show me all",
        "all of them",
        "previous",
        "previous page",
        "previous ones",
        "prev",
        "prev page",
        "go back",
    ],
    "collections": ["collections", "collection", "switch to", "change to", "use my", "open my"],
    "sort": ["sort", "sorted", "sort them", "order by", "ordered by", "in order of"],
    "recap": ["recap", "what have we talked about", "what were we talking about", "summarize our conversation"],
    "help": ["help", "what can you do", "how does this work"],
    "query": [
        # yes/no questions and aggregates are questions too; the query reads their shape
        "did i",
        "did we",
        "is it true",  # "is it true that I never went to Japan?": a claim asked whether it holds
        "true that",
        "it is true",  # "My friend Tom think we went together to Egypt. It is true?": a learner's check of the claim
        "that is true",
        "went to",
        "been to",
        "have i",
        "have we",
        "was that",
        "was it",
        "were there",
        "was there",
        "ever",
        "been",
        "total",
        "altogether",
        "average",
        "avg",
        "percentage",
        "percent",
        "different",
        "distinct",
        "most often",
        "busiest",  # "busiest month this year?", "most active month": the month with the most (see busiest.py)
        "most active",
        "most eventful",
        "most visited",  # "whats my most visited city abroad": the place that comes up most often
        "least visited",
        "visited the most",
        "visited the least",
        "abroad",  # "anything abroad?": outside the home country, a place of its own
        "what",
        "which",
        "show",
        "find",
        "search",
        "look",
        "give",
        "get",
        "any",
        "all",
        "everything",
        "and",
        "only",
        "just",
        "those",
        "these",
        "them",
        "ones",
        "things",
        "items",
        "about",
        "where",
        "when",
        "who",
        "in",
        "from",
        "with",
        "without",
        "except",
        "since",
        "between",
        "before",
        "after",
        "during",
        "rated",
        "rating",
        "near",
        "nearby",
        "last",
        "this",
        "sorted",
        "best",
        "worst",
        "top",  # "top 3?": the best rated few, of what is asked back
        "bottom",
        "longest",
        "most recent",
        "latest",  # "my latest trip to Rome", "my earliest visit to Lisbon": a pick by date, a question on its own
        "newest",
        "earliest",
        "oldest",
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "spring",
        "summer",
        "autumn",
        "fall",
        "winter",
        "yesterday",
        "today",
    ],
}


ENGINE_WORDS = sorted(QUIET_WORDS | {w for phrases in ACTION_WORDS.values() for p in phrases for w in p.split()})


def query_model(definitions: list[CollectionDefinition], learnt: Iterable[str] = ()) -> BotModel:
    """The bot model for a user's collections: one topic entity per category (so asking about books
    after wines switches context automatically), action words, and the intents that use them.
    The first definition is the collection a conversation starts with; `learnt` are the words the
    collections' items taught (a title's "margaritas", a venue's "bars"), each a question on its own."""
    definition = definitions[0]
    words_by_category: dict[str, set[str]] = {}
    for each in definitions:
        for category in each.categories:
            words = words_by_category.setdefault(category.name, set())
            words.update(w.lower() for w in (category.name, *category.synonyms))
            for kind in category.types:
                words.update(w.lower() for w in (kind.name, *kind.synonyms))
    entities: list[dict[str, Any]] = [
        {"id": "topic_" + re.sub(r"\W+", "_", name.lower()), "groups": ["topic"], "topic": name, "synonyms": sorted(words)}
        for name, words in words_by_category.items()
    ]
    for action, action_words in ACTION_WORDS.items():
        entities.append({"id": action, "groups": [action], "synonyms": action_words})
    values = sorted(
        {
            w.lower()
            for each in definitions
            for f in each.fields_of(None)
            for v, synonyms in f.values.items()
            for w in (v, *synonyms, *((f"{v}s",) if not v.endswith("s") else ()))
        }
    )
    # "my oldest vintage": a field only one category has names that category's items, a question on its own
    owned: dict[str, set[str]] = {}
    for each in definitions:
        common = {f.name for f in each.fields}
        for category in each.categories:
            for f in category.fields:
                if f.name not in common:
                    for w in (f.name, *f.synonyms):
                        owned.setdefault(w.lower(), set()).add(category.name)
    values += sorted(w for w, owners in owned.items() if len(owners) == 1 and w not in values)
    values += sorted({w.lower() for w in learnt} - set(values))  # "margaritas i gave 5 stars"
    if values:  # "rieslings", "red ones": a known field value is a question on its own
        entities.append({"id": "query_value", "groups": ["query"], "synonyms": values})
    # "on that trip", "part of this holiday": when and where talked about, not a new topic (no auto switch to trips)
    trips = [f"{that} {trip}" for that in ("that", "this", "the same") for trip in ("trip", "holiday", "vacation", "journey", "stay")]
    entities.append({"id": "query_that_trip", "groups": ["query"], "synonyms": trips})
    topic_ids = "|".join(e["id"] for e in entities if e["id"].startswith("topic_"))
    intents = [
        {"id": "help", "terms": ["help"], "reply": "help", "smalltalk": True},
        {"id": "recap", "terms": ["recap"], "reply": "recap"},
        {"id": "collections", "terms": ["collections", f"{topic_ids}?"], "reply": "collections"},
        {"id": "select", "terms": ["select"], "reply": "select"},
        {"id": "detail", "terms": ["detail"], "reply": "detail"},
        {"id": "related", "terms": ["related"], "reply": "related"},
        # an action word plus the usual question words, so "how many of those were in Italy?" is a count
        {"id": "count", "terms": ["count", f"{topic_ids}|query~{{0,4}}"], "reply": "count"},
        {"id": "map", "terms": ["map", f"{topic_ids}|query~{{0,4}}"], "reply": "map"},
        {"id": "list", "terms": ["list", f"{topic_ids}|query~{{0,4}}"], "reply": "list"},
        {"id": "sort", "terms": ["sort", f"{topic_ids}|query~{{0,4}}"], "reply": "sort"},
        {"id": "find", "terms": [f"{topic_ids}|query|query_value~{{1,4}}"], "allow_stm_only": True, "reply": "find"},
        # "more", "next page", "show all", "previous": another part of the previous answer
        {"id": "page", "terms": ["page"], "reply": "page"},
    ]
    from ..smalltalk import smalltalk_model  # small talk: answered without touching the conversation's context

    talk_entities, talk_intents = smalltalk_model(
        {
            "greeting": f"Hello! What would you like to look at in {definition.title}?",
            "thanks": "You're welcome!",
            "goodbye": "Goodbye! Ask me again any time.",
            "insult": "Sorry I didn't help. Try asking another way, e.g. “Show me hikes last year”, or say “help”.",
        }
    )
    entities += talk_entities
    intents += talk_intents
    return model_from_dict(
        {
            "name": "collections" if len(definitions) > 1 else definition.name,
            "greeting": f"Hi! Ask me about your collection “{definition.title}” — for example “Show me wines from France in 2018 rated at least 3”.",
            "stm": {"timeout": "10m", "max_unmatched": 3},
            "switch": {
                "phrases": [
                    *("enough about", "let's talk about something else", "forget it", "start over", "new topic", "reset"),
                    *("new question", "another question", "different question"),
                    *("never mind", "nevermind", "forget that", "forget about it", "change of subject", "forget"),
                ],
                "reply": "Sure, let's start over. What would you like to look at?",
            },
            "fallback": "Sorry, I didn't get that. Try “Show me hikes last year” or “How many books did I read in 2022?”.",
            "entities": entities,
            "intents": intents,
        },
        f"collections {', '.join(d.name for d in definitions)}",
    )
