"""Session 22, group inn (docs/oracle-s22-inn.md): Innistrad: Midnight Hunt and Crimson Vow lines read by the s22-inn
constructions, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on  # the s18-m21 helpers, shared


def _keywords(result: dict[str, Any], object_id: str) -> list[str]:
    found = next(p for p in result["state"]["battlefield"] if p["id"] == object_id)
    return list(found["characteristics"]["keywords"])


# --- "Other tapped creatures you control have deathtouch." (a status, CR 110.5; layer 6, 613.1f) ---------------

SARYTH = ("Saryth, the Viper's Fang", "Legendary Creature — Human Warlock", "Other tapped creatures you control have "
          "deathtouch.\nOther untapped creatures you control have hexproof.\n{1}, {T}: Untap another target creature or "
          "land you control.", "{2}{G}{G}", ("3", "4"))


def test_110_5_saryth_gives_deathtouch_to_tapped_creatures_only() -> None:
    saryth = read_full_definition(*SARYTH)
    assert saryth["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["deathtouch"],
                                      "status": "tapped", "affected": "other_creatures_you_control"}
    game = state(battlefield=[_on("s", saryth["name"]), _on("t", "Bear", tapped=True), _on("u", "Bear"),
                              _on("o", "Bear", controller="bob", tapped=True)])
    done = _run(game, [], saryth, BEAR)
    assert "deathtouch" in _keywords(done, "t") and "deathtouch" not in _keywords(done, "u")
    assert "deathtouch" not in _keywords(done, "o") and "deathtouch" not in _keywords(done, "s")
    assert "hexproof" in _keywords(done, "u") and "hexproof" not in _keywords(done, "t")
    attacked = _run({**game, "step": "declare_attackers"},
                    [{"type": "declare_attackers", "attackers": [{"id": "u", "defending": "bob"}]}], saryth, BEAR)
    assert "deathtouch" in _keywords(attacked, "u")  # tapped as it attacked (CR 508.1f)
