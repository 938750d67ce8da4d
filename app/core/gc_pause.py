"""Imported first by the fork server's preload (app.core.workers.PRELOAD): no collection while the
app's modules load. What they build (the card vocabulary's validators, the grammar) all lives on,
so the collector's passes over it during the import find nothing and cost about a sixth of the
import's CPU. app.core.gc_resume, imported last, collects once and turns the collector back on."""

import gc

gc.disable()
