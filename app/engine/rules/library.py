"""Library decisions (design.md §10): scry (CR 701.22), surveil (701.25), "look at the top N cards
... put one into your hand and the rest on the bottom", search (701.23), shuffle (701.24), the
cards revealed on the way and "reveal the top card of your library" (`reveal_top`, 701.20: no
decision). The `mill` effect is rules/mill.py.

Each decision is made as the effect resolves, by the player whose library it is (the spell's or
ability's controller), and given with the action that resolves it (`resolve`, or the last
`pass_priority`), in that action's `choices`; or already recorded in the resolving object's own
`choices` (a state posted with it). Until it is given, `pending` is a `choose` decision naming it
(`asked_choice`, with `options.kind`); without it the documented default applies:
- `choices.scry`: `{"top": [ids in order], "bottom": [ids in order]}`, every card looked at once;
  default: all kept on top in their order.
- `choices.surveil`: `{"top": [...], "graveyard": [...]}`; default: all kept on top.
- `choices.chosen` (look at the top N): the cards taken, at most `take`, each with the quality;
  default: none when the effect says "you may", else the first cards that may be taken; and
  `choices.bottom`, the order of the rest put on the bottom "in any order" (default: as they were).
- `choices.search`: the cards found, at most `count`, each with the quality; a search for a card
  with a stated quality may find nothing (701.23b), which is the default; a search for "a card"
  must find one if the library holds one (701.23d): by default the top one.
A wrong answer (a card not looked at, one without the quality, too many, a card twice) is refused
with a 422 that says why; an answer given by a player other than the one deciding is refused too.

Shuffles (701.24a) and "in a random order" draw from a generator seeded by the request (its
`seed`, else a seed derived from its bytes: `Game.seed`): SHA-256 in counter mode, so the same
request always gives the same order, on every platform and Python version. No other source of
randomness exists in the engine.
"""

from __future__ import annotations

import hashlib
from typing import Any

from pydantic import BaseModel, ValidationError

from app.engine import registry
from app.engine.actions import Choices, ScryAnswer, SurveilAnswer
from app.engine.cards import (
    DrawEffect,
    LookAtTopEffect,
    MillEffect,
    RevealTopEffect,
    RevealTopThenDrawEffect,
    S33libExiledPlay,  # s33-lib
    ScryEffect,
    SearchLibraryEffect,
    ShuffleEffect,
    SurveilEffect,
    effects_of,
)
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import (
    impulse,  # s33-lib
    modes,
    s21neoa_conditions,
    s26tsp_hideaway,
    s30stda_search_zones,
    s31cmd_piles,
    search_zones,
    spell_conditions,
)
from app.engine.rules.card_qualities import has_quality as has_quality  # s32-oldmh: moved there, re-exported
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.revealed_life_loss import lose_life_for_revealed
from app.engine.rules.s26cmda_search import check_share_a_land_type  # s26-cmda
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.stack import spell_effects
from app.engine.rules.transform_self import transform_source  # s21-dfc
from app.engine.rules.triggers import ability_definition
from app.engine.rules.untap_found import untap_found
from app.engine.rules.zones import draw_cards, enter_battlefield, leave_battlefield, place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

# The `choices` field that answers each library effect, and the `options.kind` it is asked with.
CHOICE_FIELDS = {"scry": "scry", "surveil": "surveil", "look_at_top": "chosen", "search_library": "search"}
LIBRARY_KINDS = frozenset(CHOICE_FIELDS)
_SHUFFLE_MEMORY = "library.draws"  # `Game.rule_memory`: how many numbers the generator has given


# --- the seeded generator ----------------------------------------------------------------------


def _seed(game: Game) -> int:
    seed = game.seed
    if callable(seed):
        seed = game.seed = seed()  # derived once, when first needed
    return seed


def _below(game: Game, bound: int) -> int:
    """A number in [0, bound) drawn from the request's generator: block n is SHA-256("<seed>:<n>");
    a draw that would bias the result (past the largest multiple of `bound`) is drawn again."""
    limit = (1 << 64) - (1 << 64) % bound
    while True:
        drawn = game.rule_memory.get(_SHUFFLE_MEMORY, 0)
        game.rule_memory[_SHUFFLE_MEMORY] = drawn + 1
        block = hashlib.sha256(f"{_seed(game)}:{drawn}".encode()).digest()
        value = int.from_bytes(block[:8], "big")
        if value < limit:
            return value % bound


def shuffled(game: Game, cards: list[ZoneCard]) -> list[ZoneCard]:
    """`cards` in a random order drawn from the request's generator (Fisher-Yates)."""
    result = list(cards)
    for index in range(len(result) - 1, 0, -1):
        other = _below(game, index + 1)
        result[index], result[other] = result[other], result[index]
    return result


def shuffle_library(game: Game, player: Player, item_id: str | None, cites: tuple[str, ...] = ()) -> None:
    """CR 701.24a: the library is randomized (seeded by the request)."""
    player.library = shuffled(game, player.library)
    game.emit(
        "library_shuffled", [*cites, cr("701.24a")], stack_object=item_id, player=player.id, cards=len(player.library)
    )


registry.shuffle_library = shuffle_library  # s32-core: rules/s32core_graveyard_instead.py (which this module imports)


# --- qualities --------------------------------------------------------------------------------


def _may_go(game: Game, card: ZoneCard, to: str) -> bool:
    """An instant or sorcery card can't be put onto the battlefield (CR 304.4, 307.4)."""
    if not to.startswith("battlefield"):
        return True
    definition = game.definition(card.card)
    return not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY))


def _quality_words(qualities: list[str] | None) -> str:
    return "any card" if qualities is None else " or ".join(qualities)


# --- the answer ---------------------------------------------------------------------------------


def _decider_check(game: Game, decider: str, field: str) -> None:
    """An answer comes from the player deciding: refused from an action naming another player (or
    the `pass_priority` of another player)."""
    action = game.action
    acting = getattr(action, "player", None)
    if getattr(action, "type", None) == "pass_priority":
        acting = game.state.priority_player or acting
    if acting is not None and acting != decider:
        raise IllegalAction(
            "Not your decision",
            f"choices.{field} was given by {acting}, but {decider} makes this "
            f"decision (their library); give it with a resolve action by {decider} (or naming no "
            "player)",
            [cr("608.2d")],
        )


def _answer(
    game: Game, item: StackObject, field: str, choices: Choices, model: type[BaseModel] | None, decider: str | None
) -> Any:
    """The answer to `field`: the resolving action's `choices`, else the resolving object's own
    `choices` (posted with it); None when neither gives it. Each answer is used once per action."""
    if field in game.used_choices:
        return None
    given = getattr(choices, field, None)
    if given is not None:
        if decider is not None:  # s23-std: None when several players decide, each for their own library
            _decider_check(game, decider, field)
        game.used_choices.add(field)
        return given
    stored = item.choices.get(field)
    if stored is None:
        return None
    try:
        if model is not None:
            return model.model_validate(stored)
        if not (isinstance(stored, list) and all(isinstance(card_id, str) for card_id in stored)):
            raise ValueError("a list of card ids")
    except (ValidationError, ValueError):
        raise IllegalAction(
            "Wrong library choice",
            f"the stack object {item.id}'s choices.{field} is not a valid answer: {stored!r}",
            [cr("608.2d")],
        ) from None
    return stored


def chosen_answer(game: Game, item: StackObject, choices: Choices, decider: str) -> Any:
    """s32-mb: `choices.chosen` of the resolving action (else of the resolving object), as `_answer` reads it: a list
    of card ids or None (rules/s24khans_manifest.py: the card manifested by manifest dread)."""
    return _answer(game, item, "chosen", choices, None, decider)


def _refuse(title: str, detail: str, rule: str) -> IllegalAction:
    return IllegalAction(title, detail, [cr(rule)])


def _partition(looked: list[ZoneCard], parts: dict[str, list[str]], field: str, rule: str) -> dict[str, list[ZoneCard]]:
    """Every card looked at named exactly once across `parts` (CR 701.22a, 701.25a)."""
    by_id = {card.id: card for card in looked}
    named = [card_id for ids in parts.values() for card_id in ids]
    unknown = [card_id for card_id in named if card_id not in by_id]
    if unknown:
        raise _refuse(
            "Wrong library choice",
            f"choices.{field} names {', '.join(map(repr, unknown))}, not among the "
            f"cards looked at ({', '.join(by_id) or 'none'})",
            rule,
        )
    if len(set(named)) != len(named) or set(named) != set(by_id):
        raise _refuse(
            "Wrong library choice",
            f"choices.{field} must name each card looked at ({', '.join(by_id)}) exactly once, in {' or '.join(parts)}",
            rule,
        )
    return {part: [by_id[card_id] for card_id in ids] for part, ids in parts.items()}


def _take_from_library(player: Player, cards: list[ZoneCard]) -> None:
    leaving = {id(card) for card in cards}
    player.library = [card for card in player.library if id(card) not in leaving]


def _reveal(game: Game, item: StackObject, player: Player, cards: list[ZoneCard]) -> None:
    for card in cards:  # CR 701.20a-b: shown to all players; it stays where it is until moved
        game.emit(
            "card_revealed",
            [cr("701.20a"), cr("701.20b")],
            stack_object=item.id,
            player=player.id,
            card_id=card.id,
            card=game.definition(card.card).name,
        )


def _put(
    game: Game, item: StackObject, player: Player, cards: list[ZoneCard], to: str, revealed: bool, cites: list[str],
    controller: str | None = None,  # s23-std: the searching player, when not the item's controller (CR 110.2a)
) -> None:
    """Cards (already out of the library) to their destination."""
    if to == "hand":
        player.hand.extend(cards)
        for card in cards:  # a card put into the hand unrevealed is named to nobody else (CR 401.2, 402.3)
            details: dict[str, Any] = {"card": game.definition(card.card).name} if revealed else {}
            game.emit(
                "zone_change",
                cites,
                object=card.id,
                cards=[card.id],
                **{"from": Zone.LIBRARY.value, "to": Zone.HAND.value},
                **details,
            )
    elif to == "top":
        player.library[0:0] = cards
    elif to == "graveyard":
        to_graveyard(game, player, cards, Zone.LIBRARY)
    elif to == "exile_face_down":  # s26-tsp: hideaway (CR 702.75a, 406.3; the source remembers it, 607.2a)
        s26tsp_hideaway.exile_face_down(game, item, player, cards)
    elif to == "exile":  # s33-lib: "You may exile a <quality> card from among them." (CR 406.3: face up)
        s33lib_exile_from_library(game, player, cards, cites)
    else:
        for card in cards:
            enter_battlefield(
                game,
                card.card,
                card.id,
                controller or item.controller or player.id,
                player.id,
                was_cast=False,
                from_zone=Zone.LIBRARY,
                tapped=to == "battlefield_tapped",
            )


# --- scry and surveil -----------------------------------------------------------------------------


def _resolve_scry(game: Game, item: StackObject, effect: ScryEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    number = amount(game, item, effect.amount)
    if number <= 0:
        return  # CR 701.22b: scry 0 is no scry event
    looked = player.library[:number]
    answer = _answer(game, item, "scry", choices, ScryAnswer, player.id)
    if answer is None:
        top, bottom = looked, []
    else:
        parts = _partition(looked, {"top": answer.top, "bottom": answer.bottom}, "scry", "701.22a")
        top, bottom = parts["top"], parts["bottom"]
    player.library = [*top, *player.library[len(looked) :], *bottom]
    game.emit(
        "scried",
        [cr("608.2"), cr("701.22a")],
        stack_object=item.id,
        player=player.id,
        amount=number,
        cards=[card.id for card in looked],
        top=[card.id for card in top],
        bottom=[card.id for card in bottom],
        chosen=answer is not None,
    )


def _resolve_surveil(game: Game, item: StackObject, effect: SurveilEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    number = amount(game, item, effect.amount)
    if number <= 0:
        return  # CR 701.25c: surveil 0 is no surveil event
    looked = player.library[:number]
    answer = _answer(game, item, "surveil", choices, SurveilAnswer, player.id)
    if answer is None:
        top, graveyard = looked, []
    else:
        parts = _partition(looked, {"top": answer.top, "graveyard": answer.graveyard}, "surveil", "701.25a")
        top, graveyard = parts["top"], parts["graveyard"]
    player.library = [*top, *player.library[len(looked) :]]
    to_graveyard(game, player, graveyard, Zone.LIBRARY)
    game.emit(
        "surveilled",
        [cr("608.2"), cr("701.25a")],
        stack_object=item.id,
        player=player.id,
        amount=number,
        cards=[card.id for card in looked],
        top=[card.id for card in top],
        graveyard=[card.id for card in graveyard],
        chosen=answer is not None,
    )


# --- look at the top N ----------------------------------------------------------------------------


def _look_bounds(
    game: Game, item: StackObject, effect: LookAtTopEffect, looked: list[ZoneCard]
) -> tuple[list[ZoneCard], int, int]:
    """The cards that may be taken, and how few and how many must be."""
    eligible = [
        card for card in looked if has_quality(game, card, effect.quality, item) and _may_go(game, card, effect.to)
    ]
    most = min(amount(game, item, effect.take), len(eligible))  # s14-library: "X" (CR 107.3a)
    return eligible, (0 if effect.optional else most), most


def _resolve_look_at_top(game: Game, item: StackObject, effect: LookAtTopEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    number = amount(game, item, effect.amount) * effect.amount_multiplier  # s14-library: "twice X"
    looked = player.library[:number]
    game.emit(
        "library_looked_at", [cr("608.2c")], stack_object=item.id, player=player.id, cards=[card.id for card in looked]
    )
    if effect.reveal_all:  # s15-library: "Reveal the top N cards of your library." (CR 701.20a)
        _reveal(game, item, player, looked)
    eligible, fewest, most = _look_bounds(game, item, effect, looked)
    answer = _answer(game, item, "chosen", choices, None, player.id)
    if effect.s31cmd_piles:  # s31-cmd: one of two piles an opponent separated them into (CR 700.3)
        separator = s31cmd_piles.separating_opponent(game, player.id, choices.chosen_opponent)
        taken = s31cmd_piles.pile_taken(looked, _answer(game, item, "piles", choices, None, separator), answer)
    elif answer is None:
        taken = eligible[:fewest]
    else:
        by_id = {card.id: card for card in looked}
        unknown = [card_id for card_id in answer if card_id not in by_id]
        if unknown:
            raise _refuse(
                "Wrong library choice",
                f"choices.chosen names {', '.join(map(repr, unknown))}, not among "
                f"the cards looked at ({', '.join(by_id) or 'none'})",
                "608.2c",
            )
        if len(set(answer)) != len(answer) or not fewest <= len(answer) <= most:
            wanted = f"exactly {most}" if fewest == most else f"{fewest} to {most}"
            raise _refuse(
                "Wrong library choice",
                f"choices.chosen must name {wanted} different card(s) among "
                f"{', '.join(card.id for card in eligible) or 'none'}, not {answer!r}",
                "608.2c",
            )
        lacking = [card_id for card_id in answer if by_id[card_id] not in eligible]
        if lacking:
            raise _refuse(
                "Wrong library choice",
                f"{', '.join(map(repr, lacking))}: not {_quality_words(effect.quality)}"
                f" (the cards that may be taken: {', '.join(c.id for c in eligible) or 'none'})",
                "608.2c",
            )
        taken = [by_id[card_id] for card_id in answer]
    if effect.one_each:  # s15-library: "a <X> card, a <Y> card, and/or a <Z> card" (rules/search_zones.py)
        search_zones.check_one_each(taken, effect, lambda card, quality: has_quality(game, card, quality, item))
    if effect.reveal and not effect.reveal_all:
        _reveal(game, item, player, taken)
    rest = [card for card in looked if not any(card is chosen for chosen in taken)]
    _take_from_library(player, looked)
    _put(game, item, player, taken, effect.to, effect.reveal or effect.reveal_all, [cr("608.2c")])
    if effect.s33lib_may_play is not None:  # s33-lib: "... you may cast the exiled card this turn." (CR 601.2a)
        s33lib_may_play(game, item, player, taken, effect.s33lib_may_play)
    if effect.to == "hand":  # s21-neoa: "If you didn't put a card into your hand this way, ..." (CR 608.2c)
        s21neoa_conditions.remember_put(game, item, len(taken))
    if effect.rest_optional and not choices.pay_optional_cost:  # s30-stdc: "you may put it ..." declined (608.2d)
        player.library[0:0] = rest
    elif effect.rest == "hand":  # s30-stdc: "If you don't put the card onto the battlefield, put it into your hand."
        s30stdc_rest_to_hand(game, item, player, rest)
    elif effect.rest == "top_any_order":  # s23-c10: "put them back in any order" (CR 401.4)
        player.library[0:0] = s23c10_top_order(game, item, rest, choices, player.id)
        if effect.may_shuffle and choices.pay_optional_cost:  # "You may shuffle." (CR 701.24a, 608.2d)
            shuffle_library(game, player, item.id)
    elif effect.rest == "top":
        player.library[0:0] = rest
    elif effect.rest == "graveyard":
        rest = to_graveyard(game, player, rest, Zone.LIBRARY)
        if rest:
            game.emit(
                "zone_change",
                [cr("608.2c")],
                cards=[card.id for card in rest],
                **{"from": Zone.LIBRARY.value, "to": Zone.GRAVEYARD.value},
            )
    else:
        random = effect.rest == "bottom_random"
        ordered = shuffled(game, rest) if random else _bottom_order(game, item, rest, choices, player.id)
        player.library.extend(ordered)
        if ordered:
            game.emit(
                "put_on_bottom",
                [cr("401.4")],
                stack_object=item.id,
                player=player.id,
                cards=[card.id for card in ordered],
                order="random" if random else "any",
            )
    game.emit(
        "library_choice_made",
        [cr("608.2c")],
        stack_object=item.id,
        player=player.id,
        taken=[card.id for card in taken],
        to=effect.to,
        chosen=answer is not None,
    )


def _bottom_order(
    game: Game, item: StackObject, rest: list[ZoneCard], choices: Choices, decider: str
) -> list[ZoneCard]:
    """ "The rest on the bottom of your library in any order" (CR 401.4): the order `choices.bottom`
    gives (every one of them once), else the order they had."""
    order = _answer(game, item, "bottom", choices, None, decider)
    if order is None:
        return rest
    by_id = {card.id: card for card in rest}
    if sorted(order) != sorted(by_id):
        raise _refuse(
            "Wrong library choice",
            f"choices.bottom must name each card put on the bottom "
            f"({', '.join(by_id) or 'none'}) exactly once, not {order!r}",
            "401.4",
        )
    return [by_id[card_id] for card_id in order]


# --- search and shuffle -----------------------------------------------------------------------------


def _search_bounds(
    game: Game, item: StackObject, effect: SearchLibraryEffect, player: Player, zones: set[str] | None = None
) -> tuple[list[ZoneCard], int, int]:
    """The cards the search may find, and how few and how many it must (CR 701.23b-c)."""
    pool = player.library
    if effect.graveyard:  # s15-library: "search your library and/or graveyard" (rules/search_zones.py)
        pool = search_zones.searched_cards(player, zones if zones is not None else {"library", "graveyard"})
    eligible = [
        card for card in pool if has_quality(game, card, effect.quality, item) and _may_go(game, card, effect.to)
    ]
    most = len(eligible) if effect.any_number else min(effect.count, len(eligible))  # "any number of" (s13-pw)
    return eligible, (most if effect.quality is None else 0), most


def _resolve_search(game: Game, item: StackObject, effect: SearchLibraryEffect, choices: Choices) -> None:
    if effect.player != "you":  # s23-std: other players search their own libraries (end of this module)
        s23std_resolve_others_search(game, item, effect, choices)
        return
    player = game.player(item.controller)
    answer = _answer(game, item, "search", choices, None, player.id)
    if effect.optional and answer is None:
        game.emit("library_not_searched", [cr("608.2d")], stack_object=item.id, player=player.id)
        return  # "you may search": no search, no shuffle
    # s15-library: {"library"} unless "and/or graveyard" (rules/search_zones.py)
    zones = search_zones.zones_searched(effect, player, answer, choices)
    eligible, fewest, most = _search_bounds(game, item, effect, player, zones)
    if answer is None:
        found = eligible[:fewest]
    else:
        by_id = {card.id: card for card in search_zones.searched_cards(player, zones)}
        unknown = [card_id for card_id in answer if card_id not in by_id]
        if unknown:
            raise _refuse(
                "Wrong library choice",
                f"choices.search names {', '.join(map(repr, unknown))}, not in {player.id}'s library",
                "701.23a",
            )
        lacking = [card_id for card_id in answer if by_id[card_id] not in eligible]
        if lacking:
            raise _refuse(
                "Wrong library choice",
                f"{', '.join(map(repr, lacking))}: not {_quality_words(effect.quality)}, what the search is for",
                "701.23a",
            )
        if len(set(answer)) != len(answer) or not fewest <= len(answer) <= most:
            wanted = f"exactly {most}" if fewest == most else f"at most {most}"
            rule = "701.23d" if effect.quality is None else "701.23a"
            raise _refuse(
                "Wrong library choice",
                f"choices.search must name {wanted} different card(s) of the library, not {answer!r}",
                rule,
            )
        found = [by_id[card_id] for card_id in answer]
    if effect.one_each:  # s15-library: "a card named X and/or a card named Y" (rules/search_zones.py)
        search_zones.check_one_each(found, effect, lambda card, quality: has_quality(game, card, quality, item))
    if effect.different_names:  # s15-library: "with different names" (rules/search_zones.py)
        search_zones.check_different_names(game, found)
    if effect.share_a_land_type:  # s26-cmda: "that share a land type" (CR 205.3i; rules/s26cmda_search.py)
        check_share_a_land_type(game, found)
    if effect.graveyard:  # s15-library: the library and/or the graveyard (rules/search_zones.py)
        _resolve_zones_search(game, item, effect, player, zones, found, answer is not None)
        return
    cites = [cr("608.2"), cr("701.23a")]
    if effect.quality is not None and len(found) < len(eligible) and len(found) < effect.count:
        cites.append(cr("701.23b"))  # a stated quality: not required to find it
    game.emit(
        "library_searched",
        cites,
        stack_object=item.id,
        player=player.id,
        found=[card.id for card in found],
        chosen=answer is not None,
    )
    if effect.reveal:
        _reveal(game, item, player, found)
    _take_from_library(player, found)
    if effect.to == "top":  # "then shuffle and put that card on top": not part of the shuffle (701.24b)
        if effect.shuffle:
            shuffle_library(game, player, item.id, (cr("701.24b"),))
        player.library[0:0] = found
        return
    if effect.split_to_hand:  # s15-library: "put one onto the battlefield tapped and the other into your hand"
        _put(game, item, player, found[:1], effect.to, effect.reveal, [cr("701.23a"), cr("608.2c")])
        _put(game, item, player, found[1:], "hand", effect.reveal, [cr("701.23a"), cr("608.2c")])
    else:
        _put(game, item, player, found, effect.to, effect.reveal, [cr("701.23a")])
    if effect.shuffle:
        shuffle_library(game, player, item.id)
    if effect.untap_if is not None:  # s14-mana: "Then if you control four or more lands, untap that land."
        untap_found(game, item, effect, [card.id for card in found])


def _resolve_zones_search(
    game: Game,
    item: StackObject,
    effect: SearchLibraryEffect,
    player: Player,
    zones: set[str],
    found: list[ZoneCard],
    chosen: bool,
) -> None:
    """s15-library: "search your library and/or graveyard for ..., reveal it, and put it into your hand.
    If you search your library this way, shuffle." (CR 701.23a, 701.20a, 701.24a)."""
    in_library = [card for card in found if any(card is other for other in player.library)]
    in_graveyard = [card for card in found if not any(card is other for other in in_library)]
    if "library" in zones:
        game.emit(
            "library_searched",
            [cr("608.2"), cr("701.23a")],
            stack_object=item.id,
            player=player.id,
            found=[card.id for card in in_library],
            chosen=chosen,
        )
    if "graveyard" in zones:
        search_zones.emit_graveyard_searched(game, item, player, in_graveyard)
    if effect.reveal:
        _reveal(game, item, player, found)
    _take_from_library(player, in_library)
    _put(game, item, player, in_library, effect.to, effect.reveal, [cr("701.23a")])
    if effect.to == "hand":
        search_zones.take_from_graveyard(game, item, player, in_graveyard)
    else:  # s30-stda: "... and put it onto the battlefield" (rules/s30stda_search_zones.py, CR 400.7)
        s30stda_search_zones.put_from_graveyard_onto_battlefield(game, item, player, in_graveyard,
                                                                 effect.to == "battlefield_tapped")
    if effect.shuffle and "library" in zones:  # "If you search your library this way, shuffle."
        shuffle_library(game, player, item.id, (cr("608.2c"),))


def _resolve_reveal_top(game: Game, item: StackObject, effect: RevealTopEffect, choices: Choices) -> None:
    """CR 701.20a-b: the top cards are revealed where they are; those with the quality go `to`,
    the others `otherwise` (no decision to make)."""
    player = game.player(item.controller)
    revealed = player.library[: amount(game, item, effect.amount)]
    _reveal(game, item, player, revealed)
    if effect.lose_life_mana_value:  # s14-library: "You lose life equal to its mana value."
        lose_life_for_revealed(game, item, player, revealed)
    matched = [
        card for card in revealed if has_quality(game, card, effect.quality, item) and _may_go(game, card, effect.to)
    ]
    others = [card for card in revealed if not any(card is found for found in matched)]
    _take_from_library(player, revealed)
    for cards, where in ((matched, effect.to), (others, effect.otherwise)):
        if where == "top":
            player.library[0:0] = cards
        elif where == "bottom":
            if cards and effect.quality is not None:  # s15-library: "the rest ... in any order" (CR 401.4)
                cards = _bottom_order(game, item, cards, choices, player.id)
            player.library.extend(cards)
            if cards:
                game.emit(
                    "put_on_bottom",
                    [cr("401.4")],
                    stack_object=item.id,
                    player=player.id,
                    cards=[card.id for card in cards],
                    order="any",
                )
        elif where == "graveyard":
            cards = to_graveyard(game, player, cards, Zone.LIBRARY)
            if cards:
                game.emit(
                    "zone_change",
                    [cr("608.2c")],
                    cards=[card.id for card in cards],
                    **{"from": Zone.LIBRARY.value, "to": Zone.GRAVEYARD.value},
                )
        else:
            _put(game, item, player, cards, where, True, [cr("608.2c")])


def _resolve_reveal_top_then_draw(game: Game, item: StackObject, effect: RevealTopThenDrawEffect,
                                  choices: Choices) -> None:
    """s19-m21: "Reveal the top card of your library. If it's a creature or land card, draw a card." (CR 701.20a-b:
    revealed where it stays; 121.1: then its controller draws a card if it has one of the qualities). An empty
    library reveals nothing and nothing is drawn."""
    player = game.player(item.controller)
    revealed = player.library[:1]
    _reveal(game, item, player, revealed)
    if revealed and has_quality(game, revealed[0], effect.quality, item):
        if effect.transform:  # s21-dfc: Delver of Secrets (CR 701.27a, 608.2c)
            transform_source(game, item)
            return
        draw_cards(game, player, 1, (cr("608.2c"), cr("121.1")))


def _resolve_shuffle(game: Game, item: StackObject, effect: ShuffleEffect, choices: Choices) -> None:
    if effect.source and not effect.zones and item.kind is StackObjectKind.SPELL:
        return  # s24-core: a spell's "Shuffle ~ into its owner's library." (rules/s24core_spell_shuffles_itself.py)
    if effect.player == "source_owner":  # s27-older: "~'s owner shuffles it into their library."
        s27older_owner_shuffles_source(game, item)
        return
    players = list(item.targets) if effect.player == "target_player" else [item.controller or ""]
    if effect.player == "each_player":  # s23-c11: in turn order (CR 101.4)
        players = [player.id for player in game.players_in_turn_order()]
    if effect.zones or effect.source:  # s23-c11: "... shuffles their hand and graveyard into their library"
        players = s23c11_put_into_libraries(game, item, effect, players)
    for player_id in players:
        shuffle_library(game, game.player(player_id), item.id, (cr("608.2"),))


def s23c11_put_into_libraries(game: Game, item: StackObject, effect: ShuffleEffect, players: list[str]) -> list[str]:
    """s23-c11: before the shuffle, ~ (`source`, if it is still on the battlefield: CR 400.7) goes into its owner's
    library, and every card of each player's `zones` into that player's library (CR 400.3, 701.24a). Returns the
    players whose libraries are then shuffled (~'s owner too)."""
    shuffled = list(players)
    source = game.permanent(item.source) if effect.source and item.source else None
    if source is not None:
        leave_battlefield(game, source, Zone.LIBRARY, cites=[cr("608.2"), cr("400.3")], reason="shuffled_into_library")
        if source.owner is not None and source.owner not in shuffled:
            shuffled.append(source.owner)
    for player_id in players:
        player = game.player(player_id)
        for zone in effect.zones:
            cards: list[ZoneCard] = getattr(player, zone)
            if not cards:
                continue
            moved, cards[:] = list(cards), []
            player.library.extend(moved)
            game.emit("zone_change", [cr("608.2"), cr("400.3"), cr("701.24a")], cards=[card.id for card in moved],
                      player=player_id, reason="shuffled_into_library", **{"from": zone, "to": Zone.LIBRARY.value})
    return shuffled


def s27older_owner_shuffles_source(game: Game, item: StackObject) -> None:
    """s27-older: "At the beginning of the end step, ~'s owner shuffles it into their library." (CR 701.24a): ~, if it is
    still on the battlefield (a new object elsewhere, CR 400.7), goes into its owner's library, which is shuffled; the
    owner shuffles even when ~ has left for another zone (CR 701.24c), its card found there. A token gone from the
    battlefield has no owner to find (CR 111.8): nothing happens."""
    source = game.permanent(item.source) if item.source else None
    owner: str | None = None
    if source is not None:
        owner = source.owner or source.controller
        leave_battlefield(game, source, Zone.LIBRARY, cites=[cr("608.2"), cr("701.24a")], reason="shuffled_into_library")
    elif item.source and (location := game.find_zone_card(item.source)) is not None:
        owner = location.player.id
    if owner is not None:
        shuffle_library(game, game.player(owner), item.id, (cr("608.2"), cr("701.24c")))


registry.effect_resolvers["scry"] = _resolve_scry
registry.effect_resolvers["surveil"] = _resolve_surveil
registry.effect_resolvers["look_at_top"] = _resolve_look_at_top
registry.effect_resolvers["search_library"] = _resolve_search
registry.effect_resolvers["shuffle"] = _resolve_shuffle
registry.effect_resolvers["reveal_top"] = _resolve_reveal_top
registry.effect_resolvers["reveal_top_then_draw"] = _resolve_reveal_top_then_draw  # s19-m21


# --- the pending decision ---------------------------------------------------------------------------


def _resolving_effects(game: Game, item: StackObject) -> list[Any]:
    """The effects the top of the stack will follow as it resolves, or [] when it asks nothing here."""
    keyword = item.choices.get("keyword_trigger")
    if item.card is None or item.face_down or "delayed" in item.choices or keyword not in (None, "step_trigger"):
        return []
    if keyword == "step_trigger" and "granted" in item.choices:
        return []  # a granted step trigger ("Enchanted player has ...") asks nothing of the library here
    try:
        if item.kind is StackObjectKind.SPELL:
            effects = spell_effects(game.definition(item.card), cleaved=item.choices.get("alternative_cost") == "cleave",
                                    overloaded=item.choices.get("alternative_cost") == "overload",  # s25-mh
                                    awakened=item.choices.get("alternative_cost") == "awaken")  # s27-mech
        else:
            ability = ability_definition(game, item)
            if getattr(ability, "optional_cost", None) is not None and "pay_optional_cost" not in item.choices:
                return []  # "you may pay" is asked first
            effects = effects_of(ability)
        return modes.resolving_effects(item, effects, None, item.id)
    except IllegalAction:  # no mode chosen yet, or an ability the engine can't find: resolving it says why
        return []


def asked_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """The library decision the top of the stack asks its controller as it resolves, if any: the
    first library effect whose answer isn't recorded with it (the cards it will look at allow for
    the cards drawn or milled by the effects before it)."""
    return asked_for_effects(game, item, spell_conditions.unwrapped(game, item, _resolving_effects(game, item)))


def asked_for_effects(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """`asked_choice` of the effects given (CR 608.2c): a room ability's (s19-venture, rules/venture.py)."""
    if not effects or not any(getattr(effect, "kind", None) in LIBRARY_KINDS or getattr(effect, "s27cmd_put_back", None)
                              for effect in effects):
        return None
    player = game.player(item.controller)
    offset = 0  # cards the effects before it take from the top of the library
    for effect in effects:
        if isinstance(effect, DrawEffect | MillEffect) and effect.player == "you":
            taken = amount(game, item, effect.amount)
            if isinstance(effect, DrawEffect) and effect.s27cmd_put_back and "chosen" not in item.choices:
                return _put_back_asked(item, effect.s27cmd_put_back, player, player.library[offset:offset + taken])
            offset += taken
            continue
        field = CHOICE_FIELDS.get(getattr(effect, "kind", ""))
        if field is None or field in item.choices:
            continue
        library = player.library[offset:]
        options: dict[str, Any] = {"stack_object": item.id, "choice": field, "kind": effect.kind, "player": player.id}
        if isinstance(effect, ScryEffect | SurveilEffect):
            number = amount(game, item, effect.amount)
            if number <= 0:
                continue
            looked = [card.id for card in library[:number]]
            other = "bottom" if isinstance(effect, ScryEffect) else "graveyard"
            return {**options, "cards": looked, "default": {"top": looked, other: []}}
        if isinstance(effect, LookAtTopEffect):
            looked_cards = library[: amount(game, item, effect.amount) * effect.amount_multiplier]
            eligible, fewest, most = _look_bounds(game, item, effect, looked_cards)
            return {
                **options,
                "cards": [card.id for card in looked_cards],
                "eligible": [card.id for card in eligible],
                "min": fewest,
                "max": most,
                "to": effect.to,
                "rest": effect.rest,
                **({"rest_optional": True} if effect.rest_optional else {}),  # s30-stdc: `pay_optional_cost`
                "default": [card.id for card in eligible[:fewest]],
            }
        if isinstance(effect, SearchLibraryEffect) and effect.player != "you":
            return s23std_asked(game, item, effect, options)  # s23-std (end of this module)
        if isinstance(effect, SearchLibraryEffect):
            eligible, fewest, most = _search_bounds(game, item, effect, player)
            return {
                **options,
                "cards": [card.id for card in eligible],
                "eligible": [card.id for card in eligible],
                "min": fewest,
                "max": most,
                "to": effect.to,
                "quality": effect.quality,
                "optional": effect.optional,
                "default": None if effect.optional else [card.id for card in eligible[:fewest]],
                # s15-library: "and/or graveyard": the zones that may be searched (`choices.search_zones`)
                **({"zones": ["library", "graveyard"]} if effect.graveyard else {}),
            }
    return None



def _put_back_asked(item: StackObject, number: int, player: Player, drawn: list[ZoneCard]) -> dict[str, Any]:
    """"Draw three cards, then put two cards from your hand on top of your library" (rules/s27cmd_put_back.py, CR
    401.4, 608.2d): the hand it will be chosen from (the hand now and the cards the draw takes from the top), how many go
    back, and the default (the last ones, the last on top; all of a smaller hand)."""
    hand = [card.id for card in player.hand] + [card.id for card in drawn]
    count = min(number, len(hand))
    return {"stack_object": item.id, "choice": "chosen", "kind": "put_back", "player": player.id, "cards": hand,
            "min": count, "max": count, "to": "library_top", "default": list(reversed(hand[len(hand) - count:]))}


# --- s23-c10 ---


def s23c10_top_order(game: Game, item: StackObject, rest: list[ZoneCard], choices: Choices, decider: str
                     ) -> list[ZoneCard]:
    """ "then put them back in any order" (CR 401.4): the order `choices.top_order` gives (each card looked at once,
    the first named on top), else the order they had."""
    order = _answer(game, item, "top_order", choices, None, decider)
    if order is None:
        return rest
    by_id = {card.id: card for card in rest}
    if sorted(order) != sorted(by_id):
        raise _refuse("Wrong library choice", f"choices.top_order must name each card looked at "
                      f"({', '.join(by_id) or 'none'}) exactly once, not {order!r}", "401.4")
    return [by_id[card_id] for card_id in order]
# --- s23-std ----------------------------------------------------------------------------------------


def _s23std_searchers(game: Game, item: StackObject, effect: SearchLibraryEffect, *, resolving: bool) -> list[str]:
    """Who searches their own library: each player / each opponent (in turn order, CR 101.4), the target player, or
    the controller of the one object the effect before targeted, as it last existed (CR 608.2h; before the item
    resolves, the controller of that target now)."""
    if effect.player in ("target_player", "target_opponent"):
        return list(item.targets)
    if effect.player == "its_controller" and not resolving:
        found = (game.permanent(target) for target in item.targets)
        return list(dict.fromkeys(permanent.controller or "" for permanent in found if permanent is not None))
    return affected(game, item, effect.player)


def s23std_resolve_others_search(game: Game, item: StackObject, effect: SearchLibraryEffect, choices: Choices) -> None:
    """ "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles." /
    "Its controller may search ..." (CR 701.23a-b, 701.24a): each searching player looks through their own library
    and finds at most one card of the quality (none if they choose, 701.23b), named in `choices.search` (ids of
    cards in their library); it goes to their hand, or onto the battlefield under their control (CR 110.2a), then
    they shuffle. With `optional` ("may search", 608.2d): without `choices.search` nobody searches; with it, a
    player searches if it names one of their cards or names no card at all."""
    players = [game.player(player_id) for player_id in _s23std_searchers(game, item, effect, resolving=True)]
    answer = _answer(game, item, "search", choices, None, players[0].id if len(players) == 1 else None)
    if answer is not None:
        libraries = {card.id for player in players for card in player.library}
        strays = [card_id for card_id in answer if card_id not in libraries]
        if strays:
            raise _refuse("Wrong library choice", f"choices.search names {', '.join(map(repr, strays))}, in no "
                          f"searching player's library ({', '.join(p.id for p in players) or 'none'})", "701.23a")
    for player in players:
        in_library = {card.id: card for card in player.library}
        own = [] if answer is None else [card_id for card_id in answer if card_id in in_library]
        if effect.optional and (answer is None or (answer and not own)):
            game.emit("library_not_searched", [cr("608.2d")], stack_object=item.id, player=player.id)
            continue  # "may search": this player doesn't (no search, no shuffle)
        eligible, _, most = _search_bounds(game, item, effect, player)
        lacking = [card_id for card_id in own if all(card is not in_library[card_id] for card in eligible)]
        if lacking:
            raise _refuse("Wrong library choice", f"{', '.join(map(repr, lacking))}: not "
                          f"{_quality_words(effect.quality)}, what the search is for", "701.23a")
        if len(set(own)) != len(own) or len(own) > most:
            raise _refuse("Wrong library choice", f"choices.search must name at most {most} card(s) of "
                          f"{player.id}'s library, not {own!r}", "701.23a")
        found = [in_library[card_id] for card_id in own]
        cites = [cr("608.2"), cr("701.23a"), *([cr("701.23b")] if eligible and not found else [])]
        game.emit("library_searched", cites, stack_object=item.id, player=player.id, found=own,
                  chosen=answer is not None)
        _take_from_library(player, found)
        _put(game, item, player, found, effect.to, effect.reveal, [cr("701.23a"), cr("110.2a")], controller=player.id)
        shuffle_library(game, player, item.id)


def s23std_asked(game: Game, item: StackObject, effect: SearchLibraryEffect, options: dict[str, Any]) -> dict[str, Any]:
    """The `choose` decision of a search by other players: `players` who search, `eligible` the cards each may find
    in their own library (at most one each)."""
    players = [game.player(player_id) for player_id in _s23std_searchers(game, item, effect, resolving=False)]
    eligible = [card.id for player in players for card in _search_bounds(game, item, effect, player)[0]]
    return {**options, "player": players[0].id if players else options["player"], "players": [p.id for p in players],
            "cards": eligible, "eligible": eligible, "min": 0, "max": len(players), "to": effect.to,
            "quality": effect.quality, "optional": effect.optional, "default": None if effect.optional else []}


# --- s30-stdc ---


def s30stdc_rest_to_hand(game: Game, item: StackObject, player: Player, rest: list[ZoneCard]) -> None:
    """ "Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you don't
    put the card onto the battlefield, put it into your hand." (CR 608.2c, 401.2): the card not taken goes to its
    owner's hand (not a draw, CR 121.1)."""
    place_in_zone(player, Zone.HAND, rest)
    if rest:
        game.emit("zone_change", [cr("608.2c")], stack_object=item.id, cards=[card.id for card in rest],
                  **{"from": Zone.LIBRARY.value, "to": Zone.HAND.value})


# --- s33-lib ---


def s33lib_exile_from_library(game: Game, player: Player, cards: list[ZoneCard], cites: list[str]) -> None:
    """s33-lib: cards taken from among those looked at, put into exile face up (CR 406.3, 608.2c)."""
    if not cards:
        return
    place_in_zone(player, Zone.EXILE, cards)
    game.emit("zone_change", [*cites, cr("406.3")], cards=[card.id for card in cards],
              **{"from": Zone.LIBRARY.value, "to": Zone.EXILE.value})


def s33lib_may_play(game: Game, item: StackObject, player: Player, cards: list[ZoneCard],
                    play: S33libExiledPlay) -> None:
    """s33-lib: "[Until end of turn,] you may cast the exiled card [without paying its mana cost]." (CR 601.2a, 305.9,
    118.9): the impulse permission (rules/impulse.py) for the card exiled from among those looked at."""
    if not cards:
        return
    extra = {**({"cast_only": True} if play.cast_only else {}),
             **({"without_paying_mana_cost": True} if play.without_paying_mana_cost else {})}
    impulse.grant(game, player.id, cards, play.until, extra)
    game.emit("exiled_may_play", [cr("601.2a"), *([cr("118.9")] if play.without_paying_mana_cost else [])],
              stack_object=item.id, player=player.id, cards=[card.id for card in cards], amount=len(cards),
              until=play.until, **extra)
