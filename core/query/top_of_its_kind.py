""" "Was that my best hike ever too, rating-wise?", "is it my worst rated wine?", "was that one of my 3 longest runs?"
asked of the one item talked about: the superlative is a claim about that item against every item of its kind, and
the yes/no checks it (the item's value against the top ones'), never only that the item is of the kind ("Yes, Hike
near Napa is a hike" read none of "best"). The reply says the top one and the item's own value (pure)."""

from __future__ import annotations

from typing import Any

from .ordering import Superlative
from .quantities import number, value_at


def _said(value: Any, path: str, unit: str | None) -> str:
    """ "rated 4", "21.7 km"."""
    return f"rated {number(float(value))}" if path == "rating" else number(float(value), unit)


def _adjective(label: str) -> str:
    """ "the best rated" → "best rated", "the 3 longest" → "3 longest"."""
    return label.removeprefix("the ").strip()


def reaches_the_top(item: dict[str, Any], path: str, superlative: Superlative, ranked: list[dict[str, Any]]) -> bool | None:
    """Whether the item's value is at or beyond the value of the last of the `superlative.count` top ones (`ranked`,
    best first, of the item's kind); None when the item or the ranking has no value to compare."""
    mine = value_at(item, path)
    top = ranked[: superlative.count]
    cut = value_at(top[-1], path) if top else None
    if mine is None or cut is None:
        return None
    return float(mine) >= float(cut) if superlative.highest else float(mine) <= float(cut)


def top_verdict(
    item: dict[str, Any],
    path: str,
    superlative: Superlative,
    ranked: list[dict[str, Any]],
    noun: str,
    unit: str | None,
    tied: int = 0,
    at_top: int = 1,
) -> str:
    """ "No, your best rated hike is Hike near Big Sur (rated 5); Hike near Napa is rated 4." /
    "Yes, Hike near Napa is your longest hike (21.7 km)." / "Yes, … is one of your 3 longest runs …" (`ranked`: the top
    ones of its kind, best first; `tied`: how many others share the item's value at the top; `at_top`: how many share
    the first one's value)."""
    title = item.get("title")
    holds = reaches_the_top(item, path, superlative, ranked)
    adjective = _adjective(superlative.label)
    if holds is None:
        return f"I can't tell whether {title} is your {adjective} {noun}: it has no value to compare."
    mine = _said(value_at(item, path), path, unit)
    if holds:
        if superlative.count > 1:
            return f"Yes, {title} is one of your {adjective} {noun}s ({mine})."
        also = f", tied with {tied} other{'s' if tied != 1 else ''}" if tied else ""
        return f"Yes, {title} is your {adjective} {noun} ({mine}{also})."
    best = ranked[0]
    own = f"{title} is {mine}" if path == "rating" else f"{title}: {mine}"
    if superlative.count > 1:
        first = _said(value_at(best, path), path, unit)
        cut = _said(value_at(ranked[superlative.count - 1], path), path, unit)
        span = f"are all {first}" if first == cut else f"go from {first} down to {cut}"
        if path != "rating":
            span = f"all have {first}" if first == cut else f"go from {first} down to {cut}"
        return f"No, {own}; your {superlative.count} {adjective.removeprefix(f'{superlative.count} ')} {noun}s {span} (the first: {best.get('title')})."
    top = _said(value_at(best, path), path, unit)
    if at_top > 1:  # "No, 12 hikes share the best rating (rated 5), e.g. …": none of them is the one best
        return f"No, {at_top} {noun}s share the top ({top}), e.g. {best.get('title')}; {own}."
    return f"No, your {adjective} {noun} is {best.get('title')} ({top}); {own}."
