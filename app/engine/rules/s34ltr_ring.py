"""s34-ltr: the Ring tempts you (CR 701.54; docs/oracle-s34-ltr.md).

- "the Ring tempts you" (the effect `ring_tempts_you`): the controller of the resolving spell or ability is tempted.
  The emblem named The Ring (701.54c) is modelled by the state's `ring_tempted` (how many times the Ring has tempted
  each player: its abilities are gained in order, one each time, and kept for the rest of the game): the count grows
  by one, then the player chooses a creature they control as their Ring-bearer (701.54a; they must choose one if they
  control one, 701.54b), the state's `ring_bearers`: the resolve action's `choices.chosen` (one creature they
  control), or by default their Ring-bearer if it is still one of them, else their first creature in battlefield
  order; `pending` asks it (`choose`, `options.kind` "ring_bearer") while such a spell or ability is on top of the
  stack and its controller controls two or more creatures. The Ring tempts them even if they control no creature
  (701.54d): the event `ring_tempted`, and "Whenever the Ring tempts you, ..." (the trigger "ring_tempts_you", 603.2)
  triggers for the permanents of the player tempted.
- A creature is "your Ring-bearer" while it is on the battlefield under your control with the designation (701.54e):
  the designation ends when another creature becomes your Ring-bearer or another player gains control of it (701.54a:
  checked each time the engine checks continuous effects, `_drop_lost_bearers`); a creature that leaves the
  battlefield is a new object (400.7).
- The Ring's four abilities (701.54c), the emblem's: 1. "Your Ring-bearer is legendary and can't be blocked by
  creatures with greater power." (a layer-4 supertype, 613.1d; a restriction on declaring blockers, 509.1b);
  2. "Whenever your Ring-bearer attacks, draw a card, then discard a card." (508.3a; the discard: `choices.discard`,
  one card of the hand, default the last); 3. "Whenever your Ring-bearer becomes blocked by a creature, that
  creature's controller sacrifices it at end of combat." (509.3d, once for each blocker; a delayed triggered ability,
  603.7a, 511.2); 4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life." (510.2).
  The emblem's triggered abilities have the source "the_ring" (the emblem) and are controlled by its owner (113.6).

Gating: every hook runs only in games where the Ring has tempted someone (the kind `RING`: counted when a posted state
has `ring_tempted`, and added as the Ring tempts a player); the "Whenever the Ring tempts you" watcher only in games
with a card that has that trigger."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S34ltrRingTemptsYouEffect
from app.engine.characteristics import compute, is_creature
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.registry import Refusal
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import add_kind, game_has_trigger, posted_state_field, trigger_needs
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat, delayed_pending, fires_at_end_of_combat
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.riders import s32r2dsk_condition_hooks
from app.engine.rules.step_triggers import discard_one
from app.engine.rules.triggers import ability_definition
from app.engine.rules.zones import draw_cards, leave_battlefield
from app.engine.state import Characteristics, DelayedTrigger, Permanent, StackObject

RING = "object:s34ltr_ring"  # a game in which the Ring has tempted a player
SOURCE = "the_ring"  # the emblem named The Ring (CR 701.54c): the source of its triggered abilities
LOOT, BLOCKED, DAMAGE = "ring_loot", "ring_blocked", "ring_combat_damage"  # the emblem's abilities 2, 3 and 4
SACRIFICE = "s34ltr_sacrifice"  # the delayed "that creature's controller sacrifices it at end of combat"
EVENT = "ring_tempted"
OTHER, CHOOSE = "ring_tempts_you_other_bearer", "you_choose_ring_bearer"
_ALL = frozenset({"ring_tempts_you", OTHER, CHOOSE})


def times_tempted(game: Game, player: str | None) -> int:
    """How many times the Ring has tempted `player` this game (CR 701.54c): the number of its abilities they have."""
    return game.state.ring_tempted.get(player or "", 0)


def ring_bearer(game: Game, player: str | None) -> Permanent | None:
    """`player`'s Ring-bearer: the permanent with their designation, on the battlefield under their control (CR
    701.54e), or None."""
    bearer_id = game.state.ring_bearers.get(player or "")
    permanent = game.permanent(bearer_id) if bearer_id is not None else None
    return permanent if permanent is not None and permanent.controller == player else None


def _bearer_owner(game: Game, permanent_id: str, level: int) -> str | None:
    """The player whose Ring-bearer `permanent_id` is, if their Ring has its `level`th ability (CR 701.54c)."""
    for player, bearer_id in game.state.ring_bearers.items():
        if bearer_id == permanent_id and times_tempted(game, player) >= level:
            permanent = game.permanent(bearer_id)
            if permanent is not None and permanent.controller == player:
                return player
    return None


def _forget_characteristics(game: Game, permanent: Permanent | None) -> None:
    """A creature became (or stopped being) a Ring-bearer: its supertypes are computed anew (as s32ma_suspect's)."""
    if game.characteristics_cacheable:
        game.characteristics_cacheable = False
        game.characteristics_cache.clear()
        game.changed_permanents = None
    if permanent is not None:
        game.changed(permanent)


def tempt(game: Game, player: str, chosen: list[str] | None, cites: list[str], item: StackObject | None = None) -> None:
    """CR 701.54a-d: the Ring tempts `player`: the Ring gains its next ability, then they choose a creature they control
    (`chosen`: one id; default: their Ring-bearer if still one of them, else their first creature) as their
    Ring-bearer; the Ring tempts them even if they control none."""
    state = game.state
    state.ring_tempted[player] = times_tempted(game, player) + 1
    add_kind(game, RING)
    creatures = [p.id for p in state.battlefield if p.controller == player and is_creature(game, p)]
    bearer: str | None = None
    if chosen is not None:
        game.used_choices.add("chosen")
        if len(chosen) != 1 or chosen[0] not in creatures:
            raise IllegalAction("Not a creature you control", f"choices.chosen must name one creature {player} "
                                f"controls as their Ring-bearer ({', '.join(creatures) or 'none'})",
                                [cr("701.54a"), cr("701.54b")])
        bearer = chosen[0]
    elif creatures:
        current = state.ring_bearers.get(player)
        bearer = current if current in creatures else creatures[0]
    if bearer is not None:
        previous = state.ring_bearers.get(player)
        state.ring_bearers[player] = bearer
        _forget_characteristics(game, game.permanent(previous) if previous is not None else None)
        _forget_characteristics(game, game.permanent(bearer))
    game.emit(EVENT, [*cites, cr("701.54a"), cr("701.54c"), cr("701.54d")], player=player, ring_bearer=bearer,
              times=state.ring_tempted[player], chosen=chosen is not None,
              stack_object=item.id if item is not None else None)


def _resolve(game: Game, item: StackObject, effect: S34ltrRingTemptsYouEffect, choices: Choices) -> None:
    tempt(game, item.controller or "", choices.chosen, [cr("608.2")], item)


def _tempts(game: Game, item: StackObject) -> bool:
    """Whether the spell or ability `item` has the Ring tempt its controller."""
    if item.card is None or item.face_down:
        return False
    if item.kind is StackObjectKind.SPELL:
        return bool(game.definition_fact(game.definition(item.card), "s34ltr_tempts",
                                         lambda definition: '"ring_tempts_you"' in definition.model_dump_json()))
    if "keyword_trigger" in item.choices or "delayed" in item.choices:
        return False
    try:
        ability = ability_definition(game, item)
    except Exception:  # an ability the engine can't find asks nothing here; resolving it says why
        return False
    return '"ring_tempts_you"' in ability.model_dump_json()


def asked_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`'s `choose` while a spell or ability that has the Ring tempt its controller is on top of the stack and
    they control two or more creatures (CR 701.54a): `{"stack_object", "kind": "ring_bearer", "choice": "chosen",
    "values", "default", "player"}`, answered with the resolve action's `choices.chosen` (one id)."""
    if not _tempts(game, item):
        return None
    controller = item.controller or ""
    creatures = [p.id for p in game.state.battlefield if p.controller == controller and is_creature(game, p)]
    if len(creatures) < 2:
        return None
    current = game.state.ring_bearers.get(controller)
    default = current if current in creatures else creatures[0]
    return {"stack_object": item.id, "kind": "ring_bearer", "choice": "chosen", "values": creatures,
            "default": [default], "player": controller}


def _drop_lost_bearers(game: Game) -> None:
    """CR 701.54a, 400.7: a Ring-bearer another player gained control of, or that left the battlefield, is no longer
    its player's Ring-bearer (the designation doesn't come back with control)."""
    bearers = game.state.ring_bearers
    for player, bearer_id in list(bearers.items()):
        permanent = game.permanent(bearer_id)
        if permanent is None or permanent.controller != player:
            del bearers[player]
            _forget_characteristics(game, permanent)


def bearer_is_legendary(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """The Ring's first ability (CR 701.54c, 613.1d): "Your Ring-bearer is legendary"."""
    if isinstance(obj, Permanent) and "Legendary" not in characteristics.supertypes \
            and _bearer_owner(game, obj.id, 1) is not None:
        characteristics.supertypes.append("Legendary")


def _greater_power(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    """The Ring's first ability (CR 701.54c, 509.1b): "... and can't be blocked by creatures with greater power"."""
    if _bearer_owner(game, attacker.id, 1) is None:
        return None
    blocking, attacking = compute(game, blocker), compute(game, attacker)
    if blocking is None or attacking is None or (blocking.power or 0) <= (attacking.power or 0):
        return None
    return Refusal(f"{attacker.id} is a Ring-bearer: it can't be blocked by creatures with greater power than its own",
                   (cr("701.54c"), cr("509.1b")), title="Can't block")


def _pending(player: str, name: str, keyword: str, cites: list[str], **data: Any) -> PendingTrigger:
    return PendingTrigger(SOURCE, None, player, name, [], cites, data={"keyword_trigger": keyword, **data})


def _attacks(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """The Ring's second ability (CR 701.54c, 508.3a): "Whenever your Ring-bearer attacks, ..."."""
    found = []
    for declaration in event.get("attackers") or []:
        attacker = declaration.id if hasattr(declaration, "id") else declaration.get("id")
        player = _bearer_owner(game, str(attacker), 2)
        if player is not None:
            found.append(_pending(player, "ring_bearer_attacks", LOOT, [cr("701.54c"), cr("508.3a")]))
    return found


def _resolve_loot(game: Game, item: StackObject, choices: Choices) -> None:
    """"draw a card, then discard a card" (CR 121.1, 701.9a): the discard is `choices.discard` (one card of the hand),
    else the last card of it."""
    player = game.player(item.controller or "")
    draw_cards(game, player, 1, (cr("701.54c"), cr("121.1")))
    if player.hand:  # nothing to discard: nothing happens (CR 701.9a)
        discard_one(game, player, choices, (cr("701.9a"), cr("701.54c")))


def _loot_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    player = game.player(item.controller or "")
    return {"stack_object": item.id, "choice": "discard", "values": [card.id for card in player.hand],
            "player": player.id, "note": "the card to discard after drawing one (default: the last card in hand)"}


def _blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """The Ring's third ability (CR 701.54c, 509.3d): "Whenever your Ring-bearer becomes blocked by a creature, ...":
    once for each creature blocking it."""
    blocker = str(event.get("blocker"))
    found = []
    for attacker in event.get("blocks") or [event.get("attacker")]:
        player = _bearer_owner(game, str(attacker), 3)
        if player is not None:
            found.append(_pending(player, "ring_bearer_blocked", BLOCKED, [cr("701.54c"), cr("509.3d")],
                                  creature=blocker))
    return found


def _resolve_blocked(game: Game, item: StackObject, choices: Choices) -> None:
    """"that creature's controller sacrifices it at end of combat": a delayed triggered ability (CR 603.7a) controlled
    by the Ring's owner; nothing if the creature has left the battlefield (400.7)."""
    creature = str(item.choices.get("creature"))
    if game.permanent(creature) is None:
        return
    delayed = DelayedTrigger(controller=item.controller or "", at="end_of_combat", action=SACRIFICE,
                             objects=[creature], source=SOURCE)
    delay_until_end_of_combat(game, delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a"), cr("701.54c")], source=SOURCE, at=delayed.at,
              action=delayed.action, objects=[creature])


def _resolve_delayed_sacrifice(game: Game, item: StackObject) -> None:
    """At end of combat (CR 511.2, 603.7): the creature's controller then sacrifices it (701.21a)."""
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="sacrifice")
    for object_id in item.choices["delayed"]["objects"]:
        permanent = game.permanent(object_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("701.54c"), cr("701.21a")],
                              reason="sacrificed")


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    """The Ring's fourth ability (CR 701.54c, 510.2): "Whenever your Ring-bearer deals combat damage to a player, ..."."""
    if not combat or amount <= 0 or game.permanent(recipient) is not None:
        return
    player = _bearer_owner(game, source_id, 4)
    if player is not None and any(p.id == recipient for p in game.state.players):
        game.pending_triggers.append(_pending(player, "ring_bearer_dealt_combat_damage", DAMAGE,
                                              [cr("701.54c"), cr("510.2")]))


def _resolve_damage(game: Game, item: StackObject, choices: Choices) -> None:
    """"each opponent loses 3 life." (CR 119.3)"""
    for opponent in game.opponents(item.controller or ""):
        if not opponent.has_lost:
            lose_life(game, opponent, 3)
            game.emit("life_lost", [cr("701.54c"), cr("119.3")], stack_object=item.id, player=opponent.id, amount=3,
                      life=opponent.life)


def _tempted_triggers(game: Game, event: dict[str, Any]) -> list[Any]:
    """ "Whenever the Ring tempts you, ..." (CR 701.54d, 603.2): the permanents of the player tempted; "..., if you chose
    a creature other than ~ as your Ring-bearer, ..." only when they chose another creature (an intervening "if", 603.4,
    decided as it triggers: the choice can't change before it resolves); "Whenever you choose a creature as your
    Ring-bearer, ..." only when they chose one (701.54a: choosing the same one again counts)."""
    player, bearer = event.get("player"), event.get("ring_bearer")
    if player is None or not game_has_trigger(game, _ALL):
        return []
    data = {"ring_bearer": bearer}
    cites = [cr("603.2"), cr("701.54d")]
    found = []
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        for index, ability in abilities_with(game, permanent, _ALL):
            trigger = ability.trigger
            if trigger == OTHER and (bearer is None or bearer == permanent.id):
                continue
            if trigger == CHOOSE and bearer is None:
                continue
            found.append(triggered(permanent, index, trigger, data, [*cites, cr("603.4")] if trigger == OTHER
                                   else cites))
    return found


posted_state_field("ring_tempted", RING)
registry.effect_resolvers["ring_tempts_you"] = _resolve
registry.continuous_checks.add(_drop_lost_bearers, needs=(RING,), events=(registry.CHANGED,))
registry.characteristic_layers.add(bearer_is_legendary, order=46, needs=(RING,))
# Cache-safe: the designation changes only by `tempt` and `_drop_lost_bearers`, which turn the reuse off.
registry.characteristics_cache_safe.add(bearer_is_legendary)
# It names no permanent but a Ring-bearer, which the legend rule looks at itself (rules/legend_rule.py `bearers`): the
# legend rule's shortcut over permanents not printed legendary stays.
registry.layers_keeping_names.add(bearer_is_legendary)
registry.block_restrictions.add(_greater_power, needs=(RING,))
keyword_triggers.watch("attackers_declared", _attacks, needs=(RING,))
keyword_triggers.watch("blocker_declared", _blocked, needs=(RING,))
registry.damage_dealt.add(_dealt, needs=(RING,))
registry.keyword_trigger_resolvers[LOOT] = _resolve_loot
registry.resolution_choices[LOOT] = _loot_choice
registry.keyword_trigger_resolvers[BLOCKED] = _resolve_blocked
registry.keyword_trigger_resolvers[DAMAGE] = _resolve_damage
registry.delayed_resolvers[SACRIFICE] = _resolve_delayed_sacrifice
fires_at_end_of_combat(SACRIFICE, lambda game, delayed: delayed_pending(delayed, cr("701.54c")))
keyword_triggers.watch(EVENT, _tempted_triggers, needs=trigger_needs(_ALL))
# "if you don't control a Ring-bearer" (CR 701.54e, 603.4: checked as it triggers and as it resolves; rules/riders.py)
s32r2dsk_condition_hooks["s34ltr_no_ring_bearer"] = lambda game, item, condition: ring_bearer(game, item.controller) is None
