"""Costs to attack (CR 508.1g-h): "Enchanted creature can't attack unless its controller pays {3}."
(Brainwash), the `attack_cost` ability.

As attackers are declared, the active player adds up the costs of every creature declared (CR
508.1g: locked in then) and pays them (508.1h) from their mana pool, after the attackers are tapped
(508.1f). A declaration whose total cost can't be paid in full is refused, and nothing happens
(design: a request is all or nothing); declaring the creature is the choice to pay.
"""

from __future__ import annotations

from collections import Counter

from app.engine import registry
from app.engine.actions import DeclareAttackers
from app.engine.cards import AttackCostAbility
from app.engine.characteristics import compute, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules import ability_presence, costs
from app.engine.state import Permanent


def _costs_of(game: Game, attacker: Permanent) -> list[str]:
    found: list[str] = []
    sources = [attacker, *(p for p in game.state.battlefield if p.attached_to == attacker.id)]
    for source in sources:
        if source.face_down or source.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        face = current_face(game, source)
        if not face.abilities:
            continue
        wanted = "self" if source is attacker else "enchanted_creature"
        found += [a.cost for a in face.abilities_of(AttackCostAbility) if a.affected == wanted]
    return found


def _total(game: Game, action: DeclareAttackers) -> costs.TotalCost | None:
    parts = [text for declaration in action.attackers
             for text in _costs_of(game, game.require_permanent(declaration.id))]
    if ability_presence.game_has(game, AttackCostAbility):  # s23-std: "Creatures can't attack you ..." (end of module)
        parts += [text for declaration in action.attackers for text in s23std_taxes(game, declaration.defending)]
    if not parts:
        return None
    generic = 0
    colored: Counter[str] = Counter()
    colorless = 0
    for text in parts:
        cost = costs.TotalCost.from_mana_cost(parse_mana_cost(text))
        generic += cost.generic
        colored.update(cost.colored)
        colorless += cost.colorless
    return costs.TotalCost(generic=generic, colored=dict(colored), colorless=colorless,
                           cites=(cr("508.1g"), cr("508.1h")))


def verify_attack_costs(game: Game, action: DeclareAttackers) -> None:
    total = _total(game, action)
    if total is not None:
        player = game.player(game.state.active_player or "")
        costs.verify_payable(game, player, total, "the costs to attack (CR 508.1g)")


def pay_attack_costs(game: Game, action: DeclareAttackers) -> None:
    total = _total(game, action)
    if total is not None:
        player = game.player(game.state.active_player or "")
        costs.pay(game, player, total, "the costs to attack (CR 508.1h)")


registry.attack_declaration_costs.add(verify_attack_costs)
registry.attack_costs_paid.add(pay_attack_costs)


# --- s23-std ---


def s23std_taxes(game: Game, defending: str) -> list[str]:
    """ "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those
    creatures." (CR 508.1g): the costs one creature attacking `defending` (a player, or a planeswalker: its
    controller's) adds, one for each such ability of a permanent that player controls."""
    attacked = game.permanent(defending)
    # s26-cmda: "attacking_only_you": "... can't attack you unless ..." (a player, not a planeswalker)
    wanted: tuple[str, ...] = ("attacking_you", "attacking_only_you")
    if attacked is not None:
        wanted = ("attacking_you",)
        characteristics = compute(game, attacked)
        if characteristics is None or CardType.PLANESWALKER.value not in characteristics.types:
            return []  # a battle is neither "you" nor a planeswalker you control
        defending = attacked.controller or ""
    found: list[str] = []
    for source in game.state.battlefield:
        if source.controller != defending or source.face_down or source.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        face = current_face(game, source)
        if face.abilities:
            found += [a.cost for a in face.abilities_of(AttackCostAbility) if a.affected in wanted]
    return found
