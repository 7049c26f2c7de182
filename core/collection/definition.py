"""Collection definitions: categories, their types (subcategories) and synonyms, and typed fields.

Recognition takes its dynamic lists (category and type names, field names, known field values)
from these definitions, never from code. A definition is YAML or JSON:

    name: scrapbook
    title: My scrapbook
    fields:                       # fields every category has
      - {name: rating, type: number, synonyms: [rated, stars], min: 1, max: 5}
      - {name: who, type: people, synonyms: [with]}
    categories:
      - name: Activity
        synonyms: [activities]
        types:
          - {name: Run, synonyms: [running, jogging, jog]}
        fields:
          - {name: distance, type: number, unit: km, sizes: [long, far]}   # "the longest run"
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..model import ModelError, string_list

FIELD_TYPES = ("number", "text", "people", "date", "place")


class DefinitionError(ModelError):
    """A collection definition that cannot be used, with the reason and where."""


@dataclass(frozen=True)
class FieldDef:
    name: str
    type: str
    synonyms: tuple[str, ...] = ()
    values: dict[str, tuple[str, ...]] = field(default_factory=dict)  # known text values -> synonyms
    unit: str | None = None
    sizes: tuple[str, ...] = ()  # size words this number measures ("long" → "the longest")
    min: float | None = None
    max: float | None = None

    @property
    def path(self) -> str:
        """Where the field lives in an item document."""
        return self.name if self.name in TOP_LEVEL_FIELDS else f"fields.{self.name}"


TOP_LEVEL_FIELDS = frozenset({"title", "rating", "who", "place", "itemDate"})


@dataclass(frozen=True)
class TypeDef:
    name: str
    synonyms: tuple[str, ...] = ()


@dataclass(frozen=True)
class CategoryDef:
    name: str
    synonyms: tuple[str, ...] = ()
    types: tuple[TypeDef, ...] = ()
    fields: tuple[FieldDef, ...] = ()

    def type(self, name: str) -> TypeDef:
        for candidate in self.types:
            if candidate.name.lower() == name.lower():
                return candidate
        raise KeyError(name)


@dataclass(frozen=True)
class CollectionDefinition:
    name: str
    title: str
    categories: tuple[CategoryDef, ...]
    fields: tuple[FieldDef, ...] = ()
    home: str | None = None  # the owner's home country (ISO 3166 alpha-2): "abroad" is outside it

    def category(self, name: str) -> CategoryDef:
        for candidate in self.categories:
            if candidate.name.lower() == name.lower():
                return candidate
        raise KeyError(name)

    def fields_of(self, category: str | None) -> tuple[FieldDef, ...]:
        """The common fields plus the category's own (all categories' fields when none is given)."""
        if category is not None:
            return self.fields + self.category(category).fields
        seen: dict[str, FieldDef] = {f.name: f for f in self.fields}
        for each in self.categories:
            for own in each.fields:
                seen.setdefault(own.name, own)
        return tuple(seen.values())

    def field(self, name: str, category: str | None = None) -> FieldDef:
        for candidate in self.fields_of(category):
            if candidate.name == name:
                return candidate
        raise KeyError(name)


def _strings(raw: Any, where: str) -> tuple[str, ...]:
    return string_list(raw, where, DefinitionError)


def _name(raw: Any, where: str) -> str:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise DefinitionError(f"{where}: expected a mapping with a non-empty 'name'")
    return str(raw["name"]).strip()


def _field(raw: Any, where: str) -> FieldDef:
    name = _name(raw, where)
    where = f"{where} ({name})"
    kind = raw.get("type", "text")
    if kind not in FIELD_TYPES:
        raise DefinitionError(f"{where}: type must be one of {', '.join(FIELD_TYPES)}, not {kind!r}")
    raw_values = raw.get("values") or {}
    if isinstance(raw_values, list):
        raw_values = {str(v): [] for v in raw_values}
    if not isinstance(raw_values, dict):
        raise DefinitionError(f"{where}.values: expected a list or a mapping of value -> synonyms")
    values = {str(v): _strings(s, f"{where}.values[{v!r}]") for v, s in raw_values.items()}
    if values and kind != "text":
        raise DefinitionError(f"{where}: only text fields list known values")
    bounds = {}
    for key in ("min", "max"):
        if raw.get(key) is not None:
            if kind != "number" or not isinstance(raw[key], (int, float)):
                raise DefinitionError(f"{where}.{key}: only number fields have numeric bounds")
            bounds[key] = float(raw[key])
    unit = raw.get("unit")
    if unit is not None and (kind != "number" or not isinstance(unit, str) or not unit.strip()):
        raise DefinitionError(f"{where}.unit: only number fields have a unit, a non-empty text")
    sizes = _strings(raw.get("sizes"), f"{where}.sizes")
    if sizes and kind != "number":
        raise DefinitionError(f"{where}.sizes: only number fields measure a size")
    synonyms = _strings(raw.get("synonyms"), f"{where}.synonyms")
    return FieldDef(name, kind, synonyms, values, unit.strip() if unit else None, tuple(s.lower() for s in sizes), **bounds)


def _fields(raw: Any, where: str) -> tuple[FieldDef, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DefinitionError(f"{where}: expected a list of fields")
    fields = tuple(_field(f, f"{where}[{i}]") for i, f in enumerate(raw))
    names = [f.name for f in fields]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise DefinitionError(f"{where}: duplicate field names {duplicates}")
    return fields


def definition_from_dict(data: Any, source: str = "collection") -> CollectionDefinition:
    if not isinstance(data, dict):
        raise DefinitionError(f"{source}: a collection definition is a mapping")
    name = _name(data, source)
    common = _fields(data.get("fields"), f"{source}.fields")
    raw_categories = data.get("categories")
    if not isinstance(raw_categories, list) or not raw_categories:
        raise DefinitionError(f"{source}: needs a non-empty list of 'categories'")
    categories = []
    for i, raw in enumerate(raw_categories):
        where = f"{source}.categories[{i}]"
        category_name = _name(raw, where)
        raw_types = raw.get("types") or []
        if not isinstance(raw_types, list):
            raise DefinitionError(f"{where}.types: expected a list")
        types = tuple(
            TypeDef(_name(t, f"{where}.types[{j}]"), _strings(t.get("synonyms"), f"{where}.types[{j}].synonyms"))
            for j, t in enumerate(raw_types)
        )
        own = _fields(raw.get("fields"), f"{where}.fields")
        clash = {f.name for f in own} & {f.name for f in common}
        if clash:
            raise DefinitionError(f"{where}: fields {sorted(clash)} are already common to every category")
        categories.append(CategoryDef(category_name, _strings(raw.get("synonyms"), f"{where}.synonyms"), types, own))
    names = [c.name.lower() for c in categories]
    if len(set(names)) != len(names):
        raise DefinitionError(f"{source}: duplicate category names")
    home = data.get("home")
    if home is not None and not (isinstance(home, str) and len(home) == 2 and home.isalpha()):
        raise DefinitionError(f"{source}.home: expected a two-letter country code such as US, not {home!r}")
    return CollectionDefinition(name, str(data.get("title") or name), tuple(categories), common, home.upper() if home else None)


def load_definition(path: str | Path) -> CollectionDefinition:
    """A definition from a .yaml/.yml or .json file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DefinitionError(f"cannot read collection definition {path}: {exc.strerror}") from exc
    try:
        data = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise DefinitionError(f"{path}: cannot parse: {exc}") from exc
    return definition_from_dict(data, str(path))
