"""Equipment (CR 301.5) attached to creatures, and protection against it (702.16d).

An Equipment is an artifact with the subtype Equipment. One attached to a creature (its
`attached_to`, e.g. in a posted state) gives it what its `attached_pump` abilities say ("Equipped
creature gets +N/+N [and has <keywords>]", layers 6 and 7c, the same ability as an Aura's,
rules/auras.py). As a state-based action (704.5n), an Equipment attached to something that is not
a creature on the battlefield, to itself, or to a creature with protection from a quality of the
Equipment (702.16d) becomes unattached and stays on the battlefield. The equip ability (702.6,
"Equip {N}") attaches an Equipment during a game: rules/equip.py.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from app.engine import registry
from app.engine.cards import EnchantAbility, EquipAbility, ReconfigureAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, is_in
from app.engine.keywords import has_quality, parameters_of
from app.engine.rules.reconfigure import has_reconfigure  # s15-neo (CR 301.5c)
from app.engine.state import Permanent

EQUIPMENT = "Equipment"
# game.rule_memory keys: True once rules/auras.py saw an Aura or an attached permanent (it notes an
# Aura entering, the only thing that attaches anything during a game here); whether a permanent of
# the posted state was attached.
ATTACHMENTS = "attachments"
_POSTED_ATTACHED = "equipment.posted_attached"
_ATTACHED_TO = attrgetter("attached_to")


def _may_be_attached(game: Game) -> bool:
    """Whether any permanent may be attached to something (else no Equipment is, and 704.5n has
    nothing to look at): one of the posted state, or one rules/auras.py noted since."""
    memory = game.rule_memory
    posted = memory.get(_POSTED_ATTACHED)
    if posted is None:
        # `attached_to` is a non-empty id or None: truth is "not None", tested in C
        posted = memory[_POSTED_ATTACHED] = any(map(_ATTACHED_TO, game.state.battlefield))
    return posted or bool(memory.get(ATTACHMENTS))


def is_equipment(game: Game, permanent: Permanent) -> bool:
    if permanent.face_down or permanent.card is None:
        return False
    characteristics = characteristics_of(game, permanent)
    return characteristics is not None and EQUIPMENT in characteristics.subtypes


def _illegal_equip(game: Game, equipment: Permanent) -> tuple[str, list[str]] | None:
    """Why this Equipment can't stay attached where it is, with the rules (704.5n, 702.16d), or None."""
    host = game.permanent(equipment.attached_to or "")
    if host is None:
        return f"{equipment.attached_to!r} is not a permanent on the battlefield", [cr("704.5n")]
    found = equip_problem(game, equipment, host)
    return None if found is None else (found[0], [cr("704.5n"), *(c for c in found[1] if c != cr("301.5c"))])


def equip_problem(game: Game, equipment: Permanent, host: Permanent) -> tuple[str, list[str]] | None:
    """Why this Equipment can't equip `host`, with the rules, or None: itself, a noncreature, a
    creature with protection from a quality of it (702.16d), or an Equipment that is a creature
    itself (301.5c)."""
    if host is equipment:
        return "an Equipment can't equip itself", [cr("301.5c")]
    host_characteristics = characteristics_of(game, host)
    if host_characteristics is None or CardType.CREATURE.value not in host_characteristics.types:
        return f"{host.id!r} is not a creature (CR 301.5c)", [cr("301.5c")]
    equipment_characteristics = characteristics_of(game, equipment)
    if equipment_characteristics is None:
        return None
    if CardType.CREATURE.value in equipment_characteristics.types and not has_reconfigure(game, equipment):
        return f"{equipment.id!r} is a creature: an Equipment that is a creature can't equip one", [cr("301.5c")]
    for quality in parameters_of(host_characteristics.keywords, "protection"):
        if has_quality(quality, equipment_characteristics.colors, equipment_characteristics.types,
                       equipment_characteristics.subtypes):
            return f"{host.id!r} has protection from {quality} (CR 702.16d)", [cr("702.16d")]
    return None


def equipment_checked(game: Game) -> list[Callable[[], None]]:
    """CR 704.5n: Equipment attached illegally becomes unattached (it stays on the battlefield)."""
    if not _may_be_attached(game):
        return []  # nothing attached in this game (most games)
    thunks: list[Callable[[], None]] = []
    for permanent in game.state.battlefield:
        if permanent.attached_to is None or not is_equipment(game, permanent):
            continue
        found = _illegal_equip(game, permanent)
        if found is not None:
            thunks.append(_unattach(game, permanent, *found))
    return thunks


def _unattach(game: Game, equipment: Permanent, reason: str, cites: list[str]) -> Callable[[], None]:
    def perform() -> None:
        if is_in(game.state.battlefield, equipment) and equipment.attached_to is not None:
            was = equipment.attached_to
            equipment.attached_to = None
            game.emit("unattached", cites, permanent=equipment.id, attached_to=was, reason=reason)
    return perform


# Runs only in a game with an Aura or an equip ability (what attaches anything mid-request,
# rules/auras.py, rules/equip.py) or a posted permanent attached to something.
registry.state_based_actions.add(equipment_checked, order=25,
                                 needs=(EnchantAbility, EquipAbility, registry.posted_kind("attached_to"),
                                        ReconfigureAbility))  # s15-neo: reconfigure attaches too (CR 702.151a)
