"""Damage and combat constructions (s15-combat, docs/oracle-combat.md): read from real cards' Oracle
text and played by the engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run, state


def _not_modelled(oracle: str, type_line: str = "Creature — Ogre") -> list[str]:
    reading = read_card(
        CardFacts(name="Test", mana_cost="{1}{R}", type_line=type_line, oracle_text=oracle, power="2", toughness="2")
    )
    return reading.not_modelled


def _definition(
    name: str, oracle: str, pt: tuple[str, str] = ("2", "2"), type_line: str = "Creature — Ogre"
) -> dict[str, Any]:
    return read_full_definition(name, type_line, oracle, "{1}{R}", pt)


BEAR: dict[str, Any] = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def _creature(
    object_id: str, controller: str = "alice", card: dict[str, Any] | None = None, **fields: Any
) -> dict[str, Any]:
    return {
        "id": object_id,
        "card": card or {**BEAR, "name": object_id},
        "controller": controller,
        "controlled_since_turn": 1,
        **fields,
    }


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


def _block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


# --- combat requirements and restrictions (CR 506.5, 508.1c-d, 509.1b) ----------------------------

RECLUSE = "Rubblebelt Recluse attacks each combat if able."
PEGASUS = "Flying\nLoyal Pegasus can't attack or block alone."
SHACKLE = "Flying\nShacklegeist can block only creatures with flying."


def test_508_1d_attacks_each_combat_if_able_is_read() -> None:
    recluse = _definition("Rubblebelt Recluse", RECLUSE, ("6", "5"))
    assert recluse["abilities"] == [{"kind": "attacks_each_combat", "affected": "self"}]
    assert _definition("Loyal Pegasus", PEGASUS)["abilities"] == [{"kind": "cant_attack_or_block_alone"}]
    assert _definition("Shacklegeist", SHACKLE)["abilities"] == [{"kind": "can_block_only", "attackers_with": "flying"}]
    assert not _not_modelled("~ can't attack alone.")
    assert not _not_modelled("~ can't block alone.")


def test_508_1d_near_variants_are_not_modelled() -> None:
    assert _not_modelled("~ attacks each combat if wombat.")
    assert _not_modelled("~ attacks each wombat if able.")
    assert _not_modelled("~ can't attack or block wombat.")
    assert _not_modelled("~ can block only creatures with wombats.")
    assert _not_modelled("~ can block only creatures with trample.")  # no engine node for it
    assert _not_modelled("Other creatures you control attack each combat if able.")


def _recluse_game(*extra: dict[str, Any], **fields: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    recluse = _definition("Rubblebelt Recluse", RECLUSE, ("6", "5"))
    game = state(
        step="declare_attackers", battlefield=[_creature("recluse", card=recluse), _creature("bear"), *extra], **fields
    )
    return game, recluse


def test_508_1d_a_declaration_leaving_it_home_is_refused() -> None:
    game, _ = _recluse_game()
    with pytest.raises(IllegalAction) as refusal:
        run(game, [_attack("bear")])
    assert refusal.value.title == "Must attack" and "CR 508.1d" in refusal.value.cites
    with pytest.raises(IllegalAction):
        run(game, [{"type": "next_step"}])  # no declaration declares no attackers
    with pytest.raises(IllegalAction):
        run({**game, "step": "precombat_main"}, [{"type": "next_turn"}])
    result = run(game, [_attack("recluse")])
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["recluse"]
    # from the main phase, next_step goes to the beginning of combat: nothing is declared yet
    assert run({**game, "step": "precombat_main"}, [{"type": "next_step"}])["state"]["step"] == "beginning_of_combat"


def test_508_1d_not_required_when_unable() -> None:
    game, _ = _recluse_game()
    game["battlefield"][0]["tapped"] = True  # tapped: can't attack (508.1a)
    assert run(game, [_attack("bear")])["state"]["combat"] is not None
    sick, _ = _recluse_game()
    sick["battlefield"][0]["controlled_since_turn"] = 3  # summoning sickness (302.6)
    assert run(sick, [{"type": "next_step"}])["state"]["step"] != "declare_attackers"
    # a cost to attack: not required to pay it (508.1d)
    tax = {
        "name": "Tax",
        "types": ["Enchantment"],
        "subtypes": ["Aura"],
        "abilities": [{"kind": "attack_cost", "cost": "{3}"}],
    }
    taxed, _ = _recluse_game({"id": "tax", "card": tax, "controller": "bob", "attached_to": "recluse"})
    assert run(taxed, [_attack("bear")])["state"]["combat"]["attackers"][0]["id"] == "bear"


def test_506_5_cant_attack_or_block_alone() -> None:
    pegasus = _definition("Loyal Pegasus", PEGASUS)
    game = state(step="declare_attackers", battlefield=[_creature("peg", card=pegasus), _creature("bear")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [_attack("peg")])
    assert refusal.value.title == "Can't attack alone" and "CR 506.5" in refusal.value.cites
    assert len(run(game, [_attack("peg", "bear")])["state"]["combat"]["attackers"]) == 2
    blocking = state(
        step="declare_attackers",
        battlefield=[_creature("a1"), _creature("a2"), _creature("peg", "bob", card=pegasus), _creature("b2", "bob")],
    )
    with pytest.raises(IllegalAction) as block_refusal:
        run(blocking, [_attack("a1", "a2"), {"type": "next_step"}, _block(("peg", "a1"))])
    assert block_refusal.value.title == "Can't block alone"
    result = run(blocking, [_attack("a1", "a2"), {"type": "next_step"}, _block(("peg", "a1"), ("b2", "a2"))])
    assert result["state"]["combat"]["blockers"]["peg"] == ["a1"]


def test_509_1b_can_block_only_creatures_with_flying() -> None:
    shackle = _definition("Shacklegeist", SHACKLE, ("1", "1"))
    flier = {**BEAR, "name": "Flier", "keywords": ["flying"]}
    game = state(
        step="declare_attackers",
        battlefield=[_creature("bear"), _creature("flier", card=flier), _creature("geist", "bob", card=shackle)],
    )
    with pytest.raises(IllegalAction) as refusal:
        run(game, [_attack("bear", "flier"), {"type": "next_step"}, _block(("geist", "bear"))])
    assert "CR 509.1b" in refusal.value.cites
    result = run(game, [_attack("bear", "flier"), {"type": "next_step"}, _block(("geist", "flier"))])
    assert result["state"]["combat"]["blockers"]["geist"] == ["flier"]
    assert permanent(result, "geist")["id"] == "geist"
    assert events_of(result, "blocker_declared")


# --- block triggers (CR 509.3a-c) ------------------------------------------------------------------

NETCASTER = (
    "Reach\nWhenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn."
)
JUKAI = "Whenever Jukai Trainee blocks or becomes blocked, it gets +1/+1 until end of turn."


def test_509_3_block_triggers_are_read() -> None:
    spider = _definition("Netcaster Spider", NETCASTER, ("2", "3"), "Creature — Spider")
    assert spider["abilities"][0] == {
        "kind": "triggered",
        "trigger": "blocks_a_creature",
        "other_creature": "with_flying",
        "effect": {"kind": "pump", "target": "self", "power": 2, "toughness": 0, "duration": "end_of_turn"},
    }
    jukai = _definition("Jukai Trainee", JUKAI, ("1", "2"), "Creature — Human Samurai")
    assert jukai["abilities"][0]["trigger"] == "self_blocks_or_becomes_blocked"
    assert not _not_modelled("Whenever ~ blocks, it gets +1/+1 until end of turn.")
    assert not _not_modelled("Whenever ~ becomes blocked, it gets +1/+1 until end of turn.")
    assert not _not_modelled("Whenever ~ attacks or blocks, you gain 1 life.")


def test_509_3_near_variants_are_not_modelled() -> None:
    assert _not_modelled("Whenever ~ blocks a creature with wombats, ~ gets +2/+0 until end of turn.")
    assert _not_modelled("Whenever ~ blocks a creature with trample, ~ gets +2/+0 until end of turn.")
    assert _not_modelled("Whenever ~ blocks or becomes wombat, it gets +1/+1 until end of turn.")


def _resolve_all(n: int) -> list[dict[str, Any]]:
    return [{"type": "resolve"}] * n


def test_509_3b_blocks_a_creature_with_flying() -> None:
    spider = _definition("Netcaster Spider", NETCASTER, ("2", "3"), "Creature — Spider")
    flier = {**BEAR, "name": "Flier", "keywords": ["flying"]}
    game = state(
        step="declare_attackers",
        battlefield=[_creature("bear"), _creature("flier", card=flier), _creature("spider", "bob", card=spider)],
    )
    result = run(game, [_attack("bear", "flier"), {"type": "next_step"}, _block(("spider", "flier")), *_resolve_all(1)])
    assert permanent(result, "spider")["characteristics"]["power"] == 4
    # blocking a creature without flying: no trigger (CR 509.3f: as blockers are declared)
    result = run(game, [_attack("bear", "flier"), {"type": "next_step"}, _block(("spider", "bear"))])
    assert result["state"]["stack"] == [] and permanent(result, "spider")["characteristics"]["power"] == 2


def test_509_3c_becomes_blocked_triggers_once() -> None:
    jukai = _definition("Jukai Trainee", JUKAI, ("1", "2"), "Creature — Human Samurai")
    game = state(
        step="declare_attackers",
        battlefield=[_creature("jukai", card=jukai), _creature("b1", "bob"), _creature("b2", "bob")],
    )
    result = run(game, [_attack("jukai"), {"type": "next_step"}, _block(("b1", "jukai"), ("b2", "jukai"))])
    assert len(result["state"]["stack"]) == 1  # once, however many block it (509.3c)
    result = run(
        game, [_attack("jukai"), {"type": "next_step"}, _block(("b1", "jukai"), ("b2", "jukai")), *_resolve_all(1)]
    )
    assert permanent(result, "jukai")["characteristics"]["power"] == 2
    # it blocks (509.3a)
    blocking = state(step="declare_attackers", battlefield=[_creature("a1"), _creature("jukai", "bob", card=jukai)])
    result = run(blocking, [_attack("a1"), {"type": "next_step"}, _block(("jukai", "a1")), *_resolve_all(1)])
    assert permanent(result, "jukai")["characteristics"]["power"] == 2
    assert "CR 509.3a" in events_of(result, "trigger_put_on_stack")[0]["cites"]


# --- damage to players as a trigger event (CR 603.2, 120.3a) ---------------------------------------

SPITFIRE = "Flying\nWhenever an opponent is dealt noncombat damage, Chandra's Spitfire gets +3/+0 until end of turn."
PYRELING = (
    "Whenever a source you control deals noncombat damage to an opponent, Chandra's Pyreling gets +1/+0 "
    "and gains double strike until end of turn."
)
TAUNTER = (
    "Indestructible\nWhenever Brash Taunter is dealt damage, it deals that much damage to target opponent.\n"
    "{2}{R}, {T}: Brash Taunter fights another target creature."
)
PINGER: dict[str, Any] = {
    "name": "Pinger",
    "types": ["Artifact"],
    "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}


def test_120_3a_player_damage_triggers_are_read() -> None:
    spitfire = _definition("Chandra's Spitfire", SPITFIRE, ("1", "3"), "Creature — Elemental")
    assert spitfire["abilities"][0]["trigger"] == "player_dealt_damage"
    assert spitfire["abilities"][0]["noncombat"] is True and spitfire["abilities"][0]["damage_to"] == "opponent"
    pyreling = _definition("Chandra's Pyreling", PYRELING, ("1", "3"), "Creature — Elemental Lizard")
    assert pyreling["abilities"][0]["source_you_control"] is True
    assert pyreling["abilities"][0]["effect"]["keywords"] == ["double_strike"]
    taunter = _definition("Brash Taunter", TAUNTER, ("1", "1"), "Creature — Goblin")
    assert taunter["abilities"][0]["effect"] == {"kind": "damage", "amount": "that_much", "target": "opponent"}


def test_120_3a_near_variants_are_not_modelled() -> None:
    assert _not_modelled("Whenever an opponent is dealt wombat damage, ~ gets +3/+0 until end of turn.")
    assert _not_modelled("Whenever a source you control deals noncombat damage to a wombat, you gain 1 life.")
    assert _not_modelled("Whenever a wombat you control deals noncombat damage to an opponent, you gain 1 life.")
    assert _not_modelled("Whenever ~ is dealt damage, it deals that much wombat to target opponent.")
    # "that much" where the event names no amount
    assert _not_modelled("Whenever ~ attacks, it deals that much damage to target opponent.")


def test_120_3a_opponent_dealt_noncombat_damage() -> None:
    spitfire = _definition("Chandra's Spitfire", SPITFIRE, ("1", "3"), "Creature — Elemental")
    pyreling = _definition("Chandra's Pyreling", PYRELING, ("1", "3"), "Creature — Elemental Lizard")
    game = state(
        battlefield=[
            _creature("spitfire", card=spitfire),
            _creature("pyreling", card=pyreling),
            {"id": "pinger", "card": PINGER, "controller": "alice"},
            {"id": "bob-pinger", "card": {**PINGER, "name": "Bob Pinger"}, "controller": "bob"},
        ]
    )
    result = run(
        game,
        [{"type": "activate", "permanent": "pinger", "ability": 0, "choices": {"targets": ["bob"]}}, *_resolve_all(3)],
    )
    assert permanent(result, "spitfire")["characteristics"]["power"] == 4
    assert permanent(result, "pyreling")["characteristics"]["power"] == 2
    assert "double_strike" in permanent(result, "pyreling")["characteristics"]["keywords"]
    # damage to alice (not an opponent): neither triggers
    result = run(
        game,
        [
            {"type": "activate", "permanent": "pinger", "ability": 0, "choices": {"targets": ["alice"]}},
            *_resolve_all(1),
        ],
    )
    assert result["state"]["stack"] == []
    # bob's source damages bob: Spitfire triggers, Pyreling (a source alice controls) doesn't
    result = run(
        game,
        [
            {
                "type": "activate",
                "permanent": "bob-pinger",
                "ability": 0,
                "player": "bob",
                "choices": {"targets": ["bob"]},
            },
            *_resolve_all(1),
        ],
    )
    assert [item["source"] for item in result["state"]["stack"]] == ["spitfire"]


def test_120_3a_combat_damage_doesnt_trigger_noncombat() -> None:
    spitfire = _definition("Chandra's Spitfire", SPITFIRE, ("1", "3"), "Creature — Elemental")
    game = state(step="declare_attackers", battlefield=[_creature("spitfire", card=spitfire), _creature("bear")])
    result = run(game, [_attack("bear"), {"type": "next_step"}, {"type": "next_step"}])
    assert player_of(result, "bob")["life"] == 18
    assert result["state"]["stack"] == []


def test_120_3a_dealt_damage_deals_that_much() -> None:
    taunter = _definition("Brash Taunter", TAUNTER, ("1", "1"), "Creature — Goblin")
    game = state(
        battlefield=[_creature("taunter", card=taunter), {"id": "pinger", "card": PINGER, "controller": "alice"}]
    )
    result = run(
        game,
        [
            {"type": "activate", "permanent": "pinger", "ability": 0, "choices": {"targets": ["taunter"]}},
            {"type": "resolve"},
            {"type": "resolve", "choices": {"targets": ["bob"]}},
        ],
    )
    assert player_of(result, "bob")["life"] == 18


# --- damage split between objects (CR 120.3, 608.2c, 608.2h) ---------------------------------------

OUTRAGE = "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller."
WAVE = "~ deals 2 damage to target player and each creature that player controls."
SWEEP = "~ deals 3 damage to each opponent and each planeswalker they control."


def _spell(name: str, oracle: str, type_line: str = "Instant") -> dict[str, Any]:
    return read_full_definition(name, type_line, oracle, "{2}{R}{R}")


def test_120_3_damage_splits_are_read() -> None:
    outrage = _spell("Chandra's Outrage", OUTRAGE)
    assert [a["effect"] for a in outrage["abilities"]] == [
        {"kind": "damage", "amount": 4, "target": "creature"},
        {"kind": "damage", "amount": 2, "target": "its_controller"},
    ]
    assert [a["effect"]["target"] for a in _spell("Wave", WAVE, "Sorcery")["abilities"]] == [
        "player",
        "all:creature:that_player_controls",
    ]
    assert [a["effect"]["target"] for a in _spell("Sweep", SWEEP, "Sorcery")["abilities"]] == [
        "each_opponent",
        "all:planeswalker:opponent_controls",
    ]


def test_120_3_damage_split_near_variants_are_not_modelled() -> None:
    assert _not_modelled("~ deals 4 damage to target creature and 2 damage to that wombat's controller.", "Instant")
    assert _not_modelled("~ deals 4 damage to target player and 2 damage to that creature's controller.", "Instant")
    assert _not_modelled("~ deals 3 damage to each player and each planeswalker they control.", "Sorcery")
    assert _not_modelled("~ deals 3 damage to each opponent and each wombat they control.", "Sorcery")


def test_608_2h_damage_to_target_creature_and_its_controller() -> None:
    outrage = _spell("Chandra's Outrage", OUTRAGE)
    game = state(
        battlefield=[_creature("ogre", "bob", card={**BEAR, "name": "Ogre", "toughness": 5})],
        stack=[{"id": "outrage", "card": outrage, "controller": "alice", "owner": "alice", "targets": ["ogre"]}],
    )
    result = run(game, [{"type": "resolve"}])
    assert permanent(result, "ogre")["damage"] == 4
    assert player_of(result, "bob")["life"] == 18 and player_of(result, "alice")["life"] == 20


def test_608_2c_damage_to_target_player_and_their_creatures() -> None:
    wave = _spell("Wave", WAVE, "Sorcery")
    game = state(
        battlefield=[_creature("b1", "bob"), _creature("a1", "alice")],
        stack=[{"id": "wave", "card": wave, "controller": "alice", "owner": "alice", "targets": ["bob"]}],
    )
    result = run(game, [{"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 18
    assert [p["id"] for p in result["state"]["battlefield"]] == ["a1"]  # bob's 2/2 died (704.5g)
    sweep = _spell("Sweep", SWEEP, "Sorcery")
    walker = {"name": "Walker", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 5}
    game = state(
        battlefield=[
            {"id": "pw", "card": walker, "controller": "bob", "counters": {"loyalty": 5}},
            {"id": "mine", "card": {**walker, "name": "Mine"}, "controller": "alice", "counters": {"loyalty": 5}},
        ],
        stack=[{"id": "sweep", "card": sweep, "controller": "alice", "owner": "alice"}],
    )
    result = run(game, [{"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 17 and player_of(result, "alice")["life"] == 20
    assert permanent(result, "pw")["counters"]["loyalty"] == 2 and permanent(result, "mine")["counters"]["loyalty"] == 5


# --- bites at a planeswalker (CR 120.3c, 608.2h) ----------------------------------------------------

REBUKE = (
    "Target creature you control deals damage equal to its power to target creature or planeswalker you don't control."
)


def test_120_3c_bite_at_a_planeswalker() -> None:
    rebuke = _spell("Master's Rebuke", REBUKE)
    assert rebuke["abilities"][1]["effect"] == {
        "kind": "damage_by_it",
        "amount": "its_power",
        "target": "creature_or_planeswalker:opponent_controls",
    }
    assert _not_modelled(REBUKE.replace("planeswalker", "wombat"), "Instant")
    assert _not_modelled(REBUKE.replace("target creature or", "another target creature or"), "Instant")
    walker = {"name": "Walker", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 5}
    game = state(
        battlefield=[
            _creature("ogre", card={**BEAR, "name": "Ogre", "power": 4}),
            {"id": "pw", "card": walker, "controller": "bob", "counters": {"loyalty": 5}},
        ],
        stack=[{"id": "rebuke", "card": rebuke, "controller": "alice", "owner": "alice", "targets": ["ogre", "pw"]}],
    )
    result = run(game, [{"type": "resolve"}])
    assert permanent(result, "pw")["counters"]["loyalty"] == 1
