"""s17-grant: quoted abilities an Aura or Equipment grants to the permanent it is attached to (CR 613.1f,
113.1a), read from tuned sets' Oracle text and played by the engine; near variants with a word the
grammar doesn't know stay not modelled (docs/oracle-s17-grant.md)."""

from __future__ import annotations

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _support(oracle: str, type_line: str = "Enchantment — Aura") -> str:
    return read_card(CardFacts(name="X", mana_cost="{1}", type_line=type_line, oracle_text=oracle)).support


# --- 'Enchanted creature has vigilance and "<step trigger>"' (Cathar's Call, MID) ---

CATHARS_CALL = read_full_definition(
    "Cathar's Call",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature has vigilance and "At the beginning of your end step, create a 1/1 '
    'white Human creature token."',
    "{2}{W}",
)


def test_grant_with_quoted_reads_keywords_and_the_granted_step_trigger() -> None:
    abilities = CATHARS_CALL["abilities"]
    assert abilities[1] == {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["vigilance"]}
    assert abilities[2]["kind"] == "grant_step_trigger" and abilities[2]["to"] == "attached_permanent"
    assert abilities[2]["ability"]["step"] == "end" and abilities[2]["ability"]["whose"] == "yours"
    assert abilities[2]["ability"]["effect"]["kind"] == "create_token"


def test_613_1f_the_enchanted_creatures_controller_creates_the_token_at_their_end_step() -> None:
    game = state(
        step="postcombat_main",
        active_player="bob",
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "au", "card": "Cathar's Call", "controller": "alice", "attached_to": "b"},
        ],
    )
    result = _run(game, [{"type": "next_step"}, {"type": "resolve"}], CATHARS_CALL)
    assert "vigilance" in permanent(result, "b")["characteristics"]["keywords"]
    humans = [
        p
        for p in result["state"]["battlefield"]
        if p["card"] == "Human Token" or (isinstance(p["card"], dict) and p["card"].get("name") == "Human Token")
    ]
    assert len(humans) == 1 and humans[0]["controller"] == "bob"
    pushed = events_of(result, "trigger_put_on_stack")
    assert pushed and "CR 613.1f" in pushed[0]["cites"]


def test_grant_with_quoted_near_variants_stay_not_modelled() -> None:
    line = 'Enchant creature\nEnchanted creature {} vigilance and "At the beginning of your end step, {} 1 life."'
    assert _support(line.format("has", "you lose")) == "full"
    assert (
        _support(
            'Enchant creature\nEnchanted creature gets +1/+1 and has "At the beginning of your upkeep, '
            'you gain 1 life."'
        )
        == "full"
    )
    assert _support(line.format("has", "you misplace")) != "full"
    assert _support(line.format("wants", "you lose")) != "full"
