"""A small Chrome DevTools Protocol client: Debian's headless Chromium driven over its websocket."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websocket

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--disable-extensions", "--mute-audio", "--window-size=1400,1000",
    "--remote-debugging-port=0",
]


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def open_browser() -> Iterator[Browser]:
    """A module's headless Chromium (the body of its `browser` fixture): skips when none is
    installed, closed when the module is done."""
    executable = find_chromium()
    if executable is None:
        pytest.skip("Chromium is not installed: `make test` (scripts/ensure-chromium.sh) installs Debian's chromium")
    chromium = Browser(executable)
    try:
        yield chromium
    finally:
        chromium.close()


class Browser:
    """One headless Chromium with a fresh profile, and one page attached over CDP."""

    def __init__(self, executable: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="chromium-profile-")
        self.process = subprocess.Popen(
            [executable, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        self.events: list[dict[str, Any]] = []
        self._next_id = 0
        try:
            self._ws = websocket.create_connection(self._page_ws_url(), timeout=180, suppress_origin=True)
        except Exception:
            self.close()
            raise

    def _page_ws_url(self) -> str:
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not port_file.exists() or len(port_file.read_text().splitlines()) < 2:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("Chromium did not start its DevTools endpoint")
            time.sleep(0.05)
        port, browser_path = port_file.read_text().splitlines()[:2]
        browser = websocket.create_connection(f"ws://127.0.0.1:{port}{browser_path}", timeout=30, suppress_origin=True)
        try:
            browser.send(json.dumps({"id": 1, "method": "Target.getTargets"}))
            while True:
                message = json.loads(browser.recv())
                if message.get("id") == 1:
                    break
            pages = [t for t in message["result"]["targetInfos"] if t["type"] == "page"]
            if pages:
                target_id = pages[0]["targetId"]
            else:
                browser.send(json.dumps({"id": 2, "method": "Target.createTarget", "params": {"url": "about:blank"}}))
                while True:
                    message = json.loads(browser.recv())
                    if message.get("id") == 2:
                        break
                target_id = message["result"]["targetId"]
        finally:
            browser.close()
        return f"ws://127.0.0.1:{port}/devtools/page/{target_id}"

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        self._ws.send(json.dumps({"id": self._next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self._ws.recv())
            if message.get("id") == self._next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})  # type: ignore[no-any-return]
            self.events.append(message)

    def evaluate(self, expression: str, timeout: float = 30) -> Any:
        """Runs JavaScript in the page (awaiting a promise) and returns its JSON value."""
        result = self.send("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True,
                           timeout=int(timeout * 1000))
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise AssertionError(details.get("exception", {}).get("description") or details.get("text"))
        return result["result"].get("value")

    def close(self) -> None:
        try:
            if getattr(self, "_ws", None) is not None:
                self._ws.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)
