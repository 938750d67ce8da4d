"""Face-down spells and permanents (CR 702.37 morph and its variant negamorph, CR 708).

- Casting face down (`cast` with `face_down: true`): only a card with negamorph (or morph) may be
  cast this way; the alternative cost is {3} (seed ruling 5f0fc06b697893cf, CR 702.37c). On the
  stack and on the battlefield it has the face-down characteristics (`characteristics.py`).
- Turning face up (`turn_face_up`, CR 116.2b): a special action, any time its controller has
  priority, no stack. `pay: "negamorph"` pays the negamorph cost from the mana pool and puts a
  -1/-1 counter on it as it turns face up (seed ruling 08a89b82f640c586); `pay: "other"` (an
  effect turns it up) pays nothing and puts no counter. A face-down spell can't be turned up.
  It doesn't enter the battlefield again (CR 708.8), so only "when turned face up" triggers.
- s24-khans: morph and megamorph (the `morph` ability, CR 702.37a-b): such a card may be cast face down too,
  and `pay: "morph"` pays its morph cost (702.37e); for megamorph a +1/+1 counter is put on it as it is
  turned face up that way (702.37b), before "when turned face up" abilities look at it.
- s32-ma: disguise (the `morph` ability with `disguise`, CR 702.168a, d): cast face down the same way, and as a
  face-down spell or permanent it has ward {2} (`disguise_ward`, a layer asked only in a request with a disguise card); `pay: "morph"` pays the
  disguise cost.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import TurnFaceUp
from app.engine.cards import CardDefinition, MorphAbility
from app.engine.characteristics import compute
from app.engine.citations import (
    FACE_DOWN_CHARACTERISTICS,
    FACE_DOWN_SPELL_COSTS_THREE,
    NEGAMORPH_COUNTER_WHEN_COST_PAID,
    NEGAMORPH_IS_MORPH_VARIANT,
    TURN_FACE_UP_SPECIAL_ACTION,
    cr,
)
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, keyword_counters
from app.engine.rules.ability_presence import catalog_kind
from app.engine.state import Characteristics, Permanent, Player, StackObject

FACE_DOWN_ALTERNATIVE_COST = "{3}"

# What cost modifiers and timing rules see when a spell is cast face down: a 2/2 creature
# spell with no name, mana cost, colors, creature types or abilities (CR 708.2, 708.4).
FACE_DOWN_SPELL = CardDefinition(name="face-down spell", types=[CardType.CREATURE], power=2, toughness=2)

CAST_FACE_DOWN_CITES = (cr("702.37c"), cr("708.4"), FACE_DOWN_SPELL_COSTS_THREE, NEGAMORPH_IS_MORPH_VARIANT,
                        FACE_DOWN_CHARACTERISTICS)


def can_be_cast_face_down(definition: CardDefinition) -> bool:
    return definition.negamorph_cost is not None or definition.has_keyword("morph") or \
        s24khans_morph_ability(definition) is not None


def verify_cast_face_down(definition: CardDefinition, x: int | None) -> None:
    if not can_be_cast_face_down(definition):
        raise IllegalAction("Can't be cast face down", f"{definition.name} has no negamorph or morph ability; only "
                            "such a card may be cast face down for {3}", [cr("702.37c"), NEGAMORPH_IS_MORPH_VARIANT])
    if x:
        raise IllegalAction("No X", "a face-down spell has no mana cost, so it has no {X} to choose",
                            [cr("708.4"), FACE_DOWN_SPELL_COSTS_THREE])


def face_down_cast_cost(game: Game, player: Player) -> costs.TotalCost:
    """{3}, an alternative cost (CR 118.9), then increases and reductions (CR 601.2f) as they apply
    to a face-down spell."""
    return costs.total_cost(game, player, FACE_DOWN_SPELL, alternative=FACE_DOWN_ALTERNATIVE_COST)


# --- turning face up -----------------------------------------------------------------------


def _negamorph_cost(game: Game, permanent: Permanent) -> costs.TotalCost | None:
    text = game.definition(permanent.card).negamorph_cost
    if text is None:
        return None
    return costs.TotalCost.from_mana_cost(parse_mana_cost(text))


def verify_turn_face_up(game: Game, action: TurnFaceUp) -> None:
    permanent = game.permanent(action.permanent)
    if permanent is None:
        spell = game.stack_object(action.permanent)
        if spell is not None and spell.face_down:
            raise IllegalAction("A face-down spell can't be turned face up", f"{action.permanent!r} is a face-down "
                                "spell on the stack; only a face-down permanent can be turned face up",
                                [TURN_FACE_UP_SPECIAL_ACTION, cr("702.37e")])
        raise IllegalAction("No such permanent", f"there is no permanent {action.permanent!r} on the battlefield",
                            [cr("702.37e")])
    if not permanent.face_down:
        raise IllegalAction("Not face down", f"{action.permanent!r} is already face up; only a face-down permanent "
                            "can be turned face up", [TURN_FACE_UP_SPECIAL_ACTION, cr("702.37e")])
    if action.player is not None and action.player != permanent.controller:
        raise IllegalAction("Not your permanent", f"only {permanent.controller}, who controls {action.permanent!r}, "
                            "can turn it face up", [TURN_FACE_UP_SPECIAL_ACTION, cr("116.2b")])
    refuse_without_priority(game, TURN_FACE_UP_SPECIAL_ACTION, cr("116.2b"), because=", so no special action can be taken")
    if action.pay == "other" and permanent.card is not None and (
            permanent.manifested or s24khans_morph_ability(game.definition(permanent.card)) is not None):  # s24-khans
        raise IllegalAction("Pay its cost", f"{action.permanent!r} is turned face up as a special action by paying its "
                            "morph cost (`pay` \"morph\") or, manifested, its mana cost (`pay` \"mana_cost\")",
                            [cr("702.37e"), cr("701.40b"), TURN_FACE_UP_SPECIAL_ACTION])
    if action.pay == "mana_cost":  # s24-khans: a manifested creature card (CR 701.40b)
        costs.verify_payable(game, game.player(permanent.controller), s24khans_manifested_cost(game, permanent),
                             f"turning {action.permanent} face up")
    if action.pay == "morph":  # s24-khans
        morph = s24khans_morph_ability(game.definition(permanent.card)) if permanent.card is not None else None
        if morph is None:
            raise IllegalAction("No morph cost", f"{action.permanent!r} has no morph or megamorph ability to pay",
                                [cr("702.37e")])
        if morph.cost is None:
            s24khans_revealed(game, permanent, morph)
        else:
            costs.verify_payable(game, game.player(permanent.controller),
                                 costs.TotalCost.from_mana_cost(parse_mana_cost(morph.cost)),
                                 f"turning {action.permanent} face up")
    if action.pay == "negamorph":
        cost = _negamorph_cost(game, permanent)
        if cost is None:
            raise IllegalAction("No negamorph cost", f"{action.permanent!r} has no negamorph ability to pay; an "
                                "effect that turns it face up is pay \"other\"", [cr("702.37e")])
        costs.verify_payable(game, game.player(permanent.controller), cost, f"turning {action.permanent} face up")


def turn_face_up(game: Game, action: TurnFaceUp) -> None:
    permanent = game.require_permanent(action.permanent)
    cites = [cr("116.2b"), cr("708.8"), TURN_FACE_UP_SPECIAL_ACTION]
    if action.pay == "negamorph":
        cost = _negamorph_cost(game, permanent)
        assert cost is not None  # verified
        costs.pay(game, game.player(permanent.controller), cost, f"turning {action.permanent} face up")
        cites.append(cr("702.37e"))
    megamorph = False
    revealed: str | None = None
    if action.pay == "mana_cost":  # s24-khans: CR 701.40b
        costs.pay(game, game.player(permanent.controller), s24khans_manifested_cost(game, permanent),
                  f"turning {action.permanent} face up")
        cites.append(cr("701.40b"))
    if action.pay == "morph":  # s24-khans: the morph or megamorph cost (CR 702.37e, 702.37b)
        morph = s24khans_morph_ability(game.definition(permanent.card))
        assert morph is not None  # verified
        if morph.cost is None:
            revealed = s24khans_revealed(game, permanent, morph)
        else:
            costs.pay(game, game.player(permanent.controller),
                      costs.TotalCost.from_mana_cost(parse_mana_cost(morph.cost)), f"turning {action.permanent} face up")
        megamorph = morph.megamorph
        cites.extend((cr("702.37e"), *((cr("702.37b"),) if megamorph else ()),
                      *((cr("702.168d"),) if morph.disguise else ())))  # s32-ma
    permanent.face_down = False
    game.changed(permanent)
    counter_added = "-1/-1" if action.pay == "negamorph" else "+1/+1" if megamorph else None
    if counter_added is not None:
        # As it is turned face up, not afterwards: "when turned face up" abilities see the counter.
        added = keyword_counters.modified_amount(game, permanent, counter_added, 1)  # s35-std (CR 614.1a)
        permanent.counters[counter_added] = permanent.counters.get(counter_added, 0) + added
    permanent.manifested = False  # s24-khans: face up now (CR 701.40b)
    if action.pay not in ("morph", "mana_cost"):
        # The ruling also says turning up any other way puts no counter: cite it either way.
        cites.append(NEGAMORPH_COUNTER_WHEN_COST_PAID)
    game.emit("turned_face_up", cites, permanent=permanent.id, card=game.definition(permanent.card).name,
              controller=permanent.controller, pay=action.pay, counter_added=counter_added,
              **({"revealed": revealed} if revealed is not None else {}))


def s24khans_morph_ability(definition: CardDefinition) -> MorphAbility | None:
    """s24-khans: the card's morph or megamorph ability (CR 702.37a-b), if it has one."""
    for ability in definition.abilities:
        if isinstance(ability, MorphAbility):
            return ability
    return None


registry.register_action("turn_face_up", verify=verify_turn_face_up, apply=turn_face_up)


def s24khans_manifested_cost(game: Game, permanent: Permanent) -> costs.TotalCost:
    """s24-khans: the mana cost a manifested permanent is turned face up for (CR 701.40b), or why it can't be."""
    definition = game.definition(permanent.card) if permanent.card is not None else None
    if not permanent.manifested or definition is None:
        raise IllegalAction("Not manifested", f"{permanent.id!r} wasn't manifested: only a manifested creature card is "
                            "turned face up for its mana cost", [cr("701.40b")])
    if not definition.has_type(CardType.CREATURE):
        raise IllegalAction("Not a creature card", f"{permanent.id!r} is a manifested card that isn't a creature card: "
                            "it can't be turned face up for a mana cost", [cr("701.40b"), cr("701.40g")])
    cost = parse_mana_cost(definition.mana_cost) if definition.mana_cost else None
    if cost is None or cost.x_count:
        raise IllegalAction("Not modelled", f"{permanent.id!r}'s card has no mana cost or one with X: turning it face "
                            "up for it is not modelled", [cr("701.40b")])
    return costs.TotalCost.from_mana_cost(cost)


_S24KHANS_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def s24khans_revealed(game: Game, permanent: Permanent, morph: MorphAbility) -> str:
    """s24-khans: "Morph—Reveal a white card in your hand." (CR 702.37e): the card of its controller's hand revealed to
    pay the morph cost (`choices.reveal`, else the first card of that color), or why there is none."""
    player = game.player(permanent.controller)
    symbol: str = morph.reveal_color or ""
    able = [card.id for card in player.hand
            if (found := compute(game, StackObject(id=card.id, card=card.card))) is not None and symbol in found.colors]
    color = _S24KHANS_COLOR_NAMES.get(symbol, symbol)
    named = game.choices.reveal
    if named is not None:
        game.used_choices.add("reveal")
    if named is not None and named not in able:
        raise IllegalAction("Can't reveal that card", f"the morph cost of {permanent.id!r} reveals a {color} card of "
                            f"{player.id}'s hand ({', '.join(able) or 'none'}), not {named!r}", [cr("702.37e"),
                                                                                                 cr("701.20a")])
    if not able:
        raise IllegalAction("Cost can't be paid", f"the morph cost of {permanent.id!r} reveals a {color} card from "
                            f"{player.id}'s hand, which has none", [cr("702.37e"), cr("701.20a")])
    return named if named is not None else able[0]


# s32-ma, gated in s33-lead: a face-down spell or permanent cast with disguise has ward {2} (CR 702.168a, 708.2).
DISGUISE = "face_down:disguise"  # a `catalog_kind`: some card of the request has disguise


def _has_disguise(definition: CardDefinition) -> bool:
    return any(isinstance(ability, MorphAbility) and ability.disguise for ability in definition.abilities)


def disguised(game: Game, obj: Permanent | StackObject) -> bool:
    """A face-down spell or permanent whose card has disguise, cast face down that way (not manifested)."""
    if not obj.face_down or obj.card is None or (isinstance(obj, Permanent) and obj.manifested):
        return False
    return _has_disguise(game.definition(obj.card))


def disguise_ward(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 1 (CR 702.168a, 708.2): a disguised face-down object's characteristics include ward {2}."""
    if disguised(game, obj) and "ward:{2}" not in characteristics.keywords:
        characteristics.keywords.append("ward:{2}")


catalog_kind(DISGUISE, _has_disguise)
registry.characteristic_layers.add(disguise_ward, order=1, needs=(DISGUISE,))
# Cache-safe: it reads only the object itself (its face and its card), and turning it face up makes it change.
registry.characteristics_cache_safe.add(disguise_ward)
registry.layers_keeping_names.add(disguise_ward)  # an ability only: no name, supertype or type
registry.layers_keeping_types.add(disguise_ward)
