"""A person opens the web page in a real (headless) Chromium, types a question and reads the answer."""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .servers import ParleyProcess, SecantusProcess

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]


def serve_page(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory, bot: str, seed: bool) -> Iterator[ParleyProcess]:
    """`parley serve` with `bot`, on its own database of the shared SecantusDB."""
    process = ParleyProcess(
        tmp_path_factory.mktemp(f"browser-{bot}"),
        {"PARLEY_MONGODB_URI": secantus.uri, "PARLEY_MONGODB_DATABASE": f"browser_{bot}", "PARLEY_LOG_LEVEL": "WARNING",
         "PARLEY_SEED_SAMPLE": "1" if seed else "0", "PARLEY_BOT": bot},
    ).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    yield from serve_page(secantus, tmp_path_factory, "demo", seed=False)


@pytest.mark.browser
def test_page_chat_round_trip(server: ParleyProcess, tmp_path: Path) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is not installed (apt-get install chromium); .ci/run installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.goto(server.url + "/")
            page.wait_for_selector(".parley-msg.bot")  # the greeting
            assert "demo bot" in page.inner_text(".parley-msg.bot")
            page.wait_for_selector("#parley-status:text('online')")

            page.fill("#parley-text", "What's the current weather in Tokyo?")
            page.press("#parley-text", "Enter")
            page.wait_for_function("document.querySelectorAll('.parley-msg.bot').length >= 2")
            assert page.locator(".parley-msg.bot").nth(1).inner_text() == "Current weather in Tokyo: 22°C and clear skies."
            assert page.locator(".parley-msg.user:not(.pending)").count() == 1  # the echo confirmed the post

            page.fill("#parley-text", "What about Kyoto?")
            page.click("#parley-send")
            page.wait_for_function("document.querySelectorAll('.parley-msg.bot').length >= 3")
            assert page.locator(".parley-msg.bot").nth(2).inner_text() == "Current weather in Kyoto: 20°C and partly cloudy."
            page.screenshot(path=str(tmp_path / "chat.png"))

            page.reload()  # the conversation survives a reload: history comes back from the server
            page.wait_for_function("document.querySelectorAll('.parley-msg.bot').length >= 3")
            assert page.locator(".parley-msg.user").count() == 2
        finally:
            browser.close()


@pytest.fixture(scope="module")
def scrapbook_server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    yield from serve_page(secantus, tmp_path_factory, "scrapbook", seed=True)


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
            page.wait_for_function("document.querySelectorAll('.parley-msg.bot').length >= 2")
            answer = page.locator(".parley-msg.bot").nth(1)
            assert "items found in category Drink of type Wine within France in 2018" in answer.inner_text()
            assert answer.locator(".parley-card").count() >= 1
            page.fill("#parley-text", "Show me a map")
            page.press("#parley-text", "Enter")
            page.wait_for_selector(".parley-map circle")
            assert page.locator(".parley-map").last.locator("circle").count() >= 1
            page.screenshot(path=str(tmp_path / "map.png"))
            shutil.copy(tmp_path / "map.png", "/tmp/parley-map.png")
        finally:
            browser.close()
