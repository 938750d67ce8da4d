"""s24-mh1: suspend (CR 702.62). "Suspend N—[cost]" represents three abilities (702.62a): a static ability of the card in
its owner's hand, "If you could begin to cast this card by putting it onto the stack from your hand, you may pay [cost]
and exile it with N time counters on it. This action doesn't use the stack."; and two triggered abilities of the card in
exile, "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." and "When the last
time counter is removed from this card, if it's exiled, you may cast it without paying its mana cost if able. If you
don't, it remains exiled. If you cast a creature spell this way, it gains haste until you lose control of the spell or the
permanent it becomes." (the `suspend` ability, cards.py `SuspendAbility`).

- Suspending: the `suspend` action, a special action (CR 116.2f): the player needs priority and the card's own timing
  (a sorcery-speed card only in their main phase with an empty stack, rules/flash.py; "You can't cast spells from your
  hand" forbids it too, 101.2); the suspend cost is paid (its mana, CR 601.2g-h as for a cost), and the card goes to
  exile with its time counters (the card's `time_counters` in exile, CR 122.1). It doesn't use the stack: nothing is
  cast (no cast trigger), and the player keeps priority (117.3c). Event `suspended`.
- A card is suspended while it is in exile, has suspend and has a time counter on it (702.62b). At the beginning of its
  owner's upkeep the removal triggers (603.2, 503.1a; an intervening "if", 603.4: checked again as it resolves: a card
  that left exile is a new object, 400.7). Event `time_counter_removed`.
- Removing the last one triggers the cast (603.2). As it resolves, if the card is still exiled, its owner may cast it
  without paying its mana cost (`choices.chosen` of the `resolve` names the card; absent or `[]`: not cast, and it
  remains exiled): it is cast during the resolution (608.2g: following 601.2a-i, timing permissions by card type don't
  apply; its targets and modes are the `resolve` action's `choices`), for the alternative cost of nothing (118.9; X is
  0, 107.3b). A creature spell cast this way gains haste: the permanent it becomes has haste for as long as the player
  who cast it controls it (a `while_you_control_source` keyword effect, rules/while_source.py, CR 611.2b).

Gating: the upkeep hook looks at the active player's exile only when some card there has time counters (most games none);
the haste note runs only in games with a card with suspend.
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.actions import Cast, Choices, Suspend
from app.engine.cards import CardDefinition, SuspendAbility
from app.engine.citations import cr
from app.engine.enums import CardType, Step, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger, ZoneLocation, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, flash, free_casting, stack, while_source
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.zones import Entering, card_in_hand
from app.engine.state import PlayPermission, PowerToughnessEffect, StackObject, constructed

CITES = (cr("702.62a"),)
_REMOVE = "s24mh1_suspend_remove"  # the upkeep trigger (a keyword trigger's name)
_CAST = "s24mh1_suspend_cast"  # the last-counter trigger
_HASTE = "s24mh1_suspend_haste"  # a spell's `choices`: the player who cast it with suspend (a creature spell)


_TIME_COUNTERS = attrgetter("time_counters")


def suspend_ability(definition: CardDefinition) -> SuspendAbility | None:
    return next((a for a in definition.abilities if isinstance(a, SuspendAbility)), None)


def _card(game: Game, action: Suspend) -> tuple[ZoneLocation, CardDefinition, SuspendAbility]:
    location = card_in_hand(game, action.card, action.player, verb="suspend", participle="suspended", rule="702.62a",
                            why="suspend works only while the card is in its owner's hand")
    definition = game.definition(location.card.card)
    ability = suspend_ability(definition)
    if ability is None:
        raise IllegalAction("No suspend", f"{definition.name} has no suspend ability", list(CITES))
    return location, definition, ability


def _cost(ability: SuspendAbility) -> costs.TotalCost:
    return costs.TotalCost.from_mana_cost(parse_mana_cost(ability.cost))


def verify_suspend(game: Game, action: Suspend) -> None:
    location, definition, ability = _card(game, action)
    refuse_without_priority(game, cr("116.2f"), cr("702.62a"))
    free_casting.verify_not_from_hand(game, location.player.id, location.card.id, "cast spells")  # CR 101.2
    flash.verify_timing(game, location.player, definition)  # "If you could begin to cast this card" (702.62a)
    costs.verify_payable(game, location.player, _cost(ability), f"suspending {definition.name}", action.payment)


def suspend(game: Game, action: Suspend) -> None:
    location, definition, ability = _card(game, action)
    player = location.player
    costs.pay(game, player, _cost(ability), f"suspending {definition.name}", action.payment)
    card = player.hand.pop(location.index)
    card.time_counters = ability.time_counters
    player.exile.append(card)
    game.emit("suspended", [cr("116.2f"), *CITES, cr("122.1")], player=player.id, card=card.id,
              time_counters=ability.time_counters)


def _upkeep(game: Game) -> None:
    """CR 702.62a-b, 503.1a: the active player's suspended cards' removal triggers."""
    player = game.player(game.state.active_player)
    for card in player.exile:
        if card.time_counters and suspend_ability(game.definition(card.card)) is not None:
            game.pending_triggers.append(PendingTrigger(
                card.id, None, player.id, "beginning_of_upkeep", [], [cr("603.2"), cr("503.1a"), *CITES, cr("702.62b")],
                data={"keyword_trigger": _REMOVE}, card=card.card))


def _upkeep_if_any(game: Game) -> None:
    for player in game.state.players:  # most games: no exiled card with time counters
        if player.exile and any(map(_TIME_COUNTERS, player.exile)):
            _upkeep(game)
            return


def _remove(game: Game, item: StackObject, choices: Choices) -> None:
    location = game.find_zone_card(item.source or "", (Zone.EXILE,))
    if location is None or not location.card.time_counters:
        game.emit("ability_resolved", [cr("608.2"), cr("603.4"), cr("702.62b")], stack_object=item.id,
                  source=item.source, effect=_REMOVE, note="the card is no longer suspended")
        return
    card = location.card
    left = (card.time_counters or 1) - 1
    card.time_counters = left or None
    game.emit("time_counter_removed", [*CITES, cr("122.1")], stack_object=item.id, card=card.id, time_counters=left)
    if not left:  # the last one: its cast trigger (CR 603.2)
        game.pending_triggers.append(PendingTrigger(
            card.id, None, location.player.id, "last_time_counter_removed", [], [cr("603.2"), *CITES],
            data={"keyword_trigger": _CAST}, card=card.card))


def chosen_to_cast(game: Game, item: StackObject, card: str, choices: Choices, rule: str) -> bool:
    """Whether the resolving `item`'s controller casts `card` ("you may cast it", CR 608.2d): the `resolve` action's
    `choices.chosen` names it (absent or `[]`: not cast); anything else is refused."""
    answer = choices.chosen
    if answer is None or "chosen" in game.used_choices:
        return False
    game.used_choices.add("chosen")
    if answer and answer != [card]:
        raise IllegalAction("Not the card to cast", f"the stack object {item.id}: choices.chosen names the card "
                            f"{card!r} to cast it, or nothing", [cr("608.2d"), cr(rule)])
    return bool(answer)


def cast_free_choice(item: StackObject, card: str | None, player: str | None = None) -> dict[str, object] | None:
    """s25-mh: the `choose` decision of a "you may cast <card> without paying its mana cost" as `item` resolves (CR
    608.2d; suspend, cascade, rebound): `choices.chosen` names the card, or `[]` (the default) not to cast it."""
    if card is None:
        return None
    return {"stack_object": item.id, "choice": "chosen", "kind": "cast_free", "values": [card], "default": [],
            **({"player": player} if player is not None else {})}


def cast_exiled_free(game: Game, item: StackObject, card: str, player: str, choices: Choices,
                     cites: tuple[str, ...] = ()) -> StackObject:
    """Cast the exiled `card` as `item` resolves, without paying its mana cost (CR 608.2g, 118.9): by a permission that
    lasts only for this cast (rules/impulse.py), timing by card type not applying (rules/flash.py); the spell's own
    choices are `choices`; `cites`, the caller's rule, head the event's. Returns the spell. Suspend, cascade
    (rules/s24mh1_cascade.py) and rebound (rules/s24khans_rebound_cast.py) cast this way."""
    state = game.state
    permission = PlayPermission(card=card, player=player, granted_turn=state.turn, without_paying_mana_cost=True,
                                cast_only=True)
    state.play_from_exile = [*state.play_from_exile, permission]
    try:
        return cast_free_during_resolution(game, item, card, player, choices.model_copy(update={"chosen": None}), cites)
    finally:
        state.play_from_exile = [p for p in state.play_from_exile if p is not permission]


def cast_free_during_resolution(game: Game, item: StackObject, card: str, player: str, choices: Choices,
                                cites: tuple[str, ...]) -> StackObject:
    """Cast `card` as `item` resolves, without paying its mana cost (CR 608.2g, 118.9, 601.2), from wherever the caller
    let it be cast (a permission in exile above; the top of a library, rules/s25khc_ripple.py), the spell's own choices
    `choices`; the `cast_during_resolution` event cites the caller's `cites` first. Returns the spell."""
    cast = Cast(player=player, card=card, alternative_cost=free_casting.WITHOUT_PAYING, choices=choices)
    game.rule_memory[free_casting.RESOLUTION_CAST] = card
    try:
        stack.verify_cast(game, cast)
        stack.cast(game, cast)
    finally:
        game.rule_memory.pop(free_casting.RESOLUTION_CAST, None)
    game.emit("cast_during_resolution", [*cites, cr("608.2g"), cr("118.9"), cr("601.2")], stack_object=item.id,
              player=player, card=card)
    return game.state.stack[0]


def _cast(game: Game, item: StackObject, choices: Choices) -> None:
    location = game.find_zone_card(item.source or "", (Zone.EXILE,))
    if location is None:
        game.emit("ability_resolved", [cr("608.2"), cr("603.4"), *CITES], stack_object=item.id, source=item.source,
                  effect=_CAST, note="the card is no longer exiled")
        return
    card, owner = location.card, location.player.id
    if not chosen_to_cast(game, item, card.id, choices, "702.62a"):
        return  # "If you don't, it remains exiled."
    definition = game.definition(card.card)
    spell = cast_exiled_free(game, item, card.id, owner, choices)
    if definition.has_type(CardType.CREATURE):
        spell.choices[_HASTE] = owner  # "it gains haste until you lose control of the spell or the permanent"


def _haste(game: Game, entering: Entering) -> None:
    spell = entering.spell
    if not entering.was_cast or spell is None or _HASTE not in spell.choices:
        return
    permanent = entering.permanent
    caster = spell.choices[_HASTE]
    if spell.controller != caster or permanent.controller != caster:
        return  # control of the spell was lost: no haste (CR 702.62a)
    permanent.effects.append(constructed(PowerToughnessEffect, source=permanent.id, keywords=["haste"],
                                         duration="while_you_control_source", source_controller=caster))
    game.changed(permanent)
    add_kind(game, while_source.KIND)  # its end is watched from now on (rules/while_source.py)


registry.register_action("suspend", verify=verify_suspend, apply=suspend)
registry.step_begin[Step.UPKEEP].add(_upkeep_if_any, order=151)
registry.keyword_trigger_resolvers[_REMOVE] = _remove
registry.keyword_trigger_resolvers[_CAST] = _cast


def _cast_choice(game: Game, item: StackObject) -> dict[str, object] | None:
    """s25-mh: the last-counter trigger's "you may cast it", asked in `pending` while the card is still exiled (608.2d)."""
    location = game.find_zone_card(item.source or "", (Zone.EXILE,))
    return cast_free_choice(item, location.card.id if location is not None else None)


registry.resolution_choices[_CAST] = _cast_choice  # s25-mh
registry.enters_replacements.add(_haste, order=48, needs=(SuspendAbility,))
