"""Oracle coverage, group "kwc" (docs/oracle-kwc.md): keyword actions and keywords of modern sets,
each read from a real card's Oracle text and played by the engine, and a near variant with a word
the grammar doesn't know left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import resolve
from app.engine.cards import CardDefinition
from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import CATALOG, events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

# --- amass (CR 701.47) ---------------------------------------------------------------------------

RELENTLESS_ADVANCE = (
    "Relentless Advance",
    "Sorcery",
    "Amass 3. (Put three +1/+1 counters on an Army you "
    "control. If you don't control one, create a 0/0 black Zombie Army creature token first.)",
    "{3}{U}",
)
AVEN_ETERNAL = (
    "Aven Eternal",
    "Creature — Zombie Bird Warrior",
    "Flying\nWhen Aven Eternal enters the battlefield, amass 1. (Put a +1/+1 counter on an Army you "
    "control. If you don't control one, create a 0/0 black Zombie Army creature token first.)",
    "{2}{U}",
    ("2", "2"),
)


def _armies(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if p["id"].startswith("zombie-army-token-")]


def _cast_advance(game: dict[str, Any], **resolving: Any) -> dict[str, Any]:
    advance = _read(*RELENTLESS_ADVANCE)
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": resolving} if resolving else {})}
    return _run(game, [{"type": "cast", "player": "alice", "card": "ra"}, resolve], advance)


def test_701_47a_amass_creates_a_zombie_army_token_first_then_puts_the_counters_on_it() -> None:
    assert _read(*RELENTLESS_ADVANCE)["abilities"] == [{"kind": "spell", "effect": {"kind": "amass", "amount": 3}}]
    result = _cast_advance(state(alice={"mana_pool": {"U": 4}, "hand": [{"id": "ra", "card": "Relentless Advance"}]}))
    (army,) = _armies(result)
    assert army["counters"] == {"+1/+1": 3} and army["controller"] == "alice"
    assert "CR 701.47a" in events_of(result, "token_created_for_amass")[0]["cites"]
    assert events_of(result, "amassed")[0]["army"] == army["id"]


def test_701_47a_amass_with_an_army_puts_the_counters_on_the_chosen_one_and_creates_none() -> None:
    first = _cast_advance(state(alice={"mana_pool": {"U": 4}, "hand": [{"id": "ra", "card": "Relentless Advance"}]}))
    (army,) = _armies(first)
    second_army = {**army, "id": "zombie-army-token-b", "counters": {"+1/+1": 1}}
    game = state(
        alice={"mana_pool": {"U": 4}, "hand": [{"id": "ra", "card": "Relentless Advance"}]},
        battlefield=[army, second_army],
    )
    default = _cast_advance(game)
    assert [a["counters"] for a in _armies(default)] == [{"+1/+1": 6}, {"+1/+1": 1}]
    assert events_of(default, "token_created_for_amass") == []
    chosen = _cast_advance(game, chosen=["zombie-army-token-b"])
    assert [a["counters"] for a in _armies(chosen)] == [{"+1/+1": 3}, {"+1/+1": 4}]


def test_701_47a_amass_refuses_a_chosen_permanent_that_is_no_army() -> None:
    game = state(
        alice={"mana_pool": {"U": 4}, "hand": [{"id": "ra", "card": "Relentless Advance"}]},
        battlefield=[{"id": "bears", "card": "Grizzly Bears", "controller": "alice"}],
    )
    advance = _read(*RELENTLESS_ADVANCE)
    catalog = {**CATALOG, "Relentless Advance": CardDefinition.model_validate(advance)}
    with pytest.raises(IllegalAction, match="Army"):
        resolve(
            game,
            [{"type": "cast", "player": "alice", "card": "ra"}, {"type": "resolve", "choices": {"chosen": ["bears"]}}],
            catalog,
        )


def test_701_47a_aven_eternal_amasses_as_it_enters() -> None:
    aven = _read(*AVEN_ETERNAL)
    assert aven["keywords"] == ["flying"]
    assert aven["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "amass", "amount": 1}}]
    game = state(alice={"mana_pool": {"U": 3}, "hand": [{"id": "av", "card": "Aven Eternal"}]})
    result = _run(
        game, [{"type": "cast", "player": "alice", "card": "av"}, {"type": "resolve"}, {"type": "resolve"}], aven
    )
    (army,) = _armies(result)
    assert army["counters"] == {"+1/+1": 1}


# --- adapt (CR 701.46) ---------------------------------------------------------------------------

SKITTER_EEL = (
    "Skitter Eel",
    "Creature — Fish Crab",
    "{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)",
    "{3}{U}",
    ("3", "3"),
)


def test_701_46a_adapt_puts_counters_only_on_a_permanent_without_plus_one_counters() -> None:
    eel = _read(*SKITTER_EEL)
    assert eel["abilities"] == [{"kind": "activated", "cost": "{2}{U}", "effect": {"kind": "adapt", "amount": 2}}]
    game = state(
        alice={"mana_pool": {"U": 6}}, battlefield=[{"id": "eel", "card": "Skitter Eel", "controller": "alice"}]
    )
    activate = {"type": "activate", "permanent": "eel", "ability": 0}
    once = _run(game, [activate, {"type": "resolve"}], eel)
    assert permanent(once, "eel")["counters"] == {"+1/+1": 2}
    twice = _run(game, [activate, {"type": "resolve"}, activate, {"type": "resolve"}], eel)
    assert permanent(twice, "eel")["counters"] == {"+1/+1": 2}
    assert "CR 701.46a" in events_of(twice, "adapt_did_nothing")[0]["cites"]
    # both activated before either resolves: the second to resolve finds the counters (checked on resolution)
    stacked = _run(game, [activate, activate, {"type": "resolve"}, {"type": "resolve"}], eel)
    assert permanent(stacked, "eel")["counters"] == {"+1/+1": 2}


def test_701_46a_adapt_after_a_minus_counter_annihilated_the_plus_ones_adapts_again() -> None:
    eel = _read(*SKITTER_EEL)
    game = state(
        alice={"mana_pool": {"U": 3}},
        battlefield=[{"id": "eel", "card": "Skitter Eel", "controller": "alice", "counters": {"-1/-1": 1}}],
    )
    result = _run(game, [{"type": "activate", "permanent": "eel", "ability": 0}, {"type": "resolve"}], eel)
    assert permanent(result, "eel")["counters"] == {"+1/+1": 1}  # 2 put, one pair removed (CR 704.5q)


# --- afterlife (CR 702.135) -----------------------------------------------------------------------

SERAPH = (
    "Seraph of the Scales",
    "Creature — Angel",
    "Flying\n{W}: Seraph of the Scales gains vigilance until "
    "end of turn.\n{B}: Seraph of the Scales gains deathtouch until end of turn.\nAfterlife 2 (When this "
    "creature dies, create two 1/1 white and black Spirit creature tokens with flying.)",
    "{2}{W}{B}",
    ("4", "3"),
)


def test_702_135a_afterlife_creates_that_many_flying_spirits_when_it_dies() -> None:
    seraph = _read(*SERAPH)
    afterlife = seraph["abilities"][-1]
    assert afterlife["trigger"] == "dies" and afterlife["effect"]["count"] == 2
    game = state(battlefield=[{"id": "s", "card": "Seraph of the Scales", "controller": "alice"}])
    result = _run(game, [{"type": "move", "permanent": "s", "to": "graveyard"}, {"type": "resolve"}], seraph)
    spirits = [p for p in result["state"]["battlefield"] if p["controller"] == "alice"]
    assert len(spirits) == 2
    assert all(
        p["card"]["subtypes"] == ["Spirit"]
        and p["card"]["keywords"] == ["flying"]
        and p["card"]["colors"] == ["W", "B"]
        for p in spirits
    )


# --- grammar: the lines read, near variants don't -------------------------------------------------


@pytest.mark.parametrize(
    ("line", "is_spell"),
    [
        ("Amass 2.", True),
        ("When ~ dies, amass 2.", False),
        ("At the beginning of your upkeep, you lose 1 life and amass 1.", False),
        ("Up to one target creature gets -2/-2 until end of turn. Amass 2.", True),
        ("{4}{G}{G}: Adapt 4.", False),
        ("Afterlife 1", False),
        ("Afterlife 3", False),
    ],
)
def test_kwc_lines_read(line: str, is_spell: bool) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is not None


@pytest.mark.parametrize(
    ("line", "is_spell"),
    [
        ("Amass 2 soldiers.", True),
        ("When ~ dies, amass 2 twice.", False),
        ("{4}{G}{G}: Adapt 4 quickly.", False),
        ("Draw a card. Adapt 2.", True),  # adapt is an activated ability's effect of its own permanent
        ("Afterlife 2 twice", False),
        ("Afterlife 7", False),
    ],
)
def test_kwc_near_variants_are_not_read(line: str, is_spell: bool) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


# --- explore (CR 701.44) ---------------------------------------------------------------------------

BRANCHWALKER = (
    "Merfolk Branchwalker",
    "Creature — Merfolk Scout",
    "When Merfolk Branchwalker enters the battlefield, it explores. (Reveal the top card of your library. Put "
    "that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card "
    "back or put it into your graveyard.)",
    "{1}{G}",
    ("2", "1"),
)


def _branchwalker(top: str, resolving: dict[str, Any] | None = None) -> dict[str, Any]:
    walker = _read(*BRANCHWALKER)
    library = [{"id": "top", "card": top}, {"id": "next", "card": "Grizzly Bears"}]
    game = state(
        alice={"mana_pool": {"G": 2}, "hand": [{"id": "mb", "card": "Merfolk Branchwalker"}], "library": library}
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "player": "alice", "card": "mb"}, {"type": "resolve"}]
    actions.append({"type": "resolve", **({"choices": resolving} if resolving is not None else {})})
    return _run(game, actions, walker)


def test_701_44a_explore_reveals_a_land_and_puts_it_into_the_hand() -> None:
    assert _read(*BRANCHWALKER)["abilities"] == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "explore", "target": "self"}}
    ]
    result = _branchwalker("Forest")
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["hand"]] == ["top"] and permanent(result, "mb").get("counters", {}) == {}
    assert events_of(result, "explored")[0]["result"] == "land_to_hand"


def test_701_44a_explore_a_nonland_counter_and_the_card_kept_on_top_by_default_or_put_into_the_graveyard() -> None:
    kept = _branchwalker("Grizzly Bears")
    assert permanent(kept, "mb")["counters"] == {"+1/+1": 1}
    assert [c["id"] for c in player_of(kept, "alice")["library"]][:1] == ["top"]
    binned = _branchwalker("Grizzly Bears", {"chosen": ["top"]})
    assert permanent(binned, "mb")["counters"] == {"+1/+1": 1}
    assert [c["id"] for c in player_of(binned, "alice")["graveyard"]] == ["top"]
    assert events_of(binned, "explored")[0]["result"] == "put_into_graveyard"


def test_701_44a_explore_asks_a_choose_decision_naming_the_revealed_card() -> None:
    walker = _read(*BRANCHWALKER)
    game = state(
        alice={
            "mana_pool": {"G": 2},
            "hand": [{"id": "mb", "card": "Merfolk Branchwalker"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        }
    )
    result = _run(game, [{"type": "cast", "player": "alice", "card": "mb"}, {"type": "resolve"}], walker)
    assert result["pending"]["decision"] == "choose"
    options = result["pending"]["options"]
    assert options["kind"] == "explore" and options["cards"] == ["top"] and options["default"] == []


def test_701_44a_explore_refuses_a_card_other_than_the_revealed_one() -> None:
    walker = _read(*BRANCHWALKER)
    game = state(
        alice={
            "mana_pool": {"G": 2},
            "hand": [{"id": "mb", "card": "Merfolk Branchwalker"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}, {"id": "next", "card": "Forest"}],
        }
    )
    catalog = {**CATALOG, "Merfolk Branchwalker": CardDefinition.model_validate(walker)}
    with pytest.raises(IllegalAction, match="revealed"):
        resolve(
            game,
            [
                {"type": "cast", "player": "alice", "card": "mb"},
                {"type": "resolve"},
                {"type": "resolve", "choices": {"chosen": ["next"]}},
            ],
            catalog,
        )


def test_701_44c_a_permanent_gone_before_it_explores_gets_no_counter_but_the_land_still_goes_to_hand() -> None:
    walker = _read(*BRANCHWALKER)
    game = state(
        alice={
            "mana_pool": {"G": 2},
            "hand": [{"id": "mb", "card": "Merfolk Branchwalker"}],
            "library": [{"id": "top", "card": "Forest"}],
        }
    )
    result = _run(
        game,
        [
            {"type": "cast", "player": "alice", "card": "mb"},
            {"type": "resolve"},
            {"type": "move", "permanent": "mb", "to": "graveyard"},
            {"type": "resolve"},
        ],
        walker,
    )
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["top"]
    assert events_of(result, "explored")[0]["permanent"] is None


@pytest.mark.parametrize(
    ("line", "is_spell"),
    [
        ("When ~ enters, it explores.", False),
        ("{1}, Discard a card: ~ explores.", False),
        ("Whenever ~ deals combat damage to a player, it explores.", False),
        ("Target creature you control explores.", True),
    ],
)
def test_kwc_explore_lines_read(line: str, is_spell: bool) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is not None


@pytest.mark.parametrize("line", ["When ~ enters, it explores twice.", "When ~ enters, it explores again."])
def test_kwc_explore_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# --- proliferate (CR 701.34) -----------------------------------------------------------------------

COURAGE = (
    "Courage in Crisis",
    "Sorcery",
    "Put a +1/+1 counter on target creature, then proliferate. (Choose any number of permanents and/or "
    "players, then give each another counter of each kind already there.)",
    "{2}{W}",
)


def _courage(resolving: dict[str, Any] | None) -> dict[str, Any]:
    courage = _read(*COURAGE)
    game = state(
        alice={"mana_pool": {"W": 3}, "hand": [{"id": "cc", "card": "Courage in Crisis"}]},
        bob={"poison_counters": 2},
        battlefield=[
            {"id": "mine", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "theirs", "card": "Grizzly Bears", "controller": "bob", "counters": {"+1/+1": 1, "stun": 1}},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "cc", "choices": {"targets": ["mine"]}}
    return _run(game, [cast, {"type": "resolve", **({"choices": resolving} if resolving is not None else {})}], courage)


def test_701_34a_proliferate_gives_each_chosen_permanent_and_player_another_counter_of_each_kind() -> None:
    assert [a["effect"]["kind"] for a in _read(*COURAGE)["abilities"]] == ["put_counters", "proliferate"]
    result = _courage({"chosen": ["mine", "theirs", "bob"]})
    assert permanent(result, "mine")["counters"] == {"+1/+1": 2}
    assert permanent(result, "theirs")["counters"] == {"+1/+1": 2, "stun": 2}
    assert player_of(result, "bob")["poison_counters"] == 3
    assert events_of(result, "proliferated")[0]["chosen"] == ["mine", "theirs", "bob"]


def test_701_34a_proliferate_chooses_none_by_default_and_asks_a_choose_decision() -> None:
    result = _courage(None)
    assert permanent(result, "mine")["counters"] == {"+1/+1": 1}
    assert permanent(result, "theirs")["counters"] == {"+1/+1": 1, "stun": 1}
    courage = _read(*COURAGE)
    game = state(
        alice={"mana_pool": {"W": 3}, "hand": [{"id": "cc", "card": "Courage in Crisis"}]},
        battlefield=[{"id": "theirs", "card": "Grizzly Bears", "controller": "bob", "counters": {"-1/-1": 1}}],
    )
    cast = {"type": "cast", "player": "alice", "card": "cc", "choices": {"targets": ["theirs"]}}
    pending = _run(game, [cast], courage)["pending"]
    assert pending["decision"] == "choose" and pending["options"]["kind"] == "proliferate"
    assert pending["options"]["cards"] == ["theirs"]


def test_701_34a_proliferate_refuses_an_id_that_is_no_permanent_nor_player() -> None:
    courage = _read(*COURAGE)
    game = state(
        alice={"mana_pool": {"W": 3}, "hand": [{"id": "cc", "card": "Courage in Crisis"}]},
        battlefield=[{"id": "mine", "card": "Grizzly Bears", "controller": "alice"}],
    )
    catalog = {**CATALOG, "Courage in Crisis": CardDefinition.model_validate(courage)}
    cast = {"type": "cast", "player": "alice", "card": "cc", "choices": {"targets": ["mine"]}}
    with pytest.raises(IllegalAction, match="permanent or player"):
        resolve(game, [cast, {"type": "resolve", "choices": {"chosen": ["nobody"]}}], catalog)


@pytest.mark.parametrize(
    ("line", "is_spell"),
    [
        ("Proliferate.", True),
        ("{4}, {T}: Proliferate.", False),
        ("Whenever you cast a noncreature spell, proliferate.", False),
    ],
)
def test_kwc_proliferate_lines_read(line: str, is_spell: bool) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is not None


@pytest.mark.parametrize("line", ["Proliferate twice.", "When ~ dies, proliferate, then proliferate twice."])  # s29-stda: "again" reads
def test_kwc_proliferate_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=line.startswith("Proliferate")).abilities is None


# --- mentor (CR 702.134) and "with lesser power" ----------------------------------------------------

INSTRUCTOR = (
    "Blade Instructor",
    "Creature — Human Soldier",
    "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)",
    "{2}{W}",
    ("3", "1"),
)
OGRE = {
    "name": "Test Ogre",
    "mana_cost": "{2}{R}",
    "types": ["Creature"],
    "subtypes": ["Ogre"],
    "power": 3,
    "toughness": 3,
}


def _mentor_attack(target: str) -> dict[str, Any]:
    instructor = _read(*INSTRUCTOR)
    battlefield = [
        {"id": "bi", "card": "Blade Instructor", "controller": "alice"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "ogre", "card": "Test Ogre", "controller": "alice"},
    ]
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ("bi", "bear", "ogre")]}
    return _run(game, [attack, {"type": "resolve", "choices": {"targets": [target]}}], instructor, OGRE)


def test_702_134a_mentor_puts_a_counter_on_target_attacking_creature_with_lesser_power() -> None:
    assert _read(*INSTRUCTOR)["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "attacks",
            "effect": {
                "kind": "put_counters",
                "counter": "+1/+1",
                "amount": 1,
                "target": "creature:attacking:power_less_than_source",
            },
        }
    ]
    result = _mentor_attack("bear")
    assert permanent(result, "bear")["counters"] == {"+1/+1": 1}


def test_702_134a_mentor_cant_target_a_creature_with_equal_power() -> None:
    with pytest.raises(IllegalAction, match="'ogre'"):  # it can't be chosen as the trigger's target (CR 603.3d)
        _mentor_attack("ogre")


@pytest.mark.parametrize("line", ["Mentor twice", "Mentor 2"])
def test_kwc_mentor_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# --- riot (CR 702.136) -------------------------------------------------------------------------------

WRECKER = (
    "Ghor-Clan Wrecker",
    "Creature — Human Warrior",
    "Riot (This creature enters the battlefield with your "
    "choice of a +1/+1 counter or haste.)\nWhenever Ghor-Clan Wrecker becomes blocked, it gets +1/+1 until "
    "end of turn.",
    "{3}{R}",
    ("2", "3"),
)
ZHUR_TAA = (
    "Zhur-Taa Goblin",
    "Creature — Goblin Berserker",
    "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)",
    "{R}{G}",
    ("2", "2"),
)


def _goblin(choices: dict[str, Any] | None) -> dict[str, Any]:
    goblin = _read(*ZHUR_TAA)
    game = state(alice={"mana_pool": {"R": 1, "G": 1}, "hand": [{"id": "zg", "card": "Zhur-Taa Goblin"}]})
    resolve_action = {"type": "resolve", **({"choices": choices} if choices is not None else {})}
    return _run(game, [{"type": "cast", "player": "alice", "card": "zg"}, resolve_action], goblin)


def test_702_136a_riot_enters_with_a_counter_by_default() -> None:
    assert _read(*ZHUR_TAA)["abilities"] == [{"kind": "riot"}]
    result = _goblin(None)
    assert permanent(result, "zg")["counters"] == {"+1/+1": 1}
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["riot"] == "counter" and "CR 702.136a" in entered["cites"]


def test_702_136a_riot_chosen_haste_lets_it_attack_this_turn() -> None:
    result = _goblin({"riot": "haste"})
    assert permanent(result, "zg").get("counters", {}) == {}
    goblin = _read(*ZHUR_TAA)
    attack = {"type": "declare_attackers", "attackers": [{"id": "zg", "defending": "bob"}]}
    game = {**result["state"], "step": "declare_attackers"}
    attacked = _run(game, [attack], goblin)
    assert attacked["state"]["combat"]["attackers"][0]["id"] == "zg"


def test_702_136a_riot_reads_beside_other_lines() -> None:
    assert _read(*WRECKER)["abilities"][0] == {"kind": "riot"}
    assert read_composed("Riot twice", is_spell=False).abilities is None


# --- ascend and the city's blessing (CR 702.131) ------------------------------------------------------

SENTRY = (
    "Snubhorn Sentry",
    "Creature — Dinosaur",
    "Ascend (If you control ten permanents, you get the city's "
    "blessing for the rest of the game.)\nSnubhorn Sentry gets +3/+0 as long as you have the city's blessing.",
    "{W}",
    ("0", "3"),
)


def _lands(n: int, controller: str = "alice") -> list[dict[str, Any]]:
    return [{"id": f"{controller}-land-{i}", "card": "Forest", "controller": controller} for i in range(n)]


def test_702_131b_ascend_gives_the_city_s_blessing_at_ten_permanents_and_it_is_kept() -> None:
    sentry = _read(*SENTRY)
    assert sentry["abilities"][0] == {"kind": "ascend"}
    assert sentry["abilities"][1]["as_long_as"] == "city_blessing"
    nine = state(
        battlefield=[{"id": "ss", "card": "Snubhorn Sentry", "controller": "alice"}, *_lands(8)],
        alice={"hand": [{"id": "p9", "card": "Forest"}]},
    )
    before = _run(nine, [], sentry)
    assert "city_blessing" not in player_of(before, "alice")
    assert permanent(before, "ss")["characteristics"]["power"] == 0
    after = _run(nine, [{"type": "play_land", "player": "alice", "card": "p9"}], sentry)
    assert player_of(after, "alice")["city_blessing"] is True
    assert "CR 702.131b" in events_of(after, "city_blessing_gained")[0]["cites"]
    assert permanent(after, "ss")["characteristics"]["power"] == 3
    # kept for the rest of the game, though the permanents are gone (CR 702.131c)
    kept = _run(
        {**after["state"], "battlefield": [p for p in after["state"]["battlefield"] if p["id"] == "ss"]}, [], sentry
    )
    assert player_of(kept, "alice")["city_blessing"] is True and permanent(kept, "ss")["characteristics"]["power"] == 3


def test_702_131b_ascend_counts_only_the_permanents_its_controller_controls() -> None:
    sentry = _read(*SENTRY)
    game = state(
        battlefield=[{"id": "ss", "card": "Snubhorn Sentry", "controller": "alice"}, *_lands(8), *_lands(5, "bob")]
    )
    result = _run(game, [], sentry)
    assert "city_blessing" not in player_of(result, "alice") and "city_blessing" not in player_of(result, "bob")


def test_702_131a_ascend_on_a_sorcery_is_checked_as_it_resolves() -> None:
    rite = {
        "name": "Test Rite",
        "mana_cost": "{W}",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": {"kind": "ascend"}}],
    }
    assert read_composed("Ascend", is_spell=True).abilities == [{"kind": "spell", "effect": {"kind": "ascend"}}]
    for lands, blessed in ((10, True), (9, False)):
        game = state(
            battlefield=_lands(lands), alice={"mana_pool": {"W": 1}, "hand": [{"id": "r", "card": "Test Rite"}]}
        )
        result = _run(game, [{"type": "cast", "player": "alice", "card": "r"}, {"type": "resolve"}], rite)
        assert player_of(result, "alice").get("city_blessing", False) is blessed


@pytest.mark.parametrize(
    "line",
    [
        "Ascend twice",
        "~ gets +3/+0 as long as you have the city's favor.",
        "~ has flying as long as you have a blessing.",
    ],
)
def test_kwc_ascend_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# --- training (CR 702.149) ------------------------------------------------------------------------------

TRAINEE = (
    "Parish-Blade Trainee",
    "Creature — Human Soldier",
    "Training (Whenever this creature attacks with "
    "another creature with greater power, put a +1/+1 counter on this creature.)\nWhen Parish-Blade Trainee "
    "dies, put its counters on target creature you control.",
    "{1}{W}",
    ("1", "2"),
)
RURAL_RECRUIT = (
    "Rural Recruit",
    "Creature — Human Peasant",
    "Training (Whenever this creature attacks with another "
    "creature with greater power, put a +1/+1 counter on this creature.)\nWhen Rural Recruit enters the "
    "battlefield, create a 1/1 green Boar creature token.",
    "{3}{G}",
    ("3", "2"),
)


def _train(attackers: list[str], *, resolve_it: bool = True) -> dict[str, Any]:
    recruit = _read(*RURAL_RECRUIT)
    battlefield = [
        {"id": "rr", "card": "Rural Recruit", "controller": "alice"},
        {"id": "ogre", "card": "Test Ogre", "controller": "alice"},
        {"id": "big", "card": "Test Giant", "controller": "alice"},
    ]
    giant = {**OGRE, "name": "Test Giant", "power": 4, "toughness": 4}
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in attackers]}
    return _run(game, [attack, *([{"type": "resolve"}] if resolve_it else [])], recruit, OGRE, giant)


def test_702_149a_training_triggers_when_it_attacks_with_a_creature_of_greater_power() -> None:
    assert _read(*RURAL_RECRUIT)["abilities"][0] == {"kind": "training"}
    result = _train(["rr", "big"])
    assert permanent(result, "rr")["counters"] == {"+1/+1": 1}
    assert "CR 702.149a" in events_of(result, "trigger_put_on_stack")[0]["cites"]


def test_702_149a_training_doesnt_trigger_with_equal_power_or_alone() -> None:
    for attackers in (["rr", "ogre"], ["rr"]):
        result = _train(attackers, resolve_it=False)
        assert permanent(result, "rr").get("counters", {}) == {}, attackers
        assert events_of(result, "trigger_put_on_stack") == []


def test_702_149a_training_reads_beside_other_lines() -> None:
    assert _read(*TRAINEE)["abilities"][0] == {"kind": "training"}
    assert read_composed("Training twice", is_spell=False).abilities is None


# --- exploit (CR 702.110) -----------------------------------------------------------------------------

GARGANTUA = (
    "Rot-Tide Gargantua",
    "Creature — Zombie Kraken",
    "Exploit (When this creature enters the battlefield, "
    "you may sacrifice a creature.)\nWhen Rot-Tide Gargantua exploits a creature, each opponent sacrifices a "
    "creature.",
    "{3}{B}{B}",
    ("5", "4"),
)


def _gargantua(sacrificed: list[str] | None) -> dict[str, Any]:
    gargantua = _read(*GARGANTUA)
    game = state(
        alice={"mana_pool": {"B": 5}, "hand": [{"id": "rt", "card": "Rot-Tide Gargantua"}]},
        battlefield=[
            {"id": "mine", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "player": "alice", "card": "rt"}, {"type": "resolve"}]
    if sacrificed is None:
        actions.append({"type": "resolve"})
    else:
        actions += [{"type": "resolve", "choices": {"sacrifice": sacrificed}}, {"type": "resolve"}]
    return _run(game, actions, gargantua)


def _ids(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


def test_702_110_exploit_sacrifices_the_chosen_creature_and_its_exploits_ability_triggers() -> None:
    assert _read(*GARGANTUA)["abilities"] == [
        {"kind": "exploit"},
        {
            "kind": "triggered",
            "trigger": "self_exploits",
            "effect": {"kind": "edict", "player": "each_opponent", "what": "creature"},
        },
    ]
    result = _gargantua(["mine"])
    assert _ids(result) == ["rt"]
    assert "CR 702.110b" in events_of(result, "exploited")[0]["cites"]


def test_702_110b_a_creature_that_exploits_itself_still_triggers() -> None:
    result = _gargantua(["rt"])
    assert _ids(result) == ["mine"]


def test_702_110a_exploit_is_optional_and_sacrifices_nothing_by_default() -> None:
    result = _gargantua(None)
    assert _ids(result) == ["mine", "theirs", "rt"]
    assert events_of(result, "exploited") == []


def test_702_110a_exploit_refuses_a_creature_its_controller_doesnt_control() -> None:
    gargantua = _read(*GARGANTUA)
    game = state(
        alice={"mana_pool": {"B": 5}, "hand": [{"id": "rt", "card": "Rot-Tide Gargantua"}]},
        battlefield=[{"id": "theirs", "card": "Grizzly Bears", "controller": "bob"}],
    )
    catalog = {**CATALOG, "Rot-Tide Gargantua": CardDefinition.model_validate(gargantua)}
    with pytest.raises(IllegalAction, match="exploit"):
        resolve(
            game,
            [
                {"type": "cast", "player": "alice", "card": "rt"},
                {"type": "resolve"},
                {"type": "resolve", "choices": {"sacrifice": ["theirs"]}},
            ],
            catalog,
        )


@pytest.mark.parametrize(
    "line", ["Exploit twice", "When ~ exploits a land, draw a card.", "When ~ exploits a creature, sacrifice it."]
)
def test_kwc_exploit_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# --- "Whenever you surveil" (CR 701.25) and "Whenever a creature you control explores" (701.44b) -------------

SPYBUG = (
    "Dimir Spybug",
    "Creature — Insect",
    "Flying\nMenace\nWhenever you surveil, put a +1/+1 counter on Dimir Spybug.",
    "{U}{B}",
    ("1", "1"),
)
WILDGROWTH = (
    "Wildgrowth Walker",
    "Creature — Elemental",
    "Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth Walker and you gain 3 life.",
    "{1}{G}",
    ("1", "3"),
)
PEEK = {
    "name": "Test Peek",
    "mana_cost": "{U}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "surveil", "amount": 2}}],
}


def test_701_25_whenever_you_surveil_triggers_once_per_surveil() -> None:
    spybug = _read(*SPYBUG)
    assert spybug["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "you_surveil",
            "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"},
        }
    ]
    game = state(
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "peek", "card": "Test Peek"}]},
        battlefield=[
            {"id": "bug", "card": "Dimir Spybug", "controller": "alice"},
            {"id": "their-bug", "card": "Dimir Spybug", "controller": "bob"},
        ],
    )
    result = _run(
        game,
        [{"type": "cast", "player": "alice", "card": "peek"}, {"type": "resolve"}, {"type": "resolve"}],
        spybug,
        PEEK,
    )
    assert permanent(result, "bug")["counters"] == {"+1/+1": 1}
    assert permanent(result, "their-bug").get("counters", {}) == {}


def test_701_44b_whenever_a_creature_you_control_explores() -> None:
    walker = _read(*WILDGROWTH)
    branchwalker = _read(*BRANCHWALKER)
    game = state(
        alice={
            "mana_pool": {"G": 2},
            "hand": [{"id": "mb", "card": "Merfolk Branchwalker"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        battlefield=[{"id": "ww", "card": "Wildgrowth Walker", "controller": "alice"}],
    )
    actions = [
        {"type": "cast", "player": "alice", "card": "mb"},
        {"type": "resolve"},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = _run(game, actions, walker, branchwalker)
    assert permanent(result, "ww")["counters"] == {"+1/+1": 1}
    assert player_of(result, "alice")["life"] == 23


@pytest.mark.parametrize(
    "line",
    ["Whenever you surveil twice, draw a card.", "Whenever a creature an opponent controls explores, draw a card."],
)
def test_kwc_surveil_and_explores_trigger_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None
