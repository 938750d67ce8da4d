"""Gift conditions on a permanent's enters ability and the other constructions of docs/oracle-gift.md:
each read from the real Bloomburrow Oracle text (a near variant with an unknown word is not read),
each engine node played."""

from __future__ import annotations

from typing import Any

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
