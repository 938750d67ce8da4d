"""Untap-step restrictions (CR 502.3: the active player untaps their permanents, except what an
effect says doesn't untap): "~ doesn't untap during your untap step" (Brass Man, Mana Vault),
"Enchanted creature doesn't untap during its controller's untap step" (Paralyze), "Creatures
with power 3 or greater don't untap during their controllers' untap steps" (Meekstone), "Players
can't untap more than one land during their untap steps" (Winter Orb, Smoke: `choices.untap`
names the ones that untap); and
"Players skip their untap steps" (Stasis: skipping a step is a replacement effect, CR 614.10;
the step doesn't happen, so nothing untaps and nothing "during the untap step" happens)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DoesntUntapAbility, PayToUntapEffect, SkipUntapStepsAbility, UntapLimitAbility
from app.engine.characteristics import characteristics_of, is_creature
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.step_triggers import in_game
from app.engine.rules.stun_counters import stunned_instead
from app.engine.state import Permanent, StackObject

_MEMORY = "doesnt_untap"


def _decide(game: Game) -> None:
    """As the untap step begins, before anything untaps: which permanents stay tapped and why."""
    if not in_game(game, DoesntUntapAbility) and not in_game(game, UntapLimitAbility):
        game.rule_memory.pop(_MEMORY, None)
        return
    staying: dict[str, list[str]] = {}
    active = game.state.active_player
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, DoesntUntapAbility):
            for permanent in _affected(game, source, ability.affected):
                if permanent.controller == active and permanent.tapped:
                    staying.setdefault(permanent.id, [cr("502.3")])
    limits = _limits(game)
    limited: set[str] = set()
    for card_type, most, cites in limits:
        limited |= _limit(game, staying, card_type, most, cites)
    unknown = [object_id for object_id in game.choices.untap or [] if object_id not in limited]
    if limits and unknown:
        raise IllegalAction("Can't untap that", f"choices.untap names {unknown[0]!r}, which is not a tapped "
                            f"permanent of {active} whose untapping is limited this untap step", [cr("502.3")])
    game.rule_memory[_MEMORY] = staying
    if staying:
        game.emit("not_untapped", [cr("502.3")], player=active, permanents=list(staying))


def _limits(game: Game) -> list[tuple[str, int, list[str]]]:
    """(card type, most that may untap, cites) of each untap limit in effect, the strictest per type."""
    if not in_game(game, UntapLimitAbility):
        return []
    limits: dict[str, tuple[int, list[str]]] = {}
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, UntapLimitAbility):
            if ability.while_untapped and source.tapped:
                continue  # "As long as ~ is untapped"
            most, cites = limits.get(ability.card_type, (ability.most, [cr("502.3")]))
            limits[ability.card_type] = (min(most, ability.most), cites)
    return [(card_type, most, cites) for card_type, (most, cites) in limits.items()]


def _limit(game: Game, staying: dict[str, list[str]], card_type: str, most: int, cites: list[str]) -> set[str]:
    """Of the active player's tapped permanents of `card_type` that may untap, only `most` do: those
    named in `choices.untap`, else the first in battlefield order (CR 502.3). Returns the ids limited."""
    active = game.state.active_player
    candidates = [p for p in game.state.battlefield if p.controller == active and p.tapped and p.id not in staying
                  and (characteristics := characteristics_of(game, p)) is not None
                  and card_type in characteristics.types]
    chosen = game.choices.untap
    if chosen is None:
        untapping = {p.id for p in candidates[:most]}
    else:
        game.used_choices.add("untap")
        ids = {p.id for p in candidates}
        named = [object_id for object_id in chosen if object_id in ids]
        if len(named) > most or len(set(named)) != len(named):
            raise IllegalAction("Too many to untap", f"choices.untap names {len(named)} tapped "
                                f"{card_type.lower()}(s) of {active}; at most {most} may untap this untap step",
                                [*cites])
        untapping = set(named)
    for permanent in candidates:
        if permanent.id not in untapping:
            staying[permanent.id] = list(cites)
    return {permanent.id for permanent in candidates}


def _affected(game: Game, source: Permanent, affected: str) -> list[Permanent]:
    if affected == "self":
        return [source]
    if affected == "enchanted":
        host = game.permanent(source.attached_to) if source.attached_to else None
        return [host] if host is not None else []
    found = []
    for permanent in game.state.battlefield:  # "creatures with power 3 or greater", "blue creatures"
        characteristics = characteristics_of(game, permanent) if is_creature(game, permanent) else None
        if characteristics is not None and (
                "U" in characteristics.colors if affected == "blue_creatures" else (characteristics.power or 0) >= 3):
            found.append(permanent)
    return found


def _resolve_pay_to_untap(game: Game, item: StackObject, effect: PayToUntapEffect, choices: Choices) -> None:
    """Magnetic Mountain: the player whose upkeep it is chooses tapped creatures of the color they
    control (`choices.untap`), pays the cost once for each from their mana pool, and untaps them
    (CR 608.2d, 701.26b). No choice: none chosen, nothing paid."""
    player = game.player(str(item.choices.get("that_player") or item.controller or ""))
    chosen = list(choices.untap or [])
    if choices.untap is not None:
        game.used_choices.add("untap")
    for object_id in chosen:
        permanent = game.permanent(object_id)
        characteristics = characteristics_of(game, permanent) if permanent is not None else None
        if (permanent is None or characteristics is None or not permanent.tapped or permanent.controller != player.id
                or not is_creature(game, permanent) or effect.color not in characteristics.colors):
            raise IllegalAction("Can't choose that", f"choices.untap names {object_id!r}, which is not a tapped "
                                f"creature of that color {player.id} controls", [cr("608.2d")])
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("Can't choose that", "choices.untap names a creature twice", [cr("608.2d")])
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="pay_to_untap")
    if not chosen:
        return
    cost = costs.TotalCost.from_mana_cost(parse_mana_cost(effect.cost * len(chosen)))  # once for each
    what = f"{effect.cost} for each of {len(chosen)} creature(s) of {item.id}"
    costs.verify_payable(game, player, cost, what)
    costs.pay(game, player, cost, what)
    for object_id in chosen:
        permanent = game.permanent(object_id)
        if permanent is not None and not stunned_instead(game, permanent):  # CR 122.1d
            permanent.tapped = False
            game.emit("untapped", [cr("608.2"), cr("701.26b")], permanent=object_id, stack_object=item.id,
                      purpose="effect")


registry.effect_resolvers["pay_to_untap"] = _resolve_pay_to_untap


def _restricted(game: Game, permanent: Permanent) -> list[str] | None:
    staying: dict[str, list[str]] = game.rule_memory.get(_MEMORY) or {}
    return staying.get(permanent.id)


def _skipped(game: Game, step: Step) -> list[str] | bool:
    if step is not Step.UNTAP or not in_game(game, SkipUntapStepsAbility):
        return False
    for permanent in game.state.battlefield:
        if abilities_of_kind(game, permanent, SkipUntapStepsAbility):
            return [cr("614.10")]  # "Players skip their untap steps."
    return False


registry.step_begin[Step.UNTAP].add(_decide, order=45)  # after day/night (502.2), before the untap (502.3)
registry.untap_restrictions.add(_restricted)
registry.step_skips.add(_skipped, events=(Step.UNTAP.value,))
