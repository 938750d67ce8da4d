"""s25-khc: recover (CR 702.59). "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
card." (702.59a). The ability functions only while its card is in a graveyard (CR 113.6k):

- It triggers for each creature (a token too: it is put into the graveyard before it ceases to exist, CR 704.5d) put
  into the graveyard of the recover card's owner from the battlefield ("your graveyard": a card goes to its owner's,
  CR 400.3), read as the creature last existed on the battlefield (CR 603.10a). The card must already be in that
  graveyard: a creature card with recover that is itself the creature put there doesn't trigger its own recover (its
  ability didn't function on the battlefield, 113.6k). The owner controls the trigger (CR 603.3a).
- As it resolves, if the card is still in its owner's graveyard (else nothing happens, CR 400.7): the owner decides with
  `choices.pay_optional_cost` (`pending` asks it). Paid (the mana from their pool, or half their life rounded up,
  CR 119.4, 107.1a; a cost that can't be paid is refused, paying nothing, 118.3): the card returns to its owner's
  hand. Not paid: the card is exiled."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, S25khcRecoverAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, keyword_triggers
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.zones import LEFT_BATTLEFIELD, card_name, place_in_zone
from app.engine.state import Permanent, StackObject

NAME = "recover"
_GRAVEYARD, _BATTLEFIELD = Zone.GRAVEYARD.value, Zone.BATTLEFIELD.value
CITES = (cr("702.59a"),)


def _derive(definition: CardDefinition) -> tuple[tuple[int, S25khcRecoverAbility], ...]:
    if definition.faces is not None:
        return ()
    return tuple((index, ability) for index, ability in enumerate(definition.abilities)
                 if isinstance(ability, S25khcRecoverAbility))


def _recover_abilities(game: Game, card: Any) -> tuple[tuple[int, S25khcRecoverAbility], ...]:
    found: tuple[tuple[int, S25khcRecoverAbility], ...] = game.definition_fact(game.definition(card), NAME, _derive)
    return found


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event.get("to") != _GRAVEYARD or event.get("from") != _BATTLEFIELD:
        return []
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or left.id != event.get("permanent"):
        return []
    owner = game.player(left.owner)
    if not owner.graveyard:
        return []
    last_known = game.state.last_known.get(left.id)
    if last_known is None or "Creature" not in last_known.types:
        return []
    just_put = set(event.get("cards", []))
    found: list[PendingTrigger] = []
    for card in owner.graveyard:
        if card.id in just_put:
            continue  # the creature's own card: its recover didn't function on the battlefield (CR 113.6k)
        for index, _ in _recover_abilities(game, card.card):
            found.append(PendingTrigger(card.id, index, owner.id, "creature_put_into_your_graveyard", [],
                                        [*CITES, cr("113.6k"), cr("603.10a")],
                                        data={"keyword_trigger": NAME, "dying": left.id}, card=card.card,
                                        face="front"))
    return found


def _ability(game: Game, item: StackObject) -> S25khcRecoverAbility | None:
    if item.card is None or item.ability_index is None:
        return None
    abilities = dict(_recover_abilities(game, item.card))
    return abilities.get(item.ability_index)


def cost_text(ability: S25khcRecoverAbility) -> str:
    return str(ability.cost) if ability.cost is not None else "half your life, rounded up"


def _choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    ability = _ability(game, item)
    if ability is None or "pay_optional_cost" in item.choices:
        return None
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
            "cost": cost_text(ability), "player": item.controller}


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    ability = _ability(game, item)
    location = game.find_zone_card(item.source or "", (Zone.GRAVEYARD,))
    if ability is None or location is None or location.player.id != item.owner:
        game.emit("ability_resolved", [*CITES, cr("608.2"), cr("400.7")], stack_object=item.id, source=item.source,
                  effect=NAME, note="the card is no longer in its owner's graveyard")
        return
    owner = location.player
    paid = bool(choices.pay_optional_cost)
    if choices.pay_optional_cost is not None:
        game.used_choices.add("pay_optional_cost")
    what = f"the recover cost of {item.source}"
    if paid and ability.cost is not None:
        cost = costs.TotalCost.from_mana_cost(parse_mana_cost(ability.cost))
        costs.verify_payable(game, owner, cost, what)
        costs.pay(game, owner, cost, what)
    elif paid:
        half = max(0, owner.life + 1) // 2  # rounded up (CR 107.1a); a life total of 0 or less pays 0 (119.4)
        lose_life(game, owner, half)
        game.emit("life_paid", [*CITES, cr("119.4"), cr("107.1a")], player=owner.id, amount=half,
                  life=owner.life, purpose=what)
    card = location.cards.pop(location.index)
    to = Zone.HAND if paid else Zone.EXILE
    place_in_zone(owner, to, [card])
    game.emit("zone_change", [*CITES, cr("608.2"), cr("400.3")], object=card.id, card=card_name(game, card.card),
              cards=[card.id], reason="recovered" if paid else "recover_not_paid",
              **{"from": Zone.GRAVEYARD.value, "to": to.value})


# Every permanent put into a graveyard is looked at (the cards in graveyards aren't among the game's kinds, which are the
# battlefield's: rules/ability_presence.py); a memo by definition finds a graveyard's recover cards.
keyword_triggers.watch("zone_change", _detect)
registry.keyword_trigger_resolvers[NAME] = _resolve
registry.resolution_choices[NAME] = _choice
