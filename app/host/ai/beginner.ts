/**
 * The beginner opponent ("Computer (beginner)"): the heuristic, playing a little worse on purpose,
 * the way a new player does. It makes the heuristic's choice except that
 *   - it plays only in its own main phases with an empty stack: no tricks, no instant in the
 *     opponent's turn or in combat, no counterspell, no regeneration in response (it taps out);
 *   - it sometimes misses an attack: half of the time, one attacker the heuristic would send
 *     stays home (or, half of those times, nobody attacks);
 *   - it sometimes misses a block: 40% of the time, one blocker the heuristic would use does
 *     not block, unless the damage let through would kill it (it does not throw the game away);
 *   - it sometimes picks a worse play: 40% of the time, the heuristic's second choice for a
 *     spell or ability (often the same card at a worse target) instead of its first;
 *   - it sometimes forgets a spell: a fifth of the other times it passes instead (it may cast it
 *     at a later stop: the postcombat main phase, its next turn).
 * Everything else (mulligans, lands, choices when a spell resolves, damage assignment) is the
 * heuristic's. Its mistakes come from the AI's own random generator, so a game with the same seed
 * plays the same. Mistake rates are BEGINNER_MISTAKES; measured: it beats random play and loses
 * to the heuristic (docs: the levels).
 */
import type { Action, PlayerView } from "../../../engine/index";
import { heuristicDecide, isManaAbility, priorityCandidates, recordChoice, type HeuristicInput } from "./heuristic";

export interface BeginnerMistakes {
  /** Chance (percent) that an attack the heuristic makes loses one attacker… */
  missAttack: number;
  /** …and, of those, the chance (percent) that nobody attacks at all. */
  noAttack: number;
  /** Chance (percent) that one of the heuristic's blocks is left out (never when that lets lethal damage through). */
  missBlock: number;
  /** Chance (percent) that a spell or ability is replaced by the heuristic's second choice… */
  worsePlay: number;
  /** …else the chance (percent) that it is forgotten at this stop (passes; it may come back to it later). */
  skipPlay: number;
  /** Acts only in its own main phases with an empty stack (no instants, no responses). */
  noTricks: boolean;
}

export const BEGINNER_MISTAKES: BeginnerMistakes = { missAttack: 50, noAttack: 50, missBlock: 40, worsePlay: 40, skipPlay: 20, noTricks: true };

export function beginnerDecide(input: HeuristicInput, mistakes: BeginnerMistakes = BEGINNER_MISTAKES): Action {
  const { view, legal, rand } = input;
  if (legal.length === 1) return legal[0]!;
  const chance = (pct: number) => pct > 0 && rand(100) < pct;
  // The heuristic decides on a copy of the memory: the beginner remembers what it actually did.
  const mem = input.memory;
  const h = heuristicDecide({ ...input, memory: { ...mem, regenerated: [...mem.regenerated] } });
  const chosen = worsen(input, h, mistakes, chance);
  recordChoice(mem, view, chosen);
  return chosen;
}

function worsen(input: HeuristicInput, h: Action, m: BeginnerMistakes, chance: (pct: number) => boolean): Action {
  const { view, legal, rand } = input;
  const d = view.decision;
  if (d && (d.by ?? d.player) === view.you) {
    if (d.kind === "declare_attackers" && h.type === "attack" && h.attackers.length && chance(m.missAttack)) {
      const none = legal.find((a) => a.type === "attack" && a.attackers.length === 0);
      if (none && chance(m.noAttack)) return none;
      const drop = h.attackers[rand(h.attackers.length)]!;
      const want = key(h.attackers.filter((x) => x !== drop));
      return legal.find((a) => a.type === "attack" && !a.bands && key(a.attackers) === want) ?? none ?? h;
    }
    if (d.kind === "declare_blockers" && h.type === "block" && h.blocks.length && chance(m.missBlock)) {
      const blockers = [...new Set(h.blocks.map((b) => b.blocker))];
      const drop = blockers[rand(blockers.length)]!;
      const want = key(h.blocks.filter((b) => b.blocker !== drop).map((b) => `${b.blocker}>${b.attacker}`));
      const worse = legal.find((a) => a.type === "block" && key(a.blocks.map((b) => `${b.blocker}>${b.attacker}`)) === want);
      if (worse && worse.type === "block" && !lethalThrough(view, worse.blocks.map((b) => b.attacker))) return worse;
    }
    return h;
  }
  if (view.priority !== view.you || h.type === "pass" || h.type === "play") return h;
  if (isManaAbility(h, view)) return h;
  if (m.noTricks && !ownMainPhase(view)) return legal.find((a) => a.type === "pass") ?? h;
  if ((h.type === "cast" || h.type === "activate") && chance(m.worsePlay)) {
    const hk = JSON.stringify(h);
    const alt = priorityCandidates({ ...input, memory: { ...input.memory, regenerated: [...input.memory.regenerated] } }, 6)
      .filter((a) => (a.type === "cast" || a.type === "activate") && JSON.stringify(a) !== hk);
    // The same card used worse (another target or X) first, else the next best play.
    const same = alt.find((a) => (a as { card: string }).card === h.card);
    if (same ?? alt[0]) return (same ?? alt[0])!;
  }
  if ((h.type === "cast" || h.type === "activate") && chance(m.skipPlay)) return legal.find((a) => a.type === "pass") ?? h;
  return h;
}

/** Whether it is this player's own main phase with an empty stack (sorcery timing). */
export function ownMainPhase(view: PlayerView): boolean {
  const step = view.turn.step;
  return view.turn.active === view.you && view.stack.length === 0 && (step === "precombat_main" || step === "postcombat_main");
}

/** Whether the attackers not blocked (all but `blocked`) deal at least this player's life. */
function lethalThrough(view: PlayerView, blocked: string[]): boolean {
  let damage = 0;
  for (const c of view.battlefield) {
    if (c.attacking && c.controller !== view.you && !blocked.includes(c.id)) damage += Math.max(0, c.power ?? 0);
  }
  return damage >= view.players[view.you].life;
}

const key = (xs: string[]) => [...xs].sort().join(",");
