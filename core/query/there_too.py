""" "mary there too?", "Tom along as well?", "anna with me too?" after the one hike talked about: a yes/no said without
its verb, whether that person was there too. Read as "was Mary there too?". Only the name of a person the collection knows with "there", "along" or "with me/us" and a "too", "also" or "as well",
asked ("?"); "mary too" said without "there" or a question mark is left as it is (pure)."""

from __future__ import annotations

import re
from collections.abc import Collection

_THERE_TOO = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|hm+|oh)\W+)*(?P<who>[a-z\u00c0-\u024f'-]+(?:\s+(?:and|&)\s+[a-z\u00c0-\u024f'-]+)?)\s+"
    r"(?P<there>there|along|with\s+(?:me|us)|on\s+it|at\s+it)\s+(?:too|also|as\s+well)\s*\?+\s*$",
    re.IGNORECASE,
)


def asked_with_its_verb(text: str, people: Collection[str]) -> str | None:
    """The message as "was … there too?", or None when it is no such terse yes/no about a person (`people`: the names
    of the people the collection knows; one said must be among them, by its full name or its first name)."""
    said = _THERE_TOO.match(text.strip())
    if said is None:
        return None
    known = {n.lower() for n in people} | {n.lower().split()[0] for n in people if n.split()}
    names = [n for n in re.split(r"\s+(?:and|&)\s+", said["who"].lower()) if n]
    if not names or any(n not in known for n in names):
        return None
    verb = "were" if len(names) > 1 else "was"
    return f"{verb} {said['who']} {said['there']} too?"
