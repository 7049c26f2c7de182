"""A name said by one of its words: "dinner at juniper" when the items' restaurants are Kitchen Juniper, Café
Juniper, The Juniper …; "wines from belair" when one producer is Belair Vineyards. Only a word nothing else
understood, rare in English ("olive" or "city" is a word of the question, not of Kitchen Olive or Brewing City),
of the names the items use (a text field with no declared values: restaurant, producer, title …): of exactly one
name it is read as that name; of several, which one is asked, and the answer ("the café one", "kitchen juniper")
picks it. Built once per collection from its vocabulary; everything else is pure."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..collection.definition import CollectionDefinition
from .english import is_common
from .vocabulary import FieldValue

NAME_ASKED_KEY = "name_asked"  # memory: the question kept while "which “juniper”?" is asked
_WORD = re.compile(r"[^\W\d_][^\W\d_'-]*")
# words of an answer that name no option: "the café one", "i mean the kitchen one"
_ANSWER_FILLER = frozenset(
    ["the", "a", "an", "one", "i", "mean", "meant", "that", "this", "at", "in", "of", "place", "restaurant", "please", "yes", "no"]
)


def _fold(text: str) -> str:
    """Lower case without accents: "Café" and "cafe" meet."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return [_fold(w) for w in _WORD.findall(text)]


@dataclass(frozen=True)
class NameSaidInPart:
    """A word of the question (as said) and the names it is a word of."""

    word: str
    options: tuple[FieldValue, ...]

    def field_of(self, name: str) -> str:
        """The field of the option so named ("restaurant" for Kitchen Juniper)."""
        return next((o.field for o in self.options if o.value == name), "")


class NameWords:
    """The words of the several-word names a collection's items use, each with the names it is a word of."""

    def __init__(self, definition: CollectionDefinition, values: Mapping[str, Sequence[FieldValue]]) -> None:
        declared = {f.name for f in definition.fields_of(None) if f.values}
        self.names: dict[str, list[FieldValue]] = {}
        for options in values.values():
            for value in options:
                if value.field in declared or len(value.value.split()) < 2:
                    continue
                for word in dict.fromkeys(_words(value.value)):
                    if len(word) < 3:
                        continue
                    known = self.names.setdefault(word, [])
                    if all((k.field, k.value) != (value.field, value.value) for k in known):
                        known.append(value)

    def said(self, unknown: Iterable[str], categories: Iterable[str] = ()) -> NameSaidInPart | None:
        """The first word not understood (`unknown`) that is a word of some names, with those names (of the
        `categories` asked about, when any of them is); None when no such word was said."""
        asked = set(categories)
        for word in unknown:
            if is_common(word.lower()):  # "the", "menu", "city": a word of the question, never a name's alone
                continue
            options = self.names.get(_fold(word), [])
            within = [o for o in options if asked & set(o.categories)] if asked else options
            if within:
                return NameSaidInPart(word, tuple(within))
        return None


def said_in_full(text: str, word: str, name: str, field: str = "") -> str:
    """The question with the word said as the whole name, after its field's name when known, so that the name is
    read as a value of that field ("cocktails at juniper" → "cocktails at producer Bar Juniper", where a restaurant
    is called Bar Juniper too)."""
    said = f"{field} {name}" if field else name
    return re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", lambda _: said, text, count=1, flags=re.IGNORECASE)


def which_name(word: str, options: Sequence[tuple[str, int]], noun: str) -> str:
    """ "Which “juniper” do you mean: Kitchen Juniper (11 dinners), Café Juniper (9) or The Juniper (6)?"."""
    shown = [f"{name} ({count} {noun})" if i == 0 and count > 1 else f"{name} ({count})" for i, (name, count) in enumerate(options)]
    listed = ", ".join(shown[:-1]) + " or " + shown[-1]
    return f"Which “{word}” do you mean: {listed}?"


def chosen_name(answer: str, word: str, options: Sequence[str]) -> str | None:
    """The option the answer to "which “juniper”?" names: said whole ("the juniper", "kitchen juniper"), else by a
    word of its own that no other option has ("the café one"); None when the answer names none or several."""
    said = " ".join(_words(answer))
    whole = [o for o in options if re.search(rf"\b{re.escape(' '.join(_words(o)))}\b", said)]
    if whole:
        longest = max(len(o) for o in whole)
        whole = [o for o in whole if len(o) == longest]
        return whole[0] if len(whole) == 1 else None
    own = {w for w in _words(answer) if w not in _ANSWER_FILLER and w != _fold(word)}
    named = [o for o in options if own & (set(_words(o)) - {_fold(word)})]
    return named[0] if len(named) == 1 else None
