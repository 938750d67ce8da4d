"""Branch s18-neoa: constructions of Kamigawa: Neon Dynasty (white, blue and black cards), read by the
compositional reader and played by the engine (docs/oracle-s18-neoa.md):
- "Whenever one or more <creatures> you control deal combat damage to a player, ..." (CR 510.2, 603.2c):
  `creature_deals_combat_damage` with `batch`, once for each player dealt combat damage at once;
- "target Ninja or Rogue creature card" (CR 205.3): a card of a type with one of the listed subtypes.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

PROSPEROUS_THIEF = (
    "Prosperous Thief",
    "Creature — Human Ninja",
    "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield "
    "from your hand tapped and attacking.)\n"
    "Whenever one or more Ninja or Rogue creatures you control deal combat damage to a player, create a Treasure "
    "token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
    "{2}{U}",
    ("3", "2"),
)
ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Elf", "Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{1}", "abilities": []}


def _thief_combat(attackers: list[str], *, resolve: bool = True) -> dict[str, Any]:
    thief = _read(*PROSPEROUS_THIEF)
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "t", "card": "Prosperous Thief", "controller": "alice"},
            {"id": "r", "card": "Probe Rogue", "controller": "alice"},
            {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": a, "defending": "bob"} for a in attackers]},
        {"type": "next_step"},
        {"type": "next_step"},
    ]
    if resolve:
        actions.append({"type": "resolve"})
    return _run(game, actions, thief, ROGUE)


def _treasures(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if "Treasure" in str(p["card"])]


def test_prosperous_thief_reads_in_full() -> None:
    ability = _read(*PROSPEROUS_THIEF)["abilities"][1]
    assert ability == {
        "kind": "triggered",
        "trigger": "creature_deals_combat_damage",
        "dealing": "creature:Ninja_or_Rogue:you_control",
        "effect": {"kind": "create_token", "token": "Treasure"},
        "batch": True,
    }


def test_603_2c_one_or_more_creatures_dealing_combat_damage_trigger_once() -> None:
    result = _thief_combat(["t", "r", "g"])
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "creature_deals_combat_damage"]
    assert len(pushed) == 1 and "CR 603.2c" in pushed[0]["cites"] and "CR 510.2" in pushed[0]["cites"]
    treasures = _treasures(result)
    assert len(treasures) == 1 and treasures[0]["controller"] == "alice"
    assert permanent(result, "t")["tapped"]


def test_510_2_only_the_named_creatures_trigger_it() -> None:
    result = _thief_combat(["g"], resolve=False)  # a Bear is neither a Ninja nor a Rogue
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "creature_deals_combat_damage"]
    assert not _treasures(result)
    result = _thief_combat(["r"])
    assert len(_treasures(result)) == 1


def test_one_or_more_dealing_combat_damage_reads_other_sets_templates() -> None:
    for line in (
        "Whenever one or more creatures you control deal combat damage to a player, create a Treasure token.",
        "Whenever one or more non-Human creatures you control deal combat damage to a player, draw a card.",
        "Whenever one or more Cats you control deal combat damage to a player, draw a card.",
        "Whenever one or more creatures you control with flying deal combat damage to a player, draw a card.",
    ):
        assert probe_support(line) == "full", line
    # honesty: an effect naming one of the creatures (several may have dealt it) is not read
    assert probe_support(
        "Whenever one or more creatures you control deal combat damage to a player, put a +1/+1 counter on it."
    ) != "full"
    # nor a qualifier the engine doesn't play on the player's permanents
    assert probe_support(
        "Whenever one or more Cats you control deal combat damage to a player, destroy up to one target artifact "
        "or enchantment that player controls."
    ) != "full"


def test_205_3_a_card_of_a_type_with_one_of_the_subtypes() -> None:
    kami = _read(
        "Kami of Restless Shadows",
        "Creature — Spirit",
        "When Kami of Restless Shadows enters the battlefield, choose one — • Return up to one target Ninja or "
        "Rogue creature card from your graveyard to your hand. • Put target creature card from your graveyard on "
        "top of your library.",
        "{1}{B}",
        ("3", "1"),
    )
    modes = kami["abilities"][0]
    assert "card_in_your_graveyard:creature:Ninja_or_Rogue" in str(modes)
    # honesty: a subtype list with a type word the grammar doesn't know stays unread
    assert probe_support("Return target Ninja or Rogue tribal card from your graveyard to your hand.",
                         "Sorcery", None) != "full"
