""""You may tap or untap target artifact, creature, or land." (Twiddle): the choice is made as the
effect happens (CR 608.2d), with the `resolve` action's `choices.tap_or_untap`: "tap", "untap" or
"neither" ("you may"). Tapping and untapping are CR 701.26a and 701.26b; a permanent already so
is left alone. Without the choice the `resolve` action is refused, saying what is needed."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import SpellAbility, TapOrUntapEffect, effects_of
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.stun_counters import stunned_instead
from app.engine.rules.triggers import ability_definition
from app.engine.state import StackObject


def _resolve_tap_or_untap(game: Game, item: StackObject, effect: TapOrUntapEffect, choices: Choices) -> None:
    choice = choices.tap_or_untap
    game.used_choices.add("tap_or_untap")
    if choice is None:
        raise IllegalAction("Choice needed", f"{item.id} asks whether to tap or untap its target as it resolves: "
                            "give choices.tap_or_untap (\"tap\", \"untap\" or \"neither\") with the resolve action",
                            [cr("608.2d")])
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        game.emit("tap_or_untap_chosen", [cr("608.2d")], stack_object=item.id, permanent=permanent.id, choice=choice)
        if choice == "neither" or permanent.tapped == (choice == "tap"):
            continue
        if choice == "untap" and stunned_instead(game, permanent):  # CR 122.1d
            continue
        permanent.tapped = choice == "tap"
        game.emit("tapped" if permanent.tapped else "untapped",
                  [cr("608.2"), cr("701.26a" if permanent.tapped else "701.26b")],
                  permanent=permanent.id, stack_object=item.id, purpose="effect")


def asked_choice(game: Game, item: StackObject) -> dict[str, object] | None:
    """The `pending` choice of a spell or ability on top of the stack that will ask "tap or
    untap" as it resolves (design.md §9 `choose`), or None."""
    if item.card is None or item.face_down:
        return None
    if item.kind is StackObjectKind.SPELL:
        effects = [ability.effect for ability in current_face(game, item).abilities_of(SpellAbility)]
    else:
        try:
            effects = effects_of(ability_definition(game, item))
        except IllegalAction:
            return None
    if not any(isinstance(effect, TapOrUntapEffect) for effect in effects):
        return None
    return {"stack_object": item.id, "choice": "tap_or_untap", "values": ["tap", "untap", "neither"]}


registry.effect_resolvers["tap_or_untap"] = _resolve_tap_or_untap
