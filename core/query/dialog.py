"""The collection assistant's dialog memory (after Dialog-to-Action): the previous question, its answer
and the part of it shown, the item the conversation is on, and the questions asked back. It is kept as
JSON-ready data in the conversation's memory (stored with it), and read and written only through
`DialogMemory`, a typed view that records the format it was written in (`schema`).

Format 1 (the first with `schema`) has the same fields as the memory written before it, so both are
read alike; a later change to a field bumps SCHEMA and reads the older form here, so a renamed field
cannot break a live conversation.
"""

from __future__ import annotations

from typing import Any

from .narrowed_again import narrows_by_kind
from .request import Request

SCHEMA = 1
TALKED_ABOUT_MEMORY = 12  # the items talked about lately, kept for "the other one"
TALKED_ABOUT_ANSWER = 10  # an answer of more items talks about none of them in particular


class DialogMemory:
    """A typed view of one conversation's dialog memory (`data`, changed in place)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data
        if data:
            data.setdefault("schema", SCHEMA)

    def _set(self, key: str, value: Any) -> None:
        self._data["schema"] = SCHEMA
        if value is None:
            self._data.pop(key, None)
        else:
            self._data[key] = value

    # --- the previous question and its answer ---------------------------------------------------
    @property
    def request(self) -> Request | None:
        """The previous question, as read (None before the first)."""
        data = self._data.get("request")
        return Request.from_dict(data) if data else None

    @request.setter
    def request(self, request: Request | None) -> None:
        # "which of those were meals?" after what I did with Sofia: the set narrowed by kind ("and drinks" narrows it so again)
        before = self.request
        if request != before:  # (the same question stored again narrows nothing more)
            self._set("narrowedByKind", True if narrows_by_kind(request, before, self.narrowed_by_kind) else None)
        self._set("request", request.to_dict() if request is not None else None)

    @property
    def narrowed_by_kind(self) -> bool:
        """Whether the previous question narrowed the set before it by kind ("which of those were meals?")."""
        return bool(self._data.get("narrowedByKind"))

    @property
    def answer(self) -> tuple[str, ...] | None:
        """The ids of the previous answer's items (its first ANSWER_MEMORY), None when there is none."""
        ids = self._data.get("answer")
        return tuple(str(i) for i in ids) if isinstance(ids, list) else None

    @answer.setter
    def answer(self, ids: tuple[str, ...] | list[str] | None) -> None:
        self._set("answer", list(ids) if ids is not None else None)
        if ids and len(ids) <= TALKED_ABOUT_ANSWER:
            self._talked_about(tuple(reversed(ids)))  # the first of an answer counts as the most recent

    @property
    def complete(self) -> bool:
        """Whether `answer` holds every item of the previous answer (else only its first ones)."""
        return bool(self._data.get("complete", True))

    @complete.setter
    def complete(self, complete: bool) -> None:
        self._set("complete", complete)

    @property
    def selected(self) -> str | None:
        """The item the conversation is on ("the first one", "that one")."""
        chosen = self._data.get("selected")
        return str(chosen) if chosen else None

    @selected.setter
    def selected(self, item_id: str | None) -> None:
        self._set("selected", item_id)
        if item_id is not None:
            self._talked_about((item_id,))

    # --- the items talked about lately ("the other one", "the 2025 one") ---------------------------------
    @property
    def talked_about(self) -> tuple[str, ...]:
        """The ids of the items answered (in answers of a few) or picked lately, the most recent first."""
        ids = self._data.get("talkedAbout")
        return tuple(str(i) for i in reversed(ids)) if isinstance(ids, list) else ()

    def _talked_about(self, ids: tuple[str, ...]) -> None:
        kept = [i for i in self._data.get("talkedAbout") or [] if i not in ids]
        self._set("talkedAbout", [*kept, *ids][-TALKED_ABOUT_MEMORY:])

    @property
    def every_one(self) -> bool:
        """Whether the previous yes/no asked about every one of a kind ("was Mary on every flight in 2019?")."""
        return bool(self._data.get("everyOne"))

    @every_one.setter
    def every_one(self, asked: bool) -> None:
        self._set("everyOne", True if asked else None)

    @property
    def shown(self) -> tuple[int, int] | None:
        """The part of the previous answer on screen: items first..last (0-based, last excluded)."""
        part = self._data.get("shown")
        return (int(part[0]), int(part[1])) if isinstance(part, list) and len(part) == 2 else None

    @shown.setter
    def shown(self, part: tuple[int, int] | None) -> None:
        self._set("shown", list(part) if part is not None else None)

    # --- questions asked back, answered by the next turn ----------------------------------------------
    def ask_where(self, request: Request, itself: bool = False) -> None:
        """ "Which city are you in?" was asked for `request` (a radius around the city said); with `itself`,
        "which place do you mean?" for the "there" of `request` (the place said itself)."""
        self._set("pendingNearby", request.to_dict())
        self._set("pendingPlaceItself", True if itself else None)

    def take_where(self) -> Request | None:
        data = self._data.pop("pendingNearby", None)
        return Request.from_dict(data) if data else None

    def take_where_itself(self) -> bool:
        """Whether the place asked for was the one "there" meant, not where the user is."""
        return bool(self._data.pop("pendingPlaceItself", False))

    def ask_which_field(self, request: Request) -> None:
        """ "Total of what?" / "The longest by what?" was asked for `request`."""
        self._set("pendingField", request.to_dict())

    def take_which_field(self) -> Request | None:
        data = self._data.pop("pendingField", None)
        return Request.from_dict(data) if data else None

    # --- the last comparison, asked again by a follow-on ("And in Spain?") ------------------------------
    def remember_comparison(self, compared: dict[str, Any]) -> None:
        self._set("contrast", compared)

    def compares(self) -> bool:
        """Whether the last answer was a comparison (still to be taken by a follow-on)."""
        return isinstance(self._data.get("contrast"), dict)

    def take_comparison(self) -> dict[str, Any] | None:
        compared = self._data.pop("contrast", None)
        return compared if isinstance(compared, dict) else None
