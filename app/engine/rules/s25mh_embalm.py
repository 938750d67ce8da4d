"""s25-mh: embalm (CR 702.128) and eternalize (CR 702.129), the ability `embalm` / `eternalize` (cards.py
`S25mhEmbalmAbility`).

- "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card, except
  it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery."
  (702.128a); "Eternalize [cost]" the same, "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
  addition to its other types" (702.129a). Both are activated abilities of the card in its owner's graveyard (113.6k):
  activated with `activate` naming the card there (rules/graveyard_abilities.py), at sorcery speed (602.5d), their costs
  (the mana, any other cost printed after it such as "Discard a card", and the exile of the card itself) paid as any
  ability's (602.2b, 406.2).
- As the ability resolves, its card is in exile: the token copies the card's copiable values (707.2: the card as
  printed) with the exceptions, which are themselves copiable values (707.9b): its colour (white or black), no mana cost
  (mana value 0, 202.3), the subtype Zombie added to its own (205.3), and for eternalize base power and toughness 4/4
  (rules/copy_exceptions.py, rules/copies.py: `create_token_copy` of "self").
- The activation event (`ability_activated`) names the keyword (`keyword`), which "Whenever you activate an eternalize
  or embalm ability" watches (rules/activation_triggers.py, 603.2).
"""

from __future__ import annotations

from app.engine.cards import S25mhEmbalmAbility
from app.engine.citations import cr

_CITES = {"embalm": (cr("702.128a"),), "eternalize": (cr("702.129a"),)}


def keyword_of(ability: object) -> str | None:
    """"embalm" or "eternalize" for such an ability, else None."""
    return ability.kind if isinstance(ability, S25mhEmbalmAbility) else None


def cites_of(keyword: str | None) -> tuple[str, ...]:
    """The rule of the keyword whose ability is activated (CR 702.128a, 702.129a); none for another ability."""
    return _CITES.get(keyword or "", ())
