"""s24-kal: improvise (CR 702.126): "For each generic mana in this spell's total cost, you may tap an
untapped artifact you control rather than pay that mana." (702.126a). Improvise isn't an additional or
alternative cost; it applies only after the total cost is determined (702.126a-b), and tapping an artifact
this way isn't a {T} cost: an artifact creature that came under its controller's control this turn may be
tapped (CR 302.6 doesn't apply). Multiple instances of improvise on the same spell are redundant (702.126c). A spell
has improvise by its own keyword or by a permanent its caster controls ("Nonartifact spells you cast have
improvise.", `spells_have_improvise`, CR 611.3a; asked only in a game with such a card, `ability_presence.game_has`).

The `cast` action's `improvise` names the artifacts tapped, each paying for one generic mana of the total cost
left after convoke (rules/convoke.py, whose payment path this follows: a spell with both may tap a creature for
convoke and an artifact for improvise, never one permanent for both). An artifact that is tapped, not an
artifact, not controlled by the caster, named twice, or one more than the generic mana left makes the cast
refused, saying which. The rest of the total cost is paid with mana as usual; the artifacts are tapped as the
cost is paid (CR 601.2h)."""

from __future__ import annotations

from dataclasses import replace

from app.engine.cards import CardDefinition, SpellsHaveImproviseAbility
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import convoke
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.costs import TotalCost
from app.engine.state import Permanent, Player

IMPROVISE = "improvise"
CITES = (cr("702.126a"),)


def has_improvise(game: Game, player: Player, definition: CardDefinition) -> bool:
    """Whether a spell `player` casts from this card has improvise: its own keyword, or a "Nonartifact spells you cast
    have improvise." of a permanent they control (CR 611.3a: applies while it is on the battlefield)."""
    return definition.has_keyword(IMPROVISE) or (game_has(game, SpellsHaveImproviseAbility)
                                                 and _granted(game, player, definition))


def _granted(game: Game, player: Player, definition: CardDefinition) -> bool:
    types = set(definition.types)
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        for _, ability in abilities_of_kind(game, permanent, SpellsHaveImproviseAbility):
            if (ability.card_type is None or ability.card_type in types) and (
                    ability.not_card_type is None or ability.not_card_type not in types):
                return True
    return False


def candidates(game: Game, player: Player) -> list[Permanent]:
    """The untapped artifacts `player` controls (those improvise may tap), in battlefield order."""
    return convoke.candidates(game, player, CardType.ARTIFACT)


def paid_by_artifacts(game: Game, player: Player, definition: CardDefinition, cost: TotalCost,
                      artifact_ids: list[str], convoked: list[str] | None = None) -> tuple[TotalCost, list[Permanent]]:
    """The total cost left after the named artifacts pay for its generic mana (CR 702.126a), and the artifacts to
    tap; refuses an improvise that can't be done as named (`convoked`: the creatures convoke taps for this spell)."""
    if not artifact_ids:
        return cost, []
    if not has_improvise(game, player, definition):
        raise IllegalAction("No improvise", f"{definition.name} has no improvise: `improvise` has nothing to pay for",
                            list(CITES))
    if len(set(artifact_ids)) != len(artifact_ids):
        raise IllegalAction("Improvise", f"improvise names an artifact twice: {artifact_ids}", list(CITES))
    both = sorted(set(artifact_ids) & set(convoked or ()))
    if both:
        raise IllegalAction("Improvise", f"{', '.join(both)} can't be tapped for both convoke and improvise",
                            [*CITES, cr("702.51a")])
    untapped = {permanent.id: permanent for permanent in candidates(game, player)}
    wrong = [artifact for artifact in artifact_ids if artifact not in untapped]
    if wrong:
        raise IllegalAction("Improvise", f"improvise can tap only untapped artifacts {player.id} controls "
                            f"({', '.join(untapped) or 'none'}), not {', '.join(wrong)}", list(CITES))
    if len(artifact_ids) > cost.generic:
        raise IllegalAction("Improvise", f"improvise names {len(artifact_ids)} artifacts, but the total cost of "
                            f"{definition.name} has only {cost.generic} generic mana left to pay (an artifact pays "
                            "for generic mana only)", list(CITES))
    paid = replace(cost, generic=cost.generic - len(artifact_ids), cites=(*cost.cites, *CITES))
    return paid, [untapped[artifact] for artifact in artifact_ids]


def tap_for_improvise(game: Game, artifacts: list[Permanent], what: str) -> None:
    """CR 702.126a, 601.2h: the artifacts are tapped as the total cost is paid."""
    for artifact in artifacts:
        artifact.tapped = True
        game.emit("tapped", list(CITES), permanent=artifact.id, purpose=f"improvise: {what}")
