"""A request becomes a MongoDB filter, sort and limit (pure). Everything the user said ends up
as a value — an operator is only ever chosen from the code's own tables, and text is matched as
an escaped, case-insensitive literal."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition
from .months_of_every_year import months_of_every_year
from .places import Place
from .request import Request

EARTH_RADIUS_KM = 6378.1
OPERATORS = {">=": "$gte", "<=": "$lte", ">": "$gt", "<": "$lt", "!=": "$ne"}


@dataclass(frozen=True)
class MongoQuery:
    filter: dict[str, Any]
    sort: tuple[tuple[str, int], ...]
    limit: int


def _path(definition: CollectionDefinition, field: str, category: str | None) -> str:
    try:
        return definition.field(field, category).path
    except KeyError:
        return definition.field(field).path if field in {f.name for f in definition.fields_of(None)} else f"fields.{field}"


def _flatten(clauses: list[dict[str, Any]]) -> dict[str, Any]:
    """One document when no two clauses constrain the same key (simpler, and cheaper for some
    servers' planners), otherwise an explicit $and."""
    keys = [key for clause in clauses for key in clause]
    if len(keys) == len(set(keys)):
        return {key: value for clause in clauses for key, value in clause.items()}
    return {"$and": clauses}


def _where(place: Place) -> dict[str, Any]:
    """The filter for items in one place (its negation is the caller's)."""
    if place.radius_km is not None and place.lat is not None and place.lon is not None:
        return {"place.location": {"$geoWithin": {"$centerSphere": [[place.lon, place.lat], place.radius_km / EARTH_RADIUS_KM]}}}
    if place.kind == "country":
        return {"place.countryCode": place.country_code}
    if place.kind == "region":
        return {"place.region": place.name}
    return {"place.city": place.name}


def build_query(request: Request, definition: CollectionDefinition) -> MongoQuery:
    clauses: list[dict[str, Any]] = []
    if request.category:
        clauses.append({"category": request.category})
    if request.kinds:  # "books or hikes"
        clauses.append({"$or": [{"category": c, **({"type": t} if t else {})} for c, t in request.kinds]})
    if request.types:
        clauses.append({"type": {"$in": list(request.types)}})
    elif request.type:
        clauses.append({"type": request.type})
    if request.not_types:
        clauses.append({"type": {"$nin": list(request.not_types)}})
    if request.not_categories:
        clauses.append({"category": {"$nin": list(request.not_categories)}})
    if request.dates and not request.dates.only_weekdays:
        ranges = request.dates.parts or (request.dates,)
        yearly = months_of_every_year([(d.start, d.end) for d in ranges])
        spans: list[dict[str, Any]] = (
            [{"itemDate": {"$gte": d.start, "$lt": d.end}} for d in ranges]
            if yearly is None  # "in August, over all the years": the item's month, within the years, not 77 ranges
            else [{"itemDate": {"$gte": yearly.start, "$lt": yearly.end}, "$expr": {"$in": [{"$month": "$itemDate"}, list(yearly.months)]}}]
        )
        clauses.append({"$nor": spans} if request.dates.negated else spans[0] if len(spans) == 1 else {"$or": spans})
    if request.dates and request.dates.weekdays:  # "on weekends": the item's ISO day of the week, one of these
        clauses.append({"$expr": {"$in": [{"$isoDayOfWeek": "$itemDate"}, list(request.dates.weekdays)]}})
    place = request.place
    if place is not None:
        wheres = [_where(p) for p in place.any_of or (place,)]
        clauses.append({"$nor": wheres} if place.negated else wheres[0] if len(wheres) == 1 else {"$or": wheres})
        if place.but_not:  # "in Spain but not Barcelona"
            clauses.append({"$nor": [_where(p) for left_out in place.but_not for p in left_out.any_of or (left_out,)]})
    for comparison in request.comparisons:
        path = _path(definition, comparison.field, request.category)
        number = int(comparison.value) if comparison.value == int(comparison.value) else comparison.value
        if comparison.or_value is not None:  # "rated 1 or 5": either value ("not rated 1 or 5": neither)
            either = [number, int(comparison.or_value) if comparison.or_value == int(comparison.or_value) else comparison.or_value]
            clauses.append({path: {"$nin" if comparison.op == "!=" else "$in": either}})
            continue
        clauses.append({path: number if comparison.op == "==" else {OPERATORS[comparison.op]: number}})
    for people in request.people:
        names = list(people.names)
        if not names:  # on my own: no companions; excluded: with someone
            clauses.append({"who.0": {"$exists": people.exclude}})
            continue
        if people.besides:  # "anybody other than Mary": a companion who is none of them
            clauses.append({"who": {"$elemMatch": {"$nin": names}}})
            continue
        if people.or_else:  # "with Chloé and Sofia, or with Tom"
            clauses.append({"$or": [{"who": {"$all": names}}, {"who": {"$in": list(people.or_else)}}]})
            continue
        if (people.only or people.others) and not people.exclude and not people.any_of:  # exactly them / them and more
            clauses += [{"who": {"$all": names}}, {f"who.{len(names)}": {"$exists": people.others}}]
            continue
        operator = "$nin" if people.exclude else "$in" if people.any_of else "$all"
        clauses.append({"who": {operator: names}})
    for known in request.values:
        path = _path(definition, known.field, request.category)
        if known.any_of:
            clauses.append({path: {"$nin" if known.negated else "$in": list(known.any_of)}})
        else:
            clauses.append({path: {"$ne": known.value} if known.negated else known.value})
    for text in request.texts:
        path = _path(definition, text.field, request.category)
        patterns = [rf"\b{re.escape(t)}\b" if text.word else re.escape(t) for t in text.texts]  # "Stout", not "Stoutly"
        clauses.append({path: {"$regex": "|".join(f"(?:{p})" for p in patterns) if text.any_of else patterns[0], "$options": "i"}})
    if request.within is not None:
        clauses.append({"_id": {"$in": list(request.within)}})
    if request.not_ids:
        clauses.append({"_id": {"$nin": list(request.not_ids)}})  # "any other wines from there?": not the one in focus
    picked_by = sort_path(request, definition) if request.superlative is not None else None
    if picked_by is not None and picked_by != "itemDate":
        clauses.append({picked_by: {"$ne": None}})  # "the one with the oldest vintage": of those that have one, not a walk
    query = _flatten(clauses)
    if request.sort:
        path = sort_path(request, definition) or "itemDate"
        sort: tuple[tuple[str, int], ...] = ((path, -1 if request.sort.descending else 1),)
        if path != "itemDate":  # ties on the sort field: the most recent first
            sort += (("itemDate", -1),)
    else:
        sort = (("itemDate", -1),)
    return MongoQuery(query, (*sort, ("_id", 1)), request.limit)  # the id makes equal keys come in one fixed order


def sort_path(request: Request, definition: CollectionDefinition) -> str | None:
    """The document path of the request's sort field (for counting ties on the chosen value)."""
    if request.sort is None:
        return None
    if request.sort.field in ("itemDate", "rating"):
        return request.sort.field
    return _path(definition, request.sort.field, request.category)


def ties(query: MongoQuery, path: str, value: Any) -> dict[str, Any]:
    """The filter for items of the same query whose `path` equals `value` (those tied with the chosen one)."""
    return {"$and": [query.filter, {path: value}]} if query.filter else {path: value}
