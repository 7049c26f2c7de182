"""The kind talked about, kept by an aggregate asked "there": "what's the average rating there?" after the meals in
Argentina is the meals' average in Argentina, not that of everything logged there. Only a question that names no
kind of its own keeps it ("how far did I walk there?" is about the walks), and only when every number field it
names is one the kind has ("how many nights there?" after the meals is not about the meals)."""

from __future__ import annotations

from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .request import Reading, Request


def there_with_its_kind(request: Request, prior: Request | None, reading: Reading, definition: CollectionDefinition) -> Request:
    """`request` (an aggregate asked about the place talked about), of the kind `prior` was about when it keeps it."""
    if reading.shape.aggregate is None or not reading.refers_to_place or reading.places or prior is None or prior.place is None:
        return request
    if request.place != prior.place or request.category is not None or prior.category is None:
        return request
    if reading.topics or reading.type_choices or reading.texts or reading.values:
        return request
    fields = {f.name for f in definition.fields_of(prior.category)}
    if any(word not in fields for word in reading.shape.field_words):
        return request
    return replace(request, category=prior.category, type=prior.type, types=prior.types, not_types=prior.not_types)
