"""Session 30, group stdcb (docs/oracle-s30-stdcb.md): general constructions of the 2021 Standard sets' Oracle text
(AFR, MID, VOW) and the same words on other sets' cards, each read from the real card (tests/fixtures/sets, today's
wording) and played by the engine; for each, a near variant the engine does not implement stays refused."""

from __future__ import annotations

from tests.unit.conftest import mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run


def _life(done: dict, player: str) -> int:
    return int(player_of(done, player)["life"])


# --- "Exile [up to one] target card from a graveyard. If a creature card was exiled this way, ..." (CR 608.2c, 608.2h)

def test_608_2h_a_card_exiled_this_way_is_the_one_target_card_exiled() -> None:
    scavenger = mtgjson_full_definition("VOW", "Diregraf Scavenger")
    rider = {"kind": "it_is", "specs": ["creature"]}
    trigger = scavenger["abilities"][-1]
    assert trigger["effect"] == {"kind": "exile", "target": "card_in_a_graveyard", "target_count": 1, "up_to": True}
    assert [effect["condition"] for effect in trigger["then_effects"]] == [rider, rider]
    graveyard = [{"id": "g-bear", "card": "Grizzly Bears"}, {"id": "g-bolt", "card": "Lightning Bolt"}]
    game = state(alice={"hand": [{"id": "s", "card": "Diregraf Scavenger"}], "mana_pool": {"B": 1, "C": 3}},
                 bob={"graveyard": graveyard})
    # a creature card exiled: bob loses 2, alice gains 2; another card or none chosen ("up to one"): nothing
    for targets, drained in ((["g-bear"], True), (["g-bolt"], False), ([], False)):
        done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"targets": targets}},
                           {"type": "resolve"}], scavenger)
        assert (_life(done, "bob"), _life(done, "alice")) == ((18, 22) if drained else (20, 20)), targets
        left = [card["id"] for card in player_of(done, "bob")["graveyard"]]
        assert left == [card["id"] for card in graveyard if card["id"] not in targets]
    # still refused: "exiled this way" after anything but the exile of the one target card
    for line in ("When ~ enters, return target card from your graveyard to your hand. If a creature card was exiled "
                 "this way, you gain 2 life.",
                 "When ~ enters, exile target creature. If a creature card was exiled this way, you gain 2 life.",
                 "When ~ enters, exile target card from a graveyard. Draw a card. If a creature card was exiled this "
                 "way, you gain 2 life."):
        assert probe_support(line) != "full", line
