"""Realistic synthetic bulk files in both real formats, for tests and benchmarks (the real files
can't be downloaded here). Deterministic for a seed; written as a stream, so any size fits.

Files: `scryfall-oracle-cards.json`, `scryfall-rulings.json`, `mtgjson-AtomicCards.json`,
`mtgjson-AllPrintings.json`; and on request (`write_default_cards`) a Scryfall "Default Cards" or
"All Cards" file: several printings per card (reprints in other sets, a basic land many times in
one set, other languages), interleaved as in the real files. About 8% of cards have two faces (split, transform, adventure),
a few are tokens (which an import skips), about 10% of rulings share their text with other
cards' (as real rulings on a shared mechanic do), and rulings cite CR numbers.
"""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import IO, Any

_ADJECTIVES = [
    "Ancient",
    "Blazing",
    "Crimson",
    "Dread",
    "Eternal",
    "Feral",
    "Gilded",
    "Hollow",
    "Iron",
    "Jade",
    "Keen",
    "Lunar",
    "Molten",
    "Noble",
    "Obsidian",
    "Primal",
    "Quiet",
    "Radiant",
    "Savage",
    "Twisted",
    "Umbral",
    "Verdant",
    "Wicked",
    "Zealous",
    "Arcane",
    "Brazen",
    "Cunning",
    "Dusk",
    "Ember",
    "Frost",
]
_NOUNS = [
    "Angel",
    "Basilisk",
    "Colossus",
    "Drake",
    "Elemental",
    "Familiar",
    "Golem",
    "Hydra",
    "Imp",
    "Juggernaut",
    "Knight",
    "Leviathan",
    "Mystic",
    "Nomad",
    "Oracle",
    "Phoenix",
    "Revenant",
    "Sphinx",
    "Troll",
    "Unicorn",
    "Vampire",
    "Wurm",
    "Yeti",
    "Zombie",
    "Archivist",
    "Berserker",
    "Chimera",
    "Dryad",
]
_PLACES = [
    "Akros",
    "Benalia",
    "Dominaria",
    "Eldraine",
    "Fiora",
    "Innistrad",
    "Kaladesh",
    "Lorwyn",
    "Mirrodin",
    "Ravnica",
    "Tarkir",
    "Zendikar",
]
_SPELLS = [
    "Bolt",
    "Charm",
    "Command",
    "Growth",
    "Insight",
    "Ruin",
    "Rebuke",
    "Surge",
    "Tide",
    "Verdict",
    "Whisper",
    "Wrath",
]
_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Artifact Creature", "Planeswalker", "Land")
_KEYWORDS = ("Flying", "Trample", "Haste", "Vigilance", "Deathtouch", "Lifelink", "Reach", "Ward {2}", "Menace")
_COLORS = "WUBRG"
_RARITIES = ("common", "uncommon", "rare", "mythic")
_RULES = ("302.6", "601.2f", "603.3b", "608.2b", "702.19c", "702.22j", "704.5a", "712.8", "715.3d", "903.4")
MAX_RULINGS_PER_CARD = 40
_MECHANICS = (
    "banding",
    "flanking",
    "phasing",
    "cumulative upkeep",
    "echo",
    "madness",
    "flashback",
    "kicker",
    "convoke",
    "storm",
    "dredge",
    "suspend",
    "vanishing",
    "evoke",
    "persist",
    "undying",
    "cascade",
    "rebound",
    "infect",
    "proliferate",
    "bestow",
    "tribute",
    "dash",
    "exploit",
    "prowess",
    "awaken",
    "surge",
    "emerge",
    "crew",
    "fabricate",
    "improvise",
    "embalm",
    "eternalize",
    "afflict",
    "explore",
    "enrage",
    "raid",
    "jumpstart",
    "mentor",
    "riot",
    "spectacle",
    "afterlife",
    "amass",
    "escape",
    "mutate",
    "companion",
    "foretell",
    "ward",
    "daybound",
    "nightbound",
    "disturb",
    "decayed",
    "training",
    "blitz",
    "casualty",
    "connive",
    "prototype",
    "unearth",
    "toxic",
    "backup",
    "bargain",
    "disguise",
    "negamorph",
    "offspring",
    "gift",
    "saddle",
    "plot",
)
_SENTENCES = (
    "If {name} leaves the battlefield before its triggered ability resolves, the ability still resolves.",
    "You choose the target of {name}'s ability as you put it on the stack; see rule {rule}.",
    "The mana value of {name} is determined only by the mana cost printed on it (rule {rule}).",
    "If the target becomes illegal, {name}'s ability doesn't resolve and none of its effects happen.",
    "{name}'s effect applies only to creatures on the battlefield when it resolves.",
    "Because {name} is a copy, it copies exactly what was printed on the original and nothing more.",
    "If you control two or more {name}, each of them triggers separately.",
    "Damage dealt by {name} is dealt at the same time as other combat damage; see rule {rule}.",
    "Abilities that trigger when {name} attacks won't trigger if it's put onto the battlefield attacking.",
    "If an effect instructs you to exile {name} and return it, it returns as a new object (rule {rule}).",
)
_SHARED = (
    "A creature with ward {n} becomes the target of a spell or ability an opponent controls: counter it unless that "
    "player pays {n}. See rule 702.21a.",
    "If a permanent with daybound enters the battlefield and it's neither day nor night, it becomes day (rule 726.2).",
    "The copy isn't cast, so abilities that trigger when a spell is cast won't trigger (rule {rule}).",
    "Once the ability with X in its cost resolves, the value of X is locked in; changing it later has no effect.",
)


@dataclass
class _Card:
    index: int
    oracle_id: str
    name: str
    layout: str
    faces: list[dict[str, Any]] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)
    sets: list[str] = field(default_factory=list)


class _Generator:
    def __init__(self, cards: int, rulings: int, seed: int) -> None:
        self.n_cards = cards
        self.n_rulings = rulings
        self.seed = seed
        rng = random.Random(seed)
        # Rulings per card: skewed like real data (many cards have none or one, a few have many).
        weights = [rng.paretovariate(1.6) for _ in range(cards)]
        scale = rulings / sum(weights) if weights else 0
        # Real cards have at most a few dozen rulings.
        cap = max(MAX_RULINGS_PER_CARD, -(-rulings // max(cards, 1)))
        counts = [min(cap, int(w * scale)) for w in weights]
        order = sorted(range(cards), key=lambda i: -(weights[i] * scale - counts[i]))
        short, i = rulings - sum(counts), 0
        while short > 0 and cards:
            if counts[order[i % cards]] < cap:
                counts[order[i % cards]] += 1
                short -= 1
            i += 1
        self.counts = counts
        self.shared_pool = max(4, rulings // 60)
        self.sets = [f"S{n:02d}" for n in range(max(1, min(60, cards // 400 + 1)))]

    def _uuid(self, rng: random.Random) -> str:
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    def card(self, index: int) -> _Card:
        rng = random.Random(self.seed * 1_000_003 + index)
        oracle_id = self._uuid(rng)
        roll = rng.random()
        layout = "normal"
        if roll < 0.04:
            layout = "split"
        elif roll < 0.07:
            layout = "transform"
        elif roll < 0.08:
            layout = "adventure"
        elif roll < 0.085:
            layout = "token"
        base = f"{rng.choice(_ADJECTIVES)} {rng.choice(_NOUNS)}"
        name = f"{base} of {_PLACES[index % len(_PLACES)]} {index}"
        card = _Card(index, oracle_id, name, layout)
        card.sets = [self.sets[index % len(self.sets)]]
        if rng.random() < 0.2 and len(self.sets) > 1:
            card.sets.append(self.sets[(index * 7 + 3) % len(self.sets)])
        if layout in ("split", "transform", "adventure"):
            names = (
                [f"{rng.choice(_SPELLS)} {index}", f"{rng.choice(_SPELLS)} of {rng.choice(_PLACES)} {index}"]
                if layout == "split"
                else [name, f"{rng.choice(_ADJECTIVES)} {rng.choice(_NOUNS)} {index}"]
            )
            card.name = " // ".join(names)
            card.faces = [self._face(rng, face_name, i) for i, face_name in enumerate(names)]
        else:
            card.fields = self._face(rng, name, 0, token=layout == "token")
        return card

    def _face(self, rng: random.Random, name: str, i: int, token: bool = False) -> dict[str, Any]:
        kind = "Token Creature" if token else rng.choice(_TYPES)
        colors = sorted(rng.sample(_COLORS, rng.choice((0, 1, 1, 1, 2))), key=_COLORS.index)
        generic = rng.randint(0, 5)
        if kind == "Land" or token:
            colors, generic = [], 0
        cost = (
            ""
            if kind == "Land" or token
            else (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in colors)
        )
        text = " ".join(rng.sample(_KEYWORDS, 2)) + f"\nWhen {name} enters the battlefield, draw a card."
        face: dict[str, Any] = {
            "object": "card_face",
            "name": name,
            "mana_cost": cost,
            "type_line": f"{kind} — {rng.choice(_NOUNS)}",
            "oracle_text": text,
            "colors": colors,
        }
        if "Creature" in kind:
            face["power"], face["toughness"] = str(rng.randint(0, 7)), str(rng.randint(1, 7))
        face["_cmc"] = float(generic + len(colors))
        return face

    def rulings(self, card: _Card) -> Iterator[tuple[str, str, str]]:
        """(source, published_at, comment) of a card's rulings."""
        rng = random.Random(self.seed * 7_000_003 + card.index)
        start = date(2004, 10, 4)
        used: set[str] = set()
        for k in range(self.counts[card.index]):
            day = (start + timedelta(days=rng.randint(0, 7500))).isoformat()
            rule = rng.choice(_RULES)
            shared = rng.randrange(self.shared_pool)
            template = _SHARED[shared % len(_SHARED)]
            text = template.format(n=shared // len(_SHARED) + 1, rule=_RULES[shared % len(_RULES)])
            if rng.random() < 0.1 and text not in used:  # a card never has the same ruling twice
                used.add(text)
                yield "wotc", "2021-04-16", text
                continue
            first = rng.choice(_SENTENCES).format(name=card.name.split(" // ")[0], rule=rule)
            second = rng.choice(_SENTENCES).format(name="it", rule=rng.choice(_RULES))
            # A mechanic gives each ruling rarer words too, as real rulings have.
            mechanic = rng.choice(_MECHANICS)
            text = f"{first} This applies to {mechanic} as well. {second} (Ruling {k + 1} of {card.index}.)"
            yield ("wotc" if rng.random() < 0.85 else "scryfall"), day, text

    # --- Scryfall ------------------------------------------------------------------------------

    def scryfall_card(self, card: _Card) -> dict[str, Any]:
        rng = random.Random(self.seed * 3_000_017 + card.index)
        obj: dict[str, Any] = {
            "object": "card",
            "id": self._uuid(rng),
            "oracle_id": card.oracle_id,
            "multiverse_ids": [rng.randint(1, 700000)],
            "name": card.name,
            "lang": "en",
            "released_at": "2024-11-08",
            "layout": card.layout,
            "highres_image": True,
            "image_status": "highres_scan",
        }
        if card.faces:
            obj["mana_cost"] = " // ".join(f["mana_cost"] for f in card.faces) if card.layout == "split" else None
            obj["cmc"] = sum(f["_cmc"] for f in card.faces)
            obj["type_line"] = " // ".join(f["type_line"] for f in card.faces)
            obj["card_faces"] = [{k: v for k, v in f.items() if k != "_cmc"} for f in card.faces]
            if obj["mana_cost"] is None:
                del obj["mana_cost"]
        else:
            f = card.fields
            obj.update({k: v for k, v in f.items() if k not in ("_cmc", "object")})
            obj["cmc"] = f["_cmc"]
        obj.update(
            {
                "color_identity": sorted({c for f in (card.faces or [card.fields]) for c in f["colors"]}),
                "keywords": [k.split()[0] for k in _KEYWORDS[:2]],
                "legalities": {
                    fmt: rng.choice(("legal", "not_legal"))
                    for fmt in ("standard", "modern", "legacy", "vintage", "commander")
                },
                "set": card.sets[0].lower(),
                "set_name": f"Synthetic {card.sets[0]}",
                "collector_number": str(card.index % 400 + 1),
                "rarity": rng.choice(_RARITIES),
                "prices": {"usd": f"{rng.random() * 20:.2f}", "eur": None},
                "rulings_uri": f"https://example.invalid/cards/{card.oracle_id}/rulings",
            }
        )
        return obj

    # --- MTGJSON -------------------------------------------------------------------------------

    def mtgjson_faces(self, card: _Card, set_code: str | None = None) -> list[dict[str, Any]]:
        faces = card.faces or [card.fields]
        rulings = [{"date": day, "text": text} for source, day, text in self.rulings(card) if source == "wotc"]
        out = []
        for i, face in enumerate(faces):
            entry: dict[str, Any] = {
                "name": card.name,
                "manaCost": face["mana_cost"] or None,
                "manaValue": sum(f["_cmc"] for f in faces),
                "type": face["type_line"],
                "text": face["oracle_text"],
                "colors": face["colors"],
                "colorIdentity": face["colors"],
                "layout": card.layout,
                "identifiers": {"scryfallOracleId": card.oracle_id},
                "legalities": {"commander": "Legal"},
                "rulings": rulings,
                "foreignData": [{"language": "German", "name": f"{face['name']} (de)"}],
            }
            if "power" in face:
                entry["power"], entry["toughness"] = face["power"], face["toughness"]
            if len(faces) > 1:
                entry["faceName"], entry["side"] = face["name"], "ab"[i]
            if set_code is not None:
                entry.update(
                    {
                        "setCode": set_code,
                        "number": str(card.index % 400 + 1),
                        "rarity": "rare",
                        "uuid": str(uuid.UUID(int=(card.index * 31 + i) * 7919 + len(set_code), version=4)),
                    }
                )
            out.append({k: v for k, v in entry.items() if v is not None})
        return out


def _write_array(fh: IO[str], items: Iterator[Any]) -> None:
    fh.write("[")
    for n, item in enumerate(items):
        fh.write(("\n" if n == 0 else ",\n") + json.dumps(item, ensure_ascii=False))
    fh.write("\n]\n")


def write_all(out: Path, *, cards: int, rulings: int, seed: int = 7) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    gen = _Generator(cards, rulings, seed)
    paths = [
        out / name
        for name in (
            "scryfall-oracle-cards.json",
            "scryfall-rulings.json",
            "mtgjson-AtomicCards.json",
            "mtgjson-AllPrintings.json",
        )
    ]
    with paths[0].open("w", encoding="utf-8") as fh:
        _write_array(fh, (gen.scryfall_card(gen.card(i)) for i in range(cards)))

    def scryfall_rulings() -> Iterator[dict[str, Any]]:
        for i in range(cards):
            card = gen.card(i)
            for source, day, text in gen.rulings(card):
                yield {
                    "object": "ruling",
                    "oracle_id": card.oracle_id,
                    "source": source,
                    "published_at": day,
                    "comment": text,
                }

    with paths[1].open("w", encoding="utf-8") as fh:
        _write_array(fh, scryfall_rulings())
    meta = {"date": "2024-11-08", "version": "5.2.2+synthetic"}
    with paths[2].open("w", encoding="utf-8") as fh:
        fh.write('{"meta": ' + json.dumps(meta) + ', "data": {')
        first = True
        for i in range(cards):
            card = gen.card(i)
            if card.layout == "token":  # AtomicCards has no tokens
                continue
            fh.write(("\n" if first else ",\n") + json.dumps(card.name) + ": " + json.dumps(gen.mtgjson_faces(card)))
            first = False
        fh.write("\n}}\n")
    members: dict[str, list[int]] = {code: [] for code in gen.sets}
    for i in range(cards):
        card = gen.card(i)
        if card.layout != "token":
            for code in card.sets:
                members[code].append(i)
    with paths[3].open("w", encoding="utf-8") as fh:
        fh.write('{"meta": ' + json.dumps(meta) + ', "data": {')
        for n, set_code in enumerate(gen.sets):
            fh.write(
                ("\n" if n == 0 else ",\n")
                + json.dumps(set_code)
                + ': {"code": '
                + json.dumps(set_code)
                + ', "name": "Synthetic '
                + set_code
                + '", "booster": {"default": {"boosters": []}}, "cards": ['
            )
            first = True
            for i in members[set_code]:
                for entry in gen.mtgjson_faces(gen.card(i), set_code):
                    fh.write(("\n" if first else ",\n") + json.dumps(entry, ensure_ascii=False))
                    first = False
            fh.write('], "tokens": []}')
        fh.write("\n}}\n")
    return paths


MAX_PRINTINGS_PER_CARD = 200
_LANGS = ("ja", "de", "fr", "it", "es", "pt", "ko", "ru", "zhs")


def write_default_cards(
    path: Path, *, cards: int, printings: int, seed: int = 7, languages: bool = False
) -> Path:
    """A Scryfall Default Cards file (`languages`: an All Cards file, some printings in other
    languages) with `printings` card objects for `cards` cards (the same cards, oracle ids and
    first printings as `scryfall-oracle-cards.json` of the same seed): each card's extra printings
    are reprints in other sets with their own Scryfall, MTGO and multiverse ids, some sharing
    their illustration. The file lists every card's first printing, then every card's second,
    and so on, so one card's printings are far apart (as in the real files)."""
    gen = _Generator(cards, 0, seed)
    rng = random.Random(seed * 9_001)
    extra = max(0, printings - cards)
    # Printings per card skewed like real data: most cards a few, basic lands and staples dozens.
    weights = [rng.paretovariate(1.3) for _ in range(cards)]
    scale = extra / sum(weights) if weights else 0
    # Real cards have at most a few hundred printings (basic lands).
    counts = [min(MAX_PRINTINGS_PER_CARD, int(w * scale)) for w in weights]
    short, at = extra - sum(counts), 0
    order = sorted(range(cards), key=lambda i: -(weights[i] * scale - counts[i]))
    while short > 0 and cards and at < cards * MAX_PRINTINGS_PER_CARD:
        i = order[at % cards]
        if counts[i] < MAX_PRINTINGS_PER_CARD:
            counts[i] += 1
            short -= 1
        at += 1
    numbers: dict[str, int] = {}
    path.parent.mkdir(parents=True, exist_ok=True)

    def records() -> Iterator[dict[str, Any]]:
        for i in range(cards):
            yield gen.scryfall_card(gen.card(i))
        for round_ in range(1, max(counts, default=0) + 1):
            for i in range(cards):
                if counts[i] < round_:
                    continue
                card = gen.card(i)
                obj = gen.scryfall_card(card)
                r = random.Random(f"{seed}/{i}/{round_}")
                set_code = f"R{r.randrange(400):03d}"
                numbers[set_code] = numbers.get(set_code, 0) + 1
                obj["id"] = str(uuid.UUID(int=r.getrandbits(128), version=4))
                obj["set"], obj["set_name"] = set_code.lower(), f"Synthetic reprints {set_code}"
                obj["collector_number"] = str(numbers[set_code])
                obj["released_at"] = (date(1995, 1, 1) + timedelta(days=r.randint(0, 10_000))).isoformat()
                obj["multiverse_ids"] = [r.randint(1, 900_000)]
                obj["mtgo_id"] = r.randint(1, 200_000)
                if r.random() < 0.5:
                    obj["mtgo_foil_id"] = obj["mtgo_id"] + 1
                obj["illustration_id"] = str(uuid.UUID(int=(i * 7 + r.randrange(3)) * 104_729 + seed, version=4))
                obj["rarity"] = r.choice(_RARITIES)
                if languages and r.random() < 0.3:
                    obj["lang"] = r.choice(_LANGS)
                    obj["printed_name"] = f"{card.name} ({obj['lang']})"
                yield obj

    with path.open("w", encoding="utf-8") as fh:
        _write_array(fh, records())
    return path
