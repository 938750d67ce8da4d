"""Session 34, group cmd (docs/oracle-s34-cmd.md): general constructions of the Commander sets, each read from the real
Oracle text of a fixture card and played by the engine, with a near variant the engine does not implement refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{2}"}
NEXT = {"type": "next_step"}


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"].get("keywords", []))


# --- "Commanders you control have hexproof." (CR 903.3, 613.1f): `static_pump` keywords on "permanents_you_control" with
# the status "s29cmd_commander" (any card type) ------------------------------------------------------------------------

def test_903_3_commanders_you_control_have_hexproof() -> None:
    augmenter = mtgjson_full_definition("C21", "Guardian Augmenter")
    assert {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["hexproof"],
            "affected": "permanents_you_control", "status": "s29cmd_commander"} in augmenter["abilities"]

    def on(controller: str, owner: str = "alice") -> dict[str, Any]:
        players = {owner: {"commanders": ["cz", "ca"]}}
        game = {**state(**players, battlefield=[
            {"id": "ga", "card": "Guardian Augmenter", "controller": "alice", "owner": "alice"},
            {"id": "cz", "card": "Probe Bear", "controller": controller, "owner": owner},
            {"id": "ca", "card": "Probe Rock", "controller": controller, "owner": owner},
            {"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "alice"}]), "format": "commander"}
        return _run(game, [NEXT], augmenter, BEAR, ROCK)

    mine = on("alice")
    # a creature commander and a noncreature commander have hexproof; a creature that is no commander does not
    assert "hexproof" in _keywords(mine, "cz") and "hexproof" in _keywords(mine, "ca")
    assert "hexproof" not in _keywords(mine, "b") and "hexproof" not in _keywords(mine, "ga")
    # an opponent's commander you control has it too ("commanders you control"); your commander they control does not
    assert "hexproof" in _keywords(on("alice", owner="bob"), "cz")
    assert "hexproof" not in _keywords(on("bob"), "cz")
    # near variants the engine does not implement stay refused: a pump, a granted triggered keyword
    assert probe_support("Commanders you control get +2/+2.", "Artifact", None) != "full"
    assert probe_support("Commanders you control have extort.", "Artifact", None) != "full"
    assert probe_support("Commanders your opponents control have hexproof.", "Artifact", None) != "full"


# --- "Other artifacts you control have ward {2}." / "Other enchantments you control have shroud." (CR 613.1f, 702.21a):
# `static_pump` keywords on "[other_]permanents_you_control" with `affected_with` the card type --------------------------

def test_613_1f_other_artifacts_you_control_have_ward() -> None:
    guardian = mtgjson_full_definition("C21", "Bronze Guardian")
    assert {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["ward:{2}"],
            "affected": "other_permanents_you_control", "affected_with": "artifact"} in guardian["abilities"]
    grove = mtgjson_full_definition("MH2", "Sterling Grove")
    assert grove["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["shroud"],
                                     "affected": "other_permanents_you_control", "affected_with": "enchantment"}
    shatter = {"name": "Probe Shatter", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "artifact"}}]}
    game = state(battlefield=[
        {"id": "bg", "card": "Bronze Guardian", "controller": "alice", "owner": "alice"},
        {"id": "r", "card": "Probe Rock", "controller": "alice", "owner": "alice"},
        {"id": "br", "card": "Probe Rock", "controller": "bob", "owner": "bob"},
        {"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "alice"}],
        bob={"hand": [{"id": "s", "card": "Probe Shatter"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "player": "bob", "card": "s", "choices": {"targets": ["r"]}},
                       {"type": "resolve"}], guardian, shatter, ROCK, BEAR)
    # the noncreature artifact has ward {2}: bob can't pay, the spell is countered and the artifact stays
    assert "ward:{2}" in _keywords(done, "r") and any(p["id"] == "r" for p in done["state"]["battlefield"])
    assert [e["stack_object"] for e in done["events"] if e["type"] == "countered"] == ["s"]
    # not ~ itself ("other"; its own printed ward only), not an opponent's artifact, not a creature that is no artifact
    assert _keywords(done, "bg").count("ward:{2}") == 1
    assert "ward:{2}" not in _keywords(done, "br") and "ward:{2}" not in _keywords(done, "b")
    # near variants the engine does not implement stay refused: a pump, a status, a granted triggered keyword
    assert probe_support("Other artifacts you control get +1/+1.") != "full"
    assert probe_support("Other tapped artifacts you control have hexproof.") != "full"
    assert probe_support("Other enchantments you control have extort.") != "full"


# --- "... onto the battlefield under your control. It gains haste. At the beginning of your next end step, exile it." /
# "At the beginning of the next end step, exile it." (CR 603.7a, 603.7c): `return_to_battlefield`'s `exile_at`
# "your_next_end_step" / "next_end_step" ---------------------------------------------------------------------------------

def test_603_7a_returned_card_is_exiled_at_the_beginning_of_your_next_end_step() -> None:
    clique = mtgjson_full_definition("NCC", "Puppeteer Clique")
    effect = clique["abilities"][0]["effect"]
    assert (effect["kind"], effect["exile_at"], effect["under_your_control"]) == (
        "return_to_battlefield", "your_next_end_step", True)
    game = state(alice={"hand": [{"id": "pc", "card": "Puppeteer Clique"}], "mana_pool": {"B": 5}},
                 bob={"graveyard": [{"id": "b", "card": "Probe Bear"}]})
    enter = [{"type": "cast", "card": "pc"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["b"]}}]
    back = _run(game, enter, clique, BEAR)
    assert permanent(back, "b")["controller"] == "alice" and "haste" in _keywords(back, "b")
    assert [(d["at"], d["action"], d["objects"]) for d in back["state"]["delayed_triggers"]] == [
        ("your_next_end_step", "exile", ["b"])]
    exiled = _run(game, [*enter, *[NEXT] * 5, {"type": "resolve"}], clique, BEAR)
    assert exiled["state"]["step"] == "end" and [c["id"] for c in exiled["state"]["players"][1]["exile"]] == ["b"]
    # created on an opponent's turn, it waits for its controller's end step (not the opponent's)
    waiting = state(active_player="bob", step="postcombat_main", delayed_triggers=[
        {"controller": "alice", "at": "your_next_end_step", "action": "exile", "objects": ["b"], "source": "pc"}],
        battlefield=[{"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "bob"}])
    bobs_end = _run(waiting, [NEXT], clique, BEAR)
    assert bobs_end["state"]["step"] == "end" and not bobs_end["state"]["stack"]
    assert len(bobs_end["state"]["delayed_triggers"]) == 1
    # the fronted wording with "the next end step" reads as s33-cmd's exile_at
    assert probe_support("When ~ enters, return target creature card from your graveyard to the battlefield. At the "
                         "beginning of the next end step, exile it.") == "full"
    # near variants the engine does not implement stay refused: several cards, another delay, not after a return
    assert probe_support("When ~ enters, return up to two target creature cards from your graveyard to the battlefield. "
                         "At the beginning of your next end step, exile it.") != "full"
    assert probe_support("When ~ enters, return target creature card from your graveyard to the battlefield. At the "
                         "beginning of your next upkeep, exile it.") != "full"
    assert probe_support("When ~ enters, create a token that's a copy of target creature you control. At the beginning "
                         "of your next end step, exile it.") != "full"
    assert probe_support("When ~ enters, return target creature card from your graveyard to your hand. At the "
                         "beginning of your next end step, exile it.") != "full"


# --- "Create X 1/1 red Elemental creature tokens with haste, ... Exile them at the beginning of the next end step." (CR
# 603.7a, 111.1): `create_token`'s `exile_at` "next_end_step" (one delayed exile of each token, rules/tokens.py) ---------

def test_603_7a_created_tokens_are_exiled_at_the_beginning_of_the_next_end_step() -> None:
    mastery = mtgjson_full_definition("NEC", "Elemental Mastery")
    granted = mastery["abilities"][1]["ability"]["effect"]
    assert (granted["kind"], granted["count"], granted["exile_at"]) == ("create_token", "source_power", "next_end_step")
    game = state(battlefield=[
        {"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
        {"id": "em", "card": "Elemental Mastery", "controller": "alice", "owner": "alice", "attached_to": "b"}])
    make = [{"type": "activate", "permanent": "b", "ability": 0}, {"type": "resolve"}]
    made = _run(game, make, mastery, BEAR)
    tokens = [p["id"] for p in made["state"]["battlefield"] if p["id"] not in ("b", "em")]
    assert len(tokens) == 2 and all("haste" in _keywords(made, token) for token in tokens)
    assert sorted(o for d in made["state"]["delayed_triggers"] for o in d["objects"]) == sorted(tokens)
    gone = _run(game, [*make, *[NEXT] * 5, {"type": "resolve"}, {"type": "resolve"}], mastery, BEAR)
    assert gone["state"]["step"] == "end" and [p["id"] for p in gone["state"]["battlefield"]] == ["b", "em"]
    # Chandra, Flamecaller's [+1] reads the same (her [0] is another construction)
    assert probe_support("Create two 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the "
                         "next end step.", "Sorcery", None) == "full"
    # near variants the engine does not implement stay refused: "them" after one token, "it" after several, tokens
    # another player creates, another delay, several token copies
    assert probe_support("Create a 3/1 red Elemental creature token. Exile them at the beginning of the next end step.",
                         "Sorcery", None) != "full"
    assert probe_support("Create two 3/1 red Elemental creature tokens. Exile it at the beginning of the next end step.",
                         "Sorcery", None) != "full"
    assert probe_support("Each opponent creates two 1/1 red Elemental creature tokens. Exile them at the beginning of "
                         "the next end step.", "Sorcery", None) != "full"
    assert probe_support("Create two 3/1 red Elemental creature tokens. Exile them at the beginning of your next "
                         "upkeep.", "Sorcery", None) != "full"
    assert probe_support("Create two tokens that are copies of target creature you control. Exile them at the "
                         "beginning of the next end step.", "Sorcery", None) != "full"


# --- "[0]: Discard all the cards in your hand, then draw that many cards plus one." (CR 701.9a, 121.1, 608.2c):
# `discard_up_to_draw` with `amount` "all" and `plus` ----------------------------------------------------------------

def _chandra(hand: list[dict[str, Any]]) -> dict[str, Any]:
    chandra = mtgjson_full_definition("C20", "Chandra, Flamecaller")
    assert chandra["abilities"][1]["effect"] == {"kind": "discard_up_to_draw", "amount": "all", "plus": 1}
    game = state(alice={"hand": hand}, battlefield=[
        {"id": "ch", "card": "Chandra, Flamecaller", "controller": "alice", "owner": "alice", "counters": {"loyalty": 4}}])
    return _run(game, [{"type": "activate", "permanent": "ch", "ability": 1}, {"type": "resolve"}], chandra, BEAR)


def test_701_9a_discard_your_hand_then_draw_that_many_cards_plus_one() -> None:
    two = _chandra([{"id": "h1", "card": "Probe Bear"}, {"id": "h2", "card": "Probe Bear"}])
    alice = two["state"]["players"][0]
    assert sorted(c["id"] for c in alice["graveyard"]) == ["h1", "h2"] and len(alice["hand"]) == 3
    empty = _chandra([])
    assert len(empty["state"]["players"][0]["hand"]) == 1 and not empty["state"]["players"][0]["graveyard"]
    assert probe_support("Discard your hand, then draw that many cards.", "Sorcery", None) == "full"
    # near variants the engine does not implement stay refused: each player, optional, another player's hand
    assert probe_support("Each player discards their hand, then draws that many cards.", "Sorcery", None) != "full"
    assert probe_support("You may discard your hand, then draw that many cards.", "Sorcery", None) != "full"
    assert probe_support("Target player discards their hand, then draws that many cards.", "Sorcery", None) != "full"


# --- "{U}, {T}: Until your next turn, target creature an opponent controls can't be blocked. Goad that creature." (CR
# 509.1b, 611.2a, 701.15a): `cant_be_blocked` with `until_your_next_turn` -----------------------------------------------

def test_611_2a_cant_be_blocked_until_your_next_turn() -> None:
    sly = mtgjson_full_definition("C21", "Sly Instigator")
    assert sly["abilities"][0]["effect"] == {"kind": "cant_be_blocked", "target": "creature:opponent_controls",
                                             "until_your_next_turn": True}
    game = state(alice={"mana_pool": {"U": 1}}, battlefield=[
        {"id": "si", "card": "Sly Instigator", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
        {"id": "x", "card": "Probe Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1},
        {"id": "ab", "card": "Probe Bear", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}])
    activate = [{"type": "activate", "permanent": "si", "ability": 0, "choices": {"targets": ["x"]}}, {"type": "resolve"}]
    to_bobs_attack = [*activate, *[NEXT] * 12, {"type": "declare_attackers", "player": "bob",
                                                "attackers": [{"id": "x", "defending": "alice"}]}]
    attacking = _run(game, to_bobs_attack, sly, BEAR)
    assert attacking["state"]["active_player"] == "bob" and attacking["state"]["step"] == "declare_attackers"
    # still unblockable on the opponent's turn (the cleanup step does not end it): the block is refused
    with pytest.raises(IllegalAction, match="can't be blocked"):
        _run(game, [*to_bobs_attack, NEXT, {"type": "declare_blockers", "player": "alice",
                                            "blocks": [{"blocker": "ab", "attacker": "x"}]}], sly, BEAR)
    # it ends as alice's next turn begins
    before = _run(game, [*to_bobs_attack, *[NEXT] * 6], sly, BEAR)
    assert before["state"]["step"] == "cleanup" and any(e.get("cant_be_blocked") for e in permanent(before, "x")["effects"])
    later = _run(game, [*to_bobs_attack, *[NEXT] * 7], sly, BEAR)
    assert later["state"]["active_player"] == "alice" and later["state"]["turn"] == 5
    assert not any(effect.get("cant_be_blocked") for effect in permanent(later, "x")["effects"])
    # near variants the engine does not implement stay refused: no duration, another fronted duration, a second effect
    assert probe_support("{U}, {T}: Target creature an opponent controls can't be blocked.") != "full"
    assert probe_support("{U}, {T}: Until end of turn, target creature can't be blocked.") != "full"
    assert probe_support("{U}, {T}: Until your next turn, target creature can't be blocked and gains flying.") != "full"


# --- "When ~ enters, each player sacrifices a creature or planeswalker. Each player who can't discards a card." (CR
# 701.21a, 701.9a, 608.2c): `edict`'s `who_cant_discard` ------------------------------------------------------------------

def test_701_21a_each_player_who_cant_sacrifice_discards_a_card() -> None:
    crafter = mtgjson_full_definition("GRN", "Plaguecrafter")
    assert crafter["abilities"][0]["effect"] == {"kind": "edict", "player": "each_player",
                                                 "what": "creature_or_planeswalker", "who_cant_discard": 1}
    game = state(alice={"hand": [{"id": "a1", "card": "Probe Bear"}, {"id": "pc", "card": "Plaguecrafter"}],
                        "mana_pool": {"B": 3}},
                 bob={"hand": [{"id": "b1", "card": "Probe Rock"}, {"id": "b2", "card": "Probe Bear"}]},
                 battlefield=[{"id": "r", "card": "Probe Rock", "controller": "bob", "owner": "bob"}])
    done = _run(game, [{"type": "cast", "card": "pc"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"discard": ["b2"]}}], crafter, BEAR, ROCK)
    alice, bob = done["state"]["players"]
    # alice sacrifices Plaguecrafter itself (her only creature) and discards nothing; bob, with no creature or
    # planeswalker (an artifact only), discards the card he chose
    assert [c["id"] for c in alice["graveyard"]] == ["pc"] and [c["id"] for c in alice["hand"]] == ["a1"]
    assert [c["id"] for c in bob["graveyard"]] == ["b2"] and [c["id"] for c in bob["hand"]] == ["b1"]
    assert any(p["id"] == "r" for p in done["state"]["battlefield"])
    # near variants the engine does not implement stay refused: other players than the edict's, another penalty
    assert probe_support("When ~ enters, each opponent sacrifices a creature. Each player who can't discards a card."
                         ) != "full"
    assert probe_support("When ~ enters, each player sacrifices a creature. Each player who can't loses 2 life.") != "full"
    assert probe_support("When ~ enters, each player discards a card. Each player who can't discards a card.") != "full"


# --- "{T}: Add {G} for each +1/+1 counter on ~." (CR 106.1, 122.1): the mana ability's `amount`
# "s27mech_counters_on_self:+1/+1" ----------------------------------------------------------------------------------

def test_106_1_add_mana_for_each_plus_one_counter_on_it() -> None:
    sage = mtgjson_full_definition("MIC", "Gyre Sage")
    mana = next(ability for ability in sage["abilities"] if ability["kind"] == "mana")
    assert mana == {"kind": "mana", "cost": "{T}", "add": "{G}", "amount": "s27mech_counters_on_self:+1/+1"}
    index = sage["abilities"].index(mana)
    for counters, made in ((3, 3), (0, 0)):
        game = state(battlefield=[{"id": "gs", "card": "Gyre Sage", "controller": "alice", "owner": "alice",
                                   "controlled_since_turn": 1, "counters": {"+1/+1": counters} if counters else {}}])
        done = _run(game, [{"type": "tap_for_mana", "permanent": "gs", "ability": index}], sage)
        assert done["state"]["players"][0]["mana_pool"].get("G", 0) == made
    # near variants the engine does not implement stay refused: another counter kind, several symbols per counter
    assert probe_support("{T}: Add {G} for each -1/-1 counter on ~.") != "full"
    assert probe_support("{T}: Add {G}{G} for each +1/+1 counter on ~.") != "full"


# --- "Whenever a creature of the chosen type dies, you may draw a card." / "Whenever a nontoken creature of the chosen
# type enters under your control, ..." (CR 607.2a, 603.2, 603.10a): the trigger's `of_the_chosen` "creature_type" -----

ELF = {**BEAR, "name": "Probe Elf", "subtypes": ["Elf"]}
MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}", "abilities": [
    {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_607_2a_a_creature_of_the_chosen_type_dies() -> None:
    specialist = mtgjson_full_definition("C20", "Species Specialist")
    assert specialist["abilities"][-1] == {"kind": "triggered", "trigger": "creature_dies", "optional": True,
                                           "effect": {"kind": "draw", "amount": 1, "player": "you"},
                                           "of_the_chosen": "creature_type"}
    assert mtgjson_full_definition("C20", "Molten Echoes")["abilities"][1]["of_the_chosen"] == "creature_type"

    def kill(victim: str) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}}, battlefield=[
            {"id": "ss", "card": "Species Specialist", "controller": "alice", "owner": "alice",
             "chosen_creature_type": "Bear"},
            {"id": "b", "card": "Probe Bear", "controller": "bob", "owner": "bob"},
            {"id": "e", "card": "Probe Elf", "controller": "bob", "owner": "bob"}])
        return _run(game, [{"type": "cast", "card": "m", "choices": {"targets": [victim]}}, {"type": "resolve"}],
                    specialist, BEAR, ELF, MURDER)

    bear = kill("b")  # a Bear, whoever controls it: the trigger waits on the stack
    assert [item["source"] for item in bear["state"]["stack"]] == ["ss"]
    elf = kill("e")  # not of the chosen type: no trigger
    assert not elf["state"]["stack"] and any(card["id"] == "e" for card in elf["state"]["players"][1]["graveyard"])
    # near variants the engine does not implement stay refused: a subtype of the chosen type, the chosen color, another
    # trigger
    assert probe_support("Whenever a Zombie of the chosen type dies, draw a card.") != "full"
    assert probe_support("Whenever a creature of the chosen color dies, draw a card.") != "full"
    assert probe_support("Whenever a creature of the chosen type attacks, draw a card.") != "full"


def test_607_2a_a_creature_of_the_chosen_type_enters() -> None:
    echoes = mtgjson_full_definition("C20", "Molten Echoes")

    def enter(card: str) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "c", "card": card}], "mana_pool": {"G": 2}}, battlefield=[
            {"id": "me", "card": "Molten Echoes", "controller": "alice", "owner": "alice",
             "chosen_creature_type": "Bear"}])
        return _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}], echoes, BEAR, ELF)

    assert [item["source"] for item in enter("Probe Bear")["state"]["stack"]] == ["me"]
    assert not enter("Probe Elf")["state"]["stack"]


# --- "{T}: ~ deals 1 damage to target attacking creature. Activate only during the end of combat step." / "Activate only
# during combat." (CR 602.5b, 506.1, 511.1): the activated ability's `activate_only` ----------------------------------

def test_602_5b_activate_only_during_the_end_of_combat_step() -> None:
    desert = mtgjson_full_definition("AFC", "Desert")
    ability = next(a for a in desert["abilities"] if a.get("activate_only"))
    assert ability["activate_only"] == "s34cmd_end_of_combat_step"
    index = desert["abilities"].index(ability)

    def ping(step: str) -> dict[str, Any]:
        game = {**state(active_player="bob", step=step, battlefield=[
            {"id": "d", "card": "Desert", "controller": "alice", "owner": "alice"},
            {"id": "x", "card": "Probe Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1}]),
            "combat": {"attackers": [{"id": "x", "defending": "alice"}], "blockers_declared": True}}
        return _run(game, [{"type": "activate", "player": "alice", "permanent": "d", "ability": index,
                            "choices": {"targets": ["x"]}}, {"type": "resolve"}], desert, BEAR)

    assert permanent(ping("end_of_combat"), "x")["damage"] == 1  # on an opponent's turn too
    with pytest.raises(IllegalAction, match="end of combat step"):
        ping("declare_blockers")
    assert probe_support("{1}: ~ gets +1/+1 until end of turn. Activate only during combat.") == "full"
    # near variants the engine does not implement stay refused: "your combat", with another restriction
    assert probe_support("{1}: ~ gets +1/+1 until end of turn. Activate only during your combat.") != "full"
    assert probe_support("{1}: ~ gets +1/+1 until end of turn. Activate only during combat and only once each turn."
                         ) != "full"
