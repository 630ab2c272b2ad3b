/** Combat (CR 506–511): attack and block legality, damage assignment and combat damage. */
import { pileBlockRestriction } from "./piles";
import type { PlayerId, Ref } from "../types";
import { other } from "../types";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";
import type { Chars } from "./layers";
import type { GameObject } from "./state";
import { attackCost, attackSacrifices, attackRestriction, attacksAsThoughHaste, blockRequirements, combatLimit, blockRestriction, blocksAllowed, hasBlockRequirement, lures, mustAttack, requirementsObeyed, type BlockRequirements } from "./combat-rules";
import { autoPay, canAutoPay, parseCost } from "./mana";
import { matches } from "./filters";
import { bandingAmong, bandMates, formBands } from "./banding";
import { gameHolds, namesMentioning } from "../cards/registry";

/**
 * Landwalk keywords name a land type: "swampwalk" → Swamp (CR 702.14). A creature that "can be
 * blocked as though it didn't have forestwalk" (Deadfall, Crevasse) keeps the keyword, but it
 * doesn't stop blocks.
 */
const LEGENDARY_LANDWALK = "legendary landwalk";

function landwalkTypes(c: Chars): string[] {
  const out: string[] = [];
  for (const k of c.keywords) {
    if (k.endsWith("walk") && !k.includes(" ") && !c.keywords.has(`can be blocked as though it didn't have ${k}`)) out.push(k[0]!.toUpperCase() + k.slice(1, -4));
  }
  return out;
}

/**
 * Why this creature can't attack now, or null if it can (CR 508.1a, 302.6; restrictions 508.1c,
 * 702.3b). An attack cost (508.1h) is not a restriction: see attackCosts.
 */
export function cannotAttack(g: Game, o: GameObject): string | null {
  const c = g.chars(o);
  if (!c.types.includes("Creature")) return `${o.name} is not a creature`;
  if (c.controller !== g.state.turn.active) return `${o.name} is not yours`;
  if (o.tapped) return `${o.name} is tapped`;
  if (o.sick && !attacksAsThoughHaste(c)) return `${o.name} has summoning sickness: it came under your control this turn`;
  return attackRestriction(g, o, c, other(g.state.turn.active));
}

/** The total mana cost of attacking with these creatures (CR 508.1h), "" if none. */
export function attackCosts(g: Game, ids: string[]): string {
  let out = "";
  for (const id of ids) out += attackCost(g.chars(g.obj(id)!)) ?? "";
  return out;
}

/** The creatures that will be tapped by attacking (CR 508.1f): their mana can't pay the attack cost. */
function tappedByAttacking(g: Game, ids: string[]): ReadonlySet<string> {
  return new Set(ids.filter((id) => tapsToAttack(g, id)));
}

/**
 * Whether attacking taps this creature (CR 508.1f): not with vigilance (702.20b), nor while a rule
 * effect says attacking doesn't cause its controller's creatures to tap this combat and the
 * effect's source is untapped (Johan; judged as attackers are declared).
 */
export function tapsToAttack(g: Game, id: string): boolean {
  const c = g.chars(g.obj(id)!);
  if (c.keywords.has("vigilance")) return false;
  return !g.state.ruleEffects?.some((r) => {
    if (r.rule !== "attackers_dont_tap_if_source_untapped" || r.controller !== c.controller) return false;
    const src = g.obj(r.source);
    return !!src && src.zone === "battlefield" && !src.tapped;
  });
}

/**
 * The sacrifices attacking with these creatures costs (CR 508.1g–h, Leviathan: "can't attack unless
 * you sacrifice two Islands"), added up per kind: the permanents of the attacking player that could
 * pay each, and how many. Empty for nearly every declaration.
 */
function sacrificeNeeds(g: Game, ids: string[]): { text: string; count: number; from: string[] }[] {
  const out: { text: string; count: number; from: string[] }[] = [];
  const p = g.state.turn.active;
  for (const id of ids) {
    for (const sac of attackSacrifices(g.chars(g.obj(id)!))) {
      const same = out.find((n) => n.text === sac.text);
      if (same) { same.count += sac.count; continue; }
      const from = g.state.battlefield.filter((x) => { const o = g.obj(x)!; const c = g.chars(o); return c.controller === p && matches(g, o, c, sac.filter, { you: p }); });
      out.push({ text: sac.text, count: sac.count, from });
    }
  }
  return out;
}

/** Why the attack's sacrifices can't be paid, or null (CR 508.1h). */
function sacrificeProblem(g: Game, ids: string[]): string | null {
  for (const n of sacrificeNeeds(g, ids)) if (n.from.length < n.count) return `attacking needs you to ${n.text.replace(/^sacrifice (an?|two|three) /, `sacrifice ${n.count} `)}`;
  return null;
}

/** The sacrifice costs of one creature's attack, as words ("sacrifice two Islands"), or "". */
export function attackSacrificeText(g: Game, id: string): string {
  return attackSacrifices(g.chars(g.obj(id)!)).map((x) => x.text).join(", ");
}

/** Whether this creature can attack now and its attack cost, if any, could be paid with nothing else attacking but `with`. */
export function attackCostPayable(g: Game, id: string, withIds: string[] = []): boolean {
  const all = [...withIds, id];
  if (sacrificeProblem(g, all)) return false;
  const cost = attackCosts(g, all);
  return !cost || canAutoPay(g, g.state.turn.active, parseCost(cost), tappedByAttacking(g, all));
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
    if (o.phasedOut) return `${o.name} is phased out`; // CR 702.26b
    const why = cannotAttack(g, o);
    if (why) return why;
  }
  // CR 508.1c: a restriction on the number of attackers (Caverns of Despair).
  const limit = combatLimit(g, "attack");
  if (ids.length > limit) return `no more than ${limit} creature${limit === 1 ? "" : "s"} can attack each combat`;
  // CR 508.1d: obey as many requirements as possible ("attacks each combat if able"): each
  // creature with a requirement that is able to attack without a cost attacks (as many of them as
  // the limit allows).
  const must = mustAttackers(g);
  if (must.filter((id) => ids.includes(id)).length < Math.min(limit, must.length)) {
    const id = must.find((x) => !ids.includes(x))!;
    return `${g.obj(id)!.name} attacks if able`;
  }
  // CR 508.1h–j: the total attack cost is paid with mana (automatic payment); the attackers'
  // own mana can't help, as attacking taps them first (508.1f).
  const cost = attackCosts(g, ids);
  if (cost && !canAutoPay(g, g.state.turn.active, parseCost(cost), tappedByAttacking(g, ids))) return `you can't pay ${cost} to attack`;
  return sacrificeProblem(g, ids);
}

/**
 * The creatures a requirement makes attack (CR 508.1d): able to attack, and with no attack cost
 * (a player is never required to pay one).
 */
export function forcedAttackers(g: Game): string[] {
  const must = mustAttackers(g);
  // CR 508.1c–d: within a limit on the number of attackers, as many as it allows.
  const limit = must.length ? combatLimit(g, "attack") : Infinity;
  return must.length > limit ? must.slice(0, limit) : must;
}

function mustAttackers(g: Game): string[] {
  return g.battlefield().filter((o) => { const c = g.chars(o); return mustAttack(c) && cannotAttack(g, o) === null && !attackCost(c) && !attackSacrifices(c).length; }).map((o) => o.id);
}

/** Games holding a card that asks which creatures couldn't attack this turn (Season of the Witch). */
const asksCouldAttack = (g: Game) => gameHolds(g.state, namesMentioning("couldAttack", /creatures that couldn't attack/));

export function declareAttackers(g: Game, ids: string[], bands: string[][] = []): void {
  const s = g.state;
  // CR 508.1a: the creatures that could have been declared, judged before any attacks (turn history).
  const could = asksCouldAttack(g) ? g.battlefield().filter((o) => cannotAttack(g, o) === null && attackCostPayable(g, o.id)).map((o) => o.id) : undefined;
  // CR 508.1g–h: the permanents a sacrifice cost takes are chosen before anything changes (asked only
  // when there is a choice); they are sacrificed as the costs are paid (508.1j).
  const sacrificed: string[] = [];
  for (const n of sacrificeNeeds(g, ids)) {
    const picked = n.from.length === n.count ? n.from : g.ask(s.turn.active, `Attacking: ${n.text.replace(/^sacrifice (an?|two|three) /, `sacrifice ${n.count} `)}`, { type: "cards", from: n.from, min: n.count, max: n.count }).cards ?? [];
    sacrificed.push(...picked);
  }
  for (const id of ids) {
    const o = g.mut(id);
    o.attacking = true;
    o.blockedBy = [];
    if (tapsToAttack(g, id)) g.tap(id); // CR 508.1f
  }
  if (bands.length) formBands(g, bands); // CR 508.1e, 702.22c
  // CR 508.1h–j: pay the total attack cost (checkAttack made sure it can be paid).
  const cost = attackCosts(g, ids);
  if (cost) autoPay(g, s.turn.active, parseCost(cost));
  if (sacrificed.length) g.simultaneously(() => { for (const id of sacrificed) g.sacrifice(id); });
  g.touch();
  s.attackersDeclared = ids.length > 0;
  const names = ids.map((id) => shownName(g.obj(id)!));
  const banded = bands.filter((b) => b.length > 1).map((b) => ` (band: ${b.map((id) => g.obj(id)!.name).join(", ")})`).join("");
  g.emit("attack", names.length ? `${g.player(s.turn.active).name} attacks with ${names.join(", ")}${banded}` : `${g.player(s.turn.active).name} declares no attackers`, { player: s.turn.active, attackers: ids, ...(could ? { couldAttack: could } : {}) });
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
  // CR 702.14c: "legendary landwalk" (Livonya Silone): a land with the supertype legendary.
  if (a.keywords.has(LEGENDARY_LANDWALK) && !a.keywords.has(`can be blocked as though it didn't have ${LEGENDARY_LANDWALK}`)
    && g.controls(defender, (_o, c) => c.types.includes("Land") && c.supertypes.includes("Legendary"))) return `${attacker.name} has legendary landwalk and you control a legendary land`;
  if (hasProtectionFrom(a, b.colors)) return `${attacker.name} has protection from ${blocker.name}'s color`;
  // Raging River's piles (core/piles.ts), only while such an effect exists.
  if (g.state.ruleEffects) { const why = pileBlockRestriction(g, blocker, b, attacker); if (why) return why; }
  return blockRestriction(g, blocker, b, attacker, a); // CR 509.1b: "can't block", fear, "can't be blocked by/except by ..."
}

export function blockersAvailable(g: Game): boolean {
  const attackers = g.battlefield().filter((o) => o.attacking);
  return g.battlefield().some((b) => attackers.some((a) => cannotBlock(g, b, a) === null));
}

/** How many attackers a creature may block (CR 509.1a: one, unless an ability says more; Infinity for any number). */
export function blockLimit(g: Game, b: GameObject): number {
  return blocksAllowed(g.chars(b));
}

/**
 * One potential blocker's choices (CR 509.1a–c): the attackers it is able to block, how many
 * of them at most, and the requirements it must obey as far as it can.
 */
export function blockerChoices(g: Game, b: GameObject, attackers: GameObject[], anyLure = anyLured(g, attackers)): { attackers: string[]; max: number; requirements: BlockRequirements | null } {
  // CR 702.111b, 509.1c: a creature can block an attacker with menace only alongside another, so
  // where no other creature could block it too, it isn't able to (nor required to) block it.
  const able = attackers.filter((a) => cannotBlock(g, b, a) === null && (!g.chars(a).keywords.has("menace") || g.battlefield().some((x) => x.id !== b.id && cannotBlock(g, x, a) === null)));
  const max = Math.min(blockLimit(g, b), able.length);
  const bc = g.chars(b);
  const requirements = anyLure || hasBlockRequirement(bc) ? blockRequirements(bc, able.map((a) => ({ id: a.id, c: g.chars(a) })), max) : null;
  return { attackers: able.map((a) => a.id), max, requirements };
}

/** Whether some attacker makes every creature able to block it do so (Lure). */
export function anyLured(g: Game, attackers: GameObject[]): boolean {
  return attackers.some((a) => lures(g.chars(a)));
}

/** A declaration of blocks with just what requirements force (scenario `advance`; CR 509.1c). */
export function forcedBlocks(g: Game): { blocker: string; attacker: string }[] {
  const attackers = g.battlefield().filter((o) => o.attacking);
  const defender = other(g.state.turn.active);
  const out: { blocker: string; attacker: string }[] = [];
  const obeys = new Map<string, number>();
  const lured = anyLured(g, attackers);
  for (const b of g.battlefield()) {
    const bc = g.chars(b);
    if (!attackers.length || bc.controller !== defender || !bc.types.includes("Creature") || (!lured && !hasBlockRequirement(bc))) continue;
    const ch = blockerChoices(g, b, attackers, lured);
    const r = ch.requirements;
    if (!r || !r.obey) continue;
    const chosen = [...ch.attackers].sort((x, y) => (r.weights[y] ?? 0) - (r.weights[x] ?? 0)).slice(0, ch.max).filter((a, i) => (r.weights[a] ?? 0) > 0 || (i === 0 && r.any > 0));
    if (chosen.length) obeys.set(b.id, r.obey);
    for (const a of chosen) out.push({ blocker: b.id, attacker: a });
  }
  // CR 509.1b–c: within a limit on the number of blockers, the blockers obeying most.
  const limit = out.length ? combatLimit(g, "block") : Infinity;
  if (limit < Infinity) {
    const kept = new Set([...obeys.keys()].sort((x, y) => obeys.get(y)! - obeys.get(x)!).slice(0, limit));
    return out.filter((x) => kept.has(x.blocker));
  }
  return out;
}

export function checkBlocks(g: Game, blocks: { blocker: string; attacker: string }[]): string | null {
  const count = new Map<string, number>();
  const pairs = new Set<string>();
  for (const { blocker, attacker } of blocks) {
    const b = g.obj(blocker);
    const a = g.obj(attacker);
    if (!b || b.zone !== "battlefield" || b.phasedOut) return `blocker is not on the battlefield`;
    if (!a || a.zone !== "battlefield" || a.phasedOut) return `attacker is not on the battlefield`;
    if (pairs.has(`${blocker}>${attacker}`)) return `${b.name} is listed twice blocking ${a.name}`;
    pairs.add(`${blocker}>${attacker}`);
    // CR 702.22h: blocking one member of a band blocks the band; naming two members is one block.
    if (a.band && blocks.some((x) => x.blocker === blocker && x.attacker !== attacker && pairs.has(`${blocker}>${x.attacker}`) && g.obj(x.attacker)?.band === a.band)) continue;
    const n = (count.get(blocker) ?? 0) + 1;
    count.set(blocker, n);
    if (n > blockLimit(g, b)) return `${b.name} can't block that many creatures`; // CR 509.1a
    const why = cannotBlock(g, b, a);
    if (why) return why;
  }
  const lone = loneBlockedMenace(g, blocks);
  if (lone) return `${lone.name} has menace: it can't be blocked except by two or more creatures`;
  // CR 509.1b: a restriction on the number of blockers (Caverns of Despair).
  const limit = combatLimit(g, "block");
  if (limit < Infinity && new Set(blocks.map((x) => x.blocker)).size > limit) return `no more than ${limit} creature${limit === 1 ? "" : "s"} can block each combat`;
  // CR 509.1c: each potential blocker obeys as many of its requirements as it can. Restrictions
  // are per blocker (which attackers, how many), so the maximum is found blocker by blocker;
  // under a limit on the number of blockers, the most are obeyed by the blockers obeying most.
  const attackers = g.battlefield().filter((o) => o.attacking);
  const defender = other(g.state.turn.active);
  const lured = anyLured(g, attackers);
  const most: number[] = [];
  let obeyed = 0;
  for (const b of g.battlefield()) {
    const bc = g.chars(b);
    if (!attackers.length || bc.controller !== defender || !bc.types.includes("Creature") || (!lured && !hasBlockRequirement(bc))) continue;
    const r = blockerChoices(g, b, attackers, lured).requirements;
    if (!r) continue;
    const chosen = blocks.filter((x) => x.blocker === b.id).map((x) => x.attacker);
    if (limit < Infinity) { most.push(r.obey); obeyed += requirementsObeyed(r, chosen); continue; }
    if (requirementsObeyed(r, chosen) < r.obey) {
      const must = Object.keys(r.weights).map((id) => g.obj(id)!.name);
      return `${b.name} must block ${must.length ? must.join(" or ") : "if able"}`;
    }
  }
  if (most.length && obeyed < most.sort((x, y) => y - x).slice(0, limit).reduce((t, n) => t + n, 0)) return "the blocks must obey as many block requirements as the limit on blockers allows";
  return null;
}

/**
 * CR 702.111b, 509.1b: an attacker with menace that these blocks (bands counted, 702.22h) would
 * leave blocked by exactly one creature, or null. A restriction on the declaration as a whole.
 */
function loneBlockedMenace(g: Game, blocks: { blocker: string; attacker: string }[]): GameObject | null {
  if (!blocks.length) return null;
  const by = new Map<string, Set<string>>();
  for (const x of withBands(g, blocks)) {
    let set = by.get(x.attacker);
    if (!set) by.set(x.attacker, (set = new Set()));
    set.add(x.blocker);
  }
  for (const [id, set] of by) {
    const a = g.obj(id)!;
    if (set.size === 1 && g.chars(a).keywords.has("menace")) return a;
  }
  return null;
}

/**
 * CR 702.22h: a creature blocking a member of an attacking band blocks each other member too.
 * Returns the blocks with those added (each pair once).
 */
export function withBands(g: Game, blocks: { blocker: string; attacker: string }[]): { blocker: string; attacker: string }[] {
  if (!blocks.some((x) => g.obj(x.attacker)?.band)) return blocks;
  const out: { blocker: string; attacker: string }[] = [];
  const seen = new Set<string>();
  const add = (blocker: string, attacker: string) => { const k = `${blocker}>${attacker}`; if (!seen.has(k)) { seen.add(k); out.push({ blocker, attacker }); } };
  for (const x of blocks) add(x.blocker, x.attacker);
  for (const x of blocks) for (const m of bandMates(g, g.obj(x.attacker)!)) add(x.blocker, m.id);
  return out;
}

export function declareBlockers(g: Game, declared: { blocker: string; attacker: string }[]): void {
  const blocks = withBands(g, declared);
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
  g.emit("block", blocks.length ? `${g.player(d).name} blocks: ${blocks.map((x) => `${shownName(g.obj(x.blocker)!)} blocks ${shownName(g.obj(x.attacker)!)}`).join("; ")}` : `${g.player(d).name} declares no blockers`, { player: d, blocks });
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

/** How the log names a creature: a face-down one has no name (CR 708.2a), and its card is its controller's secret. */
function shownName(o: GameObject): string {
  return o.faceDown ? "a face-down creature" : o.name;
}

/**
 * Illusionary Mask (CR 614.1, 708.8): a creature cast face down with it that would assign combat
 * damage in this step is turned face up first, and assigns its damage face up.
 */
export function unmaskAssigners(g: Game): void {
  if (!g.state.battlefield.some((id) => g.state.objects[id]!.masked)) return;
  for (const o of g.battlefield()) {
    if (!o.masked || !(o.attacking || o.blocking?.length) || !dealsDamageNow(g, o)) continue;
    const c = g.chars(o);
    if (c.power <= 0 || c.keywords.has(ASSIGNS_NO_COMBAT_DAMAGE)) continue;
    // CR 509.1h, 510.1c–d: a blocked attacker whose blockers are all gone, or a blocker whose attackers are, assigns none.
    if (o.attacking ? o.blocked && !currentBlockers(g, o).length : !blockedAttackers(g, o).length) continue;
    g.turnFaceUp(o.id);
  }
}

/** Lethal damage for assignment purposes (CR 702.19b): toughness minus damage already marked. */
export function lethalFor(g: Game, o: GameObject): number {
  return Math.max(0, g.chars(o).toughness - o.damage);
}

/**
 * "[This creature] assigns no combat damage this turn" (Farrel's Zealot, Delif's Cone): a rule
 * phrase an effect grants until end of turn; such a creature assigns none (like CR 510.1a).
 */
export const ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage";

/** The creatures blocking this attacker now (on the battlefield). */
function currentBlockers(g: Game, a: GameObject): string[] {
  return (a.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
}

/**
 * Whether this creature's combat damage is divided by the other side's player (CR 702.22j–k):
 * an attacker blocked by a creature with banding (or by a "bands with other [quality]" creature
 * and another creature of that quality), or a blocker blocking such creatures.
 */
export function dividedByBanding(g: Game, o: GameObject): boolean {
  if (o.attacking) { const bl = currentBlockers(g, o); return bl.length > 0 && bandingAmong(g, bl); }
  if (o.blocking?.length) { const at = blockedAttackers(g, o); return at.length > 0 && bandingAmong(g, at); }
  return false;
}

/** Who divides this creature's combat damage (CR 510.1c–d; 702.22j–k: the banding player). */
export function assigningPlayer(g: Game, o: GameObject): PlayerId {
  const own = g.chars(o).controller;
  return dividedByBanding(g, o) ? other(own) : own;
}

/** Whether a player has a choice to make for this attacker's damage (scenario format: `assign`). */
export function needsAssignment(g: Game, a: GameObject): boolean {
  const c = g.chars(a);
  if (!a.attacking || !a.blocked || c.power <= 0 || !dealsDamageNow(g, a) || c.keywords.has(ASSIGNS_NO_COMBAT_DAMAGE)) return false;
  const blockers = currentBlockers(g, a);
  if (blockers.length >= 2) return true;
  // With trample, some damage may go to the player, unless a banding blocker's controller divides it
  // (702.22j); a choice only when the power goes beyond lethal damage to the blocker (CR 702.19b).
  if (!c.keywords.has("trample") || blockers.length === 0 || bandingAmong(g, blockers)) return false;
  return c.power > blockers.reduce((n, b) => n + lethalFor(g, g.obj(b)!), 0);
}

/** The attackers a blocking creature still blocks (CR 510.1d): on the battlefield and attacking. */
export function blockedAttackers(g: Game, b: GameObject): string[] {
  return (b.blocking ?? []).filter((id) => { const a = g.obj(id); return !!a && a.zone === "battlefield" && !!a.attacking; });
}

/** Whether the defending player has a choice for this blocker: it blocks two or more attackers (CR 510.1d). */
export function blockerNeedsAssignment(g: Game, b: GameObject): boolean {
  if (!b.blocking || b.blocking.length < 2 || b.attacking) return false;
  const c = g.chars(b);
  return c.power > 0 && !c.keywords.has(ASSIGNS_NO_COMBAT_DAMAGE) && dealsDamageNow(g, b) && blockedAttackers(g, b).length >= 2;
}

/**
 * The creatures whose combat damage is still to be divided, with the player who divides each:
 * attackers, then blockers (with banding, 702.22j–k, the other side's player divides).
 */
export function pendingAssignments(g: Game): { id: string; player: PlayerId }[] {
  const out: { id: string; player: PlayerId }[] = [];
  for (const a of g.battlefield()) {
    if (needsAssignment(g, a) && !g.state.assignments[a.id]) out.push({ id: a.id, player: assigningPlayer(g, a) });
  }
  for (const b of g.battlefield()) {
    if (blockerNeedsAssignment(g, b) && !g.state.assignments[b.id]) out.push({ id: b.id, player: assigningPlayer(g, b) });
  }
  return out;
}

/**
 * The next creature whose combat damage must be divided (CR 510.1: the active player announces
 * first, then the defending player), and who divides it.
 */
export function nextAssignment(g: Game): { id: string; player: PlayerId } | null {
  const all = pendingAssignments(g);
  return all.find((x) => x.player === g.state.turn.active) ?? all[0] ?? null;
}

/** Checks a damage assignment against CR 510.1c and 702.19b. */
export function checkAssignment(g: Game, attacker: GameObject, damage: Record<Ref, number>): string | null {
  const c = g.chars(attacker);
  if (!attacker.attacking) {
    // CR 510.1d: a blocker blocking several attackers divides its damage among them as its controller chooses.
    const blocked = blockedAttackers(g, attacker);
    let sum = 0;
    for (const [ref, n] of Object.entries(damage)) {
      if (!Number.isInteger(n) || n < 0) return `damage amounts must be whole numbers of 0 or more`;
      if (!blocked.includes(ref)) return `${attacker.name} isn't blocking ${g.obj(ref)?.name ?? ref}`;
      sum += n;
    }
    return sum === c.power ? null : `${attacker.name} must assign exactly ${c.power} damage (got ${sum})`;
  }
  const defender = other(g.state.turn.active);
  const blockers = currentBlockers(g, attacker);
  const banding = bandingAmong(g, blockers); // CR 702.22j: divided among the blockers only
  let total = 0;
  for (const [ref, n] of Object.entries(damage)) {
    if (!Number.isInteger(n) || n < 0) return `damage amounts must be whole numbers of 0 or more`;
    if (ref === defender) {
      if (banding) return `${attacker.name} is blocked by a creature with banding: its damage is divided among the creatures blocking it`;
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
    if (c.power <= 0 || c.keywords.has(ASSIGNS_NO_COMBAT_DAMAGE)) continue; // CR 510.1a
    if (o.attacking) {
      const blockers = (o.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
      if (!o.blocked) plan.push({ src: o, to: defender, n: c.power }); // CR 510.1b
      else if (s.assignments[o.id]) {
        for (const [ref, n] of Object.entries(s.assignments[o.id]!)) if (n > 0) plan.push({ src: o, to: ref, n });
      } else if (blockers.length === 1) plan.push({ src: o, to: blockers[0]!, n: c.power });
      else if (blockers.length === 0 && c.keywords.has("trample")) plan.push({ src: o, to: defender, n: c.power }); // CR 702.19d
    } else if (o.blocking?.length) {
      // CR 510.1d: a creature blocking one attacker deals all its damage to it; one blocking
      // several divides it as the defending player chose.
      const blocked = blockedAttackers(g, o);
      if (s.assignments[o.id]) {
        for (const [ref, n] of Object.entries(s.assignments[o.id]!)) if (n > 0 && blocked.includes(ref)) plan.push({ src: o, to: ref, n });
      } else if (blocked.length === 1) plan.push({ src: o, to: blocked[0]!, n: c.power });
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
