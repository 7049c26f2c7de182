"""Small talk: greetings, thanks, goodbyes and insults, as the entities and small-talk intents of a
generated model (a YAML model lists its own). A small-talk intent is answered by its reply and leaves
the conversation's context as it was; beside a request ("hi, show me my wines") the request wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PHRASES: dict[str, tuple[str, ...]] = {
    "greeting": (
        "hello",
        "hi",
        "hey",
        "hiya",
        "howdy",
        "greetings",
        "hello there",
        "hi there",
        "hey there",
        "good morning",
        "good afternoon",
        "good evening",
    ),
    "thanks": (
        "thanks",
        "thank you",
        "thanks a lot",
        "thanks so much",
        "thank you very much",
        "thank you so much",
        "many thanks",
        "cheers",
        "thx",
    ),
    "goodbye": ("bye", "goodbye", "good bye", "bye bye", "see you", "see you later", "see ya", "good night", "farewell"),
    "insult": (
        "stupid",
        "dumb",
        "idiot",
        "useless",
        "worthless",
        "pathetic",
        "rubbish",
        "garbage",
        "you suck",
        "this sucks",
        "it sucks",
        "you're stupid",
        "you are stupid",
        "you're dumb",
        "you're useless",
        "you are useless",
        "this is useless",
        "that's useless",
        "it's useless",
        "i hate you",
        "hate you",
        "waste of time",
    ),
}


def smalltalk_model(replies: Mapping[str, str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The entities and small-talk intents (model document form) of the kinds `replies` answers, each
    kind one entity and one intent of that name; a reply is a template without placeholders."""
    unknown = sorted(set(replies) - set(PHRASES))
    if unknown:
        raise KeyError(f"no small talk of kind(s) {unknown} (known: {', '.join(PHRASES)})")
    entities = [{"id": kind, "groups": [kind], "synonyms": list(PHRASES[kind])} for kind in replies]
    intents = [{"id": kind, "terms": [kind], "reply": _literal(reply), "smalltalk": True} for kind, reply in replies.items()]
    return entities, intents


def _literal(text: str) -> str:
    """A text as a reply template that says it as it is (braces doubled)."""
    return text.replace("{", "{{").replace("}", "}}")
