"""Deck legality (pure: standard library only; no database, no web). Cards come in as facts read
from the card data, the format as a `Format`; out come the problems, each with the rules it breaks.

- Constructed (CR 100.2a): at least 60 cards in the main deck; at most four cards of any one
  English name in the main deck and sideboard together (CR 100.4a), basic lands and cards whose
  text allows more (Relentless Rats: "A deck can have any number of cards named ...", Seven
  Dwarves: "up to seven") excepted; a sideboard of at most 15 cards (CR 100.4a).
- Legality in the format, from the card data: banned, restricted (Vintage: one copy at most),
  or not legal (not in the format's card pool).
- Commander (CR 903): exactly 100 cards including the commander(s) (903.5a); one card of each
  English name but basic lands (903.5b); a commander that is a legendary creature or says it can
  be your commander (903.3), or two whose abilities allow it (partner, partner with, friends
  forever, a Background: CR 702.124); every card within the commanders' color identity (903.5c),
  a card's identity being the colors of the mana symbols in its cost and rules text (reminder text
  aside), its color indicator and characteristic-defining abilities (its colors), and the colors
  of the mana its basic land types give it (CR 903.4, 305.6).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from app.decks.formats import CommanderKind, Family, Format

COLOR_ORDER = "WUBRG"
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_REMINDER = re.compile(r"\([^()]*\)")
_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20,
}  # fmt: skip
_ANY_NUMBER = re.compile(r"\bA deck can have (?:any number of|up to (\w+)) cards named\b", re.IGNORECASE)
_CAN_BE_COMMANDER = re.compile(r"\bcan be your commander\b", re.IGNORECASE)
_PARTNER_WITH = re.compile(r"^partner with (.+)$", re.IGNORECASE)
_PARTNER_VARIANT = re.compile(r"^partner\s*[—-]\s*(\S.*)$", re.IGNORECASE)

SECTIONS = ("main", "sideboard", "commander", "companion", "maybeboard")


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What the deck check reads of a card (its columns in the card data)."""

    id: str
    name: str
    type_line: str = ""
    oracle_text: str = ""
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    legalities: Mapping[str, str] = field(default_factory=dict)
    identity: str | None = None  # its color identity, when worked out already (`with_identity`)

    def with_identity(self) -> CardFacts:
        """The same facts with the color identity worked out once (cards kept between requests)."""
        return replace(self, identity=color_identity(self))

    @property
    def front_type_line(self) -> str:
        return self.type_line.split(" // ")[0]


@dataclass(frozen=True, slots=True)
class Entry:
    """A deck line: `quantity` copies of `card` (None: no card has that name or id) in `section`."""

    section: str
    quantity: int
    query: str  # as the request names it
    card: CardFacts | None
    line: int | None = None  # the decklist line, when the deck came as text


@dataclass(frozen=True, slots=True)
class Problem:
    type: str
    detail: str
    cards: tuple[str, ...]
    cites: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckCheck:
    format: Format
    problems: tuple[Problem, ...]
    counts: dict[str, int]

    @property
    def legal(self) -> bool:
        return not self.problems


# --- what a card says about itself -------------------------------------------------------------


def rules_text(card: CardFacts) -> str:
    """The card's rules text without its reminder text (CR 207.2: reminder text has no rules
    meaning; CR 903.4 reads the rules text)."""
    return _REMINDER.sub("", card.oracle_text)


def _symbol_colors(text: str | None) -> set[str]:
    # Hybrid ({W/U}), Phyrexian ({G/P}) and two-generic hybrid ({2/W}) symbols count each color
    # letter they show; {C}, {S}, {X}, {T} show none.
    return {c for symbol in _SYMBOL.findall(text or "") for c in symbol.upper() if c in COLOR_ORDER}


def _subtypes(type_line: str) -> list[str]:
    found: list[str] = []
    for face in type_line.split(" // "):
        _, dash, subtypes = face.partition("—")
        if dash:
            found.extend(subtypes.split())
    return found


def color_identity(card: CardFacts) -> str:
    """CR 903.4: the colors of the mana symbols in the card's mana cost and rules text (every face;
    reminder text aside), plus the colors its color indicator or a characteristic-defining ability
    gives it (its `colors`), plus those of the mana its basic land types give it (CR 305.6: a
    Forest has "{T}: Add {G}", which its card prints as reminder text). In WUBRG order."""
    if card.identity is not None:
        return card.identity
    colors = set(card.colors) | _symbol_colors(card.mana_cost) | _symbol_colors(rules_text(card))
    colors |= {BASIC_LAND_TYPES[t] for t in _subtypes(card.type_line) if t in BASIC_LAND_TYPES}
    return "".join(c for c in COLOR_ORDER if c in colors)


def is_basic_land(card: CardFacts) -> bool:
    """A basic land card (CR 205.4c: the supertype basic), which any number of may be in a deck."""
    words = card.front_type_line.partition("—")[0].split()
    return "Basic" in words and "Land" in words


def copies_allowed(card: CardFacts, usual: int) -> int | None:
    """How many cards of this name a deck may hold: None for any number (basic lands, CR 100.2a /
    903.5b; a card that says "A deck can have any number of cards named ..."), N for a card that
    says "up to N" (Seven Dwarves), else the format's usual limit. A card's own text overrides the
    rules (CR 101.1)."""
    if is_basic_land(card):
        return None
    found = _ANY_NUMBER.search(rules_text(card))
    if found is None:
        return usual
    if found.group(1) is None:
        return None
    word = found.group(1).lower()
    return int(word) if word.isdigit() else _NUMBERS.get(word, usual)


def _ability_lines(card: CardFacts) -> list[str]:
    """The card's ability lines and comma-separated keywords, reminder text removed."""
    parts: list[str] = []
    for line in rules_text(card).split("\n"):
        line = line.strip()
        if not line:
            continue
        parts.append(line)
        if "," in line and not line.endswith("."):  # a keyword line: "Flying, partner"
            parts.extend(p.strip() for p in line.split(",")[1:])
    return parts


@dataclass(frozen=True, slots=True)
class Pairing:
    """What lets a card share the command zone (CR 702.124): plain partner, partner with a named
    card, friends forever, a partner variant ("Partner—Survivors"), choose a Background, or a
    Background itself; doctor's companion and a Time Lord Doctor."""

    partner: bool = False
    partner_with: str | None = None
    friends_forever: bool = False
    variant: str | None = None
    chooses_background: bool = False
    is_background: bool = False
    doctors_companion: bool = False
    is_time_lord_doctor: bool = False


def pairing(card: CardFacts) -> Pairing:
    values: dict[str, object] = {}
    for part in _ability_lines(card):
        low = part.lower()
        if low == "partner":
            values["partner"] = True
        elif (m := _PARTNER_WITH.match(part)) is not None:
            values["partner_with"] = m.group(1).strip().rstrip(".")
        elif (m := _PARTNER_VARIANT.match(part)) is not None:
            values["variant"] = m.group(1).strip().lower()
        elif low == "friends forever":
            values["friends_forever"] = True
        elif low == "choose a background":
            values["chooses_background"] = True
        elif low == "doctor's companion":
            values["doctors_companion"] = True
    subtypes = _subtypes(card.front_type_line)
    front = card.front_type_line.partition("—")[0].split()
    values["is_background"] = "Background" in subtypes and "Enchantment" in front
    values["is_time_lord_doctor"] = "Creature" in front and "Time" in subtypes and "Doctor" in subtypes
    return Pairing(**values)  # type: ignore[arg-type]


def commander_eligibility(card: CardFacts, fmt: Format) -> str | None:
    """Why this card can't be a commander in the format (None: it can). CR 903.3: a legendary
    creature, or a card that says it can be your commander; Brawl also takes a legendary
    planeswalker; Pauper Commander a creature of any rarity the data allows as commander; a
    Background is a commander only beside a creature that chooses one (CR 702.124)."""
    front = card.front_type_line.partition("—")[0].split()
    legendary, creature, planeswalker = "Legendary" in front, "Creature" in front, "Planeswalker" in front
    says_so = _CAN_BE_COMMANDER.search(rules_text(card)) is not None
    kind = fmt.commander
    if kind is CommanderKind.CREATURE:
        return None if creature or says_so else "it is not a creature card"
    if kind is CommanderKind.OATHBREAKER:
        return None if planeswalker else "an Oathbreaker is a planeswalker card"
    if (legendary and creature) or says_so:
        return None
    if kind is CommanderKind.LEGENDARY_CREATURE_OR_PLANESWALKER and legendary and planeswalker:
        return None
    if pairing(card).is_background:
        return None  # checked as a pair
    what = (
        "a legendary creature or planeswalker"
        if kind is CommanderKind.LEGENDARY_CREATURE_OR_PLANESWALKER
        else ("a legendary creature")
    )
    return f"it is not {what} and does not say it can be your commander"


def pair_problem(first: CardFacts, second: CardFacts) -> str | None:
    """Why these two can't be commanders together (None: they can), CR 702.124."""
    a, b = pairing(first), pairing(second)
    if a.partner and b.partner:
        return None
    if a.partner_with is not None or b.partner_with is not None:
        if (a.partner_with or "").lower() == second.name.lower() and (
            b.partner_with or ""
        ).lower() == first.name.lower():
            return None
        return 'a card with "partner with" can be a commander only beside the card it names'
    if a.friends_forever and b.friends_forever:
        return None
    if a.variant is not None and a.variant == b.variant:
        return None
    if (a.chooses_background and b.is_background) or (b.chooses_background and a.is_background):
        return None
    if (a.doctors_companion and b.is_time_lord_doctor) or (b.doctors_companion and a.is_time_lord_doctor):
        return None
    return (
        'two commanders need partner on both, "partner with" naming each other, friends forever on both, '
        "the same partner variant, or a creature that chooses a Background with a Background"
    )


# --- the check ---------------------------------------------------------------------------------


def _names(entries: Iterable[Entry]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(e.card.name if e.card is not None else e.query for e in entries))


class _Checker:
    def __init__(self, fmt: Format, entries: list[Entry]) -> None:
        self.fmt = fmt
        self.entries = entries
        self.problems: list[Problem] = []
        self.by_section: dict[str, list[Entry]] = {s: [e for e in entries if e.section == s] for s in SECTIONS}

    def add(self, kind: str, detail: str, cards: Iterable[str], cites: Iterable[str]) -> None:
        self.problems.append(Problem(kind, detail, tuple(cards), tuple(cites)))

    def count(self, section: str) -> int:
        return sum(e.quantity for e in self.by_section[section])

    def run(self) -> DeckCheck:
        fmt = self.fmt
        if fmt.family is Family.COMMANDER:
            self._commander_sections()
        else:
            self._companions_to_sideboard()
        counts = {s: self.count(s) for s in SECTIONS}
        deck = counts["main"] + (counts["commander"] if fmt.family is Family.COMMANDER else 0)
        counts["deck"] = deck
        counts["unknown"] = sum(e.quantity for e in self.entries if e.card is None and e.section != "maybeboard")
        self._unknown()
        self._size(deck, counts)
        self._copies()
        self._legality()
        if fmt.family is Family.COMMANDER:
            self._commanders()
        return DeckCheck(fmt, tuple(self.problems), counts)

    # sections

    def _commander_sections(self) -> None:
        """A decklist without a commander section (MTGO, Moxfield's plain export) names its
        commander(s) as its sideboard: one or two cards after the blank line."""
        side = self.by_section["sideboard"]
        if not self.by_section["commander"] and side and sum(e.quantity for e in side) <= 2:
            self.by_section["commander"] = [Entry("commander", e.quantity, e.query, e.card, e.line) for e in side]
            self.by_section["sideboard"] = []

    def _companions_to_sideboard(self) -> None:
        """A companion starts the game in the sideboard (CR 702.139a): Arena lists it in both its
        Companion section and the sideboard, other exports in the Companion section only."""
        listed = {e.card.id for e in self.by_section["sideboard"] if e.card is not None}
        for e in self.by_section["companion"]:
            if e.card is None or e.card.id not in listed:
                self.by_section["sideboard"].append(Entry("sideboard", e.quantity, e.query, e.card, e.line))
        self.by_section["companion"] = []

    def _in_deck(self) -> list[Entry]:
        """The entries whose cards are in the game: main deck, commander(s), sideboard, companion."""
        return [e for s in ("commander", "main", "sideboard", "companion") for e in self.by_section[s]]

    # problems

    def _unknown(self) -> None:
        for e in self._in_deck():
            if e.card is None:
                where = f"line {e.line}" if e.line is not None else e.section
                self.add(
                    "unknown_card",
                    f"No card is named (or has the id) {e.query!r} ({where}); it is not judged, "
                    "and the deck can't be called legal with it.",
                    [e.query],
                    [],
                )

    def _size(self, deck: int, counts: dict[str, int]) -> None:
        fmt = self.fmt
        if fmt.exact_size and deck != fmt.deck_size:
            self.add(
                "deck_size",
                f"A {fmt.title} deck has exactly {fmt.deck_size} cards including its commander(s); "
                f"this one has {deck}.",
                [],
                fmt.size_cites,
            )
        elif not fmt.exact_size and deck < fmt.deck_size:
            self.add(
                "deck_size",
                f"A {fmt.title} deck has at least {fmt.deck_size} cards in its main deck; this one has {deck}.",
                [],
                fmt.size_cites,
            )
        if fmt.sideboard_max is not None and counts["sideboard"] > fmt.sideboard_max:
            self.add(
                "sideboard_size",
                f"A sideboard has at most {fmt.sideboard_max} cards; this one has {counts['sideboard']}.",
                _names(self.by_section["sideboard"]),
                ["CR 100.4a"],
            )

    def _copies(self) -> None:
        fmt = self.fmt
        totals: dict[str, tuple[CardFacts, int]] = {}
        sections = ("commander", "main") if fmt.family is Family.COMMANDER else ("main", "sideboard")
        for s in sections:
            for e in self.by_section[s]:
                if e.card is not None:
                    card, n = totals.get(e.card.id, (e.card, 0))
                    totals[e.card.id] = (card, n + e.quantity)
        singleton = fmt.family is not Family.CONSTRUCTED
        for card, n in totals.values():
            allowed = copies_allowed(card, fmt.max_copies)
            if allowed is None or n <= allowed:
                continue
            own = allowed != fmt.max_copies
            if singleton:
                cites = (
                    ["CR 903.5b"]
                    if fmt.family is Family.COMMANDER and fmt.name in ("commander", "duel", "predh")
                    else [fmt.source]
                )
                self.add(
                    "singleton",
                    f"{card.name}: {n} copies; a {fmt.title} deck has "
                    + (f"at most {allowed} (its own text)" if own else "one card of each name but basic lands")
                    + ".",
                    [card.name],
                    cites + (["CR 101.1"] if own else []),
                )
            else:
                self.add(
                    "copies",
                    f"{card.name}: {n} copies in the main deck and sideboard; at most {allowed}"
                    + (" (its own text allows that many)" if own else "")
                    + ".",
                    [card.name],
                    ["CR 100.2a", "CR 100.4a"] + (["CR 101.1"] if own else []),
                )

    def _legality(self) -> None:
        fmt = self.fmt
        seen: dict[str, int] = {}
        commander_ids = {e.card.id for e in self.by_section["commander"] if e.card is not None}
        cards: dict[str, CardFacts] = {}
        for e in self._in_deck():
            if e.card is not None:
                cards[e.card.id] = e.card
                seen[e.card.id] = seen.get(e.card.id, 0) + e.quantity
        pool = ["CR 100.6", fmt.source]
        for card_id, card in cards.items():
            status = card.legalities.get(fmt.name, "not_legal")
            if status == "banned":
                self.add("banned", f"{card.name} is banned in {fmt.title}.", [card.name], pool)
            elif status == "restricted":
                if fmt.restricted == "commander_only":
                    if card_id not in commander_ids or any(
                        e.card is not None and e.card.id == card_id for e in self.by_section["main"]
                    ):
                        self.add(
                            "restricted",
                            f"{card.name} is allowed in {fmt.title} only as the commander.",
                            [card.name],
                            [fmt.source],
                        )
                elif seen[card_id] > 1:
                    self.add(
                        "restricted",
                        f"{card.name} is restricted in {fmt.title}: one copy at most in the deck "
                        f"and sideboard together; this deck has {seen[card_id]}.",
                        [card.name],
                        pool,
                    )
            elif status != "legal":
                why = (
                    " (the card data lists no legalities for it)"
                    if not card.legalities
                    else ""
                    if fmt.name in card.legalities
                    else f" (the card data does not list {fmt.title} for it)"
                )
                self.add("not_legal", f"{card.name} is not legal in {fmt.title}{why}.", [card.name], pool)

    def _commanders(self) -> None:
        fmt = self.fmt
        entries = self.by_section["commander"]
        cards = [e.card for e in entries if e.card is not None]
        count = sum(e.quantity for e in entries)
        eligibility = ["CR 903.3"] if fmt.commander is not CommanderKind.OATHBREAKER else [fmt.source]
        if fmt.commander is CommanderKind.OATHBREAKER:
            self._oathbreaker(cards, count)
            return
        if count == 0:
            self.add(
                "commander",
                f"A {fmt.title} deck has a commander: none is named (give a `commander` list, or a "
                "Commander section in the decklist).",
                [],
                eligibility,
            )
            return
        if count > 2:
            self.add(
                "commander",
                f"A deck has one commander, or two whose abilities allow it; this one names {count}.",
                _names(entries),
                [*eligibility, "CR 702.124"],
            )
            return
        for card in cards:
            why = commander_eligibility(card, fmt)
            if why is not None:
                self.add(
                    "commander",
                    f"{card.name} can't be a commander: {why}.",
                    [card.name],
                    eligibility if fmt.commander is not CommanderKind.CREATURE else [fmt.source],
                )
        if count == 2 and len(cards) == 2:
            why = pair_problem(cards[0], cards[1])
            if why is not None:
                self.add(
                    "commander",
                    f"{cards[0].name} and {cards[1].name} can't be commanders together: {why}.",
                    [cards[0].name, cards[1].name],
                    ["CR 702.124"],
                )
        elif count == 2 and len(cards) == 1 and len(entries) == 1:
            self.add("commander", f"{cards[0].name} is named twice as commander.", [cards[0].name], eligibility)
        elif count == 1 and len(cards) == 1 and pairing(cards[0]).is_background:
            self.add(
                "commander",
                f"{cards[0].name} is a Background: it is a commander only beside a creature that chooses a Background.",
                [cards[0].name],
                ["CR 702.124"],
            )
        if cards:
            self._identity(cards)

    def _oathbreaker(self, cards: list[CardFacts], count: int) -> None:
        fmt = self.fmt
        walkers = [c for c in cards if "Planeswalker" in c.front_type_line.partition("—")[0].split()]
        spells = [c for c in cards if c not in walkers]
        if len(walkers) != 1 or count != 2 or len(spells) != 1:
            self.add(
                "commander",
                "An Oathbreaker deck names one planeswalker (its oathbreaker) and one instant or "
                "sorcery (its signature spell) in the command zone.",
                _names(self.by_section["commander"]),
                [fmt.source],
            )
        for spell in spells:
            front = spell.front_type_line.partition("—")[0].split()
            if "Instant" not in front and "Sorcery" not in front:
                self.add(
                    "commander",
                    f"{spell.name} can't be a signature spell: it is not an instant or sorcery.",
                    [spell.name],
                    [fmt.source],
                )
        if walkers:
            self._identity(walkers)

    def _identity(self, commanders: list[CardFacts]) -> None:
        identity = set("".join(color_identity(c) for c in commanders))
        shown = "".join(c for c in COLOR_ORDER if c in identity) or "colorless"
        commander_ids = {c.id for c in commanders}
        outside: dict[str, str] = {}
        for e in self._in_deck():
            card = e.card
            if card is None or card.id in commander_ids or card.id in outside:
                continue
            own = color_identity(card)
            if set(own) - identity:
                outside[card.id] = f"{card.name} ({own})"
        if outside:
            cites = (
                ["CR 903.4", "CR 903.5c"]
                if self.fmt.name in ("commander", "duel", "predh", "paupercommander")
                else ["CR 903.4", "CR 903.5c", self.fmt.source]
            )
            names = [e.card.name for e in self._in_deck() if e.card is not None and e.card.id in outside]
            self.add(
                "color_identity",
                f"Cards outside the commander's color identity ({shown}): " + ", ".join(outside.values()) + ".",
                list(dict.fromkeys(names)),
                cites,
            )


def check_deck(fmt: Format, entries: list[Entry]) -> DeckCheck:
    """Every problem of the deck in the format, in a fixed order: unknown cards, sizes, copies,
    legality, commanders, color identity. A deck with none is legal."""
    return _Checker(fmt, entries).run()
