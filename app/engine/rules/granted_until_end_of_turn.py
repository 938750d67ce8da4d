"""s18-quoted: a triggered ability granted to a creature until end of turn by a resolved spell or ability
(docs/oracle-s18-quoted.md): "Until end of turn, target creature gets +2/+0 and gains "When this creature dies,
return it to the battlefield tapped under its owner's control."" (Abnormal Endurance) — the effect
`grant_until_end_of_turn` — and the effect `return_died_to_battlefield` its quoted ability says.

As the effect resolves, each legal target gets an "until end of turn" effect (CR 611.2a; it ends in the cleanup
step, 514.2) with the +N/+N (layer 7c, CR 613.4c), the keywords and the quoted ability (layer 6, CR 613.1f; 113.1a:
the quoted text is an ability). The granted ability is that creature's own "dies" trigger: it looks back in time
(CR 603.6c, 603.10a), so it triggers when the creature dies while the effect lasts, unless the creature had lost
all its abilities (CR 613.1f); its source is that creature and its controller that creature's controller as it
last existed (CR 113.8). The ability is kept in the stack object's `choices.granted_triggered` (it exists on the
stack independently of its source, CR 113.7a) and resolved here.

`return_died_to_battlefield` ("return it to the battlefield [tapped] under its owner's control [with a +1/+1
counter on it]"): the card the creature became in its owner's graveyard (the dies event's `that_card`), if it is
still there as the ability resolves (CR 400.7: once it leaves, it is a new object the ability can't find), enters
the battlefield under its owner's control (CR 110.2a), with the counters (CR 122.6, 614.1c). A token ceased to
exist (CR 111.7, 704.5d): nothing returns. A printed "When ~ dies, return it ..." resolves alike.

Gated: the dies watcher runs only in a game where such an effect was made during the request (`KIND`) or a posted
permanent has effects.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import (
    GrantUntilEndOfTurnEffect,
    ReturnDiedToBattlefieldEffect,
    TriggeredAbility,
    effects_of,
)
from app.engine.characteristics import face_up, lost_all_abilities
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.dies_triggers import left_for_the_graveyard
from app.engine.rules.effects_targets import affected, resolve_effects
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.granted_triggers import optional_choice
from app.engine.rules.transform_return import return_died_transformed  # s21-dfc
from app.engine.rules.zones import enter_battlefield, stays_out_of_battlefield
from app.engine.state import PowerToughnessEffect, StackObject

NAME = "granted_until_end_of_turn"
GRANTED = "granted_triggered"  # the stack object's `choices` key holding the granted ability
KIND = "effect:granted_until_end_of_turn"  # such an effect was made during the request


def _resolve_grant(game: Game, item: StackObject, effect: GrantUntilEndOfTurnEffect, choices: Choices) -> None:
    add_kind(game, KIND)  # the dies watcher below runs from now on
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(
            source=item.source, power=effect.power, toughness=effect.toughness, keywords=list(effect.keywords),
            granted_triggered=[effect.ability]))
        game.changed(target)
        if effect.power or effect.toughness or effect.keywords:
            granted = {"keywords": list(effect.keywords)} if effect.keywords else {}
            game.emit("pumped", [cr("608.2"), cr("613.4c"), cr("613.1f")], stack_object=item.id,
                      source=item.source, permanent=target.id, power=effect.power, toughness=effect.toughness,
                      duration="end_of_turn", **granted)
        game.emit("ability_granted", [cr("608.2"), cr("613.1f"), cr("611.2a")], stack_object=item.id,
                  source=item.source, permanent=target.id, trigger=effect.ability.trigger, duration="end_of_turn")


registry.effect_resolvers["grant_until_end_of_turn"] = _resolve_grant


def _dies(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 603.6c, 603.10a: the creature as it last existed had the granted "When this creature dies" ability."""
    died = left_for_the_graveyard(game, event, CardType.CREATURE)
    if died is None or not died.effects or lost_all_abilities(game, died):
        return []
    abilities = [ability for effect in died.effects for ability in effect.granted_triggered]
    if not abilities:
        return []
    named: dict[str, Any] = {"that_player": died.controller, "that_permanent": died.id}
    cards = event.get("cards") or []
    if cards:
        named["that_card"] = cards[0]
    cites = [cr("603.2"), cr("603.6c"), cr("603.10a"), cr("700.4"), cr("613.1f")]
    return [
        PendingTrigger(died.id, None, died.controller or "", "dies", [], cites, face=face_up(died), data={
            "keyword_trigger": NAME, EVENT: named,
            GRANTED: ability.model_dump(mode="json", by_alias=True, exclude_none=True)})
        for ability in abilities if ability.trigger == "dies"
    ]


keyword_triggers.watch("zone_change", _dies, needs=(KIND, registry.posted_kind("effects")))


def _ability(item: StackObject) -> TriggeredAbility:
    try:
        ability = TriggeredAbility.model_validate(item.choices.get(GRANTED))
        GrantUntilEndOfTurnEffect(ability=ability)  # the same limits as the effect that granted it
    except ValidationError:
        raise IllegalAction("Unknown ability", f"{item.id}'s granted ability is not a triggered ability the engine plays",
                            [cr("613.1f")]) from None
    return ability


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """Resolve the granted ability kept with the stack object (CR 113.7a, 608.2): "you may <effect>" asks its
    controller (`choices.pay_optional_cost`, default no, CR 603.5), then its effects in order (608.2c)."""
    ability = _ability(item)
    if ability.optional and not choices.pay_optional_cost:
        game.emit("optional_cost_declined", [cr("608.2d"), cr("603.5")], stack_object=item.id, source=item.source,
                  cost="{0}", chosen=choices.pay_optional_cost is not None)
        return
    resolve_effects(game, item, effects_of(ability), choices)


def _choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    return optional_choice(item, _ability)  # yes or no for a granted "you may <effect>" (CR 603.5)


registry.keyword_trigger_resolvers[NAME] = _resolve
registry.resolution_choices[NAME] = _choice


def _resolve_return_died(game: Game, item: StackObject, effect: ReturnDiedToBattlefieldEffect, choices: Choices) -> None:
    """CR 603.6c, 400.7, 110.2a: the card the dying creature became, still in its owner's graveyard, enters the
    battlefield under its owner's control [tapped] [with the counters]."""
    found = affected(game, item, "that_card")
    location = game.find_zone_card(found[0], (Zone.GRAVEYARD,)) if found else None
    if location is not None and effect.transformed:  # s21-dfc: back face up [at the next end step] (CR 712.14)
        return_died_transformed(game, item, location, effect.at)
        return
    if location is None:
        game.emit("ability_resolved", [cr("608.2"), cr("400.7")], stack_object=item.id, source=item.source,
                  effect="return_died_to_battlefield", note="the card is no longer in its owner's graveyard")
        return
    owner = location.player
    if stays_out_of_battlefield(game, location, owner.id):
        return
    card = location.cards.pop(location.index)
    counters = {str(name): count for name, count in effect.with_counters.items()} if effect.with_counters else None
    controller = item.controller or owner.id if effect.under_your_control else owner.id  # s19-m20 (CR 110.2a)
    enter_battlefield(game, card.card, card.id, controller, owner.id, was_cast=False, from_zone=Zone.GRAVEYARD,
                      tapped=effect.tapped, counters=counters, effects=s33dsk_typed(item, effect))


def s33dsk_typed(item: StackObject, effect: ReturnDiedToBattlefieldEffect) -> list[PowerToughnessEffect] | None:
    """s33-dsk: "It's an enchantment." (CR 613.1d, 205.1a, 611.2a): the effect that gives the returned permanent only
    that card type, for as long as it stays on the battlefield (a new object, 400.7); None without `card_types`."""
    if not effect.card_types:
        return None
    return [PowerToughnessEffect(source=item.source, set_types=list(effect.card_types), duration="indefinitely")]


registry.effect_resolvers["return_died_to_battlefield"] = _resolve_return_died
