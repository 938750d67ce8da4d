"""Session 30, group stdb (docs/oracle-s30-stdb.md): general constructions of the Standard sets of 2020-2021 (THB IKO
ZNR STX), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, on_battlefield, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
ENCHANTMENT = {"name": "Probe Charm", "types": ["Enchantment"], "mana_cost": "{1}{W}"}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{1}"}


# --- "you may exile <N> <quality> card(s) from your graveyard. If you do, ..." (CR 608.2d, 406.2) ----------------------

def test_608_2d_aphemia_may_exile_an_enchantment_card_from_the_graveyard_for_a_zombie() -> None:
    aphemia = mtgjson_full_definition("THB", "Aphemia, the Cacophony")
    trigger = aphemia["abilities"][-1]
    assert trigger["optional_action"] == {"action": "exile_from_graveyard", "spec": "card_in_your_graveyard:enchantment",
                                          "amount": 1}
    tymaret = mtgjson_full_definition("THB", "Tymaret Calls the Dead")
    assert tymaret["abilities"][0]["then_effects"][0]["optional_action"]["spec"] == (
        "card_in_your_graveyard:creature_or_enchantment")
    graveyard = [{"id": "rock", "card": "Probe Rock"}, {"id": "charm", "card": "Probe Charm"}]
    game = state(step="postcombat_main", battlefield=[on_battlefield("a", "Aphemia, the Cacophony")],
                 alice={"graveyard": graveyard})
    done = _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True}}], aphemia, ENCHANTMENT, ROCK)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["charm"] and [c["id"] for c in alice["graveyard"]] == ["rock"]
    assert [p["card"]["name"] for p in done["state"]["battlefield"] if isinstance(p["card"], dict)] == ["Zombie Token"]
    declined = _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": False}}], aphemia, ENCHANTMENT,
                    ROCK)
    assert len(declined["state"]["battlefield"]) == 1 and player_of(declined, "alice")["exile"] == []
    # no enchantment card in the graveyard: the action can't be done, so "If you do" can't hold (refused)
    bare = state(step="postcombat_main", battlefield=[on_battlefield("a", "Aphemia, the Cacophony")],
                 alice={"graveyard": graveyard[:1]})
    with pytest.raises(IllegalAction):
        _run(bare, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True}}], aphemia, ENCHANTMENT, ROCK)
    with pytest.raises(IllegalAction):  # the card chosen must match
        _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True,
                                                          "exile_from_graveyard": ["rock"]}}], aphemia, ENCHANTMENT,
             ROCK)
    # near variants the engine doesn't do: another player's graveyard, "other" cards, a permanent, no "you may"
    for text in ("At the beginning of your end step, you may exile a card from an opponent's graveyard. If you do, "
                 "create a 2/2 black Zombie creature token.",
                 "At the beginning of your end step, you may exile two other cards from your graveyard. If you do, draw "
                 "a card.",
                 "At the beginning of your end step, you may exile a creature you control. If you do, draw a card.",
                 "At the beginning of your end step, exile an enchantment card from your graveyard."):
        assert probe_support(text) != "full", text


