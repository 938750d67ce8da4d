"""s21-mutate: mutate (CR 702.140) and merged permanents (CR 727, "Merging with Permanents", rule number of the
2025-02-07 edition; the number moves between editions).

- "Mutate {2}{W}" is the `alternative_cost` ability named "mutate": "You may pay [cost] rather than pay this spell's
  mana cost. If you do, it becomes a mutating creature spell and targets a non-Human creature with the same owner as
  this spell." (702.140a). The `cast` action's `alternative_cost` "mutate" casts it so (from its owner's hand only,
  rules/alternative_costs.py, 118.9a), its one target `choices.targets` (601.2c: checked then, hexproof and the like
  too).
- As it resolves, if its target is illegal it stops being a mutating creature spell and resolves as a creature spell,
  entering the battlefield (702.140b, 608.3b): the `target_illegal` event, then `spell_resolved` and the permanent
  entering as usual. If the target is legal the spell doesn't enter: it merges with the creature, put over it or
  under it as the spell's controller chooses (702.140c): the `resolve` action's `choices.mutate_position` ("over",
  the default, or "under"; `pending` asks it, choice "mutate_position"). The event `mutated`.
- The merged permanent is the same object (727.2): it keeps its id, controller, counters, damage, tapped status,
  attachments and the turn since which it is controlled (no summoning sickness anew; nothing enters, so no "enters"
  ability triggers). It has the characteristics of its topmost card and the abilities of all of its cards (702.140e):
  its `card` holds those values, `printed_card` its own card, `merged_over` / `merged_under` the cards merged with it
  above and below its own card (top first). A copy of it copies those values (707.2).
- "Whenever this creature mutates" triggers as a spell merges with it (702.140d): the trigger "self_mutates" of any of
  its cards' abilities (a card put under it brings its own); "Whenever a creature you control mutates" (Essence
  Symbiote): "creature_you_control_mutates" of the permanents of the merged creature's controller, "that creature"
  being the merged creature.
- As it leaves the battlefield, each of its cards goes to that zone (727.3), in their order from the top.

Refused, not modelled (an `IllegalAction` saying so): merging with a token, a face-down permanent, a copy, a
double-faced or multi-faced card or a Class, and two cards whose keywords would give the permanent two instances of a
keyword that isn't redundant (ward, protection, ...). "The number of times this creature has mutated" is not read."""

from __future__ import annotations

from typing import Any, Literal

from app.engine.actions import Cast, Choices
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.registry import Refusal
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs, widen
from app.engine.rules.effects_targets import target_problem
from app.engine.rules.event_triggers import abilities_with, players_permanents_triggered, triggered
from app.engine.state import CardRef, MergedCard, Permanent, StackObject, ZoneCard, constructed

MUTATE = "mutate"  # the `alternative_cost` name, recorded in the spell's `choices`
CHOICE = "mutate_position"  # the `resolve` action's choice
TARGET_SPEC = "creature:non-Human"
CAST_CITES = (cr("702.140a"), cr("118.9"))
MERGE_CITES = [cr("702.140c"), cr("727.2")]
_MUTATES = frozenset({"self_mutates"})
_CREATURE_MUTATES = frozenset({"creature_you_control_mutates"})
# Keywords of which several instances are redundant (CR 702.2e, 702.9c, 702.19c, ...): the merged permanent has one.
_REDUNDANT = frozenset({"deathtouch", "defender", "double_strike", "first_strike", "flash", "flying", "haste",
                        "hexproof", "indestructible", "lifelink", "reach", "shroud", "trample", "vigilance", "menace",
                        "intimidate", "fear", "skulk", "shadow", "horsemanship", "changeling", "devoid"})


def mutating(item: StackObject) -> bool:
    """Whether the spell is a mutating creature spell: cast for its mutate cost (CR 702.140a)."""
    return item.kind is StackObjectKind.SPELL and item.choices.get("alternative_cost") == MUTATE


def _target_refusal(game: Game, spell_id: str, controller: str, owner: str, target: str) -> Refusal | None:
    """Why `target` isn't a legal target of a mutating creature spell (CR 702.140a, 115.1), or None."""
    problem = target_problem(game, spell_id, controller, TARGET_SPEC, target)
    if problem is not None:
        return problem
    permanent = game.permanent(target)
    if permanent is None or (permanent.owner or permanent.controller) != owner:
        return Refusal(f"{target!r} is not a creature owned by {owner} (the spell's owner)", (cr("702.140a"),))
    return None


def _unsupported(game: Game, permanent: Permanent, definition: CardDefinition) -> str | None:
    """Why merging `definition` with `permanent` is not modelled, or None."""
    if permanent.is_token:
        return "merging with a token"
    if permanent.face_down:
        return "merging with a face-down permanent"
    if permanent.printed_card is not None and not is_merged(permanent):
        return "merging with a copy of another permanent"
    if permanent.transformed or permanent.back_face_card is not None or permanent.face is not None:
        return "merging with a double-faced or multi-faced permanent"
    for face in (definition, *(game.definition(card) for card in _pile_cards(permanent))):
        if face.faces is not None or face.back_face is not None or "Class" in face.subtypes:
            return f"merging {face.name}, a double-faced, multi-faced or Class card"
    return None


def is_merged(permanent: Permanent) -> bool:
    """Whether the permanent is a merged permanent: cards merged with it, and its own card kept (`printed_card`); the
    merged cards of a posted permanent without `printed_card` are not read (validation.py doesn't check them)."""
    return permanent.printed_card is not None and bool(permanent.merged_over or permanent.merged_under)


def _own_card(permanent: Permanent) -> CardRef | None:
    return permanent.printed_card if permanent.printed_card is not None else permanent.card


def _pile_cards(permanent: Permanent) -> list[CardRef]:
    own = _own_card(permanent)
    if not is_merged(permanent):
        return [own] if own is not None else []
    return [*(merged.card for merged in permanent.merged_over), *([own] if own is not None else []),
            *(merged.card for merged in permanent.merged_under)]


def verify_cast(game: Game, player: str, definition: CardDefinition, action: Cast) -> None:
    """CR 702.140a, 601.2c: a mutating creature spell targets one non-Human creature its owner owns."""
    targets = list(action.choices.targets)
    if len(targets) != 1:
        raise IllegalAction("Wrong targets", f"{definition.name} cast for its mutate cost targets one non-Human creature "
                            f"{player} owns (choices.targets); {len(targets)} chosen", [cr("702.140a"), cr("601.2c")])
    refusal = _target_refusal(game, action.card, player, player, targets[0])
    if refusal is not None:
        raise IllegalAction("Illegal target", f"{definition.name} can't target {targets[0]!r}: {refusal.reason}",
                            [cr("702.140a"), cr("601.2c"), *refusal.cites])
    permanent = game.permanent(targets[0])
    assert permanent is not None  # a legal target
    _refuse_unsupported(game, permanent, definition)


def _refuse_unsupported(game: Game, permanent: Permanent, definition: CardDefinition) -> None:
    unsupported = _unsupported(game, permanent, definition)
    if unsupported is not None:
        raise IllegalAction("Not modelled", f"{definition.name}: {unsupported} is not modelled", [cr("702.140c"),
                                                                                               cr("727.2")])


def merged_definition(game: Game, cards: list[CardRef]) -> CardDefinition:
    """CR 702.140e: the topmost card's characteristics, with the abilities (and keywords) of all the cards, top first."""
    definitions = [game.definition(card) for card in cards]
    keywords: list[str] = []
    for definition in definitions:
        for keyword in definition.keywords:
            if keyword not in keywords:
                keywords.append(keyword)
            elif keyword not in _REDUNDANT:
                raise IllegalAction("Not modelled", f"a merged permanent with two instances of {keyword!r} (from "
                                    f"{definitions[0].name}'s cards) is not modelled", [cr("702.140e")])
    abilities = [ability for definition in definitions for ability in definition.abilities]
    return definitions[0].model_copy(update={"abilities": abilities, "keywords": keywords})


def merges(game: Game, item: StackObject, choices: Choices) -> bool:
    """As a mutating creature spell begins to resolve (it is the top of the stack): with a legal target it merges with
    it and leaves the stack (True, CR 702.140c); else it is a creature spell with no target, resolving as one (False,
    702.140b)."""
    assert item.card is not None and item.owner is not None
    definition = game.definition(item.card)
    target = item.targets[0] if item.targets else None
    refusal = (Refusal("it has no target", ()) if target is None
               else _target_refusal(game, item.id, item.controller or "", item.owner, target))
    if refusal is not None:
        if target is not None:
            game.emit("target_illegal", [cr("702.140b"), cr("608.3b"), *refusal.cites], stack_object=item.id,
                      target=target, reason=refusal.reason)
        item.targets = []  # it resolves as a creature spell (702.140b)
        return False
    permanent = game.permanent(target)  # type: ignore[arg-type]
    assert permanent is not None
    _refuse_unsupported(game, permanent, definition)
    position: Literal["over", "under"] = choices.mutate_position or "over"
    if choices.mutate_position is not None:
        game.used_choices.add(CHOICE)
    own = _own_card(permanent)
    assert own is not None
    merged = constructed(MergedCard, id=item.id, card=item.card)
    over, under = (list(permanent.merged_over), list(permanent.merged_under)) if is_merged(permanent) else ([], [])
    if position == "over":
        over.insert(0, merged)
    else:
        under.append(merged)
    values = merged_definition(game, [*(m.card for m in over), own, *(m.card for m in under)])
    game.state.stack.pop(0)
    game.emit("spell_resolved", [cr("608.3"), cr("702.140c")], stack_object=item.id, card=definition.name)
    permanent.printed_card = own
    permanent.merged_over, permanent.merged_under = over, under
    permanent.card = values
    widen(game, values)  # the abilities of its cards are the permanent's (702.140e)
    game.changed(permanent)
    game.emit("mutated", [*MERGE_CITES, cr("702.140e")], stack_object=item.id, permanent=permanent.id,
              card=definition.name, position=position, chosen=choices.mutate_position is not None,
              name=values.name)
    return True


def asked_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`'s `choose` while a mutating creature spell with a target still on the battlefield is on top of the
    stack (CR 702.140c): over or under, asked of its controller."""
    if not mutating(item) or not item.targets or game.permanent(item.targets[0]) is None:
        return None
    return {"stack_object": item.id, "choice": CHOICE, "values": ["over", "under"], "player": item.controller,
            "permanent": item.targets[0]}


def _mutated(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever this creature mutates" (CR 702.140d, 603.2)."""
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [triggered(permanent, index, "self_mutates", named, [cr("702.140d"), cr("603.2")])
            for index, _ability in abilities_with(game, permanent, _MUTATES)]


keyword_triggers.watch("mutated", _mutated, needs=trigger_needs(_MUTATES))


def _creature_mutated(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever a creature you control mutates" (CR 702.140d, 603.2): each permanent with it whose controller controls
    the merged creature; "that creature" is it."""
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    return players_permanents_triggered(game, permanent.controller, _CREATURE_MUTATES, "creature_you_control_mutates",
                                        {"that_permanent": permanent.id}, [cr("702.140d"), cr("603.2")])


keyword_triggers.watch("mutated", _creature_mutated, needs=trigger_needs(_CREATURE_MUTATES))


def split_on_leaving(game: Game, permanent: Permanent, destination: Zone) -> tuple[list[ZoneCard], list[str]] | None:
    """CR 727.3: a merged permanent leaving the battlefield: each of its cards goes to the new zone (top first)."""
    if not is_merged(permanent):
        return None
    own = _own_card(permanent)
    cards = [*(constructed(ZoneCard, id=m.id, card=m.card) for m in permanent.merged_over),
             *([constructed(ZoneCard, id=permanent.id, card=own)] if own is not None else []),
             *(constructed(ZoneCard, id=m.id, card=m.card) for m in permanent.merged_under)]
    return cards, [cr("727.3")]


# Asked by rules/copies.py's leaves-the-battlefield hook for a permanent with a `printed_card` (every merged one): no
# hook of its own, so that no other permanent leaving pays for it.
