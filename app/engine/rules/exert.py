"""s24-hou: exert (CR 701.43): "To exert a permanent, you choose to have it not untap during your next untap step."

- `exert_self` ("{T}, Exert ~: ...", an activation cost, CR 602.2b): paid by exerting the ability's source. Exerting
  needs nothing (CR 118.3): a permanent already exerted, or untapped, may be exerted again; exerted more than once
  before that untap step, it still misses only that one.
- `exert_as_attacks` ("You may exert ~ as it attacks.", an optional cost to attack, CR 508.1g): a `declare_attackers`
  declaration with `exert` exerts that creature as the costs to attack are paid (508.1h). Only a creature with that
  ability may be exerted so (nothing else lets a player exert it); a creature put onto the battlefield attacking is
  never declared, so never exerted this way.
- Exerting marks the permanent `doesnt_untap_next_step_of` the exerting player (rules/untap_next_step.py: it stays
  tapped in that player's next untap step, CR 502.3, then the effect is over, 611.2b). The `exerted` event says so
  (`as_attacks` when exerted as it attacked).
- Triggers: "When you do, ..." after "You may exert ~ as it attacks." (`self_exerted`, a reflexive triggered ability,
  CR 603.12: only when ~ is exerted as it attacks) and "Whenever you exert a creature, ..." (`you_exert`, CR 603.2:
  any creature its controller exerts, however). They go on the stack the next time a player would receive priority,
  in the declare attackers step (before blockers are declared, 508.2).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import DeclareAttackers
from app.engine.cards import ExertAsAttacksAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import abilities_of_kind, trigger_needs
from app.engine.rules.event_triggers import abilities_with, players_permanents_triggered, triggered
from app.engine.state import Permanent

CITES = (cr("701.43"),)
_SELF = frozenset({"self_exerted"})
_YOU = frozenset({"you_exert"})


def exert(game: Game, permanent: Permanent, player: str, cites: list[str], *, as_attacks: bool = False) -> None:
    """`player` exerts `permanent` (CR 701.43): it won't untap during their next untap step (502.3)."""
    permanent.doesnt_untap_next_step_of = player
    game.changed(permanent)
    game.emit("exerted", [*cites, *CITES, cr("502.3")], permanent=permanent.id, player=player,
              **({"as_attacks": True} if as_attacks else {}))


def _verify(game: Game, action: DeclareAttackers) -> None:
    """CR 701.43, 508.1g: only a creature whose own ability says so may be exerted as it attacks."""
    for declaration in action.attackers:
        if not declaration.exert:
            continue
        attacker = game.require_permanent(declaration.id)
        if not abilities_of_kind(game, attacker, ExertAsAttacksAbility):
            raise IllegalAction("Can't exert", f"{declaration.id} has no ability that lets it be exerted as it "
                                "attacks ('You may exert ~ as it attacks.')", [*CITES, cr("508.1g")])


def _pay(game: Game, action: DeclareAttackers) -> None:
    """CR 508.1h: the attackers declared with `exert` are exerted as the costs to attack are paid."""
    for declaration in action.attackers:
        if declaration.exert:
            attacker = game.require_permanent(declaration.id)
            exert(game, attacker, attacker.controller or game.state.active_player or "", [cr("508.1g"), cr("508.1h")],
                  as_attacks=True)


def _self_exerted(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "You may exert ~ as it attacks. When you do, ..." (CR 603.12): ~ itself, exerted as it attacked."""
    permanent = game.permanent(event["permanent"])
    if permanent is None or not event.get("as_attacks"):
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [triggered(permanent, index, "self_exerted", named, [*CITES, cr("603.12")])
            for index, _ability in abilities_with(game, permanent, _SELF)]


def _you_exert(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever you exert a creature, ..." (CR 603.2): the exerting player's permanents with it."""
    permanent = game.permanent(event["permanent"])
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    if permanent is None or characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return []
    return players_permanents_triggered(game, event["player"], _YOU, "you_exert", {"that_permanent": permanent.id},
                                        [*CITES, cr("603.2")])


registry.attack_declaration_costs.add(_verify)
registry.attack_costs_paid.add(_pay)
keyword_triggers.watch("exerted", _self_exerted, needs=trigger_needs(_SELF))
keyword_triggers.watch("exerted", _you_exert, needs=trigger_needs(_YOU))
