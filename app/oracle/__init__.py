"""The Oracle-text reader: card data in, an engine definition and what it did not understand out.

Pure (standard library and `app.engine` only: no database, web, clock or I/O). The importers call
`read_card` once per card at import time and store its `Reading` (the definition, the support
level and the lines not modelled); simulations never read Oracle text.

Contract (other packages rely on these names):
- `CardFacts`: what card data says of one card (and, in `faces`, of each face);
- `Reading`: `definition` (a `CardDefinition` as JSON, or None when the card can't be played at
  all), `support` ("full" | "partial" | "none"), `not_modelled` (the Oracle lines, or keywords,
  the engine ignores, as the card's text writes them);
- `read_card(facts) -> Reading`.

It never guesses: a line it does not recognise is reported in `not_modelled`, not approximated.
Lines are read by the whole-line templates (templates.py) and, where none reads a line, by the
compositional grammar (oracle.lark, grammar.py, ast.py, lowering.py, compose.py;
docs/oracle-grammar.md); explain.py shows how each line of a card was read.
"""

from __future__ import annotations

from app.oracle.reader import CardFacts, Reading, read_card

__all__ = ["CardFacts", "Reading", "read_card"]
