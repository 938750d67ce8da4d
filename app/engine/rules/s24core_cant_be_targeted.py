"""s24-core: "~ can't be the target of blue or black spells." / "~ can't be the target of nongreen spells or abilities
from nongreen sources." — the `cant_be_targeted_by` static ability of a permanent (CR 115.4: a spell or ability can
target only what its rules allow; this permanent's own text forbids these sources).

A spell is the source being cast (the `cast` action's card, CR 601.2c), a spell on the stack (its targets checked
again as it resolves, 608.2b) or the spell resolving; its colors are its own as it is now. Whoever controls it, it may
not target the permanent when it has one of `colors` (with `non`: when it has none of them, so a colorless spell is
"nongreen"). With `abilities`, an ability may not either when its source (a permanent, or as it last existed, 113.7a)
has that quality (602.2b, 603.3d). With `opponents` ("black or red spells your opponents control"), only a spell an
opponent of the permanent's controller controls. A face-down permanent has no abilities (708.2).

Gating: the hook returns at once in a game where no card has the ability (`ability_presence.game_has`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantBeTargetedByAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import game_has
from app.engine.rules.targeting import resolving_spell, source_characteristics


def _is_spell(game: Game, source_id: str) -> bool:
    item = game.stack_object(source_id)
    if item is not None:
        return item.kind is StackObjectKind.SPELL and item.id == source_id
    action = game.action
    if getattr(action, "type", None) == "cast" and getattr(action, "card", None) == source_id:
        return True
    return resolving_spell(game, source_id) is not None


def _has_quality(ability: CantBeTargetedByAbility, colors: list[str]) -> bool:
    shares = any(color in colors for color in ability.colors)
    return not shares if ability.non else shares


def _cant_be_targeted(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    if not game_has(game, CantBeTargetedByAbility):
        return None  # most games
    target = game.permanent(target_id)
    if target is None or target.face_down or target.card is None:
        return None
    own = [a for a in current_face(game, target).abilities if isinstance(a, CantBeTargetedByAbility)]
    if not own:
        return None
    spell = _is_spell(game, source_id)
    source = source_characteristics(game, source_id)
    colors = list(source.colors) if source is not None else []
    for ability in own:
        if ability.opponents and controller == target.controller:
            continue  # "... spells your opponents control."
        if (spell or ability.abilities) and _has_quality(ability, colors):
            what = "spell" if spell else "ability's source"
            return Refusal(f"{target_id} can't be the target of {'non' if ability.non else ''}"
                           f"{'/'.join(ability.colors)} {'spells' if not ability.abilities else 'spells or abilities'}"
                           f" and {source_id} ({what}) is {'/'.join(colors) or 'colorless'}",
                           (cr("115.4"),), title="Illegal target")
    return None


registry.targeting_restrictions.add(_cant_be_targeted)
