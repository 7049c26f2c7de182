"""Answers in words: the request restated as understood, and what was found."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .request import Request


def describe(request: Request) -> str:
    """ "in category Drink of type Wine within France between 2018 and 2019 with a rating >= 3" """
    parts: list[str] = []
    if request.category:
        parts.append(f"in category {request.category}" + (f" of type {request.type}" if request.type else ""))
    if request.not_types:
        parts.append("not of type " + " or ".join(request.not_types))
    if request.not_categories:
        parts.append("not in category " + " or ".join(request.not_categories))
    if request.place:
        parts.append(request.place.label)
    if request.dates:
        parts.append(request.dates.label)
    parts.extend(c.label for c in request.comparisons)
    parts.extend(p.label for p in request.people)
    parts.extend(v.label for v in request.values)
    parts.extend(t.label for t in request.texts)
    if request.sort and not request.superlative:
        parts.append(f"sorted {request.sort.label}")
    return " ".join(parts)


def _items(count: int) -> str:
    return f"{count} item{'s' if count != 1 else ''}"


def summarize(request: Request, count: int, shown: list[dict[str, Any]], units: Mapping[str, str] | None = None) -> str:
    """One sentence: what was asked, as understood, and how many items answer it (numbers with the definition's `units`)."""
    where = describe(request)
    scope = f" among the {_items(len(request.within))} before" if request.within is not None else ""
    said = f" {where}" if where else ""
    if request.superlative:
        if not shown:
            return f"I found nothing{said}{scope} to choose {request.superlative.label} from."
        field = request.superlative.field
        if request.superlative.count > 1:
            each = [f"{item['title']} ({_detail(item, field, units)})" for item in shown[: request.superlative.count]]
            listed = ", ".join(each[:-1]) + (" and " if len(each) > 1 else "") + each[-1]
            return f"{request.superlative.label.capitalize()}{said}{scope} {'are' if len(each) > 1 else 'is'} {listed}."
        best = shown[0]
        return f"{request.superlative.label.capitalize()}{said}{scope} is {best['title']} ({_detail(best, field, units)})."
    if request.action == "count":
        return f"I found {_items(count) if count else 'no items'}{said}{scope}."
    if count == 0:
        return f"I found no items{said}{scope}."
    if request.action == "map":
        return f"Here is a map of the {_items(count)} found{said}{scope}."
    return f"Here {'is' if count == 1 else 'are'} the {_items(count)} found{said}{scope}."


def _detail(item: dict[str, Any], field: str, units: Mapping[str, str] | None = None) -> str:
    if field == "itemDate":
        return str(item["itemDate"].strftime("%B %-d, %Y"))
    value = item.get(field, item.get("fields", {}).get(field))
    unit = (units or {}).get(field)
    return f"{field} {value}" + (f" {unit}" if unit else "")


def speak(summary: str, shown: list[dict[str, Any]], limit: int = 3) -> str:
    """Short speech: the summary and at most `limit` items read out."""
    if not shown:
        return summary
    names = [item["title"] for item in shown[:limit]]
    more = len(shown) - len(names)
    listed = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
    return f"{summary} {'The first ones are' if more > 0 else 'They are' if len(names) > 1 else 'It is'} {listed}."
