"""Session 30, group stdbb (docs/oracle-s30-stdbb.md, the short second round): general constructions of the Standard
sets of 2020-2021 (THB IKO ZNR STX), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by
the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

PINGER = {"name": "Probe Pinger", "mana_cost": "{2}{U}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}
BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


# --- "Prevent all damage that would be dealt this turn by creatures your opponents control." (CR 615.1, 102.2) -------

def test_615_1_thwart_the_enemy_prevents_the_damage_of_creatures_your_opponents_control() -> None:
    thwart = mtgjson_full_definition("IKO", "Thwart the Enemy")
    assert thwart["abilities"] == [{"kind": "spell", "effect": {
        "kind": "prevent_damage", "amount": "all", "target": None,
        "source_quality": "creatures_your_opponents_control"}}]
    assert mtgjson_full_definition("C20", "Obscuring Haze")["abilities"][-1] == thwart["abilities"][0]
    combat = probe_support("Prevent all combat damage that would be dealt this turn by creatures your opponents "
                           "control.", "Instant", None)
    assert combat == "full"
    # near variants the engine doesn't do: noncombat damage only, another group of sources, another duration
    for variant in ("Prevent all noncombat damage that would be dealt this turn by creatures your opponents control.",
                    "Prevent all damage that would be dealt this turn by creatures you don't control.",
                    "Prevent all damage that would be dealt this turn by attacking creatures your opponents control.",
                    "Prevent all damage that would be dealt this turn by artifacts your opponents control.",
                    "Prevent all damage that would be dealt by creatures your opponents control."):
        assert probe_support(variant, "Instant", None) != "full", variant
    field = [_on("bs", "Probe Pinger", "bob"), _on("as", "Probe Pinger", "alice")]

    def after(*then: dict[str, Any]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "t", "card": "Thwart the Enemy"}], "mana_pool": {"G": 2, "C": 2}},
                     bob={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}}, battlefield=field)
        return _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, *then], thwart, BOLT, PINGER)

    pinged = after({"type": "activate", "permanent": "bs", "ability": 0, "player": "bob",
                    "choices": {"targets": ["alice"]}}, {"type": "resolve"})
    assert player_of(pinged, "alice")["life"] == 20  # Bob's creature: prevented
    assert "CR 615.1" in events_of(pinged, "prevention_applied")[0]["cites"]
    own = after({"type": "activate", "permanent": "as", "ability": 0, "choices": {"targets": ["bob"]}},
                {"type": "resolve"})
    assert player_of(own, "bob")["life"] == 19  # Alice's own creature: not prevented
    bolted = after({"type": "cast", "card": "l", "player": "bob", "choices": {"targets": ["alice"]}},
                   {"type": "resolve"})
    assert player_of(bolted, "alice")["life"] == 17  # Bob's instant is no creature: not prevented


# --- "They don't untap during their controller's next untap step." after a tap of several permanents (CR 502.3) ------

def test_502_3_they_dont_untap_after_tapping_all_permanents_of_target_opponent_or_several_targets() -> None:
    kiora = mtgjson_full_definition("THB", "Kiora Bests the Sea God")
    chapter = kiora["abilities"][1]
    assert (chapter["effect"], chapter["then_effects"]) == (
        {"kind": "tap", "target": "all:nonland:target_opponent_controls"},
        [{"kind": "doesnt_untap_next_untap_step", "target": "all:nonland:that_player_controls"}])
    sleep = read_full_definition("Probe Sleep", "Sorcery", "Tap all nonland permanents target opponent controls. They "
                                 "don't untap during their controller's next untap step.", "{2}{U}")
    assert [a["effect"] for a in sleep["abilities"]] == [chapter["effect"], *chapter["then_effects"]]
    pair = read_full_definition("Probe Pair", "Sorcery", "Tap up to two target nonland permanents. They don't untap "
                                "during their controller's next untap step.", "{1}{U}")
    assert pair["abilities"][1]["effect"] == {"kind": "doesnt_untap_next_untap_step", "target": "it"}
    # near variants the engine doesn't do: "they" after one target, after a tap of every creature, "your" untap step
    for variant in ("Tap target creature. They don't untap during their controller's next untap step.",
                    "Tap all creatures. They don't untap during their controller's next untap step.",
                    "Tap two target creatures. They don't untap during your next untap step."):
        assert probe_support(variant, "Sorcery", None) != "full", variant
    field = [_on("b1", "Probe Pinger", "bob", tapped=False), _on("b2", "Probe Pinger", "bob"),
             _on("a1", "Probe Pinger", "alice")]
    game = state(alice={"hand": [{"id": "s", "card": "Probe Sleep"}], "mana_pool": {"U": 1, "C": 2}}, battlefield=field)
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], sleep,
                PINGER)
    marks = {p["id"]: (p.get("tapped", False), p.get("doesnt_untap_next_step_of")) for p in done["state"]["battlefield"]}
    assert marks == {"b1": (True, "bob"), "b2": (True, "bob"), "a1": (False, None)}
    assert set(events_of(done, "doesnt_untap_next_untap_step")[0]["permanents"]) == {"b1", "b2"}
    # the two targets of "Tap up to two target ...": only they stay tapped in their controller's next untap step
    game = state(alice={"hand": [{"id": "p", "card": "Probe Pair"}], "mana_pool": {"U": 1, "C": 1}}, battlefield=field)
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["b1", "a1"]}}, {"type": "resolve"}], pair,
                PINGER)
    marks = {p["id"]: (p.get("tapped", False), p.get("doesnt_untap_next_step_of")) for p in done["state"]["battlefield"]}
    assert marks == {"b1": (True, "bob"), "b2": (False, None), "a1": (True, "alice")}


# --- "a creature you control with power equal to its toughness" (CR 208.1: the target-spec state) --------------------

def test_208_1_master_symmetrist_gives_trample_to_attackers_with_power_equal_to_toughness() -> None:
    symmetrist = mtgjson_full_definition("STX", "Master Symmetrist")
    trigger = symmetrist["abilities"][-1]
    assert (trigger["trigger"], trigger["attacking"]) == ("creature_attacks", "creature:you_control:power_equals_toughness")
    # near variants the engine doesn't do: the words reversed, another comparison, a card off the battlefield
    for variant in ("Whenever a creature you control with toughness equal to its power attacks, it gains trample until "
                    "end of turn.",
                    "Whenever a creature you control with power greater than its toughness attacks, it gains trample "
                    "until end of turn."):
        assert probe_support(variant) != "full", variant
    assert probe_support("Return target creature card with power equal to its toughness from your graveyard to your "
                         "hand.", "Sorcery", None) != "full"
    tall = {"name": "Probe Tall", "types": ["Creature"], "power": 1, "toughness": 3, "mana_cost": "{1}"}
    field = [_on("m", "Master Symmetrist"), _on("p", "Probe Pinger"), _on("t", "Probe Tall")]
    game = state(step="declare_attackers", battlefield=field)
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "p", "defending": "bob"},
                                                                   {"id": "t", "defending": "bob"}]},
                       {"type": "resolve"}], symmetrist, PINGER, tall)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "trample" in keywords["p"] and "trample" not in keywords["t"]  # 1/1 gets it, 1/3 doesn't
