"""Additional costs of spells (CR 118.8, 601.2b, 601.2f-h): "As an additional cost to cast this
spell, sacrifice a creature." / "... discard a card." / "... pay 3 life." (`additional_cost`).

The player announces how the cost will be paid as the spell is cast (601.2b): the `cast`
action's `choices.sacrifice` names the permanents to sacrifice, `choices.discard` the cards to
discard (the spell itself is on the stack by then, 601.2a, so it can't be discarded for its own
cost). Without a choice, the engine's documented default stands for it: the first permanents of
that type the caster controls (battlefield order), the last cards of the hand. The cost is paid
with the mana cost (601.2h); a spell whose additional cost can't be paid (no creature to
sacrifice, an empty hand, less life than the cost, 119.4) can't be cast (601.2h, 118.3), and a
refused cast changes nothing. Paying life, a player may pay it only if their life total is at
least the amount (119.4); sacrificing is not destroying (701.21a).

s21-neob: an `optional` cost ("As an additional cost to cast ~, you may sacrifice an artifact.") is paid only when
`choices.sacrifice` names the permanent (no default); the spell then records `choices.additional_cost_paid`, read by
"If ~'s additional cost was paid" (rules/riders.py) as it resolves; a copy of it copies that choice (CR 707.10).

s21-inn: "... exile a creature card from your graveyard." (`exile_from_graveyard`, 406.2) is paid as an activated ability's cost of the same words
(rules/sacrifice_exile_costs.py: `choices.exile_from_graveyard`, else the first matching cards), never with the spell's
own card.

s32-ma: bargain (CR 702.166a-b) is the `optional` sacrifice of one artifact, enchantment, or token (`bargain`); a spell
whose bargain cost was paid is bargained (its `choices.additional_cost_paid`)."""

from __future__ import annotations

from app.engine.cards import AdditionalCostAbility, CardDefinition, ExileFromGraveyardCost
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import s23neo_any_number_costs, s33wmk_collect_evidence, sacrificed_amounts
from app.engine.rules.discard import discard_cards
from app.engine.rules.sacrifice_exile_costs import pay_sacrifice_exile_costs, verify_sacrifice_exile_costs
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player, StackObject, ZoneCard

ADDITIONAL_COST_PAID = "additional_cost_paid"  # s21-neob: the key in a spell's `choices` (an optional cost paid)
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land"}
_TYPES["planeswalker"] = "Planeswalker"  # s16-kws: "a creature or planeswalker" (`or_card_type`)


def additional_cost_paid(item: StackObject) -> bool:
    """s21-neob: whether the spell's optional additional cost was paid as it was cast (CR 601.2b, 118.8)."""
    return bool(item.choices.get(ADDITIONAL_COST_PAID))


def additional_costs(definition: CardDefinition) -> list[AdditionalCostAbility]:
    if not definition.abilities:
        return []  # most cards
    return [a for a in definition.abilities if isinstance(a, AdditionalCostAbility)]


def _sacrificeable(game: Game, player: Player, card_type: str, or_type: str | None = None) -> list[Permanent]:
    wanted = _TYPES.get(card_type)
    if or_type is not None:  # s16-kws: "an artifact or creature" (either card type, CR 601.2b)
        either = {_TYPES[card_type], _TYPES[or_type]}
        return [
            p
            for p in game.state.battlefield
            if p.controller == player.id
            and (seen := characteristics_of(game, p)) is not None
            and either & set(seen.types)
        ]
    found: list[Permanent] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        characteristics = characteristics_of(game, permanent)
        if card_type == "nonland_permanent":  # s22-inn: "a nonland permanent" (CR 205.2a, 601.2b)
            if characteristics is not None and "Land" not in characteristics.types:
                found.append(permanent)
        elif wanted is None or (characteristics is not None and wanted in characteristics.types):
            found.append(permanent)
    return found


def s32ma_bargainable(game: Game, pool: list[Permanent]) -> list[Permanent]:
    """s32-ma: the permanents of `pool` a bargain cost may sacrifice: artifacts, enchantments and tokens (CR 702.166a),
    as they are now (layers: characteristics_of)."""
    return [p for p in pool if p.is_token or ((seen := characteristics_of(game, p)) is not None
                                              and {"Artifact", "Enchantment"} & set(seen.types))]


def s23c12_of_subtype(game: Game, pool: list[Permanent], subtype: str) -> list[Permanent]:
    """s23-c12: the permanents of `pool` with the subtype (CR 205.3), as they are now (layers: characteristics_of)."""
    return [p for p in pool if (seen := characteristics_of(game, p)) is not None and subtype in seen.subtypes]


def _chosen(
    given: list[str] | None, pool: list[str], number: int, default: list[str], field: str, what: str, rule: str
) -> list[str]:
    if given is None:
        return default
    if len(given) != number or len(set(given)) != number or any(g not in pool for g in given):
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{what}: choices.{field} must name exactly {number} different one(s) among {pool}, not {given}",
            [cr("601.2b"), cr(rule)],
        )
    return list(given)


def _plan(
    game: Game, player: Player, definition: CardDefinition, spell_card: str, what: str
) -> tuple[list[Permanent], list[ZoneCard], int]:
    """What paying the spell's additional costs takes: the permanents sacrificed, the cards
    discarded, the life paid; refuses, naming every part that can't be paid."""
    costs = additional_costs(definition)
    problems: list[str] = []
    sacrificed: list[Permanent] = []
    discarded: list[ZoneCard] = []
    life = 0
    choices = game.choices
    for cost in costs:
        if cost.cost == "collect_evidence":  # s33-wmk: rules/s33wmk_collect_evidence.py (CR 701.59a)
            continue
        if cost.optional and not choices.sacrifice:  # s21-neob: "you may sacrifice ...", not chosen: not paid
            continue
        if cost.any_number:  # s23-neo: "you may tap [sacrifice] any number of ..." (rules/s23neo_any_number_costs.py)
            continue
        if cost.cost == "sacrifice":
            pool = [p for p in _sacrificeable(game, player, cost.card_type, cost.or_card_type) if p not in sacrificed]
            if cost.subtype is not None:  # s23-c12: "sacrifice a Goblin" (CR 601.2b, 205.3)
                pool = s23c12_of_subtype(game, pool, cost.subtype)
            if cost.bargain:  # s32-ma: "an artifact, enchantment, or token" (CR 702.166a)
                pool = s32ma_bargainable(game, pool)
            if cost.casualty is not None:  # s25-ncc: "a creature with power N or greater" (CR 702.153a)
                pool = [p for p in pool if (seen := characteristics_of(game, p)) is not None
                        and (seen.power or 0) >= cost.casualty]  # as it is now (208.3; rules/s25ncc_casualty.py)
            if len(pool) < cost.amount:
                kind = cost.card_type if cost.or_card_type is None else f"{cost.card_type} or {cost.or_card_type}"
                kind = kind if cost.subtype is None else cost.subtype  # s23-c12
                kind = "artifact, enchantment or token" if cost.bargain else kind  # s32-ma
                problems.append(f"{player.id} controls {len(pool)} {kind}(s) to sacrifice, not {cost.amount}")
                continue
            game.used_choices.add("sacrifice")
            ids = _chosen(
                choices.sacrifice,
                [p.id for p in pool],
                cost.amount,
                [p.id for p in pool[: cost.amount]],
                "sacrifice",
                what,
                "701.21a",
            )
            sacrificed += [p for p in pool if p.id in ids]
        elif cost.cost == "discard":
            hand = [card for card in player.hand if card.id != spell_card and card not in discarded]
            if len(hand) < cost.amount:
                problems.append(f"{player.id} has {len(hand)} other card(s) in hand, not the {cost.amount} to discard")
                continue
            game.used_choices.add("discard")
            ids = _chosen(
                choices.discard,
                [c.id for c in hand],
                cost.amount,
                [c.id for c in hand[len(hand) - cost.amount :]],
                "discard",
                what,
                "701.9a",
            )
            discarded += [card for card in hand if card.id in ids]
        elif cost.cost == "pay_life":
            life += cost.amount
    if life and player.life < life:
        problems.append(f"{player.id} has {player.life} life, less than the {life} life to pay (CR 119.4)")
    if problems:
        raise IllegalAction(
            "Additional cost can't be paid",
            f"{what}: {'; '.join(problems)}; nothing was paid",
            [cr("601.2h"), cr("118.8"), cr("118.3")],
        )
    return sacrificed, discarded, life


def verify_additional_costs(game: Game, player: Player, definition: CardDefinition, spell_card: str) -> None:
    """Refuse a cast whose additional costs can't be paid (or are chosen wrongly)."""
    if additional_costs(definition):
        _plan(game, player, definition, spell_card, definition.name)
        s23neo_any_number_costs.verify(game, player, definition)  # s23-neo (CR 601.2b)
        if exiles := graveyard_exiles(definition):  # s21-inn
            verify_sacrifice_exile_costs(game, player, spell_card, exiles, definition.name)
        if (evidence := s33wmk_evidence(game, definition)) is not None:  # s33-wmk (CR 701.59a, 601.2b)
            s33wmk_collect_evidence.evidence_plan(game, player, evidence, definition.name, spell_card)


def pay_additional_costs(
    game: Game,
    player: Player,
    definition: CardDefinition,
    spell_card: str,
    spell: StackObject | None = None,
    cites: list[str] | None = None,
) -> None:
    """Pay them, as the spell is cast (CR 601.2h); the spell is already on the stack. A spell that
    refers to the creature sacrificed for it keeps its power (rules/sacrificed_amounts.py)."""
    if not additional_costs(definition):
        return
    what = definition.name
    sacrificed, discarded, life = _plan(game, player, definition, spell_card, what)
    if exiles := graveyard_exiles(definition):  # s21-inn: paid with the rest (CR 601.2h)
        pay_sacrifice_exile_costs(game, player, spell_card, exiles, what, paying="601.2h")  # a spell's cost
    if (evidence := s33wmk_evidence(game, definition)) is not None:  # s33-wmk: paid with the rest (CR 601.2h)
        cards = s33wmk_collect_evidence.evidence_plan(game, player, evidence, what, spell_card)
        s33wmk_collect_evidence.collect_evidence(game, player, cards, evidence, what, "601.2h")
        if spell is not None:
            spell.choices[ADDITIONAL_COST_PAID] = True  # evidence was collected (CR 701.59a, 601.2b)
    if life:
        player.life -= life
        game.emit(
            "life_paid",
            [cr("601.2h"), cr("118.8"), cr("119.4")],
            player=player.id,
            amount=life,
            life=player.life,
            purpose=what,
        )
    if discarded:
        discard_cards(game, player, discarded)
        game.emit(
            "cards_discarded",
            [cr("601.2h"), cr("118.8"), cr("701.9a")],
            stack_object=None,
            player=player.id,
            cards=[card.id for card in discarded],
            chosen=game.choices.discard is not None,
        )
    if spell is not None and sacrificed and any(cost.optional for cost in additional_costs(definition)):
        spell.choices[ADDITIONAL_COST_PAID] = True  # s21-neob: the optional cost was paid (CR 601.2b, 118.8)
    if spell is not None and sacrificed and sacrificed_amounts.asks(definition):
        sacrificed_amounts.record(game, spell, sacrificed, cites if cites is not None else [])  # s13-thud
    for permanent in sacrificed:
        leave_battlefield(
            game, permanent, Zone.GRAVEYARD, cites=[cr("601.2h"), cr("118.8"), cr("701.21a")], reason="sacrificed"
        )
    s23neo_any_number_costs.pay(game, player, definition)  # s23-neo (CR 601.2h)


# --- s21-inn ---


def graveyard_exiles(definition: CardDefinition) -> list[ExileFromGraveyardCost]:
    """ "As an additional cost to cast this spell, exile a creature card from your graveyard." (CR 601.2b, 601.2h,
    406.2): the spell's `exile_from_graveyard` additional costs as the costs of activated abilities are written
    (rules/sacrifice_exile_costs.py pays both: `choices.exile_from_graveyard`, else the first matching cards), never
    the spell's own card (it is on the stack as the cost is paid, 601.2a; `other`)."""
    return [
        ExileFromGraveyardCost(spec="card_in_your_graveyard" if cost.card_type == "card"  # s33-dsk: any card
                               else f"card_in_your_graveyard:{cost.card_type}", amount=cost.amount, other=True)
        for cost in additional_costs(definition)
        if cost.cost == "exile_from_graveyard"
    ]


# --- s33-wmk ---


def s33wmk_evidence(game: Game, definition: CardDefinition) -> int | None:
    """s33-wmk: the N of the spell's "you may collect evidence N" when the cast announces paying it (the cards named in
    `choices.exile_from_graveyard`, CR 601.2b, 701.59a); None when it has none or it isn't paid."""
    if not game.choices.exile_from_graveyard:
        return None
    return next((cost.amount for cost in additional_costs(definition) if cost.cost == "collect_evidence"), None)
