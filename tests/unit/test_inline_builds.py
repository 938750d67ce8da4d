"""The budget of inline index builds per database (app/core/inline_builds.py)."""

from __future__ import annotations

from app.core.inline_builds import InlineBuildBudget


def test_at_most_the_budget_in_any_window_then_again_once_the_window_has_passed() -> None:
    budget = InlineBuildBudget(builds=2, window=10.0)
    assert [budget.take("db", now) for now in (0.0, 1.0, 2.0, 9.9)] == [True, True, False, False]
    assert budget.take("db", 10.5) is True  # the build at 0.0 has left the window
    assert budget.take("db", 10.6) is False  # 1.0 and 10.5 are in it
    assert budget.take("db", 20.6) is True


def test_each_database_has_its_own_budget_and_clear_starts_them_again() -> None:
    budget = InlineBuildBudget(builds=1, window=10.0)
    assert budget.take("a", 0.0) and budget.take("b", 0.0)
    assert not budget.take("a", 1.0)
    budget.clear()
    assert budget.take("a", 1.0)


def test_the_scopes_remembered_are_bounded() -> None:
    budget = InlineBuildBudget(builds=1, window=10.0, max_scopes=3)
    for scope in "abcde":
        assert budget.take(scope, 0.0)
    assert budget.take("a", 0.0)  # forgotten: the oldest scopes are dropped past max_scopes
    assert not budget.take("e", 0.0)
