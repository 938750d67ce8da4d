"""Imported last by the fork server's preload (see app.core.gc_pause): one collection, what is
loaded frozen out of later scans (the workers forked from the fork server share it unchanged),
and the collector on again."""

import gc

gc.collect()
gc.freeze()
gc.enable()
