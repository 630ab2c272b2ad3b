/**
 * A fast combat model for the heuristic: who can block whom, what a set of blocks does (first
 * strike, trample, protection, regeneration), how the defender is likely to block, and how much
 * damage comes back next turn. It reads only public information from the view.
 */
import { cardHints, type CardView, type PlayerId, type PlayerView } from "../../../engine/index";
import { creatureValue, isCreature, lifeValue, manaOpen, otherPlayer } from "./board";
import { regenerationAbility } from "./cards";

/** Knobs of the combat judgement (defaults tuned by self-play with `moxen sim`). */
export interface CombatTuning {
  /** Weight of the extra damage the opponent's next attack deals because attackers are tapped. */
  crackback: number;
  /** Share of an attacker's value at risk when it survives a block only narrowly and the opponent has mana open. */
  attackRisk: number;
  /** The same for a blocker. */
  blockRisk: number;
}
export const COMBAT_TUNING: CombatTuning = { crackback: 0.6, attackRisk: 0.15, blockRisk: 0.1 };

export interface Fighter {
  id: string;
  controller: PlayerId;
  power: number;
  /** Toughness minus damage already marked. */
  health: number;
  value: number;
  firstStrike: boolean;
  doubleStrike: boolean;
  trample: boolean;
  flying: boolean;
  reach: boolean;
  wall: boolean;
  vigilance: boolean;
  defender: boolean;
  /** Can regenerate (an ability and mana to pay for it). */
  regen: boolean;
  colors: string[];
  protections: string[];
  landwalks: string[];
  cantBeBlockedByWalls: boolean;
  /** "can't be blocked" */
  unblockable: boolean;
  /** Fear: blocked only by artifact and/or black creatures (CR 702.36b). */
  fear: boolean;
  /** "can't be blocked except by Walls" */
  onlyWallsBlock: boolean;
  /** "can't block" (or "can't attack or block"). */
  cantBlock: boolean;
  /** "can't block creatures with power N or greater|less" */
  blocksOnlyPower: PowerBound[];
  /** "can't be blocked by creatures with power N or greater|less" */
  evadesPower: PowerBound[];
  artifact: boolean;
  tapped: boolean;
}

/** A power bound from combat-rule wording: power ≥ n ("greater") or ≤ n ("less"). */
export interface PowerBound {
  n: number;
  greater: boolean;
}

const powerBounds = (kw: string[], prefix: string): PowerBound[] =>
  kw.flatMap((k) => {
    const m = k.startsWith(prefix) ? /power (\d+) or (greater|less)$/.exec(k) : null;
    return m ? [{ n: Number(m[1]), greater: m[2] === "greater" }] : [];
  });
const within = (power: number, b: PowerBound) => (b.greater ? power >= b.n : power <= b.n);

const COLOR_WORD: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };
/** Landwalk keywords name a land type: "swampwalk" → Swamp. */
const walkType = (k: string) => k[0]!.toUpperCase() + k.slice(1, -4);

/** Whether a creature can regenerate itself now: an ability and the mana for it. */
export function canRegenerate(c: CardView, view: PlayerView): boolean {
  const ab = regenerationAbility(c);
  if (!ab) return false;
  const m = manaOpen(view, c.controller);
  const need = [...ab.cost.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!);
  const colored = need.filter((x) => "WUBRG".includes(x));
  const generic = need.filter((x) => /^\d+$/.test(x)).reduce((a, b) => a + Number(b), 0);
  return colored.every((col) => (m.colors[col] ?? 0) > 0) && m.total >= colored.length + generic;
}

export function fighter(c: CardView, view: PlayerView, extra?: { power?: number; toughness?: number; regen?: boolean }): Fighter {
  const kw = c.keywords;
  const power = (c.power ?? 0) + (extra?.power ?? 0);
  const toughness = (c.toughness ?? 0) + (extra?.toughness ?? 0);
  return {
    id: c.id, controller: c.controller, power: Math.max(0, power), health: toughness - c.damage,
    // A creature gone at the end of the turn (Ball Lightning, hint `fleeting`) loses nothing in a trade.
    value: cardHints(c.name)?.fleeting ? 0.3 : creatureValue(c), firstStrike: kw.includes("first strike"), doubleStrike: kw.includes("double strike"),
    trample: kw.includes("trample"), flying: kw.includes("flying"), reach: kw.includes("reach"),
    wall: c.subtypes.includes("Wall"), vigilance: kw.includes("vigilance"), defender: kw.includes("defender") || c.subtypes.includes("Wall"),
    regen: extra?.regen ?? canRegenerate(c, view),
    colors: c.colors, protections: kw.filter((k) => k.startsWith("protection from ")).map((k) => COLOR_WORD[k.slice(16)] ?? ""),
    landwalks: kw.filter((k) => k.endsWith("walk") && !k.includes(" ")).map(walkType), cantBeBlockedByWalls: kw.includes("can't be blocked by walls"),
    unblockable: kw.includes("can't be blocked"), fear: kw.includes("fear") || kw.includes("can't be blocked except by artifact creatures and/or black creatures"),
    onlyWallsBlock: kw.includes("can't be blocked except by walls"), cantBlock: kw.includes("can't block") || kw.includes("can't attack or block"),
    artifact: c.types.includes("Artifact"),
    blocksOnlyPower: powerBounds(kw, "can't block creatures with power"), evadesPower: powerBounds(kw, "can't be blocked by creatures with power"),
    tapped: c.tapped,
  };
}

/** Whether `b` may block `a` (CR 509.1b: evasion), as far as the model knows. */
export function canBlock(b: Fighter, a: Fighter, defenderLandTypes: Set<string>): boolean {
  if (b.tapped || b.cantBlock || a.unblockable) return false;
  if (a.flying && !b.flying && !b.reach) return false;
  if (a.fear && !b.artifact && !b.colors.includes("B")) return false;
  if (a.onlyWallsBlock && !b.wall) return false;
  if (b.blocksOnlyPower.some((x) => within(a.power, x)) || a.evadesPower.some((x) => within(b.power, x))) return false;
  if (a.landwalks.some((t) => defenderLandTypes.has(t))) return false;
  if (b.colors.some((col) => a.protections.includes(col))) return false;
  if (a.cantBeBlockedByWalls && b.wall) return false;
  return true;
}

export function landTypes(view: PlayerView, p: PlayerId): Set<string> {
  const out = new Set<string>();
  for (const c of view.battlefield) if (c.controller === p && c.types.includes("Land")) for (const s of c.subtypes) out.add(s);
  return out;
}

const prevented = (source: Fighter, to: Fighter) => source.colors.some((col) => to.protections.includes(col));

export interface CombatResult {
  dead: Set<string>;
  /** Damage dealt to the defending player. */
  toPlayer: number;
}

/** Plays out one combat: `blocks` maps attacker id → its blockers. */
export function resolveCombat(attackers: Fighter[], blocks: Map<string, Fighter[]>): CombatResult {
  const health = new Map<string, number>();
  for (const a of attackers) health.set(a.id, a.health);
  for (const bs of blocks.values()) for (const b of bs) health.set(b.id, b.health);
  const dead = new Set<string>();
  const regenerated = new Set<string>();
  let toPlayer = 0;
  const alive = (f: Fighter) => !dead.has(f.id) && !regenerated.has(f.id);
  const hasFirst = attackers.some((a) => a.firstStrike || a.doubleStrike) || [...blocks.values()].some((bs) => bs.some((b) => b.firstStrike || b.doubleStrike));
  const phases = hasFirst ? [true, false] : [false];
  for (const first of phases) {
    const strikes = (f: Fighter) => (!hasFirst ? true : first ? f.firstStrike || f.doubleStrike : !f.firstStrike || f.doubleStrike);
    const hits: [Fighter, number][] = [];
    for (const a of attackers) {
      if (!alive(a)) continue;
      const bs = blocks.get(a.id) ?? [];
      if (strikes(a)) {
        if (!bs.length) toPlayer += a.power;
        else {
          // The attacker assigns lethal damage in order of value, the rest to the player with trample (CR 510.1c).
          let left = a.power;
          const order = bs.filter(alive).sort((x, y) => y.value - x.value);
          for (const b of order) {
            const n = Math.min(left, Math.max(0, health.get(b.id)!));
            if (n > 0) hits.push([b, prevented(a, b) ? 0 : n]);
            left -= n;
          }
          if (left > 0) {
            if (a.trample) toPlayer += left;
            else if (order.length) hits.push([order[order.length - 1]!, prevented(a, order[order.length - 1]!) ? 0 : left]);
          }
        }
      }
      for (const b of bs) if (alive(b) && strikes(b)) hits.push([a, prevented(b, a) ? 0 : b.power]);
    }
    for (const [f, n] of hits) health.set(f.id, health.get(f.id)! - n);
    for (const [f] of hits) {
      if (alive(f) && health.get(f.id)! <= 0) (f.regen ? regenerated : dead).add(f.id);
    }
  }
  return { dead, toPlayer };
}

/** The value of a combat's result for `me`: creatures lost on each side and the life lost. */
export function combatValue(r: CombatResult, all: Fighter[], me: PlayerId, defender: PlayerId, defenderLife: number): number {
  let v = 0;
  for (const f of all) if (r.dead.has(f.id)) v += f.controller === me ? -f.value : f.value;
  const lifeLoss = lifeValue(defenderLife) - lifeValue(defenderLife - r.toPlayer);
  v += defender === me ? -lifeLoss : lifeLoss;
  return v;
}

/**
 * How a sensible defender blocks: good blocks and trades first, double blocks that kill without
 * losing more, and chump blocks only when the damage would otherwise be lethal.
 */
export function predictBlocks(attackers: Fighter[], blockers: Fighter[], defenderLife: number, lands: Set<string>): Map<string, Fighter[]> {
  const blocks = new Map<string, Fighter[]>();
  const used = new Set<string>();
  const order = [...attackers].sort((x, y) => y.value - x.value);
  const lifeW = Math.max(0.3, (lifeValue(defenderLife) - lifeValue(defenderLife - 3)) / 3);
  for (const a of order) {
    let best: Fighter | undefined;
    let bestScore = 0.4;
    for (const b of blockers) {
      if (used.has(b.id) || !canBlock(b, a, lands)) continue;
      const r = resolveCombat([a], new Map([[a.id, [b]]]));
      const saved = Math.min(a.power, a.trample ? Math.max(0, b.health) : a.power) * lifeW;
      const score = (r.dead.has(a.id) ? a.value : 0) - (r.dead.has(b.id) ? b.value : 0) + saved * 0.5;
      // A trade is fine when the attacker is worth at least about as much; a chump is not (here).
      if (r.dead.has(b.id) && !r.dead.has(a.id)) continue;
      if (score > bestScore) { bestScore = score; best = b; }
    }
    if (best) { blocks.set(a.id, [best]); used.add(best.id); continue; }
    // Two blockers that kill it while losing at most one worth less.
    const free = blockers.filter((b) => !used.has(b.id) && canBlock(b, a, lands));
    let pair: [Fighter, Fighter] | undefined;
    let pairScore = 0.5;
    for (let i = 0; i < free.length; i++) {
      for (let j = i + 1; j < free.length; j++) {
        const bs = [free[i]!, free[j]!];
        const r = resolveCombat([a], new Map([[a.id, bs]]));
        if (!r.dead.has(a.id)) continue;
        const score = a.value - bs.filter((b) => r.dead.has(b.id)).reduce((s, b) => s + b.value, 0);
        if (score > pairScore) { pairScore = score; pair = [bs[0]!, bs[1]!]; }
      }
    }
    if (pair) { blocks.set(a.id, pair); used.add(pair[0].id); used.add(pair[1].id); }
  }
  // Chump blocks while the unblocked damage would be lethal.
  const unblockedDamage = () => resolveCombat(attackers, blocks).toPlayer;
  let guard = 0;
  while (unblockedDamage() >= defenderLife && guard++ < 10) {
    const open = order.filter((a) => !blocks.has(a.id)).sort((x, y) => y.power - x.power);
    let done = false;
    for (const a of open) {
      const chump = blockers.filter((b) => !used.has(b.id) && canBlock(b, a, lands)).sort((x, y) => x.value - y.value)[0];
      if (chump) { blocks.set(a.id, [chump]); used.add(chump.id); done = true; break; }
    }
    if (!done) break;
  }
  return blocks;
}

/** Damage `attackerSide` can probably push through next turn against `defenderSide`'s untapped creatures. */
export function crackback(attackers: Fighter[], blockers: Fighter[], lands: Set<string>): number {
  const atk = attackers.filter((a) => !a.defender && a.power > 0).sort((x, y) => y.power - x.power);
  const free = blockers.filter((b) => !b.tapped);
  const used = new Set<string>();
  let dmg = 0;
  for (const a of atk) {
    const b = free.find((x) => !used.has(x.id) && canBlock(x, a, lands));
    if (b) { used.add(b.id); if (a.trample) dmg += Math.max(0, a.power - Math.max(0, b.health)); }
    else dmg += a.power * (a.doubleStrike ? 2 : 1);
  }
  return dmg;
}

export interface AttackPlan {
  attackers: string[];
  score: number;
}

/**
 * Scores one attack for the active player `me`: the likely blocks, the creatures and life each
 * side loses, and the extra damage the tapped attackers let through on the opponent's next turn.
 */
export function scoreAttack(view: PlayerView, me: PlayerId, attackerIds: string[], tuning: CombatTuning = COMBAT_TUNING): number {
  const opp = otherPlayer(me);
  const byId = new Map(view.battlefield.map((c) => [c.id, c]));
  const attackers = attackerIds.map((id) => fighter(byId.get(id)!, view));
  const oppLife = view.players[opp].life;
  const myLife = view.players[me].life;
  const oppLands = landTypes(view, opp);
  const myLands = landTypes(view, me);
  const blockers = view.battlefield.filter((c) => c.controller === opp && isCreature(c)).map((c) => fighter(c, view));
  const blocks = predictBlocks(attackers, blockers, oppLife, oppLands);
  const result = resolveCombat(attackers, blocks);
  if (oppLife - result.toPlayer <= 0) return 200 + oppLife;
  const all = [...attackers, ...[...blocks.values()].flat()];
  let v = combatValue(result, all, me, opp, oppLife);
  // Risk: the opponent's open mana and cards may hold a trick; attackers that barely survive are at risk.
  const oppMana = manaOpen(view, opp).total;
  const oppHand = view.players[opp].handCount;
  if (oppMana >= 1 && oppHand > 0) {
    for (const a of attackers) {
      const bs = blocks.get(a.id);
      if (bs && !result.dead.has(a.id)) {
        const incoming = bs.reduce((s, b) => s + b.power, 0);
        if (incoming > 0 && incoming + 3 >= a.health) v -= a.value * tuning.attackRisk;
      }
    }
  }
  // Crack-back: my creatures that attacked stay tapped during the opponent's next turn.
  const mine = view.battlefield.filter((c) => c.controller === me && isCreature(c)).map((c) => fighter(c, view));
  const theirs = blockers.filter((b) => !result.dead.has(b.id)).map((b) => ({ ...b, tapped: false }));
  const attacked = new Set(attackerIds);
  const myBlockersAfter = mine.filter((f) => !result.dead.has(f.id)).map((f) => ({ ...f, tapped: attacked.has(f.id) && !f.vigilance ? true : false }));
  const myBlockersNoAttack = mine.map((f) => ({ ...f, tapped: false }));
  const dmgAfter = crackback(theirs, myBlockersAfter, myLands);
  const dmgBase = crackback(blockers.map((b) => ({ ...b, tapped: false })), myBlockersNoAttack, myLands);
  const lifeAfterTheirTurn = myLife - dmgAfter;
  const extra = (lifeValue(myLife - dmgBase) - lifeValue(lifeAfterTheirTurn)) * tuning.crackback;
  v -= Math.max(0, extra);
  if (lifeAfterTheirTurn <= 0 && myLife - dmgBase > 0) v -= 40;
  return v;
}

/** Scores a set of blocks for the defending player `me` (after attackers are declared). */
export function scoreBlocks(view: PlayerView, me: PlayerId, blocks: { blocker: string; attacker: string }[], tuning: CombatTuning = COMBAT_TUNING): number {
  const byId = new Map(view.battlefield.map((c) => [c.id, c]));
  const attackers = view.battlefield.filter((c) => c.attacking).map((c) => fighter(c, view));
  const map = new Map<string, Fighter[]>();
  for (const b of blocks) {
    const c = byId.get(b.blocker);
    if (!c) continue;
    const list = map.get(b.attacker) ?? [];
    list.push(fighter(c, view));
    map.set(b.attacker, list);
  }
  const r = resolveCombat(attackers, map);
  const life = view.players[me].life;
  const all = [...attackers, ...[...map.values()].flat()];
  let v = combatValue(r, all, me, me, life);
  if (life - r.toPlayer <= 0) v -= 200;
  // The attacker may have a trick: blocks that survive only narrowly are worth a little less.
  const opp = otherPlayer(me);
  if (manaOpen(view, opp).total >= 1 && view.players[opp].handCount > 0) {
    for (const [aid, bs] of map) {
      const a = attackers.find((x) => x.id === aid);
      if (!a) continue;
      for (const b of bs) if (!r.dead.has(b.id) && a.power + 3 >= b.health) v -= b.value * tuning.blockRisk;
    }
  }
  return v;
}

