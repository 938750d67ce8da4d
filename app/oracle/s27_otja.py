"""s27-otja: what the Oracle reader knows of Outlaws of Thunder Junction's spree (CR 702.172), called from `reader.py`
with one-line hooks (docs/oracle-s27-otja.md).

- `join_spree_modes`: each "+ {1} — <effect>" mode line is joined to the "Spree" line before it (one ability, one
  line, as "Choose one —" and its bullets are).
- `read_spree`: an instant's or sorcery's joined spree line -> a `spell` ability whose effect is a `modal` with
  `spree_costs` (each mode's mana cost) and `choose_max` the number of modes (one or more chosen, 702.172a). Each
  mode's text is read as an instant's text (a template's effect, else the grammar's, as a pawprint mode is); a mode
  that doesn't read leaves the whole line not modelled. The line is split with str methods (linear time).
"""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from app.oracle.lowering import PLAIN_MODE_KINDS, s14_seasons_pawprint_mode, spells_single_mode
from app.oracle.templates import read_effect

Json = dict[str, Any]

_MODE = "+ {"
_DASH = " — "


def _is_spree_head(line: str) -> bool:
    return line == "Spree" or line.startswith("Spree (") or line.startswith("Spree + {")


def join_spree_modes(lines: list[str]) -> list[str]:
    """The lines with each "+ {cost} — <effect>" mode joined to the "Spree" line before it."""
    if not any(line.startswith(_MODE) for line in lines):
        return lines
    joined: list[str] = []
    for line in lines:
        if joined and line.startswith(_MODE) and _is_spree_head(joined[-1]):
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
    return joined


def _cost_and_text(part: str) -> tuple[str, str] | None:
    """ "{1}{W} — Destroy target creature." -> ("{1}{W}", "Destroy target creature."), or None."""
    cost, found, text = part.partition(_DASH)
    if not found or not cost or not text:
        return None
    pieces = cost.split("}")
    if pieces[-1] != "" or any(not piece.startswith("{") or len(piece) < 2 or "{" in piece[1:]
                               for piece in pieces[:-1]):
        return None
    return cost, text


def _grammar_mode(text: str) -> Json | None:
    """A mode's text read by the compositional grammar as an instant's text: its one effect (a kind `modal`'s modes
    don't list as a `mode_sequence` of it), or its sentences' effects as one `mode_sequence` (CR 608.2c), else None."""
    found = read_composed(text, is_spell=True).abilities
    if not found:
        return None
    if len(found) > 1:
        return s14_seasons_pawprint_mode(found)
    if set(found[0]) != {"kind", "effect"} or found[0]["kind"] != "spell":
        return None
    effect: Json = found[0]["effect"]
    if effect.get("kind") in ("modal", "mode_sequence"):
        return None
    return effect if effect.get("kind") in PLAIN_MODE_KINDS else spells_single_mode(effect)


def read_spree(line: str, is_spell: bool) -> list[Json] | None:
    """ "Spree + {1} — <effect> + {2} — <effect>" (normalised: its reminder text gone) -> a `spell` whose effect is the
    spree `modal` (CR 702.172a), or None."""
    if not is_spell or not line.startswith("Spree + {"):
        return None
    parts = line[len("Spree "):].split(" " + _MODE)
    parts[0] = parts[0].removeprefix(_MODE)
    modes: list[Json] = []
    costs: list[str] = []
    for part in parts:
        found = _cost_and_text("{" + part)
        if found is None:
            return None
        effect = read_effect(found[1]) or _grammar_mode(found[1])
        if effect is None or effect.get("kind") == "modal":
            return None
        if effect.get("kind") not in PLAIN_MODE_KINDS | {"mode_sequence"}:
            effect = spells_single_mode(effect)  # a kind `modal`'s modes don't list: a mode of that one effect
        modes.append(effect)
        costs.append(found[0])
    if len(modes) < 2:
        return None
    return [{"kind": "spell", "effect": {"kind": "modal", "modes": modes, "choose_max": len(modes),
                                          "spree_costs": costs}}]
