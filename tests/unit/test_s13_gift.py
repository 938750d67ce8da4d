"""Gift conditions on a permanent's enters ability and the other constructions of docs/oracle-gift.md:
each read from the real Bloomburrow Oracle text (a near variant with an unknown word is not read),
each engine node played."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state

KITNAP_TEXT = (
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, when it enters, they "
    "draw a card.)\nEnchant creature\nWhen Kitnap enters, tap enchanted creature. If the gift wasn't promised, "
    "put three stun counters on it.\nYou control enchanted creature."
)
SCRAPSHOOTER_TEXT = (
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, when it enters, they "
    "draw a card.)\nReach\nWhen Scrapshooter enters, if the gift was promised, destroy target artifact or "
    "enchantment an opponent controls."
)


def _support(text: str, name: str = "Test Card", type_line: str = "Creature — Raccoon") -> str:
    return read_card(CardFacts(name, "{1}", type_line, text, power="1", toughness="1")).support


def _bear(object_id: str, controller: str, **fields: Any) -> dict[str, Any]:
    card = {"name": object_id.title(), "types": ["Creature"], "power": 2, "toughness": 2}
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1, "card": card, **fields}


def _relic(object_id: str, controller: str) -> dict[str, Any]:
    return {"id": object_id, "controller": controller, "card": {"name": "Relic", "types": ["Artifact"]}}


# --- gift conditions on "When ~ enters" (CR 702.174c, 603.4) -----------------------------------------


def test_gift_conditions_on_enters_abilities_read() -> None:
    kitnap = read_full_definition("Kitnap", "Enchantment — Aura", KITNAP_TEXT, "{2}{U}{U}")
    trigger = kitnap["abilities"][2]
    assert trigger["effect"] == {"kind": "tap", "target": "enchanted_creature"}
    assert trigger["then_effects"] == [
        {
            "kind": "if_gift",
            "promised": False,
            "effect": {"kind": "put_counters", "counter": "stun", "amount": 3, "target": "enchanted_creature"},
        }
    ]
    shooter = read_full_definition(
        "Scrapshooter", "Creature — Raccoon Archer", SCRAPSHOOTER_TEXT, "{1}{G}{G}", ("4", "4")
    )
    assert shooter["abilities"][1]["if_gift"] == "promised"
    # near variants: an unknown word, a gift condition on another trigger, with 'instead'
    assert _support(SCRAPSHOOTER_TEXT.replace("was promised", "was glorpled"), "Scrapshooter") != "full"
    assert _support("When this creature dies, if the gift was promised, draw a card.") != "full"
    assert (
        _support("When this creature enters, draw a card. If the gift was promised, instead draw two cards.") != "full"
    )


def _kitnap_game() -> dict[str, Any]:
    return state(
        battlefield=[_bear("bear", "bob")],
        alice={"mana_pool": {"U": 2, "C": 2}, "hand": [{"id": "kitnap", "card": "Kitnap"}]},
    )


def _kitnap() -> dict[str, Any]:
    return read_full_definition("Kitnap", "Enchantment — Aura", KITNAP_TEXT, "{2}{U}{U}")


def test_702_174c_kitnap_stuns_only_when_the_gift_was_not_promised() -> None:
    cast = {"type": "cast", "card": "kitnap", "choices": {"targets": ["bear"]}}
    plain = run_with_cards(_kitnap_game(), [cast, {"type": "resolve"}, {"type": "resolve"}], _kitnap())
    bear = permanent(plain, "bear")
    assert bear["tapped"] and bear["counters"] == {"stun": 3} and bear["controller"] == "alice"
    promised = run_with_cards(
        _kitnap_game(),
        [{**cast, "gift": "bob"}, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}],
        _kitnap(),
    )
    bear = permanent(promised, "bear")
    assert bear["tapped"] and not bear.get("counters")
    assert any(e["condition"] == "the gift was not promised" for e in events_of(promised, "condition_not_met"))
    assert len(player_of(promised, "bob")["hand"]) == 1  # the gift: Bob drew a card


def _shooter_game() -> dict[str, Any]:
    return state(
        battlefield=[_relic("relic", "bob")],
        alice={"mana_pool": {"G": 2, "C": 1}, "hand": [{"id": "shooter", "card": "Scrapshooter"}]},
    )


def _shooter() -> dict[str, Any]:
    return read_full_definition("Scrapshooter", "Creature — Raccoon Archer", SCRAPSHOOTER_TEXT, "{1}{G}{G}", ("4", "4"))


def test_603_4_scrapshooter_triggers_only_when_the_gift_was_promised() -> None:
    plain = run_with_cards(_shooter_game(), [{"type": "cast", "card": "shooter"}, {"type": "resolve"}], _shooter())
    assert not events_of(plain, "trigger_put_on_stack") and not plain["state"]["stack"]
    promised = run_with_cards(
        _shooter_game(),
        [
            {"type": "cast", "card": "shooter", "gift": "bob"},
            {"type": "resolve", "choices": {"targets": ["relic"]}},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
        _shooter(),
    )
    assert all(p["id"] != "relic" for p in promised["state"]["battlefield"])
    assert any(c["id"] == "relic" for c in player_of(promised, "bob")["graveyard"])


# --- damage-increasing replacement effects (CR 614.1a) ---------------------------------------------

FLAMECALLER_TEXT = (
    "If a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player, it deals "
    "that much damage plus 1 instead."
)
ARTISTS_TALENT_TEXT = (
    "(Gain the next level as a sorcery to add its ability.)\nWhenever you cast a noncreature spell, you may "
    "discard a card. If you do, draw a card.\n{2}{R}: Level 2\nNoncreature spells you cast cost {1} less to "
    "cast.\n{2}{R}: Level 3\nIf a source you control would deal noncombat damage to an opponent or a permanent "
    "an opponent controls, it deals that much damage plus 2 instead."
)
PINGER = {
    "name": "Lizard Pinger",
    "types": ["Creature"],
    "subtypes": ["Lizard"],
    "power": 1,
    "toughness": 1,
    "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}],
}
BEAR_PINGER = {**PINGER, "name": "Bear Pinger", "subtypes": ["Bear"]}
SHOCK = {
    "name": "Test Shock",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}


def _flamecaller() -> dict[str, Any]:
    return read_full_definition(
        "Valley Flamecaller", "Creature — Lizard Warlock", FLAMECALLER_TEXT, "{2}{R}", ("3", "3")
    )


def _artists_talent() -> dict[str, Any]:
    return read_full_definition("Artist's Talent", "Enchantment — Class", ARTISTS_TALENT_TEXT, "{1}{R}")


def test_damage_increases_read() -> None:
    assert _flamecaller()["abilities"] == [
        {
            "kind": "damage_increase",
            "to": "any",
            "plus": 1,
            "sources_any_of": ["permanent:Lizard", "permanent:Mouse", "permanent:Otter", "permanent:Raccoon"],
        }
    ]
    talent = _artists_talent()["abilities"]
    assert talent[0]["optional_action"] == {"action": "discard", "amount": 1}
    assert talent[2]["abilities"] == [
        {"kind": "damage_increase", "to": "opponent_or_their_permanent", "plus": 2, "noncombat": True}
    ]
    # near variants: an unknown word; a source not said to be yours
    assert _support(FLAMECALLER_TEXT.replace("plus 1", "plus 1 glorpily")) != "full"
    assert _support(FLAMECALLER_TEXT.replace(" you control would", " would")) != "full"


def _ping_game(*battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(battlefield=[*battlefield, _bear("bear", "bob")])


def _ping(result_target: str = "bob") -> list[dict[str, Any]]:
    return [
        {"type": "activate", "permanent": "pinger", "ability": 0, "choices": {"targets": [result_target]}},
        {"type": "resolve"},
    ]


def test_614_1a_a_lizard_you_control_deals_that_much_damage_plus_one() -> None:
    caller = {"id": "caller", "card": "Valley Flamecaller", "controller": "alice"}
    pinger = {"id": "pinger", "card": "Lizard Pinger", "controller": "alice", "controlled_since_turn": 1}
    result = run_with_cards(_ping_game(caller, pinger), _ping(), _flamecaller(), PINGER)
    assert player_of(result, "bob")["life"] == 18
    assert events_of(result, "damage_increased")[0]["plus"] == 1
    creature = run_with_cards(_ping_game(caller, pinger), _ping("bear"), _flamecaller(), PINGER)
    assert all(p["id"] != "bear" for p in creature["state"]["battlefield"])  # 2 damage to a 2/2
    # not a Lizard, Mouse, Otter or Raccoon; or a Lizard an opponent controls: no increase
    bear = {**pinger, "card": "Bear Pinger"}
    assert (
        player_of(run_with_cards(_ping_game(caller, bear), _ping(), _flamecaller(), BEAR_PINGER), "bob")["life"] == 19
    )
    theirs = {**caller, "controller": "bob"}
    assert player_of(run_with_cards(_ping_game(theirs, pinger), _ping(), _flamecaller(), PINGER), "bob")["life"] == 19


def test_614_1a_artists_talent_level_3_adds_two_to_noncombat_damage_to_opponents() -> None:
    talent = {"id": "talent", "card": "Artist's Talent", "controller": "alice", "class_level": 3}
    game = state(
        battlefield=[talent, _bear("bear", "bob")],
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "shock", "card": "Test Shock"}]},
    )
    shock = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    # the cast trigger ("you may discard a card"): declined, then the spell resolves
    result = run_with_cards(
        game,
        [shock, {"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "resolve"}],
        _artists_talent(),
        SHOCK,
    )
    assert player_of(result, "bob")["life"] == 16  # 2 + 2
    to_self = run_with_cards(
        game,
        [
            {**shock, "choices": {"targets": ["alice"]}},
            {"type": "resolve", "choices": {"pay_optional_cost": False}},
            {"type": "resolve"},
        ],
        _artists_talent(),
        SHOCK,
    )
    assert player_of(to_self, "alice")["life"] == 18  # not an opponent: no increase
    level_2 = {**game, "battlefield": [{**talent, "class_level": 2}, _bear("bear", "bob")]}
    lower = run_with_cards(
        level_2,
        [shock, {"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "resolve"}],
        _artists_talent(),
        SHOCK,
    )
    assert player_of(lower, "bob")["life"] == 18


def test_608_2d_artists_talent_may_discard_a_card_to_draw_one() -> None:
    talent = {"id": "talent", "card": "Artist's Talent", "controller": "alice"}
    hand = [{"id": "shock", "card": "Test Shock"}, {"id": "extra", "card": "Grizzly Bears"}]
    game = state(battlefield=[talent], alice={"mana_pool": {"R": 1}, "hand": hand})
    shock = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    asked = run_with_cards(game, [shock], _artists_talent(), SHOCK)["pending"]
    assert asked["player"] == "alice" and asked["options"]["choice"] == "pay_optional_cost"
    done = run_with_cards(
        game,
        [shock, {"type": "resolve", "choices": {"pay_optional_cost": True, "discard": ["extra"]}}],
        _artists_talent(),
        SHOCK,
    )
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["extra"] and len(alice["hand"]) == 1
    declined = run_with_cards(
        game, [shock, {"type": "resolve", "choices": {"pay_optional_cost": False}}], _artists_talent(), SHOCK
    )
    assert len(player_of(declined, "alice")["hand"]) == 1 and not player_of(declined, "alice")["graveyard"]


# --- a gift sentence with its own target and "it" (Mind Spiral; CR 702.174c, 122.1d, 601.2c) ---------

MIND_SPIRAL_TEXT = (
    "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a "
    "tapped 1/1 blue Fish creature token before its other effects.)\nTarget player draws three cards. If the "
    "gift was promised, tap target creature an opponent controls and put a stun counter on it. (If a "
    "permanent with a stun counter would become untapped, remove one from it instead.)"
)


def _mind_spiral() -> dict[str, Any]:
    return read_full_definition("Mind Spiral", "Sorcery", MIND_SPIRAL_TEXT, "{4}{U}")


def test_mind_spiral_reads_its_gift_sentence_with_its_own_target() -> None:
    abilities = _mind_spiral()["abilities"]
    assert abilities[2:] == [
        {
            "kind": "spell",
            "effect": {"kind": "tap", "target": "creature:opponent_controls"},
            "condition": "gift_promised",
        },
        {
            "kind": "spell",
            "effect": {"kind": "put_counters", "counter": "stun", "amount": 1, "target": "it"},
            "condition": "gift_promised",
        },
    ]
    # a second target in the sentence, or an unknown word: not read
    assert (
        _support(
            "Target player draws three cards. If the gift was promised, tap target creature and put a "
            "stun counter on target creature.",
            type_line="Sorcery",
        )
        != "full"
    )
    assert (
        _support(
            MIND_SPIRAL_TEXT.replace("stun counter on it", "stun counter on it glorpily"),
            type_line="Sorcery",
        )
        != "full"
    )


def test_702_174c_mind_spiral_taps_and_stuns_only_with_the_gift() -> None:
    game = state(
        battlefield=[_bear("bear", "bob")],
        alice={"mana_pool": {"U": 1, "C": 4}, "hand": [{"id": "spiral", "card": "Mind Spiral"}]},
    )
    promised = run_with_cards(
        game,
        [
            {"type": "cast", "card": "spiral", "gift": "bob", "choices": {"targets": ["alice", "bear"]}},
            {"type": "resolve"},
        ],
        _mind_spiral(),
    )
    bear = permanent(promised, "bear")
    assert bear["tapped"] and bear["counters"] == {"stun": 1}
    assert len(player_of(promised, "alice")["hand"]) == 3
    plain = run_with_cards(
        game,
        [{"type": "cast", "card": "spiral", "choices": {"targets": ["alice"]}}, {"type": "resolve"}],
        _mind_spiral(),
    )
    assert not permanent(plain, "bear")["tapped"] and len(player_of(plain, "alice")["hand"]) == 3


# --- "loses N life unless they sacrifice a nonland permanent or discard a card" (CR 608.2d) -----------

THORNPLATE_TEXT = (
    "Offspring {3} (You may pay an additional {3} as you cast this spell. If you do, when this creature enters, "
    "create a 1/1 token copy of it.)\nWhen this creature enters, target opponent loses 3 life unless they "
    "sacrifice a nonland permanent or discard a card."
)
STARSEER_TEXT = (
    "Flying\nAt the beginning of your end step, if you gained or lost life this turn, target opponent loses 3 "
    "life unless they sacrifice a nonland permanent or discard a card."
)


def _thornplate() -> dict[str, Any]:
    return read_full_definition("Thornplate Intimidator", "Creature — Rat Rogue", THORNPLATE_TEXT, "{4}{B}", ("4", "3"))


def _starseer() -> dict[str, Any]:
    return read_full_definition("Starseer Mentor", "Creature — Bat Warlock", STARSEER_TEXT, "{3}{W}{B}", ("3", "5"))


def test_lose_life_unless_reads() -> None:
    effect = {"kind": "lose_life_unless", "amount": 3, "player": "target_opponent", "sacrifice": "permanent:nonland"}
    assert _thornplate()["abilities"][1]["effect"] == effect
    mentor = _starseer()["abilities"][0]
    assert mentor["effect"] == effect and mentor["condition"] == "you_gained_or_lost_life"
    assert (
        _support(
            "When this creature enters, each opponent loses 4 life unless that player sacrifices a nonland "
            "permanent or discards a card."
        )
        == "full"
    )
    # near variants: an unknown word; "unless they pay" something the engine doesn't model
    assert _support(THORNPLATE_TEXT.replace("discard a card", "discard a glorp")) != "full"
    assert _support("When this creature enters, target opponent loses 3 life unless they exile a card.") != "full"


def _thornplate_game() -> dict[str, Any]:
    land = {"id": "swamp", "controller": "bob", "card": {"name": "Swamp", "types": ["Land"], "subtypes": ["Swamp"]}}
    return state(
        battlefield=[_relic("relic", "bob"), land],
        alice={"mana_pool": {"B": 1, "C": 4}, "hand": [{"id": "thorn", "card": "Thornplate Intimidator"}]},
        bob={"hand": [{"id": "bob-card", "card": "Grizzly Bears"}]},
    )


def _thornplate_run(*answer: str) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "thorn"},
        {"type": "resolve", "choices": {"targets": ["bob"]}},
        {"type": "resolve", **({"choices": {"chosen": list(answer)}} if answer else {})},
    ]
    return run_with_cards(_thornplate_game(), actions, _thornplate())


def test_608_2d_the_opponent_chooses_to_sacrifice_discard_or_lose_life() -> None:
    asked = run_with_cards(
        _thornplate_game(),
        [{"type": "cast", "card": "thorn"}, {"type": "resolve", "choices": {"targets": ["bob"]}}],
        _thornplate(),
    )
    pending = asked["pending"]
    assert pending["player"] == "bob" and pending["decision"] == "choose"
    assert pending["options"]["kind"] == "lose_life_unless"
    assert pending["options"]["options"] == {"bob": {"sacrifice": ["relic"], "discard": ["bob-card"]}}
    sacrificed = _thornplate_run("relic")
    assert all(p["id"] != "relic" for p in sacrificed["state"]["battlefield"])
    assert player_of(sacrificed, "bob")["life"] == 20
    discarded = _thornplate_run("bob-card")
    assert [c["id"] for c in player_of(discarded, "bob")["graveyard"]] == ["bob-card"]
    assert player_of(discarded, "bob")["life"] == 20
    lost = _thornplate_run()
    assert player_of(lost, "bob")["life"] == 17 and len(player_of(lost, "bob")["hand"]) == 1
    with pytest.raises(IllegalAction) as refusal:
        _thornplate_run("swamp")  # a land isn't a nonland permanent
    assert refusal.value.title == "Wrong choice"


def test_603_4_starseer_mentor_punishes_only_after_a_life_change() -> None:
    mentor = {"id": "mentor", "card": "Starseer Mentor", "controller": "alice", "controlled_since_turn": 1}
    actions = [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    changed = state(step="postcombat_main", battlefield=[mentor], alice={"life_lost_this_turn": 2})
    result = run_with_cards(changed, actions, _starseer())
    assert player_of(result, "bob")["life"] == 17  # nothing to sacrifice or discard: the life
    quiet = run_with_cards(state(step="postcombat_main", battlefield=[mentor]), [{"type": "next_step"}], _starseer())
    assert not quiet["state"]["stack"] and player_of(quiet, "bob")["life"] == 20


# --- edicts: "<player> sacrifices a creature [with the greatest power ...]" (CR 701.21a) ---------------

GREED_TEXT = (
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before "
    "its other effects.)\nTarget opponent sacrifices a creature with the greatest power among creatures they "
    "control. If the gift was promised, return target creature card from your graveyard to your hand."
)


def _greed() -> dict[str, Any]:
    return read_full_definition("Consumed by Greed", "Instant", GREED_TEXT, "{1}{B}{B}")


def test_edicts_read() -> None:
    assert _greed()["abilities"][1:] == [
        {
            "kind": "spell",
            "effect": {"kind": "edict", "player": "target_opponent", "what": "creature", "greatest_power": True},
        },
        {
            "kind": "spell",
            "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:creature"},
            "condition": "gift_promised",
        },
    ]
    each = read_card(CardFacts("Test Edict", "{1}", "Sorcery", "Each opponent sacrifices a creature."))
    assert each.support == "full" and each.definition is not None
    assert each.definition["abilities"][0]["effect"] == {"kind": "edict", "player": "each_opponent", "what": "creature"}
    # near variants: an unknown word; the greatest toughness (not read)
    assert _support(GREED_TEXT.replace("greatest power", "greatest glorp"), type_line="Instant") != "full"
    assert (
        _support(
            "Each opponent sacrifices a creature with the greatest toughness among creatures they control.",
            type_line="Sorcery",
        )
        != "full"
    )


def _greed_game() -> dict[str, Any]:
    big = {**_bear("big", "bob"), "card": {"name": "Big", "types": ["Creature"], "power": 4, "toughness": 4}}
    big2 = {**_bear("big2", "bob"), "card": {"name": "Big Two", "types": ["Creature"], "power": 4, "toughness": 1}}
    return state(
        battlefield=[_bear("bear", "bob"), big, big2],
        alice={
            "mana_pool": {"B": 2, "C": 1},
            "hand": [{"id": "greed", "card": "Consumed by Greed"}],
            "graveyard": [{"id": "dead", "card": "Grizzly Bears"}],
        },
    )


def test_701_21a_the_opponent_sacrifices_one_of_their_greatest_power_creatures() -> None:
    cast = {"type": "cast", "card": "greed", "choices": {"targets": ["bob"]}}
    default = run_with_cards(_greed_game(), [cast, {"type": "resolve"}], _greed())
    assert {p["id"] for p in default["state"]["battlefield"]} == {"bear", "big2"}  # the first 4-power one
    chosen = run_with_cards(_greed_game(), [cast, {"type": "resolve", "choices": {"sacrifice": ["big2"]}}], _greed())
    assert {p["id"] for p in chosen["state"]["battlefield"]} == {"bear", "big"}
    with pytest.raises(IllegalAction) as refusal:  # the 2/2 hasn't the greatest power
        run_with_cards(_greed_game(), [cast, {"type": "resolve", "choices": {"sacrifice": ["bear"]}}], _greed())
    assert refusal.value.title == "Can't sacrifice that"
    gift = {"type": "cast", "card": "greed", "gift": "bob", "choices": {"targets": ["bob", "dead"]}}
    promised = run_with_cards(_greed_game(), [gift, {"type": "resolve"}], _greed())
    assert [c["id"] for c in player_of(promised, "alice")["hand"]] == ["dead"]
    assert len(player_of(promised, "bob")["hand"]) == 1  # the gift
