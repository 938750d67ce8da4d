"""The creature types of the Comprehensive Rules, CR 205.3m (a fact of the rules, written as data).

Changeling (CR 702.73a) and "the chosen type" (CR 607.2a, 614.12) read this list: a creature type
chosen as a permanent enters must be one of these (CR 205.3m: "choose a creature type" means one
of the creature types listed there)."""

from __future__ import annotations

# The words as CR 205.3m lists them (multi-word names are hyphenated there: "Assembly-Worker").
_LISTED = """
Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer Assassin
Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard Basilisk Bat Bear
Beast Beaver Beeble Beholder Berserker Bird Blinkmoth Boar Bringer Brushwagg Camarid Camel
Capybara Caribou Carrier Cat Centaur Child Chimera Citizen Cleric Clown Cockatrice Construct
Coward Coyote Crab Crocodile Ctan Custodes Cyberman Cyclops Dalek Dauthi Demigod Demon Deserter
Detective Devil Dinosaur Djinn Doctor Dog Dragon Drake Dreadnought Drone Druid Dryad Dwarf Efreet
Egg Elder Eldrazi Elemental Elephant Elf Elk Employee Eye Faerie Ferret Fish Flagbearer Fox
Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Gnoll Gnome Goat Goblin God Golem Gorgon
Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy Hellion Hippo Hippogriff Homarid
Homunculus Horror Horse Human Hydra Hyena Illusion Imp Incarnation Inkling Inquisitor Insect
Jackal Jellyfish Juggernaut Kavu Kirin Kithkin Knight Kobold Kor Kraken Llama Lamia Lammasu Leech
Leviathan Lhurgoyf Licid Lizard Manticore Masticore Mercenary Merfolk Metathran Minion Minotaur
Mite Mole Monger Mongoose Monk Monkey Moonfolk Mount Mouse Mutant Myr Mystic Nautilus Necron
Nephilim Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg
Otter Ouphe Ox Oyster Pangolin Peasant Pegasus Pentavite Performer Pest Phelddagrif Phoenix
Phyrexian Pilot Pincher Pirate Plant Porcupine Possum Praetor Primarch Prism Processor Rabbit
Raccoon Ranger Rat Rebel Reflection Rhino Rigger Robot Rogue Sable Salamander Samurai Sand
Saproling Satyr Scarecrow Scientist Scion Scorpion Scout Sculpture Serf Serpent Servo Shade Shaman
Shapeshifter Shark Sheep Siren Skeleton Skunk Slith Sliver Sloth Slug Snail Snake Soldier Soltari
Spawn Specter Spellshaper Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish
Surrakar Survivor Synth Tentacle Tetravite Thalakos Thopter Thrull Tiefling Time-Lord Toy Treefolk
Trilobite Triskelavite Troll Turtle Tyranid Unicorn Vampire Varmint Vedalken Volver Wall Walrus
Warlock Warrior Wasp Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm
Yeti Zombie Zubera
"""

CREATURE_TYPES: frozenset[str] = frozenset(_LISTED.split())
