"""What a voice user gets when the recognizer wrote a collection's word as something else."""

from parley.core.query.as_heard import Heard

HEARD = Heard(
    places=["San Francisco", "Kyoto", "Paris", "Amsterdam", "Santa Fe", "Bari"],
    people=["Anna", "Roberto", "Mary"],
    kinds={"wines": ["Drink"], "wine": ["Drink"], "beers": ["Drink"], "cocktails": ["Drink"], "books": ["Book"]},
    values={"red": ["Drink"]},
    means_something=lambda w: w in {"wines", "beers", "cocktails", "books", "red", "paris", "bari", "kyoto", "anna", "mary"},
)


def read(text: str) -> tuple[str, list[str]]:
    said, corrections = HEARD.read(text)
    return said, [f"{c.word}={c.shown}:{c.kind}" for c in corrections]


def test_split_and_merged_places() -> None:
    assert read("bears or cocktails in san fran sisco last year") == (
        "beers or cocktails in San Francisco last year",
        ["bears=beers:meaning", "san fran sisco=San Francisco:spelling"],
    )
    assert read("what did i eat in key oto")[0] == "what did i eat in Kyoto"
    assert read("more museums in paris than in amster dam")[0] == "more museums in paris than in Amsterdam"
    assert read("my trip to santa fay")[0] == "my trip to Santa Fe"
    assert read("museums in pairs rated more than four")[0] == "museums in Paris rated more than four"


def test_homophones_and_names() -> None:
    assert read("show me the read wines") == ("show me the red wines", ["read=red:meaning"])
    assert read("hikes with ana but not with roberto")[0] == "hikes with anna but not with roberto"


def test_left_as_said() -> None:
    for said in ("did i read books in 2019", "books i read in 2019", "in bari a lot", "in paris", "bears"):
        assert read(said) == (said, [])
