"""Gift (CR 702.174): "Gift a card", "Gift a Food", "Gift a tapped Fish", "Gift a Treasure".

As the spell is cast, its caster may promise an opponent a gift (702.174a; 601.2b): the `cast`
action's `gift` names that opponent, and the spell records it (`choices.gift`). Of an instant or
sorcery, the promised gift is given as the spell resolves, before its other effects (702.174b: a
spell that doesn't resolve, every target illegal, gives nothing); of a permanent, by a triggered
ability, "When this permanent enters, if the gift was promised, the chosen player gets the gift"
(702.174b; 603.6a). The gifts (702.174d-i, 111.10): a card (the opponent draws a card), a Food
token ("{2}, {T}, Sacrifice this artifact: You gain 3 life."), a tapped 1/1 blue Fish creature
token, a Treasure token ("{T}, Sacrifice this artifact: Add one mana of any color."), created
under the opponent's control. "If the gift was promised, <effect>" / "If the gift wasn't promised,
<effect>" (702.174c) happen only then (`spell` abilities' `condition`). "Gift an extra turn" and
other gifts are not modelled."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, GiftAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import Entering, draw_cards, enter_battlefield
from app.engine.state import StackObject

GIFT = "gift"  # the key in a spell's `choices` (the opponent's id) and the trigger's name
_ENTERING = "gift.entering"  # game.rule_memory: permanent id -> the opponent promised its gift
CITES = (cr("702.174a"),)

# The predefined tokens a gift makes (CR 111.10), in the engine's vocabulary.
_FOOD = CardDefinition.model_validate(
    {
        "name": "Food",
        "types": ["Artifact"],
        "subtypes": ["Food"],
        "abilities": [
            {
                "kind": "activated",
                "cost": "{2}{T}",
                "other_costs": [{"kind": "sacrifice_self"}],
                "effect": {"kind": "gain_life", "amount": 3, "player": "you"},
            }
        ],
    }
)
_FISH = CardDefinition.model_validate(
    {"name": "Fish", "colors": ["U"], "types": ["Creature"], "subtypes": ["Fish"], "power": 1, "toughness": 1}
)
_TREASURE = CardDefinition.model_validate(
    {
        "name": "Treasure",
        "types": ["Artifact"],
        "subtypes": ["Treasure"],
        "abilities": [{"kind": "mana", "cost": "{T}", "other_costs": [{"kind": "sacrifice_self"}], "add": "any_color"}],
    }
)
_TOKENS = {"food": (_FOOD, False), "tapped_fish": (_FISH, True), "treasure": (_TREASURE, False)}


def gift_ability(definition: CardDefinition) -> GiftAbility | None:
    return next((a for a in definition.abilities if isinstance(a, GiftAbility)), None)


def verify_gift(game: Game, definition: CardDefinition, caster: str, promised: str | None) -> None:
    """Refuse a gift promised for a card without gift, or to a player who isn't the caster's opponent."""
    if promised is None:
        return
    if gift_ability(definition) is None:
        raise IllegalAction(
            "No gift", f"{definition.name} has no gift to promise: cast it without `gift`", [cr("702.174a")]
        )
    opponents = [player.id for player in game.opponents(caster)]
    if promised not in opponents:
        raise IllegalAction(
            "Not an opponent",
            f"a gift is promised to an opponent of {caster} ({', '.join(opponents) or 'none'}), not {promised!r}",
            [cr("702.174a")],
        )


def record_gift(spell: StackObject, promised: str | None, cites: list[str]) -> None:
    if promised is not None:
        spell.choices[GIFT] = promised
        cites.extend(CITES)


def promised(item: StackObject | None) -> bool:
    return item is not None and item.choices.get(GIFT) is not None


def give(game: Game, kind: str, opponent: str, stack_object: str, giver: str | None = None) -> None:
    """The opponent gets the gift of that kind (CR 702.174d-i), if still in the game; `giver`: the
    player who gives it (the spell's or the gift trigger's controller: "Whenever you give a gift",
    rules/gift_triggers.py)."""
    if opponent not in {player.id for player in game.state.players if not player.has_lost}:
        return
    cites = [*CITES, cr("702.174b")]
    if kind == "card":
        game.emit("gift_given", cites, stack_object=stack_object, player=opponent, gift=kind, giver=giver)
        draw_cards(game, game.player(opponent), 1)
        return
    token, tapped = _TOKENS[kind]
    game.emit("gift_given", [*cites, cr("111.10")], stack_object=stack_object, player=opponent, gift=kind, giver=giver)
    for _ in range(doubled(game, opponent, 1, stack_object)):  # s35-std: the opponent's token doublers (CR 614.1a)
        token_id = game.new_object_id(f"{token.name.lower()}-")
        enter_battlefield(game, token, token_id, opponent, opponent, was_cast=False, tapped=tapped, is_token=True)
    added(game, opponent, token, stack_object)  # s35-std: "plus an additional Food token" (CR 614.1a)


def give_as_the_spell_resolves(game: Game, item: StackObject, definition: CardDefinition) -> None:
    """An instant or sorcery's promised gift, before its other effects (CR 702.174b)."""
    opponent = item.choices.get(GIFT)
    ability = gift_ability(definition)
    if opponent is not None and ability is not None:
        give(game, ability.gift, str(opponent), item.id, item.controller)


def _note_promised(game: Game, entering: Entering) -> None:
    spell = entering.spell
    ability = gift_ability(game.definition(entering.permanent.card)) if entering.permanent.card is not None else None
    if spell is not None and spell.choices.get(GIFT) is not None and ability is not None:
        game.rule_memory.setdefault(_ENTERING, {})[entering.permanent.id] = (spell.choices[GIFT], ability.gift)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    noted: dict[str, tuple[str, str]] | None = game.rule_memory.get(_ENTERING)
    if not noted or event["permanent"] not in noted:
        return []
    opponent, kind = noted.pop(event["permanent"])
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    return [
        PendingTrigger(
            permanent.id,
            None,
            permanent.controller or "",
            GIFT,
            [],
            [*CITES, cr("603.6a")],
            data={"keyword_trigger": GIFT, GIFT: opponent, "gift_kind": kind},
            card=permanent.card,
            face="back" if permanent.transformed else "front",
        )
    ]


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """The permanent's gift trigger: the chosen opponent gets the gift, even if the permanent has
    left the battlefield since (the ability exists on its own, CR 113.7a)."""
    game.emit("ability_resolved", [cr("608.2"), *CITES], stack_object=item.id, source=item.source, effect=GIFT)
    give(game, str(item.choices["gift_kind"]), str(item.choices[GIFT]), item.id, item.controller)


registry.enters_replacements.add(_note_promised, order=46, needs=(GiftAbility,))
keyword_triggers.watch("entered_battlefield", _detect, needs=(GiftAbility,))  # `_note_promised` notes only then
registry.keyword_trigger_resolvers[GIFT] = _resolve
