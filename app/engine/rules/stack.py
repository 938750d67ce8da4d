"""Casting spells (CR 601) and resolving the top of the stack (CR 608).

An instant or sorcery with `spell` abilities chooses its targets as it is cast (`choices.targets`,
one per targeted effect, checked then: CR 601.2c); as it resolves, its effects happen in order
while it is still on the stack (608.2c), on the targets still legal (608.2b: none legal, it doesn't
resolve), and then it goes to its owner's graveyard (608.2n). See rules/effects_targets.py."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Cast, Resolve
from app.engine.cards import CardDefinition, SpellAbility
from app.engine.characteristics import compute
from app.engine.citations import DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP, cr
from app.engine.enums import PERMANENT_TYPES, CardType, DayNight, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, is_in, remove_from
from app.engine.mana import parse_mana_cost
from app.engine.rules import auras, costs, divided_damage, expend, face_down, flash, modes
from app.engine.rules.effects_targets import resolve_effects, verify_targets
from app.engine.rules.pt_cda import refuse_undefined_power_toughness
from app.engine.rules.targeting import RESOLVING_SPELL, drop_illegal_targets
from app.engine.rules.targeting import verify_targets as verify_target_restrictions
from app.engine.rules.triggers import resolve_ability
from app.engine.rules.zones import card_in_hand, card_name, enter_battlefield, place_in_zone
from app.engine.state import StackObject, ZoneCard, constructed

SPELL = StackObjectKind.SPELL


def _card_in_hand(game: Game, action: Cast) -> ZoneLocation:
    return card_in_hand(game, action.card, action.player, verb="cast", participle="cast", rule="601.3",
                        why="spells are cast from their caster's hand unless an effect allows otherwise")


def verify_cast(game: Game, action: Cast) -> None:
    location = _card_in_hand(game, action)
    player = location.player
    definition = game.definition(location.card.card)
    if action.face_down:
        face_down.verify_cast_face_down(definition, action.x)
        definition = face_down.FACE_DOWN_SPELL  # timing and costs see only the face-down spell (CR 708.4)
    if not action.face_down:
        refuse_undefined_power_toughness(definition, f"{definition.name} can't be cast")
    if definition.has_type(CardType.LAND):
        raise IllegalAction("Lands are played, not cast", f"{definition.name} is a land: use play_land", [cr("305.1")])
    step = game.state.step
    if not step.players_get_priority:
        raise IllegalAction("No priority", f"no player gets priority during the {step.value} step",
                            [cr("502.4") if step.value == "untap" else cr("514.3")])
    flash.verify_timing(game, player, definition)
    # CR 601.2c: the targets chosen as it is cast must be legal (hexproof, shroud, protection).
    verify_target_restrictions(game, location.card.id, list(action.choices.targets), player.id, definition.name)
    has_x = bool(definition.mana_cost) and parse_mana_cost(definition.mana_cost or "").x_count > 0
    if action.x and not has_x:
        raise IllegalAction("No X", f"{definition.name} has no {{X}} in its cost", [cr("107.3")])
    if action.face_down:
        costs.verify_payable(game, player, face_down.face_down_cast_cost(game, player), "a face-down spell",
                             action.payment)
        return
    effects = spell_effects(definition)
    if effects and not _is_instant_or_sorcery(definition):
        raise IllegalAction("Not modelled", f"{definition.name} is a permanent card with `spell` abilities; only "
                            "instants and sorceries have effects as they resolve", [cr("608.3")])
    effects = modes.chosen_effects(effects, action.choices.modes, definition.name)  # CR 700.2a, 601.2b
    if effects:
        verify_targets(game, location.card.id, player.id, effects, list(action.choices.targets), definition.name,
                       "601.2c", check_restrictions=False, x=action.x or 0)
    if effects or action.choices.division is not None:  # CR 601.2d
        divided_damage.chosen_division(effects, list(action.choices.targets), action.choices.division,
                                       action.x or 0, definition.name)
    auras.verify_aura_targets(game, location.card.id, player.id, definition, list(action.choices.targets))
    cost = costs.total_cost(game, player, definition, x=action.x or 0)
    costs.verify_payable(game, player, cost, definition.name, action.payment)


def cast(game: Game, action: Cast) -> None:
    location = _card_in_hand(game, action)
    player = location.player
    card = location.cards.pop(location.index)
    definition = game.definition(card.card)
    spell = constructed(StackObject, id=card.id, kind=StackObjectKind.SPELL, card=card.card, controller=player.id,
                        owner=player.id, x=action.x or 0, targets=list(action.choices.targets),
                        face_down=action.face_down)
    game.state.stack.insert(0, spell)  # CR 601.2a: onto the stack (top first)
    cites = [cr("601.2")]
    all_effects = [] if action.face_down else spell_effects(definition)
    effects = modes.chosen_effects(all_effects, action.choices.modes, definition.name)  # CR 700.2a, 601.2b
    modes.record_modes(game, spell, all_effects, action.choices.modes)
    if effects:
        # CR 601.2c: targets are chosen (and must be legal) before the costs are paid.
        verify_targets(game, spell.id, player.id, effects, spell.targets, definition.name, "601.2c", x=spell.x)
        if spell.targets:
            cites.append(cr("601.2c"))
        divided_damage.record_division(game, spell, effects, action.choices.division, definition.name)
    details: dict[str, object] = {}
    if action.face_down:
        # The alternative cost {3}; the payment names no card, so it reveals nothing (CR 708.5).
        spent = costs.pay(game, player, face_down.face_down_cast_cost(game, player), "a face-down spell",
                          action.payment)
        cites += face_down.CAST_FACE_DOWN_CITES
        details["face_down"] = True
    else:
        spent = costs.pay(game, player, costs.total_cost(game, player, definition, x=action.x or 0), definition.name,
                          action.payment)
    expend.spend_to_cast(game, player, spent)  # CR 700.14
    player.spells_cast_this_turn += 1
    if not action.face_down and game.state.day_night is DayNight.NIGHT and definition.has_keyword("daybound"):
        # A daybound spell is front face up on the stack even at night.
        cites.append(DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP)
        details["face"] = "front"
    game.emit("spell_cast", cites, player=player.id, stack_object=spell.id, card=definition.name,
              spells_cast_this_turn=player.spells_cast_this_turn, **details)


registry.register_action("cast", verify=verify_cast, apply=cast)


def verify_resolve(game: Game, action: Resolve) -> None:
    if not game.state.stack:
        raise IllegalAction("Empty stack", "there is nothing on the stack to resolve", [cr("608.1")])


def _is_instant_or_sorcery(definition: CardDefinition) -> bool:
    return definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)


def spell_effects(definition: CardDefinition) -> list[Any]:
    """What an instant or sorcery does as it resolves: its `spell` abilities' effects, in order."""
    return [ability.effect for ability in definition.abilities_of(SpellAbility)]


def _resolve_instant_or_sorcery(game: Game, item: StackObject, definition: CardDefinition, action: Resolve) -> None:
    """CR 608.2: its instructions are followed in order while it is on the stack; then it goes to its
    owner's graveyard (608.2n). With targets, all of them illegal now, it doesn't resolve (608.2b)."""
    def announce() -> None:
        game.emit("spell_resolved", [cr("608.2")], stack_object=item.id, card=definition.name)

    effects = modes.resolving_effects(item, spell_effects(definition), None, definition.name)  # CR 700.2
    resolved = resolve_effects(game, item, effects, action.choices, announce)
    if is_in(game.state.stack, item):
        remove_from(game.state.stack, item)
    assert item.card is not None and item.owner is not None
    place_in_zone(game.player(item.owner), Zone.GRAVEYARD, [ZoneCard(id=item.id, card=item.card)])
    game.emit("zone_change", [cr("608.2n") if resolved else cr("608.2b")], object=item.id,
              card=card_name(game, item.card), cards=[item.id],
              **{"from": Zone.STACK.value, "to": Zone.GRAVEYARD.value})


def resolve_top(game: Game, action: Resolve) -> None:
    item = game.state.stack[0]
    if item.kind is SPELL and not item.face_down:
        definition = game.definition(item.card)
        if _is_instant_or_sorcery(definition) and spell_effects(definition):
            _resolve_instant_or_sorcery(game, item, definition, action)
            return
    # CR 608.2b: a spell whose targets have all become illegal doesn't resolve (checked while it is
    # still on the stack, so protection and hexproof from a quality see what it is).
    spell_resolves = item.kind is not StackObjectKind.SPELL or (
        drop_illegal_targets(game, item, item.id) and auras.aura_target_still_legal(game, item))  # 608.3b
    game.state.stack.pop(0)
    if item.kind is not StackObjectKind.SPELL:
        resolve_ability(game, item, action.choices)
        return
    game.rule_memory[RESOLVING_SPELL] = item  # the source of the damage it deals (702.15, 702.16e)
    if not spell_resolves:
        assert item.card is not None and item.owner is not None
        place_in_zone(game.player(item.owner), Zone.GRAVEYARD, [ZoneCard(id=item.id, card=item.card)])
        game.emit("zone_change", [cr("608.2b")], object=item.id, card=card_name(game, item.card), cards=[item.id],
                  **{"from": Zone.STACK.value, "to": Zone.GRAVEYARD.value})
        return
    definition = game.definition(item.card)
    characteristics = compute(game, item)
    types = set(characteristics.types) if characteristics else set()
    if item.face_down or types & {t.value for t in PERMANENT_TYPES}:
        game.emit("spell_resolved", [cr("608.3")], stack_object=item.id, card=None if item.face_down else definition.name)
        assert item.card is not None and item.controller is not None and item.owner is not None
        enter_battlefield(game, item.card, item.id, item.controller, item.owner, was_cast=True, spell=item,
                          from_zone=Zone.STACK, x=item.x, face_down=item.face_down)
        return
    game.emit("spell_resolved", [cr("608.2")], stack_object=item.id, card=definition.name)
    assert item.card is not None and item.owner is not None
    place_in_zone(game.player(item.owner), Zone.GRAVEYARD, [ZoneCard(id=item.id, card=item.card)])
    game.emit("zone_change", [cr("608.2")], object=item.id, card=card_name(game, item.card),
              cards=[item.id], **{"from": Zone.STACK.value, "to": Zone.GRAVEYARD.value})


registry.register_action("resolve", verify=verify_resolve, apply=resolve_top)
