from parley.core.query.chatter import without_asides
from parley.core.query.their_plans import plan_told


def test_a_plan_of_going_somewhere_is_told() -> None:
    assert plan_told("My mother goes to Vienna in December.")
    assert plan_told("buddy wants to go skiing this winter,")
    assert plan_told("we hope to go to Lisbon")


def test_questions_and_stories_in_the_past_are_no_plans() -> None:
    assert not plan_told("did i go to vienna in december")
    assert not plan_told("where did i go skiing")
    assert not plan_told("which hikes go to the lake")
    assert not plan_told("my sister went to Italy in 2019")
    assert not plan_told("i want to see my hikes")


def test_the_time_of_their_plan_dates_no_question_of_the_user() -> None:
    assert "December" not in without_asides("My mother goes to Vienna in December. The museums there, which I visited?")
    assert "Vienna" in without_asides("My mother goes to Vienna in December. The museums there, which I visited?")
    assert "this winter" not in without_asides("buddy wants to go skiing this winter, where did i ski last winter?")
    assert "last winter" in without_asides("buddy wants to go skiing this winter, where did i ski last winter?")
    # a question of the user's own going keeps its time
    assert "December" in without_asides("did i go to Vienna in December?")
