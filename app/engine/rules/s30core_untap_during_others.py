"""s30-core: "Untap all permanents [creatures] you control during each other player's untap step." (CR 502.3) — the
ability `s30core_untap_during_others`.

In the untap step of each player other than the ability's controller, right after the active player untaps their
permanents (CR 502.3, rules/turns.py), the controller of each permanent with the ability untaps their tapped permanents
of its card type (`what`). An effect that keeps a permanent from untapping "during its controller's untap step" doesn't
apply here (it isn't that player's untap step); a stun counter on it is removed instead of untapping it (CR 122.1d).
Two such abilities untap the same permanents once.

Gating: the hook runs only in games with a permanent that has the ability (`needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S30coreUntapDuringOthersAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.stun_counters import stunned_instead


def _untap_others(game: Game) -> None:
    """CR 502.3: after the active player's untap, each other controller of the ability untaps their permanents."""
    active = game.state.active_player
    wanted: dict[str, set[str]] = {}
    for source in game.state.battlefield:
        if source.controller is None or source.controller == active:
            continue
        for _, ability in abilities_of_kind(game, source, S30coreUntapDuringOthersAbility):
            wanted.setdefault(source.controller, set()).add(ability.what)
    for controller, kinds in wanted.items():
        untapped = []
        for permanent in game.state.battlefield:
            if permanent.controller != controller or not permanent.tapped:
                continue
            characteristics = characteristics_of(game, permanent)
            types = {t.lower() for t in characteristics.types} if characteristics is not None else set()
            if "permanent" not in kinds and not kinds & types:
                continue
            if stunned_instead(game, permanent):  # a stun counter removed instead (CR 122.1d)
                continue
            permanent.tapped = False
            untapped.append(permanent.id)
        if untapped:
            game.emit("untapped", [cr("502.3")], player=controller, permanents=untapped)


registry.step_begin[Step.UNTAP].add(_untap_others, order=51, needs=(S30coreUntapDuringOthersAbility,))
