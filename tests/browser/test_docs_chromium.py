"""/docs in a real headless Chromium (Debian's `chromium`, installed by scripts/ensure-chromium.sh):
the page renders every operation from the package's own assets, loads nothing from another host,
and "Try it out" executes the documented examples, simulate's included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.cdp import Browser, open_browser
from tests.conftest import LiveApi

pytestmark = pytest.mark.parametrize("api", ["sqlite"], indirect=True, scope="module")

_HELPERS = """
window.__waitFor = (fn, ms) => new Promise((resolve, reject) => {
  const start = Date.now();
  const tick = () => {
    let value;
    try { value = fn(); } catch (e) { value = null; }
    if (value) return resolve(value);
    if (Date.now() - start > ms) return reject(new Error('timed out waiting for ' + fn));
    setTimeout(tick, 50);
  };
  tick();
});
// A JSON value with its keys sorted: two request bodies compared whatever their key order.
window.__canonical = (value) => JSON.stringify(value, (key, v) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map(k => [k, v[k]])) : v);
true
"""

_TRY_IT_OUT = """
(async () => {
  const block = document.getElementById(%(block_id)s);
  if (!block) throw new Error('no operation block ' + %(block_id)s);
  block.scrollIntoView();
  if (!block.classList.contains('is-open')) {
    (block.querySelector('.opblock-summary-control') || block.querySelector('.opblock-summary')).click();
  }
  const tryOut = await __waitFor(() => block.querySelector('button.try-out__btn'), 15000);
  if (!tryOut.classList.contains('cancel')) tryOut.click();  // already trying it out: "Cancel" would leave
  const example = %(example)s;
  if (example) {
    const select = await __waitFor(() => block.querySelector('.examples-select select'), 15000);
    select.value = example;
    select.dispatchEvent(new Event('change', {bubbles: true}));
    await __waitFor(() => {
      const area = block.querySelector('textarea.body-param__text');
      if (!area) return false;
      try { return __canonical(JSON.parse(area.value)) === __canonical(%(expected)s); } catch (e) { return false; }
    }, 15000);
  }
  const area = %(has_body)s ? await __waitFor(() => block.querySelector('textarea.body-param__text'), 15000) : null;
  const sent = area ? area.value : null;
  const clear = block.querySelector('button.btn-clear');  // the previous example's response, if any
  if (clear) {
    clear.click();
    await __waitFor(() => !block.querySelector('.live-responses-table'), 15000);
  }
  (await __waitFor(() => block.querySelector('button.execute'), 15000)).click();
  const status = await __waitFor(() => {
    const cell = block.querySelector('.live-responses-table tbody .response-col_status');
    return cell && cell.textContent.trim();
  }, 30000);
  const body = block.querySelector('.live-responses-table tbody .response-col_description');
  return {status: status, sent: sent, body: body ? body.textContent : ''};
})()
"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from open_browser()


@pytest.fixture(scope="module")
def docs(api: LiveApi, browser: Browser) -> dict[str, Any]:
    """/docs opened and rendered; returns the OpenAPI document it shows."""
    browser.send("Network.enable")
    browser.send("Runtime.enable")
    browser.send("Page.enable")
    browser.send("Page.navigate", url=api.base_url + "/docs")
    browser.evaluate(_HELPERS)  # may land on the old document: installed again below once loaded
    browser.evaluate("new Promise(r => { const t = () => document.readyState === 'complete' && "
                     "document.querySelector('.opblock') ? r(true) : setTimeout(t, 50); t(); })")
    browser.evaluate(_HELPERS)
    return api.client.get("/openapi.json").json()  # type: ignore[no-any-return]


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m, p, op) for p, ops in document["paths"].items() for m, op in ops.items()
            if m in ("get", "post", "put", "patch", "delete")]


def _try_it_out(browser: Browser, op: dict[str, Any], example: str | None = None, expected: Any = None) -> dict[str, Any]:
    """Opens the operation's block (once), picks `example` (its body then equals `expected`),
    clears the previous response and executes."""
    block_id = f"operations-{op['tags'][0]}-{op['operationId']}"
    script = _TRY_IT_OUT % {"block_id": json.dumps(block_id), "example": json.dumps(example),
                            "expected": json.dumps(expected), "has_body": json.dumps("requestBody" in op)}
    return browser.evaluate(script, timeout=150)  # type: ignore[no-any-return]


def test_docs_render_every_operation(browser: Browser, docs: dict[str, Any]) -> None:
    rendered = browser.evaluate(
        "Array.from(document.querySelectorAll('.opblock')).map(b => "
        "[b.querySelector('.opblock-summary-method').textContent.trim(), "
        "b.querySelector('.opblock-summary-path').getAttribute('data-path')])"
    )
    expected = {(m.upper(), p) for m, p, _ in _operations(docs)}
    assert {tuple(r) for r in rendered} == expected
    title = browser.evaluate("document.querySelector('.info .title').textContent")
    assert docs["info"]["title"] in title and docs["info"]["version"] in title


def test_try_it_out_runs_the_decklist_lookup_example(browser: Browser, docs: dict[str, Any]) -> None:
    op = docs["paths"]["/v1/rulings/lookup"]["post"]
    result = _try_it_out(browser, op)
    assert result["status"] == "200", result
    assert json.loads(result["sent"]) == op["requestBody"]["content"]["application/json"]["example"]
    assert '"results"' in result["body"] and '"not_found"' in result["body"]


def test_try_it_out_runs_every_simulate_example(browser: Browser, docs: dict[str, Any]) -> None:
    if "/v1/simulate" not in docs["paths"]:
        pytest.skip("POST /v1/simulate is not in the OpenAPI document yet")
    op = docs["paths"]["/v1/simulate"]["post"]
    media = op["requestBody"]["content"]["application/json"]
    if "examples" not in media:
        result = _try_it_out(browser, op)
        assert result["status"] == "200" and '"events"' in result["body"], result
        return
    # One page load for all of them: each example is picked in the same block (the body shown must
    # become that example's), the previous response is cleared, and the example is executed.
    for number, (name, example) in enumerate(media["examples"].items()):
        result = _try_it_out(browser, op, example=name if number else None, expected=example["value"])
        assert result["status"] == "200", (name, result["body"][:1000])
        assert json.loads(result["sent"]) == example["value"], name
        assert '"events"' in result["body"] and '"state"' in result["body"], name


def test_the_page_loaded_nothing_from_another_host(api: LiveApi, browser: Browser, docs: dict[str, Any]) -> None:
    own = urlsplit(api.base_url).netloc
    requested = [e["params"]["request"]["url"] for e in browser.events if e.get("method") == "Network.requestWillBeSent"]
    assert requested, "no network events were recorded"
    foreign = [u for u in requested if not u.startswith(("data:", "blob:")) and urlsplit(u).netloc != own]
    assert not foreign, foreign
    failed = [e["params"] for e in browser.events if e.get("method") == "Network.loadingFailed"]
    assert not failed, failed
    errors = [e["params"] for e in browser.events if e.get("method") == "Runtime.exceptionThrown"]
    assert not errors, errors
