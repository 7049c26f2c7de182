"""Batch 32: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written. Theme: everyday mixed use of the reading log and the
museum visits — books by author, pages, kind and rating; museums by kind, city and country — with
small talk in between ("what can u do", thanks), paging through long answers ("more", "show all"), a
recap request, corrections ("no sorry i meant museums"), and follow-ups that narrow, count, pick and
ask for details. Clarification turns are questions a careful person would have to ask back about: a
pronoun with nothing before it, "the longest one" with no category, "history" or "science" said of
both books and museums.

Personas: a bookworm who writes long, friendly sentences (chatty); a terse user who types two or
three words; a lowercase texter with abbreviations ("r", "w", "em", "avg"); a non-native speaker
with unidiomatic grammar. About a quarter of the turns carry a realistic typo (tagged typo).
Each turn is tagged with its CSQA question types and the traits of the user who types it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime

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
    country,
    distinct_places,
    every,
    exists,
    kind,
    not_kind,
    number,
    rating,
    since,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

PERSONAS = (CHATTY, TERSE, LOWERCASE, NON_NATIVE, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
BOOK, MUSEUM = category("Book"), category("Museum")
US, IT, EG = country("US"), country("IT"), country("EG")
ASIA = ("JP", "KR", "IN", "VN", "CN", "TH", "TR")


def author(name: str) -> Predicate:
    return has_field("author", name)


def kinds(*names: str) -> Predicate:
    return lambda i: i["type"] in names


def in_countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def outside_region(name: str) -> Predicate:
    return lambda i: i["place"]["region"] != name


def most_read_author(items: Sequence[Item]) -> str:
    (first, n), (_, second) = Counter(i["fields"]["author"] for i in items).most_common(2)
    if n == second:
        raise ValueError("no single most read author")
    return str(first)


def better_rated_author(items: Sequence[Item]) -> str:
    by: dict[str, list[int]] = {}
    for i in items:
        by.setdefault(i["fields"]["author"], []).append(i["rating"])
    means = sorted(((sum(r) / len(r), a) for a, r in by.items()), reverse=True)
    if means[0][0] == means[1][0]:
        raise ValueError("the authors' averages tie")
    return means[0][1]


def the_item(item_id: str, predicate: Predicate) -> Verdict:
    """A yes/no question about one item of the sample, by its id."""
    return Verdict(lambda items: any(i["_id"] == item_id and predicate(i) for i in items))


def every_one(among: Predicate, predicate: Predicate) -> Verdict:
    return Verdict(lambda items: all(predicate(i) for i in items if among(i)))


PETROVA_NOVELS = every(BOOK, kind("Novel"), author("Nina Petrova"))
ADA = every(BOOK, author("Ada Winter"))
ADA_LOWEST = "scrapbook-01214"  # The Science of Oceans, rated 1: the only one of hers below 2
EGYPT_MUSEUMS = every(MUSEUM, EG)
ONE_STAR_MUSEUMS = every(MUSEUM, rating("==", 1))
SINCE_2025 = since(datetime(2025, 1, 1))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "bookworm: Nina Petrova's novels, the good ones, the longest",
        Step(
            "Good morning! I've been trying to get a better handle on my reading habits, so could you start by "
            "showing me every novel I've read by Nina Petrova?",
            ANY,
            PETROVA_NOVELS,
            tags=(SIMPLE, CHATTY),
        ),
        Step(
            "Wonderful. Out of those, whcih ones did I enjoy enough to give four stars or more?",
            ANY,
            Those(rating(">=", 4)),
            tags=(COREFERENCED, CHATTY, TYPO),
        ),
        Step(
            "And which of them was the longest, page-wise? I have a feeling one of them was an absolute doorstop.",
            ANY,
            Best("pages"),
            tags=(COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step("Lovely, and when did I actually read that one?", ANY, Detail("year"), tags=(COREFERENCED, CHATTY)),
    ),
    talk(
        "texter: what can you do, five-star books, paging, popular science among them",
        Step("hey what can u do", ANY, None, tags=(SIMPLE, LOWERCASE, TYPO)),
        Step("ok show me the books i gave 5 stars", ANY, every(BOOK, rating("==", 5)), tags=(SIMPLE, LOWERCASE)),
        Step("more", ANY, every(BOOK, rating("==", 5)), tags=(ELLIPSIS, LOWERCASE)),
        Step(
            "how many r popular science",
            ANY,
            Those(kind("Popular science")),
            tags=(ELLIPSIS, COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: museum countries, Italy, the favourite, its city",
        Step(
            "Hello, I want to know in how many diferent countries I have visit museums?",
            ANY,
            Answer(distinct_places("country"), MUSEUM),
            tags=(QUANTITATIVE, NON_NATIVE, TYPO),
        ),
        Step("Please show me the ones in Italy.", ANY, every(MUSEUM, IT), tags=(ELLIPSIS, NON_NATIVE)),
        Step("Which one I liked the most?", ANY, Best("rating"), tags=(COREFERENCED, QUANTITATIVE, NON_NATIVE)),
        Step("In which city it was?", ANY, Detail("city"), tags=(COREFERENCED, NON_NATIVE)),
    ),
    talk(
        "bookworm: the longest what? then the longest book and its author",
        Step(
            "Hi! Quick one before I forget what I wanted to ask: what was the longest one?",
            ANY,
            Clarify(),
            tags=(CLARIFICATION, CHATTY),
        ),
        Step(
            "Sorry, I meant books — which is the longest book I've ever raed?",
            ANY,
            Best("pages", among=BOOK),
            tags=(SIMPLE, QUANTITATIVE, CHATTY, TYPO),
        ),
        Step(
            "Who wrote it? I can't for the life of me remember the author's name.",
            ANY,
            None,
            tags=(COREFERENCED, CHATTY),
            says="Helen Park",
        ),
    ),
    talk(
        "terse: science stuff is books or museums, then the best museum",
        Step("science stuff 2024", ANY, Clarify(("book", "museum")), tags=(CLARIFICATION, TERSE)),
        Step("museums", ANY, every(MUSEUM, kind("Science"), year(2024)), tags=(ELLIPSIS, TERSE)),
        Step("best one", ANY, Best("rating"), tags=(COREFERENCED, QUANTITATIVE, TERSE)),
    ),
    talk(
        "texter: five-star books of 2023, no the museums, the first, who came",
        Step("books from 2023 rated 5", ANY, every(BOOK, year(2023), rating("==", 5)), tags=(SIMPLE, LOWERCASE)),
        Step(
            "no sorry i meant museums",
            ANY,
            every(MUSEUM, year(2023), rating("==", 5)),
            tags=(ELLIPSIS, LOWERCASE),
        ),
        Step("the 1st one", ANY, Pick(1), tags=(COREFERENCED, LOWERCASE)),
        Step("who was w me", ANY, Detail("who"), tags=(COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "non-native: which museum kinds more often, then thanks",
        Step(
            "I am curious, did I visit more art museums or science museums?",
            ANY,
            Compare((("art", every(MUSEUM, kind("Art"))), ("science", every(MUSEUM, kind("Science"))))),
            tags=(COMPARATIVE, NON_NATIVE),
        ),
        Step(
            "And history museums compared with natural history ones?",
            ANY,
            Compare(
                (
                    ("history", every(MUSEUM, kind("History"))),
                    ("natural history", every(MUSEUM, kind("Natural history"))),
                )
            ),
            tags=(COMPARATIVE, ELLIPSIS, NON_NATIVE),
        ),
        Step("Thank you very much, this is helpful.", ANY, None, tags=(SIMPLE, NON_NATIVE)),
    ),
    talk(
        "bookworm: Ada Winter lately, all of hers, the disappointing one",
        Step(
            "I was telling a friend about Ada Winter the other day and couldn't remember — have I read anything "
            "of hers since the start of 2025?",
            ANY,
            Verdict(exists(every(ADA, SINCE_2025))),
            tags=(VERIFICATION, CHATTY),
            known_failure="first pass: reply does not start with 'yes'",
        ),
        Step(
            "Right, then just show me everything of hers that I've read, whenever it was.",
            ANY,
            ADA,
            tags=(COREFERENCED, CHATTY),
            known_failure="first pass: None results, expected 14",
        ),
        Step(
            "Which of thsoe did I rate the lowest? I want to remember which one disappointed me so much.",
            ANY,
            Best("rating", highest=False),
            tags=(COREFERENCED, QUANTITATIVE, CHATTY, TYPO),
            known_failure="first pass: chose [], expected one of ['scrapbook-01214']",
        ),
        Step(
            "Was that one a novel, or something else?",
            ANY,
            the_item(ADA_LOWEST, kind("Novel")),
            tags=(VERIFICATION, COREFERENCED, CHATTY),
            known_failure="first pass: reply does not start with 'no'",
        ),
    ),
    talk(
        "terse: thick books that aren't novels, their pages and ratings",
        Step(
            "books over 600 pages, not novels",
            ANY,
            every(BOOK, number("pages", ">", 600), not_kind("Novel")),
            tags=(COMPARATIVE, LOGICAL, TERSE),
        ),
        Step(
            "total pages",
            ANY,
            Answer(lambda items: sum(i["fields"]["pages"] for i in items), every(BOOK, number("pages", ">", 600), not_kind("Novel"))),
            tags=(QUANTITATIVE, ELLIPSIS, TERSE),
        ),
        Step(
            "avg rating",
            ANY,
            Answer(lambda items: sum(i["rating"] for i in items) / len(items), every(BOOK, number("pages", ">", 600), not_kind("Novel"))),
            tags=(QUANTITATIVE, ELLIPSIS, TERSE, TYPO),
        ),
    ),
    talk(
        "texter: museums in the us, show all, the ones outside california",
        Step("museums in the us", ANY, every(MUSEUM, US), tags=(SIMPLE, LOWERCASE)),
        Step("show all", ANY, every(MUSEUM, US), tags=(ELLIPSIS, LOWERCASE)),
        Step(
            "how many wer outside california",
            ANY,
            Those(outside_region("California")),
            tags=(COREFERENCED, LOGICAL, QUANTITATIVE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: biographies and poetry, the five-star ones, a recap",
        Step(
            "Good evening. Please show me the biograpies and the poetry which I have read.",
            ANY,
            every(BOOK, kinds("Biography", "Poetry")),
            tags=(LOGICAL, NON_NATIVE, TYPO),
        ),
        Step(
            "How many of them I have rated with 5 star?",
            ANY,
            Those(rating("==", 5)),
            tags=(COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
        Step("Can you tell me what we have talk about until now?", ANY, None, tags=(SIMPLE, NON_NATIVE)),
    ),
    talk(
        "bookworm: history ones of 2022 are books or museums, then a long one?",
        Step(
            "I'm in a bit of a nostalgic mood tonight, so could you pull up all the history ones from 2022 for me?",
            ANY,
            Clarify(("book", "museum")),
            tags=(CLARIFICATION, CHATTY),
        ),
        Step(
            "Oh, the books, sorry — I should have been clearer about that.",
            ANY,
            every(BOOK, kind("History"), year(2022)),
            tags=(ELLIPSIS, CHATTY),
        ),
        Step(
            "Was either of them longer than 400 pages, by any chance?",
            ANY,
            Verdict(exists(every(BOOK, kind("History"), year(2022), number("pages", ">", 400)))),
            tags=(VERIFICATION, COMPARATIVE, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "terse: who with whom? then the latest Lisbon museum and company",
        Step("who was with me", ANY, Clarify(), tags=(CLARIFICATION, TERSE)),
        Step(
            "latest lisbon museum",
            ANY,
            Best("itemDate", among=every(MUSEUM, city("Lisbon"))),
            tags=(SIMPLE, QUANTITATIVE, TERSE),
        ),
        Step("who was with me", ANY, Detail("who"), tags=(COREFERENCED, TERSE)),
    ),
    talk(
        "texter: books by her? Grace Obi, novels or bios among them",
        Step("show me the books by her", ANY, Clarify(), tags=(CLARIFICATION, LOWERCASE)),
        Step("grace obi", ANY, every(BOOK, author("Grace Obi")), tags=(ELLIPSIS, LOWERCASE)),
        Step(
            "how many of those r novels or bios",
            ANY,
            Those(kinds("Novel", "Biography")),
            tags=(COREFERENCED, LOGICAL, QUANTITATIVE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: Egypt's museums, with Mary or not",
        Step(
            "Did I visited some musuem in Egypt ever?",
            ANY,
            Verdict(exists(EGYPT_MUSEUMS)),
            tags=(VERIFICATION, SIMPLE, NON_NATIVE, TYPO),
        ),
        Step(
            "Were all of them with Mary?",
            ANY,
            every_one(EGYPT_MUSEUMS, with_("Mary")),
            tags=(VERIFICATION, COREFERENCED, NON_NATIVE),
        ),
        Step(
            "Which ones was without Mary?",
            ANY,
            every(EGYPT_MUSEUMS, without("Mary")),
            tags=(LOGICAL, COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "bookworm: art museums abroad, with Mary but not James, the second one's country",
        Step(
            "I've been lucky enough to see some wonderful art over the years — could you list the art museums I "
            "visited outside the United States?",
            ANY,
            every(MUSEUM, kind("Art"), lambda i: i["place"]["countryCode"] != "US"),
            tags=(LOGICAL, CHATTY),
        ),
        Step(
            "Of those, which did I go to with Mary but wihtout James? He tends to rush me through the galleries.",
            ANY,
            Those(every(with_("Mary"), without("James"))),
            tags=(LOGICAL, COREFERENCED, CHATTY, TYPO),
        ),
        Step("Tell me a bit more about the second one, please.", ANY, Pick(2), tags=(COREFERENCED, CHATTY)),
        Step("And which country was that in again?", ANY, Detail("country"), tags=(COREFERENCED, CHATTY)),
    ),
    talk(
        "terse: which year had more books",
        Step(
            "more books 2021 or 2022?",
            ANY,
            Compare((("2021", every(BOOK, year(2021))), ("2022", every(BOOK, year(2022))))),
            tags=(COMPARATIVE, SIMPLE, TERSE),
        ),
        Step(
            "2025 vs 2026",
            ANY,
            Compare((("2025", every(BOOK, year(2025))), ("2026", every(BOOK, year(2026))))),
            tags=(COMPARATIVE, ELLIPSIS, TERSE),
        ),
    ),
    talk(
        "texter: did i like it? one-star museums, any in asia",
        Step("did i like it", ANY, Clarify(), tags=(CLARIFICATION, LOWERCASE)),
        Step(
            "did i ever give a museum just 1 star",
            ANY,
            Verdict(exists(ONE_STAR_MUSEUMS)),
            tags=(VERIFICATION, SIMPLE, LOWERCASE),
        ),
        Step(
            "any of em in asia",
            ANY,
            Verdict(exists(every(ONE_STAR_MUSEUMS, in_countries(*ASIA)))),
            tags=(VERIFICATION, COREFERENCED, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: favourite authors by count and by rating",
        Step(
            "Hi. Please tell me, from which author I have read the most books?",
            ANY,
            Answer(most_read_author, BOOK),
            tags=(QUANTITATIVE, SIMPLE, NON_NATIVE),
        ),
        Step(
            "Between Yuko Tanaka and Helen Park, who I gave better ratings in avrage?",
            ANY,
            Answer(better_rated_author, every(BOOK, lambda i: i["fields"]["author"] in ("Yuko Tanaka", "Helen Park"))),
            tags=(COMPARATIVE, QUANTITATIVE, NON_NATIVE, TYPO),
        ),
    ),
)
