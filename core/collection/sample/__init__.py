"""The bundled sample collection: its definition, its places, and the deterministic generator."""
