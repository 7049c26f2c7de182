"""Where places lie (data only): continents and world regions as the countries in them, and regions
and towns within a larger region of their country.

"wines from Europe" is any of the collection's European countries; "in California" takes in Napa
Valley and Marin County too; "in Sicily" is a region of Italy even when the collection has nothing there.
"""

from __future__ import annotations

# ISO 3166 alpha-2 codes by continent (GeoNames' continent of each country).
CONTINENTS: dict[str, str] = {
    "Africa": "AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA "
    "NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW",
    "Asia": "AE AF AM AZ BD BH BN BT CC CN GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK "
    "PS QA SA SG SY TH TJ TM TR TW UZ VN YE",
    "Europe": "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT "
    "NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK",
    "North America": "AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX "
    "TC TT US VC VG VI",
    "South America": "AR BO BR CL CO EC FK GF GY PE PY SR UY VE",
    "Oceania": "AS AU CK CX FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TL TO TV UM VU WF WS",
}
_CENTRAL_AMERICA = "BZ CR GT HN NI PA SV"
_CARIBBEAN = "AG AI AW BB BL BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI"

# World regions (shown with their article) and the countries in them; the first name is the one shown.
WORLD_REGIONS: dict[tuple[str, ...], str] = {
    ("Scandinavia",): "DK NO SE",
    ("the Nordic countries", "the Nordics"): "DK FI FO IS NO SE",
    ("the Balkans", "the Balkan Peninsula"): "AL BA BG GR HR ME MK RO RS SI XK",
    ("the Iberian Peninsula", "Iberia"): "AD ES GI PT",
    ("the Benelux", "Benelux"): "BE LU NL",
    ("the British Isles",): "GB IE IM",
    ("the Baltics", "the Baltic states"): "EE LT LV",
    ("the Middle East",): "AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE",
    ("Southeast Asia", "South East Asia"): "BN ID KH LA MM MY PH SG TH TL VN",
    ("East Asia",): "CN HK JP KP KR MN MO TW",
    ("Central America",): _CENTRAL_AMERICA,
    ("the Caribbean",): _CARIBBEAN,
    ("Latin America",): f"{CONTINENTS['South America']} {_CENTRAL_AMERICA} MX CU DO PR",
    ("the Americas",): f"{CONTINENTS['North America']} {CONTINENTS['South America']}",
    ("Australasia",): "AU NZ",
}

# Adjectives for continents and world regions: "European wines", "Scandinavian trips".
REGION_ADJECTIVES: dict[str, str] = {
    "european": "Europe",
    "asian": "Asia",
    "african": "Africa",
    "south american": "South America",
    "north american": "North America",
    "latin american": "Latin America",
    "scandinavian": "Scandinavia",
    "nordic": "the Nordic countries",
    "balkan": "the Balkans",
    "caribbean": "the Caribbean",
    "middle eastern": "the Middle East",
    "southeast asian": "Southeast Asia",
    # the regions of a country said by their adjective ("my burgundian wines", "tuscan reds"); a word that is
    # also a cuisine the collection names ("californian") is left to the cuisine
    "burgundian": "Burgundy",
    "tuscan": "Tuscany",
    "apulian": "Puglia",
    "piedmontese": "Piedmont",
    "sicilian": "Sicily",
    "sardinian": "Sardinia",
    "catalan": "Catalonia",
    "andalusian": "Andalusia",
    "bavarian": "Bavaria",
    "provencal": "Provence",
    "provençal": "Provence",
}

# (country code, region or town) -> the larger regions of that country it lies in. Towns of the United
# States are placed in their state from the gazetteer; this table covers what that cannot: wine
# regions, counties and small towns. Regions that straddle a border (Lake Tahoe, the Dolomites) are
# placed through their towns instead.
WITHIN: dict[tuple[str, str], tuple[str, ...]] = {
    ("US", "Napa Valley"): ("California",),
    ("US", "Sonoma Valley"): ("California",),
    ("US", "Marin County"): ("California",),
    ("US", "Bay Area"): ("California",),
    ("US", "Calistoga"): ("California",),
    ("US", "St. Helena"): ("California",),
    ("US", "Yountville"): ("California",),
    ("US", "Sonoma"): ("California",),
    ("US", "Mill Valley"): ("California",),
    ("US", "Moab"): ("Utah",),
    ("JP", "Kanagawa"): ("Kantō",),
    ("JP", "Tokyo"): ("Kantō",),
    ("JP", "Yamanashi"): ("Chūbu",),
    ("FR", "Champagne"): ("Grand Est",),
    ("FR", "Burgundy"): ("Bourgogne-Franche-Comté",),
    ("FR", "Haute-Savoie"): ("Auvergne-Rhône-Alpes",),
    ("DE", "Mosel"): ("Rhineland-Palatinate",),
    ("GR", "Santorini"): ("South Aegean", "the Cyclades"),
    ("IT", "Cortina d'Ampezzo"): ("Veneto",),
    ("IT", "Capri"): ("Campania",),
    ("IT", "Amalfi Coast"): ("Campania",),
    ("PT", "Douro"): ("Norte",),
    ("ES", "Mallorca"): ("the Balearic Islands",),
    ("ES", "Ibiza"): ("the Balearic Islands",),
    ("ES", "Tenerife"): ("the Canary Islands",),
    ("ES", "La Rioja"): ("Rioja",),
}

# Well-known regions and islands (with their country) that a collection may never have had, so that
# "in Sicily" is a place in Italy, answered as such, rather than an unknown word.
KNOWN_REGIONS: dict[str, str] = {
    "Sicily": "IT",
    "Sardinia": "IT",
    "Lombardy": "IT",
    "Tuscany": "IT",
    "Umbria": "IT",
    "Liguria": "IT",
    "Lazio": "IT",
    "Emilia-Romagna": "IT",
    "Capri": "IT",
    "Elba": "IT",
    "Amalfi Coast": "IT",
    "Corsica": "FR",
    "Provence": "FR",
    "Normandy": "FR",
    "Brittany": "FR",
    "Alsace": "FR",
    "Loire Valley": "FR",
    "Bavaria": "DE",
    "Mallorca": "ES",
    "Majorca": "ES",
    "Ibiza": "ES",
    "Tenerife": "ES",
    "Menorca": "ES",
    "Lanzarote": "ES",
    "Gran Canaria": "ES",
    "the Balearic Islands": "ES",
    "the Canary Islands": "ES",
    "Galicia": "ES",
    "Madeira": "PT",
    "the Azores": "PT",
    "the Algarve": "PT",
    "Crete": "GR",
    "Rhodes": "GR",
    "Corfu": "GR",
    "Mykonos": "GR",
    "Naxos": "GR",
    "Zakynthos": "GR",
    "the Cyclades": "GR",
    "Bali": "ID",
    "Jeju": "KR",
    "Zanzibar": "TZ",
    "Tahiti": "PF",
    "the Galápagos Islands": "EC",
    "Vancouver Island": "CA",
    "Gotland": "SE",
    "Tasmania": "AU",
    "Queensland": "AU",
    "Ontario": "CA",
    "Hokkaido": "JP",
    "Okinawa": "JP",
    "the Cotswolds": "GB",
    "the Scottish Highlands": "GB",
    "the Isle of Skye": "GB",
    "the Isle of Wight": "GB",
}


def codes(spaced: str) -> tuple[str, ...]:
    return tuple(spaced.split())
