"""A story about a thing of another kind, told before a question that names its own kind and its own time: "We flew
down to Buenos Aires in January 2025 and I read practically the whole way! Which books did I read in January 2025?"
asks about the books of January 2025; the flight's place (and its kind) is the story's, not a filter of the books.

Only when the question is whole without the story: it ends the message, names a kind and a time of its own, points
back at nothing, and the story's sentences name a kind the question does not (a kind the question names too, as "I
read" beside "books", is the same thing told, which the story may narrow: then it is kept)."""

from __future__ import annotations

import re

from .utterance import Span, Utterance

_SENTENCE_END = re.compile(r"[.!]+(?=\s|$)")
_BACK = re.compile(r"\b(?:there|then|that|those|these|them|it|same)\b", re.IGNORECASE)


def _kinds(spans: list[Span]) -> set[tuple[str, str | None]]:
    return {(t.category, t.type) for s in spans if s.kind == "topic" for t in s.value if not t.negated}


def _another_kind(told: tuple[str, str | None], asked: set[tuple[str, str | None]]) -> bool:
    """ "skiing" beside "hikes" is another kind; "I read" beside "novels" is not (the one is the other's category)."""
    return not any(told[0] == a[0] and (told[1] is None or a[1] is None or told[1] == a[1]) for a in asked)


def _name(span: Span) -> str:
    """ "Buenos Aires", "Mary and Tom": a place or people as the reply names them."""
    if span.kind == "place":
        return str(span.value.name)
    if span.kind == "people":
        return " and ".join(span.value.names)
    return span.text


def without_a_story_of_another_kind(utterance: Utterance) -> tuple[str, str | None] | None:
    """The text with the story's sentences blanked (same length) and, when the story named where or with whom, a note
    saying those were not taken as a filter (the reply says so); None when the question needs the story."""
    text = utterance.text
    if not text.rstrip().endswith("?"):
        return None
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    question_at = max((e for e in ends if e < len(text.rstrip())), default=None)
    if question_at is None or "?" in text[:question_at]:
        return None
    question = text[question_at:]
    told = [s for s in utterance.spans if s.end <= question_at]
    asked = [s for s in utterance.spans if s.start >= question_at]
    asked_kinds = _kinds(asked)
    if not asked_kinds or not any(s.kind == "date" for s in asked) or _BACK.search(question):
        return None
    if not any(_another_kind(kind, asked_kinds) for kind in _kinds(told)):  # the story tells of the kind asked
        return None
    asked_names = {_name(s) for s in asked}
    named = [_name(s) for s in told if s.kind in ("place", "people") and _name(s) not in asked_names]
    note = f"I took {' and '.join(dict.fromkeys(named))} as part of your story, not as a filter" if named else None
    return " " * question_at + question, note
