"""Session 30 (short round), group stdab (docs/oracle-s30-stdab.md): general constructions of the Standard sets of
2017-2019, each read from the real Oracle text (tests/fixtures/sets/*.json, today's wording) and played by the engine; a
near variant stays refused."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
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


# --- "Whenever ~ deals combat damage to a creature, tap that creature. It doesn't untap during its controller's next
# untap step." (CR 603.2, 510.2, 502.3, 611.2b) -------------------------------------------------------------------------


def test_502_3_the_creature_dealt_damage_is_tapped_and_doesnt_untap() -> None:
    queen = mtgjson_full_definition("ELD", "Queen of Ice")
    assert queen["abilities"][-1] == {"kind": "triggered", "trigger": "deals_damage", "damage_to": "creature",
                                      "combat_damage": True, "effect": {"kind": "tap", "target": "that_permanent"},
                                      "then_effects": [{"kind": "doesnt_untap_next_untap_step",
                                                        "target": "that_permanent"}]}
    line = "Whenever ~ deals combat damage to a creature, tap that creature. It doesn't untap during {} next untap step."
    assert probe_support(line.format("its controller's").replace("It doesn't", "That creature doesn't")) == "full"
    # another player's untap step, an optional tap, another effect than "tap", or a block trigger: refused
    for variant in (line.format("your"), line.format("its controller's").replace("tap that", "you may tap that"),
                    line.format("its controller's").replace("tap that", "destroy that"),
                    line.format("its controller's").replace("deals combat damage to", "blocks")):
        assert probe_support(variant) != "full", variant
    bear = {"name": "Test Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 4,
            "mana_cost": "{1}{G}", "colors": ["G"]}
    game = state(step="declare_attackers", battlefield=[
        {"id": "q", "card": "Queen of Ice", "controller": "alice", "owner": "alice", "controlled_since_turn": 1,
         "tapped": True},
        {"id": "b", "card": "Test Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1}],
        combat={"attackers": [{"id": "q", "defending": "bob"}], "blockers": {}})
    done = _run(game, [{"type": "next_step"}, {"type": "declare_blockers", "player": "bob",
                                               "blocks": [{"blocker": "b", "attacker": "q"}]},
                       {"type": "next_step"}, {"type": "resolve"}], queen, bear)
    assert [e["trigger"] for e in events_of(done, "trigger_put_on_stack")] == ["deals_damage"]
    blocker = permanent(done, "b")
    assert blocker["tapped"] is True and blocker["doesnt_untap_next_step_of"] == "bob"
    assert [e["permanents"] for e in events_of(done, "doesnt_untap_next_untap_step")] == [["b"]]
