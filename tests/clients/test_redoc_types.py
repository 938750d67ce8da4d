"""ReDoc, in a real headless Chromium, shows the simulate request's actions as typed objects
(a named union), never "Array of any", and no schema anywhere on the page as `any`."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.browser.cdp import Browser, open_browser
from tests.conftest import LiveApi

pytestmark = [pytest.mark.parametrize("api", ["sqlite"], indirect=True, scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from open_browser()


def test_redoc_shows_simulate_actions_as_typed_objects(api: LiveApi, browser: Browser) -> None:
    browser.send("Page.enable")
    browser.send("Runtime.enable")
    browser.send("Page.navigate", url=api.base_url + "/redoc#tag/simulate/operation/simulate")
    deadline = time.monotonic() + 60
    text = ""
    while time.monotonic() < deadline:
        text = browser.evaluate("document.body ? document.body.innerText : ''") or ""
        if "Applied in order" in text and "Array of" in text:
            break
        time.sleep(0.25)
    assert "Applied in order" in text, text[-2000:]
    assert "Array of objects (Actions)" in text
    assert "Array of any" not in text
