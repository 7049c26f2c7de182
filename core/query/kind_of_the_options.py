"""The kind a comparison of kinds leaves talked about: after "were there more flights or more trains?" the next
question ("which one of them was the longest?") is still about travels, the one category both options are of; after
"more books or hikes?" (two categories) about none."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from .request import Request


def with_the_kind_of_the_options(common: Request, options: Iterable[Request]) -> Request:
    """`common` (what a comparison's options share) with the one category every option is of, when it names none."""
    if common.category is not None or common.kinds:
        return common
    categories = {option.category for option in options}
    if len(categories) != 1 or None in categories:
        return common
    return replace(common, category=categories.pop())
