"""Difficulty changes the odds at every stage [D] (issue 22): start elements, the points an event's
alchemists' side costs, the Inquisition's escalation and how many inquisitor cards an alarm draws."""

from __future__ import annotations

from dataclasses import replace

from games.materia_prima.components import DIFFICULTY_LEVELS, SCENARIOS, SUPPLY
from games.materia_prima.elements import bag_of, size
from games.materia_prima.events import points_needed
from games.materia_prima.stats import inquisitor_values
from tests.materia_prima.helpers import agenda, at, open_cards, table


def test_each_tower_tableau_starts_with_the_difficultys_elements_taken_from_the_supply() -> None:
    for difficulty, level in DIFFICULTY_LEVELS.items():
        state = table(3, start_elements=True, difficulty=difficulty)
        gift = bag_of(level.start_elements)
        assert all(a.storage == gift for a in state.alchemists), difficulty
        assert sum(SUPPLY) - sum(state.supply) == 3 * size(gift)
    assert size(bag_of(DIFFICULTY_LEVELS["easy"].start_elements)) > size(bag_of(DIFFICULTY_LEVELS["hard"].start_elements))


def test_an_events_alchemists_side_costs_less_on_easy_and_more_on_hard() -> None:
    event = SCENARIOS[1].event_on(4)  # the rulebook's card: 3 points for two alchemists
    assert event is not None
    needed = {d: points_needed(table(2, scenario=1, difficulty=d), event) for d in DIFFICULTY_LEVELS}
    assert needed == {d: max(1, 3 + level.event_points) for d, level in DIFFICULTY_LEVELS.items()}
    assert needed["easy"] < needed["normal"] < needed["hard"]


def test_the_inquisition_escalates_faster_the_harder_the_difficulty() -> None:
    def attack(difficulty: str, day: int) -> int:
        state = open_cards(table(2, difficulty=difficulty), "A3")  # A3: +1 action, no attack modifier
        return inquisitor_values(replace(state, day=day, alarm_card=4), "A").attack

    assert [attack("easy", day) for day in (1, 8, 20)] == [2, 2, 2]
    every = DIFFICULTY_LEVELS["hard"].escalation_every
    assert attack("hard", every - 1) == 2 and attack("hard", every) == 3 and attack("hard", 2 * every) == 4
    assert attack("normal", 12) < attack("hard", 12)


def test_an_easy_alarm_phase_draws_fewer_inquisitor_cards() -> None:
    def draws(difficulty: str) -> int:
        state = table(2, difficulty=difficulty)
        fields = [at(state, t) for t in ("0,0", "2,-2", "-2,4")]
        state = agenda(replace(state, markers=tuple(2 if f in fields else 0 for f in range(49))), ("alarms",))
        return sum(1 for t in state.agenda if t[0] == "summon-draw")

    assert (draws("easy"), draws("normal"), draws("hard")) == (
        2 + DIFFICULTY_LEVELS["easy"].alarm_cards, 2 + DIFFICULTY_LEVELS["normal"].alarm_cards,
        min(3, 2 + DIFFICULTY_LEVELS["hard"].alarm_cards))
    assert draws("easy") < draws("normal")


def test_house_rules_that_change_the_rulebook_say_so_first_in_both_languages() -> None:
    from games.app.kit.i18n import Translator
    from games.materia_prima.components import HOUSE_RULES

    marked = {r.id for r in HOUSE_RULES if r.against_rulebook}
    assert {"prologue-difficulty", "no-soul-stones-left", "difficulty"} <= marked
    for rule in HOUSE_RULES:
        for language, mark in (("en", "Differs from the rulebook"), ("de", "Abweichend vom Regelheft")):
            assert Translator(language)(rule.text_key).startswith(mark) == (rule.id in marked), (rule.id, language)


def test_playing_on_at_an_easier_difficulty_switches_to_its_changes() -> None:
    from games.materia_prima.components import DIFFICULTIES

    hard = replace(open_cards(table(2, difficulty="hard"), "A3"), day=12, alarm_card=4)
    on = replace(hard, days=DIFFICULTIES["normal"])  # played on at normal after day 12
    assert inquisitor_values(hard, "A").attack == 2 + 12 // DIFFICULTY_LEVELS["hard"].escalation_every
    assert inquisitor_values(on, "A").attack == 2 + 12 // DIFFICULTY_LEVELS["normal"].escalation_every
    assert on.difficulty == "hard"  # the chosen difficulty stays what the JSON and chronicle call chosen


def test_the_escalation_raises_the_defence_too() -> None:
    state = replace(open_cards(table(2, difficulty="hard"), "A3"), alarm_card=4)
    every = DIFFICULTY_LEVELS["hard"].escalation_every
    assert [inquisitor_values(replace(state, day=day), "A").defence for day in (1, every, 2 * every)] == [2, 3, 4]


def test_easy_alchemists_roll_more_attack_dice() -> None:
    from games.materia_prima.stats import attack_dice, defence_dice

    def dice(difficulty: str) -> tuple[int, int]:
        state = table(2, difficulty=difficulty)
        return attack_dice(state, state.alchemists[0]), defence_dice(state, state.alchemists[0])

    extra = DIFFICULTY_LEVELS["easy"].extra_attack
    assert extra > 0 and dice("easy") == (dice("normal")[0] + extra, dice("normal")[1])
