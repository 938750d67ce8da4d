"""s19-granted: activated and mana abilities granted in quotes (docs/oracle-s19-granted.md): 'Equipped creature has
"{T}: ..."', 'Enchanted land has "{T}: Target player loses 3 life."', 'Creatures you control with vigilance have
"{1}, {T}: Tap target creature."', 'Elves you control have "{T}: Add {B}."' — the `grant_activated` static ability,
with s16-lands' `grant_mana_ability` (rules/granted_mana.py).

A static ability may grant an ability to another object (CR 613.1f: layer 6; 113.1a: the quoted text is the
ability). The permanent has it while the granting permanent is on the battlefield and, for an Aura or Equipment,
attached to it (CR 301.5, 303.4); for a group, while the permanent is one the group names among the permanents the
granting permanent's controller controls. The permanent's abilities are numbered: its printed ones (their index in
its definition), then the intrinsic mana abilities of its basic land types (CR 305.6), then the granted ones in the
battlefield order of the permanents that grant them, each one's grants in the order of its abilities
(`mana_abilities.granted_numbered`). A granted activated ability is activated with `activate` and that number
(CR 602.2), its costs paid by the permanent that has it ({T}: CR 302.6 for a creature), and kept with the stack
object (`choices.granted_activated`): it resolves even if the grant ended meanwhile (CR 113.7a). A granted mana
ability is activated with `tap_for_mana` (CR 605.3a). An effect "<permanents> gain "<ability>" until end of turn"
(`grant_activated_until_end_of_turn`, rules/granted_activated_eot.py) grants it to the permanents it names as it
resolves (CR 611.2c), kept in their `effects` until the cleanup step (CR 514.2); numbered after the static grants. "~" in the quoted ability is the permanent that has it
(CR 113.7). Asked only in a game where a card with such an ability was (`game_has`).
"""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from app.engine import registry
from app.engine.cards import ActivatedAbility, GrantActivatedAbility, GrantManaAbilityAbility, ManaAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has, game_has_kind
from app.engine.rules.attached_granted import is_attached_to
from app.engine.rules.granted_mana import grants_to
from app.engine.rules.modified import is_modified  # s21-neob
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent, StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("613.1f"), cr("602.1"))
GRANTED = "granted_activated"  # the stack object's `choices` key holding the granted ability (CR 113.7a)
_ACTIVATED: TypeAdapter[ActivatedAbility] = TypeAdapter(ActivatedAbility)


UNTIL_END_OF_TURN = "effect:granted_activated_until_end_of_turn"  # such an effect was made during the request
_POSTED_EFFECTS = registry.posted_kind("effects")  # a posted permanent has effects (one may grant abilities)


def any_granted(game: Game) -> bool:
    """Whether a card that grants an activated or mana ability has been in the game, or an effect may have granted
    one (the cheap gate)."""
    return (game_has(game, GrantActivatedAbility) or game_has(game, GrantManaAbilityAbility)
            or game_has_kind(game, UNTIL_END_OF_TURN) or game_has_kind(game, _POSTED_EFFECTS))


def _applies(game: Game, source: Permanent, grant: GrantActivatedAbility, permanent: Permanent) -> bool:
    if grant.to == "self":  # s21-neob: 'As long as ~ is modified, it has "..."' (CR 700.9, 611.3a)
        return source is permanent and is_modified(game, permanent)
    if grant.to == "attached_permanent":
        if grant.if_attached_is is None or not is_attached_to(source, permanent):
            return is_attached_to(source, permanent)
        characteristics = characteristics_of(game, permanent)  # CR 611.3a: while it is one
        return characteristics is not None and grant.if_attached_is.capitalize() in characteristics.types
    if source.controller is None or grant.group is None:
        return False
    spec = parse_target_spec(grant.group)
    if permanent.controller != source.controller and spec.control is not None:  # s25-tsr: "All Slivers have" names
        return False  # every such permanent, whoever controls it (CR 613.1f); "you control" only the controller's
    return matches_filter(game, spec, permanent, source.id, source.controller)


def granted_abilities(game: Game, permanent: Permanent) -> list[ManaAbility | ActivatedAbility]:
    """The abilities the permanents on the battlefield grant `permanent` now (CR 613.1f), in the order they are
    numbered: battlefield order of the granting permanents, then each one's abilities in order, then those its
    "until end of turn" effects grant, oldest first."""
    if not any_granted(game):
        return []
    found: list[ManaAbility | ActivatedAbility] = []
    for source in game.state.battlefield:
        grants: list[tuple[int, Any]] = [*abilities_of_kind(game, source, GrantManaAbilityAbility),
                                         *abilities_of_kind(game, source, GrantActivatedAbility)]
        for _, grant in sorted(grants, key=lambda pair: pair[0]):
            if isinstance(grant, GrantManaAbilityAbility):
                if grants_to(game, source, grant, permanent):
                    found.append(grant.ability)
            elif _applies(game, source, grant, permanent):
                found.append(grant.ability)
    for effect in permanent.effects:  # "gains "..." until end of turn", in the order they were made (CR 613.7)
        found.extend(effect.granted_activated)
    return found


def keep_with(item: StackObject, ability: ActivatedAbility) -> None:
    """The granted ability kept with its stack object: it exists there on its own (CR 113.7a)."""
    item.choices[GRANTED] = ability.model_dump(mode="json", by_alias=True, exclude_none=True)


def kept_ability(item: StackObject) -> ActivatedAbility | None:
    """The granted activated ability a stack object was activated from, or None for a printed one."""
    kept = item.choices.get(GRANTED)
    return None if kept is None else _ACTIVATED.validate_python(kept)
