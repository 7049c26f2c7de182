"""An enthusiast's word for something the collection names plainly ("vert": elevation, "popsci": popular
science), read as the plain word and said so ("I took “vert” as elevation").

The words come from a glossary shipped as data (jargon_words.txt), in the format of the glossary of words of other
languages (native_words.txt), and are kept by the same rules (`NativeWords`): a word is read only where every word
of its plain English is one of this collection's (a kind, a value, a field's name or synonym, number fields
included: "vert" only where a field is called elevation), where the word itself is no common English word, no name,
place, value or title word of the collection, and has one reading only. Inside a title or quoted text nothing is
read. A collection without such a field or kind reads none of them (pure)."""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import files

from .native_words import NativeWord, NativeWords, glossary_entries

GLOSSARY_FILE = "jargon_words.txt"


def shipped_jargon() -> list[NativeWord]:
    """The enthusiast's words shipped with Parley (jargon_words.txt)."""
    return list(glossary_entries(files(__package__).joinpath(GLOSSARY_FILE).read_text(encoding="utf-8")))


def jargon_reason(entry: NativeWord) -> str:
    """Why the word was so read, as a correction's reason says it."""
    return f"an enthusiast's word for “{entry.english}” (glossary of jargon)"


def jargon_words(known: Callable[[str], bool], taken: Callable[[str], bool]) -> NativeWords:
    """The shipped jargon this collection can read: `known` says whether a plain English word is one of the
    collection's, `taken` whether a word already means something here."""
    return NativeWords(shipped_jargon(), known, taken, jargon_reason)
