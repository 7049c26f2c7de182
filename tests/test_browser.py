"""A person opens the web page in a real (headless) Chromium, types a question and reads the answer."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .servers import ParleyProcess, SecantusProcess
from .shared_sample import SampleCollection

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def serve_page(
    secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory, bot: str, database: str, **env: str
) -> Iterator[ParleyProcess]:
    """`parley serve` with `bot` on `database` of the shared SecantusDB; it seeds nothing."""
    process = ParleyProcess(
        tmp_path_factory.mktemp(f"browser-{bot}"),
        {
            "PARLEY_MONGODB_URI": secantus.uri,
            "PARLEY_MONGODB_DATABASE": database,
            "PARLEY_LOG_LEVEL": "WARNING",
            "PARLEY_SEED_SAMPLE": "0",
            "PARLEY_BOT": bot,
            **env,
        },
    ).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    yield from serve_page(secantus, tmp_path_factory, "demo", "browser_demo")


@pytest.mark.browser
def test_page_chat_round_trip(server: ParleyProcess, tmp_path: Path) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is not installed (apt-get install chromium); .ci/run installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            console: list[str] = []
            page.on("console", lambda message: console.append(message.text))
            response = page.goto(server.url + "/")
            # waits use locators, not page script: the policy allows no eval
            assert response is not None and "script-src 'self'" in response.headers["content-security-policy"]
            page.wait_for_selector(".parley-msg.bot")  # the greeting
            assert "demo bot" in page.inner_text(".parley-msg.bot")
            page.wait_for_selector("#parley-status:text('online')")

            page.fill("#parley-text", "What's the current weather in Tokyo?")
            page.press("#parley-text", "Enter")
            page.locator(".parley-msg.bot").nth(1).wait_for()
            assert page.locator(".parley-msg.bot").nth(1).inner_text() == "Current weather in Tokyo: 22°C and clear skies."
            assert page.locator(".parley-msg.user:not(.pending)").count() == 1  # the echo confirmed the post

            page.fill("#parley-text", "What about Kyoto?")
            page.click("#parley-send")
            page.locator(".parley-msg.bot").nth(2).wait_for()
            assert page.locator(".parley-msg.bot").nth(2).inner_text() == "Current weather in Kyoto: 20°C and partly cloudy."
            page.screenshot(path=str(tmp_path / "chat.png"))

            page.reload()  # the conversation survives a reload: history comes back from the server
            page.locator(".parley-msg.bot").nth(2).wait_for()
            assert page.locator(".parley-msg.user").count() == 2
            assert not [text for text in console if "Content Security Policy" in text], console  # the page's CSP blocked nothing
        finally:
            browser.close()


@pytest.fixture(scope="module")
def secret_server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    yield from serve_page(secantus, tmp_path_factory, "demo", "browser_secret", PARLEY_DIRECTLINE_SECRET="site-secret")


@pytest.mark.browser
def test_behind_a_secret_the_page_says_where_tokens_come_from(secret_server: ParleyProcess) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.goto(secret_server.url + "/")
            page.wait_for_selector("#parley-status:text('closed')")
            error = page.inner_text(".parley-msg.error")
            assert "POST /v3/directline/tokens/generate" in error and "PARLEY_WEBCHAT_PAGE=open" in error
            assert page.locator(".parley-msg.bot").count() == 0  # no conversation was started
        finally:
            browser.close()


@pytest.fixture(scope="module")
def scrapbook_server(
    secantus: SecantusProcess, sample: SampleCollection, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ParleyProcess]:
    """The session's sample collection, answered by a server that adds its conversations beside the items."""
    yield from serve_page(secantus, tmp_path_factory, "scrapbook", sample.database)


@pytest.mark.browser
def test_page_shows_items_and_a_map(scrapbook_server: ParleyProcess, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.goto(scrapbook_server.url + "/")
            page.wait_for_selector("#parley-status:text('online')")
            page.fill("#parley-text", "Show me wines from France in 2018 rated at least 3")
            page.press("#parley-text", "Enter")
            page.locator(".parley-msg.bot").nth(1).wait_for()
            answer = page.locator(".parley-msg.bot").nth(1)
            assert "French wines in 2018" in answer.inner_text()
            assert answer.locator(".parley-card").count() >= 1
            page.click("#parley-suggestions button:has-text('Show me a map')")  # the reply's suggested action
            page.wait_for_selector(".parley-map circle")
            assert page.locator(".parley-msg.user").last.inner_text() == "Show me a map"
            assert page.locator(".parley-map").last.locator("circle").count() >= 1
            page.screenshot(path=str(tmp_path / "map.png"))
            shutil.copy(tmp_path / "map.png", "/tmp/parley-map.png")
        finally:
            browser.close()


WEBCHAT_BUNDLE = Path(__file__).parent / "js" / "node_modules" / "botframework-webchat" / "dist" / "webchat.js"
WEBCHAT_PAGE = b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web Chat on Parley</title>
<script src="/webchat.js"></script></head>
<body><div id="webchat" role="main" style="height: 700px"></div>
<script>
  const params = new URLSearchParams(location.search);
  const directLine = window.WebChat.createDirectLine({ token: params.get("token"), domain: params.get("domain"), webSocket: true });
  window.WebChat.renderWebChat({ directLine, userID: params.get("user"), locale: "en-US" }, document.getElementById("webchat"));
</script></body></html>"""


@pytest.mark.browser
def test_microsoft_web_chat_talks_to_parley_and_renders_its_cards(scrapbook_server: ParleyProcess, tmp_path: Path) -> None:
    """Microsoft's own Web Chat (the npm package's standalone bundle, served from another origin, as a site
    embedding it would) against Parley's Direct Line: the post is confirmed, the answer's cards rendered."""
    import json
    import urllib.parse
    import urllib.request

    from playwright.sync_api import sync_playwright

    from .loopback import StaticFiles

    if not WEBCHAT_BUNDLE.is_file():
        pytest.fail("botframework-webchat is not installed in tests/js: run ./dev test (it runs npm ci there)")
    site = StaticFiles({"/index.html": WEBCHAT_PAGE, "/webchat.js": WEBCHAT_BUNDLE.read_bytes()}).start()
    request = urllib.request.Request(
        scrapbook_server.url + "/v3/directline/tokens/generate",
        data=b'{"user": {"id": "webchat-user"}}',
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        token = json.loads(response.read())["token"]
    query = urllib.parse.urlencode({"token": token, "domain": scrapbook_server.url + "/v3/directline", "user": "webchat-user"})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                page = browser.new_page()
                page.goto(f"{site.url}/index.html?{query}")
                box = page.locator("[data-id='webchat-sendbox-input']")
                box.wait_for(timeout=20_000)
                box.fill("Show me wines from France in 2018 rated at least 3")
                box.press("Enter")
                page.wait_for_selector("text=French wines in 2018", timeout=20_000)
                cards = page.locator(".ac-adaptiveCard")
                cards.first.wait_for(timeout=10_000)
                assert cards.count() >= 2  # one hero card per item, rendered by Web Chat
                assert "Wine" in cards.first.inner_text()
                suggested = page.locator(".webchat__suggested-actions button:has-text('Show me a map')")
                suggested.first.wait_for(timeout=10_000)
                suggested.first.dispatch_event("click")  # a suggested action, sent as the user's next message
                page.wait_for_selector("text=Show me a map", timeout=10_000)
                page.wait_for_selector("text=Here is a map of 11 French wines", timeout=20_000)
                assert "Send failed" not in page.inner_text("body")  # every post was echoed back with its id
                page.screenshot(path=str(tmp_path / "webchat.png"), full_page=True)
                shutil.copy(tmp_path / "webchat.png", "/tmp/parley-webchat.png")
            finally:
                browser.close()
    finally:
        site.stop()


MAP_BOT = Path(__file__).parent / "map_bot"
LAND = (0xCF, 0xE3, 0xC0)  # .parley-map-land's fill in parley-chat.css


@pytest.fixture(scope="module")
def map_server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    """A bot that answers "map of one place / europe / the world" with fixed places (tests/map_bot)."""
    yield from serve_page(
        secantus,
        tmp_path_factory,
        "demo",
        "browser_maps",
        PARLEY_MODEL=str(MAP_BOT / "model.yaml"),
        PARLEY_HANDLERS=str(MAP_BOT / "handlers.py"),
    )


def land_pixels(png: bytes) -> int:
    """How many pixels of a screenshot have exactly the land colour."""
    from .test_maps import decode_png

    _, _, pixels = decode_png(png)
    return sum(1 for n in range(0, len(pixels), 3) if tuple(pixels[n : n + 3]) == LAND)


def ask_for_map(page: Any, words: str, nth: int) -> Any:
    page.fill("#parley-text", words)
    page.press("#parley-text", "Enter")
    answer = page.locator(".parley-msg.bot").nth(nth)
    answer.locator(".parley-map.loaded").wait_for()  # drawn with its land outline
    return answer


def label_boxes(answer: Any) -> list[dict[str, float]]:
    """getBoundingClientRect of every label, as the page lays it out."""
    rects: list[dict[str, float]] = answer.locator(".parley-map-label").evaluate_all(
        "labels => labels.map(label => { const r = label.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })"
    )
    return rects


def disjoint(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"] or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"]
    )


def within(box: dict[str, float], area: dict[str, float]) -> bool:
    return (
        area["x"] <= box["x"]
        and box["x"] + box["width"] <= area["x"] + area["width"]
        and area["y"] <= box["y"]
        and box["y"] + box["height"] <= area["y"] + area["height"]
    )


@pytest.mark.browser
@pytest.mark.parametrize(
    "words, count, shown",
    [
        ("map of one place", 1, ["Lisbon"]),
        ("map of europe", 14, ["Paris"]),
        ("map of the world", 12, ["Tokyo", "Sydney"]),
    ],
)
def test_a_map_shows_land_around_its_places_with_labels_that_never_overlap(
    map_server: ParleyProcess, tmp_path: Path, words: str, count: int, shown: list[str]
) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 800, "height": 900})
            console: list[str] = []
            page.on("console", lambda message: console.append(message.text))
            page.goto(map_server.url + "/")
            page.wait_for_selector("#parley-status:text('online')")
            answer = ask_for_map(page, words, 1)
            svg = answer.locator(".parley-map")
            assert svg.get_attribute("aria-label") == f"Map of {count} place{'s' if count > 1 else ''}"
            shot = svg.screenshot(path=str(tmp_path / "map.png"))
            shutil.copy(tmp_path / "map.png", f"/tmp/parley-map-{words.split()[-1]}.png")
            area = svg.evaluate(
                "map => { const r = map.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; }"
            )
            assert land_pixels(shot) > 0.05 * area["width"] * area["height"]  # coastline drawn, not a pale box

            markers = answer.locator(".parley-map-point")
            counted = sum(int(c) for c in answer.locator(".parley-map-count").all_text_contents())
            clusters = answer.locator(".parley-map-point.cluster").count()
            assert counted - clusters + markers.count() == count  # every place is a marker or in a cluster's count
            labels = answer.locator(".parley-map-label").all_text_contents()
            assert all(any(name in label for label in labels) for name in shown), labels
            boxes = label_boxes(answer)
            assert len(boxes) == len(labels) >= 1
            overlapping = [(labels[n], labels[m]) for n, a in enumerate(boxes) for m, b in enumerate(boxes) if n < m and not disjoint(a, b)]
            assert not overlapping, (overlapping, boxes)
            outside = [label for label, b in zip(labels, boxes, strict=True) if not within(b, area)]
            assert not outside, (outside, area, boxes)
            assert not [text for text in console if "Content Security Policy" in text], console
        finally:
            browser.close()


@pytest.mark.browser
def test_clicking_a_place_or_a_cluster_shows_its_items(map_server: ParleyProcess) -> None:
    from playwright.sync_api import sync_playwright

    from .map_bot.handlers import ONE
    from .test_maps import map_card

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 800, "height": 900})
            page.goto(map_server.url + "/")
            page.wait_for_selector("#parley-status:text('online')")
            answer = ask_for_map(page, "map of one place", 1)
            detail = answer.locator(".parley-map-detail")
            assert not detail.is_visible()
            answer.locator(".parley-map-point").first.click()
            assert detail.inner_text().split("\n") == ["Sunset walk", "May 2, 2019 · Lisbon"]
            teams = map_card(ONE)  # the Teams card under the map image lists the same, with the position
            fact = next(block for block in teams["body"] if block["type"] == "FactSet")["facts"][0]
            assert [fact["title"], fact["value"].rsplit(" (", 1)[0]] == ["Sunset walk", "May 2, 2019 · Lisbon"]

            answer = ask_for_map(page, "map of europe", 2)
            paris = answer.locator(".parley-map-point.cluster", has=page.locator("title:text-matches('Croissant')"))
            paris.click()
            shown = answer.locator(".parley-map-detail .parley-map-item-title").all_inner_texts()
            assert {"Sancerre", "Croissant", "Macarons"} <= set(shown)
            assert "Dec 25, 2018 · Paris" in answer.locator(".parley-map-detail").inner_text()
        finally:
            browser.close()
