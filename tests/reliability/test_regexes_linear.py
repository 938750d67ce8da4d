"""Every regular expression in `app/` is proven free of super-linear backtracking
(issue 23 part 2): each is found (module-level compiled patterns, patterns held by module-level
objects such as the Oracle reader's templates, and every literal handed to a `re` function),
read with the way the code uses it (search, match or fullmatch), and checked by
tests/reliability/regex_ambiguity.py: no exponential or polynomial ambiguity in its position
automaton. A pattern the check cannot see (built at run time from local values) must be listed
in `BUILT_AT_RUN_TIME` with why it is safe; a pattern that fails the check fails this test.

The decklist parser's section header (`a` + 300 spaces + `!` took 16 s) is the case that
started it; its old form is kept here as proof that the check catches it."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import app
from tests.reliability.regex_ambiguity import MODES, alphabet_for, ambiguity

APP = Path(app.__file__).resolve().parent
_RE_FUNCTIONS = {
    "search": "search",
    "match": "match",
    "fullmatch": "fullmatch",
    "sub": "search",
    "subn": "search",
    "split": "search",
    "findall": "search",
    "finditer": "search",
    "compile": None,
}
# A compiled pattern's methods use it as the module's functions of the same names do.
_METHOD_MODES = {name: mode for name, mode in _RE_FUNCTIONS.items() if mode is not None}

# Patterns made at run time from values the check cannot read, each with why it is linear.
BUILT_AT_RUN_TIME = {
    # app/oracle/reader.py: a card's own short name, re.escape'd, between word boundaries: a
    # literal (one way to match at each start), so at most the literal's length per start.
    ("app.oracle.reader", "f'\\\\b{re.escape(short)}\\\\b'"),
    # app/api/docs.py: patterns of the app's own route templates (no client text), each a
    # literal with `[^/]+` for each parameter between literal slashes.
    (
        "app.api.docs",
        "'^' + re.sub('\\\\\\\\\\\\{(\\\\w+)(?::path)?\\\\\\\\\\\\}', lambda m: '[^/]+', re.escape(template)) + '$'",
    ),
    # app/oracle/templates.py: `_t` compiles each reader template; every one is held by a
    # module-level `Template`, where this test finds and checks it (`Template.pattern`).
    ("app.oracle.templates", "pattern"),
    # app/oracle/keyword_lines.py: `_line` compiles each modern keyword line; every one is held by
    # the module-level `KEYWORD_LINES` (`KeywordLine.pattern`), where this test finds and checks it.
    ("app.oracle.keyword_lines", "pattern"),
    # app/oracle/templates.py: `_POST_ALTERNATIVES` compiles its literals in a comprehension;
    # the tuple is module-level, where this test finds and checks each one.
    ("app.oracle.templates", "alternative"),
}


@dataclass(frozen=True)
class Found:
    module: str
    where: str
    pattern: str
    flags: int
    modes: tuple[str, ...]


def _modules() -> Iterator[ModuleType]:
    for info in pkgutil.walk_packages([str(APP)], prefix="app."):
        if info.name.endswith("__main__"):  # runs the command line when imported
            continue
        yield importlib.import_module(info.name)


def _usage(tree: ast.AST) -> dict[str, set[str]]:
    """For each name (or attribute name) the module calls a pattern method on, the modes."""
    used: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in _METHOD_MODES:
            holder = node.value
            key = (
                holder.id
                if isinstance(holder, ast.Name)
                else holder.attr
                if isinstance(holder, ast.Attribute)
                else None
            )
            if key is not None and key != "re":
                used.setdefault(key, set()).add(_METHOD_MODES[node.attr])
    return used


def _held_patterns(value: Any, depth: int = 0) -> Iterator[tuple[str, re.Pattern[str]]]:
    """Compiled patterns inside a module-level value, with the attribute name holding each."""
    if depth > 3:
        return
    if isinstance(value, re.Pattern):
        yield "", value
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _held_patterns(item, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _held_patterns(item, depth + 1)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            for attr, pattern in _held_patterns(getattr(value, name, None), depth + 1):
                yield attr or name, pattern


def collect() -> tuple[list[Found], list[tuple[str, str]]]:
    found: dict[tuple[str, str, int], Found] = {}
    unreadable: list[tuple[str, str]] = []
    for module in _modules():
        if not getattr(module, "__file__", None):
            continue
        source = Path(module.__file__ or "").read_text()
        tree = ast.parse(source)
        used = _usage(tree)
        for name, value in vars(module).items():
            for attr, pattern in _held_patterns(value):
                if not isinstance(pattern.pattern, str):
                    continue
                modes = used.get(attr or name) or set(MODES)
                key = (module.__name__, pattern.pattern, pattern.flags & ~re.UNICODE)
                found[key] = Found(
                    module.__name__,
                    f"{name}.{attr}" if attr else name,
                    pattern.pattern,
                    pattern.flags & ~re.UNICODE,
                    tuple(sorted(modes)),
                )
        for node in ast.walk(tree):
            # pydantic's `pattern=` constraints (Field, Query, Path): run by pydantic-core's Rust
            # regex engine, linear by construction, unless a pattern needs what only Python's
            # `re` has; checked here all the same, as searches.
            for kw in node.keywords if isinstance(node, ast.Call) else []:
                if kw.arg == "pattern":
                    try:
                        value = eval(compile(ast.Expression(kw.value), module.__name__, "eval"), vars(module))
                    except Exception:
                        unreadable.append((module.__name__, ast.unparse(kw.value)))
                        continue
                    if isinstance(value, str):
                        where = f"line {node.lineno} (pattern=)"
                        found.setdefault(
                            (module.__name__, value, 0), Found(module.__name__, where, value, 0, ("search",))
                        )
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "re"
                and node.func.attr in _RE_FUNCTIONS
                and node.args
            ):
                continue
            expr = ast.unparse(node.args[0])
            try:
                pattern = eval(compile(ast.Expression(node.args[0]), module.__name__, "eval"), vars(module))
            except Exception:
                unreadable.append((module.__name__, expr))
                continue
            flags = 0
            for kw in node.keywords:
                if kw.arg == "flags":
                    flags = eval(compile(ast.Expression(kw.value), module.__name__, "eval"), vars(module))
            if node.func.attr == "compile" and len(node.args) > 1:
                flags = eval(compile(ast.Expression(node.args[1]), module.__name__, "eval"), vars(module))
            mode = _RE_FUNCTIONS[node.func.attr]
            modes = (mode,) if mode else tuple(MODES)
            key = (module.__name__, pattern, int(flags) & ~re.UNICODE)
            if key not in found or node.func.attr != "compile":
                found[key] = Found(module.__name__, f"line {node.lineno}", pattern, int(flags) & ~re.UNICODE, modes)
    return list(found.values()), unreadable


@pytest.fixture(scope="module")
def patterns() -> tuple[list[Found], list[tuple[str, str]]]:
    return collect()


def test_every_pattern_in_app_is_found_or_listed_with_why_it_is_linear(
    patterns: tuple[list[Found], list[tuple[str, str]]],
) -> None:
    found, unreadable = patterns
    assert len(found) > 100  # the decklist parser, names, search, headers, the Oracle reader...
    modules = {f.module for f in found}
    assert {
        "app.decklist.text",
        "app.cards.naming",
        "app.rulings.service",
        "app.oracle.templates",
        "app.api.routes.bulk",
        "app.api.middleware",
        "app.rulings.schemas",
    } <= modules
    assert set(unreadable) <= BUILT_AT_RUN_TIME, sorted(set(unreadable) - BUILT_AT_RUN_TIME)


def test_no_pattern_in_app_can_backtrack_super_linearly(patterns: tuple[list[Found], list[tuple[str, str]]]) -> None:
    found, _ = patterns
    alphabet = alphabet_for(f.pattern for f in found)
    failures = []
    for f in found:
        for mode in f.modes:
            problems = ambiguity(f.pattern, f.flags, mode, alphabet)
            if problems:
                failures.append(f"{f.module} {f.where} ({mode}) {f.pattern!r}: {problems[0]}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize(
    ("pattern", "mode"),
    [
        # The decklist header that froze the server for 16 s on `a` + 300 spaces + `!`.
        (r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*(?:\(\d+\))?\s*:?\s*(?:\(\d+\))?$", "match"),
        # The trailing-tags pattern it had: quadratic over a line of spaces under `sub`.
        (r"(?:\s+#\S.*|\s+\*[A-Za-z]+\*)+$", "search"),
        (r"(a+)+$", "match"),
        (r"\s+x", "search"),
        (r"(.+), where X is (.+)\.", "fullmatch"),
    ],
)
def test_the_check_catches_known_backtracking_shapes(pattern: str, mode: str) -> None:
    assert ambiguity(pattern, 0, mode, alphabet_for([pattern]))


@pytest.mark.parametrize(
    ("pattern", "mode"),
    [
        (r"[^a-z0-9]+", "search"),
        (r"^[A-Za-z0-9._:-]{1,128}$", "match"),
        (r"\{([^{}]*)\}", "search"),
        (r"(?:\d+) damage to (any target|target creature)\.", "fullmatch"),
    ],
)
def test_the_check_passes_linear_shapes(pattern: str, mode: str) -> None:
    assert ambiguity(pattern, 0, mode, alphabet_for([pattern])) == []
