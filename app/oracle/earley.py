"""The Earley parser of lark with two redundant steps of its predictor/completer skipped, and one
lookup indexed; the same items in the same order, so the same parse forests, trees and errors.

lark's `earley.Parser.predict_and_complete` (lark 1.3) spends most of a parse of an Oracle line
(oracle.lark has some 1,400 lines of rules) on work whose result it then throws away:

1. Prediction. `predictions[X]` is the whole closure of the rules a nonterminal X may start with;
   every item expecting X (and every item of that closure expecting another nonterminal) predicts
   its closure again, making a new `Item` for each rule and hashing and comparing it with the
   one already in the column or the scan set, to drop it. A predicted item is `Item(rule, 0, i)`:
   within one column it is one item per rule, whatever predicted it. So each nonterminal is
   predicted once per column, and each rule makes its item once per column: the items skipped
   are exactly those the stock parser made and dropped as already present.
2. Completion. A complete item `X -> ... (j)` advances every item of column j that expects X;
   the stock completer finds them by comparing X with the expected symbol of every item of
   column j, for every completion. Column j (j < i) is finished (only column i grows while it is
   processed), so its items are indexed once by the symbol they expect, in column order: the
   same items in the same order. An empty completion (j == i, the column still growing) scans
   the column as lark does.

Nothing else changes (held completions, node cache, SPPF families, the scanner, ambiguity
resolution are lark's). lark 1.3 keeps Joop Leo's transitive items disabled (their table is never
filled), so that branch is left out; `install` swaps the parser in only for the lark versions it
was checked against, and otherwise leaves lark's own (slower, same answers).
tests/unit/test_oracle_earley.py parses real lines both ways and compares the trees and errors.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import lark
from lark.parsers import earley
from lark.parsers.earley_common import Item
from lark.utils import OrderedSet

# The lark releases whose `earley.Parser` this subclass was read against (the predictor/completer
# and the column type it replaces). Another release keeps lark's own parser until it is checked.
CHECKED_LARK = ("1.3.",)


class _Column(OrderedSet[Item]):
    """An Earley set (a column) that indexes its items by the symbol they expect, once, when the
    completer first asks (the column is then finished: see the module docstring)."""

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self.by_expected: dict[Any, list[Item]] | None = None

    def expecting(self, symbol: Any) -> list[Item]:
        if self.by_expected is None:
            index: dict[Any, list[Item]] = {}
            for item in self.d:
                if item.expect is not None:
                    index.setdefault(item.expect, []).append(item)
            self.by_expected = index
        return self.by_expected.get(symbol, [])


class IndexedEarley(earley.Parser):
    """lark's Earley parser with the predictor and completer of the module docstring."""

    def predict_and_complete(  # type: ignore[no-untyped-def]
        self, i, to_scan, columns, transitives, node_cache
    ) -> None:
        column = columns[i]
        held: dict[Any, Any] = {}  # nonterminals completed empty in this column (Scott's H)
        predicted: set[Any] = set()  # nonterminals predicted in this column
        rules_predicted: set[int] = set()  # the rules (by identity) whose item this column has
        terminals = self.TERMINALS
        pending = deque(column)

        def node_for(label: tuple[Any, int, int]) -> Any:
            if label in node_cache:
                return node_cache[label]
            node = node_cache[label] = self.SymbolNode(*label)  # type: ignore[no-untyped-call]
            return node

        def place(new: Item) -> None:
            if new.expect in terminals:
                to_scan.add(new)
            elif new not in column:
                column.add(new)
                pending.append(new)

        while pending:
            item = pending.pop()
            if item.is_complete:
                if item.node is None:
                    item.node = node_for((item.s, item.start, i))
                    item.node.add_family(item.s, item.rule, item.start, None, None)
                if item.start == i:  # completed empty: the column is still growing, scan it as it is
                    held[item.rule.origin] = item.node
                    waiting = [o for o in columns[i] if o.expect is not None and o.expect == item.s]
                else:
                    waiting = columns[item.start].expecting(item.s)
                for originator in waiting:
                    advanced = originator.advance()
                    advanced.node = node_for((advanced.s, originator.start, i))
                    advanced.node.add_family(advanced.s, advanced.rule, i, originator.node, item.node)
                    place(advanced)
            elif item.expect in self.NON_TERMINALS:
                fresh: list[Item] = []
                if item.expect not in predicted:
                    predicted.add(item.expect)
                    for rule in self.predictions[item.expect]:
                        if id(rule) not in rules_predicted:
                            rules_predicted.add(id(rule))
                            fresh.append(Item(rule, 0, i))  # type: ignore[no-untyped-call]
                if item.expect in held:
                    advanced = item.advance()
                    advanced.node = node_for((advanced.s, item.start, i))
                    advanced.node.add_family(advanced.s, advanced.rule, advanced.start, item.node, held[item.expect])
                    fresh.append(advanced)
                for new in fresh:
                    place(new)


def install(parser: lark.Lark) -> bool:
    """Swap `IndexedEarley` in for the Earley parser of `parser` (built with a custom lexer, as
    grammar.py builds it); False, leaving lark's own, on a lark release not checked."""
    inner = getattr(parser.parser, "parser", None)
    if not lark.__version__.startswith(CHECKED_LARK) or type(inner) is not earley.Parser:
        return False
    inner.__class__ = IndexedEarley
    inner.Set = _Column  # type: ignore[assignment]
    return True
