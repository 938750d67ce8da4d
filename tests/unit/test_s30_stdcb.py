"""Session 30, group stdcb (docs/oracle-s30-stdcb.md): general constructions of the 2021 Standard sets' Oracle text
(AFR, MID, VOW) and the same words on other sets' cards, each read from the real card (tests/fixtures/sets, today's
wording) and played by the engine; for each, a near variant the engine does not implement stays refused."""

from __future__ import annotations

from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import mtgjson_full_definition, mtgjson_set, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
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


# --- "Exile up to two target cards from graveyards. You gain 1 life for each creature card exiled this way." /
# "For each creature card exiled this way, <effects>." (CR 115.1, 406.2, 608.2c) -------------------------------------

def test_608_2c_cards_exiled_this_way_count_the_target_cards_the_exile_moved() -> None:
    tymaret = mtgjson_full_definition("THB", "Tymaret, Chosen from Death")
    index = next(n for n, a in enumerate(tymaret["abilities"]) if a["kind"] == "activated")
    assert tymaret["abilities"][index]["effect"] == {"kind": "exile", "target": "card_in_a_graveyard",
                                                     "target_count": 2, "up_to": True}
    assert tymaret["abilities"][index]["then_effects"] == [
        {"kind": "gain_life", "amount": "s30stdcb_exiled:creature", "player": "you"}]
    # the fronted form: each effect's number for each card (a Saga chapter, the Glutton's attack trigger)
    titans = read_card(CardFacts(name="The Binding of the Titans", mana_cost="{B}{G}", type_line="Enchantment — Saga",
                                 oracle_text=mtgjson_set("THB")["The Binding of the Titans"]["text"]))
    assert titans.support == "full", titans.not_modelled
    glutton = read_composed("Whenever ~ enters or attacks, exile up to two target cards from graveyards. For each "
                            "creature card exiled this way, each opponent loses 1 life and you gain 1 life.",
                            is_spell=False).abilities
    assert glutton is not None and [e["amount"] for e in glutton[0]["then_effects"]] == ["s30stdcb_exiled:creature"] * 2
    graveyard = [{"id": "g-bear", "card": "Grizzly Bears"}, {"id": "g-bear2", "card": "Grizzly Bears"},
                 {"id": "g-bolt", "card": "Lightning Bolt"}]
    game = state(alice={"mana_pool": {"B": 2}}, bob={"graveyard": graveyard},
                 battlefield=[_on("t", "Tymaret, Chosen from Death")])
    for targets, gained in ((["g-bear", "g-bear2"], 2), (["g-bear", "g-bolt"], 1), (["g-bolt"], 0), ([], 0)):
        done = _run(game, [{"type": "activate", "permanent": "t", "ability": index, "choices": {"targets": targets}},
                           {"type": "resolve"}], tymaret)
        assert _life(done, "alice") == 20 + gained, targets
        assert [c["id"] for c in player_of(done, "bob")["exile"]] == targets
    # the fronted form on an enters trigger: bob loses 1 and alice gains 1 for each creature card exiled
    probe = {"name": "Probe Glutton", "mana_cost": "{2}", "types": ["Creature"], "power": 2, "toughness": 2,
             "abilities": glutton}
    cast = state(alice={"hand": [{"id": "p", "card": "Probe Glutton"}], "mana_pool": {"C": 2}},
                 bob={"graveyard": graveyard})
    done = _run(cast, [{"type": "cast", "card": "p"},
                       {"type": "resolve", "choices": {"targets": ["g-bear", "g-bolt"]}}, {"type": "resolve"}], probe)
    assert (_life(done, "bob"), _life(done, "alice")) == (19, 21)
    # still refused: "exiled this way" without the exile of target graveyard cards just before it, a creature (not a
    # card), and "For each <noun>, ..." on anything else
    for line in ("{1}{B}: Mill two cards. You gain 1 life for each creature card exiled this way.",
                 "{1}{B}: Exile up to two target cards from graveyards. Draw a card. You gain 1 life for each creature "
                 "card exiled this way.",
                 "{1}{B}: Exile up to two target creatures. You gain 1 life for each creature card exiled this way.",
                 "Whenever ~ attacks, exile up to two target cards from graveyards. For each creature you control, you "
                 "gain 1 life.",
                 "Whenever ~ attacks, exile up to two target cards from graveyards. For each creature card exiled this "
                 "way, tap target creature."):
        assert probe_support(line) != "full", line
