"""Plain-Python predicates over sample items, independent of the engine's query builder."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

Item = dict[str, Any]
Predicate = Callable[[Item], bool]


def every(*predicates: Predicate) -> Predicate:
    return lambda i: all(p(i) for p in predicates)


def category(name: str, kind: str | None = None) -> Predicate:
    return lambda i: i["category"] == name and (kind is None or i["type"] == kind)


def kind(name: str) -> Predicate:
    return lambda i: i["type"] == name


def not_kind(name: str) -> Predicate:
    return lambda i: i["type"] != name


def country(code: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] == code


def region(name: str) -> Predicate:
    return lambda i: i["place"]["region"] == name


def city(name: str) -> Predicate:
    return lambda i: i["place"]["city"] == name


def cities(*names: str) -> Predicate:
    return lambda i: i["place"]["city"] in names


def year(*years: int) -> Predicate:
    return lambda i: i["itemDate"].year in years


def between(start: datetime, end: datetime) -> Predicate:
    return lambda i: start <= i["itemDate"] < end


def since(start: datetime) -> Predicate:
    return lambda i: i["itemDate"] >= start


def rating(op: str, value: int) -> Predicate:
    compare: dict[str, Callable[[int], bool]] = {
        ">=": lambda r: r >= value,
        ">": lambda r: r > value,
        "<=": lambda r: r <= value,
        "<": lambda r: r < value,
        "==": lambda r: r == value,
    }
    return lambda i: compare[op](i["rating"])


def field(name: str, value: Any) -> Predicate:
    return lambda i: i["fields"].get(name) == value


def number(name: str, op: str, value: float) -> Predicate:
    return lambda i: (
        name in i["fields"] and {">": i["fields"][name] > value, "<": i["fields"][name] < value, ">=": i["fields"][name] >= value}[op]
    )


def before(end: datetime) -> Predicate:
    return lambda i: i["itemDate"] < end


def title_has(text: str) -> Predicate:
    return lambda i: text.lower() in i["title"].lower()


def with_(*names: str) -> Predicate:
    return lambda i: all(n in i["who"] for n in names)


def without(*names: str) -> Predicate:
    return lambda i: not any(n in i["who"] for n in names)


def not_(predicate: Predicate) -> Predicate:
    """The items `predicate` does not select."""
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    """The items any of `predicates` selects."""
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


@dataclass(frozen=True)
class Those:
    """The previous answer narrowed by a predicate (intersection) or without it (difference)."""

    predicate: Predicate
    keep: bool = True


@dataclass(frozen=True)
class Best:
    """argmax/argmin of a field over the previous answer, or over the items `among` selects."""

    field: str
    highest: bool = True
    among: Predicate | None = None


@dataclass(frozen=True)
class Top:
    """The answer is exactly `n` items of `among`, none beaten on `field` by an item left out."""

    field: str
    n: int
    among: Predicate
    highest: bool = True


Measure = Callable[[Sequence[Item]], float | str]


@dataclass(frozen=True)
class Answer:
    """The reply states a value measured over the items `among` selects: a number (at the precision the
    reply shows it, never a number the question itself contains) or a name."""

    measure: Measure
    among: Predicate


@dataclass(frozen=True)
class Compare:
    """Which of several sets is larger: the reply names the winner and shows every option's count."""

    options: tuple[tuple[str, Predicate], ...]


@dataclass(frozen=True)
class Verdict:
    """A yes/no question: the reply starts with "yes" or "no", whichever `holds` says of all the items."""

    holds: Callable[[Sequence[Item]], bool]


@dataclass(frozen=True)
class Clarify:
    """An ambiguous question: the reply asks a question back (naming each of `options`) and lists no items."""

    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class Detail:
    """A question about the one item the previous turn chose: the reply contains its `aspect`
    ("city", "country", "year", "who" (every companion) or "rating")."""

    aspect: str


@dataclass(frozen=True)
class Pick:
    """One item of the previous answer, by 1-based position (in the order the answer listed them)."""

    index: int


def exists(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: any(predicate(i) for i in items)


def more(larger: Predicate, smaller: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(larger, items)) > sum(map(smaller, items))


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def total(name: str) -> Measure:
    return lambda items: round(sum(i["fields"][name] for i in items), 6)


def mean(name: str) -> Measure:
    return lambda items: sum(i.get(name, i["fields"].get(name)) for i in items) / len(items)


def field_of(name: str) -> Measure:
    """For an Answer over exactly one item: its field, as the reply would state it."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def distinct_places(key: str) -> Measure:
    return lambda items: len({i["place"][key] for i in items})


def most_common_place(key: str) -> Measure:
    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["place"][key] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {key}: {first} and {rest[0][0]} tie")
        return str(first)

    return measure


Expectation = Predicate | Those | Best | Top | Pick | Answer | Compare | Verdict | Clarify | Detail | None
