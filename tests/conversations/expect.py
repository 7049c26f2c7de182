"""Plain-Python predicates over sample items, independent of the engine's query builder."""

from __future__ import annotations

from collections.abc import Callable
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


def title_has(text: str) -> Predicate:
    return lambda i: text.lower() in i["title"].lower()


def with_(*names: str) -> Predicate:
    return lambda i: all(n in i["who"] for n in names)


def without(*names: str) -> Predicate:
    return lambda i: not any(n in i["who"] for n in names)


@dataclass(frozen=True)
class Those:
    """The previous answer narrowed by a predicate (intersection) or without it (difference)."""

    predicate: Predicate
    keep: bool = True


@dataclass(frozen=True)
class Best:
    """argmax/argmin of a field over the previous answer."""

    field: str
    highest: bool = True


@dataclass(frozen=True)
class Pick:
    """One item of the previous answer, by 1-based position (in the order the answer listed them)."""

    index: int


Expectation = Predicate | Those | Best | Pick | None
