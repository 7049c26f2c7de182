"""A bot that answers with maps (tests of the web page and the Teams map image)."""
