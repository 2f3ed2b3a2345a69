"""How much the strong computer player expects an action to be worth, in points.

Gold counts `gold_value` points (before the last round it buys publications and artifacts; in the
last round little more than the final third of a point), reputation one point each.
Probabilities come from the bot's Knowledge (facts plus colleagues' theories as claims):
a sale's chance to keep its guarantee, a theory's chance to be right (or wrong only in the hedge's
colour), a debunk's chance to succeed, an exhibition's chance to show its potion, and how many
worlds an experiment is expected to leave.
"""

from __future__ import annotations

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ARTIFACT_BY_ID, CONFERENCE_GAIN, CONFERENCES, CONFLICT_PAIRS, EXHIBIT_POTIONS, GRANTS, GUARANTEE_PRICE,
    GUARANTEES, LOSS_CHANGE, MEETS, PRICE_CHANGE, QUALITY_RANK, ROUNDS, SEALS, STAR_POINTS, WRONG_SEAL_POINTS,
    action_costs, hedge_colour, zone,
)
from games.alchemists.board.economy import MIX_TABLE, hand_pairs
from games.alchemists.board.knowledge import Knowledge
from games.alchemists.board.spaces import discounted_price
from games.alchemists.board.theory import can_show
from games.alchemists.board.tuning import DEFAULT, current
from games.alchemists.board.view import TheoryView, View
from games.alchemists.components import ALCHEMICALS, COLOURS, MASTER_DEBUNK_POTIONS, potion_colour, potion_sign
from games.alchemists.mixing import quality_of

GOLD_VALUE = DEFAULT.gold_value  # the shipped numbers (tuning.py says what each means); the
GOLD_BY_ROUND = DEFAULT.gold_by_round  # functions below read tuning.current(), which a tuning run may replace
FREED_SHARE = DEFAULT.freed_share
BID = DEFAULT.bid
SURE_SALE = DEFAULT.sure_sale
REP_VALUE = 1.0
CONFERENCE_WEIGHT = DEFAULT.conference_weight
MONTH_SHARE = DEFAULT.month_share
INFO_VALUE = DEFAULT.info_value
DEBUNK_RISK = DEFAULT.debunk_risk
STAR_CERTAINTY = DEFAULT.star_certainty
ARTIFACT_EFFECT: dict[str, float] = {  # points an artifact's effect is worth at once, beyond its printed points
    "discount-card": 1.5, "amulet-of-rhetoric": 5.0, "hypnotic-amulet": 2.8, "thinking-cap": 1.5,
    "witchs-trunk": 2.5, "feather-in-cap": 1.5,
}
EFFECT_PER_ROUND: dict[str, float] = {  # ... or per round still to come (the current one counts half)
    "boots": 0.8, "magic-mortar": 0.3, "periscope": 0.4, "printing-press": 0.7, "robe-of-respect": 1.2,
    "seal-of-authority": 1.4,
}


def loss(view: View, printed: int = 1) -> float:
    """Points a printed reputation loss really costs the viewer (its zone makes it smaller or larger)."""
    return max(0, printed + LOSS_CHANGE[zone(view.own().reputation)]) * REP_VALUE


def gold_value(view: View) -> float:
    """Points one gold is worth now."""
    return current().gold_by_round[min(max(view.round, 1), ROUNDS) - 1]


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
            value += p * price * gold_value(view)
        if rank <= QUALITY_RANK["neutral"]:
            value -= p * loss(view)
    return value


def only_wrong_in(knowledge: Knowledge, ingredient: int, alchemical: int, colour: str) -> float:
    """Believed chance the ingredient's alchemical differs from `alchemical` in `colour`'s sign only."""
    index = COLOURS.index(colour)
    claimed = ALCHEMICALS[alchemical].signs
    return float(sum(knowledge.cells[ingredient, other] for other, a in enumerate(ALCHEMICALS)
                     if [c for c in range(3) if a.signs[c] != claimed[c]] == [index]))


def facts_share(knowledge: Knowledge, ingredient: int, alchemical: int) -> float:
    """The share of the worlds the seat's own facts leave in which the ingredient holds the alchemical."""
    return float(knowledge.worlds.shares[ingredient, alchemical])


def seal_value(knowledge: Knowledge, ingredient: int, alchemical: int, seal: str) -> float:
    """Expected points of one seal on the theory at the revelation, with the risk of a debunk; a
    star seal needs STAR_CERTAINTY."""
    right = float(knowledge.cells[ingredient, alchemical])
    tuning = current()
    if right < tuning.star_certainty.get(seal, 0.0):
        return -10.0
    if seal in tuning.star_certainty and facts_share(knowledge, ingredient, alchemical) < tuning.star_facts:
        return -10.0
    hedge = hedge_colour(seal)
    safe = only_wrong_in(knowledge, ingredient, alchemical, hedge) if hedge else 0.0
    wrong = 1.0 - right - safe
    return right * STAR_POINTS.get(seal, 0) + wrong * (WRONG_SEAL_POINTS - tuning.debunk_risk * 5 * REP_VALUE)


def best_seal(knowledge: Knowledge, ingredient: int, alchemical: int, stock: tuple[int, ...]) -> tuple[str, float]:
    """The seal in stock worth most on this theory, and its value."""
    options = [(seal_value(knowledge, ingredient, alchemical, seal), seal) for seal, n in zip(SEALS, stock) if n]
    value, seal = max(options)
    return seal, value


def conference_bonus(view: View, sealed: int) -> float:
    """What one more own theory is worth toward the next conference (its gain and the loss it avoids):
    in full in the conference's round, most of it the round before."""
    upcoming = [c for c in sorted(CONFERENCES) if c >= view.round]
    if not upcoming:
        return 0.0
    meeting = CONFERENCES[upcoming[0]]
    if sealed >= meeting.needs[view.variant]:
        return 0.0
    weight = current().conference_weight[min(upcoming[0] - view.round, 2)]
    return weight * (meeting.penalty + CONFERENCE_GAIN) * REP_VALUE


def publication_bonus(view: View, ingredient: int) -> float:
    """What a new seal brings beyond the revelation: a conference met, a grant, the month's point."""
    own_sealed = {t.ingredient for t in view.theories if any(s == view.seat for s, _ in t.seals) and not t.conflicted}
    bonus = current().month_share * (ROUNDS - view.round + 1) + conference_bonus(view, len(own_sealed))
    need = 2 if not view.own().grants else 3
    for grant in view.grants_left:
        if ingredient in GRANTS[grant] and len((own_sealed | {ingredient}) & set(GRANTS[grant])) >= need:
            bonus += 2 * gold_value(view) + 1
            break
    return bonus


def publish_fee(view: View) -> int:
    """Gold publishing costs the viewer: 1 to the bank, nothing with the printing press."""
    return 0 if "printing-press" in view.own().artifacts else 1


def publish_value(view: View, knowledge: Knowledge, action: A.Publish) -> float:
    """Expected worth of publishing the theory with the chosen seal."""
    gain = 3 if "seal-of-authority" in view.own().artifacts else 1
    return (seal_value(knowledge, action.ingredient, action.alchemical, action.seal) + gain * REP_VALUE
            - publish_fee(view) * gold_value(view) + publication_bonus(view, action.ingredient))


def endorse_value(view: View, knowledge: Knowledge, action: A.Endorse) -> float:
    """Expected worth of endorsing a colleague's theory with the chosen seal."""
    theory = view.theory_on(action.ingredient)
    fee = endorse_fee(view, theory)
    gain = 2 if "seal-of-authority" in view.own().artifacts else 0
    return (seal_value(knowledge, action.ingredient, theory.alchemical, action.seal) + gain * REP_VALUE
            - fee * gold_value(view) + publication_bonus(view, action.ingredient))


def debunk_value(view: View, knowledge: Knowledge, action: A.Action) -> float:
    """Expected reputation of a debunk: +2 and colleagues' losses (or +2 for a new conflict in Master)
    against -1 when it shows nothing."""
    if isinstance(action, A.DebunkAspect):
        theory = view.theory_on(action.ingredient)
        colour = COLOURS.index(action.colour)
        plus = float(knowledge.plus[action.ingredient, colour])
        success = plus if ALCHEMICALS[theory.alchemical].signs[colour] < 0 else 1 - plus
        return success * fall_reward(view, [theory], action.colour) - (1 - success) * loss(view)
    assert isinstance(action, A.DebunkMix)
    return mix_debunk_value(view, knowledge, action)


def fall_reward(view: View, fallen: list, colour: str) -> float:
    """What bringing `fallen` theories down in `colour` brings the debunker: +2, colleagues' losses,
    its own seals' (but for its hedges of that colour, which lose nothing)."""
    own_seals = sum(1 for t in fallen for s, kind in t.seals
                    if s == view.seat and not (kind is not None and hedge_colour(kind) == colour))
    others = sum(1 for t in fallen for s, _ in t.seals if s != view.seat)
    return 2 * REP_VALUE + current().rival_loss * others - 5 * own_seals


def mix_debunk_value(view: View, knowledge: Knowledge, action: A.DebunkMix) -> float:
    """A Master demonstration: a made coloured potion brings down the theories denying its sign; an
    answer the two theories cannot give marks a new conflict (+2, nobody loses)."""
    theories = {t.ingredient: t for t in view.theories}
    made = knowledge.potion_chances(action.a, action.b)[action.potion]
    colour_name = potion_colour(action.potion)
    fallen = []
    if colour_name is not None:
        index, sign = COLOURS.index(colour_name), 1 if potion_sign(action.potion) == "+" else -1
        fallen = [theories[i] for i in (action.a, action.b)
                  if i in theories and ALCHEMICALS[theories[i].alchemical].signs[index] != sign]
    conflict_open = (action.a in theories and action.b in theories and (action.a, action.b) not in view.conflicts
                     and len(view.conflicts) < CONFLICT_PAIRS)
    predicted = conflict_open and MIX_TABLE[theories[action.a].alchemical][theories[action.b].alchemical] \
        == action.potion
    conflict = 2 * REP_VALUE + 0.3
    if_made = (fall_reward(view, fallen, colour_name or "") if fallen else conflict if conflict_open and not predicted
               else -loss(view))
    if_not = conflict if conflict_open and predicted else -loss(view)
    return made * if_made + (1 - made) * if_not


def debunk_candidates(view: View) -> list[A.Action]:
    """The debunks the board allows (the same the rules offer)."""
    theories = [t.ingredient for t in view.theories]
    if view.variant == "apprentice":
        return [A.DebunkAspect(i, c) for i in theories for c in COLOURS]
    return [A.DebunkMix(a, b, p) for a in range(8) for b in range(a + 1, 8) if a in theories or b in theories
            for p in MASTER_DEBUNK_POTIONS if can_show(view.theories, view.conflicts, a, b, p)]


def best_debunks(view: View, knowledge: Knowledge) -> list[float]:
    """The values of the two best debunks on different theories, best first."""
    best: dict[tuple, float] = {}
    for action in debunk_candidates(view):
        key = (action.ingredient,) if isinstance(action, A.DebunkAspect) else (action.a, action.b)
        best[key] = max(best.get(key, -99.0), debunk_value(view, knowledge, action))
    return sorted(best.values(), reverse=True)[:2]


def exhibit_value(view: View, knowledge: Knowledge, action: A.Exhibit,
                  shown: tuple[str, ...] | None = None) -> float:
    """Expected reputation of announcing a potion and mixing the pair (`shown`: the viewer's potions
    shown so far, or planned to be)."""
    made = knowledge.potion_chances(action.a, action.b)[action.potion]
    gain = 0.0 if action.potion in view.exhibited else 1.0
    colour = potion_colour(action.potion)
    if any(potion_colour(p) == colour for p in (view.own().exhibited if shown is None else shown)):
        gain += 2.0
    return made * gain * REP_VALUE - (1 - made) * loss(view) + made * 0.2


def experiment_value(view: View, knowledge: Knowledge, a: int, b: int, purpose: str) -> float:
    """Worlds an experiment should rule out, as points, minus the fee and a drink's dangers."""
    worlds = knowledge.worlds.count
    if worlds <= 1:
        return -0.1
    remaining = knowledge.information([(a, b)])[0]
    value = current().info_value * (1 - remaining / worlds) * (1.0 if view.round < 5 else 0.6)
    if purpose == "student":
        value -= view.student_fee * gold_value(view)
    if purpose == "drink":
        chances = knowledge.potion_chances(a, b)
        suffered = view.own().suffered
        value -= chances["R-"] * 1.5 * ("hospital" not in suffered) + chances["B-"] * ("insanity" not in suffered)
        value -= chances["G-"] * 0.5 * ("paralysis" not in suffered)
    return value


def artifact_price(view: View, artifact: str, shopkeepers: int = 0) -> int:
    """What the artifact costs the viewer now (its discount card and `shopkeepers` counted)."""
    return discounted_price(artifact, view.own().artifacts, shopkeepers)


def artifact_effect(view: View, artifact: str) -> float:
    """Points an artifact's effect should bring from now on, beyond its printed points."""
    own = view.own()
    rounds_left = ROUNDS - view.round + 0.5
    if artifact == "crystal-cabinet":
        return 2.0 * (len(own.artifacts) + 1)
    if artifact == "magic-mirror":
        return own.reputation / 5
    if artifact == "wisdom-idol":
        return 0.7 * sum(1 for t in view.theories for s, _ in t.seals if s == view.seat)
    if artifact == "altar-of-gold":
        return max(0, own.gold - 1) * (REP_VALUE - gold_value(view)) if view.round >= ROUNDS else 0.5
    effect = ARTIFACT_EFFECT.get(artifact, 0.0) + EFFECT_PER_ROUND.get(artifact, 0.0) * rounds_left
    return current().artifact_effect * effect


def artifact_value(view: View, artifact: str, price: int) -> float:
    """Points an artifact should bring this late in the game, minus what its price is worth."""
    card = ARTIFACT_BY_ID[artifact]
    return (card.points or 0) + artifact_effect(view, artifact) - price * gold_value(view)


def best_publications(view: View, knowledge: Knowledge, freed: TheoryView | None = None) -> list[float]:
    """Per free ingredient, the value of its best publication (sorted, best first); with `freed`, only
    for that theory's ingredient as if a debunk had brought it down."""
    standing = [t for t in view.theories if t is not freed]
    covered = {t.ingredient for t in standing}
    claimed = {t.alchemical for t in standing}
    stock = [s for s, n in zip(SEALS, view.seals) if n]
    best: dict[int, float] = {}
    for i in ([freed.ingredient] if freed else range(8)):
        if i in covered:
            continue
        for x in range(8):
            if x not in claimed and (freed is None or x != freed.alchemical):
                for seal in stock:
                    best[i] = max(best.get(i, -99.0), publish_value(view, knowledge, A.Publish(i, x, seal)))
    return sorted(best.values(), reverse=True)


def freed_publications(view: View, knowledge: Knowledge) -> list[float]:
    """Publications a sure debunk would make possible at once (a colleague's theory the viewer is sure
    is wrong), each counted at FREED_SHARE."""
    values = []
    for theory in view.theories:
        wrong = knowledge.cells[theory.ingredient, theory.alchemical] <= 0.1
        if wrong and all(s != view.seat for s, _ in theory.seals):
            values += [current().freed_share * v for v in best_publications(view, knowledge, theory)]
    return values


def endorse_fee(view: View, theory: TheoryView) -> int:
    """Gold endorsing costs: 1 to the bank (not with the printing press) and 1 to every seal there."""
    return publish_fee(view) + len(theory.seals)


def best_endorsements(view: View, knowledge: Knowledge) -> list[tuple[float, int]]:
    """Per colleague's theory the viewer may still seal, the value of the best endorsement and its fee."""
    stock = [s for s, n in zip(SEALS, view.seals) if n]
    return [(max(endorse_value(view, knowledge, A.Endorse(t.ingredient, seal)) for seal in stock), endorse_fee(view, t))
            for t in view.theories if stock and not t.conflicted and all(s != view.seat for s, _ in t.seals)]


def best_sale(view: View, knowledge: Knowledge) -> tuple[float, int]:
    """The value of the best sale the hand allows to this round's adventurer (-inf if none), and the
    gold it surely brings (its price less the usual bid when the guarantee is kept with SURE_SALE, else 0)."""
    best, sure = float("-inf"), 0
    for wish in view.adventurer:
        for a, b in hand_pairs(view.hand):
            chances = quality_chances(knowledge, a, b, wish)
            for guarantee in GUARANTEES:
                value = sale_value(view, knowledge, A.Sell(wish, guarantee, a, b), 0)
                if value > best:
                    kept = sum(p for q, p in chances.items() if QUALITY_RANK[q] >= MEETS[guarantee])
                    tuning = current()
                    best, sure = value, GUARANTEE_PRICE[guarantee] - tuning.bid if kept >= tuning.sure_sale else 0
    return best, sure


def exhibit_plan(view: View, knowledge: Knowledge, hand: list[int] | None = None,
                 shown: tuple[str, ...] | None = None, count: int | None = None) -> list[float]:
    """The values of the exhibitions worth showing with disjoint pairs of the hand, best first (a
    potion whose colour partner is planned too counts the pair's bonus); `hand`, `shown` and `count`
    default to the seat's hand, its potions shown and the exhibitions a seat may make."""
    hand = list(view.hand) if hand is None else list(hand)
    shown = view.own().exhibited if shown is None else shown
    count = len(action_costs("exhibit", view.players)) if count is None else count
    values: list[float] = []
    while len(values) < count:
        pairs = hand_pairs(tuple(hand))
        options = [(exhibit_value(view, knowledge, A.Exhibit(p, a, b), shown), p, a, b)
                   for p in EXHIBIT_POTIONS if p not in shown for a, b in pairs]
        value, potion, a, b = max(options, default=(0.0, "", 0, 0))
        if value <= 0:
            break
        hand[a] -= 1
        hand[b] -= 1
        shown += (potion,)
        values.append(value)
    return values


def exhibit_with_follow_up(view: View, knowledge: Knowledge, action: A.Exhibit, left: int) -> float:
    """An exhibition's value plus the best the `left` exhibitions declared after it can still make,
    so the first of two shows the potion whose colour partner follows (whatever the order of the
    legal actions)."""
    value = exhibit_value(view, knowledge, action)
    if left <= 0 or value <= 0:
        return value
    hand = list(view.hand)
    hand[action.a] -= 1
    hand[action.b] -= 1
    return value + sum(exhibit_plan(view, knowledge, hand, view.own().exhibited + (action.potion,), left))
