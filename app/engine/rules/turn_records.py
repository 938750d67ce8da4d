"""The turn's history (s15-records): what died, what was drawn, life gained and lost, spells cast
this turn, and the conditions and triggers that read it.

CR 400.7: an object that changes zones becomes a new object, so "this turn" conditions look at a
record of the turn's events, not at the objects now in play:
- `GameState.left_battlefield_this_turn`: each permanent that left the battlefield, with its
  controller and owner, the zone it went to, whether it was a token and its card types, subtypes
  and colors as it last existed there (CR 603.10a). A creature "dies" when it is put into a
  graveyard from the battlefield (CR 700.4): "if a creature died this turn", "the number of
  creatures that died under your control this turn", "for each nontoken creature that died this
  turn" (a token is put into the graveyard before it ceases to exist, CR 111.7, 704.5d: it died);
- s21-dfc: `GameState.cards_discarded_this_turn`: the cards each player discarded (CR 701.9a; whatever made them
  discard, as rules/discard_triggers.py counts them): "if you discarded a card this turn";
- `Player.cards_drawn_this_turn`: the cards a player drew (CR 121.1; a draw from an empty library
  draws nothing, 121.4): "as long as you've drawn two or more cards this turn", "Whenever you draw
  your second card each turn";
- the life records of rules/life_this_turn.py (`life_gained_this_turn`, `life_lost_this_turn`,
  CR 119.3) and the spell count `spells_cast_this_turn` (CR 601.2i) are read, not copied: "if a
  player lost 4 or more life this turn", "if you didn't cast a spell this turn".
All of them start again as a turn begins (CR 500.1, its untap step); a posted state says what
happened earlier in its turn by carrying them.

A `this_turn` `RiderCondition` (app/engine/cards.py) names one record; it is answered here for the
rules that ask it: an intervening "if" (CR 603.4: checked as the ability would trigger and again as
it resolves), "Activate only if" (CR 602.5b), "as long as" (CR 611.3a) and a spell's sentence under
a condition (CR 608.2c). "Whenever you draw your second card each turn" / "Whenever you lose life
for the first time each turn" (`nth_each_turn`, CR 603.2) trigger only on that event of the turn.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, RiderCondition, SelfCostReductionThisTurnAbility, TriggeredAbility
from app.engine.characteristics import pending_trigger_ability
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, raid, s27otjb_crimes, s31stda_cast_types  # s27-otjb, s31-stda
from app.engine.rules.ability_presence import add_kind, posted_state_field  # s21-dfc
from app.engine.rules.costs import TotalCost
from app.engine.rules.entered_this_turn import entered_under_control  # s33-wmk
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import Characteristics, LeftBattlefieldRecord, Player, constructed, set_field
from app.engine.target_grammar import parse_target_spec

CITES = (cr("400.7"), cr("700.4"))
DRAW_CITES = (cr("121.1"),)
DISCARD_CITES = (cr("701.9a"),)  # s21-dfc
LIFE_CITES = (cr("119.3"),)
CAST_CITES = (cr("601.2i"),)
_ZONES = frozenset({"graveyard", "exile", "hand", "library", "command_zone"})


def _record_left(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 400.7: note a permanent that just left the battlefield, as it last existed (CR 603.10a)."""
    if event.get("from") != "battlefield" or event.get("to") not in _ZONES:
        return []
    permanent_id = event.get("permanent")
    if not isinstance(permanent_id, str):
        return []
    permanent = game.rule_memory.get("left_battlefield")  # rules/zones.py: the permanent as it last existed
    if permanent is None or getattr(permanent, "id", None) != permanent_id or permanent.controller is None:
        return []
    last_known = game.state.last_known.get(permanent_id)
    types: list[str] = [] if last_known is None else list(last_known.types)
    subtypes: list[str] = [] if last_known is None else list(last_known.subtypes)
    colors: list[str] = [] if last_known is None else list(last_known.colors)
    # the engine's own values (ids and players of the validated state, fresh lists): not validated again
    record = constructed(
        LeftBattlefieldRecord,
        permanent=permanent_id,
        controller=permanent.controller,
        owner=permanent.owner,
        to=event["to"],
        token=bool(permanent.is_token),
        types=types,
        subtypes=subtypes,
        colors=colors,
    )
    # `set_field`: as pydantic's assignment does it, without its two Python calls (a permanent leaving)
    set_field(game.state, "left_battlefield_this_turn", [*game.state.left_battlefield_this_turn, record])
    return []


def _record_draw(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 121.1: count a card drawn for its player."""
    player_id = event.get("player")
    for player in game.state.players:  # every draw: a plain loop, and `set_field` (no pydantic `__setattr__`)
        if player.id == player_id:
            set_field(player, "cards_drawn_this_turn", player.cards_drawn_this_turn + 1)
            break
    return []


def _record_discard(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """s21-dfc (CR 701.9a): count the cards a player discarded (a ward paid by discarding too)."""
    cards = event.get("cards") if event.get("type") != "ward_paid" else event.get("discarded")
    player = event.get("player")
    if isinstance(player, str) and isinstance(cards, list) and cards:
        counts = game.state.cards_discarded_this_turn
        set_field(game.state, "cards_discarded_this_turn", {**counts, player: counts.get(player, 0) + len(cards)})
        add_kind(game, DISCARDS_KIND)  # its reset as the turn ends is asked from now on
    return []


def _new_turn_discards(game: Game) -> None:
    """s21-dfc (CR 500.1): the discards are counted again as a turn begins (a hook only games with some ask)."""
    if game.state.cards_discarded_this_turn:
        set_field(game.state, "cards_discarded_this_turn", {})


def _player(game: Game, player_id: object) -> Player | None:
    return next((p for p in game.state.players if p.id == player_id), None)


def died_count(game: Game, spec_text: str | None = None, controller: str | None = None) -> int:
    """How many permanents died this turn (put into a graveyard from the battlefield, CR 700.4) that
    match `spec_text` as they last existed (a permanent spec: "creature", "creature:nontoken"), under
    `controller`'s control when given."""
    return left_count(game, "graveyard", spec_text, controller)


def left_count(
    game: Game, to: str | None, spec_text: str | None = None, controller: str | None = None, owner: str | None = None
) -> int:
    """How many permanents were put into `to` from the battlefield this turn that match `spec_text` as
    they last existed, under `controller`'s control / owned by `owner` when given (a card goes to its
    owner's hand or graveyard, CR 400.3); s24-kal: `to` None, to any zone (revolt: "left the battlefield")."""
    spec = parse_target_spec(spec_text) if spec_text is not None else None
    counted = 0
    for record in game.state.left_battlefield_this_turn:
        if (to is not None and record.to != to) or (controller is not None and record.controller != controller):
            continue
        if owner is not None and (record.owner or record.controller) != owner:
            continue
        if spec is not None:
            if ("nontoken" in spec.states and record.token) or ("token" in spec.states and not record.token):
                continue
            as_it_was = Characteristics(types=record.types, subtypes=record.subtypes, colors=record.colors)
            if not characteristics_match(spec, as_it_was, 0):
                continue
        counted += 1
    return counted


def died_amount(game: Game, controller: str | None, value: str) -> int:
    """The `Count` "died:<spec>" / "died_yours:<spec>" (CR 608.2h: counted as the effect resolves)."""
    kind, spec = value.split(":", 1)
    return (
        died_count(game, spec, controller if kind == "died_yours" else None)
        if controller is not None or kind == "died"
        else 0
    )


def _players(game: Game, you: str, who: str | None) -> list[Player]:
    if who == "an_opponent":
        return [p for p in game.state.players if p.id != you]
    if who == "a_player":
        return list(game.state.players)
    player = _player(game, you)
    return [] if player is None else [player]


def record_holds(game: Game, you: str | None, condition: RiderCondition, source: str | None = None) -> bool:
    """Whether a `this_turn` condition holds now for `you` (its `negated` is left to the caller); s34-mom: `source`, the
    object whose ability asks ("another Knight entered ...": not that object, CR 400.7)."""
    if you is None or condition.record is None:
        return False
    wanted = condition.number or 1
    if condition.record == "died" and condition.who == "an_opponent":  # s33-fin: "under an opponent's control" (700.4)
        return sum(died_count(game, condition.spec, opponent.id) for opponent in game.opponents(you)) >= wanted
    if condition.record == "died":
        return died_count(game, condition.spec, you if condition.who == "you" else None) >= wanted
    if condition.record in ("put_into_your_hand", "put_into_your_graveyard"):
        to = condition.record.removeprefix("put_into_your_")
        return left_count(game, to, condition.spec, owner=you) >= wanted
    if condition.record == "crime":  # s27-otjb (rules/s27otjb_crimes.py, CR 700.13)
        return s27otjb_crimes.committed_crime_this_turn(game, you)
    if condition.record == "attacked":  # s17-taile: raid (rules/raid.py, CR 508.1)
        return raid.attacked_this_turn(game, you)
    if condition.record.startswith("cast_"):  # s31-stda: a spell of that quality (rules/s31stda_cast_types.py)
        return s31stda_cast_types.cast_this_turn(game, you, condition.record)
    if condition.record == "entered":  # s33-wmk: "two or more nonland permanents entered ... under your control"
        return entered_under_control(game, you, condition.spec or "permanent", source, wanted)  # (CR 400.7)
    if condition.record == "left_battlefield":  # s24-kal: revolt, under your control as it left (CR 400.7)
        return left_count(game, None, condition.spec, controller=you) >= wanted
    if condition.record == "cards_drawn":
        player = _player(game, you)
        return player is not None and player.cards_drawn_this_turn >= wanted
    if condition.record == "cards_discarded":  # s21-dfc (CR 701.9a)
        return game.state.cards_discarded_this_turn.get(you, 0) >= wanted
    if condition.record == "spells_cast_last_turn":  # s24-isd (CR 601.2i, 603.4)
        return last_turn_most_spells(game) >= wanted
    players = _players(game, you, condition.who)
    if condition.record == "spells_cast_from_hand":  # s27-otja (CR 601.2a, 601.2i)
        return any(p.spells_cast_this_turn - p.spells_cast_not_from_hand_this_turn >= wanted for p in players)
    if condition.record == "life_gained":
        return any(p.life_gained_this_turn >= wanted for p in players)
    if condition.record == "life_lost":
        return any(p.life_lost_this_turn >= wanted for p in players)
    return any(p.spells_cast_this_turn >= wanted for p in players)


def cites_of(condition: RiderCondition) -> list[str]:
    """The rules a `this_turn` condition reads."""
    return list(
        {
            "died": CITES,
            "put_into_your_hand": CITES[:1],
            "put_into_your_graveyard": CITES[:1],
            "left_battlefield": (*CITES[:1], cr("603.10a")),  # s24-kal
            "cards_drawn": DRAW_CITES,
            "cards_discarded": DISCARD_CITES,  # s21-dfc
            "life_gained": LIFE_CITES,
            "life_lost": LIFE_CITES,
            "spells_cast": CAST_CITES,
            "spells_cast_last_turn": LAST_TURN_CITES,  # s24-isd
            "spells_cast_from_hand": (cr("601.2a"), *CAST_CITES),  # s27-otja
            "attacked": raid.CITES,
            # s33-wmk; s35-cmd: "if you created a token this turn" (a token entered under your control, CR 111.2)
            "entered": (cr("400.7"), *((cr("111.2"),) if condition.spec and ":token" in condition.spec else ())),
            "crime": s27otjb_crimes.CITES,  # s27-otjb
            "cast_historic": (*s31stda_cast_types.CITES, *s31stda_cast_types.HISTORIC_CITES),  # s31-stda
        }.get(condition.record or "", s31stda_cast_types.CITES if (condition.record or "").startswith("cast_") else ())
    )


def describe(condition: RiderCondition) -> str:
    """The condition in words, for refusals and events."""
    number = condition.number or 1
    who = {"an_opponent": "an opponent", "a_player": "a player"}.get(condition.who or "", "you")
    if condition.record == "died":
        what = parse_target_spec(condition.spec).words() if condition.spec else "a permanent"
        text = f"{number} or more {what} died" + (" under your control" if condition.who == "you" else "")
    elif condition.record in ("put_into_your_hand", "put_into_your_graveyard"):
        what = parse_target_spec(condition.spec).words() if condition.spec else "a permanent"
        where = condition.record.removeprefix("put_into_your_")
        text = f"{number} or more {what} put into your {where} from the battlefield"
    elif condition.record == "left_battlefield":  # s24-kal
        what = parse_target_spec(condition.spec).words() if condition.spec else "a permanent"
        text = f"{number} or more {what} you controlled left the battlefield"
    elif condition.record == "attacked":
        text = "you attacked"
    elif condition.record == "crime":  # s27-otjb
        text = "you committed a crime"
    elif condition.record is not None and condition.record.startswith("cast_"):  # s31-stda
        quality = condition.record.removeprefix("cast_").replace("_", " ")
        text = f"you cast {'an' if quality[0] in 'aeio' else 'a'} {quality} spell"
    elif condition.record == "cards_drawn":
        text = f"you drew {number} or more cards"
    elif condition.record == "cards_discarded":  # s21-dfc
        text = f"you discarded {number} or more cards"
    elif condition.record == "spells_cast_last_turn":  # s24-isd
        return "no spells were cast last turn" if condition.negated else f"a player cast {number} or more spells last turn"
    elif condition.record == "spells_cast_from_hand":  # s27-otja
        text = f"{who} cast {number} or more spells from your hand"
    elif condition.record == "life_gained":
        text = f"{who} gained {number} or more life"
    elif condition.record == "life_lost":
        text = f"{who} lost {number} or more life"
    else:
        text = f"{who} cast {number} or more spells"
    return f"{'not: ' if condition.negated else ''}{text} this turn"


def holds(game: Game, you: str | None, condition: RiderCondition | None, source: str | None = None) -> bool:
    """Whether an optional `this_turn` condition holds, `negated` applied (True without one); `source` as
    `record_holds` takes it (s34-mom)."""
    if condition is None:
        return True
    return record_holds(game, you, condition, source) != condition.negated


# --- "your second card each turn", "for the first time each turn" (CR 603.2) ----------------------

_NTH_TRIGGERS = frozenset({"you_draw", "you_lose_life", "opponent_draws"})  # s33-mom: "opponent_draws"


def _nth_ability(game: Game, trigger: PendingTrigger) -> TriggeredAbility | None:
    if trigger.trigger_event not in _NTH_TRIGGERS:
        return None
    ability = pending_trigger_ability(game, trigger)
    return ability if isinstance(ability, TriggeredAbility) and ability.nth_each_turn is not None else None


def _nth_event(game: Game, trigger: PendingTrigger, ability: TriggeredAbility) -> bool:
    """Whether the event that triggered it is its controller's Nth of the turn: the Nth card drawn, or
    the first loss of life (the life lost this turn is this loss's amount alone)."""
    player = _player(game, trigger.controller)
    if player is None:
        return False
    if ability.trigger == "you_draw":
        return player.cards_drawn_this_turn == ability.nth_each_turn
    if ability.trigger == "opponent_draws":  # s33-mom: the Nth card the opponent who drew drew this turn (CR 121.2)
        drawer = _player(game, trigger.data.get("event", {}).get("that_player") if isinstance(trigger.data, dict)
                         else None)
        return drawer is not None and drawer.cards_drawn_this_turn == ability.nth_each_turn
    that_much = trigger.data.get("event", {}).get("that_much") if isinstance(trigger.data, dict) else None
    return ability.nth_each_turn == 1 and isinstance(that_much, int) and player.life_lost_this_turn == that_much


def _keep_nth(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    if not any(trigger.trigger_event in _NTH_TRIGGERS for trigger in found):
        return found  # most triggers
    kept: list[PendingTrigger] = []
    for trigger in found:
        ability = _nth_ability(game, trigger)
        if ability is None or _nth_event(game, trigger, ability):
            if ability is not None:
                trigger.cites = [*trigger.cites, cr("603.2")]
            kept.append(trigger)
    return kept


# --- "This spell costs {3} less to cast if you've gained 3 or more life this turn." (CR 601.2f) --------------

COST_CITES = (cr("601.2f"), cr("118.7a"))


def records_reduction(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """The spell's own reduction while its condition on the turn's history holds for its caster."""
    for ability in definition.abilities_of(SelfCostReductionThisTurnAbility):
        if ability.condition.kind != "this_turn":  # s33-std21: the caster's game state (s33std21_cost_conditions.py)
            decider = registry.player_condition_holds  # set by rules/s33std21_cost_conditions.py
            held = decider is not None and decider(game, player.id, ability.condition)
        else:
            held = holds(game, player.id, ability.condition)
        if held:
            cost = cost.reduced_generic(
                ability.generic, f"{definition.name} (its own ability)", (*COST_CITES, *cites_of(ability.condition))
            )
    return cost


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    if game.state.left_battlefield_this_turn:
        set_field(game.state, "left_battlefield_this_turn", [])
    for player in game.state.players:
        if player.cards_drawn_this_turn:
            set_field(player, "cards_drawn_this_turn", 0)


keyword_triggers.watch("zone_change", _record_left)
keyword_triggers.watch("card_drawn", _record_draw)
for _event in ("cards_discarded", "discarded", "ward_paid"):  # s21-dfc: every discard (as rules/discard_triggers.py)
    keyword_triggers.watch(_event, _record_discard)
DISCARDS_KIND = "object:cards_discarded_this_turn"  # s21-dfc
posted_state_field("cards_discarded_this_turn", DISCARDS_KIND)
registry.step_begin[Step.UNTAP].add(_new_turn_discards, order=10, needs=(DISCARDS_KIND,))
registry.pending_trigger_filters.insert(0, _keep_nth)  # before rules/trigger_limits.py counts it
registry.step_begin[Step.UNTAP].add(_new_turn, order=10)
registry.cost_modifiers.add(records_reduction, order=100)  # a reduction, after increases (50)
registry.cost_modifiers_own_kinds[records_reduction] = frozenset({SelfCostReductionThisTurnAbility})


# --- s24-isd ---
LAST_TURN_CITES = (cr("601.2i"), cr("500.1"))


def last_turn_most_spells(game: Game) -> int:
    """s24-isd: the most spells any ONE player cast during the previous turn (`GameState.previous_turn`: its active
    player's count and the other players'), for "if no spells were cast last turn" (none: 0) and "if a player cast
    two or more spells last turn" (a single player cast them: the Werewolf ruling of 2016-04-08). The whole
    previous turn counts, whether or not the asking permanent was on the battlefield then. No previous turn recorded
    (a game's first turn, a posted state without `previous_turn`): no spells were cast (a posted state says what was
    cast by carrying the record, as for the records of this turn)."""
    previous = game.state.previous_turn
    if previous is None:
        return 0
    return max(previous.spells_cast, *previous.spells_cast_by_others.values(), 0)
