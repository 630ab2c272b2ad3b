/**
 * The pile decisions of combat (W31; CR 509 context, 700.3 piles): Raging River and Camouflage.
 *
 * Raging River (`leftRightPiles`, its trigger's effect): the defending player names the "left" pile
 * of their creatures without flying (a `cards` choice; the others are the "right" pile), then the
 * attacking player chooses "left" (1) or "right" (2) for each attacking creature they control, in
 * the order they were declared (an `option` choice). Each attacker gets a rule effect until end of
 * combat: it can't be blocked except by creatures with flying and the creatures of its pile
 * (`pileBlockRestriction`, read by combat.ts `cannotBlock`, only while such an effect exists).
 *
 * Camouflage (`blockersInPiles`, `askBlockingPiles`): in its caster's declare blockers step, instead
 * of declaring blockers, the defending player names the creatures of each pile in turn (pile 1, 2,
 * ... as many as there are attacking creatures; a creature goes into as many piles as the number
 * of creatures it can block); the piles are assigned to the attackers at random (the game's
 * generator), and each creature of a pile that can block its attacker blocks it.
 *
 * A question with only one possible answer (no creature to put in a pile) is not asked.
 */
import type { PlayerId } from "../types";
import { other } from "../types";
import type { Game } from "./game";
import type { Chars } from "./layers";
import type { ResolveContext } from "./context";
import type { GameObject, PileQuestion, RuleEffect } from "./state";
import { blockLimit, cannotBlock, declareBlockers } from "./combat";

const names = (g: Game, ids: string[]): string => (ids.length ? ids.map((id) => g.obj(id)?.name ?? "?").join(", ") : "no creature");

/** The attacking creatures `player` controls, in the order they were declared (then any others). */
export function attackersOf(g: Game, player: PlayerId): string[] {
  const now = g.battlefield().filter((o) => o.attacking && g.chars(o).controller === player).map((o) => o.id);
  const declared = (g.state.history.attacked ?? []).filter((id) => now.includes(id));
  return [...new Set([...declared, ...now])];
}

// ---- Raging River ------------------------------------------------------------------------------

/**
 * "Each defending player divides all creatures without flying they control into a "left" pile and
 * a "right" pile. Then, for each attacking creature you control, choose "left" or "right." That
 * creature can't be blocked this combat except by creatures with flying and creatures in a pile
 * with the chosen label." Asked before anything changes (one step, ResolveContext.ask).
 */
export function leftRightPiles(ctx: ResolveContext): void {
  const g = ctx.g;
  const you = ctx.controller;
  const defender = other(you);
  const attackers = attackersOf(g, you);
  if (!attackers.length) return;
  const walkers = g.battlefield().filter((o) => { const c = g.chars(o); return c.types.includes("Creature") && c.controller === defender && !c.keywords.has("flying"); }).map((o) => o.id);
  const source = ctx.item.name;
  const left = walkers.length
    ? ctx.ask(defender, `${source}: divide your creatures without flying into two piles. Choose the creatures of the "left" pile; the others form the "right" pile.`,
      { type: "cards", from: walkers, min: 0, max: walkers.length, pile: { kind: "divide_left_right", source, attackers } }).cards ?? []
    : [];
  const right = walkers.filter((id) => !left.includes(id));
  const sides: string[][] = [];
  const labels: string[] = [];
  for (const a of attackers) {
    // Both piles empty: either label gives the same restriction, so there is nothing to ask.
    if (!walkers.length) {
      sides.push([]);
      labels.push("left");
      continue;
    }
    const pile: PileQuestion = { kind: "left_or_right", source, attacker: a, left, right };
    const v = ctx.ask(you, `${source}: choose "left" or "right" for ${g.obj(a)!.name}: only creatures with flying and the creatures of that pile can block it this combat.`,
      { type: "option", options: [`"left" (${names(g, left)})`, `"right" (${names(g, right)})`], pile }).value;
    sides.push(v === 2 ? right : left);
    labels.push(v === 2 ? "right" : "left");
  }
  attackers.forEach((a, i) => {
    g.addRuleEffect({ id: ctx.item.source, controller: you }, "blocked_only_by_flying_or_among", { until: "end_of_combat" }, a, sides[i]!);
  });
  g.emit("piles", `${source}: "left" pile ${names(g, left)}; "right" pile ${names(g, right)}; ${attackers.map((a, i) => `${g.obj(a)!.name} "${labels[i]}"`).join(", ")}`, { left, right });
}

/** Why `blocker` can't block `attacker` under Raging River's choice, or null (CR 509.1b). */
export function pileBlockRestriction(g: Game, blocker: GameObject, b: Chars, attacker: GameObject): string | null {
  for (const r of g.state.ruleEffects ?? []) {
    if (r.rule !== "blocked_only_by_flying_or_among" || r.object !== attacker.id) continue;
    if (!b.keywords.has("flying") && !r.among!.includes(blocker.id)) return `${attacker.name} can't be blocked this combat except by creatures with flying and creatures in the pile chosen for it`;
  }
  return null;
}

// ---- Camouflage --------------------------------------------------------------------------------

/** Whether Camouflage replaces this declare blockers step (its caster is the active player). */
export function blockersInPiles(g: Game): boolean {
  return !!pilesRule(g);
}

/** The rule effect that replaces this declare blockers step, if any (its caster is the active player). */
function pilesRule(g: Game): RuleEffect | undefined {
  const active = g.state.turn.active;
  return g.state.ruleEffects?.find((r) => r.rule === "blockers_in_piles" && r.controller === active);
}

/** The creatures the defending player may still put into the next pile (CR 509.1a: as many piles as it can block creatures). */
function pileCandidates(g: Game, defender: PlayerId, piles: string[][]): string[] {
  return g.battlefield()
    .filter((o) => { const c = g.chars(o); return c.types.includes("Creature") && c.controller === defender; })
    .filter((o) => piles.filter((p) => p.includes(o.id)).length < blockLimit(g, o))
    .map((o) => o.id);
}

/**
 * Asks for the next pile, or, once every pile is made, assigns them to the attackers at random and
 * makes the blocks. Called as the declare blockers step begins (flow.ts) and with each answer
 * (actions.ts, resume "blocking_piles"). Returns true once the blocks are made.
 */
export function askBlockingPiles(g: Game, piles: string[][]): boolean {
  const s = g.state;
  const active = s.turn.active;
  const defender = other(active);
  const attackers = attackersOf(g, active);
  const source = pilesRule(g)?.sourceName ?? "Piles";
  while (piles.length < attackers.length) {
    const from = pileCandidates(g, defender, piles);
    if (!from.length) { piles = [...piles, []]; continue; } // only one answer: an empty pile
    const n = piles.length + 1;
    s.decision = {
      kind: "choose", player: defender,
      prompt: `${source}: choose the creatures of pile ${n} of ${attackers.length}. Each pile goes to a different attacking creature at random, and the creatures in it that can block that creature do so.`,
      choice: { type: "cards", from, min: 0, max: from.length, pile: { kind: "blocking_pile", source, index: n, of: attackers.length, attackers, before: piles } },
      resume: { at: "blocking_piles", piles },
    };
    s.priority = null;
    return false;
  }
  // "Assign each pile to a different one of those attacking creatures at random."
  const order = [...attackers];
  for (let i = order.length - 1; i > 0; i--) {
    const j = g.random(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const blocks: { blocker: string; attacker: string }[] = [];
  piles.forEach((pile, i) => {
    const a = g.obj(order[i]!)!;
    // "Each creature in a pile that can block the creature that pile is assigned to does so."
    for (const b of pile) { const o = g.obj(b); if (o && cannotBlock(g, o, a) === null) blocks.push({ blocker: b, attacker: a.id }); }
  });
  g.emit("piles", `${source}: ${piles.map((p, i) => `pile ${i + 1} (${names(g, p)}) goes to ${g.obj(order[i]!)!.name}`).join("; ")}`, { piles, attackers: order });
  declareBlockers(g, blocks);
  return true;
}
