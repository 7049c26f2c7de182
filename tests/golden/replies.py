"""The channel-neutral replies every channel renderer is checked against (golden files beside this module)."""

from __future__ import annotations

from parley.core.turn import Reply, SuggestedAction

WINES = (
    {
        "id": "i-1",
        "title": "Château Margaux 2015",
        "subtitle": "Drink / Wine · Bordeaux, France · Jun 3, 2018",
        "text": "rated 5/5 · with Anna",
        "place": "Bordeaux",
        "lat": 44.8378,
        "lon": -0.5792,
    },
    {
        "id": "i-2",
        "title": "Chablis <Premier Cru> & co",
        "subtitle": "Drink / Wine · Chablis, France · Aug 9, 2018",
        "text": "rated 4/5",
        "place": "Chablis",
        "lat": 47.8144,
        "lon": 3.7983,
    },
    {
        "id": "i-3",
        "title": "Sancerre",
        "subtitle": "Drink / Wine · Paris, France · Dec 24, 2018",
        "text": "",
        "place": "Paris",
        "lat": 48.8566,
        "lon": 2.3522,
    },
    {
        "id": "i-4",
        "title": "Pinot Noir",
        "subtitle": "Drink / Wine · Beaune, France · Oct 1, 2018",
        "text": "rated 3/5",
        "place": "Beaune",
        "lat": 47.0260,
        "lon": 4.8400,
    },
)

REPLIES: dict[str, Reply] = {
    "text": Reply(text="Hi! Ask me about your collection — for example “Show me wines from France”."),
    "list": Reply(
        text="4 French wines in 2018 rated 3 or more.",
        title="French wines in 2018 rated 3 or more",
        items=WINES,
        suggested_actions=(SuggestedAction("Show me a map"), SuggestedAction("Which was the best rated?")),
    ),
    "count": Reply(
        text="I found 4 French wines in 2018.",
        title="French wines in 2018",
        suggested_actions=(SuggestedAction("Show me a list"),),
    ),
    "map": Reply(
        text="Here is a map of 4 French wines.",
        title="French wines",
        map_points=tuple({"title": w["title"], "place": w["place"], "lat": w["lat"], "lon": w["lon"]} for w in WINES),
    ),
    "page": Reply(
        text="59 French wines. Here are 26 to 29 of 59. Say “more” for the next ones or “previous” to go back.",
        speech="59 French wines. Here are 26 to 29 of 59. They are Château Margaux 2015, Chablis <Premier Cru> & co, Sancerre and Pinot Noir."
        " Say “more” for the next ones or “previous” to go back.",
        title="French wines",
        items=WINES,
        suggested_actions=(SuggestedAction("Show more", "show me more"), SuggestedAction("Previous", "previous")),
    ),
    "error": Reply(text="Parley is temporarily unavailable. Please try again in a moment.", kind="error"),
    "fallback": Reply(
        text="Sorry, I didn't get that. Try “Show me hikes last year”.",
        kind="fallback",
        expects_answer=True,
        reprompt="What should I look for?",
    ),
    "goodbye": Reply(text="Goodbye!", kind="goodbye", end_conversation=True),
}
