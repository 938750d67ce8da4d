"""s18-neob: constructions of Kamigawa: Neon Dynasty (and the same wording in other sets) read from real
cards' Oracle text and played by the engine; near variants stay not modelled (docs/oracle-s18-neob.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

RECONFIGURE = (
    "Reconfigure {3} ({3}: Attach to target creature you control; or unattach from a creature. Reconfigure "
    "only as a sorcery. While attached, this isn't a creature.)"
)


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _library(count: int) -> list[dict[str, str]]:
    return [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(count)]


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


def _on_battlefield(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


# --- Ogre-Head Helm: "you may sacrifice it. If you do, discard your hand, then draw three cards." -------
# (CR 608.2c: "it" is the creature that dealt the damage; 608.2d; 701.9a; 121.1)

OGRE_HEAD_HELM = read_full_definition(
    "Ogre-Head Helm",
    "Artifact Creature — Equipment Ogre",
    "Equipped creature gets +2/+2.\nWhenever Ogre-Head Helm or equipped creature deals combat damage to a player, "
    f"you may sacrifice it. If you do, discard your hand, then draw three cards.\n{RECONFIGURE}",
    "{1}{R}",
    ("2", "2"),
)


def test_608_2c_ogre_head_helm_reads_as_two_triggers_sacrificing_the_damage_dealer() -> None:
    own, equipped = [a for a in OGRE_HEAD_HELM["abilities"] if a["kind"] == "triggered"]
    assert own["optional_action"] == {"action": "sacrifice", "spec": "self"}
    assert equipped["optional_action"] == {"action": "sacrifice", "spec": "that_permanent"}
    assert equipped["effect"] == {"kind": "discard", "player": "you", "whole_hand": True}
    assert equipped["then_effects"] == [{"kind": "draw", "amount": 3, "player": "you"}]


def _helm_combat(attacker: str, attached: bool) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = [
        {"id": "h", "card": "Ogre-Head Helm", "controller": "alice"},
        {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
    ]
    if attached:
        battlefield[0]["attached_to"] = "g"
    game = state(
        step="declare_attackers",
        alice={"library": _library(5), "hand": [{"id": "x1", "card": "Grizzly Bears"}, {"id": "x2", "card": "Forest"}]},
        battlefield=battlefield,
    )
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "next_step"},
    ]
    return run_with_cards(game, actions, OGRE_HEAD_HELM)


@pytest.mark.parametrize(("attacker", "attached"), [("g", True), ("h", False)])
def test_608_2d_the_creature_that_dealt_the_damage_is_sacrificed_then_a_new_hand(attacker: str, attached: bool) -> None:
    result = _helm_combat(attacker, attached)
    result = run_with_cards(result["state"], [{"type": "resolve", "choices": {"pay_optional_cost": True}}],
                            OGRE_HEAD_HELM)
    assert attacker not in _on_battlefield(result)
    alice = player_of(result, "alice")
    assert {"x1", "x2", attacker} <= set(_ids(alice["graveyard"]))
    assert len(alice["hand"]) == 3
    (discarded,) = events_of(result, "cards_discarded")
    assert discarded["cards"] == ["x1", "x2"] and "CR 701.9a" in discarded["cites"]


def test_608_2d_declining_keeps_the_creature_and_the_hand() -> None:
    result = _helm_combat("g", True)
    result = run_with_cards(result["state"], [{"type": "resolve", "choices": {"pay_optional_cost": False}}],
                            OGRE_HEAD_HELM)
    assert "g" in _on_battlefield(result) and "h" in _on_battlefield(result)
    assert _ids(player_of(result, "alice")["hand"]) == ["x1", "x2"]


def test_sacrifice_it_near_variants_are_not_read() -> None:
    _not_read("Whenever ~ or equipped creature deals combat damage to a player, you may sacrifice it. If you do, "
              "discard your hand, then frobnicate three cards.")
    _not_read("Whenever ~ or equipped creature deals combat damage to a player, you may sacrifice it. When you do, "
              "discard your hand.")


# --- "return a land you control to its owner's hand" (chosen, not targeted; CR 608.2d, 400.3) ----------

GEOTHERMAL_KAMI = read_full_definition(
    "Geothermal Kami",
    "Creature — Spirit",
    "When Geothermal Kami enters the battlefield, you may return an enchantment you control to its owner's "
    "hand. If you do, you gain 3 life.",
    "{3}{G}",
    ("4", "3"),
)
STORM_SCULPTOR = read_full_definition(
    "Storm Sculptor",
    "Creature — Merfolk Wizard",
    "Storm Sculptor can't be blocked.\nWhen Storm Sculptor enters the battlefield, return a creature you control "
    "to its owner's hand.",
    "{3}{U}",
    ("3", "2"),
)
CHARM = {"name": "Test Charm", "types": ["Enchantment"]}


def test_608_2d_return_a_permanent_you_control_reads_as_a_chosen_return() -> None:
    (kami,) = GEOTHERMAL_KAMI["abilities"]
    assert kami["optional_action"] == {"action": "return_to_hand", "spec": "enchantment"}
    assert kami["effect"] == {"kind": "gain_life", "amount": 3, "player": "you"}
    (sculptor,) = [a for a in STORM_SCULPTOR["abilities"] if a["kind"] == "triggered"]
    assert sculptor["effect"] == {"kind": "return_chosen_to_hand", "spec": "creature"}


def _kami(choices: dict[str, Any], enchantments: list[str]) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"G": 1, "C": 3}, "hand": [{"id": "k", "card": "Geothermal Kami"}], "life": 20},
        battlefield=[{"id": e, "card": "Test Charm", "controller": "alice"} for e in enchantments]
        + [{"id": "theirs", "card": "Test Charm", "controller": "bob"}],
    )
    actions = [{"type": "cast", "player": "alice", "card": "k"}, {"type": "resolve"},
               {"type": "resolve", "choices": choices}]
    return run_with_cards(game, actions, GEOTHERMAL_KAMI, CHARM)


def test_608_2d_geothermal_kami_returns_the_chosen_enchantment_and_gains_3_life() -> None:
    result = _kami({"pay_optional_cost": True, "chosen": ["e2"]}, ["e1", "e2"])
    assert "e2" not in _on_battlefield(result) and "e1" in _on_battlefield(result)
    assert "e2" in _ids(player_of(result, "alice")["hand"])
    assert player_of(result, "alice")["life"] == 23
    declined = _kami({"pay_optional_cost": False}, ["e1"])
    assert "e1" in _on_battlefield(declined) and player_of(declined, "alice")["life"] == 20


def test_608_2d_geothermal_kami_cant_return_an_opponents_enchantment_or_nothing() -> None:
    with pytest.raises(IllegalAction):
        _kami({"pay_optional_cost": True, "chosen": ["theirs"]}, ["e1"])
    with pytest.raises(IllegalAction):  # none of yours: "If you do" can't hold
        _kami({"pay_optional_cost": True}, [])


def test_608_2d_storm_sculptor_returns_a_creature_you_control_itself_by_default() -> None:
    game = state(
        alice={"mana_pool": {"U": 1, "C": 3}, "hand": [{"id": "s", "card": "Storm Sculptor"}]},
        battlefield=[{"id": "theirs", "card": "Grizzly Bears", "controller": "bob"}],
    )
    actions = [{"type": "cast", "player": "alice", "card": "s"}, {"type": "resolve"}, {"type": "resolve"}]
    result = run_with_cards(game, actions, STORM_SCULPTOR)
    assert _on_battlefield(result) == ["theirs"]
    assert _ids(player_of(result, "alice")["hand"]) == ["s"]


def test_return_chosen_near_variants_are_not_read() -> None:
    _not_read("When ~ enters, return a creature to its owner's hand.")  # anyone's: not read
    _not_read("When ~ enters, return two creatures you control to their owner's hand.")
    _not_read("When ~ enters, return a creature an opponent controls to its owner's hand.")


# --- "target creature you control that doesn't have a +1/+1 counter on it" (CR 122.1, 115.1) -----------

COILING_STALKER = read_full_definition(
    "Coiling Stalker",
    "Creature — Snake Ninja",
    "Ninjutsu {1}{G} ({1}{G}, Return an unblocked attacker you control to hand: Put this card onto the "
    "battlefield from your hand tapped and attacking.)\nWhenever Coiling Stalker deals combat damage to a player, "
    "put a +1/+1 counter on target creature you control that doesn't have a +1/+1 counter on it.",
    "{2}{G}",
    ("3", "1"),
)


def test_122_1_coiling_stalker_reads_a_target_without_a_counter() -> None:
    trigger = COILING_STALKER["abilities"][-1]
    assert trigger["effect"]["target"] == "creature:you_control:without_counter_+1/+1"


def _stalker(target: str) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        alice={"library": _library(3)},
        battlefield=[
            {"id": "s", "card": "Coiling Stalker", "controller": "alice"},
            {"id": "plain", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "grown", "card": "Grizzly Bears", "controller": "alice", "counters": {"+1/+1": 1}},
        ],
    )
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": "s", "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "resolve", "choices": {"targets": [target]}},
    ]
    return run_with_cards(game, actions, COILING_STALKER)


def test_122_1_the_counter_goes_on_a_creature_without_one_only() -> None:
    result = _stalker("plain")
    plain = next(p for p in result["state"]["battlefield"] if p["id"] == "plain")
    assert plain["counters"] == {"+1/+1": 1}
    with pytest.raises(IllegalAction, match="'grown'"):  # already has one: it can't be chosen (CR 603.3d, 115.1)
        _stalker("grown")


def test_without_counter_near_variants_are_not_read() -> None:
    _not_read("Whenever ~ attacks, put a +1/+1 counter on target creature that doesn't have a frob counter on it.")
    _not_read("Whenever ~ attacks, put a +1/+1 counter on target creature that doesn't have two +1/+1 counters on it.")


# --- "you may pay {1} and sacrifice an artifact. If you do, ..." (CR 608.2d, 701.21a) -------------------

SOKENZAN_SMELTER = read_full_definition(
    "Sokenzan Smelter",
    "Creature — Goblin Artificer",
    "At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. If you do, create a 3/1 "
    "red Construct artifact creature token with haste.",
    "{1}{R}",
    ("3", "2"),
)
ORNITHOPTER = {"name": "Test Relic", "types": ["Artifact"]}


def test_608_2d_sokenzan_smelter_reads_as_a_cost_and_a_sacrifice() -> None:
    (trigger,) = SOKENZAN_SMELTER["abilities"]
    assert (trigger["optional_cost"], trigger["optional_action"]) == (
        "{1}",
        {"action": "sacrifice", "spec": "artifact", "amount": 1},
    )


def _smelter(choices: dict[str, Any], relics: list[str]) -> dict[str, Any]:
    game = state(
        battlefield=[
            {"id": "sm", "card": "Sokenzan Smelter", "controller": "alice"},
            {"id": "m", "card": "Forest", "controller": "alice"},
            *({"id": r, "card": "Test Relic", "controller": "alice"} for r in relics),
        ],
    )
    actions = [{"type": "next_step"}, {"type": "tap_for_mana", "player": "alice", "permanent": "m", "ability": 0},
               {"type": "resolve", "choices": choices}]
    return run_with_cards(game, actions, SOKENZAN_SMELTER, ORNITHOPTER)


def test_608_2d_paying_and_sacrificing_makes_a_construct() -> None:
    result = _smelter({"pay_optional_cost": True, "sacrifice": ["r2"]}, ["r1", "r2"])
    on = _on_battlefield(result)
    assert "r2" not in on and "r1" in on
    tokens = [p for p in result["state"]["battlefield"] if p["card"] == "Construct Token"
              or (isinstance(p["card"], dict) and p["card"].get("name") == "Construct Token")]
    assert len(tokens) == 1
    assert events_of(result, "optional_cost_paid") and events_of(result, "optional_action_done")


def test_608_2d_declined_or_without_an_artifact_nothing_happens() -> None:
    declined = _smelter({"pay_optional_cost": False}, ["r1"])
    assert sorted(_on_battlefield(declined)) == ["m", "r1", "sm"]
    with pytest.raises(IllegalAction):  # nothing to sacrifice: the choice can't be made (CR 608.2d)
        _smelter({"pay_optional_cost": True}, [])


def test_pay_and_sacrifice_near_variants_are_not_read() -> None:
    _not_read("At the beginning of combat on your turn, you may pay {1} and frobnicate an artifact. If you do, "
              "draw a card.")
    _not_read("At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. When you do, "
              "draw a card.")


# --- "Each opponent creates X minus one 2/2 ... tokens" (CR 107.3a, 107.1b, 111.2) -----------------------

EIGANJO_UPRISING = read_full_definition(
    "Eiganjo Uprising",
    "Sorcery",
    "Create X 2/2 white Samurai creature tokens with vigilance. They gain menace and haste until end of turn.\n"
    "Each opponent creates X minus one 2/2 white Samurai creature tokens with vigilance.",
    "{X}{R}{W}",
)


def _uprising(x: int) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"R": 1, "W": 1, "C": x}, "hand": [{"id": "up", "card": "Eiganjo Uprising"}]})
    return run_with_cards(game, [{"type": "cast", "card": "up", "x": x}, {"type": "resolve"}], EIGANJO_UPRISING)


def _samurai(result: dict[str, Any], controller: str) -> int:
    return len([p for p in result["state"]["battlefield"] if p["controller"] == controller])


def test_107_3a_each_opponent_gets_one_token_fewer() -> None:
    result = _uprising(3)
    assert (_samurai(result, "alice"), _samurai(result, "bob")) == (3, 2)


def test_107_1b_x_of_0_gives_the_opponent_no_negative_tokens() -> None:
    result = _uprising(0)
    assert (_samurai(result, "alice"), _samurai(result, "bob")) == (0, 0)


def test_x_minus_near_variants_are_not_read() -> None:
    _not_read("Each opponent creates X minus two 2/2 white Samurai creature tokens with vigilance.", is_spell=True)
    _not_read("~ deals X minus one damage to any target.", is_spell=True)


# --- "Mill three cards, then return a creature or planeswalker card from your graveyard to your hand." --------
# (CR 608.2d: chosen as it resolves, not targeted; 701.17a; 400.3)

TAKENUMA = read_full_definition(
    "Takenuma, Abandoned Mire",
    "Legendary Land",
    "{T}: Add {B}.\nChannel — {3}{B}, Discard Takenuma, Abandoned Mire: Mill three cards, then return a creature or "
    "planeswalker card from your graveyard to your hand. This ability costs {1} less to activate for each "
    "legendary creature you control.",
    "",
)


def test_608_2d_takenuma_reads_a_mill_then_a_chosen_return() -> None:
    channel = TAKENUMA["abilities"][1]
    assert channel["effect"] == {"kind": "mill", "amount": 3, "player": "you"}
    assert channel["then_effects"] == [
        {"kind": "return_chosen_card_to_hand", "spec": "card_in_your_graveyard:creature_or_planeswalker"}
    ]


def _takenuma(choices: dict[str, Any], library: list[dict[str, str]]) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"B": 1, "C": 3}, "hand": [{"id": "tk", "card": "Takenuma, Abandoned Mire"}],
                        "library": library, "graveyard": [{"id": "old", "card": "Forest"}]})
    actions = [{"type": "activate", "permanent": "tk", "ability": 1}, {"type": "resolve", "choices": choices}]
    return run_with_cards(game, actions, TAKENUMA)


def test_608_2d_a_card_just_milled_may_be_chosen() -> None:
    library = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "f1", "card": "Forest"}, {"id": "b2", "card": "Grizzly Bears"}]
    result = _takenuma({"chosen": ["b2"]}, library)
    alice = player_of(result, "alice")
    assert _ids(alice["hand"]) == ["b2"]
    assert sorted(_ids(alice["graveyard"])) == ["b1", "f1", "old", "tk"]
    with pytest.raises(IllegalAction):  # a land is no creature or planeswalker card
        _takenuma({"chosen": ["f1"]}, library)


def test_609_3_with_no_creature_card_nothing_returns() -> None:
    result = _takenuma({}, [{"id": "f1", "card": "Forest"}])
    assert player_of(result, "alice")["hand"] == []
    assert events_of(result, "nothing_to_return")


def test_return_chosen_card_near_variants_are_not_read() -> None:
    _not_read("{T}: Return a creature card from an opponent's graveyard to your hand.")
    _not_read("{T}: Return two creature cards from your graveyard to your hand.")


# --- "When ~ dies, if it had counters on it, put those counters on target creature you control." ------------
# (CR 603.4 intervening "if", 603.10a last known, 608.2h)

IRON_APPRENTICE = read_full_definition(
    "Iron Apprentice",
    "Artifact Creature — Construct",
    "Iron Apprentice enters the battlefield with a +1/+1 counter on it.\nWhen Iron Apprentice dies, if it had "
    "counters on it, put those counters on target creature you control.",
    "{1}",
    ("0", "0"),
)


def test_603_4_iron_apprentice_reads_an_intervening_if() -> None:
    dies = IRON_APPRENTICE["abilities"][-1]
    assert dies["effect"] == {"kind": "put_its_counters", "target": "creature:you_control", "if_it_had_counters": True}


def _apprentice(counters: dict[str, int]) -> dict[str, Any]:
    game = state(battlefield=[
        {"id": "ia", "card": "Iron Apprentice", "controller": "alice", "counters": counters},
        {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
    ])
    return run_with_cards(game, [{"type": "move", "permanent": "ia", "to": "graveyard"},
                                 {"type": "resolve", "choices": {"targets": ["g"]}}], IRON_APPRENTICE)


def test_603_4_its_counters_move_to_the_target() -> None:
    result = _apprentice({"+1/+1": 2})
    bears = next(p for p in result["state"]["battlefield"] if p["id"] == "g")
    assert bears["counters"] == {"+1/+1": 2}


def test_603_4_without_counters_it_does_not_trigger() -> None:
    game = state(battlefield=[
        {"id": "ia", "card": "Iron Apprentice", "controller": "alice", "counters": {}},
        {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
    ])
    result = run_with_cards(game, [{"type": "move", "permanent": "ia", "to": "graveyard"}], IRON_APPRENTICE)
    assert events_of(result, "trigger_put_on_stack") == []


def test_had_counters_near_variants_are_not_read() -> None:
    _not_read("When ~ enters, if it had counters on it, put those counters on target creature you control.")
    _not_read("When ~ dies, if it had counters on it, put those counters on target creature you control and draw "
              "a card.")
    _not_read("When ~ dies, put those counters on target creature you control.")


# --- the same constructions in other sets: a step trigger's optional action, "discard your hand" -------------

ELABORATE_FIRECANNON = read_full_definition(
    "Elaborate Firecannon",
    "Artifact",
    "Elaborate Firecannon doesn't untap during your untap step.\n{4}, {T}: Elaborate Firecannon deals 2 damage to any "
    "target.\nAt the beginning of your upkeep, you may discard a card. If you do, untap Elaborate Firecannon.",
    "{2}",
)
SONG_OF_CREATION = read_full_definition(
    "Song of Creation",
    "Enchantment",
    "You may play an additional land on each of your turns.\nWhenever you cast a spell, draw two cards.\n"
    "At the beginning of your end step, discard your hand.",
    "{1}{G}{U}{R}",
)


def test_608_2d_a_step_triggers_optional_action_is_read_and_played() -> None:
    upkeep = ELABORATE_FIRECANNON["abilities"][-1]
    assert upkeep["optional_action"] == {"action": "discard", "amount": 1}
    game = state(step="untap", alice={"hand": [{"id": "c1", "card": "Forest"}]},
                 battlefield=[{"id": "fc", "card": "Elaborate Firecannon", "controller": "alice", "tapped": True}])
    actions = [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}]
    result = run_with_cards(game, actions, ELABORATE_FIRECANNON)
    cannon = next(p for p in result["state"]["battlefield"] if p["id"] == "fc")
    assert cannon["tapped"] is False and _ids(player_of(result, "alice")["graveyard"]) == ["c1"]


def test_701_9a_song_of_creation_discards_the_hand_at_end_step() -> None:
    game = state(step="postcombat_main", alice={"hand": [{"id": "c1", "card": "Forest"}, {"id": "c2", "card": "Forest"}]},
                 battlefield=[{"id": "song", "card": "Song of Creation", "controller": "alice"}])
    result = run_with_cards(game, [{"type": "next_step"}, {"type": "resolve"}], SONG_OF_CREATION)
    alice = player_of(result, "alice")
    assert alice["hand"] == [] and sorted(_ids(alice["graveyard"])) == ["c1", "c2"]
