"""Microsoft Teams through the Bot Framework protocol."""
