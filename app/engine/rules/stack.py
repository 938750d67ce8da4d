"""Casting spells (CR 601) and resolving the top of the stack (CR 608).

An instant or sorcery with `spell` abilities chooses its targets as it is cast (`choices.targets`,
one per targeted effect, checked then: CR 601.2c); as it resolves, its effects happen in order
while it is still on the stack (608.2c), on the targets still legal (608.2b: none legal, it doesn't
resolve), and then it goes to its owner's graveyard (608.2n). See rules/effects_targets.py."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Cast, Resolve
from app.engine.cards import CardDefinition, S25coreCantCastSpellsAbility, SpellAbility
from app.engine.characteristics import compute, current_face
from app.engine.citations import DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP, cr
from app.engine.enums import PERMANENT_TYPES, CardType, DayNight, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, is_in, refuse_without_priority, remove_from
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    additional_costs,
    aftermath,  # s24-hou
    alternative_costs,  # s16-kws
    auras,
    cleave,  # s16-cleave
    commander,
    convoke,
    costs,
    disturb,  # s17-dfc
    divided_damage,
    escape,  # s16-kws
    exiled_with_casting,  # s19-impulse
    expend,
    face_down,
    flash,
    flashback,
    forage_or_mana,
    free_casting,  # s18-castfree
    gift,
    graveyard_casting,  # s18-castfree
    improvise,  # s24-kal
    impulse,
    jump_start,  # s16-kws
    kicker,
    layouts,
    library_top,  # s18-castfree
    modes,
    optional_costs,
    restricted_mana,
    s19neob_exile_reduction,  # s19-neob
    s20m20_spell_limit,  # s20-m20
    s20neoa_tap_or_mana,  # s20-neoa
    s21mutate_mutate,  # s21-mutate
    s21neob_modes_if,  # s21-neob
    s22neoa_as_cast,  # s22-neoa
    s22war_legendary_spells,  # s22-war
    s23c10_cant_cast,  # s23-c10
    s24core_spell_shuffles_itself,  # s24-core
    s24emn_emerge,  # s24-emn
    s24emn_escalate,  # s24-emn
    s24emn_madness,  # s24-emn
    s24khans_delve,  # s24-khans
    s24khans_rebound,  # s24-khans
    s24mh1_exile_alternative,  # s24-mh1
    s24mh2_entwine,  # s24-mh2
    s25core_cant_cast,  # s25-core
    s25khc_foretell,  # s25-khc
    s25mh_overload,  # s25-mh
    s25stda_reveal_or_mana,  # s25-stda
    s25tsr_buyback,  # s25-tsr
    s25tsr_split_second,  # s25-tsr
    s26cmda_retrace,  # s26-cmda
    s26mh_graveyard_self_cast,  # s26-mh
    s27mech_awaken,  # s27-mech
    s27otja_plot,  # s27-otja
    s27otja_spree,  # s27-otja
    s29cmd_cast_from,  # s29-cmd
    s29core_end_turn,  # s29-core
    s32core_graveyard_instead,  # s32-core
    s32oldmh_graveyard_permission,  # s32-oldmh
    s34tdm_harmonize,  # s34-tdm
    sacrifice_or_mana,  # s16-kws
    spell_copy_leaves,  # s14-copies
)
from app.engine.rules import cast_from as _cast_from  # s13-gift2
from app.engine.rules.ability_presence import game_has  # s25-core
from app.engine.rules.effects_targets import record_target_counts, resolve_effects, verify_targets
from app.engine.rules.pt_cda import refuse_undefined_power_toughness
from app.engine.rules.s23c11_spell_exiles_itself import exiled_time_counters, exiles_itself  # s23-c11, s32-cmd
from app.engine.rules.targeting import RESOLVING_SPELL, drop_illegal_targets
from app.engine.rules.targeting import verify_targets as verify_target_restrictions
from app.engine.rules.triggers import resolve_ability
from app.engine.rules.zones import card_name, enter_battlefield, place_in_zone
from app.engine.state import Player, StackObject, ZoneCard, constructed, set_field

SPELL = StackObjectKind.SPELL
_NO_TAX: tuple[int, tuple[str, ...]] = (0, ())  # `commander.tax` of a card outside a command zone
_PERMANENT_TYPE_VALUES = frozenset(t.value for t in PERMANENT_TYPES)  # a resolving spell of one becomes a permanent (608.3)


def _card_to_cast(game: Game, action: Cast) -> tuple[ZoneLocation, str | None]:
    """The card a `cast` names: a commander in its owner's command zone (CR 903.8), in its
    caster's hand (601.3), in their graveyard to cast with flashback (702.34a: rules/flashback.py),
    or in exile on an adventure (715.3d, rules/layouts.py); with the flashback cost when cast from
    the graveyard, else None."""
    in_hand = game.find_zone_card(action.card, (Zone.HAND,))
    if in_hand is not None and action.player in (None, in_hand.player.id):
        # Most casts: from the caster's hand, what `layouts.card_to_cast` finds (object ids are unique
        # in a state, validation.py: a card in a hand is in no exile, no command zone, no graveyard).
        return in_hand, None
    if in_hand is None:
        from_command_zone = commander.castable_location(game, action.card, action.player)  # CR 903.8
        if from_command_zone is not None:
            return from_command_zone, None
        graveyard = game.find_zone_card(action.card, (Zone.GRAVEYARD,))
        if graveyard is not None and action.player in (None, graveyard.player.id):
            if free_casting.cast_during_resolution(game, action.card):
                return graveyard, None  # s29-modern: cast by the resolving effect (rules/s29modern_graveyard_free_cast.py)
            if aftermath.casts_from_graveyard(game.definition(graveyard.card.card), action.face):
                return graveyard, None  # s24-hou: the aftermath half, from its owner's graveyard (CR 702.127a)
            permitted_here = graveyard_casting.permitted_location(game, action)  # s18-castfree (CR 601.3)
            if permitted_here is not None:
                return permitted_here, None
            if s26mh_graveyard_self_cast.permits(game, graveyard, action):
                return graveyard, None  # s26-mh: "You may cast ~ from your graveyard" (CR 601.3, 113.6)
            if s32oldmh_graveyard_permission.permits(game, graveyard, action):
                return graveyard, None  # s32-oldmh: "you may cast <spells> from your graveyard" (CR 601.3)
            if action.face == "back":  # s17-dfc: cast transformed with disturb (CR 702.146a)
                return graveyard, disturb.verify_castable(game, graveyard, action.face_down)
            in_graveyard = game.definition(graveyard.card.card)
            if jump_start.has_jump_start(in_graveyard) and flashback.flashback_cost(in_graveyard) is None:
                jump_start.verify_castable(in_graveyard, action.face_down)  # s16-kws: CR 702.133a
                return graveyard, None
            if escape.escape_ability(in_graveyard) is not None and flashback.flashback_cost(in_graveyard) is None:
                return graveyard, escape.verify_castable(in_graveyard, action.face_down)  # s16-kws: CR 702.138a
            if s26cmda_retrace.has_retrace(in_graveyard) and flashback.flashback_cost(in_graveyard) is None:
                s26cmda_retrace.verify_castable(in_graveyard, action.face_down)  # s26-cmda: CR 702.81a
                return graveyard, None
            return graveyard, flashback.verify_flashback_cast(game.definition(graveyard.card.card), action.face_down)
        madness = s24emn_madness.cast_location(game, action)  # s24-emn: cast by its madness trigger (CR 702.35a)
        if madness is not None:
            return madness, None
        foretold = s25khc_foretell.cast_location(game, action)  # s25-khc: for its foretell cost (CR 702.143a)
        if foretold is not None:
            return foretold
        plotted = s27otja_plot.cast_location(game, action)  # s27-otja: without paying its mana cost (702.170d)
        if plotted is not None:
            return plotted
        permitted = impulse.permitted_location(game, action.card, action.player)  # exiled, may be played (601.2a)
        if permitted is not None:
            return permitted, None
        exiled_with = exiled_with_casting.permitted_location(game, action.card, action.player)  # s19-impulse
        if exiled_with is not None:  # a card exiled with a permanent whose ability lets its controller cast it
            return exiled_with, None
        from_top = library_top.cast_location(game, action)  # s18-castfree: the top of a library (CR 601.3)
        if from_top is not None:
            return from_top, None
        from_library = free_casting.library_resolution_location(game, action.card, action.player)  # s25-khc: ripple
        if from_library is not None:
            return from_library, None
    return layouts.card_to_cast(game, action), None


def _caster(game: Game, action: Cast, location: ZoneLocation) -> Player:
    """Who casts: the card's owner, whose zone it is in (CR 601.2), but for a card exiled with a permanent another
    player controls (s19-impulse: "You may cast spells from among cards exiled with ~.", CR 607.2a, 108.3)."""
    if impulse.permitted_location(game, action.card, action.player) is not None:
        return location.player
    caster = exiled_with_casting.caster_of(game, action.card, action.player)
    return location.player if caster is None else game.player(caster)


def _payment_purposes(definition: CardDefinition, action: Cast) -> frozenset[str]:
    """What the spell's payment may spend restricted mana on (CR 106.6): the spell's own purposes, and "kicked_spells"
    when it is cast with its kicker cost (s30-stda, 702.33d); one reading for the check and for the payment."""
    return restricted_mana.s30stda_kicked(restricted_mana.spell_purposes(definition),
                                          action.kicked or action.times_kicked is not None)


def verify_cast(game: Game, action: Cast) -> None:
    location, alternative = _card_to_cast(game, action)
    # s19-impulse: the owner, but for a card exiled with another player's permanent (CR 607.2a)
    player = location.player if location.zone is not Zone.EXILE else _caster(game, action, location)
    if location.zone is Zone.HAND:
        free_casting.verify_not_from_hand(game, player.id, location.card.id, "cast spells")  # s18-castfree (CR 101.2)
    disturbed = disturb.disturbing(game, location, action.face)  # s17-dfc: cast transformed (CR 702.146a)
    definition = (disturb.face_cast(game, location) if disturbed
                  else layouts.face_to_cast(game, location, action.face))  # the face cast (712.11, 715.3, 709.3)
    if action.face_down and action.face is not None:
        raise IllegalAction("Face down", "a face-down spell has no face to choose", [cr("708.4")])
    if action.face_down:
        face_down.verify_cast_face_down(definition, action.x)
        definition = face_down.FACE_DOWN_SPELL  # timing and costs see only the face-down spell (CR 708.4)
    if not action.face_down:
        refuse_undefined_power_toughness(definition, f"{definition.name} can't be cast")
    if definition.has_type(CardType.LAND):
        raise IllegalAction("Lands are played, not cast", f"{definition.name} is a land: use play_land", [cr("305.1")])
    refuse_without_priority(game)
    if game.state.stack:  # s25-tsr: split second (CR 702.61a)
        s25tsr_split_second.verify(game, f"{definition.name} can't be cast")
    if player.spells_cast_this_turn:  # s20-m20: "Each player can't cast more than one spell each turn." (101.2)
        s20m20_spell_limit.verify(game, player)
    if game.state.cant_cast_spells_this_turn:  # s23-c10: "Your opponents can't cast spells this turn." (101.2)
        s23c10_cant_cast.verify(game, player.id)
    if game_has(game, S25coreCantCastSpellsAbility):  # s25-core: "You can't cast creature spells." (101.2)
        s25core_cant_cast.verify(game, player, definition)
    flash.verify_timing(game, player, definition)
    if definition.supertypes:  # s22-war: a legendary instant or sorcery (CR 205.4e)
        s22war_legendary_spells.verify(game, player, definition)
    # CR 601.2c: the targets chosen as it is cast must be legal (hexproof, shroud, protection).
    verify_target_restrictions(game, location.card.id, list(action.choices.targets), player.id, definition.name)
    has_x = bool(definition.mana_cost) and parse_mana_cost(definition.mana_cost or "").x_count > 0
    if action.x and not has_x:
        raise IllegalAction("No X", f"{definition.name} has no {{X}} in its cost", [cr("107.3")])
    if action.face_down:
        costs.verify_payable(game, player, face_down.face_down_cast_cost(game, player), "a face-down spell",
                             action.payment, purposes=restricted_mana.spell_purposes(None, face_down=True))
        return
    # Each per-cast step asked only when the action asks for it (most casts: none of them).
    optional = action.kicked or action.offspring or action.buyback  # s25-tsr: buyback (CR 702.27a)
    optional = optional or action.times_kicked is not None  # s27-mech: multikicker (CR 702.33c)
    if optional:
        optional_costs.verify(definition, action)  # kicker 702.33a, offspring 702.175a
        s25tsr_buyback.verify_buyback(definition, action.buyback)  # s25-tsr: buyback 702.27a
    if action.gift is not None:
        gift.verify_gift(game, definition, player.id, action.gift)  # CR 702.174a
    effects = spell_effects(definition, kicked=action.kicked, gift=action.gift is not None,
                            cast_from=location.zone,
                            cleaved=action.alternative_cost == "cleave",  # s13-gift2 (CR 601.2a), s16-cleave
                            overloaded=action.alternative_cost == "overload",  # s25-mh
                            awakened=action.alternative_cost == "awaken")  # s27-mech
    if effects and not _is_instant_or_sorcery(definition):
        raise IllegalAction("Not modelled", f"{definition.name} is a permanent card with `spell` abilities; only "
                            "instants and sorceries have effects as they resolve", [cr("608.3")])
    effects = modes.chosen_effects(effects, action.choices.modes, definition.name)  # CR 700.2a, 601.2b
    if effects:
        verify_targets(game, location.card.id, player.id, effects, list(action.choices.targets), definition.name,
                       "601.2c", check_restrictions=False, x=action.x or 0,
                       counts=action.choices.target_counts)  # s20-trig2 (CR 601.2c)
    if effects or action.choices.division is not None:  # CR 601.2d
        divided_damage.chosen_division(effects, list(action.choices.targets), action.choices.division,
                                       action.x or 0, definition.name)
    auras.verify_aura_targets(game, location.card.id, player.id, definition, list(action.choices.targets))
    paid_instead = alternative_costs.chosen_cost(game, player.id, definition, action, location.zone)  # s16-kws
    cost = costs.total_cost(game, player, definition, x=action.x or 0, alternative=paid_instead or alternative,
                            additional_generic=commander.tax(game, location) if location.zone is Zone.COMMAND
                            else _NO_TAX,  # CR 903.8
                            extra=optional_costs.extra_mana(definition, action)  # kicker, offspring, "forage or pay {B}"
                            + (s25tsr_buyback.extra_mana(definition, True) if action.buyback else ()),  # s25-tsr
                            cast_from=location.zone)  # s32-oldmh (CR 601.2f)
    if action.alternative_cost == s24emn_emerge.EMERGE:  # s24-emn: less the sacrificed creature's mana value
        cost = s24emn_emerge.reduced(game, player.id, definition, action, cost)  # CR 702.119a
    if action.choices.tap and s34tdm_harmonize.harmonizing(definition, location.zone, alternative):  # s34-tdm
        cost, _ = s34tdm_harmonize.reduced(game, player, definition, cost, action)  # CR 702.180a
    if action.convoke:
        cost, _ = convoke.paid_by_creatures(game, player, definition, cost, list(action.convoke))  # CR 702.51a
    if action.choices.delve:  # s24-khans: CR 702.66a
        cost, _ = s24khans_delve.paid_by_graveyard(game, player, definition, cost, list(action.choices.delve))
    if action.improvise:  # s24-kal: CR 702.126a
        cost, _ = improvise.paid_by_artifacts(game, player, definition, cost, list(action.improvise),
                                              list(action.convoke))
    costs.verify_payable(game, player, cost, definition.name, action.payment,
                         purposes=_payment_purposes(definition, action))  # CR 106.6
    additional_costs.verify_additional_costs(game, player, definition, location.card.id)  # CR 601.2b, 601.2h
    if action.choices.exile_from_hand and not s24mh1_exile_alternative.exiles_from_hand(  # s24-mh1, s30-mh: its own
            definition, action.alternative_cost):
        s19neob_exile_reduction.verify_exile_from_hand(game, player, definition, location.card.id)  # s19-neob (601.2b)
    if optional_costs.has_or_mana_cost(definition):  # "<do something> or pay <mana>" (CR 601.2b)
        forage_or_mana.verify(game, player, definition, action)  # s14-forage: "forage or pay {B}"
        sacrifice_or_mana.verify(game, player, definition, action)  # s16-kws: "sacrifice a creature or pay {3}{B}"
        s20neoa_tap_or_mana.chosen_tap(game, player, definition, action)  # s20-neoa: "tap an untapped artifact ... or pay {1}"
        s21neob_modes_if.verify_more_modes(game, player.id, location.card.id, definition, action)  # s21-neob
        s24mh2_entwine.verify(definition, action)  # s24-mh2: one mode, or all with the entwine cost (CR 702.42a)
        s25stda_reveal_or_mana.chosen_reveal(game, player, definition, action, location.card.id)  # s25-stda (601.2b)
    resolution_cast = location.zone is Zone.GRAVEYARD and free_casting.cast_during_resolution(game, action.card)
    if location.zone is Zone.GRAVEYARD and alternative is None and jump_start.has_jump_start(definition) and not (
            resolution_cast):  # s29-modern: not when the resolving effect casts it (608.2g)
        jump_start.verify_discard(game, player, definition)  # s16-kws: CR 702.133a, 601.2h
    elif location.zone is Zone.GRAVEYARD and alternative is None and s26cmda_retrace.has_retrace(definition) and not (
            resolution_cast):  # s29-modern
        s26cmda_retrace.verify_discard(game, player, definition)  # s26-cmda: CR 702.81a, 601.2h
    if escape.escaping(definition, location.zone, alternative) and not disturbed:
        escape.verify_exile(game, player, definition, location.card.id)  # s16-kws: CR 702.138a, 601.2h


def cast(game: Game, action: Cast) -> None:
    location, alternative = _card_to_cast(game, action)
    # s19-impulse: the owner, but for a card exiled with another player's permanent (CR 607.2a)
    player = location.player if location.zone is not Zone.EXILE else _caster(game, action, location)
    tax = commander.tax(game, location) if location.zone is Zone.COMMAND else _NO_TAX  # CR 903.8, before this cast
    disturbed = disturb.disturbing(game, location, action.face)  # s17-dfc: cast transformed (CR 702.146a)
    definition = (disturb.face_cast(game, location) if disturbed
                  else layouts.face_to_cast(game, location, action.face))
    from_exile = location.zone is Zone.EXILE
    impulse_cast = from_exile and impulse.permitted_location(game, action.card, player.id) is not None
    aftermath_cast = location.zone is Zone.GRAVEYARD and aftermath.casts_from_graveyard(
        game.definition(location.card.card), action.face)  # s24-hou (CR 702.127a)
    gy_permitted = (location.zone is Zone.GRAVEYARD and not aftermath_cast
                    and graveyard_casting.permitted_location(game, action) is not None)
    self_permitted = (location.zone is Zone.GRAVEYARD and not aftermath_cast and not gy_permitted
                      and s26mh_graveyard_self_cast.permits(game, location, action))  # s26-mh
    s32oldmh_permission = (s32oldmh_graveyard_permission.permission_for(game, location, action)  # s32-oldmh
                           if location.zone is Zone.GRAVEYARD and not (aftermath_cast or gy_permitted or self_permitted)
                           else None)
    card = location.cards.pop(location.index)
    face = layouts.stored_face(action.face)
    spell = constructed(StackObject, id=card.id, kind=StackObjectKind.SPELL, card=card.card, controller=player.id,
                        owner=location.player.id,  # the card's owner (CR 108.3; s19-impulse: not always the caster)
                        x=action.x or 0, targets=list(action.choices.targets),
                        face_down=action.face_down, **({"face": face} if face is not None else {}))
    game.state.stack.insert(0, spell)  # CR 601.2a: onto the stack (top first)
    cites = [cr("601.2"), *(() if disturbed else layouts.FACE_CITES[face])]
    all_effects = [] if action.face_down else spell_effects(definition, kicked=action.kicked,
                                                            gift=action.gift is not None,
                                                            cast_from=location.zone,  # s13-gift2 (CR 601.2a)
                                                            cleaved=action.alternative_cost == "cleave",
                                                            overloaded=action.alternative_cost == "overload",
                                                            awakened=action.alternative_cost == "awaken")
    effects = modes.chosen_effects(all_effects, action.choices.modes, definition.name)  # CR 700.2a, 601.2b
    modes.record_modes(game, spell, all_effects, action.choices.modes)
    if effects:
        # CR 601.2c: targets are chosen (and must be legal) before the costs are paid.
        verify_targets(game, spell.id, player.id, effects, spell.targets, definition.name, "601.2c", x=spell.x,
                       counts=record_target_counts(spell, action.choices))  # s20-trig2 (CR 601.2c)
        if spell.targets:
            cites.append(cr("601.2c"))
        divided_damage.record_division(game, spell, effects, action.choices.division, definition.name)
    details: dict[str, object] = {}
    if face is not None:
        details["face"] = face
    if impulse_cast:
        cites.extend(impulse.CAST_CITES)  # cast from exile by an effect that allows it (CR 601.2a)
        details["from"] = Zone.EXILE.value
    elif from_exile:
        if s24emn_madness.casting(game, card.id):  # s24-emn: cast for its madness cost (CR 702.35a)
            pass  # its cites are the alternative cost's (rules/alternative_costs.py)
        elif card.foretold_turn:  # s25-khc: a foretold card, for its foretell cost (CR 702.143a)
            cites.extend(s25khc_foretell.CAST_CITES)
        elif card.plotted_turn:  # s27-otja: a plotted card, without paying its mana cost (CR 702.170d)
            cites.extend(s27otja_plot.CAST_CITES)
        elif exiled_with_casting.caster_of(game, card.id, player.id) is not None:  # s19-impulse: exiled with ~
            cites.extend(exiled_with_casting.CAST_CITES)  # "You may cast spells from among cards exiled with ~."
            exiled_with_casting.cast_from_exile(game, card.id)  # a new object, exiled with nothing (CR 400.7)
        else:
            cites.append(cr("715.3d"))  # an adventurer card cast from exile, as its creature
        details["from"] = Zone.EXILE.value
    elif gy_permitted:  # s18-castfree: from a graveyard by a permission of this turn (CR 601.3)
        cites.extend(graveyard_casting.CAST_CITES)
        if graveyard_casting.s29modern_as_flashback(game, card.id):  # s29-modern: granted flashback (CR 702.34a)
            flashback.record_flashback(spell, cites)
        graveyard_casting.use_permission(game, card.id)
        details["from"] = Zone.GRAVEYARD.value
    elif self_permitted:  # s26-mh: "You may cast ~ from your graveyard" (CR 601.3, 113.6)
        cites.extend(s26mh_graveyard_self_cast.CAST_CITES)
        details["from"] = Zone.GRAVEYARD.value
    elif s32oldmh_permission is not None:  # s32-oldmh: "you may cast <spells> from your graveyard" (CR 601.3)
        s32oldmh_graveyard_permission.use(s32oldmh_permission, spell, cites)
        details["from"] = Zone.GRAVEYARD.value
    elif location.zone is Zone.LIBRARY:  # s18-castfree: from the top of a library (CR 601.3)
        cites.extend(library_top.CAST_CITES)
        details["from"] = Zone.LIBRARY.value
    elif aftermath_cast:  # s24-hou: the aftermath half, exiled as it leaves the stack (CR 702.127a)
        aftermath.record(spell, cites)
        details["from"] = Zone.GRAVEYARD.value
    if action.face_down:
        # The alternative cost {3}; the payment names no card, so it reveals nothing (CR 708.5).
        spent = costs.pay(game, player, face_down.face_down_cast_cost(game, player), "a face-down spell",
                          action.payment, purposes=restricted_mana.spell_purposes(None, face_down=True))
        cites += face_down.CAST_FACE_DOWN_CITES
        details["face_down"] = True
    else:
        optional = action.kicked or action.offspring or action.buyback  # most casts: no optional cost, no convoke, no gift
        paid_instead = alternative_costs.chosen_cost(game, player.id, definition, action, location.zone)  # s16-kws
        total = costs.total_cost(game, player, definition, x=action.x or 0, alternative=paid_instead or alternative,
                                 additional_generic=tax,
                                 extra=optional_costs.extra_mana(definition, action)  # kicker, offspring, "forage or pay {B}"
                                 + (s25tsr_buyback.extra_mana(definition, True) if action.buyback else ()),  # s25-tsr
                                 cast_from=location.zone)  # s32-oldmh (CR 601.2f)
        if action.alternative_cost == s24emn_emerge.EMERGE:  # s24-emn: less the sacrificed creature's mana value
            total = s24emn_emerge.reduced(game, player.id, definition, action, total)  # CR 702.119a
        if action.choices.tap and s34tdm_harmonize.harmonizing(definition, location.zone, alternative):  # s34-tdm
            total, harmonized = s34tdm_harmonize.reduced(game, player, definition, total, action)  # CR 702.180a
            s34tdm_harmonize.tap_for_harmonize(game, harmonized, definition, cites)  # CR 702.180b, 601.2h
        if action.convoke:
            total, convoking = convoke.paid_by_creatures(game, player, definition, total, list(action.convoke))
            convoke.tap_for_convoke(game, convoking, definition.name)  # CR 702.51a
        if action.choices.delve:  # s24-khans: CR 702.66a, 601.2h
            total, delved = s24khans_delve.paid_by_graveyard(game, player, definition, total, list(action.choices.delve))
            s24khans_delve.exile_for_delve(game, player, delved, definition.name)
        if action.improvise:  # s24-kal: CR 702.126a
            total, improvising = improvise.paid_by_artifacts(game, player, definition, total, list(action.improvise),
                                                             list(action.convoke))
            improvise.tap_for_improvise(game, improvising, definition.name)
        spent = costs.pay(game, player, total, definition.name, action.payment,
                          purposes=_payment_purposes(definition, action))  # CR 106.6
        if disturbed:
            cites.extend(disturb.CITES)  # s17-dfc: cast transformed for its disturb cost (CR 702.146a)
        elif (alternative is not None and not escape.escaping(definition, location.zone, alternative)
              and location.zone is not Zone.EXILE):  # s16-kws; s25-khc: a foretold card's isn't flashback
            flashback.record_flashback(spell, cites)  # cast from the graveyard (CR 702.34a)
        if optional:
            optional_costs.record(spell, action, cites)  # CR 702.33b, 702.175a
            s25tsr_buyback.record_buyback(spell, action.buyback, cites)  # s25-tsr: CR 702.27a
        if action.gift is not None:
            gift.record_gift(spell, action.gift, cites)  # CR 702.174a
        _cast_from.record(game, spell, definition, location.zone, cites)  # s13-gift2: CR 601.2a
        additional_costs.pay_additional_costs(game, player, definition, card.id, spell, cites)  # CR 601.2h, 118.8
        if action.choices.exile_from_hand:  # s19-neob (CR 601.2h)
            s19neob_exile_reduction.pay_exile_from_hand(game, player, definition, card.id)
        if optional_costs.has_or_mana_cost(definition):
            forage_or_mana.pay(game, player, definition, action)  # s14-forage (CR 601.2h, 701.61a)
            sacrifice_or_mana.pay(game, player, definition, action)  # s16-kws (CR 601.2h, 701.21a)
            s20neoa_tap_or_mana.pay(game, player, definition, action)  # s20-neoa (CR 601.2h, 701.26a)
            s24emn_escalate.record(definition, action, cites)  # s24-emn: escalate (CR 702.120a)
            s25stda_reveal_or_mana.pay(game, player, definition, action, spell)  # s25-stda (CR 601.2h, 701.20a)
            s24mh2_entwine.record(definition, action, cites)  # s25-mh: an entwined spell says so (CR 702.42a)
        if action.choices.modes:
            s27otja_spree.record(definition, action, cites)  # s27-otja: spree's modes' costs (CR 702.172a)
        if (location.zone is Zone.GRAVEYARD and alternative is None and not gy_permitted and not aftermath_cast
                and not self_permitted  # s26-mh: not when the card's own ability permits it
                and s32oldmh_permission is None  # s32-oldmh: nor a permanent's permission
                and not free_casting.cast_during_resolution(game, card.id)):  # s29-modern: cast by a resolving effect
            if s26cmda_retrace.has_retrace(definition) and not jump_start.has_jump_start(definition):
                s26cmda_retrace.pay(game, player, definition, spell, cites)  # s26-cmda: CR 702.81a, 601.2h
            else:
                jump_start.pay(game, player, definition, spell, cites)  # s16-kws: CR 702.133a, 601.2h
        if escape.escaping(definition, location.zone, alternative) and not disturbed:
            escape.pay(game, player, definition, spell, cites)  # s16-kws: CR 702.138a, 601.2h
        if action.alternative_cost == s24emn_emerge.EMERGE:  # s24-emn: the creature sacrificed (CR 601.2h)
            s24emn_emerge.pay(game, player.id, definition, action, spell)
        if action.alternative_cost is not None and s24mh1_exile_alternative.exiles_from_hand(
                definition, action.alternative_cost):  # s24-mh1, s30-mh: evoke's too (CR 118.9, 702.74a, 601.2h)
            s24mh1_exile_alternative.pay(game, player, definition, card.id, action.alternative_cost)
        alternative_costs.record(spell, action, cites)  # s16-kws: CR 118.9, 702.137a
        if all_effects:  # s22-neoa: "... you controlled as you cast ~", an instant's or sorcery's own text
            s22neoa_as_cast.record(game, spell, definition)
    if impulse_cast:  # spent once its costs are known (s19-impulse: a free permission is its cost, CR 118.9)
        impulse.use_permission(game, card.id)  # the card is a new object on the stack (CR 400.7)
    expend.spend_to_cast(game, player, spent)  # CR 700.14
    if location.zone is Zone.COMMAND:
        cites += commander.record_cast(game, player, card.id)
    set_field(player, "spells_cast_this_turn", player.spells_cast_this_turn + 1)  # every cast: no pydantic `__setattr__`
    if location.zone is not Zone.HAND:  # s27-otja: "a spell from your hand" (CR 601.2a; rules/turn_records.py)
        set_field(player, "spells_cast_not_from_hand_this_turn", player.spells_cast_not_from_hand_this_turn + 1)
    if not action.face_down and game.state.day_night is DayNight.NIGHT and definition.has_keyword("daybound"):
        # A daybound spell is front face up on the stack even at night.
        cites.append(DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP)
        details["face"] = "front"
    if location.zone is not Zone.HAND and "from" not in details and s29cmd_cast_from.wanted(game):
        details["from"] = location.zone.value  # s29-cmd: "casts a spell from anywhere other than their hand" (601.2a)
    game.emit("spell_cast", cites, player=player.id, stack_object=spell.id, card=definition.name,
              spells_cast_this_turn=player.spells_cast_this_turn, **details)


registry.register_action("cast", verify=verify_cast, apply=cast)


def _exiled_cites(to: Zone, item: StackObject | None = None) -> list[str]:
    if to is Zone.EXILE and item is not None and aftermath.exiled_as_it_leaves(item):
        return list(aftermath.CITES)  # s24-hou: an aftermath half cast from a graveyard (CR 702.127a)
    if to is Zone.EXILE and item is not None and jump_start.exiled_as_it_leaves(item):
        return list(jump_start.CITES)  # s16-kws: cast with jump-start (CR 702.133a)
    return list(flashback.CITES) if to is Zone.EXILE else []


def verify_resolve(game: Game, action: Resolve) -> None:
    if not game.state.stack:
        raise IllegalAction("Empty stack", "there is nothing on the stack to resolve", [cr("608.1")])


def _is_instant_or_sorcery(definition: CardDefinition) -> bool:
    return definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)


def spell_effects(definition: CardDefinition, *, kicked: bool = False, gift: bool = False,
                  cast_from: Zone | str | None = None, cleaved: bool = False, overloaded: bool = False,
                  awakened: bool = False) -> list[Any]:
    """What an instant or sorcery does as it resolves: its `spell` abilities' effects, in order;
    those "if this spell was kicked" only when it was (CR 702.33d), those "if the gift was [wasn't]
    promised" only then (702.174c)."""
    holds = {None: True, "kicked": kicked, "gift_promised": gift, "gift_not_promised": not gift,
             "overloaded": overloaded, "not_overloaded": not overloaded}  # s25-mh: overload (CR 702.96b)
    if _cast_from.asks(definition):
        holds.update(_cast_from.holds(cast_from))  # s13-gift2: "if this spell was cast from ..." (CR 601.2a)
    holds.update(cleave.holds(cleaved))  # s16-cleave: with or without the bracketed words (CR 702.148b)
    holds["not_kicked"] = not kicked  # s16-cleave: replaced by a kicked "... instead" (CR 702.33d)
    holds["s27mech_awakened"] = awakened  # s27-mech: awaken (CR 702.113a)
    return [ability.effect for ability in definition.abilities_of(SpellAbility) if holds[ability.condition]]


def _resolve_instant_or_sorcery(game: Game, item: StackObject, definition: CardDefinition, action: Resolve) -> None:
    """CR 608.2: its instructions are followed in order while it is on the stack; then it goes to its
    owner's graveyard (608.2n). With targets, all of them illegal now, it doesn't resolve (608.2b)."""
    def announce() -> None:
        game.emit("spell_resolved", [cr("608.2")], stack_object=item.id, card=definition.name)
        gift.give_as_the_spell_resolves(game, item, definition)  # before its other effects (CR 702.174b)

    effects = modes.resolving_effects(
        item, spell_effects(definition, kicked=kicker.was_kicked(item), gift=gift.promised(item),
                            cast_from=_cast_from.cast_from(item), cleaved=cleave.cleaved(item.choices),
                            overloaded=s25mh_overload.overloaded(item.choices),
                            awakened=s27mech_awaken.awakened(item.choices)), None,
        definition.name)  # CR 700.2, 702.33d, 702.174c
    own_shuffle = s24core_spell_shuffles_itself.shuffles_itself(effects)  # s24-core (CR 608.2c, 701.24a)
    resolved = resolve_effects(game, item, effects, action.choices, announce)
    if is_in(game.state.stack, item):
        remove_from(game.state.stack, item)
    elif s29core_end_turn.exiled_by_ending(game, item):  # s29-core: it ended the turn, exiled (CR 721.1b)
        return
    if spell_copy_leaves.ceases_to_exist(game, item, definition.name):  # s14-copies (CR 707.10a)
        return
    if resolved and layouts.goes_on_adventure(item):
        layouts.exile_on_adventure(game, item)  # CR 715.3d: exiled instead
        return
    assert item.card is not None and item.owner is not None
    to = flashback.spell_destination(item)  # exile if cast with flashback (CR 702.34a)
    to, replaced = disturb.spell_leaves_to(game, item, to)  # s17-dfc: "exile it instead" (CR 614.1a)
    if resolved and to is not Zone.EXILE and exiles_itself(effects):  # s23-c11: "Exile ~." (CR 608.2c, 406.2)
        to, replaced = Zone.EXILE, (cr("608.2c"), cr("406.2"))
    if resolved and to is Zone.GRAVEYARD and definition.keywords:  # s24-khans: rebound (CR 702.88a)
        to, rebound_cites = s24khans_rebound.rebound_destination(game, item, definition, to)
        replaced = rebound_cites or replaced
    if resolved and to is Zone.GRAVEYARD and not replaced and s25tsr_buyback.returns_to_hand(item):  # s25-tsr
        to, replaced = Zone.HAND, s25tsr_buyback.CITES  # CR 702.27a: its owner's hand instead
    if resolved and own_shuffle and to is Zone.GRAVEYARD and not replaced:  # s24-core: "Shuffle ~ into ..."
        to, replaced = Zone.LIBRARY, s24core_spell_shuffles_itself.CITES
    placed = constructed(ZoneCard, id=item.id, card=item.card)
    if resolved and to is Zone.EXILE and (counters := exiled_time_counters(effects)):  # s32-cmd (CR 608.2n, 122.1)
        placed.time_counters = counters  # "Exile ~ with three time counters on it." (a suspend card: suspended)
    place_in_zone(game.player(item.owner), to, [placed])
    game.emit("zone_change", [cr("608.2n") if resolved else cr("608.2b"), *(replaced or _exiled_cites(to, item))],
              object=item.id,
              card=card_name(game, item.card), cards=[item.id], **{"from": Zone.STACK.value, "to": to.value})
    s32core_graveyard_instead.shuffle_after(game, item, to, replaced)  # s32-core (CR 701.24a)
    if to is Zone.LIBRARY and own_shuffle:  # s24-core: then its owner's library is shuffled (CR 701.24a)
        s24core_spell_shuffles_itself.shuffle_owners_library(game, item, action.choices)


def resolve_top(game: Game, action: Resolve) -> None:
    item = game.state.stack[0]
    if item.kind is SPELL and not item.face_down:
        definition = current_face(game, item)
        if _is_instant_or_sorcery(definition) and definition.abilities_of(SpellAbility):
            _resolve_instant_or_sorcery(game, item, definition, action)
            return
        if item.targets and s21mutate_mutate.mutating(item) and s21mutate_mutate.merges(game, item, action.choices):
            return  # s21-mutate: merged with its target (CR 702.140c); else a creature spell without target (702.140b)
    # CR 608.2b: a spell whose targets have all become illegal doesn't resolve (checked while it is
    # still on the stack, so protection and hexproof from a quality see what it is).
    spell_resolves = item.kind is not SPELL or (
        drop_illegal_targets(game, item, item.id) and auras.aura_target_still_legal(game, item))  # 608.3b
    game.state.stack.pop(0)
    if item.kind is not SPELL:
        resolve_ability(game, item, action.choices)
        return
    game.rule_memory[RESOLVING_SPELL] = item  # the source of the damage it deals (702.15, 702.16e)
    if not spell_resolves:
        if spell_copy_leaves.ceases_to_exist(game, item):  # s14-copies (CR 707.10a)
            return
        assert item.card is not None and item.owner is not None
        to = flashback.spell_destination(item)  # CR 702.34a
        to, replaced = disturb.spell_leaves_to(game, item, to)  # s17-dfc: "exile it instead" (CR 614.1a)
        place_in_zone(game.player(item.owner), to, [constructed(ZoneCard, id=item.id, card=item.card)])
        game.emit("zone_change", [cr("608.2b"), *(replaced or _exiled_cites(to, item))], object=item.id,
                  card=card_name(game, item.card),
                  cards=[item.id], **{"from": Zone.STACK.value, "to": to.value})
        s32core_graveyard_instead.shuffle_after(game, item, to, replaced)  # s32-core (CR 701.24a)
        return
    definition = current_face(game, item)
    characteristics = compute(game, item)
    types = set(characteristics.types) if characteristics else set()
    if item.face_down or not _PERMANENT_TYPE_VALUES.isdisjoint(types):
        game.emit("spell_resolved", [cr("608.3")], stack_object=item.id, card=None if item.face_down else definition.name)
        assert item.card is not None and item.controller is not None and item.owner is not None
        transformed = disturb.enters_transformed(game, item)  # s17-dfc: cast with disturb (CR 702.146b)
        enter_battlefield(game, item.card, item.id, item.controller, item.owner, was_cast=True, spell=item,
                          from_zone=Zone.STACK, x=item.x, face_down=item.face_down,
                          face=None if transformed else item.face, transformed=transformed)
        return
    game.emit("spell_resolved", [cr("608.2")], stack_object=item.id, card=definition.name)
    if spell_copy_leaves.ceases_to_exist(game, item, definition.name):  # s14-copies (CR 707.10a)
        return
    if layouts.goes_on_adventure(item):
        layouts.exile_on_adventure(game, item)  # CR 715.3d (an Adventure that does nothing the engine models)
        return
    assert item.card is not None and item.owner is not None
    to = flashback.spell_destination(item)  # CR 702.34a
    to, replaced = disturb.spell_leaves_to(game, item, to)  # s17-dfc: "exile it instead" (CR 614.1a)
    place_in_zone(game.player(item.owner), to, [constructed(ZoneCard, id=item.id, card=item.card)])
    game.emit("zone_change", [cr("608.2"), *(replaced or _exiled_cites(to, item))], object=item.id,
              card=card_name(game, item.card),
              cards=[item.id], **{"from": Zone.STACK.value, "to": to.value})
    s32core_graveyard_instead.shuffle_after(game, item, to, replaced)  # s32-core (CR 701.24a)


registry.register_action("resolve", verify=verify_resolve, apply=resolve_top)
