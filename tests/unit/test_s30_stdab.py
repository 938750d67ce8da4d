"""Session 30 (short round), group stdab (docs/oracle-s30-stdab.md): general constructions of the Standard sets of
2017-2019, each read from the real Oracle text (tests/fixtures/sets/*.json, today's wording) and played by the engine; a
near variant stays refused."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, player_of, probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

# --- "Target opponent reveals their hand. You choose a nonland card from that player's graveyard or hand and exile it."
# (CR 701.20a, 608.2d, 404.1, 406.2) ------------------------------------------------------------------------------------


def test_608_2d_revealed_hand_or_graveyard_choice_is_exiled_from_where_it_is() -> None:
    text = "Target opponent reveals their hand. You choose a nonland card from that player's graveyard or hand and exile it."
    never, leak = mtgjson_full_definition("GRN", "Never Happened"), mtgjson_full_definition("IKO", "Memory Leak")
    effect = {"kind": "reveal_choose_discard", "player": "target_opponent", "excluded_types": ["Land"], "exile": True,
              "s30stdab_graveyard_too": True}
    assert never["abilities"] == leak["abilities"][:1] == [{"kind": "spell", "effect": effect}]  # (Memory Leak: cycling)
    # other words after the choice, another zone, "exile it" as its own sentence, or no revealed hand: refused
    for variant in (text + " You lose 1 life.", text.replace("graveyard or hand", "library or hand"),
                    text.replace(" and exile it.", ". Exile it."), text.split(". ", 1)[1]):
        assert probe_support(variant, "Sorcery", None) != "full", variant
    game = state(alice={"hand": [{"id": "s", "card": "Never Happened"}], "mana_pool": {"B": 1, "C": 2}},
                 bob={"hand": [{"id": "g", "card": "Grizzly Bears"}, {"id": "f", "card": "Forest"}],
                      "graveyard": [{"id": "b", "card": "Lightning Bolt"}, {"id": "m", "card": "Forest"}]})
    cast = [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}]
    for land in ("f", "m"):  # a land card, in the hand or the graveyard, is not a nonland card
        with pytest.raises(IllegalAction):
            _run(game, [*cast, {"type": "resolve", "choices": {"discard": [land]}}], never)
    from_graveyard = _run(game, [*cast, {"type": "resolve", "choices": {"discard": ["b"]}}], never)
    bob = player_of(from_graveyard, "bob")
    assert [c["id"] for c in bob["exile"]] == ["b"] and [c["id"] for c in bob["graveyard"]] == ["m"]
    assert [c["id"] for c in bob["hand"]] == ["g", "f"]
    from_hand = _run(game, [*cast, {"type": "resolve", "choices": {"discard": ["g"]}}], never)
    bob = player_of(from_hand, "bob")
    assert [c["id"] for c in bob["exile"]] == ["g"] and [c["id"] for c in bob["hand"]] == ["f"]
    assert [c["id"] for c in bob["graveyard"]] == ["b", "m"]
    pick = read_full_definition("Probe Pick", "Sorcery", text.replace("nonland", "creature"), "{B}")
    assert pick["abilities"][0]["effect"]["quality"] == ["card:creature"]
    with pytest.raises(IllegalAction):  # an instant card is not a creature card
        _run(state(alice={"hand": [{"id": "p", "card": "Probe Pick"}], "mana_pool": {"B": 1}},
                   bob={"graveyard": [{"id": "b", "card": "Lightning Bolt"}, {"id": "g", "card": "Grizzly Bears"}]}),
             [{"type": "cast", "card": "p", "choices": {"targets": ["bob"]}},
              {"type": "resolve", "choices": {"discard": ["b"]}}], pick)
