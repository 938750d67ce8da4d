"""Exiling a permanent and returning it at once, and the trigger Gossip's Talent watches for it
(s11-classes, docs/oracle-classes.md):

- `flicker`: "Exile <permanent>, then return it to the battlefield under its owner's control."
  The permanent leaves for its owner's exile (CR 406.1) and its card comes back onto the
  battlefield as a new object (CR 400.7: no memory of the old one, no counters, damage or
  effects; it is untapped, and summoning sick unless it has haste) under its owner's control
  (110.2a: the effect says whose), not cast (its enters abilities trigger). A token exiled this
  way ceases to exist (704.5d, 111.7) and does not return; nor does a card a replacement effect
  sent elsewhere, nor one that can't enter (`registry.enters_prevented`).
- the trigger "creature_deals_combat_damage": "Whenever a creature you control deals combat damage
  to a player, <effect>" triggers once for each creature `dealing` names (a permanent spec read from
  the ability's source: "creature:you_control") that deals combat damage to a player (CR 510.2:
  one event per creature and player in a combat damage step), naming the creature
  (`that_permanent`) and the player (`that_player`) for its effect (rules/event_triggers.py).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import FlickerEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.effects_targets import affected
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.zones import enter_battlefield, leave_battlefield, stays_out_of_battlefield
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

_DEALS_COMBAT_DAMAGE = frozenset({"creature_deals_combat_damage"})


def _resolve_flicker(game: Game, item: StackObject, effect: FlickerEffect, choices: Choices) -> None:
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        owner = permanent.owner or permanent.controller or ""
        # s26-std: "... under your control" (CR 110.2a): the spell's or ability's controller controls it
        controller = (item.controller or owner) if effect.under_your_control else owner
        cards = leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("608.2"), cr("406.1")], reason="flicker")
        for left in cards:  # none for a token (CR 704.5d)
            location = game.find_zone_card(left.id, (Zone.EXILE,))
            if location is None:
                continue  # a replacement effect put it elsewhere: it is not in exile to return
            if stays_out_of_battlefield(game, location, owner):
                continue
            card = location.cards.pop(location.index)
            # "... with a +1/+1 counter on it" (s14-flicker): it enters with it (CR 122.6)
            enter_battlefield(
                game,
                card.card,
                card.id,
                controller,
                owner,
                was_cast=False,
                from_zone=Zone.EXILE,
                counters={effect.counter: 1} if effect.counter else None,
            )


def _combat_damage(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _DEALS_COMBAT_DAMAGE):
        return []
    player = event.get("to")
    if not any(p.id == player for p in game.state.players):
        return []  # damage to a permanent
    dealer = game.permanent(event.get("source") or "")
    if dealer is None or not is_creature(game, dealer):
        return []
    # s25-stdc: `that_much`, the damage it dealt ("create that many Treasure tokens", CR 510.2, 603.2)
    named = {"that_player": player, "that_permanent": dealer.id, "that_much": int(event.get("amount") or 0)}
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _DEALS_COMBAT_DAMAGE):
            if ability.damage_to == "opponent" and player == permanent.controller:
                continue  # s25-core: "... deals combat damage to an opponent" (CR 102.3)
            spec = parse_target_spec(ability.dealing or "creature")
            if matches_filter(game, spec, dealer, permanent.id, permanent.controller or ""):
                found.append(
                    triggered(permanent, index, "creature_deals_combat_damage", named, [cr("603.2"), cr("510.2")])
                )
    return found


registry.effect_resolvers["flicker"] = _resolve_flicker
keyword_triggers.watch("combat_damage", _combat_damage, needs=_needs(_DEALS_COMBAT_DAMAGE))
