"""Equip (CR 702.6): "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
control. Activate only as a sorcery." (702.6a). A definition writes it `{"kind": "equip", "cost":
"{2}"}` (cards.py `EquipAbility`); it is activated with `activate` like any activated ability
(its index among the abilities), paying its cost (602.2b), only as a sorcery (602.5d:
rules/activation_costs.py), targeting a creature its controller controls (`choices.targets`).

As it resolves (the `attach` effect, CR 701.3a), the Equipment becomes attached to the target
(its `attached_to`), leaving whatever it equipped before. Nothing happens if the target is no
longer legal (608.2b), if the Equipment has left the battlefield, if it is already attached to
that creature (701.3b), or if it can't equip it (701.3b: an Equipment that is a creature,
301.5c; protection from a quality of the Equipment, 702.16d): it then doesn't move. The
equipped creature has what the Equipment's `attached_pump` abilities give it ("Equipped creature
gets +1/+1"), and state-based actions unattach an Equipment attached illegally (704.5n,
rules/equipment.py). An Equipment whose controller changes stays attached (701.3c is not needed:
control changes don't unattach)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AttachEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, referents
from app.engine.rules.equipment import ATTACHMENTS, equip_problem
from app.engine.state import Permanent, StackObject


def _resolve_attach(game: Game, item: StackObject, effect: AttachEffect, choices: Choices) -> None:
    equipment = game.permanent(item.source or "") if effect.s30modern_what is None else s30modern_attached_it(game, item)
    hosts = [
        host for object_id in affected(game, item, effect.target) if (host := game.permanent(object_id)) is not None
    ]
    if equipment is None or not hosts:
        note = "the Equipment is no longer on the battlefield" if equipment is None else "its target is no longer legal"
        game.emit(
            "ability_resolved",
            [cr("608.2b"), cr("701.3a")],
            stack_object=item.id,
            source=item.source,
            effect="attach",
            note=note,
        )
        return
    attach_to(game, item, equipment, hosts[0])


def attach_to(game: Game, item: StackObject, equipment: Permanent, host: Permanent) -> None:
    """The Equipment becomes attached to `host` as `item` resolves (CR 701.3a), unless it already is or can't be
    (701.3b): said in an event either way. Also s32-mb's "manifest dread, then attach ~ to that creature"."""
    if equipment.attached_to == host.id:
        game.emit(
            "ability_resolved",
            [cr("701.3b")],
            stack_object=item.id,
            source=equipment.id,
            effect="attach",
            note=f"{equipment.id} is already attached to {host.id}: nothing happens",
        )
        return
    problem = equip_problem(game, equipment, host)
    if problem is not None:
        game.emit(
            "ability_resolved",
            [cr("701.3b"), *problem[1]],
            stack_object=item.id,
            source=equipment.id,
            effect="attach",
            note=f"{equipment.id} can't be attached to {host.id} and doesn't move: {problem[0]}",
        )
        return
    was = equipment.attached_to
    equipment.attached_to = host.id
    game.rule_memory[ATTACHMENTS] = True  # something is attached now: the attachment checks look (704.5n)
    game.changed(equipment)
    game.changed(host)
    game.emit(
        "attached",
        [cr("608.2"), cr("701.3a"), cr("702.6a")],
        stack_object=item.id,
        permanent=equipment.id,
        attached_to=host.id,
        **({"was_attached_to": was} if was is not None else {}),
    )


registry.effect_resolvers["attach"] = _resolve_attach


# --- s30-modern ---


def s30modern_attached_it(game: Game, item: StackObject) -> Permanent | None:
    """s30-modern: "Attach target Equipment you control to target creature you control." (CR 701.3a, 608.2c): the
    Equipment the `choose_target` before named, if it is still a legal target (608.2b), else None (nothing moves)."""
    named = next((ref.id for ref in referents(game) if game.permanent(ref.id) is not None), None)
    return game.permanent(named) if named is not None else None
