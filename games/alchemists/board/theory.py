"""The theory board: publishing, endorsing, grants, debunking and conflicts.

Publish: an ingredient without a theory, an alchemical not claimed elsewhere, a seal from stock;
1 gold (free with the printing press), +1 reputation (+3 with the seal of authority). Endorse: a
seal on a colleague's theory that is not in conflict, 1 gold to the bank (not with the press) and
1 to every seal already there; +0 reputation (+2 with the seal of authority). One seal per seat
and theory [D]. Right after a publication or endorsement the seat takes a grant it now qualifies
for (its first needs its seals on 2 of the grant's ingredients, later ones 3), choosing if several.

Debunk (Apprentice): the true sign of one colour of a theory's ingredient; opposite to the theory's
sign -> the theory falls. Debunk (Master): whether two ingredients make a potion [D: the engine
judges what the answer proves]: a made coloured potion shows both ingredients' sign in its colour
and brings down every theory on them with the other sign (both at once: a double debunk); else, if
both have theories that cannot both be right, a new conflict is marked. A fallen theory's seals
are revealed: a hedge of the debunked colour loses nothing, every other seal 5 reputation; the
debunker gains 2 (netted with its own losses), or loses 1 when nothing was shown. After bringing a
theory down, a debunker with publish actions left may publish at once about the freed ingredient
or alchemical (not the same theory again), each using the next publish action.
"""

from __future__ import annotations

from typing import Iterable, Protocol, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    AUTHORITY_ENDORSE_GAIN, AUTHORITY_PUBLISH_GAIN, CONFLICT_PAIRS, DEBUNK_GAIN, DEBUNKED_SEAL_LOSS,
    FAILED_DEBUNK_LOSS, FIRST_GRANT_NEEDS, GRANT_GOLD, GRANTS, LATER_GRANT_NEEDS, PUBLISH, PUBLISH_GAIN, SEALS,
    SPACES, hedge_colour,
)
from games.alchemists.board.economy import (
    MIX_TABLE, assignment, change_reputation, gain_gold, has_artifact, mix_result, pay_gold,
)
from games.alchemists.board.spaces import via_of
from games.alchemists.board.state import Experiment, State, Task, Theory, evolve
from games.alchemists.components import ALCHEMICALS, COLOURS, MASTER_DEBUNK_POTIONS, potion_colour, potion_sign, sign_text

PRESS, AUTHORITY = "printing-press", "seal-of-authority"


class Claim(Protocol):
    """A theory as the rules or a seat's view hold it."""

    @property
    def ingredient(self) -> int: ...

    @property
    def alchemical(self) -> int: ...


# ---- publishing ---------------------------------------------------------------------------------
def publish_fee(state: State, seat: int) -> int:
    """What publishing costs the seat: 1 gold, nothing with the printing press."""
    return 0 if has_artifact(state, seat, PRESS) else 1


def endorse_fee(state: State, seat: int, theory: Theory) -> int:
    """What endorsing costs: 1 to the bank (not with the press) and 1 to each seal already there."""
    return publish_fee(state, seat) + len(theory.seals)


def in_conflict(state: State, ingredient: int) -> bool:
    """True when the theory about `ingredient` carries a conflict marker."""
    return any(ingredient in pair for pair in state.conflicts)


def publish_options(state: State, seat: int, topics: tuple[tuple[int, ...], tuple[int, ...], tuple] | None = None,
                    endorse: bool = True) -> list[A.Action]:
    """Publications (and endorsements) open to `seat`; `topics` limits an immediate publication to
    (freed ingredients, freed alchemicals, forbidden (ingredient, alchemical) pairs)."""
    lab = state.labs[seat]
    stock = [seal for seal, count in zip(SEALS, lab.seals) if count]
    options: list[A.Action] = []
    if stock and lab.gold >= publish_fee(state, seat):
        claimed = {t.alchemical for t in state.theories}
        covered = {t.ingredient for t in state.theories}
        for ingredient in range(8):
            if ingredient in covered:
                continue
            for alchemical in range(8):
                if alchemical in claimed or not _on_topic(ingredient, alchemical, topics):
                    continue
                options += [A.Publish(ingredient, alchemical, seal) for seal in stock]
    if endorse and stock:
        for theory in state.theories:
            if (theory.seal_of(seat) is None and not in_conflict(state, theory.ingredient)
                    and lab.gold >= endorse_fee(state, seat, theory)):
                options += [A.Endorse(theory.ingredient, seal) for seal in stock]
    return options


def _on_topic(ingredient: int, alchemical: int, topics: tuple | None) -> bool:
    if topics is None:
        return True
    ingredients, alchemicals, forbidden = topics
    return (ingredient in ingredients or alchemical in alchemicals) and (ingredient, alchemical) not in forbidden


def _use_seal(state: State, seat: int, seal: str) -> State:
    seals = list(state.labs[seat].seals)
    seals[SEALS.index(seal)] -= 1
    return state.with_lab(seat, seals=tuple(seals))


def publish(state: State, seat: int, action: A.Publish) -> State:
    """A new theory with the seat's seal."""
    state = pay_gold(_use_seal(state, seat, action.seal), seat, publish_fee(state, seat), "publish")
    theory = Theory(action.ingredient, action.alchemical, ((seat, action.seal),))
    state = evolve(state, theories=tuple(sorted(state.theories + (theory,), key=lambda t: t.ingredient)))
    state = state.note(seat, "published", ingredient=action.ingredient, alchemical=action.alchemical)
    gain = AUTHORITY_PUBLISH_GAIN if has_artifact(state, seat, AUTHORITY) else PUBLISH_GAIN
    return grant_check(change_reputation(state, {seat: gain}, "publish"), seat)


def endorse(state: State, seat: int, action: A.Endorse) -> State:
    """The seat's seal joins a colleague's theory; the seals already there are paid."""
    theory = state.theory_of(action.ingredient)
    assert theory is not None
    state = pay_gold(_use_seal(state, seat, action.seal), seat, publish_fee(state, seat), "endorse")
    for owner, _ in theory.seals:
        state = pay_gold(state, seat, 1, "endorse", to=owner)
    endorsed = evolve(theory, seals=theory.seals + ((seat, action.seal),))
    state = evolve(state, theories=tuple(endorsed if t is theory else t for t in state.theories))
    state = state.note(seat, "endorsed", ingredient=action.ingredient)
    if has_artifact(state, seat, AUTHORITY):
        state = change_reputation(state, {seat: AUTHORITY_ENDORSE_GAIN}, "endorse")
    return grant_check(state, seat)


def publish_action(state: State, task: Task, action: A.Action) -> State:
    """One act on the publish space."""
    if isinstance(action, A.Publish):
        return publish(state, task.seat, action)
    assert isinstance(action, A.Endorse)
    return endorse(state, task.seat, action)


# ---- grants -------------------------------------------------------------------------------------
def qualifying_grants(state: State, seat: int) -> list[int]:
    """Grants `seat` now qualifies for: its seals on enough of the grant's ingredients' theories."""
    need = FIRST_GRANT_NEEDS if not state.labs[seat].grants else LATER_GRANT_NEEDS
    sealed = {t.ingredient for t in state.theories
              if t.seal_of(seat) is not None and not in_conflict(state, t.ingredient)}
    return [g for g in state.grants_left if len(sealed & set(GRANTS[g])) >= need]


def grant_check(state: State, seat: int) -> State:
    """Take the one grant qualified for, or ask which when several."""
    grants = qualifying_grants(state, seat)
    if len(grants) == 1:
        return take_grant(state, seat, grants[0])
    return state.push(Task("grant", seat, data=tuple(grants))) if grants else state


def take_grant(state: State, seat: int, grant: int) -> State:
    """The grant tile to the seat, with its 2 gold."""
    state = evolve(state, grants_left=tuple(g for g in state.grants_left if g != grant))
    state = state.with_lab(seat, grants=state.labs[seat].grants + (grant,)).note(seat, "grant", grant=grant)
    return gain_gold(state, seat, GRANT_GOLD, "grant")


# ---- debunking ----------------------------------------------------------------------------------
def debunk_options(state: State, task: Task) -> list[A.Action]:
    """Apprentice: any colour of any theory. Master: only demonstrations whose answer could disprove a
    theory or show a new conflict; the rules cancel any other attempt and the player chooses again,
    so it is not offered (and costs nothing)."""
    theories = [t.ingredient for t in state.theories]
    if state.variant == "apprentice":
        return [A.DebunkAspect(i, colour) for i in theories for colour in COLOURS]
    return [A.DebunkMix(a, b, potion) for a in range(8) for b in range(a + 1, 8)
            if a in theories or b in theories for potion in MASTER_DEBUNK_POTIONS
            if can_show(state.theories, state.conflicts, a, b, potion)]


def can_show(theories: Sequence[Claim], conflicts: tuple[tuple[int, int], ...], a: int, b: int, potion: str) -> bool:
    """True when one of the two answers to "do a and b make `potion`?" would disprove a theory (a made
    coloured potion whose sign a theory on a or b denies) or mark a new conflict (both theories stand,
    the pair is not marked, markers are left: one answer always contradicts their prediction)."""
    on = {t.ingredient: t for t in theories}
    colour = potion_colour(potion)
    if colour is not None:
        index, sign = COLOURS.index(colour), 1 if potion_sign(potion) == "+" else -1
        if any(i in on and ALCHEMICALS[on[i].alchemical].signs[index] != sign for i in (a, b)):
            return True
    return a in on and b in on and (a, b) not in conflicts and len(conflicts) < CONFLICT_PAIRS


def debunk(state: State, task: Task, action: A.Action) -> State:
    """Ask the secret; bring theories down, mark a conflict, or lose 1 reputation."""
    seat = task.seat
    if isinstance(action, A.DebunkAspect):
        colour = COLOURS.index(action.colour)
        sign = sign_text(ALCHEMICALS[assignment(state.secret)[action.ingredient]].signs[colour])
        state = _record(state, Experiment(state.round, seat, "debunk-aspect", (action.ingredient,), "", "", sign,
                                          action.colour, via=via_of(task)))
        theory = state.theory_of(action.ingredient)
        assert theory is not None
        wrong = sign_text(ALCHEMICALS[theory.alchemical].signs[colour]) != sign
        return bring_down(state, seat, [action.ingredient], action.colour) if wrong else _failed(state, seat)
    assert isinstance(action, A.DebunkMix)
    result = mix_result(state, action.a, action.b)
    made = result == action.potion
    state = _record(state, Experiment(state.round, seat, "debunk", (action.a, action.b), result, action.potion,
                                      "yes" if made else "no", via=via_of(task)))
    fallen = disproved(state, action.a, action.b, action.potion, made)
    if fallen:
        return bring_down(state, seat, fallen, potion_colour(action.potion) or "")
    if new_conflict(state, action.a, action.b, action.potion, made):
        state = evolve(state, conflicts=state.conflicts + ((action.a, action.b),))
        state = state.note(seat, "conflict", ingredients=(action.a, action.b))
        return change_reputation(state, {seat: DEBUNK_GAIN}, "conflict")
    return _failed(state, seat)


def _record(state: State, experiment: Experiment) -> State:
    index = len(state.experiments)
    state = evolve(state, experiments=state.experiments + (experiment,))
    return state.note(experiment.seat, "experiment", index=index, kind=experiment.kind, asked=experiment.asked,
                      answer=experiment.answer)


def _failed(state: State, seat: int) -> State:
    return change_reputation(state.note(seat, "debunk-failed"), {seat: -FAILED_DEBUNK_LOSS}, "debunk-failed")


def disproved(state: State, a: int, b: int, potion: str, made: bool) -> list[int]:
    """Theories on a or b that a Master answer shows wrong on its own: a made coloured potion gives
    both ingredients that colour's sign."""
    colour = potion_colour(potion)
    if not made or colour is None:
        return []
    index, sign = COLOURS.index(colour), 1 if potion_sign(potion) == "+" else -1
    return [t.ingredient for t in (state.theory_of(a), state.theory_of(b))
            if t is not None and ALCHEMICALS[t.alchemical].signs[index] != sign]


def new_conflict(state: State, a: int, b: int, potion: str, made: bool) -> bool:
    """True when both theories stand, their claimed alchemicals disagree with the answer, the pair is
    not marked yet and a pair of conflict markers is left."""
    first, second = state.theory_of(a), state.theory_of(b)
    if first is None or second is None or (a, b) in state.conflicts or len(state.conflicts) >= CONFLICT_PAIRS:
        return False
    return (MIX_TABLE[first.alchemical][second.alchemical] == potion) != made


def bring_down(state: State, debunker: int, ingredients: Iterable[int], colour: str) -> State:
    """Remove the theories, reveal and retire their seals, settle reputation, offer publishing."""
    losses: dict[int, int] = {debunker: DEBUNK_GAIN}
    freed: list[tuple[int, int]] = []
    for ingredient in ingredients:
        theory = state.theory_of(ingredient)
        assert theory is not None
        freed.append((ingredient, theory.alchemical))
        for seat, seal in theory.seals:
            safe = hedge_colour(seal) == colour
            losses[seat] = losses.get(seat, 0) - (0 if safe else DEBUNKED_SEAL_LOSS)
        state = evolve(state, theories=tuple(t for t in state.theories if t is not theory),
                        conflicts=tuple(p for p in state.conflicts if ingredient not in p),
                        retired_seals=state.retired_seals + tuple((s, k, ingredient) for s, k in theory.seals))
        state = state.note(debunker, "debunked", ingredient=ingredient, alchemical=theory.alchemical,
                           colour=colour, seals=theory.seals)
    state = change_reputation(state, losses, "debunk")
    lab = state.labs[debunker]
    if lab.declared[SPACES.index(PUBLISH)] > lab.taken[SPACES.index(PUBLISH)]:
        topics = (tuple(i for i, _ in freed), tuple(x for _, x in freed), tuple(freed))
        state = state.push(Task("publish-now", debunker, data=topics))
    return state


def publish_now_options(state: State, task: Task) -> list[A.Action]:
    """An immediate publication on the freed topics, or not."""
    topics = (task.data[0], task.data[1], task.data[2])
    return publish_options(state, task.seat, topics, endorse=False) + [A.PASS]


def publish_now(state: State, task: Task, action: A.Action) -> State:
    """Publish at once, using up the seat's next publish action; offered again while actions last."""
    if action == A.PASS:
        return state
    assert isinstance(action, A.Publish)
    seat, index = task.seat, SPACES.index(PUBLISH)
    lab = state.labs[seat]
    bump = tuple(n + (1 if i == index else 0) for i, n in enumerate(lab.taken))
    acted = tuple(n + (1 if i == index else 0) for i, n in enumerate(lab.acted))
    state = state.with_lab(seat, taken=bump, acted=acted)
    if lab.declared[index] > bump[index]:
        state = state.push(task)
    return publish(state, seat, action)
