"""Prevention effects (CR 615): damage that would be dealt is not dealt.

- The `prevent_damage` effect (app/engine/cards.py) creates a prevention effect as its spell or
  ability resolves (CR 615.1, 608.2), kept in the state's `prevention_shields` until it is used
  up or the turn ends (615.3; they end as the cleanup step begins, 514.2):
  - "Prevent the next N damage that would be dealt to <target> this turn" is a shield (615.7):
    each 1 damage that would be dealt to it is prevented and lowers the shield by 1; at 0 it is
    gone, and the rest of the damage is dealt normally. It counts damage only, whatever the
    number of sources or events. Damage from several sources at the same time (combat damage)
    meets it in the order the engine deals it (attackers, then blockers, as listed), where the
    rule lets the protected player choose which damage it prevents.
  - "Prevent all [combat] damage that would be dealt [to <target>] this turn" prevents all such
    damage until the turn ends (Fog: to anything, combat damage only).
  - "The next time a [red] source of your choice would deal damage to you this turn, prevent that
    damage" (Circle of Protection): the source is chosen as the effect is created, as it resolves
    (CR 609.7a: a permanent or a spell on the stack, `choices.damage_source` of the resolving
    action, by default the first such source in battlefield then stack order, and `pending`
    lists them; a permanent spell's damage and its permanent's, the same id); a source of a quality
    must have it when chosen, and again when it would deal damage, else that damage is not
    prevented and the shield stays (609.7b). The first damage it prevents uses it up. Reverse
    Damage's "You gain life equal to the damage prevented this way" follows the prevention at once
    (615.5).
- The `static_prevention` ability: "Prevent all [combat] damage that would be dealt to [and dealt
  by] <~ / enchanted creature> [by creatures]" applies while its source is on the battlefield
  (CR 615.1, 604.1); a face-down permanent has no such ability (708.2).

Both are `registry.damage_modifiers` of rules/damage.py, the one place damage is dealt, run after
protection (702.16e): when several prevention effects could apply to the same damage, the player
or the controller of the creature being dealt it chooses the order (616.1); the engine applies
the effects that use nothing up first (protection, static prevention, "all damage" shields), then
the others in the order they were created, so a shield is never spent on damage something else
prevents anyway. Each prevention is an event (`prevention_applied`), and damage prevented in full
is `damage_prevented` (rules/damage.py).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PreventDamageEffect, ReplaceDamageEffect, StaticPreventionAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind, Step
from app.engine.errors import IllegalAction
from app.engine.game import Game, remove_from
from app.engine.keywords import has_quality
from app.engine.rules.ability_presence import game_has
from app.engine.rules.damage_increase import source_controller
from app.engine.rules.effects_targets import affected, amount, damage_source
from app.engine.rules.life_this_turn import gain_life
from app.engine.rules.s23c11_unpreventable import damage_cant_be_prevented, refuse_next_time_shield  # s23-c11
from app.engine.rules.s28core_prevention import covers_creature  # s28-core
from app.engine.rules.s30stdbb_prevention import S30STDBB_OPPONENTS_CREATURES, s30stdbb_opponents_creature
from app.engine.rules.targeting import source_characteristics
from app.engine.state import Permanent, PreventionShield, StackObject

# The choice field of "a source of your choice" (CR 609.7a).
CHOICE_FIELD = "damage_source"
_CREATURE = CardType.CREATURE.value


# --- creating shields -----------------------------------------------------------------------


def _has_quality(game: Game, source_id: str, quality: str | None, controller: str = "") -> bool:
    if quality is None:
        return True
    if quality == S30STDBB_OPPONENTS_CREATURES:  # s30-stdbb (CR 615.1, 102.2)
        return s30stdbb_opponents_creature(game, source_id, controller)
    characteristics = source_characteristics(game, source_id)
    return characteristics is not None and has_quality(quality, characteristics.colors, characteristics.types)


def source_candidates(game: Game, item: StackObject, quality: str | None) -> list[str]:
    """The sources a player may choose for "a [quality] source of your choice" (CR 609.7a): the
    permanents and the spells on the stack (other than the resolving spell itself) with the
    quality, in battlefield then stack order."""
    ids = [permanent.id for permanent in game.state.battlefield]
    ids += [other.id for other in game.state.stack if other.kind is StackObjectKind.SPELL and other.id != item.id]
    return [source_id for source_id in ids if _has_quality(game, source_id, quality, item.controller or "")]


def describe_source(quality: str | None) -> str:
    if quality is None:
        return "a source"
    return "an artifact source" if quality == "artifacts" else f"a {quality} source"


def chosen_source(game: Game, item: StackObject, quality: str | None, choices: Choices) -> tuple[str | None, bool]:
    """The source chosen as the effect is created (CR 609.7a), checked, and whether the action
    named it (else the first such source, in battlefield then stack order); None when there is no
    source of that kind to choose at all."""
    candidates = source_candidates(game, item, quality)
    chosen = choices.damage_source
    game.used_choices.add(CHOICE_FIELD)
    what = describe_source(quality)
    if chosen is None:
        return (candidates[0] if candidates else None), False
    if chosen not in candidates:
        known = game.permanent(chosen) is not None or game.stack_object(chosen) is not None
        why = (f"{chosen!r} is not {what}" if known
               else f"there is no permanent or spell on the stack {chosen!r}")
        raise IllegalAction("Illegal source", f"{item.id} can't choose {chosen!r}: {why}; choose one of {candidates}",
                            [cr("609.7a")])
    return chosen, True


def _resolve_prevent_damage(game: Game, item: StackObject, effect: PreventDamageEffect, choices: Choices) -> None:
    controller = item.controller or ""
    cites = [cr("608.2"), cr("615.1"), cr("615.3")]
    chosen: str | None = None
    details: dict[str, Any] = {}
    if effect.source == "your_choice":
        chosen, named = chosen_source(game, item, effect.source_quality, choices)
        if chosen is None:
            game.emit("prevention_without_source", [cr("608.2"), cr("609.7a")], stack_object=item.id,
                      wanted=describe_source(effect.source_quality))
            return
        cites.append(cr("609.7a"))
        details["chosen"] = named
    counted: int | None = None
    if effect.amount not in ("all", "next_time"):
        counted = amount(game, item, effect.amount)
        cites.append(cr("615.7"))
    protected: list[str | None] = list(affected(game, item, effect.target)) if effect.target is not None else [None]
    for protects in protected:
        shield = PreventionShield(
            created_by=damage_source(item), controller=controller, protects=protects, amount=counted,
            next_time=effect.amount == "next_time", damage_source=chosen, source_quality=effect.source_quality,
            combat_only=effect.combat_only, gain_life=effect.gain_life,
            and_creatures_of=controller if effect.and_creatures_you_control else None)  # s28-core (CR 615.1)
        game.state.prevention_shields.append(shield)
        game.emit("prevention_shield", cites, stack_object=item.id, shield=shield.model_dump(mode="json"), **details)
        if effect.and_dealt_by and protects is not None and game.permanent(protects) is not None:
            # s31-mh: "... dealt to and dealt by that creature": the damage it would deal too (CR 615.1)
            by = shield.model_copy(update={"protects": None, "damage_source": protects})
            game.state.prevention_shields.append(by)
            game.emit("prevention_shield", cites, stack_object=item.id, shield=by.model_dump(mode="json"), **details)


# --- applying them --------------------------------------------------------------------------


def _shield_applies(shield: PreventionShield, source_id: str, recipient: str, combat: bool) -> bool:
    return shield_matches(shield, source_id, recipient, combat) and shield.instead is None


def _s28core_applies(game: Game, shield: PreventionShield, source_id: str, recipient: str, combat: bool) -> bool:
    """s28-core: the shield applies to the damage, or protects "creatures you control" too and `recipient` is one of
    them now (CR 615.1, 611.2c; rules/s28core_prevention.py)."""
    if _shield_applies(shield, source_id, recipient, combat):
        return True
    return (shield.and_creatures_of is not None
            and _shield_applies(shield.model_copy(update={"protects": recipient}), source_id, recipient, combat)
            and covers_creature(game, shield, recipient))


def shield_matches(shield: PreventionShield, source_id: str, recipient: str, combat: bool) -> bool:
    """Whether the damage is the damage a shield watches for (its recipient, source, combat)."""
    return ((shield.protects is None or shield.protects == recipient)
            and (shield.damage_source is None or shield.damage_source == source_id)
            and (combat or not shield.combat_only))


def _uses_nothing_up(shield: PreventionShield) -> bool:
    return shield.amount is None and not shield.next_time


def _apply_shields(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    shields = game.state.prevention_shields
    if not shields or amount <= 0:
        return amount, []
    if damage_cant_be_prevented(game):  # s23-c11: no shield is reduced (CR 615.12; rules/s23c11_unpreventable.py)
        if any(shield.next_time and _shield_applies(shield, source_id, recipient, combat) for shield in shields):
            refuse_next_time_shield(source_id, recipient)
        return amount, []
    cites: list[str] = []
    # "All damage" shields first, then the ones used up, in the order they were created (616.1).
    ordered = sorted(shields, key=lambda shield: not _uses_nothing_up(shield))
    for shield in ordered:
        if amount <= 0:
            break
        if not _s28core_applies(game, shield, source_id, recipient, combat):  # s28-core
            continue
        rule = [cr("615.1")]
        if shield.source_quality is not None:
            if not _has_quality(game, source_id, shield.source_quality, shield.controller):
                continue  # CR 609.7b: the source no longer has the quality; the shield stays
            rule.append(cr("609.7b"))
        if shield.amount is not None:
            prevented = min(amount, shield.amount)
            shield.amount -= prevented
            rule.append(cr("615.7"))
        else:
            prevented = amount
        if shield.damage_source is not None:
            rule.append(cr("609.7a"))
        amount -= prevented
        used_up = shield.next_time or shield.amount == 0
        if used_up:
            remove_from(shields, shield)
        details: dict[str, Any] = {"remaining": shield.amount} if shield.amount is not None else {}
        game.emit("prevention_applied", rule, by=shield.created_by, source=source_id, to=recipient,
                  prevented=prevented, used_up=used_up, **details)
        cites += rule
        if shield.gain_life and prevented > 0:
            _gain_life(game, shield, prevented)
    return amount, cites


def _gain_life(game: Game, shield: PreventionShield, prevented: int) -> None:
    """CR 615.5: "You gain life equal to the damage prevented this way", right after the prevention."""
    player = next((p for p in game.state.players if p.id == shield.controller), None)
    if player is None:
        return
    got = gain_life(game, player, prevented)  # s17-core: more when a replacement increases it (CR 614.1a)
    game.emit("life_gained", [cr("615.5"), cr("119.3")], player=player.id, amount=got, life=player.life,
              source=shield.created_by)


def s27fdna_creature_controller(game: Game, recipient: str) -> str | None:
    """s27-fdna: the controller of the creature `recipient` is (None if it is no creature on the battlefield), whose
    permanents' "Prevent all noncombat damage that would be dealt to other creatures you control." applies to it (CR
    615.1, 604.1: checked as the damage would be dealt)."""
    permanent = game.permanent(recipient)
    characteristics = source_characteristics(game, recipient) if permanent is not None else None
    if permanent is None or characteristics is None or _CREATURE not in characteristics.types:
        return None
    return permanent.controller


def _static_abilities(game: Game, permanent: Permanent) -> list[StaticPreventionAbility]:
    if permanent.face_down or permanent.card is None:
        return []  # CR 708.2: a face-down permanent has no abilities
    return [a for a in current_face(game, permanent).abilities if isinstance(a, StaticPreventionAbility)]


def _static_applies(game: Game, ability: StaticPreventionAbility, affected_id: str, source_id: str, recipient: str,
                    combat: bool, controller: str | None = None) -> bool:
    if (ability.combat_only and not combat) or (ability.noncombat_only and combat):  # s23-c10: noncombat damage
        return False
    if not ((ability.dealt_to and recipient == affected_id) or (ability.dealt_by and source_id == affected_id)):
        return False
    if ability.from_ == "opponents":  # s23-c10: "a source an opponent controls" (CR 102.3)
        dealer = source_controller(game, source_id)
        return dealer is not None and any(p.id == dealer for p in game.opponents(controller or ""))
    if ability.from_ == "creatures":
        characteristics = source_characteristics(game, source_id)
        return characteristics is not None and _CREATURE in characteristics.types
    return True


def _apply_static_prevention(game: Game, source_id: str, recipient: str, amount: int, combat: bool
                             ) -> tuple[int, list[str]]:
    if amount <= 0 or damage_cant_be_prevented(game):  # s23-c11 (CR 615.12)
        return amount, []
    applied: list[str] = []
    # s23-c10: damage to a player: their permanents' "to you" abilities (asked only in a game with static prevention)
    statics = game_has(game, StaticPreventionAbility)
    to_player = statics and game.permanent(recipient) is None
    group = s27fdna_creature_controller(game, recipient) if statics and not to_player else None  # s27-fdna
    for permanent in game.state.battlefield:
        # Only the permanents involved, and the Auras attached to them, can have an ability that applies.
        attached = permanent.attached_to
        if permanent.id not in (recipient, source_id) and (attached is None or attached not in (recipient, source_id)
                                                           ) and not (to_player and permanent.controller == recipient
                                                                      ) and not (group and permanent.controller == group):
            continue
        for ability in _static_abilities(game, permanent):
            affected_id = {"self": permanent.id, "you": permanent.controller}.get(ability.affected, permanent.attached_to)
            if ability.affected == "other_creatures_you_control":  # s27-fdna: another creature its controller controls
                affected_id = recipient if group and permanent.controller == group and recipient != permanent.id else None
            if affected_id is None or not _static_applies(game, ability, affected_id, source_id, recipient, combat,
                                                          permanent.controller):
                continue
            rule = [cr("615.1"), cr("604.1")]
            prevented = amount if ability.amount is None else min(amount, ability.amount)  # s23-c10: "prevent 1 of it"
            game.emit("prevention_applied", rule, by=permanent.id, source=source_id, to=recipient, prevented=prevented,
                      used_up=False)
            amount -= prevented
            applied = rule
            if amount <= 0:
                return 0, rule
    return amount, applied


# --- ending them ----------------------------------------------------------------------------


def _shields_end(game: Game) -> None:
    """CR 514.2, 615.3: "this turn" prevention effects end as the cleanup step begins."""
    ended = len(game.state.prevention_shields)
    if ended:
        game.state.prevention_shields = []
        game.emit("prevention_shields_ended", [cr("514.2"), cr("615.3")], ended=ended)


def _protected_permanent_leaves(game: Game, permanent: Permanent, destination: Any) -> None:
    """CR 400.7: a permanent that leaves the battlefield is a new object; shields protecting it
    don't follow it (returns None: it changes nothing about what the permanent becomes)."""
    shields = game.state.prevention_shields
    if shields and any(shield.protects == permanent.id for shield in shields):
        game.state.prevention_shields = [shield for shield in shields if shield.protects != permanent.id]
    # s31-mh: nor do those preventing the damage it would deal (`and_dealt_by`; a chosen source too, CR 400.7)
    if game.state.prevention_shields and any(s.damage_source == permanent.id for s in game.state.prevention_shields):
        game.state.prevention_shields = [s for s in game.state.prevention_shields if s.damage_source != permanent.id]


def source_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision a resolving spell or ability with "a source of your choice" asks for
    (rules/pending.py): the choice field and the sources it may name (CR 609.7a)."""
    for effect in effects:
        chooses = ((isinstance(effect, PreventDamageEffect) and effect.source == "your_choice")
                   or isinstance(effect, ReplaceDamageEffect))
        if chooses:
            quality = effect.source_quality if isinstance(effect, PreventDamageEffect) else None
            return {"stack_object": item.id, "choice": CHOICE_FIELD, "values": source_candidates(game, item, quality)}
    return None


registry.effect_resolvers["prevent_damage"] = _resolve_prevent_damage
# After protection (order 100): effects that use nothing up apply before shields (616.1).
registry.damage_modifiers.add(_apply_static_prevention, order=105)
registry.damage_modifiers.add(_apply_shields, order=110)
registry.step_begin[Step.CLEANUP].add(_shields_end, order=20)
registry.leaves_battlefield.add(_protected_permanent_leaves, order=10)  # changes no result: runs first
