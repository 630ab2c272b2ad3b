/**
 * Turn structure (CR 500–514) and priority (CR 117). The game runs forward on its own until a
 * player must decide something: receive priority, declare attackers or blockers, assign damage,
 * or answer a choice.
 */
import type { PlayerId, Step } from "../types";
import { subgameDepth } from "./subgame";
import { other, PLAYERS } from "../types";
import { NeedDecision, type Game } from "./game";
import type { Answer } from "./state";
import { runStateBasedActions } from "./sba";
import { attackersAvailable, blockersAvailable, combatNeedsFirstStrikeStep, dealCombatDamage, nextAssignment, unmaskAssigners } from "./combat";
import { resolveTop } from "./resolve";
import { checkStateTriggers, placeTriggers } from "./triggers";
import { skipsUntapStep, untapStep } from "./untap";
import { newTurnHistory } from "./history";
import { maxHandSize } from "./player-rules";
import { skipDrawStep, skipTurn } from "./replace-events";
import { askBlockingPiles, blockersInPiles } from "./piles";

/**
 * A player would receive priority: first state-based actions and triggered abilities (CR 117.5,
 * 603.3), repeated until none. Then that player gets priority. Stops early for a decision
 * (ordering triggers, choosing their targets); answering it calls this again.
 */
export function givePriority(g: Game, p: PlayerId): void {
  const s = g.state;
  for (let i = 0; i < 100; i++) {
    runStateBasedActions(g, p);
    if (s.outcome) { s.priority = null; s.decision = null; return; }
    if (s.decision) return; // the legend rule asks which one to keep (CR 704.5j)
    checkStateTriggers(g);
    if (!s.pendingTriggers.length) break;
    if (!placeTriggers(g, p)) return;
  }
  s.priority = p;
}

const ORDER: Step[] = [
  "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
];

/** The step after `step` in the current turn, or null at the end of the turn. */
function followingStep(g: Game, step: Step): Step | null {
  const s = g.state;
  let i = ORDER.indexOf(step) + 1;
  while (i < ORDER.length) {
    const next = ORDER[i++]!;
    // CR 508.8: with no attackers declared, skip declare blockers and combat damage steps.
    if ((next === "declare_blockers" || next === "first_strike_damage" || next === "combat_damage") && !s.attackersDeclared) continue;
    // CR 510.4: the first-strike damage step exists only if a first or double striker is in combat.
    if (next === "first_strike_damage" && !combatNeedsFirstStrikeStep(g)) continue;
    return next;
  }
  return null;
}

/** Ends the current step: mana empties (CR 500.4), and at the end of combat, combat ends (CR 511.3). */
function endStep(g: Game): void {
  g.emptyManaPools();
  if (g.state.turn.step === "end_of_combat") {
    for (const o of g.battlefield()) {
      g.removeFromCombat(o);
      if (o.dealtFirstStrike) delete g.mut(o.id).dealtFirstStrike;
    }
    g.state.combatHadFirstStrike = false;
    g.state.attackersDeclared = false;
    g.endDurations((d) => "until" in d && d.until === "end_of_combat");
  }
}

/** Moves to the next step or turn and runs its turn-based actions, until someone must decide. */
export function advance(g: Game): void {
  const s = g.state;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.outcome || s.decision || s.priority) return;
    endStep(g);
    const next = followingStep(g, s.turn.step);
    if (next === null) startNextTurn(g);
    else beginStep(g, next);
  }
}

function startNextTurn(g: Game): void {
  const s = g.state;
  let nextActive = s.extraTurns.length ? s.extraTurns.shift()! : other(s.turn.active); // CR 500.7
  // CR 614.10 (Time Vault): a skipped turn doesn't happen; the turn after it begins instead.
  while (skipTurn(g, nextActive)) nextActive = s.extraTurns.length ? s.extraTurns.shift()! : other(nextActive);
  s.turn.number += 1;
  s.turn.active = nextActive;
  for (const p of PLAYERS) g.player(p).landsPlayed = 0;
  s.history = newTurnHistory(s.history); // CR 500: "this turn" records start empty (history.ts)
  g.emit("turn", `${s.main ? "Subgame turn" : "Turn"} ${s.turn.number}: ${g.player(nextActive).name}'s turn`, { turn: s.turn.number, player: nextActive, ...(s.main ? { subgame: subgameDepth(s) } : {}) });
  beginStep(g, "untap");
}

export function beginStep(g: Game, step: Step): void {
  const s = g.state;
  const active = s.turn.active;
  if (step === "untap") {
    // CR 302.6: the turn has begun, so the active player's permanents stop being "summoning sick",
    // whether or not the untap step happens.
    for (const o of g.battlefield()) if (o.controller === active && o.sick) g.mut(o.id).sick = false;
    // CR 614.10: "Players skip their untap steps" (Stasis): the step doesn't happen, and what waits
    // for the next untap step waits for the next one that does (614.10a).
    if (skipsUntapStep(g)) {
      g.emit("skip", `${g.player(active).name} skips their untap step`, { step, player: active });
      return beginStep(g, "upkeep");
    }
  }
  s.turn.step = step;
  s.turn.serial += 1;
  s.passed = [];
  s.priority = null;
  // Characteristics don't depend on the step itself (only on what its actions change, which touch).
  g.version++;
  if (step === "untap") {
    g.endDurations((d) => "until" in d && d.until === "next_untap" && d.player === active);
    // CR 502.3: the active player determines which permanents untap (a decision may stop here:
    // answering it finishes the untapping, untap.ts), then they all untap.
    g.emit("step", stepName(step), { step, turn: s.turn.number, active });
    untapStep(g);
    return; // CR 502.4: no player receives priority
  }
  if (step === "upkeep") g.endDurations((d) => "until" in d && d.until === "next_upkeep" && d.player === active);
  // "Until the end of your next upkeep" (Halfdane): that upkeep is over once a later step of that turn begins.
  else if (s.effects.some((e) => "until" in e.duration && e.duration.until === "end_of_next_upkeep")) {
    g.endDurations((d) => "until" in d && d.until === "end_of_next_upkeep" && d.player === active && s.turn.number > d.turn);
  }
  // CR 614.1b, 614.10 (Fasting, W11b): "if you would begin your draw step, you may skip that step instead".
  if (step === "draw" && skipDrawStep(g, active)) return beginStep(g, "precombat_main");
  // CR 603.2: "at the beginning of [step]" abilities trigger on this event.
  g.emit("step", stepName(step), { step, turn: s.turn.number, active });
  switch (step) {
    case "draw":
      drawStepDraw(g, []);
      return;
    case "declare_attackers":
      // CR 508.1: the active player declares attackers; with none able, the engine declares none.
      if (attackersAvailable(g)) s.decision = { kind: "declare_attackers", player: active };
      else {
        g.emit("attack", `${g.player(active).name} declares no attackers`, { player: active, attackers: [], couldAttack: [] });
        givePriority(g, active);
      }
      return;
    case "declare_blockers":
      // Camouflage: "instead of declaring blockers", piles (core/piles.ts).
      if (g.state.ruleEffects && blockersInPiles(g)) {
        if (askBlockingPiles(g, [])) givePriority(g, active);
        return;
      }
      if (blockersAvailable(g)) s.decision = { kind: "declare_blockers", player: other(active) };
      else {
        g.emit("block", `${g.player(other(active)).name} declares no blockers`, { player: other(active), blocks: [] });
        for (const a of g.battlefield()) if (a.attacking && !a.blocked) g.mut(a.id).blockedBy = [];
        givePriority(g, active);
      }
      return;
    case "first_strike_damage":
    case "combat_damage":
      s.combatHadFirstStrike ||= step === "first_strike_damage";
      unmaskAssigners(g); // Illusionary Mask: turned face up before assigning (CR 510.1)
      continueCombatDamage(g);
      return;
    case "cleanup":
      cleanup(g);
      return;
    default:
      givePriority(g, active);
  }
}

/**
 * CR 504.1: the active player draws a card, then receives priority (504.2); the first player skips
 * the draw of their first turn (103.8a). A replacement of that draw may ask a question before it
 * changes anything (Aladdin's Lamp, CR 614.11): it is asked with the game in the draw step, and
 * the answer makes the draw again with the answers so far (resume "draw_step", actions.ts).
 */
export function drawStepDraw(g: Game, answers: Answer[]): void {
  const s = g.state;
  const active = s.turn.active;
  if (!(s.turn.number === s.skipDrawTurn && active === s.firstPlayer)) {
    g.stepAnswers = [...answers];
    g.stepStart = g.version;
    try {
      g.draw(active, 1, { drawStep: true });
    } catch (e) {
      if (!(e instanceof NeedDecision && e.atStepStart)) throw e;
      s.decision = { kind: "choose", player: e.player, prompt: e.prompt, choice: e.choice, resume: { at: "draw_step", answers }, ...(e.source ? { source: e.source } : {}) };
      s.priority = null;
      return;
    } finally {
      g.stepAnswers = [];
      g.stepStart = null;
    }
  }
  givePriority(g, active);
}

/** Asks for the next damage assignment, or deals combat damage once all are made (CR 510.1–2). */
export function continueCombatDamage(g: Game): void {
  const need = nextAssignment(g);
  if (need) {
    // CR 510.1: attackers' damage is divided by the active player, a blocker's by its controller;
    // with banding, by the other side's player (702.22j–k).
    g.state.decision = { kind: "assign_damage", player: need.player, attacker: need.id };
    return;
  }
  dealCombatDamage(g);
  givePriority(g, g.state.turn.active);
}

/** CR 514.1: the active player discards down to their maximum hand size, then 514.2. */
export function cleanup(g: Game): void {
  const s = g.state;
  const active = s.turn.active;
  const hand = g.player(active).hand;
  const excess = hand.length - maxHandSize(g, active); // CR 402.2
  if (excess > 0) {
    s.decision = {
      kind: "choose", player: active, prompt: `Discard ${excess} card${excess > 1 ? "s" : ""} down to your maximum hand size`,
      choice: { type: "cards", from: [...hand], min: excess, max: excess }, resume: { at: "cleanup_discard" },
    };
    return;
  }
  finishCleanup(g);
}

/** CR 514.2: damage is removed and "until end of turn" effects end; then 514.3a. */
export function finishCleanup(g: Game): void {
  const s = g.state;
  // Damage, and the record of what dealt it (Sengir Vampire's "this turn"), go away. Only
  // permanents carry either: an object that changes zones is a new object without them.
  for (const o of g.battlefield()) {
    if (!o.damage && !o.damagedBy) continue;
    const w = g.mut(o.id);
    w.damage = 0;
    delete w.damagedBy;
  }
  g.endDurations((d) => "until" in d && (d.until === "end_of_turn" || d.until === "end_of_combat"));
  delete s.specialMana; // CR 514.2: "until end of turn" (Channel) ends.
  // CR 514.3a: if state-based actions or triggers happen now, players get priority, then another cleanup.
  const sba = runStateBasedActions(g);
  if (s.outcome) return;
  checkStateTriggers(g);
  if (sba || s.pendingTriggers.length) givePriority(g, s.turn.active);
}

const STEP_NAMES = new Map<Step, string>();

export function stepName(step: Step): string {
  let n = STEP_NAMES.get(step);
  if (!n) STEP_NAMES.set(step, (n = step.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase())));
  return n;
}

/**
 * A player passes priority (CR 117.3d). When all pass in succession, the top of the stack
 * resolves (CR 608.1) or, with an empty stack, the step ends (CR 500.2).
 */
export function passPriority(g: Game, p: PlayerId): void {
  const s = g.state;
  s.passed.push(p);
  g.emit("pass", `${g.player(p).name} passes`, { player: p });
  if (s.passed.length < 2) {
    givePriority(g, other(p));
    return;
  }
  s.passed = [];
  s.priority = null;
  if (s.stack.length) {
    continueResolving(g);
    return;
  }
  // In a cleanup step where players got priority, another cleanup step follows (CR 514.3a).
  if (s.turn.step === "cleanup") {
    s.turn.serial += 1;
    cleanup(g);
    if (!s.decision && !s.priority) advance(g);
    return;
  }
  advance(g);
}

/** Resolves (or goes on resolving) the top of the stack; then the active player gets priority (CR 117.3b). */
export function continueResolving(g: Game): void {
  const s = g.state;
  if (!resolveTop(g)) return;
  if (!s.decision && !s.outcome) givePriority(g, s.turn.active);
}
