"""Play across the room: a host runs the only engine, clients see their own seat (no Qt)."""
