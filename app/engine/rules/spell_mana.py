"""Mana from spells and non-mana abilities (CR 106.4, 605.5b): "Add {B}{B}{B}." on an instant is
not a mana ability: the spell is cast and resolves like any other, and as it resolves the mana
goes into its controller's mana pool (Dark Ritual). `times` repeats it ("add an amount of {C}
equal to that creature's mana value": Energy Tap, the mana value of the creature it tapped as
it was then, CR 608.2h). "<player> loses all unspent mana": that player's mana pool empties
(Mana Short)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AddManaEffect, LoseUnspentManaEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.mana import format_mana, parse_mana_production
from app.engine.rules import kept_mana, restricted_mana
from app.engine.rules.effects_targets import amount, referred_players
from app.engine.rules.mana_choice_effects import is_choice, resolve_mana_choice
from app.engine.state import StackObject


def _resolve_add_mana(game: Game, item: StackObject, effect: AddManaEffect, choices: Choices) -> None:
    if is_choice(effect):  # s14-r2main: "add {R} or {G} for each Raccoon you control"
        resolve_mana_choice(game, item, effect, choices)
        return
    times = amount(game, item, effect.times)
    produced = {kind: count * times for kind, count in parse_mana_production(effect.mana).items() if count * times}
    player = game.player(item.controller)
    for kind, count in produced.items():
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + count)
    cites = [cr("608.2"), cr("106.4"), cr("605.5b")]
    if effect.kept_until_end_of_turn:  # "you don't lose this mana as steps and phases end" (rules/kept_mana.py)
        kept_mana.keep(player, produced)
        cites.append(cr("500.4"))
    if effect.times != 1 and not isinstance(effect.times, int):
        cites.append(cr("608.2h"))
    game.emit("mana_added_by_effect", cites, player=player.id, stack_object=item.id, mana=format_mana(produced),
              amounts=produced)


def _resolve_lose_unspent_mana(game: Game, item: StackObject, effect: LoseUnspentManaEffect, choices: Choices) -> None:
    players = [item.controller or ""] if effect.player == "you" else referred_players(game)
    for player_id in players:
        player = game.player(player_id)
        lost = player.mana_pool.amounts()
        if not player.mana_pool.total() and not player.restricted_mana:
            continue
        for kind in lost:
            setattr(player.mana_pool, kind, 0)
        restricted = restricted_mana.empty_restricted(game, player)  # its restricted mana too (CR 106.6)
        kept_mana.forget(player)  # none of it is kept any more (rules/kept_mana.py)
        player.snow_mana = None  # s25-khc: nor any snow mana (rules/snow_mana.py)
        game.emit("mana_lost", [cr("608.2"), cr("106.4")], player=player.id, stack_object=item.id,
                  mana=format_mana(lost), **({"restricted_lost": restricted} if restricted else {}))


registry.effect_resolvers["add_mana"] = _resolve_add_mana
registry.effect_resolvers["lose_unspent_mana"] = _resolve_lose_unspent_mana
