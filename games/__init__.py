"""Pure rules engines: no discord, no I/O, no clock, no global randomness."""
