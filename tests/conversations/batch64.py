"""Batch 64: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a food lover and museum-goer looking
back: meals (breakfasts, lunches, dinners, street food) by cuisine, restaurant, dish, city, companions
and rating ("Bset ramen in Tokyo?", "Last time I had suhsi?", "kyoto meals i rated 5", "Any Italian
diners with Tom?", "which restuarant did i go to the most", "did i ever go back to tasca mario?"), and
museums by kind and exhibition ("Art museums I rated 5.", "Which exhibtion was that?", "Any science
museums in 2024?", "Last musuem I went to?"); comparisons ("did i eat out more in lisbn or porto", "My
dinners in Japan, they were rated better than the ones in France?", "more mexcian food in mexico or in
the states?"), top and bottom N ("Top 3 dinners in Paris." then "Worst 2 lunches there."), yes/no
checks, negations ("not the steet food", "apart from the ones with kenji", "Not the ones in India.",
"ever had vietnamese food outside vietnam?"), sorting ("Oldest first.", "most recent one"), "The second
one.", topic switches ("museums there?" after meals in Jaipur), and requests that should be asked back
("the one with chloe" when two Porto dinners had her, "Dinners with her last year.", "what did i eat
there?" with no place, "Which exhibition was the art one?" with two such visits in Cairo, "Lunches with
my sister.", "More in 2019 or 2022?"). Personas: a terse user and a typo-prone user (16 typo turns),
with some lowercase and some non-native turns. The questions are asked on 29 November 2026."""

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
    Top,
    Verdict,
    category,
    cities,
    city,
    country,
    every,
    exists,
    field,
    kind,
    mean,
    most_common_place,
    rating,
    with_,
    year,
)
from .steps import (
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

FOOD, MUSEUM = category("Food"), category("Museum")
LUNCH, DINNER, STREET_FOOD = (category("Food", t) for t in ("Lunch", "Dinner", "Street food"))
ART, SCIENCE = category("Museum", "Art"), category("Museum", "Science")
HISTORY_MUSEUMS = every(MUSEUM, lambda i: i["type"] in ("History", "Natural history"))
JP, FR, IN, ES, MX, US, VN, EG = (country(c) for c in ("JP", "FR", "IN", "ES", "MX", "US", "VN", "EG"))
ITALIAN, MEXICAN, VIETNAMESE = (field("cuisine", c) for c in ("italian", "mexican", "vietnamese"))
RAMEN, SUSHI = field("dish", "ramen"), field("dish", "sushi")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def at(restaurant: str) -> Predicate:
    return every(FOOD, field("restaurant", restaurant))


def count(items: Sequence[Item]) -> float:
    return len(items)


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    """The single most common value of a field among the items (the sample has no tie for the ones used)."""

    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}")
        return str(first)

    return measure


def most_common_companion(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(w for i in items for w in i["who"]).most_common()
    if rest and rest[0][1] == n:
        raise ValueError("no single most common companion")
    return str(first)


def only(name: str) -> Callable[[Sequence[Item]], str]:
    """A field of the one item selected (the selection must hold exactly one)."""

    def measure(items: Sequence[Item]) -> str:
        if len(items) != 1:
            raise ValueError(f"expected one item, got {len(items)}")
        return str(items[0]["fields"][name])

    return measure


def nth_oldest(n: int, name: str) -> Callable[[Sequence[Item]], str]:
    """A field of the n-th oldest item (1-based) of the selection."""
    return lambda items: str(sorted(items, key=lambda i: i["itemDate"])[n - 1]["fields"][name])


def latest(name: str) -> Callable[[Sequence[Item]], str]:
    return lambda items: str(max(items, key=lambda i: i["itemDate"])["fields"][name])


def higher_on_average(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def visited_more_than_once(restaurant: str) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(1 for i in items if at(restaurant)(i)) > 1


KYOTO_FIVES = every(FOOD, city("Kyoto"), rating("==", 5))
KYOTO_FIVES_WITHOUT_KENJI = every(KYOTO_FIVES, not_(with_("Kenji")))
ITALIAN_DINNERS = every(DINNER, ITALIAN)
ITALIAN_DINNERS_LUCA = every(ITALIAN_DINNERS, with_("Luca"))
KITCHEN_SOL = at("Kitchen Sol")
PORTO_FIVE = every(FOOD, city("Porto"), rating("==", 5))
JAPAN_DINNERS, FRANCE_DINNERS = every(DINNER, JP), every(DINNER, FR)
ART_FIVES = every(ART, rating("==", 5))
MEXICAN_IN_MEXICO = every(FOOD, MEXICAN, MX)

CONVERSATIONS = (
    talk(
        "b64 ramen in tokyo",
        step("Bset ramen in Tokyo?", Best("rating", among=every(FOOD, RAMEN, city("Tokyo"))), SIMPLE, TERSE, TYPO),
        step("Who was I with?", Detail("who"), COREFERENCED, TERSE),
        step("And Kyoto?", Best("rating", among=every(FOOD, RAMEN, city("Kyoto"))), ELLIPSIS, TERSE),
    ),
    talk(
        "b64 last sushi",
        step("Last time I had suhsi?", Best("itemDate", among=every(FOOD, SUSHI)), SIMPLE, TERSE, TYPO),
        step("Where was that?", Detail("city"), COREFERENCED, TERSE),
    ),
    talk(
        "b64 kyoto favourites",
        step("kyoto meals i rated 5", KYOTO_FIVES, SIMPLE, TERSE, LOWERCASE),
        step("apart from the ones with kenji", Those(with_("Kenji"), keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "what did i eat there",
            Answer(only("dish"), KYOTO_FIVES_WITHOUT_KENJI),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "was mary ther too?",
            Verdict(exists(every(KYOTO_FIVES_WITHOUT_KENJI, with_("Mary")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b64 italian dinners",
        step("Any Italian diners with Tom?", Verdict(exists(every(ITALIAN_DINNERS, with_("Tom")))), VERIFICATION, TERSE, TYPO),
        step(
            "With who I had them most, then?",
            Answer(most_common_companion, ITALIAN_DINNERS),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("How many with Luca?", ITALIAN_DINNERS_LUCA, QUANTITATIVE, ELLIPSIS, TERSE),
    ),
    talk(
        "b64 the regular place",
        step(
            "which restuarant did i go to the most",
            Answer(most_common_field("restaurant"), FOOD),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many times",
            Answer(count, KITCHEN_SOL),
            QUANTITATIVE,
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "most recent visit?",
            Best("itemDate", among=KITCHEN_SOL),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b64 lisbon or porto",
        step(
            "did i eat out more in lisbn or porto",
            Compare((("Lisbon", every(FOOD, city("Lisbon"))), ("Porto", every(FOOD, city("Porto"))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("show me the porto ones", every(FOOD, city("Porto")), COREFERENCED, ELLIPSIS, LOWERCASE),
        step(
            "the one with chloe",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the one i gave 5", Those(rating("==", 5)), COREFERENCED, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "what did we have?",
            Answer(only("dish"), PORTO_FIVE),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b64 japan against france",
        step(
            "My dinners in Japan, they were rated better than the ones in France?",
            Verdict(higher_on_average(JAPAN_DINNERS, FRANCE_DINNERS)),
            COMPARATIVE,
            VERIFICATION,
            NON_NATIVE,
        ),
        step("Which is the average for Japan?", Answer(mean("rating"), JAPAN_DINNERS), QUANTITATIVE, ELLIPSIS, COREFERENCED, NON_NATIVE),
        step("And for France?", Answer(mean("rating"), FRANCE_DINNERS), QUANTITATIVE, ELLIPSIS, NON_NATIVE, TERSE),
    ),
    talk(
        "b64 five star art",
        step("Art museums I rated 5.", ART_FIVES, SIMPLE, TERSE),
        step("Oldest first.", ART_FIVES, COREFERENCED, ELLIPSIS, TERSE),
        step("The second one.", Pick(2), COREFERENCED, TERSE),
        step(
            "Which exhibtion was that?",
            Answer(nth_oldest(2, "exhibition"), ART_FIVES),
            COREFERENCED,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b64 science museums 2024",
        step("Any science museums in 2024?", Verdict(exists(every(SCIENCE, year(2024)))), SIMPLE, VERIFICATION, TERSE),
        step("Which ones?", every(SCIENCE, year(2024)), COREFERENCED, ELLIPSIS, TERSE),
        step("Not the ones in India.", Those(IN, keep=False), LOGICAL, COREFERENCED, TERSE),
        step("Any history musems in 2025?", Verdict(exists(every(HISTORY_MUSEUMS, year(2025)))), SIMPLE, VERIFICATION, TERSE, TYPO),
    ),
    talk(
        "b64 latest museum",
        step("Last musuem I went to?", Best("itemDate", among=MUSEUM), SIMPLE, TERSE, TYPO),
        step("How did I rate it?", Detail("rating"), COREFERENCED, TERSE),
        step("What was the exhibition?", Answer(latest("exhibition"), MUSEUM), COREFERENCED, TERSE),
    ),
    talk(
        "b64 paris top and bottom",
        step("Top 3 dinners in Paris.", Top("rating", 3, every(DINNER, city("Paris"))), SIMPLE, QUANTITATIVE, TERSE),
        step(
            "Worst 2 lunches there.",
            Top("rating", 2, every(LUNCH, city("Paris")), highest=False),
            QUANTITATIVE,
            ELLIPSIS,
            COREFERENCED,
            TERSE,
        ),
        step("did i ever have stret food in paris?", Verdict(exists(every(STREET_FOOD, city("Paris")))), VERIFICATION, LOWERCASE, TYPO),
    ),
    talk(
        "b64 jaipur",
        step("meals in jaipur, not the steet food", every(FOOD, city("Jaipur"), not_(kind("Street food"))), LOGICAL, LOWERCASE, TYPO),
        step(
            "more dinners or lunches?",
            Compare((("dinners", every(DINNER, city("Jaipur"))), ("lunches", every(LUNCH, city("Jaipur"))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("museums there?", every(MUSEUM, city("Jaipur")), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b64 dinners with her",
        step("Dinners with her last year.", Clarify(), CLARIFICATION, TERSE),
        step("Sofia.", every(DINNER, with_("Sofia"), year(2025)), ELLIPSIS, TERSE),
        step("How many in Spian?", Those(ES), QUANTITATIVE, COREFERENCED, TERSE, TYPO),
    ),
    talk(
        "b64 eat there",
        step("what did i eat there?", Clarify(), CLARIFICATION, TERSE, LOWERCASE),
        step("nara", every(FOOD, city("Nara")), ELLIPSIS, TERSE, LOWERCASE),
        step("most recent one", Best("itemDate", among=every(FOOD, city("Nara"))), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b64 cairo museums",
        step("Museusm in Egypt.", every(MUSEUM, EG), SIMPLE, TERSE, TYPO),
        step(
            "Which exhibition was the art one?",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            TERSE,
        ),
        step(
            "The one I liked better.",
            Best("rating", among=every(ART, city("Cairo"))),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b64 my sister",
        step(
            "Lunches with my sister.",
            Clarify(),
            CLARIFICATION,
            TERSE,
        ),
        step(
            "Anna.",
            every(LUNCH, with_("Anna")),
            ELLIPSIS,
            TERSE,
        ),
        step(
            "How many in San Fransisco?",
            Those(city("San Francisco")),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b64 more what",
        step(
            "More in 2019 or 2022?",
            Clarify(),
            CLARIFICATION,
            TERSE,
        ),
        step(
            "Museums.",
            Compare((("2022", every(MUSEUM, year(2022))), ("2019", every(MUSEUM, year(2019))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Meals?",
            Compare((("2022", every(FOOD, year(2022))), ("2019", every(FOOD, year(2019))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b64 going back",
        step(
            "did i ever go back to tasca mario?",
            Verdict(visited_more_than_once("Tasca Mario")),
            VERIFICATION,
            LOWERCASE,
        ),
        step("casa yuki?", Verdict(visited_more_than_once("Casa Yuki")), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "how mnay times was i there",
            Answer(count, at("Casa Yuki")),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b64 mexican and vietnamese",
        step(
            "more mexcian food in mexico or in the states?",
            Compare((("United States", every(FOOD, MEXICAN, US)), ("Mexico", MEXICAN_IN_MEXICO))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "in which city did i have most of the ones in mexico",
            Answer(most_common_place("city"), MEXICAN_IN_MEXICO),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "ever had vietnamese food outside vietnam?",
            Verdict(exists(every(FOOD, VIETNAMESE, not_(VN)))),
            VERIFICATION,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b64 museums with kenji",
        step("Which museums I visited together with Kenji?", every(MUSEUM, with_("Kenji")), SIMPLE, NON_NATIVE),
        step("Apart from the art ones.", Those(ART, keep=False), LOGICAL, COREFERENCED, TERSE),
        step(
            "And how many of them was in Kyoto or Nara?",
            Those(cities("Kyoto", "Nara")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
