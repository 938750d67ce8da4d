"""Kamigawa: Neon Dynasty constructions (s15-neo, docs/oracle-neo.md), played from real Oracle text as
the reader reads it: channel ("Channel — {U}, Discard ~: Draw a card.", CR 207.2c, 113.6k, 602.2),
"This ability costs {1} less to activate for each ..." (CR 602.2b, 601.2f, 118.7a) and modified
permanents (CR 700.9)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle.compose import read_composed
from app.oracle.keyword_lines import read_keyword_line
from tests.unit.conftest import CATALOG, events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read

SPHERE = (
    "Mnemonic Sphere",
    "Artifact",
    "{1}{U}, Sacrifice Mnemonic Sphere: Draw two cards.\nChannel — {U}, Discard Mnemonic Sphere: Draw a card.",
    "{1}{U}",
    None,
)
SNIPER = (
    "Twinshot Sniper",
    "Artifact Creature — Goblin Archer",
    "Reach\nWhen Twinshot Sniper enters the battlefield, it deals 2 damage to any target.\n"
    "Channel — {1}{R}, Discard Twinshot Sniper: It deals 2 damage to any target.",
    "{3}{R}",
    ("2", "3"),
)
CHANNEL_LAND = (  # Otawara's construction on a creature target (its four-type list is another group's)
    "Test Channel Land",
    "Legendary Land",
    "{T}: Add {U}.\nChannel — {3}{U}, Discard Test Channel Land: Return target creature to its owner's hand. "
    "This ability costs {1} less to activate for each legendary creature you control.",
    "",
    None,
)
GUIDE_BOT = (
    "Towashi Guide-Bot",
    "Artifact Creature — Construct",
    "When Towashi Guide-Bot enters the battlefield, put a +1/+1 counter on target creature you control.\n"
    "{4}, {T}: Draw a card. This ability costs {1} less to activate for each modified creature you control. "
    "(Equipment, Auras you control, and counters are modifications.)",
    "{4}",
    ("2", "1"),
)
ASSAULT = (
    "Ambitious Assault",
    "Instant",
    "Creatures you control get +2/+0 until end of turn. If you control a modified creature, draw a card. "
    "(Equipment, Auras you control, and counters are modifications.)",
    "{2}{R}",
    None,
)
EXTRA = [
    {"name": "Test Equipment", "types": ["Artifact"], "subtypes": ["Equipment"], "abilities": []},
    {"name": "Test Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "abilities": []},
    {"name": "Test Legend", "types": ["Creature"], "supertypes": ["Legendary"], "power": 2, "toughness": 2},
]


def _catalog() -> dict[str, CardDefinition]:
    cards = [_read(*SPHERE), _read(*SNIPER), _read(*CHANNEL_LAND), _read(*GUIDE_BOT), _read(*ASSAULT), *EXTRA]
    return {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}


CARDS = _catalog()


def _run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, CARDS).model_dump(mode="json")


def _line(line: str) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=False, name="Test Card").abilities


def _bears(object_id: str, controller: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": object_id, "card": "Grizzly Bears", "controller": controller, "owner": controller, **more}


# --- grammar: the lines read, near variants with an unknown word don't -------------------------


def test_channel_reads_as_an_ability_that_discards_its_card_and_a_near_variant_does_not() -> None:
    assert _line("Channel — {U}, Discard ~: Draw a card.") == [
        {
            "kind": "activated",
            "cost": "{U}",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "other_costs": [{"kind": "discard_self"}],
        }
    ]
    assert _line(
        "Channel — {U}, Discard ~: Draw a card. This ability costs {1} less to activate for each "
        "legendary creature you control."
    ) == [
        {
            "kind": "activated",
            "cost": "{U}",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "other_costs": [{"kind": "discard_self"}],
            "cost_reduction": {"generic": 1, "for_each_you_control": "creature:legendary"},
        }
    ]
    assert _line("Channel — {U}, Shred ~: Draw a card.") is None  # an unknown word
    assert (
        _line(
            "Channel — {U}, Discard ~: Draw a card. This ability costs {1} less to wibble for each "
            "legendary creature you control."
        )
        is None
    )
    # a card in a hand can't be tapped, nor act on itself as a permanent (CR 113.6k, 602.2b)
    assert _line("{T}, Discard ~: Draw a card.") is None
    assert _line("{1}, Discard ~: Return ~ to its owner's hand.") is None


def test_modified_reads_as_a_state_and_a_near_variant_does_not() -> None:
    assert _line(
        "{4}, {T}: Draw a card. This ability costs {1} less to activate for each modified creature you control."
    ) == [
        {
            "kind": "activated",
            "cost": "{4}{T}",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "cost_reduction": {"generic": 1, "for_each_you_control": "creature:modified"},
        }
    ]
    assert (
        _line("{4}, {T}: Draw a card. This ability costs {1} less to activate for each modifried creature you control.")
        is None
    )


# --- engine: channel (CR 113.6k, 602.2, 701.9a) -------------------------------------------------


def test_113_6k_channel_is_activated_from_the_hand_and_discards_the_card() -> None:
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "sphere", "card": "Mnemonic Sphere"}]})
    result = _run(game, [{"type": "activate", "permanent": "sphere", "ability": 1}, {"type": "resolve"}])
    activated = events_of(result, "ability_activated")[0]
    assert activated["zone"] == "hand" and "CR 113.6k" in activated["cites"]
    discarded = events_of(result, "cards_discarded")[0]
    assert discarded["cards"] == ["sphere"] and "CR 701.9a" in discarded["cites"]
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["graveyard"]] == ["sphere"]
    assert len(alice["hand"]) == 1  # the card drawn
    assert alice["mana_pool"].get("U", 0) == 0


def test_113_6k_a_channel_ability_of_a_permanent_or_another_hand_ability_is_refused() -> None:
    game = state(
        alice={"mana_pool": {"U": 3}, "hand": [{"id": "sphere", "card": "Mnemonic Sphere"}]},
        battlefield=[{"id": "sphere2", "card": "Mnemonic Sphere", "controller": "alice", "owner": "alice"}],
    )
    with pytest.raises(IllegalAction, match="only while the card is in its owner's hand"):
        _run(game, [{"type": "activate", "permanent": "sphere2", "ability": 1}])
    with pytest.raises(IllegalAction, match=r"functions only if it says so"):
        _run(game, [{"type": "activate", "permanent": "sphere", "ability": 0}])
    with pytest.raises(IllegalAction, match="only its owner"):
        _run(game, [{"type": "activate", "permanent": "sphere", "ability": 1, "player": "bob"}])


def test_channel_needs_its_mana() -> None:
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "sniper", "card": "Twinshot Sniper"}]})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "sniper", "ability": 1, "choices": {"targets": ["bob"]}}])


def test_channel_damage_is_dealt_by_the_discarded_card() -> None:
    game = state(alice={"mana_pool": {"R": 1, "C": 1}, "hand": [{"id": "sniper", "card": "Twinshot Sniper"}]})
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "sniper", "ability": 1, "choices": {"targets": ["bob"]}},
            {"type": "resolve"},
        ],
    )
    assert player_of(result, "bob")["life"] == 18
    assert [card["id"] for card in player_of(result, "alice")["graveyard"]] == ["sniper"]


# --- engine: "costs {1} less to activate for each ..." (CR 602.2b, 601.2f, 118.7a) ----------------


def test_601_2f_channel_costs_less_for_each_legendary_creature() -> None:
    game = state(
        alice={"mana_pool": {"U": 1, "C": 1}, "hand": [{"id": "otawara", "card": "Test Channel Land"}]},
        battlefield=[
            {"id": "l1", "card": "Test Legend", "controller": "alice", "owner": "alice"},
            {"id": "l2", "card": "Test Legend", "controller": "alice", "owner": "alice"},
            {"id": "l3", "card": "Test Legend", "controller": "bob", "owner": "bob"},
            _bears("b1", "bob"),
        ],
    )
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "otawara", "ability": 1, "choices": {"targets": ["b1"]}},
            {"type": "resolve"},
        ],
    )
    assert [card["id"] for card in player_of(result, "bob")["hand"]][-1] == "b1"
    assert player_of(result, "alice")["mana_pool"] == {} or sum(player_of(result, "alice")["mana_pool"].values()) == 0
    # with one legendary creature it costs {2}{U}: {1}{U} is not enough
    game["battlefield"] = [p for p in game["battlefield"] if p["id"] != "l2"]
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "otawara", "ability": 1, "choices": {"targets": ["b1"]}}])


# --- engine: modified (CR 700.9) -----------------------------------------------------------------


def _guide_bot_game(*others: dict[str, Any], mana: int) -> dict[str, Any]:
    bot = {"id": "bot", "card": "Towashi Guide-Bot", "controller": "alice", "owner": "alice"}
    return state(alice={"mana_pool": {"C": mana}}, battlefield=[bot, *others])


def test_700_9_counters_equipment_and_own_auras_make_a_creature_modified() -> None:
    modified = [
        _bears("b1", counters={"+1/+1": 1}),
        _bears("b2"),
        {"id": "eq", "card": "Test Equipment", "controller": "alice", "owner": "alice", "attached_to": "b2"},
        _bears("b3"),
        {"id": "au", "card": "Test Aura", "controller": "alice", "owner": "alice", "attached_to": "b3"},
    ]
    result = _run(
        _guide_bot_game(*modified, mana=1),
        [{"type": "activate", "permanent": "bot", "ability": 1}, {"type": "resolve"}],
    )
    assert len(player_of(result, "alice")["hand"]) == 1  # {4} less 3 modified creatures: {1}


def test_700_9_an_opponents_aura_or_a_bare_creature_is_not_modified() -> None:
    others = [
        _bears("b1"),
        _bears("b2"),
        {"id": "au", "card": "Test Aura", "controller": "bob", "owner": "bob", "attached_to": "b2"},
    ]
    with pytest.raises(IllegalAction):
        _run(_guide_bot_game(*others, mana=3), [{"type": "activate", "permanent": "bot", "ability": 1}])
    result = _run(
        _guide_bot_game(*others, mana=4), [{"type": "activate", "permanent": "bot", "ability": 1}, {"type": "resolve"}]
    )
    assert len(player_of(result, "alice")["hand"]) == 1


def test_700_9_if_you_control_a_modified_creature() -> None:
    def cast(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(
            alice={"mana_pool": {"R": 1, "C": 2}, "hand": [{"id": "aa", "card": "Ambitious Assault"}]},
            battlefield=battlefield,
        )
        return _run(game, [{"type": "cast", "card": "aa"}, {"type": "resolve"}])

    assert len(player_of(cast([_bears("b1")]), "alice")["hand"]) == 0
    assert len(player_of(cast([_bears("b1", counters={"+1/+1": 1})]), "alice")["hand"]) == 1


def test_legal_actions_lists_channel_abilities_of_hand_cards() -> None:
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "sphere", "card": "Mnemonic Sphere"}]})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    entry = next(e for e in listed["legal"] if e["action"]["type"] == "activate")
    assert entry["action"]["permanent"] == "sphere" and entry["action"]["ability"] == 1
    assert "CR 113.6k" in entry["cites"]
    game["players"][0]["mana_pool"] = {}
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    assert not [e for e in listed["legal"] if e["action"]["type"] == "activate"]


# --- engine: reconfigure (CR 702.151) ------------------------------------------------------------

BLADES = (
    "Lizard Blades",
    "Artifact Creature — Equipment Lizard",
    "Double strike\nEquipped creature has double strike.\nReconfigure {2} ({2}: Attach to target creature you "
    "control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
    "{1}{R}",
    ("1", "1"),
)
BLADES_CARDS = {**CARDS, "Lizard Blades": CardDefinition.model_validate(_read(*BLADES))}
_BLADES_ABILITIES = [a["kind"] for a in _read(*BLADES)["abilities"]]
ATTACH, UNATTACH = (i for i, kind in enumerate(_BLADES_ABILITIES) if kind == "reconfigure")


def _blades(**more: Any) -> dict[str, Any]:
    return {"id": "lz", "card": "Lizard Blades", "controller": "alice", "owner": "alice", **more}


def _run_blades(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, BLADES_CARDS).model_dump(mode="json")


def _attack(game: dict[str, Any], attackers: list[str]) -> dict[str, Any]:
    game = {**game, "step": "declare_attackers"}
    declared = [{"id": a, "defending": "bob"} for a in attackers]
    return _run_blades(game, [{"type": "declare_attackers", "attackers": declared}])


def test_reconfigure_reads_as_its_two_abilities_and_a_near_variant_does_not() -> None:
    assert read_keyword_line("Reconfigure {2}", False) == [
        {"kind": "reconfigure", "cost": "{2}"},
        {"kind": "reconfigure", "cost": "{2}", "unattach": True},
    ]
    assert read_keyword_line("Reconfigure {2} sideways", False) is None
    assert read_keyword_line("Reconfigure {X}", False) is None


def test_702_151_reconfigure_attaches_and_the_equipment_stops_being_a_creature() -> None:
    game = state(alice={"mana_pool": {"C": 2}}, battlefield=[_blades(), _bears("b1")])
    result = _run_blades(
        game,
        [
            {"type": "activate", "permanent": "lz", "ability": ATTACH, "choices": {"targets": ["b1"]}},
            {"type": "resolve"},
        ],
    )
    attached = events_of(result, "attached")[0]
    assert attached["permanent"] == "lz" and attached["attached_to"] == "b1"
    after = result["state"]
    with pytest.raises(IllegalAction, match="not a creature"):  # CR 702.151b: it isn't a creature while attached
        _attack(after, ["lz"])
    assert events_of(_attack(after, ["b1"]), "attackers_declared")


def test_702_151a_reconfigure_only_as_a_sorcery_and_unattach_only_while_attached() -> None:
    game = state(alice={"mana_pool": {"C": 4}}, battlefield=[_blades(), _bears("b1")])
    with pytest.raises(IllegalAction, match="attached to a creature"):
        _run_blades(game, [{"type": "activate", "permanent": "lz", "ability": UNATTACH}])
    with pytest.raises(IllegalAction):
        _run_blades(
            {**game, "step": "upkeep"},
            [{"type": "activate", "permanent": "lz", "ability": ATTACH, "choices": {"targets": ["b1"]}}],
        )
    attached = state(alice={"mana_pool": {"C": 2}}, battlefield=[_blades(attached_to="b1"), _bears("b1")])
    result = _run_blades(attached, [{"type": "activate", "permanent": "lz", "ability": UNATTACH}, {"type": "resolve"}])
    assert events_of(result, "unattached")[0]["attached_to"] == "b1"
    lizard = next(p for p in result["state"]["battlefield"] if p["id"] == "lz")
    assert lizard.get("attached_to") is None
    assert events_of(_attack(result["state"], ["lz"]), "attackers_declared")  # a creature again


def test_702_151b_the_equipment_is_a_creature_again_when_its_creature_dies() -> None:
    game = state(battlefield=[_blades(attached_to="b1"), _bears("b1", damage=2)])
    result = _run_blades(game, [{"type": "pass_priority"}])
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "b1"]
    lizard = next(p for p in result["state"]["battlefield"] if p["id"] == "lz")
    assert lizard.get("attached_to") is None


# --- "attacks alone" (CR 506.5) ---------------------------------------------------------------------

EXEMPLAR = (
    "Eiganjo Exemplar",
    "Enchantment Creature — Human Samurai",
    "Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn.",
    "{1}{W}",
    ("2", "1"),
)
WARRIOR = {"name": "Test Warrior", "types": ["Creature"], "subtypes": ["Human", "Warrior"], "power": 3, "toughness": 3}
ALONE_CARDS = {
    **CARDS,
    "Eiganjo Exemplar": CardDefinition.model_validate(_read(*EXEMPLAR)),
    "Test Warrior": CardDefinition.model_validate(WARRIOR),
}


def test_attacks_alone_reads_and_a_near_variant_does_not() -> None:
    assert _line("Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn.") == [
        {
            "kind": "triggered",
            "trigger": "creature_attacks",
            "effect": {
                "kind": "pump",
                "target": "that_permanent",
                "power": 1,
                "toughness": 1,
                "duration": "end_of_turn",
            },
            "attacking": "creature:Samurai_or_Warrior:you_control",
            "attacks_alone": True,
        }
    ]
    assert _line("Whenever a Samurai or Warrior you control attacks lonely, it gets +1/+1 until end of turn.") is None


def _attack_with(*attackers: str, then_resolve: bool = True) -> dict[str, Any]:
    battlefield = [
        {"id": "ex", "card": "Eiganjo Exemplar", "controller": "alice", "controlled_since_turn": 1},
        {"id": "war", "card": "Test Warrior", "controller": "alice", "controlled_since_turn": 1},
        {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
    ]
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "attackers": [{"id": a, "defending": "bob"} for a in attackers]}
    actions = [attack, {"type": "resolve"}] if then_resolve else [attack]
    return resolve(game, actions, ALONE_CARDS).model_dump(mode="json")


def test_506_5_a_warrior_attacking_alone_triggers_and_gets_the_pump() -> None:
    result = _attack_with("war")
    assert len(events_of(result, "trigger_put_on_stack")) == 1
    warrior = next(p for p in result["state"]["battlefield"] if p["id"] == "war")
    assert any(effect.get("power") == 1 for effect in warrior.get("effects", []))


def test_506_5_two_attackers_or_a_non_samurai_alone_do_not_trigger() -> None:
    assert not events_of(_attack_with("war", "ex", then_resolve=False), "trigger_put_on_stack")
    assert not events_of(_attack_with("bear", then_resolve=False), "trigger_put_on_stack")


def test_channel_exile_then_return_at_the_next_end_step_works_from_the_discarded_card() -> None:
    touch = _read(
        "Touch the Spirit Realm",
        "Enchantment",
        "When Touch the Spirit Realm enters the battlefield, exile up to one target artifact or creature until Touch "
        "the Spirit Realm leaves the battlefield.\nChannel — {1}{W}, Discard Touch the Spirit Realm: Exile target "
        "artifact or creature. Return it to the battlefield under its owner's control at the beginning of the next "
        "end step.",
        "{2}{W}",
    )
    catalog = {**CARDS, "Touch the Spirit Realm": CardDefinition.model_validate(touch)}
    game = state(
        alice={"mana_pool": {"W": 1, "C": 1}, "hand": [{"id": "touch", "card": "Touch the Spirit Realm"}]},
        battlefield=[_bears("b1", "bob")],
    )
    actions = [
        {"type": "activate", "permanent": "touch", "ability": 1, "choices": {"targets": ["b1"]}},
        {"type": "resolve"},
    ]
    result = resolve(game, actions, catalog).model_dump(mode="json")
    assert not [p for p in result["state"]["battlefield"] if p["card"] == "Grizzly Bears"]
    assert [card["id"] for card in player_of(result, "alice")["graveyard"]] == ["touch"]
    after = {**result["state"], "step": "postcombat_main"}
    later = resolve(after, [{"type": "next_step"}, {"type": "resolve"}], catalog)
    back = [p for p in later.model_dump(mode="json")["state"]["battlefield"] if p["card"] == "Grizzly Bears"]
    assert back and back[0]["controller"] == "bob"
