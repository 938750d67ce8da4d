"""`python -m app coverage [--set CODE]`, run as users run it, on a database holding the seeds and
the Fourth Edition fixture: the counts agree with the stored support of every card, and the most
common unmodelled abilities are grouped across cards ("~" for each card's own name)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from sqlalchemy import select

from app.cards.coverage import compute, normalise
from app.cards.models import Card
from app.db import migrate
from app.db.session import build_engine, session_context
from app.seeding.loader import load_seeds
from tests.conftest import SEEDS, Database
from tests.ingest.helpers import mtgjson, run_app

ROOT = Path(__file__).resolve().parents[2]
FOURTH_EDITION = ROOT / "tests" / "fixtures" / "sets" / "4ed.json"


def test_coverage_command_reports_the_stored_support_of_a_set(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/coverage.db"
    engine = build_engine(url)
    migrate.upgrade(engine)
    with session_context(engine) as session:
        load_seeds(session, SEEDS)
    mtgjson(Database(kind="sqlite", url=url, engine=engine), FOURTH_EDITION)
    with session_context(engine) as session:
        stored = Counter(session.scalars(select(Card.engine_support).where(Card.set_code == "4ED")))
        everything = Counter(session.scalars(select(Card.engine_support)))
    engine.dispose()

    done = run_app(url, "coverage", "--set", "4ed", "--json", "--top", "5")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["set"] == "4ED" and report["total"] == 368
    assert report["counts"] == {s: stored[s] for s in ("full", "partial", "none")}
    assert report["fractions"]["full"] == round(stored["full"] / 368, 4)
    by_kind = report["by_kind"]
    assert {s: sum(k[s] for k in by_kind.values()) for s in ("full", "partial", "none")} == report["counts"]
    # Auras are played (CR 303.4): Holy Strength, Flight, the Wards ... are full (20 of 52 in this build)
    assert by_kind["Aura"]["full"] >= 18
    top = report["top_not_modelled"]
    assert len(top) == 5 and all(t["text"] != "Enchant creature" for t in top)  # read as the enchant ability
    assert [t["cards"] for t in top] == sorted((t["cards"] for t in top), reverse=True)

    text = run_app(url, "coverage")
    assert text.returncode == 0, text.stderr
    assert text.stdout.startswith(f"engine coverage, all sets: {sum(everything.values())} cards")
    assert f"full    {everything['full']:>6}" in text.stdout


def test_coverage_groups_a_line_across_cards_by_replacing_the_name() -> None:
    assert normalise("Plague Rats's power and toughness are each equal to X.", "Plague Rats") == (
        "~'s power and toughness are each equal to X."
    )
    assert normalise("{B}: Regenerate this creature. (The next time ...)", "Drudge Skeletons") == "{B}: Regenerate ~."
    assert normalise("Rampage 2", "Craw Wurm") == "Rampage 2"  # numbers kept


def test_coverage_of_an_empty_set_is_zero(seeded_db: Database) -> None:
    with session_context(seeded_db.engine) as session:
        report = compute(session, "XYZ")
    assert report.total == 0 and report.fraction("full") == 0.0 and report.top_not_modelled == []
