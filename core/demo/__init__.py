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
BEST_SELLERS = "Best sellers this quarter: Alice Moore ($312K), Ben Ito ($268K), Chloé Durand ($241K)."
PURCHASING_REPORT = "Purchasing report: 118 purchase orders this quarter for $486K, 4% under budget."
BEST_PURCHASERS = "Best purchasers this quarter: Dev Patel (saved $38K), Emma Li (saved $29K), Femi Okafor (saved $22K)."

SUGGESTIONS = (
    SuggestedAction("What's the current weather in Tokyo?"),
    SuggestedAction("How much mocha latte at Starbucks?"),
    SuggestedAction("Give me the sales data"),
)


def _report(text: str) -> Callable[[IntentContext], Reply]:
    def answer(_: IntentContext) -> Reply:
        return Reply(text=text)

    return answer


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

    @bot.handler("help")
    def help_(ctx: IntentContext) -> Reply:
        return Reply(text=ctx.template(), suggested_actions=SUGGESTIONS)

    for intent_id, text in (
        ("sale", SALES_REPORT),
        ("best_sale_person", BEST_SELLERS),
        ("buy", PURCHASING_REPORT),
        ("buy_best_person", BEST_PURCHASERS),
    ):
        bot.handler(intent_id)(_report(text))

    bot.check()
    return bot
