"""Session 33, group cmd (docs/oracle-s33-cmd.md): general constructions of the Commander sets, each read from the real
Oracle text of a fixture card and played by the engine, with a near variant the engine does not implement refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
NEXT = {"type": "next_step"}


def _ids(done: dict[str, Any], zone: str, player: int = 0) -> list[str]:
    return [card["id"] for card in done["state"]["players"][player][zone]]


# --- "Return up to one target artifact or creature card from your graveyard to the battlefield. It gains haste. Exile
# it at the beginning of the next end step." (CR 603.7, 603.7c, 400.7): `return_to_battlefield`'s `exile_at` ---------

def test_603_7_returned_card_gains_haste_and_is_exiled_at_the_next_end_step() -> None:
    ayara = mtgjson_full_definition("MOM", "Ayara, Furnace Queen")
    effect = ayara["abilities"][0]["effect"]
    assert (effect["kind"], effect["exile_at"], effect["target_count"]) == ("return_to_battlefield", "next_end_step", 1)
    game = state(alice={"graveyard": [{"id": "b", "card": "Probe Bear"}]},
                 battlefield=[{"id": "ay", "card": "Ayara, Furnace Queen", "controller": "alice", "owner": "alice",
                               "controlled_since_turn": 1}])
    back = _run(game, [NEXT, {"type": "resolve", "choices": {"targets": ["b"]}}], ayara, BEAR)
    assert "haste" in permanent(back, "b")["characteristics"]["keywords"]
    assert [(d["at"], d["action"], d["objects"]) for d in back["state"]["delayed_triggers"]] == [
        ("next_end_step", "exile", ["b"])]
    exiled = _run(game, [NEXT, {"type": "resolve", "choices": {"targets": ["b"]}}, *[NEXT] * 4, {"type": "resolve"}],
                  ayara, BEAR)
    assert exiled["state"]["step"] == "end" and _ids(exiled, "exile") == ["b"]
    assert not any(p["id"] == "b" for p in exiled["state"]["battlefield"])
    # near variants the engine does not implement stay refused: several cards, another delay, a keyword until end of turn
    assert probe_support("Return up to two target creature cards from your graveyard to the battlefield. They gain "
                         "haste. Exile them at the beginning of the next end step.", "Sorcery", None) != "full"
    assert probe_support("Return target creature card from your graveyard to the battlefield. It gains haste. Exile it "
                         "at the beginning of your next upkeep.", "Sorcery", None) != "full"
    assert probe_support("Return target creature card from your graveyard to the battlefield. It gains haste until end "
                         "of turn. Exile it at the beginning of the next end step.", "Sorcery", None) != "full"
    assert probe_support("Return target creature card from your graveyard to your hand. Exile it at the beginning of "
                         "the next end step.", "Sorcery", None) != "full"


def test_400_7_a_returned_card_that_left_and_came_back_is_not_exiled() -> None:
    game = state(step="postcombat_main", delayed_triggers=[
        {"controller": "alice", "at": "next_end_step", "action": "exile", "objects": ["b"], "source": "ay"}],
        alice={"hand": [{"id": "s", "card": "Probe Bounce"}], "mana_pool": {"U": 1}},
        battlefield=[{"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "alice"}])
    bounce = {"name": "Probe Bounce", "types": ["Instant"], "mana_cost": "{U}", "abilities": [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "creature"}}]}
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, {"type": "resolve"}], bounce, BEAR)
    assert _ids(done, "hand") == ["b"] and done["state"]["delayed_triggers"][0]["objects"] == []


# --- "Whenever you cast a creature spell, you may pay {G}{G}. If you do, return ~ from your graveyard to your hand." (CR
# 113.6k, 601.2i, 603.5): a cast trigger of a card in its owner's graveyard (rules/s33cmd_graveyard_cast.py) -----------

def _admirers(where: str, pay: bool, pool: dict[str, int]) -> dict[str, Any]:
    admirers = mtgjson_full_definition("C20", "Masked Admirers")
    assert admirers["abilities"][-1] == {"kind": "cast_trigger", "caster": "you", "spell_type": "Creature",
                                         "optional_cost": "{G}{G}",
                                         "effect": {"kind": "return_self_from_graveyard", "to": "hand"}}
    card = {"id": "ma", "card": "Masked Admirers"}
    alice: dict[str, Any] = {"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": pool}
    battlefield: list[dict[str, Any]] = []
    if where == "graveyard":
        alice["graveyard"] = [card]
    else:
        battlefield.append({**card, "controller": "alice", "owner": "alice", "controlled_since_turn": 1})
    return _run(state(alice=alice, battlefield=battlefield),
                [{"type": "cast", "card": "b"}, {"type": "resolve", "choices": {"pay_optional_cost": pay}}],
                admirers, BEAR)


def test_113_6k_a_cast_trigger_returns_its_card_from_the_graveyard() -> None:
    paid = _admirers("graveyard", True, {"G": 4})
    assert "ma" in _ids(paid, "hand") and not _ids(paid, "graveyard")
    assert paid["state"]["players"][0]["mana_pool"].get("G", 0) == 0  # {1}{G} for the Bear, {G}{G} for the return
    declined = _admirers("graveyard", False, {"G": 4})
    assert _ids(declined, "graveyard") == ["ma"]
    # on the battlefield it doesn't trigger (CR 113.6k): the Bear's spell alone is on the stack, then resolves
    kept = _admirers("battlefield", True, {"G": 4})
    assert {p["id"] for p in kept["state"]["battlefield"]} == {"ma", "b"} and not kept["state"]["stack"]
    # near variants asking something of a permanent, or with a further effect, stay refused
    assert probe_support("Whenever you cast a spell that targets ~, return ~ from your graveyard to your hand.") != "full"
    assert probe_support("Whenever you cast a creature spell, return ~ from your graveyard to your hand and you gain "
                         "2 life.") != "full"
    assert probe_support("Whenever you cast a spell of the chosen type, return ~ from your graveyard to your "
                         "hand.") != "full"


# --- Lieutenant — "At the beginning of combat on your turn, if you control your commander, put a +1/+1 counter on each
# creature you control." (CR 903.3, 603.4): the RiderCondition `s33cmd_your_commander` -------------------------------

def _lieutenant(commander_controller: str, owner: str = "alice", resolve: bool = True) -> dict[str, Any]:
    guardian = mtgjson_full_definition("NEC", "Loyal Guardian")
    assert guardian["abilities"][-1]["intervening_if"] == {"kind": "s33cmd_your_commander"}
    players = {owner: {"commanders": ["cz"]}}
    game = {**state(**players, battlefield=[
        {"id": "lg", "card": "Loyal Guardian", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
        {"id": "cz", "card": "Probe Bear", "controller": commander_controller, "owner": owner,
         "controlled_since_turn": 1}]), "format": "commander"}
    return _run(game, [NEXT, *([{"type": "resolve"}] if resolve else [])], guardian, BEAR)


def _plus_counters(done: dict[str, Any], object_id: str) -> int:
    return int(permanent(done, object_id).get("counters", {}).get("+1/+1", 0))


def test_903_3_lieutenant_triggers_only_while_you_control_your_commander() -> None:
    led = _lieutenant("alice")
    assert (_plus_counters(led, "lg"), _plus_counters(led, "cz")) == (1, 1)
    # your commander under an opponent's control, or an opponent's commander under yours: no trigger (CR 903.3, 603.4)
    for done in (_lieutenant("bob", resolve=False), _lieutenant("alice", owner="bob", resolve=False)):
        assert done["state"]["step"] == "beginning_of_combat" and not done["state"]["stack"]
        assert (_plus_counters(done, "lg"), _plus_counters(done, "cz")) == (0, 0)
    # a static "as long as you control your commander" (a condition inside the layers) stays refused
    assert probe_support("As long as you control your commander, ~ gets +2/+2.") != "full"
    assert probe_support("At the beginning of combat on your turn, if an opponent controls their commander, draw a "
                         "card.") != "full"


# --- a trigger's later "You may draw a card. If you do, discard a card." (CR 608.2c-d, 603.5): s14-seasons' `if_you_do`
# among the triggered ability's `then_effects` ------------------------------------------------------------------------

def _celestus(pay: bool | None) -> dict[str, Any]:
    celestus = mtgjson_full_definition("MID", "The Celestus")
    watcher = celestus["abilities"][-1]
    assert watcher["then_effects"] == [{"kind": "if_you_do", "optional_action": {"action": "draw", "amount": 1},
                                        "effects": [{"kind": "discard", "amount": 1, "player": "you"}]}]
    game = state(day_night="day", alice={"mana_pool": {"C": 3}, "hand": [{"id": "h", "card": "Probe Bear"}]},
                 battlefield=[{"id": "c", "card": "The Celestus", "controller": "alice", "owner": "alice",
                               "controlled_since_turn": 1}])
    choice = {} if pay is None else {"choices": {"pay_optional_cost": pay, **({"discard": ["h"]} if pay else {})}}
    activate = [{"type": "activate", "player": "alice", "permanent": "c", "ability": 2}, {"type": "resolve"},
                {"type": "resolve", **choice}]
    return _run(game, activate, celestus, BEAR)


def test_608_2d_a_triggers_later_you_may_draw_if_you_do_discard() -> None:
    drew = _celestus(True)
    alice = drew["state"]["players"][0]
    assert drew["state"]["day_night"] == "night" and alice["life"] == 21
    assert "h" in _ids(drew, "graveyard") and len(alice["hand"]) == 1  # drew one, then discarded the Bear
    for declined in (_celestus(False), _celestus(None)):  # no answer is no (rules/spell_if_you_do.py)
        assert declined["state"]["players"][0]["life"] == 21 and _ids(declined, "hand") == ["h"]
    # a condition on the choice, or a second choice of the same kind in one ability, stays refused
    assert probe_support("When ~ enters, you gain 1 life. If you control an artifact, you may draw a card. If you do, "
                         "discard a card.") != "full"
    assert probe_support("When ~ enters, you gain 1 life. You may draw a card. If you do, discard a card. You may "
                         "discard a card. If you do, draw a card.") != "full"
