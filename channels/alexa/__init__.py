"""Alexa custom skills: request verification, the interaction model, speech replies."""
