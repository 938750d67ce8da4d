"""The Earley parser of lark with two redundant steps of its predictor/completer skipped, one
lookup indexed, and the predictor looking one word ahead; the same parse forests, trees and errors.

lark's `earley.Parser.predict_and_complete` (lark 1.3) spends most of a parse of an Oracle line
(oracle.lark has some 4,000 lines of rules) on work whose result it then throws away:

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
3. Look-ahead (session 28). The grammar's lexer (grammar.py `_OracleLexer`) knows every word of the
   line before the parse starts, so the predictor of column i knows the terminal of word i. A
   predicted rule whose right side can neither begin with that terminal (its FIRST set, through
   the symbols that can derive nothing) nor derive nothing can never scan a word or complete:
   its item, and everything it would predict, dies in that column without adding a node to the
   forest. Only the viable rules are predicted (the first column, which lark seeds with the start
   symbol's whole closure, too), cached per nonterminal and terminal. At the end of the line only
   the rules that derive nothing are viable. The forest keeps the same nodes and families, so the
   trees and refusals are the same (the refusal is at the same word: a word some item could scan
   is scanned by the same item); lark's UnexpectedEOF lists fewer expected terminals, which the
   reader does not use. Measured on Core Set 2019's lines: a quarter of the time of the
   predictor and completer of 1 and 2 alone.

Nothing else changes (held completions, node cache, SPPF families, the scanner, ambiguity
resolution are lark's). lark 1.3 keeps Joop Leo's transitive items disabled (their table is never
filled), so that branch is left out; `install` swaps the parser in only for the lark versions it
was checked against, and otherwise leaves lark's own (slower, same answers).
tests/unit/test_oracle_earley.py parses real lines both ways and compares the trees and errors.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

import lark
from lark.exceptions import UnexpectedEOF
from lark.grammar import NonTerminal
from lark.parsers import earley
from lark.parsers.earley_common import Item
from lark.parsers.earley_forest import ForestToParseTree
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


# The terminal kinds of the line being parsed (the custom lexer reads the whole line before the
# parse starts), for the predictor's look-ahead; None: not known (every rule is predicted).
_LOOKAHEAD: ContextVar[tuple[str, ...] | None] = ContextVar("oracle_earley_lookahead", default=None)


class _Replay:
    """The tokens of a line, handed to lark's scan loop as its lexer hands them."""

    def __init__(self, tokens: list[Any]) -> None:
        self.tokens = tokens

    def lex(self, expects: Any) -> Iterator[Any]:
        return iter(self.tokens)


class IndexedEarley(earley.Parser):
    """lark's Earley parser with the predictor and completer of the module docstring."""

    def parse(self, lexer: Any, start: str) -> Any:
        """lark's `parse` (seed the first column with the start symbol's predictions, run the Earley
        loop, take the start symbol's node and make the tree), with the line's words read first for
        the look-ahead, and the first column seeded with the viable predictions only."""
        tokens = list(lexer.lex(None))
        kinds = tuple(token.type for token in tokens)
        reset = _LOOKAHEAD.set(kinds)
        try:
            start_symbol = NonTerminal(start)
            columns: list[Any] = [self.Set()]
            to_scan: Any = self.Set()
            for rule in self._viable(start_symbol, kinds[0] if kinds else None):
                item = Item(rule, 0, 0)  # type: ignore[no-untyped-call]
                if item.expect in self.TERMINALS:
                    to_scan.add(item)
                else:
                    columns[0].add(item)
            to_scan = self._parse(_Replay(tokens), columns, to_scan, start_symbol)  # type: ignore[no-untyped-call]
            roots = list(dict.fromkeys(
                item.node for item in columns[-1]
                if item.is_complete and item.node is not None and item.s == start_symbol and item.start == 0
            ))
        finally:
            _LOOKAHEAD.reset(reset)
        if not roots:
            expected = [item.expect.name for item in to_scan]
            raise UnexpectedEOF(expected, state=frozenset(item.s for item in to_scan))  # type: ignore[no-untyped-call]
        if len(roots) > 1:
            raise RuntimeError("more than one start symbol node: an Earley parser error")
        if self.Tree is None:
            return roots[0]  # the forest itself (lark's `tree_class=None`)
        # as lark builds the tree: no ForestToParseTree cache when resolving ambiguity (lark issue #1283)
        visitor = self.forest_sum_visitor and self.forest_sum_visitor()  # type: ignore[no-untyped-call]
        transformer = ForestToParseTree(  # type: ignore[no-untyped-call]
            self.Tree, self.callbacks, visitor, self.resolve_ambiguity, not self.resolve_ambiguity
        )
        return transformer.transform(roots[0])  # type: ignore[no-untyped-call]

    def _viable(self, symbol: Any, kind: str | None) -> list[Any]:
        """The rules of `symbol`'s prediction closure that can begin with a word of terminal `kind`
        or derive nothing (`kind` None: at the end of the line, only those deriving nothing)."""
        cache: dict[tuple[Any, str | None], list[Any]] | None = self.__dict__.get("_viable_cache")
        if cache is None:
            cache = self.__dict__["_viable_cache"] = {}
        key = (symbol, kind)
        found = cache.get(key)
        if found is None:
            found = cache[key] = [rule for rule in self.predictions[symbol] if self._starts(rule, kind)]
        return found

    def _starts(self, rule: Any, kind: str | None) -> bool:
        for symbol in rule.expansion:
            if symbol.is_term:
                return kind is not None and symbol.name == kind
            if kind is not None and any(first.name == kind for first in self.FIRST[symbol]):
                return True
            if symbol not in self.NULLABLE:
                return False
        return True

    def predict_and_complete(  # type: ignore[no-untyped-def]
        self, i, to_scan, columns, transitives, node_cache
    ) -> None:
        column = columns[i]
        kinds = _LOOKAHEAD.get()
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
                    rules = self.predictions[item.expect] if kinds is None else (
                        self._viable(item.expect, kinds[i] if i < len(kinds) else None))
                    for rule in rules:
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
