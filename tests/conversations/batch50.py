"""Batch 50: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a reader and museum-goer preparing
a talk for their book club and planning a city break: books (authors, types, pages, ratings, when
read) and museums (kinds, cities, ratings, who came along); "my most recent read", "the oldest one",
"the second one", the author read most, page totals and averages per year, "did I ever read anything
by X?", "was that one longer than the one before?", "only the ones rated 5", museums in the same
city, "the previous year", and questions about one item's fields; history and science words that
could mean a book or a museum, and "she"/"him" with nobody named. Personas: a terse user (2-4 word
messages), a chatty user, an all-lowercase user without punctuation, a typo-prone user and a
non-native speaker. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
    Predicate,
    Those,
    Verdict,
    category,
    city,
    every,
    exists,
    mean,
    more,
    rating,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
from .steps import (
    CHATTY,
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    LOWERCASE,
    NON_NATIVE,
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

BOOK, MUSEUM = category("Book"), category("Museum")
NOVEL, POETRY, BIOGRAPHY = category("Book", "Novel"), category("Book", "Poetry"), category("Book", "Biography")
POP_SCIENCE = category("Book", "Popular science")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
HISTORY_MUSEUM = category("Museum", "History")
THIS_YEAR, LAST_YEAR = year(2026), year(2025)


def by(name: str) -> Predicate:
    return has_field("author", name)


def not_by(name: str) -> Predicate:
    return lambda i: i["fields"].get("author") != name


def nth_latest(items: Sequence[Item], among: Predicate, n: int) -> Item:
    """The n-th most recent (1 = the latest) of the items `among` selects."""
    return sorted((i for i in items if among(i)), key=lambda i: i["itemDate"], reverse=True)[n - 1]


def author_of_latest(items: Sequence[Item]) -> str:
    return str(nth_latest(items, lambda _: True, 1)["fields"]["author"])


def author_of_longest(items: Sequence[Item]) -> str:
    pages = [i["fields"]["pages"] for i in items]
    (longest,) = [i for i in items if i["fields"]["pages"] == max(pages)]
    return str(longest["fields"]["author"])


def most_read_author(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["fields"]["author"] for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most read author: {first} and {rest[0][0]} tie")
    return str(first)


def latest_longer_than_previous(among: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: nth_latest(items, among, 1)["fields"]["pages"] > nth_latest(items, among, 2)["fields"]["pages"]


def nth_latest_in(among: Predicate, n: int, place: str) -> Callable[[Sequence[Item]], bool]:
    return lambda items: nth_latest(items, among, n)["place"]["city"] == place


def all_with(among: Predicate, name: str) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(name in i["who"] for i in items if among(i)) and exists(among)(items)


def more_pages(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(i["fields"]["pages"] for i in items if first(i)) > sum(i["fields"]["pages"] for i in items if second(i))


def shorter_on_average(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [float(i["fields"]["pages"]) for i in items if first(i)]
        b = [float(i["fields"]["pages"]) for i in items if second(i)]
        return sum(a) / len(a) < sum(b) / len(b)

    return holds


CONVERSATIONS = (
    talk(
        "b50 the book I finished last",
        step(
            "Hi there! I'm giving a short talk at my book club on Thursday and I'd like to open with whatever I read most "
            "recently. Which book did I finish last?",
            Best("itemDate", among=BOOK),
            SIMPLE,
            CHATTY,
        ),
        step("Oh yes, that one! Remind me who wrote it?", Answer(author_of_latest, BOOK), COREFERENCED, CHATTY),
        step(
            "Hmm, and was it longer than the book I read right before it? I feel like it flew by.",
            Verdict(latest_longer_than_previous(BOOK)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b50 pages this year, terse",
        step("books this year", every(BOOK, THIS_YEAR), SIMPLE, TERSE),
        step("total pages?", Answer(total("pages"), every(BOOK, THIS_YEAR)), QUANTITATIVE, ELLIPSIS, TERSE),
        step("previous year?", Answer(total("pages"), every(BOOK, LAST_YEAR)), QUANTITATIVE, ELLIPSIS, TERSE),
    ),
    talk(
        "b50 the author I read most",
        step("which author have i read the most overall", Answer(most_read_author, BOOK), QUANTITATIVE, LOWERCASE),
        step(
            "how many of hers did i give 5 stars",
            every(BOOK, by("Nina Petrova"), rating("==", 5)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("and the oldset one of those", Best("itemDate", highest=False), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b50 did I ever read her",
        step("Did I ever read some book of Ada Winter?", Verdict(exists(every(BOOK, by("Ada Winter")))), VERIFICATION, NON_NATIVE),
        step(
            "And of Haruki Murakami, I have read something?",
            Verdict(exists(every(BOOK, by("Haruki Murakami")))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Which book of Ada Winter was the most thick one?", Best("pages", among=every(BOOK, by("Ada Winter"))), SIMPLE, NON_NATIVE),
    ),
    talk(
        "b50 novels of last year rated 5",
        step("which novles did I read in 2025?", every(NOVEL, LAST_YEAR), SIMPLE, TYPO),
        step("only the ones rated 5", Those(rating("==", 5)), ELLIPSIS, LOGICAL),
        step("which of thsoe was the longest?", Best("pages"), COREFERENCED, TYPO),
    ),
    talk(
        "b50 five-star museums and the same city",
        step(
            "We're planning a city break for the spring and I want to go back somewhere that had a great museum. Which "
            "museums did I give five stars?",
            every(MUSEUM, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step("Lovely. Which of those was the most recent visit?", Best("itemDate"), COREFERENCED, CHATTY),
        step("Who came along with me that time?", Detail("who"), COREFERENCED, CHATTY),
        step(
            "Whcih museums have I been to in that same city, then?",
            every(MUSEUM, city("Melbourne")),
            COREFERENCED,
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b50 history ones, terse",
        step("history ones 2026", Clarify(("book", "museum")), CLARIFICATION, TERSE),
        step("museums only", every(HISTORY_MUSEUM, THIS_YEAR), ELLIPSIS, TERSE),
        step(
            "mary evry time?",
            Verdict(all_with(every(HISTORY_MUSEUM, THIS_YEAR), "Mary")),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b50 she at the copenhagen museums",
        step("was she with me at the copenhagen museums", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "sorry i meant mary",
            Verdict(all_with(every(MUSEUM, city("Copenhagen")), "Mary")),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b50 art or science museums",
        step(
            "I have visited more art museums or more science museums?",
            Compare((("art", ART_MUSEUM), ("science", SCIENCE_MUSEUM))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And if only Berkeley?",
            Compare((("art", every(ART_MUSEUM, city("Berkeley"))), ("science", every(SCIENCE_MUSEUM, city("Berkeley"))))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b50 last year against this year",
        step(
            "did I read more books last year then this year?",
            Verdict(more(every(BOOK, LAST_YEAR), every(BOOK, THIS_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and in pages, was last yaer also more?",
            Verdict(more_pages(every(BOOK, LAST_YEAR), every(BOOK, THIS_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
    ),
    talk(
        "b50 the second biography",
        step(
            "One of the people in my book club loves memoirs, so let me see which biographies I've read.",
            BIOGRAPHY,
            SIMPLE,
            CHATTY,
        ),
        step("Ooh, tell me about the second one", Pick(2), COREFERENCED, CHATTY),
        step("And how many stars did I give it?", Detail("rating"), COREFERENCED, CHATTY),
    ),
    talk(
        "b50 average pages of novels and poetry",
        step("What is the avarage of pages for my novels?", Answer(mean("pages"), NOVEL), QUANTITATIVE, NON_NATIVE, TYPO),
        step("And for the poetry?", Answer(mean("pages"), POETRY), QUANTITATIVE, ELLIPSIS, NON_NATIVE),
        step(
            "So the poetry books are shorter than the novels, true?",
            Verdict(shorter_on_average(POETRY, NOVEL)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b50 five-star history ones",
        step(
            "Quick one before I forget, how many history ones did I rate five stars, across all the years?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        step("Oh, the museums please!", every(HISTORY_MUSEUM, rating("==", 5)), ELLIPSIS, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b50 five-star books this year and last",
        step("how many books did i rate 5 this yera?", every(BOOK, THIS_YEAR, rating("==", 5)), QUANTITATIVE, TYPO),
        step("and lsat year?", every(BOOK, LAST_YEAR, rating("==", 5)), QUANTITATIVE, ELLIPSIS, TYPO),
        step(
            "was anything by Yuko Tanaka amongst them?",
            Verdict(exists(every(BOOK, LAST_YEAR, rating("==", 5), by("Yuko Tanaka")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b50 tomas reyes, terse",
        step("Tomas Reyes books?", every(BOOK, by("Tomas Reyes")), SIMPLE, TERSE),
        step("just this year", Those(THIS_YEAR), ELLIPSIS, LOGICAL, TERSE),
        step("the longest?", Best("pages"), COREFERENCED, TERSE),
    ),
    talk(
        "b50 novels not by reyes",
        step(
            "Show me the novels of 2026 which are not from Tomas Reyes",
            every(NOVEL, THIS_YEAR, not_by("Tomas Reyes")),
            LOGICAL,
            NON_NATIVE,
        ),
        step("Which of them I gave 5 stars?", Those(rating("==", 5)), LOGICAL, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b50 museums with mary but not james",
        step(
            "My sister Mary claims she came to every single museum with me this year, ha! Which museums this year was "
            "she at but James wasn't?",
            every(MUSEUM, THIS_YEAR, with_("Mary"), without("James")),
            LOGICAL,
            CHATTY,
        ),
        step(
            "And how many did I do withuot her at all this year?",
            every(MUSEUM, THIS_YEAR, without("Mary")),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b50 barcelona and lisbon museums",
        step("how many musuems have I been to in Barcelona?", every(MUSEUM, city("Barcelona")), QUANTITATIVE, TYPO),
        step("and Lisbon?", every(MUSEUM, city("Lisbon")), QUANTITATIVE, ELLIPSIS),
        step(
            "so barcelona had more than lisbon, rigth?",
            Verdict(more(every(MUSEUM, city("Barcelona")), every(MUSEUM, city("Lisbon")))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b50 longest one last year, terse",
        step("longest one last year?", Clarify(), CLARIFICATION, TERSE),
        step("the book", Best("pages", among=every(BOOK, LAST_YEAR)), ELLIPSIS, TERSE),
        step("its author?", Answer(author_of_longest, every(BOOK, LAST_YEAR)), COREFERENCED, TERSE),
    ),
    talk(
        "b50 science stuff from last year",
        step("science stuff from last year", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the books i mean", every(POP_SCIENCE, LAST_YEAR), ELLIPSIS, LOWERCASE),
        step(
            "how many pages alltogether",
            Answer(total("pages"), every(POP_SCIENCE, LAST_YEAR)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b50 him in barcelona",
        step("Which museums I visited together with him in Barcelona?", Clarify(), CLARIFICATION, NON_NATIVE),
        step("Sorry, I mean Tom.", every(MUSEUM, city("Barcelona"), with_("Tom")), ELLIPSIS, NON_NATIVE),
    ),
    talk(
        "b50 the last museum visits",
        step("was my last museum visit in berkely", Verdict(nth_latest_in(MUSEUM, 1, "Berkeley")), VERIFICATION, LOWERCASE, TYPO),
        step(
            "and the one before taht",
            Verdict(nth_latest_in(MUSEUM, 2, "Berkeley")),
            VERIFICATION,
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
)
