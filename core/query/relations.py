"""The words for the people a user is related to, or lives and works with ("my sister", "our neighbours", "a
colleague of mine"): regular-expression alternations shared by the readers of stories (chatter.py), of claims
(claims_of_others.py) and of pronouns (pronouns.py), so a word added here is known to all of them."""

from __future__ import annotations

# one person: "my cousin", "her husband"
ONE_RELATION = (
    r"sister|brother|mother|mom|mum|father|dad|wife|husband|partner|friend|boss|colleague|son|daughter|girlfriend|"
    r"boyfriend|neighbour|neighbor|aunt|uncle|cousin|niece|nephew|grandma|grandpa|granny|grandmother|grandfather|"
    r"granddaughter|grandson|grandad|granddad|grandchild|flatmate|roommate"
)
# several people: "my parents", "our friends"
MANY_RELATIONS = r"friends|colleagues|coworkers|co-workers|workmates|classmates|kids|family|parents|grandkids|grandchildren|in-laws"
RELATIONS = f"{MANY_RELATIONS}|{ONE_RELATION}"  # "friends" tried before "friend"
