"""An in-process inverted index of the rulings, one per database and data version, that finds the
first page of a ranked full-text search without the database scoring every match.

The database's own ranking stays the ranking: SQLite FTS5's `bm25` and PostgreSQL's
`ts_rank(..., 1)`. What the index adds is which rows can be on the page. It holds, for every
term the database's full-text index holds (the same tokens: read from that index, stemmed by
the database), the rows that contain it, how often, where (PostgreSQL), and each row's length.
A search then

1. intersects the posting lists of its terms (every term must match, as in the database: the
   intersection's size is the `total`),
2. estimates each match's score with the database's formula, in float64 (error e: at most
   half the margin, relative; see MARGIN_SQLITE and MARGIN_POSTGRES),
3. keeps as candidates every match whose estimate is at least T - margin, T being the k-th best
   estimate,
4. asks the database for the exact scores of the candidates (one statement), and orders them
   by (score desc, ruling id), as the database's ORDER BY does.

Why the first k are exact: a row left out has an estimate under T - margin, so its true score
is under T - margin + e <= T - e; each of the k rows whose estimate is at least T has a true
score of at least T - e. So k rows strictly outrank every row left out, and the first k of the
candidates, ordered by their exact scores, are the first k of the whole ranking. The database
scores one row per group of candidates whose scores come from the same inputs (bm25: the same
term frequencies and length; ts_rank: the same positions up to a shift, and the same length)
and its score is given to the rest of the group; which keeps the database's work to a few rows
when thousands tie.

This module is pure arithmetic over arrays (numpy); reading the index and the exact scores is
done in app/rulings/repository.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

# Relative distance, under the k-th best estimate, within which a match is a candidate: at least
# twice the estimate's largest relative error. SQLite computes bm25 in double precision, in the
# order used here (the estimate is the same arithmetic: errors of a few ulps at most);
# PostgreSQL computes ts_rank in float4, rounding after each step (a relative error of ~6e-8
# each: 1e-4 covers a hundred pairs of positions, and grows with the most pairs of a match).
MARGIN_SQLITE = 1e-9
MARGIN_POSTGRES = 1e-4
# SQLite FTS5 bm25 parameters (fts5_aux.c: k1 = 1.2, b = 0.75).
_K1, _B = 1.2, 0.75
# PostgreSQL ts_rank: the default weight of a lexeme with no weight set (D), MAXENTRYPOS.
_PG_WEIGHT_D = 0.1
_FAR = 101  # word_distance is 1e-30 past a distance of 100
# log(1 - curw) by distance (0: a pair at the same position, which ts_rank skips; _FAR: any
# distance past 100), curw = sqrt(w * w * word_distance(d)),
# word_distance(d) = 1 / (1.005 + 0.05 * exp(d / 1.5 - 2)).
_DISTANCES = np.arange(_FAR + 1, dtype=np.float64)
_LOG_KEEP = np.log1p(-np.sqrt(_PG_WEIGHT_D * _PG_WEIGHT_D * np.where(
    _DISTANCES > 100, 1e-30, 1.0 / (1.005 + 0.05 * np.exp(_DISTANCES / 1.5 - 2)))))
_LOG_KEEP[0] = 0.0


@dataclass(frozen=True, slots=True)
class Candidates:
    """The rows that may be in the first k of a ranking: `rows[i]` belongs to group `group[i]`;
    the rows of a group have their score from the same inputs, so the database scores one row
    of each, `representatives[g]`."""

    total: int  # how many rows match
    rows: npt.NDArray[np.int64]
    group: npt.NDArray[np.int64]
    representatives: list[int]


_NONE = Candidates(0, np.zeros(0, np.int64), np.zeros(0, np.int64), [])


@dataclass(slots=True)
class TermIndex:
    """Posting lists in CSR form: term t's rows are rows[starts[t]:starts[t+1]] (ascending
    row numbers), with counts[...] occurrences; on PostgreSQL, posting p's positions are
    positions[pos_starts[p]:pos_starts[p+1]]."""

    dialect: str  # "sqlite" | "postgresql"
    ruling_ids: list[str]  # row number -> ruling id
    locators: list[Any]  # row number -> what the database finds the row by (FTS5 rowid; ruling id)
    lengths: FloatArray  # row number -> its length in tokens (bm25's D; ts_rank's cnt_length)
    terms: dict[str, int]
    starts: IntArray
    rows: npt.NDArray[np.int32]
    counts: npt.NDArray[np.int32]
    pos_starts: IntArray | None = None
    positions: npt.NDArray[np.int32] | None = None
    total_tokens: float = 0.0
    by_locator: dict[Any, int] = field(default_factory=dict)
    tokenizer: str = ""  # SQLite: the FTS5 tokenizer the terms come from
    _by_ruling_id: dict[str, int] | None = None
    id_order: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros(0, np.int64))  # row -> rank of its id

    def rows_of(self, ruling_ids: set[str]) -> npt.NDArray[np.int32]:
        """The row numbers of these rulings (ascending; unknown ids left out)."""
        if self._by_ruling_id is None:
            self._by_ruling_id = {rid: i for i, rid in enumerate(self.ruling_ids)}
        found = sorted(self._by_ruling_id[r] for r in ruling_ids if r in self._by_ruling_id)
        return np.asarray(found, dtype=np.int32)

    @property
    def size(self) -> int:
        return len(self.ruling_ids)

    def nbytes(self) -> int:
        """Memory held, roughly: the arrays, the id strings and the dictionaries."""
        arrays = sum(a.nbytes for a in (self.lengths, self.starts, self.rows, self.counts, self.id_order))
        if self.pos_starts is not None and self.positions is not None:
            arrays += self.pos_starts.nbytes + self.positions.nbytes
        strings = sum(49 + len(r) for r in self.ruling_ids) + 8 * len(self.locators)
        dicts = 100 * len(self.terms) + 100 * len(self.by_locator)
        return arrays + strings + dicts

    def postings(self, term: str) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32], int] | None:
        t = self.terms.get(term)
        if t is None:
            return None
        start, end = int(self.starts[t]), int(self.starts[t + 1])
        return self.rows[start:end], self.counts[start:end], start

    def candidates(self, terms: Sequence[str], k: int, allowed: npt.NDArray[np.int32] | None = None) -> Candidates:
        """The candidate rows of the first `k` of the ranking of `terms` (every one must match;
        a term may repeat: SQLite scores each phrase), among the `allowed` rows (ascending) if
        given. `terms` are the index's own tokens."""
        unique = list(dict.fromkeys(terms))
        lists = [self.postings(t) for t in unique]
        if not unique or any(p is None for p in lists):
            return _NONE
        found = [p for p in lists if p is not None]
        order = sorted(range(len(found)), key=lambda i: len(found[i][0]))
        matched = found[order[0]][0]
        if allowed is not None:
            matched = np.intersect1d(matched, allowed, assume_unique=True)
        for i in order[1:]:
            matched = np.intersect1d(matched, found[i][0], assume_unique=True)
        total = len(matched)
        k = min(k, total)
        if k <= 0:
            return Candidates(total, _NONE.rows, _NONE.group, [])
        # Each term's posting for every matched row (posting lists are sorted by row).
        where = [np.searchsorted(rows, matched) for rows, _, _ in found]
        if self.dialect == "sqlite":
            tfs = [found[i][1][where[i]].astype(np.float64) for i in range(len(found))]
            df = {t: len(found[i][0]) for i, t in enumerate(unique)}
            estimate = self._bm25(matched, [tfs[unique.index(t)] for t in terms], [df[t] for t in terms])
            margin = MARGIN_SQLITE
        else:
            postings = [found[i][2] + where[i] for i in range(len(found))]
            estimate, most_pairs = self._ts_rank(matched, postings)
            margin = MARGIN_POSTGRES * max(1.0, most_pairs / 100)
        threshold = float(np.partition(estimate, total - k)[total - k])
        kept = np.nonzero(estimate >= threshold - margin * abs(threshold))[0]
        rows = matched[kept].astype(np.int64)
        # Group the kept rows by the inputs of their score.
        if self.dialect == "sqlite":
            columns = np.column_stack([self.lengths[rows], *(tf[kept] for tf in tfs)])
            _, first, group = np.unique(columns, axis=0, return_index=True, return_inverse=True)
            return Candidates(total, rows, group.ravel().astype(np.int64), [int(rows[i]) for i in first])
        # ts_rank: rows whose lexemes occur once each group by (length, positions less the
        # first) as numbers; the others by the same as tuples.
        assert self.pos_starts is not None and self.positions is not None
        at = [p[kept] for p in postings]
        occurrences = [self.pos_starts[p + 1] - self.pos_starts[p] for p in at]
        single = np.logical_and.reduce([c == 1 for c in occurrences])
        groups = np.zeros(len(rows), dtype=np.int64)
        representatives: list[int] = []
        if single.any():
            firsts = [self.positions[self.pos_starts[p[single]]].astype(np.int64) for p in at]
            low = np.minimum.reduce(firsts)
            columns = np.column_stack([self.lengths[rows[single]], *(f - low for f in firsts)])
            _, first, inverse = np.unique(columns, axis=0, return_index=True, return_inverse=True)
            groups[single] = inverse.ravel()
            representatives = [int(r) for r in rows[single][first]]
        keys: dict[tuple[Any, ...], int] = {}
        for j in np.nonzero(~single)[0].tolist():
            row = int(rows[j])
            key = (float(self.lengths[row]), *self._shifted_positions([int(p[j]) for p in at]))
            if key not in keys:
                keys[key] = len(representatives)
                representatives.append(row)
            groups[j] = keys[key]
        return Candidates(total, rows, groups, representatives)

    def top(self, candidates: Candidates, scores: npt.NDArray[np.float64], k: int) -> list[tuple[int, float]]:
        """The first `k` candidates by (score desc, ruling id), given each group's exact score
        (NaN: a group the database did not score, left out)."""
        score = scores[candidates.group]
        keep = ~np.isnan(score)
        rows, score = candidates.rows[keep], score[keep]
        ranked = np.lexsort((self.id_order[rows], -score))[:k]
        return [(int(rows[i]), float(score[i])) for i in ranked]

    def _bm25(self, matched: npt.NDArray[np.int32], tfs: list[FloatArray], dfs: list[int]) -> FloatArray:
        """FTS5's bm25 (fts5Bm25Function), positive: sum over phrases of
        idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * D / avgdl))."""
        n = float(self.size)
        avgdl = self.total_tokens / n if n else 1.0
        lengths = self.lengths[matched]
        norm = _K1 * (1 - _B + _B * lengths / avgdl)
        score = np.zeros(len(matched), dtype=np.float64)
        for tf, df in zip(tfs, dfs, strict=True):
            idf = math.log((n - df + 0.5) / (df + 0.5))
            if idf <= 0.0:
                idf = 1e-6
            score += idf * ((tf * (_K1 + 1.0)) / (tf + norm))
        return score

    def _ts_rank(self, matched: npt.NDArray[np.int32], postings: list[IntArray]) -> tuple[FloatArray, int]:
        """PostgreSQL's ts_rank(vector, query, 1) for an AND of distinct lexemes, all of weight D
        (calc_rank_and, or calc_rank_or for one lexeme; divided by log2(1 + length))."""
        assert self.pos_starts is not None and self.positions is not None
        n = len(matched)
        norm = np.log2(self.lengths[matched] + 1.0)
        starts = [self.pos_starts[p] for p in postings]
        counts = [self.counts[p].astype(np.int64) for p in postings]
        if len(postings) == 1:
            # With every weight equal, calc_rank_or is w * sum(1/j^2, j = 1..n) / 1.64493406685.
            harmonic = np.cumsum(1.0 / np.arange(1, int(counts[0].max()) + 1, dtype=np.float64) ** 2)
            return np.asarray(_PG_WEIGHT_D * harmonic[counts[0] - 1] / 1.64493406685 / norm, dtype=np.float64), 1
        # calc_rank_and: res = 1 - prod(1 - curw) over every pair of positions of two distinct
        # lexemes at a distance > 0, curw = sqrt(w * w * word_distance(distance)); -1 (then
        # 1e-20) when there is no such pair.
        log_keep = np.zeros(n, dtype=np.float64)
        pairs = np.zeros(n, dtype=np.int64)
        docs = np.arange(n)
        for a in range(len(postings)):
            for b in range(a):
                if int(counts[a].max()) == 1 and int(counts[b].max()) == 1:  # once each: one pair per row
                    dist = np.abs(self.positions[starts[a]].astype(np.int64) - self.positions[starts[b]])
                    log_keep += _LOG_KEEP[np.minimum(dist, _FAR)]
                    pairs += dist > 0
                    continue
                per_doc = counts[a] * counts[b]
                doc = np.repeat(docs, per_doc)
                offsets = np.cumsum(per_doc) - per_doc
                r = np.arange(int(per_doc.sum())) - np.repeat(offsets, per_doc)
                cb = counts[b][doc]
                first = self.positions[starts[a][doc] + r // cb].astype(np.int64)
                second = self.positions[starts[b][doc] + r % cb].astype(np.int64)
                dist = np.abs(first - second)
                log_keep += np.bincount(doc, weights=_LOG_KEEP[np.minimum(dist, _FAR)], minlength=n)
                pairs += np.bincount(doc[dist > 0], minlength=n)
        res = np.where(pairs > 0, -np.expm1(log_keep), 1e-20)
        return np.asarray(res / norm, dtype=np.float64), int(pairs.max())

    def _shifted_positions(self, postings: list[int]) -> tuple[tuple[int, ...], ...]:
        assert self.pos_starts is not None and self.positions is not None
        lists = [self.positions[self.pos_starts[p] : self.pos_starts[p + 1]].tolist() for p in postings]
        low = min(min(p) for p in lists if p)
        return tuple(tuple(x - low for x in p) for p in lists)


def build_index(
    dialect: str,
    ruling_ids: list[str],
    locators: list[Any],
    lengths: FloatArray,
    postings: Sequence[tuple[str, npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64] | None]],
) -> TermIndex:
    """An index from each term's (rows ascending, occurrences in each row, and on PostgreSQL the
    positions of each row's occurrences, concatenated)."""
    terms = {term: i for i, (term, _, _, _) in enumerate(postings)}
    sizes = np.fromiter((len(rows) for _, rows, _, _ in postings), dtype=np.int64, count=len(postings))
    starts = np.zeros(len(postings) + 1, dtype=np.int64)
    np.cumsum(sizes, out=starts[1:])
    rows = np.concatenate([r for _, r, _, _ in postings]).astype(np.int32) if postings else np.zeros(0, np.int32)
    counts = np.concatenate([c for _, _, c, _ in postings]).astype(np.int32) if postings else np.zeros(0, np.int32)
    pos_starts: IntArray | None = None
    positions: npt.NDArray[np.int32] | None = None
    if dialect == "postgresql":
        pos_starts = np.zeros(len(counts) + 1, dtype=np.int64)
        np.cumsum(counts, out=pos_starts[1:])
        parts = [p for _, _, _, p in postings if p is not None]
        positions = np.concatenate(parts).astype(np.int32) if parts else np.zeros(0, np.int32)
    id_order = np.zeros(len(ruling_ids), dtype=np.int64)
    id_order[np.argsort(np.asarray(ruling_ids, dtype=object), kind="stable")] = np.arange(len(ruling_ids))
    return TermIndex(
        id_order=id_order,
        dialect=dialect,
        ruling_ids=ruling_ids,
        locators=locators,
        lengths=lengths,
        terms=terms,
        starts=starts,
        rows=rows,
        counts=counts,
        pos_starts=pos_starts,
        positions=positions,
        total_tokens=float(lengths.sum()),
        by_locator={loc: i for i, loc in enumerate(locators)},
    )
