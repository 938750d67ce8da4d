"""Damage triggers (CR 603.2; damage: CR 120): abilities that trigger on damage being dealt, seen
through `registry.damage_dealt` (rules/damage.py, the one place damage is dealt, after prevention).

- "deals_damage": "Whenever this creature deals damage, ..." (El-Hajjâj); with `damage_to`
  "player": "... deals damage to a player, ..." (Pit Scorpion, Marsh Viper), "opponent": "... to
  an opponent, ..." (Hypnotic Specter); with `combat_damage`: "... deals combat damage to a player"
  (combat damage only, CR 510.2; Shoreline Looter). `that_much`: the damage; `that_player`: the player dealt it.
  s20-cda: `damage_to` "player_or_planeswalker": "... deals combat damage to a player or planeswalker" (Grateful
  Apparition), a player or a permanent that is a planeswalker as the damage is dealt (CR 120.2a, 306.8).
- "enchanted_deals_damage": "Whenever enchanted creature deals damage, ..." (Spirit Link); with
  `damage_to` "you": "... deals damage to you, ..." (Backfire). `that_player`: the creature's
  controller ("that creature's controller").
- "dealt_damage": "Whenever this creature is dealt damage, ..." (Fungusaur).
- A source with a "creature_it_damaged_dies" ability (Sengir Vampire) is remembered in the
  `damaged_by` of each creature it deals damage to, until the cleanup step (rules/dies_triggers.py).

Combat damage is dealt simultaneously (CR 510.2): the damage one source deals in one combat
damage step to several recipients, or a creature is dealt by several blockers, is one event, so
such an ability triggers once with the damage added up (as lifelink's life gain is one event per
source, CR 702.15e; "is dealt damage" triggers once for damage dealt at the same time).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.cards import TriggeredAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.event_triggers import EVENT, abilities_with, auras_attached_to, triggered
from app.engine.rules.riders import intervening_holds  # s22-ete
from app.engine.rules.you_control import you_control  # s26-mh
from app.engine.state import Permanent, Player

_DEALS = frozenset({"deals_damage"})
_ENCHANTED_DEALS = frozenset({"enchanted_deals_damage"})
_DEALT = frozenset({"dealt_damage"})
# s34-dsk: an Aura's "When enchanted creature is dealt damage, ..." (CR 603.2, 120.3): "it" is that creature
_S34DSK_ENCHANTED_DEALT = frozenset({"s34dsk_enchanted_dealt_damage"})
_REMEMBERED = frozenset({"creature_it_damaged_dies"})
_CITES = [cr("603.2"), cr("120.1")]


def _add(game: Game, permanent: Permanent, index: int, trigger: str, named: dict[str, Any],
         combat_step: str | None) -> None:
    """Add the trigger, or, for combat damage of one step, add the damage to the same ability's
    trigger of that step (one simultaneous event, CR 510.2)."""
    if combat_step is not None:
        for pending in game.pending_triggers:
            event = pending.data.get(EVENT)
            if (pending.source == permanent.id and pending.ability_index == index and event is not None
                    and event.get("combat_step") == combat_step and event.get("that_player") == named.get("that_player")
                    and event.get("that_permanent") == named.get("that_permanent")):  # s27-std: a creature dealt it
                event["that_much"] += named["that_much"]
                return
        named = {**named, "combat_step": combat_step}
    cites = [*_CITES, cr("510.2")] if combat_step is not None else _CITES
    game.pending_triggers.append(triggered(permanent, index, trigger, named, cites))


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    combat_state = game.state.combat
    combat_step = (f"{game.state.turn}:{combat_state.damage_step}"
                   if combat and combat_state is not None else None)
    player = next((p for p in game.state.players if p.id == recipient), None)
    source = game.permanent(source_id)
    if source is not None:
        for index, ability in abilities_with(game, source, _DEALS):
            if ability.damage_to == "creature" and not s27std_creature_dealt(game, ability, recipient, player):
                continue  # s27-std: "... deals damage to a creature / a Vampire" (CR 603.2)
            if ability.damage_to not in (None, "creature") and (
                    player is None or (ability.damage_to == "opponent" and player.id == source.controller)) \
                    and not (player is None and ability.damage_to == PLAYER_OR_PLANESWALKER
                             and _is_planeswalker(game, recipient)) \
                    and not (player is None and ability.damage_to == S32MA_PLAYER_OR_BATTLE
                             and _s32ma_is_battle(game, recipient)):  # s20-cda, s32-ma (below)
                continue
            if ability.combat_damage and not combat:
                continue  # "deals combat damage to a player" (CR 510.2)
            if ability.intervening_if is not None and not intervening_holds(game, source.controller, ability,
                                                                            source.id):
                continue  # s22-ete: "if you have the city's blessing" false as it deals the damage (CR 603.4)
            if ability.if_you_control is not None and not you_control(
                    game, source.controller, ability.if_you_control, source_id=source.id,
                    at_least=ability.if_you_control_at_least or 1):
                continue  # s26-mh: "if you control a blue or red permanent" false as it deals the damage (CR 603.4)
            named: dict[str, Any] = {"that_much": amount}
            if player is not None:
                named["that_player"] = player.id
            if ability.damage_to == "creature" and (damaged_creature := game.permanent(recipient)) is not None:
                named["that_permanent"] = recipient  # s27-std: "destroy that creature" (CR 603.2, 608.2c)
                named["that_player"] = damaged_creature.controller  # "that creature's controller"
            _add(game, source, index, "deals_damage", named, combat_step)
        for aura in auras_attached_to(game, source.id):
            for index, ability in abilities_with(game, aura, _ENCHANTED_DEALS):
                if ability.damage_to in ("player", "opponent"):
                    continue  # "... deals damage to a player" (s13-granted, below); s25-core: "... to an opponent"
                if ability.damage_to == "you" and (player is None or player.id != aura.controller):
                    continue
                _add(game, aura, index, "enchanted_deals_damage",
                     {"that_much": amount, "that_player": source.controller, "that_permanent": source.id}, combat_step)
            for index, ability in abilities_with(game, aura, _ATTACHED_TO_PLAYER):
                attached_damage(game, aura, index, ability, source, player, amount, combat, combat_step,
                                recipient=recipient)  # s32-ma: a battle dealt it
    damaged = game.permanent(recipient) if player is None else None
    if damaged is not None and source is not None and source.id not in damaged.damaged_by and abilities_with(
            game, source, _REMEMBERED):
        damaged.damaged_by.append(source.id)  # for "a creature dealt damage by this creature this turn dies"
    if damaged is not None:
        for index, _ in abilities_with(game, damaged, _DEALT):
            _add(game, damaged, index, "dealt_damage", {"that_much": amount}, combat_step)
        if game_has_trigger(game, _S34DSK_ENCHANTED_DEALT):  # s34-dsk: "When enchanted creature is dealt damage"
            for aura in auras_attached_to(game, damaged.id):
                for index, _ in abilities_with(game, aura, _S34DSK_ENCHANTED_DEALT):
                    _add(game, aura, index, "s34dsk_enchanted_dealt_damage", {
                        "that_much": amount, "that_permanent": damaged.id, "that_player": damaged.controller},
                        combat_step)


# s13-granted: "Whenever equipped [enchanted] creature deals [combat] damage to a player, ..."
# ("equipped_deals_damage", "enchanted_deals_damage" with `damage_to` "player"; CR 603.2, 510.2): the
# Equipment's or Aura's ability triggers on damage the creature it is attached to deals to a player;
# `that_player` is that player, `that_permanent` the creature.
_ATTACHED_TO_PLAYER = frozenset({"equipped_deals_damage", "enchanted_deals_damage"})


def attached_damage(game: Game, attachment: Permanent, index: int, ability: TriggeredAbility, source: Permanent,
                    player: Player | None, amount: int, combat: bool, combat_step: str | None,
                    recipient: str | None = None) -> None:
    if player is None and ability.damage_to == S32MA_PLAYER_OR_BATTLE and recipient is not None \
            and _s32ma_is_battle(game, recipient):  # s32-ma: "... deals combat damage to a player or battle"
        if combat or not ability.combat_damage:
            _add(game, attachment, index, ability.trigger, {"that_much": amount, "that_permanent": source.id},
                 combat_step)
        return
    if player is None or (ability.trigger == "enchanted_deals_damage"
                          and ability.damage_to not in ("player", "opponent")):  # s25-core: "to an opponent"
        return
    if ability.damage_to == "opponent" and player.id == attachment.controller:
        return
    if ability.combat_damage and not combat:
        return
    _add(game, attachment, index, ability.trigger,
         {"that_much": amount, "that_player": player.id, "that_permanent": source.id}, combat_step)


_DAMAGED_BY = attrgetter("damaged_by")


def _forget_damage_this_turn(game: Game) -> None:
    """"This turn" ends: what each permanent was dealt damage by is forgotten (CR 514.2)."""
    battlefield = game.state.battlefield
    if not any(map(_DAMAGED_BY, battlefield)):  # most turns: none remembered (tested in C)
        return
    for permanent in battlefield:
        if permanent.damaged_by:
            permanent.damaged_by = []


registry.damage_dealt.add(_dealt)
registry.step_begin[Step.CLEANUP].add(_forget_damage_this_turn)


# --- s20-cda ---
PLAYER_OR_PLANESWALKER = "player_or_planeswalker"


def _is_planeswalker(game: Game, recipient: str) -> bool:
    """s20-cda: "Whenever ~ deals combat damage to a player or planeswalker" (CR 510.2, 120.2a): the damaged
    permanent is a planeswalker as the damage is dealt (CR 306.8: damage to it removes loyalty)."""
    permanent = game.permanent(recipient)
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    return characteristics is not None and CardType.PLANESWALKER.value in characteristics.types


def s27std_creature_dealt(game: Game, ability: TriggeredAbility, recipient: str, player: Player | None) -> bool:
    """s27-std: "Whenever ~ deals damage to a creature [a Vampire]" (CR 603.2, 120.1): the damage is dealt to a creature
    (of that creature type, `damage_to_subtype`, CR 205.3) as it is dealt; each creature dealt damage is an event of its
    own (two blockers dealt combat damage at once: two triggers, 510.2)."""
    damaged = game.permanent(recipient) if player is None else None
    characteristics = characteristics_of(game, damaged) if damaged is not None else None
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return False
    return (ability.damage_to_subtype is None or ability.damage_to_subtype in characteristics.subtypes
            or ability.s35ltr_or_subtype in characteristics.subtypes)  # s35-ltr: "a Goblin or Orc" (CR 205.3)


# --- s32-ma ---
S32MA_PLAYER_OR_BATTLE = "player_or_battle"


def _s32ma_is_battle(game: Game, recipient: str) -> bool:
    """s32-ma: "Whenever ~ deals combat damage to a player or battle" (CR 510.2, 120.3h): the damaged permanent is a
    battle as the damage is dealt (damage to it removes defense counters)."""
    permanent = game.permanent(recipient)
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    return characteristics is not None and CardType.BATTLE.value in characteristics.types
