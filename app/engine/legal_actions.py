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
    DeclareAttackers,
    DeclareBlockers,
    NextStep,
    NextTurn,
    PassPriority,
    PlayLand,
    Resolve,
    TapForMana,
    TurnFaceUp,
)
from app.engine.cards import ActivatedAbility, ModalEffect, effect_target, effects_of, target_count
from app.engine.characteristics import current_face, has_keyword, is_creature
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.loop.apply import refusal_of
from app.engine.mana import parse_activation_cost, parse_mana_cost
from app.engine.pending import attack_options, block_options
from app.engine.rules import face_down, mana_abilities
from app.engine.rules.combat import attacked_player, divisions_due
from app.engine.rules.compute_cost import compute_cost
from app.engine.rules.costs import TotalCost, total_cost
from app.engine.rules.effects_targets import target_problem
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
        if getattr(ability, "kind", None) not in ("activated", "spell"):
            continue
        target = getattr(getattr(ability, "effect", None), "target", None)
        if isinstance(target, str) and target not in _NO_TARGET:
            return True
    return False


def _many_targets(definition_or_ability: Any) -> tuple[str, int | str] | None:
    """(spec, count) when the one targeted effect of a spell or ability takes several targets: a
    number above 1 or X ("Exile two target ...", "Tap X target creatures."); else None."""
    abilities = getattr(definition_or_ability, "abilities", None)
    items = abilities if abilities is not None else [definition_or_ability]
    effects = [effect for ability in items if getattr(ability, "kind", None) in ("activated", "spell")
               for effect in effects_of(ability)]
    targeted = [(spec, target_count(effect)) for effect in effects if (spec := effect_target(effect)) is not None]
    if len(targeted) != 1 or targeted[0][1] in (1, "any_number"):
        return None
    return targeted[0]


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
        if getattr(ability, "kind", None) in ("activated", "spell") and isinstance(ability.effect, ModalEffect):
            return ability.effect
    return None


def _with_modes(lister: _Lister, action: Any, definition_or_ability: Any, has_x: bool
                ) -> tuple[Any, dict[str, Any], IllegalAction | None]:
    """`with_choices`, for a modal spell or ability once per mode (CR 700.2a: a mode whose target
    can't be chosen can't be chosen): the first mode that works, `options.modes` listing them all."""
    modal = _modal(definition_or_ability)
    if modal is None:
        return lister.with_choices(action, _targeted(definition_or_ability), has_x,
                                   _many_targets(definition_or_ability))
    first: tuple[Any, dict[str, Any]] | None = None
    accepted: list[int] = []
    last: IllegalAction | None = None
    for index, mode in enumerate(modal.modes):
        trial = action.model_copy(update={"choices": Choices(modes=[index])})
        trial, options, refusal = lister.with_choices(trial, effect_target(mode) is not None, has_x)
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
    return first[0], {**first[1], "modes": accepted}, None


def _mana_cost_entry(text: str, x: int = 0) -> dict[str, Any]:
    cost = parse_activation_cost(text)
    total = TotalCost.from_mana_cost(cost.mana, x)
    additional = [*total.additional_text(), *(["{T}"] if cost.tap else []), *(["{Q}"] if cost.untap else [])]
    return {"mana": total.mana_text() or "{0}", "additional": additional, "mana_value": cost.mana.mana_value(x)}


def _payment_cites(action: Any) -> list[str]:
    return [cr("601.2g")] if getattr(action, "payment", None) is not None else []


def list_legal_actions(game: Game, player_id: str, explain: bool = False) -> dict[str, Any]:
    """Every action `player_id` may take now, each accepted by the engine's own verification:
    ready to post, with its cost (`compute_cost` form; null for actions without one), the rules
    that allow it and, where a choice is large, `options` describing it (targets, X range,
    attackers, blockers, damage divisions, mana colours). The state is not changed."""

    player = game.player(player_id)
    lister = _Lister(game, player.id, explain)
    if game.state.game_over:
        return {"legal": [], "not_legal": []}  # CR 104.1: no action once the game has ended

    # Priority and the "all players pass" shortcuts (CR 117.3d, 117.4).
    for action, cites in ((PassPriority(player=player.id), [cr("117.3d")]),
                          (Resolve(), [cr("117.4"), cr("405.5"), cr("608.1")]),
                          (NextStep(), [cr("117.4"), cr("500.2")]),
                          (NextTurn(), [cr("117.4"), cr("500.2")])):
        if refusal_of(game, action) is None:
            lister.add(action, None, cites)

    # Cards in hand: play a land (CR 305.1, 116.2a) or cast a spell (CR 601.2, 117.1a).
    for card in player.hand:
        definition = game.definition(card.card)
        if definition.has_type(CardType.LAND):
            land = PlayLand(card=card.id, player=player.id)
            refusal = refusal_of(game, land)
            if refusal is None:
                lister.add(land, None, [cr("305.1"), cr("116.2a")])
            else:
                lister.refuse(land, refusal)
            continue
        has_x = parse_mana_cost(definition.mana_cost or "").x_count > 0
        timing = [cr("117.1a"), *([cr("702.8a")] if definition.has_keyword("flash") else [])]  # instant timing too
        cast, options, refusal = _with_modes(lister, Cast(card=card.id, player=player.id), definition, has_x)
        if refusal is None:
            # The `compute_cost` answer, and the reductions that apply (Chatzuk) among the cites.
            total = total_cost(game, player, definition, x=cast.x or 0)
            cost = {"mana": total.mana_text() or "{0}", "additional": total.additional_text(),
                    "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(cast.x or 0)}
            lister.add(cast, cost, [cr("601.2"), *timing, *total.cites, *_payment_cites(cast)], options)
        else:
            lister.refuse(cast, refusal)
        if face_down.can_be_cast_face_down(definition):
            hidden, _, refusal = lister.with_choices(Cast(card=card.id, player=player.id, face_down=True), False, False)
            if refusal is None:
                cost = compute_cost(game, ComputeCost(card=card.id, player=player.id, face_down=True))
                lister.add(hidden, cost, [cr("601.2"), *face_down.CAST_FACE_DOWN_CITES, *_payment_cites(hidden)])
            else:
                lister.refuse(hidden, refusal)

    # Permanents they control: activated abilities (CR 602), mana abilities (605), turning face up (116.2b).
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        if permanent.face_down:
            for pay in ("negamorph", "other"):
                up = TurnFaceUp(permanent=permanent.id, pay=pay, player=player.id)
                if refusal_of(game, up) is None:
                    lister.add(up, None, [cr("116.2b"), cr("702.37e")])
            continue
        if permanent.card is None:
            continue
        face = current_face(game, permanent)
        for index, ability in enumerate(face.abilities):
            if not isinstance(ability, ActivatedAbility):
                continue
            has_x = parse_mana_cost(ability.cost.replace("{T}", "").replace("{Q}", "")).x_count > 0
            activation, options, refusal = _with_modes(
                lister, Activate(permanent=permanent.id, ability=index, player=player.id), ability, has_x)
            if refusal is None:
                lister.add(activation, _mana_cost_entry(ability.cost, activation.x or 0),
                           [cr("602.2"), cr("117.1b"), *_payment_cites(activation)], options)
            else:
                lister.refuse(activation, refusal)
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
