""" "was anybody there with me?", "was anybody their with me", "did anyone come along?" right after one item was picked
and talked about ("where was that?" of the hike with the most climbing): company asked with no one named, nothing else
said (no kind, time or place), is asked of that one item: "No, you were on your own on Hike near Palo Alto." — not of
everything in that place or year. A named companion ("was Mary there?"), a kind ("any hikes with someone?") or a time
("anyone with me in 2023?") asks something else, and with no one item talked about nothing is taken (pure)."""

from __future__ import annotations

from .request import Reading, Request
from .with_anyone import asks_for_anyone


def company_of_the_one(reading: Reading, request: Request, selected: str | None) -> Request:
    """The yes/no request of company at all made one of the item talked about (`selected`); else as it was."""
    if selected is None or request.within is not None or not asks_for_anyone(request.people):
        return request
    if reading.topics or reading.dates or reading.places:
        return request
    return Request(request.collection, request.action, people=request.people, within=(selected,))
