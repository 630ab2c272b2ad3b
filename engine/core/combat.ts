/** Combat (CR 506–511): attack and block legality, damage assignment and combat damage. */
import type { PlayerId, Ref } from "../types";
import { other } from "../types";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";
import type { Chars } from "./layers";
import type { GameObject } from "./state";

/** Landwalk keywords name a land type: "swampwalk" → Swamp (CR 702.14). */
function landwalkTypes(c: Chars): string[] {
  const out: string[] = [];
  for (const k of c.keywords) {
    if (k.endsWith("walk") && !k.includes(" ")) out.push(k[0]!.toUpperCase() + k.slice(1, -4));
  }
  return out;
}

/** Why this creature can't attack now, or null if it can (CR 508.1a, 302.6, 702.3b). */
export function cannotAttack(g: Game, o: GameObject): string | null {
  const c = g.chars(o);
  if (!c.types.includes("Creature")) return `${o.name} is not a creature`;
  if (c.controller !== g.state.turn.active) return `${o.name} is not yours`;
  if (o.tapped) return `${o.name} is tapped`;
  if (o.sick && !c.keywords.has("haste")) return `${o.name} has summoning sickness: it came under your control this turn`;
  if (c.keywords.has("defender")) return `${o.name} has defender and can't attack`;
  return null;
}

export function attackersAvailable(g: Game): boolean {
  return g.battlefield().some((o) => cannotAttack(g, o) === null);
}

/** Checks a declaration of attackers (CR 508.1); returns a reason if it is illegal. */
export function checkAttack(g: Game, ids: string[]): string | null {
  if (new Set(ids).size !== ids.length) return "a creature can attack only once";
  for (const id of ids) {
    const o = g.obj(id);
    if (!o || o.zone !== "battlefield") return `there is no such creature on the battlefield`;
    const why = cannotAttack(g, o);
    if (why) return why;
  }
  // CR 508.1d: obey as many requirements as possible ("attacks each combat if able").
  for (const id of forcedAttackers(g)) {
    if (!ids.includes(id)) return `${g.obj(id)!.name} attacks each combat if able`;
  }
  return null;
}

export function forcedAttackers(g: Game): string[] {
  return g.battlefield().filter((o) => g.chars(o).keywords.has("attacks each combat if able") && cannotAttack(g, o) === null).map((o) => o.id);
}

export function declareAttackers(g: Game, ids: string[]): void {
  const s = g.state;
  for (const id of ids) {
    const o = g.mut(id);
    o.attacking = true;
    o.blockedBy = [];
    if (!g.chars(o).keywords.has("vigilance")) g.tap(id); // CR 508.1f
  }
  g.touch();
  s.attackersDeclared = ids.length > 0;
  const names = ids.map((id) => g.obj(id)!.name);
  g.emit("attack", names.length ? `${g.player(s.turn.active).name} attacks with ${names.join(", ")}` : `${g.player(s.turn.active).name} declares no attackers`, { player: s.turn.active, attackers: ids });
}

/** Why `blocker` can't block `attacker`, or null (CR 509.1b, 702.9b, 702.14c, 702.16f). */
export function cannotBlock(g: Game, blocker: GameObject, attacker: GameObject): string | null {
  const b = g.chars(blocker);
  const a = g.chars(attacker);
  const defender = other(g.state.turn.active);
  if (!b.types.includes("Creature")) return `${blocker.name} is not a creature`;
  if (b.controller !== defender) return `${blocker.name} is not controlled by the defending player`;
  if (blocker.tapped) return `${blocker.name} is tapped`;
  if (!attacker.attacking) return `${attacker.name} is not attacking`;
  if (a.keywords.has("flying") && !b.keywords.has("flying") && !b.keywords.has("reach")) {
    return `${attacker.name} has flying; only creatures with flying or reach can block it`;
  }
  for (const land of landwalkTypes(a)) {
    if (g.controlsLandType(defender, land)) return `${attacker.name} has ${land.toLowerCase()}walk and you control a ${land}`;
  }
  if (hasProtectionFrom(a, b.colors)) return `${attacker.name} has protection from ${blocker.name}'s color`;
  if (a.keywords.has("can't be blocked by walls") && b.subtypes.includes("Wall")) return `${attacker.name} can't be blocked by Walls`;
  return null;
}

export function blockersAvailable(g: Game): boolean {
  const attackers = g.battlefield().filter((o) => o.attacking);
  return g.battlefield().some((b) => attackers.some((a) => cannotBlock(g, b, a) === null));
}

/** How many attackers a creature may block (CR 509.1a: one, unless an ability says more). */
export function blockLimit(_g: Game, _b: GameObject): number {
  return 1;
}

export function checkBlocks(g: Game, blocks: { blocker: string; attacker: string }[]): string | null {
  const count = new Map<string, number>();
  const pairs = new Set<string>();
  for (const { blocker, attacker } of blocks) {
    const b = g.obj(blocker);
    const a = g.obj(attacker);
    if (!b || b.zone !== "battlefield") return `blocker is not on the battlefield`;
    if (!a || a.zone !== "battlefield") return `attacker is not on the battlefield`;
    if (pairs.has(`${blocker}>${attacker}`)) return `${b.name} is listed twice blocking ${a.name}`;
    pairs.add(`${blocker}>${attacker}`);
    const n = (count.get(blocker) ?? 0) + 1;
    count.set(blocker, n);
    if (n > blockLimit(g, b)) return `${b.name} can block only one creature`; // CR 509.1a
    const why = cannotBlock(g, b, a);
    if (why) return why;
  }
  return null;
}

export function declareBlockers(g: Game, blocks: { blocker: string; attacker: string }[]): void {
  for (const a of g.battlefield()) if (a.attacking) g.mut(a.id).blockedBy = [];
  for (const { blocker, attacker } of blocks) {
    const b = g.mut(blocker);
    const a = g.mut(attacker);
    b.blocking = [...(b.blocking ?? []), attacker];
    a.blockedBy = [...(a.blockedBy ?? []), blocker];
    a.blocked = true; // CR 509.1h: stays blocked even if its blockers leave
  }
  g.touch();
  const d = other(g.state.turn.active);
  g.emit("block", blocks.length ? `${g.player(d).name} blocks: ${blocks.map((x) => `${g.obj(x.blocker)!.name} blocks ${g.obj(x.attacker)!.name}`).join("; ")}` : `${g.player(d).name} declares no blockers`, { player: d, blocks });
}

// ---- damage ----------------------------------------------------------------------------------

function strikesFirst(c: Chars): boolean {
  return c.keywords.has("first strike") || c.keywords.has("double strike");
}

export function combatNeedsFirstStrikeStep(g: Game): boolean {
  return g.battlefield().some((o) => (o.attacking || o.blocking?.length) && strikesFirst(g.chars(o)));
}

/** Whether this creature deals combat damage in the current damage step (CR 510.4). */
function dealsDamageNow(g: Game, o: GameObject): boolean {
  const c = g.chars(o);
  if (g.state.turn.step === "first_strike_damage") return strikesFirst(c);
  if (c.keywords.has("double strike")) return true;
  return !o.dealtFirstStrike;
}

/** Lethal damage for assignment purposes (CR 702.19b): toughness minus damage already marked. */
export function lethalFor(g: Game, o: GameObject): number {
  return Math.max(0, g.chars(o).toughness - o.damage);
}

/** Whether the attacking player has a choice to make for this attacker (scenario format: `assign`). */
export function needsAssignment(g: Game, a: GameObject): boolean {
  const c = g.chars(a);
  if (!a.attacking || !a.blocked || c.power <= 0 || !dealsDamageNow(g, a)) return false;
  const blockers = (a.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
  if (blockers.length >= 2) return true;
  return c.keywords.has("trample") && blockers.length >= 1;
}

export function nextAssignment(g: Game): string | null {
  for (const a of g.battlefield()) {
    if (needsAssignment(g, a) && !g.state.assignments[a.id]) return a.id;
  }
  return null;
}

/** Checks a damage assignment against CR 510.1c and 702.19b. */
export function checkAssignment(g: Game, attacker: GameObject, damage: Record<Ref, number>): string | null {
  const c = g.chars(attacker);
  const defender = other(g.state.turn.active);
  const blockers = (attacker.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
  let total = 0;
  for (const [ref, n] of Object.entries(damage)) {
    if (!Number.isInteger(n) || n < 0) return `damage amounts must be whole numbers of 0 or more`;
    if (ref === defender) {
      if (!c.keywords.has("trample")) return `${attacker.name} has no trample, so it can't assign damage to the player`;
    } else if (!blockers.includes(ref)) return `${g.obj(ref)?.name ?? ref} is not blocking ${attacker.name}`;
    total += n;
  }
  if (total !== c.power) return `${attacker.name} must assign exactly ${c.power} damage (got ${total})`;
  if ((damage[defender] ?? 0) > 0) {
    for (const b of blockers) {
      const lethal = lethalFor(g, g.obj(b)!);
      if ((damage[b] ?? 0) < lethal) return `with trample, each blocker must be assigned lethal damage (${lethal} to ${g.obj(b)!.name}) before any goes to the player`;
    }
  }
  return null;
}

/** Deals all combat damage of the current step simultaneously (CR 510.2). */
export function dealCombatDamage(g: Game): void {
  const s = g.state;
  const defender = other(s.turn.active);
  const plan: { src: GameObject; to: Ref; n: number }[] = [];
  for (const o of g.battlefield()) {
    if (!(o.attacking || o.blocking?.length) || !dealsDamageNow(g, o)) continue;
    const c = g.chars(o);
    if (c.power <= 0) continue; // CR 510.1a
    if (o.attacking) {
      const blockers = (o.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
      if (!o.blocked) plan.push({ src: o, to: defender, n: c.power }); // CR 510.1b
      else if (s.assignments[o.id]) {
        for (const [ref, n] of Object.entries(s.assignments[o.id]!)) if (n > 0) plan.push({ src: o, to: ref, n });
      } else if (blockers.length === 1) plan.push({ src: o, to: blockers[0]!, n: c.power });
      else if (blockers.length === 0 && c.keywords.has("trample")) plan.push({ src: o, to: defender, n: c.power }); // CR 702.19d
    } else if (o.blocking?.length) {
      // CR 510.1d: a creature blocking one attacker deals all its damage to it.
      const a = g.obj(o.blocking[0]!);
      if (a && a.zone === "battlefield" && a.attacking) plan.push({ src: o, to: a.id, n: c.power });
    }
  }
  const infos = new Map(plan.map((p) => [p.src.id, g.sourceInfo(p.src)]));
  // CR 510.2: all combat damage of the step is dealt at the same time.
  g.simultaneously(() => { for (const p of plan) g.dealDamage(infos.get(p.src.id)!, p.to, p.n, { combat: true }); });
  if (s.turn.step === "first_strike_damage") {
    // CR 510.4: creatures that had first strike as this step began don't deal damage again (unless double strike).
    for (const p of plan) {
      if (g.obj(p.src.id)) g.mut(p.src.id).dealtFirstStrike = true;
    }
    for (const o of g.battlefield()) if ((o.attacking || o.blocking?.length) && strikesFirst(g.chars(o))) g.mut(o.id).dealtFirstStrike = true;
  }
  s.assignments = {};
}

export type { PlayerId };
