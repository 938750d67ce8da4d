"""Oracle coverage, group "dfc" of session 21 (docs/oracle-s21-dfc.md): what transforms a transforming
double-faced card (CR 701.27, 712), read from real cards' Oracle text (Ixalan, Midnight Hunt, Core Set 2019) and
played by the engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import full_definition as _full
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

TRANSFORMING_NOTE = "transforming (what makes this card transform is not modelled)"

# Vance's Blasting Cannons // Spitfire Bastion (XLN)
CANNONS = (
    (
        "Vance's Blasting Cannons",
        "Legendary Enchantment",
        "At the beginning of your upkeep, exile the top card of your library. If it's a nonland card, you may cast "
        "that card this turn.\nWhenever you cast your third spell in a turn, you may transform Vance's Blasting "
        "Cannons.",
        "{3}{R}",
        None,
    ),
    (
        "Spitfire Bastion",
        "Legendary Land",
        "(Transforms from Vance's Blasting Cannons.)\n{T}: Add {R}.\n{2}{R}, {T}: Spitfire Bastion deals 3 damage "
        "to any target.",
        None,
    ),
)
# Conqueror's Galleon // Conqueror's Foothold (XLN)
GALLEON = (
    (
        "Conqueror's Galleon",
        "Artifact — Vehicle",
        "When Conqueror's Galleon attacks, exile it at end of combat, then return it to the battlefield transformed "
        "under your control.\nCrew 4 (Tap any number of creatures you control with total power 4 or more: This "
        "Vehicle becomes an artifact creature until end of turn.)",
        "{4}",
        ("2", "10"),
    ),
    (
        "Conqueror's Foothold",
        "Land",
        "(Transforms from Conqueror's Galleon.)\n{T}: Add {C}.\n{2}, {T}: Draw a card, then discard a card.\n"
        "{4}, {T}: Draw a card.\n{6}, {T}: Return target card from your graveyard to your hand.",
        None,
    ),
)
SHOCK = {
    "name": "Test Shock",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}
OGRE = {"name": "Test Ogre", "mana_cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}


# --- "Whenever you cast your third spell in a turn, you may transform ~." (CR 601.2i, 701.27a) ---


def test_a_cast_trigger_that_transforms_reads_full() -> None:
    cannons = _full(_dfc(*CANNONS))
    assert cannons["abilities"][-1] == {
        "kind": "cast_trigger", "caster": "you", "nth_spell_each_turn": 3, "effect": {"kind": "transform_self"},
        "optional": True,
    }
    front, back = CANNONS
    variant = _dfc((*front[:2], front[2].replace("in a turn", "in a round"), *front[3:]), back)
    assert TRANSFORMING_NOTE in variant.not_modelled


def test_701_27a_the_third_spell_of_the_turn_transforms_it() -> None:
    cannons = _full(_dfc(*CANNONS))
    hand = [{"id": f"s{n}", "card": "Test Shock"} for n in range(3)]
    game = state(alice={"hand": hand, "mana_pool": {"R": 3}},
                 battlefield=[{"id": "v", "card": "Vance's Blasting Cannons", "controller": "alice"}])
    actions: list[dict[str, Any]] = []
    for n in range(3):
        actions += [{"type": "cast", "card": f"s{n}", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    two = _run(game, actions[:4], cannons, SHOCK)
    assert not permanent(two, "v").get("transformed") and not events_of(two, "trigger_put_on_stack")
    yes = {"type": "resolve", "choices": {"pay_optional_cost": True}}
    three = _run(game, [*actions[:5], yes, {"type": "resolve"}], cannons, SHOCK)
    assert permanent(three, "v")["transformed"] is True
    assert events_of(three, "transformed")[0]["name"] == "Spitfire Bastion"
    assert player_of(three, "bob")["life"] == 14


# --- "exile it at end of combat, then return it to the battlefield transformed" (CR 603.7a, 712.14) ---


def test_the_exile_and_return_transformed_lines_read() -> None:
    galleon = _full(_dfc(*GALLEON))
    assert galleon["abilities"][0] == {
        "kind": "triggered", "trigger": "attacks", "effect": {"kind": "exile_return_transformed", "at": "end_of_combat"}
    }
    bolas = read_composed(  # Nicol Bolas, the Ravager (M19), as normalised ("~" for the face's name)
        "{4}{U}{B}{R}: Exile ~, then return him to the battlefield transformed under his owner's control. "
        "Activate only as a sorcery.", is_spell=False)
    assert bolas.abilities is not None
    assert bolas.abilities[0]["effect"] == {"kind": "exile_return_transformed", "under": "owner"}
    front, back = GALLEON
    variant = _dfc((*front[:2], front[2].replace("end of combat", "end of turn"), *front[3:]), back)
    assert TRANSFORMING_NOTE in variant.not_modelled


def test_603_7a_the_galleon_returns_transformed_as_combat_ends() -> None:
    galleon = _full(_dfc(*GALLEON))
    game = state(battlefield=[
        {"id": "g", "card": "Conqueror's Galleon", "controller": "alice", "controlled_since_turn": 1},
        {"id": "o", "card": "Test Ogre", "controller": "alice", "controlled_since_turn": 1},
    ])
    crew: dict[str, Any] = {"type": "activate", "permanent": "g", "ability": 1, "crew": ["o"]}
    attack: dict[str, Any] = {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}
    actions: list[dict[str, Any]] = [crew, {"type": "resolve"}, {"type": "next_step"}, {"type": "next_step"}, attack, {"type": "resolve"}]
    attacked = _run(game, actions, galleon, OGRE)
    assert attacked["state"]["delayed_triggers"] == [
        {"controller": "alice", "at": "end_of_combat", "action": "exile_return_transformed", "objects": ["g"],
         "source": "g"}
    ]
    done = _run(game, [*actions, *[{"type": "next_step"}] * 3, {"type": "resolve"}], galleon, OGRE)
    assert done["state"]["step"] == "end_of_combat" and done["state"]["delayed_triggers"] == []
    assert player_of(done, "bob")["life"] == 18  # it dealt its combat damage first (CR 510.2, 511.2)
    returned = next(p for p in done["state"]["battlefield"] if p["card"] == "Conqueror's Galleon")
    assert returned["transformed"] is True and returned["controller"] == "alice"
    assert "Land" in returned["characteristics"]["types"]


# --- "look at the top card ... You may reveal that card. If an instant or sorcery card is revealed this way,
# transform ~." (CR 701.20a, 701.27a, 603.5) ---

DELVER = (
    (
        "Delver of Secrets",
        "Creature — Human Wizard",
        "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an "
        "instant or sorcery card is revealed this way, transform Delver of Secrets.",
        "{U}",
        ("1", "1"),
    ),
    ("Insectile Aberration", "Creature — Human Insect", "Flying", ("3", "2")),
)


def test_delver_reads_full_and_a_variant_does_not() -> None:
    delver = _full(_dfc(*DELVER))
    assert delver["abilities"] == [{
        "kind": "step_trigger", "step": "upkeep", "whose": "yours", "optional": True,
        "effect": {"kind": "reveal_top_then_draw", "quality": ["instant", "sorcery"], "transform": True},
    }]
    front, back = DELVER
    variant = _dfc((*front[:2], front[2].replace("You may reveal", "You may show"), *front[3:]), back)
    assert TRANSFORMING_NOTE in variant.not_modelled


def test_701_27a_delver_transforms_when_it_reveals_an_instant() -> None:
    delver = _full(_dfc(*DELVER))

    def upkeep(top: str, reveal: bool) -> dict[str, Any]:
        game = state(step="untap", alice={"library": [{"id": "top", "card": top}]},
                     battlefield=[{"id": "d", "card": "Delver of Secrets", "controller": "alice"}])
        answer = {"type": "resolve", "choices": {"pay_optional_cost": reveal}}
        return _run(game, [{"type": "next_step"}, answer], delver, SHOCK)

    flipped = upkeep("Test Shock", True)
    assert permanent(flipped, "d")["transformed"] is True
    assert permanent(flipped, "d")["characteristics"]["power"] == 3
    assert events_of(flipped, "card_revealed")
    assert player_of(flipped, "alice")["library"][0]["id"] == "top"  # it stays on top (CR 701.20a)
    assert not permanent(upkeep("Grizzly Bears", True), "d").get("transformed")
    kept = upkeep("Test Shock", False)
    assert not permanent(kept, "d").get("transformed") and not events_of(kept, "card_revealed")


# --- "At the beginning of your end step, if you discarded a card this turn, transform ~." (CR 603.4, 701.9a) ---

RECLUSE = (
    (
        "Ragged Recluse",
        "Creature — Human Peasant",
        "At the beginning of your end step, if you discarded a card this turn, transform Ragged Recluse.",
        "{1}{B}",
        ("2", "1"),
    ),
    ("Odious Witch", "Creature — Human Warlock", "Whenever Odious Witch attacks, each opponent loses 1 life and you "
     "gain 1 life.", ("3", "3")),
)
LOOTER = {
    "name": "Test Discard",
    "mana_cost": "{B}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "discard", "player": "you"}}],
}


def test_603_4_the_recluse_transforms_at_end_step_only_after_a_discard() -> None:
    recluse = _full(_dfc(*RECLUSE))
    assert recluse["abilities"][0]["intervening_if"] == {"kind": "this_turn", "record": "cards_discarded"}
    hand = [{"id": "rot", "card": "Test Discard"}, {"id": "h", "card": "Grizzly Bears"}]
    game = state(step="postcombat_main", alice={"hand": hand, "mana_pool": {"B": 1}},
                 battlefield=[{"id": "r", "card": "Ragged Recluse", "controller": "alice"}])
    discard: list[dict[str, Any]] = [{"type": "cast", "card": "rot"}, {"type": "resolve", "choices": {"discard": ["h"]}}]
    discarded = _run(game, discard, recluse, LOOTER)
    assert discarded["state"]["cards_discarded_this_turn"] == {"alice": 1}
    ended = _run(game, [*discard, {"type": "next_step"}, {"type": "resolve"}], recluse, LOOTER)
    assert permanent(ended, "r")["transformed"] is True
    quiet = _run(game, [{"type": "next_step"}], recluse, LOOTER)
    assert not events_of(quiet, "trigger_put_on_stack") and not permanent(quiet, "r").get("transformed")
    next_turn = _run({**discarded["state"], "battlefield": []}, [{"type": "next_turn"}], recluse, LOOTER)
    assert "cards_discarded_this_turn" not in next_turn["state"]  # CR 500.1: a new turn


# --- "When you sacrifice ~, return it to the battlefield transformed under its owner's control at the beginning of
# the next end step." (CR 603.6c, 603.7a, 712.14) ---

EGG = (
    (
        "Biolume Egg",
        "Creature — Serpent Egg",
        "Defender\nWhen Biolume Egg enters the battlefield, scry 2.\nWhen you sacrifice Biolume Egg, return it to the "
        "battlefield transformed under its owner's control at the beginning of the next end step.",
        "{2}{U}",
        ("0", "4"),
    ),
    ("Biolume Serpent", "Creature — Serpent", "Sacrifice two Islands: Biolume Serpent can't be blocked this turn.",
     ("4", "4")),
)
ALTAR = {
    "name": "Test Altar",
    "mana_cost": "{1}",
    "types": ["Artifact"],
    "abilities": [{"kind": "activated", "cost": "", "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
                   "other_costs": [{"kind": "sacrifice_permanents", "spec": "creature", "amount": 1}]}],
}


def test_603_7a_the_sacrificed_egg_returns_transformed_at_the_next_end_step() -> None:
    egg = _full(_dfc(*EGG))
    assert egg["abilities"][-1] == {"kind": "triggered", "trigger": "sacrificed", "effect": {
        "kind": "return_died_to_battlefield", "transformed": True, "at": "next_end_step"}}
    died = _dfc((*EGG[0][:2], EGG[0][2].replace("When you sacrifice", "When"), *EGG[0][3:]), EGG[1])
    assert TRANSFORMING_NOTE in died.not_modelled  # "When ~, return it ..." is not a line the grammar reads
    game = state(step="postcombat_main", battlefield=[{"id": "e", "card": "Biolume Egg", "controller": "alice"},
                              {"id": "a", "card": "Test Altar", "controller": "alice"}])
    sacrifice: list[dict[str, Any]] = [{"type": "activate", "permanent": "a", "choices": {"sacrifice": ["e"]}}, {"type": "resolve"},
                 {"type": "resolve"}]
    waiting = _run(game, sacrifice, egg, ALTAR)
    assert [d["action"] for d in waiting["state"]["delayed_triggers"]] == ["return_transformed"]
    assert player_of(waiting, "alice")["graveyard"][0]["id"] == "e"
    ended = _run(game, [*sacrifice, {"type": "next_step"}, {"type": "resolve"}], egg, ALTAR)
    assert ended["state"]["step"] == "end"
    serpent = permanent(ended, "e")
    assert serpent["transformed"] is True and serpent["characteristics"]["power"] == 4
