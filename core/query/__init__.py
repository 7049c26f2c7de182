"""The natural-language query engine: recognizers, the request (logical form), query building, answers."""
