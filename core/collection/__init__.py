"""Users' collections: definitions (categories, types, fields) and the bundled sample collection."""
