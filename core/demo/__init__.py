"""The bundled demo bot: weather, coffee prices and sales/purchasing reports, after NLPCraft's STM article."""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources

import yaml

from ..bot import Bot, IntentContext
from ..model import BotModel, model_from_dict
from ..turn import Reply, SuggestedAction

FORECASTS: dict[tuple[str, str], str] = {
    ("Tokyo", "current"): "22°C and clear skies",
    ("Tokyo", "tomorrow"): "19°C with scattered showers",
    ("Kyoto", "current"): "20°C and partly cloudy",
    ("Kyoto", "tomorrow"): "17°C with light rain",
    ("New York", "current"): "12°C and windy",
    ("New York", "tomorrow"): "14°C and sunny",
    ("London", "current"): "9°C and overcast",
    ("London", "tomorrow"): "11°C with drizzle",
    ("Paris", "current"): "13°C and sunny",
    ("Paris", "tomorrow"): "15°C and mild",
}

PRICES: dict[tuple[str, str], float] = {
    ("Starbucks", "mocha latte"): 5.45,
    ("Starbucks", "latte"): 4.65,
    ("Starbucks", "cappuccino"): 4.45,
    ("Starbucks", "croissant"): 3.95,
    ("Peet's", "mocha latte"): 5.25,
    ("Peet's", "latte"): 4.55,
    ("Peet's", "cappuccino"): 4.35,
    ("Peet's", "croissant"): 3.75,
}

SALES_REPORT = "Sales report: 342 deals closed this quarter for $1.27M, up 8% on last quarter."
PURCHASING_REPORT = "Purchasing report: 118 purchase orders this quarter for $486K, 4% under budget."
SOLD: dict[str, int] = {"Ben Ito": 268_000, "Chloé Durand": 241_000, "Alice Moore": 312_000, "Gus Hale": 187_000}  # this quarter, $
SAVED: dict[str, int] = {"Emma Li": 29_000, "Femi Okafor": 22_000, "Dev Patel": 38_000, "Hana Sato": 17_000}  # this quarter, $
TOP = 3  # people a "best" answer names

SUGGESTIONS = (
    SuggestedAction("What's the current weather in Tokyo?"),
    SuggestedAction("How much mocha latte at Starbucks?"),
    SuggestedAction("Give me the sales data"),
)


def _report(text: str) -> Callable[[IntentContext], Reply]:
    def answer(_: IntentContext) -> Reply:
        return Reply(text=text)

    return answer


def _thousands(amount: int) -> str:
    return f"${amount / 1000:.0f}K"


def best_sellers() -> str:
    """The people who sold the most this quarter, best first."""
    ranked = sorted(SOLD.items(), key=lambda pair: pair[1], reverse=True)[:TOP]
    return "Best sellers this quarter: " + ", ".join(f"{name} ({_thousands(amount)})" for name, amount in ranked) + "."


def best_purchasers() -> str:
    """The purchasers who saved the most this quarter, best first."""
    ranked = sorted(SAVED.items(), key=lambda pair: pair[1], reverse=True)[:TOP]
    return "Best purchasers this quarter: " + ", ".join(f"{name} (saved {_thousands(amount)})" for name, amount in ranked) + "."


def degrees(forecast: str) -> int:
    """The temperature a forecast starts with ("22°C and clear skies" → 22)."""
    return int(forecast.split("°", 1)[0])


def weather_extreme(extreme: str, when: str) -> str:
    """The warmest or coldest of the known places, now or tomorrow."""
    known = [(place, forecast) for (place, day), forecast in FORECASTS.items() if day == when]
    pick = max if extreme == "warmest" else min
    place, forecast = pick(known, key=lambda pair: degrees(pair[1]))
    return f"{extreme.capitalize()} {'tomorrow' if when == 'tomorrow' else 'right now'}: {place}, {forecast}."


def price_extreme(extreme: str, product: str | None, shop: str | None) -> str:
    """The cheapest or dearest price: of a product across the shops, at a shop, or of everything."""
    offers = [(s, p, amount) for (s, p), amount in PRICES.items() if (product is None or p == product) and (shop is None or s == shop)]
    if not offers:
        return f"{shop} doesn't list {product}."
    pick = min if extreme == "cheapest" else max
    word = "cheapest" if extreme == "cheapest" else "most expensive"
    best_shop, best_product, amount = pick(offers, key=lambda offer: offer[2])
    if product is not None and shop is None:
        others = ", ".join(f"{s}: ${a:.2f}" for s, _, a in offers if s != best_shop)
        return f"A {product} is {word} at {best_shop}: ${amount:.2f}" + (f" ({others})." if others else ".")
    where = f" at {shop}" if shop is not None else ""
    return (
        f"The {word}{where} is {'a' if product is None else 'the'} {best_product}"
        + ("" if shop else f" at {best_shop}")
        + f": ${amount:.2f}."
    )


def load_demo_model() -> BotModel:
    text = resources.files(__package__).joinpath("model.yaml").read_text(encoding="utf-8")
    return model_from_dict(yaml.safe_load(text), "demo/model.yaml")


def build_demo_bot(model: BotModel | None = None) -> Bot:
    bot = Bot(model or load_demo_model())

    @bot.handler("weather")
    def weather(ctx: IntentContext) -> Reply:
        location = ctx.value("location") or ""
        when = ctx.value("date", "current") or "current"
        forecast = FORECASTS.get((location, when))
        if forecast is None:
            text = ctx.template("weather_unknown", when="tomorrow" if when == "tomorrow" else "right now")
        else:
            text = ctx.template("weather_tomorrow" if when == "tomorrow" else "weather_now", forecast=forecast)
        return Reply(text=text, title=f"Weather in {location}")

    @bot.handler("price")
    def price(ctx: IntentContext) -> Reply:
        shop, product = ctx.value("shop") or "", ctx.value("product") or ""
        amount = PRICES.get((shop, product))
        if amount is None:
            return Reply(text=ctx.template("price_unknown"))
        return Reply(text=ctx.template("price", amount=f"${amount:.2f}"), title=shop)

    @bot.handler("price_extreme")
    def cheapest(ctx: IntentContext) -> Reply:
        # what is said now is compared: a product across the shops, or the products of a shop; with
        # neither said, the product (else the shop) talked about before
        said = {slot.entity_id for slot in ctx.match.slots if slot.source == "utterance"}
        product, shop = ctx.value("product"), ctx.value("shop")
        if "shop" in said and "product" not in said:
            product = None
        elif "shop" not in said and product is not None:
            shop = None
        return Reply(text=price_extreme(ctx.value("price_extreme") or "cheapest", product, shop))

    @bot.handler("weather_extreme")
    def warmest(ctx: IntentContext) -> Reply:
        return Reply(text=weather_extreme(ctx.value("weather_extreme") or "warmest", ctx.value("date", "current") or "current"))

    @bot.handler("help")
    def help_(ctx: IntentContext) -> Reply:
        return Reply(text=ctx.template(), suggested_actions=SUGGESTIONS)

    for intent_id, text in (
        ("sale", SALES_REPORT),
        ("buy", PURCHASING_REPORT),
    ):
        bot.handler(intent_id)(_report(text))
    bot.handler("best_sale_person")(lambda _: Reply(text=best_sellers()))
    bot.handler("buy_best_person")(lambda _: Reply(text=best_purchasers()))

    bot.check()
    return bot
