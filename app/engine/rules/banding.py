"""Banding (CR 702.22) and Chatzuk's band trigger.

- Bands are formed as attackers are declared (`declare_attackers`: attackers with the same
  `band` label form one band): any number of creatures with banding plus at most one without
  (c68529ab5a558e25, CR 702.22c), all attacking the same player, planeswalker or battle
  (c839a6a2f5f769c0). A band stays a band for the whole combat (CR 702.22); a creature removed
  from combat leaves its band.
- Blocking any creature in a band blocks the entire band (401c980f86ff63e6).
- Who divides combat damage (6571c7b132544c13): a blocker that blocks a creature with banding
  (or a band) has its damage divided by the attacking player (CR 702.22k); an attacker blocked
  by a creature with banding has its damage divided by the defending player (CR 702.22j). The
  division may be any split among the creatures it blocks / that block it.
- `attacks_in_band` triggers ("whenever two or more creatures you control attack in a band") and
  the `band_pump` effect (+1/+1 until end of turn for each creature in that band).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import AttackDeclaration, Choices
from app.engine.cards import BandPumpEffect, TriggeredAbility
from app.engine.characteristics import current_face, has_keyword
from app.engine.citations import (
    BAND_AT_MOST_ONE_NONBANDING,
    BAND_ATTACKS_SAME_TARGET,
    BANDING_CONTROLLER_ASSIGNS_DAMAGE,
    BANDING_DEFINITION,
    cr,
)
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.state import Combat, PowerToughnessEffect, StackObject

BAND_CITES = (cr("702.22c"), BANDING_DEFINITION, BAND_AT_MOST_ONE_NONBANDING, BAND_ATTACKS_SAME_TARGET)


def bands_declared(declarations: Sequence[AttackDeclaration]) -> dict[str, list[AttackDeclaration]]:
    bands: dict[str, list[AttackDeclaration]] = {}
    for declaration in declarations:
        if declaration.band is not None:
            bands.setdefault(declaration.band, []).append(declaration)
    return bands


def verify_bands(game: Game, declarations: Sequence[AttackDeclaration]) -> None:
    for label, members in bands_declared(declarations).items():
        targets = sorted({member.defending for member in members})
        if len(targets) > 1:
            raise IllegalAction("Band attacks different targets", f"band {label!r} attacks {', '.join(targets)}; "
                                "creatures in the same band must all attack the same player, planeswalker or "
                                "battle", [BAND_ATTACKS_SAME_TARGET, cr("702.22")])
        without = [m.id for m in members if not has_keyword(game, game.require_permanent(m.id), "banding")]
        if len(without) > 1:
            raise IllegalAction("Too many creatures without banding", f"band {label!r} has {len(without)} creatures "
                                f"without banding ({', '.join(without)}); at most one nonbanding creature can join a "
                                "band", [BAND_AT_MOST_ONE_NONBANDING, cr("702.22c")])
        if len(without) == len(members):
            raise IllegalAction("No creature with banding", f"band {label!r} has no creature with banding; a band "
                                "is formed by creatures with banding (and up to one without)",
                                [BANDING_DEFINITION, cr("702.22c")])


def band_members(combat: Combat, attacker_id: str) -> list[str]:
    """The attacker and every other attacking creature in its band (just itself if in none)."""
    band = next((a.band for a in combat.attackers if a.id == attacker_id), None)
    if band is None:
        return [attacker_id]
    return [a.id for a in combat.attackers if a.band == band]


def _in_band_with_banding(game: Game, combat: Combat, attacker_id: str) -> bool:
    for member in band_members(combat, attacker_id):
        permanent = game.permanent(member)
        if permanent is not None and has_keyword(game, permanent, "banding"):
            return True
    return False


def damage_divider(game: Game, source_id: str) -> tuple[str, list[str]] | None:
    """The player banding makes divide `source_id`'s combat damage, with why; None: the default."""
    combat = game.state.combat
    if combat is None:
        return None
    if source_id in combat.blockers:
        blocked = [a for a in combat.attackers if a.id in combat.blockers[source_id]]
        if any(_in_band_with_banding(game, combat, a.id) for a in blocked):
            attacking_player = game.state.active_player or ""
            return attacking_player, [cr("702.22k"), BANDING_CONTROLLER_ASSIGNS_DAMAGE, BANDING_DEFINITION]
        return None
    attacker = next((a for a in combat.attackers if a.id == source_id), None)
    if attacker is None:
        return None
    for blocker_id in attacker.blocked_by:
        blocker = game.permanent(blocker_id)
        if blocker is not None and blocker_id in combat.blockers and has_keyword(game, blocker, "banding"):
            return blocker.controller or "", [cr("702.22j"), BANDING_CONTROLLER_ASSIGNS_DAMAGE]
    return None


# --- Chatzuk: "whenever two or more creatures you control attack in a band" ----------------------


def _detect_attacks_in_band(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] != "attackers_declared":
        return []
    pending: list[PendingTrigger] = []
    for label, members in event.get("bands", {}).items():
        permanents = [game.permanent(m) for m in members]
        controllers = {p.controller for p in permanents if p is not None}
        if len(members) < 2 or len(controllers) != 1 or None in controllers:
            continue
        controller = str(next(iter(controllers)))
        for permanent in game.state.battlefield:
            if permanent.face_down or permanent.card is None or permanent.controller != controller:
                continue
            for index, ability in enumerate(current_face(game, permanent).abilities):
                if isinstance(ability, TriggeredAbility) and ability.trigger == "attacks_in_band":
                    pending.append(PendingTrigger(permanent.id, index, controller, "attacks_in_band", [],
                                                  [BANDING_DEFINITION], data={"band": label, "band_members": members}))
    return pending


registry.trigger_detectors.add(_detect_attacks_in_band, events=("attackers_declared",))


def _resolve_band_pump(game: Game, item: StackObject, effect: BandPumpEffect, choices: Choices) -> None:
    """Each creature still in the band gets +1/+1 until end of turn for each creature in it, the
    number counted as the ability resolves."""
    combat = game.state.combat
    members = [m for m in item.choices.get("band_members", []) if game.permanent(m) is not None]
    if combat is not None:
        attacking = {a.id: a.band for a in combat.attackers}
        members = [m for m in members if attacking.get(m) == item.choices.get("band")]
    amount = len(members)
    if not members:
        game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="band_pump")
        return
    for member in members:
        permanent = game.require_permanent(member)
        permanent.effects.append(PowerToughnessEffect(source=item.source, power=amount, toughness=amount))
        game.changed(permanent)
        game.emit("pumped", [cr("608.2"), cr("613.4c"), cr("702.22")], stack_object=item.id, source=item.source,
                  permanent=member, power=amount, toughness=amount, duration="end_of_turn", band=item.choices.get("band"))


registry.effect_resolvers["band_pump"] = _resolve_band_pump
