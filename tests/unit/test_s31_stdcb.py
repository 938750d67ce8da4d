"""Session 31 round two, group stdcb (docs/oracle-s31-stdcb.md): general constructions of the Standard sets of
2021-2024, each read from the real Oracle text (tests/fixtures/sets, today's wording) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

AURA = "Enchantment — Aura"


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _creature(name: str, subtypes: list[str], colors: list[str]) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": subtypes, "power": 2, "toughness": 2,
            "mana_cost": "{1}", "colors": colors}


# --- an Aura's intervening "if enchanted creature is <color | a Sub [or Sub]>, untap that creature / tap it" --------
# (CR 603.4: checked as it triggers and as it resolves; 303.4f: the Aura enters attached; 608.2c: "that creature")

def test_603_4_howl_of_the_hunt_untaps_the_enchanted_wolf_or_werewolf_only() -> None:
    howl = mtgjson_full_definition("MID", "Howl of the Hunt")
    trigger = next(a for a in howl["abilities"] if a["kind"] == "triggered")
    assert trigger == {"kind": "triggered", "trigger": "enters", "effect": {"kind": "untap",
                                                                            "target": "enchanted_creature"},
                       "intervening_if": {"kind": "s23c13_attached_is", "specs": ["creature:Wolf",
                                                                                   "creature:Werewolf"]}}
    wolf, bear = _creature("Probe Wolf", ["Wolf"], ["G"]), _creature("Probe Bear", ["Bear"], ["G"])

    def cast_on(target: str, resolves: int) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "h", "card": "Howl of the Hunt"}], "mana_pool": {"G": 1, "C": 2}},
                     battlefield=[_on("w", "Probe Wolf", tapped=True), _on("b", "Probe Bear", tapped=True)])
        return _run(game, [{"type": "cast", "card": "h", "choices": {"targets": [target]}},
                           *[{"type": "resolve"}] * resolves], howl, wolf, bear)

    on_wolf = cast_on("w", 2)  # the Aura, then its trigger
    assert permanent(on_wolf, "h")["attached_to"] == "w"
    assert not permanent(on_wolf, "w")["tapped"] and permanent(on_wolf, "b")["tapped"]
    on_bear = cast_on("b", 1)  # a Bear: the ability doesn't trigger (CR 603.4), the Bear stays tapped
    assert permanent(on_bear, "h")["attached_to"] == "b" and permanent(on_bear, "b")["tapped"]
    assert not on_bear["state"]["stack"]
    # near variants the engine does not implement stay refused
    aura = "Enchant creature\n"
    assert probe_support(aura + "When ~ enters, if enchanted creature is a token, tap it.", AURA, None) != "full"
    assert probe_support(aura + "When ~ enters, if enchanted creature is tapped, untap it.", AURA, None) != "full"
    assert probe_support(aura + "Whenever a creature enters, if enchanted creature is red, tap it.", AURA,
                         None) != "full"
    assert probe_support(aura + "When ~ enters, if enchanted creature is a green creature, tap it.", AURA,
                         None) != "full"


def test_603_4_narcolepsy_taps_the_enchanted_creature_each_upkeep_only_if_it_is_untapped() -> None:
    narcolepsy = mtgjson_full_definition("JMP", "Narcolepsy")
    assert narcolepsy["abilities"][1] == {"kind": "step_trigger", "step": "upkeep", "whose": "each",
                                          "effect": {"kind": "tap", "target": "enchanted_creature"},
                                          "intervening_if": {"kind": "s23c13_attached_is",
                                                             "specs": ["creature:untapped"]}}
    bear = _creature("Probe Bear", ["Bear"], ["G"])

    def upkeep(tapped: bool) -> dict[str, Any]:
        game = state(step="untap", battlefield=[_on("b", "Probe Bear", "bob", tapped=tapped),
                                                _on("n", "Narcolepsy", attached_to="b")])
        return _run(game, [{"type": "next_step"}], narcolepsy, bear)

    untapped = upkeep(False)  # alice's upkeep: bob's untapped Bear -> the trigger taps it
    assert untapped["state"]["stack"]
    done = _run(untapped["state"], [{"type": "resolve"}], narcolepsy, bear)
    assert permanent(done, "b")["tapped"]
    assert not upkeep(True)["state"]["stack"]  # already tapped: it doesn't trigger (CR 603.4)
    aura = "Enchant creature\n"
    assert probe_support(aura + "At the beginning of each upkeep, if enchanted creature is untapped, tap it and draw "
                         "a card.", AURA, None) != "full"
    assert probe_support(aura + "At the beginning of each upkeep, if enchanted creature is untapped, tap target "
                         "creature.", AURA, None) != "full"
