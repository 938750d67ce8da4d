"""s32-ma: Role tokens (CR 111.10, 303.7; docs/oracle-s32-ma.md): the `create_role` effect, "Create a Monster Role token
attached to target creature you control.", and the Role state-based action.

- The Role tokens are predefined (CR 111.10): each a colorless Aura enchantment token with the subtype Role and "Enchant
  creature", with the abilities the rule gives it: Monster Role "Enchanted creature gets +1/+1 and has trample.", Royal
  Role "... gets +1/+1 and has ward {1}.", Cursed Role "Enchanted creature has base power and toughness 1/1.", Sorcerer
  Role "... gets +1/+1 and has 'Whenever this creature attacks, scry 1.'", Virtuous Role "... gets +1/+1 for each
  enchantment you control.", Wicked Role "... gets +1/+1. When this Aura is put into a graveyard, each opponent loses 1
  life." (a token goes to a graveyard only from the battlefield, CR 111.7: the trigger "self_put_into_graveyard"), Young
  Hero Role (s34-mkm) "Enchanted creature has 'Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1
  counter on it.'" (its intervening "if", CR 603.4: rules/s34mkm_young_hero.py).
- The token is created attached to the permanent the effect names (a target, "it" or "self"): an Aura put onto the
  battlefield without being cast, attached as the effect says (CR 303.4f); the Role itself doesn't target. If that
  permanent has left the battlefield as the effect resolves, no token is created (303.4i); with "up to one" and no target
  chosen, none is. Not modelled: a permanent still there that the Role can't legally enchant (protection from
  enchantments, 303.4i): the token is created and the state-based action for Auras then puts it into the graveyard
  (704.5m, rules/auras.py).
- CR 704.5y (303.7a): if a permanent has more than one Role controlled by the same player attached to it, each of those
  Roles but the one with the most recent timestamp (the one created last: later in the battlefield's order) is put into
  its owner's graveyard. Asked only in games with an Aura (the hook's `needs`), and then only of attached tokens.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, EnchantAbility, S32maCreateRoleEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, is_in
from app.engine.rules.effects_targets import affected
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import enter_battlefield, leave_battlefield
from app.engine.state import Permanent, StackObject

_ROLE_ABILITIES: dict[str, list[dict[str, Any]]] = {
    "Monster": [{"kind": "attached_pump", "power": 1, "toughness": 1, "keywords": ["trample"]}],
    "Royal": [{"kind": "attached_pump", "power": 1, "toughness": 1, "keywords": ["ward:{1}"]}],
    "Cursed": [{"kind": "attached_base_power_toughness", "base_power": 1, "base_toughness": 1}],
    "Sorcerer": [{"kind": "attached_pump", "power": 1, "toughness": 1},
                 {"kind": "grant_triggered", "to": "attached_permanent",
                  "ability": {"kind": "triggered", "trigger": "attacks", "effect": {"kind": "scry", "amount": 1}}}],
    "Virtuous": [{"kind": "attached_count_pump", "count": "enchantments_you_control"}],
    # "When this Aura is put into a graveyard, ...": a token is put into a graveyard only from the battlefield (CR 111.7)
    "Wicked": [{"kind": "attached_pump", "power": 1, "toughness": 1},
               {"kind": "triggered", "trigger": "self_put_into_graveyard",
                "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent"}}],
    # s34-mkm: "Enchanted creature has 'Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter
    # on it.'" (the granted ability's intervening "if", CR 603.4; rules/s34mkm_young_hero.py)
    "Young Hero": [{"kind": "grant_triggered", "to": "attached_permanent",
                    "ability": {"kind": "triggered", "trigger": "attacks",
                                "intervening_if": {"kind": "s34mkm_source_toughness_at_most", "number": 3},
                                "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}}],
}


@cache
def role_token(role: str) -> CardDefinition:
    """The predefined Role token (CR 111.10), built once on first use."""
    return CardDefinition.model_validate({
        "name": f"{role} Role", "types": ["Enchantment"], "subtypes": ["Aura", "Role"],
        "abilities": [{"kind": "enchant", "target": "creature"}, *_ROLE_ABILITIES[role]],
    })


def _resolve(game: Game, item: StackObject, effect: S32maCreateRoleEffect, choices: Choices) -> None:
    player = item.controller or game.state.active_player or ""
    hosts = [host for host in affected(game, item, effect.target) if game.permanent(host) is not None]
    for host in hosts[:1]:
        # s35-std: token doublers (CR 614.1a): each Role attached to it; all but the newest then go (704.5y)
        for _ in range(doubled(game, player, 1, item.id)):
            token_id = game.new_object_id(f"{effect.role.lower().replace(' ', '-')}-role-")  # s34-mkm: Young Hero
            enter_battlefield(game, role_token(effect.role), token_id, player, player, was_cast=False, is_token=True,
                              attached_to=host)
            game.emit("role_created", [cr("111.10"), cr("303.7"), cr("303.4f")], stack_object=item.id,
                      source=item.source, permanent=token_id, attached_to=host, role=effect.role)
        added(game, player, role_token(effect.role), item.id)  # s35-std: "plus an additional Food token" (614.1a)


def _is_role(game: Game, permanent: Permanent) -> bool:
    seen = characteristics_of(game, permanent)
    return seen is not None and "Role" in seen.subtypes


def roles_checked(game: Game) -> list[Any]:
    """CR 704.5y: of the Roles one player controls attached to one permanent, all but the newest go to the graveyard."""
    newest: dict[tuple[str, str | None], Permanent] = {}
    extra: list[Permanent] = []
    for permanent in game.state.battlefield:  # battlefield order: the later entered, the more recent timestamp
        if permanent.attached_to is None or not permanent.is_token or not _is_role(game, permanent):
            continue
        key = (permanent.attached_to, permanent.controller)
        if key in newest:
            extra.append(newest[key])
        newest[key] = permanent
    return [_to_graveyard(game, role) for role in extra]


def _to_graveyard(game: Game, role: Permanent) -> Any:
    def perform() -> None:
        if is_in(game.state.battlefield, role):
            leave_battlefield(game, role, Zone.GRAVEYARD, cites=[cr("704.5y"), cr("303.7a")],
                              reason="a newer Role its controller controls is attached to the same permanent")
    return perform


registry.effect_resolvers["create_role"] = _resolve
registry.state_based_actions.add(roles_checked, order=25, needs=(EnchantAbility,))
