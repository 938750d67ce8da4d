"""The `legal_actions` query (design.md §9): every action a player may take now."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import (
    Activate,
    AssignCombatDamage,
    AttackDeclaration,
    Cast,
    Choices,
    ComputeCost,
    Cycle,
    DeclareAttackers,
    DeclareBlockers,
    Foretell,  # s25-khc
    NextStep,
    NextTurn,
    Ninjutsu,
    PassPriority,
    PlayLand,
    Plot,  # s27-otja
    Resolve,
    Suspend,  # s25-mh
    TapForMana,
    TurnFaceUp,
    Unlock,  # s34-dsk
)
from app.engine.cards import (
    ActivatedAbility,
    CardDefinition,
    CardFace,
    LoyaltyAbility,
    ModalEffect,
    effect_target,
    effects_of,
    target_count,
)
from app.engine.characteristics import current_face, has_keyword, is_creature
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.loop.apply import refusal_of
from app.engine.mana import parse_activation_cost, parse_mana_cost
from app.engine.pending import attack_options, block_options
from app.engine.rules import (
    aftermath,  # s24-hou
    alternative_costs,  # s16-kws
    commander,
    convoke,
    cycling,
    disturb,  # s17-dfc
    escape,  # s16-kws
    exiled_with_casting,  # s19-impulse
    face_down,
    flashback,
    free_casting,  # s18-castfree
    gift,
    graveyard_abilities,
    graveyard_casting,  # s18-castfree
    graveyard_lands,
    improvise,  # s24-kal
    impulse,
    jump_start,  # s16-kws
    layouts,
    library,
    library_top,  # s18-castfree
    loyalty,
    mana_abilities,
    ninjutsu,
    optional_costs,
    s24khans_delve,  # s24-khans
    s24mh1_suspend,  # s25-mh: suspend listed (CR 702.62a, 116.2f)
    s25khc_foretell,  # s25-khc
    s26cmda_retrace,  # s26-cmda
    s26mh_graveyard_self_cast,  # s26-mh
    s27otja_plot,  # s27-otja
    s32oldmh_graveyard_permission,  # s32-oldmh
    s34dsk_rooms,  # s34-dsk
)
from app.engine.rules.combat import attacked_player, divisions_due
from app.engine.rules.compute_cost import compute_cost
from app.engine.rules.costs import TotalCost, total_cost
from app.engine.rules.effects_targets import target_problem
from app.engine.rules.granted_activated import CITES as GRANTED_CITES  # s19-granted
from app.engine.rules.hand_abilities import functions_from_hand as neo_functions_from_hand  # s15-neo
from app.engine.rules.payment import SOURCES_MEMO
from app.engine.rules.triggers import triggered_abilities

# --- the query -------------------------------------------------------------------------------

# Bounds on the work of one query: target candidates looked at per action, X values tried.
MAX_TARGET_CANDIDATES = 60
MAX_X = 30
# Target specs that choose no target (the effect vocabulary, rules/targeting.py).
_NO_TARGET = frozenset({"self", "you", "each_creature", "each_creature_you_control", "each_opponent", "each_player"})
# Refusal titles that mean "the mana isn't there", so the same action with `payment: "auto"` is tried.
_COST_TITLES = frozenset({"Cost can't be paid"})


def _dump(action: Any) -> dict[str, Any]:
    dumped: dict[str, Any] = action.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    dumped["type"] = action.type
    return dumped


def _targeted(definition_or_ability: Any) -> bool:
    """Whether an ability (or any ability of a card's definition) targets: an effect with a target
    spec that chooses one (CR 115.1)."""
    abilities = getattr(definition_or_ability, "abilities", None)
    items = abilities if abilities is not None else [definition_or_ability]
    for ability in items:
        if getattr(ability, "kind", None) not in ("activated", "spell", "loyalty", "equip", "crew"):
            continue
        target = getattr(getattr(ability, "effect", None), "target", None)
        if isinstance(target, str) and target not in _NO_TARGET:
            return True
        # an effect after the first that targets ("{T}: Untap ~. Target player mills three cards."): the
        # activation names its targets too (CR 602.2b, 115.1), so its candidates are tried
        if any(effect_target(effect) is not None for effect in effects_of(ability)):
            return True
    return False


def _many_targets(definition_or_ability: Any) -> tuple[str, int | str] | None:
    """(spec, count) when the one targeted effect of a spell or ability takes several targets: a
    number above 1 or X ("Exile two target ...", "Tap X target creatures."); else None."""
    abilities = getattr(definition_or_ability, "abilities", None)
    items = abilities if abilities is not None else [definition_or_ability]
    effects = [effect for ability in items if getattr(ability, "kind", None) in ("activated", "spell", "loyalty", "equip", "crew")
               for effect in effects_of(ability)]
    targeted = [(spec, target_count(effect)) for effect in effects if (spec := effect_target(effect)) is not None]
    if len(targeted) != 1 or targeted[0][1] in (1, "any_number"):
        return None
    return targeted[0]


def s19multi_target_slots(definition_or_ability: Any) -> list[tuple[str, int, bool]] | None:
    """s19-multi: (spec, number, up to) of each targeted effect of a spell or ability with two or more of
    them, each a fixed number (CR 601.2c); None otherwise (one targeted effect: `with_choices`)."""
    abilities = getattr(definition_or_ability, "abilities", None)
    items = abilities if abilities is not None else [definition_or_ability]
    kinds = ("spell",) if abilities is not None else ("activated", "loyalty")  # a card cast: its spell abilities
    return s20trig2_effect_slots([effect for ability in items if getattr(ability, "kind", None) in kinds
                                  for effect in effects_of(ability)])


def _target_candidates(game: Game) -> list[str]:
    ids = [player.id for player in game.state.players if not player.has_lost]
    ids += [permanent.id for permanent in game.state.battlefield]
    ids += [item.id for item in game.state.stack]
    return ids[:MAX_TARGET_CANDIDATES]


class _Lister:
    def __init__(self, game: Game, player: str, explain: bool) -> None:
        self.game = game
        self.player = player
        self.explain = explain
        self.legal: list[dict[str, Any]] = []
        self.not_legal: list[dict[str, Any]] = []

    def add(self, action: Any, cost: dict[str, Any] | None, cites: list[str], options: dict[str, Any] | None = None
            ) -> None:
        entry: dict[str, Any] = {"action": _dump(action), "cost": cost, "cites": list(dict.fromkeys(cites))}
        if options:
            entry["options"] = options
        self.legal.append(entry)

    def refuse(self, action: Any, refusal: IllegalAction) -> None:
        if self.explain:
            self.not_legal.append({"action": _dump(action), "detail": refusal.detail, "citations": list(refusal.cites)})

    def first_accepted(self, action: Any) -> tuple[Any, IllegalAction | None]:
        """`action` as given, else with `payment: "auto"` when only the mana was missing."""
        refusal = refusal_of(self.game, action)
        if refusal is not None and refusal.title in _COST_TITLES and hasattr(action, "payment"):
            paid = action.model_copy(update={"payment": "auto"})
            refusal = refusal_of(self.game, paid)  # the reason with the mana sources counted
            if refusal is None:
                return paid, None
        return action, refusal

    def with_many_targets(self, action: Any, spec: str, count: int | str, has_x: bool
                          ) -> tuple[Any, dict[str, Any], IllegalAction | None] | None:
        """An action whose one targeted effect takes several targets (CR 601.2c, 115.3): each
        candidate that effect could target on its own, and the action with the first ones (for
        "X targets", the X range with that many targets); None when not enough fit."""
        source: str = getattr(action, "card", None) or getattr(action, "permanent", None) or ""
        fits = [target for target in _target_candidates(self.game)
                if target_problem(self.game, source, self.player, spec, target, 0) is None]
        def with_targets(trial: Any, number: int) -> Any:
            return trial.model_copy(update={"choices": Choices(targets=fits[:number])})
        if count != "X":
            number = int(count)
            if len(fits) < number:
                return None
            chosen, refusal = self.first_accepted(with_targets(action, number))
            return (chosen, {"targets": fits}, None) if refusal is None else None
        if not has_x:
            return None
        low, high = 0, min(len(fits), MAX_X)  # X targets: never more than there are candidates
        while low < high:
            middle = (low + high + 1) // 2
            if self.first_accepted(with_targets(action.model_copy(update={"x": middle}), middle))[1] is None:
                low = middle
            else:
                high = middle - 1
        chosen, refusal = self.first_accepted(with_targets(action.model_copy(update={"x": low}), low))
        return (chosen, {"targets": fits, "x": {"min": 0, "max": low}}, None) if refusal is None else None

    def with_slots(self, action: Any, slots: list[tuple[str, int, bool]]
                   ) -> tuple[Any, dict[str, Any], IllegalAction | None] | None:
        """s19-multi: an action whose several targeted effects each take their own targets (CR 601.2c,
        dealt out in order): each effect's candidates, and the action with the first of each (another
        object than the earlier effects' where one fits: "other target", CR 115.3); None when none fit."""
        source: str = getattr(action, "card", None) or getattr(action, "permanent", None) or ""
        candidates = _target_candidates(self.game)
        by_effect = [[target for target in candidates
                      if target_problem(self.game, source, self.player, spec, target, 0) is None]
                     for spec, _, _ in slots]
        chosen: list[str] = []
        counts: list[int] = []
        for (_, count, up_to), fits in zip(slots, by_effect, strict=True):
            taken = ([target for target in fits if target not in chosen] + [t for t in fits if t in chosen])[:count]
            if len(taken) < count and not up_to:
                return None
            chosen += taken
            counts.append(len(taken))
        update: dict[str, Any] = {"targets": chosen, **s20trig2_counts(slots, counts)}  # s20-trig2 (CR 601.2c)
        trial = action.model_copy(update={"choices": action.choices.model_copy(update=update)})
        trial, refusal = self.first_accepted(trial)
        if refusal is not None:
            return None
        every = list(dict.fromkeys(target for fits in by_effect for target in fits))
        return trial, {"targets": every, "targets_by_effect": by_effect}, None

    def with_choices(self, action: Any, targeted: bool, has_x: bool, many: tuple[str, int | str] | None = None
                     ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
        """The action with its described choices (targets, X range), or its refusal."""
        options: dict[str, Any] = {}
        if many is not None:
            described = self.with_many_targets(action, many[0], many[1], has_x)
            if described is not None:
                return described
        if targeted:
            accepted: list[str] = []
            chosen: Any = None
            last: IllegalAction | None = None
            for target in _target_candidates(self.game):
                # the other choices (a modal spell's mode) are kept
                trial = action.model_copy(update={"choices": action.choices.model_copy(update={"targets": [target]})})
                trial, refusal = self.first_accepted(trial)
                if refusal is None:
                    accepted.append(target)
                    chosen = chosen or trial
                else:
                    last = refusal
            if chosen is None:
                plain, refusal = self.first_accepted(action)
                return plain, {}, refusal if refusal is not None else last
            action = chosen
            options["targets"] = accepted
        else:
            action, refusal = self.first_accepted(action)
            if refusal is not None:
                return action, {}, refusal
        if has_x:
            # Paying more X is never easier, so the highest payable X is found by bisection.
            low, high = 0, MAX_X
            while low < high:
                middle = (low + high + 1) // 2
                if self.first_accepted(action.model_copy(update={"x": middle}))[1] is None:
                    low = middle
                else:
                    high = middle - 1
            options["x"] = {"min": 0, "max": low}
            highest, _ = self.first_accepted(action.model_copy(update={"x": low}))
            if getattr(highest, "payment", None) == "auto":
                # The larger X values need the lands: "auto" spends the pool first, so it suits them all.
                action = action.model_copy(update={"payment": "auto"})
        return action, options, None


def _modal(definition_or_ability: Any) -> ModalEffect | None:
    """The "Choose one —" of a card's spell abilities or of an activated ability (CR 700.2), if any."""
    abilities = getattr(definition_or_ability, "abilities", None)
    items = abilities if abilities is not None else [definition_or_ability]
    for ability in items:
        if getattr(ability, "kind", None) in ("activated", "spell", "loyalty") and isinstance(ability.effect, ModalEffect):
            return ability.effect
    return None


def _with_modes(lister: _Lister, action: Any, definition_or_ability: Any, has_x: bool
                ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """`with_choices`, for a modal spell or ability once per mode (CR 700.2a: a mode whose target
    can't be chosen can't be chosen): the first mode that works, `options.modes` listing them all."""
    modal = _modal(definition_or_ability)
    if modal is None:
        slots = s19multi_target_slots(definition_or_ability)  # s19-multi: several targeted effects
        if slots is not None and (described := lister.with_slots(action, slots)) is not None:
            return described
        return lister.with_choices(action, _targeted(definition_or_ability), has_x,
                                   _many_targets(definition_or_ability))
    first: tuple[Any, dict[str, Any]] | None = None
    accepted: list[int] = []
    last: IllegalAction | None = None
    for index, mode in enumerate(modal.modes):
        trial = action.model_copy(update={"choices": Choices(modes=[index])})
        slots = s20trig2_mode_slots(mode)  # s20-trig2: a mode with several targeted effects (CR 700.2c, 601.2c)
        described = lister.with_slots(trial, slots) if slots is not None else None
        trial, options, refusal = described or lister.with_choices(trial, effect_target(mode) is not None, has_x)
        if refusal is not None:
            last = refusal
            continue
        accepted.append(index)
        first = first or (trial, options)
    if first is None:
        return action, {}, last
    if modal.pawprints is not None:  # CR 700.2h: the modes may repeat, up to the limit in {P}
        return first[0], {**first[1], "modes": accepted, "pawprints": list(modal.pawprints),
                          "pawprint_limit": modal.pawprint_limit}, None
    if modal.s27cmd_choose_repeat is not None:  # s27-cmd: exactly this many modes, repeats allowed (CR 700.2d)
        return first[0], {**first[1], "modes": accepted, "s27cmd_choose_repeat": modal.s27cmd_choose_repeat}, None
    if modal.choose_max is not None:  # s15-spells: one to choose_max different modes (CR 700.2d)
        return first[0], {**first[1], "modes": accepted, "choose_max": modal.choose_max}, None
    return first[0], {**first[1], "modes": accepted}, None


def _list_face(lister: _Lister, player_id: str, card_id: str, whole: CardDefinition, face: CardFace | None,
               zone: Zone) -> None:
    """Play or cast one face of a card (`face` None: a card's only, or default, face)."""
    game = lister.game
    player = game.player(player_id)
    definition = whole.face_definition(face)
    permitted = zone is Zone.EXILE and impulse.permitted_location(
        game, card_id, player_id, land=definition.has_type(CardType.LAND)) is not None  # s19-impulse: cast only
    exile_cites = (impulse.LAND_CITES if definition.has_type(CardType.LAND) else impulse.CAST_CITES) if permitted \
        else (cr("715.3d"),)
    if zone is Zone.EXILE and not permitted and exiled_with_casting.caster_of(game, card_id, player_id) is not None:
        exile_cites = exiled_with_casting.CAST_CITES  # s19-impulse: exiled with a permanent (CR 607.2a); not lands
    if zone is Zone.LIBRARY:  # s18-castfree: the top of their library (rules/library_top.py)
        permitted = True
        exile_cites = library_top.LAND_CITES if definition.has_type(CardType.LAND) else library_top.CAST_CITES
    elif zone is Zone.GRAVEYARD:  # s18-castfree: a permission of this turn (rules/graveyard_casting.py)
        exile_cites = aftermath.CITES if face == "right" and aftermath.has_aftermath_half(whole) \
            else graveyard_casting.CAST_CITES  # s24-hou: an aftermath half (CR 702.127a)
    face_cites = [*layouts.FACE_CITES[face],
                  *(exile_cites if zone in (Zone.EXILE, Zone.LIBRARY, Zone.GRAVEYARD) else []),
                  *([cr("903.8")] if zone is Zone.COMMAND else [])]
    if definition.has_type(CardType.LAND):
        if zone is not Zone.HAND and not permitted:
            return
        land = PlayLand(card=card_id, player=player_id, face=face)
        refusal = refusal_of(game, land)
        if refusal is None:
            lister.add(land, None, [cr("305.1"), cr("116.2a"), *face_cites])
        else:
            lister.refuse(land, refusal)
        return
    has_x = parse_mana_cost(definition.mana_cost or "").x_count > 0
    timing = [cr("117.1a"), *([cr("702.8a")] if definition.has_keyword("flash") else [])]  # instant timing too
    tax = commander.tax_for_card(game, card_id)  # CR 903.8
    if face == "fused":
        variants: list[dict[str, Any]] = [{}]
    else:
        # Each way to cast it: plain, and with its optional costs paid (kicker 702.33a, offspring 702.175a)
        # or its gift promised (702.174a: to the first opponent; `options.gift` lists them all).
        variants = _cast_variants(game, player_id, definition)
        if permitted and impulse.free_to_cast(game, card_id, player_id):  # s19-impulse: Golos (CR 118.9)
            variants += [{**paid, "alternative_cost": free_casting.WITHOUT_PAYING} for paid in list(variants)
                         if "alternative_cost" not in paid]
    for paid in variants:
        if face == "fused":
            cast, options, refusal = _fused(lister, Cast(card=card_id, player=player_id, face=face), whole, has_x)
        elif paid.get("alternative_cost") == "mutate":  # s21-mutate: a mutating creature spell's target (CR 702.140a)
            cast, options, refusal = lister.with_choices(Cast(card=card_id, player=player_id, face=face, **paid), True,
                                                         has_x)
        else:
            cast, options, refusal = _with_modes(lister, Cast(card=card_id, player=player_id, face=face, **paid),
                                                 definition, has_x)
            if "gift" in paid and refusal is None:
                options = {**options, "gift": [opponent.id for opponent in game.opponents(player_id)]}
            if refusal is not None and convoke.has_convoke(definition):
                cast, options, refusal = _with_convoke(lister, cast, definition, has_x, refusal)
            if refusal is not None and definition.has_keyword("delve") and player.graveyard:  # s24-khans (CR 702.66a)
                cast, options, refusal = s24khans_with_delve(lister, cast, definition, has_x, refusal)
            if refusal is not None and improvise.has_improvise(game, player, definition):  # s24-kal (CR 702.126a)
                cast, options, refusal = _with_improvise(lister, cast, definition, has_x, refusal)
        if refusal is None:
            # The `compute_cost` answer, and the reductions that apply (Chatzuk) among the cites.
            total = total_cost(game, player, definition, x=cast.x or 0, additional_generic=tax,
                               extra=optional_costs.extra_mana(definition, cast),
                               alternative=alternative_costs.chosen_cost(game, player.id, definition, cast,
                                                                         zone),  # s16-kws (CR 118.9)
                               cast_from=zone)  # s32-oldmh (CR 601.2f)
            total, _ = convoke.paid_by_creatures(game, player, definition, total, list(cast.convoke))
            if cast.choices.delve:  # s24-khans (CR 702.66a)
                total, _ = s24khans_delve.paid_by_graveyard(game, player, definition, total, list(cast.choices.delve))
            total, _ = improvise.paid_by_artifacts(game, player, definition, total, list(cast.improvise))  # s24-kal
            cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                    "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(cast.x or 0)}
            lister.add(cast, cost, [cr("601.2"), *face_cites, *timing, *_optional_cites(paid), *total.cites,
                                    *_payment_cites(cast)], options)
        else:
            lister.refuse(cast, refusal)


def _fused(lister: _Lister, action: Cast, whole: CardDefinition, has_x: bool
           ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """A fused split spell (CR 702.102): its targets are the left half's then the right half's,
    each found as for that half alone; `options.targets_by_half` lists each half's candidates."""
    halves: list[tuple[list[str], list[str]]] = []
    for half in ("left", "right"):
        definition = whole.face_definition(half)
        if not _targeted(definition):
            halves.append(([], []))
            continue
        trial, options, refusal = lister.with_choices(action.model_copy(update={"face": half}), True, False)
        if refusal is not None:
            return lister.with_choices(action, False, has_x)  # refused, with the reason for both halves
        halves.append((list(trial.choices.targets), list(options.get("targets", []))))
    targets = [target for chosen, _ in halves for target in chosen]
    fused = action.model_copy(update={"choices": Choices(targets=targets)})
    fused, options, refusal = lister.with_choices(fused, False, has_x)
    if refusal is None and any(candidates for _, candidates in halves):
        options["targets_by_half"] = {"left": halves[0][1], "right": halves[1][1]}
    return fused, options, refusal
def _optional_cites(paid: dict[str, Any]) -> list[str]:
    """The rules of the optional costs a listed cast pays (kicker, offspring) and of a promised gift."""
    return [*([cr("702.33a")] if paid.get("kicked") else []), *([cr("702.175a")] if paid.get("offspring") else []),
            *([cr("702.174a")] if paid.get("gift") else []),
            *(alternative_costs.cites(paid["alternative_cost"]) if paid.get("alternative_cost") else ())]  # s16-kws


def _cast_variants(game: Game, player_id: str, definition: Any) -> list[dict[str, Any]]:
    """The `cast` fields of each way to cast a card: its optional costs (rules/optional_costs.py),
    each also with its gift promised to the first opponent when it has gift."""
    variants: list[dict[str, Any]] = list(optional_costs.variants(definition))
    # s16-kws: each also for each alternative cost the card has (CR 118.9, rules/alternative_costs.py)
    variants += [{**paid, "alternative_cost": found.name} for found in alternative_costs.alternatives(definition)
                 for paid in list(variants)]
    if free_casting.offered(game, player_id):  # s18-castfree: "without paying their mana costs" (CR 118.9)
        variants += [{**paid, "alternative_cost": free_casting.WITHOUT_PAYING} for paid in list(variants)
                     if "alternative_cost" not in paid]
    opponents = game.opponents(player_id)
    if gift.gift_ability(definition) is not None and opponents:
        variants += [{**paid, "gift": opponents[0].id} for paid in list(variants)]
    return variants


def _with_convoke(lister: _Lister, cast: Cast, definition: Any, has_x: bool, refusal: IllegalAction
                  ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """A cast refused as it is, tried with convoke (CR 702.51a): the fewest of the caster's untapped
    creatures, in battlefield order, that make it castable; `options.convoke` lists them all."""
    player = lister.game.player(lister.player)
    creatures = [permanent.id for permanent in convoke.candidates(lister.game, player)]
    # Each creature pays one mana: more than the spell's total cost (its mana value and kicker) can't help.
    most = parse_mana_cost(definition.mana_cost or "").mana_value() + sum(
        parse_mana_cost(text).mana_value() for text in optional_costs.extra_mana(definition, cast))
    for count in range(1, min(len(creatures), most) + 1):
        trial, options, problem = _with_modes(lister, cast.model_copy(update={"convoke": creatures[:count]}),
                                              definition, has_x)
        if problem is None:
            return trial, {**options, "convoke": creatures}, None
    return cast, {}, refusal


def _with_improvise(lister: _Lister, cast: Cast, definition: Any, has_x: bool, refusal: IllegalAction
                    ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """s24-kal: a cast refused as it is, tried with improvise (CR 702.126a): the fewest of the caster's untapped
    artifacts, in battlefield order, that make it castable; `options.improvise` lists them all."""
    player = lister.game.player(lister.player)
    artifacts = [permanent.id for permanent in improvise.candidates(lister.game, player)]
    # Each artifact pays one generic mana: more than the spell's generic mana (and kicker's) can't help.
    most = sum(parse_mana_cost(text).generic for text in (definition.mana_cost or "",
                                                          *optional_costs.extra_mana(definition, cast)))
    for count in range(1, min(len(artifacts), most) + 1):
        trial, options, problem = _with_modes(lister, cast.model_copy(update={"improvise": artifacts[:count]}),
                                              definition, has_x)
        if problem is None:
            return trial, {**options, "improvise": artifacts}, None
    return cast, {}, refusal


def _mana_cost_entry(text: str, x: int = 0) -> dict[str, Any]:
    cost = parse_activation_cost(text)
    total = TotalCost.from_mana_cost(cost.mana, x)
    additional = [*total.additional_text(), *(["{T}"] if cost.tap else []), *(["{Q}"] if cost.untap else [])]
    return {"mana": total.mana_text() or "{0}", "additional": additional, "mana_value": cost.mana.mana_value(x)}


def _loyalty_cost_entry(ability: LoyaltyAbility, x: int = 0) -> dict[str, Any]:
    """A loyalty ability's cost (CR 606.4): no mana; the loyalty counters it puts on or removes."""
    paid = loyalty.cost_text(ability, x) if x or ability.cost != "-X" else "-X"  # X: `options.x`
    return {"mana": "{0}", "additional": [f"{paid} loyalty"], "mana_value": 0}


def _payment_cites(action: Any) -> list[str]:
    return [cr("601.2g")] if getattr(action, "payment", None) is not None else []


def _list_activated(lister: _Lister, permanent: str, index: int, ability: ActivatedAbility, player: str,
                    cites: tuple[str, ...]) -> None:
    """One activated ability of a permanent (CR 602.2; a granted one's number follows its own, 613.1f)."""
    has_x = parse_mana_cost(ability.cost.replace("{T}", "").replace("{Q}", "")).x_count > 0
    activation, options, refusal = _with_modes(
        lister, Activate(permanent=permanent, ability=index, player=player), ability, has_x)
    if refusal is None:
        lister.add(activation, _mana_cost_entry(ability.cost, activation.x or 0),
                   [cr("602.2"), cr("117.1b"), *_payment_cites(activation), *cites], options)
    else:
        lister.refuse(activation, refusal)


def list_legal_actions(game: Game, player_id: str, explain: bool = False) -> dict[str, Any]:
    """Every action `player_id` may take now, each accepted by the engine's own verification:
    ready to post, with its cost (`compute_cost` form; null for actions without one), the rules
    that allow it and, where a choice is large, `options` describing it (targets, X range,
    attackers, blockers, damage divisions, mana colours). The state is not changed."""

    player = game.player(player_id)
    lister = _Lister(game, player.id, explain)
    if game.state.game_over or player.has_lost:
        # CR 104.1: no action once the game has ended; CR 800.4a: nor by a player who has left it
        return {"legal": [], "not_legal": []}

    # Priority and the "all players pass" shortcuts (CR 117.3d, 117.4). The player who makes the
    # library decision the top of the stack asks (rules/library.py) sees it on `resolve`: only they
    # may give its answer.
    asked = library.asked_choice(game, game.state.stack[0]) if game.state.stack else None
    decision = {"decision": asked} if asked is not None and asked["player"] == player.id else None
    for action, cites in ((PassPriority(player=player.id), [cr("117.3d")]),
                          (Resolve(), [cr("117.4"), cr("405.5"), cr("608.1")]),
                          (NextStep(), [cr("117.4"), cr("500.2")]),
                          (NextTurn(), [cr("117.4"), cr("500.2")])):
        if refusal_of(game, action) is None:
            lister.add(action, None, cites, decision if action.type == "resolve" else None)

    # Cards in hand: play a land (CR 305.1, 116.2a) or cast a spell (CR 601.2, 117.1a), each face of
    # a multi-faced card (rules/layouts.py); commanders in the command zone, cast with the commander
    # tax (CR 903.8); adventurer cards in exile: their creature (715.3d).
    # Cards exiled that an effect lets them play (impulse draw, CR 601.2a, 305.9; rules/impulse.py).
    playable = impulse.permitted_cards(game, player.id)
    exiled = [(card, Zone.EXILE) for card in player.exile
              if layouts.layout_of(game.definition(card.card)) == "adventure" or card.id in playable
              or card.foretold_turn  # s25-khc: a foretold card, for its foretell cost (CR 702.143a)
              or card.plotted_turn]  # s27-otja: a plotted card, without paying its mana cost (CR 702.170d)
    exiled += [(card, Zone.EXILE) for card in exiled_with_casting.castable_cards(game, player.id)  # s19-impulse
               if all(card is not listed for listed, _ in exiled)]
    commanders = [(card, Zone.COMMAND) for card in player.command_zone if card.id in player.commanders]
    top = library_top.playable_top(game, player.id)  # s18-castfree: the top of their library (CR 601.3, 305.1)
    from_top = [(player.library[0], Zone.LIBRARY)] if top else []
    castable = graveyard_casting.permitted_cards(game, player.id)  # s18-castfree: permitted this turn (CR 601.3)
    castable = [*castable, *s26mh_graveyard_self_cast.castable_cards(game, player.id)]  # s26-mh (CR 601.3, 113.6)
    castable = [*castable, *s32oldmh_graveyard_permission.castable_cards(game, player.id)]  # s32-oldmh (CR 601.3)
    from_graveyard = [(card, Zone.GRAVEYARD) for card in player.graveyard if card.id in castable] if castable else []
    for card, zone in [*((card, Zone.HAND) for card in player.hand), *commanders, *exiled, *from_top,
                       *from_graveyard]:
        whole = game.definition(card.card)
        for card_face in layouts.castable_faces(whole, zone):
            _list_face(lister, player.id, card.id, whole, card_face, zone)
        definition = whole
        if zone is not Zone.HAND or whole.faces is not None or definition.has_type(CardType.LAND):
            continue
        if face_down.can_be_cast_face_down(definition):
            hidden, _, refusal = lister.with_choices(Cast(card=card.id, player=player.id, face_down=True), False, False)
            if refusal is None:
                cost = compute_cost(game, ComputeCost(card=card.id, player=player.id, face_down=True))
                lister.add(hidden, cost, [cr("601.2"), *face_down.CAST_FACE_DOWN_CITES, *_payment_cites(hidden)])
            else:
                lister.refuse(hidden, refusal)

    # s24-hou: split cards in their graveyard with an aftermath half: cast that half (CR 702.127a).
    for card in player.graveyard:
        whole = game.definition(card.card)
        if whole.faces is not None and card.id not in castable and aftermath.has_aftermath_half(whole):
            _list_face(lister, player.id, card.id, whole, "right", Zone.GRAVEYARD)

    # Cards in hand with cycling: cycle them (CR 702.29a).
    for card in player.hand:
        found = cycling.cycling_ability(game.definition(card.card))
        if found is None:
            continue
        cycled, refusal = lister.first_accepted(Cycle(card=card.id, player=player.id))
        if refusal is None:
            lister.add(cycled, _mana_cost_entry(found[1].cost), [cr("702.29a"), cr("117.1b"), *_payment_cites(cycled)])
        else:
            lister.refuse(cycled, refusal)

    # s25-khc: cards in hand with foretell, during the player's own turn: foretell them (CR 702.143a, 116.2h).
    for card in player.hand if game.state.active_player == player.id else ():
        if s25khc_foretell.foretell_ability(game.definition(card.card)) is None:
            continue
        foretold, refusal = lister.first_accepted(Foretell(card=card.id, player=player.id))
        if refusal is None:
            lister.add(foretold, _mana_cost_entry(s25khc_foretell.FORETELL_COST),
                       [cr("702.143a"), cr("116.2h"), *_payment_cites(foretold)])
        else:
            lister.refuse(foretold, refusal)
    s25mh_list_suspend(lister, player.id, player.hand)  # s25-mh (end of this module)
    s27otja_list_plot(lister, player.id, player.hand)  # s27-otja (end of this module)
    s34dsk_list_unlock(lister, player.id)  # s34-dsk (end of this module)

    # Cards in hand with ninjutsu, once blockers are declared: one action per unblocked attacker
    # the player controls that it could return (CR 702.49a, 509.1h).
    returnable = ninjutsu.unblocked_attackers(game, player.id) if game.state.combat is not None else []
    for card in player.hand if returnable else ():
        found_ninjutsu = ninjutsu.ninjutsu_ability(game.definition(card.card))
        if found_ninjutsu is None:
            continue
        for attacker in returnable:
            swapped, refusal = lister.first_accepted(Ninjutsu(card=card.id, player=player.id, returning=attacker.id))
            if refusal is None:
                lister.add(swapped, _mana_cost_entry(found_ninjutsu[1].cost),
                           [cr("702.49a"), cr("117.1b"), *_payment_cites(swapped)])
            else:
                lister.refuse(swapped, refusal)

    # Cards in their graveyard with flashback: cast for the flashback cost (CR 702.34a).
    for card in player.graveyard:
        definition = game.definition(card.card)
        alternative = flashback.flashback_cost(definition)
        if alternative is None:
            continue
        for paid in optional_costs.variants(definition):
            cast, options, refusal = _with_modes(lister, Cast(card=card.id, player=player.id, **paid),
                                                 definition, False)
            if refusal is None:
                total = total_cost(game, player, definition, alternative=alternative,
                                   extra=optional_costs.extra_mana(definition, cast), cast_from=Zone.GRAVEYARD)
                cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                        "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(0)}
                lister.add(cast, cost, [cr("601.2"), cr("702.34a"), *_optional_cites(paid),
                                        *total.cites, *_payment_cites(cast)], options)
            else:
                lister.refuse(cast, refusal)

    # s16-kws: cards in their graveyard with escape: cast for the escape cost, exiling other cards (CR 702.138a).
    for card in player.graveyard:
        definition = game.definition(card.card)
        found_escape = escape.escape_ability(definition)
        if found_escape is None or flashback.flashback_cost(definition) is not None or jump_start.has_jump_start(definition):
            continue
        for paid in optional_costs.variants(definition):
            cast, options, refusal = _with_modes(lister, Cast(card=card.id, player=player.id, **paid),
                                                 definition, False)
            if refusal is None:
                total = total_cost(game, player, definition, alternative=found_escape.cost,
                                   extra=optional_costs.extra_mana(definition, cast), cast_from=Zone.GRAVEYARD)
                cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                        "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(0)}
                lister.add(cast, cost, [cr("601.2"), *escape.CITES, *_optional_cites(paid),
                                        *total.cites, *_payment_cites(cast)], options)
            else:
                lister.refuse(cast, refusal)

    # s17-dfc: cards in their graveyard with disturb: cast transformed for the disturb cost (CR 702.146a).
    for card in player.graveyard:
        definition = game.definition(card.card)
        disturb_cost = disturb.disturb_cost(definition)
        if disturb_cost is None or definition.back_face is None or definition.faces is not None:
            continue
        back = definition.back_face
        cast, options, refusal = _with_modes(lister, Cast(card=card.id, player=player.id, face="back"), back, False)
        if refusal is None:
            total = total_cost(game, player, back, alternative=disturb_cost, cast_from=Zone.GRAVEYARD)
            cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                    "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(0)}  # CR 712.8c
            lister.add(cast, cost, [cr("601.2"), *disturb.CITES, *total.cites, *_payment_cites(cast)], options)
        else:
            lister.refuse(cast, refusal)

    # s16-kws: cards in their graveyard with jump-start: cast for their mana cost, discarding a card (CR 702.133a).
    for card in player.graveyard:
        definition = game.definition(card.card)
        retrace = s26cmda_retrace.has_retrace(definition) and not jump_start.has_jump_start(definition)  # s26-cmda
        if not (jump_start.has_jump_start(definition) or retrace) or flashback.flashback_cost(definition) is not None:
            continue
        for paid in optional_costs.variants(definition):
            cast, options, refusal = _with_modes(lister, Cast(card=card.id, player=player.id, **paid),
                                                 definition, False)
            if refusal is None:
                total = total_cost(game, player, definition, extra=optional_costs.extra_mana(definition, cast),
                                   cast_from=Zone.GRAVEYARD)
                cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                        "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(0)}
                lister.add(cast, cost, [cr("601.2"), *(s26cmda_retrace.CITES if retrace else jump_start.CITES),
                                        *_optional_cites(paid),
                                        *total.cites, *_payment_cites(cast)], options)
            else:
                lister.refuse(cast, refusal)

    # Cards in their graveyard or hand with abilities that work there (CR 113.6k: "Return ~ from your
    # graveyard"; s15-neo: channel, "Discard ~" in the cost).
    for cards, works_there in ((player.graveyard, graveyard_abilities.functions_from_graveyard),
                               (player.hand, neo_functions_from_hand)):
        for card in cards:
            for index, ability in enumerate(game.definition(card.card).abilities):
                if not works_there(ability):
                    continue
                activation, options, refusal = _with_modes(
                    lister, Activate(permanent=card.id, ability=index, player=player.id), ability, False)
                if refusal is None:
                    lister.add(activation, _mana_cost_entry(ability.cost),
                               [cr("602.2"), cr("113.6k"), cr("117.1b"), *_payment_cites(activation)], options)
                else:
                    lister.refuse(activation, refusal)

    # Land cards in their graveyard, while an effect lets them play lands from there (CR 305.1, Crucible).
    if player.graveyard and graveyard_lands.allowed(game, player.id):
        for card in player.graveyard:
            if game.definition(card.card).has_type(CardType.LAND):
                land = PlayLand(card=card.id, player=player.id)
                refusal = refusal_of(game, land)
                if refusal is None:
                    lister.add(land, None, [cr("305.1"), cr("116.2a"), *graveyard_lands.CITES])
                else:
                    lister.refuse(land, refusal)

    # Permanents they control: activated abilities (CR 602), mana abilities (605), turning face up (116.2b).
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        if permanent.face_down:
            for pay in ("negamorph", "other", "morph", "mana_cost"):  # s24-khans: CR 702.37e, 701.40b
                up = TurnFaceUp(permanent=permanent.id, pay=pay, player=player.id)
                if refusal_of(game, up) is None:
                    lister.add(up, None, [cr("116.2b"), cr("702.37e")])
            continue
        if permanent.card is None:
            continue
        face = current_face(game, permanent)
        for index, ability in enumerate(face.abilities):
            if isinstance(ability, LoyaltyAbility):  # CR 606.3: its own timing, once per turn
                activation, options, refusal = _with_modes(
                    lister, Activate(permanent=permanent.id, ability=index, player=player.id), ability,
                    ability.cost == "-X")
                if refusal is None:
                    lister.add(activation, _loyalty_cost_entry(ability, activation.x or 0),
                               [cr("602.2"), cr("606.3"), cr("606.4")], options)
                else:
                    lister.refuse(activation, refusal)
                continue
            if isinstance(ability, ActivatedAbility):
                _list_activated(lister, permanent.id, index, ability, player.id, ())
        for index, granted in mana_abilities.granted_numbered(game, permanent).items():  # s19-granted
            if isinstance(granted, ActivatedAbility):
                _list_activated(lister, permanent.id, index, granted, player.id, GRANTED_CITES)
        for index, mana_ability in mana_abilities.mana_abilities(game, permanent).items():
            colors = mana_abilities.type_options(game, permanent, mana_ability)
            tap = TapForMana(permanent=permanent.id, ability=index, player=player.id,
                             color=colors[0] if colors and len(colors) > 1 else None)
            if refusal_of(game, tap) is None:
                lister.add(tap, _mana_cost_entry(mana_ability.cost), [cr("605.1a"), cr("605.3a")],
                           {"color": colors} if colors and len(colors) > 1 else None)

    # Turn-based actions of combat, described rather than enumerated (CR 508.1, 509.1, 510.1).
    attack = DeclareAttackers(player=player.id)
    attackers: dict[str, list[str]] = {}
    if refusal_of(game, attack) is None:
        attackers = attack_options(game)
        described: dict[str, Any] = {"attackers": attackers}
        with_banding = [a for a in attackers if has_keyword(game, game.require_permanent(a), "banding")]
        if with_banding:
            # CR 702.22c: a band is any of these plus at most one other attacker, all attacking the same target.
            described["banding"] = with_banding
        faces = {attacker: current_face(game, permanent) for attacker in attackers
                 if not (permanent := game.require_permanent(attacker)).face_down and permanent.card is not None}
        optional = {attacker: ability.optional_cost for attacker, face in faces.items()
                    for _, ability in triggered_abilities(face, "attacks") if ability.optional_cost is not None}
        if optional:
            # "You may pay" as the attack trigger resolves; `choices.pay_optional_cost` answers it in advance.
            described["optional_costs"] = optional
        lister.add(attack, None, [cr("508.1"), *([cr("702.22c")] if with_banding else [])], described)
    if explain and game.state.active_player == player.id:
        opponent = next((p.id for p in game.opponents(player.id)), "")
        for permanent in game.state.battlefield:
            if permanent.controller == player.id and permanent.id not in attackers and is_creature(game, permanent):
                alone = DeclareAttackers(player=player.id,
                                         attackers=[AttackDeclaration(id=permanent.id, defending=opponent)])
                refusal = refusal_of(game, alone)
                if refusal is not None:
                    lister.refuse(alone, refusal)
    block = DeclareBlockers(player=player.id)
    if refusal_of(game, block) is None and game.state.combat is not None and any(
            attacked_player(game, a) == player.id for a in game.state.combat.attackers):
        lister.add(block, None, [cr("509.1")], {"blockers": block_options(game, player.id)})
    damage = AssignCombatDamage(player=player.id)
    if refusal_of(game, damage) is None:
        lister.add(damage, None, [cr("510.1")], {"sources": divisions_due(game).get(player.id, [])})
    return {"legal": lister.legal, "not_legal": lister.not_legal}


def verify_legal_actions(game: Game, action: Any) -> None:
    game.player(action.player or game.state.priority_player or game.state.active_player)


def legal_actions(game: Game, action: Any) -> dict[str, Any]:
    game.rule_memory[SOURCES_MEMO] = {}  # the state doesn't change while the actions are verified
    try:
        return list_legal_actions(game, action.player or game.state.priority_player or game.state.active_player
                                  or "", action.explain)
    finally:
        del game.rule_memory[SOURCES_MEMO]


registry.register_action("legal_actions", verify=verify_legal_actions, apply=legal_actions)


# --- s20-trig2 (docs/oracle-s20-trig2.md) ---


def s20trig2_mode_slots(mode: Any) -> list[tuple[str, int, bool]] | None:
    """(spec, number, up to) of each targeted effect of one mode with two or more of them, each a fixed number (CR
    700.2c: a mode's targets are chosen once it is chosen, dealt out to its effects in order, 601.2c); None for a mode
    with one targeted effect or none."""
    return s20trig2_effect_slots(mode.effects) if getattr(mode, "kind", None) == "mode_sequence" else None


def s20trig2_effect_slots(effects: list[Any]) -> list[tuple[str, int, bool]] | None:
    """(spec, number, up to) of each targeted effect, in order, when two or more of them each take a fixed number
    (CR 601.2c); None otherwise."""
    slots: list[tuple[str, int, bool]] = []
    for effect in effects:
        spec = effect_target(effect)
        if spec is None:
            continue
        count = target_count(effect)
        if type(count) is not int:
            return None
        slots.append((spec, count, bool(getattr(effect, "up_to", False))))
    return slots if len(slots) > 1 else None


def s20trig2_counts(slots: list[tuple[str, int, bool]], counts: list[int]) -> dict[str, Any]:
    """`choices.target_counts` for a listed action whose several "up to" targets leave open which effect a target is
    for (CR 601.2c; rules/effects_targets.py refuses it without them); {} for any other."""
    return {"target_counts": counts} if sum(up_to for _, _, up_to in slots) > 1 else {}


# --- s24-khans ---


def s24khans_with_delve(lister: _Lister, cast: Cast, definition: Any, has_x: bool, refusal: IllegalAction
                        ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """A cast refused as it is, tried with delve (CR 702.66a): the fewest cards of the caster's graveyard, in graveyard
    order, that make it castable; `options.delve` lists them all."""
    player = lister.game.player(lister.player)
    cards = [card.id for card in player.graveyard]
    most = parse_mana_cost(definition.mana_cost or "").mana_value()  # each card pays one generic mana
    for count in range(1, min(len(cards), most) + 1):
        choices = cast.choices.model_copy(update={"delve": cards[:count]})
        trial, options, problem = _with_modes(lister, cast.model_copy(update={"choices": choices}), definition, has_x)
        if problem is None:
            return trial, {**options, "delve": cards}, None
    return cast, {}, refusal


# --- s25-mh ---


def s25mh_list_suspend(lister: _Lister, player_id: str, hand: list[Any]) -> None:
    """Cards in hand with suspend: suspend them (CR 702.62a, a special action, 116.2f), each accepted by the engine's own
    verification (its timing, its suspend cost)."""
    for card in hand:
        found = s24mh1_suspend.suspend_ability(lister.game.definition(card.card))
        if found is None:
            continue
        suspended, refusal = lister.first_accepted(Suspend(card=card.id, player=player_id))
        if refusal is None:
            lister.add(suspended, _mana_cost_entry(found.cost),
                       [cr("702.62a"), cr("116.2f"), cr("117.1b"), *_payment_cites(suspended)])
        else:
            lister.refuse(suspended, refusal)


# --- s27-otja ---


def s27otja_list_plot(lister: _Lister, player_id: str, hand: list[Any]) -> None:
    """s27-otja: cards in hand with plot, in the player's main phase with the stack empty: plot them (CR 702.170a-b)."""
    game = lister.game
    if game.state.active_player != player_id or not game.state.step.is_main_phase or game.state.stack:
        return
    for card in hand:
        ability = s27otja_plot.plot_ability(game.definition(card.card))
        if ability is None:
            continue
        plotted, refusal = lister.first_accepted(Plot(card=card.id, player=player_id))
        if refusal is None:
            lister.add(plotted, _mana_cost_entry(ability.cost), [*s27otja_plot.CITES, *_payment_cites(plotted)])
        else:
            lister.refuse(plotted, refusal)


# --- s34-dsk ---


def s34dsk_list_unlock(lister: _Lister, player_id: str) -> None:
    """s34-dsk: the locked doors of the Rooms the player controls, in their main phase with the stack empty: unlock
    them (CR 116.2m, 709.5e)."""
    game = lister.game
    if game.state.active_player != player_id or not game.state.step.is_main_phase or game.state.stack:
        return
    for permanent in game.state.battlefield:
        if permanent.controller != player_id:
            continue
        for door in s34dsk_rooms.locked_doors(game, permanent):
            unlocked, refusal = lister.first_accepted(Unlock(permanent=permanent.id, door=door, player=player_id))
            if refusal is None:
                cost = s34dsk_rooms.door_cost(game.definition(permanent.card), door)
                lister.add(unlocked, _mana_cost_entry(cost), [*s34dsk_rooms.CITES, *_payment_cites(unlocked)])
            else:
                lister.refuse(unlocked, refusal)
