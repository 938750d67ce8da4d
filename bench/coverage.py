"""The engine-coverage figures of `make bench`: import real sets into fresh, migrated SQLite
databases with the importers (which build each card's engine definition with the Oracle reader)
and report how many of their cards the engine models fully, partly or not at all, with the most
common unmodelled abilities.

The sets (tests/fixtures/sets/, see the README there):
- Fourth Edition (1995, MTGJSON shape): the older cards;
- Core Set 2019 (M19, MTGJSON 5 set file): a modern core set; goal: 85% full;
- Bloomburrow (BLB, a Scryfall card list): a recent Standard-legal set; goal: 80% full.

- Core Set 2020 (M20) and Core Set 2021 (M21): more modern core sets; goal 85% full each;
- Kamigawa: Neon Dynasty (NEO): a recent set with Vehicles, channel, reconfigure and modified
  creatures; goal 80% full. (These three were held out until session 15.)

- Fourteen Standard sets of 2017-2021 (XLN ... VOW, from session 16) and six older modern core
  sets (Magic 2010 to 2014 and Magic Origins: M10 ... ORI, from session 23), MTGJSON 5 set files:
  reported, without goals of their own.
- Ten more tuning sets from session 24 (10E, KTK, FRF, DTK, ISD, EMN, AER, HOU, MH1, MH2): Tenth
  Edition and expansions whose mechanics recur in later sets; reported, without goals of their own.
- From session 32 and 33, eight tuning sets of 2023-2025 converted from their Cockatrice spoiler files
  (MOM, WOE, MKM, DSK, DFT, FIN; LTR, TDM): the mechanics of those years; reported, without goals.

And eleven held-out sets, not used to build or tune the reader (nothing in app/ or the tests
names their cards): Magic 2015 (M15), Kaldheim (KHM) and Streets of New Capenna (SNC), and from
session 23 Kaladesh (KLD), Amonkhet (AKH) and Shadows over Innistrad (SOI), MTGJSON 5 set files, and from
session 27 Modern Horizons 3 (MH3, a Scryfall card list of 2024), and from session 32 The Lost Caverns of Ixalan (LCI, a
Standard set of 2023, an MTGJSON 5 set file) and Edge of Eternities (EOE, 2025, from its Cockatrice spoiler file), and
from session 33 the Standard sets of autumn 2025, Marvel's Spider-Man (SPM) and Avatar: The Last Airbender (TLA), from
their spoiler files too. Their figures say how well the reading generalises to cards it has not seen, as the
issue's acceptance will use sets nobody has seen.

    python -m bench.coverage            # all of them
    python -m bench.coverage M19        # one
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SETS_DIR = ROOT / "tests" / "fixtures" / "sets"
EMPTY_RULINGS = ROOT / "tests" / "fixtures" / "decks_check" / "scryfall-rulings-empty.json"


@dataclass(frozen=True)
class CoverageSet:
    code: str
    fixture: str
    importer: str  # "mtgjson" | "scryfall"
    goal: float | None  # the fraction of `full` cards aimed at, where there is one
    held_out: bool = False  # a set the reader was never tuned on


SETS = (
    CoverageSet("4ED", "4ed.json", "mtgjson", None),
    CoverageSet("M19", "m19.json", "mtgjson", 0.85),
    CoverageSet("BLB", "blb.json", "scryfall", 0.80),
    CoverageSet("M20", "m20.json", "mtgjson", 0.85),
    CoverageSet("M21", "m21.json", "mtgjson", 0.85),
    CoverageSet("NEO", "neo.json", "mtgjson", 0.80),
    # fourteen Standard sets of 2017-2021, tuned on from session 16 (reported, no goal of their own)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None)
      for code in ("XLN", "RIX", "DOM", "GRN", "RNA", "WAR", "ELD", "THB", "IKO", "ZNR", "STX", "AFR", "MID", "VOW")),
    # six older modern core sets (2009-2015), tuned on from session 23 (reported, no goal of their own)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None)
      for code in ("M10", "M11", "M12", "M13", "M14", "ORI")),
    # ten more tuning sets from session 24: Tenth Edition (a core set) and the 2014-2021 expansions
    # whose mechanics recur (delve, rebound, dash; energy, improvise; afflict, aftermath; madness,
    # escalate; transforming werewolves; storm, cascade, persist, affinity, modular)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None)
      for code in ("10E", "KTK", "FRF", "DTK", "ISD", "EMN", "AER", "HOU", "MH1", "MH2")),
    # five more tuning sets from session 25: Jumpstart (modern reprints), Time Spiral Remastered (the
    # older keywords reprinted in 2021: echo, split second, shadow, vanishing, buyback), Coldsnap (snow
    # mana, cumulative upkeep, recover), and the two Commander sets whose new cards carry the newest
    # mechanics (foretell; casualty, connive, blitz, shield counters)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None)
      for code in ("JMP", "TSR", "CSP", "KHC", "NCC")),
    # eight more tuning sets from session 26: the Commander sets of 2020-2022 (Commander 2020 and 2021,
    # the Forgotten Realms, Midnight Hunt, Crimson Vow, Zendikar Rising and Neon Dynasty decks) and
    # Double Masters: older cards in today's Oracle wording beside the newest mechanics
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None)
      for code in ("C20", "C21", "AFC", "MIC", "VOC", "ZNC", "NEC", "2XM")),
    # two tuning sets of 2024 from session 27, Scryfall card lists in today's Oracle wording ("this creature"
    # for the card itself): Foundations (the 2024 core set) and Outlaws of Thunder Junction (spree, plot,
    # saddle, crimes)
    CoverageSet("FDN", "fdn.json", "scryfall", None),
    CoverageSet("OTJ", "otj.json", "scryfall", None),
    # six tuning sets of 2023-2025 from session 32, converted from the Cockatrice spoiler files of their
    # release (tests/fixtures/sets/trim_cockatrice_spoiler.py): March of the Machine, Wilds of Eldraine (its
    # Adventure cards, listed without text there, left out), Murders at Karlov Manor, Duskmourn, Aetherdrift,
    # Final Fantasy: the mechanics of 2023-2025 (battles, incubate, roles, bargain, disguise, collect
    # evidence, rooms, manifest dread, exhaust, start your engines, job select, ...)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None) for code in ("MOM", "WOE", "MKM", "DSK", "DFT", "FIN")),
    # two more from session 33, converted the same way: The Lord of the Rings: Tales of Middle-earth (2023) and
    # Tarkir: Dragonstorm (2025; its spoiler file of release week lists 135 of the set's cards)
    *(CoverageSet(code, f"{code.lower()}.json", "mtgjson", None) for code in ("LTR", "TDM")),
    CoverageSet("M15", "m15.json", "mtgjson", None, held_out=True),
    CoverageSet("KHM", "khm.json", "mtgjson", None, held_out=True),
    CoverageSet("SNC", "snc.json", "mtgjson", None, held_out=True),
    # three more held-out Standard sets of 2016-2017, added in session 23
    CoverageSet("KLD", "kld.json", "mtgjson", None, held_out=True),
    CoverageSet("AKH", "akh.json", "mtgjson", None, held_out=True),
    CoverageSet("SOI", "soi.json", "mtgjson", None, held_out=True),
    # and from session 27 one held-out set of 2024 in today's Oracle wording (a Scryfall card list)
    CoverageSet("MH3", "mh3.json", "scryfall", None, held_out=True),
    # and from session 32 one held-out Standard set of 2023 (an MTGJSON 5 set file): The Lost Caverns of Ixalan
    CoverageSet("LCI", "lci.json", "mtgjson", None, held_out=True),
    # and Edge of Eternities (2025), converted the same way as the session-32 tuning sets
    CoverageSet("EOE", "eoe.json", "mtgjson", None, held_out=True),
    # and from session 33 the two Standard sets of autumn 2025, converted the same way: Marvel's Spider-Man and
    # Avatar: The Last Airbender
    CoverageSet("SPM", "spm.json", "mtgjson", None, held_out=True),
    CoverageSet("TLA", "tla.json", "mtgjson", None, held_out=True),
)
FIXTURE = SETS_DIR / SETS[0].fixture  # kept for callers of the single-set form


def run_one(entry: CoverageSet, top: int = 10) -> dict[str, Any]:
    from app.cards.coverage import compute
    from app.db import migrate
    from app.db.session import build_engine, session_context
    from app.ingest.importer import InputFile, import_mtgjson, import_scryfall

    fixture = SETS_DIR / entry.fixture
    with tempfile.TemporaryDirectory(prefix="bench-coverage-") as tmp:
        engine = build_engine(f"sqlite:///{tmp}/coverage.db")
        try:
            migrate.upgrade(engine)
            started = time.perf_counter()
            with session_context(engine) as session:
                if entry.importer == "mtgjson":
                    import_mtgjson(session, InputFile(fixture, fixture.name))
                else:
                    import_scryfall(session, InputFile(fixture, fixture.name),
                                    InputFile(EMPTY_RULINGS, EMPTY_RULINGS.name))
            seconds = time.perf_counter() - started
            with session_context(engine) as session:
                report = compute(session, entry.code, top=top)
        finally:
            engine.dispose()
    outcome = {**report.as_dict(), "import_seconds": round(seconds, 2), "fixture": fixture.name,
               "held_out": entry.held_out}
    if entry.goal is not None:
        outcome["goal_full"] = entry.goal
        outcome["meets_goal"] = report.fraction("full") >= entry.goal
    return outcome


def run(codes: tuple[str, ...] | None = None) -> dict[str, Any]:
    return {"sets": [run_one(entry) for entry in SETS if codes is None or entry.code in codes]}


def _render_one(result: dict[str, Any]) -> str:
    counts, total = result["counts"], result["total"] or 1
    goal = ""
    if "goal_full" in result:
        goal = f"; goal {result['goal_full']:.0%} full: {'met' if result['meets_goal'] else 'NOT met'}"
    return "\n".join([
        f"engine coverage on a {'held-out' if result.get('held_out') else 'real'} set ({result['set']}, "
        f"{result['total']} cards, {result['fixture']}; "
        f"import and reading {result['import_seconds']} s{goal})",
        "  " + ", ".join(f"{s} {counts[s]} ({counts[s] / total:.1%})" for s in ("full", "partial", "none")),
        "  most common abilities not modelled: "
        + "; ".join(f"{t['text']} ({t['cards']})" for t in result["top_not_modelled"][:5]),
    ])


def render(result: dict[str, Any]) -> str:
    return "\n".join(_render_one(one) for one in result["sets"])


if __name__ == "__main__":
    outcome = run(tuple(code.upper() for code in sys.argv[1:]) or None)
    print(render(outcome))
    print(json.dumps(outcome, indent=2))
