"""Untap-step restrictions (CR 502.3: the active player untaps their permanents, except what an
effect says doesn't untap): "~ doesn't untap during your untap step" (Brass Man, Mana Vault),
"Enchanted creature doesn't untap during its controller's untap step" (Paralyze), "Creatures
with power 3 or greater don't untap during their controllers' untap steps" (Meekstone); and
"Players skip their untap steps" (Stasis: skipping a step is a replacement effect, CR 614.10;
the step doesn't happen, so nothing untaps and nothing "during the untap step" happens)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import DoesntUntapAbility, SkipUntapStepsAbility
from app.engine.characteristics import characteristics_of, is_creature
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.step_triggers import abilities_of_kind, in_game
from app.engine.state import Permanent

_MEMORY = "doesnt_untap"


def _decide(game: Game) -> None:
    """As the untap step begins, before anything untaps: which permanents stay tapped and why."""
    if not in_game(game, DoesntUntapAbility):
        game.rule_memory.pop(_MEMORY, None)
        return
    staying: dict[str, list[str]] = {}
    active = game.state.active_player
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, DoesntUntapAbility):
            for permanent in _affected(game, source, ability.affected):
                if permanent.controller == active and permanent.tapped:
                    staying.setdefault(permanent.id, [cr("502.3")]).append(f"{source.id}: doesn't untap")
    game.rule_memory[_MEMORY] = staying
    if staying:
        game.emit("not_untapped", [cr("502.3")], player=active, permanents=list(staying))


def _affected(game: Game, source: Permanent, affected: str) -> list[Permanent]:
    if affected == "self":
        return [source]
    if affected == "enchanted":
        host = game.permanent(source.attached_to) if source.attached_to else None
        return [host] if host is not None else []
    found = []
    for permanent in game.state.battlefield:  # "creatures with power 3 or greater"
        characteristics = characteristics_of(game, permanent) if is_creature(game, permanent) else None
        if characteristics is not None and (characteristics.power or 0) >= 3:
            found.append(permanent)
    return found


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
registry.step_skips.add(_skipped)
