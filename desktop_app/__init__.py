"""Meja Kartu: an offline card table for four games."""

__version__ = "0.2.0"
