"""A check that a regular expression cannot make Python's backtracking matcher take more than
linear time: the proof behind tests/reliability/test_regexes_linear.py.

Python's `re` tries the ways a pattern can match one after another. It only takes super-linear
time when some text can be matched in many ways on the way to a failure: the pattern is
*ambiguous*. The classic criterion (Weber and Seidl, 1991; used for ReDoS by Wüstholz et al.,
"Static Detection of DoS Vulnerabilities in Programs that use Regular Expressions", 2017) reads
the pattern as its position automaton (Glushkov) and looks for:

- exponential ambiguity (EDA): a state with two different paths back to itself on the same word
  (`(a|a)*`, `(a+)+`);
- polynomial ambiguity (IDA): two different states p and q and a word w such that p loops to
  itself on w, goes to q on w, and q loops to itself on w (`\\s*\\s*`, `.*,.*`).

A pattern with neither is at most finitely ambiguous: each failed attempt costs linear time.

How the pattern is used decides the automaton that is checked:
- `search`, `sub`, `findall`, `finditer`, `split` try every start: unless the pattern is anchored
  at the start (`^` without MULTILINE, `\\A`), the start state loops on every character (Σ*),
  so `\\s+x` over a line of spaces (n attempts of n steps) is caught;
- `match` starts at 0 only; `fullmatch` must also end at the end: an end marker is appended;
- the matcher stops at its first success: without an end anchor, a path that reaches a final
  state is a success, never a backtrack, so final states have no way out.

The check is conservative (an over-approximation of the language can only add ambiguity): word
boundaries and lookarounds are read as "always true" in the main pattern; a lookaround's own
body must have a bounded length (it is tried at each position); backreferences and conditional
groups are refused; a repeat bounded above 16 is read as unbounded. Character classes are
compared on a sample of code points: all of U+0000-U+2FFF plus every character the pattern names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

UNROLL = 16  # a repeat bounded above this is read as unbounded (x{2,40} -> xx x*)
END = -1  # the index of the end-of-text symbol in masks (bit 0)

_CATEGORY_PATTERNS = {
    sre.CATEGORY_DIGIT: r"\d",
    sre.CATEGORY_NOT_DIGIT: r"\D",
    sre.CATEGORY_SPACE: r"\s",
    sre.CATEGORY_NOT_SPACE: r"\S",
    sre.CATEGORY_WORD: r"\w",
    sre.CATEGORY_NOT_WORD: r"\W",
}


class Refused(Exception):
    """The pattern uses something the check cannot reason about (a backreference)."""


@dataclass
class _Alphabet:
    """Code points standing for every class of characters the patterns distinguish."""

    points: list[int]
    index: dict[int, int] = field(default_factory=dict)
    categories: dict[Any, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.points = sorted(set(self.points))
        self.index = {cp: i + 1 for i, cp in enumerate(self.points)}  # bit 0 is the end of text
        for category, pattern in _CATEGORY_PATTERNS.items():
            compiled = re.compile(pattern)
            mask = 0
            for cp, bit in self.index.items():
                if compiled.fullmatch(chr(cp)):
                    mask |= 1 << bit
            self.categories[category] = mask
        self.all = ((1 << (len(self.points) + 1)) - 1) & ~1

    def char(self, cp: int) -> int:
        return 1 << self.index[cp]

    def span(self, lo: int, hi: int) -> int:
        mask = 0
        for cp, bit in self.index.items():
            if lo <= cp <= hi:
                mask |= 1 << bit
        return mask


def _codepoints(tree: Any, out: set[int]) -> None:
    for op, av in tree:
        if op in (sre.LITERAL, sre.NOT_LITERAL):
            out.update(_cases(av))
        elif op is sre.RANGE:
            out.update((av[0], av[1]))
            out.update(_cases(av[0]) | _cases(av[1]))
        elif op is sre.IN:
            _codepoints(av, out)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            _codepoints(av[2], out)
        elif op is sre.SUBPATTERN:
            _codepoints(av[3], out)
        elif op is sre.ATOMIC_GROUP:
            _codepoints(av, out)
        elif op is sre.BRANCH:
            for branch in av[1]:
                _codepoints(branch, out)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            _codepoints(av[1], out)


def _cases(cp: int) -> set[int]:
    ch = chr(cp)
    return {ord(c) for c in {ch, ch.lower(), ch.upper(), ch.casefold()} if len(c) == 1}


def alphabet_for(patterns: Iterable[str]) -> _Alphabet:
    points: set[int] = set(range(0x3000))
    for pattern in patterns:
        _codepoints(sre_parse.parse(pattern), points)
    return _Alphabet(sorted(points))


@dataclass
class _Fragment:
    """Glushkov's sets for a sub-pattern: can it match nothing, its first and last positions."""

    nullable: bool
    first: frozenset[int]
    last: frozenset[int]


class _Automaton:
    """Positions (one per character-class occurrence) with their masks, and the follow edges."""

    def __init__(self, alphabet: _Alphabet) -> None:
        self.alphabet = alphabet
        self.masks: list[int] = [alphabet.all]  # state 0 is the start state
        self.follow: list[set[int]] = [set()]

    def position(self, mask: int) -> _Fragment:
        self.masks.append(mask)
        self.follow.append(set())
        p = len(self.masks) - 1
        return _Fragment(False, frozenset({p}), frozenset({p}))

    def link(self, sources: Iterable[int], targets: Iterable[int]) -> None:
        targets = frozenset(targets)
        for s in sources:
            self.follow[s] |= targets


_EMPTY = _Fragment(True, frozenset(), frozenset())


def _concat(auto: _Automaton, parts: list[_Fragment]) -> _Fragment:
    result = _EMPTY
    for part in parts:
        auto.link(result.last, part.first)
        result = _Fragment(
            result.nullable and part.nullable,
            result.first | part.first if result.nullable else result.first,
            part.last | result.last if part.nullable else part.last,
        )
    return result


def _bounded(tree: Any) -> bool:
    """Whether a sub-pattern matches text of bounded length."""
    for op, av in tree:
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            if av[1] == sre.MAXREPEAT or not _bounded(av[2]):
                return False
        elif op is sre.SUBPATTERN:
            if not _bounded(av[3]):
                return False
        elif op is sre.ATOMIC_GROUP:
            if not _bounded(av):
                return False
        elif op is sre.BRANCH and not all(_bounded(b) for b in av[1]):
            return False
    return True


class _Builder:
    def __init__(self, auto: _Automaton, problems: list[str]) -> None:
        self.auto = auto
        self.problems = problems

    def charset(self, op: Any, av: Any, ignore_case: bool) -> int:
        a = self.auto.alphabet
        if op is sre.ANY:
            return a.all
        if op is sre.LITERAL:
            return self._literal(av, ignore_case)
        if op is sre.NOT_LITERAL:
            return a.all & ~self._literal(av, ignore_case)
        assert op is sre.IN
        mask, negate = 0, False
        for item_op, item in av:
            if item_op is sre.NEGATE:
                negate = True
            elif item_op is sre.LITERAL:
                mask |= self._literal(item, ignore_case)
            elif item_op is sre.RANGE:
                mask |= a.span(*item)
                if ignore_case:
                    for cp in range(item[0], min(item[1], item[0] + 4096) + 1):
                        for other in _cases(cp):
                            if other in a.index:
                                mask |= a.char(other)
            elif item_op is sre.CATEGORY:
                if item not in a.categories:
                    raise Refused(f"unknown category {item}")
                mask |= a.categories[item]
            else:
                raise Refused(f"unknown class item {item_op}")
        return (a.all & ~mask) if negate else mask

    def _literal(self, cp: int, ignore_case: bool) -> int:
        a = self.auto.alphabet
        if not ignore_case:
            return a.char(cp)
        mask = 0
        for other in _cases(cp):
            mask |= a.char(other)
        return mask

    def build(self, tree: Any, flags: int) -> _Fragment:
        return _concat(self.auto, [self.node(op, av, flags) for op, av in tree])

    def node(self, op: Any, av: Any, flags: int) -> _Fragment:
        ignore_case = bool(flags & re.IGNORECASE)
        if op in (sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN):
            return self.auto.position(self.charset(op, av, ignore_case))
        if op is sre.SUBPATTERN:
            _group, add, remove, sub = av
            return self.build(sub, (flags | add) & ~remove)
        if op is sre.ATOMIC_GROUP:
            return self.build(av, flags)
        if op is sre.BRANCH:
            branches = [self.build(b, flags) for b in av[1]]
            return _Fragment(
                any(b.nullable for b in branches),
                frozenset().union(*(b.first for b in branches)),
                frozenset().union(*(b.last for b in branches)),
            )
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, sub = av
            unbounded = high == sre.MAXREPEAT or high > UNROLL
            copies = [self.build(sub, flags) for _ in range(low)]
            if unbounded:
                star = self.build(sub, flags)
                self.auto.link(star.last, star.first)
                copies.append(_Fragment(True, star.first, star.last))
            else:
                # x{0,k}: optional copies, each one only after the one before
                optional: list[_Fragment] = []
                for _ in range(high - low):
                    copy = self.build(sub, flags)
                    optional.append(_Fragment(True, copy.first, copy.last))
                copies.extend(_nested_optional(self.auto, optional))
            return _concat(self.auto, copies)
        if op is sre.AT:
            if av in (sre.AT_END, sre.AT_END_STRING):
                return self.auto.position(1)  # the end-of-text symbol
            return _EMPTY  # ^ (handled by the caller), \b, \B: read as always true
        if op in (sre.ASSERT, sre.ASSERT_NOT):
            if not _bounded(av[1]):
                self.problems.append("a lookaround whose body has no bounded length (tried at every position)")
            return _EMPTY
        raise Refused(f"{op} (backreferences and conditional groups cannot be checked)")


def _nested_optional(auto: _Automaton, copies: list[_Fragment]) -> list[_Fragment]:
    """x{0,3} as (x(x(x)?)?)?: one fragment."""
    if not copies:
        return []
    inner = copies[-1]
    for outer in reversed(copies[:-1]):
        auto.link(outer.last, inner.first)
        inner = _Fragment(True, outer.first, outer.last | inner.last)
    return [inner]


MODES = ("search", "match", "fullmatch")


def _anchored_at_start(tree: Any, flags: int) -> bool:
    for op, av in tree:
        if op is sre.AT:
            if av is sre.AT_BEGINNING_STRING or (av is sre.AT_BEGINNING and not flags & re.MULTILINE):
                return True
            continue
        if op is sre.SUBPATTERN:
            return _anchored_at_start(av[3], flags | av[1])
        return False
    return False


def ambiguity(pattern: str, flags: int, mode: str, alphabet: _Alphabet) -> list[str]:
    """What makes `pattern`, used by `mode` (search | match | fullmatch), super-linear: [] if nothing.

    Besides the whole pattern, each unbounded repeat is checked on its own as a full match: a
    greedy loop at the end of the pattern tries every further round before its success, so its
    rounds must not be ambiguous among themselves either."""
    tree = sre_parse.parse(pattern, flags)
    flags |= tree.state.flags
    problems = _check(tree, flags, mode, alphabet, _anchored_at_start(tree, flags))
    for repeat in _repeats(tree):
        if problems:
            break
        problems = _check([repeat], flags, "fullmatch", alphabet, True)
    return problems


def _repeats(tree: Any) -> Iterator[Any]:
    for op, av in tree:
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            if av[1] == sre.MAXREPEAT or av[1] > UNROLL:
                yield (op, av)
            yield from _repeats(av[2])
        elif op is sre.SUBPATTERN:
            yield from _repeats(av[3])
        elif op is sre.ATOMIC_GROUP:
            yield from _repeats(av)
        elif op is sre.BRANCH:
            for branch in av[1]:
                yield from _repeats(branch)


def _check(tree: Any, flags: int, mode: str, alphabet: _Alphabet, anchored: bool) -> list[str]:
    auto = _Automaton(alphabet)
    problems: list[str] = []
    builder = _Builder(auto, problems)
    try:
        root = builder.build(tree, flags)
    except Refused as refused:
        return [f"cannot be checked: {refused}"]
    auto.link([0], root.first)
    finals = set(root.last) | ({0} if root.nullable else set())
    if mode == "fullmatch":
        end = auto.position(1)
        auto.link(root.last, end.first)
        if root.nullable:
            auto.link([0], end.first)
        finals = set(end.last)
    if mode == "search" and not anchored:
        auto.follow[0].add(0)  # Σ*: an attempt at every start
    for f in finals:
        if f != 0:
            auto.follow[f] = set()  # the first success ends the match: no backtracking past it
    problems.extend(_ambiguous(auto))
    return problems


def _sccs(succ: list[set[int]]) -> list[list[int]]:
    """Strongly connected components (Tarjan, iterative)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for root in range(len(succ)):
        if root in index:
            continue
        work = [(root, iter(sorted(succ[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(succ[w]))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                out.append(component)
    return out


def _ambiguous(auto: _Automaton) -> list[str]:
    succ, masks = auto.follow, auto.masks
    components = _sccs(succ)
    component_of = {s: i for i, comp in enumerate(components) for s in comp}
    cyclic = [comp for comp in components if len(comp) > 1 or comp[0] in succ[comp[0]]]
    problems: list[str] = []
    # EDA: in one component, the pair graph joins a diagonal pair and an off-diagonal one.
    for comp in cyclic:
        members = set(comp)
        pair_succ: dict[tuple[int, int], set[tuple[int, int]]] = {}
        for x in comp:
            for y in comp:
                pair_succ[(x, y)] = {
                    (a, b) for a in succ[x] & members for b in succ[y] & members if masks[a] & masks[b]
                }
        keys = list(pair_succ)
        number = {k: i for i, k in enumerate(keys)}
        pair_components = _sccs([{number[t] for t in pair_succ[k]} for k in keys])
        for pc in pair_components:
            pairs = [keys[i] for i in pc]
            if len(pairs) > 1 and any(a == b for a, b in pairs) and any(a != b for a, b in pairs):
                problems.append("exponential: two different ways round one loop on the same text")
                return problems
    # IDA: p loops on w, p reaches q on w, q loops on w (p != q).
    reach = _reachability(succ)
    for comp_p in cyclic:
        for comp_q in cyclic:
            if comp_p is comp_q:
                continue
            p0, q0 = comp_p[0], comp_q[0]
            if q0 not in reach[p0]:
                continue
            between = {s for s in reach[p0] | {p0} if q0 in reach[s] or s == q0}
            if _triple_path(succ, masks, set(comp_p), between, set(comp_q)):
                problems.append(
                    "polynomial: two loops one after the other can share the same text "
                    f"(states {sorted(comp_p)[:3]} and {sorted(comp_q)[:3]})"
                )
                return problems
    del component_of
    return problems


def _reachability(succ: list[set[int]]) -> list[set[int]]:
    out: list[set[int]] = []
    for s in range(len(succ)):
        seen: set[int] = set()
        todo = list(succ[s])
        while todo:
            v = todo.pop()
            if v not in seen:
                seen.add(v)
                todo.extend(succ[v])
        out.append(seen)
    return out


def _triple_path(succ: list[set[int]], masks: list[int], cp: set[int], between: set[int], cq: set[int]) -> bool:
    """Whether, for some p in cp and q in cq, one word leads p->p, p->q and q->q at once."""
    for p in cp:
        for q in cq:
            start = (p, p, q)
            seen: set[tuple[int, int, int]] = set()
            todo = [start]
            while todo:
                x, y, z = todo.pop()
                for a in succ[x] & cp:
                    for b in succ[y] & between:
                        ab = masks[a] & masks[b]
                        if not ab:
                            continue
                        for c in succ[z] & cq:
                            if not ab & masks[c]:
                                continue
                            if (a, b, c) == (p, q, q):
                                return True
                            if (a, b, c) not in seen:
                                seen.add((a, b, c))
                                todo.append((a, b, c))
    return False
