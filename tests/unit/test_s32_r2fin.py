"""Session 32, second round, group r2fin (docs/oracle-s32-r2fin.md): general constructions of Final Fantasy (FIN), each
read from the real Oracle text (tests/fixtures/sets/fin.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real FIN card, which must read `full`."""
    return mtgjson_full_definition("FIN", name)


def _tokens(done: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in done["state"]["battlefield"] if isinstance(p["card"], dict)]


# --- "this token" in a created token's quoted ability is the token (CR 201.5, 111.4, 113.7) -------------------------

def test_201_5_this_token_in_a_tokens_quoted_ability_is_the_token() -> None:
    greens, elder = _card("Gysahl Greens"), _card("Mysidian Elder")
    for name in ("Choco-Comet", "Chocobo Racetrack", "Circle of Power", "Queen Brahne"):
        _card(name)  # the same quoted abilities on the set's other cards read full
    bird = greens["abilities"][0]["effect"]["token"]
    assert bird["abilities"] == [{"kind": "triggered", "trigger": "permanent_enters", "entering": "land:you_control",
                                  "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 0,
                                             "duration": "end_of_turn"}}]
    wizard = elder["abilities"][0]["effect"]["token"]
    assert wizard["abilities"] == [{"kind": "cast_trigger", "caster": "you", "spell_not_type": "Creature",
                                    "effect": {"kind": "damage", "amount": 1, "target": "each_opponent"}}]
    game = state(alice={"hand": [{"id": "e", "card": "Mysidian Elder"}, {"id": "g", "card": "Gysahl Greens"},
                                 {"id": "f", "card": "Forest"}],
                        "mana_pool": {"R": 1, "G": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "cast", "card": "g"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "play_land", "card": "f"}, {"type": "resolve"}], greens, elder)
    assert player_of(done, "bob")["life"] == 19  # the Wizard token dealt 1 damage when Gysahl Greens was cast
    birds = [t for t in _tokens(done) if t["card"]["name"] == "Bird Token"]
    assert len(birds) == 1
    assert permanent(done, birds[0]["id"])["characteristics"]["power"] == 3  # 2 + 1 as the Forest entered
    # near variants: "this token" outside a quote, and a token copy's quoted "this token", stay refused
    assert probe_support("Create a 2/2 green Bird creature token. Whenever a land you control enters, this token gets "
                         "+1/+0 until end of turn.", "Sorcery", None) != "full"
    assert probe_support('Create a token that\'s a copy of target creature, except it has "At the beginning of the '
                         'end step, this token deals 1 damage to you."', "Sorcery", None) != "full"


# --- "<Color> spells you cast cost {N} less to cast." (CR 601.2f, 202.2) ----------------------------------------------

def test_601_2f_colored_spells_you_cast_cost_less() -> None:
    fire, wind, elder, greens = (_card("The Fire Crystal"), _card("The Wind Crystal"), _card("Mysidian Elder"),
                                 _card("Gysahl Greens"))
    assert fire["abilities"][0] == {"kind": "cost_reduction", "spells": "all", "generic": 1, "color": "R"}
    assert wind["abilities"][0] == {"kind": "cost_reduction", "spells": "all", "generic": 1, "color": "W"}
    field = [{"id": "c", "card": "The Fire Crystal", "controller": "alice", "owner": "alice",
              "controlled_since_turn": 1}]
    hand = [{"id": "e", "card": "Mysidian Elder"}, {"id": "g", "card": "Gysahl Greens"}]
    # the red Elder ({2}{R}) costs {1}{R}: paid from two mana
    done = _run(state(alice={"hand": hand, "mana_pool": {"R": 1, "C": 1}}, battlefield=field),
                [{"type": "cast", "card": "e"}, {"type": "resolve"}], fire, elder, greens)
    assert any(p["id"] == "e" for p in done["state"]["battlefield"])
    # the green Greens ({1}{G}) is not reduced: one {G} does not pay it
    with pytest.raises(IllegalAction):
        _run(state(alice={"hand": hand, "mana_pool": {"G": 1}}, battlefield=field), [{"type": "cast", "card": "g"}],
             fire, elder, greens)
    # near variants the engine does not implement stay refused
    for text in ("Red and white spells you cast cost {1} less to cast.", "Nonred spells you cast cost {1} less to cast.",
                 "Red spells your opponents cast cost {1} less to cast.", "Red spells you cast cost {R} less to cast."):
        assert probe_support(text, "Artifact", None) != "full", text
