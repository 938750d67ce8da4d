"""Branch s22-neoa: constructions of Kamigawa: Neon Dynasty (cards A to L), read by the compositional reader and
played by the engine (docs/oracle-s22-neoa.md). Each construction also has its honesty case: a near variant the
engine can't play is not read."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

BIG = {"name": "Probe Big", "types": ["Creature"], "subtypes": ["Beast"], "power": 5, "toughness": 5}
SMALL = {"name": "Probe Small", "types": ["Creature"], "subtypes": ["Human"], "power": 1, "toughness": 1}
DOOM = {"name": "Probe Doom", "types": ["Instant"], "mana_cost": "{0}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


# --- "for each modified creature you controlled as you cast ~" (CR 601.2, 608.2h, 700.9) ---

EXPLOIT = (
    "Lethal Exploit",
    "Instant",
    "Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of turn for each modified "
    "creature you controlled as you cast this spell. (Equipment, Auras you control, and counters are modifications.)",
    "{1}{B}",
)


def _exploit(modified: int, kill_first: bool = False) -> dict[str, Any]:
    mine = [{"id": f"m{n}", "card": "Probe Small", "controller": "alice", "counters": {"+1/+1": 1}}
            for n in range(modified)]
    game = state(alice={"hand": [{"id": "le", "card": "Lethal Exploit"}, {"id": "doom", "card": "Probe Doom"}],
                        "mana_pool": {"B": 2}},
                 battlefield=[{"id": "big", "card": "Probe Big", "controller": "bob"},
                              {"id": "plain", "card": "Probe Small", "controller": "alice"}, *mine])
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "le", "choices": {"targets": ["big"]}}]
    if kill_first:  # the modified creature is destroyed before Lethal Exploit resolves
        actions += [{"type": "cast", "card": "doom", "choices": {"targets": ["m0"]}}, {"type": "resolve"}]
    actions.append({"type": "resolve"})
    return _run(game, actions, _read(*EXPLOIT), BIG, SMALL, DOOM)


def test_608_2h_lethal_exploit_counts_the_modified_creatures_as_it_is_cast() -> None:
    effect = _read(*EXPLOIT)["abilities"][1]["effect"]
    assert effect["power"] == effect["toughness"] == "as_cast:count:creature:modified:you_control"
    assert effect["negated"] is True and effect["target"] == "it"
    big = permanent(_exploit(2), "big")["characteristics"]  # two modified creatures (not the unmodified one): -4/-4
    assert (big["power"], big["toughness"]) == (1, 1)
    assert permanent(_exploit(0), "big")["characteristics"]["power"] == 3
    # counted as it was cast: the modified creature destroyed before it resolves still counts (-3/-3)
    kept = _exploit(1, kill_first=True)
    assert not any(p["id"] == "m0" for p in kept["state"]["battlefield"])
    assert permanent(kept, "big")["characteristics"]["toughness"] == 2
    # a permanent's ability has no "as you cast ~" of its own: not read
    assert probe_support("When ~ enters, target creature gets -1/-1 until end of turn for each modified creature you "
                         "controlled as you cast ~.") != "full"


DISCHARGE = (
    "Flame Discharge",
    "Instant",
    "Flame Discharge deals X damage to target creature or planeswalker. If you controlled a modified creature as you "
    "cast this spell, it deals X plus 2 damage instead. (Equipment, Auras you control, and counters are "
    "modifications.)",
    "{X}{R}",
)


def _discharge(modified: bool, kill_first: bool = False) -> dict[str, Any]:
    mine = [{"id": "m0", "card": "Probe Small", "controller": "alice", "counters": {"+1/+1": 1 if modified else 0}}]
    game = state(alice={"hand": [{"id": "fd", "card": "Flame Discharge"}, {"id": "doom", "card": "Probe Doom"}],
                        "mana_pool": {"R": 4}},
                 battlefield=[{"id": "big", "card": "Probe Big", "controller": "bob"}, *mine])
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "fd", "x": 3, "choices": {"targets": ["big"]}}]
    if kill_first:
        actions += [{"type": "cast", "card": "doom", "choices": {"targets": ["m0"]}}, {"type": "resolve"}]
    actions.append({"type": "resolve"})
    return _run(game, actions, _read(*DISCHARGE), BIG, SMALL, DOOM)


def test_608_2c_flame_discharge_deals_x_plus_2_if_a_modified_creature_was_controlled_as_it_was_cast() -> None:
    abilities = _read(*DISCHARGE)["abilities"]
    assert abilities[2]["effect"]["condition"] == {"kind": "s22neoa_controlled_as_cast", "spec": "creature:modified"}
    assert abilities[2]["effect"]["effect"]["amount"] == "X_plus_2"
    assert permanent(_discharge(False), "big")["damage"] == 3
    assert not any(p["id"] == "big" for p in _discharge(True)["state"]["battlefield"])  # 5 damage to a 5/5
    # the modified creature gone before it resolves: it was controlled as the spell was cast
    assert not any(p["id"] == "big" for p in _discharge(True, kill_first=True)["state"]["battlefield"])
    # "X plus 2" after a fixed amount of damage is not read
    assert probe_support("~ deals 3 damage to target creature. If you controlled a modified creature as you cast ~, it "
                         "deals X plus 2 damage instead.", "Instant", None) != "full"


# --- "Return it to its owner's hand at the beginning of your next end step." after a return (CR 603.7a, 400.7) ---

GREASEFANG = (
    "Greasefang, Okiba Boss",
    "Legendary Creature — Rat Pilot",
    "At the beginning of combat on your turn, return target Vehicle card from your graveyard to the battlefield. It "
    "gains haste. Return it to its owner's hand at the beginning of your next end step.",
    "{1}{W}{B}",
    ("4", "3"),
)
VEHICLE = {"name": "Probe Vehicle", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3}


def _greasefang(active: str = "alice", after: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(active_player=active, alice={"graveyard": [{"id": "veh", "card": "Probe Vehicle"}]},
                 battlefield=[{"id": "gf", "card": "Greasefang, Okiba Boss", "controller": "alice"}])
    actions = [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["veh"]}}, *(after or [])]
    return _run(game, actions, _read(*GREASEFANG), VEHICLE)


def test_603_7a_greasefang_returns_the_vehicle_to_hand_at_your_next_end_step() -> None:
    effect = _read(*GREASEFANG)["abilities"][0]["effect"]
    assert effect["return_to_hand_at"] == "your_next_end_step" and effect["target"] == "card_in_your_graveyard:Vehicle"
    back = _greasefang()
    assert "haste" in permanent(back, "veh")["characteristics"]["keywords"]
    assert back["state"]["delayed_triggers"][0]["at"] == "your_next_end_step"
    bounced = _greasefang(after=[{"type": "next_step"}] * 4 + [{"type": "resolve"}])
    assert bounced["state"]["step"] == "end" and not any(p["id"] == "veh" for p in bounced["state"]["battlefield"])
    assert [c["id"] for c in bounced["state"]["players"][0]["hand"]] == ["veh"]
    # a delayed trigger of alice's waits through an end step of bob's turn
    waiting = _run(state(active_player="bob", step="postcombat_main", delayed_triggers=[
        {"controller": "alice", "at": "your_next_end_step", "action": "bounce", "objects": ["veh"], "source": "gf"}],
        battlefield=[{"id": "veh", "card": "Probe Vehicle", "controller": "alice"}]), [{"type": "next_step"}], VEHICLE)
    assert waiting["state"]["step"] == "end" and not waiting["state"]["stack"]
    assert waiting["state"]["delayed_triggers"][0]["objects"] == ["veh"]
    # not after a return to the battlefield: not read
    assert probe_support("When ~ enters, draw a card. Return it to its owner's hand at the beginning of your next end "
                         "step.") != "full"


# --- Fable of the Mirror-Breaker // Reflection of Kiki-Jiki: "You may discard up to two cards. If you do, draw that
# many cards." (CR 608.2d, 701.9b) and "..., except it has haste. Sacrifice it at the beginning of the next end step."
# (CR 707.9b, 603.7, 701.21a) ---

FABLE = (
    ("Fable of the Mirror-Breaker", "Enchantment — Saga",
     "(As this Saga enters and after your draw step, add a lore counter.)\nI — Create a 2/2 red Goblin Shaman creature "
     "token with \"Whenever this creature attacks, create a Treasure token.\"\nII — You may discard up to two cards. If "
     "you do, draw that many cards.\nIII — Exile this Saga, then return it to the battlefield transformed under your "
     "control.", "{2}{R}", None),
    ("Reflection of Kiki-Jiki", "Enchantment Creature — Goblin Shaman",
     "{1}, {T}: Create a token that's a copy of another target nonlegendary creature you control, except it has haste. "
     "Sacrifice it at the beginning of the next end step.", ("2", "2"), ["R"]),
)
MAY_DISCARD = ("Probe Looter", "Creature — Human", "When Probe Looter enters, you may discard up to two cards. If you "
               "do, draw that many cards.", "{1}", ("1", "1"))
REFLECTION = ("Probe Reflection", "Creature — Goblin Shaman", FABLE[1][2].replace("Reflection of Kiki-Jiki",
                                                                                   "Probe Reflection"), "{2}{R}",
              ("2", "2"))


def test_701_9b_fable_discards_up_to_two_then_draws_that_many() -> None:
    fable = _dfc(*FABLE)
    assert fable.support == "full", fable.not_modelled
    looter = _read(*MAY_DISCARD)
    assert looter["abilities"][0]["effect"] == {"kind": "discard_up_to_draw", "amount": 2}
    game = state(alice={"hand": [{"id": "pl", "card": "Probe Looter"}, {"id": "h1", "card": "Grizzly Bears"},
                                 {"id": "h2", "card": "Grizzly Bears"}, {"id": "h3", "card": "Grizzly Bears"}],
                        "mana_pool": {"G": 1}})
    cast = [{"type": "cast", "card": "pl"}, {"type": "resolve"}]
    looted = _run(game, [*cast, {"type": "resolve", "choices": {"discard": ["h1", "h2"]}}], looter)
    hand = [card["id"] for card in player_of(looted, "alice")["hand"]]
    assert hand == ["h3", "alice-lib-0", "alice-lib-1"]
    declined = _run(game, [*cast, {"type": "resolve"}], looter)  # none discarded: none drawn
    assert [card["id"] for card in player_of(declined, "alice")["hand"]] == ["h1", "h2", "h3"]
    # "If you do, draw a card" after "up to two" is another construction: not read
    assert probe_support("When ~ enters, you may discard up to two cards. If you do, draw a card.") != "full"


def test_707_9b_reflection_copies_with_haste_and_sacrifices_the_copy_at_the_next_end_step() -> None:
    reflection = _read(*REFLECTION)
    effect = reflection["abilities"][0]["effect"]
    assert effect["except_keywords"] == ["haste"] and effect["sacrifice_at"] == "next_end_step"
    game = state(alice={"mana_pool": {"R": 1}}, battlefield=[
        {"id": "rk", "card": "Probe Reflection", "controller": "alice", "controlled_since_turn": 1},
        {"id": "bear", "card": "Grizzly Bears", "controller": "alice"}])
    activate = {"type": "activate", "permanent": "rk", "ability": 0, "choices": {"targets": ["bear"]}}
    copied = _run(game, [activate, {"type": "resolve"}], reflection)
    token = next(p for p in copied["state"]["battlefield"] if p.get("is_token"))
    assert token["characteristics"]["name"] == "Grizzly Bears" and "haste" in token["characteristics"]["keywords"]
    ended = _run(game, [activate, {"type": "resolve"}, *[{"type": "next_step"}] * 5, {"type": "resolve"}], reflection)
    assert ended["state"]["step"] == "end" and not any(p.get("is_token") for p in ended["state"]["battlefield"])
    assert events_of(ended, "delayed_trigger_created")
    # the keywords are copiable values only of the token, not of what it copies
    assert "haste" not in permanent(copied, "bear")["characteristics"]["keywords"]
