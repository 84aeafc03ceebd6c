"""Tournaments: pairings and standings as pure functions (`pairing`, `standings`)."""
