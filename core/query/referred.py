"""Who a pronoun means: the person talked about. "how many of hers got 5 stars?" after "which author have I
read the most books by?" means the books by that author; "and without her?" after the trips with Mary, the
trips without Mary. The person is the one name the previous answer gave as the most frequent (an author,
a companion), else the one companion the previous question had. When no one, or more than one, was talked
about, the pronoun is asked about ("Who do you mean by “her”?") and the name said next completes the
question (pure)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..collection.definition import CollectionDefinition
from .people import People
from .pronouns import Pronoun
from .request import Reading, Request
from .restate import joined
from .spelling import Correction
from .vocabulary import TextMatch

_POSSESSIVE_WORD = re.compile(r"\b(?:her|hers|his)\b")
ANSWERED = "pendingPronoun"  # memory key of the question asked back about a pronoun, for the next turn
MEANT = "pronounMeant"  # memory key of whom "she" and "he" meant last
_FAMILIES = {"she": "she", "her": "she", "hers": "she", "he": "he", "him": "he", "his": "he"}


@dataclass(frozen=True)
class Antecedent:
    """Who a pronoun can mean: a person's name, and the text field it was the most frequent value of (None for a companion)."""

    name: str
    field: str | None = None


def talked_about(
    prior: Request | None,
    kept: dict[str, Any] | None,
    turn: int,
    definition: CollectionDefinition,
    possessive: bool = False,
    named_before: Sequence[str] = (),
    named_now: Sequence[str] = (),
) -> Antecedent | None:
    """The one person talked about: the one most frequent name the turn before answered (`kept`, the last
    aggregate asked, with its values), else the one person named in the previous question, else, for a
    `possessive` pronoun ("her novels"), the one maker it named ("by Grace Obi"), else, for a companion ("and
    the meals with her" after a new kind reset the context), the one person the conversation's questions named
    (`named_before`); None when no one or several were. The people the message itself names as companions (`named_now`:
    "lunches with him without Mary") are not who it means."""
    if kept and kept.get("turn", -2) + 1 == turn and kept.get("aggregate", {}).get("op") == "mode" and len(kept.get("values") or ()) == 1:
        path = kept["aggregate"]["field"]
        if path == "who":
            return Antecedent(str(kept["values"][0]))
        field = next((f for f in definition.fields_of(None) if f.path == path and f.type == "text"), None)
        if field is not None:
            return Antecedent(str(kept["values"][0]), field.name)
    names = [n for n in dict.fromkeys(n for p in (prior.people if prior else ()) for n in p.names) if n not in named_now]
    named_before = [n for n in named_before if n not in named_now]
    if not names and not possessive and len(set(named_before)) == 1:
        return Antecedent(named_before[0])  # still the only person the conversation has named
    if names or prior is None or not possessive:
        return Antecedent(names[0]) if len(names) == 1 else None
    # "her novels" after the books by Grace Obi: the one maker the previous question named (a field said after "by")
    makers = _makers(definition)
    # ("and the ones by him" after the books not by Marco Bellini: him too, the one maker named, though left out then)
    made = list(dict.fromkeys([(v.field, v.value) for v in prior.values if v.field in makers and not v.any_of]))
    made += [(t.field, t.text) for t in prior.texts if t.field in makers and (t.field, t.text) not in made]
    return Antecedent(made[0][1], made[0][0]) if len(made) == 1 else None


def resolved(reading: Reading, pronouns: Sequence[Pronoun], antecedent: Antecedent) -> Reading:
    """The reading with its pronouns as the antecedent: a companion ("without her": not with Mary), or what
    the person made ("of hers": by Nina Petrova), else their company."""
    people = list(reading.people)
    said_at: dict[People, int] = {}
    texts = list(reading.texts)
    for pronoun in pronouns:
        if pronoun.possessive and antecedent.field is not None:
            made = TextMatch(antecedent.field, antecedent.name, cue="by")
            texts += [] if made in texts else [made]  # "her popular science or her novels": by her, once
        else:
            person = People((antecedent.name,), exclude=pronoun.exclude, any_of=pronoun.exclude)
            if person not in people:  # "Tom says he came to all. Which was he on?": once
                people.append(person)
                said_at[person] = _said_at(reading.text, pronoun.word)
    # "more dinners with her than with Tom": the people in the order said, so that a comparison's first is the one claimed
    first_said = {p: said_at.get(p, min((_said_at(reading.text, n) for n in p.names), default=len(reading.text))) for p in people}
    people.sort(key=lambda p: first_said[p])
    return replace(reading, people=tuple(people), texts=tuple(texts))


def _said_at(text: str, word: str) -> int:
    """Where a word is first said in the text (its length when it is not)."""
    found = re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)
    return found.start() if found else len(text)


def asked_who(pronouns: Sequence[Pronoun], prior: Request | None, named_before: Sequence[str] = ()) -> str:
    """The question asked back when no one talked about says who the pronoun means: which of the people
    the previous question named (else the conversation's questions, `named_before`), or anyone's name."""
    words = " or ".join(f"“{w}”" for w in dict.fromkeys(p.word for p in pronouns))
    if any(p.relation for p in pronouns):  # "my parents": people only the user knows by that word
        if not any(p.several for p in pronouns):  # "my sister": one person
            return f"Who do you mean by {words}? Say the name, e.g. “Mary”."
        return f"Who do you mean by {words}? Say their names, e.g. “Mary and Tom”."
    names = list(dict.fromkeys(n for p in (prior.people if prior else ()) for n in p.names)) or list(dict.fromkeys(named_before))
    if len(names) > 1:
        return f"Who do you mean by {words}: {joined(names, 'or')}?"
    if names and not prior:  # the one companion of the thing talked about, offered
        return f"Who do you mean by {words}: {names[0]}, or someone else?"
    return f"Who do you mean by {words}? We haven't talked about anyone yet. Say the name, e.g. “Mary”."


def of_pronouns(
    reading: Reading,
    prior: Request | None,
    memory: dict[str, Any],
    kept: dict[str, Any] | None,
    turn: int,
    definition: CollectionDefinition,
    again: Callable[[str], Reading],
    named: Sequence[str],
    named_before: Sequence[str] = (),
    named_last: Sequence[str] = (),
    maker_in_focus: Antecedent | None = None,
    company_in_focus: Sequence[str] = (),
    maker_in_story: Antecedent | None = None,
) -> Reading | str:
    """The reading with its pronouns told (see `resolved`), or the question to ask back about them; the answer
    to that question (`named`, the people the turn names: "Priya, obviously", with a place or time: "Chloé, in Jaipur")
    completes the question kept in `memory`, read `again`. `kept` is the last aggregate asked, at turn `turn`;
    `named_before`, the people the conversation's questions named; `named_last`, those the question before named anew;
    `maker_in_focus`, who made the one item the conversation is on (see `maker_of`); `company_in_focus`, who came along
    on it ("how many meals did I have with her" after the trip to Athens with Mary and Elena: which of them is asked);
    `maker_in_story`, the one maker the story around the question names (see `maker_named`), whom "his" and "her" mean."""
    pending = memory.pop(ANSWERED, None)
    # "Oh sorry, I meant Luca! Was he at all of the Florence museums?": a yes/no of its own about a kind or place, asked instead
    own = reading.shape.verify and bool(reading.topics or reading.places) and bool(reading.people)
    if isinstance(pending, dict) and pending.get("turn", -2) + 1 == turn and not reading.pronouns and named and not own:
        question = again(str(pending["text"]))
        together = [p for p in question.pronouns if p.several]  # "James and Sofia, both" after "who do you mean by “them”?"
        if together or (question.pronouns and len(set(named)) == 1):  # "Chloé, in Jaipur": the place or time narrows it too
            one = Antecedent(named[0])
            if not together:
                _remember_meant(memory, question.pronouns, one)  # "Priya" after “who do you mean by “her”?”: she is Priya
            told = _resolved_together(question, together, named) if together else resolved(question, question.pronouns, one)
            # "Roberto, sorry. Trips with Roberto.": the kind said with it too
            topics = reading.topics or told.topics
            return replace(told, pronouns=(), places=reading.places or told.places, dates=reading.dates or told.dates, topics=topics)
    maker = _maker_answered(reading, definition) if isinstance(pending, dict) and pending.get("turn", -2) + 1 == turn else None
    if isinstance(pending, dict) and maker is not None:  # "Helen Park." after "anything by her …? Who do you mean by “her”?"
        question = again(str(pending["text"]))
        if question.pronouns and all(p.possessive for p in question.pronouns):
            _remember_meant(memory, question.pronouns, maker)
            return replace(resolved(question, question.pronouns, maker), pronouns=())
    if any(p.several and not p.relation for p in reading.pronouns) and prior is not None:
        # "how many of them with them?" after the hikes: "them" may be the things talked about, read as before
        reading = replace(reading, pronouns=tuple(p for p in reading.pronouns if not p.several or p.relation))
    if not reading.pronouns:
        return reading
    if any(p.relation for p in reading.pronouns):
        # "not the ones with my parents": who the user's parents are, the collection does not say: asked, never guessed
        memory[ANSWERED] = {"text": reading.text, "turn": turn}
        return asked_who(reading.pronouns, None, ())
    if all(p.possessive for p in reading.pronouns) and _maker_said_before(reading, definition):
        return replace(reading, pronouns=())  # "anything by Elif Kaya among them? I remember her history of cooking …"
    possessive = all(p.possessive for p in reading.pronouns)
    if possessive and maker_in_story is not None:
        # "A friend asked me whether Tomas Reyes is worth reading. How many of his books have I read?": the one maker the
        # story around the question names, said just before the pronoun (nearer than anyone the conversation named)
        return replace(resolved(reading, reading.pronouns, maker_in_story), pronouns=())
    # "Tom and James are both flying in … How many cocktails with him?": the message names several people, none as a
    # companion, so the pronoun means one of them, asked back; "My sister Mary claims she came to every museum. Which was
    # she at but James wasn't?": the one person its story names
    now = [n for p in reading.people for n in p.names]
    in_story = [n for n in dict.fromkeys(named) if n not in now] if not possessive else []
    story = in_story if len(in_story) > 1 else []
    if story:
        antecedent = None
    elif in_story:
        antecedent = Antecedent(in_story[0])
    else:
        antecedent = talked_about(prior, kept, turn, definition, possessive, named_before, now) or _meant_again(
            memory, reading.pronouns, prior, now
        )
        if antecedent is None and possessive:  # "how many of hers did I read?" after the last book of 2025: by its author
            antecedent = maker_in_focus
        company = [n for n in dict.fromkeys(company_in_focus) if n not in now]
        with_us = _company_asked(prior) if antecedent is None and all(p.together for p in reading.pronouns) else []
        if with_us:  # "how far did we walk together?" after the walks with Mary and Tom: with them both, as asked
            return replace(reading, pronouns=(), people=(*reading.people, *(p for p in with_us if p not in reading.people)))
        if antecedent is None and not possessive and company and not _candidates(prior, named_before):
            # after the trip with Mary and Elena: "Who do you mean by “her”: Mary or Elena?" (offered, never guessed: the
            # collection says nobody's gender, and one companion may not be whom the user means)
            story = company
    last = None if antecedent is not None or story or possessive else _named_last(prior, named_last, now)
    if last is not None:  # "and the ones without her" after "which of those was Priya on too?": Priya, said so
        _remember_meant(memory, reading.pronouns, last)
        taken = [
            Correction(w, last.name, 100.0, f"{last.name}, named last", "meaning") for w in dict.fromkeys(p.word for p in reading.pronouns)
        ]
        told = replace(resolved(reading, reading.pronouns, last), pronouns=())
        return replace(told, stated_corrections=(*told.stated_corrections, *taken))
    if antecedent is None and all(p.together for p in reading.pronouns) and not _candidates(prior, named_before):
        # "what did we do together?" with no one talked about: the word left unread, as before
        return replace(reading, pronouns=(), unknown_words=(*reading.unknown_words, *(p.word for p in reading.pronouns)))
    if antecedent is None:
        memory[ANSWERED] = {"text": reading.text, "turn": turn}
        return asked_who(reading.pronouns, None if story else prior, story or named_before)
    _remember_meant(memory, reading.pronouns, antecedent)
    return replace(resolved(reading, reading.pronouns, antecedent), pronouns=())


def _maker_answered(reading: Reading, definition: CollectionDefinition) -> Antecedent | None:
    """The one maker a message names and nothing else ("Helen Park."): who "her" meant in a question of things made
    by someone, asked back; None when it names none, several, or asks something of its own (a kind, a place, a time)."""
    if reading.pronouns or reading.topics or reading.places or reading.dates or reading.people or reading.pronouns:
        return None
    makers = _makers(definition)
    said = [(v.field, v.value) for v in reading.values if v.field in makers and not v.negated]
    said += [(t.field, t.text) for t in reading.texts if t.field in makers]
    if len(reading.values) + len(reading.texts) != len(said) or len(set(said)) != 1:
        return None
    field, name = said[0]
    return Antecedent(name, field)


def maker_named(story: Reading, definition: CollectionDefinition) -> Antecedent | None:
    """The one maker (a book's author) a story told around a question names, read on its own ("A friend asked me whether
    Tomas Reyes is worth reading."): whom "his books" in the question means; None when it names none or several."""
    makers = _makers(definition)
    # (a denial in the story names them all the same: "My sister can't stop talking about Elif Kaya.")
    said = [(v.field, v.value) for v in story.values if v.field in makers and not v.any_of]
    said += [(t.field, t.text) for t in story.texts if t.field in makers]
    if len(set(said)) != 1:
        return None
    field, name = said[0]
    return Antecedent(name, field)


def _company_asked(prior: Request | None) -> list[People]:
    """The company the previous question asked about, all of it together ("with Mary and Tom"; "with Mary but not Tom":
    Mary): what "we … together" says again; none when it names none with the user, or any one of several ("Mary or Tom")."""
    company = [p for p in (prior.people if prior else ()) if p.names and not p.exclude and not p.besides]
    return [] if any(p.any_of or p.or_else or p.unclear for p in company) else company


def _candidates(prior: Request | None, named_before: Sequence[str]) -> list[str]:
    """The people a pronoun could mean: those of the previous question, else those the conversation named."""
    return list(dict.fromkeys(n for p in (prior.people if prior else ()) for n in p.names)) or list(dict.fromkeys(named_before))


def _named_last(prior: Request | None, named_last: Sequence[str], now: Sequence[str]) -> Antecedent | None:
    """The one person the question before named anew ("which of those was Priya on too?" after the walks with Kenji), among
    the several people that question kept: the one a pronoun said next most likely means (the collection says nobody's
    gender); None unless exactly one was."""
    kept = {n for p in (prior.people if prior else ()) for n in p.names if n not in now}
    last = [n for n in dict.fromkeys(named_last) if n in kept]
    return Antecedent(last[0]) if len(kept) > 1 and len(last) == 1 else None


def _family(pronouns: Sequence[Pronoun]) -> str | None:
    """ "she" for she, her and hers, "he" for he, him and his; None for others or a mix."""
    families = {_FAMILIES.get(p.word) for p in pronouns}
    return families.pop() if len(families) == 1 else None


def _meant_again(memory: dict[str, Any], pronouns: Sequence[Pronoun], prior: Request | None, now: Sequence[str]) -> Antecedent | None:
    """ "And how many without her at all?" after "which was she at but James wasn't?" (she being Mary): the person the
    same pronoun meant before, when the previous question named several people and that person is one of them."""
    family, meant = _family(pronouns), memory.get(MEANT)
    name = meant.get(family) if family is not None and isinstance(meant, dict) else None
    candidates = {n for p in (prior.people if prior else ()) for n in p.names if n not in now}
    return Antecedent(name) if isinstance(name, str) and name in candidates else None


def _remember_meant(memory: dict[str, Any], pronouns: Sequence[Pronoun], antecedent: Antecedent) -> None:
    """Keeps whom a companion pronoun meant ("she": Mary), for the same pronoun said again later."""
    family = _family(pronouns)
    if family is not None and antecedent.field is None:
        meant = memory.get(MEANT)
        memory[MEANT] = {**(meant if isinstance(meant, dict) else {}), family: antecedent.name}


def _resolved_together(question: Reading, together: Sequence[Pronoun], named: Sequence[str]) -> Reading:
    """The question with its pronouns for people together ("with them") as the people named in answer, all of them."""
    names = tuple(dict.fromkeys(named))
    others = [p for p in question.pronouns if not p.several]
    told = resolved(question, others, Antecedent(names[0])) if others and len(names) == 1 else question
    people = [*told.people, *(People(names, exclude=p.exclude, any_of=p.exclude) for p in together)]
    return replace(told, people=tuple(people))


def _maker_said_before(reading: Reading, definition: CollectionDefinition) -> bool:
    """Whether the message itself names one maker ("by Elif Kaya") before its possessive pronouns: "Was anything by
    Elif Kaya among them? I remember her history of cooking …" means her, already asked about."""
    makers = _makers(definition)
    made = {v.value for v in reading.values if v.field in makers and not v.negated and not v.any_of}
    made |= {t.text for t in reading.texts if t.field in makers}
    if len(made) != 1:
        return False
    text = reading.text.lower()
    at = text.find(made.pop().lower())
    said = [m.start() for m in _POSSESSIVE_WORD.finditer(text)]
    return at >= 0 and bool(said) and all(at < s for s in said)


def _makers(definition: CollectionDefinition) -> set[str]:
    """The text fields said after "by": who made a thing (a book's author)."""
    return {f.name for f in definition.fields_of(None) if f.type == "text" and any(w == "by" or w.endswith(" by") for w in f.synonyms)}


def maker_of(item: dict[str, Any] | None, definition: CollectionDefinition) -> Antecedent | None:
    """Who made `item` (the one the conversation is on): its one maker ("by" field, a book's author), whom "hers", "his"
    and "her books" mean when no one else was talked about; None when it has none."""
    if item is None:
        return None
    made: list[tuple[str, str]] = []
    for field in definition.fields_of(None):
        if field.name in _makers(definition):
            value: Any = item
            for key in field.path.split("."):
                value = value.get(key) if isinstance(value, dict) else None
            if isinstance(value, str) and value.strip() and (field.name, value) not in made:
                made.append((field.name, value))
    return Antecedent(made[0][1], made[0][0]) if len(made) == 1 else None
