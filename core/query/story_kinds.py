"""A kind said in a story told before a question that names a kind of its own: "Luca is coming over for dinner on
Saturday and he only drinks Italian reds, so which Italian red wines did I give 5 stars?" asks about wines; the dinner
is the story's, no topic of the question. "Elena asked me to make her a photo book of our year. What did I do with
Elena in 2026, but leave out the wines" asks about everything but the wines; the photo book is no book read.

A story sentence is told, the question is the part that asks: when the question names a kind (even one it leaves out),
a word of the story naming a kind of another category never decides the topic; its words are blanked (same length),
the rest of the story kept (not when the question points back, "they", "there", into what was said before it, nor after
a bare phrase, "The museums.", which is no story told). A kind of the story in the category asked ("he only drinks Italian reds" beside "wines") is
the same thing told and is kept."""

from __future__ import annotations

import re

from .utterance import Utterance

# a question pointing back may mean a thing of the story ("… the museums. Were they both during my trip?")
_BACK = re.compile(r"\b(?:there|then|that|those|these|them|they|it|same)\b")


def _categories(utterance: Utterance, since: int) -> set[str]:
    return {t.category for s in utterance.of_kind("topic") if s.start >= since for t in s.value}


def without_kinds_of_the_story(utterance: Utterance, question: int) -> str | None:
    """The text with the story's words that name a kind of another category than the question's blanked (same
    length); None when there is no story before the question (`question`: where it starts, 0 for none), the question
    names no kind of its own, or the story names none of another category."""
    if question <= 0 or len(utterance.text[:question].split()) < 4 or _BACK.search(utterance.text, question):
        return None  # "The museums. Were they …?": an answer said before the question, no story; or one pointing back
    asked = _categories(utterance, question)
    if not asked:
        return None
    told = [s for s in utterance.of_kind("topic") if s.end <= question and s.value and not any(t.category in asked for t in s.value)]
    if not told:
        return None
    text = list(utterance.text)
    for span in told:
        text[span.start : span.end] = " " * (span.end - span.start)
    return "".join(text)
