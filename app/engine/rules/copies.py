"""Copy effects (CR 707): "You may have ~ enter as a copy of any creature on the battlefield."
(Clone; Mirror Image: "of a creature you control"), the `enters_as_copy` ability.

- It is a replacement effect applied as the permanent enters (CR 614.1c, 707.9): the creature is
  chosen then, by the player it enters under, with the `choices.chosen` (one permanent id) of the
  action that makes it enter (the `resolve` of the Clone spell). While the Clone spell is on top
  of the stack, `pending` is a `choose` decision with `options.kind` "copy" and the creatures it
  may copy (design.md §10). Without a choice it enters as itself ("you may": the default is no
  copy), and a 0/0 Clone dies as a state-based action (CR 704.5f). It doesn't target (707.9: "as
  a copy of" chooses): hexproof and shroud don't matter.
- The copy takes the chosen creature's copiable values (CR 707.2): the values printed on its
  current face, as modified by other copy effects (707.3: a Clone that copied a Grizzly Bears is
  copied as a Grizzly Bears), never its counters, damage, +N/+N effects, tapped status or
  other effects (707.2); a face-down creature is copied as a nameless 2/2 (707.2b: here refused,
  not modelled). The permanent's `card` becomes those values and its `printed_card` keeps its own
  card, which is what goes to a zone when it leaves the battlefield (CR 400.7: the copy effect
  ends there).
- "Create a token that's a copy of target creature you control." (`create_token_copy`): tokens
  with the target's copiable values as the effect resolves (CR 707.2, 111.1).
- Its own "as it enters" abilities are replaced by the copied ones (a Clone copying a Saga enters
  with the Saga's lore counter, 707.9 and 614.12): the copy is applied first.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import MAX_TOKENS_PER_EFFECT, CardDefinition, CreateTokenCopyEffect, EntersAsCopyAbility
from app.engine.characteristics import current_face, is_creature
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import copy_exceptions, delayed_exile, s21mutate_mutate
from app.engine.rules.ability_presence import abilities_of_kind, widen
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s19neoa_delayed import sacrifice_returned_at_next_end_step  # s22-neoa
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import Entering, enter_battlefield
from app.engine.state import Permanent, StackObject, ZoneCard


def copy_options(game: Game, controller: str, of: str, entering_id: str | None = None) -> list[str]:
    """The creatures a permanent entering under `controller` may copy: every creature on the
    battlefield (of: "creature") or those `controller` controls, face-up ones only."""
    return [
        permanent.id
        for permanent in game.state.battlefield
        if permanent.id != entering_id
        and not permanent.face_down
        and is_creature(game, permanent)
        and (of == "creature" or permanent.controller == controller)
    ]


def copiable_values(game: Game, permanent: Permanent) -> CardDefinition:
    """CR 707.2-707.3: the copiable values of a permanent: its current face as printed, as other
    copy effects left it (its `card` already holds them)."""
    return current_face(game, permanent)


def enters_as_copy(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    found = abilities_of_kind(game, permanent, EntersAsCopyAbility)
    if not found:
        return
    ability: EntersAsCopyAbility = found[0][1]
    controller = permanent.controller or ""
    chosen = game.choices.chosen
    if chosen is None:
        game.emit("copy_not_chosen", [cr("707.9"), cr("614.1c")], permanent=permanent.id)
        return
    game.used_choices.add("chosen")
    options = copy_options(game, controller, ability.of, permanent.id)
    if len(chosen) > 1 or (chosen and chosen[0] not in options):
        quality = "a creature on the battlefield" if ability.of == "creature" else f"a creature {controller} controls"
        raise IllegalAction(
            "Not a creature to copy",
            f"choices.chosen names {chosen}; {permanent.id} may enter as a "
            f"copy of one {quality} (face up): one of {options}",
            [cr("707.9"), cr("614.1c")],
        )
    if not chosen:  # "you may": an empty choice declines (CR 707.9)
        game.emit("copy_not_chosen", [cr("707.9"), cr("614.1c")], permanent=permanent.id)
        return
    original = game.permanent(chosen[0])
    if original is None:  # never: the options are permanents
        return
    values = copiable_values(game, original)
    if ability.except_add_subtypes:  # s33-std21: "except it's a Shapeshifter Rogue in addition to ..." (CR 707.9b)
        values = values.model_copy(update={"subtypes": copy_exceptions.added_subtypes(values.subtypes,
                                                                                      ability.except_add_subtypes)})
    permanent.printed_card = permanent.card
    permanent.card = values
    widen(game, values)  # the copied abilities count among the game's from now on
    game.changed(permanent)
    entering.cites += [cr("707.2"), cr("707.9"), cr("614.1c")]
    entering.details["copy_of"] = original.id
    game.emit(
        "entered_as_copy",
        [cr("707.2"), cr("707.9")],
        permanent=permanent.id,
        copy_of=original.id,
        copied_name=values.name,
    )


def _own_card_leaves(game: Game, permanent: Permanent, destination: Zone) -> tuple[list[ZoneCard], list[str]] | None:
    """CR 400.7, 707.2: the copy effect ends as the permanent leaves; its own card goes on."""
    if permanent.printed_card is None:
        return None
    if permanent.merged_over or permanent.merged_under:  # s21-mutate: each of its cards goes (CR 727.3)
        return s21mutate_mutate.split_on_leaving(game, permanent, destination)
    return [ZoneCard(id=permanent.id, card=permanent.printed_card)], [cr("707.2")]


def copy_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`'s `choose` options while a permanent spell that may enter as a copy is on top of
    the stack (design.md §10): `{"stack_object", "kind": "copy", "choice": "chosen", "values"}`."""
    if item.kind is not StackObjectKind.SPELL or item.card is None or item.face_down:
        return None
    definition = game.definition(item.card)
    ability = next((a for a in definition.abilities if isinstance(a, EntersAsCopyAbility)), None)
    if ability is None:
        return None
    controller = item.controller or ""
    return {
        "stack_object": item.id,
        "kind": "copy",
        "choice": "chosen",
        "values": copy_options(game, controller, ability.of),
        "player": controller,
    }


def _resolve_token_copy(game: Game, item: StackObject, effect: CreateTokenCopyEffect, choices: Choices) -> None:
    """ "Create a token that's a copy of <target>" (CR 707.2, 111.1): the copiable values of the
    target as the effect resolves, `count` times."""
    controller = item.controller or game.state.active_player or ""
    number = amount(game, item, effect.count)
    if number > MAX_TOKENS_PER_EFFECT:
        raise IllegalAction(
            "Too many tokens",
            f"{item.id} would create {number} tokens at once; the engine creates "
            f"at most {MAX_TOKENS_PER_EFFECT} per effect",
            [cr("111.1")],
        )
    if effect.target == "self" and game.permanent(item.source or "") is None:
        # "a copy of ~" with ~ gone: its copiable values as it last existed (rules/delayed_exile.py)
        values = copy_exceptions.with_exceptions(effect, delayed_exile.last_known_copiable_values(game, item))
        for _ in range(doubled(game, controller, number, item.id)):  # s35-std: token doublers (CR 614.1a)
            token_id = game.new_object_id(f"{values.name.lower().replace(' ', '-')}-token-")
            enter_battlefield(game, values, token_id, controller, controller, was_cast=False, is_token=True)
            if effect.exile_at is not None:
                delayed_exile.exile_at_next_end_step(game, controller, token_id, item.source)
            if effect.sacrifice_at is not None:  # s22-neoa (rules/s19neoa_delayed.py)
                sacrifice_returned_at_next_end_step(game, item, token_id)
        if number > 0:
            added(game, controller, values, item.id)  # s35-std: "plus an additional Treasure token" (CR 614.1a)
        return
    for target_id in affected(game, item, effect.target):
        original = game.permanent(target_id)
        if original is None and effect.target == "that_permanent":
            s22neob_refuse_gone_copy(item, target_id)
        if original is None:
            continue
        if original.face_down:
            raise IllegalAction(
                "Not modelled",
                f"{item.id} would copy the face-down {target_id}: a copy of a "
                "face-down permanent (a nameless 2/2, CR 707.2b) is not modelled",
                [cr("707.2")],
            )
        if copy_exceptions.legendary_stops_it(game, item, effect, original):  # s14-r2returns (CR 608.2c)
            continue
        values = copy_exceptions.with_exceptions(effect, copiable_values(game, original))  # CR 707.9b
        game.emit(
            "ability_resolved",
            [cr("608.2"), cr("111.1"), cr("707.2")],
            stack_object=item.id,
            source=item.source,
            effect="create_token_copy",
            **({"count": number} if number != 1 else {}),
        )
        for _ in range(doubled(game, controller, number, item.id)):  # s35-std: token doublers (CR 614.1a)
            token_id = game.new_object_id(f"{values.name.lower().replace(' ', '-')}-token-")
            enter_battlefield(game, values, token_id, controller, controller, was_cast=False, is_token=True)
            if effect.exile_at is not None:  # "Exile that token at the beginning of the next end step."
                delayed_exile.exile_at_next_end_step(game, controller, token_id, item.source)
            if effect.sacrifice_at is not None:  # s22-neoa: "Sacrifice it at the beginning of the next end step."
                sacrifice_returned_at_next_end_step(game, item, token_id)
        if number > 0:
            added(game, controller, values, item.id)  # s35-std: "plus an additional Treasure token" (CR 614.1a)


registry.effect_resolvers["create_token_copy"] = _resolve_token_copy
# Before every other "as it enters" effect: the copied values are what enters (CR 707.9, 614.12).
registry.enters_replacements.add(enters_as_copy, order=5, needs=(EntersAsCopyAbility,))
registry.leaves_battlefield.add(_own_card_leaves, order=20)


# --- s22-neob ---


def s22neob_refuse_gone_copy(item: StackObject, permanent_id: str) -> None:
    """ "create a token that's a copy of that artifact" (Replication Specialist) after the permanent the trigger event
    named has left the battlefield: the copy would use its copiable values as it last existed (CR 608.2h, 707.2), which
    the engine keeps only for the ability's own source; refused rather than skipped or guessed."""
    raise IllegalAction(
        "Not modelled",
        f"{item.id} would copy {permanent_id}, which has left the battlefield: a copy of it as it last existed is not "
        "modelled", [cr("608.2h"), cr("707.2")])
