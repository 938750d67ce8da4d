"""The search index's arithmetic (app/rulings/term_index.py) against plain re-statements of the
databases' formulas: FTS5's bm25 and PostgreSQL's ts_rank (calc_rank_and / calc_rank_or,
normalisation 1), and its candidates: every row that can be in the first k is kept, rows with
the same score inputs share a group. (tests/api/test_search_index.py compares whole rankings
with the databases' own.)"""

from __future__ import annotations

import math
import random

import numpy as np

from app.rulings.term_index import TermIndex, build_index


def _index(dialect: str, docs: list[list[str]]) -> TermIndex:
    """An index of documents given as token lists (positions 1, 2, ...)."""
    where: dict[str, dict[int, list[int]]] = {}
    for row, tokens in enumerate(docs):
        for position, token in enumerate(tokens, 1):
            where.setdefault(token, {}).setdefault(row, []).append(position)
    postings = []
    for term in sorted(where):
        rows = sorted(where[term])
        positions = np.array([p for r in rows for p in where[term][r]], dtype=np.int64)
        postings.append((term, np.array(rows, dtype=np.int64),
                         np.array([len(where[term][r]) for r in rows], dtype=np.int64),
                         positions if dialect == "postgresql" else None))
    lengths = np.array([float(len(d)) for d in docs])
    ids = [f"{i:04d}" for i in range(len(docs))]
    return build_index(dialect, ids, list(range(len(docs))) if dialect == "sqlite" else ids, lengths, postings)


def _bm25(docs: list[list[str]], terms: list[str], row: int) -> float:
    n = len(docs)
    avgdl = sum(len(d) for d in docs) / n
    score = 0.0
    for term in terms:
        hits = sum(1 for d in docs if term in d)
        idf = math.log((n - hits + 0.5) / (hits + 0.5))
        idf = idf if idf > 0 else 1e-6
        tf = docs[row].count(term)
        score += idf * ((tf * 2.2) / (tf + 1.2 * (1 - 0.75 + 0.75 * len(docs[row]) / avgdl)))
    return score


def _ts_rank(doc: list[str], lexemes: list[str]) -> float:
    positions = [[i for i, t in enumerate(doc, 1) if t == lexeme] for lexeme in lexemes]
    if len(lexemes) == 1:
        res = sum(0.1 / (j + 1) ** 2 for j in range(len(positions[0]))) / 1.64493406685
    else:
        res = -1.0
        for i in range(len(lexemes)):
            for k in range(i):
                for a in positions[i]:
                    for b in positions[k]:
                        dist = abs(a - b)
                        if dist == 0:
                            continue
                        word_distance = 1e-30 if dist > 100 else 1.0 / (1.005 + 0.05 * math.exp(dist / 1.5 - 2))
                        curw = math.sqrt(0.1 * 0.1 * word_distance)
                        res = curw if res < 0 else 1.0 - (1.0 - res) * (1.0 - curw)
        res = res if res >= 0 else 1e-20
    return res / (math.log(len(doc) + 1) / math.log(2.0))


def _corpus(seed: int, once: bool = False) -> list[list[str]]:
    rng = random.Random(seed)
    words = ["a", "b", "c", "d", "e", "f"]
    docs = []
    for _ in range(200):
        if once:  # every word at most once: the one-pair-per-row path
            docs.append(rng.sample(words, rng.randint(2, 6)) + ["x"] * rng.randint(0, 130))
        else:
            docs.append([rng.choice(words) for _ in range(rng.randint(2, 12))])
    return docs


def test_bm25_estimate_is_fts5_formula() -> None:
    docs = _corpus(1)
    index = _index("sqlite", docs)
    for terms in (["a"], ["a", "b"], ["c", "c"], ["a", "b", "c"]):
        candidates = index.candidates(terms, k=len(docs))
        matched = sorted(r for r, d in enumerate(docs) if all(t in d for t in terms))
        assert candidates.total == len(matched)
        assert sorted(candidates.rows.tolist()) == matched
        estimate = index._bm25(np.array(matched, dtype=np.int32),
                               [np.array([docs[r].count(t) for r in matched], dtype=np.float64) for t in terms],
                               [sum(1 for d in docs if t in d) for t in terms])
        expected = [_bm25(docs, terms, r) for r in matched]
        assert np.allclose(estimate, expected, rtol=1e-12, atol=0)


def test_ts_rank_estimate_is_postgres_formula_with_repeats_and_with_single_occurrences() -> None:
    for docs in (_corpus(2), _corpus(3, once=True)):
        index = _index("postgresql", docs)
        for lexemes in (["a"], ["a", "b"], ["b", "c", "d"]):
            matched = np.array([r for r, d in enumerate(docs) if all(t in d for t in lexemes)], dtype=np.int32)
            postings = []
            for t in lexemes:
                found = index.postings(t)
                assert found is not None
                rows, _, start = found
                postings.append(start + np.searchsorted(rows, matched))
            estimate, _ = index._ts_rank(matched, postings)
            expected = [_ts_rank(docs[r], lexemes) for r in matched.tolist()]
            assert np.allclose(estimate, expected, rtol=1e-9, atol=0), lexemes


def test_candidates_hold_every_row_of_the_first_k_and_group_equal_inputs() -> None:
    docs = [["a", "b", "x"]] * 30 + [["a", "x", "b", "x"]] * 5 + [["b", "a"]] * 3 + [["a", "y", "y", "y", "b"]]
    for dialect in ("sqlite", "postgresql"):
        index = _index(dialect, docs)
        candidates = index.candidates(["a", "b"], k=4)
        assert candidates.total == len(docs)
        kept = set(candidates.rows.tolist())
        # The 3 shortest rows score highest; the 4th place falls in the 30-way tie: all 30 kept.
        assert {35, 36, 37} <= kept and set(range(30)) <= kept
        groups = {g: [r for r, gr in zip(candidates.rows.tolist(), candidates.group.tolist(), strict=True) if gr == g]
                  for g in set(candidates.group.tolist())}
        assert len(candidates.representatives) == len(groups)
        assert any(set(range(30)) == set(rows) for rows in groups.values())
        scores = np.arange(len(groups), 0, -1, dtype=np.float64)  # any exact scores, one per group
        top = index.top(candidates, scores, 4)
        assert len(top) == 4 and [s for _, s in top] == sorted((s for _, s in top), reverse=True)
