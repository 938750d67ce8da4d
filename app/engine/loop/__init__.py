"""The game loop, above the rules modules and below the queries (`legal_actions`, `pending`):
`checks` (state-based actions and triggers, CR 704.3, 603.3) below `steps` (the turn structure,
CR 500) below `priority` (CR 117) below `apply` (one action of a request, verified and played).
Nothing here is imported by a rules module: a rule that needs a later stage asks the registry."""
