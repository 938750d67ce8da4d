"""s15-granted: what modern Auras and Equipment say of the permanent they are attached to
(docs/oracle-granted-s15.md).

- Enchant abilities written as a spec of the filter grammar (`enchant.target`: "artifact_or_creature",
  "creature:you_control", "land:you_control", "artifact_or_creature_or_planeswalker", ...): CR 303.4a,
  702.5a. Cast, the Aura spell targets one such permanent (rules/auras.py, through the target rules);
  entering without being cast and as a state-based action, the permanent it is attached to must be
  one (CR 303.4f, 704.5m). "You" is the Aura's controller (CR 109.5): an Aura with "Enchant creature
  you control" whose creature comes under another player's control is put into its owner's graveyard
  by 704.5m. `enchant_mismatch` says why a permanent isn't one (rules/auras.py calls it for a filtered
  spec only; the named specs keep their own check).
- `attached_pump`'s `if_creature`: "As long as enchanted permanent is a creature, it gets +2/+1 [and has
  menace]" (CR 611.3a: a static ability's effect applies only while its condition holds, checked
  continuously; the types are those of layer 4, already applied when layers 6 and 7c read them,
  CR 613.1d): an artifact that isn't a creature (a Vehicle, CR 301.7) gets nothing.
- `attached_pump`'s `loses_keywords`: "Equipped creature gets +10/+10 and loses flying." (layer 6,
  CR 613.1f): removed after the permanent's printed keywords and the grants of what is attached to it
  (the engine doesn't track timestamps, CR 613.7: a keyword another permanent's static ability or an
  "until end of turn" effect grants is applied after it, as one with a later timestamp would be).
- `grant_step_trigger` with `to` "attached_permanent": 'Enchanted permanent has "At the beginning of your
  upkeep, you lose 1 life."' (CR 613.1f: an ability granted in layer 6; 113.1a: the quoted text is an
  ability): the permanent the Aura or Equipment is attached to has the step trigger; "your" and "you"
  are that permanent's controller (it controls its own abilities, CR 113.8); rules/step_triggers.py
  puts it on the stack with the other granted step triggers (`is_attached_to`).
- `attached_pump`'s `blocked_by_at_most`: "Equipped creature gets +1/+1 and can't be blocked by more than
  one creature." (CR 509.1b, 509.1c: checked on the whole blocking declaration, the smallest number of
  several such restrictions wins).
- `attached_pump`'s `cant_block`: "Enchanted creature gets +2/+2 and can't block." (CR 509.1b: a
  restriction on declaring blockers), while the Aura or Equipment is attached to it.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.engine import registry
from app.engine.cards import AttachedPumpAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Characteristics, Permanent
from app.engine.target_grammar import parse_target_spec

_CREATURE = CardType.CREATURE.value


def enchant_mismatch(game: Game, aura_id: str, controller: str, spec: str, host: Permanent) -> str | None:
    """Why `host` is not a permanent the enchant ability `spec` (a filtered spec) allows (CR 702.5a,
    303.4), or None. `controller`: the Aura's (or the Aura spell's) controller, the "you" of the spec."""
    parsed = parse_target_spec(spec)
    if matches_filter(game, parsed, host, aura_id, controller):
        return None
    return f"{host.id!r} is not {parsed.words()} (enchant {spec}, CR 702.5a)"


def is_attached_to(source: Permanent, permanent: Permanent) -> bool:
    """Whether `source` (an Aura or Equipment, face up) is attached to `permanent` (CR 301.5, 303.4)."""
    return source.attached_to == permanent.id and not source.face_down and source.card is not None


def applies_to(ability: AttachedPumpAbility, characteristics: Characteristics) -> bool:
    """CR 611.3a: "As long as enchanted permanent is a creature, ..." applies only to a creature; s24-isd: "As long as
    equipped creature is a Human, ..." only to a Human."""
    if ability.s35ltr_if_legendary and "Legendary" not in characteristics.supertypes:
        return False  # s35-ltr: "As long as equipped creature is legendary, ..." (CR 205.4a, after layer 4)
    return (not ability.if_creature or _CREATURE in characteristics.types) and (
        ability.if_subtype is None
        # s26-std: "Otherwise, it gets -2/-2." (`unless_condition` with `if_subtype`): while it hasn't that type
        or (ability.if_subtype in characteristics.subtypes) != (ability.unless_condition and not ability.s21szn_conditional()))


def remove_lost_keywords(abilities: Iterable[AttachedPumpAbility], characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): "... and loses flying", after the attachments' own grants."""
    for ability in abilities:
        if not ability.loses_keywords or not applies_to(ability, characteristics):
            continue
        for keyword in ability.loses_keywords:
            if keyword in characteristics.keywords:
                characteristics.keywords.remove(keyword)


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    """CR 509.1b: "Enchanted [equipped] creature ... can't block." while the Aura or Equipment is attached."""
    for other in game.state.battlefield:
        if other.attached_to != blocker.id or other.card is None or other.face_down:
            continue
        for ability in current_face(game, other).abilities_of(AttachedPumpAbility):
            if not ability.cant_block:
                continue
            characteristics = characteristics_of(game, blocker)
            if characteristics is not None and applies_to(ability, characteristics):
                return Refusal(
                    f"{blocker.id} can't block ({other.id} is attached to it)", (cr("509.1b"),), title="Can't block"
                )
    return None


registry.block_restrictions.add(_cant_block, needs=(AttachedPumpAbility,))


def _blocked_by_at_most(game: Game, blockers_by_attacker: dict[str, list[str]]) -> Refusal | None:
    """CR 509.1b-c: "Equipped creature ... can't be blocked by more than one creature."."""
    for attacker_id, blockers in blockers_by_attacker.items():
        if len(blockers) < 2:
            continue
        limits = [
            ability.blocked_by_at_most
            for other in game.state.battlefield
            if other.attached_to == attacker_id and other.card is not None and not other.face_down
            for ability in current_face(game, other).abilities_of(AttachedPumpAbility)
            if ability.blocked_by_at_most is not None
        ]
        if limits and len(blockers) > min(limits):
            return Refusal(
                f"{attacker_id} can't be blocked by more than {min(limits)} creature(s) (what is attached to it "
                f"says so); {len(blockers)} block it ({', '.join(blockers)})",
                (cr("509.1b"), cr("509.1c")),
            )
    return None


registry.block_declaration_checks.add(_blocked_by_at_most, needs=(AttachedPumpAbility,))
