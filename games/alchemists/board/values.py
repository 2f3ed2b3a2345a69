"""How much the strong computer player expects an action to be worth, in points.

Gold counts GOLD_VALUE points (it buys publications and artifacts), reputation one point each.
Probabilities come from the bot's Knowledge (facts plus colleagues' theories as claims):
a sale's chance to keep its guarantee, a theory's chance to be right (or wrong only in the hedge's
colour), a debunk's chance to succeed, an exhibition's chance to show its potion, and how many
worlds an experiment is expected to leave.
"""

from __future__ import annotations

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ARTIFACT_BY_ID, CONFERENCES, GRANTS, GUARANTEE_PRICE, MEETS, PRICE_CHANGE, QUALITY_RANK, SEALS,
    STAR_POINTS, WRONG_SEAL_POINTS, hedge_colour, zone,
)
from games.alchemists.board.knowledge import Knowledge
from games.alchemists.board.view import View
from games.alchemists.components import ALCHEMICALS, COLOURS, potion_colour, potion_sign
from games.alchemists.mixing import quality_of

GOLD_VALUE = 0.5
REP_VALUE = 1.0
INFO_VALUE = 4.0  # points for an experiment that would settle everything
DEBUNK_RISK = 0.3  # share of a wrong theory's seals we expect colleagues to debunk (−5 each)
STAR_CERTAINTY = {"gold": 0.9, "silver": 0.7}  # the least chance of being right a star seal needs
ARTIFACT_EFFECT: dict[str, float] = {  # points an artifact's effect is worth beyond its printed points
    "boots": 1.5, "discount-card": 1.0, "magic-mortar": 1.0, "periscope": 0.5, "printing-press": 1.5,
    "robe-of-respect": 2.5, "amulet-of-rhetoric": 5.0, "hypnotic-amulet": 3.0, "seal-of-authority": 3.0,
    "silver-chalice": 0.0, "thinking-cap": 1.5, "witchs-trunk": 2.0, "altar-of-gold": 0.5, "bronze-cup": 0.0,
    "crystal-cabinet": 0.0, "feather-in-cap": 1.0, "magic-mirror": 0.0, "wisdom-idol": 0.0,
}


def quality_chances(knowledge: Knowledge, a: int, b: int, wanted: str) -> dict[str, float]:
    """Believed chance of each sale answer (exact, sign, neutral, wrong) for the pair."""
    chances = {q: 0.0 for q in QUALITY_RANK}
    for potion, p in knowledge.potion_chances(a, b).items():
        chances[quality_of(wanted, potion)] += p
    return chances


def sale_value(view: View, knowledge: Knowledge, action: A.Sell, barmaids: int) -> float:
    """Expected gold and reputation of a sale."""
    own = view.own()
    price = max(0, GUARANTEE_PRICE[action.guarantee] - max(view.bid, 0) + PRICE_CHANGE[zone(own.reputation)])
    value = 0.0
    for quality, p in quality_chances(knowledge, action.a, action.b, action.potion).items():
        rank = min(QUALITY_RANK[quality] + barmaids, QUALITY_RANK["exact"])
        if rank >= MEETS[action.guarantee]:
            value += p * price * GOLD_VALUE
        if rank <= QUALITY_RANK["neutral"]:
            value -= p * REP_VALUE
    return value


def only_wrong_in(knowledge: Knowledge, ingredient: int, alchemical: int, colour: str) -> float:
    """Believed chance the ingredient's alchemical differs from `alchemical` in `colour`'s sign only."""
    index = COLOURS.index(colour)
    claimed = ALCHEMICALS[alchemical].signs
    return float(sum(knowledge.cells[ingredient, other] for other, a in enumerate(ALCHEMICALS)
                     if [c for c in range(3) if a.signs[c] != claimed[c]] == [index]))


def seal_value(knowledge: Knowledge, ingredient: int, alchemical: int, seal: str) -> float:
    """Expected points of one seal on the theory at the revelation, with the risk of a debunk; a
    star seal needs STAR_CERTAINTY."""
    right = float(knowledge.cells[ingredient, alchemical])
    if right < STAR_CERTAINTY.get(seal, 0.0):
        return -10.0
    hedge = hedge_colour(seal)
    safe = only_wrong_in(knowledge, ingredient, alchemical, hedge) if hedge else 0.0
    wrong = 1.0 - right - safe
    return right * STAR_POINTS.get(seal, 0) + wrong * (WRONG_SEAL_POINTS - DEBUNK_RISK * 5 * REP_VALUE)


def best_seal(knowledge: Knowledge, ingredient: int, alchemical: int, stock: tuple[int, ...]) -> tuple[str, float]:
    """The seal in stock worth most on this theory, and its value."""
    options = [(seal_value(knowledge, ingredient, alchemical, seal), seal) for seal, n in zip(SEALS, stock) if n]
    value, seal = max(options)
    return seal, value


def publication_bonus(view: View, ingredient: int) -> float:
    """What a new seal brings beyond the revelation: a conference met, a grant, the month's point."""
    own_sealed = {t.ingredient for t in view.theories if any(s == view.seat for s, _ in t.seals)}
    bonus = 0.3
    meeting = CONFERENCES.get(view.round)
    if meeting and len(own_sealed) < meeting.needs[view.variant]:
        bonus += meeting.penalty * REP_VALUE
    need = 2 if not view.own().grants else 3
    for grant in view.grants_left:
        if ingredient in GRANTS[grant] and len((own_sealed | {ingredient}) & set(GRANTS[grant])) >= need:
            bonus += 2 * GOLD_VALUE + 1
            break
    return bonus


def publish_value(view: View, knowledge: Knowledge, action: A.Publish) -> float:
    """Expected worth of publishing the theory with the chosen seal."""
    gain = 3 if "seal-of-authority" in view.own().artifacts else 1
    fee = 0 if "printing-press" in view.own().artifacts else 1
    return (seal_value(knowledge, action.ingredient, action.alchemical, action.seal) + gain * REP_VALUE
            - fee * GOLD_VALUE + publication_bonus(view, action.ingredient))


def endorse_value(view: View, knowledge: Knowledge, action: A.Endorse) -> float:
    """Expected worth of endorsing a colleague's theory with the chosen seal."""
    theory = next(t for t in view.theories if t.ingredient == action.ingredient)
    fee = (0 if "printing-press" in view.own().artifacts else 1) + len(theory.seals)
    gain = 2 if "seal-of-authority" in view.own().artifacts else 0
    return (seal_value(knowledge, action.ingredient, theory.alchemical, action.seal) + gain * REP_VALUE
            - fee * GOLD_VALUE + publication_bonus(view, action.ingredient))


def debunk_value(view: View, knowledge: Knowledge, action: A.Action) -> float:
    """Expected reputation of a debunk: +2 and colleagues' losses against −1 when it shows nothing."""
    theories = {t.ingredient: t for t in view.theories}
    if isinstance(action, A.DebunkAspect):
        theory = theories[action.ingredient]
        colour = COLOURS.index(action.colour)
        plus = float(knowledge.plus[action.ingredient, colour])
        success = plus if ALCHEMICALS[theory.alchemical].signs[colour] < 0 else 1 - plus
        targets = [theory]
    else:
        assert isinstance(action, A.DebunkMix)
        colour_name = potion_colour(action.potion)
        if colour_name is None:
            return -REP_VALUE
        index, sign = COLOURS.index(colour_name), 1 if potion_sign(action.potion) == "+" else -1
        targets = [theories[i] for i in (action.a, action.b)
                   if i in theories and ALCHEMICALS[theories[i].alchemical].signs[index] != sign]
        success = knowledge.potion_chances(action.a, action.b)[action.potion] if targets else 0.0
    own_seals = sum(1 for t in targets for s, _ in t.seals if s == view.seat)
    others = sum(1 for t in targets for s, _ in t.seals if s != view.seat)
    reward = 2 * REP_VALUE + 0.8 * others - 5 * own_seals
    return success * reward - (1 - success) * REP_VALUE


def exhibit_value(view: View, knowledge: Knowledge, action: A.Exhibit) -> float:
    """Expected reputation of announcing a potion and mixing the pair."""
    made = knowledge.potion_chances(action.a, action.b)[action.potion]
    gain = 0.0 if action.potion in view.exhibited else 1.0
    colour = potion_colour(action.potion)
    if any(potion_colour(p) == colour for p in view.own().exhibited):
        gain += 2.0
    return made * gain * REP_VALUE - (1 - made) * REP_VALUE + made * 0.2


def experiment_value(view: View, knowledge: Knowledge, a: int, b: int, purpose: str) -> float:
    """Worlds an experiment should rule out, as points, minus the fee and a drink's dangers."""
    worlds = knowledge.worlds.count
    if worlds <= 1:
        return -0.1
    remaining = knowledge.information([(a, b)])[0]
    value = INFO_VALUE * (1 - remaining / worlds) * (1.0 if view.round < 5 else 0.6)
    if purpose == "student":
        value -= view.student_fee * GOLD_VALUE
    if purpose == "drink":
        chances = knowledge.potion_chances(a, b)
        suffered = view.own().suffered
        value -= chances["R-"] * 1.5 * ("hospital" not in suffered) + chances["B-"] * ("insanity" not in suffered)
        value -= chances["G-"] * 0.5 * ("paralysis" not in suffered)
    return value


def artifact_value(view: View, artifact: str, price: int) -> float:
    """Points an artifact should bring this late in the game, minus what its price could buy."""
    card = ARTIFACT_BY_ID[artifact]
    rounds_left = 6 - view.round
    effect = ARTIFACT_EFFECT[artifact] * (rounds_left / 4 if artifact in ("boots", "periscope", "magic-mortar",
                                                                         "robe-of-respect", "printing-press",
                                                                         "seal-of-authority", "discount-card")
                                          else 1.0)
    if artifact == "crystal-cabinet":
        effect = 2.0 * (len(view.own().artifacts) + 1)
    elif artifact == "magic-mirror":
        effect = view.own().reputation / 5
    elif artifact == "wisdom-idol":
        effect = 0.7 * sum(1 for t in view.theories for s, _ in t.seals if s == view.seat)
    return (card.points or 0) + effect - price * GOLD_VALUE * 1.4

