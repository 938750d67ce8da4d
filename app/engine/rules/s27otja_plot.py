"""s27-otja: plot (CR 702.170). "Plot [cost]" functions while the card is in its owner's hand: "Any time you have
priority during your main phase while the stack is empty, you may exile this card from your hand and pay [cost]. It
becomes a plotted card." (702.170a).

- Plotting: the `plot` action, a special action (CR 702.170b, 116.1: it doesn't use the stack; the player keeps
  priority, 117.3c): the player needs priority (117.1b) in a main phase of their own turn with the stack empty, the card
  in their hand with a plot ability; its plot cost is paid (601.2g-h as for a cost, `payment` like a cast's); the card
  goes to exile face up, plotted (its `plotted_turn` in exile, the turn it happened). Event `plotted`.
- Casting: a `cast` naming the plotted card in its owner's exile, by its owner, on a later turn than `plotted_turn`,
  during their main phase while the stack is empty (702.170d, whatever its type: an instant or a card with flash too),
  without paying its mana cost: the total cost starts from nothing (118.9; X is 0, 107.3b), additional costs are paid
  (601.2f), and it is cast from exile (601.2a). Only one alternative cost may be paid (118.9a).
- "When ~ becomes plotted, <effects>" (the trigger "s27otja_self_plotted"): shown each `plotted` event, it triggers
  from exile, controlled by the card's owner (603.3a).
- A plotted card that leaves exile is a new object (400.7): no longer plotted (rules/zones.py `move`)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Cast, Plot
from app.engine.cards import CardDefinition, S27otjaPlotAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger, ZoneLocation, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, keyword_triggers
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.zones import card_in_hand

CITES = (cr("702.170a"), cr("702.170b"))
CAST_CITES = (cr("702.170d"), cr("118.9"), cr("601.2a"))
FREE = "{0}"


def plot_ability(definition: CardDefinition) -> S27otjaPlotAbility | None:
    return next((a for a in definition.abilities if isinstance(a, S27otjaPlotAbility)), None)


def _sorcery_timing_refusal(game: Game, player: str) -> str | None:
    """Why `player` can't act now at sorcery timing (their main phase, the stack empty), or None."""
    if game.state.active_player != player:
        return f"it is {game.state.active_player}'s turn"
    if not game.state.step.is_main_phase:
        return f"it is the {game.state.step.value} step, not a main phase"
    if game.state.stack:
        return "the stack is not empty"
    return None


def _card(game: Game, action: Plot) -> tuple[ZoneLocation, CardDefinition, S27otjaPlotAbility]:
    location = card_in_hand(game, action.card, action.player, verb="plot", participle="plotted", rule="702.170a",
                            why="plot works only while the card is in its owner's hand")
    definition = game.definition(location.card.card)
    ability = plot_ability(definition)
    if ability is None:
        raise IllegalAction("No plot", f"{definition.name} has no plot ability", list(CITES))
    return location, definition, ability


def _cost(ability: S27otjaPlotAbility) -> costs.TotalCost:
    return costs.TotalCost.from_mana_cost(parse_mana_cost(ability.cost))


def verify_plot(game: Game, action: Plot) -> None:
    location, definition, ability = _card(game, action)
    refuse_without_priority(game, *CITES)
    refusal = _sorcery_timing_refusal(game, location.player.id)
    if refusal is not None:
        raise IllegalAction("Wrong time", f"{location.player.id} can plot {definition.name} only during their main "
                            f"phase while the stack is empty: {refusal}", list(CITES))
    costs.verify_payable(game, location.player, _cost(ability), f"plotting {definition.name}", action.payment)


def plot(game: Game, action: Plot) -> None:
    location, definition, ability = _card(game, action)
    player = location.player
    costs.pay(game, player, _cost(ability), f"plotting {definition.name}", action.payment)
    card = player.hand.pop(location.index)
    card.plotted_turn = game.state.turn
    player.exile.append(card)
    game.emit("plotted", list(CITES), player=player.id, card=card.id, turn=game.state.turn, how="plot")


def cast_location(game: Game, action: Cast) -> tuple[ZoneLocation, str] | None:
    """The plotted card a `cast` names, with the alternative cost "{0}" (cast without paying its mana cost, CR 702.170d,
    118.9), or None when it is none. Refused: by another player, on the turn it became plotted, at other than sorcery
    timing, with X other than 0 or with another alternative cost."""
    location = game.find_zone_card(action.card, (Zone.EXILE,))
    if location is None or not location.card.plotted_turn:
        return None
    if action.player not in (None, location.player.id):
        raise IllegalAction("Not your card", f"{action.player} can't cast {location.player.id}'s plotted card "
                            f"{action.card!r}: only its owner may", list(CAST_CITES))
    if location.card.plotted_turn >= game.state.turn:
        raise IllegalAction("Plotted this turn", f"{action.card!r} became plotted this turn (turn "
                            f"{location.card.plotted_turn}): it may be cast on a later turn", list(CAST_CITES))
    refusal = _sorcery_timing_refusal(game, location.player.id)
    if refusal is not None:
        raise IllegalAction("Wrong time", f"a plotted card is cast only during its owner's main phase while the stack "
                            f"is empty: {refusal}", list(CAST_CITES))
    if action.x:
        raise IllegalAction("X is 0", f"{action.card!r} is cast without paying its mana cost: X is 0",
                            [cr("107.3b"), *CAST_CITES])
    if action.alternative_cost is not None or action.face_down:
        raise IllegalAction("One alternative cost", f"{action.card!r} is cast without paying its mana cost: no other "
                            "alternative cost, face up", [cr("118.9a"), *CAST_CITES])
    return location, FREE


def plotted_cost(game: Game, card: str) -> str | None:
    """The alternative cost "{0}" of a plotted card in exile (`compute_cost`), else None."""
    location = game.find_zone_card(card, (Zone.EXILE,))
    return FREE if location is not None and location.card.plotted_turn else None


def _plotted(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 702.170a, 603.2: the plotted card's own "When ~ becomes plotted" abilities, from exile, controlled by its
    owner (603.3a)."""
    card_id, player = event.get("card"), event.get("player")
    if not isinstance(card_id, str) or not isinstance(player, str):
        return []
    location = game.find_zone_card(card_id, (Zone.EXILE,))
    if location is None:
        return []
    card = location.card
    return [PendingTrigger(card.id, index, player, "s27otja_self_plotted", [], [cr("702.170a"), cr("603.2")],
                           data={EVENT: {}}, card=card.card, face="front")
            for index, ability in enumerate(game.definition(card.card).abilities)
            if isinstance(ability, TriggeredAbility) and ability.trigger == "s27otja_self_plotted"]


registry.register_action("plot", verify=verify_plot, apply=plot)
keyword_triggers.watch("plotted", _plotted)
