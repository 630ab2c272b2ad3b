/**
 * The chance of winning from a position, as the strong AI's rollouts need it: a logistic model
 * over a few board features, fitted to the outcomes of heuristic-vs-heuristic games with the built-in decks
 * (scripts/fit-win-model.ts writes WEIGHTS below). The hand-tuned evaluation (evaluate.ts) ranks
 * moves for the heuristic; this model answers a different question, "who wins from here?", and
 * its weights come from data instead of intuition (how much life is worth against board
 * against cards in hand, and how a fast clock weighs).
 *
 * Every feature is the difference between the player and the opponent, so the model is
 * symmetric: P(A wins) + P(B wins) = 1, apart from the term for whose turn it is.
 */
import type { GameState, PlayerId, PlayerView } from "../../../engine/index";
import { viewFor } from "../../../engine/index";
import { creatureValue, has, isCreature, isLand, lifeValue, otherPlayer, permanentValue } from "./board";
import { lastingStats, tempBoosts, type TempBoosts } from "./evaluate";

export const FEATURES = [
  "life", // lifeValue(life): concave, so the last points count most
  "creatures", // sum of creatureValue
  "power", // total power of the creatures that can attack (no defender)
  "evasive", // power with flying or a landwalk
  "clock", // power / opponent's life, capped at 1: how close the opponent is to dying
  "lands", // lands, up to 7
  "others", // value of the other permanents
  "hand", // cards in hand
] as const;
// Running out of library and poison counters are left out: they never came up in the games fitted
// on, and the engine ends the game on both (a rollout sees that as a finished game).

/** One player's side of the features, in FEATURES order. */
function side(view: PlayerView, p: PlayerId, temp: TempBoosts | undefined): number[] {
  const opp = view.players[otherPlayer(p)];
  const pl = view.players[p];
  let creatures = 0, power = 0, evasive = 0, lands = 0, others = 0;
  for (const c of view.battlefield) {
    if (c.controller !== p) continue;
    if (isLand(c)) { lands++; continue; }
    if (isCreature(c)) {
      const pt = lastingStats(c, temp);
      const pw = Math.max(0, pt.power);
      creatures += creatureValue(c, pt);
      if (has(c, "defender")) continue;
      power += pw;
      if (has(c, "flying") || c.keywords.some((k) => k.endsWith("walk"))) evasive += pw;
      continue;
    }
    others += permanentValue(c, lands);
  }
  return [
    lifeValue(pl.life),
    creatures,
    power,
    evasive,
    Math.min(1, power / Math.max(1, opp.life)),
    Math.min(7, lands),
    others,
    pl.handCount,
  ];
}

/** The features of a position for `me`: my side minus the opponent's, then 1 if it is my turn (else -1). */
export function winFeatures(view: PlayerView, me: PlayerId, temp?: TempBoosts): number[] {
  const a = side(view, me, temp);
  const b = side(view, otherPlayer(me), temp);
  return [...a.map((x, i) => x - b[i]!), view.turn.active === me ? 1 : -1];
}

/**
 * Fitted by scripts/fit-win-model.ts on 1,400 heuristic-vs-heuristic games with all sixteen
 * built-in decks, the six starters and the ten era decks (`collect --games 700` with `--seed 21`
 * and `--seed 22`: 57,664 positions at the start of each turn, labelled with who won). In FEATURES
 * order, then the weight of being the active player. On the held-out fifth of those games the log
 * loss is 0.5188, against 0.5355 for the weights fitted before on the six starter decks alone,
 * 0.5278 for the hand-tuned evaluation with a fitted scale and 0.5557 for it squashed as
 * tanh(eval / 25). With the era decks, power and evasion add nothing once the clock is counted,
 * and other permanents (Moxen, Stasis, Howling Mine…) count for little by themselves: a mana
 * feature (mana from non-lands) was tried and left out (held-out 0.0025 better, with a negative
 * weight that would make a Mox in play look worse than in hand).
 * Refitted after the heuristic learnt to animate Mishra's Factory and to keep Icy Manipulator for
 * attackers (issue 34, ba-stasis): `collect --games 1500` with `--seed 11` and `--seed 12`,
 * 123,082 positions; held-out log loss 0.5493 (the weights before: 0.5510; the evaluation with a
 * fitted scale 0.5458, squashed 0.5701).
 */
export const WEIGHTS: readonly number[] = [0.1497, 0.158, -0.0018, -0.0553, 1.3973, 0.2166, 0.0883, 0.244, 0.2896];

export function winChanceFromFeatures(f: readonly number[], w: readonly number[] = WEIGHTS): number {
  let z = 0;
  for (let i = 0; i < f.length; i++) z += f[i]! * (w[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** The chance that `me` wins from this full state (a sample or a rollout's), by the fitted model. */
export function winChance(state: GameState, me: PlayerId, w: readonly number[] = WEIGHTS): number {
  if (state.outcome) return state.outcome.winner === me ? 1 : state.outcome.winner === "draw" ? 0.5 : 0;
  return winChanceFromFeatures(winFeatures(viewFor(state, me), me, state.effects.length ? tempBoosts(state) : undefined), w);
}
